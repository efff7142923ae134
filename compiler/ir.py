"""The IR: a typed, position-carrying model of a whole ruleset (small frozen dataclasses)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from .errors import Span
from .runtime import HAND_SIZE
from .text import Text


@dataclass(frozen=True)
class Type:
    name: str
    item: "Type | None" = None

    def __str__(self) -> str:
        return f"{self.name} of {self.item}" if self.item else self.name


INT = Type("int")
BOOL = Type("bool")
TILE = Type("tile")
SEAT = Type("seat")
SET = Type("set")
SUIT = Type("suit")
SHAPE = Type("shape")
BY = Type("win kind")
WIN = Type("win")
NONE = Type("none")
EMPTY = Type("empty list")
TEXT = Type("text")
TABLE = Type("table")             # the table, as a transfer's payer or payee
INTS = Type("tuple", INT)         # a tuple of whole numbers, compared in order: a reading's rank


def list_of(item: Type) -> Type:
    return Type("list", item)


# ---------------------------------------------------------------- expressions

class _Word(str, Enum):
    """An enum whose members are words of the language: each compares equal to, and prints as, its word."""

    def __str__(self) -> str:
        return self.value


class RefKind(_Word):
    """What a name (Ref) stands for."""

    LOCAL = "local"      # a binder of a quantifier or a relation, or a deal rule's element
    BUILTIN = "builtin"  # a name of the language (tiles, winner...)
    FLAG = "flag"        # a flag of the record
    OPTION = "option"    # an option of the ruleset
    DEFINE = "define"    # a definition of the spec
    PATTERN = "pattern"  # a pattern, as a condition: it holds
    SUM = "sum"          # the sum of the patterns that add to it


class QuantKind(_Word):
    """A quantifier of the language (builtins.QUANTIFIERS says what each means)."""

    ANY = "any"
    ALL = "all"
    COUNT = "count"
    FILTER = "filter"
    SUM = "sum"
    MAX = "max"
    MIN = "min"
    FIND = "find"
    DISTINCT = "distinct"


class KeyKind(_Word):
    """What a key of the dependency graph of a hand's names stands for."""

    DEFINE = "define"    # a definition's value
    PATTERN = "pattern"  # whether a pattern matches
    FAMILY = "family"    # the chosen instances of relation patterns over one list (named by its number)
    COUNT = "count"      # how many times a pattern scores (after exclusions)
    SUM = "sum"          # a sum of patterns
    BUILTIN = "builtin"  # a name of the language
    FLAG = "flag"        # a flag of the record
    EXPORT = "export"    # a name a deal rule reads from a win (w.name)
    LIMIT = "limit"      # whether any limit pattern counted (then no ordinary pattern counts)


class Key(NamedTuple):
    """A key of the dependency graph (Ruleset.order, Plan): a kind and a name; written `define:base`."""

    kind: KeyKind
    name: str

    def __str__(self) -> str:
        return f"{self.kind.value}:{self.name}"


# One flag, worked out once from the limit patterns' counts, keeps every ordinary pattern from counting: each
# ordinary pattern reading every limit pattern's count would make work and code grow with their product.
LIMIT_COUNTED = Key(KeyKind.LIMIT, "counted")


@dataclass(frozen=True, kw_only=True)
class Expr:
    span: Span | None = field(compare=False, repr=False)
    type: Type


@dataclass(frozen=True, kw_only=True)
class Const(Expr):
    value: object
    name: str = ""   # the constant's name in generated code, for named enums


@dataclass(frozen=True, kw_only=True)
class Ref(Expr):
    """A name, of one of the kinds RefKind lists."""

    scope: RefKind
    name: str

    def __post_init__(self):
        object.__setattr__(self, "scope", RefKind(self.scope))


@dataclass(frozen=True, kw_only=True)
class GetAttr(Expr):
    obj: Expr
    name: str


@dataclass(frozen=True, kw_only=True)
class SeatField(Expr):
    """A field the spec declares for each seat (its `players`), read from the record: `p.void`."""

    obj: Expr
    name: str
    index: int       # its place among the spec's player fields
    default: object  # its value for no seat (none)


@dataclass(frozen=True, kw_only=True)
class Call(Expr):
    func: str
    args: tuple


