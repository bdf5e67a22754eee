//! Status codes: the one result type of every C function, and their messages.

use std::ffi::{c_char, CStr};

use crate::problem::Problem;
use crate::Error;

/// The result of a libsudoku call: `SUDOKU_OK` (0), a positive outcome that is not an
/// error, or a negative error. A 32-bit integer in C. On any status other than `SUDOKU_OK`
/// every caller buffer is left byte-for-byte unchanged.
#[repr(i32)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum sudoku_status {
    /// Success: the outputs have been written.
    SUDOKU_OK = 0,
    /// The board obeys the rules but has no solution.
    SUDOKU_NO_SOLUTION = 1,
    /// The board has more than one solution where a unique one was required.
    SUDOKU_MULTIPLE_SOLUTIONS = 2,
    /// The search stopped at the effort limit the caller set.
    SUDOKU_LIMIT_REACHED = 3,
    /// The board is already complete: there is no next step.
    SUDOKU_SOLVED = 4,
    /// A required pointer argument was NULL.
    SUDOKU_ERR_NULL = -1,
    /// A board byte is not allowed in its encoding (`sudoku_validate` tells which).
    SUDOKU_ERR_INVALID_BYTE = -2,
    /// A digit is given twice in a row, column or box, or in another unit or move of the rules
    /// (`sudoku_validate` and `sudoku_validate_rules` tell where).
    SUDOKU_ERR_DUPLICATE_GIVEN = -3,
    /// A non-pointer argument is out of its documented range.
    SUDOKU_ERR_ARGUMENT = -4,
    /// A bug in libsudoku was caught at the API boundary; please report it.
    SUDOKU_ERR_INTERNAL = -5,
    /// The caller's candidates rule out the solution's digit in some empty cell.
    SUDOKU_ERR_CANDIDATES = -6,
    /// The `sudoku_rules` are not a rule set (`sudoku_rules_check` tells why).
    SUDOKU_ERR_RULES = -7,
}

use sudoku_status::*;

const UNKNOWN_NAME: &CStr = c"SUDOKU_UNKNOWN_STATUS";
const UNKNOWN_MESSAGE: &CStr = c"unknown status code";

impl sudoku_status {
    /// Every status, in declaration order.
    const ALL: [sudoku_status; 12] = [
        SUDOKU_OK,
        SUDOKU_NO_SOLUTION,
        SUDOKU_MULTIPLE_SOLUTIONS,
        SUDOKU_LIMIT_REACHED,
        SUDOKU_SOLVED,
        SUDOKU_ERR_NULL,
        SUDOKU_ERR_INVALID_BYTE,
        SUDOKU_ERR_DUPLICATE_GIVEN,
        SUDOKU_ERR_ARGUMENT,
        SUDOKU_ERR_INTERNAL,
        SUDOKU_ERR_CANDIDATES,
        SUDOKU_ERR_RULES,
    ];

    /// The status a caller's integer stands for, if any.
    pub fn from_code(code: i32) -> Option<sudoku_status> {
        Self::ALL.into_iter().find(|&status| status as i32 == code)
    }

    /// The constant's name as it appears in the header.
    pub const fn name(self) -> &'static CStr {
        match self {
            SUDOKU_OK => c"SUDOKU_OK",
            SUDOKU_NO_SOLUTION => c"SUDOKU_NO_SOLUTION",
            SUDOKU_MULTIPLE_SOLUTIONS => c"SUDOKU_MULTIPLE_SOLUTIONS",
            SUDOKU_LIMIT_REACHED => c"SUDOKU_LIMIT_REACHED",
            SUDOKU_SOLVED => c"SUDOKU_SOLVED",
            SUDOKU_ERR_NULL => c"SUDOKU_ERR_NULL",
            SUDOKU_ERR_INVALID_BYTE => c"SUDOKU_ERR_INVALID_BYTE",
            SUDOKU_ERR_DUPLICATE_GIVEN => c"SUDOKU_ERR_DUPLICATE_GIVEN",
            SUDOKU_ERR_ARGUMENT => c"SUDOKU_ERR_ARGUMENT",
            SUDOKU_ERR_INTERNAL => c"SUDOKU_ERR_INTERNAL",
            SUDOKU_ERR_CANDIDATES => c"SUDOKU_ERR_CANDIDATES",
            SUDOKU_ERR_RULES => c"SUDOKU_ERR_RULES",
        }
    }

    /// A short English message.
    pub const fn message(self) -> &'static CStr {
        match self {
            SUDOKU_OK => c"success",
            SUDOKU_NO_SOLUTION => c"the board has no solution",
            SUDOKU_MULTIPLE_SOLUTIONS => c"the board has more than one solution",
            SUDOKU_LIMIT_REACHED => c"the search reached its effort limit",
            SUDOKU_SOLVED => c"the board is already complete",
            SUDOKU_ERR_NULL => c"a required pointer was NULL",
            SUDOKU_ERR_INVALID_BYTE => c"the board holds a byte that its encoding does not allow",
            SUDOKU_ERR_DUPLICATE_GIVEN => {
                c"a digit is given twice in a row, column, box or other unit"
            }
            SUDOKU_ERR_ARGUMENT => c"an argument is out of its allowed range",
            SUDOKU_ERR_INTERNAL => c"internal error in libsudoku (a bug; please report it)",
            SUDOKU_ERR_CANDIDATES => c"the candidates rule out the solution in some cell",
            SUDOKU_ERR_RULES => c"the rules are not a valid rule set",
        }
    }
}

