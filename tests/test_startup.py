"""What a one-record `mjc score` of a bundled ruleset loads: no compiler stage, and no suit table a hand does not need.

Each check runs in a fresh process, as its imports and the runtime's tables are those of the whole process.
(bench/bench_startup.py times the command; no test here times anything.)
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bench.bench_startup import winning_record
from compiler import bundled
from tests.conftest import ROOT

RULESETS = sorted(p.stem for p in bundled.SPECS.glob("*.yaml"))
# What only compiling a spec, or printing a sheet or a module, needs: a bundled scorer needs none of it.
STAGES = ("pipeline", "parse", "syntax", "load", "semantics", "check", "ir", "optimise", "specialise", "tabulate",
          "emit", "emit_c", "emit_js", "render", "render_calculator", "prose", "interpret", "verify")
LIBRARIES = ("lark", "jinja2", "yaml")

SCORE = """
import json, sys
from compiler.cli import main
status = main(["score", "-q", "-r", sys.argv[1]])
shapes = sys.modules["mjc.runtime.shapes"]
loaded = {"status": status, "modules": sorted(sys.modules),
          "tables": len(shapes.NUMBER_READINGS) + len(shapes.HONOR_READINGS)}
from compiler import bundled
from compiler.batch import bundled_scorer
loaded["backend"] = bundled_scorer(bundled.SPECS / (sys.argv[1] + ".yaml")).BACKEND  # after the rest is noted
print(json.dumps(loaded), file=sys.stderr)
"""


def score_alone(ruleset_id: str, record: dict) -> tuple[dict, dict]:
    """`mjc score -r RULESET` of one record in a process of its own: its result, and what the process loaded."""
    done = subprocess.run([sys.executable, "-c", SCORE, ruleset_id], input=json.dumps(record) + "\n",
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout), json.loads(done.stderr.strip().splitlines()[-1])


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_scoring_a_bundled_ruleset_loads_no_compiler_stage(ruleset_id):
    result, loaded = score_alone(ruleset_id, winning_record(ruleset_id, seed=0))
    assert loaded["status"] == 0 and len(result["deltas"]) == 4
    unwanted = [m for m in loaded["modules"] if m.split(".")[0] in LIBRARIES
                or any(m in (f"compiler.{stage}", f"mjc.{stage}") for stage in STAGES)]
    assert unwanted == []
    if loaded["backend"] == "native":  # the C build scored the record: the Python runtime's tables were never read
        assert loaded["tables"] == 0


def test_a_record_the_python_scorer_takes_builds_only_the_suit_tables_its_hand_needs():
    # The C build reads the short form itself; where there is none, the Python scorer builds what it needs.
    record = {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}
    result, loaded = score_alone("nanning", record)
    assert result["deltas"] == [12, -4, -4, -4]
    expected = 0 if loaded["backend"] == "native" else 16 + 127 + 7  # three tiles of a number suit, six of one, two honours
    assert loaded["tables"] == expected


TABLES = """
import json
import compiler.runtime as rt
from compiler.runtime import shapes

def sizes():
    return [len(rt.NUMBER_READINGS), len(rt.NUMBER_MADE), len(rt.HONOR_READINGS), sorted(shapes._NUMBER_KNOWN),
            sorted(shapes._HONOR_KNOWN), sum(map(len, rt.NUMBER_READINGS.values()))]

steps = [sizes()]
tiles = rt.parse_tiles("123m456m789p78s55z9s")
steps.append([len(rt.arrangements(sorted(tiles), [], tiles[-1], 0, [("groups", 4, 1, (), 0)]))] + sizes())
steps.append([rt.waits(rt.parse_tiles("1112345678999m"), [], [("groups", 4, 1, (), 0)])] + sizes())
print(json.dumps(steps))
"""


def test_the_runtime_builds_its_suit_tables_a_number_of_tiles_at_a_time_as_hands_need_them():
    done = subprocess.run([sys.executable, "-c", TABLES], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          check=True)
    imported, arranged, waited = json.loads(done.stdout)
    assert imported == [0, 0, 0, [], [], 0]  # importing the runtime builds no table
    # One reading, of a hand with three tiles of a number suit (twice), six of one and two honours.
    assert arranged == [1, 16 + 127, 16 + 127, 7, [3, 6], [2], 16 + 127]
    # The waits read every part: the whole tables, as the C runtime's comment counts them. Nine gates waits on
    # every tile of its suit.
    assert waited == [list(range(9)), 21743, 21743, 498, list(range(15)), list(range(15)), 23533]


def test_the_startup_bench_prints_each_ruleset_the_short_forms_and_the_import():
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "bench_startup.py"), "--runs", "1", "nanning", "mcr"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    labels = [line.split("median")[0].strip() for line in lines if "median" in line]
    assert labels == ["nanning", "mcr", "nanning, short form", "nanning, one suit", "import"]
    assert all(line.count(" ms") == 2 for line in lines if "median" in line)
