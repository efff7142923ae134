"""Which platform's format a log file is in, told by its content (never by its name), and its reader."""

from __future__ import annotations

import re
from pathlib import Path
from typing import BinaryIO

from .botzone import MAX_DATASET_BYTES, read_botzone
from .common import LogError, read_source
from .tenhou import read_tenhou

# An mjlog is XML, so it begins with a tag; a file of Botzone matches has a Match line every few kilobytes (its first
# one may be damaged: the reader then names it, and reads the other matches).
_TAG_FIRST = re.compile(rb"\s*<")
_MATCH_LINE = re.compile(rb"^Match[ \t]+\S+[ \t]*\r?$", re.M)
_SNIFF = 64 * 1024


def read_log(source: str | Path | bytes | BinaryIO, name: str | None = None, ruleset: str | None = None) -> list[dict]:
    """The hand records of a log in any format mjc reads (a Tenhou mjlog, a file of Botzone matches), told by its
    content; a LogError as that format's reader raises it, or `not_a_log` for a file in neither."""
    # The larger of the two formats' bounds: a Tenhou log is held to its own when its reader takes the bytes.
    label, data = read_source(source, name, MAX_DATASET_BYTES)
    if _TAG_FIRST.match(data):
        return read_tenhou(data, name=label, ruleset=ruleset)
    if _MATCH_LINE.search(data, 0, _SNIFF):
        return read_botzone(data, name=label, ruleset=ruleset)
    raise LogError("not_a_log", f"{label}: neither a Tenhou mjlog (XML beginning <mjloggm>) nor Botzone matches "
                                "(lines `Match <id>`, `Wind <n>`, `Player <seat> ...`)")
