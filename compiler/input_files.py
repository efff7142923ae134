"""Opening a file named as input: a regular file, or a pipe the shell made; never a wait on a planted pipe."""

from __future__ import annotations

import errno
import glob
import os
import re
import stat
from pathlib import Path
from typing import BinaryIO, Iterator

# Names under which a shell hands over a pipe it made: `<(zcat x.gz)` is /dev/fd/63; /dev/stdin is standard input.
# Matched whole: `/dev/fd/../../dev/zero` names no descriptor.
SHELL_PIPE = re.compile(r"/dev/stdin|/dev/fd/(\d+)|/proc/self/fd/(\d+)")


def open_input_file(path: str | Path) -> BinaryIO:
    """`path` opened for reading bytes. A named pipe, a device or a socket is refused (an OSError whose strerror
    says so), unless the shell made it: a named pipe with no writer would make mjc wait for ever, /dev/zero
    would never end."""
    handed = SHELL_PIPE.fullmatch(str(path))
    if handed is not None:  # the descriptor itself, whatever it is (a socket cannot be opened by its name)
        number = handed.group(1) or handed.group(2)
        return os.fdopen(os.dup(int(number) if number else 0), "rb")
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # opening a pipe without its writer does not wait
    except OSError as exc:
        if exc.errno == errno.ENXIO and stat.S_ISSOCK(os.stat(path).st_mode):  # "no such device or address"
            raise not_a_file("a socket") from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise not_a_file("a folder" if stat.S_ISDIR(mode) else "a named pipe" if stat.S_ISFIFO(mode)
                             else "a socket" if stat.S_ISSOCK(mode) else "a device")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def not_a_file(kind: str) -> OSError:
    hint = "name the files in it" if kind == "a folder" else "a stream is read as standard input: - < NAME"
    return OSError(errno.EINVAL, f"it is {kind}, not a file ({hint})")


def glob_names(pattern: str) -> list[str]:
    """The names a glob matches, sorted, as glob.glob(recursive=True) gives them, but for two things: `**` reaches
    into folders and never through a link to one (a link back up made the walk endless: two such links, 2**40
    folders), and a file reached by two names is named once."""
    chosen: dict[object, str] = {}  # a file (device and inode) -> the name it is given by: its own, where found
    for name in sorted(set(_expanded(pattern))):
        try:
            found = os.stat(name)
        except OSError:  # a link that leads nowhere: named, and said where it is read
            chosen[name] = name
            continue
        key = name if stat.S_ISDIR(found.st_mode) else (found.st_dev, found.st_ino)
        real = os.path.realpath(name)
        kept = chosen.get(key)
        if kept is None or (os.path.abspath(kept) != os.path.realpath(kept) and os.path.abspath(name) == real):
            chosen[key] = name
    return sorted(chosen.values())


def _expanded(pattern: str) -> Iterator[str]:
    parts = pattern.split("/")
    if "**" not in parts:
        yield from glob.iglob(pattern)
        return
    at = parts.index("**")
    head, tail = "/".join(parts[:at]), "/".join(parts[at + 1:])
    if at == 1 and parts[0] == "":
        head = "/"  # "/**/x": from the root
    bases = glob.glob(head) if glob.has_magic(head) else [head] if head == "" or os.path.isdir(head) else []
    for base in bases:
        for folder in _folders(base):
            if tail:
                yield from _expanded(os.path.join(glob.escape(folder), tail) if folder else tail)
            elif at + 2 == len(parts):  # "d/**/": folders only, as glob gives them
                if folder:
                    yield folder + "/"
            else:  # "d/**": d/ itself, and every folder and file under it
                if folder:
                    yield folder + "/" if folder == base else folder
                yield from (os.path.join(folder, f) for f in os.listdir(folder or ".")
                            if not f.startswith(".") and not os.path.isdir(os.path.join(folder, f)))


def _folders(base: str) -> Iterator[str]:
    """`base` and every folder under it, hidden ones (.git) left out as glob leaves them, links to folders not
    followed; "" stands for the current folder, and the names under it are relative. The walk keeps its own
    stack: os.walk recurses, and a tree 1,000 folders deep ended it in a RecursionError."""
    stack = [base]
    while stack:
        folder = stack.pop()
        yield folder
        try:
            with os.scandir(folder or ".") as entries:
                inner = sorted(e.name for e in entries if not e.name.startswith(".") and e.is_dir(follow_symlinks=False))
        except OSError:  # a folder it may not read, or one gone since
            continue
        stack.extend(os.path.join(folder, name) for name in reversed(inner))
