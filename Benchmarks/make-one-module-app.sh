#!/usr/bin/env bash
# Builds the App Intents-dense one-module app of 1,600 Swift files that `lint-intents-benchmark app`
# measures (Benchmarks/README.md, "One app on every core"): the real-app corpus's App Intents
# files, then plain Swift of the 4.2M-line corpus, flat in one folder with no project file, so that
# the whole app is one module. No app that compiles declares a type twice, so a file that would
# declare a top-level type again is left out, and so is each file `duplicate-type-declaration`
# still names (nested types the first pass cannot see).
#
#   Benchmarks/make-one-module-app.sh SWIFT_CORPUS APP_INTENTS_CORPUS LINT_INTENTS OUT
#
# SWIFT_CORPUS is what ../shared/scripts/make-swift-corpus.sh builds; APP_INTENTS_CORPUS is
# ../shared/corpus/appintents. OUT must not exist. The files stay under their own licenses and
# only ever live in OUT, outside the repository.
set -euo pipefail
[ $# -eq 4 ] || { sed -n 2,15p "$0" >&2; exit 2; }
swift_corpus=$1 intents_corpus=$2 lint_intents=$3 out=$4
[ ! -e "$out" ] || { echo "$out already exists" >&2; exit 2; }
mkdir -p "$out/App"

python3 - "$swift_corpus" "$intents_corpus" "$out/App" <<'EOF'
import os, re, shutil, sys
swift_corpus, intents_corpus, out = sys.argv[1:]
declared = re.compile(r'^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|open|final|indirect|nonisolated)\s+)*'
                      r'(?:struct|class|enum|actor|protocol|typealias)\s+([A-Za-z_]\w*)', re.M)
def swift_files(root, repositories=None):
    found = []
    for repository in sorted(repositories or os.listdir(root)):
        for folder, _, names in sorted(os.walk(os.path.join(root, repository))):
            found += [os.path.join(folder, name) for name in sorted(names)
                      if name.endswith('.swift') and not name.startswith('Package')]
    return found
intents = [path for path in swift_files(intents_corpus) if '/LICENSES/' not in path]
plain = swift_files(swift_corpus, ['apple__swift-syntax', 'apple__swift-nio', 'apple__swift-collections', 'vapor__vapor'])
seen, kept = set(), 0
for prefix, root, paths in (('ai_', intents_corpus, intents), ('', swift_corpus, plain)):
    for path in paths:
        if kept == 1600: break
        text = open(path, encoding='utf-8', errors='replace').read()
        names = set(declared.findall(text))
        if names & seen: continue
        seen |= names
        kept += 1
        shutil.copy(path, os.path.join(out, prefix + os.path.relpath(path, root).replace('/', '_')))
EOF

# The nested types declared twice that the pass above cannot see.
(cd "$out" && "$lint_intents" lint --reporter json . 2>/dev/null || true) | python3 -c '
import json, os, sys
for finding in json.load(sys.stdin)["findings"]:
    if finding["ruleId"] == "duplicate-type-declaration" and os.path.exists(finding["file"]):
        os.remove(finding["file"])
' 
cd "$out" && echo "$(find App -name '*.swift' | wc -l | tr -d ' ') Swift files, $(find App -name 'ai_*' | wc -l | tr -d ' ') from the App Intents corpus, in $out"
