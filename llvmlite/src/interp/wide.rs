//! The interpreter's operations on integers wider than 64 bits.
//!
//! A wide value of `N` bits occupies `ceil(N / 64)` consecutive slots of its
//! frame, its little-endian 64-bit limbs, zero-extended above `N` (the
//! convention [`crate::bigint`] computes with). Copies, selects, block
//! parameters, calls and returns move those slots like an aggregate's;
//! everything that looks at the number is a [`WideOp`], executed by
//! [`exec`]. Memory holds the value's `ceil(N / 8)` bytes in the module's
//! byte order, as LLVM stores an `iN`.

use super::memory::Memory;
use crate::bigint;
use crate::intrinsics::IntrinsicKind;
use crate::ir::{BinOp, IntCC};
use crate::layout::Endian;

/// One operation that involves an integer wider than 64 bits. Slots index
/// the current frame; a narrow operand or result is one slot.
#[derive(Clone, Debug)]
pub enum WideOp {
    /// `dst = op a, b` at `bits` bits.
    Bin {
        op: BinOp,
        bits: u32,
        dst: u32,
        a: u32,
        b: u32,
    },
    /// `dst = icmp cc a, b` at `bits` bits (`dst` is an `i1`).
    Icmp {
        cc: IntCC,
        bits: u32,
        dst: u32,
        a: u32,
        b: u32,
    },
    /// `dst = src` from `from` bits to `to` bits: truncated, or extended
    /// with zeros or (`signed`) copies of the sign bit.
    Resize {
        dst: u32,
        src: u32,
        from: u32,
        to: u32,
        signed: bool,
    },
    /// `dst = load iN, ptr` for `bits` = N.
    Load { dst: u32, ptr: u32, bits: u32 },
    /// `store iN src, ptr` for `bits` = N.
    Store { src: u32, ptr: u32, bits: u32 },
    /// An integer intrinsic on `bits`-bit operands in `args`; the result
    /// (`rbits` wide) at `dst`, and for the `with.overflow` family the
    /// overflow bit in the slot after it.
    Intrinsic {
        kind: crate::intrinsics::IntrinsicKind,
        bits: u32,
        rbits: u32,
        dst: u32,
        args: Vec<u32>,
    },
}

/// The limbs of the `bits`-bit value at slot `at`.
fn read(regs: &[u64], at: u32, bits: u32) -> &[u64] {
    let at = at as usize;
    &regs[at..at + bigint::limbs(bits)]
}

fn write(regs: &mut [u64], at: u32, limbs: &[u64]) {
    let at = at as usize;
    regs[at..at + limbs.len()].copy_from_slice(limbs);
}

/// Whether the interpreter defines intrinsic `kind` on integers wider than
/// 64 bits: the element-wise integer families
/// ([`IntrinsicKind::is_elementwise`]), the three-way compares, the
/// `with.overflow` family and the identities.
pub fn defines(kind: IntrinsicKind) -> bool {
    use IntrinsicKind::*;
    kind.is_elementwise()
        || matches!(
            kind,
            SCmp | UCmp
                | SAddWithOverflow
                | SSubWithOverflow
                | SMulWithOverflow
                | UAddWithOverflow
                | USubWithOverflow
                | UMulWithOverflow
                | Identity
        )
}

/// Executes `op` on the frame `regs`; the error is the trap's message.
pub(super) fn exec(
    op: &WideOp,
    regs: &mut [u64],
    mem: &mut Memory,
    checked: bool,
) -> Result<(), String> {
    match *op {
        WideOp::Bin {
            op,
            bits,
            dst,
            a,
            b,
        } => {
            let v = bigint::binop(op, bits, read(regs, a, bits), read(regs, b, bits), checked)?;
            write(regs, dst, &v);
        }
        WideOp::Icmp {
            cc,
            bits,
            dst,
            a,
            b,
        } => {
            regs[dst as usize] =
                bigint::icmp(cc, bits, read(regs, a, bits), read(regs, b, bits)) as u64;
        }
        WideOp::Resize {
            dst,
            src,
            from,
            to,
            signed,
        } => {
            let v = bigint::resize(read(regs, src, from), from, to, signed);
            write(regs, dst, &v);
        }
        WideOp::Intrinsic {
            kind,
            bits,
            rbits,
            dst,
            ref args,
        } => {
            let operands: Vec<&[u64]> = args.iter().map(|&a| read(regs, a, bits)).collect();
            let (v, overflow) = bigint::intrinsic(kind, bits, rbits, &operands)
                .ok_or_else(|| format!("`{kind:?}` is not defined on i{bits}"))?;
            write(regs, dst, &v);
            if let Some(o) = overflow {
                regs[dst as usize + v.len()] = o as u64;
            }
        }
        WideOp::Load { dst, ptr, bits } => {
            let size = u64::from(bits.div_ceil(8));
            let mut bytes = mem
                .read_bytes(regs[ptr as usize] as u32, size)
                .map_err(|f| f.0)?;
            if mem.endian() == Endian::Big {
                bytes.reverse();
            }
            let mut limbs = vec![0u64; bigint::limbs(bits)];
            for (k, b) in bytes.iter().enumerate() {
                limbs[k / 8] |= u64::from(*b) << (8 * (k % 8));
            }
            bigint::mask(&mut limbs, bits);
            write(regs, dst, &limbs);
        }
        WideOp::Store { src, ptr, bits } => {
            let size = bits.div_ceil(8) as usize;
            let limbs = read(regs, src, bits);
            let mut bytes: Vec<u8> = (0..size)
                .map(|k| (limbs[k / 8] >> (8 * (k % 8))) as u8)
                .collect();
            if mem.endian() == Endian::Big {
                bytes.reverse();
            }
            mem.write_bytes(regs[ptr as usize] as u32, &bytes)
                .map_err(|f| f.0)?;
        }
    }
    Ok(())
}
