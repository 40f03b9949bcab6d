//! The inputs of the JIT benchmarks (`benches/jit.rs`, `benches/jit_work.rs`):
//! a small recursive function and a generated module of 1000 functions.

pub const FAC: &str = "
define i64 @fac(i64 %n) {
  %small = icmp sle i64 %n, 1
  br i1 %small, label %done, label %rec
done:
  ret i64 1
rec:
  %m = sub i64 %n, 1
  %f = call i64 @fac(i64 %m)
  %r = mul i64 %n, %f
  ret i64 %r
}
";

/// 1000 functions of a dozen instructions each: arithmetic, a branch, and
/// (after the first) a call to the previous one; every tenth has a loop.
pub fn thousand_functions() -> String {
    (0..1000).map(numbered_function).collect()
}

/// Function `i` of [`thousand_functions`]: a multiply and add, a branch,
/// on the `big` side a call to function `i - 1` (an add for the first),
/// on the `small` side a loop when `i` is a multiple of ten.
fn numbered_function(i: usize) -> String {
    let call = if i == 0 {
        "  %e = add i64 %d, 1\n".to_string()
    } else {
        format!("  %e = call i64 @f{}(i64 %d)\n", i - 1)
    };
    let k = i % 7 + 2;
    let small = if i.is_multiple_of(10) {
        SMALL_LOOP
    } else {
        "  ret i64 %b\n"
    };
    format!(
        "define i64 @f{i}(i64 %x) {{\nentry:\n  %a = mul i64 %x, {k}\n  %b = add i64 %a, {i}\n  \
         %c = icmp sgt i64 %b, 1000\n  br i1 %c, label %big, label %small\nbig:\n  \
         %d = sub i64 %b, 1000\n{call}  ret i64 %e\nsmall:\n{small}}}\n"
    )
}

/// The `small:` side of every tenth function: a loop of eight iterations.
const SMALL_LOOP: &str = "  br label %loop\nloop:\n  %j = phi i64 [ 0, %small ], [ %j1, %loop ]\n  \
     %s = phi i64 [ %b, %small ], [ %s1, %loop ]\n  %s1 = add i64 %s, %j\n  \
     %j1 = add i64 %j, 1\n  %more = icmp slt i64 %j1, 8\n  \
     br i1 %more, label %loop, label %out\nout:\n  ret i64 %s1\n";
