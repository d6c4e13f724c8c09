#!/bin/sh
# terser.sh FILE.js [OPTION...]: terser (from NODE_PATH's .bin) on one
# ES module, its output on stdout. Used by bench/kinds.sh's held: changes.
f=$1
shift
exec "$NODE_PATH/.bin/terser" --module "$f" "$@"
