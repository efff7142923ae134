"""Tile numbering, limits on a record, error codes and RecordError: what every part shares."""



# Tile indices: 0-8 are 1m-9m, 9-17 1p-9p, 18-26 1s-9s, 27-33 1z-7z, 34-41 1f-8f.
SUIT_LETTERS = "mpszf"
SUIT_SIZES = (9, 9, 9, 7, 8)
SUIT_OFFSETS = (0, 9, 18, 27, 34)
N_KINDS = 34
N_TILES = 42
NO_SEAT = -1
NO_TILE = -1
TABLE = 4  # the table, where a ruleset's rules put money no seat holds (riichi sticks): a fifth account
HAND_SIZE = 14  # the tiles of a complete hand, kongs counted as three, where a ruleset gives no other (tiles.size)
MOST_HAND_SIZE = 20  # the largest a ruleset may give: six sets and a pair

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


def _next_tile(t):
    """The tile after t in its suit's cycle, as a dora follows its indicator: 9 -> 1, North -> East, Red ->
    White; the seasons and the plants each cycle by four."""
    suit, number = TILE_SUIT[t], TILE_NUMBER[t]
    if suit == 5:
        return NO_TILE
    first, size = {3: (1, 4) if number <= 4 else (5, 3), 4: (1, 4) if number <= 4 else (5, 4)}.get(suit, (1, 9))
    return SUIT_OFFSETS[suit] + first - 1 + (number - first + 1) % size


NEXT_TILE = tuple(_next_tile(t) for t in range(N_TILES)) + (NO_TILE,)

# Group kinds. A FIXED group is one of the fixed tile sets a ruleset declares (its `groups`).
CHOW, PUNG, KONG, PAIR, FIXED = range(5)
KIND_NAMES = ("chow", "pung", "kong", "pair", "fixed")
PUNG_KINDS = (PUNG, KONG)

# How a win happened.
SELF_DRAW, DISCARD, ROBBING_KONG = range(3)
WIN_KINDS = ("self_draw", "discard", "robbing_kong")

# What follows a win in a deal (a ruleset's table.after_win): the deal ends; the winner leaves and the others play
# on (血战到底); every seat plays on, a winner too, to the wall's end (血流成河).
AFTER_WIN = ("end", "winner_leaves", "play_on")

MOST_PENALTIES = 8  # a deal's penalties, at most: what the bound of a record's work counts (compiler/hand_cost.py)


def most_wins(after_win: str, kinds: int, hand_size: int) -> int:
    """The wins a deal may hold, as the bound of a record's work counts them: where every seat plays on, one for
    each tile of the wall past the four waiting hands; else three (a discard won by three seats)."""
    return max(3, 4 * kinds - 4 * (hand_size - 1)) if after_win == "play_on" else 3

WIND_LETTERS = "ESWN"
ROUND_WINDS = tuple(WIND_LETTERS)
CHARACTERS, DOTS, BAMBOO, HONORS, FLOWER_SUIT = range(5)
NO_SUIT = -1  # a suit field of a player that the record leaves out, where the spec gives it no default

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
    "dora_indicators": "tiles",
    "ura_dora_indicators": "tiles",
    "double_riichi": "bool",
    "ippatsu": "bool",
}
INT_FLAG_RANGE = (0, 4)  # an int flag's values, unless its ruleset gives a range

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
               "negative_power", "negative_payment", "bad_index", "missing_wilds", "bad_wilds", "bad_event", "after_win",
               "bad_player_field")


class RecordError(Exception):
    """A hand record that cannot be scored; `code` is stable, `message` is for people."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message
