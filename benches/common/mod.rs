//! What the benchmark programs share: how they stop on a bad argument or an unreadable
//! file (a message naming the program and the cause, exit status 2, no panic).

/// Prints `program: message` to standard error and exits with status 2.
pub fn fail(program: &str, message: &str) -> ! {
    eprintln!("{program}: {message}");
    std::process::exit(2)
}

/// The text of a puzzle file, or `fail` naming the file and the system's reason.
pub fn read_file(program: &str, path: &str) -> String {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| fail(program, &format!("cannot read {path}: {e}")))
}

/// The value after an option such as `--rounds`, parsed, or `fail` with its usage.
pub fn option_value<T: std::str::FromStr>(program: &str, value: Option<String>, usage: &str) -> T {
    value
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| fail(program, &format!("usage: {usage}")))
}
