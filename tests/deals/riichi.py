"""Random legal deals of Japanese riichi mahjong as Tenhou plays it, as hand records.

`random_riichi_record(rng)` gives one full-form record (docs/guide/records.md, with the additions of
issue 17: red fives `0m 0p 0s`, `honba`, `riichi_sticks`, `declared_ready`, `ready`, dora and ura-dora
indicators, `double_riichi`, `ippatsu`, declared wins) of a four-player deal that ends:

- in one win (about 80 in 100 deals) by self-draw, on a discard, or by robbing an added kong;
- in two wins on one discard (double ron, about 6 in 100), now and then both robbing one kong;
- drawn, with no win and every seat's `ready` flag (about 9 in 100);
- in nagashi mangan, a declared win at a drawn deal (about 5 in 100; one in ten of them has two).

Each win is a complete hand with at least one yaku under Tenhou's rules. The hands are biased: most
deals first pick a *theme* (a yaku or yakuman family: seven pairs, thirteen orphans, nine gates,
flushes, sanshoku, all pungs, kongs, ...) and build a hand for it, so that every yaku and yakuman of
the riichi pattern ids (design17.md) turns up often in a few thousand deals. The flags agree with the
hand: riichi, double riichi and ippatsu only on a closed hand (ippatsu never with a kong of the
winner's), tenhou/chiihou only on a first self-draw with no meld anywhere, rinshan only after the
winner's own kong (then its last meld), chankan only of another seat's pung of the win tile (its last
meld) when the winner holds no other copy, haitei/houtei never with those two; ura-dora indicators
only for a riichi winner; one dora indicator per kong of the deal, plus one.

The deal never holds more than four copies of a tile (hands, melds, the win tile once, the
indicators), nor more than one red five of a suit; a deal that holds all four copies of a five holds
the red one among them (Tenhou's set has three plain fives of each suit). Seats other than the
winners carry no hand. Deterministic for a given `rng`.

`check_record(record)` lists what breaks the record format in a record (copies, red fives, tile counts,
flags that contradict each other); it knows nothing of yaku, which tests/riichi_peer.py asks the peer.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field

from tests.deals.tiles import first_legal

# --------------------------------------------------------------------------------------------
# Tiles: kinds 0..8 1m..9m, 9..17 1p..9p, 18..26 1s..9s, 27..33 1z..7z (E S W N White Green Red).
# A tile *code* is a kind, or 34/35/36 for the red 5m/5p/5s.

SUITS = "mpsz"
RED_CODE = {4: 34, 13: 35, 22: 36}            # the kind of a five -> the code of its red copy
FIVES = (4, 13, 22)
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
HONOURS = WINDS + DRAGONS
TERMINALS = (0, 8, 9, 17, 18, 26)
ORPHANS = TERMINALS + HONOURS
SIMPLES = tuple(t for t in range(27) if t not in TERMINALS)
GREEN = (19, 20, 21, 23, 25, 32)              # 2s 3s 4s 6s 8s 6z
WIND_LETTERS = "ESWN"
NAGASHI = "nagashi_mangan"      # the id of the declared shape a nagashi mangan win names (design17.md)


def kind(code: int) -> int:
    return code if code < 34 else FIVES[code - 34]


def is_red(code: int) -> bool:
    return code >= 34


def rank(t: int) -> int:
    return kind(t) % 9 + 1


def suit(t: int) -> int:
    return kind(t) // 9


def tile(r: int, s: int) -> int:
    return s * 9 + r - 1


def dora_of(indicator: int) -> int:
    """The kind an indicator makes dora: the next in its suit's cycle (9 -> 1, N -> E, Red -> White)."""
    k = kind(indicator)
    if k < 27:
        return k - 8 if k % 9 == 8 else k + 1
    if k < 31:
        return 27 if k == 30 else k + 1
    return 31 if k == 33 else k + 1


def indicator_of(k: int) -> int:
    """The indicator kind that makes kind k dora."""
    return next(i for i in range(34) if dora_of(i) == k)


def name(code: int) -> str:
    return ("0" if is_red(code) else str(rank(code))) + SUITS[suit(code)]


def text(codes) -> str:
    """Compact notation, suits in order m p s z, each suit's tiles in rank order (a red five as 0,
    after the plain fives): [4, 34, 0, 27] -> '1550m1z'."""
    out = []
    for s, letter in enumerate(SUITS):
        mine = sorted((c for c in codes if suit(c) == s), key=lambda c: (kind(c), is_red(c)))
        if mine:
            out.append("".join("0" if is_red(c) else str(rank(c)) for c in mine) + letter)
    return "".join(out)


def parse(s: str) -> list[int]:
    """Tile codes of a tile string; ValueError on bad notation."""
    if not isinstance(s, str) or not re.fullmatch(r"([0-9]+[mpsz])*", s):
        raise ValueError(f"bad tiles {s!r}")
    out = []
    for digits, letter in re.findall(r"([0-9]+)([mpsz])", s):
        for d in digits:
            if letter == "z" and d in "089":
                raise ValueError(f"bad honour {d}z")
            out.append(RED_CODE[tile(5, SUITS.index(letter))] if d == "0" else tile(int(d), SUITS.index(letter)))
    return out


class Wall:
    """The 136 tiles: four of each kind (the red fives are chosen among the fives at the end)."""

    def __init__(self):
        self.left = [4] * 34

    def can(self, tiles) -> bool:
        need = Counter(kind(t) for t in tiles)
        return all(self.left[k] >= n for k, n in need.items())

    def take(self, tiles) -> bool:
        if not self.can(tiles):
            return False
        for t in tiles:
            self.left[kind(t)] -= 1
        return True


# --------------------------------------------------------------------------------------------
# Shapes: a winning hand's groups before melds, win tile and flags are chosen

