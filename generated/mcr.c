#define MJC_BUILD_KEY "463c160e36dcf7a8056238464dab4cf439eb85f6f8ccac8349d887454a8f01dd"  /* sha256 of the rest of this file and mjc_runtime.h */
/* Native scorer of the mjc ruleset `mcr`, generated from the spec specs/mcr.yaml.
 *
 * Spec sha256: 25ec14296c01944334d8c44ae9dc23c73201bd60314679fb59bff0895ad472c1
 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._mcr, which the Python module generated/mcr.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

/* From the folder -I names (mjc's runtime) only, never beside this file: a header there is not mjc's. */
#include <mjc_runtime.h>

#define N_PATTERNS 82
#define N_SHAPES 5
#define N_REASONS 4

static const mjc_text PATTERN_IDS[] = {
    MJC_TEXT("big_four_winds"),
    MJC_TEXT("big_three_dragons"),
    MJC_TEXT("all_green"),
    MJC_TEXT("nine_gates"),
    MJC_TEXT("four_kongs"),
    MJC_TEXT("seven_shifted_pairs"),
    MJC_TEXT("thirteen_orphans"),
    MJC_TEXT("all_terminals"),
    MJC_TEXT("little_four_winds"),
    MJC_TEXT("little_three_dragons"),
    MJC_TEXT("all_honors"),
    MJC_TEXT("four_concealed_pungs"),
    MJC_TEXT("pure_terminal_chows"),
    MJC_TEXT("quadruple_chow"),
    MJC_TEXT("four_pure_shifted_pungs"),
    MJC_TEXT("four_pure_shifted_chows"),
    MJC_TEXT("three_kongs"),
    MJC_TEXT("all_terminals_and_honors"),
    MJC_TEXT("seven_pairs"),
    MJC_TEXT("greater_honors_and_knitted_tiles"),
    MJC_TEXT("all_even_pungs"),
    MJC_TEXT("full_flush"),
    MJC_TEXT("pure_triple_chow"),
    MJC_TEXT("pure_shifted_pungs"),
    MJC_TEXT("upper_tiles"),
    MJC_TEXT("middle_tiles"),
    MJC_TEXT("lower_tiles"),
    MJC_TEXT("pure_straight"),
    MJC_TEXT("three_suited_terminal_chows"),
    MJC_TEXT("pure_shifted_chows"),
    MJC_TEXT("all_five"),
    MJC_TEXT("triple_pung"),
    MJC_TEXT("three_concealed_pungs"),
    MJC_TEXT("lesser_honors_and_knitted_tiles"),
    MJC_TEXT("knitted_straight"),
    MJC_TEXT("upper_four"),
    MJC_TEXT("lower_four"),
    MJC_TEXT("big_three_winds"),
    MJC_TEXT("mixed_straight"),
    MJC_TEXT("reversible_tiles"),
    MJC_TEXT("mixed_triple_chow"),
    MJC_TEXT("mixed_shifted_pungs"),
    MJC_TEXT("last_tile_draw"),
    MJC_TEXT("last_tile_claim"),
    MJC_TEXT("out_with_replacement_tile"),
    MJC_TEXT("robbing_the_kong"),
    MJC_TEXT("all_pungs"),
    MJC_TEXT("half_flush"),
    MJC_TEXT("mixed_shifted_chows"),
    MJC_TEXT("all_types"),
    MJC_TEXT("melded_hand"),
    MJC_TEXT("two_concealed_kongs"),
    MJC_TEXT("two_dragons_pungs"),
    MJC_TEXT("concealed_and_melded_kong"),
    MJC_TEXT("outside_hand"),
    MJC_TEXT("fully_concealed_hand"),
    MJC_TEXT("two_melded_kongs"),
    MJC_TEXT("last_tile_fan"),
    MJC_TEXT("dragon_pung"),
    MJC_TEXT("prevalent_wind_pung"),
    MJC_TEXT("seat_wind_pung"),
    MJC_TEXT("concealed_hand"),
    MJC_TEXT("all_chows"),
    MJC_TEXT("tile_hog"),
    MJC_TEXT("double_pung"),
    MJC_TEXT("two_concealed_pungs"),
    MJC_TEXT("concealed_kong"),
    MJC_TEXT("all_simples"),
    MJC_TEXT("pure_double_chow"),
    MJC_TEXT("mixed_double_chow"),
    MJC_TEXT("short_straight"),
    MJC_TEXT("two_terminal_chows"),
    MJC_TEXT("pung_of_terminals_or_honors"),
    MJC_TEXT("melded_kong"),
    MJC_TEXT("one_voided_suit"),
    MJC_TEXT("no_honors"),
    MJC_TEXT("edge_wait"),
    MJC_TEXT("closed_wait"),
    MJC_TEXT("single_wait"),
    MJC_TEXT("self_drawn_win"),
    MJC_TEXT("chicken_hand"),
    MJC_TEXT("flower_tiles_fan"),
    {NULL, 0}};
static const mjc_text PATTERN_NAMES[] = {
    MJC_TEXT("\345\244\247\345\233\233\345\226\234"),  /* 大四喜 */
    MJC_TEXT("\345\244\247\344\270\211\345\205\203"),  /* 大三元 */
    MJC_TEXT("\347\273\277\344\270\200\350\211\262"),  /* 绿一色 */
    MJC_TEXT("\344\271\235\350\216\262\345\256\235\347\201\257"),  /* 九莲宝灯 */
    MJC_TEXT("\345\233\233\346\235\240"),  /* 四杠 */
    MJC_TEXT("\350\277\236\344\270\203\345\257\271"),  /* 连七对 */
    MJC_TEXT("\345\215\201\344\270\211\345\271\272"),  /* 十三幺 */
    MJC_TEXT("\346\270\205\345\271\272\344\271\235"),  /* 清幺九 */
    MJC_TEXT("\345\260\217\345\233\233\345\226\234"),  /* 小四喜 */
    MJC_TEXT("\345\260\217\344\270\211\345\205\203"),  /* 小三元 */
    MJC_TEXT("\345\255\227\344\270\200\350\211\262"),  /* 字一色 */
    MJC_TEXT("\345\233\233\346\232\227\345\210\273"),  /* 四暗刻 */
    MJC_TEXT("\344\270\200\350\211\262\345\217\214\351\276\231\344\274\232"),  /* 一色双龙会 */
    MJC_TEXT("\344\270\200\350\211\262\345\233\233\345\220\214\351\241\272"),  /* 一色四同顺 */
    MJC_TEXT("\344\270\200\350\211\262\345\233\233\350\212\202\351\253\230"),  /* 一色四节高 */
    MJC_TEXT("\344\270\200\350\211\262\345\233\233\346\255\245\351\253\230"),  /* 一色四步高 */
    MJC_TEXT("\344\270\211\346\235\240"),  /* 三杠 */
    MJC_TEXT("\346\267\267\345\271\272\344\271\235"),  /* 混幺九 */
    MJC_TEXT("\344\270\203\345\257\271"),  /* 七对 */
    MJC_TEXT("\344\270\203\346\230\237\344\270\215\351\235\240"),  /* 七星不靠 */
    MJC_TEXT("\345\205\250\345\217\214\345\210\273"),  /* 全双刻 */
    MJC_TEXT("\346\270\205\344\270\200\350\211\262"),  /* 清一色 */
    MJC_TEXT("\344\270\200\350\211\262\344\270\211\345\220\214\351\241\272"),  /* 一色三同顺 */
    MJC_TEXT("\344\270\200\350\211\262\344\270\211\350\212\202\351\253\230"),  /* 一色三节高 */
    MJC_TEXT("\345\205\250\345\244\247"),  /* 全大 */
    MJC_TEXT("\345\205\250\344\270\255"),  /* 全中 */
    MJC_TEXT("\345\205\250\345\260\217"),  /* 全小 */
    MJC_TEXT("\346\270\205\351\276\231"),  /* 清龙 */
    MJC_TEXT("\344\270\211\350\211\262\345\217\214\351\276\231\344\274\232"),  /* 三色双龙会 */
    MJC_TEXT("\344\270\200\350\211\262\344\270\211\346\255\245\351\253\230"),  /* 一色三步高 */
    MJC_TEXT("\345\205\250\345\270\246\344\272\224"),  /* 全带五 */
    MJC_TEXT("\344\270\211\345\220\214\345\210\273"),  /* 三同刻 */
    MJC_TEXT("\344\270\211\346\232\227\345\210\273"),  /* 三暗刻 */
    MJC_TEXT("\345\205\250\344\270\215\351\235\240"),  /* 全不靠 */
    MJC_TEXT("\347\273\204\345\220\210\351\276\231"),  /* 组合龙 */
    MJC_TEXT("\345\244\247\344\272\216\344\272\224"),  /* 大于五 */
    MJC_TEXT("\345\260\217\344\272\216\344\272\224"),  /* 小于五 */
    MJC_TEXT("\344\270\211\351\243\216\345\210\273"),  /* 三风刻 */
    MJC_TEXT("\350\212\261\351\276\231"),  /* 花龙 */
    MJC_TEXT("\346\216\250\344\270\215\345\200\222"),  /* 推不倒 */
    MJC_TEXT("\344\270\211\350\211\262\344\270\211\345\220\214\351\241\272"),  /* 三色三同顺 */
    MJC_TEXT("\344\270\211\350\211\262\344\270\211\350\212\202\351\253\230"),  /* 三色三节高 */
    MJC_TEXT("\345\246\231\346\211\213\345\233\236\346\230\245"),  /* 妙手回春 */
    MJC_TEXT("\346\265\267\345\272\225\346\215\236\346\234\210"),  /* 海底捞月 */
    MJC_TEXT("\346\235\240\344\270\212\345\274\200\350\212\261"),  /* 杠上开花 */
    MJC_TEXT("\346\212\242\346\235\240\345\222\214"),  /* 抢杠和 */
    MJC_TEXT("\347\242\260\347\242\260\345\222\214"),  /* 碰碰和 */
    MJC_TEXT("\346\267\267\344\270\200\350\211\262"),  /* 混一色 */
    MJC_TEXT("\344\270\211\350\211\262\344\270\211\346\255\245\351\253\230"),  /* 三色三步高 */
    MJC_TEXT("\344\272\224\351\227\250\351\275\220"),  /* 五门齐 */
    MJC_TEXT("\345\205\250\346\261\202\344\272\272"),  /* 全求人 */
    MJC_TEXT("\345\217\214\346\232\227\346\235\240"),  /* 双暗杠 */
    MJC_TEXT("\345\217\214\347\256\255\345\210\273"),  /* 双箭刻 */
    MJC_TEXT("\346\230\216\346\232\227\346\235\240"),  /* 明暗杠 */
    MJC_TEXT("\345\205\250\345\270\246\345\271\272"),  /* 全带幺 */
    MJC_TEXT("\344\270\215\346\261\202\344\272\272"),  /* 不求人 */
    MJC_TEXT("\345\217\214\346\230\216\346\235\240"),  /* 双明杠 */
    MJC_TEXT("\345\222\214\347\273\235\345\274\240"),  /* 和绝张 */
    MJC_TEXT("\347\256\255\345\210\273"),  /* 箭刻 */
    MJC_TEXT("\345\234\210\351\243\216\345\210\273"),  /* 圈风刻 */
    MJC_TEXT("\351\227\250\351\243\216\345\210\273"),  /* 门风刻 */
    MJC_TEXT("\351\227\250\345\211\215\346\270\205"),  /* 门前清 */
    MJC_TEXT("\345\271\263\345\222\214"),  /* 平和 */
    MJC_TEXT("\345\233\233\345\275\222\344\270\200"),  /* 四归一 */
    MJC_TEXT("\345\217\214\345\220\214\345\210\273"),  /* 双同刻 */
    MJC_TEXT("\345\217\214\346\232\227\345\210\273"),  /* 双暗刻 */
    MJC_TEXT("\346\232\227\346\235\240"),  /* 暗杠 */
    MJC_TEXT("\346\226\255\345\271\272"),  /* 断幺 */
    MJC_TEXT("\344\270\200\350\210\254\351\253\230"),  /* 一般高 */
    MJC_TEXT("\345\226\234\347\233\270\351\200\242"),  /* 喜相逢 */
    MJC_TEXT("\350\277\236\345\205\255"),  /* 连六 */
    MJC_TEXT("\350\200\201\345\260\221\345\211\257"),  /* 老少副 */
    MJC_TEXT("\345\271\272\344\271\235\345\210\273"),  /* 幺九刻 */
    MJC_TEXT("\346\230\216\346\235\240"),  /* 明杠 */
    MJC_TEXT("\347\274\272\344\270\200\351\227\250"),  /* 缺一门 */
    MJC_TEXT("\346\227\240\345\255\227"),  /* 无字 */
    MJC_TEXT("\350\276\271\345\274\240"),  /* 边张 */
    MJC_TEXT("\345\235\216\345\274\240"),  /* 坎张 */
    MJC_TEXT("\345\215\225\351\222\223\345\260\206"),  /* 单钓将 */
    MJC_TEXT("\350\207\252\346\221\270"),  /* 自摸 */
    MJC_TEXT("\346\227\240\347\225\252\345\222\214"),  /* 无番和 */
    MJC_TEXT("\350\212\261\347\211\214"),  /* 花牌 */
    {NULL, 0}};
static const mjc_text REASONS[] = {
    MJC_TEXT("\350\207\252\346\221\270 (self-draw)"),  /* 自摸 (self-draw) */
    MJC_TEXT("\347\202\271\347\202\256 (discard)"),  /* 点炮 (discard) */
    MJC_TEXT("\347\202\271\345\222\214\345\272\225\345\210\206 (base)"),  /* 点和底分 (base) */
    MJC_TEXT("\351\224\231\345\222\214 (false win)"),  /* 错和 (false win) */
    {NULL, 0}};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
static mjc_copy_slot PATTERN_SLOTS[N_PATTERNS + 1];
/* The same texts as JSON, for the line path: each pattern's entry up to its value, each reason, the unit. */
static mjc_json_text PATTERN_JSON[N_PATTERNS + 1], REASON_JSON[N_REASONS + 1], UNIT_JSON;
#define MASK_0 0x7f0000000ULL
#define MASK_1 0x7f80c0602ULL
#define MASK_2 0x80c0602ULL
#define MASK_3 0x552a954ULL
#define MASK_4 0x6040e070380ULL
#define MASK_5 0x3870381c0fULL
#define MASK_6 0x7060f0783c0ULL
#define MASK_7 0x78f0783c1fULL
#define MASK_8 0x10dd67c00ULL
#define MASK_9 0xf0000000ULL
#define MASK_10 0x700000000ULL
#define MASK_11 0x7f3f9fcULL
#define MASK_12 0x1eULL
#define MASK_13 0x2ULL
#define MASK_14 0x4ULL
#define MASK_15 0xffffffeULL
#define MASK_16 0x205700000ULL
#define MASK_17 0x1c381c0e070ULL

enum {
    SHAPE_REGULAR = 0,
    SHAPE_PAIRS7 = 1,
    SHAPE_ORPHANS13 = 2,
    SHAPE_HONORS_KNITTED = 3,
    SHAPE_KNITTED = 4,
};

static const signed char FIXED_SETS_KNITTED[][MJC_MAX_GROUP_TILES] = {
    {0, 3, 6, 10, 13, 16, 20, 23, 26},
    {0, 3, 6, 11, 14, 17, 19, 22, 25},
    {1, 4, 7, 9, 12, 15, 20, 23, 26},
    {2, 5, 8, 9, 12, 15, 19, 22, 25},
    {1, 4, 7, 11, 14, 17, 18, 21, 24},
    {2, 5, 8, 10, 13, 16, 18, 21, 24},
};
static const mjc_fixed_group FIXED_GROUP_KNITTED = {6, 9, FIXED_SETS_KNITTED};

static int shape_orphans13(const mjc_ints *tiles) {
    return (int)(((mjc_int)((({ const mjc_ints _t0_v = (*tiles); const mjc_ints *_t0 = &_t0_v; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (!(mjc_in_mask(MASK_1, _t0->v[_t1]))) { _t2 = 0; break; } } _t2; })) && (({ mjc_int _t8 = (({ const mjc_ints _t3_v = (*tiles); const mjc_ints *_t3 = &_t3_v; mjc_ints _t5; _t5.n = 0; uint64_t _t7 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { mjc_int v_t = _t3->v[_t4]; mjc_int _t6 = v_t; if (mjc_first_seen(&_t5, &_t7, _t6)) mjc_push(&_t5, _t6); } _t5; })).n; (mjc_int)((_t8 == ((mjc_int)13LL))); })))));
}

static int shape_honors_knitted(const mjc_ints *tiles) {
    return (int)(((mjc_int)((({ mjc_int _t14 = (({ const mjc_ints _t9_v = (*tiles); const mjc_ints *_t9 = &_t9_v; mjc_ints _t11; _t11.n = 0; uint64_t _t13 = 0; for (int _t10 = 0; _t10 < _t9->n; _t10++) { mjc_int v_t = _t9->v[_t10]; mjc_int _t12 = v_t; if (mjc_first_seen(&_t11, &_t13, _t12)) mjc_push(&_t11, _t12); } _t11; })).n; (mjc_int)((_t14 == ((mjc_int)14LL))); })) && (({ __label__ _t16_done; const mjc_ints _t15_v = ({ const mjc_ints _t26_v = (*tiles); const mjc_ints *_t26 = &_t26_v; mjc_ints _t28; _t28.n = 0; for (int _t27 = 0; _t27 < _t26->n; _t27++) { if (mjc_in_mask(MASK_15, _t26->v[_t27])) mjc_push(&_t28, _t26->v[_t27]); } _t28; }); const mjc_ints *_t15 = &_t15_v; mjc_int _t16 = 1; for (int _t18 = 0; _t18 < _t15->n; _t18++) for (int _t19 = _t18 + 1; _t19 < _t15->n; _t19++) { int _t17 = 0; if (!_t17) { mjc_int v_a = _t15->v[_t18]; mjc_int v_b = _t15->v[_t19]; if ((({ mjc_int _t22 = ({ mjc_int _t20 = mjc_suit(v_a); mjc_int _t21 = mjc_suit(v_b); (mjc_int)((_t20 == _t21)); }); mjc_int _t25 = ({ mjc_int _t23 = mjc_mod(mjc_number(v_a), ((mjc_int)3LL)); mjc_int _t24 = mjc_mod(mjc_number(v_b), ((mjc_int)3LL)); (mjc_int)((_t23 == _t24)); }); (mjc_int)((_t22 == _t25)); }))) _t17 = 1; } if (!_t17) { _t16 = 0; goto _t16_done; } } _t16_done: ; _t16; })))));
}

static const mjc_shape SHAPES[N_SHAPES] = {
    {.kind = 0, .sets = 4, .pairs = 1, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 0, .sets = 0, .pairs = 7, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 1, .holds = shape_orphans13, .allowed = 0x3fc060301ULL, .has_allowed = 1, .least_kinds = 12},
    {.kind = 1, .holds = shape_honors_knitted, .allowed = 0x0ULL, .has_allowed = 0, .least_kinds = 13},
    {.kind = 0, .sets = 1, .pairs = 1, .n_fixed = 1, .fixed_tiles = 9, .fixed_count = {1}, .fixed = {&FIXED_GROUP_KNITTED}},
};

static mjc_rules RULES = {
    .ruleset_id = "mcr",
    .claims_chow = 1, .claims_pung = 1, .claims_kong = 1,
    .hand_tiles = 0x3ffffffffULL, .flower_tiles = 0x3fc00000000ULL,
    .flower_count = 8, .flowers_by_tile = 0,
    .n_flags = 16,
    .flag_names = {"kong_replacement", "kong_chain", "discard_after_kong", "flower_replacement", "flower_kong_replacement", "last_tile", "last_of_kind", "first_draw", "first_discard", "declared_ready", "bonus_tiles", "doubled", "dora_indicators", "ura_dora_indicators", "double_riichi", "ippatsu"},
    .flag_kinds = {FLAG_BOOL, FLAG_INT, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_TILES, FLAG_BOOL, FLAG_TILES, FLAG_TILES, FLAG_BOOL, FLAG_BOOL},
    .flag_low = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    .flag_high = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4},
    .tiles_slot = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0},
    .red_fives = {0, 0, 0}, .plays_reds = 0,
    .n_options = 10,
    .option_names = {"min_fan", "concealed_special_self_draw", "terminals_double_pung", "nine_gates_yaojiu", "fifth_copy_waits", "green_half_flush", "middle_tiles_no_honors", "kong_pair_5", "min_fan_counts_flowers", "false_win_below_minimum"},
    .option_is_bool = {0, 1, 1, 1, 1, 1, 1, 1, 1, 1},
    .option_default = {8, 1, 1, 0, 0, 1, 1, 0, 0, 0},
    .option_low = {0LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL},
    .option_high = {88LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL},
    .n_penalties = 0,
};

/* What the deal's rules read of each win. */
typedef struct {
    int unused;
} mjc_view;

static mjc_arrangements ARRANGEMENTS;

/* Relation tables (compiler/tabulate.py): (the sorted tiles of sets that hold a relation, its pattern). */
static const mjc_relation_row RELATIONS_0_4[] = {
    {0x10203, 14},
    {0x1020304, 14},
    {0x2030405, 14},
    {0x3040506, 14},
    {0x4050607, 14},
    {0x5060708, 14},
    {0x90a0b0c, 14},
    {0xa0b0c0d, 14},
    {0xb0c0d0e, 14},
    {0xc0d0e0f, 14},
    {0xd0e0f10, 14},
    {0xe0f1011, 14},
    {0x12131415, 14},
    {0x13141516, 14},
    {0x14151617, 14},
    {0x15161718, 14},
    {0x16171819, 14},
    {0x1718191a, 14},
    {0x1b1c1d1e, 0},
};
static const mjc_relation_row RELATIONS_0_3[] = {
    {0x10200, 23},
    {0x91200, 31},
    {0xa1400, 41},
    {0xb1300, 41},
    {0x1020300, 23},
    {0x1091400, 41},
    {0x10a1300, 31},
    {0x10b1200, 41},
    {0x10b1500, 41},
    {0x10c1400, 41},
    {0x2030400, 23},
    {0x2091300, 41},
    {0x20a1200, 41},
    {0x20a1500, 41},
    {0x20b1400, 31},
    {0x20c1300, 41},
    {0x20c1600, 41},
    {0x20d1500, 41},
    {0x3040500, 23},
    {0x30a1400, 41},
    {0x30b1300, 41},
    {0x30b1600, 41},
    {0x30c1500, 31},
    {0x30d1400, 41},
    {0x30d1700, 41},
    {0x30e1600, 41},
    {0x4050600, 23},
    {0x40b1500, 41},
    {0x40c1400, 41},
    {0x40c1700, 41},
    {0x40d1600, 31},
    {0x40e1500, 41},
    {0x40e1800, 41},
    {0x40f1700, 41},
    {0x5060700, 23},
    {0x50c1600, 41},
    {0x50d1500, 41},
    {0x50d1800, 41},
    {0x50e1700, 31},
    {0x50f1600, 41},
    {0x50f1900, 41},
    {0x5101800, 41},
    {0x6070800, 23},
    {0x60d1700, 41},
    {0x60e1600, 41},
    {0x60e1900, 41},
    {0x60f1800, 31},
    {0x6101700, 41},
    {0x6101a00, 41},
    {0x6111900, 41},
    {0x70e1800, 41},
    {0x70f1700, 41},
    {0x70f1a00, 41},
    {0x7101900, 31},
    {0x7111800, 41},
    {0x80f1900, 41},
    {0x8101800, 41},
    {0x8111a00, 31},
    {0x90a0b00, 23},
    {0xa0b0c00, 23},
    {0xb0c0d00, 23},
    {0xc0d0e00, 23},
    {0xd0e0f00, 23},
    {0xe0f1000, 23},
    {0xf101100, 23},
    {0x12131400, 23},
    {0x13141500, 23},
    {0x14151600, 23},
    {0x15161700, 23},
    {0x16171800, 23},
    {0x17181900, 23},
    {0x18191a00, 23},
    {0x1b1c1d00, 37},
    {0x1b1c1e00, 37},
    {0x1b1d1e00, 37},
    {0x1c1d1e00, 37},
    {0x1f202100, 1},
};
static const mjc_relation_row RELATIONS_0_2[] = {
    {0x1f200000, 52},
    {0x1f210000, 52},
    {0x20210000, 52},
};
static const short RELATIONS_0_4_starts[65] = {0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 7, 8, 9, 10, 11, 12, 12, 12, 12, 13, 14, 15, 16, 17, 18, 18, 18, 18, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19, 19};
static const short RELATIONS_0_3_starts[65] = {0, 4, 10, 18, 26, 34, 42, 50, 55, 58, 59, 60, 61, 62, 63, 64, 65, 65, 65, 66, 67, 68, 69, 70, 71, 72, 72, 72, 75, 76, 76, 76, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77, 77};
static const short RELATIONS_0_2_starts[65] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
static const mjc_relation_index RELATIONS_0[] = {{4, 19, RELATIONS_0_4, RELATIONS_0_4_starts}, {3, 77, RELATIONS_0_3, RELATIONS_0_3_starts}, {2, 3, RELATIONS_0_2, RELATIONS_0_2_starts}};

