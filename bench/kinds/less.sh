#!/bin/sh
# less.sh FILE.less [OPTION...]: the CSS lessc (from NODE_PATH's .bin)
# makes of one of Bootstrap 3's Less files, compiled alone after its
# variables and mixins (imported by reference), on stdout. Used by
# bench/kinds.sh's thirty-seventh set.
f=$1; shift
d=$(cd "$(dirname "$f")" && pwd)
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
printf '@import (reference) "variables.less";\n@import (reference) "mixins.less";\n@import "%s";\n' "$(basename "$f")" >"$t/x.less"
"$NODE_PATH/.bin/lessc" --include-path="$d" "$@" "$t/x.less"
