"""Every file mjc writes: never through a planted link, never over an input, whole or not at all, and no worker
left behind by a main process that was killed."""

from __future__ import annotations

import errno
import gzip
import os
import resource
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from compiler import outputs
from compiler.batch import Input, InputError, OutputFiles
from tests.conftest import ROOT

WIN = '{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}'
SPEC = (ROOT / "specs" / "nanning.yaml").read_text(encoding="utf-8")
MINI = (ROOT / "tests" / "data" / "mini.yaml").read_text(encoding="utf-8")
ENV = {"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "MJC_WITHOUT": "browser"}


def mjc(*args: str, cwd: Path, limit_bytes: int | None = None, timeout: int = 300) -> subprocess.CompletedProcess:
    """mjc run in `cwd`; with `limit_bytes`, no file it writes may grow past that size, as on a full disk."""
    def small_disk() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG), not the process
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit_bytes, limit_bytes))
    proc = subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, cwd=cwd, timeout=timeout,
                          env=ENV, preexec_fn=small_disk if limit_bytes else None)
    assert b"Traceback" not in proc.stderr, proc.stderr.decode()
    return proc


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".part"))


# ---------------------------------------------------------------- the module


def test_a_file_is_whole_or_as_it_was(tmp_path):
    target = tmp_path / "out.txt"
    target.write_text("old")
    with pytest.raises(RuntimeError):
        with outputs.PendingFile(target) as stream:
            stream.write(b"half of the new")
            raise RuntimeError("stopped")
    assert target.read_text() == "old" and leftovers(tmp_path) == []
    outputs.write_text(target, "new")
    assert target.read_text() == "new" and leftovers(tmp_path) == []
    assert target.stat().st_mode & 0o777 == 0o666 & ~outputs.UMASK  # not the temporary file's 0o600


