#!/usr/bin/env bash
# lint-intents in an Xcode Run Script build phase, for Xcode projects that are not Swift
# packages. docs/integration.md ("Xcode Run Script build phase") has the recipe:
#
#   "$SRCROOT/Scripts/xcode-build-phase.sh" [lint options]
#       In the phase: lints the target's Swift and strings files, which the phase's input file
#       lists name, as one module (PRODUCT_MODULE_NAME; its kind from PRODUCT_TYPE, or
#       LINT_INTENTS_MODULE_KIND, a `lint-intents --module-kind`). Findings
#       are `path:line:column: error|warning: message [rule]` lines, which Xcode shows as
#       issues; errors (and warnings, with --strict) fail the build. Options, such as --strict
#       or --baseline FILE, go to `lint-intents lint`.
#
#   xcode-build-phase.sh file-list TARGET [FOLDER]
#       Prints the input file list (.xcfilelist) of TARGET's files, read from the projects in
#       FOLDER (default: the current folder, the one holding the .xcodeproj): one
#       `$(SRCROOT)/…` line per Swift or strings file, and the .lint-intents.json that applies.
#       TARGET is the target's name, its module name, or its id (`lint-intents modules` lists
#       them: `App.xcodeproj:Shared iOS` where two targets build a module `Shared`). The list is
#       `lint-intents modules --reporter xcfilelist --module TARGET`, made from the modules
#       lint-intents reads, relative to the project's folder ($(SRCROOT)).
#
#   xcode-build-phase.sh check-file-list FILE TARGET [FOLDER]
#       Fails (exit status 1) when a line of FILE names no file (Xcode fails the build on an
#       input that does not exist) or FILE is not what `file-list` prints now: for CI, so that a
#       file added to the target is not left out of the lint.
#
# lint-intents is found in $LINT_INTENTS (a path), else on PATH, else where Homebrew puts it
# (/opt/homebrew/bin, /usr/local/bin: Xcode's PATH for scripts has neither).
#
# With ENABLE_USER_SCRIPT_SANDBOXING = YES, the phase may read only its input files and write
# only its output files inside the project and DerivedData; so this script reads nothing but the
# files the input lists name, runs lint-intents from outside the project when no
# .lint-intents.json is among them (so that it looks for none there), and writes only the
# phase's output file (a stamp), itself rather than through lint-intents.
set -euo pipefail

# error MESSAGE: a line Xcode shows as an error, and exit status 1.
error() {
    echo "error: $1"
    exit 1
}

find_lint_intents() {
    if [ -n "${LINT_INTENTS:-}" ]; then
        [ -x "$LINT_INTENTS" ] || error "LINT_INTENTS is '$LINT_INTENTS', which is not an executable file"
        echo "$LINT_INTENTS"
        return
    fi
    local candidate
    for candidate in "$(command -v lint-intents || true)" /opt/homebrew/bin/lint-intents /usr/local/bin/lint-intents; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then
            echo "$candidate"
            return
        fi
    done
    error "lint-intents not found on PATH, in /opt/homebrew/bin or in /usr/local/bin; install it, or set LINT_INTENTS to its path (a build setting works)"
}

# The --module-kind of an Xcode PRODUCT_TYPE, as lint-intents reads it from a project file,
# but for app extensions: `other`. Whether an intent that opens the app runs in the extension
# depends on whether the app target compiles its file too, which a phase cannot see (it has its
# own target's files only); as `app-extension`, every such intent in a file the extension shares
# with the app would be reported. So the rules about extensions stay silent here, and the lint
# of the whole project (CI, the GitHub Action) checks them. LINT_INTENTS_MODULE_KIND=app-extension
# restores them for an extension that shares no file with the app.
module_kind() {
    local type=${1#com.apple.product-type.}
    case $type in
        "") echo folder ;;
        application*) echo app ;;
        *extension*) echo other ;;
        framework | framework.static) echo framework ;;
        library.static | library.dynamic) echo library ;;
        tool) echo executable ;;
        bundle.unit-test | bundle.ui-testing) echo test ;;
        *) echo other ;;
    esac
}

