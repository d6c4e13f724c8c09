#!/usr/bin/env bash
# check-norace.sh PKG...: fail when a package that make test runs without
# the race detector starts a goroutine (a go statement, or errgroup, a
# pool, a WaitGroup's Go) in its code or its tests: there the detector
# would have something to watch, and the package belongs in the race run.
# Run by 'make vet'.
set -euo pipefail
cd "$(dirname "$0")/.."
bad=0
for pkg in "$@"; do
  dir=${pkg#./}
  if hits=$(grep -nE '(^|[^.[:alnum:]_"])go (func|[[:alpha:]_][[:alnum:]_.]*\()|errgroup|pool\.|\.Go\(' "$dir"/*.go | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//'); then
    echo "check-norace: $pkg starts goroutines; run it under -race (remove it from NORACE in the Makefile):"
    echo "$hits"
    bad=1
  fi
done
exit $bad
