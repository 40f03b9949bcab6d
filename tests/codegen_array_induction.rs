//! Code-quality lever of issue 21 (session 37): pointer induction
//! (`egraph/src/pointer_induction.rs`) for accesses written through an
//! aggregate, as front ends write them — `g[k]` as `getelementptr [N x T],
//! @g, 0, k`, a row of a matrix `m[1][k]`, and the fields of an array of
//! structs `ps[k].f`. Each access steps a pointer instead of scaling the
//! index on every iteration. Assembly snapshots show the loops; a program
//! over every form runs against the interpreter in both byte orders.
//! Update the snapshots with `INSTA_UPDATE=always cargo test --test
//! codegen_array_induction` after checking the new code is right.

#[allow(dead_code)]
mod common;

use common::asm_o2;
use egret::OptLevel;

/// One row of an edit-distance table, `cur[k] = min(prev[k] + 1,
/// prev[k - 1] + 2)`, over global arrays indexed as front ends write it.
const ROW_LOOP: &str = "@prev = global [64 x i32] zeroinitializer
@cur = global [64 x i32] zeroinitializer

define void @row(i32 %m) {
entry:
  br label %cell
cell:
  %k = phi i32 [ 1, %entry ], [ %k1, %cell ]
  %up.p = getelementptr [64 x i32], [64 x i32]* @prev, i32 0, i32 %k
  %up = load i32, i32* %up.p
  %km = add i32 %k, -1
  %diag.p = getelementptr [64 x i32], [64 x i32]* @prev, i32 0, i32 %km
  %diag = load i32, i32* %diag.p
  %a = add i32 %up, 1
  %b = add i32 %diag, 2
  %lt = icmp slt i32 %a, %b
  %v = select i1 %lt, i32 %a, i32 %b
  %c.p = getelementptr [64 x i32], [64 x i32]* @cur, i32 0, i32 %k
  store i32 %v, i32* %c.p
  %k1 = add i32 %k, 1
  %more = icmp sle i32 %k1, %m
  br i1 %more, label %cell, label %done
done:
  ret void
}";

/// The row loop steps two pointers (one for both reads of `prev`, one for
/// `cur`) by 4 bytes: no index is shifted and added in the loop.
#[test]
fn a_global_array_indexed_through_its_type_steps_a_pointer() {
    let asm = asm_o2(ROW_LOOP);
    assert!(!asm.contains("shl"), "{asm}");
    assert!(asm.contains("ld\t$") && asm.contains("-4($"), "{asm}");
    insta::assert_snapshot!(asm);
}

/// `ps[k].c = ps[k].a + ps[k].b` over an array of structs: one pointer
/// to `ps[k]`, stepped by the struct's 12 bytes, and the fields at
/// offsets 0, 4 and 8 from it.
#[test]
fn the_fields_of_an_array_of_structs_share_a_pointer() {
    let ir = "%rec = type { i32, i32, i32 }
@ps = global [32 x %rec] zeroinitializer

define void @sums(i32 %n) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %pa = getelementptr [32 x %rec], [32 x %rec]* @ps, i32 0, i32 %k, i32 0
  %a = load i32, i32* %pa
  %pb = getelementptr [32 x %rec], [32 x %rec]* @ps, i32 0, i32 %k, i32 1
  %b = load i32, i32* %pb
  %s = add i32 %a, %b
  %pc = getelementptr [32 x %rec], [32 x %rec]* @ps, i32 0, i32 %k, i32 2
  store i32 %s, i32* %pc
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}";
    let asm = asm_o2(ir);
    assert!(!asm.contains("mul"), "{asm}");
    assert!(asm.contains("addiu\t$") && asm.contains(", 12"), "{asm}");
    insta::assert_snapshot!(asm);
}

/// Every form in one program: global arrays through their type (reads
/// one element back, i16 elements, an i64 index), a row of a matrix
/// picked by a constant, fields of an array of structs with the next
/// element's field, and a backward loop; summed into the result and
/// printed.
const FORMS_PROGRAM: &str = "%rec = type { i32, i16, i16 }
@a = global [40 x i32] zeroinitializer
@h = global [40 x i16] zeroinitializer
@m = global [3 x [40 x i32]] zeroinitializer
@ps = global [41 x %rec] zeroinitializer
@fmt = global [13 x i8] c\"%d %d %d %d\\0A\\00\"
declare i32 @printf(i8*, ...)

