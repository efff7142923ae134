"""Tiles, hand records and hand shapes: the standard-library core that every scorer shares.

This file is copied verbatim into each generated scorer module, so it imports nothing
outside the standard library and names no ruleset.
"""

import itertools

# Tile indices: 0-8 are 1m-9m, 9-17 1p-9p, 18-26 1s-9s, 27-33 1z-7z, 34-41 1f-8f.
SUIT_LETTERS = "mpszf"
SUIT_SIZES = (9, 9, 9, 7, 8)
SUIT_OFFSETS = (0, 9, 18, 27, 34)
N_KINDS = 34
N_TILES = 42
NO_SEAT = -1
NO_TILE = -1

TILE_SUIT = tuple(s for s in range(5) for _ in range(SUIT_SIZES[s]))
TILE_NUMBER = tuple(n + 1 for s in range(5) for n in range(SUIT_SIZES[s]))

IS_SUITED = tuple(s < 3 for s in TILE_SUIT)
IS_HONOR = tuple(s == 3 for s in TILE_SUIT)
IS_WIND = tuple(27 <= t <= 30 for t in range(N_TILES))
IS_DRAGON = tuple(31 <= t <= 33 for t in range(N_TILES))
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
CHARACTERS, DOTS, BAMBOO, HONORS, FLOWER_SUIT = range(5)

# Context flags every record may carry (CONTRACT.md); a ruleset may declare more.
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


def parse_tiles(text, field="tiles"):
    """Parse compact notation ('123m45p11z') into a sorted list of tile indices."""
    if not isinstance(text, str):
        raise RecordError("bad_tiles", "%s: expected a tile string such as '123m', got %s" % (field, _shown(text)))
    tiles = []
    digits = []
    for ch in text.replace(" ", ""):
        if ch.isdigit():
            digits.append(ch)
            continue
        suit = SUIT_LETTERS.find(ch)
        if suit < 0 or not ch.isalpha():
            raise RecordError("bad_tiles", "%s: unknown suit letter %r in %r (use m, p, s, z, f)" % (field, ch, text))
        if not digits:
            raise RecordError("bad_tiles", "%s: suit letter %r has no digits before it in %r" % (field, ch, text))
        for d in digits:
            number = int(d)
            if not 1 <= number <= SUIT_SIZES[suit]:
                raise RecordError("bad_tiles", "%s: there is no tile %s%s (in %r)" % (field, d, ch, text))
            tiles.append(SUIT_OFFSETS[suit] + number - 1)
        digits = []
    if digits:
        raise RecordError("bad_tiles", "%s: digits %r at the end of %r have no suit letter" % (field, "".join(digits), text))
    tiles.sort()
    return tiles


def _shown(value):
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


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

    def key(self):
        return (self.kind, self.tile)

    def __repr__(self):
        return "%s(%s)" % (KIND_NAMES[self.kind], tiles_text(self.tiles))


NO_GROUP = Group(-1, NO_TILE, [])


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


class Player:
    __slots__ = ("hand", "melds", "flowers", "flower_count")

    def __init__(self, hand, melds, flowers, flower_count):
        self.hand = hand
        self.melds = melds
        self.flowers = flowers
        self.flower_count = flower_count


class Win:
    __slots__ = ("winner", "win_tile", "by", "source", "context", "chain")

    def __init__(self, winner, win_tile, by, source, context):
        self.winner = winner
        self.win_tile = win_tile
        self.by = by
        self.source = source
        self.context = context
        self.chain = []


class Deal:
    __slots__ = ("dealer", "round_wind", "players", "wins", "penalties", "options")

    def __init__(self, dealer, round_wind, players, wins, penalties, options):
        self.dealer = dealer
        self.round_wind = round_wind
        self.players = players
        self.wins = wins
        self.penalties = penalties
        self.options = options

    def kongs(self):
        return [m for p in self.players for m in p.melds if m.kind == KONG]


class Rules:
    """What a ruleset accepts in a record: claims, tiles, flags, options, penalties."""

    def __init__(self, ruleset_id, claims, hand_tiles, flower_tiles, flags, options, penalties):
        self.ruleset_id = ruleset_id
        self.claims = frozenset(claims)
        self.hand_tiles = frozenset(hand_tiles)
        self.flower_tiles = frozenset(flower_tiles)
        self.flags = dict(CONTRACT_FLAGS, **flags)
        self.options = options  # name -> (type, default, choices)
        self.penalties = frozenset(penalties)


