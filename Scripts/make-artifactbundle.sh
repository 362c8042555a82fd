#!/usr/bin/env bash
# make-artifactbundle.sh [options] OUT: builds lint-intents for this machine and writes what a
# release publishes into the new folder OUT:
#
#   lint-intents.artifactbundle           SwiftPM's artifact bundle: info.json (schema 1.0) listing
#                                         the variants it holds, one folder each with its
#                                         lint-intents binary, and LICENSE
#   lint-intents.artifactbundle.zip       the bundle zipped, for `.binaryTarget(url:checksum:)`,
#     and .zip.checksum                   with its checksum from `swift package compute-checksum`
#   lint-intents-VERSION-VARIANT.tar.gz   each variant's binary and LICENSE, for a PATH
#   lint-intents-VERSION-checksums.txt    SHA-256 of the zip and the archives (`sha256sum -c`)
#   lint-intents-VERSION-sources.txt      the fingerprint of the sources they were built from
#                                         (sources-fingerprint.sh), which the GitHub Action compares
#   plugins/                              the adopters' plugins package: the plugins of this
#                                         repository (Package.swift's declarations, Plugins/' sources)
#                                         depending on the bundle instead of lint-intents' sources
#   lint-intents.rb                       a Homebrew formula for a tap, installing the archives
#
# Variants: on Linux, this machine's (x86_64- or aarch64-unknown-linux-gnu), linked with
# --static-swift-stdlib and checked with ldd to need no library of the Swift toolchain; on macOS,
# one universal binary (arm64 and x86_64). What this machine cannot build is said and skipped: the
# release workflow (.github/workflows/release.yml) builds each variant on its own runner and merges
# the bundles with --variants-from, so a bundle lists exactly the variants it holds.
#
# Options:
#   --variants-from BUNDLE  also take the variants of BUNDLE, a lint-intents.artifactbundle this
#                           script made on another machine (repeatable)
#   --no-build              build nothing here: only the variants of --variants-from
#   --download-url URL      the folder the release's files will be downloaded from (a GitHub
#                           release's): plugins/ then names the zip by URL and checksum and the
#                           formula names the archives there. Without it, plugins/ holds a copy of
#                           the bundle and names it by path, and the formula names OUT's archives
#   --tag TAG               the release's tag, which must be lint-intents' version
#
# Exit status 2 and one line on a usage error; OUT is written whole or not at all.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd -P)
name=lint-intents
bundle_name=$name.artifactbundle

die() {
    echo "make-artifactbundle.sh: error: $1" >&2
    exit 2
}

usage="usage: Scripts/make-artifactbundle.sh [--variants-from BUNDLE]... [--no-build] [--download-url URL] [--tag TAG] OUT"
variant_bundles=()
build=true
download_url=""
tag=""
out=""
while [ $# -gt 0 ]; do
    case $1 in
        --variants-from) [ $# -ge 2 ] || die "--variants-from needs a bundle"; variant_bundles+=("$2"); shift 2 ;;
        --no-build) build=false; shift ;;
        --download-url) [ $# -ge 2 ] || die "--download-url needs a URL"; download_url=${2%/}; shift 2 ;;
        --tag) [ $# -ge 2 ] || die "--tag needs a tag"; tag=$2; shift 2 ;;
        -h | --help) sed -n '2,/^set -euo pipefail$/{/^set /d;s/^# \{0,1\}//;p;}' "$0"; exit 0 ;;
        -*) die "unknown option '$1'; $usage" ;;
        *) [ -z "$out" ] || die "one OUT folder, not '$out' and '$1'"; out=$1; shift ;;
    esac
done
[ -n "$out" ] || die "no OUT folder; $usage"
if [ -e "$out" ] && { [ ! -d "$out" ] || [ -n "$(ls -A "$out")" ]; }; then
    die "$out already exists and is not an empty folder: give a new one"
fi
case $download_url in "" | https://*) ;; *) die "--download-url must be an https URL (SwiftPM downloads binary targets over https only), not '$download_url'" ;; esac
[ "$build" = true ] || [ "${#variant_bundles[@]}" -gt 0 ] || die "--no-build without --variants-from leaves nothing to bundle"
command -v zip >/dev/null 2>&1 || die "zip is not installed (apt-get install zip)"
command -v swift >/dev/null 2>&1 || die "no swift on PATH: the checksum is SwiftPM's (swift package compute-checksum)"

