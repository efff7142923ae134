"""Deals a second of the Tenhou mjlog reader on one core: the files' bytes already in memory, each read into records.

    python bench/bench_logs.py [--rounds R] [--games N] [--seed S]

The files are the real logs beside the project (../shared/logs/tenhou, the three-player one left out) where they are
there; else `--games` games the benchmark writes itself, each eight drawn deals of a shuffled wall played out
(every seat draws and discards the tile it drew, 70 draws a deal), which have no calls, riichi or wins and so read
faster than real games. Printed: the best of `--rounds` interleaved rounds of the reader with its C scanner
(compiler/logs/_mjlog.c, where it is built), of the Python reader alone, and of the Python reader with every tag read
by itself (no bulk runs of draws and discards), with the ratios and the goal; and the first round of a fresh process
(the ready check's cache empty). On a machine others share, the best round's CPU time (process time) is printed too:
it leaves out the time the process waits for a core, which the wall clock counts.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compiler.logs import read_tenhou  # noqa: E402
from compiler.logs.common import read_source  # noqa: E402
from compiler.logs.scanner import scanner_missing  # noqa: E402
from compiler.logs.tenhou import _read, _Reader  # noqa: E402

LOGS = ROOT.parent / "shared" / "logs" / "tenhou"
GOAL = 20_000  # deals a second on one core (the aim)


def real_logs() -> list[tuple[str, bytes]]:
    """(name, bytes) of each four-player log beside the project; none where they are not there."""
    if not LOGS.is_dir():
        return []
    return [(path.name, path.read_bytes()) for path in sorted(LOGS.glob("*.xml")) if path.name != "sanma2.xml"]


def drawn_deal(rng: random.Random, round_: int) -> str:
    """A deal played out to the wall's end: each seat draws and throws the tile it drew; no seat's discards are all
    terminals and honours (that would be nagashi mangan, which the log would have to name)."""
    while True:
        wall = list(range(136))
        rng.shuffle(wall)
        dealer = round_ % 4
        hands = [wall[13 * s:13 * s + 13] for s in range(4)]
        dora, live = wall[52], wall[53:53 + 70]
        rivers = [[], [], [], []]
        tags = []
        for turn, tile in enumerate(live):
            seat = (dealer + turn) % 4
            tags.append(f"<{'TUVW'[seat]}{tile}/><{'DEFG'[seat]}{tile}/>")
            rivers[seat].append(tile)
        if all(any(t < 108 and (t >> 2) % 9 not in (0, 8) for t in river) for river in rivers):
            break
    hai = " ".join(f'hai{s}="{",".join(map(str, hands[s]))}"' for s in range(4))
    return (f'<INIT seed="{round_},0,0,1,1,{dora}" ten="250,250,250,250" oya="{dealer}" {hai}/>' + "".join(tags)
            + '<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0"/>')


def written_logs(games: int, seed: int) -> list[tuple[str, bytes]]:
    """`games` games of eight drawn deals each, written by drawn_deal."""
    rng = random.Random(seed)
    logs = []
    for game in range(games):
        deals = "".join(drawn_deal(rng, round_) for round_ in range(8))
        text = ('<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="a" n1="b" n2="c" n3="d"/>'
                f'<TAIKYOKU oya="0"/>{deals}</mjloggm>')
        logs.append((f"written{game}.xml", text.encode()))
    return logs


def read_all(logs: list[tuple[str, bytes]], bulk: bool, native: bool = True) -> tuple[float, int, float]:
    """Seconds to read every log (with the C scanner where `native` and it is built), the deals read, and the CPU
    seconds it took."""
    deals = 0
    cpu = time.process_time()
    start = time.perf_counter()
    for name, data in logs:
        if bulk and native:
            deals += len(read_tenhou(data, name=name))
        else:
            label, raw = read_source(data, name)
            text = raw.decode("utf-8")
            deals += len(_read(label, raw, text, None, native=False) if bulk else
                         _Reader(label, text, None, bulk=False).read())
    return time.perf_counter() - start, deals, time.process_time() - cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--games", type=int, default=25)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    logs = real_logs()
    source = f"the real logs in {LOGS}"
    if not logs:
        logs = written_logs(args.games, args.seed)
        source = f"{args.games} written games of drawn deals (the real logs are not at {LOGS})"
    missing = scanner_missing()
    first, deals, _cpu = read_all(logs, bulk=True)
    native, python, tag_by_tag = [], [], []
    native_cpu, python_cpu = [], []
    for _ in range(args.rounds):
        wall, _deals, cpu = read_all(logs, bulk=True)
        native.append(wall)
        native_cpu.append(cpu)
        wall, _deals, cpu = read_all(logs, bulk=True, native=False)
        python.append(wall)
        python_cpu.append(cpu)
        tag_by_tag.append(read_all(logs, bulk=False)[0])
    best, plain, slow = min(native), min(python), min(tag_by_tag)
    best_cpu, plain_cpu = min(native_cpu), min(python_cpu)
    print(f"{len(logs)} files, {deals} deals: {source}; best of {args.rounds} interleaved rounds, one core\n")
    print(f"  first round        {deals / first:10,.0f} deals/s  ({first * 1000:.1f} ms, a fresh process)")
    print(f"  reader             {deals / best:10,.0f} deals/s  ({best * 1000:.1f} ms, "
          + (f"Python alone: {missing})" if missing else "with the C scanner)"))
    print(f"  Python reader      {deals / plain:10,.0f} deals/s  ({plain * 1000:.1f} ms, no C scanner)")
    print(f"  tag by tag         {deals / slow:10,.0f} deals/s  ({slow * 1000:.1f} ms, no bulk runs)")
    print(f"  ratio              {plain / best:10.2f}x  (the reader against the Python reader)")
    print(f"  ratio              {slow / plain:10.2f}x  (the Python reader's bulk runs against tag by tag)")
    print(f"  of the goal        {deals / best / GOAL:10.2f}   ({GOAL:,} deals/s)")
    print(f"  CPU time: reader   {deals / best_cpu:10,.0f} deals/s, Python reader {deals / plain_cpu:,.0f} "
          f"({plain_cpu / best_cpu:.2f}x; {deals / best_cpu / GOAL:.2f} of the goal)")


if __name__ == "__main__":
    main()