@dataclass(frozen=True, kw_only=True)
class Quant(Expr):
    kind: QuantKind
    binders: tuple
    coll: Expr
    where: Expr | None
    body: Expr | None

    def __post_init__(self):
        object.__setattr__(self, "kind", QuantKind(self.kind))


@dataclass(frozen=True, kw_only=True)
class Unary(Expr):
    op: str
    operand: Expr


@dataclass(frozen=True, kw_only=True)
class Binary(Expr):
    op: str
    left: Expr
    right: Expr


@dataclass(frozen=True, kw_only=True)
class Compare(Expr):
    ops: tuple
    operands: tuple


@dataclass(frozen=True, kw_only=True)
class Logic(Expr):
    op: str
    operands: tuple


@dataclass(frozen=True, kw_only=True)
class Cond(Expr):
    cond: Expr
    then: Expr
    other: Expr


@dataclass(frozen=True, kw_only=True)
class MakeList(Expr):
    items: tuple


@dataclass(frozen=True, kw_only=True)
class MakeTuple(Expr):
    """`(a, b, c)`: whole numbers compared in order."""

    items: tuple


@dataclass(frozen=True, kw_only=True)
class Index(Expr):
    """`xs[i]`: the i-th element of a list, from 0; outside the list, a record error."""

    obj: Expr
    index: Expr


# ---------------------------------------------------------------- the ruleset

@dataclass(frozen=True)
class Option:
    name: str
    type: Type
    default: object
    range: tuple | None
    doc: Text


class FieldKind(_Word):
    """What a player field of the spec holds."""

    BOOL = "bool"
    INT = "int"
    SUIT = "suit"


@dataclass(frozen=True)
class PlayerField:
    """A field the record gives for each player (the spec's `players`): `players[i].<name>`."""

    name: str
    kind: FieldKind
    default: object       # the value where a player leaves it out (a suit: its number; NO_SUIT for none)
    range: tuple | None   # an int field's (lowest, highest); a suit field's letters allowed
    doc: object


@dataclass(frozen=True)
class Flag:
    name: str
    kind: str  # bool, int, tiles
    doc: Text | None
    range: tuple | None = None  # an int flag's (lowest, highest), where not (0, 4)


@dataclass(frozen=True)
class FixedGroup:
    """A group of fixed tiles the spec declares: any one of its tile sets, held whole, makes it."""

    id: str
    name: Text
    tiles: tuple               # its tile sets, each a sorted tuple of tiles, all of one size


@dataclass(frozen=True)
class Shape:
    id: str
    name: Text
    sets: int
    pairs: int
    groups: tuple              # (FixedGroup, how many) for each fixed group the shape takes
    tiles: Expr | None
    description: Text | None
    # For a shape judged on its tiles, what the search for waits may skip on (set by the specialise pass):
    before: Expr | None = None    # the part of `tiles` that a tile added can only break
    least_kinds: int = 0          # the kinds of tile a hand must hold before its last tile
    allowed: "InValues | None" = None  # a conjunct `all(t in tiles: ...)` as a set of tiles: waits try only those
    declared: bool = False        # a win a seat declares without a complete hand (a record names it)


class RelationPolicy(Enum):
    """Which instances of the relation patterns (among) over one list count; a spec selects one."""

    JOIN_ONCE = "join_once"            # no two joins of the same sets, no set twice in a pattern; the best total
    EVERY_INSTANCE = "every_instance"  # every instance found counts


class MoreWinners(Enum):
    """What happens when more seats can win off one discard than the table lets win."""

    FIRST_IN_TURN = "first_in_turn"  # the seats first in turn after the discarder win (截和)
    DRAW = "draw"                    # the deal is drawn (riichi's 三家和)


class AfterWin(Enum):
    """What follows a win in a deal."""

    END = "end"                      # the deal ends (several seats may win off its one discard)
    WINNER_LEAVES = "winner_leaves"  # the winner leaves, the others play on until one is left (血战到底)
    PLAY_ON = "play_on"              # every seat plays on to the wall's end, a winner may win again (血流成河)


