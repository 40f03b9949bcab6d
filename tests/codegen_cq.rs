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
