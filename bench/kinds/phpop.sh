#!/bin/sh
# phpop.sh FILE.php LEVEL: the opcodes of one PHP file as opcache's
# optimizer leaves them (opt_debug_level 0x20000) at optimization_level
# LEVEL, compiled without running it (php -l), on stdout; no php.ini,
# opcache loaded by hand. Used by bench/kinds.sh's held: changes.
exec php -n -d zend_extension=opcache -d opcache.enable_cli=1 -d opcache.opt_debug_level=0x20000 \
  -d opcache.optimization_level="$2" -l "$1" 2>&1
