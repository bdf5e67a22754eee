/* Walks a puzzle to its solution by hints, the way a player would: ask for the next
 * step, print its explanation, apply its placements and eliminations to the board and
 * the pencil marks, repeat until the board is full. The puzzle's givens are kept apart
 * from the board, as a game keeps them: the hint then knows which digits the player
 * placed, which some techniques (avoidable rectangles) need.
 *
 *   hint [PUZZLE]
 *
 * PUZZLE: 81 characters, '1'-'9' givens and '.' or '0' for empty cells (default: a
 * puzzle that needs several techniques). Exit status 0 when the walk ends at the
 * solution, 1 on a library error or a wrong step, 2 on bad arguments. */
#include <stdio.h>
#include <string.h>

#include "stdio_bytes.h"
#include "sudoku.h"

static const char DEFAULT_PUZZLE[] =
    "..6.2....4..8.9....13..4.2..2.5.78.1.........8.54.2.7..7.2..38....7.8..2....6.1..";

int main(int argc, char **argv) {
    char givens[81];
    char board[81];
    char solution[81];
    uint16_t candidates[SUDOKU_CELLS];
    sudoku_step step;
    char text[SUDOKU_HINT_TEXT_MAX];
    sudoku_status status;
    int steps = 0;
    int cell;
    stdio_as_bytes();

    if (argc > 2 || (argc == 2 && strlen(argv[1]) != 81)) {
        fprintf(stderr, "usage: %s [PUZZLE of 81 characters]\n", argv[0]);
        return 2;
    }
    memcpy(givens, argc == 2 ? argv[1] : DEFAULT_PUZZLE, sizeof givens);
    memcpy(board, givens, sizeof board);
    memcpy(solution, givens, sizeof solution);
    status = sudoku_solve_unique(solution);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "the puzzle cannot be walked: %s (%s)\n", sudoku_status_name(status),
                sudoku_status_str(status));
        return 1;
    }
    status = sudoku_candidates(board, candidates);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "sudoku_candidates: %s\n", sudoku_status_name(status));
        return 1;
    }
    printf("puzzle   %.81s\n", board);

    step.size = sizeof step;
    while ((status = sudoku_hint_in_play(givens, board, candidates, NULL, &step)) == SUDOKU_OK) {
        status = sudoku_hint_describe(&step, text, sizeof text, NULL);
        if (status != SUDOKU_OK) {
            fprintf(stderr, "sudoku_hint_describe: %s\n", sudoku_status_name(status));
            return 1;
        }
        printf("%3d. %s\n", ++steps, text);
        for (cell = 0; cell < SUDOKU_CELLS; cell++) {
            candidates[cell] &= (uint16_t)~step.eliminations[cell];
            if (step.placements[cell] != 0) {
                board[cell] = (char)('0' + step.placements[cell]);
                if (board[cell] != solution[cell]) {
                    fprintf(stderr, "wrong placement at cell %d\n", cell);
                    return 1;
                }
            }
        }
    }
    if (status != SUDOKU_SOLVED) {
        fprintf(stderr, "sudoku_hint_in_play: %s (%s)\n", sudoku_status_name(status),
                sudoku_status_str(status));
        return 1;
    }
    printf("solved   %.81s in %d steps\n", board, steps);
    return memcmp(board, solution, sizeof board) == 0 ? 0 : 1;
}
