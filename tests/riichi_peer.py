"""A riichi record scored by the peer, the `mahjong` package (PyPI `mahjong`, 2.1), set up as Tenhou plays.

`peer_result(record)` gives, as plain dicts, ints and sorted lists, to compare field by field:

    {"wins": [{"winner": 2, "han": 3, "fu": 40, "limit": "", "basic": 1280,
               "yaku": [{"id": "dora", "value": 1, "count": 2}, {"id": "riichi", "value": 1, "count": 1}],
               "yaku_ids": ["dora", "riichi"]}, ...],      # one per win, in the record's order
     "deltas": [-5200, 0, 5200, 0], "table": 0}

or, when the peer refuses a win, `{"wins": [..., {"winner": s, "error": "no_yaku"}, ...], "error": "..."}`
without deltas.

What the peer computes (`HandCalculator.estimate_hand_value`, one call per win):
- whether the hand is a win with a yaku, the best arrangement of its tiles, its yaku, han and fu;
- the limit, and the payments of the hand itself: `cost["main"]` and `cost["additional"]` (the
  ron payment; or on a self-draw what the dealer and what each other seat pays), rounded up to 100.
  It is called with honba and riichi sticks at 0 (`tsumi_number`, `kyoutaku_number`), so these are
  the hand's value alone.

The options, as Tenhou plays: `OptionalRules(has_open_tanyao=True, has_aka_dora=True,
has_double_yakuman=False` (kokushi 13-sided, suuankou tanki, pure chuuren and daisuushii count one
yakuman each; several yakuman still add up), `kazoe_limit=KAZOE_LIMITED` (13 han and more of ordinary
yaku is one yakuman), `kiriage=False`, `fu_for_open_pinfu=True` (an open hand with no fu wins with 30),
`fu_for_pinfu_tsumo=False` (pinfu self-drawn is 20 fu), `renhou_as_yakuman=False`, and no daisharin,
daichisei, sashikomi or paarenchan). `HandConfig` gets is_tsumo, is_riichi (a `declared_ready` winner),
is_daburu_riichi (`double_riichi`, which is also a riichi declaration), is_ippatsu, is_rinshan
(`kong_replacement`), is_chankan (`by: robbing_kong`), is_haitei / is_houtei (`last_tile` on a
self-draw / on a discard), is_tenhou / is_chiihou (`first_draw` by the dealer / by another seat), the
seat wind (from `dealer`) and the round wind; never is_renhou or is_open_riichi.

The peer's tile format: 136 indexes, tile kind k (0..33: 1m..9m, 1p..9p, 1s..9s, then East South West
North White Green Red) has the four indexes 4k..4k+3. The red fives are the particular indexes 16
(5m), 52 (5p) and 88 (5s): a red five of a record gets that index, its plain fives the other three.
Melds are `Meld(CHI | PON | KAN | SHOUMINKAN, tiles, opened)`: a concealed kong is KAN with
opened=False, a claimed kong KAN, an added kong SHOUMINKAN. The peer reads only the winner's tiles (all
of them, melds and win tile included) and the dora and ura-dora indicators (the latter only counted
with riichi).

What this module computes itself (the peer does none of it): the deal's `deltas` and `table`:
- the hand's payments as the peer gives them, from the discarder (on a win by discard or by robbing
  a kong), or on a self-draw from each other seat (the dealer pays `main`, the others `additional`);
- honba: 300 per honba from the discarder on a win by discard, 100 per honba from each other seat
  on a self-draw;
- riichi sticks: every seat that declared riichi (`declared_ready` on the player or on its win's
  context, or `double_riichi`) pays 1000 to the table; the winner collects 1000 for each stick on the
  table (`riichi_sticks` and this deal's); at a drawn deal they stay on the table;
- double ron: each winner is paid its own hand by the discarder; the honba and the sticks go only to
  the first winner after the discarder in turn order (Tenhou);
- noten payments at a drawn deal: 3000 in all from the seats not `ready` to the `ready` ones (1000
  each from three, 1500 from each of two, 3000 from one); nothing if all or none are ready;
- nagashi mangan (a declared win `{"winner": s, "declared": "nagashi_mangan"}`, whatever the shape's
  id: riichi declares no other win): paid as a mangan
  self-draw (dealer 4000 from each, another seat 4000 from the dealer and 2000 from the others; the
  peer's `is_nagashi_mangan` gives these amounts); each of several is paid. Tenhou counts the deal as
  drawn: the payment replaces the noten payments, and by default (`nagashi_honba=False`) no honba is
  paid and the sticks stay on the table;
- pao (sekinin barai) for daisangen and daisuushii (`pao=True`), read as specs/riichi.yaml reads it:
  when all three dragon sets (all four wind sets) of the winner are melds and the last of them in meld
  order was claimed (a pung, a claimed kong, or an added kong, whose pung was), the seat it was claimed
  from is liable. With `pao_whole_hand` (Tenhou, the spec's default) it answers for the whole hand, other
  yakuman included; without, for the one yakuman, the others paid as usual. On a self-draw it pays
  all it answers for at its ron value, and all the honba; on a discard by another seat the liable seat
  and the discarder pay half of it each, the liable seat also the honba. The peer knows nothing of pao.

`han` and `fu` are the peer's: for yakuman hands the han are 13 per yakuman and the fu those of the
arrangement (0 for thirteen orphans), for nagashi mangan 5 han 30 fu; Tenhou shows neither. The
record must be in the full form (`players` and `wins`).

`limit` is the peer's `cost["yaku_level"]` named as the spec names it ('' / 'mangan' / 'haneman' /
'baiman' / 'sanbaiman' / 'yakuman', counted yakuman and several yakuman included); `basic` is worked
out here from han, fu and limit (fu x 2^(2 + han) below mangan; 2000, 3000, 4000, 6000, 8000 per
yakuman) and checked against the peer's payments. `yaku` lists the peer's yaku as the pattern ids of
design17.md: ordinary yaku with their han as `value` and count 1, yakuman with value 13, dora,
ura_dora and aka_dora with value 1 and how many as `count`; sorted by id.
"""

