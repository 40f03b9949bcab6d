//! Building [`Metadata`] while the text is parsed: numbering nodes in the order
//! the text first mentions them (so forward references work), recording where
//! each node is first referenced and defined, checking field values against
//! what the debug-info kinds expect, and reporting, once the whole file is
//! read, every reference to a node that is never defined and every
//! attachment whose node has the wrong kind (`!dbg` of an instruction that is
//! not a `DILocation`).
//!
//! The token-level syntax lives with the parser (`parser/metadata.rs`); this
//! file owns the numbering and the rules.

use super::{MdData, MdId, MdNode, MdValue, Metadata};
use crate::ast::Pos;
use crate::diag::Diagnostic;
use cranelift_entity::{EntityRef, SecondaryMap};
use std::collections::HashMap;

/// Metadata under construction (one per parsed file).
#[derive(Debug, Default)]
pub(crate) struct MdBuilder {
    meta: Metadata,
    /// The node each source number `!N` stands for.
    numbered: HashMap<u32, MdId>,
    /// The source number and first reference of each numbered node.
    first_use: SecondaryMap<MdId, Option<(u32, Pos)>>,
    /// Where each numbered node is defined.
    defined: SecondaryMap<MdId, Option<Pos>>,
    /// Nodes that must have a kind, with the position that requires it.
    expected_kinds: Vec<(MdId, &'static [&'static str], Pos, &'static str)>,
    /// The sort key of each node (see [`MdBuilder::finish`]).
    order: SecondaryMap<MdId, u64>,
    /// The number of the definition being read, if any.
    current_def: Option<u32>,
    /// Inline nodes created so far in the current definition (or outside
    /// definitions).
    inline_count: u64,
}

/// What a well-known field of a specialized node holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum FieldRule {
    /// An integer (`line: 5`).
    Int,
    /// A node or `null` (`scope: !3`).
    Node,
    /// A string (`name: "f"`).
    Str,
    /// `true` or `false`.
    Bool,
}

impl FieldRule {
    /// Whether `v` is an allowed value.
    pub(crate) fn accepts(self, v: &MdValue) -> bool {
        match self {
            FieldRule::Int => matches!(v, MdValue::Int(_)),
            FieldRule::Node => matches!(v, MdValue::Node(_) | MdValue::Null),
            FieldRule::Str => matches!(v, MdValue::Str(_)),
            FieldRule::Bool => matches!(v, MdValue::Ident(b) if b == "true" || b == "false"),
        }
    }

    /// What the rule wants, for messages.
    pub(crate) fn describe(self) -> &'static str {
        match self {
            FieldRule::Int => "an integer",
            FieldRule::Node => "a metadata node or `null`",
            FieldRule::Str => "a string",
            FieldRule::Bool => "`true` or `false`",
        }
    }
}

/// The rule for field `key` of a `kind` node, for the fields whose meaning
/// egret's debug info relies on; `None` leaves the value unchecked.
pub(crate) fn field_rule(kind: &str, key: &str) -> Option<FieldRule> {
    use FieldRule::*;
    Some(match key {
        "line" | "column" | "size" | "align" | "arg" | "scopeLine" | "discriminator"
        | "runtimeLang" | "runtimeVersion" | "dwoId" => Int,
        "offset" if kind != "DIExpression" => Int,
        "scope" | "file" | "type" | "baseType" | "unit" | "inlinedAt" | "elements"
        | "retainedNodes" | "declaration" | "variable" | "expr" | "entity" | "enums"
        | "globals" | "imports" | "retainedTypes" | "containingType" | "templateParams"
        | "types" => Node,
        "name" | "filename" | "directory" | "producer" | "linkageName" | "checksum" | "sysroot"
        | "sdk" | "splitDebugFilename" => Str,
        "isOptimized"
        | "isLocal"
        | "isDefinition"
        | "isUnsigned"
        | "isImplicitCode"
        | "splitDebugInlining"
        | "debugInfoForProfiling" => Bool,
        _ => return None,
    })
}

impl MdBuilder {
    /// The node `!num` stands for, numbering it if this is its first mention.
    pub(crate) fn reference(&mut self, num: u32, pos: Pos) -> MdId {
        if let Some(&id) = self.numbered.get(&num) {
            return id;
        }
        let id = self.meta.push(placeholder());
        self.numbered.insert(num, id);
        self.first_use[id] = Some((num, pos));
        self.order[id] = u64::from(num) << 32;
        id
    }

    /// Starts (`Some(num)`) or ends (`None`) the definition of `!num`.
    pub(crate) fn set_current_def(&mut self, num: Option<u32>) {
        if self.current_def.is_some() || num.is_some() {
            self.inline_count = 0;
        }
        self.current_def = num;
    }

