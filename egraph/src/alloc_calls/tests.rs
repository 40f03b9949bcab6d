use super::fresh::store_mask;
use super::*;
use crate::testutil::{assert_valid, check_same_behaviour, parse_module};
use egret_llvmlite::printer::print_module;

/// Runs the pass on the module parsed from `src`; checks the result is
/// valid and behaves as before; returns whether it changed and the text.
fn rewrite(src: &str) -> (bool, String) {
    let before = parse_module(src);
    let mut after = before.clone();
    let changed = run(&mut after);
    assert_valid(&after);
    check_same_behaviour(&before, &after);
    (changed, print_module(&after))
}

/// The number of calls of the raw `malloc` in `text`.
fn raw_calls(text: &str) -> usize {
    text.matches("call ptr @__egret_malloc_raw").count()
        + text.matches("call i8* @__egret_malloc_raw").count()
}

const TREE: &str = "
declare i8* @malloc(i64)

define i8** @make(i32 %depth) {
entry:
  %raw = call i8* @malloc(i64 8)
  %pl = bitcast i8* %raw to i8**
  %r8 = getelementptr i8, i8* %raw, i32 4
  %pr = bitcast i8* %r8 to i8**
  %leaf = icmp eq i32 %depth, 0
  br i1 %leaf, label %bottom, label %inner
bottom:
  store i8* null, i8** %pl
  store i8* null, i8** %pr
  ret i8** %pl
inner:
  %d1 = sub i32 %depth, 1
  %l = call i8** @make(i32 %d1)
  %r = call i8** @make(i32 %d1)
  %lp = bitcast i8** %l to i8*
  %rp = bitcast i8** %r to i8*
  store i8* %lp, i8** %pl
  store i8* %rp, i8** %pr
  ret i8** %pl
}

define i32 @main() {
entry:
  %t = call i8** @make(i32 3)
  %l = load i8*, i8** %t
  %ok = icmp ne i8* %l, null
  %r = zext i1 %ok to i32
  ret i32 %r
}
";

#[test]
fn a_node_whose_fields_every_path_stores_is_not_zeroed() {
    let (changed, text) = rewrite(TREE);
    assert!(changed);
    assert_eq!(raw_calls(&text), 1, "{text}");
    assert!(
        text.contains("declare i8* @__egret_malloc_raw(i32)"),
        "{text}"
    );
    assert!(
        text.contains("call i8* @__egret_malloc_raw(i32 8)"),
        "{text}"
    );
}

#[test]
fn words_read_before_they_are_written_are_zeroed_by_the_caller() {
    // Word 0 is read first; word 1 is written on one path only; an
    // 8-byte block handed to a call after its first word is written; a
    // 12-byte block (16 with the pad) written but for the pad. Each needs
    // at most MAX_ZERO_WORDS stores of 0 right after the call.
    let src = "
declare i8* @malloc(i64)

define i32 @use(i8* %p) {
entry:
  %w = bitcast i8* %p to i32*
  %k = getelementptr i32, i32* %w, i32 1
  %v = load i32, i32* %k
  ret i32 %v
}

define i32 @main() {
entry:
  %raw = call i8* @malloc(i64 8)
  %w = bitcast i8* %raw to i32*
  %old = load i32, i32* %w
  store i32 5, i32* %w
  %c = icmp eq i32 %old, 0
  br i1 %c, label %fill, label %join
fill:
  %w1 = getelementptr i32, i32* %w, i32 1
  store i32 9, i32* %w1
  br label %join
join:
  %x = call i32 @use(i8* %raw)
  %a = call i8* @malloc(i64 8)
  %aw = bitcast i8* %a to i32*
  store i32 1, i32* %aw
  %y = call i32 @use(i8* %a)
  %b = call i8* @malloc(i64 12)
  %bw = bitcast i8* %b to i32*
  store i32 1, i32* %bw
  %bw1 = getelementptr i32, i32* %bw, i32 1
  store i32 2, i32* %bw1
  %bw2 = getelementptr i32, i32* %bw, i32 2
  store i32 3, i32* %bw2
  %z = call i32 @use(i8* %b)
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  %r = add i32 %t, %old
  ret i32 %r
}
";
    let (changed, text) = rewrite(src);
    assert!(changed);
    assert_eq!(raw_calls(&text), 3, "{text}");
    assert!(
        text.contains("call i8* @__egret_malloc_raw(i32 16)"),
        "{text}"
    );
    // Two words of the first block, one of the second, the third's pad.
    assert_eq!(text.matches("store i32 0, ").count(), 4, "{text}");
}

#[test]
fn a_block_that_needs_more_zeroed_words_stays_zeroed() {
    // 40 bytes handed on after one word is written: 9 words unwritten.
    let src = "
declare i8* @malloc(i64)

define i32 @use(i8* %p) {
entry:
  %w = bitcast i8* %p to i32*
  %k = getelementptr i32, i32* %w, i32 9
  %v = load i32, i32* %k
  ret i32 %v
}

define i32 @main() {
entry:
  %raw = call i8* @malloc(i64 40)
  %w = bitcast i8* %raw to i32*
  store i32 5, i32* %w
  %x = call i32 @use(i8* %raw)
  ret i32 %x
}
";
    let (changed, text) = rewrite(src);
    assert!(!changed, "{text}");
    assert_eq!(raw_calls(&text), 0);
}

