//! Simulator throughput: simulated Cpu0 instructions per second.
//!
//! Two programs run to completion: a loop of loads, stores, ALU operations and
//! a taken branch with a filled delay slot — the instruction mix of compiled
//! code — on both byte orders; and a recursive `fib`, whose prologues and
//! epilogues write `$sp` and store relative to it on every call (the
//! instructions the stack-limit check watches). divan reports the time per
//! run and, through the item counter, simulated instructions per second. Run
//! with `cargo bench --bench sim`.

use egret_cpu0::asm::{AsmOptions, assemble};
use egret_cpu0::exec::Executable;
use egret_cpu0::isa::Endian;
use egret_cpu0::link::{LinkOptions, link};
use egret_cpu0::sim::{Machine, SimConfig};

fn main() {
    divan::main();
}

/// Iterations of the loop; 8 instructions each.
const ITERATIONS: u32 = 1_000_000;

fn program(endian: Endian) -> Executable {
    let src = format!(
        "
    .text
    .globl main
main:
    lui $3, {hi}
    ori $3, $3, {lo}
    addiu $4, $zero, 0
    addiu $5, $sp, -64
$loop:
    ld $6, 0($5)
    addu $6, $6, $3
    st $6, 4($5)
    xor $4, $4, $6
    shl $7, $4, 3
    addiu $3, $3, -1
    bne $3, $zero, $loop
    addu $4, $4, $7
    move $2, $4
    ret $lr
    nop
",
        hi = ITERATIONS >> 16,
        lo = ITERATIONS & 0xFFFF
    );
    let opts = AsmOptions {
        endian,
        ..AsmOptions::default()
    };
    let obj = assemble(&src, "bench.s", &opts).expect("benchmark program assembles");
    link(&[obj], &LinkOptions::default()).expect("benchmark program links")
}

/// `fib(25)` by naive recursion: about 2.4 million instructions, a call
/// every ten.
fn fib_program() -> Executable {
    let src = "
    .text
    .globl main
main:
    addiu $sp, $sp, -8
    st $lr, 4($sp)
    addiu $4, $zero, 25
    jsub fib
    nop
    ld $lr, 4($sp)
    addiu $sp, $sp, 8
    ret $lr
    nop
fib:
    slti $2, $4, 2
    bne $2, $zero, $small
    move $2, $4
    addiu $sp, $sp, -16
    st $lr, 12($sp)
    st $9, 8($sp)
    st $10, 4($sp)
    move $9, $4
    jsub fib
    addiu $4, $4, -1
    move $10, $2
    jsub fib
    addiu $4, $9, -2
    addu $2, $2, $10
    ld $10, 4($sp)
    ld $9, 8($sp)
    ld $lr, 12($sp)
    addiu $sp, $sp, 16
$small:
    ret $lr
    nop
";
    let obj = assemble(src, "fib.s", &AsmOptions::default()).expect("fib assembles");
    link(&[obj], &LinkOptions::default()).expect("fib links")
}

#[divan::bench]
fn calls_fib(bencher: divan::Bencher) {
    bench_exe(bencher, &fib_program());
}

fn bench_endian(bencher: divan::Bencher, endian: Endian) {
    bench_exe(bencher, &program(endian));
}

fn bench_exe(bencher: divan::Bencher, exe: &Executable) {
    let exe = exe.clone();
    let mut machine = Machine::from_executable(&exe, SimConfig::default()).expect("loads");
    machine.run().expect("runs");
    let insts = machine.counters().insts;
    bencher
        .counter(divan::counter::ItemsCount::new(insts))
        .bench_local(|| {
            machine.load_executable(&exe).expect("reloads");
            machine.run().expect("runs");
            divan::black_box(machine.result_i32())
        });
}

#[divan::bench]
fn loop_big_endian(bencher: divan::Bencher) {
    bench_endian(bencher, Endian::Big);
}

#[divan::bench]
fn loop_little_endian(bencher: divan::Bencher) {
    bench_endian(bencher, Endian::Little);
}
