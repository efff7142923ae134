#define MJC_BUILD_KEY "e374ae994ca4fc4231f4a06b2b91abe7b57ecb796d41645bd19fc12bd51914ce"  /* sha256 of the rest of this file and mjc_runtime.h */
/* Native scorer of the mjc ruleset `mini`, generated from the spec tests/data/mini.yaml.
 *
 * Spec sha256: 0b588796bfe26ee4f724cebca0c1c1b55e255ff59bb9b15c6dd3dde135aa36f4
 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._mini, which the Python module generated/mini.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

/* From the folder -I names (mjc's runtime) only, never beside this file: a header there is not mjc's. */
#include <mjc_runtime.h>

#define N_PATTERNS 15
#define N_SHAPES 3
#define N_REASONS 5

static const mjc_text PATTERN_IDS[] = {
    MJC_TEXT("big_dragons"),
    MJC_TEXT("orphans"),
    MJC_TEXT("seven_pairs"),
    MJC_TEXT("mixed_triple_chow"),
    MJC_TEXT("pure_double_chow"),
    MJC_TEXT("mixed_double_chow"),
    MJC_TEXT("short_straight"),
    MJC_TEXT("all_pungs"),
    MJC_TEXT("dragon_pung"),
    MJC_TEXT("seat_wind_pung"),
    MJC_TEXT("concealed_hand"),
    MJC_TEXT("zimo"),
    MJC_TEXT("edge_wait"),
    MJC_TEXT("lucky_win"),
    MJC_TEXT("flower_bonus"),
    {NULL, 0}};
static const mjc_text PATTERN_NAMES[] = {
    MJC_TEXT("\345\244\247\344\270\211\345\205\203"),  /* 大三元 */
    MJC_TEXT("\345\215\201\344\270\211\345\271\272"),  /* 十三幺 */
    MJC_TEXT("\344\270\203\345\257\271"),  /* 七对 */
    MJC_TEXT("\344\270\211\350\211\262\344\270\211\345\220\214\351\241\272"),  /* 三色三同顺 */
    MJC_TEXT("\344\270\200\350\210\254\351\253\230"),  /* 一般高 */
    MJC_TEXT("\345\226\234\347\233\270\351\200\242"),  /* 喜相逢 */
    MJC_TEXT("\350\277\236\345\205\255"),  /* 连六 */
    MJC_TEXT("\347\242\260\347\242\260\345\222\214"),  /* 碰碰和 */
    MJC_TEXT("\347\256\255\345\210\273"),  /* 箭刻 */
    MJC_TEXT("\351\227\250\351\243\216\345\210\273"),  /* 门风刻 */
    MJC_TEXT("\351\227\250\345\211\215\346\270\205"),  /* 门前清 */
    MJC_TEXT("\350\207\252\346\221\270"),  /* 自摸 */
    MJC_TEXT("\350\276\271\345\274\240"),  /* 边张 */
    MJC_TEXT("\345\271\270\350\277\220"),  /* 幸运 */
    MJC_TEXT("\350\212\261\347\211\214"),  /* 花牌 */
    {NULL, 0}};
static const mjc_text REASONS[] = {
    MJC_TEXT("\350\207\252\346\221\270 (self-draw)"),  /* 自摸 (self-draw) */
    MJC_TEXT("\346\224\276\347\202\256 (discard)"),  /* 放炮 (discard) */
    MJC_TEXT("\346\235\240 (kong)"),  /* 杠 (kong) */
    MJC_TEXT("\350\212\261\346\235\240 (flower kong)"),  /* 花杠 (flower kong) */
    MJC_TEXT("\350\257\210\350\203\241 (false win)"),  /* 诈胡 (false win) */
    {NULL, 0}};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
static mjc_copy_slot PATTERN_SLOTS[N_PATTERNS + 1];
/* The same texts as JSON, for the line path: each pattern's entry up to its value, each reason, the unit. */
static mjc_json_text PATTERN_JSON[N_PATTERNS + 1], REASON_JSON[N_REASONS + 1], UNIT_JSON;
#define MASK_0 0xcULL
#define MASK_1 0x1eULL
#define MASK_2 0x7f80c0602ULL
#define MASK_3 0x7f800000000ULL

enum {
    SHAPE_STANDARD = 0,
    SHAPE_PAIRS7 = 1,
    SHAPE_ORPHANS13 = 2,
};

static int shape_orphans13(const mjc_ints *tiles) {
    return (int)(((mjc_int)((({ const mjc_ints _t0_v = (*tiles); const mjc_ints *_t0 = &_t0_v; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (!(mjc_in_mask(MASK_2, _t0->v[_t1]))) { _t2 = 0; break; } } _t2; })) && (({ mjc_int _t8 = (({ const mjc_ints _t3_v = (*tiles); const mjc_ints *_t3 = &_t3_v; mjc_ints _t5; _t5.n = 0; uint64_t _t7 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { mjc_int v_t = _t3->v[_t4]; mjc_int _t6 = v_t; if (mjc_first_seen(&_t5, &_t7, _t6)) mjc_push(&_t5, _t6); } _t5; })).n; (mjc_int)((_t8 == ((mjc_int)13LL))); })))));
}

static const mjc_shape SHAPES[N_SHAPES] = {
    {.kind = 0, .sets = 4, .pairs = 1, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 0, .sets = 0, .pairs = 7, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 1, .holds = shape_orphans13, .allowed = 0x3fc060301ULL, .has_allowed = 1, .least_kinds = 12},
};

static mjc_rules RULES = {
    .ruleset_id = "mini",
    .claims_chow = 1, .claims_pung = 1, .claims_kong = 1,
    .hand_tiles = 0x3ffffffffULL, .flower_tiles = 0x3fc00000000ULL,
    .flower_count = 8, .flowers_by_tile = 1,
    .n_flags = 17,
    .flag_names = {"kong_replacement", "kong_chain", "discard_after_kong", "flower_replacement", "flower_kong_replacement", "last_tile", "last_of_kind", "first_draw", "first_discard", "declared_ready", "bonus_tiles", "doubled", "dora_indicators", "ura_dora_indicators", "double_riichi", "ippatsu", "lucky"},
    .flag_kinds = {FLAG_BOOL, FLAG_INT, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_TILES, FLAG_BOOL, FLAG_TILES, FLAG_TILES, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL},
    .flag_low = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    .flag_high = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4},
    .tiles_slot = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0},
    .red_fives = {0, 0, 0}, .plays_reds = 0,
    .n_options = 2,
    .option_names = {"discard_factor", "flowers_count"},
    .option_is_bool = {0, 1},
    .option_default = {2, 1},
    .option_low = {1LL, -1000000000LL},
    .option_high = {4LL, 1000000000LL},
    .n_penalties = 1,
    .penalty_names = {"false_win"},
};

