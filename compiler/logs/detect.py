"""Which platform's format a log file is in, told by its content (never by its name), and its reader."""

from __future__ import annotations

import re
from pathlib import Path

from .botzone import MAX_DATASET_BYTES, read_botzone
from .common import LogError, read_source
from .tenhou import read_tenhou

# An mjlog is XML, so it begins with a tag; a file of Botzone matches begins with its first Match line.
_START = re.compile(rb"\s*(?:(<)|Match\s)")


def read_log(source: str | Path | bytes, name: str | None = None, ruleset: str | None = None) -> list[dict]:
    """The hand records of a log in any format mjc reads (a Tenhou mjlog, a file of Botzone matches), told by its
    content; a LogError as that format's reader raises it, or `not_a_log` for a file in neither."""
    # The larger of the two formats' bounds: a Tenhou log is held to its own when its reader takes the bytes.
    label, data = read_source(source, name, MAX_DATASET_BYTES)
    start = _START.match(data)
    if start is None:
        raise LogError("not_a_log", f"{label}: neither a Tenhou mjlog (XML beginning <mjloggm>) nor Botzone matches "
                                    "(a first line `Match <id>`)")
    reader = read_tenhou if start.group(1) else read_botzone
    return reader(data, name=label, ruleset=ruleset)
