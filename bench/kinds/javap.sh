#!/usr/bin/env bash
# javap.sh FILE.java JAVAP-FLAGS [JAVAC-FLAGS...]: the bytecode listing
# (javap JAVAP-FLAGS, e.g. "-c -p") of the classes javac makes of one
# source of the tree, in name order, on stdout. The source compiles alone
# against the jars in ./lib (the library's own and its dependencies):
# -implicit:none and an empty -sourcepath keep javac from compiling any
# other source. Used by bench/kinds.sh's dev: and held: changes.
set -o pipefail
f=$1 jp=$2; shift 2
d=$(mktemp -d) || exit 2
trap 'rm -rf "$d"' EXIT
cp=$(find lib -name '*.jar' | LC_ALL=C sort | tr '\n' ':')
javac -nowarn -encoding UTF-8 -implicit:none -sourcepath "" -cp "$cp" -d "$d" "$@" "$f" || exit 1
# javap names each class by the path it was given: the temporary
# directory's name is cut, which would differ from run to run; -v's
# "Classfile" names it whole (cut too) and its "Last modified" is the
# class file's time (set to a day after the epoch: javap reads a time
# of 0 as no file).
# A source of no class (package-info.java) lists nothing: xargs -r.
cd "$d" && find . -name '*.class' -exec touch -d @86400 {} + &&
  find . -name '*.class' | LC_ALL=C sort | xargs -r javap $jp | sed "s|^Classfile $d/|Classfile |"
