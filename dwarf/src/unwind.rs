//! Reading `.debug_frame` and unwinding one frame.
//!
//! [`FrameTable::parse`] indexes the FDEs by address once; [`FrameTable::rules_at`]
//! runs gimli's CFI evaluator for one address and returns the result as plain
//! data ([`FrameRules`]); [`FrameTable::unwind`] applies those rules to a
//! register file and memory, given as closures so the simulator, a test model
//! or a core dump can all supply them.
//!
//! A register the CFI says nothing about keeps its value across the call (the
//! "same value" rule). That is the right default for the return-address
//! register in a leaf function, whose `$lr` is never saved, and for callee-saved
//! registers a function does not touch; caller-saved registers simply cannot
//! be trusted after unwinding, which CFI never promises anyway.

use std::collections::BTreeMap;

use gimli::{
    BaseAddresses, CieOrFde, DebugFrame, DebugFrameOffset, EndianSlice, Register, RunTimeEndian,
    UnwindContext, UnwindSection,
};

use crate::encoding::Endian;
use crate::error::{Error, read_error};

/// The frame descriptions of a program, indexed by address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameTable {
    data: Vec<u8>,
    endian: Endian,
    /// `(start, end, offset of the FDE)`, sorted by start.
    fdes: Vec<(u32, u32, usize)>,
}

/// How to compute the CFA and the caller's registers at one address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameRules {
    /// The CFA is this register's value ...
    pub cfa_register: u16,
    /// ... plus this offset.
    pub cfa_offset: i64,
    /// The register holding the return address (from the CIE).
    pub return_address_register: u16,
    /// Rules for registers the CFI mentions, sorted by register; any register
    /// not listed keeps its value ([`RegisterRule::SameValue`]).
    pub registers: Vec<(u16, RegisterRule)>,
}

/// Where the caller's value of a register is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegisterRule {
    /// Lost: the callee did not preserve it.
    Undefined,
    /// Unchanged: the callee's value is the caller's.
    SameValue,
    /// In memory at CFA + offset.
    AtCfaOffset(i64),
    /// The value CFA + offset itself.
    CfaPlus(i64),
    /// In the given register.
    InRegister(u16),
}

/// The result of unwinding one frame: what the caller sees after the return.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnwoundFrame {
    /// The canonical frame address: the stack pointer's value in the caller
    /// at the call (on Cpu0, `$sp` at the callee's entry).
    pub cfa: u32,
    /// The caller's value of the return-address register: where execution
    /// resumes.
    pub return_address: u32,
    /// The caller's value of every register the CFI has a recoverable rule for
    /// (the return-address register included); others keep their values,
    /// except those marked [`RegisterRule::Undefined`], which are absent.
    pub registers: BTreeMap<u16, u32>,
}

type Reader<'a> = EndianSlice<'a, RunTimeEndian>;

impl FrameTable {
    /// Reads the FDE index of a `.debug_frame` section.
    pub fn parse(endian: Endian, debug_frame: &[u8]) -> Result<FrameTable, Error> {
        let mut table = FrameTable {
            data: debug_frame.to_vec(),
            endian,
            fdes: Vec::new(),
        };
        table.fdes = table.index_fdes()?;
        Ok(table)
    }

