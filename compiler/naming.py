"""One naming scheme for the code every back end writes (Python, C, JavaScript).

A spec's names (lowercase letters, digits and _, starting with a letter: specformat.IDENT_RE) reach generated
code only as a prefix and the name, each kind of name with a prefix of its own, and no prefix begins another:
two names, of one kind or of two, never make one identifier, however they end (`x` and `x_done` alike). The
names a back end makes for itself (its helpers and temporaries, its runtime's names) begin with no prefix, so
no spec name can meet one either (tests/test_naming.py checks both, in all three back ends).
"""

from __future__ import annotations

from .runtime import CONTRACT_FLAGS

# The prefix of each kind of spec name in generated code. The upper-case ones take the name in capitals:
# a spec's names have no capitals, so that keeps them apart too.
PREFIXES = {
    "define": "d_",                 # a definition's value
    "pattern": "p_",                # whether a pattern's condition holds
    "count": "n_",                  # how many times a pattern counts
    "value": "val_",                # a pattern's value, where it is worked out
    "sum": "s_",
    "option": "o_",
    "flag": "f_",
    "builtin": "b_",                # a built-in name of one win, worked out once (not a spec name: one of mjc's)
    "local": "v_",                  # a binder: of a quantifier, a relation, a deal rule (k, p, seat)
    "part": "parts_",               # the patterns listed under a part of the result's details
    "view": "w_",                   # a name of one win as the deal's rules read it (a field of the C view)
    "shape": "shape_",              # a shape's condition on its tiles
    "shape_before": "before_shape_",  # ... on the tiles before the last one
    "shape_number": "SHAPE_",       # a shape's number
    "group": "FIXED_GROUP_",        # a fixed group of tiles
    "group_sets": "FIXED_SETS_",    # a fixed group's tile sets (C)
}
UPPER = frozenset({"shape_number", "group", "group_sets"})
# Prefixes of names made from a name above (or from a result's list): they never take a spec name alone.
DERIVED = {
    "done": "done_",                # C: whether a value worked out on first use (a d_ or b_ name) is worked out
    "at": "at_",                    # C: the next place in a list of the result (patterns, or a part's)
}
# The spec's references, by their scope (ir.RefKind), as the kinds above.
REF_KINDS = {"define": "define", "pattern": "pattern", "sum": "sum", "option": "option", "flag": "flag",
             "local": "local", "builtin": "builtin"}


# Whether any limit pattern counted (ir.LIMIT_COUNTED): a name of the back end's, so it begins with no prefix.
LIMIT_COUNTED = "limit_counted"


def excluder(key) -> str:
    """The variable that keeps a pattern from counting where it is true (ir.excluding_keys): a count, or
    LIMIT_COUNTED."""
    return LIMIT_COUNTED if key.kind == "limit" else name("count", key.name)


def name(kind: str, spec_name: str) -> str:
    """The identifier of a spec's name of a kind (a key of PREFIXES) in generated code."""
    return PREFIXES[kind] + (spec_name.upper() if kind in UPPER else spec_name)


def ref(scope: str, spec_name: str) -> str:
    """The variable a reference of a scope (ir.RefKind's value) reads."""
    return name(REF_KINDS[scope], spec_name)


def done(var: str) -> str:
    """The flag of a value worked out on first use (var: its d_ or b_ name)."""
    return DERIVED["done"] + var


def at(listed: str) -> str:
    """The index of a result's list (patterns, or a part's) that the next entry takes."""
    return DERIVED["at"] + listed


def exported_var(spec_name: str, rs) -> str:
    """The variable holding a name of one win that the deal's rules read (a definition, pattern, sum, flag or
    built-in name: the checker lets a name be one of them only)."""
    if any(d.name == spec_name for d in rs.definitions):
        return name("define", spec_name)
    if any(p.id == spec_name for p in rs.patterns):
        return name("pattern", spec_name)
    if spec_name in rs.sums:
        return name("sum", spec_name)
    if spec_name in CONTRACT_FLAGS or any(f.name == spec_name for f in rs.flags):
        return name("flag", spec_name)
    return name("builtin", spec_name)
