"""The reference interpreter: the executable meaning of a ruleset's IR, written for clarity, not speed.

It shares only record checking with the generated modules (`runtime.parse_record`); hand
shapes, waits, patterns and settlement are computed here independently.
"""

from __future__ import annotations

import collections
import itertools

from . import ir
from . import runtime as rt
from .builtins import (ATTRIBUTES, DEAL_NAMES, ELEMENTS, FUNCTIONS, HAND_NAMES, PAYMENT_SEATS, QUANTIFIERS,
                       SEAT_ATTRIBUTES, SHAPE_NAMES, TOTAL_NAMES, WIN_READING, DealRule, reads_payment_seats)
from .optimise import exported_names
from .semantics import arithmetic, compare
from .runtime import CHOW, FIXED, PAIR, PUNG, RecordError

NONE_VALUE = rt.NO_SEAT  # `none`, whatever its type

# Reading a name recurses into what it reads. Past about WARM_ABOVE frames of that (Python allows
# 1,000 in all), what a name rests on is worked out first, in order (HandContext.warm).
FRAMES_PER_NAME = 6
FRAMES_PER_LEVEL = 3
WARM_ABOVE = 300


def rules_of(ruleset: ir.Ruleset) -> rt.Rules:
    """What a record may contain under this ruleset."""
    options = {o.name: (o.type.name, o.default, o.range) for o in ruleset.options}
    return rt.Rules(ruleset.id, ruleset.claims, ruleset.hand_tiles, ruleset.flower_tiles,
                    {f.name: f.kind for f in ruleset.flags}, options, [p.type for p in ruleset.penalties],
                    ruleset.flowers_by_tile, ruleset.red_fives, {f.name: f.range for f in ruleset.flags if f.range},
                    [s.id for s in ruleset.shapes if s.declared], ruleset.hand_size,
                    *((w.source, w.tile, w.melds) if (w := ruleset.wilds) else (None, rt.NO_TILE, False)),
                    after_win=ruleset.table.after_win.value, player_fields=ir.player_field_rules(ruleset))


def reason_text(text) -> str:
    return text.zh if text.zh == text.en else f"{text.zh} ({text.en})"


class _MethodNames(dict):
    """The Evaluator method's name for each class of IR node: made once per class, not on every node."""

    def __missing__(self, kind: type) -> str:
        self[kind] = name = "e_" + kind.__name__
        return name


_METHOD_NAMES = _MethodNames()
_KEY_KINDS = {kind.value: kind for kind in ir.KeyKind}  # a look-up, not the enum's call: this is the hot path


