"""JSON Lines of hand records in, one result line out for each: reading a line, scoring it, writing its result.

Every line of an input gives exactly one output line (a result, or an error naming the line), whatever it holds;
only blank lines give none.
"""

from __future__ import annotations

import codecs
import io
import json
import os
import re
import unicodedata

from .escape import terminal_line
from .number_text import NotAWholeNumber, whole_number

# What a line of lists and objects nested deeper than MAX_NESTING reads as, whatever its innermost kind.
NESTED_TOO_DEEP = "lists and objects nested too deep to read"
# Lists and objects within each other in one line: a record needs 4. Deeper is refused at this depth in every
# process: Python's JSON reader stops where its stack runs out, which is shallower in a worker process.
MAX_NESTING = 500
# A string (or the rest of the text, where it never closes: read once, not again from each quote inside it), or a
# bracket.
_STRING_OR_BRACKET = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.S)


READ_SIZE = 1 << 16  # what one read takes at most: a longer line is read in pieces
TEXT_BREAKS, BYTE_BREAKS = re.compile(r"\r\n?|\n"), re.compile(rb"\r\n?|\n")
# Bytes of one line read (and dropped) past its limit before the input is given up: a stream with no line break
# (/dev/zero) would otherwise be read for ever, and a reader waiting for the line after it never answered.
ENDLESS_LINE_BYTES = 64 << 20


class EndlessLine(EOFError):
    """A line ran on past ENDLESS_LINE_BYTES: the input is read no further (an EOFError, as every reader of an
    input already takes one for "cannot be read past here")."""

    @classmethod
    def found(cls) -> EndlessLine:
        return cls(f"the line before ran on past {ENDLESS_LINE_BYTES >> 20} MiB with no line break")


class Reading:
    """What record_lines(..., pauses=True) gives before each read of its stream, between the lines: a reader of a
    live stream answers the lines it has before it waits for more."""


READING = Reading()


def record_lines(stream, limit: int, pauses: bool = False):
    """Each line of a stream of bytes or text, split at "\\n", "\\r" or "\\r\\n" alike (a file from any
    system); None for a line longer than `limit`, given as soon as it passes the limit (a stream with no line
    break, /dev/zero, may never end it), whose rest is read and dropped, never held whole, up to
    ENDLESS_LINE_BYTES, where EndlessLine is raised; with `pauses`, READING before each read. A stream of bytes
    with read1 is read by what it has at hand (a pipe's or a terminal's lines as they come, a file's in blocks: many
    short lines cost one read), any other by lines."""
    parts, size, over = [], 0, False  # the current line so far, its length, whether it is past the limit
    after_cr = False  # the last piece ended in "\r": a "\n" opening the next one ends no second line
    cr = lf = breaks = None
    read1 = getattr(stream, "read1", None)
    by_lines = read1 is None or isinstance(stream, io.TextIOBase)
    while True:
        if pauses:
            yield READING
        piece = stream.readline(READ_SIZE) if by_lines else read1(READ_SIZE)
        if not piece:
            break
        if breaks is None:  # bytes or text, as the first piece shows
            cr, lf, breaks = ("\r", "\n", TEXT_BREAKS) if isinstance(piece, str) else (b"\r", b"\n", BYTE_BREAKS)
        if after_cr and piece.startswith(lf):
            piece = piece[1:]
        after_cr = piece.endswith(cr)
        if by_lines and not parts and not over and piece.endswith(lf) and cr not in piece and len(piece) <= limit:
            yield piece[:-1]  # the usual line, read whole
            continue
        *ended, rest = breaks.split(piece)
        for end in ended:
            if not over:  # (a line past the limit was given as None when it passed it)
                yield None if size + len(end) > limit else piece[:0].join(parts) + end if parts else end
            parts, size, over = [], 0, False
        size += len(rest)
        if over:
            if size > ENDLESS_LINE_BYTES:
                raise EndlessLine.found()
            continue
        if size > limit:
            parts, over = [], True
            yield None
        elif rest:
            parts.append(rest)
    if parts:
        yield parts[0][:0].join(parts)


class DuplicateKey(Exception):
    """A key given twice in one object of a record."""


