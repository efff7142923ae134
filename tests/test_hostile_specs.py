"""A spec is untrusted input: no text of it runs as code or breaks a generated module or a sheet.

The test walks the spec format itself (compiler/specformat.py), so a text field added later is
covered without touching this file: every text field must appear in the test's spec below.
"""

from __future__ import annotations

import builtins
import copy
import itertools
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from compiler import specformat as fmt
from compiler.errors import SpecErrors
from compiler.pipeline import compile_spec
from compiler.render import render_html, render_markdown
from compiler.verify import verify
from tests.conftest import MINI_TEXT

ROOT = Path(__file__).resolve().parent.parent

# Each payload tries to leave the place it is put in: a docstring, a string literal, a comment, a
# line of an indented block, a jinja template, an HTML or Markdown document.
ESCAPES = [
    'x"""\n__import__("builtins").MJC_PWNED = 1\n"""',
    "x'''\n__import__('builtins').MJC_PWNED = 1\n'''",
    'a\n        __import__("builtins").MJC_PWNED = 1\n    # ',
    "C:\\Users\\club\\new\\x00\\\\",
    "nul \x00 ls \u2028__import__('builtins').MJC_PWNED = 1\u2029 nel \x85 cr \r end",
    "{{ 7 * 7 }}{% if true %}jinja{% endif %}{# c #}",
    '<script>alert(1)</script><img src=x onerror="alert(2)">--> `code` | cell & [a](javascript:alert(3))',
    'c */ int mjc_pwned = 1; /* "\\"); abort(); ("??/ \\\n#include <stdlib.h>\n%s%n',
]

# STR fields whose text must have a form (tile notation, an id, a code): hostile text there is a
# spec error, never a crash. Every other text field takes any text.
STRUCTURED = {"extends", "tiles.hand", "tiles.flowers", "tiles.red", "tiles.wilds", "groups.tiles", "examples.expect.patterns", "examples.expect.error",
              "players.default"}


def text_fields(kind, path: str = ""):
    """The dotted paths of every text field of the spec format (STR and TEXT), lists and maps seen through."""
    if isinstance(kind, fmt.Record):
        for name, field in kind.fields.items():
            yield from text_fields(field.kind, f"{path}.{name}" if path else name)
    elif isinstance(kind, (fmt.ListOf, fmt.MapOf)):
        yield from text_fields(kind.item, path)
    elif isinstance(kind, fmt.Either):
        for option in kind.options:
            yield from text_fields(option, path)
    elif kind in (fmt.STR, fmt.TEXT):
        yield path
    elif kind is fmt.NAME:  # text, and a term of each players' language (its romanisation, or both parts)
        yield path
        for key in fmt.PLAYER_LANGUAGES:
            yield from text_fields(fmt.NAME_RECORD.fields[key].kind, f"{path}.{key}")


def places(data, path: list[str]):
    """(container, key) of every value at a dotted path of the spec's data."""
    if isinstance(data, list):
        for item in data:
            yield from places(item, path)
        return
    if not isinstance(data, dict):
        return
    head, rest = path[0], path[1:]
    if head not in data:
        return
    if not rest:
        yield data, head
        return
    child = data[head]
    if isinstance(child, dict) and head in MAPS:
        for value in child.values():
            yield from places(value, rest)
    else:
        yield from places(child, rest)


# Text fields in which {expression} quotes a number of the hand, and the prose in which {name}
# quotes a value of the spec (compiler/prose.py): a brace there is written {{ or }}.
PLACEHOLDERS = {"reject.message", "summary", "source.note", "shapes.description", "options.doc", "flags.doc",
                "define.doc", "patterns.description", "settlement.win.description", "settlement.kong.description",
                "settlement.player.description", "settlement.penalties.description", "scoring.description",
                "settlement.description"}

# Fields whose value is a mapping from names the spec chooses.
MAPS = {"options", "flags", "define", "penalties", "players"}


