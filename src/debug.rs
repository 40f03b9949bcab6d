//! Debug information: from a compiled module to DWARF sections in its
//! object, and from a program's DWARF back to source locations.
//!
//! **Writing.** The backend already knows, for every function, its place in
//! `.text`, one source location per instruction word (`code.lines`, with the
//! prologue and epilogue marked) and its call-frame facts (`code.cfi`).
//! [`debug_input`] restates that as the plain data `egret-dwarf` takes — file
//! and line numbers, DWARF register numbers (Cpu0's register numbers are its
//! DWARF numbers, CPU0.md §1) — and [`attach_debug_info`] writes the sections
//! into the module's object. Every address or cross-section offset in them is
//! an `R_CPU0_32` relocation against a section symbol: of `.text` for code
//! addresses, of the named debug section for offsets. The object model keeps
//! the addend in the relocation (the ELF writer stores it in place), so the
//! linker, which concatenates same-named debug sections, resolves them like
//! any other data relocation. The generated code is not touched: `-g` only
//! adds sections.
//!
//! The line table's file and line come from [`SrcLoc`], an index into
//! [`Module::files`] plus a line and column. Today that is the position of
//! the `.ll` instruction; a front end that reads LLVM `!dbg` metadata can
//! record C files in `Module::files` and C lines in the locations, and this
//! module will describe them without change.
//!
//! **Reading.** [`DebugInfo`] loads the line table and frame table of a
//! linked [`Executable`] (absolute addresses) or of a single
//! [`ObjectFile`] (`.text`-relative addresses) for our tools: simulator traps
//! ([`trap_message`], [`describe_address`]), `egret run --trace`
//! ([`run_traced`]), `egret addr2line` ([`addr2line`]) and `egret objdump
//! --source` ([`interleave_source`]).

use crate::{Error, Options};
use egret_cpu0::asm::format_inst;
use egret_cpu0::encode::decode;
use egret_cpu0::exec::Executable;
use egret_cpu0::isa::Endian as CpuEndian;
use egret_cpu0::object::{ObjectFile, Reloc, RelocKind, Section, SectionKind, SymbolKind};
use egret_cpu0::sim::{Machine, Trap};
use egret_dwarf::{
    CfiOp, DebugInput, DebugSections, DwarfVersion, Endian, FrameConventions, FrameInfo,
    FrameTable, FunctionInfo, LineRow, LineTable, Location, RelocTarget, SourceFile,
};
use egret_llvmlite::{Module, SrcLoc};
use egret_lower::{CompiledModule, LineEntry, ModuleFunction};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io;

/// The DWARF version egret writes.
pub const DWARF_VERSION: DwarfVersion = DwarfVersion::V5;

/// Bytes per Cpu0 instruction: the line table's minimum instruction length
/// and the CIE's code alignment factor.
pub(crate) const INSTRUCTION_BYTES: u8 = 4;

/// The name recorded for a module whose source has no name (built in memory).
const UNNAMED_SOURCE: &str = "<input>";

pub(crate) fn dwarf_endian(e: CpuEndian) -> Endian {
    match e {
        CpuEndian::Big => Endian::Big,
        CpuEndian::Little => Endian::Little,
    }
}

fn debug_error(e: egret_dwarf::Error) -> Error {
    Error::Debug(e.to_string())
}

// ===== writing ======================================================================

