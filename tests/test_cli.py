"""The mjc command, run as a user runs it: in a subprocess, reading its output and exit code."""

import json
import os
import re
import shutil
import subprocess
import sys

import jsonschema
import pytest
import yaml

from tests.conftest import ROOT, fresh_copy


def mjc(*args, stdin=None, cwd=ROOT):
    proc = subprocess.run([sys.executable, "-m", "compiler", *args], input=stdin, capture_output=True,
                          text=True, cwd=cwd, timeout=120, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


@pytest.mark.parametrize("command", [[], ["check"], ["build"], ["score"], ["simulate"], ["log"], ["impact"]])
def test_help(command):
    proc = mjc(*command, "--help")
    assert proc.returncode == 0
    assert "usage: mjc" in proc.stdout


def test_check_passes_and_prints_a_table():
    proc = mjc("check", "specs/nanning.yaml")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "ok   base-plain-discard" in proc.stdout
    assert "nanning     13 patterns  157/157 examples pass  9 unrealisable listed" in proc.stdout


def test_check_fails_on_a_wrong_example(tmp_path):
    text = (ROOT / "specs" / "nanning.yaml").read_text(encoding="utf-8")
    text = text.replace("    total: 2\n    deltas: [2, 0, -2, 0]", "    total: 3\n    deltas: [3, 0, -3, 0]", 1)
    spec = tmp_path / "nanning.yaml"
    spec.write_text(text, encoding="utf-8")
    proc = mjc("check", "-q", str(spec))
    assert proc.returncode == 1
    assert "FAIL base-plain-discard" in proc.stdout
    assert "deltas: expected [3, 0, -3, 0], got [2, 0, -2, 0]" in proc.stdout
    assert "total: expected 3, got 2" in proc.stdout


def test_broken_spec_exits_non_zero_with_a_positioned_message(tmp_path):
    spec = tmp_path / "house.yaml"
    spec.write_text((ROOT / "tests" / "data" / "mini.yaml").read_text(encoding="utf-8")
                    .replace('when: "lucky"', 'when: "lucy"'), encoding="utf-8")
    proc = mjc("check", str(spec))
    assert proc.returncode == 1
    assert "house.yaml:" in proc.stderr and "unknown name 'lucy' here" in proc.stderr
    assert "did you mean 'lucky'?" in proc.stderr and "^^^^" in proc.stderr


def test_unknown_ruleset_and_missing_file():
    proc = mjc("score", "-r", "nanjng")
    assert proc.returncode == 2 and "unknown ruleset 'nanjng'" in proc.stderr
    proc = mjc("check", "no/such/spec.yaml")
    assert proc.returncode == 2 and "no spec file" in proc.stderr
    proc = mjc("check", "specs/")
    assert proc.returncode == 2 and "specs/ is a folder: name a spec file in it" in proc.stderr


def test_build_writes_modules_and_sheets(tmp_path):
    (tmp_path / "specs").mkdir()
    shutil.copy(ROOT / "tests" / "data" / "mini.yaml", tmp_path / "specs" / "mini.yaml")
    proc = mjc("--root", str(tmp_path), "build")
    assert proc.returncode == 0, proc.stderr
    assert "mini" in proc.stdout and "7/7   examples pass" in proc.stdout and "built 1 ruleset" in proc.stdout
    golden = (ROOT / "tests" / "golden" / "mini.py").read_text().replace("tests/data/mini.yaml", "specs/mini.yaml")
    # the build key is that of the C, which names the spec's path too: the key its first line states
    key = (tmp_path / "generated" / "mini.c").read_text().split('"')[1]
    golden = re.sub(r"^BUILD_KEY = '[0-9a-f]{64}'", f"BUILD_KEY = '{key}'", golden, flags=re.M)
    assert (tmp_path / "generated" / "mini.py").read_text() == golden
    assert (tmp_path / "docs" / "rules" / "mini.md").exists()
    assert (tmp_path / "generated" / "__init__.py").exists()


def test_score_reads_and_writes_json_lines_and_survives_bad_lines():
    records = [
        {"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}],
         "win_tile": "9s", "by": "discard", "from": 2},
        "not json",
        {"hand": "12m", "win_tile": "9s", "by": "discard", "from": 2},
        {"players": [{}, {}, {}, {}], "wins": [], "penalties": [{"type": "false_win", "seat": 2}]},
    ]
    lines = "\n".join(r if isinstance(r, str) else json.dumps(r) for r in records) + "\n\n"
    proc = mjc("score", "-r", "nanning", stdin=lines)
    assert proc.returncode == 1
    out = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(out) == 4
    assert out[0]["deltas"] == [2, 0, -2, 0] and out[0]["wins"][0]["total"] == 2
    assert out[1]["error"]["code"] == "bad_json"
    assert out[2]["error"]["code"] == "tile_count" and out[2]["error"]["message"].startswith("line 3: ")
    assert out[3]["deltas"] == [10, 10, -30, 10]
    assert "2 records failed (lines 2, 3)" in proc.stderr


def test_score_reads_a_file_of_any_bytes_line_by_line(tmp_path):
    """A line that is not UTF-8, or nested too deep for the JSON reader, is one failed record; a BOM
    may open the file; every other line is scored."""
    good = json.dumps({"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}).encode()
    path = tmp_path / "in.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + good + b"\n\xff\xfe not text\n" + b"[" * 100000 + b"]" * 100000 + b"\n" + good + b"\n")
    proc = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "nanning", str(path)], capture_output=True,
                          cwd=ROOT, timeout=120, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert b"Traceback" not in proc.stderr, proc.stderr
    out = [json.loads(line) for line in proc.stdout.decode("utf-8").splitlines()]
    assert [r["wins"][0]["total"] if "wins" in r else r["error"]["code"] for r in out] == [12, "bad_json", "bad_json", 12]
    assert out[1]["error"]["message"].startswith("line 2: not UTF-8 text")
    assert "2 records failed (lines 2, 3)" in proc.stderr.decode("utf-8")


def test_records_are_read_from_text_streams_too():
    import io
    from compiler.lines import read_records
    from compiler import runtime as rt
    read = list(read_records(io.StringIO('\ufeff{"hand": "1m"}\n\n[\n'), rt))
    assert read[0] == (1, {"hand": "1m"}, None) and read[1][0] == 3 and read[1][2]["error"]["code"] == "bad_json"


def test_score_explain_and_a_spec_path(tmp_path):
    record = {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "context": {"last_tile": True}}
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps(record) + "\n")
    proc = mjc("score", "--explain", "-r", "specs/nanning.yaml", str(path))
    assert proc.returncode == 0, proc.stderr
    assert "seat 0 wins: total 24 points" in proc.stdout
    assert "海底捞月" in proc.stdout
    assert "seat 1 pays seat 0     8  自摸 (self-draw)" in proc.stdout
    assert "deltas +24 -8 -8 -8" in proc.stdout


def test_explain_lines_up_chinese_names_and_long_ids():
    from compiler.lines import display_width, explain
    result = {"deltas": [35, -19, -8, -8], "payments": [], "wins": [{"winner": 0, "total": 11, "unit": "fan", "patterns": [
        {"id": "mixed_straight", "name": "花龙", "value": 8, "count": 1},
        {"id": "pung_of_terminals_or_honors", "name": "幺九刻", "value": 1, "count": 2}]}]}
    rows = explain(result, 1).splitlines()[2:4]
    assert rows == ["    花龙    mixed_straight                 8",
                    "    幺九刻  pung_of_terminals_or_honors    1 × 2"]
    assert display_width("花龙 a") == 6


def test_build_outside_a_project_says_where_it_looked(tmp_path):
    proc = mjc("build", cwd=tmp_path)
    assert proc.returncode == 2 and "no specs found in specs: run mjc in the project folder, give it with --root" in proc.stderr


def test_new_writes_a_starter_that_compiles_and_refuses_to_overwrite(tmp_path):
    proc = mjc("new", "club", "--from", "mcr", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "specs" / "club.yaml").read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=spec.schema.json\n")
    assert "extends: mcr" in text and "min_fan: {default: 8}" in text and "# kong_pair_5: {default: false}" in text
    assert mjc("check", "specs/club.yaml", cwd=tmp_path).returncode == 0
    again = mjc("new", "club", "--from", "mcr", cwd=tmp_path)
    assert again.returncode == 2 and "exists already" in again.stderr
    assert mjc("new", "Club!", "--from", "mcr", cwd=tmp_path).returncode == 2
    own = mjc("new", "mcr", "--from", "mcr", cwd=tmp_path)  # `extends: mcr` would find the new file itself
    assert own.returncode == 2 and "needs an id of its own" in own.stderr and not (tmp_path / "specs" / "mcr.yaml").exists()


def test_new_writes_the_schema_beside_the_spec_so_the_folder_can_move(tmp_path):
    shipped = (ROOT / "compiler" / "spec.schema.json").read_text(encoding="utf-8")
    said = "specs/spec.schema.json: the spec format, which editors check specs with (their first line names it)"
    (tmp_path / "a").mkdir()
    first = mjc("new", "club", "--from", "mcr", cwd=tmp_path / "a")
    assert first.returncode == 0 and first.stdout.splitlines()[1] == f"wrote {said}", first.stdout + first.stderr
    moved = tmp_path / "b"
    (tmp_path / "a").rename(moved)  # the folder moves, as to another machine: its first line still names the schema
    spec = (moved / "specs" / "club.yaml").read_text(encoding="utf-8")
    named = moved / "specs" / spec.splitlines()[0].removeprefix("# yaml-language-server: $schema=")
    assert named.read_text(encoding="utf-8") == shipped
    jsonschema.validate(yaml.safe_load(spec), json.loads(shipped))
    # the next mjc new leaves a schema that is this mjc's, and brings another (an older mjc's) up to date
    assert len(mjc("new", "club2", "--from", "nanning", cwd=moved).stdout.splitlines()) == 2
    named.write_text('{"title": "an older format"}\n', encoding="utf-8")
    again = mjc("new", "club3", "--from", "nanning", cwd=moved)
    assert again.stdout.splitlines()[1] == f"updated {said}" and named.read_text(encoding="utf-8") == shipped
    named.unlink()
    named.mkdir()
    blocked = mjc("new", "club4", "--from", "nanning", cwd=moved)
    assert blocked.returncode == 2 and "cannot write specs/spec.schema.json: it is a folder" in blocked.stderr


def test_set_changes_an_option_and_names_a_misspelt_one():
    proc = mjc("check", "-q", "nanning", "--set", "concealed_base=false")
    assert proc.returncode == 0
    proc = mjc("check", "-q", "nanning", "--set", "concealed_bace=false")
    assert proc.returncode == 1 and "did you mean 'concealed_base'?" in proc.stderr
    proc = mjc("check", "-q", "nanning", "--set", "concealed_base")
    assert proc.returncode == 2 and "--set takes option=value" in proc.stderr


def test_schema_command_prints_the_shipped_schema():
    proc = mjc("schema")
    assert proc.returncode == 0
    assert proc.stdout == (ROOT / "compiler" / "spec.schema.json").read_text(encoding="utf-8")


def test_doc_takes_its_format_from_the_output_suffix(tmp_path):
    proc = mjc("doc", "nanning", "-o", str(tmp_path / "sheet.md"))
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "sheet.md").read_text(encoding="utf-8").startswith("<!-- Generated by mjc")
    assert "\n# " in (tmp_path / "sheet.md").read_text(encoding="utf-8")  # Markdown, not HTML
    clash = mjc("doc", "nanning", "--format", "html", "-o", str(tmp_path / "sheet.pdf"))
    assert clash.returncode == 2 and "names a .pdf file, but --format is html" in clash.stderr
    assert not (tmp_path / "sheet.pdf").exists()


