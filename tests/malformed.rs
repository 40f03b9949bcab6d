//! Malformed inputs must be rejected at exactly the right place.
//!
//! Every file in `tests/malformed/` starts with a line
//! `; error: LINE:COL: MESSAGE`; parsing (with verification) must fail, and the
//! first error reported must be at `LINE:COL` with that message. Rendering the
//! diagnostics must produce the clang-style header and the offending line.

use std::path::{Path, PathBuf};

fn malformed_dir() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    [
        root.join("tests/malformed"),
        root.join("../tests/malformed"),
    ]
    .into_iter()
    .find(|d| d.is_dir())
    .expect("tests/malformed exists")
}

struct Case {
    name: String,
    text: String,
    line: u32,
    col: u32,
    message: String,
}

fn cases() -> Vec<Case> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(malformed_dir())
        .expect("readable directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).expect("readable file");
            let header = text
                .lines()
                .next()
                .and_then(|l| l.strip_prefix("; error: "))
                .unwrap_or_else(|| panic!("{name}: missing `; error: LINE:COL: MESSAGE` header"));
            let mut parts = header.splitn(3, ':');
            let mut num = || -> u32 {
                parts
                    .next()
                    .and_then(|s| s.trim().parse().ok())
                    .unwrap_or_else(|| panic!("{name}: malformed header"))
            };
            let (line, col) = (num(), num());
            let message = parts.next().unwrap_or("").trim().to_string();
            Case {
                name,
                text,
                line,
                col,
                message,
            }
        })
        .collect()
}

#[test]
fn there_are_at_least_forty_malformed_inputs() {
    assert!(
        cases().len() >= 40,
        "only {} malformed inputs",
        cases().len()
    );
}

#[test]
fn each_is_rejected_at_its_exact_position() {
    let mut failures = Vec::new();
    for c in cases() {
        match egret_llvmlite::parse(&c.name, &c.text) {
            Ok(_) => failures.push(format!("{}: accepted", c.name)),
            Err(diags) => {
                let first = diags.iter().find(|d| d.is_error());
                match first {
                    Some(d)
                        if d.loc.line == c.line && d.loc.col == c.col && d.message == c.message =>
                    {
                        let rendered = d.render(&c.name, &c.text);
                        let head = format!("{}:{}:{}: error: ", c.name, c.line, c.col);
                        let source_line = c.text.lines().nth(c.line as usize - 1).unwrap_or("");
                        if !rendered.starts_with(&head)
                            || !rendered.contains(source_line)
                            || !rendered.contains('^')
                        {
                            failures.push(format!("{}: badly rendered:\n{rendered}", c.name));
                        }
                    }
                    Some(d) => failures.push(format!(
                        "{}: expected {}:{}: {}\n  got {}:{}: {}",
                        c.name, c.line, c.col, c.message, d.loc.line, d.loc.col, d.message
                    )),
                    None => failures.push(format!("{}: only warnings", c.name)),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