@dataclass
class Shape:
    """A complete hand: `sets` of ("chow", lowest kind) or ("pung", kind) and a `pair`, or a
    special shape (`special` = chiitoitsu | kokushi | chuuren) given as its 14 `tiles`.

    Constraints on the finisher: `closed` (no claimed meld; concealed kongs allowed unless
    `no_kong`), `concealed` (set indices kept in the hand or as concealed kongs), `kongs` (set
    indices that are kongs), `win` (any | ryanmen | pair | pung | no_pung_ron | kokushi |
    kokushi_13 | chuuren | chuuren_9), `tsumo` (the chance of a self-draw; 1 forces it)."""
    sets: list = field(default_factory=list)
    pair: int | None = None
    special: str = ""
    tiles: list = field(default_factory=list)
    closed: bool = False
    no_kong: bool = False
    concealed: tuple = ()
    kongs: tuple = ()
    open_weights: tuple = (35, 25, 20, 12, 8)      # how many of the free sets are claimed
    kong_p: float = 0.08
    win: str = "any"
    tsumo: float = 0.4
    first_draw: bool = False

    def all_tiles(self) -> list[int]:
        if self.special:
            return list(self.tiles)
        out = [t for k, b in self.sets for t in set_tiles(k, b)]
        return out + [self.pair] * 2


def set_tiles(k: str, b: int) -> list[int]:
    return [b, b + 1, b + 2] if k == "chow" else [b] * 3


def pick(rng: random.Random, items):
    return rng.choice(list(items))


def chow_starts(s: int, ranks=range(1, 8)) -> list[int]:
    return [tile(r, s) for r in ranks]


def rset(rng, suits=(0, 1, 2, 3), chow_p=0.55, ranks=range(1, 10), honours=HONOURS) -> tuple:
    """A chow or a pung of the given suits (3 = honours), numbered tiles within `ranks`."""
    s = pick(rng, suits)
    if s == 3:
        return ("pung", pick(rng, honours))
    ranks = list(ranks)
    starts = [r for r in ranks if r + 2 in ranks and r + 1 in ranks]
    if starts and rng.random() < chow_p:
        return ("chow", tile(pick(rng, starts), s))
    return ("pung", tile(pick(rng, ranks), s))


def rpair(rng, suits=(0, 1, 2, 3), ranks=range(1, 10), honours=HONOURS) -> int:
    s = pick(rng, suits)
    return pick(rng, honours) if s == 3 else tile(pick(rng, ranks), s)


def valued(ctx) -> set:
    return set(DRAGONS) | {ctx["seat_wind"], ctx["round_wind"]}


# Themes: each returns a Shape for the seat described by ctx (its seat wind and the round wind).

def t_random(rng, ctx):
    return Shape(sets=[rset(rng) for _ in range(4)], pair=rpair(rng), closed=rng.random() < 0.35)


def t_tanyao(rng, ctx):
    return Shape(sets=[rset(rng, (0, 1, 2), ranks=range(2, 9)) for _ in range(4)],
                 pair=rpair(rng, (0, 1, 2), ranks=range(2, 9)), closed=rng.random() < 0.4)


def t_pinfu(rng, ctx):
    pair = pick(rng, [t for t in range(34) if t not in valued(ctx)])
    return Shape(sets=[("chow", pick(rng, chow_starts(pick(rng, (0, 1, 2))))) for _ in range(4)], pair=pair,
                 closed=True, no_kong=True, win="ryanmen")


def t_iipeikou(rng, ctx):
    c = ("chow", pick(rng, chow_starts(pick(rng, (0, 1, 2)))))
    return Shape(sets=[c, c, rset(rng), rset(rng)], pair=rpair(rng), closed=True)


def t_ryanpeikou(rng, ctx):
    a = ("chow", pick(rng, chow_starts(pick(rng, (0, 1, 2)))))
    b = ("chow", pick(rng, chow_starts(pick(rng, (0, 1, 2)))))
    return Shape(sets=[a, a, b, b], pair=rpair(rng), closed=True, no_kong=True)


def t_yakuhai(rng, ctx):
    targets = list(DRAGONS) + [ctx["seat_wind"], ctx["round_wind"]]
    sets = [("pung", pick(rng, targets))]
    if rng.random() < 0.3:
        sets.append(("pung", pick(rng, targets)))
    sets += [rset(rng) for _ in range(4 - len(sets))]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=rpair(rng), closed=rng.random() < 0.2, kong_p=0.12)


def t_chiitoitsu(rng, ctx):
    pool = pick(rng, ["all", "all", "simples", "flush", "half", "orphans", "honours"])
    if pool == "simples":
        kinds = list(SIMPLES)
    elif pool == "flush":
        s = pick(rng, (0, 1, 2))
        kinds = [tile(r, s) for r in range(1, 10)]
    elif pool == "half":
        s = pick(rng, (0, 1, 2))
        kinds = [tile(r, s) for r in range(1, 10)] + list(HONOURS)
    elif pool == "orphans":
        kinds = list(ORPHANS)
    elif pool == "honours":
        kinds = list(HONOURS)
    else:
        kinds = list(range(34))
    pairs = rng.sample(kinds, 7)
    return Shape(special="chiitoitsu", tiles=[t for p in pairs for t in (p, p)], closed=True, no_kong=True,
                 win="pair")


def t_sanshoku(rng, ctx):
    r = rng.randint(1, 7)
    sets = [("chow", tile(r, s)) for s in (0, 1, 2)] + [rset(rng)]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=rpair(rng), closed=rng.random() < 0.4)


def t_ittsu(rng, ctx):
    s = pick(rng, (0, 1, 2))
    sets = [("chow", tile(r, s)) for r in (1, 4, 7)] + [rset(rng)]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=rpair(rng), closed=rng.random() < 0.4)


def _outside_set(rng, honours: bool) -> tuple:
    roll = rng.random()
    if roll < 0.5:
        return ("chow", tile(pick(rng, (1, 7)), pick(rng, (0, 1, 2))))
    if honours and roll < 0.75:
        return ("pung", pick(rng, HONOURS))
    return ("pung", pick(rng, TERMINALS))


