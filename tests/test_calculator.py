"""The calculator pages (docs/rules/<id>-calculator.html, written by `mjc build`), driven in headless Chromium as a
person would use them: tiles clicked on the picker or typed as notation, melds added row by row, selects,
flags and options set. Every hand entered is also built as the record the page scores (docs/guide/calculator.md,
"What the page scores"), scored by the ruleset's Python module, and what the page shows (total, pattern rows,
deltas, payments, or the error) must be what that result says.

For every bundled ruleset: the page's layout at 360 and 1280 px (no horizontal scrolling, a screenshot of
each in pytest's tmp folder), the controls the contract promises for that ruleset, and 50 random legal
deals of tests/deals entered and compared. A house ruleset made with `mjc new` and built with `mjc build`
gets a page that scores like its own module.

The client is tests/browser.py (the DevTools protocol over a pipe, standard library only). These tests
are marked `browser`: without Chromium they skip, unless MJC_REQUIRE_BROWSER=1 makes that a failure.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from compiler.pipeline import compile_spec
from compiler.render import flags_read
from compiler.runtime.base import CONTRACT_FLAGS
from tests.browser import Browser
from tests.conftest import BUNDLED, ROOT, bases_quick, tiers
from tests.deals import generator

pytestmark = pytest.mark.browser

IDS = [p.stem for p in BUNDLED]
MAX_SEEDS = 2000      # seeds tried to find them
PHONE, DESKTOP = (360, 740), (1280, 900)
MIN_PNG = 8_000       # bytes: a screenshot of a page with text and tiles, not a blank one
TILE = re.compile(r"(\d+)([mpszf])")


def page_file(ruleset_id: str, root: Path = ROOT) -> Path:
    return root / "docs" / "rules" / f"{ruleset_id}-calculator.html"


def tiles_of(notation: str) -> list[str]:
    """'123m0p77z' -> ['1m', '2m', '3m', '0p', '7z', '7z']; raises on text that is not notation."""
    text = notation.replace(" ", "")
    if text and "".join(m.group(0) for m in TILE.finditer(text)) != text:
        raise ValueError(f"not tile notation: {notation!r}")
    return [f"{d}{m.group(2)}" for m in TILE.finditer(text) for d in m.group(1)]


def as_notation(tiles: list[str]) -> str:
    """Tiles in compact notation as the page writes them: suit by suit, a red five after the fives."""
    rank = {str(d): d for d in range(1, 10)} | {"0": 5.5}
    return "".join("".join(t[0] for t in sorted((t for t in tiles if t[1] == suit), key=lambda t: rank[t[0]])) + suit
                   for suit in "mpszf" if any(t[1] == suit for t in tiles))


def same_tiles(a: str, b: str) -> bool:
    return Counter(tiles_of(a)) == Counter(tiles_of(b))


@pytest.fixture(scope="module")
def browser():
    with Browser() as b:
        yield b


# ---------------------------------------------------------------- what the page shows

READ_STATE = r"""(async () => {
  for (let i = 0; i < 2; i++) await new Promise(r => setTimeout(r, 0));
  const q = s => document.querySelector(s), text = e => e ? e.textContent.trim() : null;
  const err = q("#error");
  return {
    notation: q("#notation").value, win_tile: q("#win-tile").value,
    flowers: q("#flowers") ? q("#flowers").value : null,
    flower_count: q("#flower-count") ? q("#flower-count").value : null,
    target: (q('input[name="target"]:checked') || {}).value || null,
    hand_view: document.querySelectorAll("#hand-view .tile").length,
    melds: document.querySelectorAll("#melds .meld").length,
    error: err ? {hidden: err.hidden || getComputedStyle(err).display === "none", code: err.dataset.code || null,
                  text: text(err)} : null,
    total: text(q("#total")), unit: text(q("#unit")),
    patterns: Array.from(document.querySelectorAll("#patterns tr.pattern")).map(tr => ({
      id: tr.dataset.id, name: text(tr.querySelector("td.name")),
      value: text(tr.querySelector("td.value")), count: text(tr.querySelector("td.count"))})),
    deltas: Object.fromEntries(Array.from(document.querySelectorAll("#deltas [data-seat]"))
      .map(e => [e.dataset.seat, [text(e), e.innerText.trim()]])),
    payments: Array.from(document.querySelectorAll("#payments tr.payment")).map(tr => ({
      from: tr.dataset.from, to: tr.dataset.to, amount: tr.dataset.amount,
      cells: Array.from(tr.cells).map(text)})),
    details: Object.fromEntries(Array.from(document.querySelectorAll("#details [data-detail]"))
      .map(e => [e.dataset.detail, text(e)])),
    parts: Object.fromEntries(Array.from(document.querySelectorAll("#detail-parts table[data-detail]"))
      .map(t => [t.dataset.detail, Array.from(t.querySelectorAll("tr.part")).map(tr =>
        [tr.dataset.id, text(tr.querySelector("td.value")), text(tr.querySelector("td.count"))])])),
    steps: Array.from(document.querySelectorAll("#breakdown tr.step")).map(tr => ({
      step: tr.dataset.step, shown: text(tr.querySelector("td.shown")), value: text(tr.querySelector("td.value")),
      why: tr.nextElementSibling && tr.nextElementSibling.classList.contains("why") ? text(tr.nextElementSibling) : null})),
    order: Array.from(document.querySelectorAll("#result [id]")).map(e => e.id),
  };
})()"""

READ_CONTROLS = r"""(() => {
  const q = s => document.querySelector(s);
  const kind = e => e.tagName === "SELECT" ? "select" : e.type;
  const value = e => e.type === "checkbox" ? e.checked : e.value;
  const bounds = e => [e.getAttribute("min"), e.getAttribute("max")];
  return {
    picks: Array.from(document.querySelectorAll("button.pick")).map(b => b.dataset.tile),
    targets: Array.from(document.querySelectorAll('input[name="target"]')).map(e => e.value),
    flags: Object.fromEntries(Array.from(document.querySelectorAll("[data-flag]"))
      .map(e => [e.dataset.flag, {kind: kind(e), value: value(e), range: bounds(e)}])),
    options: Object.fromEntries(Array.from(document.querySelectorAll("[data-option]"))
      .map(e => [e.dataset.option, {kind: kind(e), value: value(e), range: bounds(e)}])),
    selects: Object.fromEntries(["by", "from", "winner", "dealer", "round-wind"].map(id =>
      [id, q("#" + id) ? Array.from(q("#" + id).options).map(o => o.value) : null])),
    has: Object.fromEntries(["notation", "win-tile", "hand-view", "clear", "add-meld", "melds", "flowers",
      "flower-count", "honba", "riichi-sticks", "result", "error", "total", "unit", "patterns", "deltas",
      "payments"].map(id => [id, q("#" + id) ? kind(q("#" + id)) || q("#" + id).tagName : null])),
  };
})()"""


def overflow(page) -> tuple[int, int]:
    return tuple(page.eval("[document.documentElement.scrollWidth, window.innerWidth]"))


class Calculator:
    """One ruleset's page in one tab, reused hand after hand."""

    def __init__(self, browser: Browser, ruleset_id: str, path: Path, spec: Path, size=DESKTOP):
        self.id = ruleset_id
        assert path.is_file(), f"{path} is missing: `mjc build` writes it"
        self.page = browser.new_page(*size)
        self.page.goto(path.as_uri())
        self.ruleset = compile_spec(spec, spec.name, spec.parent).ruleset
        self.controls = self.page.eval(READ_CONTROLS)
        self.defaults = {o.name: o.default for o in self.ruleset.options}
        self.deviations: dict[str, str] = {}  # element -> the first time the page showed the right thing in a form
        # the contract does not say (the test fails on them once all its hands are compared)
        self.stats: Counter = Counter()  # what the hands entered exercised
        self.rows = 0  # meld rows added since the page was opened (each tagged for the test to find it)
        assert self.page.errors() == [], f"{ruleset_id}: the page threw while loading"

    # ------------------------------------------------------------ the controls
    def value(self, css: str):
        return self.page.eval(f"(e => e.type === 'checkbox' || e.type === 'radio' ? e.checked : e.value)"
                              f"(document.querySelector({json.dumps(css)}))")

    def choose(self, css: str, value: str) -> None:
        if self.value(css) != value:
            self.page.select(css, value)

    def set_field(self, css: str, value) -> None:
        """A checkbox clicked to `value`, a number or text field typed over; nothing if it holds it already."""
        current = self.value(css)
        if isinstance(value, bool):
            if current != value:
                self.page.click(css)
                assert self.value(css) == value, f"{self.id}: a click on {css} did not toggle it"
        elif str(current) != str(value):
            self.page.type(css, str(value))
            assert self.value(css) == str(value), f"{self.id}: typing {value!r} into {css} left {self.value(css)!r}"

    def click_tiles(self, target: str, tiles: list[str]) -> None:
        self.page.click(f'input[name="target"][value="{target}"]')
        assert self.value(f'input[name="target"][value="{target}"]') is True, f"{self.id}: target {target} not chosen"
        for tile in tiles:
            self.page.click(f'button.pick[data-tile="{tile}"]')

    def add_meld(self, meld: dict) -> None:
        before = self.page.eval('document.querySelectorAll("#melds .meld").length')
        self.page.click("#add-meld")
        rows = self.page.eval('document.querySelectorAll("#melds .meld").length')
        assert rows == before + 1, f"{self.id}: #add-meld made {rows - before} rows"
        self.rows += 1
        row = f'#melds .meld[data-test-row="{self.rows}"]'
        self.page.eval(f'Array.from(document.querySelectorAll("#melds .meld")).pop().dataset.testRow = "{self.rows}"')
        self.page.select(f"{row} select.meld-kind", meld["kind"])
        self.page.type(f"{row} input.meld-tiles", meld["tiles"])
        if meld.get("concealed"):
            self.set_field(f"{row} input.meld-concealed", True)
        else:
            self.page.select(f"{row} select.meld-from", str(meld["from"]))
            if meld.get("added"):
                self.set_field(f"{row} input.meld-added", True)

    # ------------------------------------------------------------ one hand
    def clear(self) -> None:
        self.page.click("#clear")
        state = self.page.eval(READ_STATE)
        assert (state["notation"], state["win_tile"], state["melds"], state["hand_view"]) == ("", "", 0, 0), \
            f"{self.id}: #clear left {state}"
        assert state["flowers"] in (None, ""), f"{self.id}: #clear left the flowers {state['flowers']!r}"
        assert state["total"] == "" and state["patterns"] == [], f"{self.id}: a result without a winning tile: {state}"

    def enter(self, hand: dict, rng: random.Random, by_picker: bool) -> dict:
        """Enter one hand as a person would; the record the page scores, by the contract."""
        self.clear()
        c = self.controls
        for css, value in (("#winner", hand["winner"]), ("#dealer", hand["dealer"]),
                           ("#round-wind", hand["round_wind"]), ("#by", hand["by"])):
            self.choose(css, str(value))
        if hand["by"] != "self_draw":
            self.choose("#from", str(hand["from"]))
        if hand.get("source_kongs"):
            self.page.type("#source-kongs", hand["source_kongs"])
            self.stats["kongs of the seat it came from"] += 1
        for counter in ("honba", "riichi_sticks"):
            css = "#" + counter.replace("_", "-")
            if c["has"][counter.replace("_", "-")]:
                self.set_field(css, hand.get(counter, 0))
        wild_field = WILD_FIELDS.get(self.ruleset.wilds.source) if self.ruleset.wilds else None
        if wild_field:  # the tile turned up (翻鬼), or the deal's wild, chosen from the page's list
            self.choose("#wild", hand["wild"])
            self.stats["wild chosen"] += 1
        for meld in hand["melds"]:
            self.add_meld(meld)
            self.stats["meld " + ("concealed kong" if meld.get("concealed") else "added kong" if meld.get("added")
                                  else meld["kind"])] += 1
        full = self.ruleset.hand_size - 1 - 3 * len(hand["melds"])  # the hand waiting for its last tile
        assert len(tiles_of(hand["hand"])) == full, hand
        if by_picker:
            tiles = tiles_of(hand["hand"])
            rng.shuffle(tiles)  # in no particular order, as a person finds them on the picker
            self.click_tiles("hand", tiles)
            state = self.page.eval(READ_STATE)
            assert state["target"] == "win", \
                f"{self.id}: with {full} tiles in the hand the target is {state['target']!r}, not 'win'"
            if rng.random() < 0.3:  # take a tile back out of the hand view, and put it back
                before = state["notation"]
                self.page.click("#hand-view .tile")
                after = self.page.eval(READ_STATE)["notation"]
                gone = Counter(tiles_of(before)) - Counter(tiles_of(after))
                assert sum(gone.values()) == 1 and not Counter(tiles_of(after)) - Counter(tiles_of(before)), \
                    f"{self.id}: a click on a #hand-view tile made {before!r} into {after!r}"
                self.click_tiles("hand", list(gone))
                assert self.page.eval(READ_STATE)["target"] == "win"
                self.stats["tile taken back from #hand-view"] += 1
            self.stats["hand by the picker"] += 1
        else:
            self.page.type("#notation", hand["hand"])
            self.stats["hand typed in #notation"] += 1
        if rng.random() < 0.5:
            if self.page.eval(READ_STATE)["target"] != "win":
                self.page.click('input[name="target"][value="win"]')
            self.page.click(f'button.pick[data-tile="{hand["win_tile"]}"]')
            self.stats["win tile by the picker"] += 1
        else:
            self.page.type("#win-tile", hand["win_tile"])
            self.stats["win tile typed"] += 1
        flowers = None
        if hand.get("flowers"):
            if c["has"]["flowers"]:
                flowers = hand["flowers"]
                if rng.random() < 0.5:
                    self.click_tiles("flowers", tiles_of(flowers))
                    self.stats["flowers by the picker"] += 1
                else:
                    self.page.type("#flowers", flowers)
                    self.stats["flowers typed"] += 1
            elif c["has"]["flower-count"]:
                flowers = len(tiles_of(hand["flowers"]))
                self.set_field("#flower-count", flowers)
                self.stats["flower count"] += 1
        for name, control in c["flags"].items():
            wanted = hand["context"].get(name, {"checkbox": False, "number": 0}.get(control["kind"], ""))
            self.set_field(f'[data-flag="{name}"]', wanted)
        for name, control in c["options"].items():
            self.set_field(f'[data-option="{name}"]', hand["options"].get(name, self.defaults[name]))

        state = self.page.eval(READ_STATE)
        assert same_tiles(state["notation"], hand["hand"]), f"{self.id}: #notation {state['notation']!r}, hand {hand['hand']!r}"
        assert state["win_tile"] == hand["win_tile"], f"{self.id}: #win-tile {state['win_tile']!r}"
        if c["has"]["flowers"]:
            assert same_tiles(state["flowers"], hand.get("flowers") or ""), f"{self.id}: #flowers {state['flowers']!r}"
        assert state["hand_view"] == full, f"{self.id}: #hand-view shows {state['hand_view']} tiles, not {full}"

        winner = {"hand": hand["hand"], "melds": [dict(m) for m in hand["melds"]]}
        if flowers:
            winner["flowers"] = flowers
        win = {"winner": hand["winner"], "win_tile": hand["win_tile"], "by": hand["by"]}
        if hand["by"] != "self_draw":
            win["from"] = hand["from"]
        win["context"] = {k: v for k, v in hand["context"].items() if k in c["flags"] and v not in (False, 0, "")}
        record = {"ruleset": self.id, "dealer": hand["dealer"], "round_wind": hand["round_wind"]}
        for counter in ("honba", "riichi_sticks"):
            if c["has"][counter.replace("_", "-")] and hand.get(counter):
                record[counter] = hand[counter]
        if wild_field:
            record[wild_field] = hand["wild"]
        record["players"] = [winner if seat == hand["winner"] else {} for seat in range(4)]
        if hand["by"] != "self_draw":  # what the page adds of the seat it came from (the contract)
            kongs = tiles_of(hand.get("source_kongs", ""))
            melds = [{"kind": "kong", "tiles": as_notation(kongs[i:i + 4]), "concealed": True}
                     for i in range(0, len(kongs) - 3, 4)]
            if hand["by"] == "robbing_kong":
                digit = "5" if hand["win_tile"][0] == "0" else hand["win_tile"][0]
                melds.append({"kind": "pung", "tiles": digit * 3 + hand["win_tile"][1], "from": (hand["from"] + 3) % 4})
            if melds:
                record["players"][hand["from"]] = {"melds": melds}
        record["wins"] = [win]
        record["options"] = {k: v for k, v in hand["options"].items() if v != self.defaults[k]}
        self.stats.update(f"flag {k}" for k in win["context"])
        self.stats.update(f"option {k}" for k in record["options"])
        self.stats.update(f"counter {k}" for k in ("honba", "riichi_sticks") if k in record)
        self.stats["by " + hand["by"]] += 1
        return record

    def shown(self) -> dict:
        """What the page shows, once two reads a moment apart agree (the page updates on every event)."""
        last = self.page.eval(READ_STATE)
        for _ in range(50):
            now = self.page.eval(READ_STATE)
            if now == last:
                return now
            last = now
        raise AssertionError(f"{self.id}: the page's result does not settle")


