#!/usr/bin/env bash
# End-to-end tests of lint-intents as a team uses it: the command plugins and the build tool
# plugin in a consumer package (Fixtures/PluginConsumer), the git hook from `install-hook`, and
# the pre-commit framework's hook manifest. Slow (they build lint-intents in the consumer), so
# .ci/run runs them, not `swift test`. Builds go to a temporary folder; nothing stays behind.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd -P)
consumer="$repo/Fixtures/PluginConsumer"
work=$(mktemp -d "${TMPDIR:-/tmp}/lint-intents-e2e.XXXXXX")
scratch="$work/consumer-build"
manifests="$consumer/IntentManifests"
metadata_folder="$consumer/AppIntentsMetadata"
trap 'rm -rf "$work" "$manifests" "$metadata_folder" "$consumer/.lint-intents.json" "$consumer/lint-intents.sarif"' EXIT
fixtures_before=$(git -C "$repo" status --porcelain --ignored -- Fixtures)

source "$repo/Tests/Shell/checks.sh"

source "$repo/Tests/EndToEnd/consumer-findings.sh"

consumer_package() {
    swift package --package-path "$consumer" --scratch-path "$scratch" "$@"
}

# `path:line:column [rule-id]` for each finding line of $1: what the SARIF and JSON checks print.
finding_places() {
    sed -E 's/^([^:]+:[0-9]+:[0-9]+): .* \[([a-z-]+)\]$/\1 [\2]/' <<<"$1"
}

# Reads one SARIF log on standard input, validates it against the SARIF 2.1.0 schema the unit
# tests use, requires exactly one run, and prints each result as `uri:line:column [rule-id]`.
# json.load fails on two documents one after another ("Extra data").
check_sarif='
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
log = json.load(sys.stdin)
validator_class = jsonschema.validators.validator_for(schema)
validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
errors = sorted(validator.iter_errors(log), key=lambda error: list(map(str, error.absolute_path)))
for error in errors:
    print("/" + "/".join(map(str, error.absolute_path)) + ": " + error.message, file=sys.stderr)
assert not errors, "the log is not valid SARIF 2.1.0"
assert len(log["runs"]) == 1, "%d runs, expected one" % len(log["runs"])
for result in log["runs"][0]["results"]:
    location = result["locations"][0]["physicalLocation"]
    print("%s:%d:%d [%s]" % (location["artifactLocation"]["uri"], location["region"]["startLine"],
                             location["region"]["startColumn"], result["ruleId"]))
'
sarif_schema="$repo/Fixtures/Schemas/sarif-schema-2.1.0.json"

# expect_sarif WHAT FILE EXPECTED: FILE is one valid SARIF log whose one run holds exactly the
# findings EXPECTED (diagnostic lines).
expect_sarif() {
    local places
    if places=$(python3 -c "$check_sarif" "$sarif_schema" <"$2" 2>"$work/sarif-check.err"); then
        if [ "$places" = "$(finding_places "$3")" ]; then
            pass "$1"
        else
            fail "$1: the SARIF results differ (expected first, then actual)" <(finding_places "$3") <(printf '%s\n' "$places")
        fi
    else
        fail "$1: not one valid SARIF log" "$work/sarif-check.err"
    fi
}

# expect_count WHAT COUNT PATTERN FILE: exactly COUNT lines of FILE match the fixed string PATTERN.
expect_count() {
    local count
    count=$(grep -cF -- "$3" "$4" || true)
    if [ "$count" -eq "$2" ]; then pass "$1"; else fail "$1: $count lines with '$3', expected $2" "$4"; fi
}

echo "== command plugin: swift package lint-intents"
run lint-all consumer_package lint-intents
expect_status 1 "lint-intents fails the package with a violating target"
expect_lines "lint-intents prints every target's findings, one line each, in one report" "$all_findings" "$out"
expect_contains "the failing target gets an error line that says why" \
    "error: lint-intents found problems in target 'SoupOrders': 5 errors, 2 warnings" "$err"
expect_count "only the failing target gets one (SoupKitchen has only a warning)" 1 "error: lint-intents found problems in target" "$err"
for line in "Linted target 'SoupOrders' (3 files): 5 errors, 2 warnings." "Linted target 'SoupKitchen' (1 file): 0 errors, 1 warning." \
    "Linted target 'SoupMenu' (3 files): 0 errors, 0 warnings." "Linted 8 files in 4 targets: 5 errors, 3 warnings."; do
    expect_contains "a summary line: $line" "$line" "$err"
