//! DI type nodes (`!DIBasicType`, `!DIDerivedType`, `!DICompositeType`,
//! `!DISubroutineType`) as the DWARF writer's [`TypeInfo`] table.
//!
//! Each node becomes one entry, once: [`TypeTable::type_of`] memoises by node,
//! and reserves a node's entry before describing its parts, so a struct that
//! points to itself refers to its own entry. `DW_TAG_atomic_type` (which
//! [`TypeInfo`] has no qualifier for) stands for its base type. A chain
//! deeper than [`MAX_DEPTH`] (no C program has one; hostile input might) is
//! cut off as "unknown type" rather than exhausting the stack.

use egret_dwarf::{CompositeKind, Decl, Member, Qualifier, TypeInfo, TypeRef};
use egret_llvmlite::{MdId, MdValue, Metadata};
use std::collections::HashMap;

/// The deepest type nesting described (pointer to pointer to ...).
pub const MAX_DEPTH: u32 = 200;

/// The unit's types, built on demand from DI nodes.
pub struct TypeTable<'m> {
    md: &'m Metadata,
    /// The entries, in the order first needed.
    pub types: Vec<TypeInfo>,
    index: HashMap<MdId, TypeRef>,
}

impl<'m> TypeTable<'m> {
    /// An empty table over `md`.
    pub fn new(md: &'m Metadata) -> Self {
        TypeTable {
            md,
            types: Vec::new(),
            index: HashMap::new(),
        }
    }

    /// The entry of type node `id` (`None`: `void`, or a node that is not a
    /// type); `decl` resolves a node's `file`/`line` to a declaration.
    pub fn type_of(
        &mut self,
        id: MdId,
        decl: &mut dyn FnMut(MdId) -> Option<Decl>,
    ) -> Option<TypeRef> {
        self.type_at_depth(id, decl, 0)
    }

    fn type_at_depth(
        &mut self,
        id: MdId,
        decl: &mut dyn FnMut(MdId) -> Option<Decl>,
        depth: u32,
    ) -> Option<TypeRef> {
        if let Some(&r) = self.index.get(&id) {
            return Some(r);
        }
        if depth > MAX_DEPTH {
            return None;
        }
        let md = self.md;
        let kind = md.kind(id)?;
        if !matches!(
            kind,
            "DIBasicType" | "DIDerivedType" | "DICompositeType" | "DISubroutineType"
        ) {
            return None;
        }
        if kind == "DIDerivedType" && md.ident(id, "tag") == Some("DW_TAG_atomic_type") {
            let base = md.node(id, "baseType")?;
            return self.type_at_depth(base, decl, depth + 1);
        }
        // Reserve the entry first: members and pointees may refer back.
        let r = self.types.len();
        self.types.push(TypeInfo::Pointer {
            pointee: None,
            byte_size: 4,
        });
        self.index.insert(id, r);
        let info = match kind {
            "DIBasicType" => self.basic(id),
            "DIDerivedType" => self.derived(id, decl, depth),
            "DICompositeType" => self.composite(id, decl, depth),
            _ => self.subroutine(id, decl, depth),
        };
        self.types[r] = info;
        Some(r)
    }

    fn sub(
        &mut self,
        id: MdId,
        key: &str,
        decl: &mut dyn FnMut(MdId) -> Option<Decl>,
        depth: u32,
    ) -> Option<TypeRef> {
        let ty = self.md.node(id, key)?;
        self.type_at_depth(ty, decl, depth + 1)
    }

    fn basic(&self, id: MdId) -> TypeInfo {
        let md = self.md;
        TypeInfo::Base {
            name: md.str(id, "name").unwrap_or("").to_string(),
            byte_size: bytes(md.int(id, "size")),
            encoding: md.ident(id, "encoding").map_or(0, encoding),
        }
    }

    fn derived(
        &mut self,
        id: MdId,
        decl: &mut dyn FnMut(MdId) -> Option<Decl>,
        depth: u32,
    ) -> TypeInfo {
        let md = self.md;
        let base = self.sub(id, "baseType", decl, depth);
        let qualified = |qualifier| TypeInfo::Qualified { qualifier, base };
        match md.ident(id, "tag").unwrap_or("") {
            "DW_TAG_const_type" => qualified(Qualifier::Const),
            "DW_TAG_volatile_type" => qualified(Qualifier::Volatile),
            "DW_TAG_restrict_type" => qualified(Qualifier::Restrict),
            "DW_TAG_typedef" => TypeInfo::Typedef {
                name: md.str(id, "name").unwrap_or("").to_string(),
                base,
                decl: decl(id),
            },
            // Pointers, and anything else derived (references, member
            // pointers) as the pointer it is on this target.
            _ => TypeInfo::Pointer {
                pointee: base,
                byte_size: match md.int(id, "size") {
                    Some(bits) if bits > 0 => bytes(Some(bits)),
                    _ => 4,
                },
            },
        }
    }

