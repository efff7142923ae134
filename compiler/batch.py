"""Scoring many records: inputs (files, globs, standard input; gzip or not) read as a stream, cut into chunks that
worker processes score, and every chunk's lines written in input order, with a progress bar and a closing tally.

Memory stays bounded (a few chunks a worker are in flight at once), and every non-blank line of every input
gives exactly one output line: a worker that dies on a chunk has its lines scored again one by one, and a line
that kills a worker by itself gets an `internal_error` line of its own.
"""

from __future__ import annotations

import errno
import gc
import glob
import gzip
import hashlib
import importlib.util
import io
import json
import mmap
import os
import re
import stat
import sys
import tempfile
import time
import zlib
from collections import Counter
from contextlib import contextmanager, nullcontext
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Callable, Iterator

from . import bundled
from .escape import terminal_line, terminal_text
from .held_folders import make_held, release
from .input_files import SHELL_PIPE, glob_names, open_input_file
from .lines import (ENDLESS_LINE_BYTES, READ_SIZE, READING, EndlessLine, blank, line_error, native_line_scorer,
                    record_decoder, record_lines, score_line)
from .outputs import OutputError, PendingFile, refuse_unwritable, same_file, special_kind

CHUNK_LINES = 500  # lines a worker scores at a time: tens of milliseconds, so a chunk's passing costs little
IN_FLIGHT = 4  # chunks a worker may have queued: enough to keep it busy, few enough to keep memory bounded
GZIP_MAGIC = b"\x1f\x8b"


class InputError(Exception):
    """An input that cannot be found or opened; said before any record is scored."""


# ---------------------------------------------------------------- the scorer, in any process


def bundled_scorer(path: Path):
    """The scorer module shipped for a bundled spec, if it is what the spec makes now; else None.

    Only mjc's own scorers are loaded this way: a project's generated/ folder may come from anywhere,
    so its specs are compiled instead (a spec runs no code; a module would).
    """
    module_path = bundled.GENERATED / f"{path.stem}.py"
    if path.resolve().parent != bundled.SPECS.resolve() or not module_path.is_file():
        return None
    package = bundled.scorer_package()
    spec = importlib.util.spec_from_file_location(f"{package}.{path.stem}", module_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, digest in getattr(module, "SPEC_SOURCES", ()) or (("", ""),):
        source = bundled.ROOT / name
        if not source.is_file() or hashlib.sha256(source.read_bytes()).hexdigest() != digest:
            return None
    return module


@dataclass(frozen=True)
class ScorerSource:
    """Where a process gets its scorer: a spec path, the project folder and `--set` options. It is what a
    worker is sent (a module cannot be), and each process loads the scorer once."""
    spec: str  # a spec file, or "mjc:ID" for a bundled ruleset (found in mjc's own install, wherever that is)
    root: str = "."
    settings: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, path: Path, root: Path, settings: dict[str, str]) -> ScorerSource:
        bundled_id = path.stem if path.resolve().parent == bundled.SPECS.resolve() else None
        return cls(f"mjc:{bundled_id}" if bundled_id else str(path.resolve()), str(root.resolve()),
                   tuple(sorted(settings.items())))

    @property
    def path(self) -> Path:
        return bundled.SPECS / f"{self.spec[4:]}.yaml" if self.spec.startswith("mjc:") else Path(self.spec)

    def load(self):
        """The scorer module: the shipped one for an unchanged bundled spec, else the spec compiled."""
        if self not in _LOADED:
            module = None if self.settings else bundled_scorer(self.path)
            if module is None:
                from .pipeline import compile_spec
                root = Path(self.root)
                specs = root / "specs" if (root / "specs").is_dir() else None
                module = compile_spec(self.path, None, specs, dict(self.settings)).module()
            _LOADED[self] = module
        return _LOADED[self]

    def preload(self, module) -> None:
        """Record a scorer this process has made already, so that workers forked from it inherit it."""
        _LOADED[self] = module


_LOADED: dict[ScorerSource, object] = {}


# ---------------------------------------------------------------- inputs


@dataclass(frozen=True)
class Input:
    """One input: a file, or standard input (path None)."""
    name: str
    path: Path | None = None

    @property
    def size(self) -> int | None:
        return None if self.path is None else self.path.stat().st_size


def lower_first(text: str) -> str:
    """"Permission denied" as a clause after a colon."""
    return text[:1].lower() + text[1:]


def expand_inputs(names: list[str]) -> list[Input]:
    """The inputs named on a command line, in order: files, globs (each sorted, `**` reaching into folders) and
    `-` for standard input; none named is standard input. A name that matches nothing is an error."""
    inputs: list[Input] = []
    for name in names or ["-"]:
        if name == "-":
            inputs.append(Input("-"))
            continue
        if not name:
            raise InputError("an input named by an empty text: name a file, or - for standard input")
        pattern = glob.has_magic(name) and not os.path.lexists(name)  # a file named "day[1].jsonl" is itself
        try:
            matched = glob_names(name) if pattern else [name]
        except ValueError as exc:
            raise InputError(terminal_text(str(exc))) from None
        files = [m for m in matched if not Path(m).is_dir()]
        if not files:
            raise InputError(f"no file matches {terminal_text(name)}" if pattern else
                             f"{terminal_text(name)} is a folder: name files in it (such as "
                             f"'{terminal_text(name.rstrip('/'))}/*.jsonl')")
        for f in files:
            path, shown = Path(f), terminal_line(f)
            if not path.exists() and SHELL_PIPE.fullmatch(f) is None:  # /dev/stdin may be a socket, named nowhere
                raise InputError(f"cannot read {shown}: no such file" + (" (a link that leads nowhere)"
                                                                          if path.is_symlink() else ""))
            try:  # opened now, so that a pipe, a device or a file it may not read is said before any scoring
                open_input_file(path).close()
            except OSError as exc:
                raise InputError(f"cannot read {shown}: {lower_first(exc.strerror or str(exc))}") from None
            inputs.append(Input(f, path.absolute()))  # absolute: a cluster's worker starts elsewhere
    return inputs


def open_input(source: Input, stdin: BinaryIO | None = None, stood: _Stood | None = None
               ) -> tuple[BinaryIO, Callable[[], int]]:
    """The input as a stream of bytes, gunzipped when it starts as gzip does, and how many of its bytes (as stored)
    have been read so far; a regular file is read up to its size (`stood`: see _up_to_size)."""
    raw = stdin if source.path is None else open_input_file(source.path)
    if raw is None:
        raise OSError("standard input is closed")
    raw = _up_to_size(raw, owned=source.path is not None, stood=stood)
    if not hasattr(raw, "peek"):
        raw = io.BufferedReader(raw) if isinstance(raw, io.RawIOBase) else raw
    head = raw.peek(2)[:2] if hasattr(raw, "peek") else b""
    stream = gzip.GzipFile(fileobj=raw, mode="rb") if head == GZIP_MAGIC else raw

    def position() -> int:
        try:
            return raw.tell()
        except (OSError, ValueError):
            return 0
    return stream, position


