#!/usr/bin/env python3
"""How often libsudoku's level matches HoDoKu's on the same puzzles, and how often each
falls back to guessing.

HoDoKu's rater comes from the PyPI package hodoku-py (GPL), used here only as a
yardstick: it is imported at run time by this script and is never a dependency of the
library. libsudoku is loaded through its Python binding (bindings/python), on
target/release/libsudoku.so unless LIBSUDOKU_PATH says otherwise.

usage: pip install hodoku-py
       cargo build --release
       python3 benches/hodoku_agreement.py [--per-level N] [--qqwing N] [--sample N]
                                           [--dump FILE] [FILE...]

--per-level N rates the puzzles sudoku_generate gives at each level for seeds 0..N-1
(minimal, no symmetry); --qqwing N takes N puzzles of each of QQWing's difficulties
(`qqwing --generate`, Debian's package); each FILE (one puzzle per line, '#' lines
skipped) contributes its first --sample puzzles that have one solution. Levels are
compared on this mapping: beginner and easy = EASY, medium = MEDIUM, hard = HARD,
expert = UNFAIR, extreme = EXTREME.

For each source it prints the confusion matrix (rows: libsudoku's level, columns:
HoDoKu's), then the agreement per level and overall over every source. For each FILE it
also prints the fallback rate: the puzzles where libsudoku's rating needs a digit of the
solution (no technique applies), beside those where HoDoKu's needs brute force, with the
steps of each. --dump writes one tab-separated line per puzzle, for a closer look.
"""
import argparse
import multiprocessing
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("LIBSUDOKU_PATH", os.path.join(ROOT, "target", "release", "libsudoku.so"))
sys.path.insert(0, os.path.join(ROOT, "bindings", "python"))
import libsudoku  # noqa: E402  (the package in bindings/python, on the library just built)

LEVELS = ["beginner", "easy", "medium", "hard", "expert", "extreme"]
HODOKU_NAMES = ["EASY", "MEDIUM", "HARD", "UNFAIR", "EXTREME"]
OURS_AS_HODOKU = [0, 0, 1, 2, 3, 4]  # index: our level - 1
QQWING_DIFFICULTIES = ["simple", "easy", "intermediate", "expert"]


def our_rating(puzzle):
    """(level, score, hardest technique's name, steps that took a digit of the solution)."""
    rating = libsudoku.rate(puzzle)
    hardest = rating.hardest.label if rating.hardest is not None else "-"
    return int(rating.level), rating.score, hardest, rating.steps.get(libsudoku.Technique.SOLUTION, 0)


def hodoku_rating(puzzle):
    """(level index, score, the techniques of its solve path, brute-force steps)."""
    import hodoku
    result = hodoku.Solver().solve(puzzle)
    names = sorted({step.type.name for step in result.steps})
    brute = sum(step.type.name == "BRUTE_FORCE" for step in result.steps)
    return HODOKU_NAMES.index(result.level.name), result.score, ",".join(names), brute


def generated(per_level):
    for level in range(1, len(LEVELS) + 1):
        for seed in range(per_level):
            try:
                puzzle = libsudoku.generate(seed, level=libsudoku.Level(level))
            except libsudoku.LimitReachedError:
                continue
            yield f"generated {LEVELS[level - 1]}", puzzle


def qqwing(count):
    for difficulty in QQWING_DIFFICULTIES:
        lines = subprocess.run(
            ["qqwing", "--generate", str(count), "--difficulty", difficulty, "--one-line"],
            check=True, capture_output=True, text=True).stdout.split()
        for line in lines:
            yield f"qqwing {difficulty}", line[:81]


def from_file(path, sample):
    taken = 0
    with open(path) as lines:
        for line in lines:
            line = line.strip()
            if taken >= sample:
                return
            if line.startswith("#") or len(line) < 81:
                continue
            try:
                unique = libsudoku.count_solutions(line[:81]) == 1
            except libsudoku.SudokuError:
                continue
            if unique:
                taken += 1
                yield os.path.basename(path), line[:81]


def percent(part, whole):
    return f"{part}/{whole} ({100 * part / whole:.1f}%)" if whole else "0/0"


def print_matrix(source, rows):
    agree = sum(OURS_AS_HODOKU[r["ours"] - 1] == r["hodoku"] for r in rows)
    within = sum(abs(OURS_AS_HODOKU[r["ours"] - 1] - r["hodoku"]) <= 1 for r in rows)
    print(f"{source}: {len(rows)} puzzles, same level {percent(agree, len(rows))},"
          f" within one {percent(within, len(rows))}")
    print("  ours \\ HoDoKu " + "".join(f"{n:>9}" for n in HODOKU_NAMES))
    for level in range(1, len(LEVELS) + 1):
        counts = [sum(r["ours"] == level and r["hodoku"] == h for r in rows)
                  for h in range(len(HODOKU_NAMES))]
        if any(counts):
            print(f"  {LEVELS[level - 1]:<14}" + "".join(f"{c:>9}" for c in counts))


def print_fallback(source, rows):
    ours = [r for r in rows if r["guessed"]]
    theirs = [r for r in rows if r["brute"]]
    print(f"{source}: fallback in {percent(len(ours), len(rows))} puzzles"
          f" ({sum(r['guessed'] for r in rows)} steps) here,"
          f" brute force in {percent(len(theirs), len(rows))}"
          f" ({sum(r['brute'] for r in rows)} steps) in HoDoKu;"
          f" both in {sum(1 for r in ours if r['brute'])}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--per-level", type=int, default=200)
    parser.add_argument("--qqwing", type=int, default=100)
    parser.add_argument("--sample", type=int, default=300)
    parser.add_argument("--dump")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    work = list(generated(args.per_level))
    if args.qqwing:
        work += list(qqwing(args.qqwing))
    for path in args.files:
        work += list(from_file(path, args.sample))
    with multiprocessing.Pool() as pool:
        theirs = pool.map(hodoku_rating, [puzzle for _, puzzle in work], chunksize=4)
    rows = []
    for (source, puzzle), (level, score, techniques, brute) in zip(work, theirs):
        ours, our_score, hardest, guessed = our_rating(puzzle)
        rows.append(dict(source=source, puzzle=puzzle, ours=ours, score=our_score,
                         hardest=hardest, guessed=guessed, hodoku=level,
                         hodoku_score=score, techniques=techniques, brute=brute))
    if args.dump:
        with open(args.dump, "w") as out:
            for r in rows:
                print(r["source"], r["puzzle"], LEVELS[r["ours"] - 1], r["score"], r["hardest"],
                      r["guessed"], HODOKU_NAMES[r["hodoku"]], r["hodoku_score"],
                      r["brute"], r["techniques"], sep="\t", file=out)
    sources = list(dict.fromkeys(r["source"] for r in rows))
    for source in sources:
        print_matrix(source, [r for r in rows if r["source"] == source])
    print_matrix("all sources", rows)
    print("exact agreement per level (all sources):")
    for level in range(1, len(LEVELS) + 1):
        of_level = [r for r in rows if r["ours"] == level]
        agree = sum(OURS_AS_HODOKU[level - 1] == r["hodoku"] for r in of_level)
        print(f"  {LEVELS[level - 1]:<10} {percent(agree, len(of_level))}")
    for path in args.files:
        source = os.path.basename(path)
        print_fallback(source, [r for r in rows if r["source"] == source])
    return 0


if __name__ == "__main__":
    sys.exit(main())