@dataclass(frozen=True)
class TableRules:
    """How the game is played at the table (the spec's `table:`): what mjc simulate follows and the sheets tell."""

    winners_per_discard: int = 1   # seats that may win off one discard
    more_winners: MoreWinners = MoreWinners.FIRST_IN_TURN
    furiten: bool = False          # no win off a discard the seat passed, or on a wait it discarded itself
    dead_wall: int = 0             # tiles kept out of the wall for kong replacements and indicators
    bonus_tiles: int = 0           # tiles drawn from the wall's end after a win, for the scorer (摸码, 抓码, 扎鸟)
    after_win: AfterWin = AfterWin.END  # what follows a win: what a record's events may hold after one

    def as_data(self) -> dict:
        """Its fields as plain values, as a generated module holds them."""
        return {f.name: getattr(self, f.name).value if isinstance(getattr(self, f.name), Enum) else getattr(self, f.name)
                for f in dataclasses.fields(self)}


class Counter(Enum):
    """When the deal's counter (本場, 連莊) goes up; otherwise it goes back to 0."""

    NONE = "none"                    # there is no counter
    KEPT = "kept"                    # each deal the dealer keeps
    KEPT_OR_DRAWN = "kept_or_drawn"  # each deal the dealer keeps, and each drawn deal (riichi's 本場)


class Rounding(Enum):
    """How a seat's final points are rounded before the uma."""

    EXACT = "exact"                # as they are (a tenth of a point, where scores are hundreds and a point 1000)
    SCORE_TO_UNIT = "score_to_unit"  # each score first to a whole point unit, a half away from zero


class Ties(Enum):
    """How seats on equal final scores are ranked."""

    SPLIT = "split"            # they share their places' uma equally
    SEAT_ORDER = "seat_order"  # the seat first from the game's first dealer ranks higher


DEALER_KEEPS = ("win", "ready", "draw", "abortive")  # what may keep the deal with its dealer (連莊)


class NextDealer(Enum):
    """Who deals next when the dealer does not keep the deal."""

    ROTATE = "rotate"        # the next seat in turn; four deals passed make a round
    WINNER = "winner"        # the winner (the first in turn of several); a drawn deal: the next seat
    DISCARDER = "discarder"  # the seat that discarded the winning tile, or a self-drawing winner (Nanning)


def _plain(value):
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


@dataclass(frozen=True)
class GameRules:
    """How deals follow one another in a game (the spec's `game:`): what mjc game and the score keeper follow."""

    rounds: int = 4                  # prevailing winds played, from East
    dealer_keeps: tuple = ("win",)   # of DEALER_KEEPS: when the dealer deals again
    counter: Counter = Counter.NONE  # when the record's honba goes up
    next_dealer: NextDealer = NextDealer.ROTATE  # who deals next when the dealer does not keep the deal
    seat_changes: tuple = ()         # (round, seats): before that round (from 1) the seats given sit East to North
    draw_wins: tuple = ()            # declared wins that leave the deal drawn for the game (nagashi mangan)
    start_points: int = 0            # each seat's score at the start
    stick: int = 0                   # what one of the record's riichi_sticks is worth: the table's money carries on
    sticks_at_end: str = "top"       # who takes the table's money when the game ends: "top" or "nobody"
    ends_below_zero: bool = False    # a seat whose score goes below 0 ends the game
    target: int = 0                  # a score the last round needs someone to reach (0: none)
    extra_rounds: int = 0            # winds more played while no one reaches the target (sudden death)
    last_dealer_stops: tuple = ()    # of DEALER_KEEPS: how the last round's dealer, keeping the deal in first place
                                     # at the target, ends the game instead (riichi's agari-yame: win)
    return_points: int | None = None  # the score the final points count from (None: start_points); more is oka
    point_unit: int = 0              # points a final point is worth (0: the final points are the uma alone)
    uma: tuple = ()                  # what each place adds to its final points, first to fourth
    rounding: Rounding = Rounding.EXACT
    ties: Ties = Ties.SPLIT

    @property
    def returned(self) -> int:
        return self.start_points if self.return_points is None else self.return_points

    def as_data(self) -> dict:
        """Its fields as plain values, as a generated module holds them."""
        out = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, Enum) else _plain(value)
        return out


