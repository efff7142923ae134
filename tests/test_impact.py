"""The impact report (`mjc impact`): the statistics of compiler/impact.py on hand-made records and results whose
numbers are worked out below, merging parts as one accumulator, the terminal summary, the HTML report
(deterministic, escaped, self-contained), and the report of 2,000 Nanning deals under nanning and
nanning_dapao9 shown and printed by headless Chromium (marker `browser`); without matplotlib, the report without
its plots.
"""

from __future__ import annotations

import base64
import json
import os
import pickle
import random
import re
import subprocess
import sys
from html import unescape

import pytest

import generated.nanning
import generated.nanning_dapao9
from compiler.game import GAMES_SHOWN
from compiler.impact import Impact, roles, summary_text, swing
from compiler.render_impact import binned, plots_missing, render_impact
from compiler.render_pdf import pdf_pages, pdf_text
from tests.conftest import ROOT
from tests.deals import generator

TABLES = ["overview-table", "change-table", "values-table", "patterns-table", "roles-table", "seats-table",
          "swings-table", "outcomes-table"]
# Where matplotlib is missing (or MJC_WITHOUT hides it) the report has no plots: the tests of the plots skip.
PLOTS = 0 if plots_missing() else 4
needs_plots = pytest.mark.skipif(PLOTS == 0, reason=f"the report has no plots here: {plots_missing()}")

# ---------------------------------------------------------------- hand-made records with known numbers

HAND_A = "123m456m789p78s55z"
HAND_B = "234m567p345p78s11z"


def win(winner, total, *patterns):
    return {"winner": winner, "total": total, "unit": "points",
            "patterns": [{"id": pid, "name": name, "value": 1, "count": 1} for pid, name in patterns]}


def result(deltas, *wins):
    return {"deltas": list(deltas), "wins": list(wins), "payments": []}


def error(code):
    return {"error": {"code": code, "message": "..."}}


QING, XIN, JIU = ("qingyise", "清一色"), ("xinfan", "新番"), ("jiufan", "旧番")

# (record, base result, other result), at indexes 0..5
CASES = [
    # A: shorthand, seat 0 (the dealer by default) self-draws; the other ruleset doubles it and adds a pattern
    ({"id": "a", "hand": HAND_A, "win_tile": "9s", "by": "self_draw"},
     result([12, -4, -4, -4], win(0, 12, QING)), result([24, -8, -8, -8], win(0, 24, QING, XIN))),
    # B: seat 1 wins on seat 2's discard; same money, but its pattern vanishes
    ({"dealer": 1, "players": [{}, {"hand": HAND_A}, {}, {}],
      "wins": [{"winner": 1, "win_tile": "9s", "by": "discard", "from": 2}]},
     result([0, 6, -6, 0], win(1, 6, JIU)), result([0, 6, -6, 0], win(1, 6))),
    # C: a drawn deal
    ({"dealer": 2, "players": [{}, {}, {}, {}], "wins": []}, result([0, 0, 0, 0]), result([0, 0, 0, 0])),
    # D: refused by the other ruleset only
    ({"hand": HAND_A, "win_tile": "9s", "by": "self_draw"},
     result([3, -1, -1, -1], win(0, 3)), error("bonus_tiles_not_allowed")),
    # E: refused by both
    ({"hand": "1m", "win_tile": "9s", "by": "self_draw"}, error("no_win"), error("no_win")),
    # F: seats 0 and 1 both win on seat 3's discard, seat 3 dealing
    ({"dealer": 3, "players": [{"hand": HAND_A}, {"hand": HAND_B}, {}, {}],
      "wins": [{"winner": 0, "win_tile": "9s", "by": "discard", "from": 3},
               {"winner": 1, "win_tile": "9s", "by": "discard", "from": 3}]},
     result([4, 4, 0, -8], win(0, 4), win(1, 4)), result([8, 2, 0, -10], win(0, 8, XIN), win(1, 2))),
]


def accumulated(cases=CASES, top=10, labels=("base", "other")) -> Impact:
    impact = Impact(*labels, ("points", "points"), top=top)
    for index, (record, base, other) in enumerate(cases):
        impact.add(record, base, other, index)
    return impact


