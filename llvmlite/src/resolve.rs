//! The resolver: syntax tree to IR.
//!
//! It binds every name (types, globals, functions, blocks, values) to an IR
//! entity, builds instructions, and turns LLVM syntax into the IR's shape:
//!
//! - `phi` nodes become block parameters, and each predecessor's branch passes
//!   the incoming values as arguments;
//! - `switch` becomes a chain of `icmp eq` + `br` blocks;
//! - constant expressions used as operands (`getelementptr (...)`,
//!   `bitcast (...)`) are materialised as instructions just before their use;
//!   in global initializers they are folded to [`ConstInit::GlobalAddr`];
//! - a call to a function that is neither defined nor declared creates an
//!   external declaration typed by the call, with a warning.
//!
//! Values may be used before they are defined (in the text), so each function
//! is built in passes: create blocks and parameters, create every instruction
//! (with a placeholder body) so its result value exists, then fill in the
//! bodies, then connect phis to branches.
//!
//! The resolver checks what only the text knows: names, the types written on
//! operands (`add i64 %x` when `%x` is an `i32`), constants that do not fit
//! their type. Everything about the IR's own consistency is the verifier's job.
//! When an operand is wrong, the resolver reports it once, at its position, and
//! substitutes `undef` of the expected type, so the verifier can still check the
//! rest of the function without repeating the error.

use crate::ast::*;
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::layout::{GepIndex, gep_const_offset, gep_type};
use crate::types::{Ty, TyData};
use rustc_hash::{FxHashMap as FxMap, FxHashSet as FxSet};
use std::borrow::Cow;
use std::collections::HashMap;

mod body;
mod constexpr;
mod insts_ext;
mod module_ext;
mod operands;
mod phis;
mod vector;

/// What resolution found.
pub(crate) struct Resolved {
    /// Errors and warnings.
    pub diags: Vec<Diagnostic>,
    /// Whether the named types are well founded and shallow enough to lay out
    /// and compare (if not, the module must not be verified or used).
    pub types_ok: bool,
}

/// Deepest type (counting every constructor and name) that later recursive
/// walks (layout, equivalence, printing) are allowed to meet.
const MAX_TYPE_DEPTH: u32 = 1000;

/// Resolves `ast` into `m` (which already holds the interned types).
///
/// Each function's body is taken out of `ast` and dropped once it is
/// resolved, so that the IR of the next function reuses the syntax tree's
/// memory: a large module then never holds its whole syntax tree and its
/// whole IR at once.
pub(crate) fn resolve(
    ast: &mut AstModule,
    m: &mut Module,
    opts: &crate::parser::ParseOptions,
) -> Resolved {
    let mut r = Resolver {
        m,
        diags: Vec::new(),
        symbols: FxMap::default(),
        types_well_founded: true,
        opaque: ast.opaque_pointers,
        keep_switch: opts.keep_switch,
        offset_aliases: FxMap::default(),
        block_labels: FxMap::default(),
    };
    r.m.metadata = ast.metadata.clone();
    r.type_defs(ast);
    if !r.types_well_founded {
        return Resolved {
            diags: r.diags,
            types_ok: false,
        };
    }
    r.target_info(ast);
    r.m.attributes.groups = ast.attr_groups.clone();
    r.declare_symbols(ast);
    r.aliases(ast);
    r.collect_block_labels(ast);
    r.global_inits(ast);
    r.mark_used(ast);
    r.check_signatures(ast);
    for (fi, f) in ast.funcs.iter_mut().enumerate() {
        // Functions were pushed in source order except skipped redefinitions.
        if let Some(Symbol::Func(fr, idx)) = r.symbols.get(&*f.name.text).copied()
            && idx == fi
            && let Some(body) = f.body.take()
        {
            r.function_body(fr, f, &body);
        }
    }
    Resolved {
        diags: r.diags,
        types_ok: true,
    }
}

#[derive(Copy, Clone, Debug)]
enum Symbol {
    Global(GlobalRef),
    /// A function and the index of the AST function that defines it
    /// (`usize::MAX` for implicit declarations).
    Func(FuncRef, usize),
}

