"""Loading libsudoku and declaring its C functions with their exact types.

The library is found, in this order:

1. the path in the environment variable ``LIBSUDOKU_PATH``;
2. the system's loader search (``ctypes.util.find_library("sudoku")``, then the usual
   file names, which also honours ``LD_LIBRARY_PATH`` / ``DYLD_LIBRARY_PATH`` / ``PATH``).

Its major version must equal the one these bindings were written for.
"""

import ctypes
import ctypes.util
import os
import sys

#: The major version of the C API these declarations describe.
ABI_MAJOR = 0

CELLS = 81
STEP_CHAIN_MAX = 24
HINT_TEXT_MAX = 512
RATING_TECHNIQUES = 64

c_status = ctypes.c_int32
c_board = ctypes.POINTER(ctypes.c_char)
c_cells = ctypes.POINTER(ctypes.c_uint8)
c_masks = ctypes.POINTER(ctypes.c_uint16)


class sudoku_problem(ctypes.Structure):
    _fields_ = [
        ("status", ctypes.c_int32),
        ("cell", ctypes.c_int32),
        ("other_cell", ctypes.c_int32),
        ("value", ctypes.c_int32),
        ("unit", ctypes.c_int32),
        ("unit_index", ctypes.c_int32),
    ]


class sudoku_rules(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("flags", ctypes.c_uint32),
        ("regions", ctypes.POINTER(ctypes.c_uint8)),
        ("cage_count", ctypes.c_uint32),
        ("cages", ctypes.POINTER(ctypes.c_uint8)),
        ("cage_sums", ctypes.POINTER(ctypes.c_uint8)),
    ]


class sudoku_killer(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("cage_count", ctypes.c_uint32),
        ("cages", ctypes.c_uint8 * CELLS),
        ("cage_sums", ctypes.c_uint8 * CELLS),
    ]


class sudoku_options(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("reserved", ctypes.c_uint32),
        ("max_guesses", ctypes.c_uint64),
    ]


class sudoku_stats(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("reserved", ctypes.c_uint32),
        ("guesses", ctypes.c_uint64),
    ]


class sudoku_step(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("technique", ctypes.c_int32),
        ("digits", ctypes.c_uint16),
        ("chain_length", ctypes.c_uint16),
        ("houses", ctypes.c_uint32),
        ("pattern", ctypes.c_uint16 * CELLS),
        ("eliminations", ctypes.c_uint16 * CELLS),
        ("placements", ctypes.c_uint8 * CELLS),
        ("chain_cells", ctypes.c_uint8 * STEP_CHAIN_MAX),
        ("chain_digits", ctypes.c_uint8 * STEP_CHAIN_MAX),
        ("reserved", ctypes.c_uint8 * 3),
    ]


class sudoku_rating(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("level", ctypes.c_int32),
        ("score", ctypes.c_uint32),
        ("hardest", ctypes.c_int32),
        ("steps", ctypes.c_uint32 * RATING_TECHNIQUES),
    ]


class sudoku_generate_options(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_uint32),
        ("level", ctypes.c_int32),
        ("symmetry", ctypes.c_int32),
        ("not_minimal", ctypes.c_uint32),
        ("max_tries", ctypes.c_uint32),
        ("max_level", ctypes.c_int32),
    ]


P = ctypes.POINTER
u32, u64, size_t = ctypes.c_uint32, ctypes.c_uint64, ctypes.c_size_t

