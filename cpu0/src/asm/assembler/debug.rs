//! Debug directives: `.file N`, `.loc` and `.cfi_*`, read into the plain
//! data the DWARF writer takes ([`AsmDebugInfo`]).
//!
//! The language is what `llc` (and `egret compile -g -S`) writes for DWARF 5:
//!
//! - `.file N "dir" "name" [md5 VALUE]` or `.file N "name"` numbers a source
//!   file; file 0 is the unit's primary file and its directory the unit's
//!   `comp_dir`. A file whose directory is `comp_dir` (or that has none, or
//!   an absolute name) keeps its name; another directory is joined to it, so
//!   files from several directories keep their full paths. (`.file "name"`
//!   without a number only names the object and is ignored.)
//! - `.loc FILE LINE [COLUMN] [prologue_end] [epilogue_begin] [is_stmt 0|1]`
//!   gives the next instruction (or data) emitted a line row. As in LLVM,
//!   `is_stmt` is sticky and several `.loc`s before one instruction give
//!   it a row each, in order (llc opens a function with its `scopeLine`
//!   row right before the first instruction's own).
//! - `.cfi_startproc` ... `.cfi_endproc` brackets a function's frame
//!   description; inside it `.cfi_def_cfa`, `.cfi_def_cfa_offset`,
//!   `.cfi_def_cfa_register`, `.cfi_offset`, `.cfi_register`,
//!   `.cfi_restore`, `.cfi_same_value`, `.cfi_remember_state` and
//!   `.cfi_restore_state` record an operation at the current offset.
//!   Registers are DWARF numbers (Cpu0's register numbers) or `$names`.
//!   Outside such a region (lbd's `llc` writes `.cfi_def_cfa_offset` without
//!   one) they are checked and ignored. `.cfi_sections .debug_frame` is
//!   accepted; Cpu0 has no `.eh_frame`.
//!
//! At the end, rows and frame operations are split among the functions —
//! symbols of `.type NAME,@function` in `.text` with a `.size` — with
//! offsets relative to each function, which is what `-g -c` hands the
//! writer. Anything that does not fit (a row in no function, a frame region
//! spanning two) is an error at the directive's position.

use super::super::expr::Cursor;
use super::super::lexer::Tok;
use super::{Assembler, PResult, cur_back, perr};
use crate::asm::AsmDebugInfo;
use crate::isa::Reg;
use crate::object::{SectionId, SymbolKind};
use egret_dwarf::{CfiOp, FrameConventions, FrameInfo, FunctionInfo, LineRow};
use std::collections::BTreeMap;

/// The largest file number accepted (LLVM's limit is far higher; no real
/// unit comes near this one).
const MAX_FILE_NUMBER: i64 = 1 << 16;

/// Bytes per Cpu0 instruction: rows and frame operations must be at
/// multiples of it within their function.
const INSTRUCTION_BYTES: u64 = 4;

/// Where a directive was written, for messages.
#[derive(Copy, Clone, Debug)]
struct Pos {
    line: u32,
    col: u32,
}

/// One `.file N` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
struct FileEntry {
    dir: Option<String>,
    name: String,
    pos: (u32, u32),
}

/// A line row waiting for its instruction, or placed at one.
#[derive(Clone, Copy, Debug)]
struct PlacedRow {
    section: SectionId,
    offset: u64,
    row: LineRow,
    pos: Pos,
}

/// One `.cfi_startproc` ... `.cfi_endproc` region.
#[derive(Clone, Debug)]
struct FrameRegion {
    section: SectionId,
    start: u64,
    ops: Vec<(u64, CfiOp, Pos)>,
    pos: Pos,
    closed: bool,
}

/// What the debug directives said so far.
#[derive(Default)]
pub(super) struct DebugState {
    files: BTreeMap<u32, FileEntry>,
    /// The sticky `is_stmt` flag: `None` until a `.loc` sets it (true).
    is_stmt: Option<bool>,
    /// `.loc` rows waiting for the next emission, in order.
    pending: Vec<(LineRow, Pos)>,
    rows: Vec<PlacedRow>,
    regions: Vec<FrameRegion>,
    /// Whether any directive asked for debug information.
    used: bool,
}

fn to_u32(v: i64, col: u32, what: &str) -> PResult<u32> {
    u32::try_from(v).or_else(|_| perr(col, format!("{what} {v} is out of range 0..=4294967295")))
}

