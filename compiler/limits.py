"""How large a spec may be: the limits past which the compiler refuses it with a positioned error.

A spec file is untrusted input: without these, a long or deeply nested expression, a long chain of
definitions or bases, or a huge number would make the compiler recurse past Python's stack, take
minutes, or write a scorer module that Python itself cannot compile. Each limit is far above what a
real ruleset needs (the bundled ones nest at most 10 deep, chain 4 definitions and hold 82 patterns),
and docs/guide/language.md lists them all under "Limits".
"""

# Characters of one expression. Parsing is linear, so this only bounds the work and memory per
# expression; 100,000 is some 30,000 terms of a sum.
MAX_EXPRESSION_LENGTH = 100_000

# Levels of operations inside operations in one expression (after definitions used once are written
# into their place). The generated scorer nests up to three brackets for a level, and Python's
# parser takes 200 nested brackets at most.
MAX_NESTING = 50

# A chain of operators of one precedence level up to this many operands keeps its left-to-right
# grouping; a longer one is grouped as a balanced tree, so that it nests only about log2(n) levels.
FLAT_CHAIN = 8

# Definitions built on definitions: `a` using `b` using `c` is a chain of three.
MAX_DEFINITION_CHAIN = 32

# A definition with parameters is written out where it is used. Its uses inside one another may go this
# deep, and one expression written out may hold this many operations (a definition using another twice,
# which uses another twice, doubles at each step).
MAX_WRITTEN_DEPTH = MAX_DEFINITION_CHAIN
MAX_WRITTEN_SIZE = 10_000

# Patterns of one spec.
MAX_PATTERNS = 5_000

# Relation patterns (`among`) over one list: they are chosen together, by a search that grows with
# about the cube of their instances on a hand (the bundled rulesets have at most 12 over one list).
MAX_RELATIONS = 16

# Rulesets in an `extends` chain: a house ruleset over its base is one step.
MAX_EXTENDS_DEPTH = 16

# Digits of a whole-number literal, and the largest value a constant may take when the compiler works
# it out (a 64-bit integer): Python refuses to write out an integer of more than 4,300 digits.
MAX_INT_DIGITS = 18
MAX_INT = 2**63 - 1

# What a spec file may make the YAML loader do (the bundled specs use no aliases and go 9 levels deep).
MAX_ALIAS_NODES = 10_000  # values that YAML aliases may add to one file, each alias counted out in full
MAX_YAML_NESTING = 50     # lists and mappings inside each other, aliases counted out
