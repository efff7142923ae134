"""Files named as input: a planted named pipe or a device is refused at once, a pipe the shell made is read."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT

PIPE_REFUSAL = "it is a named pipe, not a file (a stream is read as standard input: - < NAME)"


def mjc(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=60)


@pytest.mark.parametrize("command, said", [
    (["log"], f"mjc log: {{}}: cannot be read: {PIPE_REFUSAL} [unreadable]"),
    (["game", "-r", "riichi"], f"mjc game: {{}}: cannot be read: {PIPE_REFUSAL} [unreadable]"),
    (["score", "-r", "riichi"], f"mjc: cannot read {{}}: {PIPE_REFUSAL}"),
    (["impact", "riichi", "riichi", "--set", "kiriage=true", "--logs"],
     f"mjc impact: {{}}: cannot be read: {PIPE_REFUSAL} [unreadable]"),
])
def test_a_named_pipe_without_its_writer_is_refused_not_waited_for(tmp_path, command, said):
    """A named pipe planted among logs made `mjc log`, `game` and `score` wait for a writer that never came."""
    pipe = tmp_path / "planted.xml"
    os.mkfifo(pipe)
    done = mjc(*command, str(pipe), *(["-o", str(tmp_path / "out.html")] if command[0] == "impact" else []))
    assert said.format(pipe) in done.stderr.splitlines(), done.stderr
    assert done.returncode in (1, 2) and "Traceback" not in done.stderr


@pytest.mark.parametrize("device, command", [("/dev/zero", ["log"]), ("/dev/urandom", ["score", "-r", "riichi"]),
                                             ("/dev/zero", ["game", "-r", "riichi"])])
def test_a_device_is_no_input_file(device, command):
    done = mjc(*command, device)
    assert "it is a device, not a file" in done.stderr and done.returncode in (1, 2), done.stderr


def test_a_pipe_the_shell_made_is_read(tmp_path):
    """`<(zcat day.jsonl.gz)` names /dev/fd/63, a pipe: the shell's pipes and /dev/stdin are read as they come."""
    record = {"ruleset": "riichi", "players": [{}, {}, {}, {}], "wins": []}
    (tmp_path / "r.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    command = f"{sys.executable} -m compiler score -r riichi <(cat {tmp_path / 'r.jsonl'})"
    substituted = subprocess.run(["bash", "-c", command], capture_output=True, text=True, cwd=ROOT, timeout=60)
    direct = mjc("score", "-r", "riichi", str(tmp_path / "r.jsonl"))
    assert substituted.stdout == direct.stdout and substituted.stdout.startswith("{"), substituted.stderr
    stdin = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "riichi", "/dev/stdin"],
                           input=json.dumps(record) + "\n", capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert stdin.stdout == direct.stdout


