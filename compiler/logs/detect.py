"""Which format a log file is in, told by its content (never by its name), and its reader."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import BinaryIO, Callable

from .botzone import MAX_DATASET_BYTES, read_botzone
from .common import MAX_LINE_BYTES, MAX_LOG_BYTES, LogError, read_source, reader_fault
from .mjai import mjai_plays, read_mjai
from .tenhou import read_tenhou, tenhou_plays
from .tenhou6 import read_tenhou6, tenhou6_plays

# An mjlog is XML, so it begins with a tag; a file of Botzone matches has a Match line every few kilobytes (its first
# one may be damaged: the reader then names it, and reads the other matches). mjai's first line is an event, a JSON
# object with a type; a tenhou.net/6 log is one JSON object whose `log` (a list of deals) comes near its start.
_TAG_FIRST = re.compile(rb"\s*<")
_MATCH_LINE = re.compile(rb"^Match[ \t]+\S+[ \t]*\r?$", re.M)
_JSON_FIRST = re.compile(rb"\s*\{")
_EVENT = re.compile(rb'"type"\s*:\s*"')
_DEALS = re.compile(rb'"log"\s*:\s*\[')
_SNIFF = 64 * 1024

READERS = {"botzone": read_botzone, "mjai": read_mjai, "tenhou6": read_tenhou6}  # each can hand records on
PLAYS = {"tenhou": tenhou_plays, "mjai": mjai_plays, "tenhou6": tenhou6_plays}


def log_format(data: bytes) -> str | None:
    """The format of a log's bytes (unpacked): tenhou (mjlog), botzone, mjai or tenhou6; None for none of them."""
    if _TAG_FIRST.match(data):
        return "tenhou"
    if _JSON_FIRST.match(data):
        first = data.lstrip()[:MAX_LINE_BYTES + 1].split(b"\n", 1)[0]
        if len(first) <= MAX_LINE_BYTES:  # no longer than an mjai line may be; a longer one is never parsed here
            try:
                event = json.loads(first)
            except (ValueError, RecursionError):
                event = None
            if isinstance(event, dict) and "type" in event or event is None and _EVENT.search(first, 0, _SNIFF):
                return "mjai"
        if _DEALS.search(data, 0, _SNIFF):
            return "tenhou6"
        return None
    if _MATCH_LINE.search(data, 0, _SNIFF):
        return "botzone"
    return None


def bytes_bound(head: bytes) -> int:
    """The most bytes a log may unpack to, by its format as its first bytes tell: an mjlog's own bound, else the
    largest of the formats' (a file of Botzone matches)."""
    return MAX_LOG_BYTES if log_format(head) == "tenhou" else MAX_DATASET_BYTES


def read_log(source: str | Path | bytes | BinaryIO, name: str | None = None, ruleset: str | None = None,
             hand_on: Callable[[dict], None] | None = None) -> list[dict]:
    """The hand records of a log in any format mjc reads (a Tenhou mjlog, mjai JSON lines, a tenhou.net/6 JSON log, a
    file of Botzone matches), told by its content; or, with `hand_on`, each handed to it as it is read and none
    returned. A LogError as that format's reader raises it, or `not_a_log` for a file in none of them."""
    # The largest of the formats' bounds: a Tenhou log is held to its own when its reader takes the bytes.
    label, data = read_source(source, name, MAX_DATASET_BYTES, bytes_bound)
    kind = log_format(data)
    if kind is None:
        raise LogError("not_a_log", f"{label}: not a log mjc reads: a Tenhou mjlog (XML beginning <mjloggm>), mjai "
                                    "(JSON lines of events), a tenhou.net/6 log (a JSON object with a log of deals) "
                                    "or Botzone matches (lines `Match <id>`, `Wind <n>`, `Player <seat> ...`)")
    handing_on = _HandingOn(hand_on) if hand_on is not None else None
    try:
        if kind != "tenhou":
            return READERS[kind](data, name=label, ruleset=ruleset, hand_on=handing_on)
        # An mjlog (16 MiB at most) may be read twice (scanner.py), so its records are handed on once it is read.
        records = read_tenhou(data, name=label, ruleset=ruleset)
        if handing_on is None:
            return records
        for record in records:
            handing_on(record)
        return []
    except LogError:
        raise
    except Exception as exc:  # a reader's bug on some file must not end a batch of files with a traceback
        if handing_on is not None and exc is handing_on.failure:
            raise  # the caller's own (a closed pipe, a full disk), not the reader's
        raise reader_fault(label, exc) from exc


class _HandingOn:
    """A reader's `hand_on`, which keeps the exception it raises (the caller's, not a fault of the reader)."""

    def __init__(self, hand_on: Callable[[dict], None]):
        self.hand_on = hand_on
        self.failure: BaseException | None = None

    def __call__(self, record: dict) -> None:
        try:
            self.hand_on(record)
        except BaseException as exc:
            self.failure = exc
            raise


def read_plays(source: str | Path | bytes, name: str | None = None) -> list[dict]:
    """Each deal's play (plays.py) of a riichi log in any of its formats (mjlog, mjai, tenhou.net/6), for the writers
    (write_mjai, write_tenhou6): a log converted from one format to another. A LogError as its reader raises it."""
    label, data = read_source(source, name, MAX_DATASET_BYTES, bytes_bound)
    kind = log_format(data)
    if kind not in PLAYS:
        raise LogError("not_a_log", f"{label}: not a riichi log mjc reads (a Tenhou mjlog, mjai, a tenhou.net/6 log)")
    try:
        return PLAYS[kind](data, name=label)
    except LogError:
        raise
    except Exception as exc:
        raise reader_fault(label, exc) from exc
