"""The base modules of the JavaScript runtime (compiler/runtime/js: py, base, tiles, numbers, seats,
language, results), run by Node through tests/js/run_base.mjs, against the Python runtime and the Python
built-ins they imitate, on random inputs: every answer equal, written out by the driver as Python's
json.dumps(..., ensure_ascii=False) writes it, and every RecordError's code and message equal.

The one intended difference: where Python's integers would pass 2**53, the JS runtime raises the record
error "overflow" (checked here too). Without Node these tests skip, unless MJC_REQUIRE_NODE=1 (CI),
which makes that a failure.
"""

from __future__ import annotations

import ast
import difflib
import json
import math
import random
import re
import shutil
import struct
import subprocess

import pytest

from compiler.runtime import base, language, numbers, records, results, seats, tiles
from compiler.runtime.base import RecordError
from tests.conftest import ROOT
from tests.test_fuzz import BAD_VALUES

pytestmark = pytest.mark.node

RUNTIME = ROOT / "compiler" / "runtime" / "js"
DRIVER = ROOT / "tests" / "js" / "run_base.mjs"
PORTS = ("py", "base", "tiles", "numbers", "seats", "language", "results")  # in build order
OVERFLOW = "gives a number too large for exact arithmetic (2**53 or more in size) on this hand"


# ---------------------------------------------------------------------------------------------- plumbing

def _encode(value):
    """A value for the driver: tuples as lists, and the floats JSON cannot carry as {"$f": ...}."""
    if isinstance(value, float) and not math.isfinite(value):
        return {"$f": "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")}
    if isinstance(value, (list, tuple)):
        return [_encode(v) for v in value]
    if isinstance(value, dict):
        return {k: _encode(v) for k, v in value.items()}
    return value


def run_js(cases):
    """The driver's answer for each (op, args)."""
    text = "\n".join(json.dumps({"op": op, "args": _encode(list(args))}) for op, args in cases) + "\n"
    done = subprocess.run([shutil.which("node"), str(DRIVER)], input=text.encode(), capture_output=True, timeout=600)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    answers = [json.loads(line) for line in done.stdout.decode().split("\n") if line]  # (not splitlines: U+2028...)
    assert len(answers) == len(cases)
    return answers


def outcome(compute):
    """Python's answer in the driver's form: the value as json.dumps writes it, or the RecordError."""
    try:
        value = compute()
    except RecordError as error:
        return {"error": [error.code, error.message]}
    except TypeError:
        return {"throw": "TypeError"}
    return {"ok": json.dumps(value, ensure_ascii=False)}


def compare(cases, expected):
    """Run the cases in Node and assert every answer equals Python's; at most a few differences shown."""
    answers = run_js(cases)
    wrong = []
    for case, want, got in zip(cases, expected, answers):
        if "throw" in want and "throw" in got:
            got = {"throw": got["throw"][0]}
        if want != got:
            wrong.append((case, want, got))
    assert not wrong, f"{len(wrong)} of {len(cases)} differ, e.g.:\n" + "\n".join(map(repr, wrong[:8]))


# --------------------------------------------------------------------------------------- random values

_POOLS = [
    list(range(0x20, 0x7F)) * 3,                                          # printable ASCII (quotes, backslash)
    list(range(0x00, 0x20)) + list(range(0x7F, 0xA0)),                    # controls
    list(range(0xA0, 0x100)),                                             # Latin-1, its no-break space
    list(range(0x4E00, 0x4F00)) + list(range(0x3000, 0x3040)),            # CJK, its punctuation and space
    list(range(0xFF01, 0xFF5F)),                                          # full-width forms and digits
    list(range(0x660, 0x66A)) + list(range(0x966, 0x970)) + [0xB2, 0xB3, 0xB9, 0x2070, 0x2074, 0x2460, 0x24EA,
                                                              0x1369, 0x19DA, 0x10A40, 0x1F100, 0xBD, 0x2155],
    list(range(0x200B, 0x2010)) + list(range(0x2028, 0x202F)) + list(range(0x2060, 0x2065)) + [0xFEFF, 0xAD, 0x61C,
                                                                                               0xE0001, 0xE0041],
    [0x1680, 0x2000, 0x2005, 0x200A, 0x202F, 0x205F, 0x85, 0x1C, 0x1F, 0x0B, 0x0C],
    list(range(0xE000, 0xE010)) + [0xF8FF, 0xF0000, 0x10FFFD],            # private use
    list(range(0xD800, 0xD810)) + list(range(0xDBF0, 0xDC10)) + [0xDFFF],  # lone surrogates
    list(range(0x1F300, 0x1F650)) + [0x10000, 0x1D11E, 0x20000, 0x2A6D6, 0x1F6DC, 0x1FAE8, 0x2B739],  # astral
    [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF, 0x50000, 0x378, 0x0300, 0x0301, 0x20DD, 0xE01EF],
]


