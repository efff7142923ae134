"""The MCR peer, PyMahjongGB: a record as its call, its answer, and a coverage report of the MCR deals.

- `to_peer(record)`: the keyword arguments of `MahjongGB.MahjongFanCalculator` for the record.
- `peer_fans(record)`: the peer's answer as `[(name_zh, value, count)]`, or its error string.
- `random_scoring_mcr_record(rng)`: a deal of tests/deals/mcr.py that the peer scores at 8 fan or more.

Peer facts this relies on (checked against the C++ source and by calls):
- tile codes: W = m, B = p, T = s, F1..F4 = 1z..4z, and J1 = 7z Red 中, J2 = 6z Green 发,
  J3 = 5z White 白 (the dragons run in the opposite order to the records' 5z 6z 7z);
- a pack's `offer` only decides exposed (1..3) or concealed (0); a CHI with offer 0 would be
  taken as concealed, so chows always get 1; an added kong is just an exposed kong (the Python
  binding cannot mark it promoted);
- it raises TypeError("ERROR_NOT_WIN" / "ERROR_WRONG_TILES_COUNT" / ...) on bad hands and scores
  hands under 8 fan normally (a hand with no fan at all is 无番和, 8).

Run `python -m tests.mcr_peer [N] [OUT]` (with the peer installed) for a coverage report.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter

from tests.deals.mcr import (WIND_LETTERS, check_record, parse, parse_flowers, random_mcr_record,
                             random_mcr_record_info, rank, suit, winning_shape)


def random_scoring_mcr_record(rng: random.Random, min_fan: int = 8) -> dict:
    """Like random_mcr_record, but only hands the peer scores at `min_fan` or more without flowers."""
    while True:
        record = random_mcr_record(rng)
        fans = peer_fans(record)
        if not isinstance(fans, str) and sum(v * c for n, v, c in fans if n != "花牌") >= min_fan:
            return record


# --------------------------------------------------------------------------------------------
# The peer (PyMahjongGB)

_HONOR_CODES = {27: "F1", 28: "F2", 29: "F3", 30: "F4", 31: "J3", 32: "J2", 33: "J1"}   # 5z 白 J3, 6z 发 J2, 7z 中 J1


def peer_code(t: int) -> str:
    """Our tile id as a PyMahjongGB tile code (W m, B p, T s, F winds, J1 中 J2 发 J3 白)."""
    if t >= 27:
        return _HONOR_CODES[t]
    return "WBT"[suit(t)] + str(rank(t))


def _win_and_player(record: dict, index: int = 0) -> tuple[dict, dict]:
    """The win and its winner's player object, from a full record or the one-winner shorthand."""
    if "wins" in record:
        win = record["wins"][index]
        return win, record["players"][win["winner"]]
    win = dict(record)
    win.setdefault("winner", 0)
    return win, record


def to_peer(record: dict, index: int = 0) -> dict:
    """MahjongFanCalculator keyword arguments for the record's win `index` (verbose=True)."""
    win, player = _win_and_player(record, index)
    seat, by, ctx = win["winner"], win["by"], win.get("context", {})
    packs = []
    for m in player.get("melds", []):
        tiles = parse(m["tiles"])
        if m["kind"] == "chow":
            packs.append(("CHI", peer_code(sorted(tiles)[1]), 1))
        elif m["kind"] == "pung":
            packs.append(("PENG", peer_code(tiles[0]), (seat - m["from"]) % 4))
        else:
            packs.append(("GANG", peer_code(tiles[0]), 0 if m.get("concealed") else (seat - m["from"]) % 4))
    self_drawn = by == "self_draw"
    return {
        "pack": tuple(packs),
        "hand": tuple(peer_code(t) for t in parse(player.get("hand", ""))),
        "winTile": peer_code(parse(win["win_tile"])[0]),
        "flowerCount": len(parse_flowers(player.get("flowers"))),
        "isSelfDrawn": self_drawn,
        "is4thTile": bool(ctx.get("last_of_kind")),
        "isAboutKong": bool((self_drawn and ctx.get("kong_replacement")) or by == "robbing_kong"),
        "isWallLast": bool(ctx.get("last_tile")),
        "seatWind": (seat - record.get("dealer", 0)) % 4,
        "prevalentWind": WIND_LETTERS.index(record.get("round_wind", "E")),
        "verbose": True,
    }


def peer_fans(record: dict, index: int = 0):
    """The peer's fan list [(name_zh, value, count)], or its error string (e.g. 'ERROR_NOT_WIN')."""
    from MahjongGB import MahjongFanCalculator
    try:
        result = MahjongFanCalculator(**to_peer(record, index))
    except TypeError as e:
        return str(e)
    return [(zh, value, count) for value, count, zh, _en in result]


# --------------------------------------------------------------------------------------------
# Coverage report

FAN_NAMES = (
    "大四喜 大三元 绿一色 九莲宝灯 四杠 连七对 十三幺 清幺九 小四喜 小三元 字一色 四暗刻 一色双龙会 一色四同顺 一色四节高 "
    "一色四步高 三杠 混幺九 七对 七星不靠 全双刻 清一色 一色三同顺 一色三节高 全大 全中 全小 清龙 三色双龙会 一色三步高 "
    "全带五 三同刻 三暗刻 全不靠 组合龙 大于五 小于五 三风刻 花龙 推不倒 三色三同顺 三色三节高 无番和 妙手回春 海底捞月 "
    "杠上开花 抢杠和 碰碰和 混一色 三色三步高 五门齐 全求人 双暗杠 双箭刻 全带幺 不求人 双明杠 和绝张 箭刻 圈风刻 门风刻 "
    "门前清 平和 四归一 双同刻 双暗刻 暗杠 断幺 一般高 喜相逢 连六 老少副 幺九刻 明杠 缺一门 无字 独听・边张 独听・嵌张 "
    "独听・单钓 自摸 花牌"
).split()
assert len(FAN_NAMES) == 81


