//! A typed-pointer module and its opaque-pointer twin (the same program
//! with every `T*` written `ptr`) optimise to the same code: the mid-end
//! never reads a pointee type (`egret_egraph::opaque`). Compared after
//! -O1 and -O2: the printed modules, with pointer type spellings and the
//! numbers of values the passes created normalised, and the behaviour.

mod common;

use common::*;
use egret_egraph::OptLevel;
use egret_llvmlite::Endian;
use egret_llvmlite::printer::print_module;

/// Struct fields through a typed array, byte arithmetic between bitcasts,
/// a loop over an `i32*` parameter and a variadic call.
const TYPED: &str = r#"
%pt = type { i32, i32 }
@pts = global [8 x %pt] zeroinitializer
@buf = global [16 x i32] zeroinitializer
@fmt = global [4 x i8] c"%d\0A\00"
declare i32 @printf(i8*, ...)

define i32 @sum(i32* %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr i32, i32* %a, i32 %i
  %v = load i32, i32* %p
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %s1
}

define i32 @main() {
entry:
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %px = getelementptr [8 x %pt], [8 x %pt]* @pts, i32 0, i32 %i, i32 0
  %py = getelementptr [8 x %pt], [8 x %pt]* @pts, i32 0, i32 %i, i32 1
  store i32 %i, i32* %px
  %sq = mul i32 %i, %i
  store i32 %sq, i32* %py
  %raw = bitcast [8 x %pt]* @pts to i8*
  %off = mul i32 %i, 8
  %b = getelementptr i8, i8* %raw, i32 %off
  %b4 = getelementptr i8, i8* %b, i32 4
  %q = bitcast i8* %b4 to i32*
  %y = load i32, i32* %q
  %dst = getelementptr [16 x i32], [16 x i32]* @buf, i32 0, i32 %i
  store i32 %y, i32* %dst
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 8
  br i1 %c, label %fill, label %done
done:
  %a = getelementptr [16 x i32], [16 x i32]* @buf, i32 0, i32 0
  %t = call i32 @sum(i32* %a, i32 8)
  %f = getelementptr [4 x i8], [4 x i8]* @fmt, i32 0, i32 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i32 %t)
  ret i32 0
}
"#;

/// Every pointer type spelling `TYPED` uses, longest first.
const TYPED_POINTERS: [&str; 5] = ["[8 x %pt]*", "[16 x i32]*", "[4 x i8]*", "i32*", "i8*"];

/// `text` with every typed pointer written `ptr`.
fn opaque(text: &str) -> String {
    TYPED_POINTERS
        .iter()
        .fold(text.to_string(), |t, p| t.replace(p, "ptr"))
}

/// `text` with the numbers of `%vN`/`%wN` values erased (the typed module
/// has more values, its bitcasts, so new values are numbered differently).
fn without_value_numbers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '%' && matches!(chars.peek(), Some('v' | 'w')) {
            out.extend(chars.next());
            while chars.peek().is_some_and(char::is_ascii_digit) {
                chars.next();
            }
        }
    }
    out
}

#[test]
fn typed_and_opaque_twins_optimise_identically() {
    let twin = opaque(TYPED);
    assert!(!twin.contains('*'), "the twin still has a typed pointer");
    let typed = parse_text("typed.ll", TYPED);
    let opaque_m = parse_text("opaque.ll", &twin);
    for level in [OptLevel::O1, OptLevel::O2] {
        let (a, _) = optimized(&typed, level);
        let (b, _) = optimized(&opaque_m, level);
        let a_text = without_value_numbers(&opaque(&print_module(&a)));
        let b_text = without_value_numbers(&print_module(&b));
        assert_eq!(a_text, b_text, "{level:?}");
        for endian in [Endian::Big, Endian::Little] {
            let ra = run(&a, endian, &[]);
            assert!(ra.is_ok(), "{ra:?}");
            assert_eq!(ra, run(&b, endian, &[]), "{level:?}");
        }
    }
}
