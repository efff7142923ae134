"""Random legal Zung Jung deals (docs/guide/records.md records), for property tests and benchmarks.

The winner's hand is four sets and a pair, seven pairs (four equal tiles may make two) or thirteen
terminals, with claimed chows (from the seat before it), pungs and kongs, concealed and added kongs. The
sets lean toward one suit and honours at times, so that the one-suit, honour, identical and terminal
patterns come up. There are no flowers. Wins come by self-draw, discard or robbing a kong, with the flags
the ruleset reads (the last tile, a kong's supplement tile, the dealer's first draw and first discard).
"""

from __future__ import annotations

import random

from tests.deals.tiles import SUITS, Wall, first_legal, name, text

ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]


def _set(rng: random.Random, suits: str) -> list[int]:
    suit = rng.choice(suits)
    base = SUITS.index(suit) * 9
    if suit != "z" and rng.random() < 0.55:
        start = base + rng.randrange(7)
        return [start, start + 1, start + 2]
    return [base + rng.randrange(7 if suit == "z" else 9)] * 3


def random_zungjung_record(rng: random.Random, options: dict | None = None) -> dict:
    """A legal Zung Jung deal with one winner."""
    return first_legal(lambda: _attempt(rng), options)


def _attempt(rng: random.Random):
    wall = Wall()
    dealer = rng.randrange(4)
    winner = rng.randrange(4)
    players: list[dict] = [{} for _ in range(4)]
    others = [s for s in range(4) if s != winner]
    left = (winner + 3) % 4  # the seat whose discards the winner may chow

    suits = rng.choice(["mpsz", "mpsz", "mpsz", "mps", "mz", "pz", "sz", "m", "p", "z", "mp"])
    melds: list[dict] = []
    shape = rng.random()
    if shape < 0.04:  # thirteen terminals
        concealed = ORPHANS + [rng.choice(ORPHANS)]
        if not wall.take(concealed):
            return None
    elif shape < 0.12:  # seven pairs, four equal tiles at times
        kinds = [SUITS.index(s) * 9 + rng.randrange(7 if s == "z" else 9) for s in (rng.choice(suits) for _ in range(7))]
        concealed = [t for k in kinds for t in (k, k)]
        if not wall.take(concealed):
            return None
    else:
        n_melds = rng.choice([0, 0, 1, 1, 2, 2, 3, 4])
        for _ in range(n_melds):
            tiles = _set(rng, suits)
            if tiles[0] != tiles[1]:
                kind = "chow"
            else:
                kind = rng.choice(["pung", "pung", "pung", "kong", "concealed", "added"])
            if kind in ("kong", "concealed", "added"):
                tiles = tiles + [tiles[0]]
            if not wall.take(tiles):
                return None
            meld = {"kind": "kong" if kind in ("concealed", "added") else kind, "tiles": text(tiles)}
            if kind == "concealed":
                meld["concealed"] = True
            else:
                meld["from"] = left if kind == "chow" else rng.choice(others)
            if kind == "added":
                meld["added"] = True
            melds.append(meld)
        concealed = []
        for _ in range(4 - n_melds):
            tiles = _set(rng, suits) if rng.random() < 0.85 or not concealed else concealed[-3:]
            if not wall.take(tiles):
                return None
            concealed += tiles
        suit = rng.choice(suits)
        pair = [SUITS.index(suit) * 9 + rng.randrange(7 if suit == "z" else 9)] * 2
        if not wall.take(pair):
            return None
        concealed += pair

    win_tile = rng.choice(concealed)
    hand = list(concealed)
    hand.remove(win_tile)
    rng.shuffle(hand)
    players[winner] = {"hand": text(hand), "melds": melds}

    context: dict = {}
    roll = rng.random()
    source = None
    if roll < 0.45:
        by = "self_draw"
        if melds and melds[-1]["kind"] == "kong" and rng.random() < 0.4:
            context["kong_replacement"] = True
            if rng.random() < 0.2:
                context["last_tile"] = True
        elif rng.random() < 0.08:
            context["last_tile"] = True
        elif not melds and winner == dealer and rng.random() < 0.08:
            context["first_draw"] = True
    elif roll < 0.55 and concealed.count(win_tile) == 1 and wall.take([win_tile] * 3):
        by, source = "robbing_kong", rng.choice(others)  # the robbed seat holds the pung it was adding to
        players[source].setdefault("melds", []).append(
            {"kind": "pung", "tiles": text([win_tile] * 3), "from": rng.choice([s for s in range(4) if s != source])})
    else:
        by, source = "discard", rng.choice(others)
        extra = rng.random()
        if extra < 0.08:
            context["last_tile"] = True
        elif extra < 0.14 and source == dealer and winner != dealer and not melds:
            context["first_discard"] = True
    # Other seats' melds change nothing in Zung Jung; they take tiles from the wall as play would.
    for seat in range(4):
        if seat != winner and seat != source and rng.random() < 0.3:
            tiles = [rng.randrange(34)] * (4 if rng.random() < 0.4 else 3)
            if wall.take(tiles):
                meld = {"kind": "kong" if len(tiles) == 4 else "pung", "tiles": text(tiles)}
                if len(tiles) == 4 and rng.random() < 0.5:
                    meld["concealed"] = True
                else:
                    meld["from"] = rng.choice([s for s in range(4) if s != seat])
                players[seat].setdefault("melds", []).insert(0, meld)
    win = {"winner": winner, "win_tile": name(win_tile), "by": by, "context": context}
    if source is not None:
        win["from"] = source
    return {"dealer": dealer, "round_wind": rng.choice("ESWN"), "players": players, "wins": [win]}
