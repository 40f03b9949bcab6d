//! The printer: IR back to `.ll` text, in two flavours.
//!
//! [`print_module`] writes LLVMlite/LLVM syntax that egret's own parser reads
//! back to the same IR (up to value names): the round trip is tested over the
//! whole corpus. [`print_module_llvm`] writes what LLVM 14's `llvm-as` and
//! `lli` accept, so any module egret holds can be checked against LLVM itself.
//! The two differ where LLVM is stricter than LLVMlite:
//!
//! - LLVM only has *struct* named types and compares named structs by name,
//!   while LLVMlite treats any name as an abbreviation of its body. The LLVM
//!   flavour expands non-struct names and inserts `bitcast`s where a value's
//!   type is equivalent but not identical to the type its use requires.
//! - LLVM requires struct indices of `getelementptr` to be `i32`.
//! - LLVM numbers unnamed values and insists numbered names are sequential;
//!   the LLVM flavour renames numeric local names.
//!
//! Block parameters are printed as `phi` nodes with one entry per incoming
//! edge. When one block branches to the same successor twice with different
//! arguments (expressible with block parameters, not with phis), the printer
//! routes one edge through a forwarding block. Every function prints the
//! labels of all its blocks, so the output's names are stable under
//! parse → print (the round trip is a fixpoint after the first print).

use crate::ir::*;
use crate::lexer::is_ident_char;
use crate::metadata::print::node_ref;
use crate::types::{Ty, TyData};
use cranelift_entity::SecondaryMap;
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

mod insts;
mod module_ext;
use module_ext::{ext_text, storage_suffix};

/// Prints a module in the syntax egret's parser reads back to the same IR.
///
/// The module should verify: an unverified module prints as far as its
/// structure allows, but a value, block or type that does not exist in its
/// table cannot be printed.
pub fn print_module(m: &Module) -> String {
    Printer::new(m, Flavor::Egret).module()
}

/// Prints a module for LLVM 14 (`llvm-as-14`, `lli-14`).
pub fn print_module_llvm(m: &Module) -> String {
    Printer::new(m, Flavor::Llvm).module()
}

/// Prints a module for LLVM 15 and later (`llvm-as-19`, `lli-19`): as
/// [`print_module_llvm`], with every pointer type spelled `ptr` (LLVM 17
/// dropped typed pointers), so no pointer `bitcast`s are needed.
pub fn print_module_llvm_opaque(m: &Module) -> String {
    let mut p = Printer::new(m, Flavor::Llvm);
    p.opaque = true;
    p.module()
}

/// Prints one function (definition or declaration) in egret syntax, for
/// debugging passes.
pub fn print_function(m: &Module, f: FuncRef) -> String {
    let mut p = Printer::new(m, Flavor::Egret);
    p.function(f);
    p.out
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Flavor {
    Egret,
    Llvm,
}

struct Printer<'m> {
    m: &'m Module,
    flavor: Flavor,
    /// Every pointer type prints as `ptr` (LLVM 15 and later).
    opaque: bool,
    out: String,
    /// `DILocation`s for adopted (scoped) locations.
    locations: crate::metadata::print::LocationNodes,
}

/// Prints `name` as an identifier after a sigil, quoting it when needed.
fn ident(sigil: char, name: &str) -> String {
    let bytes = name.as_bytes();
    let plain = !bytes.is_empty()
        && (bytes.iter().all(|c| c.is_ascii_digit())
            || (!bytes[0].is_ascii_digit() && bytes.iter().all(|&c| is_ident_char(c))));
    if plain {
        return format!("{sigil}{name}");
    }
    let mut s = format!("{sigil}\"");
    for &c in bytes {
        if c == b'"' || c == b'\\' || !(0x20..0x7f).contains(&c) {
            let _ = write!(s, "\\{c:02X}");
        } else {
            s.push(c as char);
        }
    }
    s.push('"');
    s
}

/// `c"..."` with LLVM escapes.
fn c_string(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 3);
    s.push_str("c\"");
    for &c in bytes {
        if c == b'"' || c == b'\\' || !(0x20..0x7f).contains(&c) {
            let _ = write!(s, "\\{c:02X}");
        } else {
            s.push(c as char);
        }
    }
    s.push('"');
    s
}

