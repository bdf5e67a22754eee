/*
 * libsudoku for C++17: a header-only wrapper over sudoku.h.
 *
 * - Boards are `sudoku::board` (std::array<char, 81>, the text encoding: '1'-'9' givens,
 *   '.' or '0' empty cells); text comes in as std::string_view and goes out as one.
 * - Names and messages are the library's static NUL-terminated strings (`const char *`,
 *   never freed).
 * - Statuses are `sudoku::status`, an enum class with the values of `sudoku_status`;
 *   techniques, levels and symmetries are enum classes too.
 * - No exceptions are thrown or required: a call that produces a value returns
 *   `sudoku::result<T>`, which holds either the value or the status that explains its
 *   absence. Only the calls that build a std::string or std::vector allocate.
 * - The C API has no handles (every call is self-contained), so there is nothing to own:
 *   no RAII types are needed. The C conventions of sudoku.h hold unchanged: outputs are
 *   written only on success, every call is thread-safe and reentrant.
 * - Everything in sudoku.h stays available (the `_values` variants, the raw structs).
 */

#ifndef SUDOKU_HPP
#define SUDOKU_HPP

// MSVC sets __cplusplus to 199711L unless /Zc:__cplusplus is given; _MSVC_LANG is its
// real language level.
#if !defined(__cplusplus) || \
    (__cplusplus < 201703L && !(defined(_MSVC_LANG) && _MSVC_LANG >= 201703L))
#error "sudoku.hpp needs C++17 or later (-std=c++17, /std:c++17); sudoku.h serves C and older C++"
#endif

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "sudoku.h"

