//! The IR verifier: checks that a [`Module`] is well formed, reporting every
//! problem it finds.
//!
//! This is the contract every later stage relies on (and checks again in
//! debug builds after transforming a function):
//!
//! - every entity an instruction names (values, blocks, functions, globals,
//!   types) exists in its table, so no later pass can index out of bounds;
//! - every block in the layout is non-empty and ends in its only terminator;
//!   the entry block has no predecessors;
//! - every instruction is well typed: operand and result types as LLVMlite's
//!   typing rules say, including `getelementptr` (GEPTY, struct indices
//!   constant and in range), calls against the callee's signature (direct and
//!   indirect), returns against the function's return type, stores, and block
//!   arguments against block parameters;
//! - every use is dominated by its definition (Cooper–Harvey–Kennedy
//!   dominators from [`crate::dom`]); uses in unreachable blocks are exempt,
//!   as in LLVM;
//! - globals' initializers match their types; names are unique; named types
//!   recurse only through pointers.
//!
//! Errors are reported at the instruction's source location (or the
//! function's, for whole-function problems), with notes pointing at related
//! definitions.

use crate::diag::Diagnostic;
use crate::dom::DomTree;
use crate::ir::*;
use crate::layout::{GepIndex, gep_type};
use crate::types::{Ty, TyData, TypeStore};
use cranelift_entity::{EntityRef, SecondaryMap};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

mod aggregates;
mod vector;

/// Verifies a whole module; returns every error found (empty when valid).
pub fn verify(m: &Module) -> Vec<Diagnostic> {
    let mut v = Verifier {
        m,
        diags: Vec::new(),
    };
    v.module_level();
    v.globals();
    v.functions();
    v.diags
}

/// Verifies a module that came from the resolver, which has already checked
/// (with better positions) what only the module level can get wrong: named
/// type cycles, signatures and duplicate names.
pub(crate) fn verify_resolved(m: &Module) -> Vec<Diagnostic> {
    let mut v = Verifier {
        m,
        diags: Vec::new(),
    };
    if m.types.find_unguarded_cycle().is_some() {
        return v.diags;
    }
    v.globals();
    v.functions();
    v.diags
}

/// Verifies one function of a module (for passes that transform functions
/// one at a time).
pub fn verify_function(m: &Module, f: FuncRef) -> Vec<Diagnostic> {
    let mut v = Verifier {
        m,
        diags: Vec::new(),
    };
    if let Some(fd) = m.funcs.get(f)
        && let Some(body) = &fd.body
    {
        FnVerifier::new(m, fd, body, &mut v.diags).run();
    }
    v.diags
}

struct Verifier<'m> {
    m: &'m Module,
    diags: Vec<Diagnostic>,
}