def test_a_link_at_the_name_is_replaced_never_written_through(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    for name in ("out.html", "out.html.part", ".out.html.part"):
        (tmp_path / name).symlink_to(victim)
    outputs.write_text(tmp_path / "out.html", "sheet")
    assert victim.read_text() == "precious"
    assert (tmp_path / "out.html").read_text() == "sheet" and not (tmp_path / "out.html").is_symlink()


@pytest.mark.parametrize("alias", ["same", "link", "hard link", "dotted"])
def test_an_input_is_never_an_output_by_any_name(tmp_path, alias):
    spec = tmp_path / "s.yaml"
    spec.write_text("spec")
    target = {"same": spec, "link": tmp_path / "l.yaml", "hard link": tmp_path / "h.yaml",
              "dotted": tmp_path / "sub" / ".." / "s.yaml"}[alias]
    (tmp_path / "sub").mkdir()
    if alias == "link":
        target.symlink_to(spec)
    elif alias == "hard link":
        os.link(spec, target)
    with pytest.raises(outputs.OutputError, match="is an input of this command"):
        outputs.write_text(target, "sheet", [spec])
    assert spec.read_text() == "spec"


def test_a_folder_or_a_missing_folder_is_said(tmp_path):
    with pytest.raises(outputs.OutputError, match="it is a folder"):
        outputs.write_text(tmp_path, "x")
    with pytest.raises(outputs.OutputError, match="no such folder"):
        outputs.write_text(tmp_path / "nowhere" / "x.html", "x")


# ---------------------------------------------------------------- every command that writes


@pytest.mark.parametrize("command", [
    ["doc", "s.yaml", "-o", "s.yaml"],  # refused as a .yaml name first
    ["doc", "s.yaml", "-o", "alias"],
    ["doc", "s.yaml", "-o", "s-calculator.html"],
    ["doc", "s-calculator.html", "-o", "out.html"],  # the sheet was written before the page's name was refused
    ["simulate", "-r", "s.yaml", "--deals", "3", "-o", "s.yaml"],
    ["simulate", "-r", "s.yaml", "--deals", "3", "-o", "alias"],
    ["impact", "nanning", "s.yaml", "--records", "r.jsonl", "-o", "r.jsonl"],  # refused as a .jsonl name first
    ["impact", "nanning", "s.yaml", "--deals", "5", "-o", "alias"],
    ["new", "house", "--from", "specs/house.yaml", "--force"],
])
def test_no_command_writes_over_what_it_reads(tmp_path, command):
    (tmp_path / "specs").mkdir()
    for spec in (tmp_path / "s.yaml", tmp_path / "specs" / "house.yaml", tmp_path / "s-calculator.html"):
        spec.write_text(SPEC.replace("id: nanning", "id: s"), encoding="utf-8")
    (tmp_path / "alias").symlink_to(tmp_path / "s.yaml")
    (tmp_path / "r.jsonl").write_text(WIN + "\n")
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    out = mjc(*command, cwd=tmp_path)
    assert out.returncode == 2, out.stderr
    assert any(said in out.stderr for said in (b"input of this command", b"calculator page", b" file, but ")), out.stderr
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()} == before
    assert (tmp_path / "specs" / "house.yaml").read_text(encoding="utf-8") == SPEC.replace("id: nanning", "id: s")
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("command, name", [
    (["doc", "nanning", "-o", "out.html"], "out.html"),
    (["doc", "nanning", "-o", "out.md"], "out.md"),
    (["schema", "-o", "out.json"], "out.json"),
    (["simulate", "-r", "nanning", "--deals", "400", "-o", "out.jsonl"], "out.jsonl"),
    (["simulate", "-r", "nanning", "--deals", "400", "-o", "out.jsonl.gz"], "out.jsonl.gz"),
    (["impact", "nanning", "nanning_moma_fenghu", "--deals", "50", "-o", "out.html"], "out.html"),
])
def test_a_planted_link_is_never_followed_and_a_full_disk_leaves_the_old_file(tmp_path, command, name):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    (tmp_path / name).symlink_to(victim)
    (tmp_path / f"{name}.part").symlink_to(victim)
    out = mjc(*command, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert victim.read_text() == "precious" and not (tmp_path / name).is_symlink()
    written = (tmp_path / name).read_bytes()
    assert len(written) > 1000 and leftovers(tmp_path) == [f"{name}.part"]  # the planted link, as it was
    if name.endswith(".gz"):
        assert gzip.decompress(written).count(b"\n") == 400
    # A disk that fills up: an error, and the file from before, whole.
    out = mjc(*command, cwd=tmp_path, limit_bytes=len(written) // 2)
    assert out.returncode == 2 and b"cannot write" in out.stderr or b"File too large" in out.stderr, out.stderr
    assert (tmp_path / name).read_bytes() == written and leftovers(tmp_path) == [f"{name}.part"]


def test_build_writes_nothing_through_a_planted_link(tmp_path):
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "s.yaml").write_text(SPEC.replace("id: nanning", "id: s"), encoding="utf-8")
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    for folder, name in (("generated", "s.py"), ("generated", "__init__.py"), ("docs/rules", "s.html")):
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
        (tmp_path / folder / name).symlink_to(victim)
    out = mjc("--root", ".", "build", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert victim.read_text() == "precious"
    assert "def score" in (tmp_path / "generated" / "s.py").read_text()


def test_score_output_dir_replaces_links_and_keeps_a_cut_run_as_part(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    (tmp_path / "in.jsonl").write_text(WIN + "\n")
    (tmp_path / "out").mkdir()
    for name in ("in.results.jsonl", "in.results.jsonl.part"):
        (tmp_path / "out" / name).symlink_to(victim)
    out = mjc("score", "-r", "nanning", "in.jsonl", "--output-dir", "out", cwd=tmp_path)
    assert out.returncode == 0 and victim.read_text() == "precious"
    assert b'"total"' in (tmp_path / "out" / "in.results.jsonl").read_bytes()
    files = OutputFiles([Input("in.jsonl", tmp_path / "in.jsonl")], tmp_path / "out")
    files(0, b"half\n")
    files.close(complete=False)  # as when the batch is stopped: what it wrote is kept as NAME.part
    assert victim.read_text() == "precious" and (tmp_path / "out" / "in.results.jsonl.part").read_bytes() == b"half\n"
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["in.results.jsonl", "in.results.jsonl.part"]


# ---------------------------------------------------------------- a run cut short


def _children(pid: int) -> set[int]:
    """The processes whose parent is `pid` (Linux's /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


LONG_RUNS = {
    "simulate": ["simulate", "-r", "nanning", "--deals", "50000000", "-j", "2"],
    "simulate -o": ["simulate", "-r", "nanning", "--deals", "50000000", "-j", "2", "-o", "deals.jsonl.gz"],
    "impact": ["impact", "nanning", "nanning_moma_fenghu", "--deals", "50000000", "-j", "2", "-o", "i.html"],
    "score": ["score", "-r", "nanning", "-j", "2", "-"],
    "score --output-dir": ["score", "-r", "nanning", "-j", "2", "big.jsonl", *(f"big{n}.jsonl" for n in range(9)),
                           "--output-dir", "out"],
}


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table in /proc")
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM], ids=["KILL", "TERM"])
@pytest.mark.parametrize("run", sorted(LONG_RUNS))
def test_workers_end_with_a_killed_main_process(tmp_path, run, how):
    (tmp_path / "big.jsonl").write_text((WIN + "\n") * 300_000)
    for n in range(9):  # ten files: a run far longer than the wait before the signal, however busy the machine is
        os.link(tmp_path / "big.jsonl", tmp_path / f"big{n}.jsonl")
    proc = subprocess.Popen([sys.executable, "-m", "compiler", *LONG_RUNS[run]], cwd=tmp_path, env=ENV,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    feeding = threading.Thread(target=_feed, args=(proc.stdin,), daemon=True)
    feeding.start()
    draining = threading.Thread(target=_drain, args=(proc.stdout,), daemon=True)
    draining.start()
    deadline = time.monotonic() + 60
    while len(workers := _children(proc.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(workers) >= 2, proc.stderr.read().decode()
    time.sleep(0.5)
    proc.send_signal(how)
    proc.wait(timeout=30)
    draining.join(timeout=15)
    assert not draining.is_alive(), "the output stayed open after the main process ended"
    deadline = time.monotonic() + 15
    while any(_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(w) for w in workers)
    if how == signal.SIGTERM:  # ended as Ctrl-C ends it: nothing half-written is left
        assert proc.returncode == 128 + signal.SIGTERM
        assert leftovers(tmp_path) == [] and not (tmp_path / "deals.jsonl.gz").exists()
        assert not (tmp_path / "i.html").exists()
        assert not (tmp_path / "out").exists() or all(not p.name.startswith(".") for p in (tmp_path / "out").iterdir())


def _feed(stream) -> None:
    try:
        while True:
            stream.write((WIN + "\n").encode() * 1000)
    except (BrokenPipeError, OSError, ValueError):
        pass


def _drain(stream) -> None:
    while stream.read(65536):
        pass


# ---------------------------------------------------------------- a spec's bases, pipes and devices


def _house_over_a_base(folder: Path, base_name: str = "base.yaml") -> None:
    (folder / base_name).write_text(SPEC, encoding="utf-8")
    (folder / "house.yaml").write_text(f"mjc: 1\nextends: ./{base_name}\nid: house\nname: {{zh: 家, en: house}}\n",
                                       encoding="utf-8")


@pytest.mark.parametrize("command", [
    ["doc", "house.yaml", "-o", "alias"],  # a .yaml name is refused as a sheet's first: a link to the base
    ["simulate", "-r", "house.yaml", "--deals", "3", "-o", "base.yaml"],
    ["impact", "house.yaml", "nanning", "--deals", "5", "-o", "alias"],
    ["score", "-r", "house.yaml", "in.jsonl", "--output-dir", "."],
])
def test_no_command_writes_over_a_base_the_spec_extends(tmp_path, command):
    _house_over_a_base(tmp_path, "in.results.jsonl" if command[0] == "score" else "base.yaml")
    if command[-1] == "alias":
        (tmp_path / "alias").symlink_to("base.yaml")
    (tmp_path / "in.jsonl").write_text(WIN + "\n")
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    out = mjc(*command, cwd=tmp_path)
    # score's outputs end in .results.jsonl, which extends refuses to read as a base: the case cannot arise there
    why = (b"is no spec file",) if command[0] == "score" else (b"input of this command", b"is an input too")
    assert out.returncode == 2 and any(w in out.stderr for w in why), out.stderr
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_new_never_writes_its_schema_over_a_spec(tmp_path):
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "spec.schema.json").write_text(SPEC, encoding="utf-8")  # a spec, badly named
    out = mjc("new", "house", "--from", "specs/spec.schema.json", cwd=tmp_path)  # extends reads no such base
    assert out.returncode == 2 and b"cannot be extended: a base is a ruleset id" in out.stderr, out.stderr
    assert (tmp_path / "specs" / "spec.schema.json").read_text(encoding="utf-8") == SPEC
    assert sorted(p.name for p in (tmp_path / "specs").iterdir()) == ["spec.schema.json"]
    (tmp_path / "specs" / "spec.schema.json").unlink()
    (tmp_path / "base.yaml").write_text(SPEC, encoding="utf-8")
    (tmp_path / "specs" / "spec.schema.json").symlink_to(tmp_path / "base.yaml")  # the schema's name, at the base
    out = mjc("new", "house", "--from", "base.yaml", cwd=tmp_path)
    assert out.returncode == 2 and b"input of this command" in out.stderr, out.stderr
    assert (tmp_path / "base.yaml").read_text(encoding="utf-8") == SPEC
    assert sorted(p.name for p in (tmp_path / "specs").iterdir()) == ["spec.schema.json"]  # no house.yaml either


def test_new_names_a_base_by_its_path_where_its_id_would_not_find_it(tmp_path):
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "club.yaml").write_text(SPEC.replace("id: nanning", "id: ours"), encoding="utf-8")
    out = mjc("new", "house", "--from", "specs/club.yaml", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert "\nextends: club.yaml\n" in (tmp_path / "specs" / "house.yaml").read_text(encoding="utf-8")


def test_a_pipe_or_a_device_at_the_name_is_written_as_it_is(tmp_path):
    os.mkfifo(tmp_path / "fifo")
    got = []
    reader = threading.Thread(target=lambda: got.append((tmp_path / "fifo").read_bytes()))
    reader.start()
    out = mjc("simulate", "-r", "nanning", "--deals", "3", "-o", "fifo", cwd=tmp_path)
    reader.join(timeout=60)
    assert out.returncode == 0 and got and got[0].count(b"\n") == 3
    assert (tmp_path / "fifo").is_fifo() and leftovers(tmp_path) == []
    assert mjc("simulate", "-r", "nanning", "--deals", "3", "-o", "/dev/null", cwd=tmp_path).returncode == 0
    assert Path("/dev/null").is_char_device()


@pytest.mark.parametrize("command", [
    ["simulate", "-r", "nanning", "--deals", "3", "-j", "1", "-q"],
    ["doc", "nanning"],
    ["schema"],
])
def test_a_name_of_standard_output_is_written_into_never_replaced(tmp_path, command):
    """-o /dev/stdout with standard output redirected to a file: its link (/dev/stdout -> /proc/self/fd/1) was
    replaced by the output, and the file the shell opened stayed empty. Tested on links of our own to the same."""
    (tmp_path / "out").symlink_to("/proc/self/fd/1")
    (tmp_path / "in").symlink_to("/proc/self/fd/0")
    for name in ("out", "/dev/fd/1", "/proc/self/fd/1"):
        with open(tmp_path / "redirected", "wb") as stdout:
            done = subprocess.run([sys.executable, "-m", "compiler", *command, "-o", name], stdout=stdout,
                                  stderr=subprocess.PIPE, cwd=tmp_path, timeout=300,
                                  env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert done.returncode == 0, done.stderr
        assert os.readlink(tmp_path / "out") == "/proc/self/fd/1" and (tmp_path / "redirected").stat().st_size > 100
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in", "out", "redirected"]  # no calculator page beside
    refused = mjc(*command, "-o", "in", cwd=tmp_path)
    assert refused.returncode == 2 and refused.stderr.endswith(b"cannot write in: it is standard input\n")
    assert os.readlink(tmp_path / "in") == "/proc/self/fd/0"


def test_a_sheet_written_to_a_device_gets_no_calculator_page_beside_it(tmp_path):
    """-o /dev/null wrote /dev/nanning-calculator.html, and -o /proc/self/fd/1 failed after writing the sheet."""
    for device in ("/dev/null", "/proc/self/fd/1"):
        out = mjc("doc", "nanning", "-o", device, cwd=tmp_path)
        assert out.returncode == 0 and b"calculator" not in out.stderr, out.stderr
    assert not Path("/dev/nanning-calculator.html").exists() and list(tmp_path.iterdir()) == []
    out = mjc("doc", "nanning", "-o", "sheet.html", cwd=tmp_path)  # beside a file, as before
    assert out.returncode == 0 and sorted(p.name for p in tmp_path.iterdir()) == ["nanning-calculator.html",
                                                                                  "sheet.html"]


@pytest.mark.parametrize("command, said", [
    (["doc", "nanning", "-o", "sheet.png"], "-o sheet.png names a .png file, but a rule sheet is Markdown, HTML or "
                                            "PDF: name it .md or .html or .pdf"),
    (["doc", "nanning", "-o", "out/"], "cannot write out/: it names a folder"),
    (["doc", "nanning", "-o", "out/."], "cannot write out/.: it names a folder"),  # wrote a file named out
    (["simulate", "-r", "nanning", "--deals", "2", "-o", "out/.."], "cannot write out/..: it names a folder"),
    (["impact", "nanning", "nanning_moma_fenghu", "--deals", "5", "-o", "out/"], "cannot write out/: it names a folder"),
    (["impact", "nanning", "nanning_moma_fenghu", "--deals", "5", "-o", "out/."], "cannot write out/.: it names a folder"),
    (["impact", "nanning", "nanning_moma_fenghu", "--deals", "5", "-o", "r.json"],
     "-o r.json names a .json file, but the impact report is HTML: name it .html"),
])
def test_an_output_named_as_a_folder_or_a_file_of_another_kind_is_refused(tmp_path, command, said):
    """impact -o out/ wrote an HTML file named out; doc -o sheet.png wrote HTML under a picture's name."""
    out = mjc(*command, cwd=tmp_path)
    assert out.returncode == 2 and out.stderr.decode() == f"mjc: {said}\n"
    assert list(tmp_path.iterdir()) == []


def test_a_pipe_at_a_name_mjc_makes_is_replaced_never_waited_on(tmp_path):
    """Only a name given with -o may be a pipe: at generated/ID.py, a results file or spec.schema.json a planted
    pipe made build, score --output-dir and new wait for a reader for ever."""
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "mini.yaml").write_text(MINI, encoding="utf-8")
    (tmp_path / "records.jsonl").write_text(WIN + "\n", encoding="utf-8")
    for name in ("generated/mini.py", "docs/rules/mini.md", "out/records.results.jsonl", "specs/spec.schema.json"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(tmp_path / name)
    for command in (("--root", ".", "build"), ("score", "-r", "nanning", "records.jsonl", "--output-dir", "out"),
                    ("new", "house", "--from", "nanning")):
        assert mjc(*command, cwd=tmp_path, timeout=60).returncode == 0
    assert "def score" in (tmp_path / "generated" / "mini.py").read_text(encoding="utf-8")
    assert (tmp_path / "docs" / "rules" / "mini.md").is_file()
    assert (tmp_path / "out" / "records.results.jsonl").read_text(encoding="utf-8").count("\n") == 1
    assert (tmp_path / "specs" / "spec.schema.json").read_text(encoding="utf-8").startswith("{")


def test_what_stands_at_a_name_is_read_only_from_a_regular_file(tmp_path):
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "big").write_bytes(b"x" * 100)
    (tmp_path / "zero").symlink_to("/dev/zero")
    assert outputs.existing_bytes(tmp_path / "fifo", 10) is None  # no wait for a writer
    assert outputs.existing_bytes(tmp_path / "zero", 10) is None
    assert outputs.existing_bytes(tmp_path / "big", 10) is None
    assert outputs.existing_bytes(tmp_path / "big", 100) == b"x" * 100
    assert outputs.existing_bytes(tmp_path / "none", 100) is None


def test_a_name_ending_in_a_slash_is_a_folder_not_a_file(tmp_path):
    out = mjc("simulate", "-r", "nanning", "--deals", "1", "-o", "x.gz/", cwd=tmp_path)
    assert out.returncode == 2 and b"cannot write x.gz/: it names a folder" in out.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", ["generated/mini.c", "generated/_mini.cpython-311-x86_64-linux-gnu.so",
                                  "docs/rules/mini.md"])
