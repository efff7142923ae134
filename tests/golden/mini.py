"""Scorer of the mjc ruleset `mini` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: 3053e18fa3028344145a92efd3a0a6110b3c38286810abdb737585ad6e0eab1d
Do not edit: change the spec and run `mjc build`. Standard library only.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
"""

# ================================================================ runtime (shared by every mjc scorer)

import bisect
import itertools
import json
import operator
import re

# Tile indices: 0-8 are 1m-9m, 9-17 1p-9p, 18-26 1s-9s, 27-33 1z-7z, 34-41 1f-8f.
SUIT_LETTERS = "mpszf"
SUIT_SIZES = (9, 9, 9, 7, 8)
SUIT_OFFSETS = (0, 9, 18, 27, 34)
N_KINDS = 34
N_TILES = 42
NO_SEAT = -1
NO_TILE = -1

# Each tile table has one more entry, at the end, for NO_TILE (-1): suit 5, number 0, no property.
TILE_SUIT = tuple(s for s in range(5) for _ in range(SUIT_SIZES[s])) + (5,)
TILE_NUMBER = tuple(n + 1 for s in range(5) for n in range(SUIT_SIZES[s])) + (0,)

IS_SUITED = tuple(s < 3 for s in TILE_SUIT)
IS_HONOR = tuple(s == 3 for s in TILE_SUIT)
IS_WIND = tuple(27 <= t <= 30 for t in range(N_TILES)) + (False,)
IS_DRAGON = tuple(31 <= t <= 33 for t in range(N_TILES)) + (False,)
IS_TERMINAL = tuple(s < 3 and n in (1, 9) for s, n in zip(TILE_SUIT, TILE_NUMBER))
IS_YAOJIU = tuple(s == 3 or (s < 3 and n in (1, 9)) for s, n in zip(TILE_SUIT, TILE_NUMBER))
IS_FLOWER = tuple(s == 4 for s in TILE_SUIT)

# Group kinds.
CHOW, PUNG, KONG, PAIR, KNITTED = range(5)
KIND_NAMES = ("chow", "pung", "kong", "pair", "knitted")
PUNG_KINDS = (PUNG, KONG)

# How a win happened.
SELF_DRAW, DISCARD, ROBBING_KONG = range(3)
WIN_KINDS = ("self_draw", "discard", "robbing_kong")

WIND_LETTERS = "ESWN"
ROUND_WINDS = tuple(WIND_LETTERS)
CHARACTERS, DOTS, BAMBOO, HONORS, FLOWER_SUIT = range(5)

# Context flags every record may carry (docs/guide/records.md); a ruleset may declare more.
CONTRACT_FLAGS = {
    "kong_replacement": "bool",
    "kong_chain": "int",
    "discard_after_kong": "bool",
    "flower_replacement": "bool",
    "flower_kong_replacement": "bool",
    "last_tile": "bool",
    "last_of_kind": "bool",
    "first_draw": "bool",
    "first_discard": "bool",
    "declared_ready": "bool",
    "bonus_tiles": "tiles",
    "doubled": "bool",
}

KNITTED_ORDERS = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))

# Limits on a record, so that hostile input is refused early and cheaply, never a crash or a long wait.
MAX_RECORD_LINE = 1 << 20  # bytes of one line of `mjc score` input (a hand record takes well under 1 KiB)
MAX_NUMBER_DIGITS = 100  # digits of one number in `mjc score` input, checked before the number is converted
MAX_TILE_TEXT = 200  # characters of one tile string (all 144 tiles of a set, written compactly, take 149)
# No seat, count or option of a record comes near this: an integer beyond it is out of range, and is
# named by its size in messages (Python refuses to write out one of more than 4300 digits).
MAX_RECORD_INT = 10 ** 9


# Every code a RecordError of the scorers carries (a ruleset's rejects add their own).
ERROR_CODES = ("bad_record", "wrong_ruleset", "bad_tiles", "too_many_copies", "tile_count", "bad_meld",
               "claim_not_allowed", "missing_from", "bad_rob", "unknown_flag", "bad_flag", "unknown_option",
               "bad_option", "unknown_penalty", "bad_flowers", "not_a_win", "division_by_zero", "overflow",
               "negative_power", "negative_payment")


class RecordError(Exception):
    """A hand record that cannot be scored; `code` is stable, `message` is for people."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def tile_name(tile):
    suit = TILE_SUIT[tile]
    return "%d%s" % (TILE_NUMBER[tile], SUIT_LETTERS[suit])


def tiles_text(tiles):
    """Compact notation of a list of tiles, grouped by suit: [0, 1, 27] -> '12m1z'."""
    out = []
    for suit in range(5):
        digits = "".join(str(TILE_NUMBER[t]) for t in sorted(tiles) if TILE_SUIT[t] == suit)
        if digits:
            out.append(digits + SUIT_LETTERS[suit])
    return "".join(out)


_TILE_GROUPS = re.compile(r"([1-9]+)([mpszf])")
_TILE_TEXT = re.compile(r"(?:[1-9]+[mpszf])*")


TILE_BY_NAME = {tile_name(t): t for t in range(N_TILES)}


def parse_tiles(text, field="tiles"):
    """Parse compact notation ('123m45p11z') into a sorted list of tile indices.

    `field` names the input in messages: a string, or (format, value) formatted only on error.
    """
    if not isinstance(text, str) or len(text) > MAX_TILE_TEXT or not _TILE_TEXT.fullmatch(text):
        _explain_bad_tiles(text, field if isinstance(field, str) else field[0] % field[1])
    tiles = []
    for digits, letter in _TILE_GROUPS.findall(text):
        index = _TILE_INDEX[letter]
        try:
            tiles.extend(map(index.__getitem__, digits))
        except KeyError:
            where = field if isinstance(field, str) else field[0] % field[1]
            raise RecordError("bad_tiles", "%s: there is no tile %s%s (in %r)" % (where, max(digits), letter, text)) from None
    tiles.sort()
    return tiles


# For each suit letter, its digits' tile indices.
_TILE_INDEX = {letter: {str(n + 1): SUIT_OFFSETS[suit] + n for n in range(SUIT_SIZES[suit])}
               for suit, letter in enumerate(SUIT_LETTERS)}


def _explain_bad_tiles(text, field):
    if not isinstance(text, str):
        raise RecordError("bad_tiles", "%s: expected a tile string such as '123m', got %s" % (field, _shown(text)))
    if len(text) > MAX_TILE_TEXT:  # before any work on the text, which may be huge
        raise RecordError("bad_tiles", "%s: a tile string of %d characters is too long (at most %d); write each tile "
                          "once, as in '123m456p11z'" % (field, len(text), MAX_TILE_TEXT))
    if text != text.strip() or " " in text:
        raise RecordError("bad_tiles", "%s: a tile string has no spaces: %r" % (field, text))
    digits = ""
    for ch in text:
        if ch.isdigit() and not ch.isascii():  # a full-width digit of a CJK input method, or another script's
            kind = "full-width digit" if "\uff10" <= ch <= "\uff19" else "non-ASCII digit"
            raise RecordError("bad_tiles", "%s: %s %r in %r: type tile numbers as the ASCII digits 1-9"
                              % (field, kind, ch, text))
        if ch.isdigit():
            if ch == "0":
                raise RecordError("bad_tiles", "%s: there is no tile numbered 0 (in %r)" % (field, text))
            digits += ch
        elif ch in SUIT_LETTERS and ch.isalpha():
            if not digits:
                raise RecordError("bad_tiles", "%s: suit letter %r has no digits before it in %r" % (field, ch, text))
            digits = ""
        else:
            raise RecordError("bad_tiles", "%s: unknown suit letter %r in %r (use m, p, s, z, f)" % (field, ch, text))
    raise RecordError("bad_tiles", "%s: digits %r at the end of %r have no suit letter" % (field, digits, text))


def _shown(value):
    """A value of a record for a message, as JSON writes it (a string in single quotes)."""
    try:
        if value.__class__ is str:
            text = repr(value[:41])  # no more than is shown: a long string is not copied whole
        elif value.__class__ is int:
            text = _int_text(value)
        else:
            try:
                text = json.dumps(value, ensure_ascii=False)
            except (TypeError, ValueError):  # not JSON data (a set, a tuple key...)
                text = repr(value)
    except RecursionError:  # a structure nested deeper than the writer goes
        return "a %s nested too deep to show" % type(value).__name__
    except ValueError:  # it holds an integer of more digits than Python writes out
        return "a %s holding a number too large to show" % type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _int_text(value):
    """An integer of a record for a message: written out within MAX_RECORD_INT, named by its size
    beyond (where it is out of every range, and may be too long to write)."""
    if -MAX_RECORD_INT <= value <= MAX_RECORD_INT:
        return "%d" % value
    return "a number above %d" % MAX_RECORD_INT if value > 0 else "a number below -%d" % MAX_RECORD_INT


class Group:
    """A set of a hand (chow, pung, kong, pair, knitted straight), declared or concealed."""

    __slots__ = ("kind", "tile", "tiles", "concealed", "declared", "added", "source", "owner", "index", "has_win")

    def __init__(self, kind, tile, tiles, owner=NO_SEAT, source=NO_SEAT, concealed=True,
                 declared=False, added=False, index=-1, has_win=False):
        self.kind = kind
        self.tile = tile
        self.tiles = tiles
        self.owner = owner
        self.source = source
        self.concealed = concealed
        self.declared = declared
        self.added = added
        self.index = index
        self.has_win = has_win

    def __repr__(self):
        return "%s(%s)" % (KIND_NAMES[self.kind], tiles_text(self.tiles))


NO_GROUP = Group(-1, NO_TILE, [])

# Readers of one field of a group, so that a test on each group of a list runs in C.
KIND_OF, TILE_OF, SOURCE_OF, OWNER_OF, CONCEALED_OF, DECLARED_OF, ADDED_OF, HAS_WIN_OF = map(
    operator.attrgetter, ("kind", "tile", "source", "owner", "concealed", "declared", "added", "has_win"))


def group_tiles(kind, tile, suit_order=None):
    if kind == CHOW:
        return [tile, tile + 1, tile + 2]
    if kind == PUNG:
        return [tile] * 3
    if kind == KONG:
        return [tile] * 4
    if kind == PAIR:
        return [tile] * 2
    return sorted(suit * 9 + n + i for i, suit in enumerate(suit_order) for n in (0, 3, 6))


def _rule_at(where):
    return "the expression at %s" % where if where else "a rule of this ruleset"


def divide(a, b, where=None):
    """a // b; `where` is the spec position of the division, for the error."""
    if b == 0:
        raise RecordError("division_by_zero", "%s divides by zero on this hand" % _rule_at(where))
    return a // b


def modulo(a, b, where=None):
    if b == 0:
        raise RecordError("division_by_zero", "%s divides by zero on this hand" % _rule_at(where))
    return a % b


def power(a, b, where=None):
    if b < 0:  # a whole number to a negative power is a fraction
        raise RecordError("negative_power", "%s raises to a negative power on this hand" % _rule_at(where))
    if b > 64:
        raise RecordError("overflow", "%s raises to a power above 64 on this hand" % _rule_at(where))
    return a ** b


# For each seat, the other three (shared lists: nothing modifies them).
OTHER_SEATS = tuple([s for s in range(4) if s != seat] for seat in range(4))


def others_of(seat):
    return OTHER_SEATS[seat] if seat != NO_SEAT else []


def turns(a, b):
    return (b - a) % 4 if a != NO_SEAT and b != NO_SEAT else 0


def seat_after(seat, n):
    return (seat + n) % 4 if seat != NO_SEAT else NO_SEAT


