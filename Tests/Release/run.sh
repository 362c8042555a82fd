#!/usr/bin/env bash
# Tests of a release of lint-intents, made on this machine by Scripts/make-artifactbundle.sh as the
# release workflow makes it, and used as adopters, the GitHub Action and Homebrew use it:
#
#   - the script's usage errors; the artifact bundle against SwiftPM's rules (info.json, triples,
#     paths, executable bits, no library of the Swift toolchain needed), its zip and checksum, the
#     archives, checksums and sources fingerprint; bundles merged as the workflow merges them
#   - the plugins package: this repository's plugins word for word, used from a copy of
#     Fixtures/PluginConsumer through `.binaryTarget(path:)`: nothing compiled but the consumer and
#     the plugins (from SwiftPM's verbose log), the findings the source-built plugins give
#     (Tests/EndToEnd/consumer-findings.sh); the README's snippet for it, against a git repository
#   - the GitHub Action's install step with a release folder of these files: it downloads the
#     binary with no Swift on PATH; with other sources or a damaged archive it builds instead
#   - the Homebrew formula (and its Ruby syntax, where Ruby is installed) and the release workflow,
#     against SchemaStore's workflow schema and against what the script writes
#
# The script builds lint-intents with `swift build -c release --static-swift-stdlib`: after .ci/run's
# own release build, nothing. Needs python3 with jsonschema and PyYAML. Nothing stays behind.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd -P)
script="$repo/Scripts/make-artifactbundle.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/lint-intents-release.XXXXXX")
trap 'rm -rf "$work"' EXIT

source "$repo/Tests/Shell/checks.sh"
source "$repo/Tests/EndToEnd/consumer-findings.sh"

version=$(sed -nE 's/^ *(public|package) static let version = "([^"]+)".*/\2/p' "$repo/Sources/IntentLintSupport/LintIntents.swift")
case $(uname -s)-$(uname -m) in
    Linux-x86_64) variant=x86_64-unknown-linux-gnu ;;
    Linux-aarch64) variant=aarch64-unknown-linux-gnu ;;
    *) echo "Tests/Release/run.sh runs on Linux (x86_64 or aarch64); on macOS, run Scripts/make-artifactbundle.sh itself" >&2; exit 2 ;;
esac
made="$work/made"
bundle="$made/lint-intents.artifactbundle"
archive="lint-intents-$version-$variant"

# expect_one_line_error WHAT TEXT: exit status 2 and one line on standard error that says TEXT.
expect_one_line_error() {
    if [ "$status" -eq 2 ] && [ "$(wc -l <"$err")" -eq 1 ] && grep -qF -- "$2" "$err"; then
        pass "$1"
    else
        fail "$1: expected exit status 2 and one line with '$2', got status $status" "$out" "$err"
    fi
}

echo "== usage errors"
run no-out bash "$script"
expect_one_line_error "no OUT folder" "make-artifactbundle.sh: error: no OUT folder"
mkdir -p "$work/full" && touch "$work/full/file"
run full-out bash "$script" "$work/full"
expect_one_line_error "an OUT folder that holds files is refused" "$work/full already exists and is not an empty folder"
run wrong-tag bash "$script" --tag 99.0.0 "$work/wrong-tag"
expect_one_line_error "a tag that is not LintIntents.version is refused" "--tag 99.0.0 is not lint-intents' version $version"
run http-url bash "$script" --download-url http://example.com/releases "$work/http"
expect_one_line_error "a download URL that is not https is refused" "--download-url must be an https URL"
run nothing bash "$script" --no-build "$work/nothing"
expect_one_line_error "--no-build without --variants-from is refused" "--no-build without --variants-from leaves nothing to bundle"
if [ -e "$work/wrong-tag" ] || [ -e "$work/http" ] || [ -e "$work/nothing" ] || [ -n "$(find "$work" -maxdepth 1 -name '.*partial*')" ]; then
    fail "a refused run left a folder behind" <(ls -la "$work")
else
    pass "a refused run writes nothing"
fi