@dataclass(frozen=True)
class _Stood:
    """A plain file as it stood when the run started (or when it was opened): its identity (_identity), its size, and
    its first and last WINDOW bytes up to that size. Checked as it is read (check): replaced, now shorter (cut), or
    with other bytes there or just before the point read to (written over, `cat other > log`: a line put in, taken
    out or moved shifts the bytes after it), it is InputChanged."""
    identity: tuple[int, int]
    size: int
    head: bytes | None
    tail: bytes | None

    WINDOW = 1 << 12

    @classmethod
    def of(cls, fd: int) -> _Stood:
        found = os.fstat(fd)
        window = min(found.st_size, cls.WINDOW)
        return cls((found.st_dev, found.st_ino), found.st_size, _pread(fd, window, 0),
                   _pread(fd, window, found.st_size - window))

    def check(self, fd: int, read_to: int = 0, before: bytes = b"") -> None:
        """InputChanged unless the open file is this one and still holds its bytes as they stood (it may have grown),
        `before` (the last bytes read, up to `read_to`) among them."""
        found = os.fstat(fd)
        if (found.st_dev, found.st_ino) != self.identity:
            raise InputChanged("the file was replaced by another since the run started")
        if found.st_size < self.size:
            raise InputChanged(f"the file was cut to {found.st_size:,} bytes while it was read, of the "
                               f"{self.size:,} it had")
        if self.head is not None and (_pread(fd, len(self.head), 0) != self.head
                                      or _pread(fd, len(self.tail), self.size - len(self.tail)) != self.tail
                                      or _pread(fd, len(before), read_to - len(before)) != before):
            raise InputChanged("the file was written over while it was read")


def _ended_early(at: int, size: int) -> InputChanged:
    """A plain file that gave no more bytes at `at`, short of the size it had, though it has them now: cut and
    written again meanwhile."""
    return InputChanged(f"the file was cut while it was read: it gave no bytes at byte {at:,} of the {size:,} it had")


def _pread(fd: int, size: int, offset: int) -> bytes | None:
    """`size` bytes at `offset`, the descriptor's place left as it is; None where the system has no pread."""
    return os.pread(fd, size, offset) if hasattr(os, "pread") else None


def stood_at_start(inputs: list[Input], stdin: BinaryIO | None) -> list[_Stood | None]:
    """How each input stood (_Stood) before any result is written, where it is a regular file: an input opened later
    is read up to that size and checked against it, so that results appended to it meanwhile (`mjc score a.jsonl
    b.jsonl | cat >> b.jsonl`) are not read, and a change since (replaced, cut, written over) is said."""
    stood: list[_Stood | None] = []
    for source in inputs:
        stood.append(None)
        try:
            fd = stdin.fileno() if source.path is None else \
                os.open(source.path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        except (AttributeError, OSError, ValueError, io.UnsupportedOperation):  # no such file, a stream in memory
            continue
        try:
            if stat.S_ISREG(os.fstat(fd).st_mode):
                stood[-1] = _Stood.of(fd)
        except OSError:
            pass
        finally:
            if source.path is not None:
                os.close(fd)
    return stood


def reads_a_stream(inputs: list[Input], stdin: BinaryIO | None) -> bool:
    """Whether standard input is one of the inputs and is not a regular file (a pipe, a terminal, a socket): lines
    that come as they are written, which a live run answers one by one."""
    if all(source.path is not None for source in inputs):
        return False
    try:
        return not stat.S_ISREG(os.fstat(stdin.fileno()).st_mode)
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):  # closed, or a stream in memory
        return True


class _UpToSize(io.RawIOBase):
    """A regular file read as a stream, up to the size it had when the run started or it was opened: what is written
    to it meanwhile (its own results appended, `mjc score - < log | cat >> log`) is not read, and a file cut or
    written over meanwhile (_Stood) is InputChanged."""

    def __init__(self, stream: BinaryIO, start: int, stood: _Stood, owned: bool):
        self.stream, self.at, self.stood, self.owned = stream, start, stood, owned
        self.before = b""  # the last bytes read, up to `at`: still there, or the file was written over

    def close(self) -> None:
        if self.owned and not self.closed:  # standard input stays open
            self.stream.close()
        super().close()

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        wanted = max(0, min(len(buffer), self.stood.size - self.at))  # (standard input may start past its end)
        got = (self.stream.readinto(memoryview(buffer)[:wanted]) or 0) if wanted > 0 else 0
        if wanted and not got:
            self.stood.check(self.stream.fileno())  # cut: says to what size
            raise _ended_early(self.at, self.stood.size)
        if got:  # after each read, so that no byte is used but from the file as it stood
            self.stood.check(self.stream.fileno(), self.at, self.before)
        self.before = (self.before + bytes(memoryview(buffer)[max(0, got - _Stood.WINDOW):got]))[-_Stood.WINDOW:]
        self.at += got
        return got

    def tell(self) -> int:
        return self.at


def _up_to_size(stream: BinaryIO, owned: bool, stood: _Stood | None = None) -> BinaryIO:
    """The stream, read up to its size where it is a regular file (standard input may be one): its size as it
    `stood` when the run started (stood_at_start), else its size now; `owned`: closing what is returned closes the
    stream."""
    try:
        found = os.fstat(stream.fileno())
        start = stream.tell()
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):  # a pipe, a terminal, a stream in memory
        return stream
    if not stat.S_ISREG(found.st_mode) or not hasattr(stream, "readinto"):
        return stream
    return io.BufferedReader(_UpToSize(stream, start, stood or _Stood.of(stream.fileno()), owned), READ_SIZE)


