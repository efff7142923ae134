"""The benchmarks run and print what the README says they print (no timing is asserted here)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT
from tests.test_native import require_native  # noqa: F401  (the fixture: a C compiler and Python.h, or a skip)


def bench(script: str, *args: str) -> str:
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / script), *args], capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.peer
def test_mcr_bench_prints_the_ratios_the_import_and_the_stages():
    out = bench("bench_mcr_peer.py", "--hands", "40", "--rounds", "1")
    for line in ("generated/mcr.py", "PyMahjongGB (C++)", "reference interpreter", "ratio generated/PyMahjongGB",
                 "ratio interpreter/generated", "(import ", "the record read beforehand", "bench/bench_native.py mcr", "reading the record", "arrangements", "waits, per call",
                 "waits are asked for by"):
        assert line in out, out


def test_rulesets_bench_prints_each_ratio():
    out = bench("bench_rulesets.py", "nanning", "--hands", "40", "--rounds", "1")
    assert "generated/nanning.py" in out and "ratio interpreter/generated" in out, out


def test_native_bench_prints_compile_and_import_times_both_passes_and_the_memory(require_native):
    out = bench("bench_native.py", "nanning", "--hands", "40", "--rounds", "1", "--memory", "2000")
    for line in ("compiled generated/nanning.c in", "all 1 native modules compiled in", "(import of the native module",
                 "native ", "python ", "(first pass after the other's:", "ratio python/native",
                 "memory: nanning scored 2,000 records natively; resident"):
        assert line in out, out


def test_wilds_bench_prints_each_number_of_wilds_and_its_ratio():
    out = bench("bench_wilds.py", "--hands", "20", "--rounds", "1")
    for line in ("python", "0 wilds", "4 wilds", "ratio to no wild", "four wilds within 2000 us"):
        assert line in out, out


@pytest.mark.peer
def test_families_bench_prints_each_family_the_groups_and_the_overall_ratios(require_native):
    out = bench("bench_mcr_families.py", "--per-family", "2", "--riichi-per-family", "2", "--rounds", "1")
    for line in ("compiled and loaded generated/mcr.c", "82 families of 2 hands", "accepted by both scorers",
                 "seven_shifted_pairs", "flower_tiles_fan", "shape thirteen orphans", "4 kongs", "fan 88 and up",
                 "mcr overall: native", "above the goal of 0.8x", "floor/peer", "mcr floor (the record read and the "
                 "result made, no rule)", "riichi by family", "yakuman",
                 "open, under mangan", "riichi overall: native"):
        assert line in out, out


def test_the_floor_makes_each_result_anew_equal_and_shares_no_dict_or_list(require_native):
    """The families bench's floor (bench/result_floor.c) makes what the native scorer returns, object by object."""
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from bench_mcr_families import result_floor
    finally:
        sys.path.remove(str(ROOT / "bench"))
    rebuild = result_floor()
    record = {"players": [{"hand": "2334455667788m", "melds": []}], "wins": [{"winner": 0, "win_tile": "2m"}]}
    result = {"deltas": [-111, -111, 333, -111], "wins": [{"winner": 2, "total": 103, "unit": "fan", "patterns": [
        {"id": "seven_shifted_pairs", "name": "连七对", "value": 88, "count": 1}]}], "payments": [], "ok": True}
    made = rebuild(record, result)
    assert made == result and json.dumps(made) == json.dumps(result)
    assert made is not result and made["wins"] is not result["wins"] and made["wins"][0] is not result["wins"][0]
    assert made["wins"][0]["patterns"][0] is not result["wins"][0]["patterns"][0]
    assert made["deltas"][2] is not result["deltas"][2]  # a number above the small ones Python keeps made once


def test_batch_bench_prints_one_process_and_the_workers_with_the_processor_time():
    out = bench("bench_batch.py", "--records", "1200", "--rounds", "1", "--jobs", "2", "nanning", "mcr-rich")
    for line in ("1,200 records a ruleset, 1 process against 2 workers", "nanning (", "mcr-rich (",
                 "bytes a line, results", "1 process ", "2 workers ", "s of processor here", "in the workers",
                 "goal at least 1.8x on 2 cores", "times one process's"):
        assert line in out, out


def test_logs_bench_prints_the_reader_with_and_without_its_c_scanner_and_tag_by_tag():
    out = bench("bench_logs.py", "--rounds", "1", "--games", "2")
    for line in ("deals: ", "first round", "reader", "Python reader", "no C scanner", "tag by tag",
                 "(the reader against the Python reader)", "of the goal", "20,000 deals/s", "deals/s"):
        assert line in out, out
    assert "with the C scanner)" in out or "Python alone: " in out, out


def test_lines_bench_prints_both_paths_the_peer_loop_and_the_ratios():
    out = bench("bench_lines.py", "--per-family", "2", "--rounds", "1")
    for line in ("164 family hands", "native line path", "Python path", "ratio line path / Python path",
                 "the output of the two paths: the same bytes"):
        assert line in out, out
    assert "ratio line path / PyMahjongGB loop" in out or "PyMahjongGB does not import" in out, out
