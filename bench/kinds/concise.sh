#!/bin/sh
# concise.sh FILE.pm [OPTION...]: Perl's op trees (B::Concise) of the subs
# of one module's first package (-stash=PACKAGE), compiled as a program
# with perl's OPTIONs (-Minteger), on stdout; perl's "syntax OK" and its
# warnings on stderr, apart (merged, the line fell wherever stdout's
# buffer happened to be flushed). Used by bench/kinds.sh's dev: changes.
f=$1; shift
pkg=$(sed -n 's/^package \([A-Za-z0-9_:]*\).*/\1/p' "$f" | head -n 1)
exec perl "$@" -MO=Concise,-stash="${pkg:-main}" "$f"
