//! `volatile` loads and stores, and the function attributes the mid-end
//! obeys (`noinline`, `alwaysinline`, `optnone`): parsed, kept in the IR,
//! printed back, kept on every piece when the legalizer splits an access
//! or inlines a volatile `memcpy`/`memset`, and run by the interpreter.

use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::legalize::{LegalizeOptions, legalize};
use egret_llvmlite::printer::{print_module, print_module_llvm};
use egret_llvmlite::{FnAttrs, InstData, Module, parse};

const SRC: &str = r#"
@g = global i32 5
@h = global i64 0
@buf = global [4 x i32] zeroinitializer
@dst = global [4 x i32] zeroinitializer
declare void @llvm.memcpy.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)

define i32 @main() {
entry:
  %a = load volatile i32, i32* @g
  store volatile i32 7, i32* @g
  %b = load i32, i32* @g
  store i32 %a, i32* @g
  %u = load volatile i32, i32* @g, align 1
  store volatile i48 3, i48* bitcast (i64* @h to i48*)
  %d = bitcast [4 x i32]* @dst to i8*
  %s = bitcast [4 x i32]* @buf to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* %d, i8* %s, i32 8, i1 true)
  call void @llvm.memset.p0i8.i32(i8* %s, i8 1, i32 8, i1 false)
  %ab = add i32 %a, %b
  %r = add i32 %ab, %u
  ret i32 %r
}
"#;

fn parsed(src: &str) -> Module {
    parse("volatile.ll", src)
        .unwrap_or_else(|d| panic!("{}", d[0]))
        .0
}

/// `(is a store, is volatile)` of every load and store of `@main`, in order.
fn accesses(m: &Module) -> Vec<(bool, bool)> {
    let f = m.funcs[m.func_by_name("main").expect("main")]
        .body
        .as_ref()
        .expect("defined");
    f.layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter())
        .filter_map(|&i| match f.insts[i] {
            InstData::Load { volatile, .. } => Some((false, volatile)),
            InstData::Store { volatile, .. } => Some((true, volatile)),
            _ => None,
        })
        .collect()
}

#[test]
fn volatile_is_parsed_and_printed_back() {
    let m = parsed(SRC);
    let want = [
        (false, true),
        (true, true),
        (false, false),
        (true, false),
        (false, true),
        (true, true),
    ];
    assert_eq!(accesses(&m), want);
    for text in [print_module(&m), print_module_llvm(&m)] {
        assert!(text.contains("load volatile i32, i32* @g"), "{text}");
        assert!(text.contains("store volatile i32 7, i32* @g"), "{text}");
        assert!(text.contains("%b = load i32, i32* @g"), "{text}");
        assert_eq!(accesses(&parsed(&text)), want, "{text}");
    }
}

#[test]
fn legalized_pieces_of_a_volatile_access_stay_volatile() {
    let mut m = parsed(SRC);
    legalize(&mut m, &LegalizeOptions { big_endian: true }).expect("legalizes");
    let after = accesses(&m);
    // The first four accesses are whole; the misaligned load became four
    // byte loads, the i48 store two stores, the volatile memcpy two loads
    // and two stores, the ordinary memset two stores.
    assert_eq!(
        &after[..4],
        &[(false, true), (true, true), (false, false), (true, false)]
    );
    let (split, memset) = after[4..].split_at(after.len() - 6);
    assert!(split.len() >= 4 + 2 + 4, "{after:?}");
    assert!(split.iter().all(|&(_, v)| v), "{after:?}");
    assert_eq!(memset, &[(true, false), (true, false)], "{after:?}");
}

#[test]
fn the_interpreter_runs_volatile_accesses() {
    // a = 5, b = 7 (the volatile store is read back), u = 5 (a stored).
    let m = parsed(SRC);
    let out = run_main(&m, &InterpConfig::default()).expect("runs");
    assert_eq!(out.ret, 17);
}

#[test]
fn function_attributes_are_read_from_words_and_groups() {
    let m = parsed(
        r#"
define void @a() noinline { ret void }
define void @b() #0 { ret void }
define void @c() alwaysinline #1 { ret void }
define void @d() { ret void }
attributes #0 = { noinline nounwind optnone "frame-pointer"="all" }
attributes #1 = { "note"="optnone noinline" nounwind }
"#,
    );
    let attrs = |name: &str| m.funcs[m.func_by_name(name).expect("defined")].fn_attrs;
    let none = FnAttrs::default();
    assert_eq!(
        attrs("a"),
        FnAttrs {
            noinline: true,
            ..none
        }
    );
    assert_eq!(
        attrs("b"),
        FnAttrs {
            noinline: true,
            optnone: true,
            ..none
        }
    );
    // A quoted value that mentions an attribute is not one.
    assert_eq!(
        attrs("c"),
        FnAttrs {
            alwaysinline: true,
            ..none
        }
    );
    assert_eq!(attrs("d"), none);
}
