//! Difficulty levels, from the techniques a puzzle needs and its score, and ranges of
//! them.

use std::ffi::CStr;

/// A difficulty level: the level of the hardest technique a puzzle needs, raised while its
/// score passes the level's [`Level::max_score`] (HoDoKu's rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Full houses and hidden singles solve it.
    Beginner = 1,
    /// Naked singles are needed as well.
    Easy = 2,
    /// Locked candidates, naked and hidden pairs and triples.
    Medium = 3,
    /// Quads, basic fish, finned and sashimi X-Wings, four-cell X-chains, empty
    /// rectangles, wings, remote pairs, unique, hidden and avoidable rectangles, BUG+1,
    /// simple colouring.
    Hard = 4,
    /// Finned and sashimi Swordfish and Jellyfish, Sue de Coq, longer X-chains, XY-chains,
    /// AICs, continuous nice loops (grouped or not), ALS-XZ, ALS-XY-Wing and ALS-XY-Chain.
    Expert = 5,
    /// Forcing nets, or more than this engine's techniques (solving needs guessing), or a
    /// score above expert's.
    Extreme = 6,
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// The highest score a puzzle of this level may have (HoDoKu's thresholds, beginner
    /// and easy sharing HoDoKu's easy).
    pub const fn max_score(self) -> u32 {
        match self {
            Level::Beginner | Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Expert => 1800,
            Level::Extreme => u32::MAX,
        }
    }

    /// This level raised while `score` is above its [`Level::max_score`].
    pub fn raised_by(self, score: u32) -> Level {
        let mut level = self;
        while score > level.max_score() {
            level = Level::from_id(level as i64 + 1).expect("extreme takes any score");
        }
        level
    }

    /// The level with this id, if there is one.
    pub fn from_id(id: i64) -> Option<Level> {
        Level::ALL.into_iter().find(|&level| level as i64 == id)
    }

    /// The level's name in lower case, as in `expert`.
    pub fn name(self) -> &'static str {
        self.name_cstr().to_str().expect("names are ASCII")
    }

    /// [`Level::name`] with a terminating NUL, for the C API.
    pub const fn name_cstr(self) -> &'static CStr {
        match self {
            Level::Beginner => c"beginner",
            Level::Easy => c"easy",
            Level::Medium => c"medium",
            Level::Hard => c"hard",
            Level::Expert => c"expert",
            Level::Extreme => c"extreme",
        }
    }
}

/// The levels from `lowest` to `highest`, both included; `lowest <= highest` always, as
/// the constructors ensure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Levels {
    lowest: Level,
    highest: Level,
}

impl Levels {
    /// Every level.
    pub const ALL: Levels = Levels {
        lowest: Level::Beginner,
        highest: Level::Extreme,
    };

    /// The one level `level`.
    pub const fn exactly(level: Level) -> Levels {
        Levels {
            lowest: level,
            highest: level,
        }
    }

    /// The levels from `lowest` to `highest`; `None` when `lowest` is the higher.
    pub fn between(lowest: Level, highest: Level) -> Option<Levels> {
        (lowest <= highest).then_some(Levels { lowest, highest })
    }

    pub const fn lowest(self) -> Level {
        self.lowest
    }

    pub const fn highest(self) -> Level {
        self.highest
    }

    pub fn contains(self, level: Level) -> bool {
        (self.lowest..=self.highest).contains(&level)
    }
}
