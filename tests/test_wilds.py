"""Wild tiles (tiles.wilds): a ruleset's wild tile stands for any tile in play in the sets and pairs it may.

Two specs written here play wilds: one whose wild is a fixed tile (the Red Dragon, as 红中麻将 plays it) and one whose
wild is the tile after the record's `wild_indicator` (翻鬼), with wilds kept out of seven pairs; a third takes the
wild from the record and lets a claimed meld hold wilds. Hands holding 0 to 4 wilds score alike in the reference
interpreter, the Python module, the native module and the JavaScript module, wrong and missing wild fields are the
same error in each, waits count a wild, the language's names for wilds read what the arrangement chose, and deals
of the bundled hongzhong ruleset played by `mjc simulate` score without an error, alike in every back end. The native
and JavaScript parts skip only where compiler/optional.py finds no C compiler or no Node.js (tests/conftest.py).
"""

from __future__ import annotations

import functools
import json
import random

import pytest

from compiler.errors import SpecErrors
from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from compiler.runtime import NEXT_TILE, parse_tiles, tile_name, tiles_text
from compiler.simulate import simulate
from tests.conftest import ROOT, interpreted, tiers
from tests.deals.hongzhong import random_hongzhong_record
from tests.test_hand_size import assert_alike, dumped, interpreter_results, js_results, native_results, python_results

PATTERNS = """\
patterns:
  - id: pengpenghu
    name: {zh: 碰碰胡, en: all pungs}
    when: "shape == standard and all(s in sets: s.is_pung)"
  - id: qidui
    name: {zh: 七对, en: seven pairs}
    when: "shape == seven_pairs"
  - id: qingyise
    name: {zh: 清一色, en: full flush}
    when: "count(distinct(s in sets + pairs: s.suit)) == 1"
  - id: yinghu
    name: {zh: 硬胡, en: no wilds}
    when: "no_wilds"
  - id: guiwei
    name: {zh: 鬼归位, en: wilds as themselves}
    when: "not no_wilds and all(t in stands_for: t.is_wild)"
  - id: wild_pungs
    name: {zh: 鬼刻, en: pungs with wilds}
    when: "any(s in pungs: s.wilds > 0)"
    count: "count(s in pungs: s.wilds > 0)"
    value: "0"
  - id: wild_count
    name: {zh: 鬼数, en: wilds held}
    when: "count(wilds) > 0"
    value: "10 * count(wilds) + count(t in hand_tiles: t.is_wild)"
    adds_to: shown
  - id: wild_places
    name: {zh: 鬼位, en: where the wilds stand}
    when: "true"
    value: "sum(s in sets + pairs: s.wilds * (if s.is_pair then 100 else 1)) + 1000 * count(stands_for)"
    adds_to: shown
scoring:
  sums: [doublings, shown]
  value: "2 ** doublings"
  total: "2 ** doublings"
  parts: [shown]
settlement:
  win:
    - name: {zh: 自摸, en: self-draw}
      when: "self_drawn"
      pay:
        - {from: others, amount: "2 ** doublings", reason: {zh: 自摸, en: self-draw}}
    - name: {zh: 放炮, en: discard}
      when: "not self_drawn"
      pay:
        - {from: discarder, amount: "2 ** doublings", reason: {zh: 放炮, en: discard}}
"""


def wild_spec(ident: str, tiles: str, claims: str = "[pung, kong]") -> str:
    return f"""\
mjc: 1
id: {ident}
name: {{zh: 癞子测试, en: Wilds test}}
unit: {{id: points, zh: 分, en: points}}
tiles:
{tiles}
claims: {claims}
shapes:
  - id: standard
    name: {{zh: 基本和型, en: four sets and a pair}}
    sets: 4
    pairs: 1
  - id: seven_pairs
    name: {{zh: 七对, en: seven pairs}}
    pairs: 7
""" + PATTERNS


FIXED = wild_spec("redwild", '  hand: 123456789m123456789p123456789s7z\n  wilds: "7z"')
FLIPPED = wild_spec("flipped", "  hand: 123456789m123456789p123456789s1234567z\n  wilds: {after_indicator: true}\n"
                               "  wild_in: [sets, pair]")
NAMED = wild_spec("named", "  hand: 123456789m123456789p123456789s1234567z\n  wilds: {from_record: true}\n"
                           "  wild_melds: true", claims="[chow, pung, kong]")


