//! `CompiledFunction::alloca_cfa_offsets`: where each fixed-size `alloca`
//! lives relative to the canonical frame address, the fact debug
//! information turns into `DW_OP_fbreg` for variables declared with
//! `dbg.declare`. The test does not trust the frame layout's arithmetic: it
//! runs the program, records `$sp` when `@f` is entered (the CFA by
//! definition, a call leaving the stack alone), stops when `@f` calls
//! `@probe` and reads each alloca's value from memory at CFA + offset.

mod common;

use common::TARGETS;
use egret_cpu0::isa::Reg;
use egret_cpu0::link::{LinkOptions, link};
use egret_cpu0::sim::{Machine, SimConfig};
use egret_llvmlite::{InstData, Value};
use egret_lower::mach::POST_REGALLOC_O2;
use egret_lower::{CompiledModule, MachPass, Target};

/// `@f` fills allocas of several sizes and alignments with known values,
/// then calls `@probe`. `%dyn` (when `DYNAMIC`) forces a frame pointer.
fn program(dynamic: bool) -> String {
    let dyn_alloca = if dynamic {
        "  %dyn = alloca i32, i32 %k\n  store i32 99, ptr %dyn\n"
    } else {
        ""
    };
    format!(
        "
define void @probe() noinline {{
entry:
  ret void
}}

define i32 @f(i32 %n, i32 %k) {{
entry:
  %c = alloca i8
  %w = alloca i32
  %d = alloca i64
  %h = alloca [3 x i16]
  %big = alloca [5 x i32]
{dyn_alloca}  store i8 -91, ptr %c
  store i32 305419896, ptr %w
  store i64 -81985529216486896, ptr %d
  %h1 = getelementptr [3 x i16], ptr %h, i32 0, i32 1
  store i16 4660, ptr %h1
  %b4 = getelementptr [5 x i32], ptr %big, i32 0, i32 4
  store i32 %n, ptr %b4
  call void @probe()
  %r = load i32, ptr %w
  ret i32 %r
}}

define i32 @main() {{
entry:
  %r = call i32 @f(i32 -559038737, i32 3)
  ret i32 %r
}}
"
    )
}

fn compile(
    ir: &str,
    target: Target,
    passes: &[MachPass],
) -> (egret_llvmlite::Module, CompiledModule) {
    let module = common::parse(ir);
    let compiled = common::compile(ir, target, passes);
    (module, compiled)
}

/// The alloca result named `%name` in `@f`.
fn alloca_value(module: &egret_llvmlite::Module, name: &str) -> Value {
    let (_, f) = module
        .funcs
        .iter()
        .find(|(_, f)| f.name == "f")
        .expect("@f exists");
    let body = f.body.as_ref().expect("@f has a body");
    body.insts
        .iter()
        .filter(|(_, data)| matches!(data, InstData::Alloca { .. }))
        .filter_map(|(i, _)| body.inst_result(i))
        .find(|v| body.value_names.get(v).map(|n| &**n) == Some(name))
        .unwrap_or_else(|| panic!("no alloca %{name}"))
}

/// Runs `main` until `@f` calls `@probe`; returns the machine there and
/// `@f`'s CFA (its `$sp` on entry).
fn stop_in_probe(compiled: &CompiledModule, target: Target) -> (Machine, u32) {
    let exe = link(
        std::slice::from_ref(&compiled.object),
        &LinkOptions::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let f = exe.symbols.address("f").expect("f is linked");
    let probe = exe.symbols.address("probe").expect("probe is linked");
    let config = SimConfig {
        level: target.isa,
        endian: target.endian,
        strict: true,
        max_steps: Some(100_000),
    };
    let mut m = Machine::from_executable(&exe, config).unwrap_or_else(|e| panic!("{e}"));
    let mut cfa = None;
    while m.pc() != probe {
        if m.pc() == f {
            cfa = Some(m.reg(Reg::SP));
        }
        let done = m.step().unwrap_or_else(|t| panic!("{t}"));
        assert!(!done, "the program ended before calling @probe");
    }
    (m, cfa.expect("@f was entered"))
}

fn check(dynamic: bool, passes: &[MachPass]) {
    let ir = program(dynamic);
    for target in TARGETS {
        let (module, compiled) = compile(&ir, target, passes);
        let f = compiled
            .functions
            .iter()
            .find(|f| f.compiled.name == "f")
            .expect("@f compiled");
        let f = &f.compiled;
        assert_eq!(f.frame.uses_fp, dynamic);
        assert_eq!(f.alloca_cfa_offsets.len(), 5, "{:?}", f.alloca_cfa_offsets);
        let (m, cfa) = stop_in_probe(&compiled, target);
        let at = |name: &str| {
            let off = f
                .alloca_cfa_offset(alloca_value(&module, name))
                .unwrap_or_else(|| panic!("no offset for %{name}"));
            assert!(off < 0 && -off <= f.frame.size as i32, "%{name} at {off}");
            cfa.wrapping_add_signed(off)
        };
        assert_eq!(m.read_u8(at("c")).ok(), Some(0xa5));
        assert_eq!(m.read_u32(at("w")).ok(), Some(0x1234_5678));
        let (hi, lo) = match target.endian {
            egret_cpu0::isa::Endian::Big => (at("d"), at("d") + 4),
            egret_cpu0::isa::Endian::Little => (at("d") + 4, at("d")),
        };
        assert_eq!(m.read_u32(hi).ok(), Some(0xfedc_ba98));
        assert_eq!(m.read_u32(lo).ok(), Some(0x7654_3210));
        assert_eq!(m.read_u16(at("h") + 2).ok(), Some(0x1234));
        assert_eq!(m.read_u32(at("big") + 16).ok(), Some(0xdead_beef));
    }
}

#[test]
fn alloca_slots_are_found_at_their_cfa_offsets() {
    check(false, &[]);
}

#[test]
fn alloca_slots_are_found_at_their_cfa_offsets_with_a_frame_pointer() {
    check(true, &[]);
}

#[test]
fn alloca_offsets_hold_after_the_post_allocation_passes() {
    check(false, &POST_REGALLOC_O2);
    check(true, &POST_REGALLOC_O2);
}

#[test]
fn values_that_are_not_allocas_have_no_offset() {
    let ir = program(false);
    let (module, compiled) = compile(&ir, TARGETS[0], &[]);
    let (_, main_fn) = module
        .funcs
        .iter()
        .find(|(_, f)| f.name == "main")
        .expect("@main exists");
    let body = main_fn.body.as_ref().expect("body");
    let call = body
        .insts
        .keys()
        .find_map(|i| body.inst_result(i))
        .expect("a value");
    let main = compiled
        .functions
        .iter()
        .find(|f| f.compiled.name == "main")
        .expect("main compiled");
    assert!(main.compiled.alloca_cfa_offsets.is_empty());
    assert_eq!(main.compiled.alloca_cfa_offset(call), None);
}
