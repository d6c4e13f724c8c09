#!/bin/sh
# coffee.sh FILE.coffee [OPTION...]: the JavaScript CoffeeScript compiles
# of one file (coffee -p, from NODE_PATH's .bin), on stdout. Used by
# bench/kinds.sh's changes.
f=$1
shift
exec "$NODE_PATH/.bin/coffee" -p "$@" "$f"