RECORD_KEYS = ("ruleset", "dealer", "round_wind", "players", "wins", "penalties", "options")
WIN_KEYS = ("winner", "win_tile", "by", "from", "context")
PLAYER_KEYS = ("hand", "melds", "flowers")
MELD_KEYS = ("kind", "tiles", "from", "concealed", "added")


def parse_record(record, rules):
    """Check a CONTRACT.md hand record (full or shorthand form) and build a Deal."""
    if not isinstance(record, dict):
        raise RecordError("bad_record", "a hand record must be a JSON object, got %s" % _shown(record))
    if "players" not in record and "wins" not in record and ("win_tile" in record or "hand" in record):
        record = _expand_shorthand(record)
    _no_unknown_keys(record, RECORD_KEYS, "record")
    ruleset = record.get("ruleset", rules.ruleset_id)
    if ruleset != rules.ruleset_id:
        raise RecordError("wrong_ruleset", "record is for ruleset %s, this scorer is %s" % (_shown(ruleset), rules.ruleset_id))
    dealer = _seat(record.get("dealer", 0), "dealer")
    round_wind = record.get("round_wind", "E")
    if round_wind not in ("E", "S", "W", "N"):
        raise RecordError("bad_record", "round_wind: expected one of E, S, W, N, got %s" % _shown(round_wind))
    players_in = record.get("players")
    if not isinstance(players_in, list) or len(players_in) != 4:
        raise RecordError("bad_record", "players: expected a list of exactly four objects, one per seat")
    players = [_player(p, seat, rules) for seat, p in enumerate(players_in)]
    options = _options(record.get("options", {}), rules)
    wins = [_win(w, i, rules) for i, w in enumerate(_list(record.get("wins", []), "wins"))]
    penalties = [_penalty(p, i, rules) for i, p in enumerate(_list(record.get("penalties", []), "penalties"))]
    deal = Deal(dealer, WIND_LETTERS.index(round_wind), players, wins, penalties, options)
    _check_wins(deal, rules)
    _check_copies(deal)
    return deal


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
    for key in obj:
        if key not in known:
            raise RecordError("bad_record", "%s: unknown field %s (known: %s)" % (where, _shown(key), ", ".join(known)))


def _list(value, where):
    if not isinstance(value, list):
        raise RecordError("bad_record", "%s: expected a list, got %s" % (where, _shown(value)))
    return value


def _int(value, where):
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError("bad_record", "%s: expected an integer, got %s" % (where, _shown(value)))
    return value


def _seat(value, where):
    value = _int(value, where)
    if not 0 <= value <= 3:
        raise RecordError("bad_record", "%s: a seat is 0..3, got %d" % (where, value))
    return value


def _player(obj, seat, rules):
    where = "players[%d]" % seat
    if not isinstance(obj, dict):
        raise RecordError("bad_record", "%s: expected an object, got %s" % (where, _shown(obj)))
    _no_unknown_keys(obj, PLAYER_KEYS, where)
    hand = None
    if "hand" in obj:
        hand = parse_tiles(obj["hand"], where + ".hand")
        for t in hand:
            if t not in rules.hand_tiles:
                raise RecordError("bad_tiles", "%s.hand: %s is not a playing tile in this ruleset" % (where, tile_name(t)))
    melds = [_meld(m, seat, i, rules) for i, m in enumerate(_list(obj.get("melds", []), where + ".melds"))]
    flowers_in = obj.get("flowers", [])
    flowers = []
    if isinstance(flowers_in, str):
        flowers = parse_tiles(flowers_in, where + ".flowers")
        for t in flowers:
            if t not in rules.flower_tiles:
                raise RecordError("bad_tiles", "%s.flowers: %s is not a flower tile in this ruleset" % (where, tile_name(t)))
        count = len(flowers)
    elif flowers_in == []:
        count = 0
    else:
        count = _int(flowers_in, where + ".flowers")
        if not 0 <= count <= len(rules.flower_tiles):
            raise RecordError("bad_record", "%s.flowers: this ruleset has %d flower tiles, got %d" % (where, len(rules.flower_tiles), count))
    if hand is not None and len(hand) + 3 * len(melds) != 13:
        raise RecordError("tile_count", "%s: %d tiles in hand and %d melds make %d tiles; a waiting hand has 13 (kongs count 3)"
                          % (where, len(hand), len(melds), len(hand) + 3 * len(melds)))
    return Player(hand, melds, flowers, count)