def test_an_html_sheet_is_written_with_the_calculator_page_it_links_to(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    proc = mjc("doc", "nanning", "-o", str(out / "nanning.html"))  # from the project, as mjc build compiles it
    assert proc.returncode == 0, proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"wrote {out}/nanning.html (")
    assert lines[1].startswith(f"wrote {out}/nanning-calculator.html (") and \
        lines[1].endswith(" KiB), the calculator page the sheet links to")
    sheet = (tmp_path / "out" / "nanning.html").read_text(encoding="utf-8")
    assert '<a class="calculator-link" href="nanning-calculator.html">' in sheet
    # the page mjc build writes, which links back to the sheet
    page = (tmp_path / "out" / "nanning-calculator.html").read_text(encoding="utf-8")
    assert page == (ROOT / "docs" / "rules" / "nanning-calculator.html").read_text(encoding="utf-8")
    assert '<a href="nanning.html">' in page
    # Markdown and standard output have no link to follow: nothing more is written
    assert mjc("doc", "nanning_dapao9", "-o", "sheet.md", cwd=tmp_path).stderr.startswith("wrote sheet.md (")
    assert mjc("doc", "nanning_dapao9", cwd=tmp_path).stdout.startswith("<!DOCTYPE html>")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "sheet.md"]
    clash = mjc("doc", "nanning", "-o", "nanning-calculator.html", cwd=tmp_path)
    assert clash.returncode == 2 and "is the name of the calculator page the sheet links to: name the sheet " \
        "nanning.html" in clash.stderr and not (tmp_path / "nanning-calculator.html").exists()


