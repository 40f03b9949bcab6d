//! A compiled module as lbd-syntax assembly (`egret compile -S`).
//!
//! Instructions are printed by the Cpu0 crate's printer
//! (`egret_cpu0::asm::format_inst_with`); this module adds what only the
//! compiler knows: block labels (`$BB<f>_<n>`, assembler-local as in lbd),
//! symbolic operands (`jsub f`, `%hi(g)`, `%lo(g+4)`), section and symbol
//! directives, and data as `.byte`/`.4byte sym+off`/`.space`. The text
//! assembles with `egret as` into an object with the same code and data.
//!
//! With debug information ([`module_to_asm_with_debug`], `-g -S`) the text
//! also carries `.file`, `.loc` and `.cfi_*` directives (`asm/directives.rs`),
//! from which `egret as` writes the same `.debug_line` and `.debug_frame`
//! as `-g -c`.

use crate::data::{DataReloc, global_align, global_bytes};
use crate::mach::{Fixup, MachItem, jump_table_symbol};
use crate::module::{CompiledModule, binding_of, global_section, structors};
use crate::symbols::function_symbol;
use crate::target::Target;
use egret_cpu0::asm::{ImmOperand, format_inst_with};
use egret_cpu0::exec::{MAIN_ARGC64_HINT, MAIN_NOARGS_HINT, MAIN_RET32_HINT, MAIN_RET64_HINT};
use egret_cpu0::object::{Binding, SectionKind};
use egret_dwarf::DebugInput;
use egret_llvmlite::{Linkage, Module};
use std::fmt::Write;

mod directives;

use directives::DebugDirectives;
pub use directives::cfi_directive;

/// The assembly text of `compiled`, the compilation of `module`.
pub fn module_to_asm(module: &Module, compiled: &CompiledModule, target: Target) -> String {
    module_to_asm_with_debug(module, compiled, target, None)
}

/// [`module_to_asm`], with the debug directives for `debug` — the
/// description of `compiled` that `-g` gives the DWARF writer — when given.
pub fn module_to_asm_with_debug(
    module: &Module,
    compiled: &CompiledModule,
    target: Target,
    debug: Option<&DebugInput>,
) -> String {
    let mut debug = debug.map(DebugDirectives::new);
    let mut s = String::new();
    let file = module.files.first().map(|f| f.name.as_str()).unwrap_or("");
    let _ = writeln!(
        s,
        "\t# egret: {file} for {} {}",
        endian_name(target),
        target.isa.name()
    );
    let _ = writeln!(s, "\t.text");
    if let Some(d) = &debug {
        d.header(&mut s);
    }
    for index in 0..compiled.functions.len() {
        function_asm(&mut s, compiled, index, debug.as_mut());
    }
    globals_asm(&mut s, module, target);
    for index in 0..compiled.functions.len() {
        jump_tables_asm(&mut s, compiled, index);
    }
    s
}

/// The jump tables of the function at `index` in `.rodata` (after the
/// globals, where the object puts them), one `.4byte` of the function's
/// symbol plus the block's offset per entry (the block label in a
/// comment); their names are assembler-local, as LLVM's `$JTI` labels.
fn jump_tables_asm(s: &mut String, compiled: &CompiledModule, index: usize) {
    let f = &compiled.functions[index];
    let tables = &f.compiled.mach.jump_tables;
    if tables.is_empty() {
        return;
    }
    let _ = writeln!(s);
    let _ = writeln!(s, "\t.section\t.rodata,\"a\",@progbits");
    let _ = writeln!(s, "\t.p2align\t2");
    let name = &f.compiled.name;
    let offsets = &f.compiled.code.jump_tables;
    for (k, table) in tables.iter().enumerate() {
        let _ = writeln!(s, "{}:", jump_table_symbol(name, k as u32));
        let at = offsets.get(k).map_or(&[][..], Vec::as_slice);
        for (&l, off) in table.iter().zip(at) {
            let _ = writeln!(s, "\t.4byte\t{name}+{off}\t# $BB{index}_{l}");
        }
    }
}