/* What the deal's rules read of each win. */
typedef struct {
    int unused;
} mjc_view;

static mjc_arrangements ARRANGEMENTS;

/* Relation tables (compiler/tabulate.py): (the sorted tiles of sets that hold a relation, its pattern). */
static const mjc_relation_row RELATIONS_0_2[] = {
    {0x0, 4},
    {0x30000, 6},
    {0x90000, 5},
    {0x120000, 5},
    {0x1010000, 4},
    {0x1040000, 6},
    {0x10a0000, 5},
    {0x1130000, 5},
    {0x2020000, 4},
    {0x2050000, 6},
    {0x20b0000, 5},
    {0x2140000, 5},
    {0x3030000, 4},
    {0x3060000, 6},
    {0x30c0000, 5},
    {0x3150000, 5},
    {0x4040000, 4},
    {0x40d0000, 5},
    {0x4160000, 5},
    {0x5050000, 4},
    {0x50e0000, 5},
    {0x5170000, 5},
    {0x6060000, 4},
    {0x60f0000, 5},
    {0x6180000, 5},
    {0x9090000, 4},
    {0x90c0000, 6},
    {0x9120000, 5},
    {0xa0a0000, 4},
    {0xa0d0000, 6},
    {0xa130000, 5},
    {0xb0b0000, 4},
    {0xb0e0000, 6},
    {0xb140000, 5},
    {0xc0c0000, 4},
    {0xc0f0000, 6},
    {0xc150000, 5},
    {0xd0d0000, 4},
    {0xd160000, 5},
    {0xe0e0000, 4},
    {0xe170000, 5},
    {0xf0f0000, 4},
    {0xf180000, 5},
    {0x12120000, 4},
    {0x12150000, 6},
    {0x13130000, 4},
    {0x13160000, 6},
    {0x14140000, 4},
    {0x14170000, 6},
    {0x15150000, 4},
    {0x15180000, 6},
    {0x16160000, 4},
    {0x17170000, 4},
    {0x18180000, 4},
};
static const short RELATIONS_0_2_starts[65] = {0, 4, 8, 12, 16, 19, 22, 25, 25, 25, 28, 31, 34, 37, 39, 41, 43, 43, 43, 45, 47, 49, 51, 52, 53, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54};
static const mjc_relation_index RELATIONS_0[] = {{2, 54, RELATIONS_0_2, RELATIONS_0_2_starts}};