def seat_melds(deal, seat):
    return deal.players[seat].melds if seat != NO_SEAT else []


def seat_flowers(deal, seat):
    return deal.players[seat].flower_count if seat != NO_SEAT else 0


def seat_flower_tiles(deal, seat):
    return deal.players[seat].flowers if seat != NO_SEAT else []


def seat_wind(deal, seat):
    return 27 + (seat - deal.dealer) % 4 if seat != NO_SEAT else NO_TILE


def seat_is_dealer(deal, seat):
    return seat == deal.dealer


def any_combination(items, k, holds):
    """Some k distinct elements satisfy `holds` in some order."""
    if len(items) < k:
        return False
    return any(any(holds(*p) for p in itertools.permutations(c)) for c in itertools.combinations(items, k))


def count_combination(items, k, holds):
    if len(items) < k:
        return 0
    return sum(1 for c in itertools.combinations(items, k) if any(holds(*p) for p in itertools.permutations(c)))


def all_combination(items, k, holds):
    return all(any(holds(*p) for p in itertools.permutations(c)) for c in itertools.combinations(items, k))


class Lazy:
    """A value computed the first time it is asked for."""

    __slots__ = ("make", "value", "done")

    def __init__(self, make):
        self.make = make
        self.done = False

    def __call__(self):
        if not self.done:
            self.value = self.make()
            self.done = True
        return self.value


def held_times(tiles, k, exactly):
    """How many tiles a list holds exactly k times (or, with `exactly` false, k times or more)."""
    counts = [0] * N_TILES  # flowers too: tile_counts knows only the 34 kinds
    for t in tiles:
        counts[t] += 1
    return counts.count(k) if exactly else N_TILES - sum(map(counts.count, range(k)))


def last(n, items):
    return list(items[len(items) - n:]) if n > 0 else []


def distinct(values):
    try:
        return list(dict.fromkeys(values))  # first occurrences, in order
    except TypeError:  # unhashable values (lists)
        pass
    out = []
    for v in values:
        if v not in out:
            out.append(v)
    return out


class Player:
    __slots__ = ("hand", "melds", "flowers", "flower_count")

    def __init__(self, hand, melds, flowers, flower_count):
        self.hand = hand
        self.melds = melds
        self.flowers = flowers
        self.flower_count = flower_count


# A seat the record says nothing about (shared: nothing modifies a Player).
NO_PLAYER = Player(None, [], [], 0)


class Win:
    __slots__ = ("winner", "win_tile", "by", "source", "context")

    def __init__(self, winner, win_tile, by, source, context):
        self.winner = winner
        self.win_tile = win_tile
        self.by = by
        self.source = source
        self.context = context


class Deal:
    __slots__ = ("dealer", "round_wind", "players", "wins", "penalties", "options", "kongs")

    def __init__(self, dealer, round_wind, players, wins, penalties, options, kongs):
        self.dealer = dealer
        self.round_wind = round_wind
        self.players = players
        self.wins = wins
        self.penalties = penalties
        self.options = options
        self.kongs = kongs  # every seat's kong melds, in seat order


class Rules:
    """What a ruleset accepts in a record: claims, tiles, flags, options, penalties."""

    def __init__(self, ruleset_id, claims, hand_tiles, flower_tiles, flags, options, penalties, flowers_by_tile=False):
        self.ruleset_id = ruleset_id
        self.claims = frozenset(claims)
        self.hand_tiles = frozenset(hand_tiles)
        self.flower_tiles = frozenset(flower_tiles)
        self.tiles = self.hand_tiles | self.flower_tiles  # every tile in play (bonus tiles are drawn from them)
        # Flower tiles 1f..8f are single; a suit or honour tile used as a flower has four copies.
        self.flower_count = sum(1 if t >= N_KINDS else 4 for t in self.flower_tiles)
        self.flags = dict(CONTRACT_FLAGS, **flags)
        self.options = options  # name -> (type, default, choices)
        self.defaults = {name: spec[1] for name, spec in options.items()}
        self.penalties = frozenset(penalties)
        self.flowers_by_tile = flowers_by_tile  # its rules read which flowers are held: a count will not do


# `id` and `meta` belong to the caller: the id is echoed in the result (so that a batch's results can
# be joined to its records), meta is accepted and never read.
RECORD_KEYS = ("ruleset", "dealer", "round_wind", "players", "wins", "penalties", "options", "id", "meta")
WIN_KEYS = ("winner", "win_tile", "by", "from", "context")
PLAYER_KEYS = ("hand", "melds", "flowers")
MELD_KEYS = ("kind", "tiles", "from", "concealed", "added")
PENALTY_KEYS = ("type", "seat")
SHORTHAND_KEYS = RECORD_KEYS + WIN_KEYS + PLAYER_KEYS  # one winner's keys at the top level
_KEY_SETS = {keys: frozenset(keys) for keys in (RECORD_KEYS, WIN_KEYS, PLAYER_KEYS, MELD_KEYS, PENALTY_KEYS, SHORTHAND_KEYS)}
_RECORD_KEYSET, _WIN_KEYSET, _PLAYER_KEYSET, _MELD_KEYSET = map(_KEY_SETS.get, (RECORD_KEYS, WIN_KEYS, PLAYER_KEYS, MELD_KEYS))


def parse_record(record, rules):
    """Check a hand record (full or shorthand form, docs/guide/records.md) and build a Deal."""
    usual = _usual_record(record, rules)
    if usual is None:
        deal = _checked_record(record, rules)
        _check_wins(deal, rules)
        _check_copies(_all_tiles(deal))
    else:
        deal, tiles = usual
        _check_wins(deal, rules)
        _check_copies(tiles)
    return deal


def _usual_record(record, rules):
    """The Deal of a record in the usual form, and every tile it holds, checked in one pass; None
    if anything is unusual.

    None sends the record through _checked_record, which finds and words the problem. This
    pass checks the same things in the same order, so it accepts exactly what that one does.
    """
    if record.__class__ is not dict or not record.keys() <= _RECORD_KEYSET:
        return None
    if "id" in record and not is_record_id(record["id"]):
        return None
    players_in = record.get("players")
    dealer = record.get("dealer", 0)
    round_wind = record.get("round_wind", "E")
    if players_in.__class__ is not list or len(players_in) != 4 or record.get("ruleset", rules.ruleset_id) != rules.ruleset_id \
            or dealer.__class__ is not int or not 0 <= dealer <= 3 or round_wind not in ROUND_WINDS:
        return None
    hand_tiles = rules.hand_tiles
    players = []
    kongs = []
    held = []  # every tile of the deal, for the count of copies
    for seat, obj in enumerate(players_in):
        if obj.__class__ is not dict:
            return None
        if not obj:
            players.append(NO_PLAYER)
            continue
        if not obj.keys() <= _PLAYER_KEYSET:
            return None
        hand = obj.get("hand")
        if hand is not None:
            hand = _tiles_or_none(hand)
            if hand is None or not hand_tiles.issuperset(hand):
                return None
            held += hand
        melds = []
        melds_in = obj.get("melds")
        if melds_in:
            if melds_in.__class__ is not list:
                return None
            for index, m in enumerate(melds_in):
                if m.__class__ is not dict or not m.keys() <= _MELD_KEYSET:
                    return None
                text = m.get("tiles")
                kind_name = m.get("kind")
                if text.__class__ is not str or kind_name.__class__ is not str:
                    return None
                known = MELD_FORMS.get((kind_name, text))
                if known is None or known[1][0] not in hand_tiles:
                    return None
                kind, tiles = known
                concealed = m.get("concealed", False)
                added = m.get("added", False)
                if concealed.__class__ is not bool or added.__class__ is not bool:
                    return None
                if concealed:
                    if kind != KONG or added or "from" in m:
                        return None
                    source = NO_SEAT
                else:
                    source = m.get("from")
                    if added and kind != KONG or source.__class__ is not int or not 0 <= source <= 3 or source == seat \
                            or ("pung" if added else kind_name) not in rules.claims:
                        return None
                melds.append(Group(kind, tiles[0], list(tiles), seat, source, concealed, True, added, index))
                if kind == KONG:
                    kongs.append(melds[-1])
                held += tiles
        elif melds_in is not None and melds_in != []:
            return None
        flowers_in = obj.get("flowers")
        flowers = []
        if flowers_in is None:
            count = 0
        elif flowers_in.__class__ is str:
            flowers = _tiles_or_none(flowers_in)
            if flowers is None or not rules.flower_tiles.issuperset(flowers):
                return None
            count = len(flowers)
            held += flowers
        elif flowers_in.__class__ is int and 0 <= flowers_in <= rules.flower_count and not (flowers_in and rules.flowers_by_tile):
            count = flowers_in
        else:
            return None
        if hand is not None and len(hand) + 3 * len(melds) != 13:
            return None
        players.append(Player(hand, melds, flowers, count))
    options = _options(record["options"], rules) if "options" in record else rules.defaults  # read, never written
    wins_in = record.get("wins", [])
    if wins_in.__class__ is not list:
        return None
    wins = []
    for w in wins_in:
        if w.__class__ is not dict or not w.keys() <= _WIN_KEYSET:
            return None
        winner = w.get("winner")
        tile = w.get("win_tile")
        by_name = w.get("by")
        if winner.__class__ is not int or not 0 <= winner <= 3 or tile.__class__ is not str or by_name.__class__ is not str:
            return None
        tile = TILE_BY_NAME.get(tile)
        if tile is None or tile not in hand_tiles or by_name not in WIN_KINDS:
            return None
        by = WIN_KINDS.index(by_name)
        source = w.get("from", NO_SEAT)
        if by == SELF_DRAW:
            if source != NO_SEAT or "from" in w:
                return None
        elif source.__class__ is not int or not 0 <= source <= 3 or source == winner:
            return None
        context_in = w.get("context", {})
        if context_in.__class__ is not dict:
            return None
        context = {}
        for name, value in context_in.items():
            kind = rules.flags.get(name)
            if kind == "bool":
                if value.__class__ is not bool:
                    return None
            elif kind == "int":
                if value.__class__ is not int or not 0 <= value <= 4:
                    return None
            elif kind == "tiles":
                value = _tiles_or_none(value)
                if value is None or not rules.tiles.issuperset(value):
                    return None
                if name == "bonus_tiles":
                    held += value
            else:
                return None
            context[name] = value
        wins.append(Win(winner, tile, by, source, context))
    penalties_in = record.get("penalties", [])
    penalties = [] if penalties_in.__class__ is list and not penalties_in else \
        [_penalty(p, i, rules) for i, p in enumerate(_list(penalties_in, "penalties"))]
    if len(wins) > 1:
        held += {w.win_tile for w in wins}  # a tile won by several seats is one tile
    elif wins:
        held.append(wins[0].win_tile)
    return Deal(dealer, WIND_LETTERS.index(round_wind), players, wins, penalties, options, kongs), held


def _tiles_or_none(text):
    """parse_tiles for a well-formed string; None for anything else."""
    if text.__class__ is not str or len(text) > MAX_TILE_TEXT:
        return None
    tiles = []
    read = 0
    for digits, letter in _TILE_GROUPS.findall(text):
        ids = digits.encode().translate(_DIGIT_TILES[letter])
        if 255 in ids:  # a digit past the suit's last tile
            return None
        tiles += ids
        read += len(digits) + 1
    if read != len(text):  # something between the groups is not a tile
        return None
    tiles.sort()
    return tiles


# For each suit letter, a bytes.translate table from its digits to tile indices (255: no such tile).
_DIGIT_TILES = {letter: bytes(SUIT_OFFSETS[suit] + byte - 49 if 49 <= byte < 49 + SUIT_SIZES[suit] else 255
                              for byte in range(256))
                for suit, letter in enumerate(SUIT_LETTERS)}


