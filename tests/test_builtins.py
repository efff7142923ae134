"""Each function of the language is one entry of compiler/builtins.py: checked, interpreted, emitted and
documented from it."""

from __future__ import annotations

import pytest

from compiler.builtins import FUNCTIONS, guide_table
from compiler.errors import SpecErrors
from compiler.interpret import Interpreter
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


def test_the_guide_s_table_is_the_registry_s():
    assert guide_table() in (ROOT / "docs" / "guide" / "language.md").read_text(encoding="utf-8")


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