echo "== Scripts/make-artifactbundle.sh OUT"
run make bash "$script" "$made"
expect_status 0 "the script makes a release on this machine"
make_out=$out
expect_contains "it says which variant it built" "$variant: built here, needing no library of the Swift toolchain (ldd)" "$make_out"
expect_contains "and which it skips" "skipped: " "$make_out"
expect_contains "naming macOS's" "macos (arm64-apple-macosx and x86_64-apple-macosx, one universal binary built on macOS)" "$make_out"
listing=$(cd "$made" && find . -mindepth 1 -maxdepth 1 | LC_ALL=C sort | tr '\n' ' ')
expect_equal "the release folder holds the bundle, its zip and checksum, the archive, checksums, sources, plugins/ and the formula" \
    "./lint-intents-$version-checksums.txt ./lint-intents-$version-sources.txt ./$archive.tar.gz ./lint-intents.artifactbundle ./lint-intents.artifactbundle.zip ./lint-intents.artifactbundle.zip.checksum ./lint-intents.rb ./plugins " \
    "$listing"

echo "== the artifact bundle, by SwiftPM's rules"
# shellcheck disable=SC2016 # Python, not shell.
check_bundle='
import json, os, re, stat, sys
bundle, version = sys.argv[1:3]
problems = []
info = json.load(open(os.path.join(bundle, "info.json")))
if info.get("schemaVersion") != "1.0":
    problems.append("schemaVersion is %r, not 1.0" % info.get("schemaVersion"))
artifacts = info.get("artifacts", {})
if list(artifacts) != ["lint-intents"]:
    problems.append("the artifacts are %r: one, lint-intents, the tool the plugins ask for" % list(artifacts))
artifact = artifacts.get("lint-intents", {})
if artifact.get("type") != "executable":
    problems.append("type %r is not executable" % artifact.get("type"))
if artifact.get("version") != version:
    problems.append("version %r is not LintIntents.version %r" % (artifact.get("version"), version))
# The triples SwiftPM compares with its host triple (without a version on Darwin).
known = {"x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu", "arm64-apple-macosx", "x86_64-apple-macosx"}
seen, listed = [], set()
for variant in artifact.get("variants", []):
    path = variant.get("path", "")
    parts = path.split("/")
    if os.path.isabs(path) or ".." in parts or not path:
        problems.append("variant path %r must be relative, inside the bundle" % path)
        continue
    listed.add(parts[0])
    full = os.path.join(bundle, path)
    if not os.path.isfile(full) or os.path.islink(full):
        problems.append("%s is not a file in the bundle" % path)
    elif os.stat(full).st_mode & 0o111 != 0o111:
        problems.append("%s is not executable by all (mode %o)" % (path, stat.S_IMODE(os.stat(full).st_mode)))
    triples = variant.get("supportedTriples")
    if not triples:
        problems.append("%s lists no supportedTriples" % path)
    for triple in triples or []:
        if triple not in known:
            problems.append("%s: %r is not a triple SwiftPM matches (%s)" % (path, triple, ", ".join(sorted(known))))
    seen += triples or []
if len(seen) != len(set(seen)):
    problems.append("a triple is listed twice: %r" % seen)
held = {name for name in os.listdir(bundle) if os.path.isdir(os.path.join(bundle, name))}
if held != listed:
    problems.append("info.json lists %r, the bundle holds %r" % (sorted(listed), sorted(held)))
for problem in problems:
    print(problem)
print(" ".join(seen))
sys.exit(1 if problems else 0)
'
run info-json python3 -c "$check_bundle" "$bundle" "$version"
expect_status 0 "info.json follows SwiftPM's rules for artifact bundles"
expect_equal "and lists exactly the variant built here" "$variant" "$(tail -n 1 "$out")"
# The same check refuses a bundle whose info.json lists a variant it does not hold.
cp -R "$bundle" "$work/broken.artifactbundle"
sed -i.bak 's|"path": "'"$variant"'/lint-intents"|"path": "macos/lint-intents"|' "$work/broken.artifactbundle/info.json"
run info-json-broken python3 -c "$check_bundle" "$work/broken.artifactbundle" "$version"
expect_status 1 "(the check refuses a bundle that lists a variant it does not hold)"
if cmp -s "$repo/LICENSE" "$bundle/LICENSE"; then pass "the bundle holds LICENSE"; else fail "no LICENSE in the bundle"; fi

binary="$bundle/$variant/lint-intents"
run ldd ldd "$binary"
toolchain_libraries="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift"
if [ "$status" -eq 0 ] && ! grep -qE 'not found|libswift|Foundation|libdispatch|libBlocksRuntime' "$out" && ! grep -qF "$toolchain_libraries" "$out"; then
    pass "ldd: the binary needs no library of the Swift toolchain ($(grep -oE '^\s*lib[^ ]+' "$out" | tr -d '\t ' | tr '\n' ' '))"
else
    fail "the binary needs libraries of the Swift toolchain" "$out" "$err"