namespace sudoku {

/// The outcome of a call: `sudoku_status` as an enum class.
enum class status : std::int32_t {
    ok = SUDOKU_OK,
    no_solution = SUDOKU_NO_SOLUTION,
    multiple_solutions = SUDOKU_MULTIPLE_SOLUTIONS,
    limit_reached = SUDOKU_LIMIT_REACHED,
    solved = SUDOKU_SOLVED,
    err_null = SUDOKU_ERR_NULL,
    err_invalid_byte = SUDOKU_ERR_INVALID_BYTE,
    err_duplicate_given = SUDOKU_ERR_DUPLICATE_GIVEN,
    err_argument = SUDOKU_ERR_ARGUMENT,
    err_internal = SUDOKU_ERR_INTERNAL,
    err_candidates = SUDOKU_ERR_CANDIDATES,
    err_rules = SUDOKU_ERR_RULES,
};

/// The techniques of `sudoku_technique`, by id.
enum class technique : std::int32_t {
    full_house = SUDOKU_TECHNIQUE_FULL_HOUSE,
    hidden_single = SUDOKU_TECHNIQUE_HIDDEN_SINGLE,
    naked_single = SUDOKU_TECHNIQUE_NAKED_SINGLE,
    pointing = SUDOKU_TECHNIQUE_POINTING,
    claiming = SUDOKU_TECHNIQUE_CLAIMING,
    naked_pair = SUDOKU_TECHNIQUE_NAKED_PAIR,
    hidden_pair = SUDOKU_TECHNIQUE_HIDDEN_PAIR,
    naked_triple = SUDOKU_TECHNIQUE_NAKED_TRIPLE,
    hidden_triple = SUDOKU_TECHNIQUE_HIDDEN_TRIPLE,
    x_wing = SUDOKU_TECHNIQUE_X_WING,
    naked_quad = SUDOKU_TECHNIQUE_NAKED_QUAD,
    hidden_quad = SUDOKU_TECHNIQUE_HIDDEN_QUAD,
    swordfish = SUDOKU_TECHNIQUE_SWORDFISH,
    jellyfish = SUDOKU_TECHNIQUE_JELLYFISH,
    turbot_fish = SUDOKU_TECHNIQUE_TURBOT_FISH,
    w_wing = SUDOKU_TECHNIQUE_W_WING,
    xy_wing = SUDOKU_TECHNIQUE_XY_WING,
    xyz_wing = SUDOKU_TECHNIQUE_XYZ_WING,
    unique_rectangle_1 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_1,
    simple_colouring = SUDOKU_TECHNIQUE_SIMPLE_COLOURING,
    x_chain = SUDOKU_TECHNIQUE_X_CHAIN,
    xy_chain = SUDOKU_TECHNIQUE_XY_CHAIN,
    solution = SUDOKU_TECHNIQUE_SOLUTION,
    skyscraper = SUDOKU_TECHNIQUE_SKYSCRAPER,
    two_string_kite = SUDOKU_TECHNIQUE_TWO_STRING_KITE,
    empty_rectangle = SUDOKU_TECHNIQUE_EMPTY_RECTANGLE,
    remote_pair = SUDOKU_TECHNIQUE_REMOTE_PAIR,
    unique_rectangle_2 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_2,
    unique_rectangle_4 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_4,
    bug_plus_one = SUDOKU_TECHNIQUE_BUG_PLUS_ONE,
    finned_x_wing = SUDOKU_TECHNIQUE_FINNED_X_WING,
    sashimi_x_wing = SUDOKU_TECHNIQUE_SASHIMI_X_WING,
    finned_swordfish = SUDOKU_TECHNIQUE_FINNED_SWORDFISH,
    sashimi_swordfish = SUDOKU_TECHNIQUE_SASHIMI_SWORDFISH,
    finned_jellyfish = SUDOKU_TECHNIQUE_FINNED_JELLYFISH,
    sashimi_jellyfish = SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH,
    aic = SUDOKU_TECHNIQUE_AIC,
    continuous_nice_loop = SUDOKU_TECHNIQUE_CONTINUOUS_NICE_LOOP,
    unique_rectangle_3 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_3,
    unique_rectangle_5 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_5,
    unique_rectangle_6 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_6,
    hidden_rectangle = SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE,
    sue_de_coq = SUDOKU_TECHNIQUE_SUE_DE_COQ,
    forcing_net = SUDOKU_TECHNIQUE_FORCING_NET,
    als_xz = SUDOKU_TECHNIQUE_ALS_XZ,
    als_xy_wing = SUDOKU_TECHNIQUE_ALS_XY_WING,
    als_chain = SUDOKU_TECHNIQUE_ALS_CHAIN,
    grouped_aic = SUDOKU_TECHNIQUE_GROUPED_AIC,
    grouped_continuous_nice_loop = SUDOKU_TECHNIQUE_GROUPED_CONTINUOUS_NICE_LOOP,
    avoidable_rectangle_1 = SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1,
    avoidable_rectangle_2 = SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2,
    cage_combination = SUDOKU_TECHNIQUE_CAGE_COMBINATION,
    locked_candidates = SUDOKU_TECHNIQUE_LOCKED_CANDIDATES,
    innies_outies = SUDOKU_TECHNIQUE_INNIES_OUTIES,
    non_consecutive = SUDOKU_TECHNIQUE_NON_CONSECUTIVE,
};
static_assert(static_cast<int>(technique::non_consecutive) + 1 == SUDOKU_TECHNIQUE_COUNT,
              "sudoku.hpp lists every technique of sudoku.h");

/// Difficulty levels, `sudoku_level`.
enum class level : std::int32_t {
    any = SUDOKU_LEVEL_ANY,
    beginner = SUDOKU_LEVEL_BEGINNER,
    easy = SUDOKU_LEVEL_EASY,
    medium = SUDOKU_LEVEL_MEDIUM,
    hard = SUDOKU_LEVEL_HARD,
    expert = SUDOKU_LEVEL_EXPERT,
    extreme = SUDOKU_LEVEL_EXTREME,
};

/// Symmetries of generated puzzles, `sudoku_symmetry`.
enum class symmetry : std::int32_t {
    none = SUDOKU_SYMMETRY_NONE,
    rotational_180 = SUDOKU_SYMMETRY_ROTATIONAL_180,
    rotational_90 = SUDOKU_SYMMETRY_ROTATIONAL_90,
    mirror = SUDOKU_SYMMETRY_MIRROR,
    diagonal = SUDOKU_SYMMETRY_DIAGONAL,
};

/// A text-encoded board: 81 cells, row-major.
using board = std::array<char, SUDOKU_CELLS>;
/// 81 candidate masks: bit d-1 for digit d.
using candidates = std::array<std::uint16_t, SUDOKU_CELLS>;
static_assert(sizeof(board) == SUDOKU_CELLS, "boards lie back to back in batches");

/// A value of type T, or the status that explains why there is none. `value()` and `*`
/// may only be used when `ok()`; otherwise they give a value-initialised T.
template <class T>
class result {
public:
    result(status error) noexcept : status_(error), value_() {}
    result(T value) noexcept(std::is_nothrow_move_constructible<T>::value)
        : status_(status::ok), value_(static_cast<T &&>(value)) {}