def every_field_spec() -> dict:
    """mini.yaml, with the parts it leaves out added, so that every text field of the format is there."""
    data = yaml.safe_load((ROOT / "tests" / "data" / "mini.yaml").read_text(encoding="utf-8"))
    data["source"] = {"title": "A made-up rule book", "file": "rules/mini.txt", "note": {"zh": "注", "en": "note"}}
    data["shapes"][0]["description"] = {"zh": "四组一对", "en": "four sets and a pair"}
    data["tiles"]["red"] = "0m"
    data["groups"] = [{"id": "odd_run", "name": {"zh": "跳顺", "en": "odd run"}, "tiles": ["159m"]}]
    data["shapes"].append({"id": "odd_run", "name": {"zh": "跳顺和", "en": "odd run hand"}, "groups": {"odd_run": 1},
                           "sets": 3, "pairs": 1})
    data["define"]["discard_payer"] = {"expr": data["define"]["discard_payer"], "doc": {"zh": "付钱的人", "en": "who pays"}}
    data["patterns"][0]["description"] = {"zh": "三副箭刻", "en": "three dragon pungs"}
    # the players' terms, in both forms: the romanisation alone, and its writing with it
    data["patterns"][0]["name"].update(ja="daisangen", yue={"term": "大三元", "romanised": "daai6 saam1 jyun4"})
    data["patterns"][1]["name"].update(ja={"term": "国士無双", "romanised": "kokushi musou"}, yue="sap6 saam1 jiu1")
    for rule in data["settlement"]["win"] + data["settlement"]["kong"] + data["settlement"]["player"]:
        rule["description"] = {"zh": "说明", "en": "a description"}
    data["settlement"]["penalties"]["false_win"]["description"] = {"zh": "说明", "en": "a description"}
    data["scoring"]["description"] = {"zh": "计分", "en": "how a hand scores"}
    data["settlement"]["description"] = {"zh": "结算", "en": "who pays"}
    data["examples"][0].update(section="1", note="a note")
    data["unrealisable"] = [{"cite": "a number", "section": "2", "reason": "no such hand"}]
    data["players"] = {"void": {"type": "suit", "default": "m", "doc": {"zh": "定缺", "en": "the suit played without"}}}
    return data


def coverage(data: dict) -> dict[str, list]:
    return {path: list(places(data, path.split("."))) for path in text_fields(fmt.SPEC)}


