#!/bin/sh
# svgo.sh FILE.svg [OPTIONS...]: SVGO (from NODE_PATH's .bin) of one SVG
# file with its default plugins and OPTIONS, no config file read, on
# stdout. Used by bench/kinds.sh's held: changes.
f=$1; shift
exec "$NODE_PATH/.bin/svgo" --no-color "$@" -i "$f" -o -