    bool ok() const noexcept { return status_ == status::ok; }
    explicit operator bool() const noexcept { return ok(); }
    /// `status::ok`, or why there is no value.
    status error() const noexcept { return status_; }
    const T &value() const noexcept { return value_; }
    const T &operator*() const noexcept { return value_; }
    const T *operator->() const noexcept { return &value_; }

private:
    status status_;
    T value_;
};

namespace detail {
inline status from_c(sudoku_status s) noexcept { return static_cast<status>(s); }
inline std::int32_t to_c(status s) noexcept { return static_cast<std::int32_t>(s); }

/// `value` when a call returned `SUDOKU_OK` (its output is written), else the status.
template <class T>
result<T> outcome(sudoku_status s, T value) noexcept(std::is_nothrow_move_constructible<T>::value) {
    if (s != SUDOKU_OK) {
        return from_c(s);
    }
    return result<T>(static_cast<T &&>(value));
}
}  // namespace detail

/// The English message of a status, e.g. "the board has no solution".
inline const char *message(status s) noexcept { return sudoku_status_str(detail::to_c(s)); }
/// The C name of a status, e.g. "SUDOKU_NO_SOLUTION".
inline const char *name(status s) noexcept { return sudoku_status_name(detail::to_c(s)); }
/// A technique's English name, e.g. "Hidden single".
inline const char *name(technique t) noexcept {
    return sudoku_technique_name(static_cast<std::int32_t>(t));
}
/// A level's name, e.g. "expert".
inline const char *name(level l) noexcept {
    return sudoku_level_name(static_cast<std::int32_t>(l));
}
/// The library's version, "MAJOR.MINOR.PATCH".
inline const char *version() noexcept { return sudoku_version(); }

/// The board's 81 bytes as text.
inline std::string_view view(const board &b) noexcept { return {b.data(), b.size()}; }

/// A board from 81 characters of text, checked by `sudoku_validate`: `err_argument` when
/// the text is not 81 characters long, `err_invalid_byte` or `err_duplicate_given` when
/// the board breaks the rules (call `validate` to learn where).
inline result<board> parse(std::string_view text) noexcept {
    if (text.size() != SUDOKU_CELLS) {
        return status::err_argument;
    }
    board b{};
    for (std::size_t i = 0; i < b.size(); ++i) {
        b[i] = text[i];
    }
    sudoku_problem problem;
    sudoku_status s = sudoku_validate(b.data(), &problem);
    return detail::outcome(s, b);
}

/// What is wrong with a board, and where (`problem.status` is `SUDOKU_OK` when nothing).
inline sudoku_problem validate(const board &b) noexcept {
    sudoku_problem problem{};
    problem.status = sudoku_validate(b.data(), &problem);
    return problem;
}

/// Solves `b` in place; on any status but `ok`, `b` is unchanged.
inline status solve(board &b) noexcept { return detail::from_c(sudoku_solve(b.data())); }

namespace detail {
/// The options of a search of at most `max_guesses` guesses. 0 is the library's default:
/// no limit under the classic rules, `SUDOKU_RULES_DEFAULT_GUESSES` (for a hint or rating
/// `SUDOKU_RULES_DEFAULT_EFFORT`, with its techniques) under variant rules; `UINT64_MAX`
/// asks for no limit at all.
inline sudoku_options limit(std::uint64_t max_guesses) noexcept {
    sudoku_options options{};
    options.size = sizeof options;
    options.max_guesses = max_guesses;
    return options;
}
}  // namespace detail

/// Solves `b` in place only when its solution is unique (`multiple_solutions` otherwise);
/// `limit_reached` when the search needs more than `max_guesses` guesses (0: the default).
inline status solve_unique(board &b, std::uint64_t max_guesses = 0) noexcept {
    sudoku_options options = detail::limit(max_guesses);
    return detail::from_c(sudoku_solve_unique_with(b.data(), &options, nullptr));
}

/// Solves `b` in place with at most `max_guesses` guesses (0: the default); `*guesses`, when
/// given, receives the guesses made on success.
inline status solve(board &b, std::uint64_t max_guesses, std::uint64_t *guesses = nullptr) noexcept {
    sudoku_options options = detail::limit(max_guesses);
    sudoku_stats stats{};
    stats.size = sizeof stats;
    status s = detail::from_c(sudoku_solve_with(b.data(), &options, &stats));
    if (s == status::ok && guesses != nullptr) {
        *guesses = stats.guesses;
    }
    return s;
}

/// The number of solutions, counted up to `limit` (2 answers "is it unique?");
/// `limit_reached` when the search needs more than `max_guesses` guesses (0: the default).
inline result<std::uint32_t> count_solutions(const board &b, std::uint32_t limit = 2,
                                             std::uint64_t max_guesses = 0) noexcept {
    std::uint32_t count = 0;
    sudoku_options options = detail::limit(max_guesses);
    sudoku_status s = sudoku_count_solutions_with(b.data(), limit, &count, &options, nullptr);
    return detail::outcome(s, count);
}

/// A variant rule set, holding its arrays: `SUDOKU_RULE_*` flags, irregular regions
/// (jigsaw) and killer cages. `c()` lends a `sudoku_rules` that points into this object.
class rules {
public:
    using cells = std::array<std::uint8_t, SUDOKU_CELLS>;