@dataclass(frozen=True)
class Wilds:
    """The spec's wild tile (tiles.wilds): fixed, after the record's indicator, or named by the record; where its
    copies may stand, and whether a claimed meld may hold them."""

    source: str                    # "tiles": `tile` is the wild; "indicator": the tile after the record's
                                   # wild_indicator; "record": the record's `wilds`
    tile: int = -1                 # the fixed wild tile (source "tiles")
    places: tuple = ("sets", "pair", "seven_pairs")  # where wilds may stand (specformat.WILD_PLACES)
    melds: bool = False            # a claimed meld may hold wilds

    @property
    def mask(self) -> int:
        """The places as the runtime's bits: WILD_SETS 1, WILD_PAIR 2, WILD_PAIRS 4."""
        return sum(1 << i for i, place in enumerate(("sets", "pair", "seven_pairs")) if place in self.places)


@dataclass(frozen=True)
class Definition:
    name: str
    expr: Expr
    doc: Text | None
    varying: bool  # depends on the arrangement
    span: Span | None = field(default=None, compare=False, repr=False)  # where the spec defines it


@dataclass(frozen=True)
class Pattern:
    id: str
    index: int
    name: Text
    when: Expr
    value: Expr
    count: Expr
    adds_to: str
    excludes: tuple
    description: Text | None
    varying: bool
    among: tuple = ()             # a relation pattern's binders, e.g. ("a", "b")
    among_coll: Expr | None = None
    family: int = -1              # relation patterns over the same list are chosen together
    span: Span | None = field(default=None, compare=False, repr=False)
    limit: bool = False           # a limit pattern: when it counts, no ordinary pattern does
    series: str = ""              # its series: of the patterns of one series, only the highest that counts counts
    fallback: bool = False        # counts only when no other pattern of its sum counts


@dataclass(frozen=True)
class Reject:
    when: Expr
    code: str
    message: Text
    parts: tuple = ()  # the message as said: text and, in place of each {placeholder}, its Expr


@dataclass(frozen=True)
class Transfer:
    payer: Expr
    payee: Expr
    amount: Expr
    reason: Text


@dataclass(frozen=True)
class Rule:
    name: Text
    when: Expr | None
    pay: tuple
    description: Text | None
    span: Span | None = field(default=None, compare=False, repr=False)
    in_total: bool = False  # a deal rule whose money counts toward the total of the win of the seat it pays or takes


@dataclass(frozen=True)
class Penalty:
    type: str
    name: Text
    pay: tuple
    description: Text | None


@dataclass(frozen=True)
class Example:
    id: str
    section: str | None
    cite: str
    line: int | None
    note: str | None
    record: object
    expect: dict
    span: Span = field(compare=False, repr=False)


@dataclass(frozen=True)
class Unrealisable:
    cite: str
    line: int | None
    section: str | None
    reason: str


@dataclass(frozen=True, kw_only=True)
class Plan:
    """When generated code works out each hand-scope name (keys as in Ruleset.order); set by the plan pass."""

    before: tuple           # worked out once per win, before the arrangements are tried
    loop: tuple             # worked out for each arrangement (what the hand value needs)
    after: tuple            # worked out for the chosen arrangement only
    builtins: tuple         # hand built-ins used anywhere
    exported: tuple         # names deal rules read from a win (w.name)
    flags: tuple            # flags read in the hand scope
    lazy: frozenset         # worked out on first use: costly built-ins, and definitions before the loop that read them
    private: frozenset      # patterns tested inside their own count: only it reads them, and they cannot fail
    collected: str | None   # how a win works out what its winner collected: "gain", "sum", or None (no rule reads it)
    by_win_set: bool        # each placement of the win tile is an arrangement (a rule asks which set it completed)