/* The best choice for every list of instances in which a set takes part more than once (the compiler's). */
static const mjc_choice RELATION_CHOICES_0[] = {
    {30, (const unsigned char[]){0, 4, 2, 0, 1, 0, 4, 2, 0, 2, 0, 4, 2, 0, 3, 0, 4, 2, 1, 2, 0, 4, 2, 1, 3, 0, 4, 2, 2, 3}, 1, (const short[][2]){{4, 2}} },
    {15, (const unsigned char[]){0, 4, 2, 0, 1, 0, 4, 2, 0, 2, 0, 4, 2, 1, 2}, 1, (const short[][2]){{4, 1}} },
    {30, (const unsigned char[]){0, 4, 2, 0, 1, 0, 4, 2, 0, 2, 0, 4, 2, 1, 2, 0, 5, 2, 0, 3, 0, 5, 2, 1, 3, 0, 5, 2, 2, 3}, 2, (const short[][2]){{4, 1}, {5, 1}} },
    {30, (const unsigned char[]){0, 4, 2, 0, 1, 0, 4, 2, 0, 2, 0, 4, 2, 1, 2, 0, 6, 2, 0, 3, 0, 6, 2, 1, 3, 0, 6, 2, 2, 3}, 2, (const short[][2]){{4, 1}, {6, 1}} },
    {30, (const unsigned char[]){0, 4, 2, 0, 1, 0, 4, 2, 2, 3, 0, 5, 2, 0, 2, 0, 5, 2, 0, 3, 0, 5, 2, 1, 2, 0, 5, 2, 1, 3}, 2, (const short[][2]){{4, 2}, {5, 1}} },
    {30, (const unsigned char[]){0, 4, 2, 0, 1, 0, 4, 2, 2, 3, 0, 6, 2, 0, 2, 0, 6, 2, 0, 3, 0, 6, 2, 1, 2, 0, 6, 2, 1, 3}, 2, (const short[][2]){{4, 2}, {6, 1}} },
    {30, (const unsigned char[]){0, 4, 2, 0, 1, 0, 5, 2, 0, 2, 0, 5, 2, 0, 3, 0, 5, 2, 1, 2, 0, 5, 2, 1, 3, 0, 5, 2, 2, 3}, 2, (const short[][2]){{4, 1}, {5, 2}} },
    {15, (const unsigned char[]){0, 4, 2, 0, 1, 0, 5, 2, 0, 2, 0, 5, 2, 1, 2}, 2, (const short[][2]){{4, 1}, {5, 1}} },
    {20, (const unsigned char[]){0, 4, 2, 0, 1, 0, 5, 2, 0, 2, 0, 5, 2, 1, 2, 0, 6, 2, 2, 3}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 0, 1, 0, 5, 2, 0, 3, 0, 5, 2, 1, 3}, 2, (const short[][2]){{4, 1}, {5, 1}} },
    {25, (const unsigned char[]){0, 4, 2, 0, 1, 0, 5, 2, 0, 3, 0, 5, 2, 1, 3, 0, 6, 2, 0, 2, 0, 6, 2, 1, 2}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {20, (const unsigned char[]){0, 4, 2, 0, 1, 0, 5, 2, 0, 3, 0, 5, 2, 1, 3, 0, 6, 2, 2, 3}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {20, (const unsigned char[]){0, 4, 2, 0, 1, 0, 5, 2, 2, 3, 0, 6, 2, 0, 2, 0, 6, 2, 1, 2}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 0, 1, 0, 6, 2, 0, 2, 0, 6, 2, 1, 2}, 2, (const short[][2]){{4, 1}, {6, 1}} },
    {20, (const unsigned char[]){0, 4, 2, 0, 1, 0, 6, 2, 0, 2, 0, 6, 2, 1, 2, 0, 6, 2, 2, 3}, 2, (const short[][2]){{4, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 0, 1, 0, 6, 2, 0, 3, 0, 6, 2, 1, 3}, 2, (const short[][2]){{4, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 1, 2, 0, 4, 2, 1, 3, 0, 4, 2, 2, 3}, 1, (const short[][2]){{4, 1}} },
    {30, (const unsigned char[]){0, 4, 2, 1, 2, 0, 4, 2, 1, 3, 0, 4, 2, 2, 3, 0, 5, 2, 0, 1, 0, 5, 2, 0, 2, 0, 5, 2, 0, 3}, 2, (const short[][2]){{4, 1}, {5, 1}} },
    {30, (const unsigned char[]){0, 4, 2, 1, 2, 0, 4, 2, 1, 3, 0, 4, 2, 2, 3, 0, 6, 2, 0, 1, 0, 6, 2, 0, 2, 0, 6, 2, 0, 3}, 2, (const short[][2]){{4, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 1, 2, 0, 5, 2, 0, 1, 0, 5, 2, 0, 2}, 2, (const short[][2]){{4, 1}, {5, 1}} },
    {30, (const unsigned char[]){0, 4, 2, 1, 2, 0, 5, 2, 0, 1, 0, 5, 2, 0, 2, 0, 5, 2, 0, 3, 0, 5, 2, 1, 3, 0, 5, 2, 2, 3}, 2, (const short[][2]){{4, 1}, {5, 2}} },
    {25, (const unsigned char[]){0, 4, 2, 1, 2, 0, 5, 2, 0, 1, 0, 5, 2, 0, 2, 0, 6, 2, 1, 3, 0, 6, 2, 2, 3}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {20, (const unsigned char[]){0, 4, 2, 1, 2, 0, 5, 2, 0, 3, 0, 6, 2, 0, 1, 0, 6, 2, 0, 2}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {20, (const unsigned char[]){0, 4, 2, 1, 2, 0, 5, 2, 0, 3, 0, 6, 2, 1, 3, 0, 6, 2, 2, 3}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 1, 2, 0, 5, 2, 1, 3, 0, 5, 2, 2, 3}, 2, (const short[][2]){{4, 1}, {5, 1}} },
    {25, (const unsigned char[]){0, 4, 2, 1, 2, 0, 5, 2, 1, 3, 0, 5, 2, 2, 3, 0, 6, 2, 0, 1, 0, 6, 2, 0, 2}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 1, 2, 0, 6, 2, 0, 1, 0, 6, 2, 0, 2}, 2, (const short[][2]){{4, 1}, {6, 1}} },
    {25, (const unsigned char[]){0, 4, 2, 1, 2, 0, 6, 2, 0, 1, 0, 6, 2, 0, 2, 0, 6, 2, 1, 3, 0, 6, 2, 2, 3}, 2, (const short[][2]){{4, 1}, {6, 2}} },
    {15, (const unsigned char[]){0, 4, 2, 1, 2, 0, 6, 2, 1, 3, 0, 6, 2, 2, 3}, 2, (const short[][2]){{4, 1}, {6, 1}} },
    {30, (const unsigned char[]){0, 4, 2, 2, 3, 0, 5, 2, 0, 1, 0, 5, 2, 0, 2, 0, 5, 2, 0, 3, 0, 5, 2, 1, 2, 0, 5, 2, 1, 3}, 2, (const short[][2]){{4, 1}, {5, 2}} },
    {20, (const unsigned char[]){0, 4, 2, 2, 3, 0, 5, 2, 0, 1, 0, 6, 2, 1, 2, 0, 6, 2, 1, 3}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 2, 3, 0, 5, 2, 0, 2, 0, 5, 2, 0, 3}, 2, (const short[][2]){{4, 1}, {5, 1}} },
    {20, (const unsigned char[]){0, 4, 2, 2, 3, 0, 5, 2, 0, 2, 0, 5, 2, 0, 3, 0, 6, 2, 0, 1}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {25, (const unsigned char[]){0, 4, 2, 2, 3, 0, 5, 2, 0, 2, 0, 5, 2, 0, 3, 0, 6, 2, 1, 2, 0, 6, 2, 1, 3}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 2, 3, 0, 5, 2, 1, 2, 0, 5, 2, 1, 3}, 2, (const short[][2]){{4, 1}, {5, 1}} },
    {20, (const unsigned char[]){0, 4, 2, 2, 3, 0, 5, 2, 1, 2, 0, 5, 2, 1, 3, 0, 6, 2, 0, 1}, 3, (const short[][2]){{4, 1}, {5, 1}, {6, 1}} },
    {20, (const unsigned char[]){0, 4, 2, 2, 3, 0, 6, 2, 0, 1, 0, 6, 2, 1, 2, 0, 6, 2, 1, 3}, 2, (const short[][2]){{4, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 2, 3, 0, 6, 2, 0, 2, 0, 6, 2, 0, 3}, 2, (const short[][2]){{4, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 4, 2, 2, 3, 0, 6, 2, 1, 2, 0, 6, 2, 1, 3}, 2, (const short[][2]){{4, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 1, 0, 5, 2, 0, 2, 0, 5, 2, 1, 2}, 1, (const short[][2]){{5, 1}} },
    {20, (const unsigned char[]){0, 5, 2, 0, 1, 0, 5, 2, 0, 2, 0, 5, 2, 1, 2, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 1, 0, 5, 2, 0, 3, 0, 5, 2, 1, 3}, 1, (const short[][2]){{5, 1}} },
    {20, (const unsigned char[]){0, 5, 2, 0, 1, 0, 5, 2, 0, 3, 0, 5, 2, 1, 3, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {20, (const unsigned char[]){0, 5, 2, 0, 1, 0, 5, 2, 0, 3, 0, 5, 2, 1, 3, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 1, 0, 5, 2, 2, 3, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 2}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 0, 1, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 1, 0, 6, 2, 1, 2, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 0, 1, 0, 6, 2, 1, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 2, 0, 5, 2, 0, 3, 0, 5, 2, 2, 3}, 1, (const short[][2]){{5, 1}} },
    {20, (const unsigned char[]){0, 5, 2, 0, 2, 0, 5, 2, 0, 3, 0, 5, 2, 2, 3, 0, 6, 2, 0, 1}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {20, (const unsigned char[]){0, 5, 2, 0, 2, 0, 5, 2, 0, 3, 0, 5, 2, 2, 3, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 2, 0, 5, 2, 1, 3, 0, 6, 2, 0, 1}, 2, (const short[][2]){{5, 2}, {6, 1}} },
    {20, (const unsigned char[]){0, 5, 2, 0, 2, 0, 5, 2, 1, 3, 0, 6, 2, 0, 1, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 2}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 2, 0, 5, 2, 1, 3, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 2}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 2, 0, 5, 2, 1, 3, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 2}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 0, 2, 0, 6, 2, 0, 1}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 0, 2, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 2, 0, 6, 2, 1, 2, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 0, 2, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 3, 0, 5, 2, 1, 2, 0, 6, 2, 0, 1}, 2, (const short[][2]){{5, 2}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 3, 0, 5, 2, 1, 2, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 2}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 0, 3, 0, 6, 2, 0, 1}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 3, 0, 6, 2, 0, 1, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 3, 0, 6, 2, 0, 1, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 2}} },
    {10, (const unsigned char[]){0, 5, 2, 0, 3, 0, 6, 2, 0, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 0, 3, 0, 6, 2, 1, 2, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 0, 3, 0, 6, 2, 1, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 0, 3, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 1, 2, 0, 5, 2, 1, 3, 0, 5, 2, 2, 3}, 1, (const short[][2]){{5, 1}} },
    {20, (const unsigned char[]){0, 5, 2, 1, 2, 0, 5, 2, 1, 3, 0, 5, 2, 2, 3, 0, 6, 2, 0, 1}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 1, 2, 0, 6, 2, 0, 1}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 1, 2, 0, 6, 2, 0, 1, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 2}} },
    {10, (const unsigned char[]){0, 5, 2, 1, 2, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 1, 3, 0, 6, 2, 0, 1}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 1, 3, 0, 6, 2, 0, 1, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 1, 3, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 1, 3, 0, 6, 2, 2, 3}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {15, (const unsigned char[]){0, 5, 2, 2, 3, 0, 6, 2, 0, 1, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 2, 3, 0, 6, 2, 0, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 5, 2, 2, 3, 0, 6, 2, 1, 2}, 2, (const short[][2]){{5, 1}, {6, 1}} },
    {10, (const unsigned char[]){0, 6, 2, 0, 1, 0, 6, 2, 1, 2}, 1, (const short[][2]){{6, 1}} },
    {10, (const unsigned char[]){0, 6, 2, 0, 1, 0, 6, 2, 1, 3}, 1, (const short[][2]){{6, 1}} },
    {10, (const unsigned char[]){0, 6, 2, 0, 2, 0, 6, 2, 2, 3}, 1, (const short[][2]){{6, 1}} },
    {10, (const unsigned char[]){0, 6, 2, 1, 2, 0, 6, 2, 2, 3}, 1, (const short[][2]){{6, 1}} },
};


