//! Resolution of a function body: blocks and their parameters, the
//! instructions created and then filled in, calls, and `switch` expanded
//! into compare chains.

use super::{
    FnCx, Pending, PhiInfo, Resolver, Symbol, call_matches, call_ret_type, err, gep_index,
    insts_ext, ptr_for, vector, written_fn_type,
};
use crate::ast::*;
use crate::ir::*;
use crate::layout::{GepIndex, gep_type};
use crate::types::Ty;
use rustc_hash::{FxHashMap as FxMap, FxHashSet as FxSet};
use std::collections::HashMap;
use std::collections::hash_map::Entry;

impl<'s> FnCx<'s> {
    pub(super) fn new() -> Self {
        FnCx {
            f: Function::new(),
            block_of: Vec::new(),
            labels: FxMap::default(),
            label_pos: FxMap::default(),
            locals: FxMap::default(),
            poisoned: FxSet::default(),
            inst_of: Vec::new(),
            phis: Vec::new(),
            extra_blocks: HashMap::new(),
            origin: HashMap::new(),
        }
    }

    pub(super) fn create_blocks(&mut self, r: &mut Resolver, blocks: &[AstBlock<'s>]) {
        for b in blocks {
            let name = b.label.as_ref().map(|l| l.text.to_string());
            let blk = self.f.create_block(name);
            self.block_of.push(blk);
            if let Some(l) = &b.label {
                if let Some(prev) = self.labels.get(&*l.text) {
                    let loc = self.label_pos[prev].loc();
                    r.diags.push(
                        err(l.pos, format!("redefinition of label `%{}`", l.text))
                            .with_note_at(loc, "previous definition is here"),
                    );
                } else {
                    self.labels.insert(l.text.clone(), blk);
                    self.label_pos.insert(blk, l.pos);
                }
            }
        }
    }

    /// Entry block parameters for the function arguments. Unnamed arguments
    /// and an unlabelled entry block get LLVM's implicit numbers, so `%0` or
    /// a phi's `[ v, %2 ]` refer to them as in LLVM.
    pub(super) fn create_params(
        &mut self,
        r: &mut Resolver,
        af: &AstFunc<'s>,
        blocks: &[AstBlock],
    ) {
        let entry = self.block_of[0];
        let mut next_number = 0u32;
        for p in &af.params {
            let v = self.f.append_block_param(entry, p.ty);
            let name = match &p.name {
                Some(n) => {
                    if n.text == next_number.to_string() {
                        next_number += 1;
                    }
                    n.clone()
                }
                None => {
                    let n = Name {
                        text: next_number.to_string().into(),
                        pos: p.ty_pos,
                    };
                    next_number += 1;
                    n
                }
            };
            self.define_local(r, &name, v);
        }
        if blocks[0].label.is_none() {
            let n = next_number.to_string();
            self.labels.entry(n.into()).or_insert(entry);
        }
    }

    pub(super) fn define_local(&mut self, r: &mut Resolver, name: &Name<'s>, v: Value) {
        match self.locals.entry(name.text.clone()) {
            Entry::Occupied(prev) => r.diags.push(
                err(name.pos, format!("redefinition of `%{}`", name.text))
                    .with_note_at(prev.get().1.loc(), "previous definition is here"),
            ),
            Entry::Vacant(slot) => {
                slot.insert((v, name.pos));
                self.f.value_names.insert(v, name.text.as_ref().into());
            }
        }
    }

    /// Pass 1: block parameters for phis, and every instruction with a
    /// placeholder body so that its result value exists.
    pub(super) fn create_insts(&mut self, r: &mut Resolver, blocks: &[AstBlock<'s>]) {
        for (bi, b) in blocks.iter().enumerate() {
            let blk = self.block_of[bi];
            let mut phis = Vec::new();
            let mut insts = Vec::with_capacity(b.insts.len());
            let mut seen_non_phi = false;
            for ai in &b.insts {
                if let InstKind::Phi { ty, incoming } = &ai.kind {
                    insts.push(None);
                    if bi == 0 {
                        r.diags
                            .push(err(ai.pos, "the entry block cannot have phi nodes"));
                        continue;
                    }
                    if seen_non_phi {
                        r.diags
                            .push(err(ai.pos, "phi nodes must come first in their block"));
                        continue;
                    }
                    let v = self.f.append_block_param(blk, *ty);
                    if let Some(n) = &ai.result {
                        self.define_local(r, n, v);
                    }
                    phis.push(PhiInfo {
                        ty: *ty,
                        incoming: incoming.clone(),
                        pos: ai.pos,
                    });
                    continue;
                }
                seen_non_phi = true;
                let result_ty = self.result_type(r, ai);
                let inst = self.f.make_inst(
                    InstData::Unreachable,
                    result_ty.map(|(t, _)| t),
                    ai.pos.loc(),
                );
                if let Some((_, true)) = result_ty {
                    self.poisoned.extend(self.f.inst_result(inst));
                }
                match (&ai.result, self.f.inst_result(inst)) {
                    (Some(n), Some(v)) => self.define_local(r, n, v),
                    (Some(n), None) => r.diags.push(err(
                        n.pos,
                        format!(
                            "cannot name `%{}`: the instruction produces no value (void)",
                            n.text
                        ),
                    )),
                    _ => {}
                }
                insts.push(Some(inst));
            }
            if !phis.is_empty() {
                self.phis.push((blk, phis));
            }
            self.inst_of.push(insts);
        }
    }

    /// The result type of an instruction as written, and whether it is only a
    /// guess (after an error that the verifier will report).
    pub(super) fn result_type(&mut self, r: &mut Resolver, ai: &AstInst) -> Option<(Ty, bool)> {
        if let Some(pos) = insts_ext::untyped_through_opaque(&r.m.types, &ai.kind) {
            r.diags.push(err(
                pos,
                "a pointer of type `ptr` does not say what it points to: write the type (`load T, ptr %p`, `getelementptr T, ptr %p, ...`)",
            ));
        }
        let opaque = r.opaque;
        let types = &mut r.m.types;
        let known = |t: Ty| Some((t, false));
        match &ai.kind {
            InstKind::Binary { ty, .. } => known(*ty),
            InstKind::Icmp { ty, .. } => match types.vector_parts(*ty) {
                Some((n, _)) => known(types.vector(n, Ty::I1)),
                None => known(Ty::I1),
            },
            InstKind::FBinary { ty, .. } => known(*ty),
            InstKind::FNeg { val, .. } => known(val.ty),
            InstKind::Fcmp { .. } => known(Ty::I1),
            InstKind::Select { a, .. } => known(a.ty),
            InstKind::Cast { to, .. } => known(*to),
            InstKind::Alloca { ty, .. } => known(ptr_for(types, opaque, *ty)),
            InstKind::Load { ty: Some(t), .. } => known(*t),
            InstKind::Load { ty: None, ptr, .. } => match types.pointee(ptr.ty) {
                Some(t) => known(t),
                None => Some((Ty::I64, true)),
            },
            InstKind::Gep {
                elem_ty,
                base,
                indices,
                ..
            } => {
                let elem = elem_ty.or_else(|| types.pointee(base.ty));
                let idx: Vec<GepIndex> = indices.iter().map(gep_index).collect();
                match elem.map(|e| gep_type(types, e, &idx)) {
                    Some(Ok(t)) => known(ptr_for(types, opaque, t)),
                    _ => Some((ptr_for(types, opaque, Ty::I8), true)),
                }
            }
            InstKind::Call { ty, args, .. } => {
                let ret = call_ret_type(types, *ty, args);
                (ret != Ty::VOID).then_some((ret, false))
            }
            other => {
                vector::result_type(types, other).or_else(|| insts_ext::result_type(types, other))
            }
        }
    }

    /// Pass 2: fill in instruction bodies and lay them out.
    pub(super) fn fill_insts(&mut self, r: &mut Resolver, blocks: &[AstBlock]) {
        for (bi, b) in blocks.iter().enumerate() {
            let mut cur = self.block_of[bi];
            for (ii, ai) in b.insts.iter().enumerate() {
                let Some(inst) = self.inst_of[bi][ii] else {
                    continue;
                };
                let mut pending = Pending::new();
                let data = match &ai.kind {
                    InstKind::Switch {
                        val,
                        default,
                        cases,
                    } if r.keep_switch => {
                        self.switch_inst(r, inst, (val, default, cases), &mut pending);
                        self.f.insts[inst].clone()
                    }
                    InstKind::Switch {
                        val,
                        default,
                        cases,
                    } => {
                        cur = self.expand_switch(r, cur, inst, ai.pos, val, default, cases);
                        continue;
                    }
                    kind => self.inst_data(r, kind, &mut pending),
                };
                self.f.insts[inst] = data;
                let align = match &ai.kind {
                    InstKind::Alloca { align, .. } => *align,
                    InstKind::Load { .. } | InstKind::Store { .. } => ai.align,
                    _ => None,
                };
                if let Some(a) = align {
                    self.f.mem_align.insert(inst, a);
                }
                if let Some(id) = ai.assign {
                    self.f.assign_ids.insert(inst, id);
                }
                for p in pending.into_iter().chain([inst]) {
                    if let Some(md) = ai.dbg {
                        self.f.dbg_attachments.insert(p, md);
                    }
                    self.place(cur, p);
                }
            }
            let terminated = b.insts.last().is_some_and(|i| i.kind.is_terminator());
            if !terminated {
                let (pos, what) = match (b.insts.last(), &b.label) {
                    (Some(last), _) => (last.pos, "this block".to_string()),
                    (None, Some(l)) => (l.pos, format!("block `%{}`", l.text)),
                    (None, None) => (b.pos, "this block".to_string()),
                };
                r.diags.push(err(
                    pos,
                    format!(
                        "{what} does not end with a terminator (br, ret, switch or unreachable)"
                    ),
                ));
                let u = self.f.make_inst(InstData::Unreachable, None, pos.loc());
                self.place(cur, u);
            }
        }
        self.rebuild_layout();
    }

    pub(super) fn place(&mut self, block: Block, inst: Inst) {
        self.f.blocks[block].insts.push(inst);
        self.f.inst_block[inst] = block.into();
    }

    /// Puts `switch` expansion blocks right after the block they came from.
    pub(super) fn rebuild_layout(&mut self) {
        let mut layout = Vec::with_capacity(self.f.layout.len());
        for &b in &self.block_of {
            layout.push(b);
            if let Some(extra) = self.extra_blocks.get(&b) {
                layout.extend(extra.iter().copied());
            }
        }
        self.f.layout = layout;
    }

    /// The floating-point arithmetic and comparisons of [`Self::inst_data`]
    /// (`kind` is one of them; anything else is `unreachable`).
    fn float_inst_data(
        &mut self,
        r: &mut Resolver,
        kind: &InstKind,
        pending: &mut Pending,
    ) -> InstData {
        match kind {
            InstKind::FBinary {
                op,
                fmf,
                ty,
                lhs,
                rhs,
            } => {
                let a = self.operand(r, *ty, lhs, pending);
                let b = self.operand(r, *ty, rhs, pending);
                InstData::FBinary {
                    op: *op,
                    args: [a, b],
                    fmf: *fmf,
                }
            }
            InstKind::FNeg { fmf, val } => InstData::FNeg {
                arg: self.typed(r, val, pending),
                fmf: *fmf,
            },
            InstKind::Fcmp {
                cc,
                fmf,
                ty,
                lhs,
                rhs,
            } => {
                let a = self.operand(r, *ty, lhs, pending);
                let b = self.operand(r, *ty, rhs, pending);
                InstData::Fcmp {
                    cc: *cc,
                    args: [a, b],
                    fmf: *fmf,
                }
            }
            _ => InstData::Unreachable,
        }
    }

    pub(super) fn inst_data(
        &mut self,
        r: &mut Resolver,
        kind: &InstKind,
        pending: &mut Pending,
    ) -> InstData {
        match kind {
            InstKind::Binary {
                op,
                flags,
                ty,
                lhs,
                rhs,
            } => {
                let a = self.operand(r, *ty, lhs, pending);
                let b = self.operand(r, *ty, rhs, pending);
                InstData::Binary {
                    op: *op,
                    args: [a, b],
                    flags: *flags,
                }
            }
            InstKind::Icmp { cc, ty, lhs, rhs } => {
                let a = self.operand(r, *ty, lhs, pending);
                let b = self.operand(r, *ty, rhs, pending);
                InstData::Icmp {
                    cc: *cc,
                    args: [a, b],
                }
            }
            InstKind::FBinary { .. } | InstKind::FNeg { .. } | InstKind::Fcmp { .. } => {
                self.float_inst_data(r, kind, pending)
            }
            InstKind::Select { cond, a, b } => {
                let c = self.typed(r, cond, pending);
                let a = self.typed(r, a, pending);
                let b = self.typed(r, b, pending);
                InstData::Select { args: [c, a, b] }
            }
            InstKind::Cast { op, val, .. } => InstData::Cast {
                op: *op,
                arg: self.typed(r, val, pending),
            },
            InstKind::Alloca { ty, count, .. } => InstData::Alloca {
                ty: *ty,
                count: count.as_ref().map(|c| self.typed(r, c, pending)),
            },
            InstKind::Load { ptr, volatile, .. } => InstData::Load {
                ptr: self.typed(r, ptr, pending),
                volatile: *volatile,
            },
            InstKind::Store { val, ptr, volatile } => {
                let value = self.typed(r, val, pending);
                let ptr = self.typed(r, ptr, pending);
                InstData::Store {
                    value,
                    ptr,
                    volatile: *volatile,
                }
            }
            InstKind::Gep {
                inbounds,
                elem_ty,
                base,
                indices,
            } => self.gep_inst(r, *inbounds, *elem_ty, base, indices, pending),
            InstKind::Call {
                ty,
                ty_pos,
                callee,
                args,
                byval,
            } => {
                let call = self.call(r, *ty, *ty_pos, callee, args, pending);
                reject_indirect_byval(r, *byval, &call);
                call
            }
            InstKind::Jump { dest } => match self.label(r, dest) {
                Some(b) => InstData::Jump {
                    dest: BlockCall::new(b),
                },
                None => InstData::Unreachable,
            },
            InstKind::Branch {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.typed(r, cond, pending);
                match (self.label(r, then_dest), self.label(r, else_dest)) {
                    (Some(t), Some(e)) => InstData::Branch {
                        cond: c,
                        then_dest: BlockCall::new(t),
                        else_dest: BlockCall::new(e),
                    },
                    _ => InstData::Unreachable,
                }
            }
            InstKind::Ret { val } => InstData::Ret {
                value: val.as_ref().map(|v| self.typed(r, v, pending)),
            },
            InstKind::Unreachable => InstData::Unreachable,
            InstKind::Phi { .. } | InstKind::Switch { .. } => unreachable!("handled by the caller"),
            other => self
                .vector_inst(r, other, pending)
                .or_else(|| self.inst_ext(r, other, pending))
                .unwrap_or(InstData::Unreachable),
        }
    }

    /// A `getelementptr`; without an element type (old typed pointers),
    /// the pointee of the base's type.
    fn gep_inst(
        &mut self,
        r: &mut Resolver,
        inbounds: bool,
        elem_ty: Option<Ty>,
        base: &TConst,
        indices: &[TConst],
        pending: &mut Pending,
    ) -> InstData {
        let base_v = self.typed(r, base, pending);
        let indices = indices.iter().map(|i| self.typed(r, i, pending)).collect();
        let elem_ty = elem_ty
            .or_else(|| r.m.types.pointee(base.ty))
            .unwrap_or(Ty::I8);
        InstData::Gep {
            elem_ty,
            base: base_v,
            indices,
            inbounds,
        }
    }

    pub(super) fn label(&mut self, r: &mut Resolver, name: &Name) -> Option<Block> {
        match self.labels.get(&*name.text) {
            Some(b) => Some(*b),
            None => {
                r.diags
                    .push(err(name.pos, format!("unknown label `%{}`", name.text)));
                None
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn call(
        &mut self,
        r: &mut Resolver,
        ty: Ty,
        ty_pos: Pos,
        callee: &Const,
        args: &[TConst],
        pending: &mut Pending,
    ) -> InstData {
        let arg_vals: Vec<Value> = args.iter().map(|a| self.typed(r, a, pending)).collect();
        let written = written_fn_type(&mut r.m.types, ty, args);
        if written.is_none() {
            r.diags.push(err(
                ty_pos,
                format!("`{}` is not a valid call type", r.ty_str(ty)),
            ));
        }
        let fn_ty = written.unwrap_or_else(|| r.m.types.func(Ty::VOID, Vec::new(), false));
        let callee = match &callee.kind {
            ConstKind::Global(name) => match r.lookup_callee(name) {
                Some(Symbol::Func(f, _)) => {
                    let fd_ty = r.m.funcs[f].fn_ty;
                    let fn_ty = if call_matches(&r.m.types, fd_ty, fn_ty, &arg_vals, &self.f) {
                        fd_ty
                    } else {
                        fn_ty
                    };
                    return InstData::Call {
                        callee: Callee::Direct(f),
                        fn_ty,
                        args: arg_vals,
                    };
                }
                Some(Symbol::Global(_)) => {
                    let fp = r.m.types.ptr(fn_ty);
                    Callee::Indirect(self.operand(r, fp, callee, pending))
                }
                None if written.is_some() => {
                    let f = r.implicit_decl(name, fn_ty, callee.pos);
                    let fd_ty = r.m.funcs[f].fn_ty;
                    return InstData::Call {
                        callee: Callee::Direct(f),
                        fn_ty: fd_ty,
                        args: arg_vals,
                    };
                }
                None => Callee::Indirect(self.f.undef(Ty::I64)),
            },
            _ => {
                let fp = r.m.types.ptr(fn_ty);
                Callee::Indirect(self.operand(r, fp, callee, pending))
            }
        };
        InstData::Call {
            callee,
            fn_ty,
            args: arg_vals,
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn expand_switch(
        &mut self,
        r: &mut Resolver,
        block: Block,
        placeholder: Inst,
        pos: Pos,
        val: &TConst,
        default: &Name,
        cases: &[(TConst, Name)],
    ) -> Block {
        let mut pending = Pending::new();
        let v = self.typed(r, val, &mut pending);
        for p in pending {
            self.place(block, p);
        }
        let default_b = self.label(r, default);
        let mut seen = HashMap::new();
        let mut targets = Vec::new();
        for (c, l) in cases {
            if !matches!(c.c.kind, ConstKind::Int(_) | ConstKind::Bool(_)) {
                r.diags
                    .push(err(c.c.pos, "switch case values must be integer constants"));
                continue;
            }
            let mut none = Pending::new();
            let cv = self.operand(r, val.ty, &c.c, &mut none);
            if let Some(prev) = seen.insert(self.f.const_value(cv), c.c.pos) {
                r.diags.push(
                    err(c.c.pos, "duplicate case value in switch")
                        .with_note_at(prev.loc(), "previous case is here"),
                );
                continue;
            }
            if let Some(b) = self.label(r, l) {
                targets.push((cv, b));
            }
        }
        let Some(default_b) = default_b else {
            self.place(block, placeholder);
            return block;
        };
        if targets.is_empty() {
            self.f.insts[placeholder] = InstData::Jump {
                dest: BlockCall::new(default_b),
            };
            self.place(block, placeholder);
            return block;
        }
        // block:  %c0 = icmp eq v, case0; br %c0, target0, next1
        // next1:  %c1 = icmp eq v, case1; br %c1, target1, default ...
        let mut cur = block;
        for (k, (cv, target)) in targets.into_iter().enumerate() {
            let br = if k == 0 {
                placeholder
            } else {
                let nb = self.f.create_block(None);
                self.origin.insert(nb, block);
                self.extra_blocks.entry(block).or_default().push(nb);
                if let Some(prev) = self.f.blocks[cur].insts.last().copied()
                    && let InstData::Branch { else_dest, .. } = &mut self.f.insts[prev]
                {
                    else_dest.block = nb;
                }
                cur = nb;
                self.f.make_inst(InstData::Unreachable, None, pos.loc())
            };
            let cmp = self.f.make_inst(
                InstData::Icmp {
                    cc: IntCC::Eq,
                    args: [v, cv],
                },
                Some(Ty::I1),
                pos.loc(),
            );
            self.place(cur, cmp);
            let c = self.f.inst_result(cmp).expect("icmp has a result");
            self.f.insts[br] = InstData::Branch {
                cond: c,
                then_dest: BlockCall::new(target),
                else_dest: BlockCall::new(default_b),
            };
            self.place(cur, br);
        }
        cur
    }
}

/// Reports a `byval` argument (at `byval`) of `call` if the call is
/// indirect: egret does not support that.
fn reject_indirect_byval(r: &mut Resolver, byval: Option<Pos>, call: &InstData) {
    if let (
        Some(pos),
        InstData::Call {
            callee: Callee::Indirect(_),
            ..
        },
    ) = (byval, call)
    {
        r.diags
            .push(err(pos, "byval through an indirect call is not supported"));
    }
}

impl<'s> FnCx<'s> {
    /// The body's debug records, placed after the instruction they follow.
    /// A record's value is resolved like an operand when it is a local or a
    /// simple constant; anything needing instructions gives no value.
    pub(super) fn debug_records(&mut self, r: &mut Resolver, records: &[AstDbgRecord]) {
        for rec in records {
            let Some(&block) = self.block_of.get(rec.block) else {
                continue; // after the last terminator: no block to follow
            };
            let after = self
                .inst_of
                .get(rec.block)
                .and_then(|insts| {
                    insts[..rec.insts_before.min(insts.len())]
                        .iter()
                        .rev()
                        .flatten()
                        .next()
                })
                .copied();
            let mut operand = |tc: &TConst| {
                let mut pending = Pending::new();
                let v = self.try_operand(r, tc.ty, &tc.c, &mut pending).ok()?;
                pending.is_empty().then_some(v)
            };
            let value = rec.value.as_ref().and_then(&mut operand);
            let assign = rec.assign.as_ref().map(|(id, address, address_expr)| {
                crate::metadata::AssignLink {
                    id: *id,
                    address: address.as_ref().and_then(&mut operand),
                    address_expr: *address_expr,
                }
            });
            self.f.dbg_records.push(crate::metadata::DbgRecord {
                kind: rec.kind,
                value,
                var: rec.var,
                expr: rec.expr,
                loc: rec.pos.loc(),
                dbg: rec.dbg,
                block,
                after,
                assign,
            });
        }
    }
}
