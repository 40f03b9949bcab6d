//! Code-quality levers of issue 21 for local arrays and `switch`
//! dispatch in loops, at -O2:
//!
//! - an element of a local array at a variable index is addressed off the
//!   stack pointer (`AMode::SlotIndexed`, `lower/src/lower/address.rs`):
//!   `addu $at, $sp, index` and the slot's offset in the access's
//!   immediate, instead of computing the array's address (`addiu`) and
//!   adding the index to it in a register; the two words of an i64 share
//!   the one `addu` (`lower/src/emit.rs`);
//! - a jump table's address is computed before the call-free loop around
//!   its `switch`, as the other constants are (`lower/src/lower.rs`).
//!
//! Each lever has an assembly snapshot of the code it produces, and the
//! functions run on the simulator against the interpreter in both byte
//! orders, with frames beyond 16-bit offsets and with a frame pointer.
//! Update the snapshots with `INSTA_UPDATE=always cargo test --test
//! codegen_q21q3` after checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// A register machine's step: two registers of a local array read and a
/// third written, at indices decoded from the instruction word.
const REGS: &str = "define i32 @machine(i32* %code, i32 %n) {
entry:
  %regs = alloca [16 x i32], align 4
  %r0 = getelementptr [16 x i32], [16 x i32]* %regs, i32 0, i32 0
  %rb = bitcast i32* %r0 to i8*
  call void @llvm.memset.p0i8.i32(i8* %rb, i8 0, i32 64, i1 false)
  br label %loop
loop:
  %pc = phi i32 [ 0, %entry ], [ %pc1, %loop ]
  %pw = getelementptr i32, i32* %code, i32 %pc
  %w = load i32, i32* %pw
  %a = and i32 %w, 15
  %b4 = lshr i32 %w, 4
  %b = and i32 %b4, 15
  %c8 = lshr i32 %w, 8
  %c = and i32 %c8, 15
  %pa = getelementptr [16 x i32], [16 x i32]* %regs, i32 0, i32 %a
  %va = load i32, i32* %pa
  %pb = getelementptr [16 x i32], [16 x i32]* %regs, i32 0, i32 %b
  %vb = load i32, i32* %pb
  %s = add i32 %va, %vb
  %s1 = add i32 %s, %pc
  %pcc = getelementptr [16 x i32], [16 x i32]* %regs, i32 0, i32 %c
  store i32 %s1, i32* %pcc
  %pc1 = add i32 %pc, 1
  %more = icmp slt i32 %pc1, %n
  br i1 %more, label %loop, label %done
done:
  %p5 = getelementptr [16 x i32], [16 x i32]* %regs, i32 0, i32 5
  %r = load i32, i32* %p5
  ret i32 %r
}
";

/// A local array of i64s read and written at variable indices.
const WIDE: &str = "define i64 @wide(i32 %n, i32 %seed) {
entry:
  %acc = alloca [8 x i64], align 8
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %x = mul i32 %i, %seed
  %xw = zext i32 %x to i64
  %xs = shl i64 %xw, 17
  %pi = getelementptr [8 x i64], [8 x i64]* %acc, i32 0, i32 %i
  store i64 %xs, i64* %pi
  %i1 = add i32 %i, 1
  %f = icmp slt i32 %i1, 8
  br i1 %f, label %fill, label %loop
loop:
  %k = phi i32 [ 0, %fill ], [ %k1, %loop ]
  %j = and i32 %k, 7
  %m = mul i32 %k, 5
  %l = and i32 %m, 7
  %pj = getelementptr [8 x i64], [8 x i64]* %acc, i32 0, i32 %j
  %vj = load i64, i64* %pj
  %pl = getelementptr [8 x i64], [8 x i64]* %acc, i32 0, i32 %l
  %vl = load i64, i64* %pl
  %sum = add i64 %vj, %vl
  store i64 %sum, i64* %pl
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  %p3 = getelementptr [8 x i64], [8 x i64]* %acc, i32 0, i32 3
  %r = load i64, i64* %p3
  ret i64 %r
}
";

/// A `switch` on a byte in a loop without calls.
const SWITCH: &str = "define i32 @run(i8* %ops, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %acc = phi i32 [ 1, %entry ], [ %acc1, %next ]
  %p = getelementptr i8, i8* %ops, i32 %i
  %op = load i8, i8* %p
  switch i8 %op, label %other [
    i8 0, label %add
    i8 1, label %mul
    i8 2, label %xor
    i8 3, label %sub
    i8 4, label %shl
  ]
add:
  %a = add i32 %acc, 7
  br label %next
