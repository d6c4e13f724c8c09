#!/usr/bin/env node
// dts.js FILE.ts [OPTION...]: TypeScript (from NODE_PATH) emitting the
// declarations of one file alone (ts.transpileDeclaration, as
// --isolatedDeclarations makes them), each boolean compiler option named
// (removeComments) set, the .d.ts on stdout. Used by bench/kinds.sh's
// thirty-fourth set.
const fs = require("fs");
const ts = require("typescript");
const [file, ...options] = process.argv.slice(2);
const set = Object.fromEntries(options.map((o) => [o, true]));
const out = ts.transpileDeclaration(fs.readFileSync(file, "utf8"), { fileName: file, compilerOptions: { ...set } });
process.stdout.write(out.outputText);