impl Verifier<'_> {
    fn ty_ok(&self, t: Ty) -> bool {
        t.index() < self.m.types.len()
    }

    fn module_level(&mut self) {
        if let Some(name) = self.m.types.find_unguarded_cycle() {
            self.diags.push(Diagnostic::error(
                SrcLoc::default(),
                format!("type `%{name}` contains itself without a pointer in between"),
            ));
        }
        let mut names: HashMap<&str, SrcLoc> = HashMap::default();
        let symbols = self
            .m
            .globals
            .values()
            .map(|g| (g.name.as_str(), g.loc))
            .chain(self.m.funcs.values().map(|f| (f.name.as_str(), f.loc)));
        for (name, loc) in symbols {
            if let Some(prev) = names.insert(name, loc) {
                self.diags.push(
                    Diagnostic::error(loc, format!("redefinition of `@{name}`"))
                        .with_note_at(prev, "previous definition is here"),
                );
            }
        }
        for fd in self.m.funcs.values() {
            self.signature(fd);
        }
    }

    fn signature(&mut self, fd: &FuncData) {
        let types = &self.m.types;
        let all_ok = std::iter::once(fd.sig.ret)
            .chain(fd.sig.params.iter().copied())
            .chain([fd.fn_ty])
            .all(|t| self.ty_ok(t));
        if !all_ok {
            self.diags.push(Diagnostic::error(
                fd.loc,
                format!(
                    "signature of `@{}` uses a type from another module",
                    fd.name
                ),
            ));
            return;
        }
        let ret_ok = fd.sig.ret == Ty::VOID || types.is_first_class(fd.sig.ret);
        let params_ok = fd.sig.params.iter().all(|p| types.is_first_class(*p));
        if !ret_ok || !params_ok {
            self.diags.push(Diagnostic::error(
                fd.loc,
                format!(
                    "`@{}`: parameters must be integers, pointers or aggregates of those, and the return type one of those or void",
                    fd.name
                ),
            ));
        }
        let sig_ty = TyData::Func {
            ret: fd.sig.ret,
            params: fd.sig.params.clone(),
            varargs: fd.sig.varargs,
        };
        if types.get(fd.fn_ty) != &sig_ty {
            self.diags.push(Diagnostic::error(
                fd.loc,
                format!("`@{}`: `fn_ty` does not match the signature", fd.name),
            ));
        }
    }

    fn globals(&mut self) {
        for g in self.m.globals.values() {
            if !self.ty_ok(g.ty) {
                self.diags.push(Diagnostic::error(
                    g.loc,
                    format!("global `@{}` has a type from another module", g.name),
                ));
                continue;
            }
            if matches!(self.m.types.kind(g.ty), TyData::Void | TyData::Func { .. }) {
                self.diags.push(Diagnostic::error(
                    g.loc,
                    format!(
                        "global `@{}` of type `{}` has no storage",
                        g.name,
                        self.m.types.display(g.ty)
                    ),
                ));
                continue;
            }
            if let Some(init) = &g.init
                && let Err(msg) = self.check_init(g.ty, init)
            {
                self.diags.push(Diagnostic::error(
                    g.loc,
                    format!(
                        "initializer of `@{}` does not match its type: {msg}",
                        g.name
                    ),
                ));
            }
        }
    }

    fn check_init(&self, ty: Ty, init: &ConstInit) -> Result<(), String> {
        let types = &self.m.types;
        let tys = || types.display(ty).to_string();
        match (init, types.kind(ty)) {
            (ConstInit::Zero | ConstInit::Undef, _) => Ok(()),
            (ConstInit::Int(b), TyData::Int(bits)) if zext(*b, *bits) == *b => Ok(()),
            (ConstInit::Null, TyData::Ptr(_) | TyData::OpaquePtr) => Ok(()),
            // `inttoptr (i32 k to ptr)` (what the legalizer makes of a
            // `blockaddress`).
            (ConstInit::Int(b), TyData::Ptr(_) | TyData::OpaquePtr)
                if *b <= u64::from(u32::MAX) =>
            {
                Ok(())
            }
            (ConstInit::Int(_), TyData::Double) => Ok(()),
            (ConstInit::Int(b), TyData::Float) if *b <= u64::from(u32::MAX) => Ok(()),
            // An address also initializes a pointer-sized integer (`ptrtoint`).
            (ConstInit::GlobalAddr(g, _), TyData::Ptr(_) | TyData::OpaquePtr | TyData::Int(32))
                if g.index() < self.m.globals.len() =>
            {
                Ok(())
            }
            (ConstInit::FuncAddr(f), TyData::Ptr(_) | TyData::OpaquePtr | TyData::Int(32))
                if f.index() < self.m.funcs.len() =>
            {
                Ok(())
            }
            (ConstInit::BlockAddr(f, b), TyData::Ptr(_) | TyData::OpaquePtr | TyData::Int(32)) => {
                match block_addr_error(self.m, *f, *b) {
                    Some(msg) => Err(msg),
                    None => Ok(()),
                }
            }
            (ConstInit::BlockAddrDiff(f, a, b), TyData::Int(32)) => {
                match block_addr_error(self.m, *f, *a).or_else(|| block_addr_error(self.m, *f, *b))
                {
                    Some(msg) => Err(msg),
                    None => Ok(()),
                }
            }
            (ConstInit::Bytes(b), TyData::Array(n, e))
                if types.int_bits(*e) == Some(8) && b.len() as u64 == *n =>
            {
                Ok(())
            }
            (ConstInit::Array(items), TyData::Array(n, e)) if items.len() as u64 == *n => {
                items.iter().try_for_each(|i| self.check_init(*e, i))
            }
            (ConstInit::Array(items), TyData::Vector(n, e)) if items.len() == *n as usize => {
                items.iter().try_for_each(|i| self.check_init(*e, i))
            }
            (ConstInit::Struct(items), TyData::Struct(fields) | TyData::PackedStruct(fields))
                if items.len() == fields.len() =>
            {
                items
                    .iter()
                    .zip(fields)
                    .try_for_each(|(i, f)| self.check_init(*f, i))
            }
            _ => Err(format!("`{init:?}` is not a constant of type `{}`", tys())),
        }
    }

    fn functions(&mut self) {
        for fd in self.m.funcs.values() {
            if let Some(body) = &fd.body {
                FnVerifier::new(self.m, fd, body, &mut self.diags).run();
            }
        }
    }
}

/// Checks one function body.
struct FnVerifier<'a> {
    m: &'a Module,
    types: &'a TypeStore,
    fd: &'a FuncData,
    f: &'a Function,
    diags: &'a mut Vec<Diagnostic>,
    /// Where each placed instruction is: block and index.
    pos: SecondaryMap<Inst, Option<(Block, u32)>>,
    /// Instructions with bad entity references: skipped after reporting.
    broken: HashSet<Inst>,
}

impl<'a> FnVerifier<'a> {
    fn new(
        m: &'a Module,
        fd: &'a FuncData,
        f: &'a Function,
        diags: &'a mut Vec<Diagnostic>,
    ) -> Self {
        FnVerifier {
            m,
            types: &m.types,
            fd,
            f,
            diags,
            pos: positions_for(f),
            broken: HashSet::default(),
        }
    }

