"""The players' own terms of a pattern's name (`ja`, `yue`): read by the loader and the schema, shown on the
sheets and the calculator pages, given for every pattern of riichi and Hong Kong, and listed by the guide."""

from __future__ import annotations

import json
import re

import jsonschema
import pytest
import yaml

from compiler import specformat as fmt
from compiler.errors import SpecErrors, format_error
from compiler.pipeline import compile_spec
from compiler.render import render_html, render_markdown
from compiler.render_calculator import page_data, render_calculator
from compiler.text import Term
from compiler.verify import verify
from tests.conftest import MINI_TEXT, ROOT

SCHEMA = json.loads((ROOT / "compiler" / "spec.schema.json").read_text(encoding="utf-8"))
MINI_NAME = "name: {zh: 大三元, en: big three dragons}"


def mini_with(name: str, text: str = MINI_TEXT) -> str:
    assert MINI_NAME in text
    return text.replace(MINI_NAME, f"name: {name}", 1)


def errors_of(compile_text, text: str) -> list[str]:
    with pytest.raises(SpecErrors) as caught:
        compile_text(text, "mini.yaml")
    return [format_error(e, {"mini.yaml": text}) for e in caught.value.errors]


@pytest.fixture(scope="module")
def bundled():
    """riichi and hongkong compiled and verified: (compiled, outcomes) by id."""
    out = {}
    for rid in ("riichi", "hongkong"):
        compiled = compile_spec(ROOT / "specs" / f"{rid}.yaml", f"specs/{rid}.yaml")
        out[rid] = compiled, verify(compiled)
    return out


# ---------------------------------------------------------------- the spec format

def test_a_term_is_its_romanisation_alone_or_its_writing_and_romanisation(compile_text):
    compiled = compile_text(mini_with("{zh: 大三元, en: big three dragons, ja: daisangen, "
                                      "yue: {term: 大三元牌, romanised: daai6 saam1 jyun4}}"), "mini.yaml")
    name = compiled.ruleset.patterns[0].name
    assert (name.zh, name.en) == ("大三元", "big three dragons")
    assert name.terms == (Term("ja", "大三元", "daisangen"), Term("yue", "大三元牌", "daai6 saam1 jyun4"))
    # the module and its results name the pattern as before
    assert compiled.module().PATTERN_NAMES[0] == "大三元"


def test_a_key_that_is_no_language_is_an_error_at_its_place(compile_text):
    text = mini_with("{zh: 大三元, en: big three dragons, jp: daisangen}")
    (error,) = errors_of(compile_text, text)
    line = text.splitlines().index("    name: {zh: 大三元, en: big three dragons, jp: daisangen}") + 1
    assert error.startswith(f"mini.yaml:{line}:44: error: spec.patterns[0].name: unknown key 'jp'\n")
    assert error.endswith("a name's languages are zh, en and the players' own: ja (Japanese), yue (Cantonese)")


@pytest.mark.parametrize("term, message", [
    ("yue: ''", "spec.patterns[0].name.yue: the text is empty"),
    ("ja: '  '", "spec.patterns[0].name.ja: the text is empty"),
    ("ja: {term: 大三元}", "spec.patterns[0].name.ja: missing required key 'romanised'"),
    ("ja: {term: 大三元, roman: daisangen}", "spec.patterns[0].name.ja: unknown key 'roman'"),
    ("ja: {term: '', romanised: daisangen}", "spec.patterns[0].name.ja.term: is empty"),
    ("ja: [daisangen]", "spec.patterns[0].name.ja: expected a mapping with keys term, romanised"),
])
def test_a_term_without_words_is_an_error(compile_text, term, message):
    (error,) = errors_of(compile_text, mini_with(f"{{zh: 大三元, en: big three dragons, {term}}}"))
    assert message in error and re.match(r"mini\.yaml:\d+:\d+: error: ", error)


def test_a_name_needs_its_chinese_or_english_besides_a_term(compile_text):
    (error,) = errors_of(compile_text, mini_with("{ja: daisangen}"))
    assert "spec.patterns[0].name: give the text in zh, en or both" in error


