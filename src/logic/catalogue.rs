//! The catalogue of human techniques the logic engine knows, in the order it tries them
//! (HoDoKu's), with the level each belongs to and the score one step of it adds to a
//! rating (HoDoKu's default scores).

use std::ffi::CStr;

use super::level::Level;

/// A solving technique. The discriminant is the id the C API uses: ids never change, and
/// a new technique takes the next free one, wherever it falls in the order of [`Technique::ALL`].
/// Techniques compare by level, then by that order (the harder the later), not by id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Technique {
    FullHouse = 0,
    HiddenSingle = 1,
    NakedSingle = 2,
    Pointing = 3,
    Claiming = 4,
    NakedPair = 5,
    HiddenPair = 6,
    NakedTriple = 7,
    HiddenTriple = 8,
    XWing = 9,
    NakedQuad = 10,
    HiddenQuad = 11,
    Swordfish = 12,
    Jellyfish = 13,
    TurbotFish = 14,
    WWing = 15,
    XyWing = 16,
    XyzWing = 17,
    UniqueRectangle1 = 18,
    SimpleColouring = 19,
    XChain = 20,
    XyChain = 21,
    /// Not a technique: no technique applies, and the step places a digit of the solution.
    SolutionDigit = 22,
    Skyscraper = 23,
    TwoStringKite = 24,
    EmptyRectangle = 25,
    RemotePair = 26,
    UniqueRectangle2 = 27,
    UniqueRectangle4 = 28,
    BugPlusOne = 29,
    FinnedXWing = 30,
    SashimiXWing = 31,
    FinnedSwordfish = 32,
    SashimiSwordfish = 33,
    FinnedJellyfish = 34,
    SashimiJellyfish = 35,
    Aic = 36,
    /// Found by the AIC search: a chain whose ends see each other.
    ContinuousNiceLoop = 37,
    UniqueRectangle3 = 38,
    UniqueRectangle5 = 39,
    UniqueRectangle6 = 40,
    HiddenRectangle = 41,
    SueDeCoq = 42,
    ForcingNet = 43,
    AlsXz = 44,
    AlsXyWing = 45,
    AlsChain = 46,
    /// An AIC with a group node: a digit's candidates where a line meets a box.
    GroupedAic = 47,
    /// Found by the grouped AIC search: a chain whose ends see each other.
    GroupedContinuousNiceLoop = 48,
    AvoidableRectangle1 = 49,
    AvoidableRectangle2 = 50,
    /// Under killer rules: a cage's cells keep only the digits that some set of distinct
    /// digits making its sum can give them.
    CageCombination = 51,
    /// Under variant rules: a digit's places in a diagonal, a window or a cage that must
    /// hold it all see other cells, which lose it.
    LockedCandidates = 52,
    /// Under killer rules, the 45 rule: houses sum to 45 each, so the cells of a group of
    /// houses outside the cages within it (innies), or the cells of cages crossing it
    /// that lie outside (outies), make a known sum.
    InniesOuties = 53,
    /// Under non-consecutive: a cell whose candidates all lie within one of a digit takes
    /// that digit from its neighbours, and a cell beside every place a house has for a
    /// digit loses the digits next to it.
    NonConsecutive = 54,
}

impl Technique {
    /// Every technique: those of [`Technique::CLASSIC`], in its order, then those only
    /// variant rules use.
    pub const ALL: [Technique; 55] = {
        let mut all = [Technique::FullHouse; 55];
        let mut i = 0;
        while i < Technique::CLASSIC.len() {
            all[i] = Technique::CLASSIC[i];
            i += 1;
        }
        all[i] = Technique::CageCombination;
        all[i + 1] = Technique::LockedCandidates;
        all[i + 2] = Technique::InniesOuties;
        all[i + 3] = Technique::NonConsecutive;
        all
    };

    /// The techniques tried under variant rules, in order (see `crate::rules::logic`).
    pub const RULES: [Technique; 43] = [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::CageCombination,
        Technique::Pointing,
        Technique::Claiming,
        Technique::LockedCandidates,
        Technique::InniesOuties,
        Technique::NonConsecutive,
        Technique::NakedPair,
        Technique::NakedTriple,
        Technique::HiddenPair,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::RemotePair,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::WWing,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::SueDeCoq,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::XyChain,
        Technique::Aic,
        Technique::ContinuousNiceLoop,
        Technique::GroupedAic,
        Technique::GroupedContinuousNiceLoop,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsChain,
        Technique::ForcingNet,
        Technique::SolutionDigit,
    ];

