#!/usr/bin/env bash
# The command line on an app laid out as real apps are (real_app_layout in checks.sh: an Xcode
# project with dependencies, an embedded extension, two targets of one module name, a local
# package and a folder of sources beside the project), as a new user runs it: the paths every
# command shows and writes, and the exit status of paths that hold nothing or cannot be read.
# Cases of permission run as another user (nobody) when the suite runs as root, whom permissions
# do not stop. Uses LINT_INTENTS, else .build/release/lint-intents.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd -P)
lint_intents=${LINT_INTENTS:-$repo/.build/release/lint-intents}
[ -x "$lint_intents" ] || { echo "no $lint_intents: run swift build -c release --product lint-intents first" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/lint-intents-real-app.XXXXXX")
trap 'chmod -R u+rwX "$work"; rm -rf "$work"' EXIT

source "$repo/Tests/Shell/checks.sh"

# expect_no_machine_paths WHAT FILE…: no file holds the scratch folder's absolute path.
expect_no_machine_paths() {
    local what=$1
    shift
    local holding
    holding=$(grep -lF "$work" "$@" || true)
    if [ -n "$holding" ]; then fail "$what: a path of this machine in $(xargs -n1 basename <<<"$holding" | paste -sd ' ' -)"; else pass "$what"; fi
}

real_app_layout "$work/Repo"
app="$work/Repo/App"

echo "== paths from the folder named, never the machine's"
run modules in_folder "$app" "$lint_intents" modules .
expect_status 0 "modules of the app's project"
expect_contains "a target's file beside the project is ../" "Shared (framework, iOS) [TravelApp.xcodeproj:Shared iOS] from TravelApp.xcodeproj: 1 Swift file
  ../Shared/Formatting.swift" "$out"
expect_contains "a local package beside the project, not linted, is named from there" \
    "not followed: product \`RoutesKit\` of the package at ../Packages/RoutesKit, which was not linted" "$out"
run modules-json in_folder "$app" "$lint_intents" modules --reporter json .
run app-manifest in_folder "$app" "$lint_intents" manifest --app TravelApp .
expect_status 0 "manifest --app of the app"
expect_contains "its incomplete list names the package from the folder linted" '"product `RoutesKit` of the package at ../Packages/RoutesKit, which was not linted"' "$out"
expect_contains "and so is it in modules' JSON" '"files": [
        "../Shared/Formatting.swift"
      ],' "$work/modules-json.out"
run manifests in_folder "$app" "$lint_intents" manifest --output-dir "$work/Manifests" .
expect_status 0 "manifest --output-dir"
for format in text json sarif markdown; do
    run "lint-$format" in_folder "$app" "$lint_intents" lint --reporter "$format" .
