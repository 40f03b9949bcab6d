//! Verifier checks of the instructions clang's IR adds to LLVMlite's:
//! `extractvalue`/`insertvalue` on first-class aggregates, `switch` and
//! `va_arg`. (`freeze` needs only a type equality, checked inline.)

use super::FnVerifier;
use crate::intops::zext;
use crate::ir::{BlockCall, Value};
use crate::types::Ty;
use rustc_hash::FxHashSet;

impl FnVerifier<'_> {
    /// The member type an index path selects inside `agg`'s type.
    fn member(&self, agg: Value, indices: &[u32], op: &str) -> Result<Ty, String> {
        let at = self.vty(agg);
        if !self.types.is_aggregate(at) {
            return Err(format!(
                "`{op}` needs a struct or array, but {} has type `{}`",
                self.val(agg),
                self.ty(at)
            ));
        }
        if indices.is_empty() {
            return Err(format!("`{op}` needs at least one index"));
        }
        self.types.aggregate_member(at, indices).ok_or_else(|| {
            let path: Vec<String> = indices.iter().map(|i| i.to_string()).collect();
            format!(
                "`{op}` index path {} is out of range for `{}`",
                path.join(", "),
                self.ty(at)
            )
        })
    }

    pub(super) fn check_extractvalue(
        &self,
        agg: Value,
        indices: &[u32],
        r: Ty,
    ) -> Result<(), String> {
        let m = self.member(agg, indices, "extractvalue")?;
        self.expect_ty(r, m, "the result of `extractvalue`")
    }

    pub(super) fn check_insertvalue(
        &self,
        agg: Value,
        value: Value,
        indices: &[u32],
        r: Ty,
    ) -> Result<(), String> {
        let m = self.member(agg, indices, "insertvalue")?;
        self.expect_ty(self.vty(agg), r, "the aggregate of `insertvalue`")?;
        self.expect_ty_with(self.vty(value), m, || {
            format!("the value {} inserted by `insertvalue`", self.val(value))
        })
    }

    pub(super) fn check_switch(
        &self,
        cond: Value,
        default: &BlockCall,
        cases: &[(u64, BlockCall)],
    ) -> Result<(), String> {
        let Some(bits) = self.types.int_bits(self.vty(cond)) else {
            return Err(format!(
                "the condition of `switch` must be an integer, not `{}`",
                self.ty(self.vty(cond))
            ));
        };
        self.check_block_call(default)?;
        let mut seen = FxHashSet::with_capacity_and_hasher(cases.len(), Default::default());
        for (c, bc) in cases {
            if zext(*c, bits) != *c {
                return Err(format!("`switch` case value {c} does not fit in i{bits}"));
            }
            if !seen.insert(*c) {
                return Err(format!("duplicate case value {c} in `switch`"));
            }
            self.check_block_call(bc)?;
        }
        Ok(())
    }

    pub(super) fn check_va_arg(&self, ap: Value, r: Ty) -> Result<(), String> {
        self.pointee(ap, "`va_arg`")?;
        if !self.types.is_first_class(r) {
            return Err(format!(
                "`va_arg` cannot read a value of type `{}`",
                self.ty(r)
            ));
        }
        Ok(())
    }
}