def test_counts_of_each_side():
    data = accumulated().data()
    assert data["records"] == 6
    assert data["sides"]["base"] == {"scored": 5, "wins": 5, "drawn": 1, "errors": {"no_win": 1}, "error_count": 1,
                                     "mean_value": 5.8, "max_value": 12}
    assert data["sides"]["other"] == {"scored": 4, "wins": 4, "drawn": 1, "error_count": 2,
                                      "errors": {"bonus_tiles_not_allowed": 1, "no_win": 1},
                                      "mean_value": 10, "max_value": 24}
    # hand values side by side: [value, wins under base, wins under other]
    assert data["values"] == [[2, 0, 1], [3, 1, 0], [4, 2, 0], [6, 1, 1], [8, 0, 1], [12, 1, 0], [24, 0, 1]]


def test_patterns_appear_and_vanish():
    rows = {row["id"]: row for row in accumulated().data()["patterns"]}
    assert [row["id"] for row in accumulated().data()["patterns"]] == ["xinfan", "jiufan", "qingyise"]
    assert rows["xinfan"] == {"id": "xinfan", "name": "新番", "base": 0, "other": 2, "change": 2,
                              "base_share": 0, "other_share": 0.5, "status": "appears"}
    assert rows["jiufan"] == {"id": "jiufan", "name": "旧番", "base": 1, "other": 0, "change": -1,
                              "base_share": 0.2, "other_share": 0, "status": "vanishes"}
    assert rows["qingyise"]["status"] == "both" and (rows["qingyise"]["base"], rows["qingyise"]["other"]) == (1, 1)
    assert (rows["qingyise"]["base_share"], rows["qingyise"]["other_share"]) == (0.2, 0.25)


def test_money_by_role_seat_and_dealer():
    money = accumulated().data()["money"]
    row = lambda rows, key: next(r for r in rows if r["key"] == key)  # noqa: E731
    # records A, B, C and F are scored under both
    assert row(money["roles"], "winner") == {"key": "winner", "count": 4, "base": 6.5, "other": 10, "change": 3.5,
                                             "up": 2, "down": 1}
    assert row(money["roles"], "discarder") == {"key": "discarder", "count": 2, "base": -7, "other": -8,
                                                "change": -1, "up": 0, "down": 1}
    assert row(money["roles"], "other") == {"key": "other", "count": 6, "base": -2, "other": -4, "change": -2,
                                            "up": 0, "down": 3}
    assert row(money["roles"], "drawn") == {"key": "drawn", "count": 4, "base": 0, "other": 0, "change": 0,
                                            "up": 0, "down": 0}
    assert [(r["base"], r["other"], r["change"]) for r in money["seats"]] == \
        [(4, 8, 4), (1.5, 0, -1.5), (-2.5, -3.5, -1), (-3, -4.5, -1.5)]
    assert [r["count"] for r in money["seats"]] == [4, 4, 4, 4]
    assert row(money["dealer"], "dealer") == {"key": "dealer", "count": 4, "base": 2.5, "other": 5, "change": 2.5,
                                              "up": 1, "down": 1}
    assert row(money["dealer"], "non_dealer") == {"key": "non_dealer", "count": 12, "base": -0.8333,
                                                  "other": -1.6667, "change": -0.8333, "up": 1, "down": 4}


def test_changes_and_the_largest():
    data = accumulated().data()
    assert data["changes"] == {
        "paired": 4, "changed": 2, "unchanged": 2, "changed_share": 0.5, "values_changed": 2,
        "swings": [[0, 2], [4, 1], [12, 1]], "mean_swing": 4, "mean_swing_changed": 8, "max_swing": 12,
        "outcomes": [{"base": "no_win", "other": "no_win", "count": 1},
                     {"base": "scored", "other": "bonus_tiles_not_allowed", "count": 1}]}
    largest = data["largest"]
    assert [(e["index"], e["swing"], e["change"]) for e in largest] == \
        [(0, 12, [12, -4, -4, -4]), (5, 4, [4, -2, 0, -2])]
    assert largest[0]["record"]["id"] == "a" and largest[0]["other"]["deltas"] == [24, -8, -8, -8]


