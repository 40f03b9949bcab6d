//! Writing: [`debug_input`] describes a compiled module for the DWARF
//! writer and [`attach_debug_info`] adds the sections to its object. Every
//! address or cross-section offset in them is an `R_CPU0_32` relocation
//! against a section symbol: of `.text` for code addresses, of the named
//! debug section for offsets; a global variable's `DW_OP_addr` is one
//! against the variable's own symbol. The object model keeps the addend in the
//! relocation (the ELF writer stores it in place), so the linker, which
//! concatenates same-named debug sections, resolves them like any other data
//! relocation. The generated code is not touched: `-g` only adds sections.
//!
//! The line table's file and line come from [`SrcLoc`], an index into
//! [`Module::files`] plus a line and column: the position of the `.ll`
//! instruction, or the C position once the driver has adopted the module's
//! `!dbg` locations.

use super::paths::DebugPaths;
use super::scopes::function_source;
use super::unit::Unit;
use super::{DWARF_VERSION, INSTRUCTION_BYTES, UNNAMED_SOURCE, debug_error, dwarf_endian};
use crate::{Error, Options};
use egret_cpu0::object::{ObjectFile, Reloc, RelocKind, Section, SectionKind, SymbolId};
use egret_dwarf::{
    CfiOp, DebugInput, DebugSections, FrameConventions, FrameInfo, FunctionInfo, GlobalVariable,
    LineRow, RelocTarget, SourceInfo,
};
use egret_llvmlite::{Module, SrcLoc};
use egret_lower::{CompiledModule, LineEntry, ModuleFunction};
use std::collections::{BTreeMap, HashSet};

/// Forgets the `dbg.declare` records the mid-end left: what the driver does
/// after it (-O1, -O2). Its passes may forward, merge and delete the stores
/// to an alloca that survives, so its slot need not hold the variable; the
/// declarations of the allocas mem2reg promoted became `dbg.value` records
/// there. An `optnone` function keeps them: no pass touches its code, so
/// its slots hold its variables as at -O0. `dbg.value`/`dbg.assign` records
/// stay: the passes keep them pointing at the value that computes the same
/// thing, or at nothing (`egret_egraph::debug_records`), and variables get
/// location lists from where the register allocator put those values. A
/// variable whose `dbg.assign` records' stores all survived is declared at
/// its alloca again (`stack_homes.rs`).
pub fn drop_variable_records(module: &mut Module) {
    for (_, f) in module.funcs.iter_mut() {
        if f.fn_attrs.optnone {
            continue;
        }
        if let Some(body) = f.body.as_mut() {
            body.dbg_records
                .retain(|r| r.kind != egret_llvmlite::DbgKind::Declare);
        }
    }
    let mut funcs = std::mem::take(&mut module.funcs);
    for (_, f) in funcs.iter_mut() {
        if let Some(body) = f.body.as_mut().filter(|_| !f.fn_attrs.optnone) {
            super::stack_homes::home_assigned_variables(module, body);
        }
    }
    module.funcs = funcs;
}

/// Describes `compiled` (the code of `module`, compiled with `opts`) for
/// the DWARF writer: one compile unit, one function per compiled function,
/// in `.text` order. Without debug metadata the unit is named after the
/// module's first file (the `.ll`); with `!llvm.dbg.cu` it is the C unit the
/// metadata describes (`unit.rs`, `scopes.rs`).
pub fn debug_input(module: &Module, compiled: &CompiledModule, opts: &Options) -> DebugInput {
    let paths = &opts.debug_paths;
    let (comp_dir, files, functions, source) = match Unit::new(module, paths) {
        Some(unit) => describe_metadata(module, compiled, unit),
        None => describe_ll(module, compiled, paths),
    };
    DebugInput {
        producer: format!(
            "egret {} -O{}",
            env!("CARGO_PKG_VERSION"),
            opt_digit(opts.opt)
        ),
        comp_dir,
        files,
        version: DWARF_VERSION,
        endian: dwarf_endian(opts.target.endian),
        code_align: INSTRUCTION_BYTES,
        frame: FrameConventions::cpu0(),
        functions,
        source,
    }
}

