"""Check stage: names, types, options, pattern references, the exclusion graph; builds the IR."""

from __future__ import annotations

import bisect
import dataclasses
import itertools
import math
import re
from dataclasses import fields

from . import ir
from . import runtime as rt
from . import specformat as fmt
from . import syntax as ast
from .errors import SpecError, SpecErrors, Span, did_you_mean, line_starts, stopped_after
from .hand_cost import check_hand_steps
from .ir import BOOL, EMPTY, INT, INTS, NONE, SEAT, SET, SHAPE, TABLE, TEXT, TILE, WIN, Type, list_of
from .limits import (MAX_DEFINITION_CHAIN, MAX_ERRORS, MAX_EXAMPLE_PATTERNS, MAX_EXAMPLES, MAX_EXPRESSION_TEXT,
                     MAX_EXCLUSIONS, MAX_EXPRESSIONS, MAX_NESTING, MAX_OPERATIONS, MAX_PATTERNS, MAX_PLAYER_FIELDS, MAX_READINGS,
                     MAX_RELATIONS, MAX_SERIES, MAX_WRITTEN_DEPTH, MAX_WRITTEN_SIZE, WILD_READINGS)
from .load import Document, Expr
from .specformat import HAND_SIZES
from .text import Text
from .optimise import check_constants, fold
from .parse import parse_expr
from .builtins import (ANY_LIST, ATTRIBUTES, CONSTANTS, DEAL_NAMES, ELEMENTS, FUNCTIONS, HAND_NAMES, NAMES,
                       PAYMENT_SEATS, QUANTIFIERS, SEAT_ATTRIBUTES, SHAPE_NAMES, TOTAL_NAMES, Body, DealRule)

NULLABLE = (SEAT, TILE)
RESERVED = {n for names in NAMES.values() for n in names} | set(CONSTANTS) | set(FUNCTIONS) | set(QUANTIFIERS) \
    | set(PAYMENT_SEATS)
_SEVERAL = [q.name for q in QUANTIFIERS.values() if q.several]
SEVERAL = ", ".join(_SEVERAL[:-1]) + " and " + _SEVERAL[-1]  # the quantifiers that take several binders, in words
FLAG_TYPES = {"bool": BOOL, "int": INT, "tiles": list_of(TILE)}
FIELD_TYPES = {ir.FieldKind.BOOL: BOOL, ir.FieldKind.INT: INT, ir.FieldKind.SUIT: ir.SUIT}
PLACEHOLDER = re.compile(r"\{([^{}]+)\}")  # {expression} in a reject's message


def compatible(a: Type, b: Type) -> bool:
    if a == b:
        return True
    if NONE in (a, b):
        return (b if a == NONE else a) in NULLABLE + (NONE,)
    if EMPTY in (a, b):
        other = b if a == EMPTY else a
        return other.name == "list" or other == EMPTY
    return False


def join(a: Type, b: Type) -> Type:
    if a in (NONE, EMPTY):
        return b
    return a


class AlreadyReported(Exception):
    """A name whose definition already failed; its users need no second message."""


class TooManyErrors(Exception):
    """The check has found MAX_ERRORS errors, and stops."""


class Scope:
    """Where an expression is checked: which names it may use."""

    def __init__(self, kind: str, locals_: dict[str, Type] | None = None):
        self.kind = kind  # hand, win, total, deal
        self.locals = dict(locals_ or {})

    def bind(self, names: dict[str, Type]) -> "Scope":
        return Scope(self.kind, {**self.locals, **names})


