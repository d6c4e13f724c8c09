#!/bin/sh
# spirv.sh FILE.glsl [FLAGS...]: the SPIR-V that glslang makes of one
# OpenGL shader (glslangValidator -G, locations and bindings assigned
# where the source leaves them out, FLAGS: -g for debug information),
# disassembled by SPIRV-Tools (spirv-dis), on stdout. The stage is read
# from the name as arcade names its shaders (_vs vertex, _gs and _geo
# geometry, else fragment). Used by bench/kinds.sh's held: changes.
f=$1; shift
case $f in
  *_vs.glsl | *_vs_*) stage=vert ;;
  *_gs.glsl | *_geo.glsl | *_geo_*) stage=geom ;;
  *) stage=frag ;;
esac
t=$(mktemp -d) || exit 1
trap 'rm -rf "$t"' EXIT
glslangValidator -G --aml --amb -S "$stage" "$@" -o "$t/x.spv" "$f" >"$t/log" || { cat "$t/log" >&2; exit 1; }
spirv-dis "$t/x.spv"