impl<'f> Assembler<'f> {
    /// The debug directives (`name` starts with `.file`, `.loc` or
    /// `.cfi_`); `None` if `name` is not one.
    pub(super) fn debug_directive(
        &mut self,
        name: &str,
        col: u32,
        cur: &mut Cursor<'_>,
        dot: &str,
    ) -> Option<PResult<()>> {
        let pos = Pos {
            line: self.line,
            col,
        };
        Some(match name {
            ".file" => self.file_directive(cur, dot),
            ".loc" => self.loc_directive(cur, dot, pos),
            ".cfi_sections" => cfi_sections(cur),
            ".cfi_startproc" => self.cfi_startproc(cur, pos),
            ".cfi_endproc" => self.cfi_endproc(cur, pos),
            _ if name.starts_with(".cfi_") => self.cfi_operation(name, cur, dot, pos),
            _ => return None,
        })
    }

    /// `.file N "dir" "name" [md5 V]`, `.file N "name"`, or `.file "name"`.
    fn file_directive(&mut self, cur: &mut Cursor<'_>, dot: &str) -> PResult<()> {
        if let Some(Tok::Str(_)) = cur.peek() {
            cur.next();
            return cur.expect_end();
        }
        let col = cur.col();
        let number = self.const_expr(cur, dot, "a file number")?;
        if !(0..=MAX_FILE_NUMBER).contains(&number) {
            return perr(
                col,
                format!("file number {number} is out of range 0..={MAX_FILE_NUMBER}"),
            );
        }
        let first = string(cur, "a file name")?;
        let (dir, name) = match cur.peek() {
            Some(Tok::Str(_)) => (Some(first), string(cur, "a file name")?),
            _ => (None, first),
        };
        if name.is_empty() || name.contains('\0') {
            return perr(col, "a file name must be non-empty and contain no NUL byte");
        }
        if dir.as_ref().is_some_and(|d| d.contains('\0')) {
            return perr(col, "a directory must contain no NUL byte");
        }
        file_options(cur, dot, self)?;
        let entry = FileEntry {
            dir,
            name,
            pos: (self.line, col),
        };
        let number = number as u32;
        if let Some(old) = self.debug.files.get(&number) {
            if (&old.dir, &old.name) != (&entry.dir, &entry.name) {
                return perr(
                    col,
                    format!(
                        "file {number} is already `{}` (line {})",
                        old.name, old.pos.0
                    ),
                );
            }
            return Ok(());
        }
        self.debug.files.insert(number, entry);
        self.debug.used = true;
        Ok(())
    }

    /// `.loc FILE LINE [COLUMN] [options]`.
    fn loc_directive(&mut self, cur: &mut Cursor<'_>, dot: &str, pos: Pos) -> PResult<()> {
        let col = cur.col();
        let file = self.const_expr(cur, dot, "a file number")?;
        if !u32::try_from(file).is_ok_and(|f| self.debug.files.contains_key(&f)) {
            return perr(
                col,
                format!("`.loc` names file {file}, which no `.file {file}` directive defines"),
            );
        }
        let line_col = cur.col();
        let line = to_u32(self.const_expr(cur, dot, "a line")?, line_col, "line")?;
        let mut column = 0;
        if matches!(cur.peek(), Some(Tok::Num(_) | Tok::Punct('-' | '(' | '~'))) {
            let c = cur.col();
            column = to_u32(self.const_expr(cur, dot, "a column")?, c, "column")?;
        }
        let mut row = LineRow::new(0, file as usize, line, column);
        row.is_stmt = self.debug.is_stmt.unwrap_or(true);
        while !cur.at_end() {
            let c = cur.col();
            let Some(Tok::Ident(option)) = cur.next() else {
                cur_back(cur);
                return Err(cur.expected("a `.loc` option such as `prologue_end`"));
            };
            match option.as_str() {
                "prologue_end" => row.prologue_end = true,
                "epilogue_begin" => row.epilogue_begin = true,
                "is_stmt" => {
                    let v = cur.col();
                    row.is_stmt = match self.const_expr(cur, dot, "0 or 1")? {
                        0 => false,
                        1 => true,
                        other => return perr(v, format!("`is_stmt` takes 0 or 1, not {other}")),
                    };
                }
                "basic_block" | "isa" | "discriminator" | "view" => {
                    return perr(c, format!("the `.loc` option `{option}` is not supported"));
                }
                _ => return perr(c, format!("unknown `.loc` option `{option}`")),
            }
        }
        self.debug.is_stmt = Some(row.is_stmt);
        self.debug.pending.push((row, pos));
        self.debug.used = true;
        Ok(())
    }

