//! `egret compile --emit llvm` writes the optimised IR as LLVM 19 text: for
//! the corpus of `tests/programs`, the -O2 output of the real binary is run
//! by `lli-19` (with `tests/lli/runtime.ll`, as the other `lli` tests do)
//! and must give the interpreter's output and exit status.
//!
//! The optimised IR is IR for Cpu0, whose pointers are 4 bytes: the mid-end
//! folds field offsets, array strides and slot sizes with that layout.
//! `lli` on a 64-bit host runs it with 8-byte pointers, so a program whose
//! memory layout depends on the pointer size (an aggregate holding a
//! pointer, `ptrtoint`/`inttoptr`) cannot run there; those are listed and
//! skipped ([`pointer_size_matters`]), as are programs that `lli-19` cannot
//! run even unoptimised (the unoptimised module printed the same way gives
//! another result). The test asserts that most of the corpus is checked.
//!
//! Skipped with a note when `lli-19` is not installed (required under `CI`
//! or `EGRET_REQUIRE_LLI`).

use egret::llvmlite::ir::InstData;
use egret::llvmlite::types::TyData;
use egret::llvmlite::{CastOp, Module, Ty};
use std::path::Path;
use std::process::Command;

#[path = "../llvmlite/tests/lli_support/mod.rs"]
#[allow(dead_code)]
mod lli_support;

#[allow(dead_code)]
mod common;

/// Whether `t` is or holds a pointer inside an aggregate (whose offsets or
/// stride then depend on the pointer size).
fn aggregate_with_pointer(m: &Module, t: Ty, depth: u32) -> bool {
    if depth > 32 {
        return true;
    }
    let holds = |e: Ty| m.types.is_ptr(e) || aggregate_with_pointer(m, e, depth + 1);
    match m.types.kind(t) {
        TyData::Struct(fs) | TyData::PackedStruct(fs) => fs.iter().any(|&f| holds(f)),
        TyData::Array(_, e) | TyData::Vector(_, e) => holds(*e),
        _ => false,
    }
}

/// Why the program's memory layout depends on the pointer size, if it
/// does: a global or `getelementptr` over an aggregate holding a pointer,
/// a stack slot holding a pointer (the mid-end packs slots into one byte
/// array), an array of pointers indexed, or a pointer/integer cast.
fn pointer_size_matters(m: &Module) -> Option<String> {
    for (_, g) in m.globals.iter() {
        if aggregate_with_pointer(m, g.ty, 0) {
            return Some(format!("global @{} holds a pointer", g.name));
        }
    }
    for (_, fd) in m.funcs.iter() {
        let Some(body) = &fd.body else { continue };
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                let why = match &body.insts[i] {
                    // (The mid-end packs stack slots into one byte array.)
                    InstData::Alloca { ty, .. }
                        if m.types.is_ptr(*ty) || aggregate_with_pointer(m, *ty, 0) =>
                    {
                        "a stack slot holds a pointer"
                    }
                    InstData::Gep { elem_ty, .. }
                        if m.types.is_ptr(*elem_ty) || aggregate_with_pointer(m, *elem_ty, 0) =>
                    {
                        "getelementptr steps over pointers"
                    }
                    InstData::Cast {
                        op: CastOp::PtrToInt | CastOp::IntToPtr,
                        ..
                    } => "a pointer/integer cast",
                    _ => continue,
                };
                return Some(format!("@{}: {why}", fd.name));
            }
        }
    }
    None
}

/// Runs the real `egret` binary.
fn egret(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_egret"))
        .args(args)
        .output()
        .expect("egret runs")
}

/// `text` without `target` lines, for the host's `lli`.
fn for_host(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("target "))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Runs `file` under `lli-19` with the host runtime: status and output.
fn lli(lli: &Path, file: &Path, args: &[String]) -> Result<(i32, Vec<u8>), String> {
    let run = lli_support::run_lli(lli, file, args)?;
    let status = run.status.ok_or_else(|| {
        format!(
            "lli was killed by a signal: {}",
            String::from_utf8_lossy(&run.stderr)
        )
    })?;
    Ok((status, run.stdout))
}

/// What checking one program gave.
enum Outcome {
    Agrees,
    Skipped(String),
    Fails(String),
}