class Checker:
    """Turns a loaded spec into the IR, collecting every error it finds."""

    def __init__(self, doc: Document):
        self.doc = doc
        self.spec = doc.spec
        self.errors: list[SpecError] = []
        self.options: dict[str, ir.Option] = {}
        self.flags: dict[str, tuple[Type, str]] = {n: (FLAG_TYPES[k], k) for n, k in rt.CONTRACT_FLAGS.items()}
        self.shape_ids: dict[str, int] = {}
        self.def_sources: dict[str, Expr] = {}
        self.def_docs: dict[str, Text | None] = {}
        self.def_types: dict[str, Type] = {}
        self.def_ir: dict[str, ir.Expr] = {}
        self.patterns: dict[str, object] = {}
        self.sums: list[str] = []
        self.deps: dict[ir.Key, set[ir.Key]] = {}   # what each key of a hand's names is worked out from
        self._current: list[str] = []
        self._checking: list[str] = []  # the definitions being checked, outermost first
        self.clashing: set[str] = set()  # pattern ids that another name (or a built-in) holds already
        self.failed: set[str] = set()
        self.families: dict[str, int] = {}
        self._parsed: dict[int, tuple] = {}  # id of a source -> (the source, its AST)
        self.functions: dict[str, tuple] = {}  # definitions with parameters: name -> (params, source, doc, span)
        self._expanding: list[str] = []  # the definitions with parameters being written out, outermost first
        self.operations = 0  # of the spec's expressions so far, each use of a definition with parameters written out
        self.expression_text = 0  # characters of the expressions parsed so far
        self.expressions = 0  # and how many they are
        self.written = 0  # of those, the ones written-out uses brought
        self.flag_ranges: dict[str, tuple] = {}

    # -------------------------------------------------------------- entry

    def run(self) -> ir.Ruleset:
        spec = self.spec
        if spec.get("mjc", 1) != 1:
            raise SpecErrors([SpecError(f"this compiler reads spec format 1, not {spec['mjc']}", spec.at("mjc"))])
        if len(spec["patterns"]) > MAX_PATTERNS:
            bases = " with its bases'" if self.doc.base is not None else ""
            raise SpecErrors([SpecError(f"this spec has {len(spec['patterns']):,} patterns{bases}; a spec may have at "
                                        f"most {MAX_PATTERNS:,}", spec.at("patterns"))])
        self.check_exclusion_count()
        self.check_example_count()
        self.declare()
        tiles = spec["tiles"]
        hand_tiles = self.guard(lambda: self.tile_list(tiles["hand"], tiles.at("hand"), "tiles.hand"), ())
        hand_size = self.guard(lambda: self.hand_size(tiles))  # None where it is wrong: no shape is measured by it
        groups = self.guard(lambda: self.fixed_groups(hand_tiles), {})
        shapes = self.guard(lambda: self.shapes(groups, hand_size), ())
        for name in self.definition_order():
            self.guard(lambda n=name: self.definition_type(n, spec["define"].at(n)))
        patterns = self.guard(self.check_patterns, ())
        scoring = spec["scoring"]
        value = self.guard(lambda: self.reading_value(scoring["value"]))
        total_src = scoring.get("total")
        total = self.guard(lambda: self.expr_in(total_src, Scope("total"), INT, "sum:total")) if total_src else value
        if total_src is None and value is not None and value.type == INTS:
            self.report(SpecError("scoring.value is a tuple, which chooses the reading; give scoring.total, the "
                                 "one whole number a result reports", value.span))
        details = tuple((str(name), d) for name, d in ((name, self.guard(lambda n=name: self.detail(n)))
                                                        for name in scoring.get("details", {})) if d is not None)
        parts = self.guard(self.listed_parts, ())
        red_fives = self.guard(lambda: self.red_fives(tiles.get("red", ""), tiles.at("red")), (0, 0, 0))
        wilds = self.guard(lambda: self.wilds(tiles, hand_tiles))
        rejects = tuple(self.guard(lambda r=r: ir.Reject(self.expr_in(r["when"], Scope("win"), BOOL, "rule"),
                                                         str(r["code"]), r["message"], self.message_parts(r)))
                        for r in spec.get("reject", ()))
        settlement = spec["settlement"]
        win_rules = tuple(self.guard(lambda r=r: self.rule(r, Scope("win")))
                          for r in settlement.get("win", ()))
        kong_rules = tuple(self.guard(lambda r=r: self.rule(r, self.deal_scope(DealRule.KONG)))
                           for r in settlement.get("kong", ()))
        player_rules = tuple(self.guard(lambda r=r: self.rule(r, self.deal_scope(DealRule.PLAYER)))
                             for r in settlement.get("player", ()))
        penalties = tuple(self.guard(lambda t=t, p=p: ir.Penalty(
            str(t), p["name"], self.transfers(p["pay"], self.deal_scope(DealRule.PENALTY), default_payee=False),
            p.get("description"))) for t, p in settlement.get("penalties", {}).items())
        examples = tuple(self.guard(lambda e=e: self.example(e)) for e in spec.get("examples", ()))
        self.check_example_ids(spec.get("examples", ()))
        relations = self.guard(self.relation_policy)
        table = self.guard(self.table_rules, ir.TableRules())
        game = self.guard(lambda: self.game_rules(shapes or ()), ir.GameRules())
        flower_tiles = self.guard(lambda: self.tile_list(tiles.get("flowers", ""), tiles.at("flowers"), "tiles.flowers"), ())
        order = self.guard(self.order, ())
        if self.errors:
            raise SpecErrors(self.errors)
        varying = self.varying(order)
        definitions = tuple(ir.Definition(n, self.def_ir[n], self.def_docs[n], ir.Key(ir.KeyKind.DEFINE, n) in varying,
                                          spec["define"].at(n))
                            for n in (k.name for k in order if k.kind == ir.KeyKind.DEFINE))
        patterns = tuple(
            ir.Pattern(p.id, p.index, p.name, p.when, p.value, p.count, p.adds_to, p.excludes, p.description,
                       ir.Key(ir.KeyKind.PATTERN, p.id) in varying, p.among, p.among_coll, p.family, p.span, p.limit,
                       p.series, p.fallback)
            for p in patterns)
        source = spec.get("source") or {}
        unit = spec["unit"]
        ruleset = ir.Ruleset(
            id=str(spec["id"]), name=spec["name"],
            source_title=source.get("title"), source_file=source.get("file"), source_note=source.get("note"),
            summary=spec.get("summary"), unit=(str(unit["id"]), str(unit["zh"]), str(unit["en"])),
            pattern_unit=scoring.get("pattern_unit"), scoring_description=scoring.get("description"),
            settlement_description=settlement.get("description"),
            hand_tiles=hand_tiles, flower_tiles=flower_tiles,
            claims=tuple(str(c) for c in spec["claims"]), shapes=shapes,
            options=tuple(self.options.values()),
            flags=tuple(ir.Flag(n, k, d, self.flag_ranges.get(n)) for n, (k, d) in self.custom_flags.items()),
            flag_words=tuple(self.flag_words.items()),
            player_fields=tuple(self.player_fields.values()),
            definitions=definitions, patterns=patterns, sums=tuple(self.sums), value=value, total=total,
            rejects=rejects, win_rules=win_rules, kong_rules=kong_rules, player_rules=player_rules,
            penalties=penalties, examples=examples,
            unrealisable=tuple(ir.Unrealisable(str(u["cite"]), u.get("line"), u.get("section"), str(u["reason"]))
                               for u in spec.get("unrealisable", ())),
            spec_file=self.doc.path, spec_hash=self.doc.fingerprint,
            order=order, groups=tuple(groups.values()), relations=relations, red_fives=red_fives, details=details,
            parts=parts, functions=tuple((n, params, src.text, doc) for n, (params, src, doc, _span) in self.functions.items()),
            table=table, game=game, hand_size=hand_size, wilds=wilds)
        readings = self.readings + (WILD_READINGS if wilds is not None else 0)
        try:
            check_hand_steps(ruleset, readings)
        except SpecError as exc:
            raise SpecErrors([exc]) from None
        return dataclasses.replace(ruleset, flowers_by_tile=ir.reads_flower_tiles(ruleset), readings_bound=readings)

    def guard(self, fn, fallback=None):
        try:
            return fn()
        except SpecError as exc:
            self.errors.append(exc)
        except SpecErrors as exc:
            self.errors.extend(exc.errors)
        except AlreadyReported:
            return fallback
        if len(self.errors) >= MAX_ERRORS:
            raise TooManyErrors
        return fallback

    def report(self, error: SpecError) -> None:
        """An error found outside a guard: kept, and the check stops at MAX_ERRORS as a guard stops it."""
        self.errors.append(error)
        if len(self.errors) >= MAX_ERRORS:
            raise TooManyErrors

    def binder_taken(self, binder: str, at: Span | None, what: str) -> SpecError:
        """A quantifier's element named as a spec's name. Where the element is a base's and the name a house
        ruleset's (an option `a` beside a base's `count(a, b in pairs: ...)`), the error is at the new name."""
        named, where = self.declared_at.get(binder, (None, None))
        if named is not None and where is not None and at is not None and where.file == self.doc.path != at.file:
            return SpecError(f"{named} '{binder}': {at.file}:{at.line} names an element '{binder}' already; pick "
                             f"another name for the {named}", where)
        return SpecError(f"'{binder}' is already a name; pick another name for the {what}", at)

    # -------------------------------------------------------------- declarations

    def declare(self):
        spec = self.spec
        taken: dict[str, str] = {}
        self.declared_at: dict[str, tuple[str, Span | None]] = {}  # a spec's name: what it names, and where

        def claim(name, what, span):
            if name in RESERVED:
                raise SpecError(f"{what} '{name}' clashes with a built-in name of the language", span)
            if name in taken:
                raise SpecError(f"{what} '{name}' is already used as {_a(taken[name])} name", span)
            taken[name] = what
            self.declared_at[name] = (what, span)
            return True

        for name in rt.CONTRACT_FLAGS:
            taken[name] = "context flag"
        for name, opt in spec.get("options", {}).items():
            span = spec["options"].at(name)
            self.guard(lambda: claim(name, "option", span))
            self.guard(lambda: self.option(name, opt, span))
        self.custom_flags, self.flag_words = {}, {}
        for name, flag in spec.get("flags", {}).items():
            span = spec["flags"].at(name)
            if name in rt.CONTRACT_FLAGS:  # one of the twelve, in this ruleset's words
                given = flag.get("type")
                if given is not None and str(given) != rt.CONTRACT_FLAGS[name]:
                    self.report(SpecError(f"flag '{name}' is one of the flags every record may carry, of type "
                                         f"{rt.CONTRACT_FLAGS[name]}; leave its type out", flag.at("type")))
                self.flag_words[name] = flag["doc"]
                continue
            if "type" not in flag:
                # without a type it may be meant as one of the record's own flags, misspelt
                self.report(SpecError(f"flag '{name}' needs a type: bool, int or tiles", span,
                                     _record_flag_hint(name)))
                continue
            self.guard(lambda: claim(name, "flag", span))
            self.flags[name] = (FLAG_TYPES[str(flag["type"])], str(flag["type"]))
            self.custom_flags[name] = (str(flag["type"]), flag.get("doc"))
            if "range" in flag:
                self.guard(lambda: self.flag_range(name, flag))
        for i, shape in enumerate(spec["shapes"]):
            self.guard(lambda: claim(str(shape["id"]), "shape", shape["id"].span))
            self.shape_ids[str(shape["id"])] = i
        for name, value in spec.get("define", {}).items():
            span = spec["define"].at(name)
            if not self.guard(lambda: claim(name, "definition", span)):
                continue  # the built-in (or first) meaning stays: its users get no second error
            if isinstance(value, Expr):
                self.def_sources[name], self.def_docs[name] = value, None
            elif "params" in value:
                self.functions[name] = (tuple(str(p) for p in value["params"]), value["expr"], value.get("doc"), span)
            else:
                self.def_sources[name], self.def_docs[name] = value["expr"], value.get("doc")
        for pattern in spec["patterns"]:
            first_holder = taken.get(str(pattern["id"]))
            if not self.guard(lambda: claim(str(pattern["id"]), "pattern", pattern["id"].span)) and first_holder != "pattern":
                self.clashing.add(str(pattern["id"]))  # the name keeps its first meaning: no second error
        sums = spec["scoring"].get("sums") or ["total_value"]
        for name in sums:
            self.guard(lambda: claim(str(name), "sum", getattr(name, "span", spec["scoring"].span)))
        self.sums = [str(s) for s in sums]
        self.pattern_ids = [str(p["id"]) for p in spec["patterns"]]
        self.pattern_set = set(self.pattern_ids)
        # The names an element of a quantifier may not take (worked out once: an expression may hold thousands).
        self.declared = set(self.def_sources) | set(self.pattern_ids) | set(self.options) | set(self.shape_ids) \
            | set(self.sums) | set(self.flags)
        self.among_taken = set(self.def_sources) | self.pattern_set | set(self.options) | set(self.flags)
        self.declared |= set(self.functions)
        for name, (params, _source, _doc, span) in self.functions.items():
            self.guard(lambda n=name: self.function_names(n))
            for param in params:
                if param in RESERVED or param in self.declared:
                    self.report(SpecError(f"definition '{name}': the parameter '{param}' is already a name; "
                                         "pick another", span))
            if len(set(params)) != len(params):
                self.report(SpecError(f"definition '{name}' names a parameter twice", span))

        self.player_fields: dict[str, ir.PlayerField] = {}
        if len(spec.get("players", {})) > MAX_PLAYER_FIELDS:
            raise SpecErrors([SpecError(f"this spec has {len(spec['players']):,} player fields; a spec may have at most "
                                        f"{MAX_PLAYER_FIELDS}", spec.at("players"))])
        for name, field in spec.get("players", {}).items():
            self.guard(lambda: self.player_field(str(name), field, spec["players"].at(name)))


    def player_field(self, name, field, span):
        """A field the record gives for each player: a seat's attribute, of its kind, within its range."""
        if name in SEAT_ATTRIBUTES or name in rt.PLAYER_KEYS:
            raise SpecError(f"player field '{name}' is already a seat's attribute or a player's field of every record",
                            span)
        kind = ir.FieldKind(str(field["type"]))
        default = field.get("default")
        rng = tuple(field["range"]) if "range" in field else None
        where = field.at("default") if "default" in field else span
        if kind == ir.FieldKind.SUIT:
            if rng is not None:
                raise SpecError(f"player field '{name}': a suit field has no range", field.at("range"))
            if default is not None and (not isinstance(default, str) or str(default) not in rt.SUIT_LETTERS[:4]):
                raise SpecError(f"player field '{name}': a suit's default is one of the letters m, p, s, z", where)
            value = rt.NO_SUIT if default is None else rt.SUIT_LETTERS.index(str(default))
        elif kind == ir.FieldKind.BOOL:
            if rng is not None:
                raise SpecError(f"player field '{name}': a bool field has no range", field.at("range"))
            if default is not None and not isinstance(default, bool):
                raise SpecError(f"player field '{name}': the default of a bool field is true or false", where)
            value = bool(default)
        else:
            if default is not None and (isinstance(default, bool) or not isinstance(default, int)):
                raise SpecError(f"player field '{name}': the default of an int field is a whole number", where)
            value = 0 if default is None else int(default)
            most = rt.MAX_RECORD_INT
            if rng is not None and (len(rng) != 2 or not -most <= rng[0] <= value <= rng[1] <= most):
                raise SpecError(f"player field '{name}': range must be [low, high] around the default, within "
                                f"-{most:,}..{most:,}", field.at("range"))
            rng = rng or (-most, most)
        self.player_fields[name] = ir.PlayerField(name, kind, value, rng, field["doc"])

    def flag_range(self, name, flag):
        rng = tuple(flag["range"])
        if str(flag["type"]) != "int" or len(rng) != 2 or not 0 <= rng[0] <= rng[1] <= rt.MAX_RECORD_INT:
            raise SpecError(f"flag '{name}': a range is [lowest, highest] of an int flag, from 0 to "
                            f"{rt.MAX_RECORD_INT:,}", flag.at("range"))
        self.flag_ranges[name] = rng

    def red_fives(self, text, span) -> tuple:
        """tiles.red: how many red fives of each suit (m, p, s) the ruleset plays."""
        text = str(text)
        if not re.fullmatch(r"(0+[mps])*", text):
            raise SpecError(f"tiles.red: write the red fives as 0m, 0p and 0s (such as '0m0p0s'), not {text!r}", span)
        counts = [0, 0, 0]
        for zeros, letter in re.findall(r"(0+)([mps])", text):
            counts["mps".index(letter)] += len(zeros)
        if max(counts) > 4:
            raise SpecError("tiles.red: there are four fives of each suit, and so at most four red ones", span)
        return tuple(counts)

    def wilds(self, tiles, hand_tiles: tuple) -> ir.Wilds | None:
        """tiles.wilds, wild_in and wild_melds: the wild tile, where it may stand, whether a meld may hold it."""
        given = tiles.get("wilds")
        if given is None:
            for key in ("wild_in", "wild_melds"):
                if key in tiles:
                    raise SpecError(f"tiles.{key}: the spec has no wilds; give tiles.wilds, the wild tile", tiles.at(key))
            return None
        if isinstance(given, Expr) or isinstance(given, str):  # a tile: the fixed wild
            text = str(given)
            wild = self.tile_list(text, tiles.at("wilds"), "tiles.wilds")
            if len(wild) != 1:
                raise SpecError(f"tiles.wilds: one tile is wild (its copies stand for any tile), written as that tile, "
                                f"such as '7z', not {text!r}", tiles.at("wilds"))
            if hand_tiles and wild[0] not in hand_tiles:
                raise SpecError(f"tiles.wilds: {rt.tile_name(wild[0])} is not one of this ruleset's tiles (tiles.hand)",
                                tiles.at("wilds"))
            source, tile = "tiles", wild[0]
        else:
            chosen = [key for key in ("after_indicator", "from_record") if given.get(key, False)]
            if len(chosen) != 1:
                raise SpecError("tiles.wilds: give a tile ('7z'), or one of after_indicator: true (the tile after the "
                                "record's wild_indicator) and from_record: true (the record's wilds)", tiles.at("wilds"))
            source, tile = ("indicator" if chosen[0] == "after_indicator" else "record"), rt.NO_TILE
        places = tuple(str(p) for p in tiles.get("wild_in", fmt.WILD_PLACES))
        if not places:
            raise SpecError("tiles.wild_in: name where wilds may stand (sets, pair, seven_pairs)", tiles.at("wild_in"))
        if len(set(places)) != len(places):
            raise SpecError("tiles.wild_in: a place is named twice", tiles.at("wild_in"))
        return ir.Wilds(source, tile, tuple(p for p in fmt.WILD_PLACES if p in places), bool(tiles.get("wild_melds", False)))

    def hand_size(self, tiles) -> int:
        """tiles.size: the tiles of a complete hand, kongs counted as three (3 * sets + 2)."""
        size = tiles.get("size", rt.HAND_SIZE)
        if size in HAND_SIZES:
            return size
        listed = ", ".join(map(str, HAND_SIZES[:-1])) + f" or {HAND_SIZES[-1]}"
        raise SpecError(f"tiles.size: a complete hand has 3 × sets + 2 tiles, kongs counted as three ({listed}), "
                        f"not {size}", tiles.at("size"),
                        f"the size counts the winning tile: a game of {size} tiles in hand gives {size + 1}"
                        if size + 1 in HAND_SIZES else None)

    def reading_value(self, source) -> ir.Expr:
        """scoring.value: a whole number, or a tuple of them compared in order."""
        expr = self.expr_in(source, Scope("hand"), None, "sum:value")
        if expr.type not in (INT, INTS):
            raise SpecError(f"expected an int or a tuple of ints here, but this is {_a(expr.type)}", expr.span)
        return expr

    def detail(self, name) -> ir.Expr:
        details = self.spec["scoring"]["details"]
        expr = self.expr_in(details[name], Scope("total"), None, "sum:total")
        if expr.type not in (INT, BOOL, TEXT):
            raise SpecError(f"detail '{name}': a detail is an int, a bool or a text, but this is {_a(expr.type)}",
                            expr.span)
        return expr

    def listed_parts(self) -> tuple:
        scoring = self.spec["scoring"]
        out = []
        for name in scoring.get("parts", ()):
            if str(name) not in self.sums:
                raise SpecError(f"parts: '{name}' is not a sum of the scoring", name.span, did_you_mean(str(name), self.sums))
            if f"{name}_parts" in scoring.get("details", {}):
                raise SpecError(f"parts: the patterns of '{name}' are listed as the detail '{name}_parts', which "
                                "scoring.details names too; rename that detail", name.span)
            out.append(str(name))
        return tuple(out)

    def function_names(self, name: str):
        """A definition with parameters, before any use: its expression parses, and every name it reads is a
        parameter, an element of its own or a name the spec or the language knows (its types are checked
        where it is used)."""
        params, source, _doc, _span = self.functions[name]
        node = self.parsed(source)
        known = set(params) | self.declared | RESERVED | set(self.functions)
        for n, bound in _free_names(node):
            if n.id not in known:
                raise SpecError(f"unknown name '{n.id}' in definition '{name}'", n.span, did_you_mean(n.id, known | bound))

    def option(self, name, opt, span):
        kind = BOOL if opt["type"] == "bool" else INT
        default = opt["default"]
        # A faulty option is still declared, with a stand-in default, so its users get no second error.
        self.options[name] = ir.Option(name, kind, False if kind == BOOL else 0, None, opt["doc"])
        if (kind == BOOL) != isinstance(default, bool):
            shown = str(default).lower() if isinstance(default, bool) else default
            raise SpecError(f"option '{name}': the default {shown} is not {'a bool' if kind == BOOL else 'an int'}",
                            opt.at("default"))
        rng = tuple(opt["range"]) if "range" in opt else None
        if rng is not None and (kind != INT or len(rng) != 2 or not rng[0] <= default <= rng[1]):
            raise SpecError(f"option '{name}': range must be [low, high] around the default of an int option",
                            opt.at("range"))
        # A record may set an option, and a record's numbers lie within MAX_RECORD_INT (beyond it, JavaScript
        # holds a number inexactly, and messages name it by its size alone).
        most = rt.MAX_RECORD_INT
        if kind == INT and not all(-most <= v <= most for v in (rng or (default,))):
            raise SpecError(f"option '{name}': an int option's values lie within -{most:,}..{most:,}, as a record's "
                            "numbers do", opt.at("range" if rng else "default"))
        self.options[name] = ir.Option(name, kind, default, rng, opt["doc"])

    def tile_list(self, text, span, field: str) -> tuple[int, ...]:
        try:
            return tuple(rt.parse_tiles(str(text), field))
        except rt.RecordError as exc:
            raise SpecError(exc.message, span) from None

    def fixed_groups(self, hand_tiles: tuple) -> dict[str, ir.FixedGroup]:
        """The spec's groups of fixed tiles, by id: each tile set in the ruleset's tiles, all of one size."""
        out: dict[str, ir.FixedGroup] = {}
        for group in self.spec.get("groups", ()):
            gid = str(group["id"])
            if gid in out:
                self.report(SpecError(f"group '{gid}' is declared twice", group["id"].span))
                continue
            sets: list[tuple[int, ...]] = []
            given: set[tuple[int, ...]] = set()
            for text in group["tiles"]:
                tiles = self.guard(lambda: self.group_tiles(gid, text, hand_tiles))
                if tiles is None:
                    continue
                if tiles in given:
                    self.report(SpecError(f"group '{gid}': the tile set '{text}' is given twice", text.span))
                elif sets and len(tiles) != len(sets[0]):
                    first = rt.tiles_text(sets[0])
                    self.report(SpecError(
                        f"group '{gid}': '{text}' has {len(tiles)} tiles, but '{first}' has {len(sets[0])}; the tile "
                        "sets of one group are all of one size", text.span))
                else:
                    sets.append(tiles)
                    given.add(tiles)
            if not group["tiles"]:
                self.report(SpecError(f"group '{gid}': give at least one tile set", group.at("tiles")))
            out[gid] = ir.FixedGroup(gid, group["name"], tuple(sets))
        return out

    def group_tiles(self, gid: str, text, hand_tiles: tuple) -> tuple[int, ...]:
        """One tile set of a group, checked against the ruleset's tiles."""
        tiles = self.tile_list(text, text.span, f"group '{gid}'")
        if not tiles:
            raise SpecError(f"group '{gid}': a tile set needs at least one tile", text.span)
        outside = [t for t in tiles if t not in hand_tiles]
        if hand_tiles and outside:
            raise SpecError(f"group '{gid}': {rt.tile_name(outside[0])} of '{text}' is not one of this ruleset's "
                            "tiles (tiles.hand)", text.span)
        most = max(set(tiles), key=tiles.count)
        if tiles.count(most) > 4:
            raise SpecError(f"group '{gid}': '{text}' holds {tiles.count(most)} of {rt.tile_name(most)}; "
                            "there are four of each tile", text.span)
        return tiles

    def shapes(self, groups: dict[str, ir.FixedGroup], hand_size: int) -> tuple:
        out = []
        readings = 0  # at most, of one hand under the shapes so far (_readings_bound)
        self.readings = 1
        for shape in self.spec["shapes"]:
            sid, tiles = str(shape["id"]), shape.get("tiles")
            sets, pairs, taken = shape.get("sets", 0), shape.get("pairs", 0), shape.get("groups", {})
            if shape.get("declared", False):
                if tiles is not None or sets or pairs or any(taken.values()):
                    raise SpecError(f"shape '{sid}' is declared (a win without a complete hand): it takes no sets, "
                                    "pairs, groups or tiles", shape.span)
                out.append(ir.Shape(sid, shape["name"], 0, 0, (), None, shape.get("description"), declared=True))
                continue
            if tiles is not None and (sets or pairs or any(taken.values())):
                raise SpecError(f"shape '{sid}': give either sets/pairs/groups or tiles, not both", shape.span)
            for gid in taken:
                if gid not in groups:
                    raise SpecError(f"shape '{sid}': there is no group '{gid}'", taken.at(gid),
                                    did_you_mean(gid, groups) or "declare it in the spec's groups")
            used = tuple((groups[gid], n) for gid, n in taken.items() if n)
            made = 3 * sets + 2 * pairs + sum(n * len(g.tiles[0]) for g, n in used if g.tiles)
            if tiles is None and hand_size is not None and made != hand_size:
                parts = [_counted(sets, "set"), _counted(pairs, "pair")] + \
                        [f"{n} {g.id} ({len(g.tiles[0])} tiles{' each' if n != 1 else ''})" for g, n in used if g.tiles]
                raise SpecError(f"shape '{sid}': {', '.join(parts[:-1])} and {parts[-1]} make {made} tiles, "
                                f"not {hand_size}", shape.span,
                                f"a complete hand has {hand_size} tiles, kongs counted as three: the spec's tiles.size"
                                + ("" if "size" in self.spec["tiles"] else f", {rt.HAND_SIZE} where it gives none"))
            bound = 1 if tiles is not None else _readings_bound(sets, pairs, used)
            readings += bound
            if readings > MAX_READINGS:
                taken_text = ", ".join(f"{n} of '{g.id}', {_counted(len(g.tiles), 'tile set')}" for g, n in used)
                raise SpecError(f"shape '{sid}' could read one hand in up to {bound:,} ways"
                                + (f" ({taken_text})" if taken_text else "")
                                + (f", {readings:,} with the shapes before it" if readings != bound else "")
                                + f"; a spec's shapes may read a hand in at most {MAX_READINGS:,} ways together",
                                taken.at(next(iter(taken))) if used else shape.span,
                                "a hand is scored once for each of its readings: give a group fewer tile sets, or "
                                "take fewer of it")
            cond = self.expr_in(tiles, Scope("shape"), BOOL, "shape") if tiles is not None else None
            out.append(ir.Shape(sid, shape["name"], sets, pairs, used, cond, shape.get("description")))
        self.readings = readings
        return tuple(out)

    def table_rules(self) -> ir.TableRules:
        """The spec's `table:`, each field left out at its default."""
        table = self.spec.get("table")
        if table is None:
            return ir.TableRules()
        bounds = {"winners_per_discard": fmt.MAX_WINNERS_PER_DISCARD, "dead_wall": fmt.MAX_DEAD_WALL,
                  "bonus_tiles": fmt.MAX_BONUS_TILES}
        for name, most in bounds.items():
            if name in table and int(table[name]) > most:
                raise SpecError(f"table.{name}: at most {most}, got {table[name]}", table.at(name))
        given = {name: table[name] for name in ("winners_per_discard", "furiten", "dead_wall", "bonus_tiles")
                 if name in table}
        if "more_winners" in table:
            given["more_winners"] = ir.MoreWinners(str(table["more_winners"]))
        if "after_win" in table:
            given["after_win"] = ir.AfterWin(str(table["after_win"]))
        return ir.TableRules(**given)

    def game_rules(self, shapes: tuple) -> ir.GameRules:
        """The spec's `game:`, each field left out at its default."""
        game = self.spec.get("game")
        if game is None:
            return ir.GameRules()
        for name, most in (("rounds", 4), ("extra_rounds", 4 - int(game.get("rounds", ir.GameRules.rounds)))):
            if name in game and int(game[name]) > most:
                raise SpecError(f"game.{name}: at most {most} (four winds in all), got {game[name]}", game.at(name))
        given = {name: game[name] for name in ("rounds", "start_points", "stick", "sticks_at_end", "ends_below_zero",
                                               "target", "extra_rounds", "return_points",
                                               "point_unit") if name in game}
        for name in ("dealer_keeps", "last_dealer_stops"):
            if name in game:
                given[name] = tuple(dict.fromkeys(str(k) for k in game[name]))
        if "draw_wins" in game:
            declared = {s.id for s in shapes if s.declared}
            for i, name in enumerate(game["draw_wins"]):
                if str(name) not in declared:
                    raise SpecError(f"game.draw_wins[{i}]: '{name}' is no declared win of this ruleset"
                                    + (f" (its declared wins: {', '.join(sorted(declared))})" if declared else ""),
                                    game.at("draw_wins"))
            given["draw_wins"] = tuple(str(n) for n in game["draw_wins"])
        if "uma" in game:
            if len(game["uma"]) != 4:
                raise SpecError(f"game.uma: four numbers, first place to fourth, got {len(game['uma'])}",
                                game.at("uma"))
            given["uma"] = tuple(int(u) for u in game["uma"])
        changes = []
        for i, change in enumerate(game.get("seat_changes", ())):
            seats = [int(x) for x in change["seats"]]
            if sorted(seats) != [0, 1, 2, 3]:
                raise SpecError(f"game.seat_changes[{i}].seats: the four seats 0 to 3 in a new order, got {seats}",
                                change.at("seats"))
            if int(change["before_round"]) > int(game.get("rounds", ir.GameRules.rounds)):
                raise SpecError(f"game.seat_changes[{i}].before_round: the game plays {game.get('rounds', 4)} rounds",
                                change.at("before_round"))
            if any(before == int(change["before_round"]) for before, _seats in changes):
                raise SpecError(f"game.seat_changes[{i}].before_round: a change before round {change['before_round']} "
                                "is given already; give one change a round", change.at("before_round"))
            changes.append((int(change["before_round"]), tuple(seats)))
        if changes:
            given["seat_changes"] = tuple(sorted(changes))
        for name, kind in (("counter", ir.Counter), ("rounding", ir.Rounding), ("ties", ir.Ties),
                           ("next_dealer", ir.NextDealer)):
            if name in game:
                given[name] = kind(str(game[name]))
        return ir.GameRules(**given)

    def check_example_count(self) -> None:
        """At most MAX_EXAMPLES worked examples, and at most MAX_EXAMPLE_PATTERNS examples times patterns: each
        example is scored on every check, its result kept for the sheet with an entry for each pattern it counts."""
        examples, patterns = len(self.spec.get("examples", ())), len(self.spec["patterns"])
        if examples > MAX_EXAMPLES:
            raise SpecErrors([SpecError(f"this spec has {examples:,} examples; a spec may have at most "
                                        f"{MAX_EXAMPLES:,}", self.spec.at("examples"))])
        if examples * patterns > MAX_EXAMPLE_PATTERNS:
            raise SpecErrors([SpecError(
                f"{examples:,} examples of a spec of {patterns:,} patterns are {examples * patterns:,} results to "
                f"work out and keep; examples times patterns may be at most {MAX_EXAMPLE_PATTERNS:,}",
                self.spec.at("examples"), "keep the examples that show a rule, or split the spec")])

    def relation_policy(self) -> ir.RelationPolicy | None:
        """The spec's policy for relation patterns: required once a pattern is one (`among`)."""
        chosen = self.spec.get("relations")
        if chosen is not None:
            return ir.RelationPolicy(str(chosen))
        relation = next((p for p in self.spec["patterns"] if "among" in p), None)
        if relation is not None:
            raise SpecError(
                f"pattern '{relation['id']}' is a relation pattern (among), but the spec selects no policy for "
                "which of their instances count: add `relations: join_once` or `relations: every_instance`",
                relation.at("among"), "join_once: no instance joins two sets already joined, nor puts a set in "
                "the same pattern twice, and the choice of the highest total counts; every_instance: every "
                "instance found counts")
        return None

    # -------------------------------------------------------------- definitions and patterns

    def definition_type(self, name: str, span: Span) -> Type:
        if name in self.def_types:
            return self.def_types[name]
        if name in self.failed:
            raise AlreadyReported(name)
        key = ir.Key(ir.KeyKind.DEFINE, name)
        if key in self._checking:
            circle = [k.name for k in self._checking[self._checking.index(key):]] + [name]
            if len(circle) == 2:
                raise SpecError(f"definition '{name}' refers to itself", span)
            raise SpecError(f"definitions refer to each other in a circle{_circle(circle)}", span)
        self._checking.append(key)
        try:
            expr = self.expr_in(self.def_sources[name], Scope("hand"), None, key)
        except (SpecError, AlreadyReported):
            self.failed.add(name)
            raise
        finally:
            self._checking.pop()
        self.def_ir[name] = expr
        self.def_types[name] = expr.type
        return expr.type

    def definition_order(self) -> list[str]:
        """The definitions, each after those it uses, so that checking one never recurses into another
        (a long chain of definitions would overflow Python's stack).

        A circle of definitions, or a chain longer than MAX_DEFINITION_CHAIN, is reported here, at the
        name that closes it; its definitions are marked failed, as are those that use them.
        """
        uses = {name: self.definitions_used(name) for name in self.def_sources}
        order: list[str] = []
        chain: dict[str, int] = {}   # the longest chain of definitions from each, itself included
        state: dict[str, int] = {}   # 1: on the path being walked, 2: done
        for root in self.def_sources:
            if root in state:
                continue
            path, pending = [root], [iter(uses[root])]
            state[root] = 1
            while path:
                name = path[-1]
                step = next(pending[-1], None)
                if step is None:
                    path.pop()
                    pending.pop()
                    state[name] = 2
                    order.append(name)
                    self.chain_length(name, uses, chain)
                    continue
                used, span = step
                if state.get(used) == 1:
                    circle = path[path.index(used):] + [used]
                    message = f"definition '{used}' refers to itself" if len(circle) == 2 else \
                        f"definitions refer to each other in a circle{_circle(circle)}"
                    self.report(SpecError(message, span))
                    for member in path:  # as if the error went up through every definition being checked
                        state[member] = 2
                        self.failed.add(member)
                    path.clear()
                elif used not in state:
                    state[used] = 1
                    path.append(used)
                    pending.append(iter(uses[used]))
        return order

    def chain_length(self, name: str, uses: dict, chain: dict):
        """How many definitions deep `name` builds (its users are done after it); too many is an error."""
        if any(used in self.failed for used, _span in uses[name]):
            self.failed.add(name)  # its user is told nothing more
            chain[name] = 0
            return
        longest = max(uses[name], key=lambda u: chain.get(u[0], 0), default=None)
        chain[name] = 1 + (chain.get(longest[0], 0) if longest else 0)
        if chain[name] > MAX_DEFINITION_CHAIN:
            names = [name]
            while len(names) < chain[name]:
                names.append(max(uses[names[-1]], key=lambda u: chain.get(u[0], 0))[0])
            shown = " -> ".join(names[:3] + ["..."] + names[-2:])
            self.report(SpecError(
                f"definitions build on each other {chain[name]} deep here ({shown}); at most "
                f"{MAX_DEFINITION_CHAIN} may", longest[1],
                "write a short definition out in the one that uses it, instead of naming each step"))
            self.failed.add(name)
            chain[name] = 0

    def definitions_used(self, name: str) -> list:
        """The definitions a definition's expression names, with where, in the order the checker meets them."""
        try:
            node = self.parsed(self.def_sources[name])
        except (SpecError, AlreadyReported):
            return []  # reported when the definition is checked
        return [(n.id, n.span) for n, _bound in _free_names(node) if n.id in self.def_sources]

    def parsed(self, source: Expr) -> ast.Node:
        """An expression's AST, parsed once. Past the spec's budgets of operations, expressions or expression
        text, no more is parsed: parsing is the check's largest cost, and the spec's error is given."""
        key = id(source)
        if key not in self._parsed:
            if (self.operations > MAX_OPERATIONS or self.expression_text > MAX_EXPRESSION_TEXT
                    or self.expressions > MAX_EXPRESSIONS):
                raise AlreadyReported(source.text[:20])
            self.expression_text += len(source.text)
            self.expressions += 1
            # Given here, not raised: a caller that skips an expression it cannot parse must not hide it.
            if self.expressions > MAX_EXPRESSIONS:
                self.report(SpecError(f"this is the spec's expression number {self.expressions:,}; a spec may "
                                     f"have at most {MAX_EXPRESSIONS:,} expressions, with its bases'",
                                     source.span(0, 1)))
                raise AlreadyReported(source.text[:20])
            if self.expression_text > MAX_EXPRESSION_TEXT:
                self.report(SpecError(
                    f"this expression brings the spec's expressions to {self.expression_text:,} characters; a "
                    f"spec's expressions, with its bases', may have at most {MAX_EXPRESSION_TEXT:,} in all",
                    source.span(0, 1)))
                raise AlreadyReported(source.text[:20])
            self._parsed[key] = (source, parse_expr(source))
        return self._parsed[key][1]

    def check_patterns(self) -> tuple:
        out = []
        ids = self.pattern_ids
        for index, p in enumerate(self.spec["patterns"]):
            draft = self.guard(lambda: self.pattern(index, p, ids))
            if draft is not None:
                out.append(draft)
        if len(out) != len(ids):
            return tuple(out)
        self.check_series(out)
        self.check_fallbacks(out)
        self.check_exclusion_cycles(out)
        for family, members in sorted(ir.families_of(out).items()):
            if len(members) > MAX_RELATIONS:
                self.report(SpecError(
                    f"pattern '{members[MAX_RELATIONS].id}' makes {len(members)} relation patterns over the same list; "
                    f"at most {MAX_RELATIONS} may range over one list",
                    members[MAX_RELATIONS].span, "they are chosen together, by a search that grows fast with their "
                    "number: write some as plain patterns with a quantifier"))
            keys = {ir.Key(ir.KeyKind.PATTERN, p.id) for p in members}
            self.deps[ir.Key(ir.KeyKind.FAMILY, str(family))] = set().union(*(self.deps.get(k, set()) for k in keys)) - keys
            for k in keys:
                self.deps[k] = {ir.Key(ir.KeyKind.FAMILY, str(family))}
        for p in out:
            if p.among and not isinstance(p.value, ir.Const):
                self.report(SpecError(f"pattern '{p.id}': a relation pattern's value is a constant number",
                                     p.value.span or p.span))
        # A pattern scores when it matches and no pattern that excludes it scores; a sum adds its patterns.
        for key, waits_for in ir.count_dependencies(out).items():
            self.deps.setdefault(key, set()).update(waits_for)
        for sum_name in self.sums:
            self.deps[ir.Key(ir.KeyKind.SUM, sum_name)] = {ir.Key(ir.KeyKind.COUNT, p.id) for p in out if p.adds_to == sum_name}
        self.patterns = {p.id: p for p in out}
        return tuple(out)

    def pattern(self, index, p, ids) -> "_PatternDraft":
        pid = str(p["id"])
        key = ir.Key(ir.KeyKind.PATTERN, pid)
        scope, binders, among_coll, family = Scope("hand"), (), None, -1
        if "among" in p:
            if "count" in p:
                raise SpecError(f"pattern '{pid}': a relation pattern (among) counts its chosen instances; "
                                "it takes no 'count'", p.at("count"))
            node = parse_expr(p["among"], start="among")
            self._current.append(key)
            try:
                among_coll = self.expr(node.coll, scope)
            finally:
                self._current.pop()
            if among_coll.type != list_of(SET):
                raise SpecError(f"among: expected a list of sets, got {_a(among_coll.type)}", among_coll.span)
            if len(set(node.binders)) != len(node.binders) or not 2 <= len(node.binders) <= 4:
                raise SpecError("among: name two to four different sets, as in `a, b in chows`", node.span)
            for b in node.binders:
                if b in RESERVED or b in self.among_taken:
                    raise self.binder_taken(b, node.span, "set")
            binders = node.binders
            scope = scope.bind({b: SET for b in binders})
            family = self.families.setdefault(repr(among_coll), len(self.families))
        when = self.expr_in(p["when"], scope, BOOL, key)
        counting = ir.Key(ir.KeyKind.COUNT, pid)
        value = self.expr_in(p["value"], Scope("hand"), INT, counting) if "value" in p else ir.Const(span=p.span, type=INT, value=1)
        count = self.expr_in(p["count"], Scope("hand"), INT, counting) if "count" in p else ir.Const(span=p.span, type=INT, value=1)
        adds_to = str(p.get("adds_to", self.sums[0]))
        if adds_to not in self.sums:
            raise SpecError(f"pattern '{pid}': adds_to '{adds_to}' is not a sum of the scoring", p.at("adds_to"),
                            did_you_mean(adds_to, self.sums))
        excludes = []
        for name in p.get("excludes", ()):
            if str(name) not in self.pattern_set:
                self.report(SpecError(f"pattern '{pid}' excludes unknown pattern '{name}'", name.span,
                                     did_you_mean(str(name), ids)))
            elif str(name) == pid:
                self.report(SpecError(f"pattern '{pid}' excludes itself", name.span))
            else:
                excludes.append(str(name))
        draft = _PatternDraft(pid, index, p["name"], when, value, count, adds_to, tuple(excludes),
                              p.get("description"), p["id"].span)
        draft.among, draft.among_coll, draft.family = binders, among_coll, family
        draft.limit = bool(p.get("limit", False))
        draft.series, draft.series_span = str(p.get("series", "")), p.at("series") if "series" in p else None
        draft.fallback, draft.fallback_span = bool(p.get("fallback", False)), p.at("fallback") if "fallback" in p else None
        if draft.fallback:
            self.check_fallback(pid, p)
        return draft

    def check_fallback(self, pid: str, p) -> None:
        """A fallback pattern counts when no other pattern of its sum does: it excludes none, and ranks with none."""
        if p.get("excludes"):
            raise SpecError(f"pattern '{pid}' is a fallback: it counts only when no other pattern of its sum counts, "
                            "so it has nothing to exclude", p.at("excludes"),
                            "give 'excludes' to the patterns it stands in for, or drop 'fallback'")
        for key, what in (("limit", "a limit pattern, which counts over ordinary ones"),
                          ("series", "in a series, where the highest counts")):
            if p.get(key):
                raise SpecError(f"pattern '{pid}' is a fallback, which counts only when no other pattern of its sum "
                                f"counts; it cannot also be {what}", p.at(key))

    def check_fallbacks(self, patterns: list) -> None:
        """A sum has one fallback pattern at most (which counts when no other pattern of the sum does)."""
        first: dict[str, str] = {}
        for p in patterns:
            if p.fallback and p.adds_to in first:
                self.report(SpecError(f"pattern '{p.id}' is a fallback of the sum '{p.adds_to}', which has the "
                                     f"fallback '{first[p.adds_to]}'; a sum has one fallback pattern at most",
                                     p.fallback_span))
                p.fallback = False
            elif p.fallback:
                first[p.adds_to] = p.id

    def check_exclusion_count(self) -> None:
        """A spec's patterns name at most MAX_EXCLUSIONS exclusions, with its bases': the error is at the pattern
        whose `excludes` goes past them."""
        named = 0
        for p in self.spec["patterns"]:
            named += len(p.get("excludes", ()))
            if named > MAX_EXCLUSIONS:
                bases = " with its bases'" if self.doc.base is not None else ""
                raise SpecErrors([SpecError(
                    f"this spec's patterns name more than {MAX_EXCLUSIONS:,} exclusions{bases}; a spec may name at "
                    f"most {MAX_EXCLUSIONS:,}", p.at("excludes"),
                    "a sheet names every exclusion in three places; a pattern of a series, or a limit pattern, "
                    "excludes others without naming them")])

    def check_series(self, patterns: list) -> None:
        """The patterns of a series rank by value: each value a constant number, all of one sum and of one kind
        (limit or ordinary). A series in error is reported and left out of the exclusions."""
        members: dict[str, list] = {}
        for p in patterns:
            if p.series:
                members.setdefault(p.series, []).append(p)
        for name, series in members.items():
            try:
                if len(series) > MAX_SERIES:
                    raise SpecError(f"the series '{name}' holds {len(series)} patterns; a series may hold at most "
                                    f"{MAX_SERIES}", series[MAX_SERIES].series_span,
                                    "each pattern of a series keeps every one below it from counting")
                for p in series:
                    value = fold(p.value)
                    if not isinstance(value, ir.Const):
                        raise SpecError(f"pattern '{p.id}' is in the series '{name}', whose patterns count by their "
                                        "values (only the highest counts): its value must be a constant number",
                                        p.value.span or p.span, "give each pattern of a series a number as its value")
                    p.value = value
                for p in series[1:]:
                    if p.adds_to != series[0].adds_to:
                        raise SpecError(f"pattern '{p.id}' adds to '{p.adds_to}', but '{series[0].id}' of its series "
                                        f"'{name}' adds to '{series[0].adds_to}'; the patterns of a series add to one "
                                        "sum", p.series_span)
                    if p.limit != series[0].limit:
                        limit, ordinary = (p, series[0]) if p.limit else (series[0], p)
                        raise SpecError(f"the series '{name}' holds the limit pattern '{limit.id}' and the ordinary "
                                        f"pattern '{ordinary.id}'; a series is all limit patterns or all ordinary ones",
                                        p.series_span)
            except SpecError as exc:
                self.report(exc)
                for p in series:
                    p.series = ""

    def check_exclusion_cycles(self, patterns):
        graph = {p.id: list(p.excludes) for p in patterns}
        implied = set(ir.implied_exclusions(patterns))
        for excluder, excluded in implied:
            graph[excluder].append(excluded)
        # The limit patterns' exclusions go through one node, as their counts go through the flag LIMIT_COUNTED.
        limited = ir.limit_excluded(patterns)
        if limited:
            graph[ir.LIMIT_COUNTED] = [p.id for p in patterns if p.id in limited]
            for p in patterns:
                if p.limit:
                    graph[p.id].append(ir.LIMIT_COUNTED)
        spans = {p.id: p.span for p in patterns}

        def circle(path, nxt):
            around = path[path.index(nxt):]
            cycle = [p for p in around if p != ir.LIMIT_COUNTED]
            cycle.append(cycle[0])
            hint = "a limit pattern excludes every ordinary one, a pattern of a series those below it, and any " \
                   "pattern the fallback of its sum" if ir.LIMIT_COUNTED in around or set(zip(cycle, cycle[1:])) & implied \
                else None
            return SpecError("cyclic exclusions: " + " excludes ".join(cycle), spans[cycle[0]], hint)

        depth_first([p.id for p in patterns], lambda node: graph[node], circle)
        position = {p.id: p.index for p in patterns}
        for p in patterns:
            for name in p.excludes:
                if position[name] < p.index:
                    raise SpecError(f"pattern '{p.id}' excludes '{name}', which is listed before it; list the "
                                    f"patterns so that each comes before those it excludes", p.span)

    def order(self) -> tuple:
        """Hand-scope names in an order where each comes after what it uses."""
        defines = [ir.Key(ir.KeyKind.DEFINE, n) for n in self.def_sources if n not in self.failed]  # a failed one is reported
        keys = defines + [ir.Key(ir.KeyKind.FAMILY, str(i)) for i in range(len(self.families))] \
            + [ir.Key(ir.KeyKind.PATTERN, p) for p in self.pattern_ids] + [ir.Key(ir.KeyKind.COUNT, p) for p in self.pattern_ids] \
            + [ir.Key(ir.KeyKind.SUM, s) for s in self.sums] + [k for k in (ir.LIMIT_COUNTED,) if k in self.deps]
        known = set(keys)
        return tuple(depth_first(keys, lambda key: sorted(d for d in self.deps.get(key, ()) if d in known),
                                 lambda path, dep: self.circle(path[path.index(dep):] + [dep])))

    def circle(self, keys: list[ir.Key]) -> SpecError:
        """The error for names that depend on themselves, placed at a pattern or definition of the circle."""
        def name(key):
            kind, rest = key
            if kind == "family":  # relation patterns chosen together: named by their first
                return next((p.id for p in self.patterns.values() if str(p.family) == rest), rest)
            return rest
        through_limits = ir.LIMIT_COUNTED in keys  # a flag of mjc's, not a name of the spec: left out, and told of
        if through_limits:
            around = [k for k in keys[:-1] if k != ir.LIMIT_COUNTED]
            keys = around + around[:1]
        names = [name(k) for k in keys]
        names = [n for i, n in enumerate(names) if i == 0 or n != names[i - 1]]  # a pattern and its count are one name
        at = next((k for k in keys if not k.kind in (ir.KeyKind.SUM, ir.KeyKind.FAMILY)), keys[0])
        hint = "a pattern cannot read a sum it adds to, nor a definition that reads that sum" \
            if any(k.kind == ir.KeyKind.SUM for k in keys) else None
        if through_limits:
            hint = "; ".join(filter(None, [hint, "an ordinary pattern counts only when no limit pattern does, so a "
                                                 "limit pattern cannot read a sum of ordinary ones"]))
        return SpecError(f"circular reference: {' -> '.join(names)}", self.key_span(at), hint)

    def key_span(self, key: ir.Key) -> Span | None:
        kind, name = key
        if kind == "family":
            return next(p.span for p in self.patterns.values() if str(p.family) == name) if self.patterns else None
        if kind == "define":
            return self.spec["define"].at(name)
        if kind in ("pattern", "count") and name in self.patterns:
            return self.patterns[name].span
        return self.spec["scoring"].span

    def varying(self, order) -> set:
        out = set()
        for key in order:
            deps = self.deps.get(key, set())
            if any(d in out or d.kind == ir.KeyKind.BUILTIN and HAND_NAMES[d.name].varies for d in deps):
                out.add(key)
        return out

    # -------------------------------------------------------------- settlement

    def deal_scope(self, rule: DealRule) -> Scope:
        element = ELEMENTS[rule]
        return Scope("deal", {element.name: element.type})

    def rule(self, rule, scope: Scope) -> ir.Rule:
        if not rule["pay"]:
            raise SpecError("a rule needs at least one payment under 'pay'", rule.at("pay"))
        when = self.expr_in(rule["when"], scope, BOOL, "rule") if "when" in rule else None
        in_total = bool(rule.get("in_total", False))
        if in_total and scope.kind == "win":
            raise SpecError("in_total: a win rule's payments to the winner already count toward its total (through "
                            "`collected`); in_total is for kong and player rules", rule.at("in_total"))
        return ir.Rule(rule["name"], when, self.transfers(rule["pay"], scope, scope.kind == "win"),
                       rule.get("description"), rule.span, in_total)

    def transfers(self, items, scope: Scope, default_payee: bool) -> tuple:
        out = []
        for t in items:
            payer = self.expr_in(t["from"], scope, None, "transfer")
            self.expect_seats(payer, "from")
            if "to" in t:
                payee = self.expr_in(t["to"], scope, None, "transfer")
                self.expect_seats(payee, "to")
            elif default_payee:
                payee = ir.Ref(span=t.span, type=SEAT, scope=ir.RefKind.BUILTIN, name="winner")
            else:
                raise SpecError("a payment here needs 'to': there is no winner to default to", t.span)
            if payer.type.name == "list" and payee.type.name == "list":
                raise SpecError("'from' and 'to' cannot both be lists of seats", t.at("to"))
            # The amount may read the seats of each payment: a seat of `from` or `to` (the table is none).
            sides = {"from": payer, "to": payee}
            seats = {s.name: TABLE if sides[s.side.value].type == TABLE else SEAT for s in PAYMENT_SEATS.values()}
            amount = self.expr_in(t["amount"], scope.bind(seats), INT, "rule")
            out.append(ir.Transfer(payer, payee, amount, t["reason"]))
        return tuple(out)

    def message_parts(self, reject) -> tuple:
        """A reject's message as said (zh, or "zh (en)"): text, and each {placeholder} as a whole number."""
        message = reject["message"]
        said = message.zh if message.zh == message.en else f"{message.zh} ({message.en})"
        span = reject.at("message")
        parts = []
        for index, piece in enumerate(PLACEHOLDER.split(said)):
            if index % 2 == 0:
                parts.append(piece)
                continue
            line, col = self.placeholder_position(span, piece, said)
            parts.append(self.expr_in(Expr(piece, span.file, piece, line, col), Scope("win"), INT, "rule"))
        return tuple(parts)

    def placeholder_position(self, span: Span, piece: str, said: str) -> tuple[int, int]:
        """Where `{piece}` stands in the file, from the message's key on (the key's place if not found). The
        look goes no further than the message, written with escapes, can reach."""
        source = self.doc.sources.get(span.file, "")
        starts = line_starts(source)
        if not 1 <= span.line <= len(starts):
            return span.line, span.col
        start = starts[span.line - 1] + span.col - 1
        at = source.find("{" + piece + "}", start, start + 10 * len(said) + 1_000)
        if at < 0:
            return span.line, span.col
        line = bisect.bisect_right(starts, at)
        return line, at - starts[line - 1] + 2

    def expect_seats(self, expr: ir.Expr, key: str):
        if expr.type not in (SEAT, NONE, list_of(SEAT), EMPTY, TABLE):
            raise SpecError(f"'{key}' must be a seat, a list of seats or the table, not {expr.type}", expr.span)

    # -------------------------------------------------------------- examples

    def example(self, e) -> ir.Example:
        expect = e["expect"]
        if not any(k in expect for k in ("total", "deltas", "error")):
            raise SpecError(f"example '{e['id']}': expect needs total, deltas or error", e.at("expect"))
        if "error" in expect and len(expect) > 1:
            raise SpecError(f"example '{e['id']}': an expected error stands alone", e.at("expect"))
        if "error" in expect:
            known = set(rt.ERROR_CODES) | {str(r["code"]) for r in self.spec.get("reject", ())}
            if str(expect["error"]) not in known:
                raise SpecError(f"example '{e['id']}': no record error or reject has the code '{expect['error']}'",
                                expect.at("error"), did_you_mean(str(expect["error"]), sorted(known)))
        if "patterns" in expect:
            listed = _plain(expect["patterns"])
            for pid in [x for item in listed for x in (item if isinstance(item, list) else [item])]:
                if str(pid) not in self.pattern_set:
                    raise SpecError(f"example '{e['id']}': the spec has no pattern '{pid}'", expect.at("patterns"),
                                    did_you_mean(str(pid), self.pattern_ids))
        if "deltas" in expect:
            deltas = list(expect["deltas"])
            table = expect.get("table", 0)
            if len(deltas) != 4 or sum(deltas) + table != 0:
                said = "with the table's change, sum to zero" if "table" in expect else "sum to zero"
                raise SpecError(f"example '{e['id']}': deltas are four numbers that {said}, got {deltas}",
                                expect.at("deltas"))
        if "details" in expect and not isinstance(_plain(expect["details"]), dict):
            raise SpecError(f"example '{e['id']}': details are a mapping of detail names to values", expect.at("details"))
        return ir.Example(str(e["id"]), e.get("section"), str(e["cite"]), e.get("line"), e.get("note"), e["record"],
                          {k: _plain(v) for k, v in expect.items()}, e.span)

    def check_example_ids(self, examples):
        seen = set()
        for e in examples:
            if str(e["id"]) in seen:
                self.report(SpecError(f"example id '{e['id']}' is used twice", e.at("id")))
            seen.add(str(e["id"]))

    # -------------------------------------------------------------- expressions

    def expr_in(self, source: Expr, scope: Scope, want: Type | None, key: str) -> ir.Expr:
        """Parse and check one expression of the spec; `key` names what is being defined (for dependencies)."""
        node = self.parsed(source)
        self._current.append(key)
        written = self.written
        try:
            expr = self.expr(node, scope)
        finally:
            self._current.pop()
        # What its written-out uses brought is counted already, use by use (written_out).
        self.count_operations(_size(expr) - (self.written - written), "this expression", expr.span)
        if want is not None and not compatible(expr.type, want):
            raise SpecError(f"expected {_a(want)} here, but this is {_a(expr.type)}", expr.span)
        table = next((n for n in ir.walk(expr) if n.type == TABLE), None)
        if table is not None and not (key == "transfer" and expr is table):
            raise SpecError("the table is only ever a whole 'from' or 'to' of a payment", table.span)
        check_constants(expr)
        return expr

    def depend(self, dep: str):
        if self._current:
            self.deps.setdefault(self._current[-1], set()).add(dep)

    def expr(self, node: ast.Node, scope: Scope) -> ir.Expr:
        method = getattr(self, "x_" + type(node).__name__)
        return method(node, scope)

    def x_IntLit(self, node, scope):
        return ir.Const(span=node.span, type=INT, value=node.value)

    def x_BoolLit(self, node, scope):
        return ir.Const(span=node.span, type=BOOL, value=node.value)

    def x_NoneLit(self, node, scope):
        return ir.Const(span=node.span, type=NONE, value=None)

    def x_TileLit(self, node, scope):
        try:
            return ir.Const(span=node.span, type=TILE, value=rt.parse_tiles(node.text)[0])
        except rt.RecordError:
            raise SpecError(f"there is no tile {node.text}", node.span) from None

    def x_TextLit(self, node, scope):
        return ir.Const(span=node.span, type=TEXT, value=node.text)

    def x_TupleLit(self, node, scope):
        items = [self.expr(i, scope) for i in node.items]
        for item in items:
            if item.type != INT:
                raise SpecError(f"a tuple holds whole numbers, compared in order; this is {_a(item.type)}", item.span)
        return ir.MakeTuple(span=node.span, type=INTS, items=tuple(items))

    def x_Index(self, node, scope):
        obj, index = self.expr(node.obj, scope), self.expr(node.index, scope)
        if obj.type.name != "list":
            raise SpecError(f"only a list can be indexed (xs[i]); this is {_a(obj.type)}", obj.span)
        if index.type != INT:
            raise SpecError(f"an index is a whole number, counted from 0; this is {_a(index.type)}", index.span)
        return ir.Index(span=node.span, type=obj.type.item, obj=obj, index=index)

    def x_Name(self, node, scope):
        name, span = node.id, node.span
        if name in PAYMENT_SEATS:
            self.payment_seat(name, span, scope)
        if name in scope.locals:
            return ir.Ref(span=span, type=scope.locals[name], scope=ir.RefKind.LOCAL, name=name)
        if scope.kind in ("hand", "win", "total"):
            found = self.hand_name(name, span)
            if found is not None:
                return found
            if name in TOTAL_NAMES and scope.kind == "total":
                return ir.Ref(span=span, type=TOTAL_NAMES[name].type, scope=ir.RefKind.BUILTIN, name=name)
        elif scope.kind == "shape":
            if name in SHAPE_NAMES:
                return ir.Ref(span=span, type=SHAPE_NAMES[name].type, scope=ir.RefKind.BUILTIN, name=name)
        else:
            if name in DEAL_NAMES:
                return ir.Ref(span=span, type=DEAL_NAMES[name].type, scope=ir.RefKind.BUILTIN, name=name)
        if name in self.options and scope.kind != "shape":
            return ir.Ref(span=span, type=self.options[name].type, scope=ir.RefKind.OPTION, name=name)
        if name in CONSTANTS:
            return ir.Const(span=span, type=CONSTANTS[name].type, value=CONSTANTS[name].value, name=name)
        if name in self.shape_ids:
            return ir.Const(span=span, type=SHAPE, value=self.shape_ids[name], name=name)
        if name in self.functions:
            raise SpecError(f"'{name}' is a definition with parameters: use it as {name}(...)", span)
        known = set(scope.locals) | set(self.options) | set(CONSTANTS) | set(self.shape_ids)
        if scope.kind in ("hand", "win", "total"):
            known |= set(HAND_NAMES) | set(self.def_sources) | set(self.pattern_ids) | set(self.sums) | set(self.flags)
        elif scope.kind == "deal":
            known |= set(DEAL_NAMES)
        where = {"shape": "in a shape condition", "deal": "in this rule"}.get(scope.kind, "here")
        raise SpecError(f"unknown name '{name}' {where}", span, did_you_mean(name, known))

    def payment_seat(self, name: str, span: Span, scope: Scope) -> None:
        """`payer` or `payee` is read in a transfer's amount only, and only where it is a seat."""
        seat = PAYMENT_SEATS[name]
        if name not in scope.locals:
            raise SpecError(f"'{name}' is a seat of one payment: only a transfer's amount can read it", span,
                            "here name the seats themselves (winner, discarder, others...); an amount that reads "
                            f"'{name}' is worked out for each payment")
        if scope.locals[name] == TABLE:
            raise SpecError(f"'{name}' is the table in this payment ('{seat.side.value}: table'), which is no seat", span,
                            f"read '{name}' where '{seat.side.value}' is a seat or a list of seats")

    def hand_name(self, name: str, span: Span) -> ir.Expr | None:
        if name in self.def_sources:
            self.depend(ir.Key(ir.KeyKind.DEFINE, name))
            return ir.Ref(span=span, type=self.definition_type(name, span), scope=ir.RefKind.DEFINE, name=name)
        if name in self.pattern_set and name not in self.clashing:
            self.depend(ir.Key(ir.KeyKind.PATTERN, name))
            return ir.Ref(span=span, type=BOOL, scope=ir.RefKind.PATTERN, name=name)
        if name in self.sums:
            self.depend(ir.Key(ir.KeyKind.SUM, name))
            return ir.Ref(span=span, type=INT, scope=ir.RefKind.SUM, name=name)
        if name in self.flags:
            return ir.Ref(span=span, type=self.flags[name][0], scope=ir.RefKind.FLAG, name=name)
        if name in HAND_NAMES:
            self.depend(ir.Key(ir.KeyKind.BUILTIN, name))
            return ir.Ref(span=span, type=HAND_NAMES[name].type, scope=ir.RefKind.BUILTIN, name=name)
        return None

    def x_Attr(self, node, scope):
        obj = self.expr(node.obj, scope)
        typ = obj.type
        if typ == WIN:
            found = self.hand_name(node.name, node.name_span)
            if found is None or found.type == NONE:
                known = set(HAND_NAMES) | set(self.def_sources) | set(self.pattern_ids) | set(self.sums) | set(self.flags)
                raise SpecError(f"a win has no '{node.name}'", node.name_span, did_you_mean(node.name, known))
            return ir.GetAttr(span=node.span, type=found.type, obj=obj, name=node.name)
        if typ == SEAT and node.name in self.player_fields:
            field = self.player_fields[node.name]
            index = list(self.player_fields).index(node.name)
            return ir.SeatField(span=node.span, type=FIELD_TYPES[field.kind], obj=obj, name=node.name, index=index,
                                default=field.default)
        table = ATTRIBUTES.get(typ)
        if table is None:
            raise SpecError(f"{_a(typ)} has no attributes (no '.{node.name}')", node.name_span)
        if node.name not in table:
            known = set(table) | (set(self.player_fields) if typ == SEAT else set())
            raise SpecError(f"{_a(typ)} has no '{node.name}'", node.name_span, did_you_mean(node.name, known))
        if getattr(table[node.name], "deal", False) and scope.kind == "shape":
            raise SpecError(f"'.{node.name}' reads the deal's wild tile, and a shape's tiles condition reads only the "
                            "hand's tiles (a shape judged on its tiles reads a wild as the tile it is)", node.name_span)
        return ir.GetAttr(span=node.span, type=table[node.name].type, obj=obj, name=node.name)

    def x_Call(self, node, scope):
        args = [self.expr(a, scope) for a in node.args]
        name, span = node.func, node.span

        def need(n):
            if len(args) != n:
                raise SpecError(f"{name}() takes {n} argument{'s' if n != 1 else ''}, got {len(args)}", span)

        def arg_type(i, want):
            if not compatible(args[i].type, want):
                raise SpecError(f"{name}(): expected {_a(want)}, got {_a(args[i].type)}", args[i].span)

        function = FUNCTIONS.get(name)
        if name in self.functions:
            return self.written_out(name, args, span, scope)
        if function is not None and function.scores_wins and scope.kind != "deal":
            raise SpecError(f"{name}() scores wins of its own, and only the rules of the deal (kong, player and "
                            "penalty rules) may call it", span)
        if function is not None and function.scores_wins and self.spec.get("tiles", {}).get("wilds") is not None:
            raise SpecError(f"{name}() does not score the waits of a ruleset with wild tiles", span)
        if function is not None:
            if function.least:
                if len(args) < function.least:
                    raise SpecError(function.count_hint or f"{name}() takes {function.least} or more arguments", span)
                params = function.params * len(args)
            else:
                need(len(function.params))
                params = function.params
            for i, want in enumerate(params):
                if want == ANY_LIST:
                    if args[i].type.name != "list" and args[i].type != EMPTY:
                        raise SpecError(f"{name}(): expected a list, got {_a(args[i].type)}", args[i].span)
                else:
                    arg_type(i, want)
            result = args[function.result].type if isinstance(function.result, int) else function.result
            return ir.Call(span=span, type=result, func=name, args=tuple(args))
        if name in QUANTIFIERS:
            raise SpecError(f"{name}() needs a binder here: {QUANTIFIERS[name].doc}", span)
        raise SpecError(f"unknown function '{name}'", span, did_you_mean(name, list(FUNCTIONS)))

    def written_out(self, name: str, args: list, span: Span, scope: Scope) -> ir.Expr:
        """A use of a definition with parameters: its expression, checked with the arguments' types, and
        each parameter replaced by its argument."""
        params, source, _doc, _span = self.functions[name]
        if len(args) != len(params):
            raise SpecError(f"{name}() takes {_counted(len(params), 'argument')}, got {len(args)}", span)
        if name in self._expanding:
            circle = self._expanding[self._expanding.index(name):] + [name]
            raise SpecError(f"definition '{name}' uses itself ({' -> '.join(circle)}); a definition with "
                            "parameters cannot be recursive", span)
        if self.operations > MAX_OPERATIONS:
            raise AlreadyReported(name)  # the spec's error is given: no more writing out
        if len(self._expanding) >= MAX_WRITTEN_DEPTH:
            raise SpecError(f"definitions with parameters are used inside one another more than {MAX_WRITTEN_DEPTH} "
                            f"deep here ({' -> '.join(self._expanding[:2] + ['...'] + self._expanding[-2:])})", span)
        self._expanding.append(name)
        try:
            body = self.expr(self.parsed(source), Scope(scope.kind, {p: a.type for p, a in zip(params, args)}))
        finally:
            self._expanding.pop()
        free = {n.name for a in args for n in ir.walk(a) if isinstance(n, ir.Ref) and n.scope == ir.RefKind.LOCAL}
        bound = {b for n in ir.walk(body) if isinstance(n, ir.Quant) for b in n.binders}
        if free & bound:
            raise SpecError(f"{name}(): the argument uses '{sorted(free & bound)[0]}', which the definition names an "
                            "element of its own; rename the element", span)
        written = _substitute(body, dict(zip(params, args)))
        size = _size(written, MAX_WRITTEN_SIZE + 1)
        if size > MAX_WRITTEN_SIZE or ir.depth(written) > 2 * MAX_NESTING:
            raise SpecError(f"{name}(...) written out here is too large: more than {MAX_WRITTEN_SIZE:,} operations, or "
                            f"nested more than {2 * MAX_NESTING} deep", span,
                            "a definition that uses another several times, which uses another several times, "
                            "grows fast: give a repeated part a name of its own")
        if not self._expanding:  # an outermost use: the uses inside it are in its size
            self.written += size
            self.count_operations(size, f"{name}(...) written out here", span)
        return written

    def count_operations(self, added: int, what: str, span: Span) -> None:
        """Count operations into the spec's total; past MAX_OPERATIONS, an error at the place that goes past
        it, and every expression after it stops short (the limit is what keeps a spec's checking quick)."""
        over = self.operations > MAX_OPERATIONS
        self.operations += max(0, added)
        if over:
            raise AlreadyReported(what)
        if self.operations > MAX_OPERATIONS:
            raise SpecError(f"{what} brings this spec to {self.operations:,} operations; a spec may have at most "
                            f"{MAX_OPERATIONS:,} in all, each use of a definition with parameters written out", span,
                            "each use of a definition with parameters is a copy of its expression: a part used "
                            "many times is better a definition without parameters, worked out once")

    def x_Quant(self, node, scope):
        coll = self.expr(node.coll, scope)
        if coll.type == SET:
            coll = ir.GetAttr(span=coll.span, type=list_of(TILE), obj=coll, name="tiles")
        if coll.type.name != "list":
            raise SpecError(f"{node.kind}(): expected a list to range over, got {_a(coll.type)}", coll.span)
        item = coll.type.item or NONE
        kind = node.kind
        quantifier = QUANTIFIERS[kind]
        if len(node.binders) != len(set(node.binders)):
            raise SpecError(f"{kind}(): the same name is bound twice", node.span)
        if len(node.binders) > 1 and not quantifier.several:
            raise SpecError(f"{kind}() binds one element at a time; several binders work with {SEVERAL}", node.span)
        if len(node.binders) > 1 and kind == "all" and node.where is not None:
            raise SpecError("all() with several binders takes no 'where'; write the condition after ':'", node.span)
        for b in node.binders:
            if b in RESERVED or b in self.declared:
                raise self.binder_taken(b, node.span, "element")
        inner = scope.bind({b: item for b in node.binders})
        where = self.expr(node.where, inner) if node.where is not None else None
        if where is not None and not compatible(where.type, BOOL):
            raise SpecError(f"'where' needs a condition, not {_a(where.type)}", where.span)
        body = self.expr(node.body, inner) if node.body is not None else None
        if quantifier.body in (Body.CONDITION, Body.OPTIONAL_CONDITION):
            if body is not None and not compatible(body.type, BOOL):
                raise SpecError(f"{kind}(): expected a condition after ':', got {_a(body.type)}", body.span)
            if quantifier.body == Body.CONDITION and body is None and where is None:
                raise SpecError(f"{kind}() needs a condition: {quantifier.doc}", node.span)
        elif quantifier.body == Body.NUMBER:
            if body is None or not compatible(body.type, INT):
                raise SpecError(f"{kind}(): expected a number after ':'", (body or node).span)
        elif quantifier.body == Body.SEAT_OR_TILE:
            if body is None or body.type not in NULLABLE:
                raise SpecError(f"{kind}(): the value after ':' must be a seat or a tile (it is none when "
                                "nothing is found)", (body or node).span)
        elif body is None:  # any value
            raise SpecError(f"{kind}(): give the value after ':'", node.span)
        elif getattr(body.type, "name", None) == "list":  # one value each: the back ends compare no lists of lists
            raise SpecError(f"{kind}(): the value after ':' is a list ({body.type}); give one value for each element "
                            "(a number, tile, seat, set or text)", body.span)
        typ = quantifier.result(coll.type, body.type if body is not None else None)
        return ir.Quant(span=node.span, type=typ, kind=kind, binders=node.binders, coll=coll, where=where, body=body)

    def x_Unary(self, node, scope):
        operand = self.expr(node.operand, scope)
        want = BOOL if node.op == "not" else INT
        if not compatible(operand.type, want):
            raise SpecError(f"'{node.op}' needs {_a(want)}, got {_a(operand.type)}", operand.span)
        return ir.Unary(span=node.span, type=want, op=node.op, operand=operand)

    def x_Binary(self, node, scope):
        left, right = self.expr(node.left, scope), self.expr(node.right, scope)
        if node.op == "+" and left.type.name == "list" and compatible(left.type, right.type):
            return ir.Binary(span=node.span, type=join(left.type, right.type), op="+", left=left, right=right)
        for side in (left, right):
            if side.type != INT:
                raise SpecError(f"'{node.op}' works on numbers; this is {_a(side.type)}", side.span)
        return ir.Binary(span=node.span, type=INT, op=node.op, left=left, right=right)

    def x_Compare(self, node, scope):
        operands = [self.expr(o, scope) for o in node.operands]
        for op, left, right in zip(node.ops, operands, operands[1:]):
            if op in ("in", "not in"):
                coll = right.type
                if coll == SET:
                    coll = list_of(TILE)
                if coll.name != "list" or not compatible(left.type, coll.item or left.type):
                    raise SpecError(f"'{op}' needs an element and a list of such elements; got {_a(left.type)} "
                                    f"and {_a(right.type)}", node.span)
            elif op in ("==", "!="):
                if not compatible(left.type, right.type):
                    raise SpecError(f"cannot compare {_a(left.type)} with {_a(right.type)}", node.span)
            elif left.type == INTS or right.type == INTS:
                if left.type != right.type:
                    raise SpecError(f"'{op}' compares a tuple with a tuple; this is {_a(left.type)} and "
                                    f"{_a(right.type)}", node.span)
            else:
                for side in (left, right):
                    if side.type != INT:
                        raise SpecError(f"'{op}' compares numbers; this is {_a(side.type)}", side.span)
        return ir.Compare(span=node.span, type=BOOL, ops=node.ops, operands=tuple(operands))

    def x_Logic(self, node, scope):
        operands = [self.expr(o, scope) for o in node.operands]
        for o in operands:
            if o.type != BOOL:
                raise SpecError(f"'{node.op}' joins conditions; this is {_a(o.type)}", o.span)
        return ir.Logic(span=node.span, type=BOOL, op=node.op, operands=tuple(operands))

    def x_IfElse(self, node, scope):
        cond = self.expr(node.cond, scope)
        if cond.type != BOOL:
            raise SpecError(f"'if' needs a condition, got {_a(cond.type)}", cond.span)
        then, other = self.expr(node.then, scope), self.expr(node.other, scope)
        if not compatible(then.type, other.type):
            raise SpecError(f"the two branches differ: {_a(then.type)} and {_a(other.type)}", node.span)
        return ir.Cond(span=node.span, type=join(then.type, other.type), cond=cond, then=then, other=other)

    def x_ListLit(self, node, scope):
        items = [self.expr(i, scope) for i in node.items]
        if not items:
            return ir.MakeList(span=node.span, type=EMPTY, items=())
        typ = items[0].type
        for item in items[1:]:
            if not compatible(item.type, typ):
                raise SpecError(f"a list holds one kind of value: {_a(typ)} and {_a(item.type)}", item.span)
            typ = join(typ, item.type)
        return ir.MakeList(span=node.span, type=list_of(typ), items=tuple(items))