from __future__ import annotations

from collections import Counter

from tests.deals.riichi import DRAGONS, FIVES, WINDS, WIND_LETTERS, is_red, kind, parse

PEER_YAKU = {
    "tsumo": "menzen_tsumo", "riichi": "riichi", "ippatsu": "ippatsu", "chankan": "chankan", "rinshan": "rinshan",
    "haitei": "haitei", "houtei": "houtei", "daburu_riichi": "double_riichi", "nagashi_mangan": "nagashi_mangan",
    "pinfu": "pinfu", "tanyao": "tanyao", "iipeiko": "iipeikou", "haku": "haku", "hatsu": "hatsu", "chun": "chun",
    "seat_wind_east": "seat_wind", "seat_wind_south": "seat_wind", "seat_wind_west": "seat_wind",
    "seat_wind_north": "seat_wind", "round_wind_east": "round_wind", "round_wind_south": "round_wind",
    "round_wind_west": "round_wind", "round_wind_north": "round_wind", "sanshoku": "sanshoku", "ittsu": "ittsu",
    "chantai": "chanta", "honroto": "honroutou", "toitoi": "toitoi", "sanankou": "sanankou", "sankantsu": "sankantsu",
    "sanshoku_douko": "sanshoku_doukou", "chiitoitsu": "chiitoitsu", "shosangen": "shousangen", "honitsu": "honitsu",
    "junchan": "junchan", "ryanpeiko": "ryanpeikou", "chinitsu": "chinitsu",
    "kokushi": "kokushi", "daburu_kokushi": "kokushi_13", "suuankou": "suuankou", "suuankou_tanki": "suuankou_tanki",
    "daisangen": "daisangen", "shosuushi": "shousuushii", "daisuushi": "daisuushii", "tsuisou": "tsuuiisou",
    "chinroto": "chinroutou", "ryuisou": "ryuuiisou", "chuuren_poutou": "chuuren",
    "daburu_chuuren_poutou": "chuuren_9", "suukantsu": "suukantsu", "tenhou": "tenhou", "chiihou": "chiihou",
    "dora": "dora", "ura_dora": "ura_dora", "aka_dora": "aka_dora",
}
"""The peer's yaku (attribute names of its YakuConfig) -> the pattern ids of design17.md."""

