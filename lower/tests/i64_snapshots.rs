//! Snapshot tests of the code lowering emits for i64 (register-pair)
//! arithmetic where a word is known to be zero or a compare is decided by
//! the high words alone (`lower/src/lower/i64.rs`, the i64 rules of
//! `isle/lower.isle`).
//!
//! Each case is a small function compiled without the mid-end; the snapshot
//! is its `-S` output. Update with `INSTA_UPDATE=always cargo test -p
//! egret-lower --test i64_snapshots` after checking the new code is right.

mod common;

use common::{I_BE, II_BE, II_LE, asm};

macro_rules! case {
    ($name:ident, $target:expr, $ir:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(stringify!($name), asm($ir, $target));
        }
    };
}

// A rotate by 40: the `shl` by 40 has a zero low word, so the `or` of the
// low words is the other word itself (no `or` with `$zero`, no copy).
case!(
    rotate_i64_by_40_skips_the_zero_word,
    II_LE,
    "define i64 @f(i64 %x) {\n  %a = shl i64 %x, 40\n  %b = lshr i64 %x, 24\n  %r = or i64 %a, %b\n  ret i64 %r\n}\n"
);
// `x + (y << 32)`: no carry out of a zero low word, one `addu`.
case!(
    add_i64_of_shifted_word_has_no_carry,
    II_LE,
    "define i64 @f(i64 %x, i64 %y) {\n  %s = shl i64 %y, 32\n  %r = add i64 %x, %s\n  ret i64 %r\n}\n"
);
// `x - (y << 32)`: no borrow, one `subu`.
case!(
    sub_i64_of_shifted_word_has_no_borrow,
    II_LE,
    "define i64 @f(i64 %x, i64 %y) {\n  %s = shl i64 %y, 32\n  %r = sub i64 %x, %s\n  ret i64 %r\n}\n"
);
// A product with a factor whose low word is zero: one `mul`, no `multu`.
case!(
    mul_i64_by_shifted_word_is_one_mul,
    II_LE,
    "define i64 @f(i64 %x, i64 %y) {\n  %s = shl i64 %y, 32\n  %r = mul i64 %x, %s\n  ret i64 %r\n}\n"
);
// A constant 3 * 2^32: the partial products of the zero low word vanish.
case!(
    mul_i64_by_constant_with_zero_low_word,
    II_LE,
    "define i64 @f(i64 %x) {\n  %r = mul i64 %x, 12884901888\n  ret i64 %r\n}\n"
);
// The word-wise combination of known-zero words: `(x & 0xFFFFFFFF00000000)
// | zext y` has both words without any instruction but the `and` of nothing.
case!(
    pack_i64_words_without_instructions,
    II_LE,
    "define i64 @f(i64 %x, i32 %y) {\n  %h = and i64 %x, -4294967296\n  %l = zext i32 %y to i64\n  %r = or i64 %h, %l\n  ret i64 %r\n}\n"
);
// `x >u 0xFFFFFFFF` is `hi(x) != 0`: one `sltu`.
case!(
    icmp_ugt_i64_low_word_all_ones_compares_high_word,
    II_BE,
    "define i1 @f(i64 %x) {\n  %r = icmp ugt i64 %x, 4294967295\n  ret i1 %r\n}\n"
);
// `x <s 2^33` is `hi(x) <s 2`.
case!(
    icmp_slt_i64_low_word_zero_compares_high_word,
    II_BE,
    "define i1 @f(i64 %x) {\n  %r = icmp slt i64 %x, 8589934592\n  ret i1 %r\n}\n"
);
// As a branch: one `sltu` and a `bne` (cpu032II) ...
case!(
    branch_icmp_ult_i64_low_word_zero,
    II_BE,
    "define i32 @f(i64 %x) {\nentry:\n  %c = icmp ult i64 %x, 4294967296\n  br i1 %c, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 2\n}\n"
);
// ... or one `cmpu` and a conditional jump (cpu032I).
case!(
    branch_icmp_ule_i64_low_word_all_ones_cpu032i,
    I_BE,
    "define i32 @f(i64 %x) {\nentry:\n  %c = icmp ule i64 %x, 12884901887\n  br i1 %c, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 2\n}\n"
);
// A variable i64 shift left: the high word's `movn` reads the shifted low
// word before the low word's `movn` overwrites it, so no copy.
case!(
    shl_i64_variable_needs_no_copy,
    II_LE,
    "define i64 @f(i64 %x, i64 %n) {\n  %r = shl i64 %x, %n\n  ret i64 %r\n}\n"
);
// `x - 1` as `add i64 x, -1`: `addiu`, an `sltiu` borrow and one `subu`.
case!(
    add_i64_small_negative_is_immediate_borrow,
    II_LE,
    "define i64 @f(i64 %x) {\n  %r = add i64 %x, -1\n  ret i64 %r\n}\n"
);
// The same on cpu032I, where the borrow is a `cmpu` against the immediate.
case!(
    add_i64_small_negative_cpu032i,
    I_BE,
    "define i64 @f(i64 %x) {\n  %r = add i64 %x, -300\n  ret i64 %r\n}\n"
);
// The FNV-1a 64 prime 0x100_000001B3: the cross product by the high word
// 0x100 is a shift, not a `mul`.
case!(
    mul_i64_by_fnv_prime_shifts_the_power_of_two_word,
    II_LE,
    "define i64 @f(i64 %x) {\n  %r = mul i64 %x, 1099511628211\n  ret i64 %r\n}\n"
);
// 2^32 + 15: the cross product by the high word 1 is the low word itself.
case!(
    mul_i64_by_constant_with_high_word_one,
    II_LE,
    "define i64 @f(i64 %x) {\n  %r = mul i64 %x, 4294967311\n  ret i64 %r\n}\n"
);
// The LCG multiplier: no special word, three partial products.
case!(
    mul_i64_by_lcg_multiplier,
    II_LE,
    "define i64 @f(i64 %x) {\n  %r = mul i64 %x, 6364136223846793005\n  ret i64 %r\n}\n"
);
