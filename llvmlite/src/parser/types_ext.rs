//! The type syntax of LLVM 15+ that LLVMlite lacks: the opaque pointer `ptr`
//! (with an optional `addrspace(0)`), packed structs `<{ ... }>` and fixed
//! vectors `<N x T>` of integers (at most 64 bits) or pointers, `N <= 64`.

use super::{PResult, Parser};
use crate::lexer::TokKind;
use crate::types::Ty;

/// The longest vector egret accepts (each element becomes a scalar).
pub const MAX_VECTOR_LEN: u32 = 64;

impl<'s> Parser<'s, '_> {
    /// After the word `ptr`: an optional `addrspace(0)`; other address spaces
    /// are an error.
    pub(super) fn opaque_ptr_ty(&mut self) -> PResult<Ty> {
        self.ast.opaque_pointers = true;
        if self.at_word("addrspace") {
            self.bump();
            self.expect(TokKind::LParen, "`(`")?;
            let n = self.expect(TokKind::Int, "an address space number")?;
            if self.text(n) != "0" {
                let msg = format!("address space {} is not supported (only 0)", self.text(n));
                self.error_at(n, msg);
                return Err(());
            }
            self.expect(TokKind::RParen, "`)`")?;
        }
        Ok(self.types.opaque_ptr())
    }

    /// At `<`: a packed struct `<{ T, ... }>` or a vector `<N x T>`.
    pub(super) fn packed_struct_or_vector_ty(&mut self) -> PResult<Ty> {
        self.bump();
        if self.at(TokKind::Int) {
            return self.vector_ty_rest();
        }
        if self.at_word("vscale") {
            let t = self.tok();
            self.error_at(t, "scalable vectors are not supported".to_string());
            return Err(());
        }
        if !self.at(TokKind::LBrace) {
            return self.expected("`{` or a vector length");
        }
        self.bump();
        let mut fields = Vec::new();
        if !self.eat(TokKind::RBrace) {
            loop {
                fields.push(self.ty()?);
                if self.eat(TokKind::RBrace) {
                    break;
                }
                self.expect(TokKind::Comma, "`,` or `}`")?;
            }
        }
        self.expect(TokKind::Gt, "`>` closing a packed struct")?;
        Ok(self.types.packed_struct(fields))
    }

    /// After `<`, at the length: `N x T>`.
    fn vector_ty_rest(&mut self) -> PResult<Ty> {
        let n_tok = self.bump();
        let n = match self.text(n_tok).parse::<u32>() {
            Ok(n) if (1..=MAX_VECTOR_LEN).contains(&n) => n,
            _ => {
                let msg = format!(
                    "vector length `{}` is not supported (1 to {MAX_VECTOR_LEN})",
                    self.text(n_tok)
                );
                self.error_at(n_tok, msg);
                return Err(());
            }
        };
        self.expect_word("x")?;
        let elem_tok = self.tok();
        let elem = self.ty()?;
        let elem_ok = match self.types.int_bits(elem) {
            Some(b) => b <= 64,
            None => self.types.is_ptr(elem),
        };
        if !elem_ok {
            let msg = format!(
                "vector elements must be integers of at most 64 bits or pointers, not `{}`",
                self.types.display(elem)
            );
            self.error_at(elem_tok, msg);
            return Err(());
        }
        self.expect(TokKind::Gt, "`>` closing a vector type")?;
        Ok(self.types.vector(n, elem))
    }
}
