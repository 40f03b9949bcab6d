//! Printing of the module-level facts of clang's IR: `target` lines,
//! aliases, `llvm.used` (rebuilt from the `used` marks), linkage and
//! storage attributes of globals, ABI attributes of parameters, and the
//! attributes kept as written (`crate::ir::AttrText`).

use super::{Flavor, Printer, ident, linkage_text};
use crate::ir::{ConstInit, Ext, FuncAttrText, FuncData, GlobalData};
use std::fmt::Write as _;

/// ` signext`/` zeroext` (with a leading space), or nothing.
pub(super) fn ext_text(ext: Option<Ext>) -> &'static str {
    match ext {
        Some(Ext::Sign) => "signext ",
        Some(Ext::Zero) => "zeroext ",
        None => "",
    }
}

/// `, section "s", align N` after a global, as far as they are set.
pub(super) fn storage_suffix(gd: &GlobalData) -> String {
    let mut s = String::new();
    if let Some(sec) = &gd.section {
        let _ = write!(s, ", section \"{}\"", escape(sec));
    }
    if let Some(a) = gd.align {
        let _ = write!(s, ", align {a}");
    }
    s
}

fn escape(s: &str) -> String {
    let mut out = String::new();
    for &c in s.as_bytes() {
        if c == b'"' || c == b'\\' || !(0x20..0x7f).contains(&c) {
            let _ = write!(out, "\\{c:02X}");
        } else {
            out.push(c as char);
        }
    }
    out
}

impl Printer<'_> {
    /// The attributes of `fd` kept as written ([`crate::ir::AttrText`]),
    /// when they are printed: in egret's syntax and for LLVM 19, not for
    /// LLVM 14 (which does not know all of LLVM 19's), and only while
    /// `fd` has the type they were written for.
    pub(super) fn kept_attrs(&self, fd: &FuncData) -> Option<&FuncAttrText> {
        if !self.prints_kept_attrs() {
            return None;
        }
        let text = self.m.attributes.funcs.get(&fd.name)?;
        (text.fn_ty == fd.fn_ty).then_some(text)
    }

    fn prints_kept_attrs(&self) -> bool {
        self.flavor == Flavor::Egret || self.opaque
    }

    /// The kept attributes before `fd`'s return type, each followed by a
    /// space (`dso_local noundef `).
    pub(super) fn ret_attrs(&self, fd: &FuncData) -> String {
        self.kept_attrs(fd)
            .map(|t| t.ret.iter().map(|w| format!("{w} ")).collect())
            .unwrap_or_default()
    }

    /// The kept attributes after `fd`'s parameter list, each after a space
    /// (` nounwind #0`).
    pub(super) fn function_attrs(&self, fd: &FuncData) -> String {
        self.kept_attrs(fd)
            .map(|t| t.func.iter().map(|w| format!(" {w}")).collect())
            .unwrap_or_default()
    }

    /// `attributes #N = { ... }` lines, as written.
    pub(super) fn attribute_groups(&mut self) {
        if !self.prints_kept_attrs() || self.m.attributes.groups.is_empty() {
            return;
        }
        for (group, body) in &self.m.attributes.groups {
            let _ = writeln!(self.out, "attributes {group} = {body}");
        }
    }

    /// `target datalayout` and `target triple`, when the module has them.
    pub(super) fn target_lines(&mut self) {
        let t = &self.m.target;
        if let Some(d) = &t.datalayout {
            let _ = writeln!(self.out, "target datalayout = \"{}\"", escape(d));
        }
        if let Some(tr) = &t.triple {
            let _ = writeln!(self.out, "target triple = \"{}\"", escape(tr));
        }
        if t.is_named() {
            self.out.push('\n');
        }
    }

    /// The ABI attributes of parameter `k` of `fd`, each with a leading
    /// space.
    pub(super) fn param_attrs(&self, fd: &FuncData, k: usize) -> String {
        let Some(a) = fd.param_attrs.get(k) else {
            return String::new();
        };
        let mut s = String::new();
        s.push_str(ext_text(a.ext).trim_end());
        if a.inreg {
            s.push_str(" inreg");
        }
        if let Some(t) = a.sret {
            let _ = write!(s, " sret({})", self.ty(t));
        }
        if let Some(t) = a.byval {
            let _ = write!(s, " byval({})", self.ty(t));
        }
        if let Some(words) = self.kept_attrs(fd).and_then(|t| t.params.get(k)) {
            for w in words {
                let _ = write!(s, " {w}");
            }
        }
        if s.is_empty() || s.starts_with(' ') {
            s
        } else {
            format!(" {s}")
        }
    }

    /// The aliases, then `@llvm.used` naming every global and function
    /// marked `used` (the parser turns that array back into the marks).
    pub(super) fn aliases_and_used(&mut self) {
        let opaque = self.opaque_ptrs();
        for a in &self.m.aliases {
            let want = if opaque {
                "ptr".to_string()
            } else {
                format!("{}*", self.ty(a.ty))
            };
            let target = self.init_of_ptr(&a.target, &want);
            let _ = writeln!(
                self.out,
                "{} = {}alias {}, {want} {target}",
                ident('@', &a.name),
                linkage_text(a.linkage),
                self.ty(a.ty)
            );
        }
        let elem = if opaque { "ptr" } else { "i8*" };
        let mut used: Vec<String> = Vec::new();
        for (g, gd) in self.m.globals.iter().filter(|(_, gd)| gd.used) {
            let c = self.init_of_ptr(&ConstInit::GlobalAddr(g, 0), elem);
            used.push(format!("{elem} {c}"));
            let _ = gd;
        }
        for (f, _) in self.m.funcs.iter().filter(|(_, fd)| fd.used) {
            let c = self.init_of_ptr(&ConstInit::FuncAddr(f), elem);
            used.push(format!("{elem} {c}"));
        }
        if !used.is_empty() {
            let _ = writeln!(
                self.out,
                "@llvm.used = appending global [{} x {elem}] [{}], section \"llvm.metadata\"",
                used.len(),
                used.join(", ")
            );
        }
    }

    /// An address constant as a value of the pointer type spelled `want`.
    fn init_of_ptr(&self, c: &ConstInit, want: &str) -> String {
        match c {
            ConstInit::GlobalAddr(g, off) => {
                let gd = &self.m.globals[*g];
                let base_ty = self.ptr_to(&self.ty(gd.ty));
                self.addr_const(&ident('@', &gd.name), &base_ty, *off, want)
            }
            ConstInit::FuncAddr(f) => {
                let fd = &self.m.funcs[*f];
                let base_ty = self.ptr_to(&self.ty(fd.fn_ty));
                self.addr_const(&ident('@', &fd.name), &base_ty, 0, want)
            }
            _ => "null".into(),
        }
    }
}
