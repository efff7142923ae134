"""Render stage: the rule sheet of a ruleset, from its IR and its verified examples."""

from __future__ import annotations

import dataclasses
import functools
import re
from html import escape

import jinja2
from markupsafe import Markup

from . import bundled, ir
from . import runtime as rt
from .builtins import fields_of_play_read
from .escape import markdown_cell, markdown_code, markdown_text
from .notation import POLICY_WORDS, math, math_html, written
from .specformat import LANGS, PLAYER_LANGUAGES
from .prose import NotConstant, constant, resolved
from .text import Term, Text
from .verify import SHOWN_PATTERNS, Outcome, breakdown

@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    # Spec text is escaped wherever it is printed, unless a filter below made it safe for its place.
    env = bundled.templates(autoescape=False, finalize=markdown_text)
    env.filters["math"] = lambda e: Markup(math(e))  # written from checked names, numbers and operators
    env.filters["code"] = markdown_code
    env.filters["both"] = lambda text, sep=" ": markdown_text(text.zh) if text.zh == text.en else \
        Markup(sep).join([markdown_text(text.zh), markdown_text(text.en)])  # the separator may be a paragraph break
    env.filters["cell"] = markdown_cell
    env.filters["tiles"] = lambda tiles: Markup(rt.tiles_text(list(tiles)) or "none")
    return env


def render_markdown(ruleset: ir.Ruleset, outcomes: list[Outcome], base: ir.Ruleset | None = None,
                    changes: tuple = ()) -> str:
    """The plain Markdown rule sheet (a house ruleset's opens with what it changes from its base)."""
    ruleset, base = resolved(ruleset), base and resolved(base)  # the prose states the values in effect
    rows = []
    for o in outcomes:
        rows.append({"example": o.example, "deal": record_words(o.example.record),
                     "result": breakdown(o.module_result, "name"), "ok": o.ok})
    by_id = {p.id: p for p in ruleset.patterns}
    return environment().get_template("sheet.md.j2").render(
        rs=ruleset, rows=rows, passed=sum(1 for o in outcomes if o.ok), by_id=by_id, row_patterns=SHOWN_PATTERNS,
        series=ir.series_of(ruleset.patterns), label=lambda key: LABELS[key],
        base=base, changes=changes, flags=flags_read(ruleset), group_count=_group_count,
        policy=POLICY_WORDS.get(ruleset.relations), term_langs=term_languages(ruleset), term_heading=term_heading,
        term_said=term_said, table=_table_sentence(ruleset.table), game=_game_sentence(ruleset), hand_size=hand_size_words(ruleset),
        wilds=wild_words(ruleset))


# ---------------------------------------------------------------- the printable HTML sheet
#
# The same rule sheet as the Markdown one, for print: a one-page quick reference, then the full
# rules with every pattern's example hand drawn as tiles (inline SVG), the formulas as HTML, and the
# worked examples. One self-contained file: the stylesheet is inlined, nothing is fetched.


# The sheet's own words, (zh, en).
LABELS = {
    "differs": ("与底本的不同：", "What differs from"),
    "part": ("项目", "Part"),
    "same_as_base": ("与底本完全相同。", "Nothing: it plays exactly as its base."),
    "sheet": ("规则表", "Rule sheet"),
    "quick": ("速查", "Quick reference"),
    "rules": ("完整规则", "Full rules"),
    "overview": ("概要", "Overview"),
    "source": ("出处", "Source"),
    "unit": ("计分单位", "Unit"),
    "options": ("选项", "Options in effect"),
    "option": ("选项", "option"),
    "in_effect": ("取值", "value"),
    "meaning": ("含义", "meaning"),
    "no_options": ("本规则没有选项。", "This ruleset has no options."),
    "tiles": ("牌与和型", "Tiles and shapes"),
    "playing_tiles": ("用牌", "Playing tiles"),
    "flowers": ("花牌", "Flowers"),
    "no_flowers": ("无花牌", "no flowers"),
    "claims": ("可吃碰杠", "Claims allowed"),
    "table": ("牌桌", "At the table"),
    "game": ("一场牌", "The game"),
    "shapes": ("和牌形", "Winning shapes"),
    "shape": ("和型", "shape"),
    "made_of": ("组成", "made of"),
    "red_fives": ("红五", "Red fives"),
    "hand_size": ("牌数", "Hand size"),
    "wilds": ("癞子（万能牌）", "Wild tiles"),
    "parts_quick": ("另计（见完整规则）：", "Counted apart (see the full rules):"),
    "patterns": ("番型", "Patterns"),
    "pattern": ("番型", "pattern"),
    "value": ("计", "value"),
    "condition": ("条件", "when"),
    "example": ("例", "Example"),
    "no_example": ("规则原文没有此番型的例子。", "No worked example of the source shows this pattern."),
    "excludes": ("不计", "excludes"),
    "excluded_by": ("被以下番型不计", "not counted with"),
    "limit_all": ("一切普通番种（满贯番种）", "every ordinary pattern (a limit pattern)"),
    "limit_note": ("满贯番种：计入时一切普通番种不计", "a limit pattern: when it counts, no ordinary pattern does"),
    "series": ("同系列只计最高者", "of its series only the highest that counts is counted"),
    "fallback": ("无其他番型时才计", "counts only when no other pattern of its sum counts"),
    "detail": ("另示", "Shown beside the total:"),
    "parts_of": ("计入此和的番型，逐一列出：", "the patterns that add to"),
    "exclusions": ("不计", "Exclusions"),
    "no_exclusions": ("本规则没有不计：符合的番型全部累计。", "None: every pattern that applies is counted."),
    "scoring": ("计分", "Scoring"),
    "hand_value": ("取哪种拆法：此值最高者", "The reading of the hand taken: the one where this is highest"),
    "total": ("本手总分", "The hand's total"),
    "relations": ("关联番种的计法", "How relation patterns count"),
    "sum_of": ("计分番型之和", "the sum of the values of the patterns that score"),
    "sums_of": ("各为计入它的番型之和", "each the sum of the values of the patterns that add to it"),
    "sum_adds": ("计入的番型", "the sum of the values of these patterns, when they score"),
    "each": ("每个", "each"),
    "terms": ("术语", "Terms"),
    "record_flag": ("记录中的标志", "a flag of the hand record"),
    "name": ("名称", "name"),
    "rejects": ("不能和", "Not a legal win"),
    "settlement": ("结算与包付", "Settlement and liability"),
    "at_a_glance": ("结算一览", "Settlement at a glance"),
    "see_settlement": ("结算与包付见完整规则。", "Settlement and liability: see the full rules."),
    "when": ("条件", "when"),
    "pays": ("付", "pays"),
    "every_kong": ("每个杠 k，不论谁和", "every kong k, whoever wins"),
    "every_seat": ("每位玩家 p，不论谁和", "every seat p, whoever wins"),
    "penalties": ("罚则", "Penalties"),
    "examples": ("例题", "Worked examples"),
    "examples_pass": ("例题通过", "worked examples pass"),
    "section": ("节", "section"),
    "cite": ("原文", "source sentence"),
    "result": ("计算结果", "computed result"),
    "examples_legend": ("每行：原文句子、例子编号与说明；计算结果为赢家座位（圆圈内）、本手总分、番型，及四家输赢（座位0/1/2/3）。"
                        "本手之外另付的分（如杠分）只见于四家输赢。",
                        "Each row: the source's sentence, the example's id and notes; the result gives the winner's "
                        "seat (circled), the hand's total and the patterns, then every seat's gain or loss (seats 0/1/2/3). "
                        "What is paid apart from the hand (such as kong points) shows only in the gains and losses."),
    "unrealisable": ("无法成牌的原文数字", "Worked numbers no hand can have"),
    "why": ("原因", "why"),
    "win": ("和张", "win"),
    "self_draw": ("自摸", "self-draw"),
    "discard": ("放炮", "discard"),
    "robbing_kong": ("抢杠", "robbing a kong"),
    "no_win": ("流局", "no win"),
    "error": ("不能和", "not a win"),
    "generated": ("由 mjc 生成", "Generated by mjc"),
    "calculator": ("计算器：输入一手牌即算分", "Calculator: score a hand as you enter it"),
}