struct Resolver<'m> {
    m: &'m mut Module,
    diags: Vec<Diagnostic>,
    symbols: FxMap<String, Symbol>,
    types_well_founded: bool,
    /// The module writes `ptr`: pointers the resolver makes (addresses of
    /// globals, `alloca` and `getelementptr` results) are `ptr` too.
    opaque: bool,
    /// Build `switch` as [`InstData::Switch`] rather than compare chains.
    keep_switch: bool,
    /// Aliases of a global plus a non-zero offset, by name (aliases with
    /// offset 0 are entries of `symbols`).
    offset_aliases: FxMap<String, ConstInit>,
    /// The block of each label of each defined function (the AST block at
    /// index k becomes block k), for `blockaddress`.
    block_labels: FxMap<FuncRef, FxMap<String, Block>>,
}

/// The type of a pointer to `pointee`: `ptr` in a module that uses opaque
/// pointers, `pointee*` otherwise.
fn ptr_for(types: &mut crate::types::TypeStore, opaque: bool, pointee: Ty) -> Ty {
    if opaque {
        types.opaque_ptr()
    } else {
        types.ptr(pointee)
    }
}

fn err(pos: Pos, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(pos.loc(), msg).with_len(pos.len)
}

/// Where a constant's address points, while folding a constant expression in
/// a global initializer.
#[derive(Copy, Clone, Debug, PartialEq)]
enum ConstAddr {
    Global(GlobalRef, i64),
    Func(FuncRef),
    /// `blockaddress(@f, %b)`.
    Block(FuncRef, Block),
    Null,
}