def test_swing_and_roles():
    assert swing([12, -4, -4, -4], [24, -8, -8, -8]) == 12
    assert swing([1, 0, 0, -1], [2, 0, 0, -1]) == 0.5  # an odd sum (money from the table) is not rounded away
    assert roles(CASES[0][0]) == ["winner", "other", "other", "other"]
    assert roles(CASES[1][0]) == ["other", "winner", "discarder", "other"]
    assert roles(CASES[2][0]) == ["drawn"] * 4
    assert roles(CASES[5][0]) == ["winner", "winner", "other", "discarder"]
    rob = {"players": [{"hand": HAND_A}, {}, {}, {}],
           "wins": [{"winner": 0, "win_tile": "9s", "by": "robbing_kong", "from": 2}]}
    assert roles(rob) == ["winner", "other", "discarder", "other"]
    assert roles({"wins": [{"winner": "0"}]}) is None and roles({"wins": 3}) is None and roles([1, 2]) is None


def test_the_largest_keep_the_first_of_equal_changes_however_split():
    same = (CASES[0][0], CASES[0][1], CASES[0][2])
    impact = Impact("base", "other", "points", top=2)
    for index in (7, 3, 5):
        impact.add(*same, index=index)
    assert [e["index"] for e in impact.data()["largest"]] == [3, 5]
    parts = [Impact("base", "other", "points", top=2) for _ in range(2)]
    parts[0].add(*same, index=5)
    parts[1].add(*same, index=7)
    parts[1].add(*same, index=3)
    parts[1].merge(parts[0])
    assert parts[1].data() == impact.data()


def test_hostile_records_and_results_do_not_crash():
    impact = Impact("base", "other", "points")
    impact.add("not a record", error("bad_record"), error("bad_record"))
    impact.add({"wins": [{"winner": 9}]}, result([1, -1, 0, 0], win(0, 1)), result([2, -2, 0, 0], win(0, 2)))
    impact.add({"dealer": "x"}, {"error": "odd"}, result([0, 0, 0, 0]))
    data = impact.data()
    assert data["records"] == 3 and data["changes"]["changed"] == 1
    assert data["money"]["roles"][0]["count"] == 0  # the seats of an unreadable deal have no role
    assert data["money"]["seats"][0]["base"] == 1 and data["money"]["dealer"][0]["count"] == 1
    assert data["changes"]["outcomes"] == [{"base": "bad_record", "other": "bad_record", "count": 1},
                                           {"base": "error", "other": "scored", "count": 1}]
    assert "impact of other against base: 3 records" in summary_text(data)


def test_an_empty_run_gives_zeros_and_a_report():
    data = Impact("base", "other", "points").data()
    assert data["records"] == 0 and data["values"] == [] and data["largest"] == []
    assert data["changes"]["changed_share"] == 0 and data["money"]["roles"][0]["base"] == 0
    html = render_impact(data)
    assert html.count("<svg id=") == PLOTS and "No result changes." in html


def dapao9_run(count: int) -> tuple[list, list, list, Impact]:
    """Random Nanning deals scored under nanning and nanning_dapao9, and their comparison in one accumulator."""
    make = generator("nanning")
    records = [make(random.Random(seed)) for seed in range(count)]
    base = generated.nanning.score_many(records)
    other = generated.nanning_dapao9.score_many(records)
    whole = Impact("nanning", "nanning_dapao9", "points", top=5)
    for index, triple in enumerate(zip(records, base, other)):
        whole.add(*triple, index=index)
    return records, base, other, whole