def test_only_a_patterns_name_takes_a_term(compile_text):
    text = MINI_TEXT.replace("name: {zh: 七对, en: seven pairs}", "name: {zh: 七对, en: seven pairs, ja: chiitoitsu}", 1)
    (error,) = errors_of(compile_text, text)
    assert "spec.shapes[1].name: unknown key 'ja'" in error
    assert error.endswith("only a pattern's name gives the players' own terms; other text is in zh and en")


def test_the_schema_takes_both_forms_and_refuses_a_key_that_is_no_language():
    data = yaml.safe_load(MINI_TEXT)
    data["patterns"][0]["name"].update(ja="daisangen", yue={"term": "大三元", "romanised": "daai6 saam1 jyun4"})
    jsonschema.validate(data, SCHEMA)
    for wrong in ({"jp": "daisangen"}, {"ja": {"term": "大三元"}}, {"yue": {"romanised": "x", "reading": "y"}}):
        broken = yaml.safe_load(MINI_TEXT)
        broken["patterns"][0]["name"].update(wrong)
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(broken, SCHEMA)
    shape = yaml.safe_load(MINI_TEXT)
    shape["shapes"][0]["name"]["ja"] = "mentsu"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(shape, SCHEMA)


# ---------------------------------------------------------------- the bundled rulesets

@pytest.mark.parametrize("rid, key", [("riichi", "ja"), ("hongkong", "yue")])
def test_every_pattern_of_riichi_and_hong_kong_gives_the_players_term(bundled, rid, key):
    rs = bundled[rid][0].ruleset
    assert all([t.lang for t in p.name.terms] == [key] for p in rs.patterns), \
        [p.id for p in rs.patterns if [t.lang for t in p.name.terms] != [key]]
    terms = {p.id: p.name.terms[0] for p in rs.patterns}
    if key == "yue":  # Jyutping: syllables of letters and a tone number, groups in parentheses
        assert all(re.fullmatch(r"[a-z]+[1-6]( \(?[a-z]+[1-6]\)?)*", t.romanised) for t in terms.values()), terms
        assert terms["all_pungs"] == Term("yue", "對對糊", "deoi3 deoi3 wu2")
        assert terms["four_concealed_pungs"].romanised == "kaan2 kaan2 wu2"
    else:  # romaji: lowercase letters (long vowels as ou, uu), no macrons
        assert all(re.fullmatch(r"[a-z ()]+", t.romanised) for t in terms.values()), terms
        assert terms["riichi"] == Term("ja", "立直", "riichi")
        assert terms["tanyao"] == Term("ja", "断幺九", "tanyao")
        assert terms["chankan"] == Term("ja", "槍槓", "chankan")
        assert terms["double_riichi_yaku"] == Term("ja", "両立直", "daburu riichi")
        # the English name is the gloss: the romaji stands beside it, not inside it
        assert all(not p.name.en.startswith(p.name.terms[0].romanised + " (") for p in rs.patterns)


def test_the_markdown_sheet_has_a_column_of_terms_named_by_its_romanisation(bundled):
    compiled, outcomes = bundled["hongkong"]
    sheet = render_markdown(compiled.ruleset, outcomes)
    assert "| # | 名称 | pattern | 粤语（粤拼） Cantonese (Jyutping) | value | when | 不计 (excludes) |" in sheet
    assert "| 16 | 對對糊 | all pungs | deoi3 deoi3 wu2 | 3 |" in sheet
    compiled, outcomes = bundled["riichi"]
    sheet = render_markdown(compiled.ruleset, outcomes)
    assert "| 日语（罗马字） Japanese (romaji) |" in sheet
    # a term written otherwise than the zh name shows its writing too
    assert "| 33 | 搶槓 | robbing a kong | 槍槓 chankan | 1 |" in sheet
    assert "| 18 | 立直 | ready declaration | riichi | 1 |" in sheet