/* What a win's result says, worked out before any of it is written: the result's objects (score) or its JSON
 * (score_json_line) are made from it, once the deal is settled. `found` lists the patterns in the spec's order,
 * each with the list it goes in: 0 the win's patterns, k the k-th part listed under details. */
typedef struct {
    mjc_int winner, total;
    int found_count;
    mjc_found found[N_PATTERNS];
} mjc_win_result;
static mjc_win_result WIN_RESULTS[MJC_MAX_WINS];

/* Score one win: choose the best arrangement, check it, pay it; what its result says goes to `out`, and its
 * total is returned (with `out` NULL, only that: a wait best_win and worst_win score). */
static mjc_int score_win(const mjc_deal *deal, const mjc_win *win, mjc_ledger *ledger, mjc_view *view,
                         mjc_win_result *out) {
    const mjc_player *player = win->player;  /* the winner's seat, or its hand and melds as the win gives them */
    const mjc_int o_discard_factor = deal->options[0];
    const mjc_int o_flowers_count = deal->options[1];
    mjc_int f_lucky = win->flag[16];
    mjc_ints hand_tiles = player->hand;  /* sorted as read */
    if (win->declared < 0) mjc_insert_sorted(&hand_tiles, win->win_tile);
    mjc_ints b_waits = {0}; int done_b_waits = 0;
    mjc_int b_discarder = win->source;
    mjc_int b_flowers = player->flower_count;
    mjc_groups b_melds = player->melds;
    mjc_ints b_others = mjc_others_of(win->winner);
    mjc_int b_seat_wind = mjc_seat_wind(deal->dealer, win->winner);
    mjc_int b_self_drawn = (win->by == SELF_DRAW);
    mjc_int b_win_tile = win->win_tile;
    mjc_int b_winner = win->winner;
    mjc_int d_discard_payer;
    mjc_int n_concealed_hand;
    mjc_int n_zimo;
    mjc_int n_lucky_win;
    mjc_int val_lucky_win;
    mjc_int n_flower_bonus;
    mjc_int s_flower_fan;
    mjc_groups d_dragon_pungs;
    mjc_int p_pure_double_chow;
    mjc_int p_mixed_double_chow;
    mjc_int p_short_straight;
    mjc_int n_big_dragons;
    mjc_int n_orphans;
    mjc_int n_seven_pairs;
    mjc_int n_mixed_triple_chow;
    mjc_int n_pure_double_chow;
    mjc_int n_mixed_double_chow;
    mjc_int n_short_straight;
    mjc_int n_all_pungs;
    mjc_int n_dragon_pung;
    mjc_int n_seat_wind_pung;
    mjc_int n_edge_wait;
    mjc_int s_fan;
    static mjc_instances r_found_0;
    unsigned char r_ids_0[N_PATTERNS];
    mjc_int r_counts_0[N_PATTERNS];
    mjc_groups b_chows;
    mjc_groups b_pungs;
    mjc_groups b_sets;
    mjc_int b_shape;
    const mjc_group * b_win_set;
    mjc_arrange(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 1, win->declared, &ARRANGEMENTS);
    if (ARRANGEMENTS.n == 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);  /* nothing else of it is worked out */
    d_discard_payer = ((b_self_drawn) ? ((mjc_int)NO_SEAT) : b_discarder);  /* discard_payer: tests/data/mini.yaml:30 */
    n_concealed_hand = ((((mjc_int)(((!({ const mjc_groups *_t28 = &b_melds; mjc_int _t30 = 0; for (int _t29 = 0; _t29 < _t28->n; _t29++) { if (mjc_in_mask(MASK_1, _t28->v[_t29]->source)) { _t30 = 1; break; } } _t30; }))) && ((!b_self_drawn)))))) ? 1 : 0;  /* concealed_hand: tests/data/mini.yaml:75 */
    n_zimo = ((b_self_drawn)) ? 1 : 0;  /* zimo: tests/data/mini.yaml:79 */
    n_lucky_win = ((f_lucky)) ? 1 : 0;  /* lucky_win: tests/data/mini.yaml:85 */
    val_lucky_win = n_lucky_win ? mjc_max_of(((mjc_int)1LL), mjc_min_of(((mjc_int)3LL), mjc_abs(((mjc_int)-2LL)))) : 0;
    n_flower_bonus = ((((mjc_int)((o_flowers_count) && (((mjc_int)((b_flowers > ((mjc_int)0LL))))))))) ? mjc_max2(0, b_flowers) : 0;  /* flower_bonus: tests/data/mini.yaml:89 */
    s_flower_fan = n_flower_bonus;  /* flower_fan */

    int best = -1;
    mjc_int best_value = 0;
    const mjc_arrangement *arr = NULL;
    for (int ai = 0; ai < ARRANGEMENTS.n; ai++) {
        arr = &ARRANGEMENTS.a[ai];
        b_chows = mjc_sets_of_kinds(arr->sets, 1 << CHOW);
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        b_win_set = arr->win_set;
        d_dragon_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t36 = &b_pungs; mjc_groups _t38; _t38.n = 0; for (int _t37 = 0; _t37 < _t36->n; _t37++) { const mjc_group * v_s = _t36->v[_t37]; if (mjc_is_dragon(mjc_real(v_s)->tile)) mjc_push_group(&_t38, v_s); } _t38; }) : ((mjc_groups){0}));  /* dragon_pungs: tests/data/mini.yaml:29 */
        {  /* the relation patterns over one list: pure_double_chow: tests/data/mini.yaml:50 */
            mjc_groups r_items = mjc_by_tile(b_chows);
            r_found_0.n = 0;
            r_ids_0[4] = 0; r_counts_0[4] = 0; r_ids_0[5] = 0; r_counts_0[5] = 0; r_ids_0[6] = 0; r_counts_0[6] = 0;
            if (r_items.n >= 2) {
                mjc_ints r_tiles; r_tiles.n = 0;
                for (int i = 0; i < r_items.n; i++) r_tiles.v[r_tiles.n++] = r_items.v[i]->tile;
                mjc_relation_found(&r_tiles, RELATIONS_0, 1, &r_found_0);
                mjc_sort_instances(&r_found_0);  /* in pattern order, then combination order: ties go to the first */
                for (int i = 0; i < r_found_0.n; i++) r_ids_0[r_found_0.v[i].pattern] = 1;
                static const mjc_int values[N_PATTERNS] = {[4] = 1, [5] = 1, [6] = 1};
                mjc_choose_relations(&r_found_0, values, RELATION_CHOICES_0, 84, r_counts_0);
            }
        }
        p_pure_double_chow = r_ids_0[4];  /* pure_double_chow: tests/data/mini.yaml:50 */
        p_mixed_double_chow = r_ids_0[5];  /* mixed_double_chow: tests/data/mini.yaml:54 */
        p_short_straight = r_ids_0[6];  /* short_straight: tests/data/mini.yaml:58 */
        n_big_dragons = ((({ mjc_int _t0 = (d_dragon_pungs).n; (mjc_int)((_t0 == ((mjc_int)3LL))); }))) ? 1 : 0;  /* big_dragons: tests/data/mini.yaml:33 */
        n_orphans = ((((mjc_int)((b_shape == SHAPE_ORPHANS13))))) ? 1 : 0;  /* orphans: tests/data/mini.yaml:38 */
        n_seven_pairs = ((((mjc_int)((b_shape == SHAPE_PAIRS7))))) ? 1 : 0;  /* seven_pairs: tests/data/mini.yaml:42 */
        n_mixed_triple_chow = ((((((mjc_int)((b_chows).n >= 3))) ? ({ __label__ _t2_done; const mjc_groups *_t1 = &b_chows; mjc_int _t2 = 0; for (int _t4 = 0; _t4 < _t1->n; _t4++) for (int _t5 = _t4 + 1; _t5 < _t1->n; _t5++) for (int _t6 = _t5 + 1; _t6 < _t1->n; _t6++) { int _t3 = 0; if (!_t3) { const mjc_group * v_a = _t1->v[_t4]; const mjc_group * v_b = _t1->v[_t5]; const mjc_group * v_c = _t1->v[_t6]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (!_t3) { const mjc_group * v_a = _t1->v[_t4]; const mjc_group * v_b = _t1->v[_t6]; const mjc_group * v_c = _t1->v[_t5]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (!_t3) { const mjc_group * v_a = _t1->v[_t5]; const mjc_group * v_b = _t1->v[_t4]; const mjc_group * v_c = _t1->v[_t6]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (!_t3) { const mjc_group * v_a = _t1->v[_t5]; const mjc_group * v_b = _t1->v[_t6]; const mjc_group * v_c = _t1->v[_t4]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (!_t3) { const mjc_group * v_a = _t1->v[_t6]; const mjc_group * v_b = _t1->v[_t4]; const mjc_group * v_c = _t1->v[_t5]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (!_t3) { const mjc_group * v_a = _t1->v[_t6]; const mjc_group * v_b = _t1->v[_t5]; const mjc_group * v_c = _t1->v[_t4]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (_t3) { _t2 = 1; goto _t2_done; } } _t2_done: ; _t2; }) : ((mjc_int)0)))) ? 1 : 0;  /* mixed_triple_chow: tests/data/mini.yaml:46 */
        n_pure_double_chow = (p_pure_double_chow) ? mjc_max2(0, r_counts_0[4]) : 0;  /* pure_double_chow: tests/data/mini.yaml:50 */
        n_mixed_double_chow = (p_mixed_double_chow) ? mjc_max2(0, r_counts_0[5]) : 0;  /* mixed_double_chow: tests/data/mini.yaml:54 */
        n_short_straight = (p_short_straight) ? mjc_max2(0, r_counts_0[6]) : 0;  /* short_straight: tests/data/mini.yaml:58 */
        n_all_pungs = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((b_sets).n >= 4))) && (({ mjc_int _t22 = ({ const mjc_groups *_t19 = &b_sets; mjc_int _t21 = 0; for (int _t20 = 0; _t20 < _t19->n; _t20++) { if (mjc_in_mask(MASK_0, _t19->v[_t20]->kind)) _t21++; } _t21; }); (mjc_int)((_t22 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* all_pungs: tests/data/mini.yaml:62 */
        n_dragon_pung = (!n_big_dragons && (({ mjc_int _t23 = (d_dragon_pungs).n; (mjc_int)((_t23 > ((mjc_int)0LL))); }))) ? mjc_max2(0, (d_dragon_pungs).n) : 0;  /* dragon_pung: tests/data/mini.yaml:66 */
        n_seat_wind_pung = ((({ const mjc_groups *_t24 = &b_pungs; mjc_int _t27 = b_seat_wind; mjc_int _t26 = 0; for (int _t25 = 0; _t25 < _t24->n; _t25++) { if (_t24->v[_t25]->tile == _t27) { _t26 = 1; break; } } _t26; }))) ? 1 : 0;  /* seat_wind_pung: tests/data/mini.yaml:71 */
        n_edge_wait = ((((mjc_int)(((mjc_real(b_win_set)->kind == CHOW)) && (({ mjc_int _t31 = ((done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits))).n; (mjc_int)((_t31 == ((mjc_int)1LL))); })) && (((mjc_int)((((mjc_int)((({ mjc_int _t32 = mjc_number(b_win_tile); (mjc_int)((_t32 == ((mjc_int)3LL))); })) && (({ mjc_int _t33 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t33 == ((mjc_int)1LL))); }))))) || (((mjc_int)((({ mjc_int _t34 = mjc_number(b_win_tile); (mjc_int)((_t34 == ((mjc_int)7LL))); })) && (({ mjc_int _t35 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t35 == ((mjc_int)7LL))); })))))))))))) ? 1 : 0;  /* edge_wait: tests/data/mini.yaml:82 */
        s_fan = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)88LL) * n_big_dragons + ((mjc_int)88LL) * n_orphans + ((mjc_int)24LL) * n_seven_pairs + ((mjc_int)8LL) * n_mixed_triple_chow + ((mjc_int)6LL) * n_all_pungs + ((mjc_int)2LL) * n_seat_wind_pung + ((mjc_int)2LL) * n_concealed_hand + n_zimo + n_edge_wait), n_pure_double_chow), n_mixed_double_chow), n_short_straight), mjc_mul(((mjc_int)2LL), n_dragon_pung)), mjc_mul(val_lucky_win, n_lucky_win));  /* fan */

        mjc_int value = mjc_add(s_fan, s_flower_fan);
        if (best < 0 || value > best_value) { best = ai; best_value = value; }
    }
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_chows = mjc_sets_of_kinds(arr->sets, 1 << CHOW);
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        b_win_set = arr->win_set;
        d_dragon_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t36 = &b_pungs; mjc_groups _t38; _t38.n = 0; for (int _t37 = 0; _t37 < _t36->n; _t37++) { const mjc_group * v_s = _t36->v[_t37]; if (mjc_is_dragon(mjc_real(v_s)->tile)) mjc_push_group(&_t38, v_s); } _t38; }) : ((mjc_groups){0}));  /* dragon_pungs: tests/data/mini.yaml:29 */
        {  /* the relation patterns over one list: pure_double_chow: tests/data/mini.yaml:50 */
            mjc_groups r_items = mjc_by_tile(b_chows);
            r_found_0.n = 0;
            r_ids_0[4] = 0; r_counts_0[4] = 0; r_ids_0[5] = 0; r_counts_0[5] = 0; r_ids_0[6] = 0; r_counts_0[6] = 0;
            if (r_items.n >= 2) {
                mjc_ints r_tiles; r_tiles.n = 0;
                for (int i = 0; i < r_items.n; i++) r_tiles.v[r_tiles.n++] = r_items.v[i]->tile;
                mjc_relation_found(&r_tiles, RELATIONS_0, 1, &r_found_0);
                mjc_sort_instances(&r_found_0);  /* in pattern order, then combination order: ties go to the first */
                for (int i = 0; i < r_found_0.n; i++) r_ids_0[r_found_0.v[i].pattern] = 1;
                static const mjc_int values[N_PATTERNS] = {[4] = 1, [5] = 1, [6] = 1};
                mjc_choose_relations(&r_found_0, values, RELATION_CHOICES_0, 84, r_counts_0);
            }
        }
        p_pure_double_chow = r_ids_0[4];  /* pure_double_chow: tests/data/mini.yaml:50 */
        p_mixed_double_chow = r_ids_0[5];  /* mixed_double_chow: tests/data/mini.yaml:54 */
        p_short_straight = r_ids_0[6];  /* short_straight: tests/data/mini.yaml:58 */
        n_big_dragons = ((({ mjc_int _t0 = (d_dragon_pungs).n; (mjc_int)((_t0 == ((mjc_int)3LL))); }))) ? 1 : 0;  /* big_dragons: tests/data/mini.yaml:33 */
        n_orphans = ((((mjc_int)((b_shape == SHAPE_ORPHANS13))))) ? 1 : 0;  /* orphans: tests/data/mini.yaml:38 */
        n_seven_pairs = ((((mjc_int)((b_shape == SHAPE_PAIRS7))))) ? 1 : 0;  /* seven_pairs: tests/data/mini.yaml:42 */
        n_mixed_triple_chow = ((((((mjc_int)((b_chows).n >= 3))) ? ({ __label__ _t2_done; const mjc_groups *_t1 = &b_chows; mjc_int _t2 = 0; for (int _t4 = 0; _t4 < _t1->n; _t4++) for (int _t5 = _t4 + 1; _t5 < _t1->n; _t5++) for (int _t6 = _t5 + 1; _t6 < _t1->n; _t6++) { int _t3 = 0; if (!_t3) { const mjc_group * v_a = _t1->v[_t4]; const mjc_group * v_b = _t1->v[_t5]; const mjc_group * v_c = _t1->v[_t6]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (!_t3) { const mjc_group * v_a = _t1->v[_t4]; const mjc_group * v_b = _t1->v[_t6]; const mjc_group * v_c = _t1->v[_t5]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (!_t3) { const mjc_group * v_a = _t1->v[_t5]; const mjc_group * v_b = _t1->v[_t4]; const mjc_group * v_c = _t1->v[_t6]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (!_t3) { const mjc_group * v_a = _t1->v[_t5]; const mjc_group * v_b = _t1->v[_t6]; const mjc_group * v_c = _t1->v[_t4]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (!_t3) { const mjc_group * v_a = _t1->v[_t6]; const mjc_group * v_b = _t1->v[_t4]; const mjc_group * v_c = _t1->v[_t5]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (!_t3) { const mjc_group * v_a = _t1->v[_t6]; const mjc_group * v_b = _t1->v[_t5]; const mjc_group * v_c = _t1->v[_t4]; if ((((mjc_int)((({ mjc_int _t7 = mjc_number(mjc_real(v_a)->tile); mjc_int _t8 = mjc_number(mjc_real(v_b)->tile); mjc_int _t9 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t7 == _t8) && (_t8 == _t9)); })) && (({ mjc_ints _t16 = ({ const mjc_groups _t10_v = ({ mjc_groups _t13; _t13.n = 0; mjc_push_group(&_t13, v_a); mjc_push_group(&_t13, v_b); mjc_push_group(&_t13, v_c); _t13; }); const mjc_groups *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t15 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { const mjc_group * v_x = _t10->v[_t11]; mjc_int _t14 = mjc_suit(mjc_real(v_x)->tile); if (mjc_first_seen(&_t12, &_t15, _t14)) mjc_push(&_t12, _t14); } _t12; }); mjc_ints _t18 = ({ mjc_ints _t17; _t17.n = 0; mjc_push(&_t17, mjc_suit(mjc_real(v_a)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_b)->tile)); mjc_push(&_t17, mjc_suit(mjc_real(v_c)->tile)); _t17; }); (mjc_int)(mjc_ints_equal(&_t16, &_t18)); })))))) _t3 = 1; } if (_t3) { _t2 = 1; goto _t2_done; } } _t2_done: ; _t2; }) : ((mjc_int)0)))) ? 1 : 0;  /* mixed_triple_chow: tests/data/mini.yaml:46 */
        n_pure_double_chow = (p_pure_double_chow) ? mjc_max2(0, r_counts_0[4]) : 0;  /* pure_double_chow: tests/data/mini.yaml:50 */
        n_mixed_double_chow = (p_mixed_double_chow) ? mjc_max2(0, r_counts_0[5]) : 0;  /* mixed_double_chow: tests/data/mini.yaml:54 */
        n_short_straight = (p_short_straight) ? mjc_max2(0, r_counts_0[6]) : 0;  /* short_straight: tests/data/mini.yaml:58 */
        n_all_pungs = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((b_sets).n >= 4))) && (({ mjc_int _t22 = ({ const mjc_groups *_t19 = &b_sets; mjc_int _t21 = 0; for (int _t20 = 0; _t20 < _t19->n; _t20++) { if (mjc_in_mask(MASK_0, _t19->v[_t20]->kind)) _t21++; } _t21; }); (mjc_int)((_t22 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* all_pungs: tests/data/mini.yaml:62 */
        n_dragon_pung = (!n_big_dragons && (({ mjc_int _t23 = (d_dragon_pungs).n; (mjc_int)((_t23 > ((mjc_int)0LL))); }))) ? mjc_max2(0, (d_dragon_pungs).n) : 0;  /* dragon_pung: tests/data/mini.yaml:66 */
        n_seat_wind_pung = ((({ const mjc_groups *_t24 = &b_pungs; mjc_int _t27 = b_seat_wind; mjc_int _t26 = 0; for (int _t25 = 0; _t25 < _t24->n; _t25++) { if (_t24->v[_t25]->tile == _t27) { _t26 = 1; break; } } _t26; }))) ? 1 : 0;  /* seat_wind_pung: tests/data/mini.yaml:71 */
        n_edge_wait = ((((mjc_int)(((mjc_real(b_win_set)->kind == CHOW)) && (({ mjc_int _t31 = ((done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits))).n; (mjc_int)((_t31 == ((mjc_int)1LL))); })) && (((mjc_int)((((mjc_int)((({ mjc_int _t32 = mjc_number(b_win_tile); (mjc_int)((_t32 == ((mjc_int)3LL))); })) && (({ mjc_int _t33 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t33 == ((mjc_int)1LL))); }))))) || (((mjc_int)((({ mjc_int _t34 = mjc_number(b_win_tile); (mjc_int)((_t34 == ((mjc_int)7LL))); })) && (({ mjc_int _t35 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t35 == ((mjc_int)7LL))); })))))))))))) ? 1 : 0;  /* edge_wait: tests/data/mini.yaml:82 */
        s_fan = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)88LL) * n_big_dragons + ((mjc_int)88LL) * n_orphans + ((mjc_int)24LL) * n_seven_pairs + ((mjc_int)8LL) * n_mixed_triple_chow + ((mjc_int)6LL) * n_all_pungs + ((mjc_int)2LL) * n_seat_wind_pung + ((mjc_int)2LL) * n_concealed_hand + n_zimo + n_edge_wait), n_pure_double_chow), n_mixed_double_chow), n_short_straight), mjc_mul(((mjc_int)2LL), n_dragon_pung)), mjc_mul(val_lucky_win, n_lucky_win));  /* fan */

    }

    if (((mjc_int)((s_fan == ((mjc_int)0LL))))) mjc_refuse("no_fan", win->winner, MJC_TEXT("\346\227\240\347\225\252\344\270\215\350\203\275\345\222\214 (a hand needs at least one fan)"));
    if (b_self_drawn) {  /* self-draw: tests/data/mini.yaml:104 */
        { mjc_ints payers = b_others; mjc_pay_from_each(ledger, &payers, b_winner, mjc_add(s_fan, s_flower_fan), 0); }

    }
    if (((mjc_int)((d_discard_payer != ((mjc_int)NO_SEAT))))) {  /* discard: tests/data/mini.yaml:108 */
        mjc_add_payment(ledger, d_discard_payer, b_winner, mjc_mul(o_discard_factor, mjc_add(s_fan, s_flower_fan)), 1);

    }
    const mjc_int total = mjc_add(s_fan, s_flower_fan);
    (void)view;
    if (out == NULL) return total;
    out->winner = win->winner;
    out->total = total;
    int found_count = 0;
    if (n_big_dragons) out->found[found_count++] = (mjc_found){0, 0, ((mjc_int)88LL), n_big_dragons};
    if (n_orphans) out->found[found_count++] = (mjc_found){1, 0, ((mjc_int)88LL), n_orphans};
    if (n_seven_pairs) out->found[found_count++] = (mjc_found){2, 0, ((mjc_int)24LL), n_seven_pairs};
    if (n_mixed_triple_chow) out->found[found_count++] = (mjc_found){3, 0, ((mjc_int)8LL), n_mixed_triple_chow};
    if (n_pure_double_chow) out->found[found_count++] = (mjc_found){4, 0, ((mjc_int)1LL), n_pure_double_chow};
    if (n_mixed_double_chow) out->found[found_count++] = (mjc_found){5, 0, ((mjc_int)1LL), n_mixed_double_chow};
    if (n_short_straight) out->found[found_count++] = (mjc_found){6, 0, ((mjc_int)1LL), n_short_straight};
    if (n_all_pungs) out->found[found_count++] = (mjc_found){7, 0, ((mjc_int)6LL), n_all_pungs};
    if (n_dragon_pung) out->found[found_count++] = (mjc_found){8, 0, ((mjc_int)2LL), n_dragon_pung};
    if (n_seat_wind_pung) out->found[found_count++] = (mjc_found){9, 0, ((mjc_int)2LL), n_seat_wind_pung};
    if (n_concealed_hand) out->found[found_count++] = (mjc_found){10, 0, ((mjc_int)2LL), n_concealed_hand};
    if (n_zimo) out->found[found_count++] = (mjc_found){11, 0, ((mjc_int)1LL), n_zimo};
    if (n_edge_wait) out->found[found_count++] = (mjc_found){12, 0, ((mjc_int)1LL), n_edge_wait};
    if (n_lucky_win) out->found[found_count++] = (mjc_found){13, 0, val_lucky_win, n_lucky_win};
    if (n_flower_bonus) out->found[found_count++] = (mjc_found){14, 0, ((mjc_int)1LL), n_flower_bonus};
    out->found_count = found_count;
    return total;
}

