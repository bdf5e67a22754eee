// Tests of include/sudoku.hpp against the library: every wrapper call, its results and its
// errors, with untouched boards on failure. Builds with -fno-exceptions; prints each failed
// check and exits 1 when any failed.
#include <cstdio>
#include <cstring>
#include <string_view>

#include <sudoku.hpp>

namespace {

int failures = 0;

#define CHECK(condition)                                                     \
    do {                                                                     \
        if (!(condition)) {                                                  \
            std::printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition); \
            ++failures;                                                      \
        }                                                                    \
    } while (0)

constexpr std::string_view puzzle_text =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view solution_text =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// Consistent givens without a solution: row 1 needs a 9 in r1c9, which r2c9 already holds.
constexpr std::string_view no_solution_text =
    "12345678.........9...............................................................";
constexpr std::string_view hard_text =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

sudoku::board board_of(std::string_view text) {
    auto parsed = sudoku::parse(text);
    CHECK(parsed.ok());
    return *parsed;
}

// True when `grid` is complete, obeys the rules and keeps the givens of `puzzle`.
bool solves(const sudoku::board &puzzle, const sudoku::board &grid) {
    for (int unit = 0; unit < 9; ++unit) {
        unsigned rows = 0, columns = 0, boxes = 0;
        for (int k = 0; k < 9; ++k) {
            int r = unit * 9 + k, c = k * 9 + unit;
            int b = (unit / 3 * 3 + k / 3) * 9 + unit % 3 * 3 + k % 3;
            for (int cell : {r, c, b}) {
                if (grid[cell] < '1' || grid[cell] > '9') return false;
            }
            rows |= 1u << (grid[r] - '1');
            columns |= 1u << (grid[c] - '1');
            boxes |= 1u << (grid[b] - '1');
        }
        if (rows != 0x1ff || columns != 0x1ff || boxes != 0x1ff) return false;
    }
    for (int i = 0; i < 81; ++i) {
        if (puzzle[i] != '.' && puzzle[i] != '0' && puzzle[i] != grid[i]) return false;
    }
    return true;
}

void test_parse_and_validate() {
    CHECK(sudoku::parse(puzzle_text).ok());
    CHECK(sudoku::parse(puzzle_text.substr(1)).error() == sudoku::status::err_argument);
    std::string text(puzzle_text);
    text[13] = 'x';
    CHECK(sudoku::parse(text).error() == sudoku::status::err_invalid_byte);
    text = std::string(puzzle_text);
    text[1] = '5';  // 5 twice in row 1
    CHECK(sudoku::parse(text).error() == sudoku::status::err_duplicate_given);
    sudoku::board raw{};
    std::memcpy(raw.data(), text.data(), 81);
    sudoku_problem problem = sudoku::validate(raw);
    CHECK(problem.status == SUDOKU_ERR_DUPLICATE_GIVEN);
    CHECK(problem.cell == 1 && problem.other_cell == 0 && problem.value == 5);
    CHECK(problem.unit == SUDOKU_UNIT_ROW);
}

void test_solving() {
    sudoku::board b = board_of(puzzle_text);
    CHECK(sudoku::solve(b) == sudoku::status::ok);
    CHECK(sudoku::view(b) == solution_text);

    sudoku::board none = board_of(no_solution_text);
    const sudoku::board before = none;
    CHECK(sudoku::solve(none) == sudoku::status::no_solution);
    CHECK(none == before);

    // two solutions: the solution with an unavoidable rectangle of 4 cells emptied
    sudoku::board solved = board_of(solution_text);
    sudoku::board open = solved;
    int cells = 0;
    for (int a = 0; a < 81 && cells == 0; ++a) {
        for (int b2 = a + 1; b2 < 81 && cells == 0; ++b2) {
            // a and b2 in one row, in different boxes; the same columns in another row
            // of one of those boxes, holding the same two digits swapped
            if (a / 9 != b2 / 9 || a % 9 / 3 == b2 % 9 / 3) continue;
            for (int r = 0; r < 9; ++r) {
                if (r == a / 9 || r / 3 != a / 27) continue;
                int c = r * 9 + a % 9, d = r * 9 + b2 % 9;
                if (solved[c] == solved[b2] && solved[d] == solved[a]) {
                    open[a] = open[b2] = open[c] = open[d] = '.';
                    cells = 4;
                    break;
                }
            }
        }
    }
    CHECK(cells == 4);
    auto count = sudoku::count_solutions(open, 10);
    CHECK(count.ok() && *count == 2);
    sudoku::board unique_try = open;
    CHECK(sudoku::solve_unique(unique_try) == sudoku::status::multiple_solutions);
    CHECK(unique_try == open);
    CHECK(sudoku::count_solutions(open, 0).error() == sudoku::status::err_argument);

    sudoku::board hard = board_of(hard_text);
    std::uint64_t guesses = 0;
    CHECK(sudoku::solve(hard, 1) == sudoku::status::limit_reached);
    CHECK(sudoku::view(hard) == hard_text);
    CHECK(sudoku::solve(hard, 0, &guesses) == sudoku::status::ok);
    CHECK(guesses > 1);
    CHECK(solves(board_of(hard_text), hard));

    // every searching call takes the limit, and leaves its buffers alone at it
    sudoku::board limited = board_of(hard_text);
    CHECK(sudoku::solve_unique(limited, 1) == sudoku::status::limit_reached);
    CHECK(sudoku::view(limited) == hard_text);
    CHECK(sudoku::reduced_candidates(limited, 1).error() == sudoku::status::limit_reached);
    CHECK(sudoku::count_solutions(limited, 2, 1).error() == sudoku::status::limit_reached);
    CHECK(*sudoku::count_solutions(limited, 2, 1000) == 1);
    CHECK(sudoku::hint(limited, nullptr, 1).error() == sudoku::status::limit_reached);
    CHECK(sudoku::rate(limited, 1).error() == sudoku::status::limit_reached);
    auto batch = sudoku::solve_batch(&limited, 1, 1, 1);
    CHECK(batch.ok() && (*batch)[0] == sudoku::status::limit_reached);
    CHECK(sudoku::view(limited) == hard_text);
    CHECK(sudoku::solve_unique(limited, 1000) == sudoku::status::ok);
    CHECK(solves(board_of(hard_text), limited));
}