@dataclass(frozen=True)
class Chunk:
    """Lines of one input: read already, each with its line number (raw bytes, or None for a line too long to
    read), or a span of a plain file that the process scoring it reads itself (so the lines never pass through
    the process that cuts the chunks)."""
    input: int
    lines: tuple[tuple[int, bytes | None], ...] = ()
    unreadable: str | None = None  # why the input could not be read past these lines
    size: int = 0  # the input's bytes (as stored) read for these lines
    # path, offset, length, number of its first line, and the file's identity when it was counted (_identity)
    span: tuple[str, int, int, int, tuple[int, int]] | None = None
    last: int = 0  # the number of the line before these (an unreadable input's error goes after it)
    crc: int | None = None  # a span's CRC-32 as counted: bytes read that differ were written over since
    waits: bool = False  # a live stream has no more lines at hand after these: they are answered before it is read

    def _checked(self, crc: int) -> None:
        """SpanChanged unless the CRC of a span's bytes as read is the one counted."""
        if self.crc is not None and crc != self.crc:
            raise SpanChanged(f"the file was written over while it was read: line {self.span[3]:,} and those after "
                              "it are not what was counted")

    def whole(self) -> tuple[bytes, int] | None:
        """The usual span's bytes, read at once, and the number of its first line, where "\n" alone ends its lines
        (each "\n" ends one, and the bytes after the last are a line); None for any other chunk."""
        if self.span is None or self.span[2] > WHOLE_SPAN:
            return None
        path, offset, length, first, identity = self.span
        with _open_counted(path, identity) as stream:
            stream.seek(offset)
            data = stream.read(length)
        if len(data) != length:
            raise self._cut(length - len(data))
        if b"\r" in data:
            return None
        self._checked(zlib.crc32(data))
        return data, first

    def _cut(self, missing: int) -> SpanChanged:
        """A span that ended short: what was read of it may be bytes written since, so none of its lines is kept."""
        _path, offset, length, _first, _identity = self.span
        return SpanChanged(f"the file was cut while it was read: it ended at byte {offset + length - missing:,} of "
                           f"the {offset + length:,} counted")

    def read(self, limit: int) -> Iterator[tuple[int, bytes | None]]:
        """The chunk's (line number, raw line) pairs; a span is read from its file as they are asked for."""
        if self.span is None:
            yield from self.lines
            return
        whole = self.whole()
        if whole is not None:  # split in one call
            data, first = whole
            pieces = data.split(b"\n")
            if not pieces[-1]:  # after the last line's "\n" (record_lines gives no line for it)
                pieces.pop()
            yield from enumerate((None if len(piece) > limit else piece for piece in pieces), first)
            return
        path, offset, length, first, identity = self.span
        with _open_counted(path, identity) as stream:
            stream.seek(offset)
            span = _Span(stream, length)
            try:
                yield from enumerate(record_lines(span, limit), first)
            except EndlessLine:  # the lines before it are kept only if the whole span is as counted
                span.drain()
                self._checked_to_end(span)
                raise
            self._checked_to_end(span)

    def _checked_to_end(self, span: _Span) -> None:
        """SpanChanged (what was scored of this span is dropped) unless the span was read to its end as counted."""
        if span.left:
            raise self._cut(span.left)
        self._checked(span.crc)


class InputChanged(EOFError):
    """A plain file replaced (where it is opened again by its name), written over or cut shorter while its spans were
    read: what is read past that point would be another file's lines, or none. (Lines added at its end, a log
    still written, are no change: the file is read up to its size when opened.)"""


class SpanChanged(InputChanged):
    """A span's bytes are not those counted: none of its lines is the file's as counted, even those read already."""


def _identity(stream: BinaryIO) -> tuple[int, int]:
    """The (device, inode) of an open regular file; InputChanged for anything else (a pipe, a device)."""
    found = os.fstat(stream.fileno())
    if not stat.S_ISREG(found.st_mode):
        raise InputChanged("the file was replaced by something other than a file while it was read")
    return found.st_dev, found.st_ino


def _same_file(stream: BinaryIO, identity: tuple[int, int]) -> None:
    """InputChanged unless an open file is the one counted."""
    if _identity(stream) != tuple(identity):
        raise InputChanged("the file was replaced by another while it was read")


class HeldInputs:
    """The plain inputs of one batch being read, each held open by the process that counts its spans until its
    chunks are scored: its spans are opened again through the descriptor (/proc/PID/fd/N), so that a log renamed
    away meanwhile (rotated) is still read. Where there is no /proc, by its name."""

    def __init__(self):
        self.descriptors: dict[int, int] = {}  # input index -> descriptor

    def name(self, index: int, stream: BinaryIO, name: str) -> str:
        """The name a span of the input is opened by: the held descriptor's, where this system has one."""
        if not os.path.isdir(f"/proc/{os.getpid()}/fd"):
            return name
        self.descriptors[index] = os.dup(stream.fileno())
        return f"/proc/{os.getpid()}/fd/{self.descriptors[index]}"

    def release(self, before: int | None = None) -> None:
        """Close the descriptors of the inputs before `before` (all of them, if None): their chunks are scored."""
        for index in [i for i in self.descriptors if before is None or i < before]:
            os.close(self.descriptors.pop(index))


def _open_counted(path: str, identity: tuple[int, int]) -> BinaryIO:
    """The plain file whose spans were counted, opened again (without waiting, should a pipe stand there now);
    InputChanged if another file stands there."""
    stream = os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb")
    try:
        _same_file(stream, identity)
    except BaseException:
        stream.close()
        raise
    return stream


class _Span:
    """A stretch of a file, read as record_lines reads a stream, by what its buffer holds: it stops at its end."""

    def __init__(self, stream: BinaryIO, length: int):
        self.stream, self.left = stream, length
        self.crc = 0  # of what was read

    def read1(self, size: int) -> bytes:
        if self.left <= 0:
            return b""
        piece = self.stream.read1(min(size, self.left))
        self.left -= len(piece)
        self.crc = zlib.crc32(piece, self.crc)
        return piece

    def drain(self) -> None:
        """The rest of the span read into its CRC, not kept."""
        while self.read1(SPAN_BYTES):
            pass


# A span chunk's length, to the end of the line it stops in: some 2,000 records. A chunk's passing to a worker and
# back costs about a millisecond of the main process's and its threads' time; at 256 KiB, --jobs 2 spent 1.22
# times the processor time of one process, at 1 MiB 1.15 times (bench/bench_batch.py).
SPAN_BYTES = 1 << 20
WHOLE_SPAN = 1 << 22  # a span at most this long is read whole (a longer one ends in a long line, read in pieces)
SCAN_BYTES = 1 << 12  # what one read takes while looking for the end of a span's last line
SCAN_LIMIT = SPAN_BYTES + ENDLESS_LINE_BYTES  # a span this long ends in a line record_lines gives up on


def chunks(inputs: list[Input], limit: int, size: int, stdin: BinaryIO | None = None,
           holder: HeldInputs | None = None, live: bool = False) -> Iterator[Chunk]:
    """The inputs' lines in chunks of about `size` lines, never mixing two inputs: spans of a plain file (opened
    again through `holder`, where given), or the lines of standard input and of gzip files, read here. `live`:
    standard input's lines come as they are written, and a chunk ends where none is at hand (`waits`)."""
    stood = stood_at_start(inputs, stdin)  # before the first chunk is scored, and so before any result is written
    for index, source in enumerate(inputs):
        if source.path is not None and (identity := _plain(source.path)) is not None:
            yield from _spans(index, source.path, identity, holder, stood[index])
            continue
        lines: list[tuple[int, bytes | None]] = []
        seen = held = number = 0
        try:
            stream, position = open_input(source, stdin, stood[index])
            unanswered = False  # lines handed on since the stream last waited: they must be answered before it waits
            with stream if source.path is not None else nullcontext(stream):  # standard input stays open
                for raw in record_lines(stream, limit, pauses=live and source.path is None):
                    if raw is READING:
                        if (lines or unanswered) and _would_wait(stream):  # (a chunk of no lines says so too)
                            yield Chunk(index, tuple(lines), size=position() - seen, last=number - len(lines),
                                        waits=True)
                            lines, seen, held, unanswered = [], position(), 0, False
                        continue
                    number += 1
                    if blank(raw):  # no output, and no chunk of its own: a run of them costs a loop, not a chunk each
                        continue
                    lines.append((number, raw))
                    held += len(raw) if raw is not None else limit + 1  # (a line past the limit: more was read)
                    if len(lines) >= size or held >= SPAN_BYTES:  # long lines make short chunks
                        at = position()
                        yield Chunk(index, tuple(lines), size=at - seen, last=number - len(lines))
                        lines, seen, held, unanswered = [], at, 0, True
        except (OSError, EOFError, zlib.error) as exc:  # a cut or corrupt gzip stream, a device, a disk fault
            if lines:
                yield Chunk(index, tuple(lines), size=max(position() - seen, 0), last=number - len(lines))
            yield Chunk(index, unreadable=_why(exc), last=number)  # after every line read, blank ones too
            continue
        if lines:
            yield Chunk(index, tuple(lines), size=max(position() - seen, 0), last=number - len(lines))


