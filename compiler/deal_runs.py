"""Runs over many deals in worker processes: simulated deals written as records (`mjc simulate`), the same
deals scored under two scorers and compared (`mjc impact`), and logged games played (`mjc game`). Deal number i comes from (seed, i) alone, so a run
gives the same bytes whatever the number of workers."""

from __future__ import annotations

import json
import sys
import zlib
from collections import deque
from contextlib import nullcontext
from dataclasses import dataclass
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Callable, Iterable, Iterator

from .batch import SPAN_BYTES, Input, NoWorkers, ScorerSource, alone_note, open_input, worker_pool
from .escape import terminal_line
from .impact import Impact
from .lines import record_lines

DEALS_A_TASK = 200  # some tens of milliseconds of play: a task's passing costs little beside it
IN_FLIGHT = 4


def in_order(task: Callable, arguments: Iterable[tuple], jobs: int,
             lost: Callable[[tuple], object] | None = None) -> Iterator:
    """task(*args) for each of `arguments`, in their order: here with one job, else in `jobs` worker processes,
    a few tasks a worker in flight at once, so that memory stays bounded.

    A worker that dies (killed, or out of memory) breaks the pool: without `lost`, that ends the run. With it, the
    tasks in flight are run again, the first alone in a fresh worker: a task that kills that one too gives
    lost(args) in its place, and the run goes on."""
    pool = None
    if jobs > 1:
        try:
            pool = worker_pool(jobs)
        except NoWorkers as exc:
            alone_note(str(exc))
    if pool is None:
        for args in arguments:
            yield task(*args)
        return
    pending: deque[tuple[tuple, Future]] = deque()

    def submitted(args: tuple) -> Future:
        try:
            return pool.submit(task, *args)
        except BrokenProcessPool as exc:  # a worker died since the last task was handed over: recovered in turn
            if lost is None:
                raise
            failed: Future = Future()
            failed.set_exception(exc)
            return failed

    def next_done() -> object:
        nonlocal pool
        args, future = pending.popleft()
        try:
            return future.result()
        except BrokenProcessPool:
            if lost is None:
                raise
        pool.shutdown(wait=True, cancel_futures=True)
        pool = worker_pool(1)
        try:
            done = pool.submit(task, *args).result()
        except BrokenProcessPool:
            done = lost(args)
        pool.shutdown(wait=True)
        pool = worker_pool(jobs)  # the others again: one of them may be the task that killed the worker
        for at, (again, _future) in enumerate(pending):
            pending[at] = (again, submitted(again))
        return done

    try:
        for args in arguments:
            pending.append((args, submitted(args)))
            if len(pending) >= jobs * IN_FLIGHT:
                yield next_done()
        while pending:
            yield next_done()
    finally:  # a run cut short waits for no task not yet started
        pool.shutdown(wait=True, cancel_futures=True)


def parts(deals: int, start: int = 0) -> Iterator[tuple[int, int]]:
    """(first deal, how many) of each task of a run of `deals` deals from `start`."""
    for first in range(start, start + deals, DEALS_A_TASK):
        yield first, min(DEALS_A_TASK, start + deals - first)


# ---------------------------------------------------------------- mjc simulate


def simulated_lines(source: ScorerSource, seed: int, first: int, count: int,
                    log_format: str = "records") -> tuple[bytes, int, int]:
    """Deals first..first+count-1 as JSON lines of records, or as the events of a log format (mjai: its lines;
    tenhou6: each deal after the log's separator), with how many of them end in a win and how many wins they hold."""
    from .simulate import simulate, simulate_play
    module = source.load()
    lines, won, wins = [], 0, 0
    if log_format == "records":
        records = simulate(module, count, seed, first)
    else:
        from .logs.mjai import mjai_deal, mjai_line
        from .logs.tenhou6 import TENHOU6_SEPARATOR, tenhou6_deal, tenhou6_text
        records = []
        for index in range(first, first + count):
            record, play = simulate_play(module, seed, index)
            records.append(record)
            if log_format == "mjai":
                lines += [mjai_line(event) for event in mjai_deal(play)]
            else:
                lines.append(TENHOU6_SEPARATOR + tenhou6_text(tenhou6_deal(play)))
    for record in records:
        if log_format == "records":
            lines.append(json.dumps(record, ensure_ascii=False) + "\n")
        won += bool(record.get("wins"))
        wins += len(record.get("wins") or ())
    return "".join(lines).encode("utf-8"), won, wins


