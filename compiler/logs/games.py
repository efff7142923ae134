"""Each game of a file: a riichi game's log (a Tenhou mjlog, mjai, tenhou.net/6) is one game, a file of Botzone
matches one game a match, a file of hand records (JSON Lines, or one JSON list, as the calculator saves a game) one
game."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import BinaryIO, Iterator

from ..lines import JSON_SPACE, NESTED_TOO_DEEP, DuplicateKey, record_decoder, record_lines
from ..runtime.base import MAX_NUMBER_DIGITS, MAX_RECORD_LINE
from .botzone import MatchPart, match_parts
from ..input_files import shown_name
from .common import MAX_LOG_BYTES, LogError, read_source
from .detect import MAX_DATASET_BYTES, bytes_bound, log_format, read_log


def read_games(source: str | Path | bytes | BinaryIO, name: str | None = None) -> list[tuple[str, list]]:
    """Each game of a file (a path, its bytes or a stream named `name`), (its name, its records in order); a
    LogError, with the records read before the problem, where the file cannot be read whole."""
    label, data = read_source(source, name, MAX_DATASET_BYTES, bytes_bound)
    # The records' ids name the file as a log's are named (its base name); the game is named by the path as given,
    # so that two files of one name in two folders are told apart.
    game = shown_name(str(source)) if name is None and isinstance(source, (str, Path)) else label
    start = _start(data)
    if not start:  # empty, or white space alone: no game, as mjc log says of it (not a game of no deals)
        read_log(data, name=label)
    if _read_as_log(data, start):
        records = read_log(data, name=label)
        return match_games(records) or [(game, records)]
    # Records are read as mjc score reads them (lines.record_decoder): numbers by number_text.whole_number, a key
    # given twice refused, JSON nested past Python's depth an error, not a traceback.
    decoder = record_decoder(MAX_NUMBER_DIGITS)
    if start[:1] == b"[":  # the records as one JSON list (the calculator's score keeper saves a game so)
        if len(data) > MAX_LOG_BYTES:  # read whole, JSON takes some 25 times its bytes (512 MiB of it, 13 GB)
            raise _game_file_error("not_a_log", f"{label}: a JSON list of more than {MAX_LOG_BYTES:,} bytes: give a game "
                           "this long as JSON Lines, one record a line")
        try:
            listed = decoder.decode(data.decode("utf-8").removeprefix("\ufeff"))  # as a first line's is dropped
        except (ValueError, RecursionError, DuplicateKey):
            listed = None
        if isinstance(listed, list):
            return [(game, listed)]
    if len(data) > MAX_LOG_BYTES:  # one game, its records all decoded: 52 MB of dense lines took 1.3 GB
        raise _game_file_error("not_a_log", f"{label}: a game file of records of more than {MAX_LOG_BYTES:,} bytes: a game "
                       "is tens of deals (score a run of deals with mjc score)")
    # Lines as mjc score splits and decodes them (lines.record_lines): only "\n", "\r" and "\r\n" end a line (a
    # name may hold U+2028, which str.splitlines splits at), and a line that is not UTF-8 is refused, not mended.
    records = []
    for number, raw in enumerate(record_lines(io.BytesIO(data), MAX_RECORD_LINE), 1):
        if raw is None:
            raise _game_file_error("not_a_log", f"{label}:{number}: not a hand record (longer than {MAX_RECORD_LINE:,} "
                           "bytes)", records)
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _game_file_error("not_a_log", f"{label}:{number}: not a JSON hand record (not UTF-8 text: {exc.reason} at "
                           f"byte {exc.start})", records) from None
        line = line.removeprefix("\ufeff") if number == 1 else line
        if line.strip(JSON_SPACE):
            try:
                records.append(decoder.decode(line))
            except DuplicateKey as exc:
                raise _game_file_error("not_a_log", f"{label}:{number}: not a hand record (the key {exc.args[0]!r:.40} is "
                               "given twice)", records) from None
            except (ValueError, RecursionError) as exc:
                said = exc.msg if isinstance(exc, json.JSONDecodeError) else \
                    NESTED_TOO_DEEP if isinstance(exc, RecursionError) else str(exc)
                raise _game_file_error("not_a_log", f"{label}:{number}: not a JSON hand record ({said[:100]})",
                               records) from None
    return [(game, records)]


def _game_file_error(code: str, message: str, records: list | None = None) -> LogError:
    """The LogError of a game file of records: its records are one game's deals (LogError.one_game), even where
    they came from a file of matches, each a game of its own."""
    error = LogError(code, message, records)
    error.one_game = True
    return error


def _start(data: bytes) -> bytes:
    """A file's first six bytes after a byte order mark and its leading ASCII white space (as bytes.lstrip strips),
    without copying it."""
    at = re.match(rb"(?:\xef\xbb\xbf)?[ \t\n\r\x0b\x0c]*", data).end()
    return data[at:at + 6]


def _read_as_log(data: bytes, start: bytes | None = None) -> bool:
    """Whether read_games reads a file's bytes as a log (else as hand records)."""
    start = _start(data) if start is None else start
    return start[:1] == b"<" or start == b"Match " or log_format(data) in ("mjai", "tenhou6", "botzone")


def match_file_parts(data: bytes, matches_a_part: int) -> Iterator[MatchPart] | None:
    """A file read_games reads as Botzone matches, in parts of `matches_a_part` matches (botzone.match_parts) that
    read_match_part reads apart, as workers do; None for a file of any other kind."""
    if not _read_as_log(data) or log_format(data) != "botzone":
        return None
    return match_parts(data, matches_a_part)


def match_games(records: list) -> list[tuple[str, list]] | None:
    """Each record of a file of matches (Botzone's: a match is one deal) as a game of its own, named by its id; None
    where the records are one game's deals."""
    if records and all(isinstance(r, dict) and isinstance(r.get("meta"), dict) and r["meta"].get("log") == "botzone"
                       for r in records):
        return [(str(r["id"]), [r]) for r in records]
    return None