/* A win's result as a dict, in place `wi` of the deal's list of results: every object is held by the result as
 * soon as it is made (by the list, in turn), so a failed allocation, which defers, leaves nothing behind. Each
 * list is made at its length: the patterns found. */
static void win_object(const mjc_win_result *w, PyObject *results, int wi) {
    PyObject *result = mjc_new(PyDict_New());
    mjc_list_set(results, wi, result);
    mjc_set(result, K_winner, PyLong_FromLongLong(w->winner));
    mjc_set(result, K_total, mjc_long(w->total));
    Py_INCREF(UNIT_OBJECT);
    mjc_set(result, K_unit, UNIT_OBJECT);
    Py_ssize_t length[1] = {0}, at[1] = {0};
    for (int i = 0; i < w->found_count; i++) length[w->found[i].list]++;
    PyObject *lists[1];
    lists[0] = mjc_list(length[0]);
    mjc_set(result, K_patterns, lists[0]);
    for (int i = 0; i < w->found_count; i++) {
        const mjc_found *f = &w->found[i];
        mjc_list_set(lists[f->list], at[f->list]++, mjc_pattern_entry(&PATTERN_SLOTS[f->pattern], PATTERN_ENTRIES[f->pattern], f->value, f->count));
    }
}

/* A win's result as json.dumps writes the dict win_object makes; 0 where a text of it cannot be written in UTF-8. */
static int win_json(mjc_out *o, int wi) {
    const mjc_win_result *w = &WIN_RESULTS[wi];
    MJC_PUT(o, "{\"winner\": ");
    mjc_out_int(o, w->winner);
    MJC_PUT(o, ", \"total\": ");
    mjc_out_int(o, w->total);
    MJC_PUT(o, ", \"unit\": ");
    if (!mjc_put_json(o, &UNIT_JSON)) return 0;
    MJC_PUT(o, ", \"patterns\": [");
    if (!mjc_found_json(o, w->found, w->found_count, 0, PATTERN_JSON)) return 0;
    mjc_out_byte(o, ']');
    mjc_out_byte(o, '}');
    return !o->failed;
}

