#!/usr/bin/env node
// swc.js FILE.ts TARGET: the JavaScript swc (@swc/core from NODE_PATH)
// makes of one TypeScript file for TARGET (es2015, es2017, ...), on
// stdout. Used by bench/kinds.sh's thirtieth set.
const fs = require('fs');
const swc = require('@swc/core');
const [file, target] = process.argv.slice(2);
const out = swc.transformSync(fs.readFileSync(file, 'utf8'), { filename: file, jsc: { parser: { syntax: 'typescript' }, target } });
process.stdout.write(out.code);
