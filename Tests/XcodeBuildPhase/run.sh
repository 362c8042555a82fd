#!/usr/bin/env bash
# Tests of Scripts/xcode-build-phase.sh, the Run Script build phase recipe for Xcode projects:
# the script run with the environment Xcode gives a Run Script phase (SRCROOT,
# PRODUCT_MODULE_NAME, PRODUCT_TYPE, the resolved input file lists, the output file, …) on a
# copy of Fixtures/Lint/Targets (an app, its widget extension and a framework, in Xcode 16
# synchronized folders), and its file-list and check-file-list commands, there and on an app
# laid out as real ones are (dependencies, an embedded extension, two targets of one module name,
# local packages beside the project). Xcode itself is not
# here: what it does with the phase (expanding $(SRCROOT) in the lists, the sandbox) is
# imitated as its documentation describes. Uses LINT_INTENTS, else .build/release/lint-intents.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd -P)
script="$repo/Scripts/xcode-build-phase.sh"
lint_intents=${LINT_INTENTS:-$repo/.build/release/lint-intents}
[ -x "$lint_intents" ] || { echo "no $lint_intents: run swift build -c release --product lint-intents first" >&2; exit 2; }
export LINT_INTENTS="$lint_intents"
work=$(mktemp -d "${TMPDIR:-/tmp}/lint-intents-xcode.XXXXXX")
trap 'rm -rf "$work"' EXIT

source "$repo/Tests/Shell/checks.sh"

# The diagnostic lines of $out, as Xcode reads them: `path:line:column: error|warning: …`.
diagnostics() {
    grep -E '^[^:]+:[0-9]+:[0-9]+: (error|warning): ' "$out" || true
}

project="$work/Orders"
derived="$work/DerivedData/Orders.build/Debug/TARGET.build/DerivedSources"
cp -R "$repo/Fixtures/Lint/Targets" "$project"

echo "== file-list: the .xcfilelist of a target"
run file-list-orders in_folder "$project" "$script" file-list Orders
expect_status 0 "file-list Orders succeeds"
# shellcheck disable=SC2016 # $(SRCROOT) is for Xcode to expand.
expect_equal "it lists the app's files, synchronized folders included, from \$(SRCROOT)" '$(SRCROOT)/App/OrderModel.swift
$(SRCROOT)/App/OrderShortcuts.swift
$(SRCROOT)/Shared/OpenOrdersIntent.swift' "$(<"$out")"
for module in Orders OrdersWidgets OrdersKit; do
    in_folder "$project" "$script" file-list "$module" >"$project/$module.xcfilelist"
done
# shellcheck disable=SC2016
expect_equal "the widget's list" '$(SRCROOT)/Shared/OpenOrdersIntent.swift
$(SRCROOT)/Widget/OrderControls.swift' "$(<"$project/OrdersWidgets.xcfilelist")"

run file-list-from-above "$script" file-list OrdersKit "$project"
# shellcheck disable=SC2016
expect_equal "a FOLDER argument works from anywhere" '$(SRCROOT)/Kit/KitShortcuts.swift' "$(<"$out")"

run file-list-unknown in_folder "$project" "$script" file-list Order
expect_status 2 "an unknown module is refused"
expect_contains "naming the modules there are" "lint-intents: error: no module is named 'Order' or has that id; found Orders [Targets.xcodeproj:Orders], OrdersWidgets [Targets.xcodeproj:OrdersWidgets], OrdersKit [Targets.xcodeproj:OrdersKit]" "$err"

run check-fresh in_folder "$project" "$script" check-file-list Orders.xcfilelist Orders
expect_status 0 "check-file-list passes a fresh list"
printf 'import AppIntents\n' >"$project/App/NewIntent.swift"
run check-stale in_folder "$project" "$script" check-file-list Orders.xcfilelist Orders
expect_status 1 "check-file-list fails once a file is added to the target's synchronized folder"
expect_contains "saying how to fix it" "error: Orders.xcfilelist is out of date for target Orders (- listed, + in the target now); rewrite it with: xcode-build-phase.sh file-list Orders > Orders.xcfilelist" "$err"
# shellcheck disable=SC2016
expect_contains "and showing the new file" '+$(SRCROOT)/App/NewIntent.swift' "$err"
rm "$project/App/NewIntent.swift"

