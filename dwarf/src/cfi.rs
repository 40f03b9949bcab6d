//! `.debug_frame`: one CIE with the target's entry rules, one FDE per function.
//!
//! The CIE is built from [`FrameConventions`]: code and data alignment, the
//! return-address register and `DW_CFA_def_cfa` for the CFA at entry. Each
//! FDE replays the function's [`CfiOp`]s at their code offsets. We use CIE
//! version 4, the one DWARF 4 and 5 define for `.debug_frame`, because it
//! records the address size: a consumer that does not know `e_machine` 999
//! can still parse the FDE addresses.
//!
//! [`FrameConventions`]: crate::FrameConventions

use gimli::Register;
use gimli::write::{
    CallFrameInstruction, CommonInformationEntry, DebugFrame, FrameDescriptionEntry, FrameTable,
};
use gimli::{Encoding, Format};

use crate::error::Error;
use crate::input::{CfiOp, DebugInput, FunctionInfo};
use crate::sections::{SectionWriter, text_address};

/// The CIE version; see the module comment.
const CIE_VERSION: u16 = 4;

/// Writes the frame table for `functions` (already in address order). Empty
/// when there are no functions: a CIE is only written once an FDE uses it.
pub(crate) fn write_debug_frame(
    input: &DebugInput,
    functions: &[&FunctionInfo],
) -> Result<SectionWriter, Error> {
    let mut table = FrameTable::default();
    let cie = table.add_cie(common_entry(input)?);
    for f in functions {
        let mut fde = FrameDescriptionEntry::new(text_address(f.text_offset), f.size);
        for &(offset, op) in &f.frame.cfi {
            fde.add_instruction(offset, instruction(op));
        }
        table.add_fde(cie, fde);
    }
    let mut section = DebugFrame(SectionWriter::new(input.endian));
    table.write_debug_frame(&mut section)?;
    Ok(section.0)
}

fn common_entry(input: &DebugInput) -> Result<CommonInformationEntry, Error> {
    let conventions = input.frame;
    let encoding = Encoding {
        format: Format::Dwarf32,
        version: CIE_VERSION,
        address_size: 4,
    };
    let mut cie = CommonInformationEntry::new(
        encoding,
        input.code_align,
        conventions.data_align,
        Register(conventions.return_address_register),
    );
    let entry_offset = i32::try_from(conventions.entry_cfa_offset).map_err(|_| {
        Error::InvalidInput(format!(
            "frame.entry_cfa_offset {:#x} does not fit in 31 bits",
            conventions.entry_cfa_offset
        ))
    })?;
    cie.add_instruction(CallFrameInstruction::Cfa(
        Register(conventions.entry_cfa_register),
        entry_offset,
    ));
    Ok(cie)
}

fn instruction(op: CfiOp) -> CallFrameInstruction {
    match op {
        CfiOp::DefCfa { reg, offset } => CallFrameInstruction::Cfa(Register(reg), offset),
        CfiOp::DefCfaOffset(offset) => CallFrameInstruction::CfaOffset(offset),
        CfiOp::DefCfaRegister(reg) => CallFrameInstruction::CfaRegister(Register(reg)),
        CfiOp::Offset { reg, cfa_offset } => {
            CallFrameInstruction::Offset(Register(reg), cfa_offset)
        }
        CfiOp::Register { reg, in_reg } => {
            CallFrameInstruction::Register(Register(reg), Register(in_reg))
        }
        CfiOp::Restore(reg) => CallFrameInstruction::Restore(Register(reg)),
        CfiOp::SameValue(reg) => CallFrameInstruction::SameValue(Register(reg)),
        CfiOp::RememberState => CallFrameInstruction::RememberState,
        CfiOp::RestoreState => CallFrameInstruction::RestoreState,
    }
}