MELD_WORDS = {"chow": ("吃", "chow"), "pung": ("碰", "pung"), "kong": ("明杠", "kong"),
              "concealed": ("暗杠", "concealed kong"), "added": ("加杠", "added kong")}
CLAIM_WORDS = {"chow": ("吃", "chow"), "pung": ("碰", "pung"), "kong": ("杠", "kong")}


def _table_sentence(table: ir.TableRules) -> tuple[str, str] | None:
    words = table_words(table)
    return ("；".join(zh for zh, _ in words) + "。", "; ".join(en for _, en in words) + ".") if words else None


def table_words(table: ir.TableRules) -> list[tuple[str, str]]:
    """How play goes at the table, (zh, en) for each rule that differs from one winner and nothing more."""
    out = []
    n = table.winners_per_discard
    if n > 1:
        out.append((f"一张牌最多{n}家同时和", f"up to {n} seats may win off one discard"))
    if table.more_winners == ir.MoreWinners.DRAW:
        out.append((f"{n + 1}家都能和时流局", f"if {n + 1} could, the deal is drawn"))
    elif 1 < n < 3:
        out.append(("更多家能和时按出牌后的顺序截和", "if more could, the first in turn after the discarder win"))
    if table.furiten:
        out.append(("振听：不能和自己打过或过手的牌", "furiten: no win off a discard the seat passed, or on a wait "
                                          "it discarded itself"))
    if table.dead_wall:
        out.append((f"王牌{table.dead_wall}张，供杠后补牌和指示牌", f"a dead wall of {table.dead_wall} tiles, for kong "
                                                            "replacements and indicators"))
    if table.after_win == ir.AfterWin.WINNER_LEAVES:
        out.append(("血战到底：和牌者退出，其余各家继续，直到只剩一家或牌墙摸完",
                    "a winner leaves the deal and the others play on, until one seat is left or the wall ends"))
    elif table.after_win == ir.AfterWin.PLAY_ON:
        out.append(("血流成河：和牌后各家继续，直到牌墙摸完，一家可以多次和牌",
                    "after a win every seat plays on to the wall's end, and a seat may win more than once"))
    if table.bonus_tiles:
        out.append((f"和牌后从牌尾摸{table.bonus_tiles}张码牌（规则允许时）",
                    f"{table.bonus_tiles} bonus tiles drawn from the end of the wall after a win, where the rules "
                    "allow them"))
    return out

def _game_sentence(ruleset: ir.Ruleset) -> tuple[str, str]:
    words = game_words(ruleset)
    return "；".join(zh for zh, _ in words) + "。", "; ".join(en for _, en in words) + "."


ROUND_WORDS = {1: ("打东风一圈", "one round, East"), 2: ("打东、南两圈（半庄）", "two rounds, East and South"),
               3: ("打东、南、西三圈", "three rounds, East to West"), 4: ("打东南西北四圈", "four rounds, East to North")}
KEEP_WORDS = {"win": ("庄家和牌", "it wins"), "ready": ("流局时庄家听牌", "it is ready at a drawn deal"),
              "draw": ("流局", "the deal is drawn"), "abortive": ("中途流局", "the deal is drawn abortively")}