def _free_names(node: ast.Node):
    """Each name an expression reads that no quantifier of its own binds, with the binders in scope there, in the
    order the checker meets them (without recursion: an expression may nest deep)."""
    todo = [(node, frozenset())]
    while todo:
        node, bound = todo.pop()
        if isinstance(node, ast.Name):
            if node.id not in bound:
                yield node, bound
            continue
        inner = bound | set(node.binders) if isinstance(node, ast.Quant) else bound
        children = []
        for f in fields(node):
            value = getattr(node, f.name)
            if isinstance(node, ast.Quant) and f.name in ("where", "body"):
                children.append((value, inner))
            elif isinstance(value, ast.Node):
                children.append((value, bound))
            elif isinstance(value, tuple):
                children += [(v, bound) for v in value if isinstance(v, ast.Node)]
        todo += [(child, b) for child, b in reversed(children) if child is not None]


def _size(e: ir.Expr, at_most: int | None = None) -> int:
    """How many operations an expression holds (counted up to `at_most`)."""
    return sum(1 for _node in itertools.islice(ir.walk(e), at_most))


def _substitute(e: ir.Expr, values: dict) -> ir.Expr:
    """An expression with each parameter (a local name) replaced by its argument, where no element of a
    quantifier hides it."""
    if isinstance(e, ir.Ref) and e.scope == ir.RefKind.LOCAL and e.name in values:
        return values[e.name]
    if isinstance(e, ir.Quant) and set(e.binders) & set(values):
        inner = {k: v for k, v in values.items() if k not in e.binders}
        return dataclasses.replace(e, coll=_substitute(e.coll, values),
                                   where=_substitute(e.where, inner) if e.where is not None else None,
                                   body=_substitute(e.body, inner) if e.body is not None else None)
    return ir.map_children(e, lambda c: _substitute(c, values))


