//! Snapshots of the -O2 assembly of jump threading
//! (`egret_egraph::jump_threading`: an edge that decides the branch of the
//! block it enters goes straight to the decided target). Update with
//! `INSTA_UPDATE=always cargo test --test codegen_q21b` after checking the
//! new code is right.

#[allow(dead_code)]
mod common;

use common::asm_o2;

/// Two checks of one condition, each with a failure path that merges
/// back: the merge block's branch is decided on both of its edges, so the
/// code tests `%x` once, and each failure path goes on to the second
/// failure path directly.
#[test]
fn a_condition_tested_twice_is_tested_once() {
    insta::assert_snapshot!(asm_o2(
        "@count = global i32 0
        @fails = global i32 0
        define void @f(i32 %x) {
        entry:
          %ok = icmp sgt i32 %x, 5
          br i1 %ok, label %merge, label %bad
        bad:
          %k = load i32, i32* @fails
          %k1 = add i32 %k, 1
          store i32 %k1, i32* @fails
          br label %merge
        merge:
          %n = load i32, i32* @count
          %n1 = add i32 %n, 1
          store i32 %n1, i32* @count
          br i1 %ok, label %done, label %bad2
        bad2:
          %k2 = load i32, i32* @fails
          %k3 = add i32 %k2, 2
          store i32 %k3, i32* @fails
          br label %done
        done:
          ret void
        }"
    ));
}

/// A flag set on each path into a join and tested there: each path goes
/// to its side of the test, and the flag is gone.
#[test]
fn a_flag_set_before_a_join_is_not_tested() {
    insta::assert_snapshot!(asm_o2(
        "@g = global i32 0
        define i32 @f(i32 %x) {
        entry:
          %neg = icmp slt i32 %x, 0
          br i1 %neg, label %a, label %b
        a:
          store i32 %x, i32* @g
          br label %join
        b:
          %big = icmp ugt i32 %x, 9
          br i1 %big, label %join, label %c
        c:
          store i32 9, i32* @g
          br label %join
        join:
          %flag = phi i1 [ true, %a ], [ true, %b ], [ false, %c ]
          br i1 %flag, label %yes, label %no
        yes:
          %v = mul i32 %x, 3
          ret i32 %v
        no:
          ret i32 %x
        }"
    ));
}
