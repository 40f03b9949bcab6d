//! Unit tests of pointer induction: which accesses step a pointer (one
//! index, scaled, offset, through an aggregate, an i64 counter's low word)
//! and which keep their index.

use super::*;
use crate::testutil;
use egret_llvmlite::printer;

/// A sum over `@a` whose index steps by 2; the access is on line 11.
const STRIDED_SUM: &str = "
@a = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]

define i32 @main() {
entry:
  %base = getelementptr [8 x i32], [8 x i32]* @a, i32 0, i32 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr i32, i32* %base, i32 %i
  %x = load i32, i32* %p
  %s1 = add i32 %s, %x
  %i1 = add i32 %i, 2
  %more = icmp slt i32 %i1, 8
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}
";

#[test]
fn an_indexed_access_in_a_loop_steps_a_pointer() {
    let src = STRIDED_SUM;
    let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
    // The load reads the new parameter, stepped by 2 elements.
    assert!(out.contains("load i32, i32* %v"), "{out}");
    assert!(out.contains("getelementptr i32, i32* %v"), "{out}");
    assert!(out.contains(", i32 2\n"), "{out}");
}

/// A loop with two back edges passing the same next counter (a
/// bubble-sort scan whose swap block branches back on its own) steps
/// its pointer in the block dominating both, and then tests the
/// pointer (`&a[0] + 7 * 4`) instead of the counter, which dies.
#[test]
fn a_loop_with_two_latches_steps_a_pointer_where_both_are_dominated() {
    let src = "
@a = global [8 x i32] [i32 8, i32 2, i32 7, i32 4, i32 5, i32 1, i32 3, i32 6]

define i32 @main() {
entry:
  br label %scan
scan:
  %j = phi i32 [ 0, %entry ], [ %j1, %body ], [ %j1, %swap ]
  %in = icmp slt i32 %j, 7
  br i1 %in, label %body, label %done
body:
  %p0 = getelementptr i32, ptr @a, i32 %j
  %v0 = load i32, ptr %p0
  %p1 = getelementptr i8, ptr %p0, i32 4
  %v1 = load i32, ptr %p1
  %gt = icmp sgt i32 %v0, %v1
  %j1 = add i32 %j, 1
  br i1 %gt, label %swap, label %scan
swap:
  store i32 %v1, ptr %p0
  store i32 %v0, ptr %p1
  br label %scan
done:
  %q = getelementptr i32, ptr @a, i32 7
  %r = load i32, ptr %q
  ret i32 %r
}
";
    let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
    assert!(
        out.contains("%v17 = getelementptr i32, ptr %v16, i32 1\n  br i1 %gt"),
        "{out}"
    );
    assert!(out.contains("[ %v17, %body ], [ %v17, %swap ]"), "{out}");
    assert!(
        out.contains("%v18 = getelementptr i32, ptr %v15, i32 7"),
        "{out}"
    );
    assert!(out.contains("%in = icmp ne ptr %v16, %v18"), "{out}");
}

/// `a[k]` written as front ends write it for a global array,
/// `getelementptr [8 x i32], @a, 0, k`, steps a pointer as the
/// one-index form does; so does a row of a matrix picked by a constant
/// (`t[1][k]`), from the row's address (32 bytes into `@t`).
#[test]
fn an_array_indexed_through_its_aggregate_steps_a_pointer() {
    let src = "
@a = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]
@t = global [2 x [8 x i32]] zeroinitializer

define i32 @main() {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr [8 x i32], ptr @a, i32 0, i32 %k
  %x = load i32, ptr %p
  %q = getelementptr [2 x [8 x i32]], ptr @t, i32 0, i32 1, i32 %k
  store i32 %x, ptr %q
  %s1 = add i32 %s, %x
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 8
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}
";
    let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
    assert_eq!(out.matches("phi ptr [").count(), 2, "{out}");
    assert!(!out.contains("i32 0, i32 %k"), "{out}");
    assert!(out.contains("getelementptr i8, ptr @t, i32 32\n"), "{out}");
    assert!(out.contains("load i32, ptr %v"), "{out}");
    assert!(out.contains("store i32 %x, ptr %v"), "{out}");
}

/// An i64 counter whose low word indexes (`b[(int)k] = a[(int)k]`)
/// steps pointers as a 32-bit counter would.
#[test]
fn the_low_word_of_an_i64_counter_steps_a_pointer() {
    let src = "
@a = global [8 x i16] zeroinitializer
@b = global [8 x i16] zeroinitializer

define i32 @main() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 1, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %w = trunc i64 %k to i32
  %p = getelementptr i16, ptr @a, i32 %w
  %x = load i16, ptr %p
  %q = getelementptr i16, ptr @b, i32 %w
  store i16 %x, ptr %q
  %xw = sext i16 %x to i32
  %s1 = add i32 %s, %xw
  %k1 = add i64 %k, 1
  %more = icmp slt i64 %k1, 8
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}
";
    let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
    assert_eq!(out.matches("phi ptr [").count(), 2, "{out}");
    assert!(!out.contains("i32 %w"), "{out}");
    assert!(out.contains("load i16, ptr %v"), "{out}");
}

