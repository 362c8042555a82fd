#!/usr/bin/env bash
# End-to-end tests of the ways in that README.md, docs/integration.md and docs/ci.md document,
# followed as a new team would, against this checkout: its working tree (uncommitted changes
# included) is committed to a temporary clone that stands for the hosting URL the docs leave
# for you to fill in.
#
#   - The install snippets as written, with only that URL replaced: the SwiftPM dependency in
#     its branch and path forms, the `git clone` commands, the pre-commit configuration with
#     `pre-commit autoupdate`; then, with the clone tagged LintIntents.version, the forms the
#     README's Releasing section promises.
#   - The pre-commit framework's hook, with pre-commit from PyPI and `args: [--strict]`.
#   - The git hook of `lint-intents install-hook`, against the repository's .lint-intents.json,
#     committing from the top and from a subfolder.
#
# pre-commit builds lint-intents once (`swift build -c release`: minutes on a busy 2-core
# machine), in a cache under the temporary folder that all its cases share. Needs python3 with
# pre-commit (`python3 -m pip install pre-commit`; .ci/run installs it). Nothing stays behind.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/lint-intents-adoption.XXXXXX")
trap 'rm -rf "$work"' EXIT
started=$SECONDS

# Git, SwiftPM and pre-commit see only what this script sets up.
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE GIT_OBJECT_DIRECTORY GIT_PREFIX
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL="$work/gitconfig"
git config --global user.email e2e@example.com
git config --global user.name e2e
git config --global init.defaultBranch main
git config --global advice.detachedHead false
export PRE_COMMIT_HOME="$work/pre-commit-cache"
# The docs' commands say `pre-commit`; pip may have put the script off PATH.
mkdir "$work/bin"
printf '#!/bin/sh\nexec python3 -m pre_commit "$@"\n' >"$work/bin/pre-commit"
chmod +x "$work/bin/pre-commit"
export PATH="$work/bin:$PATH"

source "$repo/Tests/Shell/checks.sh"

# expect_line WHAT PATTERN FILE: a line of FILE matches the extended regular expression PATTERN.
expect_line() {
    if grep -qE "$2" "$3"; then pass "$1"; else fail "$1: no line matching '$2' in $(basename "$3")" "$3"; fi
}

# new_repository FOLDER: an empty git repository.
new_repository() {
    mkdir -p "$1"
    git -C "$1" init -q
}