    fn run(&mut self) {
        if !self.structure() {
            return;
        }
        self.entity_refs();
        self.entry_params();
        self.entry_has_no_preds();
        let layout = self.f.layout.clone();
        for b in layout {
            for &i in &self.f.blocks[b].insts {
                if !self.broken.contains(&i) {
                    self.inst(i);
                }
            }
        }
        self.dominance();
    }

    fn error(&mut self, loc: SrcLoc, msg: String) {
        let loc = if loc.is_known() { loc } else { self.fd.loc };
        self.diags.push(Diagnostic::error(
            loc,
            format!("in `@{}`: {msg}", self.fd.name),
        ));
    }

    fn inst_error(&mut self, i: Inst, msg: String) {
        let loc = self.f.locs[i];
        self.error(loc, msg);
    }

    fn ty(&self, t: Ty) -> String {
        self.types.display(t).to_string()
    }

    /// How to name a value in a message.
    fn val(&self, v: Value) -> String {
        if let Some(n) = self.f.value_names.get(&v) {
            return format!("`%{n}`");
        }
        match self.f.values[v].def {
            ValueDef::Const(c) => format!(
                "constant {}",
                sext(c, self.types.int_bits(self.f.values[v].ty).unwrap_or(64))
            ),
            ValueDef::Null => "`null`".into(),
            ValueDef::Undef => "`undef`".into(),
            ValueDef::Global(g) => format!("`@{}`", self.m.globals[g].name),
            ValueDef::Func(fr) => format!("`@{}`", self.m.funcs[fr].name),
            _ => format!("value {v}"),
        }
    }

    fn vty(&self, v: Value) -> Ty {
        self.f.value_type(v)
    }

    fn equiv(&self, a: Ty, b: Ty) -> bool {
        a == b || self.types.equiv(a, b)
    }

    // ------------------------------------------------------------ structure

    /// Blocks and instructions: in their tables, each placed once, each block
    /// ending in its only terminator. Returns false if the CFG is too broken
    /// to check further.
    fn structure(&mut self) -> bool {
        let f = self.f;
        if f.layout.is_empty() {
            self.error(self.fd.loc, "function body has no blocks".into());
            return false;
        }
        let mut ok = true;
        let mut seen_blocks = HashSet::default();
        for &b in &f.layout {
            if b.index() >= f.blocks.len() || !seen_blocks.insert(b) {
                self.error(
                    self.fd.loc,
                    format!("layout lists {b} twice or it does not exist"),
                );
                return false;
            }
        }
        for &b in &f.layout {
            let insts = &f.blocks[b].insts;
            for (k, &i) in insts.iter().enumerate() {
                if i.index() >= f.insts.len() {
                    self.error(
                        self.fd.loc,
                        format!("{b} contains a nonexistent instruction"),
                    );
                    return false;
                }
                if self.pos[i].is_some() {
                    self.inst_error(i, "instruction is placed twice".into());
                    return false;
                }
                self.pos[i] = Some((b, k as u32));
                let last = k + 1 == insts.len();
                if f.insts[i].is_terminator() && !last {
                    self.inst_error(i, "terminator in the middle of a block".into());
                    ok = false;
                }
            }
            match insts.last() {
                None => {
                    self.error(
                        self.fd.loc,
                        format!("block {} is empty", self.block_name(b)),
                    );
                    ok = false;
                }
                Some(&i) if !f.insts[i].is_terminator() => {
                    self.inst_error(
                        i,
                        format!(
                            "block {} does not end with a terminator",
                            self.block_name(b)
                        ),
                    );
                    ok = false;
                }
                _ => {}
            }
        }
        // Branch targets must be blocks of the layout before any CFG walk.
        for &b in &f.layout {
            if let Some(&t) = f.blocks[b].insts.last() {
                for bc in f.insts[t].targets() {
                    if !seen_blocks.contains(&bc.block) {
                        self.inst_error(
                            t,
                            format!("branch to {} which is not in the function", bc.block),
                        );
                        ok = false;
                    }
                }
            }
        }
        ok
    }

    fn block_name(&self, b: Block) -> String {
        match &self.f.blocks[b].name {
            Some(n) => format!("`%{n}`"),
            None => format!("{b}"),
        }
    }

