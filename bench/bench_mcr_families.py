"""Microseconds per hand, family by family: the native MCR scorer against PyMahjongGB, and native riichi against `mahjong`.

    python bench/bench_mcr_families.py [--per-family N] [--rounds R] [--seed S] [--riichi-per-family N]

The MCR hands are tests/deals/mcr_families.py's: N of each family (a hand built around one fan, 8 fan and
more), every one checked first to get PyMahjongGB's fan total. The committed generated/mcr.c is compiled here
and scores a record (dict) in and a result (dict) out; the peer gets its arguments, converted beforehand. For
each family, in each round, the native scorer and then the peer go over the family's hands (several times, so
that a timing spans some hundreds of calls); rounds are interleaved, the best round of each is kept. The same
is done for groups of all the hands (by shape, kongs, flowers and fan), and for all of them in one mixed
pass. The ratio is native / peer: the project's goal is at most 0.8x for every family.

Beside them, the floor: bench/result_floor.c reads every key and value of each record and makes its result
anew (each dict copied, each list and number new), working out no rule. It is the least a scorer spends whose
record is a dict and whose result is this project's dict of dicts; floor / peer says how much of the goal's
0.8x the objects alone take, and what is left for the rules.

Riichi (tests/deals/riichi_families.py: yakuman, many han, mangan, seven pairs, open or closed under mangan)
is timed the same way against the `mahjong` package's `HandCalculator.estimate_hand_value`, whose arguments
are also made beforehand; its cache of hand splits is emptied before each of its passes, and a pass goes over
the hands once, so that no hand is served from it. There the ratio says how much faster the native scorer is.

After each, the Python module's and the JavaScript module's (under Node) microseconds per hand over the same
mixed hands: the other back ends are to be no slower.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compiler.native_build import compile_module, load_module  # noqa: E402

CALLS_PER_TIMING = 400     # a family's hands are gone over until a timing spans at least this many calls


def per_hand(call, items, calls: int = CALLS_PER_TIMING) -> float:
    """Microseconds per call over the items, gone over until the timing spans `calls` calls."""
    repeat = max(1, -(-calls // len(items)))
    start = time.perf_counter()
    for _ in range(repeat):
        for item in items:
            call(item)
    return (time.perf_counter() - start) / (repeat * len(items)) * 1e6


def native_scorer(ruleset: str):
    """The committed generated/<ruleset>.c compiled into a private folder, bound to its Python module."""
    out = Path(tempfile.mkdtemp(prefix="mjc-bench-families-"))
    start = time.perf_counter()
    native = load_module(compile_module(ROOT / "generated" / f"{ruleset}.c", f"_{ruleset}", out), f"_{ruleset}")
    python = importlib.import_module(f"generated.{ruleset}")
    native.bind(getattr(python, "score_python", python.score))
    print(f"compiled and loaded generated/{ruleset}.c in {time.perf_counter() - start:.1f} s")
    return native


def timed(groups: dict, ours, peer, rounds: int, peer_reset=None, floor=None) -> dict:
    """{group: (best native us/hand, best peer us/hand[, best floor us/hand])}; each round times every group,
    native, then peer, then (with `floor`, called with each group's third item's elements) the floor.

    With `peer_reset`, called before each of the peer's passes, the peer goes over the hands once a timing,
    so that a cache it keeps from one hand to the next serves no hand twice."""
    best = {name: ([], [], []) for name in groups}
    for _ in range(rounds):
        for name, (records, peer_args, *floor_args) in groups.items():
            best[name][0].append(per_hand(ours, records))
            if peer_reset is None:
                best[name][1].append(per_hand(peer, peer_args))
            else:
                peer_reset()
                best[name][1].append(per_hand(peer, peer_args, calls=1))
            if floor is not None:
                best[name][2].append(per_hand(floor, floor_args[0]))
    return {name: tuple(min(t) for t in times if t) for name, times in best.items()}


def table(title: str, times: dict, counts: dict, label: str, fans: dict | None = None) -> None:
    """Rows of native and peer microseconds and their ratio (and of the floor and floor / peer, where timed)."""
    print(title)
    width = max(len(name) for name in times) + 2
    floors = any(len(t) > 2 for t in times.values())
    extra = (f" {'floor':>7} {'floor/peer':>10}" if floors else "") + ("  fan (min-max)" if fans else "")
    print(f"  {'':<{width}}{'hands':>6} {'native':>9} {label:>12} {'ratio':>7}{extra}")
    for name, (o, p, *f) in times.items():
        floor = f"  {f[0]:6.2f}  {f[0] / p:9.2f}x" if f else ""
        span = f"  {fans[name]}" if fans else ""
        print(f"  {name:<{width}}{counts[name]:>6} {o:8.2f}  {p:10.2f}  {o / p:6.2f}x{floor}{span}")
    print()


def result_floor():
    """bench/result_floor.c's rebuild(record, result), compiled into a private folder."""
    out = Path(tempfile.mkdtemp(prefix="mjc-bench-floor-"))
    return load_module(compile_module(ROOT / "bench" / "result_floor.c", "_result_floor", out), "_result_floor").rebuild


