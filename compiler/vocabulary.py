"""What the language knows without a spec: names, attributes, constants and quantifiers, with types and docs
(its functions are in builtins.py)."""

from __future__ import annotations

from .ir import BOOL, BY, INT, SEAT, SET, SHAPE, SUIT, TILE, WIN, Type, list_of

# Names visible where one win's hand is evaluated: (type, varies with the arrangement, doc).
HAND_NAMES: dict[str, tuple[Type, bool, str]] = {
    "tiles": (list_of(TILE), False, "every tile of the winner's hand, melds and win tile included (a kong gives four)"),
    "hand_tiles": (list_of(TILE), False, "the winner's concealed tiles, win tile included"),
    "melds": (list_of(SET), False, "the winner's declared melds, in the order made"),
    "sets": (list_of(SET), True, "the sets of this arrangement (melds first, then concealed sets), pairs excluded"),
    "pairs": (list_of(SET), True, "the pairs of this arrangement"),
    "chows": (list_of(SET), True, "the chows among sets"),
    "pungs": (list_of(SET), True, "the pungs and kongs among sets"),
    "kongs": (list_of(SET), False, "the winner's kongs"),
    "shape": (SHAPE, True, "the winning shape of this arrangement"),
    "win_set": (SET, True, "the set or pair the win tile completed in this arrangement"),
    "win_tile": (TILE, False, "the winning tile"),
    "waits": (list_of(TILE), False, "the tile kinds that would have completed the hand's shape before the win (a fifth copy included)"),
    "flowers": (INT, False, "how many flower tiles the winner holds"),
    "flower_tiles": (list_of(TILE), False, "the winner's flower tiles"),
    "winner": (SEAT, False, "the winning seat"),
    "dealer": (SEAT, False, "the dealer's seat"),
    "discarder": (SEAT, False, "the seat that discarded the win tile or was robbed of it (none on a self-draw)"),
    "by": (BY, False, "how the hand was won: self_draw, discard or robbing_kong"),
    "self_drawn": (BOOL, False, "the win tile was drawn by the winner"),
    "seat_wind": (TILE, False, "the winner's seat wind, as a tile (1z..4z)"),
    "round_wind": (TILE, False, "the round wind, as a tile (1z..4z)"),
    "seats": (list_of(SEAT), False, "all four seats"),
    "others": (list_of(SEAT), False, "the three seats other than the winner"),
}

# Names visible in rules that run once per deal (kong, player and penalty rules).
DEAL_NAMES: dict[str, tuple[Type, str]] = {
    "wins": (list_of(WIN), "the wins of the deal (empty in a drawn deal)"),
    "all_kongs": (list_of(SET), "every completed kong of every seat"),
    "dealer": (SEAT, "the dealer's seat"),
    "round_wind": (TILE, "the round wind, as a tile (1z..4z)"),
    "seats": (list_of(SEAT), "all four seats"),
    "drawn": (BOOL, "nobody won this deal"),
}

CONSTANTS: dict[str, tuple[Type, object, str]] = {
    "self_draw": (BY, 0, "a win on the winner's own draw"),
    "discard": (BY, 1, "a win on another seat's discard"),
    "robbing_kong": (BY, 2, "a win on a tile another seat was adding to a pung"),
    "characters": (SUIT, 0, "the characters suit (m)"),
    "dots": (SUIT, 1, "the dots suit (p)"),
    "bamboo": (SUIT, 2, "the bamboo suit (s)"),
    "honors": (SUIT, 3, "winds and dragons (z)"),
    "flower_suit": (SUIT, 4, "flower tiles (f)"),
}

ATTRIBUTES: dict[str, dict[str, tuple[Type, str]]] = {
    "tile": {
        "suit": (SUIT, "its suit"),
        "number": (INT, "its number (1..9; honours 1..7: E S W N White Green Red)"),
        "is_suited": (BOOL, "a number tile"),
        "is_honor": (BOOL, "a wind or dragon"),
        "is_wind": (BOOL, "a wind"),
        "is_dragon": (BOOL, "a dragon"),
        "is_terminal": (BOOL, "a 1 or 9 of a suit"),
        "is_yaojiu": (BOOL, "a terminal or an honour"),
        "is_flower": (BOOL, "a flower tile"),
    },
    "set": {
        "tile": (TILE, "its lowest tile"),
        "tiles": (list_of(TILE), "its tiles"),
        "suit": (SUIT, "its suit"),
        "number": (INT, "the number of its lowest tile"),
        "is_chow": (BOOL, "a chow"),
        "is_pung": (BOOL, "a pung or a kong"),
        "is_kong": (BOOL, "a kong"),
        "is_pair": (BOOL, "a pair"),
        "is_fixed": (BOOL, "one of the groups of fixed tiles the spec declares (its `groups`)"),
        "declared": (BOOL, "a declared meld"),
        "concealed": (BOOL, "not claimed: formed in hand (even when the winning discard completed it), or a concealed kong"),
        "claimed": (BOOL, "made with another seat's tile (a claimed meld or an added kong)"),
        "added": (BOOL, "a kong made by adding a drawn tile to a claimed pung"),
        "has_win": (BOOL, "the win tile completed it (in this arrangement)"),
        "from": (SEAT, "the seat whose tile was claimed (none when concealed)"),
        "owner": (SEAT, "the seat holding it"),
        "index": (INT, "its position among its owner's melds (0 first; -1 when not a meld)"),
    },
    "seat": {
        "melds": (list_of(SET), "the seat's declared melds, in the order made"),
        "flowers": (INT, "how many flower tiles the seat holds"),
        "flower_tiles": (list_of(TILE), "the seat's flower tiles"),
        "wind": (TILE, "the seat's wind, as a tile (1z..4z)"),
        "is_dealer": (BOOL, "the seat is the dealer"),
    },
}

QUANTIFIERS: dict[str, str] = {
    "any": "any(x in list: condition): some element satisfies it",
    "all": "all(x in list: condition): every element satisfies it",
    "count": "count(x in list: condition): how many satisfy it",
    "sum": "sum(x in list: number): the sum",
    "max": "max(x in list: number): the largest (0 if none)",
    "min": "min(x in list: number): the smallest (0 if none)",
    "find": "find(x in list where condition: value): the value for the first element that satisfies the condition (none if no element does)",
    "distinct": "distinct(x in list: value): the different values, in order of first appearance",
    "filter": "filter(x in list: condition): the elements that satisfy it",
}

SCOPE_BINDERS = {"kong": ("k", SET), "player": ("p", SEAT), "penalty": ("seat", SEAT)}
