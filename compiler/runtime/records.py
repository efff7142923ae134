"""A hand record read and checked: Player, Win, Deal, Rules and parse_record."""

import bisect
import operator
import re

from .base import (
    CHOW, CONTRACT_FLAGS, DISCARD, HAND_SIZE, INT_FLAG_RANGE, NEXT_TILE, NO_TILE, KIND_NAMES, KONG, MAX_RECORD_INT, MAX_TILE_TEXT,
    MOST_PENALTIES, NO_SEAT, N_KINDS, PUNG, ROBBING_KONG, ROUND_WINDS, RecordError, SELF_DRAW, SUIT_LETTERS, SUIT_OFFSETS,
    SUIT_SIZES, TILE_NUMBER, TILE_SUIT, WIND_LETTERS, WIN_KINDS, most_wins,
)
from .tiles import Group, TILE_BY_NAME, WildGroup, _TILE_GROUPS, _int_text, _quoted, _shown, parse_tiles, tile_name


class Player:
    __slots__ = ("hand", "melds", "flowers", "flower_count", "declared_ready", "ready", "reds", "hand_reds", "fields")

    def __init__(self, hand, melds, flowers, flower_count, declared_ready=False, ready=False, reds=(0, 0, 0),
                 hand_reds=(0, 0, 0), fields=()):
        self.fields = fields                  # the spec's player fields, in its order (empty: all their defaults)
        self.hand = hand
        self.melds = melds
        self.flowers = flowers
        self.flower_count = flower_count
        self.declared_ready = declared_ready  # declared a ready hand (riichi) in this deal
        self.ready = ready                    # ready (tenpai) when a drawn deal ended
        self.reds = reds                      # red fives in hand and melds, by suit (m, p, s)
        self.hand_reds = hand_reds            # ... in hand alone


# A seat the record says nothing about (shared: nothing modifies a Player).
NO_PLAYER = Player(None, [], [], 0)


class Win:
    __slots__ = ("winner", "win_tile", "by", "source", "context", "declared", "red", "flag_reds", "own", "player",
                 "order", "place", "index", "chain")

    def __init__(self, winner, win_tile, by, source, context, declared=None, red=0, flag_reds=None, own=None):
        self.winner = winner
        self.win_tile = win_tile  # NO_TILE for a declared win
        self.by = by
        self.source = source
        self.context = context
        self.declared = declared  # the declared shape's id, for a win without a complete hand; else None
        self.red = red            # 1 when the win tile is a red five
        self.flag_reds = flag_reds or {}  # tiles flag -> its red fives by suit, where it holds any
        self.own = own            # the win's own (hand, melds, hand's reds, melds' reds), each None where not given
        self.chain = []           # the kongs of its kong chain, in the order made (_kong_chain); none without one
        # Set as the record is read (_win_players, _set_orders): `player`, the winner as this win scores it (its seat,
        # or the seat with the win's own hand); `order`, the index of its event in the deal; `place`, its place among
        # the wins of that event; `index`, its index in the record's wins.


class Deal:
    __slots__ = ("dealer", "round_wind", "players", "wins", "penalties", "options", "kongs", "honba", "riichi_sticks",
                 "wild", "indicator", "events", "kong_orders", "penalty_orders", "_n_events", "won", "playing")

    def __init__(self, dealer, round_wind, players, wins, penalties, options, kongs, honba=0, riichi_sticks=0,
                 wild=NO_TILE, indicator=NO_TILE):
        self.wild = wild                    # the deal's wild tile, whose copies stand for any tile (NO_TILE: none)
        self.indicator = indicator          # the tile turned up that the wild follows (翻鬼), or NO_TILE
        self.honba = honba                  # the deal's counter (本場)
        self.riichi_sticks = riichi_sticks  # sticks on the table from earlier deals
        self.dealer = dealer
        self.round_wind = round_wind
        self.players = players
        self.wins = wins
        self.penalties = penalties
        self.options = options
        self.kongs = kongs  # every seat's kong melds, in seat order
        # The record's events (None without them): each (EVENT_KONG, the kong) / (EVENT_WIN, [win indexes]) /
        # (EVENT_PENALTY, its index); with them, _set_orders sets the event of each kong and penalty (kong_orders,
        # penalty_orders) and how many events there are.
        self.events = None
        # The moment being settled (moment_at): how many times each seat won before it, and the seats still playing.
        self.won = NO_WINS
        self.playing = ALL_SEATS

    @property
    def n_events(self):
        """How many events the deal has: the record's, or without them the kongs, the wins at once and the penalties."""
        if self.events is not None:
            return self._n_events
        return len(self.kongs) + (1 if self.wins else 0) + len(self.penalties)


# The moment of a deal before any win: no seat has won, all four play (shared: nothing modifies them).
NO_WINS = (0, 0, 0, 0)
ALL_SEATS = [0, 1, 2, 3]
EVENT_KONG, EVENT_WIN, EVENT_PENALTY = range(3)
EVENT_KINDS = ("kong", "win", "penalty")


class Rules:
    """What a ruleset accepts in a record: claims, tiles, flags, options, penalties."""

    def __init__(self, ruleset_id, claims, hand_tiles, flower_tiles, flags, options, penalties, flowers_by_tile=False,
                 red_fives=(0, 0, 0), flag_ranges=None, declared=(), hand_size=HAND_SIZE, wild_source=None,
                 wild_tile=NO_TILE, wild_melds=False, after_win="end", player_fields=()):
        self.ruleset_id = ruleset_id
        # The spec's player fields: (name, kind, default, range), kind bool, int or suit; a suit's range its letters.
        self.player_fields = tuple(player_fields)
        self.player_keys = PLAYER_KEYS + tuple(f[0] for f in self.player_fields)
        self.player_keyset = frozenset(self.player_keys)  # kept here: a reader of another import of this module knows it
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
        self.red_fives = tuple(red_fives)  # how many red fives of each suit (m, p, s) the ruleset plays
        self.flag_ranges = dict(flag_ranges or {})  # int flag -> (lowest, highest), where not INT_FLAG_RANGE
        self.declared = tuple(declared)  # the ids of the shapes a win may declare without a complete hand
        self.tiles_flags = tuple(name for name, kind in self.flags.items() if kind == "tiles")
        self.hand_size = hand_size  # the tiles of a complete hand, kongs counted as three
        self.waiting_size = hand_size - 1  # and of a hand waiting for its last tile
        # The wild tile: None (no wilds), "tiles" (wild_tile, always), "indicator" (the tile after the record's
        # wild_indicator) or "record" (the record's wilds); and whether a claimed meld may hold wilds.
        self.wild_source = wild_source
        self.wild_tile = wild_tile
        self.wild_melds = wild_melds
        self.after_win = after_win  # what follows a win (AFTER_WIN): what a record's events may hold after one
        self.most_wins = most_wins(after_win, len(self.hand_tiles), hand_size)
        self.wild_key = WILD_KEYS.get(wild_source)  # the record's field that gives the wild, if any
        self.record_keys = _with_key(RECORD_KEYS, self.wild_key)
        self.shorthand_keys = self.record_keys + WIN_KEYS + self.player_keys  # the winner's own fields too
        self.meld_keys = MELD_KEYS + (("wilds",) if wild_melds else ())
        for keys in (self.record_keys, self.shorthand_keys, self.meld_keys):
            _KEY_SETS.setdefault(keys, frozenset(keys))
        self.record_keyset = _KEY_SETS[self.record_keys]