fi
# Where no Swift toolchain is: no swift on PATH, no library path.
run version-without-swift env -i PATH="$(path_without swift)" "$binary" --version
expect_equal "and runs where no Swift is installed" "0 $version" "$status $(cat "$out")"

echo "== the zip, its checksum and the archives"
mkdir "$work/unzipped"
run unzip unzip -q "$made/lint-intents.artifactbundle.zip" -d "$work/unzipped"
expect_status 0 "the zip unzips"
if diff -r "$bundle" "$work/unzipped/lint-intents.artifactbundle" >"$work/zip.diff" && [ -x "$work/unzipped/lint-intents.artifactbundle/$variant/lint-intents" ]; then
    pass "into the bundle, executable bits and all"
else
    fail "the zip does not hold the bundle as it is" "$work/zip.diff"
fi
checksum=$(cat "$made/lint-intents.artifactbundle.zip.checksum")
expect_equal "the .checksum file is SwiftPM's checksum of the zip" "$(swift package --package-path "$repo" compute-checksum "$made/lint-intents.artifactbundle.zip")" "$checksum"
expect_equal "which is its SHA-256" "$(sha256sum "$made/lint-intents.artifactbundle.zip" | cut -c1-64)" "$checksum"
run checksums in_folder "$made" sha256sum -c "lint-intents-$version-checksums.txt"
expect_status 0 "sha256sum -c checks the zip and the archive against the checksums file"
expect_equal "which lists both" 2 "$(wc -l <"$made/lint-intents-$version-checksums.txt")"
expect_equal "the sources file holds the fingerprint of these sources" "$(bash "$repo/Scripts/sources-fingerprint.sh")" "$(cat "$made/lint-intents-$version-sources.txt")"
expect_equal "the archive holds the binary and LICENSE in one folder" "$archive/ $archive/LICENSE $archive/lint-intents" \
    "$(tar -tzf "$made/$archive.tar.gz" | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//')"
mkdir "$work/archive"
tar -xzf "$made/$archive.tar.gz" -C "$work/archive"
if cmp -s "$binary" "$work/archive/$archive/lint-intents" && [ -x "$work/archive/$archive/lint-intents" ]; then
    pass "the archive's binary is the bundle's, executable"
else
    fail "the archive's binary differs from the bundle's"
fi

echo "== bundles merged, as the release workflow merges them"
remade="$work/remade"
run remake bash "$script" --no-build --variants-from "$bundle" "$remade"
expect_status 0 "--no-build --variants-from makes a release from a bundle made elsewhere"
expect_contains "saying where each variant comes from" "$variant: from $bundle" "$out"
expect_equal "the same binaries make the same zip, byte for byte" "$checksum" "$(cat "$remade/lint-intents.artifactbundle.zip.checksum")"
expect_equal "and the same archive" "$(sha256sum <"$made/$archive.tar.gz")" "$(sha256sum <"$remade/$archive.tar.gz")"

# The variants this machine cannot build, stood in for by files that hold only their binaries'
# headers, which is what the script reads: an aarch64 ELF header, and a universal Mach-O header of
# arm64 and x86_64.
standins="$work/standins.artifactbundle"
mkdir -p "$standins/aarch64-unknown-linux-gnu" "$standins/macos"
cp "$bundle/info.json" "$standins/"
printf '\177ELF\2\1\1\0\0\0\0\0\0\0\0\0\2\0\267\0' >"$standins/aarch64-unknown-linux-gnu/lint-intents"
printf '\312\376\272\276\0\0\0\2\1\0\0\14%16s\1\0\0\7%16s' "" "" >"$standins/macos/lint-intents"
merged="$work/merged"
download_url="https://example.com/releases/download/$version"
run merge bash "$script" --no-build --variants-from "$bundle" --variants-from "$standins" --download-url "$download_url" --tag "$version" "$merged"
expect_status 0 "the three variants, merged, make one release"
run merged-info-json python3 -c "$check_bundle" "$merged/lint-intents.artifactbundle" "$version"
expect_status 0 "its info.json follows SwiftPM's rules"
expect_equal "and lists the three variants, the universal binary for both Mac triples" \
    "x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu arm64-apple-macosx x86_64-apple-macosx" "$(tail -n 1 "$out")"
run merged-checksums in_folder "$merged" sha256sum -c "lint-intents-$version-checksums.txt"
expect_status 0 "the checksums file lists the zip and the three archives"
expect_equal "(four files)" 4 "$(wc -l <"$merged/lint-intents-$version-checksums.txt")"
expect_contains "with --download-url, plugins/ names the zip by URL and checksum" \
    ".binaryTarget(name: \"lint-intents\", url: \"$download_url/lint-intents.artifactbundle.zip\", checksum: \"$(cat "$merged/lint-intents.artifactbundle.zip.checksum")\")," "$merged/plugins/Package.swift"
