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

# Operations of all of a spec's expressions, each use of a definition with parameters written out. This
# bounds what the compiler holds and writes for a spec, whatever its uses multiply: a use is a copy, and
# 160 uses of a definition of 2,000 terms took minutes and 750 MB to check. The bundled rulesets have
# at most 1,700. The Python and JavaScript code of an operation takes 5 to 20 bytes, so a scorer stays
# within about 1 MB of Python and 2 MB of JavaScript (C, 10 to 60 bytes an operation, has MAX_C_SOURCE).
MAX_OPERATIONS = 100_000

# Bytes of a ruleset's C source: a C compiler's time grows faster than the source (it took 77 s over 3.3 MB,
# and 40 s over 450 KB of quantifiers inside conditionals), so past this a ruleset gets no native scorer,
# and the reason names its largest expression. Each form of the language takes 10 to 60 bytes of C for an
# operation; the bundled rulesets take at most 165,000.
MAX_C_SOURCE = 500_000

# Steps one expression may take for one hand, bounded from its quantifiers' nesting and the most elements each
# list can hold (hand_cost.py). A hand is scored for each of its readings, so this times MAX_READINGS bounds a
# record's work: a condition of six quantifiers nested over a list of 30 numbers took a minute for one record.
# The bundled rulesets' largest is 135,091 (Nanjing's 快照 giver, quantifiers four deep over the claims).
MAX_HAND_STEPS = 200_000
# And all of a spec's expressions together, once for each reading of a hand its shapes allow: MCR's bound
# is 236,341 steps times 107 readings, 25 million (the bounds are far above what a hand takes: MCR scores a
# record in well under a millisecond); a ruleset with wilds adds WILD_READINGS readings, so its expressions
# may take some 16,000 steps a hand.
MAX_RECORD_STEPS = 200_000_000
# And all of a spec's worked examples, each at the bound of a record: checking scores every one with the generated
# module, which has no other limit (40 examples of 190 million steps took 175 s). The bundled rulesets' largest is
# Guangdong's 34 examples of 50 million steps, 1.7 billion (the bounds are far above what they take: a second).
MAX_EXAMPLE_STEPS = 3_000_000_000

# Operations the reference interpreter may evaluate to cross-check a spec's worked examples, all together; past
# them the rest are scored by the generated module only, and the check says so. The interpreter is some hundred
# times slower than the module: a spec within MAX_RECORD_STEPS took it 27 s an example. About 5 s of its work;
# MCR's 143 examples take 425,000.
CROSS_CHECK_WORK = 5_000_000
# And to explain one record's total (`--explain`): past them the record is scored, but not explained. An MCR
# record takes some 3,000.
EXPLAIN_WORK = 1_000_000

# Patterns of one spec, with its bases'. Checking a pattern takes some milliseconds (parsing, checking and
# specialising its expressions); the bundled rulesets have at most 82, and a spec of 1,000 checks in a few seconds.
MAX_PATTERNS = 1_000

# Exclusions a spec's patterns name in `excludes`, with its bases'. A sheet names each of them in a pattern's card,
# in the pattern it excludes and in the exclusions' list: 85,000 of them over 1,000 patterns printed 1,628 pages in
# 55 s. MCR names 127; 2,000 over 1,000 patterns of the longest names print in about 10 s.
MAX_EXCLUSIONS = 2_000

# Characters of all of a spec's expressions, with its bases'. Parsing is the check's largest cost, about
# 10 seconds a million characters; the bundled rulesets' expressions hold fewer than 30,000.
MAX_EXPRESSION_TEXT = 500_000

# Expressions of a spec, with its bases'. Each costs a millisecond or so however short it is (a definition
# `d: "1"` too); MCR has 241, and a spec of 1,000 patterns some 2,000.
MAX_EXPRESSIONS = 3_000

# Errors one check reports: past them it stops, as each error may cost a search for a close name among
# thousands, and a reader fixes the first ones first.
MAX_ERRORS = 100
# And warnings, likewise (a house ruleset's prose that still states a value it changed).
MAX_WARNINGS = 100
# Texts looked at for a value a house ruleset changed, at most: each changed value is looked for in the texts
# that state its digits, and thousands of values that all texts state took minutes.
STALE_LOOKS = 200_000

# Readings of one hand under a spec's shapes together, at most (check._readings_bound: the choices of tile sets
# a shape's fixed groups have, times the ways its sets and pairs can be taken). A hand is scored once for each
# reading, and the search for them goes through as many, in every back end; a group of all 561 two-tile sets
# taken seven times reads fourteen different tiles in 135,135 ways, and one record took ten minutes. Four
# sets and a pair count 80; MCR's shapes together 107.
MAX_READINGS = 1_000
# A hand that holds wilds has more: each wild may stand for any tile in play, and a set of wilds alone for any set.
# The most found is 2,224 readings of four sets and a pair with four wilds (1m2m3m3m4m4m5m5m6m7m and four), each
# with at most five places of the win tile; the hand's steps are bounded with this many more readings.
WILD_READINGS = 12_000