# commit_twice NAME REPOSITORY SUBFOLDER EXPECTED [LINT…]: stages everything, then commits it
# with `git commit` from the repository's top and again from SUBFOLDER (the first commit undone),
# expecting exit status EXPECTED (0: committed, 1: the hook blocked it) both times. With LINT,
# `LINT` run at the top (before committing) must give EXPECTED too. A blocked change is dropped;
# a committed one stays.
commit_twice() {
    local name=$1 repository=$2 subfolder=$3 expected=$4
    shift 4
    git -C "$repository" add -A
    if [ $# -gt 0 ]; then
        run "$name-lint" in_folder "$repository" "$@"
        expect_status "$expected" "$name: 'lint-intents lint' at the top gives exit status $expected"
    fi
    run "$name-top" in_folder "$repository" git commit -q -m "$name"
    expect_status "$expected" "$name: git commit at the top gives exit status $expected"
    top_err=$err
    if [ "$status" -eq 0 ]; then
        # Undo the commit, keeping it staged (the first commit has no parent to go back to).
        if git -C "$repository" rev-parse -q --verify HEAD~1 >/dev/null; then
            git -C "$repository" reset -q --soft HEAD~1
        else
            git -C "$repository" update-ref -d HEAD
        fi
    fi
    run "$name-subfolder" in_folder "$repository/$subfolder" git commit -q -m "$name"
    expect_status "$expected" "$name: git commit in $subfolder gives exit status $expected"
    if [ "$status" -ne 0 ]; then
        # Drop the change (everything, when nothing is committed yet: a failure already).
        if git -C "$repository" rev-parse -q --verify HEAD >/dev/null; then
            git -C "$repository" reset -q --hard HEAD
        else
            git -C "$repository" rm -rq --cached .
        fi
        git -C "$repository" clean -qfd
    fi
}

version=$(sed -nE 's/^ *(public|package) static let version = "([^"]+)".*/\2/p' "$repo/Sources/IntentLintSupport/LintIntents.swift")
[ -n "$version" ] || { echo "cannot read the version from Sources/IntentLintSupport/LintIntents.swift" >&2; exit 1; }
placeholder='https://github.com/your-org/lint-intents.git'
consumer_sources="$repo/Fixtures/PluginConsumer/Sources"

echo "== the hosting URL: this working tree, committed to $work/lint-intents"
# Named lint-intents, so that the path form `../lint-intents` finds it from a folder beside it.
hosted="$work/lint-intents"
url="file://$hosted"
git clone --quiet --shared --no-checkout "$repo" "$hosted"
snapshot() { git --git-dir="$hosted/.git" --work-tree="$repo" "$@"; }
git -C "$hosted" update-ref refs/heads/main "$(git -C "$repo" rev-parse HEAD)"
git -C "$hosted" symbolic-ref HEAD refs/heads/main
snapshot read-tree main
snapshot add -A
snapshot diff --cached --quiet || snapshot commit -q -m "The working tree of $repo"
git -C "$hosted" reset -q --hard main
rev=$(git -C "$hosted" rev-parse main)
# Once CHANGELOG.md records LintIntents.version as released, the snippets may name its tag.
pinned=$rev
if grep -q "^## \[$version\] - " "$repo/CHANGELOG.md"; then
    git -C "$hosted" tag "$version"
    pinned=$version
fi
echo "main is $rev; LintIntents.version is $version; pre-commit autoupdate should pin $pinned"

echo "== install snippets, as written"
docs=("$repo/README.md" "$repo/docs/integration.md" "$repo/docs/ci.md")
# The repository's home page (LintIntents.placeholderURL) is the placeholder without `.git`; its
# releases' files are under it, and the plugins package (Tests/Release/run.sh follows its snippet)
# is beside it.
plugins_placeholder=${placeholder%.git}-plugins.git
others=$(grep -ohE 'https?://[^ )"`]*lint-intents[^ )"`]*' "${docs[@]}" | grep -vxF -e "$placeholder" -e "${placeholder%.git}" -e "$plugins_placeholder" |
    grep -v "^${placeholder%.git}/releases/download/" | sort -u || true)
if [ -z "$others" ]; then
    pass "the docs name lint-intents' hosting URL only as the placeholder $placeholder"
else
    fail "the docs name lint-intents at other URLs: $others"
fi

# consumer NAME DEPENDENCY: a package with DEPENDENCY and a target using the IntentManifest
# plugin; `swift package plugin --list` resolves it, loads the graph and lists the command plugins.
consumer() {
    local folder="$work/$1"
    mkdir -p "$folder/Sources/App"
    touch "$folder/Sources/App/App.swift"
    cat >"$folder/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [
        $2
    ],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "IntentManifest", package: "lint-intents")]),
    ]
)
SWIFT
    run "$1" swift package --package-path "$folder" --scratch-path "$folder/.build" --disable-dependency-cache plugin --list
}

# code_lines FILE…: the lines of the fenced code blocks (the snippets) in FILE….
code_lines() {
    awk '/^ *```/ { inside = !inside; next } inside' "$@"
}

mapfile -t dependencies < <(code_lines "${docs[@]}" | grep -oE '\.package\((url|path): [^)]*\)' | grep -vF "$plugins_placeholder" | sort -u)
if [ "${#dependencies[@]}" -ge 2 ]; then pass "the docs show ${#dependencies[@]} forms of the dependency"; else fail "expected the url and path forms of the dependency, found: ${dependencies[*]}"; fi
number=0
for dependency in "${dependencies[@]}"; do
    number=$((number + 1))
    consumer "snippet-$number" "${dependency//$placeholder/$url},"
    expect_status 0 "SwiftPM resolves $dependency"
    expect_contains "and finds the command plugins through it" "‘lint-intents’ (plugin ‘LintIntents’ in package ‘lint-intents’)" "$out"
    if [[ "$dependency" == *'branch: "main"'* ]]; then
        expect_contains "Package.resolved pins main's commit" "\"revision\" : \"$rev\"" "$work/snippet-$number/Package.resolved"
    fi