echo '{}' >"$work/.lint-intents.json"
run file-list-config in_folder "$project" "$script" file-list OrdersKit
# shellcheck disable=SC2016
expect_equal "the .lint-intents.json lint-intents would use is listed too, wherever it is above" '$(SRCROOT)/Kit/KitShortcuts.swift
$(SRCROOT)/../.lint-intents.json' "$(<"$out")"
rm "$work/.lint-intents.json"

echo "== file-list on an app laid out as real apps are (real_app_layout in Tests/Shell/checks.sh)"
travel="$work/Travel"
real_app_layout "$travel"

run travel-app in_folder "$travel/App" "$script" file-list TravelApp
expect_status 0 "file-list of an app with dependencies, embedded targets and packages succeeds"
# shellcheck disable=SC2016
expect_equal "it lists the app's files and nothing else (no 'depends on:', 'embeds:' or 'not followed:' line)" '$(SRCROOT)/App/FollowRouteIntent.swift
$(SRCROOT)/App/OpenLandmarkIntent.swift
$(SRCROOT)/App/PlanTripIntent.swift
$(SRCROOT)/App/TravelAppPackage.swift
$(SRCROOT)/App/TravelShortcuts.swift' "$(<"$out")"

run travel-shared in_folder "$travel/App" "$script" file-list Shared
expect_status 2 "a module name two targets share is refused"
expect_contains "naming each target's id" "Shared (iOS) [TravelApp.xcodeproj:Shared iOS], Shared (watchOS) [TravelApp.xcodeproj:Shared watchOS]" "$err"
run travel-shared-ios in_folder "$travel/App" "$script" file-list "Shared iOS"
expect_status 0 "the target's name picks one"
# shellcheck disable=SC2016
expect_equal "a file outside the project's folder is written from \$(SRCROOT), never with this machine's folders" \
    '$(SRCROOT)/../Shared/Formatting.swift' "$(<"$out")"
run travel-shared-watch "$script" file-list "TravelApp.xcodeproj:Shared watchOS" "$travel/App"
expect_equal "so does its id, from anywhere" '$(SRCROOT)/../Shared/Formatting.swift' "$(<"$out")"
run travel-above in_folder "$travel" "$script" file-list TravelKit
expect_status 2 "a FOLDER that is not the project's folder is refused"
expect_contains "naming the folder \$(SRCROOT) stands for" "name that folder, App, instead" "$err"

# A list written by the scripts of before, which took every indented line of `lint-intents
# modules` for a file: Xcode fails the build on such a line, and so must the check.
in_folder "$travel/App" "$script" file-list TravelApp >"$travel/App/TravelApp.xcfilelist"
run travel-fresh in_folder "$travel/App" "$script" check-file-list TravelApp.xcfilelist TravelApp
expect_status 0 "check-file-list passes the fresh list"
# shellcheck disable=SC2016
printf '%s\n' '$(SRCROOT)/depends on: TravelApp.xcodeproj:TravelWidgets, TravelApp.xcodeproj:TravelKit' >>"$travel/App/TravelApp.xcfilelist"
run travel-broken in_folder "$travel/App" "$script" check-file-list TravelApp.xcfilelist TravelApp
expect_status 1 "check-file-list rejects a list with a line that names no file"
expect_contains "naming the line" "error: TravelApp.xcfilelist:6: '\$(SRCROOT)/depends on: TravelApp.xcodeproj:TravelWidgets, TravelApp.xcodeproj:TravelKit' names no file" "$err"
if grep -rqF "$work" "$work"/travel-*.out; then fail "a file list holds this machine's folders" "$work"/travel-*.out; else pass "no file list holds this machine's folders"; fi