/// What [`debug_input`] gathers besides the fixed facts: comp_dir, files,
/// functions and source facts.
type UnitParts = (String, Vec<String>, Vec<FunctionInfo>, SourceInfo);

/// A module without metadata: its files are the `.ll` sources.
fn describe_ll(module: &Module, compiled: &CompiledModule, paths: &DebugPaths) -> UnitParts {
    let files: Vec<String> = if module.files.is_empty() {
        vec![UNNAMED_SOURCE.to_string()]
    } else {
        module
            .files
            .iter()
            .map(|f| file_name(&paths.remap(&f.name)))
            .collect()
    };
    let identity: Vec<usize> = (0..files.len()).collect();
    let functions = compiled
        .functions
        .iter()
        .filter(|f| !f.compiled.code.bytes.is_empty())
        .map(|f| function_info(f, &identity))
        .collect();
    let comp_dir = paths.comp_dir(None).replace('\0', "?");
    (comp_dir, files, functions, SourceInfo::default())
}

/// A module with `!llvm.dbg.cu`: rows in C files, the subprograms' names,
/// declarations, types, scopes and variables.
fn describe_metadata(module: &Module, compiled: &CompiledModule, mut unit: Unit) -> UnitParts {
    add_inlined_abstracts(module, compiled, &mut unit);
    let mut functions = Vec::new();
    let mut subprograms = Vec::new();
    for f in compiled
        .functions
        .iter()
        .filter(|f| !f.compiled.code.bytes.is_empty())
    {
        let mut info = function_info(f, &unit.module_files);
        let sp = module.funcs[f.func].subprogram;
        let decl = sp.and_then(|sp| unit.decl(sp));
        info.decl_file = decl.map_or(0, |d| d.file);
        info.decl_line = decl.map_or(0, |d| d.line);
        // Code the backend located at the `define` (prologue, epilogue)
        // still has its `.ll` position (file 0): it belongs to the
        // function's opening line (`scopeLine`), as LLVM places a prologue.
        let opening = sp
            .and_then(|sp| unit.md.int(sp, "scopeLine"))
            .and_then(|l| u32::try_from(l).ok())
            .unwrap_or(info.decl_line);
        for (row, entry) in info.rows.iter_mut().zip(&f.compiled.code.lines) {
            if entry.loc.file == 0 {
                row.file = info.decl_file;
                row.line = opening;
                row.column = 0;
                row.is_stmt = opening != 0;
            }
        }
        open_at_scope_line(&mut info, opening);
        if let Some(sp) = sp {
            info.source = function_source(&mut unit, module, f, sp);
        }
        functions.push(info);
        subprograms.push(sp);
    }
    // Functions that were also inlined somewhere (in any function, so known
    // only now) name their abstract entry.
    for (info, sp) in functions.iter_mut().zip(subprograms) {
        info.source.abstract_origin = sp.and_then(|sp| unit.abstract_ref(sp));
    }
    let globals = global_variables(module, compiled, &mut unit);
    let source = SourceInfo {
        language: unit.language(),
        types: unit.types.types,
        abstract_subprograms: unit.abstracts,
        globals,
    };
    (unit.comp_dir, unit.files.names, functions, source)
}

/// Gives a function whose code starts on another line than its opening one
/// (`scopeLine`: no prologue, or a prologue the backend located elsewhere)
/// a row for the opening line at its entry, before the first
/// instruction's own row at the same address, as llc does: the line table
/// says where the function opens, and the first instruction keeps its
/// line (a lookup takes the last row at an address).
fn open_at_scope_line(info: &mut FunctionInfo, opening: u32) {
    let opens_there = |r: &LineRow| r.offset == 0 && r.file == info.decl_file && r.line == opening;
    if opening == 0 || info.rows.first().is_none_or(opens_there) {
        return;
    }
    let row = LineRow::new(0, info.decl_file, opening, 0);
    info.rows.insert(0, row);
}

