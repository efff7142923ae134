"""Random legal Guangdong push-down deals (specs/guangdong.yaml and its house rulesets): 136 tiles, a ghost that stands
for any tile, horses, kong money and 跟庄.

`random_guangdong_record` turns up a tile (the record's `wild_indicator`) whose next tile is the ghost;
`random_guangdong_baiban_record` plays the White Dragons as the ghosts, `random_guangdong_wugui_record` no ghost. A
winning hand is drawn as sets and a pair, seven pairs or thirteen orphans, then up to four of its concealed tiles are
ghosts in their place; some hands are four ghosts declared at once. Wins are mostly self-draws (some on a kong's
replacement or the last tile), some rob a kong, some are off a discard, which the ruleset refuses unless the record's
options let it; some deals are drawn. Horses, 跟庄 and the other seats' kongs come at random, and a few records are
broken: a tile changed, or more horses than the win draws.
"""

from __future__ import annotations

import random

from tests.deals.tiles import Wall, first_legal, name, text

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
WHITE = 31  # 5z


def _next(tile: int) -> int:
    """The tile after another, as a ghost follows the tile turned up: 9 to 1, North to East, Red to White."""
    if tile < 27:
        return tile - tile % 9 + (tile % 9 + 1) % 9
    if tile < 31:
        return 27 + (tile - 27 + 1) % 4
    return 31 + (tile - 31 + 1) % 3


def random_guangdong_record(rng: random.Random, wilds: int | None = None) -> dict:
    """A deal of guangdong (翻鬼): its winner holds `wilds` ghosts (0 to 4; by default any number)."""
    return first_legal(lambda: _attempt(rng, "indicator", wilds))


def random_guangdong_baiban_record(rng: random.Random, wilds: int | None = None) -> dict:
    """A deal of guangdong_baiban: the White Dragons are the ghosts."""
    return first_legal(lambda: _attempt(rng, "white", wilds))


def random_guangdong_wugui_record(rng: random.Random) -> dict:
    """A deal of guangdong_wugui: no ghost."""
    return first_legal(lambda: _attempt(rng, "none", 0))


def _set(rng: random.Random, suits: list) -> list:
    suit = rng.choice(suits)
    if suit < 3 and rng.random() < 0.6:
        low = 9 * suit + rng.randrange(7)
        return [low, low + 1, low + 2]
    return [9 * suit + rng.randrange(9 if suit < 3 else 7)] * 3


def _tile(rng: random.Random, suits: list) -> int:
    suit = rng.choice(suits)
    return 9 * suit + rng.randrange(9 if suit < 3 else 7)


