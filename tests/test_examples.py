"""Every worked example of every bundled spec, through the generated module and the interpreter."""


import pytest

from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from compiler.verify import compare
from tests.conftest import BUNDLED, ROOT, compiled_bundled, seed_text

SPECS = {p.stem: p for p in BUNDLED} | {"mini": ROOT / "tests" / "data" / "mini.yaml"}
_compiled = {}


def compiled(name):
    if name not in _compiled:
        path = SPECS[name]
        _compiled[name] = compiled_bundled(name) if path.parent == ROOT / "specs" else \
            compile_spec(path, path.relative_to(ROOT).as_posix())
    return _compiled[name]


def cases():
    for name in SPECS:
        for example in compiled(name).ruleset.examples:
            yield pytest.param(name, example, id=f"{name}:{example.id}")


@pytest.mark.parametrize("name, example", list(cases()))
def test_example(name, example):
    c = compiled(name)
    fast = c.module().score(example.record)
    slow = Interpreter(c.ruleset).score(example.record)
    assert compare(example.expect, fast) == []
    assert fast == slow
    # The interpreter on the IR the module was emitted from: its relation tables and tabulated choices.
    assert Interpreter(c.optimised).score(example.record) == fast


def test_every_cite_is_a_sentence_of_the_source():
    text = seed_text("000_f66df4746556c2ac.txt").split("最后忠告")[0]
    nanning = compiled("nanning").ruleset
    missing = [e.id for e in nanning.examples if e.cite not in text]
    missing += [u.cite for u in nanning.unrealisable if u.cite not in text]
    assert missing == []


def test_nanning_covers_every_numbered_line():
    # Every numbered line with a number in the text has an example or is listed as unrealisable.
    import re
    text = seed_text("000_f66df4746556c2ac.txt").split("最后忠告")[0]
    numbered = [line.strip() for line in text.splitlines()
                if re.match(r"\s*\d+、", line) and re.search(r"\d+分", line)]
    nanning = compiled("nanning").ruleset
    cited = {e.cite for e in nanning.examples} | {u.cite for u in nanning.unrealisable}
    uncovered = [line for line in numbered if not any(c in line or line in c for c in cited)]
    assert len(numbered) >= 120
    assert uncovered == []


def test_text_errors_keep_the_right_value_and_cite_the_wrong_one():
    by_id = {e.id: e for e in compiled("nanning").ruleset.examples}
    notes = " ".join(e.note or "" for e in by_id.values())
    assert "24" in notes and "27" in notes and "228" in notes and "198" in notes


def test_every_mcr_cite_is_the_seed_or_names_the_rule_book():
    """A cite is a sentence of the seed (its broken lines joined), or says it quotes the 2006 rule book."""
    text = seed_text("002_632b5f5dd97f9b81.txt").replace("\n", "")
    mcr = compiled("mcr").ruleset
    cites = [e.cite for e in mcr.examples] + [u.cite for u in mcr.unrealisable]
    assert [c for c in cites if c not in text and not c.startswith("国标麻将规则（2006）：")] == []
    assert sum(c in text for c in cites) >= 80
