//! The harness of the test files whose checks need more than Rust: a C++ compiler, cmake,
//! an interpreter, MinGW, Wine, Node.js. A check returns `Checked`: `Ok(())` when it ran
//! and passed, or a `Skip` naming what it lacked. A skipped check is reported as
//! `ignored (reason)` on its own line, and each test program ends with the list of the
//! checks that did not run and why, so a run without the optional tools says so where the
//! user looks.
//!
//! Under CI (`CI` set) a missing tool is a failure instead, since `.ci/run` installs every
//! tool the tests use. The release tier is the one skip CI allows: a debug build
//! (`cargo test`) leaves the slow checks to `cargo test --release`.

use libtest_mimic::{Arguments, Completion, Trial};
use std::process::{Command, ExitCode};
use std::sync::{Arc, Mutex};

/// Why a check did not run.
#[derive(Debug)]
pub struct Skip(String);

/// What a check gives: `Ok(())` when it ran (a failure panics), or the reason it did not.
pub type Checked = Result<(), Skip>;

/// A check's name and the function that runs it.
pub type Check = (&'static str, fn() -> Checked);

/// Runs `checks` under libtest's arguments and output format, then names those that did
/// not run, grouped by reason (a large group by its count).
pub fn run(checks: &[Check]) -> ExitCode {
    let args = Arguments::from_args();
    let skipped: Arc<Mutex<Vec<(&'static str, String)>>> = Arc::default();
    let trials = checks
        .iter()
        .map(|&(name, check)| {
            let skipped = Arc::clone(&skipped);
            Trial::ignorable_test(name, move || match check() {
                Ok(()) => Ok(Completion::Completed),
                Err(Skip(reason)) => {
                    skipped.lock().unwrap().push((name, reason.clone()));
                    Ok(Completion::ignored_with(reason))
                }
            })
        })
        .collect();
    let conclusion = libtest_mimic::run(&args, trials);
    let mut skipped = skipped.lock().unwrap().clone();
    if !skipped.is_empty() {
        skipped.sort_by(|a, b| (&a.1, a.0).cmp(&(&b.1, b.0)));
        println!("notice: {} checks did not run", skipped.len());
        for group in skipped.chunk_by(|a, b| a.1 == b.1) {
            let reason = &group[0].1;
            if group.len() > 4 {
                println!("  {reason}: {} checks", group.len());
            } else {
                let names: Vec<&str> = group.iter().map(|(name, _)| *name).collect();
                println!("  {reason}: {}", names.join(", "));
            }
        }
        println!();
    }
    conclusion.exit_code()
}

/// One `fn main` that runs the named checks, each a `fn() -> Checked` of the file.
#[macro_export]
macro_rules! run_checks {
    ($($check:ident),+ $(,)?) => {
        fn main() -> std::process::ExitCode {
            common::checks::run(&[$((stringify!($check), $check as fn() -> common::checks::Checked)),+])
        }
    };
}

/// The check is of the release tier: it runs under `cargo test --release` only.
pub fn release_tier() -> Checked {
    if cfg!(debug_assertions) {
        Err(Skip("release tier: runs under cargo test --release".into()))
    } else {
        Ok(())
    }
}

/// The check needs `what`, which `available` says is there. Without it the check is skipped,
/// and under CI it fails.
pub fn need(what: &str, available: bool) -> Checked {
    if available {
        return Ok(());
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "{what} is required under CI (.ci/run installs it)"
    );
    Err(Skip(format!("{what} is not available")))
}

/// The check needs `command` (a program and its arguments) to run and succeed, as the
/// sign that `what` is installed.
pub fn need_tool(what: &str, command: &[&str]) -> Checked {
    need(what, succeeds(command))
}

/// The check needs the Rust target `target` installed (`rustup target list --installed`,
/// which answers for the toolchain this run uses).
pub fn need_rust_target(target: &str) -> Checked {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .is_ok_and(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .any(|l| l == target)
        });
    need(&format!("the {target} Rust target"), installed)
}

/// True when `command` (a program and its arguments) runs and succeeds.
pub fn succeeds(command: &[&str]) -> bool {
    Command::new(command[0])
        .args(&command[1..])
        .output()
        .is_ok_and(|o| o.status.success())
}