def write(tmp_path: Path, data: dict, name: str = "hostile.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data, allow_unicode=False), encoding="utf-8")
    return path


def run_everything(path: Path, shown: str) -> None:
    """Compile, import, score every example and render both sheets, as `mjc build` does."""
    compiled = compile_spec(path, shown)
    compile(compiled.module_source, shown, "exec")  # the module text is valid Python
    outcomes = verify(compiled)  # runs the module on every example: every settlement rule's line
    assert all(o.ok for o in outcomes), [o.problems for o in outcomes if not o.ok]
    markdown = render_markdown(compiled.ruleset, outcomes)
    html = render_html(compiled.ruleset, outcomes)
    assert not hasattr(builtins, "MJC_PWNED"), "spec text ran as code"
    # In Markdown, a code span shows its text as it is; anywhere else no tag of the spec's may start.
    for sheet in (without_code_spans(markdown), html):
        assert "<script" not in sheet and "<img" not in sheet
    return compiled, markdown


def without_code_spans(markdown: str) -> str:
    return re.sub(r"(`+)(?!`).*?(?<!`)\1(?!`)", "", markdown)


def test_every_text_field_of_the_format_is_in_the_test_spec():
    data = every_field_spec()
    data["tiles"]["wilds"] = "9s"  # tile notation (STRUCTURED), kept out of the spec the tests run: a wild changes
    # what mini's examples score; tests/test_wilds.py gives it broken values
    missing = [path for path, found in coverage(data).items() if not found and path != "extends"]
    assert not missing, f"add these fields to every_field_spec() so the hostile-text tests reach them: {missing}"


@pytest.mark.parametrize("payload", ESCAPES, ids=range(len(ESCAPES)))
def test_hostile_text_in_every_free_text_field_runs_nothing(tmp_path, payload):
    data = every_field_spec()
    for path, found in coverage(data).items():
        if path not in STRUCTURED:
            text = payload.replace("{", "(").replace("}", ")") if path in PLACEHOLDERS else payload
            for container, key in found:
                value = container[key]
                if not isinstance(value, dict):
                    container[key] = text
                elif "zh" in value or "en" in value:  # in place: a name's terms are reached by their own paths
                    value.update(zh=text, en=text)
    for i, example in enumerate(data["examples"]):
        example["id"] += str(i)  # ids are unique
    compiled, markdown = run_everything(write(tmp_path, data), "specs/hostile.yaml")
    rs = compiled.ruleset
    # The text arrives whole: as data in the module, and as escaped text on the sheet.
    module = compiled.module()
    assert module.RULESET_NAME == (payload, payload)
    assert module.SPEC_FILE == "specs/hostile.yaml"
    assert rs.patterns[0].name.en == payload
    assert [(t.term, t.romanised) for t in rs.patterns[1].name.terms] == [(payload, payload), (payload, payload)]
    result = module.score(copy.deepcopy(data["examples"][0]["record"]))
    assert result["payments"][0]["reason"] == payload
    from tests.test_native import native_build, native_of
    if native_build.compiler_missing() is None:  # the C source compiles and carries the text whole too
        native, python = native_of(compiled, tmp_path)
        for example in data["examples"]:
            assert native.score(copy.deepcopy(example["record"])) == python(copy.deepcopy(example["record"]))
    from tests.conftest import node_missing
    if node_missing() is None:  # the JavaScript module carries the text whole too, and cannot end a page's script
        from tests.test_js import run_js
        source = compiled.js_source()
        assert "</script" not in source.lower() and "<!--" not in source
        (tmp_path / "hostile.mjs").write_text(source, encoding="utf-8")
        records = [example["record"] for example in data["examples"]]
        assert run_js(tmp_path / "hostile.mjs", records) == \
            [json.dumps(module.score(copy.deepcopy(r)), ensure_ascii=False) for r in records]
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in markdown if "<script>" in payload else True
    if "[a](" in payload:  # no link, no code span of the spec's own making: its marks are escaped
        assert "[a](" not in without_code_spans(markdown) and "[a\\](javascript" in markdown
        assert "\\`code\\`" in markdown


def test_markdown_text_never_formats_itself():
    from compiler.escape import markdown_text
    assert markdown_text("**8** fan _each_ [x](http://a) `y` \\") == \
        "\\*\\*8\\*\\* fan \\_each\\_ [x\\](http://a) \\`y\\` \\\\"
    # Underscores inside a word and a list's brackets are no marks: they stay as written.
    assert markdown_text("min_fan_counts_flowers [8, -8]") == "min_fan_counts_flowers [8, -8]"
    # Nor a block: a line break is a space, and a heading's, list's or rule's mark that starts the text is escaped.
    assert markdown_text("x\n\n# H\n- i") == "x  # H - i"
    assert [markdown_text(t) for t in ("# H", "- i", "+ i", "12. i", "3) i", "---", "===", "#8", "-8", "3.5 fan")] == \
        ["\\# H", "\\- i", "\\+ i", "12\\. i", "3\\) i", "\\---", "\\===", "#8", "-8", "3.5 fan"]
    assert markdown_text("a --> b > c") == "a --&gt; b &gt; c"  # no blockquote, and the sheet's first comment holds
    # Nor a fence of tildes, nor code by indenting: the text's leading spaces and tabs go (a paragraph drops them).
    assert [markdown_text(t) for t in ("~~~ a", "\tcode", "    code", "a ~~~ b")] == \
        ["\\~~~ a", "code", "code", "a ~~~ b"]


def test_spec_text_starts_no_block_of_a_markdown_sheet(tmp_path):
    """A summary, a pattern's name and a description with line breaks and block marks (`# `, `- `, `---`) put a
    heading, a list item and a rule of their own into the Markdown sheet; and a spec file named `a -->` ended the
    sheet's first comment early. They are now text."""
    from tests.test_cli import mjc
    summary = 'summary: "# INJECTED heading\\n- injected item\\n---\\n"'
    text = re.sub(r"(?m)^summary: .*$", lambda m: summary, MINI_TEXT, count=1)
    text = text.replace("name: {zh: 大三元, en: big three dragons}",
                        'name: {zh: "大三元\\n\\n# injected zh", en: "big\\n- injected en"}', 1)
    spec = tmp_path / "a --> b.yaml"
    spec.write_text(text, encoding="utf-8")
    done = mjc("doc", str(spec), "--format", "md", cwd=tmp_path)
    sheet, lines = done.stdout, done.stdout.splitlines()
    assert done.returncode == 0, done.stderr
    assert lines[0].startswith("<!-- Generated by mjc from a --&gt; b.yaml") and lines[0].count("-->") == 1
    assert not any(line.lstrip().startswith(("# INJ", "- inj", "# inj", "---")) for line in lines), sheet
    assert "\\# INJECTED heading - injected item ---\n" in sheet and "| 大三元  # injected zh | big - injected en |" in sheet


@pytest.mark.parametrize("field", sorted(STRUCTURED))
@pytest.mark.parametrize("payload", ESCAPES, ids=range(len(ESCAPES)))
def test_hostile_text_in_a_structured_field_is_a_spec_error(tmp_path, field, payload):
    data = every_field_spec()
    container, key = (coverage(data)[field] or [(data, field)])[0]  # `extends` is not in the test spec
    container[key] = [payload] if isinstance(container.get(key), list) else payload
    with pytest.raises(SpecErrors) as caught:
        compile_spec(write(tmp_path, data), "specs/hostile.yaml")
    assert caught.value.errors
    assert not hasattr(builtins, "MJC_PWNED")


@pytest.mark.parametrize("name", [
    'x"""\n__import__("builtins").MJC_PWNED = 1\n"""',
    "C:\\Users\\club\\rules.yaml",
    "spec\u2028__import__('builtins').MJC_PWNED = 1",
    "<script>alert(1)</script>.yaml",
])
def test_hostile_file_name_runs_nothing(tmp_path, name):
    path = write(tmp_path, every_field_spec(), "plain.yaml")
    compiled, markdown = run_everything(path, name)
    assert compiled.module().SPEC_FILE == name
    assert name not in markdown or "<" not in name


@pytest.mark.parametrize("text, at", [
    ('name: {zh: 迷你, en: "mini \\ud800"}', "name"),
    ('    name: {zh: "碰\\udc00碰和", en: all pungs}', "    name"),
    ('    when: "shape == standard and count(sets) == 4 and \'\\ud83d\' == \'x\'"', "    when"),
])
def test_half_of_a_utf16_pair_in_spec_text_is_a_spec_error(tmp_path, text, at):
    """YAML's escape "\\ud800" gave a text no UTF-8 sheet, page or PDF could hold: doc, build and impact raised
    UnicodeEncodeError."""
    lines = MINI_TEXT.splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith(at + ":"))
    lines[index] = text
    path = tmp_path / "half.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SpecErrors) as info:
        compile_spec(path, "half.yaml")
    (error,) = info.value.errors
    assert error.message.startswith("a text holding half of a UTF-16 pair (\\u") and error.span.line == index + 1
    assert error.hint == "write the character itself, or both halves of its pair as one escape: \\U0001F600"


