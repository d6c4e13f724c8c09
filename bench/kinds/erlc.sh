#!/bin/sh
# erlc.sh FILE.erl [OPTION...]: what erlc makes of one Erlang module, on
# stdout (erlc writes it to a file, here in a temporary directory): its
# BEAM assembly (erlc -S), or its Core Erlang when the options hold
# +to_core (Kernel Erlang, +to_kernel). Used by bench/kinds.sh's dev: and held: changes.
f=$1; shift
case " $* " in
*" +to_core "* | *" +to_kernel "*) what= ;;
*) what=-S ;;
esac
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
# shellcheck disable=SC2086 # $what is one option or none
erlc $what -o "$t" "$@" "$f" && cat "$t"/*