# The record's field that names the deal's wild, by where a ruleset takes it from (its tiles.wilds).
WILD_FIELDS = {"indicator": "wild_indicator", "record": "wilds"}


def playable(record: dict, calc: Calculator, rng: random.Random) -> dict | None:
    """What of a generated deal the page can express: the winner's hand and melds, flowers, the win, the
    seats, the counters, the flags the page shows; one or two options changed on some hands. None for a
    deal with several wins, none, a declared win, or penalties."""
    wins = record.get("wins", [])
    if len(wins) != 1 or record.get("penalties") or "declared" in wins[0] or "win_tile" not in wins[0]:
        return None
    win = wins[0]
    player = record["players"][win["winner"]]
    context = dict(win.get("context", {}))
    if player.get("declared_ready"):  # a winner's declaration is also the win's flag of that name
        context["declared_ready"] = True
    context = {k: v for k, v in context.items() if k in calc.controls["flags"]}
    options = dict(record.get("options") or {})
    if calc.controls["options"] and rng.random() < 0.3:
        for name in rng.sample(sorted(calc.controls["options"]), min(2, len(calc.controls["options"]), rng.randint(1, 2))):
            option = next(o for o in calc.ruleset.options if o.name == name)
            if option.type.name == "bool":
                options[name] = not option.default
            else:
                low, high = option.range
                options[name] = rng.choice([v for v in range(low, high + 1) if v != option.default])
    flowers = player.get("flowers")
    if isinstance(flowers, int):
        flowers = "".join(["1f", "2f", "3f", "4f", "5f", "6f", "7f", "8f"][:flowers])
    source_kongs = ""
    if win["by"] == "robbing_kong" or context.get("discard_after_kong"):  # the chain the discarder made
        melds = record["players"][win["from"]].get("melds", [])
        source_kongs = "".join(m["tiles"] for m in melds if m["kind"] == "kong" and not m.get("added"))
    return {"winner": win["winner"], "dealer": record.get("dealer", 0), "round_wind": record.get("round_wind", "E"),
            "source_kongs": source_kongs,
            "by": win["by"], "from": win.get("from"), "win_tile": win["win_tile"], "hand": player["hand"],
            "melds": player.get("melds", []), "flowers": flowers or "", "context": context, "options": options,
            "honba": record.get("honba", 0), "riichi_sticks": record.get("riichi_sticks", 0),
            "wild": record.get("wild_indicator", record.get("wilds"))}


