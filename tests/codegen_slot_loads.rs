//! Code-quality lever of issue 21 in the delay-slot filler across blocks,
//! at -O2: a forward branch over code that runs on into the branch target,
//! whose first instruction is a load from a register base (`bne $2, $zero,
//! L; nop; addiu $3, $3, 2; L: ld $5, 20($4)`), takes that load into its
//! slot and branches past it (`lower/src/mach/delay_slots_across.rs`). The
//! fall-through path makes the same load anyway, so it cannot fault where
//! the program would not. The lever has an assembly snapshot of the code it
//! produces and runs on the simulator against the interpreter in both byte
//! orders. Update the snapshot with `INSTA_UPDATE=always cargo test --test
//! codegen_slot_loads` after checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// Counts, with weights, the entries of a table equal to `x`: each test
/// branches over the weight's addition to the next entry's load.
const WEIGH: &str = "define i64 @weigh(i64* %p, i64 %x) {
entry:
  %k0 = load i64, i64* %p
  %e0 = icmp eq i64 %k0, %x
  br i1 %e0, label %hit0, label %next0
hit0:
  br label %next0
next0:
  %m0 = phi i64 [ 0, %entry ], [ 1, %hit0 ]
  %p1 = getelementptr i64, i64* %p, i32 1
  %k1 = load i64, i64* %p1
  %e1 = icmp eq i64 %k1, %x
  br i1 %e1, label %hit1, label %next1
hit1:
  %s1 = add i64 %m0, 2
  br label %next1
next1:
  %m1 = phi i64 [ %m0, %next0 ], [ %s1, %hit1 ]
  %p2 = getelementptr i64, i64* %p, i32 2
  %k2 = load i64, i64* %p2
  %e2 = icmp eq i64 %k2, %x
  br i1 %e2, label %hit2, label %next2
hit2:
  %s2 = add i64 %m1, 3
  br label %next2
next2:
  %m2 = phi i64 [ %m1, %next1 ], [ %s2, %hit2 ]
  ret i64 %m2
}
";

/// The branch over `addiu $3, $3, 2` holds the next entry's load in its
/// slot instead of a `nop`, and goes past the load's own place.
#[test]
fn a_branch_over_code_takes_the_load_after_it_into_its_slot() {
    let asm = asm_o2(WEIGH);
    let filled = asm
        .lines()
        .zip(asm.lines().skip(1))
        .any(|(b, s)| b.trim_start().starts_with("bne") && s.trim_start().starts_with("ld\t"));
    assert!(filled, "{asm}");
    insta::assert_snapshot!(asm);
}

/// Every combination of hits, at every level in both byte orders.
#[test]
fn slot_loads_weigh_like_the_interpreter() {
    let main = "@t = global [3 x i64] [i64 7, i64 4294967303, i64 7]
define i32 @main() {
entry:
  %p = getelementptr [3 x i64], [3 x i64]* @t, i32 0, i32 0
  %a = call i64 @weigh(i64* %p, i64 7)
  %b = call i64 @weigh(i64* %p, i64 4294967303)
  %c = call i64 @weigh(i64* %p, i64 8)
  %b8 = mul i64 %b, 8
  %c64 = mul i64 %c, 64
  %ab = add i64 %a, %b8
  %abc = add i64 %ab, %c64
  %r = trunc i64 %abc to i32
  ret i32 %r
}
";
    let text = format!("{WEIGH}{main}");
    assert_runs_like_the_interpreter(
        "slot_loads",
        &text,
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