void test_candidates_hints_and_rating() {
    sudoku::board b = board_of(puzzle_text);
    auto marks = sudoku::candidates_of(b);
    CHECK(marks.ok());
    // r1c3: row 1 has 5,3,7; column 3 has 8; box 1 has 5,3,6,9,8 -> 1, 2, 4
    CHECK((*marks)[2] == ((1u << 0) | (1u << 1) | (1u << 3)));
    auto reduced = sudoku::reduced_candidates(b);
    CHECK(reduced.ok());
    for (int i = 0; i < 81; ++i) {
        CHECK(((*reduced)[i] & ~(*marks)[i]) == 0);
        CHECK(((*reduced)[i] >> (solution_text[i] - '1')) & 1);
    }

    // one empty cell: a full house
    sudoku::board almost = board_of(solution_text);
    almost[40] = '.';
    auto step = sudoku::hint(almost);
    CHECK(step.ok());
    CHECK(sudoku::technique_of(*step) == sudoku::technique::full_house);
    CHECK(step->placements[40] == solution_text[40] - '0');
    auto text = sudoku::describe(*step);
    CHECK(text.ok() && text->rfind("Full house: ", 0) == 0);
    CHECK(sudoku::hint(board_of(solution_text)).error() == sudoku::status::solved);
    sudoku::candidates wrong{};
    CHECK(sudoku::hint(almost, &wrong).error() == sudoku::status::err_candidates);

    // in play: the givens stay, the player's digits must be the solution's
    auto played = sudoku::hint_in_play(b, almost);
    CHECK(played.ok() && sudoku::technique_of(*played) == sudoku::technique::full_house);
    sudoku::board lost = almost;
    lost[0] = '.';  // r1c1 holds a given 5
    CHECK(sudoku::hint_in_play(b, lost).error() == sudoku::status::err_argument);
    sudoku::board misplaced = b;
    misplaced[2] = '1';  // r1c3 is 4 in the solution
    CHECK(sudoku::hint_in_play(b, misplaced).error() == sudoku::status::no_solution);

    auto rating = sudoku::rate(b);
    CHECK(rating.ok());
    CHECK(sudoku::level_of(*rating) == sudoku::level::beginner);
    CHECK(rating->score > 0);
    CHECK(sudoku::rate(board_of(no_solution_text)).error() == sudoku::status::no_solution);
    CHECK(std::strcmp(sudoku::name(sudoku::technique::x_wing), "X-Wing") == 0);
    CHECK(std::strcmp(sudoku::name(sudoku::level::expert), "expert") == 0);
    CHECK(std::strcmp(sudoku::name(sudoku::status::no_solution), "SUDOKU_NO_SOLUTION") == 0);
}

