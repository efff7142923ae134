"""Each built-in of the language is one entry of compiler/builtins/: checked, interpreted, emitted and
documented from it."""

from __future__ import annotations

import json
import re

import pytest

from compiler import bundled, emit, interpret, ir
from compiler import runtime as rt
from compiler.builtins import (ATTRIBUTES, CONSTANTS, DEAL_NAMES, ELEMENTS, FUNCTIONS, HAND_NAMES, NAMES,
                               PAYMENT_SEATS, QUANTIFIERS, SEAT_ATTRIBUTES, SET_ATTRIBUTES, TILE_ATTRIBUTES, WIN_READING, Attribute,
                               Body, Name, Scope, SeatAttribute, guide_tables)
from compiler.errors import SpecErrors
from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from tests.conftest import ROOT

SPEC = """mjc: 1
id: calls
name: {{zh: 函数, en: Functions}}
unit: {{id: points, zh: 分, en: points}}
tiles: {{hand: 123456789m123456789p123456789s1234567z}}
claims: [pung, kong]
shapes: [{{id: standard, name: {{zh: 基本, en: standard}}, sets: 4, pairs: 1}}]
patterns:
  - {{id: always, name: {{zh: 和, en: win}}, when: "true", value: "{value}"}}
scoring: {{value: "total_value"}}
settlement:
  win: [{{name: {{zh: 付, en: pay}}, pay: [{{from: others, amount: "1", reason: {{zh: 付, en: pay}}}}]}}]
"""

RECORD = {"hand": "123m456m789p2z", "melds": [{"kind": "pung", "tiles": "777z", "from": 2}],
          "win_tile": "2z", "by": "discard", "from": 2, "dealer": 1}