def test_a_mistyped_root_is_refused_and_new_names_its_file_as_typed(tmp_path):
    missing = mjc("--root", str(tmp_path / "nowhere"), "new", "club", "--from", "nanning")
    assert missing.returncode == 2 and "no such folder" in missing.stderr and not (tmp_path / "nowhere").exists()
    (tmp_path / "club").mkdir()
    made = mjc("--root", "club", "new", "ours", "--from", "nanning", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    assert "mjc check club/specs/ours.yaml" in made.stdout
    assert mjc("check", "club/specs/ours.yaml", cwd=tmp_path).returncode == 0


def test_set_reads_yes_and_no_as_a_spec_does():
    from compiler.errors import SpecErrors
    from compiler.pipeline import compile_spec, set_options
    ruleset = compile_spec(ROOT / "specs" / "nanning.yaml", "specs/nanning.yaml").ruleset
    defaults = {o.name: o.default for o in set_options(ruleset, {"concealed_base": "no", "fenghu_double": "On"}).options}
    assert defaults["concealed_base"] is False and defaults["fenghu_double"] is True
    with pytest.raises(SpecErrors) as info:
        set_options(ruleset, {"concealed_base": "nope"})
    assert info.value.errors[0].message == "--set concealed_base: expected true or false (or yes/no, on/off), got 'nope'"


def test_an_unknown_ruleset_lists_the_bundled_ones_and_a_spec_path_may_end_in_json(tmp_path):
    (tmp_path / "specs").mkdir()
    shutil.copy(ROOT / "specs" / "nanning.yaml", tmp_path / "specs" / "ours.yaml")
    proc = mjc("score", "-r", "nanningg", cwd=tmp_path)
    assert proc.returncode == 2 and "mcr, mcr_botzone, nanjing" in proc.stderr and "did you mean 'nanning'?" in proc.stderr
    import yaml
    spec = yaml.safe_load((ROOT / "specs" / "nanning.yaml").read_text(encoding="utf-8"))
    (tmp_path / "ours.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    assert mjc("check", "-q", "ours.json", cwd=tmp_path).returncode == 0


def test_score_set_plays_an_option_another_way(tmp_path):
    record = {"hand": "1112345678999m", "win_tile": "5m", "by": "self_draw"}
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps(record) + "\n" + json.dumps(dict(record, options={"concealed_base": True})) + "\n")
    proc = mjc("score", "-r", "nanning", "--set", "concealed_base=false", str(path))
    assert proc.returncode == 0, proc.stderr
    changed, own = (json.loads(line)["deltas"] for line in proc.stdout.splitlines())
    assert changed == [18, -6, -6, -6] and own == [24, -8, -8, -8]  # base 3 (or the record's own 4) × 2 for 清一色


def test_version():
    proc = mjc("--version")
    assert proc.returncode == 0 and proc.stdout.startswith("mjc ")


def test_the_wheel_installs_one_package_that_carries_the_bundled_rulesets(tmp_path):
    """A wheel (what `pip install .` installs) puts only mjc at the top of site-packages; it holds the
    bundled specs and scorers, so `mjc score -r mcr` and `import mjc.generated.mcr` work from any folder,
    a game project with a generated/ package of its own included."""
    import zipfile
    source = fresh_copy(tmp_path / "source")
    # Built as a machine without a C compiler builds it (setup.py): what the wheel holds is the same, and the
    # eighteen native builds, a minute and a half, are tested where they are made (test_native_build.py).
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                           "-w", str(tmp_path), str(source)], capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, MJC_WITHOUT="compiler"))
    assert proc.returncode == 0, proc.stderr
    (wheel,) = tmp_path.glob("mjc-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {name.split("/")[0] for name in names} == {"mjc", "mjc-0.1.0.dist-info"}
    # the MIT licence pyproject names travels with every copy, as its notice asks
    licence = zipfile.ZipFile(wheel).read("mjc-0.1.0.dist-info/LICENSE").decode("utf-8")
    assert licence == (ROOT / "LICENSE").read_text(encoding="utf-8") and licence.startswith("MIT License")
    specs = sorted(p.stem for p in (ROOT / "specs").glob("*.yaml"))
    assert {f"mjc/specs/{s}.yaml" for s in specs} | {f"mjc/generated/{s}.py" for s in specs} <= names
    assert {"mjc/grammar.lark", "mjc/spec.schema.json", "mjc/templates/module.py.j2", "mjc/runtime/records.py",
            "mjc/builtins/names.py"} <= names
    # the native scorers' C sources and the header they include: pip builds them from an sdist too
    assert {f"mjc/generated/{p.name}" for p in (ROOT / "generated").glob("*.c")} <= names
    assert {f"mjc/runtime/{p.name}" for p in (ROOT / "compiler" / "runtime").glob("*.h")} <= names
    # the log readers, and the C source of the mjlog reader's scanner
    assert {f"mjc/logs/{p.name}" for p in (ROOT / "compiler" / "logs").glob("*.[pc]*") if p.suffix in (".py", ".c")} \
        <= names

    site = tmp_path / "site"
    proc = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(site),
                           str(wheel)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    game = tmp_path / "game"
    (game / "generated").mkdir(parents=True)
    (game / "generated" / "__init__.py").write_text("OURS = True\n", encoding="utf-8")
    env = {"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"}
    record = '{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}\n'
    proc = subprocess.run([sys.executable, "-c", "import generated, mjc.generated.nanning as n; assert generated.OURS; "
                           f"print(n.score({record.strip()})['deltas'], n.__file__)"],
                          capture_output=True, text=True, cwd=game, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(f"[12, -4, -4, -4] {site}/mjc/generated/nanning.py")
    proc = subprocess.run([sys.executable, "-m", "mjc", "score", "-r", "nanning"], input=record,
                          capture_output=True, text=True, cwd=game, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["deltas"] == [12, -4, -4, -4]


def test_score_uses_the_built_bundled_scorer_only_while_its_spec_is_unchanged(tmp_path, monkeypatch):
    from compiler import batch, bundled
    module = batch.bundled_scorer(ROOT / "specs" / "nanning_dapao9.yaml")
    assert module is not None and module.__file__ == str(ROOT / "generated" / "nanning_dapao9.py")
    assert [name for name, _ in module.SPEC_SOURCES] == ["specs/nanning.yaml", "specs/nanning_dapao9.yaml"]
    copy = fresh_copy(tmp_path / "copy")
    base = copy / "specs" / "nanning.yaml"
    monkeypatch.setattr(bundled, "ROOT", copy)
    monkeypatch.setattr(bundled, "SPECS", copy / "specs")
    monkeypatch.setattr(bundled, "GENERATED", copy / "generated")
    assert batch.bundled_scorer(copy / "specs" / "nanning_dapao9.yaml") is not None
    base.write_text(base.read_text(encoding="utf-8") + "\n", encoding="utf-8")  # the base changed: stale
    assert batch.bundled_scorer(copy / "specs" / "nanning_dapao9.yaml") is None
    assert batch.bundled_scorer(copy / "specs" / "nanning.yaml") is None
    assert batch.bundled_scorer(copy / "specs" / "mcr.yaml") is not None
    (copy / "elsewhere").mkdir()
    shutil.copy(copy / "specs" / "mcr.yaml", copy / "elsewhere" / "mcr.yaml")  # not a bundled spec: compiled
    assert batch.bundled_scorer(copy / "elsewhere" / "mcr.yaml") is None


@pytest.mark.parametrize("given, said", [
    (["--deals", "５"], "argument --deals: expected a whole number in the ASCII digits 0-9, got '５'"),
    (["--deals", "1_000"], "argument --deals: expected a whole number in the ASCII digits 0-9, got '1_000'"),
    (["--seed", "٣"], "argument --seed: expected a whole number in the ASCII digits 0-9, got '\\u0663'"),
    (["--start", "0" * 5000], "argument --start: a whole number of 5,000 digits is too long (at most 18)"),
    (["--deals", "012"], "argument --deals: a whole number has no leading zero, got '012'"),
    (["-j", "1025"], "--jobs takes a number of processes from 1 to 1024, got 1025"),
])
def test_a_command_line_number_is_read_as_every_number_is(given, said):
    proc = mjc("simulate", "-r", "nanning", *given)
    assert proc.returncode == 2 and said in proc.stderr and len(proc.stderr) < 2000, proc.stderr


def test_set_reads_true_and_false_as_a_spec_does():
    assert mjc("check", "-q", "nanning", "--set", "fenghu_double=TRUE").returncode == 0
    assert mjc("check", "-q", "nanning", "--set", "fenghu_double=False").returncode == 0
    proc = mjc("check", "-q", "nanning", "--set", "fenghu_double=tRuE")  # YAML reads it as text, and a spec refuses it
    assert proc.returncode != 0 and "--set fenghu_double: expected true or false (or yes/no, on/off), got 'tRuE'" \
        in proc.stderr


def test_set_reads_a_number_as_given_blanks_and_all():
    proc = mjc("check", "-q", "mcr", "--set", "min_fan= 3 ")
    assert proc.returncode != 0 and "--set min_fan: expected a whole number in the ASCII digits 0-9, got ' 3 '" \
        in proc.stderr, proc.stderr


def test_set_reads_a_name_as_a_spec_does_and_each_option_once():
    """A name with blanks around it was taken (` min_fan=3`), and a second --set of an option silently won, where
    a spec refuses a key given twice."""
    proc = mjc("check", "-q", "mcr", "--set", " min_fan=3")
    assert proc.returncode == 2 and proc.stderr == "mjc: --set takes option=value, got ' min_fan=3'\n", proc.stderr
    proc = mjc("check", "-q", "mcr", "--set", "min_fan=3", "--set", "min_fan=4")
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr == "mjc: --set gives 'min_fan' twice ('3', then '4'): give each option once\n"
    assert mjc("check", "-q", "mcr", "--set", "min_fan=3").returncode == 0


def test_an_argument_argparse_refuses_reaches_the_terminal_escaped():
    """A file a shell's `*` names `--q<ESC>[31mRED` became an unknown option, and argparse's error line sent its
    ESC (and a line break) to the terminal as they were."""
    for args in (["score", "-r", "mcr", "--q\x1b[31mRED"], ["ir", "--after", "\x1b[2J\nmjc: forged", "mcr"],
                 ["score", "-r", "mcr", "-j", "\x1b[2J\nmjc: forged"]):
        proc = mjc(*args)
        assert proc.returncode == 2 and "\x1b" not in proc.stderr, proc.stderr
        assert "error:" in proc.stderr and not any(line.startswith("mjc: forged") for line in proc.stderr.splitlines())


def test_a_ruleset_id_that_names_a_module_python_loads_is_refused(tmp_path):
    """`id: json` wrote generated/json.py and _json.so, which stood in for Python's json (and its C half) wherever
    generated/ is on the path, and `id: mjc`, `yaml` or `sitecustomize` for mjc's own modules, the ones it needs or
    the hook Python imports at start; check, and new before it writes, refuse such an id at its place."""
    idents = ("json", "re", "math", "sqlite3", "decimal", "mjc", "generated", "compiler", "yaml", "lark", "tqdm",
              "sitecustomize", "distutils_hack", "setuptools")  # json's C half is _json, decimal's _decimal
    for ident in idents:
        (tmp_path / f"s_{ident}.yaml").write_text(f"mjc: 1\nextends: nanning\nid: {ident}\n", encoding="utf-8")
    checked = mjc("check", *(f"s_{ident}.yaml" for ident in idents), cwd=tmp_path)  # one run checks them all
    for ident in idents:
        assert checked.returncode != 0 and f"s_{ident}.yaml:3:5: error: spec.id: '{ident}' is the name of a module " \
            "Python loads" in checked.stderr, checked.stderr
        new = mjc("new", ident, "--from", "nanning", cwd=tmp_path)
        assert new.returncode == 2 and f"try {ident}_rules" in new.stderr and not (tmp_path / "specs").exists()
    assert mjc("new", "json_rules", "--from", "nanning", cwd=tmp_path).returncode == 0


def test_new_does_not_replace_a_link_to_nowhere_without_force(tmp_path):
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "club.yaml").symlink_to(tmp_path / "nowhere" / "x.yaml")
    refused = mjc("new", "club", "--from", "nanning", cwd=tmp_path)
    assert refused.returncode == 2 and "exists already (--force replaces it)" in refused.stderr
    assert (tmp_path / "specs" / "club.yaml").is_symlink() and not (tmp_path / "nowhere").exists()


def test_new_takes_an_id_of_at_most_64_characters_and_its_starter_compiles(tmp_path):
    """A legal id of 90 characters made a name past 100 that new's own check refused, and the spec was left behind."""
    longest = "d" * 64
    assert mjc("new", longest, "--from", "nanning", cwd=tmp_path).returncode == 0
    assert mjc("check", f"specs/{longest}.yaml", cwd=tmp_path).returncode == 0
    refused = mjc("new", "d" * 65, "--from", "nanning", cwd=tmp_path)
    assert refused.returncode == 2 and refused.stderr == (
        "mjc: 'dddddddddddddddddddd...' cannot be a ruleset id: it has 65 characters; an id may have at most 64 (it "
        "names the ruleset's files)\n")
    (tmp_path / "long.yaml").write_text(f"mjc: 1\nextends: nanning\nid: {'d' * 65}\nname: {{zh: 长, en: long}}\n",
                                        encoding="utf-8")
    checked = mjc("check", "long.yaml", cwd=tmp_path)
    assert checked.returncode == 1 and "long.yaml:3:5: error: spec.id: an id of 65 characters; an id may have at " \
        "most 64 (it names the ruleset's files)" in checked.stderr
    # A base with a long name: the starter's name is its id alone where the two would be past 100 characters.
    long_name = "a very long name " * 5
    (tmp_path / "specs" / "club.yaml").write_text(
        f"mjc: 1\nextends: nanning\nid: club\nname: {{zh: {long_name}, en: {long_name}}}\n", encoding="utf-8")
    assert mjc("new", longest[:60] + "_two", "--from", "specs/club.yaml", cwd=tmp_path).returncode == 0
    text = (tmp_path / "specs" / f"{longest[:60]}_two.yaml").read_text(encoding="utf-8")
    assert f"\nname: {{zh: {longest[:60]}_two, en: {longest[:60]}_two}}\n" in text


def test_new_writes_nothing_where_its_starter_would_not_compile(tmp_path, monkeypatch, capsys):
    from compiler import cli, scaffold
    monkeypatch.setattr(scaffold, "starter_spec",
                        lambda name, base, ref: f"mjc: 1\nextends: {ref}\nid: {name}\nbogus: 1\n")
    assert cli.main(["--root", str(tmp_path), "new", "club", "--from", "nanning"]) == 1
    said = capsys.readouterr().err
    assert "specs/club.yaml:" in said and said.endswith(
        "mjc: the starter spec of club does not compile (a fault of mjc's): nothing was written\n")
    assert list((tmp_path / "specs").iterdir()) == []
