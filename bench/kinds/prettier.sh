#!/bin/sh
# prettier.sh FILE [OPTIONS...]: Prettier (from NODE_PATH's .bin) of one
# file with its defaults and OPTIONS, no config file read, on stdout. Used
# by bench/kinds.sh's eighth set.
f=$1; shift
exec "$NODE_PATH/.bin/prettier" --no-config "$@" "$f"