def _would_wait(stream: BinaryIO) -> bool:
    """Whether reading the stream now would wait for its writer (nothing has arrived); True where that cannot be
    told (no descriptor, a system without select on it)."""
    import select
    try:
        return not select.select([stream.fileno()], [], [], 0)[0]
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
        return True


def _plain(path: Path) -> tuple[int, int] | None:
    """The identity (_identity) of a regular file that is not gzip, whose lines can be found by their offsets; None for
    anything else (a FIFO or a device is read once, as it comes)."""
    try:
        with open(path, "rb", opener=lambda name, flags: os.open(name, flags | getattr(os, "O_NONBLOCK", 0))) as stream:
            identity = _identity(stream)  # first: a read would take a pipe's bytes from its reader
            return identity if stream.read(2) != GZIP_MAGIC else None
    except (OSError, InputChanged):
        return None


def _spans(index: int, path: Path, identity: tuple[int, int], holder: HeldInputs | None = None,
           stood: _Stood | None = None) -> Iterator[Chunk]:
    """A plain file's spans of about SPAN_BYTES, each ending at the end of a line ("\\n", "\\r" or "\\r\\n", as
    record_lines splits), with the number of its first line and the CRC of its bytes, up to its size as it `stood`
    when the run started, or else when opened (a log still written is scored as it stood; its own results appended
    to it are never read); the file is read to count its lines, never held in memory. A file replaced, written
    over or cut shorter meanwhile ends in an unreadable chunk, not in another file's lines or silence."""
    name = str(path)
    offset, number = 0, 1
    try:
        with _open_counted(name, identity) as stream:
            name = holder.name(index, stream, name) if holder is not None else name
            as_it_stood = stood or _Stood.of(stream.fileno())
            as_it_stood.check(stream.fileno())  # (an input opened late: replaced, cut or written over since)
            size = as_it_stood.size
            before = b""  # the last bytes counted, up to `offset`: still there, or the file was written over
            block = bytearray(SPAN_BYTES)  # one buffer read into again and again: no fresh pages for each span
            while offset < size:
                length = stream.readinto(memoryview(block)[:min(len(block), size - offset)])
                if not length:
                    as_it_stood.check(stream.fileno())  # cut: says to what size
                    raise _ended_early(offset, size)
                breaks, last = _breaks(block, length), block[length - 1:length]
                crc = zlib.crc32(memoryview(block)[:length])
                tail = bytes(block[max(0, length - _Stood.WINDOW):length])
                # On to the end of the line, but not past the size when opened, nor past a line too long to read.
                while last != b"\n" and length <= SCAN_LIMIT and offset + length < size:
                    if not (more := stream.read(min(SCAN_BYTES, size - offset - length))):
                        as_it_stood.check(stream.fileno())
                        raise _ended_early(offset + length, size)
                    if last == b"\r":  # the line ended there, unless a "\n" follows that is part of its end
                        end = 1 if more.startswith(b"\n") else 0
                    else:
                        found = LINE_END.search(more)
                        end = len(more) if found is None or found.end() == len(more) else found.end()
                    stream.seek(end - len(more), os.SEEK_CUR)
                    more = more[:end]
                    breaks += _breaks(more) - (last == b"\r" and more.startswith(b"\n"))
                    length += len(more)
                    crc = zlib.crc32(more, crc)
                    tail = (tail + more)[-_Stood.WINDOW:]
                    if last == b"\r" or not more:
                        break
                    last = more[-1:]
                as_it_stood.check(stream.fileno(), offset, before)  # counted from the file as it stood
                yield Chunk(index, size=length, span=(name, offset, length, number, identity), crc=crc)
                number, offset, before = number + breaks, offset + length, tail
                if length > SCAN_LIMIT:  # its last line runs on (scoring it says so first): the rest is not read
                    number += 1
                    raise EndlessLine.found()
    except (OSError, InputChanged, EndlessLine) as exc:
        _raise_if_mjcs_own(exc)
        yield Chunk(index, unreadable=_why(exc), span=(name, offset, 0, number, identity))


LINE_END = re.compile(rb"\r\n|\r|\n")


def _breaks(data: bytes | bytearray, end: int | None = None) -> int:
    """The line breaks in data[:end], as record_lines counts them; one pass where there is no "\\r"."""
    end = len(data) if end is None else end
    lf = data.count(b"\n", 0, end)
    return lf if data.find(b"\r", 0, end) < 0 else lf + data.count(b"\r", 0, end) - data.count(b"\r\n", 0, end)


def _raise_if_mjcs_own(exc: BaseException) -> None:
    """An error of mjc's process, not of the input (too many files open): raised, to end the command with it."""
    if isinstance(exc, OSError) and exc.errno in (errno.EMFILE, errno.ENFILE):
        raise exc


def _why(exc: BaseException) -> str:
    if isinstance(exc, (EndlessLine, InputChanged)):  # mjc's own words
        return str(exc)
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


# ---------------------------------------------------------------- scoring a chunk (in a worker, or here)


@dataclass
class Scored:
    """A chunk's output and its tally."""
    input: int
    data: bytes = b""
    records: int = 0
    wins: int = 0
    drawn: int = 0
    errors: Counter = field(default_factory=Counter)
    failed: list[int] = field(default_factory=list)  # line numbers
    spilled: str | None = None  # the file a worker left `data` in, for the main process to write from and remove


