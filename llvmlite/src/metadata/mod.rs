//! Metadata in the IR: the `!N = ...` nodes of a module, kept whole.
//!
//! clang's `-g` output describes the C program in metadata: `!DICompileUnit`,
//! `!DIFile`, `!DISubprogram`, `!DILocation` (with `inlinedAt`), variables,
//! expressions and types. egret keeps every node generically: a node is a
//! tuple (`!{...}`), a specialized node (`!DIKind(field: value, ...)`, any
//! kind, any fields, in the order written) or an expression
//! (`!DIExpression(...)`, positional operands). [`Metadata`] owns the nodes
//! and the named metadata (`!llvm.dbg.cu = !{...}`) and answers typed
//! questions about fields ([`Metadata::int`], [`Metadata::node`], ...), so the
//! debug-info consumers never match on syntax.
//!
//! Submodules: `parse` (the text form, used by the parser), [`mod@print`] (back to
//! text) and `debuginfo` (the scope table and the adoption of C locations by
//! instructions).

use cranelift_entity::{PrimaryMap, entity_impl};

mod debuginfo;
pub(crate) mod parse;
pub mod print;

pub use debuginfo::adopt_debug_locations;

/// A metadata node of the module (`!7` in the text, after renumbering).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdId(u32);
entity_impl!(MdId, "md");

/// One operand of a node, or one field's value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdValue {
    /// `null`.
    Null,
    /// `!7`, or an inline node (`!DIExpression()`, `!{}`) stored as a node.
    Node(MdId),
    /// A string: `"t.c"` as a field value, `!"x"` as a tuple operand
    /// (unescaped).
    Str(String),
    /// An integer field value: `line: 5`, `value: 18446744073709551615`,
    /// `lowerBound: -1`; or a positional integer of an expression.
    Int(i128),
    /// A typed constant operand of a tuple (`i32 7`, `ptr @g`, `i1 true`):
    /// the type and the value as written.
    Const {
        /// The type as written (`i32`, `ptr`).
        ty: String,
        /// The value as written (`7`, `@g`, `true`).
        text: String,
    },
    /// A keyword: `DW_TAG_pointer_type`, `DW_ATE_signed`, `true`,
    /// `FullDebug`, `CSK_MD5`, `DW_OP_plus_uconst`.
    Ident(String),
    /// Flags joined by `|`: `DIFlagPrototyped | DIFlagAllCallsDescribed`
    /// (one element for a single `DIFlag*`/`DISPFlag*` word).
    Flags(Vec<String>),
}

/// A node: its contents and whether it is `distinct`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MdNode {
    /// `distinct !...`: never merged with an equal node.
    pub distinct: bool,
    /// What the node holds.
    pub data: MdData,
}

/// The contents of a node.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdData {
    /// `!{a, b, ...}`.
    Tuple(Vec<MdValue>),
    /// `!DIKind(field: value, ...)`: any specialized node except
    /// `DIExpression`, with its fields in the order written.
    Special {
        /// The kind without `!` (`DISubprogram`).
        kind: String,
        /// `(field, value)` in the order written.
        fields: Vec<(String, MdValue)>,
    },
    /// `!DIExpression(op, arg, ...)`: positional operands.
    Expression(Vec<MdValue>),
}

/// All metadata of a module: the nodes and the named metadata.
#[derive(Clone, Debug, Default)]
pub struct Metadata {
    /// Every node, numbered in the order the text first mentions it.
    pub nodes: PrimaryMap<MdId, MdNode>,
    /// `!name = !{!a, !b}` in the order written.
    pub named: Vec<(String, Vec<MdId>)>,
}

