/* Jigsaw generation: a jigsaw puzzle made from a seed, with a random layout of nine
 * irregular regions in place of the boxes; its layout and givens printed, then solved
 * under its regions.
 *
 *   jigsaw [SEED]
 *
 * SEED: a decimal number, 1 when absent. Prints the region of each cell (nine rows of
 * region ids 0-8), the puzzle and its solution. Exit status: 0 on success, 1 when a call
 * fails, 2 for a bad argument. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stdio_bytes.h"
#include "sudoku.h"

/* Prints a board as nine indented lines. */
static void print_grid(const char *board) {
    int row;
    for (row = 0; row < 9; ++row) {
        printf("  %.9s\n", board + row * 9);
    }
}

int main(int argc, char **argv) {
    uint8_t regions[SUDOKU_CELLS];
    sudoku_rules rules;
    char board[SUDOKU_CELLS];
    uint32_t count = 0;
    unsigned long long seed = 1;
    sudoku_status status;
    int row, column;
    char *end = NULL;
    stdio_as_bytes();
    if (argc > 2 || (argc == 2 && (seed = strtoull(argv[1], &end, 10), *end != '\0'))) {
        fprintf(stderr, "usage: jigsaw [SEED]\n");
        return 2;
    }

    /* NULL rules: no flag and no cage beside the generated regions. */
    status = sudoku_generate_jigsaw(seed, NULL, NULL, regions, board);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "generate: %s\n", sudoku_status_str(status));
        return 1;
    }
    printf("jigsaw %llu: regions\n", seed);
    for (row = 0; row < 9; ++row) {
        printf(" ");
        for (column = 0; column < 9; ++column) {
            printf(" %u", (unsigned)regions[row * 9 + column]);
        }
        printf("\n");
    }
    printf("puzzle:\n");
    print_grid(board);

    /* The puzzle's rules point into the generated regions. */
    memset(&rules, 0, sizeof rules);
    rules.size = sizeof rules;
    rules.regions = regions;
    status = sudoku_count_solutions_rules(board, &rules, 2, &count);
    if (status == SUDOKU_OK) status = sudoku_solve_rules(board, &rules);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "solve: %s\n", sudoku_status_str(status));
        return 1;
    }
    printf("solution (%u solution%s):\n", (unsigned)count, count == 1 ? "" : "s");
    print_grid(board);
    return 0;
}