# The record's field that names the wild tile, by where a ruleset's wild comes from (Rules.wild_source); it stands in
# the record's fields after riichi_sticks.
WILD_KEYS = {"indicator": "wild_indicator", "record": "wilds"}


def _with_key(keys, key):
    """The record's fields with a ruleset's own (the wild's) after riichi_sticks."""
    if key is None:
        return keys
    at = keys.index("riichi_sticks") + 1
    return keys[:at] + (key,) + keys[at:]


# `id` and `meta` belong to the caller: the id is echoed in the result (so that a batch's results can
# be joined to its records), meta is accepted and never read.
RECORD_KEYS = ("ruleset", "dealer", "round_wind", "honba", "riichi_sticks", "players", "wins", "penalties", "events",
               "options", "id", "meta")
WIN_KEYS = ("winner", "win_tile", "by", "from", "declared", "context")  # a win's keys in the shorthand form too
FULL_WIN_KEYS = WIN_KEYS + ("hand", "melds")  # and its own hand and melds (the winner's at that moment)
PLAYER_KEYS = ("hand", "melds", "flowers", "declared_ready", "ready")
_COUNTERS = ("honba", "riichi_sticks")
MELD_KEYS = ("kind", "tiles", "from", "concealed", "added")
PENALTY_KEYS = ("type", "seat")
SHORTHAND_KEYS = RECORD_KEYS + WIN_KEYS + PLAYER_KEYS  # one winner's keys at the top level
_KEY_SETS = {keys: frozenset(keys) for keys in (RECORD_KEYS, WIN_KEYS, FULL_WIN_KEYS, PLAYER_KEYS, MELD_KEYS, PENALTY_KEYS,
                                                SHORTHAND_KEYS)}
_RECORD_KEYSET, _WIN_KEYSET, _PLAYER_KEYSET, _MELD_KEYSET = map(_KEY_SETS.get, (RECORD_KEYS, WIN_KEYS, PLAYER_KEYS, MELD_KEYS))


def parse_record(record, rules):
    """Check a hand record (full or shorthand form, docs/guide/records.md) and build a Deal."""
    usual = _usual_record(record, rules)
    if usual is None:
        deal = _checked_record(record, rules)
        _check_wins(deal, rules)
        _check_copies(_all_tiles(deal, rules))
        _check_reds(deal, rules)
        if deal.events is not None:
            _check_play(deal, rules)
            # The wins in the order they happened: their results, and the deal's rules ranging over them.
            deal.wins.sort(key=_win_moment)
    else:
        deal, tiles = usual
        _check_wins(deal, rules)
        _check_copies(tiles)
        if deal.events is not None:
            _check_play(deal, rules)
            deal.wins.sort(key=_win_moment)
    _at_most(deal.wins, "wins", rules.most_wins)
    _at_most(deal.penalties, "penalties", MOST_PENALTIES)
    return deal


def _usual_record(record, rules):
    """The Deal of a record in the usual form, and every tile it holds, checked in one pass; None
    if anything is unusual.

    None sends the record through _checked_record, which finds and words the problem. This
    pass checks the same things in the same order, so it accepts exactly what that one does.
    """
    if record.__class__ is not dict or not record.keys() <= rules.record_keyset:
        return None
    if "id" in record and not is_record_id(record["id"]):
        return None
    players_in = record.get("players")
    dealer = record.get("dealer", 0)
    round_wind = record.get("round_wind", "E")
    honba = record.get("honba", 0)
    sticks = record.get("riichi_sticks", 0)
    if players_in.__class__ is not list or len(players_in) != 4 or record.get("ruleset", rules.ruleset_id) != rules.ruleset_id \
            or dealer.__class__ is not int or not 0 <= dealer <= 3 or round_wind not in ROUND_WINDS \
            or honba.__class__ is not int or not 0 <= honba <= MAX_RECORD_INT \
            or sticks.__class__ is not int or not 0 <= sticks <= MAX_RECORD_INT:
        return None
    hand_tiles = rules.hand_tiles
    waiting_size = rules.waiting_size
    players = []
    kongs = []
    held = []  # every tile of the deal, for the count of copies
    wild = rules.wild_tile
    indicator = NO_TILE
    if rules.wild_key is not None:
        named = record.get(rules.wild_key)
        named = TILE_BY_NAME.get(named) if named.__class__ is str else None
        if named is None or named not in hand_tiles:
            return None
        if rules.wild_source == "indicator":
            indicator, wild = named, NEXT_TILE[named]
            if wild not in hand_tiles:
                return None
            held.append(indicator)
        else:
            wild = named
    for seat, obj in enumerate(players_in):
        if obj.__class__ is not dict:
            return None
        if not obj:
            players.append(NO_PLAYER)
            continue
        if not obj.keys() <= rules.player_keyset:
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
                if known is None or known[1][0] not in hand_tiles or wild != NO_TILE and wild in known[1]:
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
        if 3 * len(melds) > waiting_size or (hand is not None and len(hand) + 3 * len(melds) != waiting_size):
            return None
        declared_ready = obj.get("declared_ready", False)
        ready = obj.get("ready", False)
        if declared_ready.__class__ is not bool or ready.__class__ is not bool:
            return None
        if rules.player_fields:  # the spec's own fields: a wrong one is worded by _checked_record
            try:
                fields = tuple(_player_field(obj, seat, field) for field in rules.player_fields)
            except RecordError:
                return None
            players.append(Player(hand, melds, flowers, count, declared_ready, ready, fields=fields))
        else:
            players.append(Player(hand, melds, flowers, count, declared_ready, ready))
    options = _options(record["options"], rules) if "options" in record else rules.defaults  # read, never written
    wins_in = record.get("wins", [])
    if wins_in.__class__ is not list or len(wins_in) > rules.most_wins:
        return None
    wins = []
    for w in wins_in:
        if w.__class__ is not dict or not w.keys() <= _WIN_KEYSET or "declared" in w:
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
                low, high = rules.flag_ranges.get(name, INT_FLAG_RANGE)
                if value.__class__ is not int or not low <= value <= high:
                    return None
            elif kind == "tiles":
                value = _tiles_or_none(value)
                if value is None or not rules.tiles.issuperset(value) or len(wins_in) > 1:
                    return None
                held += value
            else:
                return None
            context[name] = value
        if players[winner].declared_ready:
            context["declared_ready"] = True
        elif context.get("declared_ready"):
            return None
        win = Win(winner, tile, by, source, context)
        win.player = players[winner]
        win.order = len(kongs)  # every kong comes before the wins, which come together
        win.place = win.index = len(wins)
        wins.append(win)
    penalties_in = record.get("penalties", [])
    if penalties_in.__class__ is list and len(penalties_in) > MOST_PENALTIES:
        return None
    penalties = [] if penalties_in.__class__ is list and not penalties_in else \
        [_penalty(p, i, rules) for i, p in enumerate(_list(penalties_in, "penalties"))]
    deal = Deal(dealer, WIND_LETTERS.index(round_wind), players, wins, penalties, options, kongs, honba, sticks, wild,
                indicator)
    if "events" in record:  # each event's win tile: one tile for the wins at once
        deal.events = _events(record["events"], players, wins, penalties)
        _set_orders(deal)
        held += [wins[item[0]].win_tile for kind, item in deal.events if kind == EVENT_WIN]
    elif len(wins) > 1:
        held += {w.win_tile for w in wins}  # a tile won by several seats is one tile
    elif wins:
        held.append(wins[0].win_tile)
    return deal, held


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
        _no_unknown_keys(record, rules.shorthand_keys, "record")
        record = _expand_shorthand(record, rules.player_keys)
    _no_unknown_keys(record, rules.record_keys, "record")
    if "id" in record and not is_record_id(record["id"]):
        raise RecordError("bad_record", "id: a record's id is a string or a number (it is echoed in the result), got %s"
                          % _shown(record["id"]))
    ruleset = record.get("ruleset", rules.ruleset_id)
    if ruleset != rules.ruleset_id:
        raise RecordError("wrong_ruleset", "record is for ruleset %s, this scorer is %s" % (_shown(ruleset), rules.ruleset_id))
    dealer = _seat(record.get("dealer", 0), "dealer")
    honba, sticks = (_counter(record.get(name, 0), name) for name in _COUNTERS)
    round_wind = record.get("round_wind", "E")
    if round_wind not in ROUND_WINDS:
        raise RecordError("bad_record", "round_wind: expected one of E, S, W, N, got %s" % _shown(round_wind))
    wild, indicator = _wild(record, rules)
    players_in = record.get("players")
    if not isinstance(players_in, list) or len(players_in) != 4:
        raise RecordError("bad_record", "players: expected a list of exactly four objects, one per seat")
    players = [_player(p, seat, rules, wild) for seat, p in enumerate(players_in)]
    options = _options(record.get("options", {}), rules)
    wins = [_win(w, i, rules, wild) for i, w in enumerate(_list(record.get("wins", []), "wins"))]
    _win_players(wins, players, rules)
    penalties = [_penalty(p, i, rules) for i, p in enumerate(_list(record.get("penalties", []), "penalties"))]
    kongs = [m for p in players for m in p.melds if m.kind == KONG]
    deal = Deal(dealer, WIND_LETTERS.index(round_wind), players, wins, penalties, options, kongs, honba, sticks, wild,
                indicator)
    if "events" in record:
        deal.events = _events(record["events"], players, wins, penalties)
    _set_orders(deal)
    return deal


