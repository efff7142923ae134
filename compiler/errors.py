"""Positioned errors: `file:line:col: message`, the source line, a caret, a did-you-mean."""

from __future__ import annotations

import difflib
import functools
import re
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


# A source line longer than this is shown as the stretch around the error's column.
SHOWN_LINE = 160
# Names a search for a close one compares the name with, at most (each comparison costs some microseconds,
# and a spec's errors are many): a spec has some hundreds of names.
CLOSE_NAME_CANDIDATES = 2_000


def stopped_after(most: int) -> SpecError:
    """The last error of a check that stops after `most` of them."""
    return SpecError(f"the check stops after {most} errors: fix these and check again")


def did_you_mean(name: str, known) -> str | None:
    # Names of a length too far from `name` can never reach the cutoff (a ratio is 2 * matches / both lengths):
    # leaving them out gives the same answer, without a comparison with each of thousands.
    near = sorted({k for k in known if 3 * max(len(k), len(name)) <= 7 * min(len(k), len(name))})
    if len(near) > CLOSE_NAME_CANDIDATES:  # thousands of names of one length: those of the same first letter
        near = [k for k in near if k[:1] == name[:1]][:CLOSE_NAME_CANDIDATES]
    close = difflib.get_close_matches(name, near, n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


@functools.lru_cache(maxsize=4)
def line_starts(source: str) -> list[int]:
    """Where each line of a file's text starts (an offset), found once for the file; lines break where YAML's
    do, so that a span's line is the line YAML counted."""
    return [0] + [m.end() for m in re.finditer("\r\n|[\r\n\x85\u2028\u2029]", source)]


@functools.lru_cache(maxsize=4)
def source_lines(source: str) -> list[str]:
    """A file's lines as line_starts counts them (YAML's), without their breaks."""
    starts = line_starts(source)
    if starts[-1] == len(source):  # nothing after the last break: no line of its own
        starts = starts[:-1]
    ends = starts[1:] + [len(source)]
    return [source[a:b].rstrip("\r\n\x85\u2028\u2029") for a, b in zip(starts, ends)]


def _shown_stretch(line: str, col: int, width: int) -> tuple[str, int, int]:
    """The part of a long line around a column, with the column and caret width within it."""
    if len(line) <= SHOWN_LINE:
        return line, col, width
    start = max(0, min(col - 1 - SHOWN_LINE // 4, len(line) - SHOWN_LINE))
    stretch = line[start:start + SHOWN_LINE]
    lead = "..." if start else ""
    tail = "..." if start + SHOWN_LINE < len(line) else ""
    col = col - start + len(lead)
    return lead + stretch + tail, col, max(1, min(width, len(lead) + len(stretch) - col + 1))


def format_error(error: SpecError, sources: dict[str, str]) -> str:
    """Render an error as the compiler prints it."""
    if error.span is None:
        text = f"error: {terminal_line(error.message)}"
    else:
        span = error.span
        # a line break in a file's name, or in a value the message quotes, starts no line of its own (a forged one)
        text = f"{terminal_line(str(span))}: error: {terminal_line(error.message)}"
        lines = source_lines(sources.get(span.file, ""))
        if 1 <= span.line <= len(lines):
            line = lines[span.line - 1]
            width = max(1, (span.end_col - span.col) if span.end_line == span.line else len(line) - span.col + 1)
            line, col, width = _shown_stretch(line, span.col, width)
            text += f"\n  {line}\n  {' ' * (col - 1)}{'^' * width}"
    if error.hint:
        text += f"\n  {terminal_line(error.hint)}"
    return terminal_text(text)
