"""docs/guide/records.md: its lists of fields, flags, penalties, error codes and limits are exactly what the
scorers accept and give, and every example gives the result the guide shows."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest
import yaml

from compiler import runtime as rt
from compiler.interpret import Interpreter
from compiler.lines import ENDLESS_LINE_BYTES, MAX_NESTING
from compiler.pipeline import compile_spec
from compiler.render import flags_read
from tests.conftest import BUNDLED, ROOT

GUIDE = (ROOT / "docs" / "guide" / "records.md").read_text(encoding="utf-8")

# The guide's checked blocks, in order: a spec file it writes, a record with the result it gives,
# or an `mjc score` command with what it prints.
BLOCKS = re.compile(
    r"<!-- file: (?P<path>\S+) -->\n```yaml\n(?P<yaml>.*?)```"
    r"|<!-- score: (?P<ruleset>\S+) -->\n```json\n(?P<record>.*?)```\n\n[^\n`]*\n\n```json\n(?P<result>.*?)```"
    r"|```sh\n(?P<command>.*?)```\n```text\n(?P<printed>.*?)```", re.S)


def section(heading: str) -> str:
    """The text under a heading of the guide, up to the next heading of the same or a higher level."""
    match = re.search(rf"^(#+) {re.escape(heading)}\n", GUIDE, re.M)
    assert match, f"the guide has no heading {heading!r}"
    level = len(match.group(1))
    end = re.compile(rf"^#{{1,{level}}} ", re.M).search(GUIDE, match.end())
    return GUIDE[match.end():end.start() if end else len(GUIDE)]


def table(heading: str) -> list[list[str]]:
    """The rows (cells, stripped) of the first table under a heading, header and rule left out."""
    lines = [line for line in section(heading).splitlines() if line.startswith("|")]
    rows = [[cell.strip() for cell in line.strip("|").split(" | ")] for line in lines]
    return rows[2:]


def names(heading: str) -> list[str]:
    """The first column of a table: each a name in backticks."""
    rows = table(heading)
    assert all(re.fullmatch(r"`[^`]+`", row[0]) for row in rows), rows
    return [row[0].strip("`") for row in rows]


def spec_data(path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def root_base(path) -> str:
    """The id of the ruleset at the bottom of a spec's `extends` chain (its own id if it has no base)."""
    data = spec_data(path)
    while data.get("extends"):
        path = ROOT / "specs" / f"{data['extends']}.yaml"
        data = spec_data(path)
    return data["id"]


@pytest.fixture(scope="module")
def bundled():
    """(path, compiled) of every bundled spec."""
    return [(path, compile_spec(path, f"specs/{path.name}")) for path in BUNDLED]


# ---------------------------------------------------------------- fields

def test_the_record_tables_list_every_field_the_scorers_read():
    # A ruleset with wilds reads its wild's field after riichi_sticks, and a meld's wilds where it lets a meld hold them.
    wild_keys = tuple(rt.WILD_KEYS.values())
    at = rt.RECORD_KEYS.index("riichi_sticks") + 1
    assert names("The record") == list(rt.RECORD_KEYS[:at] + wild_keys + rt.RECORD_KEYS[at:])
    assert [rt.Rules("x", [], [], [], {}, {}, [], wild_source=source).record_keys for source in rt.WILD_KEYS] == \
        [rt.RECORD_KEYS[:at] + (key,) + rt.RECORD_KEYS[at:] for key in wild_keys]
    assert names("A player") == list(rt.PLAYER_KEYS)
    assert names("A meld") == list(rt.MELD_KEYS) + ["wilds"]
    assert rt.Rules("x", [], [], [], {}, {}, [], wild_source="tiles", wild_melds=True).meld_keys == rt.MELD_KEYS + ("wilds",)
    assert names("A win") == list(rt.FULL_WIN_KEYS)
    assert names("A penalty") == list(rt.PENALTY_KEYS)


def test_the_result_tables_list_every_field_the_examples_give():
    seen = {"result": set(), "win": set(), "pattern": set(), "payment": set(), "error": set()}
    for result in shown_results():
        seen["result"] |= result.keys()
        seen["error"] |= result.get("error", {}).keys()
        for win in result.get("wins", []):
            seen["win"] |= win.keys()
            for pattern in win["patterns"]:
                seen["pattern"] |= pattern.keys()
        for payment in result.get("payments", []):
            seen["payment"] |= payment.keys()
    assert set(names("The result")) == seen["result"]
    assert set(names("A win's result")) == seen["win"]
    assert set(names("A pattern")) == seen["pattern"]
    assert set(names("A payment")) == seen["payment"]
    assert set(names("An error")) == seen["error"]


