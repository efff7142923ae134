"""Microseconds per hand with 0 to 4 wilds: the hongzhong ruleset's Python module and its native build.

    python bench/bench_wilds.py [--hands N] [--rounds R] [--seed S] [--spec PATH]

A hand holding wilds is read in more ways than one without (each wild stands for any tile in play), and each
reading is scored: this is what that costs. The spec (specs/hongzhong.yaml by default: the four Red Dragons wild)
is compiled here, its C source built into a temporary folder where a C compiler is present, and both scorers take
the same random winning hands (tests/deals/hongzhong.py) holding 0, 1, 2, 3 and 4 wilds; every count's hands and
both scorers are timed in each round, interleaved, so that drift of the machine hits all of them, and the best
round of each is reported, with its ratio to the hands without a wild of the same scorer, and its first round (the
Python runtime fills its tables of each suit's readings as hands need them).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.bench_rulesets import per_hand  # noqa: E402
from compiler.pipeline import compile_spec  # noqa: E402
from tests.deals.hongzhong import random_hongzhong_record  # noqa: E402

GOALS = {"python": 2000.0, "native": 50.0}  # µs a hand with four wilds may take


def winning_hands(score, wilds: int, hands: int, rng: random.Random) -> list[dict]:
    """Random records whose winner holds `wilds` wilds, self-drawn and scored as wins."""
    out = []
    while len(out) < hands:
        record = random_hongzhong_record(rng, wilds)
        if record["wins"][0]["by"] == "self_draw" and "error" not in score(record):
            out.append(record)
    return out


def native_scorer(compiled, python_score):
    """The spec's native module, built in a temporary folder and bound to its Python scorer; None without a
    C compiler (and why)."""
    from compiler.native_build import compile_module, compiler_missing, load_module
    missing = compiler_missing()
    if missing:
        return None, missing
    source, why = compiled.native_source()
    if source is None:
        return None, why
    folder = Path(tempfile.mkdtemp(prefix="mjc-bench-wilds-"))
    name = f"_{compiled.ruleset.id}"
    path = folder / f"{compiled.ruleset.id}.c"
    path.write_text(source, encoding="utf-8")
    native = load_module(compile_module(path, name, folder), name)
    native.bind(python_score)
    return native, None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--spec", default=str(ROOT / "specs" / "hongzhong.yaml"))
    args = ap.parse_args()

    compiled = compile_spec(args.spec, Path(args.spec).name)
    python = compiled.module().score_python
    native, missing = native_scorer(compiled, python)
    scorers = {"python": python} | ({"native": native.score} if native is not None else {})
    rng = random.Random(args.seed)
    hands = {k: winning_hands(python, k, args.hands, rng) for k in range(5)}
    for k, records in hands.items():  # the native scorer gives the Python results, or the timing means nothing
        if native is not None and any(native.score(r) != python(r) for r in records):
            sys.exit(f"the native and Python scorers disagree on hands with {k} wilds")
    times = {(name, k): [] for name in scorers for k in hands}
    for _ in range(args.rounds):
        for k, records in hands.items():
            for name, score in scorers.items():
                times[name, k].append(per_hand(score, records))
    print(f"{compiled.ruleset.id}: {args.hands} random winning hands for each number of wilds, "
          f"best of {args.rounds} interleaved rounds")
    if native is None:
        print(f"  (no native build: {missing})")
    for name in scorers:
        base = min(times[name, 0])
        print(f"  {name}")
        for k in hands:
            best = min(times[name, k])
            print(f"    {k} wilds {best:10.1f} us/hand   ratio to no wild {best / base:6.1f}x   "
                  f"(first round, the runtime's tables cold: {times[name, k][0]:.1f})")
        four = min(times[name, 4])
        print(f"    four wilds within {GOALS[name]:.0f} us: {'yes' if four < GOALS[name] else 'NO'}")
    if native is not None:
        print("  ratio python/native: " + "  ".join(f"{k} wilds {min(times['python', k]) / min(times['native', k]):.0f}x"
                                               for k in hands))


if __name__ == "__main__":
    main()
