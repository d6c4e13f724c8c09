#!/usr/bin/env node
// prefix.js FILE.css BROWSERS: the CSS autoprefixer (with postcss, from
// NODE_PATH) makes of one file for a browserslist query, on stdout; the
// query given overrides any a config file names. Used by bench/kinds.sh's
// held: changes.
const fs = require("fs");
const postcss = require("postcss");
const autoprefixer = require("autoprefixer");
const [file, query] = process.argv.slice(2);
postcss([autoprefixer({ overrideBrowserslist: query })])
  .process(fs.readFileSync(file, "utf8"), { from: undefined, map: false })
  .then((r) => process.stdout.write(r.css))
  .catch((e) => { console.error(`prefix.js: ${e.message}`); process.exit(1); });
