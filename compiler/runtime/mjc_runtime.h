/* The C runtime of mjc's native scorers: what every generated/<id>.c includes (as the Python modules
 * import mjc.runtime). Tiles, a hand record read into fixed-size structs, the arrangements of a hand,
 * payments and the result's Python objects.
 *
 * The native scorer takes the common path only. Whatever it does not handle - a record in another
 * form, a record the Python reader would refuse, a reject, a number past 64 bits, a list past its
 * capacity - makes it *defer*: it longjmps back to the entry, which hands the record to the Python
 * module's own scorer. So every error result, and its message, comes from the one Python reader and
 * runtime, and the native result of a record it does score is the Python result (tests: three-way
 * differential).
 *
 * Everything here is static: a generated module is one translation unit. The scratch space is static
 * too; the GIL is held from entry to exit, and the Python scorer a record defers to never calls back.
 */
#ifndef MJC_RUNTIME_H
#define MJC_RUNTIME_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>

typedef long long mjc_int;

/* The tiles of a complete hand, kongs counted as three (the spec's tiles.size): a generated source whose ruleset
 * gives another size defines it before it includes this header. It sizes the suit tables and the readings. */
#ifndef MJC_HAND_SIZE
#define MJC_HAND_SIZE 14
#endif
#if MJC_HAND_SIZE < 5 || MJC_HAND_SIZE > 20 || MJC_HAND_SIZE % 3 != 2
#error "MJC_HAND_SIZE is 3 * sets + 2, from 5 to 20 (runtime/base.py MOST_HAND_SIZE)"
#endif
#define MJC_MOST_SETS ((MJC_HAND_SIZE - 2) / 3)

/* A ruleset with wilds (its tiles' wilds) defines MJC_WILDS before it includes this header: a hand holding wilds
 * has many more readings (each wild stands for any tile in play), which the lists below make room for. */
#ifdef MJC_WILDS
#define MJC_MAX_WILD_READINGS 4096
#define MJC_MAX_ARRANGEMENTS 4096
#else
#define MJC_MAX_WILD_READINGS 1
#define MJC_MAX_ARRANGEMENTS 64
#endif

/* A text of the spec: its UTF-8 bytes and their number (the text may hold a NUL). MJC_TEXT("...") makes
 * one from a literal; mjc_str makes its Python str (lone surrogates of the spec pass through). */
typedef struct { const char *s; Py_ssize_t n; } mjc_text;
#define MJC_TEXT(literal) ((mjc_text){(literal), (Py_ssize_t)(sizeof(literal) - 1)})
static inline PyObject *mjc_str(mjc_text text) { return PyUnicode_DecodeUTF8(text.s, text.n, "surrogatepass"); }

/* ------------------------------------------------------------------ tiles (runtime/base.py) */

enum { N_KINDS = 34, N_TILES = 42, NO_SEAT = -1, NO_TILE = -1, TABLE = 4 };
enum { CHOW = 0, PUNG = 1, KONG = 2, PAIR = 3, FIXED = 4 };
enum { SELF_DRAW = 0, DISCARD = 1, ROBBING_KONG = 2 };
enum { MAX_TILE_TEXT = 200, MAX_RECORD_INT = 1000000000 };

/* Tile tables indexed by tile + 1, so that NO_TILE (-1) reads suit 5, number 0 and no property. */
static const signed char MJC_SUIT[N_TILES + 1] = {
    5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
static const signed char MJC_NUMBER[N_TILES + 1] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7, 8};
static const signed char MJC_NEXT[N_TILES + 1] = {
    -1, 1, 2, 3, 4, 5, 6, 7, 8, 0, 10, 11, 12, 13, 14, 15, 16, 17, 9, 19, 20, 21, 22, 23, 24, 25, 26, 18,
    28, 29, 30, 27, 32, 33, 31, 35, 36, 37, 34, 39, 40, 41, 38};
static const char MJC_SUIT_LETTERS[] = "mpszf";
/* A suit's index by its letter (an ASCII byte), -1 for any other byte. */
static inline int mjc_suit_of_letter(char c) {
    switch (c) { case 'm': return 0; case 'p': return 1; case 's': return 2; case 'z': return 3; case 'f': return 4; }
    return -1;
}
static const int MJC_SUIT_SIZE[5] = {9, 9, 9, 7, 8};
static const int MJC_SUIT_OFFSET[5] = {0, 9, 18, 27, 34};


/* ------------------------------------------------------------------ deferring to the Python scorer */

typedef struct { jmp_buf at; PyObject *error; } mjc_escape;
static mjc_escape *mjc_current_escape;

/* The ways out of native scoring are rare: kept out of line, so that the common path stays short. */
#define MJC_WAY_OUT __attribute__((noreturn, cold, noinline))

/* Leave native scoring for this record: the Python module scores it (and words any error). */
static MJC_WAY_OUT void mjc_defer(void) { longjmp(mjc_current_escape->at, 1); }

/* Leave native scoring with the record's error, {"code", "message"}, worded as the Python runtime words it
 * (runtime/base.py RecordError, runtime/results.py error_result); the message's format takes the seat. */
static MJC_WAY_OUT void mjc_refuse(const char *code, mjc_int seat, mjc_text message) {
    PyObject *head = PyUnicode_FromFormat("seat %lld: ", seat), *said = mjc_str(message);
    PyObject *whole = head != NULL && said != NULL ? PyUnicode_Concat(head, said) : NULL;
    Py_XDECREF(head); Py_XDECREF(said);
    PyObject *error = whole != NULL ? Py_BuildValue("{s:s,s:N}", "code", code, "message", whole) : NULL;
    if (error == NULL) { PyErr_Clear(); mjc_defer(); }
    mjc_current_escape->error = error;
    longjmp(mjc_current_escape->at, 2);
}

static inline mjc_int mjc_add(mjc_int a, mjc_int b) { mjc_int r; if (__builtin_add_overflow(a, b, &r)) mjc_defer(); return r; }
static inline mjc_int mjc_sub(mjc_int a, mjc_int b) { mjc_int r; if (__builtin_sub_overflow(a, b, &r)) mjc_defer(); return r; }
static inline mjc_int mjc_mul(mjc_int a, mjc_int b) { mjc_int r; if (__builtin_mul_overflow(a, b, &r)) mjc_defer(); return r; }
static inline mjc_int mjc_neg(mjc_int a) { return mjc_sub(0, a); }
/* Python's floor division and modulo; by zero the Python scorer words the error. */
static inline mjc_int mjc_floordiv(mjc_int a, mjc_int b) {
    if (b == 0 || (a == LLONG_MIN && b == -1)) mjc_defer();
    mjc_int q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
}
static inline mjc_int mjc_mod(mjc_int a, mjc_int b) {
    if (b == 0 || (a == LLONG_MIN && b == -1)) mjc_defer();
    mjc_int r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
}
static inline mjc_int mjc_pow(mjc_int a, mjc_int b) {
    if (b < 0 || b > 64) mjc_defer();
    mjc_int r = 1;
    while (b-- > 0) r = mjc_mul(r, a);
    return r;
}
static inline mjc_int mjc_abs(mjc_int a) { return a < 0 ? mjc_neg(a) : a; }
static inline mjc_int mjc_max2(mjc_int a, mjc_int b) { return a >= b ? a : b; }

/* ------------------------------------------------------------------ values */

#define MJC_MAX_GROUP_TILES 9  /* the tiles of one set of a fixed group (a knitted straight's 9) */

/* A set of a hand (runtime/tiles.py Group). */
typedef struct {
    signed char kind, tile, owner, source, n;
    unsigned char concealed, declared, added, has_win;
    signed char tiles[MJC_MAX_GROUP_TILES];  /* a fixed group's set may hold up to 9 (a knitted straight) */
    short index;
    signed char wilds;        /* how many of its tiles are wilds, standing for the first `wilds` of stands */
    signed char stands[3];
} mjc_group;

static const mjc_group MJC_NO_GROUP = {-1, -1, -1, -1, 0, 1, 0, 0, 0, {0, 0, 0, 0}, -1};

/* Lists: of numbers (tiles, seats, ints, bools) and of sets (pointers, compared by identity as in Python).
 * Small, as they are copied by value: a number past 32 bits, or a list past its capacity, defers. */
#define MJC_CAP 40
#define MJC_GROUPS_CAP 24
typedef struct { int n; int32_t v[MJC_CAP]; } mjc_ints;
typedef struct { int n; const mjc_group *v[MJC_GROUPS_CAP]; } mjc_groups;
/* A tuple of whole numbers, compared in order. */
#define MJC_TUPLE_CAP 8
typedef struct { int n; mjc_int v[MJC_TUPLE_CAP]; } mjc_tuple;

static inline void mjc_push(mjc_ints *l, mjc_int x) {
    if (l->n >= MJC_CAP || x < INT32_MIN || x > INT32_MAX) mjc_defer();
    l->v[l->n++] = (int32_t)x;
}
static inline void mjc_push_group(mjc_groups *l, const mjc_group *g) { if (l->n >= MJC_GROUPS_CAP) mjc_defer(); l->v[l->n++] = g; }
static inline const mjc_group *mjc_real(const mjc_group *g) { if (g == NULL) mjc_defer(); return g; }

static inline mjc_int mjc_item(const mjc_ints *l, mjc_int i) { if (i < 0 || i >= l->n) mjc_defer(); return l->v[i]; }
static inline const mjc_group *mjc_group_item(const mjc_groups *l, mjc_int i) { if (i < 0 || i >= l->n) mjc_defer(); return l->v[i]; }

/* A number put in its place in a sorted list. */
static inline void mjc_insert_sorted(mjc_ints *l, mjc_int x) {
    mjc_push(l, x);
    int j = l->n - 2;
    while (j >= 0 && l->v[j] > x) { l->v[j + 1] = l->v[j]; j--; }
    l->v[j + 1] = (int32_t)x;
}
static inline int mjc_contains(const mjc_ints *l, mjc_int x) {
    for (int i = 0; i < l->n; i++) if (l->v[i] == x) return 1;
    return 0;
}
/* Whether x is not yet in the list being made of distinct values, whose values 0..63 are also bits of *seen:
 * those are told by their bit (and the bit set), any other value by a look through the list. */
static inline int mjc_first_seen(const mjc_ints *l, uint64_t *seen, mjc_int x) {
    if ((uint64_t)x < 64) {
        const uint64_t bit = 1ULL << x;
        if (*seen & bit) return 0;
        *seen |= bit;
        return 1;
    }
    return !mjc_contains(l, x);
}
static inline int mjc_contains_group(const mjc_groups *l, const mjc_group *g) {
    for (int i = 0; i < l->n; i++) if (l->v[i] == g) return 1;
    return 0;
}
static inline int mjc_ints_equal(const mjc_ints *a, const mjc_ints *b) {
    if (a->n != b->n) return 0;
    for (int i = 0; i < a->n; i++) if (a->v[i] != b->v[i]) return 0;
    return 1;
}
static inline int mjc_tuple_cmp(const mjc_tuple *a, const mjc_tuple *b) {
    int n = a->n < b->n ? a->n : b->n;
    for (int i = 0; i < n; i++) if (a->v[i] != b->v[i]) return a->v[i] < b->v[i] ? -1 : 1;
    return (a->n > b->n) - (a->n < b->n);
}
static inline int mjc_group_has_tile(const mjc_group *g, mjc_int t) {
    g = mjc_real(g);
    for (int i = 0; i < g->n; i++) if (g->tiles[i] == t) return 1;
    return 0;
}
static inline mjc_ints mjc_group_tiles(const mjc_group *g) {
    mjc_ints out; out.n = 0;
    g = mjc_real(g);
    for (int i = 0; i < g->n; i++) out.v[out.n++] = g->tiles[i];
    return out;
}
static inline mjc_ints mjc_group_stands(const mjc_group *g) {
    mjc_ints out; out.n = 0;
    g = mjc_real(g);
    for (int i = 0; i < g->wilds; i++) out.v[out.n++] = g->stands[i];
    return out;
}
static inline mjc_ints mjc_tiles_of_list(const mjc_groups *sets) {
    mjc_ints out; out.n = 0;
    for (int i = 0; i < sets->n; i++)
        for (int j = 0; j < sets->v[i]->n; j++) mjc_push(&out, sets->v[i]->tiles[j]);
    return out;
}
static inline mjc_ints mjc_last_of(mjc_int k, const mjc_ints *l) {
    mjc_ints out; out.n = 0;
    if (k <= 0) return out;
    int from = k >= l->n ? 0 : (int)(l->n - k);
    for (int i = from; i < l->n; i++) out.v[out.n++] = l->v[i];
    return out;
}
static inline mjc_groups mjc_last_groups(mjc_int k, const mjc_groups *l) {
    mjc_groups out; out.n = 0;
    if (k <= 0) return out;
    int from = k >= l->n ? 0 : (int)(l->n - k);
    for (int i = from; i < l->n; i++) out.v[out.n++] = l->v[i];
    return out;
}
/* How many tiles a list holds exactly k times (or k times or more). */
static inline mjc_int mjc_held_times(const mjc_ints *tiles, int k, int exactly) {
    int counts[N_TILES + 1] = {0};
    for (int i = 0; i < tiles->n; i++) counts[tiles->v[i] + 1]++;
    mjc_int out = 0;
    if (k <= 0) {  /* kinds held no times count too */
        for (int t = 1; t <= N_TILES; t++) out += exactly ? counts[t] == k : counts[t] >= k;
        return out;
    }
    for (int i = 0; i < tiles->n; i++) {  /* each kind once: its count is cleared when seen */
        int *c = &counts[tiles->v[i] + 1];
        if (*c) { out += exactly ? *c == k : *c >= k; *c = 0; }
    }
    return out;
}

/* Seats */
static inline mjc_int mjc_turns(mjc_int a, mjc_int b) { return a != NO_SEAT && b != NO_SEAT ? (((b - a) % 4) + 4) % 4 : 0; }
static inline mjc_int mjc_seat_after(mjc_int s, mjc_int n) { return s != NO_SEAT ? mjc_mod(mjc_add(s, n), 4) : NO_SEAT; }
static inline mjc_ints mjc_others_of(mjc_int s) {
    mjc_ints out; out.n = 0;
    if (s == NO_SEAT) return out;
    for (int i = 0; i < 4; i++) if (i != s) out.v[out.n++] = i;
    return out;
}
static inline mjc_int mjc_seat_wind(mjc_int dealer, mjc_int s) { return s != NO_SEAT ? 27 + mjc_mod(s - dealer, 4) : NO_TILE; }
static inline mjc_int mjc_check_seat(mjc_int s) { if (s < -1 || s > 3) mjc_defer(); return s; }

/* ------------------------------------------------------------------ the deal */

#define MJC_MAX_FLAGS 32
#define MJC_MAX_TILES_FLAGS 6
#define MJC_MAX_MELDS 8
#define MJC_MAX_OPTIONS 32
#define MJC_MAX_WINS 8       /* a deal's wins (blood-river deals, a seat winning again, may hold more: the Python reader's) */
#define MJC_MAX_PENALTIES 8  /* runtime/base.py MOST_PENALTIES: the Python reader refuses more */
#define MJC_MAX_PLAYER_FIELDS 8  /* the spec's player fields */
#define MJC_MAX_DECLARED 8       /* the spec's declared shapes */
#define MJC_MAX_SHAPE_GROUPS 8   /* the fixed groups one shape takes */
/* emit_c writes no C for a spec past any MJC_MAX_ of a spec's lists: it reads them here (RUNTIME_CAPACITY). */
#define MJC_MAX_EVENTS (MJC_MAX_WINS + MJC_MAX_PENALTIES + 4 * MJC_MAX_MELDS)

typedef struct {
    int present;              /* the record gave the seat a player object with anything in it */
    int has_hand;
    mjc_ints hand;            /* sorted */
    mjc_group pool[MJC_MAX_MELDS];
    mjc_groups melds;         /* pointers into pool, in the order made */
    mjc_ints flowers;
    mjc_int flower_count;
    int declared_ready, ready;
    int reds[3];              /* red fives in hand and melds, by suit (m, p, s) */
    int n_fields;             /* the spec's player fields read (0: the seat gave none, all are their defaults) */
    mjc_int fields[MJC_MAX_PLAYER_FIELDS];
} mjc_player;

/* The record's events (runtime/records.py Deal.events): a kong (its seat and meld), the wins at once, a penalty. */
enum { EVENT_KONG = 0, EVENT_WIN = 1, EVENT_PENALTY = 2 };
typedef struct { int kind, n_wins, item; const mjc_group *kong; int wins[MJC_MAX_WINS]; } mjc_event;

typedef struct {
    mjc_int winner, win_tile, by, source;
    int red;                             /* the win tile is a red five */
    int declared;                        /* the shape a win declared without a complete hand, or -1 */
    int flag_reds[MJC_MAX_TILES_FLAGS][3];  /* red fives of each tiles flag, by suit */
    unsigned char given[MJC_MAX_FLAGS];  /* the record gave this flag */
    mjc_int flag[MJC_MAX_FLAGS];         /* a bool or int flag's value */
    mjc_ints tiles_flag[MJC_MAX_TILES_FLAGS];  /* a tiles flag's tiles, by its slot (mjc_rules.tiles_slot) */
    const mjc_player *player; /* the winner as the win scores it: its seat, or the win's own hand and melds */
    int own;                  /* the win gives its own hand (and melds): `player` is the deal's own[index] */
    int order, place, index;  /* its event, its place among the wins of that event, its index in the record's wins */
    mjc_groups chain;         /* the kongs of its kong chain, in the order made (mjc_kong_chain); none without one */
} mjc_win;

typedef struct {
    mjc_int dealer, round_wind, honba, riichi_sticks;
    mjc_player players[4];
    int n_wins;
    mjc_win wins[MJC_MAX_WINS];
    mjc_player own[MJC_MAX_WINS];  /* a win's own hand and melds, by its index in the record's wins */
    int n_penalties;
    int penalty_kind[MJC_MAX_PENALTIES];
    mjc_int penalty_seat[MJC_MAX_PENALTIES];
    mjc_int options[MJC_MAX_OPTIONS];
    mjc_groups kongs;
    PyObject *id;             /* the record's id (borrowed: no Python code runs to change the record while it is scored) */
    mjc_int wild, indicator;  /* the deal's wild tile and the indicator it follows (NO_TILE: none) */
    int has_events, n_events; /* the record gives its events (else: the kongs, the wins at once, the penalties) */
    mjc_event events[MJC_MAX_EVENTS];
    int kong_orders[4 * MJC_MAX_MELDS], penalty_orders[MJC_MAX_PENALTIES];  /* the event of each kong, each penalty */
    mjc_int won[4];           /* the moment being settled (mjc_moment_at): each seat's wins before it */
    mjc_ints playing;         /* ... and the seats that had not won */
} mjc_deal;

/* What a ruleset accepts in a record (runtime/records.py Rules), filled in by the generated module. */
enum { FLAG_BOOL = 0, FLAG_INT = 1, FLAG_TILES = 2 };
typedef struct {
    const char *ruleset_id;
    int claims_chow, claims_pung, claims_kong;
    uint64_t hand_tiles, flower_tiles;  /* bit t */
    int flower_count, flowers_by_tile;
    int n_flags;
    const char *flag_names[MJC_MAX_FLAGS];
    int flag_kinds[MJC_MAX_FLAGS];
    mjc_int flag_low[MJC_MAX_FLAGS], flag_high[MJC_MAX_FLAGS];
    int tiles_slot[MJC_MAX_FLAGS];  /* a tiles flag's place in mjc_win.tiles_flag */
    int red_fives[3], plays_reds;   /* the red fives in play by suit, and whether there are any */
    int n_declared;                 /* the shapes a win may declare without a complete hand: names, indexes */
    const char *declared_names[MJC_MAX_DECLARED];
    int declared_shapes[MJC_MAX_DECLARED];
    int n_options;
    const char *option_names[MJC_MAX_OPTIONS];
    int option_is_bool[MJC_MAX_OPTIONS];
    mjc_int option_default[MJC_MAX_OPTIONS], option_low[MJC_MAX_OPTIONS], option_high[MJC_MAX_OPTIONS];
    int n_penalties;
    const char *penalty_names[MJC_MAX_PENALTIES];
    /* the wild tile (runtime/records.py Rules): 0 none, 1 the fixed wild_tile, 2 the tile after the record's
     * indicator, 3 the record's; the record's field that gives it */
    int wild_source, wild_tile;
    const char *wild_key_name;
    int after_win;  /* what follows a win (runtime/base.py AFTER_WIN): 0 the deal ends, 1 the winner leaves, 2 all play on */
    /* the spec's player fields (runtime/records.py Rules.player_fields): kind 0 bool, 1 int, 2 suit; an int's range,
     * a suit's letters as a mask of suit numbers */
    int n_player_fields;
    const char *player_field_names[MJC_MAX_PLAYER_FIELDS];
    int player_field_kinds[MJC_MAX_PLAYER_FIELDS];
    mjc_int player_field_default[MJC_MAX_PLAYER_FIELDS], player_field_low[MJC_MAX_PLAYER_FIELDS],
        player_field_high[MJC_MAX_PLAYER_FIELDS];
    /* filled in at module init */
    PyObject *flag_keys, *option_keys, *penalty_keys, *declared_keys, *ruleset_key, *wild_key;
    PyObject *flag_names_interned[MJC_MAX_FLAGS], *option_names_interned[MJC_MAX_OPTIONS];  /* held by the dicts above */
    PyObject *player_keys[5 + MJC_MAX_PLAYER_FIELDS];  /* MJC_PLAYER_KEYS, then the player fields' names */
} mjc_rules;

static inline mjc_ints mjc_seat_hand(const mjc_deal *d, mjc_int s) {
    if (s == NO_SEAT) { mjc_ints none; none.n = 0; return none; }
    return d->players[mjc_check_seat(s)].hand;  /* n is 0 where the record gives no hand */
}
static inline mjc_groups mjc_seat_melds(const mjc_deal *d, mjc_int s) {
    if (s == NO_SEAT) { mjc_groups none; none.n = 0; return none; }
    return d->players[mjc_check_seat(s)].melds;
}
static inline mjc_int mjc_seat_flowers(const mjc_deal *d, mjc_int s) { return s == NO_SEAT ? 0 : d->players[mjc_check_seat(s)].flower_count; }
static inline mjc_ints mjc_seat_flower_tiles(const mjc_deal *d, mjc_int s) {
    if (s == NO_SEAT) { mjc_ints none; none.n = 0; return none; }
    return d->players[mjc_check_seat(s)].flowers;
}
static inline mjc_int mjc_seat_declared_ready(const mjc_deal *d, mjc_int s) { return s != NO_SEAT && d->players[mjc_check_seat(s)].declared_ready; }
static inline mjc_int mjc_seat_has_won(const mjc_deal *d, mjc_int s) { return s != NO_SEAT && d->won[mjc_check_seat(s)] > 0; }
static inline mjc_int mjc_seat_wins_before(const mjc_deal *d, mjc_int s) { return s == NO_SEAT ? 0 : d->won[mjc_check_seat(s)]; }
static inline mjc_ints mjc_still_playing(const mjc_deal *d) { return d->playing; }
/* runtime/records.py kong_order: the event at which a kong of the deal was made; -1 for any other set. */
static inline mjc_int mjc_kong_order(const mjc_deal *d, const mjc_group *g) {
    for (int i = 0; i < d->kongs.n; i++) if (d->kongs.v[i] == g) return d->has_events ? d->kong_orders[i] : i;
    return -1;
}
/* runtime/records.py moment_at: the deal as it stands at its event `now` (the deal is the scorer's own, static). */
static void mjc_moment_at(const mjc_deal *d, int now) {
    mjc_deal *at = (mjc_deal *)d;
    at->won[0] = at->won[1] = at->won[2] = at->won[3] = 0;
    for (int i = 0; i < d->n_wins; i++) if (d->wins[i].order < now) at->won[d->wins[i].winner]++;
    at->playing.n = 0;
    for (int s = 0; s < 4; s++) if (!at->won[s]) at->playing.v[at->playing.n++] = s;
}
static inline mjc_int mjc_seat_ready(const mjc_deal *d, mjc_int s) { return s != NO_SEAT && d->players[mjc_check_seat(s)].ready; }

