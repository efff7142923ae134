"""The spec's `table:`: how play goes at the table, read from the spec (never from the compiler), changed by a
house ruleset field by field, followed by mjc simulate and told by the sheets."""

from __future__ import annotations

import re

import pytest

from compiler import ir
from compiler.differ import differences
from compiler.errors import SpecErrors
from compiler.ir_dump import dump
from compiler.render import render_markdown
from compiler.simulate import simulate, table_rules_of
from tests.conftest import MINI_TEXT, ROOT

DEALS = 1500


def house(table: str) -> str:
    return f"mjc: 1\nextends: nanning\nid: nanning_table\nname: {{zh: 南宁, en: Nanning at our table}}\n{table}\n"


def test_the_bundled_tables_are_in_their_specs(nanning, compile_text):
    assert nanning.ruleset.table == ir.TableRules(winners_per_discard=3, bonus_tiles=2)
    assert nanning.module().TABLE_RULES == {"winners_per_discard": 3, "more_winners": "first_in_turn",
                                            "furiten": False, "dead_wall": 0, "bonus_tiles": 2, "after_win": "end"}
    riichi = compile_text((ROOT / "specs" / "riichi.yaml").read_text(encoding="utf-8"), "riichi.yaml")
    assert riichi.ruleset.table == ir.TableRules(winners_per_discard=2, more_winners=ir.MoreWinners.DRAW,
                                                 furiten=True, dead_wall=14)
    assert "table winners_per_discard=2 more_winners=draw furiten=true dead_wall=14 bonus_tiles=0" in dump(riichi.ruleset)
    plain = compile_text(MINI_TEXT, "mini.yaml")  # no table: one winner, nothing more
    assert plain.ruleset.table == ir.TableRules() and table_rules_of(plain.module()) == ir.TableRules()
    assert "table " not in dump(plain.ruleset)


def test_a_house_ruleset_changes_the_table_field_by_field(compile_text):
    compiled = compile_text(house("table: {winners_per_discard: 1}"))
    assert compiled.ruleset.table == ir.TableRules(winners_per_discard=1, bonus_tiles=2)  # bonus tiles inherited
    change, = [c for c in differences(compiled.doc.base and _base(compiled), compiled.ruleset) if c.kind == "table"]
    assert (change.name, change.before.en, change.after.en) == ("winners_per_discard", "3", "1")
    sheet = render_markdown(compiled.ruleset, [], **compiled.differences())
    assert "- At the table: 2 bonus tiles drawn from the end of the wall after a win" in sheet
    assert "table changed | 一张牌最多几家同时和 — seats that may win off one discard | 3 | 1 |" in sheet


def _base(compiled):
    return compiled.differences()["base"]


@pytest.mark.parametrize("table, said", [
    ("table: {winners_per_discard: 4}", "table.winners_per_discard: at most 3, got 4"),
    ("table: {winners_per_discard: 0}", "winners_per_discard"),
    ("table: {dead_wall: 41}", "table.dead_wall: at most 40, got 41"),
    ("table: {bonus_tiles: 21}", "table.bonus_tiles: at most 20, got 21"),
    ("table: {more_winners: all}", "more_winners"),
    ("table: {furiten: 1}", "furiten"),
    ("table: {winner_per_discard: 2}", "winners_per_discard"),  # misspelt: the right name suggested
])
def test_a_table_out_of_bounds_is_a_positioned_error(compile_text, table, said):
    with pytest.raises(SpecErrors) as info:
        compile_text(house(table))
    error = info.value.errors[0]
    assert said in f"{error} {error.hint}" and error.span is not None and error.span.line == 5, str(error)


def _deals(compiled) -> list[dict]:
    return list(simulate(compiled.module(), DEALS, 7))


def test_simulate_follows_the_table(nanning, compile_text):
    played = _deals(nanning)
    multiple = sum(len(r.get("wins") or ()) > 1 for r in played)
    codes = sum("bonus_tiles" in (w.get("context") or {}) for r in played for w in r.get("wins") or ())
    assert multiple > 0 and codes > 0, (multiple, codes)
    one_winner = _deals(compile_text(house("table: {winners_per_discard: 1, bonus_tiles: 0}")))
    assert max(len(r.get("wins") or ()) for r in one_winner) == 1
    assert not any("bonus_tiles" in (w.get("context") or {}) for r in one_winner for w in r.get("wins") or ())
    three_codes = _deals(compile_text(house("table: {bonus_tiles: 3}")))
    drawn = [w["context"]["bonus_tiles"] for r in three_codes for w in r.get("wins") or ()
             if "bonus_tiles" in (w.get("context") or {})]
    assert drawn and all(len(re.findall(r"\d", t)) == 3 for t in drawn)


def test_the_compiler_names_no_ruleset():
    """What a ruleset plays by is in its spec: no code of the compiler is keyed by a ruleset's id."""
    ids = "|".join(p.stem for p in (ROOT / "specs").glob("*.yaml"))
    literal = re.compile(rf"""["']({ids})["']""")
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted((ROOT / "compiler").rglob("*")) if path.suffix in (".py", ".j2", ".mjs", ".h", ".c")
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if literal.search(line)]
    assert found == []