lint_intents_swift="$repo/Sources/IntentLintSupport/LintIntents.swift"
version=$(sed -nE 's/^ *(public|package) static let version = "([^"]+)".*/\2/p' "$lint_intents_swift")
[ -n "$version" ] || die "cannot read LintIntents.version from $lint_intents_swift"
[ -z "$tag" ] || [ "$tag" = "$version" ] ||
    die "--tag $tag is not lint-intents' version $version: set LintIntents.version in $lint_intents_swift (README, Releasing)"
# Where lint-intents lives, for the formula's homepage: LintIntents.repositoryURL once published.
homepage=$(sed -nE 's/^ *(public|package) static let repositoryURL: String\? = "([^"]+)".*/\2/p' "$lint_intents_swift")
[ -n "$homepage" ] || homepage=$(sed -nE 's/^ *(public|package) static let placeholderURL = "([^"]+)".*/\2/p' "$lint_intents_swift")

# The variants a bundle may hold: each folder's name, and the triples SwiftPM matches it with.
all_variants=(x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu macos)
triples_of() {
    case $1 in
        macos) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
        *) echo "\"$1\"" ;;
    esac
}

# The variant FILE is a binary of, read from its header (ELF's machine, or a universal Mach-O's
# architectures, which must be both), or nothing: a binary in the wrong folder is refused.
od_hex() { od -An -tx1 -j"$2" -N"$3" "$1" | tr -d ' \n'; }
binary_variant() {
    case $(od_hex "$1" 0 4) in
        7f454c46)
            case $(od_hex "$1" 18 2) in
                3e00) echo x86_64-unknown-linux-gnu ;;
                b700) echo aarch64-unknown-linux-gnu ;;
            esac
            ;;
        cafebabe)
            local count architectures="" index
            count=$((16#$(od_hex "$1" 4 4)))
            for ((index = 0; index < count && index < 8; index++)); do
                case $(od_hex "$1" $((8 + 20 * index)) 4) in
                    01000007) architectures+=" x86_64" ;;
                    0100000c) architectures+=" arm64" ;;
                esac
            done
            if [[ $architectures == *x86_64* && $architectures == *arm64* ]]; then echo macos; fi
            ;;
    esac
}

# OUT is made beside itself and moved into place at the end.
mkdir -p "$(dirname "$out")"
partial=$(mktemp -d "$(dirname "$out")/.$(basename "$out").partial.XXXXXX")
chmod 755 "$partial"
trap 'rm -rf "$partial"' EXIT
bundle="$partial/$bundle_name"
mkdir -p "$bundle"

# add_variant VARIANT BINARY WHERE: BINARY, checked to be VARIANT's, into the bundle.
add_variant() {
    local variant=$1 binary=$2 where=$3
    [ -f "$binary" ] || die "no $binary ($where)"
    local actual
    actual=$(binary_variant "$binary")
    [ "$actual" = "$variant" ] || die "$binary ($where) is no $variant binary${actual:+ but a $actual one}"
    [ ! -e "$bundle/$variant" ] || die "two $variant binaries: $where's and an earlier one"
    mkdir "$bundle/$variant"
    cp "$binary" "$bundle/$variant/$name"
    # Made executable here: an artifact passed between workflow jobs loses its permissions.
    chmod 755 "$bundle/$variant/$name"
    echo "$variant: $where"
}

# check_linux_libraries BINARY: every library BINARY loads is the system's, none the toolchain's.
check_linux_libraries() {
    local libraries toolchain_libraries
    libraries=$(ldd "$1") || die "ldd cannot read $1"
    toolchain_libraries="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift"
    if grep -qE 'not found|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime' <<<"$libraries" ||
        grep -qF "$toolchain_libraries/" <<<"$libraries"; then
        echo "$libraries" >&2
        die "$1 needs libraries of the Swift toolchain (above): it must be linked with --static-swift-stdlib"
    fi
}