class Evaluator:
    """The value of an expression, given the hand it is read on (ctx) and the values of its binders."""

    def eval(self, e: ir.Expr, ctx, local: dict):
        return getattr(self, _METHOD_NAMES[type(e)])(e, ctx, local)

    def counted(self, items):
        """The elements (or combinations) a quantifier goes through: counted only where work is (Work)."""
        return items

    def spend(self, n: int) -> None:
        """Work done besides operations and elements (Work counts it)."""

    def e_Const(self, e, ctx, local):
        return NONE_VALUE if e.value is None else e.value

    def e_Ref(self, e, ctx, local):
        if e.scope == ir.RefKind.LOCAL:
            return local[e.name]
        if e.scope == ir.RefKind.OPTION:
            return ctx.options[e.name]
        return ctx.lookup(e.scope, e.name)

    def e_GetAttr(self, e, ctx, local):
        obj = self.eval(e.obj, ctx, local)
        if e.obj.type == ir.WIN:
            return WIN_READING.meaning(obj, e.name)
        if e.obj.type == ir.SEAT:
            attribute = SEAT_ATTRIBUTES[e.name]
            return attribute.meaning(ctx.deal, obj, ctx.now) if attribute.reads_moment else attribute.meaning(ctx.deal, obj)
        attribute = ATTRIBUTES[e.obj.type][e.name]
        return attribute.meaning(ctx.deal, obj) if attribute.deal else attribute.meaning(obj)

    def e_SeatField(self, e, ctx, local):
        return rt.seat_field(ctx.deal, self.eval(e.obj, ctx, local), e.index, e.default)

    def e_Call(self, e, ctx, local):
        args = [self.eval(a, ctx, local) for a in e.args]
        if FUNCTIONS[e.func].scores_wins:
            return FUNCTIONS[e.func].meaning(lambda seat, by: ctx.interp.wait_totals(ctx.deal, seat, by), *args)
        return FUNCTIONS[e.func].meaning(*args)

    def e_Quant(self, e, ctx, local):
        items = self.eval(e.coll, ctx, local)
        names = e.binders
        meaning = QUANTIFIERS[e.kind].meaning

        def bind(values) -> dict:
            return dict(local, **dict(zip(names, values)))

        def chosen(values) -> bool:
            return e.where is None or bool(self.eval(e.where, ctx, bind(values)))

        def holds(values) -> bool:
            return chosen(values) and (e.body is None or bool(self.eval(e.body, ctx, bind(values))))

        if e.kind == ir.QuantKind.DISTINCT:
            self.spend(len(items) ** 2 // 2)  # each value looked for among those kept
        if len(names) > 1:  # over combinations, each holding in some order: all of them are tried first
            held = (any(holds(p) for p in self.counted(itertools.permutations(c)))
                    for c in self.counted(itertools.combinations(items, len(names))))
            return meaning(held, lambda h: True, lambda h: h)
        items = self.counted(items)
        if e.body is None and e.where is not None:  # only `where`: it is the condition (all of them, any of them...)
            return meaning(items, lambda x: True, lambda x: chosen((x,)))
        body = (lambda x: True) if e.body is None else (lambda x: self.eval(e.body, ctx, bind((x,))))
        return meaning(items, lambda x: chosen((x,)), body)

    def e_Unary(self, e, ctx, local):
        value = self.eval(e.operand, ctx, local)
        return (not value) if e.op == "not" else -value

    def e_Binary(self, e, ctx, local):
        a = self.eval(e.left, ctx, local)
        b = self.eval(e.right, ctx, local)
        return arithmetic(e.op, a, b, e.span)  # the span's text is made only for an error

    def e_Compare(self, e, ctx, local):
        left = self.eval(e.operands[0], ctx, local)
        for op, operand in zip(e.ops, e.operands[1:]):
            right = self.eval(operand, ctx, local)
            if not compare(op, left, right):
                return False
            left = right
        return True

    def e_Logic(self, e, ctx, local):
        if e.op == "and":
            return all(self.eval(o, ctx, local) for o in e.operands)
        return any(self.eval(o, ctx, local) for o in e.operands)

    def e_Cond(self, e, ctx, local):
        return self.eval(e.then if self.eval(e.cond, ctx, local) else e.other, ctx, local)

    def e_MakeList(self, e, ctx, local):
        return [self.eval(i, ctx, local) for i in e.items]

    def e_MakeTuple(self, e, ctx, local):
        return tuple(self.eval(i, ctx, local) for i in e.items)

    def e_Index(self, e, ctx, local):
        items = self.eval(e.obj, ctx, local)
        index = self.eval(e.index, ctx, local)
        if not 0 <= index < len(items):
            return rt.item_at(items, index, str(e.span) if e.span else None)  # words the record's error
        return items[index]

    # The specialise pass's forms: each means what the generic expression it replaced means.

    def e_AtLeast(self, e, ctx, local):
        return len(self.eval(e.coll, ctx, local)) >= e.least

    def e_HeldTimes(self, e, ctx, local):
        held = collections.Counter(self.eval(e.tiles, ctx, local)).values()
        return sum(1 for n in held if (n == e.times if e.exact else n >= e.times))

    def e_OneSuit(self, e, ctx, local):
        return len({rt.TILE_SUIT[t] for t in self.eval(e.tiles, ctx, local)}) == 1

    def e_InValues(self, e, ctx, local):
        items = self.eval(e.coll, ctx, local)
        keys = [getattr(s, e.field) for s in items] if e.field else items
        if e.kind == ir.QuantKind.ANY:
            return any(k in e.values for k in keys)
        if e.kind == ir.QuantKind.ALL:
            return all(k in e.values for k in keys)
        if e.kind == ir.QuantKind.COUNT:
            return sum(1 for k in keys if k in e.values)
        return [x for x, k in zip(items, keys) if k in e.values]

    def e_FieldHas(self, e, ctx, local):
        keys = [getattr(s, e.field) for s in self.eval(e.coll, ctx, local)]
        value = self.eval(e.value, ctx, local)
        return value in keys if e.kind == ir.QuantKind.ANY else keys.count(value)

    def e_OneOrder(self, e, ctx, local):
        q = e.quant

        def holds(values) -> bool:
            bound = dict(local, **dict(zip(q.binders, values)))
            return all(part is None or bool(self.eval(part, ctx, bound)) for part in (q.where, q.body))
        held = (holds(c) for c in self.counted(itertools.combinations(self.eval(q.coll, ctx, local), len(q.binders))))
        return QUANTIFIERS[q.kind].meaning(held, lambda h: True, lambda h: h)  # any and all stop as the code does

    def e_FirstOf(self, e, ctx, local):
        items = self.eval(e.coll, ctx, local)
        return self.eval(e.body, ctx, dict(local, **{e.binder: items[0]})) if items else NONE_VALUE


class Interpreter(Evaluator):
    """Scores CONTRACT.md records by walking the IR."""

    def __init__(self, ruleset: ir.Ruleset):
        self.ruleset = ruleset
        self.rules = rules_of(ruleset)
        self.definitions = {d.name: d for d in ruleset.definitions}
        self.patterns = {p.id: p for p in ruleset.patterns}
        self.dependencies = ir.hand_dependencies(ruleset)
        self.excluders = ir.excluding_keys(ruleset.patterns)
        self.exported = exported_names(ruleset)
        self.position = {key: i for i, key in enumerate(ruleset.order)}
        self.stack = self.stack_needed(ruleset)
        self._needs: dict[str, list] = {}
        # The tabulate pass's tables, where the IR has them: by pattern, and each family's choices by instances.
        self.relation_tables = {t.pattern: t for t in ruleset.relation_tables}
        self.choice_tables = {t.family: dict(t.choices) for t in ruleset.choice_tables}

    def stack_needed(self, ruleset: ir.Ruleset) -> dict[str, int]:
        """For each hand-scope key, about how many Python frames working it out takes, through the
        keys it reads (a few for each, and a few for each level of its expressions)."""
        own: dict[str, int] = {}
        for d in ruleset.definitions:
            own[ir.Key(ir.KeyKind.DEFINE, d.name)] = ir.depth(d.expr)
        for p in ruleset.patterns:
            own[ir.Key(ir.KeyKind.PATTERN, p.id)] = max(ir.depth(p.when), ir.depth(p.among_coll))
            own[ir.Key(ir.KeyKind.COUNT, p.id)] = max(ir.depth(p.value), ir.depth(p.count), ir.depth(p.when) if p.among else 0)
            if p.among:
                family = ir.Key(ir.KeyKind.FAMILY, str(p.family))
                own[family] = max(own.get(family, 0), ir.depth(p.when), ir.depth(p.among_coll))
        stack: dict[str, int] = {}
        for key in ruleset.order:  # each after what it reads
            deps = [stack[d] for d in self.dependencies.get(key, ()) if d in stack]
            stack[key] = FRAMES_PER_NAME + FRAMES_PER_LEVEL * own.get(key, 0) + max(deps, default=0)
        return stack

    def needs(self, key: ir.Key) -> list:
        """The hand-scope keys (define:x, pattern:p, family:i, count:p, sum:s) that `key` is worked out
        from, directly or not, in evaluation order."""
        if key not in self._needs:
            seen: set = set()
            todo = list(self.dependencies.get(key, ()))
            while todo:
                k = todo.pop()
                if k not in seen and k in self.position:
                    seen.add(k)
                    todo.extend(self.dependencies.get(k, ()))
            self._needs[key] = sorted(seen, key=self.position.__getitem__)
        return self._needs[key]

    def score(self, record) -> dict:
        try:
            deal = rt.parse_record(record, self.rules)
            return rt.with_id(record, self.settle(deal))
        except RecordError as exc:
            return rt.with_id(record, rt.error_result(exc))
        except OutOfWork:
            raise
        except Exception as exc:  # a fault of the interpreter: one record's error, never a traceback
            return rt.with_id(record, rt.internal_error_result(exc))

    # -------------------------------------------------------------- a win

    def arrangements(self, concealed: list[int], melds: list, win_tile: int, owner: int,
                     wild: int = rt.NO_TILE) -> list[rt.Arrangement]:
        out = []
        for index, shape in enumerate(self.ruleset.shapes):
            if shape.declared:
                continue
            if shape.tiles is not None:
                if not melds and len(concealed) == self.ruleset.hand_size \
                        and self.eval(shape.tiles, ShapeContext(concealed), {}):
                    out.append(rt.Arrangement(index, [], [], rt.NO_GROUP))
                continue
            free = shape.sets - len(melds)
            fixed = tuple((n, group.tiles) for group, n in shape.groups)
            if free < 0 or 3 * free + 2 * shape.pairs + sum(n * len(tiles[0]) for n, tiles in fixed) != len(concealed):
                continue
            if wild != rt.NO_TILE and wild in concealed and not fixed:
                out += self.wild_arrangements(index, shape, concealed, melds, win_tile, owner, wild, free)
                continue
            readings = sorted(_readings(tuple(concealed), free, shape.pairs, fixed), key=_reading_order)
            for groups in readings:
                placed = set()
                for g in groups:
                    if g in placed or win_tile not in _group_tiles(g):
                        continue
                    placed.add(g)
                    built, win_group = [], None
                    for other in groups:
                        group = _make(other, owner)
                        if other == g and win_group is None:
                            group.has_win, win_group = True, group
                        built.append(group)
                    sets = list(melds) + [b for b in built if b.kind != PAIR]
                    out.append(rt.Arrangement(index, sets, [b for b in built if b.kind == PAIR], win_group))
        return out

    def wild_arrangements(self, index: int, shape: ir.Shape, concealed: list, melds: list, win_tile: int, owner: int,
                          wild: int, free: int) -> list[rt.Arrangement]:
        """The arrangements of a hand that holds wilds, under a shape of sets and pairs: each reading in order (its
        parts sorted, then the readings), and in it each part that holds the win tile (a wild one holds a wild)."""
        places = self.ruleset.wilds.places
        in_sets = "sets" in places
        in_pairs = ("pair" if shape.pairs <= 1 else "seven_pairs") in places
        naturals = tuple(t for t in concealed if t != wild)
        readings = sorted(_wild_readings(naturals, len(concealed) - len(naturals), free, shape.pairs, in_sets, in_pairs,
                                         frozenset(self.ruleset.hand_tiles)))
        out = []
        for parts in readings:
            placed = set()
            for part in parts:
                tile, kind, mask = part
                tiles = [tile, tile + 1, tile + 2] if kind == CHOW else [tile] * (2 if kind == PAIR else 3)
                holds = mask != 0 if win_tile == wild else any(t == win_tile for i, t in enumerate(tiles) if not mask >> i & 1)
                if part in placed or not holds:
                    continue
                placed.add(part)
                built, win_group = [], None
                for other in parts:
                    group = _wild_group(other, owner)
                    if other == part and win_group is None:
                        group.has_win, win_group = True, group
                    built.append(group)
                sets = list(melds) + [b for b in built if b.kind != PAIR]
                out.append(rt.Arrangement(index, sets, [b for b in built if b.kind == PAIR], win_group))
        return out

    def complete(self, concealed: list[int], melds: list, wild: int = rt.NO_TILE) -> bool:
        return bool(self.arrangements(sorted(concealed), melds, concealed[-1], rt.NO_SEAT, wild)) if concealed else False

    def wait_totals(self, deal: rt.Deal, seat: int, by: int) -> list:
        """The totals of the wins a seat's concealed hand would make on each tile that completes it (not a fifth
        copy), each scored as a win of the record, by `by` off no seat; refused ones left out."""
        player = deal.players[seat] if seat != rt.NO_SEAT else None
        if player is None or player.hand is None:
            return []
        held = player.hand + [t for m in player.melds for t in m.tiles]
        totals = []
        for tile in range(rt.N_KINDS):
            if held.count(tile) >= 4 or not self.complete(player.hand + [tile], player.melds):
                continue
            win = rt.Win(seat, tile, by, rt.NO_SEAT, {})
            win.player, win.order, win.place, win.index = player, deal.n_events, 0, -1
            try:
                ctx = self.score_win(deal, win)
                scratch = []
                for rule in self.ruleset.win_rules:
                    self.apply(rule, ctx, {}, scratch, [0] * 5)
                ctx.collected = sum(p["amount"] for p in scratch if p["to"] == seat)
                total = self.eval(self.ruleset.total, ctx, {})
                for _name, e in self.ruleset.details:  # the rest of a win's result, as settle works it out
                    self.eval(e, ctx, {})
                for name in self.exported:
                    ctx.lookup_name(name)
                totals.append(total)
            except RecordError:
                continue
        return totals

    def score_win(self, deal: rt.Deal, win: rt.Win) -> "HandContext":
        player = win.player
        if win.declared is not None:  # no tiles to read: the one reading of the shape it names
            shape = next(i for i, s in enumerate(self.ruleset.shapes) if s.id == win.declared)
            contexts = [HandContext(self, deal, win, rt.Arrangement(shape, [], [], rt.NO_GROUP))]
        else:
            concealed = sorted(player.hand + [win.win_tile])
            contexts = [HandContext(self, deal, win, a) for a in
                        self.arrangements(concealed, player.melds, win.win_tile, win.winner, deal.wild)]
        if not contexts:
            raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                              % (win.winner, rt.tiles_text(concealed), rt.melds_text(player.melds)))
        best = contexts[0]
        best_value = self.eval(self.ruleset.value, best, {})
        for ctx in contexts[1:]:
            value = self.eval(self.ruleset.value, ctx, {})
            if value > best_value:
                best, best_value = ctx, value
        for reject in self.ruleset.rejects:
            if self.eval(reject.when, best, {}):
                said = "".join(p if isinstance(p, str) else str(self.eval(p, best, {})) for p in reject.parts)
                raise RecordError(reject.code, "seat %d: %s" % (win.winner, said))
        return best

    # -------------------------------------------------------------- the deal

    def settle(self, deal: rt.Deal) -> dict:
        """Every win scored, then the payments of each win, kong, seat (at the deal's end) and penalty. With the
        record's events each is settled at the moment of its event, and the payments are listed in their order."""
        contexts = [self.score_win(deal, w) for w in deal.wins]
        table = ir.uses_table(self.ruleset)
        payments, deltas, results = [], [0] * (5 if table else 4), []
        spans = []  # ((event, place), the payments made there), where the record gives its events

        def span(key, start):
            spans.append((key, payments[start:]))

        for ctx in contexts:
            start = len(payments)
            for rule in self.ruleset.win_rules:
                self.apply(rule, ctx, {}, payments, deltas)
            span((ctx.win.order, ctx.win.place), start)
            ctx.collected = sum(p["amount"] for p in payments[start:] if p["to"] == ctx.win.winner)
            total = self.eval(self.ruleset.total, ctx, {})
            result = {"winner": ctx.win.winner, "total": total, "unit": self.ruleset.unit[0],
                      "patterns": ctx.pattern_report(listed=None)}
            if self.ruleset.details or self.ruleset.parts:
                result["details"] = {name: self.eval(e, ctx, {}) for name, e in self.ruleset.details}
                result["details"].update({f"{s}_parts": ctx.pattern_report(listed=s) for s in self.ruleset.parts})
            for name in self.exported:  # what the deal's rules read of the win: worked out for it, read or not
                ctx.lookup_name(name)
            results.append(result)
        deal_ctx = DealContext(self, deal, contexts)
        kong, player, penalised = (ELEMENTS[r].name for r in (DealRule.KONG, DealRule.PLAYER, DealRule.PENALTY))
        kong_events = kong_orders(deal)
        gains = [0] * 5  # what the in_total rules paid each seat, less what they took from it

        def apply_deal_rule(rule, local):
            mark = len(payments)
            self.apply(rule, deal_ctx, local, payments, deltas)
            if rule.in_total:
                rt.count_in_total(payments, mark, gains)

        for k, order in zip(deal.kongs, kong_events):
            start, deal_ctx.now = len(payments), order
            for rule in self.ruleset.kong_rules:
                apply_deal_rule(rule, {kong: k})
            span((order, 0), start)
        start, deal_ctx.now = len(payments), deal.n_events  # the deal's end: after every event
        for p in range(4):
            for rule in self.ruleset.player_rules:
                apply_deal_rule(rule, {player: p})
        span((deal.n_events, 0), start)
        rt.add_in_total(results, gains)
        by_type = {p.type: p for p in self.ruleset.penalties}
        for q, (kind, seat) in enumerate(deal.penalties):
            order = deal.penalty_orders[q] if deal.events is not None else deal.n_events - len(deal.penalties) + q
            start, deal_ctx.now = len(payments), order
            penalty = by_type[kind]
            for transfer in penalty.pay:
                self.transfer(transfer, penalty.name, deal_ctx, {penalised: seat}, payments, deltas)
            span((order, 0), start)
        if deal.events is not None:  # in the order of the events, the player rules' at the end
            payments[:] = [p for _key, made in sorted(spans, key=lambda s: s[0]) for p in made]
        if table:
            return rt.with_table(deltas, results, payments)
        return {"deltas": deltas, "wins": results, "payments": payments}

    def apply(self, rule: ir.Rule, ctx, local: dict, payments: list, deltas: list):
        if rule.when is None or self.eval(rule.when, ctx, local):
            for transfer in rule.pay:
                self.transfer(transfer, transfer.reason, ctx, local, payments, deltas)

    def transfer(self, transfer: ir.Transfer, reason, ctx, local, payments, deltas):
        payer = self.eval(transfer.payer, ctx, local)
        payee = self.eval(transfer.payee, ctx, local)
        each = reads_payment_seats(transfer.amount)  # then worked out for each payment, with its seats
        amount = None if each else self.eval(transfer.amount, ctx, local)
        text = reason_text(transfer.reason)
        for source in (payer if isinstance(payer, list) else [payer]):
            for target in (payee if isinstance(payee, list) else [payee]):
                if each:
                    seats = {s.name: s.meaning(source, target) for s in PAYMENT_SEATS.values()}
                    amount = self.eval(transfer.amount, ctx, dict(local, **seats))
                rt.add_payment(payments, deltas, source, target, amount, text)


