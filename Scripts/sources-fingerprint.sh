#!/usr/bin/env bash
# sources-fingerprint.sh [FOLDER]: prints one SHA-256 (64 hex digits) of what lint-intents is
# built from in FOLDER (default: this repository): Package.swift and every file under Sources/,
# by path and content. A release publishes it beside its binaries (make-artifactbundle.sh), and
# the GitHub Action compares it with its own sources' to know whether a released binary is the
# one they build, whatever ref the action was used at (github-action.sh).
set -euo pipefail

folder=${1:-$(dirname "$0")/..}
[ -f "$folder/Package.swift" ] && [ -d "$folder/Sources" ] ||
    { echo "sources-fingerprint.sh: $folder has no Package.swift and Sources/" >&2; exit 2; }

sha256() {
    if command -v sha256sum >/dev/null 2>&1; then sha256sum; else shasum -a 256; fi
}

cd "$folder"
find Package.swift Sources -type f -print | LC_ALL=C sort | while IFS= read -r file; do
    printf '%s ' "$file"
    sha256 <"$file"
done | sha256 | cut -c1-64
