"""Microseconds per hand: generated/mcr.py against PyMahjongGB (C++) and the reference interpreter, one run.

    python bench/bench_mcr_peer.py [--hands N] [--rounds R] [--seed S]

Every scorer gets the same random legal hands: ours a hand record (docs/guide/records.md), the
peer its own arguments (converted beforehand, outside the timing). Rounds are interleaved so that
the machine's drift hits every scorer; the best round of each is reported. No cache is kept
across hands. The time to import the generated module is printed too, and
the time of the module's stages alone, for whoever works on its speed.
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
from tests.deals.mcr import random_mcr_record  # noqa: E402
from tests.mcr_peer import to_peer  # noqa: E402


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
    score = getattr(module, "score_python", module.score)  # the Python module's own (bench_native.py times the C build)
    interpreter = Interpreter(compile_spec(ROOT / "specs" / "mcr.yaml", "specs/mcr.yaml").ruleset)
    rng = random.Random(args.seed)
    records = [random_mcr_record(rng) for _ in range(args.hands)]
    for record in records:
        record["options"] = {"min_fan": 0}
    peer_args = [dict(to_peer(r), verbose=False) for r in records]
    few = records[: max(1, len(records) // 20)]
    # The peer's arguments are converted beforehand; the same for ours: records read, then scored.
    deals = [module.parse_record(r, module.RULES) for r in records]
    assert all(module.settle(d) == score(r) for d, r in zip(deals, records))

    ours, peer, ours_few, slow, ours_read = [], [], [], [], []
    for _ in range(args.rounds):
        ours.append(per_hand(score, records))
        peer.append(per_hand(lambda a: MahjongFanCalculator(**a), peer_args))
        ours_read.append(per_hand(module.settle, deals))
        ours_few.append(per_hand(score, few))  # the interpreter is slow: compare it on a part, same hands
        slow.append(per_hand(interpreter.score, few))
    o, p, s, of, orr = min(ours), min(peer), min(slow), min(ours_few), min(ours_read)
    print(f"mcr: {args.hands} random legal hands, best of {args.rounds} interleaved rounds")
    print(f"  generated/mcr.py       {o:9.1f} us/hand   (import {import_ms:.0f} ms)")
    print(f"    the record read beforehand {orr:7.1f} us/hand")
    print(f"  PyMahjongGB (C++)      {p:9.1f} us/hand")
    print(f"  reference interpreter  {s:9.1f} us/hand")
    print(f"  ratio generated/PyMahjongGB   {o / p:7.1f}x   (the native build: bench/bench_native.py mcr)")
    print(f"    the record read beforehand  {orr / p:7.1f}x   (as the peer's arguments are converted beforehand)")
    print(f"  ratio interpreter/generated   {s / of:7.1f}x   (on the first {len(few)} hands)")
    print_phases(module, score, records, args.rounds)


def print_phases(module, score, records, rounds: int) -> None:
    """Where the generated module's time goes: each stage alone on the same hands, interleaved rounds."""
    rules = module.RULES
    hands = []
    for record in records:
        deal = module.parse_record(record, rules)
        win = deal.wins[0]
        player = deal.players[win.winner]
        hands.append((sorted(player.hand + [win.win_tile]), player.hand, player.melds, win))
    stages = {
        "reading the record": (lambda r: module.parse_record(r, rules), records),
        "arrangements": (lambda h: module.arrangements(h[0], h[2], h[3].win_tile, h[3].winner, module.SHAPES,
                                                       by_win_set=False), hands),
        "waits, per call": (lambda h: module.waits(h[1], h[2], module.SHAPES), hands),
        "all of it": (score, records),
    }
    times: dict = {name: [] for name in stages}
    for _ in range(rounds):
        for name, (call, items) in stages.items():
            times[name].append(per_hand(call, items))
    print("  where the generated module's time goes (each stage alone, same hands):")
    for name, us in times.items():
        print(f"    {name:20} {min(us):7.1f} us/hand")
    print(f"    waits are asked for by {waits_share(module, score, records):.0%} of the hands")


def waits_share(module, score, records) -> float:
    """The share of hands whose scoring works out their waits (the module calls `waits` on demand)."""
    real, calls = module.waits, [0]

    def counted(*args):
        calls[0] += 1
        return real(*args)
    module.waits = counted
    try:
        for record in records:
            score(record)
    finally:
        module.waits = real
    return calls[0] / len(records)


if __name__ == "__main__":
    main()