def _meld(obj, seat, index, rules):
    where = "players[%d].melds[%d]" % (seat, index)
    if not isinstance(obj, dict):
        raise RecordError("bad_record", "%s: expected an object, got %s" % (where, _shown(obj)))
    _no_unknown_keys(obj, MELD_KEYS, where)
    kind_name = obj.get("kind")
    if kind_name not in ("chow", "pung", "kong"):
        raise RecordError("bad_meld", "%s.kind: expected chow, pung or kong, got %s" % (where, _shown(kind_name)))
    kind = KIND_NAMES.index(kind_name)
    tiles = parse_tiles(obj.get("tiles", ""), where + ".tiles")
    size = 4 if kind == KONG else 3
    if len(tiles) != size:
        raise RecordError("bad_meld", "%s: a %s has %d tiles, got %r" % (where, kind_name, size, obj.get("tiles")))
    first = tiles[0]
    if kind == CHOW:
        ok = TILE_SUIT[first] < 3 and TILE_NUMBER[first] <= 7 and tiles == [first, first + 1, first + 2]
    else:
        ok = tiles == [first] * size
    if not ok or first not in rules.hand_tiles:
        raise RecordError("bad_meld", "%s: %r is not a %s" % (where, obj.get("tiles"), kind_name))
    concealed = obj.get("concealed", False)
    added = obj.get("added", False)
    if not isinstance(concealed, bool) or not isinstance(added, bool):
        raise RecordError("bad_meld", "%s: concealed and added are true or false" % where)
    if (concealed or added) and kind != KONG:
        raise RecordError("bad_meld", "%s: only a kong can be concealed or added" % where)
    if concealed and added:
        raise RecordError("bad_meld", "%s: a kong is either concealed or added, not both" % where)
    if concealed:
        if "from" in obj:
            raise RecordError("bad_meld", "%s: a concealed kong has no 'from'" % where)
        source = NO_SEAT
    else:
        if "from" not in obj:
            raise RecordError("bad_meld", "%s: a claimed %s needs 'from', the seat it was claimed from" % (where, kind_name))
        source = _seat(obj["from"], where + ".from")
        if source == seat:
            raise RecordError("bad_meld", "%s: a seat cannot claim its own discard" % where)
        claim = "pung" if added else kind_name
        if claim not in rules.claims:
            raise RecordError("claim_not_allowed", "%s: %s claims are not allowed in this ruleset" % (where, claim))
    return Group(kind, first, tiles, owner=seat, source=source, concealed=concealed,
                 declared=True, added=added, index=index)


def _win(obj, index, rules):
    where = "wins[%d]" % index
    if not isinstance(obj, dict):
        raise RecordError("bad_record", "%s: expected an object, got %s" % (where, _shown(obj)))
    _no_unknown_keys(obj, WIN_KEYS, where)
    if "winner" not in obj:
        raise RecordError("bad_record", "%s: missing 'winner'" % where)
    winner = _seat(obj["winner"], where + ".winner")
    tiles = parse_tiles(obj.get("win_tile", ""), where + ".win_tile")
    if len(tiles) != 1 or tiles[0] not in rules.hand_tiles:
        raise RecordError("bad_tiles", "%s.win_tile: expected one playing tile, got %s" % (where, _shown(obj.get("win_tile"))))
    by_name = obj.get("by")
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
        source = _seat(obj["from"], where + ".from")
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
            value = _int(value, "%s.context.%s" % (where, name))
            if not 0 <= value <= 4:
                raise RecordError("bad_flag", "%s.context.%s: expected 0..4, got %d" % (where, name, value))
        if kind == "tiles":
            value = parse_tiles(value, "%s.context.%s" % (where, name))
        context[name] = value
    return Win(winner, tiles[0], by, source, context)


def _penalty(obj, index, rules):
    where = "penalties[%d]" % index
    if not isinstance(obj, dict):
        raise RecordError("bad_record", "%s: expected an object, got %s" % (where, _shown(obj)))
    _no_unknown_keys(obj, ("type", "seat"), where)
    kind = obj.get("type")
    if kind not in rules.penalties:
        known = ", ".join(sorted(rules.penalties)) or "none"
        raise RecordError("unknown_penalty", "%s.type: unknown penalty %s (this ruleset knows: %s)" % (where, _shown(kind), known))
    return (kind, _seat(obj.get("seat"), where + ".seat"))


