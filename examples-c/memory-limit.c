/*
 * memory-limit: a C test that batches survive a process that is short of memory.
 *
 * It computes, on one thread, what sudoku_solve gives for a set of boards and what
 * sudoku_generate gives for a run of seeds, then starts OUTER threads at once. Each one
 * calls sudoku_solve_batch and sudoku_generate_batch, asking for 64 threads each, ROUNDS
 * times (first argument, default 2), and compares every status and board with the
 * single-call answers. Run under `ulimit -v`, most of the threads the library asks for
 * cannot be started: the library must then go on with the ones that did, never abort.
 * The outer threads use nothing but their own static buffers, so the test itself needs
 * no memory beyond their stacks. Exit status 0 when every answer matched, 1 otherwise;
 * a thread of this test that the system cannot start is skipped and counted.
 *
 *   memory-limit [ROUNDS]
 */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"

#define OUTER 64
#define INNER 64
#define CELLS 81
/* boards per solve batch and puzzles per generate batch: several chunks of 32 each */
#define SOLVED 160
#define GENERATED 64
#define SEED 20261207u
#define OUTER_STACK (256u << 10)

static const char *const BOARDS[] = {
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    /* no solution, though the givens do not conflict */
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
    /* a byte no encoding allows */
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x",
    ".................................................................................",
};
#define BOARD_COUNT (sizeof BOARDS / sizeof BOARDS[0])

static char solved[BOARD_COUNT][CELLS];
static sudoku_status solved_status[BOARD_COUNT];
static char generated[GENERATED][CELLS];
static sudoku_status generated_status[GENERATED];
static int rounds = 2;

/* Each outer thread's buffers and the mismatches it saw. */
static struct outer {
    char boards[SOLVED * CELLS];
    sudoku_status statuses[SOLVED];
    char puzzles[GENERATED * CELLS];
    sudoku_status puzzle_statuses[GENERATED];
    unsigned long mismatches;
} outer[OUTER];

static void *work(void *arg) {
    struct outer *me = arg;
    for (int r = 0; r < rounds; r++) {
        for (size_t i = 0; i < SOLVED; i++) {
            memcpy(me->boards + i * CELLS, BOARDS[i % BOARD_COUNT], CELLS);
            me->statuses[i] = SUDOKU_ERR_INTERNAL;
        }
        if (sudoku_solve_batch(me->boards, SOLVED, me->statuses, INNER) != SUDOKU_OK) {
            me->mismatches++;
        }
        for (size_t i = 0; i < SOLVED; i++) {
            size_t b = i % BOARD_COUNT;
            const char *want = solved_status[b] == SUDOKU_OK ? solved[b] : BOARDS[b];
            if (me->statuses[i] != solved_status[b] ||
                memcmp(me->boards + i * CELLS, want, CELLS) != 0) {
                me->mismatches++;
            }
        }
        memset(me->puzzles, '?', sizeof me->puzzles);
        if (sudoku_generate_batch(SEED, NULL, GENERATED, me->puzzles, me->puzzle_statuses,
                                  INNER) != SUDOKU_OK) {
            me->mismatches++;
        }
        for (size_t i = 0; i < GENERATED; i++) {
            if (me->puzzle_statuses[i] != generated_status[i] ||
                memcmp(me->puzzles + i * CELLS, generated[i], CELLS) != 0) {
                me->mismatches++;
            }
        }
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc > 1) {
        rounds = atoi(argv[1]);
    }
    for (size_t b = 0; b < BOARD_COUNT; b++) {
        memcpy(solved[b], BOARDS[b], CELLS);
        solved_status[b] = sudoku_solve(solved[b]);
    }
    /* what the boards are known to be */
    if (solved_status[0] != SUDOKU_OK || solved_status[2] != SUDOKU_NO_SOLUTION ||
        solved_status[3] != SUDOKU_ERR_INVALID_BYTE || solved_status[4] != SUDOKU_OK) {
        fprintf(stderr, "memory-limit: unexpected single-call statuses\n");
        return 1;
    }
    for (size_t i = 0; i < GENERATED; i++) {
        generated_status[i] = sudoku_generate(SEED + i, NULL, generated[i]);
        if (generated_status[i] != SUDOKU_OK) {
            fprintf(stderr, "memory-limit: seed %zu generated nothing\n", i);
            return 1;
        }
    }
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0 ||
        pthread_attr_setstacksize(&attributes, OUTER_STACK) != 0) {
        fprintf(stderr, "memory-limit: cannot set the threads' stack size\n");
        return 1;
    }
    pthread_t threads[OUTER];
    int running[OUTER];
    int skipped = 0;
    for (size_t t = 0; t < OUTER; t++) {
        running[t] = pthread_create(&threads[t], &attributes, work, &outer[t]) == 0;
        skipped += !running[t];
    }
    pthread_attr_destroy(&attributes);
    unsigned long mismatches = 0;
    for (size_t t = 0; t < OUTER; t++) {
        if (running[t]) {
            pthread_join(threads[t], NULL);
            mismatches += outer[t].mismatches;
        }
    }
    if (mismatches != 0 || skipped == OUTER) {
        fprintf(stderr, "memory-limit: %lu answers differed; %d threads not started\n",
                mismatches, skipped);
        return 1;
    }
    printf("memory-limit: %d threads x %d rounds, batches of %d boards and %d puzzles on up "
           "to %d threads each (%d not started): every answer equals the single call's\n",
           OUTER - skipped, rounds, SOLVED, GENERATED, INNER, skipped);
    return 0;
}