# ---------------------------------------------------------------- flags and penalties

FLAG_VALUES = {"bool": "true or false", "int": "0 to 4", "tiles": "tiles"}


def test_the_flag_table_lists_every_flag_of_every_scorer(bundled):
    own = [f.name for _path, c in bundled for f in c.ruleset.flags]
    assert names("Context flags") == list(rt.CONTRACT_FLAGS) + sorted(set(own))
    kinds = dict(rt.CONTRACT_FLAGS, **{f.name: f.kind for _path, c in bundled for f in c.ruleset.flags})
    assert {row[0].strip("`"): row[1] for row in table("Context flags")} == \
        {name: FLAG_VALUES[kind] for name, kind in kinds.items()}


def test_the_read_by_column_is_what_each_ruleset_reads(bundled):
    read_by = {row[0].strip("`"): set(row[3].split(", ")) for row in table("Context flags")}
    for path, c in bundled:
        base = root_base(path)
        assert {name for name, _words in flags_read(c.ruleset)} == {f for f, by in read_by.items() if base in by}, c.ruleset.id


def test_the_penalty_table_lists_every_penalty_type(bundled):
    rows = {(row[0].strip("`"), row[1]) for row in table("Penalty types")}
    for path, c in bundled:
        base = root_base(path)
        assert {p.type for p in c.ruleset.penalties} == {kind for kind, ruleset in rows if ruleset == base}, c.ruleset.id
    assert {ruleset for _kind, ruleset in rows} <= {root_base(path) for path, _c in bundled}


# ---------------------------------------------------------------- error codes

def raised_codes() -> set[str]:
    """The codes the scorers' record checks raise, read from their source."""
    sources = [*(ROOT / "compiler" / "runtime").glob("*.py")] + [ROOT / "compiler" / name for name in
                                                                   ("interpret.py", "templates/module.py.j2")]
    return {code for path in sources for code in re.findall(r'RecordError\("([a-z_]+)"', path.read_text(encoding="utf-8"))}


def score_codes() -> set[str]:
    """The codes `mjc score` gives itself: lines it cannot read, results it cannot write."""
    source = "".join((ROOT / "compiler" / name).read_text(encoding="utf-8") for name in ("lines.py", "batch.py"))
    return set(re.findall(r'line_error\(number, "([a-z_]+)"', source)) | set(re.findall(r'"code": "([a-z_]+)"', source))


def reject_codes(bundled) -> dict[str, set[str]]:
    """For each reject code of the bundled specs, the rulesets whose own file declares it."""
    out: dict[str, set[str]] = {}
    for path, c in bundled:
        for reject in spec_data(path).get("reject") or ():
            if not reject.get("drop", False):  # a house ruleset's `drop: true` removes its base's reject
                out.setdefault(reject["code"], set()).add(c.ruleset.id)
    return out


INTERNAL = rt.internal_error_result(KeyError("x"))


def test_the_scorers_raise_exactly_the_listed_record_codes():
    # ERROR_CODES is what a spec's example may expect, besides its rejects' codes.
    assert raised_codes() == set(rt.ERROR_CODES)


def test_the_error_table_lists_every_code_and_who_gives_it(bundled):
    given_by = {row[0].strip("`"): row[1] for row in table("Error codes")}
    rejects = reject_codes(bundled)
    expected = {code: "every scorer" for code in (*rt.ERROR_CODES, INTERNAL["error"]["code"])}
    expected |= {code: ", ".join(sorted(rulesets)) for code, rulesets in rejects.items()}
    expected |= {code: "`mjc score`" for code in score_codes() - set(expected)}
    assert given_by == expected
    # The source is read for these (so a new one is not missed); a scorer's fault there is the scorers' own code.
    assert {"bad_json", "line_too_long", "duplicate_key", "unreadable_input"} <= score_codes()
    assert "rt.internal_error_result" in (ROOT / "compiler" / "lines.py").read_text(encoding="utf-8")


def test_every_code_but_a_scorer_fault_has_an_example():
    shown = {result["error"]["code"] for result in shown_results() if "error" in result}
    assert set(names("Error codes")) - shown == {"internal_error"}


