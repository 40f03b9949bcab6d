//! `volatile` accesses and the inlining attributes (`noinline`, `optnone`,
//! `alwaysinline`) end to end: programs compiled by egret at -O2, linked
//! with the runtime and run on the simulator one instruction at a time,
//! with every load and store of the code decoded and its address checked.
//! A volatile access in the IR must be exactly one access on the machine
//! (none merged, forwarded, hoisted or deleted), a volatile flag polled in
//! a loop must see a write made from outside the program, and a `noinline`
//! or `optnone` function must still be called.

use egret::cpu0::encode::decode;
use egret::cpu0::exec::Executable;
use egret::cpu0::isa::{Endian, IsaLevel, Opcode};
use egret::cpu0::sim::{Machine, SimConfig};
use egret::{OptLevel, Options, Target};

/// Instructions any of these programs may execute.
const MAX_STEPS: u64 = 2_000_000;

fn options(opt: OptLevel) -> Options {
    Options {
        opt,
        target: Target {
            endian: Endian::Big,
            isa: IsaLevel::Cpu032II,
        },
        ..Options::default()
    }
}

/// `ir` compiled at `opt` and linked with the runtime.
fn build(ir: &str, opt: OptLevel) -> Executable {
    let (module, _) = egret::parse_text("volatile.ll", ir).expect("parses");
    let compiled = egret::compile(&module, &options(opt)).expect("compiles");
    egret::link_with_runtime(std::slice::from_ref(&compiled.object), options(opt).target)
        .expect("links")
}

fn machine(exe: &Executable) -> Machine {
    let config = SimConfig {
        level: IsaLevel::Cpu032II,
        endian: exe.endian,
        strict: false,
        max_steps: Some(MAX_STEPS),
    };
    Machine::from_executable(exe, config).expect("loads")
}

/// What the machine did to one word of memory.
#[derive(Debug, Default, PartialEq, Eq)]
struct Accesses {
    loads: u64,
    stores: u64,
}

/// The loads and stores the code at `pc` makes to the 4 bytes at `addr`.
fn access_at(m: &Machine, pc: u32, addr: u32) -> Option<bool> {
    let inst = decode(m.read_u32(pc).ok()?).ok()?;
    let store = match inst.op {
        Opcode::Ld | Opcode::Lb | Opcode::Lbu | Opcode::Lh | Opcode::Lhu => false,
        Opcode::St | Opcode::Sb | Opcode::Sh => true,
        _ => return None,
    };
    let at = m.reg(inst.rb).wrapping_add(inst.imm as u32);
    (at & !3 == addr).then_some(store)
}

/// Runs `exe` to the end, counting the accesses to global `name` from the
/// start of `main` on (the runtime's start-up clears `.bss` before);
/// `poke` runs after every step and may write memory (a device or another
/// thread).
fn run_counting(
    exe: &Executable,
    name: &str,
    mut poke: impl FnMut(&mut Machine, u64),
) -> (Accesses, i64) {
    let addr = exe.symbols.address(name).expect("the global is linked");
    let main = exe.symbols.address("main").expect("main is linked");
    let mut m = machine(exe);
    let mut seen = Accesses::default();
    let mut in_main = false;
    for step in 0..MAX_STEPS {
        in_main |= m.pc() == main;
        match access_at(&m, m.pc(), addr).filter(|_| in_main) {
            Some(true) => seen.stores += 1,
            Some(false) => seen.loads += 1,
            None => {}
        }
        if m.step().expect("runs") {
            return (seen, m.result_i32());
        }
        poke(&mut m, step);
    }
    panic!("`{name}`'s program did not finish in {MAX_STEPS} steps");
}

/// Eight volatile stores to a port (four in a loop), three volatile loads
/// of it, whose values are summed: every one must reach memory.
const PORT: &str = "
@port = global i32 0
define i32 @main() {
entry:
  store volatile i32 1, i32* @port
  store volatile i32 2, i32* @port
  store volatile i32 3, i32* @port
  store volatile i32 4, i32* @port
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store volatile i32 %i, i32* @port
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 4
  br i1 %more, label %loop, label %done
done:
  %a = load volatile i32, i32* @port
  %b = load volatile i32, i32* @port
  %c = load volatile i32, i32* @port
  %ab = add i32 %a, %b
  %r = add i32 %ab, %c
  ret i32 %r
}
";