NEXT_DEALER_WORDS = {
    ir.NextDealer.WINNER: ("不分圈，局数不限；和牌者（先和者）做下一局庄家，流局由下家坐庄",
                           "no rounds: the game lasts as long as its deals; the (first) winner deals the next deal, "
                           "the next seat after a drawn deal"),
    ir.NextDealer.DISCARDER: ("不分圈，局数不限；放铳者做下一局庄家（自摸则和牌者坐庄）",
                              "no rounds: the game lasts as long as its deals; the seat that discarded the winning "
                              "tile deals the next deal (a self-drawing winner deals it)"),
}
ORDINALS = {2: ("二", "second"), 3: ("三", "third"), 4: ("四", "fourth")}


def game_words(ruleset: ir.Ruleset) -> list[tuple[str, str]]:
    """How deals follow one another in a game, (zh, en) for each rule (the spec's `game:`)."""
    game = ruleset.game
    rotates = game.next_dealer == ir.NextDealer.ROTATE
    out = [ROUND_WORDS[game.rounds] if rotates else NEXT_DEALER_WORDS[game.next_dealer]]
    if game.dealer_keeps:
        keeps = [KEEP_WORDS[k] for k in game.dealer_keeps]
        out.append(("、".join(zh for zh, _ in keeps) + "时连庄",
                    "the dealer deals again when " + " or when ".join(en for _, en in keeps)))
    elif rotates:
        out.append(("每局轮庄，不连庄", "the deal passes to the next seat after every deal"))
    for before, order in game.seat_changes:  # the player at seat order[i] moves to seat i
        zh, en = ORDINALS[before]
        moves = [(s, i) for i, s in enumerate(order) if s != i]
        out.append((f"第{zh}圈开始前换位（" + "，".join(f"{'东南西北'[s]}→{'东南西北'[i]}" for s, i in moves) + "）",
                    f"before the {en} round the players change seats ("
                    + ", ".join(f"{'ESWN'[s]}→{'ESWN'[i]}" for s, i in moves) + ")"))
    if game.counter != ir.Counter.NONE:
        out.append(("连庄" + ("或流局" if game.counter == ir.Counter.KEPT_OR_DRAWN else "") + "时本场数加一，否则归零",
                    "the counter (honba) goes up by one each deal the dealer keeps"
                    + (" and each drawn deal" if game.counter == ir.Counter.KEPT_OR_DRAWN else "")
                    + ", else back to 0"))
    shapes = {s.id: s.name for s in ruleset.shapes}
    for name in game.draw_wins:
        text = shapes[name]
        out.append((f"{text.zh}算流局", f"{text.en} counts as a drawn deal"))
    if game.start_points:
        out.append((f"每家起点{game.start_points}", f"each seat starts with {game.start_points}"))
    if game.stick:
        out.append((f"立直棒每根{game.stick}，留在桌上归下一个和牌者"
                    + ("，终局时剩余的归第一名" if game.sticks_at_end == "top" else ""),
                    f"a riichi stick is worth {game.stick} and stays on the table for the next winner"
                    + ("; the first place takes what is left at the end" if game.sticks_at_end == "top" else "")))
    if game.ends_below_zero:
        out.append(("有人分数低于零时终局", "a seat below zero ends the game"))
    if game.target:
        more = (f"，最多再打{game.extra_rounds}圈，有人达到即终局" if game.extra_rounds else "")
        out.append((f"最后一圈结束时须有人达到{game.target}分{more}",
                    f"after the last round someone must have {game.target}"
                    + (f", else up to {game.extra_rounds} more round{'s' if game.extra_rounds > 1 else ''} are played, "
                       "ending as soon as someone has it" if game.extra_rounds else "")))
    if game.last_dealer_stops:
        stops = [KEEP_WORDS[k] for k in game.last_dealer_stops]
        out.append(("最后一局庄家" + "或".join(zh for zh, _ in stops) + "而连庄、且为第一名达到目标分时终局",
                    "the last dealer, keeping the deal in first place at the target because "
                    + " or ".join(en for _, en in stops) + ", ends the game"))
    if game.uma or game.point_unit:
        if game.point_unit:
            zh = f"终局点数：（分数−{game.returned}）÷{game.point_unit}"
            en = f"final points: (score − {game.returned}) ÷ {game.point_unit}"
            if game.rounding == ir.Rounding.SCORE_TO_UNIT:
                zh = zh.replace("（分数", f"（分数四舍五入到{game.point_unit}")
                en = en.replace("(score ", f"(score rounded to {game.point_unit}s, a half away from zero, ")
            if game.returned > game.start_points:
                zh, en = zh + "，第一名得返点", en + ", the first place taking what the four returned (oka)"
        else:
            zh, en = "终局按名次计分", "final points by place"
        if game.uma:
            uma = "/".join(f"{u:+d}" for u in game.uma)
            zh, en = zh + f"，名次分{uma}", en + f", plus {uma} by place"
        if game.ties == ir.Ties.SPLIT:
            zh, en = zh + "（同分平分名次分）", en + " (seats on equal scores share their places')"
        else:
            zh, en = zh + "（同分按座位顺序）", en + " (equal scores ranked by seat from the first dealer)"
        out.append((zh, en))
    return out


# The context flags every record may carry (docs/guide/records.md), in words no region owns; a ruleset
# gives its own words for them under `flags:`, and its own flags carry their doc.
FLAG_WORDS = {
    "kong_replacement": ("开杠后补摸的牌", "on a kong's replacement tile"),
    "kong_chain": ("接连开杠的次数（一个杠为1）", "how many kongs were declared in a row (1 for a single kong)"),
    "discard_after_kong": ("开杠后打出的牌", "the discard right after a kong"),
    "flower_replacement": ("补花后补摸的牌", "on a flower's replacement tile"),
    "flower_kong_replacement": ("一组花补齐后补摸的牌", "on the replacement tile after a complete flower set"),
    "last_tile": ("牌墙最后一张（自摸），或其后打出的牌", "the wall's last tile, self-drawn, or the discard after it"),
    "last_of_kind": ("这种牌的最后一张", "the last copy of the tile"),
    "first_draw": ("本局第一张摸牌", "the first draw of the deal"),
    "first_discard": ("庄家打出的第一张牌", "the dealer's first discard"),
    "declared_ready": ("已宣布听牌", "declared ready"),
    "bonus_tiles": ("自摸后另摸的奖励牌", "bonus tiles drawn after a self-draw"),
    "doubled": ("加倍的一局", "a doubled deal"),
    "dora_indicators": ("宝牌指示牌", "the dora indicators"),
    "ura_dora_indicators": ("里宝牌指示牌", "the ura-dora indicators"),
    "double_riichi": ("第一巡即宣布听牌", "ready declared on the first turn"),
    "ippatsu": ("宣布听牌后一巡内和牌", "won within a go-around of declaring ready"),
}