define i32 @main() {
entry:
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %x = phi i32 [ 12345, %entry ], [ %x1, %fill ]
  %x1 = mul i32 %x, 1103515245
  %v = ashr i32 %x1, 13
  %pa = getelementptr [40 x i32], [40 x i32]* @a, i32 0, i32 %i
  store i32 %v, i32* %pa
  %vh = trunc i32 %x1 to i16
  %ph = getelementptr [40 x i16], [40 x i16]* @h, i32 0, i32 %i
  store i16 %vh, i16* %ph
  %pm = getelementptr [3 x [40 x i32]], [3 x [40 x i32]]* @m, i32 0, i32 2, i32 %i
  %vm = xor i32 %v, %i
  store i32 %vm, i32* %pm
  %i1 = add i32 %i, 1
  %fmore = icmp slt i32 %i1, 40
  br i1 %fmore, label %fill, label %fillr
fillr:
  %n = phi i32 [ 0, %fill ], [ %n1, %fillr ]
  %pr0 = getelementptr [41 x %rec], [41 x %rec]* @ps, i32 0, i32 %n, i32 0
  store i32 %n, i32* %pr0
  %wn = mul i32 %n, 40503
  %hn = trunc i32 %wn to i16
  %pr1 = getelementptr [41 x %rec], [41 x %rec]* @ps, i32 0, i32 %n, i32 2
  store i16 %hn, i16* %pr1
  %n1 = add i32 %n, 1
  %rfmore = icmp slt i32 %n1, 40
  br i1 %rfmore, label %fillr, label %pairs
pairs:
  %j = phi i64 [ 1, %fillr ], [ %j1, %pairs ]
  %s = phi i32 [ 0, %fillr ], [ %s1, %pairs ]
  %q0 = getelementptr [40 x i32], [40 x i32]* @a, i64 0, i64 %j
  %a0 = load i32, i32* %q0
  %jm = sub i64 %j, 1
  %q1 = getelementptr [40 x i32], [40 x i32]* @a, i64 0, i64 %jm
  %a1 = load i32, i32* %q1
  %qh = getelementptr [40 x i16], [40 x i16]* @h, i64 0, i64 %j
  %hv = load i16, i16* %qh
  %hw = sext i16 %hv to i32
  %d = sub i32 %a0, %a1
  %dh = add i32 %d, %hw
  %s1 = xor i32 %s, %dh
  store i32 %dh, i32* %q1
  %j1 = add i64 %j, 1
  %pmore = icmp slt i64 %j1, 40
  br i1 %pmore, label %pairs, label %recs
recs:
  %k = phi i32 [ 0, %pairs ], [ %k1, %recs ]
  %t = phi i32 [ 0, %pairs ], [ %t1, %recs ]
  %r0 = getelementptr [41 x %rec], [41 x %rec]* @ps, i32 0, i32 %k, i32 0
  %f0 = load i32, i32* %r0
  %r2 = getelementptr [41 x %rec], [41 x %rec]* @ps, i32 0, i32 %k, i32 2
  %f2 = load i16, i16* %r2
  %k1 = add i32 %k, 1
  %rn = getelementptr [41 x %rec], [41 x %rec]* @ps, i32 0, i32 %k1, i32 1
  %f2w = zext i16 %f2 to i32
  %g = mul i32 %f0, %f2w
  %t1 = add i32 %t, %g
  %gh = trunc i32 %g to i16
  store i16 %gh, i16* %rn
  %rmore = icmp slt i32 %k1, 40
  br i1 %rmore, label %recs, label %back
back:
  %b = phi i32 [ 39, %recs ], [ %b1, %back ]
  %u = phi i32 [ 0, %recs ], [ %u1, %back ]
  %mb = getelementptr [3 x [40 x i32]], [3 x [40 x i32]]* @m, i32 0, i32 2, i32 %b
  %mv = load i32, i32* %mb
  %ub = getelementptr [41 x %rec], [41 x %rec]* @ps, i32 0, i32 %b, i32 1
  %uv = load i16, i16* %ub
  %uw = sext i16 %uv to i32
  %u0 = mul i32 %u, 31
  %u2 = add i32 %u0, %mv
  %u1 = xor i32 %u2, %uw
  %b1 = add i32 %b, -1
  %bmore = icmp sge i32 %b1, 0
  br i1 %bmore, label %back, label %out
out:
  %last = getelementptr [40 x i32], [40 x i32]* @a, i32 0, i32 38
  %lv = load i32, i32* %last
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %s1, i32 %t1, i32 %u1, i32 %lv)
  %r = and i32 %u1, 255
  ret i32 %r
}";

/// The program over every form computes what the interpreter does, at
/// -O0 and -O2, in both byte orders.
#[test]
fn array_induction_forms_match_the_interpreter() {
    common::assert_runs_like_the_interpreter(
        "array_forms.ll",
        FORMS_PROGRAM,
        &[OptLevel::O0, OptLevel::O2],
    );
}

/// At -O2 the program's loops step pointers: no index is shifted into a
/// byte offset in them.
#[test]
fn array_induction_forms_step_pointers() {
    let asm = asm_o2(FORMS_PROGRAM);
    let main = asm.split("main:").nth(1).unwrap_or_default();
    let body = main.split("printf").next().unwrap_or_default();
    assert!(!body.contains("shl"), "{body}");
}
