"""What every log reader shares: its error, and a file's bytes (plain or gzipped) read within bounds."""

from __future__ import annotations

import io
import zlib
from pathlib import Path
from typing import BinaryIO, Callable, Iterator

from ..input_files import open_input_file, shown_name

# A game's log is tens of kilobytes; a file that unpacks to more is no log (or a gzip bomb) and is refused.
MAX_LOG_BYTES = 16 * 1024 * 1024
# A gzip file is read in members (files gzipped apart and joined) as gzip -d reads it. Each costs a pass of the
# reader's loop, so a file of millions of empty members (20 bytes each) is refused: past 1,000 members and one for
# each KiB of the file (a game gzipped and appended each day, bgzip's 64 KiB blocks, are read). The input goes in
# by chunks.
MAX_GZIP_MEMBERS = 1_000
GZIP_MEMBER_BYTES = 1024
GZIP_CHUNK = 1 << 20
GZIP_FIRST_FEED = GZIP_MEMBER_BYTES
# What a gzipped log's format is told by: its first bytes unpacked (a format's bound then holds the rest).
HEAD_BYTES = 64 * 1024

# A file's problems (broken matches, deals or lines) are each named; past this many, and more of them than records
# read, the file is no log of its kind and its reading stops (a 20 MB file of ten million broken lines held 7 GB and
# took two minutes). A large data set with a few broken matches in each thousand is read to its end.
MAX_PROBLEMS = 100
# A line of a log of lines (mjai's events, Botzone's matches): well under 1 KiB; one longer is refused unread, since
# reading it takes tens of times its bytes (one line of 21 MB of Botzone tiles took 595 MB).
MAX_LINE_BYTES = 1 << 20

# Every code a LogError carries.
LOG_ERROR_CODES = ("unreadable", "not_a_log", "cut_short", "bad_tag", "bad_attribute", "bad_tile", "bad_play",
                   "three_player", "unsupported", "inconsistent")
# A reader's own fault on a file (a bug, not a problem of the file's): said as this code, naming the file, so that a
# batch goes on with its next file instead of stopping with a traceback. No reader gives it of itself.
READER_FAULT = "internal_error"