def flag_words(ruleset: ir.Ruleset, name: str):
    """A context flag in words, (zh, en): the ruleset's own words first."""
    own = dict(ruleset.flag_words)
    if name in own:
        return own[name].zh, own[name].en
    doc = next((f.doc for f in ruleset.flags if f.name == name and f.doc), None)
    return FLAG_WORDS.get(name) or ((doc.zh, doc.en) if doc else (name, name))


def flags_read(ruleset: ir.Ruleset) -> list:
    """The record's context flags the ruleset's rules read, with their words: (name, (zh, en))."""
    read = set(fields_of_play_read(ruleset))
    names = [*FLAG_WORDS, *(f.name for f in ruleset.flags)]
    return [(name, flag_words(ruleset, name)) for name in names if name in read]


def _pick(pair, lang: str, block: bool = False) -> Markup:
    """Bilingual text as HTML in the sheet's language(s): `both` gives the Chinese, then the English."""
    zh, en = (pair.zh, pair.en) if isinstance(pair, ir.Text) else pair
    tag = "p" if block else "span"
    if lang == "en" or (lang == "both" and zh == en):
        text = en if lang == "en" else zh
        return Markup(f'<{tag} lang="{"en" if lang == "en" else "zh-Hans"}">{escape(text)}</{tag}>')
    if lang == "zh":
        return Markup(f'<{tag} lang="zh-Hans">{escape(zh)}</{tag}>')
    return Markup(f'<{tag} class="zh" lang="zh-Hans">{escape(zh)}</{tag}>'
                  f'{"" if block else " "}<{tag} class="en" lang="en">{escape(en)}</{tag}>')


# ---- the players' own terms of a pattern's name (ja, yue), shown beside it

def term_languages(ruleset: ir.Ruleset) -> list[str]:
    """The players' languages whose terms the ruleset's pattern names give, in the spec format's order."""
    given = {term.lang for p in ruleset.patterns for term in p.name.terms}
    return [key for key in PLAYER_LANGUAGES if key in given]


def term_said(term: Term, name: Text, writing: bool = False) -> str:
    """A term as it stands beside its name: romanised, after its own writing where the name's Chinese
    does not already show it (or wherever `writing` asks for it)."""
    return f"{term.term} {term.romanised}" if writing or term.term != name.zh else term.romanised


def term_heading(key: str) -> tuple[str, str]:
    """A column of terms in words, (zh, en): `粤语（粤拼）`, `Cantonese (Jyutping)`."""
    lang = PLAYER_LANGUAGES[key]
    return f"{lang.zh}（{lang.romanisation_zh}）", f"{lang.en} ({lang.romanisation})"


def _term_note(key: str) -> tuple[str, str]:
    """What the sheet says of a language's terms: `粤语叫法，以粤拼注音`, `Cantonese terms, in Jyutping`."""
    lang = PLAYER_LANGUAGES[key]
    return f"{lang.zh}叫法，以{lang.romanisation_zh}注音", f"{lang.en} terms, in {lang.romanisation}"


def _terms_html(name: Text, lang: str) -> Markup:
    """A name's terms for the HTML sheet, each marked with its language; a sheet in English alone shows
    their writing too, since it shows no Chinese."""
    out = []
    for term in name.terms:
        writing = "" if term.term == name.zh and lang != "en" else f'<span lang="{term.lang}">{escape(term.term)}</span> '
        out.append(f' <span class="term">{writing}<i lang="{term.lang}-Latn">{escape(term.romanised)}</i></span>')
    return Markup("".join(out))


# ---- tiles as inline SVG: drawn here, the same in every browser and in print

ZH_NUMERALS = "一二三四五六七八九"
INK = {"m": "#c0392b", "p": "#1f5fa8", "s": "#1e7b45", "wind": "#1d2b53", "flower": "#8e44ad", "dark": "#222"}
WIND_FACES = ("東", "南", "西", "北")
WIND_NAMES = ("East", "South", "West", "North")
DRAGONS = {4: ("白", "White", "p"), 5: ("發", "Green", "s"), 6: ("中", "Red", "m")}  # number-1 of 5z 6z 7z
FLOWER_FACES = "春夏秋冬梅兰竹菊"
FLOWER_NAMES = ("Spring", "Summer", "Autumn", "Winter", "Plum", "Orchid", "Bamboo", "Chrysanthemum")
SUIT_NAMES = {"m": ("萬", "Characters"), "p": ("筒", "Dots"), "s": ("条", "Bamboo")}


def tile_title(tile: int) -> str:
    """A tile's name in words, both languages: `五萬 5 Characters (5m)`."""
    suit, number, code = rt.TILE_SUIT[tile], rt.TILE_NUMBER[tile], rt.tile_name(tile)
    letter = rt.SUIT_LETTERS[suit]
    if letter in SUIT_NAMES:
        zh, en = SUIT_NAMES[letter]
        return f"{ZH_NUMERALS[number - 1]}{zh} {number} {en} ({code})"
    if letter == "z" and number <= 4:
        return f"{WIND_FACES[number - 1]}风 {WIND_NAMES[number - 1]} wind ({code})"
    if letter == "z":
        zh, en, _ = DRAGONS[number - 1]
        return f"{zh} {en} dragon ({code})"
    return f"{FLOWER_FACES[number - 1]} {FLOWER_NAMES[number - 1]} ({code})"