mul:
  %m = mul i32 %acc, 3
  br label %next
xor:
  %x = xor i32 %acc, 85
  br label %next
sub:
  %s = sub i32 %acc, %i
  br label %next
shl:
  %h = shl i32 %acc, 1
  br label %next
other:
  %o = add i32 %acc, 1
  br label %next
next:
  %acc1 = phi i32 [ %a, %add ], [ %m, %mul ], [ %x, %xor ], [ %s, %sub ], [ %h, %shl ], [ %o, %other ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i32 %acc1
}
";

/// Local arrays beyond 16-bit offsets from the stack pointer, indexed by
/// hashed values, with negative constant offsets.
const FAR: &str = "define i32 @far(i32 %n) {
entry:
  %small = alloca [4 x i32], align 4
  %big = alloca [9000 x i32], align 4
  %tail = alloca [4 x i32], align 4
  %big2 = alloca [9000 x i32], align 4
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %pb = getelementptr [9000 x i32], [9000 x i32]* %big, i32 0, i32 %i
  store i32 %i, i32* %pb
  %pb2 = getelementptr [9000 x i32], [9000 x i32]* %big2, i32 0, i32 %i
  %ni = sub i32 0, %i
  store i32 %ni, i32* %pb2
  %j = and i32 %i, 3
  %ps = getelementptr [4 x i32], [4 x i32]* %small, i32 0, i32 %j
  store i32 %i, i32* %ps
  %pt = getelementptr [4 x i32], [4 x i32]* %tail, i32 0, i32 %j
  store i32 %j, i32* %pt
  %i1 = add i32 %i, 1
  %f = icmp slt i32 %i1, 9000
  br i1 %f, label %fill, label %loop
loop:
  %k = phi i32 [ 1, %fill ], [ %k1, %loop ]
  %acc = phi i32 [ 0, %fill ], [ %acc1, %loop ]
  %q = getelementptr [9000 x i32], [9000 x i32]* %big, i32 0, i32 %k
  %prev = getelementptr i32, i32* %q, i32 -1
  %vp = load i32, i32* %prev
  %m = and i32 %k, 3
  %psm = getelementptr [4 x i32], [4 x i32]* %small, i32 0, i32 %m
  %vs0 = load i32, i32* %psm
  %m3 = or i32 %m, 1
  %ptm = getelementptr [4 x i32], [4 x i32]* %tail, i32 0, i32 %m3
  %pt2 = getelementptr i32, i32* %ptm, i32 -1
  %vt = load i32, i32* %ptm
  %vs = add i32 %vs0, %vt
  %h = mul i32 %k, 40503
  %hx = lshr i32 %h, 7
  %hi = urem i32 %hx, 8999
  %hi1 = add i32 %hi, 1
  %ph = getelementptr [9000 x i32], [9000 x i32]* %big, i32 0, i32 %hi1
  %ph1 = getelementptr i32, i32* %ph, i32 -1
  %vh = load i32, i32* %ph1
  store i32 %vh, i32* %pt2
  %pg = getelementptr [9000 x i32], [9000 x i32]* %big2, i32 0, i32 %hi
  store i32 %k, i32* %pg
  %pg2 = getelementptr [9000 x i32], [9000 x i32]* %big2, i32 0, i32 %m3
  %vg = load i32, i32* %pg2
  %t0 = add i32 %vp, %vs
  %t1 = add i32 %t0, %vh
  %t = xor i32 %t1, %vg
  %acc1 = add i32 %acc, %t
  store i32 %acc1, i32* %prev
  %k1 = add i32 %k, 7
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  %pl = getelementptr [9000 x i32], [9000 x i32]* %big, i32 0, i32 8990
  %vl = load i32, i32* %pl
  %r0 = add i32 %vl, %acc1
  %pg3 = getelementptr [9000 x i32], [9000 x i32]* %big2, i32 0, i32 %hi
  %vg3 = load i32, i32* %pg3
  %r = add i32 %r0, %vg3
  ret i32 %r
}
";