done
expect_count "no summary line lands in the report" 0 "Linted " "$out"

run lint-sarif consumer_package lint-intents --reporter sarif
expect_status 1 "lint-intents --reporter sarif fails on the violating target"
expect_sarif "--reporter sarif prints one valid SARIF log, one run with both targets' findings" "$out" "$all_findings"

run lint-sarif-output consumer_package lint-intents --reporter sarif --output "$work/report.sarif"
expect_status 1 "lint-intents --output FILE fails on the violating target"
expect_sarif "--output FILE holds the one SARIF log" "$work/report.sarif" "$all_findings"
if [ -s "$out" ]; then fail "with --output, standard output stays empty" "$out"; else pass "with --output, standard output stays empty"; fi

run lint-sarif-relative consumer_package lint-intents --reporter sarif --output lint-intents.sarif --quiet
expect_status 1 "lint-intents --output with a relative path"
expect_sarif "a relative --output starts at the package folder" "$consumer/lint-intents.sarif" "$all_findings"
rm -f "$consumer/lint-intents.sarif"

# docs/ci.md's SARIF step, as written there: findings still give a report (and a passing step),
# a usage error gives neither.
ci_sarif_step='cd "$1" && swift package --scratch-path "$2" lint-intents --reporter sarif --output lint-intents.sarif --quiet "${@:3}" || test -s lint-intents.sarif'
run ci-sarif-step bash -c "$ci_sarif_step" ci "$consumer" "$scratch"
expect_status 0 "docs/ci.md's SARIF step passes on findings"
expect_sarif "and its file is the one SARIF log" "$consumer/lint-intents.sarif" "$all_findings"
rm -f "$consumer/lint-intents.sarif"
run ci-sarif-step-broken bash -c "$ci_sarif_step" ci "$consumer" "$scratch" --config missing.json
expect_status 1 "docs/ci.md's SARIF step fails when the report cannot be made"
if [ -e "$consumer/lint-intents.sarif" ]; then fail "no report is written then"; else pass "no report is written then"; fi

check_json='
import json, sys
report = json.load(sys.stdin)
for finding in report["findings"]:
    print("%s:%d:%d [%s]" % (finding["file"], finding["line"], finding["column"], finding["ruleId"]))