build_phase() {
    local lint_intents
    lint_intents=$(find_lint_intents) || { echo "$lint_intents"; exit 1; }
    local root=${SRCROOT:-${PROJECT_DIR:-}}
    [ -n "$root" ] || error "SRCROOT is not set: run this script from an Xcode Run Script build phase"
    local module=${PRODUCT_MODULE_NAME:-}
    [ -n "$module" ] || error "PRODUCT_MODULE_NAME is not set: run this script from the Run Script build phase of a Swift target"

    # Every input file, from the input file lists (which Xcode hands over with their build
    # settings expanded) and the input files.
    local inputs=() count index list line
    count=${SCRIPT_INPUT_FILE_LIST_COUNT:-0}
    for ((index = 0; index < count; index++)); do
        list="SCRIPT_INPUT_FILE_LIST_$index"
        list=${!list:-}
        [ -f "$list" ] || error "input file list $index ('$list') cannot be read"
        while IFS= read -r line || [ -n "$line" ]; do
            line=${line%$'\r'}
            case $line in "" | "#"*) continue ;; esac
            inputs+=("$line")
        done <"$list"
    done
    count=${SCRIPT_INPUT_FILE_COUNT:-0}
    for ((index = 0; index < count; index++)); do
        line="SCRIPT_INPUT_FILE_$index"
        inputs+=("${!line:-}")
    done

    # Swift and strings files are linted; a .lint-intents.json is the configuration; anything
    # else (the lint-intents executable, listed so that a change to it reruns the phase) is not read.
    local files=() config="" input
    for input in "${inputs[@]+"${inputs[@]}"}"; do
        case $input in /*) ;; *) input="$root/$input" ;; esac
        case $input in
            */.lint-intents.json)
                [ -z "$config" ] || [ "$config" = "$input" ] || error "two .lint-intents.json among the input files ($config and $input); list one"
                config=$input
                ;;
            *.swift | *.strings | *.xcstrings) files+=("$input") ;;
        esac
    done
    if [ "${#files[@]}" -eq 0 ]; then
        local target=${TARGET_NAME:-$module}
        error "no Swift file among the input files of this Run Script phase: add \$(SRCROOT)/$target.xcfilelist, made by 'xcode-build-phase.sh file-list \"$target\"', to its Input File Lists"
    fi

    local options=(--module-name "$module" --module-kind "${LINT_INTENTS_MODULE_KIND:-$(module_kind "${PRODUCT_TYPE:-}")}")
    if [ -n "$config" ]; then
        options+=(--config "$config")
        cd "$root"
    elif [ "${ENABLE_USER_SCRIPT_SANDBOXING:-NO}" = YES ]; then
        # lint-intents would look for .lint-intents.json from the current folder up, and the
        # sandbox denies reading an undeclared file there: look from outside the project.
        cd /
    else
        cd "$root"
    fi

    set +e
    "$lint_intents" lint "${options[@]}" "$@" "${files[@]}"
    local status=$?
    set -e

    # The output files tell Xcode when the phase last passed: written on success only, and
    # removed on failure, so that the next build runs the phase again until the code is fixed.
    local output
    count=${SCRIPT_OUTPUT_FILE_COUNT:-0}
    for ((index = 0; index < count; index++)); do
        output="SCRIPT_OUTPUT_FILE_$index"
        output=${!output:-}
        [ -n "$output" ] || continue
        if [ "$status" -eq 0 ]; then
            printf 'lint-intents passed for %s\n' "$module" >"$output"
        else
            rm -f "$output"
        fi
    done
    exit "$status"
}

# The input file list of TARGET, as lint-intents makes it from the modules it reads in FOLDER:
# its files, then the configuration lint-intents would use there.
file_list() {
    local target=${1:?usage: xcode-build-phase.sh file-list TARGET [FOLDER]} folder=${2:-.} lint_intents
    [ -d "$folder" ] || { echo "error: $folder is not a folder" >&2; exit 2; }
    lint_intents=$(find_lint_intents) || { echo "$lint_intents" >&2; exit 1; }
    (cd "$folder" && "$lint_intents" modules --reporter xcfilelist --module "$target" .) || exit 2
}

check_file_list() {
    local list=${1:?usage: xcode-build-phase.sh check-file-list FILE TARGET [FOLDER]}
    local target=${2:?usage: xcode-build-phase.sh check-file-list FILE TARGET [FOLDER]} folder=${3:-.}
    [ -f "$list" ] || { echo "error: $list: no such file" >&2; exit 2; }
    # Each line names a file that exists, as Xcode needs of an input file list.
    local line number=0 path
    while IFS= read -r line || [ -n "$line" ]; do
        number=$((number + 1))
        line=${line%$'\r'}
        case $line in
            "" | "#"*) continue ;;
            # shellcheck disable=SC2016 # $(SRCROOT) is for Xcode to expand, not the shell.
            '$(SRCROOT)/'*) path="$folder/${line#'$(SRCROOT)/'}" ;;
            /*) path=$line ;;
            *) path="" ;;
        esac
        if [ -z "$path" ] || [ ! -f "$path" ]; then
            echo "error: $list:$number: '$line' names no file, and Xcode fails the build on an input file that does not exist; rewrite the list with: xcode-build-phase.sh file-list $target${3:+ $3} > $list" >&2
            exit 1
        fi
    done <"$list"
    file_list "$target" "$folder" >"$work/expected"
    if ! diff -u "$list" "$work/expected" >"$work/difference"; then
        echo "error: $list is out of date for target $target (- listed, + in the target now); rewrite it with: xcode-build-phase.sh file-list $target${3:+ $3} > $list" >&2
        tail -n +3 "$work/difference" >&2
        exit 1
    fi
}

case ${1:-} in
    file-list | check-file-list)
        work=$(mktemp -d "${TMPDIR:-/tmp}/lint-intents-xcode.XXXXXX")
        trap 'rm -rf "$work"' EXIT
        command=$1
        shift
        if [ "$command" = file-list ]; then file_list "$@"; else check_file_list "$@"; fi
        ;;
    *) build_phase "$@" ;;
esac
