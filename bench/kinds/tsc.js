#!/usr/bin/env node
// tsc.js FILE.ts TARGET [OPTION...]: TypeScript (from NODE_PATH)
// transpiling one file alone to JavaScript, ts.transpileModule with that
// target (ES2016, ES2017, ES2019, ES2020, ...), ES modules and each boolean
// compiler option named (removeComments) set, the JavaScript on stdout;
// OPTION=true or OPTION=false sets a boolean option;
// module=KIND (CommonJS, ...) sets the modules emitted.
// Used by bench/kinds.sh's dev: and held: changes.
const fs = require("fs");
const ts = require("typescript");
const [file, target, ...options] = process.argv.slice(2);
if (!(target in ts.ScriptTarget)) throw new Error(`tsc.js: no target ${target}`);
// OPTION=true and OPTION=false set a boolean option.
const value = (v) => (v === "true" ? true : v === "false" ? false : v);
const set = Object.fromEntries(options.map((o) => (o.includes("=") ? [o.split("=", 2)[0], value(o.split("=", 2)[1])] : [o, true])));
if (set.module !== undefined && !(set.module in ts.ModuleKind)) throw new Error(`tsc.js: no module kind ${set.module}`);
const out = ts.transpileModule(fs.readFileSync(file, "utf8"), {
  fileName: file,
  compilerOptions: {
    target: ts.ScriptTarget[target],
    ...set,
    module: ts.ModuleKind[set.module ?? "ESNext"],
  },
});
process.stdout.write(out.outputText);