def test_build_never_writes_over_or_removes_a_spec_kept_where_it_writes(tmp_path, name):
    spec = tmp_path / name
    spec.parent.mkdir(parents=True)
    spec.write_text(MINI, encoding="utf-8")
    out = mjc("build", name, "--native", cwd=tmp_path)
    assert out.returncode == 2 and b"which mjc build writes into: keep specs out of it" in out.stderr, out.stderr
    assert spec.read_text(encoding="utf-8") == MINI


def test_a_named_pipe_is_written_once_a_process_reads_it_and_refused_if_none_does(tmp_path, monkeypatch):
    """-o a named pipe that no process read made doc and simulate wait for ever, silently."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    monkeypatch.setattr(outputs, "PIPE_READER_SECONDS", 0.5)
    started = time.monotonic()
    with pytest.raises(outputs.OutputError) as refused:
        outputs.PendingFile(fifo, named=True)
    assert str(refused.value) == f"cannot write {fifo}: it is a named pipe that no process read in 0.5 s (start its " \
                                 "reader first)"
    assert 0.5 <= time.monotonic() - started < 5
    got = []
    late_reader = threading.Timer(0.2, lambda: got.append(fifo.read_bytes()))  # comes after mjc opens it
    late_reader.start()
    pending = outputs.PendingFile(fifo, named=True)
    pending.stream.write(b"whole\n")
    pending.commit()
    late_reader.join(timeout=10)
    assert got == [b"whole\n"] and fifo.is_fifo()


def test_a_folder_at_any_name_a_command_writes_is_said_before_the_first_file_is_written(tmp_path):
    """A folder planted at the second input's results file stopped score --output-dir after the first file, with the
    third input never scored; one at the calculator page or the schema left doc's sheet or new's spec behind."""
    for name in ("a", "b", "c"):
        (tmp_path / f"{name}.jsonl").write_text(WIN + "\n", encoding="utf-8")
    (tmp_path / "out" / "b.results.jsonl").mkdir(parents=True)
    done = mjc("score", "-r", "nanning", "-q", "--output-dir", "out", "a.jsonl", "b.jsonl", "c.jsonl", cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.decode() == (
        "mjc: cannot write out/b.results.jsonl: it is a folder: remove it, or write the results to another folder\n")
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["b.results.jsonl"]
    (tmp_path / "mini.yaml").write_text(MINI, encoding="utf-8")
    (tmp_path / "mini-calculator.html").mkdir()
    done = mjc("doc", "mini.yaml", "-o", "sheet.html", cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.decode() == "mjc: cannot write mini-calculator.html: it is a folder\n"
    assert not (tmp_path / "sheet.html").exists()
    (tmp_path / "specs" / "spec.schema.json").mkdir(parents=True)
    done = mjc("new", "house", "--from", "nanning", cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.decode() == (
        "mjc: cannot write specs/spec.schema.json: it is a folder\n")
    assert sorted(p.name for p in (tmp_path / "specs").iterdir()) == ["spec.schema.json"]


@pytest.mark.parametrize("command", [["doc", "mini.yaml"], ["doc", "mini.yaml", "--format", "md"], ["ir", "mini.yaml"],
                                     ["schema"], ["check", "mini.yaml"], ["--version"], ["--help"], ["score", "--help"]])
def test_a_closed_or_full_standard_output_is_said_in_a_line(tmp_path, command):
    """With standard output closed, doc, ir and schema ended in an AttributeError's traceback; on a full disk,
    --version in an OSError's, and --help said nothing and ended with status 0."""
    (tmp_path / "mini.yaml").write_text(MINI, encoding="utf-8")
    run = [sys.executable, "-m", "compiler", *command]
    closed = subprocess.run(run, cwd=tmp_path, env=ENV, capture_output=False, stdout=None, stderr=subprocess.PIPE,
                            preexec_fn=lambda: os.close(1), timeout=120)
    assert closed.returncode == 2 and closed.stderr.decode() == (
        "mjc: standard output is closed: there is nowhere to write the output (name a file with -o where the command "
        "takes one)\n")
    with open("/dev/full", "wb") as full:
        done = subprocess.run(run, cwd=tmp_path, env=ENV, stdout=full, stderr=subprocess.PIPE, timeout=120)
    assert done.returncode == 2 and done.stderr.decode() == "mjc: No space left on device\n"