# Relation patterns (`among`) over one list: they are chosen together, by a search that grows exponentially
# with their instances on a hand (the bundled rulesets have at most 12 over one list; see MAX_RELATION_CHOICES).
MAX_RELATIONS = 16
# Choices of instances that the search for a family's best choice (relations: join_once) may go through on one
# reading, bounded from the most instances the family can find: every combination of sets for each pattern,
# the sets being at most what the spec's shapes hold. The search is exponential in them: 16 patterns that always
# hold over 6 sets (280 instances) took minutes a hand. MCR's largest family is 20,876; 16 patterns of two chows,
# 147,537 (their search takes milliseconds: the bound is far above what a hand goes through).
MAX_RELATION_CHOICES = 200_000

# Patterns of one series (`series:`): each keeps every one below it from counting, so a series of n patterns
# makes n(n-1)/2 exclusions, each a test in every scorer (the tables they come from have a handful).
MAX_SERIES = 32

# Bytes of one spec file, read no further than this (a file may be a sparse file of gigabytes, which
# reading whole would take all memory): the bundled ones take at most 120,000.
MAX_SPEC_BYTES = 4_000_000

# Player fields of a spec (`players`), with its bases': the calculator page gives each four inputs, and
# 16,000 of them took 41 s to load. The bundled rulesets have at most 2; the C back end takes 8.
MAX_PLAYER_FIELDS = 32

# Characters of a name (a pattern's, a shape's, a rule's, the unit's...), in each language: a sheet writes a
# pattern's name in each worked example it counts in, so a long one is written many times over (a name of
# 200,000 characters in 200 examples made a sheet of 40 MB). The bundled names take at most 49.
MAX_NAME_CHARACTERS = 100
# A game's scores and the numbers of its game section, in size: the calculator's score keeper counts them in
# JavaScript's numbers, whose whole numbers are exact to 2**53, and the final points are fractions of a point unit,
# multiplied out as they are added (scores of 10**9 over a unit of 10**5: some 10**15). A deal that takes a score, or
# the money on the table, past MAX_GAME_SCORE is refused by the game, as a deal the scorer refuses.
MAX_GAME_SCORE = 10**9
MAX_POINT_UNIT = 10**5
MAX_UMA = 10**6

# Characters of a ruleset's id, which names its files: generated/_<id>.cpython-311-x86_64-linux-gnu.so and
# docs/rules/<id>-calculator.html must stay within a file system's 255 bytes. The bundled ids have at most 19.
MAX_ID_CHARACTERS = 64

# Worked examples of one spec, and examples times patterns: each example is scored on every check, and its
# result, with an entry for each pattern that counts, kept for the sheet (3,000 examples of a spec of 4,000
# patterns took 129 s and 4.9 GB to check). The bundled specs have at most 156 examples, and MCR's 143 times
# its 82 patterns are 11,726; a house ruleset of 1,000 examples over MCR, 82,000.
MAX_EXAMPLES = 1_000
MAX_EXAMPLE_PATTERNS = 100_000

# Rulesets in an `extends` chain: a house ruleset over its base is one step.
MAX_EXTENDS_DEPTH = 16

# Digits of a whole-number literal, and the largest value a constant may take when the compiler works
# it out (a 64-bit integer): Python refuses to write out an integer of more than 4,300 digits.
MAX_INT_DIGITS = 18
MAX_INT = 2**63 - 1

# What a spec file may make the YAML loader do (the bundled specs use no aliases and go 9 levels deep).
MAX_ALIAS_NODES = 10_000  # values that YAML aliases may add to one file, each alias counted out in full
MAX_ALIAS_CHARACTERS = 100_000  # characters of text that YAML aliases may add to one file, likewise
MAX_YAML_NESTING = 50     # lists and mappings inside each other, aliases counted out
# Values (scalars, lists, mappings) written in one file. YAML is read in pure Python at some 27 us a value, before any
# check: a 3.9 MB list of 1.95 million numbers took 53 s and 1.4 GB. The bundled specs have at most 9,639.
MAX_YAML_NODES = 100_000

# Work at compile time: the tabulate and specialise passes work a condition that reads only a tile, a
# set's field or a relation's tiles out for every value it can take, with the reference interpreter
# (interpret.Work counts each operation, and each element or combination a quantifier goes through).
# A table may take this much work, and one pass this much for all its tables; past either, the condition
# stays as written, worked out on each hand, which scores alike. The bundled rulesets take at most
# 1,520,334 for a table and 3,226,068 for a pass (MCR's tables of its relations of four chows); the
# interpreter does about 1,500,000 a second.
TABLE_WORK = 3_000_000
PASS_WORK = 8_000_000
# The tiles of a relation's sets a table may hold, and all the tables of a ruleset: each is written into every
# scorer (a four-set relation that nearly always holds has 66,045 of them: 5.7 MB of Python, 1.35 GB to compile).
# Past either, the condition stays as written. The bundled rulesets' largest table holds 42, MCR's all 310.
TABLE_KEYS = 2_000
TABLES_KEYS = 10_000
