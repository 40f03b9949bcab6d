//! The printer on the IR shapes the corpus does not produce: block arguments
//! that differ between two edges from the same block, parameters of blocks
//! without predecessors, names that are only abbreviations of other types,
//! numbered names out of order, and values named like labels.
//!
//! Each module is printed in egret syntax (which must parse back and run the
//! same) and in LLVM syntax (which, when LLVM 14 is installed, `lli-14` must
//! run to the same result).

use egret_llvmlite::builder::ModuleBuilder;
use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::printer::{print_module, print_module_llvm};
use egret_llvmlite::*;
use std::process::Command;

fn ret_of(m: &Module) -> i64 {
    run_main(m, &InterpConfig::default()).expect("runs").ret
}

/// Prints `m` both ways and checks both prints compute `expect`.
fn check_prints(m: &Module, expect: i64, tag: &str) {
    let text = print_module(m);
    let (m2, _) = parse("printed.ll", &text).unwrap_or_else(|d| panic!("{tag}: {d:?}\n{text}"));
    assert_eq!(ret_of(&m2), expect, "{tag}: reparsed egret print\n{text}");
    assert_eq!(print_module(&m2), text, "{tag}: not a fixpoint");
    let llvm = print_module_llvm(m);
    if !Command::new("lli-14")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
    {
        return;
    }
    let file = std::env::temp_dir().join(format!("egret-printer-{tag}-{}.ll", std::process::id()));
    std::fs::write(&file, &llvm).unwrap();
    let out = Command::new("lli-14").arg(&file).output().unwrap();
    let _ = std::fs::remove_file(&file);
    assert_eq!(
        out.status.code(),
        Some((expect & 0xff) as i32),
        "{tag}: lli-14 on the LLVM print:\n{llvm}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn edges_from_one_block_with_different_arguments() {
    for (cond, expect) in [(1, 11), (0, 22)] {
        let mut mb = ModuleBuilder::new("dup.ll");
        let main = mb.define_function("main", &[], Ty::I64);
        {
            let mut fb = mb.function_builder(main);
            let join = fb.create_block(Some("join"));
            let p = fb.append_block_param(join, Ty::I64);
            let c = fb.iconst(Ty::I1, cond);
            let (a, b) = (fb.iconst(Ty::I64, 11), fb.iconst(Ty::I64, 22));
            fb.branch(c, join, &[a], join, &[b]);
            fb.switch_to_block(join);
            fb.ret(Some(p));
        }
        let m = mb.finish().unwrap();
        assert_eq!(ret_of(&m), expect);
        check_prints(&m, expect, &format!("dup{cond}"));
    }
}

#[test]
fn parameters_of_a_block_without_predecessors() {
    let mut mb = ModuleBuilder::new("dead.ll");
    let main = mb.define_function("main", &[], Ty::I64);
    {
        let mut fb = mb.function_builder(main);
        let dead = fb.create_block(Some("dead"));
        let p = fb.append_block_param(dead, Ty::I64);
        let five = fb.iconst(Ty::I64, 5);
        fb.ret(Some(five));
        fb.switch_to_block(dead);
        fb.ret(Some(p));
    }
    let m = mb.finish().unwrap();
    check_prints(&m, 5, "dead");
}

#[test]
fn type_abbreviations_need_casts_in_llvm() {
    let src = r#"
%Int = type i64
%IntP = type %Int*
%S = type { %Int, %IntP }
@cell = global i64 40
@s = global { i64, i64* } { i64 2, i64* @cell }
define %Int @get(%S* %p) {
  %f = getelementptr %S, %S* %p, i32 0, i32 1
  %q = load %IntP, %IntP* %f
  %v = load i64, i64* %q
  %k = getelementptr { i64, i64* }, { i64, i64* }* %p, i32 0, i32 0
  %w = load %Int, %Int* %k
  %r = add %Int %v, %w
  ret i64 %r
}
define i64 @main() {
  %r = call i64 @get({ i64, i64* }* @s)
  ret %Int %r
}
"#;
    let (m, _) = parse("alias.ll", src).unwrap();
    assert_eq!(ret_of(&m), 42);
    check_prints(&m, 42, "alias");
}

#[test]
fn numbered_names_out_of_order_and_values_named_like_labels() {
    let src = r#"
define i64 @main() {
x:
  %3 = add i64 1, 2
  br label %1
1:
  %x = phi i64 [ %3, %x ]
  %0 = mul i64 %x, 7
  ret i64 %0
}
"#;
    let (m, _) = parse("numbers.ll", src).unwrap();
    assert_eq!(ret_of(&m), 21);
    check_prints(&m, 21, "numbers");
}

#[test]
fn quoted_names_survive() {
    let src = r#"
@"a global" = global i64 3
define i64 @"the main"() {
"entry block":
  %"a value" = load i64, i64* @"a global"
  ret i64 %"a value"
}
define i64 @main() {
  %r = call i64 @"the main"()
  ret i64 %r
}
"#;
    let (m, _) = parse("quoted.ll", src).unwrap();
    check_prints(&m, 3, "quoted");
}

#[test]
fn builder_modules_without_names_print() {
    let mut mb = ModuleBuilder::new("anon.ll");
    let i64p = mb.types().ptr(Ty::I64);
    let g = mb.add_global("g", Ty::I64, Some(ConstInit::Int(9)), false);
    let pg = mb.add_global("pg", i64p, Some(ConstInit::GlobalAddr(g, 0)), false);
    let main = mb.define_function("main", &[], Ty::I64);
    {
        let mut fb = mb.function_builder(main);
        let a = fb.global_addr(pg);
        let p = fb.load(i64p, a);
        let v = fb.load(Ty::I64, p);
        let w = fb.binary(BinOp::Shl, v, v);
        fb.ret(Some(w));
    }
    let m = mb.finish().unwrap();
    assert_eq!(ret_of(&m), 9 << 9);
    check_prints(&m, 9 << 9, "anon");
}
