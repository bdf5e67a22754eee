//! Human-style solving under variant rules: hints and ratings with the techniques of
//! [`crate::Technique::RULES`] over the rules' houses, cages and moves. Every step is sound
//! for any puzzle: none relies on the solution being unique (no uniqueness technique is
//! tried), so a hint holds under every rule set. Nothing here allocates.

mod describe;
mod fill;
mod forcing;
mod group;
mod techniques;

pub use describe::describe_under;

use super::{search, DEFAULT_EFFORT, DEFAULT_GUESSES};
use crate::geometry::digits::ALL_DIGITS;
use crate::geometry::Layout;
use crate::geometry::CELLS;
use crate::logic::walk::{self, Budget};
use crate::logic::Grid;
use crate::logic::{Level, Rating, Refusal, Step};

/// How much work a hint or rating under rules may do, in guesses: the search for the
/// solution counts its guesses, and each technique tried at a step counts its
/// `Technique::effort` (1 for the finders of one pass, up to 150 for a forcing net), a
/// unit being about the work of a guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most guesses the search for the solution may make (`None`: no limit).
    pub search: Option<u64>,
    /// The most the search and the walk by techniques may spend together (`None`: no
    /// limit).
    pub effort: Option<u64>,
}

impl Limits {
    /// The limits of a call whose caller sets none: [`DEFAULT_GUESSES`] for the search,
    /// [`DEFAULT_EFFORT`] in all.
    pub const DEFAULT: Limits = Limits {
        search: Some(DEFAULT_GUESSES),
        effort: Some(DEFAULT_EFFORT),
    };

    /// The same limit for the search and for the whole call.
    pub fn all(max: Option<u64>) -> Limits {
        Limits {
            search: max,
            effort: max,
        }
    }
}

/// The one solution of `values` under `layout`, searched within `limits`, and the budget
/// the rest of the call has once the search's guesses are spent.
fn unique_solution(
    layout: &Layout,
    values: &[u8; CELLS],
    limits: Limits,
) -> Result<([u8; CELLS], Budget), Refusal> {
    let effort = limits.effort.unwrap_or(u64::MAX);
    let guesses = limits.search.map_or(effort, |search| search.min(effort));
    let searched = search(layout, values, 2, Some(guesses));
    let solution = match (searched.limit_reached, searched.found, searched.first) {
        (true, ..) => Err(Refusal::LimitReached),
        (false, 1, Some(solution)) => Ok(solution),
        (false, 0, _) => Err(Refusal::NoSolution),
        _ => Err(Refusal::MultipleSolutions),
    }?;
    Ok((solution, Budget::spent_of(searched.stats.guesses, effort)))
}

/// The simplest next step for `values` (digits `1..=9`, `0` for empty cells, no two
/// peers repeating a digit) under `layout`, from `marks` when the player has pencil
/// marks or from every candidate; the search for the solution and the techniques tried
/// stay within `limits`. When no technique applies, the step gives the empty cell with
/// the fewest candidates its digit from the solution.
pub fn hint_under(
    layout: &Layout,
    values: &[u8; CELLS],
    marks: Option<&[u16; CELLS]>,
    limits: Limits,
) -> Result<Step, Refusal> {
    if values.iter().all(|&digit| digit != 0) {
        return Err(Refusal::Solved);
    }
    let (solution, mut budget) = unique_solution(layout, values, limits)?;
    let grid = Grid::under(layout, values, marks.unwrap_or(&[ALL_DIGITS; CELLS]));
    walk::hint(&grid, &solution, &mut budget)
}

/// Rates a puzzle with one solution under `layout` by a walk of simplest steps, as
/// [`hint_under`] gives them, the search and the walk within `limits`. The level is the
/// hardest technique's, not raised by the score: HoDoKu's thresholds are set for classic
/// puzzles, and a killer's many cheap cage steps would pass them all. Deterministic:
/// integers only, a fixed order of steps.
pub fn rate_under(
    layout: &Layout,
    values: &[u8; CELLS],
    limits: Limits,
) -> Result<Rating, Refusal> {
    rate_up_to(layout, values, limits, Level::Extreme)
        .map(|rating| rating.expect("extreme caps nothing"))
}