@dataclass(frozen=True)
class Ruleset:
    id: str
    name: Text
    source_title: str | None
    source_file: str | None
    source_note: Text | None
    summary: Text | None
    unit: tuple  # (id, zh, en)
    pattern_unit: Text | None
    scoring_description: Text | None
    settlement_description: Text | None
    hand_tiles: tuple
    flower_tiles: tuple
    claims: tuple
    shapes: tuple
    options: tuple
    flags: tuple
    definitions: tuple        # in evaluation order
    patterns: tuple           # in declared order (exclusions apply in this order)
    sums: tuple
    value: Expr
    total: Expr
    rejects: tuple
    win_rules: tuple
    kong_rules: tuple
    player_rules: tuple
    penalties: tuple
    examples: tuple
    unrealisable: tuple
    spec_file: str
    spec_hash: str
    order: tuple = ()          # hand-scope names (define:/pattern:/sum:) in dependency order
    settings: tuple = ()       # option defaults changed at compile time: (name, value text, the spec's default)
    flag_words: tuple = ()     # (name, Text): this ruleset's words for flags every record may carry
    flowers_by_tile: bool = False  # records give flowers as tiles (a rule asks which); fixed by the spec, not by passes
    plan: Plan | None = None   # set by the plan pass, the last before a back end
    relation_tables: tuple = ()  # RelationTable of each relation pattern the tabulate pass tabulated, in order
    choice_tables: tuple = ()    # ChoiceTable of each family whose best choices the tabulate pass worked out
    groups: tuple = ()         # the fixed groups the spec declares (FixedGroup)
    relations: RelationPolicy | None = None  # how relation patterns' instances count (None: the spec has none)
    red_fives: tuple = (0, 0, 0)  # the red fives in play, by suit (m, p, s)
    details: tuple = ()        # (name, Expr): what a win's result shows beside its total
    parts: tuple = ()          # sums whose patterns a result lists under details as <sum>_parts
    functions: tuple = ()      # (name, params, expression text, doc): definitions with parameters, for the sheet
    table: TableRules = TableRules()  # how play goes at the table
    game: GameRules = GameRules()  # how deals follow one another in a game
    readings_bound: int = 1    # the most readings one hand can have under the shapes (check._readings_bound)
    hand_size: int = HAND_SIZE  # the tiles of a complete hand, kongs counted as three (tiles.size)
    wilds: Wilds | None = None  # the wild tile and where it stands (tiles.wilds); None: no wilds
    player_fields: tuple = ()  # PlayerField: what a record gives for each player beyond the contract's fields


# ---------------------------------------------------------------- forms the passes make
# Each says of a generic quantifier or comparison what makes it cheap; the interpreter evaluates it
# (so the differential tests cover it) and a back end prints it (pipeline.PASSES: specialise).

@dataclass(frozen=True, kw_only=True)
class AtLeast(Expr):
    """Whether a list has at least `least` elements: a length test made before the work it saves."""

    coll: Expr
    least: int


@dataclass(frozen=True, kw_only=True)
class HeldTimes(Expr):
    """How many distinct tiles a sorted list of tiles holds exactly (or at least) `times` times."""

    tiles: Expr
    times: int
    exact: bool


@dataclass(frozen=True, kw_only=True)
class OneSuit(Expr):
    """Whether a sorted list of tiles is not empty and all of one suit (its first and last tiles share one)."""

    tiles: Expr


@dataclass(frozen=True, kw_only=True)
class InValues(Expr):
    """any/all/count/filter over a list whose condition reads only the element's tile, or one field of a
    set: the values it holds for, worked out by the pass; `cond` is the condition as written."""

    kind: QuantKind      # any, all, count, filter
    binder: str
    coll: Expr
    field: str           # the set's field the condition reads; "" for a list of tiles
    values: frozenset
    cond: Expr


@dataclass(frozen=True, kw_only=True)
class FieldHas(Expr):
    """any/count over a list of sets of `s.F == value`: the value looked for among the sets' field F."""

    kind: QuantKind      # any, count
    coll: Expr
    field: str
    value: Expr


@dataclass(frozen=True, kw_only=True)
class FirstOf(Expr):
    """`find` without a condition: the body for the list's first element, or none for an empty list."""

    binder: str
    coll: Expr
    body: Expr


@dataclass(frozen=True, kw_only=True)
class OneOrder(Expr):
    """A quantifier over several elements at once whose condition reads alike in every order of its binders:
    each combination of the list is tried in one order only."""

    quant: Quant


# The fields of each node type that hold its sub-expressions (an Expr, None, or a tuple of Exprs), in
# order: the one child-walker (children, walk) and transformer (map_children) every pass uses read it.
CHILD_FIELDS: dict[type, tuple[str, ...]] = {
    Const: (), Ref: (), GetAttr: ("obj",), SeatField: ("obj",), Call: ("args",), Quant: ("coll", "where", "body"),
    Unary: ("operand",), Binary: ("left", "right"), Compare: ("operands",), Logic: ("operands",),
    Cond: ("cond", "then", "other"), MakeList: ("items",), MakeTuple: ("items",), Index: ("obj", "index"),
    AtLeast: ("coll",), HeldTimes: ("tiles",), OneSuit: ("tiles",), InValues: ("coll", "cond"),
    FieldHas: ("coll", "value"), FirstOf: ("coll", "body"), OneOrder: ("quant",),
}


