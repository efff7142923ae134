"""The calculator page of a ruleset: one self-contained HTML file that scores a hand as it is entered, with the
ruleset's JavaScript scorer (emit_js.py) inlined, so the page and the rule sheet come from the same spec."""

from __future__ import annotations

import functools
import json
import re

import jinja2
from markupsafe import Markup

from . import bundled, ir
from . import runtime as rt
from .builtins import fields_of_play_read
from .explain import breakdown, explaining
from .prose import resolved
from .render import MELD_WORDS, flags_read, name_words, term_said, tile_symbols

# The page's own words, (zh, en).
WORDS = {
    "calculator": ("计算器", "calculator"), "hand": ("手牌", "hand"), "win_tile": ("和牌张", "winning tile"),
    "flowers": ("花牌", "flowers"), "melds": ("副露", "melds"), "add_meld": ("加一副", "add a meld"),
    "remove": ("删除", "remove"), "clear": ("清空", "clear"), "win": ("和牌", "the win"),
    "by": ("方式", "won by"), "from": ("放铳 / 被抢杠", "from seat"), "winner": ("和牌者", "winner"),
    "dealer": ("庄家", "dealer"), "round_wind": ("圈风", "round wind"), "honba": ("本场", "honba"),
    "riichi_sticks": ("供托", "riichi sticks"), "context": ("情形", "how it was won"),
    "options": ("选项", "options"), "result": ("结果", "result"), "total": ("合计", "total"),
    "payments": ("支付", "payments"), "deltas": ("得失", "changes"), "seat": ("座位", "seat"),
    "target": ("点牌放入", "tiles go to"), "concealed": ("暗杠", "concealed"), "added": ("加杠", "added"),
    "prompt": ("请选择和牌张", "choose the winning tile"), "table": ("桌面", "table"),
    "pattern": ("番种", "pattern"), "value": ("分值", "value"), "count": ("次数", "count"),
    "sheet": ("规则表", "rule sheet"), "claimed_from": ("吃碰杠自", "claimed from"),
    "details": ("细节", "details"), "breakdown": ("得分由来", "where the total comes from"),
    "yes": ("是", "yes"), "no": ("否", "no"), "players": ("玩家", "players"), "no_suit": ("无", "none"),
    "wild_indicator": ("翻出的牌（其下一张为癞子）", "tile turned up (the next one is wild)"),
    "wilds": ("癞子", "wild tile"),
    "this_deal": ("本局", "this deal"),
    "deal_note": ("胡牌后本局继续：每次胡牌、每个杠按发生的先后记下，结果是本局至此的得失。",
                  "play goes on after a win: add each win and each kong as it happens; the result is the deal so far."),
    "add_win": ("记下这次胡牌", "add this win to the deal"), "add_kong": ("记下这个杠", "add this kong"),
    "take_back": ("撤回上一步", "take back the last"), "new_deal": ("新的一局", "new deal"),
    "exposed": ("明杠", "exposed"), "kong": ("杠", "kong"), "wins": ("胡", "wins"),
    "game": ("对局", "the game"),
    "game_note": ("每局算完后记入对局：庄家、本场与供托按规则自动移到下一局；可撤回、替换、保存与载入。",
                  "add each deal once scored: the dealer and the counters move on as the rules say; take a deal "
                  "back, put a corrected hand in its place, save the game and load it again."),
    "game_add_win": ("把这次和牌记入对局", "add this win to the game"),
    "game_add_draw": ("记一局流局", "add a drawn deal"),
    "game_undo": ("撤回上一局", "take back the last deal"),
    "game_correct": ("用当前的牌替换", "put this hand in place of"),
    "game_edit": ("放回表单修改", "back in the form to edit"),
    "game_names": ("玩家名（可不填）", "players' names (optional)"),
    "game_new": ("新对局", "new game"), "game_save": ("保存", "save"), "game_load": ("载入", "load"),
    "game_json": ("对局记录（JSON，可用 mjc game 读取）", "the game as JSON (mjc game reads it)"),
    "game_declared": ("立直 / 报听", "declared ready"), "game_ready": ("流局时听牌", "ready at the draw"),
    "game_deal": ("局", "deal"), "game_changes": ("得失", "changes"), "game_player": ("玩家", "player"),
    "game_place": ("名次", "place"), "game_points": ("点数", "points"), "game_score": ("分数", "score"),
    "game_ended": ("对局结束", "the game ended"), "game_next": ("下一局", "next deal"),
    "game_refused": ("这一局无法计分", "this deal cannot be scored"),
    "game_too_large": ("这一局的杠或副露太多，无法放回表单，请在保存的对局记录里修改",
                       "this deal holds more kongs or melds than the form takes; correct it in the saved game"),
    "game_too_long": ("对局记录过长：本页最多载入 1000 局", "too long a game: the page loads at most 1,000 deals"),
    "game_not_editable": ("这一局无法放回表单：其最后一步不是胡牌（本页记下的局都以胡牌结束），请在保存的对局记录里修改",
                          "this deal cannot go back in the form: its last moment is not a win (the page keeps deals "
                          "that end with one); correct it in the saved game"),
    "source_kongs": ("放铳者刚开的杠（杠上炮、抢杠连杠时）", "kongs the discarder had just made (after a kong, or a chain robbed)"), "notation": ("牌谱记法，如 123m456p789s11z", "notation, e.g. 123m456p789s11z"),
}
BY = [("self_draw", ("自摸", "self-drawn")), ("discard", ("点炮", "on a discard")),
      ("robbing_kong", ("抢杠", "robbing a kong"))]