    /// Every value, function, global and type an instruction refers to exists.
    fn entity_refs(&mut self) {
        let f = self.f;
        let nvals = f.values.len();
        for &b in &f.layout {
            for (n, &p) in f.blocks[b].params.iter().enumerate() {
                let ok = p.index() < nvals && f.values[p].def == ValueDef::Param(b, n as u32);
                if !ok {
                    self.error(self.fd.loc, format!("parameter {n} of {b} is inconsistent"));
                    self.broken.extend(f.insts.keys());
                    return;
                }
            }
        }
        for (v, vd) in f.values.iter() {
            let ok = vd.ty.index() < self.types.len()
                && match vd.def {
                    ValueDef::Global(g) => g.index() < self.m.globals.len(),
                    ValueDef::Func(fr) => fr.index() < self.m.funcs.len(),
                    ValueDef::Inst(i) => i.index() < f.insts.len() && f.inst_result(i) == Some(v),
                    ValueDef::Param(b, n) => {
                        b.index() < f.blocks.len() && f.blocks[b].params.get(n as usize) == Some(&v)
                    }
                    _ => true,
                };
            if !ok {
                self.error(
                    self.fd.loc,
                    format!("value {v} has an inconsistent definition"),
                );
                self.broken.extend(f.insts.keys());
                return;
            }
        }
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                let mut bad = false;
                f.insts[i].for_each_arg(|a| bad |= a.index() >= nvals);
                bad |= match &f.insts[i] {
                    InstData::Alloca { ty, .. } => ty.index() >= self.types.len(),
                    InstData::Gep { elem_ty, .. } => elem_ty.index() >= self.types.len(),
                    InstData::Call { callee, fn_ty, .. } => {
                        fn_ty.index() >= self.types.len()
                            || matches!(callee, Callee::Direct(fr) if fr.index() >= self.m.funcs.len())
                    }
                    _ => false,
                };
                if bad {
                    self.inst_error(
                        i,
                        "instruction refers to an entity that does not exist".into(),
                    );
                    self.broken.insert(i);
                }
            }
        }
    }

    fn entry_params(&mut self) {
        let params = self.f.args();
        let sig = &self.fd.sig;
        if params.len() != sig.params.len() {
            self.error(
                self.fd.loc,
                format!(
                    "the entry block has {} parameters but the signature has {}",
                    params.len(),
                    sig.params.len()
                ),
            );
            return;
        }
        for (k, (&v, &t)) in params.iter().zip(&sig.params).enumerate() {
            if !self.equiv(self.vty(v), t) {
                self.error(
                    self.fd.loc,
                    format!(
                        "argument {k} has type `{}` but the signature says `{}`",
                        self.ty(self.vty(v)),
                        self.ty(t)
                    ),
                );
            }
        }
    }

    fn entry_has_no_preds(&mut self) {
        let entry = self.f.layout[0];
        for &b in &self.f.layout {
            if let Some(t) = self.f.terminator(b)
                && self.f.insts[t].targets().iter().any(|bc| bc.block == entry)
            {
                self.inst_error(
                    t,
                    "branch to the entry block (it cannot have predecessors)".into(),
                );
            }
        }
    }

    // ---------------------------------------------------------- instructions

    fn inst(&mut self, i: Inst) {
        let data = &self.f.insts[i];
        let result = self.f.inst_result(i);
        let needs_result = matches!(
            data,
            InstData::Binary { .. }
                | InstData::Icmp { .. }
                | InstData::FBinary { .. }
                | InstData::FNeg { .. }
                | InstData::Fcmp { .. }
                | InstData::Select { .. }
                | InstData::Cast { .. }
                | InstData::Alloca { .. }
                | InstData::Load { .. }
                | InstData::Freeze { .. }
                | InstData::ExtractValue { .. }
                | InstData::InsertValue { .. }
                | InstData::VaArg { .. }
                | InstData::Gep { .. }
                | InstData::ExtractElement { .. }
                | InstData::InsertElement { .. }
                | InstData::ShuffleVector { .. }
        );
        let op = opcode_name(data);
        match (needs_result, result) {
            (true, None) => return self.inst_error(i, format!("`{op}` must have a result value")),
            (false, Some(_)) if !matches!(data, InstData::Call { .. }) => {
                return self.inst_error(i, format!("`{op}` cannot have a result value"));
            }
            _ => {}
        }
        if let Some(r) = result
            && !self.types.is_first_class(self.vty(r))
        {
            return self.inst_error(
                i,
                format!(
                    "the result of `{op}` has type `{}`; values must be integers, pointers or aggregates of those",
                    self.ty(self.vty(r))
                ),
            );
        }
        let found = self.operand_problems(data);
        if let Some(a) = found.not_first_class {
            return self.inst_error(
                i,
                format!(
                    "operand {} of `{op}` has type `{}`, which is not an integer or a pointer",
                    self.val(a),
                    self.ty(self.vty(a))
                ),
            );
        }
        if let Some(name) = found.intrinsic {
            return self.inst_error(
                i,
                format!("intrinsic `@{name}` cannot be used as a value, only called"),
            );
        }
        if let Some(msg) = found.bad_block_addr {
            return self.inst_error(i, msg);
        }
        let rty = result.map(|r| self.vty(r));
        if let Err(msg) = self.check_inst(data, rty) {
            self.inst_error(i, msg);
        }
    }

    /// The first operand of `data` of each kind the verifier rejects, found
    /// in one walk over the operands (this runs for every instruction).
    fn operand_problems(&self, data: &InstData) -> OperandProblems<'a> {
        let mut found = OperandProblems::default();
        data.for_each_arg(|a| {
            if found.not_first_class.is_none() && !self.types.is_first_class(self.f.value_type(a)) {
                found.not_first_class = Some(a);
            }
            match self.f.value_def(a) {
                ValueDef::Func(fr) if found.intrinsic.is_none() => {
                    if let Some(fd) = self.m.funcs.get(fr)
                        && fd.body.is_none()
                        && crate::intrinsics::is_intrinsic_name(&fd.name)
                    {
                        found.intrinsic = Some(fd.name.as_str());
                    }
                }
                ValueDef::BlockAddr(f, b) if found.bad_block_addr.is_none() => {
                    found.bad_block_addr = block_addr_error(self.m, f, b);
                }
                _ => {}
            }
        });
        found
    }

    fn check_inst(&self, data: &InstData, rty: Option<Ty>) -> Result<(), String> {
        let r = rty.unwrap_or(Ty::VOID);
        match data {
            InstData::Binary { op, args, .. } => self.check_binary(op.name(), r, args),
            InstData::FBinary { op, args, .. } => self.check_float_operands(op.name(), r, args),
            InstData::FNeg { arg, .. } => self.check_float_operands("fneg", r, &[*arg]),
            InstData::Fcmp { args, .. } => {
                self.check_float_operands("fcmp", self.vty(args[0]), args)?;
                self.expect_ty(r, Ty::I1, "the result of `fcmp`")
            }
            InstData::Icmp { args, .. } => {
                let (a, b) = (self.vty(args[0]), self.vty(args[1]));
                if !self.equiv(a, b) {
                    return Err(format!(
                        "`icmp` compares `{}` with `{}`",
                        self.ty(a),
                        self.ty(b)
                    ));
                }
                if self.types.is_vector(a) {
                    return self.expect_bool_vector(r, a, "the result of `icmp`");
                }
                self.expect_ty(r, Ty::I1, "the result of `icmp`")
            }
            InstData::Select { args } if self.types.is_vector(self.vty(args[0])) => {
                self.expect_bool_vector(self.vty(args[0]), r, "the condition of `select`")?;
                self.expect_ty(self.vty(args[1]), r, "the true value of `select`")?;
                self.expect_ty(self.vty(args[2]), r, "the false value of `select`")
            }
            InstData::Select { args } => {
                self.expect_ty(self.vty(args[0]), Ty::I1, "the condition of `select`")?;
                self.expect_ty(self.vty(args[1]), r, "the true value of `select`")?;
                self.expect_ty(self.vty(args[2]), r, "the false value of `select`")
            }
            InstData::Cast { op, arg } if self.has_vector(&[self.vty(*arg), r]) => {
                self.check_vector_cast(*op, self.vty(*arg), r)
            }
            InstData::Cast { op, arg } => self.check_cast(*op, self.vty(*arg), r),
            InstData::Alloca { ty, count } => self.check_alloca(*ty, *count, r),
            InstData::Load { .. } if self.types.is_vector(r) && !self.vector_in_memory(r) => {
                Err(self.bit_vector_access(r))
            }
            InstData::Store { value, .. }
                if self.types.is_vector(self.vty(*value))
                    && !self.vector_in_memory(self.vty(*value)) =>
            {
                Err(self.bit_vector_access(self.vty(*value)))
            }
            InstData::Load { ptr, .. } => match self.pointee(*ptr, "`load`")? {
                Some(pointee) => self.expect_ty(r, pointee, "the result of `load`"),
                None => Ok(()),
            },
            InstData::Store { value, ptr, .. } => match self.pointee(*ptr, "`store`")? {
                Some(pointee) => self.expect_ty_with(self.vty(*value), pointee, || {
                    format!("the value stored through {}", self.val(*ptr))
                }),
                None => Ok(()),
            },
            InstData::Gep {
                elem_ty,
                base,
                indices,
                ..
            } => self.check_gep(*elem_ty, *base, indices, r),
            InstData::Call {
                callee,
                fn_ty,
                args,
            } => self.check_call(*callee, *fn_ty, args, rty),
            InstData::Jump { dest } => self.check_block_call(dest),
            InstData::Branch {
                cond,
                then_dest,
                else_dest,
            } => {
                self.expect_ty(self.vty(*cond), Ty::I1, "the condition of `br`")?;
                self.check_block_call(then_dest)?;
                self.check_block_call(else_dest)
            }
            InstData::Ret { value } => self.check_ret(*value),
            InstData::Unreachable => Ok(()),
            InstData::Freeze { arg } => {
                self.expect_ty(self.vty(*arg), r, "the operand of `freeze`")
            }
            InstData::ExtractValue { agg, indices } => self.check_extractvalue(*agg, indices, r),
            InstData::InsertValue {
                agg,
                value,
                indices,
            } => self.check_insertvalue(*agg, *value, indices, r),
            InstData::Switch {
                cond,
                default,
                cases,
            } => self.check_switch(*cond, default, cases),
            InstData::VaArg { ap } => self.check_va_arg(*ap, r),
            InstData::IndirectBr { addr, dests } => {
                if !self.types.is_ptr(self.vty(*addr)) {
                    return Err(format!(
                        "the address of `indirectbr` has type `{}`, expected a pointer",
                        self.ty(self.vty(*addr))
                    ));
                }
                dests.iter().try_for_each(|d| self.check_block_call(d))
            }
            InstData::ExtractElement { vec, idx } => self.check_extractelement(*vec, *idx, r),
            InstData::InsertElement { vec, value, idx } => {
                self.check_insertelement(*vec, *value, *idx, r)
            }
            InstData::ShuffleVector { args, mask } => self.check_shufflevector(args, mask, r),
        }
    }

    fn expect_ty(&self, actual: Ty, expected: Ty, what: &str) -> Result<(), String> {
        self.expect_ty_with(actual, expected, || what.to_string())
    }

    /// Like [`Self::expect_ty`], building the description only on error.
    fn expect_ty_with(
        &self,
        actual: Ty,
        expected: Ty,
        what: impl FnOnce() -> String,
    ) -> Result<(), String> {
        if actual == expected || self.equiv(actual, expected) {
            Ok(())
        } else {
            Err(format!(
                "{} has type `{}`, expected `{}`",
                what(),
                self.ty(actual),
                self.ty(expected)
            ))
        }
    }

    /// The pointee of the pointer operand `p`: `Some(T)` for `T*`, `None` for
    /// `ptr` (whose users carry their own types); an error if `p` is not a
    /// pointer.
    fn pointee(&self, p: Value, what: &str) -> Result<Option<Ty>, String> {
        if !self.types.is_ptr(self.vty(p)) {
            return Err(format!(
                "{what} needs a pointer, but {} has type `{}`",
                self.val(p),
                self.ty(self.vty(p))
            ));
        }
        Ok(self.types.pointee(self.vty(p)))
    }

    fn check_binary(&self, op: &str, r: Ty, args: &[Value; 2]) -> Result<(), String> {
        if !self.types.is_int(self.types.scalar_of(r)) {
            return Err(format!("`{op}` works on integers, not `{}`", self.ty(r)));
        }
        for a in args {
            self.expect_ty_with(self.vty(*a), r, || {
                format!("operand {} of `{op}`", self.val(*a))
            })?;
        }
        Ok(())
    }

    /// The operands of a floating-point instruction: each of type `ty`,
    /// which is `float` or `double`.
    fn check_float_operands(&self, op: &str, ty: Ty, args: &[Value]) -> Result<(), String> {
        if !self.types.is_float(ty) {
            return Err(format!(
                "`{op}` works on `float` or `double`, not `{}`",
                self.ty(ty)
            ));
        }
        for a in args {
            self.expect_ty_with(self.vty(*a), ty, || {
                format!("operand {} of `{op}`", self.val(*a))
            })?;
        }
        Ok(())
    }

    fn check_cast(&self, op: CastOp, from: Ty, to: Ty) -> Result<(), String> {
        let t = self.types;
        let (fb, tb) = (t.int_bits(from), t.int_bits(to));
        let (ff, tf) = (t.float_kind(from), t.float_kind(to));
        // Integers up to 64 bits convert to and from floating point.
        let small = |b: Option<u32>| b.is_some_and(|b| b <= 64);
        // A `bitcast` involving a float keeps the bits: same width.
        let scalar_bits = |b: Option<u32>, f: Option<FloatKind>| b.or(f.map(FloatKind::bits));
        let ok = match op {
            CastOp::Bitcast if ff.is_some() || tf.is_some() => {
                scalar_bits(fb, ff).is_some() && scalar_bits(fb, ff) == scalar_bits(tb, tf)
            }
            CastOp::Bitcast => (t.is_ptr(from) && t.is_ptr(to)) || (fb.is_some() && fb == tb),
            CastOp::FpToSi | CastOp::FpToUi => ff.is_some() && small(tb),
            CastOp::SiToFp | CastOp::UiToFp => small(fb) && tf.is_some(),
            CastOp::FpExt => ff == Some(FloatKind::F32) && tf == Some(FloatKind::F64),
            CastOp::FpTrunc => ff == Some(FloatKind::F64) && tf == Some(FloatKind::F32),
            CastOp::Zext | CastOp::Sext => matches!((fb, tb), (Some(a), Some(b)) if a < b),
            CastOp::Trunc => matches!((fb, tb), (Some(a), Some(b)) if a > b),
            CastOp::PtrToInt => t.is_ptr(from) && tb.is_some(),
            CastOp::IntToPtr => fb.is_some() && t.is_ptr(to),
        };
        if ok {
            Ok(())
        } else {
            Err(format!(
                "invalid cast: `{}` from `{}` to `{}`",
                op.name(),
                self.ty(from),
                self.ty(to)
            ))
        }
    }

    fn check_alloca(&self, ty: Ty, count: Option<Value>, r: Ty) -> Result<(), String> {
        match self.types.kind(ty) {
            TyData::Void | TyData::Func { .. } | TyData::Named(_) => {
                return Err(format!("cannot allocate `{}`: it has no size", self.ty(ty)));
            }
            _ => {}
        }
        if let Some(c) = count
            && !self.types.is_int(self.vty(c))
        {
            return Err(format!(
                "the count of `alloca` must be an integer, not `{}`",
                self.ty(self.vty(c))
            ));
        }
        match self.types.pointee(r) {
            Some(p) if self.equiv(p, ty) => Ok(()),
            None if self.types.is_opaque_ptr(r) => Ok(()),
            _ => Err(format!(
                "`alloca {}` must produce `{}*`, not `{}`",
                self.ty(ty),
                self.ty(ty),
                self.ty(r)
            )),
        }
    }

    fn check_gep(&self, elem_ty: Ty, base: Value, indices: &[Value], r: Ty) -> Result<(), String> {
        let pointee = self.pointee(base, "`getelementptr`")?;
        if let Some(pointee) = pointee
            && !self.equiv(pointee, elem_ty)
        {
            return Err(format!(
                "`getelementptr` steps over `{}` but its base {} points to `{}`",
                self.ty(elem_ty),
                self.val(base),
                self.ty(pointee)
            ));
        }
        let mut idx = Vec::with_capacity(indices.len());
        for &i in indices {
            let Some(bits) = self.types.int_bits(self.vty(i)) else {
                return Err(format!(
                    "`getelementptr` index {} is not an integer",
                    self.val(i)
                ));
            };
            idx.push(match self.f.const_value(i) {
                Some(c) => GepIndex::Const(sext(c, bits)),
                None => GepIndex::Dynamic,
            });
        }
        let t = gep_type(self.types, elem_ty, &idx)?;
        match self.types.pointee(r) {
            Some(p) if self.equiv(p, t) => Ok(()),
            None if self.types.is_opaque_ptr(r) => Ok(()),
            _ => Err(format!(
                "`getelementptr` yields `{}*`, but its result has type `{}`",
                self.ty(t),
                self.ty(r)
            )),
        }
    }

    fn check_call(
        &self,
        callee: Callee,
        fn_ty: Ty,
        args: &[Value],
        rty: Option<Ty>,
    ) -> Result<(), String> {
        let TyData::Func {
            ret,
            params,
            varargs,
        } = self.types.kind(fn_ty)
        else {
            return Err(format!(
                "call through `{}`, which is not a function type",
                self.ty(fn_ty)
            ));
        };
        match callee {
            Callee::Direct(fr) => {
                let fd = &self.m.funcs[fr];
                if !self.equiv(fd.fn_ty, fn_ty) {
                    let mut msg = format!(
                        "call of `@{}` with type `{}`, but it has type `{}`",
                        fd.name,
                        self.ty(fn_ty),
                        self.ty(fd.fn_ty)
                    );
                    if fd.loc.is_known() {
                        msg.push_str(&format!(" (declared at {})", fd.loc));
                    }
                    return Err(msg);
                }
                if fd.body.is_none()
                    && let Some(msg) =
                        crate::intrinsics::check_declaration(self.types, &fd.name, fd.fn_ty)
                {
                    return Err(msg);
                }
            }
            Callee::Indirect(v) => match self.types.pointee(self.vty(v)) {
                Some(p) if self.equiv(p, fn_ty) => {}
                None if self.types.is_opaque_ptr(self.vty(v)) => {}
                _ => {
                    return Err(format!(
                        "callee {} has type `{}`, but the call needs `{}*`",
                        self.val(v),
                        self.ty(self.vty(v)),
                        self.ty(fn_ty)
                    ));
                }
            },
        }
        if args.len() < params.len() || (!varargs && args.len() != params.len()) {
            return Err(format!(
                "call passes {} arguments to a function of type `{}`",
                args.len(),
                self.ty(fn_ty)
            ));
        }
        for (k, (&a, &p)) in args.iter().zip(params).enumerate() {
            self.expect_ty_with(self.vty(a), p, || format!("argument {k} ({})", self.val(a)))?;
        }
        match (rty, *ret == Ty::VOID) {
            (Some(_), true) => Err("a call of a void function cannot have a result".into()),
            (None, false) => Err(format!(
                "a call returning `{}` must have a result value",
                self.ty(*ret)
            )),
            (Some(r), false) => self.expect_ty(r, *ret, "the call's result"),
            (None, true) => Ok(()),
        }
    }

    fn check_block_call(&self, bc: &BlockCall) -> Result<(), String> {
        let params = &self.f.blocks[bc.block].params;
        if params.len() != bc.args.len() {
            return Err(format!(
                "branch to {} passes {} arguments, but it has {} parameters",
                self.block_name(bc.block),
                bc.args.len(),
                params.len()
            ));
        }
        for (k, (&a, &p)) in bc.args.iter().zip(params).enumerate() {
            self.expect_ty_with(self.vty(a), self.vty(p), || {
                format!(
                    "argument {k} ({}) of the branch to {}",
                    self.val(a),
                    self.block_name(bc.block)
                )
            })?;
        }
        Ok(())
    }

    fn check_ret(&self, value: Option<Value>) -> Result<(), String> {
        let ret = self.fd.sig.ret;
        match value {
            None if ret == Ty::VOID => Ok(()),
            None => Err(format!(
                "`ret void` in a function returning `{}`",
                self.ty(ret)
            )),
            Some(_) if ret == Ty::VOID => Err("`ret` with a value in a void function".into()),
            Some(v) => self.expect_ty_with(self.vty(v), ret, || {
                format!("the returned value {}", self.val(v))
            }),
        }
    }

    // -------------------------------------------------------------- dominance

    fn dominance(&mut self) {
        let dt = DomTree::compute(self.f);
        let f = self.f;
        for &b in &f.layout {
            if !dt.is_reachable(b) {
                continue;
            }
            for (k, &i) in f.blocks[b].insts.iter().enumerate() {
                if self.broken.contains(&i) {
                    continue;
                }
                let mut bad = Vec::new();
                f.insts[i].for_each_arg(|v| {
                    if !self.def_dominates(&dt, v, b, k as u32) {
                        bad.push(v);
                    }
                });
                bad.dedup();
                for v in bad {
                    self.report_undominated(i, v);
                }
            }
        }
    }

    fn def_dominates(&self, dt: &DomTree, v: Value, b: Block, k: u32) -> bool {
        match self.f.value_def(v) {
            ValueDef::Inst(d) => match self.pos[d] {
                Some((db, dk)) => (db == b && dk < k) || dt.strictly_dominates(db, b),
                None => false,
            },
            ValueDef::Param(pb, _) => dt.dominates(pb, b),
            _ => true,
        }
    }

    fn report_undominated(&mut self, i: Inst, v: Value) {
        let name = self.val(v);
        let mut d = Diagnostic::error(
            if self.f.locs[i].is_known() {
                self.f.locs[i]
            } else {
                self.fd.loc
            },
            format!(
                "in `@{}`: {name} is used here, but its definition does not dominate this use",
                self.fd.name
            ),
        );
        if let ValueDef::Inst(def) = self.f.value_def(v) {
            match self.pos[def] {
                Some(_) if self.f.locs[def].is_known() => {
                    d = d.with_note_at(self.f.locs[def], format!("{name} is defined here"));
                }
                None => d = d.with_note("its instruction is not placed in any block"),
                _ => {}
            }
        }
        self.diags.push(d);
    }
}