/// A local array beside a dynamic `alloca` (the frame pointer is the
/// frame base).
const DYN: &str = "define i32 @dyn(i32 %n) {
entry:
  %arr = alloca [8 x i32], align 4
  %buf = alloca i32, i32 %n, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %j = and i32 %i, 7
  %pa = getelementptr [8 x i32], [8 x i32]* %arr, i32 0, i32 %j
  store i32 %i, i32* %pa
  %pb = getelementptr i32, i32* %buf, i32 %i
  %m = mul i32 %i, 3
  store i32 %m, i32* %pb
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %sum
sum:
  %k = phi i32 [ 0, %loop ], [ %k1, %sum ]
  %acc = phi i32 [ 0, %loop ], [ %acc1, %sum ]
  %kj = and i32 %k, 7
  %qa = getelementptr [8 x i32], [8 x i32]* %arr, i32 0, i32 %kj
  %va = load i32, i32* %qa
  %qb = getelementptr i32, i32* %buf, i32 %k
  %vb = load i32, i32* %qb
  %t = add i32 %va, %vb
  %acc1 = add i32 %acc, %t
  %k1 = add i32 %k, 1
  %again = icmp slt i32 %k1, %n
  br i1 %again, label %sum, label %done
done:
  ret i32 %acc1
}
";

/// The lines of `asm` that compute an address off `$sp` into a register
/// other than `$sp` itself (`addiu $r, $sp, k`).
fn stack_addresses(asm: &str) -> Vec<&str> {
    asm.lines()
        .map(str::trim)
        .filter(|l| {
            l.starts_with("addiu\t") && l.contains(", $sp, ") && !l.starts_with("addiu\t$sp")
        })
        .collect()
}

/// No array address is computed: each access adds the stack pointer to
/// its scaled index in `$at` and reads or writes through it.
#[test]
fn a_local_array_element_is_addressed_off_the_stack_pointer() {
    let asm = asm_o2(&format!(
        "{REGS}declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)\n"
    ));
    assert_eq!(stack_addresses(&asm), Vec::<&str>::new(), "{asm}");
    assert_eq!(asm.matches("addu\t$1, $sp, ").count(), 3, "{asm}");
    insta::assert_snapshot!(asm);
}

/// Each `addu $at, $sp, index` serves both words of an i64 element.
#[test]
fn the_two_words_of_an_i64_element_share_one_address() {
    let asm = asm_o2(WIDE);
    let sums = asm.matches("addu\t$1, $sp, ").count();
    let accesses = asm.matches("($1)").count();
    assert!(sums > 0, "{asm}");
    assert_eq!(accesses, 2 * sums, "{asm}");
    insta::assert_snapshot!(asm);
}

/// The table's address (`lui`/`ori`) comes before the loop's first label.
#[test]
fn a_jump_table_address_is_computed_before_its_loop() {
    let asm = asm_o2(SWITCH);
    let lines: Vec<&str> = asm.lines().map(str::trim).collect();
    let table = lines.iter().position(|l| l.contains("%hi($JT0"));
    let header = lines.iter().position(|l| *l == "$BB0_1:");
    assert!(table.is_some() && header.is_some(), "{asm}");
    assert!(table < header, "{asm}");
    insta::assert_snapshot!(asm);
}

/// All five functions print their results like the interpreter, at every
/// level in both byte orders.
#[test]
fn local_arrays_and_switches_run_like_the_interpreter() {
    let main =
        "@code = global [6 x i32] [i32 291, i32 1110, i32 1329, i32 1617, i32 2386, i32 3941]
@ops = global [9 x i8] c\"\\00\\01\\02\\03\\04\\07\\02\\01\\00\"
@fmt = private constant [15 x i8] c\"%d %lld %d %d\\0A\\00\"
@fmt2 = private constant [4 x i8] c\"%d\\0A\\00\"
declare i32 @printf(i8*, ...)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)
define i32 @main() {
entry:
  %c = getelementptr [6 x i32], [6 x i32]* @code, i32 0, i32 0
  %a = call i32 @machine(i32* %c, i32 6)
  %w = call i64 @wide(i32 40, i32 2654435)
  %o = getelementptr [9 x i8], [9 x i8]* @ops, i32 0, i32 0
  %s = call i32 @run(i8* %o, i32 9)
  %f = call i32 @far(i32 9000)
  %fmt = getelementptr [15 x i8], [15 x i8]* @fmt, i32 0, i32 0
  %p = call i32 (i8*, ...) @printf(i8* %fmt, i32 %a, i64 %w, i32 %s, i32 %f)
  %d = call i32 @dyn(i32 21)
  %fmt2 = getelementptr [4 x i8], [4 x i8]* @fmt2, i32 0, i32 0
  %q = call i32 (i8*, ...) @printf(i8* %fmt2, i32 %d)
  %x = xor i32 %a, %s
  %y = xor i32 %x, %f
  %z = xor i32 %y, %d
  %r = and i32 %z, 255
  ret i32 %r
}
";
    let text = format!("{REGS}{WIDE}{SWITCH}{FAR}{DYN}{main}");
    assert_runs_like_the_interpreter(
        "local_arrays",
        &text,
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