def _win_players(wins, players, rules):
    """Each win's winner as it scores it: its seat, or the seat holding the win's own hand or melds."""
    for i, win in enumerate(wins):
        seat = players[win.winner]
        win.place = win.index = i
        if win.own is None:
            win.player = seat
            continue
        hand, melds, hand_reds, meld_reds = win.own
        if hand is None:
            hand, hand_reds = seat.hand, seat.hand_reds
        if melds is None:
            melds, meld_reds = seat.melds, tuple(map(operator.sub, seat.reds, seat.hand_reds))
        if hand is not None and len(hand) + 3 * len(melds) != rules.waiting_size:
            raise RecordError("tile_count", "wins[%d]: %d tiles in hand and %d melds make %d tiles; a waiting hand has %d "
                              "(kongs count 3)" % (i, len(hand), len(melds), len(hand) + 3 * len(melds), rules.waiting_size))
        _melds_fit(melds, rules, "wins[%d]" % i)
        win.player = Player(hand, melds, seat.flowers, seat.flower_count, seat.declared_ready, seat.ready,
                            tuple(map(operator.add, hand_reds, meld_reds)), hand_reds, seat.fields)


def _events(value, players, wins, penalties):
    """The record's events, each (EVENT_KONG, the kong), (EVENT_WIN, [win indexes]) or (EVENT_PENALTY, its index);
    each kong, win and penalty of the record is at one of them."""
    if value.__class__ is not list:
        raise RecordError("bad_event", "events: expected a list of events, such as [{\"kong\": [1, 0]}, {\"win\": 0}], "
                          "got %s" % _shown(value))
    events = []
    at = {}  # what an event names -> the index of its event
    for i, obj in enumerate(value):
        where = "events[%d]" % i
        kind = next(iter(obj), None) if obj.__class__ is dict and len(obj) == 1 else None
        if kind not in EVENT_KINDS:
            raise RecordError("bad_event", "%s: an event is an object of one key: {\"kong\": [SEAT, MELD]}, {\"win\": WIN} "
                              "(or a list of wins at once) or {\"penalty\": PENALTY}; got %s" % (where, _shown(obj)))
        item = obj[kind]
        if kind == "kong":
            if item.__class__ is not list or len(item) != 2 or item[0].__class__ is not int or item[1].__class__ is not int:
                raise RecordError("bad_event", "%s.kong: expected [SEAT, MELD], a seat and the index of one of its melds, "
                                  "got %s" % (where, _shown(item)))
            seat, index = item
            if not 0 <= seat <= 3:
                raise RecordError("bad_event", "%s.kong: a seat is 0..3, got %s" % (where, _int_text(seat)))
            melds = players[seat].melds
            if not 0 <= index < len(melds):
                raise RecordError("bad_event", "%s.kong: seat %d has %d melds; there is no melds[%s]"
                                  % (where, seat, len(melds), _int_text(index)))
            if melds[index].kind != KONG:
                raise RecordError("bad_event", "%s.kong: players[%d].melds[%d] is a %s, not a kong"
                                  % (where, seat, index, KIND_NAMES[melds[index].kind]))
            named = [(("kong", seat, index), "players[%d].melds[%d]" % (seat, index))]
            events.append((EVENT_KONG, melds[index]))
        elif kind == "win":
            listed = item if item.__class__ is list else [item]
            if not listed or any(x.__class__ is not int for x in listed):
                raise RecordError("bad_event", "%s.win: expected the index of a win in wins, or a list of the wins won "
                                  "at once, got %s" % (where, _shown(item)))
            for x in listed:
                if not 0 <= x < len(wins):
                    raise RecordError("bad_event", "%s.win: the record has %d wins; there is no wins[%s]"
                                      % (where, len(wins), _int_text(x)))
            named = [(("win", x), "wins[%d]" % x) for x in listed]
            events.append((EVENT_WIN, list(listed)))
        else:
            if item.__class__ is not int:
                raise RecordError("bad_event", "%s.penalty: expected the index of a penalty in penalties, got %s"
                                  % (where, _shown(item)))
            if not 0 <= item < len(penalties):
                raise RecordError("bad_event", "%s.penalty: the record has %d penalties; there is no penalties[%s]"
                                  % (where, len(penalties), _int_text(item)))
            named = [(("penalty", item), "penalties[%d]" % item)]
            events.append((EVENT_PENALTY, item))
        for key, name in named:
            if key in at:
                raise RecordError("bad_event", "%s: %s is already at events[%d]; each kong, win and penalty has one place"
                                  % (where, name, at[key]))
            at[key] = i
    missing = [("players[%d].melds[%d] (a kong)" % (seat, j)) for seat, p in enumerate(players)
               for j, m in enumerate(p.melds) if m.kind == KONG and ("kong", seat, j) not in at]
    missing += ["wins[%d]" % x for x in range(len(wins)) if ("win", x) not in at]
    missing += ["penalties[%d]" % x for x in range(len(penalties)) if ("penalty", x) not in at]
    if missing:
        raise RecordError("bad_event", "events: %s is not among them; with events, each kong, win and penalty of the "
                          "record has its place" % missing[0])
    return events


