"""Rule sheets speak to players and referees: scoring and settlement in words and numbers, sources by
title and line, the examples' hands shown, and nothing about how the rules were read or checked."""

from __future__ import annotations

import re

import pytest

from compiler.pipeline import compile_spec
from compiler.render import flags_read, record_words, render_html, render_markdown
from compiler.verify import verify
from tests.conftest import BUNDLED, seed_text

# Words of the project's own reading process and of other programs: they belong in docs/guide/.
INTERNAL = re.compile(r"PyMahjongGB|\bseed|rules/|§|shared/|\.txt\b|github|the spec\b|\bpeer", re.IGNORECASE)


@pytest.fixture(scope="module")
def sheets():
    """id -> (ruleset, Markdown sheet, HTML sheet) of every bundled spec, rendered now."""
    out = {}
    for spec in BUNDLED:
        compiled = compile_spec(spec, f"specs/{spec.name}")
        outcomes = verify(compiled)
        differences = compiled.differences()
        out[spec.stem] = (compiled.ruleset, render_markdown(compiled.ruleset, outcomes, **differences),
                          render_html(compiled.ruleset, outcomes, **differences))
    return out


def html_words(html: str) -> str:
    html = re.sub(r"<(style|script)\b.*?</\1>", "", html, flags=re.S)
    html = re.sub(r"<svg\b.*?</svg>", "", html, flags=re.S)
    return re.sub(r"<[^>]+>", " ", html)


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_no_sheet_speaks_of_the_reading_process(sheets, spec):
    _, md, html = sheets[spec.stem]
    for name, text in (("md", md), ("html", html_words(html))):
        found = sorted({m.group(0) for m in INTERNAL.finditer(text)})
        lines = [line for line in text.splitlines() if INTERNAL.search(line)][:3]
        assert found == [], f"{spec.stem}.{name}: {found} in {lines}"


def quick_reference(md: str) -> str:
    return md.split("## Quick reference", 1)[1].split("\n## ", 1)[0]


def test_the_mcr_quick_reference_states_scoring_and_settlement_in_words(sheets):
    _, md, html = sheets["mcr"]
    quick = quick_reference(md)
    assert "each other seat pays 8 + fan, so the winner gets (8 + fan) × 3" in quick
    assert "the discarder pays 8 + fan and each of the other two pays 8" in quick
    assert "least 8 fan" in quick and "64" not in quick
    page = html.split('<section id="quick"', 1)[1].split("</section>", 1)[0]
    assert "8 + fan" in page and "× 64" not in page and "64 +" not in page


@pytest.mark.parametrize("ruleset, words", [
    ("nanning", "H = base × 2^doublings. The base is 4 for a concealed hand"),
    ("nanjing", "S = 2 × (hard + soft flowers) + 20"),
    ("mcr_botzone", "the claimer pays 10 to each other seat"),
    ("nanning_dapao9", "Every base is 3, concealed or not"),
])
def test_every_bundled_quick_reference_has_words(sheets, ruleset, words):
    assert words in quick_reference(sheets[ruleset][1])


def test_a_house_change_reaches_the_quick_reference(compile_text):
    # Quoted values follow the house: the base of 4 raised to 5 reads 5 in the words too.
    house = compile_text("mjc: 1\nextends: nanning\nid: ourtable\nname: {zh: 我们, en: Ours}\n"
                         "options:\n  concealed_points: {default: 5}\n", name="ourtable.yaml")
    md = render_markdown(house.ruleset, verify(house), **house.differences())
    assert "The base is 5 for a concealed hand" in quick_reference(md)


def test_sources_are_named_by_title_and_line(sheets):
    _, md, html = sheets["nanning"]
    assert "**Source:** 最新南宁麻将规则怎么算分標准计分规则\n" in md
    row = next(line for line in md.splitlines() if "`pengpeng-plain-discard`" in line)
    assert "1、 普通牌型9分； (原文第29行 / source line 29)" in row
    assert "原文第29行" in html and "source line 29" in html


def test_markdown_examples_show_their_hands(sheets):
    _, md, _ = sheets["nanning"]
    row = next(line for line in md.splitlines() if "`pengpeng-plain-discard`" in line)
    assert "seat 0: 333s555z99p77z, pung 111m from 1; seat 0 wins on 7z, on the discard of seat 2" in row
    rows = [line for line in md.splitlines() if line.startswith("| ✓ | `")]
    assert len(rows) == 157 and all(" wins on " in line or "no one wins" in line for line in rows)