impl Resolver<'_> {
    fn ty_str(&self, t: Ty) -> String {
        self.m.types.display(t).to_string()
    }

    // ------------------------------------------------------------ types

    fn type_defs(&mut self, ast: &AstModule) {
        let mut defined: HashMap<Ty, Pos> = HashMap::new();
        for td in &ast.type_defs {
            if let Some(prev) = defined.get(&td.ty) {
                self.diags.push(
                    err(
                        td.name.pos,
                        format!("redefinition of type `%{}`", td.name.text),
                    )
                    .with_note_at(prev.loc(), "previous definition is here"),
                );
                continue;
            }
            defined.insert(td.ty, td.name.pos);
            if let Some(body) = td.body {
                self.m.types.define_named(td.ty, body);
            }
        }
        for (ty, pos) in &ast.type_uses {
            if !defined.contains_key(ty) {
                let name = self.ty_str(*ty);
                self.diags.push(err(*pos, format!("unknown type `{name}`")));
            }
        }
        if let Some(t) = too_deep_type(&self.m.types) {
            self.types_well_founded = false;
            let pos = ast
                .type_uses
                .iter()
                .find(|(u, _)| *u == t)
                .map(|(_, p)| *p)
                .unwrap_or_default();
            self.diags.push(err(
                pos,
                format!("type nesting is deeper than {MAX_TYPE_DEPTH} levels"),
            ));
            return;
        }
        if let Some(name) = self.m.types.find_unguarded_cycle() {
            let name = name.to_string();
            self.types_well_founded = false;
            let pos = ast
                .type_defs
                .iter()
                .find(|td| td.name.text == name)
                .map(|td| td.name.pos)
                .unwrap_or_default();
            self.diags.push(err(
                pos,
                format!("type `%{name}` contains itself without a pointer in between"),
            ));
        }
    }

    // ----------------------------------------------------------- symbols

    fn define_symbol(
        &mut self,
        name: &Name,
        sym: Symbol,
        prev_loc: impl Fn(&Module, Symbol) -> SrcLoc,
    ) -> bool {
        if let Some(prev) = self.symbols.get(&*name.text).copied() {
            let loc = prev_loc(self.m, prev);
            self.diags.push(
                err(name.pos, format!("redefinition of `@{}`", name.text))
                    .with_note_at(loc, "previous definition is here"),
            );
            return false;
        }
        self.symbols.insert(name.text.to_string(), sym);
        true
    }

    fn declare_symbols(&mut self, ast: &AstModule) {
        let prev_loc = |m: &Module, s: Symbol| match s {
            Symbol::Global(g) => m.globals[g].loc,
            Symbol::Func(f, _) => m.funcs[f].loc,
        };
        for g in &ast.globals {
            if module_ext::USED_ARRAYS.contains(&g.name.text.as_ref()) {
                continue; // marks symbols as used; not part of the module
            }
            if self.symbols.contains_key(&*g.name.text) {
                self.define_symbol(&g.name, Symbol::Global(GlobalRef::from_u32(0)), prev_loc);
                continue;
            }
            let gr = self.m.globals.push(GlobalData {
                name: g.name.text.to_string(),
                ty: g.ty,
                init: None,
                constant: g.constant,
                linkage: g.linkage,
                loc: g.name.pos.loc(),
                section: g.attrs.section.clone(),
                align: g.attrs.align,
                thread_local: g.attrs.thread_local,
                used: false,
                dbg: g.attrs.dbg.clone(),
            });
            self.define_symbol(&g.name, Symbol::Global(gr), prev_loc);
        }
        for (i, f) in ast.funcs.iter().enumerate() {
            if self.symbols.contains_key(&*f.name.text) {
                self.define_symbol(&f.name, Symbol::Func(FuncRef::from_u32(0), i), prev_loc);
                continue;
            }
            let sig = Signature {
                ret: f.ret,
                params: f.params.iter().map(|p| p.ty).collect(),
                varargs: f.varargs,
            };
            let fr = self.m.declare_func(&f.name.text, sig, f.name.pos.loc());
            let fd = &mut self.m.funcs[fr];
            fd.linkage = f.linkage;
            fd.param_attrs = f.params.iter().map(|p| p.attrs.clone()).collect();
            fd.ret_ext = f.ret_ext;
            fd.subprogram = f.subprogram;
            fd.fn_attrs = FnAttrs::from_words(&f.attr_text.func, &ast.attr_groups);
            if !f.attr_text.is_empty() {
                let text = FuncAttrText {
                    fn_ty: fd.fn_ty,
                    ..f.attr_text.clone()
                };
                self.m
                    .attributes
                    .funcs
                    .insert(f.name.text.to_string(), text);
            }
            fd.param_names = f
                .params
                .iter()
                .map(|p| p.name.as_ref().map(|n| n.text.to_string()))
                .collect();
            self.define_symbol(&f.name, Symbol::Func(fr, i), prev_loc);
        }
    }

    /// Parameter and return types must be simple (`void` allowed as a return).
    fn check_signatures(&mut self, ast: &AstModule) {
        for f in &ast.funcs {
            let t = &self.m.types;
            if !(f.ret == Ty::VOID || t.is_first_class(f.ret)) {
                let msg = format!(
                    "return type must be an integer, a pointer, an aggregate of those or void, not `{}`",
                    self.ty_str(f.ret)
                );
                self.diags.push(err(f.ret_pos, msg));
            }
            for p in &f.params {
                if !self.m.types.is_first_class(p.ty) {
                    let msg = format!(
                        "parameter type must be an integer, a pointer or an aggregate of those, not `{}`",
                        self.ty_str(p.ty)
                    );
                    self.diags.push(err(p.ty_pos, msg));
                }
            }
        }
    }

    // ---------------------------------------------------- global initializers

    fn global_inits(&mut self, ast: &AstModule) {
        for g in &ast.globals {
            let Some(Symbol::Global(gr)) = self.symbols.get(&*g.name.text).copied() else {
                continue;
            };
            if self.m.globals[gr].loc != g.name.pos.loc() {
                continue; // a redefinition, already reported
            }
            if matches!(self.m.types.kind(g.ty), TyData::Void | TyData::Func { .. }) {
                continue; // the verifier reports it
            }
            let init = g.init.as_ref().map(|c| self.init(g.ty, c));
            self.m.globals[gr].init = init;
        }
    }

    /// A global initializer of type `ty`; on error, reports and returns `Undef`.
    fn init(&mut self, ty: Ty, c: &Const) -> ConstInit {
        match self.try_init(ty, c) {
            Ok(i) => i,
            Err(d) => {
                self.diags.push(d);
                ConstInit::Undef
            }
        }
    }

    fn try_init(&mut self, ty: Ty, c: &Const) -> Result<ConstInit, Diagnostic> {
        let tys = self.ty_str(ty);
        let kind = self.m.types.kind(ty).clone();
        match (&c.kind, &kind) {
            (ConstKind::Int(_) | ConstKind::Wide(_), TyData::Int(bits)) if *bits > 64 => Err(err(
                c.pos,
                format!("initializers of `i{bits}` (wider than 64 bits) are not supported"),
            )),
            (ConstKind::Wide(_), TyData::Int(bits)) => Err(err(
                c.pos,
                format!("integer constant is too large for `i{bits}`"),
            )),
            (ConstKind::Int(n), TyData::Int(bits)) => {
                Ok(ConstInit::Int(self.int_bits(n.get(), *bits, c.pos)?))
            }
            (ConstKind::Bool(b), TyData::Int(1)) => Ok(ConstInit::Int(*b as u64)),
            (ConstKind::Float(text), TyData::Float | TyData::Double) => Ok(ConstInit::Int(
                operands::float_const(&self.m.types, ty, text, c.pos)?,
            )),
            (ConstKind::Null, TyData::Ptr(_) | TyData::OpaquePtr) => Ok(ConstInit::Null),
            (ConstKind::Undef, _) => Ok(ConstInit::Undef),
            (ConstKind::Zero, _) => Ok(ConstInit::Zero),
            (ConstKind::Str(bytes), TyData::Array(n, e)) if *e == Ty::I8 => {
                if bytes.len() as u64 == *n {
                    Ok(ConstInit::Bytes(bytes.clone()))
                } else {
                    Err(err(
                        c.pos,
                        format!(
                            "string has {} bytes but its type `{tys}` has {n}",
                            bytes.len()
                        ),
                    ))
                }
            }
            (ConstKind::Array(items), TyData::Array(n, e)) => {
                if items.len() as u64 != *n {
                    return Err(err(
                        c.pos,
                        format!(
                            "array literal has {} elements but its type `{tys}` has {n}",
                            items.len()
                        ),
                    ));
                }
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    self.expect_ty_equiv(it.ty, *e, it.ty_pos)?;
                    out.push(self.init(*e, &it.c));
                }
                Ok(ConstInit::Array(out))
            }
            (ConstKind::Vector(_) | ConstKind::Splat(_), TyData::Vector(n, e)) => {
                self.vector_init(*n, *e, c)
            }
            (ConstKind::Struct(items), TyData::Struct(fields) | TyData::PackedStruct(fields)) => {
                if items.len() != fields.len() {
                    return Err(err(
                        c.pos,
                        format!(
                            "struct literal has {} fields but its type `{tys}` has {}",
                            items.len(),
                            fields.len()
                        ),
                    ));
                }
                let mut out = Vec::with_capacity(items.len());
                for (it, f) in items.iter().zip(fields) {
                    self.expect_ty_equiv(it.ty, *f, it.ty_pos)?;
                    out.push(self.init(*f, &it.c));
                }
                Ok(ConstInit::Struct(out))
            }
            (
                ConstKind::Global(_)
                | ConstKind::Gep { .. }
                | ConstKind::Cast { .. }
                | ConstKind::BlockAddress { .. },
                TyData::Ptr(_) | TyData::OpaquePtr,
            ) => {
                let tc = TConst {
                    ty,
                    ty_pos: c.pos,
                    c: c.clone(),
                };
                if matches!(&c.kind, ConstKind::Cast { op, .. } if *op != CastOp::Bitcast) {
                    return self.fold_init(ty, c);
                }
                match self.const_addr(&tc)? {
                    ConstAddr::Global(g, off) => Ok(ConstInit::GlobalAddr(g, off)),
                    ConstAddr::Func(f) => Ok(ConstInit::FuncAddr(f)),
                    ConstAddr::Block(f, b) => Ok(ConstInit::BlockAddr(f, b)),
                    ConstAddr::Null => Ok(ConstInit::Null),
                }
            }
            (
                ConstKind::Binary { .. }
                | ConstKind::Icmp { .. }
                | ConstKind::Select { .. }
                | ConstKind::Cast { .. }
                | ConstKind::Global(_)
                | ConstKind::Gep { .. },
                TyData::Int(_) | TyData::Ptr(_) | TyData::OpaquePtr,
            ) => self.fold_init(ty, c),
            (ConstKind::Local(n), _) => Err(err(
                c.pos,
                format!("local value `%{n}` cannot appear in a global initializer"),
            )),
            _ => Err(err(
                c.pos,
                format!("constant does not match its type `{tys}`"),
            )),
        }
    }

    fn expect_ty_equiv(&self, written: Ty, expected: Ty, pos: Pos) -> Result<(), Diagnostic> {
        if self.m.types.equiv(written, expected) {
            Ok(())
        } else {
            Err(err(
                pos,
                format!(
                    "type `{}` does not match the expected `{}`",
                    self.ty_str(written),
                    self.ty_str(expected)
                ),
            ))
        }
    }

    /// The bits of integer literal `n` as an `i{bits}`. Like LLVM, a literal
    /// that fits neither signed nor unsigned is truncated, with a warning.
    fn int_bits(&mut self, n: i128, bits: u32, pos: Pos) -> Result<u64, Diagnostic> {
        let min = -(1i128 << (bits - 1));
        let max = (1i128 << bits) - 1;
        let v = zext(n as u64, bits);
        if n < min || n > max {
            self.diags.push(
                Diagnostic::warning(
                    pos.loc(),
                    format!(
                        "integer constant {n} does not fit in `i{bits}`; truncated to {}",
                        sext(v, bits)
                    ),
                )
                .with_len(pos.len),
            );
        }
        Ok(v)
    }

    /// Records the labels of every defined function's blocks (see
    /// [`Resolver::block_labels`]); the first definition of a label counts.
    fn collect_block_labels(&mut self, ast: &AstModule) {
        use cranelift_entity::EntityRef;
        for (fi, f) in ast.funcs.iter().enumerate() {
            if let Some(Symbol::Func(fr, idx)) = self.symbols.get(&*f.name.text).copied()
                && idx == fi
                && let Some(body) = &f.body
            {
                let labels = self.block_labels.entry(fr).or_default();
                for (k, b) in body.iter().enumerate() {
                    if let Some(l) = &b.label {
                        labels.entry(l.text.to_string()).or_insert(Block::new(k));
                    }
                }
            }
        }
    }

    /// The function and block `blockaddress(@func, %label)` names: a
    /// positioned error unless `func` is a defined function and `label` one
    /// of its blocks other than the entry block.
    fn block_address(&self, func: &Name, label: &Name) -> Result<(FuncRef, Block), Diagnostic> {
        let Some(Symbol::Func(f, _)) = self.symbols.get(&*func.text).copied() else {
            return Err(err(
                func.pos,
                format!(
                    "`blockaddress` names `@{}`, which is not a function",
                    func.text
                ),
            ));
        };
        let Some(labels) = self.block_labels.get(&f) else {
            return Err(err(
                func.pos,
                format!("`blockaddress` of `@{}`, which has no body", func.text),
            ));
        };
        match labels.get(&*label.text) {
            Some(&b) if b.as_u32() == 0 => Err(err(
                label.pos,
                format!(
                    "`blockaddress` of the entry block `%{}` of `@{}`",
                    label.text, func.text
                ),
            )),
            Some(&b) => Ok((f, b)),
            None => Err(err(
                label.pos,
                format!("`@{}` has no block `%{}`", func.text, label.text),
            )),
        }
    }

    /// The limbs of the wide literal `n` as an `i{bits}`; like
    /// [`Self::int_bits`], a literal that does not fit is truncated, with a
    /// warning.
    fn wide_bits(&mut self, n: &num_bigint::BigInt, bits: u32, pos: Pos) -> Vec<u64> {
        let one = num_bigint::BigInt::from(1u8);
        let fits = *n >= -(&one << (bits - 1)) && *n < (&one << bits);
        let v = crate::bigint::from_signed(n, bits);
        if !fits {
            self.diags.push(
                Diagnostic::warning(
                    pos.loc(),
                    format!(
                        "integer constant {n} does not fit in `i{bits}`; truncated to {}",
                        crate::bigint::to_decimal(&v, bits)
                    ),
                )
                .with_len(pos.len),
            );
        }
        v
    }

    /// Folds a constant pointer expression in an initializer to an address.
    fn const_addr(&mut self, tc: &TConst) -> Result<ConstAddr, Diagnostic> {
        let c = &tc.c;
        match &c.kind {
            ConstKind::Global(name) => {
                let (addr, actual) = match self.symbols.get(&**name).copied() {
                    Some(Symbol::Global(g)) => {
                        let t = self.m.globals[g].ty;
                        (ConstAddr::Global(g, 0), self.m.types.ptr(t))
                    }
                    Some(Symbol::Func(f, _)) => {
                        let t = self.m.funcs[f].fn_ty;
                        (ConstAddr::Func(f), self.m.types.ptr(t))
                    }
                    None => return Err(err(c.pos, format!("unknown global `@{name}`"))),
                };
                self.expect_ty_equiv(tc.ty, actual, tc.ty_pos).map(|_| addr)
            }
            ConstKind::Null if self.m.types.is_ptr(tc.ty) => Ok(ConstAddr::Null),
            ConstKind::BlockAddress { func, label } if self.m.types.is_ptr(tc.ty) => {
                let (f, b) = self.block_address(func, label)?;
                Ok(ConstAddr::Block(f, b))
            }
            ConstKind::Cast {
                op: CastOp::Bitcast,
                val,
                to,
            } => {
                if !self.m.types.is_ptr(*to) || !self.m.types.is_ptr(val.ty) {
                    return Err(err(
                        c.pos,
                        "constant `bitcast` must convert a pointer to a pointer",
                    ));
                }
                self.expect_ty_equiv(*to, tc.ty, tc.ty_pos)?;
                self.const_addr(val)
            }
            ConstKind::Gep {
                elem_ty,
                base,
                indices,
                ..
            } => self.const_gep_addr(tc, *elem_ty, base, indices),
            _ => Err(err(
                c.pos,
                "unsupported constant expression in a global initializer",
            )),
        }
    }

    fn const_gep_addr(
        &mut self,
        tc: &TConst,
        elem_ty: Ty,
        base: &TConst,
        indices: &[TConst],
    ) -> Result<ConstAddr, Diagnostic> {
        let pos = tc.c.pos;
        let elem_ptr = self.m.types.ptr(elem_ty);
        self.expect_ty_equiv(base.ty, elem_ptr, base.ty_pos)?;
        let mut consts = Vec::new();
        for i in indices {
            match (&i.c.kind, self.m.types.int_bits(i.ty)) {
                (ConstKind::Int(n), Some(bits)) => {
                    let b = self.int_bits(n.get(), bits, i.c.pos)?;
                    consts.push(sext(b, bits));
                }
                _ => {
                    return Err(err(
                        i.c.pos,
                        "constant getelementptr indices must be integer constants",
                    ));
                }
            }
        }
        let idx: Vec<GepIndex> = consts.iter().map(|&c| GepIndex::Const(c)).collect();
        let pointee = gep_type(&self.m.types, elem_ty, &idx).map_err(|m| err(pos, m))?;
        let result = self.m.types.ptr(pointee);
        self.expect_ty_equiv(result, tc.ty, tc.ty_pos)?;
        if !self.types_well_founded {
            return Err(err(pos, "cannot lay out a recursive type"));
        }
        let off = gep_const_offset(&self.m.types, elem_ty, &consts).map_err(|m| err(pos, m))?;
        match self.const_addr(base)? {
            ConstAddr::Global(g, o) => Ok(ConstAddr::Global(g, o.wrapping_add(off))),
            ConstAddr::Func(f) if off == 0 => Ok(ConstAddr::Func(f)),
            _ => Err(err(pos, "constant getelementptr must be based on a global")),
        }
    }

    // ------------------------------------------------------------ functions

    fn function_body(&mut self, fr: FuncRef, af: &AstFunc, blocks: &[AstBlock]) {
        let mut cx = FnCx::new();
        // Every named value is entered in two maps, and every statement
        // becomes about one instruction: size the tables once.
        let named = af.params.len()
            + blocks
                .iter()
                .map(|b| b.insts.iter().filter(|i| i.result.is_some()).count())
                .sum::<usize>();
        let statements = blocks.iter().map(|b| b.insts.len()).sum::<usize>();
        cx.locals.reserve(named);
        cx.f.value_names.reserve(named);
        cx.f.reserve(statements, named);
        cx.create_blocks(self, blocks);
        cx.create_params(self, af, blocks);
        cx.create_insts(self, blocks);
        cx.fill_insts(self, blocks);
        cx.connect_phis(self);
        cx.debug_records(self, &af.dbg_records);
        self.m.funcs[fr].body = Some(cx.f);
    }

    fn lookup_callee(&mut self, name: &str) -> Option<Symbol> {
        self.symbols.get(name).copied()
    }

    /// Creates the implicit external declaration for a call to an unknown
    /// function, typed by the call, and warns about it.
    fn implicit_decl(&mut self, name: &str, fn_ty: Ty, pos: Pos) -> FuncRef {
        let TyData::Func {
            ret,
            params,
            varargs,
        } = self.m.types.kind(fn_ty).clone()
        else {
            unreachable!("call types are function types")
        };
        // `printf` is variadic by the runtime contract; calls with different
        // argument lists must not conflict with each other.
        let (params, varargs) = if name == "printf" && !params.is_empty() {
            (vec![params[0]], true)
        } else {
            (params, varargs)
        };
        let sig = Signature {
            ret,
            params,
            varargs,
        };
        let fr = self.m.declare_func(name, sig, pos.loc());
        let decl_ty = self.m.funcs[fr].fn_ty;
        self.diags.push(
            Diagnostic::warning(
                pos.loc(),
                format!(
                    "call to undeclared function `@{name}`; assuming `declare {}`",
                    self.decl_text(decl_ty, name)
                ),
            )
            .with_len(pos.len),
        );
        self.symbols
            .insert(name.to_string(), Symbol::Func(fr, usize::MAX));
        fr
    }

    fn decl_text(&self, fn_ty: Ty, name: &str) -> String {
        match self.m.types.kind(fn_ty) {
            TyData::Func {
                ret,
                params,
                varargs,
            } => {
                let mut ps: Vec<String> = params.iter().map(|p| self.ty_str(*p)).collect();
                if *varargs {
                    ps.push("...".into());
                }
                format!("{} @{name}({})", self.ty_str(*ret), ps.join(", "))
            }
            _ => format!("@{name}"),
        }
    }
}

