//! Code-quality levers of issue 21, round four, at -O2: i64 division and
//! remainder by constants expanded into multiplications
//! (`egraph/src/divconst.rs`), and full unrolling of counted loops up to
//! 256 estimated instructions (`egraph/src/unroll.rs`). Each lever has an
//! assembly snapshot of the code it produces, and the division expansion
//! is run on the simulator against the interpreter and counted. Update
//! the snapshots with `INSTA_UPDATE=always cargo test --test codegen_q21`
//! after checking the new code is right.

#[allow(dead_code)]
mod common;

use common::asm_o2;
use egret::OptLevel;

/// `x / 10` on i64: no runtime call; a dividend whose high word is zero
/// takes one `divu`, any other the four `multu` partial products of
/// `umulh(x >> 1, 0xCCCC_CCCC_CCCC_CCCD) >> 2`.
#[test]
fn udiv_i64_by_ten_is_multiplied_not_called() {
    let ir = "define i64 @tenth(i64 %x) {
entry:
  %q = udiv i64 %x, 10
  ret i64 %q
}";
    let asm = asm_o2(ir);
    assert!(!asm.contains("__udivdi3"), "{asm}");
    assert_eq!(asm.matches("multu").count(), 4, "{asm}");
    assert_eq!(asm.matches("divu").count(), 1, "{asm}");
    insta::assert_snapshot!(asm);
}

/// `x % -7` on i64 (the sign of a remainder is the dividend's): the
/// magnitude goes through the unsigned expansion, 7 needing the 65-bit
/// multiplier and its add-and-halve step, and the sign goes back on.
#[test]
fn srem_i64_by_a_negative_constant_is_multiplied_not_called() {
    let ir = "define i64 @rem7(i64 %x) {
entry:
  %r = srem i64 %x, -7
  ret i64 %r
}";
    let asm = asm_o2(ir);
    assert!(!asm.contains("__moddi3"), "{asm}");
    insta::assert_snapshot!(asm);
}

/// A program that divides dividends from memory (all signs, both word
/// boundaries, the extremes) by divisors of every kind the pass handles,
/// with all four operations, hashing the results.
fn division_program() -> String {
    let xs: [i64; 10] = [
        0,
        1,
        -1,
        4294967295,
        4294967296,
        -4294967296,
        i64::MAX,
        i64::MIN,
        -81985529216486895,
        1311768467463790320,
    ];
    let ds: [i64; 12] = [
        3,
        -3,
        7,
        10,
        -1000,
        641,
        2147483649,
        6700417,
        0x5555_5555_5555_5555,
        i64::MIN + 1,
        -6,
        12,
    ];
    let n = xs.len();
    let items: Vec<String> = xs.iter().map(|x| format!("i64 {x}")).collect();
    let mut s = format!(
        "@xs = global [{n} x i64] [{}]\n@acc = global i64 0\ndefine i64 @main() {{\nentry:\n",
        items.join(", ")
    );
    let mut k = 0;
    for i in 0..n {
        s += &format!(
            "  %p{i} = getelementptr [{n} x i64], [{n} x i64]* @xs, i64 0, i64 {i}\n  %x{i} = load i64, i64* %p{i}\n"
        );
        for d in ds {
            for op in ["udiv", "urem", "sdiv", "srem"] {
                s += &format!(
                    "  %r{k} = {op} i64 %x{i}, {d}\n  %a{k} = load i64, i64* @acc\n  %m{k} = mul i64 %a{k}, 1000003\n  %s{k} = xor i64 %m{k}, %r{k}\n  store i64 %s{k}, i64* @acc\n"
                );
                k += 1;
            }
        }
    }
    s += "  %res = load i64, i64* @acc\n  %h = lshr i64 %res, 40\n  %t = xor i64 %res, %h\n  %v = and i64 %t, 255\n  ret i64 %v\n}\n";
    s
}

/// The expansions compute what the interpreter does, in both byte orders.
#[test]
fn expanded_divisions_match_the_interpreter() {
    let text = division_program();
    common::assert_runs_like_the_interpreter("div.ll", &text, &[OptLevel::O2]);
}

/// A loop dividing a full 64-bit value by 10 each iteration: the
/// expansion's slow path costs well under the runtime call's sixty-odd
/// instructions. The same loop with `add` in place of the division is the
/// baseline.
#[test]
fn an_expanded_division_costs_under_fifty_instructions() {
    let program = |op: &str| {
        format!(
            "@seed = global i64 1234567890123
define i64 @main() {{
entry:
  %s0 = load i64, i64* @seed
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i64 [ %s0, %entry ], [ %x1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %q = {op} i64 %x, 10
  %acc1 = add i64 %acc, %q
  %x1 = mul i64 %x, 6364136223846793005
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 1000
  br i1 %c, label %loop, label %done
done:
  %r = and i64 %acc1, 255
  ret i64 %r
}}"
        )
    };
    let per_division = common::insts_per_op(program, "udiv", 1000);
    assert!(
        per_division < 50,
        "{per_division} instructions per division"
    );
}

/// A 16-tap dot product over i16 arrays (the inner loop of an FIR
/// filter), some 11 estimated instructions per iteration: unrolled in
/// full now that the limit is 256, so no backward branch is left and each
/// tap's coefficient is a load at a constant offset.
#[test]
fn a_sixteen_tap_dot_product_is_fully_unrolled() {
    let ir = "@coef = global [16 x i16] zeroinitializer
define i32 @dot(i16* %x) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %px = getelementptr i16, i16* %x, i32 %k
  %vx = load i16, i16* %px
  %pc = getelementptr [16 x i16], [16 x i16]* @coef, i32 0, i32 %k
  %vc = load i16, i16* %pc
  %a = sext i16 %vx to i32
  %b = sext i16 %vc to i32
  %m = mul i32 %a, %b
  %acc1 = add i32 %acc, %m
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 16
  br i1 %more, label %loop, label %done
done:
  ret i32 %acc1
}";
    let asm = asm_o2(ir);
    assert_eq!(asm.matches("\tmul\t").count(), 16, "{asm}");
    insta::assert_snapshot!(asm);
}
