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
                0..=8 => 1,
                9..=16 => 2,
                17..=32 => 4,
                33..=64 => 8,
                // Wider than 64 bits: clang's MIPS data layout names no
                // wider integer, so LLVM aligns them as `i64` (8) and
                // rounds their store size up to that alignment.
                _ => {
                    return SizeAlign {
                        size: align_to(u64::from(*bits).div_ceil(8), 8),
                        align: 8,
                    };
                }
            };
            SizeAlign { size: n, align: n }
        }
        TyData::Float => SizeAlign { size: 4, align: 4 },
        TyData::Double => SizeAlign { size: 8, align: 8 },
        TyData::Ptr(_) | TyData::OpaquePtr => SizeAlign {
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
        TyData::Vector(..) => {
            // LLVM's default for vectors: natural alignment, the store size
            // rounded up to a power of two.
            let store = store_size(types, t).max(1);
            let align = store.next_power_of_two();
            SizeAlign {
                size: align_to(store, align),
                align,
            }
        }
        TyData::PackedStruct(fields) => SizeAlign {
            size: fields
                .iter()
                .fold(0u64, |acc, f| acc.saturating_add(size_of(types, *f))),
            align: 1,
        },
    }
}

/// The number of bytes a store of `t` writes: `ceil(bits / 8)` for an
/// integer (`i24` stores 3 bytes, although it occupies 4), the allocation
/// size for everything else.
pub fn store_size(types: &TypeStore, t: Ty) -> u64 {
    match types.kind(t) {
        TyData::Int(bits) => u64::from(*bits).div_ceil(8),
        TyData::Vector(n, e) => (u64::from(*n) * vector_elem_bits(types, *e)).div_ceil(8),
        _ => size_of(types, t),
    }
}

/// The width in bits of a vector element type (pointers: 32). Elements are
/// bit-packed in LLVM's layout; egret's memory accesses of vectors need
/// whole-byte elements (the verifier refuses the others), whose element
/// `k` then lies at byte `k * bits / 8`.
pub fn vector_elem_bits(types: &TypeStore, e: Ty) -> u64 {
    match types.kind(e) {
        TyData::Int(b) => u64::from(*b),
        _ => POINTER_SIZE * 8,
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
    let (fields, packed) = types.struct_fields(t)?;
    if index >= fields.len() {
        return None;
    }
    let mut off = 0u64;
    for (i, f) in fields.iter().enumerate() {
        let fa = size_align(types, *f);
        if !packed {
            off = align_to(off, fa.align);
        }
        if i == index {
            return Some(off);
        }
        off += fa.size;
    }
    None
}

/// One index of a `getelementptr`, as much as its type computation needs:
/// struct indices must be constants, array and pointer indices need not be.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GepIndex {
    /// A constant index (sign-extended from its type).
    Const(i64),
    /// An index only known at run time.
    Dynamic,
}

/// How one `getelementptr` index contributes to the address.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GepStep {
    /// A byte offset known statically (struct fields, constant indices).
    Offset(i64),
    /// Index number `index` (0-based among the GEP's indices), sign-extended,
    /// times `stride` bytes.
    Scaled {
        /// Which index.
        index: usize,
        /// Bytes per unit of the index.
        stride: u64,
    },
}

/// GEPTY: the type a `getelementptr elem_ty, elem_ty* p, indices...` points
/// to. The first index steps over `elem_ty` itself; each further index selects
/// a struct field (a constant in range) or an array element (any value).
/// Needs no sizes, so it is safe on modules whose types are still unchecked.
pub fn gep_type(types: &TypeStore, elem_ty: Ty, indices: &[GepIndex]) -> Result<Ty, String> {
    let mut t = elem_ty;
    for idx in indices.iter().skip(1) {
        t = match (types.kind(t), idx) {
            (TyData::Struct(fields) | TyData::PackedStruct(fields), GepIndex::Const(i)) => {
                match usize::try_from(*i).ok().and_then(|i| fields.get(i)) {
                    Some(f) => *f,
                    None => {
                        return Err(format!(
                            "struct index {i} is out of range for `{}` ({} fields)",
                            types.display(t),
                            fields.len()
                        ));
                    }
                }
            }
            (TyData::Struct(_) | TyData::PackedStruct(_), GepIndex::Dynamic) => {
                return Err(format!(
                    "index into struct `{}` must be a constant",
                    types.display(t)
                ));
            }
            (TyData::Array(_, e) | TyData::Vector(_, e), _) => *e,
            _ => {
                return Err(format!(
                    "cannot index into `{}`: it is not a struct or an array",
                    types.display(t)
                ));
            }
        };
    }
    Ok(t)
}

