"""Records a second of `mjc score` on one core and on several: the same file of records scored in this process and
in worker processes, rounds interleaved, the best of each printed with their ratio.

    python bench/bench_batch.py [--records N] [--jobs J] [--rounds R] [--seed S] [RULESET ...]

The records are random legal deals of the ruleset (tests/deals), one in ten of them broken as a log's bad lines
are (tests/test_fuzz.py mutate_record), written as one .jsonl file; every result line is written to /dev/null's like.
The ruleset `mcr-rich` stands for MCR hands drawn family by family (tests/deals/mcr_families.py: kongs, flowers,
special shapes and many fan as often as any fan), whose records and results are two to three times the size of
the random deals': a pool of them is drawn and written again and again under fresh ids.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compiler.batch import ScorerSource, default_jobs, expand_inputs, score_inputs  # noqa: E402
from tests.deals import generator  # noqa: E402
from tests.test_fuzz import mutate_record  # noqa: E402


RICH = "mcr-rich"
RICH_POOL = 2_000  # family hands drawn for the rich file: drawing each is slow (most tries fall short of 8 fan)


def rich_maker(rng: random.Random, count: int):
    """A maker of rich MCR records: a pool drawn family by family, handed out in turn under fresh ids."""
    from tests.deals.mcr_families import random_family_record
    pool = [random_family_record(rng) for _ in range(min(RICH_POOL, count))]
    made = iter(range(1 << 62))

    def make(_rng: random.Random) -> dict:
        n = next(made)
        return {**pool[n % len(pool)], "id": f"rich-{n}"}
    return make


def records_file(ruleset_id: str, count: int, seed: int, folder: Path) -> Path:
    rng = random.Random(seed)
    make = rich_maker(rng, count) if ruleset_id == RICH else generator(ruleset_id)
    path = folder / f"{ruleset_id}.jsonl"
    with open(path, "w", encoding="utf-8") as out:
        for i in range(count):
            record = make(rng)
            if i % 10 == 9:
                record = mutate_record(record, rng)
            out.write(json.dumps(record) + "\n")
    return path


def cpu_seconds() -> tuple[float, float]:
    """Processor seconds used so far by this process, and by its worker processes that have ended."""
    me, workers = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime, workers.ru_utime + workers.ru_stime


def timed(source: ScorerSource, path: Path, jobs: int) -> tuple[float, int, int, tuple[float, float]]:
    """Seconds to score the file with `jobs` jobs, the records scored, the bytes of results written and the
    processor seconds this process and the workers spent."""
    written = []
    before = cpu_seconds()
    start = time.perf_counter()
    tally = score_inputs(source, expand_inputs([str(path)]), lambda _i, data: written.append(len(data)), jobs=jobs)
    seconds = time.perf_counter() - start
    after = cpu_seconds()
    return seconds, tally.records, sum(written), (after[0] - before[0], after[1] - before[1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rulesets", nargs="*", default=["mcr", RICH, "nanning"])
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
            spec = "mcr" if ruleset_id == RICH else ruleset_id
            source = ScorerSource.of(ROOT / "specs" / f"{spec}.yaml", ROOT, {})
            one, many, one_cpu, many_cpu = [], [], [], []
            for _ in range(args.rounds):
                seconds, n, out, cpu = timed(source, path, 1)
                one.append(seconds)
                one_cpu.append(cpu)
                seconds, m, _out, cpu = timed(source, path, args.jobs)
                many.append(seconds)
                many_cpu.append(cpu)
                assert n == m == args.records
            backend = getattr(source.load(), "BACKEND", "python")
            print(f"{ruleset_id} ({backend} scorer; records {path.stat().st_size / n:,.0f} bytes a line, "
                  f"results {out / n:,.0f}):")
            alone, (parent, workers) = min(one_cpu)[0], min(many_cpu)
            print(f"  1 process   {args.records / min(one):10,.0f} records/s  ({min(one):.2f} s; {alone:.2f} s of processor)")
            print(f"  {args.jobs} workers   {args.records / min(many):10,.0f} records/s  ({min(many):.2f} s; "
                  f"{parent:.2f} s of processor here, {workers:.2f} s in the workers)")
            print(f"  ratio       {min(one) / min(many):10.2f}x  (goal at least 1.8x on 2 cores; "
                  f"the processor's work {(parent + workers) / alone:.2f} times one process's)\n")


if __name__ == "__main__":
    main()