impl<'m> Printer<'m> {
    fn new(m: &'m Module, flavor: Flavor) -> Self {
        Printer {
            m,
            flavor,
            opaque: false,
            out: String::new(),
            locations: crate::metadata::print::LocationNodes::new(m),
        }
    }

    /// Whether pointers print as `ptr`: always for LLVM 15 and later, and
    /// for a module that has opaque pointers itself.
    fn opaque_ptrs(&self) -> bool {
        self.opaque || self.m.types.has_opaque_ptr()
    }

    /// The type of a pointer to the type spelled `pointee`: `pointee*`, or
    /// `ptr` when pointers are opaque.
    fn ptr_to(&self, pointee: &str) -> String {
        match self.opaque {
            true => "ptr".into(),
            false => format!("{pointee}*"),
        }
    }

    // ------------------------------------------------------------------ types

    fn ty(&self, t: Ty) -> String {
        let mut s = String::new();
        self.write_ty(&mut s, t, 0);
        s
    }

    fn write_ty(&self, s: &mut String, t: Ty, depth: u32) {
        let types = &self.m.types;
        match types.get(t) {
            TyData::Void => s.push_str("void"),
            TyData::Int(b) => {
                let _ = write!(s, "i{b}");
            }
            TyData::Float => s.push_str("float"),
            TyData::Double => s.push_str("double"),
            TyData::Ptr(_) if self.opaque => s.push_str("ptr"),
            TyData::Ptr(p) => {
                self.write_ty(s, *p, depth);
                s.push('*');
            }
            TyData::OpaquePtr => s.push_str("ptr"),
            TyData::Struct(fs) => self.write_fields(s, fs, depth, ("{", "}")),
            TyData::PackedStruct(fs) => self.write_fields(s, fs, depth, ("<{", "}>")),
            TyData::Array(n, e) => {
                let _ = write!(s, "[{n} x ");
                self.write_ty(s, *e, depth);
                s.push(']');
            }
            TyData::Vector(n, e) => {
                let _ = write!(s, "<{n} x ");
                self.write_ty(s, *e, depth);
                s.push('>');
            }
            TyData::Func {
                ret,
                params,
                varargs,
            } => {
                self.write_ty(s, *ret, depth);
                s.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    self.write_ty(s, *p, depth);
                }
                if *varargs {
                    s.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                s.push(')');
            }
            TyData::Named(_) => {
                let info = types.named_info(t).expect("a named type has a name entry");
                // LLVM names only structs: other names are expanded (depth
                // guards against a name defined in terms of itself).
                let expand = self.flavor == Flavor::Llvm
                    && depth < 64
                    && info.body.is_some_and(|b| {
                        !matches!(types.kind(b), TyData::Struct(_) | TyData::PackedStruct(_))
                    });
                match info.body {
                    Some(b) if expand => self.write_ty(s, b, depth + 1),
                    _ => s.push_str(&ident('%', &info.name)),
                }
            }
        }
    }