echo "== the Run Script phase"
# phase NAME TARGET PRODUCT_TYPE [VARIABLE=VALUE…] [-- SCRIPT ARGUMENTS…]: runs the script as
# Xcode runs the target's Run Script phase, whose input file list is $(SRCROOT)/TARGET.xcfilelist
# (handed over resolved, as Xcode does), whose input file is the script itself and whose output
# file is $(DERIVED_FILE_DIR)/lint-intents.stamp; from the project folder, with the sandbox on.
phase() {
    local name=$1 target=$2 type=$3
    shift 3
    local settings=() arguments=()
    while [ "$#" -gt 0 ] && [ "$1" != -- ]; do settings+=("$1"); shift; done
    [ "$#" -eq 0 ] || { shift; arguments=("$@"); }
    local derived_folder=${derived/TARGET/$target}
    mkdir -p "$derived_folder"
    sed "s|\$(SRCROOT)|$project|g" "$project/$target.xcfilelist" >"$derived_folder/resolved-0.xcfilelist"
    stamp="$derived_folder/lint-intents.stamp"
    # shellcheck disable=SC2016 # "$SRCROOT" is for the inner shell.
    run "$name" env -i PATH="/usr/bin:/bin" HOME="${HOME:-$work}" LINT_INTENTS="$lint_intents" \
        SRCROOT="$project" PROJECT_DIR="$project" TARGET_NAME="$target" PRODUCT_NAME="$target" \
        PRODUCT_MODULE_NAME="$target" PRODUCT_TYPE="$type" DERIVED_FILE_DIR="$derived_folder" \
        ENABLE_USER_SCRIPT_SANDBOXING=YES \
        SCRIPT_INPUT_FILE_LIST_COUNT=1 SCRIPT_INPUT_FILE_LIST_0="$derived_folder/resolved-0.xcfilelist" \
        SCRIPT_INPUT_FILE_COUNT=1 SCRIPT_INPUT_FILE_0="$project/Scripts/xcode-build-phase.sh" \
        SCRIPT_OUTPUT_FILE_COUNT=1 SCRIPT_OUTPUT_FILE_0="$stamp" \
        "${settings[@]+"${settings[@]}"}" \
        bash -c 'cd "$SRCROOT" && exec "$@"' phase "$script" "${arguments[@]+"${arguments[@]}"}"
}

kit_error="$project/Kit/KitShortcuts.swift:4:1: error: \`KitShortcuts\` is an App Shortcuts provider in a framework \`OrdersKit\`, where the system ignores it and its App Shortcuts never appear; move it to the app target, which may list intents from \`OrdersKit\` [app-shortcuts-provider-placement]"

phase kit OrdersKit com.apple.product-type.framework
expect_status 1 "the framework's phase fails the build on its error"
expect_equal "with the finding as Xcode shows it: absolute path, line, column, severity" "$kit_error" "$(diagnostics)"
if [ -e "$stamp" ]; then fail "a failed phase left its output file"; else pass "a failed phase leaves no output file, so the next build runs it again"; fi

phase kit-no-type OrdersKit ""
expect_status 0 "without PRODUCT_TYPE the kind is unknown, and the framework-only rule stays silent"
if [ -s "$stamp" ]; then pass "a passing phase writes its output file"; else fail "no output file after a passing phase" "$out"; fi

phase kit-kind-override OrdersKit "" LINT_INTENTS_MODULE_KIND=framework
expect_status 1 "LINT_INTENTS_MODULE_KIND gives the kind when PRODUCT_TYPE cannot"

# An extension's phase cannot see that the app compiles Shared/OpenOrdersIntent.swift too, so the
# rules about extensions stay silent there (the lint of the whole project checks them).
widget_warning="$project/Widget/OrderControls.swift:6:9: warning: Parameter \`store\` of control configuration \`SelectStoreIntent\` has no default and is not optional, so it has no value when the control is first added, before anyone configures it; give it a \`default:\` or make it optional [control-intent-parameter-default]"
phase widget OrdersWidgets com.apple.product-type.app-extension
expect_status 0 "the widget extension's phase passes with a warning"
expect_equal "the widget's own finding, and no rule about extensions" "$widget_warning" "$(diagnostics)"
phase widget-as-extension OrdersWidgets com.apple.product-type.app-extension LINT_INTENTS_MODULE_KIND=app-extension
expect_status 1 "LINT_INTENTS_MODULE_KIND=app-extension restores them"
expect_contains "the provider in the extension is an error" "$project/Widget/OrderControls.swift:29:1: error: \`WidgetShortcuts\` is an App Shortcuts provider in an app extension" "$out"
expect_contains "and (the reason they are off) the intent the app compiles too is reported" "$project/Shared/OpenOrdersIntent.swift:6:39: warning: \`OpenOrdersIntent\` opens the app" "$out"

phase app Orders com.apple.product-type.application
expect_status 1 "the app's phase fails"
expect_equal "with the app's six findings" "6 $project/App/OrderModel.swift:10:1 $project/App/OrderShortcuts.swift:11:1" \
    "$(diagnostics | wc -l | tr -d ' ') $(diagnostics | head -n 1 | cut -d: -f1-3) $(diagnostics | tail -n 1 | cut -d: -f1-3)"
