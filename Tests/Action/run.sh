#!/usr/bin/env bash
# Tests of the GitHub Action (action.yml and Scripts/github-action.sh): action.yml against
# SchemaStore's schema for action metadata (vendored in schema/) and against the script it
# calls, then each step of the script run as GitHub runs it, with the environment GitHub sets,
# on a git repository made from Fixtures/Lint/Targets. lint-intents has no release yet, so the
# install step builds it: `swift build -c release --static-swift-stdlib --product lint-intents` in
# this repository, which after .ci/run's own release build has nothing to do. (Tests/Release/run.sh
# runs the install step against a release, as the release script makes it.) Needs python3 with
# jsonschema and PyYAML. Nothing stays behind but the binary in .build/lint-intents-action.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd -P)
script="$repo/Scripts/github-action.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/lint-intents-action.XXXXXX")
trap 'rm -rf "$work"' EXIT

source "$repo/Tests/Shell/checks.sh"

# The value of step output NAME in $outputs ('' when absent; the last one wins, as on GitHub).
step_output() {
    sed -n "s/^$1=//p" "$outputs" | tail -n 1
}

# step NAME SUBCOMMAND [VARIABLE=VALUE…]: runs the script's SUBCOMMAND as a step of a job in
# $workspace: a fresh $GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY, the action's inputs as
# action.yml passes them, and nothing else of the caller's environment but PATH and HOME.
# Output to $work/NAME.out and .err, the step outputs to $outputs, the status to $status.
step() {
    local name=$1 subcommand=$2
    shift 2
    outputs="$work/$name.outputs"
    summary="$work/$name.summary"
    : >"$outputs"
    : >"$summary"
    run "$name" in_folder "$workspace" env -i PATH="$PATH" HOME="${HOME:-$work}" \
        GITHUB_ACTION_PATH="$repo" GITHUB_WORKSPACE="$workspace" GITHUB_OUTPUT="$outputs" \
        GITHUB_STEP_SUMMARY="$summary" RUNNER_TEMP="$runner_temp" RUNNER_OS=Linux RUNNER_ARCH=X64 \
        "$@" "$BASH" "$script" "$subcommand"
}

# lint NAME [INPUT=VALUE…]: the lint step, then the verdict step with its `failure` output.
lint() {
    local name=$1
    shift
    step "$name" lint "$@"
    lint_status=$status
    lint_out=$out
    lint_outputs=$outputs
    lint_summary=$summary
    local failure
    failure=$(step_output failure)
    step "$name-finish" finish FAILURE="$failure"
    finish_status=$status
    finish_out=$out
    outputs=$lint_outputs
}

# The `file=…,line=…` of each annotation of kind $1 in $2, one a line.
annotations() {
    sed -n "s/^::$1 \(file=[^,]*,line=[0-9]*\),.*/\1/p" "$2"
}

echo "== action.yml"
# shellcheck disable=SC2016 # Python, not shell.
check_metadata='
import json, re, sys
import jsonschema, yaml

schema_path, action_path, script_path = sys.argv[1:4]
schema = json.load(open(schema_path))
text = open(action_path).read()
action = yaml.safe_load(text)
script = open(script_path).read()
problems = []

jsonschema.Draft7Validator.check_schema(schema)
for error in jsonschema.Draft7Validator(schema).iter_errors(action):
    problems.append("schema: %s at /%s" % (error.message, "/".join(map(str, error.absolute_path))))

# The same schema refuses a broken copy, so a pass above means something.
broken = dict(action, runs=dict(action["runs"], using="composite-ish"), unknown_key=1)
if not list(jsonschema.Draft7Validator(schema).iter_errors(broken)):
    problems.append("the schema accepted a broken copy of action.yml")

inputs = set(action.get("inputs", {}))
used = set(re.findall(r"\binputs\.([A-Za-z0-9_-]+)", text))
problems += ["input %r is used but not declared" % name for name in sorted(used - inputs)]
problems += ["input %r is declared but never used" % name for name in sorted(inputs - used)]

