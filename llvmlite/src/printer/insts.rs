//! Printing of instructions: one line per instruction (plus, in LLVM
//! syntax, the casts it needs before it), with the longer kinds —
//! binary operations, `alloca`, branches, `switch`, `indirectbr`,
//! `shufflevector`, `getelementptr` and `call` — in methods of their own.

use super::{FnPrinter, ident, index_list};
use crate::ir::*;
use crate::layout::{GepIndex, gep_type};
use crate::types::{Ty, TyData};
use std::fmt::Write as _;

impl FnPrinter<'_, '_> {
    pub(super) fn inst(&mut self, b: Block, i: Inst, pre: &mut Vec<String>) -> String {
        let f = self.f;
        let rty = f.inst_result(i).map(|r| self.ty(self.vty(r)));
        let r = rty.clone().unwrap_or_else(|| "void".into());
        match &f.insts[i] {
            InstData::Binary { op, args, flags } => self.binary(i, *op, args, flags, &r, pre),
            InstData::Icmp { cc, args } => {
                let t = self.ty(self.vty(args[0]));
                let a = self.opnd(args[0], &t, pre);
                let c = self.opnd(args[1], &t, pre);
                self.with_result(i, None, format!("icmp {} {t} {a}, {c}", cc.name()), pre)
            }
            InstData::FBinary { op, args, fmf } => {
                let a = self.opnd(args[0], &r, pre);
                let c = self.opnd(args[1], &r, pre);
                let body = format!("{}{} {r} {a}, {c}", op.name(), fmf_text(*fmf));
                self.with_result(i, None, body, pre)
            }
            InstData::FNeg { arg, fmf } => {
                let a = self.opnd(*arg, &r, pre);
                self.with_result(i, None, format!("fneg{} {r} {a}", fmf_text(*fmf)), pre)
            }
            InstData::Fcmp { cc, args, fmf } => {
                let t = self.ty(self.vty(args[0]));
                let a = self.opnd(args[0], &t, pre);
                let c = self.opnd(args[1], &t, pre);
                let body = format!("fcmp{} {} {t} {a}, {c}", fmf_text(*fmf), cc.name());
                self.with_result(i, None, body, pre)
            }
            InstData::Select { args } => {
                let c = self.typed(args[0], &self.ty(self.vty(args[0])), pre);
                let a = self.typed(args[1], &r, pre);
                let e = self.typed(args[2], &r, pre);
                self.with_result(i, None, format!("select {c}, {a}, {e}"), pre)
            }
            InstData::Cast { op, arg } => {
                let t = self.ty(self.vty(*arg));
                let a = self.raw(*arg);
                self.with_result(i, None, format!("{} {t} {a} to {r}", op.name()), pre)
            }
            InstData::Alloca { ty, count } => self.alloca(i, *ty, *count, pre),
            InstData::Load { ptr, volatile } => {
                let p = self.typed(*ptr, &self.ptr_want(*ptr, &r), pre);
                let v = if *volatile { "volatile " } else { "" };
                self.with_result(i, None, format!("load {v}{r}, {p}"), pre)
            }
            InstData::Store {
                value,
                ptr,
                volatile,
            } => {
                let vt = self.ty(self.vty(*value));
                let v = self.raw(*value);
                let p = self.typed(*ptr, &self.ptr_want(*ptr, &vt), pre);
                let kw = if *volatile { "store volatile" } else { "store" };
                format!("  {kw} {vt} {v}, {p}")
            }
            InstData::Gep {
                elem_ty,
                base,
                indices,
                inbounds,
            } => self.gep(i, *elem_ty, *base, indices, *inbounds, pre),
            InstData::Call {
                callee,
                fn_ty,
                args,
            } => self.call(i, *callee, *fn_ty, args, pre),
            InstData::Jump { .. } => {
                let ls = self.labels_of(b, i);
                format!("  br label {}", ident('%', &ls[0]))
            }
            InstData::Branch { cond, .. } => self.branch(b, i, *cond),
            InstData::Ret { value: None } => "  ret void".into(),
            InstData::Ret { value: Some(v) } => {
                let t = self.ty(self.fd.sig.ret);
                let o = self.typed(*v, &t, pre);
                format!("  ret {o}")
            }
            InstData::Unreachable => "  unreachable".into(),
            InstData::Freeze { arg } => {
                let a = self.typed(*arg, &r, pre);
                self.with_result(i, None, format!("freeze {a}"), pre)
            }
            InstData::ExtractValue { agg, indices } => {
                let a = self.typed(*agg, &self.ty(self.vty(*agg)), pre);
                let body = format!("extractvalue {a}{}", index_list(indices));
                self.with_result(i, None, body, pre)
            }
            InstData::InsertValue {
                agg,
                value,
                indices,
            } => {
                let a = self.typed(*agg, &r, pre);
                let v = self.typed(*value, &self.ty(self.vty(*value)), pre);
                let body = format!("insertvalue {a}, {v}{}", index_list(indices));
                self.with_result(i, None, body, pre)
            }
            InstData::Switch { cond, cases, .. } => self.switch(b, i, *cond, cases),
            InstData::VaArg { ap } => {
                let p = self.typed(*ap, &self.ty(self.vty(*ap)), pre);
                self.with_result(i, None, format!("va_arg {p}, {r}"), pre)
            }
            InstData::IndirectBr { addr, .. } => self.indirect_br(b, i, *addr, pre),
            InstData::ExtractElement { vec, idx } => {
                let v = self.typed(*vec, &self.ty(self.vty(*vec)), pre);
                let k = self.typed(*idx, &self.ty(self.vty(*idx)), pre);
                self.with_result(i, None, format!("extractelement {v}, {k}"), pre)
            }
            InstData::InsertElement { vec, value, idx } => {
                let v = self.typed(*vec, &r, pre);
                let e = self.typed(*value, &self.ty(self.vty(*value)), pre);
                let k = self.typed(*idx, &self.ty(self.vty(*idx)), pre);
                self.with_result(i, None, format!("insertelement {v}, {e}, {k}"), pre)
            }
            InstData::ShuffleVector { args, mask } => self.shuffle_vector(i, args, mask, pre),
        }
    }

