/* Killer generation: a killer puzzle made from a seed, with no givens (the cages alone
 * leave one solution), its cage layout and sums printed, then solved under its cages.
 *
 *   killer [SEED]
 *
 * SEED: a decimal number, 1 when absent. Prints the cage of each cell (nine rows of cage
 * ids), each cage's sum, and the solution. Exit status: 0 on success, 1 when a call
 * fails, 2 for a bad argument. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stdio_bytes.h"
#include "sudoku.h"

int main(int argc, char **argv) {
    sudoku_killer killer;
    sudoku_rules rules;
    char board[SUDOKU_CELLS];
    uint32_t count = 0;
    unsigned long long seed = 1;
    sudoku_status status;
    int row, column;
    unsigned cage;
    char *end = NULL;
    stdio_as_bytes();
    if (argc > 2 || (argc == 2 && (seed = strtoull(argv[1], &end, 10), *end != '\0'))) {
        fprintf(stderr, "usage: killer [SEED]\n");
        return 2;
    }

    /* NULL rules: the classic rules, to which the generator adds cages. */
    memset(&killer, 0, sizeof killer);
    killer.size = sizeof killer;
    status = sudoku_generate_killer(seed, NULL, NULL, SUDOKU_KILLER_NO_GIVENS, &killer, board);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "generate: %s\n", sudoku_status_str(status));
        return 1;
    }
    printf("killer %llu: %u cages\n", seed, (unsigned)killer.cage_count);
    for (row = 0; row < 9; ++row) {
        for (column = 0; column < 9; ++column) {
            printf("%3u", (unsigned)killer.cages[row * 9 + column]);
        }
        printf("\n");
    }
    printf("sums:");
    for (cage = 0; cage < killer.cage_count; ++cage) {
        printf(" %u", (unsigned)killer.cage_sums[cage]);
    }
    printf("\n");

    /* The puzzle's rules point into the generated cages and sums. */
    memset(&rules, 0, sizeof rules);
    rules.size = sizeof rules;
    rules.cages = killer.cages;
    rules.cage_count = killer.cage_count;
    rules.cage_sums = killer.cage_sums;
    status = sudoku_count_solutions_rules(board, &rules, 2, &count);
    if (status == SUDOKU_OK) status = sudoku_solve_rules(board, &rules);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "solve: %s\n", sudoku_status_str(status));
        return 1;
    }
    printf("solution (%u solution%s):\n", (unsigned)count, count == 1 ? "" : "s");
    for (row = 0; row < 9; ++row) {
        printf("  %.9s\n", board + row * 9);
    }
    return 0;
}