def depth_first(roots: list, successors, circle) -> list:
    """Every node reachable from the roots, each after its successors (depth first, roots in order);
    raises circle(path, node) for the first node met again on the path that leads to it.

    Iterative: a chain of thousands of patterns excluding one another needs no deep stack.
    """
    done: list = []
    state: dict = {}  # 1: on the path, 2: done
    for root in roots:
        if root in state:
            continue
        state[root] = 1
        path, pending = [root], [iter(successors(root))]
        while path:
            nxt = next(pending[-1], None)
            if nxt is None:
                state[path[-1]] = 2
                done.append(path.pop())
                pending.pop()
            elif state.get(nxt) == 1:
                raise circle(path, nxt)
            elif nxt not in state:
                state[nxt] = 1
                path.append(nxt)
                pending.append(iter(successors(nxt)))
    return done


class _PatternDraft:
    limit = False
    series = ""
    fallback = False
    series_span = None
    fallback_span = None

    def __init__(self, id, index, name, when, value, count, adds_to, excludes, description, span):
        self.id, self.index, self.name = id, index, name
        self.when, self.value, self.count = when, value, count
        self.adds_to, self.excludes, self.description, self.span = adds_to, excludes, description, span


def _readings_bound(sets: int, pairs: int, used: tuple) -> int:
    """At most how many readings one hand has under a shape counted in groups: the choices of tile sets for its
    fixed groups (n of a group of m tile sets: a multiset, m+n-1 choose n), times the ways to take its sets and
    pairs (each set a pung or a chow, in any order among the pairs, the lowest tile left first), which is what
    the arrangement search of every back end goes through, the failing branches included."""
    fixed = math.prod(math.comb(len(group.tiles) + n - 1, n) for group, n in used)
    return fixed * math.comb(sets + pairs, pairs) * 2 ** sets


