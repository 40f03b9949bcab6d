//! [`check_legal`]: what in a module the mid-end and lowering do not know.
//!
//! Legal (core) IR has values of the types `i1`, `i8`, `i16`, `i32`, `i64`
//! and pointers only (no `float` or `double`: the soft-float job makes
//! them integers), no floating-point instructions, no `freeze`, `extractvalue`, `insertvalue`,
//! `va_arg`, `indirectbr` or `blockaddress`, no `switch` but the dense form
//! lowering turns into a jump table ([`super::switch::is_legal_switch`]),
//! and calls no intrinsic but the ones the back end
//! implements (`stacksave`, `stackrestore`, `va_start`, `trap`,
//! `debugtrap`). Everything else is listed, one diagnostic per offending
//! instruction or value, at its source location.

use super::intrinsics::stays_a_call;
use super::switch::is_legal_switch;
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::types::{Ty, TyData, TypeStore};
use cranelift_entity::EntityRef;

/// Every construct of `module` that is not legal IR, as diagnostics naming
/// the function and position; empty when the module is legal.
pub fn check_legal(module: &Module) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for g in module.globals.values() {
        if g.init.as_ref().is_some_and(has_block_addr) {
            out.push(Diagnostic::error(
                g.loc,
                format!("the initializer of `@{}` has a `blockaddress`", g.name),
            ));
        }
    }
    floats_outside_bodies(module, &mut out);
    for (_, fd) in module.funcs.iter() {
        let Some(body) = &fd.body else {
            continue;
        };
        if !body.mem_align.is_empty() {
            out.push(Diagnostic::error(
                fd.loc,
                format!("in `@{}`: written alignments not yet applied", fd.name),
            ));
        }
        for &b in &body.layout {
            for &p in &body.blocks[b].params {
                if let Some(why) = illegal_type(&module.types, body.value_type(p)) {
                    out.push(Diagnostic::error(
                        fd.loc,
                        format!("in `@{}`: a block parameter {why}", fd.name),
                    ));
                }
            }
            for &i in &body.blocks[b].insts {
                if let Some(why) = illegal_inst(module, body, i) {
                    out.push(Diagnostic::error(
                        body.locs[i],
                        format!("in `@{}`: {why}", fd.name),
                    ));
                }
            }
        }
    }
    out
}

/// Globals whose type, and functions (not intrinsics, which the
/// soft-float job replaces) whose signature, has a `float` or `double`.
fn floats_outside_bodies(module: &Module, out: &mut Vec<Diagnostic>) {
    let types = &module.types;
    let floating = float_carrying_types(types);
    let has_float = |t: Ty| floating.get(t.index()).copied().unwrap_or(false);
    for g in module.globals.values() {
        if has_float(g.ty) {
            out.push(Diagnostic::error(
                g.loc,
                format!(
                    "`@{}` has the floating type `{}`",
                    g.name,
                    types.display(g.ty)
                ),
            ));
        }
    }
    for (_, fd) in module.funcs.iter() {
        if !crate::intrinsics::is_intrinsic_name(&fd.name) && has_float(fd.fn_ty) {
            out.push(Diagnostic::error(
                fd.loc,
                format!(
                    "`@{}` has the floating signature `{}`",
                    fd.name,
                    types.display(fd.fn_ty)
                ),
            ));
        }
    }
}

/// For each type of the store (by index), whether it is or contains
/// `float` or `double`, following pointers, elements, fields, signatures
/// and names. A fixed point over the whole store, so a recursive type
/// costs no more than any other (a depth-bounded walk per global and
/// function was exponential in the nesting of pointer-linked structs); a
/// store without a floating type needs no walk at all.
fn float_carrying_types(types: &TypeStore) -> Vec<bool> {
    let n = types.len();
    let mut floating: Vec<bool> = (0..n)
        .map(|i| matches!(types.kind(Ty::new(i)), TyData::Float | TyData::Double))
        .collect();
    if !floating.contains(&true) {
        return floating;
    }
    let carries = |floating: &[bool], t: Ty| floating.get(t.index()).copied().unwrap_or(false);
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            if floating[i] {
                continue;
            }
            let parts_float = match types.kind(Ty::new(i)) {
                TyData::Ptr(p) => carries(&floating, *p),
                TyData::Struct(fs) | TyData::PackedStruct(fs) => {
                    fs.iter().any(|&f| carries(&floating, f))
                }
                TyData::Array(_, e) | TyData::Vector(_, e) => carries(&floating, *e),
                TyData::Func { ret, params, .. } => {
                    carries(&floating, *ret) || params.iter().any(|&p| carries(&floating, p))
                }
                _ => false,
            };
            if parts_float {
                floating[i] = true;
                changed = true;
            }
        }
    }
    floating
}

