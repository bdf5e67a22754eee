/* The libsudoku demo: solves a built-in puzzle in place and prints it before and after.
 * Written in C89, which the header supports as well as C99 and later. */
#include <stdio.h>
#include <string.h>

#include "stdio_bytes.h"
#include "sudoku.h"

/* Prints an 81-byte text board as a 9x9 grid with box separators. */
static void print_grid(const char *board) {
    int row, col;
    for (row = 0; row < 9; row++) {
        if (row == 3 || row == 6) {
            puts("------+-------+------");
        }
        for (col = 0; col < 9; col++) {
            char c = board[row * 9 + col];
            printf("%s%c", col == 0 ? "" : (col == 3 || col == 6) ? " | " : " ",
                   c == '0' ? '.' : c);
        }
        putchar('\n');
    }
}

int main(void) {
    /* 81 cells plus the NUL of the string literal; the library reads exactly 81 bytes. */
    char board[] =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /* three numbers of at most 11 characters each, two dots and the NUL */
    char version[3 * 11 + 3];
    sudoku_status status;
    stdio_as_bytes();

    sprintf(version, "%d.%d.%d", SUDOKU_VERSION_MAJOR, SUDOKU_VERSION_MINOR,
            SUDOKU_VERSION_PATCH);
    if (strcmp(version, sudoku_version()) != 0) {
        fprintf(stderr, "header %s does not match library %s\n", version, sudoku_version());
        return 1;
    }
    printf("libsudoku %s\n\nPuzzle:\n", sudoku_version());
    print_grid(board);

    status = sudoku_solve(board);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "sudoku_solve: %s (%s)\n", sudoku_status_name(status),
                sudoku_status_str(status));
        return 1;
    }
    printf("\nSolution:\n");
    print_grid(board);
    return 0;
}