def _counted(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _a(typ: Type) -> str:
    text = str(typ)
    return ("an " if text[0] in "aeiou" else "a ") + text if not text.startswith(("list", "none", "empty")) else text


def _plain(value):
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, str):
        return str(value)
    return value


def _circle(names: list) -> str:
    """': a -> b -> a', or for a long circle its length and its ends."""
    if len(names) <= 6:
        return f": {' -> '.join(names)}"
    return f" of {len(names) - 1:,}: {' -> '.join(names[:3] + ['...'] + names[-2:])}"


def check(doc: Document) -> ir.Ruleset:
    """Check a loaded spec and build its IR; raises SpecErrors listing the problems found, the first
    MAX_ERRORS of them."""
    checker = Checker(doc)
    try:
        return checker.run()
    except TooManyErrors:
        errors = checker.errors
    except SpecErrors as exc:
        if len(exc.errors) <= MAX_ERRORS:
            raise
        errors = exc.errors
    raise SpecErrors(errors[:MAX_ERRORS] + [stopped_after(MAX_ERRORS)]) from None


def _record_flag_hint(name: str) -> str | None:
    """For a new flag given without a type: the flag every record may carry that it is close to, if any."""
    close = did_you_mean(name, rt.CONTRACT_FLAGS)
    return close and close[:-1] + ", a flag every record may carry (it takes no type)?"