if [ "$build" = true ]; then
    case $(uname -s) in
        Linux)
            case $(uname -m) in
                x86_64) variant=x86_64-unknown-linux-gnu; other=aarch64-unknown-linux-gnu ;;
                aarch64 | arm64) variant=aarch64-unknown-linux-gnu; other=x86_64-unknown-linux-gnu ;;
                *) die "no variant for $(uname -m) Linux machines" ;;
            esac
            flags=(-c release --static-swift-stdlib)
            echo "== swift build ${flags[*]} --product $name"
            swift build "${flags[@]}" --product "$name" --package-path "$repo"
            built="$(swift build "${flags[@]}" --package-path "$repo" --show-bin-path)/$name"
            check_linux_libraries "$built"
            add_variant "$variant" "$built" "built here, needing no library of the Swift toolchain (ldd)"
            echo "skipped: $other (built on Linux machines of that architecture) and macos (arm64-apple-macosx and x86_64-apple-macosx, one universal binary built on macOS): run this script there and merge the bundles with --variants-from"
            ;;
        Darwin)
            flags=(-c release --arch arm64 --arch x86_64)
            echo "== swift build ${flags[*]} --product $name"
            swift build "${flags[@]}" --product "$name" --package-path "$repo"
            built="$(swift build "${flags[@]}" --package-path "$repo" --show-bin-path)/$name"
            # The universal binary uses the Swift runtime macOS ships, nothing of the toolchain's.
            if otool -L "$built" | grep -q '@rpath/libswift'; then
                otool -L "$built" >&2
                die "$built needs the Swift toolchain's runtime (above)"
            fi
            add_variant macos "$built" "built here"
            echo "skipped: x86_64-unknown-linux-gnu and aarch64-unknown-linux-gnu, built on Linux machines of each architecture: run this script there and merge the bundles with --variants-from"
            ;;
        *) die "lint-intents is released for Linux and macOS, not $(uname -s)" ;;
    esac
else
    echo "built nothing here (--no-build)"
fi

for other_bundle in ${variant_bundles[@]+"${variant_bundles[@]}"}; do
    [ -f "$other_bundle/info.json" ] || die "--variants-from $other_bundle: no info.json there, so no artifact bundle"
    other_version=$(sed -nE 's/^ *"version": "([^"]+)".*/\1/p' "$other_bundle/info.json")
    [ "$other_version" = "$version" ] || die "--variants-from $other_bundle holds lint-intents ${other_version:-of no version}, not $version"
    found=false
    for variant in "${all_variants[@]}"; do
        if [ -e "$other_bundle/$variant" ]; then
            add_variant "$variant" "$other_bundle/$variant/$name" "from $other_bundle"
            found=true
        fi
    done
    [ "$found" = true ] || die "--variants-from $other_bundle holds no variant folder (${all_variants[*]})"
done

variants=()
for variant in "${all_variants[@]}"; do
    [ ! -d "$bundle/$variant" ] || variants+=("$variant")
done

# info.json, as SwiftPM reads it: the tool's name is what the plugins ask for (tool(named:)).
{
    printf '{\n    "schemaVersion": "1.0",\n    "artifacts": {\n        "%s": {\n' "$name"
    printf '            "version": "%s",\n            "type": "executable",\n            "variants": [\n' "$version"
    separator=""
    for variant in "${variants[@]}"; do
        printf '%s                {\n                    "path": "%s/%s",\n' "$separator" "$variant" "$name"
        printf '                    "supportedTriples": [%s]\n                }' "$(triples_of "$variant")"
        separator=$',\n'
    done
    printf '\n            ]\n        }\n    }\n}\n'
} >"$bundle/info.json"
cp "$repo/LICENSE" "$bundle/LICENSE"

sha256() {
    if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi
}
# Fixed times, so that the same binaries make the same zip and archives, byte for byte.
fix_times() { find "$@" -exec touch -h -t 200001010000 {} +; }

fix_times "$bundle"
(cd "$partial" && zip -q -r -X "$bundle_name.zip" "$bundle_name")
checksum=$(swift package --package-path "$repo" compute-checksum "$partial/$bundle_name.zip")
echo "$checksum" >"$partial/$bundle_name.zip.checksum"

archives=()
for variant in "${variants[@]}"; do
    folder="$name-$version-$variant"
    mkdir "$partial/$folder"
    cp "$bundle/$variant/$name" "$bundle/LICENSE" "$partial/$folder/"
    fix_times "$partial/$folder"
    (cd "$partial" && tar -cf - "$folder" | gzip -n -9 >"$folder.tar.gz")
    rm -r "${partial:?}/$folder"
    archives+=("$folder.tar.gz")
done
(cd "$partial" && sha256 "$bundle_name.zip" "${archives[@]}") >"$partial/$name-$version-checksums.txt"
bash "$repo/Scripts/sources-fingerprint.sh" "$repo" >"$partial/$name-$version-sources.txt"

