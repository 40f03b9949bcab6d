//! Snapshots of the -O2 assembly of switch formation
//! (`egret_egraph::switch_formation`: chains of compares of one value with
//! constants become one `switch`, which lowering makes a jump table, bit
//! tests or a balanced search) and of if-conversion
//! (`egret_egraph::if_conversion`: `select`s, `movn`/`movz`). Update with `INSTA_UPDATE=always cargo test
//! --test codegen_switch` after checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, compare_chain};

#[test]
fn a_dense_dispatch_chain_becomes_a_jump_table() {
    let consts: Vec<u32> = (0..12).collect();
    insta::assert_snapshot!(asm_o2(&compare_chain(&consts)));
}

#[test]
fn a_sparse_chain_becomes_a_balanced_search() {
    insta::assert_snapshot!(asm_o2(&compare_chain(&[3, 17, 40, 1000, 5000, 99, 64])));
}

#[test]
fn or_ed_equalities_become_a_bit_test() {
    insta::assert_snapshot!(asm_o2(
        "define i32 @f(i8 %c) {
        entry:
          %sp = icmp eq i8 %c, 32
          %tab = icmp eq i8 %c, 9
          %nl = icmp eq i8 %c, 10
          %cr = icmp eq i8 %c, 13
          %a = or i1 %sp, %tab
          %b = or i1 %a, %nl
          %blank = or i1 %b, %cr
          br i1 %blank, label %yes, label %no
        yes:
          ret i32 1
        no:
          ret i32 0
        }\n"
    ));
}

/// If-conversion (`egret_egraph::if_conversion`): a diamond that only
/// chooses between values becomes `select`s, lowered to `movn`/`movz`.
#[test]
fn a_value_choosing_diamond_becomes_movn() {
    insta::assert_snapshot!(asm_o2(
        "define i32 @f(i32 %a, i32 %b, i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %join ]
          %acc = phi i32 [ 0, %entry ], [ %acc1, %join ]
          %x = mul i32 %i, %a
          %y = xor i32 %i, %b
          %c = icmp slt i32 %x, %y
          br i1 %c, label %left, label %right
        left:
          br label %join
        right:
          br label %join
        join:
          %m = phi i32 [ %x, %left ], [ %y, %right ]
          %acc1 = add i32 %acc, %m
          %i1 = add i32 %i, 1
          %more = icmp slt i32 %i1, %n
          br i1 %more, label %loop, label %done
        done:
          ret i32 %acc1
        }\n"
    ));
}
