"""Random legal MCR (Chinese Official, 81 fan) winning deals as records (docs/guide/records.md).

- `random_mcr_record(rng)`: one record, a legal winning deal (tile counts, copies, chow sources,
  flags). Each call picks a *template* (a theme such as "all green" or "four kongs") so that all
  81 fan occur, then declares melds, picks the win tile, the way of winning, the flags, the seats
  and the flowers at random. Deterministic for a given `rng`. Some templates (the small fan) give
  hands under MCR's 8-fan minimum on purpose: those records are legal deals whose scoring is the
  "under the minimum" input error; `tests.mcr_peer.random_scoring_mcr_record` skips them (it asks
  the peer).
- `random_mcr_botzone_record(rng)`: the same deals, addressed to mcr_botzone.
- `check_record(record)`: our own legality checker (independent of the generator and the peer).

The peer call (PyMahjongGB) and the coverage report are in tests/mcr_peer.py.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field

# --------------------------------------------------------------------------------------------
# Tiles: 0..8 1m..9m, 9..17 1p..9p, 18..26 1s..9s, 27..33 1z..7z (E S W N White Green Red)

SUITS = "mpsz"
WINDS = [27, 28, 29, 30]
DRAGONS = [31, 32, 33]
HONORS = WINDS + DRAGONS
TERMINALS = [0, 8, 9, 17, 18, 26]
ORPHANS = TERMINALS + HONORS
GREEN = [19, 20, 21, 23, 25, 32]                       # 2s 3s 4s 6s 8s 6z
REVERSIBLE = [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31]   # 1234589p 245689s 5z
WIND_LETTERS = "ESWN"


def tile(rank: int, suit: int) -> int:
    """Tile id of `rank` (1..9, 1..7 for honours) in suit index `suit` (0 m, 1 p, 2 s, 3 z)."""
    return suit * 9 + rank - 1


def rank(t: int) -> int:
    return t % 9 + 1


def suit(t: int) -> int:
    return t // 9


def name(t: int) -> str:
    return f"{rank(t)}{SUITS[suit(t)]}"


def text(tiles) -> str:
    """Compact notation, suits in order m p s z, digits sorted: [4, 0, 27] -> '15m1z'."""
    out = []
    for s, letter in enumerate(SUITS):
        digits = "".join(str(rank(t)) for t in sorted(tiles) if suit(t) == s)
        if digits:
            out.append(digits + letter)
    return "".join(out)


def parse(s: str) -> list[int]:
    """Compact notation to tile ids; raises ValueError on bad notation (flowers are not tiles here)."""
    if not re.fullmatch(r"([1-9]+[mpsz])*", s):
        raise ValueError(f"bad tiles {s!r}")
    out = []
    for digits, letter in re.findall(r"([1-9]+)([mpsz])", s):
        for d in digits:
            if letter == "z" and d in "89":
                raise ValueError(f"bad honour {d}z")
            out.append(tile(int(d), SUITS.index(letter)))
    return out


def parse_flowers(value) -> list[int]:
    """A flowers field (tile string of 1f..8f or an int) as a list of flower numbers (ints 0 for counts)."""
    if value is None:
        return []
    if isinstance(value, int) and not isinstance(value, bool):
        if not 0 <= value <= 8:
            raise ValueError(f"flower count {value}")
        return [0] * value
    if not isinstance(value, str) or not re.fullmatch(r"([1-8]+f)*", value):
        raise ValueError(f"bad flowers {value!r}")
    return [int(d) for digits in re.findall(r"([1-8]+)f", value) for d in digits]


def chow(r: int, s: int) -> tuple:
    return ("chow", tile(r, s))


def pung(t: int) -> tuple:
    return ("pung", t)


def set_tiles(kind: str, t: int) -> list[int]:
    """The tiles of a set; kongs have four ('ckong' concealed, 'xkong' exposed/added)."""
    if kind == "chow":
        return [t, t + 1, t + 2]
    if kind == "pung":
        return [t] * 3
    return [t] * 4


# --------------------------------------------------------------------------------------------
# Shapes: what a template produces, before melds, win tile and flags are chosen


@dataclass
class Shape:
    """A winning hand's tiles by group, and how the finisher may treat them.

    sets: (kind, tile) with kind chow (tile = lowest), pung, kong (any kong), ckong (concealed
    kong), xkong (exposed or added kong). pair: the pair tile or None. extra: concealed tiles that
    are never melded (a knitted straight, or all 14 tiles of a special shape).
    """
    kind: str                                  # standard | seven_pairs | thirteen_orphans | honors_knitted | knitted_straight
    sets: list = field(default_factory=list)
    pair: int | None = None
    extra: list = field(default_factory=list)
    melds: str = "any"          # any | none (concealed kongs only) | all (every set declared)
    must_meld: tuple = ()       # set indices always declared (exposed)
    keep: tuple = ()            # set indices kept concealed, and not the win set on a discard
    win: str = "any"            # any | pair | open (a two-sided chow end, or a pung tile with a concealed pair)
    win_choices: tuple = ()     # allowed win tiles (from extra), e.g. the ninth tile of nine gates
    kong_p: float = 0.07        # chance a pung is declared as a kong
    concealed_kong_p: float = 0.35
    self_draw_p: float = 0.4
    rob_p: float = 0.04         # chance of 抢杠和 when the win tile allows it
    kong_replacement_p: float = 0.3
    last_tile_p: float = 0.05
    last_of_kind_p: float = 0.12
    flower_p: float = 0.45


def pick(rng: random.Random, items, k: int | None = None):
    """rng.choice / rng.sample over a sequence."""
    items = list(items)
    return rng.choice(items) if k is None else rng.sample(items, k)


def any_tile(rng, pool=range(34)) -> int:
    return pick(rng, pool)


def random_set(rng, suits=(0, 1, 2, 3), chow_p=0.55, ranks=range(1, 10)) -> tuple:
    """A chow (numbered suits) or a pung of suits `suits`, numbered tiles within `ranks`."""
    s = pick(rng, suits)
    if s == 3:
        return pung(any_tile(rng, HONORS))
    ranks = list(ranks)
    starts = [r for r in ranks if r + 1 in ranks and r + 2 in ranks]
    if starts and rng.random() < chow_p:
        return chow(pick(rng, starts), s)
    return pung(tile(pick(rng, ranks), s))


def random_pair(rng, suits=(0, 1, 2, 3), ranks=range(1, 10)) -> int:
    s = pick(rng, suits)
    return any_tile(rng, HONORS) if s == 3 else tile(pick(rng, ranks), s)


# --------------------------------------------------------------------------------------------
# Templates: one function per theme, each returns a Shape (the finisher may still reject it)


def t_random(rng):
    """Uniform-ish: four random sets from any suit and a random pair (small fan, 无番和 by luck)."""
    return Shape("standard", [random_set(rng) for _ in range(4)], random_pair(rng))


def t_chicken(rng):
    """无番和: two chows in two suits (different ranks), two simple pungs incl. the third suit,
    an honour pair, one pung declared, won on a discard with a two-sided (or two-pair) wait."""
    a, b, c = pick(rng, range(3), 3)
    r1, r2 = pick(rng, range(2, 7), 2)
    chows = [chow(r1, a), chow(r2, b)]
    used = {(a, r) for r in range(r1, r1 + 3)} | {(b, r) for r in range(r2, r2 + 3)}
    pr = pick(rng, range(2, 9), 2)
    s2 = pick(rng, range(3))
    pungs = [(c, pr[0]), (s2, pr[1])]
    if any(p in used for p in pungs):
        return None
    sets = chows + [pung(tile(r, s)) for s, r in pungs]
    return Shape("standard", sets, any_tile(rng, HONORS), must_meld=(2,), win="open",
                 self_draw_p=0, kong_p=0, rob_p=0, last_tile_p=0, last_of_kind_p=0)


def t_big_four_winds(rng):
    """大四喜: a pung of each wind and any pair."""
    return Shape("standard", [pung(w) for w in pick(rng, WINDS, 4)], any_tile(rng, range(27)) if rng.random() < 0.7 else any_tile(rng, DRAGONS))


def t_big_three_dragons(rng):
    """大三元: three dragon pungs, any set, any pair."""
    return Shape("standard", [pung(d) for d in DRAGONS] + [random_set(rng)], random_pair(rng))


def t_all_green(rng):
    """绿一色: chows 234s and pungs/pair of 2s 3s 4s 6s 8s 6z (sometimes without 发)."""
    pool = GREEN if rng.random() < 0.7 else GREEN[:-1]
    sets = [chow(2, 2) if rng.random() < 0.4 else pung(any_tile(rng, pool)) for _ in range(4)]
    return Shape("standard", sets, any_tile(rng, pool))


def t_nine_gates(rng):
    """九莲宝灯: 1112345678999 of one suit, concealed, won on any tile of that suit."""
    s = pick(rng, range(3))
    gates = [tile(r, s) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)]
    x = tile(pick(rng, range(1, 10)), s)
    return Shape("nine_gates", extra=gates + [x], win_choices=(x,), melds="none")


def t_four_kongs(rng):
    """四杠: four kongs of any kind and a pair."""
    ts = pick(rng, range(34), 5)
    return Shape("standard", [("kong", t) for t in ts[:4]], ts[4])


def t_seven_shifted_pairs(rng):
    """连七对: seven consecutive pairs of one suit."""
    s, r = pick(rng, range(3)), pick(rng, range(1, 4))
    return Shape("seven_pairs", extra=[tile(r + i, s) for i in range(7) for _ in range(2)])


def t_thirteen_orphans(rng):
    """十三幺: one of each terminal and honour, one of them twice."""
    return Shape("thirteen_orphans", extra=ORPHANS + [pick(rng, ORPHANS)])


def t_all_terminals(rng):
    """清幺九: pungs and pair of numbered 1s and 9s."""
    ts = pick(rng, TERMINALS, 5)
    return Shape("standard", [pung(t) for t in ts[:4]], ts[4])


def t_little_four_winds(rng):
    """小四喜: three wind pungs, the fourth wind as the pair, any other set."""
    ws = pick(rng, WINDS, 4)
    return Shape("standard", [pung(w) for w in ws[:3]] + [random_set(rng, (0, 1, 2, 3))], ws[3])


def t_little_three_dragons(rng):
    """小三元: two dragon pungs, the third dragon as the pair, two other sets."""
    ds = pick(rng, DRAGONS, 3)
    return Shape("standard", [pung(ds[0]), pung(ds[1]), random_set(rng), random_set(rng)], ds[2])


def t_all_honors(rng):
    """字一色: four honour pungs and an honour pair."""
    ts = pick(rng, HONORS, 5)
    return Shape("standard", [pung(t) for t in ts[:4]], ts[4])


def t_four_concealed_pungs(rng):
    """四暗刻: four concealed pungs (some as concealed kongs), self-drawn or won on the pair."""
    ts = pick(rng, range(34), 5)
    return Shape("standard", [pung(t) for t in ts[:4]], ts[4], melds="none", keep=(0, 1, 2, 3),
                 kong_p=0.15, self_draw_p=0.5)


def t_pure_terminal_chows(rng):
    """一色双龙会: 123 123 789 789 and 55 of one suit."""
    s = pick(rng, range(3))
    return Shape("standard", [chow(1, s), chow(1, s), chow(7, s), chow(7, s)], tile(5, s))


def t_quadruple_chow(rng):
    """一色四同顺: the same chow four times."""
    s, r = pick(rng, range(3)), pick(rng, range(1, 8))
    return Shape("standard", [chow(r, s)] * 4, random_pair(rng))


def t_four_pure_shifted_pungs(rng):
    """一色四节高: pungs of four consecutive numbers of one suit."""
    s, r = pick(rng, range(3)), pick(rng, range(1, 7))
    return Shape("standard", [pung(tile(r + i, s)) for i in range(4)], random_pair(rng))


def t_four_pure_shifted_chows(rng):
    """一色四步高: four chows of one suit each 1 (or each 2) above the last."""
    d = pick(rng, (1, 2))
    s, r = pick(rng, range(3)), pick(rng, range(1, 8 - 3 * d))
    return Shape("standard", [chow(r + i * d, s) for i in range(4)], random_pair(rng))


def t_three_kongs(rng):
    """三杠: three kongs, any set, a pair."""
    ts = pick(rng, range(34), 3)
    return Shape("standard", [("kong", t) for t in ts] + [random_set(rng)], random_pair(rng))


def t_all_terminals_and_honors(rng):
    """混幺九: pungs and pair of terminals and honours, both kinds present."""
    ts = [pick(rng, TERMINALS), pick(rng, HONORS)] + pick(rng, ORPHANS, 3)
    if len(set(ts)) < 5:
        return None
    rng.shuffle(ts)
    return Shape("standard", [pung(t) for t in ts[:4]], ts[4])


SEVEN_PAIR_POOLS = {
    "any": list(range(34)), "one suit": None, "suit+honours": None, "simples": None,
    "terminals+honours": ORPHANS, "honours": HONORS, "terminals": TERMINALS, "green": GREEN,
    "reversible": REVERSIBLE, "upper": None, "middle": None, "lower": None, "even": None,
}


def t_seven_pairs(rng):
    """七对 with a theme (one suit, honours, simples, terminals, green, reversible, 7-9, 4-6, 1-3,
    upper/lower four), sometimes with four of a kind as two pairs."""
    theme = pick(rng, SEVEN_PAIR_POOLS)
    s = pick(rng, range(3))
    pools = {
        "one suit": [tile(r, s) for r in range(1, 10)],
        "suit+honours": [tile(r, s) for r in range(1, 10)] + HONORS,
        "simples": [t for t in range(27) if 2 <= rank(t) <= 8],
        "upper": [t for t in range(27) if rank(t) >= 7] if rng.random() < 0.5 else [t for t in range(27) if rank(t) >= 6],
        "middle": [t for t in range(27) if 4 <= rank(t) <= 6],
        "lower": [t for t in range(27) if rank(t) <= 3] if rng.random() < 0.5 else [t for t in range(27) if rank(t) <= 4],
        "even": [t for t in range(27) if rank(t) % 2 == 0],
    }
    pool = SEVEN_PAIR_POOLS[theme] or pools[theme]
    quads = 1 if rng.random() < 0.25 else 0
    if len(pool) < 7 - quads:
        return None
    kinds = pick(rng, pool, 7 - quads)
    tiles = [t for t in kinds for _ in range(2)] + [kinds[0]] * 2 * quads
    return Shape("seven_pairs", extra=tiles)


def knitted_straight(rng) -> list[int]:
    """The nine tiles 147 / 258 / 369, each triple in a different suit."""
    order = pick(rng, range(3), 3)
    return [tile(r, order[i]) for i in range(3) for r in (1 + i, 4 + i, 7 + i)]


def t_greater_honors_knitted(rng):
    """七星不靠: all seven honours and seven tiles of a knitted straight."""
    return Shape("honors_knitted", extra=HONORS + pick(rng, knitted_straight(rng), 7))


def t_lesser_honors_knitted(rng):
    """全不靠: eight knitted tiles and six honours, or nine (组合龙 too) and five."""
    n = pick(rng, (8, 9))
    return Shape("honors_knitted", extra=pick(rng, knitted_straight(rng), n) + pick(rng, HONORS, 14 - n))


def t_knitted_straight(rng):
    """组合龙: a knitted straight, any set (may be declared), a pair."""
    return Shape("knitted_straight", [random_set(rng)], random_pair(rng), extra=knitted_straight(rng))


def t_all_even_pungs(rng):
    """全双刻: pungs and pair of 2, 4, 6, 8."""
    evens = [t for t in range(27) if rank(t) % 2 == 0]
    ts = pick(rng, evens, 5)
    return Shape("standard", [pung(t) for t in ts[:4]], ts[4])


def t_full_flush(rng):
    """清一色: random sets and pair of one suit."""
    s = pick(rng, range(3))
    return Shape("standard", [random_set(rng, (s,)) for _ in range(4)], random_pair(rng, (s,)))


def t_pure_triple_chow(rng):
    """一色三同顺: the same chow three times, any set, a pair."""
    s, r = pick(rng, range(3)), pick(rng, range(1, 8))
    return Shape("standard", [chow(r, s)] * 3 + [random_set(rng)], random_pair(rng))


def t_pure_shifted_pungs(rng):
    """一色三节高: pungs of three consecutive numbers of one suit, any set, a pair."""
    s, r = pick(rng, range(3)), pick(rng, range(1, 8))
    return Shape("standard", [pung(tile(r + i, s)) for i in range(3)] + [random_set(rng)], random_pair(rng))


def _ranged(rng, lo: int, hi: int):
    """Four sets and a pair, numbered tiles only, all ranks in lo..hi (any suits)."""
    ranks = range(lo, hi + 1)
    return Shape("standard", [random_set(rng, (0, 1, 2), ranks=ranks) for _ in range(4)],
                 random_pair(rng, (0, 1, 2), ranks))


def t_upper_tiles(rng):
    """全大: only 7, 8, 9."""
    return _ranged(rng, 7, 9)


def t_middle_tiles(rng):
    """全中: only 4, 5, 6."""
    return _ranged(rng, 4, 6)


def t_lower_tiles(rng):
    """全小: only 1, 2, 3."""
    return _ranged(rng, 1, 3)


def t_upper_four(rng):
    """大于五: only 6..9."""
    return _ranged(rng, 6, 9)


def t_lower_four(rng):
    """小于五: only 1..4."""
    return _ranged(rng, 1, 4)


def t_pure_straight(rng):
    """清龙: 123 456 789 of one suit, any set, a pair."""
    s = pick(rng, range(3))
    return Shape("standard", [chow(1, s), chow(4, s), chow(7, s), random_set(rng)], random_pair(rng))


def t_three_suited_terminal_chows(rng):
    """三色双龙会: 123 and 789 in two suits, 55 in the third."""
    a, b, c = pick(rng, range(3), 3)
    return Shape("standard", [chow(1, a), chow(7, a), chow(1, b), chow(7, b)], tile(5, c))


def t_pure_shifted_chows(rng):
    """一色三步高: three chows of one suit shifted by 1 (or by 2), any set, a pair."""
    d = pick(rng, (1, 2))
    s, r = pick(rng, range(3)), pick(rng, range(1, 8 - 2 * d))
    return Shape("standard", [chow(r + i * d, s) for i in range(3)] + [random_set(rng)], random_pair(rng))


def t_all_five(rng):
    """全带五: every set and the pair hold a 5."""
    def five_set():
        s = pick(rng, range(3))
        return chow(pick(rng, (3, 4, 5)), s) if rng.random() < 0.6 else pung(tile(5, s))
    return Shape("standard", [five_set() for _ in range(4)], tile(5, pick(rng, range(3))))


def t_triple_pung(rng):
    """三同刻: pungs of one number in the three suits, any set, a pair."""
    r = pick(rng, range(1, 10))
    return Shape("standard", [pung(tile(r, s)) for s in range(3)] + [random_set(rng)], random_pair(rng))


def t_three_concealed_pungs(rng):
    """三暗刻: three concealed pungs (some concealed kongs), any set (may be declared), a pair."""
    ts = pick(rng, range(34), 3)
    return Shape("standard", [pung(t) for t in ts] + [random_set(rng)], random_pair(rng), keep=(0, 1, 2),
                 kong_p=0.12)


def t_big_three_winds(rng):
    """三风刻: three wind pungs, a non-wind set and pair."""
    ws = pick(rng, WINDS, 3)
    return Shape("standard", [pung(w) for w in ws] + [random_set(rng, (0, 1, 2))],
                 any_tile(rng, list(range(27)) + DRAGONS))


def t_mixed_straight(rng):
    """花龙: 123, 456, 789 each in a different suit, any set, a pair."""
    a, b, c = pick(rng, range(3), 3)
    return Shape("standard", [chow(1, a), chow(4, b), chow(7, c), random_set(rng)], random_pair(rng))


def t_reversible(rng):
    """推不倒: only 1234589p 245689s 5z (chows 123p 234p 345p 456s, pungs, pair)."""
    chows = [chow(1, 1), chow(2, 1), chow(3, 1), chow(4, 2)]
    sets = [pick(rng, chows) if rng.random() < 0.5 else pung(pick(rng, REVERSIBLE)) for _ in range(4)]
    return Shape("standard", sets, pick(rng, REVERSIBLE))


def t_mixed_triple_chow(rng):
    """三色三同顺: the same chow in the three suits, any set, a pair."""
    r = pick(rng, range(1, 8))
    return Shape("standard", [chow(r, s) for s in range(3)] + [random_set(rng)], random_pair(rng))


def t_mixed_shifted_pungs(rng):
    """三色三节高: pungs of three consecutive numbers, each in a different suit."""
    order, r = pick(rng, range(3), 3), pick(rng, range(1, 8))
    return Shape("standard", [pung(tile(r + i, order[i])) for i in range(3)] + [random_set(rng)], random_pair(rng))


def t_mixed_shifted_chows(rng):
    """三色三步高: chows starting at n, n+1, n+2, each in a different suit."""
    order, r = pick(rng, range(3), 3), pick(rng, range(1, 6))
    return Shape("standard", [chow(r + i, order[i]) for i in range(3)] + [random_set(rng)], random_pair(rng))


def t_all_pungs(rng):
    """碰碰和: four pungs of anything and a pair."""
    ts = pick(rng, range(34), 5)
    return Shape("standard", [pung(t) for t in ts[:4]], ts[4])


def t_half_flush(rng):
    """混一色: one suit and honours."""
    s = pick(rng, range(3))
    sets = [random_set(rng, (s, s, 3)) for _ in range(4)]
    if not any(k == "pung" and t >= 27 for k, t in sets):
        sets[0] = pung(any_tile(rng, HONORS))
    rng.shuffle(sets)
    return Shape("standard", sets, random_pair(rng, (s, 3)))


def t_all_types(rng):
    """五门齐: a set of each suit, a wind or dragon pung, the other kind of honour as the pair."""
    sets = [random_set(rng, (s,)) for s in range(3)]
    winds_first = rng.random() < 0.5
    sets.append(pung(pick(rng, WINDS if winds_first else DRAGONS)))
    rng.shuffle(sets)
    return Shape("standard", sets, pick(rng, DRAGONS if winds_first else WINDS))


def t_melded_hand(rng):
    """全求人: all four sets declared (no concealed kong), won on a discard on the pair."""
    return Shape("standard", [random_set(rng) for _ in range(4)], random_pair(rng), melds="all",
                 concealed_kong_p=0, self_draw_p=0.1)


def t_two_concealed_kongs(rng):
    """双暗杠: two concealed kongs, two sets, a pair."""
    ts = pick(rng, range(34), 2)
    return Shape("standard", [("ckong", t) for t in ts] + [random_set(rng), random_set(rng)], random_pair(rng))


def t_two_melded_kongs(rng):
    """双明杠: two exposed (or added) kongs, two sets, a pair."""
    ts = pick(rng, range(34), 2)
    return Shape("standard", [("xkong", t) for t in ts] + [random_set(rng), random_set(rng)], random_pair(rng))


def t_mixed_kongs(rng):
    """One concealed and one exposed kong (the peer's 5-fan 明暗杠), two sets, a pair."""
    ts = pick(rng, range(34), 2)
    return Shape("standard", [("ckong", ts[0]), ("xkong", ts[1]), random_set(rng), random_set(rng)], random_pair(rng))


def t_one_kong(rng):
    """One kong of any kind (明杠 / 暗杠, 杠上开花 when self-drawn on its replacement)."""
    return Shape("standard", [("kong", any_tile(rng))] + [random_set(rng) for _ in range(3)], random_pair(rng),
                 kong_replacement_p=0.5)


def t_two_dragons_pungs(rng):
    """双箭刻: two dragon pungs, two non-dragon sets, a non-dragon pair."""
    ds = pick(rng, DRAGONS, 2)
    return Shape("standard", [pung(ds[0]), pung(ds[1]), random_set(rng, (0, 1, 2)), random_set(rng, (0, 1, 2))],
                 any_tile(rng, range(31)))


def t_dragon_and_winds(rng):
    """箭刻 / 圈风刻 / 门风刻 / 幺九刻: one or two honour pungs among random sets."""
    n = pick(rng, (1, 2))
    sets = [pung(t) for t in pick(rng, HONORS, n)] + [random_set(rng, (0, 1, 2)) for _ in range(4 - n)]
    rng.shuffle(sets)
    return Shape("standard", sets, random_pair(rng))


def t_outside_hand(rng):
    """全带幺: every set and the pair hold a terminal or honour, with at least one chow."""
    def outside_set():
        if rng.random() < 0.6:
            return chow(pick(rng, (1, 7)), pick(rng, range(3)))
        return pung(pick(rng, ORPHANS))
    sets = [chow(pick(rng, (1, 7)), pick(rng, range(3)))] + [outside_set() for _ in range(3)]
    rng.shuffle(sets)
    return Shape("standard", sets, pick(rng, ORPHANS))


def t_concealed(rng):
    """门前清 / 不求人: four random sets, nothing declared but maybe a concealed kong."""
    return Shape("standard", [random_set(rng) for _ in range(4)], random_pair(rng), melds="none", self_draw_p=0.5)


def t_all_chows(rng):
    """平和: four chows and a numbered pair."""
    return Shape("standard", [random_set(rng, (0, 1, 2), chow_p=1) for _ in range(4)], random_pair(rng, (0, 1, 2)))


def t_all_simples(rng):
    """断幺: only 2..8."""
    return _ranged(rng, 2, 8)


def t_tile_hog(rng):
    """四归一: a tile used four times without a kong (pung + chow, or two chows + pair)."""
    s, r = pick(rng, range(3)), pick(rng, range(1, 10))
    t = tile(r, s)
    starts = [x for x in (r - 2, r - 1, r) if 1 <= x <= 7]
    if rng.random() < 0.6:
        sets = [pung(t), chow(pick(rng, starts), s)] + [random_set(rng) for _ in range(2)]
        pair = random_pair(rng)
    else:
        sets = [chow(pick(rng, starts), s), chow(pick(rng, starts), s)] + [random_set(rng) for _ in range(2)]
        pair = t
    rng.shuffle(sets)
    return Shape("standard", sets, pair, kong_p=0)


def t_double_pung(rng):
    """双同刻: pungs of one number in two suits, two other sets, a pair."""
    r, (a, b) = pick(rng, range(1, 10)), pick(rng, range(3), 2)
    return Shape("standard", [pung(tile(r, a)), pung(tile(r, b)), random_set(rng), random_set(rng)], random_pair(rng))


def t_two_concealed_pungs(rng):
    """双暗刻: two concealed pungs, two sets (may be declared), a pair."""
    ts = pick(rng, range(34), 2)
    return Shape("standard", [pung(ts[0]), pung(ts[1]), random_set(rng), random_set(rng)], random_pair(rng),
                 keep=(0, 1))


def t_chow_pairs(rng):
    """一般高 / 喜相逢 / 连六 / 老少副: two related chows, two other sets, a pair."""
    s, r = pick(rng, range(3)), pick(rng, range(1, 8))
    kind = pick(rng, ("pure double", "mixed double", "short straight", "terminal chows"))
    if kind == "pure double":
        two = [chow(r, s), chow(r, s)]
    elif kind == "mixed double":
        two = [chow(r, s), chow(r, pick(rng, {0, 1, 2} - {s}))]
    elif kind == "short straight":
        r = pick(rng, range(1, 5))
        two = [chow(r, s), chow(r + 3, s)]
    else:
        two = [chow(1, s), chow(7, s)]
    return Shape("standard", two + [random_set(rng), random_set(rng)], random_pair(rng))


def t_waits(rng):
    """边张 / 嵌张 / 单钓: mostly concealed chow hands, so that the win tile is often the only wait."""
    sets = [random_set(rng, chow_p=0.8) for _ in range(4)]
    return Shape("standard", sets, random_pair(rng), melds=pick(rng, ("any", "none")))


def t_robbing_kong(rng):
    """抢杠和: a chow-rich hand won on a tile it holds once, robbed from another seat's added kong."""
    sets = [random_set(rng, chow_p=0.85) for _ in range(4)]
    return Shape("standard", sets, random_pair(rng), self_draw_p=0, rob_p=1.0)


def t_last_tile(rng):
    """妙手回春 / 海底捞月 / 和绝张: random hand, the flags very likely."""
    return Shape("standard", [random_set(rng) for _ in range(4)], random_pair(rng),
                 last_tile_p=0.7, last_of_kind_p=0.5)


def t_special_last(rng):
    """A special shape (seven pairs, orphans, knitted) with a last-tile or last-of-kind flag."""
    shape = pick(rng, (t_seven_pairs, t_thirteen_orphans, t_lesser_honors_knitted, t_nine_gates))(rng)
    if shape is not None:
        shape.last_tile_p, shape.last_of_kind_p = 0.5, 0.6
    return shape


# (template, weight): weights are roughly equal, a bit more for templates that also feed small fan.
TEMPLATES = [
    (t_random, 8), (t_chicken, 6), (t_big_four_winds, 2), (t_big_three_dragons, 2), (t_all_green, 2),
    (t_nine_gates, 2), (t_four_kongs, 2), (t_seven_shifted_pairs, 2), (t_thirteen_orphans, 2),
    (t_all_terminals, 2), (t_little_four_winds, 2), (t_little_three_dragons, 2), (t_all_honors, 2),
    (t_four_concealed_pungs, 2), (t_pure_terminal_chows, 2), (t_quadruple_chow, 2),
    (t_four_pure_shifted_pungs, 2), (t_four_pure_shifted_chows, 2), (t_three_kongs, 2),
    (t_all_terminals_and_honors, 2), (t_seven_pairs, 5), (t_greater_honors_knitted, 2),
    (t_lesser_honors_knitted, 2), (t_knitted_straight, 3), (t_all_even_pungs, 2), (t_full_flush, 3),
    (t_pure_triple_chow, 2), (t_pure_shifted_pungs, 2), (t_upper_tiles, 2), (t_middle_tiles, 2),
    (t_lower_tiles, 2), (t_upper_four, 2), (t_lower_four, 2), (t_pure_straight, 2),
    (t_three_suited_terminal_chows, 2), (t_pure_shifted_chows, 2), (t_all_five, 2), (t_triple_pung, 2),
    (t_three_concealed_pungs, 2), (t_big_three_winds, 2), (t_mixed_straight, 2), (t_reversible, 2),
    (t_mixed_triple_chow, 2), (t_mixed_shifted_pungs, 2), (t_mixed_shifted_chows, 2), (t_all_pungs, 2),
    (t_half_flush, 3), (t_all_types, 2), (t_melded_hand, 2), (t_two_concealed_kongs, 2),
    (t_two_melded_kongs, 2), (t_mixed_kongs, 2), (t_one_kong, 3), (t_two_dragons_pungs, 2),
    (t_dragon_and_winds, 3), (t_outside_hand, 2), (t_concealed, 3), (t_all_chows, 3), (t_all_simples, 2),
    (t_tile_hog, 2), (t_double_pung, 2), (t_two_concealed_pungs, 2), (t_chow_pairs, 3), (t_waits, 3),
    (t_robbing_kong, 3), (t_last_tile, 3), (t_special_last, 2),
]


# --------------------------------------------------------------------------------------------
# The finisher: melds, win tile, way of winning, flags, seats, flowers


def _weighted(rng, weights: list[float]) -> int:
    return rng.choices(range(len(weights)), weights=weights)[0]


def _meld_dict(rng, kind: str, t: int, winner: int) -> dict:
    """A meld of the winner; kind chow | pung | ckong (concealed) | exposed | added (kongs)."""
    others = [s for s in range(4) if s != winner]
    if kind == "chow":
        return {"kind": "chow", "tiles": text(set_tiles("chow", t)), "from": (winner - 1) % 4}
    if kind == "pung":
        return {"kind": "pung", "tiles": text([t] * 3), "from": pick(rng, others)}
    meld = {"kind": "kong", "tiles": text([t] * 4)}
    if kind == "ckong":
        meld["concealed"] = True
    else:
        meld["from"] = pick(rng, others)
        if kind == "added":
            meld["added"] = True
    return meld


def _open_waits(concealed_sets, pair) -> list[int]:
    """Win tiles with a wait of two tiles: ends of 2..6-started chows, or a pung beside the pair."""
    out = []
    for kind, t in concealed_sets:
        if kind == "chow" and 2 <= rank(t) <= 6:
            out += [t, t + 2]
        elif kind == "pung" and pair is not None:
            out.append(t)
    return out


def finish(rng: random.Random, shape: Shape) -> dict | None:
    """Turn a Shape into a record, or None when the choices break a rule (retry)."""
    winner, dealer = rng.randrange(4), rng.randrange(4)
    sets = [list(s) for s in shape.sets]
    for s in sets:
        if s[0] == "pung" and rng.random() < shape.kong_p:
            s[0] = "kong"

    # Which sets are declared, and as what.
    kongs = [i for i, s in enumerate(sets) if s[0] in ("kong", "ckong", "xkong")]
    free = [i for i in range(len(sets)) if i not in kongs and i not in shape.keep and i not in shape.must_meld]
    if shape.melds == "none":
        n = 0
    elif shape.melds == "all":
        n = len(free)
    else:
        n = _weighted(rng, [40, 22, 18, 12, 8][:len(free) + 1])
    declared = set(kongs) | set(shape.must_meld) | set(pick(rng, free, n))
    kinds = {}
    for i in declared:
        kind = sets[i][0]
        if kind == "kong":
            if shape.melds == "none" or i in shape.keep or rng.random() < shape.concealed_kong_p:
                kind = "ckong"
            else:
                kind = "xkong"
        if kind == "xkong":
            kind = "added" if rng.random() < 0.4 else "exposed"
        kinds[i] = kind
    if shape.melds == "none" and any(k != "ckong" for k in kinds.values()):
        return None

    all_tiles = [t for k, t in sets for t in set_tiles(k, t)] + list(shape.extra)
    if shape.pair is not None:
        all_tiles += [shape.pair] * 2
    counts = Counter(all_tiles)
    if any(c > 4 for c in counts.values()):
        return None
    meld_tiles = Counter(t for i in declared for t in set_tiles(sets[i][0], sets[i][1]))

    # The way of winning, then the win tile.
    by = "self_draw" if rng.random() < shape.self_draw_p else "discard"
    concealed_sets = [(i, tuple(s)) for i, s in enumerate(sets) if i not in declared]
    if shape.win_choices:
        choices = list(shape.win_choices)
    elif shape.win == "pair":
        choices = [shape.pair]
    elif shape.win == "open":
        choices = _open_waits([s for _, s in concealed_sets], shape.pair)
    else:
        choices = []
        for i, (kind, t) in concealed_sets:
            if by == "discard" and i in shape.keep:
                continue
            choices += set_tiles(kind, t) * 2
        if shape.pair is not None:
            choices += [shape.pair] * (3 if choices else 1)
        choices += list(shape.extra)
    if not choices:
        return None
    if by == "discard" and rng.random() < shape.rob_p:
        robbable = [t for t in choices if counts[t] == 1]
        if robbable:
            by = "robbing_kong"
            choices = robbable
    win_tile = pick(rng, choices)

    concealed = [t for _, (k, t0) in concealed_sets for t in set_tiles(k, t0)] + list(shape.extra)
    if shape.pair is not None:
        concealed += [shape.pair] * 2
    concealed.remove(win_tile)
    hand = concealed

    # Melds in the order made; a kong last for 杠上开花.
    order = sorted(declared)
    rng.shuffle(order)
    melds = [(kinds[i], sets[i][1]) for i in order]
    context = {}
    kong_melds = [m for m in melds if m[0] in ("ckong", "exposed", "added")]
    if by == "self_draw" and kong_melds and rng.random() < shape.kong_replacement_p:
        last = pick(rng, kong_melds)
        melds.remove(last)
        melds.append(last)
        context["kong_replacement"] = True
        if rng.random() < 0.5:
            context["kong_chain"] = 1
    if by != "robbing_kong" and "kong_replacement" not in context and rng.random() < shape.last_tile_p:
        context["last_tile"] = True
    if meld_tiles[win_tile] == 3:
        context["last_of_kind"] = True        # the three other copies are on the table, in the winner's melds
    elif hand.count(win_tile) == 0 and rng.random() < (0.5 if by == "robbing_kong" else shape.last_of_kind_p):
        context["last_of_kind"] = True

    players = [{} for _ in range(4)]
    me = {"hand": text(hand), "melds": [_meld_dict(rng, k, t, winner) for k, t in melds]}
    if rng.random() < shape.flower_p:
        n = rng.randint(1, 8)
        me["flowers"] = n if rng.random() < 0.3 else "".join(map(str, sorted(pick(rng, range(1, 9), n)))) + "f"
    players[winner] = me
    win = {"winner": winner, "win_tile": name(win_tile), "by": by}
    if by != "self_draw":
        source = pick(rng, [s for s in range(4) if s != winner])
        win["from"] = source
        if by == "robbing_kong":
            players[source] = {"melds": [{"kind": "pung", "tiles": text([win_tile] * 3),
                                          "from": pick(rng, [s for s in range(4) if s != source])}]}
    win["context"] = context
    return {"ruleset": "mcr", "dealer": dealer, "round_wind": pick(rng, WIND_LETTERS), "players": players,
            "wins": [win], "penalties": [], "options": {}}


def random_mcr_record_info(rng: random.Random) -> tuple[dict, str]:
    """A random legal MCR winning record and the name of the template that made it."""
    funcs, weights = zip(*TEMPLATES)
    while True:
        template = rng.choices(funcs, weights=weights)[0]
        for _ in range(50):
            shape = template(rng)
            record = finish(rng, shape) if shape is not None else None
            if record is not None:
                return record, template.__name__[2:]


def random_mcr_record(rng: random.Random) -> dict:
    """A random legal MCR winning deal as a record (one winner, other seats empty
    but the robbed seat of 抢杠和); may be under the 8-fan minimum (see module docstring)."""
    return random_mcr_record_info(rng)[0]


def random_mcr_botzone_record(rng: random.Random) -> dict:
    """An MCR deal addressed to mcr_botzone, which refuses a record that names another ruleset."""
    return dict(random_mcr_record(rng), ruleset="mcr_botzone")


# --------------------------------------------------------------------------------------------
# Our own legality checker


KNITTED = [[tile(r, order[i]) for i in range(3) for r in (1 + i, 4 + i, 7 + i)]
           for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))]