/* ------------------------------------------------------------------ reading a record (runtime/records.py _usual_record) */

static PyObject *K_ruleset, *K_dealer, *K_round_wind, *K_honba, *K_riichi_sticks, *K_players, *K_wins,
    *K_penalties, *K_options, *K_id, *K_hand, *K_melds, *K_flowers, *K_declared_ready, *K_ready, *K_kind,
    *K_tiles, *K_from, *K_concealed, *K_added, *K_winner, *K_win_tile, *K_by, *K_declared, *K_context,
    *K_type, *K_seat, *K_deltas, *K_table, *K_payments, *K_to, *K_amount, *K_reason, *K_total, *K_unit,
    *K_patterns, *K_name, *K_value, *K_count, *K_details, *K_meta, *K_events, *K_win, *K_penalty,
    *K_chow, *K_pung, *K_kong, *K_self_draw, *K_discard, *K_robbing_kong;  /* values, compared by pointer first */

static int mjc_init_keys(void) {
#define MJC_KEY(name) if ((K_##name = PyUnicode_InternFromString(#name)) == NULL) return -1;
    MJC_KEY(ruleset) MJC_KEY(dealer) MJC_KEY(round_wind) MJC_KEY(honba) MJC_KEY(riichi_sticks) MJC_KEY(players)
    MJC_KEY(wins) MJC_KEY(penalties) MJC_KEY(options) MJC_KEY(id) MJC_KEY(hand) MJC_KEY(melds) MJC_KEY(flowers)
    MJC_KEY(declared_ready) MJC_KEY(ready) MJC_KEY(kind) MJC_KEY(tiles) MJC_KEY(from) MJC_KEY(concealed)
    MJC_KEY(added) MJC_KEY(winner) MJC_KEY(win_tile) MJC_KEY(by) MJC_KEY(declared) MJC_KEY(context) MJC_KEY(type)
    MJC_KEY(seat) MJC_KEY(deltas) MJC_KEY(table) MJC_KEY(payments) MJC_KEY(to) MJC_KEY(amount) MJC_KEY(reason)
    MJC_KEY(total) MJC_KEY(unit) MJC_KEY(patterns) MJC_KEY(name) MJC_KEY(value) MJC_KEY(count) MJC_KEY(details)
    MJC_KEY(meta) MJC_KEY(events) MJC_KEY(win) MJC_KEY(penalty) MJC_KEY(chow) MJC_KEY(pung) MJC_KEY(kong) MJC_KEY(self_draw) MJC_KEY(discard) MJC_KEY(robbing_kong)
#undef MJC_KEY
    return 0;
}

/* The index of a name among a ruleset's names (a dict name -> index made at init); -1 if none. */
static int mjc_index_of(PyObject *keys, PyObject *name) {
    if (!PyUnicode_CheckExact(name)) return -1;
    PyObject *i = PyDict_GetItemWithError(keys, name);
    if (i == NULL) { if (PyErr_Occurred()) mjc_defer(); return -1; }
    return (int)PyLong_AsLong(i);
}

/* {name: its index} of interned names; each name object also in interned[i] where that is given (the dict holds it). */
static PyObject *mjc_name_index(const char *const *names, int n, PyObject **interned) {
    PyObject *d = PyDict_New();
    for (int i = 0; d && i < n; i++) {
        PyObject *k = PyUnicode_InternFromString(names[i]), *v = PyLong_FromLong(i);
        if (k == NULL || v == NULL || PyDict_SetItem(d, k, v) < 0) { Py_XDECREF(k); Py_XDECREF(v); Py_DECREF(d); return NULL; }
        if (interned != NULL) interned[i] = k;
        Py_DECREF(k); Py_DECREF(v);
    }
    return d;
}
/* mjc_index_of for a name that is most often the interned name itself (a key written in Python source): the
 * names compared as objects first, a few compares where a lookup hashes and probes; then the dict. */
static int mjc_index_among(PyObject *keys, PyObject *const *interned, int n, PyObject *name) {
    for (int i = 0; i < n; i++) if (interned[i] == name) return i;
    return mjc_index_of(keys, name);
}

#define MJC_PLAYER_KEYS K_hand, K_melds, K_flowers, K_declared_ready, K_ready
static int mjc_init_rules(mjc_rules *r) {
    PyObject *const usual[5] = {MJC_PLAYER_KEYS};
    for (int i = 0; i < 5; i++) r->player_keys[i] = usual[i];
    for (int i = 0; i < r->n_player_fields; i++)
        if ((r->player_keys[5 + i] = PyUnicode_InternFromString(r->player_field_names[i])) == NULL) return -1;
    r->flag_keys = mjc_name_index(r->flag_names, r->n_flags, r->flag_names_interned);
    r->option_keys = mjc_name_index(r->option_names, r->n_options, r->option_names_interned);
    r->penalty_keys = mjc_name_index(r->penalty_names, r->n_penalties, NULL);
    r->declared_keys = mjc_name_index(r->declared_names, r->n_declared, NULL);
    r->ruleset_key = PyUnicode_InternFromString(r->ruleset_id);
    r->wild_key = r->wild_key_name ? PyUnicode_InternFromString(r->wild_key_name) : NULL;
    return r->flag_keys && r->option_keys && r->penalty_keys && r->declared_keys && r->ruleset_key
        && (r->wild_key || !r->wild_key_name) ? 0 : -1;
}

static PyObject *mjc_get(PyObject *d, PyObject *key) {
    PyObject *v = PyDict_GetItemWithError(d, key);
    if (v == NULL && PyErr_Occurred()) { PyErr_Clear(); mjc_defer(); }
    return v;
}
/* The fields of a dict, each read into its place of `out` (NULL where absent), in one pass over the keys
 * it holds; 0 at a key none of `names` is (the record format does not know it). A key not a str defers. */
static int mjc_fields_known(PyObject *d, PyObject *const *names, int n, PyObject **out) {
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    for (int i = 0; i < n; i++) out[i] = NULL;
    while (PyDict_Next(d, &pos, &key, &value)) {
        if (!PyUnicode_CheckExact(key)) mjc_defer();
        int i = 0;
        while (i < n && key != names[i]) i++;  /* a key written in Python source is the interned name itself */
        if (i == n) {  /* else (JSON's keys, say) by hash, cached in the str since the dict took it, then text */
            Py_hash_t hash = PyObject_Hash(key);
            for (i = 0; i < n && !(PyObject_Hash(names[i]) == hash && PyUnicode_Compare(key, names[i]) == 0); i++) {}
            if (i == n) return 0;
        }
        out[i] = value;
    }
    return 1;
}
/* The same, where a key the format does not know defers. */
static void mjc_fields(PyObject *d, PyObject *const *names, int n, PyObject **out) {
    if (!mjc_fields_known(d, names, n, out)) mjc_defer();
}

/* An exact int in [low, high] (never a bool); anything else defers. */
static mjc_int mjc_read_int(PyObject *v, mjc_int low, mjc_int high) {
    if (v == NULL || !PyLong_CheckExact(v)) mjc_defer();
    int overflow = 0;
    long long x = PyLong_AsLongLongAndOverflow(v, &overflow);
    if (overflow || (x == -1 && PyErr_Occurred())) { PyErr_Clear(); mjc_defer(); }
    if (x < low || x > high) mjc_defer();
    return x;
}
static int mjc_read_bool(PyObject *v, int otherwise) {
    if (v == NULL) return otherwise;
    if (v == Py_True) return 1;
    if (v == Py_False) return 0;
    mjc_defer();
    return 0;
}

/* A tile string in the usual notation ('123m45p') read into `out`, sorted as it is read; anything unusual defers.
 * A red five (0m, 0p, 0s) is read as a five and counted in reds by suit where reds is given (else it defers). */
static void mjc_read_tiles_into(PyObject *v, int *reds, mjc_ints *out) {
    out->n = 0;
    if (v == NULL || !PyUnicode_CheckExact(v) || !PyUnicode_IS_ASCII(v)) mjc_defer();
    Py_ssize_t len = PyUnicode_GET_LENGTH(v);
    if (len > MAX_TILE_TEXT) mjc_defer();
    const char *s = (const char *)PyUnicode_DATA(v);
    int start = 0;
    for (Py_ssize_t i = 0; i < len; i++) {
        char c = s[i];
        if (c >= '0' && c <= '9') continue;
        int suit = mjc_suit_of_letter(c);
        if (suit < 0 || i == start) mjc_defer();
        for (Py_ssize_t j = start; j < i; j++) {
            int number = s[j] - '0';
            if (number == 0) {
                if (reds == NULL || suit > 2) mjc_defer();
                reds[suit]++;
                number = 5;
            }
            if (number > MJC_SUIT_SIZE[suit]) mjc_defer();
            if (out->n >= MJC_CAP) mjc_defer();
            int32_t tile = MJC_SUIT_OFFSET[suit] + number - 1;
            int k = out->n++;
            while (k > 0 && out->v[k - 1] > tile) { out->v[k] = out->v[k - 1]; k--; }
            out->v[k] = tile;
        }
        start = (int)i + 1;
    }
    if (start != len) mjc_defer();
}

/* How many of each tile a record shows, checked as they are counted: four of a kind, one of a flower. */
typedef struct { unsigned char of[N_TILES]; } mjc_held;
static inline void mjc_hold(mjc_held *held, mjc_int t) {
    if (t < 0 || t >= N_TILES) mjc_defer();
    if (++held->of[t] > (t < N_KINDS ? 4 : 1)) mjc_defer();
}

static int mjc_subset(const mjc_ints *tiles, uint64_t allowed) {
    for (int i = 0; i < tiles->n; i++) if (!((allowed >> tiles->v[i]) & 1)) return 0;
    return 1;
}

/* A meld's tiles for its kind (the digits in any order, red fives counted in reds); else defers. */
static void mjc_read_meld_tiles(PyObject *text, int kind, mjc_group *g, int *reds) {
    mjc_ints t;
    mjc_read_tiles_into(text, reds, &t);
    int size = kind == KONG ? 4 : 3;
    if (t.n != size) mjc_defer();
    int first = (int)t.v[0];
    for (int i = 0; i < size; i++) {
        int want = kind == CHOW ? first + i : first;
        if (t.v[i] != want) mjc_defer();
    }
    if (kind == CHOW && !(MJC_SUIT[first + 1] < 3 && MJC_NUMBER[first + 1] <= 7)) mjc_defer();
    g->kind = (signed char)kind; g->tile = (signed char)first; g->n = (signed char)size;
    for (int i = 0; i < size; i++) g->tiles[i] = (signed char)t.v[i];
}

static int mjc_claims(const mjc_rules *r, int kind) {
    return kind == CHOW ? r->claims_chow : kind == PUNG ? r->claims_pung : r->claims_kong;
}

static int mjc_kind_named(PyObject *v) {
    if (v == NULL || !PyUnicode_CheckExact(v)) mjc_defer();
    if (v == K_chow) return CHOW;  /* a string written in Python source is interned: the same object */
    if (v == K_pung) return PUNG;
    if (v == K_kong) return KONG;
    if (PyUnicode_CompareWithASCIIString(v, "chow") == 0) return CHOW;
    if (PyUnicode_CompareWithASCIIString(v, "pung") == 0) return PUNG;
    if (PyUnicode_CompareWithASCIIString(v, "kong") == 0) return KONG;
    mjc_defer();
    return -1;
}

/* A seat from the values of its keys (MJC_PLAYER_KEYS, NULL where absent): none given is a seat the record says
 * nothing about. */
static void mjc_read_player_fields(PyObject *const *field, int seat, const mjc_rules *r, mjc_player *p,
                                   mjc_held *held, mjc_groups *kongs, mjc_int wild) {
    p->present = p->has_hand = p->declared_ready = p->ready = p->n_fields = 0;  /* not memset: the lists are large, their n says */
    p->hand.n = p->melds.n = p->flowers.n = 0;
    p->flower_count = 0;
    p->reds[0] = p->reds[1] = p->reds[2] = 0;
    PyObject *hand = field[0], *melds = field[1], *flowers = field[2], *declared_ready = field[3], *ready = field[4];
    if (!hand && !melds && !flowers && !declared_ready && !ready) return;
    p->present = 1;
    if (hand != NULL && hand != Py_None) {
        mjc_read_tiles_into(hand, r->plays_reds ? p->reds : NULL, &p->hand);
        if (!mjc_subset(&p->hand, r->hand_tiles)) mjc_defer();
        p->has_hand = 1;
        for (int i = 0; i < p->hand.n; i++) mjc_hold(held, p->hand.v[i]);
    } else if (hand == Py_None) {
        mjc_defer();
    }
    if (melds != NULL && melds != Py_None && !(PyList_CheckExact(melds) && PyList_GET_SIZE(melds) == 0)) {
        if (!PyList_CheckExact(melds) || PyList_GET_SIZE(melds) > MJC_MAX_MELDS) mjc_defer();
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(melds); i++) {
            PyObject *m = PyList_GET_ITEM(melds, i);
            if (!PyDict_CheckExact(m)) mjc_defer();
            PyObject *part[5];
            mjc_fields(m, (PyObject *const[]){K_kind, K_tiles, K_concealed, K_added, K_from}, 5, part);
            PyObject *kind_name = part[0], *text = part[1], *concealed_in = part[2], *added_in = part[3], *from = part[4];
            mjc_group *g = &p->pool[i];
            memset(g, 0, sizeof *g);
            int kind = mjc_kind_named(kind_name);
            mjc_read_meld_tiles(text, kind, g, r->plays_reds ? p->reds : NULL);
            if (!((r->hand_tiles >> g->tile) & 1)) mjc_defer();
            for (int j = 0; j < g->n; j++) if (g->tiles[j] == wild) mjc_defer();  /* a wild in a meld: the Python reader's */
            int concealed = mjc_read_bool(concealed_in, 0);
            int added = mjc_read_bool(added_in, 0);
            if (concealed) {
                if (kind != KONG || added || from != NULL) mjc_defer();
                g->source = NO_SEAT;
            } else {
                if (added && kind != KONG) mjc_defer();
                mjc_int source = mjc_read_int(from, 0, 3);
                if (source == seat || !mjc_claims(r, added ? PUNG : kind)) mjc_defer();
                g->source = (signed char)source;
            }
            g->owner = (signed char)seat; g->concealed = (unsigned char)concealed; g->declared = 1;
            g->added = (unsigned char)added; g->index = (short)i; g->has_win = 0;
            p->melds.v[p->melds.n++] = g;
            if (kind == KONG) mjc_push_group(kongs, g);
            for (int j = 0; j < g->n; j++) mjc_hold(held, g->tiles[j]);
        }
    } else if (melds == Py_None) {
        mjc_defer();
    }
    if (flowers == NULL) {
        p->flower_count = 0;
    } else if (PyUnicode_CheckExact(flowers)) {
        mjc_read_tiles_into(flowers, NULL, &p->flowers);
        if (!mjc_subset(&p->flowers, r->flower_tiles)) mjc_defer();
        p->flower_count = p->flowers.n;
        for (int i = 0; i < p->flowers.n; i++) mjc_hold(held, p->flowers.v[i]);
    } else {
        p->flower_count = mjc_read_int(flowers, 0, r->flower_count);
        if (p->flower_count && r->flowers_by_tile) mjc_defer();
    }
    /* a seat's melds fit in a waiting hand, its hand given or not (Python words the error) */
    if (3 * p->melds.n > MJC_HAND_SIZE - 1 || (p->has_hand && p->hand.n + 3 * p->melds.n != MJC_HAND_SIZE - 1)) mjc_defer();
    p->declared_ready = mjc_read_bool(declared_ready, 0);
    p->ready = mjc_read_bool(ready, 0);
}
/* The spec's player fields, from their values (NULL where absent: the default); a value out of place defers, and the
 * Python reader words its error. */
static void mjc_read_spec_fields(PyObject *const *value, const mjc_rules *r, mjc_player *p) {
    p->n_fields = r->n_player_fields;
    for (int i = 0; i < r->n_player_fields; i++) {
        PyObject *v = value[i];
        if (v == NULL) { p->fields[i] = r->player_field_default[i]; continue; }
        if (r->player_field_kinds[i] == 0) {
            p->fields[i] = mjc_read_bool(v, 0);
        } else if (r->player_field_kinds[i] == 1) {
            p->fields[i] = mjc_read_int(v, r->player_field_low[i], r->player_field_high[i]);
        } else {
            if (!PyUnicode_CheckExact(v) || PyUnicode_GET_LENGTH(v) != 1) mjc_defer();
            Py_UCS4 c = PyUnicode_READ_CHAR(v, 0);
            int suit = c == 'm' ? 0 : c == 'p' ? 1 : c == 's' ? 2 : c == 'z' ? 3 : -1;
            if (suit < 0 || !((r->player_field_low[i] >> suit) & 1)) mjc_defer();
            p->fields[i] = suit;
        }
    }
}
static inline mjc_int mjc_seat_field(const mjc_deal *d, mjc_int s, int index, mjc_int otherwise) {
    if (s == NO_SEAT) return otherwise;
    const mjc_player *p = &d->players[mjc_check_seat(s)];
    return p->n_fields ? p->fields[index] : otherwise;
}
static void mjc_read_player(PyObject *obj, int seat, const mjc_rules *r, mjc_player *p, mjc_held *held, mjc_groups *kongs,
                            mjc_int wild) {
    if (!PyDict_CheckExact(obj)) mjc_defer();
    PyObject *field[5 + MJC_MAX_PLAYER_FIELDS];
    mjc_fields(obj, r->player_keys, 5 + r->n_player_fields, field);
    mjc_read_player_fields(field, seat, r, p, held, kongs, wild);
    if (r->n_player_fields) mjc_read_spec_fields(field + 5, r, p);
}

static mjc_int mjc_tile_named(PyObject *v, int plays_reds, int *red) {
    if (v == NULL || !PyUnicode_CheckExact(v) || PyUnicode_GET_LENGTH(v) != 2 || !PyUnicode_IS_ASCII(v)) mjc_defer();
    const char *s = (const char *)PyUnicode_DATA(v);
    int suit = mjc_suit_of_letter(s[1]), number = s[0] - '0';
    if (suit < 0 || s[0] < '0' || s[0] > '9') mjc_defer();
    *red = 0;
    if (number == 0) {  /* a red five */
        if (!plays_reds || suit > 2) mjc_defer();
        *red = 1;
        number = 5;
    }
    if (number > MJC_SUIT_SIZE[suit]) mjc_defer();
    return MJC_SUIT_OFFSET[suit] + number - 1;
}

static mjc_int mjc_by_named(PyObject *v) {
    if (v == NULL || !PyUnicode_CheckExact(v)) mjc_defer();
    if (v == K_self_draw) return SELF_DRAW;
    if (v == K_discard) return DISCARD;
    if (v == K_robbing_kong) return ROBBING_KONG;
    if (PyUnicode_CompareWithASCIIString(v, "self_draw") == 0) return SELF_DRAW;
    if (PyUnicode_CompareWithASCIIString(v, "discard") == 0) return DISCARD;
    if (PyUnicode_CompareWithASCIIString(v, "robbing_kong") == 0) return ROBBING_KONG;
    mjc_defer();
    return -1;
}

/* Flags every record may carry, at fixed indexes of mjc_rules.flag_names (the generated rules list them first). */
enum { FLAG_KONG_REPLACEMENT = 0, FLAG_KONG_CHAIN = 1, FLAG_DISCARD_AFTER_KONG = 2, FLAG_LAST_TILE = 5,
       FLAG_DECLARED_READY = 9 };

#define MJC_WIN_KEYS K_winner, K_win_tile, K_by, K_from, K_context, K_declared
/* A win from the values of its keys (MJC_WIN_KEYS, NULL where absent), its winner read already. */
static void mjc_read_win_fields(PyObject *const *field, mjc_int winner, const mjc_rules *r, mjc_deal *d) {
    PyObject *win_tile = field[1], *by = field[2], *from = field[3], *context = field[4], *declared = field[5];
    mjc_win *win = &d->wins[d->n_wins++];
    memset(win->given, 0, sizeof win->given);
    memset(win->flag, 0, sizeof win->flag);
    for (int f = 0; f < MJC_MAX_TILES_FLAGS; f++) win->tiles_flag[f].n = 0;
    win->winner = winner;
    memset(win->flag_reds, 0, sizeof win->flag_reds);
    win->declared = -1;
    win->red = 0;
    win->chain.n = 0;
    if (declared != NULL) {  /* a win declared without a complete hand: no win tile, by self-draw unless it says */
        int which = mjc_index_of(r->declared_keys, declared);
        if (which < 0 || win_tile != NULL) mjc_defer();
        win->declared = r->declared_shapes[which];
        win->win_tile = NO_TILE;
        win->by = by != NULL ? mjc_by_named(by) : from != NULL ? DISCARD : SELF_DRAW;  /* off the seat it names */
        if (win->by == ROBBING_KONG) mjc_defer();
    } else {
        win->win_tile = mjc_tile_named(win_tile, r->plays_reds, &win->red);
        if (!((r->hand_tiles >> win->win_tile) & 1)) mjc_defer();
        win->by = mjc_by_named(by);
    }
    if (win->by == SELF_DRAW) {
        if (from != NULL) mjc_defer();
        win->source = NO_SEAT;
    } else {
        win->source = mjc_read_int(from, 0, 3);
        if (win->source == win->winner) mjc_defer();
    }
    if (context != NULL) {
        if (!PyDict_CheckExact(context)) mjc_defer();
        Py_ssize_t pos = 0;
        PyObject *name, *value;
        while (PyDict_Next(context, &pos, &name, &value)) {
            int f = mjc_index_among(r->flag_keys, r->flag_names_interned, r->n_flags, name);
            if (f < 0) mjc_defer();
            if (r->flag_kinds[f] == FLAG_BOOL) {
                win->flag[f] = mjc_read_bool(value, 0);
            } else if (r->flag_kinds[f] == FLAG_INT) {
                win->flag[f] = mjc_read_int(value, r->flag_low[f], r->flag_high[f]);
            } else {
                int slot = r->tiles_slot[f];
                mjc_ints *tiles = &win->tiles_flag[slot];
                mjc_read_tiles_into(value, r->plays_reds ? win->flag_reds[slot] : NULL, tiles);
                if (!mjc_subset(tiles, r->hand_tiles | r->flower_tiles)) mjc_defer();
            }
            win->given[f] = 1;
        }
    }
    if (d->players[win->winner].declared_ready || win->flag[FLAG_DECLARED_READY]) {
        /* the seat's state and the win's flag are one (runtime/records.py _check_wins) */
        d->players[win->winner].declared_ready = 1;
        win->given[FLAG_DECLARED_READY] = 1;
        win->flag[FLAG_DECLARED_READY] = 1;
    }
}
static void mjc_read_win(PyObject *w, const mjc_rules *r, mjc_deal *d) {
    if (!PyDict_CheckExact(w)) mjc_defer();
    PyObject *field[8];
    mjc_fields(w, (PyObject *const[]){MJC_WIN_KEYS, K_hand, K_melds}, 8, field);
    mjc_read_win_fields(field, mjc_read_int(field[0], 0, 3), r, d);
    mjc_win *win = &d->wins[d->n_wins - 1];
    PyObject *hand = field[6] == Py_None ? NULL : field[6], *melds = field[7] == Py_None ? NULL : field[7];
    const mjc_player *seat = &d->players[win->winner];
    win->own = hand != NULL || melds != NULL;
    win->player = seat;
    if (!win->own) return;
    /* runtime/records.py _win_players: the common case gives both, or a hand where the seat has no melds */
    if (hand == NULL || (melds == NULL && seat->melds.n > 0) || win->declared >= 0) mjc_defer();
    mjc_player *own = &d->own[d->n_wins - 1];
    mjc_held apart;  /* counted toward the copies with the seat's (mjc_hold_own) */
    mjc_groups none;
    memset(&apart, 0, sizeof apart);
    none.n = 0;
    PyObject *const fields[5] = {hand, melds, NULL, NULL, NULL};
    mjc_read_player_fields(fields, (int)win->winner, r, own, &apart, &none, d->wild);
    own->flowers = seat->flowers;
    own->flower_count = seat->flower_count;
    own->declared_ready = seat->declared_ready;
    own->ready = seat->ready;
    win->player = own;
}

