"""Microseconds per hand: each ruleset's native scorer against its Python module, and what the native modules cost.

    python bench/bench_native.py [--hands N] [--rounds R] [--seed S] [--memory N] [RULESET ...]

Every committed generated/<id>.c is compiled here (the time of each compile and of all of them is printed),
imported (the import time is printed), bound to its Python module, and both scorers take the same random
legal deals (tests/deals), a record (dict) in and a result out; rounds are interleaved so that drift of the
machine hits both, and the best round of each is reported. In each round a scorer goes over the hands twice,
and both passes are timed: the first pass comes right after the other scorer's, which has pushed the hands
out of the processor's caches; the second finds them there, as a scorer does a record just read or made.
Then one native module scores `--memory` records (a million by default) and the process's resident memory
is printed before and after.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_rulesets import per_hand  # noqa: E402
from compiler.native_build import compile_module, load_module  # noqa: E402
from tests.deals import generator  # noqa: E402


def two_passes(score, items, first: list, second: list) -> None:
    """Time a scorer's first pass over the items (after another's) and its second (the items cached)."""
    first.append(per_hand(score, items))
    second.append(per_hand(score, items))


def compared(labels: tuple[str, str], mine: tuple, theirs: tuple, ratio, goal: str) -> None:
    """The best first and second passes of two scorers, and the ratio of each."""
    for label, (first, second) in ((labels[0], mine), (labels[1], theirs)):
        print(f"  {label:<14} {min(second):8.2f} us/hand   (first pass after the other's: {min(first):.2f})")
    print(f"  {ratio(mine[1], theirs[1])}   (first passes: {ratio(mine[0], theirs[0])})   {goal}\n")


def resident_mib() -> float:
    """The process's resident memory (Linux /proc; elsewhere the peak from getrusage)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        import os
        return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
    except (OSError, ValueError, IndexError):
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def load(path: Path, name: str):
    start = time.perf_counter()
    module = load_module(path, name)
    return module, (time.perf_counter() - start) * 1e3


def against_peer(path: Path, args) -> None:
    """MCR natively against PyMahjongGB (C++) on the same random legal hands, a record in and a result out;
    the peer's arguments are converted beforehand, outside the timing (bench_mcr_peer.py does the same)."""
    try:
        from MahjongGB import MahjongFanCalculator
    except ImportError:
        print("mcr against PyMahjongGB: not installed (pip install -e '.[peer]'); skipped\n")
        return
    from tests.deals.mcr import random_mcr_record
    from tests.mcr_peer import to_peer
    python = importlib.import_module("generated.mcr")
    native, _ms = load(path, "_mcr")
    native.bind(getattr(python, "score_python", python.score))
    rng = random.Random(args.seed)
    records = [random_mcr_record(rng) for _ in range(args.hands)]
    for record in records:
        record["options"] = {"min_fan": 0}  # every hand scores, as the peer scores every hand
    peer_args = [dict(to_peer(r), verbose=False) for r in records]
    ours, peer = ([], []), ([], [])
    for _ in range(args.rounds):
        two_passes(native.score, records, *ours)
        two_passes(lambda a: MahjongFanCalculator(**a), peer_args, *peer)
    print(f"mcr against PyMahjongGB: {args.hands} random legal hands, best of {args.rounds} interleaved rounds")
    compared(("native", "PyMahjongGB"), ours, peer,
             lambda o, q: f"ratio native/PyMahjongGB {min(o) / min(q):5.2f}x", "(goal at most 1.0x)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rulesets", nargs="*", help="ruleset ids (default: every one with a generated/<id>.c)")
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--memory", type=int, default=1_000_000, help="records scored for the memory check (0: none)")
    args = ap.parse_args()
    rulesets = args.rulesets or sorted(p.stem for p in (ROOT / "generated").glob("*.c"))
    out = Path(tempfile.mkdtemp(prefix="mjc-bench-native-"))

    built = {}
    start = time.perf_counter()
    for ruleset in rulesets:
        one = time.perf_counter()
        built[ruleset] = compile_module(ROOT / "generated" / f"{ruleset}.c", f"_{ruleset}", out)
        print(f"compiled generated/{ruleset}.c in {time.perf_counter() - one:.1f} s")
    print(f"all {len(built)} native modules compiled in {time.perf_counter() - start:.1f} s (one after another)\n")

    for ruleset in rulesets:
        python = importlib.import_module(f"generated.{ruleset}")
        python_score = getattr(python, "score_python", python.score)
        native, import_ms = load(built[ruleset], f"_{ruleset}")
        native.bind(python_score)
        make = generator(ruleset)
        rng = random.Random(args.seed)
        records = [make(rng) for _ in range(args.hands)]
        differ = sum(native.score(r) != python_score(r) for r in records)
        if differ:
            print(f"{ruleset}: the native and Python scorers disagree on {differ} of {args.hands} deals; not timed")
            continue
        fast, slow = ([], []), ([], [])
        for _ in range(args.rounds):
            two_passes(native.score, records, *fast)
            two_passes(python_score, records, *slow)
        rejected = sum("error" in python_score(r) for r in records)
        print(f"{ruleset}: {args.hands} random legal deals ({rejected} not legal wins), best of {args.rounds} interleaved rounds"
              f" (import of the native module {import_ms:.1f} ms)")
        compared(("native", "python"), fast, slow,
                 lambda n, p: f"ratio python/native {min(p) / min(n):6.1f}x", "")

    if "mcr" in built:
        against_peer(built["mcr"], args)

    if args.memory and rulesets:
        ruleset = rulesets[0]
        python = importlib.import_module(f"generated.{ruleset}")
        native, _ms = load(built[ruleset], f"_{ruleset}")
        native.bind(getattr(python, "score_python", python.score))
        rng = random.Random(args.seed)
        make = generator(ruleset)
        records = [make(rng) for _ in range(1000)]
        native.score_many(records)
        before = resident_mib()
        for _ in range(args.memory // len(records)):
            native.score_many(records)
        after = resident_mib()
        print(f"memory: {ruleset} scored {args.memory:,} records natively; resident {before:.1f} MiB before, "
              f"{after:.1f} MiB after ({after - before:+.1f} MiB)")


if __name__ == "__main__":
    main()