    fn write_fields(&self, s: &mut String, fs: &[Ty], depth: u32, (open, close): (&str, &str)) {
        s.push_str(open);
        if fs.is_empty() {
            s.push_str(close);
            return;
        }
        s.push(' ');
        for (i, f) in fs.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            self.write_ty(s, *f, depth);
        }
        s.push(' ');
        s.push_str(close);
    }

    // ----------------------------------------------------------------- module

    fn module(mut self) -> String {
        self.target_lines();
        self.type_defs();
        for g in self.m.globals.keys() {
            self.global(g);
        }
        self.aliases_and_used();
        if !self.m.globals.is_empty() || !self.m.aliases.is_empty() {
            self.out.push('\n');
        }
        let funcs: Vec<FuncRef> = self.m.funcs.keys().collect();
        for f in funcs {
            self.function(f);
        }
        self.debug_declarations();
        if !self.m.metadata.is_empty() {
            self.out
                .push_str(&crate::metadata::print::print_metadata(&self.m.metadata));
            self.out.push_str(&self.locations.text());
        }
        self.attribute_groups();
        self.out
    }

    /// For LLVM, which reads debug records as calls: the declarations of
    /// the `llvm.dbg.*` intrinsics the records use.
    fn debug_declarations(&mut self) {
        if self.flavor != Flavor::Llvm {
            return;
        }
        let bodies = self.m.funcs.values().filter_map(|f| f.body.as_ref());
        let kinds: HashSet<bool> = bodies
            .flat_map(|b| &b.dbg_records)
            .filter(|r| r.dbg.is_some())
            .map(|r| r.kind == crate::metadata::DbgKind::Declare)
            .collect();
        for (declare, name) in [(true, "declare"), (false, "value")] {
            if kinds.contains(&declare) {
                let _ = writeln!(
                    self.out,
                    "declare void @llvm.dbg.{name}(metadata, metadata, metadata)\n"
                );
            }
        }
    }

    fn type_defs(&mut self) {
        let types = &self.m.types;
        let mut any = false;
        for (_, n) in types.named_types() {
            let line = match n.body {
                None => format!("{} = type opaque\n", ident('%', &n.name)),
                Some(b)
                    if self.flavor == Flavor::Llvm
                        && !matches!(
                            types.kind(b),
                            TyData::Struct(_) | TyData::PackedStruct(_)
                        ) =>
                {
                    continue;
                }
                Some(b) => format!("{} = type {}\n", ident('%', &n.name), self.ty(b)),
            };
            self.out.push_str(&line);
            any = true;
        }
        if any {
            self.out.push('\n');
        }
    }

    fn global(&mut self, g: GlobalRef) {
        let gd = &self.m.globals[g];
        let linkage = linkage_text(gd.linkage);
        let kind = if gd.constant { "constant" } else { "global" };
        let tls = if gd.thread_local { "thread_local " } else { "" };
        let line = match &gd.init {
            Some(init) => format!(
                "{} = {linkage}{tls}{kind} {} {}{}\n",
                ident('@', &gd.name),
                self.ty(gd.ty),
                self.init(gd.ty, init),
                storage_suffix(gd)
            ),
            None => format!(
                "{} = {}{tls}{kind} {}{}\n",
                ident('@', &gd.name),
                match gd.linkage {
                    Linkage::ExternWeak => "extern_weak ",
                    _ => "external ",
                },
                self.ty(gd.ty),
                storage_suffix(gd)
            ),
        };
        self.out.push_str(line.trim_end_matches('\n'));
        for &d in &gd.dbg {
            let _ = write!(self.out, ", !dbg {}", node_ref(d));
        }
        self.out.push('\n');
    }

    /// The text of a constant initializer of type `ty` (without the type).
    fn init(&self, ty: Ty, init: &ConstInit) -> String {
        let types = &self.m.types;
        match (init, types.kind(ty)) {
            (ConstInit::Int(b), TyData::Int(1)) => {
                (if *b & 1 == 1 { "true" } else { "false" }).into()
            }
            (ConstInit::Int(b), TyData::Int(bits)) => sext(*b, *bits).to_string(),
            (ConstInit::Int(b), TyData::Float | TyData::Double) => match types.float_kind(ty) {
                Some(k) => crate::float::const_text(k, *b),
                None => b.to_string(),
            },
            (ConstInit::Int(b), TyData::Ptr(_) | TyData::OpaquePtr) => {
                format!("inttoptr (i32 {} to {})", *b as u32 as i32, self.ty(ty))
            }
            (ConstInit::Int(b), _) => b.to_string(),
            (ConstInit::Null, _) => "null".into(),
            (ConstInit::Zero, _) => "zeroinitializer".into(),
            (ConstInit::Undef, _) => "undef".into(),
            (ConstInit::GlobalAddr(g, off), _) => {
                let gd = &self.m.globals[*g];
                let base_ty = self.ptr_to(&self.ty(gd.ty));
                self.addr_const(&ident('@', &gd.name), &base_ty, *off, &self.ty(ty))
            }
            (ConstInit::FuncAddr(f), _) => {
                let fd = &self.m.funcs[*f];
                let base_ty = self.ptr_to(&self.ty(fd.fn_ty));
                self.addr_const(&ident('@', &fd.name), &base_ty, 0, &self.ty(ty))
            }
            (ConstInit::BlockAddr(f, b), _) => self.block_address(*f, *b, None),
            (ConstInit::BlockAddrDiff(f, a, b), _) => {
                let p = if self.opaque_ptrs() { "ptr" } else { "i8*" };
                let (a, b) = (
                    self.block_address(*f, *a, None),
                    self.block_address(*f, *b, None),
                );
                format!("sub (i32 ptrtoint ({p} {a} to i32), i32 ptrtoint ({p} {b} to i32))")
            }
            (ConstInit::Bytes(b), _) => c_string(b),
            (ConstInit::Array(items), TyData::Array(_, e)) => {
                if items.is_empty() {
                    return "zeroinitializer".into();
                }
                let et = self.ty(*e);
                let parts: Vec<String> = items
                    .iter()
                    .map(|i| format!("{et} {}", self.init(*e, i)))
                    .collect();
                format!("[{}]", parts.join(", "))
            }
            (ConstInit::Array(items), TyData::Vector(_, e)) => {
                let et = self.ty(*e);
                let parts: Vec<String> = items
                    .iter()
                    .map(|i| format!("{et} {}", self.init(*e, i)))
                    .collect();
                format!("<{}>", parts.join(", "))
            }
            (ConstInit::Struct(items), TyData::Struct(fields) | TyData::PackedStruct(fields)) => {
                let (open, close) = match types.kind(ty) {
                    TyData::PackedStruct(_) => ("<{", "}>"),
                    _ => ("{", "}"),
                };
                if items.is_empty() {
                    return format!("{open}{close}");
                }
                let parts: Vec<String> = items
                    .iter()
                    .zip(fields)
                    .map(|(i, f)| format!("{} {}", self.ty(*f), self.init(*f, i)))
                    .collect();
                format!("{open} {} {close}", parts.join(", "))
            }
            // Not well typed (the verifier rejects it); print something readable.
            (ConstInit::Array(_) | ConstInit::Struct(_), _) => "undef".into(),
        }
    }

    /// A symbol address plus a byte offset as a constant of type `want`.
    fn addr_const(&self, sym: &str, sym_ty: &str, off: i64, want: &str) -> String {
        if want == "ptr" {
            return match off {
                0 => sym.to_string(),
                _ => format!("getelementptr (i8, ptr {sym}, i64 {off})"),
            };
        }
        if off == 0 {
            if sym_ty == want {
                return sym.to_string();
            }
            return format!("bitcast ({sym_ty} {sym} to {want})");
        }
        let bytes = if sym_ty == "i8*" {
            sym.to_string()
        } else {
            format!("bitcast ({sym_ty} {sym} to i8*)")
        };
        let gep = format!("getelementptr (i8, i8* {bytes}, i64 {off})");
        if want == "i8*" {
            gep
        } else {
            format!("bitcast (i8* {gep} to {want})")
        }
    }

    /// `blockaddress(@f, %label)`; `own` gives the block names when `f` is
    /// the function being printed (otherwise `f`'s names are worked out).
    fn block_address(
        &self,
        f: FuncRef,
        b: Block,
        own: Option<&SecondaryMap<Block, String>>,
    ) -> String {
        let fd = &self.m.funcs[f];
        let label = match (own, &fd.body) {
            (Some(names), _) => names.get(b).cloned(),
            (None, Some(body)) => FnPrinter::new(self, fd, body).block_names.get(b).cloned(),
            (None, None) => None,
        }
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| format!("bb{}", b.as_u32()));
        format!(
            "blockaddress({}, {})",
            ident('@', &fd.name),
            ident('%', &label)
        )
    }

    // -------------------------------------------------------------- functions

    fn function(&mut self, fr: FuncRef) {
        let fd = &self.m.funcs[fr];
        match &fd.body {
            None => {
                let mut ps: Vec<String> = fd
                    .sig
                    .params
                    .iter()
                    .enumerate()
                    .map(|(k, p)| format!("{}{}", self.ty(*p), self.param_attrs(fd, k)))
                    .collect();
                if fd.sig.varargs {
                    ps.push("...".into());
                }
                let weak = match fd.linkage {
                    Linkage::ExternWeak => "extern_weak ",
                    _ => "",
                };
                let dbg = fd
                    .subprogram
                    .map_or(String::new(), |sp| format!("!dbg {} ", node_ref(sp)));
                let line = format!(
                    "declare {dbg}{weak}{}{}{} {}({}){}\n\n",
                    self.ret_attrs(fd),
                    ext_text(fd.ret_ext),
                    self.ty(fd.sig.ret),
                    ident('@', &fd.name),
                    ps.join(", "),
                    self.function_attrs(fd)
                );
                self.out.push_str(&line);
            }
            Some(body) => {
                let text = FnPrinter::new(self, fd, body).print();
                self.out.push_str(&text);
                self.out.push('\n');
            }
        }
    }
}