@pytest.fixture(scope="module")
def specs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("wilds")
    out = {}
    for name, text in (("fixed", FIXED), ("flipped", FLIPPED), ("named", NAMED)):
        path = folder / f"{name}.yaml"
        path.write_text(text, encoding="utf-8")
        out[name] = compile_spec(path, f"{name}.yaml")
    return out


def wild_hand(rng: random.Random, kinds: list, wild: int, wilds: int, seven: bool) -> tuple[list, int]:
    """A winning hand (sets and a pair, or seven pairs) with `wilds` of its tiles turned into the wild, and its win
    tile; now and then one tile changed, which most likely makes no win."""
    kinds = [t for t in kinds if t != wild]
    lows = [t for t in kinds if t < 27 and t % 9 <= 6 and t + 1 in kinds and t + 2 in kinds]
    while True:
        if seven:
            tiles = [t for t in rng.sample(kinds, 7) for _ in range(2)]
        else:
            tiles = [t for _ in range(4) for t in ([rng.choice(lows) + i for i in range(3)] if rng.random() < 0.5
                                                   else [rng.choice(kinds)] * 3)]
            tiles += [rng.choice(kinds)] * 2
        if all(tiles.count(t) <= 4 for t in tiles):
            break
    rng.shuffle(tiles)
    tiles = [wild] * wilds + tiles[wilds:]
    if rng.random() < 0.08:
        tiles[rng.randrange(14)] = rng.choice(kinds)
    rng.shuffle(tiles)
    return tiles[:-1], tiles[-1]


def hand_records(spec: str, n: int, seed: int) -> list[dict]:
    """Records of a test spec whose winners hold 0 to 4 wilds (the indicator's or the record's, where they vary)."""
    rng = random.Random(seed)
    kinds = list(range(27)) + ([33] if spec == "fixed" else list(range(27, 34)))
    out = []
    for i in range(n):
        extra = {}
        wild = 33
        if spec == "flipped":
            indicator = rng.choice(kinds)
            wild, extra = NEXT_TILE[indicator], {"wild_indicator": tile_name(indicator)}
        elif spec == "named":
            wild = rng.choice(kinds)
            extra = {"wilds": tile_name(wild)}
        hand, win = wild_hand(rng, kinds, wild, i % 5, rng.random() < 0.25)
        record = {"hand": tiles_text(hand), "win_tile": tile_name(win), **extra}
        if rng.random() < 0.6:
            record["by"] = "self_draw"
        else:
            record["by"], record["from"] = "discard", rng.randrange(1, 4)
        out.append(record)
    return out


# Records every back end must refuse alike, by the spec they are for.
BROKEN = {
    "fixed": [
        {"hand": "123m456m789p5s7z", "melds": [{"kind": "pung", "tiles": "777z", "from": 1}], "win_tile": "5s",
         "by": "self_draw"},
        {"hand": "123m456m789p78s57z", "win_tile": "9s", "by": "self_draw", "wild_indicator": "5m"},
        {"hand": "1234567m7z7z7z7z7z", "win_tile": "9m", "by": "self_draw"},
        {"hand": "123m456m789p78s5s", "win_tile": "7z", "by": "self_draw", "wilds": "7z"},
    ],
    "flipped": [
        {"hand": "123m456m789p78s5s", "win_tile": "9s", "by": "self_draw"},
        {"hand": "123m456m789p78s5s", "win_tile": "9s", "by": "self_draw", "wild_indicator": 5},
        {"hand": "123m456m789p78s5s", "win_tile": "9s", "by": "self_draw", "wild_indicator": "55m"},
        {"hand": "123m456m789p78s5s", "win_tile": "9s", "by": "self_draw", "wild_indicator": "0m"},
        {"hand": "123m456m789p78s5s", "win_tile": "9s", "by": "self_draw", "wild_indicator": "8z"},
        {"hand": "123m456m789p78s5s", "win_tile": "9s", "by": "self_draw", "wild_indicator": None},
        {"hand": "123m456m789p78s5s", "win_tile": "9s", "by": "self_draw", "wild_indicator": "5m", "wilds": "6m"},
        {"players": [{"hand": "1111m456m789p78s5s"}, {}, {}, {}], "wild_indicator": "1m",
         "wins": [{"winner": 0, "win_tile": "9s", "by": "self_draw"}]},
        {"hand": "123m456m789p5s6m", "melds": [{"kind": "pung", "tiles": "666m", "from": 2}], "win_tile": "5s",
         "by": "self_draw", "wild_indicator": "5m"},
    ],
    "named": [
        {"hand": "123m456m789p78s5s", "win_tile": "9s", "by": "self_draw"},
        {"hand": "123m456m789p78s5s", "win_tile": "9s", "by": "self_draw", "wilds": ["5s"]},
        {"hand": "1m2m3m4m5m6m7m8m9m5s", "win_tile": "9m", "by": "self_draw", "wilds": "5s",
         "melds": [{"kind": "chow", "tiles": "345p", "from": 3, "wilds": "44p"}]},
        {"hand": "1m2m3m4m5m6m7m8m9m5s", "win_tile": "9m", "by": "self_draw", "wilds": "5s",
         "melds": [{"kind": "pung", "tiles": "555s", "from": 3}]},
        {"hand": "1m2m3m4m5m6m7m8m9m5s", "win_tile": "9m", "by": "self_draw", "wilds": "5s",
         "melds": [{"kind": "pung", "tiles": "555m", "from": 1, "wilds": 5}]},
        {"players": [{"hand": "1m2m3m4m5m6m7m8m9m5s", "melds": [{"kind": "pung", "tiles": "555s", "from": 3,
                                                                 "wilds": "555s"}]},
                     {"hand": "5s5s5s1z2z3z4z1p2p3p4p5p6p"}, {}, {}],
         "wins": [{"winner": 0, "win_tile": "9m", "by": "self_draw"}], "wilds": "5s"},
    ],
}

