#!/usr/bin/env bash
# The steps of the lint-intents GitHub Action (action.yml, at the repository's top), one
# subcommand each, so that they can be run and tested outside GitHub:
#
#   github-action.sh prepare   writes the cache key and the folder of the built binary to $GITHUB_OUTPUT
#   github-action.sh install   puts lint-intents into that folder: the released binary when a release
#                              of lint-intents is of exactly the action's sources, else built from them
#   github-action.sh lint      lints (and diffs) the caller's code, once each: annotations, and from
#                              the same run the job summary and SARIF (--report); writes the counts,
#                              the SARIF path and the verdict to $GITHUB_OUTPUT
#   github-action.sh finish    fails when the verdict ($FAILURE) says so
#
# `lint` fails (exit status 2) only when lint-intents cannot make a report (a usage,
# configuration or input error); findings fail the action in `finish`, after the SARIF upload.
#
# Environment: what GitHub sets (GITHUB_ACTION_PATH, GITHUB_WORKSPACE, GITHUB_OUTPUT,
# GITHUB_STEP_SUMMARY, RUNNER_TEMP, RUNNER_OS, RUNNER_ARCH); LINT_INTENTS_RELEASES_URL, the folder
# holding a folder per release (a mirror's, or a test's), instead of the releases of
# LintIntents.repositoryURL, the home Sources/IntentLintSupport/LintIntents.swift names (none until
# lint-intents is published, so until then the action builds); and the action's inputs, which
# action.yml passes as INPUT_PATHS, INPUT_WORKING_DIRECTORY, INPUT_CONFIG, INPUT_STRICT,
# INPUT_BASELINE, INPUT_SARIF, INPUT_SUMMARY, INPUT_DIFF_BASE and INPUT_DIFF_BASELINE (composite
# actions do not set INPUT_* themselves).
set -euo pipefail

# The action's folder: GitHub says where; else the folder above this script's.
if [ -n "${GITHUB_ACTION_PATH:-}" ]; then
    action_path=$GITHUB_ACTION_PATH
else
    case ${BASH_SOURCE[0]} in */*) action_path=${BASH_SOURCE[0]%/*}/.. ;; *) action_path=.. ;; esac
    action_path=$(cd "$action_path" && pwd -P)
fi

# fail MESSAGE: an error annotation with MESSAGE, and exit status 2.
fail() {
    echo "::error title=lint-intents::$(escape_data "$1")"
    exit 2
}

# The escaping GitHub's workflow commands need in a message (actions/toolkit's escapeData).
escape_data() {
    local text=${1//'%'/'%25'}
    text=${text//$'\r'/'%0D'}
    printf '%s' "${text//$'\n'/'%0A'}"
}

# output NAME VALUE: a step output (one line).
output() {
    [ -n "${GITHUB_OUTPUT:-}" ] || fail "GITHUB_OUTPUT is not set: run this script as a step of the lint-intents action"
    printf '%s=%s\n' "$1" "$2" >>"$GITHUB_OUTPUT"
}

sha256() {
    if command -v sha256sum >/dev/null 2>&1; then sha256sum; else shasum -a 256; fi
}

# boolean VARIABLE INPUT VALUE: sets VARIABLE to `true` or `false`, the only values INPUT takes.
boolean() {
    case $(printf '%s' "$3" | tr '[:upper:]' '[:lower:]') in
        true) printf -v "$1" true ;;
        false) printf -v "$1" false ;;
        *) fail "input '$2' must be true or false, not '$3'" ;;
    esac
}

bin_folder="$action_path/.build/lint-intents-action"

prepare() {
    [ -f "$action_path/Package.swift" ] || fail "$action_path/Package.swift not found: GITHUB_ACTION_PATH must be the lint-intents action's folder"
    # The key changes with the action's sources (its version), the toolchain that builds them
    # and the machine (on Linux its distribution too: the binary links its C library), and
    # with nothing else.
    local sources toolchain key
    sources=$(bash "$action_path/Scripts/sources-fingerprint.sh" "$action_path" | cut -c1-16)
    toolchain=$({ swift --version 2>/dev/null; cat /etc/os-release 2>/dev/null || true; } | sha256 | cut -c1-8)
    key="lint-intents-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-swift-$toolchain-$sources"
    output cache-key "$key"
    output bin-folder "$bin_folder"
    echo "lint-intents cache key: $key"
}

install() {
    if ! download; then
        rm -rf "$bin_folder.download"
        build
    fi
}

# The string constant NAME of the action's LintIntents (version, repositoryURL), or nothing (nil).
source_setting() {
    sed -nE "s/^ *(public|package) static let $1(: String\\?)? = \"([^\"]+)\".*/\\3/p" "$action_path/Sources/IntentLintSupport/LintIntents.swift"
}

