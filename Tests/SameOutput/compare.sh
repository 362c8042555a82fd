#!/usr/bin/env bash
# Compares what two builds of lint-intents print, byte for byte: for a change that must not
# change behaviour (a refactoring), run the build of main and the build of the change over
# the same trees and expect no difference.
#
#   Tests/SameOutput/compare.sh BASE_BINARY NEW_BINARY [--scan-every-file] TREE ...
#
# For each TREE, and for each folder directly in it, each binary runs, from TREE, `lint`,
# `lint --reporter json`, `modules --reporter json` and `manifest --output-dir` (each
# manifest file compared; the time the summary line gives is left out), with the flags given before the trees (`--scan-every-file` for a
# corpus of plain Swift); standard output, standard error and the exit status must agree.
# Prints one line per tree with the number of runs compared, and every difference found.
# Exit status 0 when there is none, 1 when there is.
set -uo pipefail

base=$(cd "$(dirname "$1")" && pwd -P)/$(basename "$1")
new=$(cd "$(dirname "$2")" && pwd -P)/$(basename "$2")
shift 2
flags=()
while [ $# -gt 0 ] && [ "${1#--}" != "$1" ]; do flags+=("$1"); shift; done
work=$(mktemp -d "${TMPDIR:-/tmp}/lint-intents-same-output.XXXXXX")
trap 'rm -rf "$work"' EXIT
differences=0

# run BINARY OUT_DIR TREE PATH: every command's output for PATH, in OUT_DIR.
run() {
    local binary=$1 out=$2 tree=$3 path=$4
    mkdir -p "$out/manifests"
    (cd "$tree" && "$binary" lint "${flags[@]}" "$path") >"$out/lint.out" 2>"$out/lint.err"; echo $? >"$out/lint.status"
    (cd "$tree" && "$binary" lint --reporter json "${flags[@]}" "$path") >"$out/json.out" 2>"$out/json.err"; echo $? >"$out/json.status"
    (cd "$tree" && "$binary" modules --reporter json "${flags[@]}" "$path") >"$out/modules.out" 2>"$out/modules.err"; echo $? >"$out/modules.status"
    (cd "$tree" && "$binary" manifest "${flags[@]}" --output-dir "$out/manifests" "$path") >"$out/manifest.out" 2>"$out/manifest.err"
    echo $? >"$out/manifest.status"
    # The output folder is named in messages, and the summary says how long the run took:
    # make both the same for both binaries.
    sed -i -E -e "s|$out/manifests|MANIFESTS|g" -e 's/ in [0-9]+\.[0-9]+ s: / in T s: /' "$out"/*.out "$out"/*.err
}

for tree in "$@"; do
    tree=$(cd "$tree" && pwd -P)
    runs=0
    for path in . $(cd "$tree" && find . -mindepth 1 -maxdepth 1 -type d ! -name '.*' | sort); do
        rm -rf "$work/base" "$work/new"
        run "$base" "$work/base" "$tree" "$path"
        run "$new" "$work/new" "$tree" "$path"
        runs=$((runs + 4))
        if ! diff -r "$work/base" "$work/new" >"$work/diff"; then
            differences=$((differences + 1))
            echo "DIFFERENT: $tree/$path"
            head -40 "$work/diff"
        fi
    done
    echo "$tree: $runs runs of each binary compared"
done
if [ "$differences" -eq 0 ]; then
    echo "same output: no difference"
else
    echo "$differences paths gave different output"
    exit 1
fi
