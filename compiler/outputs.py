"""Every file mjc writes goes through here: written to a new temporary file beside its target and renamed over it
only when whole, never through a link planted at a name, never over a file the same command reads. A pipe or a
terminal at a name the user gave (-o >(gzip), /dev/stdout) is written as it is: a reader waits on it. At a name mjc
makes itself (generated/ID.py, a results file, spec.schema.json) anything that stands there is replaced."""

from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path
from typing import BinaryIO, Iterable

from .escape import terminal_text


class OutputError(OSError):
    """A file that cannot or must not be written; the message names it (an OSError, as any failed write)."""


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


UMASK = _umask()  # read once, while one thread runs: os.umask can only be read by setting it


def same_file(a: Path, b: Path) -> bool:
    """Whether two paths name one file: the same inode, through any links, or the same place once resolved."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _standard_output_file() -> os.stat_result | None:
    """What standard output is, where it is a regular file (which a command might also read); None for anything
    else, or closed (each command says so where it writes)."""
    try:
        out = os.fstat(1)
    except OSError:
        return None
    return out if stat.S_ISREG(out.st_mode) else None


def standard_output_is_a_file() -> bool:
    return _standard_output_file() is not None


def refuse_standard_output(inputs: Iterable[Path]) -> None:
    """An OutputError if standard output is a file the command reads (`mjc score a.jsonl >> a.jsonl` read its own
    results for ever, and `mjc doc s.yaml >> s.yaml` wrote into the spec); an input "-" is standard input."""
    if (out := _standard_output_file()) is None:
        return
    for source in inputs:
        try:
            found = os.fstat(0) if str(source) == "-" else os.stat(source)  # "-": standard input (`- < a >> a`)
        except OSError:
            continue
        if (found.st_dev, found.st_ino) == (out.st_dev, out.st_ino):
            if str(source) == "-":
                raise OutputError("standard output is the file standard input reads: write the output to another "
                                  "file")
            here = os.path.relpath(source)  # a spec's own path is absolute: named as the user would
            shown = terminal_text(str(source) if here.startswith("..") else here)
            raise OutputError(f"standard output is {shown}, an input of this command: write the output to another file")


def special_kind(path: Path) -> str | None:
    """What stands at `path` (through links) if it is not a regular file or a folder: a pipe, a terminal or
    device, a block device or a socket; None where nothing is, or a file."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode):
        return "terminal or device"
    if stat.S_ISBLK(mode):
        return "block device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return None


_DESCRIPTOR = re.compile(r"/(?:proc/(self|thread-self|\d+)/fd|dev/fd)/(\d+)")
_STANDARD = {"/dev/stdin": 0, "/dev/stdout": 1, "/dev/stderr": 2}


def descriptor_of(path: Path | str) -> int | None:
    """The descriptor of this process a name stands for (/dev/stdout, /dev/fd/1, /proc/self/fd/1, or a link to one),
    followed link by link as text: /proc's links lead on to the file a shell redirected to, which a rename would
    then replace (/dev/stdout itself, a link of the system's, was replaced so)."""
    name = os.path.abspath(str(path))
    for _hop in range(40):
        if name in _STANDARD:
            return _STANDARD[name]
        found = _DESCRIPTOR.fullmatch(name)
        if found is not None:
            pid = found.group(1)
            return int(found.group(2)) if pid in (None, "self", "thread-self") or int(pid) == os.getpid() else None
        try:
            name = os.path.abspath(os.path.join(os.path.dirname(name), os.readlink(name)))
        except OSError:  # no link (any more): a file, a folder or nothing
            return None
    return None


def names_a_folder(name: str) -> bool:
    """Whether a name can only be a folder's, whatever stands there: out/, out/. or out/.. (a Path drops the end)."""
    return name.endswith(("/", os.sep)) or os.path.basename(name) in (".", "..")


def refuse_inputs(target: Path, inputs: Iterable[Path]) -> None:
    """An OutputError if writing `target` would replace one of the files a command reads."""
    for source in inputs:
        if same_file(target, source):
            shown = terminal_text(str(target))
            raise OutputError(f"{shown} is an input of this command ({terminal_text(str(source))}): "
                              "write the output under another name")