def unique_keys(pairs: list) -> dict:
    """A JSON object of a record; a key given twice is refused, not silently read as its last value."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen = set()
        for key, _value in pairs:
            if key in seen:
                raise DuplicateKey(key)
            seen.add(key)
    return obj


def nested_too_deep(text: str) -> bool:
    """Whether JSON text nests lists and objects more than MAX_NESTING deep (brackets in strings are text)."""
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return False
    depth = 0
    for found in _STRING_OR_BRACKET.finditer(text):
        mark = found.group()
        if mark in "[{":
            depth += 1
            if depth > MAX_NESTING:
                return True
        elif mark in "]}":
            depth -= 1
    return False


class _RecordDecoder(json.JSONDecoder):
    def decode(self, s: str, *args, **kwargs):
        if nested_too_deep(s):  # read as Python's own limit reads, but at one depth
            raise RecursionError(NESTED_TOO_DEEP)
        return super().decode(s, *args, **kwargs)


def record_decoder(most_digits: int) -> json.JSONDecoder:
    """A JSON reader for records (made once: json.loads with hooks would make one for every line); nesting past
    MAX_NESTING is a RecursionError, as Python's stack makes deeper nesting one."""
    def short_int(text: str) -> int:
        # The one reader of numbers: a long one is refused before it is converted (it costs time, and Python
        # refuses one of over 4300 digits), and only the ASCII digits are read, whichever JSON scanner runs.
        return whole_number(text, most_digits)
    return _RecordDecoder(object_pairs_hook=unique_keys, parse_int=short_int)


def line_error(number: int, code: str, message: str) -> dict:
    return {"error": {"code": code, "message": f"line {number}: {message}"}}


JSON_SPACE = " \t\r\n"  # what JSON takes for white space: a line of nothing else is blank
_JSON_SPACE_BYTES = JSON_SPACE.encode()


def blank(raw: bytes | None) -> bool:
    """Whether a raw line is blank (read_line gives nothing for it): it may be passed over unread."""
    return raw is not None and not raw.strip(_JSON_SPACE_BYTES)


def read_line(number: int, raw, decoder: json.JSONDecoder, rt) -> tuple[object, dict | None] | None:
    """(record, None) or (None, error) for line `number` of an input (bytes, text, or None for a line too long),
    the record being any JSON value (the scorer says what is not a record); None for a blank line. `rt` is the
    scorer module, whose runtime gives the limits and messages."""
    if raw is None:
        return None, line_error(number, "line_too_long", f"longer than {rt.MAX_RECORD_LINE} bytes, so not read; "
                                "a hand record takes well under 1 KiB: put one record on each line")
    try:
        line = raw if isinstance(raw, str) else raw.decode("utf-8")
    except UnicodeDecodeError as exc:  # one bad line must not lose the rest of the batch
        return None, line_error(number, "bad_json", f"not UTF-8 text: {exc.reason} at byte {exc.start}")
    if number == 1:
        line = line.removeprefix("\ufeff")  # a byte order mark may open a file
    if not line.strip(JSON_SPACE):
        return None
    try:
        return decoder.decode(line), None
    except DuplicateKey as exc:
        return None, line_error(number, "duplicate_key", f"the key {rt._shown(exc.args[0])} is given twice in "
                                "one object; give each field once")
    except NotAWholeNumber as exc:
        return None, line_error(number, "bad_json", f"{exc}; a record's numbers are small")
    except RecursionError:  # its words would name the deepest kind, which depends on where the stack ran out
        return None, line_error(number, "bad_json", f"not JSON: {NESTED_TOO_DEEP}")
    except ValueError as exc:  # json.JSONDecodeError, or a number it cannot read
        return None, line_error(number, "bad_json", f"not JSON: {exc}")


def read_records(stream, rt):
    """(line number, record or None, error) for each non-blank JSON line of a stream (bytes, or text)."""
    decoder = record_decoder(rt.MAX_NUMBER_DIGITS)
    for number, raw in enumerate(record_lines(stream, rt.MAX_RECORD_LINE), 1):
        read = read_line(number, raw, decoder, rt)
        if read is not None:
            yield number, *read


def score_line(number: int, raw, decoder: json.JSONDecoder, rt, explained) -> tuple[dict, str] | None:
    """The result of one input line and the text written for it; None for a blank line. `explained`: false for
    JSON, else a breakdown for people, with where each total comes from if it is an explain.Explainer.

    A scorer fault becomes the record's `internal_error`, so one record never loses the rest of a batch.
    """
    read = read_line(number, raw, decoder, rt)
    if read is None:
        return None
    record, error = read
    why = None
    if error is not None:
        result = error
    else:
        try:
            result = rt.score(record)
        except Exception as exc:
            result = rt.with_id(record, rt.internal_error_result(exc))
        if "error" in result and not explained:  # say which line, as a bad_json error does; the id stays first
            result = dict(result, error=dict(result["error"], message=f"line {number}: {result['error']['message']}"))
        if explained and "error" not in result and hasattr(explained, "why"):
            why = explained.why(record, result)
    return output_line(result, number, explained, rt, why)


