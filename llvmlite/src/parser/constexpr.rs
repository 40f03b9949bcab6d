//! Constant expressions beyond `getelementptr` and casts: integer
//! arithmetic (`add (i32 ptrtoint (ptr @a to i32), i32 4)`), `icmp`,
//! `select`, `extractvalue`, the wrappers `dso_local_equivalent`/`no_cfi`,
//! packed struct literals `<{ ... }>`, vector literals `<T v, ...>`, and
//! `blockaddress(@f, %label)`.

use super::{PResult, Parser};
use crate::ast::{Const, ConstKind, Pos};
use crate::ir::{BinOp, IntCC};
use crate::lexer::TokKind;

/// Whether `w` starts a constant expression handled here.
pub(super) fn is_constexpr_word(w: &str) -> bool {
    BinOp::from_name(w).is_some()
        || matches!(
            w,
            "icmp" | "select" | "extractvalue" | "blockaddress" | "dso_local_equivalent" | "no_cfi"
        )
}

impl<'s> Parser<'s, '_> {
    /// The constant expression started by the word `w` (already consumed).
    pub(super) fn constexpr(&mut self, w: &str, pos: Pos) -> PResult<Const<'s>> {
        let kind = match w {
            "blockaddress" => {
                self.expect(TokKind::LParen, "`(`")?;
                let f = self.expect(TokKind::GlobalId, "a function name `@name`")?;
                let func = self.name_of(f);
                self.expect(TokKind::Comma, "`,`")?;
                let l = self.expect(TokKind::LocalId, "a block label `%name`")?;
                let label = self.name_of(l);
                self.expect(TokKind::RParen, "`)`")?;
                ConstKind::BlockAddress {
                    func: Box::new(func),
                    label: Box::new(label),
                }
            }
            // Both wrap a function reference that egret treats as the
            // function itself.
            "dso_local_equivalent" | "no_cfi" => return self.value(),
            "icmp" => {
                self.eat_word("samesign");
                let cc_tok = self.tok();
                let Some(cc) = IntCC::from_name(self.text(cc_tok)) else {
                    return self.expected("a comparison condition");
                };
                self.bump();
                let (lhs, rhs) = self.const_pair()?;
                ConstKind::Icmp { cc, lhs, rhs }
            }
            "select" => {
                self.expect(TokKind::LParen, "`(`")?;
                let cond = Box::new(self.typed_value()?);
                self.expect(TokKind::Comma, "`,`")?;
                let a = Box::new(self.typed_value()?);
                self.expect(TokKind::Comma, "`,`")?;
                let b = Box::new(self.typed_value()?);
                self.expect(TokKind::RParen, "`)`")?;
                ConstKind::Select { cond, a, b }
            }
            "extractvalue" => {
                self.expect(TokKind::LParen, "`(`")?;
                let agg = Box::new(self.typed_value()?);
                let indices = self.aggregate_indices()?;
                self.expect(TokKind::RParen, "`)`")?;
                ConstKind::ExtractValue {
                    agg,
                    indices: indices.into_boxed_slice(),
                }
            }
            _ => {
                let Some(op) = BinOp::from_name(w) else {
                    return self.expected("a constant expression");
                };
                while ["nuw", "nsw", "exact", "disjoint"]
                    .iter()
                    .any(|f| self.eat_word(f))
                {}
                let (lhs, rhs) = self.const_pair()?;
                ConstKind::Binary { op, lhs, rhs }
            }
        };
        Ok(Const { kind, pos })
    }

    /// `(T a, T b)`.
    fn const_pair(
        &mut self,
    ) -> PResult<(Box<crate::ast::TConst<'s>>, Box<crate::ast::TConst<'s>>)> {
        self.expect(TokKind::LParen, "`(`")?;
        let a = self.typed_value()?;
        self.expect(TokKind::Comma, "`,`")?;
        let b = self.typed_value()?;
        self.expect(TokKind::RParen, "`)`")?;
        Ok((Box::new(a), Box::new(b)))
    }

    /// At `<`: a packed struct literal `<{ T v, ... }>` (a struct literal
    /// whose type says it is packed) or a vector literal `<T v, ...>`.
    pub(super) fn packed_struct_value(&mut self, pos: Pos) -> PResult<Const<'s>> {
        self.bump();
        if !self.eat(TokKind::LBrace) {
            let items = self.const_list(TokKind::Gt, "`>`")?;
            return Ok(Const {
                kind: ConstKind::Vector(items),
                pos,
            });
        }
        let items = self.const_list(TokKind::RBrace, "`}`")?;
        self.expect(TokKind::Gt, "`>` closing a packed struct")?;
        Ok(Const {
            kind: ConstKind::Struct(items),
            pos,
        })
    }
}
