//! Full unrolling of loops with early exits and of small loop nests
//! (issue 21, `egraph/src/unroll/side_exits.rs`, `egraph/src/unroll/nests.rs`),
//! at -O2:
//!
//! - an insertion sort of eight elements, written as clang -O0 does with
//!   its `while (j >= 0 && a[j] > t)` inner loop, becomes straight-line
//!   code: the outer loop is unrolled because its copies start the inner
//!   loop from constants, and each inner loop is unrolled with its early
//!   exit kept as a branch out of every copy;
//! - a search with an early exit, tested at the bottom against a constant
//!   bound, is unrolled with the index it stopped at passed to the exit.
//!
//! Each has an assembly snapshot of the code it produces (no branch goes
//! back), and the functions run on the simulator against the interpreter
//! at every level in both byte orders. Update the snapshots with
//! `INSTA_UPDATE=always cargo test --test codegen_unroll_exits` after
//! checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// Insertion sort of a local array filled by an LCG; returns a checksum.
const SORT: &str = "define i32 @sort8(i32 %seed) {
entry:
  %buf = alloca [8 x i32], align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %t = alloca i32, align 4
  %x = alloca i32, align 4
  store i32 %seed, i32* %x, align 4
  store i32 0, i32* %i, align 4
  br label %fill
fill:
  %i0 = load i32, i32* %i, align 4
  %more = icmp slt i32 %i0, 8
  br i1 %more, label %fill.body, label %sort.init
fill.body:
  %x0 = load i32, i32* %x, align 4
  %x1 = mul i32 %x0, 1103515245
  %x2 = add i32 %x1, 12345
  store i32 %x2, i32* %x, align 4
  %x3 = lshr i32 %x2, 16
  %x4 = and i32 %x3, 32767
  %v = sub i32 %x4, 16384
  %pf = getelementptr [8 x i32], [8 x i32]* %buf, i32 0, i32 %i0
  store i32 %v, i32* %pf, align 4
  %i1 = add i32 %i0, 1
  store i32 %i1, i32* %i, align 4
  br label %fill
sort.init:
  store i32 1, i32* %i, align 4
  br label %outer
outer:
  %oi = load i32, i32* %i, align 4
  %go = icmp slt i32 %oi, 8
  br i1 %go, label %outer.body, label %sum.init
outer.body:
  %pi = getelementptr [8 x i32], [8 x i32]* %buf, i32 0, i32 %oi
  %ti = load i32, i32* %pi, align 4
  store i32 %ti, i32* %t, align 4
  %jm = sub i32 %oi, 1
  store i32 %jm, i32* %j, align 4
  br label %while.cond
while.cond:
  %wj = load i32, i32* %j, align 4
  %nonneg = icmp sge i32 %wj, 0
  br i1 %nonneg, label %land.rhs, label %land.end
land.rhs:
  %pj = getelementptr [8 x i32], [8 x i32]* %buf, i32 0, i32 %wj
  %bj = load i32, i32* %pj, align 4
  %tv = load i32, i32* %t, align 4
  %gt = icmp sgt i32 %bj, %tv
  br label %land.end
land.end:
  %cont = phi i1 [ false, %while.cond ], [ %gt, %land.rhs ]
  br i1 %cont, label %while.body, label %while.end
while.body:
  %sj = load i32, i32* %j, align 4
  %ps = getelementptr [8 x i32], [8 x i32]* %buf, i32 0, i32 %sj
  %sv = load i32, i32* %ps, align 4
  %sj1 = add i32 %sj, 1
  %pd = getelementptr [8 x i32], [8 x i32]* %buf, i32 0, i32 %sj1
  store i32 %sv, i32* %pd, align 4
  %sjm = sub i32 %sj, 1
  store i32 %sjm, i32* %j, align 4
  br label %while.cond
while.end:
  %ej = load i32, i32* %j, align 4
  %ej1 = add i32 %ej, 1
  %pe = getelementptr [8 x i32], [8 x i32]* %buf, i32 0, i32 %ej1
  %et = load i32, i32* %t, align 4
  store i32 %et, i32* %pe, align 4
  %ni = add i32 %oi, 1
  store i32 %ni, i32* %i, align 4
  br label %outer
