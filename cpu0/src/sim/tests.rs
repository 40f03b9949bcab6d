//! Simulator tests: `cpu0.v` semantics instruction by instruction, delay slots,
//! the output port, traps, counters, host calls.

use super::*;
use crate::asm::{AsmOptions, assemble};
use crate::link::{LinkOptions, link};

/// Links `main` (given as the body of a global function) and runs it.
fn run_with(
    body: &str,
    endian: Endian,
    level: IsaLevel,
    strict: bool,
) -> (Machine, Result<(), Trap>) {
    let src = format!("\t.text\n\t.globl main\nmain:\n{body}\n");
    let asm_opts = AsmOptions {
        endian,
        level: IsaLevel::Cpu032II,
    };
    let obj = assemble(&src, "t.s", &asm_opts).unwrap_or_else(|e| panic!("{e}"));
    let exe = link(&[obj], &LinkOptions::default()).unwrap();
    let config = SimConfig {
        level,
        strict,
        max_steps: Some(100_000),
        ..SimConfig::default()
    };
    let mut m = Machine::from_executable(&exe, config).unwrap();
    let r = m.run();
    (m, r)
}

fn run(body: &str) -> Machine {
    let (m, r) = run_with(body, Endian::Big, IsaLevel::Cpu032II, false);
    r.unwrap_or_else(|t| panic!("{t}"));
    m
}

fn trap(body: &str) -> Trap {
    run_with(body, Endian::Big, IsaLevel::Cpu032II, false)
        .1
        .expect_err("should trap")
}

const RET: &str = "\tret $lr\n\tnop";

#[test]
fn main_result_is_reported_from_v0() {
    let m = run(&format!("\taddiu $2, $zero, -7\n{RET}"));
    assert!(m.halted());
    assert_eq!(m.result_i32(), -7);
    assert_eq!(m.pc(), u32::MAX);
}

#[test]
fn i64_results_follow_memory_order() {
    let body = format!("\taddiu $2, $zero, 1\n\taddiu $3, $zero, 2\n{RET}");
    let (be, _) = run_with(&body, Endian::Big, IsaLevel::Cpu032II, false);
    assert_eq!(be.result_i64(), 0x1_0000_0002);
    let (le, _) = run_with(&body, Endian::Little, IsaLevel::Cpu032II, false);
    assert_eq!(le.result_i64(), 0x2_0000_0001);
}

