"""Hand records: CONTRACT.md forms, and an error record (never an exception) for every kind of bad input."""

import pytest

PLAIN = {"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}],
         "win_tile": "9s", "by": "discard", "from": 2}


def full(**win):
    return {"dealer": 0, "round_wind": "E",
            "players": [{"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}]}, {}, {}, {}],
            "wins": [dict({"winner": 0, "win_tile": "9s", "by": "discard", "from": 2}, **win)]}


def test_shorthand_and_full_forms_agree(nanning):
    score = nanning.module().score
    assert score(PLAIN) == score(full())
    assert score(PLAIN)["deltas"] == [2, 0, -2, 0]
    assert score(dict(PLAIN, winner=0, ruleset="nanning"))["deltas"] == [2, 0, -2, 0]


def test_shorthand_for_another_seat(nanning):
    record = dict(PLAIN, winner=3, **{"from": 1})
    record["melds"] = [{"kind": "pung", "tiles": "999p", "from": 2}]
    assert nanning.module().score(record)["deltas"] == [0, -2, 0, 2]


@pytest.mark.parametrize("change, code, words", [
    ({"hand": "123m456m78s55x"}, "bad_tiles", "unknown suit letter 'x'"),
    ({"hand": "023m456m78s55z"}, "bad_tiles", "no tile numbered 0"),
    ({"hand": "123m456m78s558z"}, "bad_tiles", "there is no tile 8z"),
    ({"hand": "123m456m78s5z"}, "tile_count", "a waiting hand has 13"),
    ({"hand": "23m9p456m78s55z", "win_tile": "9p"}, "too_many_copies", "5 copies of 9p"),
    ({"win_tile": "1m", "hand": "123m456m78s55z"}, "not_a_win", "does not make a winning shape"),
    ({"from": None}, "missing_from", "needs 'from'"),
    ({"context": {"last_tiles": True}}, "unknown_flag", "unknown flag 'last_tiles'"),
    ({"context": {"last_tile": "yes"}}, "bad_flag", "expected true or false"),
    ({"by": "tsumo"}, "bad_record", "expected self_draw, discard or robbing_kong"),
    ({"from": 0}, "bad_record", "'from' is the winner's own seat"),
    ({"melds": [{"kind": "chow", "tiles": "789p", "from": 1}]}, "claim_not_allowed", "chow claims are not allowed"),
    ({"melds": [{"kind": "pung", "tiles": "899p", "from": 1}]}, "bad_meld", "is not a pung"),
    ({"melds": [{"kind": "pung", "tiles": "999p"}]}, "bad_meld", "needs 'from'"),
    ({"melds": [{"kind": "pung", "from": 1}]}, "bad_meld", "players[0].melds[0]: missing 'tiles'"),
    ({"flowers": "1f"}, "bad_tiles", "not a flower tile in this ruleset"),
    ({"options": {"fenghu_doubel": True}}, "unknown_option", "unknown option 'fenghu_doubel'"),
    ({"options": {"fenghu_double": 1}}, "bad_option", "expected true or false"),
    ({"ruleset": "mcr"}, "wrong_ruleset", "this scorer is nanning"),
    ({"dealer": 7}, "bad_record", "a seat is 0..3"),
    ({"colour": "red"}, "bad_record", "unknown field 'colour'"),
    ({"hnd": "1m"}, "bad_record", "unknown field 'hnd' (did you mean 'hand'? known: ruleset, dealer"),
    ({"by": None}, "bad_record", "wins[0]: missing 'by' (self_draw, discard or robbing_kong)"),
    ({"win_tile": None}, "bad_record", "wins[0]: missing 'win_tile'"),
    ({"dealer": True}, "bad_record", "dealer: expected an integer, got true"),
    ({"context": {"last_tile": None}}, "bad_flag", "expected true or false, got null"),
    ({"context": {"kong_chain": "2"}}, "bad_flag", "context.kong_chain: expected an integer, got '2'"),
    ({"context": {"bonus_tiles": "1f"}}, "bad_tiles", "bonus_tiles: 1f is not a tile of this ruleset"),
])
def test_bad_record_gives_an_error_record(nanning, change, code, words):
    record = dict(PLAIN)
    for key, value in change.items():
        if value is None:
            record.pop(key)
        else:
            record[key] = value
    for scorer in (nanning.module().score, nanning_interpreter(nanning)):
        result = scorer(record)
        assert set(result) == {"error"}, result
        assert result["error"]["code"] == code
        assert words in result["error"]["message"]


def nanning_interpreter(nanning):
    from compiler.interpret import Interpreter
    return Interpreter(nanning.ruleset).score


@pytest.mark.parametrize("record", [None, [], "text", 5, {"players": "four"}, {"players": [{}, {}, {}]},
                                    {"players": [{}, {}, {}, {}], "wins": [{"winner": 0}]},
                                    {"players": [{}, {}, {}, {}], "wins": "x"},
                                    {"players": [{}, {}, {}, {}], "penalties": [{"type": "nap", "seat": 1}]}])
def test_malformed_records_never_raise(nanning, record):
    result = nanning.module().score(record)
    assert "error" in result and result["error"]["code"]


@pytest.mark.parametrize("change, code", [
    ({"win_tile": [1]}, "bad_tiles"), ({"win_tile": {"m": 1}}, "bad_tiles"),
    ({"penalties": [{"type": ["false_win"], "seat": 1}]}, "unknown_penalty"),
    ({"penalties": [{"type": {"a": 1}, "seat": 1}]}, "unknown_penalty"),
])
def test_unhashable_values_are_bad_fields_not_crashes(nanning, change, code):
    record = full()
    if "win_tile" in change:
        record["wins"][0].update(change)
    else:
        record.update(change)
    for scorer in (nanning.module().score, nanning_interpreter(nanning)):
        assert scorer(record)["error"]["code"] == code


def test_a_value_nested_100_000_deep_is_still_a_bad_field_shown_by_its_first_characters(nanning):
    deep = inner = []
    for _ in range(100000):
        inner.append([])
        inner = inner[0]
    for record, code in (({"hand": deep, "win_tile": "1m", "by": "self_draw"}, "bad_tiles"),
                         ({"players": [{}, {}, {}, {}], "penalties": [{"type": deep}]}, "unknown_penalty"),
                         (deep, "bad_record")):
        for scorer in (nanning.module().score, nanning_interpreter(nanning)):
            error = scorer(record)["error"]
            assert error["code"] == code and "[" * 37 + "..." in error["message"]


def test_broken_records_give_an_error_or_a_result_in_every_bundled_scorer():
    """Legal records of every kind, each broken in thousands of ways (a field deleted, an odd value
    of any JSON type, an unknown key; twice over): every bundled scorer answers, none raises."""
    import copy
    import importlib
    import random
    from tests.deals.mcr import random_mcr_record
    from tests.deals.nanning import random_record
    from tests.conftest import BUNDLED
    scorers = [importlib.import_module(f"generated.{path.stem}").score for path in BUNDLED]
    rng = random.Random(23)
    records = answered = 0
    for i in range(120):
        legal = (random_mcr_record if i % 2 else random_record)(rng)
        broken = list(_mutations(legal, rng))
        for record in [legal] + broken + [twice for once in broken[:2] for twice in _mutations(once, rng)]:
            records += 1
            for score in scorers:
                result = score(copy.deepcopy(record))
                answered += set(result) in ({"error"}, {"deltas", "wins", "payments"}, {"deltas", "table", "wins", "payments"})
    assert records > 1500 and answered == records * len(scorers)


def test_drawn_deal_settles_kongs_only(nanning):
    record = {"players": [{"melds": [{"kind": "kong", "tiles": "5555m", "concealed": True}]},
                          {"melds": [{"kind": "kong", "tiles": "7777p", "from": 0}]}, {}, {}], "wins": []}
    result = nanning.module().score(record)
    assert result["deltas"] == [3 - 1, 1 - 1, -1, -1]
    assert result["wins"] == []
    assert {p["reason"] for p in result["payments"]} == {"暗杠杠分 (concealed kong point)", "明杠杠分 (exposed kong point)"}


def test_multiple_winners_off_one_discard(nanning):
    record = {"dealer": 0, "players": [
        {"hand": "123m456m789p78s55z"}, {"hand": "123p456p789m78s55z"}, {}, {}],
        "wins": [{"winner": 0, "win_tile": "9s", "by": "discard", "from": 3},
                 {"winner": 1, "win_tile": "9s", "by": "discard", "from": 3}]}
    result = nanning.module().score(record)
    assert [w["total"] for w in result["wins"]] == [4, 4]
    assert result["deltas"] == [4, 4, 0, -8]


def test_options_change_the_score(nanning):
    score = nanning.module().score
    concealed = {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}
    assert score(concealed)["deltas"] == [12, -4, -4, -4]
    assert score(dict(concealed, options={"concealed_base": False}))["deltas"] == [9, -3, -3, -3]


def test_sealed_winner_cannot_win(nanning):
    record = {"players": [{"hand": "123m456m789p78s55z"},
                          {"melds": [{"kind": "pung", "tiles": "111z", "from": 0}, {"kind": "pung", "tiles": "222z", "from": 0},
                                     {"kind": "pung", "tiles": "333z", "from": 0}]}, {}, {}],
              "wins": [{"winner": 0, "win_tile": "9s", "by": "self_draw"}]}
    result = nanning.module().score(record)
    assert result["error"]["code"] == "sealed"


def test_robbing_a_chain_with_a_concealed_kong_is_refused(nanning):
    record = {"players": [{"hand": "23m456m789p55s666z"},
                          {"melds": [{"kind": "kong", "tiles": "7777s", "concealed": True},
                                     {"kind": "pung", "tiles": "111m", "from": 2}]}, {}, {}],
              "wins": [{"winner": 0, "win_tile": "1m", "by": "robbing_kong", "from": 1, "context": {"kong_chain": 2}}]}
    assert nanning.module().score(record)["error"]["code"] == "rob_not_allowed"


def test_scorer_does_not_mutate_the_record(nanning):
    import copy
    record = full(context={"kong_chain": 0})
    before = copy.deepcopy(record)
    nanning.module().score(record)
    assert record == before


# ---------------------------------------------------------------- the one-pass check of usual records

ODD_VALUES = [None, 0, 1, -1, 5, True, False, "", "x", "1m", "9s", "5555m", "123m", "E", [], [1], {}, {"a": 1}]


def _mutations(record, rng):
    """The record with one field somewhere deleted, replaced by an odd value, or joined by an unknown one."""
    paths = []

    def visit(obj, path):
        if isinstance(obj, dict):
            for k, v in obj.items():
                paths.append(path + (k,))
                visit(v, path + (k,))
        elif isinstance(obj, list):
            for i, v in enumerate(obj):
                paths.append(path + (i,))
                visit(v, path + (i,))
    visit(record, ())
    import copy
    for _ in range(6):
        changed = copy.deepcopy(record)
        path = rng.choice(paths)
        parent = changed
        for step in path[:-1]:
            parent = parent[step]
        action = rng.random()
        if action < 0.2 and isinstance(parent, dict):
            del parent[path[-1]]
        elif action < 0.3 and isinstance(parent, dict):
            parent["extra"] = 1
        else:
            parent[path[-1]] = rng.choice(ODD_VALUES)
        yield changed


def _deal_dump(deal):
    group = lambda g: (g.kind, g.tile, g.tiles, g.owner, g.source, g.concealed, g.declared, g.added, g.index)  # noqa
    return (deal.dealer, deal.round_wind, deal.honba, deal.riichi_sticks, deal.options, deal.penalties,
            [(p.hand, [group(m) for m in p.melds], p.flowers, p.flower_count, p.declared_ready, p.ready, p.reds)
             for p in deal.players],
            [(w.winner, w.win_tile, w.by, w.source, w.context, w.declared, w.red, w.flag_reds) for w in deal.wins])


def _outcome(parse, record, rules):
    """What a record check makes of a record: an error, a Deal and all its tiles, or None."""
    from compiler import runtime as rt
    try:
        made = parse(record, rules)
    except rt.RecordError as error:
        return ("error", error.code, error.message)
    if made is None:
        return None
    deal, tiles = made if isinstance(made, tuple) else (made, rt._all_tiles(made, rules))
    return ("deal", _deal_dump(deal), sorted(tiles))


def test_one_pass_check_accepts_exactly_what_the_field_by_field_check_does(nanning):
    """On legal records and on thousands of broken ones, the one-pass check builds the same Deal or
    the same error as the field-by-field check, or hands the record over to it."""
    import random
    from compiler import runtime as rt
    from compiler.bundled import SPECS as BUNDLED_SPECS
    from compiler.pipeline import compile_spec
    from tests.deals.mcr import random_mcr_record
    from tests.deals.nanning import random_record
    rng = random.Random(11)
    taken = handed_over = 0
    mcr = compile_spec(BUNDLED_SPECS / "mcr.yaml", "specs/mcr.yaml")
    for compiled, make in ((nanning, random_record), (mcr, random_mcr_record)):
        rules = compiled.module().RULES
        for _ in range(150):
            legal = make(rng)
            assert _outcome(rt._usual_record, legal, rules) == _outcome(rt._checked_record, legal, rules)
            for record in _mutations(legal, rng):
                fast = _outcome(rt._usual_record, record, rules)
                if fast is None:
                    handed_over += 1
                    continue
                taken += 1
                assert fast == _outcome(rt._checked_record, record, rules), record
    assert taken > 200 and handed_over > 1000


def test_a_robbed_pung_may_be_listed_where_it_was_claimed(nanning):
    """Melds are listed in the order they were made: the pung being promoted may be any of them."""
    def record(melds):
        return {"players": [{"hand": "123m456m789m11z46p"}, {"melds": melds}, {}, {}],
                "wins": [{"winner": 0, "win_tile": "5p", "by": "robbing_kong", "from": 1}]}
    robbed, other = {"kind": "pung", "tiles": "555p", "from": 3}, {"kind": "pung", "tiles": "777s", "from": 2}
    for score in (nanning.module().score, nanning_interpreter(nanning)):
        assert score(record([robbed, other])) == score(record([other, robbed]))
        assert score(record([robbed, other]))["deltas"] == [12, -12, 0, 0]
        assert score(record([other]))["error"]["code"] == "bad_rob"


# ---------------------------------------------------------------- kong chains with added kongs where their pungs were

def chain_record(melds, n=2, hand="123m7z", win_tile="7z"):
    """Seat 0 wins on the replacement tile after a chain of n kongs."""
    return {"hand": hand, "melds": melds, "win_tile": win_tile, "by": "self_draw",
            "context": {"kong_replacement": True, "kong_chain": n}}


ADDED_6S = {"kind": "kong", "tiles": "6666s", "added": True, "from": 2}
PUNG_9P = {"kind": "pung", "tiles": "999p", "from": 3}
EXPOSED_5P = {"kind": "kong", "tiles": "5555p", "from": 1}


def chain_of(nanning, record):
    """The tiles of the kongs a win's chain holds, in the order made, as the reader takes them."""
    from compiler.runtime import records as rt
    deal = rt.parse_record(record, nanning.module().RULES)
    return [rt.tile_name(m.tile) for m in deal.wins[0].chain]


def test_a_chain_s_added_kong_may_stand_where_its_pung_was_made(nanning):
    """The 6666s pung was claimed first, the 5555p kong of seat 1's discard last, and then the fourth 6s added: listed
    in the order made, or with the added kong where it was promoted, the chain is the same, and seat 1 pays."""
    in_place, promoted_last = chain_record([ADDED_6S, PUNG_9P, EXPOSED_5P]), chain_record([PUNG_9P, EXPOSED_5P, ADDED_6S])
    for score in (nanning.module().score, nanning_interpreter(nanning)):
        assert score(in_place) == score(promoted_last)
        assert score(in_place)["deltas"] == [38, -38, 0, 0]
    # a kong of a discard only begins a chain, wherever it is listed
    assert chain_of(nanning, in_place) == chain_of(nanning, promoted_last) == ["5p", "6s"]


def test_a_chain_takes_the_kongs_listed_last_then_added_kongs_from_the_end(nanning):
    concealed = {"kind": "kong", "tiles": "8888s", "concealed": True}
    melds = [ADDED_6S, PUNG_9P, concealed]
    assert chain_of(nanning, chain_record(melds, 1)) == ["8s"]
    assert chain_of(nanning, chain_record(melds, 2)) == ["6s", "8s"]
    assert chain_of(nanning, dict(chain_record(melds), context={})) == []  # a win after no kong


@pytest.mark.parametrize("melds, n, words", [
    ([ADDED_6S, PUNG_9P, EXPOSED_5P], 3, "seat 0 has no chain of 3 kongs: only 2 of its kongs are listed after its last "
                                         "pung or chow, or were added to a pung"),
    ([dict(ADDED_6S, added=False), PUNG_9P, EXPOSED_5P], 2, "no chain of 2 kongs: only 1 of its kongs"),
    ([EXPOSED_5P, dict(ADDED_6S, added=False), PUNG_9P], 1, "no chain of 1 kongs: only 0 of its kongs"),
])
def test_a_chain_the_melds_cannot_make_is_refused(nanning, melds, n, words):
    """A kong made before the seat's last pung or chow, and not added to a pung later, cannot be in the chain."""
    for score in (nanning.module().score, nanning_interpreter(nanning)):
        error = score(chain_record(melds, n))["error"]
        assert error["code"] == "bad_flag" and words in error["message"], error


def test_a_robbed_chain_s_added_kong_may_stand_where_its_pung_was(nanning):
    """Seat 1 claimed East off seat 0, then South off seat 3; later it adds the fourth East, and is robbed adding to
    its 7p pung: a chain of two, the added kong listed where its pung was."""
    def record(melds, n=2):
        return {"players": [{"hand": "123m456m789s68p55z"}, {"hand": "1234m", "melds": melds}, {}, {}],
                "wins": [{"winner": 0, "win_tile": "7p", "by": "robbing_kong", "from": 1, "context": {"kong_chain": n}}]}
    added = {"kind": "kong", "tiles": "1111z", "from": 0, "added": True}
    south, robbed = {"kind": "pung", "tiles": "222z", "from": 3}, {"kind": "pung", "tiles": "777p", "from": 2}
    for score in (nanning.module().score, nanning_interpreter(nanning)):
        assert score(record([added, south, robbed])) == score(record([south, added, robbed]))
        assert score(record([added, south, robbed]))["deltas"] == [23, -23, 0, 0]
        assert "(the robbed one included)" in score(record([added, south, robbed], 3))["error"]["message"]


def test_with_events_a_chain_is_the_latest_kongs_by_their_events():
    """Seat 1's melds list its 5p pung (added to later) before its concealed 8p kong; its events say which kong its
    discard followed, and 呼叫转移 passes on what that kong earned: an added kong's base from three seats, or a
    concealed kong's two bases from each."""
    from compiler.pipeline import compile_spec
    from tests.conftest import ROOT
    sichuan = compile_spec(ROOT / "specs" / "sichuan.yaml", "specs/sichuan.yaml").module()

    def passed_on(events):
        record = {"options": {"hujiao_zhuanyi": True},
                  "players": [{"hand": "123m456m789m23s55s"},
                              {"hand": "123s456s7s", "melds": [{"kind": "kong", "tiles": "5555p", "added": True, "from": 2},
                                                               {"kind": "kong", "tiles": "8888p", "concealed": True}]}, {}, {}],
                  "wins": [{"winner": 0, "win_tile": "1s", "by": "discard", "from": 1, "context": {"discard_after_kong": True}}]}
        if events is not None:
            record["events"] = events
        return [p["amount"] for p in sichuan.score(record)["payments"] if p["reason"] == "呼叫转移 (kong money passed on)"]
    assert passed_on([{"kong": [1, 1]}, {"kong": [1, 0]}, {"win": 0}]) == [3]   # the added kong last
    assert passed_on([{"kong": [1, 0]}, {"kong": [1, 1]}, {"win": 0}]) == [6]   # the concealed kong last
    assert passed_on(None) == [6]                                                 # the kong listed last
    # a kong added after the win was still a pung at it: the chain is the concealed kong
    assert passed_on([{"kong": [1, 1]}, {"win": 0}, {"kong": [1, 0]}]) == [6]


@pytest.mark.parametrize("second, words", [
    ({"winner": 1, "win_tile": "5p", "by": "discard", "from": 3}, "several wins come off one discard, from one seat"),
    ({"winner": 2, "win_tile": "5p", "by": "discard", "from": 0}, "several wins come off one discard, from one seat"),
    ({"winner": 1, "win_tile": "5p", "by": "robbing_kong", "from": 2}, "all off its discard or all off its robbed kong"),
    ({"winner": 1, "win_tile": "5p", "by": "discard", "from": 2, "context": {"last_tile": True}},
     "context.last_tile: wins off one discard agree on it"),
])
def test_several_wins_are_one_discard(nanning, second, words):
    """一炮多响: several wins off one discard share its seat, tile, way and what the discard was."""
    hands = {0: "123m456m789m11z46p", 1: "123s456s789s22z46p", 2: "111m999s345p66z47p"}
    record = {"players": [{"hand": hands[0]}, {"hand": hands[1]},
                          {"hand": hands[2]} if second["winner"] == 2 else {}, {}],
              "wins": [{"winner": 0, "win_tile": "5p", "by": "discard", "from": 2}, second]}
    if second["by"] == "robbing_kong":
        record["players"][2] = {"melds": [{"kind": "pung", "tiles": "555p", "from": 3}]}
    for score in (nanning.module().score, nanning_interpreter(nanning)):
        assert words in score(record)["error"]["message"]
    record["wins"][1] = {"winner": 1, "win_tile": "5p", "by": "discard", "from": 2}
    assert nanning.module().score(record)["deltas"] == [4, 4, -8, 0]  # two concealed hands, 4 each from seat 2


@pytest.mark.parametrize("value", [True, 8.0, "8"])
def test_an_integer_option_of_another_type_is_a_bad_option(value):
    import generated.mcr as mcr
    record = {"hand": "123m456p789s1122z", "win_tile": "2z", "by": "discard", "from": 1, "options": {"min_fan": value}}
    assert mcr.score(record)["error"]["code"] == "bad_option"
    assert mcr.score(dict(record, options={"min_fan": 12}))["error"]["message"].startswith("seat 0: 不足起和番数")


def test_a_record_of_dict_subclasses_reads_as_plain_dicts(nanning):
    import json
    from collections import OrderedDict
    text = json.dumps(full())
    ordered = json.loads(text, object_pairs_hook=OrderedDict)
    for score in (nanning.module().score, nanning_interpreter(nanning)):
        assert score(ordered) == score(json.loads(text)) and score(ordered)["deltas"] == [2, 0, -2, 0]


@pytest.mark.parametrize("value, code, words", [
    ("12 // count(chows)", "division_by_zero", "divides by zero on this hand"),
    ("2 ** (70 - count(chows))", "overflow", "raises to a power above 64 on this hand"),
])
def test_a_failing_operation_names_its_place_in_the_spec(compile_text, value, code, words):
    """An author with several divisions learns which one failed: file, line and column of the operator's expression."""
    from compiler.interpret import Interpreter
    from tests.conftest import MINI_TEXT
    text = MINI_TEXT.replace('    when: "self_drawn"\n', f'    when: "self_drawn"\n    value: "{value}"\n', 1)
    line = next(i for i, row in enumerate(text.splitlines(), 1) if value in row)
    compiled = compile_text(text)
    pungs_only = {"hand": "111m222p333s444m5z", "win_tile": "5z", "by": "self_draw"}
    for score in (compiled.module().score, Interpreter(compiled.ruleset).score):
        error = score(pungs_only)["error"]
        assert error["code"] == code and error["message"] == f"the expression at house.yaml:{line}:13 {words}"


def test_a_reject_message_quotes_numbers_of_the_hand():
    """MCR's minimum says how far the hand falls short, in the generated scorer and the interpreter alike."""
    import generated.mcr as mcr
    from compiler.interpret import Interpreter
    from compiler.pipeline import compile_spec
    from tests.conftest import ROOT
    record = {"hand": "123m456p789s1122z", "win_tile": "2z", "by": "discard", "from": 1, "options": {"min_fan": 40}}
    interpreter = Interpreter(compile_spec(ROOT / "specs" / "mcr.yaml", "specs/mcr.yaml").ruleset)
    for score in (mcr.score, interpreter.score):
        assert score(record)["error"] == {"code": "below_minimum", "message": (
            "seat 0: 不足起和番数：11番，起和40番（花牌不计） (11 fan, below the 40-fan minimum (flowers do not count toward it))")}


@pytest.mark.parametrize("message, words", [
    ('{zh: "无番：{fan}", en: "{self_drawn} fan"}', "expected an int here, but this is a bool"),
    ('{zh: "无番：{fan}", en: "{fann} fan"}', "unknown name 'fann' here"),
])
def test_a_reject_placeholder_is_checked_like_any_expression(compile_text, message, words):
    from compiler.errors import SpecErrors
    from tests.conftest import MINI_TEXT
    text = MINI_TEXT.replace("    message: {zh: 无番不能和, en: a hand needs at least one fan}", f"    message: {message}")
    with pytest.raises(SpecErrors) as info:
        compile_text(text)
    (error,) = info.value.errors
    assert words in error.message and error.span.file == "house.yaml"


@pytest.mark.parametrize("quote, said", [("{kong_chain}", "1"), ("{count(waits)}", "1"), ("{count(flower_tiles)}", "2")])
def test_a_placeholder_may_read_what_nothing_else_reads(compile_text, quote, said):
    """A flag or built-in that only a message quotes (edge_wait, the only user of waits, removed) is
    still worked out by the generated scorer."""
    import re
    from compiler.interpret import Interpreter
    from tests.conftest import MINI_TEXT
    text = re.sub(r"  - id: edge_wait\n.*\n.*\n", "", MINI_TEXT).replace("[edge_wait, ", "[").replace(", edge_wait", "")
    text = text.replace("    message: {zh: 无番不能和, en: a hand needs at least one fan}", f'    message: "x {quote}"')
    compiled = compile_text(text)
    record = {"players": [{"hand": "123m456p789s5z", "melds": [{"kind": "chow", "tiles": "234s", "from": 3}], "flowers": "12f"},
                          {"hand": "123m456p789s1z", "melds": [{"kind": "kong", "tiles": "4444z", "from": 0}]}, {}, {}],
              "wins": [{"winner": 0, "win_tile": "5z", "by": "discard", "from": 1, "context": {"discard_after_kong": True}}]}
    for score in (compiled.module().score, Interpreter(compiled.ruleset).score):
        assert score(record)["error"] == {"code": "no_fan", "message": "seat 0: x " + said}


# ---------------------------------------------------------------- id and meta: the caller's own fields

def both_scorers(nanning):
    return nanning.module().score, nanning_interpreter(nanning)


@pytest.mark.parametrize("ident", ["t3-h7", "", "名字", 0, 17, -4, 2.5, 10 ** 30])
def test_an_id_leads_the_result_and_meta_changes_nothing(nanning, ident):
    for score in both_scorers(nanning):
        result = score(dict(PLAIN, id=ident, meta={"table": 3, "players": ["甲", None], "when": 1.5}))
        assert next(iter(result)) == "id" and result["id"] == ident
        assert {k: v for k, v in result.items() if k != "id"} == score(PLAIN)
        assert score(dict(full(), id=ident, meta=None)) == {"id": ident, **score(full())}


def test_an_id_leads_an_error_too(nanning):
    for score in both_scorers(nanning):
        result = score(dict(PLAIN, id="h9", hand="123m"))
        assert list(result) == ["id", "error"] and result["id"] == "h9" and result["error"]["code"] == "tile_count"


def test_an_id_leads_the_result_of_a_scorer_fault(nanning, monkeypatch):
    from compiler import runtime as rt
    from compiler.interpret import Interpreter

    def broken(*_args):
        raise KeyError("x")
    module = nanning.module()
    monkeypatch.setattr(module, "settle", broken)
    monkeypatch.setattr(Interpreter, "settle", broken)
    for score in (module.score, nanning_interpreter(nanning)):
        assert score(dict(PLAIN, id=7)) == {"id": 7, **rt.internal_error_result(KeyError("x"))}


@pytest.mark.parametrize("ident, shown", [(True, "true"), (None, "null"), ([3, 7], "[3, 7]"), ({"n": 1}, '{"n": 1}'),
                                          (float("nan"), "NaN"), (float("inf"), "Infinity")])
def test_an_id_that_is_not_a_string_or_a_number_is_a_bad_record(nanning, ident, shown):
    expected = {"error": {"code": "bad_record",
                          "message": f"id: a record's id is a string or a number (it is echoed in the result), got {shown}"}}
    for score in both_scorers(nanning):
        assert score(dict(PLAIN, id=ident)) == expected
        assert score(dict(full(), id=ident)) == expected


def test_the_one_pass_check_reads_an_id_as_the_field_by_field_check_does(nanning):
    from compiler import runtime as rt
    rules = nanning.module().RULES
    for ident in ODD_VALUES + [2.5, float("nan"), "id"]:
        for record in (dict(full(), id=ident), dict(full(), id=ident, meta=ident)):
            fast = _outcome(rt._usual_record, record, rules)
            assert fast is None or fast == _outcome(rt._checked_record, record, rules), record
            assert (fast is None) == (not rt.is_record_id(ident)), record


def test_mjc_score_keeps_each_id_first(tmp_path):
    import json
    import subprocess
    import sys
    lines = [dict(PLAIN, id="a"), dict(PLAIN, id=2, hand="1m"), {"id": "c", "hand": 5}]
    path = tmp_path / "ids.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in lines) + '{"id": "d", \n', encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "nanning", str(path)], capture_output=True,
                          text=True, timeout=120)
    results = [json.loads(line) for line in proc.stdout.splitlines()]
    assert proc.returncode == 1
    assert [list(r)[:2] for r in results] == [["id", "deltas"], ["id", "error"], ["id", "error"], ["error"]]
    assert [r.get("id") for r in results] == ["a", 2, "c", None]  # a line that is not JSON has no id to give
    assert results[1]["error"]["message"].startswith("line 2: ") and results[3]["error"]["code"] == "bad_json"
