//! Every crash the fuzzer found, kept as a file in
//! `fuzz/regressions/<target>/`, runs through its target without a panic,
//! hang, crash or mismatch.
//!
//! Each file runs in its own `egret-fuzz --replay` process, so that an
//! abort (a stack overflow) fails that file, with its message, instead of
//! ending the test binary. `regressions/README.md` says what each file is.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The reproducer files, sorted: every file in a directory named after a
/// target.
fn reproducers() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("regressions");
    let mut files = Vec::new();
    for target in egret_fuzz::Target::ALL {
        let Ok(entries) = std::fs::read_dir(root.join(target.name())) else {
            continue;
        };
        files.extend(
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file()),
        );
    }
    files.sort();
    files
}

/// Runs one reproducer; the failure's description, if it fails.
fn replay(file: &Path) -> Option<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_egret-fuzz"))
        .args(["--timeout", "120", "--replay"])
        .arg(file)
        .output()
        .expect("egret-fuzz runs");
    if out.status.success() {
        return None;
    }
    let said = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let last = stderr
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("");
    Some(format!(
        "{} ({}): {said} {last}",
        file.display(),
        out.status
    ))
}

#[test]
fn saved_reproducers_do_not_fail() {
    let files = reproducers();
    let failures: Vec<String> = files.iter().filter_map(|f| replay(f)).collect();
    eprintln!("{} reproducer(s) run", files.len());
    assert!(
        failures.is_empty(),
        "{} of {} reproducer(s) fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