    fn section(&self) -> DebugFrame<Reader<'_>> {
        let mut section = DebugFrame::new(&self.data, self.endian.gimli());
        // Only used by CIEs older than version 4, which do not record it.
        section.set_address_size(4);
        section
    }

    fn index_fdes(&self) -> Result<Vec<(u32, u32, usize)>, Error> {
        let section = self.section();
        let bases = BaseAddresses::default();
        let mut entries = section.entries(&bases);
        let mut fdes = Vec::new();
        while let Some(entry) = entries.next().map_err(|e| read_error(".debug_frame", e))? {
            let CieOrFde::Fde(partial) = entry else {
                continue;
            };
            let fde = partial
                .parse(DebugFrame::cie_from_offset)
                .map_err(|e| read_error(".debug_frame FDE", e))?;
            let start = address(fde.initial_address())?;
            let end = address(fde.end_address())?;
            fdes.push((start, end, fde.offset()));
        }
        fdes.sort();
        Ok(fdes)
    }

    /// The number of FDEs (one per function written by this crate).
    pub fn len(&self) -> usize {
        self.fdes.len()
    }

    /// True if the section has no FDEs.
    pub fn is_empty(&self) -> bool {
        self.fdes.is_empty()
    }

    /// The rules that hold at `pc`, or `None` if no FDE covers it.
    pub fn rules_at(&self, pc: u32) -> Result<Option<FrameRules>, Error> {
        let Some(offset) = self.fde_offset(pc) else {
            return Ok(None);
        };
        let section = self.section();
        let bases = BaseAddresses::default();
        let fde = section
            .fde_from_offset(
                &bases,
                DebugFrameOffset(offset),
                DebugFrame::cie_from_offset,
            )
            .map_err(|e| read_error(".debug_frame FDE", e))?;
        let mut context = UnwindContext::new();
        let row = fde
            .unwind_info_for_address(&section, &bases, &mut context, u64::from(pc))
            .map_err(|e| read_error(&format!("CFI at {pc:#x}"), e))?;
        let (cfa_register, cfa_offset) = match row.cfa() {
            gimli::CfaRule::RegisterAndOffset { register, offset } => (register.0, *offset),
            gimli::CfaRule::Expression(_) => {
                return Err(Error::Unwind(format!(
                    "CFA at {pc:#x} is a DWARF expression, which is not supported"
                )));
            }
        };
        let mut registers = Vec::new();
        for (register, rule) in row.registers() {
            registers.push((register.0, plain_rule(pc, *register, rule)?));
        }
        registers.sort_by_key(|&(r, _)| r);
        Ok(Some(FrameRules {
            cfa_register,
            cfa_offset,
            return_address_register: fde.cie().return_address_register().0,
            registers,
        }))
    }

    fn fde_offset(&self, pc: u32) -> Option<usize> {
        let after = self.fdes.partition_point(|&(start, _, _)| start <= pc);
        self.fdes[..after]
            .iter()
            .rev()
            .find(|&&(_, end, _)| pc < end)
            .map(|&(_, _, offset)| offset)
    }

    /// Unwinds one frame at `pc`: computes the CFA from the current registers
    /// and recovers the caller's return address and saved registers.
    /// `read_register` gives a DWARF register's current value, `read_memory`
    /// the 32-bit word at an address; either returning `None` makes the
    /// unwind fail with a message naming what could not be read.
    ///
    /// ```
    /// use egret_dwarf::*;
    ///
    /// // `addiu $sp,$sp,-8` at 0, `st $lr,4($sp)` at 4, body at 8.
    /// let input = DebugInput {
    ///     producer: String::new(),
    ///     source: Default::default(),
    ///     comp_dir: "/src".into(),
    ///     files: vec!["f.ll".into()],
    ///     version: DwarfVersion::V5,
    ///     endian: Endian::Little,
    ///     code_align: 4,
    ///     frame: FrameConventions::cpu0(),
    ///     functions: vec![FunctionInfo {
    ///         name: "f".into(),
    ///         source: Default::default(),
    ///         text_offset: 0,
    ///         size: 12,
    ///         decl_file: 0,
    ///         decl_line: 1,
    ///         external: true,
    ///         rows: vec![],
    ///         frame: FrameInfo {
    ///             cfi: vec![
    ///                 (4, CfiOp::DefCfaOffset(8)),
    ///                 (8, CfiOp::Offset { reg: 14, cfa_offset: -4 }),
    ///             ],
    ///         },
    ///     }],
    /// };
    /// let mut sections = write_debug_sections(&input)?;
    /// sections.relocate(0x100)?;
    /// let frames = FrameTable::parse(Endian::Little, sections.data(".debug_frame"))?;
    /// // At the body: $sp = 0x7ff8, the caller's $lr is stored at 0x7ffc.
    /// let sp = 0x7ff8;
    /// let frame = frames.unwind(
    ///     0x108,
    ///     |reg| (reg == 13).then_some(sp),
    ///     |addr| (addr == 0x7ffc).then_some(0x2468),
    /// )?;
    /// assert_eq!((frame.cfa, frame.return_address), (0x8000, 0x2468));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn unwind(
        &self,
        pc: u32,
        read_register: impl Fn(u16) -> Option<u32>,
        read_memory: impl Fn(u32) -> Option<u32>,
    ) -> Result<UnwoundFrame, Error> {
        let rules = self
            .rules_at(pc)?
            .ok_or_else(|| Error::Unwind(format!("no FDE covers {pc:#x}")))?;
        let register = |r: u16| {
            read_register(r)
                .ok_or_else(|| Error::Unwind(format!("register {r} is unknown at {pc:#x}")))
        };
        let cfa = offset_address(register(rules.cfa_register)?, rules.cfa_offset, pc)?;
        let mut registers = BTreeMap::new();
        for &(r, rule) in &rules.registers {
            let value = match rule {
                RegisterRule::Undefined => continue,
                RegisterRule::SameValue => register(r)?,
                RegisterRule::AtCfaOffset(offset) => {
                    let at = offset_address(cfa, offset, pc)?;
                    read_memory(at).ok_or_else(|| {
                        Error::Unwind(format!(
                            "cannot read the saved register {r} at {at:#x} (pc {pc:#x})"
                        ))
                    })?
                }
                RegisterRule::CfaPlus(offset) => offset_address(cfa, offset, pc)?,
                RegisterRule::InRegister(from) => register(from)?,
            };
            registers.insert(r, value);
        }
        let ra = rules.return_address_register;
        if rules.registers.contains(&(ra, RegisterRule::Undefined)) {
            return Err(Error::Unwind(format!(
                "the return address is undefined at {pc:#x} (outermost frame)"
            )));
        }
        let return_address = match registers.get(&ra) {
            Some(&value) => value,
            None => register(ra)?,
        };
        registers.insert(ra, return_address);
        Ok(UnwoundFrame {
            cfa,
            return_address,
            registers,
        })
    }
}

fn plain_rule(
    pc: u32,
    register: Register,
    rule: &gimli::RegisterRule<usize>,
) -> Result<RegisterRule, Error> {
    Ok(match rule {
        gimli::RegisterRule::Undefined => RegisterRule::Undefined,
        gimli::RegisterRule::SameValue => RegisterRule::SameValue,
        gimli::RegisterRule::Offset(n) => RegisterRule::AtCfaOffset(*n),
        gimli::RegisterRule::ValOffset(n) => RegisterRule::CfaPlus(*n),
        gimli::RegisterRule::Register(r) => RegisterRule::InRegister(r.0),
        other => {
            return Err(Error::Unwind(format!(
                "register {} at {pc:#x} has rule {other:?}, which is not supported",
                register.0
            )));
        }
    })
}

fn address(value: u64) -> Result<u32, Error> {
    u32::try_from(value)
        .map_err(|_| Error::Read(format!(".debug_frame: address {value:#x} exceeds 32 bits")))
}

fn offset_address(base: u32, offset: i64, pc: u32) -> Result<u32, Error> {
    u32::try_from(i64::from(base) + offset).map_err(|_| {
        Error::Unwind(format!(
            "{base:#x} + {offset} leaves the 32-bit address space (pc {pc:#x})"
        ))
    })
}