# ---------------------------------------------------------------- mjc impact


def unaddressed(record):
    """A record without the ruleset it names, so that both scorers take it as theirs."""
    return {key: value for key, value in record.items() if key != "ruleset"} if isinstance(record, dict) else record


def compared(base: ScorerSource, other: ScorerSource, labels: tuple[str, str],
             items: Iterable[tuple[int, object]]) -> Impact:
    """The records (each with its place in the run) scored under both scorers, accumulated."""
    base_rt, other_rt = base.load(), other.load()
    impact = Impact(*labels, (base_rt.UNIT, other_rt.UNIT))
    for index, record in items:
        record = unaddressed(record)
        impact.add(record, _scored(base_rt, record), _scored(other_rt, record), index)
    return impact


def compared_lines(base: ScorerSource, other: ScorerSource, labels: tuple[str, str],
                   lines: list[tuple[int, int, bytes | None]]) -> Impact:
    """Lines of records files (each with its place in the run and its line number) read here, in the worker, and
    compared; a line that is not JSON counts as refused by both, under the code `mjc score` gives it."""
    from .lines import read_line, record_decoder
    base_rt, other_rt = base.load(), other.load()
    decoder = record_decoder(base_rt.MAX_NUMBER_DIGITS)
    impact = Impact(*labels, (base_rt.UNIT, other_rt.UNIT))
    for index, number, raw in lines:
        read = read_line(number, raw, decoder, base_rt)
        if read is None:
            continue
        record, error = read
        if error is not None:
            impact.add({}, error, error, index)
        else:
            record = unaddressed(record)
            impact.add(record, _scored(base_rt, record), _scored(other_rt, record), index)
    return impact


def record_lines_of(inputs: list[Input], stdin, limit: int, size: int = 500) -> Iterator[list[tuple[int, int, bytes | None]]]:
    """The lines of records files in lists of `size`, each line with its place in the run and its line number;
    an input that cannot be read to its end is said on standard error, and its lines so far are kept."""
    chunk, index, held = [], 0, 0
    for source in inputs:
        try:
            stream, _position = open_input(source, stdin)
            with stream if source.path is not None else nullcontext(stream):  # standard input stays open
                for number, raw in enumerate(record_lines(stream, limit), 1):
                    chunk.append((index, number, raw))
                    index, held = index + 1, held + len(raw or b"")
                    if len(chunk) >= size or held >= SPAN_BYTES:  # long lines make short lists
                        yield chunk
                        chunk, held = [], 0
        except (OSError, EOFError, zlib.error) as exc:
            print(terminal_line(f"mjc: {source.name}: read as far as it could be ({type(exc).__name__}: {exc})"),
                  file=sys.stderr)
    if chunk:
        yield chunk


def compared_deals(base: ScorerSource, other: ScorerSource, labels: tuple[str, str], seed: int, first: int,
                   count: int) -> Impact:
    """Deals first..first+count-1, played at a table of the base ruleset, scored under both and accumulated."""
    from .simulate import simulate
    deals = simulate(base.load(), count, seed, first)
    return compared(base, other, labels, enumerate(deals, first))


def _scored(rt, record: dict) -> dict:
    try:
        return rt.score(record)
    except Exception as exc:  # a scorer fault is one record's error, not the end of the run
        return rt.internal_error_result(exc)


@dataclass(frozen=True)
class Unread:
    """A file the main process could not read (a stream, read there once): the problem its games' task says."""
    code: str
    message: str


Problems = list[tuple[str, str, "int | None"]]  # (code, message, a part's records read before it)


