//! The scalar leaves of the interpreter's values: how many slots a type
//! takes, how wide each is, and where each lies in the value's memory image.

use super::Leaf;
use crate::layout::{field_offset, size_of};
use crate::types::{Ty, TyData, TypeStore};

/// Width of a simple type in bits (pointers: 32); 0 for others, integers
/// wider than 64 bits included (they take several slots, as aggregates do).
pub fn bits_of(types: &TypeStore, t: Ty) -> u8 {
    if types.is_ptr(t) {
        return 32;
    }
    match types.kind(t) {
        TyData::Int(b) if *b <= 64 => *b as u8,
        TyData::Float => 32,
        TyData::Double => 64,
        _ => 0,
    }
}

/// The width of `t` if it is an integer wider than 64 bits.
pub fn wide_bits(types: &TypeStore, t: Ty) -> Option<u32> {
    types.int_bits(t).filter(|&b| b > 64)
}

/// Number of scalar leaves of `t` (1 for a scalar), saturating.
pub fn leaf_count(types: &TypeStore, t: Ty) -> u64 {
    if types.is_ptr(t) {
        return 1;
    }
    if let Some((fields, _)) = types.struct_fields(t) {
        return fields
            .iter()
            .fold(0u64, |n, &f| n.saturating_add(leaf_count(types, f)));
    }
    match types.kind(t) {
        TyData::Int(b) => crate::bigint::limbs(*b) as u64,
        TyData::Float | TyData::Double => 1,
        TyData::Array(n, e) => n.saturating_mul(leaf_count(types, *e)),
        TyData::Vector(n, _) => u64::from(*n),
        _ => 0,
    }
}

/// The leaves of a value of type `t`, in order.
pub fn leaves(types: &TypeStore, t: Ty) -> Vec<Leaf> {
    let mut out = Vec::new();
    push_leaves(types, t, 0, &mut out);
    out
}

fn push_leaves(types: &TypeStore, t: Ty, offset: u64, out: &mut Vec<Leaf>) {
    if let Some(w) = wide_bits(types, t) {
        // The limbs of a wide integer (little-endian offsets: these leaves
        // only give slot widths; memory never sees them, see
        // `FnCompiler::refuse_wide`).
        for k in 0..crate::bigint::limbs(w) as u32 {
            let bits = (w - 64 * k).min(64) as u8;
            out.push(Leaf {
                offset: (offset + u64::from(8 * k)) as u32,
                size: bits.div_ceil(8),
                bits,
            });
        }
        return;
    }
    let bits = bits_of(types, t);
    if bits != 0 {
        out.push(Leaf {
            offset: offset as u32,
            size: bits.div_ceil(8),
            bits,
        });
        return;
    }
    if let Some((fields, _)) = types.struct_fields(t) {
        for (k, &f) in fields.iter().enumerate() {
            let off = field_offset(types, t, k).unwrap_or(0);
            push_leaves(types, f, offset + off, out);
        }
        return;
    }
    if let TyData::Array(n, e) = types.kind(t) {
        let stride = size_of(types, *e);
        for i in 0..*n {
            push_leaves(types, *e, offset + i * stride, out);
        }
    }
    if let TyData::Vector(n, e) = types.kind(t) {
        // Elements are packed; only whole-byte elements reach memory.
        let bits = bits_of(types, *e);
        for i in 0..u64::from(*n) {
            out.push(Leaf {
                offset: (offset + i * u64::from(bits) / 8) as u32,
                size: bits.div_ceil(8),
                bits,
            });
        }
    }
}