/// When the low word of an i64 counter is also read by other work
/// (here a sum), the accesses keep it: a pointer beside the counter's
/// two words and the low word would only add a register.
#[test]
fn a_low_word_that_other_work_reads_keeps_its_accesses() {
    let src = "
@a = global [8 x i16] zeroinitializer

define i32 @main() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %w = trunc i64 %k to i32
  %p = getelementptr i16, ptr @a, i32 %w
  %x = load i16, ptr %p
  %xw = sext i16 %x to i32
  %t = add i32 %s, %xw
  %s1 = add i32 %t, %w
  %k1 = add i64 %k, 1
  %more = icmp slt i64 %k1, 8
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}
";
    let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
    assert!(!out.contains("phi ptr ["), "{out}");
}

/// Fields of an array of structs, `ps[k].b` and `ps[k + 1].a`, share
/// one pointer to `ps[k]`: the first is 4 bytes from it, the second
/// one element.
#[test]
fn fields_of_an_array_of_structs_share_a_pointer_to_the_element() {
    let src = "
%pair = type { i32, i32 }
@ps = global [5 x %pair] zeroinitializer

define i32 @main() {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr [5 x %pair], ptr @ps, i32 0, i32 %k, i32 1
  %x = load i32, ptr %p
  %k1 = add i32 %k, 1
  %q = getelementptr [5 x %pair], ptr @ps, i32 0, i32 %k1, i32 0
  %y = load i32, ptr %q
  %t = add i32 %s, %x
  %s1 = add i32 %t, %y
  %more = icmp slt i32 %k1, 4
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}
";
    let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
    assert_eq!(out.matches("phi ptr [").count(), 1, "{out}");
    // The step and `ps[k + 1]` are one element on; `.b` is 4 bytes on.
    let next = out
        .lines()
        .filter(|l| l.contains("getelementptr %pair, ptr %v") && l.ends_with(", i32 1"))
        .count();
    assert_eq!(next, 2, "{out}");
    assert!(
        out.lines()
            .any(|l| l.contains("getelementptr i8, ptr %v") && l.ends_with(", i32 4")),
        "{out}"
    );
}

/// A byte offset that is a multiple of the counter (a column of a
/// matrix: `k * 16` bytes from the column's top) steps a pointer by
/// the multiple of the counter's step.
#[test]
fn a_scaled_index_steps_a_pointer_by_its_multiple() {
    let src = "
@m = global [4 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12], [4 x i32] [i32 13, i32 14, i32 15, i32 16]]

define i32 @main() {
entry:
  %col = getelementptr [4 x [4 x i32]], [4 x [4 x i32]]* @m, i32 0, i32 0, i32 1
  %bytes = bitcast i32* %col to i8*
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %off = mul i32 %k, 16
  %q = getelementptr i8, i8* %bytes, i32 %off
  %p = bitcast i8* %q to i32*
  %x = load i32, i32* %p
  %s1 = add i32 %s, %x
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 4
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}
";
    let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
    // A new `i8*` parameter starting at offset 0, stepped by 16 bytes.
    assert!(out.contains("phi i8* ["), "{out}");
    assert!(out.contains("getelementptr i8, i8* %v"), "{out}");
    assert!(out.contains(", i32 16\n"), "{out}");
    assert!(out.contains("bitcast i8* %v"), "{out}");
}

/// `a[x + k]` and `b[y - k]` with `x` and `y` loop-invariant (a row of
/// a matrix, a filter's taps run backwards): each access steps its own
/// pointer from `&a[x]` and `&b[y]`, forwards and backwards.
#[test]
fn an_invariant_offset_plus_or_minus_the_counter_steps_a_pointer() {
    let src = "
@a = global [12 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12]

define i32 @dot(i32 %x, i32 %y) {
entry:
  %base = getelementptr [12 x i32], [12 x i32]* @a, i32 0, i32 0
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %i = add i32 %x, %k
  %p = getelementptr i32, i32* %base, i32 %i
  %u = load i32, i32* %p
  %j = sub i32 %y, %k
  %q = getelementptr i32, i32* %base, i32 %j
  %v = load i32, i32* %q
  %m = mul i32 %u, %v
  %s1 = add i32 %s, %m
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 4
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}

define i32 @main() {
  %r = call i32 @dot(i32 2, i32 11)
  ret i32 %r
}
";
    let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
    // Two new pointer parameters: one stepped by 1 element, one by -1.
    assert_eq!(out.matches("phi i32* [").count(), 2, "{out}");
    assert!(out.contains(", i32 1\n"), "{out}");
    assert!(out.contains(", i32 -1\n"), "{out}");
}