def _face(tile: int) -> str:
    """The face of a tile, in a 30 × 39 box: what is printed on it."""
    suit, number = rt.TILE_SUIT[tile], rt.TILE_NUMBER[tile]
    letter = rt.SUIT_LETTERS[suit]

    def text(x, y, size, fill, s, cls="cjk"):
        font = {"cjk": "", "num": ' font-family="\'DejaVu Serif\',\'Noto Serif\',Georgia,serif"',
                "idx": ' font-family="\'DejaVu Sans\',\'Noto Sans\',Arial,sans-serif" font-weight="400"'}[cls]
        return f'<text x="{x}" y="{y}" font-size="{size}" fill="{fill}"{font}>{s}</text>'

    if letter == "m":
        return (text(15, 17.5, 14, INK["dark"], ZH_NUMERALS[number - 1]) + text(15, 34.5, 14, INK["m"], "萬")
                + text(4.2, 8, 6, "#777", number, "idx"))
    if letter == "p":
        return (text(15, 18, 15, INK["p"], number, "num")
                + f'<circle cx="15" cy="28.5" r="6.2" fill="none" stroke="{INK["p"]}" stroke-width="2"/>'
                + f'<circle cx="15" cy="28.5" r="2.4" fill="{INK["m"]}"/>')
    if letter == "s":
        return (text(15, 18, 15, INK["s"], number, "num")
                + f'<rect x="12.3" y="21" width="5.4" height="15" rx="2.4" fill="{INK["s"]}"/>'
                + '<path d="M12.3 26h5.4M12.3 31h5.4" stroke="#fbf8ee" stroke-width="1"/>')
    if letter == "z" and number <= 4:
        return (text(15, 28, 19, INK["wind"], WIND_FACES[number - 1])
                + text(4.4, 8, 6, "#777", "ESWN"[number - 1], "idx"))
    if letter == "z":
        zh, _, ink = DRAGONS[number - 1]
        if zh == "白":
            return (f'<rect x="7.5" y="7" width="15" height="25" rx="1.5" fill="none" stroke="{INK["p"]}" '
                    f'stroke-width="2.2"/><rect x="10.5" y="10" width="9" height="19" fill="none" '
                    f'stroke="{INK["p"]}" stroke-width=".8"/>')
        return text(15, 28, 20, INK[ink], zh)
    return (text(15, 28, 17, INK["flower"] if number <= 4 else "#a0620b", FLOWER_FACES[number - 1])
            + text(4.4, 8, 6, "#777", (number - 1) % 4 + 1, "idx"))


TILE_FONTS = ("font-family=\"'Noto Serif CJK SC','Noto Serif SC','Source Han Serif SC','Songti SC',SimSun,serif\" "
              "font-weight=\"700\"")


def tile_symbols(tiles) -> Markup:
    """The faces of the given tiles, drawn once as SVG symbols that every tile on the sheet uses."""
    symbols = "".join(
        f'<symbol id="tile-{rt.tile_name(t)}" viewBox="0 0 30 41">'
        f'<rect x=".5" y="2.5" width="29" height="38" rx="4" fill="#2e7d5b"/>'
        f'<rect x=".5" y=".5" width="29" height="38" rx="4" fill="#fbf8ee" stroke="#9a937f" stroke-width=".8"/>'
        f'<g text-anchor="middle" {TILE_FONTS}>{_face(t)}</g></symbol>' for t in sorted(set(tiles)))
    return Markup(f'<svg class="tile-faces" width="0" height="0" aria-hidden="true"><defs>{symbols}</defs></svg>')


@functools.lru_cache(maxsize=None)
def tile_svg(tile: int, win: bool = False) -> Markup:
    """One tile: an ivory face on a green back (a use of its symbol), the winning tile tinted and outlined."""
    title = escape(tile_title(tile))
    mark = ('<rect x=".5" y=".5" width="29" height="38" rx="4" fill="#f39c12" fill-opacity=".18" '
            'stroke="#d9822b" stroke-width="1.6"/>') if win else ""
    return Markup(f'<svg class="tile{" win" if win else ""}" viewBox="0 0 30 41" width="27" height="37" role="img" '
                  f'aria-label="{title}"><use href="#tile-{rt.tile_name(tile)}"/>{mark}</svg>')


def tiles_svg(tiles) -> Markup:
    return Markup("").join(tile_svg(t) for t in tiles)


# ---- the example hand of each pattern

def _deal(record: dict) -> tuple[list, list]:
    """(players, wins) of a record, full or shorthand (docs/guide/records.md)."""
    if "players" in record or "wins" in record:
        return list(record.get("players", [])), list(record.get("wins", []))
    win = {k: record[k] for k in rt.WIN_KEYS if k in record}
    win.setdefault("winner", 0)
    players = [{}, {}, {}, {}]
    players[win["winner"]] = {k: record[k] for k in rt.PLAYER_KEYS if k in record}
    return players, [win]


BY_WORDS = {"self_draw": "self-drawn", "discard": "on the discard of seat {}", "robbing_kong": "robbing the kong of seat {}"}


