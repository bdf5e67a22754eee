#!/usr/bin/env python3
"""How often libsudoku's level matches HoDoKu's on the same puzzles.

HoDoKu's rater comes from the PyPI package hodoku-py (GPL), used here only as a
yardstick: it is imported at run time by this script and is never a dependency of the
library. libsudoku is loaded through its C ABI with ctypes.

usage: pip install hodoku-py
       cargo build --release
       python3 benches/hodoku_agreement.py [--generated N] [--sample N] [FILE...]

--generated N rates the puzzles sudoku_generate gives for seeds 0..N-1 (any level,
minimal); each FILE (one puzzle per line, '#' lines skipped) contributes its first
--sample puzzles that have one solution. Levels are compared on this mapping:
beginner and easy = EASY, medium = MEDIUM, hard = HARD, expert = UNFAIR, extreme = EXTREME.
"""
import argparse
import ctypes
import multiprocessing
import os
import sys

LEVELS = ["beginner", "easy", "medium", "hard", "expert", "extreme"]
HODOKU = {"EASY": 0, "MEDIUM": 1, "HARD": 2, "UNFAIR": 3, "EXTREME": 4}
OURS_AS_HODOKU = [0, 0, 1, 2, 3, 4]  # index: our level - 1
HODOKU_NAMES = ["EASY", "MEDIUM", "HARD", "UNFAIR", "EXTREME"]


class Rating(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("level", ctypes.c_int32),
        ("score", ctypes.c_uint32),
        ("hardest", ctypes.c_int32),
        ("steps", ctypes.c_uint32 * 32),
    ]


def library():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    lib = ctypes.CDLL(os.path.join(root, "target", "release", "libsudoku.so"))
    lib.sudoku_rate.argtypes = [ctypes.c_char_p, ctypes.POINTER(Rating)]
    lib.sudoku_rate.restype = ctypes.c_int32
    lib.sudoku_generate.argtypes = [ctypes.c_uint64, ctypes.c_void_p, ctypes.c_char_p]
    lib.sudoku_generate.restype = ctypes.c_int32
    lib.sudoku_count_solutions.argtypes = [
        ctypes.c_char_p, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32)]
    lib.sudoku_count_solutions.restype = ctypes.c_int32
    return lib


def our_level(lib, puzzle):
    rating = Rating(size=ctypes.sizeof(Rating))
    status = lib.sudoku_rate(puzzle.encode(), ctypes.byref(rating))
    if status != 0:
        raise ValueError(f"sudoku_rate gave status {status} for {puzzle}")
    return rating.level


def hodoku_level(puzzle):
    import hodoku
    return HODOKU[hodoku.Solver().rate(puzzle).level.name]


def puzzles(lib, args):
    found = []
    for seed in range(args.generated):
        out = ctypes.create_string_buffer(82)
        assert lib.sudoku_generate(seed, None, out) == 0
        found.append(("generated", out.value[:81].decode()))
    for path in args.files:
        name = os.path.basename(path)
        taken = 0
        with open(path) as lines:
            for line in lines:
                line = line.strip()
                if line.startswith("#") or len(line) < 81 or taken >= args.sample:
                    continue
                count = ctypes.c_uint32()
                if lib.sudoku_count_solutions(line[:81].encode(), 2, ctypes.byref(count)) == 0 \
                        and count.value == 1:
                    found.append((name, line[:81]))
                    taken += 1
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--generated", type=int, default=1000)
    parser.add_argument("--sample", type=int, default=300)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    lib = library()
    work = puzzles(lib, args)
    ours = [our_level(lib, puzzle) for _, puzzle in work]
    with multiprocessing.Pool() as pool:
        theirs = pool.map(hodoku_level, [puzzle for _, puzzle in work], chunksize=4)
    for source in dict.fromkeys(name for name, _ in work):
        rows = [(o, t) for (name, _), o, t in zip(work, ours, theirs) if name == source]
        agree = sum(OURS_AS_HODOKU[o - 1] == t for o, t in rows)
        within = sum(abs(OURS_AS_HODOKU[o - 1] - t) <= 1 for o, t in rows)
        print(f"{source}: {len(rows)} puzzles, same level {agree} ({100 * agree / len(rows):.1f}%),"
              f" within one level {within} ({100 * within / len(rows):.1f}%)")
        print("  ours \\ HoDoKu " + "".join(f"{n:>9}" for n in HODOKU_NAMES))
        for level in range(1, 7):
            counts = [sum(1 for o, t in rows if o == level and t == h) for h in range(5)]
            print(f"  {LEVELS[level - 1]:<14}" + "".join(f"{c:>9}" for c in counts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