def t_chanta(rng, ctx):
    sets = [("chow", tile(pick(rng, (1, 7)), pick(rng, (0, 1, 2)))), ("pung", pick(rng, HONOURS))]
    sets += [_outside_set(rng, True) for _ in range(2)]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=pick(rng, ORPHANS), closed=rng.random() < 0.35)


def t_junchan(rng, ctx):
    sets = [("chow", tile(pick(rng, (1, 7)), pick(rng, (0, 1, 2))))]
    sets += [_outside_set(rng, False) for _ in range(3)]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=pick(rng, TERMINALS), closed=rng.random() < 0.35)


def t_toitoi(rng, ctx):
    return Shape(sets=[rset(rng, chow_p=0) for _ in range(4)], pair=rpair(rng), open_weights=(10, 25, 30, 20, 15),
                 kong_p=0.12)


def t_sanankou(rng, ctx):
    sets = [rset(rng, chow_p=0) for _ in range(3)] + [rset(rng)]
    return Shape(sets=sets, pair=rpair(rng), concealed=(0, 1, 2), win="no_pung_ron", kong_p=0.12)


def t_sankantsu(rng, ctx):
    sets = [rset(rng, chow_p=0) for _ in range(3)] + [rset(rng)]
    return Shape(sets=sets, pair=rpair(rng), kongs=(0, 1, 2), tsumo=0.55)


def t_sanshoku_doukou(rng, ctx):
    r = rng.randint(1, 9)
    sets = [("pung", tile(r, s)) for s in (0, 1, 2)] + [rset(rng)]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=rpair(rng), kong_p=0.12)


def t_shousangen(rng, ctx):
    dragons = list(DRAGONS)
    rng.shuffle(dragons)
    sets = [("pung", dragons[0]), ("pung", dragons[1]), rset(rng), rset(rng)]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=dragons[2], kong_p=0.12)


def t_honroutou(rng, ctx):
    sets = [("pung", pick(rng, TERMINALS)), ("pung", pick(rng, HONOURS))]
    sets += [("pung", pick(rng, ORPHANS)) for _ in range(2)]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=pick(rng, ORPHANS), open_weights=(25, 25, 25, 15, 10))


def t_honitsu(rng, ctx):
    s = pick(rng, (0, 1, 2))
    sets = [rset(rng, (3,))] + [rset(rng, (s, s, s, 3)) for _ in range(3)]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=rpair(rng, (s, 3)), closed=rng.random() < 0.3)


def t_chinitsu(rng, ctx):
    s = pick(rng, (0, 1, 2))
    return Shape(sets=[rset(rng, (s,)) for _ in range(4)], pair=rpair(rng, (s,)), closed=rng.random() < 0.4)


def t_kokushi(rng, ctx, thirteen=False):
    extra = pick(rng, ORPHANS)
    return Shape(special="kokushi", tiles=list(ORPHANS) + [extra], closed=True, no_kong=True,
                 win="kokushi_13" if thirteen else "kokushi")


def t_kokushi_13(rng, ctx):
    return t_kokushi(rng, ctx, thirteen=True)


def t_suuankou(rng, ctx, tanki=False):
    sets = [rset(rng, chow_p=0) for _ in range(4)]
    return Shape(sets=sets, pair=rpair(rng), concealed=(0, 1, 2, 3), win="pair" if tanki else "pung",
                 tsumo=0.45 if tanki else 1.0, kong_p=0.1)


def t_suuankou_tanki(rng, ctx):
    return t_suuankou(rng, ctx, tanki=True)


def t_daisangen(rng, ctx):
    sets = [("pung", d) for d in DRAGONS] + [rset(rng)]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=rpair(rng), open_weights=(20, 20, 25, 20, 15), kong_p=0.12)


def t_shousuushii(rng, ctx):
    winds = list(WINDS)
    rng.shuffle(winds)
    sets = [("pung", w) for w in winds[:3]] + [rset(rng)]
    rng.shuffle(sets)
    return Shape(sets=sets, pair=winds[3], kong_p=0.1)


def t_daisuushii(rng, ctx):
    return Shape(sets=[("pung", w) for w in rng.sample(WINDS, 4)], pair=rpair(rng, (0, 1, 2, 3), honours=DRAGONS),
                 open_weights=(20, 20, 25, 20, 15), kong_p=0.1)


def t_tsuuiisou(rng, ctx):
    kinds = rng.sample(HONOURS, 5)
    return Shape(sets=[("pung", k) for k in kinds[:4]], pair=kinds[4], kong_p=0.1)


def t_chinroutou(rng, ctx):
    kinds = rng.sample(TERMINALS, 5)
    return Shape(sets=[("pung", k) for k in kinds[:4]], pair=kinds[4], kong_p=0.1)


def t_ryuuiisou(rng, ctx):
    left = Counter({k: 4 for k in GREEN})
    sets = [("chow", 19)] * rng.choice((0, 0, 1, 1, 2))         # 234s
    left.subtract({19: len(sets), 20: len(sets), 21: len(sets)})
    while len(sets) < 4:
        k = pick(rng, [k for k in GREEN if left[k] >= 3])
        sets.append(("pung", k))
        left[k] -= 3
    rng.shuffle(sets)
    return Shape(sets=sets, pair=pick(rng, [k for k in GREEN if left[k] >= 2]), closed=rng.random() < 0.3)


def t_chuuren(rng, ctx, nine=False):
    s = pick(rng, (0, 1, 2))
    base = [tile(r, s) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)]
    extra = tile(rng.randint(1, 9), s)
    return Shape(special="chuuren", tiles=base + [extra], closed=True, no_kong=True,
                 win="chuuren_9" if nine else "chuuren")


def t_chuuren_9(rng, ctx):
    return t_chuuren(rng, ctx, nine=True)