done

mapfile -t clones < <(code_lines "${docs[@]}" | grep -E '^ *git clone ' | sed -E 's/^ +//')
if [ "${#clones[@]}" -ge 2 ]; then pass "the docs show ${#clones[@]} git clone commands"; else fail "expected the README's and docs/ci.md's git clone commands, found: ${clones[*]}"; fi
number=0
for clone in "${clones[@]}"; do
    number=$((number + 1))
    folder="$work/clone-$number"
    mkdir "$folder"
    # docs/ci.md clones into $RUNNER_TEMP, the README into the current folder.
    run "clone-$number" env RUNNER_TEMP="$folder" bash -c "cd '$folder' && ${clone//$placeholder/$url}"
    expect_status 0 "$clone"
    if [ "$(git -C "$folder/lint-intents" rev-parse HEAD 2>/dev/null)" = "$rev" ]; then
        pass "and checks out main's commit"
    else
        fail "$clone did not check out $rev in $folder/lint-intents" "$out" "$err"
    fi
done

# `uses: OWNER/lint-intents@REF`: GitHub fetches REF of the hosting repository and runs the
# action.yml at its top (Tests/Action/run.sh runs its steps).
mapfile -t actions < <(code_lines "${docs[@]}" | grep -oE 'uses: [^ ]+/lint-intents@[^ ]+' | sort -u)
if [ "${#actions[@]}" -ge 1 ]; then pass "the docs show the GitHub Action"; else fail "no 'uses: …/lint-intents@…' in the docs' snippets"; fi
for action in "${actions[@]}"; do
    if [[ "$action" == "uses: your-org/lint-intents@"* ]] && git -C "$hosted" cat-file -e "${action##*@}:action.yml" 2>/dev/null; then
        pass "$action: your-org is the placeholder, and ${action##*@} has action.yml at the top"
    else
        fail "$action: expected your-org/lint-intents@REF with action.yml at REF's top"
    fi
done

echo "== git hook: lint-intents install-hook and the repository's .lint-intents.json"
swift build --package-path "$repo" --product lint-intents >/dev/null
lint_intents="$(swift build --package-path "$repo" --show-bin-path)/lint-intents"
hooked="$work/hooked-app"
new_repository "$hooked"
mkdir -p "$hooked/Sources/App"
cat >"$hooked/.lint-intents.json" <<'JSON'
{
  "disabled_rules": ["phrase-missing-app-name"],
  "excluded": ["Sources/Generated"],
  "severity": {"phrase-multiple-parameters": "warning"}
}
JSON
cp "$consumer_sources/SoupMenu/ShowCourseIntent.swift" "$hooked/Sources/App/"
run install in_folder "$hooked/Sources/App" "$lint_intents" install-hook
expect_status 0 "install-hook from a subfolder"
commit_twice clean "$hooked" Sources/App 0 "$lint_intents" lint

# Violates only the rule the configuration disables.
cat >"$hooked/Sources/App/MenuShortcuts.swift" <<'SWIFT'
import AppIntents

struct MenuShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowCourseIntent(), phrases: ["Show the menu"], shortTitle: "Menu", systemImageName: "menucard")
    }
}
SWIFT
commit_twice disabled-rule "$hooked" Sources/App 0 "$lint_intents" lint

# Violates an enabled rule (non-constant-metadata, an error).
order_intent='import AppIntents

struct OrderSoupIntent: AppIntent {
    static var title: LocalizedStringResource = makeTitle()
    func perform() async throws -> some IntentResult { .result() }
}

func makeTitle() -> LocalizedStringResource { "Order Soup" }'
echo "$order_intent" >"$hooked/Sources/App/OrderSoupIntent.swift"
commit_twice enabled-rule "$hooked" Sources/App 1 "$lint_intents" lint
expect_contains "the hook reports the finding in the staged file" "Sources/App/OrderSoupIntent.swift:4:49: error: " "$top_err"
expect_contains "the hook names the rule" "[non-constant-metadata]" "$top_err"