def test_a_recursive_glob_never_follows_a_link_to_a_folder(tmp_path, monkeypatch):
    """Two links back up (`d/l1 -> .`, `d/l2 -> .`) made `'d/**/*.jsonl'` walk 2**40 folders, and one link scored
    a file 41 times; `**` now walks the real folders once, and a file reached by two names is named once."""
    import glob
    from compiler.input_files import glob_names
    monkeypatch.chdir(tmp_path)
    for name in ("d/a.jsonl", "d/sub/b.jsonl", "d/sub/.hidden/c.jsonl", "d/deep/er/e.jsonl", "d/.h.jsonl", "x.jsonl",
                 "d/sub/notes.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("{}\n")
    patterns = ("d/**/*.jsonl", "**/*.jsonl", "d/*/*", "d/**", "*", "**", "d/**/er", "d/**/", "**/")
    plain = {p: sorted(glob.glob(p, recursive=True)) for p in patterns}
    assert {p: glob_names(p) for p in plain} == plain  # without links: glob's own answer
    assert plain["d/**/*.jsonl"] == ["d/a.jsonl", "d/deep/er/e.jsonl", "d/sub/b.jsonl"]
    os.symlink(".", tmp_path / "d" / "l1")
    os.symlink(".", tmp_path / "d" / "l2")
    os.symlink("sub/b.jsonl", tmp_path / "d" / "b-link.jsonl")
    assert glob_names("d/**/*.jsonl") == ["d/a.jsonl", "d/deep/er/e.jsonl", "d/sub/b.jsonl"]
    assert glob_names(str(tmp_path / "d" / "**" / "*.jsonl")) == [str(tmp_path / n) for n in plain["d/**/*.jsonl"]]
    assert glob_names("d/*/a.jsonl") == ["d/l1/a.jsonl"]  # one star follows a link, as the shell's does, once
    os.link(tmp_path / "d" / "a.jsonl", tmp_path / "d" / "deep" / "a-too.jsonl")  # a hard link: the same file
    assert glob_names("d/**/a*.jsonl") == ["d/a.jsonl"]
    done = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "riichi", "d/**/*.jsonl"],
                          capture_output=True, text=True, cwd=tmp_path, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert len(done.stdout.splitlines()) == 3, done.stderr
    logs = subprocess.run([sys.executable, "-m", "compiler", "log", "d/**/*.xml"], capture_output=True, text=True,
                          cwd=tmp_path, timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert logs.returncode == 1 and "Traceback" not in logs.stderr


def test_a_tree_deeper_than_pythons_stack_is_walked(tmp_path):
    """os.walk recurses: a tree 1,100 folders deep under a quoted `**` ended mjc score, log, game and impact in a
    RecursionError."""
    from compiler.input_files import glob_names
    folder = tmp_path
    for _ in range(1101):  # one by one: os.makedirs recurses too
        folder = folder / "f"
        folder.mkdir()
    (folder / "x.jsonl").write_text("{}\n")
    try:
        assert glob_names(str(tmp_path / "f" / "**" / "*.jsonl")) == [str(folder / "x.jsonl")]
    finally:  # removed here, from the bottom up: shutil.rmtree recurses, and pytest's own cleanup would fail on it
        (folder / "x.jsonl").unlink()
        while folder != tmp_path:
            folder.rmdir()
            folder = folder.parent


def test_a_descriptor_name_is_read_only_as_a_descriptor(tmp_path):
    """`/dev/fd/../../dev/zero` passed as a pipe the shell made (the allowance was a prefix of the name) and never
    ended; and /dev/stdin that is a socket (a socket-activated service) was refused, as no socket can be opened
    by its name. A descriptor's name is matched whole, and the descriptor itself is read."""
    import socket
    for name in ("/dev/fd/../../../dev/zero", "/proc/self/fd/../../../dev/zero"):
        done = mjc("score", "-r", "riichi", name)
        assert done.returncode == 2 and "it is a device, not a file" in done.stderr, done.stderr
    record = json.dumps({"ruleset": "riichi", "players": [{}, {}, {}, {}], "wins": []}) + "\n"
    (tmp_path / "r.jsonl").write_text(record, encoding="utf-8")
    direct = mjc("score", "-r", "riichi", str(tmp_path / "r.jsonl"))
    ours, theirs = socket.socketpair()
    with ours, theirs:
        theirs.sendall(record.encode())
        theirs.shutdown(socket.SHUT_WR)
        done = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "riichi", "/dev/stdin"], stdin=ours,
                              capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.stdout == direct.stdout and done.returncode == direct.returncode, done.stderr
    for command in (["game", "-r", "riichi"], ["log"]):  # the same words in every command that reads logs
        folder = mjc(*command, str(tmp_path))
        assert folder.stderr == (f"mjc {command[0]}: {tmp_path}: cannot be read: it is a folder, not a file (name the "
                                 "files in it) [unreadable]\n"), folder.stderr