/// Per-function resolution state.
struct FnCx<'s> {
    f: Function,
    /// IR block of each AST block.
    block_of: Vec<Block>,
    labels: FxMap<Cow<'s, str>, Block>,
    label_pos: FxMap<Block, Pos>,
    locals: FxMap<Cow<'s, str>, (Value, Pos)>,
    /// Values whose type is a guess after an error: no further type errors
    /// are reported about them.
    poisoned: FxSet<Value>,
    /// The pre-created instruction for each non-phi AST instruction.
    inst_of: Vec<Vec<Option<Inst>>>,
    /// Phis per IR block: (type, incoming, position).
    phis: Vec<(Block, Vec<PhiInfo<'s>>)>,
    /// Blocks created by `switch` expansion, after the block they came from.
    extra_blocks: HashMap<Block, Vec<Block>>,
    /// The source block an expansion block stands for (for phi predecessors).
    origin: HashMap<Block, Block>,
}

struct PhiInfo<'s> {
    ty: Ty,
    incoming: Vec<(Const<'s>, Name<'s>)>,
    pos: Pos,
}

/// What the instruction being built needs placed before it.
type Pending = Vec<Inst>;

/// A type nested deeper than [`MAX_TYPE_DEPTH`] (through any constructor or
/// name), if there is one; preferably a named type. Iterative, so it cannot
/// itself overflow the stack; edges closing a cycle count zero.
fn too_deep_type(types: &crate::types::TypeStore) -> Option<Ty> {
    use cranelift_entity::EntityRef;
    let n = types.len();
    let children = |t: Ty| -> Vec<Ty> {
        match types.get(t) {
            TyData::Ptr(p) => vec![*p],
            TyData::Struct(fs) | TyData::PackedStruct(fs) => fs.clone(),
            TyData::Array(_, e) | TyData::Vector(_, e) => vec![*e],
            TyData::Func { ret, params, .. } => std::iter::once(*ret)
                .chain(params.iter().copied())
                .collect(),
            TyData::Named(_) => types
                .named_info(t)
                .and_then(|i| i.body)
                .into_iter()
                .collect(),
            TyData::Void | TyData::Int(_) | TyData::Float | TyData::Double | TyData::OpaquePtr => {
                Vec::new()
            }
        }
    };
    // 0: unvisited, 1: on the DFS stack, 2: done.
    let mut state = vec![0u8; n];
    let mut depth = vec![0u32; n];
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        let mut stack = vec![(Ty::new(root), children(Ty::new(root)), 0usize)];
        state[root] = 1;
        while let Some((t, kids, i)) = stack.last_mut() {
            if let Some(&c) = kids.get(*i) {
                *i += 1;
                if state[c.index()] == 0 {
                    state[c.index()] = 1;
                    let ck = children(c);
                    stack.push((c, ck, 0));
                }
                continue;
            }
            let d = 1 + kids
                .iter()
                .filter(|c| state[c.index()] == 2)
                .map(|c| depth[c.index()])
                .max()
                .unwrap_or(0);
            depth[t.index()] = d;
            state[t.index()] = 2;
            if d > MAX_TYPE_DEPTH {
                return Some(*t);
            }
            stack.pop();
        }
    }
    None
}