def _checked_record(record, rules):
    """The Deal of any record, checking each field in turn and naming the first problem."""
    if not isinstance(record, dict):
        raise RecordError("bad_record", "a hand record must be a JSON object, got %s" % _shown(record))
    if "players" not in record and "wins" not in record and ("win_tile" in record or "hand" in record):
        _no_unknown_keys(record, SHORTHAND_KEYS, "record")
        record = _expand_shorthand(record)
    _no_unknown_keys(record, RECORD_KEYS, "record")
    if "id" in record and not is_record_id(record["id"]):
        raise RecordError("bad_record", "id: a record's id is a string or a number (it is echoed in the result), got %s"
                          % _shown(record["id"]))
    ruleset = record.get("ruleset", rules.ruleset_id)
    if ruleset != rules.ruleset_id:
        raise RecordError("wrong_ruleset", "record is for ruleset %s, this scorer is %s" % (_shown(ruleset), rules.ruleset_id))
    dealer = _seat(record.get("dealer", 0), "dealer")
    round_wind = record.get("round_wind", "E")
    if round_wind not in ROUND_WINDS:
        raise RecordError("bad_record", "round_wind: expected one of E, S, W, N, got %s" % _shown(round_wind))
    players_in = record.get("players")
    if not isinstance(players_in, list) or len(players_in) != 4:
        raise RecordError("bad_record", "players: expected a list of exactly four objects, one per seat")
    players = [_player(p, seat, rules) for seat, p in enumerate(players_in)]
    options = _options(record.get("options", {}), rules)
    wins = [_win(w, i, rules) for i, w in enumerate(_list(record.get("wins", []), "wins"))]
    penalties = [_penalty(p, i, rules) for i, p in enumerate(_list(record.get("penalties", []), "penalties"))]
    kongs = [m for p in players for m in p.melds if m.kind == KONG]
    return Deal(dealer, WIND_LETTERS.index(round_wind), players, wins, penalties, options, kongs)


def is_record_id(value):
    """Whether a value can be a record's id: a string, or a number JSON can write (not true or false,
    which Python counts as numbers, nor NaN or an infinity, which JSON has no way to write)."""
    cls = value.__class__
    return cls is str or cls is int or cls is float and value - value == 0


def with_id(record, result):
    """The result of a record, led by the record's id when it has a good one; never raises, as it
    also finishes the result of a record that broke the scorer."""
    try:
        if isinstance(record, dict) and "id" in record and is_record_id(record["id"]):
            return {"id": record["id"], **result}
    except Exception:  # a key of the record that cannot be compared: the result goes without its id
        pass
    return result


def _expand_shorthand(record):
    win = {k: record[k] for k in WIN_KEYS if k in record}
    win.setdefault("winner", 0)
    winner = win["winner"]
    player = {k: record[k] for k in PLAYER_KEYS if k in record}
    players = [{}, {}, {}, {}]
    if isinstance(winner, int) and not isinstance(winner, bool) and 0 <= winner <= 3:
        players[winner] = player
    full = {k: v for k, v in record.items() if k not in WIN_KEYS and k not in PLAYER_KEYS}
    full["players"] = players
    full["wins"] = [win]
    return full


def _no_unknown_keys(obj, known, where):
    if not obj.keys() <= _KEY_SETS[known]:
        key = next(k for k in obj if k not in known)
        where = where if isinstance(where, str) else where[0] % where[1]
        import difflib  # on the error path only
        # Only a key about as long as a field name can be a misspelt one (and a huge key would cost much).
        close = difflib.get_close_matches(key, known, 1, 0.6) if key.__class__ is str and len(key) <= 40 else []
        hint = "did you mean %s? " % _shown(close[0]) if close else ""
        raise RecordError("bad_record", "%s: unknown field %s (%sknown: %s)" % (where, _shown(key), hint, ", ".join(known)))


def _where(where):
    """A field's name for a message: a string, or (format, values) formatted only when needed."""
    return where if isinstance(where, str) else where[0] % where[1]


def _list(value, where):
    if not isinstance(value, list):
        raise RecordError("bad_record", "%s: expected a list, got %s" % (_where(where), _shown(value)))
    return value


def _int(value, where, code="bad_record"):
    if value.__class__ is not int:
        raise RecordError(code, "%s: expected an integer, got %s" % (_where(where), _shown(value)))
    return value


def _seat(value, where):
    if value.__class__ is not int or not 0 <= value <= 3:
        if value.__class__ is not int:
            _int(value, where)
        raise RecordError("bad_record", "%s: a seat is 0..3, got %s" % (_where(where), _int_text(value)))
    return value


def _player(obj, seat, rules):
    if not isinstance(obj, dict):
        raise RecordError("bad_record", "players[%d]: expected an object, got %s" % (seat, _shown(obj)))
    if not obj:
        return NO_PLAYER
    if not obj.keys() <= _KEY_SETS[PLAYER_KEYS]:
        _no_unknown_keys(obj, PLAYER_KEYS, ("players[%d]", seat))
    hand = None
    hand_text = obj.get("hand")
    if hand_text is not None:
        hand = parse_tiles(hand_text, ("players[%d].hand", seat))
        if not rules.hand_tiles.issuperset(hand):
            bad = next(t for t in hand if t not in rules.hand_tiles)
            raise RecordError("bad_tiles", "players[%d].hand: %s is not a playing tile in this ruleset" % (seat, tile_name(bad)))
    melds_in = obj.get("melds")
    melds = []
    if melds_in:
        for i, m in enumerate(_list(melds_in, ("players[%d].melds", seat))):
            melds.append(_meld(m, seat, i, rules))
    elif melds_in is not None and melds_in != []:
        _list(melds_in, ("players[%d].melds", seat))
    flowers_in = obj.get("flowers")
    flowers = []
    if flowers_in is None:
        count = 0
    elif flowers_in.__class__ is str:
        flowers = parse_tiles(flowers_in, ("players[%d].flowers", seat))
        if not rules.flower_tiles.issuperset(flowers):
            bad = next(t for t in flowers if t not in rules.flower_tiles)
            raise RecordError("bad_tiles", "players[%d].flowers: %s is not a flower tile in this ruleset" % (seat, tile_name(bad)))
        count = len(flowers)
    else:
        count = _int(flowers_in, ("players[%d].flowers", seat))
        if not 0 <= count <= rules.flower_count:
            raise RecordError("bad_record", "players[%d].flowers: this ruleset has %d flower tiles, got %s"
                              % (seat, rules.flower_count, _int_text(count)))
        if count and rules.flowers_by_tile:
            raise RecordError("bad_flowers", "players[%d].flowers: this ruleset scores which flowers are held (flower sets), "
                              "so give them as tiles, such as \"1234f\", not a count" % seat)
    if hand is not None and len(hand) + 3 * len(melds) != 13:
        raise RecordError("tile_count", "players[%d]: %d tiles in hand and %d melds make %d tiles; a waiting hand has 13 (kongs count 3)"
                          % (seat, len(hand), len(melds), len(hand) + 3 * len(melds)))
    return Player(hand, melds, flowers, count)


def _canonical_melds():
    """Every meld written the usual way ('555m', '5555m', '345m'): its kind and tiles."""
    table = {}
    for t in range(N_KINDS):
        letter, n = SUIT_LETTERS[TILE_SUIT[t]], str(TILE_NUMBER[t])
        table[n * 3 + letter] = (PUNG, (t,) * 3)
        table[n * 4 + letter] = (KONG, (t,) * 4)
        if TILE_SUIT[t] < 3 and TILE_NUMBER[t] <= 7:
            table[n + str(TILE_NUMBER[t] + 1) + str(TILE_NUMBER[t] + 2) + letter] = (CHOW, (t, t + 1, t + 2))
    return table


CANONICAL_MELDS = _canonical_melds()
# (kind name, tiles) -> (kind, tiles) for the usual spelling of each meld.
MELD_FORMS = {(KIND_NAMES[kind], text): (kind, tiles) for text, (kind, tiles) in CANONICAL_MELDS.items()}


def _meld(obj, seat, index, rules):
    where = ("players[%d].melds[%d]", (seat, index))
    if not isinstance(obj, dict):
        where = where[0] % where[1]
        raise RecordError("bad_record", "%s: expected an object, got %s" % (where, _shown(obj)))
    _no_unknown_keys(obj, MELD_KEYS, where)
    kind_name = obj.get("kind")
    text = obj.get("tiles", "")
    kind = MELD_KINDS.get(kind_name) if kind_name.__class__ is str else None
    known = CANONICAL_MELDS.get(text) if text.__class__ is str else None
    if known is not None and known[0] == kind and known[1][0] in rules.hand_tiles:
        tiles = list(known[1])  # the usual spelling of a meld of this kind: nothing more to check
        first = tiles[0]
        return _meld_claim(obj, seat, index, rules, kind, first, tiles)
    if "tiles" not in obj:
        raise RecordError("bad_meld", "%s: missing 'tiles', the meld's tiles (such as \"555m\")" % (where[0] % where[1]))
    tiles = parse_tiles(text, (where[0] + ".tiles", where[1]))
    where = where[0] % where[1]
    if kind is None:
        raise RecordError("bad_meld", "%s.kind: expected chow, pung or kong, got %s" % (where, _shown(kind_name)))
    size = 4 if kind == KONG else 3
    if len(tiles) != size:
        raise RecordError("bad_meld", "%s: a %s has %d tiles, got %s" % (where, kind_name, size, _shown(text)))
    first = tiles[0]
    if kind == CHOW:
        ok = TILE_SUIT[first] < 3 and TILE_NUMBER[first] <= 7 and tiles == [first, first + 1, first + 2]
    else:
        ok = tiles == [first] * size
    if not ok or first not in rules.hand_tiles:
        raise RecordError("bad_meld", "%s: %s is not a %s" % (where, _shown(text), kind_name))
    return _meld_claim(obj, seat, index, rules, kind, first, tiles)


MELD_KINDS = {"chow": CHOW, "pung": PUNG, "kong": KONG}


def _meld_claim(obj, seat, index, rules, kind, first, tiles):
    """The rest of a meld: concealed, added, and who it was claimed from."""
    concealed = obj.get("concealed", False)
    added = obj.get("added", False)
    if concealed.__class__ is not bool or added.__class__ is not bool or (concealed or added) and kind != KONG \
            or concealed and added:
        where = "players[%d].melds[%d]" % (seat, index)
        if concealed.__class__ is not bool or added.__class__ is not bool:
            raise RecordError("bad_meld", "%s: concealed and added are true or false" % where)
        if kind != KONG:
            raise RecordError("bad_meld", "%s: only a kong can be concealed or added" % where)
        raise RecordError("bad_meld", "%s: a kong is either concealed or added, not both" % where)
    if concealed:
        if "from" in obj:
            raise RecordError("bad_meld", "players[%d].melds[%d]: a concealed kong has no 'from'" % (seat, index))
        source = NO_SEAT
    else:
        source = obj.get("from")
        if source.__class__ is not int or not 0 <= source <= 3 or source == seat:
            where = "players[%d].melds[%d]" % (seat, index)
            if source is None:
                raise RecordError("bad_meld", "%s: a claimed %s needs 'from', the seat it was claimed from"
                                  % (where, KIND_NAMES[kind]))
            source = _seat(source, where + ".from")
            raise RecordError("bad_meld", "%s: a seat cannot claim its own discard" % where)
        if not ("pung" if added else KIND_NAMES[kind]) in rules.claims:
            raise RecordError("claim_not_allowed", "players[%d].melds[%d]: %s claims are not allowed in this ruleset"
                              % (seat, index, "pung" if added else KIND_NAMES[kind]))
    return Group(kind, first, tiles, seat, source, concealed, True, added, index)