def test_a_glob_of_several_double_stars_walks_each_folder_once(tmp_path, monkeypatch):
    """`**` after `**` searched again under each folder the first reached: in a chain of 300 folders
    `t/**/a/**/x` took 1.4 s and `t/**/a/**/a/**/x` more than a minute. One walk now lists each folder once,
    and names what glob.glob names on a tree without links."""
    import glob
    from compiler import input_files
    monkeypatch.chdir(tmp_path)
    for name in ("d/a.jsonl", "d/sub/b.jsonl", "d/sub/a/c.jsonl", "d/sub/.hidden/a/c.jsonl", "d/a/a/e.jsonl",
                 "d/.h.jsonl", "d/x/y/a/z/f.jsonl", "d/sub/notes.txt", "d/a/b/a/g.jsonl"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("{}\n")
    patterns = ("d/**/a/**/*.jsonl", "**/a/**/*.jsonl", "d/**/a/**", "d/**/**/c.jsonl", "d/**/a/**/",
                "d/**/.hidden/**/*.jsonl", "d/**/a/*/**/*.jsonl", "**/sub/**/a/**/c.jsonl", "d/**/*a*/**/*.j*",
                "d/**/a/**/a/**", "d/**/sub/**", "**/a/**/", "d/**/./a/*.jsonl")
    assert {p: input_files.glob_names(p) for p in patterns} == {  # a `.` component is none: names without it
        p: sorted(set(n.replace("/./", "/") for n in glob.glob(p, recursive=True))) for p in patterns}
    assert input_files.glob_names("**/**") == input_files.glob_names("**")  # glob names each folder twice there
    assert input_files.glob_names("d/**/a/**/*.jsonl") == ["d/a/a/e.jsonl", "d/a/b/a/g.jsonl", "d/sub/a/c.jsonl",
                                                          "d/x/y/a/z/f.jsonl"]
    chain = tmp_path / "t"
    for _ in range(300):
        chain = chain / "a"
    chain.mkdir(parents=True)
    (chain / "x.jsonl").write_text("{}\n")
    listed = []
    real_scandir = os.scandir
    monkeypatch.setattr(input_files.os, "scandir", lambda path: listed.append(path) or real_scandir(path))
    for pattern in ("t/**/x.jsonl", "t/**/a/**/x.jsonl", "t/**/a/**/a/**/a/**/x.jsonl"):
        listed.clear()
        assert input_files.glob_names(pattern) == [str(chain.relative_to(tmp_path) / "x.jsonl")]
        assert len(listed) == len(set(listed)) == 301, pattern
    with pytest.raises(ValueError, match=r"goes up \(\.\.\) after \*\*"):
        input_files.glob_names("t/**/../**/x.jsonl")
    for command in (["score", "-r", "riichi"], ["log"], ["game", "-r", "riichi"]):
        done = subprocess.run([sys.executable, "-m", "compiler", *command, "t/**/a/../**/x.jsonl"], capture_output=True,
                              text=True, cwd=tmp_path, timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert done.returncode == 2 and done.stderr == ("mjc: a glob that goes up (..) after ** names every folder "
                                                        "many times over: 't/**/a/../**/x.jsonl'\n"), done.stderr


def test_a_glob_walks_links_once_and_matches_as_glob_does(tmp_path, monkeypatch):
    """Round thirteen: a glob without `**` went through links back up once per path (`t/*/*/*/*/*/*/*.jsonl` with
    eight links to `.`: 14 s, and ninefold a component); `[ab].xml` under `**` matched a file of that very name;
    2,000 `**` in a row ran past two minutes; `**//x` missed names; a broken link reached by two paths was named
    twice; and log, game and impact took a folder a glob matched for a file that cannot be read."""
    import glob
    from compiler import input_files
    monkeypatch.chdir(tmp_path)
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "a.jsonl").write_text("{}\n")
    for i in range(8):
        os.symlink(".", tmp_path / "t" / f"l{i}")
    listed = []
    real_scandir = os.scandir
    monkeypatch.setattr(input_files.os, "scandir", lambda path: listed.append(path) or real_scandir(path))
    assert input_files.glob_names("t/*/*/*/*/*/*/*.jsonl") == ["t/l0/l0/l0/l0/l0/l0/a.jsonl"]
    assert len(listed) <= 7, len(listed)  # the folder once for each component left: 8**6 paths before
    monkeypatch.setattr(input_files.os, "scandir", real_scandir)
    (tmp_path / "g" / "day").mkdir(parents=True)
    for name in ("[ab].xml", "a.xml", "?"):
        (tmp_path / "g" / "day" / name).write_text("x")
    for pattern in ("g/**/[ab].xml", "g/*/[ab].xml", "g/**/?", "g/**/[[]ab].xml", "g/**//?", "g//*//a.xml"):
        assert input_files.glob_names(pattern) == sorted(set(p.replace("//", "/") for p in
                                                             glob.glob(pattern, recursive=True))), pattern
    assert input_files.glob_names("g/" + "**/" * 2000 + "*.xml") == ["g/day/[ab].xml", "g/day/a.xml"]
    os.symlink("gone.jsonl", tmp_path / "g" / "day" / "broken.jsonl")
    os.symlink("..", tmp_path / "g" / "day" / "up")
    assert input_files.glob_names("g/**/*/**/broken.jsonl") == ["g/day/broken.jsonl"]
    for i in range(1, 9):  # a file reached only through links: by the first link in name order
        (tmp_path / "r" / f"d{i}").mkdir(parents=True)
        os.symlink("..", tmp_path / "r" / f"d{i}" / "up")
        (tmp_path / "r" / f"d{i}" / "x").write_text("")
    assert input_files.glob_names("r/*/*/**/x") == [f"r/d1/up/d{i}/x" for i in range(1, 9)]
    for command in (["log"], ["game", "-r", "riichi"]):
        done = subprocess.run([sys.executable, "-m", "compiler", *command, "g/**"], capture_output=True, text=True,
                              cwd=tmp_path, timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert "folder" not in done.stderr and len(done.stderr.splitlines()) == 4, done.stderr  # ?, [ab], a, broken


def test_a_glob_that_walks_folders_again_and_again_is_refused_within_its_budget(tmp_path, monkeypatch):
    """`w/*/../*/../.../x.jsonl` (400 times) over 2,704 plain folders took 82 s and 1.7 GB; `**/[al]/` a hundred times
    through links back up 31 s and 1 GB; `**/./` repeated walked a tree again each time. Each folder put on the walk
    now costs its steps, and a glob past MAX_GLOB_STEPS is refused; a `.` component is none."""
    from compiler import input_files
    monkeypatch.chdir(tmp_path)
    for i in range(60):
        (tmp_path / "w" / f"d{i}").mkdir(parents=True)
    (tmp_path / "w" / "d7" / "x.jsonl").write_text("{}\n")
    monkeypatch.setattr(input_files, "MAX_GLOB_STEPS", 5_000)
    assert input_files.glob_names("w/*/../*/../*/x.jsonl") == ["w/d0/../d0/../d7/x.jsonl"]
    listed = []
    real_scandir = os.scandir
    monkeypatch.setattr(input_files.os, "scandir", lambda path: listed.append(path) or real_scandir(path))
    with pytest.raises(ValueError, match="a glob that walks too many folders"):
        input_files.glob_names("w/" + "*/../" * 400 + "x.jsonl")
    assert len(listed) < 5_000, len(listed)
    chain = tmp_path / "y"
    for _ in range(200):
        chain = chain / "a"
    chain.mkdir(parents=True)
    listed.clear()
    assert input_files.glob_names("y/" + "**/./" * 150 + "x") == []
    assert len(listed) == 201
