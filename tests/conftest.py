"""Shared fixtures: compiled specs and a helper to compile spec text written by a test."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compiler.pipeline import compile_spec  # noqa: E402

BUNDLED = sorted((ROOT / "specs").glob("*.yaml"))


@pytest.fixture(scope="session")
def nanning():
    return compile_spec(ROOT / "specs" / "nanning.yaml", "specs/nanning.yaml")


@pytest.fixture(scope="session")
def mini():
    return compile_spec(ROOT / "tests" / "data" / "mini.yaml", "tests/data/mini.yaml")


@pytest.fixture
def compile_text(tmp_path):
    """Compile spec text from a file named like the real one would be."""
    def run(text: str, name: str = "house.yaml"):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return compile_spec(path, name)
    return run


MINI_TEXT = (ROOT / "tests" / "data" / "mini.yaml").read_text(encoding="utf-8")