# Melds that hold wilds, where the record lets them (spec "named"): scored alike, natively by the Python reader.
MELDED = [
    {"hand": "1m2m3m4m5m6m7m8m9m5s", "win_tile": "9m", "by": "self_draw", "wilds": "5s",
     "melds": [{"kind": "pung", "tiles": "555m", "from": 1, "wilds": "5m"}]},
    {"hand": "1m2m3m4m5m6m7m8m9m5s", "win_tile": "9m", "by": "self_draw", "wilds": "5s",
     "melds": [{"kind": "chow", "tiles": "345p", "from": 3, "wilds": "4p"}]},
    {"hand": "1m2m3m4m5m6m7m8m9m5s", "win_tile": "9m", "by": "self_draw", "wilds": "5s",
     "melds": [{"kind": "pung", "tiles": "555s", "from": 3, "wilds": "555s"}]},
]


def all_records(spec: str) -> list[dict]:
    return hand_records(spec, 400, seed=7) + BROKEN[spec] + (MELDED if spec == "named" else [])


# ---------------------------------------------------------------- what a wild stands for

def win_of(compiled, record) -> dict:
    result = compiled.module().score(record)
    assert "error" not in result, (record, result)
    return result["wins"][0]


def shown(win) -> dict:
    return {p["id"]: p["value"] for p in win["details"]["shown_parts"]}


def test_a_pung_made_with_a_wild_is_a_pung_of_its_tile_with_one_wild(specs):
    win = win_of(specs["fixed"], {"hand": "111m222p333s55s7z7z", "win_tile": "9s", "by": "self_draw"})
    assert [p["id"] for p in win["patterns"]] == ["pengpenghu", "wild_pungs"]
    # two wilds: one in the pung of 5s, one in the pair of 9s; each stands for one tile
    assert shown(win) == {"wild_count": 22, "wild_places": 2101}


def test_wilds_alone_make_a_set_of_any_tile(specs):
    """Three wilds make a set of their own, standing for any tile: here characters, which makes a flush."""
    win = win_of(specs["fixed"], {"hand": "123456789m5m7z7z7z", "win_tile": "5m", "by": "self_draw"})
    assert [p["id"] for p in win["patterns"]] == ["qingyise"]
    assert shown(win)["wild_places"] == 3003  # a set of three wilds, standing for three tiles


def test_a_wild_may_stand_for_its_own_tile(specs):
    win = win_of(specs["fixed"], {"hand": "123m456m789p1s7z7z7z", "win_tile": "1s", "by": "self_draw"})
    assert "guiwei" in [p["id"] for p in win["patterns"]]


def test_no_wilds_is_a_hand_without_one(specs):
    win = win_of(specs["fixed"], {"hand": "123m456m789p78s55s", "win_tile": "9s", "by": "self_draw"})
    assert [p["id"] for p in win["patterns"]] == ["yinghu"] and "shown_parts" in win["details"]


