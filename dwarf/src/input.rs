//! What the backend tells the DWARF writer: plain data about one compile unit.
//!
//! The types here deliberately mention no IR or Cpu0 type. A function is its
//! place in `.text`, its line rows and its call-frame operations; files are
//! indices into [`DebugInput::files`]; registers are DWARF register numbers. The
//! line and file of a row are whatever the backend chose — today the position
//! of the `.ll` instruction, later a C line from LLVM `!dbg` metadata with
//! extra entries in `files` — so nothing here assumes the source is LLVM IR.
//!
//! [`DebugInput::validate`] checks every rule the writer relies on before gimli
//! sees the data, because gimli panics (or silently writes nonsense) on
//! decreasing row offsets, NUL bytes in strings or misaligned offsets.

use crate::encoding::{DwarfVersion, Endian};
use crate::error::Error;
use crate::source::{FunctionSource, SourceInfo};

/// One compile unit's worth of debug information.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebugInput {
    /// `DW_AT_producer`, e.g. `"egret 0.1.0 -O2"`.
    pub producer: String,
    /// `DW_AT_comp_dir`: the directory relative paths in `files` start from.
    pub comp_dir: String,
    /// Source files. File 0 is the unit's primary file (the `.ll`) and names
    /// the compile unit; rows and `decl_file` refer to files by index here.
    pub files: Vec<String>,
    /// DWARF version of the unit and line table.
    pub version: DwarfVersion,
    /// Byte order of the output sections.
    pub endian: Endian,
    /// Size of the smallest instruction in bytes (4 on Cpu0). It is the line
    /// table's `minimum_instruction_length` and the CIE's code alignment
    /// factor; every row and CFI offset must be a multiple of it.
    pub code_align: u8,
    /// The target's call-frame conventions (the CIE).
    pub frame: FrameConventions,
    /// The functions of the unit, each a disjoint range of `.text`.
    pub functions: Vec<FunctionInfo>,
    /// Source-language facts from a front end's debug metadata: language,
    /// types, abstract origins of inlined functions. Empty for `.ll` input.
    pub source: SourceInfo,
}

/// The target facts the CIE records: shared by every function's FDE.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FrameConventions {
    /// Data alignment factor: every [`CfiOp::Offset`] is a multiple of it
    /// (−4 on Cpu0, whose saves are words below the CFA).
    pub data_align: i8,
    /// The DWARF register that holds the return address at entry.
    pub return_address_register: u16,
    /// The register the CFA is computed from at entry (the stack pointer).
    pub entry_cfa_register: u16,
    /// The offset added to `entry_cfa_register` at entry.
    pub entry_cfa_offset: u32,
}

impl FrameConventions {
    /// Cpu0's conventions (CPU0.md §1, §3.3): return address in `$lr` (14),
    /// CFA = `$sp` (13) + 0 at entry because a call does not touch the stack,
    /// saved registers at word offsets below the CFA.
    pub fn cpu0() -> Self {
        FrameConventions {
            data_align: -4,
            return_address_register: 14,
            entry_cfa_register: 13,
            entry_cfa_offset: 0,
        }
    }
}

/// One function: where it is in `.text` and what its instructions came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionInfo {
    /// The symbol name (`DW_AT_name` of its `DW_TAG_subprogram`).
    pub name: String,
    /// Offset of the first instruction within the object's `.text`.
    pub text_offset: u32,
    /// Size in bytes (must be non-zero).
    pub size: u32,
    /// Index into [`DebugInput::files`] of the file that defines it.
    pub decl_file: usize,
    /// Line of the definition (the `define` line for `.ll` input).
    pub decl_line: u32,
    /// True if the function is visible outside the unit (`DW_AT_external`).
    pub external: bool,
    /// Line rows in non-decreasing offset order; the writer adds the
    /// `end_sequence` row at `size`.
    pub rows: Vec<LineRow>,
    /// How the CFA and saved registers change through the function.
    pub frame: FrameInfo,
    /// Source name, types, variables and nested scopes from debug metadata.
    /// Empty for `.ll` input.
    pub source: FunctionSource,
}

