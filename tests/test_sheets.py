"""Rule sheets: goldens of the fixture spec's Markdown and HTML, and every bundled sheet checked in a real
browser (headless Chromium: the page's layout, a screenshot of its first page, the printed PDF).

The browser tests (marked `browser`) need `apt-get install -y chromium fonts-noto-cjk poppler-utils`; without
them they skip, unless MJC_REQUIRE_BROWSER=1 (CI) makes that a failure. Set MJC_UPDATE_GOLDEN=1 to rewrite
the goldens after an intended change.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

import pytest

from compiler.pipeline import compile_spec
from compiler.render import render_html
from compiler.render_pdf import (INSTALL_HINT, BrowserFailed, cjk_font_missing, find_browser, normalise_pdf, page_count,
                                 pdf_pages, pdf_text, print_pdf, run_browser, same_text)
from compiler.verify import verify
from tests.conftest import BUNDLED, ROOT, bases_quick
from tests.test_process_groups import none_naming_within

GOLDEN = ROOT / "tests" / "golden"
A4_WIDTH_PX = 794    # 210 mm at 96 px per inch
A4_HEIGHT_PX = 1123


def check_golden(path: Path, text: str) -> None:
    if os.environ.get("MJC_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing; run with MJC_UPDATE_GOLDEN=1"
    assert path.read_text(encoding="utf-8") == text, f"{path.name} differs from what the compiler makes now"


def mjc(*args, cwd=ROOT, path=None):
    env = {"PYTHONPATH": str(ROOT), "PATH": path or os.environ.get("PATH", "/usr/bin:/bin")}
    proc = subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, cwd=cwd, timeout=300, env=env)
    assert b"Traceback" not in proc.stderr, proc.stderr.decode()
    return proc


@pytest.fixture(scope="module")
def sheets():
    """id -> (compiled, outcomes, html) of every bundled spec, rendered now."""
    out = {}
    for spec in BUNDLED:
        compiled = compile_spec(spec, f"specs/{spec.name}")
        outcomes = verify(compiled)
        out[spec.stem] = (compiled, outcomes, render_html(compiled.ruleset, outcomes, **compiled.differences()))
    return out


# ---------------------------------------------------------------- goldens and freshness (no browser)

def test_mini_html_golden(mini):
    check_golden(GOLDEN / "mini.html", render_html(mini.ruleset, verify(mini)))


def test_doc_command_writes_the_markdown_and_html_goldens(tmp_path):
    # `mjc doc` of a spec path gives the same sheets as the render stage (goldens of tests/test_golden.py and above)
    proc = mjc("doc", "tests/data/mini.yaml", "--format", "md")
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout.decode("utf-8") == (GOLDEN / "mini.md").read_text(encoding="utf-8")
    out = tmp_path / "mini.html"
    proc = mjc("doc", "tests/data/mini.yaml", "--format", "html", "-o", str(out))
    assert proc.returncode == 0, proc.stderr.decode()
    assert out.read_text(encoding="utf-8") == (GOLDEN / "mini.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_committed_html_sheet_is_fresh(spec, sheets):
    committed = ROOT / "docs" / "rules" / f"{spec.stem}.html"
    assert committed.exists() and committed.read_text(encoding="utf-8") == sheets[spec.stem][2], "run `mjc build`"


def test_languages(mini):
    outcomes = verify(mini)
    zh, en, both = (render_html(mini.ruleset, outcomes, lang) for lang in ("zh", "en", "both"))
    assert "速查" in zh and "Quick reference" not in zh and '<html lang="zh-Hans">' in zh
    assert "Quick reference" in en and "速查" not in en and '<html lang="en">' in en
    assert "速查" in both and "Quick reference" in both
    assert "big three dragons" in en and "大三元" in zh and "大三元" in both and "big three dragons" in both
    with pytest.raises(ValueError):
        render_html(mini.ruleset, outcomes, "fr")


def _wins(record: dict) -> list:
    """The wins of an example's record, full form or shorthand."""
    return record.get("wins", [record]) if isinstance(record, dict) else []