if [ -e "$merged/plugins/lint-intents.artifactbundle" ]; then fail "plugins/ holds a bundle it names by URL"; else pass "and holds no bundle"; fi
run merged-manifest swift package --package-path "$merged/plugins" dump-package
expect_status 0 "SwiftPM reads that Package.swift"

run merge-twice bash "$script" --no-build --variants-from "$bundle" --variants-from "$remade/lint-intents.artifactbundle" "$work/twice"
expect_one_line_error "two binaries of one variant are refused" "two $variant binaries"
misplaced="$work/misplaced.artifactbundle"
mkdir -p "$misplaced/macos"
cp "$bundle/info.json" "$misplaced/"
cp "$binary" "$misplaced/macos/lint-intents"
run merge-misplaced bash "$script" --no-build --variants-from "$misplaced" "$work/misplaced"
expect_one_line_error "a binary in another variant's folder is refused" "is no macos binary but a $variant one"
other_version="$work/other-version.artifactbundle"
cp -R "$bundle" "$other_version"
sed -i.bak "s|\"version\": \"$version\"|\"version\": \"0.0.1\"|" "$other_version/info.json"
run merge-other-version bash "$script" --no-build --variants-from "$other_version" "$work/other"
expect_one_line_error "a bundle of another version is refused" "holds lint-intents 0.0.1, not $version"

echo "== the plugins package"
if diff -r "$repo/Plugins" "$made/plugins/Plugins" >"$work/plugins.diff"; then
    pass "plugins/Plugins is this repository's Plugins/, file for file"
else
    fail "plugins/Plugins differs from Plugins/" "$work/plugins.diff"
fi
# shellcheck disable=SC2016 # Python, not shell.
compare_plugins='
import json, sys
def plugins(path):
    package = json.load(open(path))
    targets = [t for t in package["targets"] if t["type"] == "plugin"]
    products = [p for p in package["products"] if "plugin" in p["type"]]
    binary = [t for t in package["targets"] if t["type"] == "binary"]
    return targets, products, binary
root_targets, root_products, _ = plugins(sys.argv[1])
targets, products, binary = plugins(sys.argv[2])
assert len(root_targets) == 4, "expected four plugins in Package.swift, found %d" % len(root_targets)
assert targets == root_targets, "the plugin targets differ:\n%s\n%s" % (json.dumps(root_targets, indent=1), json.dumps(targets, indent=1))
assert products == root_products, "the plugin products differ"
assert [t["name"] for t in binary] == ["lint-intents"], "the binary target is not lint-intents: %r" % binary
print("%d plugins, %d products" % (len(targets), len(products)))
'
swift package --package-path "$repo" dump-package >"$work/root-package.json"
swift package --package-path "$made/plugins" dump-package >"$work/plugins-package.json"
run compare-plugins python3 -c "$compare_plugins" "$work/root-package.json" "$work/plugins-package.json"
expect_status 0 "its Package.swift declares Package.swift's plugins and products as they are, depending on the binary target lint-intents"

# A consumer: Fixtures/PluginConsumer with the plugins package in the place of lint-intents' sources.
plugins_copy="$work/lint-intents-plugins"
cp -R "$made/plugins" "$plugins_copy"
consumer="$work/consumer"
cp -R "$repo/Fixtures/PluginConsumer" "$consumer"
sed -e 's|\.package(name: "lint-intents", path: "../.."),|.package(path: "'"$plugins_copy"'"),|' \
    -e 's|package: "lint-intents")|package: "lint-intents-plugins")|g' "$repo/Fixtures/PluginConsumer/Package.swift" >"$consumer/Package.swift"
expect_equal "(set-up) the consumer uses the plugins package" 3 "$(grep -c 'lint-intents-plugins' "$consumer/Package.swift")"
scratch="$work/consumer-build"

