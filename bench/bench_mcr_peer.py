"""Microseconds per hand: generated/mcr.py against PyMahjongGB (C++) and the reference interpreter, one run.

    python bench/bench_mcr_peer.py [--hands N] [--rounds R] [--seed S]

Every scorer gets the same random legal hands: ours a CONTRACT.md record, the peer its own
arguments (converted beforehand, outside the timing). Rounds are interleaved so that the
machine's drift hits every scorer; the best round of each is reported. No cache is kept
across hands. The time to import the generated module (building its tables) is printed too.
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
from tests.mcr_hands import random_mcr_record, to_peer  # noqa: E402


def per_hand(call, items) -> float:
    start = time.perf_counter()
    for item in items:
        call(item)
    return (time.perf_counter() - start) / len(items) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    from MahjongGB import MahjongFanCalculator

    start = time.perf_counter()
    module = importlib.import_module("generated.mcr")
    import_ms = (time.perf_counter() - start) * 1e3
    interpreter = Interpreter(compile_spec(ROOT / "specs" / "mcr.yaml", "specs/mcr.yaml").ruleset)
    rng = random.Random(args.seed)
    records = [random_mcr_record(rng) for _ in range(args.hands)]
    for record in records:
        record["options"] = {"min_fan": 0}
    peer_args = [dict(to_peer(r), verbose=False) for r in records]
    few = records[: max(1, len(records) // 20)]

    ours, peer, ours_few, slow = [], [], [], []
    for _ in range(args.rounds):
        ours.append(per_hand(module.score, records))
        peer.append(per_hand(lambda a: MahjongFanCalculator(**a), peer_args))
        ours_few.append(per_hand(module.score, few))  # the interpreter is slow: compare it on a part, same hands
        slow.append(per_hand(interpreter.score, few))
    o, p, s, of = min(ours), min(peer), min(slow), min(ours_few)
    print(f"mcr: {args.hands} random legal hands, best of {args.rounds} interleaved rounds")
    print(f"  generated/mcr.py       {o:9.1f} us/hand   (import {import_ms:.0f} ms)")
    print(f"  PyMahjongGB (C++)      {p:9.1f} us/hand")
    print(f"  reference interpreter  {s:9.1f} us/hand")
    print(f"  ratio generated/PyMahjongGB   {o / p:7.1f}x")
    print(f"  ratio interpreter/generated   {s / of:7.1f}x   (on the first {len(few)} hands)")


if __name__ == "__main__":
    main()
