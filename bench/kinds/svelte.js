#!/usr/bin/env node
// svelte.js FILE.svelte [dev]: the JavaScript Svelte 4's compiler makes of
// one component (generate "dom"), on stdout; with "dev", compiled for
// development (dev: true, checks and names for the debugger). Svelte is
// found on NODE_PATH. Used by bench/kinds.sh's held: changes.
const fs = require('fs');
const { compile } = require('svelte/compiler');
const file = process.argv[2];
const out = compile(fs.readFileSync(file, 'utf8'), { filename: file, dev: process.argv[3] === 'dev' });
process.stdout.write(out.js.code + '\n');
