"""Positioned errors: `file:line:col: message`, the source line, a caret, a did-you-mean."""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from .escape import terminal_line, terminal_text


@dataclass(frozen=True)
class Span:
    """A stretch of a source file; lines and columns count from 1."""

    file: str
    line: int
    col: int
    end_line: int
    end_col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


class SpecError(Exception):
    """A problem in a spec, with where it is and, if any, the closest known name."""

    def __init__(self, message: str, span: Span | None = None, hint: str | None = None):
        super().__init__(message)
        self.message = message
        self.span = span
        self.hint = hint


class SpecErrors(Exception):
    """Several spec errors found in one pass."""

    def __init__(self, errors: list[SpecError]):
        super().__init__(f"{len(errors)} error(s)")
        self.errors = errors


def did_you_mean(name: str, known) -> str | None:
    close = difflib.get_close_matches(name, sorted(set(known)), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


def format_error(error: SpecError, sources: dict[str, str]) -> str:
    """Render an error as the compiler prints it."""
    if error.span is None:
        text = f"error: {terminal_line(error.message)}"
    else:
        span = error.span
        # a line break in a file's name, or in a value the message quotes, starts no line of its own (a forged one)
        text = f"{terminal_line(str(span))}: error: {terminal_line(error.message)}"
        lines = sources.get(span.file, "").splitlines()
        if 1 <= span.line <= len(lines):
            line = lines[span.line - 1]
            width = max(1, (span.end_col - span.col) if span.end_line == span.line else len(line) - span.col + 1)
            text += f"\n  {line}\n  {' ' * (span.col - 1)}{'^' * width}"
    if error.hint:
        text += f"\n  {terminal_line(error.hint)}"
    return terminal_text(text)
