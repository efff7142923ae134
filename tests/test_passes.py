"""The passes over the IR: golden dumps of each (`mjc ir --after PASS`), the same scores after each under
the reference interpreter, and generated code that names the spec line of every rule.

Set MJC_UPDATE_GOLDEN=1 to rewrite the dumps under tests/golden/ir after an intended change.
"""

from __future__ import annotations

import re

import pytest

from compiler.cli import IR_STAGES
from compiler.interpret import Interpreter
from compiler.ir_dump import dump
from compiler.pipeline import PASS_NAMES, compile_spec, optimise
from tests.conftest import BUNDLED, ROOT, bases_quick
from tests.test_cli import mjc
from tests.test_golden import check_golden

GOLDEN = ROOT / "tests" / "golden" / "ir"


@pytest.mark.parametrize("stage", PASS_NAMES)
def test_the_ir_after_each_pass_is_golden(mini, stage):
    check_golden(GOLDEN / f"mini.{stage}.txt", dump(optimise(mini.ruleset, stage)))


def test_each_pass_changes_something_the_dump_shows(mini):
    dumps = [dump(optimise(mini.ruleset, stage)) for stage in PASS_NAMES]
    assert all(a != b for a, b in zip(dumps, dumps[1:]))


def test_mjc_ir_prints_the_dump_and_knows_the_passes(mini):
    assert IR_STAGES == PASS_NAMES
    proc = mjc("ir", "tests/data/mini.yaml", "--after", "fold")
    assert proc.returncode == 0 and proc.stdout == dump(optimise(mini.ruleset, "fold"))
    proc = mjc("ir", "tests/data/mini.yaml", "--after", "hoist")
    assert proc.returncode == 2 and "invalid choice: 'hoist'" in proc.stderr
    with pytest.raises(ValueError, match="no pass 'hoist'"):
        optimise(mini.ruleset, "hoist")


@bases_quick(BUNDLED, "spec")
def test_every_pass_keeps_every_example_score(spec):
    """The reference interpreter scores each example alike on the IR as checked and after every pass."""
    compiled = compile_spec(spec, f"specs/{spec.name}")
    before = Interpreter(compiled.ruleset)
    for stage in PASS_NAMES[1:]:
        after = Interpreter(optimise(compiled.ruleset, stage))
        for example in compiled.ruleset.examples:
            assert after.score(example.record) == before.score(example.record), (stage, example.id)


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_generated_rules_name_their_spec_line(spec):
    module = (ROOT / "generated" / f"{spec.stem}.py").read_text(encoding="utf-8")
    compiled = compile_spec(spec, f"specs/{spec.name}")
    named = re.findall(r"^\s+[dn]_(\w+) = .*  # (\w+): (specs/\w+\.yaml):(\d+)$", module, re.M)
    patterns = {p.id for p in compiled.ruleset.patterns}
    definitions = {d.name for d in compiled.ruleset.definitions}
    assert {n for n, *_ in named} >= patterns
    for variable, item, file, line in named:
        assert variable == item
        text = (ROOT / file).read_text(encoding="utf-8").splitlines()[int(line) - 1]
        key = f"- id: {item}" if item in patterns else f"{item}:"
        assert key in text, (item, file, line, text)
    inlined = definitions - {n for n, *_ in named}
    assert len(inlined) < len(definitions)  # single-use definitions move into their use, the rest are named


RANDOM_HANDS = {"nanning": 300, "nanjing": 300, "mcr": 400, "hongkong": 300, "riichi": 300, "zungjung": 300}


def test_every_bundled_ruleset_has_random_deals_in_one_place():
    """tests/deals makes random legal deals for every spec of specs/ (a house ruleset plays its base's)."""
    from tests.deals import generator
    import random
    for spec in sorted((ROOT / "specs").glob("*.yaml")):
        make = generator(spec.stem)
        assert make is not None, spec.stem
        assert isinstance(make(random.Random(1)), dict)


@pytest.mark.parametrize("ruleset", sorted(RANDOM_HANDS))
def test_the_passes_forms_score_random_hands_as_the_checked_ir(ruleset):
    """Every form a pass makes (a set of values, a length test first, a count of repeats...) is evaluated by the
    interpreter too: on random hands, the IR after all passes, the IR as checked and the module agree."""
    import copy
    import random

    from tests.deals import GENERATORS
    make = GENERATORS[ruleset]
    compiled = compile_spec(ROOT / "specs" / f"{ruleset}.yaml", f"specs/{ruleset}.yaml")
    checked, optimised, module = Interpreter(compiled.ruleset), Interpreter(optimise(compiled.ruleset)), compiled.module()
    rng = random.Random(ruleset)
    wins = 0
    for _ in range(RANDOM_HANDS[ruleset]):
        record = make(rng)
        expected = checked.score(copy.deepcopy(record))
        assert optimised.score(copy.deepcopy(record)) == expected == module.score(copy.deepcopy(record)), record
        wins += "error" not in expected
    assert wins >= RANDOM_HANDS[ruleset] // 3
