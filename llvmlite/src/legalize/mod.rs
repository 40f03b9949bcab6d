//! The legalizer: rewrites the full IR the front end accepts into the core
//! IR the mid-end and lowering know (`docs` of issue 19, design section 6).
//!
//! It runs after the verifier, on a copy of the module, at every
//! optimisation level and before the JIT compiles. Each job is its own
//! module: first `softfloat` makes every `float` an `i32` and every
//! `double` an `i64` (their IEEE-754 bits) throughout the module and its
//! float operations integer code or calls of the soft-float routines, so
//! no other job sees a float; then `signature` rewrites every function type with struct,
//! array or vector parameters or results to egret's convention (leaves as
//! scalar arguments, aggregate results through a hidden `sret` pointer;
//! docs/abi.md), then per function `vectors` scalarizes vectors (with
//! the element-wise intrinsics and `llvm.vector.reduce.*`) on the
//! machinery it shares with `aggregates` (`scalarize`), `intrinsics` expands calls of `llvm.*` functions into ordinary
//! instructions (min/max/abs as compares and selects, bit counts and
//! rotates as shifts and masks, saturating arithmetic, three-way compares,
//! the no-op and identity families, `va_copy`, `objectsize`, `is.constant`,
//! `ptrmask`), `memory` inlines `memcpy`/`memmove`/`memset` of small
//! constant lengths as loads and stores and turns the others into calls of
//! the C functions the runtime defines, `aggregates` scalarizes struct
//! and array values (and `freeze`, `with.overflow`), `switch` turns
//! `switch` into jump tables (a dense `switch` on `x - lo`, legal core IR
//! that lowering makes a table of), bit tests and ranges under a balanced
//! binary search, `vaarg` reads `va_arg` from
//! the O32 argument area, `wide_intrinsics` (first of all) writes the
//! integer intrinsics on integers wider than 64 bits as instructions at
//! their width, `wide` expands integers wider than 64 bits
//! into 32-bit words, and last `widths` promotes integers of odd
//! widths to the next of `i8`/`i16`/`i32`/`i64`. Before all of them,
//! `align` splits loads and stores aligned below what Cpu0 needs and
//! realigns over-aligned allocas; before that, on the whole module,
//! `indirect` replaces `blockaddress` by its block's tag and
//! `indirectbr` by a `switch` on it. `check` lists what is not legal
//! ([`check_legal`]); the result of [`legalize`] always passes it and the
//! verifier.
//!
//! Legalization is idempotent: a legal module comes back unchanged, and
//! [`needs_legalizing`] tells without copying it whether there is anything
//! to do (the compile driver uses that to keep legal modules as they are).
//!
//! New instructions are built with an `Emitter`: a cursor that creates
//! instructions in a function and collects them for one position in a
//! block, so a job replaces one instruction by a short sequence.

mod aggregates;
mod align;
mod check;
mod indirect;
mod intrinsics;
mod memory;
mod scalarize;
mod signature;
mod softfloat;
mod switch;
mod vaarg;
mod vectors;
mod wide;
mod wide_intrinsics;
mod widths;

pub use check::check_legal;
pub use softfloat::{CmpRoutine, LibmFn, Routine};
pub use switch::{is_legal_switch, lower_switches};

use crate::diag::Diagnostic;
use crate::ir::*;
use crate::layout;
use crate::types::{Ty, TyData, TypeStore};
use std::collections::HashMap;

/// How to legalize.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct LegalizeOptions {
    /// The byte order of the compile target, used where the module does not
    /// say (`Module::target`): the order of the pieces of odd-sized memory
    /// accesses.
    pub big_endian: bool,
}