def test_sheet_is_self_contained_and_draws_examples(sheets):
    for compiled, outcomes, page in sheets.values():
        assert not re.search(r"""(?:src|href)=["'](?:https?:)?//""", page), "the sheet must fetch nothing"
        assert "<link" not in page and "@import" not in page
        for p in compiled.ruleset.patterns:
            assert f'data-pattern="{p.id}"' in page
            # The patterns of a sum listed apart (riichi's fu) are named under the quick reference, not in it.
            assert (f'data-quick="{p.id}"' in page) == (p.adds_to not in compiled.ruleset.parts)
            shown = next((o for o in outcomes if o.ok and "error" not in o.module_result and any(
                q["id"] == p.id for w in o.module_result["wins"] for q in w["patterns"])), None)
            card = page[page.index(f'id="pattern-{p.id}"'):]
            card = card[:card.index("</article>")]
            if shown:   # the first example whose result lists the pattern is the one drawn
                assert f'data-example="{shown.example.id}"' in card
                declared = any(w.get("declared") for w in _wins(shown.example.record))
                assert card.count('<svg class="tile') >= (0 if declared else 14)
            else:
                assert "No worked example" in card


def test_without_a_browser_build_writes_all_but_the_pdfs_and_doc_pdf_is_an_error(tmp_path):
    empty = tmp_path / "bin"
    empty.mkdir()
    proc = mjc("doc", "nanning", "--format", "html", path=str(empty))
    assert proc.returncode == 0 and proc.stdout.startswith(b"<!DOCTYPE html>")
    proc = mjc("doc", "nanning", "--format", "md", path=str(empty))
    assert proc.returncode == 0 and proc.stdout.startswith(b"<!-- Generated by mjc")
    proc = mjc("doc", "nanning", "--format", "pdf", "-o", str(tmp_path / "x.pdf"), path=str(empty))
    assert proc.returncode == 2 and INSTALL_HINT in proc.stderr.decode()
    assert not (tmp_path / "x.pdf").exists()
    root = tmp_path / "project"
    (root / "specs").mkdir(parents=True)
    (root / "specs" / "mini.yaml").write_text((ROOT / "tests" / "data" / "mini.yaml").read_text(encoding="utf-8"),
                                              encoding="utf-8")
    (root / "docs" / "rules").mkdir(parents=True)
    (root / "docs" / "rules" / "mini.pdf").write_bytes(b"%PDF committed")
    proc = mjc("--root", str(root), "build", path=str(empty))
    out = proc.stdout.decode()
    assert proc.returncode == 0, proc.stderr.decode()
    assert "mini" in out and "-> generated/mini.py" in out and "docs/rules/mini.md, .html, .pdf not printed" in out
    assert ("PDF rule sheets not printed: the PDF rule sheets are printed by Chromium, which is not installed; "
            f"install it with: {INSTALL_HINT}; the PDFs already in docs/rules were left as they are") in out
    assert (root / "generated" / "mini.py").read_text(encoding="utf-8").startswith('"""Scorer of the mjc ruleset `mini`')
    assert (root / "docs" / "rules" / "mini.md").exists() and (root / "docs" / "rules" / "mini.html").exists()
    assert (root / "docs" / "rules" / "mini.pdf").read_bytes() == b"%PDF committed"
    proc = mjc("doc", "nanning", "--format", "md", "--lang", "zh")
    assert proc.returncode == 2 and b"bilingual only" in proc.stderr


def test_build_without_specs_says_so_before_anything_about_browsers(tmp_path):
    empty = tmp_path / "bin"
    empty.mkdir()
    proc = mjc("build", cwd=tmp_path, path=str(empty))
    err = proc.stderr.decode()
    assert proc.returncode == 2 and err.startswith("mjc: no specs found in specs") and "Chromium" not in err


def test_pdf_normalisation_keeps_length_and_fixes_dates():
    data = (b"%PDF-1.4\n1 0 obj\n<</Producer (Skia/PDF m156)\n/CreationDate (D:20261129130924+00'00')\n"
            b"/ModDate (D:20261129130925+00'00')>>\nendobj\ntrailer\n<</ID [<0A1B> <2C3D>]>>\n")
    fixed = normalise_pdf(data)
    assert len(fixed) == len(data)
    assert b"/CreationDate (D:20000101000000+00'00')" in fixed and b"/ModDate (D:20000101000000+00'00')" in fixed
    assert b"/ID [<0000> <0000>]" in fixed
    assert normalise_pdf(fixed) == fixed