DORA_IDS = ("dora", "ura_dora", "aka_dora")
LIMITS = {"": 0, "mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000, "yakuman": 8000}


def _rules():
    from mahjong.hand_calculating.hand_config import HandConstants, OptionalRules
    return OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=False,
                         kazoe_limit=HandConstants.KAZOE_LIMITED, kiriage=False, fu_for_open_pinfu=True,
                         fu_for_pinfu_tsumo=False, renhou_as_yakuman=False)


_YAKU_NAMES = None


def _yaku_names() -> dict:
    """The peer's Yaku class -> its YakuConfig attribute name (and so our id)."""
    global _YAKU_NAMES
    if _YAKU_NAMES is None:
        from mahjong.hand_calculating.yaku_config import YakuConfig
        _YAKU_NAMES = {type(y): attr for attr, y in vars(YakuConfig()).items()}
    return _YAKU_NAMES


class Ids:
    """136 indexes of one hand: the red five its own index, plain tiles the other copies in turn."""

    def __init__(self):
        self.used = Counter()

    def __call__(self, code: int) -> int:
        k = kind(code)
        if is_red(code):
            return 4 * k
        first = 1 if k in FIVES else 0
        n = self.used[k]
        if first + n > 3:
            raise ValueError(f"more plain copies of kind {k} than the peer's set has")
        self.used[k] += 1
        return 4 * k + first + n


def _round_up(x: int) -> int:
    return (x + 99) // 100 * 100


def _declared(record: dict) -> list[bool]:
    declared = [bool(p.get("declared_ready")) for p in record["players"]]
    for w in record.get("wins", []):
        ctx = w.get("context", {})
        if ctx.get("declared_ready") or ctx.get("double_riichi"):
            declared[w["winner"]] = True
    return declared


def peer_arguments(record: dict, index: int) -> dict:
    """The keyword arguments of `HandCalculator.estimate_hand_value` for the record's win `index`."""
    from mahjong.hand_calculating.hand_config import HandConfig
    from mahjong.meld import Meld

    w = record["wins"][index]
    seat = w["winner"]
    dealer = record.get("dealer", 0)
    is_dealer = seat == dealer
    ctx = w.get("context", {})
    player = record["players"][seat]
    riichi = _declared(record)[seat]
    config = HandConfig(
        is_tsumo=w.get("by", "self_draw") == "self_draw",
        is_riichi=riichi,
        is_daburu_riichi=bool(ctx.get("double_riichi")),
        is_ippatsu=bool(ctx.get("ippatsu")),
        is_rinshan=bool(ctx.get("kong_replacement")),
        is_chankan=w.get("by") == "robbing_kong",
        is_haitei=bool(ctx.get("last_tile")) and w.get("by", "self_draw") == "self_draw",
        is_houtei=bool(ctx.get("last_tile")) and w.get("by", "self_draw") != "self_draw",
        is_tenhou=bool(ctx.get("first_draw")) and is_dealer,
        is_chiihou=bool(ctx.get("first_draw")) and not is_dealer,
        is_nagashi_mangan="declared" in w,            # riichi's one declared win
        player_wind=27 + (seat - dealer) % 4,
        round_wind=27 + WIND_LETTERS.index(record.get("round_wind", "E")),
        options=_rules(),
    )
    ids = Ids()
    tiles, melds = [], []
    if "declared" not in w:
        for m in player.get("melds", []):
            mine = [ids(t) for t in parse(m["tiles"])]
            tiles += mine
            if m["kind"] == "chow":
                melds.append(Meld(Meld.CHI, sorted(mine), opened=True))
            elif m["kind"] == "pung":
                melds.append(Meld(Meld.PON, mine, opened=True))
            elif m.get("concealed"):
                melds.append(Meld(Meld.KAN, mine, opened=False))
            else:
                melds.append(Meld(Meld.SHOUMINKAN if m.get("added") else Meld.KAN, mine, opened=True))
        tiles += [ids(t) for t in parse(player["hand"])]
        win_tile = ids(parse(w["win_tile"])[0])
        tiles.append(win_tile)
    else:
        win_tile = None
    indicator_ids = Ids()
    dora = [indicator_ids(t) for t in parse(ctx.get("dora_indicators", ""))]
    ura = [indicator_ids(t) for t in parse(ctx.get("ura_dora_indicators", ""))]
    return {"tiles": tiles, "win_tile": win_tile, "melds": melds, "dora_indicators": dora,
            "ura_dora_indicators": ura, "config": config}