/// An edge into a block with parameters, as a phi entry sees it.
struct PhiEdge {
    /// The label the phi names (the predecessor, or a forwarding block).
    from: String,
    /// The argument texts, one per parameter.
    args: Vec<String>,
}

/// A forwarding block inserted on an edge that phis cannot express directly.
struct Forward {
    label: String,
    lines: Vec<String>,
}

struct FnPrinter<'p, 'm> {
    p: &'p Printer<'m>,
    fd: &'m FuncData,
    f: &'m Function,
    names: SecondaryMap<Value, Option<String>>,
    block_names: SecondaryMap<Block, String>,
    taken: HashSet<String>,
    next_tmp: u32,
    /// Phi entries per block, in edge order.
    phi_edges: HashMap<Block, Vec<PhiEdge>>,
    /// Lines to print just before a block's terminator (casts of branch args).
    pre_term: HashMap<Block, Vec<String>>,
    /// Per block: the label its terminator uses for each target (by position).
    target_labels: HashMap<Block, Vec<String>>,
    forwards: HashMap<Block, Vec<Forward>>,
    /// The debug records at each position (block, instruction they follow).
    records_at: HashMap<(Block, Option<Inst>), Vec<usize>>,
}

impl<'p, 'm> FnPrinter<'p, 'm> {
    fn new(p: &'p Printer<'m>, fd: &'m FuncData, f: &'m Function) -> Self {
        let mut fp = FnPrinter {
            p,
            fd,
            f,
            names: SecondaryMap::new(),
            block_names: SecondaryMap::new(),
            taken: HashSet::new(),
            next_tmp: 0,
            phi_edges: HashMap::new(),
            pre_term: HashMap::new(),
            target_labels: HashMap::new(),
            forwards: HashMap::new(),
            records_at: HashMap::new(),
        };
        for (k, r) in f.dbg_records.iter().enumerate() {
            fp.records_at.entry((r.block, r.after)).or_default().push(k);
        }
        fp.assign_names();
        fp.plan_edges();
        fp
    }

