"""Random legal Sichuan deals (specs/sichuan.yaml, 血战到底; specs/sichuan_xueliu.yaml, 血流成河), each a deal of
several wins at different times, written with the record's `events`.

A deal is played out as a timeline: seats make kongs (exposed, concealed or added, paid at the kong) and win one
after another, by self-draw or off a seat still playing, now and then two or three at once off one discard (一炮多响),
on a kong's replacement, off a kong's discard or by robbing a kong. A winning hand holds two suits at most (缺一门);
a few hold three, or are broken, which the ruleset refuses. In 血战到底 a seat that won leaves: it makes no kong, wins
no more, and no one claims or wins off it; at most three seats win. In 血流成河 (`river=True`) every seat plays on,
and a seat may win again, on the same hand (its wins give their own hand and melds, the seat's at that moment), after
its later kongs too. A deal in five is written without events (one moment: its kongs, then its wins at once).
"""

from __future__ import annotations

import random

from tests.deals.tiles import first_legal, name, text


class Wall:
    """The 108 suit tiles, four of each; taking more copies than exist fails."""

    def __init__(self):
        self.left = [4] * 27

    def take(self, tiles) -> bool:
        """Take the tiles, all of them or (where the wall lacks a copy) none."""
        need = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        if any(self.left[t] < n for t, n in need.items()):
            return False
        for t, n in need.items():
            self.left[t] -= n
        return True


def random_sichuan_record(rng: random.Random) -> dict:
    """A 血战到底 deal: up to three seats win, each once, the winners leaving as they win."""
    return first_legal(lambda: _attempt(rng, river=False))


def random_xueliu_record(rng: random.Random) -> dict:
    """A 血流成河 deal: every seat plays on, and a seat may win again."""
    return first_legal(lambda: _attempt(rng, river=True))


def _tile(rng, suits):
    return 9 * rng.choice(suits) + rng.randrange(9)


def _concealed_sets(rng, suits, n: int) -> list:
    tiles = []
    for _ in range(n):
        if rng.random() < 0.5:
            low = 9 * rng.choice(suits) + rng.randrange(7)
            tiles += [low, low + 1, low + 2]
        else:
            tiles += [_tile(rng, suits)] * 3
    return tiles


def _winning_hand(rng, suits, tile: int, free: int) -> list:
    """A complete hand of `free` concealed sets and a pair (or seven pairs) that `tile` completes, tile included."""
    if free == 4 and rng.random() < 0.15:  # seven pairs, now and then one of them four of a kind
        concealed = [tile, tile]
        for _ in range(6):
            t = _tile(rng, suits) if rng.random() < 0.85 else rng.choice(concealed)
            concealed += [t, t]
        return concealed
    role = "pair" if free == 0 else rng.choice(["pair", "pung", "chow", "chow"])
    if role == "pair":
        return [tile, tile] + _concealed_sets(rng, suits, free)
    if role == "pung":
        group = [tile] * 3
    else:
        low = tile - rng.choice([k for k in (0, 1, 2) if 0 <= tile % 9 - k <= 6])
        group = [low, low + 1, low + 2]
    pair = _tile(rng, suits)
    return group + _concealed_sets(rng, suits, free - 1) + [pair, pair]


class Seat:
    def __init__(self, seat: int):
        self.seat = seat
        self.melds = []      # the record's meld objects, in the order made
        self.kong_at = {}    # index of a kong among melds -> its event
        self.hand = None     # the tiles waiting (13 with the melds, kongs as three), once it has won
        self.wait = None     # the tile it won on first (it waits on it still)


