"""libsudoku from Python: solve, count, validate, hint, rate and generate Sudoku puzzles.

A board is 81 characters (``str`` or ``bytes``), row by row: ``1``-``9`` for givens and
``.`` or ``0`` for empty cells. Results are ``str`` boards in the same encoding. Every
error status of the C library raises a subclass of :class:`SudokuError`; outcomes that
answer the question (a board without a solution, a full board) are documented per call.

The library is loaded on import (see :mod:`libsudoku._native` for where it is looked for).
"""

import ctypes
import enum
from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Tuple, Union

from . import _native
from ._native import CELLS, HINT_TEXT_MAX

_lib = _native.load()

Board = Union[str, bytes]


class Status(enum.IntEnum):
    OK = 0
    NO_SOLUTION = 1
    MULTIPLE_SOLUTIONS = 2
    LIMIT_REACHED = 3
    SOLVED = 4
    ERR_NULL = -1
    ERR_INVALID_BYTE = -2
    ERR_DUPLICATE_GIVEN = -3
    ERR_ARGUMENT = -4
    ERR_INTERNAL = -5
    ERR_CANDIDATES = -6
    ERR_RULES = -7


class Technique(enum.IntEnum):
    FULL_HOUSE = 0
    HIDDEN_SINGLE = 1
    NAKED_SINGLE = 2
    POINTING = 3
    CLAIMING = 4
    NAKED_PAIR = 5
    HIDDEN_PAIR = 6
    NAKED_TRIPLE = 7
    HIDDEN_TRIPLE = 8
    X_WING = 9
    NAKED_QUAD = 10
    HIDDEN_QUAD = 11
    SWORDFISH = 12
    JELLYFISH = 13
    TURBOT_FISH = 14
    W_WING = 15
    XY_WING = 16
    XYZ_WING = 17
    UNIQUE_RECTANGLE_1 = 18
    SIMPLE_COLOURING = 19
    X_CHAIN = 20
    XY_CHAIN = 21
    SOLUTION = 22
    SKYSCRAPER = 23
    TWO_STRING_KITE = 24
    EMPTY_RECTANGLE = 25
    REMOTE_PAIR = 26
    UNIQUE_RECTANGLE_2 = 27
    UNIQUE_RECTANGLE_4 = 28
    BUG_PLUS_ONE = 29
    FINNED_X_WING = 30
    SASHIMI_X_WING = 31
    FINNED_SWORDFISH = 32
    SASHIMI_SWORDFISH = 33
    FINNED_JELLYFISH = 34
    SASHIMI_JELLYFISH = 35
    AIC = 36
    CONTINUOUS_NICE_LOOP = 37
    UNIQUE_RECTANGLE_3 = 38
    UNIQUE_RECTANGLE_5 = 39
    UNIQUE_RECTANGLE_6 = 40
    HIDDEN_RECTANGLE = 41
    SUE_DE_COQ = 42
    FORCING_NET = 43
    ALS_XZ = 44
    ALS_XY_WING = 45
    ALS_CHAIN = 46
    GROUPED_AIC = 47
    GROUPED_CONTINUOUS_NICE_LOOP = 48
    AVOIDABLE_RECTANGLE_1 = 49
    AVOIDABLE_RECTANGLE_2 = 50
    CAGE_COMBINATION = 51
    LOCKED_CANDIDATES = 52
    INNIES_OUTIES = 53
    NON_CONSECUTIVE = 54

    @property
    def label(self) -> str:
        """The English name, e.g. "Hidden single"."""
        return _lib.sudoku_technique_name(self).decode("ascii")


class Level(enum.IntEnum):
    ANY = 0
    BEGINNER = 1
    EASY = 2
    MEDIUM = 3
    HARD = 4
    EXPERT = 5
    EXTREME = 6

    @property
    def label(self) -> str:
        """The level's name, e.g. "expert"."""
        return _lib.sudoku_level_name(self).decode("ascii")


class Symmetry(enum.IntEnum):
    NONE = 0
    ROTATIONAL_180 = 1
    ROTATIONAL_90 = 2
    MIRROR = 3
    DIAGONAL = 4