/* Relation tables (compiler/tabulate.py): (the sorted tiles of sets that hold a relation, its pattern). */
static const mjc_relation_row RELATION_INDEX_64_2[] = {
    {0x90000, 64},
    {0x120000, 64},
    {0x10a0000, 64},
    {0x1130000, 64},
    {0x20b0000, 64},
    {0x2140000, 64},
    {0x30c0000, 64},
    {0x3150000, 64},
    {0x40d0000, 64},
    {0x4160000, 64},
    {0x50e0000, 64},
    {0x5170000, 64},
    {0x60f0000, 64},
    {0x6180000, 64},
    {0x7100000, 64},
    {0x7190000, 64},
    {0x8110000, 64},
    {0x81a0000, 64},
    {0x9120000, 64},
    {0xa130000, 64},
    {0xb140000, 64},
    {0xc150000, 64},
    {0xd160000, 64},
    {0xe170000, 64},
    {0xf180000, 64},
    {0x10190000, 64},
    {0x111a0000, 64},
};
static const short RELATION_INDEX_64_2_starts[65] = {0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27};
static const mjc_relation_index RELATION_INDEX_64[] = {{2, 27, RELATION_INDEX_64_2, RELATION_INDEX_64_2_starts}};

/* Relation tables (compiler/tabulate.py): (the sorted tiles of sets that hold a relation, its pattern). */
static const mjc_relation_row RELATIONS_1_4[] = {
    {0x0, 13},
    {0x10203, 15},
    {0x20406, 15},
    {0x1010101, 13},
    {0x1020304, 15},
    {0x2020202, 13},
    {0x2030405, 15},
    {0x3030303, 13},
    {0x3040506, 15},
    {0x4040404, 13},
    {0x5050505, 13},
    {0x6060606, 13},
    {0x9090909, 13},
    {0x90a0b0c, 15},
    {0x90b0d0f, 15},
    {0xa0a0a0a, 13},
    {0xa0b0c0d, 15},
    {0xb0b0b0b, 13},
    {0xb0c0d0e, 15},
    {0xc0c0c0c, 13},
    {0xc0d0e0f, 15},
    {0xd0d0d0d, 13},
    {0xe0e0e0e, 13},
    {0xf0f0f0f, 13},
    {0x12121212, 13},
    {0x12131415, 15},
    {0x12141618, 15},
    {0x13131313, 13},
    {0x13141516, 15},
    {0x14141414, 13},
    {0x14151617, 15},
    {0x15151515, 13},
    {0x15161718, 15},
    {0x16161616, 13},
    {0x17171717, 13},
    {0x18181818, 13},
};
static const mjc_relation_row RELATIONS_1_3[] = {
    {0x0, 22},
    {0x10200, 29},
    {0x20400, 29},
    {0x30600, 27},
    {0x91200, 40},
    {0xa1400, 48},
    {0xb1300, 48},
    {0xc1800, 38},
    {0xf1500, 38},
    {0x1010100, 22},
    {0x1020300, 29},
    {0x1030500, 29},
    {0x1091400, 48},
    {0x10a1300, 40},
    {0x10b1200, 48},
    {0x10b1500, 48},
    {0x10c1400, 48},
    {0x2020200, 22},
    {0x2030400, 29},
    {0x2040600, 29},
    {0x2091300, 48},
    {0x20a1200, 48},
    {0x20a1500, 48},
    {0x20b1400, 40},
    {0x20c1300, 48},
    {0x20c1600, 48},
    {0x20d1500, 48},
    {0x3030300, 22},
    {0x3040500, 29},
    {0x3091800, 38},
    {0x30a1400, 48},
    {0x30b1300, 48},
    {0x30b1600, 48},
    {0x30c1500, 40},
    {0x30d1400, 48},
    {0x30d1700, 48},
    {0x30e1600, 48},
    {0x30f1200, 38},
    {0x4040400, 22},
    {0x4050600, 29},
    {0x40b1500, 48},
    {0x40c1400, 48},
    {0x40c1700, 48},
    {0x40d1600, 40},
    {0x40e1500, 48},
    {0x40e1800, 48},
    {0x40f1700, 48},
    {0x5050500, 22},
    {0x50c1600, 48},
    {0x50d1500, 48},
    {0x50d1800, 48},
    {0x50e1700, 40},
    {0x50f1600, 48},
    {0x6060600, 22},
    {0x6091500, 38},
    {0x60c1200, 38},
    {0x60d1700, 48},
    {0x60e1600, 48},
    {0x60f1800, 40},
    {0x9090900, 22},
    {0x90a0b00, 29},
    {0x90b0d00, 29},
    {0x90c0f00, 27},
    {0xa0a0a00, 22},
    {0xa0b0c00, 29},
    {0xa0c0e00, 29},
    {0xb0b0b00, 22},
    {0xb0c0d00, 29},
    {0xb0d0f00, 29},
    {0xc0c0c00, 22},
    {0xc0d0e00, 29},
    {0xd0d0d00, 22},
    {0xd0e0f00, 29},
    {0xe0e0e00, 22},
    {0xf0f0f00, 22},
    {0x12121200, 22},
    {0x12131400, 29},
    {0x12141600, 29},
    {0x12151800, 27},
    {0x13131300, 22},
    {0x13141500, 29},
    {0x13151700, 29},
    {0x14141400, 22},
    {0x14151600, 29},
    {0x14161800, 29},
    {0x15151500, 22},
    {0x15161700, 29},
    {0x16161600, 22},
    {0x16171800, 29},
    {0x17171700, 22},
    {0x18181800, 22},
};
static const mjc_relation_row RELATIONS_1_2[] = {
    {0x0, 68},
    {0x30000, 70},
    {0x60000, 71},
    {0x90000, 69},
    {0x120000, 69},
    {0x1010000, 68},
    {0x1040000, 70},
    {0x10a0000, 69},
    {0x1130000, 69},
    {0x2020000, 68},
    {0x2050000, 70},
    {0x20b0000, 69},
    {0x2140000, 69},
    {0x3030000, 68},
    {0x3060000, 70},
    {0x30c0000, 69},
    {0x3150000, 69},
    {0x4040000, 68},
    {0x40d0000, 69},
    {0x4160000, 69},
    {0x5050000, 68},
    {0x50e0000, 69},
    {0x5170000, 69},
    {0x6060000, 68},
    {0x60f0000, 69},
    {0x6180000, 69},
    {0x9090000, 68},
    {0x90c0000, 70},
    {0x90f0000, 71},
    {0x9120000, 69},
    {0xa0a0000, 68},
    {0xa0d0000, 70},
    {0xa130000, 69},
    {0xb0b0000, 68},
    {0xb0e0000, 70},
    {0xb140000, 69},
    {0xc0c0000, 68},
    {0xc0f0000, 70},
    {0xc150000, 69},
    {0xd0d0000, 68},
    {0xd160000, 69},
    {0xe0e0000, 68},
    {0xe170000, 69},
    {0xf0f0000, 68},
    {0xf180000, 69},
    {0x12120000, 68},
    {0x12150000, 70},
    {0x12180000, 71},
    {0x13130000, 68},
    {0x13160000, 70},
    {0x14140000, 68},
    {0x14170000, 70},
    {0x15150000, 68},
    {0x15180000, 70},
    {0x16160000, 68},
    {0x17170000, 68},
    {0x18180000, 68},
};
static const short RELATIONS_1_4_starts[65] = {0, 3, 5, 7, 9, 10, 11, 12, 12, 12, 15, 17, 19, 21, 22, 23, 24, 24, 24, 27, 29, 31, 33, 34, 35, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36};
static const short RELATIONS_1_3_starts[65] = {0, 9, 17, 27, 38, 47, 53, 59, 59, 59, 63, 66, 69, 71, 73, 74, 75, 75, 75, 79, 82, 85, 87, 89, 90, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 91};
static const short RELATIONS_1_2_starts[65] = {0, 5, 9, 13, 17, 20, 23, 26, 26, 26, 30, 33, 36, 39, 41, 43, 45, 45, 45, 48, 50, 52, 54, 55, 56, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57};
static const mjc_relation_index RELATIONS_1[] = {{4, 36, RELATIONS_1_4, RELATIONS_1_4_starts}, {3, 91, RELATIONS_1_3, RELATIONS_1_3_starts}, {2, 57, RELATIONS_1_2, RELATIONS_1_2_starts}};