def test_merge_of_parts_equals_one_accumulator():
    records, base, other, whole = dapao9_run(900)
    # three worker processes, each dealt every third record, sent back pickled and merged in another order
    parts = [Impact("nanning", "nanning_dapao9", "points", top=5) for _ in range(3)]
    for index, triple in enumerate(zip(records, base, other)):
        parts[index % 3].add(*triple, index=index)
    parts = [pickle.loads(pickle.dumps(part)) for part in parts]
    parts[2].merge(parts[0])
    parts[2].merge(parts[1])
    data = whole.data()
    assert json.dumps(parts[2].data(), sort_keys=True) == json.dumps(data, sort_keys=True)
    # the numbers themselves, counted here the plain way
    both = [(b, o) for b, o in zip(base, other) if "error" not in b and "error" not in o]
    assert data["changes"]["paired"] == len(both)
    assert data["changes"]["changed"] == sum(b["deltas"] != o["deltas"] for b, o in both) > 300
    winners = [(b["deltas"][w["winner"]], o["deltas"][w["winner"]]) for b, o in both for w in b["wins"]]
    row = data["money"]["roles"][0]
    assert row["count"] == len(winners)
    assert row["base"] == round(sum(b for b, _ in winners) / len(winners), 4)
    assert row["other"] == round(sum(o for _, o in winners) / len(winners), 4) < row["base"]  # 大炮 cheaper
    swings = sorted((swing(b["deltas"], o["deltas"]) for b, o in both), reverse=True)
    assert [e["swing"] for e in data["largest"]] == swings[:5]


def test_merge_refuses_another_comparison():
    with pytest.raises(ValueError, match="cannot merge"):
        Impact("a", "b", "points").merge(Impact("a", "c", "points"))


# ---------------------------------------------------------------- the terminal summary

def test_summary_text():
    text = summary_text(accumulated().data())
    lines = text.splitlines()
    assert 10 <= len(lines) <= 20
    assert lines[0] == "impact of other against base: 6 records"
    assert "  results that change: 2 of 4 scored under both (50.0%); hand values change in 2" in lines
    assert "    winner:     6.50 -> 10 (+3.50)" in lines
    assert "    新番 (xinfan): 0 -> 2, appears" in lines and "    旧番 (jiufan): 1 -> 0, vanishes" in lines
    assert "  scored or refused differently: 1 scored -> bonus_tiles_not_allowed" in lines
    assert lines[-1] == "  largest change: record 0 (id a), 12 moved: deltas [12, -4, -4, -4] -> [24, -8, -8, -8]"


def test_summary_text_shows_control_characters_as_escapes():
    text = summary_text(accumulated(labels=("base\x1b[2J", "other")).data())
    assert "\x1b" not in text and "base\\x1b[2J" in text


# ---------------------------------------------------------------- the HTML report

def test_the_report_is_deterministic_and_self_contained():
    data = accumulated().data()
    html = render_impact(data)
    assert render_impact(json.loads(json.dumps(data))) == html
    assert "<script" not in html and "<link" not in html and "@import" not in html and "http://" not in html.replace(
        "http://www.w3.org/", "")
    assert html.count("<svg id=") == PLOTS  # the plots, inline; their ids are each their own
    ids = re.findall(r'\sid="([^"]+)"', html)
    assert len(ids) == len(set(ids))
    assert re.findall(r'<table id="([\w-]+)"', html) == TABLES
    # the largest changes are drawn as tiles: each face used is drawn once, as a symbol
    used = set(re.findall(r'<use href="#(tile-\w+)"', html))
    assert {"tile-9s", "tile-5z", "tile-1m"} <= used
    assert all(html.count(f'<symbol id="{name}"') == 1 for name in used)


def test_the_report_shows_the_numbers():
    html = render_impact(accumulated().data(), title="House rules")
    assert "<title>House rules</title>" in html
    assert re.search(r'<tr data-key="winner"><th>winner</th><td class="n count" data-value="4">4</td>\s*'
                     r'<td class="n base" data-value="6.5">6.50</td><td class="n other" data-value="10.0">10</td>\s*'
                     r'<td class="n change up" data-value="3.5">\+3.50</td>', html)
    assert re.search(r'<tr data-key="xinfan" class="appears">', html)
    assert re.search(r'<tr data-key="jiufan" class="vanishes">', html)
    assert '<td class="n down" data-value="-4">−4</td>' in html  # a change, with a true minus sign
    assert '<td class="n base" data-value="-7.0">−7</td>' in html