def score_win(record: dict, index: int) -> dict:
    """The peer's reading of the record's win `index`: han, fu, yaku, limit, basic, and its cost."""
    from mahjong.hand_calculating.hand import HandCalculator

    arguments = peer_arguments(record, index)
    config = arguments["config"]
    seat = record["wins"][index]["winner"]
    is_dealer = seat == record.get("dealer", 0)
    response = HandCalculator.estimate_hand_value(**arguments)
    if response.error:
        return {"winner": seat, "error": response.error}
    names = _yaku_names()
    yaku = Counter()
    values = {}
    for y in response.yaku:
        ident = PEER_YAKU[names[type(y)]]
        if ident in DORA_IDS:
            n = y.han_closed if ident == "ura_dora" or not response.is_open_hand else y.han_open
            values[ident] = 1
            yaku[ident] += n
        else:
            values[ident] = y.han_open if response.is_open_hand and y.han_open else y.han_closed
            yaku[ident] += 1
    level = response.cost["yaku_level"]
    limit = "yakuman" if "yakuman" in level else "mangan" if level == "nagashi mangan" else level.replace("kazoe ", "")
    if limit not in LIMITS:
        raise ValueError(f"the peer's yaku_level {level!r} is not known here")
    if limit == "yakuman":
        units = int(level[0]) if level[0].isdigit() else 1
        basic = 8000 * units
    elif limit:
        basic = LIMITS[limit]
    else:
        basic = response.fu * 2 ** (2 + response.han)
    cost = response.cost
    # The peer's payments follow from the basic points: check that we read them alike.
    if config.is_tsumo:
        expected = (_round_up(2 * basic), _round_up(2 * basic) if is_dealer else _round_up(basic))
    else:
        expected = (_round_up((6 if is_dealer else 4) * basic), 0)
    if (cost["main"], cost["additional"]) != expected:
        raise AssertionError(f"basic {basic} does not give the peer's payments {cost}")
    return {
        "winner": seat, "han": response.han, "fu": response.fu, "limit": limit, "basic": basic,
        "yaku": [{"id": i, "value": values[i], "count": yaku[i]} for i in sorted(yaku)],
        "yaku_ids": sorted(yaku),
        "cost": {"main": cost["main"], "additional": cost["additional"]},
    }


def liable_seat(record: dict, index: int, yaku_ids) -> tuple[str, int] | None:
    """(yakuman id, liable seat) when pao applies to the win (see the module docstring)."""
    w = record["wins"][index]
    melds = record["players"][w["winner"]].get("melds", [])
    for ident, family, n in (("daisangen", DRAGONS, 3), ("daisuushii", WINDS, 4)):
        if ident not in yaku_ids:
            continue
        mine = [m for m in melds if m["kind"] != "chow" and kind(parse(m["tiles"])[0]) in family]
        if len(mine) == n and "from" in mine[-1]:  # the last set claimed; those before it shown in any way
            return ident, mine[-1]["from"]
    return None


