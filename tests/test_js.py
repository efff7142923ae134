"""The JavaScript back end (compiler/emit_js.py, runtime/js): the committed generated/js/<id>.mjs of every
bundled ruleset, run by Node, gives the Python module's results, byte for byte after json.dumps, on every
example and on 20,000 random records per ruleset, one in four broken at a random place.

Without Node these tests skip, unless MJC_REQUIRE_NODE=1 (CI), which makes that a failure.
"""

from __future__ import annotations

import importlib
import json
import random
import shutil
import subprocess

import pytest

from compiler.pipeline import compile_spec
from tests.conftest import BUNDLED, FULL_RECORDS, QUICK_RECORDS, ROOT, compiled_bundled, ruleset_tiers
from tests.deals import generator
from tests.test_fuzz import mutate_record

pytestmark = pytest.mark.node

BROKEN_SHARE = 4    # one record in four is a legal deal broken at a random place
DRIVER = ROOT / "tests" / "js" / "score.mjs"


def run_js(module, records: list) -> list[str]:
    """Each record's result from the JavaScript scorer `module` (a path), as the JSON text Python writes of it."""
    lines = "".join(json.dumps(r) + "\n" for r in records)  # ASCII: a lone surrogate travels as \\udXXX
    done = subprocess.run([shutil.which("node"), str(DRIVER), str(module)], input=lines, capture_output=True,
                          text=True, encoding="utf-8", timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout.split("\n")[:-1]  # not splitlines(): JSON leaves U+2028, U+0085 and the like unescaped
    assert len(out) == len(records), (len(out), len(records), done.stderr[-2000:])
    return [json.dumps(json.loads(line), ensure_ascii=False) for line in out]


def python_results(ruleset: str, records: list) -> list[str]:
    module = importlib.import_module(f"generated.{ruleset}")
    score = getattr(module, "score_python", module.score)
    return [json.dumps(score(json.loads(json.dumps(r))), ensure_ascii=False) for r in records]


def assert_same(ruleset: str, records: list, js: list[str], py: list[str]) -> None:
    differ = [i for i, (a, b) in enumerate(zip(js, py)) if a != b]
    if differ:
        i = differ[0]
        pytest.fail(f"{ruleset}: {len(differ)} of {len(records)} results differ; the first:\nrecord {json.dumps(records[i], ensure_ascii=False)}\n"
                    f"js     {js[i]}\npython {py[i]}")


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_examples_give_the_python_results(spec):
    compiled = compiled_bundled(spec.stem)
    records = [e.record for e in compiled.ruleset.examples]
    js = run_js(ROOT / "generated" / "js" / f"{spec.stem}.mjs", records)
    assert_same(spec.stem, records, js, python_results(spec.stem, records))


@ruleset_tiers(BUNDLED, QUICK_RECORDS, FULL_RECORDS, ruleset="spec")  # random records per ruleset
def test_random_and_broken_records_give_the_python_results(spec, deals):
    rng = random.Random(f"js-{spec.stem}")
    make = generator(spec.stem)
    records = []
    for i in range(deals):
        record = make(rng)
        records.append(mutate_record(record, rng) if i % BROKEN_SHARE == 0 else record)
    js = run_js(ROOT / "generated" / "js" / f"{spec.stem}.mjs", records)
    py = python_results(spec.stem, records)
    assert_same(spec.stem, records, js, py)
    wins = sum('"wins": [{' in r for r in py)
    errors = sum(r.startswith('{"error"') or '"error": {' in r for r in py)
    assert wins > deals // 4 and errors > deals // 20, (wins, errors)  # both paths are exercised


def js_matches_python(compiled, folder, records: list) -> None:
    """The spec's JavaScript module, written to folder, gives its Python module's result on every record."""
    path = folder / f"{compiled.ruleset.id}.mjs"
    path.write_text(compiled.js_source(), encoding="utf-8")
    module = compiled.module()
    py = [json.dumps(module.score(json.loads(json.dumps(r))), ensure_ascii=False) for r in records]
    assert_same(compiled.ruleset.id, records, run_js(path, records), py)


def test_the_test_specs_score_alike_in_javascript(tmp_path, mini):
    """The fixture spec (chows, flowers, a tile-condition shape, waits), the forms the passes rewrite
    (relations by table and by condition among them), and riichi's and Hong Kong's forms (tuples, text,
    tables, the table's account, red fives, declared wins, details and parts)."""
    from tests.conftest import MINI_TEXT
    from tests.deals.nanning import random_record
    from tests.test_language_features import SPEC as GROWTH, TANYAO
    from tests.test_properties import FORMS
    forms_path = tmp_path / "forms.yaml"
    forms_path.write_text(MINI_TEXT.replace("  - id: flower_bonus\n", FORMS + "  - id: flower_bonus\n"), encoding="utf-8")
    growth_path = tmp_path / "growth.yaml"
    growth_path.write_text(GROWTH, encoding="utf-8")
    rng = random.Random(11)
    batch = [random_record(rng, chow_claims=True) for _ in range(3000)]
    batch = batch + [mutate_record(r, rng) for r in batch[:1000]]
    for i, compiled in enumerate([mini, compile_spec(forms_path, "forms.yaml"), compile_spec(growth_path, "growth.yaml")]):
        (tmp_path / str(i)).mkdir()
        own = [e.record for e in compiled.ruleset.examples] + ([TANYAO] if compiled.ruleset.id == "growth" else [])
        js_matches_python(compiled, tmp_path / str(i), own + batch)


def test_a_seat_without_a_hand_holds_no_more_melds_than_a_waiting_hand_in_javascript():
    from tests.test_hostile_records import OVERFULL_MELDS
    path = ROOT / "generated" / "js" / "hongkong.mjs"
    assert_same("hongkong", OVERFULL_MELDS, run_js(path, OVERFULL_MELDS), python_results("hongkong", OVERFULL_MELDS))


def test_a_definition_that_may_fail_is_worked_out_only_where_it_is_read_in_javascript(tmp_path):
    from tests.test_language_edges import LAZY_RECORDS, lazy_in_the_loop_text
    (tmp_path / "lazy.yaml").write_text(lazy_in_the_loop_text(), encoding="utf-8")
    compiled = compile_spec(tmp_path / "lazy.yaml", "lazy.yaml")
    js_matches_python(compiled, tmp_path, LAZY_RECORDS)
    assert compiled.module().score(LAZY_RECORDS[0])["wins"][0]["total"] == 3  # not division_by_zero


def test_a_hand_of_no_winning_shape_is_not_a_win_before_anything_of_it_is_worked_out_in_javascript(tmp_path):
    from tests.test_language_edges import NOT_A_WIN, failing_condition_text
    (tmp_path / "div.yaml").write_text(failing_condition_text(), encoding="utf-8")
    compiled = compile_spec(tmp_path / "div.yaml", "div.yaml")
    js_matches_python(compiled, tmp_path, [NOT_A_WIN, dict(NOT_A_WIN, hand="123m456p789s11z22z")])
    assert compiled.module().score(NOT_A_WIN)["error"]["code"] == "not_a_win"


def test_a_definition_the_deal_s_rules_read_of_a_win_is_worked_out_for_the_best_arrangement_in_javascript(tmp_path):
    from tests.test_language_edges import READ_OF_THE_WIN, read_of_the_win_text
    (tmp_path / "read.yaml").write_text(read_of_the_win_text(), encoding="utf-8")
    compiled = compile_spec(tmp_path / "read.yaml", "read.yaml")
    js_matches_python(compiled, tmp_path, READ_OF_THE_WIN)
    assert compiled.module().score(READ_OF_THE_WIN[0])["wins"][0]["total"] == 402


def test_random_expressions_score_alike_in_javascript(tmp_path):
    """Random expressions (tests/test_properties.py) as a pattern's condition and value, a reject and a payment."""
    from hypothesis import HealthCheck, given, settings
    from compiler.errors import SpecErrors
    from tests.test_properties import EXPRESSION_RECORDS, EXPRESSION_SPEC, bool_expr, int_expr
    seen, tried = [], iter(range(10 ** 6))

    @settings(max_examples=40, deadline=None, derandomize=True, database=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
    @given(when=bool_expr(), value=int_expr(), reject=bool_expr(depth=2), amount=int_expr(depth=2))
    def check(when, value, reject, amount):
        folder = tmp_path / f"e{next(tried)}"
        folder.mkdir()
        path = folder / "random_expressions.yaml"
        path.write_text(EXPRESSION_SPEC.replace("{when}", when).replace("{value}", value)
                        .replace("{reject}", reject).replace("{amount}", amount), encoding="utf-8")
        try:
            compiled = compile_spec(path, "random_expressions.yaml")
        except SpecErrors:
            return
        js_matches_python(compiled, folder, EXPRESSION_RECORDS)
        seen.append(1)
    check()
    assert len(seen) >= 30