def fan_band(total: int) -> str:
    for low, high in ((8, 11), (12, 23), (24, 47), (48, 87)):
        if low <= total <= high:
            return f"fan {low}-{high}"
    return "fan 88 and up"


def mcr_groups(records: list[dict], results: list[dict]) -> dict[str, list[int]]:
    """Indexes of the records by winning shape, kongs, flowers and fan band (across families)."""
    from tests.deals.mcr import parse, parse_flowers, winning_shape
    groups: dict[str, list[int]] = {}
    for i, (record, result) in enumerate(zip(records, results)):
        win = record["wins"][0]
        player = record["players"][win["winner"]]
        melds = player.get("melds", [])
        shape = winning_shape(parse(player["hand"]) + parse(win["win_tile"]), len(melds))
        kongs = sum(m["kind"] == "kong" for m in melds)
        concealed = all(m.get("concealed") for m in melds)
        names = (f"shape {shape.replace('_', ' ')}", f"{kongs} kong{'s' if kongs != 1 else ''}",
                 "flowers" if parse_flowers(player.get("flowers")) else "no flowers",
                 "concealed" if concealed else "melded", fan_band(result["wins"][0]["total"]))
        for name in names:
            groups.setdefault(name, []).append(i)
    return dict(sorted(groups.items()))


def bench_mcr(args) -> None:
    try:
        from MahjongGB import MahjongFanCalculator
    except ImportError:
        print("mcr against PyMahjongGB: not installed (pip install -e '.[peer]'); skipped\n")
        return
    from tests.deals.mcr_families import family_records
    from tests.mcr_peer import peer_fans, to_peer

    native = native_scorer("mcr")
    start = time.perf_counter()
    families = family_records(random.Random(args.seed), args.per_family)
    print(f"mcr: {len(families)} families of {args.per_family} hands made in {time.perf_counter() - start:.1f} s")
    records = [r for rs in families.values() for r in rs]
    results = [native.score(r) for r in records]
    disagree = sum("error" in res or isinstance(peer := peer_fans(r), str)
                   or res["wins"][0]["total"] != sum(v * n for _zh, v, n in peer)
                   for r, res in zip(records, results))
    if disagree:
        print(f"mcr: {disagree} of {len(records)} hands are refused or get another total than PyMahjongGB's; not timed")
        return
    print(f"mcr: all {len(records)} hands accepted by both scorers, with PyMahjongGB's fan totals\n")

    def peer_args(rs):
        return [dict(to_peer(r), verbose=False) for r in rs]

    def peer(a):
        return MahjongFanCalculator(**a)

    rebuild = result_floor()

    def floor(pair):
        return rebuild(*pair)

    totals = {f: [native.score(r)["wins"][0]["total"] for r in rs] for f, rs in families.items()}
    by_family = timed({f: (rs, peer_args(rs), [(r, native.score(r)) for r in rs]) for f, rs in families.items()},
                      native.score, peer, args.rounds, floor=floor)
    order = sorted(by_family, key=lambda f: -by_family[f][0] / by_family[f][1])
    table(f"mcr by family (the fan the hand is built around), best of {args.rounds} interleaved rounds, slowest first:",
          {f: by_family[f] for f in order}, {f: len(families[f]) for f in families}, "PyMahjongGB",
          {f: f"{min(totals[f])}-{max(totals[f])}" for f in families})

    grouped = mcr_groups(records, results)
    by_group = timed({g: ([records[i] for i in ix], peer_args([records[i] for i in ix])) for g, ix in grouped.items()},
                     native.score, peer, args.rounds)
    table("mcr by group of all the hands:", by_group, {g: len(ix) for g, ix in grouped.items()}, "PyMahjongGB")

    mixed = list(records)
    random.Random(args.seed).shuffle(mixed)
    overall = timed({"all hands, mixed": (mixed, peer_args(mixed))}, native.score, peer, args.rounds)
    o, p = overall["all hands, mixed"]
    ratios = sorted(o / p for o, p, _f in by_family.values())
    over = sum(r > 0.8 for r in ratios)
    floors = sorted(f / p for _o, p, f in by_family.values())
    print(f"mcr overall: native {o:.2f} us/hand, PyMahjongGB {p:.2f} us/hand, ratio {o / p:.2f}x "
          f"(families: median {ratios[len(ratios) // 2]:.2f}x, {ratios[0]:.2f}x to {ratios[-1]:.2f}x; "
          f"{over} of {len(ratios)} above the goal of 0.8x)")
    print(f"mcr floor (the record read and the result made, no rule): {floors[0]:.2f}x to {floors[-1]:.2f}x of "
          f"PyMahjongGB's time by family, median {floors[len(floors) // 2]:.2f}x; "
          f"{sum(f > 0.6 for f in floors)} families leave less than 0.2x of it for the rules under the goal\n")
    other_back_ends("mcr", mixed, args.rounds)