def test_a_deal_in_words_names_every_part_of_the_record():
    record = {"dealer": 1, "round_wind": "S", "options": {"fenghu_double": True},
              "players": [{"hand": "123m", "melds": [{"kind": "kong", "tiles": "5555p", "concealed": True}],
                           "flowers": "1f"}, {}, {"melds": [{"kind": "pung", "tiles": "777z", "from": 0}]}, {}],
              "wins": [{"winner": 0, "win_tile": "3m", "by": "robbing_kong", "from": 2,
                        "context": {"last_of_kind": True, "kong_chain": 0, "bonus_tiles": "5z1m"}}],
              "penalties": [{"type": "false_win", "seat": 3}]}
    assert record_words(record) == (
        "seat 0: 123m, concealed kong 5555p, flowers 1f; seat 2: pung 777z from 0; "
        "seat 0 wins on 3m, robbing the kong of seat 2 (last_of_kind, bonus_tiles 5z1m); penalty false_win on seat 3; "
        "dealer 1; round S; fenghu_double = true")
    assert record_words({"wins": "nonsense"}) == "" and record_words([1, 2]) == ""


SEEDS = {"nanning": "000_f66df4746556c2ac.txt", "mcr": "002_632b5f5dd97f9b81.txt",
         "nanjing": "003_ee63df2559a2925e.txt"}


@pytest.mark.parametrize("ruleset", sorted(SEEDS))
def test_each_source_line_is_where_its_sentence_begins(sheets, ruleset):
    """The line an example names holds the start of its cite (a cite may run over broken lines)."""
    lines = seed_text(SEEDS[ruleset]).split("\n")
    rs = sheets[ruleset][0]
    entries = list(rs.examples) + list(rs.unrealisable)
    wrong = []
    for e in entries:
        if e.line is None:
            continue
        rest = "".join(lines[e.line - 1:e.line + 4])
        if not any(rest[start:].startswith(e.cite) for start in range(len(lines[e.line - 1]))):
            wrong.append((e.cite, e.line))
    assert wrong == []
    joined = "".join(lines)
    unlined = [e.cite for e in entries if e.line is None and e.cite in joined]
    assert unlined == []
    assert sum(e.line is not None for e in entries) >= {"nanning": 165, "mcr": 87, "nanjing": 74}[ruleset]


# ---------------------------------------------------------------- the words for the record's flags

REGIONAL_WORDS = ("摸码", "小杠开花", "花杠开花", "杠上开花", "杠上花", "杠上炮", "海底", "和绝张", "报听", "比下胡")


def test_the_compiler_names_no_region_s_words_for_the_flags():
    from compiler.render import FLAG_WORDS
    assert [w for words in FLAG_WORDS.values() for w in REGIONAL_WORDS if w in words[0] + words[1]] == []


HOUSE_WORDS = ("mjc: 1\nextends: nanning\nid: ourtable\nname: {zh: 我们, en: Ours}\n"
               "flags:\n  bonus_tiles: {doc: {zh: 摸马, en: \"摸马: the horse tiles\"}}\n")


def test_a_spec_gives_its_own_words_for_a_record_flag(compile_text):
    house = compile_text(HOUSE_WORDS, name="ourtable.yaml")
    md = render_markdown(house.ruleset, verify(house), **house.differences())
    assert "| `bonus_tiles` | a flag of the hand record | 摸马 — 摸马: the horse tiles |" in md
    assert house.ruleset.flags == ()  # words for one of the twelve add no flag of its own


@pytest.mark.parametrize("flag, message", [
    ("bonus_tiles: {type: int, doc: x}", "flag 'bonus_tiles' is one of the flags every record may carry, of type "
                                         "tiles; leave its type out"),
    ("windy: {doc: x}", "flag 'windy' needs a type: bool, int or tiles"),
])
def test_flag_words_are_checked(compile_text, flag, message):
    from compiler.errors import SpecErrors
    with pytest.raises(SpecErrors) as info:
        compile_text(HOUSE_WORDS.split("flags:")[0] + "flags:\n  " + flag + "\n", name="ourtable.yaml")
    assert [e.message for e in info.value.errors] == [message]