    /// The techniques of the classic rules, in the order the engine tries them (not the
    /// order of the ids).
    pub const CLASSIC: [Technique; 51] = [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::NakedTriple,
        Technique::HiddenPair,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::RemotePair,
        Technique::BugPlusOne,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::WWing,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::UniqueRectangle5,
        Technique::UniqueRectangle6,
        Technique::HiddenRectangle,
        Technique::AvoidableRectangle1,
        Technique::AvoidableRectangle2,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::SueDeCoq,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::XyChain,
        Technique::Aic,
        Technique::ContinuousNiceLoop,
        Technique::GroupedAic,
        Technique::GroupedContinuousNiceLoop,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsChain,
        Technique::ForcingNet,
        Technique::SolutionDigit,
    ];

    /// The technique's place in [`Technique::ALL`], the order it is tried in.
    pub fn rank(self) -> usize {
        Technique::ALL
            .iter()
            .position(|&technique| technique == self)
            .expect("ALL holds every technique")
    }

    /// The technique with this id, if there is one.
    pub fn from_id(id: i64) -> Option<Technique> {
        Technique::ALL
            .into_iter()
            .find(|&technique| technique as i64 == id)
    }

    /// The name players know it by.
    pub fn name(self) -> &'static str {
        self.name_cstr().to_str().expect("names are ASCII")
    }

    /// [`Technique::name`] with a terminating NUL, for the C API.
    pub const fn name_cstr(self) -> &'static CStr {
        match self {
            Technique::FullHouse => c"Full house",
            Technique::HiddenSingle => c"Hidden single",
            Technique::NakedSingle => c"Naked single",
            Technique::Pointing => c"Locked candidates (pointing)",
            Technique::Claiming => c"Locked candidates (claiming)",
            Technique::NakedPair => c"Naked pair",
            Technique::HiddenPair => c"Hidden pair",
            Technique::NakedTriple => c"Naked triple",
            Technique::HiddenTriple => c"Hidden triple",
            Technique::XWing => c"X-Wing",
            Technique::NakedQuad => c"Naked quad",
            Technique::HiddenQuad => c"Hidden quad",
            Technique::Swordfish => c"Swordfish",
            Technique::Jellyfish => c"Jellyfish",
            Technique::Skyscraper => c"Skyscraper",
            Technique::TwoStringKite => c"Two-string kite",
            Technique::TurbotFish => c"Turbot fish",
            Technique::EmptyRectangle => c"Empty rectangle",
            Technique::RemotePair => c"Remote pair",
            Technique::WWing => c"W-Wing",
            Technique::XyWing => c"XY-Wing",
            Technique::XyzWing => c"XYZ-Wing",
            Technique::UniqueRectangle1 => c"Unique rectangle type 1",
            Technique::UniqueRectangle2 => c"Unique rectangle type 2",
            Technique::UniqueRectangle3 => c"Unique rectangle type 3",
            Technique::UniqueRectangle4 => c"Unique rectangle type 4",
            Technique::UniqueRectangle5 => c"Unique rectangle type 5",
            Technique::UniqueRectangle6 => c"Unique rectangle type 6",
            Technique::HiddenRectangle => c"Hidden rectangle",
            Technique::AvoidableRectangle1 => c"Avoidable rectangle type 1",
            Technique::AvoidableRectangle2 => c"Avoidable rectangle type 2",
            Technique::SueDeCoq => c"Sue de Coq",
            Technique::ForcingNet => c"Forcing net",
            Technique::AlsXz => c"ALS-XZ",
            Technique::AlsXyWing => c"ALS-XY-Wing",
            Technique::AlsChain => c"ALS-XY-Chain",
            Technique::GroupedAic => c"Grouped AIC",
            Technique::GroupedContinuousNiceLoop => c"Grouped continuous nice loop",
            Technique::BugPlusOne => c"BUG+1",
            Technique::FinnedXWing => c"Finned X-Wing",
            Technique::SashimiXWing => c"Sashimi X-Wing",
            Technique::FinnedSwordfish => c"Finned Swordfish",
            Technique::SashimiSwordfish => c"Sashimi Swordfish",
            Technique::FinnedJellyfish => c"Finned Jellyfish",
            Technique::SashimiJellyfish => c"Sashimi Jellyfish",
            Technique::SimpleColouring => c"Simple colouring",
            Technique::XChain => c"X-chain",
            Technique::XyChain => c"XY-chain",
            Technique::Aic => c"AIC",
            Technique::ContinuousNiceLoop => c"Continuous nice loop",
            Technique::SolutionDigit => c"Solution cell",
            Technique::CageCombination => c"Cage combination",
            Technique::LockedCandidates => c"Locked candidates",
            Technique::InniesOuties => c"45 rule",
            Technique::NonConsecutive => c"Non-consecutive neighbours",
        }
    }

    /// The level a puzzle needing this technique is at least.
    pub const fn level(self) -> Level {
        match self {
            Technique::FullHouse | Technique::HiddenSingle => Level::Beginner,
            Technique::NakedSingle | Technique::CageCombination => Level::Easy,
            Technique::Pointing
            | Technique::LockedCandidates
            | Technique::InniesOuties
            | Technique::NonConsecutive
            | Technique::Claiming
            | Technique::NakedPair
            | Technique::HiddenPair
            | Technique::NakedTriple
            | Technique::HiddenTriple => Level::Medium,
            Technique::XWing
            | Technique::NakedQuad
            | Technique::HiddenQuad
            | Technique::Swordfish
            | Technique::Jellyfish
            | Technique::FinnedXWing
            | Technique::SashimiXWing
            | Technique::Skyscraper
            | Technique::TwoStringKite
            | Technique::TurbotFish
            | Technique::EmptyRectangle
            | Technique::RemotePair
            | Technique::WWing
            | Technique::XyWing
            | Technique::XyzWing
            | Technique::UniqueRectangle1
            | Technique::UniqueRectangle2
            | Technique::UniqueRectangle3
            | Technique::UniqueRectangle4
            | Technique::UniqueRectangle5
            | Technique::UniqueRectangle6
            | Technique::HiddenRectangle
            | Technique::AvoidableRectangle1
            | Technique::AvoidableRectangle2
            | Technique::BugPlusOne
            | Technique::SimpleColouring => Level::Hard,
            Technique::FinnedSwordfish
            | Technique::SashimiSwordfish
            | Technique::FinnedJellyfish
            | Technique::SashimiJellyfish
            | Technique::SueDeCoq
            | Technique::XChain
            | Technique::XyChain
            | Technique::Aic
            | Technique::ContinuousNiceLoop
            | Technique::GroupedAic
            | Technique::GroupedContinuousNiceLoop
            | Technique::AlsXz
            | Technique::AlsXyWing
            | Technique::AlsChain => Level::Expert,
            Technique::ForcingNet | Technique::SolutionDigit => Level::Extreme,
        }
    }

    /// What one step of this technique adds to a rating's score: HoDoKu's default score
    /// for the technique (for the step of no technique, HoDoKu's brute force).
    pub const fn score(self) -> u32 {
        match self {
            Technique::FullHouse | Technique::NakedSingle => 4,
            Technique::HiddenSingle => 14,
            Technique::CageCombination => 10,
            Technique::Pointing | Technique::Claiming | Technique::LockedCandidates => 50,
            Technique::InniesOuties | Technique::NonConsecutive => 60,
            Technique::NakedPair => 60,
            Technique::HiddenPair => 70,
            Technique::NakedTriple => 80,
            Technique::HiddenTriple => 100,
            Technique::NakedQuad => 120,
            Technique::HiddenQuad => 150,
            Technique::XWing => 140,
            Technique::Swordfish => 150,
            Technique::Jellyfish => 160,
            Technique::RemotePair => 110,
            Technique::Skyscraper => 130,
            Technique::TwoStringKite => 150,
            Technique::TurbotFish | Technique::EmptyRectangle => 120,
            Technique::WWing => 150,
            Technique::XyWing => 160,
            Technique::XyzWing => 180,
            Technique::UniqueRectangle1
            | Technique::UniqueRectangle2
            | Technique::UniqueRectangle3
            | Technique::UniqueRectangle4
            | Technique::UniqueRectangle5
            | Technique::UniqueRectangle6
            | Technique::HiddenRectangle
            | Technique::AvoidableRectangle1
            | Technique::AvoidableRectangle2
            | Technique::BugPlusOne => 100,
            Technique::FinnedXWing => 130,
            Technique::SashimiXWing => 150,
            Technique::FinnedSwordfish => 200,
            Technique::SashimiSwordfish => 240,
            Technique::FinnedJellyfish => 250,
            Technique::SashimiJellyfish => 260,
            Technique::SueDeCoq => 250,
            Technique::ForcingNet => 700,
            Technique::AlsXz => 300,
            Technique::AlsXyWing => 320,
            Technique::AlsChain => 340,
            Technique::SimpleColouring => 150,
            Technique::XChain | Technique::XyChain => 260,
            Technique::Aic | Technique::ContinuousNiceLoop => 280,
            Technique::GroupedAic | Technique::GroupedContinuousNiceLoop => 300,
            Technique::SolutionDigit => 10000,
        }
    }

    /// The techniques a search capped at `cap` tries, in order: every technique of
    /// [`Technique::CLASSIC`] up to the last one whose level is at most `cap`. Levels do not
    /// rise along `ALL` everywhere (HoDoKu tries finned Swordfish before simple colouring),
    /// so the slice may hold techniques above `cap`: a step of one of them is where a
    /// search without the cap would go beyond it, and a capped search gives up there.
    pub fn tried_up_to(cap: Level) -> &'static [Technique] {
        Technique::tried_in_up_to(&Technique::CLASSIC, cap)
    }

    /// [`Technique::tried_up_to`] for the techniques of `order` (such as
    /// [`Technique::RULES`]).
    pub fn tried_in_up_to(order: &'static [Technique], cap: Level) -> &'static [Technique] {
        let end = order
            .iter()
            .rposition(|technique| technique.level() <= cap)
            .map_or(0, |last| last + 1);
        &order[..end]
    }

    /// What trying the technique once costs a hint's or rating's budget, in guesses:
    /// about its finder's work on a hard grid over a guess's (a round of the search's
    /// propagation). Finders of one pass over the houses or pairs of cells count
    /// one.
    pub const fn effort(self) -> u64 {
        use Technique::*;
        match self {
            ForcingNet => 150,
            GroupedAic => 80,
            SueDeCoq => 70,
            Aic | AlsXz => 25,
            FinnedXWing | SashimiXWing | FinnedSwordfish | SashimiSwordfish | FinnedJellyfish
            | SashimiJellyfish => 20,
            AlsChain => 15,
            EmptyRectangle => 6,
            AlsXyWing => 4,
            _ => 1,
        }
    }

    /// The singles, which come first in [`Technique::CLASSIC`] and [`Technique::RULES`]; every technique after them only
    /// eliminates, but for [`Technique::SolutionDigit`].
    pub const SINGLES: usize = 3;
}