def refuse_unwritable(target: Path | str, inputs: Iterable[Path] = (), named: bool = False) -> str | None:
    """An OutputError saying why `target` cannot be written as PendingFile writes it (a folder's name, a folder, an
    input; at a name the user gave, a socket or block device, or a folder missing or not writable), found before
    anything of a command is written; else the kind of what stands at a name the user gave (special_kind)."""
    shown = terminal_text(str(target))
    if names_a_folder(str(target)):
        raise OutputError(f"cannot write {shown}: it names a folder")
    refuse_inputs(Path(target), inputs)
    if Path(target).is_dir():
        raise OutputError(f"cannot write {shown}: it is a folder")
    kind = special_kind(Path(target)) if named and descriptor_of(target) is None else None
    if kind not in (None, "pipe", "terminal or device"):
        raise OutputError(f"cannot write {shown}: it is a {kind}")
    if named and kind is None and descriptor_of(target) is None:  # a file made in its folder, which mjc never makes
        folder = Path(target).parent
        if not folder.is_dir():
            raise OutputError(f"cannot write {shown}: no such folder")
        if not os.access(folder, os.W_OK | os.X_OK):
            raise OutputError(f"cannot write {shown}: permission denied")
    return kind


PIPE_READER_SECONDS = 10  # how long a named pipe given as an output may wait for a process to read it


def _open_pipe(target: Path) -> BinaryIO:
    """A named pipe opened for writing once a process reads it: a plain open would wait for a reader for ever, so
    the open does not wait, and is tried again for PIPE_READER_SECONDS."""
    import time
    give_up = time.monotonic() + PIPE_READER_SECONDS
    while True:
        try:
            fd = os.open(target, os.O_WRONLY | getattr(os, "O_NONBLOCK", 0))
            break
        except OSError as exc:
            if exc.errno != errno.ENXIO:
                raise OutputError(f"cannot write {terminal_text(str(target))}: {exc.strerror or exc}") from None
            if time.monotonic() > give_up:
                raise OutputError(f"cannot write {terminal_text(str(target))}: it is a named pipe that no process "
                                  f"read in {PIPE_READER_SECONDS} s (start its reader first)") from None
            time.sleep(0.05)
    os.set_blocking(fd, True)  # the reader may be slower than mjc: a write waits for it
    return os.fdopen(fd, "wb")


def _leading_bytes(name: str, most: int) -> str:
    """As much of a name as `most` bytes of UTF-8 hold: a temporary file's name stays within the 255 bytes a
    folder allows, whatever the script of the target's (a character of 麻 takes 3)."""
    return name.encode("utf-8", "surrogateescape")[:most].decode("utf-8", "ignore")


def _made_in(folder: int, prefix: str) -> tuple[int, str]:
    """A new private file of a random name in the folder a descriptor holds, created afresh (as mkstemp does):
    its descriptor and name."""
    import secrets
    for _attempt in range(100):
        name = f"{prefix}{secrets.token_hex(4)}.part"
        try:
            return os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o600,
                           dir_fd=folder), name
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary name")


def held_folder(name: str, within: int) -> int:
    """A descriptor of the folder `name` in the folder `within` holds, made if missing and opened once, never
    through a link, so that the files written in it go there whatever its name leads to later; OSError (ELOOP
    for a link) where it cannot be."""
    try:
        os.mkdir(name, dir_fd=within)
    except FileExistsError:
        pass
    return os.open(name, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
                   | getattr(os, "O_CLOEXEC", 0), dir_fd=within)