def t_suukantsu(rng, ctx):
    return Shape(sets=[rset(rng, chow_p=0) for _ in range(4)], pair=rpair(rng), kongs=(0, 1, 2, 3), win="pair",
                 tsumo=0.6)


def t_first_draw(rng, ctx):
    """A closed hand on its first draw: tenhou for the dealer, chiihou for another seat."""
    shape = pick(rng, (t_random, t_random, t_tanyao, t_chiitoitsu, t_pinfu, t_honitsu))(rng, ctx)
    shape.closed, shape.no_kong, shape.tsumo, shape.first_draw = True, True, 1.0, True
    if shape.win == "ryanmen":
        shape.win = "any"
    return shape


# (theme, weight). Nearly half the deals are general hands; every family gets its share.
THEMES = [
    (t_random, 30), (t_tanyao, 8), (t_pinfu, 8), (t_iipeikou, 4), (t_ryanpeikou, 2), (t_yakuhai, 8),
    (t_chiitoitsu, 5), (t_sanshoku, 3), (t_ittsu, 3), (t_chanta, 3), (t_junchan, 3), (t_toitoi, 3),
    (t_sanankou, 3), (t_sankantsu, 1.5), (t_sanshoku_doukou, 1.5), (t_shousangen, 2), (t_honroutou, 1.5),
    (t_honitsu, 4), (t_chinitsu, 3),
    (t_kokushi, 0.6), (t_kokushi_13, 0.5), (t_suuankou, 0.6), (t_suuankou_tanki, 0.5), (t_daisangen, 0.8),
    (t_shousuushii, 0.5), (t_daisuushii, 0.5), (t_tsuuiisou, 0.5), (t_chinroutou, 0.5), (t_ryuuiisou, 0.5),
    (t_chuuren, 0.5), (t_chuuren_9, 0.5), (t_suukantsu, 0.5), (t_first_draw, 1.2),
]


# --------------------------------------------------------------------------------------------
# A winning hand: melds, win tile, way of winning, flags

@dataclass
class Meld:
    kind: str                    # chow | pung | kong
    tiles: list
    source: int | None = None    # the seat claimed from; None for a concealed kong
    concealed: bool = False
    added: bool = False

    def record(self) -> dict:
        out = {"kind": self.kind, "tiles": text(self.tiles)}
        if self.source is not None:
            out["from"] = self.source
        if self.concealed:
            out["concealed"] = True
        if self.added:
            out["added"] = True
        return out


@dataclass
class Win:
    seat: int
    hand: list                   # concealed tiles without the win tile
    melds: list                  # Meld objects, in the order made
    groups: list                 # the concealed groups of the decomposition: ("chow"|"pung"|"pair", kind)
    win_group: tuple | None      # the group the win tile completes (None for special shapes)
    special: str = ""
    by: str = "discard"
    context: dict = field(default_factory=dict)
    riichi: bool = False

    @property
    def closed(self) -> bool:
        return all(m.concealed for m in self.melds)


def _others(seat: int) -> list[int]:
    return [s for s in range(4) if s != seat]


def _meld_for(rng, seat: int, k: str, b: int, how: str) -> Meld:
    """A meld of set (k, b): how = claim | ankan | daiminkan | kakan."""
    if k == "chow":
        return Meld("chow", set_tiles(k, b), source=(seat - 1) % 4)
    if how == "claim":
        return Meld("pung", [b] * 3, source=pick(rng, _others(seat)))
    if how == "ankan":
        return Meld("kong", [b] * 4, concealed=True)
    return Meld("kong", [b] * 4, source=pick(rng, _others(seat)), added=how == "kakan")


def build_win(rng, wall: Wall, shape: Shape, seat: int, ctx: dict, by: str | None = None,
              win_tile: int | None = None) -> Win | None:
    """Melds, win tile and way of winning for a shape whose tiles are already taken from the wall
    (all but the win tile when `win_tile` is given: a second winner on the same discard)."""
    if shape.special:
        return _build_special(rng, shape, seat, by, win_tile)
    sets = [list(s) for s in shape.sets]
    kongs = set(shape.kongs)
    if not shape.no_kong:
        for i, (k, b) in enumerate(sets):
            if k == "pung" and i not in kongs and rng.random() < shape.kong_p and wall.left[b] >= 1:
                kongs.add(i)
    for i in kongs:
        if sets[i][0] != "pung" or not wall.take([sets[i][1]]):
            return None
    hows = {}
    free = [i for i in range(4) if i not in shape.concealed and i not in kongs]
    n_open = 0 if shape.closed else rng.choices(range(len(free) + 1), weights=shape.open_weights[:len(free) + 1])[0]
    for i in rng.sample(free, n_open):
        hows[i] = "claim"
    for i in kongs:
        if shape.closed or i in shape.concealed:
            hows[i] = "ankan"
        else:
            hows[i] = rng.choices(("ankan", "daiminkan", "kakan"), weights=(35, 35, 30))[0]
    # A yakuman whose sets are all claimed makes its last feeder liable (pao): its sets are then plain
    # claims, never concealed or added kongs, so that which one came last is plain from the meld order.
    for family in (DRAGONS, WINDS):
        mine = [i for i, (k, b) in enumerate(sets) if k == "pung" and b in family]
        if len(mine) == (3 if family == DRAGONS else 4) and all(i in hows and hows[i] != "ankan" for i in mine):
            for i in mine:
                if hows[i] == "kakan":
                    hows[i] = "daiminkan"
    melds = [_meld_for(rng, seat, sets[i][0], sets[i][1], hows[i]) for i in hows]
    rng.shuffle(melds)
    groups = [tuple(sets[i]) for i in range(4) if i not in hows] + [("pair", shape.pair)]

    # The way of winning, then the win group and tile.
    if by is None:
        by = "self_draw" if rng.random() < shape.tsumo else "discard"
    choices = []                 # (group, tile)
    for g in groups:
        k, b = g
        if k == "pair":
            if shape.win in ("any", "pair", "no_pung_ron"):
                choices += [(g, b)] * 2
        elif k == "pung":
            if shape.win in ("any", "pung") or (shape.win == "no_pung_ron" and by == "self_draw"):
                choices += [(g, b)] * 2
        else:
            for t in (b, b + 1, b + 2):
                if shape.win == "ryanmen" and not ((t == b and rank(b) <= 6) or (t == b + 2 and rank(b) >= 2)):
                    continue
                if shape.win in ("any", "ryanmen", "no_pung_ron"):
                    choices.append((g, t))
    if win_tile is not None:
        choices = [c for c in choices if c[1] == win_tile]
    if not choices:
        return None
    win_group, t = pick(rng, choices)
    concealed = [x for k, b in groups for x in (set_tiles(k, b) if k != "pair" else [b, b])]
    concealed.remove(t)
    return Win(seat, concealed, melds, groups, win_group, by=by, context={"_win_tile": t})