#: Every function of sudoku.h: name -> (return type, argument types).
SIGNATURES = {
    "sudoku_solve_batch": (c_status, [c_board, size_t, P(c_status), u32]),
    "sudoku_solve_batch_with": (
        c_status,
        [c_board, size_t, P(c_status), u32, P(sudoku_options)],
    ),
    "sudoku_candidates": (c_status, [c_board, c_masks]),
    "sudoku_candidates_values": (c_status, [c_cells, c_masks]),
    "sudoku_candidates_reduced": (c_status, [c_board, c_masks]),
    "sudoku_candidates_reduced_values": (c_status, [c_cells, c_masks]),
    "sudoku_candidates_reduced_with": (c_status, [c_board, P(sudoku_options), c_masks]),
    "sudoku_generate": (c_status, [u64, P(sudoku_generate_options), c_board]),
    "sudoku_generate_values": (c_status, [u64, P(sudoku_generate_options), c_cells]),
    "sudoku_generate_batch": (
        c_status,
        [u64, P(sudoku_generate_options), size_t, c_board, P(c_status), u32],
    ),
    "sudoku_generate_solved": (c_status, [u64, c_board]),
    "sudoku_generate_solved_values": (c_status, [u64, c_cells]),
    "sudoku_hint": (c_status, [c_board, c_masks, P(sudoku_step)]),
    "sudoku_hint_values": (c_status, [c_cells, c_masks, P(sudoku_step)]),
    "sudoku_hint_with": (c_status, [c_board, c_masks, P(sudoku_options), P(sudoku_step)]),
    "sudoku_hint_in_play": (
        c_status,
        [c_board, c_board, c_masks, P(sudoku_options), P(sudoku_step)],
    ),
    "sudoku_hint_in_play_values": (
        c_status,
        [c_cells, c_cells, c_masks, P(sudoku_options), P(sudoku_step)],
    ),
    "sudoku_hint_describe": (c_status, [P(sudoku_step), c_board, size_t, P(size_t)]),
    "sudoku_technique_name": (ctypes.c_char_p, [ctypes.c_int32]),
    "sudoku_rate": (c_status, [c_board, P(sudoku_rating)]),
    "sudoku_rate_values": (c_status, [c_cells, P(sudoku_rating)]),
    "sudoku_rate_with": (c_status, [c_board, P(sudoku_options), P(sudoku_rating)]),
    "sudoku_level_name": (ctypes.c_char_p, [ctypes.c_int32]),
    "sudoku_solve": (c_status, [c_board]),
    "sudoku_solve_values": (c_status, [c_cells]),
    "sudoku_solve_unique": (c_status, [c_board]),
    "sudoku_solve_unique_values": (c_status, [c_cells]),
    "sudoku_solve_unique_with": (c_status, [c_board, P(sudoku_options), P(sudoku_stats)]),
    "sudoku_count_solutions": (c_status, [c_board, u32, P(u32)]),
    "sudoku_count_solutions_values": (c_status, [c_cells, u32, P(u32)]),
    "sudoku_solve_with": (c_status, [c_board, P(sudoku_options), P(sudoku_stats)]),
    "sudoku_count_solutions_with": (
        c_status,
        [c_board, u32, P(u32), P(sudoku_options), P(sudoku_stats)],
    ),
    "sudoku_status_str": (ctypes.c_char_p, [ctypes.c_int32]),
    "sudoku_status_name": (ctypes.c_char_p, [ctypes.c_int32]),
    "sudoku_validate": (c_status, [c_board, P(sudoku_problem)]),
    "sudoku_validate_values": (c_status, [c_cells, P(sudoku_problem)]),
    "sudoku_rules_check": (c_status, [P(sudoku_rules), P(sudoku_problem)]),
    "sudoku_solve_rules": (c_status, [c_board, P(sudoku_rules)]),
    "sudoku_solve_rules_values": (c_status, [c_cells, P(sudoku_rules)]),
    "sudoku_solve_unique_rules": (c_status, [c_board, P(sudoku_rules)]),
    "sudoku_solve_unique_rules_values": (c_status, [c_cells, P(sudoku_rules)]),
    "sudoku_solve_rules_with": (
        c_status,
        [c_board, P(sudoku_rules), P(sudoku_options), P(sudoku_stats)],
    ),
    "sudoku_solve_unique_rules_with": (
        c_status,
        [c_board, P(sudoku_rules), P(sudoku_options), P(sudoku_stats)],
    ),
    "sudoku_count_solutions_rules": (c_status, [c_board, P(sudoku_rules), u32, P(u32)]),
    "sudoku_count_solutions_rules_values": (c_status, [c_cells, P(sudoku_rules), u32, P(u32)]),
    "sudoku_count_solutions_rules_with": (
        c_status,
        [c_board, P(sudoku_rules), u32, P(u32), P(sudoku_options), P(sudoku_stats)],
    ),
    "sudoku_validate_rules": (c_status, [c_board, P(sudoku_rules), P(sudoku_problem)]),
    "sudoku_validate_rules_values": (c_status, [c_cells, P(sudoku_rules), P(sudoku_problem)]),
    "sudoku_candidates_rules": (c_status, [c_board, P(sudoku_rules), c_masks]),
    "sudoku_candidates_rules_values": (c_status, [c_cells, P(sudoku_rules), c_masks]),
    "sudoku_hint_rules": (
        c_status,
        [c_board, P(sudoku_rules), c_masks, P(sudoku_options), P(sudoku_step)],
    ),
    "sudoku_hint_rules_values": (
        c_status,
        [c_cells, P(sudoku_rules), c_masks, P(sudoku_options), P(sudoku_step)],
    ),
    "sudoku_hint_describe_rules": (
        c_status,
        [P(sudoku_step), P(sudoku_rules), c_board, size_t, P(size_t)],
    ),
    "sudoku_rate_rules": (
        c_status,
        [c_board, P(sudoku_rules), P(sudoku_options), P(sudoku_rating)],
    ),
    "sudoku_rate_rules_values": (
        c_status,
        [c_cells, P(sudoku_rules), P(sudoku_options), P(sudoku_rating)],
    ),
    "sudoku_generate_rules": (
        c_status,
        [u64, P(sudoku_rules), P(sudoku_generate_options), c_board],
    ),
    "sudoku_generate_rules_values": (
        c_status,
        [u64, P(sudoku_rules), P(sudoku_generate_options), c_cells],
    ),
    "sudoku_generate_killer": (
        c_status,
        [u64, P(sudoku_rules), P(sudoku_generate_options), u32, P(sudoku_killer), c_board],
    ),
    "sudoku_generate_killer_values": (
        c_status,
        [u64, P(sudoku_rules), P(sudoku_generate_options), u32, P(sudoku_killer), c_cells],
    ),
    "sudoku_generate_jigsaw": (
        c_status,
        [u64, P(sudoku_rules), P(sudoku_generate_options), c_cells, c_board],
    ),
    "sudoku_generate_jigsaw_values": (
        c_status,
        [u64, P(sudoku_rules), P(sudoku_generate_options), c_cells, c_cells],
    ),
    "sudoku_version": (ctypes.c_char_p, []),
}


