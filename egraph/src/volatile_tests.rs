//! Tests that the passes keep `volatile` loads and stores as written and
//! obey the function attributes `noinline`, `optnone` and `alwaysinline`:
//! each pass alone on a small module, then the whole -O2 pipeline.

use crate::testutil::{check_same_behaviour, run_pass};
use crate::{OptLevel, OptOptions, cfg, dce, inline, mem2reg, memopt, optimize, sroa, unroll};
use egret_llvmlite::{InstData, Module, printer};

/// `(loads, stores)` of `@name`, and how many of them are volatile.
fn accesses(m: &Module, name: &str) -> (usize, usize, usize) {
    let f = m.funcs[m.func_by_name(name).expect("defined")]
        .body
        .as_ref()
        .expect("a body");
    let (mut loads, mut stores, mut volatile) = (0, 0, 0);
    for (_, i) in cfg::placed_insts(f) {
        match f.insts[i] {
            InstData::Load { .. } => loads += 1,
            InstData::Store { .. } => stores += 1,
            _ => continue,
        }
        volatile += usize::from(f.insts[i].is_volatile());
    }
    (loads, stores, volatile)
}

/// A local read and written only through volatile accesses, and one
/// written through an ordinary store and read through a volatile load.
const LOCALS: &str = "
define i32 @main() {
entry:
  %v = alloca i32
  %w = alloca i32
  %s = alloca { i32, i32 }
  store volatile i32 1, i32* %v
  store volatile i32 2, i32* %v
  %a = load volatile i32, i32* %v
  store i32 3, i32* %w
  %b = load volatile i32, i32* %w
  %p = getelementptr { i32, i32 }, { i32, i32 }* %s, i32 0, i32 1
  store volatile i32 4, i32* %p
  %c = load i32, i32* %p
  %ab = add i32 %a, %b
  %r = add i32 %ab, %c
  ret i32 %r
}
";

#[test]
fn mem2reg_and_sroa_leave_volatile_locals_in_memory() {
    let pass = |f: &mut egret_llvmlite::Function, m: &Module| {
        let split = sroa::run(f, &m.types);
        mem2reg::run(f, &m.types) | split
    };
    let (after, before) = run_pass(LOCALS, pass);
    assert_eq!(accesses(&after, "main"), accesses(&before, "main"));
    check_same_behaviour(&before, &after);
}

#[test]
fn memopt_neither_forwards_nor_kills_volatile_accesses() {
    let src = "
        @g = global i32 0
        define i32 @main() {
          store volatile i32 1, i32* @g
          store volatile i32 2, i32* @g
          %a = load volatile i32, i32* @g
          %b = load volatile i32, i32* @g
          store i32 5, i32* @g
          %c = load volatile i32, i32* @g
          store volatile i32 6, i32* @g
          %d = load i32, i32* @g
          %ab = add i32 %a, %b
          %cd = add i32 %c, %d
          %r = add i32 %ab, %cd
          ret i32 %r
        }";
    let (after, before) = run_pass(src, memopt::run);
    // Only the ordinary load after the volatile store could go; it stays,
    // since a volatile store makes nothing known.
    assert_eq!(accesses(&after, "main"), (4, 4, 6));
    check_same_behaviour(&before, &after);
    // The control: without `volatile` the same pass removes accesses.
    let (plain, _) = run_pass(&src.replace(" volatile", ""), memopt::run);
    let (loads, stores, _) = accesses(&plain, "main");
    assert!(loads < 4 && stores < 4, "{}", printer::print_module(&plain));
}

#[test]
fn dce_keeps_an_unused_volatile_load() {
    let src = "
        @g = global i32 0
        define i32 @main() {
          %a = load volatile i32, i32* @g
          %b = load i32, i32* @g
          ret i32 0
        }";
    let (after, _) = run_pass(src, |f, m| dce::run(f, &m.types));
    assert_eq!(accesses(&after, "main"), (1, 0, 1));
}

