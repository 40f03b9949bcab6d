//! Reading: [`DebugInfo`] loads a program's line table and frame table,
//! and the tools built on it: trap messages, `egret run --trace`, `egret
//! addr2line` and `egret objdump --source`.

use super::{debug_error, dwarf_endian};
use crate::Error;
use egret_cpu0::asm::format_inst;
use egret_cpu0::encode::decode;
use egret_cpu0::exec::Executable;
use egret_cpu0::isa::Endian as CpuEndian;
use egret_cpu0::object::{ObjectFile, RelocKind, Section, SectionKind, SymbolKind};
use egret_cpu0::sim::{Machine, Trap};
use egret_dwarf::{FrameTable, InlineTable, LineTable, Location, SourceFile};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io;

/// A program's line table and frame table, ready for address lookups.
#[derive(Clone, Debug)]
pub struct DebugInfo {
    lines: LineTable,
    frames: FrameTable,
    inline: InlineTable,
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
        let inline = InlineTable::parse(endian, &section).map_err(debug_error)?;
        Ok(DebugInfo {
            lines,
            frames,
            inline,
        })
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

    /// The source frames at `addr`, innermost first: each function the code
    /// is in (an inlined copy, the function it was inlined into, ... out to
    /// the real function) with the position in it. The innermost position
    /// is the line table's row; each outer one is the call site of the
    /// frame before. One frame when nothing is inlined there; none when no
    /// line table covers `addr`.
    pub fn source_frames(&self, addr: u32) -> Vec<SourceFrame> {
        let Some(row) = self.lines.addr2line(addr) else {
            return Vec::new();
        };
        let inlined = self.inline.frames_at(addr);
        if inlined.is_empty() {
            return vec![SourceFrame {
                function: row.function.clone(),
                location: row,
            }];
        }
        let mut location = row;
        let mut frames = Vec::with_capacity(inlined.len());
        for frame in inlined {
            let next = frame.call.as_ref().map(|call| Location {
                file: call
                    .file
                    .as_ref()
                    .map_or_else(|| "??".to_string(), |f| f.path.clone()),
                line: call.line,
                column: call.column,
                function: None,
            });
            frames.push(SourceFrame {
                function: (!frame.function.is_empty()).then(|| frame.function.clone()),
                location: location.clone(),
            });
            match next {
                Some(n) => location = n,
                None => break,
            }
        }
        frames
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

/// One frame of [`DebugInfo::source_frames`]: a function and a position in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFrame {
    /// The function's source name, if known.
    pub function: Option<String>,
    /// The position: the instruction's row for the innermost frame, the
    /// inlined call for the others.
    pub location: Location,
}

/// `addr`'s frames as `egret addr2line -i` prints them, innermost first:
/// `(function, file:line:col)`; one `("??", "??:0:0")` when no line table
/// covers the address.
pub fn addr2line_inlined(info: Option<&DebugInfo>, addr: u32) -> Vec<(String, String)> {
    let frames = info.map(|i| i.source_frames(addr)).unwrap_or_default();
    if frames.is_empty() {
        return vec![("??".to_string(), "??:0:0".to_string())];
    }
    frames
        .into_iter()
        .map(|f| {
            (
                f.function.unwrap_or_else(|| "??".to_string()),
                format_location(&f.location),
            )
        })
        .collect()
}

/// The inline frames around `addr` after the innermost, as a note:
/// ` [inlined into scale at t.c:29:17, into main at t.c:40:9]`; empty when
/// the code at `addr` is not inlined.
pub fn inline_note(info: &DebugInfo, addr: u32) -> String {
    let frames = info.source_frames(addr);
    if frames.len() < 2 {
        return String::new();
    }
    let first = frames[0].function.as_deref().unwrap_or("??");
    let outer: Vec<String> = frames[1..]
        .iter()
        .map(|f| {
            format!(
                "{} at {}",
                f.function.as_deref().unwrap_or("??"),
                format_location(&f.location)
            )
        })
        .collect();
    format!(" [{first} inlined into {}]", outer.join(", into "))
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
    let mut message = format!(
        "{}: error: {trap} (in {symbolic}){}",
        format_location(&loc),
        inline_note(&info, trap.pc)
    );
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
    if let Some((info, loc)) = info.and_then(|i| i.location(pc).map(|l| (i, l))) {
        let _ = write!(
            line,
            " # {}{}",
            format_location(&loc),
            inline_note(info, pc)
        );
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
}