def children(e: Expr) -> tuple:
    """The sub-expressions of an expression, in order."""
    out = []
    for name in CHILD_FIELDS[type(e)]:
        value = getattr(e, name)
        if isinstance(value, Expr):
            out.append(value)
        elif isinstance(value, tuple):
            out.extend(value)
    return tuple(out)


def map_children(e: Expr, f) -> Expr:
    """The expression with `f` applied to each sub-expression (the same object when nothing changes)."""
    changes = {}
    for name in CHILD_FIELDS[type(e)]:
        value = getattr(e, name)
        if isinstance(value, Expr):
            new = f(value)
            if new is not value:
                changes[name] = new
        elif isinstance(value, tuple) and value:
            new_items = tuple(f(v) for v in value)
            if any(a is not b for a, b in zip(new_items, value)):
                changes[name] = new_items
    return dataclasses.replace(e, **changes) if changes else e


def walk(e: Expr):
    """Every node of an expression, depth first (without recursion: generators nested as deep as
    the expression would count against Python's stack)."""
    todo = [e]
    while todo:
        node = todo.pop()
        yield node
        todo.extend(reversed(children(node)))


# The names whose value a spec's own expression works out (so they may raise, or be worked out on first use).
COMPUTED = (RefKind.DEFINE, RefKind.PATTERN, RefKind.SUM)


def reads_locals(e: Expr, names: tuple) -> bool:
    """Whether an expression reads any of the local names (binders) given."""
    return any(isinstance(n, Ref) and n.scope == RefKind.LOCAL and n.name in names for n in walk(e))


def refs(e: Expr | None) -> set[Key]:
    """The hand-scope names an expression uses, as keys: define:x, pattern:y, sum:z, builtin:w, flag:f
    (and export:n for a deal rule's w.n)."""
    if e is None:
        return set()
    out = set()
    for node in walk(e):
        if isinstance(node, Ref) and node.scope in (RefKind.DEFINE, RefKind.PATTERN, RefKind.SUM, RefKind.BUILTIN, RefKind.FLAG):
            out.add(Key(KeyKind(node.scope.value), node.name))
        if isinstance(node, GetAttr) and node.obj.type == WIN:
            out.add(Key(KeyKind.EXPORT, node.name))
    return out


def implied_exclusions(patterns) -> list[tuple[str, str]]:
    """(excluder, excluded) for each exclusion that patterns imply by their kind rather than name, but for the
    limit patterns' (limit_excluded): a pattern of a series excludes those of the series below it (of a lower
    value, or of an equal one and listed after it: series values are constant numbers); any other pattern, the
    fallback of its sum. `patterns` are ir.Pattern, or anything with their fields (the checker's drafts)."""
    out = []
    for ranked in series_of(patterns).values():
        out += [(higher.id, p.id) for i, p in enumerate(ranked) for higher in ranked[:i]]
    adding: dict[str, list[str]] = {}
    for q in patterns:
        if not q.fallback:
            adding.setdefault(q.adds_to, []).append(q.id)
    out += [(q, p.id) for p in patterns if p.fallback for q in adding.get(p.adds_to, ())]
    return out


def limit_excluded(patterns) -> frozenset[str]:
    """The patterns that a counted limit pattern keeps from counting (LIMIT_COUNTED): every ordinary one, where
    the patterns hold a limit pattern."""
    if not any(p.limit for p in patterns):
        return frozenset()
    return frozenset(p.id for p in patterns if not p.limit)


def excluders(patterns) -> dict[str, list[str]]:
    """For each pattern excluded by another, the patterns that exclude it, in the spec's order: those that name
    it in their `excludes`, and those whose kind implies it (implied_exclusions; LIMIT_COUNTED stands for the
    limit patterns)."""
    by: dict[str, set[str]] = {}
    for q in patterns:
        for name in q.excludes:
            by.setdefault(name, set()).add(q.id)
    for q, p in implied_exclusions(patterns):
        by.setdefault(p, set()).add(q)
    place = {q.id: i for i, q in enumerate(patterns)}  # sorted by it: a look through all patterns for each was
    return {p.id: sorted(by[p.id], key=place.__getitem__) for p in patterns if p.id in by}  # minutes at 5,000