/* runtime/records.py _all_tiles: of a seat whose wins give hands of their own, each tile held as often as the most
 * any of its hands and melds holds it (the seat's own tiles are held already). */
static void mjc_count_held(const mjc_player *p, int *counts) {
    for (int i = 0; i < p->hand.n; i++) counts[p->hand.v[i]]++;
    for (int m = 0; m < p->melds.n; m++)
        for (int j = 0; j < p->melds.v[m]->n; j++) counts[p->melds.v[m]->tiles[j]]++;
}
static void mjc_hold_own(const mjc_deal *d, mjc_held *held) {
    int owns = 0;
    for (int i = 0; i < d->n_wins; i++) owns |= d->wins[i].own;
    if (!owns) return;  /* the usual record: no win gives a hand of its own, and no table need be cleared */
    for (int seat = 0; seat < 4; seat++) {
        int base[N_TILES] = {0}, most[N_TILES] = {0}, any = 0;
        for (int i = 0; i < d->n_wins; i++) {
            if (!d->wins[i].own || d->wins[i].winner != seat) continue;
            int counts[N_TILES] = {0};
            mjc_count_held(d->wins[i].player, counts);
            for (int t = 0; t < N_TILES; t++) if (counts[t] > most[t]) most[t] = counts[t];
            any = 1;
        }
        if (!any) continue;
        mjc_count_held(&d->players[seat], base);
        for (int t = 0; t < N_TILES; t++) for (int k = base[t]; k < most[t]; k++) mjc_hold(held, t);
    }
}

/* runtime/records.py _events, for the common case: any problem defers, and the Python reader words it. */
static int mjc_event_kind(PyObject *key) {
    if (key == K_kong || (PyUnicode_CheckExact(key) && PyUnicode_CompareWithASCIIString(key, "kong") == 0)) return EVENT_KONG;
    if (key == K_win || (PyUnicode_CheckExact(key) && PyUnicode_CompareWithASCIIString(key, "win") == 0)) return EVENT_WIN;
    if (key == K_penalty || (PyUnicode_CheckExact(key) && PyUnicode_CompareWithASCIIString(key, "penalty") == 0))
        return EVENT_PENALTY;
    mjc_defer();
    return -1;
}
static void mjc_read_events(PyObject *events, mjc_deal *d) {
    if (!PyList_CheckExact(events) || PyList_GET_SIZE(events) > MJC_MAX_EVENTS) mjc_defer();
    unsigned char kong_seen[4][MJC_MAX_MELDS], win_seen[MJC_MAX_WINS], penalty_seen[MJC_MAX_PENALTIES];
    memset(kong_seen, 0, sizeof kong_seen); memset(win_seen, 0, sizeof win_seen); memset(penalty_seen, 0, sizeof penalty_seen);
    d->has_events = 1;
    d->n_events = (int)PyList_GET_SIZE(events);
    for (int e = 0; e < d->n_events; e++) {
        PyObject *obj = PyList_GET_ITEM(events, e), *key, *value;
        Py_ssize_t pos = 0;
        if (!PyDict_CheckExact(obj) || PyDict_GET_SIZE(obj) != 1 || !PyDict_Next(obj, &pos, &key, &value)) mjc_defer();
        mjc_event *ev = &d->events[e];
        ev->kind = mjc_event_kind(key);
        ev->n_wins = 0;
        if (ev->kind == EVENT_KONG) {
            if (!PyList_CheckExact(value) || PyList_GET_SIZE(value) != 2) mjc_defer();
            int seat = (int)mjc_read_int(PyList_GET_ITEM(value, 0), 0, 3);
            const mjc_player *p = &d->players[seat];
            if (p->melds.n == 0) mjc_defer();
            int m = (int)mjc_read_int(PyList_GET_ITEM(value, 1), 0, p->melds.n - 1);
            if (p->melds.v[m]->kind != KONG || kong_seen[seat][m]) mjc_defer();
            kong_seen[seat][m] = 1;
            ev->kong = p->melds.v[m];
        } else if (ev->kind == EVENT_WIN) {
            int n = PyList_CheckExact(value) ? (int)PyList_GET_SIZE(value) : 1;
            if (n < 1 || n > MJC_MAX_WINS || d->n_wins == 0) mjc_defer();
            for (int j = 0; j < n; j++) {
                int x = (int)mjc_read_int(PyList_CheckExact(value) ? PyList_GET_ITEM(value, j) : value, 0, d->n_wins - 1);
                if (win_seen[x]) mjc_defer();
                win_seen[x] = 1;
                ev->wins[ev->n_wins++] = x;
                d->wins[x].order = e;
                d->wins[x].place = j;
            }
        } else {
            if (d->n_penalties == 0) mjc_defer();
            int q = (int)mjc_read_int(value, 0, d->n_penalties - 1);
            if (penalty_seen[q]) mjc_defer();
            penalty_seen[q] = 1;
            ev->item = q;
            d->penalty_orders[q] = e;
        }
    }
    for (int seat = 0; seat < 4; seat++)  /* each kong, win and penalty has its place */
        for (int m = 0; m < d->players[seat].melds.n; m++)
            if (d->players[seat].melds.v[m]->kind == KONG && !kong_seen[seat][m]) mjc_defer();
    for (int i = 0; i < d->n_wins; i++) if (!win_seen[i]) mjc_defer();
    for (int q = 0; q < d->n_penalties; q++) if (!penalty_seen[q]) mjc_defer();
    for (int k = 0; k < d->kongs.n; k++)
        for (int e = 0; e < d->n_events; e++)
            if (d->events[e].kind == EVENT_KONG && d->events[e].kong == d->kongs.v[k]) d->kong_orders[k] = e;
}

static void mjc_read_options(PyObject *obj, const mjc_rules *r, mjc_deal *d) {
    for (int i = 0; i < r->n_options; i++) d->options[i] = r->option_default[i];
    if (obj == NULL) return;
    if (!PyDict_CheckExact(obj)) mjc_defer();
    Py_ssize_t pos = 0;
    PyObject *name, *value;
    while (PyDict_Next(obj, &pos, &name, &value)) {
        int o = mjc_index_among(r->option_keys, r->option_names_interned, r->n_options, name);
        if (o < 0) mjc_defer();
        d->options[o] = r->option_is_bool[o] ? mjc_read_bool(value, 0) : mjc_read_int(value, r->option_low[o], r->option_high[o]);
    }
}

/* What the deal showed (a tiles flag: bonus tiles, dora indicators) is one set of tiles, whichever wins give it:
 * those that do give it alike, and its tiles count once toward the copies (runtime/records.py _all_tiles). */
static void mjc_shown_tiles(const mjc_deal *d, const mjc_rules *r, mjc_held *held) {
    for (int f = 0; f < r->n_flags; f++) {
        if (r->flag_kinds[f] != FLAG_TILES) continue;
        int slot = r->tiles_slot[f];
        const mjc_win *first = NULL;
        for (int i = 0; i < d->n_wins; i++) {
            const mjc_win *w = &d->wins[i];
            if (!w->given[f]) continue;
            if (first == NULL) {
                first = w;
                for (int j = 0; j < w->tiles_flag[slot].n; j++) mjc_hold(held, w->tiles_flag[slot].v[j]);
            } else if (!mjc_ints_equal(&w->tiles_flag[slot], &first->tiles_flag[slot])
                       || memcmp(w->flag_reds[slot], first->flag_reds[slot], sizeof first->flag_reds[slot]) != 0) {
                mjc_defer();  /* the Python reader words it (or takes the first's reds: the rare case is its) */
            }
        }
    }
}

/* runtime/records.py _melds_before: a seat's melds up to its last kong made before the event `now` (all where none). */
static int mjc_melds_before(const mjc_deal *d, const mjc_player *p, int now) {
    int last = -1;
    for (int j = 0; j < p->melds.n; j++) {
        if (p->melds.v[j]->kind != KONG) continue;
        mjc_int order = mjc_kong_order(d, p->melds.v[j]);
        if (order > -1 && order < now) last = j;
    }
    return last >= 0 ? last + 1 : p->melds.n;
}

/* runtime/records.py _kong_chain: the kongs of a win's chain of n, in the order made (a robbed kong, which never
 * happens, not among them): the latest made of the kongs listed after the seat's last other meld and its added
 * kongs, by the deal's events where it gives them, else by place in the list; a kong of a discard first. A chain
 * the melds cannot make defers. */
static void mjc_kong_chain(const mjc_deal *d, mjc_win *w, mjc_int n) {
    mjc_int maker = w->flag[FLAG_KONG_REPLACEMENT] ? w->winner : w->source;
    const mjc_player *p = maker == w->winner ? w->player : &d->players[maker];
    int robbed = -1, listed = p->melds.n;
    if (w->by == ROBBING_KONG) {  /* the pung being promoted is the seat's latest act, wherever it is listed */
        for (int j = p->melds.n - 1; j >= 0 && robbed < 0; j--)
            if (p->melds.v[j]->kind == PUNG && p->melds.v[j]->tile == w->win_tile) robbed = j;
        if (robbed < 0) mjc_defer();
        n -= 1;
    } else if (d->has_events && maker != w->winner) {  /* the discarder's melds as they were */
        listed = mjc_melds_before(d, p, w->order);
    }
    const mjc_group *melds[MJC_MAX_MELDS];
    mjc_int order[MJC_MAX_MELDS];
    int made[MJC_MAX_MELDS], count = 0;
    for (int j = 0; j < listed; j++) {
        if (j == robbed) continue;
        const mjc_group *g = p->melds.v[j];
        melds[count] = g;
        order[count] = d->has_events ? mjc_kong_order(d, g) : 0;
        /* with events, a kong made at the win's event or after it was no kong then */
        made[count] = g->kind == KONG && (!d->has_events || order[count] < w->order);
        count++;
    }
    int after_others = count;
    while (after_others > 0 && made[after_others - 1]) after_others--;
    int latest[MJC_MAX_MELDS], k = 0;  /* the candidates sorted by (order, place): an insertion sort */
    for (int j = 0; j < count; j++) {
        if (!made[j] || (j < after_others && !melds[j]->added)) continue;
        int at = k++;
        while (at > 0 && order[latest[at - 1]] > order[j]) { latest[at] = latest[at - 1]; at--; }
        latest[at] = j;
    }
    if (k < n) mjc_defer();
    w->chain.n = 0;  /* a kong of another seat's discard first: only it can begin a chain */
    for (int exposed = 1; exposed >= 0; exposed--)
        for (int j = k - (int)n; j < k; j++) {
            const mjc_group *g = melds[latest[j]];
            if ((!g->concealed && !g->added) == exposed) mjc_push_group(&w->chain, g);
        }
}

/* runtime/records.py _check_moment: the wins won at one moment (their indexes), for what the reader lets through. */
static void mjc_check_moment(mjc_deal *d, const int *at, int n) {
    const mjc_win *first = NULL;
    int winners = 0, completed = 0;
    for (int i = 0; i < n; i++) completed += d->wins[at[i]].declared < 0;
    for (int i = 0; i < n; i++) {
        mjc_win *w = &d->wins[at[i]];
        if (winners & (1 << w->winner)) mjc_defer();
        winners |= 1 << w->winner;
        if (w->declared >= 0) {  /* no hand needed, and none of the discard's rules below */
            if (w->flag[FLAG_KONG_REPLACEMENT] || w->flag[FLAG_DISCARD_AFTER_KONG]
                    || w->flag[FLAG_KONG_CHAIN] || w->own) mjc_defer();
            d->players[w->winner].has_hand = 1;  /* a hand not given is empty */
            w->flag[FLAG_KONG_CHAIN] = 0;
            continue;
        }
        if (!w->player->has_hand) mjc_defer();
        if (w->by == SELF_DRAW && completed > 1) mjc_defer();
        if (w->by != SELF_DRAW) {
            if (first == NULL) first = w;
            if (w->source != first->source || w->win_tile != first->win_tile || w->red != first->red || w->by != first->by)
                mjc_defer();
            if (!w->flag[FLAG_LAST_TILE] != !first->flag[FLAG_LAST_TILE]
                    || !w->flag[FLAG_DISCARD_AFTER_KONG] != !first->flag[FLAG_DISCARD_AFTER_KONG]) mjc_defer();
        }
        int chained = w->flag[FLAG_KONG_REPLACEMENT] || w->flag[FLAG_DISCARD_AFTER_KONG] || w->by == ROBBING_KONG;
        mjc_int n_chain = w->given[FLAG_KONG_CHAIN] ? w->flag[FLAG_KONG_CHAIN] : chained ? 1 : 0;
        if (n_chain && !chained) mjc_defer();
        if (w->flag[FLAG_KONG_REPLACEMENT] && w->by != SELF_DRAW) mjc_defer();
        if (w->flag[FLAG_DISCARD_AFTER_KONG] && w->by != DISCARD) mjc_defer();
        if (chained) {
            if (n_chain < 1) mjc_defer();
            mjc_kong_chain(d, w, n_chain);
        }
        w->flag[FLAG_KONG_CHAIN] = n_chain;
    }
}

/* runtime/records.py _check_wins, for what the reader above lets through: any problem defers. */
static void mjc_check_wins(mjc_deal *d) {
    if (d->n_wins == 1) {
        mjc_win *w = &d->wins[0];
        const mjc_player *p = w->player;
        if (p->has_hand && w->declared < 0 && w->by != ROBBING_KONG && !w->given[FLAG_KONG_CHAIN] && !w->flag[FLAG_KONG_REPLACEMENT]
                && !w->flag[FLAG_DISCARD_AFTER_KONG] && p->declared_ready == (int)w->flag[FLAG_DECLARED_READY]) {
            w->flag[FLAG_KONG_CHAIN] = 0;
            return;
        }
    }
    int declared = 0;
    for (int i = 0; i < d->n_wins; i++) declared += d->wins[i].declared >= 0;
    if (declared && declared < d->n_wins) mjc_defer();  /* a declared win shares its deal with no win on a tile */
    if (!d->has_events) {
        int all[MJC_MAX_WINS];
        for (int i = 0; i < d->n_wins; i++) all[i] = i;
        mjc_check_moment(d, all, d->n_wins);
        return;
    }
    for (int e = 0; e < d->n_events; e++)
        if (d->events[e].kind == EVENT_WIN) mjc_check_moment(d, d->events[e].wins, d->events[e].n_wins);
}

/* runtime/records.py _check_play: what the ruleset lets follow a win, along the events; anything else defers. */
static void mjc_check_play(const mjc_deal *d, const mjc_rules *r) {
    int won_at[4] = {-1, -1, -1, -1}, n_won = 0, over = 0;
    for (int e = 0; e < d->n_events; e++) {
        const mjc_event *ev = &d->events[e];
        if (ev->kind == EVENT_PENALTY) continue;
        if (over) mjc_defer();
        if (ev->kind == EVENT_KONG) {
            if (r->after_win == 1 && (won_at[ev->kong->owner] >= 0
                                      || (!ev->kong->added && ev->kong->source != NO_SEAT && won_at[ev->kong->source] >= 0)))
                mjc_defer();
            continue;
        }
        for (int j = 0; j < ev->n_wins; j++) {
            const mjc_win *w = &d->wins[ev->wins[j]];
            if (r->after_win == 1 && (won_at[w->winner] >= 0 || (w->source != NO_SEAT && won_at[w->source] >= 0))) mjc_defer();
            if (!w->own)  /* it scores its seat's melds: each of its kongs is made by then */
                for (int k = 0; k < d->kongs.n; k++)
                    if (d->kongs.v[k]->owner == w->winner && d->kong_orders[k] > e) mjc_defer();
        }
        for (int j = 0; j < ev->n_wins; j++) {
            const mjc_win *w = &d->wins[ev->wins[j]];
            if (won_at[w->winner] < 0) { won_at[w->winner] = e; n_won++; }
        }
        if (r->after_win == 0 || (r->after_win == 1 && n_won >= 3)) over = 1;
    }
}

/* runtime/records.py _check_reds: no more red fives of a suit than the ruleset plays (a tile won by several, once). */
static void mjc_check_reds(const mjc_deal *d, const mjc_rules *r) {
    int reds[3] = {0, 0, 0};
    for (int s = 0; s < 4; s++)
        for (int k = 0; k < 3; k++) {
            int held = d->players[s].reds[k];  /* of a seat whose wins give their own hands, the most any holds */
            for (int i = 0; i < d->n_wins; i++)
                if (d->wins[i].own && d->wins[i].winner == s && d->wins[i].player->reds[k] > held) held = d->wins[i].player->reds[k];
            reds[k] += held;
        }
    if (d->has_events) {  /* a red win tile once at each event */
        for (int e = 0; e < d->n_events; e++)
            if (d->events[e].kind == EVENT_WIN && d->wins[d->events[e].wins[0]].red)
                reds[MJC_SUIT[d->wins[d->events[e].wins[0]].win_tile + 1]] += 1;
    } else {
        for (int i = 0; i < d->n_wins; i++)
            if (d->wins[i].red) { reds[MJC_SUIT[d->wins[i].win_tile + 1]] += 1; break; }
    }
    for (int f = 0; f < r->n_flags; f++) {  /* a tiles flag's red fives, once: the first win that gives it */
        if (r->flag_kinds[f] != FLAG_TILES) continue;
        for (int i = 0; i < d->n_wins; i++)
            if (d->wins[i].given[f]) {
                for (int k = 0; k < 3; k++) reds[k] += d->wins[i].flag_reds[r->tiles_slot[f]][k];
                break;
            }
    }
    for (int k = 0; k < 3; k++) if (reds[k] > r->red_fives[k]) mjc_defer();
}

/* A record's id must be one a result can lead with (runtime/records.py is_record_id); a bad one defers. */
static int mjc_is_record_id(PyObject *id) {
    return PyUnicode_CheckExact(id) || PyLong_CheckExact(id) || (PyFloat_CheckExact(id) && isfinite(PyFloat_AS_DOUBLE(id)));
}
static PyObject *mjc_record_id(PyObject *id) {
    if (id != NULL && !mjc_is_record_id(id)) mjc_defer();  /* the Python reader words the error */
    return id;
}

/* The id an error result leads with, read from the record as runtime/records.py with_id reads it (the error
 * result is made after the collector is back, and a finalizer may have changed the record); a new reference,
 * or NULL when the record has no good id. */
static PyObject *mjc_lead_id(PyObject *record) {
    PyObject *id = PyDict_CheckExact(record) ? PyDict_GetItemWithError(record, K_id) : NULL;
    if (id == NULL || !mjc_is_record_id(id)) { PyErr_Clear(); return NULL; }
    Py_INCREF(id);
    return id;
}

static void mjc_read_record(PyObject *record, const mjc_rules *r, mjc_deal *d) {
    if (!PyDict_CheckExact(record)) mjc_defer();
    /* The record's keys, then (in the shorthand form) one winner's, as runtime/records.py _expand_shorthand
     * takes them: its win's keys and its seat's at the top level. `meta` is the caller's: accepted, never read. */
    PyObject *field[24 + MJC_MAX_PLAYER_FIELDS];
    /* a ruleset that takes its wild tile from the record reads that field too, after the record's others */
    int n_keys = r->wild_key ? 13 : 12;
    PyObject *keys[24 + MJC_MAX_PLAYER_FIELDS] = {K_players, K_ruleset, K_dealer, K_round_wind, K_honba, K_riichi_sticks, K_options, K_wins,
                          K_penalties, K_id, K_meta, K_events};
    if (r->wild_key) keys[12] = r->wild_key;
    PyObject *const more[11] = {MJC_WIN_KEYS, MJC_PLAYER_KEYS};
    memcpy(keys + n_keys, more, sizeof more);
    for (int i = 0; i < r->n_player_fields; i++) keys[n_keys + 11 + i] = r->player_keys[5 + i];  /* the winner's own fields */
    PyObject *const *win_field = field + n_keys, *const *player_field = field + n_keys + 6;
    int shorthand = 0;
    if (!mjc_fields_known(record, keys, n_keys, field)) {
        mjc_fields(record, keys, n_keys + 11 + r->n_player_fields, field);
        /* no players, no wins, and a win tile or a hand: else the Python reader words what is wrong */
        if (field[0] != NULL || field[7] != NULL || (win_field[1] == NULL && player_field[0] == NULL)) mjc_defer();
        shorthand = 1;
    }
    PyObject *players = field[0], *ruleset = field[1], *dealer = field[2], *round_wind = field[3], *honba = field[4],
             *sticks = field[5], *options = field[6], *wins = field[7], *penalties = field[8];
    d->id = mjc_record_id(field[9]);
    if (!shorthand && (players == NULL || !PyList_CheckExact(players) || PyList_GET_SIZE(players) != 4)) mjc_defer();
    if (ruleset != NULL && (!PyUnicode_CheckExact(ruleset) || PyUnicode_Compare(ruleset, r->ruleset_key) != 0)) {
        PyErr_Clear();
        mjc_defer();
    }
    d->dealer = dealer ? mjc_read_int(dealer, 0, 3) : 0;
    d->round_wind = 0;
    if (round_wind != NULL) {
        if (!PyUnicode_CheckExact(round_wind) || PyUnicode_GET_LENGTH(round_wind) != 1 || !PyUnicode_IS_ASCII(round_wind)) mjc_defer();
        const char *at = strchr("ESWN", ((const char *)PyUnicode_DATA(round_wind))[0]);
        if (at == NULL || *at == 0) mjc_defer();
        d->round_wind = at - "ESWN";
    }
    d->honba = honba ? mjc_read_int(honba, 0, MAX_RECORD_INT) : 0;
    d->riichi_sticks = sticks ? mjc_read_int(sticks, 0, MAX_RECORD_INT) : 0;
    mjc_held held;
    memset(&held, 0, sizeof held);
    d->wild = r->wild_source ? r->wild_tile : NO_TILE;
    d->indicator = NO_TILE;
    if (r->wild_key) {  /* runtime/records.py _wild: a missing or unusual one is the Python reader's to word */
        int red;
        mjc_int named = mjc_tile_named(field[12], 0, &red);
        if (!((r->hand_tiles >> named) & 1)) mjc_defer();
        if (r->wild_source == 2) {
            d->indicator = named;
            d->wild = MJC_NEXT[named + 1];
            if (!((r->hand_tiles >> d->wild) & 1)) mjc_defer();
            mjc_hold(&held, named);
        } else {
            d->wild = named;
        }
    }
    d->kongs.n = 0;
    d->n_wins = 0;
    d->has_events = 0;
    d->won[0] = d->won[1] = d->won[2] = d->won[3] = 0;
    d->playing.n = 4;
    for (int s = 0; s < 4; s++) d->playing.v[s] = s;
    if (shorthand) {  /* the winner (seat 0 unless it says) holds the seat's keys; the other seats are not given */
        mjc_int winner = win_field[0] != NULL ? mjc_read_int(win_field[0], 0, 3) : 0;
        PyObject *const none[5] = {NULL, NULL, NULL, NULL, NULL};
        PyObject *const no_fields[MJC_MAX_PLAYER_FIELDS] = {NULL};
        for (int seat = 0; seat < 4; seat++) {
            mjc_read_player_fields(seat == winner ? player_field : none, seat, r, &d->players[seat], &held, &d->kongs, d->wild);
            mjc_read_spec_fields(seat == winner ? player_field + 5 : no_fields, r, &d->players[seat]);
        }
        mjc_read_options(options, r, d);
        mjc_read_win_fields(win_field, winner, r, d);
        d->wins[0].own = 0;
        d->wins[0].player = &d->players[winner];
        mjc_shown_tiles(d, r, &held);
    } else {
        /* The record's objects lie apart in memory: ask for the players' and the wins' all at once, not one miss after another. */
        for (int seat = 0; seat < 4; seat++) __builtin_prefetch(PyList_GET_ITEM(players, seat));
        if (wins != NULL && PyList_CheckExact(wins))
            for (Py_ssize_t i = 0; i < PyList_GET_SIZE(wins) && i < 4; i++) __builtin_prefetch(PyList_GET_ITEM(wins, i));
        for (int seat = 0; seat < 4; seat++) {
            mjc_read_player(PyList_GET_ITEM(players, seat), seat, r, &d->players[seat], &held, &d->kongs, d->wild);
        }
        mjc_read_options(options, r, d);
    }
    if (wins != NULL) {
        /* past a deal's most wins (runtime/base.py most_wins: 3 but where every seat plays on), the reader refuses */
        if (!PyList_CheckExact(wins) || PyList_GET_SIZE(wins) > (r->after_win == 2 ? MJC_MAX_WINS : 3)) mjc_defer();
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(wins); i++) mjc_read_win(PyList_GET_ITEM(wins, i), r, d);
        mjc_shown_tiles(d, r, &held);
    }
    d->n_penalties = 0;
    if (penalties != NULL && !(PyList_CheckExact(penalties) && PyList_GET_SIZE(penalties) == 0)) {
        if (!PyList_CheckExact(penalties) || PyList_GET_SIZE(penalties) > MJC_MAX_PENALTIES) mjc_defer();
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(penalties); i++) {
            PyObject *p = PyList_GET_ITEM(penalties, i);
            if (!PyDict_CheckExact(p)) mjc_defer();
            PyObject *part[2];
            mjc_fields(p, (PyObject *const[]){K_type, K_seat}, 2, part);
            PyObject *type = part[0], *seat = part[1];
            int kind = mjc_index_of(r->penalty_keys, type ? type : Py_None);
            if (kind < 0) mjc_defer();
            d->penalty_kind[d->n_penalties] = kind;
            d->penalty_seat[d->n_penalties++] = mjc_read_int(seat, 0, 3);
        }
    }
    for (int i = 0; i < d->n_wins; i++) d->wins[i].index = d->wins[i].place = i, d->wins[i].order = d->kongs.n;
    PyObject *events = field[11];
    if (events != NULL) {
        mjc_read_events(events, d);
    } else {
        d->n_events = d->kongs.n + (d->n_wins > 0) + d->n_penalties;
    }
    if (d->has_events) {  /* each win's tile once for the wins at once, at each event */
        for (int e = 0; e < d->n_events; e++)
            if (d->events[e].kind == EVENT_WIN && d->wins[d->events[e].wins[0]].win_tile != NO_TILE)
                mjc_hold(&held, d->wins[d->events[e].wins[0]].win_tile);
    } else if (d->n_wins > 1) {  /* a tile won by several seats is one tile */
        mjc_int seen[MJC_MAX_WINS]; int n = 0;
        for (int i = 0; i < d->n_wins; i++) {
            int dup = 0;
            for (int j = 0; j < n; j++) dup |= seen[j] == d->wins[i].win_tile;
            if (!dup && d->wins[i].win_tile != NO_TILE) { seen[n++] = d->wins[i].win_tile; mjc_hold(&held, d->wins[i].win_tile); }
        }
    } else if (d->n_wins == 1 && d->wins[0].win_tile != NO_TILE) {
        mjc_hold(&held, d->wins[0].win_tile);
    }
    mjc_hold_own(d, &held);
    mjc_check_wins(d);
    if (r->plays_reds) mjc_check_reds(d, r);
    if (d->has_events) {
        mjc_check_play(d, r);
        /* the wins in the order they happened (runtime/records.py parse_record) */
        for (int i = 1; i < d->n_wins; i++) {
            mjc_win w = d->wins[i];
            int j = i;
            while (j > 0 && (d->wins[j - 1].order > w.order || (d->wins[j - 1].order == w.order && d->wins[j - 1].place > w.place))) {
                d->wins[j] = d->wins[j - 1];
                j--;
            }
            d->wins[j] = w;
        }
    }
}

