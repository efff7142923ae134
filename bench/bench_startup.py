"""Wall time of a one-record `mjc score` for each bundled ruleset, and the import time of the runtime.

    python bench/bench_startup.py [--runs N] [--mjc PATH] [RULESET ...]

Each ruleset scores one legal deal of its own that wins (tests/deals) through the command, run `--runs` times (11
by default) as a new process with the record on standard input, in an empty folder; the median and the fastest
run are printed. A native scorer takes such a record; a record in the short form goes to the Python scorer, and
two more lines time nanning's with two of them. Most of a one-record call is starting Python and importing mjc: it is
what a script that calls mjc once a hand waits for each. The runtime's import is timed in a fresh process too.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compiler import bundled  # noqa: E402
from compiler.batch import bundled_scorer  # noqa: E402
from tests.deals import generator  # noqa: E402

IMPORT_RUNTIME = "import time; t = time.perf_counter(); import compiler.runtime; print(time.perf_counter() - t)"
# Records in the short form, which the Python scorer reads: the README's example, and a hand all of one suit (its
# suit tables for fourteen tiles are the largest part the first hand can have built).
SHORT_FORMS = (("nanning, short form", {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}),
               ("nanning, one suit", {"hand": "1112345678999m", "win_tile": "5m", "by": "self_draw"}))


def mjc_command(given: str | None) -> list[str]:
    """The installed `mjc` beside this Python (or the one named), else the package run as a module."""
    if given:
        return [given]
    beside = Path(sys.executable).with_name("mjc")
    if beside.is_file():
        return [str(beside)]
    found = shutil.which("mjc")
    return [found] if found else [sys.executable, "-m", "compiler"]


def winning_record(ruleset_id: str, seed: int) -> dict:
    """The first random legal deal of the ruleset from `seed` on that scores (one below a minimum is an error)."""
    scorer = bundled_scorer(bundled.SPECS / f"{ruleset_id}.yaml")
    deal = generator(ruleset_id)
    return next(record for record in map(deal, map(random.Random, range(seed, seed + 100)))
                if "deltas" in scorer.score(record))


def wall_times(command: list[str], record: dict, runs: int) -> list[float]:
    """Seconds of each of `runs` runs of a command, from start to exit; a failing run stops the bench."""
    times = []
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH")))))
    with tempfile.TemporaryDirectory() as folder:  # no specs/ here: the bundled scorer is what runs
        for _ in range(runs):
            start = time.perf_counter()
            done = subprocess.run(command, input=json.dumps(record).encode(), capture_output=True, cwd=folder, env=env)
            times.append(time.perf_counter() - start)
            if done.returncode != 0:
                sys.exit(f"{' '.join(command)} failed: {(done.stderr or done.stdout).decode(errors='replace')}")
    return times


def line(label: str, times: list[float]) -> str:
    return f"  {label:<22} median {statistics.median(times) * 1e3:6.1f} ms   fastest {min(times) * 1e3:6.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("rulesets", nargs="*", metavar="RULESET", help="bundled ruleset ids (default: all)")
    parser.add_argument("--runs", type=int, default=11, help="runs of each command")
    parser.add_argument("--mjc", help="the mjc command to time (default: the one installed beside this Python)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rulesets = args.rulesets or sorted(p.stem for p in bundled.SPECS.glob("*.yaml"))
    command = mjc_command(args.mjc)
    print(f"a one-record `{' '.join(Path(command[0]).name if i == 0 else c for i, c in enumerate(command))} score -r "
          f"RULESET`, {args.runs} runs each (wall time of the process):")
    for ruleset_id in rulesets:
        record = winning_record(ruleset_id, args.seed)
        print(line(ruleset_id, wall_times(command + ["score", "-r", ruleset_id], record, args.runs)))
    for label, record in SHORT_FORMS:
        print(line(label, wall_times(command + ["score", "-r", "nanning"], record, args.runs)))
    imports = []
    for _ in range(args.runs):
        done = subprocess.run([sys.executable, "-c", IMPORT_RUNTIME], capture_output=True, text=True, cwd=ROOT, check=True)
        imports.append(float(done.stdout))
    print("import of the runtime (compiler.runtime, in a fresh process):")
    print(line("import", imports))


if __name__ == "__main__":
    main()
