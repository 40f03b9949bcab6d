//! Assembly snapshots of the code-quality work of issue 21 at -O2: each
//! case is a small function compiled with egret's library, and the
//! snapshot shows the code the optimisation leaves. Update with
//! `INSTA_UPDATE=always cargo test --test codegen_cq` after checking the
//! new code is right.

#[allow(dead_code)]
mod common;

use common::asm_o2;

/// A loop that calls a function on every iteration also carries a
/// recurrence on constants (`egraph/src/loopeval.rs`, the pure slice):
/// the recurrence's value after the loop is computed at compile time, so
/// the loop keeps only the counter and the call, and the result is a
/// constant (`0xa8bbb1d3e3d64b87`, a `lui`/`ori` pair per word).
#[test]
fn loopeval_slice_a_recurrence_beside_a_call_is_folded() {
    let ir = "declare void @use(i64)
define i64 @carried() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = phi i64 [ 7, %entry ], [ %q, %loop ]
  call void @use(i64 %i)
  %m = mul i64 %p, 31
  %q = add i64 %m, 12345
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 40
  br i1 %more, label %loop, label %done
done:
  ret i64 %q
}";
    insta::assert_snapshot!(asm_o2(ir));
}

/// An accumulating recursion called with a constant (`tailrec` makes it a
/// loop of 20,000 iterations once inlined) is run at compile time within
/// `loopeval`'s fuel: `main` prints a constant
/// (sum of k² for k = 1..20000 = 2,666,866,670,000).
#[test]
fn loopeval_fuel_covers_a_recursion_of_twenty_thousand_steps() {
    let ir = "declare i32 @printf(i8*, ...)
@fmt = global [6 x i8] c\"%lld\\0A\\00\"
define i64 @acc(i64 %n, i64 %total) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i64 %total
rec:
  %n1 = sub i64 %n, 1
  %sq = mul i64 %n, %n
  %t = add i64 %total, %sq
  %r = call i64 @acc(i64 %n1, i64 %t)
  ret i64 %r
}
define i64 @main() {
  %v = call i64 @acc(i64 20000, i64 0)
  %f = getelementptr [6 x i8], [6 x i8]* @fmt, i64 0, i64 0
  %p = call i32 (i8*, ...) @printf(i8* %f, i64 %v)
  ret i64 0
}";
    let asm = asm_o2(ir);
    let main = asm.split("main:").nth(1).expect("main is emitted");
    insta::assert_snapshot!(main);
}