/* Score every win of a deal (into WIN_RESULTS), then the rules that run once per deal (into the ledger). */
static void settle(const mjc_deal *deal, mjc_ledger *ledger) {
    static mjc_view views[MJC_MAX_WINS];
    static mjc_timeline timeline;  /* where the record gives its events: each item is settled at its own */
    const int timed = deal->has_events;
    timeline.n = timeline.open = 0;
    for (int wi = 0; wi < deal->n_wins; wi++) {
        if (timed) mjc_enter(&timeline, deal, ledger, deal->wins[wi].order, deal->wins[wi].place);
        score_win(deal, &deal->wins[wi], ledger, &views[wi], &WIN_RESULTS[wi]);
    }
    for (int ki = 0; ki < deal->kongs.n; ki++) {
        const mjc_group *v_k = deal->kongs.v[ki];
        if (timed) mjc_enter(&timeline, deal, ledger, deal->kong_orders[ki], 0);
        if (((mjc_int)((mjc_real(v_k)->concealed) || (({ mjc_int _t0 = mjc_real(v_k)->source; mjc_ints _t1 = mjc_range(4); (mjc_int)(mjc_contains(&_t1, _t0)); }))))) {  /* kong: tests/data/mini.yaml:113 */
            { mjc_ints payers = mjc_others_of(mjc_real(v_k)->owner); mjc_pay_from_each(ledger, &payers, mjc_real(v_k)->owner, ((mjc_real(v_k)->concealed) ? ((mjc_int)2LL) : ((mjc_int)1LL)), 2); }

        }
    }
    if (timed) mjc_enter(&timeline, deal, ledger, deal->n_events, 0);  /* the deal's end */
    for (mjc_int v_p = 0; v_p < 4; v_p++) {
        if (((mjc_int)((({ mjc_int _t2 = (mjc_seat_flower_tiles(deal, v_p)).n; (mjc_int)((_t2 >= ((mjc_int)4LL))); })) && (({ const mjc_ints _t3_v = mjc_last(((mjc_int)4LL), mjc_seat_flower_tiles(deal, v_p)); const mjc_ints *_t3 = &_t3_v; mjc_int _t5 = 1; for (int _t4 = 0; _t4 < _t3->n; _t4++) { if (!(mjc_in_mask(MASK_3, _t3->v[_t4]))) { _t5 = 0; break; } } _t5; }))))) {  /* flower kong: tests/data/mini.yaml:118 */
            { mjc_ints payers = mjc_others_of(v_p); mjc_ints payees = ({ mjc_ints _t6; _t6.n = 0; mjc_push(&_t6, v_p); _t6; });  /* the amount is worked out for each payment */
              for (int i_payer = 0; i_payer < payers.n; i_payer++) for (int i_payee = 0; i_payee < payees.n; i_payee++) {
                const mjc_int v_payer = payers.v[i_payer], v_payee = payees.v[i_payee];
                mjc_add_payment(ledger, v_payer, v_payee, ((((mjc_int)((v_payer == deal->dealer)))) ? ((mjc_int)6LL) : ((mjc_int)5LL)), 3);
              } }

        }
    }
    for (int pi = 0; pi < deal->n_penalties; pi++) {
        const mjc_int v_seat = deal->penalty_seat[pi];
        if (timed) mjc_enter(&timeline, deal, ledger, deal->penalty_orders[pi], 0);
        if (deal->penalty_kind[pi] == 0) {
            { mjc_int payer = v_seat; mjc_ints payees = mjc_others_of(v_seat); mjc_pay_to_each(ledger, payer, &payees, ((mjc_int)5LL), 4); }

        }
    }
    if (timed) mjc_in_event_order(&timeline, ledger);
}

