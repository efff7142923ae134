"""Microseconds per hand: the generated Nanning scorer against the reference interpreter, same hands, one run.

    python bench/bench_nanning.py [--hands N] [--rounds R] [--seed S]

Both scorers take the same CONTRACT.md records; timings are interleaved round by round
(so drift of the machine hits both) and the best round of each is reported.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compiler.interpret import Interpreter  # noqa: E402
from compiler.pipeline import compile_spec  # noqa: E402
from tests.hands import random_record  # noqa: E402


def per_hand(score, records) -> float:
    start = time.perf_counter()
    for record in records:
        score(record)
    return (time.perf_counter() - start) / len(records) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    compiled = compile_spec(ROOT / "specs" / "nanning.yaml", "specs/nanning.yaml")
    start = time.perf_counter()
    sys.path.insert(0, str(ROOT))
    import generated.nanning as module  # noqa: E402
    import_ms = (time.perf_counter() - start) * 1e3
    interpreter = Interpreter(compiled.ruleset)
    rng = random.Random(args.seed)
    records = [random_record(rng) for _ in range(args.hands)]
    assert all(module.score(r) == interpreter.score(r) for r in records), "scorers disagree"

    fast, slow = [], []
    for _ in range(args.rounds):
        fast.append(per_hand(module.score, records))
        slow.append(per_hand(interpreter.score, records[: max(1, len(records) // 5)]))
    best_fast, best_slow = min(fast), min(slow)
    print(f"nanning: {args.hands} random legal deals, best of {args.rounds} interleaved rounds")
    print(f"  generated/nanning.py   {best_fast:8.1f} us/hand   (import {import_ms:.0f} ms)")
    print(f"  reference interpreter  {best_slow:8.1f} us/hand")
    print(f"  ratio interpreter/generated  {best_slow / best_fast:6.1f}x")


if __name__ == "__main__":
    main()