def _end_hand(rng, wall, suits, size: int):
    """A hand of `size` tiles at the wall's end (None where the wall lacks them): ready (a complete hand less a tile),
    or tiles drawn at random from its suits (now and then from all three: a pig)."""
    for _ in range(20):
        if rng.random() < 0.5 and size >= 1:
            hand = _winning_hand(rng, suits, _tile(rng, suits), (size - 1) // 3)
            hand.remove(rng.choice(hand))
        else:
            pool = suits if rng.random() < 0.85 else [0, 1, 2]
            hand = [_tile(rng, pool) for _ in range(size)]
        if len(hand) == size and wall.take(hand):
            return hand
    return None


def _attempt(rng: random.Random, river: bool):
    wall = Wall()
    seats = [Seat(s) for s in range(4)]
    events, wins, options = [], [], {}
    suits_of = [rng.sample([0, 1, 2], 2) if rng.random() < 0.9 else [0, 1, 2] for _ in range(4)]  # 缺一门, or not
    for s in seats:  # pungs claimed early, before any event
        for _ in range(rng.choice([0, 0, 0, 1, 1, 2])):
            t = _tile(rng, suits_of[s.seat])
            if not wall.take([t] * 3):
                return None
            s.melds.append({"kind": "pung", "tiles": text([t] * 3), "from": rng.choice([o for o in range(4) if o != s.seat])})
    n_wins = rng.choice([0, 1, 1, 1, 1, 1, 2, 2, 3, 3, 3] + ([4, 5] if river else []))
    plans = []  # what happens, in order: a kong of a seat, or a win
    for _ in range(n_wins):
        plans += [("kong", rng.randrange(4))] * rng.choice([0, 0, 1]) + [("win", None)]
    won = set()

    def playing():
        return [s for s in range(4) if river or s not in won]

    for kind, who in plans:
        e = len(events)
        if kind == "kong":
            s = seats[who]
            if who not in playing() or s.hand is not None or len(s.melds) >= 3:
                continue
            pungs = [i for i, m in enumerate(s.melds) if m["kind"] == "pung"]
            how = rng.choice(["exposed", "concealed", "added"] if pungs else ["exposed", "concealed"])
            if how == "added":
                i = pungs[-1]
                t = int(s.melds[i]["tiles"][0]) - 1 + 9 * "mps".index(s.melds[i]["tiles"][-1])
                if not wall.take([t]):
                    continue
                s.melds[i] = {"kind": "kong", "tiles": text([t] * 4), "added": True, "from": s.melds[i]["from"]}
            else:
                t = _tile(rng, suits_of[who])
                givers = [o for o in playing() if o != who]
                if how == "exposed" and not givers or not wall.take([t] * 4):
                    continue
                meld = {"kind": "kong", "tiles": text([t] * 4)}
                if how == "concealed":
                    meld["concealed"] = True
                else:
                    meld["from"] = rng.choice(givers)
                s.melds.append(meld)
                i = len(s.melds) - 1
            s.kong_at[i] = e
            events.append({"kong": [who, i]})
            continue
        candidates = playing()
        if len(candidates) < 2:
            break
        again = [s for s in candidates if seats[s].hand is not None]
        if again and rng.random() < 0.5:  # 血流成河: a seat that won wins again, on the tile it waits on
            winners = [rng.choice(again)]
            tile = seats[winners[0]].wait
        else:
            fresh = [s for s in candidates if seats[s].hand is None]
            if not fresh:
                continue
            at_once = 1 if rng.random() < 0.85 else rng.choice([2, 3])
            winners = rng.sample(fresh, min(at_once, len(fresh), len(candidates) - 1))
            tile = _tile(rng, suits_of[winners[0]])
            for w in winners[1:]:  # each winner's two suits hold the tile won at once
                if tile // 9 not in suits_of[w]:
                    suits_of[w] = [tile // 9, suits_of[w][0]]
        self_draw = len(winners) == 1 and rng.random() < 0.5
        givers = [o for o in candidates if o not in winners]
        if not self_draw and not givers:
            continue
        source = None if self_draw else rng.choice(givers)
        if not wall.take([tile]):
            continue
        flags = {}
        if rng.random() < 0.1:
            flags["last_tile"] = True
        if not self_draw and rng.random() < 0.3 and any(o < e for o in seats[source].kong_at.values()):
            flags["discard_after_kong"] = True
        robbing = False
        if not self_draw and not flags and rng.random() < 0.15 and seats[source].hand is None \
                and len(seats[source].melds) < 4 and wall.take([tile] * 3):
            seats[source].melds.append({"kind": "pung", "tiles": text([tile] * 3),  # the pung it was promoting
                                        "from": rng.choice([o for o in range(4) if o != source])})
            robbing = True
        event_wins = []
        for w in winners:
            s = seats[w]
            if s.hand is None:
                for _ in range(50):  # a hand the wall still holds
                    hand = _winning_hand(rng, suits_of[w], tile, 4 - len(s.melds))
                    hand.remove(tile)
                    if wall.take(hand):
                        break
                else:
                    return None
                if rng.random() < 0.04:  # broken: one tile changed, most likely no win
                    hand[rng.randrange(len(hand))] = _tile(rng, [0, 1, 2])
                s.hand, s.wait = hand, tile
            win = {"winner": w, "win_tile": name(tile),
                   "by": "self_draw" if self_draw else "robbing_kong" if robbing else "discard"}
            if source is not None:
                win["from"] = source
            context = dict(flags)
            if self_draw and rng.random() < 0.3 and s.melds and (len(s.melds) - 1) in s.kong_at:
                context["kong_replacement"] = True
            if context:
                win["context"] = context
            if river and rng.random() < 0.5:  # the hand and melds at this moment, given with the win
                win["hand"] = text(s.hand)
                win["melds"] = [dict(m) for m in s.melds]
            event_wins.append(len(wins))
            wins.append(win)
        events.append({"win": event_wins if len(event_wins) > 1 or rng.random() < 0.3 else event_wins[0]})
        won.update(winners)
    if rng.random() < 0.1:  # a concealed kong made last: after the deal's end, or by a seat that left, it is refused
        s = seats[rng.randrange(4)]
        t = _tile(rng, [0, 1, 2])
        if s.hand is None and len(s.melds) < 4 and wall.take([t] * 4):
            s.melds.append({"kind": "kong", "tiles": text([t] * 4), "concealed": True})
            events.append({"kong": [s.seat, len(s.melds) - 1]})
    players = [{} for _ in range(4)]
    for s in seats:
        if s.hand is None and rng.random() < 0.6:  # a seat still playing at the wall's end shows its hand
            s.hand = _end_hand(rng, wall, suits_of[s.seat], 13 - 3 * len(s.melds))
        if s.hand is not None:
            players[s.seat]["hand"] = text(s.hand)
        if s.melds:
            players[s.seat]["melds"] = s.melds
        if rng.random() < 0.7:  # 定缺: the suit it plays without, now and then one it holds
            missing = [x for x in range(3) if x not in suits_of[s.seat]]
            players[s.seat]["void"] = "mps"[missing[0] if missing and rng.random() < 0.9 else rng.randrange(3)]
    record = {"dealer": rng.randrange(4), "players": players, "wins": wins}
    if rng.random() < 0.85 or sum(1 for ev in events if "win" in ev) > 1:  # else one moment: no events
        record["events"] = events
    if rng.random() < 0.3:
        options["max_fan"] = rng.randint(1, 6)
    if rng.random() < 0.2:
        options["zimo_adds_fan"] = True
    if rng.random() < 0.2:
        options["base"] = rng.randint(1, 10)
    for flag in ("longqidui_bonus", "with_daiyaojiu", "with_jiangdui", "wall_end_checks"):
        if rng.random() < 0.1:
            options[flag] = False
    if rng.random() < 0.3:
        options["hujiao_zhuanyi"] = True
    if options:
        record["options"] = options
    return record
