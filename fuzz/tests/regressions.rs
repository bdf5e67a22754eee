//! Replays, through the same checks as the fuzz targets, every input of the seed corpus
//! (`fuzz/corpus/TARGET/`) and every input that was ever a fuzzing finding
//! (`tests/fuzz-regressions/TARGET/`). Runs on stable Rust: `cargo test --manifest-path
//! fuzz/Cargo.toml`.

use std::path::Path;

use fuzz_checks::targets::ALL;

/// The inputs in `dir`, by file name; none when it does not exist.
fn inputs(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut inputs: Vec<(String, Vec<u8>)> = entries
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_file())
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&path).unwrap())
        })
        .collect();
    inputs.sort();
    inputs
}

#[test]
fn every_seed_and_every_past_finding_passes_its_target() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR"));
    let regressions = fuzz.join("../tests/fuzz-regressions");
    for (name, target) in ALL {
        let seeds = inputs(&fuzz.join("corpus").join(name));
        assert!(!seeds.is_empty(), "{name} has no seed corpus");
        for (file, data) in seeds.iter().chain(&inputs(&regressions.join(name))) {
            eprintln!("{name}: {file}");
            target(data);
        }
    }
}

#[test]
fn every_target_has_a_binary() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (name, _) in ALL {
        assert!(
            fuzz.join("fuzz_targets")
                .join(format!("{name}.rs"))
                .is_file(),
            "{name}"
        );
    }
}
