// libsudoku from C++17 through include/sudoku.hpp: solve, check uniqueness, rate, hint and
// generate. Builds with -fno-exceptions. Usage: example [SEED]
#include <cstdio>
#include <cstdlib>

#include <sudoku.hpp>

int main(int argc, char **argv) {
    std::uint64_t seed = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 2026;

    auto puzzle = sudoku::parse(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    if (!puzzle) {
        std::printf("parse: %s\n", sudoku::name(puzzle.error()));
        return 1;
    }
    sudoku::board solved = *puzzle;
    sudoku::status s = sudoku::solve(solved);
    std::printf("solve: %s %.81s\n", sudoku::name(s), solved.data());

    auto count = sudoku::count_solutions(*puzzle);
    std::printf("solutions: %u\n", count.ok() ? *count : 0u);

    auto rating = sudoku::rate(*puzzle);
    if (rating) {
        std::printf("rating: %s, score %u\n", sudoku::name(sudoku::level_of(*rating)),
                    rating->score);
    }

    auto step = sudoku::hint(*puzzle);
    if (step) {
        auto text = sudoku::describe(*step);
        std::printf("hint: %s\n", text ? text->c_str() : "?");
    }

    sudoku::generate_options options;
    options.level = sudoku::level::hard;
    options.symmetry = sudoku::symmetry::rotational_180;
    auto generated = sudoku::generate(seed, options);
    if (!generated) {
        std::printf("generate: %s\n", sudoku::message(generated.error()));
        return 1;
    }
    std::printf("generated (seed %llu, hard): %.81s\n", static_cast<unsigned long long>(seed),
                generated->data());

    auto bad = sudoku::parse("55...............................................................................");
    std::printf("bad board: %s\n", sudoku::name(bad.error()));
    return 0;
}