fn check_program(lli19: &Path, f: &common::CorpusFile, scratch: &Path) -> Outcome {
    let path = f.path.to_string_lossy().into_owned();
    let want = egret(&[&["interp", &path, "--"][..], &refs(&f.args)].concat());
    let want = (want.status.code().unwrap_or(-1), want.stdout);
    let (module, _) = match egret::parse_text(&path, &f.text) {
        Ok(m) => m,
        Err(e) => return Outcome::Fails(format!("does not parse: {e}")),
    };
    if let Some(why) = pointer_size_matters(&module) {
        return Outcome::Skipped(why);
    }
    let plain = scratch.join(format!("{}.plain.ll", f.name));
    let plain_text = egret::llvmlite::printer::print_module_llvm_opaque(&module);
    if std::fs::write(&plain, for_host(&plain_text)).is_err() {
        return Outcome::Fails("cannot write the scratch file".into());
    }
    match lli(lli19, &plain, &f.args) {
        Ok(got) if got == want => {}
        _ => return Outcome::Skipped("lli-19 cannot run it unoptimised either".into()),
    }
    let out = scratch.join(format!("{}.opt.ll", f.name));
    let o = egret(&[
        "compile",
        "-O2",
        "--emit",
        "llvm",
        &path,
        "-o",
        &out.to_string_lossy(),
    ]);
    if !o.status.success() {
        return Outcome::Fails(String::from_utf8_lossy(&o.stderr).into_owned());
    }
    let text = std::fs::read_to_string(&out).unwrap_or_default();
    if text.lines().any(|l| l.contains('*') && !l.contains('"')) {
        return Outcome::Fails("the output has a typed pointer (`*`)".into());
    }
    let host = scratch.join(format!("{}.host.ll", f.name));
    if std::fs::write(&host, for_host(&text)).is_err() {
        return Outcome::Fails("cannot write the scratch file".into());
    }
    match lli(lli19, &host, &f.args) {
        Ok(got) if got == want => Outcome::Agrees,
        Ok((status, stdout)) => Outcome::Fails(format!(
            "lli-19 exit {status}, the interpreter {}; {}",
            want.0,
            lli_support::output_diff(&want.1, &stdout)
        )),
        Err(e) => Outcome::Fails(e),
    }
}

fn refs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[test]
fn emitted_llvm_runs_under_lli19_with_the_interpreters_result() {
    let Some(lli19) = common::lli19_unless_skipped() else {
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let files = common::corpus_files(&dir);
    let scratch = tempfile::tempdir().expect("temporary directory");
    let outcomes = common::parallel_map(&files, |f| check_program(&lli19, f, scratch.path()));
    let mut agreed = 0;
    let mut failures = Vec::new();
    for (f, o) in files.iter().zip(outcomes) {
        match o {
            Outcome::Agrees => agreed += 1,
            Outcome::Skipped(why) => eprintln!("note: {} skipped: {why}", f.name),
            Outcome::Fails(why) => failures.push(format!("--- {}: {why}", f.name)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{agreed} of {} programs agree", files.len());
    assert!(
        agreed * 4 >= files.len() * 3,
        "only {agreed} of {} programs were checked",
        files.len()
    );
}

/// A clang-19 style module: attributes of every kind and a `switch`.
const WITH_ATTRIBUTES: &str = r#"define dso_local noundef i32 @pick(i32 noundef %x) local_unnamed_addr #0 {
entry:
  switch i32 %x, label %other [
    i32 1, label %one
  ]
one:
  ret i32 10
other:
  ret i32 20
}

define dso_local i32 @main() nounwind {
  %r = call i32 @pick(i32 1)
  ret i32 %r
}

attributes #0 = { nofree norecurse nosync nounwind memory(none) "frame-pointer"="none" }
"#;

#[test]
fn fmt_and_emit_llvm_keep_attributes_and_switch() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let input = dir.path().join("attrs.ll");
    std::fs::write(&input, WITH_ATTRIBUTES).expect("writable");
    let input = input.to_string_lossy().into_owned();
    let fmt = egret(&["fmt", &input]);
    assert!(
        fmt.status.success(),
        "{}",
        String::from_utf8_lossy(&fmt.stderr)
    );
    let emit = egret(&["compile", "--emit", "llvm", &input, "-o", "-"]);
    assert!(
        emit.status.success(),
        "{}",
        String::from_utf8_lossy(&emit.stderr)
    );
    for out in [&fmt.stdout, &emit.stdout] {
        let text = String::from_utf8_lossy(out);
        for want in [
            "define dso_local noundef i32 @pick(i32 noundef %x) local_unnamed_addr #0 {",
            "define dso_local i32 @main() nounwind {",
            "switch i32 %x, label %other [",
            "attributes #0 = { nofree norecurse nosync nounwind memory(none) \"frame-pointer\"=\"none\" }",
        ] {
            assert!(text.contains(want), "missing {want:?} in:\n{text}");
        }
    }
    // LLVM 19 reads it back.
    if let Some(lli19) = common::lli19_unless_skipped() {
        let file = dir.path().join("attrs.opt.ll");
        std::fs::write(&file, &emit.stdout).expect("writable");
        let (status, _) = lli(&lli19, &file, &[]).expect("lli-19 runs it");
        assert_eq!(status, 10);
    }
}
