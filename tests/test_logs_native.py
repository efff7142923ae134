"""The mjlog reader's C scanner (compiler/logs/_mjlog.c): with it and without it, the same records and the same errors
(code, message, records kept) on the real logs whole, cut and damaged, on written games and on bytes at random; and
clean under the address and undefined-behaviour sanitizers.

The committed C source is compiled here into tmp (so the tests check the C that ships, whatever is installed) and put
in the reader's place. Without a C compiler and Python's headers these tests skip, unless MJC_REQUIRE_NATIVE=1 (CI),
which makes that a failure.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import subprocess
import sys

import pytest

from compiler.logs import LogError, deal, scanner, tenhou
from compiler.logs.tenhou import _read, _Reader
from tests.conftest import ROOT, tiers
from tests.test_logs import LOGS, logs  # noqa: F401  (the fixture: skips where the real logs are missing)
from tests.test_logs_bulk import SAMPLES, _bench, damaged, damaged_copies

native_build = pytest.importorskip("compiler.native_build")
SOURCE = ROOT / "compiler" / "logs" / "_mjlog.c"


@pytest.fixture(scope="module")
def c_scanner(tmp_path_factory):
    """The scanner compiled from the committed source into tmp."""
    missing = native_build.compiler_missing()
    if missing:
        if os.environ.get("MJC_REQUIRE_NATIVE") == "1":
            pytest.fail(f"MJC_REQUIRE_NATIVE=1, but {missing}")
        pytest.skip(f"the C scanner cannot be built here: {missing}")
    out = tmp_path_factory.mktemp("mjlog")
    return native_build.load_module(native_build.compile_module(SOURCE, "_mjlog", out), "_mjlog")


@contextlib.contextmanager
def reading_with(module):
    """The reader with the scanner `module` in its place (None: the Python reader alone)."""
    saved = scanner.scan, scanner.apply_run, scanner.tiles_text, deal._native_text
    scanner.scan = getattr(module, "scan", None)
    scanner.apply_run = getattr(module, "apply_run", None)
    scanner.tiles_text = deal._native_text = getattr(module, "tiles_text", None)
    try:
        yield
    finally:
        scanner.scan, scanner.apply_run, scanner.tiles_text, deal._native_text = saved


def outcome(text: str, module, native: bool = True):
    """The records read from `text`, or the error's code, message and records."""
    with reading_with(module):
        try:
            return _read("f.xml", text.encode("utf-8"), text, None, native=native)
        except LogError as exc:
            return exc.code, exc.message, exc.records


def agree(c_scanner, texts) -> tuple[int, int]:
    """Assert each text reads alike with the C scanner and without it (and tag by tag); how many of them the scanner's
    steps read through, and how many the C applied a run of whose discard was not held (read again from the text)."""
    through = broken = 0
    for text in texts:
        python = outcome(text, None)
        assert outcome(text, c_scanner) == python, text[:200]
        try:
            python_tag_by_tag = _Reader("f.xml", text, None, bulk=False).read()
        except LogError as exc:
            python_tag_by_tag = exc.code, exc.message, exc.records
        assert python_tag_by_tag == python, text[:200]
        steps = c_scanner.scan(text.encode("utf-8"))
        if steps is not None:
            with reading_with(c_scanner):
                try:
                    _Reader("f.xml", text, None).read_steps(steps)
                    through += 1
                except tenhou.RunBroken:
                    broken += 1
                except (LogError, tenhou._Unplain):
                    pass
    return through, broken


def texts(names=None) -> list[str]:
    return [(LOGS / name).read_text(encoding="utf-8") for name in names or SAMPLES]


def test_the_scanner_keeps_the_deal_models_wall(c_scanner):
    assert (c_scanner.WALL_DRAWS, c_scanner.RUN_CYCLES) == (deal.WALL_DRAWS, deal.RUN_CYCLES)
    assert c_scanner.TILE_IDS == len(deal.NAMES[True])


def test_every_real_log_is_read_through_by_the_scanner_alike(logs, c_scanner):  # noqa: F811
    """Every four-player log is read by the scanner's steps alone (none falls back to the text), to the same records;
    the three-player one is refused alike."""
    paths = sorted(LOGS.glob("*.xml"))
    through, broken = agree(c_scanner, [path.read_text(encoding="utf-8") for path in paths])
    assert (through, broken) == (len(paths) - 1, 0)  # sanma2.xml: three players, refused
    records = outcome((LOGS / "pao.xml").read_text(encoding="utf-8"), c_scanner)
    assert isinstance(records, list) and sum(len(r["players"]) for r in records) == 4 * len(records)