# ---------------------------------------------------------------- in the browser

CHECK_SCRIPT = """
<script>
(function () {
  var de = document.documentElement, out = {};
  out.scrollWidth = de.scrollWidth;
  out.clientWidth = de.clientWidth;
  out.innerWidth = window.innerWidth;
  out.patterns = Array.prototype.map.call(document.querySelectorAll("[data-pattern]"), function (e) { return e.dataset.pattern; });
  out.quick = Array.prototype.map.call(document.querySelectorAll("[data-quick]"), function (e) { return e.dataset.quick; });
  var tiles = document.querySelectorAll("svg.tile");
  out.tiles = tiles.length;
  out.emptyTiles = [];
  out.brokenTiles = [];
  tiles.forEach(function (t) {
    var r = t.getBoundingClientRect();
    if (r.width < 10 || r.height < 10) out.emptyTiles.push(t.getAttribute("aria-label"));
    var use = t.querySelector("use"), ref = use && document.getElementById(use.getAttribute("href").slice(1));
    if (!ref || use.getBBox().width < 1) out.brokenTiles.push(t.getAttribute("aria-label"));
  });
  out.images = Array.prototype.filter.call(document.images, function (i) { return !i.complete || !i.naturalWidth; })
    .map(function (i) { return i.src; });
  out.overflowing = [];
  document.querySelectorAll("body *").forEach(function (e) {
    var r = e.getBoundingClientRect();
    if (r.width && r.right > de.clientWidth + 0.5 && !e.closest(".tile-faces"))
      out.overflowing.push(e.tagName + (e.id ? "#" + e.id : "") + "." + e.className + " right=" + Math.round(r.right));
  });
  out.overflowing = out.overflowing.slice(0, 20);
  var s = document.createElement("script");
  s.type = "application/json";
  s.id = "mjc-check";
  s.textContent = JSON.stringify(out).replace(/</g, "\\\\u003c");
  document.body.appendChild(s);
})();
</script>
"""


# A print or a screenshot takes Chromium three to four seconds: the quick tier takes a sheet of each kind (a
# ruleset of its own, one with a page of what it changes, the longest), the full tier every one. CI also checks
# that `mjc build`, which prints them all, leaves the committed PDFs as they are.
PRINTED_IN_QUICK = ("nanning", "nanning_dapao9", "mcr")
PRINTED = [pytest.param(p, id=p.stem, marks=() if p.stem in PRINTED_IN_QUICK else pytest.mark.full) for p in BUNDLED]


@pytest.mark.browser
@bases_quick(BUNDLED, "spec")
def test_sheet_in_the_browser_fits_a4_and_draws_every_tile(spec, sheets, tmp_path):
    compiled, _, page = sheets[spec.stem]
    path = tmp_path / f"{spec.stem}.html"
    path.write_text(page.replace("</body>", CHECK_SCRIPT + "</body>"), encoding="utf-8")
    done = run_browser(["--dump-dom", f"--window-size={A4_WIDTH_PX},{A4_HEIGHT_PX}"], path.as_uri())
    dom = done.stdout.decode("utf-8")
    found = re.search(r'<script type="application/json" id="mjc-check">(.*?)</script>', dom, re.S)
    assert found, "the check script did not run:\n" + dom[-2000:]
    check = json.loads(found.group(1))
    assert check["innerWidth"] == A4_WIDTH_PX
    assert check["scrollWidth"] <= check["clientWidth"], f"horizontal overflow: {check['overflowing']}"
    assert check["overflowing"] == []
    ids = [p.id for p in compiled.ruleset.patterns]
    assert sorted(check["patterns"]) == sorted(ids)
    assert sorted(check["quick"]) == sorted(p.id for p in compiled.ruleset.patterns if p.adds_to not in compiled.ruleset.parts)
    assert check["tiles"] >= len(compiled.ruleset.hand_tiles)
    assert check["emptyTiles"] == [] and check["brokenTiles"] == [] and check["images"] == []