def test_a_misspelt_record_flag_without_a_type_is_named(compile_text):
    from compiler.errors import SpecErrors
    with pytest.raises(SpecErrors) as info:
        compile_text(HOUSE_WORDS.split("flags:")[0] + "flags:\n  bonus_tile: {doc: x}\n", name="ourtable.yaml")
    [error] = info.value.errors
    assert error.message == "flag 'bonus_tile' needs a type: bool, int or tiles"
    assert error.hint == "did you mean 'bonus_tiles', a flag every record may carry (it takes no type)?"


# ---------------------------------------------------------------- options, as a player is told them

# How a default reading was chosen: a source's words or a competition's. An option's doc says what the switch
# does at the table (the sheet and the calculator page show it); why belongs in a YAML comment above it.
READING = re.compile(r"the text\b|原文|competition|比赛|Botzone|rule book|规则书|reading of|declared_ready|doubled flag",
                     re.IGNORECASE)


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_option_texts_say_what_a_switch_does_at_the_table(sheets, spec):
    from compiler.prose import resolved
    from compiler.render_calculator import page_data
    rs, md, _ = sheets[spec.stem]
    shown = {o["name"]: o["words"] for o in page_data(resolved(rs))["options"]}
    assert list(shown) == [o.name for o in rs.options]
    said = {name: READING.findall(zh + " " + en) for name, (zh, en) in shown.items()}
    assert {name: found for name, found in said.items() if found} == {}
    options = md.split("\n## Options\n", 1)[1].split("\n## ", 1)[0] if rs.options else ""
    for name, (zh, en) in shown.items():  # the sheet's table says the same
        assert zh in options and en in options, name


# ---------------------------------------------------------------- the quick reference, in a player's words

def quick_words(html: str) -> str:
    """The HTML sheet's quick reference as text (a long name's <wbr> break points joined up), without its footer,
    which names the spec file."""
    quick = html.split('<section id="quick"', 1)[1].split("</section>", 1)[0].replace("<wbr>", "")
    return html_words(re.sub(r'<p class="foot">.*?</p>', "", quick, flags=re.S))


def quick_value(html: str, pattern_id: str) -> str:
    """The value the quick reference shows for a pattern: its row's cell, or the head of its value group."""
    quick = html.split('<section id="quick"', 1)[1].split("</section>", 1)[0].replace("<wbr>", "")
    row = re.search(rf'<tr data-quick="{pattern_id}">.*?<td class="val">(.*?)</td>', quick)
    if row is None:
        row = re.search(rf'<div class="v">((?:(?!<div class="v">).)*?)</div><div class="names">(?:(?!</div>).)*'
                        rf'data-quick="{pattern_id}"', quick)
    return " ".join(re.sub(r"<[^>]+>", " ", row.group(1)).split())


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_the_quick_reference_shows_no_name_of_the_spec(sheets, spec):
    rs, _, html = sheets[spec.stem]
    text = quick_words(html)
    names = ({o.name for o in rs.options} | {d.name for d in rs.definitions} | {f.name for f in rs.flags}
             | set(rs.sums) | {name for name, _ in flags_read(rs)})
    assert sorted(n for n in names if "_" in n and re.search(rf"\b{n}\b", text)) == []
    assert re.findall(r"\b[a-z]+_[a-z0-9_]+\b", text) == []


@pytest.mark.parametrize("ruleset, pattern, shown", [
    ("nanning", "liangang_pao", "连杠数 kongs in a row − 1"),  # a flag, in the words of its doc
    ("nanning", "gangshanghua", "连杠数 kongs in a row"),
    ("hongkong", "thirteen_orphans", "13 → faan"),                  # an option, at its value in effect
    ("riichi", "sanshoku", "2 (門前 closed) / 1 → han"),  # a choice by a definition, in its words
    ("riichi", "kokushi_13", "1 → yakuman"),                        # an option deciding a value, worked out
    ("mcr", "flower_tiles_fan", "1 每个 each → flower fan"),            # a sum
])
def test_quick_reference_values_read_as_a_player_reads_them(sheets, ruleset, pattern, shown):
    assert quick_value(sheets[ruleset][2], pattern).removesuffix(" *") == shown  # * marks a limit pattern's row