/// The LLVM mnemonic of an instruction, for messages.
pub fn opcode_name(data: &InstData) -> &'static str {
    match data {
        InstData::Binary { op, .. } => op.name(),
        InstData::Icmp { .. } => "icmp",
        InstData::FBinary { op, .. } => op.name(),
        InstData::FNeg { .. } => "fneg",
        InstData::Fcmp { .. } => "fcmp",
        InstData::Select { .. } => "select",
        InstData::Cast { op, .. } => op.name(),
        InstData::Alloca { .. } => "alloca",
        InstData::Load { .. } => "load",
        InstData::Store { .. } => "store",
        InstData::Gep { .. } => "getelementptr",
        InstData::Call { .. } => "call",
        InstData::Jump { .. } | InstData::Branch { .. } => "br",
        InstData::Ret { .. } => "ret",
        InstData::Unreachable => "unreachable",
        InstData::Freeze { .. } => "freeze",
        InstData::ExtractValue { .. } => "extractvalue",
        InstData::InsertValue { .. } => "insertvalue",
        InstData::Switch { .. } => "switch",
        InstData::ExtractElement { .. } => "extractelement",
        InstData::InsertElement { .. } => "insertelement",
        InstData::ShuffleVector { .. } => "shufflevector",
        InstData::VaArg { .. } => "va_arg",
        InstData::IndirectBr { .. } => "indirectbr",
    }
}

