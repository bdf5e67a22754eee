"""Tests of the ctypes bindings against the library: results checked against the rules,
errors raised as their typed exceptions, and every declaration compared with sudoku.h."""

import ctypes
import pathlib
import re

import pytest

import libsudoku
from libsudoku import Level, Status, Symmetry, Technique, _native

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
HARD = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
# Consistent givens without a solution: r1c9 needs the 9 that r2c9 holds.
NO_SOLUTION = "12345678.........9" + "." * 63
HEADER = pathlib.Path(__file__).resolve().parents[3] / "include" / "sudoku.h"


def units():
    for u in range(9):
        yield [u * 9 + k for k in range(9)]
        yield [k * 9 + u for k in range(9)]
        yield [(u // 3 * 3 + k // 3) * 9 + u % 3 * 3 + k % 3 for k in range(9)]


def solves(puzzle, grid):
    """True when ``grid`` is complete, obeys the rules and keeps the givens of ``puzzle``."""
    if len(grid) != 81 or any(p not in ".0" and p != g for p, g in zip(puzzle, grid)):
        return False
    return all(sorted(grid[i] for i in unit) == list("123456789") for unit in units())


def two_solutions():
    """SOLUTION with a deadly rectangle emptied: exactly two solutions."""
    for a in range(81):
        for b in range(a + 1, (a // 9 + 1) * 9):
            if a % 9 // 3 == b % 9 // 3:
                continue
            for row in range(a // 27 * 3, a // 27 * 3 + 3):
                c, d = row * 9 + a % 9, row * 9 + b % 9
                if row != a // 9 and SOLUTION[c] == SOLUTION[b] and SOLUTION[d] == SOLUTION[a]:
                    cells = list(SOLUTION)
                    for i in (a, b, c, d):
                        cells[i] = "."
                    return "".join(cells)
    raise AssertionError("no rectangle")


def test_solve_gives_the_known_solution():
    assert libsudoku.solve(PUZZLE) == SOLUTION
    assert libsudoku.solve(PUZZLE.encode()) == SOLUTION
    assert libsudoku.solve(PUZZLE.replace(".", "0")) == SOLUTION
    assert solves(HARD, libsudoku.solve(HARD))


def test_statuses_raise_typed_exceptions():
    with pytest.raises(libsudoku.NoSolutionError) as error:
        libsudoku.solve(NO_SOLUTION)
    assert error.value.status == Status.NO_SOLUTION
    assert "SUDOKU_NO_SOLUTION" in str(error.value)
    with pytest.raises(libsudoku.InvalidByteError):
        libsudoku.solve(PUZZLE[:13] + "x" + PUZZLE[14:])
    with pytest.raises(libsudoku.DuplicateGivenError):
        libsudoku.solve("55" + PUZZLE[2:])
    with pytest.raises(libsudoku.ArgumentError):
        libsudoku.solve(PUZZLE[:80])
    with pytest.raises(libsudoku.InvalidByteError):
        libsudoku.solve("\u20ac" + PUZZLE[1:])
    for too_big in [dict(seed=2**64), dict(seed=-1), dict(seed=1, max_tries=2**32)]:
        with pytest.raises(libsudoku.ArgumentError):  # never wrapped by ctypes
            libsudoku.generate(**too_big)
    with pytest.raises(libsudoku.ArgumentError):
        libsudoku.count_solutions(PUZZLE, 2**32 + 2)
    with pytest.raises(ValueError):  # the input errors are ValueErrors too
        libsudoku.count_solutions(PUZZLE, 0)
    with pytest.raises(libsudoku.MultipleSolutionsError):
        libsudoku.solve_unique(two_solutions())
    with pytest.raises(libsudoku.LimitReachedError):
        libsudoku.solve_limited(HARD, 1)


def test_counting_and_limits():
    assert libsudoku.count_solutions(PUZZLE) == 1
    assert libsudoku.count_solutions(two_solutions(), 10) == 2
    assert libsudoku.count_solutions(NO_SOLUTION) == 0
    assert libsudoku.count_solutions("." * 81, 5) == 5
    solution, guesses = libsudoku.solve_limited(HARD, 0)
    assert solves(HARD, solution) and guesses > 1
    assert libsudoku.solve_unique(PUZZLE) == SOLUTION


def test_validate_reports_where():
    assert libsudoku.validate(PUZZLE).status == Status.OK
    problem = libsudoku.validate(PUZZLE[:13] + "x" + PUZZLE[14:])
    assert (problem.status, problem.cell, problem.value) == (Status.ERR_INVALID_BYTE, 13, ord("x"))
    problem = libsudoku.validate("55" + PUZZLE[2:])
    assert problem.status == Status.ERR_DUPLICATE_GIVEN
    assert (problem.cell, problem.other_cell, problem.value) == (1, 0, 5)


def test_candidates_match_the_rules():
    masks = libsudoku.candidates(PUZZLE)
    for cell in range(81):
        if PUZZLE[cell] != ".":
            assert masks[cell] == 1 << (int(PUZZLE[cell]) - 1)
            continue
        peers = {i for unit in units() if cell in unit for i in unit}
        used = {int(PUZZLE[i]) for i in peers if PUZZLE[i] != "."}
        assert masks[cell] == sum(1 << (d - 1) for d in range(1, 10) if d not in used)
    reduced = libsudoku.reduced_candidates(HARD)
    full = libsudoku.candidates(HARD)
    solution = libsudoku.solve(HARD)
    for cell in range(81):
        assert reduced[cell] & ~full[cell] == 0
        assert reduced[cell] >> (int(solution[cell]) - 1) & 1


def test_hints_walk_to_the_solution():
    board = list(HARD)
    marks = libsudoku.candidates(HARD)
    solution = libsudoku.solve(HARD)
    techniques = set()
    for _ in range(500):
        step = libsudoku.hint("".join(board), marks, givens=HARD)
        if step is None:
            break
        techniques.add(step.technique)
        if step.technique == Technique.SOLUTION:
            assert step.description.startswith("No technique applies: ")
        else:
            assert step.description.startswith(step.technique.label + ": ")
        assert step.placements or step.eliminations
        for cell, digits in step.eliminations.items():
            assert int(solution[cell]) not in digits
            for digit in digits:
                marks[cell] &= ~(1 << (digit - 1))
        for cell, digit in step.placements.items():
            assert int(solution[cell]) == digit
            board[cell] = str(digit)
    assert "".join(board) == solution
    assert Technique.SOLUTION in techniques  # this puzzle needs guessing
    assert libsudoku.hint(SOLUTION) is None


def test_hint_with_pencil_marks():
    almost = SOLUTION[:40] + "." + SOLUTION[41:]
    step = libsudoku.hint(almost)
    assert step.technique == Technique.FULL_HOUSE
    assert step.placements == {40: int(SOLUTION[40])}
    assert step.description.startswith("Full house: ")
    with pytest.raises(libsudoku.CandidatesError):
        libsudoku.hint(almost, [0] * 81)
    with pytest.raises(libsudoku.ArgumentError):
        libsudoku.hint(almost, [0] * 80)
    with pytest.raises(libsudoku.ArgumentError):  # 0x10000 | 1 would wrap to 1 in ctypes
        libsudoku.hint(almost, [0x10001] * 81)


def test_hint_in_play():
    almost = SOLUTION[:40] + "." + SOLUTION[41:]
    assert libsudoku.hint(almost, givens=PUZZLE).technique == Technique.FULL_HOUSE
    given = PUZZLE.index("5")
    with pytest.raises(libsudoku.ArgumentError):  # the board lost a given
        libsudoku.hint(almost[:given] + "." + almost[given + 1 :], givens=PUZZLE)
    misplaced = PUZZLE[:2] + "1" + PUZZLE[3:]  # r1c3 is 4; no 1 in its row, column or box
    with pytest.raises(libsudoku.NoSolutionError):
        libsudoku.hint(misplaced, givens=PUZZLE)
    with pytest.raises(libsudoku.ArgumentError):
        libsudoku.hint(almost, givens=PUZZLE[:80])


def test_rating():
    rating = libsudoku.rate(PUZZLE)
    assert rating.level == Level.BEGINNER and rating.level.label == "beginner"
    # hidden singles solve it, though the walk takes naked singles first
    assert rating.score > 0 and rating.hardest == Technique.NAKED_SINGLE
    assert sum(rating.steps.values()) == PUZZLE.count(".")
    hard = libsudoku.rate(HARD)
    assert hard.level == Level.EXTREME and hard.hardest in hard.steps
    with pytest.raises(libsudoku.MultipleSolutionsError):
        libsudoku.rate(two_solutions())


def test_generation_is_seeded_and_rated():
    puzzle = libsudoku.generate(7, Level.HARD, Symmetry.ROTATIONAL_180)
    assert puzzle == libsudoku.generate(7, Level.HARD, Symmetry.ROTATIONAL_180)
    assert libsudoku.count_solutions(puzzle) == 1
    assert libsudoku.rate(puzzle).level == Level.HARD
    assert all((puzzle[i] == ".") == (puzzle[80 - i] == ".") for i in range(81))
    grid = libsudoku.generate_solved(2**64 - 1)
    assert solves(grid, grid)
    with pytest.raises(libsudoku.ArgumentError):
        libsudoku.generate(1, 42)
    with pytest.raises(libsudoku.LimitReachedError):
        libsudoku.generate(1, Level.EXTREME, max_tries=1, minimal=False)
    tough = [libsudoku.generate(seed, Level.HARD, max_level=Level.EXTREME) for seed in range(6)]
    levels = {libsudoku.rate(puzzle).level for puzzle in tough}
    assert levels <= {Level.HARD, Level.EXPERT, Level.EXTREME} and len(levels) > 1
    with pytest.raises(libsudoku.ArgumentError):
        libsudoku.generate(1, Level.HARD, max_level=Level.EASY)


def test_batches_equal_single_calls():
    boards = [PUZZLE, NO_SOLUTION, HARD, "x" * 81]
    results = libsudoku.solve_batch(boards, threads=2)
    assert results[0] == (Status.OK, SOLUTION)
    assert results[1] == (Status.NO_SOLUTION, NO_SOLUTION)
    assert results[2] == (Status.OK, libsudoku.solve(HARD))
    assert results[3] == (Status.ERR_INVALID_BYTE, "x" * 81)
    generated = libsudoku.generate_batch(100, 5, Level.EASY, threads=3)
    assert generated == [(Status.OK, libsudoku.generate(100 + i, Level.EASY)) for i in range(5)]
    assert libsudoku.solve_batch([]) == []


def test_version_and_names():
    assert re.fullmatch(r"\d+\.\d+\.\d+", libsudoku.version())
    assert int(libsudoku.version().split(".")[0]) == _native.ABI_MAJOR
    assert Technique.X_WING.label == "X-Wing"
    assert Technique.SOLUTION.label == "Solution cell"
    assert Technique.TWO_STRING_KITE.label == "Two-string kite"


# --- the declarations against the header ----------------------------------------------

def c_integer(bits: int, signed: bool) -> str:
    return ("i" if signed else "u") + str(bits)


C_TYPES = {
    "sudoku_status": c_integer(32, True),
    "sudoku_unit": c_integer(32, True),
    "int32_t": c_integer(32, True),
    "uint32_t": c_integer(32, False),
    "uint64_t": c_integer(64, False),
    "uint16_t": c_integer(16, False),
    "uint8_t": c_integer(8, False),
    "size_t": c_integer(8 * ctypes.sizeof(ctypes.c_size_t), False),
    "char": "char",
}


def from_header(c_type: str) -> str:
    """The ABI of a C type from the header, e.g. 'const uint16_t *' -> 'ptr(u16)'."""
    c_type = c_type.replace("const ", "").replace("struct ", "").strip()
    if c_type.endswith("*"):
        return "ptr(" + from_header(c_type[:-1]) + ")"
    return C_TYPES.get(c_type, c_type)


def from_ctypes(ctype) -> str:
    """The ABI of a ctypes type, in the spelling of ``from_header``. (ctypes gives
    fixed-width integers the names of the platform types they alias, so integers are
    compared by width and sign.)"""
    if ctype is None:
        return "void"
    if ctype is ctypes.c_char_p or ctype is ctypes.POINTER(ctypes.c_char):
        return "ptr(char)"
    if ctype is ctypes.c_char:
        return "char"
    if hasattr(ctype, "contents"):
        return "ptr(" + from_ctypes(ctype._type_) + ")"
    if issubclass(ctype, ctypes.Structure):
        return ctype.__name__
    return c_integer(8 * ctypes.sizeof(ctype), ctype(-1).value < 0)


def header_functions():
    text = HEADER.read_text()
    pattern = re.compile(r"^([a-z_ ]+?\**)\s*(sudoku_\w+)\(([^)]*)\);", re.M | re.S)
    functions = {}
    for ret, name, args in pattern.findall(text):
        params = [] if args.strip() == "void" else [a.strip() for a in args.split(",")]
        types = [re.sub(r"\s*\b\w+$", "", p) if not p.endswith("*") else p for p in params]
        functions[name] = (ret.strip(), [t.strip() for t in types])
    return functions


def test_every_function_is_declared_with_its_exact_types():
    declared = header_functions()
    assert len(declared) >= 30
    assert sorted(declared) == sorted(_native.SIGNATURES)
    for name, (ret, args) in declared.items():
        restype, argtypes = _native.SIGNATURES[name]
        assert from_ctypes(restype) == from_header(ret), name
        assert [from_ctypes(a) for a in argtypes] == [from_header(a) for a in args], name


def header_structs():
    text = HEADER.read_text()
    structs = {}
    for name, body in re.findall(r"typedef struct (sudoku_\w+) \{(.*?)\} \1;", text, re.S):
        body = re.sub(r"/\*\*.*?\*/", "", body, flags=re.S)
        fields = []
        for line in body.split(";"):
            line = line.strip()
            if not line:
                continue
            match = re.fullmatch(r"([\w ]+?\s*\**)\s*(\w+)(?:\[(\w+)\])?", line)
            assert match, line
            fields.append(match.groups())
        structs[name] = fields
    return structs


def test_every_struct_has_the_header_layout():
    sizes = {
        "SUDOKU_CELLS": _native.CELLS,
        "SUDOKU_STEP_CHAIN_MAX": _native.STEP_CHAIN_MAX,
        "SUDOKU_RATING_TECHNIQUES": _native.RATING_TECHNIQUES,
    }
    structs = header_structs()
    assert len(structs) == 8
    for name, fields in structs.items():
        ours = getattr(_native, name)._fields_
        assert [f[0] for f in ours] == [f[1] for f in fields], name
        for (_, ctype), (c_type, _, length) in zip(ours, fields):
            if length is None:
                assert from_ctypes(ctype) == from_header(c_type), name
            else:
                count = sizes[length] if length in sizes else int(length)
                assert ctype._length_ == count, name
                assert from_ctypes(ctype._type_) == from_header(c_type), name


def test_constants_match_the_header():
    text = HEADER.read_text()
    defines = dict(re.findall(r"#define (SUDOKU_\w+) (\d+)", text))
    assert int(defines["SUDOKU_CELLS"]) == _native.CELLS
    assert int(defines["SUDOKU_TECHNIQUE_COUNT"]) == len(Technique)
    assert int(defines["SUDOKU_HINT_TEXT_MAX"]) == _native.HINT_TEXT_MAX
    rules = dict(re.findall(r"#define SUDOKU_RULE_(\w+) (\d+)", text))
    assert {k: int(v) for k, v in rules.items()} == {m.name: m.value for m in libsudoku.Rule}
    enums = dict(re.findall(r"^\s+(SUDOKU_\w+) = (-?\d+),?$", text, re.M))
    for prefix, enum_type in [
        ("SUDOKU_TECHNIQUE_", Technique),
        ("SUDOKU_LEVEL_", Level),
        ("SUDOKU_SYMMETRY_", Symmetry),
        ("SUDOKU_RULES_FAULT_", libsudoku.RulesFault),
    ]:
        header = {k[len(prefix):]: int(v) for k, v in enums.items() if k.startswith(prefix)}
        assert header == {m.name: m.value for m in enum_type}, prefix
    statuses = {
        k[len("SUDOKU_"):]: int(v)
        for k, v in enums.items()
        if k.startswith("SUDOKU_") and not k.startswith(
            ("SUDOKU_TECHNIQUE_", "SUDOKU_LEVEL_", "SUDOKU_SYMMETRY_", "SUDOKU_UNIT_", "SUDOKU_RULES_FAULT_")
        )
    }
    assert statuses == {m.name: m.value for m in Status}


DIAGONAL = "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3"
DIAGONAL_SOLUTION = (
    "267945381853716249491823576576438192384192657129657438642379815935281764718564923"
)


def test_variants_solve_count_and_check_their_rules():
    diagonals = libsudoku.Rules(flags=libsudoku.Rule.DIAGONALS)
    assert libsudoku.solve(DIAGONAL, rules=diagonals) == DIAGONAL_SOLUTION
    assert libsudoku.solve_unique(DIAGONAL, rules=diagonals) == DIAGONAL_SOLUTION
    assert libsudoku.count_solutions(DIAGONAL, 5, rules=diagonals) == 1
    assert libsudoku.count_solutions(DIAGONAL, 5) == 5
    grid, guesses = libsudoku.solve_limited(DIAGONAL, 0, rules=diagonals)
    assert grid == DIAGONAL_SOLUTION and guesses >= 0
    # every diagonal of the answer holds each digit once
    for cells in ([i * 10 for i in range(9)], [8 + i * 8 for i in range(9)]):
        assert sorted(DIAGONAL_SOLUTION[c] for c in cells) == list("123456789")
    # a killer cage of r1c1-r1c2 summing to 3 holds 1 and 2
    cage = libsudoku.Rules(cages=[1, 1] + [0] * 79, sums=[3])
    solved = libsudoku.solve("." * 81, rules=cage)
    assert sorted(solved[:2]) == ["1", "2"] and solves("." * 81, solved)
    with pytest.raises(libsudoku.LimitReachedError):
        libsudoku.count_solutions("." * 81, 2, max_guesses=1, rules=cage)
    # a two-cell cage cannot sum to 2
    problem = libsudoku.check_rules(libsudoku.Rules(cages=[1, 1] + [0] * 79, sums=[2]))
    assert problem == libsudoku.Problem(
        Status.ERR_RULES, 0, -1, libsudoku.RulesFault.CAGE_SUM, 5, 1
    )
    assert libsudoku.check_rules(diagonals).status == Status.OK
    # validate names a repeat the rules forbid; candidates follow the rules and the sums
    corners = "2" + "." * 79 + "2"
    assert libsudoku.validate(corners).status == Status.OK
    assert libsudoku.validate(corners, rules=diagonals) == libsudoku.Problem(
        Status.ERR_DUPLICATE_GIVEN, 80, 0, 2, 6, 0
    )
    pair = libsudoku.Rules(cages=[0, 1, 1] + [0] * 78, sums=[17])
    marks = libsudoku.candidates("1" + "." * 80, rules=pair)
    assert marks[:4] == [1, 0b110000000, 0b110000000, 0b111111110]
    assert libsudoku.candidates("2" + "." * 80, rules=diagonals)[40] == 0b111111101
    # generation under rules: unique under them, the same for the same seed, at a level
    puzzle = libsudoku.generate(7, rules=diagonals)
    assert puzzle == libsudoku.generate(7, rules=diagonals)
    assert libsudoku.count_solutions(puzzle, 2, rules=diagonals) == 1
    assert solves(puzzle, libsudoku.solve(puzzle, rules=diagonals))
    medium = libsudoku.generate(7, level=libsudoku.Level.MEDIUM, minimal=False, rules=diagonals)
    assert libsudoku.rate(medium, rules=diagonals).level == libsudoku.Level.MEDIUM
    assert libsudoku.generate(7, rules=libsudoku.Rules()) == libsudoku.generate(7)
    # a killer: no given, unique under its cages, whose sums the solution makes
    killer, puzzle = libsudoku.generate_killer(3)
    assert puzzle == "." * 81 and (killer, puzzle) == libsudoku.generate_killer(3)
    solution = libsudoku.solve(puzzle, rules=killer)
    assert libsudoku.count_solutions(puzzle, 2, rules=killer) == 1 and solves(puzzle, solution)
    for k, total in enumerate(killer.sums, start=1):
        assert sum(int(solution[c]) for c in range(81) if killer.cages[c] == k) == total
    caged, given = libsudoku.generate_killer(3, rules=diagonals, givens=True)
    assert caged.flags == diagonals.flags and caged.sums
    assert libsudoku.count_solutions(given, 2, rules=caged) == 1
    # at a level: the rating says so; no killer without givens is beginner
    medium, empty = libsudoku.generate_killer(4, level=Level.MEDIUM)
    assert libsudoku.rate(empty, rules=medium).level == Level.MEDIUM
    with pytest.raises(libsudoku.LimitReachedError):
        libsudoku.generate_killer(1, level="beginner", max_tries=2)
    # a jigsaw: nine regions of nine cells, not the boxes, and a puzzle unique under them
    jigsaw, puzzle = libsudoku.generate_jigsaw(3)
    assert sorted(jigsaw.regions) == sorted(list(range(9)) * 9)
    assert libsudoku.check_rules(jigsaw).status == Status.OK
    assert libsudoku.count_solutions(puzzle, 2, rules=jigsaw) == 1
    assert jigsaw.regions != [c // 27 * 3 + c % 9 // 3 for c in range(81)]
    with pytest.raises(libsudoku.RulesError):
        libsudoku.solve(PUZZLE, rules=libsudoku.Rules(flags=1 << 12))
    with pytest.raises(libsudoku.ArgumentError):
        libsudoku.solve(PUZZLE, rules=libsudoku.Rules(regions=[0] * 80))
    with pytest.raises(TypeError):
        libsudoku.solve(PUZZLE, rules="diagonals")


def test_every_searching_call_takes_a_guess_limit():
    # HARD needs more than one guess to count to two: each call stops, raising
    for call in (
        lambda limit: libsudoku.solve_unique(HARD, max_guesses=limit),
        lambda limit: libsudoku.count_solutions(HARD, 2, max_guesses=limit),
        lambda limit: libsudoku.reduced_candidates(HARD, max_guesses=limit),
        lambda limit: libsudoku.hint(HARD, max_guesses=limit),
        lambda limit: libsudoku.rate(HARD, max_guesses=limit),
    ):
        with pytest.raises(libsudoku.LimitReachedError):
            call(1)
        assert call(0) == call(1_000_000)
    assert libsudoku.solve_batch([HARD], max_guesses=1) == [(Status.LIMIT_REACHED, HARD)]
    [(status, solution)] = libsudoku.solve_batch([HARD], max_guesses=0)
    assert status == Status.OK and solves(HARD, solution)
    with pytest.raises(libsudoku.ArgumentError):
        libsudoku.rate(HARD, max_guesses=-1)


def test_enum_parameters_are_checked():
    for generate in (
        lambda **kw: libsudoku.generate(1, **kw),
        lambda **kw: libsudoku.generate_batch(1, 2, **kw),
    ):
        for bad in (2**32 + 4, 2**64, -1, 7):
            with pytest.raises(libsudoku.ArgumentError):
                generate(level=bad)
        for bad in (3.7, b"hard", None, True):
            with pytest.raises(TypeError):
                generate(level=bad)
        with pytest.raises(libsudoku.ArgumentError):
            generate(level="5")
        with pytest.raises(libsudoku.ArgumentError):
            generate(symmetry=99)
        with pytest.raises(TypeError):
            generate(max_level=2.0)
        assert generate(level="hard") == generate(level=Level.HARD) == generate(level=4)


def test_the_loader_names_the_library_of_each_platform(monkeypatch):
    from libsudoku import _native

    expected = {
        "win32": ["sudoku.dll", "libsudoku.dll"],
        "darwin": ["libsudoku.0.dylib", "libsudoku.dylib"],
        "linux": ["libsudoku.so.0", "libsudoku.so"],
        "freebsd13": ["libsudoku.so.0", "libsudoku.so"],
    }
    for platform, names in expected.items():
        monkeypatch.setattr(_native.sys, "platform", platform)
        assert _native._candidate_names() == names, platform


def test_errors_name_what_was_wrong():
    def message(call):
        with pytest.raises(Exception) as error:
            call()
        return type(error.value), str(error.value)

    argument = libsudoku.ArgumentError
    assert message(lambda: libsudoku.count_solutions(PUZZLE, 0)) == (
        argument,
        "SUDOKU_ERR_ARGUMENT: an argument is out of its allowed range "
        "(limit must be 1 to 2**32 - 1, got 0)",
    )
    assert message(lambda: libsudoku.count_solutions(PUZZLE, -1))[1].endswith(
        "(limit must be 1 to 2**32 - 1, got -1)"
    )
    assert message(lambda: libsudoku.solve(PUZZLE + "1"))[1].endswith(
        "(board must be 81 characters, got 82)"
    )
    assert message(lambda: libsudoku.solve_batch([PUZZLE, PUZZLE[:80]]))[1].endswith(
        "(boards[1] must be 81 characters, got 80)"
    )
    assert message(lambda: libsudoku.hint(PUZZLE, [0x1FF] * 3))[1].endswith(
        "(marks must be 81 candidate masks, got 3)"
    )
    assert message(lambda: libsudoku.rate(PUZZLE, max_guesses=-2))[1].endswith(
        "(max_guesses must be 0 to 2**64 - 1, got -2)"
    )
    # an integer or None is not a board, and a count is not a float
    for board in (123, 81, None, 1.5):
        assert message(lambda: libsudoku.solve(board)) == (
            TypeError,
            "board must be a str or bytes, not %s" % type(board).__name__,
        )
    assert message(lambda: libsudoku.count_solutions(PUZZLE, 2.0)) == (
        TypeError,
        "limit must be an int, not float",
    )
    assert libsudoku.solve(bytearray(PUZZLE, "ascii")) == SOLUTION
    assert message(lambda: libsudoku.generate(1, level="hard", max_level="easy"))[1].endswith(
        "(max_level must be Level.ANY or at least level (HARD), got EASY)"
    )


def test_a_library_that_cannot_be_loaded_is_an_import_error(tmp_path):
    missing = tmp_path / "libsudoku.so"
    with pytest.raises(ImportError) as error:
        _native.load(str(missing))
    assert str(error.value).startswith("libsudoku could not be loaded from %s (" % missing)


def test_hints_and_ratings_under_rules_walk_a_killer_to_its_solution():
    killer, puzzle = libsudoku.generate_killer(3)
    solution = libsudoku.solve(puzzle, rules=killer)
    first = libsudoku.hint(puzzle, rules=killer)
    # an empty killer starts from its cages' sums
    assert first.technique == libsudoku.Technique.CAGE_COMBINATION
    assert first.houses == 1 << 30 and first.description.startswith("Cage combination: cage ")
    board, marks, seen = puzzle, [0x1FF] * 81, {}
    while True:
        step = libsudoku.hint(board, marks, rules=killer)
        if step is None:
            break
        seen[step.technique] = seen.get(step.technique, 0) + 1
        for cell, digits in step.eliminations.items():
            assert int(solution[cell]) not in digits
            for d in digits:
                marks[cell] &= ~(1 << (d - 1))
        for cell, digit in step.placements.items():
            assert solution[cell] == str(digit)
            board = board[:cell] + str(digit) + board[cell + 1 :]
    assert board == solution
    rating = libsudoku.rate(puzzle, rules=killer)
    assert rating.steps == seen and rating.hardest in seen
    assert rating.level >= libsudoku.Level.EASY and rating.score > 0
    with pytest.raises(libsudoku.ArgumentError):
        libsudoku.hint(puzzle, rules=killer, givens=puzzle)
    with pytest.raises(libsudoku.RulesError):
        libsudoku.rate(puzzle, rules=libsudoku.Rules(cages=[1, 1] + [0] * 79, sums=[2]))


def test_under_rules_the_default_limit_stops_what_a_larger_one_answers():
    non_consecutive = libsudoku.Rules(flags=libsudoku.Rule.NON_CONSECUTIVE)
    empty = "." * 81
    # the empty board under non-consecutive takes some thousands of guesses to fill
    with pytest.raises(libsudoku.LimitReachedError):
        libsudoku.solve(empty, rules=non_consecutive)
    with pytest.raises(libsudoku.LimitReachedError):
        libsudoku.count_solutions(empty, 2, rules=non_consecutive)
    grid, guesses = libsudoku.solve_limited(empty, 2**64 - 1, rules=non_consecutive)
    assert guesses > 5000 and solves(empty, grid)
    # no two orthogonal neighbours are consecutive
    for cell in range(81):
        for other in (cell + 1, cell + 9):
            if other < 81 and (other == cell + 9 or other % 9 != 0):
                assert abs(int(grid[cell]) - int(grid[other])) != 1
    assert libsudoku.solve_limited(empty, guesses, rules=non_consecutive) == (grid, guesses)
