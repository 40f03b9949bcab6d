//! Code-quality lever of issue 21 for mutual recursion, at -O2: a tiny
//! function of a recursive cycle whose only calls go back to its caller
//! (`is_odd` calling `is_even` calling `is_odd`) is inlined into that
//! caller (`egraph/src/inline.rs`), which then calls itself in tail
//! position, and `tailrec` turns the recursion into a loop: no call, no
//! frame, two steps of the cycle per iteration. The lever has an assembly
//! snapshot of the code it produces and runs on the simulator against the
//! interpreter in both byte orders. Update the snapshot with
//! `INSTA_UPDATE=always cargo test --test codegen_recursive_cycles` after
//! checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// Parity by mutual recursion, each step a tail call of the other.
const EVEN_ODD: &str = "define i1 @is_even(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %ask
yes:
  ret i1 true
ask:
  %n1 = sub i32 %n, 1
  %r = call i1 @is_odd(i32 %n1)
  ret i1 %r
}
define i1 @is_odd(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %no, label %ask
no:
  ret i1 false
ask:
  %n1 = sub i32 %n, 1
  %r = call i1 @is_even(i32 %n1)
  ret i1 %r
}
";

/// `is_even` and `is_odd` each become a loop: neither calls anything, so
/// neither saves `$lr` or builds a frame.
#[test]
fn a_mutual_tail_recursion_becomes_a_loop() {
    let asm = asm_o2(EVEN_ODD);
    assert!(!asm.contains("jsub"), "{asm}");
    assert!(!asm.contains("$lr, "), "no frame saves $lr:\n{asm}");
    insta::assert_snapshot!(asm);
}

/// Asks the parity of 0..40 and of 1001, and a cycle of three functions
/// (each step not only a call of the next one), at every level in both
/// byte orders.
#[test]
fn mutual_recursion_runs_like_the_interpreter() {
    let main = "define i32 @cyc_a(i32 %n) {
entry:
  %z = icmp sle i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i32 1
rec:
  %n1 = sub i32 %n, 1
  %r = call i32 @cyc_b(i32 %n1)
  %r1 = mul i32 %r, 3
  ret i32 %r1
}
define i32 @cyc_b(i32 %n) {
entry:
  %n1 = sub i32 %n, 1
  %r = call i32 @cyc_a(i32 %n1)
  %r1 = add i32 %r, 7
  ret i32 %r1
}
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 0, %entry ], [ %h2, %loop ]
  %e = call i1 @is_even(i32 %i)
  %o = call i1 @is_odd(i32 %i)
  %ex = zext i1 %e to i32
  %ox = zext i1 %o to i32
  %h0 = mul i32 %h, 3
  %h1 = add i32 %h0, %ex
  %h2 = add i32 %h1, %ox
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 40
  br i1 %more, label %loop, label %out
out:
  %big = call i1 @is_odd(i32 1001)
  %bx = zext i1 %big to i32
  %c = call i32 @cyc_a(i32 9)
  %s = add i32 %h2, %bx
  %t = add i32 %s, %c
  %r = and i32 %t, 255
  ret i32 %r
}
";
    let text = format!("{EVEN_ODD}{main}");
    assert_runs_like_the_interpreter(
        "even_odd",
        &text,
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