/* The settled deal's result, led by the record's id: its wins' results in `pending[0]` and itself in `pending[1]`
 * as they are made (freed if an allocation fails and defers). */
static PyObject *deal_object(const mjc_deal *deal, const mjc_ledger *ledger, PyObject **pending) {
    PyObject *results = pending[0] = mjc_list(deal->n_wins);  /* a win's result goes in its place */
    for (int wi = 0; wi < deal->n_wins; wi++) win_object(&WIN_RESULTS[wi], results, wi);
    return mjc_deal_result(deal->id, ledger, results, 0, REASON_OBJECTS, &pending[1]);
}

/* The settled deal's result line, as json.dumps writes deal_object's result; 0 where it cannot be written. */
static int deal_json(mjc_out *o, const mjc_deal *deal, const mjc_ledger *ledger) {
    return mjc_deal_json(o, deal->id, ledger, deal->n_wins, win_json, 0, REASON_JSON);
}

static int init_objects(void) {
    if (mjc_init_keys() < 0 || mjc_init_rules(&RULES) < 0) return -1;
    for (int i = 0; i < N_PATTERNS; i++)
        if ((PATTERN_ENTRIES[i] = mjc_pattern_template(PATTERN_IDS[i], PATTERN_NAMES[i])) == NULL
            || mjc_entry_json(&PATTERN_JSON[i], PATTERN_ENTRIES[i]) < 0) return -1;
    for (int i = 0; i < N_REASONS; i++)
        if ((REASON_OBJECTS[i] = mjc_str(REASONS[i])) == NULL || mjc_text_json(&REASON_JSON[i], REASON_OBJECTS[i]) < 0) return -1;
    return (UNIT_OBJECT = mjc_str(MJC_TEXT("fan"))) == NULL || mjc_text_json(&UNIT_JSON, UNIT_OBJECT) < 0 ? -1 : 0;
}

MJC_MODULE(mini, "0b588796bfe26ee4f724cebca0c1c1b55e255ff59bb9b15c6dd3dde135aa36f4", MJC_BUILD_KEY, "mini")