JS_TIMER = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const scorer = await import(pathToFileURL(process.argv[1]).href);
const records = JSON.parse(readFileSync(0, "utf8"));
const rounds = Number(process.argv[2]);
let best = Infinity;
for (let round = 0; round < rounds; round++) {
  const start = process.hrtime.bigint();
  for (const r of records) scorer.score(r);
  best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000 / records.length);
}
console.log(best);
"""


def other_back_ends(ruleset: str, records: list, rounds: int) -> None:
    """Microseconds per hand of the Python module (score_python) and of the JavaScript module under Node, over
    the same records in one pass each round, best of the rounds: the other back ends are to be no slower."""
    python = importlib.import_module(f"generated.{ruleset}")
    score = getattr(python, "score_python", python.score)
    py = min(per_hand(score, records, calls=len(records)) for _ in range(rounds))
    node = shutil.which("node")
    js = "Node not found"
    if node:
        done = subprocess.run([node, "--input-type=module", "-e", JS_TIMER, str(ROOT / "generated" / "js" / f"{ruleset}.mjs"),
                               str(rounds)], input=json.dumps(records), capture_output=True, text=True)
        js = f"{float(done.stdout):.1f} us/hand" if done.returncode == 0 else f"failed: {done.stderr[-300:]}"
    print(f"{ruleset} other back ends, {len(records)} hands, best of {rounds} passes: Python {py:.1f} us/hand, "
          f"JavaScript {js}\n")


def bench_riichi(args) -> None:
    try:
        from mahjong.hand_calculating.hand import HandCalculator
    except ImportError:
        print("riichi against mahjong: not installed (pip install -e '.[peer]'); skipped\n")
        return
    from tests.deals.riichi_families import family_records
    from tests.riichi_peer import peer_arguments, peer_result
    from tests.test_riichi_peer import differences

    native = native_scorer("riichi")
    families = family_records(random.Random(args.seed), args.riichi_per_family)
    records = [r for rs in families.values() for r in rs]
    disagree = sum(bool(differences(native.score(r), peer_result(r))) for r in records)
    if disagree:
        print(f"riichi: {disagree} of {len(records)} deals score otherwise than the peer's; not timed")
        return
    print(f"riichi: {len(families)} families of {args.riichi_per_family} deals, each scored as the peer scores it\n")

    from mahjong.hand_calculating.divider import HandDivider

    def peer(a):
        return HandCalculator.estimate_hand_value(**a)

    def forget():
        # mahjong keeps its last 128 splits of a hand: a bench that goes over the same hands again
        # would time the cache, not the scorer.
        HandDivider._divide_hand_impl.cache_clear()

    groups = {f: (rs, [peer_arguments(r, 0) for r in rs]) for f, rs in families.items()}
    mixed = list(records)
    random.Random(args.seed).shuffle(mixed)
    groups["all deals, mixed"] = (mixed, [peer_arguments(r, 0) for r in mixed])
    times = timed(groups, native.score, peer, args.rounds, peer_reset=forget)
    counts = Counter({f: len(rs) for f, (rs, _a) in groups.items()})
    table(f"riichi by family, best of {args.rounds} interleaved rounds (native and the hand's value alone in mahjong):",
          times, counts, "mahjong")
    o, p = times["all deals, mixed"]
    print(f"riichi overall: native {o:.2f} us/deal, mahjong {p:.1f} us/hand, native {p / o:.0f} times as fast\n")
    other_back_ends("riichi", mixed, args.rounds)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-family", type=int, default=60, help="MCR hands of each family")
    ap.add_argument("--riichi-per-family", type=int, default=60, help="riichi deals of each family (0: no riichi)")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    bench_mcr(args)
    if args.riichi_per_family:
        bench_riichi(args)


if __name__ == "__main__":
    main()