@pytest.mark.browser
@pytest.mark.parametrize("spec", PRINTED)
def test_first_page_screenshot_is_not_blank(spec, sheets, tmp_path):
    path = tmp_path / f"{spec.stem}.html"
    path.write_text(sheets[spec.stem][2], encoding="utf-8")
    png = tmp_path / f"{spec.stem}-page1.png"
    run_browser([f"--screenshot={png}", f"--window-size={A4_WIDTH_PX},{A4_HEIGHT_PX}"], path.as_uri())
    width, height, pixels = read_png(png.read_bytes())
    assert (width, height) == (A4_WIDTH_PX, A4_HEIGHT_PX)
    counts = {}
    for i in range(0, len(pixels), 3 * 7):   # every 7th pixel is plenty
        counts[pixels[i:i + 3]] = counts.get(pixels[i:i + 3], 0) + 1
    background = max(counts.values())
    assert len(counts) > 50, "hardly any colours: a blank or broken page"
    ink = 1 - background / sum(counts.values())
    assert 0.05 < ink < 0.9, f"{ink:.0%} of the page differs from its background"


def read_png(data: bytes) -> tuple[int, int, bytes]:
    """(width, height, RGB bytes) of an 8-bit RGB or RGBA PNG, standard library only."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    out, previous = bytearray(), bytearray(stride)
    for y in range(height):
        kind, row = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 1:
            for x in range(bpp, stride):
                row[x] = (row[x] + row[x - bpp]) & 255
        elif kind == 2:
            row = bytearray((a + b) & 255 for a, b in zip(row, previous))
        elif kind == 3:
            for x in range(stride):
                row[x] = (row[x] + ((row[x - bpp] if x >= bpp else 0) + previous[x]) // 2) & 255
        elif kind == 4:
            for x in range(stride):
                a, b, c = (row[x - bpp] if x >= bpp else 0), previous[x], (previous[x - bpp] if x >= bpp else 0)
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[x] = (row[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out += row if bpp == 3 else bytes(v for i, v in enumerate(row) if i % 4 != 3)
        previous = row
    return width, height, bytes(out)


class Prints(dict):
    """id -> path of the PDF printed now from a bundled sheet, printed when first asked for."""

    def __init__(self, sheets: dict, folder: Path):
        super().__init__()
        self.sheets, self.folder = sheets, folder

    def __missing__(self, name: str) -> Path:
        self[name] = path = self.folder / f"{name}.pdf"
        path.write_bytes(print_pdf(self.sheets[name][2], name))
        return path


@pytest.fixture(scope="module")
def pdfs(sheets, tmp_path_factory) -> Prints:
    return Prints(sheets, tmp_path_factory.mktemp("pdf"))




def words(text: str) -> list[str]:
    return text.split()


@pytest.mark.browser
@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_pdf_pages_and_text(spec, sheets):
    """The committed PDF (the next test compares it with a fresh print)."""
    compiled, outcomes, _ = sheets[spec.stem]
    rs = compiled.ruleset
    path = ROOT / "docs" / "rules" / f"{spec.stem}.pdf"
    pages = pdf_pages(path)
    assert page_count(path.read_bytes()) == pages
    # a page for the quick reference, then three to six pattern cards and 15 to 40 example rows a page; a house
    # ruleset's sheet opens with a page of what it changes
    house = compiled.doc.base is not None
    least = 2 + len(rs.patterns) // 8 + len(outcomes) // 40
    most = 4 + house + len(rs.patterns) // 2 + len(outcomes) // 10
    assert least <= pages <= most, f"{pages} pages, expected {least}..{most}"
    text = pdf_text(path)
    for p in rs.patterns:
        assert p.name.zh in text, f"{p.name.zh} ({p.id}) missing from the PDF"
    pages_text = text.split("\f")
    if compiled.doc.base is not None:  # a house ruleset opens with what it changes, on its own page
        assert "What differs from" in pages_text[0] and "速查 · Quick reference" not in pages_text[0]
        pages_text = pages_text[1:]
    first, second = pages_text[:2]
    assert "速查 · Quick reference" in first and "完整规则 · Full rules" not in first, "the quick reference must be one page"
    assert "完整规则 · Full rules" in second
    assert f"{sum(o.ok for o in outcomes)}/{len(outcomes)}" in text


@pytest.mark.browser
@pytest.mark.parametrize("spec", PRINTED)
def test_committed_pdf_has_the_text_of_a_fresh_print(spec, pdfs):
    # compared by text, not bytes: another Chromium or font build may lay the same sheet out differently
    committed = ROOT / "docs" / "rules" / f"{spec.stem}.pdf"
    assert committed.exists(), "run `mjc build`"
    assert words(pdf_text(committed)) == words(pdf_text(pdfs[spec.stem])), "run `mjc build`"


@pytest.mark.browser
def test_printing_again_gives_the_same_pdf(mini, tmp_path):
    # four prints side by side, as `mjc build` prints its sheets: no print date or ID left to differ, and
    # the same pages and text (a loaded machine may, now and then, order the embedded fonts otherwise)
    from concurrent.futures import ThreadPoolExecutor
    page = render_html(mini.ruleset, verify(mini))
    with ThreadPoolExecutor(max_workers=4) as pool:
        prints = list(pool.map(lambda _: print_pdf(page, "mini"), range(4)))
    first = tmp_path / "first.pdf"
    first.write_bytes(prints[0])
    for data in prints:
        assert b"/CreationDate (D:20000101000000" in data and b"/ModDate (D:20000101000000" in data
        assert same_text(first, data)


@pytest.mark.browser
def test_browser_and_fonts_are_installed():
    assert find_browser()
    assert cjk_font_missing() is None


# ---------------------------------------------------------------- what a build finds in its own folders

def project_with_mini(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / "specs").mkdir(parents=True)
    (root / "specs" / "mini.yaml").write_text((ROOT / "tests" / "data" / "mini.yaml").read_text(encoding="utf-8"),
                                              encoding="utf-8")
    return root


@pytest.mark.parametrize("folder", ["generated", "generated/js", "docs", "docs/rules"])
def test_build_writes_through_no_link_at_a_folder_of_its_own(tmp_path, folder):
    """A link planted at generated/ (or docs/rules) would have the build write mini.py, and remove mini.c, in the
    folder it points to: a folder on Python's path, say."""
    root, victim = project_with_mini(tmp_path), tmp_path / "victim"
    victim.mkdir()
    (victim / "mini.c").write_text("kept", encoding="utf-8")
    (victim / "mini.py").write_text("kept", encoding="utf-8")
    (root / folder).parent.mkdir(parents=True, exist_ok=True)
    (root / folder).symlink_to(victim, target_is_directory=True)
    proc = mjc("--root", str(root), "build", path=str(tmp_path))  # no browser: the PDFs are not the point
    assert proc.returncode == 2, proc.stdout.decode()
    assert proc.stderr.decode() == (f"mjc: {root / folder} is a link (to {victim}): mjc build writes only into "
                                    "folders of the project's own; remove the link\n")
    assert sorted(p.name for p in victim.iterdir()) == ["mini.c", "mini.py"]
    assert (victim / "mini.c").read_text(encoding="utf-8") == (victim / "mini.py").read_text(encoding="utf-8") == "kept"


