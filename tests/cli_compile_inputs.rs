//! `egret compile` with several inputs, as `clang -c` takes them: one
//! output next to each input, `-o` only with one input, and an input that
//! fails reports its error while the others still compile (status 1, no
//! partial file). Drives the real binary.

use std::path::Path;
use std::process::{Command, Output};

const FAC: &str = include_str!("../examples/fac.ll");
const BROKEN: &str = "define i64 @main() {\n  ret i64 %nope\n}\n";

fn egret(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_egret"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("egret runs")
}

fn entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("readable")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A scratch directory holding `a.ll` and `b.ll` (both `fac.ll`).
fn two_inputs() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temporary directory");
    std::fs::write(dir.path().join("a.ll"), FAC).expect("writable");
    std::fs::write(dir.path().join("b.ll"), FAC).expect("writable");
    dir
}

#[test]
fn each_input_gets_its_object_next_to_it() {
    let dir = two_inputs();
    let o = egret(dir.path(), &["compile", "-O2", "a.ll", "b.ll"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(entries(dir.path()), ["a.ll", "a.o", "b.ll", "b.o"]);
    for name in ["a.o", "b.o"] {
        let bytes = std::fs::read(dir.path().join(name)).expect("written");
        assert!(bytes.starts_with(b"\x7fELF"), "{name} is an object");
    }
    // The same bytes as one input at a time.
    let one = egret(dir.path(), &["compile", "-O2", "a.ll", "-o", "single.o"]);
    assert!(one.status.success());
    assert_eq!(
        std::fs::read(dir.path().join("single.o")).expect("written"),
        std::fs::read(dir.path().join("a.o")).expect("written")
    );
}

#[test]
fn assembly_and_llvm_ir_of_several_inputs() {
    let dir = two_inputs();
    let o = egret(dir.path(), &["compile", "-S", "a.ll", "b.ll"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = egret(
        dir.path(),
        &["compile", "--emit", "llvm", "-O2", "a.ll", "b.ll"],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        entries(dir.path()),
        ["a.ll", "a.opt.ll", "a.s", "b.ll", "b.opt.ll", "b.s"]
    );
    let ir = std::fs::read_to_string(dir.path().join("a.opt.ll")).expect("written");
    assert!(ir.contains("define i64 @main"), "{ir}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a.ll")).expect("input"),
        FAC,
        "the input is left alone"
    );
}

#[test]
fn dash_o_with_several_inputs_is_an_error() {
    let dir = two_inputs();
    let o = egret(dir.path(), &["compile", "a.ll", "b.ll", "-o", "out.o"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("cannot give -o out.o with 2 inputs"), "{err}");
    assert_eq!(entries(dir.path()), ["a.ll", "b.ll"], "nothing written");
    let o = egret(dir.path(), &["compile", "--emit", "exe", "a.ll", "b.ll"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("egret link"));
    assert_eq!(entries(dir.path()), ["a.ll", "b.ll"], "nothing written");
}

#[test]
fn a_failing_input_reports_and_the_others_still_compile() {
    let dir = two_inputs();
    std::fs::write(dir.path().join("bad.ll"), BROKEN).expect("writable");
    // An earlier object of the failing input is not replaced by a partial one.
    std::fs::write(dir.path().join("bad.o"), b"old").expect("writable");
    let o = egret(
        dir.path(),
        &["compile", "a.ll", "bad.ll", "missing.ll", "b.ll"],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("bad.ll:2:"),
        "the error names its place: {err}"
    );
    assert!(err.contains("cannot read missing.ll"), "{err}");
    assert_eq!(
        entries(dir.path()),
        ["a.ll", "a.o", "b.ll", "b.o", "bad.ll", "bad.o"]
    );
    assert_eq!(
        std::fs::read(dir.path().join("bad.o")).expect("kept"),
        b"old"
    );
}