def test_the_indicator_names_the_next_tile(specs):
    """9m turned up makes 1m wild: 9 to 1 in a suit; North turned up makes East wild, Red makes White."""
    flipped = specs["flipped"]
    record = {"hand": "234m456m789p78s55s", "win_tile": "1m", "by": "self_draw"}
    assert shown(win_of(flipped, dict(record, wild_indicator="9m")))["wild_count"] == 11
    assert "error" in flipped.module().score(dict(record, wild_indicator="1m"))  # 2m is wild: no win
    east = {"hand": "234m456m789p78s55s", "win_tile": "1z", "by": "self_draw"}
    assert shown(win_of(flipped, dict(east, wild_indicator="4z")))["wild_count"] == 11
    white = {"hand": "234m456m789p78s55s", "win_tile": "5z", "by": "self_draw"}
    assert shown(win_of(flipped, dict(white, wild_indicator="7z")))["wild_count"] == 11


def test_a_wild_stands_only_where_wild_in_lets_it(specs):
    """The flipped spec keeps wilds out of seven pairs: six pairs and a wild are no win there."""
    record = {"hand": "1122m3344p5566s7z", "win_tile": "9s", "by": "self_draw", "wild_indicator": "6z"}
    assert specs["flipped"].module().score(record)["error"]["code"] == "not_a_win"
    fixed = {"hand": "1122m3344p5566s7z", "win_tile": "9s", "by": "self_draw"}
    assert [p["id"] for p in win_of(specs["fixed"], fixed)["patterns"]] == ["qidui"]


def test_the_indicator_counts_as_a_seen_copy(specs):
    record = {"players": [{"hand": "123m456m789p78s55s"}, {"melds": [{"kind": "kong", "tiles": "5555m", "concealed": True}]},
                          {}, {}], "wild_indicator": "5m",
              "wins": [{"winner": 0, "win_tile": "9s", "by": "self_draw"}]}
    assert specs["flipped"].module().score(record)["error"]["code"] == "too_many_copies"


def test_a_meld_holding_wilds_where_the_ruleset_lets_it(specs):
    # a wild in the pung of 5m claimed, and one in hand standing for a 3m beside 4m 5m (the first reading in order)
    win = win_of(specs["named"], MELDED[0])
    assert shown(win) == {"wild_count": 21, "wild_places": 2002}
    assert shown(win_of(specs["named"], MELDED[2]))["wild_places"] == 4004


@pytest.mark.parametrize("spec, record, code, message", [
    ("flipped", BROKEN["flipped"][0], "missing_wilds", "wild_indicator: missing; this ruleset's wild is the tile after "
     "the one turned up at the start of the deal (翻鬼): give it, such as \"wild_indicator\": \"5m\""),
    ("flipped", BROKEN["flipped"][1], "bad_wilds", "wild_indicator: expected one playing tile of this ruleset, such as "
     "'5m', got 5"),
    ("named", BROKEN["named"][0], "missing_wilds", "wilds: missing; this ruleset's wild tile changes from deal to deal: "
     "give it, such as \"wilds\": \"5m\""),
    ("fixed", BROKEN["fixed"][0], "bad_meld", "players[0].melds[0]: 7z is wild in this deal, and no meld holds a wild "
     "in this ruleset"),
    ("named", BROKEN["named"][3], "bad_meld", "players[0].melds[0]: 5s is wild in this deal: give the tiles the meld's "
     "wilds stand for as its 'wilds'"),
    ("fixed", BROKEN["fixed"][1], "bad_record", None),
])
def test_wrong_wild_fields_are_record_errors(specs, spec, record, code, message):
    error = specs[spec].module().score(record)["error"]
    assert error["code"] == code and (message is None or error["message"] == message), error


# ---------------------------------------------------------------- every back end

@pytest.mark.parametrize("spec", ["fixed", "flipped", "named"])
def test_the_interpreter_scores_as_the_python_module(specs, spec):
    records = all_records(spec)
    assert_alike(records, python_results(specs[spec], records), interpreter_results(specs[spec], records),
                 "interpreter")


@pytest.mark.native
@pytest.mark.parametrize("spec", ["fixed", "flipped", "named"])
def test_the_native_module_scores_as_the_python_module(specs, spec, tmp_path):
    source, _why = specs[spec].native_source()
    assert "#define MJC_WILDS 1" in source and "mjc_arrange_wild" in source
    records = all_records(spec)
    assert_alike(records, python_results(specs[spec], records), native_results(specs[spec], tmp_path, records), "native")