@pytest.mark.browser
def test_a_planted_sheet_or_pdf_is_printed_over_without_reading_it_whole(tmp_path, monkeypatch):
    """The HTML beside the PDF is compared with the new sheet by at most as many bytes as it has (not read whole,
    and not as UTF-8); an old PDF longer than twice the new print is not the same sheet, and pdftotext is given a
    time limit: a build printed over a bad HTML file with a traceback, read 300 MB whole, and waited for a PDF
    whose page inflates to 440 MB."""
    from compiler import render_pdf
    root = project_with_mini(tmp_path)
    assert mjc("--root", str(root), "build").returncode == 0
    sheets = root / "docs" / "rules"
    printed = (sheets / "mini.pdf").read_bytes()
    (sheets / "mini.html").write_bytes(b"\xff\xfe" + b"x" * 1000)
    (sheets / "mini.pdf").write_bytes(b"%PDF planted")
    proc = mjc("--root", str(root), "build")
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr.decode()
    assert (sheets / "mini.pdf").read_bytes()[:5] == b"%PDF-" and (sheets / "mini.html").read_bytes()[:2] != b"\xff\xfe"
    # the bounds themselves, in this process
    long_file = tmp_path / "long.pdf"
    long_file.write_bytes(printed * 2 + b"%")
    assert not render_pdf.same_text(long_file, printed)
    (tmp_path / "same.pdf").write_bytes(printed)
    assert render_pdf.same_text(tmp_path / "same.pdf", printed)
    waited = []

    def slow(path, timeout=None):
        waited.append(timeout)
        raise subprocess.TimeoutExpired("pdftotext", timeout)
    monkeypatch.setattr(render_pdf, "pdf_text", slow)
    assert not render_pdf.same_text(tmp_path / "same.pdf", printed) and waited == [render_pdf.OLD_PDF_SECONDS]