void test_generation_and_batches() {
    sudoku::generate_options options;
    options.level = sudoku::level::medium;
    options.symmetry = sudoku::symmetry::mirror;
    auto first = sudoku::generate(99, options);
    auto again = sudoku::generate(99, options);
    CHECK(first.ok() && again.ok() && *first == *again);
    auto count = sudoku::count_solutions(*first);
    CHECK(count.ok() && *count == 1);
    auto rating = sudoku::rate(*first);
    CHECK(rating.ok() && sudoku::level_of(*rating) == sudoku::level::medium);
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) {
            CHECK(((*first)[r * 9 + c] == '.') == ((*first)[r * 9 + 8 - c] == '.'));
        }
    }
    sudoku::generate_options bad;
    bad.level = static_cast<sudoku::level>(42);
    CHECK(sudoku::generate(1, bad).error() == sudoku::status::err_argument);
    bad.level = sudoku::level::hard;
    bad.max_level = sudoku::level::easy;
    CHECK(sudoku::generate(1, bad).error() == sudoku::status::err_argument);

    sudoku::generate_options ranged;
    ranged.level = sudoku::level::expert;
    ranged.max_level = sudoku::level::extreme;
    auto tough = sudoku::generate(3, ranged);
    CHECK(tough.ok());
    auto tough_rating = sudoku::rate(*tough);
    CHECK(tough_rating.ok() && sudoku::level_of(*tough_rating) >= sudoku::level::expert);

    sudoku::board grid = sudoku::generate_solved(5);
    CHECK(solves(grid, grid));
    CHECK(grid == sudoku::generate_solved(5));

    sudoku::board puzzles[4];
    auto statuses = sudoku::generate_batch(500, options, puzzles, 4, 2);
    CHECK(statuses.ok() && statuses->size() == 4);
    for (int i = 0; i < 4; ++i) {
        CHECK((*statuses)[i] == sudoku::status::ok);
        auto single = sudoku::generate(500 + i, options);
        CHECK(single.ok() && *single == puzzles[i]);
    }
    sudoku::board boards[3] = {board_of(puzzle_text), board_of(no_solution_text),
                               board_of(hard_text)};
    auto solved = sudoku::solve_batch(boards, 3, 0);
    CHECK(solved.ok());
    CHECK((*solved)[0] == sudoku::status::ok && sudoku::view(boards[0]) == solution_text);
    CHECK((*solved)[1] == sudoku::status::no_solution &&
          sudoku::view(boards[1]) == no_solution_text);
    CHECK((*solved)[2] == sudoku::status::ok && solves(board_of(hard_text), boards[2]));
}

void test_version() {
    char expected[32];
    std::snprintf(expected, sizeof expected, "%d.%d.%d", SUDOKU_VERSION_MAJOR,
                  SUDOKU_VERSION_MINOR, SUDOKU_VERSION_PATCH);
    CHECK(std::strcmp(sudoku::version(), expected) == 0);
}