/// Describes `compiled` (the code of `module`, compiled with `opts`) for
/// the DWARF writer: one compile unit named after the module's first file,
/// one function per compiled function, in `.text` order.
pub fn debug_input(module: &Module, compiled: &CompiledModule, opts: &Options) -> DebugInput {
    let files: Vec<String> = if module.files.is_empty() {
        vec![UNNAMED_SOURCE.to_string()]
    } else {
        module.files.iter().map(|f| file_name(&f.name)).collect()
    };
    let comp_dir = module
        .files
        .first()
        .map(|f| f.dir.as_str())
        .filter(|d| !d.is_empty() && !d.contains('\0'))
        .unwrap_or(".")
        .to_string();
    let functions = compiled
        .functions
        .iter()
        .filter(|f| !f.compiled.code.bytes.is_empty())
        .map(|f| function_info(f, files.len()))
        .collect();
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
        source: Default::default(),
    }
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
fn function_info(f: &ModuleFunction, num_files: usize) -> FunctionInfo {
    let code = &f.compiled.code;
    let decl = known_file(f.decl_loc, num_files);
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
            .map(|entry| line_row(entry, num_files))
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

/// `loc`, or "no location" if it names a file the module does not have.
fn known_file(loc: SrcLoc, num_files: usize) -> SrcLoc {
    if (loc.file as usize) < num_files {
        loc
    } else {
        SrcLoc::default()
    }
}

/// A line entry as a row. Line 0 ("no source line") is never a statement:
/// a debugger must not stop there.
fn line_row(entry: &LineEntry, num_files: usize) -> LineRow {
    let loc = known_file(entry.loc, num_files);
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
/// [`Error::Debug`]. The input stays in `compiled.debug` for `-g -S`.
pub fn attach_debug_info(
    module: &Module,
    compiled: &mut CompiledModule,
    opts: &Options,
) -> Result<(), Error> {
    let input = debug_input(module, compiled, opts);
    let sections = egret_dwarf::write_debug_sections(&input).map_err(debug_error)?;
    add_debug_sections(&mut compiled.object, &sections)?;
    // `-g -S` prints its debug directives from this same input.
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
            }
            .ok_or_else(|| {
                Error::Debug(format!(
                    "{}+{:#x} points into {:?}, which the object does not have",
                    s.name, r.offset, r.target
                ))
            })?;
            let symbol = obj.section_symbol(target);
            let at = r.offset as usize;
            obj.sections[id].data[at..at + 4].fill(0);
            obj.sections[id].relocs.push(Reloc {
                offset: u64::from(r.offset),
                symbol,
                kind: RelocKind::Abs32,
                addend: r.addend,
            });
        }
    }
    Ok(())
}

// ===== reading ======================================================================

/// A program's line table and frame table, ready for address lookups.
#[derive(Clone, Debug)]
pub struct DebugInfo {
    lines: LineTable,
    frames: FrameTable,
}

impl DebugInfo {
    /// Reads the DWARF of a linked program; `None` if it has none (no
    /// `.debug_info`, as when nothing was compiled with `-g`).
    pub fn from_executable(exe: &Executable) -> Result<Option<DebugInfo>, Error> {
        if exe.debug_section(".debug_info").is_none() {
            return Ok(None);
        }
        let section = |name: &str| exe.debug_section(name).unwrap_or(&[]);
        DebugInfo::parse(exe.endian, section).map(Some)
    }

    /// Reads the DWARF of one object; addresses are `.text`-relative. `None`
    /// if it has none.
    pub fn from_object(obj: &ObjectFile) -> Result<Option<DebugInfo>, Error> {
        if obj.section_by_name(".debug_info").is_none() {
            return Ok(None);
        }
        let sections: BTreeMap<&str, Vec<u8>> = obj
            .sections
            .iter()
            .filter(|s| s.kind == SectionKind::Debug)
            .map(|s| (s.name.as_str(), addends_in_place(obj, s)))
            .collect();
        let section = |name: &str| sections.get(name).map_or(&[][..], Vec::as_slice);
        DebugInfo::parse(obj.endian, section).map(Some)
    }

    fn parse<'a>(
        endian: CpuEndian,
        section: impl Fn(&str) -> &'a [u8],
    ) -> Result<DebugInfo, Error> {
        let endian = dwarf_endian(endian);
        let lines = LineTable::parse(endian, &section).map_err(debug_error)?;
        let frames = FrameTable::parse(endian, section(".debug_frame")).map_err(debug_error)?;
        Ok(DebugInfo { lines, frames })
    }

    /// The line table (every row, file and function range).
    pub fn lines(&self) -> &LineTable {
        &self.lines
    }

    /// The call-frame table (`.debug_frame`), for unwinding.
    pub fn frames(&self) -> &FrameTable {
        &self.frames
    }

    /// Where the instruction at `addr` came from, if a line table covers it
    /// with a known line.
    pub fn location(&self, addr: u32) -> Option<Location> {
        self.lines.addr2line(addr).filter(|l| l.line != 0)
    }

    /// The file a location names, by its recorded path.
    pub fn file(&self, path: &str) -> Option<&SourceFile> {
        self.lines.files().iter().find(|f| f.path == path)
    }
}

