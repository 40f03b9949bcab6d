//! Metadata back to text: `!name = !{...}` and `!N = [distinct] ...` lines
//! and the `!N` of a reference. Node `MdId(k)` prints as `!k`; inline nodes
//! of the source (`!DIExpression()` as a field value) print as numbered
//! nodes of their own, which means the same to LLVM and to egret.

use super::{MdData, MdId, MdNode, MdValue, Metadata};
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