    /// Called for every emission of bytes: the pending `.loc`s become the
    /// rows of what starts at `offset` of `section`.
    pub(super) fn place_pending_row(&mut self, section: SectionId, offset: u64) {
        for (row, pos) in std::mem::take(&mut self.debug.pending) {
            self.debug.rows.push(PlacedRow {
                section,
                offset,
                row,
                pos,
            });
        }
    }

    fn cfi_startproc(&mut self, cur: &mut Cursor<'_>, pos: Pos) -> PResult<()> {
        if matches!(cur.peek(), Some(Tok::Ident(s)) if s == "simple") {
            cur.next();
        }
        cur.expect_end()?;
        if let Some(open) = self.debug.regions.last().filter(|r| !r.closed) {
            let line = open.pos.line;
            return perr(
                pos.col,
                format!(
                    "`.cfi_startproc` inside the frame opened on line {line} (missing `.cfi_endproc`)"
                ),
            );
        }
        let section = self.section();
        let start = self.sections[section].size;
        self.debug.regions.push(FrameRegion {
            section,
            start,
            ops: Vec::new(),
            pos,
            closed: false,
        });
        self.debug.used = true;
        Ok(())
    }

    fn cfi_endproc(&mut self, cur: &mut Cursor<'_>, pos: Pos) -> PResult<()> {
        cur.expect_end()?;
        match self.debug.regions.last_mut().filter(|r| !r.closed) {
            Some(region) => {
                region.closed = true;
                Ok(())
            }
            None => perr(pos.col, "`.cfi_endproc` without `.cfi_startproc`"),
        }
    }

    /// A frame operation; recorded at the current offset inside a region.
    fn cfi_operation(
        &mut self,
        name: &str,
        cur: &mut Cursor<'_>,
        dot: &str,
        pos: Pos,
    ) -> PResult<()> {
        let op = self.parse_cfi_operation(name, cur, dot, pos)?;
        cur.expect_end()?;
        let section = self.section();
        let offset = self.sections[section].size;
        if let Some(region) = self.debug.regions.last_mut().filter(|r| !r.closed) {
            if region.section != section {
                return perr(
                    pos.col,
                    format!("`{name}` is in another section than its `.cfi_startproc`"),
                );
            }
            region.ops.push((offset, op, pos));
        }
        Ok(())
    }

    fn parse_cfi_operation(
        &mut self,
        name: &str,
        cur: &mut Cursor<'_>,
        dot: &str,
        pos: Pos,
    ) -> PResult<CfiOp> {
        Ok(match name {
            ".cfi_def_cfa" => {
                let reg = dwarf_register(cur)?;
                cur.expect(',')?;
                let offset = self.offset_operand(cur, dot)?;
                CfiOp::DefCfa { reg, offset }
            }
            ".cfi_def_cfa_offset" => CfiOp::DefCfaOffset(self.offset_operand(cur, dot)?),
            ".cfi_def_cfa_register" => CfiOp::DefCfaRegister(dwarf_register(cur)?),
            ".cfi_offset" => {
                let reg = dwarf_register(cur)?;
                cur.expect(',')?;
                let col = cur.col();
                let cfa_offset = self.offset_operand(cur, dot)?;
                let align = i32::from(FrameConventions::cpu0().data_align);
                if cfa_offset % align != 0 {
                    return perr(
                        col,
                        format!(
                            "offset {cfa_offset} is not a multiple of {}, Cpu0's frame data alignment",
                            align.abs()
                        ),
                    );
                }
                CfiOp::Offset { reg, cfa_offset }
            }
            ".cfi_register" => {
                let reg = dwarf_register(cur)?;
                cur.expect(',')?;
                CfiOp::Register {
                    reg,
                    in_reg: dwarf_register(cur)?,
                }
            }
            ".cfi_restore" => CfiOp::Restore(dwarf_register(cur)?),
            ".cfi_same_value" => CfiOp::SameValue(dwarf_register(cur)?),
            ".cfi_remember_state" => CfiOp::RememberState,
            ".cfi_restore_state" => CfiOp::RestoreState,
            _ => return perr(pos.col, format!("directive `{name}` is not supported")),
        })
    }

    fn offset_operand(&mut self, cur: &mut Cursor<'_>, dot: &str) -> PResult<i32> {
        let col = cur.col();
        let v = self.const_expr(cur, dot, "an offset")?;
        i32::try_from(v).or_else(|_| perr(col, format!("offset {v} does not fit in 32 bits")))
    }

