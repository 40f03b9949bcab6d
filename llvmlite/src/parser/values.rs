//! Parsing of operands: typed values, constants and constant expressions
//! (`getelementptr` among them), and lists of them.

use super::{PResult, Parser, constexpr};
use crate::ast::{Const, ConstKind, Pos, TConst};
use crate::ir::CastOp;
use crate::lexer::{TokKind, Token, ident_name, string_bytes};

impl<'s> Parser<'s, '_> {
    pub(super) fn typed_value(&mut self) -> PResult<TConst<'s>> {
        let ty_tok = self.tok();
        let ty = self.ty()?;
        let ty_pos = self.pos_since(ty_tok);
        let c = self.value()?;
        Ok(TConst { ty, ty_pos, c })
    }

    /// Parses an operand or constant (its type has already been read).
    pub(super) fn value(&mut self) -> PResult<Const<'s>> {
        self.enter()?;
        let r = self.value_nested();
        self.depth -= 1;
        r
    }

    pub(super) fn value_nested(&mut self) -> PResult<Const<'s>> {
        let t = self.tok();
        let pos = Self::pos_of(t);
        let kind = match t.kind {
            TokKind::LocalId => {
                self.bump();
                ConstKind::Local(ident_name(&t, self.src))
            }
            TokKind::GlobalId => {
                self.bump();
                ConstKind::Global(ident_name(&t, self.src))
            }
            TokKind::Int => {
                self.bump();
                match self.text(t).parse::<i128>() {
                    Ok(n) if (-(1i128 << 64)..(1i128 << 64)).contains(&n) => {
                        ConstKind::Int(crate::ast::IntLit::new(n))
                    }
                    // Wide enough for an `i1024`, signed or unsigned.
                    _ if self.text(t).len() <= 320 => {
                        match crate::bigint::parse_decimal(self.text(t)) {
                            Some(n) => ConstKind::Wide(Box::new(n)),
                            None => {
                                self.error_at(t, "malformed integer constant".to_string());
                                return Err(());
                            }
                        }
                    }
                    _ => {
                        self.error_at(t, "integer constant is too large".to_string());
                        return Err(());
                    }
                }
            }
            TokKind::Float => {
                self.bump();
                ConstKind::Float(self.text(t))
            }
            TokKind::CString => {
                self.bump();
                ConstKind::Str(string_bytes(&t, self.src))
            }
            TokKind::LBracket => {
                self.bump();
                ConstKind::Array(self.const_list(TokKind::RBracket, "`]`")?)
            }
            TokKind::LBrace => {
                self.bump();
                ConstKind::Struct(self.const_list(TokKind::RBrace, "`}`")?)
            }
            TokKind::Lt => return self.packed_struct_value(pos),
            TokKind::Word => return self.word_value(t),
            _ => return self.expected("a value"),
        };
        Ok(Const { kind, pos })
    }

    pub(super) fn word_value(&mut self, t: Token) -> PResult<Const<'s>> {
        let pos = Self::pos_of(t);
        let w = self.text(t);
        let kind = match w {
            "true" => ConstKind::Bool(true),
            "false" => ConstKind::Bool(false),
            "null" => ConstKind::Null,
            "undef" | "poison" => ConstKind::Undef,
            "zeroinitializer" => ConstKind::Zero,
            _ if w.starts_with("0x") => ConstKind::Float(w),
            "splat" => {
                self.bump();
                return self.splat_value(pos);
            }
            "getelementptr" => {
                self.bump();
                return self.const_gep(pos);
            }
            _ if constexpr::is_constexpr_word(w) => {
                self.bump();
                return self.constexpr(w, pos);
            }
            _ => {
                if let Some(op) = CastOp::from_name(w) {
                    self.bump();
                    self.expect(TokKind::LParen, "`(`")?;
                    let val = self.typed_value()?;
                    self.expect_word("to")?;
                    let to = self.ty()?;
                    self.expect(TokKind::RParen, "`)`")?;
                    return Ok(Const {
                        kind: ConstKind::Cast {
                            op,
                            val: Box::new(val),
                            to,
                        },
                        pos,
                    });
                }
                return self.expected("a value");
            }
        };
        self.bump();
        Ok(Const { kind, pos })
    }

    pub(super) fn const_gep(&mut self, pos: Pos) -> PResult<Const<'s>> {
        let inbounds = self.gep_flags()?;
        self.expect(TokKind::LParen, "`(`")?;
        let ty_tok = self.tok();
        let ty = self.ty()?;
        let (elem_ty, base) = if self.eat(TokKind::Comma) {
            (Some(ty), self.typed_value()?)
        } else {
            let ty_pos = self.pos_since(ty_tok);
            let c = self.value()?;
            (None, TConst { ty, ty_pos, c })
        };
        let elem_ty = match elem_ty {
            Some(t) => t,
            None => match self.types.pointee(base.ty) {
                Some(p) => p,
                None => {
                    self.error_at(ty_tok, "getelementptr base must be a pointer".to_string());
                    return Err(());
                }
            },
        };
        let mut indices = Vec::new();
        while self.eat(TokKind::Comma) {
            self.gep_flags()?;
            indices.push(self.typed_value()?);
        }
        self.expect(TokKind::RParen, "`)`")?;
        Ok(Const {
            kind: ConstKind::Gep {
                inbounds,
                elem_ty,
                base: Box::new(base),
                indices: indices.into_boxed_slice(),
            },
            pos,
        })
    }

    pub(super) fn const_list(&mut self, close: TokKind, what: &str) -> PResult<Vec<TConst<'s>>> {
        let mut items = Vec::new();
        if self.eat(close) {
            return Ok(items);
        }
        loop {
            items.push(self.typed_value()?);
            if self.eat(close) {
                return Ok(items);
            }
            self.expect(TokKind::Comma, &format!("`,` or {what}"))?;
        }
    }
}