/// [`rate_under`], giving up (`None`) where the walk takes a step above `cap`.
pub fn rate_up_to(
    layout: &Layout,
    values: &[u8; CELLS],
    limits: Limits,
    cap: Level,
) -> Result<Option<Rating>, Refusal> {
    let (solution, mut budget) = unique_solution(layout, values, limits)?;
    let grid = Grid::under(layout, values, &[ALL_DIGITS; CELLS]);
    walk::rate(grid, Some(&solution), cap, &mut budget)
}

#[cfg(test)]
mod tests {
    use super::techniques::find;
    use super::*;
    use crate::logic::describe::Text;
    use crate::logic::techniques::Search;
    use crate::logic::{solution_step, Technique};
    use crate::rules::Rules;

    /// Row 1 holds three cages, of sums 3, 7 and 20, and two cells in none.
    fn row_of_cages() -> Rules {
        let mut cages = [0u8; CELLS];
        cages[..7].copy_from_slice(&[1, 1, 2, 2, 3, 3, 3]);
        Rules::new(0, None, Some((&cages, &[3, 7, 20]))).unwrap()
    }

    /// The text of the first step of `technique` on an empty board under `rules`.
    fn first_text(rules: &Rules, technique: Technique) -> String {
        first_text_marked(rules, technique, &[ALL_DIGITS; CELLS])
    }

    /// [`first_text`] with the player's pencil marks.
    fn first_text_marked(rules: &Rules, technique: Technique, marks: &[u16; CELLS]) -> String {
        let layout = Layout::new(rules);
        let grid = Grid::under(&layout, &[0; CELLS], marks);
        let step = find(technique, &mut Search::new(&grid)).expect("a step");
        Text::written(|out| describe_under(&step, &layout, out))
            .as_str()
            .to_string()
    }

    #[test]
    fn killer_steps_name_their_cage_and_its_sum() {
        let rules = row_of_cages();
        assert!(first_text(&rules, Technique::CageCombination).starts_with(
            "Cage combination: cage 1 (sum 3 in 2 cells) can only hold 1 and 2 in r1c1, r1c2, so 3 leaves r1c1, r1c2;"
        ));
        assert!(first_text(&rules, Technique::LockedCandidates).starts_with(
            "Locked candidates: cage 1 (sum 3 in 2 cells) must hold 1, which lies only in r1c1, r1c2, so 1 leaves r1c3, r1c4,"
        ));
        // 45 - 3 - 7 - 20 = 15 in two cells: 6 + 9 or 7 + 8
        assert_eq!(
            first_text(&rules, Technique::InniesOuties),
            "45 rule: row 1 sums to 45, and the cages inside it to 30, so r1c8, r1c9 add up to 15, so 1 leaves r1c8, r1c9; 2 leaves r1c8, r1c9; 3 leaves r1c8, r1c9; 4 leaves r1c8, r1c9; 5 leaves r1c8, r1c9"
        );
    }

    #[test]
    fn a_cage_holds_a_digit_a_house_places_only_in_it() {
        // a cage of r1c1 and r1c2 summing to 10, neither holding 5, and 4 nowhere else in
        // row 1: the cage is 4 + 6
        let mut cages = [0u8; CELLS];
        cages[..2].copy_from_slice(&[1, 1]);
        let rules = Rules::new(0, None, Some((&cages, &[10]))).unwrap();
        let mut marks = [ALL_DIGITS; CELLS];
        marks[..2].fill(ALL_DIGITS & !(1 << 4));
        marks[2..9].fill(ALL_DIGITS & !(1 << 3));
        assert_eq!(
            first_text_marked(&rules, Technique::CageCombination, &marks),
            "Cage combination: cage 1 (sum 10 in 2 cells) must hold 4, which row 1 can only place in it, so it can only hold 4 and 6 in r1c1, r1c2, so 1 leaves r1c1, r1c2; 2 leaves r1c1, r1c2; 3 leaves r1c1, r1c2; 7 leaves r1c1, r1c2; 8 leaves r1c1, r1c2; 9 leaves r1c1, r1c2"
        );
    }

    #[test]
    fn outies_of_a_house_make_the_sum_its_cages_pass_45_by() {
        // three cages cover column 1, each reaching one cell into column 2: they sum to
        // 45 + 10
        let mut cages = [0u8; CELLS];
        for row in 0..9 {
            cages[row * 9] = (row / 3) as u8 + 1;
        }
        for id in 1..=3 {
            cages[(3 * id - 2) * 9 + 1] = id as u8;
        }
        let rules = Rules::new(0, None, Some((&cages, &[16, 15, 24]))).unwrap();
        assert_eq!(
            first_text(&rules, Technique::InniesOuties),
            "45 rule: column 1 sums to 45, and the cages in or crossing it to 55, so r2c2, r5c2, r8c2 outside it add up to 10, so 8 leaves r2c2, r5c2, r8c2; 9 leaves r2c2, r5c2, r8c2"
        );
    }

