/* Variant rules: a killer, a jigsaw and a diagonal puzzle from public collections, each
 * described by a sudoku_rules, checked, solved and counted; then a rule set with a fault
 * and what sudoku_rules_check says of it.
 *
 *   variants
 *
 * Prints each puzzle's solution and its number of solutions (1 for a proper puzzle).
 * Exit status: 0 on success, 1 when a call fails. */
#include <stdio.h>
#include <string.h>

#include "stdio_bytes.h"
#include "sudoku.h"

/* Prints a board as nine lines of nine digits. */
static void print_grid(const char *board) {
    int row;
    for (row = 0; row < 9; ++row) {
        printf("  %.9s\n", board + row * 9);
    }
}

/* Checks `rules`, solves `givens` under them and counts its solutions up to 2. */
static int solve_under(const char *name, const char *givens, const sudoku_rules *rules) {
    char board[SUDOKU_CELLS];
    sudoku_problem problem;
    uint32_t count = 0;
    sudoku_status status = sudoku_rules_check(rules, &problem);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "%s: rules: %s\n", name, sudoku_status_name(status));
        return 1;
    }
    memcpy(board, givens, SUDOKU_CELLS);
    status = sudoku_solve_rules(board, rules);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "%s: %s\n", name, sudoku_status_str(status));
        return 1;
    }
    status = sudoku_count_solutions_rules(givens, rules, 2, &count);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "%s: %s\n", name, sudoku_status_str(status));
        return 1;
    }
    printf("%s: %u solution%s\n", name, (unsigned)count, count == 1 ? "" : "s");
    print_grid(board);
    return 0;
}

int main(void) {
    /* Killer: Otto Janko's killer sudoku 22 (janko.at). No givens; 35 cages, each given by
     * its id in every cell it covers, and their sums. */
    static const uint8_t cages[SUDOKU_CELLS] = {
        1,  1,  1,  2,  2,  3,  3,  3,  4,  5,  6,  6,  7,  8,  8,  8,  9,  4,  5,  10, 10,
        7,  11, 12, 13, 9,  4,  5,  14, 14, 15, 11, 12, 13, 16, 17, 18, 19, 20, 15, 21, 22,
        13, 16, 17, 18, 19, 20, 23, 24, 22, 25, 25, 26, 27, 28, 20, 23, 24, 29, 30, 30, 26,
        27, 28, 31, 31, 31, 29, 32, 32, 26, 27, 33, 33, 33, 34, 34, 35, 35, 35};
    static const uint8_t sums[35] = {15, 8,  14, 19, 12, 13, 13, 14, 8,  12, 12, 10,
                                     16, 4,  7,  9,  16, 17, 10, 11, 1,  11, 11, 13,
                                     3,  6,  10, 15, 7,  17, 15, 13, 15, 16, 12};
    /* Jigsaw: Otto Janko's chaos sudoku 93; regions 0-8 in place of the boxes. */
    static const uint8_t regions[SUDOKU_CELLS] = {
        0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 0, 0, 1, 1, 1, 1, 2, 2, 2, 0, 0, 1, 3, 3, 3,
        2, 2, 2, 4, 4, 4, 3, 3, 3, 5, 5, 5, 4, 4, 4, 3, 3, 3, 5, 5, 5, 4, 4, 4, 6, 6, 6,
        5, 5, 5, 7, 8, 8, 6, 6, 6, 7, 7, 7, 7, 8, 8, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8, 8};
    static const char jigsaw[] =
        "8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.";
    /* Diagonal: the diagonal sudoku of Udacity's AI Nanodegree sudoku project. */
    static const char diagonal[] =
        "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3";
    char empty[SUDOKU_CELLS];
    sudoku_rules rules;
    sudoku_problem problem;
    sudoku_status status;
    stdio_as_bytes();
    memset(empty, '.', sizeof empty);

    memset(&rules, 0, sizeof rules);
    rules.size = sizeof rules;
    rules.cages = cages;
    rules.cage_count = sizeof sums;
    rules.cage_sums = sums;
    if (solve_under("killer", empty, &rules) != 0) return 1;

    memset(&rules, 0, sizeof rules);
    rules.size = sizeof rules;
    rules.regions = regions;
    if (solve_under("jigsaw", jigsaw, &rules) != 0) return 1;

    memset(&rules, 0, sizeof rules);
    rules.size = sizeof rules;
    rules.flags = SUDOKU_RULE_DIAGONALS;
    if (solve_under("diagonal", diagonal, &rules) != 0) return 1;

    /* A fault: cage 1 of two cells cannot sum to 2. Every call refuses such rules. */
    {
        static const uint8_t pair[SUDOKU_CELLS] = {1, 1};
        static const uint8_t two[1] = {2};
        memset(&rules, 0, sizeof rules);
        rules.size = sizeof rules;
        rules.cages = pair;
        rules.cage_count = 1;
        rules.cage_sums = two;
        status = sudoku_rules_check(&rules, &problem);
        printf("faulty rules: %s, fault %d in cage %d from cell %d; solving gives %s\n",
               sudoku_status_name(status), (int)problem.value, (int)problem.unit_index,
               (int)problem.cell, sudoku_status_name(sudoku_solve_rules(empty, &rules)));
    }
    return 0;
}