def excluders_of(rs: Ruleset) -> dict[str, list[str]]:
    """For each pattern of a ruleset excluded by another, the patterns that exclude it, in the spec's order."""
    return excluders(rs.patterns)


def excluding_keys(patterns) -> dict[str, list[Key]]:
    """For each pattern that others keep from counting, what does: the counts of its excluders (in the spec's
    order), then LIMIT_COUNTED where a counted limit pattern does."""
    by = excluders(patterns)
    limited = limit_excluded(patterns)
    out = {p: [Key(KeyKind.COUNT, q) for q in qs] for p, qs in by.items()}
    for p in patterns:
        if p.id in limited:
            out.setdefault(p.id, []).append(LIMIT_COUNTED)
    return out


def count_dependencies(patterns) -> dict[Key, set[Key]]:
    """What each pattern's count (after exclusions) waits for beyond its own expressions: whether it matches and
    what keeps it from counting (excluding_keys); and what LIMIT_COUNTED waits for, every limit pattern's count."""
    keeping = excluding_keys(patterns)
    out = {Key(KeyKind.COUNT, p.id): {Key(KeyKind.PATTERN, p.id), *keeping.get(p.id, ())} for p in patterns}
    if any(LIMIT_COUNTED in keys for keys in keeping.values()):
        out[LIMIT_COUNTED] = {Key(KeyKind.COUNT, p.id) for p in patterns if p.limit}
    return out


def families_of(patterns) -> dict[int, list]:
    """The relation patterns (among) of each family, by its number, in the spec's order; `patterns` are
    ir.Pattern, or anything with their fields (the checker's drafts)."""
    out: dict[int, list] = {}
    for p in patterns:
        if p.among:
            out.setdefault(p.family, []).append(p)
    return out


def series_of(patterns) -> dict[str, list]:
    """Each series of the patterns, by name, in the order of its first pattern: its patterns from the highest
    value down, equal values as listed (the order in which each keeps those after it from counting)."""
    out: dict[str, list] = {}
    for p in patterns:
        if p.series:
            out.setdefault(p.series, []).append(p)
    return {name: sorted(members, key=lambda p: (-p.value.value, p.index)) for name, members in out.items()}


def seat_list(e: Expr) -> Expr:
    """A transfer's payer or payee as a list: a list of seats as it is, one seat (or the table) as a list of one."""
    if e.type.name == "list" or e.type == EMPTY:
        return e
    return MakeList(span=e.span, type=list_of(SEAT), items=(e,))


def spec_line(name: str, span) -> str:
    """What a generated rule's comment says: the spec item it comes from and where (`base: specs/nanning.yaml:42`)."""
    return f"{name}: {span.file}:{span.line}" if span is not None else name


def uses_table(rs: Ruleset) -> bool:
    """Whether a rule pays to or from the table (then a result reports the table's change)."""
    return any(x.type == TABLE for r in rs.win_rules + rs.kong_rules + rs.player_rules for t in r.pay
               for x in (t.payer, t.payee)) or any(x.type == TABLE for p in rs.penalties for t in p.pay
                                                   for x in (t.payer, t.payee))


