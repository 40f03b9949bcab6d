//! Assembly snapshots of the loop and local-memory optimisations of the
//! mid-end at -O2 (`egraph/src/sroa.rs`): each case is a small function
//! written the way a front end writes it, compiled with egret's library,
//! and the snapshot shows the code the optimisation leaves. Update with
//! `INSTA_UPDATE=always cargo test --test codegen_loops` after checking
//! the new code is right.

#[allow(dead_code)]
mod common;

use common::asm_o2;

/// A local struct `{ min, max, count }` updated in a loop, every field
/// through its address as clang -O0 writes it: SROA splits it into three
/// scalars that live in registers, so the loop has no loads or stores of
/// the struct.
#[test]
fn sroa_struct_fields_updated_in_a_loop_live_in_registers() {
    let ir = "%R = type { i32, i32, i32 }
define i32 @range(i32* %a, i32 %n) {
entry:
  %r = alloca %R
  %i = alloca i32
  %lo = getelementptr %R, %R* %r, i32 0, i32 0
  %hi = getelementptr %R, %R* %r, i32 0, i32 1
  %cnt = getelementptr %R, %R* %r, i32 0, i32 2
  store i32 0, i32* %lo
  store i32 0, i32* %hi
  store i32 0, i32* %cnt
  store i32 0, i32* %i
  br label %cond
cond:
  %iv = load i32, i32* %i
  %more = icmp slt i32 %iv, %n
  br i1 %more, label %body, label %done
body:
  %p = getelementptr i32, i32* %a, i32 %iv
  %v = load i32, i32* %p
  %l = load i32, i32* %lo
  %lt = icmp slt i32 %v, %l
  br i1 %lt, label %setlo, label %checkhi
setlo:
  store i32 %v, i32* %lo
  br label %checkhi
checkhi:
  %h = load i32, i32* %hi
  %gt = icmp sgt i32 %v, %h
  br i1 %gt, label %sethi, label %next
sethi:
  store i32 %v, i32* %hi
  br label %next
next:
  %c = load i32, i32* %cnt
  %c1 = add i32 %c, 1
  store i32 %c1, i32* %cnt
  %iv1 = add i32 %iv, 1
  store i32 %iv1, i32* %i
  br label %cond
done:
  %x = load i32, i32* %lo
  %y = load i32, i32* %hi
  %z = load i32, i32* %cnt
  %s = sub i32 %y, %x
  %t = mul i32 %s, %z
  ret i32 %t
}
";
    insta::assert_snapshot!(asm_o2(ir));
}

/// A small local array written and summed by a loop with constant bounds:
/// unrolling makes every index constant, and the SROA run after it turns
/// the array into scalars, so no stack slot is left.
#[test]
fn sroa_after_unrolling_removes_a_local_array() {
    let ir = "define i32 @sum4(i32 %x) {
entry:
  %a = alloca [4 x i32]
  %p0 = getelementptr [4 x i32], [4 x i32]* %a, i32 0, i32 0
  store i32 %x, i32* %p0
  %x1 = add i32 %x, 1
  %p1 = getelementptr [4 x i32], [4 x i32]* %a, i32 0, i32 1
  store i32 %x1, i32* %p1
  %x2 = mul i32 %x, 2
  %p2 = getelementptr [4 x i32], [4 x i32]* %a, i32 0, i32 2
  store i32 %x2, i32* %p2
  %p3 = getelementptr [4 x i32], [4 x i32]* %a, i32 0, i32 3
  store i32 3, i32* %p3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %pi = getelementptr [4 x i32], [4 x i32]* %a, i32 0, i32 %i
  %v = load i32, i32* %pi
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 4
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}
";
    insta::assert_snapshot!(asm_o2(ir));
}

/// A generator whose state lives in the caller's local and is passed by
/// address, called in a loop: after inlining, the SROA run promotes the
/// local, so the state stays in a register across the loop.
#[test]
fn sroa_promotes_a_local_whose_address_an_inlined_callee_took() {
    let ir = "define i32 @next(i32* %state) {
entry:
  %s = load i32, i32* %state
  %m = mul i32 %s, 1103515245
  %a = add i32 %m, 12345
  store i32 %a, i32* %state
  %r = lshr i32 %a, 16
  ret i32 %r
}
define i32 @sum(i32 %seed, i32 %n) {
entry:
  %st = alloca i32
  store i32 %seed, i32* %st
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %v = call i32 @next(i32* %st)
  %acc1 = add i32 %acc, %v
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i32 %acc1
}
";
    insta::assert_snapshot!(asm_o2(ir));
}

/// A row of a matrix times a vector, `a[row + k] * v[k]`: the row's
/// accesses step a pointer from `&a[row]` (pointer induction with a
/// loop-invariant offset), so the inner loop has no shift or add per
/// address.
#[test]
fn an_offset_row_access_steps_a_pointer() {
    let ir = "define i32 @row_dot(i32* %a, i32* %v, i32 %row, i32 %n) {
entry:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %i = add i32 %row, %k
  %p = getelementptr i32, i32* %a, i32 %i
  %x = load i32, i32* %p
  %q = getelementptr i32, i32* %v, i32 %k
  %y = load i32, i32* %q
  %m = mul i32 %x, %y
  %s1 = add i32 %s, %m
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
  ret i32 %r
}
";
    insta::assert_snapshot!(asm_o2(ir));
}