def _set_orders(deal):
    """The event of each win (and its place there), each kong and each penalty, and how many events there are.
    Without events, the kongs come first (in seat order), then the wins together, then the penalties."""
    events = deal.events
    if events is None:
        for win in deal.wins:
            win.order = len(deal.kongs)
        return
    kong_at = {}
    penalty_orders = [0] * len(deal.penalties)
    for e, (kind, item) in enumerate(events):
        if kind == EVENT_KONG:
            kong_at[id(item)] = e
        elif kind == EVENT_WIN:
            for place, x in enumerate(item):
                deal.wins[x].order, deal.wins[x].place = e, place
        else:
            penalty_orders[item] = e
    deal.kong_orders = [kong_at[id(k)] for k in deal.kongs]
    deal.penalty_orders = penalty_orders
    deal._n_events = len(events)


def _win_moment(win):
    return win.order, win.place


def kong_order(deal, group):
    """The index of the event at which a kong of the deal was made (without events: its place among the deal's
    kongs, which come first); -1 for a set that is none of them."""
    for i, kong in enumerate(deal.kongs):
        if kong is group:
            return i if deal.events is None else deal.kong_orders[i]
    return -1


def moment_at(deal, now):
    """The deal as it stands at its event `now`: how many times each seat won before it, and the seats still playing
    (those that had not won)."""
    won = [0, 0, 0, 0]
    for win in deal.wins:
        if win.order < now:
            won[win.winner] += 1
    deal.won = won
    deal.playing = [seat for seat in range(4) if not won[seat]]


def _check_play(deal, rules):
    """What the ruleset lets follow a win (Rules.after_win), along the record's events: after the deal's end only
    penalties; nothing more of a seat that won and left the deal, nor a discard or kong claimed from it."""
    after = rules.after_win
    won = {}  # seat -> the event of its first win
    over = None  # (the event at which the deal ended, why)
    for e, (kind, item) in enumerate(deal.events):
        where = "events[%d]" % e
        if kind == EVENT_PENALTY:
            continue
        if over is not None:
            raise RecordError("after_win", "%s: the deal ended at events[%d] (%s); only a penalty may follow"
                              % (where, over[0], over[1]))
        if kind == EVENT_KONG:
            if after == "winner_leaves" and item.owner in won:
                raise RecordError("after_win", "%s: seat %d won at events[%d] and left the deal (this ruleset's winner "
                                  "leaves it): it makes no kong after" % (where, item.owner, won[item.owner]))
            if after == "winner_leaves" and not item.added and item.source in won:
                raise RecordError("after_win", "%s: the kong players[%d].melds[%d] is claimed off seat %d, which won at "
                                  "events[%d] and left the deal" % (where, item.owner, item.index, item.source,
                                                                    won[item.source]))
            continue
        group = [deal.wins[x] for x in item]
        for win in group:
            if after == "winner_leaves" and win.winner in won:
                raise RecordError("after_win", "%s: seat %d won at events[%d] and left the deal (this ruleset's winner "
                                  "leaves it): it wins no more" % (where, win.winner, won[win.winner]))
            if after == "winner_leaves" and win.source in won:
                raise RecordError("after_win", "%s: wins[%d] is off seat %d, which won at events[%d] and left the deal"
                                  % (where, win.index, win.source, won[win.source]))
            if win.own is None or win.own[1] is None:  # it scores its seat's melds: they are all made by then
                late = next((m for m, order in zip(deal.kongs, deal.kong_orders) if m.owner == win.winner
                             and order > e), None)
                if late is not None:
                    raise RecordError("bad_event", "%s: wins[%d] scores the melds of seat %d, whose kong players[%d]."
                                      "melds[%d] comes later; give the win its own melds, the seat's at that moment"
                                      % (where, win.index, win.winner, late.owner, late.index))
        for win in group:
            won.setdefault(win.winner, e)
        if after == "end":
            over = (e, "this ruleset's deal ends at its win")
        elif after == "winner_leaves" and len(won) >= 3:
            over = (e, "three seats have won")


def _wild(record, rules):
    """The deal's wild tile and the indicator it follows (NO_TILE where there is none), as the ruleset takes them."""
    key = rules.wild_key
    if key is None:
        return rules.wild_tile, NO_TILE
    if key not in record:
        if rules.wild_source == "indicator":
            raise RecordError("missing_wilds", "wild_indicator: missing; this ruleset's wild is the tile after the one "
                              "turned up at the start of the deal (翻鬼): give it, such as \"wild_indicator\": \"5m\"")
        raise RecordError("missing_wilds", "wilds: missing; this ruleset's wild tile changes from deal to deal: give "
                          "it, such as \"wilds\": \"5m\"")
    value = record[key]
    named = TILE_BY_NAME.get(value) if value.__class__ is str else None
    if named is None or named not in rules.hand_tiles:
        raise RecordError("bad_wilds", "%s: expected one playing tile of this ruleset, such as '5m', got %s"
                          % (key, _shown(value)))
    if rules.wild_source != "indicator":
        return named, NO_TILE
    if NEXT_TILE[named] not in rules.hand_tiles:
        raise RecordError("bad_wilds", "wild_indicator: the tile after %s is %s, which this ruleset does not play"
                          % (tile_name(named), tile_name(NEXT_TILE[named])))
    return NEXT_TILE[named], named


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