def compare(calc: Calculator, record: dict, result: dict, shown: dict) -> bool:
    """Assert the page shows `result`; True if it was a win."""
    where = (f"{calc.id}: the page and the Python module differ on\n  record {json.dumps(record, ensure_ascii=False)}\n"
             f"  python {json.dumps(result, ensure_ascii=False)}\n  page   {json.dumps(shown, ensure_ascii=False)}")
    if "error" in result:
        assert shown["error"] is not None and not shown["error"]["hidden"], where
        assert shown["error"]["code"] == result["error"]["code"], where
        assert shown["error"]["text"] == result["error"]["message"], where
        assert shown["total"] == "", where
        return False
    assert shown["error"]["hidden"], where
    win = result["wins"][0]
    assert shown["total"] == str(win["total"]), where
    assert shown["unit"] == win["unit"], where
    rows = [(p["id"], p["value"], p["count"]) for p in shown["patterns"]]
    assert rows == [(p["id"], str(p["value"]), str(p["count"])) for p in win["patterns"]], where
    for row, pattern in zip(shown["patterns"], win["patterns"]):
        words = next(p.name for p in calc.ruleset.patterns if p.id == pattern["id"])
        assert words.zh in row["name"] and words.en in row["name"], where
    deltas = {str(seat): d for seat, d in enumerate(result["deltas"])}
    if "table" in result:
        deltas["table"] = result["table"]
    assert set(shown["deltas"]) == set(deltas), where
    for seat, (text, lines) in shown["deltas"].items():
        if not re.fullmatch(r"[+-]?\d+", text):
            # The contract: the element's text is the change. Noted (the test fails on it at its end), and
            # the change read as a person does, the number on the element's last line.
            calc.deviations.setdefault('#deltas [data-seat]', f'text expected the change (e.g. "+24"), seen {text!r} '
                                       f'(seat {seat}, change {deltas[seat]})')
            text = lines.splitlines()[-1].strip()
        assert re.fullmatch(r"[+-]?\d+", text) and int(text) == deltas[seat], where
    payments = [(str(p["from"]), str(p["to"]), str(p["amount"])) for p in result["payments"]]
    assert [(p["from"], p["to"], p["amount"]) for p in shown["payments"]] == payments, where
    # The result's details: each value in words (yes or no, a dash for none), each list of parts as rows.
    details = win.get("details", {})
    assert shown["details"] == {k: detail_text(v) for k, v in details.items() if not isinstance(v, list)}, where
    assert shown["parts"] == {k: [[p["id"], str(p["value"]), str(p["count"])] for p in v]
                              for k, v in details.items() if isinstance(v, list)}, where
    # Where the total comes from: a ruleset that shows it works out the total the result gives.
    assert [s["value"] for s in shown["steps"] if s["step"] == "total"] in ([], [str(win["total"])]), where
    for row, payment in zip(shown["payments"], result["payments"]):
        assert payment["reason"] in row["cells"], where  # the reason, as the text of one of the row's cells
    return True


def detail_text(value) -> str:
    """A detail's value as the page shows it."""
    if isinstance(value, bool):
        return "是 yes" if value else "否 no"
    return "—" if value == "" else str(value)


def play_hands(calc: Calculator, score, make, count: int, seed_base: int = 0) -> tuple[int, int]:
    """Enter `count` random legal deals on the page and compare each with `score`; (hands, wins)."""
    rng = random.Random(f"{calc.id}-entry")
    hands = wins = 0
    for seed in range(seed_base, seed_base + MAX_SEEDS):
        hand = playable(make(random.Random(seed)), calc, rng)
        if hand is None:
            continue
        calc.page.set_width(*(PHONE if hands % 3 == 2 else DESKTOP))  # a phone now and then
        record = calc.enter(hand, rng, by_picker=hands % 2 == 0)
        shown = calc.shown()
        assert calc.page.errors() == [], f"{calc.id}: the page threw on {record}"
        result = score(json.loads(json.dumps(record)))
        won = compare(calc, record, result, shown)
        calc.stats["win" if won else "error " + result["error"]["code"]] += 1
        wins += won
        hands += 1
        if hands == count:
            break
    return hands, wins


# ---------------------------------------------------------------- the tests

@bases_quick(IDS, "ruleset_id")
def test_the_page_fits_a_phone_and_a_desktop(ruleset_id, browser, tmp_path):
    calc = Calculator(browser, ruleset_id, page_file(ruleset_id), ROOT / "specs" / f"{ruleset_id}.yaml", PHONE)
    make = generator(ruleset_id)
    rng = random.Random(7)
    hand = next(h for s in range(MAX_SEEDS) for h in [playable(make(random.Random(s)), calc, rng)]
                if h is not None and h["melds"] and not h["options"])
    for width, height in (PHONE, DESKTOP):
        calc.page.set_width(width, height)
        for state in ("empty", "scored"):
            if state == "empty":
                calc.clear()
            else:  # a hand with a meld row, the result's tables filled: the widest the page gets
                calc.enter(hand, rng, by_picker=True)
            scroll, inner = overflow(calc.page)
            assert inner == width and scroll <= inner, \
                f"{ruleset_id} at {width} px ({state}): the page is {scroll} px wide, the window {inner}"
        calc.page.eval("window.scrollTo(0, 0)")  # the page's top, where a person starts
        shot = calc.page.screenshot(tmp_path / f"{ruleset_id}-{width}.png")
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > MIN_PNG, \
            f"{shot} is {shot.stat().st_size} bytes"
    assert calc.page.errors() == []
    calc.page.close()