    fn llvm(&self) -> bool {
        self.p.flavor == Flavor::Llvm
    }

    /// Whether a source name can be printed as is.
    fn usable(&self, name: &str) -> bool {
        // LLVM insists numbered names are sequential: never print them there.
        let numbered_in_llvm = self.llvm() && name.bytes().all(|c| c.is_ascii_digit());
        !(name.is_empty() || numbered_in_llvm)
    }

    fn claim(&mut self, wanted: Option<&str>, fallback: String) -> String {
        if let Some(w) = wanted
            && self.usable(w)
            && self.taken.insert(w.to_string())
        {
            return w.to_string();
        }
        let base = match wanted {
            Some(w) if !w.is_empty() => {
                if w.bytes().all(|c| c.is_ascii_digit()) {
                    format!("t{w}")
                } else {
                    w.to_string()
                }
            }
            _ => fallback,
        };
        let mut name = base.clone();
        let mut k = 1;
        while !self.taken.insert(name.clone()) {
            name = format!("{base}.{k}");
            k += 1;
        }
        name
    }

    /// Names for every block and every non-constant value: source names when
    /// unique (values and labels share one namespace, as in LLVM), generated
    /// ones otherwise.
    fn assign_names(&mut self) {
        let f = self.f;
        let mut all_values = Vec::new();
        for &b in &f.layout {
            all_values.extend(f.blocks[b].params.iter().copied());
            for &i in &f.blocks[b].insts {
                all_values.extend(f.inst_result(i));
            }
        }
        // Source names first, so generated names never steal them.
        for &b in &f.layout {
            if let Some(n) = &f.blocks[b].name
                && self.usable(n)
                && self.taken.insert(n.to_string())
            {
                self.block_names[b] = n.to_string();
            }
        }
        for &v in &all_values {
            if let Some(n) = f.value_names.get(&v)
                && self.usable(n)
                && self.taken.insert(n.to_string())
            {
                self.names[v] = Some(n.to_string());
            }
        }
        for &b in &f.layout {
            if self.block_names[b].is_empty() {
                let wanted = f.blocks[b].name.clone();
                let name = self.claim(wanted.as_deref(), format!("bb{}", b.as_u32()));
                self.block_names[b] = name;
            }
        }
        for &v in &all_values {
            if self.names[v].is_none() {
                let wanted = f.value_names.get(&v).cloned();
                let name = self.claim(wanted.as_deref(), format!("v{}", v.as_u32()));
                self.names[v] = Some(name);
            }
        }
    }