class PendingFile:
    """A file being written: its bytes go to a temporary file created afresh (O_EXCL, so no link or file already
    there is written through) in the target's folder, which `commit` renames over the target. With `named` (the
    user gave the name, as -o), a pipe or terminal there is written into; else it is replaced as a file is (a pipe
    planted at generated/ID.py would make mjc wait for a reader for ever). The target's folder is held by a
    descriptor (`folder`, opened once by the caller, or here), and the file made and renamed in it whatever its
    name leads to by then (a folder renamed, or replaced by a link, while the file is written)."""

    def __init__(self, target: Path | str, inputs: Iterable[Path] = (), named: bool = False,
                 folder: int | None = None):
        kind = refuse_unwritable(target, inputs, named)
        self.target = Path(target)
        self.temporary = None
        self.folder = folder
        self._own_folder: int | None = None
        descriptor = descriptor_of(self.target) if named else None
        if descriptor is not None:  # written into as it is, whatever it is open on: mjc's own output, as "-" is
            if descriptor == 0:
                raise OutputError(f"cannot write {terminal_text(str(self.target))}: it is standard input")
            try:
                self.stream = os.fdopen(os.dup(descriptor), "wb")
            except OSError as exc:
                raise OutputError(f"cannot write {terminal_text(str(self.target))}: {exc.strerror or exc}") from None
            return
        if kind == "pipe":  # a reader waits on it (mkfifo, then -o the pipe)
            self.stream = _open_pipe(self.target)
            return
        if kind == "terminal or device":  # /dev/stdout's terminal, /dev/null
            try:
                self.stream = open(self.target, "wb")
            except OSError as exc:
                raise OutputError(f"cannot write {terminal_text(str(self.target))}: {exc.strerror or exc}") from None
            return
        try:
            if folder is None:  # held from here on: the file is made and put in place in the folder it began in
                self.folder = self._own_folder = os.open(self.target.parent, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
                                                         | getattr(os, "O_CLOEXEC", 0))
            fd, made = _made_in(self.folder, f".{_leading_bytes(self.target.name, 100)}.")
            self.temporary = self.target.parent / made
        except FileNotFoundError:
            self._release()
            raise OutputError(f"cannot write {terminal_text(str(self.target))}: no such folder") from None
        except OSError as exc:
            self._release()
            raise OutputError(f"cannot write {terminal_text(str(self.target))}: {exc.strerror or exc}") from None
        self.stream: BinaryIO = os.fdopen(fd, "wb")

    def _release(self) -> None:
        """Close the descriptor of the target's folder, where this file opened it itself."""
        if self._own_folder is not None:
            os.close(self._own_folder)
            self._own_folder = None

    def commit(self, name: Path | None = None, mode: int | None = None) -> None:
        """Close the file and put it in place under the target's name (or `name`), with the permissions a new
        file gets (or `mode`)."""
        if self.temporary is None:
            self.stream.close()
            return
        try:
            self.stream.close()
            mode = 0o666 & ~UMASK if mode is None else mode  # made private
            os.chmod(self.temporary.name, mode, dir_fd=self.folder)
            os.replace(self.temporary.name, (name or self.target).name, src_dir_fd=self.folder, dst_dir_fd=self.folder)
        except BaseException:
            self.discard()
            raise
        self._release()

    def discard(self) -> None:
        """Close and remove the temporary file; the target stays as it was."""
        try:
            self.stream.close()
        except OSError:
            pass  # a full disk says so on close too: what was written is dropped anyway
        if self.temporary is not None:
            try:
                os.unlink(self.temporary.name, dir_fd=self.folder)
            except FileNotFoundError:
                pass
        self._release()

    def __enter__(self) -> BinaryIO:
        return self.stream

    def __exit__(self, kind, _value, _trace) -> None:
        if kind is None:
            self.commit()
        else:
            self.discard()


def existing_bytes(target: Path | str, limit: int) -> bytes | None:
    """What a file mjc is about to rewrite holds now, to compare with what it would write: None where no regular file
    stands (nothing, a pipe, a device: reading one could wait for ever) or it holds more than `limit` bytes."""
    try:
        with open(target, "rb", opener=lambda path, flags: os.open(path, flags | os.O_NONBLOCK)) as stream:
            if not stat.S_ISREG(os.fstat(stream.fileno()).st_mode):
                return None
            data = stream.read(limit + 1)
    except OSError:
        return None
    return data if len(data) <= limit else None


def write_bytes(target: Path | str, data: bytes, inputs: Iterable[Path] = (), named: bool = False,
                folder: int | None = None) -> None:
    """`data` as the whole of `target`, written as PendingFile writes (in the folder `folder` holds, if given); an
    OSError says why it could not be."""
    with PendingFile(target, inputs, named, folder) as stream:
        stream.write(data)


def write_text(target: Path | str, text: str, inputs: Iterable[Path] = (), named: bool = False) -> None:
    """`text` in UTF-8 as the whole of `target`."""
    write_bytes(target, text.encode("utf-8"), inputs, named)
