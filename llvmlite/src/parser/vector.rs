//! The vector syntax: `extractelement`, `insertelement` and
//! `shufflevector` instructions, and the `splat (T v)` constant (vector
//! literals `<T v, ...>` are read with packed struct literals, and vector
//! types with the other types).

use super::{PResult, Parser};
use crate::ast::{Const, ConstKind, InstKind, Pos};
use crate::lexer::TokKind;

impl<'s> Parser<'s, '_> {
    /// The operands of a vector instruction `op` (consumed).
    pub(super) fn vector_inst(&mut self, op: &str) -> PResult<InstKind<'s>> {
        let vec = self.typed_value()?;
        self.expect(TokKind::Comma, "`,`")?;
        match op {
            "extractelement" => {
                let idx = self.typed_value()?;
                Ok(InstKind::ExtractElement { vec, idx })
            }
            "insertelement" => {
                let val = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let idx = self.typed_value()?;
                Ok(InstKind::InsertElement {
                    vec: Box::new(vec),
                    val: Box::new(val),
                    idx: Box::new(idx),
                })
            }
            _ => {
                let b = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let mask = self.typed_value()?;
                Ok(InstKind::ShuffleVector {
                    a: Box::new(vec),
                    b: Box::new(b),
                    mask: Box::new(mask),
                })
            }
        }
    }

    /// After the word `splat`: `(T v)`.
    pub(super) fn splat_value(&mut self, pos: Pos) -> PResult<Const<'s>> {
        self.expect(TokKind::LParen, "`(`")?;
        let v = self.typed_value()?;
        self.expect(TokKind::RParen, "`)`")?;
        Ok(Const {
            kind: ConstKind::Splat(Box::new(v)),
            pos,
        })
    }
}
