//! Batches: many puzzles solved, or many seeds generated, on several threads at once.

use super::{generate, solve_with, Error, Generate, Limits, Puzzle, Solution};
use crate::pool::{for_each, threads_for};
use crate::rules::Rules;

/// What [`solve_with`] gives for each puzzle, in order, computed on up to `threads`
/// threads, the calling thread included (0: one per core; never more than one per 32
/// puzzles or two per core). The results do not depend on the number of threads; a
/// thread the system cannot start is no error, the others share its puzzles.
///
/// ```
/// let puzzles: Vec<sudoku::Puzzle> = (0..100).map(|seed| sudoku::generate(seed, &sudoku::Rules::classic(), &Default::default())).collect::<Result<_, _>>()?;
/// let solved = sudoku::solve_batch(&puzzles, &sudoku::Rules::classic(), Default::default(), 0);
/// for (puzzle, solution) in puzzles.iter().zip(&solved) {
///     assert_eq!(solution, &sudoku::solve(puzzle, &sudoku::Rules::classic()));
/// }
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn solve_batch(
    puzzles: &[Puzzle],
    rules: &Rules,
    limits: Limits,
    threads: u32,
) -> Vec<Result<Solution, Error>> {
    let mut items = puzzles.to_vec();
    let mut results = vec![Err(Error::Internal); puzzles.len()];
    let threads = threads_for(threads, puzzles.len());
    for_each(&mut items, &mut results, threads, |_, puzzle| {
        solve_with(puzzle, rules, limits).map(|(solution, _)| solution)
    });
    results
}

/// What [`generate`] gives for each seed from `first_seed` to `first_seed + count - 1`
/// (wrapping), in order, on up to `threads` threads as [`solve_batch`] runs.
///
/// ```
/// let options = sudoku::Generate { level: Some(sudoku::Level::Easy), ..Default::default() };
/// let made = sudoku::generate_batch(7, 40, &sudoku::Rules::classic(), &options, 0);
/// assert_eq!(made.len(), 40);
/// assert_eq!(made[3], sudoku::generate(10, &sudoku::Rules::classic(), &options));
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn generate_batch(
    first_seed: u64,
    count: usize,
    rules: &Rules,
    options: &Generate,
    threads: u32,
) -> Vec<Result<Puzzle, Error>> {
    let mut seeds: Vec<u64> = (0..count as u64)
        .map(|i| first_seed.wrapping_add(i))
        .collect();
    let mut results = vec![Err(Error::Internal); count];
    let threads = threads_for(threads, count);
    for_each(&mut seeds, &mut results, threads, |_, &mut seed| {
        generate(seed, rules, options)
    });
    results
}