class LogError(Exception):
    """A log that cannot be read into records: `code` is stable, the message names the file and the place.

    `records` holds the deals read in full despite the problem: those before it (a file cut short keeps its first
    deals), and in a file of many matches every match but the broken ones, whose further errors are `others`."""

    def __init__(self, code: str, message: str, records: list | Records | None = None, others: list | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        # A reader's Records: the ones it kept (none, where each was handed on as it was read).
        self.records = records.kept if isinstance(records, Records) else records or []
        self.others: list[LogError] = others or []
        self.stopped = False  # the reading stopped at a flood of problems (flooded): the rest was never read
        self.one_game = False  # `records` are one game's deals (a game file of records), however they are marked
        self.records_before: int | None = None  # of a part's problem: the part's records read before it


class Records:
    """The records a reader has read, counted: kept in a list, or each handed to `hand_on` as it is read, so that a
    log of any length is written out (mjc log) holding one deal's record at a time."""

    def __init__(self, hand_on: Callable[[dict], None] | None = None):
        self.kept: list[dict] = []
        self.count = 0
        self._hand_on = hand_on

    def append(self, record: dict) -> None:
        self.count += 1
        if self._hand_on is None:
            self.kept.append(record)
        else:
            self._hand_on(record)

    def __len__(self) -> int:
        return self.count


class TooManyProblems(Exception):
    """Raised by note_problem past MAX_PROBLEMS problems: a reader stops, and says so with `flooded`."""


def note_problem(errors: list, error: LogError, records: Records) -> None:
    """Keep one more problem of a file; past MAX_PROBLEMS, and more than the records read, TooManyProblems ends the
    reading."""
    errors.append(error)
    if floods(len(errors), len(records)):
        raise TooManyProblems


def flooded(label: str, errors: list, records: Records, rest: str = "the rest of the file") -> LogError:
    """The LogError of a file (or of the `rest` of a part of one) whose reading stopped past MAX_PROBLEMS problems:
    the first of them, the others kept, and the stop."""
    stop = LogError("unreadable", flood_message(label, len(errors), len(records), rest))
    error = problems_error(errors, records, stop)
    error.stopped = True
    return error


def problems_error(errors: list, records: Records, *more: LogError) -> LogError:
    """The LogError of a reading's problems: the first, at its place (records_before, which the count of a flood
    over a file's parts reads), then the others and `more`."""
    first, *others = errors
    error = LogError(first.code, first.message, records, [*others, *more])
    error.records_before = first.records_before
    return error


def flood_message(label: str, problems: int, records: int, rest: str = "the rest of the file") -> str:
    """What a reading stopped at a flood of problems says last."""
    return (f"{label}: {problems} problems, more than the {records} records read, so {rest} is not read (no log of its "
            "kind breaks so often)")


def floods(problems: int, records: int) -> bool:
    """Whether so many problems among so many records read make a flood (note_problem's rule)."""
    return problems > MAX_PROBLEMS and problems > records


def reader_fault(label: str, exc: Exception) -> LogError:
    """The LogError of a reader that failed on a file with an exception of its own (a bug in the reader)."""
    return LogError(READER_FAULT, f"{label}: the reader failed on this file ({type(exc).__name__}: {str(exc)[:100]}); "
                                  "please report it with the file")


def read_source(source: str | Path | bytes | BinaryIO, name: str | None = None, limit: int = MAX_LOG_BYTES,
                bound: Callable[[bytes], int] | None = None) -> tuple[str, bytes]:
    """(the name a log's records are called by, its bytes unpacked): from a path, from bytes or from an open binary
    stream (standard input) named `name`; more than `limit` bytes, packed or unpacked, is refused, and a gzipped
    one's `limit` is at most `bound` of its first HEAD_BYTES unpacked (its format's own bound)."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        label, data = name or "log", bytes(source)
    elif hasattr(source, "read"):  # a stream is read no further than the bound: it may never end (/dev/zero)
        label = name or "-"
        try:
            data = source.read(limit + 1)
        except OSError as exc:
            raise LogError("unreadable", f"{label}: cannot be read: {exc.strerror or exc}") from None
    else:
        path = Path(source)
        label = name or shown_name(path.name)
        try:
            with open_input_file(path) as stream:
                data = stream.read(limit + 1)
        except OSError as exc:
            raise LogError("unreadable", f"{path}: cannot be read: {exc.strerror or exc}") from None
    if data[:2] == b"\x1f\x8b":  # gzip, as Tenhou serves its logs
        if bound is not None:  # a gzipped mjlog of 600 KB unpacked to 512 MiB (a second's work a 100 MiB) before
            limit = min(limit, bound(gunzipped_head(data)))  # it was told no mjlog is that long
        data = _gunzip(label, data, limit)
    if len(data) > limit:
        raise LogError("unreadable", f"{label}: more than {limit} bytes: no log of its kind is that long")
    return label, data


def gunzipped_head(data: bytes, size: int = HEAD_BYTES) -> bytes:
    """At most `size` bytes of what the first bytes of a gzip file unpack to (member after member, as gzip -d reads
    them; a file's first bytes may end in the middle of one): what its format is told by."""
    pieces: list[bytes] = []
    try:
        for piece in _gzip_pieces("", data, size):
            pieces.append(piece)
    except LogError:  # a fault, a cut or too many members: what came before it tells the format
        pass
    return b"".join(pieces)


def _gunzip(label: str, data: bytes, limit: int) -> bytes:
    """A gzip stream unpacked, no more than `limit` + 1 bytes of it (so a bomb stops early; read_source refuses it).
    The pieces are written into one buffer as they come: joined at the end, they were held twice."""
    out = io.BytesIO()
    for piece in _gzip_pieces(label, data, limit + 1):
        out.write(piece)
    return out.getvalue()  # the buffer itself, not a copy


def _gzip_pieces(label: str, data: bytes, most: int) -> Iterator[bytes]:
    """What a gzip stream unpacks to, in pieces, until `most` bytes. Every member is read, as gzip -d reads them
    (files gzipped apart and joined with cat are one file), up to MAX_GZIP_MEMBERS and one a KiB. Where a member
    ends, zlib copies the input it was given past the end: each member is fed GZIP_FIRST_FEED first, then twice as
    much a step (up to GZIP_CHUNK), so that many small members cost what their bytes do. A fault, a cut or too many
    members is a LogError."""
    view = memoryview(data)
    made, members, at, feed = 0, 0, 0, GZIP_FIRST_FEED
    unpacker = None
    while made < most:
        if unpacker is None or unpacker.eof:
            if unpacker is not None:
                members += 1
                at -= len(unpacker.unused_data)  # where the next member begins
                if at == len(data) or (view[at:at + 2] != b"\x1f\x8b" and not any(view[at:])):
                    return  # the end, or the zeros some tools pad a file with
            if view[at:at + 2] != b"\x1f\x8b":
                raise LogError("unreadable", f"{label}: bytes after the gzip data (at byte {at:,}) that are no "
                                             "gzip member")
            if members >= MAX_GZIP_MEMBERS + len(data) // GZIP_MEMBER_BYTES:
                raise LogError("unreadable", f"{label}: a gzip file of more than {members:,} members, most "
                                             f"of them empty (more than {MAX_GZIP_MEMBERS:,} and one a KiB of the "
                                             "file)")
            unpacker, feed = zlib.decompressobj(wbits=31), GZIP_FIRST_FEED
        if unpacker.unconsumed_tail:  # the input the last step left, its output being a step's most
            chunk = unpacker.unconsumed_tail
        elif at >= len(data):
            raise LogError("cut_short", f"{label}: the gzip file is cut short (it ends before its last block)")
        else:
            chunk = view[at:at + feed]
            at += len(chunk)
            feed = min(2 * feed, GZIP_CHUNK)
        try:  # a step's output at most GZIP_CHUNK: zlib holds a step's output twice while it makes it
            piece = unpacker.decompress(chunk, min(most - made, GZIP_CHUNK))
        except zlib.error as exc:
            raise LogError("unreadable", f"{label}: a gzip file that cannot be unpacked ({exc})") from None
        made += len(piece)
        yield piece
