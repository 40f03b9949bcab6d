//! A `select` whose two values each need several instructions that only
//! it reads becomes a branch at -O2 (`egraph/src/unfold_selects.rs`).
//!
//! The Collatz step `x even ? x / 2 : 3x + 1` on `i64` computed both
//! values and chose with `movn` pairs: every step ran the pair shift and
//! the pair multiply with its carry. As a branch each step runs one of
//! them. The function also runs on the simulator against the interpreter
//! in both byte orders. Update the snapshot with
//! `INSTA_UPDATE=always cargo test --test codegen_unfold_selects` after
//! checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// The steps of `n`'s Collatz chain to 1, and its peak stored at `peak`.
const CHAIN: &str = "define i64 @chain(i64 %n, i64* %peak) {
entry:
  br label %loop
loop:
  %x = phi i64 [ %n, %entry ], [ %next, %step ]
  %steps = phi i64 [ 0, %entry ], [ %steps1, %step ]
  %top = phi i64 [ %n, %entry ], [ %top1, %step ]
  %one = icmp eq i64 %x, 1
  br i1 %one, label %done, label %step
step:
  %bit = and i64 %x, 1
  %even = icmp eq i64 %bit, 0
  %half = udiv i64 %x, 2
  %x3 = mul i64 %x, 3
  %x31 = add i64 %x3, 1
  %next = select i1 %even, i64 %half, i64 %x31
  %higher = icmp ugt i64 %next, %top
  %top1 = select i1 %higher, i64 %next, i64 %top
  %steps1 = add i64 %steps, 1
  br label %loop
done:
  store i64 %top, i64* %peak
  ret i64 %steps
}
";

/// The step branches on the low bit; only the peak stays a pair of
/// conditional moves.
#[test]
fn the_collatz_step_branches_instead_of_computing_both_values() {
    let asm = asm_o2(CHAIN);
    assert_eq!(asm.matches("multu\t").count(), 1, "{asm}");
    assert_eq!(asm.matches("movn\t").count(), 2, "{asm}");
    insta::assert_snapshot!(asm);
}

/// Chains whose peaks pass 2^32 give the interpreter's answers at every
/// level.
#[test]
fn the_chains_run_like_the_interpreter() {
    let main = "define i32 @main() {
entry:
  %peak = alloca i64
  %a = call i64 @chain(i64 27, i64* %peak)
  %pa = load i64, i64* %peak
  %b = call i64 @chain(i64 159487, i64* %peak)
  %pb = load i64, i64* %peak
  %ab = add i64 %a, %b
  %hi = lshr i64 %pb, 32
  %s = add i64 %ab, %hi
  %s1 = xor i64 %s, %pa
  %t = trunc i64 %s1 to i32
  %r = and i32 %t, 255
  ret i32 %r
}
";
    assert_runs_like_the_interpreter(
        "chain",
        &format!("{CHAIN}{main}"),
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
