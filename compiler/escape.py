"""The one escaping path of each output language: every string of a spec reaches output through here.

A spec file is untrusted input. Its text (names, descriptions, reasons, file names) is placed in
generated code and in documents only by the functions of this module; the template environments
make that the default (see `python_guard`, `markdown_finalize`), so a forgotten filter fails the
build instead of writing the text raw.
"""

from __future__ import annotations

import re

from markupsafe import Markup


class Code(str):
    """Source text that the compiler wrote itself (not spec text): placed in a module as it is."""


def python_literal(value: object) -> str:
    """A Python literal for a string, number, bool, None, or a list/tuple/dict of them."""
    # repr() of these types is a literal that evaluates back to the value: quotes, backslashes,
    # line breaks (U+2028 included), NUL and surrogates come out as escape sequences.
    return repr(value)


def python_comment(text: str) -> str:
    """Text for the end of a `#` comment: one line whatever it holds (as a literal if it could break one)."""
    text = str(text)
    return text if text.isprintable() else python_literal(text)


# What can end a line or a comment in Python source, or must not appear raw in it at all.
_UNSAFE_IN_SOURCE = re.compile(r"[\x00-\x1f\x7f\x85\u2028\u2029\ud800-\udfff]")


def python_guard(value: object) -> object:
    """The jinja `finalize` of the module template: what it prints must be code, never raw text.

    Multi-line code is marked `Code`; any other string is a single line of code or a literal. A
    string with a line break or a control character came from somewhere unescaped: refuse it.
    """
    if isinstance(value, Code) or not isinstance(value, str):
        return value
    if _UNSAFE_IN_SOURCE.search(value):
        raise ValueError(f"unescaped text reached the generated module: {value[:60]!r}")
    return value


# `<` starts every tag and `&` every entity; a `>` alone starts neither, and stays readable (`->`).
# In a Markdown file a control or bidi character of the spec is written as its entity: the file stays
# plain text for `cat`, and reads the same in a viewer.
_INVISIBLE = [*range(0x00, 0x09), 0x0b, 0x0c, *range(0x0e, 0x20), *range(0x7f, 0xa0), *range(0x200b, 0x2010),
              *range(0x202a, 0x202f), *range(0x2066, 0x206a), 0xfeff]
# Markdown's own marks are written escaped, so spec text never formats itself: a backslash, `*` and a
# backtick always; `_` where it could open or close emphasis (not inside a word, as in min_fan); `]` where
# a link would follow (`](`, `][`, `]:`), so a list such as [8, -8] stays as written.
_MARKDOWN_MARKS = re.compile(r"[\\*`]|(?<![0-9A-Za-z])_|_(?![0-9A-Za-z])|\](?=[(\[:])")
_HTML_SPECIAL = str.maketrans({"&": "&amp;", "<": "&lt;", **{chr(c): f"&#x{c:x};" for c in _INVISIBLE}})
_MARKDOWN_HTML_SPECIAL = str.maketrans({">": "&gt;"})  # a blockquote's mark, and the end of the sheet's first comment
# What starts a block when a text begins a line of the sheet (a summary does): a heading, a list, a rule
# (`# `, `- `, `+ `, `1. `, `2) `, a line of `-` or `=` alone, a `~~~` fence); the mark is escaped, and shows as
# itself.
_MARKDOWN_BLOCK_START = re.compile(r"^(\s*\d{0,9})(#{1,6}(?=\s|$)|(?<=\d)[.)](?=\s|$)|(?<!\d)[-+](?=\s|$)|[-=](?=[-=\s]*$)|~(?=~~))")


# Control characters other than a line break: on a terminal they move the cursor, retitle the window... And lone
# surrogates (a log's "\ud800", a file name's byte that is no UTF-8), which no terminal's encoding can write.
# Format characters (Unicode's category Cf, as of its version 14: bidi marks such as U+061C among them) are
# invisible and may reorder what a terminal shows, so they are shown as escapes too.
_TERMINAL_CONTROLS = re.compile(
    "[\x00-\x09\x0b-\x1f\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f"
    "\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U00013438"
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f\ud800-\udfff]")