def _options(obj, rules):
    if not isinstance(obj, dict):
        raise RecordError("bad_option", "options: expected an object, got %s" % _shown(obj))
    options = {name: spec[1] for name, spec in rules.options.items()}
    for name, value in obj.items():
        spec = rules.options.get(name)
        if spec is None:
            known = ", ".join(sorted(rules.options)) or "none"
            raise RecordError("unknown_option", "options: unknown option %s (this ruleset has: %s)" % (_shown(name), known))
        kind, _default, choices = spec
        if kind == "bool" and not isinstance(value, bool):
            raise RecordError("bad_option", "options.%s: expected true or false, got %s" % (name, _shown(value)))
        if kind == "int":
            _int(value, "options." + name)
            if choices and not choices[0] <= value <= choices[1]:
                raise RecordError("bad_option", "options.%s: expected %d..%d, got %d" % (name, choices[0], choices[1], value))
        options[name] = value
    return options


def _check_wins(deal, rules):
    by_source = {}
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
            previous = by_source.setdefault(win.source, win.win_tile)
            if previous != win.win_tile:
                raise RecordError("bad_record", "%s: several wins off one seat must share the win tile" % where)
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
            if len(melds) < n:
                raise RecordError("bad_flag", "%s.context.kong_chain: seat %d has only %d melds, not a chain of %d" % (where, maker, len(melds), n))
            chain = melds[len(melds) - n:]
            if win.by == ROBBING_KONG:
                last = chain[-1]
                if last.kind != PUNG or last.tile != win.win_tile:
                    raise RecordError("bad_rob", "%s: a robbed seat's last meld is the pung of %s being promoted" % (where, tile_name(win.win_tile)))
                chain = chain[:-1]
            if any(m.kind != KONG for m in chain):
                raise RecordError("bad_flag", "%s.context.kong_chain: the last %d melds of seat %d are not all kongs" % (where, len(chain), maker))
            win.chain = melds[len(melds) - n:]
        win.context = dict(ctx, kong_chain=n)


def _check_copies(deal):
    counts = [0] * N_TILES
    for player in deal.players:
        for t in player.hand or ():
            counts[t] += 1
        for m in player.melds:
            for t in m.tiles:
                counts[t] += 1
        for t in player.flowers:
            counts[t] += 1
    for t in set(w.win_tile for w in deal.wins):
        counts[t] += 1
    for w in deal.wins:
        for t in w.context.get("bonus_tiles", ()):
            counts[t] += 1
    for t, n in enumerate(counts):
        limit = 1 if t >= N_KINDS else 4
        if n > limit:
            raise RecordError("too_many_copies", "%d copies of %s across hands, melds, flowers and win tiles; there are %d"
                              % (n, tile_name(t), limit))


# ---------------------------------------------------------------- hand shapes

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


def decompositions(counts, sets, pairs, knitted):
    """Every way to read counts as `sets` sets + `pairs` pairs (+ `knitted` knitted straights)."""
    out = []
    if knitted:
        for order in KNITTED_ORDERS:
            tiles = group_tiles(KNITTED, 0, order)
            if all(counts[t] for t in tiles):
                for t in tiles:
                    counts[t] -= 1
                rest = []
                _split(counts, 0, sets, pairs, True, rest, [])
                for t in tiles:
                    counts[t] += 1
                out.extend([(KNITTED, order)] + r for r in rest)
    else:
        _split(counts, 0, sets, pairs, False, out, [])
    return out


def make_group(kind, tile, owner):
    if kind == KNITTED:
        return Group(KNITTED, tile[0] * 9, group_tiles(KNITTED, 0, tile), owner=owner)
    return Group(kind, tile, group_tiles(kind, tile), owner=owner)


