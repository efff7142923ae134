"""A ruleset's hand size (`tiles.size`): Taiwan's 16-tile mahjong wins with five sets and a pair, 17 tiles.

A spec written here plays it (a pure one-suit hand, kongs, waits, seven pairs and a pung, a shape judged on its
tiles, flowers) and its hands score alike in the reference interpreter, the Python module, the native module and
the JavaScript module; wrong tile counts are refused with the same error in each; every size from 5 to 20 scores
alike; a size that no hand can have is a positioned spec error; a house ruleset inherits the size or gives
its own; the sheets and the simulator follow the size; and random deals played by `mjc simulate` score without
an error, alike in every back end. The native and JavaScript parts skip only where compiler/optional.py finds
no C compiler or no Node.js (tests/conftest.py), like those of tests/test_native.py and tests/test_js.py.
"""

from __future__ import annotations

import functools
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from compiler.errors import SpecErrors
from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from compiler.render import render_html, render_markdown
from compiler.render_calculator import render_calculator
from compiler.simulate import simulate, simulate_deal
from tests.conftest import FULL_RECORDS, QUICK_RECORDS, ROOT, tiers

JS_DRIVER = ROOT / "tests" / "js" / "score.mjs"


def sized_spec(size: int, more_shapes: str = "", ident: str = "sixteen") -> str:
    """A spec of `size` tiles to win: (size - 2) / 3 sets and a pair, and patterns that read the whole hand."""
    return f"""\
mjc: 1
id: {ident}
name: {{zh: 十六张麻将, en: Sixteen-tile mahjong}}
unit: {{id: tai, zh: 台, en: tai}}
tiles:
  hand: 123456789m123456789p123456789s1234567z
  flowers: 12345678f
  size: {size}
claims: [chow, pung, kong]
shapes:
  - id: standard
    name: {{zh: 成组和, en: sets and a pair}}
    sets: {(size - 2) // 3}
    pairs: 1
{more_shapes}patterns:
  - id: qingyise
    name: {{zh: 清一色, en: full flush}}
    when: "count(distinct(t in tiles: t.suit)) == 1"
    value: "8"
  - id: pengpenghu
    name: {{zh: 碰碰胡, en: all pungs}}
    when: "shape == standard and all(s in sets: s.is_pung)"
    value: "4"
  - id: pinghu
    name: {{zh: 平胡, en: all chows}}
    when: "shape == standard and all(s in sets: s.is_chow)"
    value: "2"
  - id: menqing
    name: {{zh: 门清, en: concealed hand}}
    when: "not any(m in melds: m.claimed)"
  - id: zimo
    name: {{zh: 自摸, en: self-draw}}
    when: "self_drawn"
  - id: dudiao
    name: {{zh: 独听, en: one wait}}
    when: "count(waits) == 1"
  - id: gang
    name: {{zh: 杠, en: kong}}
    when: "count(kongs) > 0"
    count: "count(kongs)"
  - id: huapai
    name: {{zh: 花牌, en: flowers}}
    when: "flowers > 0"
    count: "flowers"
scoring:
  value: "3 + total_value"
settlement:
  win:
    - name: {{zh: 放炮, en: discard}}
      when: "not self_drawn"
      pay:
        - {{from: discarder, amount: "3 + total_value", reason: {{zh: 放炮, en: discard}}}}
    - name: {{zh: 自摸, en: self-draw}}
      when: "self_drawn"
      pay:
        - {{from: others, amount: "3 + total_value", reason: {{zh: 自摸, en: self-draw}}}}
"""


# Besides five sets and a pair: 嚦咕嚦咕 (seven pairs and a pung, 17 tiles) and thirteen kinds of terminal and
# honour with four more of them, a shape judged on its tiles.
SIXTEEN_SHAPES = """\
  - id: pairs_and_pung
    name: {zh: 嚦咕嚦咕, en: seven pairs and a pung}
    sets: 1
    pairs: 7
  - id: orphans
    name: {zh: 十三幺, en: thirteen orphans and four}
    tiles: "all(t in tiles: t.is_yaojiu) and count(distinct(t in tiles: t)) == 13"
"""
SIXTEEN = sized_spec(17, SIXTEEN_SHAPES)