if grep -qv -E '^/[^:]+:[0-9]+:[0-9]+: (error|warning): .+ \[[a-z-]+\]$' "$out"; then
    fail "a line of output is not a diagnostic" "$out"
else
    pass "every line on standard output is a diagnostic Xcode understands"
fi

# Warnings only: the configuration is an input file too; warnings pass unless --strict.
printf '{"disabled_rules": ["app-shortcuts-provider-placement"]}\n' >"$project/.lint-intents.json"
# shellcheck disable=SC2016
printf '$(SRCROOT)/.lint-intents.json\n' >>"$project/OrdersWidgets.xcfilelist"
phase widget-configured OrdersWidgets com.apple.product-type.app-extension LINT_INTENTS_MODULE_KIND=app-extension
expect_status 0 "the listed .lint-intents.json applies, and warnings pass"
expect_equal "the three warnings are still shown" 3 "$(diagnostics | grep -c ': warning: ')"
if [ -s "$stamp" ]; then pass "and the output file is written"; else fail "no output file" "$out"; fi
phase widget-strict OrdersWidgets com.apple.product-type.app-extension LINT_INTENTS_MODULE_KIND=app-extension -- --strict
expect_status 1 "arguments go to lint-intents: --strict fails on warnings"
if [ -e "$stamp" ]; then fail "the output file survived a failed phase"; else pass "and the output file is removed"; fi

# Not listed, the configuration is not read under the sandbox (which would deny it), and is read
# without it, as the CLI finds it.
in_folder "$project" "$script" file-list OrdersKit >"$project/OrdersKit.xcfilelist"
grep -v lint-intents.json "$project/OrdersKit.xcfilelist" >"$work/list" && mv "$work/list" "$project/OrdersKit.xcfilelist"
phase kit-sandboxed OrdersKit com.apple.product-type.framework
expect_status 1 "sandboxed, an unlisted .lint-intents.json is not read"
phase kit-unsandboxed OrdersKit com.apple.product-type.framework ENABLE_USER_SCRIPT_SANDBOXING=NO
expect_status 0 "without the sandbox, the project's .lint-intents.json is found as the CLI finds it"
rm "$project/.lint-intents.json"

echo "== finding lint-intents, and mistakes"
mkdir -p "$work/bin"
ln -s "$lint_intents" "$work/bin/lint-intents"
phase on-path OrdersKit com.apple.product-type.framework LINT_INTENTS= PATH="$work/bin:/usr/bin:/bin"
expect_equal "lint-intents is found on PATH" "$kit_error" "$(diagnostics)"
if [ -x /opt/homebrew/bin/lint-intents ] || [ -x /usr/local/bin/lint-intents ]; then
    echo "skipped: lint-intents missing (one is installed where Homebrew puts it)"
else
    phase missing OrdersKit com.apple.product-type.framework LINT_INTENTS=
    expect_status 1 "no lint-intents fails the build"
    expect_equal "with one error line saying where it looked" "error: lint-intents not found on PATH, in /opt/homebrew/bin or in /usr/local/bin; install it, or set LINT_INTENTS to its path (a build setting works)" "$(<"$out")"
fi
phase wrong-path OrdersKit com.apple.product-type.framework LINT_INTENTS=/nonexistent/lint-intents
expect_status 1 "a wrong LINT_INTENTS fails the build"
expect_contains "naming it" "error: LINT_INTENTS is '/nonexistent/lint-intents', which is not an executable file" "$out"

phase no-lists OrdersKit com.apple.product-type.framework SCRIPT_INPUT_FILE_LIST_COUNT=0
expect_status 1 "a phase without the file list fails"
# shellcheck disable=SC2016
expect_contains "saying what to add" "error: no Swift file among the input files of this Run Script phase: add \$(SRCROOT)/OrdersKit.xcfilelist, made by 'xcode-build-phase.sh file-list \"OrdersKit\"', to its Input File Lists" "$out"

phase bad-option OrdersKit com.apple.product-type.framework -- --no-such-option
expect_status 2 "a wrong option is lint-intents' usage error (exit status 2), which fails the build too"

echo "xcode-build-phase: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