def kong_orders(deal: rt.Deal) -> list:
    """The event of each of the deal's kongs: as the record's events place it, or without them in turn from 0."""
    return list(deal.kong_orders) if deal.events is not None else list(range(len(deal.kongs)))


class _Nowhere:
    """The context of an expression of local names only: whatever else it reads is an error."""

    def __getattr__(self, name: str):
        raise LookupError(f"the expression reads {name}, not only its local names")


_LOCAL_NAMES_ONLY, _NOWHERE = Evaluator(), _Nowhere()


class OutOfWork(Exception):
    """An evaluation at compile time went past its budget of work."""


class Work:
    """A budget of work for evaluating expressions at compile time. Each operation evaluated, each element
    or combination a quantifier goes through, and each comparison `distinct` makes spends one: what an
    expression costs, however it is written (a nested quantifier over a long list, many binders)."""

    def __init__(self, budget: int):
        self.budget = budget
        self.left = budget
        self.evaluator = _Counting(self)

    @property
    def done(self) -> int:
        return self.budget - self.left

    def spend(self, n: int) -> None:
        self.left -= n
        if self.left < 0:
            raise OutOfWork(f"more than {self.budget:,} operations")


class _Spending:
    """An evaluator that spends its Work (self.work) on each operation and element: mixed into one."""

    work: Work

    def eval(self, e: ir.Expr, ctx, local: dict):
        self.work.spend(1)
        return super().eval(e, ctx, local)

    def counted(self, items):
        spend = self.work.spend
        for item in items:
            spend(1)
            yield item

    def spend(self, n: int) -> None:
        self.work.spend(n)