def _build_special(rng, shape: Shape, seat: int, by: str | None, win_tile: int | None) -> Win | None:
    tiles = list(shape.tiles)
    counts = Counter(tiles)
    if shape.win == "kokushi_13":
        choices = [tiles[-1]]                                   # the duplicated orphan: a 13-sided wait
    elif shape.win == "kokushi":
        choices = [t for t in ORPHANS if t != tiles[-1]]
    elif shape.win == "chuuren_9":
        choices = [tiles[-1]]                                   # the extra tile: a pure nine-sided wait
    elif shape.win == "chuuren":
        choices = [t for t in counts if t != tiles[-1]]
    else:                                                       # seven pairs: a pair wait
        choices = list(counts)
    if win_tile is not None:
        choices = [t for t in choices if t == win_tile]
    if not choices:
        return None
    t = pick(rng, choices)
    if by is None:
        by = "self_draw" if rng.random() < shape.tsumo else "discard"
    tiles.remove(t)
    return Win(seat, tiles, [], [], None, special=shape.special, by=by, context={"_win_tile": t})


# --------------------------------------------------------------------------------------------
# Our own reading of "has a yaku" on the decomposition the generator built (the peer takes the
# best decomposition, so it finds at least these). Kept to what the generator needs: a closed
# hand without one is made riichi.

def has_yaku(w: Win, ctx: dict) -> bool:
    c = w.context
    if w.special or w.riichi or c.get("first_draw") or c.get("kong_replacement") or c.get("last_tile"):
        return True
    if w.by == "robbing_kong" or (w.closed and w.by == "self_draw"):
        return True
    t = c["_win_tile"]
    sets = [(k, b) for k, b in w.groups if k != "pair"] + [("pung" if m.kind != "chow" else "chow", kind(m.tiles[0]))
                                                           for m in w.melds]
    pair = next(b for k, b in w.groups if k == "pair")
    tiles = [x for k, b in sets for x in set_tiles(k, b)] + [pair, pair]
    if any(k == "pung" and b in valued(ctx) for k, b in sets):
        return True
    if all(x in SIMPLES for x in tiles):
        return True
    suits = {suit(x) for x in tiles if x < 27}
    if len(suits) <= 1:
        return True                                            # a flush, or all honours
    if all(k == "pung" for k, b in sets):
        return True
    if all(any(x in ORPHANS for x in set_tiles(k, b)) for k, b in sets) and pair in ORPHANS:
        return True                                            # chanta, junchan or honroutou
    chows = [b for k, b in sets if k == "chow"]
    pungs = [b for k, b in sets if k == "pung"]
    if any(all(tile(r, s) in chows for r in (1, 4, 7)) for s in range(3)):
        return True
    if any(all(tile(r, s) in chows for s in range(3)) for r in range(1, 8)):
        return True
    if any(all(tile(r, s) in pungs for s in range(3)) for r in range(1, 10)):
        return True
    if sum(m.kind == "kong" for m in w.melds) >= 3:
        return True
    if sum(b in DRAGONS for b in pungs) == 2 and pair in DRAGONS:
        return True
    concealed_pungs = [b for k, b in w.groups if k == "pung" and not (w.by != "self_draw" and w.win_group == (k, b))]
    if len(concealed_pungs) + sum(m.concealed for m in w.melds) >= 3:
        return True
    if w.closed:
        hand_chows = [b for k, b in w.groups if k == "chow"]
        if len(hand_chows) != len(set(hand_chows)):
            return True                                        # iipeikou
        if (len(hand_chows) == 4 and pair not in valued(ctx) and w.win_group[0] == "chow"
                and ((t == w.win_group[1] and rank(t) <= 6) or (t == w.win_group[1] + 2 and rank(t) >= 4))):
            return True                                        # pinfu
    return False


# --------------------------------------------------------------------------------------------
# Deals

WIN_FLAGS_P = {"riichi": 0.45, "double_riichi": 0.12, "ippatsu": 0.22, "last_tile": 0.07, "rinshan": 0.5,
               "robbing_kong": 0.07}


def random_riichi_record(rng: random.Random) -> dict:
    """A random legal riichi deal as a full-form record (see the module docstring)."""
    return first_legal(lambda: _attempt(rng))


def _attempt(rng: random.Random) -> dict | None:
    roll = rng.random()
    if roll < 0.07:
        return _drawn(rng, nagashi=False)
    if roll < 0.11:
        return _drawn(rng, nagashi=True)
    return _won(rng, double=roll < 0.17)


def _ctx(dealer: int, seat: int, round_wind: str) -> dict:
    return {"seat_wind": 27 + (seat - dealer) % 4, "round_wind": 27 + WIND_LETTERS.index(round_wind)}


def _table(rng, record: dict) -> dict:
    for key, top in (("honba", 8), ("riichi_sticks", 3)):
        n = rng.choice([0, 0, 0, rng.randint(1, top)])
        if n or rng.random() < 0.5:
            record[key] = n
    return record