    fn composite(
        &mut self,
        id: MdId,
        decl: &mut dyn FnMut(MdId) -> Option<Decl>,
        depth: u32,
    ) -> TypeInfo {
        let md = self.md;
        let name = md
            .str(id, "name")
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        let declaration = md.flags(id, "flags").contains(&"DIFlagFwdDecl");
        let elements: Vec<MdId> = md
            .node(id, "elements")
            .and_then(|e| md.tuple(e))
            .unwrap_or(&[])
            .iter()
            .filter_map(|v| match v {
                MdValue::Node(n) => Some(*n),
                _ => None,
            })
            .collect();
        match md.ident(id, "tag").unwrap_or("") {
            "DW_TAG_array_type" => {
                let element = self.sub(id, "baseType", decl, depth);
                let counts = elements.iter().map(|&e| subrange_count(md, e)).collect();
                match element {
                    Some(element) => TypeInfo::Array { element, counts },
                    // An array of nothing known: describe its storage.
                    None => self.unknown_bytes(md.int(id, "size")),
                }
            }
            "DW_TAG_enumeration_type" => TypeInfo::Enumeration {
                name,
                byte_size: bytes(md.int(id, "size")),
                base: self.sub(id, "baseType", decl, depth),
                enumerators: elements
                    .iter()
                    .filter(|&&e| md.kind(e) == Some("DIEnumerator"))
                    .map(|&e| {
                        let value = md.int(e, "value").unwrap_or(0) as i64;
                        (md.str(e, "name").unwrap_or("").to_string(), value)
                    })
                    .collect(),
                decl: decl(id),
            },
            tag => TypeInfo::Composite {
                kind: if tag == "DW_TAG_union_type" {
                    CompositeKind::Union
                } else {
                    CompositeKind::Struct
                },
                name,
                byte_size: (!declaration).then(|| bytes(md.int(id, "size"))),
                members: elements
                    .iter()
                    .filter_map(|&m| self.member(m, decl, depth))
                    .collect(),
                decl: decl(id),
            },
        }
    }

    /// A `DW_TAG_member`; a bit-field's offset is its bit offset from the
    /// start of the aggregate and its size its width.
    fn member(
        &mut self,
        id: MdId,
        decl: &mut dyn FnMut(MdId) -> Option<Decl>,
        depth: u32,
    ) -> Option<Member> {
        let md = self.md;
        if md.ident(id, "tag") != Some("DW_TAG_member") {
            return None;
        }
        let ty = self.sub(id, "baseType", decl, depth)?;
        let bit_field = md.flags(id, "flags").contains(&"DIFlagBitField");
        Some(Member {
            name: md
                .str(id, "name")
                .filter(|n| !n.is_empty())
                .map(str::to_string),
            ty,
            bit_offset: md.int(id, "offset").unwrap_or(0).max(0) as u64,
            bit_size: bit_field
                .then(|| md.int(id, "size").unwrap_or(0).clamp(0, u32::MAX as i128) as u32),
        })
    }

    fn subroutine(
        &mut self,
        id: MdId,
        decl: &mut dyn FnMut(MdId) -> Option<Decl>,
        depth: u32,
    ) -> TypeInfo {
        let md = self.md;
        let types: Vec<MdValue> = md
            .node(id, "types")
            .and_then(|t| md.tuple(t))
            .unwrap_or(&[])
            .to_vec();
        let mut entries: Vec<Option<TypeRef>> = types
            .iter()
            .map(|v| match v {
                MdValue::Node(n) => self.type_at_depth(*n, decl, depth + 1),
                _ => None,
            })
            .collect();
        // `!{ret, params..., null}`: a trailing null is the `...`.
        let variadic = types.len() > 1 && matches!(types.last(), Some(MdValue::Null));
        if variadic {
            entries.pop();
        }
        let result = if entries.is_empty() {
            None
        } else {
            entries.remove(0)
        };
        TypeInfo::Subroutine {
            result,
            params: entries,
            variadic,
        }
    }

    /// `unsigned char[size]`: the bytes of a type nothing else describes.
    fn unknown_bytes(&mut self, bits: Option<i128>) -> TypeInfo {
        let element = self.types.len();
        self.types.push(TypeInfo::Base {
            name: "unsigned char".into(),
            byte_size: 1,
            encoding: 8,
        });
        TypeInfo::Array {
            element,
            counts: vec![Some(u64::from(bytes(bits)))],
        }
    }
}

/// The element count of a `!DISubrange`: `count`, else `upperBound -
/// lowerBound + 1`; `None` for `[]` (count -1) or a variable length.
fn subrange_count(md: &Metadata, id: MdId) -> Option<u64> {
    if let Some(count) = md.int(id, "count") {
        return u64::try_from(count).ok();
    }
    let upper = md.int(id, "upperBound")?;
    let lower = md.int(id, "lowerBound").unwrap_or(0);
    u64::try_from(upper - lower + 1).ok()
}

