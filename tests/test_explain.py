"""Where a win's total comes from (compiler/explain.py): the steps read from each bundled spec, the explained
ruleset that works their values out beside a result, and `mjc score --explain` printing them."""

from __future__ import annotations

import importlib
import json
import random
import subprocess
import sys

import pytest

from compiler import ir

from compiler.explain import HOLE, breakdown, explaining
from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from tests.conftest import BUNDLED, ROOT, compiled_bundled
from tests.deals import generator

DEALS = 40  # random legal deals per ruleset, beside its examples


@pytest.fixture(scope="module")
def checked():
    """id -> the checked ruleset of every bundled spec."""
    return {spec.stem: compiled_bundled(spec.stem).ruleset for spec in BUNDLED}


@pytest.mark.parametrize("ruleset, steps", [
    ("nanning", ["total", "hand_value", "base"]),  # base × 2^doublings, and the base
    ("nanning_dapao9", ["total", "hand_value", "base"]),
    ("nanjing", ["total", "hua"]),                 # doubled in a 比下胡 deal, of 2 × (hard + soft) + 20 + bonuses
    ("hongkong", ["total"]),                       # the faan, to the limit
    ("mcr", []),                                   # the sum of the fan listed: nothing more to say
    ("riichi", []),                                # what the payments paid; han and fu are its details
    ("zungjung", ["total"]),                       # the points, to the limit (a pattern above it counts alone)
])
def test_a_ruleset_explains_a_total_its_patterns_do_not(checked, ruleset, steps):
    assert [s.name for s in breakdown(checked[ruleset]).steps] == steps


def without_holes(result: dict) -> dict:
    """A result of an explained ruleset as its own ruleset gives it: the steps' values taken out of details."""
    for win in result.get("wins", ()):
        details = {k: v for k, v in win.pop("details", {}).items() if not k.startswith(HOLE)}
        if details:
            win["details"] = details
    return result


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_an_explained_ruleset_scores_as_its_ruleset(checked, spec):
    """Every example and random deals: the same results, and the total step works out the total."""
    rs = checked[spec.stem]
    found = breakdown(rs)
    if not found.steps:
        return
    score = importlib.import_module(f"generated.{spec.stem}").score
    explained = Interpreter(explaining(rs, found))
    make = generator(spec.stem)
    records = [e.record for e in rs.examples] + [make(random.Random(seed)) for seed in range(DEALS)]
    total_step = next((s for s in found.steps if s.name == "total"), None)
    totals = 0
    for record in records:
        result = explained.score(json.loads(json.dumps(record)))
        values = [w.get("details", {}) for w in result.get("wins", ())]
        assert without_holes(result) == score(json.loads(json.dumps(record))), record
        for win, details in zip(result.get("wins", ()), values):
            if total_step is not None:
                assert details[total_step.value] == win["total"], record
                totals += 1
    if total_step is not None:
        assert totals > len(records) // 2
    else:  # a total that is one name (Guangdong's `collected`, what the winner is paid) has no step of its own
        assert isinstance(rs.total, ir.Ref), rs.total


def explain(*records: dict, ruleset: str = "nanning", options: tuple[str, ...] = ()) -> list[str]:
    lines = "".join(json.dumps(r) + "\n" for r in records)
    done = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", ruleset, "--explain", *options], input=lines,
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    return done.stdout.splitlines()


CONCEALED = {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}
CLAIMED = {"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}], "win_tile": "9s",
           "by": "discard", "from": 2}


def test_explain_shows_nanning_s_base_and_its_doublings():
    out = explain(CONCEALED, CLAIMED, {"hand": "1112345678999m", "win_tile": "5m", "by": "self_draw"})
    assert out[:5] == [
        "record 1:",
        "  seat 0 wins: total 12 points",
        "    total = collected − (if one_pays_all then chain_kong_points else 0) = 12 − 0 = 12 (one_pays_all no)",
        "    hand_value = base × 2^doublings = 4 × 2^0 = 4",
        "    base = if menqing and concealed_base then concealed_points else plain_base = 4 (menqing yes, concealed_base yes)"]
    second = out[out.index("record 2:"):]
    assert "    hand_value = base × 2^doublings = 3 × 2^0 = 3" in second  # claimed: base 3, and the discarder pays 2
    assert any(line.startswith("    base = ") and line.endswith("= 3 (menqing no, concealed_base yes)") for line in second)
    assert "  seat 2 pays seat 0     2  放炮 (discard)" in second
    third = out[out.index("record 3:"):]
    assert "    清一色  qingyise    1" in third and "    hand_value = base × 2^doublings = 4 × 2^1 = 8" in third


def test_explain_follows_the_options_set():
    out = explain(CONCEALED, options=("--set", "concealed_base=false", "-j", "2"))
    assert "    hand_value = base × 2^doublings = 3 × 2^0 = 3" in out
    assert out[4].endswith("= 3 (menqing yes, concealed_base no)")


def test_explain_shows_the_hong_kong_limit_and_nanjing_s_flowers():
    out = explain({"hand": "19m19p19s1234567z", "win_tile": "1m", "by": "self_draw"}, ruleset="hongkong")
    assert "    total = min(faan + flower_faan, limit_faan) = min(13 + 0, 13) = 13" in out
    # A 比下胡 deal: two hard flowers, 门清's bonus of 20, doubled.
    out = explain({"hand": "123m456m789p11s22z", "win_tile": "2z", "by": "self_draw", "flowers": "1f5z",
                   "context": {"doubled": True}}, ruleset="nanjing")
    assert out[4:6] == ["    total = if doubled then 2 × hua else hua = 2 × 44 = 88 (doubled yes)",
                        "    hua = flower_multiplier × (hard + soft) + base_flowers + bonus = 2 × (2 + 0) + 20 + 20 = 44"]


def test_a_record_too_costly_to_explain_is_scored_unexplained(monkeypatch):
    # --explain scores each record with the interpreter too, some hundred times slower than the module: its work
    # on one record is bounded, and past it the record keeps its result, without the lines.
    from compiler import explain, limits
    explainer = explain.Explainer(str(ROOT / "specs" / "nanning.yaml"), str(ROOT / "specs"))
    result = compile_spec(ROOT / "specs" / "nanning.yaml", "nanning.yaml").module().score(CONCEALED)
    assert limits.EXPLAIN_WORK == 1_000_000
    assert explainer.why(CONCEALED, result)[0][0].startswith("total = collected")
    monkeypatch.setattr(explain, "EXPLAIN_WORK", 50)
    assert explainer.why(CONCEALED, result) == [[]]


def test_explain_adds_nothing_where_the_patterns_make_the_total():
    out = explain({"hand": "123m456m789p11s55z", "win_tile": "5z", "by": "self_draw"}, ruleset="riichi")
    assert not any(" = " in line for line in out), out
