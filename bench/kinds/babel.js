#!/usr/bin/env node
// babel.js FILE.ts CHROME [PLUGIN...]: Babel 7.26 (from NODE_PATH)
// transforming one TypeScript file alone to JavaScript for that version
// of Chrome (@babel/preset-env, ES modules kept, and
// @babel/preset-typescript), with each plugin named (e.g.
// @babel/plugin-transform-class-properties) too, on stdout. No config file
// is read. Used by bench/kinds.sh's held: changes.
const fs = require("fs");
const babel = require("@babel/core");
const [file, chrome, ...plugins] = process.argv.slice(2);
const out = babel.transformSync(fs.readFileSync(file, "utf8"), {
  filename: file,
  babelrc: false,
  configFile: false,
  presets: [["@babel/preset-env", { targets: { chrome }, modules: false }], "@babel/preset-typescript"],
  plugins,
});
process.stdout.write(out.code + "\n");
