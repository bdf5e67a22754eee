/* sudoku-cli: solves 81-character puzzles, one per line, from files or standard input.
 *
 * usage: sudoku-cli [--help] [--version] [FILE...]   (no FILE, or "-", reads standard input)
 *
 * For each puzzle line it writes one line to standard output: the solution, or the name of
 * the status that explains why there is none (for example SUDOKU_NO_SOLUTION). A puzzle
 * line is exactly 81 characters, its line ending (LF or CRLF) aside; empty lines and lines
 * starting with '#' are skipped. A line of another length is answered with
 * SUDOKU_ERR_ARGUMENT, and standard error names it (FILE:LINE). A summary with counts and
 * puzzles per second (boards passed to sudoku_solve, divided by the time spent in it) goes
 * to standard error.
 *
 * Exit status: 0 when every puzzle was solved, 1 when some were not, 2 on a usage or I/O
 * error (with the system's reason). */
#define _POSIX_C_SOURCE 199309L
#include <errno.h>
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

/* Answers one line (without its line ending) of `length` characters, of which `line` holds
 * the first ones: line `number` of `name`. */
static void answer(const char *line, size_t length, const char *name, unsigned long number,
                   struct tally *tally) {
    char board[81];
    sudoku_status status;
    double start;

    if (length == 0 || line[0] == '#') {
        return;
    }
    tally->puzzles++;
    if (length != sizeof board) {
        fprintf(stderr, "sudoku-cli: %s:%lu: a puzzle is 81 characters, this line has %lu\n",
                name, number, (unsigned long)length);
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
 * line's first sizeof line bytes are kept, which is more than a puzzle needs, and all of
 * them are counted; a carriage return before the newline is no part of the line. */
static int run(FILE *in, const char *name, struct tally *tally) {
    char line[128];
    size_t length = 0;
    unsigned long number = 0;
    int last = 0; /* the line's last character, or 0 when it has none */
    int c;
    int open = 0; /* a line has begun and not ended */
    while ((c = getc(in)) != EOF) {
        if (c == '\n') {
            if (last == '\r') {
                length--;
            }
            answer(line, length, name, ++number, tally);
            length = 0;
            last = 0;
            open = 0;
            continue;
        }
        open = 1;
        if (length < sizeof line) {
            line[length] = (char)c;
        }
        length++;
        last = c;
    }
    if (ferror(in)) {
        fprintf(stderr, "sudoku-cli: error reading %s: %s\n", name, strerror(errno));
        return 2;
    }
    if (open) {
        answer(line, length, name, ++number, tally); /* the last line, without a newline */
    }
    return 0;
}

static void usage(FILE *out) {
    fprintf(out, "usage: sudoku-cli [--help] [--version] [FILE...]\n"
                 "Solves one 81-character puzzle a line (no FILE, or -, reads standard input);\n"
                 "writes each solution, or the status that explains why there is none.\n");
}

int main(int argc, char **argv) {
    struct tally tally = {0, 0, 0, 0, 0, 0.0};
    int failure = 0;
    int i;
    stdio_as_bytes();

    /* the options first, so that no puzzle is answered before a usage error */
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(argv[i], "--version") == 0) {
            printf("sudoku-cli (libsudoku %s)\n", sudoku_version());
            return 0;
        }
        if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "sudoku-cli: unknown option %s\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (argc < 2) {
        failure = run(stdin, "standard input", &tally);
    }
    for (i = 1; i < argc && failure == 0; i++) {
        FILE *in;
        if (strcmp(argv[i], "-") == 0) {
            failure = run(stdin, "standard input", &tally);
            continue;
        }
        in = fopen(argv[i], "r");
        if (in == NULL) {
            fprintf(stderr, "sudoku-cli: cannot open %s: %s\n", argv[i], strerror(errno));
            return 2;
        }
        failure = run(in, argv[i], &tally);
        fclose(in);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "sudoku-cli: error writing standard output: %s\n", strerror(errno));
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
