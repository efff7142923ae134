"""Private working folders held by a lock while a run uses them: those a run killed outright left behind (its lock
is released with its process) are removed by the next run that makes one of the same kind. A lock, not a process
number: a run in another PID namespace (a container sharing the folder) looks gone by its number."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager

LOCK = "lock"  # the file in a held folder whose lock its run holds
MAKING_SECONDS = 60  # a folder is made and locked in microseconds: one left without a lock this long is stale


def make_held(prefix: str, parent: str) -> tuple[str, int]:
    """A new private folder in `parent`, named `prefix`PID-..., and the descriptor that holds its lock until
    release(); the folders of that prefix whose lock nobody holds are removed first. OSError if none can be made."""
    import fcntl
    for entry in os.scandir(parent):
        try:
            stale = entry.name.startswith(prefix) and entry.is_dir(follow_symlinks=False) \
                and entry.stat(follow_symlinks=False).st_uid == os.getuid() and not is_held(entry.path)
        except OSError:  # removed meanwhile, by its run or another's sweep
            continue
        if stale:
            _remove(entry.path)
    folder = tempfile.mkdtemp(prefix=f"{prefix}{os.getpid()}-", dir=parent)
    try:
        # Locked under another name, then named: a sweep never finds the lock file before it is held.
        making = os.path.join(folder, f"{LOCK}.new")
        lock = os.open(making, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
        fcntl.flock(lock, fcntl.LOCK_EX)
        os.rename(making, os.path.join(folder, LOCK))
    except OSError:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return folder, lock


def _remove(folder: str) -> None:
    """A stale folder removed, its lock file last: where something in it cannot be removed yet (a killed run's
    child still writing there), the lock file stays, unheld, and the next sweep tries again."""
    try:
        entries = list(os.scandir(folder))
    except OSError:  # removed by another sweep
        return
    for entry in entries:
        if entry.name != LOCK:
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path, ignore_errors=True)
            else:
                try:
                    os.unlink(entry.path)
                except OSError:
                    pass
    try:
        if [entry.name for entry in os.scandir(folder)] == [LOCK]:
            os.unlink(os.path.join(folder, LOCK))
        os.rmdir(folder)
    except OSError:  # not empty yet, or removed by another sweep
        pass


@contextmanager
def private_folder(prefix: str, error: type[Exception], purpose: str, parent: str | None = None) -> Iterator[str]:
    """A held folder in `parent` (the temporary folder by default) for the length of a with block, removed after;
    `error` if none can be made, saying it was wanted to `purpose` ("compile in")."""
    parent = tempfile.gettempdir() if parent is None else parent
    try:
        folder, lock = make_held(prefix, parent)
    except OSError as exc:
        raise error(f"cannot make a folder to {purpose}, in {parent}: {exc.strerror or exc}") from None
    try:
        yield folder
    finally:
        release(folder, lock)


def release(folder: str, lock: int) -> None:
    """The folder removed, then its lock let go."""
    shutil.rmtree(folder, ignore_errors=True)
    os.close(lock)


def is_held(folder: str) -> bool:
    """Whether a run holds the folder's lock. A folder without one is being made, and counts as held for
    MAKING_SECONDS: longer, its run was killed while it made it."""
    import fcntl
    try:
        fd = os.open(os.path.join(folder, LOCK), os.O_RDWR | os.O_NOFOLLOW)
    except FileNotFoundError:
        try:
            return time.time() - os.stat(folder, follow_symlinks=False).st_mtime < MAKING_SECONDS
        except OSError:
            return True
    except OSError:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return False
    except OSError:
        return True
    finally:
        os.close(fd)