def _won(rng: random.Random, double: bool) -> dict | None:
    wall = Wall()
    dealer = rng.randrange(4)
    round_wind = "E" if rng.random() < 0.7 else "S"
    theme = rng.choices([t for t, _ in THEMES], weights=[w for _, w in THEMES])[0]
    if double and theme in (t_first_draw, t_suuankou):
        return None
    winner = rng.randrange(4)
    if theme is t_first_draw:
        winner = dealer if rng.random() < 0.5 else pick(rng, _others(dealer))
    ctx = _ctx(dealer, winner, round_wind)
    shape = theme(rng, ctx)
    if not wall.take(shape.all_tiles()):
        return None
    w = build_win(rng, wall, shape, winner, ctx, by="discard" if double else None)
    if w is None:
        return None
    t = w.context["_win_tile"]
    source = None
    robbed = None
    if w.by == "discard":
        source = pick(rng, _others(winner))
        mine = w.hand + [x for m in w.melds for x in m.tiles]
        if rng.random() < WIN_FLAGS_P["robbing_kong"] and kind(t) not in map(kind, mine) and wall.left[kind(t)] >= 3:
            w.by, robbed = "robbing_kong", source
            wall.take([t] * 3)
    if shape.first_draw:
        w.context["first_draw"] = True
    wins = [w]

    if double:                                                 # a second seat wins on the same tile
        second = pick(rng, [s for s in range(4) if s not in (winner, source)])
        ctx2 = _ctx(dealer, second, round_wind)
        w2 = None
        for _ in range(30):
            w2 = _around(rng, wall, second, ctx2, t, w.by)
            if w2 is not None:
                break
        if w2 is None:
            return None
        wins.append(w2)

    players = [{} for _ in range(4)]
    for x in wins:
        _flags(rng, x, ctx if x.seat == winner else _ctx(dealer, x.seat, round_wind))
    if len(wins) == 2 and wins[0].context.get("last_tile") != wins[1].context.get("last_tile"):
        for x in wins:
            x.context.pop("last_tile", None)
    for x in wins:
        if not has_yaku(x, _ctx(dealer, x.seat, round_wind)):
            if not x.closed:
                return None
            x.riichi = True

    # Other seats: riichi declarations and melds (none at all in a first-draw deal).
    first_draw = bool(w.context.get("first_draw"))
    winners = {x.seat for x in wins}
    declared = [False] * 4
    for x in wins:
        declared[x.seat] = x.riichi
    other_melds = {s: [] for s in range(4) if s not in winners}
    kongs = sum(m.kind == "kong" for x in wins for m in x.melds)
    for s in other_melds:
        if first_draw or s == robbed:
            continue
        if rng.random() < 0.2:
            declared[s] = True
            if rng.random() < 0.15 and kongs < 3:
                k = rng.randrange(34)
                if wall.take([k] * 4):
                    other_melds[s].append(Meld("kong", [k] * 4, concealed=True))
                    kongs += 1
        elif rng.random() < 0.3:
            for _ in range(rng.choice([1, 1, 2])):
                k, b = rset(rng)
                how = rng.choices(("claim", "ankan", "daiminkan", "kakan"), weights=(70, 10, 10, 10))[0]
                if k == "pung" and how != "claim" and kongs >= 3:
                    how = "claim"
                m = _meld_for(rng, s, k, b, how)
                if wall.take(m.tiles):
                    other_melds[s].append(m)
                    kongs += m.kind == "kong"
    kong_seats = {x.seat for x in wins if any(m.kind == "kong" for m in x.melds)}
    kong_seats |= {s for s, ms in other_melds.items() if any(m.kind == "kong" for m in ms)}
    if kongs > 4 or (kongs == 4 and len(kong_seats) > 1):      # four kongs of several seats abort the deal
        return None
    if robbed is not None:                                     # the pung being added to: the robbed seat's last act
        other_melds[robbed].append(Meld("pung", [t] * 3, source=pick(rng, _others(robbed))))

    # Indicators: one dora indicator per kong of the deal, plus one; ura-dora only for riichi winners.
    n_ind = min(5, 1 + kongs)
    dora = _indicators(rng, wall, n_ind, wins)
    ura = _indicators(rng, wall, n_ind, wins) if any(x.riichi for x in wins) else None
    if dora is None or (ura is None and any(x.riichi for x in wins)):
        return None

    # Red fives: one of the fives of a suit in the deal is red, always when the deal holds all four.
    holders = [x.hand for x in wins] + [m.tiles for x in wins for m in x.melds]
    holders += [m.tiles for ms in other_melds.values() for m in ms] + [dora] + ([ura] if ura else [])
    win_tile = [t]
    _redden(rng, holders + [win_tile])
    t = win_tile[0]

    for x in wins:
        p = players[x.seat]
        p["hand"] = text(x.hand)
        p["melds"] = [m.record() for m in x.melds]
    for s, ms in other_melds.items():
        if ms:
            players[s]["melds"] = [m.record() for m in ms]
    for s in range(4):
        if declared[s] and (s not in winners or rng.random() < 0.8):
            players[s]["declared_ready"] = True
    out_wins = []
    for x in wins:
        ctx_out = {k: v for k, v in x.context.items() if not k.startswith("_")}
        if x.riichi:
            if "declared_ready" not in players[x.seat] or rng.random() < 0.2:
                ctx_out["declared_ready"] = True
            ctx_out["ura_dora_indicators"] = text(ura)
        ctx_out["dora_indicators"] = text(dora)
        win = {"winner": x.seat, "win_tile": name(t), "by": x.by}
        if x.by != "self_draw":
            win["from"] = source
        win["context"] = dict(sorted(ctx_out.items()))
        out_wins.append(win)
    rng.shuffle(out_wins)                                      # the record's order is not the turn order
    record = {"ruleset": "riichi", "dealer": dealer, "round_wind": round_wind}
    _table(rng, record)
    record["players"] = players
    record["wins"] = out_wins
    return record