    /// Pencil marks of `digit` alone in `cells` and 9 alone in the others, with 2 added in
    /// `with_two`: few candidates keep the chain searches short under Miri.
    fn marks_with(digit: u16, cells: &[usize], with_two: &[usize]) -> [u16; CELLS] {
        let mut marks = [1 << 8; CELLS];
        cells.iter().for_each(|&cell| marks[cell] = digit);
        with_two.iter().for_each(|&cell| marks[cell] |= 0b10);
        marks
    }

    /// Checks that the first step of `technique` with `marks` under `rules` reads `text`,
    /// and that the classic rules give none: the step rests on what the rules add.
    fn assert_only_under(rules: &Rules, technique: Technique, marks: &[u16; CELLS], text: &str) {
        assert_eq!(first_text_marked(rules, technique, marks), text);
        let classic = Layout::new(&Rules::classic());
        let grid = Grid::under(&classic, &[0; CELLS], marks);
        assert_eq!(find(technique, &mut Search::new(&grid)), None);
    }

    #[test]
    fn chains_link_through_the_diagonals() {
        // 1 goes in r1c1 or r5c5 (the main diagonal), r5c8 or r9c8 (column 8); r5c5 sees
        // r5c8, so r1c1 or r9c8 is 1, and r9c1 sees both
        let rules = Rules::new(Rules::DIAGONALS, None, None).unwrap();
        let marks = marks_with(0b1, &[0, 40, 43, 79, 72], &[]);
        assert_only_under(
            &rules,
            Technique::TurbotFish,
            &marks,
            "Turbot fish: (1)r1c1=(1)r5c5-(1)r5c8=(1)r9c8, so 1 leaves r9c1",
        );
        // r5c5 and r9c1 are the anti-diagonal's only places for 1, and r1c1 sees both
        assert_only_under(
            &rules,
            Technique::Aic,
            &marks,
            "Continuous nice loop: (1)r5c5=(1)r9c1-(1)r5c5, so 1 leaves r1c1",
        );
    }

    #[test]
    fn a_w_wing_links_through_a_window() {
        // r2c7 and r7c4 hold 1 or 2; window 1 places 1 only in r2c2, which r2c7 sees, or
        // r4c4, which r7c4 sees: one of them is 2
        let rules = Rules::new(Rules::WINDOKU, None, None).unwrap();
        let mut marks = marks_with(0b1, &[10, 30], &[12, 60]);
        marks[15] = 0b11;
        marks[57] = 0b11;
        assert_only_under(
            &rules,
            Technique::WWing,
            &marks,
            "W-Wing: r2c2, r2c7, r4c4, r7c4 (1 and 2), so 2 leaves r2c4, r7c7",
        );
    }

    #[test]
    fn simple_colouring_traps_a_cell_by_a_knight_s_move() {
        // row 1 places 1 only in r1c2 and r1c4; r2c2 sees r1c2 by its column and r1c4 by
        // a knight's move
        let rules = Rules::new(Rules::ANTI_KNIGHT, None, None).unwrap();
        let marks = marks_with(0b1, &[1, 3, 10, 18, 73], &[]);
        assert_only_under(
            &rules,
            Technique::SimpleColouring,
            &marks,
            "Simple colouring on 1: the colours alternate along (1)r1c2=(1)r1c4, so r1c2 or r1c4 is 1, and a cell that sees both colours is not: 1 leaves r2c2",
        );
    }

    #[test]
    fn a_finned_x_wing_s_fin_sees_its_target_by_a_knight_s_move() {
        // rows 1 and 5 place 1 in columns 1 and 5 but for the fin r1c7, a knight's move
        // from r2c5
        let rules = Rules::new(Rules::ANTI_KNIGHT, None, None).unwrap();
        let marks = marks_with(0b1, &[0, 4, 6, 36, 40, 13], &[]);
        assert_only_under(
            &rules,
            Technique::FinnedXWing,
            &marks,
            "Finned X-Wing: 1 with base row 1 and row 5, cover column 1 and column 5, fins r1c7, so 1 leaves r2c5",
        );
    }

