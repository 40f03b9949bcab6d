//! Snapshot tests of the assembly representative lowering rules produce.
//!
//! Each case is a small function; the snapshot is its `-S` output for one
//! target. A change in code quality (or a regression) shows up as a diff in
//! review. Update with `INSTA_UPDATE=always cargo test -p egret-lower --test
//! asm_snapshots` after checking the new code is right.

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

case!(
    leaf_add_i32_has_no_frame,
    II_BE,
    "define i32 @f(i32 %a, i32 %b) {\n  %r = add i32 %a, %b\n  ret i32 %r\n}\n"
);
case!(
    add_immediate_is_addiu,
    II_BE,
    "define i32 @f(i32 %a) {\n  %r = add i32 %a, -5\n  ret i32 %r\n}\n"
);
case!(
    sub_immediate_is_addiu,
    II_BE,
    "define i32 @f(i32 %a) {\n  %r = sub i32 %a, 100\n  ret i32 %r\n}\n"
);
case!(
    constants_cheapest_sequence,
    II_BE,
    "define void @f(i32* %p) {\n  store i32 7, i32* %p\n  store i32 40000, i32* %p\n  store i32 -65536, i32* %p\n  store i32 305419896, i32* %p\n  ret void\n}\n"
);
case!(
    add_i64_carry_sltu,
    II_BE,
    "define i64 @f(i64 %a, i64 %b) {\n  %r = add i64 %a, %b\n  ret i64 %r\n}\n"
);
case!(
    add_i64_carry_cmpu_cpu032i,
    I_BE,
    "define i64 @f(i64 %a, i64 %b) {\n  %r = add i64 %a, %b\n  ret i64 %r\n}\n"
);
case!(
    add_i64_small_immediate,
    II_BE,
    "define i64 @f(i64 %a) {\n  %r = add i64 %a, 1\n  ret i64 %r\n}\n"
);
case!(
    sub_i64_borrow,
    II_BE,
    "define i64 @f(i64 %a, i64 %b) {\n  %r = sub i64 %a, %b\n  ret i64 %r\n}\n"
);
case!(
    mul_by_power_of_two_is_shl,
    II_BE,
    "define i32 @f(i32 %a) {\n  %r = mul i32 %a, 8\n  ret i32 %r\n}\n"
);
case!(
    mul_i64_inline,
    II_BE,
    "define i64 @f(i64 %a, i64 %b) {\n  %r = mul i64 %a, %b\n  ret i64 %r\n}\n"
);
case!(
    sdiv_srem_i32_div_mflo_mfhi,
    II_BE,
    "define i32 @f(i32 %a, i32 %b) {\n  %q = sdiv i32 %a, %b\n  %r = srem i32 %a, %b\n  %s = add i32 %q, %r\n  ret i32 %s\n}\n"
);
case!(
    udiv_i8_zero_extends,
    II_BE,
    "define i8 @f(i8 %a, i8 %b) {\n  %q = udiv i8 %a, %b\n  ret i8 %q\n}\n"
);
case!(
    sdiv_i64_calls_runtime,
    II_BE,
    "define i64 @f(i64 %a, i64 %b) {\n  %q = sdiv i64 %a, %b\n  ret i64 %q\n}\n"
);
case!(
    shl_i64_by_constant_below_32,
    II_BE,
    "define i64 @f(i64 %a) {\n  %r = shl i64 %a, 5\n  ret i64 %r\n}\n"
);
case!(
    lshr_i64_by_constant_above_32,
    II_BE,
    "define i64 @f(i64 %a) {\n  %r = lshr i64 %a, 40\n  ret i64 %r\n}\n"
);
case!(
    ashr_i64_by_constant_32,
    II_BE,
    "define i64 @f(i64 %a) {\n  %r = ashr i64 %a, 32\n  ret i64 %r\n}\n"
);
case!(
    shl_i64_by_variable_inline,
    II_BE,
    "define i64 @f(i64 %a, i64 %n) {\n  %r = shl i64 %a, %n\n  ret i64 %r\n}\n"
);
case!(
    ashr_i64_by_variable_inline,
    II_BE,
    "define i64 @f(i64 %a, i64 %n) {\n  %r = ashr i64 %a, %n\n  ret i64 %r\n}\n"
);
case!(
    and_i64_constant_per_word,
    II_BE,
    "define i64 @f(i64 %a) {\n  %r = and i64 %a, 4294967295\n  ret i64 %r\n}\n"
);
case!(
    not_i32_is_nor,
    II_BE,
    "define i32 @f(i32 %a) {\n  %r = xor i32 %a, -1\n  ret i32 %r\n}\n"
);
case!(
    icmp_eq_zero_sltiu,
    II_BE,
    "define i1 @f(i32 %a) {\n  %r = icmp eq i32 %a, 0\n  ret i1 %r\n}\n"
);
case!(
    icmp_slt_immediate_slti,
    II_BE,
    "define i1 @f(i32 %a) {\n  %r = icmp slt i32 %a, 10\n  ret i1 %r\n}\n"
);
case!(
    icmp_sle_cpu032i_flags,
    I_BE,
    "define i1 @f(i32 %a, i32 %b) {\n  %r = icmp sle i32 %a, %b\n  ret i1 %r\n}\n"
);
case!(
    icmp_i64_slt_movz,
    II_BE,
    "define i1 @f(i64 %a, i64 %b) {\n  %r = icmp slt i64 %a, %b\n  ret i1 %r\n}\n"
);
case!(
    icmp_i16_signed_extends,
    II_BE,
    "define i1 @f(i16 %a, i16 %b) {\n  %r = icmp sgt i16 %a, %b\n  ret i1 %r\n}\n"
);
case!(
    branch_on_eq_is_beq,
    II_BE,
    "define i32 @f(i32 %a, i32 %b) {\nentry:\n  %c = icmp eq i32 %a, %b\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n"
);
case!(
    branch_on_slt_immediate,
    II_BE,
    "define i32 @f(i32 %a) {\nentry:\n  %c = icmp slt i32 %a, 100\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n"
);
case!(
    branch_fused_cpu032i_cmp_jle,
    I_BE,
    "define i32 @f(i32 %a, i32 %b) {\nentry:\n  %c = icmp sle i32 %a, %b\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n"
);
case!(
    branch_on_i64_compare,
    II_BE,
    "define i32 @f(i64 %a, i64 %b) {\nentry:\n  %c = icmp ult i64 %a, %b\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n"
);
case!(
    branch_on_boolean_value,
    II_BE,
    "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %t, label %e\nt:\n  ret i32 1\ne:\n  ret i32 2\n}\n"
);
case!(
    loop_with_block_parameters,
    II_BE,
    "define i64 @f(i64 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]\n  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]\n  %s1 = add i64 %s, %i\n  %i1 = add i64 %i, 1\n  %c = icmp slt i64 %i1, %n\n  br i1 %c, label %loop, label %done\ndone:\n  ret i64 %s1\n}\n"
);
case!(
    select_is_movn,
    II_BE,
    "define i32 @f(i1 %c, i32 %a, i32 %b) {\n  %r = select i1 %c, i32 %a, i32 %b\n  ret i32 %r\n}\n"
);
case!(
    select_on_equality_is_movz,
    II_BE,
    "define i32 @f(i32 %x, i32 %y, i32 %a, i32 %b) {\n  %c = icmp eq i32 %x, %y\n  %r = select i1 %c, i32 %a, i32 %b\n  ret i32 %r\n}\n"
);
case!(
    zext_of_byte_load_is_lbu,
    II_BE,
    "define i32 @f(i8* %p) {\n  %b = load i8, i8* %p\n  %r = zext i8 %b to i32\n  ret i32 %r\n}\n"
);
case!(
    sext_i8_to_i64,
    II_BE,
    "define i64 @f(i8 %a) {\n  %r = sext i8 %a to i64\n  ret i64 %r\n}\n"
);
case!(
    trunc_to_i1_masks,
    II_BE,
    "define i1 @f(i64 %a) {\n  %r = trunc i64 %a to i1\n  ret i1 %r\n}\n"
);
case!(
    load_store_i64_big_endian,
    II_BE,
    "define void @f(i64* %p, i64* %q) {\n  %v = load i64, i64* %p\n  store i64 %v, i64* %q\n  ret void\n}\n"
);
case!(
    load_store_i64_little_endian,
    II_LE,
    "define void @f(i64* %p, i64* %q) {\n  %v = load i64, i64* %p\n  store i64 %v, i64* %q\n  ret void\n}\n"
);
case!(
    gep_struct_field_folds_into_offset,
    II_BE,
    "%S = type { i32, i64, [4 x i16] }\ndefine i16 @f(%S* %s) {\n  %p = getelementptr %S, %S* %s, i32 0, i32 2, i32 3\n  %v = load i16, i16* %p\n  ret i16 %v\n}\n"
);
case!(
    gep_variable_index_scaled,
    II_BE,
    "define i64 @f(i64* %a, i64 %i) {\n  %p = getelementptr i64, i64* %a, i64 %i\n  %v = load i64, i64* %p\n  ret i64 %v\n}\n"
);
case!(
    global_address_lui_ori,
    II_BE,
    "@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]\ndefine i32 @f() {\n  %p = getelementptr [4 x i32], [4 x i32]* @g, i32 0, i32 2\n  %v = load i32, i32* %p\n  ret i32 %v\n}\n"
);
case!(
    allocas_are_frame_slots,
    II_BE,
    "define i64 @f(i64 %a) {\n  %x = alloca i64\n  store i64 %a, i64* %x\n  %v = load i64, i64* %x\n  ret i64 %v\n}\n"
);
case!(
    call_with_stack_arguments,
    II_BE,
    "declare i64 @g(i32, i64, i32, i64)\ndefine i64 @f() {\n  %r = call i64 @g(i32 1, i64 2, i32 3, i64 4)\n  ret i64 %r\n}\n"
);
case!(
    incoming_stack_arguments,
    II_BE,
    "define i32 @f(i32 %a, i32 %b, i32 %c, i32 %d) {\n  %r = add i32 %c, %d\n  ret i32 %r\n}\n"
);
case!(
    indirect_call_through_t9,
    II_BE,
    "define i32 @f(i32 (i32)* %fp) {\n  %r = call i32 %fp(i32 5)\n  ret i32 %r\n}\n"
);
case!(
    dynamic_alloca_uses_fp,
    II_BE,
    "declare void @use(i8*)\ndefine void @f(i32 %n) {\n  %p = alloca i8, i32 %n\n  call void @use(i8* %p)\n  ret void\n}\n"
);
case!(
    unreachable_is_a_trap_word,
    II_BE,
    "define void @f() {\n  unreachable\n}\n"
);
case!(
    global_data_sections,
    II_BE,
    "@s = constant [6 x i8] c\"hello\\00\"\n@p = global i8* getelementptr ([6 x i8], [6 x i8]* @s, i32 0, i32 1)\n@z = global [3 x i64] zeroinitializer\n@t = global { i8, i64 } { i8 1, i64 -2 }\n"
);
case!(
    sub_i64_borrow_cmpu_cpu032i,
    I_BE,
    "define i64 @f(i64 %a, i64 %b) {\n  %r = sub i64 %a, %b\n  ret i64 %r\n}\n"
);
case!(
    icmp_i64_ult_cpu032i,
    I_BE,
    "define i1 @f(i64 %a, i64 %b) {\n  %r = icmp ult i64 %a, %b\n  ret i1 %r\n}\n"
);
case!(
    small_slots_stay_near_sp_beside_a_large_array,
    II_BE,
    "define i32 @f(i32 %i) {\n  %big = alloca [20000 x i32]\n  %small = alloca i32\n  store i32 %i, i32* %small\n  %p = getelementptr [20000 x i32], [20000 x i32]* %big, i32 0, i32 %i\n  store i32 5, i32* %p\n  %v = load i32, i32* %small\n  ret i32 %v\n}\n"
);
case!(
    i64_sign_test_branch_one_cmp_cpu032i,
    I_BE,
    "define i32 @f(i64 %a) {\nentry:\n  %n = icmp slt i64 %a, 0\n  br i1 %n, label %neg, label %pos\nneg:\n  ret i32 1\npos:\n  ret i32 2\n}\n"
);
case!(
    i64_below_small_constant_uses_sltiu,
    II_BE,
    "define i32 @f(i64 %a) {\nentry:\n  %n = icmp slt i64 %a, 20000\n  br i1 %n, label %lt, label %ge\nlt:\n  ret i32 1\nge:\n  ret i32 2\n}\n"
);
case!(
    zext_to_i64_high_word_is_zero,
    II_BE,
    "define i64 @f(i64 %a, i32 %b) {\n  %x = zext i32 %b to i64\n  %r = add i64 %a, %x\n  ret i64 %r\n}\n"
);
case!(
    loop_constant_materialized_before_the_loop,
    II_BE,
    "@t = global [64 x i32] zeroinitializer\ndefine void @f(i32 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n  %p = getelementptr [64 x i32], [64 x i32]* @t, i32 0, i32 %i\n  %v = load i32, i32* %p\n  %x = xor i32 %v, 305419896\n  store i32 %x, i32* %p\n  %i1 = add i32 %i, 1\n  %c = icmp slt i32 %i1, %n\n  br i1 %c, label %loop, label %done\ndone:\n  ret void\n}\n"
);
case!(
    stack_parameter_reloaded_at_use_across_calls,
    II_BE,
    "declare void @g(i32)\ndefine i32 @f(i32 %a, i32 %b, i32 %c) {\n  call void @g(i32 %a)\n  call void @g(i32 %b)\n  ret i32 %c\n}\n"
);
case!(
    gep_hoisted_by_the_mid_end_stays_out_of_the_loop,
    II_BE,
    "@m = global [8 x [8 x i32]] zeroinitializer\ndefine i32 @f(i32 %r, i32 %n) {\nentry:\n  %row = getelementptr [8 x [8 x i32]], [8 x [8 x i32]]* @m, i32 0, i32 %r, i32 0\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]\n  %v = load i32, i32* %row\n  %s1 = add i32 %s, %v\n  %i1 = add i32 %i, 1\n  %c = icmp slt i32 %i1, %n\n  br i1 %c, label %loop, label %done\ndone:\n  ret i32 %s1\n}\n"
);