    /// `op flags r a, c`.
    pub(super) fn binary(
        &mut self,
        i: Inst,
        op: BinOp,
        args: &[Value; 2],
        flags: &BinFlags,
        r: &str,
        pre: &mut Vec<String>,
    ) -> String {
        let mut fl = String::new();
        if flags.nuw {
            fl.push_str(" nuw");
        }
        if flags.nsw {
            fl.push_str(" nsw");
        }
        if flags.exact {
            fl.push_str(" exact");
        }
        let a = self.opnd(args[0], r, pre);
        let c = self.opnd(args[1], r, pre);
        self.with_result(i, None, format!("{}{fl} {r} {a}, {c}", op.name()), pre)
    }

    /// `alloca T[, count]`.
    pub(super) fn alloca(
        &mut self,
        i: Inst,
        ty: Ty,
        count: Option<Value>,
        pre: &mut Vec<String>,
    ) -> String {
        let t = self.ty(ty);
        let mut body = format!("alloca {t}");
        if let Some(c) = count {
            let ct = self.ty(self.vty(c));
            let _ = write!(body, ", {ct} {}", self.raw(c));
        }
        let llvm_ty = self.ptr_result(i, t);
        self.with_result(i, llvm_ty, body, pre)
    }

    /// A conditional `br`.
    pub(super) fn branch(&self, b: Block, i: Inst, cond: Value) -> String {
        let c = self.raw(cond);
        let ls = self.labels_of(b, i);
        format!(
            "  br i1 {c}, label {}, label {}",
            ident('%', &ls[0]),
            ident('%', &ls[1])
        )
    }

    /// `indirectbr addr, [label ...]`.
    pub(super) fn indirect_br(
        &mut self,
        b: Block,
        i: Inst,
        addr: Value,
        pre: &mut Vec<String>,
    ) -> String {
        let a = self.typed(addr, &self.ty(self.vty(addr)), pre);
        let labels: Vec<String> = self
            .labels_of(b, i)
            .iter()
            .map(|l| format!("label {}", ident('%', l)))
            .collect();
        format!("  indirectbr {a}, [{}]", labels.join(", "))
    }

    /// `shufflevector a, c, <mask>` (`-1` in the mask is `poison`).
    pub(super) fn shuffle_vector(
        &mut self,
        i: Inst,
        args: &[Value; 2],
        mask: &[i32],
        pre: &mut Vec<String>,
    ) -> String {
        let t = self.ty(self.vty(args[0]));
        let a = self.typed(args[0], &t, pre);
        let c = self.typed(args[1], &t, pre);
        let m: Vec<String> = mask
            .iter()
            .map(|&k| match k {
                -1 => "i32 poison".to_string(),
                k => format!("i32 {k}"),
            })
            .collect();
        let body = format!(
            "shufflevector {a}, {c}, <{} x i32> <{}>",
            mask.len(),
            m.join(", ")
        );
        self.with_result(i, None, body, pre)
    }