done
expect_status 0 "lint of the app passes (one warning)"
expect_contains "its finding is named from the folder linted" "Legacy/TripEntity.swift:4:8: warning:" "$work/lint-text.out"
# SARIF's originalUriBaseIds says where %SRCROOT% is on the machine that ran it, as SARIF means
# it to; its results' paths are relative, as everywhere else.
grep -vF '"uri": "file://' "$work/lint-sarif.out" >"$work/lint-sarif-results.out"
expect_no_machine_paths "no output of modules, manifest, manifest --app or lint holds the machine's folders" \
    "$work"/modules*.out "$work"/*manifest.out "$work"/Manifests/* "$work"/lint-{text,json,markdown,sarif-results}.out "$work"/lint-*.err

run repository in_folder "$work/Repo" "$lint_intents" modules --summary .
expect_status 0 "modules --summary of the whole repository"
expect_contains "the local package is a module of the app, named by its id" "RoutesKit (library, iOS) [Packages/RoutesKit/Package.swift:RoutesKit] from Packages/RoutesKit/Package.swift: 1 Swift file" "$out"
expect_contains "the app is made of the package's module too" "App TravelApp [App/TravelApp.xcodeproj:TravelApp]: 6 modules, and what could not be followed" "$out"
expect_equal "one line per module and app, before what was not followed and where the App Intents are" 8 "$(grep -c -vE '^(  |Not followed|Declare App Intents|Not read)' "$out")"
expect_contains "each place not followed is said once" "Not followed: 1 of what the modules depend on" "$out"
expect_equal "the remote package's URL once" 1 "$(grep -c 'https://github.com/example/swift-charts-kit.git' "$out")"
expect_contains "and the modules that declare App Intents are named" "Declare App Intents: 5 modules" "$out"
expect_contains "with what each declares" "  RoutesKit [Packages/RoutesKit/Package.swift:RoutesKit]: 1 entity, 1 query, 1 AppIntentsPackage" "$out"

echo "== exit statuses"
run missing in_folder "$app" "$lint_intents" lint Sourcs
expect_status 2 "a path that is not there"
expect_equal "is one line naming it" "lint-intents: error: no such file or directory: Sourcs" "$(<"$err")"

mkdir "$work/Repo/Docs"
run empty in_folder "$work/Repo" "$lint_intents" lint Docs
expect_status 0 "a folder without Swift files passes"
expect_contains "with a warning in the report, so a CI step in the wrong folder says so" "Docs: warning: no Swift file found" "$out"
expect_contains "counted in the summary line" ": 0 errors, 0 warnings; 1 input warning." "$err"
run empty-strict in_folder "$work/Repo" "$lint_intents" lint --strict Docs
expect_status 1 "and --strict fails on it"
expect_contains "saying so" ": 0 errors, 0 warnings; 1 input warning, which fails --strict." "$err"

# Permissions: as nobody when root, whom they do not stop.
as_user=()
if [ "$(id -u)" -eq 0 ]; then
    if command -v setpriv >/dev/null; then
        as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
        chmod -R a+rX "$work"
    else
        as_user=(skip)
    fi
fi
if [ "${as_user[*]:-}" = skip ]; then
    echo "skipped: permissions (root, and no setpriv to run as another user)"
else
    locked="$work/Repo/Locked"
    mkdir -p "$locked/Inner"
    cp "$app/App/PlanTripIntent.swift" "$locked/Inner/PlanTripIntent.swift"
    cp "$app/App/PlanTripIntent.swift" "$work/Repo/Shared/Unreadable.swift"
    chmod 000 "$work/Repo/Shared/Unreadable.swift"
    chmod 700 "$locked" "$locked/Inner"
    [ "$(id -u)" -ne 0 ] || chown 0:0 "$locked"

    run locked-named in_folder "$work/Repo" "${as_user[@]+"${as_user[@]}"}" "$lint_intents" lint Locked
    expect_status 2 "a folder named that cannot be read is an input error"
    expect_equal "naming it and why" "lint-intents: error: cannot read Locked: Permission denied" "$(<"$err")"
    run locked-file in_folder "$work/Repo" "${as_user[@]+"${as_user[@]}"}" "$lint_intents" lint Locked/Inner/PlanTripIntent.swift
    expect_status 2 "a file in a folder that cannot be searched"
    expect_equal "is said to be unreadable, not missing" "lint-intents: error: cannot read Locked/Inner/PlanTripIntent.swift: Permission denied" "$(<"$err")"
    run unreadable-file in_folder "$work/Repo" "${as_user[@]+"${as_user[@]}"}" "$lint_intents" lint Shared/Unreadable.swift
    expect_status 2 "a file named that cannot be read"
    expect_equal "is named with why" "lint-intents: error: cannot read Shared/Unreadable.swift: Permission denied" "$(<"$err")"
    run locked-inside in_folder "$work/Repo" "${as_user[@]+"${as_user[@]}"}" "$lint_intents" lint --reporter json .
    expect_status 0 "a folder inside that cannot be read does not stop the run"
    expect_contains "and is a warning in the report naming it" '"file": "Locked"' "$out"
    expect_contains "saying why" '"message": "cannot read this folder (Permission denied), so the Swift files in it are not linted"' "$out"
    expect_contains "counted in the summary line" "; 1 input warning." "$err"
    expect_contains "a file inside that cannot be read is a finding" '"message": "cannot read file: Permission denied"' "$out"
    chmod 755 "$locked" "$locked/Inner"
    chmod 644 "$work/Repo/Shared/Unreadable.swift"
fi

echo "real-app: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
