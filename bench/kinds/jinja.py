#!/usr/bin/env python3
"""jinja.py TEMPLATE [autoescape]: the Python source Jinja2 compiles one
template to (Environment.compile(raw=True)), on stdout; with "autoescape",
compiled with autoescaping on. Used by bench/kinds.sh's held: changes."""
import sys

import jinja2

path = sys.argv[1]
env = jinja2.Environment(autoescape=len(sys.argv) > 2 and sys.argv[2] == "autoescape",
                         extensions=["jinja2.ext.i18n", "jinja2.ext.do", "jinja2.ext.loopcontrols"])
with open(path, encoding="utf-8") as f:
    print(env.compile(f.read(), name=path, filename=path, raw=True))