/// Adds the abstract entry of every subprogram with an inlined copy in the
/// compiled code, in code order, before any function is described: the
/// variables of its copies, inlined and out of line alike, then name the
/// abstract ones ([`Unit::abstract_variable`]).
fn add_inlined_abstracts(module: &Module, compiled: &CompiledModule, unit: &mut Unit) {
    let mut seen = HashSet::new();
    for f in &compiled.functions {
        for entry in &f.compiled.code.lines {
            if !seen.insert(entry.loc.scope) {
                continue;
            }
            let chain = module.inline_chain(entry.loc);
            let inlined = chain.len().saturating_sub(1);
            for &(sp, _) in chain[..inlined].iter().rev() {
                if let Some(sp) = sp {
                    unit.abstract_subprogram(sp);
                }
            }
        }
    }
}

/// The module's global variables that carry a `!DIGlobalVariableExpression`
/// with an empty expression (the value is the storage), each located at its
/// symbol if the object defines one (an unused global the mid-end removed
/// has none, and so no location).
fn global_variables(
    module: &Module,
    compiled: &CompiledModule,
    unit: &mut Unit,
) -> Vec<GlobalVariable> {
    let md = unit.md;
    let mut globals = Vec::new();
    for g in module.globals.values() {
        for &gve in &g.dbg {
            let Some(var) = md.node(gve, "var") else {
                continue;
            };
            let plain = md
                .node(gve, "expr")
                .is_none_or(|e| md.expression(e).is_some_and(<[_]>::is_empty));
            if md.kind(var) != Some("DIGlobalVariable") || !plain {
                continue;
            }
            let defined = compiled.object.symbol_by_name(&g.name).is_some() && g.init.is_some();
            globals.push(GlobalVariable {
                name: md.str(var, "name").map(str::to_string),
                ty: unit.type_field(var, "type"),
                decl: unit.decl(var),
                external: md.ident(var, "isLocal") != Some("true"),
                symbol: defined.then(|| g.name.clone()),
            });
        }
    }
    globals
}

fn opt_digit(level: crate::OptLevel) -> u8 {
    match level {
        crate::OptLevel::O0 => 0,
        crate::OptLevel::O1 => 1,
        crate::OptLevel::O2 | crate::OptLevel::Os | crate::OptLevel::Oz => 2,
    }
}

/// A file name DWARF can hold: not empty, no NUL byte.
fn file_name(name: &str) -> String {
    if name.is_empty() {
        UNNAMED_SOURCE.to_string()
    } else {
        name.replace('\0', "?")
    }
}

/// One function's rows and frame, in the writer's terms.
fn function_info(f: &ModuleFunction, file_map: &[usize]) -> FunctionInfo {
    let code = &f.compiled.code;
    let decl = known_file(f.decl_loc, file_map);
    FunctionInfo {
        name: f.compiled.name.clone(),
        text_offset: f.text_offset,
        size: code.bytes.len() as u32,
        decl_file: decl.file as usize,
        decl_line: decl.line,
        external: f.external,
        rows: code
            .lines
            .iter()
            .map(|entry| line_row(entry, file_map))
            .collect(),
        frame: FrameInfo {
            cfi: code
                .cfi
                .iter()
                .map(|&(offset, op)| (offset, cfi_op(op)))
                .collect(),
        },
        source: Default::default(),
    }
}

/// `loc` with its file as a DWARF file (`file_map` maps the module's
/// files), or "no location" if it names a file the module does not have.
fn known_file(loc: SrcLoc, file_map: &[usize]) -> SrcLoc {
    match file_map.get(loc.file as usize) {
        Some(&file) => SrcLoc {
            file: file as u32,
            ..loc
        },
        None => SrcLoc::default(),
    }
}

/// A line entry as a row. Line 0 ("no source line") is never a statement:
/// a debugger must not stop there.
fn line_row(entry: &LineEntry, file_map: &[usize]) -> LineRow {
    let loc = known_file(entry.loc, file_map);
    LineRow {
        offset: entry.offset,
        file: loc.file as usize,
        line: loc.line,
        column: loc.col,
        is_stmt: loc.is_known(),
        prologue_end: entry.prologue_end,
        epilogue_begin: entry.epilogue_begin,
    }
}

