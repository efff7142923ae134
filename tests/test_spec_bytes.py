"""A spec file that is not UTF-8 text is an error at the place that shows it, as every spec error is."""

from __future__ import annotations

import subprocess
import sys

import pytest

from compiler.errors import SpecError, Span
from compiler.load import load_file
from tests.conftest import ROOT

SPEC = "id: house\nextends: nanning\n"


@pytest.mark.parametrize("data, place, message", [
    (b"\x00garbage", "1:1", "not a text file (a NUL byte at byte 0)"),
    (SPEC.encode() + b"names: {en: a\x00b}\n", "3:14", "not a text file (a NUL byte at byte 40)"),
    ("id: 中文\n".encode() + b"x: \xff\n", "2:4", "not UTF-8 text (the byte 0xff at byte 14 starts no UTF-8 character)"),
    (b"\xff\xfe" + "id: x\n".encode("utf-16-le"), "1:1", "not UTF-8 text (a UTF-16 byte-order mark at byte 0)"),
    (b"\xff\xfe\x00\x00" + "id: x\n".encode("utf-32-le"), "1:1", "not UTF-8 text (a UTF-32 byte-order mark at byte 0)"),
    ("id: 中文\x07\n".encode(), "1:7", "a character a spec cannot hold (U+0007, a control character) here"),
    (bytes(range(256)) * 8, "1:1", "not a text file (a NUL byte at byte 0)"),
])
def test_a_file_that_is_not_text_is_an_error_at_its_place(tmp_path, data, place, message):
    path = tmp_path / "garbage.yaml"
    path.write_bytes(data)
    with pytest.raises(SpecError) as caught:
        load_file(path, "garbage.yaml")
    assert str(caught.value.span) == f"garbage.yaml:{place}" and caught.value.message.startswith(message)


def test_an_error_quotes_its_line_as_yaml_counts_lines():
    # The quoted line was cut where Python's str.splitlines breaks lines (at a form feed, U+001C...), which YAML
    # does not: an error at a form feed quoted the line up to it only.
    from compiler.errors import format_error, source_lines
    text = "mjc: 1\nid: x\x0cyz\nname: a\x85b\u2028c\r\nd\n"
    assert source_lines(text) == ["mjc: 1", "id: x\x0cyz", "name: a", "b", "c", "d"]
    error = SpecError("a character a spec cannot hold", Span("s.yaml", 2, 6, 2, 7))
    assert format_error(error, {"s.yaml": text}).splitlines()[1:] == ["  id: x\\x0cyz", "       ^"]


def test_check_and_score_say_so_with_the_file_line_and_column(tmp_path):
    (tmp_path / "garbage.yaml").write_bytes(b"\x00\x01\x02 binary")
    for command in (["check", "garbage.yaml"], ["score", "-r", "garbage.yaml"]):
        done = subprocess.run([sys.executable, "-m", "compiler", *command], cwd=tmp_path, input=b"", capture_output=True,
                              env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120)
        said = (done.stdout + done.stderr).decode()
        assert done.returncode in (1, 2) and "Traceback" not in said, said
        assert "garbage.yaml:1:1: error: not a text file (a NUL byte at byte 0)" in said, said


def test_a_base_that_is_not_text_is_named_where_it_is(tmp_path):
    (tmp_path / "base.yaml").write_bytes(b"id: base\n\xc3(\n")
    (tmp_path / "house.yaml").write_text("id: house\nextends: base.yaml\n", encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_file(tmp_path / "house.yaml", "house.yaml")
    assert str(caught.value.span) == "base.yaml:2:1" and "the byte 0xc3 at byte 9" in caught.value.message