def test_the_internal_error_shown_is_the_scorers():
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)```", GUIDE, re.S) if '"internal_error"' in b]
    assert blocks == [INTERNAL]


# ---------------------------------------------------------------- limits

def test_the_limits_table_gives_the_scorers_limits():
    rows = table("Limits")
    limits = [int(re.match(r"[\d,]+", row[1]).group().replace(",", "")) for row in rows]
    assert limits == [rt.MAX_RECORD_LINE, ENDLESS_LINE_BYTES, rt.MAX_NUMBER_DIGITS, MAX_NESTING, rt.MAX_TILE_TEXT,
                      rt.most_wins("end", 34, 14), rt.MOST_PENALTIES, rt.MAX_RECORD_INT]
    assert f"({rt.most_wins('play_on', 27, 14)} for 108 tiles, {rt.most_wins('play_on', 34, 14)} for 136)" in rows[5][1]
    known = set(names("Error codes"))
    for row in rows:
        assert set(re.findall(r"`([a-z_]+)`", row[2])) <= known, row


# ---------------------------------------------------------------- the examples

def examples() -> list[tuple]:
    """('file', path, text), ('score', ruleset, record text, result text) or ('run', command, printed), in order."""
    out = []
    for m in BLOCKS.finditer(GUIDE):
        if m.group("path"):
            out.append(("file", m.group("path"), m.group("yaml")))
        elif m.group("ruleset"):
            out.append(("score", m.group("ruleset"), m.group("record"), m.group("result")))
        else:
            out.append(("run", m.group("command").strip(), m.group("printed")))
    return out


def shown_results() -> list[dict]:
    """Every result the guide shows: of a record, or a JSON line printed by `mjc score`."""
    out = []
    for example in examples():
        if example[0] == "score":
            out.append(json.loads(example[3]))
        elif example[0] == "run":
            out += [json.loads(line) for line in example[2].splitlines() if line.startswith("{")]
    return out


def test_the_guide_has_its_examples():
    kinds = [e[0] for e in examples()]
    assert kinds.count("score") >= 40 and kinds.count("run") >= 7 and kinds.count("file") == 2
    forms = section("Worked examples")
    for heading in ("Shorthand", "Full form", "Robbing a kong", "Several winners", "A penalty", "A drawn deal"):
        assert f"### {heading}\n" in forms


def test_every_example_gives_what_the_guide_shows(tmp_path):
    (tmp_path / "specs").mkdir()
    scorers = {}
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    for example in examples():
        if example[0] == "file":
            (tmp_path / example[1]).write_text(example[2], encoding="utf-8")
        elif example[0] == "score":
            _kind, ruleset, record, shown = example
            if ruleset not in scorers:
                path = tmp_path / ruleset if "/" in ruleset else ROOT / "specs" / f"{ruleset}.yaml"
                compiled = compile_spec(path, ruleset if "/" in ruleset else f"specs/{ruleset}.yaml")
                scorers[ruleset] = (compiled.module(), Interpreter(compiled.ruleset))
            module, interpreter = scorers[ruleset]
            record = json.loads(record)
            assert module.score(record) == json.loads(shown), record
            assert interpreter.score(record) == json.loads(shown), record
        else:
            _kind, command, shown = example
            proc = subprocess.run(command.replace("mjc ", f"{sys.executable} -m compiler "), shell=True, cwd=tmp_path,
                                  capture_output=True, text=True, env=env, timeout=120)
            assert proc.stdout + proc.stderr == shown, command
            assert proc.returncode == (1 if '"error"' in shown else 0), command


def test_the_shorthand_pair_is_one_deal():
    shorthand, full = (json.loads(b) for b in re.findall(r"```json\n(.*?)```", section("The shorthand form"), re.S))
    nanning = compile_spec(ROOT / "specs" / "nanning.yaml", "specs/nanning.yaml").module()
    assert nanning.score(shorthand) == nanning.score(full)


def slug(heading: str) -> str:
    """The anchor a Markdown viewer gives a heading: lowercase, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def test_every_link_into_the_guide_finds_its_heading():
    anchors = {slug(h) for h in re.findall(r"^#+ (.+)$", GUIDE, re.M)}
    links = re.findall(r"\]\(#([^)]+)\)", GUIDE)
    for path in (ROOT / "docs" / "guide").glob("*.md"):
        links += re.findall(r"\]\(records\.md#([^)]+)\)", path.read_text(encoding="utf-8"))
    assert links and sorted(set(links) - anchors) == []