def test_new_refuses_a_base_whose_file_name_a_spec_cannot_hold(tmp_path):
    """A base named with bytes that are no UTF-8 gave a starter that did not compile, blamed on mjc."""
    name = os.fsdecode(b"bad\xff\xfe.yaml")
    (tmp_path / name).write_text(MINI, encoding="utf-8")
    done = mjc("new", "club", "--from", name, cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.decode() == (
        "mjc: bad\\udcff\\udcfe.yaml cannot be extended by its file name: the name is not UTF-8 text, which a spec "
        "holds (copy it under another name)\n")
    assert not (tmp_path / "specs").exists()


@pytest.mark.parametrize("command", [["ir", "nanning"], ["schema"], ["check", "mini.yaml"], ["doctor"]])
def test_a_standard_output_that_cannot_hold_every_character_gets_escapes(tmp_path, command):
    """In the C locale (or PYTHONIOENCODING=ascii), ir, schema, check and doctor ended in a UnicodeEncodeError's
    traceback at the first Chinese character or × they printed; an MJC_WITHOUT of stray bytes did it too."""
    (tmp_path / "mini.yaml").write_text(MINI, encoding="utf-8")
    for encoding in ("ascii", "latin-1"):
        env = dict(ENV, PYTHONIOENCODING=encoding, MJC_WITHOUT=os.fsdecode(b"\xff\x1b[31m"))
        done = subprocess.run([sys.executable, "-m", "compiler", *command], cwd=tmp_path, env=env,
                              capture_output=True, timeout=120)
        assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr.decode()
        if encoding == "ascii":  # what ASCII cannot hold is escaped (latin-1 holds the × of check's table)
            assert b"\\u" in done.stdout + done.stderr or b"\\x" in done.stdout + done.stderr, done.stdout[:500]
        assert b"\x1b" not in done.stdout + done.stderr


def test_a_ctrl_c_while_mjc_loads_ends_it_with_status_130_and_no_traceback():
    """A Ctrl-C in the first tenth of a second, as the command's modules loaded, was a KeyboardInterrupt's
    traceback (or one that Python reported, and the command ran on)."""
    from compiler import start
    loaded = {name: module for name, module in sys.modules.items() if name == "compiler.cli"}
    sys.modules.pop("compiler.cli", None)
    before = signal.signal(signal.SIGINT, signal.default_int_handler)  # as a command starts (a test worker may differ)
    try:
        import builtins
        real_import = builtins.__import__

        def interrupted_import(name, *args, **kwargs):
            if name == "cli":
                os.kill(os.getpid(), signal.SIGINT)  # as if pressed while the module loads
            return real_import(name, *args, **kwargs)
        builtins.__import__ = interrupted_import
        try:
            assert start.main() == 130
        finally:
            builtins.__import__ = real_import
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        sys.modules.update(loaded)
        signal.signal(signal.SIGINT, before)


def test_impact_refuses_standard_output_and_doc_a_document_suffix_and_root_a_file(tmp_path):
    """impact -o - wrote a file named -; doc -o x.docx wrote HTML under a word processor's name; --root naming a
    file was said to be no such folder."""
    done = mjc("impact", "nanning", "nanning_moma_fenghu", "--deals", "5", "-o", "-", cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.decode() == ("mjc: impact writes its report to a file and its "
                                                             "summary to standard output: name the report with -o "
                                                             "FILE.html\n")
    done = mjc("doc", "nanning", "-o", "x.docx", cwd=tmp_path)
    assert done.returncode == 2 and "names a .docx file, but a rule sheet is Markdown, HTML or PDF" in \
        done.stderr.decode()
    (tmp_path / "file").write_text("", encoding="utf-8")
    done = mjc("--root", "file", "check", cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.decode() == "mjc: --root file: not a folder\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


def test_a_folder_made_at_a_results_name_during_the_batch_sets_that_input_aside_and_the_batch_goes_on(tmp_path):
    """A folder made at the third input's results name while the batch ran stopped it there: that input's lines
    were lost and the fourth input was never scored."""
    inputs = [Input(f"g{n}.jsonl", tmp_path / f"g{n}.jsonl") for n in range(4)]
    for source in inputs:
        source.path.write_text(WIN + "\n", encoding="utf-8")
    files = OutputFiles(inputs, tmp_path / "res")
    files(0, b"zero\n")
    (tmp_path / "res" / "g2.results.jsonl").mkdir()  # before its file is begun
    files(1, b"one\n")
    files(2, b"two\n")
    (tmp_path / "res" / "g3.results.jsonl").mkdir()  # while its file is written
    files(3, b"three\n")
    with pytest.raises(InputError) as said:
        files.close()
    assert str(said.value) == (
        f"cannot write {tmp_path}/res/g2.results.jsonl: it is a folder: its results are in "
        f"{tmp_path}/res/g2.results.jsonl.part; cannot write {tmp_path}/res/g3.results.jsonl: it is a folder: its "
        f"results are in {tmp_path}/res/g3.results.jsonl.part")
    got = {p.name: p.read_bytes() for p in (tmp_path / "res").iterdir() if p.is_file()}
    assert got == {"g0.results.jsonl": b"zero\n", "g1.results.jsonl": b"one\n", "g2.results.jsonl.part": b"two\n",
                   "g3.results.jsonl.part": b"three\n"}


@pytest.mark.parametrize("command", [
    ["doc", "nanning"],
    ["impact", "nanning", "nanning_dapao9", "--deals", "200", "-q"],
    ["simulate", "-r", "nanning", "--deals", "400", "-j", "1", "-q"],
])
def test_a_named_pipe_whose_reader_goes_away_ends_the_command_as_standard_output_does(tmp_path, command):
    """doc and impact said `cannot write fifo: Broken pipe` with status 2 where simulate, and every command at
    `| head`, stop quietly with 0: a reader that has read what it wanted is not a failure."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    got = []

    def read_a_little() -> None:
        with open(fifo, "rb") as pipe:
            got.append(pipe.read(10))
    reader = threading.Thread(target=read_a_little)
    reader.start()
    done = mjc(*command, "-o", "fifo", cwd=tmp_path)  # each writes more than a pipe holds (64 KiB)
    reader.join(timeout=60)
    assert len(got[0]) == 10 and done.returncode == 0 and b"Broken pipe" not in done.stderr, done.stderr


def test_what_stands_at_an_output_folders_name_is_said_as_it_is(tmp_path):
    """--output-dir at a named pipe or at a link to nothing was called "a file"."""
    (tmp_path / "in.jsonl").write_text(WIN + "\n", encoding="utf-8")
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "dangling").symlink_to(tmp_path / "gone")
    (tmp_path / "plain").write_text("", encoding="utf-8")
    for name, said in (("pipe", "a named pipe"), ("dangling", f"a link to nothing ({tmp_path / 'gone'})"),
                       ("plain", "a file"), ("/dev/null", "a terminal or device")):
        done = mjc("score", "-r", "nanning", "in.jsonl", "--output-dir", name, cwd=tmp_path)
        assert done.returncode == 2 and done.stderr.decode() == f"mjc: --output-dir {name} is {said}: name a folder\n"
    assert not (tmp_path / "gone").exists()


def test_a_missing_folder_of_a_named_output_is_said_before_the_work(tmp_path, monkeypatch, capsys):
    """doc -o nowhere/x.pdf printed the sheet (seconds of Chromium) before it said the folder was missing."""
    from compiler import cli

    def never(*_args):
        raise AssertionError("the sheet was printed")
    monkeypatch.setattr(cli, "printing_missing", lambda: None)
    monkeypatch.setattr(cli, "print_pdf", never)
    for output in ("nowhere/x.pdf", "nowhere/x.html"):
        assert cli.main(["doc", "nanning", "-o", str(tmp_path / output)]) == 2
        assert capsys.readouterr().err == f"mjc: cannot write {tmp_path / output}: no such folder\n"
    with pytest.raises(outputs.OutputError, match="^cannot write .*/nowhere/x: no such folder$"):
        outputs.refuse_unwritable(tmp_path / "nowhere" / "x", named=True)
    assert outputs.refuse_unwritable(tmp_path / "nowhere" / "x") is None  # a name of mjc's own: its folder is made


def test_standard_output_that_is_an_input_is_refused_by_every_command_that_reads_it(tmp_path):
    """`mjc score a.jsonl >> a.jsonl` read its own results for ever (76 MB in 15 s); `doc s.yaml >> s.yaml` and the
    like wrote into the spec, as `check house.yaml >> base.yaml` did into the base of a house spec."""
    (tmp_path / "a.jsonl").write_text(WIN + "\n", encoding="utf-8")
    (tmp_path / "mini.yaml").write_text(MINI, encoding="utf-8")
    spec = ["mini.yaml"]
    for command, read in ((["score", "-r", "nanning", "a.jsonl"], "a.jsonl"), (["score", "-r", "mini.yaml"], "mini.yaml"),
                          (["doc", *spec], "mini.yaml"), (["ir", *spec], "mini.yaml"), (["log", "a.jsonl"], "a.jsonl"),
                          (["simulate", "-r", *spec, "--deals", "3"], "mini.yaml"),
                          (["game", "-r", "nanning", "a.jsonl"], "a.jsonl"), (["check", *spec], "mini.yaml"),
                          (["build", *spec], "mini.yaml")):
        before = (tmp_path / read).read_bytes()
        with open(tmp_path / read, "ab") as appended:
            done = subprocess.run([sys.executable, "-m", "compiler", *command], cwd=tmp_path, stdout=appended,
                                  stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=ENV, timeout=120)
        assert done.returncode == 2 and done.stderr.decode() == \
            f"mjc: standard output is {read}, an input of this command: write the output to another file\n", command
        assert (tmp_path / read).read_bytes() == before
    with open(tmp_path / "elsewhere.txt", "ab") as out:  # another file is written as before
        assert subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "nanning", "a.jsonl"], cwd=tmp_path,
                              stdout=out, env=ENV, timeout=120).returncode == 0
    assert (tmp_path / "elsewhere.txt").read_text(encoding="utf-8").startswith('{"deltas"')


def test_names_are_measured_in_bytes_as_folders_measure_them(tmp_path):
    """A legal name of 255 bytes (83 × 麻 and .jsonl) could not be written (its temporary file kept 100
    characters, 300 bytes); an input whose results name passes 255 bytes stopped the batch when it came to it."""
    target = tmp_path / ("麻" * 83 + ".jsonl")
    assert len(target.name.encode()) == 255
    outputs.write_text(target, "whole\n")
    assert target.read_text(encoding="utf-8") == "whole\n" and leftovers(tmp_path) == []
    long_name = "a" * 249 + ".jsonl"
    with pytest.raises(InputError, match=r"its results file would have a name of 263 bytes \(a{40}\.\.\.\), with "
                                         r"\.part 268; a folder takes names of at most 255: give the input a shorter"):
        OutputFiles.names([Input("b.jsonl", tmp_path / "b.jsonl"), Input(long_name, tmp_path / long_name)], tmp_path)


def test_a_command_out_of_memory_says_so_in_a_line(monkeypatch, capsys):
    from compiler import cli

    def hungry(_args, _root):
        raise MemoryError
    monkeypatch.setitem(cli.COMMANDS, "schema", hungry)
    assert cli.main(["schema"]) == 2
    said = "mjc: out of memory: the command needs more than this process may have (see ulimit -v)\n"
    assert capsys.readouterr().err == said

    def no_process(_args, _root):  # a fork refused (ulimit -v 60000 gave "mjc: Cannot allocate memory")
        raise OSError(errno.ENOMEM, "Cannot allocate memory")
    monkeypatch.setitem(cli.COMMANDS, "schema", no_process)
    assert cli.main(["schema"]) == 2 and capsys.readouterr().err == said


def test_a_cluster_task_key_is_ascii_whatever_the_file_name():
    """A file name with bytes that are not UTF-8 made the Dask scheduler's messages fail, and lost every input."""
    from compiler.cluster import _task_key
    name = os.fsdecode(b"bad\xff\xfe.jsonl")
    assert _task_key(3, Input(name, Path(name))) == "mjc-score-3-bad\\udcff\\udcfe.results.jsonl"


def test_an_output_folder_swapped_for_a_link_while_a_batch_writes_takes_nothing_through_the_link(tmp_path):
    """score --output-dir out, with out renamed and a link to another folder put in its place mid-run, wrote every
    results file into the link's folder: the folder is now held from the start of the batch."""
    inputs = [Input(f"{name}.jsonl", tmp_path / f"{name}.jsonl") for name in ("a", "b")]
    for source in inputs:
        source.path.write_text(WIN + "\n", encoding="utf-8")
    (tmp_path / "elsewhere").mkdir()
    files = OutputFiles(inputs, tmp_path / "out")
    files(0, b"first\n")
    (tmp_path / "out").rename(tmp_path / "moved")
    (tmp_path / "out").symlink_to(tmp_path / "elsewhere")
    files(1, b"second\n")
    files.close()
    assert list((tmp_path / "elsewhere").iterdir()) == []
    assert (tmp_path / "moved" / "a.results.jsonl").read_bytes() == b"first\n"
    assert (tmp_path / "moved" / "b.results.jsonl").read_bytes() == b"second\n"
    assert leftovers(tmp_path / "moved") == []


def test_an_output_folder_removed_while_a_batch_writes_leaves_no_hidden_file(tmp_path):
    """A folder renamed away mid-write left its hidden temporary file (334 MB) behind, removed by its old name."""
    inputs = [Input("a.jsonl", tmp_path / "a.jsonl")]
    inputs[0].path.write_text(WIN + "\n", encoding="utf-8")
    files = OutputFiles(inputs, tmp_path / "out")
    files(0, b"first\n")
    (tmp_path / "out").rename(tmp_path / "moved")
    files.close(complete=False)  # a batch that stopped short keeps its file in progress as NAME.part
    assert sorted(p.name for p in (tmp_path / "moved").iterdir()) == ["a.results.jsonl.part"]


def test_every_output_file_is_put_in_place_in_the_folder_it_began_in(tmp_path):
    """`-o out/r.html` (any file mjc writes, not only a batch's): its folder renamed and replaced by a link while
    the file is written, the file is put in place in the folder it began in, and nothing goes through the link."""
    (tmp_path / "out").mkdir()
    (tmp_path / "victim").mkdir()
    pending = outputs.PendingFile(tmp_path / "out" / "r.html", named=True)
    pending.stream.write(b"<html>")
    (tmp_path / "out").rename(tmp_path / "moved")
    (tmp_path / "out").symlink_to(tmp_path / "victim")
    pending.commit()
    assert (tmp_path / "moved" / "r.html").read_bytes() == b"<html>" and leftovers(tmp_path / "moved") == []
    assert list((tmp_path / "victim").iterdir()) == []


def test_build_writes_nothing_through_a_folder_made_a_link_after_its_check(tmp_path, monkeypatch, capsys):
    """docs/rules swapped for a link while the sheets printed (the check of links comes before): every sheet went
    into the link's folder. The folders are now opened once, from the root down, never through a link."""
    from compiler import cli
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "s.yaml").write_text(SPEC.replace("id: nanning", "id: s"), encoding="utf-8")
    (tmp_path / "docs" / "rules").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()

    def swap_while_printing() -> str:
        (tmp_path / "docs" / "rules").rename(tmp_path / "docs" / "old")
        (tmp_path / "docs" / "rules").symlink_to(tmp_path / "elsewhere")
        return "no browser here"
    monkeypatch.setattr(cli, "printing_missing", swap_while_printing)
    assert cli.main(["--root", str(tmp_path), "build"]) == 2
    assert capsys.readouterr().err == f"mjc: docs/rules is a link (to {tmp_path / 'elsewhere'}): mjc build writes " \
                                      "only into folders of the project's own; remove the link\n"
    assert list((tmp_path / "elsewhere").iterdir()) == []


def test_standard_output_that_is_the_file_standard_input_reads_is_refused(tmp_path):
    """`mjc score - < a.jsonl >> a.jsonl` fed on its own results (4.4 MB grew to 48 MB in 20 s)."""
    (tmp_path / "a.jsonl").write_text(WIN + "\n", encoding="utf-8")
    for command in (["score", "-r", "nanning", "-"], ["score", "-r", "nanning"], ["log", "-"],
                    ["game", "-r", "nanning", "-"], ["impact", "nanning", "nanning_dapao9", "--records", "-",
                                                     "-o", "r.html"]):
        with open(tmp_path / "a.jsonl", "rb") as source, open(tmp_path / "a.jsonl", "ab") as appended:
            done = subprocess.run([sys.executable, "-m", "compiler", *command], cwd=tmp_path, stdin=source,
                                  stdout=appended, stderr=subprocess.PIPE, env=ENV, timeout=120)
        assert done.returncode == 2 and done.stderr.decode() == \
            "mjc: standard output is the file standard input reads: write the output to another file\n", command
        assert (tmp_path / "a.jsonl").read_text(encoding="utf-8") == WIN + "\n"
