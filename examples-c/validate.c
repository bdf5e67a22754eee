/* Shows libsudoku's error reporting: what sudoku_validate says about bad boards, and what
 * the solver returns for them (the board is left unchanged on every error). Rows, columns
 * and boxes are printed counting from 1 (r5c7 is row 5, column 7); cell indexes from 0. */
#include <stdio.h>
#include <string.h>

#include "stdio_bytes.h"
#include "sudoku.h"

static const char *unit_name(sudoku_unit unit) {
    switch (unit) {
    case SUDOKU_UNIT_ROW: return "row";
    case SUDOKU_UNIT_COLUMN: return "column";
    case SUDOKU_UNIT_BOX: return "box";
    default: return "none";
    }
}

/* Validates and solves one board, printing both reports; returns 1 if the board changed
 * on a failed solve (which the library promises never happens). */
static int show(const char *title, const char *text) {
    char board[81];
    char before[81];
    sudoku_problem problem;
    sudoku_status status;

    memcpy(board, text, sizeof board);
    memcpy(before, board, sizeof board);
    printf("%s\n  board:    %.81s\n", title, board);

    status = sudoku_validate(board, &problem);
    printf("  validate: %s", sudoku_status_name(status));
    if (status == SUDOKU_ERR_INVALID_BYTE) {
        printf(" at r%dc%d (cell %d): byte 0x%02x\n", (int)problem.cell / 9 + 1,
               (int)problem.cell % 9 + 1, (int)problem.cell, (unsigned)problem.value);
    } else if (status == SUDOKU_ERR_DUPLICATE_GIVEN) {
        printf(": %d at r%dc%d and r%dc%d (cells %d and %d), both in %s %d\n",
               (int)problem.value, (int)problem.other_cell / 9 + 1,
               (int)problem.other_cell % 9 + 1, (int)problem.cell / 9 + 1,
               (int)problem.cell % 9 + 1, (int)problem.other_cell, (int)problem.cell,
               unit_name(problem.unit), (int)problem.unit_index + 1);
    } else {
        printf("\n");
    }

    status = sudoku_solve(board);
    printf("  solve:    %s (%s)\n", sudoku_status_name(status), sudoku_status_str(status));
    if (status != SUDOKU_OK && memcmp(board, before, sizeof board) != 0) {
        printf("  ERROR: the board changed\n");
        return 1;
    }
    return 0;
}

int main(void) {
    int changed = 0;
    sudoku_problem problem;
    stdio_as_bytes();

    changed |= show("A valid puzzle:",
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    changed |= show("A bad byte ('x' in row 2):",
        "53..7....6..1x5....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    changed |= show("A 5 given twice in row 1:",
        "53..7...56..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    changed |= show("A 2 given twice in column 7:",
        "53..7....6..195....98....6.8...6...34..8.32.17...2...6.6....28....419..5....8..79");
    changed |= show("A 6 given twice in box 1:",
        "536.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    changed |= show("Valid givens, but no solution:",
        "12345678.........9...............................................................");

    printf("NULL board:\n  validate: %s\n", sudoku_status_name(sudoku_validate(NULL, &problem)));
    return changed;
}
