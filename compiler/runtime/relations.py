"""Relation patterns: instances among sets, and which of them count, by the policy a ruleset selects.

join_once (choose_relations): a chosen instance never joins two sets already joined, nor puts one set in
the same pattern twice; the choice of the highest total value counts, the earliest among equals.
every_instance (every_relation): every instance found counts.
"""

import itertools



def relation_instances(items, pattern, k, holds, symmetric):
    """(pattern, members) for each k distinct elements of items that hold the relation in some order."""
    found = []
    for members in itertools.combinations(range(len(items)), k):
        chosen = [items[i] for i in members]
        if holds(*chosen) if symmetric else any(holds(*p) for p in itertools.permutations(chosen)):
            found.append((pattern, members))
    return found


# For n sets and k of them: every choice of k member indices, in the order of combinations.
MEMBER_CHOICES = tuple(tuple(tuple(itertools.combinations(range(n), k)) for k in range(5)) for n in range(9))


def relation_found(tiles, indexes):
    """(pattern, members) for every k of the sets (sorted by tile) whose tiles a table of arity k
    holds; `indexes` are (k, key -> patterns) pairs."""
    n = len(tiles)
    found = []
    for k, index in indexes:
        if k <= n:
            choices = MEMBER_CHOICES[n][k] if n < len(MEMBER_CHOICES) else itertools.combinations(range(n), k)
            for members, key in zip(choices, itertools.combinations(tiles, k)):
                if key in index:
                    found += [(pattern, members) for pattern in index[key]]
    return found


def relation_index(tables):
    """Relation tables of one arity merged: key -> the patterns whose table holds it, in order."""
    index = {}
    for pattern, keys in tables.items():
        for key in keys:
            index[key] = index.get(key, ()) + (pattern,)
    return index


def choose_relations(instances, values, choices=None):
    """How many instances of each relation pattern count: pattern -> count.

    Chosen instances never join two sets already joined and never put one set in the same
    pattern twice; their total value is the highest, and among equals the earliest win.
    `choices` holds the answer, tabulated by the compiler, for lists in which a set takes part twice.
    """
    if not instances:
        return {}
    members = [m for _pattern, ms in instances for m in ms]
    if len(set(members)) == len(members) and all(values[p] >= 0 for p, _ms in instances):
        return relation_counts([p for p, _ms in instances])  # no set in two instances: all count
    if choices:
        counts = choices.get(tuple(instances))
        if counts is not None:
            return counts
    return relation_counts(best_relations(instances, values))


def every_relation(instances):
    """How many instances of each relation pattern count when every instance counts: pattern -> count."""
    return relation_counts([p for p, _ms in instances])


def best_relations(instances, values):
    """The patterns of the best choice among instances."""
    return [p for p, _ms in instances] if _all_fit(instances, values) else _best_choice(instances, values)


def relation_counts(patterns):
    counts = {}
    for pattern in patterns:
        counts[pattern] = counts.get(pattern, 0) + 1
    return counts


def _all_fit(instances, values):
    """Whether every instance counts: none lowers the total, none joins sets already joined, and
    no set is in one pattern twice (then the best choice is all of them)."""
    parent = {}
    used = set()
    for pattern, members in instances:
        if values[pattern] < 0:
            return False
        roots = set()
        for m in members:
            if (pattern, m) in used:
                return False
            used.add((pattern, m))
            while m in parent:
                m = parent[m]
            roots.add(m)
        if len(roots) < len(members):
            return False
        first = roots.pop()
        for r in roots:
            parent[r] = first
    return True


def _best_choice(instances, values):
    """The patterns of the best choice among instances (a search, pruned by what is left to add)."""
    best_total = [-1]
    best = [()]
    # What the instances from i on can add at most: all of them, or as many as there are joins left
    # (each joins two or more groups of sets; n sets take at most n - 1) at the highest value.
    suffix = [0] * (len(instances) + 1)
    highest = [0] * (len(instances) + 1)
    for i in range(len(instances) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + max(0, values[instances[i][0]])
        highest[i] = max(highest[i + 1], values[instances[i][0]], 0)
    size = 1 + max(m for _pattern, members in instances for m in members)

    def search(i, total, chosen, parent, used, joins=0):
        if total + min(suffix[i], (size - 1 - joins) * highest[i]) <= best_total[0]:
            return
        if i == len(instances):
            best_total[0], best[0] = total, tuple(chosen)
            return
        pattern, members = instances[i]
        roots = []
        for m in members:
            while parent[m] != m:
                m = parent[m]
            roots.append(m)
        if len(set(roots)) == len(roots) and not any((pattern, m) in used for m in members):
            joined = list(parent)
            for r in roots[1:]:
                joined[r] = roots[0]
            search(i + 1, total + values[pattern], chosen + [pattern], joined,
                   used | {(pattern, m) for m in members}, joins + len(members) - 1)
        search(i + 1, total, chosen, parent, used, joins)

    search(0, 0, [], list(range(size)), frozenset())
    return best[0]
