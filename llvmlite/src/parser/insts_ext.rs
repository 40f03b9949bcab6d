//! Instructions clang emits beyond LLVMlite's set: `freeze`,
//! `extractvalue`, `insertvalue`, `va_arg`, `indirectbr`; the flags newer LLVM writes on
//! `getelementptr` (`inbounds`, `nusw`, `nuw`, `inrange(...)`); and the
//! positioned "not supported yet" errors for the instructions egret does not
//! compile (atomics, exception handling, `callbr`).

use super::{PResult, Parser};
use crate::ast::InstKind;
use crate::lexer::TokKind;

/// Why the instruction `op` is refused, if egret knows it but does not
/// compile it.
pub(super) fn unsupported_reason(op: &str) -> Option<String> {
    let what = match op {
        "callbr" | "invoke" | "landingpad" | "resume" | "catchswitch" | "catchret"
        | "cleanupret" | "catchpad" | "cleanuppad" => {
            return Some(format!("`{op}` is not supported yet"));
        }
        "atomicrmw" | "cmpxchg" | "fence" => "atomic instructions are",
        "addrspacecast" => "address spaces other than 0 are",
        _ => return None,
    };
    Some(format!("instruction `{op}`: {what} not supported yet"))
}

impl<'s> Parser<'s, '_> {
    /// The operands of `freeze`, `extractvalue`, `insertvalue`, `va_arg`
    /// and `indirectbr` (the opcode has been consumed).
    pub(super) fn inst_ext(&mut self, op: &str) -> PResult<InstKind<'s>> {
        match op {
            "indirectbr" => {
                let addr = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                self.expect(TokKind::LBracket, "`[`")?;
                let mut dests = Vec::new();
                while !self.eat(TokKind::RBracket) {
                    if !dests.is_empty() {
                        self.expect(TokKind::Comma, "`,` or `]`")?;
                    }
                    dests.push(self.label_ref()?);
                }
                Ok(InstKind::IndirectBr { addr, dests })
            }
            "freeze" => Ok(InstKind::Freeze {
                val: self.typed_value()?,
            }),
            "extractvalue" => {
                let agg = self.typed_value()?;
                let indices = self.aggregate_indices()?;
                Ok(InstKind::ExtractValue { agg, indices })
            }
            "insertvalue" => {
                let agg = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let val = self.typed_value()?;
                let indices = self.aggregate_indices()?;
                Ok(InstKind::InsertValue {
                    agg: Box::new(agg),
                    val: Box::new(val),
                    indices,
                })
            }
            _ => {
                let ap = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let ty = self.ty()?;
                Ok(InstKind::VaArg { ap, ty })
            }
        }
    }

    /// `, i0, i1, ...`: at least one constant index (stops before a
    /// metadata attachment).
    pub(super) fn aggregate_indices(&mut self) -> PResult<Vec<u32>> {
        let mut indices = Vec::new();
        while self.at(TokKind::Comma) && self.peek(1).kind == TokKind::Int {
            self.bump();
            let t = self.bump();
            match self.text(t).parse::<u32>() {
                Ok(i) => indices.push(i),
                Err(_) => {
                    self.error_at(t, "aggregate index out of range".to_string());
                    return Err(());
                }
            }
        }
        if indices.is_empty() {
            return self.expected("`,` and an aggregate index");
        }
        Ok(indices)
    }

    /// `inbounds`, `nusw`, `nuw` and `inrange(a, b)` / `inrange` on a
    /// `getelementptr` or one of its indices; returns whether `inbounds` was
    /// among them.
    pub(super) fn gep_flags(&mut self) -> PResult<bool> {
        let mut inbounds = false;
        loop {
            if self.eat_word("inbounds") {
                inbounds = true;
            } else if self.eat_word("nusw") || self.eat_word("nuw") {
            } else if self.eat_word("inrange") {
                if self.at(TokKind::LParen) {
                    self.skip_balanced(TokKind::LParen, TokKind::RParen)?;
                }
            } else {
                return Ok(inbounds);
            }
        }
    }

    /// `load atomic` / `store atomic`: a positioned error.
    pub(super) fn reject_atomic(&mut self) -> PResult<()> {
        if self.at_word("atomic") {
            let t = self.tok();
            self.error_at(
                t,
                "atomic loads and stores are not supported yet".to_string(),
            );
            return Err(());
        }
        Ok(())
    }
}
