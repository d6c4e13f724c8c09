#!/bin/sh
# csso.sh FILE.css [OPTIONS...]: CSSO's minifier (from NODE_PATH's .bin)
# of one CSS file with OPTIONS, on stdout. Used by bench/kinds.sh's
# held: changes.
f=$1; shift
exec "$NODE_PATH/.bin/csso" "$@" -i "$f"