print(json.dumps(report["summary"], sort_keys=True))
'
run lint-json consumer_package lint-intents --reporter json
expect_status 1 "lint-intents --reporter json fails on the violating target"
if json_places=$(python3 -c "$check_json" <"$out" 2>"$work/json-check.err"); then
    expected_json="$(finding_places "$all_findings")
{\"errors\": 5, \"files\": 8, \"inputWarnings\": 0, \"notes\": 0, \"rulesNotRun\": 0, \"warnings\": 3}"
    if [ "$json_places" = "$expected_json" ]; then
        pass "--reporter json prints one JSON document with every target's findings"
    else
        fail "--reporter json: the findings differ (expected first, then actual)" <(printf '%s\n' "$expected_json") <(printf '%s\n' "$json_places")
    fi
else
    fail "--reporter json does not print one JSON document" "$work/json-check.err"
fi

run lint-strict consumer_package lint-intents --strict
expect_status 1 "lint-intents --strict fails"
expect_contains "with --strict, the target with only a warning fails too, and says why" \
    "error: lint-intents found problems in target 'SoupKitchen': 0 errors, 1 warning, and strict mode fails on warnings" "$err"
expect_contains "the final error names both failing targets" "error: lint-intents failed for targets SoupOrders, SoupKitchen" "$err"

run lint-bad-option consumer_package lint-intents --reporter xml
expect_status 1 "lint-intents fails on a usage error"
expect_contains "the executable's usage error reaches standard error" "error: lint-intents: unknown reporter 'xml'" "$err"
if [ -s "$out" ]; then fail "a usage error leaves standard output empty" "$out"; else pass "a usage error leaves standard output empty"; fi

# The plugin's errors name what the user gave, and its help lists what it passes on.
run lint-staged consumer_package lint-intents --staged
expect_status 1 "the plugin refuses --staged"
expect_contains "in its own terms" "error: the plugin does not take --staged: it lints the package's targets; for a commit's staged files, install the git hook: lint-intents install-hook" "$err"
expect_no "never naming an option the user did not give" "--modules-file" "$err"
run lint-path consumer_package lint-intents Sources/SoupOrders
expect_status 1 "the plugin refuses a path"
expect_contains "saying how to choose targets" "the plugin takes no paths ('Sources/SoupOrders' was given): it lints the package's targets; choose them with --target NAME" "$err"
expect_no "never naming an option the user did not give" "--modules-file" "$err"
run lint-help consumer_package lint-intents --help
expect_status 0 "the plugin's help"
expect_contains "lists the options it passes on" "  -s, --strict " "$out"
for refused in --staged --context --modules-file --module-name --module-kind --summary-output --manifest-output-dir; do
    expect_no "and not $refused, which it refuses" "  $refused " "$out"
done
expect_no "nor lint's --manifest-output FILE, whose name is write-intent-manifests' own" "  --manifest-output FILE" "$out"
for verb in "swift package lint-intents" "write-intent-manifests" "write-app-intents-metadata"; do
    expect_contains "it names the verb $verb" "$verb" "$out"
done

run lint-clean consumer_package lint-intents --target SoupMenu
expect_status 0 "lint-intents --target SoupMenu passes the clean target"
expect_lines "the clean target has no findings" "" "$out"
expect_contains "its summary line names it" "Linted target 'SoupMenu' (3 files): 0 errors, 0 warnings." "$err"

run lint-passthrough consumer_package lint-intents --target SoupOrders --quiet
expect_status 1 "lint-intents --target SoupOrders fails"
expect_lines "only the named target is linted" "$soup_orders_findings" "$out"
expect_count "--quiet leaves out the summary lines" 0 "Linted " "$out"
expect_count "--quiet leaves out the summary lines on standard error too" 0 "Linted " "$err"
expect_count "--quiet keeps the failing target's error line" 1 "error: lint-intents found problems in target 'SoupOrders'" "$err"

echo "== write permission: manifests only through write-intent-manifests"
run lint-refuses-manifests consumer_package lint-intents --manifest-output IntentManifests
expect_status 1 "lint-intents refuses --manifest-output"
expect_contains "the refusal names the writing verb" "write-intent-manifests --manifest-output IntentManifests" "$err"

run write-without-permission consumer_package write-intent-manifests --manifest-output IntentManifests
expect_status 1 "write-intent-manifests without --allow-writing-to-package-directory fails when nobody can answer SwiftPM's question"
expect_contains "SwiftPM asks for the permission" "--allow-writing-to-package-directory" "$err"
if [ -e "$manifests" ]; then fail "nothing is written without permission"; else pass "nothing is written without permission"; fi

run write-manifests consumer_package --allow-writing-to-package-directory write-intent-manifests --manifest-output IntentManifests
expect_status 1 "write-intent-manifests still fails on the violating target"
expect_lines "write-intent-manifests reports the same findings" "$all_findings" "$out"
for module in SoupOrders SoupMenu SoupKitchen; do
    if [ -s "$manifests/$module.manifest.json" ]; then pass "IntentManifests/$module.manifest.json written"; else fail "IntentManifests/$module.manifest.json missing"; fi
done
expect_contains "the SoupMenu manifest holds its intent" '"fullyQualifiedTypeName": "SoupMenu.ShowCourseIntent"' "$manifests/SoupMenu.manifest.json"
expect_contains "the SoupKitchen manifest holds its own Course" '"fullyQualifiedTypeName": "SoupKitchen.Course"' "$manifests/SoupKitchen.manifest.json"
rm -rf "$manifests"

echo "== write-app-intents-metadata: Apple's Metadata.appintents of one target"
run write-metadata consumer_package --allow-writing-to-package-directory write-app-intents-metadata --target SoupMenu --output AppIntentsMetadata
expect_status 0 "write-app-intents-metadata writes SoupMenu's folder"
expect_contains "its extract.actionsdata holds SoupMenu's intent, by its mangled name" '"mangledTypeName":"8SoupMenu16ShowCourseIntentV"' "$metadata_folder/extract.actionsdata"
expect_contains "and the App Shortcuts provider" '"autoShortcutProviderMangledName":"8SoupMenu0B9ShortcutsV"' "$metadata_folder/extract.actionsdata"
expect_contains "version.json names the tools version" '"toolsVersion" : "27A266a"' "$metadata_folder/version.json"
rm -rf "$metadata_folder"
run write-metadata-without-target consumer_package --allow-writing-to-package-directory write-app-intents-metadata --output AppIntentsMetadata
expect_status 1 "write-app-intents-metadata needs --target"
expect_contains "and says so" "needs one --target NAME" "$err"

echo "== build tool plugin: IntentManifest"
run build-clean swift build --package-path "$consumer" --scratch-path "$scratch" --target SoupMenu
expect_status 0 "swift build --target SoupMenu succeeds"
menu_manifest=$(find "$scratch/plugins/outputs" -name SoupMenu.manifest.json -path '*IntentManifest*' | head -n 1)
if [ -n "$menu_manifest" ]; then
    pass "the build produced SoupMenu.manifest.json"
    expect_contains "the built manifest holds the intent" '"fullyQualifiedTypeName": "SoupMenu.ShowCourseIntent"' "$menu_manifest"
else
    fail "the build produced no SoupMenu.manifest.json" "$out" "$err"
fi

run build-violations swift build --package-path "$consumer" --scratch-path "$scratch" --target SoupOrders
expect_status 1 "swift build --target SoupOrders fails on lint errors"
# The build tool plugin lints the target's strings files too, as the command plugins do.
expect_lines "the build shows the findings, strings files' too, with absolute paths" "$(sed "s|^|$consumer/|" <<<"$soup_orders_findings")" "$out"
orders_manifest=$(find "$scratch/plugins/outputs" -name SoupOrders.manifest.json -path '*IntentManifest*' | head -n 1)
if [ -n "$orders_manifest" ]; then
    pass "the failed build still produced SoupOrders.manifest.json"
    expect_contains "that manifest holds the intent" '"fullyQualifiedTypeName": "SoupOrders.OrderSoupIntent"' "$orders_manifest"
else
    fail "the failed build produced no SoupOrders.manifest.json" "$out" "$err"
fi

# A build command takes no options, so the plugin passes the project's configuration itself.
cat >"$consumer/.lint-intents.json" <<'JSON'
{"disabled_rules": ["non-constant-metadata", "summary-missing-parameter", "non-string-app-enum", "app-shortcuts-provider-placement",
                    "phrase-parameter-type", "app-shortcuts-strings"],
 "severity": {"phrase-missing-app-name": "warning"}}
JSON
run build-configured swift build --package-path "$consumer" --scratch-path "$scratch" --target SoupOrders
expect_status 0 "with .lint-intents.json disabling six rules and downgrading the seventh, the build succeeds"
expect_lines "the build applies .lint-intents.json" \
    "$consumer/Sources/SoupOrders/SoupShortcuts.swift:7:68: warning: App Shortcut phrase \"Order soup\" has no \`\\(.applicationName)\`, and the build stops exporting App Intents metadata on it (\"Every App Shortcut utterance should have one '\${applicationName}' in it\"): add \`\\(.applicationName)\` to it [phrase-missing-app-name]" "$out"
rm "$consumer/.lint-intents.json"

echo "== git hook: lint-intents install-hook"
swift build --package-path "$repo" --product lint-intents >/dev/null
lint_intents="$(swift build --package-path "$repo" --show-bin-path)/lint-intents"
git_repo="$work/app"
odd_folder="$git_repo/Sources/Soup App"
mkdir -p "$odd_folder"
git -C "$git_repo" init -q
git -C "$git_repo" config user.email e2e@example.com
git -C "$git_repo" config user.name e2e
hook="$git_repo/.git/hooks/pre-commit"

run install in_folder "$odd_folder" "$lint_intents" install-hook
expect_status 0 "install-hook works from a folder inside the repository"
if [ -x "$hook" ]; then pass "the hook is installed and executable"; else fail "no executable $hook" "$out" "$err"; fi

run reinstall in_folder "$git_repo" "$lint_intents" install-hook
expect_status 2 "install-hook refuses to replace an existing hook"
if [ "$(wc -l <"$err")" -eq 1 ] && grep -qF "$hook" "$err"; then
    pass "the refusal is one line naming the hook"
else
    fail "the refusal is not one line naming $hook" "$err"
fi
run reinstall-force in_folder "$git_repo" "$lint_intents" install-hook --force
expect_status 0 "install-hook --force replaces it"

commit() {
    git -C "$git_repo" add -A && git -C "$git_repo" commit -q -m "$1"
}
clean_file="$odd_folder/Show 'course' intent.swift"
cp "$consumer/Sources/SoupMenu/ShowCourseIntent.swift" "$clean_file"
run commit-clean commit "clean intent"
expect_status 0 "the hook lets a clean commit through (odd file name, first commit)"

# The title below breaks the metadata export only because a committed file makes the type an
# intent: the hook must read the whole module, not just the staged file, to see it.
cat >"$odd_folder/OrderSoupIntent+AppIntent.swift" <<'SWIFT'
import AppIntents

extension OrderSoupIntent: AppIntent {}
SWIFT
run commit-conformance commit "the conformance alone"
expect_status 0 "the hook lets a file through that only adds a conformance"
intent_file="$odd_folder/Order soup"$'\n'"intent.swift"
cat >"$intent_file" <<'SWIFT'
import AppIntents

struct OrderSoupIntent {
    static var title: LocalizedStringResource = makeTitle()
    func perform() async throws -> some IntentResult { .result() }
}

func makeTitle() -> LocalizedStringResource { "Order Soup" }
SWIFT
run commit-violation commit "a title that is not constant"
expect_status 1 "the hook blocks a staged file that breaks the export through a conformance in a committed file"
# git sends a hook's standard output to standard error.
expect_contains "the hook names the staged file as git does" 'Sources/Soup App/Order soup
intent.swift:4:49: error: `title` of `OrderSoupIntent` is not a compile-time constant' "$err"

sed -i.bak 's/= makeTitle()/= "Order Soup"/' "$intent_file" && rm "$intent_file.bak"
run commit-unstaged-fix git -C "$git_repo" commit -q -m "fixed only in the working tree"
expect_status 1 "the hook lints the staged version, not the working tree"
run commit-fix commit "a constant title"
expect_status 0 "the hook lets the staged fix through"

# Findings in files that are not staged are not this commit's business.
cat >"$odd_folder/BrokenShortcuts.swift" <<'SWIFT'
import AppIntents

struct BrokenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderSoupIntent(), phrases: ["Order soup"], shortTitle: "Order", systemImageName: "cup.and.saucer")
    }
}
SWIFT
git -C "$git_repo" add -A && git -C "$git_repo" commit -q --no-verify -m "broken, committed around the hook"
echo 'struct Other {}' >"$odd_folder/Other.swift"
run commit-elsewhere commit "a clean file beside a broken one"
expect_status 0 "the hook reports findings in staged files only"

