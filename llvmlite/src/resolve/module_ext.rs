//! Module-level facts clang's IR carries beyond LLVMlite's: the target
//! ([`TargetInfo`] from `target triple`/`target datalayout`), global
//! aliases, and `llvm.used`/`llvm.compiler.used` marking.

use super::{ConstAddr, Resolver, Symbol, err};
use crate::ast::{AstModule, ConstKind, TConst};
use crate::diag::Diagnostic;
use crate::ir::{AliasData, ConstInit, TargetInfo};

/// The names of the arrays that mark symbols as used; the front end marks
/// them and drops the arrays.
pub(super) const USED_ARRAYS: [&str; 2] = ["llvm.used", "llvm.compiler.used"];

/// The byte order a target triple implies: `Some(true)` for `mips*`,
/// `Some(false)` for `mips*el*`, `None` for another architecture.
fn triple_big_endian(triple: &str) -> Option<bool> {
    let arch = triple.split('-').next().unwrap_or("");
    arch.starts_with("mips").then(|| !arch.ends_with("el"))
}

/// The byte order a datalayout states (`E` or `e`), if it states one.
fn datalayout_big_endian(layout: &str) -> Option<bool> {
    layout.split('-').find_map(|part| match part {
        "E" => Some(true),
        "e" => Some(false),
        _ => None,
    })
}

impl Resolver<'_> {
    /// Fills [`crate::ir::Module::target`] from `target triple` and `target
    /// datalayout`: a MIPS triple gives the byte order, or without a triple
    /// the datalayout's `E`/`e` does. An other-than-MIPS triple is a
    /// warning and names no byte order (its datalayout describes that other
    /// target, so the compile target's order is used). A triple and a
    /// datalayout that disagree on the byte order are an error at the
    /// datalayout.
    pub(super) fn target_info(&mut self, ast: &AstModule) {
        let mut info = TargetInfo {
            triple: ast.triple.as_ref().map(|(t, _)| t.clone()),
            datalayout: ast.datalayout.as_ref().map(|(d, _)| d.clone()),
            big_endian: None,
        };
        let from_triple = ast.triple.as_ref().and_then(|(t, pos)| {
            let order = triple_big_endian(t);
            if order.is_none() {
                self.diags.push(
                    Diagnostic::warning(
                        pos.loc(),
                        format!(
                            "target triple `{t}` is not a MIPS triple; egret compiles for Cpu0 in the byte order of `--target`"
                        ),
                    )
                    .with_len(pos.len),
                );
            }
            order
        });
        let from_layout = ast
            .datalayout
            .as_ref()
            .and_then(|(d, _)| datalayout_big_endian(d));
        if let (Some(t), Some(d), Some((_, pos))) = (from_triple, from_layout, &ast.datalayout)
            && t != d
        {
            let name = |big: bool| if big { "big-endian" } else { "little-endian" };
            self.diags.push(err(
                *pos,
                format!(
                    "the datalayout is {} but the target triple is {}",
                    name(d),
                    name(t)
                ),
            ));
        }
        info.big_endian = match &ast.triple {
            Some(_) => from_triple,
            None => from_layout,
        };
        self.m.target = info;
    }

    /// Resolves every alias to its aliasee (a global plus a byte offset, or
    /// a function), in rounds so that an alias may name a later alias.
    /// Aliases with offset 0 become symbols standing for their aliasee.
    pub(super) fn aliases(&mut self, ast: &AstModule) {
        let mut todo: Vec<usize> = (0..ast.aliases.len()).collect();
        while !todo.is_empty() {
            let before = todo.len();
            todo.retain(|&i| !self.try_alias(ast, i, false));
            if todo.len() == before {
                // No progress: report every remaining one.
                for i in todo.drain(..) {
                    self.try_alias(ast, i, true);
                }
            }
        }
    }

    /// Resolves alias `i`; false when its aliasee is not known yet (reported
    /// only when `report`).
    fn try_alias(&mut self, ast: &AstModule, i: usize, report: bool) -> bool {
        let a = &ast.aliases[i];
        if self.symbols.contains_key(&*a.name.text) {
            let pos = a.name.pos;
            self.diags
                .push(err(pos, format!("redefinition of `@{}`", a.name.text)));
            return true;
        }
        let n_diags = self.diags.len();
        let addr = match self.const_addr(&a.aliasee) {
            Ok(addr) => addr,
            Err(d) if report => {
                self.diags.push(d);
                return true;
            }
            Err(_) => {
                self.diags.truncate(n_diags);
                return false;
            }
        };
        let (target, sym) = match addr {
            ConstAddr::Global(g, off) => (
                ConstInit::GlobalAddr(g, off),
                (off == 0).then_some(Symbol::Global(g)),
            ),
            ConstAddr::Func(f) => (ConstInit::FuncAddr(f), Some(Symbol::Func(f, usize::MAX))),
            ConstAddr::Null | ConstAddr::Block(..) => {
                self.diags.push(err(
                    a.aliasee.c.pos,
                    "an alias must name a global or a function",
                ));
                return true;
            }
        };
        match sym {
            Some(s) => {
                self.symbols.insert(a.name.text.to_string(), s);
            }
            None => {
                self.offset_aliases
                    .insert(a.name.text.to_string(), target.clone());
            }
        }
        self.m.aliases.push(AliasData {
            name: a.name.text.to_string(),
            ty: a.ty,
            target,
            linkage: a.linkage,
            loc: a.name.pos.loc(),
        });
        true
    }

    /// Marks every global and function `llvm.used`/`llvm.compiler.used`
    /// names (the arrays themselves were left out of the module).
    pub(super) fn mark_used(&mut self, ast: &AstModule) {
        for g in ast
            .globals
            .iter()
            .filter(|g| USED_ARRAYS.contains(&g.name.text.as_ref()))
        {
            let Some(init) = &g.init else { continue };
            let mut names = Vec::new();
            collect_global_names(&init.kind, &mut names);
            for name in names {
                match self.symbols.get(&name).copied() {
                    Some(Symbol::Global(gr)) => self.m.globals[gr].used = true,
                    Some(Symbol::Func(fr, _)) => self.m.funcs[fr].used = true,
                    None => self
                        .diags
                        .push(err(init.pos, format!("unknown global `@{name}`"))),
                }
            }
        }
    }
}

/// Every `@name` a constant mentions (through casts, GEPs and lists).
fn collect_global_names(c: &ConstKind, out: &mut Vec<String>) {
    let mut each = |tc: &TConst| collect_global_names(&tc.c.kind, out);
    match c {
        ConstKind::Global(n) => out.push(n.to_string()),
        ConstKind::Array(items) | ConstKind::Struct(items) | ConstKind::Vector(items) => {
            items.iter().for_each(&mut each)
        }
        ConstKind::Splat(v) => each(v),
        ConstKind::Cast { val, .. } => each(val),
        ConstKind::Gep { base, .. } => each(base),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_order_of_triples_and_layouts() {
        assert_eq!(triple_big_endian("mips-unknown-linux-gnu"), Some(true));
        assert_eq!(triple_big_endian("mipsel-unknown-linux-gnu"), Some(false));
        assert_eq!(triple_big_endian("mipsisa32r6el-linux-gnu"), Some(false));
        assert_eq!(triple_big_endian("x86_64-pc-linux-gnu"), None);
        assert_eq!(datalayout_big_endian("E-m:m-p:32:32-i8:8:32"), Some(true));
        assert_eq!(datalayout_big_endian("e-m:m-p:32:32"), Some(false));
        assert_eq!(datalayout_big_endian("m:m-p:32:32"), None);
    }
}