def random_char(rng: random.Random) -> str:
    """Any code point at all: what the runtime writes never depends on Unicode's tables, whose versions in
    this Python and in Node differ (U+1F6DC is in Node's, not in Python 3.11's)."""
    return chr(rng.randrange(0x110000) if rng.random() < 0.15 else rng.choice(rng.choice(_POOLS)))


def random_text(rng: random.Random, longest: int = 12) -> str:
    text = "".join(random_char(rng) for _ in range(rng.randrange(longest + 1)))
    # A lone high surrogate then a lone low one read as one character in JSON, so in every record (and
    # JS cannot tell them apart): as JSON text gives it.
    return json.loads(json.dumps(text))


def random_float(rng: random.Random) -> float:
    """A finite float that is not whole (a whole one is an int in JS)."""
    while True:
        pick = rng.random()
        if pick < 0.3:
            x = struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0]
        elif pick < 0.6:
            x = rng.uniform(-1, 1) * 10 ** rng.randrange(-12, 18)
        else:
            x = round(rng.uniform(-1000, 1000), rng.randrange(1, 6))
        if math.isfinite(x) and not x.is_integer():
            return x


def random_int(rng: random.Random) -> int:
    """An int JS holds exactly: within 2**53, or a double's whole value beyond."""
    pick = rng.random()
    if pick < 0.5:
        return rng.randrange(-10, 100)
    if pick < 0.9:
        return rng.randrange(-(2 ** 53) + 1, 2 ** 53)
    return rng.choice((-1, 1)) * rng.randrange(1, 2 ** 20) * 2 ** rng.randrange(53, 200)


_ARRAY_INDEX = re.compile(r"0|[1-9][0-9]{0,9}")


def random_key(rng: random.Random) -> str:
    while True:  # JS puts integer-like keys first: not for the comparison of key order
        key = random_text(rng, 6)
        if not _ARRAY_INDEX.fullmatch(key):
            return key


def random_value(rng: random.Random, depth: int = 3):
    pick = rng.random()
    if depth > 0 and pick < 0.15:
        return [random_value(rng, depth - 1) for _ in range(rng.randrange(5))]
    if depth > 0 and pick < 0.25:
        return {random_key(rng): random_value(rng, depth - 1) for _ in range(rng.randrange(4))}
    return rng.choice([None, True, False, random_int(rng), random_float(rng), random_text(rng),
                       random_text(rng, 60), rng.randrange(-3, 5)])


# ------------------------------------------------------------------------------------------------- py.mjs

def test_quoted_len_and_slice_of_random_strings():
    rng = random.Random("strings")
    cases, expected = [], []
    texts = [random_text(rng, rng.choice((3, 12, 40))) for _ in range(3000)]
    texts += ["", "'", '"', "'\"", "\\", "a'b", 'a"b', "\ud800", "\udfff\ud800", "\U0001F600", "\x7f\x80\x9f\xa0\xad",
              "\u2028\u2029\u3000\ufeff", "\U000e0001", "１２３m", "\x00\t\n\r\x0b\x0c"]
    for s in texts:
        cases.append(("quoted", [s]))
        expected.append(outcome(lambda: tiles._quoted(s)))
        cases.append(("len", [s]))
        expected.append(outcome(lambda: len(s)))
        start, end = (rng.choice([None, rng.randrange(-15, 15)]) for _ in range(2))
        cases.append(("str_slice", [s, start, end]))
        expected.append(outcome(lambda: s[start:end]))
    compare(cases, expected)


