#!/bin/sh
# closure.sh FILE.js ES [FLAGS...]: Google's Closure Compiler
# ($CLOSURE_JAR) over one file, SIMPLE optimizations, pretty-printed, for
# ECMAScript ES (2016, 2017, ...), polyfills left out, warnings quiet;
# the JavaScript on stdout. Used by bench/kinds.sh's held: changes.
f=$1 es=$2; shift 2
exec java -jar "${CLOSURE_JAR:?the Closure Compiler jar}" --js "$f" --compilation_level SIMPLE --formatting PRETTY_PRINT \
  --language_out "ECMASCRIPT_$es" --rewrite_polyfills=false --warning_level QUIET "$@"
