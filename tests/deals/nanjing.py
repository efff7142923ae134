"""Random legal Nanjing deals (docs/guide/records.md records), for property tests and benchmarks."""

from __future__ import annotations

import random

from tests.deals.tiles import SUITS, Wall, first_legal, name, text


# Nanjing plays the number suits and the four winds; the dragons are flowers like the eight f tiles.
NANJING_KINDS = 31                      # 0-26 number tiles, 27-30 winds
NANJING_FLOWER_SETS = (("1f", "2f", "3f", "4f"), ("5f", "6f", "7f", "8f"),
                       ("5z",) * 4, ("6z",) * 4, ("7z",) * 4)


def flowers_text(flowers) -> str:
    """Compact notation of flower tiles given as names ('1f', '5z'): f tiles, then dragons."""
    out = ""
    for letter in "fz":
        digits = "".join(sorted(f[0] for f in flowers if f[1] == letter))
        if digits:
            out += digits + letter
    return out


def _nanjing_set(rng: random.Random, suits: str) -> list[int]:
    suit = rng.choice(suits)
    base = SUITS.index(suit) * 9
    if suit != "z" and rng.random() < 0.55:
        start = base + rng.randrange(7)
        return [start, start + 1, start + 2]
    return [base + rng.randrange(4 if suit == "z" else 9)] * 3


def _nanjing_tile(rng: random.Random, suits: str) -> int:
    suit = rng.choice(suits)
    return SUITS.index(suit) * 9 + rng.randrange(4 if suit == "z" else 9)


def random_nanjing_record(rng: random.Random, options: dict | None = None) -> dict:
    """A legal Nanjing deal: no chow claims, no dragons in hands or melds, dragons and f tiles as flowers.

    Claims favour one seat (for 快照 liability), hands are often of one suit (清一色 faces), and the
    records carry kong and flower replacements, robbed kongs, doubled deals, two wins off one discard,
    drawn deals and both penalties.
    """
    return first_legal(lambda: _nanjing_attempt(rng), options)