/* The best choice for every list of instances in which a set takes part more than once (the compiler's). */
static const mjc_choice RELATION_CHOICES_0[] = {
    {31, (const unsigned char[]){0, 0, 4, 0, 1, 2, 3, 0, 37, 3, 0, 1, 2, 0, 37, 3, 0, 1, 3, 0, 37, 3, 0, 2, 3, 0, 37, 3, 1, 2, 3}, 1, (const short[][2]){{0, 1}} },
    {21, (const unsigned char[]){0, 1, 3, 0, 1, 2, 0, 52, 2, 0, 1, 0, 52, 2, 0, 2, 0, 52, 2, 1, 2}, 1, (const short[][2]){{1, 1}} },
    {21, (const unsigned char[]){0, 1, 3, 1, 2, 3, 0, 52, 2, 1, 2, 0, 52, 2, 1, 3, 0, 52, 2, 2, 3}, 1, (const short[][2]){{1, 1}} },
    {19, (const unsigned char[]){0, 14, 4, 0, 1, 2, 3, 0, 23, 3, 0, 1, 2, 0, 23, 3, 1, 2, 3}, 1, (const short[][2]){{14, 1}} },
    {11, (const unsigned char[]){0, 23, 3, 0, 1, 2, 0, 64, 2, 0, 3}, 2, (const short[][2]){{23, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 23, 3, 0, 1, 2, 0, 64, 2, 1, 3}, 2, (const short[][2]){{23, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 23, 3, 0, 1, 2, 0, 64, 2, 2, 3}, 2, (const short[][2]){{23, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 23, 3, 1, 2, 3, 0, 64, 2, 0, 1}, 2, (const short[][2]){{23, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 23, 3, 1, 2, 3, 0, 64, 2, 0, 2}, 2, (const short[][2]){{23, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 23, 3, 1, 2, 3, 0, 64, 2, 0, 3}, 2, (const short[][2]){{23, 1}, {64, 1}} },
    {21, (const unsigned char[]){0, 31, 3, 0, 1, 2, 0, 64, 2, 0, 1, 0, 64, 2, 0, 2, 0, 64, 2, 1, 2}, 1, (const short[][2]){{31, 1}} },
    {21, (const unsigned char[]){0, 31, 3, 0, 1, 3, 0, 64, 2, 0, 1, 0, 64, 2, 0, 3, 0, 64, 2, 1, 3}, 1, (const short[][2]){{31, 1}} },
    {21, (const unsigned char[]){0, 31, 3, 0, 2, 3, 0, 64, 2, 0, 2, 0, 64, 2, 0, 3, 0, 64, 2, 2, 3}, 1, (const short[][2]){{31, 1}} },
    {21, (const unsigned char[]){0, 31, 3, 1, 2, 3, 0, 64, 2, 1, 2, 0, 64, 2, 1, 3, 0, 64, 2, 2, 3}, 1, (const short[][2]){{31, 1}} },
    {12, (const unsigned char[]){0, 41, 3, 0, 1, 2, 0, 41, 3, 0, 1, 3}, 1, (const short[][2]){{41, 1}} },
    {11, (const unsigned char[]){0, 41, 3, 0, 1, 2, 0, 64, 2, 0, 3}, 2, (const short[][2]){{41, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 41, 3, 0, 1, 2, 0, 64, 2, 1, 3}, 2, (const short[][2]){{41, 1}, {64, 1}} },
    {12, (const unsigned char[]){0, 41, 3, 0, 1, 3, 0, 41, 3, 0, 2, 3}, 1, (const short[][2]){{41, 1}} },
    {11, (const unsigned char[]){0, 41, 3, 0, 1, 3, 0, 64, 2, 0, 2}, 2, (const short[][2]){{41, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 41, 3, 0, 1, 3, 0, 64, 2, 1, 2}, 2, (const short[][2]){{41, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 41, 3, 0, 1, 3, 0, 64, 2, 2, 3}, 2, (const short[][2]){{41, 1}, {64, 1}} },
    {12, (const unsigned char[]){0, 41, 3, 0, 2, 3, 0, 41, 3, 1, 2, 3}, 1, (const short[][2]){{41, 1}} },
    {11, (const unsigned char[]){0, 41, 3, 0, 2, 3, 0, 64, 2, 0, 1}, 2, (const short[][2]){{41, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 41, 3, 0, 2, 3, 0, 64, 2, 1, 2}, 2, (const short[][2]){{41, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 41, 3, 0, 2, 3, 0, 64, 2, 1, 3}, 2, (const short[][2]){{41, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 41, 3, 1, 2, 3, 0, 64, 2, 0, 2}, 2, (const short[][2]){{41, 1}, {64, 1}} },
    {11, (const unsigned char[]){0, 41, 3, 1, 2, 3, 0, 64, 2, 0, 3}, 2, (const short[][2]){{41, 1}, {64, 1}} },
};

/* The best choice for every list of instances in which a set takes part more than once (the compiler's). */
static const mjc_choice RELATION_CHOICES_1[] = {
    {61, (const unsigned char[]){0, 13, 4, 0, 1, 2, 3, 0, 22, 3, 0, 1, 2, 0, 22, 3, 0, 1, 3, 0, 22, 3, 0, 2, 3, 0, 22, 3, 1, 2, 3, 0, 68, 2, 0, 1, 0, 68, 2, 0, 2, 0, 68, 2, 0, 3, 0, 68, 2, 1, 2, 0, 68, 2, 1, 3, 0, 68, 2, 2, 3}, 1, (const short[][2]){{13, 1}} },
    {24, (const unsigned char[]){0, 15, 4, 0, 1, 2, 3, 0, 29, 3, 0, 1, 2, 0, 29, 3, 1, 2, 3, 0, 70, 2, 0, 3}, 1, (const short[][2]){{15, 1}} },
    {24, (const unsigned char[]){0, 15, 4, 0, 1, 2, 3, 0, 29, 3, 0, 1, 2, 0, 29, 3, 1, 2, 3, 0, 71, 2, 0, 3}, 1, (const short[][2]){{15, 1}} },
    {21, (const unsigned char[]){0, 22, 3, 0, 1, 2, 0, 68, 2, 0, 1, 0, 68, 2, 0, 2, 0, 68, 2, 1, 2}, 1, (const short[][2]){{22, 1}} },
    {36, (const unsigned char[]){0, 22, 3, 0, 1, 2, 0, 68, 2, 0, 1, 0, 68, 2, 0, 2, 0, 68, 2, 1, 2, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3, 0, 69, 2, 2, 3}, 2, (const short[][2]){{22, 1}, {69, 1}} },
    {36, (const unsigned char[]){0, 22, 3, 0, 1, 2, 0, 68, 2, 0, 1, 0, 68, 2, 0, 2, 0, 68, 2, 1, 2, 0, 70, 2, 0, 3, 0, 70, 2, 1, 3, 0, 70, 2, 2, 3}, 2, (const short[][2]){{22, 1}, {70, 1}} },
    {36, (const unsigned char[]){0, 22, 3, 0, 1, 2, 0, 68, 2, 0, 1, 0, 68, 2, 0, 2, 0, 68, 2, 1, 2, 0, 71, 2, 0, 3, 0, 71, 2, 1, 3, 0, 71, 2, 2, 3}, 2, (const short[][2]){{22, 1}, {71, 1}} },
    {21, (const unsigned char[]){0, 22, 3, 1, 2, 3, 0, 68, 2, 1, 2, 0, 68, 2, 1, 3, 0, 68, 2, 2, 3}, 1, (const short[][2]){{22, 1}} },
    {36, (const unsigned char[]){0, 22, 3, 1, 2, 3, 0, 68, 2, 1, 2, 0, 68, 2, 1, 3, 0, 68, 2, 2, 3, 0, 69, 2, 0, 1, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3}, 2, (const short[][2]){{22, 1}, {69, 1}} },
    {36, (const unsigned char[]){0, 22, 3, 1, 2, 3, 0, 68, 2, 1, 2, 0, 68, 2, 1, 3, 0, 68, 2, 2, 3, 0, 70, 2, 0, 1, 0, 70, 2, 0, 2, 0, 70, 2, 0, 3}, 2, (const short[][2]){{22, 1}, {70, 1}} },
    {36, (const unsigned char[]){0, 22, 3, 1, 2, 3, 0, 68, 2, 1, 2, 0, 68, 2, 1, 3, 0, 68, 2, 2, 3, 0, 71, 2, 0, 1, 0, 71, 2, 0, 2, 0, 71, 2, 0, 3}, 2, (const short[][2]){{22, 1}, {71, 1}} },
    {42, (const unsigned char[]){0, 27, 3, 0, 1, 2, 0, 27, 3, 0, 1, 3, 0, 68, 2, 2, 3, 0, 70, 2, 0, 1, 0, 70, 2, 1, 2, 0, 70, 2, 1, 3, 0, 71, 2, 0, 2, 0, 71, 2, 0, 3}, 2, (const short[][2]){{27, 1}, {68, 1}} },
    {26, (const unsigned char[]){0, 27, 3, 0, 1, 2, 0, 69, 2, 0, 3, 0, 70, 2, 0, 1, 0, 70, 2, 1, 2, 0, 71, 2, 0, 2}, 2, (const short[][2]){{27, 1}, {69, 1}} },
    {26, (const unsigned char[]){0, 27, 3, 0, 1, 2, 0, 69, 2, 1, 3, 0, 70, 2, 0, 1, 0, 70, 2, 1, 2, 0, 71, 2, 0, 2}, 2, (const short[][2]){{27, 1}, {69, 1}} },
    {26, (const unsigned char[]){0, 27, 3, 0, 1, 2, 0, 69, 2, 2, 3, 0, 70, 2, 0, 1, 0, 70, 2, 1, 2, 0, 71, 2, 0, 2}, 2, (const short[][2]){{27, 1}, {69, 1}} },
    {21, (const unsigned char[]){0, 27, 3, 0, 1, 2, 0, 70, 2, 0, 1, 0, 70, 2, 1, 2, 0, 71, 2, 0, 2}, 1, (const short[][2]){{27, 1}} },
    {42, (const unsigned char[]){0, 27, 3, 0, 1, 3, 0, 27, 3, 0, 2, 3, 0, 68, 2, 1, 2, 0, 70, 2, 0, 1, 0, 70, 2, 0, 2, 0, 70, 2, 1, 3, 0, 70, 2, 2, 3, 0, 71, 2, 0, 3}, 2, (const short[][2]){{27, 1}, {68, 1}} },
    {21, (const unsigned char[]){0, 27, 3, 0, 1, 3, 0, 70, 2, 0, 1, 0, 70, 2, 1, 3, 0, 71, 2, 0, 3}, 1, (const short[][2]){{27, 1}} },
    {42, (const unsigned char[]){0, 27, 3, 0, 2, 3, 0, 27, 3, 1, 2, 3, 0, 68, 2, 0, 1, 0, 70, 2, 0, 2, 0, 70, 2, 1, 2, 0, 70, 2, 2, 3, 0, 71, 2, 0, 3, 0, 71, 2, 1, 3}, 2, (const short[][2]){{27, 1}, {68, 1}} },
    {21, (const unsigned char[]){0, 27, 3, 0, 2, 3, 0, 70, 2, 0, 2, 0, 70, 2, 2, 3, 0, 71, 2, 0, 3}, 1, (const short[][2]){{27, 1}} },
    {26, (const unsigned char[]){0, 27, 3, 1, 2, 3, 0, 69, 2, 0, 1, 0, 70, 2, 1, 2, 0, 70, 2, 2, 3, 0, 71, 2, 1, 3}, 2, (const short[][2]){{27, 1}, {69, 1}} },
    {26, (const unsigned char[]){0, 27, 3, 1, 2, 3, 0, 69, 2, 0, 2, 0, 70, 2, 1, 2, 0, 70, 2, 2, 3, 0, 71, 2, 1, 3}, 2, (const short[][2]){{27, 1}, {69, 1}} },
    {26, (const unsigned char[]){0, 27, 3, 1, 2, 3, 0, 69, 2, 0, 3, 0, 70, 2, 1, 2, 0, 70, 2, 2, 3, 0, 71, 2, 1, 3}, 2, (const short[][2]){{27, 1}, {69, 1}} },
    {21, (const unsigned char[]){0, 27, 3, 1, 2, 3, 0, 70, 2, 1, 2, 0, 70, 2, 2, 3, 0, 71, 2, 1, 3}, 1, (const short[][2]){{27, 1}} },
    {17, (const unsigned char[]){0, 29, 3, 0, 1, 2, 0, 29, 3, 0, 1, 3, 0, 68, 2, 2, 3}, 2, (const short[][2]){{29, 1}, {68, 1}} },
    {17, (const unsigned char[]){0, 29, 3, 0, 1, 2, 0, 29, 3, 0, 2, 3, 0, 70, 2, 1, 3}, 2, (const short[][2]){{29, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 0, 1, 2, 0, 69, 2, 0, 3}, 2, (const short[][2]){{29, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 0, 1, 2, 0, 69, 2, 1, 3}, 2, (const short[][2]){{29, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 0, 1, 2, 0, 69, 2, 2, 3}, 2, (const short[][2]){{29, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 0, 1, 2, 0, 70, 2, 1, 3}, 2, (const short[][2]){{29, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 0, 1, 2, 0, 70, 2, 2, 3}, 2, (const short[][2]){{29, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 0, 1, 2, 0, 71, 2, 0, 3}, 2, (const short[][2]){{29, 1}, {71, 1}} },
    {17, (const unsigned char[]){0, 29, 3, 0, 1, 3, 0, 29, 3, 0, 2, 3, 0, 68, 2, 1, 2}, 2, (const short[][2]){{29, 1}, {68, 1}} },
    {17, (const unsigned char[]){0, 29, 3, 0, 1, 3, 0, 29, 3, 1, 2, 3, 0, 70, 2, 0, 2}, 2, (const short[][2]){{29, 1}, {70, 1}} },
    {17, (const unsigned char[]){0, 29, 3, 0, 2, 3, 0, 29, 3, 1, 2, 3, 0, 68, 2, 0, 1}, 2, (const short[][2]){{29, 1}, {68, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 1, 2, 3, 0, 69, 2, 0, 1}, 2, (const short[][2]){{29, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 1, 2, 3, 0, 69, 2, 0, 2}, 2, (const short[][2]){{29, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 1, 2, 3, 0, 69, 2, 0, 3}, 2, (const short[][2]){{29, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 1, 2, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{29, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 1, 2, 3, 0, 70, 2, 0, 2}, 2, (const short[][2]){{29, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 29, 3, 1, 2, 3, 0, 71, 2, 0, 3}, 2, (const short[][2]){{29, 1}, {71, 1}} },
    {17, (const unsigned char[]){0, 38, 3, 0, 1, 2, 0, 38, 3, 0, 1, 3, 0, 68, 2, 2, 3}, 2, (const short[][2]){{38, 1}, {68, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 2, 0, 69, 2, 0, 3, 0, 70, 2, 2, 3}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 2, 0, 69, 2, 0, 3, 0, 71, 2, 2, 3}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 2, 0, 69, 2, 1, 3, 0, 70, 2, 2, 3}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 2, 0, 69, 2, 1, 3, 0, 71, 2, 2, 3}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {17, (const unsigned char[]){0, 38, 3, 0, 1, 3, 0, 38, 3, 0, 2, 3, 0, 68, 2, 1, 2}, 2, (const short[][2]){{38, 1}, {68, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 3, 0, 69, 2, 0, 2, 0, 70, 2, 1, 2}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 3, 0, 69, 2, 0, 2, 0, 70, 2, 2, 3}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 3, 0, 69, 2, 0, 2, 0, 71, 2, 1, 2}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 3, 0, 69, 2, 0, 2, 0, 71, 2, 2, 3}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 3, 0, 69, 2, 1, 2, 0, 70, 2, 2, 3}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 3, 0, 69, 2, 1, 2, 0, 71, 2, 2, 3}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 3, 0, 69, 2, 2, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 1, 3, 0, 69, 2, 2, 3, 0, 71, 2, 1, 2}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {17, (const unsigned char[]){0, 38, 3, 0, 2, 3, 0, 38, 3, 1, 2, 3, 0, 68, 2, 0, 1}, 2, (const short[][2]){{38, 1}, {68, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 2, 3, 0, 69, 2, 0, 1, 0, 70, 2, 1, 2}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 2, 3, 0, 69, 2, 0, 1, 0, 71, 2, 1, 2}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 2, 3, 0, 69, 2, 1, 2, 0, 70, 2, 0, 1}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 2, 3, 0, 69, 2, 1, 2, 0, 71, 2, 0, 1}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 2, 3, 0, 69, 2, 1, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 2, 3, 0, 69, 2, 1, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 2, 3, 0, 69, 2, 1, 3, 0, 71, 2, 0, 1}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 0, 2, 3, 0, 69, 2, 1, 3, 0, 71, 2, 1, 2}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 1, 2, 3, 0, 69, 2, 0, 2, 0, 70, 2, 0, 1}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 1, 2, 3, 0, 69, 2, 0, 2, 0, 71, 2, 0, 1}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 1, 2, 3, 0, 69, 2, 0, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {16, (const unsigned char[]){0, 38, 3, 1, 2, 3, 0, 69, 2, 0, 3, 0, 71, 2, 0, 1}, 2, (const short[][2]){{38, 1}, {69, 1}} },
    {42, (const unsigned char[]){0, 40, 3, 0, 1, 2, 0, 40, 3, 0, 1, 3, 0, 68, 2, 2, 3, 0, 69, 2, 0, 1, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 69, 2, 1, 2, 0, 69, 2, 1, 3}, 2, (const short[][2]){{40, 1}, {68, 1}} },
    {21, (const unsigned char[]){0, 40, 3, 0, 1, 2, 0, 69, 2, 0, 1, 0, 69, 2, 0, 2, 0, 69, 2, 1, 2}, 1, (const short[][2]){{40, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 0, 1, 2, 0, 69, 2, 0, 1, 0, 69, 2, 0, 2, 0, 69, 2, 1, 2, 0, 70, 2, 2, 3}, 2, (const short[][2]){{40, 1}, {70, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 0, 1, 2, 0, 69, 2, 0, 1, 0, 69, 2, 0, 2, 0, 69, 2, 1, 2, 0, 71, 2, 2, 3}, 2, (const short[][2]){{40, 1}, {71, 1}} },
    {42, (const unsigned char[]){0, 40, 3, 0, 1, 3, 0, 40, 3, 0, 2, 3, 0, 68, 2, 1, 2, 0, 69, 2, 0, 1, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3, 0, 69, 2, 2, 3}, 2, (const short[][2]){{40, 1}, {68, 1}} },
    {21, (const unsigned char[]){0, 40, 3, 0, 1, 3, 0, 69, 2, 0, 1, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3}, 1, (const short[][2]){{40, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 0, 1, 3, 0, 69, 2, 0, 1, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{40, 1}, {70, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 0, 1, 3, 0, 69, 2, 0, 1, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3, 0, 70, 2, 2, 3}, 2, (const short[][2]){{40, 1}, {70, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 0, 1, 3, 0, 69, 2, 0, 1, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3, 0, 71, 2, 1, 2}, 2, (const short[][2]){{40, 1}, {71, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 0, 1, 3, 0, 69, 2, 0, 1, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3, 0, 71, 2, 2, 3}, 2, (const short[][2]){{40, 1}, {71, 1}} },
    {42, (const unsigned char[]){0, 40, 3, 0, 2, 3, 0, 40, 3, 1, 2, 3, 0, 68, 2, 0, 1, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 69, 2, 1, 2, 0, 69, 2, 1, 3, 0, 69, 2, 2, 3}, 2, (const short[][2]){{40, 1}, {68, 1}} },
    {21, (const unsigned char[]){0, 40, 3, 0, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 69, 2, 2, 3}, 1, (const short[][2]){{40, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 0, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 69, 2, 2, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{40, 1}, {70, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 0, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 69, 2, 2, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{40, 1}, {70, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 0, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 69, 2, 2, 3, 0, 71, 2, 0, 1}, 2, (const short[][2]){{40, 1}, {71, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 0, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 69, 2, 2, 3, 0, 71, 2, 1, 2}, 2, (const short[][2]){{40, 1}, {71, 1}} },
    {21, (const unsigned char[]){0, 40, 3, 1, 2, 3, 0, 69, 2, 1, 2, 0, 69, 2, 1, 3, 0, 69, 2, 2, 3}, 1, (const short[][2]){{40, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 1, 2, 3, 0, 69, 2, 1, 2, 0, 69, 2, 1, 3, 0, 69, 2, 2, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{40, 1}, {70, 1}} },
    {26, (const unsigned char[]){0, 40, 3, 1, 2, 3, 0, 69, 2, 1, 2, 0, 69, 2, 1, 3, 0, 69, 2, 2, 3, 0, 71, 2, 0, 1}, 2, (const short[][2]){{40, 1}, {71, 1}} },
    {17, (const unsigned char[]){0, 48, 3, 0, 1, 2, 0, 48, 3, 0, 1, 3, 0, 68, 2, 2, 3}, 2, (const short[][2]){{48, 1}, {68, 1}} },
    {17, (const unsigned char[]){0, 48, 3, 0, 1, 2, 0, 48, 3, 0, 1, 3, 0, 70, 2, 2, 3}, 2, (const short[][2]){{48, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 2, 0, 69, 2, 0, 3}, 2, (const short[][2]){{48, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 2, 0, 69, 2, 1, 3}, 2, (const short[][2]){{48, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 2, 0, 70, 2, 2, 3}, 2, (const short[][2]){{48, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 2, 0, 71, 2, 2, 3}, 2, (const short[][2]){{48, 1}, {71, 1}} },
    {17, (const unsigned char[]){0, 48, 3, 0, 1, 3, 0, 48, 3, 0, 2, 3, 0, 68, 2, 1, 2}, 2, (const short[][2]){{48, 1}, {68, 1}} },
    {17, (const unsigned char[]){0, 48, 3, 0, 1, 3, 0, 48, 3, 0, 2, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{48, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 3, 0, 69, 2, 0, 2}, 2, (const short[][2]){{48, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 3, 0, 69, 2, 1, 2}, 2, (const short[][2]){{48, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 3, 0, 69, 2, 2, 3}, 2, (const short[][2]){{48, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{48, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 3, 0, 70, 2, 2, 3}, 2, (const short[][2]){{48, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 3, 0, 71, 2, 1, 2}, 2, (const short[][2]){{48, 1}, {71, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 1, 3, 0, 71, 2, 2, 3}, 2, (const short[][2]){{48, 1}, {71, 1}} },
    {17, (const unsigned char[]){0, 48, 3, 0, 2, 3, 0, 48, 3, 1, 2, 3, 0, 68, 2, 0, 1}, 2, (const short[][2]){{48, 1}, {68, 1}} },
    {17, (const unsigned char[]){0, 48, 3, 0, 2, 3, 0, 48, 3, 1, 2, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{48, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 2, 3, 0, 69, 2, 0, 1}, 2, (const short[][2]){{48, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 2, 3, 0, 69, 2, 1, 2}, 2, (const short[][2]){{48, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 2, 3, 0, 69, 2, 1, 3}, 2, (const short[][2]){{48, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 2, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{48, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 2, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{48, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 2, 3, 0, 71, 2, 0, 1}, 2, (const short[][2]){{48, 1}, {71, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 0, 2, 3, 0, 71, 2, 1, 2}, 2, (const short[][2]){{48, 1}, {71, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 1, 2, 3, 0, 69, 2, 0, 2}, 2, (const short[][2]){{48, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 1, 2, 3, 0, 69, 2, 0, 3}, 2, (const short[][2]){{48, 1}, {69, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 1, 2, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{48, 1}, {70, 1}} },
    {11, (const unsigned char[]){0, 48, 3, 1, 2, 3, 0, 71, 2, 0, 1}, 2, (const short[][2]){{48, 1}, {71, 1}} },
    {30, (const unsigned char[]){0, 68, 2, 0, 1, 0, 68, 2, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 69, 2, 1, 2, 0, 69, 2, 1, 3}, 2, (const short[][2]){{68, 2}, {69, 1}} },
    {30, (const unsigned char[]){0, 68, 2, 0, 1, 0, 68, 2, 2, 3, 0, 70, 2, 0, 2, 0, 70, 2, 0, 3, 0, 70, 2, 1, 2, 0, 70, 2, 1, 3}, 2, (const short[][2]){{68, 2}, {70, 1}} },
    {30, (const unsigned char[]){0, 68, 2, 0, 1, 0, 68, 2, 2, 3, 0, 71, 2, 0, 2, 0, 71, 2, 0, 3, 0, 71, 2, 1, 2, 0, 71, 2, 1, 3}, 2, (const short[][2]){{68, 2}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 0, 1, 0, 69, 2, 0, 2, 0, 69, 2, 1, 2}, 2, (const short[][2]){{68, 1}, {69, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 0, 1, 0, 69, 2, 0, 2, 0, 69, 2, 1, 2, 0, 70, 2, 2, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 0, 1, 0, 69, 2, 0, 2, 0, 69, 2, 1, 2, 0, 71, 2, 2, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 0, 1, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3}, 2, (const short[][2]){{68, 1}, {69, 1}} },
    {25, (const unsigned char[]){0, 68, 2, 0, 1, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3, 0, 70, 2, 0, 2, 0, 70, 2, 1, 2}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 0, 1, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3, 0, 70, 2, 2, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {25, (const unsigned char[]){0, 68, 2, 0, 1, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3, 0, 71, 2, 0, 2, 0, 71, 2, 1, 2}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 0, 1, 0, 69, 2, 0, 3, 0, 69, 2, 1, 3, 0, 71, 2, 2, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 0, 1, 0, 69, 2, 2, 3, 0, 70, 2, 0, 2, 0, 70, 2, 1, 2}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 0, 1, 0, 69, 2, 2, 3, 0, 71, 2, 0, 2, 0, 71, 2, 1, 2}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 0, 1, 0, 70, 2, 0, 2, 0, 70, 2, 1, 2}, 2, (const short[][2]){{68, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 0, 1, 0, 70, 2, 0, 3, 0, 70, 2, 1, 3}, 2, (const short[][2]){{68, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 0, 1, 0, 71, 2, 0, 2, 0, 71, 2, 1, 2}, 2, (const short[][2]){{68, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 0, 1, 0, 71, 2, 0, 3, 0, 71, 2, 1, 3}, 2, (const short[][2]){{68, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 1, 2, 0, 69, 2, 0, 1, 0, 69, 2, 0, 2}, 2, (const short[][2]){{68, 1}, {69, 1}} },
    {25, (const unsigned char[]){0, 68, 2, 1, 2, 0, 69, 2, 0, 1, 0, 69, 2, 0, 2, 0, 70, 2, 1, 3, 0, 70, 2, 2, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {25, (const unsigned char[]){0, 68, 2, 1, 2, 0, 69, 2, 0, 1, 0, 69, 2, 0, 2, 0, 71, 2, 1, 3, 0, 71, 2, 2, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 1, 2, 0, 69, 2, 0, 3, 0, 70, 2, 0, 1, 0, 70, 2, 0, 2}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 1, 2, 0, 69, 2, 0, 3, 0, 70, 2, 1, 3, 0, 70, 2, 2, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 1, 2, 0, 69, 2, 0, 3, 0, 71, 2, 0, 1, 0, 71, 2, 0, 2}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 1, 2, 0, 69, 2, 0, 3, 0, 71, 2, 1, 3, 0, 71, 2, 2, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 1, 2, 0, 69, 2, 1, 3, 0, 69, 2, 2, 3}, 2, (const short[][2]){{68, 1}, {69, 1}} },
    {25, (const unsigned char[]){0, 68, 2, 1, 2, 0, 69, 2, 1, 3, 0, 69, 2, 2, 3, 0, 70, 2, 0, 1, 0, 70, 2, 0, 2}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {25, (const unsigned char[]){0, 68, 2, 1, 2, 0, 69, 2, 1, 3, 0, 69, 2, 2, 3, 0, 71, 2, 0, 1, 0, 71, 2, 0, 2}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 1, 2, 0, 70, 2, 0, 1, 0, 70, 2, 0, 2}, 2, (const short[][2]){{68, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 1, 2, 0, 70, 2, 1, 3, 0, 70, 2, 2, 3}, 2, (const short[][2]){{68, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 1, 2, 0, 71, 2, 0, 1, 0, 71, 2, 0, 2}, 2, (const short[][2]){{68, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 1, 2, 0, 71, 2, 1, 3, 0, 71, 2, 2, 3}, 2, (const short[][2]){{68, 1}, {71, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 2, 3, 0, 69, 2, 0, 1, 0, 70, 2, 1, 2, 0, 70, 2, 1, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 2, 3, 0, 69, 2, 0, 1, 0, 71, 2, 1, 2, 0, 71, 2, 1, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3}, 2, (const short[][2]){{68, 1}, {69, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 70, 2, 0, 1}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {25, (const unsigned char[]){0, 68, 2, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 70, 2, 1, 2, 0, 70, 2, 1, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 71, 2, 0, 1}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {25, (const unsigned char[]){0, 68, 2, 2, 3, 0, 69, 2, 0, 2, 0, 69, 2, 0, 3, 0, 71, 2, 1, 2, 0, 71, 2, 1, 3}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 2, 3, 0, 69, 2, 1, 2, 0, 69, 2, 1, 3}, 2, (const short[][2]){{68, 1}, {69, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 2, 3, 0, 69, 2, 1, 2, 0, 69, 2, 1, 3, 0, 70, 2, 0, 1}, 3, (const short[][2]){{68, 1}, {69, 1}, {70, 1}} },
    {20, (const unsigned char[]){0, 68, 2, 2, 3, 0, 69, 2, 1, 2, 0, 69, 2, 1, 3, 0, 71, 2, 0, 1}, 3, (const short[][2]){{68, 1}, {69, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 2, 3, 0, 70, 2, 0, 2, 0, 70, 2, 0, 3}, 2, (const short[][2]){{68, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 2, 3, 0, 70, 2, 1, 2, 0, 70, 2, 1, 3}, 2, (const short[][2]){{68, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 2, 3, 0, 71, 2, 0, 2, 0, 71, 2, 0, 3}, 2, (const short[][2]){{68, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 68, 2, 2, 3, 0, 71, 2, 1, 2, 0, 71, 2, 1, 3}, 2, (const short[][2]){{68, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 1, 0, 69, 2, 2, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{69, 2}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 1, 0, 69, 2, 2, 3, 0, 71, 2, 1, 2}, 2, (const short[][2]){{69, 2}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 1, 0, 70, 2, 1, 2}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 1, 0, 70, 2, 1, 3}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 1, 0, 71, 2, 1, 2}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 1, 0, 71, 2, 1, 3}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 2, 0, 69, 2, 1, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{69, 2}, {70, 1}} },
    {20, (const unsigned char[]){0, 69, 2, 0, 2, 0, 69, 2, 1, 3, 0, 70, 2, 0, 1, 0, 70, 2, 2, 3}, 2, (const short[][2]){{69, 2}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 2, 0, 69, 2, 1, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{69, 2}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 2, 0, 69, 2, 1, 3, 0, 70, 2, 2, 3}, 2, (const short[][2]){{69, 2}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 2, 0, 69, 2, 1, 3, 0, 71, 2, 0, 1}, 2, (const short[][2]){{69, 2}, {71, 1}} },
    {20, (const unsigned char[]){0, 69, 2, 0, 2, 0, 69, 2, 1, 3, 0, 71, 2, 0, 1, 0, 71, 2, 2, 3}, 2, (const short[][2]){{69, 2}, {71, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 2, 0, 69, 2, 1, 3, 0, 71, 2, 1, 2}, 2, (const short[][2]){{69, 2}, {71, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 2, 0, 69, 2, 1, 3, 0, 71, 2, 2, 3}, 2, (const short[][2]){{69, 2}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 2, 0, 70, 2, 0, 1}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 2, 0, 70, 2, 0, 1, 0, 71, 2, 2, 3}, 3, (const short[][2]){{69, 1}, {70, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 2, 0, 70, 2, 1, 2}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 2, 0, 70, 2, 2, 3}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 2, 0, 70, 2, 2, 3, 0, 71, 2, 0, 1}, 3, (const short[][2]){{69, 1}, {70, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 2, 0, 71, 2, 0, 1}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 2, 0, 71, 2, 1, 2}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 2, 0, 71, 2, 2, 3}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 3, 0, 69, 2, 1, 2, 0, 70, 2, 0, 1}, 2, (const short[][2]){{69, 2}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 3, 0, 69, 2, 1, 2, 0, 70, 2, 2, 3}, 2, (const short[][2]){{69, 2}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 3, 0, 69, 2, 1, 2, 0, 71, 2, 0, 1}, 2, (const short[][2]){{69, 2}, {71, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 3, 0, 69, 2, 1, 2, 0, 71, 2, 2, 3}, 2, (const short[][2]){{69, 2}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 0, 3, 0, 70, 2, 0, 1, 0, 70, 2, 2, 3}, 2, (const short[][2]){{69, 1}, {70, 2}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 3, 0, 70, 2, 0, 2}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 3, 0, 70, 2, 1, 3}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 3, 0, 70, 2, 2, 3}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 3, 0, 71, 2, 0, 1}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 3, 0, 71, 2, 0, 2}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 3, 0, 71, 2, 1, 3}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 0, 3, 0, 71, 2, 2, 3}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 1, 2, 0, 70, 2, 0, 1}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 1, 2, 0, 70, 2, 0, 1, 0, 70, 2, 2, 3}, 2, (const short[][2]){{69, 1}, {70, 2}} },
    {10, (const unsigned char[]){0, 69, 2, 1, 2, 0, 70, 2, 2, 3}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 1, 2, 0, 71, 2, 0, 1}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 1, 2, 0, 71, 2, 2, 3}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 1, 3, 0, 70, 2, 0, 1}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 1, 3, 0, 70, 2, 0, 1, 0, 71, 2, 2, 3}, 3, (const short[][2]){{69, 1}, {70, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 1, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 1, 3, 0, 70, 2, 2, 3}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {15, (const unsigned char[]){0, 69, 2, 1, 3, 0, 70, 2, 2, 3, 0, 71, 2, 0, 1}, 3, (const short[][2]){{69, 1}, {70, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 1, 3, 0, 71, 2, 0, 1}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 1, 3, 0, 71, 2, 1, 2}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 1, 3, 0, 71, 2, 2, 3}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 2, 3, 0, 70, 2, 0, 2}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 2, 3, 0, 70, 2, 1, 2}, 2, (const short[][2]){{69, 1}, {70, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 2, 3, 0, 71, 2, 0, 2}, 2, (const short[][2]){{69, 1}, {71, 1}} },
    {10, (const unsigned char[]){0, 69, 2, 2, 3, 0, 71, 2, 1, 2}, 2, (const short[][2]){{69, 1}, {71, 1}} },
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
    const mjc_int o_min_fan = deal->options[0];
    const mjc_int o_concealed_special_self_draw = deal->options[1];
    const mjc_int o_terminals_double_pung = deal->options[2];
    const mjc_int o_nine_gates_yaojiu = deal->options[3];
    const mjc_int o_fifth_copy_waits = deal->options[4];
    const mjc_int o_green_half_flush = deal->options[5];
    const mjc_int o_middle_tiles_no_honors = deal->options[6];
    const mjc_int o_kong_pair_5 = deal->options[7];
    const mjc_int o_min_fan_counts_flowers = deal->options[8];
    const mjc_int o_false_win_below_minimum = deal->options[9];
    mjc_int f_kong_replacement = win->flag[0];
    mjc_int f_last_of_kind = win->flag[6];
    mjc_int f_last_tile = win->flag[5];
    mjc_ints hand_tiles = player->hand;  /* sorted as read */
    if (win->declared < 0) mjc_insert_sorted(&hand_tiles, win->win_tile);
    mjc_int d_unique_wait = 0; int done_d_unique_wait = 0;
    mjc_ints b_waits = {0}; int done_b_waits = 0;
    mjc_int b_by = win->by;
    mjc_int b_discarder = win->source;
    mjc_int b_flowers = player->flower_count;
    mjc_ints b_hand_tiles = hand_tiles;
    mjc_groups b_kongs = mjc_sets_of_kinds(player->melds, 1 << KONG);
    mjc_groups b_melds = player->melds;
    mjc_ints b_others = mjc_others_of(win->winner);
    mjc_int b_round_wind = (27 + deal->round_wind);
    mjc_int b_seat_wind = mjc_seat_wind(deal->dealer, win->winner);
    mjc_int b_self_drawn = (win->by == SELF_DRAW);
    mjc_ints b_tiles = mjc_all_tiles(hand_tiles, player->melds);
    mjc_int b_win_tile = win->win_tile;
    mjc_int b_winner = win->winner;
    mjc_int d_claimed_melds;
    mjc_int d_melded_kongs;
    mjc_int d_concealed_kongs;
    mjc_int d_kong_count;
    mjc_ints d_numbered;
    mjc_int d_honors_present;
    mjc_int d_suits_present;
    mjc_int d_nine_gates_hand;
    mjc_int d_tile_hogs;
    mjc_int n_four_kongs;
    mjc_int n_concealed_and_melded_kong;
    mjc_int p_nine_gates;
    mjc_int n_nine_gates;
    mjc_int n_three_kongs;
    mjc_int n_two_concealed_kongs;
    mjc_int n_concealed_kong;
    mjc_int n_last_tile_claim;
    mjc_int n_last_tile_draw;
    mjc_int n_robbing_the_kong;
    mjc_int n_last_tile_fan;
    mjc_int n_melded_hand;
    mjc_int n_two_melded_kongs;
    mjc_int n_melded_kong;
    mjc_int n_out_with_replacement_tile;
    mjc_int n_flower_tiles_fan;
    mjc_int s_flower_fan;
    mjc_int d_base_points;
    mjc_int d_normal;
    mjc_int d_pair_tile;
    mjc_int d_dark_pungs;
    mjc_groups d_dragon_pungs;
    mjc_groups d_groups;
    mjc_int p_all_terminals;
    mjc_int p_big_three_winds;
    mjc_int d_yaojiu_pungs;
    mjc_int n_pure_terminal_chows;
    mjc_int n_seven_shifted_pairs;
    mjc_int n_three_suited_terminal_chows;
    mjc_int n_all_chows;
    mjc_int n_all_even_pungs;
    mjc_int n_all_five;
    mjc_int p_all_green;
    mjc_int n_all_green;
    mjc_int n_all_honors;
    mjc_int n_all_terminals;
    mjc_int n_all_terminals_and_honors;
    mjc_int p_big_four_winds;
    mjc_int n_big_four_winds;
    mjc_int n_four_concealed_pungs;
    mjc_int p_four_pure_shifted_pungs;
    mjc_int n_four_pure_shifted_pungs;
    mjc_int n_all_pungs;
    mjc_int p_middle_tiles;
    mjc_int n_middle_tiles;
    mjc_int n_all_simples;
    mjc_int n_greater_honors_and_knitted_tiles;
    mjc_int n_lesser_honors_and_knitted_tiles;
    mjc_int n_thirteen_orphans;
    mjc_int n_all_types;
    mjc_int p_big_three_dragons;
    mjc_int n_big_three_dragons;
    mjc_int n_little_four_winds;
    mjc_int n_big_three_winds;
    mjc_int n_edge_wait;
    mjc_int n_closed_wait;
    mjc_int n_seven_pairs;
    mjc_int n_concealed_hand;
    mjc_int p_triple_pung;
    mjc_int n_triple_pung;
    mjc_int p_double_pung;
    mjc_int n_double_pung;
    mjc_int n_little_three_dragons;
    mjc_int p_two_dragons_pungs;
    mjc_int n_two_dragons_pungs;
    mjc_int n_dragon_pung;
    mjc_int p_four_pure_shifted_chows;
    mjc_int n_four_pure_shifted_chows;
    mjc_int n_full_flush;
    mjc_int n_fully_concealed_hand;
    mjc_int n_half_flush;
    mjc_int n_knitted_straight;
    mjc_int n_lower_tiles;
    mjc_int n_lower_four;
    mjc_int p_mixed_double_chow;
    mjc_int n_mixed_double_chow;
    mjc_int p_mixed_shifted_chows;
    mjc_int n_mixed_shifted_chows;
    mjc_int p_mixed_shifted_pungs;
    mjc_int n_mixed_shifted_pungs;
    mjc_int p_mixed_straight;
    mjc_int n_mixed_straight;
    mjc_int p_mixed_triple_chow;
    mjc_int n_mixed_triple_chow;
    mjc_int n_upper_tiles;
    mjc_int n_upper_four;
    mjc_int n_no_honors;
    mjc_int n_reversible_tiles;
    mjc_int n_one_voided_suit;
    mjc_int n_outside_hand;
    mjc_int n_prevalent_wind_pung;
    mjc_int n_pung_of_terminals_or_honors;
    mjc_int p_quadruple_chow;
    mjc_int n_quadruple_chow;
    mjc_int p_pure_triple_chow;
    mjc_int n_pure_triple_chow;
    mjc_int p_pure_double_chow;
    mjc_int n_pure_double_chow;
    mjc_int p_pure_shifted_chows;
    mjc_int n_pure_shifted_chows;
    mjc_int p_pure_shifted_pungs;
    mjc_int n_pure_shifted_pungs;
    mjc_int p_pure_straight;
    mjc_int n_pure_straight;
    mjc_int n_seat_wind_pung;
    mjc_int n_self_drawn_win;
    mjc_int p_short_straight;
    mjc_int n_short_straight;
    mjc_int n_single_wait;
    mjc_int n_three_concealed_pungs;
    mjc_int n_tile_hog;
    mjc_int n_two_concealed_pungs;
    mjc_int p_two_terminal_chows;
    mjc_int n_two_terminal_chows;
    mjc_int s_fan;
    mjc_int n_chicken_hand;
    mjc_int s_chicken;
    mjc_int d_false_win;
    static mjc_instances r_found_0;
    unsigned char r_ids_0[N_PATTERNS];
    mjc_int r_counts_0[N_PATTERNS];
    static mjc_instances r_found_1;
    unsigned char r_ids_1[N_PATTERNS];
    mjc_int r_counts_1[N_PATTERNS];
    mjc_groups b_chows;
    mjc_groups b_pairs;
    mjc_groups b_pungs;
    mjc_groups b_sets;
    mjc_int b_shape;
    mjc_arrange(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 0, win->declared, &ARRANGEMENTS);
    if (ARRANGEMENTS.n == 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);  /* nothing else of it is worked out */
    d_claimed_melds = ({ const mjc_groups *_t180 = &b_melds; mjc_int _t182 = 0; for (int _t181 = 0; _t181 < _t180->n; _t181++) { if (mjc_in_mask(MASK_12, _t180->v[_t181]->source)) _t182++; } _t182; });  /* claimed_melds: specs/mcr.yaml:154 */
    d_melded_kongs = ({ const mjc_groups *_t183 = &b_kongs; mjc_int _t185 = 0; for (int _t184 = 0; _t184 < _t183->n; _t184++) { if (mjc_in_mask(MASK_13, _t183->v[_t184]->concealed)) _t185++; } _t185; });  /* melded_kongs: specs/mcr.yaml:157 */
    d_concealed_kongs = ({ const mjc_groups *_t186 = &b_kongs; mjc_int _t188 = 0; for (int _t187 = 0; _t187 < _t186->n; _t187++) { if (mjc_in_mask(MASK_14, _t186->v[_t187]->concealed)) _t188++; } _t188; });  /* concealed_kongs: specs/mcr.yaml:160 */
    d_kong_count = (b_kongs).n;  /* kong_count: specs/mcr.yaml:174 */
    d_numbered = ({ const mjc_ints *_t189 = &b_tiles; mjc_ints _t191; _t191.n = 0; for (int _t190 = 0; _t190 < _t189->n; _t190++) { if (mjc_in_mask(MASK_15, _t189->v[_t190])) mjc_push(&_t191, _t189->v[_t190]); } _t191; });  /* numbered: specs/mcr.yaml:176 */
    d_honors_present = ({ const mjc_ints *_t192 = &b_tiles; mjc_int _t194 = 0; for (int _t193 = 0; _t193 < _t192->n; _t193++) { if (mjc_in_mask(MASK_0, _t192->v[_t193])) { _t194 = 1; break; } } _t194; });  /* honors_present: specs/mcr.yaml:178 */
    d_suits_present = (({ const mjc_ints *_t195 = &d_numbered; mjc_ints _t197; _t197.n = 0; uint64_t _t199 = 0; for (int _t196 = 0; _t196 < _t195->n; _t196++) { mjc_int v_t = _t195->v[_t196]; mjc_int _t198 = mjc_suit(v_t); if (mjc_first_seen(&_t197, &_t199, _t198)) mjc_push(&_t197, _t198); } _t197; })).n;  /* suits_present: specs/mcr.yaml:180 */
    d_nine_gates_hand = ((mjc_int)((((mjc_int)((d_claimed_melds == d_kong_count) && (d_kong_count == ((mjc_int)0LL))))) && (({ const mjc_ints *_t200 = &b_tiles; (mjc_int)(_t200->n > 0 && mjc_suit(_t200->v[0]) == mjc_suit(_t200->v[_t200->n - 1])); })) && ((mjc_suit(b_win_tile) < 3)) && (({ const mjc_ints _t201_v = ({ mjc_ints _t204; _t204.n = 0; mjc_push(&_t204, ((mjc_int)1LL)); mjc_push(&_t204, ((mjc_int)9LL)); _t204; }); const mjc_ints *_t201 = &_t201_v;  mjc_int _t203 = 1; for (int _t202 = 0; _t202 < _t201->n; _t202++) { mjc_int v_n = _t201->v[_t202];  if (!(({ mjc_int _t210 = mjc_sub(((((mjc_int)((b_hand_tiles).n >= 1))) ? ({ const mjc_ints *_t205 = &b_hand_tiles;  mjc_int _t207 = 0; for (int _t206 = 0; _t206 < _t205->n; _t206++) { mjc_int v_t = _t205->v[_t206];  if (({ mjc_int _t208 = mjc_number(v_t); (mjc_int)((_t208 == v_n)); })) _t207++; } _t207; }) : ((mjc_int)0LL)), ((({ mjc_int _t209 = mjc_number(b_win_tile); (mjc_int)((_t209 == v_n)); })) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t210 == ((mjc_int)3LL))); }))) { _t203 = 0; break; } } _t203; })) && (({ const mjc_ints _t211_v = ({ mjc_ints _t214; _t214.n = 0; mjc_push(&_t214, ((mjc_int)2LL)); mjc_push(&_t214, ((mjc_int)3LL)); mjc_push(&_t214, ((mjc_int)4LL)); mjc_push(&_t214, ((mjc_int)5LL)); mjc_push(&_t214, ((mjc_int)6LL)); mjc_push(&_t214, ((mjc_int)7LL)); mjc_push(&_t214, ((mjc_int)8LL)); _t214; }); const mjc_ints *_t211 = &_t211_v;  mjc_int _t213 = 1; for (int _t212 = 0; _t212 < _t211->n; _t212++) { mjc_int v_n = _t211->v[_t212];  if (!(({ mjc_int _t220 = mjc_sub(((((mjc_int)((b_hand_tiles).n >= 1))) ? ({ const mjc_ints *_t215 = &b_hand_tiles;  mjc_int _t217 = 0; for (int _t216 = 0; _t216 < _t215->n; _t216++) { mjc_int v_t = _t215->v[_t216];  if (({ mjc_int _t218 = mjc_number(v_t); (mjc_int)((_t218 == v_n)); })) _t217++; } _t217; }) : ((mjc_int)0LL)), ((({ mjc_int _t219 = mjc_number(b_win_tile); (mjc_int)((_t219 == v_n)); })) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t220 == ((mjc_int)1LL))); }))) { _t213 = 0; break; } } _t213; }))));  /* nine_gates_hand: specs/mcr.yaml:186 */
    done_d_unique_wait = 0;  /* worked out where first read */
    d_tile_hogs = mjc_sub(({ const mjc_ints *_t221 = &b_tiles; mjc_held_times(_t221, 4, 1); }), d_kong_count);  /* tile_hogs: specs/mcr.yaml:214 */
    n_four_kongs = ((((mjc_int)((d_kong_count == ((mjc_int)4LL)))))) ? 1 : 0;  /* four_kongs: specs/mcr.yaml:272 */
    n_concealed_and_melded_kong = ((((mjc_int)((o_kong_pair_5) && (((mjc_int)((d_concealed_kongs == d_melded_kongs) && (d_melded_kongs == ((mjc_int)1LL))))) && (((mjc_int)((d_kong_count == ((mjc_int)2LL))))))))) ? 1 : 0;  /* concealed_and_melded_kong: specs/mcr.yaml:596 */
    p_nine_gates = d_nine_gates_hand;  /* nine_gates: specs/mcr.yaml:266 */
    n_nine_gates = (p_nine_gates) ? 1 : 0;  /* nine_gates: specs/mcr.yaml:266 */
    n_three_kongs = (!n_four_kongs && (((mjc_int)((d_kong_count == ((mjc_int)3LL)))))) ? 1 : 0;  /* three_kongs: specs/mcr.yaml:360 */
    n_two_concealed_kongs = (!n_four_kongs && !n_three_kongs && (((mjc_int)((d_concealed_kongs == d_kong_count) && (d_kong_count == ((mjc_int)2LL)))))) ? 1 : 0;  /* two_concealed_kongs: specs/mcr.yaml:582 */
    n_concealed_kong = (!n_four_kongs && !n_three_kongs && !n_two_concealed_kongs && !n_concealed_and_melded_kong && (((mjc_int)((d_concealed_kongs >= ((mjc_int)1LL)))))) ? 1 : 0;  /* concealed_kong: specs/mcr.yaml:673 */
    n_last_tile_claim = ((((mjc_int)((f_last_tile) && ((!b_self_drawn)))))) ? 1 : 0;  /* last_tile_claim: specs/mcr.yaml:536 */
    n_last_tile_draw = ((((mjc_int)((f_last_tile) && (b_self_drawn))))) ? 1 : 0;  /* last_tile_draw: specs/mcr.yaml:530 */
    n_robbing_the_kong = ((((mjc_int)((b_by == ((mjc_int)2)))))) ? 1 : 0;  /* robbing_the_kong: specs/mcr.yaml:547 */
    n_last_tile_fan = (!n_robbing_the_kong && (((mjc_int)((((mjc_int)((f_last_of_kind) && (({ mjc_int _t121 = ({ const mjc_ints *_t118 = &b_hand_tiles;  mjc_int _t120 = 0; for (int _t119 = 0; _t119 < _t118->n; _t119++) { mjc_int v_t = _t118->v[_t119];  if (((mjc_int)((v_t == b_win_tile)))) _t120++; } _t120; }); (mjc_int)((_t121 == ((mjc_int)1LL))); }))))) || (({ mjc_int _t125 = ({ const mjc_ints _t122_v = mjc_tiles_of(b_melds); const mjc_ints *_t122 = &_t122_v;  mjc_int _t124 = 0; for (int _t123 = 0; _t123 < _t122->n; _t123++) { mjc_int v_t = _t122->v[_t123];  if (((mjc_int)((v_t == b_win_tile)))) _t124++; } _t124; }); (mjc_int)((_t125 == ((mjc_int)3LL))); })))))) ? 1 : 0;  /* last_tile_fan: specs/mcr.yaml:623 */
    n_melded_hand = ((((mjc_int)((((mjc_int)((d_claimed_melds == ((mjc_int)4LL))))) && ((!b_self_drawn)))))) ? 1 : 0;  /* melded_hand: specs/mcr.yaml:576 */
    n_two_melded_kongs = (!n_four_kongs && !n_three_kongs && (((mjc_int)((d_melded_kongs == d_kong_count) && (d_kong_count == ((mjc_int)2LL)))))) ? 1 : 0;  /* two_melded_kongs: specs/mcr.yaml:617 */
    n_melded_kong = (!n_four_kongs && !n_three_kongs && !n_concealed_and_melded_kong && !n_two_melded_kongs && (((mjc_int)((d_melded_kongs >= ((mjc_int)1LL)))))) ? 1 : 0;  /* melded_kong: specs/mcr.yaml:717 */
    n_out_with_replacement_tile = ((f_kong_replacement)) ? 1 : 0;  /* out_with_replacement_tile: specs/mcr.yaml:541 */
    n_flower_tiles_fan = ((((mjc_int)((b_flowers > ((mjc_int)0LL)))))) ? mjc_max2(0, b_flowers) : 0;  /* flower_tiles_fan: specs/mcr.yaml:760 */
    s_flower_fan = n_flower_tiles_fan;  /* flower_fan */
    d_base_points = ((mjc_int)8LL);  /* base_points: specs/mcr.yaml:231 */

    int best = -1;
    mjc_int best_value = 0;
    const mjc_arrangement *arr = NULL;
    for (int ai = 0; ai < ARRANGEMENTS.n; ai++) {
        arr = &ARRANGEMENTS.a[ai];
        b_chows = mjc_sets_of_kinds(arr->sets, 1 << CHOW);
        b_pairs = arr->pairs;
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        d_normal = ((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) || (((mjc_int)((b_shape == SHAPE_PAIRS7))))));  /* normal: specs/mcr.yaml:148 */
        d_pair_tile = ({ const mjc_groups *_t222 = &b_pairs; _t222->n ? mjc_real(_t222->v[0])->tile : NO_SEAT; });  /* pair_tile: specs/mcr.yaml:151 */
        d_dark_pungs = mjc_add(((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t223 = &b_pungs;  mjc_int _t225 = 0; for (int _t224 = 0; _t224 < _t223->n; _t224++) { const mjc_group * v_s = _t223->v[_t224]; if (!(((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!mjc_real(v_s)->declared)))))) continue;  if (((mjc_int)((b_self_drawn) || (({ mjc_int _t226 = mjc_real(v_s)->tile; (mjc_int)((_t226 != b_win_tile)); })) || (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t227 = &b_chows;  mjc_int _t229 = 0; for (int _t228 = 0; _t228 < _t227->n; _t228++) { const mjc_group * v_c = _t227->v[_t228]; if (!((!mjc_real(v_c)->declared))) continue;  if (((mjc_int)(mjc_group_has_tile(v_c, b_win_tile)))) { _t229 = 1; break; } } _t229; }) : ((mjc_int)0)))))) _t225++; } _t225; }) : ((mjc_int)0LL)), d_concealed_kongs);  /* dark_pungs: specs/mcr.yaml:171 */
        d_dragon_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t230 = &b_pungs; mjc_groups _t232; _t232.n = 0; for (int _t231 = 0; _t231 < _t230->n; _t231++) { const mjc_group * v_s = _t230->v[_t231]; if (mjc_is_dragon(mjc_real(v_s)->tile)) mjc_push_group(&_t232, v_s); } _t232; }) : ((mjc_groups){0}));  /* dragon_pungs: specs/mcr.yaml:184 */
        d_groups = mjc_concat(b_sets, b_pairs);  /* groups: specs/mcr.yaml:199 */
        p_all_terminals = ((mjc_int)((d_normal) && (({ const mjc_ints *_t233 = &b_tiles; mjc_int _t235 = 1; for (int _t234 = 0; _t234 < _t233->n; _t234++) { if (!(mjc_in_mask(MASK_2, _t233->v[_t234]))) { _t235 = 0; break; } } _t235; }))));  /* all_terminals: specs/mcr.yaml:293 */
        {  /* the relation patterns over one list: big_four_winds: specs/mcr.yaml:246 */
            mjc_groups r_items = mjc_by_tile(b_pungs);
            r_found_0.n = 0;
            r_ids_0[0] = 0; r_counts_0[0] = 0; r_ids_0[1] = 0; r_counts_0[1] = 0; r_ids_0[14] = 0; r_counts_0[14] = 0; r_ids_0[23] = 0; r_counts_0[23] = 0; r_ids_0[31] = 0; r_counts_0[31] = 0; r_ids_0[37] = 0; r_counts_0[37] = 0; r_ids_0[41] = 0; r_counts_0[41] = 0; r_ids_0[52] = 0; r_counts_0[52] = 0; r_ids_0[64] = 0; r_counts_0[64] = 0;
            if (r_items.n >= 2) {
                mjc_ints r_tiles; r_tiles.n = 0;
                for (int i = 0; i < r_items.n; i++) r_tiles.v[r_tiles.n++] = r_items.v[i]->tile;
                mjc_relation_found(&r_tiles, RELATIONS_0, 3, &r_found_0);
                if (((mjc_int)((o_terminals_double_pung) || ((!p_all_terminals))))) mjc_relation_found(&r_tiles, RELATION_INDEX_64, 1, &r_found_0);
                mjc_sort_instances(&r_found_0);  /* in pattern order, then combination order: ties go to the first */
                for (int i = 0; i < r_found_0.n; i++) r_ids_0[r_found_0.v[i].pattern] = 1;
                static const mjc_int values[N_PATTERNS] = {[0] = 88, [1] = 88, [14] = 48, [23] = 24, [31] = 16, [37] = 12, [41] = 8, [52] = 6, [64] = 2};
                mjc_choose_relations(&r_found_0, values, RELATION_CHOICES_0, 27, r_counts_0);
            }
        }
        p_big_three_winds = r_ids_0[37];  /* big_three_winds: specs/mcr.yaml:499 */
        d_yaojiu_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t236 = &b_pungs;  mjc_int _t238 = 0; for (int _t237 = 0; _t237 < _t236->n; _t237++) { const mjc_group * v_s = _t236->v[_t237];  if (((mjc_int)((((mjc_int)((mjc_is_terminal(mjc_real(v_s)->tile)) || (mjc_is_wind(mjc_real(v_s)->tile))))) && ((!((mjc_int)((mjc_is_wind(mjc_real(v_s)->tile)) && (((mjc_int)((p_big_three_winds) || (({ mjc_int _t239 = mjc_real(v_s)->tile; (mjc_int)((_t239 == b_seat_wind)); })) || (({ mjc_int _t240 = mjc_real(v_s)->tile; (mjc_int)((_t240 == b_round_wind)); })))))))))))) _t238++; } _t238; }) : ((mjc_int)0LL));  /* yaojiu_pungs: specs/mcr.yaml:217 */
        n_pure_terminal_chows = ((((mjc_int)((({ mjc_int _t26 = (b_chows).n; (mjc_int)((_t26 == ((mjc_int)4LL))); })) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (({ mjc_int _t27 = mjc_number(d_pair_tile); (mjc_int)((_t27 == ((mjc_int)5LL))); })) && (((mjc_int)((b_chows).n >= 2))) && (({ mjc_int _t34 = ({ const mjc_groups *_t28 = &b_chows;  mjc_int _t30 = 0; for (int _t29 = 0; _t29 < _t28->n; _t29++) { const mjc_group * v_c = _t28->v[_t29];  if (((mjc_int)((({ mjc_int _t31 = mjc_suit(mjc_real(v_c)->tile); mjc_int _t32 = mjc_suit(d_pair_tile); (mjc_int)((_t31 == _t32)); })) && (({ mjc_int _t33 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t33 == ((mjc_int)1LL))); }))))) _t30++; } _t30; }); (mjc_int)((_t34 == ((mjc_int)2LL))); })) && (((mjc_int)((b_chows).n >= 2))) && (({ mjc_int _t41 = ({ const mjc_groups *_t35 = &b_chows;  mjc_int _t37 = 0; for (int _t36 = 0; _t36 < _t35->n; _t36++) { const mjc_group * v_c = _t35->v[_t36];  if (((mjc_int)((({ mjc_int _t38 = mjc_suit(mjc_real(v_c)->tile); mjc_int _t39 = mjc_suit(d_pair_tile); (mjc_int)((_t38 == _t39)); })) && (({ mjc_int _t40 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t40 == ((mjc_int)7LL))); }))))) _t37++; } _t37; }); (mjc_int)((_t41 == ((mjc_int)2LL))); })))))) ? 1 : 0;  /* pure_terminal_chows: specs/mcr.yaml:323 */
        n_seven_shifted_pairs = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_PAIRS7)))) && (({ const mjc_ints *_t0 = &b_tiles; (mjc_int)(_t0->n > 0 && mjc_suit(_t0->v[0]) == mjc_suit(_t0->v[_t0->n - 1])); })) && ((mjc_suit(b_win_tile) < 3)) && (({ mjc_int _t6 = (({ const mjc_ints *_t1 = &b_tiles; mjc_ints _t3; _t3.n = 0; uint64_t _t5 = 0; for (int _t2 = 0; _t2 < _t1->n; _t2++) { mjc_int v_t = _t1->v[_t2]; mjc_int _t4 = v_t; if (mjc_first_seen(&_t3, &_t5, _t4)) mjc_push(&_t3, _t4); } _t3; })).n; (mjc_int)((_t6 == ((mjc_int)7LL))); })) && (({ mjc_int _t17 = mjc_sub(((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t7 = &b_tiles; mjc_int _t9 = 0; int _t10 = 0; for (int _t8 = 0; _t8 < _t7->n; _t8++) { mjc_int v_t = _t7->v[_t8]; mjc_int _t11 = mjc_number(v_t); if (!_t10 || _t11 > _t9) { _t9 = _t11; _t10 = 1; } } _t9; }) : ((mjc_int)0LL)), ((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t12 = &b_tiles; mjc_int _t14 = 0; int _t15 = 0; for (int _t13 = 0; _t13 < _t12->n; _t13++) { mjc_int v_t = _t12->v[_t13]; mjc_int _t16 = mjc_number(v_t); if (!_t15 || _t16 < _t14) { _t14 = _t16; _t15 = 1; } } _t14; }) : ((mjc_int)0LL))); (mjc_int)((_t17 == ((mjc_int)6LL))); })))))) ? 1 : 0;  /* seven_shifted_pairs: specs/mcr.yaml:280 */
        n_three_suited_terminal_chows = ((((mjc_int)((({ mjc_int _t65 = (b_chows).n; (mjc_int)((_t65 == ((mjc_int)4LL))); })) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && ((mjc_suit(d_pair_tile) < 3)) && (({ mjc_int _t66 = mjc_number(d_pair_tile); (mjc_int)((_t66 == ((mjc_int)5LL))); })) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t67 = &b_chows;  mjc_int _t69 = 1; for (int _t68 = 0; _t68 < _t67->n; _t68++) { const mjc_group * v_c = _t67->v[_t68];  if (!(((mjc_int)((({ mjc_int _t70 = mjc_suit(mjc_real(v_c)->tile); mjc_int _t71 = mjc_suit(d_pair_tile); (mjc_int)((_t70 != _t71)); })) && (((mjc_int)((({ mjc_int _t72 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t72 == ((mjc_int)1LL))); })) || (({ mjc_int _t73 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t73 == ((mjc_int)7LL))); }))))))))) { _t69 = 0; break; } } _t69; }) : ((mjc_int)1))) && (({ mjc_int _t79 = (({ const mjc_groups *_t74 = &b_chows; mjc_ints _t76; _t76.n = 0; uint64_t _t78 = 0; for (int _t75 = 0; _t75 < _t74->n; _t75++) { const mjc_group * v_c = _t74->v[_t75]; mjc_int _t77 = mjc_suit(mjc_real(v_c)->tile); if (mjc_first_seen(&_t76, &_t78, _t77)) mjc_push(&_t76, _t77); } _t76; })).n; (mjc_int)((_t79 == ((mjc_int)2LL))); })) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t80 = &b_chows;  mjc_int _t82 = 1; for (int _t81 = 0; _t81 < _t80->n; _t81++) { const mjc_group * v_c = _t80->v[_t81];  if (!(({ mjc_int _t90 = ((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t83 = &b_chows;  mjc_int _t85 = 0; for (int _t84 = 0; _t84 < _t83->n; _t84++) { const mjc_group * v_d = _t83->v[_t84];  if (((mjc_int)((({ mjc_int _t86 = mjc_suit(mjc_real(v_d)->tile); mjc_int _t87 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t86 == _t87)); })) && (({ mjc_int _t88 = mjc_number(mjc_real(v_d)->tile); mjc_int _t89 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t88 == _t89)); }))))) _t85++; } _t85; }) : ((mjc_int)0LL)); (mjc_int)((_t90 == ((mjc_int)1LL))); }))) { _t82 = 0; break; } } _t82; }) : ((mjc_int)1))))))) ? 1 : 0;  /* three_suited_terminal_chows: specs/mcr.yaml:438 */
        n_all_chows = (!n_seven_shifted_pairs && !n_pure_terminal_chows && !n_three_suited_terminal_chows && (((mjc_int)((((mjc_int)((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) && (({ mjc_int _t135 = (b_chows).n; (mjc_int)((_t135 == ((mjc_int)4LL))); }))))) || (((mjc_int)((((mjc_int)((b_shape == SHAPE_KNITTED)))) && (({ mjc_int _t136 = (b_chows).n; (mjc_int)((_t136 == ((mjc_int)1LL))); })))))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && ((mjc_suit(d_pair_tile) < 3)))))) ? 1 : 0;  /* all_chows: specs/mcr.yaml:650 */
        n_all_even_pungs = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) && (({ mjc_int _t55 = (b_chows).n; (mjc_int)((_t55 == ((mjc_int)0LL))); })) && (({ const mjc_groups *_t56 = &d_groups; mjc_int _t58 = 1; for (int _t57 = 0; _t57 < _t56->n; _t57++) { if (!(mjc_in_mask(MASK_3, _t56->v[_t57]->tile))) { _t58 = 0; break; } } _t58; })))))) ? 1 : 0;  /* all_even_pungs: specs/mcr.yaml:387 */
        n_all_five = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) && (((((mjc_int)((d_groups).n >= 1))) ? ({ const mjc_groups *_t91 = &d_groups;  mjc_int _t93 = 1; for (int _t92 = 0; _t92 < _t91->n; _t92++) { const mjc_group * v_g = _t91->v[_t92];  if (!(((mjc_int)(((mjc_suit(mjc_real(v_g)->tile) < 3)) && ((((mjc_real(v_g)->kind == CHOW)) ? ({ mjc_int _t94 = mjc_number(mjc_real(v_g)->tile); (mjc_int)((((mjc_int)3LL) <= _t94) && (_t94 <= ((mjc_int)5LL))); }) : ({ mjc_int _t95 = mjc_number(mjc_real(v_g)->tile); (mjc_int)((_t95 == ((mjc_int)5LL))); }))))))) { _t93 = 0; break; } } _t93; }) : ((mjc_int)1))))))) ? 1 : 0;  /* all_five: specs/mcr.yaml:454 */
        p_all_green = ((mjc_int)((d_normal) && (({ const mjc_ints *_t241 = &b_tiles; mjc_int _t243 = 1; for (int _t242 = 0; _t242 < _t241->n; _t242++) { if (!(mjc_in_mask(MASK_16, _t241->v[_t242]))) { _t243 = 0; break; } } _t243; }))));  /* all_green: specs/mcr.yaml:260 */
        n_all_green = (p_all_green) ? 1 : 0;  /* all_green: specs/mcr.yaml:260 */
        n_all_honors = ((((mjc_int)((d_normal) && (({ const mjc_ints *_t23 = &b_tiles; mjc_int _t25 = 1; for (int _t24 = 0; _t24 < _t23->n; _t24++) { if (!(mjc_in_mask(MASK_0, _t23->v[_t24]))) { _t25 = 0; break; } } _t25; })))))) ? 1 : 0;  /* all_honors: specs/mcr.yaml:311 */
        n_all_terminals = (p_all_terminals) ? 1 : 0;  /* all_terminals: specs/mcr.yaml:293 */
        n_all_terminals_and_honors = (!n_all_terminals && !n_all_honors && (((mjc_int)((d_normal) && (({ const mjc_ints *_t42 = &b_tiles; mjc_int _t44 = 1; for (int _t43 = 0; _t43 < _t42->n; _t43++) { if (!(mjc_in_mask(MASK_1, _t42->v[_t43]))) { _t44 = 0; break; } } _t44; })) && (({ const mjc_ints *_t45 = &b_tiles; mjc_int _t47 = 0; for (int _t46 = 0; _t46 < _t45->n; _t46++) { if (mjc_in_mask(MASK_0, _t45->v[_t46])) { _t47 = 1; break; } } _t47; })) && (({ const mjc_ints *_t48 = &b_tiles; mjc_int _t50 = 0; for (int _t49 = 0; _t49 < _t48->n; _t49++) { if (mjc_in_mask(MASK_2, _t48->v[_t49])) { _t50 = 1; break; } } _t50; })))))) ? 1 : 0;  /* all_terminals_and_honors: specs/mcr.yaml:368 */
        p_big_four_winds = r_ids_0[0];  /* big_four_winds: specs/mcr.yaml:246 */
        n_big_four_winds = (p_big_four_winds) ? mjc_max2(0, r_counts_0[0]) : 0;  /* big_four_winds: specs/mcr.yaml:246 */
        n_four_concealed_pungs = ((((mjc_int)((d_dark_pungs == ((mjc_int)4LL)))))) ? 1 : 0;  /* four_concealed_pungs: specs/mcr.yaml:317 */
        p_four_pure_shifted_pungs = r_ids_0[14];  /* four_pure_shifted_pungs: specs/mcr.yaml:341 */
        n_four_pure_shifted_pungs = (p_four_pure_shifted_pungs) ? mjc_max2(0, r_counts_0[14]) : 0;  /* four_pure_shifted_pungs: specs/mcr.yaml:341 */
        n_all_pungs = (!n_big_four_winds && !n_four_kongs && !n_all_terminals && !n_all_honors && !n_four_concealed_pungs && !n_four_pure_shifted_pungs && !n_all_terminals_and_honors && !n_all_even_pungs && (((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) && (({ mjc_int _t106 = (b_pungs).n; (mjc_int)((_t106 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* all_pungs: specs/mcr.yaml:554 */
        p_middle_tiles = ((mjc_int)((d_normal) && ((!d_honors_present)) && (({ const mjc_ints *_t244 = &d_numbered; mjc_int _t246 = 1; for (int _t245 = 0; _t245 < _t244->n; _t245++) { if (!(mjc_in_mask(MASK_17, _t244->v[_t245]))) { _t246 = 0; break; } } _t246; }))));  /* middle_tiles: specs/mcr.yaml:418 */
        n_middle_tiles = (p_middle_tiles) ? 1 : 0;  /* middle_tiles: specs/mcr.yaml:418 */
        n_all_simples = (!n_all_even_pungs && !n_middle_tiles && !n_all_five && (((mjc_int)((d_normal) && (({ const mjc_ints *_t137 = &b_tiles; mjc_int _t139 = 1; for (int _t138 = 0; _t138 < _t137->n; _t138++) { if (!(mjc_in_mask(MASK_11, _t137->v[_t138]))) { _t139 = 0; break; } } _t139; })))))) ? 1 : 0;  /* all_simples: specs/mcr.yaml:678 */
        n_greater_honors_and_knitted_tiles = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_HONORS_KNITTED)))) && (((mjc_int)((b_tiles).n >= 7))) && (({ mjc_int _t54 = ({ const mjc_ints *_t51 = &b_tiles; mjc_int _t53 = 0; for (int _t52 = 0; _t52 < _t51->n; _t52++) { if (mjc_in_mask(MASK_0, _t51->v[_t52])) _t53++; } _t53; }); (mjc_int)((_t54 == ((mjc_int)7LL))); })))))) ? 1 : 0;  /* greater_honors_and_knitted_tiles: specs/mcr.yaml:381 */
        n_lesser_honors_and_knitted_tiles = (!n_greater_honors_and_knitted_tiles && (((mjc_int)((b_shape == SHAPE_HONORS_KNITTED))))) ? 1 : 0;  /* lesser_honors_and_knitted_tiles: specs/mcr.yaml:476 */
        n_thirteen_orphans = ((((mjc_int)((b_shape == SHAPE_ORPHANS13))))) ? 1 : 0;  /* thirteen_orphans: specs/mcr.yaml:286 */
        n_all_types = (!n_thirteen_orphans && !n_greater_honors_and_knitted_tiles && !n_lesser_honors_and_knitted_tiles && (((mjc_int)((((mjc_int)((d_normal) || (((mjc_int)((b_shape == SHAPE_KNITTED))))))) && (((mjc_int)((d_suits_present == ((mjc_int)3LL))))) && (({ const mjc_ints *_t107 = &b_tiles; mjc_int _t109 = 0; for (int _t108 = 0; _t108 < _t107->n; _t108++) { if (mjc_in_mask(MASK_9, _t107->v[_t108])) { _t109 = 1; break; } } _t109; })) && (({ const mjc_ints *_t110 = &b_tiles; mjc_int _t112 = 0; for (int _t111 = 0; _t111 < _t110->n; _t111++) { if (mjc_in_mask(MASK_10, _t110->v[_t111])) { _t112 = 1; break; } } _t112; })))))) ? 1 : 0;  /* all_types: specs/mcr.yaml:571 */
        p_big_three_dragons = r_ids_0[1];  /* big_three_dragons: specs/mcr.yaml:253 */
        n_big_three_dragons = (p_big_three_dragons) ? mjc_max2(0, r_counts_0[1]) : 0;  /* big_three_dragons: specs/mcr.yaml:253 */
        n_little_four_winds = (!n_big_four_winds && (((mjc_int)((({ mjc_int _t21 = (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t18 = &b_pungs; mjc_groups _t20; _t20.n = 0; for (int _t19 = 0; _t19 < _t18->n; _t19++) { const mjc_group * v_s = _t18->v[_t19]; if (mjc_is_wind(mjc_real(v_s)->tile)) mjc_push_group(&_t20, v_s); } _t20; }) : ((mjc_groups){0}))).n; (mjc_int)((_t21 == ((mjc_int)3LL))); })) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_wind(d_pair_tile)))))) ? 1 : 0;  /* little_four_winds: specs/mcr.yaml:299 */
        n_big_three_winds = (!n_big_four_winds && !n_little_four_winds && p_big_three_winds) ? mjc_max2(0, r_counts_0[37]) : 0;  /* big_three_winds: specs/mcr.yaml:499 */
        n_edge_wait = ((((mjc_int)((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) || (((mjc_int)((b_shape == SHAPE_KNITTED))))))) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t140 = &b_chows;  mjc_int _t142 = 0; for (int _t141 = 0; _t141 < _t140->n; _t141++) { const mjc_group * v_c = _t140->v[_t141]; if (!((!mjc_real(v_c)->declared))) continue;  if (((mjc_int)((((mjc_int)(mjc_group_has_tile(v_c, b_win_tile)))) && (((mjc_int)((((mjc_int)((({ mjc_int _t143 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t143 == ((mjc_int)1LL))); })) && (({ mjc_int _t144 = mjc_number(b_win_tile); (mjc_int)((_t144 == ((mjc_int)3LL))); }))))) || (((mjc_int)((({ mjc_int _t145 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t145 == ((mjc_int)7LL))); })) && (({ mjc_int _t146 = mjc_number(b_win_tile); (mjc_int)((_t146 == ((mjc_int)7LL))); }))))))))))) { _t142 = 1; break; } } _t142; }) : ((mjc_int)0))) && ((done_d_unique_wait ? d_unique_wait : (d_unique_wait = ({ mjc_int _t154 = (((o_fifth_copy_waits) ? (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)) : ({ const mjc_ints _t147_v = (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)); const mjc_ints *_t147 = &_t147_v; mjc_ints _t149; _t149.n = 0; for (int _t148 = 0; _t148 < _t147->n; _t148++) { mjc_int v_w = _t147->v[_t148]; if (({ mjc_int _t153 = mjc_sub(({ const mjc_ints *_t150 = &b_tiles;  mjc_int _t152 = 0; for (int _t151 = 0; _t151 < _t150->n; _t151++) { mjc_int v_t = _t150->v[_t151];  if (((mjc_int)((v_t == v_w)))) _t152++; } _t152; }), ((((mjc_int)((v_w == b_win_tile)))) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t153 < ((mjc_int)4LL))); })) mjc_push(&_t149, v_w); } _t149; }))).n; (mjc_int)((_t154 == ((mjc_int)1LL))); }), done_d_unique_wait = 1, d_unique_wait))))))) ? 1 : 0;  /* edge_wait: specs/mcr.yaml:732 */
        n_closed_wait = (!n_edge_wait && (((mjc_int)((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) || (((mjc_int)((b_shape == SHAPE_KNITTED))))))) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t155 = &b_chows;  mjc_int _t157 = 0; for (int _t156 = 0; _t156 < _t155->n; _t156++) { const mjc_group * v_c = _t155->v[_t156]; if (!((!mjc_real(v_c)->declared))) continue;  if (((mjc_int)((((mjc_int)(mjc_group_has_tile(v_c, b_win_tile)))) && (({ mjc_int _t158 = mjc_number(b_win_tile); mjc_int _t159 = mjc_add(mjc_number(mjc_real(v_c)->tile), ((mjc_int)1LL)); (mjc_int)((_t158 == _t159)); }))))) { _t157 = 1; break; } } _t157; }) : ((mjc_int)0))) && ((done_d_unique_wait ? d_unique_wait : (d_unique_wait = ({ mjc_int _t167 = (((o_fifth_copy_waits) ? (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)) : ({ const mjc_ints _t160_v = (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)); const mjc_ints *_t160 = &_t160_v; mjc_ints _t162; _t162.n = 0; for (int _t161 = 0; _t161 < _t160->n; _t161++) { mjc_int v_w = _t160->v[_t161]; if (({ mjc_int _t166 = mjc_sub(({ const mjc_ints *_t163 = &b_tiles;  mjc_int _t165 = 0; for (int _t164 = 0; _t164 < _t163->n; _t164++) { mjc_int v_t = _t163->v[_t164];  if (((mjc_int)((v_t == v_w)))) _t165++; } _t165; }), ((((mjc_int)((v_w == b_win_tile)))) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t166 < ((mjc_int)4LL))); })) mjc_push(&_t162, v_w); } _t162; }))).n; (mjc_int)((_t167 == ((mjc_int)1LL))); }), done_d_unique_wait = 1, d_unique_wait))))))) ? 1 : 0;  /* closed_wait: specs/mcr.yaml:738 */
        n_seven_pairs = (!n_seven_shifted_pairs && !n_pure_terminal_chows && (((mjc_int)((b_shape == SHAPE_PAIRS7))))) ? 1 : 0;  /* seven_pairs: specs/mcr.yaml:375 */
        n_concealed_hand = (!n_nine_gates && !n_seven_shifted_pairs && !n_thirteen_orphans && !n_four_concealed_pungs && !n_seven_pairs && !n_greater_honors_and_knitted_tiles && !n_lesser_honors_and_knitted_tiles && (((mjc_int)((((mjc_int)((d_claimed_melds == ((mjc_int)0LL))))) && ((!b_self_drawn)))))) ? 1 : 0;  /* concealed_hand: specs/mcr.yaml:645 */
        p_triple_pung = r_ids_0[31];  /* triple_pung: specs/mcr.yaml:460 */
        n_triple_pung = (p_triple_pung) ? mjc_max2(0, r_counts_0[31]) : 0;  /* triple_pung: specs/mcr.yaml:460 */
        p_double_pung = r_ids_0[64];  /* double_pung: specs/mcr.yaml:662 */
        n_double_pung = (!n_triple_pung && p_double_pung) ? mjc_max2(0, r_counts_0[64]) : 0;  /* double_pung: specs/mcr.yaml:662 */
        n_little_three_dragons = (!n_big_three_dragons && (((mjc_int)((({ mjc_int _t22 = (d_dragon_pungs).n; (mjc_int)((_t22 == ((mjc_int)2LL))); })) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_dragon(d_pair_tile)))))) ? 1 : 0;  /* little_three_dragons: specs/mcr.yaml:305 */
        p_two_dragons_pungs = r_ids_0[52];  /* two_dragons_pungs: specs/mcr.yaml:588 */
        n_two_dragons_pungs = (!n_big_three_dragons && !n_little_three_dragons && p_two_dragons_pungs) ? mjc_max2(0, r_counts_0[52]) : 0;  /* two_dragons_pungs: specs/mcr.yaml:588 */
        n_dragon_pung = (!n_big_three_dragons && !n_little_three_dragons && !n_two_dragons_pungs && (({ mjc_int _t126 = (d_dragon_pungs).n; (mjc_int)((_t126 > ((mjc_int)0LL))); }))) ? mjc_max2(0, (d_dragon_pungs).n) : 0;  /* dragon_pung: specs/mcr.yaml:629 */
        {  /* the relation patterns over one list: quadruple_chow: specs/mcr.yaml:334 */
            mjc_groups r_items = mjc_by_tile(b_chows);
            r_found_1.n = 0;
            r_ids_1[13] = 0; r_counts_1[13] = 0; r_ids_1[15] = 0; r_counts_1[15] = 0; r_ids_1[22] = 0; r_counts_1[22] = 0; r_ids_1[27] = 0; r_counts_1[27] = 0; r_ids_1[29] = 0; r_counts_1[29] = 0; r_ids_1[38] = 0; r_counts_1[38] = 0; r_ids_1[40] = 0; r_counts_1[40] = 0; r_ids_1[48] = 0; r_counts_1[48] = 0; r_ids_1[68] = 0; r_counts_1[68] = 0; r_ids_1[69] = 0; r_counts_1[69] = 0; r_ids_1[70] = 0; r_counts_1[70] = 0; r_ids_1[71] = 0; r_counts_1[71] = 0;
            if (r_items.n >= 2) {
                mjc_ints r_tiles; r_tiles.n = 0;
                for (int i = 0; i < r_items.n; i++) r_tiles.v[r_tiles.n++] = r_items.v[i]->tile;
                mjc_relation_found(&r_tiles, RELATIONS_1, 3, &r_found_1);
                mjc_sort_instances(&r_found_1);  /* in pattern order, then combination order: ties go to the first */
                for (int i = 0; i < r_found_1.n; i++) r_ids_1[r_found_1.v[i].pattern] = 1;
                static const mjc_int values[N_PATTERNS] = {[13] = 48, [15] = 32, [22] = 24, [27] = 16, [29] = 16, [38] = 8, [40] = 8, [48] = 6, [68] = 1, [69] = 1, [70] = 1, [71] = 1};
                mjc_choose_relations(&r_found_1, values, RELATION_CHOICES_1, 212, r_counts_1);
            }
        }
        p_four_pure_shifted_chows = r_ids_1[15];  /* four_pure_shifted_chows: specs/mcr.yaml:351 */
        n_four_pure_shifted_chows = (p_four_pure_shifted_chows) ? mjc_max2(0, r_counts_1[15]) : 0;  /* four_pure_shifted_chows: specs/mcr.yaml:351 */
        n_full_flush = (!n_nine_gates && !n_seven_shifted_pairs && !n_pure_terminal_chows && (((mjc_int)((d_normal) && ((!d_honors_present)) && (((mjc_int)((d_suits_present == ((mjc_int)1LL))))))))) ? 1 : 0;  /* full_flush: specs/mcr.yaml:393 */
        n_fully_concealed_hand = ((((mjc_int)((((mjc_int)((d_claimed_melds == ((mjc_int)0LL))))) && (b_self_drawn) && (((mjc_int)((o_concealed_special_self_draw) || ((!((mjc_int)((((mjc_int)((b_shape == SHAPE_PAIRS7)))) || (((mjc_int)((b_shape == SHAPE_ORPHANS13)))) || (((mjc_int)((b_shape == SHAPE_HONORS_KNITTED)))) || (((mjc_int)((d_dark_pungs == ((mjc_int)4LL))))) || (d_nine_gates_hand)))))))))))) ? 1 : 0;  /* fully_concealed_hand: specs/mcr.yaml:611 */
        n_half_flush = ((((mjc_int)((d_normal) && (d_honors_present) && (((mjc_int)((d_suits_present == ((mjc_int)1LL))))) && (((mjc_int)((o_green_half_flush) || ((!p_all_green))))))))) ? 1 : 0;  /* half_flush: specs/mcr.yaml:559 */
        n_knitted_straight = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_KNITTED)))) || (((mjc_int)((((mjc_int)((b_shape == SHAPE_HONORS_KNITTED)))) && (({ mjc_int _t96 = (d_numbered).n; (mjc_int)((_t96 == ((mjc_int)9LL))); }))))))))) ? 1 : 0;  /* knitted_straight: specs/mcr.yaml:482 */
        n_lower_tiles = ((((mjc_int)((d_normal) && ((!d_honors_present)) && (({ const mjc_ints *_t62 = &d_numbered; mjc_int _t64 = 1; for (int _t63 = 0; _t63 < _t62->n; _t63++) { if (!(mjc_in_mask(MASK_5, _t62->v[_t63]))) { _t64 = 0; break; } } _t64; })))))) ? 1 : 0;  /* lower_tiles: specs/mcr.yaml:424 */
        n_lower_four = (!n_lower_tiles && (((mjc_int)((d_normal) && ((!d_honors_present)) && (({ const mjc_ints *_t100 = &d_numbered; mjc_int _t102 = 1; for (int _t101 = 0; _t101 < _t100->n; _t101++) { if (!(mjc_in_mask(MASK_7, _t100->v[_t101]))) { _t102 = 0; break; } } _t102; })))))) ? 1 : 0;  /* lower_four: specs/mcr.yaml:493 */
        p_mixed_double_chow = r_ids_1[69];  /* mixed_double_chow: specs/mcr.yaml:691 */
        n_mixed_double_chow = (!n_pure_terminal_chows && !n_three_suited_terminal_chows && p_mixed_double_chow) ? mjc_max2(0, r_counts_1[69]) : 0;  /* mixed_double_chow: specs/mcr.yaml:691 */
        p_mixed_shifted_chows = r_ids_1[48];  /* mixed_shifted_chows: specs/mcr.yaml:565 */
        n_mixed_shifted_chows = (p_mixed_shifted_chows) ? mjc_max2(0, r_counts_1[48]) : 0;  /* mixed_shifted_chows: specs/mcr.yaml:565 */
        p_mixed_shifted_pungs = r_ids_0[41];  /* mixed_shifted_pungs: specs/mcr.yaml:524 */
        n_mixed_shifted_pungs = (p_mixed_shifted_pungs) ? mjc_max2(0, r_counts_0[41]) : 0;  /* mixed_shifted_pungs: specs/mcr.yaml:524 */
        p_mixed_straight = r_ids_1[38];  /* mixed_straight: specs/mcr.yaml:506 */
        n_mixed_straight = (p_mixed_straight) ? mjc_max2(0, r_counts_1[38]) : 0;  /* mixed_straight: specs/mcr.yaml:506 */
        p_mixed_triple_chow = r_ids_1[40];  /* mixed_triple_chow: specs/mcr.yaml:518 */
        n_mixed_triple_chow = (p_mixed_triple_chow) ? mjc_max2(0, r_counts_1[40]) : 0;  /* mixed_triple_chow: specs/mcr.yaml:518 */
        n_upper_tiles = ((((mjc_int)((d_normal) && ((!d_honors_present)) && (({ const mjc_ints *_t59 = &d_numbered; mjc_int _t61 = 1; for (int _t60 = 0; _t60 < _t59->n; _t60++) { if (!(mjc_in_mask(MASK_4, _t59->v[_t60]))) { _t61 = 0; break; } } _t61; })))))) ? 1 : 0;  /* upper_tiles: specs/mcr.yaml:412 */
        n_upper_four = (!n_upper_tiles && (((mjc_int)((d_normal) && ((!d_honors_present)) && (({ const mjc_ints *_t97 = &d_numbered; mjc_int _t99 = 1; for (int _t98 = 0; _t98 < _t97->n; _t98++) { if (!(mjc_in_mask(MASK_6, _t97->v[_t98]))) { _t99 = 0; break; } } _t99; })))))) ? 1 : 0;  /* upper_four: specs/mcr.yaml:487 */
        n_no_honors = (!n_nine_gates && !n_seven_shifted_pairs && !n_all_terminals && !n_pure_terminal_chows && !n_all_even_pungs && !n_full_flush && !n_upper_tiles && !n_lower_tiles && !n_three_suited_terminal_chows && !n_all_five && !n_upper_four && !n_lower_four && !n_all_chows && !n_all_simples && (((mjc_int)((((mjc_int)((d_normal) || (((mjc_int)((b_shape == SHAPE_KNITTED))))))) && ((!d_honors_present)) && (((mjc_int)((o_middle_tiles_no_honors) || ((!p_middle_tiles))))))))) ? 1 : 0;  /* no_honors: specs/mcr.yaml:727 */
        n_reversible_tiles = ((((mjc_int)((d_normal) && (({ const mjc_ints *_t103 = &b_tiles; mjc_int _t105 = 1; for (int _t104 = 0; _t104 < _t103->n; _t104++) { if (!(mjc_in_mask(MASK_8, _t103->v[_t104]))) { _t105 = 0; break; } } _t105; })))))) ? 1 : 0;  /* reversible_tiles: specs/mcr.yaml:512 */
        n_one_voided_suit = (!n_all_green && !n_nine_gates && !n_seven_shifted_pairs && !n_all_honors && !n_pure_terminal_chows && !n_full_flush && !n_reversible_tiles && !n_half_flush && (((mjc_int)((d_normal) && (((mjc_int)((d_suits_present == ((mjc_int)2LL))))))))) ? 1 : 0;  /* one_voided_suit: specs/mcr.yaml:722 */
        n_outside_hand = (!n_all_terminals && !n_all_honors && !n_all_terminals_and_honors && (((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) && (((((mjc_int)((d_groups).n >= 1))) ? ({ const mjc_groups *_t113 = &d_groups;  mjc_int _t115 = 1; for (int _t114 = 0; _t114 < _t113->n; _t114++) { const mjc_group * v_g = _t113->v[_t114];  if (!(((mjc_int)(((mjc_suit(mjc_real(v_g)->tile) == 3)) || ((((mjc_real(v_g)->kind == CHOW)) ? ((mjc_int)((({ mjc_int _t116 = mjc_number(mjc_real(v_g)->tile); (mjc_int)((_t116 == ((mjc_int)1LL))); })) || (({ mjc_int _t117 = mjc_number(mjc_real(v_g)->tile); (mjc_int)((_t117 == ((mjc_int)7LL))); })))) : mjc_is_terminal(mjc_real(v_g)->tile))))))) { _t115 = 0; break; } } _t115; }) : ((mjc_int)1))))))) ? 1 : 0;  /* outside_hand: specs/mcr.yaml:606 */
        n_prevalent_wind_pung = (!n_big_four_winds && (({ const mjc_groups *_t127 = &b_pungs; mjc_int _t130 = b_round_wind; mjc_int _t129 = 0; for (int _t128 = 0; _t128 < _t127->n; _t128++) { if (_t127->v[_t128]->tile == _t130) { _t129 = 1; break; } } _t129; }))) ? 1 : 0;  /* prevalent_wind_pung: specs/mcr.yaml:635 */
        n_pung_of_terminals_or_honors = (!n_big_four_winds && !n_all_terminals && !n_little_four_winds && !n_all_honors && !n_all_terminals_and_honors && (((mjc_int)((d_yaojiu_pungs > ((mjc_int)0LL)))))) ? mjc_max2(0, ((p_nine_gates) ? ((o_nine_gates_yaojiu) ? mjc_sub(d_yaojiu_pungs, ((mjc_int)1LL)) : ((mjc_int)0LL)) : d_yaojiu_pungs)) : 0;  /* pung_of_terminals_or_honors: specs/mcr.yaml:709 */
        p_quadruple_chow = r_ids_1[13];  /* quadruple_chow: specs/mcr.yaml:334 */
        n_quadruple_chow = (p_quadruple_chow) ? mjc_max2(0, r_counts_1[13]) : 0;  /* quadruple_chow: specs/mcr.yaml:334 */
        p_pure_triple_chow = r_ids_1[22];  /* pure_triple_chow: specs/mcr.yaml:399 */
        n_pure_triple_chow = (!n_quadruple_chow && p_pure_triple_chow) ? mjc_max2(0, r_counts_1[22]) : 0;  /* pure_triple_chow: specs/mcr.yaml:399 */
        p_pure_double_chow = r_ids_1[68];  /* pure_double_chow: specs/mcr.yaml:685 */
        n_pure_double_chow = (!n_pure_terminal_chows && !n_quadruple_chow && !n_pure_triple_chow && !n_three_suited_terminal_chows && p_pure_double_chow) ? mjc_max2(0, r_counts_1[68]) : 0;  /* pure_double_chow: specs/mcr.yaml:685 */
        p_pure_shifted_chows = r_ids_1[29];  /* pure_shifted_chows: specs/mcr.yaml:448 */
        n_pure_shifted_chows = (!n_pure_terminal_chows && !n_four_pure_shifted_chows && p_pure_shifted_chows) ? mjc_max2(0, r_counts_1[29]) : 0;  /* pure_shifted_chows: specs/mcr.yaml:448 */
        p_pure_shifted_pungs = r_ids_0[23];  /* pure_shifted_pungs: specs/mcr.yaml:406 */
        n_pure_shifted_pungs = (!n_four_pure_shifted_pungs && p_pure_shifted_pungs) ? mjc_max2(0, r_counts_0[23]) : 0;  /* pure_shifted_pungs: specs/mcr.yaml:406 */
        p_pure_straight = r_ids_1[27];  /* pure_straight: specs/mcr.yaml:431 */
        n_pure_straight = (p_pure_straight) ? mjc_max2(0, r_counts_1[27]) : 0;  /* pure_straight: specs/mcr.yaml:431 */
        n_seat_wind_pung = (!n_big_four_winds && (({ const mjc_groups *_t131 = &b_pungs; mjc_int _t134 = b_seat_wind; mjc_int _t133 = 0; for (int _t132 = 0; _t132 < _t131->n; _t132++) { if (_t131->v[_t132]->tile == _t134) { _t133 = 1; break; } } _t133; }))) ? 1 : 0;  /* seat_wind_pung: specs/mcr.yaml:640 */
        n_self_drawn_win = (!n_last_tile_draw && !n_out_with_replacement_tile && !n_fully_concealed_hand && (b_self_drawn)) ? 1 : 0;  /* self_drawn_win: specs/mcr.yaml:749 */
        p_short_straight = r_ids_1[70];  /* short_straight: specs/mcr.yaml:697 */
        n_short_straight = (!n_pure_terminal_chows && !n_four_pure_shifted_chows && !n_pure_straight && !n_three_suited_terminal_chows && p_short_straight) ? mjc_max2(0, r_counts_1[70]) : 0;  /* short_straight: specs/mcr.yaml:697 */
        n_single_wait = (!n_four_kongs && !n_seven_shifted_pairs && !n_thirteen_orphans && !n_seven_pairs && !n_greater_honors_and_knitted_tiles && !n_lesser_honors_and_knitted_tiles && !n_melded_hand && !n_edge_wait && !n_closed_wait && (((mjc_int)((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) || (((mjc_int)((b_shape == SHAPE_KNITTED))))))) && (({ const mjc_groups *_t168 = &b_pairs; mjc_int _t171 = b_win_tile; mjc_int _t170 = 0; for (int _t169 = 0; _t169 < _t168->n; _t169++) { if (_t168->v[_t169]->tile == _t171) { _t170 = 1; break; } } _t170; })) && ((done_d_unique_wait ? d_unique_wait : (d_unique_wait = ({ mjc_int _t179 = (((o_fifth_copy_waits) ? (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)) : ({ const mjc_ints _t172_v = (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)); const mjc_ints *_t172 = &_t172_v; mjc_ints _t174; _t174.n = 0; for (int _t173 = 0; _t173 < _t172->n; _t173++) { mjc_int v_w = _t172->v[_t173]; if (({ mjc_int _t178 = mjc_sub(({ const mjc_ints *_t175 = &b_tiles;  mjc_int _t177 = 0; for (int _t176 = 0; _t176 < _t175->n; _t176++) { mjc_int v_t = _t175->v[_t176];  if (((mjc_int)((v_t == v_w)))) _t177++; } _t177; }), ((((mjc_int)((v_w == b_win_tile)))) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t178 < ((mjc_int)4LL))); })) mjc_push(&_t174, v_w); } _t174; }))).n; (mjc_int)((_t179 == ((mjc_int)1LL))); }), done_d_unique_wait = 1, d_unique_wait))))))) ? 1 : 0;  /* single_wait: specs/mcr.yaml:744 */
        n_three_concealed_pungs = (!n_four_concealed_pungs && (((mjc_int)((d_dark_pungs == ((mjc_int)3LL)))))) ? 1 : 0;  /* three_concealed_pungs: specs/mcr.yaml:469 */
        n_tile_hog = (!n_seven_shifted_pairs && !n_quadruple_chow && (((mjc_int)((d_tile_hogs > ((mjc_int)0LL)))))) ? mjc_max2(0, d_tile_hogs) : 0;  /* tile_hog: specs/mcr.yaml:656 */
        n_two_concealed_pungs = (!n_four_concealed_pungs && !n_three_concealed_pungs && !n_two_concealed_kongs && (((mjc_int)((d_dark_pungs == ((mjc_int)2LL)))))) ? 1 : 0;  /* two_concealed_pungs: specs/mcr.yaml:668 */
        p_two_terminal_chows = r_ids_1[71];  /* two_terminal_chows: specs/mcr.yaml:703 */
        n_two_terminal_chows = (!n_pure_terminal_chows && !n_four_pure_shifted_chows && !n_pure_straight && !n_three_suited_terminal_chows && p_two_terminal_chows) ? mjc_max2(0, r_counts_1[71]) : 0;  /* two_terminal_chows: specs/mcr.yaml:703 */
        s_fan = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)88LL) * n_all_green + ((mjc_int)88LL) * n_nine_gates + ((mjc_int)88LL) * n_four_kongs + ((mjc_int)88LL) * n_seven_shifted_pairs + ((mjc_int)88LL) * n_thirteen_orphans + ((mjc_int)64LL) * n_all_terminals + ((mjc_int)64LL) * n_little_four_winds + ((mjc_int)64LL) * n_little_three_dragons + ((mjc_int)64LL) * n_all_honors + ((mjc_int)64LL) * n_four_concealed_pungs + ((mjc_int)64LL) * n_pure_terminal_chows + ((mjc_int)32LL) * n_three_kongs + ((mjc_int)32LL) * n_all_terminals_and_honors + ((mjc_int)24LL) * n_seven_pairs + ((mjc_int)24LL) * n_greater_honors_and_knitted_tiles + ((mjc_int)24LL) * n_all_even_pungs + ((mjc_int)24LL) * n_full_flush + ((mjc_int)24LL) * n_upper_tiles + ((mjc_int)24LL) * n_middle_tiles + ((mjc_int)24LL) * n_lower_tiles + ((mjc_int)16LL) * n_three_suited_terminal_chows + ((mjc_int)16LL) * n_all_five + ((mjc_int)16LL) * n_three_concealed_pungs + ((mjc_int)12LL) * n_lesser_honors_and_knitted_tiles + ((mjc_int)12LL) * n_knitted_straight + ((mjc_int)12LL) * n_upper_four + ((mjc_int)12LL) * n_lower_four + ((mjc_int)8LL) * n_reversible_tiles + ((mjc_int)8LL) * n_last_tile_draw + ((mjc_int)8LL) * n_last_tile_claim + ((mjc_int)8LL) * n_out_with_replacement_tile + ((mjc_int)8LL) * n_robbing_the_kong + ((mjc_int)6LL) * n_all_pungs + ((mjc_int)6LL) * n_half_flush + ((mjc_int)6LL) * n_all_types + ((mjc_int)6LL) * n_melded_hand + ((mjc_int)6LL) * n_two_concealed_kongs + ((mjc_int)5LL) * n_concealed_and_melded_kong + ((mjc_int)4LL) * n_outside_hand + ((mjc_int)4LL) * n_fully_concealed_hand + ((mjc_int)4LL) * n_two_melded_kongs + ((mjc_int)4LL) * n_last_tile_fan + ((mjc_int)2LL) * n_prevalent_wind_pung + ((mjc_int)2LL) * n_seat_wind_pung + ((mjc_int)2LL) * n_concealed_hand + ((mjc_int)2LL) * n_all_chows + ((mjc_int)2LL) * n_two_concealed_pungs + ((mjc_int)2LL) * n_concealed_kong + ((mjc_int)2LL) * n_all_simples + n_melded_kong + n_one_voided_suit + n_no_honors + n_edge_wait + n_closed_wait + n_single_wait + n_self_drawn_win), mjc_mul(((mjc_int)88LL), n_big_four_winds)), mjc_mul(((mjc_int)88LL), n_big_three_dragons)), mjc_mul(((mjc_int)48LL), n_quadruple_chow)), mjc_mul(((mjc_int)48LL), n_four_pure_shifted_pungs)), mjc_mul(((mjc_int)32LL), n_four_pure_shifted_chows)), mjc_mul(((mjc_int)24LL), n_pure_triple_chow)), mjc_mul(((mjc_int)24LL), n_pure_shifted_pungs)), mjc_mul(((mjc_int)16LL), n_pure_straight)), mjc_mul(((mjc_int)16LL), n_pure_shifted_chows)), mjc_mul(((mjc_int)16LL), n_triple_pung)), mjc_mul(((mjc_int)12LL), n_big_three_winds)), mjc_mul(((mjc_int)8LL), n_mixed_straight)), mjc_mul(((mjc_int)8LL), n_mixed_triple_chow)), mjc_mul(((mjc_int)8LL), n_mixed_shifted_pungs)), mjc_mul(((mjc_int)6LL), n_mixed_shifted_chows)), mjc_mul(((mjc_int)6LL), n_two_dragons_pungs)), mjc_mul(((mjc_int)2LL), n_dragon_pung)), mjc_mul(((mjc_int)2LL), n_tile_hog)), mjc_mul(((mjc_int)2LL), n_double_pung)), n_pure_double_chow), n_mixed_double_chow), n_short_straight), n_two_terminal_chows), n_pung_of_terminals_or_honors);  /* fan */
        n_chicken_hand = ((((mjc_int)((s_fan == ((mjc_int)0LL)))))) ? 1 : 0;  /* chicken_hand: specs/mcr.yaml:754 */
        s_chicken = (((mjc_int)8LL) * n_chicken_hand);  /* chicken */

        mjc_int value = mjc_add(mjc_add(mjc_add(mjc_mul(mjc_add(mjc_add(s_fan, s_chicken), s_flower_fan), ((mjc_int)64LL)), ((((mjc_int)((p_pure_triple_chow) || (p_triple_pung)))) ? ((mjc_int)32LL) : ((mjc_int)0LL))), ((((mjc_int)((b_shape == SHAPE_REGULAR)))) ? ((mjc_int)16LL) : ((mjc_int)0LL))), (b_pungs).n);
        if (best < 0 || value > best_value) { best = ai; best_value = value; }
    }
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_chows = mjc_sets_of_kinds(arr->sets, 1 << CHOW);
        b_pairs = arr->pairs;
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        d_normal = ((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) || (((mjc_int)((b_shape == SHAPE_PAIRS7))))));  /* normal: specs/mcr.yaml:148 */
        d_pair_tile = ({ const mjc_groups *_t222 = &b_pairs; _t222->n ? mjc_real(_t222->v[0])->tile : NO_SEAT; });  /* pair_tile: specs/mcr.yaml:151 */
        d_dark_pungs = mjc_add(((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t223 = &b_pungs;  mjc_int _t225 = 0; for (int _t224 = 0; _t224 < _t223->n; _t224++) { const mjc_group * v_s = _t223->v[_t224]; if (!(((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!mjc_real(v_s)->declared)))))) continue;  if (((mjc_int)((b_self_drawn) || (({ mjc_int _t226 = mjc_real(v_s)->tile; (mjc_int)((_t226 != b_win_tile)); })) || (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t227 = &b_chows;  mjc_int _t229 = 0; for (int _t228 = 0; _t228 < _t227->n; _t228++) { const mjc_group * v_c = _t227->v[_t228]; if (!((!mjc_real(v_c)->declared))) continue;  if (((mjc_int)(mjc_group_has_tile(v_c, b_win_tile)))) { _t229 = 1; break; } } _t229; }) : ((mjc_int)0)))))) _t225++; } _t225; }) : ((mjc_int)0LL)), d_concealed_kongs);  /* dark_pungs: specs/mcr.yaml:171 */
        d_dragon_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t230 = &b_pungs; mjc_groups _t232; _t232.n = 0; for (int _t231 = 0; _t231 < _t230->n; _t231++) { const mjc_group * v_s = _t230->v[_t231]; if (mjc_is_dragon(mjc_real(v_s)->tile)) mjc_push_group(&_t232, v_s); } _t232; }) : ((mjc_groups){0}));  /* dragon_pungs: specs/mcr.yaml:184 */
        d_groups = mjc_concat(b_sets, b_pairs);  /* groups: specs/mcr.yaml:199 */
        p_all_terminals = ((mjc_int)((d_normal) && (({ const mjc_ints *_t233 = &b_tiles; mjc_int _t235 = 1; for (int _t234 = 0; _t234 < _t233->n; _t234++) { if (!(mjc_in_mask(MASK_2, _t233->v[_t234]))) { _t235 = 0; break; } } _t235; }))));  /* all_terminals: specs/mcr.yaml:293 */
        {  /* the relation patterns over one list: big_four_winds: specs/mcr.yaml:246 */
            mjc_groups r_items = mjc_by_tile(b_pungs);
            r_found_0.n = 0;
            r_ids_0[0] = 0; r_counts_0[0] = 0; r_ids_0[1] = 0; r_counts_0[1] = 0; r_ids_0[14] = 0; r_counts_0[14] = 0; r_ids_0[23] = 0; r_counts_0[23] = 0; r_ids_0[31] = 0; r_counts_0[31] = 0; r_ids_0[37] = 0; r_counts_0[37] = 0; r_ids_0[41] = 0; r_counts_0[41] = 0; r_ids_0[52] = 0; r_counts_0[52] = 0; r_ids_0[64] = 0; r_counts_0[64] = 0;
            if (r_items.n >= 2) {
                mjc_ints r_tiles; r_tiles.n = 0;
                for (int i = 0; i < r_items.n; i++) r_tiles.v[r_tiles.n++] = r_items.v[i]->tile;
                mjc_relation_found(&r_tiles, RELATIONS_0, 3, &r_found_0);
                if (((mjc_int)((o_terminals_double_pung) || ((!p_all_terminals))))) mjc_relation_found(&r_tiles, RELATION_INDEX_64, 1, &r_found_0);
                mjc_sort_instances(&r_found_0);  /* in pattern order, then combination order: ties go to the first */
                for (int i = 0; i < r_found_0.n; i++) r_ids_0[r_found_0.v[i].pattern] = 1;
                static const mjc_int values[N_PATTERNS] = {[0] = 88, [1] = 88, [14] = 48, [23] = 24, [31] = 16, [37] = 12, [41] = 8, [52] = 6, [64] = 2};
                mjc_choose_relations(&r_found_0, values, RELATION_CHOICES_0, 27, r_counts_0);
            }
        }
        p_big_three_winds = r_ids_0[37];  /* big_three_winds: specs/mcr.yaml:499 */
        d_yaojiu_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t236 = &b_pungs;  mjc_int _t238 = 0; for (int _t237 = 0; _t237 < _t236->n; _t237++) { const mjc_group * v_s = _t236->v[_t237];  if (((mjc_int)((((mjc_int)((mjc_is_terminal(mjc_real(v_s)->tile)) || (mjc_is_wind(mjc_real(v_s)->tile))))) && ((!((mjc_int)((mjc_is_wind(mjc_real(v_s)->tile)) && (((mjc_int)((p_big_three_winds) || (({ mjc_int _t239 = mjc_real(v_s)->tile; (mjc_int)((_t239 == b_seat_wind)); })) || (({ mjc_int _t240 = mjc_real(v_s)->tile; (mjc_int)((_t240 == b_round_wind)); })))))))))))) _t238++; } _t238; }) : ((mjc_int)0LL));  /* yaojiu_pungs: specs/mcr.yaml:217 */
        n_pure_terminal_chows = ((((mjc_int)((({ mjc_int _t26 = (b_chows).n; (mjc_int)((_t26 == ((mjc_int)4LL))); })) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (({ mjc_int _t27 = mjc_number(d_pair_tile); (mjc_int)((_t27 == ((mjc_int)5LL))); })) && (((mjc_int)((b_chows).n >= 2))) && (({ mjc_int _t34 = ({ const mjc_groups *_t28 = &b_chows;  mjc_int _t30 = 0; for (int _t29 = 0; _t29 < _t28->n; _t29++) { const mjc_group * v_c = _t28->v[_t29];  if (((mjc_int)((({ mjc_int _t31 = mjc_suit(mjc_real(v_c)->tile); mjc_int _t32 = mjc_suit(d_pair_tile); (mjc_int)((_t31 == _t32)); })) && (({ mjc_int _t33 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t33 == ((mjc_int)1LL))); }))))) _t30++; } _t30; }); (mjc_int)((_t34 == ((mjc_int)2LL))); })) && (((mjc_int)((b_chows).n >= 2))) && (({ mjc_int _t41 = ({ const mjc_groups *_t35 = &b_chows;  mjc_int _t37 = 0; for (int _t36 = 0; _t36 < _t35->n; _t36++) { const mjc_group * v_c = _t35->v[_t36];  if (((mjc_int)((({ mjc_int _t38 = mjc_suit(mjc_real(v_c)->tile); mjc_int _t39 = mjc_suit(d_pair_tile); (mjc_int)((_t38 == _t39)); })) && (({ mjc_int _t40 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t40 == ((mjc_int)7LL))); }))))) _t37++; } _t37; }); (mjc_int)((_t41 == ((mjc_int)2LL))); })))))) ? 1 : 0;  /* pure_terminal_chows: specs/mcr.yaml:323 */
        n_seven_shifted_pairs = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_PAIRS7)))) && (({ const mjc_ints *_t0 = &b_tiles; (mjc_int)(_t0->n > 0 && mjc_suit(_t0->v[0]) == mjc_suit(_t0->v[_t0->n - 1])); })) && ((mjc_suit(b_win_tile) < 3)) && (({ mjc_int _t6 = (({ const mjc_ints *_t1 = &b_tiles; mjc_ints _t3; _t3.n = 0; uint64_t _t5 = 0; for (int _t2 = 0; _t2 < _t1->n; _t2++) { mjc_int v_t = _t1->v[_t2]; mjc_int _t4 = v_t; if (mjc_first_seen(&_t3, &_t5, _t4)) mjc_push(&_t3, _t4); } _t3; })).n; (mjc_int)((_t6 == ((mjc_int)7LL))); })) && (({ mjc_int _t17 = mjc_sub(((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t7 = &b_tiles; mjc_int _t9 = 0; int _t10 = 0; for (int _t8 = 0; _t8 < _t7->n; _t8++) { mjc_int v_t = _t7->v[_t8]; mjc_int _t11 = mjc_number(v_t); if (!_t10 || _t11 > _t9) { _t9 = _t11; _t10 = 1; } } _t9; }) : ((mjc_int)0LL)), ((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t12 = &b_tiles; mjc_int _t14 = 0; int _t15 = 0; for (int _t13 = 0; _t13 < _t12->n; _t13++) { mjc_int v_t = _t12->v[_t13]; mjc_int _t16 = mjc_number(v_t); if (!_t15 || _t16 < _t14) { _t14 = _t16; _t15 = 1; } } _t14; }) : ((mjc_int)0LL))); (mjc_int)((_t17 == ((mjc_int)6LL))); })))))) ? 1 : 0;  /* seven_shifted_pairs: specs/mcr.yaml:280 */
        n_three_suited_terminal_chows = ((((mjc_int)((({ mjc_int _t65 = (b_chows).n; (mjc_int)((_t65 == ((mjc_int)4LL))); })) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && ((mjc_suit(d_pair_tile) < 3)) && (({ mjc_int _t66 = mjc_number(d_pair_tile); (mjc_int)((_t66 == ((mjc_int)5LL))); })) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t67 = &b_chows;  mjc_int _t69 = 1; for (int _t68 = 0; _t68 < _t67->n; _t68++) { const mjc_group * v_c = _t67->v[_t68];  if (!(((mjc_int)((({ mjc_int _t70 = mjc_suit(mjc_real(v_c)->tile); mjc_int _t71 = mjc_suit(d_pair_tile); (mjc_int)((_t70 != _t71)); })) && (((mjc_int)((({ mjc_int _t72 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t72 == ((mjc_int)1LL))); })) || (({ mjc_int _t73 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t73 == ((mjc_int)7LL))); }))))))))) { _t69 = 0; break; } } _t69; }) : ((mjc_int)1))) && (({ mjc_int _t79 = (({ const mjc_groups *_t74 = &b_chows; mjc_ints _t76; _t76.n = 0; uint64_t _t78 = 0; for (int _t75 = 0; _t75 < _t74->n; _t75++) { const mjc_group * v_c = _t74->v[_t75]; mjc_int _t77 = mjc_suit(mjc_real(v_c)->tile); if (mjc_first_seen(&_t76, &_t78, _t77)) mjc_push(&_t76, _t77); } _t76; })).n; (mjc_int)((_t79 == ((mjc_int)2LL))); })) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t80 = &b_chows;  mjc_int _t82 = 1; for (int _t81 = 0; _t81 < _t80->n; _t81++) { const mjc_group * v_c = _t80->v[_t81];  if (!(({ mjc_int _t90 = ((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t83 = &b_chows;  mjc_int _t85 = 0; for (int _t84 = 0; _t84 < _t83->n; _t84++) { const mjc_group * v_d = _t83->v[_t84];  if (((mjc_int)((({ mjc_int _t86 = mjc_suit(mjc_real(v_d)->tile); mjc_int _t87 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t86 == _t87)); })) && (({ mjc_int _t88 = mjc_number(mjc_real(v_d)->tile); mjc_int _t89 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t88 == _t89)); }))))) _t85++; } _t85; }) : ((mjc_int)0LL)); (mjc_int)((_t90 == ((mjc_int)1LL))); }))) { _t82 = 0; break; } } _t82; }) : ((mjc_int)1))))))) ? 1 : 0;  /* three_suited_terminal_chows: specs/mcr.yaml:438 */
        n_all_chows = (!n_seven_shifted_pairs && !n_pure_terminal_chows && !n_three_suited_terminal_chows && (((mjc_int)((((mjc_int)((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) && (({ mjc_int _t135 = (b_chows).n; (mjc_int)((_t135 == ((mjc_int)4LL))); }))))) || (((mjc_int)((((mjc_int)((b_shape == SHAPE_KNITTED)))) && (({ mjc_int _t136 = (b_chows).n; (mjc_int)((_t136 == ((mjc_int)1LL))); })))))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && ((mjc_suit(d_pair_tile) < 3)))))) ? 1 : 0;  /* all_chows: specs/mcr.yaml:650 */
        n_all_even_pungs = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) && (({ mjc_int _t55 = (b_chows).n; (mjc_int)((_t55 == ((mjc_int)0LL))); })) && (({ const mjc_groups *_t56 = &d_groups; mjc_int _t58 = 1; for (int _t57 = 0; _t57 < _t56->n; _t57++) { if (!(mjc_in_mask(MASK_3, _t56->v[_t57]->tile))) { _t58 = 0; break; } } _t58; })))))) ? 1 : 0;  /* all_even_pungs: specs/mcr.yaml:387 */
        n_all_five = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) && (((((mjc_int)((d_groups).n >= 1))) ? ({ const mjc_groups *_t91 = &d_groups;  mjc_int _t93 = 1; for (int _t92 = 0; _t92 < _t91->n; _t92++) { const mjc_group * v_g = _t91->v[_t92];  if (!(((mjc_int)(((mjc_suit(mjc_real(v_g)->tile) < 3)) && ((((mjc_real(v_g)->kind == CHOW)) ? ({ mjc_int _t94 = mjc_number(mjc_real(v_g)->tile); (mjc_int)((((mjc_int)3LL) <= _t94) && (_t94 <= ((mjc_int)5LL))); }) : ({ mjc_int _t95 = mjc_number(mjc_real(v_g)->tile); (mjc_int)((_t95 == ((mjc_int)5LL))); }))))))) { _t93 = 0; break; } } _t93; }) : ((mjc_int)1))))))) ? 1 : 0;  /* all_five: specs/mcr.yaml:454 */
        p_all_green = ((mjc_int)((d_normal) && (({ const mjc_ints *_t241 = &b_tiles; mjc_int _t243 = 1; for (int _t242 = 0; _t242 < _t241->n; _t242++) { if (!(mjc_in_mask(MASK_16, _t241->v[_t242]))) { _t243 = 0; break; } } _t243; }))));  /* all_green: specs/mcr.yaml:260 */
        n_all_green = (p_all_green) ? 1 : 0;  /* all_green: specs/mcr.yaml:260 */
        n_all_honors = ((((mjc_int)((d_normal) && (({ const mjc_ints *_t23 = &b_tiles; mjc_int _t25 = 1; for (int _t24 = 0; _t24 < _t23->n; _t24++) { if (!(mjc_in_mask(MASK_0, _t23->v[_t24]))) { _t25 = 0; break; } } _t25; })))))) ? 1 : 0;  /* all_honors: specs/mcr.yaml:311 */
        n_all_terminals = (p_all_terminals) ? 1 : 0;  /* all_terminals: specs/mcr.yaml:293 */
        n_all_terminals_and_honors = (!n_all_terminals && !n_all_honors && (((mjc_int)((d_normal) && (({ const mjc_ints *_t42 = &b_tiles; mjc_int _t44 = 1; for (int _t43 = 0; _t43 < _t42->n; _t43++) { if (!(mjc_in_mask(MASK_1, _t42->v[_t43]))) { _t44 = 0; break; } } _t44; })) && (({ const mjc_ints *_t45 = &b_tiles; mjc_int _t47 = 0; for (int _t46 = 0; _t46 < _t45->n; _t46++) { if (mjc_in_mask(MASK_0, _t45->v[_t46])) { _t47 = 1; break; } } _t47; })) && (({ const mjc_ints *_t48 = &b_tiles; mjc_int _t50 = 0; for (int _t49 = 0; _t49 < _t48->n; _t49++) { if (mjc_in_mask(MASK_2, _t48->v[_t49])) { _t50 = 1; break; } } _t50; })))))) ? 1 : 0;  /* all_terminals_and_honors: specs/mcr.yaml:368 */
        p_big_four_winds = r_ids_0[0];  /* big_four_winds: specs/mcr.yaml:246 */
        n_big_four_winds = (p_big_four_winds) ? mjc_max2(0, r_counts_0[0]) : 0;  /* big_four_winds: specs/mcr.yaml:246 */
        n_four_concealed_pungs = ((((mjc_int)((d_dark_pungs == ((mjc_int)4LL)))))) ? 1 : 0;  /* four_concealed_pungs: specs/mcr.yaml:317 */
        p_four_pure_shifted_pungs = r_ids_0[14];  /* four_pure_shifted_pungs: specs/mcr.yaml:341 */
        n_four_pure_shifted_pungs = (p_four_pure_shifted_pungs) ? mjc_max2(0, r_counts_0[14]) : 0;  /* four_pure_shifted_pungs: specs/mcr.yaml:341 */
        n_all_pungs = (!n_big_four_winds && !n_four_kongs && !n_all_terminals && !n_all_honors && !n_four_concealed_pungs && !n_four_pure_shifted_pungs && !n_all_terminals_and_honors && !n_all_even_pungs && (((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) && (({ mjc_int _t106 = (b_pungs).n; (mjc_int)((_t106 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* all_pungs: specs/mcr.yaml:554 */
        p_middle_tiles = ((mjc_int)((d_normal) && ((!d_honors_present)) && (({ const mjc_ints *_t244 = &d_numbered; mjc_int _t246 = 1; for (int _t245 = 0; _t245 < _t244->n; _t245++) { if (!(mjc_in_mask(MASK_17, _t244->v[_t245]))) { _t246 = 0; break; } } _t246; }))));  /* middle_tiles: specs/mcr.yaml:418 */
        n_middle_tiles = (p_middle_tiles) ? 1 : 0;  /* middle_tiles: specs/mcr.yaml:418 */
        n_all_simples = (!n_all_even_pungs && !n_middle_tiles && !n_all_five && (((mjc_int)((d_normal) && (({ const mjc_ints *_t137 = &b_tiles; mjc_int _t139 = 1; for (int _t138 = 0; _t138 < _t137->n; _t138++) { if (!(mjc_in_mask(MASK_11, _t137->v[_t138]))) { _t139 = 0; break; } } _t139; })))))) ? 1 : 0;  /* all_simples: specs/mcr.yaml:678 */
        n_greater_honors_and_knitted_tiles = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_HONORS_KNITTED)))) && (((mjc_int)((b_tiles).n >= 7))) && (({ mjc_int _t54 = ({ const mjc_ints *_t51 = &b_tiles; mjc_int _t53 = 0; for (int _t52 = 0; _t52 < _t51->n; _t52++) { if (mjc_in_mask(MASK_0, _t51->v[_t52])) _t53++; } _t53; }); (mjc_int)((_t54 == ((mjc_int)7LL))); })))))) ? 1 : 0;  /* greater_honors_and_knitted_tiles: specs/mcr.yaml:381 */
        n_lesser_honors_and_knitted_tiles = (!n_greater_honors_and_knitted_tiles && (((mjc_int)((b_shape == SHAPE_HONORS_KNITTED))))) ? 1 : 0;  /* lesser_honors_and_knitted_tiles: specs/mcr.yaml:476 */
        n_thirteen_orphans = ((((mjc_int)((b_shape == SHAPE_ORPHANS13))))) ? 1 : 0;  /* thirteen_orphans: specs/mcr.yaml:286 */
        n_all_types = (!n_thirteen_orphans && !n_greater_honors_and_knitted_tiles && !n_lesser_honors_and_knitted_tiles && (((mjc_int)((((mjc_int)((d_normal) || (((mjc_int)((b_shape == SHAPE_KNITTED))))))) && (((mjc_int)((d_suits_present == ((mjc_int)3LL))))) && (({ const mjc_ints *_t107 = &b_tiles; mjc_int _t109 = 0; for (int _t108 = 0; _t108 < _t107->n; _t108++) { if (mjc_in_mask(MASK_9, _t107->v[_t108])) { _t109 = 1; break; } } _t109; })) && (({ const mjc_ints *_t110 = &b_tiles; mjc_int _t112 = 0; for (int _t111 = 0; _t111 < _t110->n; _t111++) { if (mjc_in_mask(MASK_10, _t110->v[_t111])) { _t112 = 1; break; } } _t112; })))))) ? 1 : 0;  /* all_types: specs/mcr.yaml:571 */
        p_big_three_dragons = r_ids_0[1];  /* big_three_dragons: specs/mcr.yaml:253 */
        n_big_three_dragons = (p_big_three_dragons) ? mjc_max2(0, r_counts_0[1]) : 0;  /* big_three_dragons: specs/mcr.yaml:253 */
        n_little_four_winds = (!n_big_four_winds && (((mjc_int)((({ mjc_int _t21 = (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t18 = &b_pungs; mjc_groups _t20; _t20.n = 0; for (int _t19 = 0; _t19 < _t18->n; _t19++) { const mjc_group * v_s = _t18->v[_t19]; if (mjc_is_wind(mjc_real(v_s)->tile)) mjc_push_group(&_t20, v_s); } _t20; }) : ((mjc_groups){0}))).n; (mjc_int)((_t21 == ((mjc_int)3LL))); })) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_wind(d_pair_tile)))))) ? 1 : 0;  /* little_four_winds: specs/mcr.yaml:299 */
        n_big_three_winds = (!n_big_four_winds && !n_little_four_winds && p_big_three_winds) ? mjc_max2(0, r_counts_0[37]) : 0;  /* big_three_winds: specs/mcr.yaml:499 */
        n_edge_wait = ((((mjc_int)((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) || (((mjc_int)((b_shape == SHAPE_KNITTED))))))) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t140 = &b_chows;  mjc_int _t142 = 0; for (int _t141 = 0; _t141 < _t140->n; _t141++) { const mjc_group * v_c = _t140->v[_t141]; if (!((!mjc_real(v_c)->declared))) continue;  if (((mjc_int)((((mjc_int)(mjc_group_has_tile(v_c, b_win_tile)))) && (((mjc_int)((((mjc_int)((({ mjc_int _t143 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t143 == ((mjc_int)1LL))); })) && (({ mjc_int _t144 = mjc_number(b_win_tile); (mjc_int)((_t144 == ((mjc_int)3LL))); }))))) || (((mjc_int)((({ mjc_int _t145 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t145 == ((mjc_int)7LL))); })) && (({ mjc_int _t146 = mjc_number(b_win_tile); (mjc_int)((_t146 == ((mjc_int)7LL))); }))))))))))) { _t142 = 1; break; } } _t142; }) : ((mjc_int)0))) && ((done_d_unique_wait ? d_unique_wait : (d_unique_wait = ({ mjc_int _t154 = (((o_fifth_copy_waits) ? (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)) : ({ const mjc_ints _t147_v = (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)); const mjc_ints *_t147 = &_t147_v; mjc_ints _t149; _t149.n = 0; for (int _t148 = 0; _t148 < _t147->n; _t148++) { mjc_int v_w = _t147->v[_t148]; if (({ mjc_int _t153 = mjc_sub(({ const mjc_ints *_t150 = &b_tiles;  mjc_int _t152 = 0; for (int _t151 = 0; _t151 < _t150->n; _t151++) { mjc_int v_t = _t150->v[_t151];  if (((mjc_int)((v_t == v_w)))) _t152++; } _t152; }), ((((mjc_int)((v_w == b_win_tile)))) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t153 < ((mjc_int)4LL))); })) mjc_push(&_t149, v_w); } _t149; }))).n; (mjc_int)((_t154 == ((mjc_int)1LL))); }), done_d_unique_wait = 1, d_unique_wait))))))) ? 1 : 0;  /* edge_wait: specs/mcr.yaml:732 */
        n_closed_wait = (!n_edge_wait && (((mjc_int)((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) || (((mjc_int)((b_shape == SHAPE_KNITTED))))))) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t155 = &b_chows;  mjc_int _t157 = 0; for (int _t156 = 0; _t156 < _t155->n; _t156++) { const mjc_group * v_c = _t155->v[_t156]; if (!((!mjc_real(v_c)->declared))) continue;  if (((mjc_int)((((mjc_int)(mjc_group_has_tile(v_c, b_win_tile)))) && (({ mjc_int _t158 = mjc_number(b_win_tile); mjc_int _t159 = mjc_add(mjc_number(mjc_real(v_c)->tile), ((mjc_int)1LL)); (mjc_int)((_t158 == _t159)); }))))) { _t157 = 1; break; } } _t157; }) : ((mjc_int)0))) && ((done_d_unique_wait ? d_unique_wait : (d_unique_wait = ({ mjc_int _t167 = (((o_fifth_copy_waits) ? (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)) : ({ const mjc_ints _t160_v = (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)); const mjc_ints *_t160 = &_t160_v; mjc_ints _t162; _t162.n = 0; for (int _t161 = 0; _t161 < _t160->n; _t161++) { mjc_int v_w = _t160->v[_t161]; if (({ mjc_int _t166 = mjc_sub(({ const mjc_ints *_t163 = &b_tiles;  mjc_int _t165 = 0; for (int _t164 = 0; _t164 < _t163->n; _t164++) { mjc_int v_t = _t163->v[_t164];  if (((mjc_int)((v_t == v_w)))) _t165++; } _t165; }), ((((mjc_int)((v_w == b_win_tile)))) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t166 < ((mjc_int)4LL))); })) mjc_push(&_t162, v_w); } _t162; }))).n; (mjc_int)((_t167 == ((mjc_int)1LL))); }), done_d_unique_wait = 1, d_unique_wait))))))) ? 1 : 0;  /* closed_wait: specs/mcr.yaml:738 */
        n_seven_pairs = (!n_seven_shifted_pairs && !n_pure_terminal_chows && (((mjc_int)((b_shape == SHAPE_PAIRS7))))) ? 1 : 0;  /* seven_pairs: specs/mcr.yaml:375 */
        n_concealed_hand = (!n_nine_gates && !n_seven_shifted_pairs && !n_thirteen_orphans && !n_four_concealed_pungs && !n_seven_pairs && !n_greater_honors_and_knitted_tiles && !n_lesser_honors_and_knitted_tiles && (((mjc_int)((((mjc_int)((d_claimed_melds == ((mjc_int)0LL))))) && ((!b_self_drawn)))))) ? 1 : 0;  /* concealed_hand: specs/mcr.yaml:645 */
        p_triple_pung = r_ids_0[31];  /* triple_pung: specs/mcr.yaml:460 */
        n_triple_pung = (p_triple_pung) ? mjc_max2(0, r_counts_0[31]) : 0;  /* triple_pung: specs/mcr.yaml:460 */
        p_double_pung = r_ids_0[64];  /* double_pung: specs/mcr.yaml:662 */
        n_double_pung = (!n_triple_pung && p_double_pung) ? mjc_max2(0, r_counts_0[64]) : 0;  /* double_pung: specs/mcr.yaml:662 */
        n_little_three_dragons = (!n_big_three_dragons && (((mjc_int)((({ mjc_int _t22 = (d_dragon_pungs).n; (mjc_int)((_t22 == ((mjc_int)2LL))); })) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_dragon(d_pair_tile)))))) ? 1 : 0;  /* little_three_dragons: specs/mcr.yaml:305 */
        p_two_dragons_pungs = r_ids_0[52];  /* two_dragons_pungs: specs/mcr.yaml:588 */
        n_two_dragons_pungs = (!n_big_three_dragons && !n_little_three_dragons && p_two_dragons_pungs) ? mjc_max2(0, r_counts_0[52]) : 0;  /* two_dragons_pungs: specs/mcr.yaml:588 */
        n_dragon_pung = (!n_big_three_dragons && !n_little_three_dragons && !n_two_dragons_pungs && (({ mjc_int _t126 = (d_dragon_pungs).n; (mjc_int)((_t126 > ((mjc_int)0LL))); }))) ? mjc_max2(0, (d_dragon_pungs).n) : 0;  /* dragon_pung: specs/mcr.yaml:629 */
        {  /* the relation patterns over one list: quadruple_chow: specs/mcr.yaml:334 */
            mjc_groups r_items = mjc_by_tile(b_chows);
            r_found_1.n = 0;
            r_ids_1[13] = 0; r_counts_1[13] = 0; r_ids_1[15] = 0; r_counts_1[15] = 0; r_ids_1[22] = 0; r_counts_1[22] = 0; r_ids_1[27] = 0; r_counts_1[27] = 0; r_ids_1[29] = 0; r_counts_1[29] = 0; r_ids_1[38] = 0; r_counts_1[38] = 0; r_ids_1[40] = 0; r_counts_1[40] = 0; r_ids_1[48] = 0; r_counts_1[48] = 0; r_ids_1[68] = 0; r_counts_1[68] = 0; r_ids_1[69] = 0; r_counts_1[69] = 0; r_ids_1[70] = 0; r_counts_1[70] = 0; r_ids_1[71] = 0; r_counts_1[71] = 0;
            if (r_items.n >= 2) {
                mjc_ints r_tiles; r_tiles.n = 0;
                for (int i = 0; i < r_items.n; i++) r_tiles.v[r_tiles.n++] = r_items.v[i]->tile;
                mjc_relation_found(&r_tiles, RELATIONS_1, 3, &r_found_1);
                mjc_sort_instances(&r_found_1);  /* in pattern order, then combination order: ties go to the first */
                for (int i = 0; i < r_found_1.n; i++) r_ids_1[r_found_1.v[i].pattern] = 1;
                static const mjc_int values[N_PATTERNS] = {[13] = 48, [15] = 32, [22] = 24, [27] = 16, [29] = 16, [38] = 8, [40] = 8, [48] = 6, [68] = 1, [69] = 1, [70] = 1, [71] = 1};
                mjc_choose_relations(&r_found_1, values, RELATION_CHOICES_1, 212, r_counts_1);
            }
        }
        p_four_pure_shifted_chows = r_ids_1[15];  /* four_pure_shifted_chows: specs/mcr.yaml:351 */
        n_four_pure_shifted_chows = (p_four_pure_shifted_chows) ? mjc_max2(0, r_counts_1[15]) : 0;  /* four_pure_shifted_chows: specs/mcr.yaml:351 */
        n_full_flush = (!n_nine_gates && !n_seven_shifted_pairs && !n_pure_terminal_chows && (((mjc_int)((d_normal) && ((!d_honors_present)) && (((mjc_int)((d_suits_present == ((mjc_int)1LL))))))))) ? 1 : 0;  /* full_flush: specs/mcr.yaml:393 */
        n_fully_concealed_hand = ((((mjc_int)((((mjc_int)((d_claimed_melds == ((mjc_int)0LL))))) && (b_self_drawn) && (((mjc_int)((o_concealed_special_self_draw) || ((!((mjc_int)((((mjc_int)((b_shape == SHAPE_PAIRS7)))) || (((mjc_int)((b_shape == SHAPE_ORPHANS13)))) || (((mjc_int)((b_shape == SHAPE_HONORS_KNITTED)))) || (((mjc_int)((d_dark_pungs == ((mjc_int)4LL))))) || (d_nine_gates_hand)))))))))))) ? 1 : 0;  /* fully_concealed_hand: specs/mcr.yaml:611 */
        n_half_flush = ((((mjc_int)((d_normal) && (d_honors_present) && (((mjc_int)((d_suits_present == ((mjc_int)1LL))))) && (((mjc_int)((o_green_half_flush) || ((!p_all_green))))))))) ? 1 : 0;  /* half_flush: specs/mcr.yaml:559 */
        n_knitted_straight = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_KNITTED)))) || (((mjc_int)((((mjc_int)((b_shape == SHAPE_HONORS_KNITTED)))) && (({ mjc_int _t96 = (d_numbered).n; (mjc_int)((_t96 == ((mjc_int)9LL))); }))))))))) ? 1 : 0;  /* knitted_straight: specs/mcr.yaml:482 */
        n_lower_tiles = ((((mjc_int)((d_normal) && ((!d_honors_present)) && (({ const mjc_ints *_t62 = &d_numbered; mjc_int _t64 = 1; for (int _t63 = 0; _t63 < _t62->n; _t63++) { if (!(mjc_in_mask(MASK_5, _t62->v[_t63]))) { _t64 = 0; break; } } _t64; })))))) ? 1 : 0;  /* lower_tiles: specs/mcr.yaml:424 */
        n_lower_four = (!n_lower_tiles && (((mjc_int)((d_normal) && ((!d_honors_present)) && (({ const mjc_ints *_t100 = &d_numbered; mjc_int _t102 = 1; for (int _t101 = 0; _t101 < _t100->n; _t101++) { if (!(mjc_in_mask(MASK_7, _t100->v[_t101]))) { _t102 = 0; break; } } _t102; })))))) ? 1 : 0;  /* lower_four: specs/mcr.yaml:493 */
        p_mixed_double_chow = r_ids_1[69];  /* mixed_double_chow: specs/mcr.yaml:691 */
        n_mixed_double_chow = (!n_pure_terminal_chows && !n_three_suited_terminal_chows && p_mixed_double_chow) ? mjc_max2(0, r_counts_1[69]) : 0;  /* mixed_double_chow: specs/mcr.yaml:691 */
        p_mixed_shifted_chows = r_ids_1[48];  /* mixed_shifted_chows: specs/mcr.yaml:565 */
        n_mixed_shifted_chows = (p_mixed_shifted_chows) ? mjc_max2(0, r_counts_1[48]) : 0;  /* mixed_shifted_chows: specs/mcr.yaml:565 */
        p_mixed_shifted_pungs = r_ids_0[41];  /* mixed_shifted_pungs: specs/mcr.yaml:524 */
        n_mixed_shifted_pungs = (p_mixed_shifted_pungs) ? mjc_max2(0, r_counts_0[41]) : 0;  /* mixed_shifted_pungs: specs/mcr.yaml:524 */
        p_mixed_straight = r_ids_1[38];  /* mixed_straight: specs/mcr.yaml:506 */
        n_mixed_straight = (p_mixed_straight) ? mjc_max2(0, r_counts_1[38]) : 0;  /* mixed_straight: specs/mcr.yaml:506 */
        p_mixed_triple_chow = r_ids_1[40];  /* mixed_triple_chow: specs/mcr.yaml:518 */
        n_mixed_triple_chow = (p_mixed_triple_chow) ? mjc_max2(0, r_counts_1[40]) : 0;  /* mixed_triple_chow: specs/mcr.yaml:518 */
        n_upper_tiles = ((((mjc_int)((d_normal) && ((!d_honors_present)) && (({ const mjc_ints *_t59 = &d_numbered; mjc_int _t61 = 1; for (int _t60 = 0; _t60 < _t59->n; _t60++) { if (!(mjc_in_mask(MASK_4, _t59->v[_t60]))) { _t61 = 0; break; } } _t61; })))))) ? 1 : 0;  /* upper_tiles: specs/mcr.yaml:412 */
        n_upper_four = (!n_upper_tiles && (((mjc_int)((d_normal) && ((!d_honors_present)) && (({ const mjc_ints *_t97 = &d_numbered; mjc_int _t99 = 1; for (int _t98 = 0; _t98 < _t97->n; _t98++) { if (!(mjc_in_mask(MASK_6, _t97->v[_t98]))) { _t99 = 0; break; } } _t99; })))))) ? 1 : 0;  /* upper_four: specs/mcr.yaml:487 */
        n_no_honors = (!n_nine_gates && !n_seven_shifted_pairs && !n_all_terminals && !n_pure_terminal_chows && !n_all_even_pungs && !n_full_flush && !n_upper_tiles && !n_lower_tiles && !n_three_suited_terminal_chows && !n_all_five && !n_upper_four && !n_lower_four && !n_all_chows && !n_all_simples && (((mjc_int)((((mjc_int)((d_normal) || (((mjc_int)((b_shape == SHAPE_KNITTED))))))) && ((!d_honors_present)) && (((mjc_int)((o_middle_tiles_no_honors) || ((!p_middle_tiles))))))))) ? 1 : 0;  /* no_honors: specs/mcr.yaml:727 */
        n_reversible_tiles = ((((mjc_int)((d_normal) && (({ const mjc_ints *_t103 = &b_tiles; mjc_int _t105 = 1; for (int _t104 = 0; _t104 < _t103->n; _t104++) { if (!(mjc_in_mask(MASK_8, _t103->v[_t104]))) { _t105 = 0; break; } } _t105; })))))) ? 1 : 0;  /* reversible_tiles: specs/mcr.yaml:512 */
        n_one_voided_suit = (!n_all_green && !n_nine_gates && !n_seven_shifted_pairs && !n_all_honors && !n_pure_terminal_chows && !n_full_flush && !n_reversible_tiles && !n_half_flush && (((mjc_int)((d_normal) && (((mjc_int)((d_suits_present == ((mjc_int)2LL))))))))) ? 1 : 0;  /* one_voided_suit: specs/mcr.yaml:722 */
        n_outside_hand = (!n_all_terminals && !n_all_honors && !n_all_terminals_and_honors && (((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) && (((((mjc_int)((d_groups).n >= 1))) ? ({ const mjc_groups *_t113 = &d_groups;  mjc_int _t115 = 1; for (int _t114 = 0; _t114 < _t113->n; _t114++) { const mjc_group * v_g = _t113->v[_t114];  if (!(((mjc_int)(((mjc_suit(mjc_real(v_g)->tile) == 3)) || ((((mjc_real(v_g)->kind == CHOW)) ? ((mjc_int)((({ mjc_int _t116 = mjc_number(mjc_real(v_g)->tile); (mjc_int)((_t116 == ((mjc_int)1LL))); })) || (({ mjc_int _t117 = mjc_number(mjc_real(v_g)->tile); (mjc_int)((_t117 == ((mjc_int)7LL))); })))) : mjc_is_terminal(mjc_real(v_g)->tile))))))) { _t115 = 0; break; } } _t115; }) : ((mjc_int)1))))))) ? 1 : 0;  /* outside_hand: specs/mcr.yaml:606 */
        n_prevalent_wind_pung = (!n_big_four_winds && (({ const mjc_groups *_t127 = &b_pungs; mjc_int _t130 = b_round_wind; mjc_int _t129 = 0; for (int _t128 = 0; _t128 < _t127->n; _t128++) { if (_t127->v[_t128]->tile == _t130) { _t129 = 1; break; } } _t129; }))) ? 1 : 0;  /* prevalent_wind_pung: specs/mcr.yaml:635 */
        n_pung_of_terminals_or_honors = (!n_big_four_winds && !n_all_terminals && !n_little_four_winds && !n_all_honors && !n_all_terminals_and_honors && (((mjc_int)((d_yaojiu_pungs > ((mjc_int)0LL)))))) ? mjc_max2(0, ((p_nine_gates) ? ((o_nine_gates_yaojiu) ? mjc_sub(d_yaojiu_pungs, ((mjc_int)1LL)) : ((mjc_int)0LL)) : d_yaojiu_pungs)) : 0;  /* pung_of_terminals_or_honors: specs/mcr.yaml:709 */
        p_quadruple_chow = r_ids_1[13];  /* quadruple_chow: specs/mcr.yaml:334 */
        n_quadruple_chow = (p_quadruple_chow) ? mjc_max2(0, r_counts_1[13]) : 0;  /* quadruple_chow: specs/mcr.yaml:334 */
        p_pure_triple_chow = r_ids_1[22];  /* pure_triple_chow: specs/mcr.yaml:399 */
        n_pure_triple_chow = (!n_quadruple_chow && p_pure_triple_chow) ? mjc_max2(0, r_counts_1[22]) : 0;  /* pure_triple_chow: specs/mcr.yaml:399 */
        p_pure_double_chow = r_ids_1[68];  /* pure_double_chow: specs/mcr.yaml:685 */
        n_pure_double_chow = (!n_pure_terminal_chows && !n_quadruple_chow && !n_pure_triple_chow && !n_three_suited_terminal_chows && p_pure_double_chow) ? mjc_max2(0, r_counts_1[68]) : 0;  /* pure_double_chow: specs/mcr.yaml:685 */
        p_pure_shifted_chows = r_ids_1[29];  /* pure_shifted_chows: specs/mcr.yaml:448 */
        n_pure_shifted_chows = (!n_pure_terminal_chows && !n_four_pure_shifted_chows && p_pure_shifted_chows) ? mjc_max2(0, r_counts_1[29]) : 0;  /* pure_shifted_chows: specs/mcr.yaml:448 */
        p_pure_shifted_pungs = r_ids_0[23];  /* pure_shifted_pungs: specs/mcr.yaml:406 */
        n_pure_shifted_pungs = (!n_four_pure_shifted_pungs && p_pure_shifted_pungs) ? mjc_max2(0, r_counts_0[23]) : 0;  /* pure_shifted_pungs: specs/mcr.yaml:406 */
        p_pure_straight = r_ids_1[27];  /* pure_straight: specs/mcr.yaml:431 */
        n_pure_straight = (p_pure_straight) ? mjc_max2(0, r_counts_1[27]) : 0;  /* pure_straight: specs/mcr.yaml:431 */
        n_seat_wind_pung = (!n_big_four_winds && (({ const mjc_groups *_t131 = &b_pungs; mjc_int _t134 = b_seat_wind; mjc_int _t133 = 0; for (int _t132 = 0; _t132 < _t131->n; _t132++) { if (_t131->v[_t132]->tile == _t134) { _t133 = 1; break; } } _t133; }))) ? 1 : 0;  /* seat_wind_pung: specs/mcr.yaml:640 */
        n_self_drawn_win = (!n_last_tile_draw && !n_out_with_replacement_tile && !n_fully_concealed_hand && (b_self_drawn)) ? 1 : 0;  /* self_drawn_win: specs/mcr.yaml:749 */
        p_short_straight = r_ids_1[70];  /* short_straight: specs/mcr.yaml:697 */
        n_short_straight = (!n_pure_terminal_chows && !n_four_pure_shifted_chows && !n_pure_straight && !n_three_suited_terminal_chows && p_short_straight) ? mjc_max2(0, r_counts_1[70]) : 0;  /* short_straight: specs/mcr.yaml:697 */
        n_single_wait = (!n_four_kongs && !n_seven_shifted_pairs && !n_thirteen_orphans && !n_seven_pairs && !n_greater_honors_and_knitted_tiles && !n_lesser_honors_and_knitted_tiles && !n_melded_hand && !n_edge_wait && !n_closed_wait && (((mjc_int)((((mjc_int)((((mjc_int)((b_shape == SHAPE_REGULAR)))) || (((mjc_int)((b_shape == SHAPE_KNITTED))))))) && (({ const mjc_groups *_t168 = &b_pairs; mjc_int _t171 = b_win_tile; mjc_int _t170 = 0; for (int _t169 = 0; _t169 < _t168->n; _t169++) { if (_t168->v[_t169]->tile == _t171) { _t170 = 1; break; } } _t170; })) && ((done_d_unique_wait ? d_unique_wait : (d_unique_wait = ({ mjc_int _t179 = (((o_fifth_copy_waits) ? (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)) : ({ const mjc_ints _t172_v = (done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits)); const mjc_ints *_t172 = &_t172_v; mjc_ints _t174; _t174.n = 0; for (int _t173 = 0; _t173 < _t172->n; _t173++) { mjc_int v_w = _t172->v[_t173]; if (({ mjc_int _t178 = mjc_sub(({ const mjc_ints *_t175 = &b_tiles;  mjc_int _t177 = 0; for (int _t176 = 0; _t176 < _t175->n; _t176++) { mjc_int v_t = _t175->v[_t176];  if (((mjc_int)((v_t == v_w)))) _t177++; } _t177; }), ((((mjc_int)((v_w == b_win_tile)))) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t178 < ((mjc_int)4LL))); })) mjc_push(&_t174, v_w); } _t174; }))).n; (mjc_int)((_t179 == ((mjc_int)1LL))); }), done_d_unique_wait = 1, d_unique_wait))))))) ? 1 : 0;  /* single_wait: specs/mcr.yaml:744 */
        n_three_concealed_pungs = (!n_four_concealed_pungs && (((mjc_int)((d_dark_pungs == ((mjc_int)3LL)))))) ? 1 : 0;  /* three_concealed_pungs: specs/mcr.yaml:469 */
        n_tile_hog = (!n_seven_shifted_pairs && !n_quadruple_chow && (((mjc_int)((d_tile_hogs > ((mjc_int)0LL)))))) ? mjc_max2(0, d_tile_hogs) : 0;  /* tile_hog: specs/mcr.yaml:656 */
        n_two_concealed_pungs = (!n_four_concealed_pungs && !n_three_concealed_pungs && !n_two_concealed_kongs && (((mjc_int)((d_dark_pungs == ((mjc_int)2LL)))))) ? 1 : 0;  /* two_concealed_pungs: specs/mcr.yaml:668 */
        p_two_terminal_chows = r_ids_1[71];  /* two_terminal_chows: specs/mcr.yaml:703 */
        n_two_terminal_chows = (!n_pure_terminal_chows && !n_four_pure_shifted_chows && !n_pure_straight && !n_three_suited_terminal_chows && p_two_terminal_chows) ? mjc_max2(0, r_counts_1[71]) : 0;  /* two_terminal_chows: specs/mcr.yaml:703 */
        s_fan = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)88LL) * n_all_green + ((mjc_int)88LL) * n_nine_gates + ((mjc_int)88LL) * n_four_kongs + ((mjc_int)88LL) * n_seven_shifted_pairs + ((mjc_int)88LL) * n_thirteen_orphans + ((mjc_int)64LL) * n_all_terminals + ((mjc_int)64LL) * n_little_four_winds + ((mjc_int)64LL) * n_little_three_dragons + ((mjc_int)64LL) * n_all_honors + ((mjc_int)64LL) * n_four_concealed_pungs + ((mjc_int)64LL) * n_pure_terminal_chows + ((mjc_int)32LL) * n_three_kongs + ((mjc_int)32LL) * n_all_terminals_and_honors + ((mjc_int)24LL) * n_seven_pairs + ((mjc_int)24LL) * n_greater_honors_and_knitted_tiles + ((mjc_int)24LL) * n_all_even_pungs + ((mjc_int)24LL) * n_full_flush + ((mjc_int)24LL) * n_upper_tiles + ((mjc_int)24LL) * n_middle_tiles + ((mjc_int)24LL) * n_lower_tiles + ((mjc_int)16LL) * n_three_suited_terminal_chows + ((mjc_int)16LL) * n_all_five + ((mjc_int)16LL) * n_three_concealed_pungs + ((mjc_int)12LL) * n_lesser_honors_and_knitted_tiles + ((mjc_int)12LL) * n_knitted_straight + ((mjc_int)12LL) * n_upper_four + ((mjc_int)12LL) * n_lower_four + ((mjc_int)8LL) * n_reversible_tiles + ((mjc_int)8LL) * n_last_tile_draw + ((mjc_int)8LL) * n_last_tile_claim + ((mjc_int)8LL) * n_out_with_replacement_tile + ((mjc_int)8LL) * n_robbing_the_kong + ((mjc_int)6LL) * n_all_pungs + ((mjc_int)6LL) * n_half_flush + ((mjc_int)6LL) * n_all_types + ((mjc_int)6LL) * n_melded_hand + ((mjc_int)6LL) * n_two_concealed_kongs + ((mjc_int)5LL) * n_concealed_and_melded_kong + ((mjc_int)4LL) * n_outside_hand + ((mjc_int)4LL) * n_fully_concealed_hand + ((mjc_int)4LL) * n_two_melded_kongs + ((mjc_int)4LL) * n_last_tile_fan + ((mjc_int)2LL) * n_prevalent_wind_pung + ((mjc_int)2LL) * n_seat_wind_pung + ((mjc_int)2LL) * n_concealed_hand + ((mjc_int)2LL) * n_all_chows + ((mjc_int)2LL) * n_two_concealed_pungs + ((mjc_int)2LL) * n_concealed_kong + ((mjc_int)2LL) * n_all_simples + n_melded_kong + n_one_voided_suit + n_no_honors + n_edge_wait + n_closed_wait + n_single_wait + n_self_drawn_win), mjc_mul(((mjc_int)88LL), n_big_four_winds)), mjc_mul(((mjc_int)88LL), n_big_three_dragons)), mjc_mul(((mjc_int)48LL), n_quadruple_chow)), mjc_mul(((mjc_int)48LL), n_four_pure_shifted_pungs)), mjc_mul(((mjc_int)32LL), n_four_pure_shifted_chows)), mjc_mul(((mjc_int)24LL), n_pure_triple_chow)), mjc_mul(((mjc_int)24LL), n_pure_shifted_pungs)), mjc_mul(((mjc_int)16LL), n_pure_straight)), mjc_mul(((mjc_int)16LL), n_pure_shifted_chows)), mjc_mul(((mjc_int)16LL), n_triple_pung)), mjc_mul(((mjc_int)12LL), n_big_three_winds)), mjc_mul(((mjc_int)8LL), n_mixed_straight)), mjc_mul(((mjc_int)8LL), n_mixed_triple_chow)), mjc_mul(((mjc_int)8LL), n_mixed_shifted_pungs)), mjc_mul(((mjc_int)6LL), n_mixed_shifted_chows)), mjc_mul(((mjc_int)6LL), n_two_dragons_pungs)), mjc_mul(((mjc_int)2LL), n_dragon_pung)), mjc_mul(((mjc_int)2LL), n_tile_hog)), mjc_mul(((mjc_int)2LL), n_double_pung)), n_pure_double_chow), n_mixed_double_chow), n_short_straight), n_two_terminal_chows), n_pung_of_terminals_or_honors);  /* fan */
        n_chicken_hand = ((((mjc_int)((s_fan == ((mjc_int)0LL)))))) ? 1 : 0;  /* chicken_hand: specs/mcr.yaml:754 */
        s_chicken = (((mjc_int)8LL) * n_chicken_hand);  /* chicken */

    }
    d_false_win = ((mjc_int)((o_false_win_below_minimum) && (({ mjc_int _t247 = mjc_add(mjc_add(s_fan, s_chicken), ((o_min_fan_counts_flowers) ? s_flower_fan : ((mjc_int)0LL))); (mjc_int)((_t247 < o_min_fan)); }))));  /* false_win: specs/mcr.yaml:224 */

    if (((mjc_int)(((!o_false_win_below_minimum)) && ((!o_min_fan_counts_flowers)) && (({ mjc_int _t248 = mjc_add(s_fan, s_chicken); (mjc_int)((_t248 < o_min_fan)); }))))) {
        mjc_message message = {0};
        mjc_say(&message, MJC_TEXT("\344\270\215\350\266\263\350\265\267\345\222\214\347\225\252\346\225\260\357\274\232"));
        mjc_say_int(&message, mjc_add(s_fan, s_chicken));
        mjc_say(&message, MJC_TEXT("\347\225\252\357\274\214\350\265\267\345\222\214"));
        mjc_say_int(&message, o_min_fan);
        mjc_say(&message, MJC_TEXT("\347\225\252\357\274\210\350\212\261\347\211\214\344\270\215\350\256\241\357\274\211 ("));
        mjc_say_int(&message, mjc_add(s_fan, s_chicken));
        mjc_say(&message, MJC_TEXT(" fan, below the "));
        mjc_say_int(&message, o_min_fan);
        mjc_say(&message, MJC_TEXT("-fan minimum (flowers do not count toward it))"));
        mjc_refuse("below_minimum", win->winner, (mjc_text){message.text, message.used});
    }
    if (((mjc_int)(((!o_false_win_below_minimum)) && (o_min_fan_counts_flowers) && (({ mjc_int _t249 = mjc_add(mjc_add(s_fan, s_chicken), s_flower_fan); (mjc_int)((_t249 < o_min_fan)); }))))) {
        mjc_message message = {0};
        mjc_say(&message, MJC_TEXT("\344\270\215\350\266\263\350\265\267\345\222\214\347\225\252\346\225\260\357\274\232"));
        mjc_say_int(&message, mjc_add(mjc_add(s_fan, s_chicken), s_flower_fan));
        mjc_say(&message, MJC_TEXT("\347\225\252\357\274\210\350\212\261\347\211\214\350\256\241\345\205\245\357\274\211\357\274\214\350\265\267\345\222\214"));
        mjc_say_int(&message, o_min_fan);
        mjc_say(&message, MJC_TEXT("\347\225\252 ("));
        mjc_say_int(&message, mjc_add(mjc_add(s_fan, s_chicken), s_flower_fan));
        mjc_say(&message, MJC_TEXT(" fan, flowers counted, below the "));
        mjc_say_int(&message, o_min_fan);
        mjc_say(&message, MJC_TEXT("-fan minimum)"));
        mjc_refuse("below_minimum_with_flowers", win->winner, (mjc_text){message.text, message.used});
    }
    if (((mjc_int)((b_self_drawn) && ((!d_false_win))))) {  /* self-draw: specs/mcr.yaml:803 */
        { mjc_ints payers = b_others; mjc_pay_from_each(ledger, &payers, b_winner, mjc_add(mjc_add(mjc_add(d_base_points, s_fan), s_chicken), s_flower_fan), 0); }

    }
    if (((mjc_int)(((!b_self_drawn)) && ((!d_false_win))))) {  /* discard: specs/mcr.yaml:810 */
        mjc_add_payment(ledger, b_discarder, b_winner, mjc_add(mjc_add(mjc_add(d_base_points, s_fan), s_chicken), s_flower_fan), 1);
        { mjc_ints payers = ((((mjc_int)((b_others).n >= 1))) ? ({ const mjc_ints *_t250 = &b_others; mjc_ints _t252; _t252.n = 0; for (int _t251 = 0; _t251 < _t250->n; _t251++) { mjc_int v_s = _t250->v[_t251]; if (((mjc_int)((v_s != b_discarder)))) mjc_push(&_t252, v_s); } _t252; }) : ((mjc_ints){0})); mjc_pay_from_each(ledger, &payers, b_winner, d_base_points, 2); }

    }
    if (d_false_win) {  /* false win: specs/mcr.yaml:818 */
        { mjc_int payer = b_winner; mjc_ints payees = b_others; mjc_pay_to_each(ledger, payer, &payees, ((mjc_int)10LL), 3); }

    }
    const mjc_int total = mjc_add(mjc_add(s_fan, s_chicken), s_flower_fan);
    (void)view;
    if (out == NULL) return total;
    out->winner = win->winner;
    out->total = total;
    int found_count = 0;
    if (n_big_four_winds) out->found[found_count++] = (mjc_found){0, 0, ((mjc_int)88LL), n_big_four_winds};
    if (n_big_three_dragons) out->found[found_count++] = (mjc_found){1, 0, ((mjc_int)88LL), n_big_three_dragons};
    if (n_all_green) out->found[found_count++] = (mjc_found){2, 0, ((mjc_int)88LL), n_all_green};
    if (n_nine_gates) out->found[found_count++] = (mjc_found){3, 0, ((mjc_int)88LL), n_nine_gates};
    if (n_four_kongs) out->found[found_count++] = (mjc_found){4, 0, ((mjc_int)88LL), n_four_kongs};
    if (n_seven_shifted_pairs) out->found[found_count++] = (mjc_found){5, 0, ((mjc_int)88LL), n_seven_shifted_pairs};
    if (n_thirteen_orphans) out->found[found_count++] = (mjc_found){6, 0, ((mjc_int)88LL), n_thirteen_orphans};
    if (n_all_terminals) out->found[found_count++] = (mjc_found){7, 0, ((mjc_int)64LL), n_all_terminals};
    if (n_little_four_winds) out->found[found_count++] = (mjc_found){8, 0, ((mjc_int)64LL), n_little_four_winds};
    if (n_little_three_dragons) out->found[found_count++] = (mjc_found){9, 0, ((mjc_int)64LL), n_little_three_dragons};
    if (n_all_honors) out->found[found_count++] = (mjc_found){10, 0, ((mjc_int)64LL), n_all_honors};
    if (n_four_concealed_pungs) out->found[found_count++] = (mjc_found){11, 0, ((mjc_int)64LL), n_four_concealed_pungs};
    if (n_pure_terminal_chows) out->found[found_count++] = (mjc_found){12, 0, ((mjc_int)64LL), n_pure_terminal_chows};
    if (n_quadruple_chow) out->found[found_count++] = (mjc_found){13, 0, ((mjc_int)48LL), n_quadruple_chow};
    if (n_four_pure_shifted_pungs) out->found[found_count++] = (mjc_found){14, 0, ((mjc_int)48LL), n_four_pure_shifted_pungs};
    if (n_four_pure_shifted_chows) out->found[found_count++] = (mjc_found){15, 0, ((mjc_int)32LL), n_four_pure_shifted_chows};
    if (n_three_kongs) out->found[found_count++] = (mjc_found){16, 0, ((mjc_int)32LL), n_three_kongs};
    if (n_all_terminals_and_honors) out->found[found_count++] = (mjc_found){17, 0, ((mjc_int)32LL), n_all_terminals_and_honors};
    if (n_seven_pairs) out->found[found_count++] = (mjc_found){18, 0, ((mjc_int)24LL), n_seven_pairs};
    if (n_greater_honors_and_knitted_tiles) out->found[found_count++] = (mjc_found){19, 0, ((mjc_int)24LL), n_greater_honors_and_knitted_tiles};
    if (n_all_even_pungs) out->found[found_count++] = (mjc_found){20, 0, ((mjc_int)24LL), n_all_even_pungs};
    if (n_full_flush) out->found[found_count++] = (mjc_found){21, 0, ((mjc_int)24LL), n_full_flush};
    if (n_pure_triple_chow) out->found[found_count++] = (mjc_found){22, 0, ((mjc_int)24LL), n_pure_triple_chow};
    if (n_pure_shifted_pungs) out->found[found_count++] = (mjc_found){23, 0, ((mjc_int)24LL), n_pure_shifted_pungs};
    if (n_upper_tiles) out->found[found_count++] = (mjc_found){24, 0, ((mjc_int)24LL), n_upper_tiles};
    if (n_middle_tiles) out->found[found_count++] = (mjc_found){25, 0, ((mjc_int)24LL), n_middle_tiles};
    if (n_lower_tiles) out->found[found_count++] = (mjc_found){26, 0, ((mjc_int)24LL), n_lower_tiles};
    if (n_pure_straight) out->found[found_count++] = (mjc_found){27, 0, ((mjc_int)16LL), n_pure_straight};
    if (n_three_suited_terminal_chows) out->found[found_count++] = (mjc_found){28, 0, ((mjc_int)16LL), n_three_suited_terminal_chows};
    if (n_pure_shifted_chows) out->found[found_count++] = (mjc_found){29, 0, ((mjc_int)16LL), n_pure_shifted_chows};
    if (n_all_five) out->found[found_count++] = (mjc_found){30, 0, ((mjc_int)16LL), n_all_five};
    if (n_triple_pung) out->found[found_count++] = (mjc_found){31, 0, ((mjc_int)16LL), n_triple_pung};
    if (n_three_concealed_pungs) out->found[found_count++] = (mjc_found){32, 0, ((mjc_int)16LL), n_three_concealed_pungs};
    if (n_lesser_honors_and_knitted_tiles) out->found[found_count++] = (mjc_found){33, 0, ((mjc_int)12LL), n_lesser_honors_and_knitted_tiles};
    if (n_knitted_straight) out->found[found_count++] = (mjc_found){34, 0, ((mjc_int)12LL), n_knitted_straight};
    if (n_upper_four) out->found[found_count++] = (mjc_found){35, 0, ((mjc_int)12LL), n_upper_four};
    if (n_lower_four) out->found[found_count++] = (mjc_found){36, 0, ((mjc_int)12LL), n_lower_four};
    if (n_big_three_winds) out->found[found_count++] = (mjc_found){37, 0, ((mjc_int)12LL), n_big_three_winds};
    if (n_mixed_straight) out->found[found_count++] = (mjc_found){38, 0, ((mjc_int)8LL), n_mixed_straight};
    if (n_reversible_tiles) out->found[found_count++] = (mjc_found){39, 0, ((mjc_int)8LL), n_reversible_tiles};
    if (n_mixed_triple_chow) out->found[found_count++] = (mjc_found){40, 0, ((mjc_int)8LL), n_mixed_triple_chow};
    if (n_mixed_shifted_pungs) out->found[found_count++] = (mjc_found){41, 0, ((mjc_int)8LL), n_mixed_shifted_pungs};
    if (n_last_tile_draw) out->found[found_count++] = (mjc_found){42, 0, ((mjc_int)8LL), n_last_tile_draw};
    if (n_last_tile_claim) out->found[found_count++] = (mjc_found){43, 0, ((mjc_int)8LL), n_last_tile_claim};
    if (n_out_with_replacement_tile) out->found[found_count++] = (mjc_found){44, 0, ((mjc_int)8LL), n_out_with_replacement_tile};
    if (n_robbing_the_kong) out->found[found_count++] = (mjc_found){45, 0, ((mjc_int)8LL), n_robbing_the_kong};
    if (n_all_pungs) out->found[found_count++] = (mjc_found){46, 0, ((mjc_int)6LL), n_all_pungs};
    if (n_half_flush) out->found[found_count++] = (mjc_found){47, 0, ((mjc_int)6LL), n_half_flush};
    if (n_mixed_shifted_chows) out->found[found_count++] = (mjc_found){48, 0, ((mjc_int)6LL), n_mixed_shifted_chows};
    if (n_all_types) out->found[found_count++] = (mjc_found){49, 0, ((mjc_int)6LL), n_all_types};
    if (n_melded_hand) out->found[found_count++] = (mjc_found){50, 0, ((mjc_int)6LL), n_melded_hand};
    if (n_two_concealed_kongs) out->found[found_count++] = (mjc_found){51, 0, ((mjc_int)6LL), n_two_concealed_kongs};
    if (n_two_dragons_pungs) out->found[found_count++] = (mjc_found){52, 0, ((mjc_int)6LL), n_two_dragons_pungs};
    if (n_concealed_and_melded_kong) out->found[found_count++] = (mjc_found){53, 0, ((mjc_int)5LL), n_concealed_and_melded_kong};
    if (n_outside_hand) out->found[found_count++] = (mjc_found){54, 0, ((mjc_int)4LL), n_outside_hand};
    if (n_fully_concealed_hand) out->found[found_count++] = (mjc_found){55, 0, ((mjc_int)4LL), n_fully_concealed_hand};
    if (n_two_melded_kongs) out->found[found_count++] = (mjc_found){56, 0, ((mjc_int)4LL), n_two_melded_kongs};
    if (n_last_tile_fan) out->found[found_count++] = (mjc_found){57, 0, ((mjc_int)4LL), n_last_tile_fan};
    if (n_dragon_pung) out->found[found_count++] = (mjc_found){58, 0, ((mjc_int)2LL), n_dragon_pung};
    if (n_prevalent_wind_pung) out->found[found_count++] = (mjc_found){59, 0, ((mjc_int)2LL), n_prevalent_wind_pung};
    if (n_seat_wind_pung) out->found[found_count++] = (mjc_found){60, 0, ((mjc_int)2LL), n_seat_wind_pung};
    if (n_concealed_hand) out->found[found_count++] = (mjc_found){61, 0, ((mjc_int)2LL), n_concealed_hand};
    if (n_all_chows) out->found[found_count++] = (mjc_found){62, 0, ((mjc_int)2LL), n_all_chows};
    if (n_tile_hog) out->found[found_count++] = (mjc_found){63, 0, ((mjc_int)2LL), n_tile_hog};
    if (n_double_pung) out->found[found_count++] = (mjc_found){64, 0, ((mjc_int)2LL), n_double_pung};
    if (n_two_concealed_pungs) out->found[found_count++] = (mjc_found){65, 0, ((mjc_int)2LL), n_two_concealed_pungs};
    if (n_concealed_kong) out->found[found_count++] = (mjc_found){66, 0, ((mjc_int)2LL), n_concealed_kong};
    if (n_all_simples) out->found[found_count++] = (mjc_found){67, 0, ((mjc_int)2LL), n_all_simples};
    if (n_pure_double_chow) out->found[found_count++] = (mjc_found){68, 0, ((mjc_int)1LL), n_pure_double_chow};
    if (n_mixed_double_chow) out->found[found_count++] = (mjc_found){69, 0, ((mjc_int)1LL), n_mixed_double_chow};
    if (n_short_straight) out->found[found_count++] = (mjc_found){70, 0, ((mjc_int)1LL), n_short_straight};
    if (n_two_terminal_chows) out->found[found_count++] = (mjc_found){71, 0, ((mjc_int)1LL), n_two_terminal_chows};
    if (n_pung_of_terminals_or_honors) out->found[found_count++] = (mjc_found){72, 0, ((mjc_int)1LL), n_pung_of_terminals_or_honors};
    if (n_melded_kong) out->found[found_count++] = (mjc_found){73, 0, ((mjc_int)1LL), n_melded_kong};
    if (n_one_voided_suit) out->found[found_count++] = (mjc_found){74, 0, ((mjc_int)1LL), n_one_voided_suit};
    if (n_no_honors) out->found[found_count++] = (mjc_found){75, 0, ((mjc_int)1LL), n_no_honors};
    if (n_edge_wait) out->found[found_count++] = (mjc_found){76, 0, ((mjc_int)1LL), n_edge_wait};
    if (n_closed_wait) out->found[found_count++] = (mjc_found){77, 0, ((mjc_int)1LL), n_closed_wait};
    if (n_single_wait) out->found[found_count++] = (mjc_found){78, 0, ((mjc_int)1LL), n_single_wait};
    if (n_self_drawn_win) out->found[found_count++] = (mjc_found){79, 0, ((mjc_int)1LL), n_self_drawn_win};
    if (n_chicken_hand) out->found[found_count++] = (mjc_found){80, 0, ((mjc_int)8LL), n_chicken_hand};
    if (n_flower_tiles_fan) out->found[found_count++] = (mjc_found){81, 0, ((mjc_int)1LL), n_flower_tiles_fan};
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

MJC_MODULE(mcr, "25ec14296c01944334d8c44ae9dc23c73201bd60314679fb59bff0895ad472c1", MJC_BUILD_KEY, "mcr")
