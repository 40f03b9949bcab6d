//! The interpreter's vectors: element-wise operations, element access,
//! shuffles, `bitcast`s in both byte orders (checked against what LLVM
//! defines: element 0 in the low bits on little-endian targets, in the high
//! bits on big-endian ones), memory layout, reductions and element-wise
//! intrinsics; and the front end's positioned errors for what egret
//! refuses.

use egret_llvmlite::interp::{InterpConfig, call};
use egret_llvmlite::{Endian, parse};

fn run(src: &str, endian: Endian, args: &[u64]) -> i64 {
    let m = match parse("v.ll", src) {
        Ok((m, _)) => m,
        Err(d) => panic!("{}", d[0]),
    };
    let cfg = InterpConfig {
        endian,
        ..InterpConfig::default()
    };
    call(&m, "f", args, &cfg)
        .unwrap_or_else(|e| panic!("{}", e.message))
        .ret
}

fn both(src: &str, args: &[u64]) -> (i64, i64) {
    (run(src, Endian::Big, args), run(src, Endian::Little, args))
}

#[test]
fn element_wise_arithmetic_compares_and_selects() {
    let src = "define i32 @f(i32 %x) {
  %a = insertelement <4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, i32 %x, i32 2
  %b = mul <4 x i32> %a, splat (i32 3)
  %c = icmp slt <4 x i32> %b, zeroinitializer
  %d = sub <4 x i32> zeroinitializer, %b
  %abs = select <4 x i1> %c, <4 x i32> %d, <4 x i32> %b
  %e0 = extractelement <4 x i32> %abs, i32 0
  %e1 = extractelement <4 x i32> %abs, i32 1
  %e2 = extractelement <4 x i32> %abs, i64 2
  %e3 = extractelement <4 x i32> %abs, i8 3
  %s1 = add i32 %e0, %e1
  %s2 = add i32 %e2, %e3
  %s = mul i32 %s1, %s2
  ret i32 %s
}
";
    // |3| + |-6| = 9; |3x| + |-12| with x = -5: 15 + 12 = 27.
    assert_eq!(both(src, &[(-5i64) as u64]), (9 * 27, 9 * 27));
}

#[test]
fn dynamic_indices_and_out_of_range_poison() {
    let src = "define i32 @f(i32 %i, i32 %j) {
  %v = insertelement <4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 99, i32 %i
  %e = extractelement <4 x i32> %v, i32 %j
  ret i32 %e
}
";
    assert_eq!(run(src, Endian::Big, &[1, 1]), 99);
    assert_eq!(run(src, Endian::Big, &[1, 2]), 30);
    assert_eq!(run(src, Endian::Little, &[3, 3]), 99);
    // An index out of range gives poison; the interpreter reads it as 0.
    assert_eq!(run(src, Endian::Big, &[0, 7]), 0);
}

#[test]
fn shuffles_pick_from_both_operands() {
    let src = "define i64 @f() {
  %s = shufflevector <4 x i16> <i16 1, i16 2, i16 3, i16 4>, <4 x i16> <i16 5, i16 6, i16 7, i16 8>, <3 x i32> <i32 7, i32 0, i32 4>
  %w = zext <3 x i16> %s to <3 x i64>
  %a = extractelement <3 x i64> %w, i32 0
  %b = extractelement <3 x i64> %w, i32 1
  %c = extractelement <3 x i64> %w, i32 2
  %ab = mul i64 %a, 100
  %bc = mul i64 %b, 10
  %r0 = add i64 %ab, %bc
  %r = add i64 %r0, %c
  ret i64 %r
}
";
    assert_eq!(both(src, &[]), (815, 815));
}

#[test]
fn bitcasts_follow_the_byte_order() {
    let src = "define i32 @f() {
  %v = bitcast <4 x i8> <i8 1, i8 2, i8 3, i8 4> to i32
  ret i32 %v
}
";
    assert_eq!(both(src, &[]), (0x0102_0304, 0x0403_0201));
    let wide = "define i64 @f() {
  %v = bitcast <4 x i32> <i32 1, i32 2, i32 3, i32 4> to <2 x i64>
  %e = extractelement <2 x i64> %v, i32 0
  ret i64 %e
}
";
    assert_eq!(both(wide, &[]), ((1 << 32) | 2, (2 << 32) | 1));
    let bits = "define i8 @f() {
  %v = bitcast <8 x i1> <i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 1, i1 1> to i8
  ret i8 %v
}
";
    assert_eq!(
        both(bits, &[]),
        (0b1000_0011u8 as i8 as i64, 0b1100_0001u8 as i8 as i64)
    );
}

