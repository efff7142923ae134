"""docs/guide/house-rules.md: every command runs as written and prints what the guide says it prints."""

import re
import subprocess
import sys

import pytest

from compiler.render_pdf import printing_missing
from tests.conftest import ROOT, tiers

GUIDE = (ROOT / "docs" / "guide" / "house-rules.md").read_text(encoding="utf-8")


def steps():
    """The guide's steps in order: ('write', path, text) for a file shown whole, ('run', command, expected)."""
    out = []
    pattern = re.compile(r"(<!-- file: (?P<file>\S+) -->\n```yaml\n(?P<yaml>.*?)```)|(```sh\n(?P<cmd>.*?)```\n```text\n(?P<out>.*?)```)",
                         re.S)
    for m in pattern.finditer(GUIDE):
        if m.group("file"):
            out.append(("write", m.group("file"), m.group("yaml")))
        else:
            out.append(("run", m.group("cmd").strip(), m.group("out")))
    return out


def mjc_shell(command: str) -> str:
    return command.replace("mjc ", f"{sys.executable} -m compiler ")


def shown(output: str) -> list[str]:
    """Output lines as the guide shows them: the whole of it, file sizes and page counts aside."""
    return [line.rstrip() for line in re.sub(r"\(\d+ KiB(, \d+ pages?)?\)", "(size)", output).strip().splitlines()]


def test_the_guide_has_its_steps():
    kinds = [s[0] for s in steps()]
    assert kinds.count("run") >= 6 and kinds.count("write") == 1


# The guide speaks to a newcomer on any machine: its commands run as on one without Chromium (its PDF step
# has a test of its own), so what they print does not depend on what this machine has.
GUIDE_ENV = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "MJC_WITHOUT": "browser"}
QUICK_DEALS = 2_000  # the quick tier's impact run: the guide's 100,000 deals take minutes


def is_pdf_step(command: str) -> bool:
    return command.rstrip().endswith(".pdf")


def run_step(command: str, folder, env=GUIDE_ENV) -> str:
    proc = subprocess.run(mjc_shell(command), shell=True, cwd=folder, capture_output=True, text=True, env=env,
                          timeout=900)
    printed = proc.stdout + proc.stderr
    assert proc.returncode == 0, f"{command}\n{printed}"
    return printed


def masked(lines: list[str]) -> list[str]:
    """Lines with their numbers masked: the same report from fewer deals."""
    return [re.sub(r"\d+(\.\d+)?", "N", line) for line in lines]


@tiers("quick", "full", "tier")
def test_every_command_of_the_guide(tmp_path, tier):
    """Every command prints what the guide shows; in the quick tier the impact run plays fewer deals, and
    prints the same lines with other numbers."""
    for kind, first, second in steps():
        if kind == "write":
            (tmp_path / first).write_text(second, encoding="utf-8")
            continue
        if is_pdf_step(first):
            continue
        scaled = re.sub(r"--deals \d+", f"--deals {QUICK_DEALS}", first) if tier == "quick" else first
        printed = run_step(scaled, tmp_path)
        if scaled != first:
            assert masked(shown(printed)) == masked(shown(second)), f"{scaled}: prints\n{printed}"
        else:
            assert shown(printed) == shown(second), f"{first}: the guide says it prints\n{second}\nbut it printed\n{printed}"


@pytest.mark.browser
def test_the_guides_pdf_step_prints_the_sheet(tmp_path):
    (pdf_step,) = [(first, second) for kind, first, second in steps() if kind == "run" and is_pdf_step(first)]
    for kind, first, second in steps():
        if kind == "write":
            (tmp_path / first).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / first).write_text(second, encoding="utf-8")
    printed = run_step(pdf_step[0], tmp_path, env={k: v for k, v in GUIDE_ENV.items() if k != "MJC_WITHOUT"})
    assert shown(printed) == shown(pdf_step[1])
    assert (tmp_path / "ourtable.pdf").read_bytes().startswith(b"%PDF")


