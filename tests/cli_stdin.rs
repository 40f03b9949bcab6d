//! `-` names standard input, as it does for `llc`, `opt` and `clang`: in
//! `check`, `fmt`, `interp`, `compile` and `run`. Diagnostics call it
//! `<stdin>`, and `compile -` writes to standard output unless `-o` says
//! otherwise, leaving no file behind.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const FAC: &str = include_str!("../examples/fac.ll");

/// Runs `egret ARGS` in `dir` with `input` on standard input.
fn egret_with_stdin(dir: &Path, args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_egret"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("egret starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    stdin
        .write_all(input.as_bytes())
        .expect("stdin takes the input");
    drop(stdin);
    child.wait_with_output().expect("egret finishes")
}

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("egret-stdin-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("readable")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn check_and_fmt_read_standard_input() {
    let dir = scratch("check");
    let o = egret_with_stdin(&dir, &["check", "-"], FAC);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = egret_with_stdin(&dir, &["fmt", "-"], FAC);
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("define i64 @fac"));
    assert!(
        entries(&dir).is_empty(),
        "nothing written: {:?}",
        entries(&dir)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_diagnostic_names_standard_input() {
    let dir = scratch("diag");
    let o = egret_with_stdin(
        &dir,
        &["check", "-"],
        "define i32 @main() {\n  ret i64 0\n}\n",
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("<stdin>:2:3: error:"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn compile_from_standard_input_writes_standard_output() {
    let dir = scratch("compile");
    let o = egret_with_stdin(&dir, &["compile", "-", "-O2"], FAC);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(o.stdout.starts_with(b"\x7fELF"), "an object on stdout");
    assert!(
        entries(&dir).is_empty(),
        "no file left: {:?}",
        entries(&dir)
    );
    let named = egret_with_stdin(&dir, &["compile", "-", "-O2", "-o", "fac.o"], FAC);
    assert!(named.status.success());
    let written = std::fs::read(dir.join("fac.o")).expect("fac.o written");
    assert_eq!(written, o.stdout, "the same object either way");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn run_and_interp_take_a_program_on_standard_input() {
    let dir = scratch("run");
    // Both exit with `main`'s result, as a process would: 720 & 0xFF.
    let o = egret_with_stdin(&dir, &["run", "-", "-O2", "--stats"], FAC);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(208), "{err}");
    assert!(err.contains("\"ret\": 720"), "{err}");
    let o = egret_with_stdin(&dir, &["interp", "-"], FAC);
    assert_eq!(
        o.status.code(),
        Some(208),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(
        entries(&dir).is_empty(),
        "nothing written: {:?}",
        entries(&dir)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
