//! Unit tests of select unfolding: which selects become branches, and
//! that the program computes the same.

use super::*;
use crate::testutil::{blocks_and_selects_of_f as shape, check_same_behaviour, run_pass};

/// `@f(a, b)` from `f_src` called by `main` on a grid of arguments, the
/// results folded into a hash.
fn with_main(f_src: &str) -> String {
    format!(
        "{f_src}
        define i64 @main() {{
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
          %h = phi i64 [ 7, %entry ], [ %h2, %loop ]
          %a = sub i64 %i, 20
          %b = mul i64 %i, 4294967311
          %r = call i64 @f(i64 %a, i64 %b)
          %h1 = mul i64 %h, 31
          %h2 = add i64 %h1, %r
          %i1 = add i64 %i, 1
          %more = icmp ult i64 %i1, 50
          br i1 %more, label %loop, label %done
        done:
          ret i64 %h2
        }}"
    )
}

/// Runs the pass, checks behaviour, and returns `@f`'s block count and
/// selects.
fn unfold_f(src: &str) -> (usize, usize) {
    let (after, before) = run_pass(src, |f, m| run(f, &m.types));
    check_same_behaviour(&before, &after);
    shape(&after)
}

#[test]
fn a_select_between_two_i64_computations_becomes_a_branch() {
    // The Collatz step: `x / 2` (a pair shift) or `3x + 1` (a pair
    // multiply and a carry add); the compare after it stays a select.
    let src = with_main(
        "define i64 @f(i64 %x, i64 %top) {
        entry:
          %bit = and i64 %x, 1
          %even = icmp eq i64 %bit, 0
          %half = lshr i64 %x, 1
          %x3 = mul i64 %x, 3
          %x31 = add i64 %x3, 1
          %next = select i1 %even, i64 %half, i64 %x31
          %higher = icmp ugt i64 %next, %top
          %top1 = select i1 %higher, i64 %next, i64 %top
          %s = add i64 %top1, %next
          ret i64 %s
        }",
    );
    // `entry`, two arms and the join; one select left (`%top1`).
    assert_eq!(unfold_f(&src), (4, 1));
}

#[test]
fn a_select_in_a_loop_becomes_a_branch_inside_it() {
    let src = with_main(
        "define i64 @f(i64 %n, i64 %k) {
        entry:
          br label %loop
        loop:
          %x = phi i64 [ %n, %entry ], [ %next, %loop ]
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          %odd = trunc i64 %x to i1
          %half = ashr i64 %x, 1
          %x3 = mul i64 %x, 3
          %x31 = add i64 %x3, %k
          %next = select i1 %odd, i64 %x31, i64 %half
          %i1 = add i32 %i, 1
          %more = icmp ult i32 %i1, 9
          br i1 %more, label %loop, label %done
        done:
          ret i64 %next
        }",
    );
    assert_eq!(unfold_f(&src), (6, 0));
}

#[test]
fn cheap_arms_keep_the_select() {
    // `a + 1` and `a ^ b` on i32 are one instruction each: the branch
    // would cost more than the select on either path.
    let src = with_main(
        "define i64 @f(i64 %x, i64 %y) {
        entry:
          %a = trunc i64 %x to i32
          %b = trunc i64 %y to i32
          %c = icmp slt i32 %a, 5
          %a1 = add i32 %a, 1
          %b1 = xor i32 %a, %b
          %r = select i1 %c, i32 %a1, i32 %b1
          %r64 = sext i32 %r to i64
          ret i64 %r64
        }",
    );
    assert_eq!(unfold_f(&src), (1, 1));
}

#[test]
fn one_expensive_arm_is_enough() {
    // The other value is a parameter: the path choosing it skips the
    // multiply and the carry add.
    let src = with_main(
        "define i64 @f(i64 %x, i64 %y) {
        entry:
          %c = icmp ult i64 %x, %y
          %m = mul i64 %y, 5
          %m1 = add i64 %m, %x
          %r = select i1 %c, i64 %y, i64 %m1
          ret i64 %r
        }",
    );
    assert_eq!(unfold_f(&src), (4, 0));
}

#[test]
fn an_arm_whose_code_is_read_elsewhere_keeps_the_select() {
    // `%x3` is also returned: the code would run on both paths anyway.
    let src = with_main(
        "define i64 @f(i64 %x, i64 %y) {
        entry:
          %c = icmp slt i64 %x, %y
          %x3 = mul i64 %x, 3
          %r = select i1 %c, i64 %y, i64 %x3
          %s = sub i64 %r, %x3
          ret i64 %s
        }",
    );
    assert_eq!(unfold_f(&src), (1, 1));
}

#[test]
fn code_both_selects_read_is_no_arm() {
    // `%m1` feeds two selects: it runs whichever way they choose.
    let src = with_main(
        "define i64 @f(i64 %x, i64 %y) {
        entry:
          %c = icmp slt i64 %x, %y
          %m = mul i64 %x, %y
          %m1 = add i64 %m, 1
          %r = select i1 %c, i64 %m1, i64 %y
          %r2 = select i1 %c, i64 12345678901, i64 %m1
          %s = add i64 %r, %r2
          ret i64 %s
        }",
    );
    assert_eq!(unfold_f(&src), (1, 2));
}

#[test]
fn two_expensive_selects_in_one_block_both_unfold() {
    let src = with_main(
        "define i64 @f(i64 %x, i64 %y) {
        entry:
          %c = icmp slt i64 %x, %y
          %p = mul i64 %x, %y
          %q = shl i64 %x, 5
          %r = select i1 %c, i64 %p, i64 %q
          %d = icmp ugt i64 %r, 1000
          %p2 = mul i64 %r, %r
          %q2 = lshr i64 %r, 2
          %r2 = select i1 %d, i64 %q2, i64 %p2
          ret i64 %r2
        }",
    );
    assert_eq!(unfold_f(&src), (7, 0));
}