def test_mjc_new_suggests_a_pdf_only_where_chromium_is_found(tmp_path):
    for without, suggestion in (("browser", "-o ourtable.html\n"), ("", "-o ourtable.html  (or -o ourtable.pdf")):
        folder = tmp_path / (without or "with")
        folder.mkdir()
        printed = run_step("mjc new ourtable --from nanning", folder, env=dict(GUIDE_ENV, MJC_WITHOUT=without))
        if without or printing_missing() is None:
            assert suggestion in printed, printed


@pytest.mark.parametrize("change, shown", [
    (("examples:", "exampels:"), "unknown key 'exampels'"),
    (('    value: "2"', '     value: "2"'), "mapping values are not allowed here"),
    (('    value: "2"', '    value: "menqing"'), "expected an int here, but this is a bool"),
    (('    value: "2"', '    value: "2 * doublingz"'), "unknown name 'doublingz' here"),
    (("total: 48, deltas: [48, -16, -16, -16]", "total: 40, deltas: [40, -16, -16, -8]"),
     "deltas: expected [40, -16, -16, -8], got [48, -16, -16, -16]"),
])
def test_the_beginners_mistakes_print_what_the_guide_shows(tmp_path, change, shown):
    (_kind, path, text) = next(s for s in steps() if s[0] == "write")
    (tmp_path / "specs").mkdir()
    (tmp_path / path).write_text(text.replace(*change), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "compiler", "check", path], cwd=tmp_path, capture_output=True,
                          text=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120)
    printed = proc.stdout + proc.stderr
    assert proc.returncode == 1 and "Traceback" not in printed
    block = GUIDE[GUIDE.index("## 7."):]
    assert shown in printed and shown in block
    # the caret lines the guide shows are the ones printed
    for line in re.findall(r"```text\n(.*?)```", block, re.S):
        if shown in line:
            for guide_line in line.splitlines():
                assert guide_line.rstrip() in printed


LANGUAGE = (ROOT / "docs" / "guide" / "language.md").read_text(encoding="utf-8")


def read_snippet(text: str, name: str) -> None:
    """Check a YAML snippet of the language guide against the spec format: as a whole spec's keys, a
    settlement's or a pattern's, a list of patterns or rejects, or named definitions (raises SpecError)."""
    import yaml
    from compiler import specformat as fmt
    from compiler.load import Reader, compose
    node = compose(text, name)
    reader = Reader({name: text})
    if isinstance(node, yaml.SequenceNode):  # a list of patterns, or of rejects
        from compiler.load import get
        key = "reject" if node.value and get(node.value[0], "code") is not None else "patterns"
        reader.read(node, fmt.SPEC.fields[key].kind, key)
        return
    keys = [k.value for k, _ in node.value]
    for record in (fmt.SPEC, fmt.SETTLEMENT, fmt.PATTERN):
        if all(k in record.fields for k in keys):
            for key, value in node.value:
                reader.read(value, record.fields[key.value].kind, key.value)
            return
    reader.read(node, fmt.SPEC.fields["define"].kind, "define")


@pytest.mark.parametrize("index, snippet", list(enumerate(re.findall(r"```yaml\n(.*?)```", LANGUAGE, re.S))))
def test_every_yaml_snippet_of_the_language_guide_is_a_valid_spec_part(index, snippet):
    read_snippet(snippet, f"language.md snippet {index}")


def test_a_snippet_with_an_unknown_key_is_caught():
    from compiler.errors import SpecError
    with pytest.raises(SpecError, match="unknown key 'agreed beforehand'"):
        read_snippet("options:\n  x:\n    type: bool\n    default: false\n    doc: {zh: 甲, en: a, agreed beforehand}\n", "s")


def test_the_language_guide_points_to_the_record_error_codes():
    """The codes an example may expect are listed once, with a record for each, in records.md (whose
    list tests/test_records_guide.py keeps equal to the scorers')."""
    assert "records.md#error-codes" in LANGUAGE
