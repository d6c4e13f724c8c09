#!/bin/sh
# Makes this directory's real compiler outputs again. Run from this
# directory; the tools are Debian's gcc 12 and clang-19, the Go toolchain,
# TypeScript 5.6.3 (npm), Python 3.11 and black.
#  - gcc/NAME/: gcc's assembly of src/{hash,op,ring,sort}.c under each set
#    of flags (a change is two of them, e.g. gcc/O2 -> gcc/cf; g: -O2 -g,
#    the directory mapped to '.');
#  - clang/NAME/: clang-19's assembly of every src/*.c (O2; cet:
#    -fcf-protection=full; ni: -fno-inline -fno-unroll-loops; sp:
#    -fstack-protector-strong);
#  - ir/NAME/: clang-19's LLVM IR at -O1 with value names kept (O1; wrapv:
#    -fwrapv; ssp: -fstack-protector-strong);
#  - irvec/NAME/: clang-19's LLVM IR at -O2 of zlib's gzread.c, infback.c
#    and inffast.c (O2; novec: -fno-vectorize; nounroll:
#    -fno-unroll-loops; names: -fno-discard-value-names), made only when ZLIB names the zlib directory of
#    the crate libz-sys 1.1.31 (cargo fetches it, see bench/kinds.sh), with
#    its flags (bench/kinds/clang.sh);
#  - rustir/NAME/: rustc's LLVM IR at -O of rs/tally.rs (O; abort: -C
#    panic=abort, nothing unwinds);
#  - zstdni/NAME/: gcc 12's assembly at -O2 of zstd's divsufsort.c, zdict.c
#    and entropy_common.c (O2; ni: -fno-inline), made only when ZSTD names
#    the directory of zstd's C sources (Go module github.com/DataDog/zstd
#    v1.5.6, see bench/kinds.sh); symni/NAME/: llvm-readobj's symbols of
#    gcc -O2 -c of five of zstd's files, the same change; posort/NAME/:
#    msgcat of xgettext -a's strings of five of them (plain; sorted:
#    --sort-output); symasan/NAME/: llvm-readobj's symbols of clang -O2 -c
#    of four of them (O2; asan: -fsanitize=address); relni/NAME/:
#    llvm-readobj's relocations of gcc -O2 -c of five of them (O2; ni:
#    -fno-inline); ldmap/NAME/: GNU ld's map of a shared object of gcc
#    -O2 -fPIC of four of them (O2; ni: -fno-inline); lrelni/NAME/:
#    llvm-objdump's relocations of clang -O2 -c of four of them (O2;
#    ni: -fno-inline);
#  - gotree/NAME/: the Go compiler's IR trees (-W) of go/*.go.txt (W; l:
#    -l, no inlining);
#  - golist/NAME/: the Go compiler's -S listing of go/*.go.txt (S; B: -B,
#    no bounds checks; l: -l, no inlining; race: -race, the race detector's
#    calls);
#  - golistb/NAME/: the same of gob/*.go.txt, five programs of which one
#    has bounds checks (S; B: -B);
#  - javap/NAME/: javap -c -p of the classes javac 17 makes of
#    java/*.java.txt (indy; inline: -XDstringConcat=inline, strings joined
#    with a StringBuilder, not invokedynamic), and javap -c -l -p of them
#    (none: -g:none; g: -g, line number and local variable tables), and
#    javap -v -p, the constant pool too (v; params: -parameters, the
#    parameters' names in the pool);
#  - gimple0/NAME/: gcc 12's GIMPLE before optimization
#    (-fdump-tree-gimple) of src/*.c (plain: -O2; ubsan: -O2
#    -fsanitize=undefined);
#  - gimple/NAME/: gcc 12's GIMPLE (-fdump-tree-optimized) of src/*.c (O2;
#    ni: -O2 -fno-inline);
#  - ts/NAME/: TypeScript's JavaScript of ts/*.ts (es2019, es2020: cache and
#    config; es2016, es2017: queue; es2021, es2022: pool, ledger,
#    deferred and queue; esm, cjs: ES modules and CommonJS of those,
#    client, index, metrics, router and worker);
#  - ast/NAME/: Python's ast.dump(indent=1) of py/*.py (plain; attrs:
#    include_attributes=True);
#  - dis/NAME/: Python's dis of py/*.py compiled with optimize=0 (O0) and
#    optimize=2 (O2: docstrings and asserts dropped), code objects'
#    addresses cut;
#  - a64/, rv/, wasm/: clang-19's assembly of every src/*.c for AArch64,
#    RISC-V and WebAssembly (Debian's libc6-dev-arm64-cross,
#    libc6-dev-riscv64-cross and wasi-libc headers), named .txt as a
#    stdout is (O2; ni: -fno-inline; nu: -fno-unroll-loops);
#  - wat/NAME/: WebAssembly's text format (wabt's wasm2wat) of clang-19's
#    wasm32 object of every src/*.c, named .txt (O2; nu: -fno-unroll-loops);
#  - rtl/NAME/: gcc 12's RTL at its last pass (-fdump-rtl-final) of every
#    src/*.c, named .txt (O2; noifcvt: -fno-if-conversion);
#  - nm/NAME/: nm -n of the same objects (O2; ni: -O2 -fno-inline);
#  - aslist/NAME/: the GNU assembler's listing (-Wa,-adln) of the same
#    code (O2; ni: -O2 -fno-inline);
#  - objdump/NAME/: objdump -d of gcc's object of every src/*.c, the code's
#    bytes shown (O2; ni: -O2 -fno-inline), the file's header cut;
#  - llvmobjdump/NAME/: LLVM's objdump -d (llvm-objdump-19) of clang-19's
#    object of every src/*.c, the file's header cut (O2; ssp: -O2
#    -fstack-protector-strong; ni: -O2 -fno-inline);
#  - arm/NAME/: clang-19 -S for ARMv7 (arm-linux-gnueabihf, Debian's
#    libc6-dev-armhf-cross headers) of every src/*.c (O2; nu: -O2
#    -fno-unroll-loops); ppc/NAME/: the same for PowerPC64LE
#    (libc6-dev-ppc64el-cross; O2; ni: -O2 -fno-inline);
#  - readelf/NAME/: readelf -sW of gcc's object of every src/*.c, named
#    .txt (O2; fsec: -O2 -ffunction-sections);
#  - relocs/NAME/: readelf -rW of gcc -O2's object of zstd's 14 smallest C
#    files, named .txt (O2; pic: -fPIC), made only when ZSTD is set (as
#    zstdni below);
#  - objhex/NAME/: objdump -s -j .text (the code's bytes, dumped) of gcc
#    -O2's object of the same 14 files (O2; ni: -fno-inline), made only
#    when ZSTD is set;
#  - typeset/NAME/: man pages as groff sets them for a terminal (groff -man
#    -Tutf8 -P-c: overstruck, not coloured) of cp, mv, rm, ln, cat and
#    sort from Debian's coreutils 9.1-1 (78: its default width; 100:
#    -rLL=100n), made only when MAN names a directory of their .1 pages;
#  - ctags/NAME/: universal-ctags' tags (ctags -f -) of zstd's
#    huf_compress.c, huf_decompress.c, zstd_decompress_block.c, zstd_v02.c
#    and zstd_v06.c (plain; p: --kinds-C=+p, prototypes tagged too), made
#    only when ZSTD is set;
#  - dwarf/NAME/: readelf --debug-dump=info of gcc -g -O2's object of every
#    src/*.c, compiled in src/ with its directory mapped to '.', named .txt
#    (d5; d4: -gdwarf-4);
#  - cfmt/NAME/: clang-format-19 of cfmt/reflow.c.src and src/*.c in LLVM's
#    style (80), with ColumnLimit 100 (100) and 60 (60), and with
#    PointerAlignment Left (left), with IndentWidth 4 (in4) and with
#    SpaceBeforeParens Always (parens);
#  - arrows/NAME/: Babel 7.26 (@babel/core, @babel/preset-typescript and
#    @babel/plugin-transform-arrow-functions from NODE_PATH, no config
#    file) of arrows/*.ts, TypeScript's types stripped (keep) and arrow
#    functions made function expressions too (fn);
#  - classerr/NAME/: Babel of classerr/*.ts with and without
#    @babel/plugin-transform-classes, which fails on class fields: each
#    file's stdout, stderr and exit status (see below);
#  - destr/NAME/: the same Babel of destr/*.ts, sources of ours that
#    destructure objects and arrays, as they are (keep) and with
#    @babel/plugin-transform-destructuring too (lowered);
#  - dot/NAME/: graphviz's dot -Tplain (Debian's graphviz 2.43) of
#    graphs/*.gv, graphs of ours, laid out top to bottom (tb) and left
#    to right (lr: -Grankdir=LR), and svg/NAME/ the same as SVG (-Tsvg);
#  - su/NAME/, ci/NAME/: gcc 12's -fstack-usage (.su) and -fcallgraph-info
#    (VCG) of src/*.c (O2; ni: -O2 -fno-inline);
#  - tex/NAME/: pandoc's LaTeX of tex/src/*.md, Markdown of ours (plain;
#    chapter: --top-level-division=chapter, every heading a level up);
#  - sql/NAME/: sqlglot 25.34.1's PostgreSQL (PyPI), pretty, of
#    sql/src/*.sql, queries of ours (plain; identify: every identifier
#    quoted);
#  - diag/NAME/: compilers' diagnostics: clang-19's -O2 -Rpass=loop-unroll
#    remarks of src/*.c (unroll; nounroll: -fno-unroll-loops), gcc's -O2
#    -fopt-info-inline-optimized (inl; noinl: -fno-inline), the Go
#    compiler's -m of go/*.go.txt (m; ml: -l, no inlining);
#  - cast/NAME/: clang-19's -ast-dump of cast/stream.c.src, its nodes'
#    addresses cut (plain; const: -DSTREAM_CONST, its API's pointers const);
#  - gofmts/, gofmtgroups/ (empty declaration groups) and black/: each
#    change's old/ and new/ outputs (their sources are the old/ files);
#  - md/NAME/: Prettier 3.3.3's Markdown (npm; PRETTIER names its
#    binary) of md/src/*.md (plain; always: --prose-wrap always; never:
#    --prose-wrap never);
#  - html/NAME/: Python-Markdown 3.7's HTML (with its extra extension) of
#    md/src/*.md, indented and wrapped by HTML Tidy 5.6 (w60: -w 60; w100:
#    -w 100);
#  - erl/NAME/: erlc 25's BEAM assembly (-S, Debian's erlang-base) of
#    erl/src/*.erl (plain; inline: +inline);
#  - isort/NAME/: isort 5.13.2 (PyPI) of isort/src/*.py (plain; single:
#    --force-single-line-imports);
#  - isolate/NAME/: isolate/src/*.c as they are (plain) and after
#    clang-tidy-19's readability-isolate-declaration fixes (single);
#  - deparse/NAME/: perl -MO=Deparse (plain) and -MO=Deparse,-p (p:
#    parentheses made explicit) of nine of Perl 5.36's modules, stdout;
#  - reorder/NAME/: what perl -MO=Deparse writes on stderr of Perl 5.36's
#    version.pm in two runs (a; b: the first run that differs): Perl's
#    hashes are ordered anew in every process, and so are its "used only
#    once" warnings.
#  - yarv/NAME/: Ruby 3.1's YARV listing (ruby --dump=insns, Debian's
#    ruby) of twelve files of its own library (plain; frozen: +
#    --enable=frozen-string-literal), run where corral would run it, in
#    the library's directory with a relative path; the file's path with
#    '/' and '.' as '_'.
#  - phpop/NAME/: PHP 8.2's opcodes after opcache's optimizer
#    (bench/kinds/phpop.sh: Debian's php-cli and php8.2-opcache, php -l)
#    of ten of PEAR's files (Debian's php-pear), at opcache's default
#    optimization level (plain) and without its SCCP pass (nosccp), run
#    in PEAR's directory; the file's path with '/' and '.' as '_'.
#  - mca/NAME/: llvm-mca-19's report of clang-19's -O2 assembly of every
#    src/*.c, named .txt, for a Skylake (sk) and a Zen 3 (zn): another CPU
#    model, its resources and every figure.
set -e
for b in hash op ring sort; do
  f=src/$b.c
  for v in "O2:-O2" "O1:-O1" "cf:-O2 -fcf-protection=full" \
    "three:-O2 -fno-asynchronous-unwind-tables -fcf-protection=full -fno-omit-frame-pointer" \
    "verbose:-O2 -fverbose-asm" "g:-O2 -g -fdebug-prefix-map=$PWD=."; do
    n=${v%%:*}; mkdir -p "gcc/$n"; gcc -S ${v#*:} -o "gcc/$n/$b.s" "$f"
  done
done
for f in src/*.c; do
  b=$(basename "$f" .c)
  for v in "O2:-O2" "cet:-O2 -fcf-protection=full" "ni:-O2 -fno-inline -fno-unroll-loops" \
    "sp:-O2 -fstack-protector-strong"; do
    n=${v%%:*}; mkdir -p "clang/$n"; clang-19 -S -w ${v#*:} -o "clang/$n/$b.s" "$f"
  done
  # Other machines' assembly, as a check's stdout reads it (named .txt:
  # no extension tells its language): AArch64 and WebAssembly without
  # inlining (ni), RISC-V without unrolling (nu).
  for t in "a64:aarch64-linux-gnu -isystem /usr/aarch64-linux-gnu/include:ni:-fno-inline" \
    "rv:riscv64-linux-gnu -isystem /usr/riscv64-linux-gnu/include:nu:-fno-unroll-loops" \
    "wasm:wasm32-wasi -isystem /usr/include/wasm32-wasi:ni:-fno-inline"; do
    d=${t%%:*} rest=${t#*:}; target=${rest%%:*} rest=${rest#*:}
    mkdir -p "$d/O2" "$d/${rest%%:*}"
    clang-19 -S -w --target=$target -O2 -o "$d/O2/$b.txt" "$f"
    clang-19 -S -w --target=$target -O2 ${rest#*:} -o "$d/${rest%%:*}/$b.txt" "$f"
  done
  # WebAssembly's text format of the objects (wabt's wasm2wat), named
  # .txt: O2, and nu without unrolling.
  for v in "O2:-O2" "nu:-O2 -fno-unroll-loops"; do
    n=${v%%:*}; mkdir -p "wat/$n"
    clang-19 -c -w --target=wasm32-wasi -isystem /usr/include/wasm32-wasi ${v#*:} -o "/tmp/gen-$b.o" "$f"
    wasm2wat "/tmp/gen-$b.o" >"wat/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
  done
  # gcc's last RTL dump (-fdump-rtl-final), named .txt: O2, and noifcvt
  # with -fno-if-conversion.
  for v in "O2:" "noifcvt:-fno-if-conversion"; do
    n=${v%%:*}; mkdir -p "rtl/$n"
    gcc -O2 -w ${v#*:} -fdump-rtl-final=stdout -S -o /dev/null "$f" >"rtl/$n/$b.txt"
  done
  for v in "O2:-O2" "ni:-O2 -fno-inline"; do
    n=${v%%:*}; mkdir -p "objdump/$n" "nm/$n"; gcc -c ${v#*:} -o "/tmp/gen-$b.o" "$f"
    objdump -d "/tmp/gen-$b.o" | tail -n +4 > "objdump/$n/$b.txt"
    nm -n "/tmp/gen-$b.o" >"nm/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
    mkdir -p "aslist/$n"; gcc -c ${v#*:} -Wa,-adln -o /dev/null "$f" >"aslist/$n/$b.txt"
  done
  for v in "O2:-O2" "ssp:-O2 -fstack-protector-strong" "ni:-O2 -fno-inline"; do
    n=${v%%:*}; mkdir -p "llvmobjdump/$n"; clang-19 -c -w ${v#*:} -o "/tmp/gen-$b.o" "$f"
    llvm-objdump-19 -d "/tmp/gen-$b.o" | tail -n +4 >"llvmobjdump/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
  done
  for v in "O2:-O2" "nu:-O2 -fno-unroll-loops"; do
    n=${v%%:*}; mkdir -p "arm/$n"
    clang-19 -S -w --target=arm-linux-gnueabihf -isystem /usr/arm-linux-gnueabihf/include ${v#*:} -o "arm/$n/$b.s" "$f"
  done
  for v in "O2:-O2" "ni:-O2 -fno-inline"; do
    n=${v%%:*}; mkdir -p "ppc/$n"
    clang-19 -S -w --target=powerpc64le-linux-gnu -isystem /usr/powerpc64le-linux-gnu/include ${v#*:} -o "ppc/$n/$b.s" "$f"
  done
  for v in "O2:" "fsec:-ffunction-sections"; do
    n=${v%%:*}; mkdir -p "readelf/$n"; gcc -c -O2 -w ${v#*:} -o "/tmp/gen-$b.o" "$f"
    (cd /tmp && readelf -sW "gen-$b.o") >"readelf/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
  done
  for v in "d5:" "d4:-gdwarf-4"; do
    n=${v%%:*}; mkdir -p "dwarf/$n"
    (cd src && gcc -c -g -O2 -w ${v#*:} -fdebug-prefix-map="$PWD"=. -o "/tmp/gen-$b.o" "$b.c")
    (cd /tmp && readelf --debug-dump=info "gen-$b.o") >"dwarf/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
  done
  # dwline/NAME/: DWARF's line table (llvm-dwarfdump-19 --debug-line) of
  # clang-19 -g -O2 -c (O2; ni: -fno-inline), the object's name cut.
  for v in "O2:" "ni:-fno-inline"; do
    n=${v%%:*}; mkdir -p "dwline/$n"
    (cd src && clang-19 -c -g -O2 -w ${v#*:} -fdebug-prefix-map="$PWD"=. -o "/tmp/gen-$b.o" "$b.c")
    (cd /tmp && llvm-dwarfdump-19 --debug-line "gen-$b.o" | sed 1d) >"dwline/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
  done
  # dwloc/NAME/, decline/NAME/ and rawline/NAME/: GNU readelf's DWARF
  # location lists (--debug-dump=loc), decoded line table
  # (--debug-dump=decodedline) and raw line program (--debug-dump=rawline)
  # of gcc -g -O2 -c (O2; ni: -fno-inline), the object's name cut.
  for v in "O2:" "ni:-fno-inline"; do
    n=${v%%:*}; mkdir -p "dwloc/$n" "decline/$n"
    (cd src && gcc -c -g -O2 -w ${v#*:} -fdebug-prefix-map="$PWD"=. -o "/tmp/gen-$b.o" "$b.c")
    (cd /tmp && readelf --debug-dump=loc "gen-$b.o" | sed 1,2d) >"dwloc/$n/$b.txt"
    (cd /tmp && readelf --debug-dump=decodedline "gen-$b.o" | sed 1,2d) >"decline/$n/$b.txt"
    mkdir -p "rawline/$n"; (cd /tmp && readelf --debug-dump=rawline "gen-$b.o" | sed 1,2d) >"rawline/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
  done
  # readobj/NAME/ and readobjjson/NAME/: llvm-readobj-19 --symbols of
  # clang-19 -O2 -c, in LLVM's style and as JSON (O2; fsec:
  # -ffunction-sections), the object's name cut.
  for v in "O2:" "fsec:-ffunction-sections"; do
    n=${v%%:*}; mkdir -p "readobj/$n" "readobjjson/$n"; clang-19 -c -O2 -w ${v#*:} -o "/tmp/gen-$b.o" "$f"
    (cd /tmp && llvm-readobj-19 --symbols "gen-$b.o" | sed 1,2d) >"readobj/$n/$b.txt"
    (cd /tmp && llvm-readobj-19 --elf-output-style=JSON --pretty-print --symbols "gen-$b.o" | sed 4d) >"readobjjson/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
  done
  for v in "O1:" "wrapv:-fwrapv" "ssp:-fstack-protector-strong"; do
    n=${v%%:*}; mkdir -p "ir/$n"; clang-19 -S -emit-llvm -w -O1 -fno-discard-value-names ${v#*:} -o "ir/$n/$b.ll" "$f"
  done
done
if [ -n "${ZLIB:-}" ]; then
  for b in gzread infback inffast; do
    for v in "O2:" "novec:-fno-vectorize" "nounroll:-fno-unroll-loops" "names:-fno-discard-value-names"; do
      n=${v%%:*}; mkdir -p "irvec/$n"
      # The IR names its source by path: the same path in every run.
      (cd "$ZLIB/.." && sh "$OLDPWD/../../../../bench/kinds/clang.sh" "zlib/$b.c" -O2 -emit-llvm ${v#*:}) >"irvec/$n/$b.ll"
    done
  done
  # irtrap/NAME/: the IR at -O1, value names not kept, of five more (O1;
  # trapv: -ftrapv, signed overflow trapped).
  for b in zutil inffast inftrees crc32 gzlib; do
    for v in "O1:" "trapv:-ftrapv"; do
      n=${v%%:*}; mkdir -p "irtrap/$n"
      (cd "$ZLIB/.." && sh "$OLDPWD/../../../../bench/kinds/clang.sh" "zlib/$b.c" -O1 -emit-llvm ${v#*:}) >"irtrap/$n/$b.ll"
    done
  done
fi
if [ -n "${MAN:-}" ]; then
  mkdir -p typeset/78 typeset/100
  for b in cp mv rm ln cat sort; do
    groff -man -Tutf8 -P-c "$MAN/$b.1" >"typeset/78/$b.txt"
    groff -man -Tutf8 -P-c -rLL=100n "$MAN/$b.1" >"typeset/100/$b.txt"
  done
fi
if [ -n "${ZSTD:-}" ]; then
  for b in divsufsort zdict entropy_common; do
    for v in "O2:" "ni:-fno-inline"; do
      n=${v%%:*}; mkdir -p "zstdni/$n"
      # The assembly names its source by path: the same path in every run.
      (cd "$ZSTD" && gcc -O2 -S -w ${v#*:} -o - "$b.c") >"zstdni/$n/$b.s"
    done
  done
  # objdumps DIR CC "TOOL ARGS" "NAME:FLAGS ..." FILE...: for each of
  # zstd's files FILE and each variant NAME:FLAGS, TOOL ARGS of the object
  # CC -c -O2 -w FLAGS makes of FILE.c, its first two lines (the object's
  # name) cut, in DIR/NAME/FILE.txt.
  objdumps() {
    dir=$1 cc=$2 tool=$3 variants=$4; shift 4
    for b in "$@"; do
      for v in $variants; do
        n=${v%%:*}; mkdir -p "$dir/$n"
        (cd "$ZSTD" && $cc -c -O2 -w ${v#*:} -o "/tmp/gen-$b.o" "$b.c")
        (cd /tmp && $tool "gen-$b.o" | sed 1,2d) >"$dir/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
      done
    done
  }
  # symni/NAME/: llvm-readobj-19 --symbols of gcc -O2 -c of five of
  # zstd's files (O2; ni: -fno-inline: static functions emitted, symbols
  # swapped and renumbered), the object's name cut.
  objdumps symni gcc "llvm-readobj-19 --symbols" "O2: ni:-fno-inline" entropy_common divsufsort huf_decompress zstd_decompress_block zstd_v04
  # symasan/NAME/: llvm-readobj-19 --symbols of clang-19 -O2 -c of four
  # of zstd's files (O2; asan: -fsanitize=address: memcpy, memset and
  # memmove called through __asan_memcpy, …), the object's name cut.
  objdumps symasan clang-19 "llvm-readobj-19 --symbols" "O2: asan:-fsanitize=address" hist huf_compress zstdmt_compress zstd_v05
  # relni/NAME/: llvm-readobj-19 --relocations of gcc -O2 -c of five of
  # zstd's files (O2; ni: -fno-inline: calls of static functions where
  # their bodies were, every row after them at a new offset), the
  # object's name cut.
  objdumps relni gcc "llvm-readobj-19 --relocations" "O2: ni:-fno-inline" cover hist fse_compress zdict zstd_ddict
  # ldmap/NAME/: GNU ld's map (-Wl,-Map) of a shared object linked of
  # gcc -O2 -fPIC -c of four of zstd's files (O2; ni: -fno-inline), in a
  # directory of a fixed name.
  for b in cover hist zstd_v01 zstd_ddict; do
    for v in "O2:" "ni:-fno-inline"; do
      n=${v%%:*}; mkdir -p "ldmap/$n" /tmp/gen-map
      (cd "$ZSTD" && gcc -c -O2 -fPIC -w ${v#*:} -o /tmp/gen-map/x.o "$b.c")
      (cd /tmp/gen-map && gcc -shared x.o -o x.so -Wl,-Map=x.map && cat x.map) >"ldmap/$n/$b.txt"; rm -rf /tmp/gen-map
    done
  done
  # lrelni/NAME/: llvm-objdump-19 -r of clang-19 -O2 -c of four of
  # zstd's files (O2; ni: -fno-inline), the object's name cut.
  objdumps lrelni clang-19 "llvm-objdump-19 -r" "O2: ni:-fno-inline" cover hist zdict zstd_v02
  # posort/NAME/: msgcat of the strings xgettext -a finds in five of
  # zstd's files (plain; sorted: msgcat --sort-output, the entries in
  # the order of their msgid), the charset named.
  for b in error_private zdict cover fastcover zstd_compress; do
    mkdir -p posort/plain posort/sorted
    (cd "$ZSTD" && xgettext --from-code=UTF-8 -a -o - "$b.c") | sed 's/charset=CHARSET/charset=UTF-8/' >"/tmp/gen-$b.pot"
    msgcat - <"/tmp/gen-$b.pot" >"posort/plain/$b.txt" 2>/dev/null
    msgcat --sort-output - <"/tmp/gen-$b.pot" >"posort/sorted/$b.txt" 2>/dev/null; rm -f "/tmp/gen-$b.pot"
  done
  # rawz/NAME/: GNU readelf's raw line program of gcc -g -O2 -c of two of
  # zstd's files (O2; ni: -fno-inline), the directory mapped to '.'.
  for b in hist zstd_ddict; do
    for v in "O2:" "ni:-fno-inline"; do
      n=${v%%:*}; mkdir -p "rawz/$n"
      (cd "$ZSTD" && gcc -c -g -O2 -w ${v#*:} -fdebug-prefix-map="$ZSTD"=. -o "/tmp/gen-$b.o" "$b.c")
      (cd /tmp && readelf --debug-dump=rawline "gen-$b.o" | sed 1,2d) >"rawz/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
    done
  done
  # layouts/NAME/: clang-19's record layouts (-fdump-record-layouts) of
  # three of zstd's files (plain; m32: -m32, whose headers Debian's
  # amd64 libc lacks: what clang printed before its error is the output).
  for b in cover pool zstd_ddict; do
    for v in "plain:" "m32:-m32"; do
      n=${v%%:*}; mkdir -p "layouts/$n"
      (cd "$ZSTD" && clang-19 -fsyntax-only -w -Xclang -fdump-record-layouts ${v#*:} "$b.c" 2>/dev/null) >"layouts/$n/$b.txt" || true
    done
  done
  for f in $(cd "$ZSTD" && ls -S ./*.c | tail -n 14); do
    b=$(basename "$f" .c)
    for v in "O2:" "pic:-fPIC"; do
      n=${v%%:*}; mkdir -p "relocs/$n"
      (cd "$ZSTD" && gcc -c -O2 -w ${v#*:} -I. -o "/tmp/gen-$b.o" "$b.c")
      (cd /tmp && readelf -rW "gen-$b.o") >"relocs/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
    done
    for v in "O2:" "ni:-fno-inline"; do
      n=${v%%:*}; mkdir -p "objhex/$n"
      (cd "$ZSTD" && gcc -c -O2 -w ${v#*:} -I. -o "/tmp/gen-$b.o" "$b.c")
      (cd /tmp && objdump -s -j .text "gen-$b.o") >"objhex/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
    done
  done
  mkdir -p ctags/plain ctags/p
  for b in huf_compress huf_decompress zstd_decompress_block zstd_v02 zstd_v06; do
    (cd "$ZSTD" && ctags -f - "$b.c") >"ctags/plain/$b.txt"
    (cd "$ZSTD" && ctags -f - --kinds-C=+p "$b.c") >"ctags/p/$b.txt"
  done
fi
for v in "gimple/O2:-O2 -fdump-tree-optimized=stdout" "gimple/ni:-O2 -fno-inline -fdump-tree-optimized=stdout" \
  "gimple0/plain:-O2 -fdump-tree-gimple=stdout" "gimple0/ubsan:-O2 -fsanitize=undefined -fdump-tree-gimple=stdout"; do
  d=${v%%:*}; mkdir -p "$d"
  for f in src/*.c; do
    gcc ${v#*:} -w -S -o /dev/null "$f" >"$d/$(basename "$f" .c).txt"
  done
done
for v in "O:" "abort:-C panic=abort"; do
  n=${v%%:*}; mkdir -p "rustir/$n"
  rustc --crate-type lib --emit llvm-ir -O ${v#*:} -o "rustir/$n/tally.ll" rs/tally.rs
done
cfg=$(mktemp)
go list -export -f '{{if .Export}}packagefile {{.ImportPath}}={{.Export}}{{end}}' std >"$cfg"
for f in go/*.go.txt; do
  b=$(basename "$f" .go.txt)
  cp "$f" "$b.go"
  for v in "S:" "B:-B" "l:-l" "race:-race"; do
    n=${v%%:*}; mkdir -p "golist/$n"
    # The listing names its source by path: the same path in every run.
    # Never -o /dev/null: the compiler removes its output when it fails.
    go tool compile -S ${v#*:} -p main -importcfg "$cfg" -o "$cfg.o" "$b.go" | sed "s|$PWD/||" >"golist/$n/$b.s"
  done
  for v in "W:" "l:-l"; do
    n=${v%%:*}; mkdir -p "gotree/$n"
    go tool compile -W ${v#*:} -p main -importcfg "$cfg" -o "$cfg.o" "$b.go" | sed "s|$PWD/||" >"gotree/$n/$b.txt"
  done
  for v in "m:" "ml:-l"; do
    n=${v%%:*}; mkdir -p "diag/$n"
    go tool compile -m ${v#*:} -p main -importcfg "$cfg" -o "$cfg.o" "$b.go" 2>&1 | sed "s|$PWD/||" >"diag/$n/$b.txt"
  done
  rm "$b.go"
done
for f in gob/*.go.txt; do
  b=$(basename "$f" .go.txt)
  cp "$f" "$b.go"
  for v in "S:" "B:-B"; do
    n=${v%%:*}; mkdir -p "golistb/$n"
    go tool compile -S ${v#*:} -p main -importcfg "$cfg" -o "$cfg.o" "$b.go" | sed "s|$PWD/||" >"golistb/$n/$b.s"
  done
  rm -f "$b.go"
done
rm -f "$cfg" "$cfg.o"
for f in java/*.java.txt; do
  b=$(basename "$f" .java.txt)
  for v in "indy|-c -p|" "inline|-c -p|-XDstringConcat=inline" "none|-c -l -p|-g:none" "g|-c -l -p|-g" \
    "v|-v -p|" "params|-v -p|-parameters"; do
    n=${v%%|*} jp=${v#*|}; jp=${jp%%|*}; mkdir -p "javap/$n"
    d=$(mktemp -d); cp "$f" "$d/$b.java"
    # -v names the class file whole and gives its time: both made stable.
    (cd "$d" && javac -nowarn ${v##*|} -d cls "$b.java" && cd cls && find . -name '*.class' -exec touch -d @86400 {} + &&
      find . -name '*.class' | LC_ALL=C sort | xargs javap $jp | sed "s|^Classfile $d/cls/|Classfile |") >"javap/$n/$b.txt"
    rm -rf "$d"
  done
done
# Each change over the sources it changes: optional chaining and ??
# (es2019 -> es2020) in cache.ts and config.ts, async functions (es2016 ->
# es2017) in queue.ts; a file left alike is no test.
# Comments dropped (removeComments, es2017: doc -> nodoc) in doc.ts and
# retry.ts: JSDoc blocks and line comments. Object spread and rest, and
# async iteration (pre2018, es2017 -> es2018) in merge.ts and stream.ts,
# and object spread over several lines in routes.ts, settings.ts,
# events.ts and adapter.ts. Class fields kept as they are (es2021 ->
# es2022) in pool.ts, ledger.ts, deferred.ts and queue.ts: assignments
# in the constructor become fields, a constructor left empty goes.
# ES modules as CommonJS (esm -> cjs, ES2020) in pool.ts, ledger.ts,
# deferred.ts, queue.ts, client.ts, index.ts, metrics.ts, router.ts and
# worker.ts: imports become require()
# and each use of an import reads through its module's variable; and as
# UMD (esm -> umd, ES2020): the same, the module wrapped in a factory
# function, every line indented anew.
for vf in es2019:cache es2019:config es2020:cache es2020:config es2016:queue es2017:queue \
  doc:doc doc:retry nodoc:doc nodoc:retry pre2018:merge pre2018:stream es2018:merge es2018:stream \
  pre2018:routes pre2018:settings pre2018:events pre2018:adapter es2018:routes es2018:settings es2018:events es2018:adapter \
  es2021:pool es2021:ledger es2021:deferred es2021:queue es2022:pool es2022:ledger es2022:deferred es2022:queue \
  esm:pool esm:ledger esm:deferred esm:queue esm:client esm:index esm:metrics esm:router esm:worker \
  cjs:pool cjs:ledger cjs:deferred cjs:queue cjs:client cjs:index cjs:metrics cjs:router cjs:worker \
  umd:pool umd:ledger umd:deferred umd:queue umd:client umd:index umd:metrics umd:router umd:worker; do
  v=${vf%%:*} f=ts/${vf#*:}.ts
  mkdir -p "ts/$v"
  NODE_PATH=$(npm root -g) node -e 'const ts = require("typescript"); const fs = require("fs");
    const v = process.argv[2], target = /^es[0-9]/.test(v) ? v.toUpperCase() : ["esm", "cjs", "umd"].includes(v) ? "ES2020" : "ES2017";
    process.stdout.write(ts.transpileModule(fs.readFileSync(process.argv[1], "utf8"),
      {compilerOptions: {target: ts.ScriptTarget[target], module: ts.ModuleKind[{cjs: "CommonJS", umd: "UMD"}[v] || "ESNext"], removeComments: v === "nodoc"}}).outputText)' \
    "$f" "$v" >"ts/$v/$(basename "$f" .ts).js"
done
for f in arrows/*.ts; do
  for v in keep fn; do
    mkdir -p "arrows/$v"
    node -e 'const babel = require("@babel/core"); const fs = require("fs");
      const plugins = process.argv[2] === "fn" ? ["@babel/plugin-transform-arrow-functions"] : [];
      process.stdout.write(babel.transformSync(fs.readFileSync(process.argv[1], "utf8"), {filename: process.argv[1],
        configFile: false, babelrc: false, presets: ["@babel/preset-typescript"], plugins}).code + "\n")' \
      "$f" "$v" >"arrows/$v/$(basename "$f" .ts).js"
  done
done
for f in destr/*.ts; do
  for v in keep lowered; do
    mkdir -p "destr/$v"
    node -e 'const babel = require("@babel/core"); const fs = require("fs");
      const plugins = process.argv[2] === "lowered" ? ["@babel/plugin-transform-destructuring"] : [];
      process.stdout.write(babel.transformSync(fs.readFileSync(process.argv[1], "utf8"), {filename: process.argv[1],
        configFile: false, babelrc: false, presets: ["@babel/preset-typescript"], plugins}).code + "\n")' \
      "$f" "$v" >"destr/$v/$(basename "$f" .ts).js"
  done
done
# classerr/NAME/: Babel of classerr/*.ts, sources of ours with classes,
# as they are (keep) and with @babel/plugin-transform-classes (classes),
# which fails on a class with fields: each file's stdout (.stdout),
# stderr (.stderr: node's uncaught error, a code frame that quotes the
# file, and Babel's stack; NODE_PATH and this directory cut from its
# paths) and exit status (.status).
for f in classerr/*.ts; do
  for v in keep classes; do
    mkdir -p "classerr/$v"
    o=classerr/$v/$(basename "$f" .ts)
    code=0
    node -e 'const babel = require("@babel/core"); const fs = require("fs");
      const plugins = process.argv[2] === "classes" ? ["@babel/plugin-transform-classes"] : [];
      process.stdout.write(babel.transformSync(fs.readFileSync(process.argv[1], "utf8"), {filename: process.argv[1],
        configFile: false, babelrc: false, presets: ["@babel/preset-typescript"], plugins}).code + "\n")' \
      "$f" "$v" >"$o.stdout" 2>"$o.stderr" || code=$?
    echo "$code" >"$o.status"
    sed -i -e "s|$NODE_PATH|NODE_PATH|g" -e "s|$PWD/||g" "$o.stderr"
  done
done
for f in src/*.c; do
  n=$(basename "$f" .c) t=$(mktemp -d)
  for v in "O2:" "ni:-fno-inline"; do
    mkdir -p "su/${v%%:*}" "ci/${v%%:*}"
    gcc -c -O2 -w ${v#*:} -fstack-usage -fcallgraph-info -o "$t/x.o" "$f"
    cp "$t/x.su" "su/${v%%:*}/$n.txt" && cp "$t/x.ci" "ci/${v%%:*}/$n.txt"
  done
  rm -rf "$t"
done
for f in tex/src/*.md; do
  mkdir -p tex/plain tex/chapter
  pandoc -f markdown -t latex "$f" >"tex/plain/$(basename "$f" .md).txt"
  pandoc -f markdown -t latex --top-level-division=chapter "$f" >"tex/chapter/$(basename "$f" .md).txt"
done
for f in sql/src/*.sql; do
  for v in plain identify; do
    mkdir -p "sql/$v"
    python3 -c 'import sqlglot, sys; print(";\n\n".join(sqlglot.transpile(open(sys.argv[1]).read(), read="postgres",
      write="postgres", pretty=True, identify=sys.argv[2] == "identify")) + ";")' "$f" "$v" >"sql/$v/$(basename "$f" .sql).txt"
  done
done
for f in graphs/*.gv; do
  mkdir -p dot/tb dot/lr
  dot -Tplain "$f" >"dot/tb/$(basename "$f" .gv).txt"
  dot -Tplain -Grankdir=LR "$f" >"dot/lr/$(basename "$f" .gv).txt"
  mkdir -p svg/tb svg/lr
  dot -Tsvg "$f" >"svg/tb/$(basename "$f" .gv).txt"
  dot -Tsvg -Grankdir=LR "$f" >"svg/lr/$(basename "$f" .gv).txt"
done
for f in py/*.py; do
  for v in "plain:False" "attrs:True"; do
    n=${v%%:*}; mkdir -p "ast/$n"
    python3 -c 'import ast, sys; print(ast.dump(ast.parse(open(sys.argv[1]).read()), indent=1, include_attributes=sys.argv[2] == "True"))' \
      "$f" "${v#*:}" >"ast/$n/$(basename "$f" .py).txt"
  done
done
for f in py/*.py; do
  for v in 0 2; do
    mkdir -p "dis/O$v"
    PYTHONHASHSEED=0 python3 -c 'import dis, sys; dis.dis(compile(open(sys.argv[1]).read(), sys.argv[1], "exec", optimize=int(sys.argv[2])))' \
      "$f" "$v" | sed 's/ at 0x[0-9a-f]*//' >"dis/O$v/$(basename "$f" .py).txt"
  done
done
for f in gofmts/old/*.go.txt gofmtgroups/old/*.go.txt; do gofmt -s "$f" >"${f%%/*}/new/$(basename "$f")"; done
cp black/old/shop.py black/new/shop.py && black -q -l 50 black/new/shop.py
for f in cfmt/reflow.c.src src/*.c; do
  b=$(basename "$f"); b=${b%.src}
  for v in "80:{BasedOnStyle: LLVM}" "100:{BasedOnStyle: LLVM, ColumnLimit: 100}" \
    "60:{BasedOnStyle: LLVM, ColumnLimit: 60}" "left:{BasedOnStyle: LLVM, PointerAlignment: Left}" \
    "in4:{BasedOnStyle: LLVM, IndentWidth: 4}" "parens:{BasedOnStyle: LLVM, SpaceBeforeParens: Always}"; do
    n=${v%%:*}; mkdir -p "cfmt/$n"
    clang-format-19 --style="${v#*:}" --assume-filename=x.c <"$f" >"cfmt/$n/$b.txt"
  done
done
for f in src/*.c; do
  b=$(basename "$f" .c)
  for v in "unroll:" "nounroll:-fno-unroll-loops"; do
    n=${v%%:*}; mkdir -p "diag/$n"
    clang-19 -c -O2 -Rpass=loop-unroll -fno-color-diagnostics ${v#*:} -o "/tmp/gen-$b.o" "$f" >"diag/$n/$b.txt" 2>&1
  done
  for v in "inl:" "noinl:-fno-inline"; do
    n=${v%%:*}; mkdir -p "diag/$n"
    gcc -c -O2 -fopt-info-inline-optimized -fdiagnostics-color=never ${v#*:} -o "/tmp/gen-$b.o" "$f" >"diag/$n/$b.txt" 2>&1
  done
  rm -f "/tmp/gen-$b.o"
done
for v in "plain:" "const:-DSTREAM_CONST"; do
  n=${v%%:*}; mkdir -p "cast/$n"
  clang-19 -Xclang -ast-dump -fsyntax-only -fno-color-diagnostics -x c ${v#*:} cast/stream.c.src |
    sed -E 's/0x[0-9a-f]+/0x/g' >"cast/$n/stream.txt"
done
for f in isort/src/*.py; do
  b=$(basename "$f")
  mkdir -p isort/plain isort/single
  isort --quiet - <"$f" >"isort/plain/$b.txt"
  isort --quiet --force-single-line-imports - <"$f" >"isort/single/$b.txt"
done
for f in isolate/src/*.c; do
  b=$(basename "$f")
  mkdir -p isolate/plain isolate/single
  cp "$f" "isolate/plain/$b.txt" && cp "$f" "/tmp/gen-$b"
  clang-tidy-19 -checks='-*,readability-isolate-declaration' -fix-errors "/tmp/gen-$b" -- >/dev/null 2>&1
  mv "/tmp/gen-$b" "isolate/single/$b.txt"
done
for f in md/src/*.md; do
  b=$(basename "$f")
  for v in "plain:" "always:--prose-wrap always" "never:--prose-wrap never"; do
    n=${v%%:*}; mkdir -p "md/$n"
    "${PRETTIER:-prettier}" --no-config ${v#*:} "$f" >"md/$n/$b.txt"
  done
done
for f in md/src/*.md; do
  b=$(basename "$f" .md)
  for w in 60 100; do
    mkdir -p "html/w$w"
    python3 -m markdown -x extra "$f" | tidy -q -i -w "$w" --tidy-mark no --show-warnings no --show-errors 0 >"html/w$w/$b.html.txt" || [ $? -le 1 ]
  done
done
for f in erl/src/*.erl; do
  b=$(basename "$f" .erl)
  for v in "plain:" "inline:+inline"; do
    n=${v%%:*}; mkdir -p "erl/$n"
    t=$(mktemp -d) && erlc -S -o "$t" ${v#*:} "$f" && mv "$t/$b.S" "erl/$n/$b.txt" && rm -rf "$t"
  done
done
if [ -f /usr/share/perl/5.36/version.pm ]; then
  mkdir -p reorder/a reorder/b
  (cd /usr/share/perl/5.36 && perl -MO=Deparse version.pm 2>&1 >/dev/null) >reorder/a/version.txt
  for i in $(seq 50); do
    (cd /usr/share/perl/5.36 && perl -MO=Deparse version.pm 2>&1 >/dev/null) >reorder/b/version.txt
    cmp -s reorder/a/version.txt reorder/b/version.txt || break
  done
fi
mkdir -p deparse/plain deparse/p
for b in integer AnyDBM_File filetest deprecate Symbol UNIVERSAL Test2 Thread Dumpvalue; do
  (cd /usr/share/perl/5.36 && perl -MO=Deparse "$b.pm" 2>/dev/null) >"deparse/plain/$b.pm.txt"
  (cd /usr/share/perl/5.36 && perl -MO=Deparse,-p "$b.pm" 2>/dev/null) >"deparse/p/$b.pm.txt"
done
if [ -d /usr/lib/ruby/3.1.0 ]; then
  mkdir -p yarv/plain yarv/frozen
  for f in bigdecimal.rb rubygems/safe_yaml.rb reline/windows.rb reline/unicode/east_asian_width.rb \
    bundler/vendor/connection_pool/lib/connection_pool.rb bundler/vendor/net-http-persistent/lib/net/http/persistent.rb \
    bundler/vendor/thor/lib/thor/actions.rb bundler/vendor/thor/lib/thor/actions/inject_into_file.rb \
    bundler/vendor/thor/lib/thor/base.rb bundler/vendor/thor/lib/thor/parser/options.rb \
    bundler/vendor/thor/lib/thor/runner.rb bundler/vendor/thor/lib/thor/shell/basic.rb; do
    n=$(echo "$f" | tr /. __).txt
    (cd /usr/lib/ruby/3.1.0 && ruby --dump=insns "$f") >"yarv/plain/$n"
    (cd /usr/lib/ruby/3.1.0 && ruby --enable=frozen-string-literal --dump=insns "$f") >"yarv/frozen/$n"
  done
fi
if [ -d /usr/share/php/PEAR ] && command -v php >/dev/null; then
  mkdir -p phpop/plain phpop/nosccp
  phpop=$(cd ../../../../bench/kinds && pwd)/phpop.sh
  for f in Structures/Graph.php PEAR/Proxy.php PEAR/Task/Replace.php PEAR/Command/Common.php Console/Getopt.php \
    OS/Guess.php XML/Util.php System.php PEAR/ErrorStack.php PEAR/Validate.php; do
    n=$(echo "$f" | tr /. __).txt
    (cd /usr/share/php && sh "$phpop" "$f" 0x7FFEBFFF) >"phpop/plain/$n"
    (cd /usr/share/php && sh "$phpop" "$f" 0x7FFEBF7F) >"phpop/nosccp/$n"
  done
fi
# rsasm/NAME/: rustc's assembly at -O of eight small crates (crates.io,
# see bench/kinds.sh), made only when CRATES names a directory holding
# them (the paths in panics' messages are relative to it): O, and large:
# -C code-model=large.
if [ -n "${CRATES:-}" ]; then
  mkdir -p rsasm/O rsasm/large
  rustc=$(cd ../../../../bench/kinds && pwd)/rustc.sh
  for c in hex-0.4.3 siphasher-1.0.1 adler-1.0.2 adler32-1.2.0 percent-encoding-2.3.1 md5-0.7.0 sha1_smol-1.0.1 glob-0.3.1; do
    (cd "$CRATES" && sh "$rustc" "$c/src/lib.rs" asm) >"rsasm/O/$c.s"
    (cd "$CRATES" && sh "$rustc" "$c/src/lib.rs" asm -C code-model=large) >"rsasm/large/$c.s"
  done
fi
for f in src/*.c; do
  b=$(basename "$f" .c)
  mkdir -p mca/sk mca/zn
  clang-19 -S -w -O2 -o - "$f" | llvm-mca-19 -mcpu=skylake >"mca/sk/$b.txt" 2>/dev/null
  clang-19 -S -w -O2 -o - "$f" | llvm-mca-19 -mcpu=znver3 >"mca/zn/$b.txt" 2>/dev/null
done
# protoc/NAME/: protoc's C++ (Debian's protobuf-compiler 3.21), header
# and source, of proto/*.proto (full; lite: the lite runtime's).
for f in proto/*.proto; do
  b=$(basename "$f" .proto)
  for v in full lite; do
    mkdir -p "protoc/$v"
    out=; [ "$v" = lite ] && out=lite:
    t=$(mktemp -d) && protoc -Iproto --cpp_out="$out$t" "$f" && cat "$t/$b.pb.h" "$t/$b.pb.cc" >"protoc/$v/$b.txt" && rm -rf "$t"
  done
done
# cfr/NAME/: Java decompiled by CFR 0.152 (Maven Central's
# org.benf:cfr, the jar CFR_JAR names) from twelve classes of
# commons-lang3 3.17.0 (Maven Central, the jar LANG3_JAR names), the rest
# of the jar on the class path (plain; nolambda: --decodelambdas false,
# lambdas and method references shown as the LambdaMetafactory calls and
# synthetic methods they are), made only when both are set.
if [ -n "${CFR_JAR:-}" ] && [ -n "${LANG3_JAR:-}" ]; then
  t=$(mktemp -d) && mkdir -p cfr/plain cfr/nolambda
  (cd "$t" && python3 -m zipfile -e "$LANG3_JAR" .)
  for b in AnnotationUtils ArchUtils CharSet EnumUtils Functions RuntimeEnvironment Streams SystemUtils ThreadUtils Validate CharRange Range; do
    (cd "$t" && java -jar "$CFR_JAR" --extraclasspath . "org/apache/commons/lang3/$b.class") >"cfr/plain/$b.txt"
    (cd "$t" && java -jar "$CFR_JAR" --extraclasspath . --decodelambdas false "org/apache/commons/lang3/$b.class") >"cfr/nolambda/$b.txt"
  done
  rm -rf "$t"
fi
# gnat/NAME/: the Ada that GNAT 12 (Debian's gnat-12) expands eleven
# bodies of its own run-time library into (gcc -c -gnatG -gnatg: checks,
# finalization and run-time calls written out; nochecks: -gnatp, every
# check suppressed), made only when gcc-12 compiles Ada here.
a=/usr/lib/gcc/x86_64-linux-gnu/12/adainclude
if [ -d "$a" ] && command -v gcc-12 >/dev/null; then
  mkdir -p gnat/checks gnat/nochecks
  for b in a-suenco a-suenst a-suewst a-dhfina a-calfor a-calend a-tiocst a-ssicst a-chahan a-envvar a-tags; do
    t=$(mktemp -d)
    gcc-12 -c -gnatG -gnatg -o "$t/$b.o" "$a/$b.adb" >"gnat/checks/$b.txt"
    gcc-12 -c -gnatG -gnatg -gnatp -o "$t/$b.o" "$a/$b.adb" >"gnat/nochecks/$b.txt"
    rm -rf "$t"
  done
fi
# gjf/STYLE/: commons-text 1.15.0's sources (Maven Central, the sources
# jar CTEXT_SRC names) as google-java-format 1.28.0 formats them (its
# all-deps jar, GJF_JAR): google (the default) and aosp (--aosp: 4-space
# indents, and imports in Android's order, other groups), made only when
# both are set.
if [ -n "${GJF_JAR:-}" ] && [ -n "${CTEXT_SRC:-}" ]; then
  t=$(mktemp -d) && mkdir -p gjf/google gjf/aosp
  (cd "$t" && python3 -m zipfile -e "$CTEXT_SRC" .)
  x=
  for p in api code file parser tree util; do x="$x --add-exports=jdk.compiler/com.sun.tools.javac.$p=ALL-UNNAMED"; done
  for f in CaseUtils WordUtils StringTokenizer lookup/DateStringLookup lookup/ConstantStringLookup similarity/RegexTokenizer CharacterPredicates; do
    b=$(basename "$f")
    # shellcheck disable=SC2086 # $x: the flags, words
    java $x -jar "$GJF_JAR" "$t/org/apache/commons/text/$f.java" >"gjf/google/$b.txt"
    # shellcheck disable=SC2086
    java $x -jar "$GJF_JAR" --aosp "$t/org/apache/commons/text/$f.java" >"gjf/aosp/$b.txt"
  done
  rm -rf "$t"
fi
# forig/NAME/: the GENERIC trees gfortran 12 makes of ten of SciPy
# 1.14.1's Fortran files (-fdump-tree-original, QUADPACK, ODEPACK and
# MINPACK; PyPI's sdist, the file SCIPY_SDIST names): plain, and real8
# (-fdefault-real-8: every default REAL is REAL(8), and DOUBLE PRECISION
# REAL(16)), made only when SCIPY_SDIST is set.
if [ -n "${SCIPY_SDIST:-}" ]; then
  t=$(mktemp -d) && mkdir -p forig/plain forig/real8
  tar xzf "$SCIPY_SDIST" -C "$t" --strip-components=2 scipy-1.14.1/scipy/integrate/odepack scipy-1.14.1/scipy/integrate/quadpack scipy-1.14.1/scipy/optimize/minpack
  for f in integrate/odepack/intdy integrate/odepack/ewset integrate/odepack/bnorm integrate/odepack/fnorm optimize/minpack/chkder \
    optimize/minpack/enorm optimize/minpack/dogleg integrate/quadpack/dqc25s integrate/quadpack/dqk15 integrate/quadpack/dqag; do
    b=$(basename "$f")
    for v in plain real8; do
      flag=; [ "$v" = real8 ] && flag=-fdefault-real-8
      # shellcheck disable=SC2086 # $flag: none or one flag
      mkdir -p "$t/d" && gfortran -c -w $flag -fdump-tree-original -dumpdir "$t/d/" -o "$t/d/x.o" "$t/$f.f" && cat "$t"/d/*.original >"forig/$v/$b.txt"
      rm -rf "$t/d"
    done
  done
  rm -rf "$t"
fi
# guile/NAME/: the bytecode Guile 3.0 (Debian's guile-3.0, guild from
# guile-3.0-dev) compiles five of its own ice-9 modules into, as guild
# disassemble lists it, procedures' addresses in memory made "ADDR" (as
# bench/kinds.sh's corral --normalize does): plain (-O2), and nocse (-O2
# -Ono-cse: no common subexpressions eliminated), made only where guild
# runs.
if command -v guild >/dev/null && [ -d /usr/share/guile/3.0/ice-9 ]; then
  mkdir -p guile/plain guile/nocse
  for b in q and-let-star arrays hash-table string-fun; do
    for v in plain nocse; do
      flag=; [ "$v" = nocse ] && flag=-Ono-cse
      t=$(mktemp -d)
      # shellcheck disable=SC2086 # $flag: none or one flag
      GUILE_AUTO_COMPILE=0 guild compile -O2 $flag -o "$t/x.go" "/usr/share/guile/3.0/ice-9/$b.scm" >/dev/null &&
        GUILE_AUTO_COMPILE=0 guild disassemble "$t/x.go" | sed -E 's/#x[0-9a-f]{8,}/#xADDR/g; s/(#<[a-z-]+) [0-9a-f]{8,}/\1 ADDR/g' >"guile/$v/$b.txt"
      rm -rf "$t"
    done
  done
fi
# isolatez/NAME/: five of zstd 1.5.6's C files (Go module
# github.com/DataDog/zstd@v1.5.6, the directory ZSTD_DIR names) as they
# are (plain) and as clang-tidy 19's readability-isolate-declaration
# fixes them (single): declarations of many heads ($ a type's name,
# size_t, unsigned) split one a line, made only when ZSTD_DIR is set.
if [ -n "${ZSTD_DIR:-}" ] && command -v clang-tidy-19 >/dev/null; then
  t=$(mktemp -d) && mkdir -p isolatez/plain isolatez/single
  cp "$ZSTD_DIR"/*.[ch] "$t/" && chmod u+w "$t"/*
  for b in fse_compress fse_decompress zstd_ldm huf_compress zstd_compress_superblock; do
    cp "$t/$b.c" "isolatez/plain/$b.txt"
    (cd "$t" && clang-tidy-19 --quiet -fix -checks='-*,readability-isolate-declaration' "$b.c" -- -w -I. >/dev/null 2>&1)
    cp "$t/$b.c" "isolatez/single/$b.txt"
  done
  rm -rf "$t"
fi
# alpha/NAME/: gcc 12's assembly for Alpha (Debian's gcc-alpha-linux-gnu)
# of src/*.c at -O2 (O2) and with -fno-omit-frame-pointer (fp): its
# local labels are $L63, not .L63; made only where that gcc runs.
if command -v alpha-linux-gnu-gcc >/dev/null; then
  mkdir -p alpha/O2 alpha/fp
  for f in src/*.c; do
    b=$(basename "$f" .c)
    alpha-linux-gnu-gcc -O2 -S -w -o "alpha/O2/$b.txt" "$f"
    alpha-linux-gnu-gcc -O2 -S -w -fno-omit-frame-pointer -o "alpha/fp/$b.txt" "$f"
  done
fi
# nmsysv/NAME/: LLVM's nm in System V's format (llvm-nm-19
# --format=sysv: name|value|class|type|size|line|section) of clang-19
# -O2 -c of src/*.c (O2) and with -fno-inline (ni), made only where
# clang-19 and llvm-nm-19 run.
if command -v clang-19 >/dev/null && command -v llvm-nm-19 >/dev/null; then
  mkdir -p nmsysv/O2 nmsysv/ni
  for f in src/*.c; do
    b=$(basename "$f" .c)
    t=$(mktemp -d)
    clang-19 -O2 -c -w -o "$t/x.o" "$f" && (cd "$t" && llvm-nm-19 --format=sysv x.o) >"nmsysv/O2/$b.txt"
    clang-19 -O2 -c -w -fno-inline -o "$t/x.o" "$f" && (cd "$t" && llvm-nm-19 --format=sysv x.o) >"nmsysv/ni/$b.txt"
    rm -rf "$t"
  done
fi
# flynt/NAME/: twelve of Django 5.1.4's modules (PyPI's sdist, the file
# DJANGO_SDIST names) as flynt 1.0.1 leaves them (plain: % and .format
# made f-strings) and with --transform-concats (concat: string
# concatenations made f-strings too, one rule met in many forms of
# expression), made only when flynt runs and DJANGO_SDIST is set.
if [ -n "${DJANGO_SDIST:-}" ] && command -v flynt >/dev/null; then
  t=$(mktemp -d) && mkdir -p flynt/plain flynt/concat
  tar xzf "$DJANGO_SDIST" -C "$t" --strip-components=1 Django-5.1.4/django
  for f in db/backends/mysql/compiler db/backends/postgresql/creation db/backends/oracle/features db/backends/oracle/schema \
    db/backends/utils db/backends/sqlite3/operations db/backends/mysql/operations \
    contrib/admin/templatetags/admin_list contrib/admin/widgets db/backends/sqlite3/schema db/backends/oracle/creation; do
    b=$(echo "$f" | tr / _)
    flynt --quiet --stdout "$t/django/$f.py" >"flynt/plain/$b.txt"
    flynt --quiet --stdout --transform-concats "$t/django/$f.py" >"flynt/concat/$b.txt"
  done
  rm -rf "$t"
fi
# eslint/NAME/: fourteen of lodash-es 4.17.21's modules (npm, the
# directory LODASH_DIR names) as they are (plain) and as ESLint 9.17.0
# (the binary ESLINT names) fixes them with prefer-template on (template:
# string concatenations made template literals), made only when both are
# set.
if [ -n "${LODASH_DIR:-}" ] && [ -n "${ESLINT:-}" ]; then
  t=$(mktemp -d) && mkdir -p eslint/plain eslint/template
  for b in _escapeStringChar _toKey _baseRest _isMasked _insertWrapDetails _getFuncName _hasUnicode _baseToString _createRound \
    _updateWrapDetails _baseMerge _baseIsNative random truncate; do
    cp "$LODASH_DIR/$b.js" "eslint/plain/$b.txt"
    cp "$LODASH_DIR/$b.js" "$t/x.js"
    (cd "$t" && "$ESLINT" --no-config-lookup --rule '{"prefer-template":"error"}' --fix x.js >/dev/null 2>&1)
    cp "$t/x.js" "eslint/template/$b.txt"
  done
  rm -rf "$t"
fi
# goobj/NAME/: the Go toolchain's disassembly (go tool objdump) of the
# objects the Go compiler makes of six programs of $GOROOT/test: plain,
# and l (-l: no inlining). Its lines name a position, an offset, the
# code's bytes, the instruction and its relocation, by columns.
g=$(go env GOROOT)/test
if [ -f "$g/235.go" ]; then
  cfg=$(mktemp) && t=$(mktemp -d) && mkdir -p goobj/plain goobj/l
  go list -export -f '{{if .Export}}packagefile {{.ImportPath}}={{.Export}}{{end}}' std >"$cfg"
  for b in 235 chancap clear closure deferfin floatcmp; do
    cp "$g/$b.go" "$t/$b.go"
    for v in "plain:" "l:-l"; do
      n=${v%%:*}
      # shellcheck disable=SC2086 # the flag, one word or none
      (cd "$t" && go tool compile -p main -importcfg "$cfg" -trimpath "$t" ${v#*:} -o x.o "$b.go" && go tool objdump x.o) >"goobj/$n/$b.txt"
    done
  done
  rm -rf "$t" "$cfg"
fi
# ptx/NAME/: NVIDIA's PTX that clang 19 makes of four of zstd 1.5.6's C
# files (the directory ZSTD_DIR names), --target=nvptx64-nvidia-cuda
# -O2 (O2) and with -fno-inline (ni): calls in braced call sequences,
# made only when ZSTD_DIR is set and clang-19 runs.
if [ -n "${ZSTD_DIR:-}" ] && command -v clang-19 >/dev/null; then
  mkdir -p ptx/O2 ptx/ni
  for b in entropy_common hist zstd_ddict pool; do
    clang-19 --target=nvptx64-nvidia-cuda -O2 -S -w -o "ptx/O2/$b.txt" "$ZSTD_DIR/$b.c"
    clang-19 --target=nvptx64-nvidia-cuda -O2 -S -w -fno-inline -o "ptx/ni/$b.txt" "$ZSTD_DIR/$b.c"
  done
fi
# ruffup/NAME/: nine of Django 5.1.4's modules (DJANGO_SDIST, as for
# flynt/) as they are (plain) and as ruff 0.17.6 fixes them with rule
# UP032 alone (fstr: "…".format(…) calls made f-strings, one rule met in
# many forms of call; some calls span lines), made only when ruff runs
# and DJANGO_SDIST is set.
if [ -n "${DJANGO_SDIST:-}" ] && command -v ruff >/dev/null; then
  t=$(mktemp -d) && mkdir -p ruffup/plain ruffup/fstr
  tar xzf "$DJANGO_SDIST" -C "$t" --strip-components=1 Django-5.1.4/django
  for f in db/backends/postgresql/creation db/models/fields/related_lookups db/backends/ddl_references db/backends/utils \
    db/migrations/questioner db/migrations/serializer db/backends/oracle/introspection db/migrations/loader \
    contrib/admin/templatetags/admin_list; do
    b=$(echo "$f" | tr / _)
    cp "$t/django/$f.py" "ruffup/plain/$b.txt"
    ruff check -q --isolated --no-cache --fix --exit-zero --select UP032 --stdin-filename x.py - <"$t/django/$f.py" >"ruffup/fstr/$b.txt"
  done
  rm -rf "$t"
fi
# classtrpc/NAME/: the fourteen of tRPC 11.0.0's TypeScript sources
# (TRPC_DIR) that declare classes, as Babel 7.26 makes them JavaScript
# for Chrome 100 (keep) and with @babel/plugin-transform-classes too
# (classes), which fails on class fields in ten of them: each file's
# stdout (.stdout), stderr (.stderr, NODE_PATH and TRPC_DIR cut from its
# paths) and exit status (.status); made only when BABEL_NODE_PATH names
# node_modules that hold @babel/core, its presets and the plugin.
if [ -n "${TRPC_DIR:-}" ] && [ -n "${BABEL_NODE_PATH:-}" ]; then
  babel=$(cd ../../../../bench/kinds && pwd)/babel.js
  for f in client/src/TRPCClientError client/src/internals/TRPCUntypedClient client/src/links/internals/httpUtils \
    client/src/links/wsLink/wsClient/requestManager client/src/links/wsLink/wsClient/utils client/src/links/wsLink/wsClient/wsClient \
    client/src/links/wsLink/wsClient/wsConnection server/src/adapters/next-app-dir/redirect server/src/unstable-core-do-not-import/error/TRPCError \
    server/src/unstable-core-do-not-import/initTRPC server/src/unstable-core-do-not-import/stream/jsonl \
    server/src/unstable-core-do-not-import/transformer server/src/vendor/standard-schema-v1/error server/src/vendor/unpromise/unpromise; do
    for v in keep classes; do
      mkdir -p "classtrpc/$v"
      o=classtrpc/$v/$(echo "$f" | tr / _)
      plugin=
      [ "$v" = classes ] && plugin=@babel/plugin-transform-classes
      code=0
      (cd "$TRPC_DIR" && NODE_PATH=$BABEL_NODE_PATH node "$babel" "$f.ts" 100 $plugin) >"$o.stdout" 2>"$o.stderr" || code=$?
      echo "$code" >"$o.status"
      sed -i -e "s|$BABEL_NODE_PATH|NODE_PATH|g" -e "s|$TRPC_DIR/||g" "$o.stderr"
    done
  done
fi
# istanbul/NAME/: six of tRPC 11.0.0's TypeScript sources (TRPC_DIR, its
# server/src and client/src) as Babel 7.26 makes them JavaScript for
# Chrome 100 (plain), and with babel-plugin-istanbul 7.0.0 (cov: coverage
# counters at every statement, function and branch, and a map of them,
# each branch's counters a list as long as its paths), the file's path
# made relative; made only when BABEL_NODE_PATH names node_modules that
# hold @babel/core, its presets and the plugin.
if [ -n "${TRPC_DIR:-}" ] && [ -n "${BABEL_NODE_PATH:-}" ]; then
  mkdir -p istanbul/plain istanbul/cov
  babel=$(cd ../../../../bench/kinds && pwd)/babel.js
  for f in client/src/TRPCClientError client/src/links/loggerLink client/src/links/httpLink server/src/observable/operators \
    server/src/adapters/aws-lambda/getPlanner client/src/internals/TRPCUntypedClient; do
    b=$(basename "$f")
    (cd "$TRPC_DIR" && NODE_PATH=$BABEL_NODE_PATH node "$babel" "$f.ts" 100) >"istanbul/plain/$b.txt"
    (cd "$TRPC_DIR" && NODE_PATH=$BABEL_NODE_PATH node "$babel" "$f.ts" 100 istanbul) |
      sed "s|\"$TRPC_DIR/|\"|" >"istanbul/cov/$b.txt"
  done
fi
# mipsobj/NAME/: GNU objdump -d (binutils for MIPS64) of the objects
# mips64el-linux-gnuabi64-gcc makes of five of zstd 1.5.6's C files
# (ZSTD_DIR): -O2 (O2) and with -fno-inline (ni); each instruction's code
# a 32-bit word, not bytes, made only when ZSTD_DIR is set and the cross
# tools run.
if [ -n "${ZSTD_DIR:-}" ] && command -v mips64el-linux-gnuabi64-objdump >/dev/null; then
  t=$(mktemp -d) && mkdir -p mipsobj/O2 mipsobj/ni
  for b in entropy_common hist zstd_ddict fse_decompress pool; do
    for v in O2 ni; do
      flag=; [ "$v" = ni ] && flag=-fno-inline
      # shellcheck disable=SC2086 # $flag: none or one flag
      mips64el-linux-gnuabi64-gcc -O2 -c -w $flag -o "$t/x.o" "$ZSTD_DIR/$b.c" && (cd "$t" && mips64el-linux-gnuabi64-objdump -d x.o) >"mipsobj/$v/$b.txt"
    done
  done
  rm -rf "$t"
fi
# ruffdiag/NAME/: what ruff 0.17.6 writes to stderr (the findings it
# left, each a frame of the source: "--> x.py:3:5", its lines under a
# gutter, carets, a suggestion, help and notes) for six of Django
# 5.1.4's modules (DJANGO_SDIST) with rule UP031 (% formatting) given
# and fixing on (diag), and nothing (none: no rule, no finding), made
# only when ruff runs and DJANGO_SDIST is set.
if [ -n "${DJANGO_SDIST:-}" ] && command -v ruff >/dev/null; then
  t=$(mktemp -d) && mkdir -p ruffdiag/none ruffdiag/diag
  tar xzf "$DJANGO_SDIST" -C "$t" --strip-components=1 Django-5.1.4/django
  for f in db/backends/utils db/backends/oracle/schema db/models/fields/related_lookups db/backends/postgresql/operations \
    db/migrations/questioner contrib/admin/templatetags/admin_list; do
    b=$(echo "$f" | tr / _)
    : >"ruffdiag/none/$b.txt"
    ruff check -q --isolated --no-cache --fix --exit-zero --select UP031 --stdin-filename x.py - <"$t/django/$f.py" 2>"ruffdiag/diag/$b.txt" >/dev/null
  done
  rm -rf "$t"
fi
# stripint/NAME/: the declarations TypeScript 5.6.3 emits for ten of tRPC
# 11.0.0's sources (TRPC_DIR) one file alone (bench/kinds/dts.js, as
# --isolatedDeclarations makes them): plain, and with stripInternal
# (strip), which removes what a comment marks @internal: whole
# declarations, members of the types a function takes, and the imports
# only they used; made only when TS_NODE_PATH names node_modules that
# hold typescript.
if [ -n "${TRPC_DIR:-}" ] && [ -n "${TS_NODE_PATH:-}" ]; then
  mkdir -p stripint/plain stripint/strip
  dts=$(cd ../../../../bench/kinds && pwd)/dts.js
  for f in server/src/unstable-core-do-not-import/error/getErrorShape server/src/unstable-core-do-not-import/error/formatter \
    server/src/unstable-core-do-not-import/stream/sse.types client/src/links/internals/createChain client/src/links/internals/dedupeLink \
    server/src/unstable-core-do-not-import/procedure server/src/adapters/node-http/writeResponse client/src/createTRPCClient \
    server/src/unstable-core-do-not-import/router server/src/unstable-core-do-not-import/utils; do
    b=$(basename "$f")
    (cd "$TRPC_DIR" && NODE_PATH=$TS_NODE_PATH node "$dts" "$f.ts") >"stripint/plain/$b.ts.txt"
    (cd "$TRPC_DIR" && NODE_PATH=$TS_NODE_PATH node "$dts" "$f.ts" stripInternal) >"stripint/strip/$b.ts.txt"
  done
fi
# splitstack/NAME/: gcc 12's assembly at -O2 of four of zstd's files
# (ZSTD, as above), plain (O2) and with -fsplit-stack (ss): a check of the
# stack's room before every frame, a call of __morestack where it is
# short; hot and cold parts of functions no longer split in three.
if [ -n "${ZSTD:-}" ]; then
  for b in zstd_v04 zstd_decompress pool hist; do
    for v in "O2:" "ss:-fsplit-stack"; do
      n=${v%%:*}; mkdir -p "splitstack/$n"
      (cd "$ZSTD" && gcc -O2 -S -w ${v#*:} -o - "$b.c") >"splitstack/$n/$b.s"
    done
  done
fi
# irkcfi/NAME/: clang-19's LLVM IR at -O2 of five of zlib's small files
# (ZLIB, as above), plain (O2) and with -fsanitize=kcfi (kcfi): a type's
# hash attached to each function defined and declared (!kcfi_type), a
# check's bundle on each indirect call.
if [ -n "${ZLIB:-}" ]; then
  for b in adler32 compress gzclose uncompr zutil; do
    for v in "O2:" "kcfi:-fsanitize=kcfi"; do
      n=${v%%:*}; mkdir -p "irkcfi/$n"
      (cd "$ZLIB/.." && sh "$OLDPWD/../../../../bench/kinds/clang.sh" "zlib/$b.c" -O2 -emit-llvm ${v#*:}) >"irkcfi/$n/$b.ll"
    done
  done
fi
# wasmbulk/NAME/: clang-19's WebAssembly assembly at -O2 (wasm32-wasi,
# Debian's wasi-libc) of nine of zstd's files (ZSTD, as above), plain
# (O2) and with -mbulk-memory (bulk): memory.copy and memory.fill where
# memcpy and memset were called, their declarations gone, and the
# module's features saying so in every file.
if [ -n "${ZSTD:-}" ]; then
  for b in debug threading zbuff_common zstd_common pool entropy_common hist zstd_compress_literals zstd_ddict; do
    for v in "O2:" "bulk:-mbulk-memory"; do
      n=${v%%:*}; mkdir -p "wasmbulk/$n"
      (cd "$ZSTD" && sh "$OLDPWD/../../../../bench/kinds/clang.sh" "$b.c" --target=wasm32-wasi -isystem /usr/include/wasm32-wasi -O2 ${v#*:}) >"wasmbulk/$n/$b.s"
    done
  done
fi
# declinezstd/NAME/: GNU readelf's decoded line table (as decline/) of gcc
# -g -O2 -c of two of zstd's files (ZSTD, as above), plain (O2) and
# with -fno-inline (ni): the rows of the headers' functions inlined gone
# and the file's names over them, a sequence ending in another file
# ("bitstream.h  -  0x12c8" → "zstd_compress_sequences.c  -  0x1187").
if [ -n "${ZSTD:-}" ]; then
  for b in zbuff_common zstd_compress_sequences; do
    for v in "O2:" "ni:-fno-inline"; do
      n=${v%%:*}; mkdir -p "declinezstd/$n"
      (cd "$ZSTD" && gcc -c -g -O2 -w ${v#*:} -fdebug-prefix-map="$PWD"=. -I. -o "/tmp/gen-$b.o" "$b.c")
      (cd /tmp && readelf --debug-dump=decodedline "gen-$b.o" | sed 1,2d) >"declinezstd/$n/$b.txt"; rm -f "/tmp/gen-$b.o"
    done
  done
fi