@tiers(41, 7, "step")
def test_logs_cut_anywhere_read_alike(logs, c_scanner, step):  # noqa: F811
    for text in texts():
        agree(c_scanner, [text[:cut] for cut in range(0, len(text), step)])


@tiers(150, 600, "count")
def test_logs_with_a_character_changed_lost_or_doubled_read_alike(logs, c_scanner, count):  # noqa: F811
    rng = random.Random(3)
    through = 0
    for text in texts():
        through += agree(c_scanner, damaged_copies(text, rng, count))[0]
    assert through > 0  # changes the reader takes (inside a name, a doubled space) are read by the scanner's steps


@tiers(60, 250, "count")
def test_logs_with_play_damaged_read_alike(logs, c_scanner, count):  # noqa: F811
    rng = random.Random(7)
    broken = 0
    for text in texts([path.name for path in sorted(LOGS.glob("*.xml"))]):
        tags = [tag.start() for tag in re.finditer(r"<[TUVWDEFGN][0-9 ]", text)]
        broken += agree(c_scanner, [damaged(text, tags, rng) for _ in range(count)])[1]
    assert broken > 0  # a discard of a tile not held after a draw in the same run: read again from the text


def test_written_games_read_alike_whole_and_damaged(c_scanner):
    rng = random.Random(5)
    for _name, data in _bench().written_logs(3, 2):
        text = data.decode()
        assert agree(c_scanner, [text]) == (1, 0)
        tags = [tag.start() for tag in re.finditer(r"<[TUVWDEFG][0-9]", text)]
        agree(c_scanner, [damaged(text, tags, rng) for _ in range(40)] + [text[:cut] for cut in range(0, len(text), 97)])


def test_the_scanner_takes_only_the_plain_form(c_scanner):
    """What the scanner hands back to the text's reading: each of these files is read by Python, to the same end."""
    head = '<mjloggm ver="2.3"><GO type="169"/><UN n0="a" n1="b" n2="c" n3="d"/>'
    init = ('<INIT seed="0,0,0,1,1,52" ten="250,250,250,250" oya="0" hai0="0,1,2,3,4,5,6,7,8,9,10,11,12" '
            'hai1="13,14,15,16,17,18,19,20,21,22,23,24,25" hai2="26,27,28,29,30,31,32,33,34,35,36,37,38" '
            'hai3="39,40,41,42,43,44,45,46,47,48,49,50,51"/>')
    unplain = [
        head + init + "<T053/></mjloggm>",               # a leading zero
        head + init + "<T136/></mjloggm>",               # no such tile
        head + init + "<T53 /></mjloggm>",               # a space in a draw tag
        head + init + "<T53/><E53/></mjloggm>",          # out of the turn cycle
        head + init + '<INIT seed="0,0,0,1,1,52">',      # no '/>' and no end
        head + init + "<T53/>x</mjloggm>",               # text between tags
        head + init + "<T53/></mjloggm><GO/>",           # a tag after the end
        head.replace("<GO", "<!-- c --><GO") + init + "</mjloggm>",  # a comment inside the log
        "\ufeff" + head + "</mjloggm>",                  # a byte-order mark
    ]
    for text in unplain:
        assert c_scanner.scan(text.encode("utf-8")) is None, text
    plain = head + init + '<T53/><D53/><U54/><E54/>\n<RYUUKYOKU type="yao9" ba="0,0" sc="250,0,250,0,250,0,250,0"/>' \
        + "</mjloggm>"
    steps = c_scanner.scan(plain.encode())
    assert steps[-3] == (0, bytes([53, 53, 54, 54])) and steps[-1] == ("/mjloggm", None)
    assert steps[-2] == ("RYUUKYOKU", {"type": "yao9", "ba": (0, 0), "sc": (250, 0, 250, 0, 250, 0, 250, 0)})
    agree(c_scanner, unplain + [plain])