/// A debug section's bytes with each relocation's addend stored in its word,
/// as if `.text` and every debug section were at address 0: what a reader
/// of a lone object expects.
fn addends_in_place(obj: &ObjectFile, s: &Section) -> Vec<u8> {
    let mut data = s.data.clone();
    for r in s.relocs.iter().filter(|r| r.kind == RelocKind::Abs32) {
        let base = match obj.symbols.get(r.symbol) {
            Some(sym) if sym.kind == SymbolKind::Section => 0,
            Some(sym) => sym.value as i64,
            None => continue,
        };
        let value = (base + r.addend) as u32;
        let bytes = match obj.endian {
            CpuEndian::Big => value.to_be_bytes(),
            CpuEndian::Little => value.to_le_bytes(),
        };
        if let Some(word) = data.get_mut(r.offset as usize..r.offset as usize + 4) {
            word.copy_from_slice(&bytes);
        }
    }
    data
}

/// `file:line:col` of a location.
pub fn format_location(loc: &Location) -> String {
    format!("{}:{}:{}", loc.file, loc.line, loc.column)
}

/// `addr`'s source location as `egret addr2line` prints it: `file:line:col`,
/// or `??:0:0` when no line table covers it.
pub fn addr2line(info: Option<&DebugInfo>, addr: u32) -> String {
    match info.and_then(|i| i.lines.addr2line(addr)) {
        Some(loc) => format_location(&loc),
        None => "??:0:0".to_string(),
    }
}

/// The function containing `addr` and, when the program has DWARF covering
/// it, its source location: `main+0x14 (fib.ll:7:3)`; otherwise what the
/// simulator says (`main+0x14`). Used for trap messages.
pub fn describe_address(exe: &Executable, addr: u32) -> String {
    let symbolic = Machine::describe_address(exe, addr);
    match source_location(exe, addr) {
        Some(loc) => format!("{symbolic} ({})", format_location(&loc)),
        None => symbolic,
    }
}

/// The source location of `addr` in `exe`, if its DWARF has one. Unreadable
/// DWARF counts as none: this serves error messages, which must not fail.
pub fn source_location(exe: &Executable, addr: u32) -> Option<Location> {
    DebugInfo::from_executable(exe)
        .ok()
        .flatten()
        .and_then(|info| info.location(addr))
}

/// A trap as `egret run` reports it. With DWARF covering the trapping
/// instruction the message starts with its `file:line:col` and shows the
/// source line (if `read_source` can read the file):
///
/// ```text
/// null.ll:4:8: error: trap at 0x00000120: load from 0x00000000 outside memory (in main+0x8)
///     4 |   %v = load i32, i32* null
/// ```
///
/// Without, it names the function and offset only.
pub fn trap_message(
    exe: &Executable,
    trap: &Trap,
    read_source: impl FnOnce(&SourceFile) -> Option<String>,
) -> String {
    let symbolic = Machine::describe_address(exe, trap.pc);
    let info = DebugInfo::from_executable(exe).ok().flatten();
    let Some((info, loc)) = info.and_then(|i| i.location(trap.pc).map(|l| (i, l))) else {
        return format!("error: {trap} (in {symbolic})");
    };
    let mut message = format!("{}: error: {trap} (in {symbolic})", format_location(&loc));
    let text = info.file(&loc.file).and_then(read_source);
    if let Some(line) = text.as_deref().and_then(|t| source_line(t, loc.line)) {
        let _ = write!(message, "\n{:>5} | {line}", loc.line);
    }
    message
}

/// Reads a source file named by the line table: its path joined to its
/// directory, else the path as recorded (relative to the current directory).
pub fn read_source_from_disk(file: &SourceFile) -> Option<String> {
    std::fs::read_to_string(file.full_path())
        .or_else(|_| std::fs::read_to_string(&file.path))
        .ok()
}

/// One line of an execution trace: address, word, disassembly and, when
/// `info` covers the address, ` # file:line:col`.
///
/// ```text
/// 00000110: 3b000040  jsub 64                      # fib.ll:12:10
/// ```
pub fn trace_line(m: &Machine, info: Option<&DebugInfo>) -> String {
    let pc = m.pc();
    let mut line = match m.read_u32(pc) {
        Ok(word) => {
            let text = decode(word).map_or_else(
                |_| ".4byte".to_string(),
                |i| format_inst(&i).replace('\t', " "),
            );
            format!("{pc:08x}: {word:08x}  {text:<28}")
        }
        Err(_) => format!("{pc:08x}: (outside memory)"),
    };
    if let Some(loc) = info.and_then(|i| i.location(pc)) {
        let _ = write!(line, " # {}", format_location(&loc));
    }
    line.truncate(line.trim_end().len());
    line
}