/* ------------------------------------------------------------------ arrangements (runtime/shapes.py) */

/* A part of a reading: a kind and its tiles (a fixed group's tile set, or a set's or pair's). */
typedef struct { signed char kind, n; signed char tiles[MJC_MAX_GROUP_TILES]; } mjc_part;

#define MJC_MAX_PARTS (MJC_HAND_SIZE > 14 ? MJC_HAND_SIZE : 14)  /* a part takes a tile at least */
#define MJC_MAX_READINGS 64
typedef struct { int n; mjc_part parts[MJC_MAX_PARTS]; } mjc_reading;

/* A fixed group the shapes take: its tile sets, any one of which makes it. */
typedef struct { int n_sets, size; const signed char (*sets)[MJC_MAX_GROUP_TILES]; } mjc_fixed_group;

/* A shape: counted in groups (sets, pairs, fixed groups), or judged on the hand's tiles as a whole.
 * A hand given to the functions below is one the reader let through: with its melds it makes MJC_HAND_SIZE
 * tiles (kongs counted as three), or one less for a hand that waits. So a shape judged on its tiles applies to
 * any hand without melds (runtime/shapes.py). */
typedef struct {
    int kind;  /* 0 groups, 1 tiles, 2 declared */
    int sets, pairs, n_fixed, fixed_tiles;
    int fixed_count[MJC_MAX_SHAPE_GROUPS];
    const mjc_fixed_group *fixed[MJC_MAX_SHAPE_GROUPS];
    int (*holds)(const mjc_ints *tiles);
    uint64_t allowed; int has_allowed;
    int least_kinds;
} mjc_shape;

static int mjc_part_cmp(const mjc_part *a, const mjc_part *b) {  /* parts sort as (kind, key) */
    if (a->kind != b->kind) return a->kind < b->kind ? -1 : 1;
    if (a->kind != FIXED) return (a->tiles[0] > b->tiles[0]) - (a->tiles[0] < b->tiles[0]);
    for (int i = 0; i < a->n && i < b->n; i++) if (a->tiles[i] != b->tiles[i]) return a->tiles[i] < b->tiles[i] ? -1 : 1;
    return (a->n > b->n) - (a->n < b->n);
}
static int mjc_tiles_cmp(const mjc_part *a, const mjc_part *b) {  /* Python's comparison of two lists of tiles */
    for (int i = 0; i < a->n && i < b->n; i++) if (a->tiles[i] != b->tiles[i]) return a->tiles[i] < b->tiles[i] ? -1 : 1;
    return (a->n > b->n) - (a->n < b->n);
}

static void mjc_sort_parts(mjc_part *p, int n, int (*cmp)(const mjc_part *, const mjc_part *)) {
    for (int i = 1; i < n; i++) {
        mjc_part x = p[i];
        int j = i - 1;
        while (j >= 0 && cmp(&p[j], &x) > 0) { p[j + 1] = p[j]; j--; }
        p[j + 1] = x;
    }
}

/* runtime/shapes.py reading_order: by the sets' tiles, then the pairs' tiles, then the parts. */
static int mjc_reading_cmp(const mjc_reading *a, const mjc_reading *b) {
    mjc_part sa[MJC_MAX_PARTS], sb[MJC_MAX_PARTS], pa[MJC_MAX_PARTS], pb[MJC_MAX_PARTS];
    int nsa = 0, nsb = 0, npa = 0, npb = 0;
    for (int i = 0; i < a->n; i++) { if (a->parts[i].kind == PAIR) pa[npa++] = a->parts[i]; else sa[nsa++] = a->parts[i]; }
    for (int i = 0; i < b->n; i++) { if (b->parts[i].kind == PAIR) pb[npb++] = b->parts[i]; else sb[nsb++] = b->parts[i]; }
    mjc_sort_parts(sa, nsa, mjc_tiles_cmp); mjc_sort_parts(sb, nsb, mjc_tiles_cmp);
    mjc_sort_parts(pa, npa, mjc_tiles_cmp); mjc_sort_parts(pb, npb, mjc_tiles_cmp);
    for (int i = 0; i < nsa && i < nsb; i++) { int c = mjc_tiles_cmp(&sa[i], &sb[i]); if (c) return c; }
    if (nsa != nsb) return nsa < nsb ? -1 : 1;
    for (int i = 0; i < npa && i < npb; i++) { int c = mjc_tiles_cmp(&pa[i], &pb[i]); if (c) return c; }
    if (npa != npb) return npa < npb ? -1 : 1;
    for (int i = 0; i < a->n && i < b->n; i++) { int c = mjc_part_cmp(&a->parts[i], &b->parts[i]); if (c) return c; }
    return (a->n > b->n) - (a->n < b->n);
}

typedef struct { int n, first_only; mjc_reading r[MJC_MAX_READINGS]; } mjc_readings;

static void mjc_add_reading(mjc_readings *out, const mjc_part *acc, int n) {
    if (out->n >= MJC_MAX_READINGS) mjc_defer();
    mjc_reading *r = &out->r[out->n++];
    r->n = n;
    memcpy(r->parts, acc, sizeof(mjc_part) * n);
    mjc_sort_parts(r->parts, n, mjc_part_cmp);
}

/* Every reading of the counts as sets and pairs, lowest tile first; `left` has a bit for each kind still held. */
static void mjc_split_left(int *counts, uint64_t left, int sets, int pairs, mjc_readings *out, mjc_part *acc, int n) {
    if (out->first_only && out->n) return;  /* whether there is a reading, not which: one is enough */
    if (left == 0) {
        if (sets == 0 && pairs == 0) mjc_add_reading(out, acc, n);
        return;
    }
    if (n >= MJC_MAX_PARTS) return;
    int start = __builtin_ctzll(left), c = counts[start];
    uint64_t bit = 1ULL << start;
    if (pairs && c >= 2) {
        counts[start] -= 2;
        acc[n] = (mjc_part){PAIR, 2, {(signed char)start, (signed char)start}};
        mjc_split_left(counts, c == 2 ? left & ~bit : left, sets, pairs - 1, out, acc, n + 1);
        counts[start] += 2;
    }
    if (sets && c >= 3) {
        counts[start] -= 3;
        acc[n] = (mjc_part){PUNG, 3, {(signed char)start, (signed char)start, (signed char)start}};
        mjc_split_left(counts, c == 3 ? left & ~bit : left, sets - 1, pairs, out, acc, n + 1);
        counts[start] += 3;
    }
    if (sets && start < 27 && MJC_NUMBER[start + 1] <= 7 && counts[start + 1] && counts[start + 2]) {
        uint64_t after = left;
        if (--counts[start] == 0) after &= ~bit;
        if (--counts[start + 1] == 0) after &= ~(bit << 1);
        if (--counts[start + 2] == 0) after &= ~(bit << 2);
        acc[n] = (mjc_part){CHOW, 3, {(signed char)start, (signed char)(start + 1), (signed char)(start + 2)}};
        mjc_split_left(counts, after, sets - 1, pairs, out, acc, n + 1);
        counts[start]++; counts[start + 1]++; counts[start + 2]++;
    }
}

static void mjc_split(int *counts, int sets, int pairs, mjc_readings *out, mjc_part *acc, int n) {
    uint64_t left = 0;
    for (int t = 0; t < N_KINDS; t++) left |= (uint64_t)(counts[t] != 0) << t;  /* no branch to mispredict */
    mjc_split_left(counts, left, sets, pairs, out, acc, n);
}

/* runtime/shapes.py decompositions: the fixed groups first (a group taken twice takes its tile sets in order). */
static void mjc_decompose(int *counts, const mjc_shape *s, int which, int left, int first, int sets, int pairs,
                          mjc_readings *out, mjc_part *acc, int n) {
    while (which < s->n_fixed && left == 0) {
        which++;
        if (which < s->n_fixed) { left = s->fixed_count[which]; first = 0; }
    }
    if (which >= s->n_fixed) { mjc_split(counts, sets, pairs, out, acc, n); return; }
    const mjc_fixed_group *g = s->fixed[which];
    for (int i = first; i < g->n_sets; i++) {
        int ok = 1;
        for (int j = 0; j < g->size && ok; j++) ok = counts[g->sets[i][j]] > 0;  /* a tile of it not held: next */
        if (!ok) continue;
        for (int j = 0; j < g->size; j++) ok &= --counts[g->sets[i][j]] >= 0;
        if (ok && n < MJC_MAX_PARTS) {
            acc[n].kind = FIXED; acc[n].n = (signed char)g->size;
            memcpy(acc[n].tiles, g->sets[i], sizeof acc[n].tiles);
            mjc_decompose(counts, s, which, left - 1, i, sets, pairs, out, acc, n + 1);
        }
        for (int j = 0; j < g->size; j++) counts[g->sets[i][j]]++;
    }
}

/* One arrangement of a win: its shape, its sets (melds first) and pairs, and the set the win tile completed. */
typedef struct {
    int shape;
    mjc_groups sets, pairs;
    const mjc_group *win_set;
    mjc_group own[MJC_MAX_PARTS];
} mjc_arrangement;

typedef struct { int n; mjc_arrangement a[MJC_MAX_ARRANGEMENTS]; } mjc_arrangements;

static void mjc_group_of(mjc_group *g, const mjc_part *p, int owner) {
    g->kind = p->kind; g->tile = p->tiles[0]; g->n = p->n; g->owner = (signed char)owner;
    g->source = NO_SEAT; g->concealed = 1; g->declared = 0; g->added = 0; g->index = -1; g->has_win = 0; g->wilds = 0;
    memcpy(g->tiles, p->tiles, sizeof g->tiles);  /* a part's tiles past its n are 0, as a group's are */
}

static int mjc_count_kinds(const mjc_ints *tiles) {
    uint64_t seen = 0;
    for (int i = 0; i < tiles->n; i++) seen |= 1ULL << tiles->v[i];
    return __builtin_popcountll(seen);
}

/* How many of each tile kind a list holds, and the most of one; -1 for a list with a flower, which is in no set. */
static int mjc_tile_counts(const mjc_ints *tiles, int *counts) {
    int most = 0;
    memset(counts, 0, sizeof(int) * (N_KINDS + 3));
    for (int i = 0; i < tiles->n; i++) {
        if (tiles->v[i] >= N_KINDS) return -1;
        if (++counts[tiles->v[i]] > most) most = counts[tiles->v[i]];
    }
    return most;
}

static void mjc_readings_of(const mjc_ints *concealed, const mjc_shape *s, int free_sets, mjc_readings *rs) {
    int counts[N_KINDS + 3];
    mjc_part acc[MJC_MAX_PARTS];
    rs->n = 0;
    rs->first_only = 0;
    if (mjc_tile_counts(concealed, counts) < 0) return;
    if (s->n_fixed) mjc_decompose(counts, s, 0, s->fixed_count[0], 0, free_sets, s->pairs, rs, acc, 0);
    else mjc_split(counts, free_sets, s->pairs, rs, acc, 0);
    for (int i = 1; i < rs->n; i++) {  /* in reading order; ties go to the first */
        mjc_reading x = rs->r[i];
        int j = i - 1;
        while (j >= 0 && mjc_reading_cmp(&rs->r[j], &x) > 0) { rs->r[j + 1] = rs->r[j]; j--; }
        rs->r[j + 1] = x;
    }
}

static mjc_readings mjc_scratch_readings;

/* The arrangements of one shape (not a declared one) of a hand, as runtime/shapes.py arrangements() makes them. */
static void mjc_arrange_shape(const mjc_ints *concealed, const mjc_groups *melds, mjc_int win_tile, int owner,
                              const mjc_shape *s, int index, int by_win_set, mjc_arrangements *out) {
    if (s->kind == 1) {
        if (melds->n == 0 && (!s->has_allowed || mjc_subset(concealed, s->allowed))
                && mjc_count_kinds(concealed) > s->least_kinds && s->holds(concealed)) {
            if (out->n >= MJC_MAX_ARRANGEMENTS) mjc_defer();
            mjc_arrangement *a = &out->a[out->n++];
            a->shape = index; a->sets.n = 0; a->pairs.n = 0; a->win_set = &MJC_NO_GROUP;
        }
        return;
    }
    int free_sets = s->sets - melds->n;
    if (free_sets < 0 || 3 * free_sets + 2 * s->pairs + s->fixed_tiles != concealed->n) return;
    mjc_readings *rs = &mjc_scratch_readings;
    mjc_readings_of(concealed, s, free_sets, rs);
    for (int k = 0; k < rs->n; k++) {
        const mjc_reading *r = &rs->r[k];
        if (!by_win_set) {
            if (out->n >= MJC_MAX_ARRANGEMENTS) mjc_defer();
            mjc_arrangement *a = &out->a[out->n++];
            a->shape = index; a->sets = *melds; a->pairs.n = 0; a->win_set = NULL;
            for (int i = 0; i < r->n; i++) {
                mjc_group_of(&a->own[i], &r->parts[i], owner);
                if (r->parts[i].kind == PAIR) mjc_push_group(&a->pairs, &a->own[i]);
                else mjc_push_group(&a->sets, &a->own[i]);
            }
            continue;
        }
        for (int i = 0; i < r->n; i++) {
            int placed = 0, has = 0;
            for (int j = 0; j < i; j++) placed |= mjc_part_cmp(&r->parts[j], &r->parts[i]) == 0;
            for (int j = 0; j < r->parts[i].n; j++) has |= r->parts[i].tiles[j] == win_tile;
            if (placed || !has) continue;
            if (out->n >= MJC_MAX_ARRANGEMENTS) mjc_defer();
            mjc_arrangement *a = &out->a[out->n++];
            a->shape = index; a->sets = *melds; a->pairs.n = 0; a->win_set = NULL;
            for (int j = 0; j < r->n; j++) {
                mjc_group_of(&a->own[j], &r->parts[j], owner);
                if (a->win_set == NULL && j == i) { a->own[j].has_win = 1; a->win_set = &a->own[j]; }
                if (r->parts[j].kind == PAIR) mjc_push_group(&a->pairs, &a->own[j]);
                else mjc_push_group(&a->sets, &a->own[j]);
            }
        }
    }
}

static void mjc_arrange(const mjc_ints *concealed, const mjc_groups *melds, mjc_int win_tile, int owner,
                        const mjc_shape *shapes, int n_shapes, int by_win_set, int declared, mjc_arrangements *out) {
    out->n = 0;
    if (declared >= 0) {  /* the one reading of a win declared without a complete hand: its shape, and no sets */
        mjc_arrangement *a = &out->a[out->n++];
        a->shape = declared; a->sets.n = 0; a->pairs.n = 0; a->win_set = &MJC_NO_GROUP;
        return;
    }
    for (int index = 0; index < n_shapes; index++)
        if (shapes[index].kind != 2) mjc_arrange_shape(concealed, melds, win_tile, owner, &shapes[index], index, by_win_set, out);
}

/* ------------------------------------------------------------------ wilds (runtime/shapes.py "Wilds")
 *
 * The copies of a ruleset's wild tile in a hand stand for any tile in play, in the concealed sets and pairs of
 * shapes of sets and pairs where wild_in lets them (WILD_SETS 1, WILD_PAIR 2: the pair of a shape with one,
 * WILD_PAIRS 4: the pairs of a shape with several). A part of a reading is a code, tile * 32 + kind * 8 + mask
 * (the mask's bits: the places a wild takes); a reading is its codes sorted, and a shape's readings are tried in
 * the order of those lists. The search takes the lowest natural tile left into a set or pair each time (each
 * multiset of parts once: parts of one lowest tile in order of code), and lets the wilds left make sets and pairs
 * of their own, each standing for any tile. */
enum { WILD_SETS = 1, WILD_PAIR = 2, WILD_PAIRS = 4 };
typedef struct { int n; unsigned short code[MJC_MAX_PARTS]; } mjc_wild_reading;
typedef struct { int n; mjc_wild_reading r[MJC_MAX_WILD_READINGS]; } mjc_wild_readings;
static mjc_wild_readings mjc_scratch_wild;

typedef struct {
    int counts[N_KINDS + 3];
    uint64_t playable;
    int in_sets, in_pairs, first_only;
    mjc_wild_readings *out;
    unsigned short acc[MJC_MAX_PARTS];
} mjc_wild_search;

static void mjc_wild_add(mjc_wild_search *w, int n, const unsigned short *extra, int n_extra) {
    if (w->out->n >= MJC_MAX_WILD_READINGS) mjc_defer();
    mjc_wild_reading *r = &w->out->r[w->out->n++];
    r->n = n + n_extra;
    memset(r->code, 0, sizeof r->code);
    memcpy(r->code, w->acc, sizeof(unsigned short) * n);
    memcpy(r->code + n, extra, sizeof(unsigned short) * n_extra);
    for (int i = 1; i < r->n; i++) {
        unsigned short x = r->code[i];
        int j = i - 1;
        while (j >= 0 && r->code[j] > x) { r->code[j + 1] = r->code[j]; j--; }
        r->code[j + 1] = x;
    }
}

/* Sets and pairs of wilds alone, each any set or pair in play, codes not below `least` (each multiset once). */
static void mjc_wild_only(mjc_wild_search *w, int n, int sets, int pairs, int least, unsigned short *extra, int n_extra) {
    if (w->first_only && w->out->n) return;
    if (sets == 0 && pairs == 0) { mjc_wild_add(w, n, extra, n_extra); return; }
    for (int t = 0; t < N_KINDS; t++) {
        if (!((w->playable >> t) & 1)) continue;
        int codes[2], k = 0;
        if (sets) {
            if (MJC_SUIT[t + 1] < 3 && MJC_NUMBER[t + 1] <= 7 && ((w->playable >> (t + 1)) & 1) && ((w->playable >> (t + 2)) & 1))
                codes[k++] = t << 5 | CHOW << 3 | 7;
            codes[k++] = t << 5 | PUNG << 3 | 7;
        } else {
            codes[k++] = t << 5 | PAIR << 3 | 3;
        }
        for (int i = 0; i < k; i++) {
            if (codes[i] < least) continue;
            extra[n_extra] = (unsigned short)codes[i];
            if (sets) mjc_wild_only(w, n, sets - 1, pairs, sets > 1 ? codes[i] : 0, extra, n_extra + 1);
            else mjc_wild_only(w, n, 0, pairs - 1, codes[i], extra, n_extra + 1);
        }
    }
}

