#!/bin/sh
# eslintfix.sh FILE.js RULE: the file as ESLint's --fix leaves it with RULE
# on (as an error) and no configuration found around it, on stdout, the
# exit status 0 whatever problems were left. ESLint fixes only files under
# its working directory: the file is copied to a temporary one in the
# work dir. ESLINT names the binary. Used by bench/kinds.sh's held:
# changes.
f=$1 rule=$2
t=$(mktemp -d "$PWD/eslint.XXXXXX") || exit 1
trap 'rm -rf "$t"' EXIT
cp "$f" "$t/x.js" && cd "$t" || exit 1
"$ESLINT" --no-config-lookup --rule "{\"$rule\":\"error\"}" --fix x.js >/dev/null 2>&1
cat x.js