    /// The debug information the directives describe, `None` if there were
    /// none; problems are reported as diagnostics.
    pub(super) fn debug_info(&mut self) -> Option<AsmDebugInfo> {
        let state = std::mem::take(&mut self.debug);
        if !state.used {
            return None;
        }
        for r in state.regions.iter().filter(|r| !r.closed) {
            self.error_at(
                r.pos.line,
                r.pos.col,
                "`.cfi_startproc` without `.cfi_endproc`",
            );
        }
        let (comp_dir, files) = self.unit_files(&state.files)?;
        let mut functions = self.functions();
        self.assign_rows(&state.rows, &mut functions);
        self.assign_frames(&state.regions, &mut functions);
        for f in &mut functions {
            if let Some(first) = f.rows.iter().find(|r| r.line != 0) {
                (f.decl_file, f.decl_line) = (first.file, first.line);
            }
        }
        Some(AsmDebugInfo {
            comp_dir,
            files,
            functions,
        })
    }

    /// `comp_dir` and the unit's file list, indexed by file number.
    fn unit_files(&mut self, entries: &BTreeMap<u32, FileEntry>) -> Option<(String, Vec<String>)> {
        let primary = entries.get(&0).or_else(|| entries.values().next());
        let comp_dir = primary
            .and_then(|e| e.dir.clone())
            .filter(|d| !d.is_empty())
            .unwrap_or_else(|| ".".to_string());
        let path = |e: &FileEntry| match &e.dir {
            Some(d) if *d != comp_dir && !d.is_empty() && !e.name.starts_with('/') => {
                format!("{}/{}", d.trim_end_matches('/'), e.name)
            }
            _ => e.name.clone(),
        };
        let Some(primary) = primary else {
            return Some((comp_dir, vec![self.file.to_string()]));
        };
        let mut files = vec![path(primary)];
        for (&number, entry) in entries.range(1..) {
            if number as usize != files.len() {
                let (line, col) = entry.pos;
                let missing = files.len();
                self.error_at(
                    line,
                    col,
                    format!(
                        "file {number} follows file {}: `.file {missing}` is missing",
                        missing - 1
                    ),
                );
                return None;
            }
            files.push(path(entry));
        }
        Some((comp_dir, files))
    }

    /// The functions of `.text`, by address: symbols of type function with
    /// a non-zero size.
    fn functions(&self) -> Vec<FunctionInfo> {
        let text = self.sections.iter().position(|s| s.name == ".text");
        let mut functions: Vec<FunctionInfo> = self
            .symbols
            .iter()
            .filter_map(|(name, st)| {
                let (section, offset) = st.def?;
                let is_function = st.kind == Some(SymbolKind::Func) && st.size > 0;
                (Some(section) == text && is_function).then(|| FunctionInfo {
                    name: name.clone(),
                    text_offset: offset as u32,
                    size: st.size as u32,
                    decl_file: 0,
                    decl_line: 0,
                    external: st.global || st.weak,
                    rows: Vec::new(),
                    frame: FrameInfo::default(),
                    source: Default::default(),
                })
            })
            .collect();
        functions.sort_by_key(|f| f.text_offset);
        functions
    }

    /// Hands each row to the function it falls in.
    fn assign_rows(&mut self, rows: &[PlacedRow], functions: &mut [FunctionInfo]) {
        for r in rows {
            let Some(f) = self.containing_function(r.section, r.offset, functions) else {
                self.error_at(
                    r.pos.line,
                    r.pos.col,
                    outside_functions("`.loc`", &self.sections[r.section].name, r.offset),
                );
                continue;
            };
            let f = &mut functions[f];
            let offset = (r.offset - u64::from(f.text_offset)) as u32;
            if !u64::from(offset).is_multiple_of(INSTRUCTION_BYTES) {
                self.error_at(r.pos.line, r.pos.col, format!("`.loc` describes {}+{offset:#x}, which is not at an instruction (a multiple of 4)", f.name));
                continue;
            }
            f.rows.push(LineRow { offset, ..r.row });
        }
    }