def test_float_repr_of_numbers():
    rng = random.Random("floats")
    floats = [1e16, 1e-7, 0.1 + 0.2, -0.0, 0.0, 1e30, 5e-324, -5e-324, 1.7976931348623157e308, 1e15 + 0.5, 0.0001,
              0.00001, 123456789012345678.0, 1.5, -2.5, 1e22, 1e21, 9007199254740993.0, 2.0 ** 53, 1e-300,
              math.inf, -math.inf, math.nan]
    floats += [struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0] for _ in range(2000)]
    floats += [random_float(rng) for _ in range(2000)]
    floats += [rng.randrange(-10 ** 6, 10 ** 6) / 10 ** rng.randrange(0, 8) for _ in range(500)]
    cases, expected = [], []
    for x in floats:
        cases.append(("float_repr", [x]))
        expected.append(outcome(lambda: repr(x)))
    compare(cases, expected)


def test_types_of_random_nested_values():
    rng = random.Random("nested")
    values = [random_value(rng, 4) for _ in range(2000)] + [[], {}, [[]], {"a": {}}, {"k": [1, 2.5, None, True]}]
    cases, expected = [], []
    for v in values:
        cases.append(("types", [v]))
        expected.append(outcome(lambda: [v.__class__ is int, v.__class__ is float, v.__class__ is str,
                                         v.__class__ is bool, v.__class__ is list, v.__class__ is dict, v is None]))
    compare(cases, expected)


def _comparable(rng: random.Random, kind: str, depth: int):
    """A random value of one kind (numbers, strings), or a list of them, None allowed inside lists."""
    if depth > 0 and rng.random() < 0.4:
        return [None if rng.random() < 0.05 else _comparable(rng, kind, depth - 1) for _ in range(rng.randrange(4))]
    if kind == "numbers":
        return rng.choice([rng.randrange(-3, 4), rng.choice([True, False]), rng.choice([0.5, -1.5, 2.25, 1e-9]),
                           random_int(rng), random_float(rng)])
    return rng.choice(["", "a", "ab", "b", "\ud800", "\ue000", "\uff10", "\U0001F600", "\U00010000", "\udc00",
                       "a\ud800", "a\ue000", "a\U0001F600", random_text(rng, 3)])


def _py_cmp(a, b):
    return -1 if a < b else 1 if b < a else 0


def test_cmp_eq_and_sorted_on_random_nested_lists():
    rng = random.Random("order")
    cases, expected = [], []
    for _ in range(3000):
        kind = rng.choice(["numbers", "strings"])
        a = _comparable(rng, kind, 3)
        pick = rng.random()
        b = a if pick < 0.2 else _comparable(rng, rng.choice([kind, kind, "numbers", "strings"]), 3)
        if a is None or b is None:
            continue
        cases.append(("cmp", [a, b]))
        expected.append(outcome(lambda: _py_cmp(a, b)))
        cases.append(("eq", [a, b]))
        expected.append(outcome(lambda: a == b))
    for _ in range(600):
        kind = rng.choice(["numbers", "strings"])
        # Lists of one depth, without None, so that every pair compares (Python and JS compare different pairs).
        depth = rng.randrange(2)
        items = [_comparable(rng, kind, 0) if depth == 0 else [_comparable(rng, kind, 0) for _ in range(rng.randrange(3))]
                 for _ in range(rng.randrange(12))]
        cases.append(("sorted", [items]))
        expected.append(outcome(lambda: sorted(items)))
        pairs = [[rng.randrange(4), i] for i in range(rng.randrange(15))]
        cases.append(("sorted_first", [pairs]))
        expected.append(outcome(lambda: sorted(pairs, key=lambda p: p[0])))
    for _ in range(300):  # dicts: equal whatever their key order
        d = {random_key(rng): random_value(rng, 1) for _ in range(rng.randrange(4))}
        e = dict(reversed(list(d.items()))) if rng.random() < 0.5 else {random_key(rng): 1, **d}
        cases.append(("eq", [d, e]))
        expected.append(outcome(lambda: d == e))
    compare(cases, expected)


