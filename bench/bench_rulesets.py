"""Microseconds per hand: each bundled ruleset's generated scorer against the reference interpreter.

    python bench/bench_rulesets.py [--hands N] [--rounds R] [--seed S] [RULESET ...]

For each ruleset (every spec in specs/ by default) both scorers take the same random legal deals
(hand records, docs/guide/records.md); timings are interleaved round by round (so drift of the machine hits both)
and the best round of each is reported. A ruleset's deals come from tests/deals (`generator`: a
house ruleset plays those of the ruleset it extends); a ruleset without a generator is skipped.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compiler.interpret import Interpreter  # noqa: E402
from compiler.pipeline import compile_spec  # noqa: E402
from tests.deals import generator  # noqa: E402


def per_hand(score, records) -> float:
    start = time.perf_counter()
    for record in records:
        score(record)
    return (time.perf_counter() - start) / len(records) * 1e6


def bench(ruleset: str, make, hands: int, rounds: int, seed: int) -> None:
    compiled = compile_spec(ROOT / "specs" / f"{ruleset}.yaml", f"specs/{ruleset}.yaml")
    start = time.perf_counter()
    module = importlib.import_module(f"generated.{ruleset}")
    import_ms = (time.perf_counter() - start) * 1e3
    interpreter = Interpreter(compiled.ruleset)
    rng = random.Random(seed)
    records = [make(rng) for _ in range(hands)]
    differ = sum(module.score(r) != interpreter.score(r) for r in records)
    if differ:
        print(f"{ruleset}: generated/{ruleset}.py and the interpreter disagree on {differ} of {hands} deals "
              f"(is the module stale? run mjc build); not timed")
        return
    rejected = sum("error" in module.score(r) for r in records)

    fast, slow = [], []
    for _ in range(rounds):  # both scorers on the very same hands, round after round
        fast.append(per_hand(module.score, records))
        slow.append(per_hand(interpreter.score, records))
    best_fast, best_slow = min(fast), min(slow)
    print(f"{ruleset}: {hands} random legal deals ({rejected} not legal wins), best of {rounds} interleaved rounds")
    print(f"  {'generated/' + ruleset + '.py':<22} {best_fast:8.1f} us/hand   (import {import_ms:.0f} ms)")
    print(f"  {'reference interpreter':<22} {best_slow:8.1f} us/hand")
    print(f"  ratio interpreter/generated  {best_slow / best_fast:6.1f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rulesets", nargs="*", help="ruleset ids (default: every spec in specs/)")
    ap.add_argument("--hands", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    rulesets = args.rulesets or sorted(p.stem for p in (ROOT / "specs").glob("*.yaml"))
    for i, ruleset in enumerate(rulesets):
        if i:
            print()
        make = generator(ruleset)
        if make is None:
            print(f"{ruleset}: no random deal generator (tests/deals GENERATORS); skipped")
            continue
        bench(ruleset, make, args.hands, args.rounds, args.seed)


if __name__ == "__main__":
    main()