def player_field_rules(rs: "Ruleset") -> tuple:
    """What the record readers check of each player field: (name, kind, default, range), a suit's range the letters of
    the suits the ruleset plays."""
    letters = "".join(sorted({"mpsz"[t // 9] for t in rs.hand_tiles if t < 34}, key="mpsz".index))
    return tuple((f.name, f.kind.value, f.default, letters if f.kind == FieldKind.SUIT else list(f.range) if f.range else None)
                 for f in rs.player_fields)


# What reads the moment of the deal being settled (the seats that won before it): the back ends set it there.
MOMENT_NAMES = frozenset({"still_playing"})
MOMENT_ATTRIBUTES = frozenset({"has_won", "wins_before"})


def reads_moment(exprs) -> bool:
    """Whether any of the expressions reads the moment of the deal: who won before the event being settled."""
    return any(isinstance(node, Ref) and node.scope == RefKind.BUILTIN and node.name in MOMENT_NAMES
               or isinstance(node, GetAttr) and node.obj.type == SEAT and node.name in MOMENT_ATTRIBUTES
               for e in exprs if e is not None for node in walk(e))


def hand_dependencies(rs: Ruleset) -> dict[Key, set[Key]]:
    """What each hand-scope key (define:, pattern:, family:, count:, limit:, sum:) is worked out from."""
    deps: dict[Key, set[Key]] = {}
    for d in rs.definitions:
        deps[Key(KeyKind.DEFINE, d.name)] = refs(d.expr)
    families: dict[int, set[str]] = {}
    members: dict[int, set[str]] = {}
    for p in rs.patterns:
        used = refs(p.when) | refs(p.value) | refs(p.count) | refs(p.among_coll)
        if p.among:
            families.setdefault(p.family, set()).update(used)
            members.setdefault(p.family, set()).add(Key(KeyKind.PATTERN, p.id))
            deps[Key(KeyKind.PATTERN, p.id)] = {Key(KeyKind.FAMILY, str(p.family))}
        else:
            deps[Key(KeyKind.PATTERN, p.id)] = used
    for family, used in families.items():
        deps[Key(KeyKind.FAMILY, str(family))] = used - members[family]
    deps.update(count_dependencies(rs.patterns))
    for p in rs.patterns:
        deps[Key(KeyKind.COUNT, p.id)] |= refs(p.value) | refs(p.count)
    adding: dict[str, set[str]] = {s: set() for s in rs.sums}
    for p in rs.patterns:
        adding.setdefault(p.adds_to, set()).add(Key(KeyKind.COUNT, p.id))
    for s in rs.sums:
        deps[Key(KeyKind.SUM, s)] = adding[s]
    return deps


def depth(e: Expr | None) -> int:
    """How many levels an expression nests (a name is one level, whatever it names)."""
    if e is None:
        return 0
    return 1 + max((depth(c) for c in children(e)), default=0)


def all_expressions(rs: Ruleset) -> list:
    """Every expression of a ruleset (some may be None)."""
    exprs = [d.expr for d in rs.definitions] + [x for p in rs.patterns for x in (p.when, p.value, p.count, p.among_coll)]
    exprs += [rs.value, rs.total] + [r.when for r in rs.rejects] + [e for _name, e in rs.details]
    exprs += [x for r in rs.rejects for x in r.parts if isinstance(x, Expr)]
    for r in rs.win_rules + rs.kong_rules + rs.player_rules:
        exprs += [r.when] + [x for t in r.pay for x in (t.payer, t.payee, t.amount)]
    for p in rs.penalties:
        exprs += [x for t in p.pay for x in (t.payer, t.payee, t.amount)]
    return exprs


def reads_flower_tiles(rs: Ruleset) -> bool:
    """Whether any rule asks which flowers a seat holds (then a record gives them as tiles, not a count)."""
    return any(isinstance(node, Ref) and node.scope == RefKind.BUILTIN and node.name == "flower_tiles"
               or isinstance(node, GetAttr) and node.name == "flower_tiles"
               for e in all_expressions(rs) if e is not None for node in walk(e))


# ---------------------------------------------------------------- tables (the tabulate pass)

@dataclass(frozen=True, kw_only=True)
class RelationTable:
    """A relation pattern's condition as a table: the sorted tiles of every combination of its sets
    that holds the relation in some order; what reads no set of it stays a guard."""

    pattern: str            # the pattern's id
    keys: frozenset         # tuples of set tiles, each sorted
    guard: Expr | None      # the conjuncts that read no set of the relation, checked once per arrangement
    span: Span | None = field(default=None, compare=False, repr=False)  # the pattern's


@dataclass(frozen=True, kw_only=True)
class ChoiceTable:
    """A family's best choice for every list of instances in which a set takes part more than once,
    over the combinations of sets sorted by tile."""

    family: int
    # (instances, counts): instances ((pattern id, member indexes), ...) in pattern order, then
    # combination order; counts ((pattern id, how many count), ...) in pattern order.
    choices: tuple
    span: Span | None = field(default=None, compare=False, repr=False)  # the family's first pattern's


def relation_table_of(rs: Ruleset, pattern: str) -> RelationTable | None:
    """The table of a relation pattern, if the tabulate pass made one."""
    return next((t for t in rs.relation_tables if t.pattern == pattern), None)


def choice_table_of(rs: Ruleset, family: int) -> ChoiceTable | None:
    """The tabulated choices of a family of relation patterns, if the tabulate pass made them."""
    return next((t for t in rs.choice_tables if t.family == family), None)
