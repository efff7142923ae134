"""Records a second of `mjc score` on one core and on several: the same file of records scored in this process and
in worker processes, rounds interleaved, the best of each printed with their ratio.

    python bench/bench_batch.py [--records N] [--jobs J] [--rounds R] [--seed S] [RULESET ...]

The records are random legal deals of the ruleset (tests/deals), one in ten of them broken as a log's bad lines
are (tests/test_fuzz.py mutate_record), written as one .jsonl file; every result line is written to /dev/null's like.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compiler.batch import ScorerSource, default_jobs, expand_inputs, score_inputs  # noqa: E402
from tests.deals import generator  # noqa: E402
from tests.test_fuzz import mutate_record  # noqa: E402


def records_file(ruleset_id: str, count: int, seed: int, folder: Path) -> Path:
    rng = random.Random(seed)
    make = generator(ruleset_id)
    path = folder / f"{ruleset_id}.jsonl"
    with open(path, "w", encoding="utf-8") as out:
        for i in range(count):
            record = make(rng)
            if i % 10 == 9:
                record = mutate_record(record, rng)
            out.write(json.dumps(record) + "\n")
    return path


def timed(source: ScorerSource, path: Path, jobs: int) -> tuple[float, int]:
    written = []
    start = time.perf_counter()
    tally = score_inputs(source, expand_inputs([str(path)]), lambda _i, data: written.append(len(data)), jobs=jobs)
    return time.perf_counter() - start, tally.records


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rulesets", nargs="*", default=["mcr", "nanning"])
    ap.add_argument("--records", type=int, default=100_000)
    ap.add_argument("--jobs", type=int, default=default_jobs())
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"{args.records:,} records a ruleset, 1 process against {args.jobs} workers, "
          f"best of {args.rounds} interleaved rounds ({default_jobs()} cores here)\n")
    with tempfile.TemporaryDirectory(prefix="mjc-bench-batch-") as tmp:
        for ruleset_id in args.rulesets:
            path = records_file(ruleset_id, args.records, args.seed, Path(tmp))
            source = ScorerSource.of(ROOT / "specs" / f"{ruleset_id}.yaml", ROOT, {})
            one, many = [], []
            for _ in range(args.rounds):
                seconds, n = timed(source, path, 1)
                one.append(seconds)
                seconds, m = timed(source, path, args.jobs)
                many.append(seconds)
                assert n == m == args.records
            backend = getattr(source.load(), "BACKEND", "python")
            print(f"{ruleset_id} ({backend} scorer):")
            print(f"  1 process   {args.records / min(one):10,.0f} records/s  ({min(one):.2f} s)")
            print(f"  {args.jobs} workers   {args.records / min(many):10,.0f} records/s  ({min(many):.2f} s)")
            print(f"  ratio       {min(one) / min(many):10.2f}x  (goal at least 1.8x on 2 cores)\n")


if __name__ == "__main__":
    main()