class _Counting(_Spending, Evaluator):
    """The evaluator of compile-time work (evaluate)."""

    def __init__(self, work: Work):
        self.work = work


class BoundedInterpreter(_Spending, Interpreter):
    """The interpreter with a budget of work (Work) for all the records it scores: past it, score raises
    OutOfWork. It scores as Interpreter does, some hundred times slower than the generated module."""

    def __init__(self, ruleset: ir.Ruleset, work: Work):
        super().__init__(ruleset)
        self.work = work


def evaluate(e: ir.Expr, local: dict, work: Work | None = None):
    """The value of an expression that reads only the local names given (and constants): what tables are
    built from. Reading a hand, a deal or an option raises LookupError; past the budget of `work`,
    OutOfWork."""
    return (work.evaluator if work is not None else _LOCAL_NAMES_ONLY).eval(e, _NOWHERE, local)


# -------------------------------------------------------------- hand readings (independent of runtime)

def _group_tiles(group) -> tuple:
    """A group's tiles; a fixed group's key is its tiles."""
    kind, key = group
    if kind == FIXED:
        return key
    return {CHOW: (key, key + 1, key + 2), PUNG: (key,) * 3, PAIR: (key,) * 2}[kind]


def _reading_order(groups) -> tuple:
    """Readings are tried by their sets' tiles, lowest first, then their pairs' (so a pung comes before a chow),
    then by their groups' kinds (a fixed group may have a chow's tiles)."""
    sets = sorted(_group_tiles(g) for g in groups if g[0] != PAIR)
    pairs = sorted(_group_tiles(g) for g in groups if g[0] == PAIR)
    return sets, pairs, sorted(groups)