@pytest.mark.parametrize("ruleset_id", IDS)
def test_the_page_has_the_controls_of_its_ruleset(ruleset_id, browser):
    """Every control the contract promises for this ruleset, and no other (all differences listed at once)."""
    calc = Calculator(browser, ruleset_id, page_file(ruleset_id), ROOT / "specs" / f"{ruleset_id}.yaml")
    c, rs = calc.controls, calc.ruleset
    problems = []

    def expect(seen, wanted, what):
        if seen != wanted:
            problems.append(f"{what}: expected {wanted!r}, seen {seen!r}")

    from compiler.runtime.tiles import tile_name
    reds = [f"0{s}" for s, n in zip("mps", rs.red_fives) if n]
    tiles = [tile_name(t) for t in rs.hand_tiles] + reds + [tile_name(t) for t in rs.flower_tiles]
    expect(sorted(c["picks"]), sorted(set(tiles)), "button.pick[data-tile] (each once)")
    expect(sorted(c["targets"]), sorted(["hand", "win"] + (["flowers"] if rs.flower_tiles else [])),
           'input[name="target"] values')
    for name in ("notation", "win-tile", "hand-view", "clear", "add-meld", "melds", "result", "error", "total",
                 "unit", "patterns", "deltas", "payments"):
        expect(bool(c["has"][name]), True, f"#{name} exists")
    expect(c["has"]["flowers"], "text" if rs.flower_tiles and rs.flowers_by_tile else None,
           "#flowers (a text input where flowers are scored by tile)")
    expect(c["has"]["flower-count"], "number" if rs.flower_tiles and not rs.flowers_by_tile else None,
           "#flower-count (a number input where flowers are counted only by number)")
    expect(c["selects"], {"by": ["self_draw", "discard", "robbing_kong"], "from": list("0123"),
                          "winner": list("0123"), "dealer": list("0123"), "round-wind": list("ESWN")}, "the selects' values")
    kinds = {"bool": "checkbox", "int": "number", "tiles": "text"}
    flag_kinds = {**CONTRACT_FLAGS, **{f.name: f.kind for f in rs.flags}}
    expect({n: f["kind"] for n, f in c["flags"].items()}, {n: kinds[flag_kinds[n]] for n, _ in flags_read(rs)},
           "[data-flag] elements (the flags the ruleset reads)")
    for name, flag in c["flags"].items():
        expect(flag["value"] in (False, "0", ""), True, f"[data-flag={name}] starts at its default ({flag['value']!r})")
    expect(list(c["options"]), [o.name for o in rs.options], "[data-option] elements")
    for o in rs.options:
        shown = c["options"].get(o.name)
        if shown is None:
            continue
        if o.type.name == "bool":
            expect((shown["kind"], shown["value"]), ("checkbox", o.default), f"[data-option={o.name}]")
        else:
            expect((shown["kind"], shown["value"], shown["range"]),
                   ("number", str(o.default), [str(o.range[0]), str(o.range[1])]), f"[data-option={o.name}]")
    calc.page.click("#add-meld")
    kinds = calc.page.eval('Array.from(document.querySelector("#melds .meld select.meld-kind").options).map(o => o.value)')
    expect(sorted(kinds), sorted(set(rs.claims) | {"kong"}), "select.meld-kind values")
    lacking = calc.page.eval('''(r => ["select.meld-kind", "input.meld-tiles", "select.meld-from", "input.meld-concealed",
        "input.meld-added", "button.meld-remove"].filter(s => !r.querySelector(s)))(document.querySelector("#melds .meld"))''')
    expect(lacking, [], "the fields a .meld row lacks")
    expect(calc.page.eval('Array.from(document.querySelector("#melds .meld select.meld-from").options).map(o => o.value)'),
           list("0123"), "select.meld-from values")
    calc.page.click("#melds .meld button.meld-remove")
    expect(calc.page.eval('document.querySelectorAll("#melds .meld").length'), 0, ".meld rows after button.meld-remove")
    # The counters: a ruleset whose results change with them shows them.
    score = importlib.import_module(f"generated.{ruleset_id}").score
    base = {"ruleset": ruleset_id, "hand": "123m456p789s1122z", "win_tile": "1z", "by": "discard", "from": 1}
    for counter in ("honba", "riichi_sticks"):
        if score(base) != score(dict(base, **{counter: 2})):
            expect(c["has"][counter.replace("_", "-")], "number", f"#{counter.replace('_', '-')} ({ruleset_id} reads {counter})")
    expect(calc.page.errors(), [], "exceptions the page threw")
    calc.page.close()
    assert not problems, f"{ruleset_id}: the page differs from the contract:\n  " + "\n  ".join(problems)


@tiers(12, 30, "hands")  # random legal deals entered and compared per ruleset
@bases_quick(IDS, "ruleset_id")
def test_hands_entered_score_as_the_python_module(ruleset_id, browser, hands):
    calc = Calculator(browser, ruleset_id, page_file(ruleset_id), ROOT / "specs" / f"{ruleset_id}.yaml")
    score = importlib.import_module(f"generated.{ruleset_id}").score
    played, wins = play_hands(calc, score, generator(ruleset_id), hands)
    assert played == hands, f"{ruleset_id}: only {played} playable deals in {MAX_SEEDS} seeds"
    assert wins > played // 2, f"{ruleset_id}: only {wins} of {played} hands were wins"
    print(f"\n{ruleset_id}: {played} hands entered and compared:", dict(sorted(calc.stats.items())))
    calc.page.close()
    assert not calc.deviations, f"{ruleset_id}: every hand scored right, but the page differs from the contract:\n  " \
        + "\n  ".join(f"{k}: {v}" for k, v in calc.deviations.items())


def mjc(*args: str, root: Path) -> subprocess.CompletedProcess:
    """The mjc command as a user runs it (the installed script, else `python -m compiler`), in `root`."""
    script = Path(sys.executable).with_name("mjc")
    command = [str(script)] if script.is_file() else [sys.executable, "-m", "compiler"]
    done = subprocess.run([*command, "--root", str(root), *args], capture_output=True, text=True, cwd=root,
                          timeout=600)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stdout + done.stderr
    return done


def test_a_house_ruleset_gets_a_calculator_that_scores_like_its_module(browser, tmp_path):
    base = "nanning"
    mjc("new", "ourtable", "--from", base, root=tmp_path)
    spec = tmp_path / "specs" / "ourtable.yaml"
    text = spec.read_text(encoding="utf-8")
    # The table's changes, made as the starter's comments say: an option's default, a pattern's value.
    assert "fenghu_double: {default: false}" in text and "# patterns:\n#   - id: qingyise" in text
    text = text.replace("fenghu_double: {default: false}", "fenghu_double: {default: true}")
    text = text.replace("# patterns:\n#   - id: qingyise", "patterns:\n  - id: qingyise")
    text = text.replace('#     value: "2"', '    value: "5"', 1)
    spec.write_text(text, encoding="utf-8")
    mjc("build", root=tmp_path)
    path = page_file("ourtable", tmp_path)
    assert path.is_file(), f"mjc build wrote no {path}"
    module_path = tmp_path / "generated" / "ourtable.py"
    loaded = importlib.util.spec_from_file_location("mjc_house_ourtable", module_path)
    module = importlib.util.module_from_spec(loaded)
    loaded.loader.exec_module(module)
    assert module.score({"ruleset": "ourtable", "hand": "1112345678999m", "win_tile": "5m", "by": "self_draw"}) \
        != importlib.import_module(f"generated.{base}").score(
            {"ruleset": base, "hand": "1112345678999m", "win_tile": "5m", "by": "self_draw"}), "the house changes nothing"

    calc = Calculator(browser, "ourtable", path, spec)
    assert calc.controls["options"]["fenghu_double"]["value"] is True, "the page does not start at the house default"
    assert "ourtable" in calc.page.eval("document.title + document.body.textContent")
    make = generator(base)
    hands, wins = play_hands(calc, module.score, make, 10)
    assert hands == 10 and wins >= 5, (hands, wins)
    # A full flush self-drawn: the revalued pattern is what the page shows too.
    hand = {"winner": 0, "dealer": 0, "round_wind": "E", "by": "self_draw", "from": None, "win_tile": "5m",
            "hand": "1112345678999m", "melds": [], "flowers": "", "context": {}, "options": {}}
    record = calc.enter(hand, random.Random(1), by_picker=False)
    result = module.score(record)
    assert any(p["id"] == "qingyise" and p["value"] == 5 for p in result["wins"][0]["patterns"]), result
    assert compare(calc, record, result, calc.shown())
    calc.page.close()