# The plugins package: this repository's plugin declarations (after the comment in Package.swift
# that names this script, to the end of its targets), their products and the platforms, word for
# word, with a binary target in the place of the executable target of the same name, and Plugins/
# copied whole.
plugins="$partial/plugins"
mkdir -p "$plugins"
cp -R "$repo/Plugins" "$plugins/Plugins"
cp "$repo/LICENSE" "$plugins/LICENSE"
platforms=$(grep -E '^    platforms: \[.*\],$' "$repo/Package.swift" || true)
plugin_products=$(grep -E '^ +\.plugin\(name: "[A-Za-z]+", targets: \["[A-Za-z]+"\]\),$' "$repo/Package.swift" || true)
plugin_targets=$(awk '/^ +\/\/ The plugins, which Scripts\/make-artifactbundle.sh copies/ { on = 1; next } on && /^    \]$/ { exit } on' "$repo/Package.swift")
[ -n "$platforms" ] && [ -n "$plugin_products" ] && [ -n "$plugin_targets" ] ||
    die "cannot find the platforms, the plugins' products and targets in $repo/Package.swift"
if [ -n "$download_url" ]; then
    binary_target=".binaryTarget(name: \"$name\", url: \"$download_url/$bundle_name.zip\", checksum: \"$checksum\"),"
else
    binary_target=".binaryTarget(name: \"$name\", path: \"$bundle_name\"),"
    cp -R "$bundle" "$plugins/$bundle_name"
fi
cat >"$plugins/Package.swift" <<SWIFT
// swift-tools-version: 6.0
// lint-intents $version's plugins, running its released binary: adding them compiles the plugins
// and nothing of lint-intents. Made by Scripts/make-artifactbundle.sh in the lint-intents
// repository from its Package.swift and Plugins/; change them there.
import PackageDescription

let package = Package(
    name: "$name-plugins",
$platforms
    products: [
$plugin_products
    ],
    targets: [
        // lint-intents itself, built for Linux and macOS: the "lint-intents" the plugins run.
        $binary_target
$plugin_targets
    ]
)
SWIFT
cat >"$plugins/README.md" <<MARKDOWN
# lint-intents plugins

The SwiftPM plugins of [lint-intents]($homepage) $version, running its released binary: adding
them to a package compiles the plugins and nothing of lint-intents. Made by
\`Scripts/make-artifactbundle.sh\` from lint-intents' own plugins; its README says how to use them.

\`\`\`swift
dependencies: [
    .package(url: "${homepage%/}-plugins.git", from: "$version"),
],
targets: [
    .target(name: "App", plugins: [.plugin(name: "IntentManifest", package: "$name-plugins")]),
],
\`\`\`

Then \`swift package lint-intents\` lints every Swift target.
MARKDOWN

# The Homebrew formula: one archive per platform, each by URL and SHA-256.
archive_url() { printf '%s/%s' "${download_url:-file://$(cd "$(dirname "$out")" && pwd -P)/$(basename "$out")}" "$1"; }
archive_sha256() { sha256 "$partial/$1" | cut -c1-64; }
formula_archive() {
    printf '%s  url "%s"\n%s  sha256 "%s"\n' "$2" "$(archive_url "$name-$version-$1.tar.gz")" "$2" "$(archive_sha256 "$name-$version-$1.tar.gz")"
}
{
    cat <<RUBY
# lint-intents $version for a Homebrew tap (Formula/lint-intents.rb), made by
# Scripts/make-artifactbundle.sh: it installs the released binary, compiling nothing.
class LintIntents < Formula
  desc "Lint App Intents code and write its static metadata without compiling it"
  homepage "$homepage"
  version "$version"
  license "MIT"

RUBY
    if [ -d "$bundle/macos" ]; then
        printf '  on_macos do\n'
        formula_archive macos '  '
        printf '  end\n\n'
    fi
    if [ -d "$bundle/x86_64-unknown-linux-gnu" ] || [ -d "$bundle/aarch64-unknown-linux-gnu" ]; then
        printf '  on_linux do\n'
        if [ -d "$bundle/x86_64-unknown-linux-gnu" ]; then
            printf '    on_intel do\n'
            formula_archive x86_64-unknown-linux-gnu '    '
            printf '    end\n'
        fi
        if [ -d "$bundle/aarch64-unknown-linux-gnu" ]; then
            printf '    on_arm do\n'
            formula_archive aarch64-unknown-linux-gnu '    '
            printf '    end\n'
        fi
        printf '  end\n\n'
    fi
    cat <<'RUBY'
  def install
    bin.install "lint-intents"
    generate_completions_from_executable(bin/"lint-intents", "completion")
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/lint-intents --version")
  end
end
RUBY
} >"$partial/$name.rb"

[ ! -d "$out" ] || rmdir "$out"
mv "$partial" "$out"
trap - EXIT
echo "Wrote lint-intents $version (${variants[*]}) to $out: $bundle_name, its .zip (checksum $checksum), ${#archives[@]} archive(s), plugins/ (the bundle by $([ -n "$download_url" ] && echo URL || echo path)), $name.rb"