LINE_PATH_OFF = "MJC_NO_LINE_PATH"  # set to 1: mjc score takes the Python path for every line (the tests compare)


def native_line_scorer(rt, explained, encoding: str):
    """The scorer's native line path, `score_json_line(raw, number) -> (output line, outcome) or None`, giving the
    bytes score_line's text would be in UTF-8 (None for a line it leaves to score_line); None where it cannot serve:
    a Python scorer, output for people or in another encoding, or MJC_NO_LINE_PATH=1. It scores as the native
    module's own score does, so a scorer whose `score` is another's (a wrapper) keeps the Python path."""
    fast = getattr(rt, "score_json_line", None)
    if fast is None or explained or os.environ.get(LINE_PATH_OFF) == "1":
        return None
    if getattr(getattr(rt, "score", None), "__self__", None) is not getattr(fast, "__self__", fast):
        return None
    try:
        return fast if codecs.lookup(encoding).name == "utf-8" else None
    except LookupError:
        return None


def display_width(text: str) -> int:
    """Terminal columns of text: wide (CJK) characters take two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def explain(result: dict, number: int, why: list[list[str]] | None = None) -> str:
    """A result for people: each win's patterns, details and, in `why`, where its total comes from
    (explain.Explainer); each payment with its reason; the changes."""
    record = f"record {number}" + (f" (id {json.dumps(result['id'], ensure_ascii=False)})" if "id" in result else "")
    if "error" in result:
        return terminal_line(f"{record}: error {result['error']['code']}: {result['error']['message']}") + "\n"
    out = [f"{record}:"]
    if not result["wins"]:
        out.append("  no win (drawn deal)")
    for i, w in enumerate(result["wins"]):
        out.append(f"  seat {w['winner']} wins: total {w['total']} {w['unit']}")
        out += _pattern_lines(w["patterns"], "    ")
        for name, value in w.get("details", {}).items():
            if isinstance(value, list):  # the patterns of a sum, listed apart
                out.append(f"    {name}:")
                out += _pattern_lines(value, "      ")
            else:
                shown = str(value).lower() if isinstance(value, bool) else value if value != "" else "-"
                out.append(f"    {name}: {shown}")
        out += [f"    {line}" for line in (why[i] if why else ())]
    for p in result["payments"]:
        out.append(f"  {_account(p['from'])} pays {_account(p['to'])} {p['amount']:>5}  {p['reason']}")
    out.append("  deltas " + " ".join(f"{d:+d}" for d in result["deltas"]))
    if "table" in result:
        out.append(f"  table {result['table']:+d}")
    # names and reasons are the spec's text, a message quotes the record's: a line break in them starts no line
    return "".join(terminal_line(line) + "\n" for line in out)


def _pattern_lines(patterns: list, indent: str) -> list[str]:
    """A win's patterns, one a line, their names, ids and values in columns."""
    name_width = max((display_width(p["name"]) for p in patterns), default=0)
    id_width = max((len(p["id"]) for p in patterns), default=0)
    out = []
    for p in patterns:
        count = f" × {p['count']}" if p["count"] != 1 else ""
        name = p["name"] + " " * (name_width - display_width(p["name"]))
        out.append(f"{indent}{name}  {p['id']:<{id_width}}  {p['value']:>3}{count}")
    return out


def _account(who) -> str:
    """A payer or payee of a payment: a seat, or the table."""
    return "the table" if who == "table" else f"seat {who}"


def output_line(result: dict, number: int, explained, rt, why: list[list[str]] | None = None) -> tuple[dict, str]:
    """The result of a record and its output line; a result that cannot be written is an error line."""
    try:
        return result, explain(result, number, why) if explained else json.dumps(result, ensure_ascii=False) + "\n"
    except Exception as exc:  # a result json cannot write is a scorer fault: its numbers and texts are bounded
        error = rt.internal_error_result(exc)
        if "id" in result:  # the record's id still leads the line that replaces its result
            error = {"id": result["id"], **error}
        if explained:  # its line is said already
            return error, explain(error, number)
        error = dict(error, error=line_error(number, error["error"]["code"], error["error"]["message"])["error"])
        return error, json.dumps(error, ensure_ascii=False) + "\n"
