"""The language's helpers the generated code calls: quantifiers over combinations, counts, Lazy."""

import itertools

from .base import N_TILES, RecordError


def any_combination(items, k, holds):
    """Some k distinct elements satisfy `holds` in some order."""
    if len(items) < k:
        return False
    return any(any(holds(*p) for p in itertools.permutations(c)) for c in itertools.combinations(items, k))


def count_combination(items, k, holds):
    if len(items) < k:
        return 0
    return sum(1 for c in itertools.combinations(items, k) if any(holds(*p) for p in itertools.permutations(c)))


def all_combination(items, k, holds):
    return all(any(holds(*p) for p in itertools.permutations(c)) for c in itertools.combinations(items, k))


class Lazy:
    """A value computed the first time it is asked for."""

    __slots__ = ("make", "value", "done")

    def __init__(self, make):
        self.make = make
        self.done = False

    def __call__(self):
        if not self.done:
            self.value = self.make()
            self.done = True
        return self.value


def held_times(tiles, k, exactly):
    """How many tiles a list holds exactly k times (or, with `exactly` false, k times or more)."""
    counts = [0] * N_TILES  # flowers too: tile_counts knows only the 34 kinds
    for t in tiles:
        counts[t] += 1
    return counts.count(k) if exactly else N_TILES - sum(map(counts.count, range(k)))


def item_at(items, index, where):
    """items[index], counted from 0; outside the list, the record's error (the spec's table is too short for it)."""
    if 0 <= index < len(items):
        return items[index]
    shown = "%d" % index if -10 ** 9 <= index <= 10 ** 9 else "a number of %d digits" % len(str(abs(index)))
    raise RecordError("bad_index", "the expression at %s reads item %s of a list of %d on this hand (items are "
                      "counted from 0)" % (where, shown, len(items)))


def last(n, items):
    return list(items[len(items) - n:]) if n > 0 else []


def distinct(values):
    try:
        return list(dict.fromkeys(values))  # first occurrences, in order
    except TypeError:  # unhashable values (lists)
        pass
    out = []
    for v in values:
        if v not in out:
            out.append(v)
    return out