@pytest.mark.node
@pytest.mark.parametrize("spec", ["fixed", "flipped", "named"])
def test_the_javascript_module_scores_as_the_python_module(specs, spec, tmp_path):
    records = all_records(spec)
    assert_alike(records, python_results(specs[spec], records), js_results(specs[spec], tmp_path, records), "javascript")


def test_every_number_of_wilds_wins(specs):
    """Of the records above, hands with 0, 1, 2, 3 and 4 wilds are wins in each spec."""
    for spec in ("fixed", "flipped", "named"):
        records = hand_records(spec, 400, seed=7)
        wins = [i % 5 for i, r in enumerate(records) if "error" not in specs[spec].module().score(r)]
        assert set(wins) == {0, 1, 2, 3, 4}, spec


# ---------------------------------------------------------------- waits

def test_waits_count_a_wild(specs):
    from compiler.runtime import waits
    module = specs["fixed"].module()

    def waits_of(text):
        return [tile_name(t) for t in waits(parse_tiles(text), [], module.SHAPES, 33, module.WILD_IN, module.PLAYABLE)]
    # a wild and four sets: the wild makes a pair with any tile in play, or with another wild (no honour but the
    # Red Dragon is in play, and a wild stands for none of them)
    assert waits_of("123m456p789s1m2m3m7z") == [tile_name(t) for t in range(27)] + ["7z"]
    # no wild held: the wild itself is a wait wherever any tile is
    assert waits_of("123m456p789s123m5m") == ["5m", "7z"]
    assert waits_of("1122m3344p5566s8s") == ["8s", "7z"]


@pytest.mark.parametrize("spec", ["fixed", "flipped"])
def test_waits_are_the_interpreters(specs, spec):
    """The runtime's waits of hands holding wilds, against the interpreter's meaning of `waits`."""
    from compiler.runtime import waits
    compiled = specs[spec]
    module, interpreter = compiled.module(), Interpreter(compiled.ruleset)
    rng = random.Random(3)
    kinds = sorted(compiled.ruleset.hand_tiles)
    for _ in range(60):
        wild = 33 if spec == "fixed" else rng.choice(kinds)
        hand, _win = wild_hand(rng, kinds, wild, rng.randrange(4), rng.random() < 0.3)
        expected = [t for t in range(34) if interpreter.complete(hand + [t], [], wild)]
        assert waits(sorted(hand), [], module.SHAPES, wild, module.WILD_IN, module.PLAYABLE) == expected, hand


# ---------------------------------------------------------------- the spec

@pytest.mark.parametrize("tiles, message", [
    ('  hand: 123456789m7z\n  wilds: "7z6z"', "tiles.wilds: one tile is wild"),
    ('  hand: 123456789m7z\n  wilds: "5z"', "tiles.wilds: 5z is not one of this ruleset's tiles (tiles.hand)"),
    ("  hand: 123456789m7z\n  wilds: {after_indicator: true, from_record: true}", "tiles.wilds: give a tile"),
    ("  hand: 123456789m7z\n  wild_in: [sets]", "tiles.wild_in: the spec has no wilds"),
    ('  hand: 123456789m7z\n  wilds: "7z"\n  wild_in: []', "tiles.wild_in: name where wilds may stand"),
    ('  hand: 123456789m7z\n  wilds: "7z"\n  wild_in: [sets, sets]', "tiles.wild_in: a place is named twice"),
    ('  hand: 123456789m7z\n  wilds: "7z"\n  wild_in: [pairs]', "one of sets, pair, seven_pairs"),
])
def test_a_wrong_wilds_section_is_a_positioned_error(compile_text, tiles, message):
    with pytest.raises(SpecErrors) as caught:
        compile_text(wild_spec("broken", tiles), "broken.yaml")
    (error,) = caught.value.errors
    assert message in error.message and error.span.file == "broken.yaml" and error.span.line >= 5, error


def test_is_wild_reads_the_deal_and_no_shape_condition_may(compile_text):
    text = wild_spec("broken", '  hand: 123456789m7z\n  wilds: "7z"').replace(
        "    pairs: 7\n", "    pairs: 7\n  - id: reds\n    name: {zh: 红, en: reds}\n"
                         "    tiles: \"count(t in tiles: t.is_wild) == 4\"\n", 1)
    with pytest.raises(SpecErrors) as caught:
        compile_text(text, "broken.yaml")
    (error,) = caught.value.errors
    assert "'.is_wild' reads the deal's wild tile" in error.message