/// The address computation of a valid `getelementptr`: constant byte offsets
/// and scaled dynamic indices, in index order. Constant array indices are
/// folded into offsets. Call only on well-formed GEPs of a module whose named
/// types are well founded (see [`TypeStore::find_unguarded_cycle`]).
pub fn gep_steps(
    types: &TypeStore,
    elem_ty: Ty,
    indices: &[GepIndex],
) -> Result<Vec<GepStep>, String> {
    gep_type(types, elem_ty, indices)?;
    let mut steps = Vec::with_capacity(indices.len());
    let mut t = elem_ty;
    for (n, idx) in indices.iter().enumerate() {
        let step = if n == 0 {
            scaled(n, *idx, size_of(types, t))
        } else {
            match types.kind(t) {
                TyData::Struct(fields) | TyData::PackedStruct(fields) => {
                    let GepIndex::Const(i) = *idx else {
                        unreachable!("gep_type accepted a dynamic struct index")
                    };
                    let off = field_offset(types, t, i as usize).unwrap_or(0);
                    t = fields[i as usize];
                    GepStep::Offset(off as i64)
                }
                TyData::Array(_, e) | TyData::Vector(_, e) => {
                    t = *e;
                    scaled(n, *idx, size_of(types, t))
                }
                _ => unreachable!("gep_type accepted indexing a scalar"),
            }
        };
        steps.push(step);
    }
    Ok(steps)
}

fn scaled(index: usize, idx: GepIndex, stride: u64) -> GepStep {
    match idx {
        GepIndex::Const(c) => GepStep::Offset(c.wrapping_mul(stride as i64)),
        GepIndex::Dynamic => GepStep::Scaled { index, stride },
    }
}

/// The byte offset of a `getelementptr` whose indices are all constants.
pub fn gep_const_offset(types: &TypeStore, elem_ty: Ty, indices: &[i64]) -> Result<i64, String> {
    let idx: Vec<GepIndex> = indices.iter().map(|&i| GepIndex::Const(i)).collect();
    let steps = gep_steps(types, elem_ty, &idx)?;
    Ok(steps.iter().fold(0i64, |acc, s| match s {
        GepStep::Offset(o) => acc.wrapping_add(*o),
        GepStep::Scaled { .. } => acc,
    }))
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

    #[test]
    fn odd_integer_widths_and_packed_structs() {
        let mut s = TypeStore::new();
        let i24 = s.int(24);
        let i48 = s.int(48);
        let i2 = s.int(2);
        assert_eq!(size_align(&s, i24), SizeAlign { size: 4, align: 4 });
        assert_eq!(store_size(&s, i24), 3);
        assert_eq!(size_align(&s, i48), SizeAlign { size: 8, align: 8 });
        assert_eq!(store_size(&s, i48), 6);
        assert_eq!(size_align(&s, i2), SizeAlign { size: 1, align: 1 });
        let p = s.opaque_ptr();
        // <{ i8, i32, ptr }> -> offsets 0, 1, 5; size 9, align 1
        let ps = s.packed_struct(vec![Ty::I8, Ty::I32, p]);
        assert_eq!(field_offset(&s, ps, 1), Some(1));
        assert_eq!(field_offset(&s, ps, 2), Some(5));
        assert_eq!(size_align(&s, ps), SizeAlign { size: 9, align: 1 });
        assert_eq!(gep_const_offset(&s, ps, &[1, 2]), Ok(9 + 5));
    }
    #[test]
    fn gep_types_and_offsets() {
        let mut s = TypeStore::new();
        let arr = s.array(4, Ty::I32);
        // { i8, [4 x i32], i64 }: offsets 0, 4, 24; size 32
        let st = s.struct_(vec![Ty::I8, arr, Ty::I64]);
        use GepIndex::{Const, Dynamic};
        assert_eq!(
            gep_type(&s, st, &[Const(0), Const(1), Dynamic]),
            Ok(Ty::I32)
        );
        assert_eq!(gep_type(&s, st, &[Dynamic, Const(2)]), Ok(Ty::I64));
        assert!(gep_type(&s, st, &[Const(0), Const(3)]).is_err());
        assert!(gep_type(&s, st, &[Const(0), Dynamic]).is_err());
        assert!(gep_type(&s, st, &[Const(0), Const(2), Const(0)]).is_err());
        assert_eq!(gep_const_offset(&s, st, &[1, 1, 3]), Ok(32 + 4 + 12));
        assert_eq!(gep_const_offset(&s, st, &[-1, 2]), Ok(-32 + 24));
        assert_eq!(
            gep_steps(&s, st, &[Dynamic, Const(1), Dynamic]),
            Ok(vec![
                GepStep::Scaled {
                    index: 0,
                    stride: 32
                },
                GepStep::Offset(4),
                GepStep::Scaled {
                    index: 2,
                    stride: 4
                },
            ])
        );
    }
}
