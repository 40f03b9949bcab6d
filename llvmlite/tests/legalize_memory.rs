//! The legalizer's `memcpy`/`memmove`/`memset` against the interpreter's
//! own implementation of the intrinsics.
//!
//! Each case copies, moves (overlapping both ways) or fills a range of a
//! word-aligned buffer at some byte offset and returns a hash of the whole
//! buffer. The module runs in the interpreter before legalization (the
//! intrinsic, done natively) and after (inline loads and stores, or a call
//! of the module's own C routines, defined here in IR since the
//! interpreter has no C library), in both byte orders; the results must
//! agree. Other tests check the access widths the alignment allows and the
//! declarations the calls need.

use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::legalize::{LegalizeOptions, check_legal, legalize};
use egret_llvmlite::{Endian, Module, parse, printer, verify};

/// `memcpy`, `memmove` and `memset` as byte loops, the buffers, and the
/// initialisation and hash loops every case uses.
const PRELUDE: &str = r#"
@s = global [40 x i32] zeroinitializer
@d = global [40 x i32] zeroinitializer
declare void @llvm.memcpy.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memmove.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

define i8* @memcpy(i8* %d, i8* %s, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %body, label %done
body:
  %sp = getelementptr i8, i8* %s, i32 %i
  %dp = getelementptr i8, i8* %d, i32 %i
  %b = load i8, i8* %sp
  store i8 %b, i8* %dp
  %i1 = add i32 %i, 1
  br label %loop
done:
  ret i8* %d
}

define i8* @memmove(i8* %d, i8* %s, i32 %n) {
entry:
  %di = ptrtoint i8* %d to i32
  %si = ptrtoint i8* %s to i32
  %fwd = icmp ult i32 %di, %si
  br i1 %fwd, label %f, label %b
f:
  %r = call i8* @memcpy(i8* %d, i8* %s, i32 %n)
  ret i8* %d
b:
  %j = phi i32 [ %n, %entry ], [ %j1, %bbody ]
  %more = icmp ugt i32 %j, 0
  br i1 %more, label %bbody, label %done
bbody:
  %j1 = sub i32 %j, 1
  %sp = getelementptr i8, i8* %s, i32 %j1
  %dp = getelementptr i8, i8* %d, i32 %j1
  %v = load i8, i8* %sp
  store i8 %v, i8* %dp
  br label %b
done:
  ret i8* %d
}

define i8* @memset(i8* %d, i32 %c, i32 %n) {
entry:
  %b = trunc i32 %c to i8
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %body, label %done
body:
  %dp = getelementptr i8, i8* %d, i32 %i
  store i8 %b, i8* %dp
  %i1 = add i32 %i, 1
  br label %loop
done:
  ret i8* %d
}

define void @init(i8* %p, i32 %seed) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = mul i32 %i, 37
  %y = add i32 %x, %seed
  %b = trunc i32 %y to i8
  %q = getelementptr i8, i8* %p, i32 %i
  store i8 %b, i8* %q
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 160
  br i1 %more, label %loop, label %done
done:
  ret void
}

define i32 @hash(i8* %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i32 [ 17, %entry ], [ %h2, %loop ]
  %q = getelementptr i8, i8* %p, i32 %i
  %b = load i8, i8* %q
  %z = zext i8 %b to i32
  %h1 = mul i32 %h, 31
  %h2 = add i32 %h1, %z
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 160
  br i1 %more, label %loop, label %done
done:
  ret i32 %h2
}
"#;

/// What one case does.
#[derive(Copy, Clone, Debug)]
enum Op {
    Copy,
    Move,
    Set,
}

/// A module that does `op` of `len` bytes (a constant, or a variable
/// with that value when `variable`) from `@s + so` to `@d + dst` (for
/// `Move`, from `@d + so`: the same buffer) and returns the hash of `@d`.
fn case(op: Op, len: u64, dst: u32, so: u32, variable: bool) -> String {
    let len_text = if variable {
        "%len".to_string()
    } else {
        len.to_string()
    };
    let src_buf = if matches!(op, Op::Move) { "d" } else { "s" };
    let call = match op {
        Op::Copy => {
            format!(
                "call void @llvm.memcpy.p0i8.p0i8.i32(i8* %dp, i8* %sp, i32 {len_text}, i1 false)"
            )
        }
        Op::Move => {
            format!(
                "call void @llvm.memmove.p0i8.p0i8.i32(i8* %dp, i8* %sp, i32 {len_text}, i1 false)"
            )
        }
        Op::Set => {
            format!("call void @llvm.memset.p0i8.i32(i8* %dp, i8 %fill, i32 {len_text}, i1 false)")
        }
    };
    format!(
        "{PRELUDE}
define i32 @main() {{
  %s0 = bitcast [40 x i32]* @s to i8*
  %d0 = bitcast [40 x i32]* @d to i8*
  call void @init(i8* %s0, i32 5)
  call void @init(i8* %d0, i32 99)
  %x0 = bitcast [40 x i32]* @{src_buf} to i8*
  %sp = getelementptr i8, i8* %x0, i32 {so}
  %dp = getelementptr i8, i8* %d0, i32 {dst}
  %fp = getelementptr i8, i8* %s0, i32 3
  %fill = load i8, i8* %fp
  %len = add i32 {len}, 0
  {call}
  %h = call i32 @hash(i8* %d0)
  ret i32 %h
}}
"
    )
}