def peer_result(record: dict, *, nagashi_honba: bool = False, pao: bool = True, pao_whole_hand: bool = True) -> dict:
    """The record scored by the peer, with the deal's payments worked out here (module docstring)."""
    players, wins = record["players"], record.get("wins", [])
    dealer = record.get("dealer", 0)
    honba, sticks = record.get("honba", 0), record.get("riichi_sticks", 0)
    declared = _declared(record)
    deltas, table = [0] * 4, 0

    def pay(src, dst, amount):
        nonlocal table
        if src == "table":
            table -= amount
        else:
            deltas[src] -= amount
        if dst == "table":
            table += amount
        else:
            deltas[dst] += amount

    for s in range(4):
        if declared[s]:
            pay(s, "table", 1000)
    results = [score_win(record, i) for i in range(len(wins))]
    if any("error" in r for r in results):
        errors = "; ".join(f"seat {r['winner']}: {r['error']}" for r in results if "error" in r)
        return {"wins": results, "error": errors}

    declared_wins = [w for w in wins if "declared" in w]
    if not wins or declared_wins:                   # a drawn deal (nagashi mangan is one too)
        if declared_wins:
            if len(declared_wins) != len(wins):
                raise ValueError("nagashi mangan beside a won hand")
            for w, r in zip(wins, results):
                s = w["winner"]
                for o in range(4):
                    if o != s:
                        pay(o, s, r["cost"]["main"] if o == dealer or s == dealer else r["cost"]["additional"])
                        if nagashi_honba:
                            pay(o, s, 100 * honba)
        else:
            ready = [s for s in range(4) if players[s].get("ready")]
            noten = [s for s in range(4) if s not in ready]
            if ready and noten:
                for s in noten:
                    deltas[s] -= 3000 // len(noten)
                for s in ready:
                    deltas[s] += 3000 // len(ready)
        return {"wins": [_public(r) for r in results], "deltas": deltas, "table": table}

    discarder = wins[0].get("from")
    by = wins[0].get("by", "self_draw")
    if by == "self_draw":
        collector = wins[0]["winner"]
    else:
        collector = min((w["winner"] for w in wins), key=lambda s: (s - discarder) % 4)
    for i, (w, r) in enumerate(zip(wins, results)):
        s = w["winner"]
        liable = liable_seat(record, i, r["yaku_ids"]) if pao else None
        units = r["basic"] // 8000 if r["limit"] == "yakuman" else 0
        if by == "self_draw":
            payers = [o for o in range(4) if o != s]
            if liable is not None:
                L = liable[1]
                covered = units if pao_whole_hand else 1
                one = (6 if s == dealer else 4) * 8000 * covered  # what it answers for, at its ron value
                pay(L, s, one + 300 * honba)
                rest = units - covered
                for o in payers:
                    share = 2 * 8000 * rest if (o == dealer or s == dealer) else 8000 * rest
                    if share:
                        pay(o, s, share)
            else:
                for o in payers:
                    pay(o, s, r["cost"]["main"] if o == dealer or s == dealer else r["cost"]["additional"])
                    pay(o, s, 100 * honba)
        else:
            honba_here = 300 * honba if s == collector else 0
            if liable is not None and liable[1] != discarder:
                L = liable[1]
                covered = units if pao_whole_hand else 1
                one = (6 if s == dealer else 4) * 8000
                pay(discarder, s, one * covered // 2 + (units - covered) * one)
                pay(L, s, one * covered - one * covered // 2 + honba_here)
            else:
                pay(discarder, s, r["cost"]["main"] + honba_here)
    pay("table", collector, 1000 * (sticks + sum(declared)))
    return {"wins": [_public(r) for r in results], "deltas": deltas, "table": table}


def _public(r: dict) -> dict:
    return {k: v for k, v in r.items() if k != "cost"}