def score_chunk(source: ScorerSource, chunk: Chunk, explained: bool, encoding: str = "utf-8") -> Scored:
    """Score a chunk's lines in order: one output line each (blank lines give none), as bytes in `encoding`."""
    rt = source.load()
    decoder = record_decoder(rt.MAX_NUMBER_DIGITS)
    fast = native_line_scorer(rt, explained, encoding)  # the same bytes as score_line's, for the lines it takes
    scored = Scored(chunk.input)
    lines = []
    unreadable, next_line = chunk.unreadable, chunk.span[3] if chunk.span else chunk.last + 1
    try:
        whole = chunk.whole() if fast is not None and getattr(rt, "score_json_lines", None) is not None else None
        if whole is not None:
            next_line = _score_whole(rt, whole, scored, lines, decoder)
        for number, raw in chunk.read(rt.MAX_RECORD_LINE) if whole is None else ():
            next_line = number + 1
            if blank(raw):
                continue
            if fast is not None and (line := fast(raw, number)) is not None:
                lines.append(line[0])
                _count(scored, number, line[1])
                continue
            done = score_line(number, raw, decoder, rt, explained)
            if done is not None:
                lines.append(_encoded(done, encoding, explained))
                _tally(scored, number, done[0])
    except (OSError, EOFError) as exc:  # the file changed or failed under us
        _raise_if_mjcs_own(exc)
        unreadable = _why(exc)
        if isinstance(exc, SpanChanged):  # its lines read so far are not the file's as counted
            scored, lines, next_line = Scored(chunk.input), [], chunk.span[3]
    if unreadable is not None:
        lines.append(_unreadable(scored, next_line, unreadable).encode(encoding))
    scored.data = b"".join(lines)
    return scored


def _score_whole(rt, whole: tuple[bytes, int], scored: Scored, lines: list, decoder) -> int:
    """A span's lines (Chunk.whole) scored by the native module's score_json_lines, with no Python code between
    them; a line it leaves (blank, too long, or not the plain JSON it reads) goes by score_line, as in the usual
    loop. The number of the line after the span."""
    data, number = whole
    at, limit = 0, rt.MAX_RECORD_LINE
    while at < len(data):
        output, at, number, won, drawn, errors = rt.score_json_lines(data, at, number, limit)
        lines.append(output)
        scored.records += won + drawn + len(errors)
        scored.wins += won
        scored.drawn += drawn
        for failed, code in errors:
            scored.errors[code] += 1
            scored.failed.append(failed)
        if at < len(data):  # the line it left
            end = data.find(b"\n", at)
            end = len(data) if end < 0 else end
            raw = data[at:end]
            done = score_line(number, raw if len(raw) <= limit else None, decoder, rt, False)
            if done is not None:
                lines.append(_encoded(done, "utf-8", False))
                _tally(scored, number, done[0])
            at, number = end + 1, number + 1
    return number


def _unreadable(scored: Scored, number: int, why: str) -> str:
    """The error line of an input that cannot be read from line `number` on."""
    error = line_error(number, "unreadable_input", f"the input cannot be read from here on ({why}); the lines "
                       "before it are scored")
    _tally(scored, number, error)
    return json.dumps(error) + "\n"


def _encoded(done: tuple[dict, str], encoding: str, explained: bool) -> bytes:
    """A result's text in the output's encoding, or its ASCII form when the encoding cannot hold it (a lone
    surrogate of a record, a terminal that is not UTF-8)."""
    result, text = done
    try:
        return text.encode(encoding)
    except UnicodeEncodeError:
        return text.encode("ascii", "backslashreplace") if explained else (json.dumps(result) + "\n").encode(encoding)


def _tally(scored: Scored, number: int, result: dict) -> None:
    scored.records += 1
    if "error" in result:
        scored.errors[result["error"].get("code", "internal_error")] += 1
        scored.failed.append(number)
    elif result.get("wins"):
        scored.wins += 1
    else:
        scored.drawn += 1


def _count(scored: Scored, number: int, outcome: str | bool) -> None:
    """_tally of a line the native line path wrote: its outcome is the error's code, else whether a seat won."""
    scored.records += 1
    if isinstance(outcome, str):
        scored.errors[outcome] += 1
        scored.failed.append(number)
    elif outcome:
        scored.wins += 1
    else:
        scored.drawn += 1


