#!/bin/sh
# groff.sh PAGE [OPTIONS...]: a man page as man(1) would show it on a
# terminal (groff -man -Tutf8, no SGR escapes, no hyphenation left to the
# pager) with OPTIONS, on stdout. Used by bench/kinds.sh's held: changes.
f=$1; shift
exec groff -man -Tutf8 -P-c "$@" "$f"