# compiled_elsewhere LOG FOLDER…: the Swift files SwiftPM's verbose LOG compiles (on a line that
# runs swiftc or swift-frontend) outside the FOLDERs, the modules of lint-intents it names, and
# lines that say lint-intents is compiled (nothing, when nothing of it is), then a count of the
# files compiled, so that a log that shows no compiler at all cannot pass.
# shellcheck disable=SC2016 # Python, not shell.
compiled_elsewhere='
import re, shlex, sys
log, *allowed = sys.argv[1:]
compiled, elsewhere = set(), set()
for line in open(log, errors="replace"):
    if re.search(r"Compiling (IntentLint|lint-intents|lint_intents)", line):
        elsewhere.add(line.strip())
    if not re.search(r"/(swiftc|swift-frontend) ", line):
        continue
    try:
        words = shlex.split(line)
    except ValueError:
        words = line.split()
    for word in words:
        if word.endswith(".swift"):
            compiled.add(word)
            if not any(word.startswith(folder + "/") for folder in allowed):
                elsewhere.add(word)
        if re.fullmatch(r"IntentLint\w*|lint_intents", word):
            elsewhere.add("-module-name " + word)
for path in sorted(elsewhere):
    print(path)
print("compiled: %d files" % len(compiled))
'

run plugin-lint swift package --verbose --package-path "$consumer" --scratch-path "$scratch" lint-intents
expect_status 1 "swift package lint-intents, through the binary target, fails on the violating target"
expect_lines "and prints the findings of the source-built plugin" "$all_findings" "$out"
for line in "Linted target 'SoupOrders' (3 files): 5 errors, 2 warnings." "Linted 8 files in 4 targets: 5 errors, 3 warnings." \
    "error: lint-intents found problems in target 'SoupOrders': 5 errors, 2 warnings"; do
    expect_contains "and its lines: $line" "$line" "$err"
done
cat "$out" "$err" >"$work/plugin-lint.log"
expect_contains "SwiftPM found the bundle" "info: found binary artifact: '(<AbsolutePath:\"$plugins_copy/lint-intents.artifactbundle\">" "$work/plugin-lint.log"
run compiled python3 -c "$compiled_elsewhere" "$work/plugin-lint.log" "$consumer" "$plugins_copy"
if [ "$status" -eq 0 ] && [ "$(wc -l <"$out")" -eq 1 ] && grep -qE '^compiled: [1-9][0-9]* files$' "$out"; then
    pass "nothing of lint-intents was compiled: only the consumer's manifest and the plugin ($(cat "$out"))"
else
    fail "the log shows lint-intents compiled" "$out"
fi
if [ -z "$(find "$scratch" -name '*.swiftmodule' -path '*IntentLint*' -o -name 'lint-intents' -type f -path '*/debug/*')" ]; then
    pass "and the build folder holds no module or binary of lint-intents"
else
    fail "the build folder holds lint-intents' build products" <(find "$scratch" -path '*IntentLint*' | head)
fi

run plugin-write swift package --package-path "$consumer" --scratch-path "$scratch" --allow-writing-to-package-directory write-intent-manifests --manifest-output IntentManifests
expect_status 1 "write-intent-manifests through the binary target fails on the violating target"
expect_lines "with the same findings" "$all_findings" "$out"
if [ -s "$consumer/IntentManifests/SoupMenu.manifest.json" ]; then pass "and writes the manifests"; else fail "no IntentManifests/SoupMenu.manifest.json" "$out" "$err"; fi

run build-tool swift build --verbose --package-path "$consumer" --scratch-path "$scratch" --target SoupOrders
expect_status 1 "swift build --target SoupOrders fails on lint errors through the build tool plugin"
expect_lines "with the findings, by absolute path" "$(sed "s|^|$consumer/|" <<<"$soup_orders_findings")" "$out"
expect_contains "the build ran the bundle's binary" "$plugins_copy/lint-intents.artifactbundle/$variant/lint-intents lint --quiet --modules-file" "$out"
cat "$out" "$err" >"$work/build-tool.log"
run compiled-build python3 -c "$compiled_elsewhere" "$work/build-tool.log" "$consumer" "$plugins_copy"
if [ "$status" -eq 0 ] && [ "$(wc -l <"$out")" -eq 1 ] && grep -qE '^compiled: [1-9][0-9]* files$' "$out"; then
    pass "nothing of lint-intents was compiled for the build ($(cat "$out"))"
else
    fail "the build log shows lint-intents compiled" "$out"
fi
# The same check fails on a log that compiles lint-intents' sources.
printf '/usr/bin/swiftc -module-name IntentLintSupport %s/Sources/IntentLintSupport/LineTable.swift\n' "$repo" >"$work/source-built.log"
run compiled-source python3 -c "$compiled_elsewhere" "$work/source-built.log" "$consumer" "$plugins_copy"
expect_contains "(the check names lint-intents' sources in a source build's log)" "$repo/Sources/IntentLintSupport/LineTable.swift" "$out"

