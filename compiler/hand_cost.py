"""An upper bound on the steps one expression takes for one hand, found from its quantifiers' nesting and the
most elements each list it ranges over can hold: a spec whose expression could take too long is refused."""

from __future__ import annotations

import math

from . import ir
from .builtins import FUNCTIONS
from .errors import SpecError
from .limits import MAX_EXAMPLE_STEPS, MAX_HAND_STEPS, MAX_RECORD_STEPS, MAX_RELATION_CHOICES
from .runtime.base import MOST_PENALTIES, most_wins as wins_a_deal_holds

# The most elements a built-in list holds, whatever the record and the spec (four seats); the lists of a hand's
# sets and tiles are bounded per spec instead (hand_list_bounds), within these: `sets` is also the most a relation
# pattern ranges over, `all_kongs` the most kong rules run.
MOST_BY_NAME = {"sets": 10, "pairs": 10, "chain_kongs": 4, "waits": 34, "flower_tiles": 16, "seats": 4, "others": 4,
                "wins": 4, "all_kongs": 24, "wilds": 4, "stands_for": 4}
# Else by what the list holds: every tile in play, every set of a deal, the seats, the wins.
MOST_BY_ITEM = {"tile": 144, "set": 24, "seat": 5, "win": 4}
MOST_OTHERWISE = 144


class Costs:
    """The bounds of one ruleset's expressions; a definition's list is as long as its expression's."""

    def __init__(self, rs: ir.Ruleset):
        self.definitions = {d.name: d.expr for d in rs.definitions}
        self.known: dict[str, int] = {}
        self.by_name = MOST_BY_NAME | hand_list_bounds(rs) | {"wins": max(MOST_BY_NAME["wins"], most_wins(rs))}

    def most(self, coll: ir.Expr) -> int:
        """The most elements the list `coll` can hold."""
        if isinstance(coll, ir.Const):
            return len(coll.value) if isinstance(coll.value, (list, tuple, frozenset, set)) else MOST_OTHERWISE
        if isinstance(coll, ir.MakeList):
            return len(coll.items)
        if isinstance(coll, ir.Ref) and coll.scope == ir.RefKind.DEFINE and coll.name in self.definitions:
            if coll.name not in self.known:
                self.known[coll.name] = MOST_OTHERWISE  # a definition met again while worked out
                self.known[coll.name] = self.most(self.definitions[coll.name])
            return self.known[coll.name]
        if isinstance(coll, (ir.Ref, ir.GetAttr)) and coll.name in self.by_name:
            return self.by_name[coll.name]
        if isinstance(coll, ir.GetAttr) and coll.name == "tiles":
            return 4  # a set's
        if isinstance(coll, (ir.Quant, ir.InValues)):  # distinct, filter: at most what they range over
            return self.most(coll.coll)
        if isinstance(coll, ir.Cond):
            return max(self.most(coll.then), self.most(coll.other))
        if isinstance(coll, ir.Call) and coll.func == "tiles_of":
            return 4 * self.most(coll.args[0])
        if isinstance(coll, ir.Call) and coll.func == "last":
            return self.most(coll.args[1])
        if isinstance(coll, ir.Binary) and coll.op == "+":  # two lists joined: a chain of them doubles at each link
            return self.most(coll.left) + self.most(coll.right)
        item = getattr(coll.type, "item", None)
        return MOST_BY_ITEM.get(getattr(item, "name", None), MOST_OTHERWISE)

    def steps(self, e: ir.Expr) -> int:
        """At most how many steps evaluating `e` takes (a name of a definition is one: it is worked out once)."""
        if isinstance(e, ir.Quant):
            per_element = 1 + sum(self.steps(x) for x in (e.where, e.body) if x is not None)
            return self.steps(e.coll) + self.most(e.coll) ** len(e.binders) * per_element
        if isinstance(e, ir.InValues):
            return self.steps(e.coll) + self.most(e.coll)
        own = 1
        if isinstance(e, ir.Binary) and e.op == "+" and _is_list(e):
            own = self.most(e)  # each element is copied
        elif isinstance(e, ir.Compare):  # `x in L` looks through L; lists compared go element by element
            own = sum(self.most(o) for o in e.operands if _is_list(o)) or 1
        elif isinstance(e, ir.Call) and e.func in ("tiles_of", "last"):
            own = self.most(e)  # a list made anew
        return own + sum(self.steps(c) for c in ir.children(e))

    def wins_scored(self, e: ir.Expr) -> int:
        """At most how many times evaluating `e` calls a builtin that scores wins of its own (best_win, worst_win):
        each call scores up to WAITS wins, counted apart from `steps`."""
        if isinstance(e, ir.Quant):
            per_element = sum(self.wins_scored(x) for x in (e.where, e.body) if x is not None)
            return self.wins_scored(e.coll) + (self.most(e.coll) ** len(e.binders) * per_element if per_element else 0)
        own = 1 if isinstance(e, ir.Call) and e.func in FUNCTIONS and FUNCTIONS[e.func].scores_wins else 0
        return own + sum(self.wins_scored(c) for c in ir.children(e))