def _sets_and_pair(counts: list[int], n_sets: int, need_pair: bool) -> bool:
    """Whether `counts` splits exactly into n_sets chows/pungs (+ one pair when need_pair)."""
    i = next((t for t in range(34) if counts[t]), None)
    if i is None:
        return n_sets == 0 and not need_pair
    if need_pair and counts[i] >= 2:
        counts[i] -= 2
        ok = _sets_and_pair(counts, n_sets, False)
        counts[i] += 2
        if ok:
            return True
    if n_sets == 0:
        return False
    if counts[i] >= 3:
        counts[i] -= 3
        ok = _sets_and_pair(counts, n_sets - 1, need_pair)
        counts[i] += 3
        if ok:
            return True
    if i < 27 and rank(i) <= 7 and counts[i + 1] and counts[i + 2]:
        for t in (i, i + 1, i + 2):
            counts[t] -= 1
        ok = _sets_and_pair(counts, n_sets - 1, need_pair)
        for t in (i, i + 1, i + 2):
            counts[t] += 1
        return ok
    return False


def winning_shape(concealed: list[int], n_melds: int) -> str | None:
    """The winning shape of the concealed tiles (win tile included) beside n_melds declared sets."""
    counts = [0] * 34
    for t in concealed:
        counts[t] += 1
    if n_melds == 0 and len(concealed) == 14:
        if all(c % 2 == 0 for c in counts):
            return "seven_pairs"
        if all(counts[t] for t in ORPHANS) and sum(counts[t] for t in ORPHANS) == 14:
            return "thirteen_orphans"
        if max(counts) == 1 and any(all(counts[t] == 0 for t in range(27) if t not in k) for k in KNITTED):
            return "honors_knitted"
    if _sets_and_pair(list(counts), 4 - n_melds, True):
        return "standard"
    if n_melds <= 1:
        for k in KNITTED:
            if all(counts[t] for t in k):
                rest = list(counts)
                for t in k:
                    rest[t] -= 1
                if _sets_and_pair(rest, 1 - n_melds, True):
                    return "knitted_straight"
    return None


