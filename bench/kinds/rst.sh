#!/bin/sh
# rst.sh FILE.rst LEVEL: docutils' HTML of one reStructuredText file, its
# sections' headings from <hLEVEL> on (initial_header_level), on stdout.
# Sphinx's own roles and directives are reported to no one
# (report_level 5): docutils keeps them as system messages. No config
# file is read. Used by bench/kinds.sh's held: changes.
exec python3 - "$1" "$2" <<'PY'
import sys
import docutils.core
src = open(sys.argv[1], encoding="utf-8").read()
html = docutils.core.publish_string(src, source_path=sys.argv[1], writer_name="html4", settings_overrides={
    "report_level": 5, "halt_level": 5, "initial_header_level": int(sys.argv[2]),
    "_disable_config": True, "embed_stylesheet": False, "output_encoding": "utf-8"})
sys.stdout.write(html.decode("utf-8"))
PY