WINDS = [("E", ("东", "East")), ("S", ("南", "South")), ("W", ("西", "West")), ("N", ("北", "North"))]

# What must not appear in an inline script: it would end the script or open a comment of the page's.
_SCRIPT_UNSAFE = re.compile(r"</script|<!--|<script", re.IGNORECASE)


def _reads(rs: ir.Ruleset, name: str) -> bool:
    """Whether any expression of the ruleset reads the built-in name (honba, riichi_sticks)."""
    return any(isinstance(node, ir.Ref) and node.scope == ir.RefKind.BUILTIN and node.name == name
               for e in ir.all_expressions(rs) if e is not None for node in ir.walk(e))


def detail_words(rs: ir.Ruleset, name: str, e: ir.Expr | None) -> tuple[str, str]:
    """A detail of a result in words, (zh, en): the pattern unit's where it counts in it (riichi's han: 翻), else
    the first words of the definition it shows (fu: 符), else its name."""
    en = name.replace("_", " ")
    if rs.pattern_unit and name == rs.pattern_unit.en:
        return rs.pattern_unit.zh, en
    if isinstance(e, ir.Ref) and e.scope == ir.RefKind.DEFINE:
        return name_words(rs, e.name, e.scope)[0], en
    return en, en


def details_read(rs: ir.Ruleset) -> list[dict]:
    """What a win's `details` hold, in the result's order, each in words: values, then the parts of sums."""
    out = [{"name": name, "words": list(detail_words(rs, name, e)), "parts": False} for name, e in rs.details]
    named = {name: e for name, e in rs.details}
    for s in rs.parts:
        zh, en = detail_words(rs, s, named.get(s))
        out.append({"name": f"{s}_parts", "words": [f"{zh}明细", f"{en} parts"], "parts": True})
    return out


def player_field_data(field: ir.PlayerField, rule: tuple) -> dict:
    """A player field as the page's inputs need it: a suit's letters (and its default letter, or none), an int's range."""
    _name, kind, default, allowed = rule
    if kind == "suit":
        default = "mpsz"[default] if 0 <= default < 4 else None
    return {"name": field.name, "kind": kind, "default": default,
            "letters" if kind == "suit" else "range": allowed, "words": [field.doc.zh, field.doc.en]}