impl Ord for Technique {
    fn cmp(&self, other: &Technique) -> std::cmp::Ordering {
        (self.level(), self.rank()).cmp(&(other.level(), other.rank()))
    }
}

impl PartialOrd for Technique {
    fn partial_cmp(&self, other: &Technique) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_dense_and_levels_never_fall() {
        let mut ids: Vec<usize> = Technique::ALL.iter().map(|&t| t as usize).collect();
        ids.sort_unstable();
        assert_eq!(ids, (0..Technique::ALL.len()).collect::<Vec<_>>());
        for technique in Technique::ALL {
            assert_eq!(Technique::from_id(technique as i64), Some(technique));
        }
        assert_eq!(
            Technique::CLASSIC[..Technique::SINGLES],
            Technique::RULES[..Technique::SINGLES]
        );
        assert!(Technique::CLASSIC[..Technique::SINGLES]
            .iter()
            .all(|technique| technique.level() <= Level::Easy));
        assert!(Technique::CLASSIC[Technique::SINGLES..]
            .iter()
            .all(|technique| technique.level() >= Level::Medium));
        assert_eq!(
            Technique::tried_up_to(Level::Easy),
            &Technique::CLASSIC[..3]
        );
        assert_eq!(
            Technique::tried_up_to(Level::Hard).last(),
            Some(&Technique::SimpleColouring)
        );
        assert_eq!(Technique::tried_up_to(Level::Extreme), &Technique::CLASSIC);
        assert_eq!(Technique::from_id(Technique::ALL.len() as i64), None);
        assert_eq!(Level::from_id(0), None);
        assert_eq!(Level::from_id(6), Some(Level::Extreme));
    }
}