static void mjc_wild_walk(mjc_wild_search *w, int n, int wilds, int sets, int pairs, int last_low, int last_code) {
    if (w->first_only && w->out->n) return;
    int t = 0;
    while (t < N_KINDS && !w->counts[t]) t++;
    if (t == N_KINDS) {
        if (3 * sets + 2 * pairs != wilds || (sets && !w->in_sets) || (pairs && !w->in_pairs)) return;
        unsigned short extra[MJC_MAX_PARTS];
        mjc_wild_only(w, n, sets, pairs, 0, extra, 0);
        return;
    }
    if (n >= MJC_MAX_PARTS) return;
    int c = w->counts[t], least = last_low == t ? last_code : 0;
    /* (code, places a held tile fills, as tiles: up to three) for each set or pair of lowest held tile t */
    int code[24], takes[24][3], n_takes[24], m = 0;
#define MJC_TAKE(CODE, A, B, C, N) do { code[m] = (CODE); takes[m][0] = (A); takes[m][1] = (B); takes[m][2] = (C); n_takes[m++] = (N); } while (0)
    int stands = (w->playable >> t) & 1;  /* a wild may stand for t (a tile of a hand a wait tries may not be in play) */
    if (pairs) {
        if (c >= 2) MJC_TAKE(t << 5 | PAIR << 3, t, t, 0, 2);
        if (w->in_pairs && stands) MJC_TAKE(t << 5 | PAIR << 3 | 1, t, 0, 0, 1);
    }
    if (sets) {
        if (c >= 3) MJC_TAKE(t << 5 | PUNG << 3, t, t, t, 3);
        if (w->in_sets && stands) {
            if (c >= 2) MJC_TAKE(t << 5 | PUNG << 3 | 1, t, t, 0, 2);
            MJC_TAKE(t << 5 | PUNG << 3 | 3, t, 0, 0, 1);
        }
        if (t < 27) {
            int number = MJC_NUMBER[t + 1];
            for (int at = 0; at < 3; at++) {  /* tile t's place in the chow: the places below it are wilds */
                int low = t - at;
                if (number - at < 1 || number - at > 7 || (at && !w->in_sets)) continue;
                for (int choice = 0; choice < (1 << (2 - at)); choice++) {  /* the places above it a wild takes */
                    int mask = (1 << at) - 1, held[3], n_held = 0, ok = 1;
                    held[n_held++] = t;
                    for (int j = 0, place = at + 1; place < 3; j++, place++) {
                        if ((choice >> j) & 1) mask |= 1 << place;
                        else if (w->counts[low + place]) held[n_held++] = low + place;
                        else ok = 0;
                    }
                    if (!ok) continue;
                    if (mask) {
                        if (!w->in_sets) continue;
                        for (int place = 0; place < 3; place++)
                            if (((mask >> place) & 1) && !((w->playable >> (low + place)) & 1)) ok = 0;
                        if (!ok) continue;
                    }
                    MJC_TAKE(low << 5 | CHOW << 3 | mask, held[0], n_held > 1 ? held[1] : 0, n_held > 2 ? held[2] : 0, n_held);
                }
            }
        }
    }
#undef MJC_TAKE
    for (int i = 0; i < m; i++) {
        int used = __builtin_popcount(code[i] & 7);
        int kind = (code[i] >> 3) & 3;
        if (code[i] < least || used > wilds) continue;
        int is_pair = kind == PAIR;
        for (int j = 0; j < n_takes[i]; j++) w->counts[takes[i][j]]--;
        int fine = 1;
        for (int j = 0; j < n_takes[i]; j++) fine &= w->counts[takes[i][j]] >= 0;
        if (fine) {
            w->acc[n] = (unsigned short)code[i];
            mjc_wild_walk(w, n + 1, wilds - used, sets - !is_pair, pairs - is_pair, t, code[i]);
        }
        for (int j = 0; j < n_takes[i]; j++) w->counts[takes[i][j]]++;
    }
}

static int mjc_wild_reading_cmp(const void *a, const void *b) {
    const mjc_wild_reading *x = a, *y = b;
    for (int i = 0; i < x->n && i < y->n; i++) if (x->code[i] != y->code[i]) return x->code[i] < y->code[i] ? -1 : 1;
    return (x->n > y->n) - (x->n < y->n);
}

/* The readings of concealed tiles holding `wilds` copies of the wild, as `sets` sets and `pairs` pairs, in order. */
static void mjc_wild_readings_of(const mjc_ints *concealed, mjc_int wild, int sets, int pairs, int wild_in,
                                 uint64_t playable, int first_only, mjc_wild_readings *out) {
    mjc_wild_search w;
    out->n = 0;
    if (mjc_tile_counts(concealed, w.counts) < 0) return;  /* a tile of no suit (a flower) is in no set */
    int wilds = w.counts[wild];
    w.counts[wild] = 0;
    w.playable = playable;
    w.in_sets = (wild_in & WILD_SETS) != 0;
    w.in_pairs = (wild_in & (pairs <= 1 ? WILD_PAIR : WILD_PAIRS)) != 0;
    w.first_only = first_only;
    w.out = out;
    mjc_wild_walk(&w, 0, wilds, sets, pairs, -1, 0);
    if (!first_only) qsort(out->r, out->n, sizeof out->r[0], mjc_wild_reading_cmp);
}

static void mjc_group_of_code(mjc_group *g, int code, int owner) {
    int tile = code >> 5, kind = (code >> 3) & 3, mask = code & 7;
    g->kind = (signed char)kind; g->tile = (signed char)tile; g->n = kind == PAIR ? 2 : 3; g->owner = (signed char)owner;
    g->source = NO_SEAT; g->concealed = 1; g->declared = 0; g->added = 0; g->index = -1; g->has_win = 0;
    memset(g->tiles, 0, sizeof g->tiles);
    g->wilds = 0;
    for (int i = 0; i < g->n; i++) {
        g->tiles[i] = (signed char)(kind == CHOW ? tile + i : tile);
        if ((mask >> i) & 1) g->stands[g->wilds++] = g->tiles[i];
    }
}

static int mjc_holds_wild(const mjc_ints *tiles, mjc_int wild) {
    if (wild < 0) return 0;
    for (int i = 0; i < tiles->n; i++) if (tiles->v[i] == wild) return 1;
    return 0;
}

/* mjc_arrange for a ruleset with wilds: a shape of sets and pairs reads a hand that holds the wild with wilds. */
static void mjc_arrange_wild(const mjc_ints *concealed, const mjc_groups *melds, mjc_int win_tile, int owner,
                             const mjc_shape *shapes, int n_shapes, int by_win_set, int declared, mjc_int wild,
                             int wild_in, uint64_t playable, mjc_arrangements *out) {
    if (declared >= 0 || !mjc_holds_wild(concealed, wild)) {
        mjc_arrange(concealed, melds, win_tile, owner, shapes, n_shapes, by_win_set, declared, out);
        return;
    }
    out->n = 0;
    for (int index = 0; index < n_shapes; index++) {
        const mjc_shape *s = &shapes[index];
        if (s->kind == 2) continue;
        if (s->kind == 1 || s->n_fixed) { mjc_arrange_shape(concealed, melds, win_tile, owner, s, index, by_win_set, out); continue; }
        int free_sets = s->sets - melds->n;
        if (free_sets < 0 || 3 * free_sets + 2 * s->pairs != concealed->n) continue;
        mjc_wild_readings *rs = &mjc_scratch_wild;
        mjc_wild_readings_of(concealed, wild, free_sets, s->pairs, wild_in, playable, 0, rs);
        for (int k = 0; k < rs->n; k++) {
            const mjc_wild_reading *r = &rs->r[k];
            for (int i = 0; i < (by_win_set ? r->n : 1); i++) {
                if (by_win_set) {
                    int placed = 0, has = 0, code = r->code[i], mask = code & 7, tile = code >> 5, kind = (code >> 3) & 3;
                    for (int j = 0; j < i; j++) placed |= r->code[j] == code;
                    if (win_tile == wild) has = mask != 0;
                    else for (int j = 0; j < (kind == PAIR ? 2 : 3); j++)
                        has |= !((mask >> j) & 1) && (kind == CHOW ? tile + j : tile) == win_tile;
                    if (placed || !has) continue;
                }
                if (out->n >= MJC_MAX_ARRANGEMENTS) mjc_defer();
                mjc_arrangement *a = &out->a[out->n++];
                a->shape = index; a->sets = *melds; a->pairs.n = 0; a->win_set = NULL;
                for (int j = 0; j < r->n; j++) {
                    mjc_group_of_code(&a->own[j], r->code[j], owner);
                    if (by_win_set && a->win_set == NULL && j == i) { a->own[j].has_win = 1; a->win_set = &a->own[j]; }
                    if (a->own[j].kind == PAIR) mjc_push_group(&a->pairs, &a->own[j]);
                    else mjc_push_group(&a->sets, &a->own[j]);
                }
            }
        }
    }
}

/* The wild tiles a winner holds (the language's `wilds`): its concealed ones (melds with wilds defer). */
static inline mjc_ints mjc_wild_tiles(mjc_int wild, const mjc_ints *hand, const mjc_groups *melds) {
    mjc_ints out; out.n = 0;
    (void)melds;
    if (wild < 0) return out;
    for (int i = 0; i < hand->n; i++) if (hand->v[i] == wild) out.v[out.n++] = (int32_t)wild;
    return out;
}

/* What an arrangement's wilds stand for, sorted (the language's `stands_for`). */
static inline mjc_ints mjc_stood_for(const mjc_arrangement *arr) {
    mjc_ints out; out.n = 0;
    for (int k = 0; k < 2; k++) {
        const mjc_groups *l = k ? &arr->pairs : &arr->sets;
        for (int i = 0; i < l->n; i++)
            for (int j = 0; j < l->v[i]->wilds; j++) mjc_insert_sorted(&out, l->v[i]->stands[j]);
    }
    return out;
}

static inline mjc_int mjc_is_wild(const mjc_deal *d, mjc_int t) { return t != NO_TILE && t == d->wild; }

/* What each suit's tiles can make (runtime/shapes.py _build_suit_table): for the count vector of a suit,
 * in base 5, the bits 5 * sets + pairs of every reading as at most MJC_MOST_SETS sets and at most one pair
 * (bit 31 at most: six sets and a pair). Made once, at the first question, in open-addressed tables (keys + 1,
 * so that 0 is an empty slot) whose slots hold key and bits side by side: a question reads one cache line.
 * Up to four sets, 21,743 count vectors of a numbered suit make something, 498 of the honours; up to five,
 * 53,055 and 561; up to six, 96,218 and 575. */
typedef struct { uint32_t key, made; } mjc_made_slot_t;
#if MJC_MOST_SETS <= 4
#define MJC_SUIT_TABLE 65536
#define MJC_HONOR_TABLE 1024
#else
#define MJC_SUIT_TABLE 262144
#define MJC_HONOR_TABLE 2048
#endif
static mjc_made_slot_t mjc_made_suits[MJC_SUIT_TABLE], mjc_made_honors[MJC_HONOR_TABLE];
static int mjc_made_ready;

static mjc_made_slot_t *mjc_made_slot(int honors, uint32_t key) {
    mjc_made_slot_t *table = honors ? mjc_made_honors : mjc_made_suits;
    uint32_t size_mask = (honors ? MJC_HONOR_TABLE : MJC_SUIT_TABLE) - 1, h = (key * 2654435761u) & size_mask;
    while (table[h].key != 0 && table[h].key != key + 1) h = (h + 1) & size_mask;
    return &table[h];
}

static void mjc_made_add(int honors, int size, int *counts, int sets, int start) {
    for (int pair = -1; pair < size; pair++) {
        if (pair >= 0 && counts[pair] > 2) continue;
        uint32_t key = 0, power = 1;
        for (int i = 0; i < size; i++, power *= 5) key += (uint32_t)(counts[i] + (i == pair ? 2 : 0)) * power;
        mjc_made_slot_t *slot = mjc_made_slot(honors, key);
        slot->key = key + 1;
        slot->made |= 1u << (5 * sets + (pair >= 0));
    }
    if (sets == MJC_MOST_SETS) return;
    for (int shape = start; shape < size + (honors ? 0 : size - 2); shape++) {  /* pungs, then chows */
        int at = shape < size ? shape : shape - size, ok = 1;
        if (shape < size) counts[at] += 3; else { counts[at]++; counts[at + 1]++; counts[at + 2]++; }
        for (int i = 0; i < size; i++) ok &= counts[i] <= 4;
        if (ok) mjc_made_add(honors, size, counts, sets + 1, shape);
        if (shape < size) counts[at] -= 3; else { counts[at]--; counts[at + 1]--; counts[at + 2]--; }
    }
}

/* What a suit's count vector makes, as bits 5 * sets + pairs (0 if nothing; an empty suit makes bit 0). */
static uint32_t mjc_made_by(int suit, uint32_t key) {
    if (!mjc_made_ready) {
        int zero[9] = {0};
        mjc_made_add(0, 9, zero, 0, 0);
        mjc_made_add(1, 7, zero, 0, 0);
        mjc_made_ready = 1;
    }
    if (key == 0) return 1;
    mjc_made_slot_t *slot = mjc_made_slot(suit == 3, key);
    return slot->key == 0 ? 0 : slot->made;
}

/* What two parts make together: every sum of a bit of each (runtime/shapes.py _made_together). The tiles of a
 * hand make no bit past that of its size, so no bit a question reads is shifted out. */
static uint32_t mjc_made_together(uint32_t a, uint32_t b) {
    uint32_t out = 0;
    for (; a; a &= a - 1) out |= b << __builtin_ctz(a);
    return out;
}

static uint32_t mjc_suit_key(const int *counts, int suit) {
    uint32_t key = 0, power = 1;
    for (int i = 0; i < MJC_SUIT_SIZE[suit]; i++, power *= 5) key += (uint32_t)counts[MJC_SUIT_OFFSET[suit] + i] * power;
    return key;
}

/* Whether tile counts (each at most 4) make `sets` sets and `pairs` (0 or 1) pairs, suit by suit. */
static int mjc_made(const int *counts, int sets, int pairs) {
    uint32_t together = 1;  /* bit 0: nothing made yet */
    for (int suit = 0; suit < 4 && together; suit++) together = mjc_made_together(together, mjc_made_by(suit, mjc_suit_key(counts, suit)));
    return (together >> (5 * sets + pairs)) & 1;
}

/* Of the candidate tiles, those that complete `sets` sets and `pairs` (0 or 1) pairs with a hand's counts
 * (runtime/shapes.py _group_waits): the tile's suit is looked up anew, the others' make what they made. */
static uint64_t mjc_group_waits(const int *counts, int sets, int pairs, uint64_t candidates) {
    uint32_t key[4], made[4], others[4];
    for (int suit = 0; suit < 4; suit++) made[suit] = mjc_made_by(suit, key[suit] = mjc_suit_key(counts, suit));
    for (int suit = 0; suit < 4; suit++) {
        others[suit] = 1;
        for (int o = 0; o < 4; o++) if (o != suit) others[suit] = mjc_made_together(others[suit], made[o]);
    }
    uint64_t found = 0;
    for (int t = 0; t < N_KINDS; t++) {
        if (!((candidates >> t) & 1)) continue;
        int suit = MJC_SUIT[t + 1];
        if (counts[t] >= 4) {  /* a fifth copy is past the tables: a search */
            int more[N_KINDS + 3];
            mjc_part acc[MJC_MAX_PARTS];
            memcpy(more, counts, sizeof more);
            more[t]++;
            mjc_readings *rs = &mjc_scratch_readings;
            rs->n = 0;
            rs->first_only = 1;
            mjc_split(more, sets, pairs, rs, acc, 0);
            if (rs->n) found |= 1ULL << t;
            continue;
        }
        static const uint32_t power[9] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625};
        uint32_t together = mjc_made_together(others[suit], mjc_made_by(suit, key[suit] + power[t - MJC_SUIT_OFFSET[suit]]));
        if ((together >> (5 * sets + pairs)) & 1) found |= 1ULL << t;
    }
    return found;
}

/* Whether concealed tiles (sorted, with a candidate tile) make any shape with this many melds. */
static int mjc_complete(const mjc_ints *tiles, int n_melds, const mjc_shape *shapes, int n_shapes) {
    for (int index = 0; index < n_shapes; index++) {
        const mjc_shape *s = &shapes[index];
        if (s->kind == 2) continue;
        if (s->kind == 1) {  /* what the shape allows and the kinds it needs first: cheap, and implied by holds */
            if (n_melds == 0 && (!s->has_allowed || mjc_subset(tiles, s->allowed))
                    && mjc_count_kinds(tiles) > s->least_kinds && s->holds(tiles)) return 1;
            continue;
        }
        int free_sets = s->sets - n_melds;
        if (free_sets < 0 || 3 * free_sets + 2 * s->pairs + s->fixed_tiles != tiles->n) continue;
        mjc_readings *rs = &mjc_scratch_readings;
        int counts[N_KINDS + 3];
        mjc_part acc[MJC_MAX_PARTS];
        int most = mjc_tile_counts(tiles, counts);
        if (most < 0) continue;
        if (!s->n_fixed && s->pairs <= 1 && most <= 4) {  /* the suit tables answer at once */
            if (mjc_made(counts, free_sets, s->pairs)) return 1;
            continue;
        }
        rs->n = 0;
        rs->first_only = 1;
        if (s->n_fixed) mjc_decompose(counts, s, 0, s->fixed_count[0], 0, free_sets, s->pairs, rs, acc, 0);
        else mjc_split(counts, free_sets, s->pairs, rs, acc, 0);
        if (rs->n) return 1;
    }
    return 0;
}

/* The tile kinds that complete a waiting hand (even as a fifth copy). Only a tile that could join a set
 * tried: one within two of a held tile of its suit (or a held honour), one of a fixed group, one a shape
 * judged on its tiles allows; no other tile can be in a set, a pair or such a shape with the hand. */
static mjc_ints mjc_waits(const mjc_ints *hand, int n_melds, const mjc_shape *shapes, int n_shapes) {
    mjc_ints out; out.n = 0;
    uint64_t candidates = 0;
    for (int i = 0; i < hand->n; i++) {
        int h = (int)hand->v[i];
        if (h >= N_KINDS) continue;
        if (h >= 27) { candidates |= 1ULL << h; continue; }
        int first = MJC_SUIT_OFFSET[MJC_SUIT[h + 1]], low = h - 2 < first ? first : h - 2, high = h + 2 > first + 8 ? first + 8 : h + 2;
        candidates |= ((1ULL << (high - low + 1)) - 1) << low;
    }
    static const mjc_shape *known_shapes;  /* a module has one list of shapes: what its shapes add, once */
    static uint64_t shape_candidates;
    if (known_shapes != shapes) {
        shape_candidates = 0;
        for (int k = 0; k < n_shapes; k++) {
            const mjc_shape *s = &shapes[k];
            if (s->kind == 1) shape_candidates |= s->has_allowed ? s->allowed : ~0ULL;
            for (int f = 0; f < s->n_fixed; f++)
                for (int j = 0; j < s->fixed[f]->n_sets; j++)
                    for (int x = 0; x < s->fixed[f]->size; x++) shape_candidates |= 1ULL << s->fixed[f]->sets[j][x];
        }
        known_shapes = shapes;
    }
    candidates |= shape_candidates;
    int counts[N_KINDS + 3];
    int flower = mjc_tile_counts(hand, counts) < 0;
    uint64_t found = 0;
    mjc_ints with;
    for (int k = 0; k < n_shapes; k++) {
        const mjc_shape *s = &shapes[k];
        int free_sets = s->sets - n_melds;
        if (s->kind == 2 || (s->kind == 0 && (free_sets < 0 || 3 * free_sets + 2 * s->pairs + s->fixed_tiles != hand->n + 1)))
            continue;
        if (s->kind == 0 && !s->n_fixed && s->pairs <= 1) {  /* every candidate at once, by the suit tables */
            if (!flower) found |= mjc_group_waits(counts, free_sets, s->pairs, candidates & ~found);
            continue;
        }
        if (s->kind == 1 && (n_melds || (s->has_allowed && !mjc_subset(hand, s->allowed))
                             || mjc_count_kinds(hand) < s->least_kinds))
            continue;  /* what the whole hand needs, the waiting hand lacks already (runtime/shapes.py waits) */
        int near = 1;  /* each fixed group has a tile set the hand holds but for one tile at most */
        for (int f = 0; f < s->n_fixed && near; f++) {
            near = 0;
            for (int j = 0; j < s->fixed[f]->n_sets && !near; j++) {
                int missing = 0;
                for (int x = 0; x < s->fixed[f]->size; x++) missing += counts[s->fixed[f]->sets[j][x]] == 0;
                near = missing <= 1;
            }
        }
        if (!near) continue;
        if (s->kind == 0 && !s->n_fixed && free_sets == 0 && s->pairs <= MJC_MAX_PARTS) {
            /* pairs alone: the one tile held an odd number of times, if it is the only one */
            if (flower) continue;
            int odd = -1, odds = 0;
            for (int t = 0; t < N_KINDS; t++) if (counts[t] & 1) { odd = t; odds++; }
            if (odds == 1 && ((candidates >> odd) & 1)) found |= 1ULL << odd;
            continue;
        }
        for (int t = 0; t < N_KINDS; t++) {  /* one candidate at a time */
            if (!((candidates >> t) & 1) || ((found >> t) & 1)) continue;
            if (hand->n >= MJC_CAP) mjc_defer();
            if (s->kind == 0) {  /* the counts with the candidate, read as mjc_complete reads them */
                if (flower) break;
                mjc_readings *rs = &mjc_scratch_readings;
                mjc_part acc[MJC_MAX_PARTS];
                rs->n = 0;
                rs->first_only = 1;
                counts[t]++;
                if (s->n_fixed) mjc_decompose(counts, s, 0, s->fixed_count[0], 0, free_sets, s->pairs, rs, acc, 0);
                else mjc_split(counts, free_sets, s->pairs, rs, acc, 0);
                counts[t]--;
                if (rs->n) found |= 1ULL << t;
                continue;
            }
            int at = 0;  /* the hand is sorted: the candidate goes in its place */
            with.n = hand->n + 1;
            for (int i = 0; i < hand->n; i++) { if (hand->v[i] <= t) at = i + 1; }
            memcpy(with.v, hand->v, sizeof(int32_t) * at);
            with.v[at] = t;
            memcpy(with.v + at + 1, hand->v + at, sizeof(int32_t) * (hand->n - at));
            if (mjc_complete(&with, n_melds, s, 1)) found |= 1ULL << t;
        }
    }
    for (int t = 0; t < N_KINDS; t++) if ((found >> t) & 1) out.v[out.n++] = t;
    return out;
}

/* Whether concealed tiles (sorted, with a candidate tile) make any shape with this many melds, the wild's copies
 * among them wilds (runtime/shapes.py is_complete). */
static int mjc_wild_complete(const mjc_ints *tiles, int n_melds, const mjc_shape *shapes, int n_shapes, mjc_int wild,
                             int wild_in, uint64_t playable) {
    int holds = mjc_holds_wild(tiles, wild);
    for (int index = 0; index < n_shapes; index++) {
        const mjc_shape *s = &shapes[index];
        if (s->kind == 2) continue;
        if (s->kind == 0 && !s->n_fixed && holds) {
            int free_sets = s->sets - n_melds;
            if (free_sets < 0 || 3 * free_sets + 2 * s->pairs != tiles->n) continue;
            mjc_wild_readings *rs = &mjc_scratch_wild;
            mjc_wild_readings_of(tiles, wild, free_sets, s->pairs, wild_in, playable, 1, rs);
            if (rs->n) return 1;
            continue;
        }
        if (mjc_complete(tiles, n_melds, s, 1)) return 1;
    }
    return 0;
}

/* The tile kinds that complete a waiting hand of a ruleset with wilds (runtime/shapes.py waits): each tile tried. */
static mjc_ints mjc_wild_waits(const mjc_ints *hand, int n_melds, const mjc_shape *shapes, int n_shapes, mjc_int wild,
                               int wild_in, uint64_t playable) {
    mjc_ints out; out.n = 0;
    if (hand->n >= MJC_CAP) mjc_defer();
    mjc_ints with;
    for (int t = 0; t < N_KINDS; t++) {
        int at = 0;  /* the hand is sorted: the candidate goes in its place */
        with.n = hand->n + 1;
        for (int i = 0; i < hand->n; i++) { if (hand->v[i] <= t) at = i + 1; }
        memcpy(with.v, hand->v, sizeof(int32_t) * at);
        with.v[at] = t;
        memcpy(with.v + at + 1, hand->v + at, sizeof(int32_t) * (hand->n - at));
        if (mjc_wild_complete(&with, n_melds, shapes, n_shapes, wild, wild_in, playable)) out.v[out.n++] = t;
    }
    return out;
}

/* A message put together from text and numbers (a reject's that quotes values of the hand). */
typedef struct { int used; char text[1024]; } mjc_message;
static void mjc_say(mjc_message *m, mjc_text text) {
    if (m->used + text.n >= (Py_ssize_t)sizeof m->text) mjc_defer();
    memcpy(m->text + m->used, text.s, (size_t)text.n);
    m->used += (int)text.n;
}
static void mjc_say_int(mjc_message *m, mjc_int x) {
    char digits[32];
    snprintf(digits, sizeof digits, "%lld", x);
    mjc_say(m, (mjc_text){digits, (Py_ssize_t)strlen(digits)});
}