/// One row of the line table: the instruction at `offset` came from
/// `file:line:column`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LineRow {
    /// Byte offset of the instruction within its function.
    pub offset: u32,
    /// Index into [`DebugInput::files`].
    pub file: usize,
    /// 1-based line; 0 means "no source line" (DWARF's convention).
    pub line: u32,
    /// 1-based column; 0 means "the whole line".
    pub column: u32,
    /// A recommended breakpoint location (the first instruction of a statement).
    pub is_stmt: bool,
    /// The first instruction after the prologue: where a debugger stops on
    /// "break at function".
    pub prologue_end: bool,
    /// The first instruction of an epilogue.
    pub epilogue_begin: bool,
}

impl LineRow {
    /// A statement row with no prologue or epilogue mark.
    pub fn new(offset: u32, file: usize, line: u32, column: u32) -> Self {
        LineRow {
            offset,
            file,
            line,
            column,
            is_stmt: true,
            prologue_end: false,
            epilogue_begin: false,
        }
    }
}

/// A function's call-frame information: the CIE's entry rules, then each
/// operation applied from its code offset on.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct FrameInfo {
    /// `(code offset within the function, operation)`, offsets non-decreasing.
    /// An operation at offset `k` holds for the instruction at `k` and after,
    /// so a save done by the instruction at `k` is described at `k + 4`.
    pub cfi: Vec<(u32, CfiOp)>,
}

/// A call-frame operation (a DWARF `DW_CFA_*` instruction) on DWARF register
/// numbers. Offsets are in bytes, unfactored.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CfiOp {
    /// CFA = `reg` + `offset` (`DW_CFA_def_cfa`).
    DefCfa {
        /// The register the CFA is computed from.
        reg: u16,
        /// Added to the register.
        offset: i32,
    },
    /// Keep the CFA register, use a new offset (`DW_CFA_def_cfa_offset`).
    DefCfaOffset(i32),
    /// Keep the CFA offset, use a new register (`DW_CFA_def_cfa_register`).
    DefCfaRegister(u16),
    /// The caller's `reg` is saved at CFA + `cfa_offset` (`DW_CFA_offset`).
    Offset {
        /// The saved register.
        reg: u16,
        /// Where it is saved, relative to the CFA (negative on Cpu0).
        cfa_offset: i32,
    },
    /// The caller's `reg` is in register `in_reg` (`DW_CFA_register`).
    Register {
        /// The register whose caller value is described.
        reg: u16,
        /// The register holding it.
        in_reg: u16,
    },
    /// `reg` is back to its entry rule (`DW_CFA_restore`).
    Restore(u16),
    /// `reg` holds the caller's value (`DW_CFA_same_value`).
    SameValue(u16),
    /// Push the whole rule set (`DW_CFA_remember_state`), e.g. before an
    /// epilogue in the middle of a function.
    RememberState,
    /// Pop the rule set pushed by the matching [`CfiOp::RememberState`].
    RestoreState,
}

impl DebugInput {
    /// Checks every rule the writer depends on; the message of the error names
    /// the function, row or operation that breaks it.
    pub fn validate(&self) -> Result<(), Error> {
        check_string("producer", &self.producer, true)?;
        check_string("comp_dir", &self.comp_dir, false)?;
        if self.files.is_empty() {
            return Err(invalid(
                "`files` is empty; file 0 must be the unit's primary file",
            ));
        }
        for (i, file) in self.files.iter().enumerate() {
            check_string(&format!("file {i}"), file, false)?;
        }
        if self.code_align == 0 {
            return Err(invalid("code_align is 0; expected the instruction size"));
        }
        if self.frame.data_align == 0 {
            return Err(invalid("frame.data_align is 0; expected e.g. -4"));
        }
        self.validate_source_info().map_err(|m| invalid(&m))?;
        for f in &self.functions {
            self.validate_function(f)?;
        }
        self.check_disjoint()
    }

