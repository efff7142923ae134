"""Private folders held by a lock (compiler/held_folders.py): swept when their run is gone, never while in use."""

from __future__ import annotations

import os
import time
from pathlib import Path

from compiler import held_folders


def test_a_folder_being_made_is_held_before_its_lock_file_can_be_found(tmp_path, monkeypatch):
    """Its lock file was made, then locked: a sweep between the two found it unheld and removed the folder of a
    run just starting."""
    seen = []
    real = os.rename

    def rename(source, target):
        seen.append((os.path.exists(target), held_folders.is_held(os.path.dirname(target))))
        real(source, target)
    monkeypatch.setattr(held_folders.os, "rename", rename)
    folder, lock = held_folders.make_held("mjc-test-", str(tmp_path))
    try:
        assert seen == [(False, True)]  # no lock file to find until it is named, and the folder counts as held
        monkeypatch.setattr(held_folders.os, "rename", real)
        other, other_lock = held_folders.make_held("mjc-test-", str(tmp_path))  # its sweep leaves ours
        held_folders.release(other, other_lock)
        assert os.path.isdir(folder) and held_folders.is_held(folder)
    finally:
        held_folders.release(folder, lock)
    assert list(tmp_path.iterdir()) == []


def test_a_folder_whose_lock_nobody_holds_is_removed_and_a_link_or_another_name_is_not(tmp_path):
    stale = tmp_path / "mjc-test-1-abc"
    stale.mkdir()
    (stale / held_folders.LOCK).write_bytes(b"")
    target = tmp_path / "elsewhere"
    target.mkdir()
    (target / held_folders.LOCK).write_bytes(b"")
    (tmp_path / "mjc-test-2-link").symlink_to(target)
    (tmp_path / "mjc-other-3-abc").mkdir()
    folder, lock = held_folders.make_held("mjc-test-", str(tmp_path))
    held_folders.release(folder, lock)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere", "mjc-other-3-abc", "mjc-test-2-link"]
    assert (target / held_folders.LOCK).exists()


def test_a_folder_removed_while_the_sweep_looks_at_it_is_passed_over(tmp_path, monkeypatch):
    """Another run released its folder between the sweep's listing and its look at it: FileNotFoundError escaped
    (359 of 1,800 folders made by six runs at once failed, and a build with them)."""
    gone = tmp_path / "mjc-test-1-gone"
    gone.mkdir()
    listed = os.scandir

    def scandir(path):
        monkeypatch.setattr(held_folders.os, "scandir", listed)  # the sweep's listing alone
        entries = list(listed(path))
        gone.rmdir()  # released by its run meanwhile
        return iter(entries)
    monkeypatch.setattr(held_folders.os, "scandir", scandir)
    folder, lock = held_folders.make_held("mjc-test-", str(tmp_path))
    held_folders.release(folder, lock)
    assert list(tmp_path.iterdir()) == []


def test_a_folder_left_without_its_lock_is_removed_once_it_is_a_minute_old(tmp_path):
    """A run killed while it made its folder (before its lock file was named) left it for good, counted held."""
    for name, age in (("mjc-test-1-old", held_folders.MAKING_SECONDS + 5), ("mjc-test-2-new", 0)):
        folder = tmp_path / name
        folder.mkdir()
        (folder / f"{held_folders.LOCK}.new").write_bytes(b"")
        (folder / "spilled").write_bytes(b"x" * 1000)
        os.utime(folder, (time.time() - age,) * 2)
    folder, lock = held_folders.make_held("mjc-test-", str(tmp_path))
    held_folders.release(folder, lock)
    assert [p.name for p in tmp_path.iterdir()] == ["mjc-test-2-new"]  # being made, as far as anyone can tell


def test_a_stale_folder_that_cannot_be_emptied_yet_keeps_its_lock_file_for_the_next_sweep(tmp_path, monkeypatch):
    """A killed build's browser still wrote into its folder as the next run swept it: the lock file went first, the
    rest stayed, and the folder, now without a lock, counted as one being made."""
    stale = tmp_path / "mjc-test-1-abc"
    (stale / "profile").mkdir(parents=True)
    (stale / held_folders.LOCK).write_bytes(b"")
    (stale / "profile" / "busy").write_bytes(b"")
    rmtree = held_folders.shutil.rmtree

    def removes_the_lock_file_alone(path, ignore_errors=False):  # the rest is still written into
        (Path(path) / held_folders.LOCK).unlink(missing_ok=True)
    monkeypatch.setattr(held_folders.shutil, "rmtree", removes_the_lock_file_alone)
    folder, lock = held_folders.make_held("mjc-test-", str(tmp_path))
    monkeypatch.setattr(held_folders.shutil, "rmtree", rmtree)
    held_folders.release(folder, lock)
    assert (stale / held_folders.LOCK).exists() and not held_folders.is_held(str(stale))
    folder, lock = held_folders.make_held("mjc-test-", str(tmp_path))  # the next sweep
    held_folders.release(folder, lock)
    assert list(tmp_path.iterdir()) == []
