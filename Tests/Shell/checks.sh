# Checks shared by the shell test suites (Tests/EndToEnd, Tests/Action, Tests/XcodeBuildPhase,
# Tests/Shell/real-app.sh): each counts passed and failed checks and prints `ok:` or `FAILED:`
# lines. Source it after setting $work, the suite's scratch folder, and $repo.

passed=0
failed=0

pass() {
    passed=$((passed + 1))
    echo "ok: $1"
}

# fail WHAT [FILE…]: reports a failed check with the output files that explain it.
fail() {
    failed=$((failed + 1))
    echo "FAILED: $1" >&2
    shift
    for file in "$@"; do
        echo "--- $(basename "$file"):" >&2
        cat "$file" >&2
    done
}

# run NAME COMMAND…: runs COMMAND without standard input (as CI does); its output goes to
# $work/NAME.out and .err, its exit status to $status.
run() {
    local name=$1
    shift
    out="$work/$name.out"
    err="$work/$name.err"
    set +e
    "$@" >"$out" 2>"$err" </dev/null
    status=$?
    set -e
}

expect_status() {
    if [ "$status" -eq "$1" ]; then pass "$2"; else fail "$2: exit status $status, expected $1" "$out" "$err"; fi
}

# expect_contains WHAT TEXT FILE: TEXT (which may span lines) is in FILE.
expect_contains() {
    if [[ "$(<"$3")" == *"$2"* ]]; then pass "$1"; else fail "$1: no '$2' in $(basename "$3")" "$3"; fi
}

# expect_no WHAT TEXT FILE: TEXT is not in FILE.
expect_no() {
    if [[ "$(<"$3")" != *"$2"* ]]; then pass "$1"; else fail "$1: '$2' in $(basename "$3")" "$3"; fi
}

# expect_equal WHAT EXPECTED ACTUAL
expect_equal() {
    if [ "$2" = "$3" ]; then pass "$1"; else fail "$1" <(printf 'expected:\n%s\n' "$2") <(printf 'actual:\n%s\n' "$3"); fi
}

# expect_lines WHAT EXPECTED FILE: the file's diagnostic lines are exactly EXPECTED.
expect_lines() {
    local actual
    actual=$(grep -E '^.+:[0-9]+:[0-9]+: (error|warning): ' "$3" || true)
    if [ "$actual" = "$2" ]; then
        pass "$1"
    else
        fail "$1: the diagnostic lines differ (expected first, then actual)" <(printf '%s\n' "$2") <(printf '%s\n' "$actual")
    fi
}

# path_without COMMAND: $PATH without the folders that hold COMMAND, for a job that lacks it.
path_without() {
    local folder kept=() folders
    IFS=: read -r -a folders <<<"$PATH"
    for folder in "${folders[@]}"; do
        [ -x "$folder/$1" ] || kept+=("$folder")
    done
    (IFS=:; echo "${kept[*]}")
}

# in_folder FOLDER COMMAND…: runs COMMAND in FOLDER, leaving the current folder as it is.
in_folder() {
    local folder=$1
    shift
    (cd "$folder" && "$@")
}

# real_app_layout FOLDER: an app laid out as real apps are, in FOLDER: Fixtures/Projects/TravelApp
# in FOLDER/App (an app that depends on and embeds a widget extension and frameworks, two targets
# building a module Shared for iOS and watchOS, a remote package not checked out), with its Shared
# folder and its local package RoutesKit moved beside the project's folder, FOLDER/Shared and
# FOLDER/Packages/RoutesKit, as in a repository of an app and its packages.
real_app_layout() {
    local folder=$1
    mkdir -p "$folder"
    cp -R "$repo/Fixtures/Projects/TravelApp" "$folder/App"
    mv "$folder/App/Shared" "$folder/App/Packages" "$folder/"
    sed -e 's|relativePath = Packages/RoutesKit;|relativePath = ../Packages/RoutesKit;|' -e 's|path = Shared;|path = ../Shared;|' \
        "$folder/App/TravelApp.xcodeproj/project.pbxproj" >"$folder/project.pbxproj"
    mv "$folder/project.pbxproj" "$folder/App/TravelApp.xcodeproj/project.pbxproj"
}