def check_record(record: dict) -> list[str]:
    """Problems that make a record an illegal MCR win (empty list: legal)."""
    problems = []
    try:
        if record.get("ruleset") != "mcr":
            problems.append("ruleset is not mcr")
        if record.get("dealer") not in range(4):
            problems.append("dealer not in 0..3")
        if record.get("round_wind") not in tuple(WIND_LETTERS):
            problems.append("round_wind not E/S/W/N")
        players = record["players"]
        if len(players) != 4:
            return problems + ["players is not four objects"]
        copies = Counter()
        flowers_seen = Counter()
        for seat, p in enumerate(players):
            copies.update(parse(p.get("hand", "")))
            for f in parse_flowers(p.get("flowers")):
                if f:
                    flowers_seen[f] += 1
            for m in p.get("melds", []):
                tiles = parse(m["tiles"])
                copies.update(tiles)
                kind = m["kind"]
                same = len(set(tiles)) == 1
                if kind == "chow":
                    ok = (len(tiles) == 3 and max(tiles) < 27 and sorted(tiles) == list(range(min(tiles), min(tiles) + 3))
                          and suit(min(tiles)) == suit(max(tiles)))
                    if not ok:
                        problems.append(f"seat {seat}: bad chow {m['tiles']}")
                    if m.get("from") != (seat - 1) % 4:
                        problems.append(f"seat {seat}: chow {m['tiles']} not from the previous seat")
                elif kind in ("pung", "kong"):
                    if not same or len(tiles) != (3 if kind == "pung" else 4):
                        problems.append(f"seat {seat}: bad {kind} {m['tiles']}")
                    if m.get("concealed"):
                        if kind != "kong" or "from" in m or m.get("added"):
                            problems.append(f"seat {seat}: bad concealed meld {m}")
                    elif m.get("from") not in [s for s in range(4) if s != seat]:
                        problems.append(f"seat {seat}: meld {m['tiles']} from a bad seat")
                else:
                    problems.append(f"seat {seat}: unknown meld kind {kind}")
        if any(c > 1 for c in flowers_seen.values()):
            problems.append("a flower tile twice")
        wins = record["wins"]
        if not wins:
            problems.append("no win")
        for w in wins:
            seat, by, ctx = w["winner"], w["by"], w.get("context", {})
            p = players[seat]
            win_tile = parse(w["win_tile"])
            if len(win_tile) != 1:
                problems.append("win_tile is not one tile")
                continue
            win_tile = win_tile[0]
            hand = parse(p.get("hand", ""))
            melds = p.get("melds", [])
            if len(hand) + 3 * len(melds) + 1 != 14:
                problems.append(f"winner {seat}: {len(hand)} + 3x{len(melds)} + 1 tiles")
            if winning_shape(hand + [win_tile], len(melds)) is None:
                problems.append(f"winner {seat}: no winning shape")
            if by not in ("self_draw", "discard", "robbing_kong"):
                problems.append(f"bad by {by}")
            if by == "self_draw":
                if "from" in w:
                    problems.append("self_draw with a from")
            elif w.get("from") not in [s for s in range(4) if s != seat]:
                problems.append("from is not another seat")
            if by == "robbing_kong":
                robbed = players[w["from"]].get("melds", [])
                if not robbed or robbed[-1]["kind"] != "pung" or parse(robbed[-1]["tiles"]) != [win_tile] * 3:
                    problems.append("the robbed seat's last meld is not a pung of the win tile")
                mine = hand + [t for m in melds for t in parse(m["tiles"])]
                if win_tile in mine:
                    problems.append("robbing_kong winner holds the win tile twice")
            if ctx.get("kong_replacement") and (by != "self_draw" or not melds or melds[-1]["kind"] != "kong"):
                problems.append("kong_replacement without a self-drawn win after a kong")
            if ctx.get("kong_chain", 1) != 1:
                problems.append("kong_chain other than 1")
        for t in {parse(w["win_tile"])[0] for w in wins}:    # several wins off one discard: one tile
            copies[t] += 1
        over = [name(t) for t, c in copies.items() if c > 4]
        if over:
            problems.append(f"more than four copies of {over}")
    except (KeyError, ValueError, TypeError, IndexError) as e:
        problems.append(f"malformed: {e!r}")
    return problems