# Staged, the broken file is this commit's business; the repository's configuration applies, as it
# does to `lint-intents lint` at the repository's top.
echo '// touched' >>"$odd_folder/BrokenShortcuts.swift"
run commit-broken-staged commit "the broken file, staged"
expect_status 1 "the hook blocks the staged broken file"
echo '{"disabled_rules": ["phrase-missing-app-name"]}' >"$git_repo/.lint-intents.json"
run commit-configured commit "the broken file, with its rule disabled"
expect_status 0 "the hook honours the repository's .lint-intents.json"

git -C "$git_repo" config core.hooksPath .githooks
run install-hooks-path in_folder "$odd_folder" "$lint_intents" install-hook
expect_status 0 "install-hook follows core.hooksPath"
if [ -x "$git_repo/.githooks/pre-commit" ]; then pass "the hook is in .githooks"; else fail "no .githooks/pre-commit" "$out" "$err"; fi

echo "== git hook on an app laid out as real ones are (real_app_layout in Tests/Shell/checks.sh)"
# An Xcode project with dependencies, an embedded extension, two targets building Shared (iOS and
# watchOS) from a folder beside the project, and a local package beside it too.
real_repo="$work/real-app"
real_app_layout "$real_repo"
git -C "$real_repo" init -q
git -C "$real_repo" config user.email e2e@example.com
git -C "$real_repo" config user.name e2e
git -C "$real_repo" add -A && git -C "$real_repo" commit -q --no-verify -m "the app"
run real-install in_folder "$real_repo/App" "$lint_intents" install-hook
expect_status 0 "install-hook in the app's repository"
cat >>"$real_repo/Shared/Formatting.swift" <<'SWIFT'

