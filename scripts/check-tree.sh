#!/usr/bin/env bash
# check-tree.sh: fail when a file git tracks is build output (a Go test
# binary, an object file, an executable) or larger than MAX bytes (4 MiB):
# such files bloat every clone for good. Run by 'make vet'.
set -euo pipefail
cd "$(dirname "$0")/.."
MAX=${MAX:-4194304}
[ -d .git ] || git rev-parse --git-dir >/dev/null 2>&1 || { echo "check-tree: not a git checkout; nothing to check"; exit 0; }
bad=0
while IFS= read -r -d '' f; do
  [ -f "$f" ] || continue # deleted in the work tree
  case "$f" in
    *.test|*.o|*.a|*.so|*.exe|*.out|*.prof|*.pprof)
      echo "check-tree: $f is build output; remove it (git rm --cached) and let .gitignore keep it out"; bad=1; continue ;;
  esac
  size=$(stat -c %s "$f")
  if [ "$size" -gt "$MAX" ]; then
    echo "check-tree: $f is $size bytes, over $MAX; keep large files out of the repository"; bad=1; continue
  fi
  # An executable in ELF or Mach-O form, whatever its name.
  magic=$(head -c 4 "$f" | od -An -tx1 | tr -d ' \n')
  case "$magic" in
    7f454c46|cffaedfe|cefaedfe|feedface|feedfacf)
      echo "check-tree: $f is a compiled executable; remove it (git rm --cached)"; bad=1 ;;
  esac
done < <(git ls-files -z)
exit "$bad"