def _died(source: ScorerSource, chunk: Chunk, explained: bool, encoding: str) -> Scored:
    """The lines of a chunk whose worker died, scored again in a fresh worker, and where it dies again in halves,
    each in a fresh worker: a line that kills its worker alone is an internal error of its own."""
    scored = Scored(chunk.input)
    lines, unreadable = [], chunk.unreadable
    try:
        lines.extend(chunk.read(source.load().MAX_RECORD_LINE))
    except (OSError, EOFError) as exc:
        unreadable = _why(exc)
        if isinstance(exc, SpanChanged):  # the lines read are not the file's as counted
            lines = []
    # Halves, not one line at a time: a worker costs some 20 ms to start, and a chunk holds thousands of lines.
    parts, pending = [], [[line for line in lines if not blank(line[1])]]
    while pending:
        piece = pending.pop()
        if not piece:
            continue
        try:
            with worker_pool(1) as pool:
                part = pool.submit(score_chunk, source, Chunk(chunk.input, tuple(piece)), explained, encoding).result()
        except BrokenProcessPool:
            if len(piece) > 1:
                pending += [piece[len(piece) // 2:], piece[:len(piece) // 2]]  # the first half next
                continue
            error = line_error(piece[0][0], "internal_error", "the scorer's process stopped on this record; please "
                               "report it with the record")
            part = Scored(chunk.input, (json.dumps(error) + "\n").encode(encoding))
            _tally(part, piece[0][0], error)
        parts.append(part.data)
        _merge(scored, part)
    if unreadable is not None:
        next_line = lines[-1][0] + 1 if lines else chunk.span[3] if chunk.span else chunk.last + 1
        parts.append(_unreadable(scored, next_line, unreadable).encode(encoding))
    scored.data = b"".join(parts)
    return scored


def _merge(into: Scored | Tally, part: Scored | Tally) -> None:
    """Add the counts of one part to another (a Scored's failed lines too; a Tally keeps them by input)."""
    into.records += part.records
    into.wins += part.wins
    into.drawn += part.drawn
    into.errors.update(part.errors)
    if isinstance(into, Scored):
        into.failed += part.failed


class NoWorkers(Exception):
    """Worker processes could not be started (too few file descriptors or processes allowed, no shared memory for
    their locks): the caller does the work in its own process."""


WORKER_START_SECONDS = 120  # how long started workers may take to answer their first task
WORKER_FILES = 64  # open files a process must be allowed to start workers: their pipes, the inputs, the outputs


def _files_allowed() -> int | None:
    """The open files this process may have (its soft limit), or None where it is not known."""
    try:
        import resource
    except ImportError:  # not on this system
        return None
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else soft


def worker_pool(jobs: int) -> ProcessPoolExecutor:
    """`jobs` worker processes, forked where the system can (they inherit the loaded scorer and start at once),
    else spawned; Ctrl-C is the main process's to answer, so the workers ignore it, and they end when it ends.
    They have answered a first task when it returns: a pool that cannot start is NoWorkers, with none of its
    processes left behind (one blocked on its task pipe made the run wait for ever as it ended)."""
    import concurrent.futures
    import multiprocessing
    import threading
    allowed = _files_allowed()
    if allowed is not None and allowed < WORKER_FILES:  # the pool's pipes would leave too few for the work
        raise NoWorkers(f"at most {allowed} files may be open, ulimit -n")
    methods = multiprocessing.get_all_start_methods()
    pool = None
    failed: list[BaseException] = []  # in the pool's own threads (one that cannot start its queue's thread dies)
    said_by_threads, threading.excepthook = threading.excepthook, lambda hook: failed.append(hook.exc_value)
    try:
        context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        pool = ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_worker_start,
                                   initargs=(os.getpid(),))
        first, give_up = pool.submit(os.getpid), time.monotonic() + WORKER_START_SECONDS
        while True:
            try:
                first.result(timeout=0.05)
                return pool
            except concurrent.futures.TimeoutError:
                manager = getattr(pool, "_executor_manager_thread", None)
                if failed or (manager is not None and not manager.is_alive()) or time.monotonic() > give_up:
                    raise failed[0] if failed else RuntimeError("the workers did not answer") from None
    except (OSError, RuntimeError, concurrent.futures.TimeoutError) as exc:  # BrokenProcessPool is a RuntimeError
        _release_pool(pool)
        raise NoWorkers(exc.strerror if isinstance(exc, OSError) and exc.strerror else _why(exc)) from None
    finally:
        threading.excepthook = said_by_threads


def _release_pool(pool: ProcessPoolExecutor | None) -> None:
    """A pool that never started stopped, and the pipes of its queues closed: under a low limit of descriptors, the
    work then done in this process needs them (an input could not be opened)."""
    manager = getattr(pool, "_executor_manager_thread", None)
    queues = [getattr(pool, name, None) for name in ("_call_queue", "_result_queue", "_executor_manager_thread_wakeup")]
    _stop_pool(pool)
    if manager is not None and manager.is_alive():
        return  # its queues are still in use; they close as it ends
    for queue in queues:  # closed through their objects, which would otherwise close the numbers again later
        for end in (getattr(queue, "_reader", None), getattr(queue, "_writer", None)):
            if end is not None:
                end.close()


def _stop_pool(pool: ProcessPoolExecutor | None) -> None:
    """A pool's processes killed and the pool shut down without waiting for them."""
    if pool is None:
        return
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        try:
            process.kill()
        except (OSError, AttributeError, ValueError):
            pass
    try:
        pool.shutdown(wait=False, cancel_futures=True)
    except (OSError, RuntimeError):
        pass


def alone_note(why: str) -> None:
    """Said where worker processes cannot start and the work goes on in mjc's own process."""
    print(terminal_line(f"mjc: note: worker processes cannot start ({why}); working in this process alone"),
          file=sys.stderr)


def _worker_start(parent: int) -> None:
    """A worker ignores Ctrl-C and dies with the process that started it, however that one ends (a worker left
    behind would hold a pipeline's output open for ever)."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the main process's way of ending
    if not _die_with_parent():
        import threading
        threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()
    if os.getppid() != parent:  # it ended before the worker was told to watch it
        os._exit(1)


def _die_with_parent() -> bool:
    """Linux's parent-death signal (prctl PR_SET_PDEATHSIG): whether it was set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes
        import signal
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(1, signal.SIGKILL, 0, 0, 0) == 0  # 1: PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return False


def _watch_parent(parent: int) -> None:
    """Elsewhere, a thread that ends the worker once it has been handed to another parent."""
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)


# ---------------------------------------------------------------- the whole batch


@dataclass
class Tally:
    """What a batch did: records scored, wins, drawn deals, errors by code, the first failed lines, the time."""
    inputs: list[Input]
    records: int = 0
    wins: int = 0
    drawn: int = 0
    errors: Counter = field(default_factory=Counter)
    failed: list[tuple[int, int]] = field(default_factory=list)  # (input, line) of the first SHOWN_FAILURES
    seconds: float = 0.0
    jobs: int = 1

    def add(self, scored: Scored, index: int | None = None) -> None:
        """Add a chunk's counts (or, with `index`, a whole run's over this batch's input `index` alone, as a
        cluster's worker scores it)."""
        _merge(self, scored)
        lines = scored.failed if isinstance(scored, Scored) else [number for _input, number in scored.failed]
        room = SHOWN_FAILURES - len(self.failed)
        self.failed += [(scored.input if index is None else index, number) for number in lines[:max(room, 0)]]

    def summary(self) -> str:
        """The closing summary: records, wins, drawn deals, errors by code, time and rate."""
        rate = f", {self.records / self.seconds:,.0f} a second" if self.seconds > 0 and self.records else ""
        jobs = f", {self.jobs} jobs" if self.jobs > 1 else ""
        errors = sum(self.errors.values())
        codes = ", ".join(f"{code} {n:,}" for code, n in sorted(self.errors.items(), key=lambda kv: (-kv[1], kv[0])))
        return (f"{self.records:,} record{'s' if self.records != 1 else ''} in {self.seconds:.2f} s{rate}{jobs}: "
                f"{self.wins:,} won, {self.drawn:,} drawn, {errors:,} error{'s' if errors != 1 else ''}"
                + (f" ({codes})" if codes else ""))

    def failures(self) -> str | None:
        """Which lines failed, the first ten of them (named by input when there are several); None if none."""
        total = sum(self.errors.values())
        if not total:
            return None
        named = len(self.inputs) > 1
        shown = [f"{self.inputs[index].name}:{number}" if named else str(number) for index, number in self.failed]
        listed = ", ".join(shown) + (", ..." if total > len(shown) else "")
        return f"{total} record{'s' if total != 1 else ''} failed (line{'s' if total != 1 else ''} {listed})"


SHOWN_FAILURES = 10