def record_words(record) -> str:
    """An example's deal in one line of tile notation, for the Markdown sheet: hands, melds, how each win came."""
    try:
        players, wins = _deal(record)
        lines = []
        for seat, player in enumerate(players):
            if not isinstance(player, dict):
                continue
            parts = [str(player["hand"])] if player.get("hand") else []
            for m in player.get("melds") or ():
                key = "concealed" if m.get("concealed") else "added" if m.get("added") else m.get("kind")
                claimed = f" from {m['from']}" if "from" in m and not m.get("concealed") else ""
                parts.append(f"{MELD_WORDS.get(key, (key, key))[1]} {m.get('tiles')}{claimed}")
            if player.get("flowers"):
                parts.append(f"flowers {player['flowers']}")
            parts += [words for key, words in (("declared_ready", "declared ready"), ("ready", "ready"))
                      if player.get(key) is True]
            if parts:
                lines.append(f"seat {seat}: " + ", ".join(parts))
        for win in wins:
            how = BY_WORDS.get(win.get("by"), str(win.get("by"))).format(win.get("from"))
            flags = [name if value is True else f"{name} {value}"
                     for name, value in (win.get("context") or {}).items() if value not in (False, 0, "", None)]
            won = f"declares {win['declared']}" if win.get("declared") else f"wins on {win.get('win_tile')}, {how}"
            lines.append(f"seat {win.get('winner', 0)} {won}" + (f" ({', '.join(flags)})" if flags else ""))
        if not wins:
            lines.append("no one wins")
        for penalty in record.get("penalties") or ():
            lines.append(f"penalty {penalty.get('type')} on seat {penalty.get('seat')}")
        setting = [f"dealer {record['dealer']}"] if "dealer" in record else []
        setting += [f"{name.replace('_', ' ')} {record[name]}" for name in ("honba", "riichi_sticks") if record.get(name)]
        setting += [f"round {record['round_wind']}"] if "round_wind" in record else []
        setting += [f"{k} = {str(v).lower()}" for k, v in (record.get("options") or {}).items()]
        return "; ".join(lines + setting)
    except (AttributeError, KeyError, TypeError, ValueError):  # a record an example expects to be refused
        return ""


def example_hand(ruleset: ir.Ruleset, outcome: Outcome, pattern_id: str) -> dict | None:
    """The first win of a verified example that lists the pattern: the hand, how it was won, what it scored."""
    result = outcome.module_result
    if "error" in result:
        return None
    players, wins = _deal(outcome.example.record)
    for index, win in enumerate(result["wins"]):
        if not any(p["id"] == pattern_id for p in win["patterns"]):
            continue
        source = wins[index] if index < len(wins) and wins[index].get("winner", 0) == win["winner"] else \
            next(w for w in wins if w.get("winner", 0) == win["winner"])
        player = players[win["winner"]]
        melds = []
        for m in player.get("melds", []):
            key = "concealed" if m.get("concealed") else "added" if m.get("added") else m["kind"]
            melds.append({"tiles": _drawn(m["tiles"]), "words": MELD_WORDS[key], "from": m.get("from")})
        flowers = player.get("flowers")
        context = []
        for name, value in source.get("context", {}).items():
            if value is False or value == 0 or value == "":
                continue
            doc = flag_words(ruleset, name)
            shown = "" if value is True else value if isinstance(value, str) else str(value)
            context.append({"name": name, "words": doc, "value": shown})
        return {
            "example": outcome.example,
            "winner": win["winner"],
            "hand_runs": _runs(_drawn(player.get("hand", ""))),
            "win_tile": _drawn(source["win_tile"])[0] if "win_tile" in source else None,
            "by": source.get("by", "self_draw"),
            "from": source.get("from"),
            "melds": melds,
            "flowers": rt.parse_tiles(flowers) if isinstance(flowers, str) else [],
            "context": context,
            "options": outcome.example.record.get("options", {}),
            "win": win,
            "deltas": result["deltas"],
        }
    return None


def _drawn(text: str) -> list:
    """The tiles of a verified record's tile string, as drawn: a red five (0m) as a five."""
    return rt.parse_tiles(text.replace("0", "5"))


def _runs(tiles: list) -> list:
    """A sorted hand cut into runs of one suit each, drawn with a little space between them."""
    runs = []
    for t in tiles:
        if runs and rt.TILE_SUIT[runs[-1][-1]] == rt.TILE_SUIT[t]:
            runs[-1].append(t)
        else:
            runs.append([t])
    return runs


def _made_of(shape: ir.Shape) -> tuple[str, str]:
    """What a shape is made of, in words: (`4组 + 1对`, `4 sets + 1 pair`); a fixed group by its name."""
    if shape.declared:
        return "宣告即和，不需成和", "declared: no complete hand needed"
    zh = [f"{shape.sets}组", f"{shape.pairs}对"] + [f"{n}组{group.name.zh}" for group, n in shape.groups]
    en = [f"{shape.sets} set{'s' if shape.sets != 1 else ''}", f"{shape.pairs} pair{'s' if shape.pairs != 1 else ''}"]
    en += [_group_count(group, n) for group, n in shape.groups]
    keep = [i for i, n in enumerate((shape.sets, shape.pairs, *(n for _g, n in shape.groups))) if n]
    return " + ".join(zh[i] for i in keep), " + ".join(en[i] for i in keep)


def hand_size_words(ruleset: ir.Ruleset) -> Text | None:
    """How many tiles a hand wins with, in words, where it is not the usual 14 (None there)."""
    size = ruleset.hand_size
    if size == rt.HAND_SIZE:
        return None
    return Text(f"和牌{size}张：手牌{size - 1}张加和张（杠计3张）",
                   f"{size} tiles to win: {size - 1} in hand and the winning tile (a kong counts three)")


# Where wilds may stand (tiles.wild_in), in words.
WILD_PLACE_WORDS = {"sets": ("刻子、顺子", "sets"), "pair": ("将", "the pair"), "seven_pairs": ("七对", "seven pairs")}