import AppIntents

struct ShareDistanceIntent: AppIntent {
    static var title: LocalizedStringResource = makeTitle()
    func perform() async throws -> some IntentResult { .result() }
}

func makeTitle() -> LocalizedStringResource { "Share Distance" }
SWIFT
git -C "$real_repo" add -A
run real-commit git -C "$real_repo" commit -q -m "an intent in the folder both Shared targets compile"
expect_status 1 "the hook blocks a mistake in a file beside the project, which two targets compile"
expect_contains "named from the repository's top, once for both targets" "Shared/Formatting.swift:11:49: error: \`title\` of \`ShareDistanceIntent\` is not a compile-time constant" "$err"
expect_count "one finding for the two targets" 1 "Shared/Formatting.swift:11:49: error:" "$err"
expect_no "no path of this machine" "$work" "$err"
sed -i.bak 's/= makeTitle()/= "Share Distance"/' "$real_repo/Shared/Formatting.swift" && rm "$real_repo/Shared/Formatting.swift.bak"
git -C "$real_repo" add -A
run real-commit-fixed git -C "$real_repo" commit -q -m "a constant title"
expect_status 0 "and lets the fix through"

echo "== pre-commit framework: .pre-commit-hooks.yaml"
# The files pre-commit passes the hook are chosen as pre-commit chooses them: `files` and
# `exclude` by name, `types` and `types_or` by identify's tags (which know no strings files).
check_hook_manifest='
import os, re, sys, yaml
from identify import identify
hooks = yaml.safe_load(open(sys.argv[1]))
assert isinstance(hooks, list) and len(hooks) == 1, "one hook expected"
hook = hooks[0]
for key in ("id", "name", "entry", "language"):
    assert isinstance(hook.get(key), str) and hook[key], key + " is required"