    fn validate_function(&self, f: &FunctionInfo) -> Result<(), Error> {
        let ctx = |m: String| invalid(&format!("function `{}`: {m}", f.name));
        check_string("function name", &f.name, false)?;
        if f.size == 0 {
            return Err(ctx(
                "size is 0; a function has at least one instruction".into()
            ));
        }
        if f.text_offset.checked_add(f.size).is_none() {
            return Err(ctx(format!(
                "text_offset {:#x} + size {:#x} overflows 32 bits",
                f.text_offset, f.size
            )));
        }
        if f.decl_file >= self.files.len() {
            return Err(ctx(format!(
                "decl_file {} but only {} files",
                f.decl_file,
                self.files.len()
            )));
        }
        self.validate_rows(f).map_err(ctx)?;
        self.validate_cfi(f).map_err(ctx)?;
        self.validate_function_source(f).map_err(ctx)
    }

    fn validate_rows(&self, f: &FunctionInfo) -> Result<(), String> {
        let mut previous = 0;
        for (i, row) in f.rows.iter().enumerate() {
            if row.offset < previous {
                return Err(format!(
                    "row {i} at offset {:#x} comes after offset {previous:#x}; rows must be in address order",
                    row.offset
                ));
            }
            if row.offset >= f.size {
                return Err(format!(
                    "row {i} at offset {:#x} is outside the function (size {:#x})",
                    row.offset, f.size
                ));
            }
            self.check_code_offset(row.offset, &format!("row {i}"))?;
            if row.file >= self.files.len() {
                return Err(format!(
                    "row {i} names file {} but only {} files",
                    row.file,
                    self.files.len()
                ));
            }
            previous = row.offset;
        }
        Ok(())
    }

    fn validate_cfi(&self, f: &FunctionInfo) -> Result<(), String> {
        let mut previous = 0;
        let mut depth = 0usize;
        for (i, &(offset, op)) in f.frame.cfi.iter().enumerate() {
            let what = format!("CFI op {i} ({op:?})");
            if offset < previous {
                return Err(format!(
                    "{what} at offset {offset:#x} comes after offset {previous:#x}"
                ));
            }
            if offset > f.size {
                return Err(format!(
                    "{what} at offset {offset:#x} is past the function's end {:#x}",
                    f.size
                ));
            }
            self.check_code_offset(offset, &what)?;
            if let CfiOp::Offset { cfa_offset, .. } = op
                && cfa_offset % i32::from(self.frame.data_align) != 0
            {
                return Err(format!(
                    "{what}: offset {cfa_offset} is not a multiple of data_align {}",
                    self.frame.data_align
                ));
            }
            match op {
                CfiOp::RememberState => depth += 1,
                CfiOp::RestoreState if depth == 0 => {
                    return Err(format!("{what} has no matching RememberState"));
                }
                CfiOp::RestoreState => depth -= 1,
                _ => {}
            }
            previous = offset;
        }
        Ok(())
    }

    pub(crate) fn check_code_offset(&self, offset: u32, what: &str) -> Result<(), String> {
        if !offset.is_multiple_of(u32::from(self.code_align)) {
            return Err(format!(
                "{what}: offset {offset:#x} is not a multiple of code_align {}",
                self.code_align
            ));
        }
        Ok(())
    }

    /// Functions must not overlap: a unit's address ranges are disjoint.
    fn check_disjoint(&self) -> Result<(), Error> {
        let mut ranges: Vec<(u32, u32, &str)> = self
            .functions
            .iter()
            .map(|f| (f.text_offset, f.text_offset + f.size, f.name.as_str()))
            .collect();
        ranges.sort();
        for pair in ranges.windows(2) {
            let ((_, end, a), (start, _, b)) = (pair[0], pair[1]);
            if start < end {
                return Err(invalid(&format!(
                    "functions `{a}` and `{b}` overlap in .text (`{b}` starts at {start:#x}, `{a}` ends at {end:#x})"
                )));
            }
        }
        Ok(())
    }
}