echo "== the README's snippet for the plugins package"
code_lines() { awk '/^ *```/ { inside = !inside; next } inside' "$@"; }
snippet=$(code_lines "$repo/README.md" | grep -oE '\.package\(url: "https://github.com/your-org/lint-intents-plugins\.git", from: "[0-9.]+"\)' | head -n 1 || true)
if [ -n "$snippet" ]; then pass "the README shows the plugins package: $snippet"; else fail "no .package(url: \"https://github.com/your-org/lint-intents-plugins.git\", from: …) in the README's snippets"; fi
expect_contains "and the plugin by its package" '.plugin(name: "IntentManifest", package: "lint-intents-plugins")' "$repo/README.md"
# The plugins package as its repository holds it after a release: tagged with the version.
hosted="$work/hosted/lint-intents-plugins"
mkdir -p "$work/hosted"
cp -R "$made/plugins" "$hosted"
git -C "$hosted" init -q
git -C "$hosted" add -A
git -C "$hosted" -c user.email=release@example.com -c user.name=release commit -q -m "lint-intents $version"
git -C "$hosted" tag "$version"
adopter="$work/adopter"
mkdir -p "$adopter/Sources/App"
cp "$repo/Fixtures/PluginConsumer/Sources/SoupMenu/ShowCourseIntent.swift" "$adopter/Sources/App/"
cat >"$adopter/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [
        ${snippet//https:\/\/github.com\/your-org\/lint-intents-plugins.git/file://$hosted},
    ],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "IntentManifest", package: "lint-intents-plugins")]),
    ]
)
SWIFT
run snippet swift package --package-path "$adopter" --scratch-path "$adopter/.build" plugin --list
expect_status 0 "SwiftPM resolves the snippet (its URL pointed at a tagged git repository of plugins/)"
expect_contains "and finds the command plugins through it" "‘lint-intents’ (plugin ‘LintIntents’ in package ‘lint-intents-plugins’)" "$out"
run snippet-lint swift package --package-path "$adopter" --scratch-path "$adopter/.build" lint-intents
expect_status 0 "swift package lint-intents runs there"
expect_contains "and lints the adopter's target" "Linted target 'App' (1 file): 0 errors, 0 warnings." "$err"

echo "== the GitHub Action's install step, with a release"
# The files the release workflow attaches to the GitHub release, in the folder of its tag.
releases="$work/releases"
mkdir -p "$releases/$version"
cp "$made/lint-intents.artifactbundle.zip" "$made/$archive.tar.gz" "$made/lint-intents-$version-checksums.txt" "$made/lint-intents-$version-sources.txt" "$releases/$version/"
# A copy of the action, so that its binary lands in a folder of this test's.
action="$work/action"
mkdir -p "$action"
cp -R "$repo/Package.swift" "$repo/Sources" "$repo/Scripts" "$action/"
without_swift=$(path_without swift)

# install_step NAME [VARIABLE=VALUE…]: the install step as GitHub runs it, without Swift on PATH.
install_step() {
    local name=$1
    shift
    : >"$work/$name.outputs"
    run "$name" env -i PATH="$without_swift" HOME="$work" GITHUB_ACTION_PATH="$action" GITHUB_WORKSPACE="$work" \
        GITHUB_OUTPUT="$work/$name.outputs" RUNNER_TEMP="$work" LINT_INTENTS_RELEASES_URL="file://$releases" "$@" \
        "$BASH" "$action/Scripts/github-action.sh" install
}
install_step download
expect_status 0 "with a release of its sources, the install step succeeds without Swift"
expect_contains "it downloaded the binary" "Downloaded lint-intents $version for $variant, released from these sources" "$out"
if cmp -s "$binary" "$action/.build/lint-intents-action/lint-intents"; then pass "the released binary is in the action's folder"; else fail "the action's folder does not hold the released binary" "$out" "$err"; fi
if [ -e "$action/.build/lint-intents-action.download" ]; then fail "the download folder stays behind"; else pass "nothing else stays behind"; fi

rm -rf "$action/.build"
echo "// a commit after the release" >>"$action/Sources/lint-intents/main.swift"
install_step other-sources
expect_contains "with sources changed since the release, the install step builds instead" "the action's sources are not those lint-intents $version was released from (a branch or commit since): building them" "$out"
expect_status 2 "which here, without Swift, fails"
expect_contains "saying why" "::error title=lint-intents::no swift on PATH to build lint-intents with" "$out"
cp "$repo/Sources/lint-intents/main.swift" "$action/Sources/lint-intents/main.swift"