    fn fresh_tmp(&mut self) -> String {
        loop {
            let n = format!("cast{}", self.next_tmp);
            self.next_tmp += 1;
            if self.taken.insert(n.clone()) {
                return n;
            }
        }
    }

    fn ty(&self, t: Ty) -> String {
        self.p.ty(t)
    }

    fn vty(&self, v: Value) -> Ty {
        self.f.value_type(v)
    }

    /// An operand's text as it stands (no cast).
    fn raw(&self, v: Value) -> String {
        let types = &self.p.m.types;
        match self.f.value_def(v) {
            ValueDef::Inst(_) | ValueDef::Param(..) => match &self.names[v] {
                Some(n) => ident('%', n),
                None => "undef".into(), // not placed: the verifier rejects this
            },
            ValueDef::Const(c) => match types.int_bits(self.vty(v)) {
                Some(1) => (if c & 1 == 1 { "true" } else { "false" }).into(),
                Some(bits) => sext(c, bits).to_string(),
                None => match types.float_kind(self.vty(v)) {
                    Some(k) => crate::float::const_text(k, c),
                    None => c.to_string(),
                },
            },
            ValueDef::Wide(_) => {
                let bits = types.int_bits(self.vty(v)).unwrap_or(64);
                let limbs = self.f.wide_const(v).unwrap_or(&[]);
                crate::bigint::to_decimal(limbs, bits)
            }
            ValueDef::Null => "null".into(),
            ValueDef::Undef => "undef".into(),
            ValueDef::Zero => "zeroinitializer".into(),
            ValueDef::Global(g) => ident('@', &self.p.m.globals[g].name),
            ValueDef::Func(fr) => ident('@', &self.p.m.funcs[fr].name),
            ValueDef::BlockAddr(fr, b) => {
                let own = std::ptr::eq(&self.p.m.funcs[fr], self.fd);
                self.p
                    .block_address(fr, b, own.then_some(&self.block_names))
            }
        }
    }

    /// An operand used where type `want` is required. In the LLVM flavour a
    /// pointer whose type differs textually gets a `bitcast` line in `pre`.
    fn opnd(&mut self, v: Value, want: &str, pre: &mut Vec<String>) -> String {
        let text = self.raw(v);
        if !self.llvm()
            || matches!(
                self.f.value_def(v),
                ValueDef::Null | ValueDef::Undef | ValueDef::Zero | ValueDef::Const(_)
            )
        {
            return text;
        }
        let have = self.ty(self.vty(v));
        if have == want || !self.p.m.types.is_ptr(self.vty(v)) {
            return text;
        }
        let tmp = self.fresh_tmp();
        pre.push(format!("  %{tmp} = bitcast {have} {text} to {want}"));
        format!("%{tmp}")
    }

    /// The pointer type text an operand `v` of a memory instruction needs
    /// when it points to `pointee`: `ptr` if `v` is an opaque pointer,
    /// `pointee*` otherwise.
    fn ptr_want(&self, v: Value, pointee: &str) -> String {
        if self.p.m.types.is_opaque_ptr(self.vty(v)) {
            "ptr".into()
        } else {
            self.p.ptr_to(pointee)
        }
    }

    /// The LLVM-flavour type of a pointer result: `None` (as printed) when
    /// the result is `ptr`.
    fn ptr_result(&self, i: Inst, pointee: String) -> Option<String> {
        match self.f.inst_result(i) {
            Some(r) if self.p.m.types.is_opaque_ptr(self.vty(r)) => None,
            _ => Some(self.p.ptr_to(&pointee)),
        }
    }

    /// `T v` with `T` the required type.
    fn typed(&mut self, v: Value, want: &str, pre: &mut Vec<String>) -> String {
        let o = self.opnd(v, want, pre);
        format!("{want} {o}")
    }