@needs_plots
def test_hostile_text_is_escaped():
    evil = "<script>alert(1)</script>"
    cases = [({**CASES[0][0], "id": "<img src=x onerror=alert(1)>"}, CASES[0][1],
              result([24, -8, -8, -8], win(0, 24, ("evil", evil), ("dollars", "$x^{2}$ & \\frac"))))]
    cases.append(({"hand": "1m"}, error("<b>bold</b>"), error("no_win")))
    html = render_impact(accumulated(cases, labels=(evil, "ours & theirs")).data())
    assert "<script" not in html and "<img" not in html and "<b>bold" not in html
    plots = re.findall(r"<svg id=.*?</svg>", html, re.S)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html.split("<svg id=")[0]  # in the tables
    assert [plot.count("&lt;script&gt;alert(1)&lt;/script&gt;") for plot in plots] == [1, 2, 1, 0]  # legends, a name
    assert "$x^{2}$ &amp; \\frac" in html  # drawn as it is written, not as TeX
    assert "ours &amp; theirs" in html


NO_PLOTS = "plots need matplotlib: pip install 'mjc[impact]'"


def test_without_matplotlib_the_report_has_its_tables_and_says_how_to_get_the_plots(monkeypatch):
    data = accumulated().data()
    tables = re.findall(r'<table id="([^"]+)"', render_impact(data))
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # an import of it fails, as where it is not installed
    html = render_impact(data)
    assert "<svg id=" not in html and "<figure" not in html
    assert re.findall(r'<table id="([^"]+)"', html) == tables == TABLES
    (note,) = re.findall(r'<p class="note" id="no-plots">(.*?)</p>', html)
    assert unescape(note) == f"This report has no plots: {NO_PLOTS}."


