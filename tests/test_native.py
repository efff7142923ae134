"""The native back end (compiler/emit_c.py, runtime/mjc_runtime.h): the same results as the Python module
and the reference interpreter, record for record, byte for byte after json.dumps; clean under the sanitizers.

Each ruleset's committed generated/<id>.c is compiled here into tmp (so the tests check the C that ships)
and loaded beside its Python module. Without a C compiler and Python's headers these tests skip, unless
MJC_REQUIRE_NATIVE=1 (CI), which makes that a failure.
"""

from __future__ import annotations

import gc
import importlib
import importlib.util
import json
import os
import random
import subprocess
import sys
import textwrap

import pytest

from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from tests.conftest import (BUNDLED, FULL_RECORDS, INTERPRETED_SHARE, QUICK_RECORDS, ROOT, built_once,
                            compiled_bundled, ruleset_tiers, tiers)
from tests.deals import generator
from tests.test_fuzz import mutate_record

native_build = pytest.importorskip("compiler.native_build")

NATIVE = [p.stem for p in BUNDLED if (ROOT / "generated" / f"{p.stem}.c").is_file()]
BROKEN_SHARE = 4    # one record in four is a legal deal broken at a random place


@pytest.fixture(scope="session")
def require_native():
    missing = native_build.compiler_missing()
    if missing:
        if os.environ.get("MJC_REQUIRE_NATIVE") == "1":
            pytest.fail(f"MJC_REQUIRE_NATIVE=1, but {missing}")
        pytest.skip(f"the native back end cannot be built here: {missing}")


class NativeModules(dict):
    """ruleset id -> its native module, compiled from the committed C source when first asked for (once for the
    whole run), bound to its Python scorer."""

    def __init__(self, tmp_path_factory):
        super().__init__()
        self.tmp_path_factory = tmp_path_factory

    def __missing__(self, ruleset: str):
        if ruleset not in NATIVE:
            raise KeyError(ruleset)
        path = built_once(ROOT / "generated" / f"{ruleset}.c", f"_{ruleset}", self.tmp_path_factory)
        self[ruleset] = native = native_build.load_module(path, f"_{ruleset}")
        native.bind(python_scorer(ruleset))
        return native


@pytest.fixture(scope="session")
def built(tmp_path_factory, require_native) -> NativeModules:
    return NativeModules(tmp_path_factory)


def python_scorer(ruleset: str):
    """The Python module's own scorer (the one the native module defers to)."""
    module = importlib.import_module(f"generated.{ruleset}")
    return getattr(module, "score_python", module.score)


def records(ruleset: str, n: int, seed: int) -> list[dict]:
    make = generator(ruleset)
    rng = random.Random(seed)
    out = []
    for i in range(n):
        record = make(rng)
        out.append(mutate_record(record, rng) if i % BROKEN_SHARE == BROKEN_SHARE - 1 else record)
    return out


def test_every_bundled_ruleset_has_a_native_source():
    assert sorted(NATIVE) == sorted(p.stem for p in BUNDLED)


@ruleset_tiers(NATIVE, QUICK_RECORDS, FULL_RECORDS)  # random records per ruleset in the three-way differential
def test_native_python_and_interpreter_agree_on_random_and_broken_records(built, ruleset, deals):
    native = built[ruleset]
    python = python_scorer(ruleset)
    interpreter = Interpreter(compiled_bundled(ruleset).ruleset)
    deferred = []
    native.bind(lambda record: deferred.append(1) or python(record))
    try:
        differ = []
        for number, record in enumerate(records(ruleset, deals, seed=18)):
            native_result = json.dumps(native.score(record), ensure_ascii=False)
            python_result = json.dumps(python(record), ensure_ascii=False)
            if native_result != python_result or number % INTERPRETED_SHARE == 0 \
                    and json.dumps(interpreter.score(record), ensure_ascii=False) != python_result:
                differ.append((record, native_result, python_result))
    finally:
        native.bind(python)
    assert not differ, f"{len(differ)} of {deals} records differ; the first: {differ[0]}"
    # The native path is the one taken: most legal deals never reach the Python scorer.
    assert len(deferred) < deals * 0.6, f"{len(deferred)} of {deals} records were deferred to Python"


def shorthand(record: dict, rng: random.Random) -> dict | None:
    """A legal deal in the shorthand form (docs/guide/records.md): its one win's keys and its winner's seat's at
    the top level, the winner left out at times where it is seat 0; None for a deal with no win or several."""
    wins = record.get("wins", [])
    if len(wins) != 1:
        return None
    win = dict(wins[0])
    seat = record["players"][win["winner"]]
    if win["winner"] == 0 and rng.random() < 0.5:
        del win["winner"]
    return {**{k: v for k, v in record.items() if k not in ("players", "wins")}, **win, **seat}


