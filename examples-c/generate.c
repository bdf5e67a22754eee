/* Generates a puzzle from a seed at a level, prints it as a grid and as one line, then
 * prints its rating. The same seed and level give the same puzzle on every machine.
 *
 *   generate [SEED [LEVEL [SYMMETRY]]]
 *
 * SEED: a decimal number (default 2026). LEVEL: any, beginner, easy, medium, hard, expert
 * or extreme (default medium), or a range of them such as hard..extreme. SYMMETRY: none,
 * rotational180, rotational90, mirror or diagonal (default rotational180). Exit status 0
 * on success, 1 on a library error, 2 on bad arguments. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stdio_bytes.h"
#include "sudoku.h"

static const char *const SYMMETRIES[] = {"none", "rotational180", "rotational90", "mirror",
                                         "diagonal"};

/* The index of `name` in `names` (count entries), or -1. */
static int find(const char *name, const char *const *names, int count) {
    int i;
    for (i = 0; i < count; i++) {
        if (strcmp(name, names[i]) == 0) {
            return i;
        }
    }
    return -1;
}

/* The level called by the first `length` bytes of `name` (as sudoku_level_name spells
 * it), or -1. */
static int level_named(const char *name, size_t length) {
    int level;
    for (level = SUDOKU_LEVEL_ANY; level <= SUDOKU_LEVEL_EXTREME; level++) {
        const char *known = sudoku_level_name(level);
        if (strlen(known) == length && strncmp(name, known, length) == 0) {
            return level;
        }
    }
    return -1;
}

/* Reads LEVEL or LOW..HIGH into `level` and `max_level` (0 for a single level); 0 when
 * `text` names no level or range. */
static int levels_named(const char *text, int *level, int *max_level) {
    const char *dots = strstr(text, "..");
    if (dots == NULL) {
        *level = level_named(text, strlen(text));
        *max_level = SUDOKU_LEVEL_ANY;
        return *level >= 0;
    }
    *level = level_named(text, (size_t)(dots - text));
    *max_level = level_named(dots + 2, strlen(dots + 2));
    return *level > SUDOKU_LEVEL_ANY && *max_level >= *level;
}

static void print_grid(const char *board) {
    int row, column;
    for (row = 0; row < 9; row++) {
        if (row % 3 == 0) {
            printf("+-------+-------+-------+\n");
        }
        for (column = 0; column < 9; column++) {
            printf("%s%c", column % 3 == 0 ? "| " : "", board[row * 9 + column]);
            printf(" ");
        }
        printf("|\n");
    }
    printf("+-------+-------+-------+\n");
}

int main(int argc, char **argv) {
    unsigned long long seed = 2026;
    int level = SUDOKU_LEVEL_MEDIUM;
    int max_level = SUDOKU_LEVEL_ANY;
    int symmetry = SUDOKU_SYMMETRY_ROTATIONAL_180;
    sudoku_generate_options options;
    sudoku_rating rating;
    sudoku_status status;
    char board[81];
    char *end;
    int t;
    stdio_as_bytes();

    if (argc > 4) {
        fprintf(stderr, "usage: %s [SEED [LEVEL [SYMMETRY]]]\n", argv[0]);
        return 2;
    }
    if (argc > 1) {
        errno = 0;
        seed = strtoull(argv[1], &end, 10);
        if (errno != 0 || *end != '\0' || end == argv[1]) {
            fprintf(stderr, "%s: SEED must be a decimal number, not '%s'\n", argv[0], argv[1]);
            return 2;
        }
    }
    if (argc > 2 && !levels_named(argv[2], &level, &max_level)) {
        fprintf(stderr, "%s: unknown level '%s'\n", argv[0], argv[2]);
        return 2;
    }
    if (argc > 3 && (symmetry = find(argv[3], SYMMETRIES, 5)) < 0) {
        fprintf(stderr, "%s: unknown symmetry '%s'\n", argv[0], argv[3]);
        return 2;
    }

    memset(&options, 0, sizeof options);
    options.size = sizeof options;
    options.level = level;
    options.max_level = max_level;
    options.symmetry = symmetry;
    status = sudoku_generate((uint64_t)seed, &options, board);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "sudoku_generate: %s (%s)\n", sudoku_status_name(status),
                sudoku_status_str(status));
        return 1;
    }
    printf("seed %llu, level %s%s%s, symmetry %s\n", seed, sudoku_level_name(level),
           max_level == SUDOKU_LEVEL_ANY ? "" : "..",
           max_level == SUDOKU_LEVEL_ANY ? "" : sudoku_level_name(max_level),
           SYMMETRIES[symmetry]);
    print_grid(board);
    printf("%.81s\n", board);

    memset(&rating, 0, sizeof rating);
    rating.size = sizeof rating;
    status = sudoku_rate(board, &rating);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "sudoku_rate: %s\n", sudoku_status_name(status));
        return 1;
    }
    printf("rating: %s, score %u, hardest technique: %s\n", sudoku_level_name(rating.level),
           (unsigned)rating.score,
           rating.hardest < 0 ? "none" : sudoku_technique_name(rating.hardest));
    for (t = 0; t < SUDOKU_TECHNIQUE_COUNT; t++) {
        if (rating.steps[t] > 0) {
            printf("  %-32s %u\n", sudoku_technique_name(t), (unsigned)rating.steps[t]);
        }
    }
    return 0;
}