def wild_words(ruleset: ir.Ruleset) -> Text | None:
    """Which tile is wild and where it may stand, in words (None for a ruleset without wilds)."""
    wilds = ruleset.wilds
    if wilds is None:
        return None
    if wilds.source == "tiles":
        name = rt.tile_name(wilds.tile)
        which = (f"{TILE_NAMES_ZH.get(name, name)}（{name}）四张都是癞子，可当任何牌（包括自己）",
                 f"the four {TILE_NAMES_EN.get(name, name)} ({name}) are wild, each standing for any tile (itself too)")
    elif wilds.source == "indicator":
        # in the players' words: the record's field (wild_indicator) is for records.md, not the sheet
        which = ("每局开始翻一张牌，其下一张为癞子（9后为1，东南西北循环，中发白循环），可当任何牌",
                 "at the start of each deal a tile is turned up, and the tile after it is "
                 "wild (9 is followed by 1, North by East, Red by White), standing for any tile")
    else:
        which = ("癞子由每局记录给出（记录的 wilds），可当任何牌", "the record names each deal's wild tile (its wilds), "
                 "which stands for any tile")
    places_zh = "、".join(WILD_PLACE_WORDS[p][0] for p in wilds.places)
    places_en = ", ".join(WILD_PLACE_WORDS[p][1] for p in wilds.places)
    melds = ("；碰、杠的牌中也可有癞子", "; a claimed meld may hold wilds") if wilds.melds else \
        ("；碰、杠的牌中不可有癞子", "; no claimed meld may hold one")
    return Text(f"{which[0]}。可用于：{places_zh}{melds[0]}。", f"{which[1][0].upper()}{which[1][1:]}. Wilds stand in: "
                f"{places_en}{melds[1]}.")


# Tile names in words, for the sheets' sentences about a tile.
TILE_NAMES_ZH = {"1z": "东风", "2z": "南风", "3z": "西风", "4z": "北风", "5z": "白板", "6z": "发财", "7z": "红中"}
TILE_NAMES_EN = {"1z": "East winds", "2z": "South winds", "3z": "West winds", "4z": "North winds",
                 "5z": "White Dragons", "6z": "Green Dragons", "7z": "Red Dragons"}


def _group_count(group: ir.FixedGroup, n: int) -> str:
    """How many of a fixed group, in English: `1 dragon run`, `2 × dragon run` (a name has no plural)."""
    return f"{n} {group.name.en}" if n == 1 else f"{n} × {group.name.en}"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


# ---- the quick reference speaks to players: values in effect, names in their words

def _short(text: str) -> str:
    """A name's words from its doc: what comes before a colon (`连杠数：…`), else the doc without a closing aside."""
    head = re.split(r"：|: ", text, maxsplit=1)[0].strip()
    if head != text.strip() and len(head) <= 24:
        return head
    return re.sub(r"\s*[（(][^（()）]*[）)][。.]?$", "", text.strip())


def name_words(rs: ir.Ruleset, name: str, scope: str) -> tuple[str, str]:
    """A name of the spec as a player reads it, (zh, en): a pattern's name, a flag's or definition's words
    (before the colon of its doc), else the name with spaces for its underscores."""
    if scope == ir.RefKind.PATTERN:
        p = next(p for p in rs.patterns if p.id == name)
        return p.name.zh, p.name.en
    if scope == ir.RefKind.FLAG:
        return tuple(_short(w) for w in flag_words(rs, name))
    doc = next((d.doc for d in rs.definitions if d.name == name), None) if scope == ir.RefKind.DEFINE else None
    if doc is not None:
        return _short(doc.zh), _short(doc.en)
    return (name.replace("_", " "),) * 2


def _folded(e: ir.Expr, rs: ir.Ruleset) -> ir.Expr:
    """The expression with every part that options and numbers alone decide worked out, at the values in effect."""
    if isinstance(e, (ir.Const, ir.Ref)) and not (isinstance(e, ir.Ref) and e.scope in (ir.RefKind.OPTION, ir.RefKind.DEFINE)):
        return e
    try:
        value = constant(e, rs)
        return ir.Const(span=e.span, type=ir.BOOL if isinstance(value, bool) else ir.INT, value=value)
    except NotConstant:
        pass
    if isinstance(e, ir.Cond):
        try:
            return _folded(e.then if constant(e.cond, rs) else e.other, rs)
        except NotConstant:
            return dataclasses.replace(e, cond=_folded(e.cond, rs), then=_folded(e.then, rs), other=_folded(e.other, rs))
    if isinstance(e, ir.Binary):
        return dataclasses.replace(e, left=_folded(e.left, rs), right=_folded(e.right, rs))
    if isinstance(e, ir.Unary):
        return dataclasses.replace(e, operand=_folded(e.operand, rs))
    if isinstance(e, (ir.Logic, ir.Compare)):
        return dataclasses.replace(e, operands=tuple(_folded(x, rs) for x in e.operands))
    return e


def value_words(e: ir.Expr, rs: ir.Ruleset) -> str:
    """A value as the quick reference shows it to players: options at their values in effect, what they decide
    worked out, each name in its words, both languages at once (`连杠数 kongs in a row − 1`), and a choice as its
    two values (`2 (門前 closed) / 1`)."""
    def said(x: ir.Expr) -> str:
        if isinstance(x, ir.Cond):
            return f"{said(x.then)} ({said(x.cond)}) / {said(x.other)}"
        return written(x, lambda name, scope: " ".join(dict.fromkeys(name_words(rs, name, scope))))
    return said(_folded(e, rs))


QUICK_ONE_COLUMN = 20   # more patterns than this: the quick reference sets them in two columns
QUICK_TWO_COLUMNS = 40  # more than this: it lists them by value


QUICK_PAGE_LINES = 46   # what the quick reference page holds below its heading, in lines of about 5 mm