    /// Decides how every edge into a block with parameters is printed.
    fn plan_edges(&mut self) {
        let f = self.f;
        for &b in &f.layout {
            let Some(t) = f.terminator(b) else { continue };
            let targets = f.insts[t].targets();
            let mut labels = Vec::with_capacity(targets.len());
            for (k, bc) in targets.iter().enumerate() {
                let dup = targets[..k]
                    .iter()
                    .any(|t| t.block == bc.block && t.args != bc.args);
                let from = if dup {
                    self.fresh_forward_label(b)
                } else {
                    self.block_names[b].clone()
                };
                labels.push(if dup {
                    from.clone()
                } else {
                    self.block_names[bc.block].clone()
                });
                if bc.args.is_empty() && !dup {
                    continue;
                }
                let mut pre = Vec::new();
                let params = f.blocks[bc.block].params.clone();
                let args: Vec<String> = bc
                    .args
                    .iter()
                    .zip(&params)
                    .map(|(&a, &p)| {
                        let want = self.ty(self.vty(p));
                        self.opnd(a, &want, &mut pre)
                    })
                    .collect();
                if dup {
                    let mut lines = pre;
                    lines.push(format!(
                        "  br label {}",
                        ident('%', &self.block_names[bc.block])
                    ));
                    self.forwards.entry(b).or_default().push(Forward {
                        label: from.clone(),
                        lines,
                    });
                } else {
                    self.pre_term.entry(b).or_default().extend(pre);
                }
                if !params.is_empty() {
                    self.phi_edges
                        .entry(bc.block)
                        .or_default()
                        .push(PhiEdge { from, args });
                }
            }
            self.target_labels.insert(b, labels);
        }
    }

    fn fresh_forward_label(&mut self, b: Block) -> String {
        let base = format!("{}.fwd", self.block_names[b]);
        let mut name = base.clone();
        let mut k = 1;
        while !self.taken.insert(name.clone()) {
            name = format!("{base}{k}");
            k += 1;
        }
        name
    }

    fn print(mut self) -> String {
        let mut out = String::new();
        let linkage = linkage_text(self.fd.linkage);
        let mut params: Vec<String> = self
            .f
            .args()
            .iter()
            .enumerate()
            .map(|(k, &a)| {
                let attrs = self.p.param_attrs(self.fd, k);
                format!("{}{attrs} {}", self.ty(self.vty(a)), self.raw(a))
            })
            .collect();
        if self.fd.sig.varargs {
            params.push("...".into());
        }
        let dbg = self
            .fd
            .subprogram
            .map_or(String::new(), |sp| format!(" !dbg {}", node_ref(sp)));
        let _ = writeln!(
            out,
            "define {linkage}{}{}{} {}({}){}{dbg} {{",
            self.p.ret_attrs(self.fd),
            ext_text(self.fd.ret_ext),
            self.ty(self.fd.sig.ret),
            ident('@', &self.fd.name),
            params.join(", "),
            self.p.function_attrs(self.fd)
        );
        let layout = self.f.layout.clone();
        for (k, &b) in layout.iter().enumerate() {
            self.block(&mut out, b, k == 0);
            if let Some(fw) = self.forwards.remove(&b) {
                for Forward { label, lines } in fw {
                    let _ = writeln!(out, "{}:", label_text(&label));
                    for l in lines {
                        let _ = writeln!(out, "{l}");
                    }
                }
            }
        }
        out.push_str("}\n");
        out
    }

    fn block(&mut self, out: &mut String, b: Block, is_entry: bool) {
        let _ = writeln!(out, "{}:", label_text(&self.block_names[b]));
        if !is_entry {
            self.phis(out, b);
        }
        let insts = self.f.blocks[b].insts.clone();
        self.debug_records(out, b, None);
        for i in insts {
            let mut pre = Vec::new();
            if self.f.insts[i].is_terminator() {
                pre.extend(self.pre_term.remove(&b).unwrap_or_default());
            }
            let line = self.inst(b, i, &mut pre);
            for l in pre {
                let _ = writeln!(out, "{l}");
            }
            match self.f.dbg_attachments.get(&i) {
                Some(&d) => {
                    let _ = writeln!(out, "{line}, !dbg {}", node_ref(d));
                }
                None => match self.p.locations.get(self.f.locs[i]) {
                    Some(n) => {
                        let _ = writeln!(out, "{line}, !dbg !{n}");
                    }
                    None => {
                        let _ = writeln!(out, "{line}");
                    }
                },
            }
            self.debug_records(out, b, Some(i));
        }
    }

