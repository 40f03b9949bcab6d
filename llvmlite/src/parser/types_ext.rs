//! The type syntax of LLVM 15+ that LLVMlite lacks: the opaque pointer `ptr`
//! (with an optional `addrspace(0)`) and packed structs `<{ ... }>`. Vector
//! types `<N x T>` are recognised only to reject them with a clear message.

use super::{PResult, Parser};
use crate::lexer::TokKind;
use crate::types::Ty;

impl Parser<'_, '_> {
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

    /// At `<`: a packed struct `<{ T, ... }>`; a vector `<N x T>` is reported
    /// as not supported.
    pub(super) fn packed_struct_or_vector_ty(&mut self) -> PResult<Ty> {
        let lt = self.bump();
        if !self.at(TokKind::LBrace) {
            self.error_at(lt, "vector types are not supported yet".to_string());
            return Err(());
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
}
