//! Code-quality lever of issue 21 (session 40): counted loop exits on a
//! bound that may lie below the start (`egraph/src/counted_exits.rs`). A
//! `while (i < n)` loop whose `n` the ranges cannot place above the start
//! chooses its exit value once before the loop (`n`, or the start when `n`
//! lies below it: a compare and a `movn`), then tests `bne` on the pointer
//! it steps (or on the counter) instead of `slt` and a branch every
//! iteration. Assembly snapshots show the loops; a program over negative,
//! zero and positive bounds, counting up and down, runs against the
//! interpreter in both byte orders. Update the snapshots with
//! `INSTA_UPDATE=always cargo test --test codegen_clamped_exits` after
//! checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// A table-driven checksum over `n` bytes, `n` read from memory (a length
/// the caller does not know to be positive).
const CHECKSUM: &str = "@table = global [256 x i32] zeroinitializer

define i32 @checksum(i8* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %crc = phi i32 [ -1, %entry ], [ %crc1, %body ]
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %q = getelementptr i8, i8* %p, i32 %i
  %c = load i8, i8* %q
  %cz = zext i8 %c to i32
  %x = xor i32 %crc, %cz
  %idx = and i32 %x, 255
  %tp = getelementptr [256 x i32], [256 x i32]* @table, i32 0, i32 %idx
  %t = load i32, i32* %tp
  %sh = lshr i32 %crc, 8
  %crc1 = xor i32 %sh, %t
  %i1 = add i32 %i, 1
  br label %loop
done:
  ret i32 %crc
}
";

/// The checksum's loop steps the byte pointer and compares it with a limit
/// chosen before the loop: no `slt` and no counter in the loop (before the
/// lever: `slt` and `bne` on the counter, and its `addiu`, every iteration).
#[test]
fn a_loop_on_a_bound_that_may_be_negative_tests_its_pointer() {
    let asm = asm_o2(CHECKSUM);
    insta::assert_snapshot!(asm);
    assert!(asm.contains("movn"), "{asm}");
    let lines: Vec<&str> = asm.lines().collect();
    let back = lines
        .iter()
        .rposition(|l| l.trim_start().starts_with("bne"))
        .unwrap_or(0);
    let body_start = lines[..back]
        .iter()
        .rposition(|l| l.ends_with(':'))
        .unwrap_or(0);
    let body = lines[body_start..back].join("\n");
    assert!(body.contains("lbu"), "{body}");
    assert!(!body.contains("slt"), "{body}");
}

/// Loops whose bounds lie below, at and above their starts: counting up
/// from zero and from a variable start (`while (i < n)`), counting down
/// (`while (j > n)`), a counter the body reads, and a test on the stepped
/// counter from a constant start (`do { } while (++i < n)` after a guard
/// of a different bound).
const BOUNDS_PROGRAM: &str =
    "@buf = global [16 x i8] c\"\\01\\02\\03\\04\\05\\06\\07\\08\\09\\0A\\0B\\0C\\0D\\0E\\0F\\10\"
@lens = global [5 x i32] [i32 -7, i32 0, i32 1, i32 9, i32 16]
declare i32 @printf(i8*, ...)
@fmt = global [13 x i8] c\"%d %d %d %d\\0A\\00\"

define i32 @sum_up(i32 %from, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %from, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %q = getelementptr [16 x i8], [16 x i8]* @buf, i32 0, i32 %i
  %c = load i8, i8* %q
  %cz = zext i8 %c to i32
  %s1 = add i32 %s, %cz
  %i1 = add i32 %i, 1
  br label %loop
done:
  ret i32 %s
}

define i32 @sum_down(i32 %from, i32 %n) {
entry:
  br label %loop
loop:
  %j = phi i32 [ %from, %entry ], [ %j1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %in = icmp sgt i32 %j, %n
  br i1 %in, label %body, label %done
body:
  %k = add i32 %j, -1
  %q = getelementptr [16 x i8], [16 x i8]* @buf, i32 0, i32 %k
  %c = load i8, i8* %q
  %cz = zext i8 %c to i32
  %s1 = add i32 %s, %cz
  %j1 = add i32 %j, -1
  br label %loop
done:
  ret i32 %s
}

define i32 @triangle(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %in = icmp ult i32 %i1, %n
  br i1 %in, label %loop, label %done
done:
  ret i32 %s1
}

define i32 @main() {
entry:
  br label %each
each:
  %k = phi i32 [ 0, %entry ], [ %k1, %each ]
  %t = phi i32 [ 0, %entry ], [ %t1, %each ]
  %lp = getelementptr [5 x i32], [5 x i32]* @lens, i32 0, i32 %k
  %n = load i32, i32* %lp
  %a = call i32 @sum_up(i32 0, i32 %n)
  %b = call i32 @sum_up(i32 3, i32 %n)
  %m = sub i32 0, %n
  %lo = icmp slt i32 %m, 0
  %d0 = select i1 %lo, i32 0, i32 %m
  %c = call i32 @sum_down(i32 %n, i32 %d0)
  %nn = and i32 %n, 15
  %d = call i32 @triangle(i32 %nn)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i32 0, i32 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  %ab = add i32 %a, %b
  %cd = add i32 %c, %d
  %s = add i32 %ab, %cd
  %t1 = add i32 %t, %s
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 5
  br i1 %more, label %each, label %done
done:
  ret i32 %t1
}
";

/// The program over every bound computes what the interpreter does, at
/// every level, in both byte orders.
#[test]
fn clamped_exits_match_the_interpreter() {
    assert_runs_like_the_interpreter(
        "clamped_exits.ll",
        BOUNDS_PROGRAM,
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
