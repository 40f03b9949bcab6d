//! `memopt` does not forward a value computed inside a loop to a load
//! after the loop (`egraph/src/memopt.rs`, issue 21), at -O2.
//!
//! A round function keeps its state in a local array too large for
//! `sroa` (ten `i64`s, twenty words) and reads every element back once
//! the rounds are done. Forwarding the last round's stores to those reads
//! saves ten loads once, but keeps twenty words live from where each is
//! computed to the end of every round: the registers run out and the
//! round spills (73 stores in `mix` before the change, 60 after; 2,224
//! executed instructions for the two calls of `main` below, 2,046 after).
//! The function has an assembly snapshot and runs on the simulator against
//! the interpreter at every level in both byte orders. Update the snapshot
//! with `INSTA_UPDATE=always cargo test --test codegen_loop_exit_loads`
//! after checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// Ten `i64`s of state in a local array, mixed `%rounds` times, then
/// folded into one value.
const MIX: &str = "define i64 @mix(i64 %seed, i32 %rounds) {
entry:
  %v = alloca [10 x i64], align 8
  %p0 = getelementptr [10 x i64], [10 x i64]* %v, i32 0, i32 0
  %s0 = add i64 %seed, 1
  store i64 %s0, i64* %p0, align 8
  %p1 = getelementptr [10 x i64], [10 x i64]* %v, i32 0, i32 1
  %s1 = add i64 %seed, 7920
  store i64 %s1, i64* %p1, align 8
  %p2 = getelementptr [10 x i64], [10 x i64]* %v, i32 0, i32 2
  %s2 = add i64 %seed, 15839
  store i64 %s2, i64* %p2, align 8
  %p3 = getelementptr [10 x i64], [10 x i64]* %v, i32 0, i32 3
  %s3 = add i64 %seed, 23758
  store i64 %s3, i64* %p3, align 8
  %p4 = getelementptr [10 x i64], [10 x i64]* %v, i32 0, i32 4
  %s4 = add i64 %seed, 31677
  store i64 %s4, i64* %p4, align 8
  %p5 = getelementptr [10 x i64], [10 x i64]* %v, i32 0, i32 5
  %s5 = add i64 %seed, 39596
  store i64 %s5, i64* %p5, align 8
  %p6 = getelementptr [10 x i64], [10 x i64]* %v, i32 0, i32 6
  %s6 = add i64 %seed, 47515
  store i64 %s6, i64* %p6, align 8
  %p7 = getelementptr [10 x i64], [10 x i64]* %v, i32 0, i32 7
  %s7 = add i64 %seed, 55434
  store i64 %s7, i64* %p7, align 8
  %p8 = getelementptr [10 x i64], [10 x i64]* %v, i32 0, i32 8
  %s8 = add i64 %seed, 63353
  store i64 %s8, i64* %p8, align 8
  %p9 = getelementptr [10 x i64], [10 x i64]* %v, i32 0, i32 9
  %s9 = add i64 %seed, 71272
  store i64 %s9, i64* %p9, align 8
  br label %round
round:
  %r = phi i32 [ 0, %entry ], [ %r1, %round ]
  %x0 = load i64, i64* %p0, align 8
  %x1 = load i64, i64* %p1, align 8
  %x2 = load i64, i64* %p2, align 8
  %x3 = load i64, i64* %p3, align 8
  %x4 = load i64, i64* %p4, align 8
  %x5 = load i64, i64* %p5, align 8
  %x6 = load i64, i64* %p6, align 8
  %x7 = load i64, i64* %p7, align 8
  %x8 = load i64, i64* %p8, align 8
  %x9 = load i64, i64* %p9, align 8
  %sh0 = shl i64 %x1, 1
  %y0 = xor i64 %x0, %sh0
  %z0 = add i64 %y0, %x5
  store i64 %z0, i64* %p0, align 8
  %sh1 = shl i64 %x2, 2
  %y1 = xor i64 %x1, %sh1
  %z1 = add i64 %y1, %x6
  store i64 %z1, i64* %p1, align 8
  %sh2 = shl i64 %x3, 3
  %y2 = xor i64 %x2, %sh2
  %z2 = add i64 %y2, %x7
  store i64 %z2, i64* %p2, align 8
  %sh3 = shl i64 %x4, 4
  %y3 = xor i64 %x3, %sh3
  %z3 = add i64 %y3, %x8
  store i64 %z3, i64* %p3, align 8
  %sh4 = shl i64 %x5, 5
  %y4 = xor i64 %x4, %sh4
  %z4 = add i64 %y4, %x9
  store i64 %z4, i64* %p4, align 8
  %sh5 = shl i64 %x6, 1
  %y5 = xor i64 %x5, %sh5
  %z5 = add i64 %y5, %x0
  store i64 %z5, i64* %p5, align 8
  %sh6 = shl i64 %x7, 2
  %y6 = xor i64 %x6, %sh6
  %z6 = add i64 %y6, %x1
  store i64 %z6, i64* %p6, align 8
  %sh7 = shl i64 %x8, 3
  %y7 = xor i64 %x7, %sh7
  %z7 = add i64 %y7, %x2
  store i64 %z7, i64* %p7, align 8
  %sh8 = shl i64 %x9, 4
  %y8 = xor i64 %x8, %sh8
  %z8 = add i64 %y8, %x3
  store i64 %z8, i64* %p8, align 8
  %sh9 = shl i64 %x0, 5
  %y9 = xor i64 %x9, %sh9
  %z9 = add i64 %y9, %x4
  store i64 %z9, i64* %p9, align 8
  %r1 = add i32 %r, 1
  %more = icmp slt i32 %r1, %rounds
  br i1 %more, label %round, label %done
done:
  %f0 = load i64, i64* %p0, align 8
  %f1 = load i64, i64* %p1, align 8
  %h1 = xor i64 %f0, %f1
  %f2 = load i64, i64* %p2, align 8
  %h2 = xor i64 %h1, %f2
  %f3 = load i64, i64* %p3, align 8
  %h3 = xor i64 %h2, %f3
  %f4 = load i64, i64* %p4, align 8
  %h4 = xor i64 %h3, %f4
  %f5 = load i64, i64* %p5, align 8
  %h5 = xor i64 %h4, %f5
  %f6 = load i64, i64* %p6, align 8
  %h6 = xor i64 %h5, %f6
  %f7 = load i64, i64* %p7, align 8
  %h7 = xor i64 %h6, %f7
  %f8 = load i64, i64* %p8, align 8
  %h8 = xor i64 %h7, %f8
  %f9 = load i64, i64* %p9, align 8
  %h9 = xor i64 %h8, %f9
  ret i64 %h9
}
";

/// The state is read back from memory after the rounds: the round does not
/// carry the last values it stored to the end of the loop.
#[test]
fn a_round_functions_state_is_reloaded_after_the_rounds() {
    let asm = asm_o2(MIX);
    let stores = asm.matches("\tst\t").count();
    assert!(stores <= 64, "{stores} stores:\n{asm}");
    insta::assert_snapshot!(asm);
}

/// The rounds give the same answers as the interpreter's at every level.
#[test]
fn the_round_function_runs_like_the_interpreter() {
    let main = "define i32 @main() {
entry:
  %a = call i64 @mix(i64 12345, i32 9)
  %b = call i64 @mix(i64 -77, i32 1)
  %c = xor i64 %a, %b
  %h = lshr i64 %c, 32
  %x = xor i64 %c, %h
  %t = trunc i64 %x to i32
  %r = and i32 %t, 255
  ret i32 %r
}
";
    assert_runs_like_the_interpreter(
        "mix",
        &format!("{MIX}{main}"),
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
