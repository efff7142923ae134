"""Seeded fuzzing, bounded in count: mutated specs and mutated records never crash, hang or disagree.

A mutated spec compiles or gives spec errors; a mutated record gives a result or an error result, the
same from the generated module and the reference interpreter. Seeds are fixed, so a failure repeats.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from compiler.errors import SpecErrors
from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from tests.conftest import BUNDLED, MINI_TEXT, compiled_bundled

SPEC_MUTANTS = 150
RECORD_MUTANTS = 400

# Pieces a careless or hostile edit puts into a spec: YAML syntax, expression syntax, odd text.
SPEC_PIECES = ["", ":", "- ", "  ", "\t", "{", "}", "[", "]", '"', "'", "&a", "*a", "!!int", "#", "\n", "： ",
               "(", ")", "**", "//", "0", "-1", "99999999999999999999", "none", "and", "if", "all(", "x in ",
               "tiles", "melds", ".tile", "\u3000", "\x00", "\u2028", "<script>", "{p}", "\\"]


def mutate_text(text: str, rng: random.Random) -> str:
    lines = text.splitlines(keepends=True)
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(lines))
        choice = rng.random()
        if choice < 0.25:
            del lines[i]
        elif choice < 0.45:
            lines.insert(i, lines[rng.randrange(len(lines))])
        else:
            line = lines[i]
            at = rng.randint(0, len(line))
            cut = rng.randint(0, min(3, len(line) - at))
            lines[i] = line[:at] + rng.choice(SPEC_PIECES) + line[at + cut:]
        if not lines:
            lines = ["\n"]
    return "".join(lines)


@pytest.mark.parametrize("seed", range(3))
def test_mutated_specs_compile_or_give_spec_errors(tmp_path, seed):
    rng = random.Random(seed)
    compiled = errors = 0
    for n in range(SPEC_MUTANTS // 3):
        path = tmp_path / f"fuzz{n}.yaml"
        path.write_text(mutate_text(MINI_TEXT, rng), encoding="utf-8", errors="surrogatepass")
        try:
            result = compile_spec(path, f"specs/fuzz{n}.yaml")
        except SpecErrors as exc:
            assert exc.errors and all(e.message for e in exc.errors)
            errors += 1
            continue
        compile(result.module_source, "fuzz", "exec")
        compiled += 1
    assert compiled + errors == SPEC_MUTANTS // 3
    assert errors > 0  # the mutations do break specs


BAD_VALUES = [None, True, -1, 4, 5000, 10 ** 30, 1.5, "", "x", "\ud800", "１２３m", "1m" * 150, [], {}, [None],
              {"kind": "pung"}, "0m", "5555m"]


def mutate_record(record, rng: random.Random):
    """The record with one value somewhere inside it replaced, deleted or duplicated."""
    record = copy.deepcopy(record)
    places = []

    def walk(node):
        if isinstance(node, dict):
            for key in node:
                places.append((node, key))
                walk(node[key])
        elif isinstance(node, list):
            for i in range(len(node)):
                places.append((node, i))
                walk(node[i])
    walk(record)
    if not places:
        return record
    container, key = rng.choice(places)
    action = rng.random()
    if action < 0.15 and isinstance(container, dict):
        del container[key]
    elif action < 0.25 and isinstance(container, dict):
        container[rng.choice(["extra", "winner", "from", "by", "context", "melds"])] = rng.choice(BAD_VALUES)
    else:
        container[key] = rng.choice(BAD_VALUES)
    return record


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_mutated_records_give_the_same_result_or_error_both_ways(spec):
    compiled = compiled_bundled(spec.stem)
    module, interpreter = compiled.module(), Interpreter(compiled.ruleset)
    records = [e.record for e in compiled.ruleset.examples]
    rng = random.Random(spec.stem)
    errors = 0
    for _ in range(RECORD_MUTANTS // len(BUNDLED) + 1):
        record = mutate_record(rng.choice(records), rng)
        fast, slow = module.score(copy.deepcopy(record)), interpreter.score(copy.deepcopy(record))
        assert fast == slow, (record, fast, slow)
        if "error" in fast:
            assert fast["error"]["code"] != "internal_error", (record, fast)
            errors += 1
        json.dumps(fast)  # every result can be written
    assert errors > 0