@pytest.mark.parametrize("rid", ["riichi", "hongkong"])
def test_the_html_sheet_shows_every_term_beside_its_name_in_its_language(bundled, rid):
    compiled, outcomes = bundled[rid]
    rs = compiled.ruleset
    both, english = render_html(rs, outcomes, "both"), render_html(rs, outcomes, "en")
    for p in rs.patterns:
        (term,) = p.name.terms
        romanised = f'<i lang="{term.lang}-Latn">{term.romanised}</i>'
        card = re.search(rf'<article class="pattern" id="pattern-{p.id}".*?</h3>', both, re.S).group(0)
        assert romanised in card, p.id
        assert (f'<span lang="{term.lang}">{term.term}</span>' in card) == (term.term != p.name.zh), p.id
        # in English alone the sheet shows no Chinese, so the term's writing comes with it
        card = re.search(rf'<article class="pattern" id="pattern-{p.id}".*?</h3>', english, re.S).group(0)
        assert f'<span lang="{term.lang}">{term.term}</span> {romanised}' in card, p.id
        if p.adds_to not in rs.parts:  # the quick reference names it with its term too
            quick = re.search(rf'data-quick="{p.id}">.*?</a>', both, re.S).group(0)
            assert romanised in quick, p.id
    note = {"riichi": "Japanese terms, in romaji", "hongkong": "Cantonese terms, in Jyutping"}[rid]
    assert f'<span class="en" lang="en">{note}</span>' in both


def test_a_ruleset_without_terms_shows_none(nanning):
    outcomes = verify(nanning)
    assert 'class="term"' not in render_html(nanning.ruleset, outcomes)
    assert "Jyutping" not in render_markdown(nanning.ruleset, outcomes)
    assert page_data(nanning.ruleset)["pattern_terms"] == {}


def test_the_calculator_page_carries_each_patterns_term(bundled):
    compiled, _ = bundled["riichi"]
    data = page_data(compiled.ruleset)
    assert data["pattern_terms"]["riichi"] == [["ja", "riichi"]]
    assert data["pattern_terms"]["chankan"] == [["ja", "槍槓 chankan"]]
    assert set(data["pattern_terms"]) == {p.id for p in compiled.ruleset.patterns}
    script = (ROOT / "compiler" / "templates" / "calculator.js").read_text(encoding="utf-8")
    assert "DATA.pattern_terms[p.id]" in script


@pytest.mark.browser
def test_the_calculator_shows_the_term_beside_each_pattern_it_scores(bundled, tmp_path):
    from tests.browser import Browser
    compiled, _ = bundled["hongkong"]
    page_path = tmp_path / "hongkong-calculator.html"
    page_path.write_text(render_calculator(compiled.ruleset, compiled.js_source()), encoding="utf-8")
    with Browser() as browser:
        page = browser.new_page()
        page.goto(page_path.as_uri())
        page.type("#notation", "111m222p333s444z55z")  # a whole hand, self-drawn: its last tile is the winning tile
        shown = page.eval("Array.from(document.querySelectorAll('#patterns tr.pattern'))"
                          ".map(tr => [tr.dataset.id, tr.querySelector('td.name').textContent,"
                          " Array.from(tr.querySelectorAll('td.name .term')).map(s => s.lang)])")
        assert page.errors() == []
    rows = {pid: (text, langs) for pid, text, langs in shown}
    assert rows == {"four_concealed_pungs": ("坎坎糊 four concealed pungs kaan2 kaan2 wu2", ["yue"])}


# ---------------------------------------------------------------- the guide

def test_the_language_guide_lists_every_players_language():
    guide = (ROOT / "docs" / "guide" / "language.md").read_text(encoding="utf-8")
    section = guide.split("### A pattern's name in the players' own language", 1)[1].split("\n### ", 1)[0]
    rows = re.findall(r"^\| `(\w+)` \| (\w+) \| (\w+)", section, re.M)
    assert [(key, language) for key, language, _ in rows] == [(k, v.en) for k, v in fmt.PLAYER_LANGUAGES.items()]
    assert [r for _k, _l, r in rows] == [v.romanisation for v in fmt.PLAYER_LANGUAGES.values()]
