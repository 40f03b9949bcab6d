//! A store below its base register takes the negative offset in the
//! instruction (`lower/src/lower/address.rs`, `store_amode`).
//!
//! `cpu0.v` ignores output-port stores whose immediate is negative, so the
//! emitter used to put every such address in `$at` first: `addiu $1, $4,
//! -4; st $5, 0($1)`, one instruction more for each `a[i-1] = x` of a
//! sorting or shifting loop. Only a `volatile` store can mean to write the
//! port, so only those still go through a register; the test below writes
//! the port that way on the simulator. Update the snapshot with
//! `INSTA_UPDATE=always cargo test --test codegen_store_offsets` after
//! checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter, compile_link_run, test_options};
use egret::OptLevel;
use egret::cpu0::isa::Endian;

/// Shifts `a[1..n]` down by one element: `a[i-1] = a[i]`.
const SHIFT: &str = "define void @shift_down(i32* %a, i32 %n) {
entry:
  %any = icmp sgt i32 %n, 1
  br i1 %any, label %loop, label %done
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %p = getelementptr i32, i32* %a, i32 %i
  %v = load i32, i32* %p
  %q = getelementptr i32, i32* %p, i32 -1
  store i32 %v, i32* %q
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
";

/// The store addresses the previous element straight off the loop's
/// pointer: no `addiu` into `$at`.
#[test]
fn a_store_to_the_previous_element_takes_a_negative_offset() {
    let asm = asm_o2(SHIFT);
    assert!(asm.contains("st\t$"), "{asm}");
    assert!(asm.contains(", -4($"), "{asm}");
    assert!(!asm.contains("$1,"), "{asm}");
    insta::assert_snapshot!(asm);
}

/// Shifting an array gives the interpreter's answers at every level.
#[test]
fn shifting_runs_like_the_interpreter() {
    let main = "@data = global [6 x i32] [i32 3, i32 -1, i32 4, i32 1, i32 -5, i32 9]

define i32 @main() {
entry:
  %a = getelementptr [6 x i32], [6 x i32]* @data, i32 0, i32 0
  call void @shift_down(i32* %a, i32 6)
  %p1 = getelementptr [6 x i32], [6 x i32]* @data, i32 0, i32 1
  %x0 = load i32, i32* %a
  %x1 = load i32, i32* %p1
  %p5 = getelementptr [6 x i32], [6 x i32]* @data, i32 0, i32 4
  %x4 = load i32, i32* %p5
  %m = mul i32 %x1, 10
  %s = add i32 %x0, %m
  %t = mul i32 %x4, 100
  %r = add i32 %s, %t
  ret i32 %r
}
";
    assert_runs_like_the_interpreter(
        "shift_down",
        &format!("{SHIFT}{main}"),
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}

/// A volatile byte store to the output port through a pointer 4 bytes
/// above it still reaches the port: its address goes through a register.
const PORT: &str = "define void @put_below(i8* %p, i8 %c) noinline {
entry:
  %q = getelementptr i8, i8* %p, i32 -4
  store volatile i8 %c, i8* %q
  ret void
}

define i32 @main() {
entry:
  %port = inttoptr i32 4278190084 to i8*
  call void @put_below(i8* %port, i8 79)
  call void @put_below(i8* %port, i8 75)
  call void @put_below(i8* %port, i8 10)
  ret i32 0
}
";

#[test]
fn a_volatile_store_below_its_base_still_writes_the_output_port() {
    for opt in [OptLevel::O0, OptLevel::O2] {
        for endian in [Endian::Big, Endian::Little] {
            let out = compile_link_run("port", PORT, &test_options(opt, endian), Some(100_000))
                .unwrap_or_else(|e| panic!("{opt:?} {endian:?}: {e}"));
            assert_eq!(out.output, b"OK\n", "{opt:?} {endian:?}");
        }
    }
    let asm = asm_o2(PORT);
    assert!(asm.contains("sb\t$5, 0($"), "{asm}");
}