# The same file in a folder the configuration excludes.
mkdir -p "$hooked/Sources/Generated"
echo "$order_intent" >"$hooked/Sources/Generated/OrderSoupIntent.swift"
commit_twice excluded-folder "$hooked" Sources/App 0 "$lint_intents" lint

# An error the configuration makes a warning: not blocking without --strict.
cat >"$hooked/Sources/App/CourseShortcuts.swift" <<'SWIFT'
import AppIntents

struct CourseShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowCourseIntent(), phrases: ["Compare \(\.$course) and \(\.$course) in \(.applicationName)"], shortTitle: "Compare", systemImageName: "menucard")
    }
}
SWIFT
commit_twice severity "$hooked" Sources/App 0 "$lint_intents" lint
expect_contains "the downgraded finding is reported as a warning" "warning: " "$top_err"
expect_contains "it is the downgraded rule's" "[phrase-multiple-parameters]" "$top_err"

# A finding the configuration's baseline records does not block; a new one does.
echo "$order_intent" | sed 's/OrderSoupIntent/LegacyIntent/; s/makeTitle/makeLegacyTitle/g' >"$hooked/Sources/App/LegacyIntent.swift"
git -C "$hooked" add -A
git -C "$hooked" commit -q --no-verify -m "legacy code, committed around the hook"
run write-baseline in_folder "$hooked" "$lint_intents" lint --write-baseline lint-intents-baseline.json
expect_status 0 "lint-intents lint --write-baseline at the top"
cat >"$hooked/.lint-intents.json" <<'JSON'
{
  "disabled_rules": ["phrase-missing-app-name"],
  "excluded": ["Sources/Generated"],
  "severity": {"phrase-multiple-parameters": "warning"},
  "baseline": "lint-intents-baseline.json"
}
JSON
git -C "$hooked" add -A
run commit-baseline git -C "$hooked" commit -q -m "the baseline, in the configuration"
expect_status 0 "the baseline and the configuration naming it are committed"
echo '// touched' >>"$hooked/Sources/App/LegacyIntent.swift"
commit_twice baseline-recorded "$hooked" Sources/App 0 "$lint_intents" lint
cat >>"$hooked/Sources/App/LegacyIntent.swift" <<'SWIFT'

struct NewIntent: AppIntent {
    static var title: LocalizedStringResource = makeNewTitle()
    func perform() async throws -> some IntentResult { .result() }
}

func makeNewTitle() -> LocalizedStringResource { "New" }
SWIFT
commit_twice baseline-new "$hooked" Sources/App 1 "$lint_intents" lint
expect_contains "the new finding is reported" "Sources/App/LegacyIntent.swift:12:49: error: " "$top_err"
expect_no "the recorded one is not" "LegacyIntent.swift:4:" "$top_err"

# `git commit -a` stages through a temporary index; the hook reads that one.
echo "$order_intent" | sed 's/OrderSoupIntent/OrderMoreSoupIntent/; s/makeTitle/makeOtherTitle/g' >>"$hooked/Sources/App/ShowCourseIntent.swift"
run commit-all in_folder "$hooked/Sources/App" git commit -q -a -m "commit -a"
expect_status 1 "git commit -a of a violation in a tracked file is blocked"
git -C "$hooked" checkout -q -- .

echo "== pre-commit framework: docs/integration.md's configuration, args: [--strict]"
app="$work/pre-commit-app"
new_repository "$app"
# The configuration block as the docs write it, with its `args:` line uncommented.
awk '/^# \.pre-commit-config\.yaml$/ { on = 1 } on && /^```/ { exit } on' "$repo/docs/integration.md" \
    | sed -e "s|$placeholder|$url|" -e 's|# args:|args:|' >"$app/.pre-commit-config.yaml"
expect_contains "the configuration passes --strict through args:" "args: [--strict]" "$app/.pre-commit-config.yaml"
setup=$(awk '/^then, in your repository:$/ { on = 1; next } on && /^```sh$/ { inside = 1; next } inside && /^```$/ { exit } inside' "$repo/docs/integration.md")
run pre-commit-setup in_folder "$app" bash -euc "$setup"
expect_status 0 "the docs' setup runs: $(tr '\n' ';' <<<"$setup")"
expect_contains "pre-commit autoupdate pins $pinned" "rev: $pinned" "$app/.pre-commit-config.yaml"
if [ -x "$app/.git/hooks/pre-commit" ]; then pass "pre-commit install wrote the git hook"; else fail "no .git/hooks/pre-commit" "$out" "$err"; fi

