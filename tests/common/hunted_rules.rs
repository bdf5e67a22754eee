//! The lines of `tests/data/adversarial-rules.txt`: a rule set and a board that the rules
//! hunter (`benches/rules_hunter.rs`) found slow, with what it saw. The hunter writes
//! them and the tests replay them; both include this file.
//!
//! A line: `flags givens regions cages sums outcome guesses note...`, where `flags` is
//! the `SUDOKU_RULE_*` bits as a number, `givens` 81 characters (`.` empty), `regions` 81
//! region ids or `-`, `cages` 81 comma-separated cage ids or `-`, `sums` the cages' sums
//! in id order or `-`, `outcome` `none`, `unique`, `many` or `unknown` (the hunter's cap
//! stopped the count), and `guesses` those of the count to 2 when found, capped.

use super::variant::Variant;

/// One hunted board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hunted {
    pub variant: Variant,
    /// Digits, `0` for an empty cell.
    pub givens: [u8; 81],
    pub outcome: String,
    pub guesses: u64,
}

/// `bytes` joined by commas, or `-` when there are none.
fn list(bytes: &[u8]) -> String {
    match bytes.is_empty() {
        true => "-".into(),
        false => bytes
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(","),
    }
}

impl Hunted {
    /// The board as text, `.` for an empty cell.
    pub fn board(&self) -> [u8; 81] {
        self.givens
            .map(|digit| if digit == 0 { b'.' } else { b'0' + digit })
    }

    /// The line for the file, without its note.
    pub fn line(&self) -> String {
        let regions: String = self.variant.regions.map_or("-".into(), |regions| {
            regions.iter().map(|id| char::from(b'0' + id)).collect()
        });
        let cages = self.variant.cages.map_or("-".into(), |cages| list(&cages));
        format!(
            "{} {} {regions} {cages} {} {} {}",
            self.variant.flags,
            String::from_utf8_lossy(&self.board()),
            list(&self.variant.sums),
            self.outcome,
            self.guesses
        )
    }

    /// Reads a line; `None` for a comment, a blank line or a line of another form.
    pub fn parse(line: &str) -> Option<Hunted> {
        if line.starts_with('#') {
            return None;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [flags, givens, regions, cages, sums, outcome, guesses, ..] = fields[..] else {
            return None;
        };
        let givens = givens.bytes().map(|b| match b {
            b'1'..=b'9' => Some(b - b'0'),
            b'.' | b'0' => Some(0),
            _ => None,
        });
        Some(Hunted {
            variant: variant_of(flags.parse().ok()?, regions, cages, sums)?,
            givens: cells(givens.collect::<Option<Vec<u8>>>()?)?,
            outcome: outcome.into(),
            guesses: guesses.parse().ok()?,
        })
    }
}

/// 81 values as a board's worth of cells, or `None`.
fn cells(values: Vec<u8>) -> Option<[u8; 81]> {
    values.try_into().ok()
}

/// A rule set from `flags` and three fields as this file and `tests/data/variants.txt`
/// both spell them: `regions` 81 region ids or `-`, `cages` 81 comma-separated cage ids
/// or `-`, `sums` the cages' sums, comma-separated, or `-`; `None` for a field of another
/// form.
pub fn variant_of(flags: u32, regions: &str, cages: &str, sums: &str) -> Option<Variant> {
    let numbers =
        |field: &str| -> Option<Vec<u8>> { field.split(',').map(|n| n.parse().ok()).collect() };
    Some(Variant {
        flags,
        regions: match regions {
            "-" => None,
            ids => Some(cells(ids.bytes().map(|b| b.wrapping_sub(b'0')).collect())?),
        },
        cages: match cages {
            "-" => None,
            ids => Some(cells(numbers(ids)?)?),
        },
        sums: match sums {
            "-" => Vec::new(),
            sums => numbers(sums)?,
        },
    })
}