@pytest.mark.browser
def test_a_pdf_prints_where_tmpdir_names_no_folder_it_can_write(tmp_path):
    """With TMPDIR at a missing folder Chromium could not make its profile's lock and the print failed (and with it
    build --native); Python's own choice of a temporary folder is handed to it."""
    spec = tmp_path / "mini.yaml"
    spec.write_text((ROOT / "tests" / "data" / "mini.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    env = {"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TMPDIR": str(tmp_path / "none")}
    done = subprocess.run([sys.executable, "-m", "compiler", "doc", "mini.yaml", "-o", "mini.pdf"], cwd=tmp_path,
                          env=env, capture_output=True, timeout=300)
    assert done.returncode == 0, done.stderr.decode()
    assert page_count((tmp_path / "mini.pdf").read_bytes()) >= 1


@pytest.fixture
def short_temporary_folder(monkeypatch, tmp_path):  # (tmp_path first: pytest's own folder stays where it is)
    """Python's temporary folder moved to a new one of a short path (Chromium's socket in it must fit 107 bytes)."""
    folder = tempfile.mkdtemp(prefix="t", dir="/tmp")
    monkeypatch.setattr(tempfile, "tempdir", folder)
    yield Path(folder)
    shutil.rmtree(folder)


@pytest.mark.browser
def test_a_browser_past_its_time_ends_whole_and_leaves_no_folder(short_temporary_folder, tmp_path):
    """On a page that never finished loading, the time limit ended Chromium's first process alone: its renderers
    wrote on into the profile, whose removal then failed with an OSError where BrowserFailed was due."""
    page = tmp_path / "endless.html"
    page.write_text("<script>for (;;) {}</script>", encoding="utf-8")
    for _ in range(3):
        with pytest.raises(BrowserFailed, match=r"^\S+ did not finish within 2\.5 s$"):
            run_browser([f"--print-to-pdf={tmp_path / 'endless.pdf'}"], page.as_uri(), timeout=2.5)
        assert list(short_temporary_folder.iterdir()) == []  # its profile and its temporary files are gone
    assert none_naming_within(str(short_temporary_folder).encode(), 2)


@pytest.mark.browser
@pytest.mark.parametrize("length", [57, 150])
def test_a_browser_prints_where_the_temporary_folder_has_a_long_path(short_temporary_folder, tmp_path, monkeypatch,
                                                                     length):
    """The path of the socket Chromium makes in its temporary folder is at most 107 bytes: with a temporary folder
    of 64 bytes or more it could not start ("Socket path too long"), leaving a folder of its own there. Its folder is
    made in /tmp then."""
    deep = short_temporary_folder
    while len(str(deep)) < length:
        deep = deep / ("d" * min(50, length - len(str(deep)) - 1))
    deep.mkdir(parents=True)
    monkeypatch.setattr(tempfile, "tempdir", str(deep))
    page = tmp_path / "page.html"
    page.write_text("<p>mjc</p>", encoding="utf-8")
    run_browser([f"--print-to-pdf={tmp_path / 'page.pdf'}"], page.as_uri())
    assert page_count((tmp_path / "page.pdf").read_bytes()) == 1 and list(deep.iterdir()) == []
    assert not list(Path("/tmp").glob(f"mjc-chromium-{os.getpid()}-*"))
