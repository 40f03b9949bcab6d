//! Library members: private symbols stay in the member of what uses them.

use super::build_member_objects;
use crate::compile::{CompileOptions, compile_function};
use crate::target::Target;
use egret_cpu0::object::{Binding, ObjectFile};
use egret_llvmlite::legalize::{LegalizeOptions, legalize};

/// Two functions share a `static` helper and its `static` counter, one
/// reads a string literal, one a `static` table; one is alone.
const SHARED_PRIVATE: &str = r#"
@.str = private unnamed_addr constant [3 x i8] c"hi\00"
@counter = internal global i32 0
@table = internal constant [2 x i32] [i32 1, i32 2]
@shared = global i32 7

define internal i32 @helper(i32 %x) noinline {
  %v = load i32, i32* @counter
  %s = add i32 %v, %x
  store i32 %s, i32* @counter
  ret i32 %s
}

define i32 @f(i32 %x) {
  %r = call i32 @helper(i32 %x)
  ret i32 %r
}

define i32 @g(i32 %x) {
  %y = add i32 %x, 1
  %r = call i32 @helper(i32 %y)
  ret i32 %r
}

define i8* @h() {
  ret i8* getelementptr ([3 x i8], [3 x i8]* @.str, i32 0, i32 0)
}

define i32 @k(i32 %i) {
  %p = getelementptr [2 x i32], [2 x i32]* @table, i32 0, i32 %i
  %v = load i32, i32* %p
  ret i32 %v
}

define i32 @alone() {
  ret i32 3
}
"#;

fn members_of(text: &str) -> Vec<ObjectFile> {
    let (mut module, _) = egret_llvmlite::parse("members.ll", text).expect("parses");
    let target = Target::default();
    let legal = LegalizeOptions { big_endian: true };
    legalize(&mut module, &legal).expect("legalizes");
    let opts = CompileOptions {
        target,
        ..CompileOptions::default()
    };
    let compiled = module
        .funcs
        .iter()
        .filter(|(_, d)| d.body.is_some())
        .map(|(f, _)| (f, compile_function(&module, f, &opts).expect("compiles")))
        .collect();
    build_member_objects(&module, compiled, target)
}

/// The symbols a member defines (any binding).
fn defined(m: &ObjectFile) -> Vec<&str> {
    let mut names: Vec<&str> = m
        .symbols
        .iter()
        .filter(|s| s.section.is_some() && !s.name.is_empty())
        .map(|s| s.name.as_str())
        .collect();
    names.sort_unstable();
    names
}

#[test]
fn private_symbols_live_in_the_member_of_their_users() {
    let members = members_of(SHARED_PRIVATE);
    let sets: Vec<Vec<&str>> = members.iter().map(defined).collect();
    assert!(
        sets.contains(&vec!["counter", "f", "g", "helper"]),
        "{sets:?}"
    );
    assert!(sets.contains(&vec![".str", "h"]), "{sets:?}");
    assert!(sets.contains(&vec!["k", "table"]), "{sets:?}");
    assert!(sets.contains(&vec!["alone"]), "{sets:?}");
    assert!(sets.contains(&vec!["shared"]), "{sets:?}");
    assert_eq!(sets.len(), 5, "{sets:?}");
}

#[test]
fn no_member_refers_to_a_private_symbol_it_does_not_define() {
    for m in members_of(SHARED_PRIVATE) {
        for sec in &m.sections {
            for r in &sec.relocs {
                let s = &m.symbols[r.symbol];
                assert!(
                    s.section.is_some() || s.binding != Binding::Local,
                    "`{}` is referenced but not defined in {:?}",
                    s.name,
                    defined(&m)
                );
                assert!(
                    !matches!(s.name.as_str(), "helper" | "counter" | ".str" | "table")
                        || s.section.is_some(),
                    "private `{}` left undefined in {:?}",
                    s.name,
                    defined(&m)
                );
            }
        }
    }
}