mkdir -p "$app/Sources/App"
cp "$consumer_sources/SoupMenu/ShowCourseIntent.swift" "$app/Sources/App/"
git -C "$app" add -A
build_started=$SECONDS
run pre-commit-clean in_folder "$app" git commit -q -m "a clean intent"
build_seconds=$((SECONDS - build_started))
expect_status 0 "a clean commit passes (pre-commit built the hook in $build_seconds s)"
expect_line "the lint-intents hook ran and passed" '^lint-intents\.+Passed$' "$err"

# SoupSize is Int-backed with implicit raw values: a warning (non-string-app-enum), no error.
cp "$consumer_sources/SoupOrders/SoupSize.swift" "$app/Sources/App/"
commit_twice pre-commit-warning "$app" Sources/App 1
expect_line "the hook ran and failed" '^lint-intents\.+Failed$' "$top_err"
expect_contains "the warning is reported in the staged file" "Sources/App/SoupSize.swift:3:16: warning: " "$top_err"
expect_contains "it is the non-string-app-enum warning" "[non-string-app-enum]" "$top_err"
expect_no "no error blocked it: --strict did" ": error: " "$top_err"
expect_no "--strict is an option, not a file" "no such file" "$top_err"

cp "$consumer_sources/SoupOrders/SoupSize.swift" "$app/Sources/App/"
echo '{"disabled_rules": ["non-string-app-enum"]}' >"$app/.lint-intents.json"
commit_twice pre-commit-disabled "$app" Sources/App 0
expect_line "the hook ran and passed" '^lint-intents\.+Passed$' "$top_err"

# The rule enabled again, with today's warnings in the configuration's baseline.
echo '{}' >"$app/.lint-intents.json"
run pre-commit-write-baseline in_folder "$app" "$lint_intents" lint --write-baseline lint-intents-baseline.json
expect_status 0 "lint-intents lint --write-baseline at the top"
echo '{"baseline": "lint-intents-baseline.json"}' >"$app/.lint-intents.json"
git -C "$app" add -A
run pre-commit-commit-baseline git -C "$app" commit -q -m "the baseline, in the configuration"
expect_status 0 "the baseline and the configuration naming it are committed"
echo '// touched' >>"$app/Sources/App/SoupSize.swift"
commit_twice pre-commit-baseline-recorded "$app" Sources/App 0
sed 's/SoupSize/BowlSize/g' "$consumer_sources/SoupOrders/SoupSize.swift" >"$app/Sources/App/BowlSize.swift"
commit_twice pre-commit-baseline-new "$app" Sources/App 1
expect_contains "the new warning is reported" "Sources/App/BowlSize.swift:3:16: warning: " "$top_err"

echo "== after a release: the clone tagged $version"
git -C "$hosted" tag -f "$version" >/dev/null
consumer release-package ".package(url: \"$url\", from: \"$version\"),"
expect_status 0 "SwiftPM resolves .package(url: …, from: \"$version\")"
expect_contains "to the tagged version" "\"version\" : \"$version\"" "$work/release-package/Package.resolved"
released="$work/released-app"
new_repository "$released"
sed -e "s|rev: $pinned|rev: main|" "$app/.pre-commit-config.yaml" >"$released/.pre-commit-config.yaml"
run release-autoupdate in_folder "$released" pre-commit autoupdate
expect_status 0 "pre-commit autoupdate"
expect_contains "writes the tag" "rev: $version" "$released/.pre-commit-config.yaml"
run release-clone git clone --quiet --depth 1 --branch "$version" "$url" "$work/release-clone"
expect_status 0 "git clone --branch $version"

echo "adoption: $passed passed, $failed failed in $((SECONDS - started)) s (pre-commit's build of the hook: $build_seconds s)"
[ "$failed" -eq 0 ]