def _make(group, owner) -> rt.Group:
    kind, key = group
    tiles = list(_group_tiles(group))
    return rt.Group(kind, tiles[0] if kind == FIXED else key, tiles, owner=owner)


def _remove(tiles: tuple, part: tuple):
    rest = list(tiles)
    for t in part:
        if t not in rest:
            return None
        rest.remove(t)
    return tuple(rest)


def _readings(tiles: tuple, sets: int, pairs: int, fixed: tuple = (), first: int = 0) -> set:
    """Every multiset of groups covering `tiles` exactly, as sorted tuples of (kind, key); `fixed` holds
    (how many, tile sets) for each fixed group the shape takes, `first` the first tile set still to try."""
    out = set()
    if fixed:
        (n, choices), others = fixed[0], fixed[1:]
        if not n:
            return _readings(tiles, sets, pairs, others)
        left = ((n - 1, choices),) + others
        for i in range(first, len(choices)):  # a group taken twice takes its tile sets in order: no reading twice
            rest = _remove(tiles, choices[i])
            if rest is not None:
                for r in _readings(rest, sets, pairs, left, i):
                    out.add(tuple(sorted(r + ((FIXED, choices[i]),))))
        return out
    if not tiles:
        return {()} if sets == 0 and pairs == 0 else set()
    first = tiles[0]
    candidates = []
    if pairs:
        candidates.append(((PAIR, first), 0, 1))
    if sets:
        candidates.append(((PUNG, first), 1, 0))
        if rt.TILE_SUIT[first] < 3 and rt.TILE_NUMBER[first] <= 7:
            candidates.append(((CHOW, first), 1, 0))
    for group, used_sets, used_pairs in candidates:
        rest = _remove(tiles, _group_tiles(group))
        if rest is not None:
            for r in _readings(rest, sets - used_sets, pairs - used_pairs):
                out.add(tuple(sorted(r + (group,))))
    return out