def test_a_spec_file_name_that_is_not_utf8_is_shown_with_a_replacement_character(tmp_path):
    """A house spec named with a byte that is no UTF-8 (h\\xfe.yaml): check, score, doc and impact raised
    UnicodeEncodeError where the name was hashed, written in a sheet or drawn in a plot."""
    name = "h\udcfe.yaml"  # as Python holds the name b"h\xfe.yaml"
    (tmp_path / "h\udcfe.yaml").write_text("mjc: 1\nextends: nanning\nid: odd\nname: {zh: 怪, en: odd}\n",
                                           encoding="utf-8")
    (tmp_path / "r.jsonl").write_text('{"hand": "123m456p789s1z", "win_tile": "1z", "by": "self_draw", "melds": '
                                      '[{"kind": "pung", "tiles": "222s", "from": 2}]}\n', encoding="utf-8")
    env = {"PYTHONPATH": str(Path(__file__).resolve().parents[1]), "PATH": "/usr/bin:/bin"}
    for command in (["check", name], ["score", "-r", name, "r.jsonl"], ["doc", name, "-o", "s.md"],
                    ["doc", name, "-o", "s.html"], ["impact", "nanning", name, "--records", "r.jsonl", "-o", "i.html"]):
        done = subprocess.run([sys.executable, "-m", "compiler", *command], capture_output=True, cwd=tmp_path,
                              env=env, timeout=300)
        assert done.returncode == 0 and b"Traceback" not in done.stderr, (command, done.stderr)
    assert "h\ufffd.yaml" in (tmp_path / "s.md").read_text(encoding="utf-8")
    assert "h\ufffd.yaml" in (tmp_path / "i.html").read_text(encoding="utf-8")