    /// Defines `!num = node` written at `pos`.
    pub(crate) fn define(&mut self, num: u32, node: MdNode, pos: Pos) -> Result<MdId, Diagnostic> {
        let id = self.reference(num, pos);
        if let Some(prev) = self.defined[id] {
            return Err(
                Diagnostic::error(pos.loc(), format!("redefinition of `!{num}`"))
                    .with_len(pos.len)
                    .with_note_at(prev.loc(), "previous definition is here"),
            );
        }
        self.defined[id] = Some(pos);
        self.meta.nodes[id] = node;
        Ok(id)
    }

    /// Adds an inline node (`!DIExpression()` as a field value).
    pub(crate) fn inline(&mut self, node: MdNode, pos: Pos) -> MdId {
        let id = self.meta.push(node);
        self.defined[id] = Some(pos);
        self.inline_count += 1;
        self.order[id] = match self.current_def {
            Some(num) => (u64::from(num) << 32) | self.inline_count.min(u32::MAX.into()),
            None => (1 << 63) | self.inline_count,
        };
        id
    }

    /// Adds `!name = !{...}`.
    pub(crate) fn named(&mut self, name: String, ids: Vec<MdId>) {
        self.meta.named.push((name, ids));
    }

    /// Requires node `id` (written at `pos`) to be one of `kinds`; `what`
    /// names the use for the message.
    pub(crate) fn expect_kind(
        &mut self,
        id: MdId,
        kinds: &'static [&'static str],
        pos: Pos,
        what: &'static str,
    ) {
        self.expected_kinds.push((id, kinds, pos, what));
    }

    /// The finished metadata, the new number of every node handed out
    /// (index: the `MdId` the parser saw) and the errors found: undefined
    /// nodes, then attachments of the wrong kind.
    ///
    /// Nodes are renumbered in a canonical order: by source number, each
    /// definition's inline nodes right after it, inline nodes of the code
    /// last in the order written. Printed metadata (where every node is
    /// numbered, in that order) therefore reads back to the same numbers.
    pub(crate) fn finish(mut self) -> (Metadata, Vec<MdId>, Vec<Diagnostic>) {
        let diags = self.check();
        let mut ids: Vec<MdId> = self.meta.nodes.keys().collect();
        ids.sort_by_key(|&id| self.order[id]);
        let mut remap = vec![MdId::from_u32(0); ids.len()];
        for (new, &old) in ids.iter().enumerate() {
            remap[old.index()] = MdId::new(new);
        }
        let re = |id: &mut MdId| *id = remap[id.index()];
        let mut nodes = cranelift_entity::PrimaryMap::new();
        for &old in &ids {
            let mut node = std::mem::replace(&mut self.meta.nodes[old], placeholder());
            node.for_each_ref(re);
            nodes.push(node);
        }
        self.meta.nodes = nodes;
        for (_, list) in &mut self.meta.named {
            list.iter_mut().for_each(re);
        }
        (self.meta, remap, diags)
    }

    fn check(&self) -> Vec<Diagnostic> {
        let mut diags = Vec::new();
        for (id, used) in self.first_use.iter() {
            if let (Some((num, pos)), None) = (used, self.defined[id]) {
                diags.push(
                    Diagnostic::error(pos.loc(), format!("undefined metadata node `!{num}`"))
                        .with_len(pos.len),
                );
            }
        }
        for &(id, kinds, pos, what) in &self.expected_kinds {
            if self.defined[id].is_none() {
                continue; // reported above
            }
            let kind = self.meta.kind(id);
            if !kind.is_some_and(|k| kinds.contains(&k)) {
                let found = kind.map_or("a tuple".to_string(), |k| format!("`!{k}`"));
                let want = kinds
                    .iter()
                    .map(|k| format!("`!{k}`"))
                    .collect::<Vec<_>>()
                    .join(" or ");
                diags.push(
                    Diagnostic::error(pos.loc(), format!("{what} must be {want}, not {found}"))
                        .with_len(pos.len),
                );
            }
        }
        diags
    }
}

impl MdNode {
    /// Calls `f` on every node reference of the node.
    fn for_each_ref(&mut self, mut f: impl FnMut(&mut MdId)) {
        let values: Box<dyn Iterator<Item = &mut MdValue>> = match &mut self.data {
            MdData::Tuple(items) | MdData::Expression(items) => Box::new(items.iter_mut()),
            MdData::Special { fields, .. } => Box::new(fields.iter_mut().map(|(_, v)| v)),
        };
        for v in values {
            if let MdValue::Node(id) = v {
                f(id);
            }
        }
    }
}

fn placeholder() -> MdNode {
    MdNode {
        distinct: false,
        data: MdData::Tuple(Vec::new()),
    }
}