def _is_list(e: ir.Expr) -> bool:
    return getattr(e.type, "name", None) == "list"


# A waiting hand's waits: best_win and worst_win score at most this many wins, one for each tile kind.
WAITS = 34
# How many times a rule of the deal runs in one record, at most: a player rule for each seat, a kong rule for each
# kong (as `all_kongs` holds them), a penalty's rule for each penalty (counted as the native reader takes them).
RUNS = {"player": 4, "kong": MOST_BY_NAME["all_kongs"], "penalty": MOST_PENALTIES}


def win_expressions(rs: ir.Ruleset) -> list:
    """The expressions scoring one win works out (for each reading of its hand): what best_win scores per wait."""
    exprs = [d.expr for d in rs.definitions] + [x for p in rs.patterns for x in (p.when, p.value, p.count, p.among_coll)]
    exprs += [rs.value, rs.total] + [r.when for r in rs.rejects] + [e for _name, e in rs.details]
    exprs += [x for r in rs.rejects for x in r.parts if isinstance(x, ir.Expr)]
    for r in rs.win_rules:
        exprs += [r.when] + [x for t in r.pay for x in (t.payer, t.payee, t.amount)]
    return [e for e in exprs if e is not None]


def deal_expressions(rs: ir.Ruleset) -> list:
    """The expressions of the rules of the deal, each with how many times a record runs it at most."""
    found = []
    for kind, rules in (("kong", rs.kong_rules), ("player", rs.player_rules)):
        for r in rules:
            found += [(e, RUNS[kind]) for e in [r.when] + [x for t in r.pay for x in (t.payer, t.payee, t.amount)]]
    for p in rs.penalties:
        found += [(e, RUNS["penalty"]) for t in p.pay for e in (t.payer, t.payee, t.amount)]
    return [(e, runs) for e, runs in found if e is not None]


def check_hand_steps(rs: ir.Ruleset, readings: int, scored_wins: bool = False) -> None:
    """A positioned SpecError at the first expression that could take more than MAX_HAND_STEPS for one hand, or
    at the spec if all of them, for each of a hand's `readings`, could take more than MAX_RECORD_STEPS. With
    `scored_wins` (the ruleset as the scorers run it, after the passes), the wins best_win and worst_win score count
    toward the record's steps too: each call up to WAITS wins, each win the steps of a win's expressions for each
    reading."""
    costs = Costs(rs)
    for p in rs.patterns:  # the relation patterns' choice of instances is searched as a whole, per list of sets
        if p.among and (most := costs.most(p.among_coll)) > MOST_BY_NAME["sets"]:
            raise SpecError(f"among: this list may hold {most:,} sets; a relation pattern ranges "
                            f"over at most {MOST_BY_NAME['sets']} (a hand's sets, or some of them: sets, chows, pungs)",
                            p.among_coll.span, "the relation patterns' choice of sets is searched over every "
                            "combination of them: a longer list, as a list joined to itself, takes minutes a hand")
    # the search for each family's best choice, on each reading: a choice counted as a step
    choices = check_relation_search(rs, costs) if rs.relations == ir.RelationPolicy.JOIN_ONCE else 0
    total = choices
    expressions = [(e, e.span) for e in ir.all_expressions(rs) if e is not None]
    expressions += [(s.tiles, s.tiles.span) for s in rs.shapes if s.tiles is not None]
    among = {id(p.when): costs.most(p.among_coll) ** len(p.among) for p in rs.patterns if p.among}
    for e, span in expressions:
        steps = costs.steps(e) * among.get(id(e), 1)  # a relation pattern's condition, for each choice of sets
        if steps > MAX_HAND_STEPS:
            raise SpecError(f"this expression could take {_about(steps)} steps for one hand; an expression may take "
                            f"at most {MAX_HAND_STEPS:,}", span, HINT)
        total += steps
    wins = most_wins(rs)
    if total * readings * wins > MAX_RECORD_STEPS:
        each = f" and each of the {wins:,} wins a record may hold (every seat plays on)" if wins > 1 else ""
        raise SpecError(f"the spec's expressions could take {_about(total)} steps (a relation family's choice of "
                        f"instances one each) for each of the {readings:,} "
                        f"readings a hand may have under its shapes{each}, {_about(total * readings * wins)} in all; "
                        f"a record may take at most {MAX_RECORD_STEPS:,}", None, HINT)
    _check_examples(rs, total * readings * wins)
    # best_win / worst_win: each call scores up to WAITS wins, each win all the win's expressions for each reading
    if not scored_wins:
        return
    calls = [(costs.wins_scored(e) * runs, e.span) for e, runs in deal_expressions(rs)]
    n_calls = sum(n for n, _span in calls)
    if n_calls:
        per_win = (choices + sum(costs.steps(e) for e in win_expressions(rs) if costs.wins_scored(e) == 0)) * readings
        record = total * readings * wins + n_calls * WAITS * per_win
        if record > MAX_RECORD_STEPS:
            _most, span = max(calls, key=lambda c: c[0])
            raise SpecError(f"best_win and worst_win could be called {n_calls:,} times in one record, each scoring up "
                            f"to {WAITS} wins of {_about(per_win)} steps ({readings:,} readings), "
                            f"{_about(record)} steps in all with the spec's other expressions; a record may take at "
                            f"most {MAX_RECORD_STEPS:,}", span, WINS_HINT)


