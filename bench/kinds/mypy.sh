#!/bin/sh
# mypy.sh FILE.py [FLAGS...]: mypy's findings on one file, its imports not
# followed and no cache kept, on stdout (exit status 1 when it found any).
# Used by bench/kinds.sh's thirtieth set.
f=$1; shift
exec mypy --no-error-summary --ignore-missing-imports --follow-imports=skip --no-incremental \
  --cache-dir=/dev/null --show-error-codes "$@" "$f"
