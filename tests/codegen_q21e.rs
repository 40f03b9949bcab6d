//! Snapshots of the -O2 assembly of issue 21's code-quality work on
//! dispatch and 64-bit tests: jump tables whose cases start near zero are
//! indexed by the selector itself (`egret_llvmlite::legalize`'s `switch`
//! lowering, `MAX_TABLE_BIAS`), a table far from zero subtracts its start
//! once for the range check and the dispatch, and a test of an `i64`'s
//! sign bit reads the high word alone (the e-graph's `cmp-sign-shift` and
//! `cmp-sign-mask` rules). Update with `INSTA_UPDATE=always cargo test
//! --test codegen_q21e` after checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, compare_chain};

/// Opcodes 1 to 12: the table starts at 0 (entry 0 goes to the default),
/// so the range check is one `sltiu` of `%op` and no `addiu` biases it.
#[test]
fn a_dispatch_from_one_indexes_its_table_by_the_opcode() {
    let consts: Vec<u32> = (1..13).collect();
    let asm = asm_o2(&compare_chain(&consts));
    assert!(!asm.contains("addiu\t$4, $4, -1"), "{asm}");
    insta::assert_snapshot!(asm);
}

/// Cases 1000 to 1011: one `addiu` of -1000 serves the range check and the
/// table index.
#[test]
fn a_dispatch_far_from_zero_subtracts_its_start_once() {
    let consts: Vec<u32> = (1000..1012).collect();
    let asm = asm_o2(&compare_chain(&consts));
    assert_eq!(asm.matches("-1000").count(), 1, "{asm}");
    insta::assert_snapshot!(asm);
}

/// `(x >> 63) != 0` on an `i64` is `x < 0`: one `shr` of the high word,
/// not a shift and a compare of the result.
#[test]
fn an_i64_sign_bit_test_reads_the_high_word() {
    insta::assert_snapshot!(asm_o2(
        "define i32 @f(i64 %x, i64 %y) {
        entry:
          %s = lshr i64 %x, 63
          %c = icmp ne i64 %s, 0
          %m = and i64 %y, -9223372036854775808
          %d = icmp eq i64 %m, 0
          %b = and i1 %c, %d
          %r = zext i1 %b to i32
          ret i32 %r
        }\n"
    ));
}

/// Unsigned and signed orders against small constants, as branches and as
/// values: `sltiu`/`slti` with the immediate (or its successor for `<=`),
/// no register for the constant.
#[test]
fn orders_against_small_constants_use_immediate_compares() {
    let asm = asm_o2(
        "define i32 @f(i32 %x, i32 %y) {
        entry:
          %a = icmp ule i32 %x, 200
          %b = icmp sle i32 %y, -7
          %c = icmp uge i32 %y, 30
          %ab = and i1 %a, %b
          %abc = xor i1 %ab, %c
          %r = zext i1 %abc to i32
          %t = icmp ugt i32 %x, 12
          br i1 %t, label %big, label %small
        big:
          ret i32 %r
        small:
          %s = add i32 %r, 5
          ret i32 %s
        }\n",
    );
    for imm in [
        "sltiu\t$2, $4, 13",
        "sltiu\t$2, $4, 201",
        "slti\t$3, $5, -6",
        "sltiu\t$3, $5, 30",
    ] {
        assert!(asm.contains(imm), "{imm} in {asm}");
    }
    insta::assert_snapshot!(asm);
}