def test_a_spec_without_wilds_writes_none_of_their_code(nanning):
    assert "WILD_IN" not in nanning.module_source and "wild" not in nanning.module_source
    source, _why = nanning.native_source()
    assert "MJC_WILDS" not in source and "mjc_arrange_wild" not in source
    assert "WILD_IN" not in nanning.js_source()


def test_a_house_ruleset_gives_its_tiles_whole(tmp_path):
    """`tiles` is replaced whole by a house ruleset: one that gives it without wilds plays none."""
    (tmp_path / "base.yaml").write_text(FIXED.replace("id: redwild", "id: base"), encoding="utf-8")
    (tmp_path / "house.yaml").write_text("extends: base.yaml\nid: house\ntiles:\n  hand: 123456789m123456789p123456789s7z\n",
                                         encoding="utf-8")
    house = compile_spec(tmp_path / "house.yaml", "house.yaml")
    assert house.ruleset.wilds is None
    (tmp_path / "flip.yaml").write_text("extends: base.yaml\nid: flip\ntiles:\n  hand: 123456789m123456789p123456789s1234567z\n"
                                        "  wilds: {after_indicator: true}\n", encoding="utf-8")
    flip = compile_spec(tmp_path / "flip.yaml", "flip.yaml")
    assert flip.ruleset.wilds.source == "indicator"
    assert "error" not in flip.module().score({"hand": "123m456m789p78s44z", "win_tile": "9s", "by": "self_draw",
                                               "wild_indicator": "3z"})


# ---------------------------------------------------------------- the bundled ruleset and its simulated deals

@pytest.fixture(scope="module")
def hongzhong():
    return compile_spec(ROOT / "specs" / "hongzhong.yaml", "specs/hongzhong.yaml")


# Deals the bots play: a bot weighs each discard by the waits it leaves, and with wilds in hand that is some
# 35 ms a deal in Python; the three back ends are compared on the same deals, made once.
SIMULATED = (200, 2_000)


@pytest.fixture(scope="module")
def simulated(hongzhong):
    """Deals of the hongzhong ruleset played by the bots (mjc simulate), by their number: each made once."""
    return functools.lru_cache(maxsize=2)(lambda deals: tuple(simulate(hongzhong.module(), deals, seed=23)))


def test_random_hongzhong_deals_hold_every_number_of_wilds(hongzhong):
    rng = random.Random(5)
    module = hongzhong.module()
    for wilds in range(5):
        records = [random_hongzhong_record(rng, wilds) for _ in range(40)]
        assert sum("error" not in module.score(r) for r in records) > 20, wilds


@tiers(*SIMULATED, "deals")
def test_simulated_hongzhong_deals_score_without_an_error(hongzhong, simulated, deals):
    records = simulated(deals)
    python = python_results(hongzhong, records)
    errors = [(r, p) for r, p in zip(records, python) if '"error"' in p]
    assert not errors, f"{len(errors)} of {deals} simulated deals are refused; the first: {errors[0]}"
    assert sum(bool(r["wins"]) for r in records) > deals // 2
    held = [(parse_tiles(r["players"][w["winner"]]["hand"]) + parse_tiles(w["win_tile"])).count(33)
            for r in records for w in r["wins"] if "hand" in r["players"][w["winner"]]]
    assert max(held) >= 2  # winners hold wilds
    assert_alike(interpreted(records), interpreted(python), interpreter_results(hongzhong, interpreted(records)),
                 "interpreter")


@pytest.mark.native
@tiers(*SIMULATED, "deals")
def test_simulated_hongzhong_deals_score_alike_natively(hongzhong, simulated, deals, tmp_path):
    records = simulated(deals)
    assert_alike(records, python_results(hongzhong, records), native_results(hongzhong, tmp_path, records), "native")


@pytest.mark.node
@tiers(*SIMULATED, "deals")
def test_simulated_hongzhong_deals_score_alike_in_javascript(hongzhong, simulated, deals, tmp_path):
    records = simulated(deals)
    assert_alike(records, python_results(hongzhong, records), js_results(hongzhong, tmp_path, records), "javascript")


def test_the_simulated_record_names_the_indicator(specs):
    """A ruleset whose wild follows an indicator: the table turns one up and the record gives it."""
    records = list(simulate(specs["flipped"].module(), 6, seed=2))
    assert all("wild_indicator" in r for r in records)
    assert dumped(specs["flipped"].module().score(r) for r in records) == interpreter_results(specs["flipped"], records)