def one_hand(**fields) -> dict:
    """A hand to enter, as playable() makes them: seat 0 wins, East round, nothing else set unless given."""
    hand = {"winner": 0, "dealer": 0, "round_wind": "E", "by": "self_draw", "from": None, "melds": [], "flowers": "",
            "context": {}, "options": {}, "source_kongs": ""}
    return hand | fields


def test_the_riichi_page_shows_han_fu_and_the_fu_parts_first(browser):
    calc = Calculator(browser, "riichi", page_file("riichi"), ROOT / "specs" / "riichi.yaml")
    record = calc.enter(one_hand(hand="123m456m789p23s55z", win_tile="4s"), random.Random(1), by_picker=False)
    result = importlib.import_module("generated.riichi").score(record)
    shown = calc.shown()
    assert compare(calc, record, result, shown)
    # menzen tsumo, 1 han; 20 base fu + 2 for the self-draw + 2 for the dragon pair, rounded up to 30
    assert shown["details"] == {"han": "1", "fu": "30", "limit": "—"}
    assert shown["parts"] == {"fu_parts": [["futei", "20", "1"], ["tsumo_fu", "2", "1"], ["pair_dragon", "2", "1"]]}
    labels = calc.page.eval('Array.from(document.querySelectorAll("#details small")).map(e => e.textContent.trim())')
    assert labels[:2] == ["翻 han", "符 fu"]
    order = shown["order"]
    assert order.index("total") < order.index("details") < order.index("deltas") < order.index("patterns")
    assert shown["steps"] == []  # riichi's total is what its payments pay: han and fu are the explanation
    calc.page.close()


def test_the_nanning_page_shows_where_the_total_comes_from(browser):
    calc = Calculator(browser, "nanning", page_file("nanning"), ROOT / "specs" / "nanning.yaml")
    score = importlib.import_module("generated.nanning").score
    record = calc.enter(one_hand(hand="123m456m789p78s55z", win_tile="9s"), random.Random(1), by_picker=False)
    shown = calc.shown()
    assert compare(calc, record, score(record), shown) and shown["total"] == "12" and shown["patterns"] == []
    steps = {s["step"]: s for s in shown["steps"]}
    assert list(steps) == ["total", "hand_value", "base"]
    assert (steps["total"]["shown"], steps["total"]["value"]) == ("12 − 0 =", "12")
    assert (steps["hand_value"]["shown"], steps["hand_value"]["value"]) == ("4 × 2^0 =", "4")
    assert steps["base"]["value"] == "4" and "门清 concealed: 是 yes" in steps["base"]["why"]
    # Claimed from a seat: the base is 3, and the discarder pays the chicken hand's 2.
    claimed = one_hand(hand="123m456m78s55z", melds=[{"kind": "pung", "tiles": "999p", "from": 1}], win_tile="9s",
                       by="discard", **{"from": 2})
    record = calc.enter(claimed, random.Random(1), by_picker=False)
    shown = calc.shown()
    assert compare(calc, record, score(record), shown) and shown["total"] == "2"
    steps = {s["step"]: s for s in shown["steps"]}
    assert steps["hand_value"]["shown"] == "3 × 2^0 =" and steps["base"]["value"] == "3"
    assert "门清 concealed: 否 no" in steps["base"]["why"]
    calc.page.close()


def deltas_shown(calc: Calculator) -> list[int]:
    shown = calc.shown()["deltas"]
    return [int(shown[str(seat)][0]) for seat in range(4)]


def test_the_sichuan_page_keeps_a_deal_move_by_move(browser):
    """Where play goes on after a win (血战到底), the page keeps each win and kong as it happens, and shows the deal
    so far: the records guide's deal in events, entered move by move, gives its deltas at every step, as the
    Python module scores the same moments."""
    calc = Calculator(browser, "sichuan", page_file("sichuan"), ROOT / "specs" / "sichuan.yaml")
    score = importlib.import_module("generated.sichuan").score
    assert calc.page.eval('document.querySelectorAll("#deal-events li").length') == 0
    calc.enter(one_hand(hand="123m456m789m23p55p", win_tile="1p", dealer=3), random.Random(1), by_picker=False)
    assert deltas_shown(calc) == [6, -2, -2, -2]
    calc.page.click("#deal-add-win")
    assert calc.page.eval('document.querySelectorAll("#deal-events li").length') == 1
    assert calc.shown()["notation"] == "" and deltas_shown(calc) == [6, -2, -2, -2]  # the deal so far, no win entered
    calc.choose("#kong-seat", "1")
    calc.page.type("#kong-tile", "9p")
    calc.page.click("#deal-add-kong")  # a concealed kong, paid by the seats still playing: 2 and 3
    assert deltas_shown(calc) == [6, 2, -4, -4]
    calc.enter(one_hand(hand="234s567s888s45p99s", win_tile="6p", winner=2, dealer=3), random.Random(1), by_picker=False)
    calc.page.click("#deal-add-win")  # seat 0 has left: seats 1 and 3 pay
    assert deltas_shown(calc) == [6, 0, 0, -6]
    calc.enter(one_hand(hand="111p222p333p678s6p", win_tile="6p", winner=3, dealer=3, by="discard", **{"from": 1}),
               random.Random(1), by_picker=False)
    guide = {"dealer": 3,
             "players": [{}, {"melds": [{"kind": "kong", "tiles": "9999p", "concealed": True}]}, {}, {}],
             "wins": [{"winner": 0, "win_tile": "1p", "by": "self_draw", "hand": "123m456m789m23p55p", "melds": []},
                      {"winner": 2, "win_tile": "6p", "by": "self_draw", "hand": "234s567s888s45p99s", "melds": []},
                      {"winner": 3, "win_tile": "6p", "by": "discard", "from": 1, "hand": "111p222p333p678s6p",
                       "melds": []}],
             "events": [{"win": 0}, {"kong": [1, 0]}, {"win": 1}, {"win": 2}]}
    assert score(guide)["deltas"] == [6, -1, 0, -5] == deltas_shown(calc)  # the records guide's numbers
    shown = calc.shown()
    assert shown["total"] == "1" and len(shown["payments"]) == 8
    calc.page.click("#deal-undo")  # seat 2's win taken back: seat 3's is paid by seat 1 all the same
    del guide["wins"][1]
    guide["events"] = [{"win": 0}, {"kong": [1, 0]}, {"win": 1}]
    assert score(guide)["deltas"] == [6, 1, -4, -3] == deltas_shown(calc)  # 1: -2 + 4 - 1; 3: -2 - 2 + 1
    calc.page.click("#deal-clear")
    assert calc.page.eval('document.querySelectorAll("#deal-events li").length') == 0
    assert calc.shown()["total"] == "" and calc.page.errors() == []
    calc.page.close()


def test_a_page_of_a_deal_that_ends_at_its_win_keeps_no_deal(browser):
    calc = Calculator(browser, "nanning", page_file("nanning"), ROOT / "specs" / "nanning.yaml")
    assert calc.page.eval('[!!document.querySelector("#deal-section"), !!document.querySelector("#deal-add-win")]') \
        == [False, False]
    calc.page.close()