/// A GEP index as far as the type computation cares: a literal is a constant.
fn gep_index(tc: &TConst) -> GepIndex {
    match tc.c.kind {
        ConstKind::Int(n) => GepIndex::Const(n.get() as i64),
        ConstKind::Bool(b) => GepIndex::Const(b as i64),
        ConstKind::Zero => GepIndex::Const(0),
        _ => GepIndex::Dynamic,
    }
}

/// The return type of `call T ...`, where `T` is a return type, a function
/// type, or (old style) a pointer to a function type.
fn call_ret_type(types: &crate::types::TypeStore, ty: Ty, args: &[TConst]) -> Ty {
    match types.kind(ty) {
        TyData::Func { ret, .. } => *ret,
        TyData::Ptr(p) if args_fit(types, *p, args) => match types.kind(*p) {
            TyData::Func { ret, .. } => *ret,
            _ => ty,
        },
        _ => ty,
    }
}

/// The function type a call is written with: the full type if given (also
/// in the pre-LLVM-3.7 form `call T (P...)* @f`, recognised when the
/// arguments fit `P...`), else the return type with the arguments' types.
/// So `call i32 (i32, i32)* @choose(i8 %c)`, whose arguments do not fit,
/// calls a function returning a function pointer. `None` if the written
/// type cannot be a call type (an aggregate return type).
fn written_fn_type(types: &mut crate::types::TypeStore, ty: Ty, args: &[TConst]) -> Option<Ty> {
    match types.kind(ty).clone() {
        TyData::Func { .. } => Some(ty),
        TyData::Ptr(p) if args_fit(types, p, args) => Some(p),
        TyData::Void
        | TyData::Int(_)
        | TyData::Float
        | TyData::Double
        | TyData::Ptr(_)
        | TyData::OpaquePtr
        | TyData::Named(_)
        | TyData::Struct(_)
        | TyData::PackedStruct(_)
        | TyData::Array(..)
        | TyData::Vector(..) => Some(types.func(ty, args.iter().map(|a| a.ty).collect(), false)),
    }
}

