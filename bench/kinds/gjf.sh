#!/bin/sh
# gjf.sh FILE.java [FLAGS...]: google-java-format ($GJF_JAR, its all-deps
# jar) of one file on stdout; FLAGS are its own (--aosp: Android's style,
# 4-space indents and its import order). It reads javac's parser, which
# Java 17 opens to it only when asked. Used by bench/kinds.sh's held:
# changes.
f=$1; shift
x=
for p in api code file parser tree util; do x="$x --add-exports=jdk.compiler/com.sun.tools.javac.$p=ALL-UNNAMED"; done
# shellcheck disable=SC2086 # $x: the flags, words
exec java $x -jar "${GJF_JAR:?the google-java-format jar}" "$@" "$f"