/// The backend's frame facts use Cpu0 register numbers, which are the DWARF
/// numbers.
fn cfi_op(op: egret_lower::CfiOp) -> CfiOp {
    match op {
        egret_lower::CfiOp::DefCfaOffset(offset) => CfiOp::DefCfaOffset(offset),
        egret_lower::CfiOp::DefCfaRegister(reg) => CfiOp::DefCfaRegister(u16::from(reg)),
        egret_lower::CfiOp::Offset { reg, cfa_offset } => CfiOp::Offset {
            reg: u16::from(reg),
            cfa_offset,
        },
        egret_lower::CfiOp::RememberState => CfiOp::RememberState,
        egret_lower::CfiOp::RestoreState => CfiOp::RestoreState,
    }
}

/// Writes the DWARF sections describing `compiled` into its object (what
/// `-g` does). Fails only on an internal inconsistency, reported as
/// [`Error::Debug`].
pub fn attach_debug_info(
    module: &Module,
    compiled: &mut CompiledModule,
    opts: &Options,
) -> Result<(), Error> {
    let input = debug_input(module, compiled, opts);
    let sections = egret_dwarf::write_debug_sections(&input).map_err(debug_error)?;
    add_debug_sections(&mut compiled.object, &sections)?;
    compiled.debug = Some(input);
    Ok(())
}

/// Adds `debug` to `obj` as non-allocated sections. Each relocation becomes
/// an `R_CPU0_32` against the section symbol of `.text` or of the debug
/// section it points into; the relocated word is zeroed, because the object
/// model keeps addends in the relocation (the ELF writer puts them back in
/// place).
pub fn add_debug_sections(obj: &mut ObjectFile, debug: &DebugSections) -> Result<(), Error> {
    let mut ids = BTreeMap::new();
    for s in &debug.sections {
        if obj.section_by_name(s.name).is_some() {
            return Err(Error::Debug(format!(
                "the object already has a {} section",
                s.name
            )));
        }
        let mut section = Section::new(s.name, SectionKind::Debug, 1);
        section.data = s.data.clone();
        section.size = s.data.len() as u64;
        obj.sections.push(section);
        ids.insert(s.name, obj.sections.len() - 1);
    }
    for s in &debug.sections {
        let id = ids[s.name];
        for r in &s.relocs {
            let target = match r.target {
                RelocTarget::Text => obj.section_by_name(".text"),
                RelocTarget::Section(name) => ids.get(name).copied(),
                RelocTarget::Symbol(i) => {
                    let name = debug.symbols.get(i).map_or("", String::as_str);
                    let symbol = obj.symbol_by_name(name).ok_or_else(|| {
                        Error::Debug(format!(
                            "{}+{:#x} points at symbol `{name}`, which the object does not have",
                            s.name, r.offset
                        ))
                    })?;
                    push_debug_reloc(obj, id, r.offset, symbol, r.addend);
                    continue;
                }
            }
            .ok_or_else(|| {
                Error::Debug(format!(
                    "{}+{:#x} points into {:?}, which the object does not have",
                    s.name, r.offset, r.target
                ))
            })?;
            let symbol = obj.section_symbol(target);
            push_debug_reloc(obj, id, r.offset, symbol, r.addend);
        }
    }
    Ok(())
}

/// An `R_CPU0_32` at `offset` of section `id` against `symbol`, the word
/// zeroed (the object model keeps the addend in the relocation).
fn push_debug_reloc(obj: &mut ObjectFile, id: usize, offset: u32, symbol: SymbolId, addend: i64) {
    let at = offset as usize;
    obj.sections[id].data[at..at + 4].fill(0);
    obj.sections[id].relocs.push(Reloc {
        offset: u64::from(offset),
        symbol,
        kind: RelocKind::Abs32,
        addend,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unnamed_sources_get_a_name() {
        assert_eq!(file_name(""), UNNAMED_SOURCE);
        assert_eq!(file_name("a\0b.ll"), "a?b.ll");
        assert_eq!(file_name("fib.ll"), "fib.ll");
    }
}