/// Whether `args` can be the arguments of a call of function type `f`.
fn args_fit(types: &crate::types::TypeStore, f: Ty, args: &[TConst]) -> bool {
    let TyData::Func {
        params, varargs, ..
    } = types.kind(f)
    else {
        return false;
    };
    let count_ok = if *varargs {
        args.len() >= params.len()
    } else {
        args.len() == params.len()
    };
    count_ok && params.iter().zip(args).all(|(&p, a)| types.equiv(p, a.ty))
}

/// Whether a call written with type `written` and arguments `args` is a valid
/// call of a function of type `decl` (so the call can use the declaration's
/// exact type, which matters for variadic functions).
fn call_matches(
    types: &crate::types::TypeStore,
    decl: Ty,
    written: Ty,
    args: &[Value],
    f: &Function,
) -> bool {
    let (
        TyData::Func {
            ret: dr,
            params: dp,
            varargs: dv,
        },
        TyData::Func { ret: wr, .. },
    ) = (types.kind(decl), types.kind(written))
    else {
        return false;
    };
    if !types.equiv(*dr, *wr) {
        return false;
    }
    if args.len() < dp.len() || (!*dv && args.len() != dp.len()) {
        return false;
    }
    dp.iter()
        .zip(args)
        .all(|(p, a)| types.equiv(*p, f.value_type(*a)))
}
