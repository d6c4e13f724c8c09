#!/bin/sh
# cfr.sh CLASS [OPTION...]: Java decompiled by CFR ($CFR_JAR) from one
# class file, with CFR's OPTIONs (--decodelambdas false), on stdout.
# The work dir is on the class path, so that the classes a class refers
# to are found beside it. Used by bench/kinds.sh's held: changes.
f=$1; shift
exec java -Xshare:auto -XX:TieredStopAtLevel=1 -jar "$CFR_JAR" --extraclasspath . "$@" "$f"