def _wild_readings(naturals: tuple, wilds: int, sets: int, pairs: int, in_sets: bool, in_pairs: bool,
                   playable: frozenset) -> set:
    """Every reading of the natural tiles `naturals` (sorted) and `wilds` wilds as sets and pairs, each a sorted
    tuple of parts (tile, kind, mask): the set or pair of `kind` whose lowest tile is `tile`, the places of `mask`
    (a chow's 0, 1, 2 from its lowest tile; a pung's or pair's lowest) taken by wilds, standing for the tiles
    there. A set or pair that holds a wild stands only for tiles in play (`playable`)."""
    out = set()
    if not naturals:
        if 3 * sets + 2 * pairs != wilds or (sets and not in_sets) or (pairs and not in_pairs):
            return out
        kinds = sorted(t for t in playable if t < rt.N_KINDS)
        whole_sets = [(t, PUNG, 7) for t in kinds] + [(t, CHOW, 7) for t in kinds if rt.TILE_SUIT[t] < 3
                                                      and rt.TILE_NUMBER[t] <= 7 and t + 1 in kinds and t + 2 in kinds]
        whole_pairs = [(t, PAIR, 3) for t in kinds]
        for chosen_sets in itertools.combinations_with_replacement(whole_sets, sets):
            for chosen_pairs in itertools.combinations_with_replacement(whole_pairs, pairs):
                out.add(tuple(sorted(chosen_sets + chosen_pairs)))
        return out
    first = naturals[0]
    candidates = []  # (part, its tiles, the places wilds take, sets used, pairs used)
    if pairs:
        candidates += [((first, PAIR, mask), (first, first), mask, 0, 1) for mask in (0, 1)]
    if sets:
        candidates += [((first, PUNG, mask), (first,) * 3, mask, 1, 0) for mask in (0, 1, 3)]
        if rt.TILE_SUIT[first] < 3:
            for low in range(first - 2, first + 1):
                if rt.TILE_SUIT[low] == rt.TILE_SUIT[first] and rt.TILE_NUMBER[low] <= 7:
                    tiles = (low, low + 1, low + 2)
                    for mask in range(8):
                        if not mask >> (first - low) & 1 and all(mask >> i & 1 for i in range(first - low)):
                            candidates.append(((low, CHOW, mask), tiles, mask, 1, 0))
    for part, tiles, mask, used_sets, used_pairs in candidates:
        taken = [t for i, t in enumerate(tiles) if mask >> i & 1]
        if len(taken) > wilds or taken and not (in_sets if used_sets else in_pairs) or not set(taken) <= playable:
            continue
        rest = _remove(naturals, [t for i, t in enumerate(tiles) if not mask >> i & 1])
        if rest is not None:
            for r in _wild_readings(rest, wilds - len(taken), sets - used_sets, pairs - used_pairs, in_sets, in_pairs,
                                    playable):
                out.add(tuple(sorted(r + (part,))))
    return out


def _wild_group(part: tuple, owner: int) -> rt.Group:
    tile, kind, mask = part
    tiles = [tile, tile + 1, tile + 2] if kind == CHOW else [tile] * (2 if kind == PAIR else 3)
    stands = [t for i, t in enumerate(tiles) if mask >> i & 1]
    return rt.WildGroup(kind, tile, tiles, owner=owner, stands=stands) if stands else rt.Group(kind, tile, tiles, owner=owner)


# -------------------------------------------------------------- evaluation contexts

class ShapeContext:
    """Where a shape's tile condition is evaluated: only `tiles` exists."""

    def __init__(self, tiles):
        self.tiles = list(tiles)
        self.options = {}

    def lookup(self, scope, name):
        return SHAPE_NAMES[name].meaning(self)