def test_the_sichuan_page_takes_each_seat_s_void_suit(browser):
    """Sichuan declares a player field, the void suit (定缺): the page has a select for each seat (none, m, p, s) and puts
    the choice in the record it scores. A winning hand of characters and dots is refused for a seat void in dots, and
    scores for one void in bamboo as with no void given."""
    calc = Calculator(browser, "sichuan", page_file("sichuan"), ROOT / "specs" / "sichuan.yaml")
    score = importlib.import_module("generated.sichuan").score
    choices = calc.page.eval('Array.from(document.querySelectorAll(\'select[data-field="void"]\'))'
                             '.map(s => [s.dataset.seat, Array.from(s.options).map(o => o.value)])')
    assert choices == [[str(seat), ["", "m", "p", "s"]] for seat in range(4)]
    hand = one_hand(hand="123m456m789m23p55p", win_tile="1p", by="discard", **{"from": 2})
    calc.enter(hand, random.Random(1), by_picker=False)
    assert calc.shown()["total"] == "1" and deltas_shown(calc) == [1, 0, -1, 0]
    calc.choose('select[data-field="void"][data-seat="0"]', "p")
    error = calc.shown()["error"]
    assert error["code"] == "holds_void_suit" and not error["hidden"]
    record = {"players": [{"hand": "123m456m789m23p55p", "void": "p"}, {}, {}, {}],
              "wins": [{"winner": 0, "win_tile": "1p", "by": "discard", "from": 2}]}
    assert score(record)["error"]["code"] == "holds_void_suit"
    calc.choose('select[data-field="void"][data-seat="0"]', "s")
    shown = calc.shown()
    assert shown["error"]["hidden"] and shown["total"] == "1" and deltas_shown(calc) == [1, 0, -1, 0]
    calc.choose('select[data-field="void"][data-seat="0"]', "")
    assert calc.page.errors() == []
    calc.page.close()


# ---------------------------------------------------------------- the score keeper

READ_GAME = r"""(() => {
  const cells = (row) => Array.from(row.querySelectorAll("td")).map((td) => td.textContent.trim());
  return {
    deals: Array.from(document.querySelectorAll("#game-table tbody tr")).map(cells),
    standing: Array.from(document.querySelectorAll("#game-standing tbody tr")).map(cells),
    status: document.querySelector("#game-status").textContent.trim(),
    form: [document.querySelector("#dealer").value, document.querySelector("#round-wind").value],
  };
})()"""


def game_shown(calc: Calculator) -> dict:
    calc.shown()  # the page has settled
    return calc.page.eval(READ_GAME)


def game_expected(ruleset: str, records: list) -> dict:
    from compiler.game import game_rules_of, play_game
    module = importlib.import_module(f"generated.{ruleset}")
    return play_game("game", records, module.score, game_rules_of(module)).data()


def assert_table_is(shown: dict, expected: dict, names=("", "", "", "")) -> None:
    """The page's running table and standing are the Python game's: each deal's changes and scores after it, and
    each player's place, name (or number), score and points."""
    assert [row[2].split() for row in shown["deals"]] == \
        [[("+" if c > 0 else "") + str(c) for c in d["changes"]] for d in expected["deals"]]
    assert [[int(s) for s in row[3:]] for row in shown["deals"]] == [d["scores"] for d in expected["deals"]]
    order = sorted(range(4), key=lambda p: (expected["places"][p], p))
    assert shown["standing"] == [[str(expected["places"][p]), names[p] or str(p), str(expected["scores"][p]),
                                  str(expected["points"][p])] for p in order]


def saved_records(calc: Calculator) -> list:
    calc.page.click("#game-save")
    return json.loads(calc.page.eval('document.querySelector("#game-json").value'))