def _win(obj, index, rules):
    where = "wins[%d]" % index
    if not isinstance(obj, dict):
        raise RecordError("bad_record", "%s: expected an object, got %s" % (where, _shown(obj)))
    _no_unknown_keys(obj, WIN_KEYS, where)
    if "winner" not in obj:
        raise RecordError("bad_record", "%s: missing 'winner'" % where)
    winner = _seat(obj["winner"], ("wins[%d].winner", index))
    if "win_tile" not in obj:
        raise RecordError("bad_record", "%s: missing 'win_tile', the tile that completed the hand" % where)
    text = obj["win_tile"]
    tile = TILE_BY_NAME.get(text) if text.__class__ is str else None
    tiles = [tile] if tile is not None else parse_tiles(text, ("wins[%d].win_tile", index))
    if len(tiles) != 1 or tiles[0] not in rules.hand_tiles:
        raise RecordError("bad_tiles", "%s.win_tile: expected one playing tile, got %s" % (where, _shown(obj.get("win_tile"))))
    if "by" not in obj:
        raise RecordError("bad_record", "%s: missing 'by' (self_draw, discard or robbing_kong)" % where)
    by_name = obj["by"]
    if by_name not in WIN_KINDS:
        raise RecordError("bad_record", "%s.by: expected self_draw, discard or robbing_kong, got %s" % (where, _shown(by_name)))
    by = WIN_KINDS.index(by_name)
    if by == SELF_DRAW:
        if "from" in obj:
            raise RecordError("bad_record", "%s: a self-draw has no 'from'" % where)
        source = NO_SEAT
    else:
        if "from" not in obj:
            raise RecordError("missing_from", "%s: a %s win needs 'from', the seat that %s" % (
                where, by_name, "discarded the tile" if by == DISCARD else "was robbed"))
        source = _seat(obj["from"], ("wins[%d].from", index))
        if source == winner:
            raise RecordError("bad_record", "%s: 'from' is the winner's own seat" % where)
    context_in = obj.get("context", {})
    if not isinstance(context_in, dict):
        raise RecordError("bad_record", "%s.context: expected an object of flags" % where)
    context = {}
    for name, value in context_in.items():
        kind = rules.flags.get(name)
        if kind is None:
            raise RecordError("unknown_flag", "%s.context: unknown flag %s (known: %s)" % (where, _shown(name), ", ".join(sorted(rules.flags))))
        if kind == "bool" and not isinstance(value, bool):
            raise RecordError("bad_flag", "%s.context.%s: expected true or false, got %s" % (where, name, _shown(value)))
        if kind == "int":
            _int(value, "%s.context.%s" % (where, name), "bad_flag")
            if not 0 <= value <= 4:
                raise RecordError("bad_flag", "%s.context.%s: expected 0..4, got %s" % (where, name, _int_text(value)))
        if kind == "tiles":
            value = parse_tiles(value, "%s.context.%s" % (where, name))
            if not rules.tiles.issuperset(value):
                bad = next(t for t in value if t not in rules.tiles)
                raise RecordError("bad_tiles", "%s.context.%s: %s is not a tile of this ruleset" % (where, name, tile_name(bad)))
        context[name] = value
    return Win(winner, tiles[0], by, source, context)


def _penalty(obj, index, rules):
    where = "penalties[%d]" % index
    if not isinstance(obj, dict):
        raise RecordError("bad_record", "%s: expected an object, got %s" % (where, _shown(obj)))
    _no_unknown_keys(obj, PENALTY_KEYS, where)
    kind = obj.get("type")
    if kind.__class__ is not str or kind not in rules.penalties:
        known = ", ".join(sorted(rules.penalties)) or "none"
        raise RecordError("unknown_penalty", "%s.type: unknown penalty %s (this ruleset knows: %s)" % (where, _shown(kind), known))
    return (kind, _seat(obj.get("seat"), where + ".seat"))


def _options(obj, rules):
    if not isinstance(obj, dict):
        raise RecordError("bad_option", "options: expected an object, got %s" % _shown(obj))
    options = dict(rules.defaults)
    for name, value in obj.items():
        spec = rules.options.get(name)
        if spec is None:
            known = ", ".join(sorted(rules.options)) or "none"
            raise RecordError("unknown_option", "options: unknown option %s (this ruleset has: %s)" % (_shown(name), known))
        kind, _default, choices = spec
        if kind == "bool" and not isinstance(value, bool):
            raise RecordError("bad_option", "options.%s: expected true or false, got %s" % (name, _shown(value)))
        if kind == "int":
            _int(value, ("options.%s", name), "bad_option")
            low, high = choices or (-MAX_RECORD_INT, MAX_RECORD_INT)  # without a range, still a number a rule can use
            if not low <= value <= high:
                raise RecordError("bad_option", "options.%s: expected %d..%d, got %s" % (name, low, high, _int_text(value)))
        options[name] = value
    return options


def _check_wins(deal, rules):
    wins = deal.wins
    if len(wins) == 1:  # the usual deal: one win, no kong chain; what the loop below would conclude
        win = wins[0]
        ctx = win.context
        if deal.players[win.winner].hand is not None and win.by != ROBBING_KONG and "kong_chain" not in ctx \
                and not ctx.get("kong_replacement") and not ctx.get("discard_after_kong"):
            ctx["kong_chain"] = 0
            return
    first = None  # the first win off a discard
    winners = set()
    for i, win in enumerate(deal.wins):
        where = "wins[%d]" % i
        player = deal.players[win.winner]
        if win.winner in winners:
            raise RecordError("bad_record", "%s: seat %d wins twice in one deal" % (where, win.winner))
        winners.add(win.winner)
        if player.hand is None:
            raise RecordError("bad_record", "%s: the winner (seat %d) needs a 'hand'" % (where, win.winner))
        if win.by == SELF_DRAW and len(deal.wins) > 1:
            raise RecordError("bad_record", "%s: a self-draw is the only win of its deal" % where)
        if win.by != SELF_DRAW:
            # Several wins end a deal only off one discard (or one robbed kong): the same seat, tile and way.
            first = first or win
            if win.source != first.source:
                raise RecordError("bad_record", "%s: several wins come off one discard, from one seat; these name seats %d and %d"
                                  % (where, first.source, win.source))
            if win.win_tile != first.win_tile:
                raise RecordError("bad_record", "%s: several wins off one seat must share the win tile" % where)
            if win.by != first.by:
                raise RecordError("bad_record", "%s: several wins off one seat are all off its discard or all off its robbed kong" % where)
            for flag in ("last_tile", "discard_after_kong"):  # what the one discard was
                if bool(win.context.get(flag)) != bool(first.context.get(flag)):
                    raise RecordError("bad_flag", "%s.context.%s: wins off one discard agree on it" % (where, flag))
        ctx = win.context
        chained = ctx.get("kong_replacement") or ctx.get("discard_after_kong") or win.by == ROBBING_KONG
        n = ctx.get("kong_chain", 1 if chained else 0)
        if n and not chained:
            raise RecordError("bad_flag", "%s.context.kong_chain: needs kong_replacement, discard_after_kong or a robbed kong" % where)
        if ctx.get("kong_replacement") and win.by != SELF_DRAW:
            raise RecordError("bad_flag", "%s.context.kong_replacement: only a self-draw wins on a kong's replacement tile" % where)
        if ctx.get("discard_after_kong") and win.by != DISCARD:
            raise RecordError("bad_flag", "%s.context.discard_after_kong: needs a discard win" % where)
        if chained:
            if n < 1:
                raise RecordError("bad_flag", "%s.context.kong_chain: a kong chain has at least one kong" % where)
            maker = win.winner if ctx.get("kong_replacement") else win.source
            melds = deal.players[maker].melds
            if win.by == ROBBING_KONG:
                _promoted_last(melds, win.win_tile)
            if len(melds) < n:
                raise RecordError("bad_flag", "%s.context.kong_chain: seat %d has only %d melds, not a chain of %d" % (where, maker, len(melds), n))
            chain = melds[len(melds) - n:]
            if win.by == ROBBING_KONG:
                last = chain[-1]
                if last.kind != PUNG or last.tile != win.win_tile:
                    raise RecordError("bad_rob", "%s: the robbed seat %d has no pung of %s to promote" % (where, maker, tile_name(win.win_tile)))
                chain = chain[:-1]
            if any(m.kind != KONG for m in chain):
                raise RecordError("bad_flag", "%s.context.kong_chain: the last %d melds of seat %d are not all kongs (a chain's "
                                  "kongs are listed last, an added kong where it was promoted)" % (where, len(chain), maker))
        ctx["kong_chain"] = n  # the context is the Win's own dict, built from the record


def _promoted_last(melds, tile):
    """The pung a robbed seat was promoting is its latest act: listed where it was claimed, it moves last."""
    for i in range(len(melds) - 1, -1, -1):
        if melds[i].kind == PUNG and melds[i].tile == tile:
            if i < len(melds) - 1:
                melds.append(melds.pop(i))
                for index, m in enumerate(melds):
                    m.index = index
            return


def _repeats(ordered, gap):
    """Whether some element of a sorted list equals the one `gap` places after it."""
    return any(map(operator.eq, ordered, ordered[gap:]))


def _all_tiles(deal):
    """Every tile of a deal: hands, melds, flowers, win tiles (a tile won by several once), bonus tiles."""
    tiles = []
    for player in deal.players:
        if player.hand:
            tiles += player.hand
        for m in player.melds:
            tiles += m.tiles
        tiles += player.flowers
    tiles += {w.win_tile for w in deal.wins}
    for w in deal.wins:
        tiles += w.context.get("bonus_tiles", ())
    return tiles


def _check_copies(tiles):
    tiles = sorted(tiles)
    if _repeats(tiles, 4) or tiles and tiles[-1] >= N_KINDS and _repeats(tiles[bisect.bisect_left(tiles, N_KINDS):], 1):
        t = next(t for t in tiles if tiles.count(t) > (4 if t < N_KINDS else 1))
        raise RecordError("too_many_copies", "%d copies of %s across hands, melds, flowers and win tiles; there are %d"
                          % (tiles.count(t), tile_name(t), 4 if t < N_KINDS else 1))


class Arrangement:
    """One reading of a winning hand: its shape, its sets, its pairs, and the set the win tile completed."""

    __slots__ = ("shape", "sets", "pairs", "win_set")

    def __init__(self, shape, sets, pairs, win_set):
        self.shape = shape
        self.sets = sets
        self.pairs = pairs
        self.win_set = win_set


def tile_counts(tiles):
    counts = [0] * N_KINDS
    for t in tiles:
        counts[t] += 1
    return counts


def _split(counts, start, sets, pairs, knitted_used, out, acc):
    """Yield every multiset of sets/pairs exactly covering counts (each once)."""
    while start < N_KINDS and counts[start] == 0:
        start += 1
    if start == N_KINDS:
        if sets == 0 and pairs == 0:
            out.append(list(acc))
        return
    c = counts[start]
    if pairs and c >= 2:
        counts[start] -= 2
        acc.append((PAIR, start))
        _split(counts, start, sets, pairs - 1, knitted_used, out, acc)
        acc.pop()
        counts[start] += 2
    if sets and c >= 3:
        counts[start] -= 3
        acc.append((PUNG, start))
        _split(counts, start, sets - 1, pairs, knitted_used, out, acc)
        acc.pop()
        counts[start] += 3
    if sets and start < 27 and TILE_NUMBER[start] <= 7 and counts[start + 1] and counts[start + 2]:
        counts[start] -= 1
        counts[start + 1] -= 1
        counts[start + 2] -= 1
        acc.append((CHOW, start))
        _split(counts, start, sets - 1, pairs, knitted_used, out, acc)
        acc.pop()
        counts[start] += 1
        counts[start + 1] += 1
        counts[start + 2] += 1