#[test]
fn blocks_allocated_and_filled_in_a_loop_are_not_zeroed() {
    let src = "
declare i8* @malloc(i32)

define i32 @main() {
entry:
  %table = alloca [4 x i32*]
  br label %alloc
alloc:
  %n = phi i32 [ 0, %entry ], [ %n1, %alloc ]
  %raw = call i8* @malloc(i32 8)
  %blk = bitcast i8* %raw to i32*
  store i32 %n, i32* %blk
  %w1 = getelementptr i32, i32* %blk, i32 1
  store i32 %n, i32* %w1
  %slot = getelementptr [4 x i32*], [4 x i32*]* %table, i32 0, i32 %n
  store i32* %blk, i32** %slot
  %n1 = add i32 %n, 1
  %more = icmp slt i32 %n1, 4
  br i1 %more, label %alloc, label %done
done:
  %s3 = getelementptr [4 x i32*], [4 x i32*]* %table, i32 0, i32 3
  %b3 = load i32*, i32** %s3
  %v = load i32, i32* %b3
  ret i32 %v
}
";
    let (changed, text) = rewrite(src);
    assert!(changed);
    assert_eq!(raw_calls(&text), 1, "{text}");
    assert!(
        text.contains("declare i8* @__egret_malloc_raw(i32)"),
        "{text}"
    );
}

#[test]
fn a_module_that_defines_malloc_is_left_alone() {
    let src = "
@pool = global [64 x i8] zeroinitializer

define i8* @malloc(i64 %n) {
entry:
  %p = getelementptr [64 x i8], [64 x i8]* @pool, i32 0, i32 0
  ret i8* %p
}

define i32 @main() {
entry:
  %p = call i8* @malloc(i64 4)
  %w = bitcast i8* %p to i32*
  store i32 3, i32* %w
  ret i32 0
}
";
    let mut m = parse_module(src);
    assert!(!run(&mut m));
    assert!(m.funcs.values().all(|f| f.name != RAW_MALLOC));
}

#[test]
fn calloc_of_a_known_size_calls_malloc() {
    // calloc(1, n) and ll_malloc(4, 8) are malloc(n) and malloc(32); the
    // second block is then written whole first (4 x i64); calloc(n, m)
    // of two unknowns stays.
    let src = "
declare i8* @calloc(i64, i64)
declare i8* @ll_malloc(i64, i64)

define i64 @main() {
entry:
  %n = add i64 24, 0
  %a = call i8* @calloc(i64 1, i64 %n)
  %aw = bitcast i8* %a to i64*
  %a2 = getelementptr i64, i64* %aw, i32 2
  %x = load i64, i64* %a2
  %b = call i8* @ll_malloc(i64 4, i64 8)
  %bw = bitcast i8* %b to i64*
  store i64 1, i64* %bw
  %b1 = getelementptr i64, i64* %bw, i32 1
  store i64 2, i64* %b1
  %b2 = getelementptr i64, i64* %bw, i32 2
  store i64 3, i64* %b2
  %b3 = getelementptr i64, i64* %bw, i32 3
  store i64 4, i64* %b3
  %y = load i64, i64* %b3
  %c = call i8* @calloc(i64 %n, i64 %x)
  %cz = icmp eq i8* %c, null
  %cv = zext i1 %cz to i64
  %s = add i64 %x, %y
  %t = add i64 %s, %cv
  ret i64 %t
}
";
    let (changed, text) = rewrite(src);
    assert!(changed);
    assert!(text.contains("call i8* @malloc(i64 %n)"), "{text}");
    assert!(
        text.contains("call i8* @__egret_malloc_raw(i32 32)"),
        "{text}"
    );
    assert!(text.contains("call i8* @calloc(i64 %n, i64 %x)"), "{text}");
    assert!(text.contains("declare i8* @malloc(i64)"), "{text}");
}

#[test]
fn array_sizes_are_known_for_a_factor_of_one_or_two_small_constants() {
    let v = Value::from_u32(0);
    assert!(matches!(
        array_size(Some(1), None, &[v, v]),
        Some(ArraySize::Factor(_))
    ));
    assert!(matches!(
        array_size(None, Some(1), &[v, v]),
        Some(ArraySize::Factor(_))
    ));
    assert!(matches!(
        array_size(Some(4), Some(8), &[v, v]),
        Some(ArraySize::Const(32))
    ));
    assert!(array_size(Some(1 << 16), Some(1 << 15), &[v, v]).is_none());
    assert!(array_size(Some(1 << 32), Some(1), &[v, v]).is_none());
    assert!(array_size(Some(2), None, &[v, v]).is_none());
}

#[test]
fn store_masks_cover_exactly_the_stored_bytes() {
    assert_eq!(store_mask(Some(0), 4, 8), Some(0xF));
    assert_eq!(store_mask(Some(4), 4, 8), Some(0xF0));
    assert_eq!(store_mask(Some(0), 8, 64), Some(0xFF));
    assert_eq!(store_mask(Some(56), 8, 64), Some(0xFF << 56));
    assert_eq!(store_mask(Some(6), 4, 8), None);
    assert_eq!(store_mask(Some(-4), 4, 8), None);
    assert_eq!(store_mask(None, 4, 8), None);
}