def _expand_shorthand(record, player_keys=PLAYER_KEYS):
    win = {k: record[k] for k in WIN_KEYS if k in record}
    win.setdefault("winner", 0)
    winner = win["winner"]
    player = {k: record[k] for k in player_keys if k in record}
    players = [{}, {}, {}, {}]
    if isinstance(winner, int) and not isinstance(winner, bool) and 0 <= winner <= 3:
        players[winner] = player
    full = {k: v for k, v in record.items() if k not in WIN_KEYS and k not in player_keys}
    full["players"] = players
    full["wins"] = [win]
    return full


def _no_unknown_keys(obj, known, where):
    if not obj.keys() <= (_KEY_SETS.get(known) or frozenset(known)):  # a ruleset's own player keys are its own
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


def _at_most(items, where, most):
    """A record's wins or penalties, once read (what they say is said first), of at most `most`: what the bound of a
    record's work counts."""
    if len(items) > most:
        raise RecordError("bad_record", "%s: a deal holds at most %d %s in this ruleset, got %d"
                          % (where, most, where, len(items)))


def _int(value, where, code="bad_record"):
    if value.__class__ is not int:
        # A whole float (1.0) is shown as Python writes it: JavaScript, which reads it as 1, never comes here.
        got = repr(value) if value.__class__ is float and value.is_integer() else _shown(value)
        raise RecordError(code, "%s: expected an integer, got %s" % (_where(where), got))
    return value


def _counter(value, where):
    """A whole number from 0 (honba, riichi sticks)."""
    if value.__class__ is not int or not 0 <= value <= MAX_RECORD_INT:
        if value.__class__ is not int:
            _int(value, where)
        raise RecordError("bad_record", "%s: expected a whole number from 0 to %d, got %s" % (where, MAX_RECORD_INT, _int_text(value)))
    return value


def _seat(value, where):
    if value.__class__ is not int or not 0 <= value <= 3:
        if value.__class__ is not int:
            _int(value, where)
        raise RecordError("bad_record", "%s: a seat is 0..3, got %s" % (_where(where), _int_text(value)))
    return value


def _player(obj, seat, rules, wild=NO_TILE):
    if not isinstance(obj, dict):
        raise RecordError("bad_record", "players[%d]: expected an object, got %s" % (seat, _shown(obj)))
    if not obj:
        return NO_PLAYER
    if not obj.keys() <= rules.player_keyset:
        _no_unknown_keys(obj, rules.player_keys, ("players[%d]", seat))
    hand = None
    reds = hand_reds = (0, 0, 0)
    hand_text = obj.get("hand")
    if hand_text is not None:
        hand, reds = _tiles_with_reds(hand_text, ("players[%d].hand", seat), rules)
        hand_reds = reds
        if not rules.hand_tiles.issuperset(hand):
            bad = next(t for t in hand if t not in rules.hand_tiles)
            raise RecordError("bad_tiles", "players[%d].hand: %s is not a playing tile in this ruleset" % (seat, tile_name(bad)))
    melds_in = obj.get("melds")
    melds = []
    if melds_in:
        for i, m in enumerate(_list(melds_in, ("players[%d].melds", seat))):
            meld, meld_reds = _meld(m, seat, i, rules, wild)
            melds.append(meld)
            reds = tuple(map(operator.add, reds, meld_reds))
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
    if hand is not None and len(hand) + 3 * len(melds) != rules.waiting_size:
        raise RecordError("tile_count", "players[%d]: %d tiles in hand and %d melds make %d tiles; a waiting hand has %d (kongs count 3)"
                          % (seat, len(hand), len(melds), len(hand) + 3 * len(melds), rules.waiting_size))
    _melds_fit(melds, rules, "players[%d]" % seat)
    declared_ready, ready = (_bool(obj.get(name, False), "players[%d].%s" % (seat, name)) for name in ("declared_ready", "ready"))
    fields = tuple(_player_field(obj, seat, field) for field in rules.player_fields) if rules.player_fields else ()
    return Player(hand, melds, flowers, count, declared_ready, ready, reds, hand_reds, fields)


def _melds_fit(melds, rules, where):
    """A seat's melds, without its hand (a declared win's), still fit in a waiting hand."""
    if 3 * len(melds) > rules.waiting_size:
        raise RecordError("tile_count", "%s: %d melds make %d tiles; a waiting hand has %d (kongs count 3)"
                          % (where, len(melds), 3 * len(melds), rules.waiting_size))


def _player_field(obj, seat, field):
    """One of the spec's player fields, as the record gives it (or its default); a wrong value is bad_player_field."""
    name, kind, default, allowed = field
    if name not in obj:
        return default
    value = obj[name]
    where = "players[%d].%s" % (seat, name)
    if kind == "bool":
        if value.__class__ is not bool:
            raise RecordError("bad_player_field", "%s: expected true or false, got %s" % (where, _shown(value)))
        return value
    if kind == "suit":
        if value.__class__ is not str or len(value) != 1 or value not in allowed:
            raise RecordError("bad_player_field", "%s: expected a suit's letter, one of %s, got %s"
                              % (where, ", ".join(allowed), _shown(value)))
        return SUIT_LETTERS.index(value)
    if value.__class__ is not int:
        raise RecordError("bad_player_field", "%s: expected a whole number, got %s" % (where, _shown(value)))
    low, high = allowed
    if not low <= value <= high:
        raise RecordError("bad_player_field", "%s: expected %d..%d, got %s" % (where, low, high, _int_text(value)))
    return value


def _bool(value, where):
    if value.__class__ is not bool:
        raise RecordError("bad_record", "%s: expected true or false, got %s" % (where, _shown(value)))
    return value


def _tiles_with_reds(text, field, rules):
    """parse_tiles, with red fives (0m, 0p, 0s) read as fives where the ruleset plays them: (tiles, reds by suit)."""
    if text.__class__ is not str or "0" not in text or len(text) > MAX_TILE_TEXT:
        return parse_tiles(text, field), (0, 0, 0)
    where = field if isinstance(field, str) else field[0] % field[1]
    if not any(rules.red_fives):
        raise RecordError("bad_tiles", "%s: there is no tile numbered 0 (in %s): this ruleset plays no red fives (0m, 0p, 0s)"
                          % (where, _quoted(text)))
    reds = [0, 0, 0]
    fives = []
    for digits, letter in _TILE_GROUPS_WITH_RED.findall(text):
        if "0" in digits:
            suit = SUIT_LETTERS.index(letter)
            if suit > 2:
                raise RecordError("bad_tiles", "%s: there is no red %s tile in %s; red fives are 0m, 0p and 0s"
                                  % (where, letter, _quoted(text)))
            reds[suit] += digits.count("0")
        fives.append(digits.replace("0", "5") + letter)
    as_fives = text.replace("0", "5")
    try:
        if "".join(fives) != as_fives:  # something between the groups: parse_tiles words it
            parse_tiles(as_fives, field)
        return parse_tiles(as_fives, field), tuple(reds)
    except RecordError as error:  # quoting the record's own text, red fives and all
        raise RecordError(error.code, error.message.replace(_quoted(as_fives), _quoted(text))) from None


