//! Global variables as section bytes and data relocations.
//!
//! Each initializer ([`ConstInit`]) is laid out exactly as the data layout
//! says (`egret_llvmlite::layout`): integers in the target byte order at
//! their own width, pointers as 4-byte words with an `R_CPU0_32` relocation
//! to the global or function they name (addend = the byte offset), strings
//! as their bytes, arrays and structs element by element with the padding
//! natural C layout puts between fields. A global whose initializer is all
//! zeros goes to `.bss` (unless `constant`, which goes to `.rodata`).

use egret_cpu0::isa::Endian;
use egret_llvmlite::layout::{align_of, field_offset, size_of, store_size};
use egret_llvmlite::{ConstInit, Module, Ty, TyData};

/// A data relocation: the 4 bytes at `offset` hold `symbol + addend`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataReloc {
    /// Byte offset within the global.
    pub offset: u64,
    /// The symbol named.
    pub symbol: String,
    /// Byte offset added to its address.
    pub addend: i64,
}

/// A global's initial contents.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GlobalBytes {
    /// The bytes (size of the global's type).
    pub bytes: Vec<u8>,
    /// Pointers to other symbols inside them.
    pub relocs: Vec<DataReloc>,
}

impl GlobalBytes {
    /// Whether the contents are all zero with no relocations (a `.bss` candidate).
    pub fn is_zero(&self) -> bool {
        self.relocs.is_empty() && self.bytes.iter().all(|&b| b == 0)
    }
}

/// Serializes `init`, a value of type `ty`.
pub fn global_bytes(module: &Module, ty: Ty, init: &ConstInit, endian: Endian) -> GlobalBytes {
    let size = size_of(&module.types, ty) as usize;
    let mut out = GlobalBytes {
        bytes: vec![0; size],
        relocs: Vec::new(),
    };
    write_init(module, ty, init, endian, 0, &mut out);
    out
}

/// Alignment of a global of type `ty` (at least 1).
pub fn global_align(module: &Module, ty: Ty) -> u64 {
    align_of(&module.types, ty).max(1)
}

fn put_int(out: &mut GlobalBytes, at: usize, size: usize, value: u64, endian: Endian) {
    for i in 0..size.min(8) {
        let byte = (value >> (8 * i)) as u8;
        let pos = match endian {
            Endian::Big => at + size - 1 - i,
            Endian::Little => at + i,
        };
        if let Some(b) = out.bytes.get_mut(pos) {
            *b = byte;
        }
    }
}

fn put_reloc(out: &mut GlobalBytes, at: usize, symbol: String, addend: i64) {
    if at + 4 <= out.bytes.len() {
        out.relocs.push(DataReloc {
            offset: at as u64,
            symbol,
            addend,
        });
    }
}

fn write_init(
    module: &Module,
    ty: Ty,
    init: &ConstInit,
    endian: Endian,
    at: usize,
    out: &mut GlobalBytes,
) {
    let types = &module.types;
    let size = size_of(types, ty) as usize;
    match init {
        // An integer fills its store size (an `i17` three bytes, an `i33`
        // five), as a load of it reads: on a big-endian target the padding
        // up to the allocation size comes after the value, not before it.
        ConstInit::Int(v) => put_int(out, at, store_size(types, ty) as usize, *v, endian),
        // The legalizer replaces every `blockaddress` by its tag (an
        // `Int`) before lowering (`check_legal` rejects it).
        ConstInit::Null
        | ConstInit::Zero
        | ConstInit::Undef
        | ConstInit::BlockAddr(..)
        | ConstInit::BlockAddrDiff(..) => {}
        ConstInit::GlobalAddr(g, addend) => {
            put_reloc(out, at, module.globals[*g].name.clone(), *addend);
        }
        ConstInit::FuncAddr(f) => put_reloc(
            out,
            at,
            crate::symbols::function_symbol(module, *f).to_string(),
            0,
        ),
        ConstInit::Bytes(bytes) => {
            for (i, &b) in bytes.iter().take(size).enumerate() {
                if let Some(slot) = out.bytes.get_mut(at + i) {
                    *slot = b;
                }
            }
        }
        ConstInit::Array(elems) => {
            let elem_ty = match types.kind(ty) {
                TyData::Array(_, e) | TyData::Vector(_, e) => *e,
                _ => return,
            };
            let stride = size_of(types, elem_ty) as usize;
            for (i, e) in elems.iter().enumerate() {
                write_init(module, elem_ty, e, endian, at + i * stride, out);
            }
        }
        ConstInit::Struct(fields) => {
            let field_tys = match types.struct_fields(ty) {
                Some((fs, _packed)) => fs.to_vec(),
                None => return,
            };
            for (i, (f, fty)) in fields.iter().zip(field_tys).enumerate() {
                let off = field_offset(types, ty, i).unwrap_or(0) as usize;
                write_init(module, fty, f, endian, at + off, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egret_llvmlite::{GlobalData, Linkage, SrcLoc};

    #[test]
    fn structs_have_natural_padding_and_byte_order() {
        let mut m = Module::new();
        let p = m.types.ptr(Ty::I8);
        let st = m.types.struct_(vec![Ty::I8, Ty::I64, p]);
        let target = m.globals.push(GlobalData {
            name: "t".into(),
            ty: Ty::I64,
            init: Some(ConstInit::Int(0)),
            constant: false,
            linkage: Linkage::External,
            loc: SrcLoc::default(),
            section: None,
            align: None,
            thread_local: false,
            used: false,
            dbg: Vec::new(),
        });
        let init = ConstInit::Struct(vec![
            ConstInit::Int(0x7F),
            ConstInit::Int(0x0102_0304_0506_0708),
            ConstInit::GlobalAddr(target, 4),
        ]);
        let be = global_bytes(&m, st, &init, Endian::Big);
        assert_eq!(be.bytes.len(), 24);
        assert_eq!(be.bytes[0], 0x7F);
        assert_eq!(&be.bytes[8..16], &[1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(
            be.relocs,
            [DataReloc {
                offset: 16,
                symbol: "t".into(),
                addend: 4
            }]
        );
        let le = global_bytes(&m, st, &init, Endian::Little);
        assert_eq!(&le.bytes[8..16], &[8, 7, 6, 5, 4, 3, 2, 1]);
        assert!(!le.is_zero());
    }

    #[test]
    fn strings_and_zero_arrays() {
        let mut m = Module::new();
        let arr = m.types.array(4, Ty::I8);
        let s = global_bytes(&m, arr, &ConstInit::Bytes(b"hi\n\0".to_vec()), Endian::Big);
        assert_eq!(s.bytes, b"hi\n\0");
        let arr64 = m.types.array(3, Ty::I64);
        assert!(global_bytes(&m, arr64, &ConstInit::Zero, Endian::Big).is_zero());
    }
}
