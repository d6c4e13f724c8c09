#!/bin/sh
# esbuild.sh FILE.ts TARGET [OPTION...]: esbuild (from NODE_PATH's .bin)
# transforming one TypeScript file alone to JavaScript for that target
# (es2019, es2020, ...), ES modules kept, on stdout. Used by
# bench/kinds.sh's held: changes.
f=$1 t=$2
shift 2
exec "$NODE_PATH/.bin/esbuild" --log-level=error --format=esm --target="$t" "$@" "$f"