def test_the_riichi_page_keeps_a_game(browser, tmp_path):
    """Deals scored on the page join a running table that moves the dealer and the counters as riichi's game rules
    say; a deal taken back or put right replays the rest; the game saved is what `mjc game` plays to the same end."""
    calc = Calculator(browser, "riichi", page_file("riichi"), ROOT / "specs" / "riichi.yaml")
    calc.enter(one_hand(hand="123m456m789p23s55z", win_tile="4s"), random.Random(1), by_picker=False)
    calc.page.click("#game-add-win")  # the dealer's self-draw: 1 han 30 fu, 500 all; the dealer keeps the deal
    shown = game_shown(calc)
    assert [row[2] for row in shown["deals"]] == ["+1500 -500 -500 -500"]
    assert shown["form"] == ["0", "E"] and calc.value("#honba") == "1"  # the next deal: dealer 0 again, honba 1
    calc.set_field('#game-seats input[data-mark="declared_ready"][data-seat="1"]', True)  # seat 1 declares riichi
    calc.enter(one_hand(hand="234m456m678p23s55p", win_tile="4s", winner=2, by="discard", **{"from": 1}),
               random.Random(1), by_picker=False)
    calc.page.click("#game-add-win")  # seat 2 wins off seat 1: the deal passes to seat 1
    calc.set_field('#game-seats input[data-mark="ready"][data-seat="3"]', True)
    calc.page.click("#game-add-draw")  # a drawn deal, seat 3 alone ready: noten payments
    records = saved_records(calc)
    assert [r.get("dealer") for r in records] == [0, 0, 1] and [r.get("honba") for r in records] == [0, 1, 0]
    assert records[1]["players"][1] == {"declared_ready": True} and records[2]["players"][3] == {"ready": True}
    expected = game_expected("riichi", records)
    assert expected["deals"][2]["changes"] == [-1000, -1000, -1000, 3000] and not expected["differences"]
    shown = game_shown(calc)
    assert_table_is(shown, expected)
    assert shown["form"] == ["2", "E"]  # seat 1 was not ready: the deal passes on, to seat 2
    # taken back: two deals, the standing as after them
    calc.page.click("#game-undo")
    assert_table_is(game_shown(calc), game_expected("riichi", records[:2]))
    # put right: the first deal was seat 3's win off seat 0 instead; the second deal now has seat 1 dealing
    calc.enter(one_hand(hand="234m456m678p23s55p", win_tile="4s", winner=3, by="discard", **{"from": 0}),
               random.Random(1), by_picker=False)
    calc.choose("#game-which", "0")
    calc.page.click("#game-correct")
    corrected = saved_records(calc)
    assert [r["dealer"] for r in corrected] == [0, 1] and corrected[0]["wins"][0]["winner"] == 3
    expected = game_expected("riichi", corrected)
    assert_table_is(game_shown(calc), expected)
    # saved and read by mjc game: the same final scores; loaded again into a new game: the same table
    (tmp_path / "game.json").write_text(json.dumps(corrected), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "compiler", "game", "-r", "riichi", str(tmp_path / "game.json"),
                           "--json"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["scores"] == expected["scores"] and not json.loads(done.stdout)["differences"]
    text = calc.page.eval('document.querySelector("#game-json").value')
    calc.page.click("#game-new")
    assert game_shown(calc)["deals"] == []
    calc.page.eval(f'document.querySelector("#game-json").value = {json.dumps(text)}')
    calc.page.click("#game-load")
    assert_table_is(game_shown(calc), expected)
    calc.page.eval('document.querySelector("#game-json").value = "{not a game"')
    calc.page.click("#game-load")
    assert "JSON" in game_shown(calc)["status"] and game_shown(calc)["deals"]  # the game kept as it was
    assert calc.page.errors() == []
    calc.page.close()


def test_the_mcr_page_keeps_a_game_to_its_table_points(browser):
    """MCR's game: no dealer keeps the deal, and the table points (4, 2, 1, 0) follow the scores."""
    calc = Calculator(browser, "mcr", page_file("mcr"), ROOT / "specs" / "mcr.yaml")
    hands = [dict(hand="123m456m789m123p5p", win_tile="5p", winner=1, by="self_draw"),  # a pure straight, self-drawn
             dict(hand="111z222z333z444z5z", win_tile="5z", winner=2, by="discard", **{"from": 0}),
             dict(hand="19m19p19s1234567z", win_tile="1m", winner=0, by="discard", **{"from": 3})]
    for hand in hands:
        calc.enter(one_hand(**hand), random.Random(1), by_picker=False)
        calc.page.click("#game-add-win")
    records = saved_records(calc)
    assert [r["dealer"] for r in records] == [0, 1, 2]
    expected = game_expected("mcr", records)
    assert len(expected["deals"]) == 3 and sorted(expected["points"]) == [0, 1, 2, 4]
    shown = game_shown(calc)
    assert_table_is(shown, expected)
    assert shown["form"][0] == "3"
    assert calc.page.errors() == []
    calc.page.close()


def test_a_hostile_game_loaded_into_the_keeper_is_shown_as_text(browser):
    """A loaded game is data: records of every wrong kind stop the game with a difference, markup in an id is shown
    as text, and JSON nested past the engine's depth is refused as not a game."""
    calc = Calculator(browser, "riichi", page_file("riichi"), ROOT / "specs" / "riichi.yaml")
    marked = '<img src=x onerror="window.hit=1">'
    hostile = [{"id": marked, "players": [{}, {}, {}, {}], "wins": [], "dealer": marked, "meta": {"end": 7}},
               {"players": 5}, 7, None]
    calc.page.eval(f'document.querySelector("#game-json").value = {json.dumps(json.dumps(hostile))}')
    calc.page.click("#game-load")
    shown = game_shown(calc)
    assert marked in shown["status"] and shown["deals"][-1][2]  # the refused deal is said, the markup as text
    assert calc.page.eval("[document.querySelectorAll('#game-section img').length, window.hit === undefined]") == [0, True]
    deep = "[" * 200_000 + "]" * 200_000
    calc.page.eval(f'document.querySelector("#game-json").value = {json.dumps(deep)}')
    calc.page.click("#game-load")
    assert game_shown(calc)["status"] == "1: the scorer refused the deal: bad_record" and calc.page.errors() == []
    many = json.dumps([{"players": [{}, {}, {}, {}], "wins": []}] * 200_000)  # spread, it overflowed the stack
    calc.page.eval(f'document.querySelector("#game-json").value = {json.dumps(many)}')
    calc.page.click("#game-load")
    assert game_shown(calc)["status"] == "对局记录过长：本页最多载入 1000 局 too long a game: the page loads at most 1,000 deals"
    assert calc.page.errors() == []
    calc.page.close()


READ_NAMES = 'Array.from(document.querySelectorAll("#game-names input")).map((i) => i.value)'


def deal_names(calc: Calculator) -> list[str]:
    return [row[1] for row in game_shown(calc)["deals"]]


def edit_and_put_back(calc: Calculator, which: int) -> None:
    """Deal `which` back in the form, then put in its own place as the form holds it."""
    calc.choose("#game-which", str(which))
    calc.page.click("#game-edit")
    calc.choose("#game-which", str(which))
    calc.page.click("#game-correct")


def mjc_game(ruleset: str, path: Path) -> dict:
    done = subprocess.run([sys.executable, "-m", "compiler", "game", "-r", ruleset, str(path), "--json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_keeper_names_the_players_edits_a_deal_and_saves_what_mjc_game_reads(browser, tmp_path):
    """Players' names head the columns (as text) and travel in the saved game; a deal brought back into the form
    and put back unchanged leaves the game as it was; a deal edited there (a win made a self-draw, a drawn deal
    with its ready seat unmarked) replays every later deal; the saved file plays to the same end in mjc game."""
    calc = Calculator(browser, "riichi", page_file("riichi"), ROOT / "specs" / "riichi.yaml")
    for player, name in enumerate(["Ann", "<b>Bo</b>", "Cy"]):
        calc.set_field(f'#game-names input[data-player="{player}"]', name)
    calc.enter(one_hand(hand="123m456m789p23s55z", win_tile="4s"), random.Random(1), by_picker=False)
    calc.page.click("#game-add-win")
    calc.set_field('#game-seats input[data-mark="declared_ready"][data-seat="1"]', True)
    calc.enter(one_hand(hand="234m456m678p23s55p", win_tile="4s", winner=2, by="discard", **{"from": 1}),
               random.Random(1), by_picker=False)
    calc.page.click("#game-add-win")
    calc.set_field('#game-seats input[data-mark="ready"][data-seat="3"]', True)
    calc.page.click("#game-add-draw")
    headers = calc.page.eval('Array.from(document.querySelectorAll("#game-table th")).map((th) => th.textContent)')
    assert headers[3:] == ["Ann", "<b>Bo</b>", "Cy", "玩家3"]
    assert calc.page.eval("document.querySelectorAll('#game-section b').length") == 0
    assert deal_names(calc) == ["东1局 East 1 · 本场 0", "东1局 East 1 · 本场 1", "东2局 East 2 · 本场 0"]
    names = ["Ann", "<b>Bo</b>", "Cy", ""]
    records = saved_records(calc)
    assert records[0]["meta"] == {"names": names}
    # each deal back in the form and put back as it is: the same records
    for which in range(3):
        edit_and_put_back(calc, which)
        assert saved_records(calc) == records, which
    # the second deal in the form: where it stood, the win, the seat that declared
    calc.choose("#game-which", "1")
    calc.page.click("#game-edit")
    assert [calc.value(css) for css in ("#dealer", "#round-wind", "#honba", "#winner", "#by", "#from", "#notation",
                                        "#win-tile")] == ["0", "E", "1", "2", "discard", "1", "234m456m678p23s55p", "4s"]
    assert calc.value('#game-seats input[data-mark="declared_ready"][data-seat="1"]') is True
    assert calc.shown()["total"]  # the form scores the deal as it stood
    calc.choose("#by", "self_draw")  # it was a self-draw: the three others pay, seat 1 still put down its stick
    calc.choose("#game-which", "1")
    calc.page.click("#game-correct")
    edited = saved_records(calc)
    assert edited[0] == records[0] and edited[1]["wins"][0]["by"] == "self_draw" and edited[1]["players"][1] == \
        {"declared_ready": True}
    expected = game_expected("riichi", edited)
    assert expected["deals"][1]["changes"] != game_expected("riichi", records)["deals"][1]["changes"]
    assert_table_is(game_shown(calc), expected, names)
    # the drawn deal: nobody was ready after all; the deal passes on as before, no noten payments
    calc.choose("#game-which", "2")
    calc.page.click("#game-edit")
    assert calc.value('#game-seats input[data-mark="ready"][data-seat="3"]') is True and calc.value("#win-tile") == ""
    calc.set_field('#game-seats input[data-mark="ready"][data-seat="3"]', False)
    calc.choose("#game-which", "2")
    calc.page.click("#game-correct")
    final = saved_records(calc)
    assert final[2]["players"] == [{}, {}, {}, {}] and final[2]["wins"] == []
    expected = game_expected("riichi", final)
    assert expected["deals"][2]["changes"] == [0, 0, 0, 0] and not expected["differences"]
    shown = game_shown(calc)
    assert_table_is(shown, expected, names)
    assert shown["form"] == ["2", "E"] and calc.value("#honba") == "1"  # nobody ready: passes on, honba counts it
    # saved: mjc game plays it to the same scores and points; loaded with the names cleared: names and table back
    (tmp_path / "riichi-game.json").write_text(calc.page.eval('document.querySelector("#game-json").value'),
                                               encoding="utf-8")
    played = mjc_game("riichi", tmp_path / "riichi-game.json")
    assert (played["scores"], played["points"], played["differences"]) == \
        (expected["scores"], [float(p) if isinstance(p, float) else p for p in expected["points"]], [])
    text = calc.page.eval('document.querySelector("#game-json").value')
    for player in range(3):
        calc.set_field(f'#game-names input[data-player="{player}"]', "")
    calc.page.click("#game-new")
    calc.page.eval(f'document.querySelector("#game-json").value = {json.dumps(text)}')
    calc.page.click("#game-load")
    assert calc.page.eval(READ_NAMES) == ["Ann", "<b>Bo</b>", "Cy", ""]
    assert_table_is(game_shown(calc), expected, names)
    assert calc.page.errors() == []
    calc.page.close()


def test_the_mcr_keeper_takes_back_edits_and_saves_for_mjc_game(browser, tmp_path):
    """MCR's game through the keeper: a deal with a meld and flowers back in the form and put back unchanged, a
    deal taken back, the winner of another put right; mjc game reads the saved game to the same scores and table
    points."""
    calc = Calculator(browser, "mcr", page_file("mcr"), ROOT / "specs" / "mcr.yaml")
    hands = [dict(hand="123m456m789m5p", win_tile="5p", winner=1, by="self_draw", flowers="12f",
                  melds=[{"kind": "pung", "tiles": "777z", "from": 0}]),
             dict(hand="111z222z333z444z5z", win_tile="5z", winner=2, by="discard", **{"from": 0}),
             dict(hand="19m19p19s1234567z", win_tile="1m", winner=0, by="discard", **{"from": 3}),
             dict(hand="123m456m789m123p5p", win_tile="5p", winner=3, by="self_draw")]
    for hand in hands:
        calc.enter(one_hand(**hand), random.Random(1), by_picker=False)
        calc.page.click("#game-add-win")
    records = saved_records(calc)
    assert records[0]["players"][1]["melds"] == [{"kind": "pung", "tiles": "777z", "from": 0}]
    assert deal_names(calc) == ["东1局 East 1", "东2局 East 2", "东3局 East 3", "东4局 East 4"]
    for which in range(4):
        edit_and_put_back(calc, which)
        assert saved_records(calc) == records, which
    calc.page.click("#game-undo")
    calc.choose("#game-which", "1")
    calc.page.click("#game-edit")
    calc.choose("#winner", "3")  # the thirteen orphans' winner was seat 3, off seat 0
    calc.choose("#game-which", "1")
    calc.page.click("#game-correct")
    edited = saved_records(calc)
    assert len(edited) == 3 and edited[1]["wins"][0]["winner"] == 3 and edited[2] == records[2]
    expected = game_expected("mcr", edited)
    assert_table_is(game_shown(calc), expected)
    (tmp_path / "mcr-game.json").write_text(json.dumps(edited), encoding="utf-8")
    played = mjc_game("mcr", tmp_path / "mcr-game.json")
    assert (played["scores"], played["points"], played["places"], played["differences"]) == \
        (expected["scores"], expected["points"], expected["places"], [])
    assert calc.page.errors() == []
    calc.page.close()


def sichuan_page_with_a_deal_of_two_wins(browser) -> Calculator:
    """The Sichuan page keeping a game of one deal: a win, a kong of seat 1, and a second win ending it."""
    calc = Calculator(browser, "sichuan", page_file("sichuan"), ROOT / "specs" / "sichuan.yaml")
    calc.enter(one_hand(hand="123m456m789m23p55p", win_tile="1p"), random.Random(1), by_picker=False)
    calc.page.click("#deal-add-win")
    calc.choose("#kong-seat", "1")
    calc.page.type("#kong-tile", "9p")
    calc.page.click("#deal-add-kong")
    calc.enter(one_hand(hand="111p222p333p678s6p", win_tile="6p", winner=3, by="discard", **{"from": 1}),
               random.Random(1), by_picker=False)
    calc.page.click("#game-add-win")
    return calc


def test_a_sichuan_deal_of_several_wins_comes_back_in_the_form_whole(browser):
    """Where a deal goes on after a win, a deal kept in the game comes back as its moments (wins and kongs) with its
    last win in the form; put back as it is, the game's records are unchanged."""
    calc = sichuan_page_with_a_deal_of_two_wins(browser)
    calc.enter(one_hand(hand="234s567s888s45p99s", win_tile="6p", winner=2), random.Random(1), by_picker=False)
    calc.page.click("#game-add-win")
    records = saved_records(calc)
    assert records[0]["events"] == [{"win": 0}, {"kong": [1, 0]}, {"win": 1}] and len(records[1]["wins"]) == 1
    calc.choose("#game-which", "0")
    calc.page.click("#game-edit")
    assert calc.page.eval('document.querySelectorAll("#deal-events li").length') == 2
    assert (calc.value("#winner"), calc.value("#notation"), calc.value("#win-tile")) == ("3", "111p222p333p678s6p", "6p")
    for which in range(2):
        edit_and_put_back(calc, which)
        assert saved_records(calc) == records, which
    expected = game_expected("sichuan", records)
    assert_table_is(game_shown(calc), expected)
    assert expected["deals"][0]["changes"] == importlib.import_module("generated.sichuan").score(
        dict(records[0]))["deltas"] and not expected["differences"]
    assert calc.page.errors() == []
    calc.page.close()


def test_a_hostile_deal_brought_back_into_the_form_is_data(browser):
    """A loaded deal of every wrong kind brought back to edit: the form takes what fits its fields as text and
    leaves the rest; nothing in it runs, and the page does not throw."""
    calc = Calculator(browser, "riichi", page_file("riichi"), ROOT / "specs" / "riichi.yaml")
    marked = '<img src=x onerror="window.hit=1">'
    hostile = [{"players": [{"hand": marked, "melds": [marked, {"kind": marked, "tiles": 7, "from": "x"}],
                             "flowers": {"a": 1}, "declared_ready": marked}, 5, None, {}],
                "wins": [{"winner": marked, "win_tile": marked, "by": 3, "from": [1], "context": {"riichi": marked}}],
                "options": {"x": marked}, "meta": {"names": [marked, 5, None]}},
               {"players": [{}, {}, {}, {}], "wins": [7, "x"], "events": [{"kong": [9, 9]}, marked], "dealer": marked}]
    calc.page.eval(f'document.querySelector("#game-json").value = {json.dumps(json.dumps(hostile))}')
    calc.page.click("#game-load")
    assert calc.page.eval(READ_NAMES) == [marked, "", "", ""]
    for which in ("0", "1"):
        calc.choose("#game-which", which)
        calc.page.click("#game-edit")
    calc.choose("#game-which", "0")
    calc.page.click("#game-edit")
    assert (calc.value("#notation"), calc.value("#win-tile")) == (marked, marked)
    assert calc.page.eval('document.querySelectorAll("#melds .meld").length') == 1  # the one meld that is an object
    assert calc.page.eval("[document.querySelectorAll('img').length, window.hit === undefined]") == [0, True]
    assert calc.page.errors() == []
    calc.page.close()


def test_a_loaded_deal_that_ends_with_a_kong_is_not_brought_back_in_part(browser):
    """A deal whose last moment is a kong after its last win (mjc simulate writes such deals; the page never makes
    one) cannot be held by the form, which ends a deal with a win: editing it is refused, and form and game stay."""
    calc = sichuan_page_with_a_deal_of_two_wins(browser)
    record = saved_records(calc)[0]
    kong = dict(record["players"][1]["melds"][0])
    kong["tiles"] = kong["tiles"].replace("9", "1").replace("p", "s")  # seat 1's second kong, after the last win
    record["players"][1]["melds"].append(kong)
    record["events"].append({"kong": [1, 1]})
    before = importlib.import_module("generated.sichuan").score(json.loads(json.dumps(record)))
    assert "error" not in before and before["deltas"] != game_expected("sichuan", saved_records(calc))["deals"][0]["changes"]
    calc.page.eval(f'document.querySelector("#game-json").value = {json.dumps(json.dumps([record]))}')
    calc.page.click("#game-load")
    assert saved_records(calc) == [record]
    calc.page.eval('document.querySelector("#notation").value = "19m"')
    calc.choose("#game-which", "0")
    calc.page.click("#game-edit")
    status = calc.page.eval('[document.querySelector("#game-status").className, '
                            'document.querySelector("#game-status").textContent]')
    assert status[0] == "refused" and "cannot go back in the form" in status[1] and status[1].endswith("(1)")
    assert calc.value("#notation") == "19m" and saved_records(calc) == [record]
    assert calc.page.errors() == []
    calc.page.close()


@pytest.mark.parametrize("where", ["events", "melds"])
def test_a_loaded_deal_too_large_for_the_form_is_not_brought_back(browser, where):
    """A loaded Sichuan deal of 200,000 kong moments overflowed the stack when edited (the moments were spread),
    and a hand of 40,000 melds took half a minute of rows: past 64 moments or melds, editing is refused."""
    calc = sichuan_page_with_a_deal_of_two_wins(browser)
    record = saved_records(calc)[0]
    if where == "events":
        record["events"] = [{"kong": [1, 0]}] * 200_000 + record["events"]
    else:
        record["players"][0]["melds"] = [{"kind": "pung", "tiles": "111m"}] * 40_000
    calc.page.eval(f'document.querySelector("#game-json").value = {json.dumps(json.dumps([record]))}')
    calc.page.click("#game-load")
    calc.page.eval('document.querySelector("#notation").value = "19m"')
    calc.choose("#game-which", "0")
    calc.page.click("#game-edit")
    status = calc.page.eval('[document.querySelector("#game-status").className, '
                            'document.querySelector("#game-status").textContent]')
    assert status == ["refused", "这一局的杠或副露太多，无法放回表单，请在保存的对局记录里修改 this deal holds more kongs or melds "
                                 "than the form takes; correct it in the saved game (1)"]
    assert calc.value("#notation") == "19m" and calc.page.errors() == []
    calc.page.close()