def test_two_specs_with_one_id_are_refused_and_neither_is_written(tmp_path):
    from tests.test_cli import mjc
    (tmp_path / "specs").mkdir()
    for name in ("mini.yaml", "mini_copy.yaml"):
        shutil.copy(ROOT / "tests" / "data" / "mini.yaml", tmp_path / "specs" / name)
    for command in ("check", "build"):
        proc = mjc("--root", str(tmp_path), command)
        assert proc.returncode == 1, proc.stdout + proc.stderr
        assert ("error: specs/mini.yaml and specs/mini_copy.yaml both have the id 'mini': a ruleset's scorer and "
                "sheets are named by its id, so one would overwrite the other") in proc.stderr
        assert "give each spec its own id; neither is written" in proc.stderr
    assert not (tmp_path / "generated").exists() and not (tmp_path / "docs").exists()


def test_every_format_character_reaches_a_terminal_as_an_escape(tmp_path):
    """U+061C (a bidi mark), U+180E, U+2060 and U+00AD in a spec's line that an error quotes reached the terminal
    as they were: every character of Unicode's category Cf is now shown as an escape, as the controls are."""
    import unicodedata

    from compiler.escape import terminal_line
    from tests.test_cli import mjc
    formats = [chr(c) for c in range(0x110000) if unicodedata.category(chr(c)) == "Cf"]
    assert [c for c in formats if terminal_line(c) == c] == []
    spec = tmp_path / "bidi.yaml"
    spec.write_text(MINI_TEXT.replace("id: mini\n", "id: mini\nfoo: 1  # \u061c\u180e\u2060\u00ad\n", 1), encoding="utf-8")
    done = mjc("check", str(spec), cwd=tmp_path)
    assert done.returncode != 0 and "\\u061c\\u180e\\u2060\\xad" in done.stderr, done.stderr
    assert not any(c in done.stderr for c in formats)


def test_spec_text_reaches_a_terminal_without_its_control_characters(tmp_path):
    from tests.test_cli import mjc
    text = (ROOT / "tests" / "data" / "mini.yaml").read_text(encoding="utf-8")
    text = text.replace("  - id: dragons-self-draw\n", '  - id: "dragons\\e]0;owned\\a\\e[2J"\n', 1)
    spec = tmp_path / "mini.yaml"
    spec.write_text(text, encoding="utf-8")
    proc = mjc("check", str(spec))
    assert proc.returncode == 0, proc.stderr
    assert "\x1b" not in proc.stdout and "\x07" not in proc.stdout
    assert "dragons\\x1b]0;owned\\x07\\x1b[2J" in proc.stdout
    broken = tmp_path / "broken.yaml"
    broken.write_text(text.replace("id: mini\n", 'id: mini\nsummary: "\\e[31m" x: y\n'), encoding="utf-8")
    proc = mjc("check", str(broken))
    assert proc.returncode != 0 and "\x1b" not in proc.stderr


# ---------------------------------------------------------------- specs that ask for too much work