_RUNS = tuple(tuple(bytes([i]) * c for c in range(5)) for i in range(9))  # place i held c times


def _build_suit_table(size, chows):
    """Every reading of one suit's tiles as at most four sets and at most one pair.

    Keyed by the bytes of the tiles' sorted places in the suit; each entry is (sets, pairs, groups)
    with groups as codes kind * 9 + index within the suit (see SUIT_GROUPS). The second table gives,
    by the suit's count vector packed in base 5, what the tiles make as a mask: bit 5 * sets + pairs
    for each reading.
    """
    shapes = [(PUNG, i) for i in range(size)] + ([(CHOW, i) for i in range(size - 2)] if chows else [])
    table = {}
    by_places = {}
    made = {}
    for n in range(5):
        for combo in itertools.combinations_with_replacement(shapes, n):
            counts = [0] * size
            for kind, i in combo:
                if kind == PUNG:
                    counts[i] += 3
                else:
                    counts[i] += 1
                    counts[i + 1] += 1
                    counts[i + 2] += 1
            if max(counts, default=0) > 4:
                continue
            for pair in range(-1, size):
                if pair >= 0 and counts[pair] > 2:
                    continue
                key = sum(c * 5 ** i for i, c in enumerate(counts)) + (2 * 5 ** pair if pair >= 0 else 0)
                groups = tuple(sorted(kind * 9 + i for kind, i in combo + (((PAIR, pair),) if pair >= 0 else ())))
                entries = table.get(key)
                if entries is None:
                    entries = table[key] = []
                    runs = [_RUNS[i][c] for i, c in enumerate(counts)]
                    if pair >= 0:
                        runs[pair] = _RUNS[pair][counts[pair] + 2]
                    by_places[b"".join(runs)] = entries
                entries.append((n, 1 if pair >= 0 else 0, groups))
                made[key] = made.get(key, 0) | 1 << (5 * n + (1 if pair >= 0 else 0))
    return by_places, made


(NUMBER_READINGS, NUMBER_MADE), (HONOR_READINGS, HONOR_MADE) = _build_suit_table(9, True), _build_suit_table(7, False)
SUIT_READINGS = (NUMBER_READINGS, NUMBER_READINGS, NUMBER_READINGS, HONOR_READINGS)
SUIT_MADE = (NUMBER_MADE, NUMBER_MADE, NUMBER_MADE, HONOR_MADE)
# bytes.translate tables: a tile to its place in its suit, and to its suit.
IN_SUIT = bytes((t - SUIT_OFFSETS[TILE_SUIT[t]]) if t < N_KINDS else 255 for t in range(256))
SUIT_OF = bytes(TILE_SUIT[t] if t < N_TILES else 255 for t in range(256))
NUMBER_OF = bytes(TILE_NUMBER[t] if t < N_TILES else 255 for t in range(256))
POW5 = tuple(5 ** (t - SUIT_OFFSETS[TILE_SUIT[t]]) for t in range(N_KINDS))