_TILE_GROUPS_WITH_RED = re.compile(r"([0-9]+)([mpszf])")


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


def _meld(obj, seat, index, rules, wild=NO_TILE, owner=None):
    """A meld of a seat's (or, named by `owner`, of a win's own melds)."""
    where = ("players[%d].melds[%d]", (seat, index)) if owner is None else (owner + ".melds[%d]", (index,))
    if not isinstance(obj, dict):
        where = where[0] % where[1]
        raise RecordError("bad_record", "%s: expected an object, got %s" % (where, _shown(obj)))
    _no_unknown_keys(obj, rules.meld_keys, where)
    kind_name = obj.get("kind")
    text = obj.get("tiles", "")
    kind = MELD_KINDS.get(kind_name) if kind_name.__class__ is str else None
    known = CANONICAL_MELDS.get(text) if text.__class__ is str else None
    if known is not None and known[0] == kind and known[1][0] in rules.hand_tiles and wild == NO_TILE:
        tiles = list(known[1])  # the usual spelling of a meld of this kind: nothing more to check
        first = tiles[0]
        return _meld_claim(obj, seat, index, rules, kind, first, tiles, (), owner), (0, 0, 0)
    if "tiles" not in obj:
        raise RecordError("bad_meld", "%s: missing 'tiles', the meld's tiles (such as \"555m\")" % (where[0] % where[1]))
    tiles, reds = _tiles_with_reds(text, (where[0] + ".tiles", where[1]), rules)
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
    stands = _meld_wilds(obj, where, tiles, wild, rules) if wild != NO_TILE else ()
    return _meld_claim(obj, seat, index, rules, kind, first, tiles, stands, owner), reds


def _meld_wilds(obj, where, tiles, wild, rules):
    """The tiles of a meld that its wilds stand for (its `wilds`, where the ruleset lets a meld hold them); a wild
    tile among the others is refused, as a wild is never the tile it is."""
    stands = []
    if "wilds" in obj:
        stands = parse_tiles(obj["wilds"], where + ".wilds")
        rest = list(tiles)
        for t in stands:
            if t not in rest:
                raise RecordError("bad_meld", "%s.wilds: %s are not among the meld's tiles %s"
                                  % (where, _quoted(obj["wilds"]), _quoted(obj["tiles"])))
            rest.remove(t)
    else:
        rest = tiles
    if wild in rest:
        if rules.wild_melds:
            raise RecordError("bad_meld", "%s: %s is wild in this deal: give the tiles the meld's wilds stand for as "
                              "its 'wilds'" % (where, tile_name(wild)))
        raise RecordError("bad_meld", "%s: %s is wild in this deal, and no meld holds a wild in this ruleset"
                          % (where, tile_name(wild)))
    return stands


MELD_KINDS = {"chow": CHOW, "pung": PUNG, "kong": KONG}


def _meld_name(seat, index, owner):
    """A meld's name in a message: players[s].melds[i], or that of a win's own melds."""
    return "players[%d].melds[%d]" % (seat, index) if owner is None else "%s.melds[%d]" % (owner, index)


def _meld_claim(obj, seat, index, rules, kind, first, tiles, stands=(), owner=None):
    """The rest of a meld: concealed, added, and who it was claimed from."""
    concealed = obj.get("concealed", False)
    added = obj.get("added", False)
    if concealed.__class__ is not bool or added.__class__ is not bool or (concealed or added) and kind != KONG \
            or concealed and added:
        where = _meld_name(seat, index, owner)
        if concealed.__class__ is not bool or added.__class__ is not bool:
            raise RecordError("bad_meld", "%s: concealed and added are true or false" % where)
        if kind != KONG:
            raise RecordError("bad_meld", "%s: only a kong can be concealed or added" % where)
        raise RecordError("bad_meld", "%s: a kong is either concealed or added, not both" % where)
    if concealed:
        if "from" in obj:
            raise RecordError("bad_meld", "%s: a concealed kong has no 'from'" % _meld_name(seat, index, owner))
        source = NO_SEAT
    else:
        source = obj.get("from")
        if source.__class__ is not int or not 0 <= source <= 3 or source == seat:
            where = _meld_name(seat, index, owner)
            if source is None:
                raise RecordError("bad_meld", "%s: a claimed %s needs 'from', the seat it was claimed from"
                                  % (where, KIND_NAMES[kind]))
            source = _seat(source, where + ".from")
            raise RecordError("bad_meld", "%s: a seat cannot claim its own discard" % where)
        if not ("pung" if added else KIND_NAMES[kind]) in rules.claims:
            raise RecordError("claim_not_allowed", "%s: %s claims are not allowed in this ruleset"
                              % (_meld_name(seat, index, owner), "pung" if added else KIND_NAMES[kind]))
    if stands:
        return WildGroup(kind, first, tiles, seat, source, concealed, True, added, index, stands=stands)
    return Group(kind, first, tiles, seat, source, concealed, True, added, index)