fn run(m: &Module, endian: Endian) -> i64 {
    let cfg = InterpConfig {
        endian,
        ..Default::default()
    };
    run_main(m, &cfg)
        .unwrap_or_else(|e| panic!("interpreter: {e}"))
        .ret
}

/// Legalizes `src`; checks it verifies and is legal; returns both modules.
fn before_after(src: &str) -> (Module, Module) {
    let (m, _) = parse("t.ll", src).unwrap_or_else(|d| panic!("{}", d[0]));
    let mut legal = m.clone();
    legalize(&mut legal, &LegalizeOptions::default()).unwrap_or_else(|d| panic!("{}", d[0]));
    let errors = verify(&legal);
    assert!(
        errors.is_empty(),
        "{}\n{}",
        errors[0],
        printer::print_module(&legal)
    );
    let illegal = check_legal(&legal);
    assert!(illegal.is_empty(), "{}", illegal[0]);
    (m, legal)
}

const LENGTHS: [u64; 17] = [0, 1, 2, 3, 4, 5, 7, 8, 12, 15, 16, 31, 33, 63, 64, 65, 100];

#[test]
fn inlined_and_called_memory_intrinsics_agree_with_the_interpreter() {
    let mut failures = Vec::new();
    for op in [Op::Copy, Op::Move, Op::Set] {
        for len in LENGTHS {
            let offsets: &[(u32, u32)] = match op {
                // Overlapping both ways, and disjoint.
                Op::Move => &[(0, 4), (4, 0), (1, 2), (2, 1), (8, 8), (0, 48)],
                _ => &[(0, 0), (4, 8), (1, 0), (0, 3), (2, 6), (6, 2)],
            };
            for &(dst, so) in offsets {
                for variable in [false, true] {
                    let src = case(op, len, dst, so, variable);
                    let (before, after) = before_after(&src);
                    for endian in [Endian::Big, Endian::Little] {
                        let (want, got) = (run(&before, endian), run(&after, endian));
                        if want != got {
                            failures.push(format!(
                                "{op:?} len {len} dst+{dst} src+{so} variable {variable} {endian:?}: {got} want {want}"
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The legalized `@main` of `src`, printed.
fn legalized_main(src: &str) -> String {
    let (_, after) = before_after(src);
    let text = printer::print_module(&after);
    let start = text.find("define i32 @main").expect("main");
    text[start..].to_string()
}

#[test]
fn accesses_are_as_wide_as_the_alignment_allows() {
    // Both word aligned: 12 bytes are three word copies.
    let main = legalized_main(&case(Op::Copy, 12, 4, 8, false));
    assert_eq!(main.matches("load i32").count(), 3, "{main}");
    assert!(!main.contains("@memcpy"), "{main}");
    // Half-word aligned: 6 bytes are three half-word copies.
    let main = legalized_main(&case(Op::Copy, 6, 2, 6, false));
    assert_eq!(main.matches("load i16").count(), 3, "{main}");
    // Odd destination: bytes.
    let main = legalized_main(&case(Op::Copy, 5, 1, 0, false));
    assert_eq!(main.matches("load i8").count(), 5 + 1, "{main}");
    // 7 aligned bytes of fill: a word, a half and a byte, one splat each.
    let main = legalized_main(&case(Op::Set, 7, 0, 0, false));
    assert_eq!(main.matches("store i32").count(), 1, "{main}");
    assert_eq!(main.matches("store i16").count(), 1, "{main}");
    assert_eq!(main.matches("store i8").count(), 1, "{main}");
    // Beyond the inline limit, or a variable length: the C routine.
    for src in [
        case(Op::Copy, 65, 0, 0, false),
        case(Op::Copy, 8, 0, 0, true),
    ] {
        let main = legalized_main(&src);
        assert!(main.contains("call i8* @memcpy("), "{main}");
    }
    // A memmove of more pieces than it may keep in registers calls too.
    let main = legalized_main(&case(Op::Move, 12, 1, 0, false));
    assert!(main.contains("call i8* @memmove("), "{main}");
    let main = legalized_main(&case(Op::Move, 8, 0, 4, false));
    assert!(!main.contains("@memmove"), "{main}");
}

#[test]
fn missing_c_routines_are_declared_and_wrong_ones_reported() {
    let src = "declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)\n\
               define void @f(i8* %d, i8* %s, i64 %n) {\n\
                 call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 %n, i1 false)\n\
                 ret void\n}\n";
    let (mut m, _) = parse("t.ll", src).expect("parses");
    legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    assert!(verify(&m).is_empty());
    let text = printer::print_module(&m);
    assert!(
        text.contains("declare i8* @memcpy(i8*, i8*, i32)"),
        "{text}"
    );
    assert!(text.contains("trunc i64 %n to i32"), "{text}");

    let bad = format!("define i32 @memcpy(i32 %x) {{\n  ret i32 %x\n}}\n{src}");
    let (mut m, _) = parse("t.ll", &bad).expect("parses");
    let errors = legalize(&mut m, &LegalizeOptions::default()).expect_err("wrong memcpy");
    let msg = errors[0].to_string();
    assert!(msg.contains("`@memcpy` has type `i32 (i32)`"), "{msg}");
}