void test_variants() {
    // Udacity's diagonal sudoku: unique under the diagonals, not without them
    constexpr std::string_view diagonal_text =
        "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3";
    constexpr std::string_view diagonal_solution =
        "267945381853716249491823576576438192384192657129657438642379815935281764718564923";
    const sudoku::rules diagonals(SUDOKU_RULE_DIAGONALS);
    sudoku::board b = board_of(diagonal_text);
    CHECK(sudoku::solve(b, diagonals) == sudoku::status::ok);
    CHECK(sudoku::view(b) == diagonal_solution);
    auto count = sudoku::count_solutions(board_of(diagonal_text), diagonals, 5);
    CHECK(count.ok() && *count == 1);
    count = sudoku::count_solutions(board_of(diagonal_text), 5);
    CHECK(count.ok() && *count == 5);
    b = board_of(diagonal_text);
    std::uint64_t guesses = 99;
    CHECK(sudoku::solve(b, diagonals, 0, &guesses) == sudoku::status::ok && guesses != 99);
    b = board_of(diagonal_text);
    CHECK(sudoku::solve_unique(b, diagonals) == sudoku::status::ok);
    CHECK(sudoku::view(b) == diagonal_solution);

    // a cage of r1c1 and r1c2 summing to 3 holds 1 and 2
    sudoku::rules::cells cages{}, sums{};
    cages[0] = cages[1] = 1;
    sums[0] = 3;
    sudoku::rules killer;
    killer.with_cages(cages, sums, 1);
    sudoku::board empty;
    empty.fill('.');
    b = empty;
    CHECK(sudoku::solve(b, killer) == sudoku::status::ok);
    CHECK(b[0] + b[1] == '1' + '2' && b[0] != b[1]);
    CHECK(sudoku::check(killer).status == SUDOKU_OK);

    // faulty rules: named by check, refused by every call with the board unchanged
    sums[0] = 2;
    sudoku::rules faulty;
    faulty.with_cages(cages, sums, 1);
    sudoku_problem problem = sudoku::check(faulty);
    CHECK(problem.status == SUDOKU_ERR_RULES && problem.value == SUDOKU_RULES_FAULT_CAGE_SUM);
    CHECK(problem.unit == SUDOKU_UNIT_CAGE && problem.unit_index == 1 && problem.cell == 0);
    b = board_of(puzzle_text);
    CHECK(sudoku::solve(b, faulty) == sudoku::status::err_rules);
    CHECK(sudoku::view(b) == puzzle_text);
    CHECK(sudoku::count_solutions(b, faulty).error() == sudoku::status::err_rules);
    sudoku::rules::cells regions{};
    CHECK(sudoku::check(sudoku::rules().with_regions(regions)).value ==
          SUDOKU_RULES_FAULT_REGION_SIZE);
    CHECK(sudoku::count_solutions(empty, killer, 2, 1).error() == sudoku::status::limit_reached);

    // a repeat only the diagonals forbid; candidates that follow a cage's sum
    sudoku::board corners = empty;
    corners[0] = corners[80] = '2';
    CHECK(sudoku::validate(corners).status == SUDOKU_OK);
    problem = sudoku::validate(corners, diagonals);
    CHECK(problem.status == SUDOKU_ERR_DUPLICATE_GIVEN && problem.cell == 80 &&
          problem.other_cell == 0 && problem.unit == SUDOKU_UNIT_DIAGONAL &&
          problem.unit_index == 0);
    CHECK(sudoku::validate(corners, faulty).status == SUDOKU_ERR_RULES);
    auto marks = sudoku::candidates_of(empty, killer);
    CHECK(marks.ok() && (*marks)[0] == 3 && (*marks)[1] == 3 && (*marks)[2] == 0x1ff);
    CHECK(sudoku::candidates_of(empty, faulty).error() == sudoku::status::err_rules);

    // generated under the diagonals: unique under them, the same for the same seed
    auto generated = sudoku::generate(7, diagonals);
    CHECK(generated.ok());
    auto again = sudoku::generate(7, diagonals);
    CHECK(again.ok() && *again == *generated);
    count = sudoku::count_solutions(*generated, diagonals);
    CHECK(count.ok() && *count == 1);
    sudoku::generate_options medium;
    medium.level = sudoku::level::medium;
    medium.minimal = false;
    auto at_medium = sudoku::generate(7, diagonals, medium);
    CHECK(at_medium.ok());
    auto rated_medium = sudoku::rate(*at_medium, diagonals);
    CHECK(rated_medium.ok() && sudoku::level_of(*rated_medium) == sudoku::level::medium);
    CHECK(sudoku::generate(7, faulty).error() == sudoku::status::err_rules);

    // a killer with no given, unique under the cages it came with
    auto made = sudoku::generate_killer(3);
    CHECK(made.ok() && sudoku::view(made->puzzle) == std::string(81, '.'));
    count = sudoku::count_solutions(made->puzzle, made->rules);
    CHECK(count.ok() && *count == 1);
    CHECK(sudoku::check(made->rules).status == SUDOKU_OK);
    auto with_givens = sudoku::generate_killer(3, diagonals, true);
    CHECK(with_givens.ok());
    count = sudoku::count_solutions(with_givens->puzzle, with_givens->rules);
    CHECK(count.ok() && *count == 1);
    CHECK(sudoku::generate_killer(3, faulty).error() == sudoku::status::err_rules);

    // hints and ratings under the killer's cages: its first step reads its cage sums
    auto step = sudoku::hint(made->puzzle, made->rules);
    CHECK(step.ok() && sudoku::technique_of(*step) == sudoku::technique::cage_combination &&
          step->houses == 1u << 30);
    auto text = sudoku::describe(*step, made->rules);
    CHECK(text.ok() && text->rfind("Cage combination: cage ", 0) == 0);
    auto rating = sudoku::rate(made->puzzle, made->rules);
    CHECK(rating.ok() && rating->steps[SUDOKU_TECHNIQUE_CAGE_COMBINATION] > 0);
    CHECK(sudoku::hint(made->puzzle, faulty).error() == sudoku::status::err_rules);
    CHECK(sudoku::rate(made->puzzle, faulty).error() == sudoku::status::err_rules);

    // a jigsaw: sound regions, and a puzzle unique under them
    auto jigsaw = sudoku::generate_jigsaw(3);
    CHECK(jigsaw.ok() && sudoku::check(jigsaw->rules).status == SUDOKU_OK);
    count = sudoku::count_solutions(jigsaw->puzzle, jigsaw->rules);
    CHECK(count.ok() && *count == 1);
    CHECK(sudoku::generate_jigsaw(3, faulty).error() == sudoku::status::err_rules);
}

}  // namespace

int main() {
    test_parse_and_validate();
    test_solving();
    test_candidates_hints_and_rating();
    test_generation_and_batches();
    test_version();
    test_variants();
    if (failures != 0) {
        std::printf("%d checks failed\n", failures);
        return 1;
    }
    std::printf("all checks passed\n");
    return 0;
}