def _costly_specs() -> dict[str, tuple[str, str | None]]:
    """Specs that took minutes or hours to check, and what `mjc check` says of each (None: it checks them)."""
    numbers = "[" + ", ".join(str(i) for i in range(30)) + "]"
    tiles = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]

    def patterns(*extra: str) -> str:
        return MINI_TEXT.replace("  - id: all_pungs\n", "".join(extra) + "  - id: all_pungs\n", 1)

    big = " + ".join(f"x * {i % 7 + 1}" for i in range(1_000))
    uses = " + ".join(f"big(count(melds) + {i})" for i in range(160))
    duos = ", ".join(f'"{a}{b}"' for a, b in itertools.combinations(tiles, 2))
    return {
        # worked out for every tile at compile time: 30 ** 4 sums for each flower
        "tile condition": (patterns(
            '  - id: costly\n    name: {zh: 贵, en: costly}\n    when: "any(t in tiles: t.is_flower and '
            f'any(a in {numbers}: any(b in {numbers}: any(c in {numbers}: any(d in {numbers}: '
            'a + b + c + d == 200)))))"\n'), "could take 161,888,311 steps for one hand"),
        # tabulated by a search of the four sets' tiles: 900 sums for each order
        "relation": (patterns(
            '  - id: costly\n    name: {zh: 贵, en: costly}\n    among: "a, b, c, d in sets"\n'
            f'    when: "a.tile.is_wind and any(x in {numbers}: any(y in {numbers}: '
            'a.number + x == b.number + c.number + d.number + y + 100))"\n'),
                     "steps for one hand; an expression may take at most 200,000"),
        # six quantifiers over 30 numbers: a minute for each record
        "one record": (patterns(
            '  - id: costly\n    name: {zh: 贵, en: costly}\n    when: "'
            + "".join(f"any({v} in {numbers}: " for v in "abcdef") + 'a + b + c + d + e + f == 1000 + count(melds)'
            + ")" * 6 + '"\n'), "could take 13,197,413,791 steps for one hand"),
        # 160 copies of 7,000 operations
        "written out": (patterns(f'  - id: costly\n    name: {{zh: 贵, en: costly}}\n    when: "{uses} > 1"\n')
                        .replace("define:\n", f'define:\n  big:\n    params: [x]\n    expr: "{big}"\n', 1),
                        "big(...) written out here brings this spec to"),
        # fourteen different tiles make seven of these in 135,135 ways
        "readings": (MINI_TEXT.replace("shapes:\n", f"groups:\n  - id: duo\n    name: {{zh: 对, en: duo}}\n    tiles: "
                                                    f"[{duos}]\nshapes:\n  - id: duos\n    name: {{zh: 七对子, en: "
                                                    "seven duos}\n    groups: {duo: 7}\n", 1),
                     "shape 'duos' could read one hand in up to"),
    }