/// What [`legalize`] rewrote, per job.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LegalizeReport {
    /// Intrinsic calls expanded into instructions or removed.
    pub intrinsics_expanded: usize,
    /// Memory intrinsics inlined as loads and stores.
    pub memory_inlined: usize,
    /// Memory intrinsics turned into calls of `memcpy`/`memmove`/`memset`.
    pub memory_calls: usize,
    /// Instructions on aggregates (and `freeze`, `with.overflow`) replaced
    /// by scalar code.
    pub aggregates_scalarized: usize,
    /// Instructions on vectors (and vector reductions) replaced by scalar
    /// code.
    pub vectors_scalarized: usize,
    /// Function types with aggregate or vector parameters or results
    /// flattened (one per function, plus one per call rewritten).
    pub signatures_flattened: usize,
    /// `switch`es lowered to searches over jump tables, bit tests and
    /// ranges (a `switch` already in the table form the job makes is left).
    pub switches_lowered: usize,
    /// `va_arg`s lowered to loads over the O32 argument area.
    pub va_args_lowered: usize,
    /// Loads and stores split for their low alignment, and allocas given
    /// their high one.
    pub accesses_realigned: usize,
    /// Instructions on integers wider than 64 bits expanded into words.
    pub wide_expanded: usize,
    /// Instructions rewritten for odd integer widths (at least one per
    /// function whose values were promoted).
    pub widths_promoted: usize,
    /// `blockaddress` constants (in initializers; as operands, one per
    /// function and block) replaced by their tags, and `indirectbr`s
    /// turned into `switch`es.
    pub indirect_lowered: usize,
    /// Float operations made integer code or routine calls (plus one for
    /// the module's types and one per function whose values were floats).
    pub floats_lowered: usize,
}

impl LegalizeReport {
    /// Whether nothing was rewritten.
    pub fn is_empty(&self) -> bool {
        *self == LegalizeReport::default()
    }
}

