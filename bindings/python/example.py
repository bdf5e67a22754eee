"""Solves, rates and generates with libsudoku from Python.

Run from bindings/python (or with the package on PYTHONPATH):
    LIBSUDOKU_PATH=../../target/release/libsudoku.so python3 example.py [SEED]
"""

import sys

import libsudoku
from libsudoku import Level, Symmetry

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def main() -> int:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 2026
    print("libsudoku", libsudoku.version())
    print("solution:", libsudoku.solve(PUZZLE))

    rating = libsudoku.rate(PUZZLE)
    print("rating: %s, score %d, hardest %s" % (rating.level.label, rating.score, rating.hardest.label))
    print("hint:", libsudoku.hint(PUZZLE).description)

    puzzle = libsudoku.generate(seed, Level.EXPERT, Symmetry.ROTATIONAL_180)
    print("generated (seed %d, expert):" % seed, puzzle)
    print("its rating:", libsudoku.rate(puzzle).level.label)

    try:
        libsudoku.solve("12345678.........9" + "." * 63)
    except libsudoku.NoSolutionError as error:
        print("no solution:", error)
    return 0


if __name__ == "__main__":
    sys.exit(main())