@pytest.mark.parametrize("hide", ["import", "MJC_WITHOUT"])
def test_mjc_impact_without_matplotlib_writes_the_report_and_says_so_once(tmp_path, hide):
    """matplotlib not importable (an import of it fails), or hidden by MJC_WITHOUT: exit 0, one note."""
    run = [sys.executable, "-c", "import sys; sys.modules['matplotlib'] = None; from compiler.cli import main; "
                                 "sys.exit(main())"] if hide == "import" else [sys.executable, "-m", "compiler"]
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "MJC_WITHOUT": "matplotlib" if hide != "import" else ""}
    done = subprocess.run([*run, "impact", "nanning", "nanning_dapao9", "--deals", "200", "--seed", "3", "-o",
                           "r.html", "--jobs", "1"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert done.stdout.startswith("impact of nanning_dapao9 against nanning: 200 records")
    assert done.stderr.count(NO_PLOTS) == 1 and "note: the report has its tables and no plots: " + NO_PLOTS in done.stderr
    html = unescape((tmp_path / "r.html").read_text(encoding="utf-8"))
    assert html.count(NO_PLOTS) == 1 and "<svg id=" not in html and 'data-key="records"' in html


def test_many_values_are_shown_in_equal_ranges():
    rows = binned([[value, 1, 2] for value in range(1, 101)])  # 100 values: ranges of 5 (100 / 30 rounded up)
    assert len(rows) == 21 and rows[0] == {"label": "0–4", "low": 0, "high": 4, "counts": [4, 8]}
    assert rows[1]["label"] == "5–9" and rows[-1]["label"] == "100–104" and sum(r["counts"][0] for r in rows) == 100
    rows = binned([[1000 + 300 * n, 1] for n in range(300)] + [[96000, 2]])  # riichi-like points: ranges of 5000
    assert [r["label"] for r in rows[:2]] == ["0–4999", "5000–9999"] and rows[-1]["counts"] == [2]
    assert sum(r["counts"][0] for r in rows) == 302
    assert [r["label"] for r in binned([[x / 10, 1] for x in range(40)])][:2] == ["0–0.20", "0.20–0.40"]
    assert [r["label"] for r in binned([[2, 1], [9, 3]])] == ["2", "9"]


# ---------------------------------------------------------------- in the browser

DEALS = 2000
WIDTHS = (1280, 800)

READ_PAGE = r"""(() => {
  const cell = td => Number(td.dataset.value);
  const rows = id => Object.fromEntries(Array.from(document.querySelectorAll("#" + id + " tbody tr[data-key]"))
    .map(tr => [tr.dataset.key, Array.from(tr.querySelectorAll("td[data-value]")).map(cell)]));
  const plots = Array.from(document.querySelectorAll("figure.plot")).map(figure => {
    const svg = figure.querySelector(":scope > svg"), box = svg ? svg.getBoundingClientRect() : null;
    const style = svg ? getComputedStyle(svg) : null;
    return svg && {id: svg.id, width: box.width, height: box.height, display: style.display,
      visibility: style.visibility, bars: svg.querySelectorAll("g[id*='patch'] path").length,
      texts: Array.from(svg.querySelectorAll("text")).map(t => [t.textContent, t.getComputedTextLength()])};
  });
  const changes = Array.from(document.querySelectorAll("article.change")).map(a => ({
    index: Number(a.dataset.index),
    tiles: Array.from(a.querySelectorAll("svg.tile")).map(t => {
      const use = t.querySelector("use"), target = document.querySelector(use.getAttribute("href"));
      const box = t.getBoundingClientRect();
      return target !== null && target.tagName === "symbol" && box.width > 0 && box.height > 0;
    })}));
  return {plots, changes, overview: rows("overview-table"), patterns: rows("patterns-table"),
          roles: rows("roles-table"), seats: rows("seats-table"), values: rows("values-table"),
          swings: rows("swings-table"), change: rows("change-table")};
})()"""

OVERFLOW = r"""(() => {
  const width = document.documentElement.clientWidth;
  const wide = Array.from(document.querySelectorAll("body *"))
    .filter(e => e.getBoundingClientRect().right > width + 0.5 && !e.closest("svg.tile-faces"))
    .map(e => e.tagName + (e.id ? "#" + e.id : ""));
  return {scroll: document.documentElement.scrollWidth, inner: window.innerWidth, wide: wide.slice(0, 5)};
})()"""


@pytest.fixture(scope="module")
def nanning_report(tmp_path_factory):
    make = generator("nanning")
    records = [make(random.Random(seed)) for seed in range(DEALS)]
    impact = Impact("nanning", "nanning_dapao9", "points")
    for index, triple in enumerate(zip(records, generated.nanning.score_many(records),
                                       generated.nanning_dapao9.score_many(records))):
        impact.add(*triple, index=index)
    data = impact.data()
    path = tmp_path_factory.mktemp("impact") / "impact.html"
    path.write_text(render_impact(data), encoding="utf-8")
    return data, path


@pytest.mark.browser
@needs_plots
def test_the_nanning_report_in_chromium(nanning_report, tmp_path):
    from tests.browser import Browser
    data, path = nanning_report
    assert data["changes"]["changed"] > 500
    assert data["sides"]["base"]["mean_value"] > data["sides"]["other"]["mean_value"]  # 大炮 is cheaper
    with Browser() as browser:
        page = browser.new_page(WIDTHS[0], 900)
        page.goto(path.as_uri())
        shown = page.eval(READ_PAGE)

        # every plot: an inline SVG with a size, shown, with its bars and its text laid out
        assert [p["id"] for p in shown["plots"]] == ["values-plot", "patterns-plot", "money-plot", "changes-plot"]
        for plot in shown["plots"]:
            assert plot["width"] > 600 and plot["height"] > 150, plot["id"]
            assert plot["display"] != "none" and plot["visibility"] == "visible", plot["id"]
            assert plot["bars"] >= 5, plot["id"]
            assert all(length > 0 for text, length in plot["texts"] if text.strip()), plot["id"]
        pattern_texts = {text for text, _ in shown["plots"][1]["texts"]}
        assert {row["name"] for row in data["patterns"]} <= pattern_texts  # CJK names, set as text

        # the tables hold the numbers of data
        for key in ("scored", "error_count", "wins", "drawn", "mean_value", "max_value"):
            assert shown["overview"][key] == [data["sides"]["base"][key], data["sides"]["other"][key]], key
        assert shown["change"]["changed"] == [data["changes"]["changed"]]
        assert shown["change"]["max_swing"] == [data["changes"]["max_swing"]]
        assert shown["patterns"] == {r["id"]: [r["base"], r["other"], r["change"]] for r in data["patterns"]}
        assert shown["roles"] == {r["key"]: [r["count"], r["base"], r["other"], r["change"], r["up"], r["down"]]
                                  for r in data["money"]["roles"]}
        assert len(shown["seats"]) == 6
        assert shown["values"] == {str(v): [b, o] for v, b, o in data["values"]}
        assert sum(row[0] for row in shown["swings"].values()) == data["changes"]["changed"]

        # the largest changes, in order, their hands drawn with the tile symbols
        assert [c["index"] for c in shown["changes"]] == [e["index"] for e in data["largest"]]
        assert len(shown["changes"]) == 10
        assert all(len(c["tiles"]) >= 14 and all(c["tiles"]) for c in shown["changes"])

        for width in WIDTHS:
            page.set_width(width, 900)
            fit = page.eval(OVERFLOW)
            assert fit["inner"] == width and fit["scroll"] <= width and not fit["wide"], f"at {width} px: {fit}"
        assert page.errors() == []

        printed = page.call("Page.printToPDF", {"printBackground": True, "preferCSSPageSize": True}, timeout=60)
    pdf = tmp_path / "impact.pdf"
    pdf.write_bytes(base64.b64decode(printed["data"]))
    assert 4 <= pdf_pages(pdf) <= 14
    text = " ".join(pdf_text(pdf).split())
    assert "Impact of nanning_dapao9 against nanning" in text and "碰碰胡" in text and "The largest changes" in text


LOGS = ROOT.parent / "shared" / "logs"
BIGGER_UMA = "extends: riichi\nid: riichi_bigger_uma\nname: {zh: 大马, en: a bigger uma}\ngame:\n  uma: [30, 10, -10, -30]\n"


def test_impact_over_logged_games_compares_the_deals_and_each_games_standing(tmp_path):
    """A simulated riichi game of 12 deals as a game file: the house ruleset changes no deal, only the uma."""
    from compiler.game import compared_games
    from compiler.pipeline import compile_spec
    from compiler.simulate import simulate
    import generated.riichi
    records = list(simulate(generated.riichi, 12, 5, 0))
    (tmp_path / "game.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    (tmp_path / "house.yaml").write_text(BIGGER_UMA, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "compiler", "impact", "riichi", str(tmp_path / "house.yaml"), "--logs",
                           str(tmp_path / "game.jsonl"), "-o", str(tmp_path / "r.html"), "--jobs", "1", "-q"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "results that change: 0 of 12" in done.stdout
    assert "  games: 1; the final places change in 0" in done.stdout
    house = compile_spec(tmp_path / "house.yaml", "house.yaml").module()
    (game,) = compared_games([("game.jsonl", records)], generated.riichi, house)
    assert game["base"]["places"] == game["other"]["places"] and game["base"]["scores"] == game["other"]["scores"]
    first, last = game["base"]["places"].index(1), game["base"]["places"].index(4)
    assert game["other"]["points"][first] == game["base"]["points"][first] + 10  # uma 30 where it was 20
    assert game["other"]["points"][last] == game["base"]["points"][last] - 10
    html = unescape((tmp_path / "r.html").read_text(encoding="utf-8"))
    assert '<table id="games-table">' in html and "0 of 1 games end in\n  other places" in html


def test_impact_over_real_tenhou_games(tmp_path):
    if not (LOGS / "tenhou").is_dir():
        if os.environ.get("MJC_REQUIRE_SEEDS") == "1":
            pytest.fail(f"MJC_REQUIRE_SEEDS=1, but the real logs {LOGS} are missing")
        pytest.skip(f"the real logs are not at {LOGS} (beside the project)")
    (tmp_path / "house.yaml").write_text(BIGGER_UMA, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "compiler", "impact", "riichi", str(tmp_path / "house.yaml"), "--logs",
                           str(LOGS / "tenhou" / "2023053016gm-0029-0000-e54b3b98.xml"), "-o", str(tmp_path / "r.html"),
                           "--jobs", "1", "-q"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    log = LOGS / "tenhou" / "2023053016gm-0029-0000-e54b3b98.xml"  # a game is named by its file as given
    assert (f"    {log}: places [1, 3, 2, 4] -> [1, 3, 2, 4], points "
            "[63.8, -23.9, 9.3, -49.2] -> [73.8, -23.9, 9.3, -59.2]") in done.stdout


def test_impact_over_a_file_of_matches_keeps_each_whole_match_as_a_game(tmp_path):
    """A file of Botzone matches with broken ones: each problem is said, and every other match is a game of its own."""
    from tests.test_logs_botzone import DRAWN, KONGS, ROB
    broken, cut = KONGS.replace("Player 0 Play W9", "Player 0 Play W8"), ROB.split("Player 2 Hu")[0]
    text = "\n".join([broken, ROB, DRAWN, cut])
    (tmp_path / "m.txt").write_text(text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "compiler", "impact", "mcr_botzone", "mcr", "--logs",
                           str(tmp_path / "m.txt"), "-o", str(tmp_path / "r.html")], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 1, done.stderr  # the report is written; the status says that not every match was read
    assert (tmp_path / "r.html").is_file()
    said = [line for line in done.stderr.splitlines() if line.startswith("mjc impact: m.txt: match ")]
    assert [line.split(",")[0] for line in said] == ["mjc impact: m.txt: match 1 (handmade-kongs)",
                                                     "mjc impact: m.txt: match 4 (handmade-rob)"]
    assert "games: 2;" in done.stdout


def test_parts_numbered_from_zero_merge_into_the_run_s_numbers():
    """A file's deals are compared apart, numbered from 0 (deal_runs.compared_game_file); merged in order with the
    count so far as offset, they give the accumulator of the whole run, largest changes' numbers included."""
    records, base, other, whole = dapao9_run(600)
    merged = None
    for start, stop in ((0, 250), (250, 251), (251, 600)):
        part = Impact("nanning", "nanning_dapao9", "points", top=5)
        for index, triple in enumerate(zip(records[start:stop], base[start:stop], other[start:stop])):
            part.add(*triple, index=index)
        part = pickle.loads(pickle.dumps(part))
        if merged is None:
            merged = part
        else:
            merged.merge(part, merged.records)
    data = whole.data()
    assert json.dumps(merged.data(), sort_keys=True) == json.dumps(data, sort_keys=True)
    assert max(e["index"] for e in data["largest"]) > 251  # numbers of the last part, moved on by 251


def test_impact_over_a_file_of_matches_read_in_parts_numbers_deals_as_its_records_do(tmp_path):
    """1,200 matches are read in three parts (cli.MATCHES_A_TASK), by one job or two: the same report, and the same
    deal numbers, counts and largest changes as the same deals given as records."""
    from compiler.cli import MATCHES_A_TASK
    from tests.test_logs_botzone import DRAWN, KONGS, ROB
    assert 2 * MATCHES_A_TASK < 1200 < 3 * MATCHES_A_TASK
    (tmp_path / "m.txt").write_text("\n".join([DRAWN, KONGS, ROB] * 400), encoding="utf-8")
    run = lambda *args: subprocess.run(  # noqa: E731
        [sys.executable, "-m", "compiler", "impact", "mcr_botzone", "mcr_botzone", "--set", "min_fan=16", *args, "-q"],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    one = run("--logs", str(tmp_path / "m.txt"), "-o", str(tmp_path / "one.html"), "--jobs", "1")
    two = run("--logs", str(tmp_path / "m.txt"), "-o", str(tmp_path / "two.html"), "--jobs", "2")
    assert one.returncode == two.returncode == 0, one.stderr + two.stderr
    assert one.stdout == two.stdout
    assert (tmp_path / "one.html").read_bytes() == (tmp_path / "two.html").read_bytes()
    logged = subprocess.run([sys.executable, "-m", "compiler", "log", str(tmp_path / "m.txt"), "-o",
                             str(tmp_path / "m.jsonl")], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert logged.returncode == 0, logged.stderr
    records = run("--records", str(tmp_path / "m.jsonl"), "-o", str(tmp_path / "r.html"), "--jobs", "1")
    deals, games = one.stdout.split("  games: ")
    assert deals == records.stdout and "1200 records" in deals
    assert "largest change: record 2 (id m.txt:3), 65 moved" in deals  # the first of 400 equal changes, as numbered in the run
    # 16 fan at least: every win below it (the rob, 8 fan) is a false win, and each such game ends in other places
    assert games.startswith("1200; the final places change in 400\n")
    assert games.count("\n    m.txt:") == GAMES_SHOWN and f"... and {400 - GAMES_SHOWN} more games" in games
