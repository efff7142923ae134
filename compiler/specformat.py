"""The spec file format as data: read by the loader, printed as JSON Schema, listed in the docs."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .limits import MAX_GAME_SCORE, MAX_NAME_CHARACTERS, MAX_POINT_UNIT, MAX_UMA
from .runtime import MOST_HAND_SIZE

IDENT_RE = re.compile(r"[a-z][a-z0-9_]*")
# The languages of a spec's texts, as a sheet may show them.
LANGS = ("zh", "en", "both")
KEYWORDS = frozenset({"if", "then", "else", "and", "or", "not", "in", "where", "true", "false", "none"})
MAX_WINNERS_PER_DISCARD = 3  # the other three seats
MAX_DEAD_WALL = 40           # leaves a 144-tile wall room to deal
MAX_BONUS_TILES = 20
# The policies a spec may select for its relation patterns (the values of ir.RelationPolicy).
RELATION_POLICIES = ("join_once", "every_instance")
# The sizes a complete hand may have (tiles.size): 3 × sets + 2, from one set and a pair to six sets and a pair.
HAND_SIZES = tuple(range(5, MOST_HAND_SIZE + 1, 3))


@dataclass(frozen=True)
class Scalar:
    name: str
    doc: str


STR = Scalar("str", "text")
INT = Scalar("int", "a whole number")
BOOL = Scalar("bool", "true or false")
IDENT = Scalar("ident", "a name: lowercase letters, digits and _, starting with a letter")
EXPR = Scalar("expr", "an expression of the mjc language")
TEXT = Scalar("text", "text, or a mapping with zh and en")
NAME = Scalar("name", "text, or a mapping with zh and en and the players' own terms (ja, yue)")
ANY = Scalar("any", "free-form data")


@dataclass(frozen=True)
class Choice:
    values: tuple


@dataclass(frozen=True)
class ListOf:
    item: object


@dataclass(frozen=True)
class MapOf:
    """A mapping from names the spec chooses to values of one kind."""

    item: object
    minimum: int | None = None   # for whole numbers: the least each may be


@dataclass(frozen=True)
class Either:
    options: tuple
    last_error: bool = False

    def describe(self) -> str:
        return " or ".join(describe(o) for o in self.options)


@dataclass(frozen=True)
class Field:
    kind: object
    doc: str
    required: bool = False
    minimum: int | None = None   # for a whole number: the least it may be
    largest: int | None = None   # for a whole number, or each of a list of them: the most it may be, either sign
    not_blank: bool = False      # for text: it may not be empty
    values: tuple | None = None  # for a whole number: the only ones it may be (check.py says why another is wrong)
    longest: int | None = None   # for text: the most characters it may have, in each language (limits.py)


def least(field: Field) -> int:
    """The least whole number a field with a `largest` may be: its minimum, else -largest."""
    return field.minimum if field.minimum is not None else -field.largest


@dataclass(frozen=True)
class Record:
    name: str
    doc: str
    fields: dict = field(default_factory=dict)


def describe(kind) -> str:
    if isinstance(kind, Scalar):
        return kind.doc
    if isinstance(kind, Choice):
        return "one of " + ", ".join(kind.values)
    if isinstance(kind, ListOf):
        return "a list"
    if isinstance(kind, (MapOf, Record)):
        return "a mapping"
    return kind.describe()


TEXT_RECORD = Record("text", "bilingual text", {
    "zh": Field(STR, "Chinese"),
    "en": Field(STR, "English"),
})

@dataclass(frozen=True)
class PlayerLanguage:
    """A language, beside Chinese and English, in which a pattern's name may give the players' own term."""

    zh: str              # the language's name in Chinese
    en: str              # and in English
    romanisation_zh: str  # what its terms are romanised in, in Chinese
    romanisation: str     # and in English


# By the key a name gives the term under (a BCP 47 language tag, as the sheets mark the text with).
PLAYER_LANGUAGES = {
    "ja": PlayerLanguage("日语", "Japanese", "罗马字", "romaji"),
    "yue": PlayerLanguage("粤语", "Cantonese", "粤拼", "Jyutping"),
}

TERM_RECORD = Record("term", "a name as the players of a language write and say it", {
    "term": Field(STR, "the name in the language's own writing (default: the zh name)", not_blank=True),
    "romanised": Field(STR, "the name in the language's romanisation", required=True, not_blank=True),
})

NAME_RECORD = Record("name", "a name in Chinese and English, and as the players of another language say it", {
    **TEXT_RECORD.fields,
    **{key: Field(Either((STR, TERM_RECORD), last_error=True), f"the {lang.en} term: its {lang.romanisation} alone "
                                                                 "(the zh name is its writing), or term and romanised")
       for key, lang in PLAYER_LANGUAGES.items()},
})

SOURCE = Record("source", "the document a ruleset comes from", {
    "title": Field(STR, "the document's title", required=True),
    "file": Field(STR, "where the document is kept"),
    "note": Field(TEXT, "what to know about the document (damage, errors, missing parts)"),
})

UNIT = Record("unit", "the unit of a hand's value", {
    "id": Field(STR, "short name used in results (fan, points, flowers)", required=True),
    "zh": Field(STR, "Chinese name", required=True, longest=MAX_NAME_CHARACTERS),
    "en": Field(STR, "English name", required=True, longest=MAX_NAME_CHARACTERS),
})

# Where a spec's wilds may stand (tiles.wild_in): the concealed sets, the pair of a shape with one, the pairs of a shape
# of several (seven pairs).
WILD_PLACES = ("sets", "pair", "seven_pairs")

WILDS = Record("wilds", "a wild tile that changes from deal to deal: the record names it", {
    "after_indicator": Field(BOOL, "the wild is the tile after the record's `wild_indicator` (翻鬼: 9 to 1 in a suit, "
                                   "East South West North East, White Green Red White)"),
    "from_record": Field(BOOL, "the record's `wilds` names the wild tile"),
})

TILESET = Record("tiles", "which tiles are in play", {
    "hand": Field(STR, "the playing tiles, in compact notation ('123456789m123456789p123456789s1234567z')", required=True,
                  not_blank=True),
    "flowers": Field(STR, "the tiles set aside as flowers, in compact notation ('' for none)"),
    "red": Field(STR, "the red fives in play, written 0m, 0p, 0s ('0m0p0s': one of each suit; none if left out)"),
    "size": Field(INT, "the tiles of a complete hand, the winning tile included and kongs counted as three: "
                       "3 × sets + 2, from 5 to 20 (default 14; 17 for 16-tile mahjong)", values=HAND_SIZES),
    "wilds": Field(Either((STR, WILDS), last_error=True),
                   "the wild tile, whose copies stand for any tile (红中, 鬼牌, 财神, 赖子): one tile of `hand` such as "
                   "'7z', or {after_indicator: true} or {from_record: true} for one the record gives"),
    "wild_in": Field(ListOf(Choice(WILD_PLACES)), "where wilds may stand: sets, pair, seven_pairs (default all three)"),
    "wild_melds": Field(BOOL, "a claimed meld may hold wilds, which the record's meld lists as its `wilds` "
                              "(default false)"),
})

TABLE = Record("table", "how the game is played at the table: what mjc simulate follows and the sheets tell", {
    "winners_per_discard": Field(INT, "how many seats may win off one discard, the first in turn after the "
                                      "discarder (default 1; at most 3)", minimum=1),
    "more_winners": Field(Choice(("first_in_turn", "draw")), "when more seats can win off one discard than that: "
                                                            "first_in_turn (the first in turn win; the default) "
                                                            "or draw (the deal is drawn)"),
    "furiten": Field(BOOL, "a seat may not win off a discard it passed, or on a wait it discarded itself "
                           "(default false)"),
    "dead_wall": Field(INT, "tiles kept out of the wall for kong replacements and indicators (default 0; at most "
                            f"{MAX_DEAD_WALL})", minimum=0),
    "bonus_tiles": Field(INT, "tiles drawn from the end of the wall after a win, which the record's `bonus_tiles` "
                              "flag gives the scorer (摸码, 抓码, 扎鸟; default 0, none; at most "
                              f"{MAX_BONUS_TILES}); drawn only where the spec accepts the win with them", minimum=0),
    "after_win": Field(Choice(("end", "winner_leaves", "play_on")),
                       "what follows a win: end (the deal ends; the default), winner_leaves (the winner leaves and "
                       "the others play on until one seat is left: 血战到底) or play_on (every seat plays on to the "
                       "wall's end, and a winner may win again: 血流成河); a record's events may hold no more"),
})

SEAT_CHANGE = Record("seat change", "the players change seats before a round", {
    "before_round": Field(INT, "the round (from 2: South) before which they change", required=True, minimum=2),
    "seats": Field(ListOf(INT), "the seats, numbered as they sat before, that sit East, South, West and North after: "
                                "[1, 0, 3, 2] swaps East with South and West with North", required=True),
})

GAME = Record("game", "how deals follow one another in a game: what mjc game and the calculator's score keeper "
                      "follow", {
    "rounds": Field(INT, "how many prevailing winds the game plays, from East, 1 to 4 (default 4; riichi's "
                         "East-South: 2)", minimum=1),
    "dealer_keeps": Field(ListOf(Choice(("win", "ready", "draw", "abortive"))),
                          "when the dealer deals again (連莊): win (the dealer won), ready (a drawn deal, the dealer "
                          "ready), draw (any drawn deal), abortive (an abortive draw); default [win]; [] for none"),
    "counter": Field(Choice(("none", "kept", "kept_or_drawn")),
                     "when the record's honba goes up, else it goes back to 0: none (the default), kept (the dealer "
                     "kept the deal) or kept_or_drawn (that, or a drawn deal: riichi's 本場)"),
    "next_dealer": Field(Choice(("rotate", "winner", "discarder")),
                         "who deals next when the dealer does not keep the deal: rotate (the next seat; four deals "
                         "passed make a round; the default), winner (the winner), discarder (the seat that discarded "
                         "the winning tile, or a self-drawing winner); a drawn deal passes to the next seat"),
    "seat_changes": Field(ListOf(SEAT_CHANGE), "where the players change seats during a game (MCR before its third "
                                               "round)"),
    "draw_wins": Field(ListOf(IDENT), "declared wins that leave the deal drawn for the game's order (nagashi_mangan)"),
    "start_points": Field(INT, "each seat's score at the start (default 0)", largest=MAX_GAME_SCORE),
    "stick": Field(INT, "what one riichi stick is worth: money the deals leave on the table carries into the next "
                        "record's riichi_sticks (default 0: none)", minimum=0, largest=MAX_GAME_SCORE),
    "sticks_at_end": Field(Choice(("top", "nobody")), "who takes the money left on the table at the game's end: top "
                                                       "(the first place; the default) or nobody"),
    "ends_below_zero": Field(BOOL, "a seat whose score goes below zero ends the game (default false)"),
    "target": Field(INT, "the score someone must reach by the last round's end, else the game goes on (default 0: "
                         "none)", minimum=0, largest=MAX_GAME_SCORE),
    "extra_rounds": Field(INT, "prevailing winds more the game may play while no one reaches the target, ending as "
                               "soon as someone does (default 0)", values=(0, 1, 2, 3)),
    "last_dealer_stops": Field(ListOf(Choice(("win", "ready", "draw", "abortive"))),
                               "how the last round's dealer, keeping the deal in first place at the target, ends the "
                               "game instead: win (riichi's agari-yame), ready (tenpai-yame), ...; default [], never"),
    "return_points": Field(INT, "the score the final points count from (default: start_points); what the four return "
                                "beyond their start goes to the first place (oka)", largest=MAX_GAME_SCORE),
    "point_unit": Field(INT, "the score a final point is worth (default 0: the final points are the uma alone)",
                        minimum=0, largest=MAX_POINT_UNIT),
    "uma": Field(ListOf(INT), "what first to fourth place add to their final points (default none)",
                 largest=MAX_UMA),
    "rounding": Field(Choice(("exact", "score_to_unit")),
                      "how final points are rounded before the uma: exact (the default) or score_to_unit (each "
                      "score first to a whole point unit, a half away from zero)"),
    "ties": Field(Choice(("split", "seat_order")),
                  "how equal final scores rank: split (they share their places' uma; the default) or seat_order "
                  "(the seat first from the game's first dealer ranks higher)"),
})

GROUP = Record("group", "a group of fixed tiles a shape may take, besides sets and pairs", {
    "id": Field(IDENT, "the group's name, used by shapes' `groups`", required=True),
    "name": Field(TEXT, "display name (the rule sheet's shapes use it)", required=True, longest=MAX_NAME_CHARACTERS),
    "tiles": Field(ListOf(STR), "the tile sets that make the group, each in compact notation and all of one size; "
                                "any one of them, held whole and concealed, is the group", required=True),
})

SHAPE = Record("shape", "a legal winning shape", {
    "id": Field(IDENT, "the shape's name, usable in expressions", required=True),
    "name": Field(TEXT, "display name", required=True, longest=MAX_NAME_CHARACTERS),
    "sets": Field(INT, "how many sets (chows, pungs, kongs; melds count)", minimum=0),
    "pairs": Field(INT, "how many pairs", minimum=0),
    "groups": Field(MapOf(INT, minimum=0), "how many of each declared group (`groups` of the spec), by id"),
    "tiles": Field(EXPR, "instead of sets: a condition on the concealed tiles (`tiles`) of a hand without melds"),
    "declared": Field(BOOL, "a win a seat declares without a complete hand (a record's win names it): "
                            "no sets, pairs, groups or tiles"),
    "description": Field(TEXT, "plain-words description"),
})

OPTION = Record("option", "a house-rule switch or number", {
    "type": Field(Choice(("bool", "int")), "bool or int", required=True),
    "default": Field(Either((BOOL, INT)), "the value when a record does not set it", required=True),
    "range": Field(ListOf(INT), "for int options: [lowest, highest]"),
    "doc": Field(TEXT, "what the option does", required=True),
})

PLAYER_FIELD = Record("player field", "a field a record gives for each player (`players[i].<name>`), read as `p.<name>`", {
    "type": Field(Choice(("bool", "int", "suit")), "bool, int or suit (a suit's letter in the record: m, p, s, z)",
                  required=True),
    "default": Field(Either((BOOL, INT, STR)),
                     "the value where a player leaves it out (a suit field without one: no suit)"),
    "range": Field(ListOf(INT), "for an int field: [lowest, highest]"),
    "doc": Field(TEXT, "what the field means", required=True),
})

FLAG = Record("flag", "a context flag this ruleset adds to those every record may carry, or its words for one of them", {
    "type": Field(Choice(("bool", "int", "tiles")), "bool, int or tiles (for a flag every record may carry: its own, "
                                                    "or left out)"),
    "range": Field(ListOf(INT), "for a new int flag: [lowest, highest] (default [0, 4])"),
    "doc": Field(TEXT, "what the flag means, in this ruleset's words", required=True),
})

DEFINITION = Record("definition", "a named value", {
    "expr": Field(EXPR, "the value", required=True),
    "params": Field(ListOf(IDENT), "its parameters: it is then used like a function, `name(a, b)`"),
    "doc": Field(TEXT, "what it means"),
})

PATTERN = Record("pattern", "a scoring pattern", {
    "id": Field(IDENT, "the pattern's name, usable in expressions", required=True),
    "name": Field(NAME, "display name, and the players' own term where they speak another language", required=True,
                  longest=MAX_NAME_CHARACTERS),
    "among": Field(EXPR, "for a relation between sets: `a, b in chows`; which instances count, the spec's "
                         "`relations` policy says"),
    "when": Field(EXPR, "the condition under which the pattern scores", required=True),
    "value": Field(EXPR, "what one instance is worth in the pattern unit (default 1)"),
    "count": Field(EXPR, "how many times it scores (default 1; 0 or less: not at all)"),
    "adds_to": Field(IDENT, "which sum of the scoring it adds to (default: the first)"),
    "excludes": Field(ListOf(IDENT), "patterns not counted when this one is (不计)"),
    "limit": Field(BOOL, "a limit pattern: when it counts, no ordinary pattern (one without `limit`) does"),
    "series": Field(IDENT, "a series it belongs to: of the patterns of one series, only the highest-valued that "
                           "counts is counted (ties: the first listed); their values are constant numbers"),
    "fallback": Field(BOOL, "counts only when no other pattern of its sum counts (a chicken hand)"),
    "description": Field(TEXT, "plain-words description"),
})

SCORING = Record("scoring", "how matched patterns become a hand value", {
    "sums": Field(ListOf(IDENT), "names of the pattern sums (default [total_value])"),
    "value": Field(EXPR, "the hand value of one arrangement; the highest arrangement is chosen", required=True),
    "total": Field(EXPR, "what a result reports as the win's total (default: value)"),
    "pattern_unit": Field(TEXT, "what a pattern's value counts (fan, doublings, flowers)"),
    "details": Field(MapOf(EXPR), "values a result shows beside the total, by name (han, fu, a limit's name): "
                                  "each an int, bool or text expression"),
    "parts": Field(ListOf(IDENT), "sums whose patterns a result lists under `details` as `<sum>_parts`, "
                                  "not among its patterns"),
    "description": Field(TEXT, "how a hand is scored, in words for players (the sheet's quick reference)"),
})

REJECT = Record("reject", "a hand that is not a legal win", {
    "when": Field(EXPR, "the condition, checked on the best arrangement", required=True),
    "code": Field(IDENT, "the error code of the result", required=True),
    "message": Field(TEXT, "what the error says; {expression} puts a whole number of the hand into it", required=True),
})

TRANSFER = Record("transfer", "a payment", {
    "from": Field(EXPR, "the paying seat, or a list of seats that each pay, or `table`", required=True),
    "to": Field(EXPR, "the receiving seat (default: the winner), or a list of seats, or `table`"),
    "amount": Field(EXPR, "how much each payer pays", required=True),
    "reason": Field(TEXT, "the rule's name, shown with the payment", required=True),
})

RULE = Record("rule", "a settlement rule", {
    "name": Field(TEXT, "the rule's name", required=True, longest=MAX_NAME_CHARACTERS),
    "when": Field(EXPR, "when it applies (default: always)"),
    "pay": Field(ListOf(TRANSFER), "the payments it makes", required=True),
    "in_total": Field(BOOL, "kong and player rules: what it pays a seat that won, or takes from it, counts toward "
                            "that seat's win's total (its last win of the deal)"),
    "description": Field(TEXT, "the rule in words"),
})

PENALTY = Record("penalty", "a penalty type a record may name", {
    "name": Field(TEXT, "the penalty's name", required=True, longest=MAX_NAME_CHARACTERS),
    "pay": Field(ListOf(TRANSFER), "the payments; `seat` is the penalised seat", required=True),
    "description": Field(TEXT, "the rule in words"),
})

SETTLEMENT = Record("settlement", "who pays whom how much", {
    "win": Field(ListOf(RULE), "rules applied to each win"),
    "kong": Field(ListOf(RULE), "rules applied to each completed kong `k` of any player, whoever wins"),
    "player": Field(ListOf(RULE), "rules applied to each seat `p`, whoever wins"),
    "penalties": Field(MapOf(PENALTY), "penalty types"),
    "description": Field(TEXT, "who pays whom, in words and numbers for players (the sheet's quick reference)"),
})

EXPECT = Record("expect", "what an example must give", {
    "total": Field(Either((INT, ListOf(INT))), "the win's total, or one per win"),
    "deltas": Field(ListOf(INT), "the net change of each seat"),
    "table": Field(INT, "the change of what lies on the table"),
    "details": Field(ANY, "the first win's details (some or all of them)"),
    "patterns": Field(Either((ListOf(STR), ListOf(ListOf(STR)))), "the ids of the counted patterns (of the first win, or one list per win)"),
    "error": Field(STR, "the error code the record must give"),
})

EXAMPLE = Record("example", "a worked example from the source document", {
    "id": Field(STR, "a unique name", required=True),
    "section": Field(STR, "the section of the source document"),
    "cite": Field(STR, "the sentence of the source document it checks", required=True),
    "line": Field(INT, "the line of the source document where the sentence begins", minimum=1),
    "note": Field(STR, "why, where the document is wrong or silent"),
    "record": Field(ANY, "a hand record (docs/guide/records.md)", required=True),
    "expect": Field(EXPECT, "the expected result", required=True),
})

UNREALISABLE = Record("unrealisable", "a worked number whose hand cannot exist", {
    "cite": Field(STR, "the sentence", required=True),
    "line": Field(INT, "the line of the source document where the sentence begins", minimum=1),
    "section": Field(STR, "the section"),
    "reason": Field(STR, "why no hand can have it", required=True),
})

SPEC = Record("spec", "an mjc ruleset", {
    "mjc": Field(INT, "spec format version (1)"),
    "extends": Field(STR, "for a house ruleset: the id or spec path of the ruleset it changes"),
    "id": Field(IDENT, "the ruleset's id: the module name and the `ruleset` of records", required=True),
    "name": Field(TEXT, "the ruleset's name", required=True, longest=MAX_NAME_CHARACTERS),
    "source": Field(SOURCE, "the source document"),
    "summary": Field(TEXT, "one paragraph on the ruleset"),
    "unit": Field(UNIT, "the unit of a hand's total", required=True),
    "tiles": Field(TILESET, "tiles in play", required=True),
    "claims": Field(ListOf(Choice(("chow", "pung", "kong"))), "which discards may be claimed", required=True),
    "table": Field(TABLE, "how the game is played at the table (a house ruleset changes it field by field)"),
    "game": Field(GAME, "how deals follow one another in a game (a house ruleset changes it field by field)"),
    "groups": Field(ListOf(GROUP), "groups of fixed tiles that shapes may take"),
    "shapes": Field(ListOf(SHAPE), "the legal winning shapes", required=True),
    "options": Field(MapOf(OPTION), "house-rule options"),
    "flags": Field(MapOf(FLAG), "context flags beyond those every record may carry"),
    "players": Field(MapOf(PLAYER_FIELD), "fields a record gives for each player beyond the contract's (a void suit "
                                          "chosen at the start), read as a seat's attributes"),
    "define": Field(MapOf(Either((EXPR, DEFINITION), last_error=True)), "named values used by patterns and rules"),
    "patterns": Field(ListOf(PATTERN), "the scoring patterns, highest first", required=True),
    "relations": Field(Choice(RELATION_POLICIES), "which instances of relation patterns (`among`) count: "
                                                  "join_once or every_instance (required with relation patterns)"),
    "scoring": Field(SCORING, "how a hand value is formed", required=True),
    "reject": Field(ListOf(REJECT), "hands that are not legal wins"),
    "settlement": Field(SETTLEMENT, "payments", required=True),
    "examples": Field(ListOf(EXAMPLE), "worked examples, each checked on every build"),
    "unrealisable": Field(ListOf(UNREALISABLE), "worked numbers of the document that no hand can have"),
})
