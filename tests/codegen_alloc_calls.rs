//! Code-quality lever of issue 21 for heap allocation, at -O2 (the
//! mid-end's `alloc-calls`, `egraph/src/alloc_calls.rs`): a `malloc` of a
//! small constant size whose block every path writes whole before anything
//! may read it (but for a few words, which the caller zeroes itself) calls
//! `__egret_malloc_raw` (`runtime/malloc_raw.s`), which does not zero the
//! block, and a `calloc`/`ll_malloc` of a known size calls `malloc`. The lever has an assembly snapshot of the code it
//! produces and runs on the simulator against the interpreter in both byte
//! orders, through the raw routine's quick path (the heap's top) and its
//! other path (blocks on the free list). Update the snapshot with
//! `INSTA_UPDATE=always cargo test --test codegen_alloc_calls` after
//! checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// A binary tree's node: both children stored on every path before the
/// node is returned.
const MAKE: &str = "declare i8* @malloc(i64)
declare void @free(i8*)
declare i8* @calloc(i64, i64)

define i8** @make(i32 %depth) {
entry:
  %raw = call i8* @malloc(i64 8)
  %pl = bitcast i8* %raw to i8**
  %r4 = getelementptr i8, i8* %raw, i32 4
  %pr = bitcast i8* %r4 to i8**
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
";

/// `make` calls the raw routine with the block's size (8) and never
/// `malloc`, whose zeroing both children's stores would overwrite.
#[test]
fn a_node_written_whole_is_allocated_without_zeroing() {
    let asm = asm_o2(MAKE);
    assert!(asm.contains("jsub\t__egret_malloc_raw"), "{asm}");
    assert!(!asm.contains("jsub\tmalloc"), "{asm}");
    insta::assert_snapshot!(asm);
}

/// A search tree's node gets its key; its children stay null, read later
/// as malloc's zeroes: the caller stores the two zero words itself after
/// the raw call.
#[test]
fn a_node_whose_children_stay_null_is_zeroed_by_its_caller() {
    let src = "declare i8* @malloc(i64)
define i8* @node(i64 %key) {
entry:
  %raw = call i8* @malloc(i64 16)
  %k = bitcast i8* %raw to i64*
  store i64 %key, i64* %k
  ret i8* %raw
}
";
    let asm = asm_o2(src);
    assert!(asm.contains("jsub\t__egret_malloc_raw"), "{asm}");
    assert_eq!(asm.matches("st\t$zero, ").count(), 2, "{asm}");
    insta::assert_snapshot!(asm);
}

/// Builds and checks trees, frees blocks so that later raw allocations
/// come from the free list (the raw routine's other path), keeps one block
/// of 12 bytes that is written only in part (it stays zeroed) and one from
/// `calloc(1, n)`, at every level in both byte orders.
#[test]
fn raw_blocks_run_like_the_interpreter() {
    let main = "define i32 @count(i8** %n) {
entry:
  %l = load i8*, i8** %n
  %leaf = icmp eq i8* %l, null
  br i1 %leaf, label %one, label %more
one:
  ret i32 1
more:
  %ln = bitcast i8* %l to i8**
  %r4 = getelementptr i8*, i8** %n, i32 1
  %r = load i8*, i8** %r4
  %rn = bitcast i8* %r to i8**
  %cl = call i32 @count(i8** %ln)
  %cr = call i32 @count(i8** %rn)
  %s = add i32 %cl, %cr
  %s1 = add i32 %s, 1
  ret i32 %s1
}
define i32 @main() {
entry:
  %t = call i8** @make(i32 4)
  %a = call i32 @count(i8** %t)
  %tp = bitcast i8** %t to i8*
  %l = load i8*, i8** %t
  call void @free(i8* %l)
  call void @free(i8* %tp)
  %u = call i8** @make(i32 2)
  %b = call i32 @count(i8** %u)
  %p = call i8* @malloc(i64 12)
  %pw = bitcast i8* %p to i32*
  store i32 7, i32* %pw
  %p2 = getelementptr i32, i32* %pw, i32 2
  %z = load i32, i32* %p2
  %c = call i8* @calloc(i64 1, i64 16)
  %cw = bitcast i8* %c to i32*
  %c3 = getelementptr i32, i32* %cw, i32 3
  %y = load i32, i32* %c3
  %s = add i32 %a, %b
  %s1 = add i32 %s, %z
  %s2 = add i32 %s1, %y
  ret i32 %s2
}
";
    let text = format!("{MAKE}{main}");
    assert_runs_like_the_interpreter(
        "alloc_calls",
        &text,
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