    /// Hands each frame region's operations to the function it starts in.
    fn assign_frames(&mut self, regions: &[FrameRegion], functions: &mut [FunctionInfo]) {
        for region in regions {
            let Some(index) = self.containing_function(region.section, region.start, functions)
            else {
                let where_ = &self.sections[region.section].name;
                self.error_at(
                    region.pos.line,
                    region.pos.col,
                    outside_functions("`.cfi_startproc`", where_, region.start),
                );
                continue;
            };
            let f = &mut functions[index];
            if !f.frame.cfi.is_empty() {
                self.error_at(
                    region.pos.line,
                    region.pos.col,
                    format!("function `{}` already has a frame description", f.name),
                );
                continue;
            }
            let (start, end) = (u64::from(f.text_offset), u64::from(f.text_offset + f.size));
            for &(offset, op, pos) in &region.ops {
                if offset > end {
                    self.error_at(
                        pos.line,
                        pos.col,
                        format!("frame operation past the end of `{}`", f.name),
                    );
                    continue;
                }
                let relative = offset - start;
                if !relative.is_multiple_of(INSTRUCTION_BYTES) {
                    self.error_at(pos.line, pos.col, format!("frame operation at {}+{relative:#x}, which is not at an instruction boundary", f.name));
                    continue;
                }
                f.frame.cfi.push((relative as u32, op));
            }
            self.check_state_pairs(region);
        }
    }

    /// `.cfi_restore_state` needs an earlier `.cfi_remember_state`.
    fn check_state_pairs(&mut self, region: &FrameRegion) {
        let mut depth = 0usize;
        for &(_, op, pos) in &region.ops {
            match op {
                CfiOp::RememberState => depth += 1,
                CfiOp::RestoreState if depth == 0 => {
                    self.error_at(
                        pos.line,
                        pos.col,
                        "`.cfi_restore_state` without `.cfi_remember_state`",
                    );
                }
                CfiOp::RestoreState => depth -= 1,
                _ => {}
            }
        }
    }

    /// The index of the function in `section` that covers `offset`.
    fn containing_function(
        &self,
        section: SectionId,
        offset: u64,
        functions: &[FunctionInfo],
    ) -> Option<usize> {
        if self.sections.get(section).is_none_or(|s| s.name != ".text") {
            return None;
        }
        functions.iter().position(|f| {
            let (start, end) = (u64::from(f.text_offset), u64::from(f.text_offset + f.size));
            start <= offset && offset < end
        })
    }
}

fn outside_functions(what: &str, section: &str, offset: u64) -> String {
    format!(
        "{what} describes {section}+{offset:#x}, which is in no function \
         (debug information covers `.text` symbols with `.type NAME,@function` and `.size`)"
    )
}

/// A string operand.
fn string(cur: &mut Cursor<'_>, what: &str) -> PResult<String> {
    match cur.next() {
        Some(Tok::Str(bytes)) => String::from_utf8(bytes.clone()).or_else(|_| {
            cur_back(cur);
            perr(cur.col(), format!("{what} must be UTF-8"))
        }),
        _ => {
            cur_back(cur);
            Err(cur.expected(what))
        }
    }
}

/// `md5 VALUE` and `source "TEXT"` after a `.file`: accepted, not recorded.
fn file_options(cur: &mut Cursor<'_>, dot: &str, asm: &mut Assembler<'_>) -> PResult<()> {
    while let Some(tok) = cur.next() {
        match tok {
            Tok::Ident(o) if o == "md5" => {
                asm.const_expr(cur, dot, "an MD5 value")?;
            }
            Tok::Ident(o) if o == "source" => {
                string(cur, "the source text")?;
            }
            _ => {
                cur_back(cur);
                return Err(cur.expected("`md5`, `source` or end of statement"));
            }
        }
    }
    Ok(())
}

/// `.cfi_sections .debug_frame`.
fn cfi_sections(cur: &mut Cursor<'_>) -> PResult<()> {
    loop {
        let col = cur.col();
        match cur.next() {
            Some(Tok::Ident(s)) if s == ".debug_frame" => {}
            Some(Tok::Ident(s)) if s == ".eh_frame" => {
                return perr(
                    col,
                    "Cpu0 has no `.eh_frame`; frame information goes to `.debug_frame`",
                );
            }
            _ => {
                cur_back(cur);
                return Err(cur.expected("`.debug_frame`"));
            }
        }
        if !cur.eat(',') {
            return cur.expect_end();
        }
    }
}

/// A DWARF register: a number or a `$name`; Cpu0's register numbers are its
/// DWARF numbers.
fn dwarf_register(cur: &mut Cursor<'_>) -> PResult<u16> {
    let col = cur.col();
    match cur.next() {
        Some(Tok::Num(n)) => {
            u16::try_from(*n).or_else(|_| perr(col, format!("register {n} is out of range")))
        }
        Some(Tok::Dollar(name)) => match Reg::parse(name) {
            Some(r) => Ok(u16::from(r.0)),
            None => perr(col, format!("unknown register `${name}`")),
        },
        _ => {
            cur_back(cur);
            Err(cur.expected("a register (a DWARF number or `$name`)"))
        }
    }
}