/// Rewrites `module` into core IR in place. Errors are positioned
/// diagnostics for what cannot be legalized; the module is then left
/// partly rewritten and must not be compiled.
pub fn legalize(
    module: &mut Module,
    opts: &LegalizeOptions,
) -> Result<LegalizeReport, Vec<Diagnostic>> {
    let big_endian = module.target.big_endian.unwrap_or(opts.big_endian);
    let mut report = LegalizeReport::default();
    let mut errors = Vec::new();
    // First, on the whole module (it numbers the address-taken blocks of
    // all functions): `blockaddress` and `indirectbr`.
    indirect::legalize_module(module, &mut report)?;
    softfloat::legalize_module(module, &mut report)?;
    signature::legalize_module(module, &mut report)?;
    let funcs: Vec<FuncRef> = module.funcs.keys().collect();
    for f in funcs {
        if module.funcs[f].body.is_none() {
            continue;
        }
        if let Err(mut e) = align::legalize_function(module, f, &mut report, big_endian) {
            errors.append(&mut e);
            continue;
        }
        if let Err(mut e) = vectors::legalize_function(module, f, &mut report, big_endian) {
            errors.append(&mut e);
            continue;
        }
        let jobs: [Job; 6] = [
            wide_intrinsics::legalize_function,
            memory::legalize_function,
            aggregates::legalize_function,
            switch::legalize_function,
            vaarg::legalize_function,
            intrinsics::legalize_function,
        ];
        for job in jobs {
            if let Err(mut e) = job(module, f, &mut report) {
                errors.append(&mut e);
                break;
            }
        }
        if let Err(mut e) = wide::legalize_function(module, f, &mut report, big_endian) {
            errors.append(&mut e);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    // Odd widths last: the other jobs' expansions at odd widths are
    // promoted with everything else.
    if widths::promote_signatures(module) {
        report.widths_promoted += 1;
    }
    let funcs: Vec<FuncRef> = module.funcs.keys().collect();
    for f in funcs {
        if let Err(mut e) = widths::legalize_function(module, f, &mut report, big_endian) {
            errors.append(&mut e);
        }
    }
    if errors.is_empty() {
        Ok(report)
    } else {
        Err(errors)
    }
}

/// One job of the legalizer, run on one function.
type Job = fn(&mut Module, FuncRef, &mut LegalizeReport) -> Result<(), Vec<Diagnostic>>;

/// Whether [`legalize`] would change `module` (cheap: one look at every
/// instruction, no copy).
pub fn needs_legalizing(module: &Module) -> bool {
    !check_legal(module).is_empty()
}

/// The intrinsic kind a call calls directly, if it calls an `llvm.*`
/// declaration egret knows.
pub(crate) fn called_intrinsic(
    module: &Module,
    data: &InstData,
) -> Option<crate::intrinsics::IntrinsicKind> {
    let InstData::Call {
        callee: Callee::Direct(fr),
        ..
    } = data
    else {
        return None;
    };
    let fd = module.funcs.get(*fr)?;
    if fd.body.is_some() {
        return None;
    }
    crate::intrinsics::lookup(&fd.name).map(|i| i.kind)
}

/// What one rewrite of an instruction produced.
pub(crate) enum Rewrite {
    /// Keep the instruction as it is.
    Keep,
    /// Replace it by the emitted instructions; its result (if any) becomes
    /// the given value.
    Replace(Option<Value>),
}

/// Runs `rewrite` on every instruction of function `f`'s layout, splicing
/// in what it emits. `rewrite` sees the instruction's data and an emitter
/// positioned where the instruction is.
pub(crate) fn rewrite_function(
    module: &mut Module,
    f: FuncRef,
    rewrite: impl FnMut(&mut Emitter, &Module, Inst, &InstData) -> Result<Rewrite, Diagnostic>,
) -> Result<usize, Vec<Diagnostic>> {
    rewrite_function_in(module, f, None, rewrite)
}

/// [`rewrite_function`], visiting the blocks in `order` first (then the
/// rest of the layout) instead of in layout order.
pub(crate) fn rewrite_function_in(
    module: &mut Module,
    f: FuncRef,
    order: Option<Vec<Block>>,
    mut rewrite: impl FnMut(&mut Emitter, &Module, Inst, &InstData) -> Result<Rewrite, Diagnostic>,
) -> Result<usize, Vec<Diagnostic>> {
    let Some(mut body) = module.funcs[f].body.take() else {
        return Ok(0);
    };
    let mut blocks = order.unwrap_or_default();
    let mut seen: std::collections::HashSet<Block> = blocks.iter().copied().collect();
    blocks.extend(body.layout.iter().copied().filter(|b| seen.insert(*b)));
    let mut types = std::mem::take(&mut module.types);
    let mut errors = Vec::new();
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    let mut count = 0;
    for b in blocks {
        let old = std::mem::take(&mut body.blocks[b].insts);
        let mut new = Vec::with_capacity(old.len());
        for inst in old {
            let data = body.insts[inst].clone();
            let start = new.len();
            let mut em = Emitter {
                f: &mut body,
                types: &mut types,
                block: b,
                out: &mut new,
                loc: SrcLoc::default(),
                volatile: data.is_volatile(),
            };
            em.loc = em.f.locs[inst];
            // The module is read through a view that lacks this function's
            // body and the types; `rewrite` only needs declarations.
            match rewrite(&mut em, module, inst, &data) {
                Ok(Rewrite::Keep) => new.push(inst),
                Ok(Rewrite::Replace(v)) => {
                    count += 1;
                    if let (Some(old_v), Some(new_v)) = (body.inst_result(inst), v) {
                        replaced.insert(old_v, new_v);
                    }
                    body.move_dbg_records(inst, new.last().copied());
                    move_assign_id(&mut body, inst, &new[start..]);
                }
                Err(d) => {
                    errors.push(d);
                    new.push(inst);
                }
            }
        }
        body.blocks[b].insts = new;
    }
    body.replace_uses(&replaced);
    module.types = types;
    module.funcs[f].body = Some(body);
    if errors.is_empty() {
        Ok(count)
    } else {
        Err(errors)
    }
}

/// Moves the `!DIAssignID` of `old` (replaced by `emitted`) to the
/// instructions with side effects among `emitted`: the stores (or the call)
/// that now write what `old` wrote.
fn move_assign_id(body: &mut Function, old: Inst, emitted: &[Inst]) {
    let Some(id) = body.assign_ids.remove(&old) else {
        return;
    };
    for &i in emitted {
        if body.insts[i].has_side_effects() {
            body.assign_ids.insert(i, id);
        }
    }
}

/// Builds instructions at one position of a block: each method creates an
/// instruction with the location of the instruction being replaced and
/// appends it to the new instruction list of the block.
pub(crate) struct Emitter<'a> {
    /// The function being rewritten.
    pub f: &'a mut Function,
    /// The module's types.
    pub types: &'a mut TypeStore,
    /// The block the instructions go in.
    pub block: Block,
    /// The block's new instruction list.
    pub out: &'a mut Vec<Inst>,
    /// The location every new instruction gets.
    pub loc: SrcLoc,
    /// Whether the loads and stores emitted are `volatile`: set while a
    /// volatile access (or a volatile memory intrinsic) is rewritten, so
    /// that every piece of it stays volatile.
    pub volatile: bool,
}

impl Emitter<'_> {
    /// Appends an instruction; returns its result if it has a type.
    pub fn inst(&mut self, data: InstData, ty: Option<Ty>) -> Option<Value> {
        let i = self.f.make_inst(data, ty, self.loc);
        self.f.inst_block[i] = self.block.into();
        self.out.push(i);
        self.f.inst_result(i)
    }

    /// An instruction with a result of type `ty`.
    fn valued(&mut self, data: InstData, ty: Ty) -> Value {
        let i = self.f.make_inst(data, Some(ty), self.loc);
        self.f.inst_block[i] = self.block.into();
        self.out.push(i);
        self.f.results[i]
            .expand()
            .unwrap_or_else(|| unreachable!("make_inst gives a typed instruction a result"))
    }

    /// The integer constant `bits` of type `ty`.
    pub fn iconst(&mut self, ty: Ty, bits: u64) -> Value {
        self.f.iconst(self.types, ty, bits)
    }

    /// The type of `v`.
    pub fn ty(&self, v: Value) -> Ty {
        self.f.value_type(v)
    }

    /// The width of integer `v` in bits (64 for anything else).
    pub fn bits(&self, v: Value) -> u32 {
        self.types.int_bits(self.ty(v)).unwrap_or(64)
    }

    /// `op a, b` (the type of `a`).
    pub fn bin(&mut self, op: BinOp, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.valued(
            InstData::Binary {
                op,
                args: [a, b],
                flags: BinFlags::default(),
            },
            ty,
        )
    }

    /// `op a, k` with the constant `k` of `a`'s type.
    pub fn bin_k(&mut self, op: BinOp, a: Value, k: u64) -> Value {
        let ty = self.ty(a);
        let k = self.iconst(ty, k);
        self.bin(op, a, k)
    }

    /// `icmp cc a, b`.
    pub fn icmp(&mut self, cc: IntCC, a: Value, b: Value) -> Value {
        self.valued(InstData::Icmp { cc, args: [a, b] }, Ty::I1)
    }

    /// `icmp cc a, k` with the constant `k` of `a`'s type.
    pub fn icmp_k(&mut self, cc: IntCC, a: Value, k: u64) -> Value {
        let ty = self.ty(a);
        let k = self.iconst(ty, k);
        self.icmp(cc, a, k)
    }

    /// `select c, a, b`.
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.valued(InstData::Select { args: [c, a, b] }, ty)
    }

    /// `op v to ty`; no instruction when `v` already has type `ty`.
    pub fn cast(&mut self, op: CastOp, v: Value, ty: Ty) -> Value {
        if self.ty(v) == ty {
            return v;
        }
        self.valued(InstData::Cast { op, arg: v }, ty)
    }

    /// `v` zero-extended or truncated to the integer type `ty`.
    pub fn zext_or_trunc(&mut self, v: Value, ty: Ty) -> Value {
        let (from, to) = (self.bits(v), self.types.int_bits(ty).unwrap_or(64));
        match from.cmp(&to) {
            std::cmp::Ordering::Less => self.cast(CastOp::Zext, v, ty),
            std::cmp::Ordering::Greater => self.cast(CastOp::Trunc, v, ty),
            std::cmp::Ordering::Equal => v,
        }
    }

    /// Whether `p` is an opaque pointer (`ptr`: no pointee type).
    fn is_opaque(&self, p: Value) -> bool {
        self.types.is_opaque_ptr(self.ty(p))
    }

    /// The type of a pointer to `ty` in the flavour of `p`: `ty*` for typed
    /// pointers, `p`'s own type for `ptr`.
    pub fn ptr_to(&mut self, p: Value, ty: Ty) -> Ty {
        if self.is_opaque(p) {
            self.ty(p)
        } else {
            self.types.ptr(ty)
        }
    }

    /// `p` as a pointer to `ty` (a `bitcast` for typed pointers when needed).
    pub fn ptr_cast(&mut self, p: Value, ty: Ty) -> Value {
        let want = self.ptr_to(p, ty);
        self.cast(CastOp::Bitcast, p, want)
    }

    /// `p + offset` bytes, as a pointer to `ty`.
    pub fn addr(&mut self, p: Value, offset: i64, ty: Ty) -> Value {
        if offset == 0 {
            return self.ptr_cast(p, ty);
        }
        let bytes = self.ptr_cast(p, Ty::I8);
        let bytes_ty = self.ty(bytes);
        let k = self.iconst(Ty::I32, offset as u64);
        let q = self.valued(
            InstData::Gep {
                elem_ty: Ty::I8,
                base: bytes,
                indices: vec![k],
                inbounds: false,
            },
            bytes_ty,
        );
        self.ptr_cast(q, ty)
    }

    /// `load ty, p`.
    pub fn load(&mut self, ty: Ty, p: Value) -> Value {
        let p = self.ptr_cast(p, ty);
        let volatile = self.volatile;
        self.valued(InstData::Load { ptr: p, volatile }, ty)
    }

    /// `store v, p`.
    pub fn store(&mut self, v: Value, p: Value) {
        let ty = self.ty(v);
        let p = self.ptr_cast(p, ty);
        let volatile = self.volatile;
        self.inst(
            InstData::Store {
                value: v,
                ptr: p,
                volatile,
            },
            None,
        );
    }

    /// A direct call of `callee` (declared with `fn_ty`).
    pub fn call(&mut self, callee: FuncRef, fn_ty: Ty, args: Vec<Value>) -> Option<Value> {
        let ret = match self.types.kind(fn_ty) {
            TyData::Func { ret, .. } => *ret,
            _ => Ty::VOID,
        };
        let data = InstData::Call {
            callee: Callee::Direct(callee),
            fn_ty,
            args,
        };
        self.inst(data, (ret != Ty::VOID).then_some(ret))
    }
}

