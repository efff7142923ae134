"""`mjc simulate` and `mjc impact` as a user runs them: the same bytes whatever the workers, a run that can be
split, and a report whose numbers are the comparison's."""

from __future__ import annotations

import gzip
import json
import re

from compiler.batch import ScorerSource
from compiler.deal_runs import compared_deals, in_order, parts
from compiler.impact import summary_text
from tests.conftest import ROOT
from tests.test_batch import mjc

LABELS = ("nanning", "nanning_dapao9")


def test_simulate_gives_the_same_bytes_whatever_the_workers_and_a_run_can_be_split(tmp_path):
    one = mjc("simulate", "-r", "nanning", "--deals", "450", "--seed", "7", "--jobs", "1")
    two = mjc("simulate", "-r", "nanning", "--deals", "450", "--seed", "7", "--jobs", "2")
    assert one.returncode == two.returncode == 0 and one.stdout == two.stdout
    records = [json.loads(line) for line in one.stdout.decode().splitlines()]
    assert [r["id"] for r in records] == [f"7-{i}" for i in range(450)]
    head = mjc("simulate", "-r", "nanning", "--deals", "300", "--seed", "7")
    assert mjc("simulate", "-r", "nanning", "--deals", "150", "--seed", "7", "--start", "300", "-o", "tail.jsonl.gz",
               cwd=tmp_path).returncode == 0
    assert head.stdout + gzip.decompress((tmp_path / "tail.jsonl.gz").read_bytes()) == one.stdout
    assert mjc("simulate", "-r", "nanning", "--deals", "450", "--seed", "8").stdout != one.stdout


def test_simulate_summary_counts_the_deals_won_and_drawn():
    out = mjc("simulate", "-r", "mcr", "--deals", "200", "--seed", "3", "--summary")
    records = [json.loads(line) for line in out.stdout.decode().splitlines()]
    won = sum(bool(r["wins"]) for r in records)
    said = out.stderr.decode()
    assert re.fullmatch(rf"200 deals in [0-9.]+ s: {won} won \({won / 200:.1%}\), {200 - won} drawn, "
                        rf"{sum(len(r['wins']) for r in records)} wins in all\n", said), said


def test_simulated_records_score_as_mjc_score_scores_them(tmp_path):
    made = mjc("simulate", "-r", "nanjing", "--deals", "300", "--seed", "2", "-o", "deals.jsonl", cwd=tmp_path)
    assert made.returncode == 0
    scored = mjc("score", "-r", "nanjing", "deals.jsonl", "--summary", cwd=tmp_path)
    results = [json.loads(line) for line in scored.stdout.decode().splitlines()]
    assert len(results) == 300 and all("error" not in r for r in results), scored.stderr
    assert re.search(r"300 records in .*: \d+ won, \d+ drawn, 0 errors\n", scored.stderr.decode())