steps = action["runs"]["steps"]
ids = {step["id"] for step in steps if "id" in step}
written = set(re.findall(r"^\s*output ([a-z-]+) ", script, re.M))
for step_id, name in re.findall(r"steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)", text):
    if step_id not in ids:
        problems.append("steps.%s is not a step id" % step_id)
    elif step_id in ("prepare", "lint") and name not in written:
        problems.append("steps.%s.outputs.%s: the script never writes %r" % (step_id, name, name))

passed_inputs = set()
subcommands = set(re.findall(r"^\s+([a-z]+)\) [a-z]+ ;;$", script, re.M))
for step in steps:
    if "run" in step:
        if "github.action_path" in step["run"]:
            problems.append("step %r uses ${{ github.action_path }}, a host path in container jobs; use $GITHUB_ACTION_PATH" % step.get("name"))
        match = re.fullmatch(r"\"\$GITHUB_ACTION_PATH/Scripts/github-action.sh\" ([a-z]+)", step["run"].strip())
        if not match or match.group(1) not in subcommands:
            problems.append("step %r does not run a subcommand of Scripts/github-action.sh: %r" % (step.get("name"), step["run"]))
        passed_inputs |= {key for key in step.get("env", {}) if key.startswith("INPUT_")}
    if "uses" in step and not re.fullmatch(r"[\w.-]+/[\w./-]+@v\d+", step["uses"]):
        problems.append("step %r: %r is not pinned to a major version" % (step.get("name"), step["uses"]))
read_inputs = set(re.findall(r"\b(INPUT_[A-Z_]+)", script))
problems += ["action.yml passes %s, which the script never reads" % name for name in sorted(passed_inputs - read_inputs)]
problems += ["the script reads %s, which action.yml never passes" % name for name in sorted(read_inputs - passed_inputs)]

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
'
run metadata python3 -c "$check_metadata" "$repo/Tests/Action/schema/github-action.json" "$repo/action.yml" "$script"
expect_status 0 "action.yml is valid action metadata, and matches the script it calls"

echo "== prepare and install"
workspace="$work/workspace"
runner_temp="$work/runner-temp"
mkdir -p "$workspace" "$runner_temp"

step prepare prepare
expect_status 0 "prepare succeeds"
key=$(step_output cache-key)
bin_folder=$(step_output bin-folder)
if [[ "$key" =~ ^lint-intents-Linux-X64-swift-[0-9a-f]{8}-[0-9a-f]{16}$ ]]; then pass "the cache key names the OS, the architecture, the toolchain and the sources"; else fail "unexpected cache key '$key'"; fi
expect_equal "the binary goes to the action's .build" "$repo/.build/lint-intents-action" "$bin_folder"
step prepare-again prepare
expect_equal "the key is the same for the same sources" "$key" "$(step_output cache-key)"

# A copy of the action with one source file changed: another version, another key.
copy="$work/action-copy"
mkdir -p "$copy"
cp -R "$repo/Package.swift" "$repo/Sources" "$repo/Scripts" "$copy/"
echo "// another version" >>"$copy/Sources/lint-intents/main.swift"
step prepare-changed prepare GITHUB_ACTION_PATH="$copy"
changed_key=$(step_output cache-key)
if [ -n "$changed_key" ] && [ "$changed_key" != "$key" ]; then pass "a changed source file changes the key"; else fail "the key did not change with the sources: '$changed_key'"; fi

# PATH without Swift: a job may use a released binary without a toolchain.
without_swift=$(path_without swift)
step no-swift prepare PATH="$without_swift"
expect_status 0 "prepare needs no swift on PATH"
expect_equal "and keys the same sources alike" "${key##*-}" "$(step_output cache-key | sed 's/.*-//')"

step install install
expect_status 0 "install succeeds"
expect_contains "with no release to download (LintIntents.repositoryURL names none), it builds" "lint-intents has no releases yet (LintIntents.repositoryURL names no home): building it from source" "$out"
if [ -x "$bin_folder/lint-intents" ] && [ "$("$bin_folder/lint-intents" version)" = "$("$repo/.build/release/lint-intents" version)" ]; then
    pass "install puts the release lint-intents in the cached folder"
else
    fail "no working lint-intents in $bin_folder" "$out" "$err"
fi