# Downloads the release of the action's version when it was built from exactly the action's
# sources (its published fingerprint says so: the action may be used at a branch or commit after
# the release), checks the archive's SHA-256 and that the binary runs here. Returns 1, saying why,
# when there is none to use: the caller builds instead. Makes no job need Swift.
download() {
    local releases version variant
    releases=${LINT_INTENTS_RELEASES_URL:-}
    if [ -z "$releases" ]; then
        local home
        home=$(source_setting repositoryURL)
        [ -n "$home" ] || { echo "lint-intents has no releases yet (LintIntents.repositoryURL names no home): building it from source"; return 1; }
        releases="${home%/}/releases/download"
    fi
    version=$(source_setting version)
    case $(uname -s)-$(uname -m) in
        Linux-x86_64) variant=x86_64-unknown-linux-gnu ;;
        Linux-aarch64 | Linux-arm64) variant=aarch64-unknown-linux-gnu ;;
        Darwin-*) variant=macos ;;
        *) echo "lint-intents is released for Linux (x86_64, aarch64) and macOS, not $(uname -s) $(uname -m): building it from source"; return 1 ;;
    esac
    command -v curl >/dev/null 2>&1 || { echo "no curl to download lint-intents $version with: building it from source"; return 1; }
    local download="$bin_folder.download" archive="lint-intents-$version-$variant"
    rm -rf "$download"
    mkdir -p "$download"
    # fetch NAME: the release's file NAME into $download, or 1.
    fetch() { curl --fail --silent --show-error --location --retry 2 --output "$download/$1" "$releases/$version/$1" 2>"$download/curl.err"; }
    if ! fetch "lint-intents-$version-sources.txt"; then
        echo "no release $version of lint-intents at $releases ($(head -n 1 "$download/curl.err")): building it from source"
        return 1
    fi
    local sources
    sources=$(bash "$action_path/Scripts/sources-fingerprint.sh" "$action_path")
    if [ "$(cat "$download/lint-intents-$version-sources.txt")" != "$sources" ]; then
        echo "the action's sources are not those lint-intents $version was released from (a branch or commit since): building them"
        return 1
    fi
    if ! fetch "$archive.tar.gz" || ! fetch "lint-intents-$version-checksums.txt"; then
        echo "cannot download lint-intents $version for $variant ($(head -n 1 "$download/curl.err")): building it from source"
        return 1
    fi
    local expected actual
    expected=$(sed -n "s/^\([0-9a-f]\{64\}\)  $archive\.tar\.gz\$/\1/p" "$download/lint-intents-$version-checksums.txt")
    actual=$(sha256 <"$download/$archive.tar.gz" | cut -c1-64)
    if [ -z "$expected" ] || [ "$expected" != "$actual" ]; then
        echo "::warning title=lint-intents::$archive.tar.gz does not have the SHA-256 its release lists; building lint-intents from source"
        return 1
    fi
    # A binary that cannot run here (a C library older than the one it was built against) is
    # no failure either: the source builds against this one.
    if ! tar -xzf "$download/$archive.tar.gz" -C "$download" || ! "$download/$archive/lint-intents" --version >"$download/version" 2>&1 ||
        [ "$(cat "$download/version")" != "$version" ]; then
        echo "the released lint-intents $version does not run here ($(head -n 1 "$download/version" 2>/dev/null)): building it from source"
        return 1
    fi
    mkdir -p "$bin_folder"
    cp "$download/$archive/lint-intents" "$bin_folder/lint-intents"
    rm -rf "$download"
    echo "Downloaded lint-intents $version for $variant, released from these sources ($sources), into $bin_folder"
}

build() {
    command -v swift >/dev/null 2>&1 ||
        fail "no swift on PATH to build lint-intents with, and no released binary to use instead (above): run the job where Swift 6 is (a macOS runner, or 'container: swift:6.2'), or use a released version"
    # On Linux, with Swift's runtime in the binary: it then runs without the toolchain.
    local flags=(-c release)
    [ "$(uname -s)" != Linux ] || flags+=(--static-swift-stdlib)
    echo "::group::swift build ${flags[*]} --product lint-intents"
    swift build "${flags[@]}" --product lint-intents --package-path "$action_path" ||
        fail "building lint-intents failed (swift build ${flags[*]} --product lint-intents in $action_path); the log above says why"
    local built
    built="$(swift build "${flags[@]}" --package-path "$action_path" --show-bin-path)/lint-intents"
    mkdir -p "$bin_folder"
    cp "$built" "$bin_folder/lint-intents"
    echo "::endgroup::"
    echo "Built $("$bin_folder/lint-intents" version) into $bin_folder"
}