#[test]
fn every_volatile_access_reaches_memory_at_every_level() {
    for opt in [OptLevel::O0, OptLevel::O1, OptLevel::O2] {
        let exe = build(PORT, opt);
        let (seen, ret) = run_counting(&exe, "port", |_, _| {});
        assert_eq!(ret, 9, "{opt:?}: 3 + 3 + 3");
        assert_eq!(
            seen,
            Accesses {
                loads: 3,
                stores: 8
            },
            "{opt:?}"
        );
    }
}

#[test]
fn the_same_accesses_without_volatile_are_merged_at_o2() {
    // The control: the counting above would see it if the mid-end treated
    // volatile accesses as ordinary ones.
    let plain = PORT.replace(" volatile", "");
    let (seen, ret) = run_counting(&build(&plain, OptLevel::O2), "port", |_, _| {});
    assert_eq!(ret, 9);
    assert!(
        seen.stores < 8 && seen.loads < 3,
        "ordinary accesses are forwarded and merged: {seen:?}"
    );
}

/// Waits for `@flag` to become non-zero, counting the polls.
const POLL: &str = "
@flag = global i32 0
define i32 @main() {
entry:
  br label %poll
poll:
  %n = phi i32 [ 0, %entry ], [ %n1, %poll ]
  %f = load volatile i32, i32* @flag
  %n1 = add i32 %n, 1
  %set = icmp ne i32 %f, 0
  br i1 %set, label %done, label %poll
done:
  %big = icmp ugt i32 %n1, 10
  %r = zext i1 %big to i32
  ret i32 %r
}
";

#[test]
fn a_volatile_flag_polled_in_a_loop_sees_an_outside_write() {
    let exe = build(POLL, OptLevel::O2);
    let addr = exe.symbols.address("flag").expect("linked");
    let (seen, ret) = run_counting(&exe, "flag", |m, step| {
        if step == 200 {
            m.write_u32(addr, 1).expect("writable");
        }
    });
    assert_eq!(ret, 1, "more than 10 polls before the write");
    assert!(seen.loads > 10, "{seen:?}");
}

/// A `volatile` local (`volatile int i` in C): a loop counter kept in its
/// stack slot, read and written on every iteration.
const VOLATILE_LOCAL: &str = "
@out = global i32 0
define i32 @main() {
entry:
  %i = alloca i32
  store volatile i32 0, i32* %i
  br label %loop
loop:
  %v = load volatile i32, i32* %i
  %more = icmp slt i32 %v, 5
  br i1 %more, label %body, label %done
body:
  %w = load volatile i32, i32* %i
  %w1 = add i32 %w, 1
  store volatile i32 %w1, i32* %i
  br label %loop
done:
  %r = load volatile i32, i32* %i
  store i32 %r, i32* @out
  ret i32 %r
}
";

#[test]
fn a_volatile_local_stays_in_memory_at_o2() {
    let (module, _) = egret::parse_text("local.ll", VOLATILE_LOCAL).expect("parses");
    let mut optimized = module.clone();
    egret::optimize(&mut optimized, &egret::OptOptions::at(OptLevel::O2)).expect("optimizes");
    let main = optimized.funcs[optimized.func_by_name("main").expect("main")]
        .body
        .as_ref()
        .expect("defined");
    let volatile = main
        .layout
        .iter()
        .flat_map(|&b| main.blocks[b].insts.iter())
        .filter(|&&i| main.insts[i].is_volatile())
        .count();
    assert_eq!(volatile, 5, "every volatile access of the counter stays");
    let exe = build(VOLATILE_LOCAL, OptLevel::O2);
    let (_, ret) = run_counting(&exe, "out", |_, _| {});
    assert_eq!(ret, 5);
}

/// `@twice` is tiny (always inlined when it may be); `@never` is marked
/// `noinline`, `@asis` `optnone` (through an attribute group, as clang
/// writes it), `@big` `alwaysinline` although it is too large to inline.
const ATTRS: &str = "
@calls = global i32 0
define i32 @never(i32 %x) noinline {
  %c = load i32, i32* @calls
  %c1 = add i32 %c, 1
  store i32 %c1, i32* @calls
  %r = mul i32 %x, 2
  ret i32 %r
}
define i32 @asis(i32 %x) #0 {
  %c = load i32, i32* @calls
  %c1 = add i32 %c, 1
  store i32 %c1, i32* @calls
  %r = add i32 %x, 0
  ret i32 %r
}
define i32 @main() {
  %a = call i32 @never(i32 5)
  %b = call i32 @asis(i32 7)
  %r = add i32 %a, %b
  ret i32 %r
}
attributes #0 = { noinline nounwind optnone \"frame-pointer\"=\"all\" }
";