#[test]
fn delay_slots_run_and_links_skip_them() {
    let m = run("
        addiu $sp, $sp, -8
        st $lr, 4($sp)
        jsub f
        addiu $2, $zero, 5      # delay slot: runs before f
        ld $lr, 4($sp)
        addiu $sp, $sp, 8
        ret $lr
        nop
    f:  addiu $2, $2, 10        # sees the slot's 5
        move $3, $lr
        ret $lr
        nop");
    assert_eq!(m.result_i32(), 15);
    let main = 0x100;
    assert_eq!(m.reg(Reg::V1), main + 16, "jsub links branch address + 8");
}

#[test]
fn bal_links_plus_four_and_jmp_has_no_slot() {
    let m = run("
        move $10, $lr           # bal overwrites $lr
        addiu $2, $zero, 0
        jmp over
        addiu $2, $2, 100       # skipped: jmp has no slot
    over:
        bal target
        addiu $2, $2, 1000      # reached by the return from target
        jr $10
        nop
    target:
        move $3, $lr
        addiu $2, $2, 1
        jr $3
        nop");
    assert_eq!(m.result_i32(), 1001);
    assert_eq!(m.reg(Reg::V1), 0x100 + 20, "bal links branch address + 4");
}

#[test]
fn a_branch_in_a_delay_slot_follows_cpu0_v() {
    // beq taken to A; its slot holds a taken beq to B (offset relative to A);
    // one instruction at A runs as the second branch's slot, then B.
    let m = run("
        addiu $2, $zero, 0
        beq $zero, $zero, A
        beq $zero, $zero, 8     # in the slot: target = A + 8
        addiu $2, $2, 1         # never runs
    A:  addiu $2, $2, 10        # runs once, as the slot
        addiu $2, $2, 100       # skipped
        addiu $2, $2, 1000      # A + 8: B
        ret $lr
        nop");
    assert_eq!(m.result_i32(), 1010);
}

#[test]
fn mfc0_reads_the_pc_register() {
    let m = run("
        mfc0 $3, $pc            # this address + 4
        beq $zero, $zero, T
        mfc0 $4, $pc            # in the slot: the branch target
        nop
    T:  move $2, $3
        ret $lr
        nop");
    assert_eq!(m.result_i32(), 0x104);
    assert_eq!(m.reg(Reg::A0), 0x110);
}

#[test]
fn halts_after_the_final_slot_and_its_output() {
    let m = run("
        lui $3, 65280
        addiu $4, $zero, 'X'
        ret $lr
        sb $4, 0($3)            # the slot of main's ret still prints");
    assert_eq!(m.output(), b"X");
}

#[test]
fn immediates_and_shifts_follow_cpu0_v() {
    let m = run("
        addiu $3, $zero, 5
        sltiu $2, $3, -1        # zero-extended: 5 < 65535
        lui $4, 1
        sltiu $5, $4, -1        # 65536 < 65535 is false
        addu $2, $2, $5
        addiu $6, $zero, 32
        addiu $7, $zero, -1
        shlv $8, $7, $6         # whole register: 0
        addiu $6, $zero, 40
        srav $9, $7, $6         # all sign bits
        addu $2, $2, $8
        addu $2, $2, $9         # 1 + 0 + 0 + (-1) = 0
        ret $lr
        nop");
    assert_eq!(m.result_i32(), 0);
    assert_eq!(m.reg(Reg(9)), u32::MAX);
}

#[test]
fn register_rotates_fold_their_count() {
    let m = run("
        lui $3, 32768
        ori $3, $3, 1           # 0x80000001
        addiu $4, $zero, -4
        rolv $5, $3, $4         # negative: 0
        addiu $4, $zero, 32
        rolv $6, $3, $4         # 32: unchanged
        addiu $4, $zero, 33
        rolv $7, $3, $4         # 33 folds to 1: 0x00000003
        addiu $4, $zero, 65
        rorv $8, $3, $4         # 65 folds to 1: 0xC0000000
        move $2, $7
        ret $lr
        nop");
    assert_eq!(m.reg(Reg(5)), 0);
    assert_eq!(m.reg(Reg(6)), 0x8000_0001);
    assert_eq!(m.reg(Reg(7)), 3);
    assert_eq!(m.reg(Reg(8)), 0xC000_0000);
}

#[test]
fn loads_and_slt_write_zero_register() {
    let m = run("
        addiu $3, $zero, 9
        st $3, -4($sp)
        st $zero, -8($sp)
        ld $zero, -4($sp)       # cpu0.v writes $zero
        addu $2, $zero, $zero   # reads 9 + 9
        addiu $zero, $zero, 1   # ALU writes are dropped
        ld $zero, -8($sp)       # back to 0, or the start code would misbehave
        ret $lr
        nop");
    assert_eq!(m.result_i32(), 18);
    let (_, strict) = run_with(
        "st $zero, -4($sp)\n ld $zero, -4($sp)\n ret $lr\n nop",
        Endian::Big,
        IsaLevel::Cpu032II,
        true,
    );
    assert_eq!(strict.unwrap_err().kind, TrapKind::ZeroWrite);
}

fn port_output(word: u32, endian: Endian) -> Vec<u8> {
    let body = format!(
        "lui $3, 65280\n lui $4, {}\n ori $4, $4, {}\n st $4, 0($3)\n ret $lr\n nop",
        word >> 16,
        word & 0xFFFF
    );
    let (m, r) = run_with(&body, endian, IsaLevel::Cpu032II, false);
    r.unwrap();
    m.output().to_vec()
}

#[test]
fn st_to_the_port_prints_as_cpu0_v_does() {
    assert_eq!(port_output(0x4142_4344, Endian::Big), b"DCBA");
    assert_eq!(port_output(0x4142_4344, Endian::Little), b"ABCD");
    assert_eq!(port_output(0x0043_0041, Endian::Big), b"AC");
    assert_eq!(port_output(0x0043_0041, Endian::Little), b"");
    assert_eq!(port_output(0x4100_4300, Endian::Big), b"");
    assert_eq!(port_output(0x4100_4300, Endian::Little), b"AC");
}

#[test]
fn sb_prints_raw_bytes_and_negative_offsets_do_not_reach_the_port() {
    let m = run("
        lui $3, 65280
        sb $zero, 0($3)
        addiu $4, $zero, 200
        sb $4, 0($3)
        sh $4, 0($3)            # prints nothing
        lui $5, 65279
        ori $5, $5, 65532       # 0xFEFFFFFC + 4 is the port
        sb $4, 4($5)
        ret $lr
        nop");
    assert_eq!(m.output(), [0, 200, 200]);
    let t = trap("lui $3, 65280\n ori $3, $3, 4\n sb $3, -4($3)\n ret $lr\n nop");
    assert_eq!(t.kind, TrapKind::OutOfBounds);
    assert!(t.message.contains("non-negative offset"), "{t}");
}

#[test]
fn multiply_and_divide_use_hi_lo() {
    let m = run("
        addiu $3, $zero, -3
        addiu $4, $zero, 5
        mult $3, $4
        mfhi $5                 # -1 (sign of -15)
        mflo $6                 # -15
        multu $3, $4
        mfhi $7                 # 4
        addiu $8, $zero, -7
        addiu $9, $zero, 2
        div $8, $9
        mflo $10                # -3
        mfhi $11                # -1
        div $8, $zero           # leaves HI/LO unchanged
        mflo $2
        ret $lr
        nop");
    assert_eq!(m.reg(Reg(5)), u32::MAX);
    assert_eq!(m.reg(Reg(6)) as i32, -15);
    assert_eq!(m.reg(Reg(7)), 4);
    assert_eq!(m.reg(Reg(10)) as i32, -3);
    assert_eq!(m.reg(Reg(11)) as i32, -1);
    assert_eq!(m.result_i32(), -3);
    let min =
        run("lui $3, 32768\n addiu $4, $zero, -1\n div $3, $4\n mflo $2\n mfhi $3\n ret $lr\n nop");
    assert_eq!((min.reg(Reg::V0), min.reg(Reg::V1)), (0x8000_0000, 0));
}

#[test]
fn cmp_sets_flags_for_conditional_jumps() {
    let m = run("
        addiu $2, $zero, 0
        addiu $3, $zero, -1
        addiu $4, $zero, 1
        cmp $sw, $3, $4         # signed: -1 < 1
        jlt $sw, L1
        nop
        addiu $2, $2, 100
    L1: cmpu $sw, $3, $4        # unsigned: 0xFFFFFFFF > 1
        jgt $sw, L2
        nop
        addiu $2, $2, 100
    L2: cmp $sw, $4, $4
        jne $sw, L3
        addiu $2, $2, 1         # slot always runs
        jge $sw, L3
        nop
        addiu $2, $2, 100
    L3: ret $lr
        nop");
    assert_eq!(m.result_i32(), 1);
    assert_eq!(m.reg(Reg::SW) & 3, 2);
}

#[test]
fn cpu032i_traps_on_cpu032ii_instructions_but_runs_bal() {
    let body = "slt $2, $zero, $zero\n ret $lr\n nop";
    let (_, r) = run_with(body, Endian::Big, IsaLevel::Cpu032I, false);
    let t = r.unwrap_err();
    assert_eq!((t.kind, t.pc), (TrapKind::WrongLevel, 0x100));
    let bal = "bal L\n nop\n L: addiu $2, $zero, 3\n ret $zero\n nop";
    let (m, r) = run_with(
        &bal.replace("ret $zero", "addiu $lr, $zero, -1\n ret $lr"),
        Endian::Big,
        IsaLevel::Cpu032I,
        false,
    );
    r.unwrap();
    assert_eq!(m.result_i32(), 3);
}

#[test]
fn traps_name_the_faulting_instruction() {
    let t = trap("lui $3, 512\n ld $2, 0($3)\n ret $lr\n nop");
    assert_eq!((t.kind, t.pc), (TrapKind::OutOfBounds, 0x104));
    assert_eq!(
        t.to_string(),
        "trap at 0x00000104: load of 4 byte(s) from 0x2000000, outside memory"
    );
    let t = trap(".word 0x10000000\n ret $lr\n nop");
    assert_eq!(t.kind, TrapKind::IllegalInstruction);
    assert_eq!(trap("L: jmp L").kind, TrapKind::SelfLoop);
    assert_eq!(
        trap("L: beq $zero, $zero, L\n nop").kind,
        TrapKind::StepLimit
    );
    let (_, r) = run_with(
        "addiu $3, $sp, 2\n ld $2, 0($3)\n ret $lr\n nop",
        Endian::Big,
        IsaLevel::Cpu032II,
        true,
    );
    assert_eq!(r.unwrap_err().kind, TrapKind::Misaligned);
    let m = run("addiu $3, $sp, -6\n st $3, 0($3)\n ld $2, 0($3)\n ret $lr\n nop");
    assert_eq!(
        m.result_i32() as u32,
        0x00FE_FFFA,
        "unaligned access is allowed by default"
    );
    let t = trap("mfc0 $2, $5\n ret $lr\n nop");
    assert_eq!(t.kind, TrapKind::IllegalInstruction);
}

#[test]
fn interrupts_trap_instead_of_vectoring() {
    let t = trap("ori $sw, $sw, 512\n addiu $3, $zero, 9\n add $2, $3, $3\n ret $lr\n nop");
    assert_eq!((t.kind, t.pc), (TrapKind::Interrupt, 0x108));
    let m = run("addiu $3, $zero, 9\n add $2, $3, $3\n ret $lr\n nop");
    assert_eq!(m.result_i32(), 18);
    assert_eq!(
        m.reg(Reg::SW) & 0x6008,
        0x6008,
        "V, I, I0 set; IE clear so no interrupt"
    );
}

#[test]
fn counts_instructions_clocks_and_pipeline_cycles() {
    let m = run("ret $lr\n nop");
    let startup = m.counters().insts - 2;
    let c = run("ret $lr\n nop").counters();
    assert_eq!(c.clocks, 5 * c.insts);
    let base_cycles = c.cycles;
    // A load followed by a use of its register: one stall.
    let m = run("ld $3, 0($sp)\n addu $2, $3, $3\n ret $lr\n nop");
    let c2 = m.counters();
    assert_eq!(c2.insts, startup + 4);
    assert_eq!(c2.cycles - base_cycles, 2 + 1);
    // mult then mfhi at once: waits for the 4-cycle latency (3 stalls).
    let c3 = run("mult $3, $3\n mfhi $2\n ret $lr\n nop").counters();
    assert_eq!(c3.cycles - base_cycles, 2 + 3);
    // jmp costs one squashed cycle.
    let c4 = run("jmp L\n L: ret $lr\n nop").counters();
    assert_eq!(c4.cycles - base_cycles, 1 + 1);
}

#[test]
fn stores_into_code_are_seen_by_later_fetches() {
    // Overwrite the `addiu $2, $zero, 1` at P with `addiu $2, $zero, 2`.
    let m = run("
        lui $3, %hi(P)
        ori $3, $3, %lo(P)
        lui $4, 2336            # 0x0920 0002 = addiu $2, $zero, 2
        ori $4, $4, 2
        st $4, 0($3)
    P:  addiu $2, $zero, 1
        ret $lr
        nop");
    assert_eq!(m.result_i32(), 2);
}

#[test]
fn host_functions_see_arguments_and_return_to_lr() {
    let src = "
        .globl main
    main:
        addiu $sp, $sp, -16
        st $lr, 12($sp)
        addiu $4, $zero, 30
        addiu $5, $zero, 12
        addiu $7, $zero, 100
        st $7, 8($sp)           # third argument word on the stack
        lui $t9, 32512          # 0x7F000008: host function 1
        ori $t9, $t9, 8
        jalr $t9
        nop
        ld $lr, 12($sp)
        addiu $sp, $sp, 16
        ret $lr
        nop";
    let obj = assemble(src, "h.s", &AsmOptions::default()).unwrap();
    let exe = link(&[obj], &LinkOptions::default()).unwrap();
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    m.register_host_fn(host_fn_address(1), |m: &mut Machine| {
        let sp = m.reg(Reg::SP);
        let third = m.read_u32(sp + 8)?;
        let sum = m.reg(Reg::A0) + m.reg(Reg::A1) + third;
        m.set_reg(Reg::V0, sum);
        Ok(())
    })
    .unwrap();
    m.run().unwrap();
    assert_eq!(m.result_i32(), 142);
    assert_eq!(m.counters().host_calls, 1);
    assert!(
        m.register_host_fn(0x100, |_| Ok(())).is_err(),
        "inside memory"
    );
    // An error from the host function becomes a trap at its address.
    m.register_host_fn(host_fn_address(1), |_| {
        Err(Trap::new(0, TrapKind::Host, "no"))
    })
    .unwrap();
    m.load_executable(&exe).unwrap();
    let t = m.run().unwrap_err();
    assert_eq!(
        (t.kind, t.pc, t.message.as_str()),
        (TrapKind::Host, host_fn_address(1), "no")
    );
}

#[test]
fn the_host_can_call_guest_functions() {
    let src = "
        .globl add3
    add3:                       # a0 + a1 + 8($sp)
        ld $3, 8($sp)
        addu $2, $4, $5
        addu $2, $2, $3
        ret $lr
        nop
        .globl main
    main: ret $lr
        nop";
    let obj = assemble(src, "c.s", &AsmOptions::default()).unwrap();
    let exe = link(&[obj], &LinkOptions::default()).unwrap();
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    let add3 = exe.symbols.address("add3").unwrap();
    let r = m.call(add3, &[1, 2, 39]).unwrap();
    assert_eq!(r.v0, 42);
    assert_eq!(r.counters.insts, 5);
    assert_eq!(r.counters.clocks, 25);
    // A host function that calls back into the guest.
    m.register_host_fn(host_fn_address(0), move |m: &mut Machine| {
        let r = m.call(add3, &[m.reg(Reg::A0), 1, 1])?;
        m.set_reg(Reg::V0, r.v0 * 2);
        Ok(())
    })
    .unwrap();
    let r = m.call(host_fn_address(0), &[5]).unwrap();
    assert_eq!(r.v0, 14);
}

#[test]
fn set_args_places_argv_and_patches_argc() {
    let src = "
        .globl main
    main:                       # returns argc * 256 + argv[1][0]
        ld $3, 4($5)
        lbu $3, 0($3)
        shl $2, $4, 8
        addu $2, $2, $3
        ret $lr
        nop";
    let obj = assemble(src, "a.s", &AsmOptions::default()).unwrap();
    let exe = link(&[obj], &LinkOptions::default()).unwrap();
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    m.set_args(&exe, &["prog".to_string(), "Z".to_string()])
        .unwrap();
    m.run().unwrap();
    assert_eq!(m.result_i32(), 2 * 256 + 'Z' as i64);
}

/// An executable whose argc/argv words lie outside memory (a corrupt or
/// hostile file) is a load error, not a panic (found by egret-fuzz).
#[test]
fn set_args_refuses_argument_words_outside_memory() {
    let src = "
        .globl main
    main:
        ret $lr
        nop";
    let obj = assemble(src, "a.s", &AsmOptions::default()).unwrap();
    for bad in [0x3400_0000, 0x00FF_FFFE, 0x0000_0102] {
        let mut exe = link(std::slice::from_ref(&obj), &LinkOptions::default()).unwrap();
        exe.symbols.define(crate::exec::LinkedSymbol {
            name: "__egret_argc".to_string(),
            addr: bad,
            size: 4,
            kind: crate::object::SymbolKind::Object,
            binding: crate::object::Binding::Global,
        });
        let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
        let err = m.set_args(&exe, &["prog".to_string()]).unwrap_err();
        assert!(err.to_string().contains("__egret_argc"), "{err}");
    }
}

#[test]
fn traces_every_instruction() {
    use std::sync::{Arc, Mutex};
    struct Shared(Arc<Mutex<Vec<u8>>>);
    impl Write for Shared {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let obj = assemble(
        ".globl main\nmain: addiu $2, $zero, 1\nret $lr\nnop",
        "t.s",
        &AsmOptions::default(),
    )
    .unwrap();
    let exe = link(&[obj], &LinkOptions::default()).unwrap();
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    let buf = Arc::new(Mutex::new(Vec::new()));
    m.set_trace(Some(Box::new(Shared(buf.clone()))));
    m.run().unwrap();
    let text = String::from_utf8(buf.lock().unwrap().clone()).unwrap();
    assert!(
        text.contains("00000100: 09200001  addiu $2, $zero, 1\n"),
        "{text}"
    );
    assert_eq!(text.lines().count() as u64, m.counters().insts);
}

#[test]
fn jit_batches_load_and_run_against_the_first_image() {
    use crate::link::link_incremental;
    let base_obj = assemble(
        ".globl main, helper\nmain: ret $lr\nnop\nhelper: ret $lr\naddiu $2, $4, 1\n",
        "b.s",
        &AsmOptions::default(),
    )
    .unwrap();
    let exe = link(&[base_obj], &LinkOptions::default()).unwrap();
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    let mut symbols = exe.symbols.clone();
    // Batch 1 calls the image's helper and a host function through a thunk.
    let batch_src = ".globl f\nf: addiu $sp, $sp, -8\nst $lr, 4($sp)\njsub helper\nnop\njsub host_double\nmove $4, $2\nld $lr, 4($sp)\nret $lr\naddiu $sp, $sp, 8\n";
    symbols.define(crate::exec::LinkedSymbol {
        name: "host_double".into(),
        addr: host_fn_address(3),
        size: 0,
        kind: crate::object::SymbolKind::Func,
        binding: crate::object::Binding::Global,
    });
    m.register_host_fn(host_fn_address(3), |m: &mut Machine| {
        m.set_reg(Reg::V0, m.reg(Reg::A0) * 2);
        Ok(())
    })
    .unwrap();
    let opts = LinkOptions {
        far_call_thunks: true,
        ..LinkOptions::default()
    };
    let batch = link_incremental(
        &[assemble(batch_src, "j.s", &AsmOptions::default()).unwrap()],
        0x10_0000,
        &symbols,
        &opts,
    )
    .unwrap();
    m.load_batch(&batch).unwrap();
    symbols.extend(&batch.symbols);
    let f = symbols.address("f").unwrap();
    assert_eq!(m.call(f, &[20]).unwrap().v0, 42);
    // Batch 2 redefines helper; f (already linked) keeps calling the old one,
    // new code calls the new one.
    let batch2 = link_incremental(
        &[assemble(
            ".globl helper, g\nhelper: ret $lr\naddiu $2, $4, 100\ng: j: jmp helper\n",
            "k.s",
            &AsmOptions::default(),
        )
        .unwrap()],
        batch.end,
        &symbols,
        &opts,
    )
    .unwrap();
    m.load_batch(&batch2).unwrap();
    symbols.extend(&batch2.symbols);
    assert_eq!(m.call(f, &[20]).unwrap().v0, 42);
    assert_eq!(m.call(symbols.address("g").unwrap(), &[1]).unwrap().v0, 101);
}

#[test]
fn machines_can_move_between_threads() {
    fn is_send<T: Send>() {}
    is_send::<Machine>();
}

/// The start code zeroes `.bss` (32 bytes per iteration, then pairs of
/// words), whatever memory held, and stops at `_end`; an empty `.bss` is
/// left alone too.
#[test]
fn start_code_zeroes_bss_up_to_end() {
    for space in [0, 8, 24] {
        let src = format!(
            "\t.text\n\t.globl main\nmain:\n\tret $lr\n\tnop\n\t.bss\n\t.globl buf\nbuf: .space {space}\n"
        );
        let obj = assemble(&src, "t.s", &AsmOptions::default()).unwrap_or_else(|e| panic!("{e}"));
        let exe = link(&[obj], &LinkOptions::default()).unwrap();
        let config = SimConfig {
            max_steps: Some(10_000),
            ..SimConfig::default()
        };
        let mut m = Machine::from_executable(&exe, config).unwrap();
        let start = exe.symbols.address("__bss_start").unwrap();
        let end = exe.symbols.address("_end").unwrap();
        assert_eq!(end - start, space, "bss of {space} bytes");
        for a in (start..end + 8).step_by(4) {
            m.write_u32(a, 0xDEAD_BEEF).unwrap();
        }
        m.run().unwrap_or_else(|t| panic!("{t}"));
        for a in (start..end).step_by(4) {
            assert_eq!(m.read_u32(a).unwrap(), 0, "word at {a:#x}");
        }
        for a in (end..end + 8).step_by(4) {
            assert_eq!(m.read_u32(a).unwrap(), 0xDEAD_BEEF, "word at {a:#x}");
        }
    }
}

/// A function `f` that calls itself forever, each call taking a 16-byte frame.
const RECURSE_FOREVER: &str = "
        addiu $sp, $sp, -8
        st $lr, 4($sp)
        jsub f
        nop
        ld $lr, 4($sp)
        addiu $sp, $sp, 8
        ret $lr
        nop
    .globl f
    .type f, @function
f:  addiu $sp, $sp, -16
    st $lr, 12($sp)
    jsub f
    nop
    ld $lr, 12($sp)
    addiu $sp, $sp, 16
    ret $lr
    nop
    .size f, .-f";

fn link_body(body: &str, opts: &LinkOptions) -> Executable {
    let src = format!(
        "\t.text\n\t.globl main\nmain:\n{body}\n\t.data\n\t.globl global\nglobal: .word 55\n"
    );
    let obj = assemble(&src, "t.s", &AsmOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    link(&[obj], opts).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn runaway_recursion_traps_at_the_stack_limit_in_the_function() {
    let exe = link_body(RECURSE_FOREVER, &LinkOptions::default());
    let limit = exe
        .symbols
        .address(STACK_LIMIT_SYMBOL)
        .expect("linker defines it");
    let end = exe.symbols.address("_end").unwrap();
    assert_eq!(
        limit,
        STACK_TOP - (((STACK_TOP - end) / 2) & !7),
        "half the room"
    );
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    assert_eq!(m.stack_limit(), Some(limit));
    let t = m.run().expect_err("overflows");
    assert_eq!(t.kind, TrapKind::StackOverflow, "{t}");
    assert!(t.message.contains("below the stack limit"), "{t}");
    let f = exe.symbols.address("f").unwrap();
    assert_eq!(t.pc, f, "the prologue's addiu traps");
    assert_eq!(Machine::describe_address(&exe, t.pc), "f");
    assert!(m.reg(Reg::SP) >= limit, "$sp was not moved below the limit");
    // Nothing below the limit was written: `.data` keeps its value.
    let global = exe.symbols.address("global").unwrap();
    assert_eq!(m.read_u32(global).unwrap(), 55);
}

#[test]
fn the_stack_size_can_be_chosen_and_must_fit() {
    let opts = LinkOptions {
        stack_size: Some(0x1000),
        ..LinkOptions::default()
    };
    let exe = link_body(RECURSE_FOREVER, &opts);
    assert_eq!(
        exe.symbols.address(STACK_LIMIT_SYMBOL),
        Some(STACK_TOP - 0x1000)
    );
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    let t = m.run().expect_err("overflows");
    assert_eq!(t.kind, TrapKind::StackOverflow);
    let sp = m.reg(Reg::SP);
    assert!(
        sp >= STACK_TOP - 0x1000 && sp - 16 < STACK_TOP - 0x1000,
        "{sp:#x}"
    );
    let too_big = LinkOptions {
        stack_size: Some(STACK_TOP),
        ..LinkOptions::default()
    };
    let src = format!("\t.text\n\t.globl main\nmain:\n{RET}\n");
    let obj = assemble(&src, "t.s", &AsmOptions::default()).unwrap();
    let e = link(&[obj], &too_big).expect_err("no room");
    assert!(e.to_string().contains("no room for a stack"), "{e}");
}

#[test]
fn without_a_limit_the_stack_is_not_checked() {
    let exe = link_body(RECURSE_FOREVER, &LinkOptions::default());
    let config = SimConfig {
        max_steps: Some(3_000_000),
        ..SimConfig::default()
    };
    let mut m = Machine::from_executable(&exe, config).unwrap();
    m.set_stack_limit(None);
    assert_eq!(m.stack_limit(), None);
    let t = m.run().expect_err("runs until something breaks");
    assert_ne!(t.kind, TrapKind::StackOverflow, "{t}");
}

#[test]
fn sp_based_stores_below_the_limit_trap() {
    run("
        lui $3, %hi(__stack_limit)
        ori $3, $3, %lo(__stack_limit)
        subu $3, $3, $sp
        addu $4, $sp, $3        # the limit, in another register: not checked
        st $zero, -4($4)
        st $zero, -4($sp)       # fine: far above the limit
        ret $lr
        nop");
    let t = trap(
        "
        lui $3, %hi(__stack_limit)
        ori $3, $3, %lo(__stack_limit)
        move $sp, $3            # exactly the limit: legal
        sb $zero, -1($sp)",
    );
    assert_eq!(t.kind, TrapKind::StackOverflow, "{t}");
    assert!(t.message.contains("store to"), "{t}");
    let (m, r) = run_with(
        "
        lui $3, %hi(__stack_limit)
        ori $3, $3, %lo(__stack_limit)
        addiu $3, $3, -8
        or $sp, $3, $zero       # the generic path puts $sp back
        nop",
        Endian::Big,
        IsaLevel::Cpu032II,
        false,
    );
    let t = r.expect_err("overflows");
    assert_eq!(t.kind, TrapKind::StackOverflow, "{t}");
    assert_eq!(m.reg(Reg::SP), STACK_TOP, "unchanged");
}

#[test]
fn traps_outside_the_program_name_the_memory_region() {
    let exe = link_body(&format!("\tjr $sp\n\tnop\n{RET}"), &LinkOptions::default());
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    m.set_stack_limit(None);
    let t = m.run().expect_err("executes the stack");
    let at = Machine::describe_address(&exe, t.pc);
    assert_eq!(
        at,
        format!("{:#x} (program arguments, above the stack)", STACK_TOP)
    );
    let limit = exe.symbols.address(STACK_LIMIT_SYMBOL).unwrap();
    assert_eq!(
        Machine::describe_address(&exe, limit + 8),
        format!("{:#x} (stack)", limit + 8)
    );
    let end = exe.symbols.address("_end").unwrap();
    assert_eq!(
        Machine::describe_address(&exe, end),
        format!("{end:#x} (heap)")
    );
}

#[test]
fn unloaded_memory_reads_as_cpu0_v_holds_it() {
    let m = run("
        lui $3, 0x80
        ld $2, 0($3)            # in the stack's space, far below $sp: never written
        ret $lr
        nop");
    assert_eq!(m.reg(Reg::V0), 0xFFFF_FFFF);
    let fresh = Machine::new(SimConfig::default());
    assert_eq!(fresh.read_u8(0x1234).unwrap(), UNLOADED_BYTE);
}

#[test]
fn strict_mode_traps_on_reads_of_memory_never_written() {
    let strict = |body: &str| run_with(body, Endian::Big, IsaLevel::Cpu032II, true);
    let (_, r) = strict(
        "
        lui $3, 0x80
        ld $2, 0($3)
        ret $lr
        nop",
    );
    let t = r.expect_err("uninitialised");
    assert_eq!(t.kind, TrapKind::Uninitialized, "{t}");
    assert!(t.message.contains("never written"), "{t}");
    // A stored byte is readable, its neighbour is not.
    let (m, r) = strict(
        "
        addiu $3, $zero, 7
        sb $3, -1($sp)
        lbu $2, -1($sp)
        ret $lr
        nop",
    );
    r.unwrap_or_else(|t| panic!("{t}"));
    assert_eq!(m.result_i32(), 7);
    let (_, r) = strict(
        "
        sb $zero, -1($sp)
        lhu $2, -2($sp)
        ret $lr
        nop",
    );
    assert_eq!(r.expect_err("half unwritten").kind, TrapKind::Uninitialized);
    // Loaded sections, .bss (zeroed by the loader and the start code) and the
    // program's arguments count as written.
    let src = "\t.text\n\t.globl main\nmain:
        lui $3, %hi(zeroed)
        ori $3, $3, %lo(zeroed)
        ld $2, 4($3)
        lui $3, %hi(value)
        ori $3, $3, %lo(value)
        ld $4, 0($3)
        addu $2, $2, $4
        lui $3, %hi(__egret_argv)
        ori $3, $3, %lo(__egret_argv)
        ld $3, 0($3)
        ld $3, 0($3)
        lbu $4, 0($3)
        addu $2, $2, $4
        ret $lr
        nop
        .data
    value: .word 40
        .bss
    zeroed: .space 64\n";
    let obj = assemble(src, "t.s", &AsmOptions::default()).unwrap();
    let exe = link(&[obj], &LinkOptions::default()).unwrap();
    let config = SimConfig {
        strict: true,
        ..SimConfig::default()
    };
    let mut m = Machine::from_executable(&exe, config).unwrap();
    m.set_args(&exe, &["*".to_string()]).unwrap();
    m.run().unwrap_or_else(|t| panic!("{t}"));
    assert_eq!(m.result_i32(), 40 + i64::from(b'*'));
}

#[test]
fn strict_mode_traps_on_division_by_zero_plain_mode_keeps_hi_lo() {
    let body = "
        addiu $3, $zero, 7
        addiu $4, $zero, 2
        div $3, $4
        divu $3, $zero
        mflo $2
        ret $lr
        nop";
    let m = run(body);
    assert_eq!(m.result_i32(), 3, "LO from the last good division");
    for (op, level) in [("div", IsaLevel::Cpu032II), ("divu", IsaLevel::Cpu032I)] {
        let body = format!("\taddiu $3, $zero, 7\n\t{op} $3, $zero\n\tmflo $2\n{RET}");
        let (_, r) = run_with(&body, Endian::Little, level, true);
        let t = r.expect_err("strict traps");
        assert_eq!(t.kind, TrapKind::DivisionByZero, "{t}");
        assert_eq!(t.pc, 0x104, "the division itself");
        assert!(t.message.contains("division by zero"), "{t}");
    }
}

#[test]
fn the_stack_limit_survives_writing_and_reading_the_executable() {
    let exe = link_body(RECURSE_FOREVER, &LinkOptions::default());
    let file = crate::elf::write_executable(&exe).unwrap();
    let back = crate::elf::read_executable(&file).unwrap();
    let limit = back.symbols.address(STACK_LIMIT_SYMBOL);
    assert_eq!(limit, exe.symbols.address(STACK_LIMIT_SYMBOL));
    let m = Machine::from_executable(&back, SimConfig::default()).unwrap();
    assert_eq!(m.stack_limit(), limit);
}

#[test]
fn gaps_between_sections_read_as_the_hex_image_holds_them() {
    // .text ends 4-aligned, .data starts 8-aligned: a padding word between
    // them is zero in the hex image, so it is zero here too, and counts as
    // loaded in strict mode.
    let src = "\t.text\n\t.globl main\nmain:\n\tret $lr\n\tnop\n\tnop\n\t.data\n\t.p2align 3\n\t.globl d\nd: .word 1\n";
    let obj = assemble(src, "t.s", &AsmOptions::default()).unwrap();
    let exe = link(&[obj], &LinkOptions::default()).unwrap();
    let text = exe.section(".text").unwrap();
    let data = exe.section(".data").unwrap();
    let gap = text.addr + text.size;
    assert!(gap < data.addr, "{gap:#x} {:#x}", data.addr);
    let config = SimConfig {
        strict: true,
        ..SimConfig::default()
    };
    let m = Machine::from_executable(&exe, config).unwrap();
    assert_eq!(m.read_u32(gap).unwrap(), 0);
    assert!(m.was_written(gap as usize, 4));
    assert!(
        exe.to_hex()
            .contains(&format!("/* {gap:08x} */ 00 00 00 00\n"))
    );
}