impl Metadata {
    /// Whether the module has no metadata at all.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty() && self.named.is_empty()
    }

    /// The `DISubprogram` that scope node `scope` belongs to: `scope`
    /// itself, or the first subprogram reached through the `scope` fields
    /// of lexical blocks. `None` if the walk leaves the scopes or exceeds
    /// 256 steps (a cyclic chain).
    pub fn enclosing_subprogram(&self, mut scope: MdId) -> Option<MdId> {
        for _ in 0..256 {
            if self.kind(scope) == Some("DISubprogram") {
                return Some(scope);
            }
            scope = self.node(scope, "scope")?;
        }
        None
    }

    /// The kind of a specialized node (`"DISubprogram"`,
    /// `"DIExpression"`); `None` for a tuple.
    pub fn kind(&self, id: MdId) -> Option<&str> {
        match &self.nodes.get(id)?.data {
            MdData::Special { kind, .. } => Some(kind),
            MdData::Expression(_) => Some("DIExpression"),
            MdData::Tuple(_) => None,
        }
    }

    /// The value of field `key` of a specialized node.
    pub fn field(&self, id: MdId, key: &str) -> Option<&MdValue> {
        match &self.nodes.get(id)?.data {
            MdData::Special { fields, .. } => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// Field `key` as an integer.
    pub fn int(&self, id: MdId, key: &str) -> Option<i128> {
        match self.field(id, key)? {
            MdValue::Int(v) => Some(*v),
            _ => None,
        }
    }

    /// Field `key` as a string.
    pub fn str(&self, id: MdId, key: &str) -> Option<&str> {
        match self.field(id, key)? {
            MdValue::Str(s) => Some(s),
            _ => None,
        }
    }

    /// Field `key` as a node reference; `None` for `null` or an absent field.
    pub fn node(&self, id: MdId, key: &str) -> Option<MdId> {
        match self.field(id, key)? {
            MdValue::Node(n) => Some(*n),
            _ => None,
        }
    }

    /// Field `key` as a keyword (`DW_TAG_member`, `true`).
    pub fn ident(&self, id: MdId, key: &str) -> Option<&str> {
        match self.field(id, key)? {
            MdValue::Ident(s) => Some(s),
            _ => None,
        }
    }

    /// Field `key` as flags (empty when absent).
    pub fn flags(&self, id: MdId, key: &str) -> Vec<&str> {
        match self.field(id, key) {
            Some(MdValue::Flags(f)) => f.iter().map(String::as_str).collect(),
            Some(MdValue::Ident(f)) => vec![f.as_str()],
            _ => Vec::new(),
        }
    }

    /// The operands of a tuple node.
    pub fn tuple(&self, id: MdId) -> Option<&[MdValue]> {
        match &self.nodes.get(id)?.data {
            MdData::Tuple(items) => Some(items),
            _ => None,
        }
    }

    /// The operands of an expression node.
    pub fn expression(&self, id: MdId) -> Option<&[MdValue]> {
        match &self.nodes.get(id)?.data {
            MdData::Expression(ops) => Some(ops),
            _ => None,
        }
    }

    /// The nodes of named metadata `name` (`"llvm.dbg.cu"`); empty when absent.
    pub fn named(&self, name: &str) -> &[MdId] {
        self.named
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, ids)| ids.as_slice())
            .unwrap_or(&[])
    }

    /// Adds a node.
    pub fn push(&mut self, node: MdNode) -> MdId {
        self.nodes.push(node)
    }
}

/// A lexical scope of an instruction's location: a `DISubprogram`,
/// `DILexicalBlock` or `DILexicalBlockFile`, and where it was inlined (the
/// location of the call it was inlined at, itself with a scope).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DebugScope {
    /// The scope node.
    pub scope: MdId,
    /// The call site this copy of the scope was inlined at; `None` when the
    /// code is in its own function.
    pub inlined_at: Option<crate::ir::SrcLoc>,
}

/// What a debug record says about a variable.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DbgKind {
    /// `llvm.dbg.declare` / `#dbg_declare`: the variable lives at this address.
    Declare,
    /// `llvm.dbg.value` / `#dbg_value`: the variable has this value from here.
    Value,
    /// `llvm.dbg.assign` / `#dbg_assign`: an assignment tracked to its store.
    Assign,
}

/// One `llvm.dbg.*` call or `#dbg_*` record of a function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DbgRecord {
    /// Declare, value or assign.
    pub kind: DbgKind,
    /// The value (or address, for `Declare`); `None` for `poison`, `undef`,
    /// an empty node or a `!DIArgList`.
    pub value: Option<crate::ir::Value>,
    /// The `DILocalVariable`.
    pub var: MdId,
    /// The `DIExpression`.
    pub expr: MdId,
    /// Where the record is: its position in the `.ll` file until
    /// [`crate::adopt_debug_locations`] replaces it by the C position of
    /// [`Self::dbg`].
    pub loc: crate::ir::SrcLoc,
    /// The record's `DILocation` (its `!dbg`, or its last operand).
    pub dbg: Option<MdId>,
    /// The block the record was written in.
    pub block: crate::ir::Block,
    /// The instruction the record follows in that block; `None` when it
    /// comes before the block's first instruction.
    pub after: Option<crate::ir::Inst>,
    /// A `#dbg_assign`'s link to the store it describes; `None` for the
    /// other kinds (and for the `llvm.dbg.assign` call form).
    pub assign: Option<AssignLink>,
}

/// What a `#dbg_assign(value, !var, !expr, !id, ptr addr, !addr_expr, !loc)`
/// says besides its value (assignment tracking): the assignment `id`, also
/// attached as `!DIAssignID` to the store (or `memset`, `memcpy`, alloca)
/// that writes it to memory ([`crate::ir::Function::assign_ids`]), and where
/// the variable's memory is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AssignLink {
    /// The `DIAssignID`.
    pub id: MdId,
    /// The address the store writes (`None` for `undef`, `poison`).
    pub address: Option<crate::ir::Value>,
    /// The `DIExpression` applied to the address.
    pub address_expr: MdId,
}
