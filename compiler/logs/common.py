"""What every log reader shares: its error, and a file's bytes (plain or gzipped) read within bounds."""

from __future__ import annotations

import zlib
from pathlib import Path

# A game's log is tens of kilobytes; a file that unpacks to more is no log (or a gzip bomb) and is refused.
MAX_LOG_BYTES = 16 * 1024 * 1024

# Every code a LogError carries.
LOG_ERROR_CODES = ("unreadable", "not_a_log", "cut_short", "bad_tag", "bad_attribute", "bad_tile", "bad_play",
                   "three_player", "unsupported", "inconsistent")


class LogError(Exception):
    """A log that cannot be read into records: `code` is stable, the message names the file and the place.

    `records` holds the deals read in full before the problem (a file cut short keeps its first deals)."""

    def __init__(self, code: str, message: str, records: list | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.records = records or []


def read_source(source: str | Path | bytes, name: str | None = None) -> tuple[str, bytes]:
    """(the name a log's records are called by, its bytes unpacked): from a path, or from bytes named `name`."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        label, data = name or "log", bytes(source)
    else:
        path = Path(source)
        label = name or path.name
        try:
            with open(path, "rb") as stream:
                data = stream.read(MAX_LOG_BYTES + 1)
        except OSError as exc:
            raise LogError("unreadable", f"{path}: cannot be read: {exc.strerror or exc}") from None
    if data[:2] == b"\x1f\x8b":  # gzip, as Tenhou serves its logs
        data = _gunzip(label, data)
    if len(data) > MAX_LOG_BYTES:
        raise LogError("unreadable", f"{label}: more than {MAX_LOG_BYTES} bytes: no game's log is that long")
    return label, data


def _gunzip(label: str, data: bytes) -> bytes:
    """A gzip stream unpacked, at most MAX_LOG_BYTES + 1 bytes of it (so a bomb stops early)."""
    unpacker = zlib.decompressobj(wbits=31)
    try:
        out = unpacker.decompress(data, MAX_LOG_BYTES + 1)
    except zlib.error as exc:
        raise LogError("unreadable", f"{label}: a gzip file that cannot be unpacked ({exc})") from None
    if len(out) <= MAX_LOG_BYTES and not unpacker.eof:
        raise LogError("cut_short", f"{label}: the gzip file is cut short (it ends before its last block)")
    return out
