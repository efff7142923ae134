"""One naming scheme for generated code (compiler/naming.py): a spec's names never meet each other or a name the
back end makes for itself, in Python, C or JavaScript. A spec whose names are chosen to collide (names ending
in _done, equal to the runtimes' helpers, keywords and built-ins of the three languages, names that differ
only by an underscore or from a helper only by case, a very long name) compiles in all three back ends and
scores alike; and every identifier of a namespace in the generated code of every bundled ruleset decodes to
a name of the spec of that kind.
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import tokenize

import pytest

from compiler import emit, naming
from compiler.builtins import HAND_NAMES, PAYMENT_SEATS
from compiler.interpret import Interpreter
from compiler.runtime import CONTRACT_FLAGS
from compiler.pipeline import compile_spec
from tests.conftest import BUNDLED, MINI_TEXT, ROOT, compiled_bundled

LONG = "l" + "o" * 300 + "ng"
# Definitions, by name: each is read twice (by the pattern `uses`), so that the inline pass keeps it.
DEFINES = {
    "y": "count(waits)",  # worked out on first use (it reads waits): in C its flag was d_y_done ...
    "y_done": "y + 1",    # ... this definition's variable
    "int": "count(sets)", "char": "count(pungs)", "static": "count(chows)", "unsigned": "1", "goto": "2",
    "sizeof": "3", "void": "4", "class": "5", "def": "6", "lambda": "7", "yield": "8", "function": "9",
    "var": "10", "let": "11", "const": "12", "new": "13", "this": "14", "null": "15", "undefined": "16",
    "arguments": "17", "eval": "18", "typeof": "19", "unused": "20", "best": "21", "arr": "22",
    "player": "23", "result": "24", "hand_tile": "25", "readings": "26", "several": "27", "kept": "28",
    "payments": "29", "deltas": "30", "a_b": "31", "ab": "32", "a__b": "33", "a_b_": "34", "shapes": "35",
    "rules": "36", "unit": "37", "pattern_ids": "38", "tiles_0": "39", "values_0": "40", "mask_0": "41",
    "n_patterns": "42", "len": "43", "print": "44", "list": "45", "score_win": "46", "settle": "47",
    "mjc_add": "48", "item_at": "49", "py_sorted": "50", "parse_record": "51", "lazy": "52", LONG: "53",
    "payers": "54", "payees": "55", "i_payer": "56",  # the lists and the index of a payment's seats
}
# Patterns whose value is worked out (a variable of its own), named as helpers and keywords are.
PATTERNS = ["return", "switch_", "await", "done", "value", "before", "start", "collected_", "total_", "patterns",
            "details", "safe", "holds", "i", "r_items", "at_patterns", "d_y", "n_y", "v_y", "val_y",
            "found", "found_count"]  # the C's list of the patterns found, and its length

ADVERSARIAL = MINI_TEXT.replace("id: mini\n", "id: adversarial\n").replace(
    "groups:\n", "").replace(
    # Two fixed groups: the C arrays of g and of g_sets were both FIXED_G_SETS.
    "claims: [chow, pung, kong]\n",
    "claims: [chow, pung, kong]\n"
    "groups:\n"
    "  - {id: g, name: {zh: 甲, en: g}, tiles: [\"147m258p369s\", \"258m369p147s\"]}\n"
    "  - {id: g_sets, name: {zh: 乙, en: g sets}, tiles: [\"147m369p258s\", \"369m147p258s\"]}\n").replace(
    "shapes:\n",
    "shapes:\n"
    "  - {id: knit, name: {zh: 组合龙, en: knit}, groups: {g: 1}, sets: 1, pairs: 1}\n"
    "  - {id: knit_sets, name: {zh: 组合龙二, en: knit sets}, groups: {g_sets: 1}, sets: 1, pairs: 1}\n"
    # Two shapes judged on tiles, each with a condition before its last tile: shape_kn_before was both.
    "  - id: kn\n    name: {zh: 全不靠, en: kn}\n    tiles: >-\n"
    "      count(distinct(t in tiles: t)) == 14\n"
    "      and all(a, b in filter(t in tiles: t.is_suited): (a.suit == b.suit) == (a.number % 3 == b.number % 3))\n"
    "  - id: kn_before\n    name: {zh: 七星不靠, en: kn before}\n    tiles: >-\n"
    "      count(distinct(t in tiles: t)) == 14 and count(t in tiles: t.is_honor) == 7\n"
    "      and all(a, b in filter(t in tiles: t.is_suited): (a.suit == b.suit) == (a.number % 3 == b.number % 3))\n"
    "  - {id: candidates, name: {zh: 七对二, en: candidates}, pairs: 7}\n").replace(
    "options:\n",
    "options:\n"
    "  switch: {type: int, default: 1, range: [0, 3], doc: {zh: 开关, en: a switch}}\n"
    "  default: {type: bool, default: true, doc: {zh: 默认, en: a default}}\n").replace(
    "flags:\n",
    "flags:\n"
    "  volatile: {type: bool, doc: {zh: 易变, en: volatile}}\n"
    "  delete: {type: int, doc: {zh: 删除, en: delete}}\n").replace(
    "define:\n",
    "define:\n" + "".join(f"  {name}: \"{expr}\"\n" for name, expr in DEFINES.items())).replace(
    "patterns:\n",
    "patterns:\n"
    "  - id: uses\n    name: {zh: 用, en: uses}\n"
    f"    when: \"{' + '.join(DEFINES)} >= 0 and volatile == volatile and delete >= 0 and switch >= 0 and default\"\n"
    f"    value: \"1 + 0 * ({' + '.join(DEFINES)})\"\n    adds_to: register\n"
    + "".join(f"  - id: {p}\n    name: {{zh: 名{i}, en: {p}}}\n    when: \"count(sets) > {i % 3}\"\n"
              f"    value: \"count(sets) + {i} * switch\"\n    adds_to: register\n" for i, p in enumerate(PATTERNS))).replace(
    "  sums: [fan, flower_fan]\n",
    "  sums: [fan, flower_fan, register]\n  parts: [register]\n"
    "  details: {int: \"int\", class: \"y_done\", function: \"register\"}\n").replace(
    "  player:\n",
    "  player:\n"
    "    - name: {zh: 读, en: reads}\n"
    "      when: \"any(w in wins: w.winner == p and w.int + w.y_done + w.class + w.unused + w.delete >= 0 and not w.volatile)\"\n"
    "      pay:\n"
    "        - {from: \"others_of(p)\", to: p, amount: \"1 + 0 * turns(payer, payee)\", reason: {zh: 读, en: reads}}\n")


# Hands that take the shapes above: a fixed group of each kind, and the 14 distinct knitted tiles.
SHAPED = [{"hand": "147m258p369s123m5z", "win_tile": "5z", "by": "self_draw"},
          {"hand": "147m369p258s789s5z", "win_tile": "5z", "by": "discard", "from": 2},
          {"hand": "147m258p369s1234z", "win_tile": "5z", "by": "self_draw", "context": {"volatile": True}},
          {"hand": "147m258p369s1234z", "win_tile": "6z", "by": "discard", "from": 1, "context": {"delete": 3},
           "options": {"switch": 3, "default": False}}]


@pytest.fixture(scope="module")
def adversarial(tmp_path_factory):
    path = tmp_path_factory.mktemp("adversarial") / "adversarial.yaml"
    path.write_text(ADVERSARIAL, encoding="utf-8")
    return compile_spec(path, "adversarial.yaml")


def adversarial_records() -> list:
    from tests.deals.nanning import random_record
    from tests.test_fuzz import mutate_record
    import random
    rng = random.Random(31)
    batch = [random_record(rng, chow_claims=True) for _ in range(300)]
    return SHAPED + batch + [mutate_record(r, rng) for r in batch[:100]]


def test_names_chosen_to_collide_score_alike_in_python_and_the_interpreter(adversarial):
    module, interpreter = adversarial.module(), Interpreter(adversarial.ruleset)
    records = [e.record for e in adversarial.ruleset.examples] + adversarial_records()
    results = [json.dumps(module.score(r)) for r in records]
    assert results == [json.dumps(interpreter.score(r)) for r in records]
    assert sum('"wins": [{' in r for r in results) > len(records) // 4  # hands scored, not only errors
    scored = [json.loads(r) for r in results[len(adversarial.ruleset.examples):][:len(SHAPED)]]
    assert all("wins" in r for r in scored), scored  # each fixed group and knitted shape is taken


@pytest.mark.native
def test_names_chosen_to_collide_compile_to_c_and_score_alike_natively(adversarial, tmp_path):
    from tests.test_native import native_of
    native, python = native_of(adversarial, tmp_path)  # gcc failed on this C (d_y_done, FIXED_G_SETS)
    deferred = []
    native.bind(lambda record: deferred.append(1) or python(record))
    records = [e.record for e in adversarial.ruleset.examples] + adversarial_records()
    for record in records:
        assert json.dumps(native.score(record)) == json.dumps(python(record)), record
    assert len(deferred) < len(records) // 2  # scored natively, not handed back


@pytest.mark.node
def test_names_chosen_to_collide_score_alike_in_javascript(adversarial, tmp_path):
    from tests.test_js import js_matches_python
    js_matches_python(adversarial, tmp_path, [e.record for e in adversarial.ruleset.examples] + adversarial_records())


# ---------------------------------------------------------------- every identifier of a namespace is a spec name

def identifiers(text: str, language: str) -> set[str]:
    """The names generated code uses (not attribute or field names after `.` or `->`), its strings and
    comments left out."""
    if language == "python":
        out, before = set(), None
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.NAME and before != ".":
                out.add(token.string)
            if token.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT):
                before = token.string
        return out
    code = re.sub(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', " ", text, flags=re.S)
    return set(re.findall(r"(?<![.\w])(?<!->)[A-Za-z_]\w*", code))


def binders(node, out: set) -> set:
    """Every name a quantifier, a relation or a specialised form of the IR binds."""
    if isinstance(node, (list, tuple)):
        for item in node:
            binders(item, out)
    elif hasattr(node, "__dataclass_fields__"):
        for field in node.__dataclass_fields__:
            value = getattr(node, field)
            if field in ("binders", "among") and isinstance(value, tuple) and all(isinstance(b, str) for b in value):
                out.update(value)
            elif field == "binder" and isinstance(value, str):
                out.add(value)
            else:
                binders(value, out)
    return out


def names_by_kind(rs) -> dict[str, set[str]]:
    patterns = {p.id for p in rs.patterns}
    shapes, groups = {s.id for s in rs.shapes}, {g.id for s in rs.shapes for g, _n in s.groups}
    return {"define": {d.name for d in rs.definitions}, "pattern": patterns, "count": patterns, "value": patterns,
            "sum": set(rs.sums), "option": {o.name for o in rs.options},
            "flag": {f.name for f in rs.flags} | set(CONTRACT_FLAGS), "builtin": set(HAND_NAMES),
            # and the deal rules' own (each kong, player, penalty) and the seats of a payment its amount reads
            "local": binders(rs, set()) | {"k", "p", "seat"} | set(PAYMENT_SEATS),
            "part": set(rs.parts), "view": set(rs.plan.exported), "shape": shapes, "shape_before": shapes,
            "shape_number": shapes, "group": groups, "group_sets": groups}


def stray_names(text: str, language: str, rs) -> list[str]:
    """The identifiers of a namespace (compiler/naming.py) that are no name of the spec of its kind."""
    names = names_by_kind(rs)

    def of_spec(word: str, kinds=tuple(naming.PREFIXES)) -> bool:
        for kind in kinds:
            prefix = naming.PREFIXES[kind]
            if word.startswith(prefix):
                rest = word[len(prefix):]
                return rest in ({n.upper() for n in names[kind]} if kind in naming.UPPER else names[kind])
        return False

    stray = []
    for word in sorted(identifiers(text, language)):
        if word.startswith(naming.DERIVED["done"]):
            ok = of_spec(word[len(naming.DERIVED["done"]):], ("define", "builtin"))
        elif word.startswith(naming.DERIVED["at"]):
            rest = word[len(naming.DERIVED["at"]):]
            ok = rest == "patterns" or of_spec(rest, ("part",))
        elif any(word.startswith(prefix) for prefix in naming.PREFIXES.values()):
            ok = of_spec(word)
        else:
            continue
        if not ok:
            stray.append(word)
    return stray


RULESET_PART = "// ================================================================ ruleset"


def generated_texts(compiled) -> dict[str, str]:
    """The ruleset's generated code in each language (JavaScript's without the runtime inlined before it)."""
    c_source, why = compiled.native_source()
    assert c_source is not None, why
    js = compiled.js_source()
    return {"python": compiled.module_source, "c": c_source, "javascript": js[js.index(RULESET_PART):]}


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_every_namespaced_identifier_of_a_bundled_ruleset_is_a_name_of_its_spec(spec):
    compiled = compiled_bundled(spec.stem)
    for language, text in generated_texts(compiled).items():
        assert stray_names(text, language, compiled.optimised) == [], language


def test_every_namespaced_identifier_of_the_adversarial_spec_is_a_name_of_it(adversarial):
    texts = generated_texts(adversarial)
    for language, text in texts.items():
        assert stray_names(text, language, adversarial.optimised) == [], language
    # the audit sees them: a namespaced name of each kind, the flag of a lazy value among them
    assert {"d_y", "done_d_y", "d_y_done", "val_return", "FIXED_GROUP_G", "FIXED_SETS_G", "FIXED_GROUP_G_SETS",
            "w_int", "v_payer", "v_payee", "n_found", "n_found_count", "found_count"} <= identifiers(texts["c"], "c")
    # the C writes a part's list from the patterns found, each marked with its list; Python and JS keep one a part
    assert all("parts_register" in identifiers(texts[language], language) for language in ("python", "javascript"))
    assert {"shape_kn", "before_shape_kn", "shape_kn_before", "before_shape_kn_before"} <= identifiers(texts["python"], "python")


def test_the_audit_finds_a_helper_name_made_from_a_spec_name():
    """The check above is not vacuous: a flag named the old way (d_<name>_done) is a stray d_ name."""
    from compiler.pipeline import compile_spec as compile_
    compiled = compile_(ROOT / "tests" / "data" / "mini.yaml", "tests/data/mini.yaml")
    text = generated_texts(compiled)["c"].replace("done_b_waits", "b_waits_done").replace("val_lucky_win", "v_lucky_win")
    assert stray_names(text, "c", compiled.optimised) == ["b_waits_done", "v_lucky_win"]


def test_no_prefix_begins_another_and_spec_names_have_no_capitals():
    prefixes = list(naming.PREFIXES.values()) + list(naming.DERIVED.values())
    assert len(set(prefixes)) == len(prefixes)
    assert [(a, b) for a in prefixes for b in prefixes if a != b and b.startswith(a)] == []
    assert all(naming.PREFIXES[k].isupper() for k in naming.UPPER)
    from compiler.specformat import IDENT_RE
    assert IDENT_RE.pattern == "[a-z][a-z0-9_]*"  # what makes name(kind, n) one-to-one, and UPPER's capitals apart


# ---------------------------------------------------------------- no name of a runtime is in a namespace

def in_a_namespace(word: str) -> bool:
    return any(word.startswith(p) for p in (*naming.PREFIXES.values(), *naming.DERIVED.values()))


def test_no_name_the_python_runtime_exports_is_in_a_namespace():
    owner = emit.runtime_parts()[0]
    assert [name for name in owner if in_a_namespace(name)] == []
    assert [name for name in emit.SCORER_INTERFACE if in_a_namespace(name)] == []


def test_no_top_level_name_of_the_javascript_runtime_is_in_a_namespace():
    from compiler.emit_js import runtime_source
    top = re.findall(r"^(?:export )?(?:async )?(?:function\*?|const|let|var|class) +([A-Za-z_$][\w$]*)", runtime_source(), re.M)
    assert len(top) > 50 and [name for name in top if in_a_namespace(name)] == []


@pytest.mark.native
def test_no_macro_or_file_scope_name_of_the_c_runtime_is_in_a_namespace(tmp_path):
    """The macros mjc_runtime.h defines, with Python.h and the C library's, and the names it declares."""
    from compiler import native_build
    probe = tmp_path / "probe.c"
    probe.write_text("#include <mjc_runtime.h>\n", encoding="utf-8")
    done = subprocess.run([*native_build.compiler_command(), "-E", "-dM", "-I", str(native_build.python_headers()),
                           "-I", str(native_build.runtime_headers()), str(probe)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    macros = re.findall(r"^#define ([A-Za-z_]\w*)", done.stdout, re.M)
    assert len(macros) > 500 and [m for m in macros if in_a_namespace(m)] == []
    header = (ROOT / "compiler" / "runtime" / "mjc_runtime.h").read_text(encoding="utf-8")
    declared = re.findall(r"^(?:static |typedef )[^(;={]*?\b([A-Za-z_]\w*)\s*[(\[;=]", header, re.M)
    assert len(declared) > 100 and [name for name in declared if in_a_namespace(name)] == []


@pytest.mark.parametrize("ident", ["int", "bool", "list", "meld", "events", "held", "counter", "shown"])
def test_an_id_or_a_name_that_reads_like_a_runtime_name_compiles(tmp_path, ident):
    """`from . import _int as _native` (the ruleset int's native module) made the module import mjc.runtime's private
    _int, which it does not export: every compile of such a ruleset failed with an ImportError. A word of a string
    (a pattern's name) was taken for a runtime name the same way."""
    text = MINI_TEXT.replace("id: mini", f"id: {ident}", 1).replace("en: all pungs", "en: all pungs _as_is _int", 1)
    assert f"id: {ident}" in text and "_as_is _int" in text
    path = tmp_path / f"{ident}.yaml"
    path.write_text(text, encoding="utf-8")
    compiled = compile_spec(path, path.name)
    assert f"from . import _{ident} as _native" in compiled.module_source
    record = {"hand": "111222333m44455p", "win_tile": "5p", "by": "self_draw"}
    assert compiled.module().score(record) == Interpreter(compiled.ruleset).score(record)