def _attempt(rng: random.Random, ghosts: str, wilds: int | None):
    wall = Wall()
    record = {"dealer": rng.randrange(4), "round_wind": rng.choice("ESWN")}
    ghost = None
    if ghosts == "indicator":
        indicator = rng.randrange(34)
        wall.take([indicator])
        record["wild_indicator"] = name(indicator)
        ghost = _next(indicator)
    elif ghosts == "white":
        ghost = WHITE
    if wilds is None:
        wilds = rng.choice([0, 0, 1, 1, 2, 3, 4]) if ghost is not None else 0
    winner = rng.randrange(4)
    others = [s for s in range(4) if s != winner]
    suits = rng.choice([[0, 1, 2, 3], [0, 1, 2, 3], [0], [1, 3], [2]])
    players = [{} for _ in range(4)]
    melds, declared = [], None
    shape = rng.random()
    if ghost is not None and shape < 0.04:  # four ghosts, whatever the other nine tiles
        concealed = [ghost] * 4 + [rng.choice([t for t in range(34) if t != ghost]) for _ in range(9)]
        declared = "four_ghosts"
    elif shape < 0.08:  # thirteen orphans
        concealed = list(ORPHANS) + [rng.choice(ORPHANS)]
    elif shape < 0.25:  # seven pairs
        concealed = []
        for _ in range(7):
            t = _tile(rng, suits)
            concealed += [t, t]
    else:
        for _ in range(rng.choice([0, 0, 0, 1, 1, 2])):
            t = _tile(rng, suits)
            if t == ghost:
                continue
            kind = rng.choice(["pung", "pung", "kong", "concealed", "added"])
            tiles = [t] * (3 if kind == "pung" else 4)
            if not wall.take(tiles):
                return None
            meld = {"kind": "pung" if kind == "pung" else "kong", "tiles": text(tiles)}
            if kind == "concealed":
                meld["concealed"] = True
            else:
                meld["from"] = rng.choice(others)
                if kind == "added":
                    meld["added"] = True
            melds.append(meld)
        concealed = [t for _ in range(4 - len(melds)) for t in _set(rng, suits)]
        t = _tile(rng, suits)
        concealed += [t, t]
    if declared is None:
        if ghost is not None and ghost not in concealed:
            rng.shuffle(concealed)
            concealed = [ghost] * wilds + concealed[wilds:]  # ghosts in the place of some tiles
        if rng.random() < 0.05:  # broken: one tile changed, most likely no win
            concealed[rng.randrange(len(concealed))] = rng.randrange(34)
    if not wall.take(concealed):
        return None
    options, context = {}, {}
    if declared is not None:
        players[winner] = {"hand": text(concealed)}
        win = {"winner": winner, "declared": declared, "by": "self_draw"}
        win_tile = None
    else:
        win_tile = rng.choice(concealed)
        hand = list(concealed)
        hand.remove(win_tile)
        rng.shuffle(hand)
        players[winner] = {"hand": text(hand)}
        if melds:
            players[winner]["melds"] = melds
        win = {"winner": winner, "win_tile": name(win_tile)}
        how = rng.random()
        if how < 0.7:
            win["by"] = "self_draw"
            if melds and melds[-1]["kind"] == "kong" and rng.random() < 0.5:
                context["kong_replacement"] = True
            elif rng.random() < 0.1:
                context["last_tile"] = True
        elif how < 0.82 and win_tile != ghost and wall.take([win_tile] * 3):  # a kong robbed
            robbed = rng.choice(others)
            win["by"], win["from"] = "robbing_kong", robbed
            players[robbed]["melds"] = [{"kind": "pung", "tiles": text([win_tile] * 3),
                                         "from": rng.choice([s for s in range(4) if s != robbed])}]
        else:
            win["by"], win["from"] = "discard", rng.choice(others)
            if rng.random() < 0.7:
                options["discard_wins"] = True
    if rng.random() < 0.6:  # the horses: four with a ghost, six without, now and then one too many
        n = rng.choice([1, 2, 3, 4, 4, 6])
        horses = [t for t in (rng.randrange(34) for _ in range(n)) if wall.take([t])]
        if horses:
            context["bonus_tiles"] = text(horses)
    if context:
        win["context"] = context
    record["wins"] = [win]
    if rng.random() < 0.05:  # a drawn deal: nobody wins
        record["wins"] = []
        players[winner] = {}
    for seat in others:  # the other seats' melds: pungs and kongs, whose kong money is paid whoever wins
        if rng.random() < 0.2 and "melds" not in players[seat]:
            t = rng.choice([t for t in range(34) if t != ghost])
            kind = rng.choice(["pung", "concealed", "kong", "added"])
            if wall.take([t] * (3 if kind == "pung" else 4)):
                meld = {"kind": "pung" if kind == "pung" else "kong", "tiles": text([t] * (3 if kind == "pung" else 4))}
                if kind == "concealed":
                    meld["concealed"] = True
                else:
                    meld["from"] = rng.choice([s for s in range(4) if s != seat])
                    if kind == "added":
                        meld["added"] = True
                players[seat]["melds"] = [meld]
    record["players"] = players
    if rng.random() < 0.15:  # 跟庄: the three others followed the dealer's first discard
        record["penalties"] = [{"type": "follow_dealer", "seat": record["dealer"]}]
    for option, values in (("no_ghost_double", [False]), ("kong_bloom_double", [False]), ("rob_pays_all", [False]),
                           ("kong_bloom_liable", [True]), ("horse_follows_hand", [False]),
                           ("horse_red_dealer", [True]), ("kongs_on_draw", [False]), ("base", [1, 5]),
                           ("kong_unit", [0, 2]), ("horses", [2, 6]), ("follow_points", [2])):
        if rng.random() < 0.08:
            options[option] = rng.choice(values)
    if options:
        record["options"] = options
    return record