@ruleset_tiers(NATIVE, QUICK_RECORDS, FULL_RECORDS)  # random deals per ruleset, each written in shorthand where it can be
def test_shorthand_records_are_scored_natively_with_the_python_results(built, ruleset, deals):
    """The shorthand form is read in C (it was always handed to Python): the same results, byte for byte,
    on random deals in that form and on those broken at a random place."""
    native, python = built[ruleset], python_scorer(ruleset)
    interpreter = Interpreter(compiled_bundled(ruleset).ruleset)
    make, rng = generator(ruleset), random.Random(31)
    legal = [s for s in (shorthand(make(rng), rng) for _ in range(deals)) if s is not None]
    broken = [mutate_record(r, rng) for r in legal[:len(legal) // BROKEN_SHARE]]
    deferred = []
    native.bind(lambda record: deferred.append(record) or python(record))
    try:
        for batch in (legal, broken):
            for number, record in enumerate(batch):
                native_result = json.dumps(native.score(record), ensure_ascii=False)
                assert native_result == json.dumps(python(record), ensure_ascii=False), record
                if number % INTERPRETED_SHARE == 0:
                    assert native_result == json.dumps(interpreter.score(record), ensure_ascii=False), record
            if batch is legal:
                scored_natively = len(legal) - len(deferred)
    finally:
        native.bind(python)
    assert len(legal) > deals // 3 and scored_natively > len(legal) * 0.6, (scored_natively, len(legal))


# Shorthand records built to find where the C reader and the Python one part: each is scored alike.
HOSTILE_SHORTHAND = [
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "discard", "from": 2, "winner": 3, "dealer": 3},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "discard", "from": 0},  # from the winner, seat 0
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "discard", "from": 1, "winner": 1},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "winner": True},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "winner": 4},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "winner": "0"},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "winner": None},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "winner": 2.0},
    {"hand": None, "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m789p78s55z", "by": "self_draw"},
    {"win_tile": "9s", "by": "self_draw"},
    {"by": "self_draw", "from": 1},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "players": [{}, {}, {}, {}]},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "wins": []},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "win_tiles": "9s"},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", 1: 2},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "id": "r1", "meta": {"any": ["thing"]}},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "id": float("nan")},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "id": 7, "ruleset": "someone_else"},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "round_wind": "S", "honba": 2,
     "riichi_sticks": 1, "ready": True, "declared_ready": False},
    {"hand": "1112345678999m", "win_tile": "9m", "by": "self_draw", "flowers": 2, "context": {"kong_replacement": True},
     "melds": []},
    {"hand": "789p78s55z", "melds": [{"kind": "kong", "tiles": "1111m", "concealed": True}], "win_tile": "9s",
     "by": "self_draw", "context": {"kong_replacement": True}},
    {"hand": "789p78s55z", "melds": [{"kind": "pung", "tiles": "111m", "from": 0}], "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "melds": None, "flowers": None},
    {"hand": "123m406m789p78s55z", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m789p78s55z", "win_tile": "0s", "by": "discard", "from": 3, "penalties": [{"type": "false_win", "seat": 1}]},
    {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "options": {"no_such_option": 1}},
    {"hand": "1m" * 150, "win_tile": "9s", "by": "self_draw"},
    {"hand": "5555m456m789p78s", "win_tile": "5m", "by": "self_draw"},
    {"declared": "flowers", "by": "self_draw", "flowers": "12345678f"},
    {"declared": "flowers", "hand": "123m456m789p78s5z", "flowers": "12345678f"},
]
# Those the C reader scores itself, in the rulesets below (the others the Python reader words).
NATIVE_SHORTHAND = {0, 1, 17, 20}


@pytest.mark.parametrize("ruleset", ["nanning", "riichi", "hongkong", "mcr"])
def test_hostile_shorthand_records_score_alike_natively(built, ruleset):
    native, python = built[ruleset], python_scorer(ruleset)
    deferred = []
    native.bind(lambda record: deferred.append(record) or python(record))
    try:
        for i, record in enumerate(HOSTILE_SHORTHAND):
            before = len(deferred)
            assert json.dumps(native.score(record)) == json.dumps(python(record)), record
            if i in NATIVE_SHORTHAND:
                assert len(deferred) == before, record  # read and scored in C
    finally:
        native.bind(python)


@pytest.mark.parametrize("ruleset", NATIVE)
def test_every_example_scores_alike_natively(built, ruleset):
    compiled = compile_spec(ROOT / "specs" / f"{ruleset}.yaml", f"specs/{ruleset}.yaml")
    native, python = built[ruleset], python_scorer(ruleset)
    for example in compiled.ruleset.examples:
        assert json.dumps(native.score(example.record)) == json.dumps(python(example.record)), example.id


# Kong chains whose added kongs stand where their pungs were made (docs/guide/records.md, kong chains): those the
# melds can make, which the C reader reads itself, and those they cannot, which it hands to the Python reader.
DAISANGEN_ON_AN_ADDED_KONG = {
    "dealer": 3, "honba": 1,
    "players": [{"hand": "234m5p", "melds": [{"kind": "kong", "tiles": "5555z", "added": True, "from": 1},
                                             {"kind": "pung", "tiles": "666z", "from": 3},
                                             {"kind": "pung", "tiles": "777z", "from": 2}]}, {}, {}, {}],
    "wins": [{"winner": 0, "win_tile": "5p", "by": "self_draw", "context": {"kong_replacement": True}}]}
NANNING_CHAIN = {"hand": "123m7z", "melds": [{"kind": "kong", "tiles": "6666s", "added": True, "from": 2},
                                             {"kind": "pung", "tiles": "999p", "from": 3},
                                             {"kind": "kong", "tiles": "5555p", "from": 1}],
                 "win_tile": "7z", "by": "self_draw", "context": {"kong_replacement": True, "kong_chain": 2}}
NANNING_DISCARD_AFTER_CHAIN = {
    "players": [{"hand": "123m456m789p78s55z"},
                {"hand": "2222z", "melds": [{"kind": "kong", "tiles": "4444z", "from": 3, "added": True},
                                            {"kind": "pung", "tiles": "333z", "from": 2},
                                            {"kind": "kong", "tiles": "1111z", "from": 0}]}, {}, {}],
    "wins": [{"winner": 0, "win_tile": "9s", "by": "discard", "from": 1, "context": {"kong_chain": 2, "discard_after_kong": True}}]}
NANNING_ROBBED_CHAIN = {
    "players": [{"hand": "123m456m789s68p55z"},
                {"hand": "1234567m", "melds": [{"kind": "kong", "tiles": "1111z", "from": 0, "added": True},
                                               {"kind": "pung", "tiles": "777p", "from": 2}]}, {}, {}],
    "wins": [{"winner": 0, "win_tile": "7p", "by": "robbing_kong", "from": 1, "context": {"kong_chain": 2}}]}
# Seat 1 made its concealed kong, then added to its 5p pung, then discarded: the events say the added kong came last.
SICHUAN_TIMED_CHAIN = {
    "options": {"hujiao_zhuanyi": True},
    "players": [{"hand": "123m456m789m23s55s"},
                {"hand": "123s456s7s", "melds": [{"kind": "kong", "tiles": "5555p", "added": True, "from": 2},
                                                 {"kind": "kong", "tiles": "8888p", "concealed": True}]}, {}, {}],
    "wins": [{"winner": 0, "win_tile": "1s", "by": "discard", "from": 1, "context": {"discard_after_kong": True}}],
    "events": [{"kong": [1, 1]}, {"kong": [1, 0]}, {"win": 0}]}


def with_chain(record: dict, n: int) -> dict:
    """The record with its win's chain of n kongs."""
    record = json.loads(json.dumps(record))
    win = record["wins"][0] if "wins" in record else record
    win["context"]["kong_chain"] = n
    return record


@pytest.mark.parametrize("ruleset, record, natively", [
    ("riichi", DAISANGEN_ON_AN_ADDED_KONG, True),
    ("nanning", NANNING_CHAIN, True),
    ("nanning", NANNING_DISCARD_AFTER_CHAIN, True),
    ("nanning", NANNING_ROBBED_CHAIN, True),
    ("sichuan", SICHUAN_TIMED_CHAIN, True),
    ("nanning", with_chain(NANNING_CHAIN, 3), False),               # two kongs can follow the 999p pung, not three
    ("nanning", with_chain(NANNING_DISCARD_AFTER_CHAIN, 3), False),
    ("nanning", with_chain(NANNING_ROBBED_CHAIN, 3), False),
])
def test_a_chain_with_an_added_kong_listed_in_place_scores_alike_natively(built, ruleset, record, natively):
    native, python = built[ruleset], python_scorer(ruleset)
    deferred = []
    native.bind(lambda r: deferred.append(r) or python(r))
    try:
        result = native.score(record)
    finally:
        native.bind(python)
    assert json.dumps(result) == json.dumps(python(record))
    assert ("error" in result) != natively and (not deferred) == natively, result


def test_score_many_is_score_of_each_in_order(built):
    native = built["nanning"]
    batch = records("nanning", 300, seed=5)
    assert native.score_many(batch) == [native.score(r) for r in batch]
    assert native.score_many(tuple(batch[:3])) == [native.score(r) for r in batch[:3]]
    with pytest.raises(TypeError):
        native.score_many(7)


def test_a_seat_without_a_hand_holds_no_more_melds_than_a_waiting_hand_natively(built):
    from tests.test_hostile_records import OVERFULL_MELDS
    native, python = built["hongkong"], python_scorer("hongkong")
    assert [native.score(r) for r in OVERFULL_MELDS] == [python(r) for r in OVERFULL_MELDS]
    from tests.test_line_path import compare, scorer_module
    _taken, differ = compare(native, scorer_module("hongkong", native), [json.dumps(r).encode() for r in OVERFULL_MELDS])
    assert differ == []


def test_a_definition_that_may_fail_is_worked_out_only_where_it_is_read_natively(tmp_path, require_native):
    from tests.test_language_edges import LAZY_RECORDS, lazy_in_the_loop_text
    (tmp_path / "lazy.yaml").write_text(lazy_in_the_loop_text(), encoding="utf-8")
    native, python = native_of(compile_spec(tmp_path / "lazy.yaml", "lazy.yaml"), tmp_path)
    assert [native.score(r) for r in LAZY_RECORDS] == [python(r) for r in LAZY_RECORDS]
    assert native.score(LAZY_RECORDS[0])["wins"][0]["total"] == 3


def test_a_hand_of_no_winning_shape_is_not_a_win_before_anything_of_it_is_worked_out_natively(tmp_path,
                                                                                                require_native):
    from tests.test_language_edges import NOT_A_WIN, failing_condition_text
    (tmp_path / "div.yaml").write_text(failing_condition_text(), encoding="utf-8")
    native, python = native_of(compile_spec(tmp_path / "div.yaml", "div.yaml"), tmp_path)
    records = [NOT_A_WIN, dict(NOT_A_WIN, hand="123m456p789s11z22z")]
    assert [native.score(r)["error"]["code"] for r in records] == ["not_a_win", "division_by_zero"]
    assert [native.score(r) for r in records] == [python(r) for r in records]


def test_a_definition_the_deal_s_rules_read_of_a_win_is_worked_out_for_the_best_arrangement_natively(
        tmp_path, require_native):
    from tests.test_language_edges import READ_OF_THE_WIN, read_of_the_win_text
    (tmp_path / "read.yaml").write_text(read_of_the_win_text(), encoding="utf-8")
    native, python = native_of(compile_spec(tmp_path / "read.yaml", "read.yaml"), tmp_path)
    assert [native.score(r) for r in READ_OF_THE_WIN] == [python(r) for r in READ_OF_THE_WIN]
    assert native.score(READ_OF_THE_WIN[0])["wins"][0]["total"] == 402


def test_records_no_json_can_hold_are_the_python_scorers_too(built):
    native, python = built["nanning"], python_scorer("nanning")

    class Odd(dict):
        pass

    record = records("nanning", 1, seed=3)[0]
    odd = [Odd(record), {**record, 1: 2}, {**record, "players": tuple(record["players"])}, [record], None, 7,
           {**record, "id": object()}, {**record, "dealer": 2 ** 70}]
    for r in odd:
        assert native.score(r) == python(r)



def test_a_record_scored_from_a_finalizer_while_another_is_scored_is_scored_right(built):
    """Finalizers that score records, armed at every allocation (they once ran inside a native scoring and
    overwrote its working space), get the Python scorer's results, and so does every record of the loop."""
    native, python = built["mcr"], python_scorer("mcr")
    batch = records("mcr", 200, seed=11)
    scored_inside = []

    class Cycle:
        def __init__(self):
            self.me = self  # only the collector frees it

        def __del__(self):
            inner = batch[len(scored_inside) % len(batch)]
            scored_inside.append((inner, native.score(inner)))

    threshold = gc.get_threshold()
    gc.set_threshold(1)
    try:
        got = []
        for record in batch:
            Cycle(), Cycle()
            got.append(native.score(record))
    finally:
        gc.set_threshold(*threshold)
        gc.collect()
    assert len(scored_inside) >= len(batch)
    assert got == [python(r) for r in batch]
    assert [result for _, result in scored_inside] == [python(r) for r, _ in scored_inside]


class Finalizer:
    """Garbage only the collector frees, whose finalizer runs `act` (and leaves another such object), while
    armed: with a threshold of 1, Python code runs at every object a result is made of."""

    def __init__(self, act):
        self.me, self.act = self, act

    def __del__(self):
        if self.act is not None:
            Finalizer(self.act)
            self.act()


def with_finalizers(act, call):
    """call() while finalizers running act() are armed; its value."""
    threshold = gc.get_threshold()
    gc.collect()
    armed = [act]
    Finalizer(lambda: armed[0] and armed[0]())
    gc.set_threshold(1)
    try:
        return call()
    finally:
        armed[0] = None
        gc.set_threshold(*threshold)
        gc.collect()



def python_run_inside(function, during: list, work):
    """work()'s answer; the name of each Python function that ran while the C `function` ran is added to `during`."""
    inside = []

    def profile(frame, event, arg):
        if event == "c_call" and arg is function:
            inside.append(arg)
        elif event in ("c_return", "c_exception") and arg is function:
            inside.pop()
        elif event == "call" and inside:
            during.append(frame.f_code.co_name)

    sys.setprofile(profile)
    try:
        return work()
    finally:
        sys.setprofile(None)


def test_no_python_code_runs_while_a_record_is_scored_natively(built):
    """Finalizers armed at every allocation run between native scorings, never inside one: no Python code (a heap
    walker, a finalizer that scores a record) ever sees a native result half made or shares its working space.
    (score_many may run Python code between its records, as iterating a generator does.)"""
    native, python = built["riichi"], python_scorer("riichi")
    make, rng = generator("riichi"), random.Random(12)
    batch = [make(rng) for _ in range(40)]  # legal deals: none is handed to the Python scorer, which runs Python code
    ran, during = [], []
    one_by_one, many = with_finalizers(lambda: ran.append(native.score(batch[len(ran) % len(batch)])),
                                       lambda: python_run_inside(native.score, during, lambda: (
                                           [native.score(r) for r in batch], native.score_many(batch))))
    assert ran and during == []
    assert one_by_one == many == [python(r) for r in batch]


def test_score_many_takes_records_one_at_a_time_as_python_does(built):
    native, python = built["nanning"], python_scorer("nanning")
    batch = records("nanning", 3, seed=14)

    def refilled():  # a reader that gives one dict, refilled for each record
        record = {}
        for r in batch:
            record.clear()
            record.update(r)
            yield record

    assert native.score_many(refilled()) == [python(r) for r in batch]


def test_a_result_holds_the_only_reference_to_its_lists(built):
    """Riichi's fu_parts detail: each list a result holds is freed with it (none kept by the scorer)."""
    native, python = built["riichi"], python_scorer("riichi")
    record = {"players": [{"hand": "123m456m789p23s55p"}, {}, {}, {}],
              "wins": [{"winner": 0, "win_tile": "4s", "by": "self_draw"}]}
    result = native.score(record)
    assert result == python(record)
    parts = result["wins"][0]["details"]["fu_parts"]
    assert [p["id"] for p in parts] == ["futei", *[p["id"] for p in parts][1:]]
    assert sys.getrefcount(parts) == 3  # the details dict, the name `parts` and getrefcount's argument
    for inner in (result["wins"], result["wins"][0], result["wins"][0]["patterns"], result["payments"]):
        assert sys.getrefcount(inner) == 4  # its holder, the tuple, `inner` and getrefcount's argument

def test_an_unbound_native_module_says_what_it_needs(tmp_path, require_native):
    native = native_build.load_module(native_build.compile_module(ROOT / "generated" / "nanning.c", "_nanning", tmp_path),
                                      "_nanning")
    python = importlib.import_module("generated.nanning")
    assert (native.SPEC_SHA256, native.BUILD_KEY) == (python.SPEC_SHA256, python.BUILD_KEY)
    with pytest.raises(RuntimeError, match="bind"):
        native.score({})  # an empty record defers: to no one yet
    with pytest.raises(TypeError):
        native.bind(3)


SANITIZED_RUN = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    import random
    from compiler.native_build import load_module
    from tests.deals import generator
    from tests.test_fuzz import mutate_record
    from tests.test_native import python_scorer, records, shorthand
    from tests.test_line_path import as_lines, compare, hostile_lines, scorer_module
    for ruleset, path in {paths!r}.items():
        native = load_module(path, "_" + ruleset)
        native.bind(python_scorer(ruleset))
        make, rng = generator(ruleset), random.Random(7)
        short = [s for s in (shorthand(make(rng), rng) for _ in range(1000)) if s is not None]
        batch = records(ruleset, 3000, seed=7) + short + [mutate_record(r, rng) for r in short[:300]]
        assert native.score_many(batch) == [python_scorer(ruleset)(r) for r in batch], ruleset
        raws = as_lines(batch, rng) + hostile_lines(as_lines(batch[:1], rng)[0], rng)  # the line path, hostile lines too
        taken, differ = compare(native, scorer_module(ruleset, native), raws)
        assert taken and not differ, (ruleset, differ[:1])
    print("sanitized runs clean")
""")


# A ruleset of each family: 17-tile hands (Taiwan), wilds (Guangdong, 红中), deals of several wins as events
# (血流成河), MCR's fans and knitted shapes, riichi's fu and Hong Kong's flowers and liability.
SANITIZED_RULESETS = ("nanning", "nanjing", "riichi", "hongkong", "mcr", "taiwan", "sichuan_xueliu", "guangdong",
                      "hongzhong", "zungjung")


@pytest.mark.full  # ten builds with the sanitizers take a minute and a half
def test_the_native_code_runs_clean_under_address_and_undefined_behaviour_sanitizers(tmp_path, require_native):
    """A native ruleset of each family built with -fsanitize=address,undefined scores 3,000 random and broken records,
    and random deals in the shorthand form, whole and broken; and the same as JSON lines, with hostile lines, by the
    line path (score_json_line)."""
    paths = {r: str(native_build.compile_module(ROOT / "generated" / f"{r}.c", f"_{r}", tmp_path, sanitize=True))
             for r in SANITIZED_RULESETS}
    runtime = subprocess.run([native_build.compiler_command()[0], "-print-file-name=libasan.so"],
                             capture_output=True, text=True).stdout.strip()
    env = dict(os.environ, LD_PRELOAD=runtime, ASAN_OPTIONS="detect_leaks=0:abort_on_error=1",
               UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
    done = subprocess.run([sys.executable, "-c", SANITIZED_RUN.format(root=str(ROOT), paths=paths)], env=env,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0 and "sanitized runs clean" in done.stdout, done.stderr[-3000:]
    assert "runtime error" not in done.stderr and "AddressSanitizer" not in done.stderr, done.stderr[-3000:]


# ---------------------------------------------------------------- the whole language, not only the bundled specs

def native_of(compiled, folder):
    """A spec compiled in memory, as a native module bound to its in-memory Python module."""
    source, why = compiled.native_source()
    assert source is not None, why
    rid = compiled.ruleset.id
    path = folder / f"{rid}.c"
    path.write_text(source, encoding="utf-8")
    native = native_build.load_module(native_build.compile_module(path, f"_{rid}", folder), f"_{rid}")
    python = compiled.module().score_python
    native.bind(python)
    return native, python


def test_a_product_or_power_overflows_at_64_bits_in_every_scorer(tmp_path, require_native):
    """The native scorer counts in 64 bits (and defers to Python past them); the Python scorer and the reference
    interpreter now stop a product or a power there too (`overflow`), so the three agree at the edges."""
    spec = tmp_path / "edges.yaml"
    spec.write_text("""mjc: 1
extends: nanning
id: edges
options:
  xa: {type: int, default: 1, range: [-1000000000, 1000000000], doc: {zh: a, en: a}}
  xb: {type: int, default: 1, range: [-1000000000, 1000000000], doc: {zh: b, en: b}}
  xc: {type: int, default: 1, range: [0, 64], doc: {zh: c, en: c}}
scoring:
  details: {product: "xa * xa * xb", power: "xa ** xc", sum: "xa * xa * xb + xa * xa * xb"}
""", encoding="utf-8")
    compiled = compile_spec(spec, "edges.yaml")
    native, python = native_of(compiled, tmp_path)
    record = {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}
    edges = {  # options: (product, power) as Python works them out, or the place that overflows
        (2 ** 29, 2 ** 4, 1): (2 ** 62, 2 ** 29),
        (2 ** 29, 2 ** 5, 1): "edges.yaml:9:23",       # 2**63
        (2 ** 29, -(2 ** 5), 1): (-(2 ** 63), 2 ** 29),  # -2**63 is 64 bits
        (-2, 1, 63): (4, -(2 ** 63)),
        (2, 1, 63): "edges.yaml:9:46",
        (2, 1, 62): (4, 2 ** 62),
        (3, 1, 39): (9, 3 ** 39),
        (3, 1, 40): "edges.yaml:9:46",
        (10 ** 9, 10 ** 9, 1): "edges.yaml:9:23",
    }
    for (a, b, c), want in edges.items():
        r = dict(record, options={"xa": a, "xb": b, "xc": c})
        got = python(dict(r))
        assert native.score(dict(r)) == got == Interpreter(compiled.ruleset).score(dict(r)), (a, b, c)
        if isinstance(want, str):
            assert got["error"]["code"] == "overflow" and want in got["error"]["message"], (a, b, c, got)
        else:
            details = got["wins"][0]["details"]
            assert (details["product"], details["power"]) == want and details["sum"] == 2 * want[0], (a, b, c)


def test_the_test_specs_score_alike_natively(tmp_path, require_native, mini):
    """The fixture spec (chows, flowers, a tile-condition shape, waits), the forms the passes rewrite
    (relations by table and by condition among them), and riichi's and Hong Kong's forms (tuples, text,
    tables, the table's account, red fives, declared wins, details and parts)."""
    from tests.conftest import MINI_TEXT
    from tests.deals.nanning import random_record
    from tests.test_language_features import SPEC as GROWTH, TANYAO
    from tests.test_properties import FORMS
    forms_path = tmp_path / "forms.yaml"
    forms_path.write_text(MINI_TEXT.replace("  - id: flower_bonus\n", FORMS + "  - id: flower_bonus\n"), encoding="utf-8")
    growth_path = tmp_path / "growth.yaml"
    growth_path.write_text(GROWTH, encoding="utf-8")
    specs = [mini, compile_spec(forms_path, "forms.yaml"), compile_spec(growth_path, "growth.yaml")]
    rng = random.Random(11)
    batch = [random_record(rng, chow_claims=True) for _ in range(3000)]
    batch = batch + [mutate_record(r, rng) for r in batch[:1000]]
    for i, compiled in enumerate(specs):
        (tmp_path / str(i)).mkdir()  # one folder each: forms is mini's id too, and a loaded library is not reloaded
        native, python = native_of(compiled, tmp_path / str(i))
        own = [e.record for e in compiled.ruleset.examples] + ([TANYAO] if compiled.ruleset.id == "growth" else [])
        for record in own + batch:
            assert json.dumps(native.score(record)) == json.dumps(python(record)), (compiled.ruleset.id, record)


@tiers(6, 40, "examples")  # each example is a C build of its own
def test_random_expressions_score_alike_natively(tmp_path, require_native, examples):
    """Random expressions (tests/test_properties.py) as a pattern's condition and value, a reject and a payment:
    the native module gives the Python module's result, or defers to it for the error, on every record."""
    from hypothesis import HealthCheck, given, settings
    from compiler.errors import SpecErrors
    from tests.test_properties import EXPRESSION_RECORDS, EXPRESSION_SPEC, bool_expr, int_expr
    seen, tried = [], iter(range(10 ** 6))

    @settings(max_examples=examples, deadline=None, derandomize=True, database=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
    @given(when=bool_expr(), value=int_expr(), reject=bool_expr(depth=2), amount=int_expr(depth=2))
    def check(when, value, reject, amount):
        folder = tmp_path / f"e{next(tried)}"  # one folder each: a loaded library is not reloaded
        folder.mkdir()
        path = folder / "random_expressions.yaml"
        path.write_text(EXPRESSION_SPEC.replace("{when}", when).replace("{value}", value)
                        .replace("{reject}", reject).replace("{amount}", amount), encoding="utf-8")
        try:
            compiled = compile_spec(path, "random_expressions.yaml")
        except SpecErrors:
            return
        native, python = native_of(compiled, folder)
        for record in EXPRESSION_RECORDS:
            assert json.dumps(native.score(record)) == json.dumps(python(record)), (when, value, reject, amount, record)
        seen.append(1)
    check()
    assert len(seen) >= examples * 3 // 4  # most random expressions compile: the comparison is not vacuous


def test_more_player_fields_than_the_c_runtime_holds_give_no_native_scorer(tmp_path):
    # The runtime keeps a record's player fields in arrays of 8: ten fields wrote past them, and a record that
    # gave the tenth crashed the process.
    fields = "".join(f"  f{i}: {{type: int, default: {i}, range: [0, 100], doc: {{zh: x, en: x}}}}\n" for i in range(9))
    spec = tmp_path / "fields.yaml"
    spec.write_text(f"mjc: 1\nextends: hongzhong\nid: fields\nname: {{zh: f, en: f}}\nplayers:\n{fields}",
                    encoding="utf-8")
    compiled = compile_spec(spec, "fields.yaml", ROOT / "specs")
    source, why = compiled.native_source()
    assert source is None and why == "9 player fields, more than 8"
    eight = spec.read_text(encoding="utf-8").replace("  f8: {type: int, default: 8, range: [0, 100], doc: {zh: x, en: x}}\n", "")
    spec.write_text(eight, encoding="utf-8")
    assert compile_spec(spec, "fields.yaml", ROOT / "specs").native_source()[0] is not None


def fixed_groups_spec(n: int, size: int = 2) -> str:
    """A ruleset whose shape `many` takes n fixed groups of one tile set each, of `size` tiles (11m, 22m, ...),
    and pairs and sets to make 14 tiles."""
    groups = "".join(f'  - {{id: g{i}, name: {{zh: 组{i}, en: group {i}}}, tiles: ["{f"{i % 9 + 1}m" * size}"]}}\n'
                     for i in range(n))
    rest = 14 - n * size
    return f"""mjc: 1
id: groups{n}
name: {{zh: 组, en: groups}}
unit: {{id: points, zh: 分, en: points}}
tiles:
  hand: 123456789m123456789p123456789s1234567z
claims: [pung, kong]
{"groups:" if n else ""}
{groups}shapes:
  - {{id: standard, name: {{zh: 基本, en: standard}}, sets: 4, pairs: 1}}
  - {{id: many, name: {{zh: 多组, en: many}}, groups: {{{", ".join(f"g{i}: 1" for i in range(n))}}}, sets: {rest % 2 * 3 // 3}, pairs: {(rest - rest % 2 * 3) // 2}}}
patterns:
  - {{id: many_groups, name: {{zh: 多组, en: many groups}}, when: "shape == many", value: "5"}}
scoring:
  value: "total_value"
settlement:
  win:
    - name: {{zh: 放炮, en: discard}}
      when: "not self_drawn"
      pay: [{{from: discarder, amount: "total_value", reason: {{zh: 放炮, en: discard}}}}]
    - name: {{zh: 自摸, en: self-draw}}
      when: "self_drawn"
      pay: [{{from: others, amount: "total_value", reason: {{zh: 自摸, en: self-draw}}}}]
"""


GROUP_RECORDS = [{"hand": "1122334455667m", "win_tile": "7m", "by": "discard", "from": 2},
                 {"hand": "1122334455667m", "win_tile": "7m", "by": "self_draw"}]


@pytest.mark.parametrize("n", [5, 7])
def test_a_shape_of_up_to_8_fixed_groups_scores_natively(tmp_path, require_native, n):
    # The runtime kept a shape's fixed groups in arrays of 4: five groups scored 0 natively (5 in Python), seven
    # crashed the process.
    spec = tmp_path / f"groups{n}.yaml"
    spec.write_text(fixed_groups_spec(n), encoding="utf-8")
    native, python = native_of(compile_spec(spec, spec.name), tmp_path)
    assert [native.score(r)["deltas"] for r in GROUP_RECORDS] == [python(r)["deltas"] for r in GROUP_RECORDS] \
        == [[5, 0, -5, 0], [15, -5, -5, -5]]


def test_a_shape_of_more_fixed_groups_than_the_c_runtime_holds_gives_no_native_scorer(tmp_path):
    spec = tmp_path / "groups9.yaml"
    spec.write_text(fixed_groups_spec(9, size=1), encoding="utf-8")  # nine tiles, a set and a pair
    assert compile_spec(spec, spec.name).native_source() == (None, "9 fixed groups in one shape, more than 8")


def relations_apart_spec(gap: int) -> str:
    """Two relation patterns over chows, of characters (value 1) and of dots (value 100), with `gap` plain
    patterns between them."""
    plain = "".join(f'  - {{id: plain{i}, name: {{zh: 填{i}, en: plain {i}}}, when: "flowers == {i % 7 + 1}", '
                    f'value: "{i + 1}"}}\n' for i in range(gap))
    return fixed_groups_spec(0).replace("id: groups0", "id: apart").replace("claims: [pung, kong]", "claims: [chow, pung, kong]") \
        .replace("patterns:\n", "relations: join_once\npatterns:\n"
                 '  - {id: in_chars, name: {zh: 万, en: chars}, among: "a, b in chows", '
                 'when: "a.tile == b.tile and a.tile.suit == characters", value: "1"}\n' + plain +
                 '  - {id: in_dots, name: {zh: 饼, en: dots}, among: "a, b in chows", '
                 'when: "a.tile == b.tile and a.tile.suit == dots", value: "100"}\n')


def test_relation_patterns_256_apart_are_told_apart_natively(tmp_path, require_native):
    # The C table of a family's best choices held a pattern's index in one byte: 256 was taken for 0, and
    # three chows of characters scored the dots' choice (nothing) natively, 1 in Python and JavaScript.
    spec = tmp_path / "apart.yaml"
    spec.write_text(relations_apart_spec(255), encoding="utf-8")
    compiled = compile_spec(spec, spec.name)
    assert [p.id for p in compiled.ruleset.patterns].index("in_dots") == 256
    native, python = native_of(compiled, tmp_path)
    for record, total in [({"hand": "123123123m789s1z", "win_tile": "1z", "by": "discard", "from": 2}, 1),
                          ({"hand": "123123123p789s1z", "win_tile": "1z", "by": "discard", "from": 2}, 100)]:
        assert native.score(record) == python(record)
        assert python(record)["wins"][0]["total"] == total


def test_a_family_past_pattern_96_is_searched_natively(tmp_path, require_native):
    # The search for a family's best choice kept the sets each pattern took in an array by pattern index, and
    # handed a family of patterns past the 96th to Python: every such hand deferred. It now numbers the patterns
    # found, at most 16 to a family.
    from tests.conftest import MINI_TEXT
    from tests.test_limits import RECORDS
    conditions = ["a.suit == b.suit", "a.number + 1 == b.number", "a.number == b.number", "a.number + 2 == b.number",
                  "a.number + 3 == b.number"]
    plain = "".join(f'  - {{id: plain_{i}, name: {{zh: 平{i}, en: plain {i}}}, when: "flowers == {i + 9}"}}\n'
                    for i in range(100))
    near = "".join(f'  - {{id: near_{i}, name: {{zh: 近{i}, en: near {i}}}, among: "a, b in sets", when: "{c}", '
                   f'value: "{i + 1}"}}\n' for i, c in enumerate(conditions))  # too many choices to tabulate
    spec = tmp_path / "far.yaml"
    spec.write_text(MINI_TEXT.replace("id: mini\n", "id: far\n").replace("  - id: all_pungs\n", plain + near + "  - id: all_pungs\n", 1),
                    encoding="utf-8")
    compiled = compile_spec(spec, spec.name)
    assert min(i for i, p in enumerate(compiled.ruleset.patterns) if p.id.startswith("near_")) > 100
    native, python = native_of(compiled, tmp_path)
    deferred = []
    native.bind(lambda record: deferred.append(record) or python(record))
    records = RECORDS + [{"hand": "123m234m345m456m9p", "win_tile": "9p", "by": "self_draw"}]
    results = [native.score(r) for r in records]
    assert results == [python(r) for r in records] and deferred == []
    assert any(p["id"].startswith("near_") for r in results for w in r["wins"] for p in w["patterns"])


SANITIZED = textwrap.dedent("""
    import json, sys
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from compiler.native_build import load_module
    from compiler.pipeline import compile_spec
    compiled = compile_spec(Path({spec!r}), Path({spec!r}).name, Path({root!r}) / "specs")
    native = load_module({path!r}, {module!r})
    python = compiled.module().score_python
    native.bind(python)
    for record in json.loads({records!r}):
        assert native.score(record) == python(record), record
    print("sanitized runs clean")
""")

NINE_SINGLES = """mjc: 1
extends: mcr
id: nine
name: {zh: 九单, en: nine singles}
groups:
  - {id: solo, name: {zh: 单, en: single}, tiles: ["1m", "2m", "3m"]}
shapes:
  - {id: singles, name: {zh: 九单, en: nine singles}, groups: {solo: 9}, sets: 1, pairs: 1}
patterns:
  - id: two_solo
    name: {zh: 两单, en: two singles}
    among: "a, b in sets"
    when: "a.number + 1 == b.number"
    value: "1"
"""


@pytest.mark.full  # builds with the sanitizers
@pytest.mark.parametrize("name, text, records", [
    # The search for the best choice of relation instances keeps 8 sets; a shape of nine singles and a set gave it
    # ten, and it read past its arrays (AddressSanitizer: stack-buffer-overflow in mjc_search_from).
    ("nine", NINE_SINGLES, [{"hand": "111222333m456p7s", "win_tile": "7s", "by": "self_draw", "winner": 0}]),
    # A shape of as many fixed groups as the runtime holds (8, of single tiles), and one that takes 7 pairs.
    ("groups8", fixed_groups_spec(8, size=1), [{"hand": "1234567812399m", "win_tile": "9m", "by": "self_draw"}]),
    ("groups7", fixed_groups_spec(7), GROUP_RECORDS),
    # A family's choice table keyed by pattern indexes past 255.
    ("apart", relations_apart_spec(300), [{"hand": "123123123m789s1z", "win_tile": "1z", "by": "discard", "from": 2},
                                          {"hand": "123123123p789s1z", "win_tile": "1z", "by": "self_draw"}]),
])
def test_specs_at_the_c_runtime_s_capacities_run_clean_under_the_sanitizers(tmp_path, require_native, name, text,
                                                                             records):
    spec = tmp_path / f"{name}.yaml"
    spec.write_text(text, encoding="utf-8")
    compiled = compile_spec(spec, spec.name, ROOT / "specs")
    source, why = compiled.native_source()
    assert source is not None, why
    rid = compiled.ruleset.id
    (tmp_path / f"{rid}.c").write_text(source, encoding="utf-8")
    path = native_build.compile_module(tmp_path / f"{rid}.c", f"_{rid}", tmp_path, sanitize=True)
    runtime = subprocess.run([native_build.compiler_command()[0], "-print-file-name=libasan.so"],
                             capture_output=True, text=True).stdout.strip()
    env = dict(os.environ, LD_PRELOAD=runtime, ASAN_OPTIONS="detect_leaks=0:abort_on_error=1",
               UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
    script = SANITIZED.format(root=str(ROOT), spec=str(spec), path=str(path), module=f"_{rid}",
                              records=json.dumps(records))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and "sanitized runs clean" in done.stdout, done.stderr[-3000:]
    assert "runtime error" not in done.stderr and "AddressSanitizer" not in done.stderr, done.stderr[-3000:]


# ---------------------------------------------------------------- the whole language, not only the bundled specs

