"""Lines a second: `mjc score --jobs 1` on MCR hands, its native line path against its Python path and PyMahjongGB.

    python bench/bench_lines.py [--per-family N] [--rounds R] [--seed S]

The hands are tests/deals/mcr_families.py's (N of each family: wins of 8 fan and more, with kongs, flowers and
special shapes as often as any fan), one JSON record a line in a file. Timed, in interleaved rounds, best round
kept, each from the file to its output lines:

- mjc score, line path: batch.score_inputs with one job, as `mjc score -r mcr FILE --jobs 1` scores (the output
  kept in memory, not written): each line read and written by the native module's score_json_line;
- mjc score, Python path: the same with MJC_NO_LINE_PATH=1 (json.loads, the native scorer, json.dumps);
- PyMahjongGB: a plain Python loop over a file of the peer's argument lists, one a line: json.loads of the line,
  MahjongFanCalculator (verbose, its answer naming each fan), json.dumps of its answer.

Before the timing, the two paths' outputs are checked to be the same bytes. The goal is the line path at 1.5x the
PyMahjongGB loop's lines a second or more.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compiler import batch  # noqa: E402
from compiler.lines import LINE_PATH_OFF  # noqa: E402
from tests.deals.mcr_families import family_records  # noqa: E402
from tests.mcr_peer import to_peer  # noqa: E402

PEER_ARGS = ("pack", "hand", "winTile", "flowerCount", "isSelfDrawn", "is4thTile", "isAboutKong", "isWallLast",
             "seatWind", "prevalentWind")


def mjc_score(path: Path, line_path: bool) -> bytes:
    """The output of `mjc score -r mcr PATH --jobs 1`, made in this process."""
    source = batch.ScorerSource.of(ROOT / "specs" / "mcr.yaml", ROOT, {})
    out = []
    if line_path:
        os.environ.pop(LINE_PATH_OFF, None)
    else:
        os.environ[LINE_PATH_OFF] = "1"
    try:
        batch.score_inputs(source, [batch.Input(str(path), path)], lambda _index, data: out.append(data), jobs=1)
    finally:
        os.environ.pop(LINE_PATH_OFF, None)
    return b"".join(out)


def peer_loop(path: Path) -> bytes:
    """Each line of a file of PyMahjongGB argument lists scored by it, its answer written as a JSON line."""
    from MahjongGB import MahjongFanCalculator
    out = []
    with open(path, "rb") as lines:
        for line in lines:
            a = json.loads(line)
            try:
                answer = MahjongFanCalculator(pack=tuple(map(tuple, a[0])), hand=tuple(a[1]), winTile=a[2],
                                              flowerCount=a[3], isSelfDrawn=a[4], is4thTile=a[5], isAboutKong=a[6],
                                              isWallLast=a[7], seatWind=a[8], prevalentWind=a[9], verbose=True)
            except TypeError as exc:  # its way of refusing a hand
                answer = {"error": str(exc)}
            out.append(json.dumps(answer, ensure_ascii=False) + "\n")
    return "".join(out).encode("utf-8")


def lines_per_second(call, n: int) -> float:
    start = time.perf_counter()
    call()
    return n / (time.perf_counter() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-family", type=int, default=30)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    import generated.mcr as mcr
    try:
        import MahjongGB  # noqa: F401
        peer_missing = None
    except ImportError as exc:
        peer_missing = f"PyMahjongGB does not import ({exc}; pip install -e '.[peer]'): its loop is not timed"
    records = [r for hands in family_records(random.Random(args.seed), args.per_family).values() for r in hands]
    random.Random(args.seed).shuffle(records)
    folder = Path(tempfile.mkdtemp(prefix="mjc-bench-lines-"))
    ours, theirs = folder / "records.jsonl", folder / "peer.jsonl"
    ours.write_bytes(b"".join(json.dumps(r, ensure_ascii=False).encode("utf-8") + b"\n" for r in records))
    theirs.write_text("".join(json.dumps([to_peer(r)[k] for k in PEER_ARGS]) + "\n" for r in records), encoding="utf-8")
    n = len(records)

    fast, plain = mjc_score(ours, True), mjc_score(ours, False)
    assert fast == plain, "the line path's output differs from the Python path's"
    assert fast.count(b"\n") == n and b'"error"' not in fast, "every hand is a win both paths score"

    timings: dict[str, list[float]] = {"line": [], "python": [], "peer": []}
    for _ in range(args.rounds):
        timings["line"].append(lines_per_second(lambda: mjc_score(ours, True), n))
        timings["python"].append(lines_per_second(lambda: mjc_score(ours, False), n))
        if peer_missing is None:
            timings["peer"].append(lines_per_second(lambda: peer_loop(theirs), n))
    best = {k: max(v) for k, v in timings.items() if v}

    print(f"mcr: {n:,} family hands ({args.per_family} of each family), one JSON line each; "
          f"best of {args.rounds} interleaved rounds (scorer: {mcr.BACKEND})")
    print(f"  mjc score --jobs 1, native line path   {best['line']:10,.0f} lines/s   ({1e6 / best['line']:.2f} us a line)")
    print(f"  mjc score --jobs 1, Python path        {best['python']:10,.0f} lines/s   ({1e6 / best['python']:.2f} us a line)")
    if peer_missing is None:
        print(f"  PyMahjongGB loop (loads, calc, dumps)  {best['peer']:10,.0f} lines/s   ({1e6 / best['peer']:.2f} us a line)")
    print(f"  ratio line path / Python path          {best['line'] / best['python']:6.2f}x")
    if peer_missing is None:
        print(f"  ratio line path / PyMahjongGB loop     {best['line'] / best['peer']:6.2f}x   (goal: 1.5x or more)")
        print(f"  ratio Python path / PyMahjongGB loop   {best['python'] / best['peer']:6.2f}x")
    else:
        print(f"  {peer_missing}")
    print("  the output of the two paths: the same bytes")


if __name__ == "__main__":
    main()