/* runtime/tiles.py tiles_text: '12m1z', the tiles grouped by suit. */
static int mjc_tiles_text(const int32_t *tiles, int n, char *out, int room) {
    int used = 0;
    for (int suit = 0; suit < 5; suit++) {
        int any = 0;
        for (int i = 0; i < n; i++) {  /* the tiles are sorted: a suit's stand together, in order */
            if (tiles[i] < 0 || tiles[i] >= N_TILES || MJC_SUIT[tiles[i] + 1] != suit) continue;
            if (used + 2 >= room) mjc_defer();
            out[used++] = (char)('0' + MJC_NUMBER[tiles[i] + 1]);
            any = 1;
        }
        if (any) out[used++] = MJC_SUIT_LETTERS[suit];
    }
    out[used] = 0;
    return used;
}

/* The error of a hand that makes no winning shape, as score_win in the Python module words it. */
static MJC_WAY_OUT void mjc_not_a_win(mjc_int seat, const mjc_ints *hand, const mjc_groups *melds) {
    char text[512], hand_text[128];
    mjc_tiles_text(hand->v, hand->n, hand_text, sizeof hand_text);
    int used = snprintf(text, sizeof text, "%s with ", hand_text);
    if (melds->n == 0) {
        used += snprintf(text + used, sizeof text - used, "no melds");
    } else {
        used += snprintf(text + used, sizeof text - used, "melds");
        for (int i = 0; i < melds->n && used < (int)sizeof text - 64; i++) {
            int32_t tiles[9];
            int32_t sorted_n = melds->v[i]->n;
            for (int j = 0; j < sorted_n; j++) tiles[j] = melds->v[i]->tiles[j];
            text[used++] = ' ';
            used += mjc_tiles_text(tiles, sorted_n, text + used, (int)sizeof text - used);
        }
    }
    snprintf(text + used, sizeof text - used, " does not make a winning shape of this ruleset");
    mjc_refuse("not_a_win", seat, (mjc_text){text, (Py_ssize_t)strlen(text)});
}

/* ------------------------------------------------------------------ relation patterns (runtime/relations.py) */

/* An instance of a relation pattern: the pattern's index and the places of its members among the sets. */
typedef struct { short pattern; signed char k; signed char members[4]; } mjc_instance;
#define MJC_MAX_INSTANCES 96
typedef struct { int n; mjc_instance v[MJC_MAX_INSTANCES]; } mjc_instances;

/* A relation table (or a family's tables of one arity merged): rows (key, pattern) sorted by key, the
 * patterns of one key in the order they were merged; a key is k sorted tiles, a byte each. */
typedef struct { uint32_t key; short pattern; } mjc_relation_row;
/* A relation table of k-tile keys (the first tile in the highest byte), sorted; starts[t] is the first row
 * whose key starts with tile t or a later one, so that a tile's rows are starts[t] .. starts[t + 1]. */
typedef struct { int k, n; const mjc_relation_row *rows; const short *starts; } mjc_relation_index;

/* A family's best choice for a list of instances (the compiler's table): the list, encoded as bytes
 * (pattern in two bytes, high first, k, members...) per instance, and the counts (pattern, count) it gives. */
typedef struct { int len; const unsigned char *key; int n_counts; const short (*counts)[2]; } mjc_choice;

static void mjc_push_instance(mjc_instances *out, int pattern, int k, const int *members) {
    if (out->n >= MJC_MAX_INSTANCES) mjc_defer();
    mjc_instance *x = &out->v[out->n++];
    x->pattern = (short)pattern; x->k = (signed char)k;
    for (int i = 0; i < k; i++) x->members[i] = (signed char)members[i];
}

/* The next combination of k places out of n, in the order of itertools.combinations; 0 after the last. */
static int mjc_next_combination(int *c, int k, int n) {
    int i = k - 1;
    while (i >= 0 && c[i] == n - k + i) i--;
    if (i < 0) return 0;
    c[i]++;
    for (int j = i + 1; j < k; j++) c[j] = c[j - 1] + 1;
    return 1;
}

/* runtime/relations.py relation_found: every k of the sets (sorted by tile) whose tiles a table holds. */
static void mjc_relation_found(const mjc_ints *tiles, const mjc_relation_index *indexes, int n_indexes, mjc_instances *out) {
    int n = tiles->n;
    for (int x = 0; x < n_indexes; x++) {
        const mjc_relation_index *index = &indexes[x];
        int k = index->k, c[4];
        if (k > n) continue;
        for (int i = 0; i < k; i++) c[i] = i;
        do {
            uint32_t first = (uint32_t)tiles->v[c[0]];
            if (first >= 64) continue;
            int lo = index->starts[first], hi = index->starts[first + 1];  /* a few rows, or none */
            if (lo == hi) continue;
            uint32_t key = 0;
            for (int i = 0; i < k; i++) key |= (uint32_t)tiles->v[c[i]] << (8 * (3 - i));
            while (lo < hi && index->rows[lo].key < key) lo++;
            for (; lo < hi && index->rows[lo].key == key; lo++) mjc_push_instance(out, index->rows[lo].pattern, k, c);
        } while (mjc_next_combination(c, k, n));
    }
}

static int mjc_instance_cmp(const mjc_instance *a, const mjc_instance *b) {
    if (a->pattern != b->pattern) return a->pattern < b->pattern ? -1 : 1;
    for (int i = 0; i < a->k && i < b->k; i++) if (a->members[i] != b->members[i]) return a->members[i] < b->members[i] ? -1 : 1;
    return (a->k > b->k) - (a->k < b->k);
}
static void mjc_sort_instances(mjc_instances *found) {
    for (int i = 1; i < found->n; i++) {
        mjc_instance x = found->v[i];
        int j = i - 1;
        while (j >= 0 && mjc_instance_cmp(&found->v[j], &x) > 0) { found->v[j + 1] = found->v[j]; j--; }
        found->v[j + 1] = x;
    }
}

/* The sets sorted by tile, stably (ties keep their order): ties between choices go to the lowest tiles. */
static mjc_groups mjc_by_tile(mjc_groups items) {
    for (int i = 1; i < items.n; i++) {
        const mjc_group *x = items.v[i];
        int j = i - 1;
        while (j >= 0 && items.v[j]->tile > x->tile) { items.v[j + 1] = items.v[j]; j--; }
        items.v[j + 1] = x;
    }
    return items;
}

static int mjc_root(const int *parent, int m) { while (parent[m] != m) m = parent[m]; return m; }

/* runtime/relations.py _all_fit: no instance lowers the total, joins sets already joined, or takes a set twice. */
static int mjc_all_fit(const mjc_instances *found, const mjc_int *values) {
    int parent[8], used[MJC_MAX_INSTANCES][2], n_used = 0;
    for (int i = 0; i < 8; i++) parent[i] = i;
    for (int i = 0; i < found->n; i++) {
        const mjc_instance *x = &found->v[i];
        if (values[x->pattern] < 0) return 0;
        int roots[4];
        for (int j = 0; j < x->k; j++) {
            int m = x->members[j];
            if (m >= 8) mjc_defer();  /* `parent` holds 8 sets: a list of more is searched by Python */
            for (int u = 0; u < n_used; u++) if (used[u][0] == x->pattern && used[u][1] == m) return 0;
            if (n_used >= MJC_MAX_INSTANCES) mjc_defer();
            used[n_used][0] = x->pattern; used[n_used][1] = m; n_used++;
            roots[j] = mjc_root(parent, m);
        }
        for (int a = 0; a < x->k; a++) for (int b = a + 1; b < x->k; b++) if (roots[a] == roots[b]) return 0;
        for (int a = 1; a < x->k; a++) parent[roots[a]] = roots[0];
    }
    return 1;
}

#define MJC_MAX_RELATION_SLOTS 16  /* the patterns of one family (check.py's MAX_RELATIONS) */

typedef struct {
    const mjc_instances *found;
    const mjc_int *values;
    mjc_int suffix[MJC_MAX_INSTANCES + 1], highest[MJC_MAX_INSTANCES + 1];
    int size;
    mjc_int best_total;
    int best[MJC_MAX_INSTANCES], n_best, chosen[MJC_MAX_INSTANCES];
    unsigned char slot[MJC_MAX_INSTANCES];  /* an instance's pattern, numbered among the patterns found */
} mjc_search;

/* runtime/relations.py _best_choice's search: the first choice of the highest total, pruned by what is left. */
static void mjc_search_from(mjc_search *s, int i, mjc_int total, int n_chosen, const int *parent,
                            const unsigned char *used, int joins) {
    mjc_int left = s->suffix[i], most = (mjc_int)(s->size - 1 - joins) * s->highest[i];
    if (total + (left < most ? left : most) <= s->best_total) return;
    if (i == s->found->n) {
        s->best_total = total;
        s->n_best = n_chosen;
        memcpy(s->best, s->chosen, sizeof(int) * n_chosen);
        return;
    }
    const mjc_instance *x = &s->found->v[i];
    int roots[4], fits = 1;
    for (int j = 0; j < x->k; j++) roots[j] = mjc_root(parent, x->members[j]);
    for (int a = 0; a < x->k; a++) for (int b = a + 1; b < x->k; b++) fits &= roots[a] != roots[b];
    int slot = s->slot[i];
    for (int j = 0; j < x->k; j++) fits &= !((used[slot] >> x->members[j]) & 1);
    if (fits) {
        int joined[8];
        unsigned char now[MJC_MAX_RELATION_SLOTS];  /* by slot, the sets each pattern has taken, a bit a set */
        memcpy(joined, parent, sizeof joined);
        for (int a = 1; a < x->k; a++) joined[roots[a]] = roots[0];
        memcpy(now, used, sizeof now);
        for (int j = 0; j < x->k; j++) now[slot] |= (unsigned char)(1u << x->members[j]);
        s->chosen[n_chosen] = x->pattern;
        mjc_search_from(s, i + 1, total + s->values[x->pattern], n_chosen + 1, joined, now, joins + x->k - 1);
    }
    mjc_search_from(s, i + 1, total, n_chosen, parent, used, joins);
}

/* runtime/relations.py choose_relations: how many instances of each pattern count (counts by pattern index). */
static void mjc_choose_relations(const mjc_instances *found, const mjc_int *values, const mjc_choice *choices,
                                 int n_choices, mjc_int *counts) {
    if (found->n == 0) return;
    int distinct = 1, all_positive = 1, seen = 0;
    for (int i = 0; i < found->n; i++) {
        all_positive &= values[found->v[i].pattern] >= 0;
        for (int j = 0; j < found->v[i].k; j++) {
            int bit = 1 << found->v[i].members[j];
            distinct &= !(seen & bit);
            seen |= bit;
        }
    }
    if (distinct && all_positive) {
        for (int i = 0; i < found->n; i++) counts[found->v[i].pattern]++;
        return;
    }
    if (n_choices) {
        unsigned char key[MJC_MAX_INSTANCES * 8];  /* an instance: its pattern in 2 bytes, k, k <= 4 members */
        int len = 0;
        for (int i = 0; i < found->n; i++) {
            key[len++] = (unsigned char)(found->v[i].pattern >> 8);
            key[len++] = (unsigned char)found->v[i].pattern;
            key[len++] = (unsigned char)found->v[i].k;
            for (int j = 0; j < found->v[i].k; j++) key[len++] = (unsigned char)found->v[i].members[j];
        }
        int lo = 0, hi = n_choices;
        while (lo < hi) {
            int mid = (lo + hi) / 2, n = len < choices[mid].len ? len : choices[mid].len;
            int c = memcmp(choices[mid].key, key, (size_t)n);
            if (c == 0) c = (choices[mid].len > len) - (choices[mid].len < len);
            if (c == 0) {
                for (int j = 0; j < choices[mid].n_counts; j++) counts[choices[mid].counts[j][0]] = choices[mid].counts[j][1];
                return;
            }
            if (c < 0) lo = mid + 1; else hi = mid;
        }
    }
    if (mjc_all_fit(found, values)) {
        for (int i = 0; i < found->n; i++) counts[found->v[i].pattern]++;
        return;
    }
    static mjc_search s;
    s.found = found; s.values = values; s.best_total = -1; s.n_best = 0;
    s.suffix[found->n] = 0; s.highest[found->n] = 0;
    for (int i = found->n - 1; i >= 0; i--) {
        mjc_int v = values[found->v[i].pattern];
        s.suffix[i] = s.suffix[i + 1] + (v > 0 ? v : 0);
        s.highest[i] = s.highest[i + 1] > v ? s.highest[i + 1] : v;
        if (s.highest[i] < 0) s.highest[i] = 0;
    }
    int most = 0;
    for (int i = 0; i < found->n; i++) for (int j = 0; j < found->v[i].k; j++) if (found->v[i].members[j] > most) most = found->v[i].members[j];
    if (most >= 8) mjc_defer();  /* `parent` and `unused` hold 8 sets a pattern: a list of more is searched by Python */
    s.size = 1 + most;
    int parent[8];
    for (int i = 0; i < 8; i++) parent[i] = i;
    int patterns[MJC_MAX_RELATION_SLOTS], n_patterns = 0;
    for (int i = 0; i < found->n; i++) {
        int j = 0;
        while (j < n_patterns && patterns[j] != found->v[i].pattern) j++;
        if (j == n_patterns) {
            if (n_patterns == MJC_MAX_RELATION_SLOTS) mjc_defer();
            patterns[n_patterns++] = found->v[i].pattern;
        }
        s.slot[i] = (unsigned char)j;
    }
    unsigned char unused[MJC_MAX_RELATION_SLOTS] = {0};
    mjc_search_from(&s, 0, 0, 0, parent, unused, 0);
    for (int i = 0; i < s.n_best; i++) counts[s.best[i]]++;
}

/* ------------------------------------------------------------------ payments and results (runtime/results.py) */

#define MJC_MAX_PAYMENTS 64
typedef struct { mjc_int from, to, amount; int reason; } mjc_payment;
typedef struct { int n; mjc_payment p[MJC_MAX_PAYMENTS]; mjc_int deltas[5]; } mjc_ledger;

static void mjc_add_payment(mjc_ledger *l, mjc_int from, mjc_int to, mjc_int amount, int reason) {
    if (amount < 0) mjc_defer();  /* the Python scorer words negative_payment */
    if (amount && from != to && from != NO_SEAT && to != NO_SEAT) {
        if (l->n >= MJC_MAX_PAYMENTS || from < 0 || from > 4 || to < 0 || to > 4) mjc_defer();
        l->p[l->n++] = (mjc_payment){from, to, amount, reason};
        l->deltas[from] = mjc_sub(l->deltas[from], amount);
        l->deltas[to] = mjc_add(l->deltas[to], amount);
    }
}
static void mjc_pay_from_each(mjc_ledger *l, const mjc_ints *payers, mjc_int to, mjc_int amount, int reason) {
    if (amount < 0) mjc_defer();
    for (int i = 0; i < payers->n; i++) mjc_add_payment(l, payers->v[i], to, amount, reason);
}
static void mjc_pay_to_each(mjc_ledger *l, mjc_int from, const mjc_ints *payees, mjc_int amount, int reason) {
    if (amount < 0) mjc_defer();
    for (int i = 0; i < payees->n; i++) mjc_add_payment(l, from, payees->v[i], amount, reason);
}
static void mjc_pay(mjc_ledger *l, const mjc_ints *payers, const mjc_ints *payees, mjc_int amount, int reason) {
    if (amount < 0) mjc_defer();
    for (int i = 0; i < payers->n; i++)
        for (int j = 0; j < payees->n; j++) mjc_add_payment(l, payers->v[i], payees->v[j], amount, reason);
}

/* runtime/results.py Timeline: where the record gives its events, each kong, win and penalty is settled at its own
 * (the deal's moment set there) and the ledger's payments are put in the order of the events at the end. */
typedef struct { int order, place, first, past; } mjc_span;
typedef struct { int n, open; mjc_span span[MJC_MAX_EVENTS + 1]; } mjc_timeline;

static void mjc_close_span(mjc_timeline *t, const mjc_ledger *l) {
    if (t->open) { t->span[t->n++].past = l->n; t->open = 0; }
}
static void mjc_enter(mjc_timeline *t, const mjc_deal *d, const mjc_ledger *l, int order, int place) {
    mjc_close_span(t, l);
    if (t->n >= MJC_MAX_EVENTS + 1) mjc_defer();
    mjc_moment_at(d, order);
    t->span[t->n] = (mjc_span){order, place, l->n, l->n};
    t->open = 1;
}
static void mjc_in_event_order(mjc_timeline *t, mjc_ledger *l) {
    static mjc_payment sorted[MJC_MAX_PAYMENTS];
    mjc_close_span(t, l);
    for (int i = 1; i < t->n; i++) {  /* by (event, place): each span's key is its own */
        mjc_span s = t->span[i];
        int j = i;
        while (j > 0 && (t->span[j - 1].order > s.order || (t->span[j - 1].order == s.order && t->span[j - 1].place > s.place))) {
            t->span[j] = t->span[j - 1];
            j--;
        }
        t->span[j] = s;
    }
    int n = 0;
    for (int i = 0; i < t->n; i++)
        for (int k = t->span[i].first; k < t->span[i].past; k++) sorted[n++] = l->p[k];
    if (n != l->n) mjc_defer();  /* a payment made outside any event's span: never, but the Python scorer would say */
    memcpy(l->p, sorted, (size_t)n * sizeof *sorted);
}

/* ------------------------------------------------------------------ what the generated code calls (builtins' `c`) */

static inline mjc_int mjc_tile(mjc_int t) { if (t < -1 || t >= N_TILES) mjc_defer(); return t; }
static inline mjc_int mjc_suit(mjc_int t) { return MJC_SUIT[mjc_tile(t) + 1]; }
static inline mjc_int mjc_number(mjc_int t) { return MJC_NUMBER[mjc_tile(t) + 1]; }
static inline mjc_int mjc_next(mjc_int t) { return MJC_NEXT[mjc_tile(t) + 1]; }
static inline mjc_int mjc_is_wind(mjc_int t) { return t >= 27 && t <= 30; }
static inline mjc_int mjc_is_dragon(mjc_int t) { return t >= 31 && t <= 33; }
static inline mjc_int mjc_is_terminal(mjc_int t) { mjc_int n = mjc_number(t); return mjc_suit(t) < 3 && (n == 1 || n == 9); }
static inline mjc_int mjc_is_yaojiu(mjc_int t) { return mjc_suit(t) == 3 || mjc_is_terminal(t); }
static inline mjc_int mjc_is_pung(const mjc_group *g) { g = mjc_real(g); return g->kind == PUNG || g->kind == KONG; }
static inline mjc_int mjc_in_mask(uint64_t mask, mjc_int v) { return v >= -1 && v <= 62 && ((mask >> (v + 1)) & 1); }
static inline mjc_int mjc_seat_is_dealer(const mjc_deal *d, mjc_int s) { return s == d->dealer; }
/* How many red fives the winner holds (hand, melds and win tile). */
static inline mjc_int mjc_red_fives(const mjc_deal *d, const mjc_win *w) {
    (void)d;
    const int *reds = w->player->reds;
    return reds[0] + reds[1] + reds[2] + w->red;
}

static inline mjc_ints mjc_range(mjc_int n) {
    mjc_ints out; out.n = 0;
    for (mjc_int i = 0; i < n; i++) mjc_push(&out, i);
    return out;
}
static inline mjc_ints mjc_all_tiles(mjc_ints hand, mjc_groups melds) {
    for (int i = 0; i < melds.n; i++)
        for (int j = 0; j < melds.v[i]->n; j++) mjc_insert_sorted(&hand, melds.v[i]->tiles[j]);
    return hand;
}
static inline mjc_groups mjc_sets_of_kinds_at(const mjc_groups *sets, int kinds) {
    mjc_groups out; out.n = 0;
    for (int i = 0; i < sets->n; i++) if ((kinds >> sets->v[i]->kind) & 1) out.v[out.n++] = sets->v[i];
    return out;
}
/* The sets read in place: a list passed by value is a copy of all its room, used or not. */
#define mjc_sets_of_kinds(sets, kinds) mjc_sets_of_kinds_at(&(sets), (kinds))
static inline mjc_ints mjc_tiles_of(mjc_groups sets) { return mjc_tiles_of_list(&sets); }
static inline mjc_ints mjc_last_ints(mjc_int k, mjc_ints l) { return mjc_last_of(k, &l); }
static inline mjc_groups mjc_last_groups_v(mjc_int k, mjc_groups l) { return mjc_last_groups(k, &l); }
#define mjc_last(k, l) _Generic((l), mjc_groups: mjc_last_groups_v, default: mjc_last_ints)((k), (l))
static inline mjc_ints mjc_concat_ints(mjc_ints a, mjc_ints b) { for (int i = 0; i < b.n; i++) mjc_push(&a, b.v[i]); return a; }
static inline mjc_groups mjc_concat_groups(mjc_groups a, mjc_groups b) { for (int i = 0; i < b.n; i++) mjc_push_group(&a, b.v[i]); return a; }
#define mjc_concat(a, b) _Generic((a), mjc_groups: mjc_concat_groups, default: mjc_concat_ints)((a), (b))
static inline int mjc_groups_equal(const mjc_groups *a, const mjc_groups *b) {
    if (a->n != b->n) return 0;
    for (int i = 0; i < a->n; i++) if (a->v[i] != b->v[i]) return 0;
    return 1;
}
static inline mjc_int mjc_max_n(const mjc_int *v, int n) { mjc_int m = v[0]; for (int i = 1; i < n; i++) if (v[i] > m) m = v[i]; return m; }
static inline mjc_int mjc_min_n(const mjc_int *v, int n) { mjc_int m = v[0]; for (int i = 1; i < n; i++) if (v[i] < m) m = v[i]; return m; }
#define mjc_max_of(...) mjc_max_n((const mjc_int[]){__VA_ARGS__}, (int)(sizeof((mjc_int[]){__VA_ARGS__}) / sizeof(mjc_int)))
#define mjc_min_of(...) mjc_min_n((const mjc_int[]){__VA_ARGS__}, (int)(sizeof((mjc_int[]){__VA_ARGS__}) / sizeof(mjc_int)))

/* Python objects of a result; a failed allocation defers too (the Python scorer then meets it). */
static PyObject *mjc_new(PyObject *o) { if (o == NULL) { PyErr_Clear(); mjc_defer(); } return o; }

static void mjc_set(PyObject *d, PyObject *k, PyObject *v) {
    if (v == NULL) { PyErr_Clear(); mjc_defer(); }
    int failed = PyDict_SetItem(d, k, v);
    Py_DECREF(v);
    if (failed) { PyErr_Clear(); mjc_defer(); }
}
/* A list made at its length, each place None until it is set: a list never holds NULL, whoever looks. */
static PyObject *mjc_list(Py_ssize_t n) {
    PyObject *l = mjc_new(PyList_New(n));
    for (Py_ssize_t i = 0; i < n; i++) { Py_INCREF(Py_None); PyList_SET_ITEM(l, i, Py_None); }
    return l;
}
/* A list's place i set to a new item (the reference is taken), in place of the None it held. */
static inline void mjc_list_set(PyObject *l, Py_ssize_t i, PyObject *v) {
    if (v == NULL) { PyErr_Clear(); mjc_defer(); }
    if (i < 0 || i >= PyList_GET_SIZE(l)) { Py_DECREF(v); mjc_defer(); }  /* as PyList_SetItem checks */
    PyObject *was = PyList_GET_ITEM(l, i);
    PyList_SET_ITEM(l, i, v);
    Py_DECREF(was);
}
/* A result's int: Python keeps -5..256 made; others are kept here by value, as ints are immutable and a result
 * may share them. Deltas and totals repeat from hand to hand, so most are found and not made anew. */