def _check_examples(rs: ir.Ruleset, per_record: int) -> None:
    """A SpecError at the first worked example past MAX_EXAMPLE_STEPS, counting each example's record at the
    bound of a record's steps: the generated module scores every example, and nothing else stops it."""
    if per_record * len(rs.examples) <= MAX_EXAMPLE_STEPS:
        return
    first_past = rs.examples[MAX_EXAMPLE_STEPS // per_record]
    raise SpecError(f"the spec's {len(rs.examples):,} worked examples could take {_about(per_record)} steps each, "
                    f"{_about(per_record * len(rs.examples))} in all; a spec's examples may take at most "
                    f"{MAX_EXAMPLE_STEPS:,}, {MAX_EXAMPLE_STEPS // per_record:,} of these", first_past.span,
                    "give fewer examples, or make the expressions cheaper: checking scores every example")


def most_wins(rs: ir.Ruleset) -> int:
    """The wins whose cost a record's bound counts: where every seat plays on after a win (血流成河), one for each
    tile of the wall past the four waiting hands, each of which may be won; else one (a discard won by three seats
    costs three wins at most, within the bound's margin)."""
    if rs.table.after_win != ir.AfterWin.PLAY_ON:
        return 1
    return wins_a_deal_holds(rs.table.after_win.value, len(rs.hand_tiles), rs.hand_size)  # as the readers take them


def hand_list_bounds(rs: ir.Ruleset) -> dict[str, int]:
    """The most elements each list of a hand's sets or tiles holds under the spec: a reading's sets are its
    shape's (a shape judged on its tiles, or declared, has none), the readers refuse melds past a waiting hand's
    tiles, and each kong holds a tile more than the hand size counts."""
    shapes = [s for s in rs.shapes if s.tiles is None and not s.declared]
    shape_sets = max((s.sets for s in shapes), default=0)  # the fixed groups are of no set kind
    melds = (rs.hand_size - 1) // 3
    return {"sets": max((s.sets + sum(n for _g, n in s.groups) for s in shapes), default=0),
            "chows": shape_sets, "pungs": shape_sets, "melds": melds, "kongs": melds, "all_kongs": 4 * melds,
            "tiles": rs.hand_size + melds, "hand_tiles": rs.hand_size}


def most_shape_sets(rs: ir.Ruleset) -> int:
    """The most sets (of a set kind: chows, pungs, kongs) one reading of a hand holds."""
    return hand_list_bounds(rs)["chows"]


def relation_choices(ks: list[int], sets: int) -> int:
    """The most choices of instances the join_once search may go through: patterns of `ks` sets each, over a list
    of `sets`. A choice never joins two sets already joined (so takes sets - 1 joins at most), and never puts one
    set in the same pattern twice (so each pattern's instances are disjoint): the lesser of the two counts."""
    found = sum(math.comb(sets, k) for k in ks)
    most_chosen = min(found, (sets - 1) // max(1, min(ks) - 1)) if ks else 0
    by_joins = sum(math.comb(found, m) for m in range(most_chosen + 1))
    return min(by_joins, math.prod(_disjoint_choices(sets, k) for k in ks))


def _disjoint_choices(sets: int, k: int) -> int:
    """How many lists of disjoint k-sets `sets` sets hold (the empty one included)."""
    return sum(math.factorial(sets) // (math.factorial(m) * math.factorial(k) ** m * math.factorial(sets - k * m))
               for m in range(sets // k + 1))


def check_relation_search(rs: ir.Ruleset, costs: Costs) -> int:
    """The choices the search for every family's best choice could go through on one reading; a positioned
    SpecError at a family of relation patterns that could take more than MAX_RELATION_CHOICES."""
    total = 0
    for members in ir.families_of(rs.patterns).values():
        coll = members[0].among_coll
        choices = relation_choices([len(p.among) for p in members], costs.most(coll))
        total += choices
        if choices > MAX_RELATION_CHOICES:
            raise SpecError(f"the relation patterns over this list ({len(members)}, from '{members[0].id}') could "
                            f"make {choices:,} choices of instances to search on one hand; a family may make at most "
                            f"{MAX_RELATION_CHOICES:,}", coll.span or members[0].span,
                            "the best choice is searched over every combination of the instances found: fewer "
                            "patterns, of fewer sets, or a shorter list (chows rather than sets)")
    return total


HINT = ("each quantifier inside another multiplies the steps by the length of its list: range over fewer "
        "elements, or take a nested quantifier out into a definition")


WINS_HINT = ("call best_win or worst_win outside quantifiers, or over fewer seats: each call scores every wait of the "
             "seat's hand as a win")


def _about(steps: int) -> str:
    return f"{steps:,}" if steps < 10 ** 12 else f"about 10^{int(math.log10(steps))}"