cp "$made/$archive.tar.gz" "$work/archive.tar.gz"
printf 'damaged' >>"$releases/$version/$archive.tar.gz"
install_step damaged
expect_contains "an archive without the SHA-256 the release lists is not used" "::warning title=lint-intents::$archive.tar.gz does not have the SHA-256 its release lists; building lint-intents from source" "$out"
expect_status 2 "(and without Swift, the step fails)"
cp "$work/archive.tar.gz" "$releases/$version/$archive.tar.gz"
if [ -e "$action/.build/lint-intents-action/lint-intents" ] || [ -e "$action/.build/lint-intents-action.download" ]; then
    fail "a refused download left files behind" <(find "$action/.build")
else
    pass "a refused download leaves nothing behind"
fi

echo "== the Homebrew formula"
# check_formula FORMULA FOLDER VERSION URL VARIANT…: FORMULA installs each VARIANT's archive, in
# the block of its platform, from URL with the SHA-256 of the archive in FOLDER, and nothing else.
# shellcheck disable=SC2016 # Python, not shell.
check_formula='
import hashlib, re, sys
formula, folder, version, url, *variants = sys.argv[1:]
text = open(formula).read()
problems = []
if "class LintIntents < Formula" not in text:
    problems.append("no class LintIntents < Formula")
if not re.search(r"^  version \"%s\"$" % re.escape(version), text, re.M):
    problems.append("no version %s" % version)
# The blocks each url is in; every block is closed.
blocks, placed = [], {}
lines = text.splitlines()
for number, line in enumerate(lines):
    if re.search(r"\bdo$", line):
        blocks.append(line.split()[0])
    elif re.match(r" *(class|def) ", line):
        blocks.append(line.split()[0] + " " + line.split()[1])
    elif re.fullmatch(r" *end", line):
        blocks.pop()
    match = re.fullmatch(r" +url \"([^\"]+)\"", line)
    if match:
        sha = re.fullmatch(r" +sha256 \"([0-9a-f]{64})\"", lines[number + 1])
        placed[match.group(1)] = (blocks[1:], sha and sha.group(1))
if blocks:
    problems.append("blocks left open: %r" % blocks)
where = {"macos": ["on_macos"], "x86_64-unknown-linux-gnu": ["on_linux", "on_intel"], "aarch64-unknown-linux-gnu": ["on_linux", "on_arm"]}
for variant in variants:
    name = "lint-intents-%s-%s.tar.gz" % (version, variant)
    block, sha = placed.pop("%s/%s" % (url, name), (None, None))
    if block != where[variant]:
        problems.append("%s is in %r, not %r" % (name, block, where[variant]))
    elif sha != hashlib.sha256(open("%s/%s" % (folder, name), "rb").read()).hexdigest():
        problems.append("the sha256 after %s is not its SHA-256" % name)
problems += ["an archive of no variant: %s" % url for url in placed]
if "bin.install \"lint-intents\"" not in text:
    problems.append("it does not install lint-intents")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
'
run formula python3 -c "$check_formula" "$made/lint-intents.rb" "$made" "$version" "file://$(cd "$made" && pwd -P)" "$variant"
expect_status 0 "the formula installs this machine's archive, by its file:// URL and SHA-256, in the block of its platform"
run merged-formula python3 -c "$check_formula" "$merged/lint-intents.rb" "$merged" "$version" "$download_url" macos x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu
expect_status 0 "the merged release's formula installs each platform's archive from the release's URL"
run formula-wrong python3 -c "$check_formula" "$merged/lint-intents.rb" "$merged" "$version" "$download_url" macos
expect_status 1 "(the check refuses a formula with archives it was not told of)"
if command -v ruby >/dev/null 2>&1; then
    run formula-syntax ruby -c "$made/lint-intents.rb"
    expect_status 0 "ruby -c: the formula is valid Ruby"
    run merged-formula-syntax ruby -c "$merged/lint-intents.rb"
    expect_status 0 "ruby -c: the merged release's formula is valid Ruby"
else
    echo "skipped: the formula's Ruby syntax (ruby is not installed here)"
fi

echo "== the release workflow"
# shellcheck disable=SC2016 # Python, not shell.
check_workflow='
import fnmatch, json, os, re, sys
import jsonschema, yaml
schema_path, workflow_path, script_path, out, version = sys.argv[1:6]
schema = json.load(open(schema_path))
workflow = yaml.safe_load(open(workflow_path))
if True in workflow:  # YAML 1.1 reads the key `on` as true
    workflow["on"] = workflow.pop(True)