# The folder of the git repository holding FOLDER (its top, where `.git` is), or nothing.
repository_top() {
    local folder=$1
    while :; do
        if [ -e "$folder/.git" ]; then
            echo "$folder"
            return
        fi
        [ "$folder" != / ] || return 0
        folder=$(dirname "$folder")
    done
}

# run NAME COMMAND…: runs COMMAND with its standard output in $work/NAME.out and its standard
# error in $work/NAME.err (and the job log); $status is its exit status. Exit status 2 (or
# anything but 0 and 1) means lint-intents could not make the report: the action fails here.
run() {
    local name=$1
    shift
    set +e
    "$@" >"$work/$name.out" 2>"$work/$name.err"
    status=$?
    set -e
    cat "$work/$name.err" >&2
    if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
        local message
        message=$(grep -m 1 'error' "$work/$name.err" || head -n 1 "$work/$name.err")
        fail "${message:-lint-intents exited with status $status}"
    fi
}

# count KIND FILE: how many `::KIND ` annotations FILE holds.
count() {
    grep -c "^::$1 " "$2" || true
}

lint() {
    local workspace=${GITHUB_WORKSPACE:-$PWD}
    local strict sarif summary
    boolean strict strict "${INPUT_STRICT:-false}"
    boolean sarif sarif "${INPUT_SARIF:-false}"
    boolean summary summary "${INPUT_SUMMARY:-true}"
    local lint_intents=$bin_folder/lint-intents
    [ -x "$lint_intents" ] || fail "$lint_intents is not an executable: the install step did not run or failed"

    local folder=${INPUT_WORKING_DIRECTORY:-.}
    case $folder in /*) ;; *) folder="$workspace/$folder" ;; esac
    [ -d "$folder" ] || fail "working-directory '${INPUT_WORKING_DIRECTORY:-.}' is not a folder (in $workspace)"
    folder=$(cd "$folder" && pwd -P)

    # lint-intents runs from the repository's top, so that every path it reports (annotations,
    # SARIF, summary) is relative to the repository, as GitHub places them, whatever the
    # working directory. Inside a container the checkout is owned by another user, and git
    # refuses it; the repository is marked safe for lint-intents' own git calls only.
    local top
    top=$(repository_top "$folder")
    if [ -n "$top" ]; then
        local count=${GIT_CONFIG_COUNT:-0}
        export "GIT_CONFIG_KEY_$count=safe.directory" "GIT_CONFIG_VALUE_$count=$top"
        export GIT_CONFIG_COUNT=$((count + 1))
    else
        top=$(cd "$workspace" && pwd -P)
        case $folder/ in "$top"/*) ;; *) top=$folder ;; esac
    fi
    local prefix=${folder#"$top"}
    prefix=${prefix#/}

    # from_folder PATH: PATH, named from the working directory, as named from the top.
    from_folder() {
        case $1 in
            /*) printf '%s' "$1" ;;
            .) printf '%s' "${prefix:-.}" ;;
            *) printf '%s' "${prefix:+$prefix/}${1#./}" ;;
        esac
    }

    local paths=() line
    while IFS= read -r line; do
        line=${line#"${line%%[![:space:]]*}"}
        line=${line%"${line##*[![:space:]]}"}
        [ -z "$line" ] || paths+=("$(from_folder "$line")")
    done <<<"${INPUT_PATHS:-.}"
    [ "${#paths[@]}" -gt 0 ] || paths=("$(from_folder .)")

    # The configuration lint-intents would find from the working directory (the nearest
    # .lint-intents.json there or above), named explicitly since it runs from the top.
    local options=() config=${INPUT_CONFIG:-}
    if [ -n "$config" ]; then
        config=$(from_folder "$config")
    else
        local search=$folder
        while :; do
            if [ -f "$search/.lint-intents.json" ]; then
                config="$search/.lint-intents.json"
                break
            fi
            [ "$search" != / ] || break
            search=$(dirname "$search")
        done
    fi
    [ -z "$config" ] || options+=(--config "$config")
    # A baseline's paths are relative to the configuration's folder, or without one to the
    # folder lint-intents runs from, which here is not the working directory.
    if [ -z "$config" ] && [ -n "$prefix" ] && [ -n "${INPUT_BASELINE:-}${INPUT_DIFF_BASELINE:-}" ]; then
        fail "a baseline's paths are relative to the folder of the .lint-intents.json in use, and without one to the folder lint-intents runs from, which for the action is the repository's top; add a .lint-intents.json ({} will do) to working-directory '${INPUT_WORKING_DIRECTORY:-.}' to keep them relative to it"
    fi
    [ "$strict" = false ] || options+=(--strict)

    work=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/lint-intents.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    cd "$top"

    local lint_options=("${options[@]}")
    [ -z "${INPUT_BASELINE:-}" ] || lint_options+=(--baseline "$(from_folder "$INPUT_BASELINE")")

    # One run makes every report: the annotations on standard output, the job summary's
    # Markdown and the SARIF log as files (--report).
    local lint_reports=()
    [ "$summary" = false ] || lint_reports+=(--report "markdown:$work/lint-summary.md")
    if [ "$sarif" = true ]; then
        [ -n "${RUNNER_TEMP:-}" ] || fail "RUNNER_TEMP is not set: the SARIF file needs a folder that outlives this step"
        local sarif_file="$RUNNER_TEMP/lint-intents.sarif"
        lint_reports+=(--report "sarif:$sarif_file")
    fi

    echo "lint-intents lint ${paths[*]} (from $top)"
    run lint "$lint_intents" lint --reporter github ${lint_reports[@]+"${lint_reports[@]}"} ${lint_options[@]+"${lint_options[@]}"} "${paths[@]}"
    local lint_status=$status
    cat "$work/lint.out"
    local errors warnings
    errors=$(count error "$work/lint.out")
    warnings=$(count warning "$work/lint.out")
    output errors "$errors"
    output warnings "$warnings"
    [ "$summary" = false ] || cat "$work/lint-summary.md" >>"$work/summary.md"
    if [ "$sarif" = true ]; then
        output sarif-file "$sarif_file"
    fi
    output root "$top"

    local failure=""
    if [ "$lint_status" -ne 0 ] && [ "$errors" -gt 0 ]; then
        failure="lint-intents found $errors error(s) and $warnings warning(s)"
    elif [ "$lint_status" -ne 0 ]; then
        failure="lint-intents found $warnings warning(s), and strict makes warnings fail"
    fi

    local base=${INPUT_DIFF_BASE:-}
    if [ -n "$base" ]; then
        local diff_options=("${options[@]}")
        [ -z "${INPUT_DIFF_BASELINE:-}" ] || diff_options+=(--baseline "$(from_folder "$INPUT_DIFF_BASELINE")")
        local diff_reports=()
        [ "$summary" = false ] || diff_reports+=(--report "markdown:$work/diff-summary.md")
        echo "lint-intents diff --base $base ${paths[*]} (from $top)"
        run diff "$lint_intents" diff --base "$base" --reporter github ${diff_reports[@]+"${diff_reports[@]}"} ${diff_options[@]+"${diff_options[@]}"} "${paths[@]}"
        local diff_status=$status
        cat "$work/diff.out"
        local diff_errors diff_warnings
        diff_errors=$(count error "$work/diff.out")
        diff_warnings=$(count warning "$work/diff.out")
        output diff-errors "$diff_errors"
        output diff-warnings "$diff_warnings"
        if [ "$summary" = true ]; then
            # The reporter's heading says "lint-intents" for both; this one says what was compared.
            {
                echo
                sed "1s|^### lint-intents|### lint-intents diff --base $(printf '%s' "$base" | sed 's/[|&\\]/\\&/g')|" "$work/diff-summary.md"
            } >>"$work/summary.md"
        fi
        if [ "$diff_status" -ne 0 ]; then
            local breaking="diff --base $base found $diff_errors breaking change(s) and $diff_warnings warning(s) for saved shortcuts"
            failure="${failure:+$failure; }$breaking"
        fi
    fi

    if [ "$summary" = true ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
        cat "$work/summary.md" >>"$GITHUB_STEP_SUMMARY"
    fi
    output failure "$failure"
}

finish() {
    if [ -n "${FAILURE:-}" ]; then
        echo "::error title=lint-intents::$(escape_data "$FAILURE")"
        exit 1
    fi
    echo "lint-intents: passed"
}

case ${1:-} in
    prepare) prepare ;;
    install) install ;;
    lint) lint ;;
    finish) finish ;;
    *)
        echo "usage: github-action.sh prepare|install|lint|finish (the steps of action.yml)" >&2
        exit 2
        ;;
esac