mkdir -p "$work/no-releases"
step no-release-no-swift install LINT_INTENTS_RELEASES_URL="file://$work/no-releases" PATH="$without_swift"
expect_status 2 "install fails with no release and no swift on PATH"
expect_contains "saying there is no release" "no release $("$bin_folder/lint-intents" --version) of lint-intents at file://$work/no-releases" "$out"
expect_contains "and what to do" "::error title=lint-intents::no swift on PATH to build lint-intents with, and no released binary to use instead" "$out"

echo "== lint"
# The caller's repository: the Targets fixture (an Xcode project with an app, a widget extension
# and a framework) in a subfolder, under git, with a clean app beside it.
app="$workspace/app"
cp -R "$repo/Fixtures/Lint/Targets" "$app"
cp -R "$repo/Fixtures/Apps/SoupChef" "$workspace/SoupChef"
git -C "$workspace" init -q
git -C "$workspace" -c user.email=action@example.com -c user.name=action add -A
git -C "$workspace" -c user.email=action@example.com -c user.name=action commit -q -m fixture

expected_errors='file=app/App/OrderModel.swift,line=10
file=app/App/OrderModel.swift,line=26
file=app/App/OrderModel.swift,line=31
file=app/App/OrderModel.swift,line=37
file=app/App/OrderShortcuts.swift,line=11
file=app/Kit/KitShortcuts.swift,line=4
file=app/Widget/OrderControls.swift,line=29'
expected_warnings='file=app/App/OrderModel.swift,line=42
file=app/Widget/OrderControls.swift,line=6
file=app/Widget/OrderControls.swift,line=25'

lint errors INPUT_WORKING_DIRECTORY=app
expect_equal "the lint step succeeds with findings (the verdict comes last)" 0 "$lint_status"
expect_equal "error annotations, with paths from the repository's top" "$expected_errors" "$(annotations error "$lint_out")"
expect_equal "warning annotations" "$expected_warnings" "$(annotations warning "$lint_out")"
expect_equal "output errors" 7 "$(step_output errors)"
expect_equal "output warnings" 3 "$(step_output warnings)"
expect_contains "the job summary counts the findings" "### lint-intents: 7 errors, 3 warnings" "$lint_summary"
# shellcheck disable=SC2016 # Markdown backquotes.
expect_contains "the job summary lists them" '| error | `app/Kit/KitShortcuts.swift:4` |' "$lint_summary"
expect_equal "the verdict step fails on errors" 1 "$finish_status"
expect_contains "and says why in one annotation" "::error title=lint-intents::lint-intents found 7 error(s) and 3 warning(s)" "$finish_out"
expect_equal "no SARIF unless asked" "" "$(step_output sarif-file)"

lint paths INPUT_WORKING_DIRECTORY=app INPUT_PATHS=$'  Kit\n\nWidget/OrderControls.swift  \n'
# Inside the project, they are linted as parts of its targets (so the rules about app
# extensions and frameworks speak), and only their findings are reported.
expect_equal "paths, one a line, relative to working-directory" "$(grep -E 'app/(Kit/|Widget/OrderControls[.]swift,)' <<<"$expected_warnings")" "$(annotations warning "$lint_out")"
expect_equal "only those paths are reported" "$(grep -E 'app/(Kit/|Widget/OrderControls[.]swift,)' <<<"$expected_errors")" "$(annotations error "$lint_out")"

lint from-top INPUT_PATHS=app/Kit
expect_equal "the default working directory is the repository's top" "file=app/Kit/KitShortcuts.swift,line=4" "$(annotations error "$lint_out")"
expect_equal "and fails, on the framework's App Shortcuts provider" 1 "$finish_status"

lint clean INPUT_PATHS=SoupChef
expect_equal "a clean app has no findings" "0 0" "$(step_output errors) $(step_output warnings)"
expect_contains "and says so in the summary" "### lint-intents: nothing to report" "$lint_summary"
expect_equal "and passes" 0 "$finish_status"
expect_contains "the verdict step says it passed" "lint-intents: passed" "$finish_out"

# Warnings only, through the configuration lint-intents would find from the working directory.
cat >"$app/.lint-intents.json" <<'JSON'
{"disabled_rules": ["missing-type-display-representation", "duplicate-query-name", "case-display-representations",
                    "app-enum-from-other-module", "app-shortcuts-provider-placement"]}
