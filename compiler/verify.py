"""Verify stage: every worked example through the generated module and the reference interpreter."""

from __future__ import annotations

import json
from dataclasses import dataclass

from . import ir
from .interpret import BoundedInterpreter, OutOfWork, Work
from .limits import CROSS_CHECK_WORK
from .pipeline import Compiled


@dataclass(frozen=True)
class Outcome:
    example: ir.Example
    module_result: dict
    interpreter_result: dict | None  # None where the interpreter's budget of work ran out (CROSS_CHECK_WORK)
    problems: tuple   # what differs from the expectation, in words; empty when the example passes

    @property
    def ok(self) -> bool:
        return not self.problems


def compare(expect: dict, result: dict) -> list[str]:
    """What of `expect` the result does not give."""
    if "error" in result:
        got = result["error"]
        if expect.get("error") == got["code"]:
            return []
        return [f"expected {_expected_text(expect)}, got error {got['code']}: {got['message']}"]
    if "error" in expect:
        return [f"expected error {expect['error']}, got deltas {result['deltas']}"]
    problems = []
    if "deltas" in expect and result["deltas"] != expect["deltas"]:
        problems.append(f"deltas: expected {expect['deltas']}, got {result['deltas']}")
    if "table" in expect and result.get("table", 0) != expect["table"]:
        problems.append(f"table: expected {expect['table']}, got {result.get('table', 0)}")
    if "details" in expect:
        got_details = result["wins"][0].get("details", {}) if result["wins"] else {}
        # As JSON writes them: true is not 1, nor 0 false.
        differing = {k: v for k, v in expect["details"].items() if json.dumps(got_details.get(k)) != json.dumps(v)}
        if differing:
            problems.append(f"details: expected {differing}, got { {k: got_details.get(k) for k in differing} }")
    totals = [w["total"] for w in result["wins"]]
    if "total" in expect:
        want = expect["total"]
        got_total = totals if isinstance(want, list) else (totals[0] if totals else None)
        if got_total != want:
            problems.append(f"total: expected {want}, got {got_total}")
    if "patterns" in expect:
        want = expect["patterns"]
        lists = [[p["id"] for p in w["patterns"]] for w in result["wins"]]
        got_patterns = lists if want and isinstance(want[0], list) else (lists[0] if lists else [])
        if sorted(map(str, got_patterns)) != sorted(map(str, want)):
            problems.append(f"patterns: expected {_listed(want)}, got {_listed(got_patterns)}")
    return problems


# Patterns named for one win or one example, at most, in `mjc check`'s lines and a sheet's rows; the rest are
# counted (… (+N)). A real hand has a dozen at most, and 100 failing examples of 900 patterns that all count
# printed 17.6 MB; a sheet of 1,000 such examples took 70 s to print.
SHOWN_PATTERNS = 24


def _listed(items: list) -> str:
    """A list as Python writes it, with at most SHOWN_PATTERNS items and the rest counted."""
    if len(items) <= SHOWN_PATTERNS:
        return str(items)
    return f"{str(items[:SHOWN_PATTERNS])[:-1]}, … (+{len(items) - SHOWN_PATTERNS})]"


def _expected_text(expect: dict) -> str:
    return ", ".join(f"{k} {_listed(v) if isinstance(v, list) else v}" for k, v in expect.items())


def verify(compiled: Compiled) -> list[Outcome]:
    """Run every example of a compiled spec through the generated module, which must give the documented numbers,
    and through the reference interpreter, which must agree, as far as its budget of work reaches."""
    module = compiled.module()
    interpreter: BoundedInterpreter | None = BoundedInterpreter(compiled.ruleset, Work(CROSS_CHECK_WORK))
    outcomes = []
    for example in compiled.ruleset.examples:
        record = as_written(example.record, compiled.ruleset.settings)
        fast = module.score(record)
        slow = None
        if interpreter is not None:
            try:
                slow = interpreter.score(record)
            except OutOfWork:
                interpreter = None
        problems = compare(example.expect, fast)
        # Where two parts of a hand would both fail, which one an error names may differ (the language guide's
        # evaluation rules): an error from both is agreement.
        if slow is not None and fast != slow and not ("error" in fast and "error" in slow):
            problems.append("the generated module and the interpreter disagree: "
                            f"module {breakdown(fast)}; interpreter {breakdown(slow)}")
        outcomes.append(Outcome(example, fast, slow, tuple(problems)))
    return outcomes


def cross_check_note(outcomes: list[Outcome]) -> str | None:
    """What a check says where the interpreter's budget ran out before the last example (None where it did not)."""
    checked = sum(o.interpreter_result is not None for o in outcomes)
    if checked == len(outcomes):
        return None
    return (f"the reference interpreter cross-checked {checked:,} of {len(outcomes):,} examples; the rest would take "
            f"it more than {CROSS_CHECK_WORK:,} operations in all (the generated module scored every one)")


def as_written(record, settings: tuple):
    """An example record played under the spec's own defaults for options changed with --set
    (the examples check the spec as written; --set changes only what the outputs default to)."""
    if not settings or not isinstance(record, dict):
        return record
    options = record.get("options") if isinstance(record.get("options"), dict) else {}
    return dict(record, options={**{name: spec_default for name, _text, spec_default in settings}, **options})


def breakdown(result: dict, key: str = "id") -> str:
    """A one-line account of a result: totals, patterns (by id, or by `key` "name"), deltas."""
    if "error" in result:
        return f"error {result['error']['code']}"
    wins = "; ".join(f"seat {w['winner']} {w['total']} {w['unit']}" + _patterns(w["patterns"], key)
                     for w in result["wins"])
    table = f"; table {result['table']:+d}" if "table" in result else ""
    return f"{wins or 'no win'}; deltas {result['deltas']}{table}"


def _patterns(patterns: list, key: str) -> str:
    """ (pattern value, ...) after a win's total, or ", no pattern" for a win that scores none."""
    if not patterns:
        return ", no pattern"
    more = f", … (+{len(patterns) - SHOWN_PATTERNS})" if len(patterns) > SHOWN_PATTERNS else ""
    return " (" + ", ".join(f"{p[key]} {p['value']}" + (f"×{p['count']}" if p["count"] != 1 else "")
                            for p in patterns[:SHOWN_PATTERNS]) + more + ")"