    #[test]
    fn an_empty_rectangle_s_far_arm_is_seen_by_a_knight_s_move() {
        // box 1 places 1 only in r1c2, r1c3 (row 1) and r2c1 (column 1); r1c6 = r4c6 in
        // column 6; r4c2 sees r4c6 and, a knight's move away, r2c1
        let rules = Rules::new(Rules::ANTI_KNIGHT, None, None).unwrap();
        let marks = marks_with(0b1, &[1, 2, 9, 5, 32, 28], &[]);
        assert_only_under(
            &rules,
            Technique::EmptyRectangle,
            &marks,
            "Empty rectangle: in box 1, 1 lies only in row 1 and column 1, and (1)r1c6=(1)r4c6, so 1 leaves r4c2",
        );
    }

    #[test]
    fn almost_locked_sets_link_through_a_diagonal() {
        // r1c1 holds 1 or 2; r5c5 and r5c9 hold 1, 2 and 3 between them, and their 1 sees
        // r1c1 along the main diagonal: r1c1 or r5c9 holds 2, and r1c9, r5c1 and r9c9 see both
        let rules = Rules::new(Rules::DIAGONALS, None, None).unwrap();
        let mut marks = [ALL_DIGITS; CELLS];
        marks[0] = 0b11;
        marks[40] = 0b101;
        marks[44] = 0b110;
        assert_only_under(
            &rules,
            Technique::AlsXz,
            &marks,
            "ALS-XZ: r1c1 (12) -1- r5c5, r5c9 (123), so one end set holds 2: 2 leaves r1c9, r5c1, r9c9",
        );
    }

    #[test]
    fn a_cell_within_one_of_a_digit_takes_it_from_its_neighbours() {
        // r1c1 holds 3 or 5, each next to 4 or equal to it: r1c2 and r2c1 cannot hold 4
        let rules = Rules::new(Rules::NON_CONSECUTIVE, None, None).unwrap();
        let mut marks = [ALL_DIGITS; CELLS];
        marks[0] = 0b1_0100;
        assert_only_under(
            &rules,
            Technique::NonConsecutive,
            &marks,
            "Non-consecutive neighbours: r1c1 can only hold 3 and 5, so whichever it holds, 4 beside it would repeat it or sit next to it: 4 leaves r1c2, r2c1",
        );
        // 4 or 5 in r1c1: both leave its neighbours
        marks[0] = 0b1_1000;
        assert!(first_text_marked(&rules, Technique::NonConsecutive, &marks)
            .ends_with("4 leaves r1c2, r2c1; 5 leaves r1c2, r2c1"));
    }

    #[test]
    fn a_cell_beside_every_place_of_a_digit_in_a_house_loses_the_digits_next_to_it() {
        // row 1 places 5 only in r1c4 and r1c6, both beside r1c5: one of its neighbours
        // holds 5, so it holds neither 4 nor 6
        let rules = Rules::new(Rules::NON_CONSECUTIVE, None, None).unwrap();
        let mut marks = [ALL_DIGITS; CELLS];
        marks[..9].fill(ALL_DIGITS & !(1 << 4));
        marks[3] = ALL_DIGITS;
        marks[5] = ALL_DIGITS;
        assert_only_under(
            &rules,
            Technique::NonConsecutive,
            &marks,
            "Non-consecutive neighbours: in row 1, 5 lies only in r1c4, r1c6, so a cell beside each of them (or one of them) holds 5 or sits beside it, and cannot hold a digit next to it: 4 leaves r1c5; 6 leaves r1c5",
        );
        // in r1c4 and r1c5, each is the other's neighbour: both lose 4 and 6
        marks[4] = ALL_DIGITS;
        marks[5] = ALL_DIGITS & !(1 << 4);
        assert!(first_text_marked(&rules, Technique::NonConsecutive, &marks)
            .ends_with("4 leaves r1c4, r1c5; 6 leaves r1c4, r1c5"));
    }