def default_jobs() -> int:
    """All the cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def score_inputs(source: ScorerSource, inputs: list[Input], write: Callable[[int, bytes], None], *, jobs: int = 1,
                 explained: bool = False, encoding: str = "utf-8", stdin: BinaryIO | None = None,
                 chunk_lines: int = CHUNK_LINES, progress=None, live: bool = False) -> Tally:
    """Score every line of the inputs, calling `write(input index, bytes)` in input order; the tally of the batch.
    The bytes may be a worker's output mapped from memory, there only during the call: a `write` that keeps them
    keeps a copy (bytes(data)).

    `jobs` worker processes score chunks while this one reads and writes; with one job, or an input of one chunk,
    everything happens here. `progress(records, bytes)`, if given, hears of each chunk written. `live`: standard
    input comes as it is written (a pipe, a terminal), and every line at hand is answered before it is read on.
    """
    rt = source.load()
    tally = Tally(inputs, jobs=jobs)
    started = time.perf_counter()
    holder = HeldInputs()
    stream = chunks(inputs, rt.MAX_RECORD_LINE, chunk_lines, stdin, holder, live)

    unreadable: set[int] = set()  # inputs that could not be read past a point: what their later chunks say is moot

    def done(chunk: Chunk, scored: Scored) -> None:
        holder.release(scored.input)  # the inputs before this one are scored
        with _output_of(scored) as data:
            if scored.input in unreadable:
                return
            if data is None:  # the worker's file was removed under us: the chunk is scored again, here
                scored = score_chunk(source, chunk, explained, encoding)
                data = scored.data
            write(scored.input, data)
        tally.add(scored)
        if scored.errors.get("unreadable_input"):
            unreadable.add(scored.input)
        if progress is not None:
            progress(scored.records, chunk.size)

    try:
        first = next(stream, None)
        while first is not None and first.waits and jobs > 1:  # answered before the stream is read on
            done(first, score_chunk(source, first, explained, encoding))
            first = next(stream, None)
        second = next(stream, None) if first is not None and jobs > 1 else None
        if second is None:  # one job, or too little input to be worth a worker
            tally.jobs = 1
            for chunk in _chain([first] if first is not None else [], stream):
                done(chunk, score_chunk(source, chunk, explained, encoding))
        else:
            if not _score_in_workers(source, [first, second], stream, done, jobs, explained, encoding):
                tally.jobs = 1  # the workers could not start: it was scored here
    finally:
        stream.close()
        holder.release()
    tally.seconds = time.perf_counter() - started
    return tally


def _score_in_workers(source: ScorerSource, opening: list[Chunk], stream: Iterator[Chunk],
                      done: Callable[[Chunk, Scored], None], jobs: int, explained: bool, encoding: str) -> bool:
    """Chunks scored in `jobs` worker processes, at most IN_FLIGHT a worker at once, written in order; False where
    the workers could not start and they were scored here."""
    from collections import deque
    gc.freeze()  # what the forked workers inherit is never collected there, so its pages stay shared, not copied
    try:
        pool = worker_pool(jobs)
    except NoWorkers as exc:
        gc.unfreeze()
        alone_note(str(exc))
        for chunk in _chain(opening, stream):
            done(chunk, score_chunk(source, chunk, explained, encoding))
        return False
    pending: deque[tuple[Chunk, Future]] = deque()
    spill = _spill_folder()
    folder = spill[0] if spill is not None else None
    try:
        for chunk in _chain(opening, stream):
            pending.append((chunk, _submit(pool, source, chunk, explained, encoding, folder)))
            # What is done is written; all of it where a live stream waits after this chunk.
            while pending and (chunk.waits or len(pending) >= jobs * IN_FLIGHT or pending[0][1].done()):
                pool = _finish_first(pending, pool, source, done, jobs, explained, encoding, folder)
        while pending:
            pool = _finish_first(pending, pool, source, done, jobs, explained, encoding, folder)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        gc.unfreeze()
        if spill is not None:
            release(*spill)
    return True


SPILL_BYTES = 1 << 16  # a chunk's output this long or longer passes from a worker through memory, not a pipe
SPILL_PREFIX = "mjc-score-"  # a spill folder's name, before its process number


def _spill_folder() -> tuple[str, int] | None:
    """A private folder in /dev/shm (memory) for the workers' outputs, and the descriptor that holds its lock while
    the run lasts (held_folders); None where there is none to use. Memory held by the folders of runs killed
    outright is given back when the next run makes its own."""
    if not os.path.isdir("/dev/shm") or not os.access("/dev/shm", os.W_OK | os.X_OK):
        return None
    try:
        return make_held(SPILL_PREFIX, "/dev/shm")
    except OSError:
        return None


@contextmanager
def _output_of(scored: Scored) -> Iterator[bytes | mmap.mmap | None]:
    """A chunk's output: its data, or the file a worker spilled it to, mapped, and removed after; None where that
    file is gone (removed by another user of /dev/shm)."""
    if scored.spilled is None:
        yield scored.data
        return
    try:
        stream = open(scored.spilled, "rb")
    except FileNotFoundError:
        yield None
        return
    try:
        with stream:
            mapped = mmap.mmap(stream.fileno(), 0, access=mmap.ACCESS_READ) if os.fstat(stream.fileno()).st_size \
                else None
        try:
            yield mapped if mapped is not None else b""
        finally:
            if mapped is not None:
                mapped.close()
    finally:
        try:
            os.unlink(scored.spilled)
        except FileNotFoundError:
            pass


def _chain(opening: list[Chunk], stream: Iterator[Chunk]) -> Iterator[Chunk]:
    yield from opening
    yield from stream


def score_chunk_spilled(source: ScorerSource, chunk: Chunk, explained: bool, encoding: str, folder: str | None) -> Scored:
    """score_chunk in a worker, its output left in a file of `folder` (memory, where /dev/shm is): the main process
    writes it from there, where passing it back through a pipe copied it three times more, in the process that
    also reads and writes for every worker."""
    scored = score_chunk(source, chunk, explained, encoding)
    if folder is None or len(scored.data) < SPILL_BYTES:
        return scored
    try:
        fd, name = tempfile.mkstemp(dir=folder, prefix="chunk-")
    except OSError:
        return scored
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(scored.data)
    except OSError:  # a full /dev/shm: the output goes back the usual way
        os.unlink(name)
        return scored
    scored.data, scored.spilled = b"", name
    return scored


def _submit(pool: ProcessPoolExecutor, source: ScorerSource, chunk: Chunk, explained: bool, encoding: str,
            folder: str | None = None) -> Future:
    try:
        return pool.submit(score_chunk_spilled, source, chunk, explained, encoding, folder)
    except BrokenProcessPool:  # the pool died since: this chunk waits for the recovery of those before it
        failed: Future = Future()
        failed.set_exception(BrokenProcessPool("the pool is broken"))
        return failed


def _finish_first(pending, pool: ProcessPoolExecutor, source: ScorerSource, done: Callable[[Chunk, Scored], None], jobs: int,
                  explained: bool, encoding: str, folder: str | None) -> ProcessPoolExecutor:
    """Write the oldest chunk in flight; if its worker died, score it line by line, and send the chunks after it
    to a fresh pool. The pool to go on with."""
    chunk, future = pending.popleft()
    try:
        done(chunk, future.result())
        return pool
    except BrokenProcessPool:
        pool.shutdown(wait=True, cancel_futures=True)
        done(chunk, _died(source, chunk, explained, encoding))
        pool = worker_pool(jobs)
        for i, (later, _old) in enumerate(pending):
            pending[i] = (later, _submit(pool, source, later, explained, encoding, folder))
        return pool


# ---------------------------------------------------------------- outputs


RECORD_SUFFIXES = (".gz", ".jsonl", ".ndjson", ".json", ".txt")


def _free_part_name(path: Path, read: list[Path]) -> Path | None:
    """NAME.part, where the results of a batch that stopped short are kept; NAME.part2, 3... where a folder or
    another thing that is no file stands in its way (the results so far were lost with a word about a hidden file),
    or a file it reads (`read`: never written over). None where all 99 are taken."""
    for n in range(1, 100):
        part = path.with_name(f"{path.name}.part{n if n > 1 else ''}")
        if any(same_file(part, r) for r in read):
            continue
        if not os.path.lexists(part) or os.path.islink(part) or os.path.isfile(part):  # a link is replaced, not followed
            return part
    return None


def _what_stands(path: Path) -> str:
    """What stands at a name that is not a folder, in words: "a file", "a named pipe", "a link to nothing"..."""
    if path.is_symlink() and not path.exists():
        return f"a link to nothing ({terminal_text(os.readlink(path))})"
    kind = special_kind(path)
    return "a file" if kind is None else "a named pipe" if kind == "pipe" else f"a {kind}"


def _read_only(folder: Path) -> bool:
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError:
        return False


NAME_BYTES = 255  # a file name's bytes, at most, on the usual file systems (NAME_MAX)


def output_name(source: Input) -> str:
    """The results file of an input: its name without the record suffixes, then `.results.jsonl`."""
    name = Path(source.name).name
    for suffix in RECORD_SUFFIXES:
        name = name.removesuffix(suffix)
    return f"{name or 'records'}.results.jsonl"


class OutputFiles:
    """Each input's lines into a file of its own in a folder; a file is written as outputs.PendingFile writes it
    and put in place when its input is done, so a results file that exists is whole."""

    def __init__(self, inputs: list[Input], folder: Path, specs: list[Path] = ()):
        self.paths = [folder / n for n in self.names(inputs, folder, specs)]
        self.read = [i.path for i in inputs] + list(specs)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except FileExistsError:
            raise InputError(f"--output-dir {terminal_text(str(folder))} is {_what_stands(folder)}: name a folder") \
                from None
        except NotADirectoryError:
            raise InputError(f"cannot make the folder {terminal_text(str(folder))}: a part of its path is a file") \
                from None
        except OSError as exc:
            raise InputError(f"cannot make the folder {terminal_text(str(folder))}: {exc.strerror}") from None
        if not os.access(folder, os.W_OK | os.X_OK):  # said before any scoring (a read-only file system, say)
            raise InputError(f"cannot write in {terminal_text(str(folder))}: "
                             + ("a read-only file system" if _read_only(folder) else "permission denied"))
        try:  # the folder the batch writes in, held from here: renamed, or replaced by a link, it is still that one
            self.folder = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0))
        except OSError as exc:
            raise InputError(f"cannot open the folder {terminal_text(str(folder))}: {exc.strerror}") from None
        self.current: tuple[int, BinaryIO] | None = None
        self.done: set[int] = set()
        self.unwritten: dict[int, tuple[str, Path]] = {}  # input -> why its name took no results, and where they went

    @staticmethod
    def names(inputs: list[Input], folder: Path | None = None, specs: list[Path] = ()) -> list[str]:
        """The results file of each input; an error if one is standard input, two would share a name, or one would
        be written over an input, one of the spec's files (`specs`) or a folder: said before anything is scored."""
        if any(i.path is None for i in inputs):
            raise InputError("--output-dir writes a file for each input file; standard input has no name to give one")
        names = [output_name(i) for i in inputs]
        clash = next((n for n in names if names.count(n) > 1), None)
        if clash is not None:
            both = [terminal_text(i.name) for i, n in zip(inputs, names) if n == clash]
            raise InputError(f"{both[0]} and {both[1]} would both write {clash}: give inputs of different names")
        for source, name in zip(inputs, names):  # said now, not when the batch reaches it
            if (length := len(os.fsencode(f"{name}.part"))) > NAME_BYTES:
                raise InputError(f"{terminal_text(source.name)}: its results file would have a name of "
                                 f"{length - 5:,} bytes ({terminal_text(name[:40])}...), with .part {length:,}; a "
                                 f"folder takes names of at most {NAME_BYTES}: give the input a shorter name")
        if folder is not None:
            read = [i.path for i in inputs] + list(specs)
            for name in names:
                for written in (folder / name, folder / f"{name}.part"):
                    if any(same_file(written, path) for path in read):
                        raise InputError(f"{terminal_text(str(written))} is an input too: write the results to "
                                         "another folder")
                try:
                    refuse_unwritable(folder / name)
                except OutputError as exc:
                    raise InputError(f"{exc}: remove it, or write the results to another folder") from None
        return names

    def __call__(self, index: int, data: bytes) -> None:
        if self.current is None or self.current[0] != index:
            self._finish()
            self.current = (index, self._pending(index))
        self.current[1].stream.write(data)

    def close(self, complete: bool = True) -> None:
        """Finish the last file, and write an empty one for each input that had no line; then an InputError naming
        the inputs whose results went to NAME.part (their own name could not take them). A batch that stopped
        short (`complete` false) renames nothing more: its file in progress is kept as NAME.part."""
        try:
            self._close_files(complete)
        finally:
            if self.folder >= 0:
                os.close(self.folder)
                self.folder = -1

    def _close_files(self, complete: bool) -> None:
        if not complete:
            if self.current is not None:
                index, pending = self.current
                self.current = None
                part = _free_part_name(self.paths[index], self.read)
                if part is None:
                    pending.discard()
                else:
                    pending.commit(part)
            return
        self._finish()
        for index in range(len(self.paths)):
            if index not in self.done:
                self._pending(index).commit()
        if self.unwritten:
            raise InputError("; ".join(f"{why}: its results are in {terminal_text(str(part))}"
                                       for why, part in self.unwritten.values()))

    def _pending(self, index: int) -> PendingFile:
        try:
            try:
                return PendingFile(self.paths[index], folder=self.folder)
            except OutputError as exc:  # made at the name since the batch began: a folder, say
                return PendingFile(self._aside(index, str(exc)), folder=self.folder)
        except OutputError as exc:
            raise InputError(str(exc)) from None

    def _is_folder(self, name: str) -> bool:
        """Whether a folder stands at a name in the batch's folder."""
        try:
            return stat.S_ISDIR(os.stat(name, dir_fd=self.folder).st_mode)
        except OSError:
            return False

    def _aside(self, index: int, why: str) -> Path:
        """Where an input's results go when its own name cannot take them: NAME.part, said when the batch ends,
        which goes on with the other inputs."""
        part = _free_part_name(self.paths[index], self.read)
        if part is None:
            raise InputError(why)
        self.unwritten[index] = (why, part)
        return part

    def _finish(self) -> None:
        if self.current is not None:
            index, pending = self.current
            self.current = None
            if index not in self.unwritten and self._is_folder(self.paths[index].name):  # made while it was scored
                self._aside(index, f"cannot write {terminal_text(str(self.paths[index]))}: it is a folder")
            pending.commit(self.unwritten[index][1] if index in self.unwritten else None)
            self.done.add(index)