GUIDE = (ROOT / "docs" / "guide" / "language.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("heading", list(guide_tables()))
def test_the_guide_s_tables_are_the_registry_s(heading):
    table = guide_tables()[heading]
    assert f"### {heading}\n\n{table}" in GUIDE, f"the guide's table under '{heading}' should read:\n{table}"


@pytest.mark.parametrize("value, expected", [
    ("count(melds) + 10 * count(others)", 31),
    ("max(1, count(melds), 7) * 10 + min(3, 2)", 72),
    ("abs(1 - 9)", 8),
    ("count(last(2, tiles)) + count(last(0, tiles))", 2),
    ("count(tiles_of(melds)) * 10 + count(t in tiles_of(melds): t == 7z)", 33),
    ("turns(dealer, winner) * 10 + turns(winner, dealer)", 31),
    ("if seat_after(winner, 3) == dealer then 5 else 6", 6),
    ("if seat_after(dealer, 3) == winner then 5 else 6", 5),
    ("count(s in others_of(dealer): s != winner) * 10 + count(others_of(discarder))", 23),
])
def test_each_function_means_the_same_compiled_and_interpreted(compile_text, value, expected):
    compiled = compile_text(SPEC.format(value=value), name="calls.yaml")
    module, interpreter = compiled.module().score(RECORD), Interpreter(compiled.ruleset).score(RECORD)
    assert module == interpreter and module["wins"][0]["total"] == expected


@pytest.mark.parametrize("value, message", [
    ("max(1)", "max() of numbers takes two or more; for a list use max(x in list: x)"),
    ("abs(1, 2)", "abs() takes 1 argument, got 2"),
    ("count(1)", "count(): expected a list, got an int"),
    ("turns(1, dealer)", "turns(): expected a seat, got an int"),
    ("last(1, 2)", "last(): expected a list, got an int"),
    ("tile_of(melds)", "unknown function 'tile_of'"),
])
def test_a_wrong_call_is_a_positioned_error(compile_text, value, message):
    with pytest.raises(SpecErrors) as info:
        compile_text(SPEC.format(value=value), name="calls.yaml")
    assert [e.message for e in info.value.errors] == [message]
    assert info.value.errors[0].span.line == 9


def test_every_function_has_a_row_and_a_meaning():
    for f in FUNCTIONS.values():
        assert f.example.startswith(f.name) or f"{f.name}(" in f.example
        assert callable(f.meaning) and f.python and f.doc.startswith(f.name + "(")


# ---------------------------------------------------------------- names, attributes, constants, quantifiers

SUIT_INT = ("(if {x} == characters then 1 else if {x} == dots then 2 else if {x} == bamboo then 3 "
            "else if {x} == honors then 4 else if {x} == flower_suit then 5 else 6)")


def as_int(x: str, typ: ir.Type, depth: int = 0) -> str:
    """A whole number, never negative for the values of these records, that tells apart the values of `x`."""
    if typ == ir.INT:
        return f"({x})"
    if typ == ir.BOOL:
        return f"(if {x} then 1 else 0)"
    if typ == ir.SUIT:
        return SUIT_INT.format(x=x)
    if typ == ir.TILE:
        return f"({x}.number * 10 + {SUIT_INT.format(x=x + '.suit')})"
    if typ == ir.SEAT:
        return f"(if {x} == none then 9 else turns(dealer, {x}))"
    if typ == ir.BY:
        return f"(if {x} == self_draw then 1 else if {x} == discard then 2 else 3)"
    if typ == ir.SHAPE:
        return f"(if {x} == standard then 1 else 2)"
    if typ == ir.SET:
        return f"({x}.number * 100 + count({x}.tiles) * 10 + (if {x}.is_chow then 1 else 0))"
    if typ == ir.WIN:
        return f"({x}.total_value * 10 + {as_int(x + '.winner', ir.SEAT)})"
    e = f"e{depth}"
    return f"(count({x}) * 1000 + sum({e} in {x}: {as_int(e, typ.item, depth + 1)}))"


# Each quantifier over lists of each kind: (list, its type, binders, where, body, the body's type).
QUANTIFIER_FORMS = {
    Body.CONDITION: [("tiles", "t", "t.number > 2", "t.is_suited"), ("tiles", "t", None, "t.number > 4"),
                     ("kongs", "m", None, "m.concealed"),
                     ("sets", "a, b", None, "a.number < b.number")],
    Body.NUMBER: [("tiles", "t", "t.number > 2", "t.number"), ("kongs", "m", None, "m.number")],
    Body.SEAT_OR_TILE: [("tiles", "t", "t.number > 5", "t"), ("melds", "m", None, "m.from"),
                        ("kongs", "m", "m.concealed", "m.tile")],
    Body.VALUE: [("tiles", "t", "t.number > 2", "t.suit"), ("sets", "s", None, "s.owner"),
                 ("kongs", "m", None, "m.number")],
}
QUANTIFIER_FORMS[Body.OPTIONAL_CONDITION] = QUANTIFIER_FORMS[Body.CONDITION] + [("melds", "m", None, None)]
LIST_TYPES = {"tiles": ir.list_of(ir.TILE), "kongs": ir.list_of(ir.SET), "sets": ir.list_of(ir.SET),
              "melds": ir.list_of(ir.SET)}
BODY_TYPES = {"t.is_suited": ir.BOOL, "t.number > 4": ir.BOOL, "m.concealed": ir.BOOL, "a.number < b.number": ir.BOOL,
              "t.number": ir.INT, "m.number": ir.INT, "t": ir.TILE, "m.from": ir.SEAT, "m.tile": ir.TILE,
              "t.suit": ir.SUIT, "s.owner": ir.SEAT, None: None}


def quantifier_values() -> list[tuple[str, str]]:
    out = []
    for q in QUANTIFIERS.values():
        forms = [f for f in QUANTIFIER_FORMS[q.body] if q.several or "," not in f[1]]
        for i, (coll, binders, where, body) in enumerate(forms):
            text = f"{q.name}({binders} in {coll}{f' where {where}' if where else ''}{f': {body}' if body else ''})"
            out.append((f"quantifier_{q.name}_{i}", as_int(text, q.result(LIST_TYPES[coll], BODY_TYPES[body]))))
    return out


def hand_values() -> list[tuple[str, str]]:
    """(pattern id, value) for each entry that a win's expressions read."""
    out = [(f"name_{n.name}", as_int(n.name, n.type)) for n in HAND_NAMES.values()]
    out += [(f"of_tile_{a.name}", f"sum(t in tiles + flower_tiles: {as_int('t.' + a.name, a.type)}) * 10"
                               f" + {as_int('find(t in tiles where false: t).' + a.name, a.type)}")
            for a in TILE_ATTRIBUTES.values()]
    out += [(f"of_set_{a.name}", f"sum(s in sets + pairs + melds: {as_int('s.' + a.name, a.type)}) * 10"
                              f" + {as_int('win_set.' + a.name, a.type)}") for a in SET_ATTRIBUTES.values()]
    out += [(f"of_seat_{a.name}", f"sum(s in seats: {as_int('s.' + a.name, a.type)}) * 100"
                               f" + sum(s in others: {as_int('s.' + a.name, a.type)}) * 10"
                               f" + {as_int('discarder.' + a.name, a.type)}") for a in SEAT_ATTRIBUTES.values()]
    # The table is only ever a whole payer or payee (tests/test_language_features.py pays it).
    out += [(f"constant_{c.name}", as_int(c.name, c.type)) for c in CONSTANTS.values() if c.type != ir.TABLE]
    return out + quantifier_values()


def deal_rules() -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(reason, amount) of the player rules and of the kong rules, for each entry that deal rules read."""
    players = [(f"name_{n.name}", as_int(n.name, n.type)) for n in DEAL_NAMES.values()]
    players += [(f"of_seat_{a.name}", as_int("p." + a.name, a.type)) for a in SEAT_ATTRIBUTES.values()]
    players += [("win_reading", "sum(w in wins: (if w.name_winner then 1 else 0) + w.total_value + count(w.sets))")]
    kongs = [(f"of_kong_{a.name}", as_int("k." + a.name, a.type)) for a in SET_ATTRIBUTES.values()]
    return players, kongs


def registry_spec() -> str:
    def text(words: str) -> str:
        return f"{{zh: {words}, en: {words}}}"

    players, kongs = deal_rules()
    lines = ["mjc: 1", "id: registry", f"name: {text('registry')}", "unit: {id: points, zh: 分, en: points}",
             "tiles: {hand: 123456789m123456789p123456789s1234567z, flowers: 12345678f}",
             "claims: [chow, pung, kong]", "shapes:",
             f"  - {{id: standard, name: {text('standard')}, sets: 4, pairs: 1}}",
             f"  - {{id: pairs7, name: {text('pairs')}, tiles: \"all(t in tiles: count(u in tiles: u == t) == 2)\"}}",
             "patterns:"]
    lines += [f"  - {{id: {pid}, name: {text(pid)}, when: \"true\", value: \"{value}\"}}" for pid, value in hand_values()]
    lines += ["scoring: {value: \"total_value\", total: \"collected * 10 + count(melds)\"}", "settlement:",
              f"  win: [{{name: {text('win')}, pay: [{{from: others, amount: \"1 + count(kongs) + turns(payer, payee)\", "
              f"reason: {text('win')}}}]}}]",
              "  player:"]
    lines += [f"    - {{name: {text(r)}, pay: [{{from: \"seat_after(p, 1)\", to: p, amount: \"{a}\", reason: {text(r)}}}]}}"
              for r, a in players]
    lines += [f"    - {{name: {text('table')}, pay: [{{from: \"table\", to: p, amount: \"1\", reason: {text('table')}}}]}}"]
    lines += ["  kong:"]
    lines += [f"    - {{name: {text(r)}, pay: [{{from: \"seat_after(k.owner, 2)\", to: k.owner, amount: \"{a}\", "
              f"reason: {text(r)}}}]}}" for r, a in kongs]
    lines += ["  penalties:", f"    false_win: {{name: {text('false win')}, pay: [{{from: seat, to: \"others_of(seat)\", "
              f"amount: \"{as_int('seat.flowers', ir.INT)} + count(all_kongs) + turns(payee, payer)\", "
              f"reason: {text('false win')}}}]}}"]
    return "\n".join(lines) + "\n"


REGISTRY_RECORDS = [
    {"dealer": 1, "round_wind": "S",
     "players": [{"hand": "123m456m5z", "flowers": "15f", "melds": [{"kind": "kong", "tiles": "9999p", "concealed": True},
                                                                    {"kind": "pung", "tiles": "777z", "from": 2}]},
                 {"melds": [{"kind": "chow", "tiles": "234s", "from": 0}], "flowers": "2f"}, {},
                 {"melds": [{"kind": "kong", "tiles": "1111s", "from": 1}], "flowers": "37f"}],
     "wins": [{"winner": 0, "win_tile": "5z", "by": "self_draw"}], "penalties": [{"type": "false_win", "seat": 2}]},
    {"players": [{"hand": "123m456m789p34s11z"}, {"melds": [{"kind": "kong", "tiles": "8888s", "from": 3, "added": True}]},
                 {}, {"hand": "111p222p333p13s66z"}],
     "wins": [{"winner": 0, "win_tile": "2s", "by": "discard", "from": 2},
              {"winner": 3, "win_tile": "2s", "by": "discard", "from": 2}]},
    {"hand": "1133m5577p99s113z", "win_tile": "3z", "by": "self_draw", "dealer": 2},
    {"dealer": 3, "players": [{}, {"melds": [{"kind": "kong", "tiles": "2222z", "concealed": True}]},
                              {"melds": [{"kind": "pung", "tiles": "333p", "from": 0}], "flowers": "4f"}, {}]},
    {"dealer": 1, "players": [{"hand": "123m456m789p11z13s"}, {"melds": [{"kind": "pung", "tiles": "222s", "from": 3}]},
                              {}, {}],
     "wins": [{"winner": 0, "win_tile": "2s", "by": "robbing_kong", "from": 1}]},
]


@pytest.fixture(scope="module")
def registry_ruleset(tmp_path_factory):
    path = tmp_path_factory.mktemp("registry") / "registry.yaml"
    path.write_text(registry_spec(), encoding="utf-8")
    return compile_spec(path, "registry.yaml")


def test_every_entry_means_the_same_compiled_and_interpreted(registry_ruleset):
    module, interpreter = registry_ruleset.module(), Interpreter(registry_ruleset.ruleset)
    for record in REGISTRY_RECORDS:
        compiled, interpreted = module.score(record), interpreter.score(record)
        assert "error" not in compiled, compiled
        assert json.dumps(compiled, indent=1, sort_keys=True) == json.dumps(interpreted, indent=1, sort_keys=True)
    assert [len(module.score(r)["wins"]) for r in REGISTRY_RECORDS] == [1, 2, 1, 0, 1]


def test_the_registry_spec_reads_every_entry():
    """What the test above compares: each name of each scope, attribute, constant and quantifier."""
    read = set(re.findall(r"\b\w+\b", " ".join(re.findall(r'"([^"]*)"', registry_spec()))))
    assert {n for names in NAMES.values() for n in names} <= read
    assert set(TILE_ATTRIBUTES) | set(SET_ATTRIBUTES) | set(SEAT_ATTRIBUTES) | set(CONSTANTS) | set(QUANTIFIERS) <= read
    assert {e.name for e in ELEMENTS.values()} <= read
    assert set(PAYMENT_SEATS) <= read


def test_every_entry_has_its_parts():
    for names in NAMES.values():
        for n in names.values():
            assert callable(n.meaning) and n.python and n.doc and n.name in n.example
    for table in ATTRIBUTES.values():
        for a in table.values():
            assert callable(a.meaning) and a.python and a.doc and f".{a.name}" in a.example
    for q in QUANTIFIERS.values():
        assert callable(q.meaning) and q.doc.startswith(f"{q.name}(") and q.example.startswith(q.name)
        assert q.meaning([], lambda x: True, lambda x: x) == (q.empty if q.empty is not None else rt.NO_SEAT)
    for c in CONSTANTS.values():
        assert getattr(rt, c.python) == c.value and c.name in c.example
        assert emit.ExprEmitter("hand")(ir.Const(span=None, type=c.type, value=c.value, name=c.name)) == c.python
    assert callable(WIN_READING.meaning) and WIN_READING.python
    for seat in PAYMENT_SEATS.values():
        assert seat.meaning(1, 2) == {"from": 1, "to": 2}[seat.side.value] and seat.doc and seat.name in seat.example
    loops = bundled.read_text("templates/module.py.j2")  # where the generated module binds each deal rule's element
    assert all(f" v_{e.name} in " in loops for e in ELEMENTS.values())


def test_the_emitter_and_the_interpreter_keep_no_table_of_their_own():
    for table in ("BUILTIN_CODE", "DEAL_CODE", "TILE_TABLES", "SET_KIND_TESTS", "SEAT_FIELDS"):
        assert not hasattr(emit, table), table
    for reader in ("_tile_attr", "_set_attr", "seat_attribute"):
        assert not hasattr(interpret, reader), reader
    from compiler import specialise
    assert set(specialise.SORTED_TILE_LISTS) == {n.name for n in HAND_NAMES.values() if n.sorted_tiles} == {"tiles", "hand_tiles", "wilds", "stands_for"}


@pytest.mark.parametrize("template, level", [
    ("views", emit.P_ATOM), ("deal.kongs", emit.P_POSTFIX), ("27 + deal.round_wind", emit.P_ADD),
    ("not deal.wins", emit.P_NOT), ("{w0}.kind == CHOW", emit.P_CMP), ("TILE_SUIT[{0}]", emit.P_POSTFIX),
    ("{w0}[{name}]", emit.P_POSTFIX), ("a if b else c", emit.P_COND),
])
def test_a_template_s_level_is_that_of_its_outermost_operation(template, level):
    assert emit.python_level(template) == level


NEW_ENTRIES_SPEC = """mjc: 1
id: newcomers
name: {zh: 新, en: New}
unit: {id: points, zh: 分, en: points}
tiles: {hand: 123456789m123456789p123456789s1234567z}
claims: [pung, kong]
shapes: [{id: standard, name: {zh: 基本, en: standard}, sets: 4, pairs: 1}]
patterns:
  - {id: first_meld_seat, name: {zh: 甲, en: a}, when: "true", value: "turns(east_seat, first_seat)"}
  - {id: honest, name: {zh: 乙, en: b}, when: "true", value: "count(s in sets: s.is_meld) * 10 + count(t in tiles: t.is_red)"}
  - {id: next_seat, name: {zh: 丙, en: c}, when: "true", value: "turns(winner, winner.next) * 10 + turns(dealer, discarder.next)"}
scoring: {value: "total_value"}
settlement:
  win: [{name: {zh: 付, en: pay}, pay: [{from: others, amount: "1", reason: {zh: 付, en: pay}}]}]
"""


def test_a_new_name_or_attribute_is_one_entry(compile_text, monkeypatch, tmp_path):
    """The checker, the interpreter and the emitter take a name or an attribute from its entry alone."""
    none = rt.NO_SEAT
    monkeypatch.setitem(HAND_NAMES, "east_seat", Name(
        name="east_seat", scope=Scope.HAND, type=ir.SEAT, meaning=lambda h: h.deal.dealer, python="deal.dealer",
        c="deal->dealer", js="deal.dealer", doc="the dealer", example="east_seat"))
    monkeypatch.setitem(HAND_NAMES, "first_seat", Name(
        name="first_seat", scope=Scope.HAND, type=ir.SEAT, meaning=lambda h: h.player.melds[0].source,
        python="player.melds[0].source", c="mjc_real(player->melds.v[0])->source",
        js="player.melds[0].source", doc="whose tile the first meld took",
        example="first_seat"))
    monkeypatch.setitem(SET_ATTRIBUTES, "is_meld", Attribute(
        name="is_meld", type=ir.BOOL, meaning=lambda s: s.declared, python="{w0}.declared",
        c="mjc_real({0})->declared", js="{w0}.declared", doc="a meld", example="s.is_meld"))
    monkeypatch.setitem(TILE_ATTRIBUTES, "is_red", Attribute(
        name="is_red", type=ir.BOOL, meaning=lambda t: t == 33, python="{0} == 33",
        c="({0} == 33)", js="{0} === 33", doc="red", example="t.is_red"))
    monkeypatch.setitem(SEAT_ATTRIBUTES, "next", SeatAttribute(
        name="next", type=ir.SEAT, meaning=lambda deal, seat: (seat + 1) % 4 if seat != none else none,
        python="seat_after({0}, 1)", c="mjc_seat_after({0}, 1)", js="seat_after({0}, 1)",
        doc="the seat after it", example="p.next"))
    compiled = compile_text(NEW_ENTRIES_SPEC, name="newcomers.yaml")
    record = {"hand": "123m456m789p6z", "melds": [{"kind": "pung", "tiles": "777z", "from": 3}], "win_tile": "6z",
              "by": "discard", "from": 3, "dealer": 1}
    module, interpreter = compiled.module().score(record), Interpreter(compiled.ruleset).score(record)
    assert module == interpreter and "error" not in module, module
    assert {p["id"]: p["value"] for p in module["wins"][0]["patterns"]} == \
        {"first_meld_seat": 2, "honest": 10 + 3, "next_seat": 10 + 3}
    from tests.conftest import node_missing
    if node_missing() is None:  # the JavaScript back end takes them from their entries too
        from tests.test_js import js_matches_python
        js_matches_python(compiled, tmp_path, [record])