# Hands of 17 tiles, and what each scores (total, patterns) in the Python module: each back end must agree.
HANDS = [
    ({"hand": "1112223334445556m", "win_tile": "6m", "by": "self_draw"},  # one suit: 11122233344455566m
     17, ["qingyise", "pengpenghu", "menqing", "zimo"]),
    ({"hand": "1112223334445556m", "win_tile": "5m", "by": "discard", "from": 2},
     12, ["qingyise", "menqing"]),
    ({"hand": "1234567899912345s", "win_tile": "5s", "by": "self_draw"},
     13, ["qingyise", "menqing", "zimo"]),
    ({"hand": "123m456m789m234p5z", "melds": [{"kind": "chow", "tiles": "678s", "from": 3}],
      "win_tile": "5z", "by": "discard", "from": 3}, 6, ["pinghu", "dudiao"]),
    ({"hand": "123m456p789s111z2z", "melds": [{"kind": "kong", "tiles": "5555s", "from": 1}],
      "win_tile": "2z", "by": "discard", "from": 1}, 5, ["dudiao", "gang"]),
    ({"hand": "123m456p789s2z", "flowers": "15f",
      "melds": [{"kind": "kong", "tiles": "5555s", "concealed": True}, {"kind": "kong", "tiles": "7777p", "from": 3}],
      "win_tile": "2z", "by": "self_draw", "context": {"kong_replacement": True}},
     9, ["zimo", "dudiao", "gang", "huapai"]),
    ({"hand": "11m22m33p44p55s66s77z88m", "win_tile": "8m", "by": "self_draw"},
     5, ["menqing", "zimo"]),
    ({"hand": "19m19p19s1234567z111m", "win_tile": "9m", "by": "discard", "from": 1},
     4, ["menqing"]),
]
# Tile counts of another size: refused with the error each back end gives alike.
WRONG_COUNTS = [
    ({"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}, 13),  # a 14-tile ruleset's hand
    ({"hand": "11122233344455566m", "win_tile": "6m", "by": "self_draw"}, 17),  # the winning tile kept in the hand
    ({"hand": "123m456p789s111z22z", "melds": [{"kind": "pung", "tiles": "555s", "from": 1}],
      "win_tile": "2z", "by": "discard", "from": 1}, 17),
]


@pytest.fixture(scope="module")
def sixteen(tmp_path_factory):
    path = tmp_path_factory.mktemp("sixteen") / "sixteen.yaml"
    path.write_text(SIXTEEN, encoding="utf-8")
    return compile_spec(path, "sixteen.yaml")


def dumped(results) -> list[str]:
    return [json.dumps(r, ensure_ascii=False) for r in results]


def python_results(compiled, records) -> list[str]:
    score = compiled.module().score_python
    return dumped(score(json.loads(json.dumps(r))) for r in records)


def interpreter_results(compiled, records) -> list[str]:
    interpreter = Interpreter(compiled.ruleset)
    return dumped(interpreter.score(r) for r in records)


def native_results(compiled, folder: Path, records) -> list[str]:
    """Each record's result from the spec's native module, built in `folder` (one folder a build: a library
    once loaded is not loaded again)."""
    from compiler import native_build
    source, why = compiled.native_source()
    assert source is not None, why
    name = f"_{compiled.ruleset.id}"
    path = folder / f"{compiled.ruleset.id}.c"
    path.write_text(source, encoding="utf-8")
    native = native_build.load_module(native_build.compile_module(path, name, folder), name)
    native.bind(compiled.module().score_python)
    return dumped(native.score(json.loads(json.dumps(r))) for r in records)


def js_results(compiled, folder: Path, records) -> list[str]:
    path = folder / f"{compiled.ruleset.id}.mjs"
    path.write_text(compiled.js_source(), encoding="utf-8")
    done = subprocess.run([shutil.which("node"), str(JS_DRIVER), str(path)], capture_output=True, text=True,
                          input="".join(json.dumps(r) + "\n" for r in records), encoding="utf-8", timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return dumped(json.loads(line) for line in done.stdout.split("\n")[:-1])


def assert_alike(records, expected: list[str], got: list[str], back_end: str) -> None:
    assert len(got) == len(records)
    differ = [i for i, (a, b) in enumerate(zip(expected, got)) if a != b]
    assert not differ, (f"{back_end}: {len(differ)} of {len(records)} results differ from the Python module's; the first:\n"
                        f"record {json.dumps(records[differ[0]])}\npython {expected[differ[0]]}\n"
                        f"{back_end} {got[differ[0]]}")


ALL_RECORDS = [r for r, _total, _patterns in HANDS] + [r for r, _count in WRONG_COUNTS]


# ---------------------------------------------------------------- 17-tile hands in every back end

def test_hands_of_seventeen_tiles_score_as_the_ruleset_says(sixteen):
    for record, total, patterns in HANDS:
        result = sixteen.module().score(record)
        assert "error" not in result, (record, result)
        win = result["wins"][0]
        assert (win["total"], [p["id"] for p in win["patterns"]]) == (total, patterns), (record, result)


def test_a_pure_one_suit_hand_is_read_every_way_its_tiles_go(sixteen):
    """11122233344455566m reads as five pungs and a pair, and as chows: the best reading is taken."""
    result = sixteen.module().score(HANDS[0][0])
    assert result["wins"][0]["total"] == 17 and result["deltas"] == [51, -17, -17, -17]
    chows = sixteen.module().score({"hand": "1112223334445556m", "win_tile": "4m", "by": "self_draw"})
    assert "pengpenghu" not in [p["id"] for p in chows["wins"][0]["patterns"]]


def test_wrong_tile_counts_name_the_size_of_a_waiting_hand(sixteen):
    for record, count in WRONG_COUNTS:
        error = sixteen.module().score(record)["error"]
        assert error["code"] == "tile_count", error
        assert error["message"].endswith(f"make {count} tiles; a waiting hand has 16 (kongs count 3)"), error


def test_the_interpreter_scores_as_the_python_module(sixteen):
    assert_alike(ALL_RECORDS, python_results(sixteen, ALL_RECORDS), interpreter_results(sixteen, ALL_RECORDS),
                 "interpreter")


@pytest.mark.native
def test_the_native_module_scores_as_the_python_module(sixteen, tmp_path):
    source, _why = sixteen.native_source()
    assert "#define MJC_HAND_SIZE 17" in source  # the runtime's tables are made for 17 tiles
    assert_alike(ALL_RECORDS, python_results(sixteen, ALL_RECORDS), native_results(sixteen, tmp_path, ALL_RECORDS),
                 "native")


@pytest.mark.node
def test_the_javascript_module_scores_as_the_python_module(sixteen, tmp_path):
    assert "hand_size: 17" in sixteen.js_source()
    assert_alike(ALL_RECORDS, python_results(sixteen, ALL_RECORDS), js_results(sixteen, tmp_path, ALL_RECORDS),
                 "javascript")


def test_the_waits_of_a_sixteen_tile_hand(sixteen):
    """The tiles that would complete a waiting hand, by the runtime's suit tables up to 17 tiles of a suit."""
    from compiler.runtime import parse_tiles, waits
    shapes = sixteen.module().SHAPES
    assert waits(sorted(parse_tiles("1112223334445556m")), [], shapes) == [0, 1, 2, 3, 4, 5, 6]  # 1m..7m
    assert waits(sorted(parse_tiles("1112345678999m123p")), [], shapes) == list(range(9))  # the nine gates
    assert waits(sorted(parse_tiles("19m19p19s1234567z11m")), [], shapes) == \
        [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]  # the shape judged on its tiles


# ---------------------------------------------------------------- every size

# A hand of each size with a one-suit reading, and the winning tile.
SIZED_HANDS = {
    5: ("1112m", "2m"),
    8: ("1112223m", "3m"),
    11: ("1112223334m", "4m"),
    14: ("1112223334445m", "5m"),
    17: ("1112223334445556m", "6m"),
    20: ("1112223334445556667m", "7m"),  # six pungs and a pair: what a suit makes reaches bit 31
}


def sized_records(size: int) -> list[dict]:
    hand, win_tile = SIZED_HANDS[size]
    others = [h for s, (h, _w) in SIZED_HANDS.items() if s != size]
    return [{"hand": hand, "win_tile": win_tile, "by": "self_draw"},
            {"hand": hand, "win_tile": win_tile, "by": "discard", "from": 3},
            {"hand": hand, "win_tile": "9p", "by": "self_draw"},  # not a winning shape
            {"hand": others[0], "win_tile": "9p", "by": "self_draw"}]  # another size's count


@pytest.mark.parametrize("size", sorted(SIZED_HANDS))
def test_every_size_scores_alike_in_the_interpreter(size, compile_text):
    compiled = compile_text(sized_spec(size, ident=f"size{size}"), f"size{size}.yaml")
    assert compiled.ruleset.hand_size == size
    records = sized_records(size)
    python = python_results(compiled, records)
    won = json.loads(python[0])
    assert [p["id"] for p in won["wins"][0]["patterns"]][:2] == ["qingyise", "pengpenghu"], won
    assert json.loads(python[2])["error"]["code"] == "not_a_win"
    assert json.loads(python[3])["error"]["message"].endswith(f"a waiting hand has {size - 1} (kongs count 3)")
    assert_alike(records, python, interpreter_results(compiled, records), "interpreter")


@pytest.mark.native
@pytest.mark.parametrize("size", [5, 11, 17, 20])
def test_every_size_scores_alike_natively(size, compile_text, tmp_path):
    compiled = compile_text(sized_spec(size, ident=f"size{size}"), f"size{size}.yaml")
    records = sized_records(size)
    assert_alike(records, python_results(compiled, records), native_results(compiled, tmp_path, records), "native")


@pytest.mark.node
@pytest.mark.parametrize("size", [5, 11, 17, 20])
def test_every_size_scores_alike_in_javascript(size, compile_text, tmp_path):
    compiled = compile_text(sized_spec(size, ident=f"size{size}"), f"size{size}.yaml")
    records = sized_records(size)
    assert_alike(records, python_results(compiled, records), js_results(compiled, tmp_path, records), "javascript")


def test_a_fourteen_tile_ruleset_writes_no_size(compile_text):
    """The usual size is the default: its modules are written as before the size existed."""
    compiled = compile_text(sized_spec(14, ident="usual"), "usual.yaml")
    assert compiled.ruleset.hand_size == 14
    assert "\n    hand_size=" not in compiled.module_source and "\n  hand_size: " not in compiled.js_source()
    assert "MJC_HAND_SIZE" not in compiled.native_source()[0].split("#include <mjc_runtime.h>")[0]
    unsized = compile_text(sized_spec(14, ident="usual").replace("  size: 14\n", "  # the usual size\n"), "usual.yaml")

    def written(c) -> list[list[str]]:  # the same but for the spec's digest and the C source's
        return [[line for line in text.splitlines() if c.ruleset.spec_hash not in line and "BUILD_KEY" not in line]
                for text in (c.module_source, c.js_source())]
    assert written(unsized) == written(compiled)


# ---------------------------------------------------------------- the spec

@pytest.mark.parametrize("size, hint", [
    (16, "the size counts the winning tile: a game of 16 tiles in hand gives 17"),
    (13, "the size counts the winning tile: a game of 13 tiles in hand gives 14"),
    (15, None), (2, None), (23, None), (0, None),
])
def test_a_size_no_hand_can_have_is_a_positioned_error(size, hint, compile_text):
    text = SIXTEEN.replace("  size: 17\n", f"  size: {size}\n")
    with pytest.raises(SpecErrors) as info:
        compile_text(text, "taiwan.yaml")
    (error,) = info.value.errors
    assert error.message == ("tiles.size: a complete hand has 3 × sets + 2 tiles, kongs counted as three "
                             f"(5, 8, 11, 14, 17 or 20), not {size}")
    assert error.hint == hint
    line = text.splitlines().index(f"  size: {size}") + 1
    assert (error.span.line, error.span.col) == (line, 3)  # at the key, as tiles.red's errors are


def test_a_shape_is_measured_against_the_size(compile_text):
    text = SIXTEEN.replace("    sets: 5\n", "    sets: 4\n", 1)
    with pytest.raises(SpecErrors) as info:
        compile_text(text, "taiwan.yaml")
    (error,) = info.value.errors
    assert error.message == "shape 'standard': 4 sets and 1 pair make 14 tiles, not 17"
    assert error.hint == "a complete hand has 17 tiles, kongs counted as three: the spec's tiles.size"
    usual = SIXTEEN.replace("  size: 17\n", "")
    with pytest.raises(SpecErrors) as info:
        compile_text(usual, "usual.yaml")
    assert info.value.errors[0].message == "shape 'standard': 5 sets and 1 pair make 17 tiles, not 14"
    assert info.value.errors[0].hint.endswith("the spec's tiles.size, 14 where it gives none")


def test_a_house_ruleset_inherits_the_size_or_gives_its_own(tmp_path):
    (tmp_path / "sixteen.yaml").write_text(SIXTEEN, encoding="utf-8")
    (tmp_path / "house.yaml").write_text(
        "extends: sixteen.yaml\nid: house\nname: {zh: 我家, en: ours}\n"
        "patterns:\n  - id: qingyise\n    value: \"16\"\n", encoding="utf-8")
    house = compile_spec(tmp_path / "house.yaml", "house.yaml")
    assert house.ruleset.hand_size == 17
    assert house.module().score(HANDS[0][0])["wins"][0]["total"] == 25
    # `tiles` is replaced whole: a house ruleset that gives it plays the size it writes (14 when none).
    (tmp_path / "fourteen.yaml").write_text(
        "extends: sixteen.yaml\nid: fourteen\nname: {zh: 十三张, en: thirteen in hand}\n"
        "tiles:\n  hand: 123456789m123456789p123456789s1234567z\n  flowers: 12345678f\n"
        "shapes:\n  - id: standard\n    sets: 4\n  - id: pairs_and_pung\n    drop: true\n", encoding="utf-8")
    fourteen = compile_spec(tmp_path / "fourteen.yaml", "fourteen.yaml")
    assert fourteen.ruleset.hand_size == 14
    assert fourteen.module().score({"hand": "1112223334445m", "win_tile": "5m", "by": "self_draw"})["wins"]
    changes = fourteen.differences()["changes"]
    assert [(c.kind, c.name, c.before.en, c.after.en) for c in changes if c.kind == "tiles"] == \
        [("tiles", "size", "17 tiles", "14 tiles")]


def test_the_sheets_say_the_hand_size_in_both_languages(sixteen, compile_text):
    zh, en = "和牌17张：手牌16张加和张（杠计3张）", "17 tiles to win: 16 in hand and the winning tile (a kong counts three)"
    markdown = render_markdown(sixteen.ruleset, [])
    assert f"- Hand size: {zh} {en}" in markdown
    html = render_html(sixteen.ruleset, [])
    assert html.count(zh) == 2 and html.count(en) == 2  # the quick reference and the tiles
    assert "Hand size" in render_html(sixteen.ruleset, [], lang="en") and zh not in render_html(sixteen.ruleset, [], lang="en")
    usual = compile_text(sized_spec(14, ident="usual"), "usual.yaml").ruleset
    assert "Hand size" not in render_markdown(usual, []) and "Hand size" not in render_html(usual, [])


@pytest.mark.browser
def test_the_calculator_page_takes_hands_of_seventeen_tiles(sixteen, tmp_path):
    """Hands of 16 tiles and a winning one, entered on the page by tapping tiles and by typing them (the
    picker turns to the winning tile once 16 are in), show what the Python module gives."""
    from tests.browser import Browser
    from tests.test_calculator import Calculator, play_hands
    spec = tmp_path / "sixteen.yaml"
    spec.write_text(SIXTEEN, encoding="utf-8")
    page = tmp_path / "sixteen-calculator.html"
    page.write_text(render_calculator(sixteen.ruleset, sixteen.js_source()), encoding="utf-8")
    module = sixteen.module()
    with Browser() as browser:
        calc = Calculator(browser, "sixteen", page, spec)
        hands, wins = play_hands(calc, module.score, lambda rng: simulate_deal(module, 29, rng.randrange(10 ** 6)), 12)
    assert hands == 12 and wins >= 6, (hands, wins)


# ---------------------------------------------------------------- simulated deals

@pytest.fixture(scope="module")
def simulated(sixteen):
    """Deals of the spec played by the bots (mjc simulate), by their number: each made once for the tests."""
    return functools.lru_cache(maxsize=2)(lambda deals: tuple(simulate(sixteen.module(), deals, seed=17)))


@tiers(QUICK_RECORDS, FULL_RECORDS, "deals")
def test_simulated_deals_are_dealt_sixteen_tiles_and_score_without_an_error(sixteen, simulated, deals):
    compiled, records = sixteen, simulated(deals)
    waiting = [p for r in records for p in r["players"] if "hand" in p]
    assert waiting and all(len(p["hand"]) - sum(c.isalpha() for c in p["hand"]) + 3 * len(p.get("melds", [])) == 16
                           for p in waiting)
    python = python_results(compiled, records)
    errors = [(r, p) for r, p in zip(records, python) if '"error"' in p]
    assert not errors, f"{len(errors)} of {deals} simulated deals are refused; the first: {errors[0]}"
    assert sum(bool(r["wins"]) for r in records) > deals // 2
    assert_alike(records, python, interpreter_results(compiled, records), "interpreter")


@pytest.mark.native
@tiers(QUICK_RECORDS, FULL_RECORDS, "deals")
def test_simulated_deals_score_alike_natively(sixteen, simulated, deals, tmp_path):
    compiled, records = sixteen, simulated(deals)
    assert_alike(records, python_results(compiled, records), native_results(compiled, tmp_path, records), "native")


@pytest.mark.node
@tiers(QUICK_RECORDS, FULL_RECORDS, "deals")
def test_simulated_deals_score_alike_in_javascript(sixteen, simulated, deals, tmp_path):
    compiled, records = sixteen, simulated(deals)
    assert_alike(records, python_results(compiled, records), js_results(compiled, tmp_path, records), "javascript")