#[test]
fn vectors_in_memory_are_laid_out_like_arrays() {
    let src = "define i32 @f() {
  %p = alloca <4 x i16>
  store <4 x i16> <i16 1, i16 2, i16 3, i16 4>, ptr %p
  %q = getelementptr i16, ptr %p, i32 2
  %e = load i16, ptr %q
  %w = load i32, ptr %p
  %e32 = zext i16 %e to i32
  %r = add i32 %w, %e32
  ret i32 %r
}
";
    assert_eq!(both(src, &[]), (0x0001_0002 + 3, 0x0002_0001 + 3));
}

#[test]
fn reductions_and_element_wise_intrinsics() {
    let src = "declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i8 @llvm.vector.reduce.umax.v4i8(<4 x i8>)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1)
define i32 @f() {
  %v = add <4 x i32> <i32 5, i32 -9, i32 7, i32 -1>, zeroinitializer
  %m = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %v, <4 x i32> splat (i32 0))
  %s = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %m)
  %n = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %v)
  %a = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %v, i1 false)
  %x = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %a)
  %t = trunc <4 x i32> %v to <4 x i8>
  %u = call i8 @llvm.vector.reduce.umax.v4i8(<4 x i8> %t)
  %u32 = zext i8 %u to i32
  %r0 = mul i32 %s, 1000
  %r1 = add i32 %r0, %n
  %r2 = mul i32 %r1, 100
  %r3 = add i32 %r2, %x
  %r4 = mul i32 %r3, 1000
  %r = add i32 %r4, %u32
  ret i32 %r
}
";
    // smax(v, 0) sums to 12; smin is -9; |v| xors to 5^9^7^1 = 10; the
    // bytes are 5, 247, 7, 255: umax 255.
    let want = ((12 * 1000 - 9) * 100 + 10) * 1000 + 255;
    assert_eq!(both(src, &[]), (want, want));
}

#[test]
fn aggregate_and_vector_arguments_and_results() {
    let src = "define { i32, <2 x i8> } @g({ i32, i32 } %p, <2 x i8> %v) {
  %a = extractvalue { i32, i32 } %p, 0
  %b = extractvalue { i32, i32 } %p, 1
  %s = sub i32 %a, %b
  %w = add <2 x i8> %v, %v
  %r0 = insertvalue { i32, <2 x i8> } undef, i32 %s, 0
  %r = insertvalue { i32, <2 x i8> } %r0, <2 x i8> %w, 1
  ret { i32, <2 x i8> } %r
}
define i32 @f() {
  %r = call { i32, <2 x i8> } @g({ i32, i32 } { i32 50, i32 8 }, <2 x i8> <i8 3, i8 100>)
  %s = extractvalue { i32, <2 x i8> } %r, 0
  %w = extractvalue { i32, <2 x i8> } %r, 1
  %e = extractelement <2 x i8> %w, i32 1
  %e32 = sext i8 %e to i32
  %t = add i32 %s, %e32
  ret i32 %t
}
";
    // 50 - 8 = 42; 100 + 100 wraps to -56 as i8.
    assert_eq!(both(src, &[]), (42 - 56, 42 - 56));
}

fn error_of(src: &str) -> String {
    match parse("e.ll", src) {
        Ok(_) => panic!("accepted:\n{src}"),
        Err(d) => d
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

#[test]
fn refused_vectors_are_positioned_errors() {
    let e = error_of("define void @f(<65 x i32> %v) {\n  ret void\n}\n");
    assert!(
        e.contains("1:17: error: vector length `65` is not supported (1 to 64)"),
        "{e}"
    );
    let e = error_of("define void @f(<0 x i32> %v) {\n  ret void\n}\n");
    assert!(e.contains("vector length `0`"), "{e}");
    let e = error_of("define void @f(<2 x [2 x i8]> %v) {\n  ret void\n}\n");
    assert!(
        e.contains("1:21: error: vector elements must be integers"),
        "{e}"
    );
    let e = error_of("define void @f(<vscale x 2 x i8> %v) {\n  ret void\n}\n");
    assert!(
        e.contains("1:17: error: scalable vectors are not supported"),
        "{e}"
    );
    let e = error_of(
        "define void @f(ptr %p) {\n  store <8 x i1> zeroinitializer, ptr %p\n  ret void\n}\n",
    );
    assert!(
        e.contains("2:3: error") && e.contains("not whole bytes"),
        "{e}"
    );
    let e = error_of(
        "define i32 @f(<4 x i32> %v) {\n  %s = shufflevector <4 x i32> %v, <4 x i32> %v, <2 x i32> <i32 0, i32 8>\n  ret i32 0\n}\n",
    );
    assert!(e.contains("shuffle mask element 8 is out of range"), "{e}");
    let e = error_of(
        "define <2 x i32> @f(<4 x i32> %v) {\n  %s = trunc <4 x i32> %v to <2 x i16>\n  ret <2 x i32> zeroinitializer\n}\n",
    );
    assert!(e.contains("invalid cast"), "{e}");
}