def test_bytes_at_random_and_hostile_numbers_are_refused_or_read_alike(c_scanner):
    rng = random.Random(11)
    for _ in range(3000):
        junk = bytes(rng.randrange(256) for _ in range(rng.randrange(200)))
        assert c_scanner.scan(junk) is None or isinstance(c_scanner.scan(junk), list)
    tags = "<mjloggm>", "<T1/>", "<D1/>", "<N who=\"0\" m=\"1\"/>", "</mjloggm>", " ", "<INIT/>"
    for _ in range(2000):
        text = "".join(rng.choice(tags) for _ in range(rng.randrange(12)))
        agree(c_scanner, [text])
    numbers = ['""', '"-0"', '"0,"', '"1,,2"', '"999999999"', '"1000000000"', '"-"', '"07"', '"' + "1," * 80 + '1"']
    for value in numbers:
        text = f'<mjloggm><GO type={value}/></mjloggm>'
        agree(c_scanner, [text])
    assert c_scanner.tiles_text([1, 2, 200], deal.NAMES[True].digits) is None
    for tokens in ([], [16, 17, 135, 0, 40], list(range(136)), [5] * 7):
        for red in (True, False):
            with reading_with(None):
                expected = deal.tiles_text(tokens, deal.NAMES[red])
            assert c_scanner.tiles_text(tokens, deal.NAMES[red].digits) == expected


def test_mjc_without_compiler_reads_without_the_scanner_to_the_same_records(logs):  # noqa: F811
    """MJC_WITHOUT=compiler hides the installed scanner, as on a machine without a C compiler: the same records."""
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); from compiler.logs import read_tenhou, scanner; "
            "print(scanner.scanner_missing()); print(json.dumps(read_tenhou(sys.argv[2])))")
    path = LOGS / "pao.xml"
    done = subprocess.run([sys.executable, "-c", code, str(ROOT), str(path)], capture_output=True, text=True,
                          env=dict(os.environ, MJC_WITHOUT="compiler"), timeout=120)
    hidden, records = done.stdout.splitlines()
    assert hidden == "MJC_WITHOUT hides compiler", done.stderr
    assert json.loads(records) == json.loads(json.dumps(logs["pao.xml"]))


SANITIZED_RUN = """
import random, re, sys
sys.path.insert(0, {root!r})
from compiler.native_build import load_module
from compiler.logs import LogError, deal, scanner
from compiler.logs.tenhou import _read
from pathlib import Path
module = load_module(Path({path!r}), "_mjlog")
scanner.scan, scanner.apply_run = module.scan, module.apply_run
scanner.tiles_text = deal._native_text = module.tiles_text
logs = Path({logs!r})
texts = [p.read_text(encoding="utf-8") for p in sorted(logs.glob("*.xml"))] if logs.is_dir() else []
rng = random.Random(1)
cases = []
for text in texts:
    cases.append(text)
    cases += [text[:cut] for cut in range(0, len(text), 211)]
    for at in rng.sample(range(len(text)), 40):
        cases.append(text[:at] + rng.choice('<>/"= x0123456789DTUNEG,-') + text[at + 1:])
        cases.append(text[:at] + text[at + 1:])
cases += [bytes(rng.randrange(256) for _ in range(rng.randrange(300))).decode("latin-1") for _ in range(3000)]
read = 0
for text in cases:
    data = text.encode("utf-8")
    module.scan(data)
    try:
        _read("f.xml", data, text, None)
        read += 1
    except LogError:
        pass
print("sanitized runs clean", len(cases), read)
"""


@pytest.mark.full  # a build with the sanitizers and some thousands of files
def test_the_scanner_runs_clean_under_address_and_undefined_behaviour_sanitizers(tmp_path, c_scanner):
    """The scanner built with -fsanitize=address,undefined reads the real logs whole, cut and with characters changed
    or lost, and bytes at random, through the reader."""
    path = native_build.compile_module(SOURCE, "_mjlog", tmp_path, sanitize=True)
    runtime = subprocess.run([native_build.compiler_command()[0], "-print-file-name=libasan.so"],
                             capture_output=True, text=True).stdout.strip()
    env = dict(os.environ, LD_PRELOAD=runtime, ASAN_OPTIONS="detect_leaks=0:abort_on_error=1",
               UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
    code = SANITIZED_RUN.format(root=str(ROOT), path=str(path), logs=str(LOGS))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0 and "sanitized runs clean" in done.stdout, done.stderr[-3000:]
    assert "runtime error" not in done.stderr and "AddressSanitizer" not in done.stderr, done.stderr[-3000:]