sum.init:
  store i32 0, i32* %i, align 4
  br label %sum
sum:
  %k = phi i32 [ 0, %sum.init ], [ %k1, %sum ]
  %h = phi i32 [ 0, %sum.init ], [ %h2, %sum ]
  %pk = getelementptr [8 x i32], [8 x i32]* %buf, i32 0, i32 %k
  %vk = load i32, i32* %pk, align 4
  %h1 = mul i32 %h, 31
  %h2 = add i32 %h1, %vk
  %k1 = add i32 %k, 1
  %ks = icmp slt i32 %k1, 8
  br i1 %ks, label %sum, label %done
done:
  ret i32 %h2
}
";

/// The last element of a constant table at least `%x` (or -1), searched
/// from the end, tested at the bottom; the index it stopped at is used
/// after the loop.
const SEARCH: &str = "@table = global [6 x i32] [i32 5, i32 -3, i32 8, i32 0, i32 12, i32 7]
define i32 @find(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i1, %next ]
  %p = getelementptr [6 x i32], [6 x i32]* @table, i32 0, i32 %i
  %v = load i32, i32* %p
  %big = icmp sge i32 %v, %x
  br i1 %big, label %out, label %next
next:
  %i1 = sub i32 %i, 1
  %more = icmp sge i32 %i1, 0
  br i1 %more, label %loop, label %out
out:
  %e = phi i32 [ %v, %loop ], [ -1, %next ]
  %r = shl i32 %i, 8
  %s = xor i32 %r, %e
  ret i32 %s
}
";

/// The branches of `asm` whose target label comes before them (loops).
fn backward_branches(asm: &str) -> Vec<String> {
    let lines: Vec<&str> = asm.lines().map(str::trim).collect();
    let label_at = |name: &str| lines.iter().position(|l| *l == format!("{name}:"));
    lines
        .iter()
        .enumerate()
        .filter(|(_, l)| ["b", "j"].iter().any(|p| l.starts_with(p)) && l.contains("$BB"))
        .filter(|(at, l)| {
            let target = l.rsplit(", ").next().unwrap_or(l);
            let target = target.rsplit('\t').next().unwrap_or(target);
            label_at(target).is_some_and(|t| t < *at)
        })
        .map(|(_, l)| l.to_string())
        .collect()
}

/// The sort runs without a loop: the outer loop and its seven inner loops
/// are unrolled, each inner copy keeping its early exit.
#[test]
fn an_insertion_sort_of_eight_is_straight_line_code() {
    let asm = asm_o2(SORT);
    assert_eq!(backward_branches(&asm), Vec::<String>::new(), "{asm}");
    insta::assert_snapshot!(asm);
}

/// The search is unrolled: six tests, each leaving with its own index.
#[test]
fn a_search_with_an_early_exit_is_unrolled() {
    let asm = asm_o2(SEARCH);
    assert_eq!(backward_branches(&asm), Vec::<String>::new(), "{asm}");
    insta::assert_snapshot!(asm);
}

/// Both functions print their results like the interpreter, at every level
/// in both byte orders.
#[test]
fn unrolled_sorts_and_searches_run_like_the_interpreter() {
    let main = "@fmt = private constant [10 x i8] c\"%d %d %d\\0A\\00\"
declare i32 @printf(i8*, ...)
define i32 @main() {
entry:
  %a = call i32 @sort8(i32 1)
  %b = call i32 @sort8(i32 777)
  %f1 = call i32 @find(i32 9)
  %f2 = call i32 @find(i32 42)
  %f3 = call i32 @find(i32 -100)
  %f12 = add i32 %f1, %f2
  %f = mul i32 %f12, %f3
  %fmt = getelementptr [10 x i8], [10 x i8]* @fmt, i32 0, i32 0
  %p = call i32 (i8*, ...) @printf(i8* %fmt, i32 %a, i32 %b, i32 %f)
  %x = xor i32 %a, %b
  %r = and i32 %x, 255
  ret i32 %r
}
";
    let text = format!("{SORT}{SEARCH}{main}");
    assert_runs_like_the_interpreter(
        "unroll_exits",
        &text,
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