def _win(obj, index, rules, wild=NO_TILE):
    where = "wins[%d]" % index
    if not isinstance(obj, dict):
        raise RecordError("bad_record", "%s: expected an object, got %s" % (where, _shown(obj)))
    _no_unknown_keys(obj, FULL_WIN_KEYS, where)
    if "winner" not in obj:
        raise RecordError("bad_record", "%s: missing 'winner'" % where)
    winner = _seat(obj["winner"], ("wins[%d].winner", index))
    declared = obj.get("declared")
    red = 0
    if declared is not None:
        if declared.__class__ is not str or declared not in rules.declared:
            known = ", ".join(rules.declared) or "none"
            raise RecordError("bad_record", "%s.declared: %s is not a win this ruleset lets a seat declare without a "
                              "complete hand (it has: %s)" % (where, _shown(declared), known))
        if "win_tile" in obj:
            raise RecordError("bad_record", "%s: a declared win (%s) has no 'win_tile'" % (where, declared))
        tiles = [NO_TILE]
    else:
        if "win_tile" not in obj:
            raise RecordError("bad_record", "%s: missing 'win_tile', the tile that completed the hand" % where)
        text = obj["win_tile"]
        tile = TILE_BY_NAME.get(text) if text.__class__ is str else None
        if tile is not None:
            tiles = [tile]
        else:
            tiles, reds = _tiles_with_reds(text, ("wins[%d].win_tile", index), rules)
            red = sum(reds)
        if len(tiles) != 1 or tiles[0] not in rules.hand_tiles:
            raise RecordError("bad_tiles", "%s.win_tile: expected one playing tile, got %s" % (where, _shown(obj.get("win_tile"))))
    if "by" not in obj and declared is None:
        raise RecordError("bad_record", "%s: missing 'by' (self_draw, discard or robbing_kong)" % where)
    # A declared win is the seat's own (self_draw) unless it names the seat it comes off (Taiwan's 七搶一).
    by_name = obj.get("by", "self_draw" if "from" not in obj else "discard")
    if by_name not in WIN_KINDS:
        raise RecordError("bad_record", "%s.by: expected self_draw, discard or robbing_kong, got %s" % (where, _shown(by_name)))
    by = WIN_KINDS.index(by_name)
    if declared is not None and by == ROBBING_KONG:
        raise RecordError("bad_record", "%s: a declared win (%s) is won on no tile, so it robs no kong; a win off "
                          "another seat is by discard, with 'from'" % (where, declared))
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
    flag_reds = {}
    for name, value in context_in.items():
        kind = rules.flags.get(name)
        if kind is None:
            raise RecordError("unknown_flag", "%s.context: unknown flag %s (known: %s)" % (where, _shown(name), ", ".join(sorted(rules.flags))))
        if kind == "bool" and not isinstance(value, bool):
            raise RecordError("bad_flag", "%s.context.%s: expected true or false, got %s" % (where, name, _shown(value)))
        if kind == "int":
            _int(value, "%s.context.%s" % (where, name), "bad_flag")
            low, high = rules.flag_ranges.get(name, INT_FLAG_RANGE)
            if not low <= value <= high:
                raise RecordError("bad_flag", "%s.context.%s: expected %d..%d, got %s" % (where, name, low, high, _int_text(value)))
        if kind == "tiles":
            value, reds = _tiles_with_reds(value, "%s.context.%s" % (where, name), rules)
            if any(reds):
                flag_reds[name] = reds
            if not rules.tiles.issuperset(value):
                bad = next(t for t in value if t not in rules.tiles)
                raise RecordError("bad_tiles", "%s.context.%s: %s is not a tile of this ruleset" % (where, name, tile_name(bad)))
        context[name] = value
    own = _own_hand(obj, index, winner, rules, wild) if obj.get("hand") is not None or obj.get("melds") is not None \
        else None
    return Win(winner, tiles[0], by, source, context, declared, red, flag_reds, own)


def _own_hand(obj, index, winner, rules, wild):
    """A win's own hand and melds, the winner's at that moment: (hand, melds, the hand's reds, the melds' reds), each
    None where the win gives none (its seat's are taken)."""
    hand = melds = None
    hand_reds = meld_reds = (0, 0, 0)
    if obj.get("hand") is not None:
        hand, hand_reds = _tiles_with_reds(obj["hand"], ("wins[%d].hand", index), rules)
        if not rules.hand_tiles.issuperset(hand):
            bad = next(t for t in hand if t not in rules.hand_tiles)
            raise RecordError("bad_tiles", "wins[%d].hand: %s is not a playing tile in this ruleset" % (index, tile_name(bad)))
    if obj.get("melds") is not None:
        melds = []
        for i, m in enumerate(_list(obj["melds"], ("wins[%d].melds", index))):
            meld, reds = _meld(m, winner, i, rules, wild, "wins[%d]" % index)
            melds.append(meld)
            meld_reds = tuple(map(operator.add, meld_reds, reds))
    return hand, melds, hand_reds, meld_reds


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
        player = win.player
        if player.hand is not None and win.by != ROBBING_KONG and "kong_chain" not in ctx and win.declared is None \
                and not ctx.get("kong_replacement") and not ctx.get("discard_after_kong") \
                and player.declared_ready == ctx.get("declared_ready", False):
            ctx["kong_chain"] = 0
            return
    completed = [w for w in wins if w.declared is None]
    if completed and len(completed) < len(wins):
        raise RecordError("bad_record", "wins: a win declared without a complete hand (%s) ends a deal that no one wins "
                          "on a tile; it cannot share a deal with a win on a tile" % next(w.declared for w in wins if w.declared))
    # The wins won at once: all of them, or with events those of each event.
    timed = deal.events is not None
    moments = [wins] if not timed else [[wins[x] for x in item] for kind, item in deal.events if kind == EVENT_WIN]
    for group in moments:
        _check_moment(deal, group, timed)
    for name in rules.tiles_flags:  # what the deal showed (dora indicators) is the same for every win
        given = [w.context[name] for w in wins if name in w.context]
        if any(value != given[0] for value in given):
            raise RecordError("bad_flag", "wins: the wins of one deal give %s alike, or only one of them gives it" % name)


def _check_moment(deal, group, timed):
    """The wins won at one moment: each on its own, and together (off one discard, or one self-draw alone)."""
    first = None  # the first win off a discard
    winners = set()
    completed = sum(1 for w in group if w.declared is None)
    for win in group:
        where = "wins[%d]" % win.index
        player = win.player
        if win.winner in winners:
            raise RecordError("bad_record", "%s: seat %d wins twice %s" % (where, win.winner, "at one event" if timed
                                                                               else "in one deal"))
        winners.add(win.winner)
        if player.declared_ready or win.context.get("declared_ready"):  # the seat's state and the win's flag are one
            if not player.declared_ready:
                seat = deal.players[win.winner]
                if not seat.declared_ready:
                    deal.players[win.winner] = _copy_player(seat, declared_ready=True)
                player = win.player = deal.players[win.winner] if player is seat else \
                    _copy_player(player, declared_ready=True)
            win.context["declared_ready"] = True
        if win.declared is not None:  # a declared win: no hand needed, and none of the discard's rules below
            for flag in ("kong_replacement", "discard_after_kong", "kong_chain"):
                if win.context.get(flag):
                    raise RecordError("bad_flag", "%s.context.%s: a declared win (%s) is won on no tile, so on no kong"
                                      % (where, flag, win.declared))
            if player.hand is None:
                seat = deal.players[win.winner]
                win.player = _copy_player(player, hand=[])
                if player is seat:
                    deal.players[win.winner] = win.player
            win.context["kong_chain"] = 0
            continue
        if player.hand is None:
            raise RecordError("bad_record", "%s: the winner (seat %d) needs a 'hand'" % (where, win.winner))
        if win.by == SELF_DRAW and completed > 1:
            raise RecordError("bad_record", "%s: a self-draw is the only win of its %s" % (where, "event" if timed else "deal"))
        if win.by != SELF_DRAW:
            # Several wins end a deal only off one discard (or one robbed kong): the same seat, tile and way.
            first = first or win
            if win.source != first.source:
                raise RecordError("bad_record", "%s: several wins come off one discard, from one seat; these name seats %d and %d"
                                  % (where, first.source, win.source))
            if win.win_tile != first.win_tile or win.red != first.red:
                raise RecordError("bad_record", "%s: several wins off one seat must share the win tile (a red five "
                                  "for all of them, or for none)" % where)
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
            win.chain = _kong_chain(deal, win, n, timed, where)
        ctx["kong_chain"] = n  # the context is the Win's own dict, built from the record