#[test]
fn unrolling_copies_volatile_accesses_once_per_iteration() {
    let src = "
        @g = global i32 0
        define i32 @main() {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          store volatile i32 %i, i32* @g
          %i1 = add i32 %i, 1
          %more = icmp slt i32 %i1, 3
          br i1 %more, label %loop, label %done
        done:
          ret i32 0
        }";
    let limits = unroll::UnrollLimits::default();
    let (after, before) = run_pass(src, |f, m| unroll::run(f, &m.types, &limits).changed());
    let (_, stores, volatile) = accesses(&after, "main");
    assert_eq!(stores, volatile, "{}", printer::print_module(&after));
    check_same_behaviour(&before, &after);
}

/// Tiny callees, each small enough to be always inlined but for its
/// attributes.
const CALLEES: &str = "
@n = global i32 0
define i32 @plain(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
define i32 @never(i32 %x) noinline {
  %r = add i32 %x, 2
  ret i32 %r
}
define i32 @asis(i32 %x) #0 {
  %r = add i32 %x, 3
  ret i32 %r
}
define internal i32 @big(i32 %x) alwaysinline {
  %a = load i32, i32* @n
  %b = mul i32 %a, %x
  %c = add i32 %b, 1
  %d = mul i32 %c, %x
  %e = add i32 %d, %a
  %f = mul i32 %e, %e
  %g = add i32 %f, %x
  %h = mul i32 %g, %c
  %i = add i32 %h, %b
  %j = mul i32 %i, %d
  %k = add i32 %j, %e
  %l = mul i32 %k, %f
  %m = add i32 %l, %g
  %o = mul i32 %m, %h
  %p = add i32 %o, %i
  %q = mul i32 %p, %j
  %r = add i32 %q, %k
  %s = mul i32 %r, %l
  store i32 %s, i32* @n
  ret i32 %s
}
define i32 @main() {
  %a = call i32 @plain(i32 1)
  %b = call i32 @never(i32 %a)
  %c = call i32 @asis(i32 %b)
  %d = call i32 @big(i32 %c)
  %e = call i32 @big(i32 %d)
  %f = call i32 @big(i32 %e)
  ret i32 %f
}
attributes #0 = { noinline optnone }
";

/// The direct callees `@main` still calls.
fn callees_of_main(m: &Module) -> Vec<String> {
    let f = m.funcs[m.func_by_name("main").expect("main")]
        .body
        .as_ref()
        .expect("a body");
    cfg::placed_insts(f)
        .into_iter()
        .filter_map(|(_, i)| match &f.insts[i] {
            InstData::Call {
                callee: egret_llvmlite::Callee::Direct(g),
                ..
            } => Some(m.funcs[*g].name.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_inliner_obeys_noinline_optnone_and_alwaysinline() {
    // Callees of at most 4 instructions: `plain` is inlined, `big` only
    // because it is `alwaysinline`; `never` and `asis` stay calls.
    let before = crate::testutil::parse_module(CALLEES);
    let mut m = before.clone();
    inline::run(&mut m, 4, 3_000, 10_000);
    crate::testutil::assert_valid(&m);
    assert_eq!(callees_of_main(&m), ["never", "asis"]);
    check_same_behaviour(&before, &m);
    // The control: the same budgets keep `big` out when it is not marked.
    let plain = crate::testutil::parse_module(&CALLEES.replace(" alwaysinline", ""));
    let mut m = plain.clone();
    inline::run(&mut m, 4, 3_000, 10_000);
    assert_eq!(callees_of_main(&m), ["never", "asis", "big", "big", "big"]);
}

#[test]
fn the_pipeline_leaves_an_optnone_function_as_written() {
    let src = "
        define i32 @asis(i32 %x) #0 {
        entry:
          %p = alloca i32
          store i32 %x, i32* %p
          %v = load i32, i32* %p
          %r = add i32 %v, 0
          br label %next
        next:
          ret i32 %r
        }
        define i32 @main() {
          %r = call i32 @asis(i32 4)
          ret i32 %r
        }
        attributes #0 = { noinline optnone }";
    let before = crate::testutil::parse_module(src);
    let mut m = before.clone();
    optimize(&mut m, &OptOptions::at(OptLevel::O2)).expect("optimizes");
    let f = |m: &Module| printer::print_function(m, m.func_by_name("asis").expect("defined"));
    // Pointers become opaque before the first pass; nothing else changes.
    assert_eq!(
        f(&m).replace("ptr", "i32*"),
        f(&before),
        "{}",
        printer::print_module(&m)
    );
    check_same_behaviour(&before, &m);
}