class SudokuError(Exception):
    """A status other than ``SUDOKU_OK`` from the library: ``status`` says which."""

    status = None

    def __init__(self, status: int, detail: str = ""):
        self.status = Status(status)
        message = _lib.sudoku_status_str(status).decode("ascii")
        name = _lib.sudoku_status_name(status).decode("ascii")
        super().__init__("%s: %s%s" % (name, message, (" (" + detail + ")") if detail else ""))


class NoSolutionError(SudokuError):
    """The board obeys the rules but has no solution."""


class MultipleSolutionsError(SudokuError):
    """The board has several solutions where one was required."""


class LimitReachedError(SudokuError):
    """The search or the generator stopped at the limit the caller set."""


class InvalidByteError(SudokuError, ValueError):
    """A board character is not 1-9, '.' or '0'."""


class DuplicateGivenError(SudokuError, ValueError):
    """A digit is given twice in a row, column, box or other unit of the rules."""


class ArgumentError(SudokuError, ValueError):
    """An argument is out of its documented range (a board of the wrong length too)."""


class CandidatesError(SudokuError, ValueError):
    """The pencil marks rule out the solution's digit in some cell."""


class RulesError(SudokuError, ValueError):
    """The rules are not a rule set; ``check_rules`` says why."""


class InternalError(SudokuError):
    """A bug in libsudoku, caught at its boundary."""


class NullPointerError(SudokuError):
    """A required pointer was NULL: a bug in these bindings if it ever happens."""


_ERRORS = {
    Status.NO_SOLUTION: NoSolutionError,
    Status.MULTIPLE_SOLUTIONS: MultipleSolutionsError,
    Status.LIMIT_REACHED: LimitReachedError,
    Status.ERR_NULL: NullPointerError,
    Status.ERR_INVALID_BYTE: InvalidByteError,
    Status.ERR_DUPLICATE_GIVEN: DuplicateGivenError,
    Status.ERR_ARGUMENT: ArgumentError,
    Status.ERR_INTERNAL: InternalError,
    Status.ERR_CANDIDATES: CandidatesError,
    Status.ERR_RULES: RulesError,
}


def _check(status: int) -> None:
    if status != Status.OK:
        raise _ERRORS.get(status, SudokuError)(status)


