"""MCR winning deals drawn family by family: a hand built around each fan, every one a win of 8 fan or more.

The random deals of tests/deals/mcr.py follow the fan as they come in play: most are small hands, and the
hands a scorer finds hardest (kongs, flowers, concealed and special shapes, many fan) are few. Here each
*family* is one fan, named by its pattern id in specs/mcr.yaml (the 81 fan, and 明暗杠, which the
option `kong_pair_5` scores as PyMahjongGB does): its hands are made by the templates of
tests/deals/mcr.py that build that fan (with the flags it needs made likely), and a hand is kept only when
it has the fan and scores at least MCR's 8 fan without its flowers.

- `FAMILIES`: family id -> generator (a `random.Random` in, a record out), in the spec's order of fan;
- `random_family_record(rng)`: a record of a family drawn uniformly;
- `family_records(rng, per_family)`: `{family: [records]}`, `per_family` of each.

Every record carries `PEER_OPTIONS` (the options that read the rules as PyMahjongGB does,
docs/guide/mcr-peer.md), so that its fan total is the peer's. Whether a hand has its family's fan is
asked of generated/mcr.py; tests/test_mcr_families.py checks every family against PyMahjongGB.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Callable

from tests.deals import mcr as deals
from tests.deals.mcr import TEMPLATES, finish

# The options of specs/mcr.yaml that read the rules as PyMahjongGB does (docs/guide/mcr-peer.md).
PEER_OPTIONS = {
    "concealed_special_self_draw": False,
    "terminals_double_pung": False,
    "nine_gates_yaojiu": True,
    "fifth_copy_waits": True,
    "kong_pair_5": True,
    "green_half_flush": False,
    "middle_tiles_no_honors": False,
}

# Hands of any theme, weighted as tests/deals/mcr.py weighs them: the families of the small fan and of
# the ways of winning draw some of their hands from here, so that those reach 8 fan in every way.
ANY_THEME = tuple(t for t, _w in TEMPLATES)
ANY_WEIGHTS = tuple(w for _t, w in TEMPLATES)
ANY = "any theme"

KONGS = (deals.t_one_kong, deals.t_two_concealed_kongs, deals.t_two_melded_kongs, deals.t_mixed_kongs,
         deals.t_three_kongs, deals.t_four_kongs)
CHOW_PAIRS = (deals.t_chow_pairs, deals.t_pure_triple_chow, deals.t_mixed_triple_chow, deals.t_pure_straight,
              deals.t_mixed_straight, deals.t_full_flush, deals.t_half_flush, ANY)

# family (pattern id) -> (templates that build it, Shape fields set for it). ANY stands for a template
# drawn from all of tests/deals/mcr.py's.
RECIPES: dict[str, tuple[tuple, dict]] = {
    "big_four_winds": ((deals.t_big_four_winds,), {}),
    "big_three_dragons": ((deals.t_big_three_dragons,), {}),
    "all_green": ((deals.t_all_green,), {}),
    "nine_gates": ((deals.t_nine_gates,), {}),
    "four_kongs": ((deals.t_four_kongs,), {}),
    "seven_shifted_pairs": ((deals.t_seven_shifted_pairs,), {}),
    "thirteen_orphans": ((deals.t_thirteen_orphans,), {}),
    "all_terminals": ((deals.t_all_terminals,), {}),
    "little_four_winds": ((deals.t_little_four_winds,), {}),
    "little_three_dragons": ((deals.t_little_three_dragons,), {}),
    "all_honors": ((deals.t_all_honors,), {}),
    "four_concealed_pungs": ((deals.t_four_concealed_pungs,), {}),
    "pure_terminal_chows": ((deals.t_pure_terminal_chows,), {}),
    "quadruple_chow": ((deals.t_quadruple_chow,), {}),
    "four_pure_shifted_pungs": ((deals.t_four_pure_shifted_pungs,), {}),
    "four_pure_shifted_chows": ((deals.t_four_pure_shifted_chows,), {}),
    "three_kongs": ((deals.t_three_kongs,), {}),
    "all_terminals_and_honors": ((deals.t_all_terminals_and_honors,), {}),
    "seven_pairs": ((deals.t_seven_pairs,), {}),
    "greater_honors_and_knitted_tiles": ((deals.t_greater_honors_knitted,), {}),
    "all_even_pungs": ((deals.t_all_even_pungs,), {}),
    "full_flush": ((deals.t_full_flush,), {}),
    "pure_triple_chow": ((deals.t_pure_triple_chow,), {}),
    "pure_shifted_pungs": ((deals.t_pure_shifted_pungs,), {}),
    "upper_tiles": ((deals.t_upper_tiles,), {}),
    "middle_tiles": ((deals.t_middle_tiles,), {}),
    "lower_tiles": ((deals.t_lower_tiles,), {}),
    "pure_straight": ((deals.t_pure_straight,), {}),
    "three_suited_terminal_chows": ((deals.t_three_suited_terminal_chows,), {}),
    "pure_shifted_chows": ((deals.t_pure_shifted_chows,), {}),
    "all_five": ((deals.t_all_five,), {}),
    "triple_pung": ((deals.t_triple_pung,), {}),
    "three_concealed_pungs": ((deals.t_three_concealed_pungs,), {}),
    "lesser_honors_and_knitted_tiles": ((deals.t_lesser_honors_knitted,), {}),
    "knitted_straight": ((deals.t_knitted_straight,), {}),
    "upper_four": ((deals.t_upper_four,), {}),
    "lower_four": ((deals.t_lower_four,), {}),
    "big_three_winds": ((deals.t_big_three_winds,), {}),
    "mixed_straight": ((deals.t_mixed_straight,), {}),
    "reversible_tiles": ((deals.t_reversible,), {}),
    "mixed_triple_chow": ((deals.t_mixed_triple_chow,), {}),
    "mixed_shifted_pungs": ((deals.t_mixed_shifted_pungs,), {}),
    "last_tile_draw": ((deals.t_last_tile, deals.t_special_last, ANY),
                       {"self_draw_p": 1.0, "last_tile_p": 1.0, "kong_replacement_p": 0.0}),
    "last_tile_claim": ((deals.t_last_tile, deals.t_special_last, ANY),
                        {"self_draw_p": 0.0, "last_tile_p": 1.0, "rob_p": 0.0}),
    "out_with_replacement_tile": (KONGS, {"self_draw_p": 1.0, "kong_replacement_p": 1.0}),
    "robbing_the_kong": ((deals.t_robbing_kong, ANY), {"self_draw_p": 0.0, "rob_p": 1.0}),
    "all_pungs": ((deals.t_all_pungs,), {}),
    "half_flush": ((deals.t_half_flush,), {}),
    "mixed_shifted_chows": ((deals.t_mixed_shifted_chows,), {}),
    "all_types": ((deals.t_all_types,), {}),
    "melded_hand": ((deals.t_melded_hand,), {}),
    "two_concealed_kongs": ((deals.t_two_concealed_kongs,), {}),
    "two_dragons_pungs": ((deals.t_two_dragons_pungs,), {}),
    "concealed_and_melded_kong": ((deals.t_mixed_kongs,), {}),
    "outside_hand": ((deals.t_outside_hand,), {}),
    "fully_concealed_hand": ((deals.t_concealed, ANY), {"melds": "none", "self_draw_p": 1.0}),
    "two_melded_kongs": ((deals.t_two_melded_kongs,), {}),
    "last_tile_fan": ((deals.t_last_tile, deals.t_special_last, ANY), {"last_of_kind_p": 1.0}),
    "dragon_pung": ((deals.t_dragon_and_winds, deals.t_two_dragons_pungs, deals.t_little_three_dragons, ANY), {}),
    "prevalent_wind_pung": ((deals.t_dragon_and_winds, deals.t_big_three_winds, deals.t_little_four_winds, ANY), {}),
    "seat_wind_pung": ((deals.t_dragon_and_winds, deals.t_big_three_winds, deals.t_little_four_winds, ANY), {}),
    "concealed_hand": ((deals.t_concealed, ANY), {"melds": "none", "self_draw_p": 0.0}),
    "all_chows": ((deals.t_all_chows, deals.t_mixed_straight, deals.t_mixed_triple_chow, ANY), {}),
    "tile_hog": ((deals.t_tile_hog, ANY), {}),
    "double_pung": ((deals.t_double_pung, deals.t_all_pungs, ANY), {}),
    "two_concealed_pungs": ((deals.t_two_concealed_pungs, ANY), {}),
    "concealed_kong": (KONGS, {"concealed_kong_p": 0.8}),
    "all_simples": ((deals.t_all_simples, deals.t_middle_tiles, ANY), {}),
    "pure_double_chow": (CHOW_PAIRS, {}),
    "mixed_double_chow": (CHOW_PAIRS, {}),
    "short_straight": (CHOW_PAIRS, {}),
    "two_terminal_chows": (CHOW_PAIRS, {}),
    "pung_of_terminals_or_honors": ((deals.t_dragon_and_winds, deals.t_all_pungs, deals.t_outside_hand, ANY), {}),
    "melded_kong": (KONGS, {"concealed_kong_p": 0.2}),
    "one_voided_suit": ((deals.t_random, deals.t_chow_pairs, ANY), {}),
    "no_honors": ((deals.t_random, deals.t_all_chows, ANY), {}),
    "edge_wait": ((deals.t_waits, ANY), {}),
    "closed_wait": ((deals.t_waits, ANY), {}),
    "single_wait": ((deals.t_waits, ANY), {}),
    "self_drawn_win": ((ANY,), {"self_draw_p": 1.0}),
    "chicken_hand": ((deals.t_chicken,), {}),
    "flower_tiles_fan": ((ANY,), {"flower_p": 1.0}),
}

# Shape fields a recipe may set beyond the chances: how the sets are declared.
_SHAPE_FIELDS = {"melds"}

_SCORE = None


def _score(record: dict) -> dict:
    """generated/mcr.py's result for the record (imported on first use: the native build where there is one)."""
    global _SCORE
    if _SCORE is None:
        import generated.mcr as module
        _SCORE = module.score
    return _SCORE(record)


