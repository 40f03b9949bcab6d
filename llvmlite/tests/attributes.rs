//! Attributes egret does not use are kept as written and printed back:
//! return, parameter and function attributes (inline words and `#N`
//! references), `attributes #N = { ... }` groups. The LLVM 19 printer keeps
//! them too (`llvm-as-19` must accept the result, when installed); the
//! LLVM 14 printer leaves them out, as LLVM 14 does not know all of them.

use egret_llvmlite::parse;
use egret_llvmlite::printer::{print_module, print_module_llvm, print_module_llvm_opaque};
use std::process::{Command, Stdio};

const CLANG19: &str = r#"target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

define dso_local noundef signext i32 @f(i32 noundef signext %x, ptr nocapture noundef readonly align 4 %p) local_unnamed_addr #0 {
entry:
  %v = load i32, ptr %p, align 4
  %s = add nsw i32 %v, %x
  switch i32 %s, label %d [
    i32 1, label %a
  ]
a:
  ret i32 7
d:
  ret i32 %s
}

declare noalias ptr @malloc(i32 noundef) nounwind allocsize(0) #1

define i32 @main() nounwind "frame-pointer"="all" section ".text.main" {
  %m = call ptr @malloc(i32 4)
  store i32 1, ptr %m
  %r = call i32 @f(i32 0, ptr %m)
  ret i32 %r
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) "frame-pointer"="none" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) }
"#;

fn printed(text: &str) -> String {
    let (m, _) = parse("attrs.ll", text).expect("parses");
    print_module(&m)
}

#[test]
fn attributes_are_kept_and_printed_back() {
    let out = printed(CLANG19);
    for want in [
        "define dso_local noundef signext i32 @f(i32 signext noundef %x, \
         ptr nocapture noundef readonly align 4 %p) local_unnamed_addr #0 {",
        "declare noalias ptr @malloc(i32 noundef) nounwind allocsize(0) #1",
        "define i32 @main() nounwind \"frame-pointer\"=\"all\" {",
        "attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) \
         \"frame-pointer\"=\"none\" }",
        "attributes #1 = { mustprogress nofree nounwind willreturn \
         allockind(\"alloc,uninitialized\") allocsize(0) }",
        "switch i32 %s, label %d [",
    ] {
        assert!(out.contains(want), "missing {want:?} in:\n{out}");
    }
    assert_eq!(printed(&out), out, "printing is a fixpoint");
}

#[test]
fn the_llvm14_printer_leaves_them_out_and_the_llvm19_printer_keeps_them() {
    let (m, _) = parse("attrs.ll", CLANG19).expect("parses");
    let old = print_module_llvm(&m);
    assert!(!old.contains("#0") && !old.contains("noundef"), "{old}");
    let new = print_module_llvm_opaque(&m);
    assert!(new.contains("local_unnamed_addr #0 {"), "{new}");
    assert!(new.contains("attributes #1 = {"), "{new}");
    let Ok(mut child) = Command::new("llvm-as-19")
        .args(["-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    else {
        eprintln!("note: llvm-as-19 is not installed; its check is skipped");
        return;
    };
    let mut stdin = child.stdin.take().expect("piped");
    std::io::Write::write_all(&mut stdin, new.as_bytes()).expect("llvm-as reads");
    drop(stdin);
    let out = child.wait_with_output().expect("llvm-as finishes");
    assert!(
        out.status.success(),
        "llvm-as-19 rejects:\n{new}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_function_whose_type_changed_prints_no_attributes() {
    let (mut m, _) = parse("attrs.ll", CLANG19).expect("parses");
    let f = m.func_by_name("f").expect("defined");
    // As a pass that changes a signature would: the kept text no longer fits.
    let other = m.types.func(
        egret_llvmlite::Ty::I32,
        vec![egret_llvmlite::Ty::I32],
        false,
    );
    m.funcs[f].fn_ty = other;
    let out = print_module(&m);
    assert!(!out.contains("define dso_local"), "{out}");
    assert!(out.contains("declare noalias ptr @malloc"), "{out}");
}