def _unsigned(value: int, bits: int, what: str, low: int = 0) -> int:
    """``value`` when it is an integer from ``low`` that fits the C parameter's unsigned
    type (ctypes would wrap it): TypeError when it is not an integer, ArgumentError, naming
    ``what``, when it is out of that range."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("%s must be an int, not %s" % (what, type(value).__name__))
    if not low <= value < 1 << bits:
        raise ArgumentError(
            Status.ERR_ARGUMENT, "%s must be %d to 2**%d - 1, got %d" % (what, low, bits, value)
        )
    return value


def _enum(value, kind, what: str) -> int:
    """The C value of an enum parameter: a member of ``kind``, its name (any case), or an
    integer that is one of its values. TypeError for anything else, ArgumentError for a
    name or number ``kind`` does not have."""
    if isinstance(value, kind):
        return int(value)
    if isinstance(value, str):
        try:
            return int(kind[value.upper()])
        except KeyError:
            raise ArgumentError(
                Status.ERR_ARGUMENT, "%s: %s has no member named %r" % (what, kind.__name__, value)
            ) from None
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("%s must be a %s, not %s" % (what, kind.__name__, type(value).__name__))
    try:
        return int(kind(value))
    except ValueError:
        raise ArgumentError(
            Status.ERR_ARGUMENT, "%s: %d is not a %s" % (what, value, kind.__name__)
        ) from None


def _limit(max_guesses: int) -> "_native.sudoku_options":
    """The options of a call whose search makes at most ``max_guesses`` guesses. 0 is the
    library's default: no limit under the classic rules, ``SUDOKU_RULES_DEFAULT_GUESSES``
    (5,000; for a hint or rating 200,000 with its techniques) under variant rules;
    ``2**64 - 1`` asks for no limit at all."""
    return _native.sudoku_options(
        ctypes.sizeof(_native.sudoku_options), 0, _unsigned(max_guesses, 64, "max_guesses")
    )


def _buffer(board: Board, what: str = "board") -> ctypes.Array:
    """The board's 81 bytes in a buffer the library may write: TypeError when it is not a
    ``str`` or bytes-like, ArgumentError, naming ``what``, when it is not 81 long."""
    if isinstance(board, str):
        try:
            data = board.encode("latin-1")
        except UnicodeEncodeError:
            raise InvalidByteError(
                Status.ERR_INVALID_BYTE, "%s holds a character outside 0-255" % what
            ) from None
    elif isinstance(board, (bytes, bytearray, memoryview)):
        data = bytes(board)
    else:
        raise TypeError("%s must be a str or bytes, not %s" % (what, type(board).__name__))
    if len(data) != CELLS:
        raise ArgumentError(
            Status.ERR_ARGUMENT, "%s must be 81 characters, got %d" % (what, len(data))
        )
    return ctypes.create_string_buffer(data, CELLS)


def _text(buffer: ctypes.Array) -> str:
    return buffer.raw[:CELLS].decode("latin-1")


def _texts(buffer: ctypes.Array, count: int) -> List[str]:
    """The ``count`` boards held back to back in ``buffer`` (its bytes copied out once)."""
    raw = buffer.raw
    return [raw[i * CELLS : (i + 1) * CELLS].decode("latin-1") for i in range(count)]


class Rule(enum.IntFlag):
    """The rules a variant adds to the classic ones (``SUDOKU_RULE_*``)."""

    DIAGONALS = 1
    WINDOKU = 2
    ANTI_KNIGHT = 4
    ANTI_KING = 8
    NON_CONSECUTIVE = 16


class RulesFault(enum.IntEnum):
    """What is wrong with a rule set, in ``Problem.value`` (``sudoku_rules_fault``)."""

    FLAGS = 1
    REGION_ID = 2
    REGION_SIZE = 3
    REGION_SHAPE = 4
    CAGE_COUNT = 5
    CAGE_ID = 6
    CAGE_EMPTY = 7
    CAGE_SIZE = 8
    CAGE_SHAPE = 9
    CAGE_SUM = 10


@dataclass(frozen=True)
class Rules:
    """A variant: ``flags`` (Rule members or-ed together), ``regions`` (81 region ids 0-8
    in place of the boxes: jigsaw) and ``cages`` (81 cage ids, 0 for none, 1 to
    ``len(sums)``) with ``sums`` (cage ``k``'s sum at index ``k - 1``: killer)."""

    flags: int = 0
    regions: Optional[Sequence[int]] = None
    cages: Optional[Sequence[int]] = None
    sums: Sequence[int] = ()


def _bytes(values: Sequence[int], length: Optional[int], what: str) -> ctypes.Array:
    """``values`` as a C byte array; ArgumentError when it is not ``length`` long (when
    given) or holds a value outside 0-255."""
    values = list(values)
    if length is not None and len(values) != length:
        raise ArgumentError(
            Status.ERR_ARGUMENT, "%s must have %d entries, got %d" % (what, length, len(values))
        )
    return (ctypes.c_uint8 * max(len(values), 1))(*[_unsigned(v, 8, what) for v in values])


class _NativeRules:
    """A ``sudoku_rules`` and the arrays it points into, alive together."""

    def __init__(self, rules: Rules):
        if not isinstance(rules, Rules):
            raise TypeError("rules must be a Rules, not %s" % type(rules).__name__)
        self.regions = None if rules.regions is None else _bytes(rules.regions, CELLS, "regions")
        self.cages = None if rules.cages is None else _bytes(rules.cages, CELLS, "cages")
        self.sums = _bytes(rules.sums, None, "sums")
        cast = lambda array: ctypes.cast(array, ctypes.POINTER(ctypes.c_uint8)) if array else None
        self.struct = _native.sudoku_rules(
            ctypes.sizeof(_native.sudoku_rules),
            _unsigned(int(rules.flags), 32, "flags"),
            cast(self.regions),
            _unsigned(len(rules.sums), 32, "sums"),
            cast(self.cages),
            cast(self.sums) if rules.sums else None,
        )

    def ref(self):
        return ctypes.byref(self.struct)


def check_rules(rules: Rules) -> "Problem":
    """What is wrong with ``rules``: a Problem whose ``status`` is Status.OK for a sound
    rule set, or Status.ERR_RULES with a RulesFault in ``value`` and where it lies.

    Raises TypeError (not a Rules), ArgumentError (an array of the wrong length or with a
    value outside 0-255), NullPointerError (sums without cages).
    """
    native = _NativeRules(rules)
    problem = _native.sudoku_problem()
    status = _lib.sudoku_rules_check(native.ref(), ctypes.byref(problem))
    if status not in (Status.OK, Status.ERR_RULES):
        _check(status)
    return _problem(problem)


def version() -> str:
    """The library's version, "MAJOR.MINOR.PATCH"."""
    return _lib.sudoku_version().decode("ascii")


def solve(board: Board, rules: Optional[Rules] = None) -> str:
    """The solution (with several, the same deterministic one every time), under the
    classic rules or ``rules``.

    Raises TypeError (a board that is not str or bytes), ArgumentError (not 81 long),
    InvalidByteError, DuplicateGivenError, NoSolutionError, RulesError.
    """
    buffer = _buffer(board)
    if rules is None:
        _check(_lib.sudoku_solve(buffer))
    else:
        _check(_lib.sudoku_solve_rules(buffer, _NativeRules(rules).ref()))
    return _text(buffer)


def solve_unique(board: Board, max_guesses: int = 0, rules: Optional[Rules] = None) -> str:
    """The solution, when it is the only one (under the classic rules or ``rules``);
    MultipleSolutionsError otherwise. LimitReachedError when the search needs more than
    ``max_guesses`` guesses (0: the default).

    Raises TypeError (a board that is not str or bytes), ArgumentError (not 81 long),
    InvalidByteError, DuplicateGivenError, NoSolutionError, MultipleSolutionsError,
    LimitReachedError (``max_guesses``), RulesError; TypeError, ArgumentError for
    ``max_guesses``.
    """
    buffer = _buffer(board)
    options = ctypes.byref(_limit(max_guesses))
    if rules is None:
        _check(_lib.sudoku_solve_unique_with(buffer, options, None))
    else:
        native = _NativeRules(rules)
        _check(_lib.sudoku_solve_unique_rules_with(buffer, native.ref(), options, None))
    return _text(buffer)


def solve_limited(
    board: Board, max_guesses: int, rules: Optional[Rules] = None
) -> Tuple[str, int]:
    """The solution and the guesses the search made, with at most ``max_guesses`` guesses
    (0: the default), under the classic rules or ``rules``; LimitReachedError when the limit
    stops it.

    Raises TypeError (a board that is not str or bytes), ArgumentError (not 81 long),
    InvalidByteError, DuplicateGivenError, NoSolutionError, LimitReachedError
    (``max_guesses``), RulesError; TypeError, ArgumentError for ``max_guesses``.
    """
    buffer = _buffer(board)
    stats = _native.sudoku_stats(ctypes.sizeof(_native.sudoku_stats))
    options, report = ctypes.byref(_limit(max_guesses)), ctypes.byref(stats)
    if rules is None:
        _check(_lib.sudoku_solve_with(buffer, options, report))
    else:
        native = _NativeRules(rules)
        _check(_lib.sudoku_solve_rules_with(buffer, native.ref(), options, report))
    return _text(buffer), stats.guesses


def count_solutions(
    board: Board, limit: int = 2, max_guesses: int = 0, rules: Optional[Rules] = None
) -> int:
    """The number of solutions under the classic rules or ``rules``, counted up to
    ``limit`` (at least 1); raises LimitReachedError when the search needs more than
    ``max_guesses`` guesses (0: the default).

    Raises TypeError (a board that is not str or bytes), ArgumentError (not 81 long),
    InvalidByteError, DuplicateGivenError, LimitReachedError (``max_guesses``),
    RulesError; TypeError, ArgumentError for ``limit`` (1 to 2**32 - 1) and
    ``max_guesses``.
    """
    count = ctypes.c_uint32()
    limit = _unsigned(limit, 32, "limit", low=1)
    options = ctypes.byref(_limit(max_guesses))
    buffer = _buffer(board)
    if rules is None:
        _check(_lib.sudoku_count_solutions_with(buffer, limit, ctypes.byref(count), options, None))
    else:
        native = _NativeRules(rules)
        _check(
            _lib.sudoku_count_solutions_rules_with(
                buffer, native.ref(), limit, ctypes.byref(count), options, None
            )
        )
    return count.value


@dataclass(frozen=True)
class Problem:
    """What ``validate`` found: ``status`` is Status.OK for a valid board; the other fields
    are -1 (``unit`` 0) where they do not apply."""

    status: Status
    cell: int
    other_cell: int
    value: int
    unit: int
    unit_index: int


def validate(board: Board, rules: Optional[Rules] = None) -> Problem:
    """Checks the board's characters and givens without solving it, under the classic
    rules or ``rules`` (a repeat in any unit, cage or move the rules name).

    Raises TypeError (a board that is not str or bytes), ArgumentError (not 81 long),
    RulesError; the board's own problems are in the Problem, not raised.
    """
    problem = _native.sudoku_problem()
    if rules is None:
        status = _lib.sudoku_validate(_buffer(board), ctypes.byref(problem))
    else:
        native = _NativeRules(rules)
        status = _lib.sudoku_validate_rules(_buffer(board), native.ref(), ctypes.byref(problem))
    if status not in (Status.OK, Status.ERR_INVALID_BYTE, Status.ERR_DUPLICATE_GIVEN):
        _check(status)
    return _problem(problem)


def _problem(problem: "_native.sudoku_problem") -> Problem:
    return Problem(
        Status(problem.status),
        problem.cell,
        problem.other_cell,
        problem.value,
        problem.unit,
        problem.unit_index,
    )


def _masks(function, board: Board) -> List[int]:
    masks = (ctypes.c_uint16 * CELLS)()
    _check(function(_buffer(board), masks))
    return list(masks)


def candidates(board: Board, rules: Optional[Rules] = None) -> List[int]:
    """81 masks: bit d-1 set where digit d is possible, under the classic rules or
    ``rules`` (what the givens leave directly, cage sums included).

    Raises TypeError (a board that is not str or bytes), ArgumentError (not 81 long),
    InvalidByteError, DuplicateGivenError, RulesError.
    """
    if rules is None:
        return _masks(_lib.sudoku_candidates, board)
    native = _NativeRules(rules)
    return _masks(
        lambda buffer, masks: _lib.sudoku_candidates_rules(buffer, native.ref(), masks), board
    )


def reduced_candidates(board: Board, max_guesses: int = 0) -> List[int]:
    """The candidates after every elimination the techniques find (one solution needed).
    LimitReachedError when the search for the solution needs more than ``max_guesses``
    guesses (0: the default).

    Raises TypeError (a board that is not str or bytes), ArgumentError (not 81 long),
    InvalidByteError, DuplicateGivenError, NoSolutionError, MultipleSolutionsError,
    LimitReachedError (``max_guesses``); TypeError, ArgumentError for ``max_guesses``.
    """
    options = _limit(max_guesses)
    return _masks(
        lambda buffer, masks: _lib.sudoku_candidates_reduced_with(
            buffer, ctypes.byref(options), masks
        ),
        board,
    )


def _digits(mask: int) -> List[int]:
    return [d for d in range(1, 10) if mask >> (d - 1) & 1]


@dataclass(frozen=True)
class Step:
    """One human-style step: the technique, the digits and houses it reasons about, the
    candidates that justify it (``pattern``: cell -> digits), what it places
    (cell -> digit) and removes (cell -> digits), its chain (``(cell, digit)`` nodes) and
    its English description."""

    technique: Technique
    digits: List[int]
    houses: int
    pattern: Dict[int, List[int]]
    placements: Dict[int, int]
    eliminations: Dict[int, List[int]]
    chain: List[Tuple[int, int]]
    description: str


def _describe(raw: "_native.sudoku_step", native: Optional[_NativeRules]) -> str:
    text = ctypes.create_string_buffer(HINT_TEXT_MAX)
    length = ctypes.c_size_t()
    if native is None:
        status = _lib.sudoku_hint_describe(
            ctypes.byref(raw), text, HINT_TEXT_MAX, ctypes.byref(length)
        )
    else:
        status = _lib.sudoku_hint_describe_rules(
            ctypes.byref(raw), native.ref(), text, HINT_TEXT_MAX, ctypes.byref(length)
        )
    _check(status)
    return text.raw[: length.value].decode("utf-8")


def hint(
    board: Board,
    marks: Optional[Sequence[int]] = None,
    max_guesses: int = 0,
    givens: Optional[Board] = None,
    rules: Optional[Rules] = None,
) -> Optional[Step]:
    """The simplest next step, or None when the board is full. ``marks``: the player's 81
    pencil-mark masks, or None for every candidate the digits allow. LimitReachedError
    when the search for the solution needs more than ``max_guesses`` guesses (0: the
    default). ``givens``: the puzzle ``board`` was played from, if known; the digits beyond
    it count as placed by the player, which lets the hint use avoidable rectangles.
    ``rules``: variant rules (RulesError when faulty), whose hints take no ``givens``
    (ArgumentError).

    Raises TypeError (a board that is not str or bytes), ArgumentError (not 81 long),
    InvalidByteError, DuplicateGivenError, NoSolutionError, MultipleSolutionsError,
    CandidatesError (``marks`` rule out the solution), LimitReachedError
    (``max_guesses``); TypeError, ArgumentError for ``marks`` (81 masks of 0 to 2**16 -
    1) and ``max_guesses``; the same for ``givens``, ArgumentError when ``board`` does
    not keep every given, and NoSolutionError when a digit placed beyond them is wrong.
    """
    options = _limit(max_guesses)
    raw = _native.sudoku_step(ctypes.sizeof(_native.sudoku_step))
    masks = None
    if marks is not None:
        if len(marks) != CELLS:
            raise ArgumentError(
                Status.ERR_ARGUMENT, "marks must be 81 candidate masks, got %d" % len(marks)
            )
        masks = (ctypes.c_uint16 * CELLS)(
            *(_unsigned(m, 16, "marks[%d]" % i) for i, m in enumerate(marks))
        )
    native = None if rules is None else _NativeRules(rules)
    if native is not None:
        if givens is not None:
            raise ArgumentError(Status.ERR_ARGUMENT, "hints under rules take no givens")
        status = _lib.sudoku_hint_rules(
            _buffer(board), native.ref(), masks, ctypes.byref(options), ctypes.byref(raw)
        )
    elif givens is None:
        status = _lib.sudoku_hint_with(
            _buffer(board), masks, ctypes.byref(options), ctypes.byref(raw)
        )
    else:
        status = _lib.sudoku_hint_in_play(
            _buffer(givens, "givens"),
            _buffer(board),
            masks,
            ctypes.byref(options),
            ctypes.byref(raw),
        )
    if status == Status.SOLVED:
        return None
    _check(status)
    return Step(
        technique=Technique(raw.technique),
        digits=_digits(raw.digits),
        houses=raw.houses,
        pattern={c: _digits(m) for c, m in enumerate(raw.pattern) if m},
        placements={c: d for c, d in enumerate(raw.placements) if d},
        eliminations={c: _digits(m) for c, m in enumerate(raw.eliminations) if m},
        chain=[(raw.chain_cells[i], raw.chain_digits[i]) for i in range(raw.chain_length)],
        description=_describe(raw, native),
    )


@dataclass(frozen=True)
class Rating:
    """A puzzle's difficulty: its level, its score, the hardest technique used (None for a
    full board) and the steps taken per technique."""

    level: Level
    score: int
    hardest: Optional[Technique]
    steps: Dict[Technique, int]


def rate(board: Board, max_guesses: int = 0, rules: Optional[Rules] = None) -> Rating:
    """Rates a puzzle with one solution (NoSolutionError, MultipleSolutionsError), under
    the classic rules or ``rules`` (RulesError when faulty). LimitReachedError when the
    search for the solution needs more than ``max_guesses`` guesses (0: the default).

    Raises TypeError (a board that is not str or bytes), ArgumentError (not 81 long),
    InvalidByteError, DuplicateGivenError, NoSolutionError, MultipleSolutionsError,
    LimitReachedError (``max_guesses``); TypeError, ArgumentError for ``max_guesses``.
    """
    raw = _native.sudoku_rating(ctypes.sizeof(_native.sudoku_rating))
    options = _limit(max_guesses)
    if rules is None:
        status = _lib.sudoku_rate_with(_buffer(board), ctypes.byref(options), ctypes.byref(raw))
    else:
        native = _NativeRules(rules)
        status = _lib.sudoku_rate_rules(
            _buffer(board), native.ref(), ctypes.byref(options), ctypes.byref(raw)
        )
    _check(status)
    return Rating(
        level=Level(raw.level),
        score=raw.score,
        hardest=Technique(raw.hardest) if raw.hardest >= 0 else None,
        steps={t: raw.steps[t] for t in Technique if raw.steps[t]},
    )


def _options(level: Level, symmetry: Symmetry, minimal: bool, max_tries: int, max_level: Level):
    low, high = _enum(level, Level, "level"), _enum(max_level, Level, "max_level")
    if high != Level.ANY and high < low:
        raise ArgumentError(
            Status.ERR_ARGUMENT,
            "max_level must be Level.ANY or at least level (%s), got %s"
            % (Level(low).name, Level(high).name),
        )
    return _native.sudoku_generate_options(
        ctypes.sizeof(_native.sudoku_generate_options),
        low,
        _enum(symmetry, Symmetry, "symmetry"),
        0 if minimal else 1,
        _unsigned(max_tries, 32, "max_tries"),
        high,
    )


def generate(
    seed: int,
    level: Level = Level.ANY,
    symmetry: Symmetry = Symmetry.NONE,
    minimal: bool = True,
    max_tries: int = 0,
    max_level: Level = Level.ANY,
    rules: Optional[Rules] = None,
) -> str:
    """The puzzle for ``seed`` (0 to 2**64 - 1): one solution (under the classic rules or
    ``rules``), rated at ``level`` (from ``level`` to ``max_level`` when that is set;
    under variant rules by their techniques, where minimal puzzles mostly rate extreme and
    ``minimal=False`` reaches the lower levels), the same on every platform.
    LimitReachedError when ``max_tries`` tries found none.

    Raises LimitReachedError (``max_tries``); TypeError, ArgumentError for ``seed``,
    ``level``, ``symmetry``, ``max_tries`` and ``max_level`` (a Level or Symmetry, its
    name, or its number); RulesError.
    """
    out = ctypes.create_string_buffer(CELLS)
    options = _options(level, symmetry, minimal, max_tries, max_level)
    seed = _unsigned(seed, 64, "seed")
    if rules is None:
        _check(_lib.sudoku_generate(seed, ctypes.byref(options), out))
    else:
        native = _NativeRules(rules)
        _check(_lib.sudoku_generate_rules(seed, native.ref(), ctypes.byref(options), out))
    return _text(out)


def generate_killer(
    seed: int,
    rules: Optional[Rules] = None,
    givens: bool = False,
    symmetry: Symmetry = Symmetry.NONE,
    minimal: bool = True,
    level: Level = Level.ANY,
    max_tries: int = 0,
    max_level: Level = Level.ANY,
) -> Tuple[Rules, str]:
    """A killer puzzle for ``seed``: its rules (the flags and regions of ``rules``, and
    the cages made with their sums) and its givens, unique under those rules. With
    ``givens`` false, no given: the cages alone make the solution unique; with it, larger
    cages and the givens they need (``symmetry`` and ``minimal`` as for ``generate``).
    With ``level`` (to ``max_level``), each of up to ``max_tries`` tries draws cages of its
    own until one rates at the levels; killers without givens rate medium or extreme
    almost always.

    Raises LimitReachedError (no grid under ``rules``, or ``max_tries``); TypeError,
    ArgumentError for ``seed``, ``symmetry``, ``givens``, ``level``, ``max_tries`` and
    ``max_level``; RulesError.
    """
    base = rules if rules is not None else Rules()
    native = _NativeRules(base)
    options = _options(level, symmetry, minimal, max_tries, max_level)
    killer = _native.sudoku_killer(ctypes.sizeof(_native.sudoku_killer))
    out = ctypes.create_string_buffer(CELLS)
    if not isinstance(givens, bool):
        raise TypeError("givens must be a bool, not %s" % type(givens).__name__)
    _check(
        _lib.sudoku_generate_killer(
            _unsigned(seed, 64, "seed"),
            native.ref(),
            ctypes.byref(options),
            int(givens),
            ctypes.byref(killer),
            out,
        )
    )
    count = killer.cage_count
    made = Rules(base.flags, base.regions, list(killer.cages), list(killer.cage_sums[:count]))
    return made, _text(out)


def generate_jigsaw(
    seed: int,
    rules: Optional[Rules] = None,
    symmetry: Symmetry = Symmetry.NONE,
    minimal: bool = True,
) -> Tuple[Rules, str]:
    """A jigsaw puzzle for ``seed``: its rules (the flags and cages of ``rules``, and a
    random layout of nine connected regions) and its givens, unique under those rules
    (``symmetry`` and ``minimal`` as for ``generate``).

    Raises LimitReachedError (no layout the search finds a grid for); TypeError,
    ArgumentError for ``seed`` and ``symmetry``; RulesError.
    """
    base = rules if rules is not None else Rules()
    native = _NativeRules(base)
    options = _options(Level.ANY, symmetry, minimal, 0, Level.ANY)
    regions = (ctypes.c_uint8 * CELLS)()
    out = ctypes.create_string_buffer(CELLS)
    seed = _unsigned(seed, 64, "seed")
    _check(_lib.sudoku_generate_jigsaw(seed, native.ref(), ctypes.byref(options), regions, out))
    return Rules(base.flags, list(regions), base.cages, base.sums), _text(out)


def generate_solved(seed: int) -> str:
    """The solved grid for ``seed``.

    Raises TypeError, ArgumentError for ``seed``.
    """
    out = ctypes.create_string_buffer(CELLS)
    _check(_lib.sudoku_generate_solved(_unsigned(seed, 64, "seed"), out))
    return _text(out)


def solve_batch(
    boards: Sequence[Board], threads: int = 0, max_guesses: int = 0
) -> List[Tuple[Status, str]]:
    """Solves many boards on ``threads`` threads (0: all cores). For each board: its
    status and the board, solved where the status is Status.OK, unchanged otherwise; a
    board whose search needs more than ``max_guesses`` guesses (0: the default) gets
    Status.LIMIT_REACHED.

    Raises TypeError, ArgumentError (naming ``boards[i]``) for a board that is not 81
    characters of str or bytes; TypeError, ArgumentError for ``threads`` and
    ``max_guesses``. A board's own outcome is its status.
    """
    data = b"".join(_buffer(b, "boards[%d]" % i).raw[:CELLS] for i, b in enumerate(boards))
    buffer = ctypes.create_string_buffer(data, max(len(data), 1))
    statuses = (_native.c_status * max(len(boards), 1))()
    threads = _unsigned(threads, 32, "threads")
    options = _limit(max_guesses)
    _check(_lib.sudoku_solve_batch_with(buffer, len(boards), statuses, threads, ctypes.byref(options)))
    return [(Status(statuses[i]), board) for i, board in enumerate(_texts(buffer, len(boards)))]


def generate_batch(
    seed: int,
    count: int,
    level: Level = Level.ANY,
    symmetry: Symmetry = Symmetry.NONE,
    minimal: bool = True,
    max_tries: int = 0,
    threads: int = 0,
    max_level: Level = Level.ANY,
) -> List[Tuple[Status, Optional[str]]]:
    """Puzzle i is ``generate(seed + i, ...)``: its status and the puzzle (None where the
    status is not Status.OK).

    Raises TypeError, ArgumentError for ``seed``, ``count``, ``threads`` and the
    options, as generate; a puzzle's own outcome is its status.
    """
    count = _unsigned(count, 32, "count")
    out = ctypes.create_string_buffer(max(count, 1) * CELLS)
    statuses = (_native.c_status * max(count, 1))()
    options = _options(level, symmetry, minimal, max_tries, max_level)
    seed, threads = _unsigned(seed, 64, "seed"), _unsigned(threads, 32, "threads")
    _check(_lib.sudoku_generate_batch(seed, ctypes.byref(options), count, out, statuses, threads))
    return [
        (Status(statuses[i]), puzzle if statuses[i] == Status.OK else None)
        for i, puzzle in enumerate(_texts(out, count))
    ]


__all__ = [
    "ArgumentError",
    "Board",
    "CandidatesError",
    "DuplicateGivenError",
    "InternalError",
    "InvalidByteError",
    "Level",
    "LimitReachedError",
    "MultipleSolutionsError",
    "NoSolutionError",
    "NullPointerError",
    "Problem",
    "Rating",
    "Rule",
    "Rules",
    "RulesError",
    "RulesFault",
    "Status",
    "Step",
    "SudokuError",
    "Symmetry",
    "Technique",
    "candidates",
    "check_rules",
    "count_solutions",
    "generate",
    "generate_batch",
    "generate_jigsaw",
    "generate_killer",
    "generate_solved",
    "hint",
    "rate",
    "reduced_candidates",
    "solve",
    "solve_batch",
    "solve_limited",
    "solve_unique",
    "validate",
    "version",
]
