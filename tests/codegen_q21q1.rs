//! Code-quality levers of issue 21 for front-end-style loops, at -O2: the
//! short-circuit `&&` of a loop condition (`while (j >= 0 && a[j] > t)`)
//! leaves the loop from its first test directly (jump threading of an
//! empty merge block, `egraph/src/jump_threading.rs`), so the second test
//! dominates the loop body and the body's reload of `a[j]` is forwarded
//! (the memory pass after the threading round, `egraph/src/pipeline.rs`).
//! The lever has an assembly snapshot of the code it produces and runs on
//! the simulator against the interpreter in both byte orders. Update the
//! snapshot with `INSTA_UPDATE=always cargo test --test codegen_q21q1`
//! after checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// The inner loop of an insertion sort as clang -O0 writes it, after
/// mem2reg: the `&&` merges into a block holding only the flag's branch.
const INSERT_STEP: &str = "define void @insert(i32* %a, i32 %i) {
entry:
  %pi = getelementptr i32, i32* %a, i32 %i
  %t = load i32, i32* %pi
  %j0 = add i32 %i, -1
  br label %cond
cond:
  %j = phi i32 [ %j0, %entry ], [ %j1, %body ]
  %nonneg = icmp sge i32 %j, 0
  br i1 %nonneg, label %rhs, label %merge
rhs:
  %pj = getelementptr i32, i32* %a, i32 %j
  %aj = load i32, i32* %pj
  %big = icmp sgt i32 %aj, %t
  br label %merge
merge:
  %go = phi i1 [ false, %cond ], [ %big, %rhs ]
  br i1 %go, label %body, label %done
body:
  %pj2 = getelementptr i32, i32* %a, i32 %j
  %v = load i32, i32* %pj2
  %k = add i32 %j, 1
  %pk = getelementptr i32, i32* %a, i32 %k
  store i32 %v, i32* %pk
  %j1 = add i32 %j, -1
  br label %cond
done:
  %jd = add i32 %j, 1
  %pd = getelementptr i32, i32* %a, i32 %jd
  store i32 %t, i32* %pd
  ret void
}
";

/// One load of `a[j]` per step of the loop, the compare's: every load
/// but the one of `a[i]` feeds the `slt` that follows it (the body stores
/// what the test loaded instead of loading it again), and no flag is set
/// to false for a merge to test.
#[test]
fn a_short_circuit_loop_test_loads_its_element_once() {
    let asm = asm_o2(INSERT_STEP);
    let lines: Vec<&str> = asm.lines().map(str::trim).collect();
    let loads: Vec<usize> = (0..lines.len())
        .filter(|&k| lines[k].starts_with("ld\t"))
        .collect();
    assert!(loads.len() >= 2, "{asm}");
    for &k in &loads[1..] {
        let next = lines.get(k + 1).copied().unwrap_or("");
        assert!(next.starts_with("slt\t"), "a reload at line {k}:\n{asm}");
    }
    assert!(!asm.contains(", $zero\n\tjmp"), "{asm}");
    insta::assert_snapshot!(asm);
}

/// Sorts a scrambled 12-element array with the step above, prints it and
/// returns a hash, at every level in both byte orders.
#[test]
fn the_insertion_step_sorts_like_the_interpreter() {
    let main = "@buf = global [12 x i32] [i32 5, i32 -3, i32 99, i32 0, i32 7, i32 7, i32 -100, i32 42, i32 1, i32 -3, i32 2147483647, i32 -2147483648]
@fmt = private constant [4 x i8] c\"%d \\00\"
declare i32 @printf(i8*, ...)
define i32 @main() {
entry:
  %a = getelementptr [12 x i32], [12 x i32]* @buf, i32 0, i32 0
  br label %sort
sort:
  %i = phi i32 [ 1, %entry ], [ %i1, %sort ]
  call void @insert(i32* %a, i32 %i)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 12
  br i1 %more, label %sort, label %print
print:
  %n = phi i32 [ 0, %sort ], [ %n1, %print ]
  %h = phi i32 [ 17, %sort ], [ %h2, %print ]
  %p = getelementptr i32, i32* %a, i32 %n
  %x = load i32, i32* %p
  %f = getelementptr [4 x i8], [4 x i8]* @fmt, i32 0, i32 0
  %c = call i32 (i8*, ...) @printf(i8* %f, i32 %x)
  %h1 = mul i32 %h, 31
  %h2 = add i32 %h1, %x
  %n1 = add i32 %n, 1
  %again = icmp slt i32 %n1, 12
  br i1 %again, label %print, label %out
out:
  %r = and i32 %h2, 255
  ret i32 %r
}
";
    let text = format!("{INSERT_STEP}{main}");
    assert_runs_like_the_interpreter(
        "insertion_step",
        &text,
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