def _shape(rng: random.Random, templates: tuple, fields: dict):
    """A Shape from one of the templates, with the recipe's fields set, or None (the template gave up)."""
    template = rng.choice(templates)
    if template == ANY:
        template = rng.choices(ANY_THEME, weights=ANY_WEIGHTS)[0]
    shape = template(rng)
    if shape is None:
        return None
    changes = {k: v for k, v in fields.items() if k not in _SHAPE_FIELDS or shape.kind == "standard"}
    if changes.get("melds") == "none":
        changes["must_meld"] = ()
    return replace(shape, **changes)


def family_record(rng: random.Random, family: str) -> dict:
    """A legal MCR win of 8 fan or more, flowers aside, that scores the family's fan (options: PEER_OPTIONS)."""
    templates, fields = RECIPES[family]
    while True:
        shape = _shape(rng, templates, fields)
        record = finish(rng, shape) if shape is not None else None
        if record is None:
            continue
        record["options"] = dict(PEER_OPTIONS)
        result = _score(record)
        if "error" not in result and any(p["id"] == family for p in result["wins"][0]["patterns"]):
            return record


def _generator(family: str) -> Callable[[random.Random], dict]:
    def make(rng: random.Random) -> dict:
        return family_record(rng, family)
    make.__name__ = f"random_{family}_record"
    make.__doc__ = f"A legal MCR win of 8 fan or more that scores {family}."
    return make


FAMILIES: dict[str, Callable[[random.Random], dict]] = {family: _generator(family) for family in RECIPES}


def random_family_record(rng: random.Random) -> dict:
    """A record of a family drawn uniformly: each fan as often as any other."""
    return family_record(rng, rng.choice(list(RECIPES)))


def family_records(rng: random.Random, per_family: int, families=None) -> dict[str, list[dict]]:
    """`per_family` records of each family (all of them by default), family after family."""
    return {family: [family_record(rng, family) for _ in range(per_family)] for family in families or RECIPES}