def page_data(rs: ir.Ruleset) -> dict:
    """What the page's script needs of the ruleset, as JSON data (never code)."""
    tiles = [rt.tile_name(t) for t in rs.hand_tiles]
    reds = [f"0{letter}" for letter, n in zip("mps", rs.red_fives) if n]
    kinds = {**rt.CONTRACT_FLAGS, **{f.name: f.kind for f in rs.flags}}
    ranges = {f.name: list(f.range) for f in rs.flags if f.range}
    return {
        "id": rs.id, "name": [rs.name.zh, rs.name.en], "unit": rs.unit[0],
        "tiles": tiles + reds, "flower_tiles": [rt.tile_name(t) for t in rs.flower_tiles],
        "claims": list(rs.claims),
        "flags": [{"name": name, "kind": kinds[name], "words": list(words),
                   "range": ranges.get(name, list(rt.INT_FLAG_RANGE))} for name, words in flags_read(rs)],
        "options": [{"name": o.name, "type": o.type.name, "default": o.default,
                     "range": list(o.range) if o.range else None, "words": [o.doc.zh, o.doc.en]} for o in rs.options],
        "counters": [name for name in ("honba", "riichi_sticks") if _reads(rs, name)],
        # The spec's player fields (`players:`): an input for each seat, put in the record's players[i].
        "player_fields": [player_field_data(f, rule) for f, rule in zip(rs.player_fields, ir.player_field_rules(rs))],
        # The record's field that names the deal's wild, where the ruleset takes it from the record: a tile to choose.
        **({"wild": field} if (field := {"indicator": "wild_indicator", "record": "wilds"}.get(
            rs.wilds.source if rs.wilds else None)) else {}),
        "table": ir.uses_table(rs),
        "after_win": rs.table.after_win.value,  # where play goes on after a win, the page keeps the deal's events
        # what the score keeper asks of each seat besides the win: a riichi declared, a hand ready at a drawn deal
        "seat_marks": [name for name in ("declared_ready", "ready") if name in fields_of_play_read(rs)],
        "pattern_names": {p.id: [p.name.zh, p.name.en] for p in rs.patterns},
        "details": details_read(rs), "breakdown": breakdown(rs).as_data(),
        "pattern_terms": {p.id: [[t.lang, term_said(t, p.name)] for t in p.name.terms] for p in rs.patterns if p.name.terms},
        "words": WORDS, "by": BY, "winds": WINDS, "meld_words": MELD_WORDS,
    }


def json_for_html(value) -> Markup:
    """JSON for a <script type="application/json"> element: `<`, `>` and `&` escaped, so no text ends it."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=False)
    text = text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
    return Markup(text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def script_for_html(code: str) -> Markup:
    """Code for an inline <script>: refused if anything in it could end the script (escape.js_string keeps
    spec text from doing so; this checks the whole, runtime included)."""
    found = _SCRIPT_UNSAFE.search(code)
    if found:
        raise ValueError(f"the calculator's script holds {found.group(0)!r}, which would end it in a page")
    return Markup(code)


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    return bundled.templates(autoescape=True)


def render_calculator(rs: ir.Ruleset, js_module: str) -> str:
    """The calculator page: the scorer module `js_module` (emit_js.py) and the page's script, inlined. Where the
    patterns a result lists do not make its total, the page scores with the ruleset explained instead (explain.py):
    the same results, with the values of the steps that show where the total comes from in their details."""
    found = breakdown(rs)
    if found.steps:
        from .emit_js import emit_js_module
        from .pipeline import optimise
        js_module = emit_js_module(optimise(explaining(rs, found)))
    from .emit_js import game_source
    rs = resolved(rs)  # the words state the values in effect, as on the sheet
    ui = bundled.read_text("templates/calculator.js")
    return environment().get_template("calculator.html.j2").render(
        rs=rs, words=WORDS, data=json_for_html(page_data(rs)), has_breakdown=bool(found.steps),
        script=script_for_html(js_module + "\n// ================================================================ the game\n\n"
                               + game_source() + "\n// ================================================================ the page\n\n" + ui),
        sprite=tile_symbols(list(rs.hand_tiles) + list(rs.flower_tiles)),
        flower_count=sum(1 if t >= rt.N_KINDS else 4 for t in rs.flower_tiles))  # as runtime Rules counts them
