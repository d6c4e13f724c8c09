#!/usr/bin/env bash
# Commit subjects stay at most 72 characters (git's and most tools'
# one-line width): every commit after the one the rule began at is
# checked; older ones are history and stay as they are. Outside a git
# clone, or in one too shallow to hold that commit, there is nothing to
# check.
set -euo pipefail
cd "$(dirname "$0")/.."
since=781d6996cb061137741a16a7c9964b145274c502 # the last commit before the rule
git rev-parse --git-dir >/dev/null 2>&1 || exit 0
git cat-file -e "$since^{commit}" 2>/dev/null || exit 0
long=$(git log --format='%h %s' "$since..HEAD" | awk '{ s = substr($0, index($0, " ") + 1); if (length(s) > 72) print length(s) ": " $0 }')
if [ -n "$long" ]; then
  echo "commit subjects over 72 characters (say the rest in the body: 'area: summary'):" >&2
  echo "$long" >&2
  exit 1
fi