JSON
lint warnings INPUT_WORKING_DIRECTORY=app
expect_equal "the working directory's .lint-intents.json applies" "0 3" "$(step_output errors) $(step_output warnings)"
expect_equal "warnings pass" 0 "$finish_status"
lint strict INPUT_WORKING_DIRECTORY=app INPUT_STRICT=true
expect_equal "with strict, warnings fail" 1 "$finish_status"
expect_contains "and the verdict says so" "lint-intents found 3 warning(s), and strict makes warnings fail" "$finish_out"
lint strict-case INPUT_WORKING_DIRECTORY=app INPUT_STRICT=True
expect_equal "boolean inputs ignore case, as GitHub's expressions do" 1 "$finish_status"
mv "$app/.lint-intents.json" "$app/warnings-only.json"
lint config INPUT_WORKING_DIRECTORY=app INPUT_CONFIG=warnings-only.json
expect_equal "the config input, relative to working-directory" "0 3" "$(step_output errors) $(step_output warnings)"
rm "$app/warnings-only.json"

# A baseline written in the working directory, as a developer would; its paths are relative to
# the folder of the .lint-intents.json, so the action needs one there.
(cd "$app" && "$bin_folder/lint-intents" --quiet --write-baseline baseline.json >/dev/null) || true
step baseline-without-config lint INPUT_WORKING_DIRECTORY=app INPUT_BASELINE=baseline.json
expect_status 2 "a baseline in a working directory without .lint-intents.json is refused"
expect_contains "with what to do" "add a .lint-intents.json ({} will do) to working-directory 'app'" "$out"
echo '{}' >"$app/.lint-intents.json"
lint baseline INPUT_WORKING_DIRECTORY=app INPUT_BASELINE=baseline.json
expect_equal "the baseline input hides the findings it records" "0 0" "$(step_output errors) $(step_output warnings)"
expect_equal "and then the action passes" 0 "$finish_status"
rm "$app/baseline.json" "$app/.lint-intents.json"

