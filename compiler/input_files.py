"""Opening a file named as input: a regular file, or a pipe the shell made; never a wait on a planted pipe."""

from __future__ import annotations

import errno
import fnmatch
import glob
import os
import re
import stat
from collections import deque
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


# A glob walks each folder once for each set of its components a folder may have reached. A folder put on the walk
# costs a step for each component it may match next, and one for each 64 bytes of its name (what the walk holds).
# Past this many steps (a tree of half a million folders, or a pattern that walks folders again and again:
# `*/../*/../`, `**/[al]/` through links back up) the glob is refused.
MAX_GLOB_STEPS = 500_000


def glob_names(pattern: str) -> list[str]:
    """The names a glob matches, sorted, as glob.glob(recursive=True) gives them, but for three things: the folders
    are walked once (glob's walk of links to folders grew without end: two links back up, 2**40 folders), `**`
    never goes through a link to a folder, and a file reached by two names is named once (its own name, where
    found). A `..` after `**` is a ValueError."""
    parts = pattern.split("/")
    if "**" in parts and ".." in parts[parts.index("**"):]:  # each folder's ".." walks all again: no end to it
        raise ValueError(f"a glob that goes up (..) after ** names every folder many times over: {pattern!r}")
    chosen: dict[object, str] = {}  # a file (device and inode) -> the name it is given by: its own, where found
    for name in sorted(set(_expanded(pattern))):
        try:
            found = os.stat(name)
        except OSError:  # a link that leads nowhere: named once, and said where it is read
            try:
                link = os.lstat(name)
                chosen.setdefault((link.st_dev, link.st_ino), name)
            except OSError:
                chosen[name] = name
            continue
        key = name if stat.S_ISDIR(found.st_mode) else (found.st_dev, found.st_ino)
        real = os.path.realpath(name)
        kept = chosen.get(key)
        if kept is None or (os.path.abspath(kept) != os.path.realpath(kept) and os.path.abspath(name) == real):
            chosen[key] = name
    return sorted(chosen.values())


def _expanded(pattern: str) -> Iterator[str]:
    """The names a glob matches, from the folder its plain components name (one walk, _walked). An empty
    component (`a//b`) or `.` is none, and `**/**` is `**`, as they match the same."""
    parts = pattern.split("/")
    absolute, folders_only = parts[0] == "" and len(parts) > 1, parts[-1] == "" and len(parts) > 1
    components: list[str] = []
    for part in parts:
        if part and part != "." and not (part == "**" and components[-1:] == ["**"]):
            components.append(part)
    first = next((i for i, part in enumerate(components) if glob.has_magic(part)), len(components))
    base = ("/" if absolute else "") + "/".join(components[:first])
    if base and not os.path.isdir(base):
        return
    if first == len(components):  # no glob in it after all ("a//b"): the name itself, where it is
        yield base
        return
    yield from _walked(base, components[first:] + ([""] if folders_only else []))


def _walked(base: str, rest: list[str]) -> Iterator[str]:
    """The names under `base` that the components `rest` match, in one walk: each folder is listed once for the
    components it may have reached, so `a/**/b/**/c` costs what `a/**/c` does and a link back up is walked once
    (a search again under each match of `b`, or of `*` through each link, cost a walk each). The folders reached
    through no link are walked first, so that a name found both ways is given by its own path."""
    folders_only = rest[-1] == ""  # "d/**/": folders only, named with their slash, as glob gives them
    if folders_only:
        rest = rest[:-1]
    end = len(rest)

    def closed(states: set[int]) -> frozenset[int]:  # a `**` may match no folder: the component after it too
        out = set(states)
        for i in sorted(states):
            while i < end and rest[i] == "**":
                i += 1
                out.add(i)
        return frozenset(out)

    start = closed({0})
    if end in start and base:  # "d/**" names d/ itself
        yield base + "/"
    plain: list[tuple[str, frozenset[int]]] = [(base, start)]
    through_links: deque[tuple[str, frozenset[int]]] = deque()  # first found, first walked: in name order
    walked: set[tuple] = set()
    steps = 0  # the folders put on the walk, each by the components it may match: its cost (MAX_GLOB_STEPS)
    while plain or through_links:
        linked = not plain
        folder, states = through_links.popleft() if linked else plain.pop()
        try:  # a folder reached again (by "..", or a link) with the same components to match is walked once
            found_at = os.stat(folder or ".")
            if (found_at.st_dev, found_at.st_ino, states) in walked:
                continue
            walked.add((found_at.st_dev, found_at.st_ino, states))
            with os.scandir(folder or ".") as found:
                entries = [(e.name, e.is_dir(follow_symlinks=False), e.is_symlink()) for e in found]
        except OSError:  # a folder it may not read, or one gone since
            continue
        literal = {rest[i] for i in states if i < end and rest[i] != "**" and not glob.has_magic(rest[i])}
        names = {name: (real, link) for name, real, link in entries}
        for name in literal - names.keys():  # ".", "..": matched by a literal only, never listed
            path = os.path.join(folder, name)
            if os.path.lexists(path):
                names[name] = (os.path.isdir(path) and not os.path.islink(path), os.path.islink(path))
        linked_here: list[tuple[str, frozenset[int]]] = []
        for name, (real_folder, link) in sorted(names.items(), reverse=True):  # popped in name order
            hidden = name.startswith(".")
            by_walk, by_part = set(), set()
            for i in states:
                if i == end:
                    continue
                part = rest[i]
                if part == "**":
                    if not hidden:  # the walk skips hidden names, as glob's does
                        by_walk.add(i)
                elif (name == part) if not glob.has_magic(part) else \
                        ((not hidden or part.startswith(".")) and fnmatch.fnmatchcase(name, part)):
                    by_part.add(i + 1)
            if not by_walk and not by_part:
                continue
            path = os.path.join(folder, name)
            reached = closed(by_walk | by_part)
            is_folder = real_folder or (link and os.path.isdir(path))
            if folders_only:
                if end in reached and is_folder:
                    yield path + "/"
            elif end in by_part or (rest[-1] == "**" and end - 1 in by_walk):
                yield path
            if not folders_only and rest[-1] == "**" and is_folder \
                    and end - 1 in closed(by_part | (by_walk - {end - 1})):
                yield path + "/"  # "d/**/a/**" names d/x/a/ itself, as glob does (the last `**` matching nothing)
            # a link to a folder is entered by a component that names it, never by `**`: a link back up
            # would make the walk endless
            inner = reached if real_folder else closed(by_part) if is_folder else frozenset()
            if any(i < end for i in inner):
                steps += len(inner) + len(path) // 64
                if steps > MAX_GLOB_STEPS:
                    raise ValueError(f"a glob that walks too many folders (or folders again and again, through "
                                     f"links or ..): {'/'.join([base, *rest])!r}: name a folder nearer the files")
                if linked or not real_folder:
                    linked_here.append((path, inner))
                else:
                    plain.append((path, inner))
        through_links.extend(reversed(linked_here))  # the names went by in reverse


def shown_name(name: str) -> str:
    """A file's name as records, messages, sheets and modules show it: a byte the file system gave that is not
    UTF-8 (kept by Python as a lone surrogate, which no UTF-8 output can hold) becomes U+FFFD."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
