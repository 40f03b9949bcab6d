//! Parsing of LLVMlite's instructions: the dispatch on the opcode and the
//! instructions with their own syntax (binary operations, `icmp`, `alloca`,
//! `load`, `getelementptr`, `call`, `phi`, `br`, `switch`) and the
//! floating-point ones (`fadd` ... `frem`, `fneg`, `fcmp`, with their
//! fast-math flags).

use super::{PResult, Parser, insts_ext, produces_no_value};
use crate::ast::{AstInst, InstKind, Name, TConst};
use crate::ir::{BinFlags, BinOp, CastOp, FastMath, FloatBinOp, FloatCC, IntCC};
use crate::lexer::{TokKind, Token};

impl<'s> Parser<'s, '_> {
    pub(super) fn instruction(&mut self) -> PResult<AstInst<'s>> {
        let first = self.tok();
        let result = if first.kind == TokKind::LocalId && self.peek(1).kind == TokKind::Eq {
            self.bump();
            self.bump();
            Some(self.name_of(first))
        } else {
            None
        };
        let op_tok = self.tok();
        if op_tok.kind != TokKind::Word {
            return self.expected("an instruction");
        }
        let kind = self.inst_kind(op_tok)?;
        let trailing = self.trailing_attachments()?;
        if result.is_some() && produces_no_value(&kind) {
            let msg = format!("`{}` does not produce a value to name", self.text(op_tok));
            self.error_at(first, msg);
            return Err(());
        }
        Ok(AstInst {
            result,
            kind,
            pos: Self::pos_of(first),
            align: trailing.align,
            dbg: trailing.dbg,
            assign: trailing.assign,
        })
    }

    pub(super) fn inst_kind(&mut self, op_tok: Token) -> PResult<InstKind<'s>> {
        let op = self.text(op_tok);
        self.bump();
        if let Some(bop) = BinOp::from_name(op) {
            return self.binary(bop);
        }
        if let Some(fop) = FloatBinOp::from_name(op) {
            let fmf = self.fast_math_flags();
            let ty = self.ty()?;
            let lhs = self.value()?;
            self.expect(TokKind::Comma, "`,`")?;
            let rhs = self.value()?;
            return Ok(InstKind::FBinary {
                op: fop,
                fmf,
                ty,
                lhs,
                rhs,
            });
        }
        if let Some(cop) = CastOp::from_name(op) {
            while self.eat_word("nuw") || self.eat_word("nsw") || self.eat_word("nneg") {}
            let val = self.typed_value()?;
            self.expect_word("to")?;
            let to = self.ty()?;
            return Ok(InstKind::Cast { op: cop, val, to });
        }
        match op {
            "icmp" => self.icmp(),
            "fcmp" => self.fcmp(),
            "fneg" => {
                let fmf = self.fast_math_flags();
                Ok(InstKind::FNeg {
                    fmf,
                    val: self.typed_value()?,
                })
            }
            "select" => {
                self.fast_math_flags();
                self.skip_attributes()?;
                let cond = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let a = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let b = self.typed_value()?;
                Ok(InstKind::Select {
                    cond: Box::new(cond),
                    a: Box::new(a),
                    b: Box::new(b),
                })
            }
            "alloca" => self.alloca(),
            "load" => self.load(),
            "store" => {
                self.reject_atomic()?;
                let volatile = self.eat_word("volatile");
                self.skip_attributes()?;
                let val = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let ptr = self.typed_value()?;
                Ok(InstKind::Store { val, ptr, volatile })
            }
            "getelementptr" => self.gep(),
            "call" => self.call(),
            "tail" | "musttail" | "notail" => {
                self.expect_word("call")?;
                self.call()
            }
            "phi" => self.phi(),
            "br" => self.br(),
            "switch" => self.switch(),
            "ret" => {
                if self.eat_word("void") {
                    Ok(InstKind::Ret { val: None })
                } else {
                    Ok(InstKind::Ret {
                        val: Some(self.typed_value()?),
                    })
                }
            }
            "unreachable" => Ok(InstKind::Unreachable),
            "freeze" | "extractvalue" | "insertvalue" | "va_arg" | "indirectbr" => {
                self.inst_ext(op)
            }
            "extractelement" | "insertelement" | "shufflevector" => self.vector_inst(op),
            _ if insts_ext::unsupported_reason(op).is_some() => {
                let why = insts_ext::unsupported_reason(op).unwrap_or_default();
                self.error_at(op_tok, why);
                Err(())
            }
            _ => {
                self.error_at(op_tok, format!("expected an instruction, found `{op}`"));
                Err(())
            }
        }
    }

    pub(super) fn binary(&mut self, op: BinOp) -> PResult<InstKind<'s>> {
        let mut flags = BinFlags::default();
        loop {
            if self.eat_word("nsw") {
                flags.nsw = true;
            } else if self.eat_word("nuw") {
                flags.nuw = true;
            } else if self.eat_word("exact") {
                flags.exact = true;
            } else if self.eat_word("disjoint") {
                // `or disjoint`: no bits in common; kept only as an `or`.
            } else {
                break;
            }
        }
        let ty = self.ty()?;
        let lhs = self.value()?;
        self.expect(TokKind::Comma, "`,`")?;
        let rhs = self.value()?;
        Ok(InstKind::Binary {
            op,
            flags,
            ty,
            lhs,
            rhs,
        })
    }

    /// Fast-math flags (`nnan`, `fast`, ...) at the current position, if any.
    pub(super) fn fast_math_flags(&mut self) -> FastMath {
        let mut fmf = FastMath::NONE;
        while self.tok().kind == TokKind::Word {
            match FastMath::flag_bits(self.text(self.tok())) {
                Some(b) => {
                    fmf.0 |= b;
                    self.bump();
                }
                None => break,
            }
        }
        fmf
    }

    pub(super) fn fcmp(&mut self) -> PResult<InstKind<'s>> {
        let fmf = self.fast_math_flags();
        let cc_tok = self.tok();
        let cc = match FloatCC::from_name(self.text(cc_tok)) {
            Some(cc) if cc_tok.kind == TokKind::Word => cc,
            _ => return self.expected("a floating-point predicate (oeq, olt, une, uno, ...)"),
        };
        self.bump();
        let ty = self.ty()?;
        let lhs = self.value()?;
        self.expect(TokKind::Comma, "`,`")?;
        let rhs = self.value()?;
        Ok(InstKind::Fcmp {
            cc,
            fmf,
            ty,
            lhs,
            rhs,
        })
    }

    pub(super) fn icmp(&mut self) -> PResult<InstKind<'s>> {
        self.eat_word("samesign");
        let cc_tok = self.tok();
        let cc = match IntCC::from_name(self.text(cc_tok)) {
            Some(cc) if cc_tok.kind == TokKind::Word => cc,
            _ => return self.expected("a comparison condition (eq, ne, slt, ult, ...)"),
        };
        self.bump();
        let ty = self.ty()?;
        let lhs = self.value()?;
        self.expect(TokKind::Comma, "`,`")?;
        let rhs = self.value()?;
        Ok(InstKind::Icmp { cc, ty, lhs, rhs })
    }

    pub(super) fn alloca(&mut self) -> PResult<InstKind<'s>> {
        self.eat_word("inalloca");
        let ty = self.ty()?;
        let mut count = None;
        let mut align = None;
        while self.at(TokKind::Comma) {
            let next = self.peek(1);
            if next.kind == TokKind::Word && matches!(self.text(next), "align" | "addrspace") {
                self.bump();
                let w = self.bump();
                if self.text(w) == "align" {
                    let v = self.tok();
                    self.expect(TokKind::Int, "an alignment")?;
                    align = self.text(v).parse::<u32>().ok();
                } else {
                    self.skip_balanced(TokKind::LParen, TokKind::RParen)?;
                }
            } else if next.kind == TokKind::MetaId || count.is_some() {
                break;
            } else {
                self.bump();
                count = Some(self.typed_value()?);
            }
        }
        Ok(InstKind::Alloca { ty, count, align })
    }

    pub(super) fn load(&mut self) -> PResult<InstKind<'s>> {
        self.reject_atomic()?;
        let volatile = self.eat_word("volatile");
        let ty_tok = self.tok();
        let ty = self.ty()?;
        if self.eat(TokKind::Comma) {
            let ptr = self.typed_value()?;
            Ok(InstKind::Load {
                ty: Some(ty),
                ptr,
                volatile,
            })
        } else {
            let ty_pos = self.pos_since(ty_tok);
            let c = self.value()?;
            Ok(InstKind::Load {
                ty: None,
                ptr: TConst { ty, ty_pos, c },
                volatile,
            })
        }
    }

    pub(super) fn gep(&mut self) -> PResult<InstKind<'s>> {
        let inbounds = self.gep_flags()?;
        let ty_tok = self.tok();
        let ty = self.ty()?;
        let (elem_ty, base) = if self.eat(TokKind::Comma) {
            (Some(ty), self.typed_value()?)
        } else {
            let ty_pos = self.pos_since(ty_tok);
            let c = self.value()?;
            (None, TConst { ty, ty_pos, c })
        };
        let mut indices = Vec::new();
        while self.at(TokKind::Comma) && self.peek(1).kind != TokKind::MetaId {
            self.bump();
            self.gep_flags()?;
            indices.push(self.typed_value()?);
        }
        Ok(InstKind::Gep {
            inbounds,
            elem_ty,
            base,
            indices,
        })
    }

    pub(super) fn call(&mut self) -> PResult<InstKind<'s>> {
        self.fast_math_flags();
        self.skip_attributes()?;
        let ty_tok = self.tok();
        let ty = self.ty()?;
        let ty_pos = self.pos_since(ty_tok);
        self.skip_attributes()?;
        let callee = self.value()?;
        self.expect(TokKind::LParen, "`(` to start the call's arguments")?;
        let mut args = Vec::new();
        let mut byval = None;
        if !self.eat(TokKind::RParen) {
            loop {
                let ty_tok = self.tok();
                let ty = self.ty()?;
                let ty_pos = self.pos_since(ty_tok);
                let attrs = self.attributes()?;
                if attrs.param.byval.is_some() {
                    byval.get_or_insert(ty_pos);
                }
                let c = self.value()?;
                args.push(TConst { ty, ty_pos, c });
                if self.eat(TokKind::RParen) {
                    break;
                }
                self.expect(TokKind::Comma, "`,` or `)`")?;
            }
        }
        self.attributes_on_line(self.toks[self.i - 1].line)?;
        Ok(InstKind::Call {
            ty,
            ty_pos,
            callee,
            args,
            byval,
        })
    }

    pub(super) fn phi(&mut self) -> PResult<InstKind<'s>> {
        self.fast_math_flags();
        let ty = self.ty()?;
        let mut incoming = Vec::new();
        loop {
            self.expect(TokKind::LBracket, "`[`")?;
            let v = self.value()?;
            self.expect(TokKind::Comma, "`,`")?;
            let l = self.expect(TokKind::LocalId, "a block label `%name`")?;
            let label = self.name_of(l);
            self.expect(TokKind::RBracket, "`]`")?;
            incoming.push((v, label));
            if !(self.at(TokKind::Comma) && self.peek(1).kind == TokKind::LBracket) {
                break;
            }
            self.bump();
        }
        Ok(InstKind::Phi { ty, incoming })
    }

    pub(super) fn label_ref(&mut self) -> PResult<Name<'s>> {
        self.expect_word("label")?;
        let t = self.expect(TokKind::LocalId, "a block label `%name`")?;
        Ok(self.name_of(t))
    }

    pub(super) fn br(&mut self) -> PResult<InstKind<'s>> {
        if self.at_word("label") {
            return Ok(InstKind::Jump {
                dest: self.label_ref()?,
            });
        }
        let cond = self.typed_value()?;
        self.expect(TokKind::Comma, "`,`")?;
        let then_dest = self.label_ref()?;
        self.expect(TokKind::Comma, "`,`")?;
        let else_dest = self.label_ref()?;
        Ok(InstKind::Branch {
            cond,
            then_dest,
            else_dest,
        })
    }

    pub(super) fn switch(&mut self) -> PResult<InstKind<'s>> {
        let val = self.typed_value()?;
        self.expect(TokKind::Comma, "`,`")?;
        let default = self.label_ref()?;
        self.expect(TokKind::LBracket, "`[`")?;
        let mut cases = Vec::new();
        while !self.eat(TokKind::RBracket) {
            let c = self.typed_value()?;
            self.expect(TokKind::Comma, "`,`")?;
            let l = self.label_ref()?;
            cases.push((c, l));
        }
        Ok(InstKind::Switch {
            val,
            default,
            cases,
        })
    }
}