problems = []
jsonschema.Draft7Validator.check_schema(schema)
for error in jsonschema.Draft7Validator(schema).iter_errors(workflow):
    problems.append("schema: %s at /%s" % (error.message, "/".join(map(str, error.absolute_path))))
broken = dict(workflow, jobs=dict(workflow["jobs"], linux=dict(workflow["jobs"]["linux"], steps="build")))
if not list(jsonschema.Draft7Validator(schema).iter_errors(broken)):
    problems.append("the schema accepted a broken copy of the workflow")

# Tags X.Y.Z only, as README'"'"'s Releasing names them.
if set(workflow["on"]) != {"push"} or set(workflow["on"]["push"]) != {"tags"}:
    problems.append("the workflow must run on pushed tags only: %r" % workflow["on"])
elif workflow["on"]["push"]["tags"] != ["[0-9]+.[0-9]+.[0-9]+"]:
    problems.append("tag patterns %r are not X.Y.Z" % workflow["on"]["push"]["tags"])

script = open(script_path).read()
options = set(re.findall(r"^\s+(--[a-z-]+)\)", script, re.M))
steps = [(name, step) for name, job in workflow["jobs"].items() for step in job["steps"]]
runs = [(name, step["run"]) for name, step in steps if "run" in step]
for name, step in steps:
    if "uses" in step and not re.fullmatch(r"[\w.-]+/[\w./-]+@v\d+", step["uses"]):
        problems.append("job %s: %r is not pinned to a major version" % (name, step["uses"]))
calls = [(name, text) for name, text in runs if "Scripts/make-artifactbundle.sh" in text]
for name, text in calls:
    for option in re.findall(r"(?<!\S)(--[a-z-]+)", text):
        if option not in options:
            problems.append("job %s passes %s, which the script does not take" % (name, option))
    if "--tag \"$GITHUB_REF_NAME\"" not in text:
        problems.append("job %s does not check the tag against the version (--tag)" % name)

# The bundles the build jobs upload are the ones the assemble job merges.
uploaded = set()
for name, job in workflow["jobs"].items():
    variants = [entry.get("variant") for entry in job.get("strategy", {}).get("matrix", {}).get("include", [])]
    for step in job["steps"]:
        if step.get("uses", "").startswith("actions/upload-artifact@") and step["with"]["name"].startswith("bundle-"):
            if step["with"]["path"] != "out/lint-intents.artifactbundle":
                problems.append("job %s uploads %s, not the bundle" % (name, step["with"]["path"]))
            artifact = step["with"]["name"]
            uploaded |= {artifact.replace("${{ matrix.variant }}", v) for v in variants} if "matrix" in artifact else {artifact}
merged = {"bundle-" + variant for _, text in calls for variant in re.findall(r"--variants-from parts/bundle-(\S+)", text)}
expected = {"bundle-x86_64-unknown-linux-gnu", "bundle-aarch64-unknown-linux-gnu", "bundle-macos"}
if uploaded != expected or merged != expected:
    problems.append("built %s, merged %s; expected %s" % (sorted(uploaded), sorted(merged), sorted(expected)))

# What the release gets is what the script writes (this machine'"'"'s release stands for it).
written = sorted(os.listdir(out))
release = [text for _, text in runs if "gh release create" in text]
if len(release) != 1:
    problems.append("expected one gh release create step")
else:
    patterns = re.findall(r"release/(\S+)", release[0])
    attached = set()
    for pattern in patterns:
        matches = [name for name in written if fnmatch.fnmatch(name, pattern.replace("$GITHUB_REF_NAME", version))]
        if not matches:
            problems.append("the release attaches release/%s, which the script does not write" % pattern)
        attached |= set(matches)
    expected_attached = {name for name in written if name.endswith((".zip", ".tar.gz", "-checksums.txt", "-sources.txt"))}
    if attached != expected_attached:
        problems.append("attached %s, expected %s" % (sorted(attached), sorted(expected_attached)))
for path in ("release/plugins/.", "release/lint-intents.rb"):
    if not any(path in text for _, text in runs):
        problems.append("no step publishes %s" % path)
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
'
run workflow python3 -c "$check_workflow" "$repo/Tests/Action/schema/github-workflow.json" "$repo/.github/workflows/release.yml" "$script" "$made" "$version"
expect_status 0 ".github/workflows/release.yml is a valid workflow that builds, merges and attaches what the script writes"

echo "release: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
