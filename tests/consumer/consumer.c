/* A program that uses an installed libsudoku the way a packaged library is used: found by
 * pkg-config or CMake, linked shared or static. It checks that the header it was compiled
 * with matches the library it runs with, then solves a puzzle and prints the solution. */
#include <stdio.h>
#include <string.h>

#include <sudoku.h>

#define STR_(x) #x
#define STR(x) STR_(x)

int main(void) {
    const char *expected = STR(SUDOKU_VERSION_MAJOR) "." STR(SUDOKU_VERSION_MINOR) "." STR(
        SUDOKU_VERSION_PATCH);
    if (strcmp(sudoku_version(), expected) != 0) {
        fprintf(stderr, "header %s, library %s\n", expected, sudoku_version());
        return 1;
    }
    char board[] =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    sudoku_status status = sudoku_solve(board);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "%s\n", sudoku_status_name(status));
        return 1;
    }
    printf("libsudoku %s\n%.81s\n", sudoku_version(), board);
    return 0;
}