    /// The classic rules.
    rules() noexcept = default;
    /// The classic rules and `flags` (`SUDOKU_RULE_*`, or-ed).
    explicit rules(std::uint32_t flags) noexcept : flags_(flags) {}
    /// These rules with 81 region ids, 0-8, in place of the boxes.
    rules &with_regions(const cells &regions) noexcept {
        regions_ = regions;
        has_regions_ = true;
        return *this;
    }
    /// These rules with cages: 81 cage ids (0 for none) and the first `count` of `sums`
    /// (cage `k`'s sum at index `k - 1`).
    rules &with_cages(const cells &cages, const cells &sums, std::uint32_t count) noexcept {
        cages_ = cages;
        sums_ = sums;
        count_ = count;
        has_cages_ = true;
        return *this;
    }
    /// The C struct, valid while this object lives and is not changed.
    sudoku_rules c() const noexcept {
        sudoku_rules r{};
        r.size = sizeof r;
        r.flags = flags_;
        r.regions = has_regions_ ? regions_.data() : nullptr;
        r.cage_count = count_;
        r.cages = has_cages_ ? cages_.data() : nullptr;
        r.cage_sums = count_ != 0 ? sums_.data() : nullptr;
        return r;
    }

private:
    std::uint32_t flags_ = 0;
    cells regions_{}, cages_{}, sums_{};
    std::uint32_t count_ = 0;
    bool has_regions_ = false, has_cages_ = false;
};

/// What is wrong with a rule set (`problem.status` is `SUDOKU_OK` when nothing; else
/// `SUDOKU_ERR_RULES` and a `sudoku_rules_fault` in `value`).
inline sudoku_problem check(const rules &r) noexcept {
    sudoku_rules c = r.c();
    sudoku_problem problem{};
    sudoku_status s = sudoku_rules_check(&c, &problem);
    if (s != SUDOKU_OK && s != SUDOKU_ERR_RULES) {
        problem.status = s;
    }
    return problem;
}

/// Solves `b` in place under `r`; on any status but `ok`, `b` is unchanged.
inline status solve(board &b, const rules &r) noexcept {
    sudoku_rules c = r.c();
    return detail::from_c(sudoku_solve_rules(b.data(), &c));
}

/// Solves `b` in place under `r` only when its solution is unique, as `solve_unique`.
inline status solve_unique(board &b, const rules &r, std::uint64_t max_guesses = 0) noexcept {
    sudoku_rules c = r.c();
    sudoku_options options = detail::limit(max_guesses);
    return detail::from_c(sudoku_solve_unique_rules_with(b.data(), &c, &options, nullptr));
}

/// Solves `b` in place under `r` with at most `max_guesses` guesses, as `solve`.
inline status solve(board &b, const rules &r, std::uint64_t max_guesses,
                    std::uint64_t *guesses = nullptr) noexcept {
    sudoku_rules c = r.c();
    sudoku_options options = detail::limit(max_guesses);
    sudoku_stats stats{};
    stats.size = sizeof stats;
    status s = detail::from_c(sudoku_solve_rules_with(b.data(), &c, &options, &stats));
    if (s == status::ok && guesses != nullptr) {
        *guesses = stats.guesses;
    }
    return s;
}

/// What is wrong with a board under `r`: a bad byte, or a given repeated in a unit, cage
/// or move of the rules (`problem.status` is `SUDOKU_OK` when nothing, `SUDOKU_ERR_RULES`
/// for faulty rules).
inline sudoku_problem validate(const board &b, const rules &r) noexcept {
    sudoku_rules c = r.c();
    sudoku_problem problem{};
    problem.status = sudoku_validate_rules(b.data(), &c, &problem);
    return problem;
}

/// The number of solutions under `r`, counted up to `limit`, as `count_solutions`.
inline result<std::uint32_t> count_solutions(const board &b, const rules &r,
                                             std::uint32_t limit = 2,
                                             std::uint64_t max_guesses = 0) noexcept {
    sudoku_rules c = r.c();
    std::uint32_t count = 0;
    sudoku_options options = detail::limit(max_guesses);
    sudoku_status s =
        sudoku_count_solutions_rules_with(b.data(), &c, limit, &count, &options, nullptr);
    return detail::outcome(s, count);
}

namespace detail {
inline result<candidates> masks(sudoku_status (*call)(const char *, std::uint16_t *),
                                const board &b) noexcept {
    candidates marks{};
    sudoku_status s = call(b.data(), marks.data());
    return outcome(s, marks);
}
}  // namespace detail

/// The candidates the givens allow in each cell.
inline result<candidates> candidates_of(const board &b) noexcept {
    return detail::masks(sudoku_candidates, b);
}

/// The candidates the givens leave in each cell under `r`, cage sums included.
inline result<candidates> candidates_of(const board &b, const rules &r) noexcept {
    sudoku_rules c = r.c();
    candidates marks{};
    sudoku_status s = sudoku_candidates_rules(b.data(), &c, marks.data());
    return detail::outcome(s, marks);
}

/// The candidates left after every elimination the techniques find; `limit_reached` when
/// the search for the solution needs more than `max_guesses` guesses (0: the default).
inline result<candidates> reduced_candidates(const board &b,
                                             std::uint64_t max_guesses = 0) noexcept {
    candidates marks{};
    sudoku_options options = detail::limit(max_guesses);
    sudoku_status s = sudoku_candidates_reduced_with(b.data(), &options, marks.data());
    return detail::outcome(s, marks);
}

/// The simplest next step, from the digits alone or with the player's pencil marks.
/// `status::solved` when the board is full; `limit_reached` when the search for the
/// solution needs more than `max_guesses` guesses (0: the default).
inline result<sudoku_step> hint(const board &b, const candidates *marks = nullptr,
                                std::uint64_t max_guesses = 0) noexcept {
    sudoku_step step{};
    step.size = sizeof step;
    sudoku_options options = detail::limit(max_guesses);
    sudoku_status s = sudoku_hint_with(b.data(), marks != nullptr ? marks->data() : nullptr,
                                       &options, &step);
    return detail::outcome(s, step);
}

/// `hint` for a game in play: `b` holds the puzzle's `givens` and the digits the player
/// placed since, which lets the hint use avoidable rectangles. `err_argument` when `b`
/// does not keep every given; `no_solution` when a placed digit is wrong.
inline result<sudoku_step> hint_in_play(const board &givens, const board &b,
                                        const candidates *marks = nullptr,
                                        std::uint64_t max_guesses = 0) noexcept {
    sudoku_step step{};
    step.size = sizeof step;
    sudoku_options options = detail::limit(max_guesses);
    sudoku_status s = sudoku_hint_in_play(givens.data(), b.data(),
                                          marks != nullptr ? marks->data() : nullptr, &options,
                                          &step);
    return detail::outcome(s, step);
}

/// `hint` under `r`: the rules' houses, cages and moves (`sudoku_hint_rules`).
inline result<sudoku_step> hint(const board &b, const rules &r, const candidates *marks = nullptr,
                                std::uint64_t max_guesses = 0) noexcept {
    sudoku_step step{};
    step.size = sizeof step;
    sudoku_options options = detail::limit(max_guesses);
    sudoku_rules c = r.c();
    sudoku_status s = sudoku_hint_rules(b.data(), &c, marks != nullptr ? marks->data() : nullptr,
                                        &options, &step);
    return detail::outcome(s, step);
}

/// The technique of a step.
inline technique technique_of(const sudoku_step &step) noexcept {
    return static_cast<technique>(step.technique);
}

/// A step's one-line English explanation.
inline result<std::string> describe(const sudoku_step &step) {
    std::array<char, SUDOKU_HINT_TEXT_MAX> text{};
    std::size_t length = 0;
    sudoku_status s = sudoku_hint_describe(&step, text.data(), text.size(), &length);
    return detail::outcome(s, std::string(text.data(), length));
}

/// The explanation of a step `hint` gave under `r`, naming its cages and variant houses.
inline result<std::string> describe(const sudoku_step &step, const rules &r) {
    std::array<char, SUDOKU_HINT_TEXT_MAX> text{};
    std::size_t length = 0;
    sudoku_rules c = r.c();
    sudoku_status s = sudoku_hint_describe_rules(&step, &c, text.data(), text.size(), &length);
    return detail::outcome(s, std::string(text.data(), length));
}

/// The difficulty of a puzzle with one solution; `limit_reached` when the search for it
/// needs more than `max_guesses` guesses (0: the default).
inline result<sudoku_rating> rate(const board &b, std::uint64_t max_guesses = 0) noexcept {
    sudoku_rating rating{};
    rating.size = sizeof rating;
    sudoku_options options = detail::limit(max_guesses);
    sudoku_status s = sudoku_rate_with(b.data(), &options, &rating);
    return detail::outcome(s, rating);
}

/// `rate` under `r` (`sudoku_rate_rules`).
inline result<sudoku_rating> rate(const board &b, const rules &r,
                                  std::uint64_t max_guesses = 0) noexcept {
    sudoku_rating rating{};
    rating.size = sizeof rating;
    sudoku_options options = detail::limit(max_guesses);
    sudoku_rules c = r.c();
    sudoku_status s = sudoku_rate_rules(b.data(), &c, &options, &rating);
    return detail::outcome(s, rating);
}

/// The level of a rating.
inline level level_of(const sudoku_rating &rating) noexcept {
    return static_cast<level>(rating.level);
}

/// What `generate` makes; the defaults are any level, no symmetry, minimal.
struct generate_options {
    sudoku::level level = level::any;
    sudoku::symmetry symmetry = symmetry::none;
    bool minimal = true;
    /// The most tries before `limit_reached`; 0 for the library's default.
    std::uint32_t max_tries = 0;
    /// The highest level, not below `level`: the puzzle rates from `level` to it (`any`:
    /// exactly at `level`).
    sudoku::level max_level = level::any;