def _kong_chain(deal, win, n, timed, where):
    """The kongs of a win's chain of n, in the order made; a robbed kong, which never happens, is not among them.

    Melds are listed in the order made, an added kong where its pung was made (or where it was promoted). The
    chain is the latest made of the kongs that can follow the seat's last other meld: those listed after it, and
    its added kongs wherever listed, each promoted after its pung at a time the list does not show. Latest by the
    deal's events where it gives them, else by place in the list: the kongs listed last, then added kongs from
    the end of the list. In the order made, as the list or the events give it, a kong of a discard first."""
    maker = win.winner if win.context.get("kong_replacement") else win.source
    melds = win.player.melds if maker == win.winner else deal.players[maker].melds
    if win.by == ROBBING_KONG:  # the pung being promoted is the seat's latest act, wherever it is listed
        robbed = next((m for m in reversed(melds) if m.kind == PUNG and m.tile == win.win_tile), None)
        if robbed is None:
            raise RecordError("bad_rob", "%s: the robbed seat %d has no pung of %s to promote" % (where, maker, tile_name(win.win_tile)))
        melds = [m for m in melds if m is not robbed]
        n -= 1
    elif timed and maker != win.winner:  # the discarder's melds as they were: up to its last kong before the win
        melds = _melds_before(deal, melds, win.order)
    # With events, a kong made at the win's event or after it was no kong then (an added one was still a pung).
    made = [m.kind == KONG and (not timed or kong_order(deal, m) < win.order) for m in melds]
    after_others = len(melds)
    while after_others and made[after_others - 1]:
        after_others -= 1
    latest = sorted((kong_order(deal, m) if timed else 0, i) for i, m in enumerate(melds)
                    if made[i] and (i >= after_others or m.added))
    if len(latest) < n:
        robbing = win.by == ROBBING_KONG
        raise RecordError("bad_flag", "%s.context.kong_chain: seat %d has no chain of %d kongs%s: only %d of its kongs are "
                          "listed after its last pung or chow, or were added to a pung"
                          % (where, maker, n + robbing, " (the robbed one included)" if robbing else "", len(latest)))
    chain = [melds[i] for _order, i in latest[len(latest) - n:]]
    # A kong of another seat's discard can only begin a chain (the others are made of drawn tiles), wherever listed.
    return [m for m in chain if not m.concealed and not m.added] + [m for m in chain if m.concealed or m.added]


def _melds_before(deal, melds, now):
    """A seat's melds up to its last kong made before the event `now` (all of them where it made none)."""
    last = -1
    for j, m in enumerate(melds):
        if m.kind == KONG and -1 < kong_order(deal, m) < now:
            last = j
    return melds[:last + 1] if last >= 0 else melds


def _copy_player(player, **changes):
    """A Player with some fields changed (a seat the record left empty shares one Player with the others)."""
    fields = {name: getattr(player, name) for name in Player.__slots__}
    fields.update(changes)
    return Player(**fields)


def _repeats(ordered, gap):
    """Whether some element of a sorted list equals the one `gap` places after it."""
    return any(map(operator.eq, ordered, ordered[gap:]))


def _all_tiles(deal, rules):
    """Every tile of a deal: hands, melds, flowers, win tiles (a tile won by several at once, once), and the
    tiles of tiles flags (bonus tiles, dora indicators), those the wins share once. A seat whose wins give hands
    of their own holds, of each tile, the most that any of its hands and melds shows."""
    tiles = [] if deal.indicator == NO_TILE else [deal.indicator]  # the indicator turned up is one of its tile's copies
    own = {}
    for win in deal.wins:
        if win.own is not None:
            own.setdefault(win.winner, []).append(win.player)
    for seat, player in enumerate(deal.players):
        held = _held(player, deal.wild)
        if seat in own:
            most = {}
            for p in [player] + own[seat]:
                for t in set(_held(p, deal.wild)):
                    most[t] = max(most.get(t, 0), _held(p, deal.wild).count(t))
            held = [t for t, n in most.items() for _ in range(n)]
        tiles += held + player.flowers
    tiles += [group[0].win_tile for group in _moments(deal) if group[0].win_tile != NO_TILE]
    for name in rules.tiles_flags:
        tiles += next((w.context[name] for w in deal.wins if name in w.context), ())
    return tiles


def _held(player, wild):
    """A seat's concealed tiles and the tiles of its melds (a meld's wilds as copies of the wild tile)."""
    tiles = list(player.hand or ())
    for m in player.melds:
        if m.wilds:  # its wilds are copies of the wild tile, not of those they stand for
            rest = list(m.tiles)
            for t in m.stands:
                rest.remove(t)
            tiles += rest + [wild] * m.wilds
        else:
            tiles += m.tiles
    return tiles


def _moments(deal):
    """The wins won at once: all of them, or with events those of each event (in the record's order of wins)."""
    if deal.events is None:
        return [deal.wins] if deal.wins else []
    by_index = {w.index: w for w in deal.wins}
    return [[by_index[x] for x in item] for kind, item in deal.events if kind == EVENT_WIN]


def _check_reds(deal, rules):
    """No more red fives of a suit than the ruleset plays, across the deal (a tile won by several at once, once; of a
    seat whose wins give hands of their own, the most any of them holds)."""
    if not any(rules.red_fives):
        return
    reds = [0, 0, 0]
    for seat, player in enumerate(deal.players):
        held = player.reds
        for win in deal.wins:
            if win.own is not None and win.winner == seat:
                held = tuple(map(max, held, win.player.reds))
        reds = list(map(operator.add, reds, held))
    for group in _moments(deal):
        if group[0].red:
            reds[TILE_SUIT[group[0].win_tile]] += 1
    for name in rules.tiles_flags:
        shown = next((w.flag_reds[name] for w in deal.wins if name in w.flag_reds), (0, 0, 0))
        reds = list(map(operator.add, reds, shown))
    for suit, (held, played) in enumerate(zip(reds, rules.red_fives)):
        if held > played:
            raise RecordError("too_many_copies", "%d red fives 0%s across hands, melds, win tiles and flags; this ruleset "
                              "plays %d" % (held, SUIT_LETTERS[suit], played))


def _check_copies(tiles):
    tiles = sorted(tiles)
    if _repeats(tiles, 4) or tiles and tiles[-1] >= N_KINDS and _repeats(tiles[bisect.bisect_left(tiles, N_KINDS):], 1):
        t = next(t for t in tiles if tiles.count(t) > (4 if t < N_KINDS else 1))
        raise RecordError("too_many_copies", "%d copies of %s across hands, melds, flowers and win tiles; there are %d"
                          % (tiles.count(t), tile_name(t), 4 if t < N_KINDS else 1))