# For each suit, group code -> (kind, first tile).
SUIT_GROUPS = tuple(tuple((code // 9, SUIT_OFFSETS[suit] + code % 9) for code in range(5 * 9)) for suit in range(4))


def _readings(tiles, sets, pairs):
    """Readings of sorted tiles as exactly `sets` sets and `pairs` (0 or 1) pairs, by suit tables."""
    per_suit = []
    held = bytes(tiles)
    places = held.translate(IN_SUIT)
    suits = held.translate(SUIT_OF)
    lo = 0
    for suit in range(4):
        hi = lo + suits.count(suit, lo)  # sorted: a suit's tiles stand together
        if hi > lo:
            found = SUIT_READINGS[suit].get(places[lo:hi])
            if found is None:
                return []
            per_suit.append((suit, found))
            lo = hi
    if lo != len(tiles):  # a tile of no suit (a flower) is in no set
        return []
    if len(per_suit) == 1:  # table entries are sorted (kind, tile) already
        suit, found = per_suit[0]
        parts = SUIT_GROUPS[suit]
        return [[parts[c] for c in groups] for n, p, groups in found if n == sets and p == pairs]
    n_sets = n_pairs = 0
    for _suit, found in per_suit:
        if len(found) > 1:
            break
        n_sets += found[0][0]
        n_pairs += found[0][1]
    else:  # the usual case: one reading per suit
        if n_sets != sets or n_pairs != pairs:
            return []
        reading = []
        for suit, found in per_suit:
            parts = SUIT_GROUPS[suit]
            reading += [parts[c] for c in found[0][2]]
        reading.sort()
        return [reading]
    out = []
    for combo in itertools.product(*(found for _suit, found in per_suit)):
        if sum(c[0] for c in combo) == sets and sum(c[1] for c in combo) == pairs:
            reading = []
            for (suit, _found), c in zip(per_suit, combo):
                reading += map(SUIT_GROUPS[suit].__getitem__, c[2])
            reading.sort()
            out.append(reading)
    return out


def decompositions(counts, sets, pairs, knitted):
    """Every way to read counts as `sets` sets + `pairs` pairs (+ `knitted` knitted straights)."""
    if knitted:
        out = []
        for order in KNITTED_ORDERS:
            tiles = GROUP_TILES[KNITTED, order]
            if all(counts[t] for t in tiles):
                rest = list(counts)
                for t in tiles:
                    rest[t] -= 1
                out.extend([(KNITTED, order)] + r for r in decompositions(rest, sets, pairs, knitted - 1))
        return out
    if pairs <= 1 and max(counts) <= 4:  # the suit tables know at most four copies of a tile
        return _readings([t for t in range(N_KINDS) for _ in range(counts[t])], sets, pairs)
    if sets == 0:  # only pairs: one reading, if every count is even
        if any(c & 1 for c in counts) or sum(counts) != 2 * pairs:
            return []
        return [[(PAIR, t) for t in range(N_KINDS) for _ in range(counts[t] // 2)]]
    out = []
    _split(counts, 0, sets, pairs, False, out, [])
    return out


GROUP_TILES = {}
for _t in range(N_KINDS):
    GROUP_TILES[PAIR, _t] = [_t] * 2
    GROUP_TILES[PUNG, _t] = [_t] * 3
    GROUP_TILES[KONG, _t] = [_t] * 4
    if TILE_SUIT[_t] < 3 and TILE_NUMBER[_t] <= 7:
        GROUP_TILES[CHOW, _t] = [_t, _t + 1, _t + 2]
for _order in KNITTED_ORDERS:
    GROUP_TILES[KNITTED, _order] = group_tiles(KNITTED, 0, _order)
KNITTED_STRAIGHTS = tuple(frozenset(GROUP_TILES[KNITTED, order]) for order in KNITTED_ORDERS)


def make_group(part, owner):
    kind, key = part
    tiles = GROUP_TILES[part]
    return Group(kind, tiles[0] if kind == KNITTED else key, tiles, owner)


# One concealed group per part and seat, shared by the arrangements that need no has_win
# mark (nothing writes to them).
SHARED_GROUPS = tuple({part: make_group(part, owner) for part in GROUP_TILES} for owner in range(4))


def reading_order(parts):
    """The order in which readings are tried: by their sets' tiles, lowest first (a pung before a chow)."""
    return (sorted(GROUP_TILES[p] for p in parts if p[0] != PAIR), sorted(GROUP_TILES[p] for p in parts if p[0] == PAIR))


def arrangements(concealed, melds, win_tile, owner, shapes, by_win_set=True):
    """Every arrangement of a 14-tile hand under the ruleset's shapes.

    `concealed` holds the concealed tiles including the win tile; `shapes` is a list of
    ("groups", sets, pairs, knitted) or ("tiles", predicate, tiles it allows or None, kinds the hand
    needs before its last tile, a predicate the hand meets before its last tile or None) entries.
    With `by_win_set` false (no rule asks which set the win tile completed) a reading
    is one arrangement, and its win set is left unset.
    """
    counts = None
    result = []
    n_tiles = len(concealed)
    for index, shape in enumerate(shapes):
        if shape[0] == "tiles":
            _kind, holds, allowed, least_kinds, _before = shape
            if not melds and n_tiles == 14 and (allowed is None or allowed.issuperset(concealed)) \
                    and len(set(concealed)) > least_kinds and holds(concealed):
                result.append(Arrangement(index, [], [], NO_GROUP))
            continue
        _kind, n_sets, n_pairs, n_knitted = shape
        free_sets = n_sets - len(melds)
        if free_sets < 0 or 3 * free_sets + 2 * n_pairs + 9 * n_knitted != n_tiles:
            continue
        if n_pairs <= 1 and not n_knitted:
            readings = _readings(concealed, free_sets, n_pairs)
        elif free_sets == 0 and not n_knitted:  # only pairs: the sorted tiles pair up, or not
            if concealed[0::2] != concealed[1::2]:
                continue
            readings = [[(PAIR, t) for t in concealed[0::2]]]
        else:
            if n_knitted:
                if not any(map(set(concealed).issuperset, KNITTED_STRAIGHTS)):
                    continue  # no knitted straight among the tiles
            counts = counts or tile_counts(concealed)
            readings = [sorted(r) for r in decompositions(counts, free_sets, n_pairs, n_knitted)]
        if len(readings) > 1:
            readings.sort(key=reading_order)  # ties go to the first
        if not by_win_set:
            shared = SHARED_GROUPS[owner]
            for parts in readings:
                sets = list(melds)
                pairs = []
                previous = None
                for part in parts:
                    # A part read twice (two equal chows) is two sets: the second gets its own object.
                    group = shared[part] if part != previous else make_group(part, owner)
                    previous = part
                    if part[0] == PAIR:
                        pairs.append(group)
                    else:
                        sets.append(group)
                result.append(Arrangement(index, sets, pairs, None))
            continue
        for parts in readings:
            placed = []
            for part in parts:
                if part in placed or win_tile not in GROUP_TILES[part]:
                    continue
                placed.append(part)
                sets = list(melds)
                pairs = []
                win_group = None
                for other in parts:
                    kind, key = other
                    tiles = GROUP_TILES[other]
                    group = Group(kind, tiles[0] if kind == KNITTED else key, tiles, owner)
                    if win_group is None and other == part:
                        group.has_win = True
                        win_group = group
                    if kind == PAIR:
                        pairs.append(group)
                    else:
                        sets.append(group)
                result.append(Arrangement(index, sets, pairs, win_group))
    return result


def is_complete(tiles, n_melds, shapes, groups_too=True):
    """Whether sorted concealed tiles (with a candidate win tile) make a legal shape.

    With groups_too false only the shapes judged on the tiles as a whole, and knitted ones, are tried.
    """
    total = len(tiles)
    counts = None
    for shape in shapes:
        if shape[0] == "tiles":
            if n_melds == 0 and total == 14 and shape[1](tiles):
                return True
            continue
        _kind, n_sets, n_pairs, n_knitted = shape
        if not groups_too and not n_knitted:
            continue
        free_sets = n_sets - n_melds
        if free_sets >= 0 and 3 * free_sets + 2 * n_pairs + 9 * n_knitted == total:
            if n_pairs <= 1 and not n_knitted and all(tiles.count(t) <= 4 for t in set(tiles)):
                if _readings(tiles, free_sets, n_pairs):
                    return True
                continue
            counts = counts or tile_counts(tiles)
            if decompositions(counts, free_sets, n_pairs, n_knitted):
                return True
    return False


def _made_together(a, b):
    """What two parts make together, as masks of bit 5 * sets + pairs: every sum of a bit of each."""
    out = 0
    while b:
        low = b & -b
        out |= a * low  # a shifted by the bit's place
        b ^= low
    return out


def _group_waits(hand, keys, free_sets, pairs, result):
    """Tiles completing `free_sets` sets and `pairs` pairs, by the suit tables: one suit takes the tile.

    `keys` are the hand's suits as count vectors in base 5 (see _build_suit_table).
    """
    made = [SUIT_MADE[suit].get(key, 0) if key else 1 for suit, key in enumerate(keys)]
    incomplete = [suit for suit in range(4) if not made[suit]]
    if len(incomplete) > 1:  # a tile mends one suit only
        return
    target = 5 * free_sets + pairs
    for suit in incomplete or range(4):
        key = keys[suit]
        if not key:  # one tile alone makes no set and no pair
            continue
        others = 1
        for s in range(4):
            if s != suit:
                others = _made_together(others, made[s])
        wanted = 0  # what this suit must make, given what the others make
        while others:
            low = others & -others
            if low.bit_length() - 1 <= target:
                wanted |= 1 << (target - low.bit_length() + 1)
            others ^= low
        table = SUIT_MADE[suit]
        first = SUIT_OFFSETS[suit]
        for t in range(first, first + SUIT_SIZES[suit]):
            if key // POW5[t] % 5 == 4:  # a fifth copy is past the tables: ask the general search
                if _complete_fifth(hand + [t], free_sets, pairs):
                    result.add(t)
            elif table.get(key + POW5[t], 0) & wanted:
                result.add(t)


def _complete_fifth(tiles, sets, pairs):
    return bool(decompositions(tile_counts(tiles), sets, pairs, 0))


def _knitted_waits(hand, n_melds, shape, result):
    """Waits of a shape with one knitted straight: it is held whole (the rest waits) or lacks one tile."""
    held = set(hand)
    if len(held) < 8:  # a straight lacking at most one of its nine tiles holds eight kinds
        return
    _kind, n_sets, n_pairs, _knitted = shape
    for order, missing in zip(KNITTED_ORDERS, map(frozenset.difference, KNITTED_STRAIGHTS, itertools.repeat(held))):
        if len(missing) > 1:
            continue
        straight = GROUP_TILES[KNITTED, order]
        if not missing:
            rest = list(hand)
            for t in straight:
                rest.remove(t)
            result.update(waits(rest, (), [("groups", n_sets - n_melds, n_pairs, 0)]))
        else:
            lacking = min(missing)
            if is_complete(sorted(hand + [lacking]), n_melds, [shape]):
                result.add(lacking)


def waits(hand, melds, shapes):
    """The tile kinds that would complete a 13-tile hand's shape (even as a fifth copy)."""
    result = set()
    keys = None
    n_tiles = len(hand) + 1
    n_melds = len(melds)
    for shape in shapes:
        if shape[0] == "tiles":
            _kind, holds, allowed, least_kinds, before = shape
            if n_melds == 0 and n_tiles == 14 and (allowed is None or allowed.issuperset(hand)) \
                    and len(set(hand)) >= least_kinds and (before is None or before(hand)):
                candidates = range(N_KINDS) if allowed is None else sorted(t for t in allowed if t < N_KINDS)
                if least_kinds == n_tiles - 1:  # fourteen kinds in fourteen tiles: the last is one not held
                    candidates = [t for t in candidates if t not in hand]
                result.update(t for t in candidates if t not in result and holds(sorted(hand + [t])))
            continue
        _kind, n_sets, n_pairs, n_knitted = shape
        free_sets = n_sets - n_melds
        if free_sets < 0 or 3 * free_sets + 2 * n_pairs + 9 * n_knitted != n_tiles:
            continue
        if n_knitted == 1 and n_pairs <= 1:
            _knitted_waits(hand, n_melds, shape, result)
        elif n_knitted or (n_pairs > 1 and free_sets):
            one = [shape]
            result.update(t for t in range(N_KINDS) if t not in result and is_complete(sorted(hand + [t]), n_melds, one))
        elif free_sets == 0:  # only pairs: the one tile held an odd number of times
            kinds = set(hand)
            if 2 * len(kinds) - 1 <= len(hand):  # pairs and a single hold at most half the tiles' kinds, rounded up
                odd = [t for t in kinds if hand.count(t) % 2]
                if len(odd) == 1:
                    result.add(odd[0])
        else:
            if keys is None:
                keys = [0, 0, 0, 0]
                for t in hand:
                    keys[TILE_SUIT[t]] += POW5[t]
            _group_waits(hand, keys, free_sets, n_pairs, result)
    return sorted(result)


def relation_instances(items, pattern, k, holds, symmetric):
    """(pattern, members) for each k distinct elements of items that hold the relation in some order."""
    found = []
    for members in itertools.combinations(range(len(items)), k):
        chosen = [items[i] for i in members]
        if holds(*chosen) if symmetric else any(holds(*p) for p in itertools.permutations(chosen)):
            found.append((pattern, members))
    return found


# For n sets and k of them: every choice of k member indices, in the order of combinations.
MEMBER_CHOICES = tuple(tuple(tuple(itertools.combinations(range(n), k)) for k in range(5)) for n in range(9))


def relation_found(tiles, indexes):
    """(pattern, members) for every k of the sets (sorted by tile) whose tiles a table of arity k
    holds; `indexes` are (k, key -> patterns) pairs."""
    n = len(tiles)
    found = []
    for k, index in indexes:
        if k <= n:
            choices = MEMBER_CHOICES[n][k] if n < len(MEMBER_CHOICES) else itertools.combinations(range(n), k)
            for members, key in zip(choices, itertools.combinations(tiles, k)):
                if key in index:
                    found += [(pattern, members) for pattern in index[key]]
    return found


def relation_index(tables):
    """Relation tables of one arity merged: key -> the patterns whose table holds it, in order."""
    index = {}
    for pattern, keys in tables.items():
        for key in keys:
            index[key] = index.get(key, ()) + (pattern,)
    return index


def choose_relations(instances, values, choices=None):
    """How many instances of each relation pattern count: pattern -> count.

    Chosen instances never join two sets already joined and never put one set in the same
    pattern twice; their total value is the highest, and among equals the earliest win.
    `choices` holds the answer, tabulated by the compiler, for lists in which a set takes part twice.
    """
    if not instances:
        return {}
    members = [m for _pattern, ms in instances for m in ms]
    if len(set(members)) == len(members) and all(values[p] >= 0 for p, _ms in instances):
        return relation_counts([p for p, _ms in instances])  # no set in two instances: all count
    if choices:
        counts = choices.get(tuple(instances))
        if counts is not None:
            return counts
    return relation_counts(best_relations(instances, values))


def best_relations(instances, values):
    """The patterns of the best choice among instances."""
    return [p for p, _ms in instances] if _all_fit(instances, values) else _best_choice(instances, values)


def relation_counts(patterns):
    counts = {}
    for pattern in patterns:
        counts[pattern] = counts.get(pattern, 0) + 1
    return counts


def _all_fit(instances, values):
    """Whether every instance counts: none lowers the total, none joins sets already joined, and
    no set is in one pattern twice (then the best choice is all of them)."""
    parent = {}
    used = set()
    for pattern, members in instances:
        if values[pattern] < 0:
            return False
        roots = set()
        for m in members:
            if (pattern, m) in used:
                return False
            used.add((pattern, m))
            while m in parent:
                m = parent[m]
            roots.add(m)
        if len(roots) < len(members):
            return False
        first = roots.pop()
        for r in roots:
            parent[r] = first
    return True


def _best_choice(instances, values):
    """The patterns of the best choice among instances (a search, pruned by what is left to add)."""
    best_total = [-1]
    best = [()]
    # What the instances from i on can add at most: all of them, or as many as there are joins left
    # (each joins two or more groups of sets; n sets take at most n - 1) at the highest value.
    suffix = [0] * (len(instances) + 1)
    highest = [0] * (len(instances) + 1)
    for i in range(len(instances) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + max(0, values[instances[i][0]])
        highest[i] = max(highest[i + 1], values[instances[i][0]], 0)
    size = 1 + max(m for _pattern, members in instances for m in members)

    def search(i, total, chosen, parent, used, joins=0):
        if total + min(suffix[i], (size - 1 - joins) * highest[i]) <= best_total[0]:
            return
        if i == len(instances):
            best_total[0], best[0] = total, tuple(chosen)
            return
        pattern, members = instances[i]
        roots = []
        for m in members:
            while parent[m] != m:
                m = parent[m]
            roots.append(m)
        if len(set(roots)) == len(roots) and not any((pattern, m) in used for m in members):
            joined = list(parent)
            for r in roots[1:]:
                joined[r] = roots[0]
            search(i + 1, total + values[pattern], chosen + [pattern], joined,
                   used | {(pattern, m) for m in members}, joins + len(members) - 1)
        search(i + 1, total, chosen, parent, used, joins)

    search(0, 0, [], list(range(size)), frozenset())
    return best[0]


def pay(payments, deltas, payer, payee, amount, reason):
    """Each payer pays each payee `amount`; payer and payee are seats or lists of seats."""
    for source in (payer if isinstance(payer, list) else (payer,)):
        for target in (payee if isinstance(payee, list) else (payee,)):
            add_payment(payments, deltas, source, target, amount, reason)


def pay_from_each(payments, deltas, payers, target, amount, reason):
    """Each payer pays one seat: add_payment for each, in one loop."""
    if amount <= 0 or target == NO_SEAT:
        for source in payers if amount < 0 else ():
            add_payment(payments, deltas, source, target, amount, reason)  # words the error
        return
    for source in payers:
        if source != target and source != NO_SEAT:
            payments.append({"from": source, "to": target, "amount": amount, "reason": reason})
            deltas[source] -= amount
            deltas[target] += amount


def pay_to_each(payments, deltas, source, payees, amount, reason):
    """One seat pays each payee: add_payment for each, in one loop."""
    if amount <= 0 or source == NO_SEAT:
        for target in payees if amount < 0 else ():
            add_payment(payments, deltas, source, target, amount, reason)  # words the error
        return
    for target in payees:
        if source != target and target != NO_SEAT:
            payments.append({"from": source, "to": target, "amount": amount, "reason": reason})
            deltas[source] -= amount
            deltas[target] += amount


def add_payment(payments, deltas, source, target, amount, reason):
    """Record one transfer; zero amounts, self-payments and payments to or from no seat are dropped."""
    if amount < 0:
        # Python writes out an integer of at most 4300 digits.
        shown = "%d" % amount if amount > -10 ** 4000 else "a number too long to write out"
        raise RecordError("negative_payment", "a rule of this ruleset asks seat %d to pay %s for %s; amounts are never negative"
                          % (source, shown, reason))
    if amount and source != target and source != NO_SEAT and target != NO_SEAT:
        payments.append({"from": source, "to": target, "amount": amount, "reason": reason})
        deltas[source] -= amount
        deltas[target] += amount


def melds_text(melds):
    return "melds " + " ".join(tiles_text(m.tiles) for m in melds) if melds else "no melds"


def error_result(error):
    return {"error": {"code": error.code, "message": error.message}}


def internal_error_result(exc):
    """The result for an exception that no check foresaw: a fault of the scorer, reported as an
    error result like any other rather than raised, so that one record never stops a caller."""
    try:
        said = str(exc)[:200]
    except Exception:  # an exception that cannot say what it is
        said = ""
    return {"error": {"code": "internal_error", "message": "the scorer failed on this record (%s%s); this is a fault "
                      "of the scorer, not of the record: please report it with the record"
                      % (type(exc).__name__, ": " + said if said else "")}}


# ================================================================ ruleset mini

RULESET_ID = 'mini'
RULESET_NAME = ('小规则', 'Mini rules')
SPEC_FILE = 'tests/data/mini.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('tests/data/mini.yaml', '3053e18fa3028344145a92efd3a0a6110b3c38286810abdb737585ad6e0eab1d'),)
SPEC_SHA256 = '3053e18fa3028344145a92efd3a0a6110b3c38286810abdb737585ad6e0eab1d'
UNIT = 'fan'

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['chow', 'pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
    flower_tiles=[34, 35, 36, 37, 38, 39, 40, 41],
    flags={'lucky': 'bool'},
    options={
        'discard_factor': ('int', 2, (1, 4)),
        'flowers_count': ('bool', True, None),
    },
    penalties=['false_win'],
    flowers_by_tile=True,
)

PATTERN_IDS = (
    'big_dragons',
    'orphans',
    'seven_pairs',
    'mixed_triple_chow',
    'pure_double_chow',
    'mixed_double_chow',
    'short_straight',
    'all_pungs',
    'dragon_pung',
    'seat_wind_pung',
    'concealed_hand',
    'zimo',
    'edge_wait',
    'lucky_win',
    'flower_bonus',
)
PATTERN_NAMES = (
    '大三元',
    '十三幺',
    '七对',
    '三色三同顺',
    '一般高',
    '喜相逢',
    '连六',
    '碰碰和',
    '箭刻',
    '门风刻',
    '门前清',
    '自摸',
    '边张',
    '幸运',
    '花牌',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
KINDS_0 = frozenset({  # v_s.kind in PUNG_KINDS
    1, 2,
})
SEATS_0 = frozenset({  # v_m.source != NO_SEAT
    0, 1, 2, 3,
})
TILES_0 = frozenset({  # IS_YAOJIU[v_t]
    0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33,
})
TILES_1 = frozenset({  # IS_FLOWER[v_t]
    34, 35, 36, 37, 38, 39, 40, 41,
})

# Relation patterns whose condition reads only their sets' tiles: the sorted tiles of every
# combination of sets that holds the relation in some order (built by compiler/tabulate.py).
RELATION_4 = frozenset({  # pure_double_chow
    (0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (9, 9),
    (10, 10), (11, 11), (12, 12), (13, 13), (14, 14), (15, 15), (18, 18), (19, 19),
    (20, 20), (21, 21), (22, 22), (23, 23), (24, 24),
})
RELATION_5 = frozenset({  # mixed_double_chow
    (0, 9), (0, 18), (1, 10), (1, 19), (2, 11), (2, 20), (3, 12), (3, 21),
    (4, 13), (4, 22), (5, 14), (5, 23), (6, 15), (6, 24), (9, 18), (10, 19),
    (11, 20), (12, 21), (13, 22), (14, 23), (15, 24),
})
RELATION_6 = frozenset({  # short_straight
    (0, 3), (1, 4), (2, 5), (3, 6), (9, 12), (10, 13), (11, 14), (12, 15),
    (18, 21), (19, 22), (20, 23), (21, 24),
})

# A family's tables of one arity together: key -> its patterns, for one lookup per combination.
RELATIONS_0_2 = relation_index({4: RELATION_4, 5: RELATION_5, 6: RELATION_6})

# Each family's pattern values; and the best choice, worked out by the compiler, for every list of
# instances (sets sorted by tile) in which a set takes part more than once.
RELATION_VALUES_0 = {4: 1, 5: 1, 6: 1}
RELATION_CHOICES_0 = {
    ((4, (0, 1)), (4, (0, 2)), (4, (0, 3)), (4, (1, 2)), (4, (1, 3)), (4, (2, 3))): {4: 2},
    ((4, (0, 1)), (4, (0, 2)), (4, (1, 2))): {4: 1},
    ((4, (0, 1)), (4, (0, 2)), (4, (1, 2)), (5, (0, 3)), (5, (1, 3)), (5, (2, 3))): {4: 1, 5: 1},
    ((4, (0, 1)), (4, (0, 2)), (4, (1, 2)), (6, (0, 3)), (6, (1, 3)), (6, (2, 3))): {4: 1, 6: 1},
    ((4, (0, 1)), (4, (2, 3)), (5, (0, 2)), (5, (0, 3)), (5, (1, 2)), (5, (1, 3))): {4: 2, 5: 1},
    ((4, (0, 1)), (4, (2, 3)), (6, (0, 2)), (6, (0, 3)), (6, (1, 2)), (6, (1, 3))): {4: 2, 6: 1},
    ((4, (0, 1)), (5, (0, 2)), (5, (0, 3)), (5, (1, 2)), (5, (1, 3)), (5, (2, 3))): {4: 1, 5: 2},
    ((4, (0, 1)), (5, (0, 2)), (5, (1, 2))): {4: 1, 5: 1},
    ((4, (0, 1)), (5, (0, 2)), (5, (1, 2)), (6, (2, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (0, 1)), (5, (0, 3)), (5, (1, 3))): {4: 1, 5: 1},
    ((4, (0, 1)), (5, (0, 3)), (5, (1, 3)), (6, (0, 2)), (6, (1, 2))): {4: 1, 5: 1, 6: 1},
    ((4, (0, 1)), (5, (0, 3)), (5, (1, 3)), (6, (2, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (0, 1)), (5, (2, 3)), (6, (0, 2)), (6, (1, 2))): {4: 1, 5: 1, 6: 1},
    ((4, (0, 1)), (6, (0, 2)), (6, (1, 2))): {4: 1, 6: 1},
    ((4, (0, 1)), (6, (0, 2)), (6, (1, 2)), (6, (2, 3))): {4: 1, 6: 1},
    ((4, (0, 1)), (6, (0, 3)), (6, (1, 3))): {4: 1, 6: 1},
    ((4, (1, 2)), (4, (1, 3)), (4, (2, 3))): {4: 1},
    ((4, (1, 2)), (4, (1, 3)), (4, (2, 3)), (5, (0, 1)), (5, (0, 2)), (5, (0, 3))): {4: 1, 5: 1},
    ((4, (1, 2)), (4, (1, 3)), (4, (2, 3)), (6, (0, 1)), (6, (0, 2)), (6, (0, 3))): {4: 1, 6: 1},
    ((4, (1, 2)), (5, (0, 1)), (5, (0, 2))): {4: 1, 5: 1},
    ((4, (1, 2)), (5, (0, 1)), (5, (0, 2)), (5, (0, 3)), (5, (1, 3)), (5, (2, 3))): {4: 1, 5: 2},
    ((4, (1, 2)), (5, (0, 1)), (5, (0, 2)), (6, (1, 3)), (6, (2, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (1, 2)), (5, (0, 3)), (6, (0, 1)), (6, (0, 2))): {4: 1, 5: 1, 6: 1},
    ((4, (1, 2)), (5, (0, 3)), (6, (1, 3)), (6, (2, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (1, 2)), (5, (1, 3)), (5, (2, 3))): {4: 1, 5: 1},
    ((4, (1, 2)), (5, (1, 3)), (5, (2, 3)), (6, (0, 1)), (6, (0, 2))): {4: 1, 5: 1, 6: 1},
    ((4, (1, 2)), (6, (0, 1)), (6, (0, 2))): {4: 1, 6: 1},
    ((4, (1, 2)), (6, (0, 1)), (6, (0, 2)), (6, (1, 3)), (6, (2, 3))): {4: 1, 6: 2},
    ((4, (1, 2)), (6, (1, 3)), (6, (2, 3))): {4: 1, 6: 1},
    ((4, (2, 3)), (5, (0, 1)), (5, (0, 2)), (5, (0, 3)), (5, (1, 2)), (5, (1, 3))): {4: 1, 5: 2},
    ((4, (2, 3)), (5, (0, 1)), (6, (1, 2)), (6, (1, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (2, 3)), (5, (0, 2)), (5, (0, 3))): {4: 1, 5: 1},
    ((4, (2, 3)), (5, (0, 2)), (5, (0, 3)), (6, (0, 1))): {4: 1, 5: 1, 6: 1},
    ((4, (2, 3)), (5, (0, 2)), (5, (0, 3)), (6, (1, 2)), (6, (1, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (2, 3)), (5, (1, 2)), (5, (1, 3))): {4: 1, 5: 1},
    ((4, (2, 3)), (5, (1, 2)), (5, (1, 3)), (6, (0, 1))): {4: 1, 5: 1, 6: 1},
    ((4, (2, 3)), (6, (0, 1)), (6, (1, 2)), (6, (1, 3))): {4: 1, 6: 1},
    ((4, (2, 3)), (6, (0, 2)), (6, (0, 3))): {4: 1, 6: 1},
    ((4, (2, 3)), (6, (1, 2)), (6, (1, 3))): {4: 1, 6: 1},
    ((5, (0, 1)), (5, (0, 2)), (5, (1, 2))): {5: 1},
    ((5, (0, 1)), (5, (0, 2)), (5, (1, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 1)), (5, (0, 3)), (5, (1, 3))): {5: 1},
    ((5, (0, 1)), (5, (0, 3)), (5, (1, 3)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (0, 1)), (5, (0, 3)), (5, (1, 3)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 1)), (5, (2, 3)), (6, (1, 2))): {5: 2, 6: 1},
    ((5, (0, 1)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (0, 1)), (6, (1, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 1)), (6, (1, 3))): {5: 1, 6: 1},
    ((5, (0, 2)), (5, (0, 3)), (5, (2, 3))): {5: 1},
    ((5, (0, 2)), (5, (0, 3)), (5, (2, 3)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (0, 2)), (5, (0, 3)), (5, (2, 3)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (0, 2)), (5, (1, 3)), (6, (0, 1))): {5: 2, 6: 1},
    ((5, (0, 2)), (5, (1, 3)), (6, (0, 1)), (6, (2, 3))): {5: 2, 6: 1},
    ((5, (0, 2)), (5, (1, 3)), (6, (1, 2))): {5: 2, 6: 1},
    ((5, (0, 2)), (5, (1, 3)), (6, (2, 3))): {5: 2, 6: 1},
    ((5, (0, 2)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (0, 2)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (0, 2)), (6, (1, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 3)), (5, (1, 2)), (6, (0, 1))): {5: 2, 6: 1},
    ((5, (0, 3)), (5, (1, 2)), (6, (2, 3))): {5: 2, 6: 1},
    ((5, (0, 3)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (0, 3)), (6, (0, 1)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (0, 3)), (6, (0, 1)), (6, (2, 3))): {5: 1, 6: 2},
    ((5, (0, 3)), (6, (0, 2))): {5: 1, 6: 1},
    ((5, (0, 3)), (6, (1, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 3)), (6, (1, 3))): {5: 1, 6: 1},
    ((5, (0, 3)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (1, 2)), (5, (1, 3)), (5, (2, 3))): {5: 1},
    ((5, (1, 2)), (5, (1, 3)), (5, (2, 3)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (1, 2)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (1, 2)), (6, (0, 1)), (6, (2, 3))): {5: 1, 6: 2},
    ((5, (1, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (1, 3)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (1, 3)), (6, (0, 1)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (1, 3)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (1, 3)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (2, 3)), (6, (0, 1)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (2, 3)), (6, (0, 2))): {5: 1, 6: 1},
    ((5, (2, 3)), (6, (1, 2))): {5: 1, 6: 1},
    ((6, (0, 1)), (6, (1, 2))): {6: 1},
    ((6, (0, 1)), (6, (1, 3))): {6: 1},
    ((6, (0, 2)), (6, (2, 3))): {6: 1},
    ((6, (1, 2)), (6, (2, 3))): {6: 1},
}

SHAPE_STANDARD = 0
SHAPE_PAIRS7 = 1
SHAPE_ORPHANS13 = 2


def shape_orphans13(tiles):
    """Shape 'orphans13': a condition on the 14 concealed tiles."""
    return TILES_0.issuperset(tiles) and len(set(tiles)) == 13


SHAPES = [
    ("groups", 4, 1, 0),
    ("groups", 0, 7, 0),
    ("tiles", shape_orphans13, TILES_0, 12, None),
]


def score_win(deal, win, payments, deltas):
    """Score one win: choose the best arrangement, check it, pay it; return (result, view)."""
    player = deal.players[win.winner]
    o_discard_factor = deal.options['discard_factor']
    o_flowers_count = deal.options['flowers_count']
    f_lucky = win.context.get('lucky', False)
    hand_tiles = sorted(player.hand + [win.win_tile])
    b_discarder = win.source
    b_flowers = player.flower_count
    b_melds = player.melds
    b_others = OTHER_SEATS[win.winner]
    b_seat_wind = 27 + (win.winner - deal.dealer) % 4
    b_self_drawn = win.by == SELF_DRAW
    b_waits = Lazy(lambda: waits(player.hand, player.melds, SHAPES))
    b_win_tile = win.win_tile
    b_winner = win.winner
    d_payer = NO_SEAT if b_self_drawn else b_discarder  # payer: tests/data/mini.yaml:30
    n_concealed_hand = 1 if SEATS_0.isdisjoint(map(SOURCE_OF, b_melds)) and not b_self_drawn else 0  # concealed_hand: tests/data/mini.yaml:75
    n_zimo = 1 if b_self_drawn else 0  # zimo: tests/data/mini.yaml:79
    n_lucky_win = 1 if f_lucky else 0  # lucky_win: tests/data/mini.yaml:85
    v_lucky_win = max(1, min(3, abs(-2))) if n_lucky_win else 0
    n_flower_bonus = max(0, b_flowers) if o_flowers_count and b_flowers > 0 else 0  # flower_bonus: tests/data/mini.yaml:89
    s_flower_fan = n_flower_bonus

    best_value = best = None
    readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES)
    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_chows = [s for s in arr.sets if s.kind == CHOW]
        b_pungs = [s for s in arr.sets if s.kind in PUNG_KINDS]
        b_sets = arr.sets
        b_shape = arr.shape
        b_win_set = arr.win_set
        d_dragon_pungs = [v_s for v_s in b_pungs if IS_DRAGON[v_s.tile]] if b_pungs else []  # dragon_pungs: tests/data/mini.yaml:29
        r_items = sorted(b_chows, key=TILE_OF)  # ties between choices go to the lowest tiles
        if len(r_items) >= 2:
            r_tiles = list(map(TILE_OF, r_items))
            r_found_0 = relation_found(r_tiles, ((2, RELATIONS_0_2),))
            r_found_0.sort()  # in pattern order, then combination order: ties go to the first
            r_ids_0 = {i for i, _members in r_found_0}
            r_counts_0 = choose_relations(r_found_0, RELATION_VALUES_0, RELATION_CHOICES_0)
        else:  # too few sets for any of the relations
            r_ids_0, r_counts_0 = (), {}
        p_pure_double_chow = 4 in r_ids_0  # pure_double_chow: tests/data/mini.yaml:50
        p_mixed_double_chow = 5 in r_ids_0  # mixed_double_chow: tests/data/mini.yaml:54
        p_short_straight = 6 in r_ids_0  # short_straight: tests/data/mini.yaml:58
        n_big_dragons = 1 if len(d_dragon_pungs) == 3 else 0  # big_dragons: tests/data/mini.yaml:33
        n_orphans = 1 if b_shape == SHAPE_ORPHANS13 else 0  # orphans: tests/data/mini.yaml:38
        n_seven_pairs = 1 if b_shape == SHAPE_PAIRS7 else 0  # seven_pairs: tests/data/mini.yaml:42
        n_mixed_triple_chow = 1 if any_combination(b_chows, 3, lambda v_a, v_b, v_c: TILE_NUMBER[v_a.tile] == TILE_NUMBER[v_b.tile] == TILE_NUMBER[v_c.tile] and distinct([TILE_SUIT[v_x.tile] for v_x in [v_a, v_b, v_c]]) == [TILE_SUIT[v_a.tile], TILE_SUIT[v_b.tile], TILE_SUIT[v_c.tile]]) else 0  # mixed_triple_chow: tests/data/mini.yaml:46
        n_pure_double_chow = max(0, r_counts_0.get(4, 0)) if p_pure_double_chow else 0  # pure_double_chow: tests/data/mini.yaml:50
        n_mixed_double_chow = max(0, r_counts_0.get(5, 0)) if p_mixed_double_chow else 0  # mixed_double_chow: tests/data/mini.yaml:54
        n_short_straight = max(0, r_counts_0.get(6, 0)) if p_short_straight else 0  # short_straight: tests/data/mini.yaml:58
        n_all_pungs = 1 if b_shape == SHAPE_STANDARD and (len(b_sets) >= 4 and sum(map(KINDS_0.__contains__, map(KIND_OF, b_sets))) == 4) else 0  # all_pungs: tests/data/mini.yaml:62
        n_dragon_pung = max(0, len(d_dragon_pungs)) if not (n_big_dragons) and (len(d_dragon_pungs) > 0) else 0  # dragon_pung: tests/data/mini.yaml:66
        n_seat_wind_pung = 1 if b_seat_wind in map(TILE_OF, b_pungs) else 0  # seat_wind_pung: tests/data/mini.yaml:71
        n_edge_wait = 1 if b_win_set.kind == CHOW and len(b_waits()) == 1 and (TILE_NUMBER[b_win_tile] == 3 and TILE_NUMBER[b_win_set.tile] == 1 or TILE_NUMBER[b_win_tile] == 7 and TILE_NUMBER[b_win_set.tile] == 7) else 0  # edge_wait: tests/data/mini.yaml:82
        s_fan = 88 * n_big_dragons + 88 * n_orphans + 24 * n_seven_pairs + 8 * n_mixed_triple_chow + n_pure_double_chow + n_mixed_double_chow + n_short_straight + 6 * n_all_pungs + 2 * n_dragon_pung + 2 * n_seat_wind_pung + 2 * n_concealed_hand + n_zimo + n_edge_wait + v_lucky_win * n_lucky_win

        value = s_fan + s_flower_fan
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_chows, b_pungs, b_sets, b_shape, b_win_set, d_dragon_pungs, r_ids_0, r_counts_0,
                    p_pure_double_chow, p_mixed_double_chow, p_short_straight, n_big_dragons, n_orphans, n_seven_pairs,
                    n_mixed_triple_chow, n_pure_double_chow, n_mixed_double_chow, n_short_straight, n_all_pungs,
                    n_dragon_pung, n_seat_wind_pung, n_edge_wait, s_fan,
                )
    if best is None:
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_chows, b_pungs, b_sets, b_shape, b_win_set, d_dragon_pungs, r_ids_0, r_counts_0,
            p_pure_double_chow, p_mixed_double_chow, p_short_straight, n_big_dragons, n_orphans, n_seven_pairs,
            n_mixed_triple_chow, n_pure_double_chow, n_mixed_double_chow, n_short_straight, n_all_pungs,
            n_dragon_pung, n_seat_wind_pung, n_edge_wait, s_fan,
        ) = kept

    if s_fan == 0:
        raise RecordError('no_fan', "seat %d: %s" % (win.winner, '无番不能和 (a hand needs at least one fan)'))
    if b_self_drawn:  # self-draw: tests/data/mini.yaml:104
        pay_from_each(payments, deltas, b_others, b_winner, s_fan + s_flower_fan, '自摸 (self-draw)')
    if d_payer != NO_SEAT:  # discard: tests/data/mini.yaml:108
        add_payment(payments, deltas, d_payer, b_winner, o_discard_factor * (s_fan + s_flower_fan), '放炮 (discard)')
    patterns = []
    if n_big_dragons:
        patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 88, "count": n_big_dragons})
    if n_orphans:
        patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 88, "count": n_orphans})
    if n_seven_pairs:
        patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 24, "count": n_seven_pairs})
    if n_mixed_triple_chow:
        patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 8, "count": n_mixed_triple_chow})
    if n_pure_double_chow:
        patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 1, "count": n_pure_double_chow})
    if n_mixed_double_chow:
        patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 1, "count": n_mixed_double_chow})
    if n_short_straight:
        patterns.append({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 1, "count": n_short_straight})
    if n_all_pungs:
        patterns.append({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": 6, "count": n_all_pungs})
    if n_dragon_pung:
        patterns.append({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": 2, "count": n_dragon_pung})
    if n_seat_wind_pung:
        patterns.append({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": 2, "count": n_seat_wind_pung})
    if n_concealed_hand:
        patterns.append({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": 2, "count": n_concealed_hand})
    if n_zimo:
        patterns.append({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 1, "count": n_zimo})
    if n_edge_wait:
        patterns.append({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 1, "count": n_edge_wait})
    if n_lucky_win:
        patterns.append({"id": PATTERN_IDS[13], "name": PATTERN_NAMES[13], "value": v_lucky_win, "count": n_lucky_win})
    if n_flower_bonus:
        patterns.append({"id": PATTERN_IDS[14], "name": PATTERN_NAMES[14], "value": 1, "count": n_flower_bonus})
    result = {
        "winner": win.winner,
        "total": s_fan + s_flower_fan,
        "unit": UNIT,
        "patterns": patterns,
    }
    return result, {}  # what the deal's rules read of this win


def settle(deal):
    """Score every win of a deal, then the rules that run once per deal."""
    payments = []
    deltas = [0, 0, 0, 0]
    results = []
    views = []
    for win in deal.wins:
        result, view = score_win(deal, win, payments, deltas)
        results.append(result)
        views.append(view)
    for v_k in deal.kongs:
        if v_k.concealed or v_k.source in [0, 1, 2, 3]:  # kong: tests/data/mini.yaml:113
            pay_from_each(payments, deltas, others_of(v_k.owner), v_k.owner, 2 if v_k.concealed else 1, '杠 (kong)')
    for v_p in range(4):
        if len(seat_flower_tiles(deal, v_p)) >= 4 and TILES_1.issuperset(last(4, seat_flower_tiles(deal, v_p))):  # flower kong: tests/data/mini.yaml:118
            pay_from_each(payments, deltas, others_of(v_p), v_p, 5, '花杠 (flower kong)')
    for kind, v_seat in deal.penalties:
        if kind == 'false_win':
            pay_to_each(payments, deltas, v_seat, others_of(v_seat), 5, '诈胡 (false win)')
    return {"deltas": deltas, "wins": results, "payments": payments}


def score(record):
    """Score one hand record (docs/guide/records.md); a record that is not a legal win gives {"error": ...}.
    A record's `id` leads its result, an error's too, so that a batch's results can be joined to it."""
    try:
        result = settle(parse_record(record, RULES))
    except RecordError as error:
        result = error_result(error)
    except Exception as error:  # a fault of the scorer: one record's error, never a traceback
        result = internal_error_result(error)
    return with_id(record, result)