#[test]
fn noinline_and_optnone_functions_are_called_at_o2() {
    let exe = build(ATTRS, OptLevel::O2);
    let (seen, ret) = run_counting(&exe, "calls", |_, _| {});
    assert_eq!(ret, 17);
    assert_eq!(seen.stores, 2, "each callee ran once, as a call");
    let (module, _) = egret::parse_text("attrs.ll", ATTRS).expect("parses");
    let mut optimized = module.clone();
    egret::optimize(&mut optimized, &egret::OptOptions::at(OptLevel::O2)).expect("optimizes");
    let printed = egret::llvmlite::printer::print_module(&optimized);
    assert!(printed.contains("call i32 @never(i32 5)"), "{printed}");
    assert!(printed.contains("call i32 @asis(i32 7)"), "{printed}");
    // `optnone`: the body is as written, the `add x, 0` included.
    assert!(printed.contains("add i32 %x, 0"), "{printed}");
}

/// Volatile loads of four device registers, in an order the scheduler
/// would like to change (the second feeds a chain of multiplies, the first
/// only the end, and plain loads sit between them), then volatile stores
/// back in reverse order.
const REGISTERS: &str = "
@r0 = global i32 1
@r1 = global i32 2
@r2 = global i32 3
@r3 = global i32 4
@plain = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
define i32 @main() {
entry:
  %a = load volatile i32, i32* @r2
  %p0 = load i32, i32* getelementptr ([4 x i32], [4 x i32]* @plain, i32 0, i32 0)
  %b = load volatile i32, i32* @r0
  %p1 = load i32, i32* getelementptr ([4 x i32], [4 x i32]* @plain, i32 0, i32 1)
  %c = load volatile i32, i32* @r3
  %d = load volatile i32, i32* @r1
  %b2 = mul i32 %b, %b
  %b3 = mul i32 %b2, %b
  %b4 = mul i32 %b3, %b
  %ab = add i32 %a, %b4
  %cd = mul i32 %c, %d
  %s = add i32 %ab, %cd
  %q = add i32 %p0, %p1
  store volatile i32 %s, i32* @r1
  store volatile i32 %q, i32* @r3
  store volatile i32 %ab, i32* @r0
  %r = add i32 %s, %q
  ret i32 %r
}
";

#[test]
fn volatile_accesses_reach_memory_in_program_order_at_every_level() {
    let want: Vec<(&str, bool)> = vec![
        ("r2", false),
        ("r0", false),
        ("r3", false),
        ("r1", false),
        ("r1", true),
        ("r3", true),
        ("r0", true),
    ];
    for opt in [OptLevel::O0, OptLevel::O1, OptLevel::O2] {
        let exe = build(REGISTERS, opt);
        let globals: Vec<(&str, u32)> = ["r0", "r1", "r2", "r3"]
            .into_iter()
            .map(|g| (g, exe.symbols.address(g).expect("linked")))
            .collect();
        let main = exe.symbols.address("main").expect("main is linked");
        let mut m = machine(&exe);
        let mut order = Vec::new();
        let mut in_main = false;
        let mut finished = false;
        for _ in 0..MAX_STEPS {
            in_main |= m.pc() == main;
            for &(name, addr) in &globals {
                if let Some(store) = access_at(&m, m.pc(), addr).filter(|_| in_main) {
                    order.push((name, store));
                }
            }
            if m.step().expect("runs") {
                finished = true;
                break;
            }
        }
        assert!(finished, "{opt:?}: the program finishes");
        assert_eq!(m.result_i32(), 3 + 1 + 4 * 2 + 30, "{opt:?}");
        assert_eq!(order, want, "{opt:?}");
    }
}

#[test]
fn the_listing_after_the_passes_marks_each_volatile_access() {
    let (module, _) = egret::parse_text("volatile.ll", REGISTERS).expect("parses");
    let hooks = egret::lower::mach::PassHooks {
        print_after: Some("all".into()),
        ..Default::default()
    };
    let compiled =
        egret::compile_with_hooks(&module, &options(OptLevel::O2), &hooks).expect("compiles");
    let main = compiled
        .functions
        .iter()
        .find(|f| f.compiled.name == "main")
        .expect("main is compiled");
    let last = main.compiled.passes.listings.last().expect("listings");
    let marked = last
        .text
        .lines()
        .filter(|l| l.ends_with("# volatile"))
        .count();
    assert_eq!(marked, 7, "{}", last.text);
}
