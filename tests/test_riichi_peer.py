"""specs/riichi.yaml against the `mahjong` package (tests/riichi_peer.py) on random legal deals of every
kind: deltas, the table's change, han, fu, the yaku and the limit of every win must be the same.

The ids of five yaku differ from the peer adapter's (a pattern may not take the name of a flag, a shape
or a built-in name); RENAMED maps them. The fu of a yakuman hand and of nagashi mangan are not compared:
the peer reports the fu of the arrangement, which scores nothing there, and the ruleset reports the fu
its parts add up to (none: a limit pattern replaces them). docs/guide/riichi-peer.md says what each side
computes and which readings the adapter shares with the ruleset.
"""

from __future__ import annotations

import collections
import random

import pytest

from compiler.bundled import SPECS as BUNDLED_SPECS
from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from tests.deals.riichi import random_riichi_record

pytestmark = pytest.mark.peer

DEALS = 20_000
RENAMED = {"round_wind": "bakaze", "seat_wind": "jikaze", "double_riichi": "double_riichi_yaku",
           "ippatsu": "ippatsu_yaku", "nagashi_mangan": "nagashi_mangan_yaku"}


def differences(ours: dict, peer: dict) -> list[str]:
    """What differs between the ruleset's result and the peer's, in words (nothing when they agree)."""
    if "error" in ours or "error" in peer:
        return [] if ("error" in ours) == ("error" in peer) else [f"error: {ours.get('error')} / {peer.get('error')}"]
    out = []
    if ours["deltas"] != peer["deltas"] or ours.get("table", 0) != peer["table"]:
        out.append(f"deltas {ours['deltas']} table {ours.get('table', 0)} / {peer['deltas']} table {peer['table']}")
    for win, theirs in zip(ours["wins"], peer["wins"]):
        details = win["details"]
        yaku = sorted(p["id"] for p in win["patterns"])
        if yaku != sorted(RENAMED.get(y, y) for y in theirs["yaku_ids"]):
            out.append(f"seat {win['winner']} yaku {yaku} / {theirs['yaku_ids']}")
        if (details["han"], details["limit"]) != (theirs["han"], theirs["limit"]):
            out.append(f"seat {win['winner']} han {details['han']} {details['limit']!r} / {theirs['han']} {theirs['limit']!r}")
        shown_fu = theirs["limit"] != "yakuman" and "nagashi_mangan" not in theirs["yaku_ids"]
        if shown_fu and details["fu"] != theirs["fu"]:
            out.append(f"seat {win['winner']} fu {details['fu']} / {theirs['fu']}")
    return out


@pytest.fixture(scope="module")
def riichi():
    return compile_spec(BUNDLED_SPECS / "riichi.yaml", "specs/riichi.yaml")


@pytest.fixture(scope="module")
def deals():
    rng = random.Random(17)
    return [random_riichi_record(rng) for _ in range(DEALS)]


def test_the_ruleset_scores_every_deal_as_the_peer_does(riichi, deals):
    from tests.riichi_peer import peer_result
    module = riichi.module()
    found = collections.Counter()
    failures = []
    for record in deals:
        ours, peer = module.score(record), peer_result(record)
        assert "error" not in ours, (record, ours)
        found.update(p["id"] for w in ours["wins"] for p in w["patterns"])
        problems = differences(ours, peer)
        if problems:
            failures.append((record, problems))
    assert failures == [], f"{len(failures)} of {DEALS} deals differ; the first: {failures[:3]}"
    # Every yaku, yakuman and dora pattern was scored by some deal, and so compared.
    scored = {p.id for p in riichi.ruleset.patterns if p.adds_to not in riichi.ruleset.parts}
    assert sorted(p for p in scored if not found[p]) == []


def test_pao_on_the_pao_yakuman_alone_is_the_option_the_peer_adapter_reads_too(riichi, deals):
    """The other reading of pao (option pao_whole_hand off) against the adapter's, on every deal with a liable seat."""
    from tests.riichi_peer import peer_result
    module = riichi.module()
    liable = [r for r in deals if any("pao" in p["reason"] for p in module.score(r).get("payments", []))]
    assert len(liable) >= 30
    for record in liable:
        ours = module.score(dict(record, options={"pao_whole_hand": False}))
        assert differences(ours, peer_result(record, pao_whole_hand=False)) == [], record


def test_the_interpreter_agrees_with_the_module_on_a_share_of_the_deals(riichi, deals):
    module, interpreter = riichi.module(), Interpreter(riichi.ruleset)
    for record in deals[:500]:
        assert interpreter.score(record) == module.score(record), record