def test_impact_writes_the_report_and_prints_the_comparisons_summary(tmp_path):
    out = mjc("impact", "nanning", "nanning_dapao9", "--deals", "600", "--seed", "5", "-o", "report.html",
              "--jobs", "2", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    base = ScorerSource.of(ROOT / "specs" / "nanning.yaml", ROOT, {})
    other = ScorerSource.of(ROOT / "specs" / "nanning_dapao9.yaml", ROOT, {})
    pieces = list(in_order(compared_deals, ((base, other, LABELS, 5, first, n) for first, n in parts(600)), 1))
    whole = pieces[0]
    for piece in pieces[1:]:
        whole.merge(piece)
    data = whole.data()
    assert out.stdout.decode() == summary_text(data)
    assert data["records"] == 600 and 0 < data["changes"]["changed"] < 600
    roles = {row["key"]: row for row in data["money"]["roles"]}
    assert roles["winner"]["other"] < roles["winner"]["base"] and roles["winner"]["up"] == 0  # no concealed base
    assert roles["discarder"]["other"] > roles["discarder"]["base"] and roles["discarder"]["down"] == 0
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert html.count("<svg") >= 4 and "600 deals simulated at a table of nanning" in html
    assert "mjc simulate -r nanning --deals 600 --seed 5" in html


def test_impact_compares_records_from_files_and_refuses_one_ruleset_against_itself(tmp_path):
    mjc("simulate", "-r", "mcr", "--deals", "120", "--seed", "1", "-o", "deals.jsonl.gz", cwd=tmp_path)
    out = mjc("impact", "mcr", "mcr", "--set", "min_fan=0", "--records", "deals.jsonl.gz", "-o", "r.html", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.decode().startswith("impact of mcr (min_fan=0) against mcr: 120 records")
    same = mjc("impact", "mcr", "mcr", cwd=tmp_path)
    assert same.returncode == 2 and "the two rulesets are the same" in same.stderr.decode()


def test_a_house_ruleset_is_simulated_like_a_bundled_one(tmp_path):
    assert mjc("new", "ourtable", "--from", "nanning", cwd=tmp_path).returncode == 0
    made = mjc("simulate", "-r", "specs/ourtable.yaml", "--deals", "200", "--seed", "4", "-o", "d.jsonl", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    scored = mjc("score", "-r", "specs/ourtable.yaml", "d.jsonl", cwd=tmp_path)
    assert scored.returncode == 0 and len(scored.stdout.decode().splitlines()) == 200, scored.stderr


def test_impact_counts_lines_that_are_not_records_as_refused_under_both(tmp_path):
    win = '{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}'
    (tmp_path / "mixed.jsonl").write_text("\n".join([win, "1", "[]", "not json", "null", win, ""]) + "\n")
    out = mjc("impact", "nanning", "nanning_dapao9", "--records", "mixed.jsonl", "-o", "r.html", "--jobs", "2",
              cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    said = out.stdout.decode().splitlines()
    assert said[0] == "impact of nanning_dapao9 against nanning: 6 records"
    assert said[1] == "  scored: 2 and 2 (refused: 4 and 4)"


def test_impact_names_the_base_options_and_says_when_nothing_compares(tmp_path):
    out = mjc("impact", "riichi", "riichi", "--base-set", "open_tanyao=false", "--deals", "40", "-o", "r.html",
              cwd=tmp_path)
    assert out.stdout.decode().startswith("impact of riichi against riichi (open_tanyao=false): 40 records")
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "(mjc simulate -r riichi --set open_tanyao=false --deals 40 --seed 0)" in html
    none = mjc("impact", "hongkong", "riichi", "--deals", "30", "-o", "n.html", cwd=tmp_path)
    said = none.stderr.decode()
    assert none.returncode == 1 and "no record was scored under both rulesets" in said
    assert "note: the two count hands in different units (faan, points)" in said
    assert mjc("impact", "nanning", "nanning_dapao9", "-o", "nowhere/r.html", cwd=tmp_path).stderr.decode() == \
        "mjc: cannot write nowhere/r.html: no such folder\n"


def test_impact_keeps_a_deeply_nested_meta_out_of_what_workers_send_back(tmp_path):
    win = {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}
    deep: object = 1
    for _ in range(600):
        deep = [deep]
    lines = [json.dumps(dict(win, id=i)) for i in range(30)] + [json.dumps(dict(win, id="deep", meta=deep))]
    (tmp_path / "deep.jsonl").write_text("\n".join(lines) + "\n")
    out = mjc("impact", "nanning", "nanning_dapao9", "--records", "deep.jsonl", "--jobs", "2", "-o", "d.html",
              cwd=tmp_path)
    assert out.returncode == 0 and out.stdout.decode().startswith("impact of nanning_dapao9 against nanning: 31 records")


def test_simulate_writes_the_same_gzip_bytes_each_time(tmp_path):
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        assert mjc("simulate", "-r", "nanning", "--deals", "20", "-o", "d.jsonl.gz", cwd=tmp_path / folder).returncode == 0
    assert (tmp_path / "a" / "d.jsonl.gz").read_bytes() == (tmp_path / "b" / "d.jsonl.gz").read_bytes()


def test_closed_standard_streams_give_a_message_not_a_traceback(tmp_path):
    import subprocess
    import sys
    run = [sys.executable, "-m", "compiler"]
    env = {"PYTHONPATH": str(ROOT)}
    for args in (["score", "-r", "nanning"], ["simulate", "-r", "nanning", "--deals", "2"]):
        proc = subprocess.run(run + args, cwd=tmp_path, env=env, input=b"", capture_output=False, stdout=None,
                              stderr=subprocess.PIPE, timeout=120, close_fds=True,
                              preexec_fn=lambda: __import__("os").close(1))
        said = proc.stderr.decode()
        assert proc.returncode == 2 and "standard output is closed" in said and "Traceback" not in said, said
    quiet = subprocess.run(run + ["simulate", "-r", "nanning", "--deals", "3", "--summary"], cwd=tmp_path, env=env,
                           capture_output=False, stdout=subprocess.PIPE, timeout=120,
                           preexec_fn=lambda: __import__("os").close(2))
    assert quiet.returncode == 0 and len(quiet.stdout.splitlines()) == 3


def _killing_task(number: int, marker: str) -> int:
    """Doubles `number`, but kills its own worker for 3 always and for 6 the first time (a worker the system
    killed while it worked, its task innocent)."""
    import os
    import signal
    from pathlib import Path
    if number == 3 or (number == 6 and not Path(marker).exists()):
        Path(marker).touch()
        os.kill(os.getpid(), signal.SIGKILL)
    return 2 * number


def _deadly_file(name: str, data, part) -> tuple[list, list, bool]:
    """A game file's task for games_by_file whose worker dies on the file named deadly.txt."""
    import os
    import signal
    from compiler.deal_runs import Unread
    if isinstance(data, Unread):
        return [], [(data.code, data.message, None)], False
    if name.endswith("deadly.txt"):
        os.kill(os.getpid(), signal.SIGKILL)
    return [name], [], False


def test_a_worker_that_dies_loses_its_task_and_no_other(tmp_path):
    """`mjc game -j2` and `impact --logs -j2` ended at a dead worker (exit 2, 17,000 of 60,000 games played): the
    tasks in flight now run again, the first alone, and only one that kills its worker twice is lost."""
    import pytest
    from concurrent.futures.process import BrokenProcessPool
    marker = str(tmp_path / "killed-once")
    tasks = [(n, marker) for n in range(12)]
    assert list(in_order(_killing_task, tasks, 2, lost=lambda args: ("lost", args[0]))) == \
        [0, 2, 4, ("lost", 3), 8, 10, 12, 14, 16, 18, 20, 22]
    with pytest.raises(BrokenProcessPool):  # without `lost`, as before: the run ends
        list(in_order(_killing_task, tasks, 2))
    from compiler.cli import games_by_file
    names = []
    for name in ("a.txt", "deadly.txt", "b.txt"):
        (tmp_path / name).write_text("x\n")
        names.append(str(tmp_path / name))
    done = list(games_by_file(_deadly_file, names, 2, lambda name, data, part: (name, data, part), len,
                              lambda what, kept, _name, _part: what[:kept]))
    assert done == [([names[0]], []), ([], [("unreadable", f"{names[1]}: the worker reading it stopped (killed, or "
                                                           "out of memory)")]), ([names[2]], [])]


def test_a_worker_that_dies_between_two_tasks_handed_over_is_recovered_too(tmp_path):
    """The pool breaks when a worker dies, and handing it the next task raised out of the run (one run in four
    under random kills): that task is now recovered in its turn like those in flight."""
    import time
    from pathlib import Path
    marker = tmp_path / "killed-once"

    def tasks():
        for n in range(20):
            if n == 9:  # handed over only once a worker is dead (task 3 kills its own) and the pool knows it
                while not marker.exists():
                    time.sleep(0.01)
                time.sleep(0.5)
            yield n, str(marker)

    assert list(in_order(_killing_task, tasks(), 2, lost=lambda args: ("lost", args[0]))) == \
        [0, 2, 4, ("lost", 3), 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38]
    assert Path(marker).exists()