/// Whether an initializer contains a `blockaddress`.
fn has_block_addr(init: &ConstInit) -> bool {
    match init {
        ConstInit::BlockAddr(..) | ConstInit::BlockAddrDiff(..) => true,
        ConstInit::Array(items) | ConstInit::Struct(items) => items.iter().any(has_block_addr),
        _ => false,
    }
}

/// Why instruction `i` is not legal, if it is not.
fn illegal_inst(module: &Module, f: &Function, i: Inst) -> Option<String> {
    let data = &f.insts[i];
    let name = match data {
        InstData::Freeze { .. } => Some("freeze"),
        InstData::ExtractValue { .. } => Some("extractvalue"),
        InstData::InsertValue { .. } => Some("insertvalue"),
        InstData::Switch { .. } if !is_legal_switch(&module.types, f, data) => Some(
            "switch (not a dense table of at most 4096 cases 0..N with an i32 or narrower selector)",
        ),
        InstData::VaArg { .. } => Some("va_arg"),
        InstData::IndirectBr { .. } => Some("indirectbr"),
        _ => None,
    };
    if let Some(name) = name {
        return Some(format!("`{name}`"));
    }
    if let Some(name) = float_opcode(data) {
        return Some(format!(
            "`{name}`: floating point is not yet supported by the Cpu0 back end"
        ));
    }
    if let Some(kind) = super::called_intrinsic(module, data)
        && !stays_a_call(kind)
    {
        let name = match data {
            InstData::Call {
                callee: Callee::Direct(r),
                ..
            } => module.funcs[*r].name.as_str(),
            _ => "",
        };
        return Some(format!("a call of the intrinsic `@{name}` ({kind:?})"));
    }
    if let Some(r) = f.inst_result(i)
        && let Some(why) = illegal_type(&module.types, f.value_type(r))
    {
        return Some(format!("a result {why}"));
    }
    let mut operand = None;
    data.for_each_arg(|a| {
        if operand.is_none() {
            operand = illegal_type(&module.types, f.value_type(a));
        }
        if operand.is_none() && matches!(f.value_def(a), ValueDef::BlockAddr(..)) {
            operand = Some("that is a `blockaddress`".to_string());
        }
    });
    operand.map(|why| format!("an operand {why}"))
}

/// The mnemonic of a floating-point instruction (arithmetic, comparison or
/// a conversion from or to a floating-point type), if `data` is one.
fn float_opcode(data: &InstData) -> Option<&'static str> {
    match data {
        InstData::FBinary { op, .. } => Some(op.name()),
        InstData::FNeg { .. } => Some("fneg"),
        InstData::Fcmp { .. } => Some("fcmp"),
        InstData::Cast { op, .. } if op.is_float() => Some(op.name()),
        _ => None,
    }
}

/// Why a value of type `t` is not legal, if it is not: only `i1`, `i8`,
/// `i16`, `i32`, `i64` and pointers are.
fn illegal_type(types: &TypeStore, t: Ty) -> Option<String> {
    let r = types.resolve(t);
    match types.kind(r) {
        TyData::Int(1 | 8 | 16 | 32 | 64) => None,
        _ if types.is_ptr(r) => None,
        TyData::Float | TyData::Double => Some(format!(
            "of type `{}` (floating point is not yet supported by the Cpu0 back end)",
            types.display(t)
        )),
        _ => Some(format!("of type `{}`", types.display(t))),
    }
}

#[cfg(test)]
mod tests {
    use super::check_legal;

    /// A `double` forty named structs down a chain of pointers is still
    /// found (the old walk stopped at depth 32), and a chain of structs that
    /// each point twice to the next, with no floating type at its end, is
    /// legal.
    #[test]
    fn floats_are_found_at_any_depth_of_named_types() {
        let chain = |leaf: &str, links: &str| {
            let mut text = String::new();
            for k in 0..40 {
                text += &format!(
                    "%t{k} = type {{ i32{} }}\n",
                    links.replace("NEXT", &format!("%t{}*", k + 1))
                );
            }
            text += &format!("%t40 = type {{ {leaf} }}\n@g = global %t0 zeroinitializer\n");
            text
        };
        let deep = chain("double", ", NEXT");
        let (m, _) = crate::parse("deep.ll", &deep).expect("parses");
        let diags = check_legal(&m);
        assert!(
            diags
                .iter()
                .any(|d| d.message.contains("`@g` has the floating type")),
            "{diags:?}"
        );
        let wide = chain("i64", ", NEXT, NEXT");
        let (m, _) = crate::parse("wide.ll", &wide).expect("parses");
        assert!(check_legal(&m).is_empty());
    }
}