def games_of(name: str, data: bytes | Unread | None, part=None, cut_games: bool = False) -> tuple[list, Problems, bool]:
    """Each game of one file (its bytes in `data` where read already; or `part`, a botzone.MatchPart of the file
    `name`), the file's problems, and whether the reading stopped at a flood of them. A broken match of a file of
    matches is one problem, and its other matches are kept, a game each; a part is read whole, its problems each
    with the part's records read before it, for the caller to count them over the file (cli.games_by_file); a
    game cut short is kept where `cut_games` asks (its deals before the problem)."""
    from .logs import LogError, read_games
    from .logs.botzone import read_match_part
    from .logs.common import reader_fault
    from .logs.games import match_games
    if isinstance(data, Unread):
        return [], [(data.code, data.message, None)], False
    try:
        if part is not None:
            return match_games(read_match_part(name, part, counted=False)) or [], [], False
        return (read_games(data, name) if data is not None else read_games(name)), [], False
    except LogError as exc:
        cut = [(name, exc.records)] if cut_games and exc.records else []
        games = cut if exc.one_game else match_games(exc.records) or cut
        return games, [(e.code, e.message, e.records_before) for e in (exc, *exc.others)], exc.stopped
    except Exception as exc:  # a fault of the reader on some file: said, and the next file is read
        fault = reader_fault(name, exc)
        return [], [(fault.code, fault.message, None)], False


def played_games(source: ScorerSource, name: str, data: bytes | Unread | None, rules, settings: dict[str, str],
                 check: bool, part=None) -> tuple[list, Problems, bool]:
    """Each game of one file (games_of) played under the game rules, a room's own where its log gives them; the
    file's problems (code, message), and whether its reading stopped at a flood. A game cut short is not played."""
    from .game import play_game, with_room, with_settings
    from .logs.common import reader_fault
    module = source.load()
    games, problems, stopped = games_of(name, data, part)
    try:
        return [play_game(label, records, module.score, with_settings(with_room(rules, records), settings),
                          check=check) for label, records in games], problems, stopped
    except Exception as exc:  # a fault of the game's player on some file: said, and the next file is played
        fault = reader_fault(name, exc)
        return [], [*problems, (fault.code, fault.message, None)], stopped


def compared_game_file(base: ScorerSource, other: ScorerSource, labels: tuple[str, str], name: str,
                       data: bytes | Unread | None, part=None) -> tuple[tuple[Impact, list[dict]], Problems, bool]:
    """(the deals of one file's games (games_of, a game cut short included) compared, numbered from 0 in the file
    (Impact.merge renumbers them in the run); each game played under both scorers' game rules: its row,
    game.compared_games), the file's problems, and whether its reading stopped at a flood."""
    from .game import compared_games
    from .logs.common import reader_fault
    games, problems, stopped = games_of(name, data, part, cut_games=True)
    impact = compared(base, other, labels, enumerate(r for _label, records in games for r in records))
    try:
        return (impact, compared_games(games, base.load(), other.load())), problems, stopped
    except Exception as exc:  # a fault of the game's player on some file: said, and its deals are still compared
        fault = reader_fault(name, exc)
        return (impact, []), [*problems, (fault.code, fault.message, None)], stopped


def compared_part(base: ScorerSource, other: ScorerSource, labels: tuple[str, str], name: str, part,
                  kept: int) -> Impact:
    """The first `kept` deals of a part of a file of matches compared (where a flood of problems cut the part)."""
    from .logs import LogError
    from .logs.botzone import read_match_part
    try:
        records = read_match_part(name, part, counted=False)
    except LogError as exc:
        records = exc.records
    return compared(base, other, labels, enumerate(records[:kept]))


def merged(parts_done: Iterable[Impact], progress: Callable[[int], None] | None = None,
           renumbered: bool = False) -> Impact | None:
    """The parts' accumulators merged into the first, in order; with `renumbered`, each part's records numbered from
    0 are numbered after the parts before it."""
    whole = None
    for part in parts_done:
        if whole is None:
            whole = part
        else:
            whole.merge(part, whole.records if renumbered else 0)
        if progress is not None:
            progress(part.records)
    return whole
