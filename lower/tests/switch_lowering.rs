//! The legal `switch` (a dense table over `0..N`) lowered to a jump table:
//! with a reachable default (holes and out-of-range indices take the range
//! check), block arguments on the edges, inside a loop, on every target
//! configuration, with and without the -O2 passes after allocation.

mod common;

use common::{TARGETS, compile, run};
use egret_lower::mach::POST_REGALLOC_O2;

/// `main` sums `f(x)` for `x` in -3..20; `f` switches over 0..=11 with
/// holes at 4 and 9 (to the default, which returns 1000 + x) and passes
/// each case's value to one block through its parameter.
fn program() -> String {
    let cases: String = (0..12u32)
        .filter(|k| *k != 4 && *k != 9)
        .map(|k| format!("    i32 {k}, label %c{k}\n"))
        .collect();
    let blocks: String = (0..12u32)
        .filter(|k| *k != 4 && *k != 9)
        .map(|k| format!("c{k}:\n  br label %join\n"))
        .collect();
    let incoming: Vec<String> = (0..12u32)
        .filter(|k| *k != 4 && *k != 9)
        .map(|k| format!("[ {}, %c{k} ]", k * k * 3 + 7))
        .collect();
    format!(
        "define i32 @f(i32 %x) {{
entry:
  switch i32 %x, label %other [
{cases}  ]
{blocks}join:
  %v = phi i32 {}
  %r = add i32 %v, %x
  ret i32 %r
other:
  %o = add i32 %x, 1000
  ret i32 %o
}}
define i32 @main() {{
entry:
  br label %loop
loop:
  %i = phi i32 [ -3, %entry ], [ %n, %loop ]
  %s = phi i32 [ 0, %entry ], [ %t, %loop ]
  %r = call i32 @f(i32 %i)
  %m = mul i32 %s, 31
  %t = add i32 %m, %r
  %n = add i32 %i, 1
  %c = icmp slt i32 %n, 20
  br i1 %c, label %loop, label %done
done:
  ret i32 %t
}}",
        incoming.join(", ")
    )
}

fn expected() -> i64 {
    let mut s: i32 = 0;
    for x in -3i32..20 {
        let r = match x {
            0..=11 if x != 4 && x != 9 => (x * x * 3 + 7) + x,
            _ => x + 1000,
        };
        s = s.wrapping_mul(31).wrapping_add(r);
    }
    i64::from(s)
}

#[test]
fn a_switch_with_a_reachable_default_runs_through_its_table() {
    let ir = program();
    for target in TARGETS {
        for passes in [&[][..], &POST_REGALLOC_O2[..]] {
            let compiled = compile(&ir, target, passes);
            let (got, _) = run(&compiled, target);
            assert_eq!(
                got as i32 as i64,
                expected(),
                "{target:?}, {} passes",
                passes.len()
            );
        }
    }
}
