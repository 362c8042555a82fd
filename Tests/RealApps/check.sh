#!/usr/bin/env bash
# Lints each app of the real-app corpus (../shared/corpus/appintents: App Intents code from
# public, shipping apps, kept outside this repository under its own licenses) as lint-intents
# would lint that app on its own, and compares the findings with the triage file: every finding
# must be listed there with why it is a real problem, and every listed finding must still be
# reported. A finding on shipping code that is not a real problem is a bug in its rule.
#
#   Tests/RealApps/check.sh LINT_INTENTS [CORPUS]
#
# Exit status 0 when the findings and the triage file agree, 1 when they do not, 2 when it cannot
# run (no LINT_INTENTS, no corpus).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd -P)
if [ $# -lt 1 ] || [ ! -x "$1" ]; then
    echo "usage: Tests/RealApps/check.sh LINT_INTENTS [CORPUS]: LINT_INTENTS is the executable to check (swift build -c release --product lint-intents makes .build/release/lint-intents)" >&2
    exit 2
fi
lint_intents=$(cd "$(dirname "$1")" && pwd -P)/$(basename "$1")
# The corpus is kept beside the repository, not in it (its code is under its own licenses).
corpus_given=${2:-$here/../../../shared/corpus/appintents}
if [ ! -d "$corpus_given" ]; then
    echo "Tests/RealApps/check.sh: no corpus at $corpus_given: it is the App Intents code of public apps, kept beside this repository as ../shared/corpus/appintents (see ../shared/corpus/appintents/SOURCES.md); name another folder as the second argument" >&2
    exit 2
fi
corpus=$(cd "$corpus_given" && pwd -P)
triage="$here/triage.txt"
work=$(mktemp -d "${TMPDIR:-/tmp}/lint-intents-real-apps.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Every finding as `rule | app/file:line`, from each app's folder linted on its own.
for app in "$corpus"/*__*/; do
    app=$(basename "$app")
    set +e
    (cd "$corpus" && "$lint_intents" lint --quiet "$app") >"$work/$app.out" 2>"$work/$app.err"
    status=$?
    set -e
    if [ "$status" -gt 1 ]; then
        echo "lint-intents failed on $app (exit status $status):" >&2
        cat "$work/$app.err" >&2
        exit 1
    fi
    sed -nE 's/^(.+):([0-9]+):[0-9]+: (error|warning): .* \[([a-z-]+)\]$/\4 | \1:\2/p' "$work/$app.out"
done | sort -u >"$work/reported"

# The triage file: `rule | app/file:line | why it is a real problem`, `#` comments.
grep -vE '^[[:space:]]*(#|$)' "$triage" | awk -F ' [|] ' '{print $1 " | " $2}' | sort -u >"$work/triaged"
if grep -vE '^[[:space:]]*(#|$)' "$triage" | awk -F ' [|] ' 'NF < 3 || $3 == "" {found = 1; print "no reason given: " $0} END {exit !found}' >&2; then
    exit 1
fi

unexpected=$(comm -23 "$work/reported" "$work/triaged")
missing=$(comm -13 "$work/reported" "$work/triaged")
echo "real apps: $(wc -l <"$work/reported") findings in $(ls -d "$corpus"/*__*/ | wc -l) apps; by rule:"
sed 's/ |.*//' "$work/reported" | sort | uniq -c | sed 's/^/  /'
status=0
if [ -n "$unexpected" ]; then
    echo "findings not in Tests/RealApps/triage.txt (a false positive is a bug in its rule; a real problem gets a line saying why):" >&2
    echo "$unexpected" | sed 's/^/  /' >&2
    status=1
fi
if [ -n "$missing" ]; then
    echo "triaged findings no longer reported (a real problem the rules stopped finding, or a stale line):" >&2
    echo "$missing" | sed 's/^/  /' >&2
    status=1
fi
exit "$status"