def _flags(rng, w: Win, ctx: dict) -> None:
    """Riichi, double riichi, ippatsu, haitei/houtei and rinshan, as the hand allows."""
    c = w.context
    if c.get("first_draw"):
        return
    kong_melds = [m for m in w.melds if m.kind == "kong"]
    if w.by == "self_draw" and kong_melds and rng.random() < WIN_FLAGS_P["rinshan"]:
        last = pick(rng, kong_melds)
        w.melds.remove(last)
        w.melds.append(last)
        c["kong_replacement"] = True
    if w.closed and rng.random() < WIN_FLAGS_P["riichi"]:
        w.riichi = True
    if w.riichi and rng.random() < WIN_FLAGS_P["double_riichi"]:
        c["double_riichi"] = True
    if w.riichi and not kong_melds and rng.random() < WIN_FLAGS_P["ippatsu"]:
        c["ippatsu"] = True
    if w.by != "robbing_kong" and not c.get("kong_replacement") and rng.random() < WIN_FLAGS_P["last_tile"]:
        c["last_tile"] = True


def _around(rng, wall: Wall, seat: int, ctx: dict, t: int, by: str) -> Win | None:
    """A second winner's hand on tile t (already out of the wall), taking its other tiles from the wall."""
    theme = pick(rng, (t_random, t_random, t_tanyao, t_yakuhai, t_honitsu, t_chiitoitsu, t_toitoi, t_pinfu))
    for _ in range(20):
        shape = theme(rng, ctx)
        tiles = shape.all_tiles()
        if kind(t) not in tiles:
            continue
        if by == "robbing_kong" and (shape.special or tiles.count(kind(t)) != 1):
            continue
        tiles.remove(kind(t))
        saved = list(wall.left)
        if not wall.take(tiles):
            continue
        w = build_win(rng, wall, shape, seat, ctx, by=by, win_tile=kind(t))
        if w is not None:
            return w
        wall.left = saved
    return None


def _indicators(rng, wall: Wall, n: int, wins) -> list[int] | None:
    out = []
    mine = [x for w in wins for x in w.hand + [m.tiles[0] for m in w.melds]]
    for _ in range(n):
        for _ in range(20):
            k = indicator_of(kind(pick(rng, mine))) if rng.random() < 0.2 else rng.randrange(34)
            if wall.take([k]):
                out.append(k)
                break
        else:
            return None
    return out


def _redden(rng, holders: list[list[int]]) -> None:
    """Make one five of each suit red, in place: always when all four are in the deal, else often."""
    for k in FIVES:
        spots = [(h, i) for h in holders for i, x in enumerate(h) if x == k]
        if spots and (len(spots) == 4 or rng.random() < 0.6):
            h, i = pick(rng, spots)
            h[i] = RED_CODE[k]


def _drawn(rng: random.Random, nagashi: bool) -> dict:
    """A drawn deal: every seat's ready flag, riichi declarations (a declared seat is ready), melds;
    with nagashi, one seat (or two) declares nagashi mangan."""
    wall = Wall()
    dealer = rng.randrange(4)
    record = {"ruleset": "riichi", "dealer": dealer, "round_wind": "E" if rng.random() < 0.7 else "S"}
    _table(rng, record)
    nagashi_seats = []
    if nagashi:
        nagashi_seats = rng.sample(range(4), 2 if rng.random() < 0.1 else 1)
    players = [{} for _ in range(4)]
    seat_melds = {}
    kongs = 0
    for s in range(4):
        if rng.random() < 0.25:
            players[s]["declared_ready"] = True
            players[s]["ready"] = True
        else:
            players[s]["ready"] = rng.random() < 0.4
        if "declared_ready" not in players[s] and s not in nagashi_seats and rng.random() < 0.3:
            melds = []
            for _ in range(rng.choice([1, 1, 2, 3])):
                k, b = rset(rng)
                how = rng.choices(("claim", "ankan", "daiminkan", "kakan"), weights=(70, 10, 10, 10))[0]
                if k == "pung" and how != "claim" and kongs >= 3:
                    how = "claim"
                m = _meld_for(rng, s, k, b, how)
                if m.source in nagashi_seats:                  # nobody claims a nagashi seat's discards
                    continue
                if wall.take(m.tiles):
                    melds.append(m)
                    kongs += m.kind == "kong"
            if melds:
                seat_melds[s] = melds
    _redden(rng, [m.tiles for melds in seat_melds.values() for m in melds])
    for s, melds in seat_melds.items():
        players[s]["melds"] = [m.record() for m in melds]
    record["players"] = players
    if nagashi:
        record["wins"] = [{"winner": s, "declared": NAGASHI} for s in nagashi_seats]
    elif rng.random() < 0.5:
        record["wins"] = []
    return record


# --------------------------------------------------------------------------------------------
# The record format, checked on its own (no yaku here)

WIN_CONTEXT = {"declared_ready", "double_riichi", "ippatsu", "kong_replacement", "last_tile", "first_draw",
               "dora_indicators", "ura_dora_indicators"}