/// Runs `m` to the end, writing [`trace_line`] for every instruction before
/// executing it (`egret run --trace`). Errors writing the trace do not stop
/// the run, as the simulator's own trace does not: the run matters, not its
/// log. A caller that must know gives a sink that records them (`egret run`
/// reports them and exits non-zero).
pub fn run_traced(
    m: &mut Machine,
    info: Option<&DebugInfo>,
    sink: &mut dyn io::Write,
) -> Result<(), Trap> {
    loop {
        let _ = writeln!(sink, "{}", trace_line(m, info));
        if m.step()? {
            let _ = sink.flush();
            return Ok(());
        }
    }
}

/// Line `line` (1-based) of `text`, without its line break.
pub fn source_line(text: &str, line: u32) -> Option<&str> {
    let index = (line as usize).checked_sub(1)?;
    text.lines().nth(index)
}

/// Interleaves source lines with a disassembly listing (`egret objdump
/// --source`): before each instruction whose source line differs from the
/// previous instruction's, a comment `# file:line:col: <source text>`.
///
/// `listing` is `egret-cpu0`'s objdump output, whose instruction lines end
/// in a comment `# ADDRESS: WORD`; only lines in `code_sections` (by name)
/// are annotated, so data is left alone. `read_source` returns a file's text
/// (or `None`, and the comment then shows the location alone). The result
/// is still valid assembly: every added line is a comment.
pub fn interleave_source(
    listing: &str,
    info: &DebugInfo,
    code_sections: &[&str],
    mut read_source: impl FnMut(&SourceFile) -> Option<String>,
) -> String {
    let mut sources: BTreeMap<String, Option<String>> = BTreeMap::new();
    let mut out = String::with_capacity(listing.len() * 2);
    let mut in_code = false;
    let mut previous: Option<(String, u32)> = None;
    for line in listing.lines() {
        if let Some(rest) = line.strip_prefix("\t.section\t") {
            let name = rest.split(',').next().unwrap_or("");
            in_code = code_sections.contains(&name);
            previous = None;
        }
        let location = in_code
            .then(|| instruction_address(line))
            .flatten()
            .and_then(|addr| info.lines.addr2line(addr));
        if let Some(loc) = location {
            let key = (loc.file.clone(), loc.line);
            if previous.as_ref() != Some(&key) && loc.line != 0 {
                let text = sources
                    .entry(loc.file.clone())
                    .or_insert_with(|| info.file(&loc.file).and_then(&mut read_source));
                let source = text.as_deref().and_then(|t| source_line(t, loc.line));
                let _ = match source {
                    Some(s) => writeln!(out, "# {}: {}", format_location(&loc), s.trim()),
                    None => writeln!(out, "# {}", format_location(&loc)),
                };
            }
            previous = Some(key);
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The address in an objdump instruction line's trailing `# ADDRESS: ...`
/// comment.
fn instruction_address(line: &str) -> Option<u32> {
    let comment = &line[line.rfind("# ")? + 2..];
    let (address, _) = comment.split_once(": ")?;
    if address.len() != 8 {
        return None;
    }
    u32::from_str_radix(address, 16).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instruction_addresses_are_read_from_listing_comments() {
        assert_eq!(
            instruction_address("\taddiu\t$sp, $sp, -8              # 00000100: 09ddfff8"),
            Some(0x100)
        );
        assert_eq!(
            instruction_address(
                "\tjsub\tf                          # 0000010c: 3b000000  R_CPU0_PC24"
            ),
            Some(0x10c)
        );
        assert_eq!(
            instruction_address("\t.4byte\tx                  # 00000200"),
            None
        );
        assert_eq!(instruction_address("main:"), None);
    }

    #[test]
    fn source_lines_are_one_based() {
        let text = "first\nsecond\n";
        assert_eq!(source_line(text, 1), Some("first"));
        assert_eq!(source_line(text, 2), Some("second"));
        assert_eq!(source_line(text, 0), None);
        assert_eq!(source_line(text, 3), None);
    }

    #[test]
    fn unnamed_sources_get_a_name() {
        assert_eq!(file_name(""), UNNAMED_SOURCE);
        assert_eq!(file_name("a\0b.ll"), "a?b.ll");
        assert_eq!(file_name("fib.ll"), "fib.ll");
    }
}
