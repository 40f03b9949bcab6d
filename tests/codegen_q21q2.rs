//! Code-quality levers of issue 21, round seven (front-end, hashing and
//! i64 programs), at -O2: an i64 remainder computed from the quotient of
//! the same operands (`egraph/src/divrem_pairs.rs`). Each lever has an
//! assembly snapshot of the code it produces and runs on the simulator
//! against the interpreter in both byte orders. Update the snapshots with
//! `INSTA_UPDATE=always cargo test --test codegen_q21q2` after checking
//! the new code is right.

#[allow(dead_code)]
mod common;

use common::asm_o2;
use egret::OptLevel;

/// `x / d` and `x % d` on i64 by a variable: one `__udivdi3` call, and the
/// remainder as `x - q * d` (three `mul`s and a `multu`) instead of a
/// `__umoddi3` call.
#[test]
fn an_i64_quotient_and_remainder_make_one_call() {
    let ir = "define i64 @digits(i64 %x, i64 %d) {
entry:
  %q = udiv i64 %x, %d
  %r = urem i64 %x, %d
  %m = mul i64 %q, 31
  %s = xor i64 %m, %r
  ret i64 %s
}";
    let asm = asm_o2(ir);
    assert_eq!(asm.matches("__udivdi3").count(), 1, "{asm}");
    assert!(!asm.contains("__umoddi3"), "{asm}");
    insta::assert_snapshot!(asm);
}

/// The signed pair, remainder first: the quotient moves up to it, and
/// one `__divdi3` call serves both.
#[test]
fn a_signed_remainder_before_its_quotient_makes_one_call() {
    let ir = "define i64 @split(i64 %x, i64 %d) {
entry:
  %r = srem i64 %x, %d
  %q = sdiv i64 %x, %d
  %m = mul i64 %r, 1000003
  %s = add i64 %m, %q
  ret i64 %s
}";
    let asm = asm_o2(ir);
    assert_eq!(asm.matches("__divdi3").count(), 1, "{asm}");
    assert!(!asm.contains("__moddi3"), "{asm}");
    insta::assert_snapshot!(asm);
}

/// Quotient and remainder pairs, in both orders and signs, on operands
/// from memory (signs, word boundaries and extremes; no zero divisor, no
/// `MIN / -1`), hashed.
fn pair_program() -> String {
    let xs: [i64; 8] = [
        0,
        1,
        -1,
        4294967295,
        -4294967296,
        i64::MAX,
        -81985529216486895,
        1311768467463790320,
    ];
    let ds: [i64; 8] = [3, -3, 1, 65537, 4294967291, -(1 << 40) - 9, i64::MAX, -1];
    let all: Vec<String> = xs
        .iter()
        .chain(ds.iter())
        .map(|v| format!("i64 {v}"))
        .collect();
    let ty = format!("[{} x i64]", all.len());
    let mut s = format!(
        "@vs = global {ty} [{}]\n@acc = global i64 0\n",
        all.join(", ")
    );
    s += "define i64 @main() {\nentry:\n";
    let load = |s: &mut String, name: &str, i: usize| {
        *s += &format!(
            "  %p{name} = getelementptr {ty}, {ty}* @vs, i64 0, i64 {i}\n  %{name} = load i64, i64* %p{name}\n"
        );
    };
    let mut n = 0;
    for xi in 0..xs.len() {
        load(&mut s, &format!("x{xi}"), xi);
        for di in 0..ds.len() {
            let d = format!("d{xi}_{di}");
            load(&mut s, &d, xs.len() + di);
            for (a, b) in [
                ("udiv", "urem"),
                ("urem", "udiv"),
                ("sdiv", "srem"),
                ("srem", "sdiv"),
            ] {
                s += &format!(
                    "  %a{n} = {a} i64 %x{xi}, %{d}\n  %b{n} = {b} i64 %x{xi}, %{d}\n  %c{n} = load i64, i64* @acc\n  %e{n} = mul i64 %c{n}, 31\n  %f{n} = xor i64 %e{n}, %a{n}\n  %g{n} = mul i64 %f{n}, 7\n  %h{n} = xor i64 %g{n}, %b{n}\n  store i64 %h{n}, i64* @acc\n"
                );
                n += 1;
            }
        }
    }
    s += "  %res = load i64, i64* @acc\n  %h = lshr i64 %res, 40\n  %t = xor i64 %res, %h\n  %v = and i64 %t, 255\n  ret i64 %v\n}\n";
    s
}

/// The paired remainders compute what the interpreter does, in both byte
/// orders, with half the runtime calls.
#[test]
fn paired_remainders_match_the_interpreter() {
    let text = pair_program();
    common::assert_runs_like_the_interpreter("pairs.ll", &text, &[OptLevel::O0, OptLevel::O2]);
}

/// A loop dividing full 64-bit values by 32-bit divisors of 17 to 32
/// bits (`__udivdi3`'s 16-bit-digit path, `__egret_div64_32`): each
/// quotient digit's range test branches before its product test, so a
/// division costs under 99 executed instructions (96 now; 101 when the
/// two tests were or-ed). The same loop with `add` in place of the division is the
/// baseline.
#[test]
fn a_division_by_a_word_costs_under_ninety_nine_instructions() {
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
  %dl = and i64 %x, 4294901760
  %d = or i64 %dl, 65536
  %q = {op} i64 %x, %d
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
        per_division < 99,
        "{per_division} instructions per division"
    );
}
