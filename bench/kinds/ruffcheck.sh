#!/bin/sh
# ruffcheck.sh FILE.py [FLAGS...]: ruff's E501 warnings (lines too long)
# of one Python file, a line each ("f.py:3:89: E501 Line too long (95 >
# 88)"), on stdout, the exit status 0 either way; FLAGS are ruff's
# (--line-length 80). No cache, no configuration found around the file.
# Used by bench/kinds.sh's held: changes.
f=$1; shift
ruff check --no-cache --isolated --output-format concise --select E501 "$@" "$f"
exit 0