class HandContext:
    """One arrangement of one win: every hand-scope name, computed on demand and remembered."""

    def __init__(self, interp: Interpreter, deal: rt.Deal, win: rt.Win, arrangement: rt.Arrangement):
        self.interp = interp
        self.deal = deal
        self.win = win
        self.arrangement = arrangement
        self.player = win.player
        self.now = win.order  # the moment of the deal the win is settled at
        self.options = deal.options
        self.collected = 0  # what the win rules paid the winner: set once they have (Interpreter.settle)
        self.memo: dict = {}
        self.warming = False

    def remember(self, key, compute):
        """A value worked out once; an error it raises is remembered too, and raised on every read."""
        if key not in self.memo:
            try:
                self.memo[key] = compute()
            except RecordError as exc:
                self.memo[key] = _Failed(exc)
        value = self.memo[key]
        if isinstance(value, _Failed):
            raise value.error
        return value

    def warm(self, key: ir.Key):
        """Work out first, in evaluation order, what a name rests on: each then finds what it reads
        remembered, so that a long chain of definitions or patterns never recurses deeply. Nothing is
        raised here: an error is raised where its value is read, as it would have been."""
        if self.warming:
            return
        self.warming = True
        try:
            for dep in self.interp.needs(key):
                kind, name = dep
                try:
                    if kind == "count":
                        self.scored(name)
                    elif kind == "limit":
                        self.limit_counted()
                    elif kind == "family":
                        self.relation_instances(int(name))
                    else:
                        self.lookup(kind, name)
                except RecordError:
                    pass
        finally:
            self.warming = False

    def lookup(self, scope: str, name: str):
        key = ir.Key(_KEY_KINDS[scope], name)
        if key not in self.memo and self.interp.stack.get(key, 0) > WARM_ABOVE:
            self.warm(key)
        return self.remember(key, lambda: self.compute(scope, name))

    def lookup_name(self, name: str):
        """A name seen from a deal rule as `w.name`."""
        for scope, table in (("define", self.interp.definitions), ("pattern", self.interp.patterns)):
            if name in table:
                return self.lookup(scope, name)
        if name in self.interp.ruleset.sums:
            return self.lookup("sum", name)
        if name in self.interp.rules.flags:
            return self.lookup("flag", name)
        return self.lookup("builtin", name)

    def compute(self, scope: str, name: str):
        interp = self.interp
        if scope == "define":
            return interp.eval(interp.definitions[name].expr, self, {})
        if scope == "pattern":
            pattern = interp.patterns[name]
            if pattern.among:
                return any(pid == name for pid, _members in self.relation_instances(pattern.family))
            return bool(interp.eval(pattern.when, self, {}))
        if scope == "sum":
            return sum(value * count for value, count in
                       (self.scored(p.id) for p in interp.ruleset.patterns if p.adds_to == name))
        if scope == "flag":
            kind = interp.rules.flags[name]
            default = [] if kind == "tiles" else (0 if kind == "int" else False)
            return self.win.context.get(name, default)
        return self.builtin(name)

    def relation_instances(self, family: int) -> list:
        """(pattern id, member indices) of every instance of a family's relation patterns, in pattern order,
        over the sets ordered by tile (so the order of a record's melds never matters)."""
        return self.remember(("instances", family), lambda: self._relation_instances(family))

    def _relation_instances(self, family: int) -> list:
        found = []
        patterns = [p for p in self.interp.ruleset.patterns if p.family == family and p.among]
        fewest = min(len(p.among) for p in patterns)
        for p in patterns:
            items = sorted(self.interp.eval(p.among_coll, self, {}), key=rt.TILE_OF)
            table = self.interp.relation_tables.get(p.id)
            if table is not None:  # the tabulate pass's table: each combination's sorted tiles looked up
                # As in the generated module: the guard is checked once, when the family has sets enough.
                if len(items) >= fewest and (table.guard is None or self.interp.eval(table.guard, self, {})):
                    combinations = itertools.combinations(range(len(items)), len(p.among))
                    found += [(p.id, ms) for ms in combinations if tuple(items[i].tile for i in ms) in table.keys]
                continue
            for members in itertools.combinations(range(len(items)), len(p.among)):
                if any(self.interp.eval(p.when, self, dict(zip(p.among, order)))
                       for order in itertools.permutations([items[i] for i in members])):
                    found.append((p.id, members))
        return found

    def chosen_relations(self, family: int) -> dict:
        """How many instances of each relation pattern of a family count, by the ruleset's policy (the tabulate
        pass's best choice for the family's list of instances, where it has one, is taken as it is)."""
        return self.remember(("chosen", family), lambda: self._choice(family))

    def _choice(self, family: int) -> dict:
        """The tabulated best choice for the family's list of instances where there is one; else the search's."""
        tabulated = self.interp.choice_tables.get(family, {}).get(tuple(self.relation_instances(family)))
        return dict(tabulated) if tabulated is not None else self._chosen_relations(family)

    def _chosen_relations(self, family: int) -> dict:
        instances = self.relation_instances(family)
        if self.interp.ruleset.relations == ir.RelationPolicy.EVERY_INSTANCE:
            counts: dict = {}
            for pid, _members in instances:
                counts[pid] = counts.get(pid, 0) + 1
            return counts
        return self._joined_once(instances)

    def _joined_once(self, instances: list) -> dict:
        """The join_once choice: the chosen instances never join two sets already joined, never put
        one set in the same pattern twice, and have the highest total value; among equals, the
        earliest instances win."""
        values = {pid: self.interp.eval(self.interp.patterns[pid].value, self, {}) for pid, _ in instances}
        best = [-1, ()]
        # What the instances from i on can add at most: all of them, or as many as there are joins
        # left (each joins two or more groups of sets) at the highest value. A branch that cannot beat
        # the best is not searched: it could only tie, and the first of equals wins.
        reach, highest = [0] * (len(instances) + 1), [0] * (len(instances) + 1)
        for i in range(len(instances) - 1, -1, -1):
            reach[i] = reach[i + 1] + max(0, values[instances[i][0]])
            highest[i] = max(highest[i + 1], values[instances[i][0]], 0)
        n_sets = 1 + max((m for _pid, members in instances for m in members), default=0)

        def admissible(chosen) -> bool:
            parent = {}

            def root(x):
                while parent.get(x, x) != x:
                    x = parent[x]
                return x
            used = set()
            for pid, members in chosen:
                if any((pid, m) in used for m in members):
                    return False
                used.update((pid, m) for m in members)
                roots = [root(m) for m in members]
                if len(set(roots)) != len(roots):
                    return False
                for r in roots[1:]:
                    parent[r] = roots[0]
            return True

        # Depth first, each instance taken before it is left out; a stack, not recursion, as a
        # family may have hundreds of instances.
        todo = [(0, [])]
        while todo:
            i, chosen = todo.pop()
            self.interp.spend(1)  # a choice looked at: BoundedInterpreter's work
            joins_left = n_sets - 1 - sum(len(members) - 1 for _pid, members in chosen)
            if sum(values[pid] for pid, _ in chosen) + min(reach[i], joins_left * highest[i]) <= best[0]:
                continue
            if i == len(instances):
                total = sum(values[pid] for pid, _ in chosen)
                if total > best[0]:
                    best[0], best[1] = total, tuple(chosen)
                continue
            todo.append((i + 1, chosen))
            if admissible(chosen + [instances[i]]):
                todo.append((i + 1, chosen + [instances[i]]))
        counts = {}
        for pid, _ in best[1]:
            counts[pid] = counts.get(pid, 0) + 1
        return counts

    def scored(self, pid: str) -> tuple:
        """(value, count) of a pattern: count 0 when it does not match, is excluded, or counts nothing."""
        if ("scored", pid) not in self.memo and self.interp.stack.get(ir.Key(ir.KeyKind.COUNT, pid), 0) > WARM_ABOVE:
            self.warm(ir.Key(ir.KeyKind.COUNT, pid))
        return self.remember(("scored", pid), lambda: self._scored(pid))

    def limit_counted(self) -> bool:
        """Whether any limit pattern counted (ir.LIMIT_COUNTED: then no ordinary pattern counts)."""
        return self.remember(ir.LIMIT_COUNTED, lambda: any(self.scored(p.id)[1] > 0
                                                              for p in self.interp.ruleset.patterns if p.limit))

    def _scored(self, pid: str) -> tuple:
        p = self.interp.patterns[pid]
        # The condition first, excluded or not, as the generated code works it out: a condition that fails on the
        # hand is the hand's error even where another pattern keeps this one from counting.
        holds = self.lookup("pattern", pid)
        excluded = any(self.limit_counted() if k == ir.LIMIT_COUNTED else self.scored(k.name)[1] > 0
                       for k in self.interp.excluders.get(pid, ()))
        if holds and not excluded:
            count = self.chosen_relations(p.family).get(pid, 0) if p.among else self.interp.eval(p.count, self, {})
            if count > 0:
                return self.interp.eval(p.value, self, {}), count
        return 0, 0

    def counted(self) -> list:
        """(id, value, count) of the patterns that score, in spec order."""
        return [(p.id, *self.scored(p.id)) for p in self.interp.ruleset.patterns if self.scored(p.id)[1] > 0]

    def pattern_report(self, listed: str | None) -> list:
        """The counted patterns a result lists: those of the sum `listed` (a sum of scoring.parts), or with
        None those of every other sum."""
        parts = self.interp.ruleset.parts
        return [{"id": pid, "name": self.interp.patterns[pid].name.zh, "value": value, "count": count}
                for pid, value, count in self.counted()
                if (self.interp.patterns[pid].adds_to == listed if listed else self.interp.patterns[pid].adds_to not in parts)]

    def builtin(self, name: str):
        return (HAND_NAMES.get(name) or TOTAL_NAMES[name]).meaning(self)

    def complete(self, concealed: list[int], melds: list) -> bool:
        return self.interp.complete(concealed, melds, self.deal.wild)


class _Failed:
    """A remembered error: the value it stands for raised it."""

    def __init__(self, error: RecordError):
        self.error = error


class DealContext:
    """Where kong, player and penalty rules are evaluated: `now` is the event being settled."""

    def __init__(self, interp: Interpreter, deal: rt.Deal, wins: list):
        self.interp = interp
        self.deal = deal
        self.wins = wins
        self.options = deal.options
        self.now = 0

    def lookup(self, scope: str, name: str):
        return DEAL_NAMES[name].meaning(self)