/// An empty position table with an entry for every instruction of `f`
/// (filled entry by entry, it would regrow once per instruction).
fn positions_for(f: &Function) -> SecondaryMap<Inst, Option<(Block, u32)>> {
    let mut pos = SecondaryMap::new();
    pos.resize(f.insts.len());
    pos
}

/// What [`FnVerifier::operand_problems`] finds among an instruction's
/// operands: the first of each kind, reported in this order.
#[derive(Default)]
struct OperandProblems<'a> {
    /// An operand whose type is not first-class.
    not_first_class: Option<Value>,
    /// The name of an intrinsic whose address is used as a value.
    intrinsic: Option<&'a str>,
    /// Why a `blockaddress` operand is invalid.
    bad_block_addr: Option<String>,
}

/// Why `blockaddress(@f, %b)` is invalid, if it is: `f` must be a defined
/// function and `b` a block of its layout other than the entry block.
fn block_addr_error(m: &Module, f: FuncRef, b: Block) -> Option<String> {
    let Some(fd) = m.funcs.get(f) else {
        return Some("`blockaddress` of an unknown function".into());
    };
    let Some(body) = &fd.body else {
        return Some(format!(
            "`blockaddress` of `@{}`, which is only declared",
            fd.name
        ));
    };
    if body.layout.first() == Some(&b) {
        return Some(format!(
            "`blockaddress` of the entry block of `@{}`",
            fd.name
        ));
    }
    if !body.layout.contains(&b) {
        return Some(format!(
            "`blockaddress` of a block that is not in `@{}`",
            fd.name
        ));
    }
    None
}