/// How many definitions [`known_align`] follows back from a pointer.
const ALIGN_SEARCH_DEPTH: u32 = 8;

/// An alignment in bytes (a power of two, at most 8) that the address `p`
/// is known to have: from the alloca or global it points into, through
/// bitcasts and `getelementptr`s; 1 when nothing is known.
/// `module` provides the globals; `types` the module's types (taken out of
/// the module while a function is rewritten).
pub(crate) fn known_align(module: &Module, types: &TypeStore, f: &Function, p: Value) -> u64 {
    align_from(module, types, f, p, ALIGN_SEARCH_DEPTH)
}

fn align_from(module: &Module, types: &TypeStore, f: &Function, p: Value, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match f.value_def(p) {
        ValueDef::Global(g) => {
            let data = &module.globals[g];
            let explicit = data.align.map_or(1, u64::from);
            layout::align_of(types, data.ty).max(explicit).clamp(1, 8)
        }
        ValueDef::Inst(i) => match &f.insts[i] {
            InstData::Alloca { ty, count } => {
                let constant = count.is_none_or(|c| f.const_value(c).is_some());
                if constant {
                    layout::align_of(types, *ty).clamp(1, 8)
                } else {
                    1
                }
            }
            InstData::Cast {
                op: CastOp::Bitcast,
                arg,
            } => align_from(module, types, f, *arg, depth - 1),
            InstData::Gep {
                elem_ty,
                base,
                indices,
                ..
            } => {
                let base_align = align_from(module, types, f, *base, depth - 1);
                gep_align(types, f, *elem_ty, indices, base_align)
            }
            _ => 1,
        },
        _ => 1,
    }
}

/// The alignment of a GEP's result given its base's: the largest power of
/// two dividing the base alignment and every offset and stride.
fn gep_align(types: &TypeStore, f: &Function, elem_ty: Ty, indices: &[Value], base: u64) -> u64 {
    let idx: Vec<layout::GepIndex> = indices
        .iter()
        .map(|&v| match f.const_value(v) {
            Some(c) => {
                let bits = types.int_bits(f.value_type(v)).unwrap_or(64);
                layout::GepIndex::Const(sext(c, bits))
            }
            None => layout::GepIndex::Dynamic,
        })
        .collect();
    let Ok(steps) = layout::gep_steps(types, elem_ty, &idx) else {
        return 1;
    };
    steps.iter().fold(base, |a, s| {
        let m = match *s {
            layout::GepStep::Offset(o) => o.unsigned_abs(),
            layout::GepStep::Scaled { stride, .. } => stride,
        };
        if m == 0 {
            a
        } else {
            a.min(1 << m.trailing_zeros())
        }
    })
}

#[cfg(test)]
mod tests;