lint sarif INPUT_WORKING_DIRECTORY=app INPUT_SARIF=true
sarif_file=$(step_output sarif-file)
expect_equal "the SARIF report is in RUNNER_TEMP" "$runner_temp/lint-intents.sarif" "$sarif_file"
expect_equal "the checkout path for the upload is the repository" "$(cd "$workspace" && pwd -P)" "$(step_output root)"
check_sarif='
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
uris = sorted({r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"]})
print(len(run["results"]), " ".join(uris))
'
expect_equal "its results are the findings, with paths from the repository's top" \
    "10 app/App/OrderModel.swift app/App/OrderShortcuts.swift app/Kit/KitShortcuts.swift app/Widget/OrderControls.swift" \
    "$(python3 -c "$check_sarif" "$sarif_file" 2>&1)"
expect_equal "SARIF does not change the verdict" 1 "$finish_status"

lint no-summary INPUT_WORKING_DIRECTORY=app INPUT_SUMMARY=false
if [ -s "$lint_summary" ]; then fail "summary: false still wrote the job summary" "$lint_summary"; else pass "summary: false writes no job summary"; fi

echo "== diff-base"
# Renaming an intent breaks saved shortcuts; adding one does not.
sed -i.bak 's/struct OpenOrdersIntent: AppIntent/struct ShowOrdersIntent: AppIntent/' "$app/Shared/OpenOrdersIntent.swift"
rm "$app/Shared/OpenOrdersIntent.swift.bak"
lint diff INPUT_WORKING_DIRECTORY=app INPUT_PATHS=Shared INPUT_DIFF_BASE=HEAD
expect_equal "the lint step succeeds" 0 "$lint_status"
if grep -q '^::error file=app/Shared/OpenOrdersIntent.swift,line=4,col=1,title=intent-removed::' "$lint_out"; then
    pass "a renamed intent is an error annotation, with the path from the repository's top"
else
    fail "no intent-removed annotation" "$lint_out" "$work/diff.err"
fi
expect_equal "output diff-errors" 1 "$(step_output diff-errors)"
expect_contains "the job summary has the diff, titled with the base" "### lint-intents diff --base HEAD: 1 error" "$lint_summary"
expect_equal "breaking changes fail the verdict" 1 "$finish_status"
expect_contains "which names them" "diff --base HEAD found 1 breaking change(s)" "$finish_out"

# One run of lint-intents makes all the lint's reports (annotations, job summary, SARIF), and one
# all the diff's: a wrapper counts the runs.
mv "$bin_folder/lint-intents" "$bin_folder/lint-intents.real"
printf '#!/bin/sh\necho "$1" >>"%s"\nexec "%s" "$@"\n' "$work/runs" "$bin_folder/lint-intents.real" >"$bin_folder/lint-intents"
chmod +x "$bin_folder/lint-intents"
lint once INPUT_WORKING_DIRECTORY=app INPUT_PATHS=Shared INPUT_SARIF=true INPUT_DIFF_BASE=HEAD
mv "$bin_folder/lint-intents.real" "$bin_folder/lint-intents"
expect_equal "lint-intents runs once to lint and once to diff" "lint diff" "$(tr '\n' ' ' <"$work/runs" | sed 's/ $//')"
expect_contains "and the job summary still has the lint" "### lint-intents: " "$lint_summary"
expect_contains "and the diff" "### lint-intents diff --base HEAD: 1 error" "$lint_summary"
expect_equal "and the SARIF report is written" "$runner_temp/lint-intents.sarif" "$(step_output sarif-file)"

lint diff-unknown INPUT_WORKING_DIRECTORY=app INPUT_DIFF_BASE=no-such-revision
expect_equal "an unknown base revision fails the lint step (exit status 2)" 2 "$lint_status"
expect_contains "with lint-intents' message as an annotation" "::error title=lint-intents::lint-intents: error: 'no-such-revision' is not a commit" "$lint_out"

# In a job container the checkout belongs to another user than the one running git, which git
# refuses ("dubious ownership"); the action marks the repository safe for its own git calls.
# Neither the machine's nor the user's git configuration is read here: either may trust every folder.
if [ "$(id -u)" -eq 0 ] && chown -R nobody "$workspace" 2>/dev/null; then
    run plain in_folder "$workspace" env HOME="$work" GIT_CONFIG_NOSYSTEM=1 "$bin_folder/lint-intents" diff --base HEAD app/Shared
    if [ "$status" -eq 2 ]; then
        pass "(set-up) lint-intents diff alone fails in a repository owned by another user"
        lint diff-other-owner INPUT_WORKING_DIRECTORY=app INPUT_PATHS=Shared INPUT_DIFF_BASE=HEAD HOME="$work" GIT_CONFIG_NOSYSTEM=1
        expect_equal "the action's diff works there" "0 1" "$lint_status $(step_output diff-errors)"
    else
        fail "(set-up) lint-intents diff did not fail in a repository owned by another user" "$work/plain.out" "$work/plain.err"
    fi
    chown -R "$(id -u)" "$workspace"
else
    echo "skipped: the repository owned by another user (needs root)"
fi

echo "== input errors: exit status 2 and one annotation"
step bad-boolean lint INPUT_STRICT=maybe
expect_status 2 "strict: maybe is refused"
expect_contains "with a clear message" "::error title=lint-intents::input 'strict' must be true or false, not 'maybe'" "$out"
step bad-folder lint INPUT_WORKING_DIRECTORY=no/such/folder
expect_status 2 "a missing working-directory is refused"
expect_contains "with a clear message" "::error title=lint-intents::working-directory 'no/such/folder' is not a folder" "$out"
echo '{"disabled_rule": []}' >"$app/.lint-intents.json"
step bad-config lint INPUT_WORKING_DIRECTORY=app
expect_status 2 "a configuration mistake fails the lint step"
expect_contains "with lint-intents' message" "unknown key 'disabled_rule'" "$out"
rm "$app/.lint-intents.json"
step bad-path lint INPUT_PATHS=Nowhere
expect_status 2 "a missing path fails the lint step"
expect_contains "with lint-intents' message" "::error title=lint-intents::lint-intents: error: no such file or directory: Nowhere" "$out"

echo "action: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
