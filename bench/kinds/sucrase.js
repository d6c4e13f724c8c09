#!/usr/bin/env node
// sucrase.js FILE.ts TRANSFORM...: the JavaScript sucrase (from NODE_PATH)
// makes of one TypeScript file with the transforms named ("typescript",
// "imports"), on stdout. Used by bench/kinds.sh's thirtieth set.
const fs = require('fs');
const { transform } = require('sucrase');
const [file, ...transforms] = process.argv.slice(2);
process.stdout.write(transform(fs.readFileSync(file, 'utf8'), { transforms, filePath: file }).code);