#define MJC_INT_SLOTS 256
static struct { mjc_int value; PyObject *object; } mjc_ints_made[MJC_INT_SLOTS];
static PyObject *mjc_long(mjc_int x) {
    if (x >= -5 && x <= 256) return PyLong_FromLongLong(x);
    unsigned slot = (unsigned)(((uint64_t)x * 0x9E3779B97F4A7C15ULL) >> 56);
    if (mjc_ints_made[slot].object == NULL || mjc_ints_made[slot].value != x) {
        PyObject *made = PyLong_FromLongLong(x);
        if (made == NULL) return NULL;
        Py_XSETREF(mjc_ints_made[slot].object, made);
        mjc_ints_made[slot].value = x;
    }
    Py_INCREF(mjc_ints_made[slot].object);
    return mjc_ints_made[slot].object;
}

/* A result's small dicts are copies: a dict copies its keys as one block, about half the work of setting them
 * one by one. A slot keeps the last dict made for it and the numbers it was made from; results never share it. */
typedef struct { PyObject *dict; mjc_int of[5]; int ready; } mjc_copy_slot;
#define MJC_PAYMENT_SLOTS 251
static mjc_copy_slot mjc_payment_slots[MJC_PAYMENT_SLOTS];

static PyObject *mjc_account(mjc_int x, int with_table) {
    if (with_table && x == TABLE) { Py_INCREF(K_table); return K_table; }
    return PyLong_FromLongLong(x);
}

/* {"deltas": [...], ("table": n,) "wins": [...], "payments": [...]} (the id first, when the record has one). */
static PyObject *mjc_deal_result(PyObject *record_id, const mjc_ledger *l, PyObject *wins, int with_table,
                                 PyObject *const *reasons, PyObject **track) {
    PyObject *out = *track = mjc_new(PyDict_New());
    if (record_id != NULL) { Py_INCREF(record_id); mjc_set(out, K_id, record_id); }
    PyObject *deltas = mjc_list(4);
    mjc_set(out, K_deltas, deltas);  /* the dict holds it; filled below */
    for (int i = 0; i < 4; i++) mjc_list_set(deltas, i, mjc_long(l->deltas[i]));
    if (with_table) mjc_set(out, K_table, mjc_long(l->deltas[TABLE]));
    Py_INCREF(wins);
    mjc_set(out, K_wins, wins);
    PyObject *payments = mjc_list(l->n);
    mjc_set(out, K_payments, payments);  /* the dict holds it; filled below */
    for (int i = 0; i < l->n; i++) {
        const mjc_payment *q = &l->p[i];
        mjc_int of[5] = {q->from, q->to, q->amount, q->reason, with_table};
        mjc_copy_slot *slot = &mjc_payment_slots[((uint64_t)q->from + 5 * (uint64_t)q->to + 31 * (uint64_t)q->reason
                                                  + 1031 * (uint64_t)q->amount) % MJC_PAYMENT_SLOTS];
        if (!slot->ready || memcmp(slot->of, of, sizeof of) != 0) {
            PyObject *p = mjc_new(PyDict_New());
            slot->ready = 0;  /* until the dict is whole */
            Py_XSETREF(slot->dict, p);
            mjc_set(p, K_from, mjc_account(q->from, with_table));
            mjc_set(p, K_to, mjc_account(q->to, with_table));
            mjc_set(p, K_amount, PyLong_FromLongLong(q->amount));
            Py_INCREF(reasons[q->reason]);
            mjc_set(p, K_reason, reasons[q->reason]);
            memcpy(slot->of, of, sizeof of);
            slot->ready = 1;
        }
        mjc_list_set(payments, i, PyDict_Copy(slot->dict));
    }
    return out;
}

/* A Python list of ints, strings or bools for a result's details. */
/* Money that counts toward a win's total (a rule's in_total): each seat's gain from the payments from `start` on,
 * and at the deal's end that gain added to the total of the seat's last win (runtime/results.py). */
static void mjc_count_in_total(const mjc_ledger *l, int start, mjc_int gains[5]) {
    for (int i = start; i < l->n; i++) {
        gains[l->p[i].to] = mjc_add(gains[l->p[i].to], l->p[i].amount);
        gains[l->p[i].from] = mjc_sub(gains[l->p[i].from], l->p[i].amount);
    }
}
static void mjc_add_in_total(const mjc_deal *deal, mjc_int *const *totals, const mjc_int gains[5]) {
    for (int seat = 0; seat < 4; seat++) {
        if (!gains[seat]) continue;
        for (int wi = deal->n_wins - 1; wi >= 0; wi--) {
            if (deal->wins[wi].winner != seat) continue;
            *totals[wi] = mjc_add(*totals[wi], gains[seat]);
            break;
        }
    }
}
static PyObject *mjc_int_object(mjc_int x) { return mjc_long(x); }
static PyObject *mjc_bool_object(mjc_int x) { PyObject *b = x ? Py_True : Py_False; Py_INCREF(b); return b; }

/* A pattern's entry of a result, {"id", "name", "value", "count"}, with its id and name: made once, at import. */
static PyObject *mjc_pattern_template(mjc_text id, mjc_text name) {
    PyObject *entry = PyDict_New(), *i = mjc_str(id), *n = mjc_str(name), *zero = PyLong_FromLong(0);
    int failed = entry == NULL || i == NULL || n == NULL || zero == NULL || PyDict_SetItem(entry, K_id, i) < 0
        || PyDict_SetItem(entry, K_name, n) < 0 || PyDict_SetItem(entry, K_value, zero) < 0 || PyDict_SetItem(entry, K_count, zero) < 0;
    Py_XDECREF(i); Py_XDECREF(n); Py_XDECREF(zero);
    if (failed) Py_CLEAR(entry);
    return entry;
}
/* A pattern's entry for one win, {"id", "name", "value", "count"}: a copy of the entry last made for its pattern,
 * made anew from the template when value or count differ. */
static PyObject *mjc_pattern_entry(mjc_copy_slot *slot, PyObject *template, mjc_int value, mjc_int count) {
    if (!slot->ready || slot->of[0] != value || slot->of[1] != count) {
        PyObject *entry = PyDict_Copy(template), *v = PyLong_FromLongLong(value), *c = PyLong_FromLongLong(count);
        if (entry == NULL || v == NULL || c == NULL || PyDict_SetItem(entry, K_value, v) < 0 || PyDict_SetItem(entry, K_count, c) < 0)
            Py_CLEAR(entry);
        Py_XDECREF(v); Py_XDECREF(c);
        if (entry == NULL) return NULL;
        Py_XSETREF(slot->dict, entry);
        slot->of[0] = value; slot->of[1] = count; slot->ready = 1;
    }
    return PyDict_Copy(slot->dict);
}
/* d[name] = v, the key made once (interned) and kept in *key: a result's keys are the same for every record. */
static void mjc_set_named(PyObject *d, PyObject **key, const char *name, PyObject *v) {
    if (*key == NULL) *key = mjc_new(PyUnicode_InternFromString(name));
    mjc_set(d, *key, v);
}

/* A record's error result, led by its id when it has one (runtime/records.py with_id); takes the error. */
static PyObject *mjc_error_result(PyObject *record, PyObject *error) {
    PyObject *out = PyDict_New(), *id = out != NULL ? mjc_lead_id(record) : NULL;
    if (out != NULL && id != NULL && PyDict_SetItem(out, K_id, id) < 0) Py_CLEAR(out);
    Py_XDECREF(id);
    if (out != NULL && PyDict_SetItemString(out, "error", error) < 0) Py_CLEAR(out);
    Py_DECREF(error);
    return out;
}

/* ------------------------------------------------------------------ the line path (mjc score: compiler/lines.py)
 *
 * score_json_line(raw, number): the bytes of one JSON line of `mjc score` input in, the bytes of its output line out,
 * exactly what compiler/lines.py score_line writes (json.dumps(result, ensure_ascii=False) and "\n", an error's
 * message led by "line N: "). The reader takes the plain JSON records are written in and the writer the plain
 * values results hold; anything else (bad JSON or UTF-8, floats, escapes past \uFFFF, a key given twice, deep
 * nesting, a long number, an unusual result) gives None, and the caller takes the Python path, which words it. */

#define MJC_JSON_DEPTH 32        /* objects and lists within each other, read or written: a record needs 4 */
#define MJC_JSON_DIGITS 18       /* a number's digits: read as a C long long, well under lines.py's limit */
#define MJC_CACHED_TEXT 24       /* keys of at most this many bytes are made once and kept */
#define MJC_CACHED_VALUE 12      /* and values of at most this many (words, tiles; hands vary too much to keep) */
#define MJC_TEXT_SLOTS 512
#define MJC_LINE_MOST (64 << 20) /* an output line longer than this is the Python path's */

/* A growing byte buffer; `failed` once it could not grow. */
typedef struct { char *s; Py_ssize_t n, cap; int failed; } mjc_out;

static int mjc_out_room(mjc_out *o, Py_ssize_t more) {
    if (o->failed) return 0;
    if (o->n + more <= o->cap) return 1;
    Py_ssize_t cap = o->cap ? o->cap : 4096;
    while (cap < o->n + more) cap *= 2;
    char *s = cap <= MJC_LINE_MOST ? PyMem_Realloc(o->s, (size_t)cap) : NULL;
    if (s == NULL) { o->failed = 1; return 0; }
    o->s = s; o->cap = cap;
    return 1;
}
static inline void mjc_out_put(mjc_out *o, const char *s, Py_ssize_t n) {
    if (mjc_out_room(o, n)) { memcpy(o->s + o->n, s, (size_t)n); o->n += n; }
}
static inline void mjc_out_byte(mjc_out *o, char c) { if (mjc_out_room(o, 1)) o->s[o->n++] = c; }
static void mjc_out_int(mjc_out *o, long long x) {
    char digits[24];
    int i = sizeof digits;
    unsigned long long u = x < 0 ? 0ULL - (unsigned long long)x : (unsigned long long)x;
    do { digits[--i] = (char)('0' + u % 10); u /= 10; } while (u);
    if (x < 0) digits[--i] = '-';
    mjc_out_put(o, digits + i, (Py_ssize_t)sizeof digits - i);
}

/* How json.dumps writes each byte of a str's UTF-8 with ensure_ascii=False: 0 as it is, 'u' as \u00XX, else
 * a backslash and that letter. Bytes of 0x80 and up are parts of characters, written as they are. */
static const char MJC_JSON_ESCAPE[256] = {
    'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'b', 't', 'n', 'u', 'f', 'r', 'u', 'u',
    'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u',
    0, 0, '"', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '\\', 0, 0, 0,
};

/* A str's text, as json.dumps writes it between quotes; 0 for a str that UTF-8 cannot hold (a lone surrogate:
 * the output's encoding refuses it, and the Python path writes the line in ASCII). */
static int mjc_write_text(mjc_out *o, const char *s, Py_ssize_t n) {
    Py_ssize_t start = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        const char how = MJC_JSON_ESCAPE[(unsigned char)s[i]];
        if (!how) continue;
        mjc_out_put(o, s + start, i - start);
        start = i + 1;
        if (how == 'u') {
            static const char hex[] = "0123456789abcdef";
            const char code[6] = {'\\', 'u', '0', '0', hex[(unsigned char)s[i] >> 4], hex[s[i] & 15]};
            mjc_out_put(o, code, 6);
        } else {
            const char pair[2] = {'\\', how};
            mjc_out_put(o, pair, 2);
        }
    }
    mjc_out_put(o, s + start, n - start);
    return !o->failed;
}
static int mjc_write_str(mjc_out *o, PyObject *v, const char *lead, Py_ssize_t lead_n) {
    Py_ssize_t n;
    const char *s;
    if (PyUnicode_READY(v) < 0) { PyErr_Clear(); return 0; }
    if (PyUnicode_IS_ASCII(v)) {
        s = (const char *)PyUnicode_DATA(v);
        n = PyUnicode_GET_LENGTH(v);
    } else if ((s = PyUnicode_AsUTF8AndSize(v, &n)) == NULL) {
        PyErr_Clear();
        return 0;
    }
    mjc_out_byte(o, '"');
    if (lead != NULL) mjc_out_put(o, lead, lead_n);
    if (!mjc_write_text(o, s, n)) return 0;
    mjc_out_byte(o, '"');
    return 1;
}

/* A value as json.dumps(value, ensure_ascii=False) writes it: dicts with str keys, lists, str, int, finite float,
 * True, False, None, each of its exact type; 0 for anything else, which the Python path writes (or words). */
static int mjc_write_value(mjc_out *o, PyObject *v, int depth) {
    if (v == Py_None) { mjc_out_put(o, "null", 4); return !o->failed; }
    if (v == Py_True) { mjc_out_put(o, "true", 4); return !o->failed; }
    if (v == Py_False) { mjc_out_put(o, "false", 5); return !o->failed; }
    if (PyUnicode_CheckExact(v)) return mjc_write_str(o, v, NULL, 0);
    if (PyLong_CheckExact(v)) {
        int overflow = 0;
        const long long x = PyLong_AsLongLongAndOverflow(v, &overflow);
        if (overflow || (x == -1 && PyErr_Occurred())) { PyErr_Clear(); return 0; }
        mjc_out_int(o, x);
        return !o->failed;
    }
    if (depth >= MJC_JSON_DEPTH) return 0;
    if (PyDict_CheckExact(v)) {
        Py_ssize_t pos = 0;
        PyObject *key, *item;
        mjc_out_byte(o, '{');
        for (int first = 1; PyDict_Next(v, &pos, &key, &item); first = 0) {
            if (!first) mjc_out_put(o, ", ", 2);
            if (!PyUnicode_CheckExact(key) || !mjc_write_str(o, key, NULL, 0)) return 0;
            mjc_out_put(o, ": ", 2);
            if (!mjc_write_value(o, item, depth + 1)) return 0;
        }
        mjc_out_byte(o, '}');
        return !o->failed;
    }
    if (PyList_CheckExact(v)) {
        mjc_out_byte(o, '[');
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); i++) {  /* writing runs no Python code: the list stays as it is */
            if (i) mjc_out_put(o, ", ", 2);
            if (!mjc_write_value(o, PyList_GET_ITEM(v, i), depth + 1)) return 0;
        }
        mjc_out_byte(o, ']');
        return !o->failed;
    }
    if (PyFloat_CheckExact(v) && isfinite(PyFloat_AS_DOUBLE(v))) {  /* an id: float.__repr__, as json writes it */
        char *text = PyOS_double_to_string(PyFloat_AS_DOUBLE(v), 'r', 0, Py_DTSF_ADD_DOT_0, NULL);
        if (text == NULL) { PyErr_Clear(); return 0; }
        mjc_out_put(o, text, (Py_ssize_t)strlen(text));
        PyMem_Free(text);
        return !o->failed;
    }
    return 0;
}

/* A text written as JSON once (a pattern's entry up to its value, a reason, the unit); `s` NULL where UTF-8 cannot
 * hold it (a lone surrogate of the spec's), and a line that needs it is the Python path's. */
typedef struct { char *s; Py_ssize_t n; } mjc_json_text;
#define MJC_PUT(o, literal) mjc_out_put((o), "" literal, (Py_ssize_t)(sizeof(literal) - 1))  /* a literal only */

static int mjc_json_text_of(mjc_json_text *t, mjc_out *o) {
    if (!o->failed) { t->s = o->s; t->n = o->n; return 0; }
    PyMem_Free(o->s);
    return 0;
}
/* A str as a JSON string, kept. */
static int mjc_text_json(mjc_json_text *t, PyObject *text) {
    mjc_out o = {0};
    if (!mjc_write_str(&o, text, NULL, 0)) o.failed = 1;
    return mjc_json_text_of(t, &o);
}
/* A pattern's entry, {"id": ..., "name": ..., "value": , up to its value, kept. */
static int mjc_entry_json(mjc_json_text *t, PyObject *entry) {
    mjc_out o = {0};
    PyObject *id = PyDict_GetItem(entry, K_id), *name = PyDict_GetItem(entry, K_name);  /* borrowed */
    MJC_PUT(&o, "{\"id\": ");
    if (id == NULL || name == NULL || !mjc_write_str(&o, id, NULL, 0)) o.failed = 1;
    MJC_PUT(&o, ", \"name\": ");
    if (!o.failed && !mjc_write_str(&o, name, NULL, 0)) o.failed = 1;
    MJC_PUT(&o, ", \"value\": ");
    return mjc_json_text_of(t, &o);
}
static inline int mjc_put_json(mjc_out *o, const mjc_json_text *t) {
    if (t->s == NULL) return 0;
    mjc_out_put(o, t->s, t->n);
    return !o->failed;
}

/* A pattern found on a win: its index, the list of the result it goes in (0 the patterns, k the k-th part listed
 * under details), its value and count. */
typedef struct { short pattern; signed char list; mjc_int value, count; } mjc_found;

/* The entries of one list of a win's result, {"id", "name", "value", "count"} each. */
static int mjc_found_json(mjc_out *o, const mjc_found *found, int n, int list, const mjc_json_text *entries) {
    int first = 1;
    for (int i = 0; i < n; i++) {
        if (found[i].list != list) continue;
        if (!first) MJC_PUT(o, ", ");
        first = 0;
        if (!mjc_put_json(o, &entries[found[i].pattern])) return 0;
        mjc_out_int(o, found[i].value);
        MJC_PUT(o, ", \"count\": ");
        mjc_out_int(o, found[i].count);
        mjc_out_byte(o, '}');
    }
    return !o->failed;
}

/* A detail's text (UTF-8 the spec's texts make) as a JSON string; 0 for one PyUnicode_FromString refuses. */
static int mjc_cstr_json(mjc_out *o, const char *text) {
    const size_t n = strlen(text);
    int ascii = 1;
    for (size_t i = 0; i < n; i++) ascii &= (unsigned char)text[i] < 0x80;
    if (ascii) {
        mjc_out_byte(o, '"');
        mjc_write_text(o, text, (Py_ssize_t)n);
        mjc_out_byte(o, '"');
        return !o->failed;
    }
    PyObject *str = PyUnicode_DecodeUTF8(text, (Py_ssize_t)n, NULL);  /* a str is no object the collector tracks */
    const int written = str != NULL && mjc_write_str(o, str, NULL, 0);
    Py_XDECREF(str);
    PyErr_Clear();
    return written;
}

static inline void mjc_account_json(mjc_out *o, mjc_int x, int with_table) {
    if (with_table && x == TABLE) MJC_PUT(o, "\"table\""); else mjc_out_int(o, x);
}

/* The deal's result line, as json.dumps writes mjc_deal_result's dict, and "\n"; 0 where it cannot be written. */
static int mjc_deal_json(mjc_out *o, PyObject *record_id, const mjc_ledger *l, int n_wins, int (*win_json)(mjc_out *, int),
                         int with_table, const mjc_json_text *reasons) {
    mjc_out_byte(o, '{');
    if (record_id != NULL) {
        MJC_PUT(o, "\"id\": ");
        if (!mjc_write_value(o, record_id, 1)) return 0;
        MJC_PUT(o, ", ");
    }
    MJC_PUT(o, "\"deltas\": [");
    for (int i = 0; i < 4; i++) {
        if (i) MJC_PUT(o, ", ");
        mjc_out_int(o, l->deltas[i]);
    }
    mjc_out_byte(o, ']');
    if (with_table) { MJC_PUT(o, ", \"table\": "); mjc_out_int(o, l->deltas[TABLE]); }
    MJC_PUT(o, ", \"wins\": [");
    for (int wi = 0; wi < n_wins; wi++) {
        if (wi) MJC_PUT(o, ", ");
        if (!win_json(o, wi)) return 0;
    }
    MJC_PUT(o, "], \"payments\": [");
    for (int i = 0; i < l->n; i++) {
        const mjc_payment *q = &l->p[i];
        if (i) MJC_PUT(o, ", ");
        MJC_PUT(o, "{\"from\": ");
        mjc_account_json(o, q->from, with_table);
        MJC_PUT(o, ", \"to\": ");
        mjc_account_json(o, q->to, with_table);
        MJC_PUT(o, ", \"amount\": ");
        mjc_out_int(o, q->amount);
        MJC_PUT(o, ", \"reason\": ");
        if (!mjc_put_json(o, &reasons[q->reason])) return 0;
        mjc_out_byte(o, '}');
    }
    MJC_PUT(o, "]}\n");
    return !o->failed;
}

static PyObject *K_error, *K_message, *K_code, *K_internal_error;
static inline int mjc_same_key(PyObject *key, PyObject *name) {  /* key: an exact str */
    return key == name || (PyUnicode_GET_LENGTH(key) == PyUnicode_GET_LENGTH(name) && PyUnicode_Compare(key, name) == 0);
}

/* A result's output line (lines.py score_line and output_line): its JSON and "\n", an error's message led by
 * "line N: "; *outcome is what batch.py tallies: the error's code, else whether the deal has a win. */
static int mjc_write_result(mjc_out *o, PyObject *result, long long number, PyObject **outcome) {
    if (!PyDict_CheckExact(result)) return 0;
    PyObject *error = PyDict_GetItemWithError(result, K_error), *wins = NULL;
    if (error == NULL) {
        if (PyErr_Occurred()) { PyErr_Clear(); return 0; }
        wins = PyDict_GetItemWithError(result, K_wins);
        if (wins == NULL && PyErr_Occurred()) { PyErr_Clear(); return 0; }
        if (wins != NULL && !PyList_CheckExact(wins)) return 0;
        *outcome = wins != NULL && PyList_GET_SIZE(wins) ? Py_True : Py_False;
        return mjc_write_value(o, result, 0) && (mjc_out_byte(o, '\n'), !o->failed);
    }
    /* {"error": {"code": ..., "message": "line N: ..."}}: its message a str, its code a str or absent */
    if (!PyDict_CheckExact(error)) return 0;
    PyObject *message = PyDict_GetItemWithError(error, K_message), *code = PyDict_GetItemWithError(error, K_code);
    if (PyErr_Occurred()) { PyErr_Clear(); return 0; }
    if (message == NULL || !PyUnicode_CheckExact(message) || (code != NULL && !PyUnicode_CheckExact(code))) return 0;
    *outcome = code != NULL ? code : K_internal_error;
    char lead[32];
    const Py_ssize_t lead_n = snprintf(lead, sizeof lead, "line %lld: ", number);
    Py_ssize_t pos = 0, at = 0;
    PyObject *key, *item, *part;
    mjc_out_byte(o, '{');
    for (int first = 1; PyDict_Next(result, &pos, &key, &item); first = 0) {
        if (!first) mjc_out_put(o, ", ", 2);
        if (!PyUnicode_CheckExact(key) || !mjc_write_str(o, key, NULL, 0)) return 0;
        mjc_out_put(o, ": ", 2);
        if (!mjc_same_key(key, K_error)) {
            if (!mjc_write_value(o, item, 1)) return 0;
            continue;
        }
        mjc_out_byte(o, '{');
        for (int first_part = 1; PyDict_Next(error, &at, &key, &part); first_part = 0) {
            if (!first_part) mjc_out_put(o, ", ", 2);
            if (!PyUnicode_CheckExact(key) || !mjc_write_str(o, key, NULL, 0)) return 0;
            mjc_out_put(o, ": ", 2);
            if (mjc_same_key(key, K_message) ? !mjc_write_str(o, part, lead, lead_n) : !mjc_write_value(o, part, 2)) return 0;
        }
        mjc_out_byte(o, '}');
    }
    mjc_out_put(o, "}\n", 2);
    return !o->failed;
}

/* Short texts (keys, seats' words, tiles) made once and kept: interned, so that a key is the name the reader looks
 * for, compared by pointer. A slot keeps the last text of its hash. */
static struct { Py_ssize_t n; char text[MJC_CACHED_TEXT]; PyObject *str; } mjc_texts[MJC_TEXT_SLOTS];

