/*
 * threads: a C test of libsudoku's thread-safety contract.
 *
 * It computes, on one thread, the answers of sudoku_solve, sudoku_solve_unique,
 * sudoku_count_solutions and sudoku_validate for a set of boards (puzzles with one
 * solution, hard ones, a board with no solution, an empty board, a duplicate given, a bad
 * byte), checks those answers against the rules, then starts THREADS threads at once. Each
 * thread works on its own buffers, walks the boards in its own order for ROUNDS rounds
 * (first argument, default 20) and compares every answer, byte for byte, with the
 * single-threaded one. Exit status 0 when every answer matched, 1 otherwise.
 *
 *   threads [ROUNDS]
 */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stdio_bytes.h"
#include "sudoku.h"

#define THREADS 12
#define CELLS 81

static const char *const BOARDS[] = {
    /* one solution each */
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    /* no solution, though the givens do not conflict */
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
    /* many solutions */
    ".................................................................................",
    ".....6....59.....82....8....45........3........6..3.54...325..6..................",
    /* a digit given twice in row 0 */
    "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    /* a byte no encoding allows */
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x",
};
#define BOARD_COUNT (sizeof BOARDS / sizeof BOARDS[0])

/* Everything one board's calls answer. */
struct answers {
    sudoku_status solve;
    char solved[CELLS];
    sudoku_status unique;
    char unique_board[CELLS];
    sudoku_status count;
    uint32_t solutions;
    sudoku_status validate;
    struct sudoku_problem problem;
};

static struct answers expected[BOARD_COUNT];
static int rounds = 20;

/* Every call on one board, into `out`; the count is preset so that an unwritten one shows. */
static void answer(size_t b, struct answers *out) {
    memset(out, 0, sizeof *out);
    memcpy(out->solved, BOARDS[b], CELLS);
    out->solve = sudoku_solve(out->solved);
    memcpy(out->unique_board, BOARDS[b], CELLS);
    out->unique = sudoku_solve_unique(out->unique_board);
    out->solutions = 0xdeadbeef;
    out->count = sudoku_count_solutions(BOARDS[b], 2, &out->solutions);
    out->validate = sudoku_validate(BOARDS[b], &out->problem);
}

static int same(const struct answers *a, const struct answers *b) {
    return a->solve == b->solve && memcmp(a->solved, b->solved, CELLS) == 0 &&
           a->unique == b->unique && memcmp(a->unique_board, b->unique_board, CELLS) == 0 &&
           a->count == b->count && a->solutions == b->solutions &&
           a->validate == b->validate && a->problem.status == b->problem.status &&
           a->problem.cell == b->problem.cell &&
           a->problem.other_cell == b->problem.other_cell &&
           a->problem.value == b->problem.value && a->problem.unit == b->problem.unit &&
           a->problem.unit_index == b->problem.unit_index;
}

/* 1 when `grid` is a complete valid grid that keeps the givens of `board`. */
static int solves(const char *board, const char *grid) {
    for (int unit = 0; unit < 27; unit++) {
        int seen = 0;
        for (int i = 0; i < 9; i++) {
            int row, col;
            if (unit < 9) {
                row = unit, col = i;
            } else if (unit < 18) {
                row = i, col = unit - 9;
            } else {
                row = (unit - 18) / 3 * 3 + i / 3, col = (unit - 18) % 3 * 3 + i % 3;
            }
            char c = grid[row * 9 + col];
            if (c < '1' || c > '9') {
                return 0;
            }
            seen |= 1 << (c - '1');
        }
        if (seen != 0x1ff) {
            return 0;
        }
    }
    for (int i = 0; i < CELLS; i++) {
        if (board[i] >= '1' && board[i] <= '9' && board[i] != grid[i]) {
            return 0;
        }
    }
    return 1;
}

/* The single-threaded answers must obey the rules and the contract. */
static int check_expected(void) {
    int bad = 0;
    for (size_t b = 0; b < BOARD_COUNT; b++) {
        const struct answers *a = &expected[b];
        int ok = 1;
        if (a->solve == SUDOKU_OK) {
            ok &= solves(BOARDS[b], a->solved) && a->count == SUDOKU_OK && a->solutions >= 1;
        } else {
            ok &= memcmp(a->solved, BOARDS[b], CELLS) == 0;
        }
        if (a->unique == SUDOKU_OK) {
            ok &= memcmp(a->unique_board, a->solved, CELLS) == 0 && a->solutions == 1;
        } else {
            ok &= memcmp(a->unique_board, BOARDS[b], CELLS) == 0;
        }
        ok &= a->validate == a->problem.status;
        if (!ok) {
            fprintf(stderr, "board %zu: single-threaded answers break the contract\n", b);
            bad = 1;
        }
    }
    /* what the boards are known to be */
    bad |= expected[0].unique != SUDOKU_OK || expected[6].solve != SUDOKU_NO_SOLUTION ||
           expected[7].unique != SUDOKU_MULTIPLE_SOLUTIONS || expected[7].solutions != 2 ||
           expected[9].solve != SUDOKU_ERR_DUPLICATE_GIVEN ||
           expected[10].solve != SUDOKU_ERR_INVALID_BYTE;
    return bad;
}

static void *work(void *arg) {
    size_t id = (size_t)arg;
    size_t *mismatches = malloc(sizeof *mismatches);
    if (mismatches == NULL) {
        return NULL;
    }
    *mismatches = 0;
    for (int r = 0; r < rounds; r++) {
        for (size_t i = 0; i < BOARD_COUNT; i++) {
            size_t b = (i * 7 + id * 5 + (size_t)r) % BOARD_COUNT;
            struct answers got;
            answer(b, &got);
            if (!same(&got, &expected[b])) {
                fprintf(stderr, "thread %zu, round %d, board %zu: answers differ\n", id, r, b);
                (*mismatches)++;
            }
        }
    }
    return mismatches;
}

int main(int argc, char **argv) {
    stdio_as_bytes();
    if (argc > 1) {
        rounds = atoi(argv[1]);
    }
    for (size_t b = 0; b < BOARD_COUNT; b++) {
        answer(b, &expected[b]);
    }
    if (check_expected()) {
        return 1;
    }
    pthread_t threads[THREADS];
    for (size_t t = 0; t < THREADS; t++) {
        if (pthread_create(&threads[t], NULL, work, (void *)t) != 0) {
            fprintf(stderr, "cannot start thread %zu\n", t);
            return 1;
        }
    }
    size_t total = 0;
    int failed = 0;
    for (size_t t = 0; t < THREADS; t++) {
        void *result;
        pthread_join(threads[t], &result);
        if (result == NULL) {
            failed = 1;
        } else {
            total += *(size_t *)result;
            free(result);
        }
    }
    if (failed || total != 0) {
        fprintf(stderr, "threads: %zu answers differed from the single-threaded ones\n", total);
        return 1;
    }
    printf("threads: %d threads x %d rounds x %zu boards: every answer equals the "
           "single-threaded one\n",
           THREADS, rounds, BOARD_COUNT);
    return 0;
}