    #[test]
    fn a_walk_finds_what_a_search_of_every_unit_finds() {
        // minimal puzzles under these rules need fish, colouring, chains and forcing nets,
        // so the techniques searched by digit find nothing at many steps before they find
        // something; at each step the walk's step is the one a search of every unit finds
        use crate::generator::symmetry::Symmetry;
        use crate::generator::variant::{generate_under, VariantOptions};
        use crate::logic::techniques::{Finders, Units};
        let options = VariantOptions {
            symmetry: Symmetry::None,
            minimal: true,
            levels: None,
            max_tries: 1,
        };
        let mut by_digit_finds = 0;
        for flags in [Rules::NON_CONSECUTIVE, Rules::ANTI_KNIGHT] {
            let rules = Rules::new(flags, None, None).unwrap();
            let layout = Layout::new(&rules);
            let puzzle = generate_under(&rules, 1, &options).expect("a puzzle");
            let (solution, _) = unique_solution(&layout, &puzzle, Limits::all(None)).unwrap();
            let mut grid = Grid::under(&layout, &puzzle, &[ALL_DIGITS; CELLS]);
            let mut walk = walk::Walk::new(&grid);
            while !grid.is_solved() {
                let budget = &mut Budget::unlimited();
                let step = walk.next_step(&grid, &Technique::RULES, budget).unwrap();
                let searched = walk::first_step(&grid, &Technique::RULES, budget).unwrap();
                assert_eq!(step, searched);
                let by_digit = |step: &Step| <&Layout>::units(step.technique) == Units::Digits;
                by_digit_finds += usize::from(step.as_ref().is_some_and(by_digit));
                grid.apply(&step.unwrap_or_else(|| solution_step(&grid, &solution)));
            }
        }
        assert!(by_digit_finds > 0);
    }

    /// The jigsaw whose region 1 is box 1 with r1c4 for r3c3 (which joins region 2).
    fn box_1_swaps_r3c3_for_r1c4() -> Rules {
        let mut regions: [u8; CELLS] =
            std::array::from_fn(|cell| (cell / 27 * 3 + cell % 9 / 3) as u8);
        regions[3] = 0;
        regions[20] = 1;
        Rules::new(0, Some(&regions), None).unwrap()
    }

    #[test]
    fn a_sue_de_coq_s_core_lies_where_a_jigsaw_region_meets_a_row() {
        // region 1 is box 1 with r1c4 for r3c3: r1c1 and r1c4 hold 1-4 between them, r1c9
        // 1 or 2, r2c1 3 or 4; so 1 and 2 stay in row 1's three cells, 3 and 4 in region 1's
        let rules = box_1_swaps_r3c3_for_r1c4();
        let mut marks = [ALL_DIGITS; CELLS];
        marks[0] = 0b111;
        marks[3] = 0b1110;
        marks[8] = 0b11;
        marks[9] = 0b1100;
        assert_only_under(
            &rules,
            Technique::SueDeCoq,
            &marks,
            "Sue de Coq: r1c1, r1c4 where region 1 meets row 1 hold 1, 2, 3 and 4, with r1c9 in the line and r2c1 in region 1, so 1 leaves r1c2, r1c3, r1c5, r1c6, r1c7, r1c8; 2 leaves r1c2, r1c3, r1c5, r1c6, r1c7, r1c8 and 12 more",
        );
    }

    #[test]
    fn a_grouped_chain_s_group_lies_where_a_jigsaw_region_meets_a_column() {
        // region 1 is box 1 with r1c4 for r3c3, so column 3 meets it in r1c3 and r2c3: 1
        // goes in r1c8 or r3c9 (box 3), which sees r3c3; then in that group (column 3),
        // which sees r1c4 through region 1, as r1c8 does through row 1
        let rules = box_1_swaps_r3c3_for_r1c4();
        let marks = marks_with(0b1, &[2, 3, 7, 11, 20, 26, 32], &[]);
        assert_only_under(
            &rules,
            Technique::GroupedAic,
            &marks,
            "Grouped AIC: (1)r1c8=(1)r3c9-(1)r3c3=(1)r12c3, so 1 leaves r1c4",
        );
    }

    #[test]
    fn variant_houses_are_named_as_players_name_them() {
        let rules = Rules::new(Rules::DIAGONALS | Rules::WINDOKU, None, None).unwrap();
        let layout = Layout::new(&rules);
        let mut values = [0u8; CELLS];
        // the main diagonal holds 1-8 but in r9c9; window 4 (rows and columns 6-8) has
        // r9c9 outside it
        for (i, digit) in (1..=8).enumerate() {
            values[i * 10] = digit;
        }
        let grid = Grid::under(&layout, &values, &[ALL_DIGITS; CELLS]);
        let step = find(Technique::FullHouse, &mut Search::new(&grid)).expect("a full house");
        let text = Text::written(|out| describe_under(&step, &layout, out));
        assert_eq!(
            text.as_str(),
            "Full house: r9c9 is the last empty cell in the main diagonal, so it is 9"
        );
    }
}
