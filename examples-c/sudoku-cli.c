/* sudoku-cli: solves 81-character puzzles, one per line, from files or standard input.
 *
 * usage: sudoku-cli [FILE...]      (no FILE, or "-", reads standard input)
 *
 * For each puzzle line it writes one line to standard output: the solution, or the name of
 * the status that explains why there is none (for example SUDOKU_NO_SOLUTION). A puzzle is
 * the first 81 characters of a line; empty lines and lines starting with '#' are skipped; a
 * shorter line is answered with SUDOKU_ERR_ARGUMENT. A summary with counts and puzzles per
 * second (boards passed to sudoku_solve, divided by the time spent in it) goes to standard
 * error.
 *
 * Exit status: 0 when every puzzle was solved, 1 when some were not, 2 on a usage or I/O
 * error. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "stdio_bytes.h"
#include "sudoku.h"

struct tally {
    unsigned long puzzles;
    unsigned long solved;
    unsigned long no_solution;
    unsigned long errors;
    unsigned long library_calls;
    double seconds;
};

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Answers one line (without its line ending). */
static void answer(const char *line, size_t length, struct tally *tally) {
    char board[81];
    sudoku_status status;
    double start;

    if (length == 0 || line[0] == '#') {
        return;
    }
    tally->puzzles++;
    if (length < sizeof board) {
        status = SUDOKU_ERR_ARGUMENT;
    } else {
        memcpy(board, line, sizeof board);
        start = now();
        status = sudoku_solve(board);
        tally->seconds += now() - start;
        tally->library_calls++;
    }
    if (status == SUDOKU_OK) {
        tally->solved++;
        printf("%.81s\n", board);
    } else {
        if (status == SUDOKU_NO_SOLUTION) {
            tally->no_solution++;
        } else {
            tally->errors++;
        }
        printf("%s\n", sudoku_status_name(status));
    }
}

/* Answers every line of a stream, NUL bytes and all; returns 0, or 2 on a read error. A
 * line's first sizeof line bytes are kept, which is more than a puzzle needs; a carriage
 * return before the newline is no part of it. */
static int run(FILE *in, const char *name, struct tally *tally) {
    char line[256];
    size_t kept = 0;
    int c;
    int open = 0; /* a line has begun and not ended */
    while ((c = getc(in)) != EOF) {
        if (c == '\n') {
            if (kept > 0 && kept < sizeof line && line[kept - 1] == '\r') {
                kept--;
            }
            answer(line, kept, tally);
            kept = 0;
            open = 0;
            continue;
        }
        open = 1;
        if (kept < sizeof line) {
            line[kept++] = (char)c;
        }
    }
    if (ferror(in)) {
        fprintf(stderr, "sudoku-cli: error reading %s\n", name);
        return 2;
    }
    if (open) {
        answer(line, kept, tally); /* the last line, without a newline */
    }
    return 0;
}

int main(int argc, char **argv) {
    struct tally tally = {0, 0, 0, 0, 0, 0.0};
    int failure = 0;
    int i;
    stdio_as_bytes();

    if (argc < 2) {
        failure = run(stdin, "standard input", &tally);
    }
    for (i = 1; i < argc && failure == 0; i++) {
        FILE *in;
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            fprintf(stderr, "usage: %s [FILE...]   (no FILE, or -, reads standard input)\n",
                    argv[0]);
            return 0;
        }
        if (strcmp(argv[i], "-") == 0) {
            failure = run(stdin, "standard input", &tally);
            continue;
        }
        in = fopen(argv[i], "r");
        if (in == NULL) {
            fprintf(stderr, "sudoku-cli: cannot open %s\n", argv[i]);
            return 2;
        }
        failure = run(in, argv[i], &tally);
        fclose(in);
    }
    if (fflush(stdout) != 0) {
        fprintf(stderr, "sudoku-cli: error writing standard output\n");
        return 2;
    }
    fprintf(stderr,
            "puzzles: %lu, solved: %lu, no solution: %lu, errors: %lu, "
            "%.3f s solving, %.0f puzzles/s\n",
            tally.puzzles, tally.solved, tally.no_solution, tally.errors, tally.seconds,
            tally.seconds > 0.0 ? (double)tally.library_calls / tally.seconds : 0.0);
    if (failure != 0) {
        return failure;
    }
    return tally.solved == tally.puzzles ? 0 : 1;
}
