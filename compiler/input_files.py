"""Opening a file named as input: a regular file, or a pipe the shell made; never a wait on a planted pipe."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

# Names under which a shell hands over a pipe it made: `<(zcat x.gz)` is /dev/fd/63; /dev/stdin is standard input.
SHELL_PIPES = ("/dev/fd/", "/proc/self/fd/", "/dev/stdin")


def open_input_file(path: str | Path) -> BinaryIO:
    """`path` opened for reading bytes. A named pipe, a device or a socket is refused (an OSError whose strerror
    says so), unless the shell made it: a named pipe with no writer would make mjc wait for ever, /dev/zero
    would never end."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # opening a pipe without its writer does not wait
    except OSError as exc:
        if exc.errno == errno.ENXIO and stat.S_ISSOCK(os.stat(path).st_mode):  # "no such device or address"
            raise not_a_file("a socket") from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode) and not str(path).startswith(SHELL_PIPES):
            raise not_a_file("a folder" if stat.S_ISDIR(mode) else "a named pipe" if stat.S_ISFIFO(mode)
                             else "a socket" if stat.S_ISSOCK(mode) else "a device")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def not_a_file(kind: str) -> OSError:
    return OSError(errno.EINVAL, f"it is {kind}, not a file (a stream is read as standard input: - < NAME)")