/// Unrolled taps of a filter, `in[(n + 15) + -j]` for constants `j`,
/// share one pointer: it stands for the first tap's index, and the
/// others are constant displacements from it (which the lowering folds
/// into the loads' offsets) rather than pointers or indices of their
/// own.
#[test]
fn accesses_that_differ_by_a_constant_share_one_pointer() {
    let src = "
define i32 @taps(i16* %in, i32 %count) {
entry:
  br label %loop
loop:
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s3, %loop ]
  %b = add i32 %n, 15
  %p0 = getelementptr i16, i16* %in, i32 %b
  %x0 = load i16, i16* %p0
  %i1 = add i32 %b, -1
  %p1 = getelementptr i16, i16* %in, i32 %i1
  %x1 = load i16, i16* %p1
  %i2 = sub i32 %b, 2
  %p2 = getelementptr i16, i16* %in, i32 %i2
  %x2 = load i16, i16* %p2
  %i3 = add i32 %n, 3
  %p3 = getelementptr i16, i16* %in, i32 %i3
  %x3 = load i16, i16* %p3
  %w0 = sext i16 %x0 to i32
  %w1 = sext i16 %x1 to i32
  %w2 = sext i16 %x2 to i32
  %w3 = sext i16 %x3 to i32
  %s1 = add i32 %s, %w0
  %s2 = add i32 %s1, %w1
  %s4 = add i32 %s2, %w2
  %s3 = add i32 %s4, %w3
  %n1 = add i32 %n, 1
  %more = icmp slt i32 %n1, %count
  br i1 %more, label %loop, label %done
done:
  ret i32 %s3
}

@xs = global [20 x i16] [i16 1, i16 -2, i16 3, i16 5, i16 8, i16 13, i16 21, i16 34, i16 55, i16 89, i16 144, i16 233, i16 377, i16 610, i16 987, i16 1597, i16 -7, i16 11, i16 -13, i16 17]

define i32 @main() {
  %in = getelementptr [20 x i16], [20 x i16]* @xs, i32 0, i32 0
  %r = call i32 @taps(i16* %in, i32 4)
  ret i32 %r
}
";
    let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
    // One new parameter, starting at `&in[15]` and stepped by 1.
    assert_eq!(out.matches("phi i16* [").count(), 1, "{out}");
    assert!(
        out.contains("getelementptr i16, i16* %in, i32 15\n"),
        "{out}"
    );
    // The other taps are -1, -2 and -12 elements from it.
    let gep = "getelementptr i16, i16* %v";
    for d in ["-1", "-2", "-12"] {
        assert!(
            out.lines()
                .any(|l| l.contains(gep) && l.ends_with(&format!(", i32 {d}"))),
            "{d}: {out}"
        );
    }
}

/// In a loop that calls, an offset access keeps its index: the pointer
/// would need one more of the few registers a call preserves.
#[test]
fn an_offset_access_in_a_loop_that_calls_keeps_its_index() {
    let src = "
@a = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]

define i32 @id(i32 %v) {
  ret i32 %v
}

define i32 @sum(i32 %x) {
entry:
  %base = getelementptr [8 x i32], [8 x i32]* @a, i32 0, i32 0
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %i = add i32 %x, %k
  %p = getelementptr i32, i32* %base, i32 %i
  %u = load i32, i32* %p
  %w = call i32 @id(i32 %u)
  %s1 = add i32 %s, %w
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 4
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}

define i32 @main() {
  %r = call i32 @sum(i32 3)
  ret i32 %r
}
";
    let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
    assert!(!out.contains("phi i32* ["), "{out}");
}

#[test]
fn a_loop_without_a_stepped_index_is_left_alone() {
    let src = "
define i32 @main() {
entry:
  %m = alloca [4 x i32]
  %base = getelementptr [4 x i32], [4 x i32]* %m, i32 0, i32 0
  store i32 7, i32* %base
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i32, i32* %base, i32 0
  %x = load i32, i32* %p
  %i1 = mul i32 %i, 2
  %more = icmp eq i32 %i1, 1
  br i1 %more, label %loop, label %done
done:
  ret i32 %x
}
";
    let (after, before) = testutil::run_pass(src, |f, m| run(f, &m.types));
    assert_eq!(
        printer::print_module(&after),
        printer::print_module(&before)
    );
}

/// The pointer's step computes the next address of the access it
/// replaces, so it carries that access's source location (line 11 of
/// [`STRIDED_SUM`], the `getelementptr`): a debugger's line table keeps a row
/// for the address computation.
#[test]
fn the_step_carries_the_location_of_the_access_it_replaces() {
    let src = STRIDED_SUM;
    let (after, _) = testutil::run_pass(src, |f, m| run(f, &m.types));
    let f = after
        .funcs
        .values()
        .find_map(|d| d.body.as_ref())
        .expect("main has a body");
    let steps: Vec<u32> = f
        .blocks
        .values()
        .flat_map(|b| &b.insts)
        .filter(|&&i| matches!(&f.insts[i], InstData::Gep { indices, .. } if indices.len() == 1))
        .filter(|&&i| matches!(f.insts[i], InstData::Gep { base, .. } if matches!(f.value_def(base), ValueDef::Param(..))))
        .map(|&i| f.locs[i].line)
        .collect();
    assert_eq!(steps, [11], "the step's line");
}