def _nanjing_attempt(rng: random.Random):
    wall = Wall()
    pool = [f"{n}f" for n in range(1, 9)] + [f"{n}z" for n in (5, 6, 7) for _ in range(4)]
    rng.shuffle(pool)
    dealer = rng.randrange(4)
    winner = rng.randrange(4)
    suits = rng.choice(["mps", "mpsz", "mpsz", "mpsz", "m", "pz", "s", "mz", "mp", "ps"])
    players = [{} for _ in range(4)]
    others = [s for s in range(4) if s != winner]
    favourite = rng.choice(others)

    def supplier() -> int:
        return favourite if rng.random() < 0.6 else rng.choice(others)

    if rng.random() < 0.12:  # seven pairs, four equal tiles allowed
        concealed = []
        while len(concealed) < 14:
            tile = _nanjing_tile(rng, suits)
            pairs = 2 if rng.random() < 0.25 else 1
            if len(concealed) + 2 * pairs <= 14 and wall.take([tile] * 2 * pairs):
                concealed += [tile] * 2 * pairs
            elif pairs == 2:
                return None
        melds = []
    else:
        n_melds = rng.choice([0, 0, 1, 1, 2, 3, 3, 4, 4])
        melds = []
        for _ in range(n_melds):
            tiles = [_nanjing_tile(rng, suits)] * 3
            kind = rng.choice(["pung", "pung", "pung", "kong", "concealed", "added"])
            if kind != "pung":
                tiles = tiles + [tiles[0]]
            if not wall.take(tiles):
                return None
            meld = {"kind": "pung" if kind == "pung" else "kong", "tiles": text(tiles)}
            if kind == "concealed":
                meld["concealed"] = True
            else:
                meld["from"] = supplier()
            if kind == "added":
                meld["added"] = True
            melds.append(meld)
        concealed = []
        for _ in range(4 - n_melds):
            tiles = _nanjing_set(rng, suits)
            if not wall.take(tiles):
                return None
            concealed += tiles
        pair = [_nanjing_tile(rng, suits)] * 2
        if not wall.take(pair):
            return None
        concealed += pair

    win_tile = rng.choice(concealed)
    hand = list(concealed)
    hand.remove(win_tile)
    rng.shuffle(hand)
    player = {"hand": text(hand), "melds": melds}

    # Flowers: the winner's first (often four or more, sometimes a whole set), then the others'.
    flowers = []
    if rng.random() < 0.15:
        group = list(rng.choice(NANJING_FLOWER_SETS))
        if all(pool.count(f) >= group.count(f) for f in set(group)):
            for f in group:
                pool.remove(f)
            flowers += group
    for _ in range(rng.choice([0, 0, 1, 2, 3, 4, 4, 5, 5, 6, 8])):
        flowers.append(pool.pop())
    if flowers or rng.random() < 0.5:  # as tiles: Nanjing refuses a count above 0 (it hides flower sets)
        player["flowers"] = 0 if not flowers and rng.random() < 0.5 else flowers_text(flowers)
    players[winner] = player
    has_set = isinstance(player.get("flowers"), str) and any(
        all(flowers.count(f) >= group.count(f) for f in set(group)) for group in NANJING_FLOWER_SETS)

    context = {}
    claimed = any("from" in m for m in melds)
    roll = rng.random()
    source = None
    robbed = None
    if roll < 0.4:
        by = "self_draw"
        extra = rng.random()
        if melds and melds[-1]["kind"] == "kong" and extra < 0.35:
            context["kong_replacement"] = True
        elif flowers and extra < 0.55:
            context["flower_replacement"] = True
            if has_set and rng.random() < 0.5:
                context["flower_kong_replacement"] = True
        elif not claimed and extra < 0.65:
            context["first_draw"] = True
            if winner != dealer or rng.random() < 0.3:
                context["declared_ready"] = True
    elif roll < 0.5 and hand.count(win_tile) == 0 and wall.left[win_tile] == 3:
        by = "robbing_kong"
        source = robbed = rng.choice(others)
        wall.take([win_tile] * 3)
    else:
        by = "discard"
        source = rng.choice(others)
        if not claimed and rng.random() < 0.08:
            context["first_discard"] = True
            context["declared_ready"] = True
    if rng.random() < 0.1:
        context["last_of_kind"] = True
    if rng.random() < 0.1:
        context["doubled"] = True
    if rng.random() < 0.05:
        context["declared_ready"] = True

    # Other seats' melds and flowers: kongs and flower kongs are paid whoever wins.
    for seat in range(4):
        if seat == winner:
            continue
        if rng.random() < 0.3:
            tiles = [rng.randrange(NANJING_KINDS)] * (4 if rng.random() < 0.6 else 3)
            if wall.take(tiles):
                meld = {"kind": "kong" if len(tiles) == 4 else "pung", "tiles": text(tiles)}
                if len(tiles) == 4 and rng.random() < 0.4:
                    meld["concealed"] = True
                else:
                    meld["from"] = rng.choice([s for s in range(4) if s != seat])
                    if len(tiles) == 4 and rng.random() < 0.3:
                        meld["added"] = True
                players[seat].setdefault("melds", []).append(meld)
        if rng.random() < 0.3:
            mine = []
            if rng.random() < 0.3:
                group = list(rng.choice(NANJING_FLOWER_SETS))
                if all(pool.count(f) >= group.count(f) for f in set(group)):
                    for f in group:
                        pool.remove(f)
                    mine += group
            for _ in range(rng.randrange(4)):
                if pool:
                    mine.append(pool.pop())
            if mine:
                players[seat]["flowers"] = flowers_text(mine)
    if robbed is not None:  # the pung being promoted is the robbed seat's last meld
        players[robbed].setdefault("melds", []).append(
            {"kind": "pung", "tiles": text([win_tile] * 3), "from": rng.choice([s for s in range(4) if s != robbed])})

    win = {"winner": winner, "win_tile": name(win_tile), "by": by, "context": context}
    if source is not None:
        win["from"] = source
    wins = [win]
    if by == "discard" and rng.random() < 0.1:  # a second win off the same discard
        second = rng.choice([s for s in others if s != source])
        if not players[second].get("melds") and wall.take([win_tile]):
            tiles = [win_tile]  # with the win tile, a pair
            for _ in range(4):
                group = _nanjing_set(rng, suits)
                if not wall.take(group):
                    return None
                tiles += group
            players[second]["hand"] = text(tiles)
            wins.append({"winner": second, "win_tile": name(win_tile), "by": "discard", "from": source,
                         "context": {"doubled": True} if context.get("doubled") else {}})
    record = {"dealer": dealer, "round_wind": rng.choice("ESWN"), "players": players, "wins": wins}
    if rng.random() < 0.05:
        record["wins"] = []
    if rng.random() < 0.1:
        record["penalties"] = [{"type": rng.choice(["four_players_same_discard", "one_player_four_discards"]),
                                "seat": rng.randrange(4)}]
    return record
