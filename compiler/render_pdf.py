"""Print stage: the HTML rule sheet to PDF through headless Chromium (and the browser calls the tests use).

Chromium is a system package, not a Python dependency: `apt-get install -y chromium fonts-noto-cjk
poppler-utils` (README, .ci/run). Everything here runs it as a subprocess with a throwaway profile.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from . import process_groups
from .held_folders import private_folder
from .optional import hidden_reason

INSTALL_HINT = "apt-get install -y chromium fonts-noto-cjk poppler-utils"
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
TIMEOUT = 180  # seconds for one browser run; a cold start on a busy machine takes a few

# A quiet, self-contained browser: no network of its own, no first-run UI, no profile left behind.
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-extensions",
         "--disable-default-apps", "--mute-audio", "--hide-scrollbars")


class BrowserMissing(Exception):
    """No Chromium on this machine; the message names the package to install."""


class BrowserFailed(Exception):
    """Chromium ran but did not make what it was asked for."""


def find_browser() -> str:
    """The Chromium executable: $MJC_CHROMIUM if set, else the first of BROWSERS on PATH."""
    if reason := hidden_reason("browser"):
        raise BrowserMissing(f"the PDF rule sheets are printed by Chromium, and {reason}")
    wanted = os.environ.get("MJC_CHROMIUM")
    if wanted:
        found = shutil.which(wanted)
        if not found:
            raise BrowserMissing(f"MJC_CHROMIUM={wanted} is not an executable")
        return found
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    raise BrowserMissing(f"the PDF rule sheets are printed by Chromium, which is not installed; "
                         f"install it with: {INSTALL_HINT}")


def cjk_font_missing() -> str | None:
    """A message if the sheet's CJK font is not installed (fontconfig decides what Chromium gets), else None."""
    if not shutil.which("fc-match"):
        return None  # no fontconfig to ask; Chromium will say nothing either
    out = subprocess.run(["fc-match", "-f", "%{family}", "Noto Sans CJK SC"], capture_output=True, text=True).stdout
    if "Noto Sans CJK" in out or "Noto Sans SC" in out:
        return None
    return f"the Noto CJK fonts the sheets are set in are not installed; install them with: {INSTALL_HINT}"


def printing_missing() -> str | None:
    """Why this machine cannot print the PDF sheets (no Chromium, no CJK fonts), or None if it can."""
    try:
        find_browser()
    except BrowserMissing as exc:
        return str(exc)
    return cjk_font_missing()


def run_browser(args: list[str], url: str, timeout: float = TIMEOUT) -> subprocess.CompletedProcess:
    """Run headless Chromium once on a URL with a fresh profile; raises BrowserMissing or BrowserFailed."""
    browser = find_browser()
    name = Path(browser).name
    # Its renderers are processes of their own: the whole group ends with its time or with mjc, and the profile
    # they write into is a held folder, which a run killed outright leaves for the next run to remove.
    with private_folder(PROFILE_PREFIX, BrowserFailed, "print in", _browser_parent()) as folder:
        profile = os.path.join(folder, "profile")
        os.mkdir(profile, 0o700)
        command = [browser, *FLAGS, f"--user-data-dir={profile}", *args, url]
        try:  # its temporary files too (Chromium killed leaves them)
            done = process_groups.run(command, timeout=timeout, env=dict(os.environ, HOME=profile, TMPDIR=folder))
        except subprocess.TimeoutExpired:
            raise BrowserFailed(f"{name} did not finish within {timeout:g} s") from None
        except OSError as exc:
            raise BrowserFailed(f"cannot run {name}: {exc.strerror or exc}") from None
    if done.returncode != 0:
        raise BrowserFailed(f"{name} exited with {done.returncode}: {_last_lines(done.stderr)}")
    return done


PROFILE_PREFIX = "mjc-chromium-"  # a browser run's profile folder (held_folders), before its process number
PRINT_PREFIX = "mjc-print-"  # a print's folder: the page and the PDF
COMPARE_PREFIX = "mjc-pdf-"  # same_text's folder: the two PDFs it compares
# What Chromium's socket adds to the temporary folder: the held folder (its process number at most 7 digits), a
# folder of its own, the socket. A Unix socket's path is at most 107 bytes (108 with its NUL).
SOCKET_PATH = f"/{PROFILE_PREFIX}1234567-12345678/org.chromium.Chromium.XXXXXX/SingletonSocket"
SOCKET_PATH_BYTES = 107


def _browser_parent() -> str:
    """Where a browser run's folder is made: the temporary folder, or /tmp where the path of the socket Chromium
    makes in it would be too long (Chromium stops: "Socket path too long")."""
    parent = tempfile.gettempdir()
    if len(os.fsencode(parent)) + len(SOCKET_PATH) > SOCKET_PATH_BYTES and os.access("/tmp", os.W_OK | os.X_OK):
        return "/tmp"
    return parent