impl From<Error> for sudoku_status {
    fn from(error: Error) -> sudoku_status {
        match error {
            Error::NoSolution => SUDOKU_NO_SOLUTION,
            Error::MultipleSolutions => SUDOKU_MULTIPLE_SOLUTIONS,
            Error::LimitReached => SUDOKU_LIMIT_REACHED,
            Error::Solved => SUDOKU_SOLVED,
            Error::Null => SUDOKU_ERR_NULL,
            Error::InvalidByte { .. } => SUDOKU_ERR_INVALID_BYTE,
            Error::DuplicateGiven { .. } => SUDOKU_ERR_DUPLICATE_GIVEN,
            Error::Argument(_) => SUDOKU_ERR_ARGUMENT,
            Error::Internal => SUDOKU_ERR_INTERNAL,
            Error::Candidates => SUDOKU_ERR_CANDIDATES,
            Error::Rules(_) => SUDOKU_ERR_RULES,
        }
    }
}

impl From<Problem> for sudoku_status {
    fn from(problem: Problem) -> sudoku_status {
        match problem {
            Problem::InvalidByte { .. } => SUDOKU_ERR_INVALID_BYTE,
            Problem::DuplicateGiven { .. } => SUDOKU_ERR_DUPLICATE_GIVEN,
        }
    }
}

/// Returns a static English message for a status code, for example "the board has no
/// solution". Unknown codes give "unknown status code". Never returns NULL; the string is
/// NUL-terminated, owned by the library and valid for the life of the process: do not free
/// it. Thread-safe.
#[no_mangle]
pub extern "C" fn sudoku_status_str(status: i32) -> *const c_char {
    ffi_boundary!({
        sudoku_status::from_code(status)
            .map_or(UNKNOWN_MESSAGE, sudoku_status::message)
            .as_ptr()
    })
}

/// Returns the name of a status code's constant, for example "SUDOKU_NO_SOLUTION", for logs
/// and tools. Unknown codes give "SUDOKU_UNKNOWN_STATUS". Never returns NULL; the string is
/// NUL-terminated, owned by the library and valid for the life of the process: do not free
/// it. Thread-safe.
#[no_mangle]
pub extern "C" fn sudoku_status_name(status: i32) -> *const c_char {
    ffi_boundary!({
        sudoku_status::from_code(status)
            .map_or(UNKNOWN_NAME, sudoku_status::name)
            .as_ptr()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_the_constants() {
        for status in sudoku_status::ALL {
            assert_eq!(status.name().to_str().unwrap(), format!("{status:?}"));
        }
    }

    #[test]
    fn from_code_round_trips_and_rejects_unknown() {
        for status in sudoku_status::ALL {
            assert_eq!(sudoku_status::from_code(status as i32), Some(status));
        }
        let known = (-1000..1000)
            .filter(|&code| sudoku_status::from_code(code).is_some())
            .count();
        assert_eq!(known, sudoku_status::ALL.len());
        for code in [5, -8, i32::MIN, i32::MAX] {
            assert_eq!(sudoku_status::from_code(code), None);
        }
    }
}