fn endian_name(target: Target) -> &'static str {
    match target.endian {
        egret_cpu0::isa::Endian::Big => "cpu0",
        egret_cpu0::isa::Endian::Little => "cpu0el",
    }
}

fn function_asm(
    s: &mut String,
    compiled: &CompiledModule,
    index: usize,
    mut debug: Option<&mut DebugDirectives>,
) {
    let f = &compiled.functions[index];
    let mut directives = debug.as_ref().and_then(|d| d.function(f.text_offset));
    if f.compiled.code.bytes.is_empty() {
        directives = None;
    }
    let name = &f.compiled.name;
    let _ = writeln!(s);
    match binding_of(compiled_linkage(compiled, index)) {
        Binding::Global => {
            let _ = writeln!(s, "\t.globl\t{name}");
        }
        Binding::Weak => {
            let _ = writeln!(s, "\t.weak\t{name}");
        }
        Binding::Local => {}
    }
    let _ = writeln!(s, "\t.p2align\t2");
    let _ = writeln!(s, "\t.type\t{name},@function");
    for hint in [
        MAIN_RET64_HINT,
        MAIN_RET32_HINT,
        MAIN_ARGC64_HINT,
        MAIN_NOARGS_HINT,
    ] {
        let defined_here = compiled.object.symbols.iter().any(|sym| {
            sym.name == hint && sym.binding == Binding::Global && sym.value == f.text_offset as u64
        });
        if defined_here && name == "main" {
            let _ = writeln!(s, "\t.globl\t{hint}");
            let _ = writeln!(s, "{hint}:");
        }
    }
    let _ = writeln!(s, "{name}:");
    if let Some(d) = &directives {
        d.start(s);
    }
    let label = |l: u32| format!("$BB{index}_{l}");
    let mut offset = 0u32;
    for item in &f.compiled.mach.items {
        match item {
            MachItem::Label(l) => {
                let _ = writeln!(s, "{}:", label(*l));
            }
            MachItem::Cfi(_) => {}
            MachItem::Inst(mi) => {
                if let (Some(d), Some(unit)) = (directives.as_mut(), debug.as_deref_mut()) {
                    d.before(s, offset, unit);
                }
                offset += 4;
                let text = match &mi.fixup {
                    Fixup::None => format_inst_with(&mi.inst, ImmOperand::Value),
                    Fixup::Branch(l) => {
                        format_inst_with(&mi.inst, ImmOperand::Target(&label(*l), 0))
                    }
                    Fixup::Call(sym, a, _) => {
                        format_inst_with(&mi.inst, ImmOperand::Target(sym, *a))
                    }
                    Fixup::Hi16(sym, a) => format_inst_with(&mi.inst, ImmOperand::Hi(sym, *a)),
                    Fixup::Lo16(sym, a) => format_inst_with(&mi.inst, ImmOperand::Lo(sym, *a)),
                    Fixup::RawWord(w) => format!(".4byte\t{w:#010x}"),
                    Fixup::JumpTable(_) => format_inst_with(&mi.inst, ImmOperand::Value),
                };
                let _ = writeln!(s, "\t{text}");
            }
        }
    }
    if let Some(d) = directives.as_mut() {
        d.end(s);
    }
    let _ = writeln!(s, "\t.size\t{name}, {}", f.compiled.code.bytes.len());
}

/// The linkage of the function at `index` of `compiled`, as the object's
/// symbol says it.
fn compiled_linkage(compiled: &CompiledModule, index: usize) -> Linkage {
    let f = &compiled.functions[index];
    let binding = compiled
        .object
        .symbol_by_name(&f.compiled.name)
        .map(|i| compiled.object.symbols[i].binding);
    match binding {
        Some(Binding::Weak) => Linkage::Weak,
        Some(Binding::Local) => Linkage::Internal,
        _ => Linkage::External,
    }
}

