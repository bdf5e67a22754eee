//! Fuzzes `sudoku_count_solutions_with`: a limit, options and statistics from the bytes
//! after the board, some malformed; the rest as in `fuzz/src/lib.rs`. The answer must equal
//! plain `sudoku_count_solutions` unless the guess limit stopped it.
#![no_main]

use fuzz_checks::{check_counted, Case, Effort};
use libfuzzer_sys::fuzz_target;
use sudoku::ffi::solve::sudoku_count_solutions_with;
use sudoku::ffi::status::sudoku_status::*;
use sudoku::Encoding;

fuzz_target!(|data: &[u8]| {
    let (case, rest) = Case::split(data, Encoding::Text);
    let limit = u32::from(rest.first().copied().unwrap_or(2)) % 5;
    let effort = Effort::from_bytes(rest.get(1..).unwrap_or_default());
    let mut stats = effort.stats;
    let stats_pointer = stats
        .as_mut()
        .map_or(std::ptr::null_mut(), |stats| stats as *mut _);
    const UNWRITTEN: u32 = 0xdead_beef;
    let mut count = UNWRITTEN;
    // SAFETY: an 81-byte buffer, a u32, options readable for their size, and stats of
    // our own.
    let status = unsafe {
        sudoku_count_solutions_with(
            case.board.as_ptr().cast(),
            limit,
            &mut count,
            effort.options(),
            stats_pointer,
        )
    };
    effort.check_stats(status, stats);
    let written = (count != UNWRITTEN).then_some(count);
    if effort.malformed {
        assert_eq!(status, SUDOKU_ERR_ARGUMENT);
        assert_eq!(written, None);
        return;
    }
    check_counted(&case, limit, effort.max_guesses != 0, status, written);
    if status != SUDOKU_LIMIT_REACHED {
        assert_eq!(
            (status, written),
            case.plain_count(limit),
            "differs from plain count"
        );
    }
});
