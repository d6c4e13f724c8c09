#!/usr/bin/env bash
# javalint.sh FILE.java LINT: javac's warnings (-Xlint:LINT) of one source
# of the tree, compiled alone against the jars in ./lib as javap.sh does,
# on stdout; the classes are thrown away. Used by bench/kinds.sh's
# thirty-sixth set.
f=$1 lint=$2
d=$(mktemp -d) || exit 2
trap 'rm -rf "$d"' EXIT
cp=$(find lib -name '*.jar' | LC_ALL=C sort | tr '\n' ':')
javac -Xlint:"$lint" -Xmaxwarns 10000 -encoding UTF-8 -implicit:none -sourcepath "" -cp "$cp" -d "$d" "$f" 2>&1