def _last_lines(stderr: bytes) -> str:
    lines = [line for line in stderr.decode("utf-8", "replace").splitlines() if line.strip() and "dbus" not in line]
    return " | ".join(lines[-3:]) or "(no message)"


def print_pdf(html: str, base_name: str = "sheet") -> bytes:
    """Print an HTML document to PDF (A4, the sheet's own @page rules, no browser header or footer)."""
    with private_folder(PRINT_PREFIX, BrowserFailed, "print in") as work:
        page = Path(work) / f"{base_name}.html"
        out = Path(work) / f"{base_name}.pdf"
        page.write_text(html, encoding="utf-8")
        # Untagged: the tags' node IDs differ from print to print (see normalise_pdf), and they make the
        # file half as big again; the HTML sheet is the accessible one.
        run_browser(["--no-pdf-header-footer", "--disable-pdf-tagging", f"--print-to-pdf={out}"], page.as_uri())
        if not out.is_file() or out.stat().st_size == 0:
            raise BrowserFailed("Chromium printed no PDF")
        return normalise_pdf(out.read_bytes())


# Chromium's PDF writer (Skia) stamps every file with the time it was printed, as /CreationDate and
# /ModDate in the document information dictionary, and may give the trailer an /ID. Those are the only
# bytes that change between two prints of the same page by the same Chromium and fonts (checked with
# `cmp` over many prints, in parallel too), so they are rewritten to fixed values of the same length:
# the cross-reference offsets stay right, pdfinfo and pdftotext still read the file, and `mjc build`
# run twice writes the same PDF. (Nearly always: on a loaded machine Chromium now and then embeds the
# fonts' subsets in another order, same pages, same text; `mjc build` then keeps the PDF it has.) (A tagged PDF would also carry structure-element IDs made from the
# browser's node numbers, which change from run to run and order an ID tree; print_pdf turns tagging
# off.) A different Chromium or font build can still lay the same sheet out differently; .ci/run
# therefore compares a rebuilt PDF with the committed one by its text (pdftotext), not its bytes.
_DATE = re.compile(rb"/(CreationDate|ModDate) \(D:[0-9]{4,14}[^)]*\)")
_ID = re.compile(rb"/ID \[<([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)>\]")


def normalise_pdf(data: bytes) -> bytes:
    """The PDF with its print time and document ID fixed, byte length unchanged."""
    def date(m: re.Match) -> bytes:
        # D:YYYYMMDDHHmmSS+HH'mm' -> D:20000101000000+00'00': each digit replaced, nothing moved
        digits = iter(b"20000101000000" + b"0" * 16)
        return bytes(next(digits) if 48 <= c <= 57 else c for c in m.group(0))

    def ident(m: re.Match) -> bytes:
        return b"/ID [<" + b"0" * len(m.group(1)) + b"> <" + b"0" * len(m.group(2)) + b">]"

    return _ID.sub(ident, _DATE.sub(date, data))


# The PDF already on disk may be anything a shared folder was given: a file much longer than the new print is not
# the same sheet, and pdftotext gets this long to read one (some 0.5 s for MCR's 42 pages; a page that inflates to
# gigabytes would take minutes).
OLD_PDF_SECONDS = 10


def same_text(old: Path, new: bytes) -> bool:
    """Whether a PDF file and new PDF bytes hold the same words on the same number of pages (pdftotext); False for
    a file more than twice as long as the new print, or one pdftotext cannot read in OLD_PDF_SECONDS."""
    from .outputs import existing_bytes  # not at the top: every mjc command imports this module as it starts
    previous = existing_bytes(old, 2 * len(new))
    if not shutil.which("pdftotext") or previous is None:
        return False
    try:
        with private_folder(COMPARE_PREFIX, BrowserFailed, "compare PDFs in") as work:
            kept, fresh = Path(work) / "old.pdf", Path(work) / "new.pdf"
            kept.write_bytes(previous)
            fresh.write_bytes(new)
            return (page_count(previous) == page_count(new)
                    and pdf_text(kept, OLD_PDF_SECONDS).split() == pdf_text(fresh, OLD_PDF_SECONDS).split())
    except (BrowserFailed, OSError, subprocess.CalledProcessError, subprocess.TimeoutExpired):
        return False


def page_count(data: bytes) -> int:
    """How many pages a PDF written by Chromium has (its page objects), without poppler."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def pdf_text(path: Path, timeout: float | None = None) -> str:
    """The text of a PDF (poppler's pdftotext), pages separated by form feeds."""
    tool = shutil.which("pdftotext")
    if not tool:
        raise BrowserMissing(f"pdftotext is not installed; install it with: {INSTALL_HINT}")
    return subprocess.run([tool, "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True,
                          text=True, timeout=timeout).stdout


def pdf_pages(path: Path) -> int:
    """The page count of a PDF (poppler's pdfinfo)."""
    tool = shutil.which("pdfinfo")
    if not tool:
        raise BrowserMissing(f"pdfinfo is not installed; install it with: {INSTALL_HINT}")
    info = subprocess.run([tool, str(path)], capture_output=True, check=True, text=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