    pub(super) fn switch(
        &self,
        b: Block,
        i: Inst,
        cond: Value,
        cases: &[(u64, BlockCall)],
    ) -> String {
        let t = self.ty(self.vty(cond));
        let bits = self.p.m.types.int_bits(self.vty(cond)).unwrap_or(64);
        let ls = self.labels_of(b, i);
        let mut s = format!(
            "  switch {t} {}, label {} [",
            self.raw(cond),
            ident('%', &ls[0])
        );
        for (k, (c, _)) in cases.iter().enumerate() {
            let cv = if bits == 1 {
                (if c & 1 == 1 { "true" } else { "false" }).to_string()
            } else {
                sext(*c, bits).to_string()
            };
            let _ = write!(s, "\n    {t} {cv}, label {}", ident('%', &ls[k + 1]));
        }
        s.push_str("\n  ]");
        s
    }

    /// The labels a branch prints for its targets: as planned for the block's
    /// terminator, or (for a branch misplaced in an unverified function) the
    /// target blocks' own names.
    pub(super) fn labels_of(&self, b: Block, i: Inst) -> Vec<String> {
        if self.f.terminator(b) == Some(i)
            && let Some(ls) = self.target_labels.get(&b)
        {
            return ls.clone();
        }
        self.f.insts[i]
            .targets()
            .iter()
            .map(|bc| self.block_names.get(bc.block).cloned().unwrap_or_default())
            .collect()
    }

    pub(super) fn gep(
        &mut self,
        i: Inst,
        elem_ty: Ty,
        base: Value,
        indices: &[Value],
        inbounds: bool,
        pre: &mut Vec<String>,
    ) -> String {
        let types = &self.p.m.types;
        let et = self.ty(elem_ty);
        let b = self.typed(base, &self.ptr_want(base, &et), pre);
        let mut walk = elem_ty;
        let mut idx_texts = Vec::with_capacity(indices.len());
        let mut gidx = Vec::with_capacity(indices.len());
        for (k, &ix) in indices.iter().enumerate() {
            let is_struct = k > 0 && types.struct_fields(walk).is_some();
            let c = self.f.const_value(ix);
            let bits = types.int_bits(self.vty(ix)).unwrap_or(64);
            gidx.push(match c {
                Some(c) => GepIndex::Const(sext(c, bits)),
                None => GepIndex::Dynamic,
            });
            if k > 0 {
                walk = match types.kind(walk) {
                    TyData::Struct(fs) | TyData::PackedStruct(fs) => {
                        c.and_then(|c| fs.get(c as usize).copied()).unwrap_or(walk)
                    }
                    TyData::Array(_, e) => *e,
                    _ => walk,
                };
            }
            idx_texts.push(match (is_struct && self.llvm(), c) {
                (true, Some(c)) => format!("i32 {}", sext(c, bits)),
                _ => format!("{} {}", self.ty(self.vty(ix)), self.raw(ix)),
            });
        }
        let llvm_ty = gep_type(types, elem_ty, &gidx)
            .ok()
            .and_then(|t| self.ptr_result(i, self.ty(t)));
        let ib = if inbounds { " inbounds" } else { "" };
        let mut body = format!("getelementptr{ib} {et}, {b}");
        for t in idx_texts {
            let _ = write!(body, ", {t}");
        }
        self.with_result(i, llvm_ty, body, pre)
    }

    pub(super) fn call(
        &mut self,
        i: Inst,
        callee: Callee,
        fn_ty: Ty,
        args: &[Value],
        pre: &mut Vec<String>,
    ) -> String {
        let types = &self.p.m.types;
        let TyData::Func {
            ret,
            params,
            varargs,
        } = types.kind(fn_ty).clone()
        else {
            return "  unreachable ; call through a non-function type".into();
        };
        let fn_text = self.ty(fn_ty);
        let callee_text = match callee {
            Callee::Direct(fr) => {
                let fd = &self.p.m.funcs[fr];
                let have = self.p.ptr_to(&self.ty(fd.fn_ty));
                let want = self.p.ptr_to(&fn_text);
                let name = ident('@', &fd.name);
                if self.llvm() && have != want {
                    format!("bitcast ({have} {name} to {want})")
                } else {
                    name
                }
            }
            Callee::Indirect(v) => self.opnd(v, &self.ptr_want(v, &fn_text), pre),
        };
        let mut arg_texts = Vec::with_capacity(args.len());
        for (k, &a) in args.iter().enumerate() {
            let want = match params.get(k) {
                Some(p) => self.ty(*p),
                None => self.ty(self.vty(a)),
            };
            arg_texts.push(self.typed(a, &want, pre));
        }
        let head = if varargs { fn_text } else { self.ty(ret) };
        let body = format!("call {head} {callee_text}({})", arg_texts.join(", "));
        let llvm_ty = (ret != Ty::VOID).then(|| self.ty(ret));
        self.with_result(i, llvm_ty, body, pre)
    }
}

/// Fast-math flags as they follow a mnemonic (` nnan ninf`), or nothing.
fn fmf_text(fmf: FastMath) -> String {
    if fmf.is_empty() {
        String::new()
    } else {
        format!(" {}", fmf.spelling())
    }
}
