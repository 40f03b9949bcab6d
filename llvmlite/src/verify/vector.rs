//! Verifier checks of vectors: `extractelement`, `insertelement`,
//! `shufflevector`, element-wise casts and `bitcast`s of vectors, and the
//! refusal of memory accesses of vectors whose elements are not whole bytes
//! (`<8 x i1>` is bit-packed in LLVM's layout; egret does not implement it).

use super::FnVerifier;
use crate::ir::{CastOp, Value};
use crate::layout::vector_elem_bits;
use crate::types::Ty;

impl FnVerifier<'_> {
    /// Whether any of `tys` is a vector type.
    pub(super) fn has_vector(&self, tys: &[Ty]) -> bool {
        tys.iter().any(|&t| self.types.is_vector(t))
    }

    /// Checks that `actual` is `<N x i1>` where `like` is `<N x T>`.
    pub(super) fn expect_bool_vector(
        &self,
        actual: Ty,
        like: Ty,
        what: &str,
    ) -> Result<(), String> {
        let n = self.types.vector_parts(like).map(|(n, _)| n);
        match self.types.vector_parts(actual) {
            Some((m, e)) if Some(m) == n && self.types.int_bits(e) == Some(1) => Ok(()),
            _ => Err(format!(
                "{what} has type `{}`, expected a vector of `i1` as long as `{}`",
                self.ty(actual),
                self.ty(like)
            )),
        }
    }

    /// Whether values of the vector type `t` can be loaded and stored: its
    /// elements are whole bytes (or pointers).
    pub(super) fn vector_in_memory(&self, t: Ty) -> bool {
        self.types
            .vector_parts(t)
            .is_some_and(|(_, e)| vector_elem_bits(self.types, e).is_multiple_of(8))
    }

    /// The message refusing a load or store of the bit-packed vector `t`.
    pub(super) fn bit_vector_access(&self, t: Ty) -> String {
        format!(
            "loads and stores of `{}` are not supported: its elements are not whole bytes",
            self.ty(t)
        )
    }

    /// The total width in bits of an integer or a vector of integers.
    fn int_or_vector_bits(&self, t: Ty) -> Option<u64> {
        if let Some(b) = self.types.int_bits(t) {
            return Some(u64::from(b));
        }
        let (n, e) = self.types.vector_parts(t)?;
        let b = self.types.int_bits(e)?;
        Some(u64::from(n) * u64::from(b))
    }

    /// A cast with a vector operand or result: element-wise between
    /// vectors of one length, or a `bitcast` between integers and integer
    /// vectors of the same total width (or between pointer vectors).
    pub(super) fn check_vector_cast(&self, op: CastOp, from: Ty, to: Ty) -> Result<(), String> {
        let t = self.types;
        let bad = || {
            format!(
                "invalid cast: `{}` from `{}` to `{}`",
                op.name(),
                self.ty(from),
                self.ty(to)
            )
        };
        if op == CastOp::Bitcast {
            if let (Some((n, a)), Some((m, b))) = (t.vector_parts(from), t.vector_parts(to))
                && n == m
                && t.is_ptr(a)
                && t.is_ptr(b)
            {
                return Ok(());
            }
            return match (self.int_or_vector_bits(from), self.int_or_vector_bits(to)) {
                (Some(a), Some(b)) if a == b => Ok(()),
                _ => Err(bad()),
            };
        }
        match (t.vector_parts(from), t.vector_parts(to)) {
            (Some((n, a)), Some((m, b))) if n == m => self.check_cast(op, a, b).map_err(|_| bad()),
            _ => Err(bad()),
        }
    }

    /// The element type of `vec`'s vector type, or an error for `op`.
    fn elem_of(&self, vec: Value, op: &str) -> Result<(u32, Ty), String> {
        self.types.vector_parts(self.vty(vec)).ok_or_else(|| {
            format!(
                "`{op}` needs a vector, but {} has type `{}`",
                self.val(vec),
                self.ty(self.vty(vec))
            )
        })
    }

    /// Checks that `idx` is an integer (an element index).
    fn expect_index(&self, idx: Value, op: &str) -> Result<(), String> {
        if self.types.is_int(self.vty(idx)) {
            Ok(())
        } else {
            Err(format!(
                "the index of `{op}` must be an integer, not `{}`",
                self.ty(self.vty(idx))
            ))
        }
    }

    pub(super) fn check_extractelement(&self, vec: Value, idx: Value, r: Ty) -> Result<(), String> {
        let (_, e) = self.elem_of(vec, "extractelement")?;
        self.expect_index(idx, "extractelement")?;
        self.expect_ty(r, e, "the result of `extractelement`")
    }

    pub(super) fn check_insertelement(
        &self,
        vec: Value,
        value: Value,
        idx: Value,
        r: Ty,
    ) -> Result<(), String> {
        let (_, e) = self.elem_of(vec, "insertelement")?;
        self.expect_index(idx, "insertelement")?;
        self.expect_ty(
            self.vty(value),
            e,
            "the element inserted by `insertelement`",
        )?;
        self.expect_ty(r, self.vty(vec), "the result of `insertelement`")
    }

    pub(super) fn check_shufflevector(
        &self,
        args: &[Value; 2],
        mask: &[i32],
        r: Ty,
    ) -> Result<(), String> {
        let (n, e) = self.elem_of(args[0], "shufflevector")?;
        self.expect_ty(
            self.vty(args[1]),
            self.vty(args[0]),
            "the second operand of `shufflevector`",
        )?;
        if let Some(&k) = mask.iter().find(|&&k| k < -1 || k >= 2 * n as i32) {
            return Err(format!(
                "shuffle mask element {k} is out of range for two vectors of {n}"
            ));
        }
        match self.types.vector_parts(r) {
            Some((m, re)) if m as usize == mask.len() && self.equiv(re, e) => Ok(()),
            _ => Err(format!(
                "the result of `shufflevector` has type `{}`, expected {} elements of `{}`",
                self.ty(r),
                mask.len(),
                self.ty(e)
            )),
        }
    }
}