    /// The debug records of block `b` that follow `after` (`None`: the
    /// block's start): `#dbg_value(...)` records for egret, `llvm.dbg.*`
    /// calls for LLVM. An `Assign` record prints as a value record (the
    /// store it is linked to is not kept); a record without a
    /// `DILocation` cannot be written and is left out.
    fn debug_records(&mut self, out: &mut String, b: Block, after: Option<Inst>) {
        use crate::metadata::DbgKind;
        let f = self.f;
        let at = self
            .records_at
            .get(&(b, after))
            .cloned()
            .unwrap_or_default();
        for r in at.iter().map(|&k| &f.dbg_records[k]) {
            let Some(loc) = r.dbg else { continue };
            let declare = r.kind == DbgKind::Declare;
            let value = match r.value {
                Some(v) => format!("{} {}", self.ty(self.vty(v)), self.raw(v)),
                None => "!{}".to_string(),
            };
            let (var, expr, loc) = (node_ref(r.var), node_ref(r.expr), node_ref(loc));
            let name = if declare { "declare" } else { "value" };
            if self.llvm() {
                let _ = writeln!(
                    out,
                    "  call void @llvm.dbg.{name}(metadata {value}, metadata {var}, metadata {expr}), !dbg {loc}"
                );
            } else {
                let _ = writeln!(out, "  #dbg_{name}({value}, {var}, {expr}, {loc})");
            }
        }
    }

    fn phis(&mut self, out: &mut String, b: Block) {
        let params = self.f.blocks[b].params.clone();
        let edges = self.phi_edges.remove(&b).unwrap_or_default();
        for (k, &p) in params.iter().enumerate() {
            let t = self.ty(self.vty(p));
            let name = self.raw(p);
            if edges.is_empty() {
                // No predecessors: phis need at least one entry, so define the
                // parameter as an opaque copy of `undef` (the block is dead).
                let _ = writeln!(out, "  {name} = bitcast {t} undef to {t}");
                continue;
            }
            let entries: Vec<String> = edges
                .iter()
                .map(|e| {
                    format!(
                        "[ {}, {} ]",
                        e.args.get(k).map(String::as_str).unwrap_or("undef"),
                        ident('%', &e.from)
                    )
                })
                .collect();
            let _ = writeln!(out, "  {name} = phi {t} {}", entries.join(", "));
        }
    }

    fn result_prefix(&self, i: Inst) -> String {
        match self.f.inst_result(i) {
            Some(r) => format!("{} = ", self.raw(r)),
            None => String::new(),
        }
    }

    /// Prints an instruction whose LLVM-computed result type is `llvm_ty`; if
    /// that differs from the IR's result type (LLVM flavour), the instruction
    /// defines a temporary and a `bitcast` defines the real name.
    fn with_result(
        &mut self,
        i: Inst,
        llvm_ty: Option<String>,
        body: String,
        pre: &mut Vec<String>,
    ) -> String {
        let Some(r) = self.f.inst_result(i) else {
            return format!("  {body}");
        };
        let ir_ty = self.ty(self.vty(r));
        match llvm_ty {
            Some(lt) if self.llvm() && lt != ir_ty => {
                let tmp = self.fresh_tmp();
                pre.push(format!("  %{tmp} = {body}"));
                format!("  {} = bitcast {lt} %{tmp} to {ir_ty}", self.raw(r))
            }
            _ => format!("  {}{body}", self.result_prefix(i)),
        }
    }
}

/// The linkage keyword (with a trailing space) that prints before
/// `global`/`constant`/the return type; empty for external.
fn linkage_text(l: Linkage) -> &'static str {
    match l {
        Linkage::External => "",
        Linkage::Internal => "internal ",
        Linkage::Weak => "weak ",
        Linkage::Common => "common ",
        Linkage::ExternWeak => "extern_weak ",
        Linkage::Appending => "appending ",
    }
}

/// `, i0, i1, ...` of `extractvalue`/`insertvalue`.
fn index_list(indices: &[u32]) -> String {
    indices.iter().map(|i| format!(", {i}")).collect()
}

fn label_text(name: &str) -> String {
    let quoted = ident('%', name);
    match quoted.strip_prefix('%') {
        Some(rest) => rest.to_string(),
        None => quoted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_are_quoted_when_needed() {
        assert_eq!(ident('%', "x.1"), "%x.1");
        assert_eq!(ident('%', "12"), "%12");
        assert_eq!(ident('%', "1a"), "%\"1a\"");
        assert_eq!(ident('@', "a b\""), "@\"a b\\22\"");
        assert_eq!(c_string(b"hi\n\0"), "c\"hi\\0A\\00\"");
    }
}