fn check_string(what: &str, value: &str, may_be_empty: bool) -> Result<(), Error> {
    if !may_be_empty && value.is_empty() {
        return Err(invalid(&format!("{what} is empty")));
    }
    if value.contains('\0') {
        return Err(invalid(&format!("{what} {value:?} contains a NUL byte")));
    }
    Ok(())
}

fn invalid(message: &str) -> Error {
    Error::InvalidInput(message.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input() -> DebugInput {
        DebugInput {
            producer: "egret".into(),
            source: Default::default(),
            comp_dir: "/src".into(),
            files: vec!["a.ll".into()],
            version: DwarfVersion::V5,
            endian: Endian::Big,
            code_align: 4,
            frame: FrameConventions::cpu0(),
            functions: vec![FunctionInfo {
                name: "f".into(),
                source: Default::default(),
                text_offset: 0,
                size: 8,
                decl_file: 0,
                decl_line: 1,
                external: true,
                rows: vec![LineRow::new(0, 0, 2, 1), LineRow::new(4, 0, 3, 1)],
                frame: FrameInfo::default(),
            }],
        }
    }

    fn message(input: &DebugInput) -> String {
        match input.validate() {
            Err(Error::InvalidInput(m)) => m,
            other => panic!("expected InvalidInput, got {other:?}"),
        }
    }

    #[test]
    fn accepts_a_well_formed_unit() {
        assert_eq!(input().validate(), Ok(()));
    }

    #[test]
    fn rejects_rows_out_of_order() {
        let mut i = input();
        i.functions[0].rows.swap(0, 1);
        assert!(message(&i).contains("row 1 at offset 0x0 comes after offset 0x4"));
    }

    #[test]
    fn rejects_misaligned_and_outside_rows() {
        let mut i = input();
        i.functions[0].rows[1].offset = 6;
        assert!(message(&i).contains("not a multiple of code_align 4"));
        i.functions[0].rows[1].offset = 8;
        assert!(message(&i).contains("outside the function"));
    }

    #[test]
    fn rejects_unknown_files_and_nul_bytes() {
        let mut i = input();
        i.functions[0].rows[0].file = 1;
        assert!(message(&i).contains("row 0 names file 1 but only 1 files"));
        let mut i = input();
        i.files[0] = "a\0.ll".into();
        assert!(message(&i).contains("NUL"));
        let mut i = input();
        i.functions[0].decl_file = 3;
        assert!(message(&i).contains("decl_file 3"));
    }

    #[test]
    fn rejects_overlapping_functions() {
        let mut i = input();
        let mut g = i.functions[0].clone();
        g.name = "g".into();
        g.text_offset = 4;
        i.functions.push(g);
        assert!(message(&i).contains("`f` and `g` overlap"));
    }

    #[test]
    fn rejects_bad_cfi() {
        let mut i = input();
        i.functions[0].frame.cfi = vec![(
            4,
            CfiOp::Offset {
                reg: 14,
                cfa_offset: -6,
            },
        )];
        assert!(message(&i).contains("not a multiple of data_align -4"));
        i.functions[0].frame.cfi = vec![(4, CfiOp::RestoreState)];
        assert!(message(&i).contains("no matching RememberState"));
        i.functions[0].frame.cfi = vec![(12, CfiOp::DefCfaOffset(8))];
        assert!(message(&i).contains("past the function's end"));
    }

    #[test]
    fn rejects_empty_functions_and_files() {
        let mut i = input();
        i.functions[0].size = 0;
        i.functions[0].rows.clear();
        assert!(message(&i).contains("size is 0"));
        let mut i = input();
        i.files.clear();
        assert!(message(&i).contains("`files` is empty"));
    }
}
