#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/FuzzTarget.swift compiled with the sources of
# IntentLintKit) and fuzzes for SECONDS. See Fuzz/README.md.
#
#   Fuzz/run.sh [SECONDS] [extra libFuzzer flags...]
#
# Environment:
#   SANITIZER   address (default), undefined, or none (fastest: only traps and hangs)
#   OPTIMIZE    -O (default) or -Onone
#   MAX_LEN     longest input the fuzzer makes (default 16384)
#   KEEP_GOING  1: fork mode that records a crash or timeout and goes on fuzzing
#   WORK        where builds, corpus and crashes go (default: .build-fuzz, ignored by git)
set -euo pipefail

# All in one function, which bash reads whole before running: editing this file while it
# fuzzes cannot change what the running script does next.
main() {
    seconds="${1:-600}"
    shift || true
    root="$(cd "$(dirname "$0")/.." && pwd)"
    work="${WORK:-$root/.build-fuzz}"
    sanitizer="${SANITIZER:-address}"
    optimize="${OPTIMIZE:--O}"
    max_len="${MAX_LEN:-16384}"
    swiftc="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"

    case "$sanitizer" in
        address|undefined) sanitize="fuzzer,$sanitizer" ;;
        none) sanitize="fuzzer" ;;
        *) echo "SANITIZER must be address, undefined or none" >&2; exit 2 ;;
    esac

    binary="$work/fuzz-$sanitizer${optimize}"
    corpus="$work/corpus"
    seeds="$work/seeds"
    artifacts="$work/artifacts"
    mkdir -p "$work" "$corpus" "$seeds" "$artifacts"

    # --- Build -------------------------------------------------------------------
    # One module from every library target's sources and the entry point, so the target can
    # check internal invariants: the imports between the library's own targets are left out
    # of the copies compiled (they are one module here). -parse-as-library because the entry
    # point is a C function, not top-level code; lld because the system gold linker warns
    # about every ASan helper.
    originals=()
    while IFS= read -r file; do originals+=("$file"); done < <(find "$root"/Sources/IntentLint* -name '*.swift' | sort)
    if [ -x "$binary" ] && [ -z "$(find "${originals[@]}" "$root/Fuzz/FuzzTarget.swift" -newer "$binary")" ]; then
        echo "Up to date: $binary"
    else
        echo "Building $binary ($sanitize, $optimize)…"
        copies="$work/sources"
        rm -rf "$copies"
        mkdir -p "$copies"
        sources=()
        for file in "${originals[@]}"; do
            copy="$copies/$(echo "${file#"$root"/Sources/}" | tr '/' '_')"
            grep -v '^import IntentLint' "$file" > "$copy"
            sources+=("$copy")
        done
        "$swiftc" -swift-version 6 -module-name IntentLintKit -package-name lint_intents -parse-as-library \
            -sanitize="$sanitize" "$optimize" -g -use-ld=lld \
            "${sources[@]}" "$root/Fuzz/FuzzTarget.swift" -o "$binary"
    fi

    # --- Seeds -------------------------------------------------------------------
    # Every fixture on its own; each fixture app and lint folder as one module (files joined
    # by the 0x1C separator the target splits at); and a few hostile inputs.
    rm -f "$seeds"/*
    while IFS= read -r file; do
        cp "$file" "$seeds/fixture-$(echo "${file#"$root"/}" | tr '/' '_')"
    done < <(find "$root/Fixtures" -name '*.swift')
    # What verify reads: exported metadata and build logs.
    while IFS= read -r file; do
        cp "$file" "$seeds/verify-$(echo "${file#"$root"/}" | tr '/' '_')"
    done < <(find "$root/Fixtures/Verify" -name 'extract.actionsdata' -o -name '*.log')
    for folder in "$root"/Fixtures/Apps/* "$root"/Fixtures/Lint/*/ "$root"/Fixtures/Demo/*; do
        [ -d "$folder" ] || continue
        output="$seeds/module-$(basename "$folder")"
        first=1
        while IFS= read -r file; do
            [ "$first" = 1 ] || printf '\034' >> "$output"
            cat "$file" >> "$output"
            first=0
        done < <(find "$folder" -name '*.swift' | sort)
    done

    # Project files for the project readers: an input's file 0 is read as a Project.swift, file 1
    # as a project.yml, file 2 as a BUILD file; a seed of one file reaches all three.
    while IFS= read -r file; do
        cp "$file" "$seeds/project-$(echo "${file#"$root"/}" | tr '/' '_')"
    done < <(find "$root/Fixtures/Projects" \( -name '*.yml' -o -name 'BUILD.bazel' -o -name 'Project.swift' -o -name 'Workspace.swift' \))
    {
        cat "$root/Fixtures/Projects/Tuist/TravelPlanner/Project.swift"; printf '\034'
        cat "$root/Fixtures/Projects/XcodeGen/TravelPlanner/project.yml"; printf '\034'
        cat "$root/Fixtures/Projects/Bazel/App/BUILD.bazel"
    } > "$seeds/projects-all-three"
    # File 3 as git ls-tree's output: a revision held in memory, whose files are the input's.
    {
        printf '// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: "A", targets: [.target(name: "App")])\n'; printf '\034'
        printf 'struct I: AppIntent { static var title: LocalizedStringResource = "I" }\n'; printf '\034'
        printf 'name: A\ntargets:\n  A:\n    type: application\n    platform: iOS\n    sources: [Sources]\n'; printf '\034'
        printf '100644 blob 0a\tPackage.swift\000100644 blob 1b\tSources/App/I.swift\000100644 blob 2c\tproject.yml\000'
        printf '120000 blob 3d\tSources/App/Link.swift\000160000 commit 4e\tVendor/Sub\000100755 blob 1b\tSources/App/en.lproj/Localizable.strings\000'
    } > "$seeds/git-tree"

    repeat() { local text="$1" count="$2" result=""; for ((i = 0; i < count; i++)); do result+="$text"; done; printf '%s' "$result"; }
    hostile() { printf '%s' "$2" > "$seeds/hostile-$1"; }
    intent() { printf 'struct I: AppIntent {\n    static var title: LocalizedStringResource = %s\n}\n' "$1"; }
    hostile parentheses "$(intent "$(repeat '(' 2000)\"x\"$(repeat ')' 2000)")"
    hostile brackets "$(intent "$(repeat '[' 2000)$(repeat ']' 2000)")"
    hostile interpolations "$(intent "\"$(repeat '\("' 1000)x$(repeat '")' 1000)\"")"
    hostile unclosed-interpolations "$(repeat '"\(' 2000)"
    hostile raw-strings "$(repeat '#"""' 500)$(repeat '##"\##(' 500)"
    hostile regexes "$(repeat $'#/\n' 1000)$(repeat '/a/ ' 500)"
    hostile comments "$(repeat '/*' 2000)"
    hostile directives "$(repeat $'#if A\nstruct S: AppEntity {\n#elseif B\n' 500)"
    hostile types "$(repeat 'struct T: AppIntent { ' 500)"
    hostile extensions "$(repeat 'extension A.B.C.D: AppEnum { case a = ' 500)"
    hostile generics "$(repeat 'struct G<' 2000)"
    hostile attributes "$(repeat '@Parameter(title: ' 1000)"
    hostile member-chain "$(intent "a$(repeat '.b' 4000)")"
    hostile shortcuts 'struct P: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { AppShortcut(intent: I(), phrases: ["\(.applicationName) \(\.$x)"], shortTitle: "t", systemImageName: "s") } }'
    hostile strings-lines "$(repeat $'"\n' 2000)"
    hostile prefix-operators "$(intent "($(repeat '!' 4000)x)")"
    hostile else-if "struct P: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { $(repeat 'if a {} else ' 1000){} } }"
    hostile comparisons "$(intent "$(repeat 'a<' 4000)a")"
    hostile protocol-chain "$(for ((i = 0; i < 300; i++)); do printf 'protocol P%d: P%d {}\n' "$i" $((i + 1)); done)protocol P300: AppIntent {}"
    hostile provenance "func f() { let id = 1; $(repeat 'let a = ' 500) $(repeat 'for a in ' 500) $(repeat 'self.id = ' 500) }"
    hostile suppressions "struct S {} // lint-intents:disable:this $(repeat 'unknown ' 1000)"
    # printf, because a shell string cannot hold the NUL byte.
    printf '\xef\xbb\xbf#!/x\n\xc2\xa0let\xc2\xa0`\xff`=\xe2\x80\xa8"\xf0\x9f\x8d\x9c"\x00\r\n' > "$seeds/hostile-unicode"

    # --- Fuzz --------------------------------------------------------------------
    flags=(
        -max_total_time="$seconds"
        -timeout=2
        -rss_limit_mb=2048
        -max_len="$max_len"
        -dict="$root/Fuzz/swift.dict"
        -artifact_prefix="$artifacts/"
        -print_final_stats=1
    )
    if [ "${KEEP_GOING:-0}" = 1 ]; then
        flags+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    fi
    echo "Fuzzing for $seconds s; corpus $corpus ($(ls "$corpus" | wc -l) inputs), seeds $seeds ($(ls "$seeds" | wc -l))…"
    status=0
    # The Swift runtime's backtracer would hold a crashing process for many seconds; libFuzzer
    # reports the crash itself.
    SWIFT_BACKTRACE=enable=no "$binary" "${flags[@]}" "$@" "$corpus" "$seeds" || status=$?

    found=$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | sort)
    if [ -n "$found" ]; then
        echo
        echo "Findings in $artifacts:"
        echo "$found" | sed 's/^/  /'
        echo "Reproduce one:  SWIFT_BACKTRACE=enable=no $binary <file>"
        echo "Minimize it:    SWIFT_BACKTRACE=enable=no $binary -minimize_crash=1 -runs=10000 -exact_artifact_path=<out> <file>"
    fi
    exit "$status"
}

main "$@"