fn globals_asm(s: &mut String, module: &Module, target: Target) {
    for (_, g) in module.globals.iter() {
        let Some(init) = &g.init else { continue };
        if g.linkage == Linkage::Appending {
            continue;
        }
        let bytes = global_bytes(module, g.ty, init, target.endian);
        let (section, kind) = global_section(g, bytes.is_zero());
        let _ = writeln!(s);
        match (section.as_str(), kind) {
            (".rodata" | ".data" | ".bss", _) => {
                let _ = writeln!(s, "\t{section}");
            }
            (_, SectionKind::Bss) => {
                let _ = writeln!(s, "\t.section\t{section},\"aw\",@nobits");
            }
            (_, SectionKind::ReadOnlyData) => {
                let _ = writeln!(s, "\t.section\t{section},\"a\",@progbits");
            }
            _ => {
                let _ = writeln!(s, "\t.section\t{section},\"aw\",@progbits");
            }
        }
        match binding_of(g.linkage) {
            Binding::Global => {
                let _ = writeln!(s, "\t.globl\t{}", g.name);
            }
            Binding::Weak => {
                let _ = writeln!(s, "\t.weak\t{}", g.name);
            }
            Binding::Local => {}
        }
        let align = global_align(module, g.ty).max(g.align.unwrap_or(1) as u64);
        let _ = writeln!(s, "\t.p2align\t{}", align.trailing_zeros());
        let _ = writeln!(s, "\t.type\t{},@object", g.name);
        let _ = writeln!(s, "{}:", g.name);
        data_asm(s, &bytes.bytes, &bytes.relocs);
        let _ = writeln!(s, "\t.size\t{}, {}", g.name, bytes.bytes.len());
    }
    for (array, base) in [
        ("llvm.global_ctors", ".init_array"),
        ("llvm.global_dtors", ".fini_array"),
    ] {
        let mut entries = structors(module, array);
        entries.sort_by_key(|&(priority, _)| priority);
        for (priority, f) in entries {
            let _ = writeln!(s);
            if priority >= 65535 {
                let _ = writeln!(s, "\t.section\t{base},\"aw\",@progbits");
            } else {
                let _ = writeln!(s, "\t.section\t{base}.{priority:05},\"aw\",@progbits");
            }
            let _ = writeln!(s, "\t.p2align\t2");
            let _ = writeln!(s, "\t.4byte\t{}", function_symbol(module, f));
        }
    }
}

/// Bytes as directives: relocated words as `.4byte sym+off`, zero runs as
/// `.space`, the rest as `.byte` lines.
fn data_asm(s: &mut String, bytes: &[u8], relocs: &[DataReloc]) {
    let mut i = 0;
    while i < bytes.len() {
        if let Some(r) = relocs.iter().find(|r| r.offset as usize == i) {
            let addend = match r.addend {
                0 => String::new(),
                a if a > 0 => format!("+{a}"),
                a => format!("{a}"),
            };
            let _ = writeln!(s, "\t.4byte\t{}{addend}", r.symbol);
            i += 4;
            continue;
        }
        let next_reloc = relocs
            .iter()
            .map(|r| r.offset as usize)
            .filter(|&o| o > i)
            .min()
            .unwrap_or(bytes.len());
        let zeros = bytes[i..next_reloc].iter().take_while(|&&b| b == 0).count();
        if zeros >= 4 || (zeros > 0 && i + zeros == next_reloc) {
            let _ = writeln!(s, "\t.space\t{zeros}");
            i += zeros;
            continue;
        }
        let end = (i + 16).min(next_reloc);
        let run: Vec<String> = bytes[i..end].iter().map(|b| b.to_string()).collect();
        let _ = writeln!(s, "\t.byte\t{}", run.join(", "));
        i = end;
    }
}