    sudoku_generate_options to_c() const noexcept {
        sudoku_generate_options c{};
        c.size = sizeof c;
        c.level = static_cast<std::int32_t>(level);
        c.symmetry = static_cast<std::int32_t>(symmetry);
        c.not_minimal = minimal ? 0u : 1u;
        c.max_tries = max_tries;
        c.max_level = static_cast<std::int32_t>(max_level);
        return c;
    }
};

/// The puzzle for `seed`: the same on every platform for the same seed and options.
inline result<board> generate(std::uint64_t seed, const generate_options &options = {}) noexcept {
    sudoku_generate_options c = options.to_c();
    board b{};
    sudoku_status s = sudoku_generate(seed, &c, b.data());
    return detail::outcome(s, b);
}

/// The puzzle for `seed` under `r`: unique under them, as `sudoku_generate_rules` makes
/// it, at the options' levels as the rules' techniques rate them.
inline result<board> generate(std::uint64_t seed, const rules &r,
                              const generate_options &options = {}) noexcept {
    sudoku_generate_options c = options.to_c();
    sudoku_rules c_rules = r.c();
    board b;
    sudoku_status s = sudoku_generate_rules(seed, &c_rules, &c, b.data());
    return detail::outcome(s, b);
}

/// A generated variant puzzle: its rules (the base rules with the cages or regions made)
/// and its givens.
struct made_puzzle {
    sudoku::rules rules;
    board puzzle{};
};

/// A killer puzzle for `seed` under `base` (its flags and regions), unique under its
/// cages: with no given, or with larger cages and the givens they need when `givens` is
/// true (`options`' symmetry and `minimal` then apply). With a level, each try draws cages
/// of its own until one rates at it (without givens, medium and extreme are the levels
/// killers reach).
inline result<made_puzzle> generate_killer(std::uint64_t seed, const rules &base = rules(),
                                             bool givens = false,
                                             const generate_options &options = {}) noexcept {
    sudoku_generate_options c = options.to_c();
    sudoku_rules c_base = base.c();
    sudoku_killer made{};
    made.size = sizeof made;
    made_puzzle k;
    k.rules = base;
    sudoku_status s = sudoku_generate_killer(
        seed, &c_base, &c, givens ? SUDOKU_KILLER_WITH_GIVENS : SUDOKU_KILLER_NO_GIVENS, &made,
        k.puzzle.data());
    rules::cells cages{}, sums{};
    for (std::size_t i = 0; i < SUDOKU_CELLS; ++i) {
        cages[i] = made.cages[i];
        sums[i] = made.cage_sums[i];
    }
    k.rules.with_cages(cages, sums, made.cage_count);
    return detail::outcome(s, k);
}

/// A jigsaw puzzle for `seed` under `base` (its flags and cages) with a random layout of
/// regions, unique under it (`options`' symmetry and `minimal` apply; a level is
/// `err_argument`).
inline result<made_puzzle> generate_jigsaw(std::uint64_t seed, const rules &base = rules(),
                                           const generate_options &options = {}) noexcept {
    sudoku_generate_options c = options.to_c();
    sudoku_rules c_base = base.c();
    rules::cells regions{};
    made_puzzle j;
    j.rules = base;
    sudoku_status s = sudoku_generate_jigsaw(seed, &c_base, &c, regions.data(), j.puzzle.data());
    j.rules.with_regions(regions);
    return detail::outcome(s, j);
}

/// The solved grid for `seed`.
inline board generate_solved(std::uint64_t seed) noexcept {
    board b{};
    sudoku_generate_solved(seed, b.data());  // fails only on a NULL pointer
    return b;
}

namespace detail {
inline std::vector<status> statuses_from_c(const std::vector<sudoku_status> &c) {
    std::vector<status> out;
    out.reserve(c.size());
    for (sudoku_status s : c) {
        out.push_back(from_c(s));
    }
    return out;
}
}  // namespace detail

/// Solves `count` boards in place on `threads` threads (0: all cores); one status per
/// board, each what `solve` alone would give (`limit_reached` where the search needs more
/// than `max_guesses` guesses; 0: the default).
inline result<std::vector<status>> solve_batch(board *boards, std::size_t count,
                                               std::uint32_t threads = 0,
                                               std::uint64_t max_guesses = 0) {
    std::vector<sudoku_status> c(count);
    sudoku_options options = detail::limit(max_guesses);
    status s = detail::from_c(sudoku_solve_batch_with(reinterpret_cast<char *>(boards), count,
                                                      c.data(), threads, &options));
    if (s != status::ok) {
        return s;
    }
    return detail::statuses_from_c(c);
}

/// Generates `count` puzzles into `out`: puzzle i is `generate(seed + i, options)`.
inline result<std::vector<status>> generate_batch(std::uint64_t seed,
                                                  const generate_options &options,
                                                  board *out, std::size_t count,
                                                  std::uint32_t threads = 0) {
    sudoku_generate_options c_options = options.to_c();
    std::vector<sudoku_status> c(count);
    status s = detail::from_c(sudoku_generate_batch(
        seed, &c_options, count, reinterpret_cast<char *>(out), c.data(), threads));
    if (s != status::ok) {
        return s;
    }
    return detail::statuses_from_c(c);
}

}  // namespace sudoku

#endif /* SUDOKU_HPP */