def _glance_fit(ruleset: ir.Ruleset, n_patterns: int, n_groups: int) -> str:
    """How much of the settlement the one-page quick reference has room for: `full` (each rule's
    condition and payments), `payments` (payments only) or `none` (the full rules have it all).
    A deliberately rough count of printed lines; tests/test_sheets.py checks every bundled sheet's
    quick reference is one page."""
    if n_patterns <= QUICK_ONE_COLUMN:
        patterns = 2 + 1.3 * n_patterns
    elif n_patterns <= QUICK_TWO_COLUMNS:
        patterns = 3 + 1.7 * ((n_patterns + 1) // 2)
    else:
        names = sum(len(p.name.zh) * 2 + len(p.name.en) + sum(len(term_said(t, p.name)) + 1 for t in p.name.terms) + 8
                    for p in ruleset.patterns)
        patterns = 1.1 * n_groups + 1.05 * names / 150
    formula = 5 + len(math(ruleset.value)) // 90

    def lines(expr):
        return 1 + len(math(expr)) // 95

    rules = ruleset.win_rules + ruleset.kong_rules + ruleset.player_rules
    pays = 3 + sum(0.9 * sum(lines(t.amount) + 0.3 for t in r.pay) for r in rules)
    conditions = sum(0.8 * lines(r.when) for r in ruleset.win_rules if r.when is not None)
    room = QUICK_PAGE_LINES - patterns - formula
    if pays + conditions <= room:
        return "full"
    return "payments" if pays <= room else "none"


def render_html(ruleset: ir.Ruleset, outcomes: list[Outcome], lang: str = "both", base: ir.Ruleset | None = None,
                changes: tuple = ()) -> str:
    """The printable HTML rule sheet: one self-contained file, A4 print styles included."""
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
    ruleset, base = resolved(ruleset), base and resolved(base)  # the prose states the values in effect
    examples = {}
    for p in ruleset.patterns:
        examples[p.id] = next((h for o in outcomes if o.ok for h in [example_hand(ruleset, o, p.id)] if h), None)
    by_id = {p.id: p for p in ruleset.patterns}
    excluded_by: dict[str, list] = {p.id: [] for p in ruleset.patterns}
    for q in ruleset.patterns:
        for pid in q.excludes:
            excluded_by[pid].append(q)
    definitions = {d.name: d for d in ruleset.definitions}
    value_def = definitions.get(ruleset.value.name) if isinstance(ruleset.value, ir.Ref) else None  # shown expanded

    def t(pair, block=False):
        return _pick(pair, lang, block)

    def label(key, block=False):
        return _pick(LABELS[key], lang, block)

    def pattern_name(pid):
        p = by_id.get(pid)
        if p is None:
            return pid
        return p.name.en if lang == "en" else p.name.zh

    # The quick reference must stay one page: a table, two tables side by side, or (for the largest
    # rulesets, e.g. one of 81 patterns) the pattern names run together under each value.
    # The patterns a sum of scoring.parts adds up (riichi's fu) are for the full rules.
    quick = [p for p in ruleset.patterns if p.adds_to not in ruleset.parts]
    n = len(quick)
    # The players' terms beside the names would wrap every row of a table: they take the run-together layout.
    grouped = n > QUICK_TWO_COLUMNS or bool(term_languages(ruleset))
    half = (n + 1) // 2
    quick_columns = [quick] if n <= QUICK_ONE_COLUMN else [quick[:half], quick[half:]]
    quick_groups = {}
    for p in quick:
        quick_groups.setdefault((value_words(p.value, ruleset), math(p.count) != "1", p.adds_to), []).append(p)
    glance = _glance_fit(ruleset, n, len(quick_groups))
    unit = (ruleset.unit[1] + (f"；番型计{ruleset.pattern_unit.zh}" if ruleset.pattern_unit else ""),
            ruleset.unit[2] + (f"; patterns count in {ruleset.pattern_unit.en}" if ruleset.pattern_unit else ""))
    claims = ("、".join(CLAIM_WORDS[c][0] for c in ruleset.claims), ", ".join(CLAIM_WORDS[c][1] for c in ruleset.claims))
    tile_rows = [[t for t in ruleset.hand_tiles if rt.TILE_SUIT[t] == suit] for suit in range(5)]
    return html_environment().get_template("sheet.html.j2").render(
        rs=ruleset, outcomes=outcomes, passed=sum(1 for o in outcomes if o.ok), lang=lang, base=base, changes=changes,
        row_patterns=SHOWN_PATTERNS,
        policy=POLICY_WORDS.get(ruleset.relations),
        html_lang="en" if lang == "en" else "zh-Hans", t=t, label=label, pattern_name=pattern_name,
        terms=lambda name: _terms_html(name, lang), term_notes=[_term_note(key) for key in term_languages(ruleset)],
        quick_columns=quick_columns, quick_grouped=grouped, quick_groups=list(quick_groups.values()),
        value_words=lambda e: value_words(e, ruleset), sum_words=lambda s: name_words(ruleset, s, ir.RefKind.SUM)[1],
        red_fives=[(n, f"0{letter}") for n, letter in zip(ruleset.red_fives, "mps") if n],
        hand_size=hand_size_words(ruleset), wilds=wild_words(ruleset), glance=glance,
        examples=examples, by_id=by_id, excluded_by=excluded_by, value_def=value_def, series=ir.series_of(ruleset.patterns),
        any_excludes=any(p.excludes for p in ruleset.patterns),
        any_exclusions=any(p.excludes or p.limit or p.series or p.fallback for p in ruleset.patterns), signed=_signed,
        made_of=_made_of, group_count=_group_count,
        unit=unit, claims=claims, table=_table_sentence(ruleset.table), game=_game_sentence(ruleset), tile_rows=[row for row in tile_rows if row], flags=flags_read(ruleset),
        sprite=tile_symbols(ruleset.hand_tiles + ruleset.flower_tiles + (4, 27, 33)))


@functools.lru_cache(maxsize=1)
def html_environment() -> jinja2.Environment:
    env = bundled.templates(autoescape=True)
    env.filters["math"] = math_html
    env.filters["plain"] = math
    env.filters["tile"] = tile_svg
    env.filters["tiles"] = tiles_svg
    env.filters["code"] = lambda tiles: rt.tiles_text(list(tiles))
    env.filters["wbr"] = lambda name: Markup(escape(name).replace("_", "_<wbr>"))
    env.filters["deal"] = record_words
    return env