@pytest.mark.parametrize("kind", list(_costly_specs()))
def test_a_spec_that_asks_for_too_much_work_is_checked_in_seconds(tmp_path, kind):
    text, said = _costly_specs()[kind]
    path = tmp_path / "costly.yaml"
    path.write_text(text, encoding="utf-8")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "compiler", "check", str(path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert time.perf_counter() - started < 30
    if said is None:  # a table it cannot make in its budget is left out: the examples score as they did
        assert done.returncode == 0, done.stderr
        assert "7/7   examples pass" in done.stdout
    else:
        assert done.returncode != 0 and "costly.yaml:" in done.stderr and said in done.stderr, done.stderr
        assert "Traceback" not in done.stderr


def test_a_long_chain_of_definitions_quoted_in_prose_is_worked_out_at_once(tmp_path):
    # Each definition reads the one before twice: worked out anew at each use, 30 of them took hours.
    chain = ['  d0: "1"'] + [f'  d{i}: "if d{i - 1} > 0 then d{i - 1} else d{i - 1}"' for i in range(1, 31)]
    text = MINI_TEXT.replace("\ndefine:\n", "\ndefine:\n" + "\n".join(chain) + "\n", 1)
    text = text.replace("summary: A test ruleset", "summary: A test ruleset ({d30})", 1)
    path = tmp_path / "chain.yaml"
    path.write_text(text, encoding="utf-8")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "compiler", "doc", str(path), "--format", "md"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert time.perf_counter() - started < 20 and done.returncode == 0, done.stderr
    assert "A test ruleset (1)" in done.stdout


def test_a_spec_file_name_or_text_forges_no_line_of_check_doc_or_build(tmp_path):
    """A spec named "bad<ESC>[31mRED<LF>mjc: all good.yaml" sent its ESC to the terminal and printed a forged "mjc:"
    line in check, build and doc; an example's cite with line breaks forged check's lines; doc's "wrote" line sent
    an -o name's ESC. Each such line now shows ESC and a line break as escapes."""
    forged = "mjc: all good.yaml: 0 errors"
    bad = tmp_path / f"bad\x1b[31mRED\n{forged}.yaml"
    bad.write_text("id: x\nfoo: [\n", encoding="utf-8")
    spec = (ROOT / "specs" / "riichi.yaml").read_text(encoding="utf-8")
    example = '  cite: "riichi: 1 han, closed only"'
    at = spec.index(example)
    failing = spec[at:].replace("    total: 1300\n", "    total: 1301\n", 1)  # the example fails: its cite is shown
    cited = tmp_path / "cited.yaml"
    cited.write_text(spec[:at] + failing.replace(example, '  cite: "x\\n  ok  forged-example  all fine\\nriichi: 99 '
                                                         'examples, all pass"', 1), encoding="utf-8")
    runs = [["check", str(bad)], ["doc", str(bad)], ["build", str(bad)],
            ["doc", str(ROOT / "specs" / "riichi.yaml"), "-o", str(tmp_path / "o\x1b[32m\nx.md")]]
    for command in runs:
        done = subprocess.run([sys.executable, "-m", "compiler", *command], capture_output=True, text=True,
                              cwd=ROOT, timeout=300)
        out = done.stdout + done.stderr
        assert "\x1b" not in out and forged not in out.splitlines() and "x.md" not in out.splitlines(), out
    checked = subprocess.run([sys.executable, "-m", "compiler", "check", str(cited)], capture_output=True,
                             text=True, cwd=ROOT, timeout=300)
    assert "FAIL" in checked.stdout and "forged-example" in checked.stdout, checked.stdout
    assert "riichi: 99 examples, all pass" not in checked.stdout.splitlines(), checked.stdout


def test_a_line_break_in_a_spec_or_record_text_forges_no_line_of_a_message_or_report(tmp_path):
    """A line break in a value an error quotes (a spec's id), in a spec file's name (`mjc ir`), or in a pattern's
    name (`score --explain`, impact's summary) started a forged line of the output; each is now shown as \\n."""
    from tests.test_cli import mjc
    forged = "mjc: forged"
    text = MINI_TEXT.replace("name: {zh: 大三元, en: big three dragons}",
                             f'name: {{zh: "大三元\\n{forged}", en: "big\\n{forged}"}}', 1)
    spec = tmp_path / "m.yaml"
    spec.write_text(text, encoding="utf-8")
    other = tmp_path / "m2.yaml"  # big_dragons never counts here, so impact names it as a pattern that vanishes
    other.write_text(text.replace('when: "count(dragon_pungs) == 3"', 'when: "count(dragon_pungs) == 4"', 1)
                     .replace("id: mini\n", "id: mini2\n", 1), encoding="utf-8")
    badly_named = tmp_path / f"n\n{forged}.yaml"
    badly_named.write_text(text, encoding="utf-8")
    bad_id = tmp_path / "bad_id.yaml"
    bad_id.write_text(text.replace("id: mini\n", f'id: "x\\n{forged}"\n', 1), encoding="utf-8")
    records = tmp_path / "r.jsonl"
    records.write_text('{"hand": "555666777z123m9p", "win_tile": "9p", "by": "self_draw"}\n', encoding="utf-8")
    runs = {"check": (["check", str(bad_id)], "is not a name"), "ir": (["ir", str(badly_named)], "ruleset mini"),
            "explain": (["score", "-r", str(spec), "--explain", str(records)], "big_dragons   88"),
            "impact": (["impact", str(spec), str(other), "--records", str(records), "-o", str(tmp_path / "i.html")],
                       "(big_dragons): 1 -> 0, vanishes")}
    for name, (command, expected) in runs.items():
        done = mjc(*command, cwd=tmp_path)
        lines = (done.stdout + done.stderr).splitlines()
        assert not any(line.startswith(forged) for line in lines), (name, lines)
        assert any(expected in line and f"\\n{forged}" in line for line in lines), (name, lines)
