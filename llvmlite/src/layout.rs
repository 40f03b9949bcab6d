//! The Cpu0 data layout: the one place that decides sizes, alignments and offsets.
//!
//! Cpu0 is a 32-bit machine with the MIPS O32 layout
//! (`E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64`): pointers are 4 bytes,
//! `i64` is 8 bytes aligned to 8, `i1` and `i8` take one byte, and structs and
//! arrays follow natural C layout (each field at the next multiple of its
//! alignment, the whole rounded up to the largest alignment). The interpreter,
//! the global-data emitter, `getelementptr` lowering and the frame layout all ask
//! this module, so they can never disagree.
//!
//! Byte order is not part of the layout (sizes and offsets are the same on `cpu0`
//! and `cpu0el`); it is carried separately as [`Endian`].

use crate::types::{Ty, TyData, TypeStore};

/// Byte order of the target memory.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Endian {
    /// Most significant byte first (`cpu0`, the default).
    #[default]
    Big,
    /// Least significant byte first (`cpu0el`).
    Little,
}

/// Size and alignment of a type, in bytes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SizeAlign {
    /// Size in bytes (a multiple of `align`).
    pub size: u64,
    /// Alignment in bytes (a power of two).
    pub align: u64,
}

/// Size of a pointer on Cpu0, in bytes.
pub const POINTER_SIZE: u64 = 4;

/// Rounds `x` up to a multiple of `align` (a power of two).
pub fn align_to(x: u64, align: u64) -> u64 {
    debug_assert!(align.is_power_of_two());
    (x + align - 1) & !(align - 1)
}

/// Size and alignment of `t`. `void` and function types have size 0 and
/// alignment 1; an opaque (undefined) named type likewise.
pub fn size_align(types: &TypeStore, t: Ty) -> SizeAlign {
    match types.kind(t) {
        TyData::Void | TyData::Func { .. } | TyData::Named(_) => SizeAlign { size: 0, align: 1 },
        TyData::Int(bits) => {
            let n = match bits {
                1 | 8 => 1,
                16 => 2,
                32 => 4,
                _ => 8,
            };
            SizeAlign { size: n, align: n }
        }
        TyData::Ptr(_) => SizeAlign {
            size: POINTER_SIZE,
            align: POINTER_SIZE,
        },
        TyData::Array(n, e) => {
            let e = size_align(types, *e);
            SizeAlign {
                size: e.size.saturating_mul(*n),
                align: e.align,
            }
        }
        TyData::Struct(fields) => {
            let mut off = 0u64;
            let mut align = 1u64;
            for f in fields {
                let fa = size_align(types, *f);
                off = align_to(off, fa.align).saturating_add(fa.size);
                align = align.max(fa.align);
            }
            SizeAlign {
                size: align_to(off, align),
                align,
            }
        }
    }
}

/// Size of `t` in bytes (also the stride between array elements).
pub fn size_of(types: &TypeStore, t: Ty) -> u64 {
    size_align(types, t).size
}

/// Alignment of `t` in bytes.
pub fn align_of(types: &TypeStore, t: Ty) -> u64 {
    size_align(types, t).align
}

/// Byte offset of field `index` of the struct type `t`, or `None` when `t` is
/// not a struct or has no such field.
pub fn field_offset(types: &TypeStore, t: Ty, index: usize) -> Option<u64> {
    let TyData::Struct(fields) = types.kind(t) else {
        return None;
    };
    if index >= fields.len() {
        return None;
    }
    let mut off = 0u64;
    for (i, f) in fields.iter().enumerate() {
        let fa = size_align(types, *f);
        off = align_to(off, fa.align);
        if i == index {
            return Some(off);
        }
        off += fa.size;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalar_sizes() {
        let mut s = TypeStore::new();
        assert_eq!(size_of(&s, Ty::I1), 1);
        assert_eq!(size_of(&s, Ty::I16), 2);
        assert_eq!(size_align(&s, Ty::I64), SizeAlign { size: 8, align: 8 });
        let p = s.ptr(Ty::I64);
        assert_eq!(size_align(&s, p), SizeAlign { size: 4, align: 4 });
    }

    #[test]
    fn struct_layout_is_natural() {
        let mut s = TypeStore::new();
        let p = s.ptr(Ty::I8);
        // { i8, i64, i8*, i16 } -> offsets 0, 8, 16, 20; size 24, align 8
        let st = s.struct_(vec![Ty::I8, Ty::I64, p, Ty::I16]);
        assert_eq!(field_offset(&s, st, 0), Some(0));
        assert_eq!(field_offset(&s, st, 1), Some(8));
        assert_eq!(field_offset(&s, st, 2), Some(16));
        assert_eq!(field_offset(&s, st, 3), Some(20));
        assert_eq!(field_offset(&s, st, 4), None);
        assert_eq!(size_align(&s, st), SizeAlign { size: 24, align: 8 });
        let arr = s.array(3, st);
        assert_eq!(size_of(&s, arr), 72);
    }
}