static PyObject *mjc_cached_text(const char *s, Py_ssize_t n) {
    uint32_t h = 2166136261u;
    for (Py_ssize_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    __typeof__(&mjc_texts[0]) slot = &mjc_texts[h % MJC_TEXT_SLOTS];
    if (slot->str == NULL || slot->n != n || memcmp(slot->text, s, (size_t)n) != 0) {
        PyObject *made = PyUnicode_FromStringAndSize(s, n);  /* ASCII, checked by the caller */
        if (made == NULL) return NULL;
        PyUnicode_InternInPlace(&made);
        Py_XSETREF(slot->str, made);
        slot->n = n;
        memcpy(slot->text, s, (size_t)n);
    }
    Py_INCREF(slot->str);
    return slot->str;
}

/* A JSON text being read: where the reader is, its end, how deep it is. */
typedef struct { const char *at, *end; int depth; } mjc_json;

static inline void mjc_json_space(mjc_json *j) {
    while (j->at < j->end && (*j->at == ' ' || *j->at == '\t' || *j->at == '\n' || *j->at == '\r')) j->at++;
}
static inline int mjc_hex(char c) {
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* A string, the reader just past its opening quote: a control character, an escape of a surrogate or bad UTF-8 gives
 * NULL (json.loads refuses some, and reads the others in ways the Python path has to say). */
static PyObject *mjc_json_string(mjc_json *j, Py_ssize_t kept) {
    const char *start = j->at;
    int ascii = 1, escaped = 0;
    while (j->at < j->end && *j->at != '"') {
        const unsigned char c = (unsigned char)*j->at;
        if (c < 0x20) return NULL;
        if (c == '\\') { escaped = 1; j->at += 2; continue; }
        ascii &= c < 0x80;
        j->at++;
    }
    if (j->at >= j->end) return NULL;
    const Py_ssize_t n = j->at - start;
    j->at++;  /* the closing quote */
    if (!escaped) {
        if (ascii && n <= kept) return mjc_cached_text(start, n);
        return PyUnicode_DecodeUTF8(start, n, NULL);  /* strict: bad UTF-8 is an error, and the Python path's */
    }
    char small[256], *text = n <= (Py_ssize_t)sizeof small ? small : PyMem_Malloc((size_t)n);  /* escapes only shorten */
    if (text == NULL) return NULL;
    Py_ssize_t m = 0;
    int ok = 1;
    for (const char *p = start; ok && p < start + n; p++) {
        if (*p != '\\') { text[m++] = *p; continue; }
        switch (*++p) {
        case '"': text[m++] = '"'; break;
        case '\\': text[m++] = '\\'; break;
        case '/': text[m++] = '/'; break;
        case 'b': text[m++] = '\b'; break;
        case 'f': text[m++] = '\f'; break;
        case 'n': text[m++] = '\n'; break;
        case 'r': text[m++] = '\r'; break;
        case 't': text[m++] = '\t'; break;
        case 'u': {
            int code = 0;
            for (int k = 1; k <= 4; k++) {
                const int d = p + k < start + n ? mjc_hex(p[k]) : -1;
                if (d < 0) { ok = 0; break; }
                code = code * 16 + d;
            }
            if (!ok || (code >= 0xD800 && code <= 0xDFFF)) { ok = 0; break; }  /* surrogates: the Python path's */
            p += 4;
            if (code < 0x80) {
                text[m++] = (char)code;
            } else if (code < 0x800) {
                text[m++] = (char)(0xC0 | (code >> 6));
                text[m++] = (char)(0x80 | (code & 0x3F));
            } else {
                text[m++] = (char)(0xE0 | (code >> 12));
                text[m++] = (char)(0x80 | ((code >> 6) & 0x3F));
                text[m++] = (char)(0x80 | (code & 0x3F));
            }
            break;
        }
        default: ok = 0;
        }
    }
    PyObject *out = ok ? PyUnicode_DecodeUTF8(text, m, NULL) : NULL;
    if (text != small) PyMem_Free(text);
    return out;
}

static PyObject *mjc_json_value(mjc_json *j);

static PyObject *mjc_json_object(mjc_json *j) {
    PyObject *d = PyDict_New();
    if (d == NULL) return NULL;
    mjc_json_space(j);
    if (j->at < j->end && *j->at == '}') { j->at++; return d; }
    for (;;) {
        if (j->at >= j->end || *j->at != '"') break;
        j->at++;
        PyObject *key = mjc_json_string(j, MJC_CACHED_TEXT), *value = NULL;
        if (key == NULL) break;
        mjc_json_space(j);
        if (j->at < j->end && *j->at == ':') {
            j->at++;
            mjc_json_space(j);
            value = mjc_json_value(j);
        }
        const Py_ssize_t had = PyDict_GET_SIZE(d);
        const int failed = value == NULL || PyDict_SetItem(d, key, value) < 0 || PyDict_GET_SIZE(d) == had;  /* a key twice */
        Py_DECREF(key);
        Py_XDECREF(value);
        if (failed) break;
        mjc_json_space(j);
        if (j->at < j->end && *j->at == ',') { j->at++; mjc_json_space(j); continue; }
        if (j->at < j->end && *j->at == '}') { j->at++; return d; }
        break;
    }
    Py_DECREF(d);
    return NULL;
}

static PyObject *mjc_json_array(mjc_json *j) {
    PyObject *l = PyList_New(0);
    if (l == NULL) return NULL;
    mjc_json_space(j);
    if (j->at < j->end && *j->at == ']') { j->at++; return l; }
    for (;;) {
        PyObject *item = mjc_json_value(j);
        const int failed = item == NULL || PyList_Append(l, item) < 0;
        Py_XDECREF(item);
        if (failed) break;
        mjc_json_space(j);
        if (j->at < j->end && *j->at == ',') { j->at++; mjc_json_space(j); continue; }
        if (j->at < j->end && *j->at == ']') { j->at++; return l; }
        break;
    }
    Py_DECREF(l);
    return NULL;
}

/* A whole number as JSON writes it: a leading zero alone, at most MJC_JSON_DIGITS digits, no fraction or exponent. */
static PyObject *mjc_json_number(mjc_json *j) {
    const int negative = *j->at == '-';
    if (negative) j->at++;
    const char *digits = j->at;
    while (j->at < j->end && *j->at >= '0' && *j->at <= '9') j->at++;
    const Py_ssize_t n = j->at - digits;
    if (n == 0 || n > MJC_JSON_DIGITS || (n > 1 && *digits == '0')) return NULL;
    long long x = 0;  /* 18 digits at most: no overflow */
    for (Py_ssize_t i = 0; i < n; i++) x = x * 10 + (digits[i] - '0');
    if (j->at < j->end && (*j->at == '.' || *j->at == 'e' || *j->at == 'E')) return NULL;
    return PyLong_FromLongLong(negative ? -x : x);
}

static PyObject *mjc_json_value(mjc_json *j) {
    if (j->at >= j->end) return NULL;
    const Py_ssize_t left = j->end - j->at;
    switch (*j->at) {
    case '"': j->at++; return mjc_json_string(j, MJC_CACHED_VALUE);
    case '{': case '[': {
        if (++j->depth > MJC_JSON_DEPTH) return NULL;
        const char open = *j->at++;
        PyObject *v = open == '{' ? mjc_json_object(j) : mjc_json_array(j);
        j->depth--;
        return v;
    }
    case 't': if (left >= 4 && memcmp(j->at, "true", 4) == 0) { j->at += 4; Py_RETURN_TRUE; } return NULL;
    case 'f': if (left >= 5 && memcmp(j->at, "false", 5) == 0) { j->at += 5; Py_RETURN_FALSE; } return NULL;
    case 'n': if (left >= 4 && memcmp(j->at, "null", 4) == 0) { j->at += 4; Py_RETURN_NONE; } return NULL;
    default:
        if (*j->at == '-' || (*j->at >= '0' && *j->at <= '9')) return mjc_json_number(j);
        return NULL;  /* NaN, Infinity and what is not JSON: the Python path's */
    }
}

/* The record of a line: a JSON object and nothing after it but white space; NULL for anything else. The collector
 * waits while it is read, so that no Python code runs (the texts kept are in use). */
static PyObject *mjc_read_line(const char *s, Py_ssize_t n) {
    mjc_json j = {s, s + n, 0};
    mjc_json_space(&j);
    if (j.at >= j.end || *j.at != '{') return NULL;
    const int collecting = PyGC_Disable();
    PyObject *record = mjc_json_value(&j);
    if (collecting) PyGC_Enable();
    if (record == NULL) { PyErr_Clear(); return NULL; }
    mjc_json_space(&j);
    if (j.at != j.end) Py_CLEAR(record);
    return record;
}

/* One line's output line appended to `o`, the collector waiting: 1, with `*outcome` a new reference (True or False:
 * whether a seat won; or the error's code); 0 for a line left to the Python path, nothing appended; -1 for an
 * exception that is no record's doing (KeyboardInterrupt, MemoryError), raised on. `native` writes a record's line
 * straight from the settled deal, or leaves it (-1) to `score` and the writer of its result's objects. */
static int mjc_line_into(mjc_out *o, const char *s, Py_ssize_t n, long long number,
                         int (*native)(PyObject *, mjc_out *), PyObject *(*score)(PyObject *), int collecting,
                         PyObject **outcome) {
    PyObject *record = mjc_read_line(s, n);  /* a byte order mark, a blank line: not an object, so left */
    if (record == NULL) return 0;
    const Py_ssize_t start = o->n;
    PyObject *result = NULL;
    *outcome = NULL;
    const int won = native(record, o);
    if (won >= 0 && !o->failed) {
        *outcome = won ? Py_True : Py_False;
        Py_INCREF(*outcome);
    } else {
        o->n = start;
        o->failed = 0;
        if (collecting) PyGC_Enable();  /* the Python scorer (a deferred record) runs Python code, as score() does */
        result = score(record);
        if (collecting) PyGC_Disable();
        PyObject *said = NULL;  /* borrowed from the result */
        if (result != NULL && mjc_write_result(o, result, number, &said) && !o->failed) {
            *outcome = said;
            Py_INCREF(said);
        }
    }
    Py_XDECREF(result);
    Py_DECREF(record);
    if (*outcome != NULL) return 1;
    o->n = start;  /* a Python scorer's failure is the Python path's to say (internal_error), as is what is not written */
    o->failed = 0;
    if (PyErr_Occurred() && !PyErr_ExceptionMatches(PyExc_Exception)) return -1;
    PyErr_Clear();
    return 0;
}

static mjc_out mjc_line_out;
/* The output buffer is in use: a line scored meanwhile (by a finalizer the Python scorer runs) takes the Python
 * path, and the lines written so far stay as they are. */
static int mjc_line_busy;

static void mjc_line_out_shrink(void) {  /* a long output's room is not kept */
    if (mjc_line_out.cap > (8 << 20)) {
        PyMem_Free(mjc_line_out.s);
        mjc_line_out.s = NULL;
        mjc_line_out.cap = 0;
    }
}

static int mjc_line_keys(void) {
    if (K_error == NULL && ((K_error = PyUnicode_InternFromString("error")) == NULL
                            || (K_message = PyUnicode_InternFromString("message")) == NULL
                            || (K_code = PyUnicode_InternFromString("code")) == NULL
                            || (K_internal_error = PyUnicode_InternFromString("internal_error")) == NULL)) {
        Py_CLEAR(K_error);
        return 0;
    }
    return 1;
}

/* score_json_line(raw, number): (output line, outcome) or None (the section's comment above). The collector
 * waits throughout, but for a deferred record's Python scorer: no Python code runs while the line is read, scored
 * natively or written. */
static PyObject *mjc_score_json_line(PyObject *const *args, Py_ssize_t nargs, int (*native)(PyObject *, mjc_out *),
                                     PyObject *(*score)(PyObject *)) {
    if (nargs != 2 || !PyLong_CheckExact(args[1])) {
        PyErr_SetString(PyExc_TypeError, "score_json_line takes a line's bytes and its number");
        return NULL;
    }
    const long long number = PyLong_AsLongLong(args[1]);
    if (number == -1 && PyErr_Occurred()) return NULL;
    if (!PyBytes_CheckExact(args[0]) || mjc_line_busy) Py_RETURN_NONE;
    if (!mjc_line_keys()) return NULL;
    const int collecting = PyGC_Disable();
    mjc_line_busy = 1;
    mjc_line_out.n = 0;
    mjc_line_out.failed = 0;
    PyObject *outcome = NULL, *out = NULL;
    const int done = mjc_line_into(&mjc_line_out, PyBytes_AS_STRING(args[0]), PyBytes_GET_SIZE(args[0]), number,
                                   native, score, collecting, &outcome);
    if (done == 1) {
        PyObject *line = PyBytes_FromStringAndSize(mjc_line_out.s, mjc_line_out.n);
        out = line != NULL ? PyTuple_Pack(2, line, outcome) : NULL;
        Py_XDECREF(line);
        Py_DECREF(outcome);
    }
    mjc_line_out_shrink();
    mjc_line_busy = 0;
    if (collecting) PyGC_Enable();
    if (done < 0) return NULL;
    if (out == NULL) {
        if (PyErr_Occurred() && !PyErr_ExceptionMatches(PyExc_Exception)) return NULL;
        PyErr_Clear();
        Py_RETURN_NONE;
    }
    return out;
}

#define MJC_LINES_HANDED (4 << 20)  /* score_json_lines hands back its output after this many bytes */

/* Whether a line is nothing but JSON's white space. */
static int mjc_blank_line(const char *s, Py_ssize_t n) {
    for (Py_ssize_t i = 0; i < n; i++)
        if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n') return 0;
    return 1;
}

/* score_json_lines(data, at, number, limit): the lines of data[at:] ("\n" ends each, the last may end without
 * it), numbered from `number`, each scored into the output as score_json_line scores it (a blank line passed
 * over, as the Python path passes it), until the end, a line longer than `limit` or one it leaves: (output, where
 * it stopped, that line's number, lines won, lines drawn, [(number, code) of each error line]). The caller takes
 * the line it stopped at by the Python path, then goes on; `mjc score` hands a span of a file over so, with no
 * Python code between its lines. */
static PyObject *mjc_score_json_lines(PyObject *const *args, Py_ssize_t nargs, int (*native)(PyObject *, mjc_out *),
                                      PyObject *(*score)(PyObject *)) {
    if (nargs != 4 || !PyBytes_CheckExact(args[0]) || !PyLong_CheckExact(args[1]) || !PyLong_CheckExact(args[2])
        || !PyLong_CheckExact(args[3])) {
        PyErr_SetString(PyExc_TypeError, "score_json_lines takes bytes, where to start, the first line's number and "
                                         "the longest line");
        return NULL;
    }
    Py_ssize_t at = PyLong_AsSsize_t(args[1]);
    long long number = PyLong_AsLongLong(args[2]);
    const Py_ssize_t limit = PyLong_AsSsize_t(args[3]), n = PyBytes_GET_SIZE(args[0]);
    if (PyErr_Occurred()) return NULL;
    if (at < 0 || at > n || number < 0 || number > (1LL << 62)) {
        PyErr_SetString(PyExc_ValueError, "score_json_lines: where to start is outside the bytes, or the line's number "
                                          "is not one from 0 to 2**62");
        return NULL;
    }
    PyObject *errors = PyList_New(0);
    if (errors == NULL || !mjc_line_keys()) {
        Py_XDECREF(errors);
        return NULL;
    }
    if (mjc_line_busy) {  /* called while a line is scored (by a finalizer): nothing taken, the buffer left alone */
        PyObject *out = Py_BuildValue("(y#nLiiO)", "", (Py_ssize_t)0, at, number, 0, 0, errors);
        Py_DECREF(errors);
        return out;
    }
    const char *s = PyBytes_AS_STRING(args[0]);
    long long won = 0, drawn = 0;
    int failed = 0;
    {
        const int collecting = PyGC_Disable();
        mjc_line_busy = 1;
        mjc_line_out.n = 0;
        mjc_line_out.failed = 0;
        while (at < n && mjc_line_out.n < MJC_LINES_HANDED) {
            const char *found = memchr(s + at, '\n', (size_t)(n - at));
            const Py_ssize_t end = found != NULL ? found - s : n;
            if (end - at > limit) break;
            if (mjc_blank_line(s + at, end - at)) {  /* no output, as on the Python path (lines.blank) */
                at = found != NULL ? end + 1 : n;
                number++;
                continue;
            }
            PyObject *outcome;
            const int done = mjc_line_into(&mjc_line_out, s + at, end - at, number, native, score, collecting, &outcome);
            if (done <= 0) {
                failed = done < 0;
                break;
            }
            if (outcome == Py_True) {
                won++;
            } else if (outcome == Py_False) {
                drawn++;
            } else {
                PyObject *pair = Py_BuildValue("(LO)", number, outcome);
                if (pair == NULL || PyList_Append(errors, pair) < 0) failed = 1;
                Py_XDECREF(pair);
            }
            Py_DECREF(outcome);
            if (failed) break;
            at = found != NULL ? end + 1 : n;
            number++;
        }
        mjc_line_busy = 0;
        if (collecting) PyGC_Enable();
    }
    PyObject *out = failed ? NULL : Py_BuildValue("(y#nLLLO)", mjc_line_out.s != NULL ? mjc_line_out.s : "",
                                                   mjc_line_out.s != NULL ? mjc_line_out.n : (Py_ssize_t)0, at, number,
                                                   won, drawn, errors);
    mjc_line_out.n = 0;
    mjc_line_out_shrink();
    Py_DECREF(errors);
    return out;
}

/* ------------------------------------------------------------------ the module: score, score_many, bind */

static PyObject *mjc_fallback;     /* the Python module's own score */
static PyObject *mjc_pending[2];   /* what a deferred record leaves to free: its wins' results, its result */
static mjc_deal mjc_the_deal;
static mjc_ledger mjc_the_ledger;
static int mjc_busy;               /* a record is being scored: the static working space above is in use */

#define MJC_MODULE(ID, SHA, KEY, NAME) \
static PyObject *mjc_defer_to_python(PyObject *record) { \
    if (mjc_fallback == NULL) { \
        PyErr_SetString(PyExc_RuntimeError, "the native scorer " NAME " needs bind(score) of its Python module first"); \
        return NULL; \
    } \
    return PyObject_CallOneArg(mjc_fallback, record); \
} \
static PyObject *mjc_score_record(PyObject *record) { \
    /* No Python code runs while a record is scored: reading it makes no objects, and the collector, which \
     * could run finalizers when the result's objects are made, waits until the result is whole. The flag \
     * is the second guard of the static working space: a record that finds it in use is scored by Python. */ \
    if (mjc_busy) return mjc_defer_to_python(record); \
    mjc_busy = 1; \
    const int collecting = PyGC_Disable(); \
    mjc_escape escape; \
    escape.error = NULL; \
    mjc_current_escape = &escape; \
    mjc_pending[0] = mjc_pending[1] = NULL; \
    int jumped = setjmp(escape.at); \
    if (jumped == 0) { \
        mjc_the_ledger.n = 0; \
        memset(mjc_the_ledger.deltas, 0, sizeof mjc_the_ledger.deltas); \
        mjc_read_record(record, &RULES, &mjc_the_deal); \
        settle(&mjc_the_deal, &mjc_the_ledger); \
        PyObject *result = deal_object(&mjc_the_deal, &mjc_the_ledger, mjc_pending); \
        Py_DECREF(mjc_pending[0]); \
        if (collecting) PyGC_Enable(); \
        mjc_busy = 0; \
        return result; \
    } \
    Py_CLEAR(mjc_pending[0]); \
    Py_CLEAR(mjc_pending[1]); \
    PyErr_Clear(); \
    if (collecting) PyGC_Enable(); \
    mjc_busy = 0; \
    if (jumped == 2) return mjc_error_result(record, escape.error); \
    return mjc_defer_to_python(record); \
} \
static PyObject *mjc_score(PyObject *self, PyObject *record) { (void)self; return mjc_score_record(record); } \
static PyObject *mjc_score_many(PyObject *self, PyObject *records) { \
    (void)self; \
    /* one record at a time, as [score(r) for r in records]: a generator may give one dict refilled, \
     * and Python code run between records (a generator's, a finalizer's) may change the list */ \
    PyObject *each = PyObject_GetIter(records); \
    if (each == NULL) return NULL; \
    PyObject *out = PyList_New(0), *record; \
    while (out != NULL && (record = PyIter_Next(each)) != NULL) { \
        PyObject *r = mjc_score_record(record); \
        Py_DECREF(record); \
        if (r == NULL || PyList_Append(out, r) < 0) Py_CLEAR(out); \
        Py_XDECREF(r); \
    } \
    Py_DECREF(each); \
    if (PyErr_Occurred()) Py_CLEAR(out); \
    return out; \
} \
static int mjc_line_natively(PyObject *record, mjc_out *out) { \
    /* A record's output line written by the native scorer, as mjc_score_record scores it but with no object made: \
     * whether a seat won (1 or 0), or -1 for a record it defers or refuses or a line it cannot write. */ \
    if (mjc_busy) return -1; \
    mjc_busy = 1; \
    const int collecting = PyGC_Disable(); \
    mjc_escape escape; \
    escape.error = NULL; \
    mjc_current_escape = &escape; \
    int won = -1; \
    if (setjmp(escape.at) == 0) { \
        mjc_the_ledger.n = 0; \
        memset(mjc_the_ledger.deltas, 0, sizeof mjc_the_ledger.deltas); \
        mjc_read_record(record, &RULES, &mjc_the_deal); \
        settle(&mjc_the_deal, &mjc_the_ledger); \
        if (deal_json(out, &mjc_the_deal, &mjc_the_ledger)) won = mjc_the_deal.n_wins > 0; \
    } else { \
        Py_CLEAR(escape.error); \
        PyErr_Clear(); \
    } \
    if (collecting) PyGC_Enable(); \
    mjc_busy = 0; \
    return won; \
} \
static PyObject *mjc_score_line(PyObject *self, PyObject *const *args, Py_ssize_t nargs) { \
    (void)self; \
    return mjc_score_json_line(args, nargs, mjc_line_natively, mjc_score_record); \
} \
static PyObject *mjc_score_lines(PyObject *self, PyObject *const *args, Py_ssize_t nargs) { \
    (void)self; \
    return mjc_score_json_lines(args, nargs, mjc_line_natively, mjc_score_record); \
} \
static PyObject *mjc_bind(PyObject *self, PyObject *fallback) { \
    (void)self; \
    if (!PyCallable_Check(fallback)) { PyErr_SetString(PyExc_TypeError, "bind takes the Python module's score"); return NULL; } \
    Py_INCREF(fallback); \
    Py_XSETREF(mjc_fallback, fallback); \
    Py_RETURN_NONE; \
} \
static PyMethodDef mjc_methods[] = { \
    {"score", mjc_score, METH_O, "score(record) -> result: one hand record scored (docs/guide/records.md)"}, \
    {"score_many", mjc_score_many, METH_O, "score_many(records) -> results: each record scored, in order"}, \
    {"score_json_line", (PyCFunction)(void (*)(void))mjc_score_line, METH_FASTCALL, \
     "score_json_line(raw, number) -> (line, outcome) or None: `mjc score`'s output line for one input line"}, \
    {"score_json_lines", (PyCFunction)(void (*)(void))mjc_score_lines, METH_FASTCALL, \
     "score_json_lines(data, at, number, limit) -> (output, at, number, won, drawn, errors): lines scored as " \
     "score_json_line scores each, up to one it leaves"}, \
    {"bind", mjc_bind, METH_O, "bind(score): the Python module's scorer, for the records this one defers"}, \
    {NULL, NULL, 0, NULL}}; \
static struct PyModuleDef mjc_module = {PyModuleDef_HEAD_INIT, "_" #ID, \
    "Native scorer of the mjc ruleset " NAME " (use it through mjc.generated." #ID ")", -1, mjc_methods, NULL, NULL, NULL, NULL}; \
PyMODINIT_FUNC PyInit__##ID(void) { \
    if (init_objects() < 0) return NULL; \
    PyObject *m = PyModule_Create(&mjc_module); \
    if (m == NULL) return NULL; \
    if (PyModule_AddStringConstant(m, "SPEC_SHA256", SHA) < 0 || PyModule_AddStringConstant(m, "BUILD_KEY", KEY) < 0) { \
        Py_DECREF(m); \
        return NULL; \
    } \
    return m; \
}

#endif