assert hook["id"] == "lint-intents", hook["id"]
assert hook["language"] == "swift", hook["language"]
assert hook["entry"].split()[0] == "lint-intents", hook["entry"]
assert hook.get("pass_filenames", True), "the staged files must be passed"
assert hook.get("require_serial") is True, "one serial run keeps the staged files one module"
def passed(path):
    tags = identify.tags_from_path(path)
    return (re.search(hook.get("files", ""), path) is not None and re.search(hook.get("exclude", "^$"), path) is None
            and set(hook.get("types", ["file"])) <= tags and (not hook.get("types_or") or bool(tags & set(hook["types_or"]))))
os.chdir(sys.argv[2])
for path in ("Sources/SoupOrders/SoupSize.swift", "Sources/SoupOrders/Resources/de.lproj/AppShortcuts.strings", sys.argv[3]):
    assert passed(path), path + " is not passed to the hook"
assert not passed(sys.argv[4]), sys.argv[4] + " is passed to the hook"
print(hook["entry"])
'
printf '{"sourceLanguage": "en", "strings": {}, "version": "1.0"}\n' >"$work/AppShortcuts.xcstrings"
printf '# Notes\n' >"$work/NOTES.md"
run pre-commit-manifest python3 -c "$check_hook_manifest" "$repo/.pre-commit-hooks.yaml" "$consumer" "$work/AppShortcuts.xcstrings" "$work/NOTES.md"
expect_status 0 ".pre-commit-hooks.yaml is a valid hook manifest that passes Swift, .strings and .xcstrings files"
read -r -a entry <"$out"
# pre-commit runs `entry args… files…` at the repository's top.
run pre-commit-entry bash -c 'cd "$1" && shift && "$@" Sources/SoupOrders/OrderSoupIntent.swift Sources/SoupOrders/SoupSize.swift' \
    entry "$consumer" "$lint_intents" "${entry[@]:1}" --strict
expect_status 1 "the hook's entry, with args: [--strict], lints the files pre-commit appends"
expect_lines "and reports the findings in those files only" "$(grep -e 'OrderSoupIntent.swift' -e 'SoupSize.swift' <<<"$soup_orders_findings")" "$out"
run pre-commit-entry-clean bash -c 'cd "$1" && shift && "$@" Sources/SoupMenu/ShowCourseIntent.swift' \
    entry "$consumer" "$lint_intents" "${entry[@]:1}" --strict
expect_status 0 "a clean file passes the hook's entry"
run pre-commit-entry-strings bash -c 'cd "$1" && shift && "$@" Sources/SoupOrders/Resources/de.lproj/AppShortcuts.strings' \
    entry "$consumer" "$lint_intents" "${entry[@]:1}" --strict
expect_status 1 "a commit of AppShortcuts.strings alone is checked by the hook's entry"
expect_lines "and its finding reported" "$soup_orders_strings_finding" "$out"

fixtures_after=$(git -C "$repo" status --porcelain --ignored -- Fixtures)
if [ "$fixtures_after" = "$fixtures_before" ]; then
    pass "the tests left nothing in Fixtures"
else
    fail "the tests left files in Fixtures" <(diff <(echo "$fixtures_before") <(echo "$fixtures_after"))
fi

echo "end-to-end: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
