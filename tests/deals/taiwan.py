"""Random legal Taiwan 16-tile deals (docs/guide/records.md records), for property tests and benchmarks.

The winner's hand is five sets and a pair (17 tiles with the winning one), with claimed chows (from the seat
before it), pungs and kongs, concealed and added kongs; every seat may hold flowers (each of 1f..8f once in the
deal); the deal's counter `honba` is the dealer's 連莊 count. A few deals are declared flower wins: all eight
flowers (八仙過海), or seven robbing the eighth off the seat that drew it (七搶一). Wins come by self-draw,
discard or robbing a kong, with the flags the ruleset reads. A few deals are broken (a tile changed, most likely
no win; or a flower win that does not hold), which the ruleset refuses.
"""

from __future__ import annotations

import random

from tests.deals.tiles import SUITS, Wall, first_legal, name, text


def _set(rng: random.Random, suits: str) -> list[int]:
    suit = rng.choice(suits)
    base = SUITS.index(suit) * 9
    if suit != "z" and rng.random() < 0.6:
        start = base + rng.randrange(7)
        return [start, start + 1, start + 2]
    return [base + rng.randrange(7 if suit == "z" else 9)] * 3


def _flowers(rng: random.Random, players: list[dict]) -> None:
    held: dict[int, list[int]] = {}
    for f in range(1, 9):
        if rng.random() < 0.3:
            held.setdefault(rng.randrange(4), []).append(f)
    for seat, fs in held.items():
        players[seat]["flowers"] = "".join(str(f) for f in sorted(fs)) + "f"


def random_taiwan_record(rng: random.Random, options: dict | None = None) -> dict:
    """A legal Taiwan deal with one winner, or a declared flower win; now and then a broken one."""
    return first_legal(lambda: _attempt(rng), options)


def _declared(rng: random.Random, deal: dict, winner: int, others: list[int]) -> dict:
    """八仙過海 or 七搶一 for `winner`; one in ten is broken (a flower short, or the eighth at no seat)."""
    players = deal["players"]
    eight = rng.random() < 0.5
    pool = list(range(1, 9))
    rng.shuffle(pool)
    broken = rng.random() < 0.1
    mine = pool if eight else pool[:7]
    if broken:
        mine = mine[:-1]
    players[winner]["flowers"] = "".join(str(f) for f in sorted(mine)) + "f"
    if eight:
        win = {"winner": winner, "declared": "eight_flowers"}
    else:
        source = rng.choice(others)
        if not broken or rng.random() < 0.5:
            players[source]["flowers"] = f"{pool[7]}f"
        win = {"winner": winner, "declared": "seven_robs_one", "from": source}
        if rng.random() < 0.5:
            win["by"] = "discard"
    deal["wins"] = [win]
    return deal


def _attempt(rng: random.Random):
    wall = Wall()
    dealer = rng.randrange(4)
    winner = rng.randrange(4)
    players: list[dict] = [{} for _ in range(4)]
    others = [s for s in range(4) if s != winner]
    left = (winner + 3) % 4  # the seat whose discards the winner may chow
    deal = {"dealer": dealer, "round_wind": rng.choice("ESWN"), "players": players}
    if rng.random() < 0.3:
        deal["honba"] = rng.randrange(1, 6)

    if rng.random() < 0.04:
        return _declared(rng, deal, winner, others)

    suits = rng.choice(["mpsz", "mpsz", "mpsz", "mz", "pz", "sz", "m", "z", "mp"])
    melds: list[dict] = []
    n_melds = rng.choice([0, 0, 1, 1, 2, 2, 3, 4, 5])
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
    for _ in range(5 - n_melds):
        tiles = _set(rng, suits)
        if not wall.take(tiles):
            return None
        concealed += tiles
    suit = rng.choice(suits)
    pair = [SUITS.index(suit) * 9 + rng.randrange(7 if suit == "z" else 9)] * 2
    if not wall.take(pair):
        return None
    concealed += pair
    if rng.random() < 0.04:  # broken: one tile changed, most likely no win
        changed = rng.randrange(34)
        if not wall.take([changed]):
            return None
        concealed[rng.randrange(len(concealed))] = changed

    win_tile = rng.choice(concealed)
    hand = list(concealed)
    hand.remove(win_tile)
    rng.shuffle(hand)
    players[winner] = {"hand": text(hand), "melds": melds}
    _flowers(rng, players)

    context: dict = {}
    roll = rng.random()
    source = None
    if roll < 0.45:
        by = "self_draw"
        if melds and melds[-1]["kind"] == "kong" and rng.random() < 0.4:
            context["kong_replacement"] = True
        elif "flowers" in players[winner] and rng.random() < 0.15:
            context["flower_replacement"] = True
        elif rng.random() < 0.08:
            context["last_tile"] = True
        elif not melds and rng.random() < 0.06:
            context["first_draw"] = True
    elif roll < 0.52 and concealed.count(win_tile) == 1 and wall.take([win_tile] * 3):
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
    for seat in range(4):  # other seats' melds change nothing but the tiles left
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
    deal["wins"] = [win]
    return deal