def test_floordiv_and_mod_on_ints_of_both_signs():
    rng = random.Random("division")
    cases, expected = [], []
    for _ in range(3000):
        a = rng.choice([rng.randrange(-20, 21), rng.randrange(-(2 ** 53) + 1, 2 ** 53), rng.randrange(-10 ** 6, 10 ** 6)])
        b = 0
        while b == 0:
            b = rng.choice([rng.randrange(-9, 10), rng.randrange(-(2 ** 53) + 1, 2 ** 53), rng.randrange(-1000, 1000)])
        cases.append(("floordiv", [a, b]))
        expected.append(outcome(lambda: a // b))
        cases.append(("mod", [a, b]))
        expected.append(outcome(lambda: a % b))
    compare(cases, expected)


FIELD_NAMES = [records.RECORD_KEYS, records.WIN_KEYS, records.PLAYER_KEYS, records.MELD_KEYS, records.PENALTY_KEYS,
               records.SHORTHAND_KEYS, tuple(base.CONTRACT_FLAGS)]


def _misspelt(rng: random.Random, word: str) -> str:
    letters = list(word)
    for _ in range(rng.randrange(1, 4)):
        i = rng.randrange(len(letters) + 1)
        action = rng.random()
        if action < 0.3 and letters:
            del letters[min(i, len(letters) - 1)]
        elif action < 0.6:
            letters.insert(i, rng.choice("abcdefghijklmnopqrstuvwxyz_"))
        elif action < 0.8 and len(letters) > 1:
            j = min(i, len(letters) - 2)
            letters[j], letters[j + 1] = letters[j + 1], letters[j]
        elif letters:
            letters[min(i, len(letters) - 1)] = rng.choice("aeiou_sz")
    return "".join(letters)


def test_get_close_matches_on_field_names_and_random_words():
    rng = random.Random("difflib")
    cases, expected = [], []
    for _ in range(3000):
        known = list(rng.choice(FIELD_NAMES)) if rng.random() < 0.7 else [
            "".join(rng.choice("abcde_") for _ in range(rng.randrange(1, 9))) for _ in range(rng.randrange(8))]
        pick = rng.random()
        if pick < 0.5 and known:
            word = _misspelt(rng, rng.choice(known))
        elif pick < 0.8:
            word = "".join(rng.choice("abcdeiorstnw_") for _ in range(rng.randrange(0, 10)))
        else:
            word = random_text(rng, 8)
        n = rng.randrange(1, 5)
        cutoff = rng.choice([0.0, 0.3, 0.5, 0.6, 0.6, 0.75, 1.0, rng.random()])
        cases.append(("close", [word, known, n, cutoff]))
        expected.append(outcome(lambda: difflib.get_close_matches(word, known, n, cutoff)))
    for _ in range(40):  # a word of 200 items or more: difflib's autojunk rule
        word = "".join(rng.choice("ab" if rng.random() < 0.5 else "abcdefgh") for _ in range(rng.randrange(195, 320)))
        known = ["".join(rng.choice("abcdefgh") for _ in range(rng.randrange(150, 330))) for _ in range(4)]
        known.append(word[:rng.randrange(100, len(word))] + "ab" * 20)
        cutoff = rng.choice([0.0, 0.4, 0.6])
        cases.append(("close", [word, known, 3, cutoff]))
        expected.append(outcome(lambda: difflib.get_close_matches(word, known, 3, cutoff)))
    compare(cases, expected)


# --------------------------------------------------------------------------------------------- tiles.mjs

_TROUBLE = ["0", " ", "\t", "\u3000", "\xa0", "\x1c", "\ufeff", "１", "９", "٣", "²", "①", "M", "x", "z", "f", "8",
            "9", "mm", "\ud800", "\U0001F600", "'", '"', "\\", "\n", "é", "ｍ", "0m"]


def _tile_string(rng: random.Random) -> str:
    return "".join("".join(rng.choice("123456789") for _ in range(rng.randrange(1, 5))) + rng.choice("mpszf")
                   for _ in range(rng.randrange(6)))


def _tile_input(rng: random.Random):
    pick = rng.random()
    text = _tile_string(rng)
    if pick < 0.35:
        return text
    if pick < 0.8:
        for _ in range(rng.randrange(1, 3)):
            i = rng.randrange(len(text) + 1)
            text = text[:i] + rng.choice(_TROUBLE) + text[i + rng.randrange(2):]
        return text
    if pick < 0.85:
        return rng.choice(["1m" * 100, "1m" * 101, "1" * 201, "\U0001F600" * 150, "\U0001F600" * 201,
                           "1m" * 99 + "\U0001F600", " " * 300, "123m" * 60])
    if pick < 0.9:
        return random_text(rng, 10)
    return rng.choice(BAD_VALUES + [random_value(rng, 2), 1.5, [1, 2], {"m": 1}, True, None, 10 ** 12])


_FIELDS = [None, "tiles", "players[0].hand", "wins[2].win_tile", ("players[%d].flowers", 2),
           ("players[%d].melds[%d]", (1, 3)), ("options.%s", "shown_name")]


def test_parse_tiles_on_random_valid_and_invalid_inputs():
    rng = random.Random("tiles")
    cases, expected = [], []
    for _ in range(4000):
        text, field = _tile_input(rng), rng.choice(_FIELDS)
        if field is None:
            cases.append(("parse_tiles", [text]))
            expected.append(outcome(lambda: tiles.parse_tiles(text)))
        else:
            cases.append(("parse_tiles", [text, field]))
            expected.append(outcome(lambda: tiles.parse_tiles(text, field)))
    assert sum("error" in e for e in expected) > 1000 and sum("ok" in e for e in expected) > 1000
    compare(cases, expected)


def test_tiles_text_tile_name_and_group_repr():
    rng = random.Random("tiles_text")
    cases, expected = [], []
    for t in range(base.N_TILES):
        cases.append(("tile_name", [t]))
        expected.append(outcome(lambda: tiles.tile_name(t)))
    for _ in range(1000):
        ts = [rng.randrange(base.N_TILES) for _ in range(rng.randrange(15))]
        cases.append(("tiles_text", [ts]))
        expected.append(outcome(lambda: tiles.tiles_text(ts)))
        if ts:
            kind = rng.randrange(5)
            cases.append(("group_repr", [kind, ts]))
            expected.append(outcome(lambda: repr(tiles.Group(kind, ts[0], ts))))
    compare(cases, expected)


def test_shown_on_bad_values_and_random_values():
    rng = random.Random("shown")
    values = list(BAD_VALUES) + [random_value(rng, 3) for _ in range(3000)]
    values += [random_text(rng, 80) for _ in range(300)] + [[random_int(rng)] * rng.randrange(10) for _ in range(100)]
    values += [10 ** 9, 10 ** 9 + 1, -(10 ** 9), -(10 ** 9) - 1, 2 ** 60, -(2 ** 60), "'" * 50, '"\'' * 30]
    cases, expected = [], []
    for v in values:
        cases.append(("shown", [v]))
        expected.append(outcome(lambda: tiles._shown(v)))
    for n in [random_int(rng) for _ in range(500)]:
        cases.append(("int_text", [n]))
        expected.append(outcome(lambda: tiles._int_text(n)))
    compare(cases, expected)


def test_constants_and_tables_are_python_s():
    cases = [("tables", [])]
    names = ["TILE_SUIT", "TILE_NUMBER", "IS_SUITED", "IS_HONOR", "IS_WIND", "IS_DRAGON", "IS_TERMINAL", "IS_YAOJIU",
             "IS_FLOWER", "NEXT_TILE", "OTHER_SEATS", "CONTRACT_FLAGS", "ERROR_CODES", "KIND_NAMES", "WIN_KINDS",
             "ROUND_WINDS", "TILE_BY_NAME"]
    modules = (base, tiles, seats)
    expected = [outcome(lambda: {n: next(getattr(m, n) for m in modules if hasattr(m, n)) for n in names})]
    # JS reads a tile table at NO_TILE (-1) as Python reads a tuple: its extra last entry.
    cases.append(("no_tile", []))
    expected.append(outcome(lambda: [getattr(base, n)[base.NO_TILE] for n in names[:10]]))
    compare(cases, expected)


# ------------------------------------------------------------------------------------- numbers, seats, language

def test_divide_modulo_power_and_the_overflow_check():
    rng = random.Random("numbers")
    cases, expected = [], []
    for _ in range(2000):
        where = rng.choice([None, "", "specs/x.yaml:12:5"])
        a, b = rng.randrange(-50, 51), rng.choice([0, rng.randrange(-7, 8), rng.randrange(-1000, 1000)])
        cases.append(("divide", [a, b, where]))
        expected.append(outcome(lambda: numbers.divide(a, b, where)))
        cases.append(("modulo", [a, b, where]))
        expected.append(outcome(lambda: numbers.modulo(a, b, where)))
        a, b = rng.choice([rng.randrange(-3, 4), rng.randrange(-100, 101)]), rng.randrange(-2, 70)
        cases.append(("power", [a, b, where]))
        want = outcome(lambda: numbers.power(a, b, where))
        if 0 <= b <= 64 and abs(a ** b) >= 2 ** 53:  # the documented difference: JS counts exactly to 2**53
            assert ("ok" in want) == (-2 ** 63 <= a ** b < 2 ** 63), want  # Python in 64 bits, as the native scorer
            want = {"error": ["overflow", f"{numbers._rule_at(where)} {OVERFLOW}"]}
        expected.append(want)
        a, b = (rng.choice([1, -1]) * rng.randrange(2 ** rng.randrange(1, 32)) for _ in range(2))
        cases.append(("multiply", [a, b, where]))
        want = outcome(lambda: numbers.multiply(a, b, where))
        assert want == {"ok": json.dumps(a * b)}  # within 2**63: Python's product is the number
        if abs(a * b) >= 2 ** 53:
            want = {"error": ["overflow", f"{numbers._rule_at(where)} {OVERFLOW}"]}
        expected.append(want)
    for n, where in [(2 ** 53 - 1, None), (-(2 ** 53) + 1, "x:1"), (2 ** 53, None), (-(2 ** 53), "x:1"), (2 ** 70, "y"),
                     (0.5, None), (math.inf, None), (-math.inf, "z")]:
        cases.append(("safe", [n, where]))
        fits = abs(n) < 2 ** 53 or (math.isfinite(n) and not float(n).is_integer())
        expected.append({"ok": json.dumps(n)} if fits else {"error": ["overflow", f"{numbers._rule_at(where)} {OVERFLOW}"]})
    compare(cases, expected)


class _Player:
    def __init__(self, s):
        self.melds, self.flower_count, self.flowers = [s], s, [s, s]
        self.declared_ready, self.ready = s % 2 == 0, s > 1


class _Deal:
    def __init__(self, dealer):
        self.dealer, self.players = dealer, [_Player(s) for s in range(4)]


def test_seats():
    rng = random.Random("seats")
    cases, expected = [], []
    for _ in range(500):
        a, b, n, dealer = (rng.choice([-1, 0, 1, 2, 3]), rng.choice([-1, 0, 1, 2, 3]), rng.randrange(-9, 10),
                           rng.randrange(4))
        deal = _Deal(dealer)
        cases.append(("seats", [a, b, n, dealer]))
        expected.append(outcome(lambda: [
            seats.others_of(a), seats.turns(a, b), seats.seat_after(a, n), seats.seat_melds(deal, a),
            seats.seat_flowers(deal, a), seats.seat_flower_tiles(deal, a), seats.seat_wind(deal, a),
            seats.seat_is_dealer(deal, a), seats.seat_declared_ready(deal, a), seats.seat_ready(deal, a)]))
    compare(cases, expected)


def _combination(name, items, k, m, r, fail):
    log = []

    def holds(*args):
        log.append(list(args))
        total = sum((i + 1) * a for i, a in enumerate(args))
        if total == fail:
            raise RecordError("bad_index", "failed at %d" % total)
        return total % m == r
    try:
        return [getattr(language, name)(items, k, holds), None, log]
    except RecordError as error:
        return [None, error.message, log]


def test_language_helpers():
    rng = random.Random("language")
    cases, expected = [], []
    for _ in range(1500):
        name = rng.choice(["any_combination", "count_combination", "all_combination"])
        items, k = [rng.randrange(-5, 10) for _ in range(rng.randrange(7))], rng.randrange(5)
        m, r, fail = rng.randrange(1, 6), rng.randrange(3), rng.choice([None, None, rng.randrange(-10, 40)])
        cases.append(("combination", [name, items, k, m, r, fail]))
        expected.append(outcome(lambda: _combination(name, items, k, m, r, fail)))
    for _ in range(1000):
        ts = [rng.randrange(-1, base.N_TILES) for _ in range(rng.randrange(15))]
        k, exactly = rng.randrange(-1, 5), rng.choice([True, False])
        cases.append(("held_times", [ts, k, exactly]))
        expected.append(outcome(lambda: language.held_times(ts, k, exactly)))
        items = [rng.randrange(100) for _ in range(rng.randrange(6))]
        index = rng.choice([rng.randrange(-3, 8), 10 ** 9, 10 ** 9 + 1, -(10 ** 9) - 1, 2 ** 60])
        cases.append(("item_at", [items, index, "specs/x.yaml:3:9"]))
        expected.append(outcome(lambda: language.item_at(items, index, "specs/x.yaml:3:9")))
        n = rng.randrange(-2, 9)
        cases.append(("last", [n, items]))
        expected.append(outcome(lambda: language.last(n, items)))
        values = rng.choice([[rng.randrange(5) for _ in range(rng.randrange(8))],
                             [rng.choice(["a", "b", "c"]) for _ in range(rng.randrange(8))],
                             [rng.choice([[1], [2], [1, 2], [], 1, True, 0, False, "a"]) for _ in range(rng.randrange(8))]])
        cases.append(("distinct", [values]))
        expected.append(outcome(lambda: language.distinct(values)))
    cases.append(("lazy", [[1, "x"]]))
    expected.append(outcome(lambda: [[1, "x"], [1, "x"], 1, [1, "x"]]))
    compare(cases, expected)


# ------------------------------------------------------------------------------------------- results.mjs

def _payments(size, calls, table):
    payments, deltas = [], [0] * size
    error = None
    try:
        for name, *args in calls:
            getattr(results, name)(payments, deltas, *args)
    except RecordError as e:
        error = [e.code, e.message]
    if table and error is None:
        return results.with_table(deltas, [], payments)
    return {"payments": payments, "deltas": deltas, "error": error}


def test_payments_from_random_sequences_of_calls():
    rng = random.Random("payments")
    cases, expected = [], []
    for _ in range(2000):
        table = rng.random() < 0.4
        size = 5 if table else 4
        seat_choices = [0, 1, 2, 3, -1] + ([base.TABLE] if table else [])

        def seat():
            return rng.choice(seat_choices)

        def amount():
            return rng.choice([0, rng.randrange(1, 100), rng.randrange(1, 10 ** 9), -rng.randrange(1, 100)]
                              if rng.random() < 0.15 else [rng.randrange(1, 100), rng.randrange(100, 10 ** 6)])
        calls = []
        for _ in range(rng.randrange(1, 9)):
            name = rng.choice(["pay", "pay_from_each", "pay_to_each", "add_payment"])
            reason = rng.choice(["riichi", "the win", "kong (concealed)", "flowers", "'quoted'"])
            if name == "pay":
                payer = seat() if rng.random() < 0.5 else [seat() for _ in range(rng.randrange(4))]
                payee = seat() if rng.random() < 0.5 else [seat() for _ in range(rng.randrange(4))]
                calls.append([name, payer, payee, amount(), reason])
            elif name == "pay_from_each":
                calls.append([name, [seat() for _ in range(rng.randrange(5))], seat(), amount(), reason])
            elif name == "pay_to_each":
                calls.append([name, seat(), [seat() for _ in range(rng.randrange(5))], amount(), reason])
            else:
                calls.append([name, seat(), seat(), amount(), reason])
        cases.append(("payments", [size, calls, table]))
        expected.append(outcome(lambda: _payments(size, calls, table)))
    assert sum(json.loads(e["ok"]).get("error") is not None for e in expected) > 100
    # Past 2**53 the JS runtime refuses where Python goes on: the documented difference.
    cases.append(("payments", [4, [["add_payment", 0, 1, 2 ** 52, "a"], ["add_payment", 0, 1, 2 ** 52, "b"]], False]))
    expected.append({"ok": json.dumps({"payments": [{"from": 0, "to": 1, "amount": 2 ** 52, "reason": "a"},
                                                    {"from": 0, "to": 1, "amount": 2 ** 52, "reason": "b"}],
                                       "deltas": [-(2 ** 52), 2 ** 52, 0, 0],
                                       "error": ["overflow", f"a rule of this ruleset {OVERFLOW}"]})})
    compare(cases, expected)


def test_melds_text_and_error_results():
    rng = random.Random("results")
    cases, expected = [], []
    for _ in range(200):
        melds = [[rng.randrange(34) for _ in range(rng.randrange(1, 5))] for _ in range(rng.randrange(4))]
        cases.append(("melds_text", [melds]))
        expected.append(outcome(lambda: results.melds_text([tiles.Group(base.PUNG, m[0], m) for m in melds])))
        code, message = rng.choice(base.ERROR_CODES), random_text(rng, 30)
        cases.append(("error_result", [code, message]))
        expected.append(outcome(lambda: results.error_result(RecordError(code, message))))
        message = random_text(rng, rng.choice([0, 20, 300]))
        cases.append(("internal_error_result", ["TypeError", message]))
        expected.append(outcome(lambda: results.internal_error_result(TypeError(message))))
    compare(cases, expected)


# --------------------------------------------------------------------------------------- the files themselves

_DECLARED = re.compile(r"^(?:export )?(?:function\*?|const|let|class) +([A-Za-z_$][\w$]*)", re.MULTILINE)


def _python_names(module: str) -> list[str]:
    """The names a runtime module defines at its top level, in order."""
    tree = ast.parse((ROOT / "compiler" / "runtime" / f"{module}.py").read_text())
    names = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                names += [t.id for t in ast.walk(target) if isinstance(t, ast.Name)]
    return names


@pytest.mark.parametrize("module", PORTS[1:])
def test_every_python_name_is_ported_in_order(module):
    declared = _DECLARED.findall((RUNTIME / f"{module}.mjs").read_text())
    wanted = _python_names(module)
    assert [n for n in wanted if n not in declared] == []
    positions = [declared.index(n) for n in wanted]
    assert positions == sorted(positions)


def test_file_conventions_and_one_scope():
    """Single-line relative imports, `export` first on the line, no Node-only API, and every top-level
    name unique once the files are inlined into one module (which then loads)."""
    inlined, seen = [], {}
    for module in PORTS:
        text = (RUNTIME / f"{module}.mjs").read_text()
        for line in text.splitlines():
            if line.startswith("import"):
                assert re.fullmatch(r'import \{[^}]*\} from "\./[a-z_]+\.mjs";', line), line
            assert not re.search(r"\b(require|process|Buffer)\b|export \{|export default", line), line
        for name in _DECLARED.findall(text):
            assert seen.setdefault(name, module) == module, f"{name} in both {seen[name]}.mjs and {module}.mjs"
        inlined.append(re.sub(r"^export ", "", re.sub(r'^import \{[^}]*\} from "\./[a-z_]+\.mjs";\n', "", text,
                                                      flags=re.MULTILINE), flags=re.MULTILINE))
    inlined.append('console.log(JSON.stringify([parse_tiles("123m11z"), _shown([1.5, 1e-7]), TILE_SUIT[NO_TILE]]));')
    done = subprocess.run([shutil.which("node"), "--input-type=module", "-e", "\n".join(inlined)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [[0, 1, 2, 27, 27], "[1.5, 1e-07]", 5]