def check_record(record: dict) -> list[str]:
    """What breaks the record format or the rules of a deal in a riichi record (empty: nothing)."""
    problems = []
    try:
        players, wins = record["players"], record.get("wins", [])
        dealer = record.get("dealer", 0)
        if len(players) != 4 or dealer not in range(4) or record.get("round_wind", "E") not in ("E", "S"):
            problems.append("players, dealer or round_wind")
        if record.get("honba", 0) not in range(9) or record.get("riichi_sticks", 0) not in range(4):
            problems.append("honba or riichi_sticks out of range")
        copies = Counter()
        reds = Counter()
        for s, p in enumerate(players):
            hand = parse(p.get("hand", ""))
            copies.update(hand)
            for m in p.get("melds", []):
                tiles = parse(m["tiles"])
                copies.update(tiles)
                kinds = sorted(map(kind, tiles))
                if m["kind"] == "chow":
                    if not (kinds[0] < 27 and kinds == [kinds[0], kinds[0] + 1, kinds[0] + 2]
                            and rank(kinds[0]) <= 7 and m.get("from") == (s - 1) % 4):
                        problems.append(f"seat {s}: bad chow {m}")
                elif len(set(kinds)) != 1 or len(kinds) != (3 if m["kind"] == "pung" else 4):
                    problems.append(f"seat {s}: bad {m['kind']} {m}")
                elif bool(m.get("concealed")) != ("from" not in m):
                    problems.append(f"seat {s}: a meld is concealed or claimed: {m}")
                elif m.get("from") == s:
                    problems.append(f"seat {s}: claims its own discard")
            if p.get("declared_ready") and any(not m.get("concealed") for m in p.get("melds", [])):
                problems.append(f"seat {s}: riichi with a claimed meld")
        declared = [w for w in wins if "declared" in w]
        if declared and len(declared) != len(wins):
            problems.append("nagashi mangan beside a won hand")
        if not wins or declared:
            for s, p in enumerate(players):
                if "ready" not in p or (p.get("declared_ready") and not p["ready"]):
                    problems.append(f"seat {s}: drawn deal without a ready flag, or riichi and not ready")
        if not declared:
            if len({w["by"] for w in wins}) > 1 or len({w.get("from") for w in wins}) > 1:
                problems.append("several wins not on one discard")
            if len(wins) > 1 and any(w["by"] == "self_draw" for w in wins):
                problems.append("a self-draw beside another win")
            if len({w["win_tile"] for w in wins}) > 1:
                problems.append("several win tiles")
            if wins:
                copies.update(parse(wins[0]["win_tile"]))
            indicators = {}
            for key in ("dora_indicators", "ura_dora_indicators"):
                given = {w["context"][key] for w in wins if key in w.get("context", {})}
                if len(given) > 1:
                    problems.append(f"{key} differ between the wins")
                indicators[key] = parse(given.pop()) if given else []
                copies.update(indicators[key])
            n_kongs = sum(m["kind"] == "kong" for p in players for m in p.get("melds", []))
            if wins and len(indicators["dora_indicators"]) != min(5, 1 + n_kongs):
                problems.append("not one dora indicator per kong plus one")
            for w in wins:
                problems += _check_win(record, w, indicators)
        for t, n in copies.items():
            if is_red(t):
                reds[t] += n
        plain = Counter(kind(t) for t in copies.elements())
        over = [name(k) for k, n in plain.items() if n > 4]
        if over:
            problems.append(f"more than four copies of {over}")
        if any(n > 1 for n in reds.values()):
            problems.append("two red fives of a suit")
        for k in FIVES:
            if plain[k] == 4 and not reds[RED_CODE[k]]:
                problems.append(f"all four copies of {name(k)} and none red")
    except (KeyError, ValueError, TypeError, IndexError, AttributeError) as e:
        problems.append(f"malformed: {e!r}")
    return problems


def _check_win(record: dict, w: dict, indicators: dict) -> list[str]:
    problems = []
    s, ctx, by = w["winner"], w.get("context", {}), w["by"]
    p = record["players"][s]
    melds = p.get("melds", [])
    if set(ctx) - WIN_CONTEXT:
        problems.append(f"seat {s}: unknown context flags {set(ctx) - WIN_CONTEXT}")
    if len(parse(p["hand"])) + 3 * len(melds) != 13:
        problems.append(f"seat {s}: the hand and melds do not make 13 tiles")
    closed = all(m.get("concealed") for m in melds)
    riichi = bool(p.get("declared_ready") or ctx.get("declared_ready"))
    kongs = [m for m in melds if m["kind"] == "kong"]
    if (riichi or ctx.get("double_riichi")) and not closed:
        problems.append(f"seat {s}: riichi on an open hand")
    if ctx.get("double_riichi") and not riichi:
        problems.append(f"seat {s}: double riichi without riichi")
    if ctx.get("ippatsu") and (not riichi or kongs):
        problems.append(f"seat {s}: ippatsu without riichi, or with a kong")
    if ctx.get("ura_dora_indicators") and not riichi:
        problems.append(f"seat {s}: ura-dora without riichi")
    if riichi and len(indicators["ura_dora_indicators"]) != len(indicators["dora_indicators"]):
        problems.append(f"seat {s}: not as many ura-dora as dora indicators")
    if ctx.get("kong_replacement") and (by != "self_draw" or not melds or melds[-1]["kind"] != "kong"):
        problems.append(f"seat {s}: rinshan without the winner's kong, or not self-drawn")
    if ctx.get("last_tile") and (ctx.get("kong_replacement") or by == "robbing_kong"):
        problems.append(f"seat {s}: haitei/houtei with rinshan or chankan")
    if ctx.get("first_draw"):
        if by != "self_draw" or melds or riichi or any(q.get("melds") for q in record["players"]):
            problems.append(f"seat {s}: tenhou/chiihou not a closed first self-draw with no meld in the deal")
    if by == "self_draw":
        if "from" in w:
            problems.append(f"seat {s}: a self-draw with a from")
    elif w.get("from") not in [x for x in range(4) if x != s]:
        problems.append(f"seat {s}: from is not another seat")
    if by == "robbing_kong":
        robbed = record["players"][w["from"]].get("melds", [])
        t = kind(parse(w["win_tile"])[0])
        if not robbed or robbed[-1]["kind"] != "pung" or kind(parse(robbed[-1]["tiles"])[0]) != t:
            problems.append(f"seat {s}: the robbed seat's last meld is not a pung of the win tile")
        if t in map(kind, parse(p["hand"]) + [x for m in melds for x in parse(m["tiles"])]):
            problems.append(f"seat {s}: robs a kong of a tile it holds")
    return problems
