#!/usr/bin/env bash
# The HTML report of a change of thousands of files in several causes
# (issue 37): its size against the cap, how many diffs it embeds, whether
# every kind's example is among them, and how long headless Chromium takes
# to load it (the load event of the page in an iframe, read back from the
# DOM), ROUNDS times. FILES programs of the bcom corpus; the change is
# bench/kinds/wrap.sh's five causes. BASE=path/to/an/older/corral measures
# that corral's page in the same rounds, interleaved.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
FILES=${FILES:-3000}
ROUNDS=${ROUNDS:-3}
OUT=${OUT:-$ROOT/bench-out/htmlload}
rm -rf "$OUT" && mkdir -p "$OUT/bin" && cd "$OUT"
cp "$ROOT/bench/kinds/wrap.sh" bin/wrap && chmod +x bin/wrap
export PATH="$OUT/bin:$ROOT/bin:$PATH" NO_COLOR=1
command -v chromium >/dev/null || { echo "htmlload: chromium is needed (make chromium)" >&2; exit 2; }
gencorpus -files "$FILES" -o corpus.tar >/dev/null
FLAGS=(--output '{.}.c' --exclude 'HDR_*' --progress-every 0)
corral record -q --cmd 'bcom {}' "${FLAGS[@]}" corpus.tar >/dev/null
corral check -q --cmd 'wrap {}' "${FLAGS[@]}" --json check.json --html new.html corpus.tar >/dev/null || true
pages=(new)
if [ -n "${BASE:-}" ]; then "$BASE" report --html base.html >/dev/null 2>&1 || true; pages+=(base); fi
load() { # the page's load time in ms, as the iframe's load event saw it
  printf '<html><body><div id="t">none</div><iframe src="%s" width="1200" height="900" onload="document.getElementById(%s).textContent = %s + Math.round(performance.now())"></iframe></body></html>' \
    "$1" "'t'" "'loaded '" > "wrap-$1"
  chromium --headless=new --no-sandbox --disable-gpu --user-data-dir="$OUT/profile" --dump-dom "file://$OUT/wrap-$1" 2>/dev/null |
    grep -o 'loaded [0-9]*' | cut -d' ' -f2
}
python3 - check.json <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
print(f"changed files: {s['summary']['changed']} of {s['summary']['total']}, kinds: {len(s['kinds'])}")
PY
printf '| page | bytes | diffs embedded | kinds with their example | load ms (rounds) |\n| --- | --- | --- | --- | --- |\n'
declare -A times
for r in $(seq "$ROUNDS"); do
  for p in "${pages[@]}"; do times[$p]+="$(load "$p.html") "; done
done
for p in "${pages[@]}"; do
  python3 - "$p.html" "${times[$p]}" <<'PY'
import re, sys
page = open(sys.argv[1], encoding="utf-8", errors="replace").read()
entries = re.findall(r'<details class="file" id="(f[0-9a-f]+)"[^>]*>\n<summary>.*</summary>\n<pre class="d u', page)
examples = re.findall(r'e\.g\. <a href="#(f[0-9a-f]+)">', page)
have = set(entries)
print(f"| {sys.argv[1]} | {len(page.encode())} | {len(entries)} | {sum(e in have for e in examples)} of {len(examples)} | {sys.argv[2].strip()} |")
PY
done
