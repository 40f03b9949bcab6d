//! Metadata back to text: `!name = !{...}` and `!N = [distinct] ...` lines
//! and the `!N` of a reference. Node `MdId(k)` prints as `!k`; inline nodes
//! of the source (`!DIExpression()` as a field value) print as numbered
//! nodes of their own, which means the same to LLVM and to egret.

use super::{MdData, MdId, MdNode, MdValue, Metadata};
use crate::ir::{Module, SrcLoc};
use std::fmt::Write as _;

/// The reference to node `id`: `!k`.
pub fn node_ref(id: MdId) -> String {
    format!("!{}", id.as_u32())
}

/// Every named metadata line and node line of `md`, one per line.
pub fn print_metadata(md: &Metadata) -> String {
    let mut out = String::new();
    for (name, ids) in &md.named {
        let refs: Vec<String> = ids.iter().map(|&i| node_ref(i)).collect();
        let _ = writeln!(out, "!{name} = !{{{}}}", refs.join(", "));
    }
    for (id, node) in md.nodes.iter() {
        let _ = writeln!(out, "{} = {}", node_ref(id), node_text(node));
    }
    out
}

/// The text of a node after `!N = `.
fn node_text(node: &MdNode) -> String {
    let distinct = if node.distinct { "distinct " } else { "" };
    match &node.data {
        MdData::Tuple(items) => {
            let parts: Vec<String> = items.iter().map(|v| value_text(v, true)).collect();
            format!("{distinct}!{{{}}}", parts.join(", "))
        }
        MdData::Special { kind, fields } => {
            let parts: Vec<String> = fields
                .iter()
                .map(|(k, v)| format!("{k}: {}", value_text(v, false)))
                .collect();
            format!("{distinct}!{kind}({})", parts.join(", "))
        }
        MdData::Expression(ops) => {
            let parts: Vec<String> = ops.iter().map(|v| value_text(v, false)).collect();
            format!("{distinct}!DIExpression({})", parts.join(", "))
        }
    }
}

/// A value; strings are `!"..."` in a tuple, `"..."` in a field.
fn value_text(v: &MdValue, in_tuple: bool) -> String {
    match v {
        MdValue::Null => "null".into(),
        MdValue::Node(id) => node_ref(*id),
        MdValue::Str(s) if in_tuple => format!("!{}", quoted(s)),
        MdValue::Str(s) => quoted(s),
        MdValue::Int(i) => i.to_string(),
        MdValue::Const { ty, text } => format!("{ty} {text}"),
        MdValue::Ident(w) => w.clone(),
        MdValue::Flags(fs) => fs.join(" | "),
    }
}

/// `"s"` with LLVM's escapes (`\XX` for quotes, backslashes and
/// non-printable bytes).
fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for &c in s.as_bytes() {
        if c == b'"' || c == b'\\' || !(0x20..0x7f).contains(&c) {
            let _ = write!(out, "\\{c:02X}");
        } else {
            out.push(c as char);
        }
    }
    out.push('"');
    out
}

/// `DILocation` nodes for the locations adopted from metadata
/// ([`crate::adopt_debug_locations`] replaces the parsed `!dbg`
/// attachments by scoped [`SrcLoc`]s, which passes then copy and inline):
/// one node per distinct scoped location of the module's instructions,
/// numbered after the module's own nodes, so an optimised C module prints
/// with its locations and inline chains.
#[derive(Default)]
pub(crate) struct LocationNodes {
    numbers: std::collections::HashMap<SrcLoc, u32>,
    lines: Vec<String>,
    first: u32,
}

impl LocationNodes {
    /// The nodes for every scoped location of `m`'s instructions that has
    /// no parsed attachment, in function and instruction order.
    pub(crate) fn new(m: &Module) -> Self {
        let mut nodes = LocationNodes {
            first: m.metadata.nodes.len() as u32,
            ..LocationNodes::default()
        };
        if m.scopes.is_empty() {
            return nodes;
        }
        for body in m.funcs.values().filter_map(|f| f.body.as_ref()) {
            for &b in &body.layout {
                for &i in &body.blocks[b].insts {
                    let loc = body.locs[i];
                    if loc.scope != 0 && !body.dbg_attachments.contains_key(&i) {
                        nodes.number(m, loc, 0);
                    }
                }
            }
        }
        nodes
    }

    /// The node of `loc`, creating it (and those of its chain) if new.
    fn number(&mut self, m: &Module, loc: SrcLoc, depth: u32) -> Option<u32> {
        if let Some(&n) = self.numbers.get(&loc) {
            return Some(n);
        }
        let scope = m.scope(loc)?;
        let inlined = match scope.inlined_at {
            Some(at) if depth < 256 => self.number(m, at, depth + 1),
            _ => None,
        };
        let n = self.first + self.lines.len() as u32;
        let inlined = inlined.map_or(String::new(), |k| format!(", inlinedAt: !{k}"));
        self.lines.push(format!(
            "!{n} = !DILocation(line: {}, column: {}, scope: {}{inlined})",
            loc.line,
            loc.col,
            node_ref(scope.scope)
        ));
        self.numbers.insert(loc, n);
        Some(n)
    }

    /// The node printed for `loc`, if any.
    pub(crate) fn get(&self, loc: SrcLoc) -> Option<u32> {
        self.numbers.get(&loc).copied()
    }

    /// The node lines, one per line.
    pub(crate) fn text(&self) -> String {
        self.lines.iter().map(|l| format!("{l}\n")).collect()
    }
}