def arrangements(concealed, melds, win_tile, owner, shapes):
    """Every arrangement of a 14-tile hand under the ruleset's shapes.

    `concealed` holds the concealed tiles including the win tile; `shapes` is a list of
    ("groups", sets, pairs, knitted) or ("tiles", predicate) entries, by shape index.
    """
    counts = tile_counts(concealed)
    result = []
    for index, shape in enumerate(shapes):
        if shape[0] == "tiles":
            if not melds and len(concealed) == 14 and shape[1](counts):
                result.append(Arrangement(index, [], [], NO_GROUP))
            continue
        _kind, n_sets, n_pairs, n_knitted = shape
        free_sets = n_sets - len(melds)
        if free_sets < 0:
            continue
        if 3 * free_sets + 2 * n_pairs + 9 * n_knitted != len(concealed):
            continue
        for parts in decompositions(counts, free_sets, n_pairs, n_knitted):
            seen = set()
            for part in parts:
                if part in seen or part[0] == KNITTED and win_tile not in group_tiles(KNITTED, 0, part[1]):
                    continue
                if part[0] != KNITTED and win_tile not in group_tiles(part[0], part[1]):
                    continue
                seen.add(part)
                groups = []
                win_group = None
                for other in parts:
                    group = make_group(other[0], other[1], owner)
                    if other == part and win_group is None:
                        group.has_win = True
                        win_group = group
                    groups.append(group)
                sets = list(melds) + [g for g in groups if g.kind != PAIR]
                pairs = [g for g in groups if g.kind == PAIR]
                result.append(Arrangement(index, sets, pairs, win_group))
    return result


def is_complete(counts, n_melds, shapes):
    """Whether counts (concealed tiles with a candidate win tile) make any legal shape."""
    total = sum(counts)
    for shape in shapes:
        if shape[0] == "tiles":
            if n_melds == 0 and total == 14 and shape[1](counts):
                return True
            continue
        _kind, n_sets, n_pairs, n_knitted = shape
        free_sets = n_sets - n_melds
        if free_sets >= 0 and 3 * free_sets + 2 * n_pairs + 9 * n_knitted == total:
            if decompositions(counts, free_sets, n_pairs, n_knitted):
                return True
    return False


def waits(hand, melds, shapes):
    """The tile kinds that would complete a 13-tile hand (not counting fifth copies)."""
    counts = tile_counts(hand)
    used = list(counts)
    for m in melds:
        for t in m.tiles:
            used[t] += 1
    result = []
    for t in range(N_KINDS):
        if used[t] >= 4:
            continue
        counts[t] += 1
        if is_complete(counts, len(melds), shapes):
            result.append(t)
        counts[t] -= 1
    return result


# ---------------------------------------------------------------- language helpers

def any_combination(items, k, holds):
    """Some k distinct elements satisfy `holds` in some order."""
    return any(any(holds(*p) for p in itertools.permutations(c)) for c in itertools.combinations(items, k))


def count_combination(items, k, holds):
    return sum(1 for c in itertools.combinations(items, k) if any(holds(*p) for p in itertools.permutations(c)))


def all_combination(items, k, holds):
    return all(any(holds(*p) for p in itertools.permutations(c)) for c in itertools.combinations(items, k))


def last(n, items):
    return list(items[len(items) - n:]) if n > 0 else []


def distinct(values):
    out = []
    for v in values:
        if v not in out:
            out.append(v)
    return out


def divide(a, b):
    if b == 0:
        raise RecordError("division_by_zero", "a rule of this ruleset divides by zero on this hand")
    return a // b


def modulo(a, b):
    if b == 0:
        raise RecordError("division_by_zero", "a rule of this ruleset divides by zero on this hand")
    return a % b


def power(a, b):
    if b < 0:
        return 0
    if b > 64:
        raise RecordError("overflow", "a rule of this ruleset raises to a power above 64 on this hand")
    return a ** b


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


# ---------------------------------------------------------------- results

def pay(payments, deltas, payer, payee, amount, reason):
    """Each payer pays each payee `amount`; payer and payee are seats or lists of seats."""
    for source in (payer if isinstance(payer, list) else (payer,)):
        for target in (payee if isinstance(payee, list) else (payee,)):
            add_payment(payments, deltas, source, target, amount, reason)


def add_payment(payments, deltas, source, target, amount, reason):
    """Record one transfer; zero amounts and self-payments are dropped."""
    if amount and source != target and source != NO_SEAT and target != NO_SEAT:
        payments.append({"from": source, "to": target, "amount": amount, "reason": reason})
        deltas[source] -= amount
        deltas[target] += amount


def melds_text(melds):
    return "melds " + " ".join(tiles_text(m.tiles) for m in melds) if melds else "no melds"


def error_result(error):
    return {"error": {"code": error.code, "message": error.message}}