def _candidate_names():
    if sys.platform == "win32":
        return ["sudoku.dll", "libsudoku.dll"]
    if sys.platform == "darwin":
        return ["libsudoku.%d.dylib" % ABI_MAJOR, "libsudoku.dylib"]
    return ["libsudoku.so.%d" % ABI_MAJOR, "libsudoku.so"]


def load(path=None):
    """Loads the library (see the module's documentation) and declares its functions."""
    path = path or os.environ.get("LIBSUDOKU_PATH")
    if path:
        try:
            lib = ctypes.CDLL(path)
        except OSError as error:
            raise ImportError("libsudoku could not be loaded from %s (%s)" % (path, error)) from None
    else:
        names = [ctypes.util.find_library("sudoku")] + _candidate_names()
        lib, errors = None, []
        for name in filter(None, names):
            try:
                lib = ctypes.CDLL(name)
                break
            except OSError as error:
                errors.append(str(error))
        if lib is None:
            raise ImportError(
                "libsudoku was not found; install it or set LIBSUDOKU_PATH to the library "
                "file (" + "; ".join(errors) + ")"
            )
    for name, (restype, argtypes) in SIGNATURES.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    version = lib.sudoku_version().decode("ascii")
    if int(version.split(".")[0]) != ABI_MAJOR:
        raise ImportError(
            "libsudoku %s does not match these bindings (major version %d)"
            % (version, ABI_MAJOR)
        )
    return lib
