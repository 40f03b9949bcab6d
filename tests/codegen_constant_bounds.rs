//! Code-quality lever of issue 21 for counted loops, at -O2: a counter
//! that also serves the body, stepped by a constant and tested against a
//! constant bound other than zero (`i < 4000`), exits on `bne` of the
//! counter and a register that holds the exit value, built once before the
//! loop, instead of an `slti` and a `bne` every iteration
//! (`egraph/src/counted_exits.rs`). The lever has an assembly snapshot of
//! the code it produces and runs on the simulator against the interpreter
//! in both byte orders. Update the snapshot with `INSTA_UPDATE=always cargo
//! test --test codegen_constant_bounds` after checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// A histogram of a linear congruential sequence: the counter `i` both
/// counts and feeds the sequence, so the exit test stays on it.
const HISTOGRAM: &str = "@hist = global [16 x i32] zeroinitializer
define i32 @histogram(i32 %seed) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ %seed, %entry ], [ %x2, %loop ]
  %x1 = mul i32 %x, 1103515245
  %x2 = add i32 %x1, %i
  %top = lshr i32 %x2, 28
  %slot = getelementptr [16 x i32], [16 x i32]* @hist, i32 0, i32 %top
  %c = load i32, i32* %slot
  %c1 = add i32 %c, 1
  store i32 %c1, i32* %slot
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 4000
  br i1 %more, label %loop, label %done
done:
  ret i32 %x2
}
";

/// The loop ends on `bne` of the counter and the register holding 4000,
/// with no `slti` left in it.
#[test]
fn a_constant_bound_exits_on_bne_of_two_registers() {
    let asm = asm_o2(HISTOGRAM);
    assert!(asm.contains("addiu\t$"), "{asm}");
    assert!(asm.contains(", $zero, 4000"), "{asm}");
    assert!(!asm.contains("slti"), "{asm}");
    insta::assert_snapshot!(asm);
}

/// Counted loops with constant bounds of every kind the rewrite handles:
/// a step of one, a step of three whose last value overshoots the bound,
/// a count down to a negative bound, an unsigned bound too wide for an
/// immediate, and a loop that calls (the constant is built beside the
/// branch), at every level in both byte orders.
#[test]
fn constant_bounds_count_like_the_interpreter() {
    let main = "@fmt = private constant [4 x i8] c\"%d \\00\"
declare i32 @printf(i8*, ...)
define i32 @main() {
entry:
  %h = call i32 @histogram(i32 7)
  br label %step3
step3:
  %a = phi i32 [ 2, %entry ], [ %a1, %step3 ]
  %s = phi i32 [ 0, %entry ], [ %s1, %step3 ]
  %s1 = add i32 %s, %a
  %a1 = add i32 %a, 3
  %m3 = icmp slt i32 %a1, 30
  br i1 %m3, label %step3, label %down
down:
  %d = phi i32 [ 9, %step3 ], [ %d1, %down ]
  %t = phi i32 [ %s1, %step3 ], [ %t1, %down ]
  %dd = mul i32 %d, %d
  %t1 = xor i32 %t, %dd
  %d1 = add i32 %d, -1
  %md = icmp sgt i32 %d1, -5
  br i1 %md, label %down, label %wide
wide:
  %w = phi i32 [ 65000, %down ], [ %w1, %wide ]
  %u = phi i32 [ %t1, %down ], [ %u1, %wide ]
  %u1 = add i32 %u, %w
  %w1 = add i32 %w, 7
  %mw = icmp ult i32 %w1, 70000
  br i1 %mw, label %wide, label %calls
calls:
  %k = phi i32 [ 0, %wide ], [ %k1, %calls ]
  %f = getelementptr [4 x i8], [4 x i8]* @fmt, i32 0, i32 0
  %pk = call i32 (i8*, ...) @printf(i8* %f, i32 %k)
  %k1 = add i32 %k, 1
  %mk = icmp slt i32 %k1, 5
  br i1 %mk, label %calls, label %out
out:
  %p = getelementptr [16 x i32], [16 x i32]* @hist, i32 0, i32 3
  %v = load i32, i32* %p
  %r0 = add i32 %h, %u1
  %r1 = add i32 %r0, %v
  %r2 = add i32 %r1, %k1
  %r = and i32 %r2, 255
  ret i32 %r
}
";
    let text = format!("{HISTOGRAM}{main}");
    assert_runs_like_the_interpreter(
        "constant_bounds",
        &text,
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