def coverage(n: int = 20000) -> str:
    """Generate n records (seeds 0..n-1), check them, score them by the peer, and report."""
    t0 = time.perf_counter()
    records = [random_mcr_record_info(random.Random(seed)) for seed in range(n)]
    gen_time = time.perf_counter() - t0
    illegal = [(seed, p) for seed, (r, _) in enumerate(records) if (p := check_record(r))]
    t0 = time.perf_counter()
    results = [peer_fans(r) for r, _ in records]
    peer_time = time.perf_counter() - t0

    errors = Counter(r for r in results if isinstance(r, str))
    fan_hands, fan_hands8 = Counter(), Counter()
    templates, shapes, flags, meld_kinds, bys, flower_forms = Counter(), Counter(), Counter(), Counter(), Counter(), Counter()
    under8 = Counter()
    for (record, template), res in zip(records, results):
        templates[template] += 1
        win = record["wins"][0]
        player = record["players"][win["winner"]]
        shapes[winning_shape(parse(player["hand"]) + parse(win["win_tile"]), len(player["melds"]))] += 1
        bys[win["by"]] += 1
        for k, v in win["context"].items():
            flags[f"{k}={v}" if k == "kong_chain" else k] += 1
        for m in player["melds"]:
            meld_kinds["concealed kong" if m.get("concealed") else "added kong" if m.get("added")
                       else "exposed kong" if m["kind"] == "kong" else m["kind"]] += 1
        meld_kinds[f"hands with {len(player['melds'])} melds"] += 1
        f = player.get("flowers")
        flower_forms["none" if f is None else "int" if isinstance(f, int) else "string"] += 1
        if isinstance(res, str):
            continue
        total = sum(v * c for nm, v, c in res if nm != "花牌")
        for nm, _v, _c in res:
            fan_hands[nm] += 1
            if total >= 8:
                fan_hands8[nm] += 1
        if total < 8:
            under8[template] += 1

    ok = n - sum(errors.values())
    lines = [f"MCR random hand coverage: {n} records (seeds 0..{n - 1}), tests/deals/mcr.py",
             "",
             f"own legality checker: {n - len(illegal)} legal, {len(illegal)} illegal"
             + "".join(f"\n  seed {s}: {p}" for s, p in illegal[:20]),
             f"peer accepts as winning hands: {ok} ({100 * ok / n:.2f}%)",
             f"peer errors: {dict(errors) or 'none'}",
             f"peer-accepted hands under 8 fan (flowers not counted): {sum(under8.values())} "
             f"({100 * sum(under8.values()) / n:.1f}%) -> MCR's minimum makes these an input error",
             "  by template: " + ", ".join(f"{k} {v}" for k, v in under8.most_common()),
             "",
             f"speed: generation {n / gen_time:,.0f} records/s ({1e6 * gen_time / n:.0f} us each); "
             f"peer {n / peer_time:,.0f} calls/s",
             "",
             "fan occurrence (hands containing it: all peer-accepted / those at 8 fan or more):"]
    missing = [f for f in FAN_NAMES if fan_hands[f] < 20]
    missing8 = [f for f in FAN_NAMES if fan_hands8[f] < 20]
    for f in FAN_NAMES:
        lines.append(f"  {f:8s} {fan_hands[f]:6d} {fan_hands8[f]:6d}")
    extra = [f for f in fan_hands if f not in FAN_NAMES]
    for f in extra:
        lines.append(f"  {f:8s} {fan_hands[f]:6d} {fan_hands8[f]:6d}   (peer-only fan, not one of the 81)")
    lines.append(f"fan under 20 occurrences: {missing or 'none'}; among hands >= 8 fan: {missing8 or 'none'}")
    lines += ["", "winning shapes (own checker):"] + [f"  {k}: {v}" for k, v in shapes.most_common()]
    lines += ["", "ways of winning:"] + [f"  {k}: {v}" for k, v in bys.most_common()]
    lines += ["", "context flags set:"] + [f"  {k}: {v}" for k, v in flags.most_common()]
    lines += ["", "winner's melds:"] + [f"  {k}: {v}" for k, v in sorted(meld_kinds.items())]
    lines += ["", "flowers field:"] + [f"  {k}: {v}" for k, v in flower_forms.most_common()]
    lines += ["", "templates:"] + [f"  {k}: {v}" for k, v in templates.most_common()]
    lines += ["", "peer notes (PyMahjongGB 1.4.0, see the module docstring):",
              "  J1 = 7z 中 Red, J2 = 6z 发 Green, J3 = 5z 白 White (checked: 绿一色 only with J2);",
              "  no 8-fan minimum: small hands score as they are, no fan at all is 无番和 (8);",
              "  added kongs cannot be marked promoted through the binding: they score as exposed kongs;",
              "  a CHI with offer 0 counts as concealed (门前清), so chows get offer 1; otherwise offer is unused;",
              "  is4thTile is dropped when the winner holds another copy concealed, forced when the winner's",
              "  melds hold three copies of the win tile, and dropped on 抢杠和; isAboutKong on a self-draw needs",
              "  only some kong meld (not the last one); one concealed + one exposed kong is its own 明暗杠 (5)."]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    report = coverage(count)
    if len(sys.argv) > 2:
        with open(sys.argv[2], "w", encoding="utf-8") as fh:
            fh.write(report)
    print(report)