def terminal_text(text: str) -> str:
    """Text for a terminal: a control character of the spec is shown as an escape (\\x1b), never sent."""
    return _TERMINAL_CONTROLS.sub(lambda m: repr(m.group())[1:-1], text)


def terminal_line(text: str) -> str:
    """One line for a terminal, as terminal_text gives it, a line break in it shown as \\n too: a line of a report
    holds a file's name, and a name with a line break would start a line of its own (a forged one)."""
    return terminal_text(text).replace("\n", "\\n")


def html_visible(value: object) -> object:
    """A value an HTML page prints (jinja2's finalize, before autoescape): text with a control character (a file
    name's ESC) shows it as an escape, as terminal_text does, since HTML has no way to hold it."""
    if isinstance(value, str) and not isinstance(value, Markup):
        return terminal_text(value)
    return value


def markdown_text(text: object) -> Markup:
    """Text in a Markdown sheet: HTML cannot start (`<`, `&`, `>` become entities), nor emphasis, code or a link,
    nor a block: its line breaks are spaces, and a heading's or list's mark at its start is escaped."""
    if isinstance(text, Markup):
        return text
    one_line = " ".join(str(text).splitlines()).lstrip(" \t")  # indented four deep, a text would be code
    marked = _MARKDOWN_MARKS.sub(lambda m: "\\" + m.group(), one_line)
    return Markup(_MARKDOWN_BLOCK_START.sub(r"\1\\\2", marked).translate(_HTML_SPECIAL).translate(_MARKDOWN_HTML_SPECIAL))


def markdown_code(text: object) -> Markup:
    """A Markdown code span holding text as it is (backticks in the text lengthen the fence)."""
    body = " ".join(str(text).splitlines())
    longest = max((len(run) for run in re.findall(r"`+", body)), default=0)
    fence = "`" * (longest + 1)
    if longest or body.startswith(" ") or body.endswith(" "):
        body = f" {body} "
    return Markup(f"{fence}{body}{fence}")


def markdown_cell(text: object) -> Markup:
    """Escaped text (or a code span) inside a Markdown table cell: no `|` ends the cell, no line break the row."""
    safe = markdown_text(text)
    return Markup(" ".join(str(safe).replace("|", "\\|").splitlines()))


def c_string(text: str) -> str:
    """A C string literal of text, as UTF-8: every byte that is not printable ASCII, and `\\`, `"` and `?`
    (trigraphs), is an octal escape of three digits, which no following character can extend."""
    out = []
    for byte in str(text).encode("utf-8", "surrogatepass"):
        ch = chr(byte)
        out.append(ch if 0x20 <= byte < 0x7f and ch not in '\\"?' else f"\\{byte:03o}")
    return '"' + "".join(out) + '"'


def c_comment(text: object) -> str:
    """Text inside a C block comment: one line, printable, and unable to close the comment."""
    text = " ".join(str(text).splitlines())
    text = _UNSAFE_IN_SOURCE.sub("?", text)
    return text.replace("*/", "* /").replace("/*", "/ *")



# What a JavaScript string literal or `//` comment must not hold raw: line terminators, controls, the
# bidi and invisible characters, lone surrogates; and `<`, so that `</script>` or `<!--` in spec text
# cannot end or change an inline script of the calculator page.
_UNSAFE_IN_JS = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff\ud800-\udfff<]")


def js_string(text: str) -> str:
    """A JavaScript string literal of text: printable characters as they are (a CJK name stays readable),
    `\\` and `"` escaped, everything _UNSAFE_IN_JS or outside the Basic Multilingual Plane as \\uXXXX units."""
    out = []
    for ch in str(text):
        if ch in '\\"':
            out.append("\\" + ch)
        elif ord(ch) > 0xFFFF:
            high, low = divmod(ord(ch) - 0x10000, 0x400)
            out.append(f"\\u{0xD800 + high:04x}\\u{0xDC00 + low:04x}")
        elif _UNSAFE_IN_JS.match(ch) or not ch.isprintable() and ch != " ":
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def js_comment(text: object) -> str:
    """Text for the end of a JavaScript `//` comment: one line, printable, unable to close an inline script."""
    return _UNSAFE_IN_JS.sub("?", " ".join(str(text).splitlines()))
