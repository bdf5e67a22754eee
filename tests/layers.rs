//! The layering ARCHITECTURE.md states, checked on the sources: the C ABI (`src/ffi/`)
//! names nothing below the safe API, and no two files of `src/` import each other, however
//! far round.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, by path.
fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

/// The code of a file that the library is built from: without its comments, and without
/// its unit tests (a `#[cfg(test)] mod tests` is the last item of a file here).
fn library_code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap();
    code.lines()
        .map(|line| line.split("//").next().unwrap())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The module path of a file of `src/`: `src/rules/logic/grid.rs` is `rules::logic::grid`,
/// and a `mod.rs` or `lib.rs` is its folder's module.
fn module_of(src: &Path, path: &Path) -> Vec<String> {
    let relative = path.strip_prefix(src).unwrap().with_extension("");
    let mut module: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
        module.pop();
    }
    module
}

/// The paths a file's code names that start at `crate`, `super` or `self`, each as its
/// segments; a `use` list (`use super::{a, b::c}`) gives one path per item (a nested list
/// gives its outer path).
fn named_paths(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let words = |text: &str| -> Vec<String> {
        text.split("::")
            .map(|part| part.trim().to_string())
            .filter(|part| !part.is_empty())
            .collect()
    };
    let mut rest = code;
    while let Some(at) = ["crate::", "super::", "self::"]
        .iter()
        .filter_map(|start| rest.find(start))
        .min()
    {
        let before = rest[..at].chars().last();
        let tail = &rest[at..];
        let end = tail
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or(tail.len());
        let path = words(&tail[..end]);
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            rest = &tail[end..];
            continue;
        }
        if tail[end..].starts_with('{') {
            // a list names its items, not the module that holds them
            let list = &tail[end + 1..tail.find('}').unwrap_or(tail.len())];
            for item in list.split(',') {
                let mut full = path.clone();
                full.extend(words(item.split(" as ").next().unwrap()));
                paths.push(full);
            }
        } else {
            paths.push(path);
        }
        rest = &tail[end..];
    }
    paths
}

/// The file a path named in `module` leads into: the longest prefix of it that is a
/// module of `modules`.
fn file_named<'a>(
    module: &[String],
    path: &[String],
    modules: &'a BTreeMap<Vec<String>, PathBuf>,
) -> Option<&'a PathBuf> {
    let (mut base, mut rest) = (module.to_vec(), path);
    match rest.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        _ => {
            while rest.first().map(String::as_str) == Some("super") {
                base.pop();
                rest = &rest[1..];
            }
        }
    }
    (0..=rest.len())
        .rev()
        .map(|length| [base.as_slice(), &rest[..length]].concat())
        .find_map(|candidate| modules.get(&candidate))
}

/// For each file of `src/`, the other files its code names.
fn imports() -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let modules: BTreeMap<Vec<String>, PathBuf> = files
        .iter()
        .map(|path| (module_of(&src, path), path.clone()))
        .collect();
    files
        .iter()
        .map(|path| {
            let module = module_of(&src, path);
            let named = named_paths(&library_code(path))
                .iter()
                .filter_map(|named| file_named(&module, named, &modules))
                .filter(|&file| file != path)
                .cloned()
                .collect();
            (path.clone(), named)
        })
        .collect()
}

#[test]
fn the_c_abi_names_nothing_below_the_api() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src.join("ffi"), &mut files);
    assert!(files.len() > 10, "src/ffi holds the exports");
    for path in files {
        let code = library_code(&path);
        for layer in ["engine", "logic", "rules", "generator"] {
            assert!(
                !code.contains(&format!("crate::{layer}")),
                "{} names crate::{layer}",
                path.display()
            );
        }
    }
}

#[test]
fn no_files_import_each_other_round_a_circle() {
    let imports = imports();
    // a depth-first walk from every file, keeping the path it is on
    fn walk<'a>(
        file: &'a PathBuf,
        imports: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        path: &mut Vec<&'a PathBuf>,
        done: &mut BTreeSet<&'a PathBuf>,
    ) {
        if let Some(at) = path.iter().position(|&on| on == file) {
            let circle: Vec<_> = path[at..].iter().map(|file| file.display()).collect();
            panic!("a file circle: {circle:?}");
        }
        if !done.insert(file) {
            return;
        }
        path.push(file);
        for next in &imports[file] {
            walk(next, imports, path, done);
        }
        path.pop();
    }
    let mut done = BTreeSet::new();
    for file in imports.keys() {
        walk(file, &imports, &mut Vec::new(), &mut done);
    }
    // the walk saw the imports the layers rest on
    let api = imports
        .iter()
        .find(|(file, _)| file.ends_with("src/api/mod.rs"))
        .expect("src/api/mod.rs");
    assert!(api.1.iter().any(|file| file.ends_with("src/engine/mod.rs")));
}