/// Bits as bytes (rounded up), 0 when absent or out of range.
fn bytes(bits: Option<i128>) -> u32 {
    bits.map_or(0, |b| u32::try_from((b.max(0) + 7) / 8).unwrap_or(u32::MAX))
}

/// The `DW_ATE_*` code of an encoding keyword (0 when unknown).
pub fn encoding(name: &str) -> u8 {
    match name {
        "DW_ATE_address" => 0x01,
        "DW_ATE_boolean" => 0x02,
        "DW_ATE_complex_float" => 0x03,
        "DW_ATE_float" => 0x04,
        "DW_ATE_signed" => 0x05,
        "DW_ATE_signed_char" => 0x06,
        "DW_ATE_unsigned" => 0x07,
        "DW_ATE_unsigned_char" => 0x08,
        "DW_ATE_UTF" => 0x10,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egret_llvmlite::{MdData, MdNode};

    fn special(md: &mut Metadata, kind: &str, fields: Vec<(&str, MdValue)>) -> MdId {
        md.push(MdNode {
            distinct: false,
            data: MdData::Special {
                kind: kind.to_string(),
                fields: fields
                    .into_iter()
                    .map(|(k, v)| (k.to_string(), v))
                    .collect(),
            },
        })
    }

    fn ident(s: &str) -> MdValue {
        MdValue::Ident(s.to_string())
    }

    #[test]
    fn a_self_referential_struct_refers_to_its_own_entry() {
        let mut md = Metadata::default();
        let int = special(
            &mut md,
            "DIBasicType",
            vec![
                ("name", MdValue::Str("int".into())),
                ("size", MdValue::Int(32)),
                ("encoding", ident("DW_ATE_signed")),
            ],
        );
        // struct node { struct node *next; int v : 3; };
        let node = md.push(MdNode {
            distinct: true,
            data: MdData::Tuple(vec![]),
        });
        let ptr = special(
            &mut md,
            "DIDerivedType",
            vec![
                ("tag", ident("DW_TAG_pointer_type")),
                ("baseType", MdValue::Node(node)),
                ("size", MdValue::Int(32)),
            ],
        );
        let next = special(
            &mut md,
            "DIDerivedType",
            vec![
                ("tag", ident("DW_TAG_member")),
                ("name", MdValue::Str("next".into())),
                ("baseType", MdValue::Node(ptr)),
                ("size", MdValue::Int(32)),
            ],
        );
        let v = special(
            &mut md,
            "DIDerivedType",
            vec![
                ("tag", ident("DW_TAG_member")),
                ("name", MdValue::Str("v".into())),
                ("baseType", MdValue::Node(int)),
                ("size", MdValue::Int(3)),
                ("offset", MdValue::Int(32)),
                ("flags", MdValue::Flags(vec!["DIFlagBitField".into()])),
            ],
        );
        let elements = md.push(MdNode {
            distinct: false,
            data: MdData::Tuple(vec![MdValue::Node(next), MdValue::Node(v)]),
        });
        md.nodes[node].data = MdData::Special {
            kind: "DICompositeType".into(),
            fields: vec![
                ("tag".into(), ident("DW_TAG_structure_type")),
                ("name".into(), MdValue::Str("node".into())),
                ("size".into(), MdValue::Int(64)),
                ("elements".into(), MdValue::Node(elements)),
            ],
        };
        let mut table = TypeTable::new(&md);
        let r = table.type_of(node, &mut |_| None).expect("a type");
        assert_eq!(table.type_of(node, &mut |_| None), Some(r));
        let TypeInfo::Composite {
            members, byte_size, ..
        } = &table.types[r]
        else {
            panic!("{:?}", table.types[r]);
        };
        assert_eq!(*byte_size, Some(8));
        assert_eq!(members[1].bit_size, Some(3));
        assert_eq!(members[1].bit_offset, 32);
        assert_eq!(
            table.types[members[0].ty],
            TypeInfo::Pointer {
                pointee: Some(r),
                byte_size: 4
            }
        );
        assert_eq!(table.types.len(), 3);
    }

    #[test]
    fn deep_chains_are_cut_off_instead_of_overflowing() {
        let mut md = Metadata::default();
        let mut ty = special(
            &mut md,
            "DIBasicType",
            vec![
                ("name", MdValue::Str("int".into())),
                ("size", MdValue::Int(32)),
            ],
        );
        for _ in 0..100_000 {
            ty = special(
                &mut md,
                "DIDerivedType",
                vec![
                    ("tag", ident("DW_TAG_pointer_type")),
                    ("baseType", MdValue::Node(ty)),
                ],
            );
        }
        let mut table = TypeTable::new(&md);
        assert!(table.type_of(ty, &mut |_| None).is_some());
        assert!(table.types.len() <= MAX_DEPTH as usize + 2);
    }
}
