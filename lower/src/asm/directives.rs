//! The debug directives of `egret compile -g -S`: `.file`, `.loc` and
//! `.cfi_*`, in the syntax `llc` writes for DWARF 5.
//!
//! They are printed from the [`DebugInput`] that `-g -c` hands the DWARF
//! writer (built by the driver from `code.lines` and `code.cfi`), never from
//! the backend's data directly: one description of the rows and frame
//! operations serves both paths, so `egret as` reading these directives back
//! rebuilds the same input and writes the same `.debug_line` and
//! `.debug_frame`.
//!
//! - `.file N "dir" "name"` for every file of the unit, file 0 first (DWARF
//!   5's primary file); `dir` is the unit's `comp_dir`, and `name` is the file
//!   exactly as the input names it (relative to `comp_dir`, or absolute).
//! - `.loc FILE LINE COLUMN [prologue_end] [epilogue_begin] [is_stmt 0|1]`
//!   before the instruction a row starts at, one for each row there (a
//!   function's `scopeLine` row, then its first instruction's). As in
//!   LLVM's assembler, `is_stmt` is sticky: it is written only when it
//!   changes.
//! - `.cfi_startproc` after the function's label, each operation before the
//!   first instruction it holds for, `.cfi_endproc` after the last
//!   instruction; `.cfi_sections .debug_frame` once, because the frame table
//!   goes to `.debug_frame` (there is no `.eh_frame` on Cpu0).

use egret_dwarf::{CfiOp, DebugInput, FunctionInfo, LineRow};
use std::fmt::Write;

/// The debug directives of one module, with the sticky `is_stmt` state of
/// the text printed so far.
pub(super) struct DebugDirectives<'a> {
    input: &'a DebugInput,
    is_stmt: bool,
}

impl<'a> DebugDirectives<'a> {
    /// Directives for the unit `input` describes.
    pub(super) fn new(input: &'a DebugInput) -> Self {
        DebugDirectives {
            input,
            is_stmt: true,
        }
    }

    /// `.file` for every file and `.cfi_sections`, once at the top.
    pub(super) fn header(&self, s: &mut String) {
        let dir = quoted(&self.input.comp_dir);
        for (index, name) in self.input.files.iter().enumerate() {
            let _ = writeln!(s, "\t.file\t{index} {dir} {}", quoted(name));
        }
        let _ = writeln!(s, "\t.cfi_sections .debug_frame");
    }

    /// The rows and frame of the function at `text_offset`, if the unit
    /// describes it (functions without code are not described).
    pub(super) fn function(&self, text_offset: u32) -> Option<FunctionDirectives<'a>> {
        let input = self.input;
        input
            .functions
            .iter()
            .find(|f| f.text_offset == text_offset)
            .map(|info| FunctionDirectives {
                info,
                files: &input.files,
                next_row: 0,
                next_cfi: 0,
            })
    }
}

/// The directives of one function, handed out in code order.
pub(super) struct FunctionDirectives<'a> {
    info: &'a FunctionInfo,
    files: &'a [String],
    next_row: usize,
    next_cfi: usize,
}

impl FunctionDirectives<'_> {
    /// `.cfi_startproc`, right after the function's label.
    pub(super) fn start(&self, s: &mut String) {
        let _ = writeln!(s, "\t.cfi_startproc");
    }

    /// What comes before the instruction at `offset` (within the function):
    /// the frame operations that hold from it on, then its `.loc`.
    pub(super) fn before(&mut self, s: &mut String, offset: u32, unit: &mut DebugDirectives) {
        self.frame_ops_until(s, offset);
        let rows = &self.info.rows;
        while let Some(row) = rows.get(self.next_row).filter(|r| r.offset <= offset) {
            self.next_row += 1;
            self.loc(s, row, unit);
        }
    }

    /// The frame operations left (those at the function's end) and
    /// `.cfi_endproc`.
    pub(super) fn end(&mut self, s: &mut String) {
        self.frame_ops_until(s, u32::MAX);
        let _ = writeln!(s, "\t.cfi_endproc");
    }

    fn frame_ops_until(&mut self, s: &mut String, offset: u32) {
        let ops = &self.info.frame.cfi;
        while let Some(&(_, op)) = ops.get(self.next_cfi).filter(|(at, _)| *at <= offset) {
            let _ = writeln!(s, "\t{}", cfi_directive(op));
            self.next_cfi += 1;
        }
    }

    fn loc(&self, s: &mut String, row: &LineRow, unit: &mut DebugDirectives) {
        let mut flags = String::new();
        if row.prologue_end {
            flags.push_str(" prologue_end");
        }
        if row.epilogue_begin {
            flags.push_str(" epilogue_begin");
        }
        if row.is_stmt != unit.is_stmt {
            let _ = write!(flags, " is_stmt {}", u8::from(row.is_stmt));
            unit.is_stmt = row.is_stmt;
        }
        let name = self.files.get(row.file).map_or("?", String::as_str);
        let _ = writeln!(
            s,
            "\t.loc\t{} {} {}{flags}\t# {name}:{}:{}",
            row.file, row.line, row.column, row.line, row.column
        );
    }
}

/// A frame operation as the `.cfi_*` directive that records it.
pub fn cfi_directive(op: CfiOp) -> String {
    match op {
        CfiOp::DefCfa { reg, offset } => format!(".cfi_def_cfa {reg}, {offset}"),
        CfiOp::DefCfaOffset(offset) => format!(".cfi_def_cfa_offset {offset}"),
        CfiOp::DefCfaRegister(reg) => format!(".cfi_def_cfa_register {reg}"),
        CfiOp::Offset { reg, cfa_offset } => format!(".cfi_offset {reg}, {cfa_offset}"),
        CfiOp::Register { reg, in_reg } => format!(".cfi_register {reg}, {in_reg}"),
        CfiOp::Restore(reg) => format!(".cfi_restore {reg}"),
        CfiOp::SameValue(reg) => format!(".cfi_same_value {reg}"),
        CfiOp::RememberState => ".cfi_remember_state".to_string(),
        CfiOp::RestoreState => ".cfi_restore_state".to_string(),
    }
}

/// `text` as an assembler string literal: printable ASCII as is, `"` and
/// `\` escaped, every other byte as a three-digit octal escape.
fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for &b in text.as_bytes() {
        match b {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_quoted_for_the_assembler() {
        assert_eq!(quoted("/src/a.c"), "\"/src/a.c\"");
        assert_eq!(quoted("a\"b\\c"), "\"a\\\"b\\\\c\"");
        assert_eq!(quoted("é\n"), "\"\\303\\251\\012\"");
    }

    #[test]
    fn frame_operations_have_llvm_syntax() {
        assert_eq!(
            cfi_directive(CfiOp::DefCfaOffset(16)),
            ".cfi_def_cfa_offset 16"
        );
        assert_eq!(
            cfi_directive(CfiOp::Offset {
                reg: 14,
                cfa_offset: -4
            }),
            ".cfi_offset 14, -4"
        );
        assert_eq!(cfi_directive(CfiOp::RestoreState), ".cfi_restore_state");
    }
}
