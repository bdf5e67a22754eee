//! The bound on a search's guesses that the tests hold every board of
//! `tests/data/adversarial.txt` to, in every searching call, and that the slow-board
//! hunter (`benches/hunter.rs`) fails above. It covers the cheap search's round and the
//! thorough rounds and probing that may follow it (see `src/engine/search.rs`;
//! `docs/BOUNDED-TIME.md` says what it comes to in time).

/// The most guesses any search may need on any board.
pub const GUESS_BOUND: u64 = 4000;
