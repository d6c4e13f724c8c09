#!/usr/bin/env python3
"""makoc.py TEMPLATE [h]: the Python module Mako compiles one template to
(Template.code), on stdout; with "h", every expression escaped for HTML
(default_filters ['h']). The template's lookup is its directory, so that
<%inherit> and <%include> name files beside it. The lines that hold the
file's time and absolute path (_modified_time, _template_filename) are
left out: they differ from run to run. Used by bench/kinds.sh's held:
changes."""
import os
import sys

from mako.lookup import TemplateLookup

path = sys.argv[1]
filters = ["h"] if sys.argv[2:] == ["h"] else None
lookup = TemplateLookup(directories=[os.path.dirname(path) or "."], default_filters=filters)
code = lookup.get_template(os.path.basename(path)).code
print("\n".join(line for line in code.splitlines() if not line.startswith(("_modified_time", "_template_filename"))))
