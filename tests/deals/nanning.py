"""Random legal Nanning deals (docs/guide/records.md records), for property tests and benchmarks."""

from __future__ import annotations

import random

from tests.deals.tiles import SUITS, Wall, first_legal, name, text


def random_set(rng: random.Random, suits: str, chows: bool) -> list[int]:
    suit = rng.choice(suits)
    base = SUITS.index(suit) * 9
    if suit != "z" and chows and rng.random() < 0.55:
        start = base + rng.randrange(7)
        return [start, start + 1, start + 2]
    return [base + rng.randrange(7 if suit == "z" else 9)] * 3


def random_record(rng: random.Random, chow_claims: bool = False, options: dict | None = None) -> dict:
    """A legal winning deal (or a drawn one), with melds, flags, kongs elsewhere and penalties."""
    return first_legal(lambda: _attempt(rng, chow_claims), options)


def _attempt(rng: random.Random, chow_claims: bool):
    wall = Wall()
    dealer = rng.randrange(4)
    winner = rng.randrange(4)
    suits = rng.choice(["mpsz", "mpsz", "mpsz", "m", "pz", "s", "z", "mp"])
    players = [{} for _ in range(4)]
    others = [s for s in range(4) if s != winner]

    if rng.random() < 0.15:  # seven pairs
        concealed = []
        while len(concealed) < 14:
            suit = rng.choice(suits)
            tile = SUITS.index(suit) * 9 + rng.randrange(7 if suit == "z" else 9)
            pairs = 2 if rng.random() < 0.2 else 1
            if len(concealed) + 2 * pairs <= 14 and wall.take([tile] * 2 * pairs):
                concealed += [tile] * 2 * pairs
            elif pairs == 2:
                return None
        melds = []
    else:
        n_melds = rng.choice([0, 0, 1, 1, 2, 3, 4])
        melds = []
        for _ in range(n_melds):
            tiles = random_set(rng, suits, chows=chow_claims)
            kind = "chow" if tiles[0] != tiles[1] else rng.choice(["pung", "pung", "kong", "concealed", "added"])
            if kind in ("kong", "concealed", "added"):
                tiles = tiles + [tiles[0]]
            if not wall.take(tiles):
                return None
            meld = {"kind": "kong" if kind in ("concealed", "added") else kind, "tiles": text(tiles)}
            if kind == "concealed":
                meld["concealed"] = True
            else:
                meld["from"] = rng.choice(others)
            if kind == "added":
                meld["added"] = True
            melds.append(meld)
        concealed = []
        for _ in range(4 - n_melds):
            tiles = random_set(rng, suits, chows=True)
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

    context = {}
    roll = rng.random()
    trailing_kongs = 0
    for m in reversed(melds):
        if m["kind"] != "kong":
            break
        trailing_kongs += 1
    # A chain's kongs: those listed after the last pung or chow, and kongs added to a pung wherever listed.
    latest_kongs = trailing_kongs + sum(bool(m.get("added")) for m in melds[:len(melds) - trailing_kongs])
    if roll < 0.45:
        by, source = "self_draw", None
        if latest_kongs and rng.random() < 0.5:
            context["kong_replacement"] = True
            context["kong_chain"] = rng.randint(1, latest_kongs)
        elif rng.random() < 0.1:
            context["last_tile"] = True
        elif not melds and rng.random() < 0.1:
            context["first_draw"] = True
        bonus = [t for t in rng.sample(range(34), 2) if wall.take([t])] if rng.random() < 0.15 else []
        if bonus:
            context["bonus_tiles"] = text(bonus)
    else:
        by, source = "discard", rng.choice(others)
        extra = rng.random()
        if extra < 0.15:  # the discarder kongs first
            kong = [rng.randrange(34)] * 4
            if wall.take(kong):
                players[source].setdefault("melds", []).append(
                    {"kind": "kong", "tiles": text(kong), "from": rng.choice([s for s in range(4) if s != source])})
                context["discard_after_kong"] = True
        elif extra < 0.25:
            context["last_tile"] = True
        elif extra < 0.3 and source == dealer and winner != dealer and not melds:
            context["first_discard"] = True
    # Other seats' melds: kongs are paid whoever wins.
    for seat in range(4):
        if seat != winner and rng.random() < 0.25:
            tiles = [rng.randrange(34)] * (4 if rng.random() < 0.6 else 3)
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
    record = {"dealer": dealer, "round_wind": rng.choice("ESWN"), "players": players, "wins": [win]}
    if rng.random() < 0.05:
        record["wins"] = []
    if rng.random() < 0.05:
        record["penalties"] = [{"type": "false_win", "seat": rng.randrange(4)}]
    return record
