//! `docs/API.md`, the C API reference, is generated from the doc comments of
//! `include/sudoku.h`: this test renders it and fails when the checked-in file differs.
//! After changing the header, run `SUDOKU_UPDATE_DOCS=1 cargo test --test api_docs` and
//! commit the new page.

mod common;

use common::{function_name, header_functions, root};

/// One documented item of the header.
struct Item {
    doc: String,
    /// The declaration's lines, comments of members included.
    lines: Vec<String>,
}

/// The text of a `/** ... */` block, without its markers and ` * ` prefixes.
fn comment_text(lines: &[&str]) -> String {
    lines
        .iter()
        .map(|l| {
            let l = l.trim();
            let l = l
                .trim_start_matches("/**")
                .trim_end_matches("*/")
                .trim_end();
            l.strip_prefix("* ")
                .or_else(|| l.strip_prefix('*'))
                .unwrap_or(l)
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
        .trim()
        .replace("# Safety", "**Safety.**")
}

/// The preamble's conventions, and every documented top-level declaration in order.
fn parse(header: &str) -> (String, Vec<Item>) {
    let lines: Vec<&str> = header.lines().collect();
    let preamble_end = lines.iter().position(|l| l.trim() == "*/").unwrap();
    let preamble = comment_text(&lines[1..preamble_end])
        .lines()
        .skip_while(|l| !l.starts_with("Conventions"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut items = Vec::new();
    let mut i = preamble_end + 1;
    while i < lines.len() {
        if !lines[i].starts_with("/**") {
            i += 1;
            continue;
        }
        let start = i;
        while !lines[i].trim_end().ends_with("*/") {
            i += 1;
        }
        let doc = comment_text(&lines[start..=i]);
        i += 1;
        let first = i;
        // an enum or struct ends at its closing brace; a macro or prototype at its own end
        let braced = lines[first].starts_with("enum") || lines[first].starts_with("typedef struct");
        let ends = |line: &str| {
            if braced {
                line.starts_with('}')
            } else {
                line.starts_with("#define") || line.trim_end().ends_with(';')
            }
        };
        while !ends(lines[i]) {
            i += 1;
        }
        items.push(Item {
            doc,
            lines: lines[first..=i].iter().map(|l| l.to_string()).collect(),
        });
        i += 1;
    }
    (preamble, items)
}

/// The members of an enum or struct: (declaration, documentation) in order.
fn members(lines: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut doc: Vec<&str> = Vec::new();
    let mut in_doc = false;
    for line in &lines[1..lines.len() - 1] {
        let t = line.trim();
        if t.starts_with("/**") {
            in_doc = true;
        }
        if in_doc {
            doc.push(t);
            in_doc = !t.ends_with("*/");
            continue;
        }
        if t.is_empty() || t.starts_with('#') || t.starts_with(':') || t == "{" {
            continue;
        }
        let declaration = t.trim_end_matches([',', ';']).to_string();
        out.push((declaration, comment_text(&doc).replace('\n', " ")));
        doc.clear();
    }
    out
}

fn render(header: &str) -> String {
    let (preamble, items) = parse(header);
    let mut constants = String::new();
    let mut types = String::new();
    let mut functions = String::new();
    for item in &items {
        let first = &item.lines[0];
        if let Some(define) = first.strip_prefix("#define ") {
            let (name, value) = define.split_once(' ').unwrap();
            constants.push_str(&format!(
                "| `{name}` | {value} | {} |\n",
                item.doc.replace('\n', " ")
            ));
        } else if first.starts_with("enum") || first.starts_with("typedef struct") {
            let name = first
                .split_whitespace()
                .find(|w| w.starts_with("sudoku_"))
                .unwrap();
            let is_enum = first.starts_with("enum");
            types.push_str(&format!("### `{name}`\n\n{}\n\n", item.doc));
            types.push_str(if is_enum {
                "| constant | value | meaning |\n|---|---:|---|\n"
            } else {
                "| field | meaning |\n|---|---|\n"
            });
            for (declaration, doc) in members(&item.lines) {
                if is_enum {
                    let (constant, value) = declaration.split_once(" = ").unwrap();
                    types.push_str(&format!("| `{constant}` | {value} | {doc} |\n"));
                } else {
                    types.push_str(&format!("| `{declaration}` | {doc} |\n"));
                }
            }
            types.push('\n');
        } else {
            let prototype = item.lines.join("\n");
            let name = function_name(&prototype).expect("a sudoku_ function");
            functions.push_str(&format!(
                "### `{name}`\n\n```c\n{prototype}\n```\n\n{}\n\n",
                item.doc
            ));
        }
    }
    format!(
        "# libsudoku C API reference\n\n\
         Generated from the doc comments of `include/sudoku.h` by `tests/api_docs.rs`; do \
         not edit. Regenerate with `SUDOKU_UPDATE_DOCS=1 cargo test --test api_docs`.\n\n\
         ## Conventions\n\n{preamble}\n\n\
         ## Constants\n\n| macro | value | meaning |\n|---|---:|---|\n{constants}\n\
         ## Types\n\n{types}\
         ## Functions\n\n{}\n",
        functions.trim_end()
    )
}

#[test]
fn api_reference_is_generated_from_the_header() {
    let header = std::fs::read_to_string(root().join("include/sudoku.h")).unwrap();
    let rendered = render(&header);
    let path = root().join("docs/API.md");
    if std::env::var("SUDOKU_UPDATE_DOCS").is_ok_and(|v| v == "1") {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &rendered).unwrap();
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == rendered,
        "docs/API.md is stale: run `SUDOKU_UPDATE_DOCS=1 cargo test --test api_docs`"
    );
}

#[test]
fn the_reference_documents_every_function_type_and_constant() {
    let header = std::fs::read_to_string(root().join("include/sudoku.h")).unwrap();
    let rendered = render(&header);
    let functions = header_functions().len();
    assert!(functions >= 30);
    assert_eq!(rendered.matches("\n### `sudoku_").count(), functions + 14);
    // every SUDOKU_ name of the header but its include guard and the build's variable
    for word in header.split(|c: char| !c.is_ascii_alphanumeric() && c != '_') {
        if word.starts_with("SUDOKU_") && !["SUDOKU_H", "SUDOKU_UPDATE_HEADER"].contains(&word) {
            assert!(rendered.contains(word), "{word}");
        }
    }
}
