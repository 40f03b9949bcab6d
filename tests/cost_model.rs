//! The e-graph's cost model (`egraph/src/eopt/cost.rs`) against what
//! lowering (`isle/lower.isle`, legalization of `i64`) really emits.
//!
//! For each operation the model prices, a one-instruction function computes
//! it on its arguments and is compiled at -O0 (no mid-end, so nothing is
//! folded away); the machine instructions whose source line is the
//! operation's line are what lowering emitted for it (argument loads sit on
//! the `define` line; the result is stored to a global on the next line, so
//! no copy into the return registers lands on the operation's line, and a
//! word known to be `$zero` is stored as such). The model's figure for the
//! operation ([`operation_cost`]), plus [`const_cost`] for a constant
//! operand it does not fold, must be that many instructions — or stand in
//! the relation a [`Relation`] names: a deliberate weight or a runtime call,
//! recorded with both numbers so that a change to either side shows up
//! here.

use egret::Options;
use egret_egraph::eopt::cost::{UNITS_PER_INSTRUCTION, const_cost, operation_cost};
use egret_egraph::eopt::lang::Op;
use egret_llvmlite::{BinOp, CastOp, IntCC, Module, Ty};
use egret_lower::mach::MachItem;

/// The source line of the operation in [`function_text`]'s function.
const OP_LINE: u32 = 5;

/// How the model's figure relates to the instructions lowering emits.
#[derive(Copy, Clone, Debug)]
enum Relation {
    /// The model charges exactly what lowering emits.
    Same,
    /// The model adds `extra` units on top of the instructions, on purpose:
    /// `mul` is charged a quarter instruction more than an add so that,
    /// between forms of equal length, the one without the multiplier
    /// (three-cycle latency on Cpu0) wins; a zero-extension to i64 a
    /// quarter instruction, so that 32-bit address arithmetic wins its ties.
    Weighted { extra: u64 },
    /// The operation is a call to the runtime library: lowering emits the
    /// call sequence (`lowered` instructions), the model charges the
    /// instructions the runtime routine executes (`model`), far more.
    RuntimeCall { model: u64, lowered: u64 },
}

/// One operation: the IR line computing `%r`, the function's parameters
/// and result type, and how the model describes it.
struct Case {
    ir: &'static str,
    params: &'static str,
    ret: &'static str,
    op: Op,
    ty: Ty,
    from: Ty,
    k1: Option<u64>,
    strides: &'static [u64],
    relation: Relation,
}

fn function_text(c: &Case) -> String {
    format!(
        "@g = global i32 0\n@out = global {ret} zeroinitializer\ndefine void @f({params}) {{\nentry:\n  {ir}\n  store {ret} %r, ptr @out\n  ret void\n}}\n",
        ret = c.ret,
        params = c.params,
        ir = c.ir
    )
}

/// Compiles the case's function at -O0: the module and the number of
/// machine instructions on [`OP_LINE`].
fn lowered_instructions(c: &Case) -> (Module, u64) {
    let text = function_text(c);
    let (module, compiled) = egret::compile_text("cost.ll", &text, &Options::default())
        .unwrap_or_else(|e| panic!("{text}\n{e}"));
    let f = &compiled.functions[0].compiled.mach;
    let n = f
        .items
        .iter()
        .filter(|it| matches!(it, MachItem::Inst(m) if m.loc.line == OP_LINE))
        .count();
    (module, n as u64)
}

/// The model's cost of the case, in units: the operation's own cost plus
/// the materialization of a constant second operand it does not fold.
fn model_units(c: &Case, op: Op) -> u64 {
    let (cost, free) = operation_cost(op, c.ty, c.from, c.k1, c.strides);
    let operand_ty = if matches!(op, Op::Icmp(_)) {
        c.ty
    } else {
        c.from
    };
    match c.k1 {
        Some(k) if !free[1] => cost + const_cost(operand_ty, k),
        _ => cost,
    }
}

#[allow(clippy::too_many_arguments)]
const fn case(
    ir: &'static str,
    params: &'static str,
    ret: &'static str,
    op: Op,
    ty: Ty,
    from: Ty,
    k1: Option<u64>,
    relation: Relation,
) -> Case {
    Case {
        ir,
        params,
        ret,
        op,
        ty,
        from,
        k1,
        strides: &[],
        relation,
    }
}

/// Binary operation `op` of type `ty` on two arguments, or on an argument
/// and the constant `k1`.
fn bin(ir: &'static str, params: &'static str, op: BinOp, ty: Ty, k1: Option<u64>) -> Case {
    let ret = if ty == Ty::I64 {
        "i64"
    } else if ty == Ty::I8 {
        "i8"
    } else if ty == Ty::I16 {
        "i16"
    } else {
        "i32"
    };
    case(ir, params, ret, Op::Bin(op), ty, ty, k1, Relation::Same)
}

fn with(mut c: Case, relation: Relation) -> Case {
    c.relation = relation;
    c
}

const W: &str = "i32 %a, i32 %b";
const B: &str = "i8 %a, i8 %b";
const H: &str = "i16 %a, i16 %b";
const D: &str = "i64 %a, i64 %b";

fn binary_cases() -> Vec<Case> {
    use BinOp::*;
    vec![
        bin("%r = add i32 %a, %b", W, Add, Ty::I32, None),
        bin("%r = add i32 %a, 5", W, Add, Ty::I32, Some(5)),
        bin("%r = add i32 %a, 74565", W, Add, Ty::I32, Some(74565)),
        bin("%r = sub i32 %a, %b", W, Sub, Ty::I32, None),
        bin("%r = sub i32 %a, 5", W, Sub, Ty::I32, Some(5)),
        with(
            bin("%r = mul i32 %a, %b", W, Mul, Ty::I32, None),
            Relation::Weighted { extra: 1 },
        ),
        bin("%r = and i32 %a, %b", W, And, Ty::I32, None),
        bin("%r = and i32 %a, 255", W, And, Ty::I32, Some(255)),
        bin("%r = or i32 %a, 255", W, Or, Ty::I32, Some(255)),
        bin("%r = xor i32 %a, %b", W, Xor, Ty::I32, None),
        bin("%r = shl i32 %a, %b", W, Shl, Ty::I32, None),
        bin("%r = shl i32 %a, 3", W, Shl, Ty::I32, Some(3)),
        bin("%r = lshr i32 %a, %b", W, LShr, Ty::I32, None),
        bin("%r = ashr i32 %a, 3", W, AShr, Ty::I32, Some(3)),
        bin("%r = lshr i8 %a, 3", B, LShr, Ty::I8, Some(3)),
        bin("%r = ashr i16 %a, 3", H, AShr, Ty::I16, Some(3)),
        // A variable shift of a narrow value: lowering zero-extends the
        // amount as well as the value (a second `andi`).
        bin("%r = lshr i8 %a, %b", B, LShr, Ty::I8, None),
        bin("%r = ashr i8 %a, %b", B, AShr, Ty::I8, None),
        // (The mid-end only has divisions by constants other than 0 and -1.)
        bin("%r = udiv i32 %a, 7", W, UDiv, Ty::I32, Some(7)),
        bin("%r = urem i32 %a, 7", W, URem, Ty::I32, Some(7)),
        bin("%r = sdiv i32 %a, 7", W, SDiv, Ty::I32, Some(7)),
        bin("%r = srem i32 %a, 7", W, SRem, Ty::I32, Some(7)),
        bin("%r = udiv i8 %a, 7", B, UDiv, Ty::I8, Some(7)),
        bin("%r = sdiv i8 %a, 7", B, SDiv, Ty::I8, Some(7)),
        bin("%r = srem i16 %a, 7", H, SRem, Ty::I16, Some(7)),
    ]
}

fn wide_cases() -> Vec<Case> {
    use BinOp::*;
    vec![
        bin("%r = add i64 %a, %b", D, Add, Ty::I64, None),
        bin("%r = add i64 %a, 5", D, Add, Ty::I64, Some(5)),
        bin("%r = sub i64 %a, %b", D, Sub, Ty::I64, None),
        bin("%r = add i64 %a, -1", D, Add, Ty::I64, Some(u64::MAX)),
        bin("%r = sub i64 %a, -7", D, Sub, Ty::I64, Some(-7i64 as u64)),
        bin("%r = sub i64 %a, 7", D, Sub, Ty::I64, Some(7)),
        bin("%r = and i64 %a, %b", D, And, Ty::I64, None),
        // `or` with a constant whose high word is 0: `ori` on the low word,
        // the high word as it is.
        bin("%r = or i64 %a, 255", D, Or, Ty::I64, Some(255)),
        bin("%r = xor i64 %a, %b", D, Xor, Ty::I64, None),
        bin("%r = mul i64 %a, %b", D, Mul, Ty::I64, None),
        bin("%r = shl i64 %a, 3", D, Shl, Ty::I64, Some(3)),
        // A logical shift right by 32 or more: one `shr`, the high word is
        // `$zero`.
        bin("%r = lshr i64 %a, 40", D, LShr, Ty::I64, Some(40)),
        // A variable i64 shift: two `andi` of the amount, three variable
        // shifts, a fixed shift, `xori`, `or`, two `movn` (the high word's
        // first, so the low word needs no copy).
        bin("%r = shl i64 %a, %b", D, Shl, Ty::I64, None),
        bin("%r = lshr i64 %a, %b", D, LShr, Ty::I64, None),
        bin("%r = shl i64 %a, 32", D, Shl, Ty::I64, Some(32)),
        bin("%r = shl i64 %a, 40", D, Shl, Ty::I64, Some(40)),
        bin("%r = ashr i64 %a, 40", D, AShr, Ty::I64, Some(40)),
        bin("%r = shl i8 %a, %b", B, Shl, Ty::I8, None),
        with(
            bin("%r = udiv i64 %a, 7", D, UDiv, Ty::I64, Some(7)),
            // 60 for the call, 1 for the divisor's materialization.
            Relation::RuntimeCall {
                model: 61,
                lowered: 5,
            },
        ),
    ]
}

/// `icmp cc` of two arguments of type `ty`, or of one and `k1`.
fn icmp(ir: &'static str, params: &'static str, cc: IntCC, ty: Ty, k1: Option<u64>) -> Case {
    case(ir, params, "i1", Op::Icmp(cc), ty, ty, k1, Relation::Same)
}

fn compare_cases() -> Vec<Case> {
    use IntCC::*;
    vec![
        icmp("%r = icmp eq i32 %a, %b", W, Eq, Ty::I32, None),
        icmp("%r = icmp ne i32 %a, 0", W, Ne, Ty::I32, Some(0)),
        icmp("%r = icmp eq i32 %a, 9", W, Eq, Ty::I32, Some(9)),
        icmp("%r = icmp slt i32 %a, %b", W, Slt, Ty::I32, None),
        icmp("%r = icmp slt i32 %a, 9", W, Slt, Ty::I32, Some(9)),
        icmp("%r = icmp sge i32 %a, 9", W, Sge, Ty::I32, Some(9)),
        icmp("%r = icmp ult i32 %a, 9", W, Ult, Ty::I32, Some(9)),
        icmp("%r = icmp ugt i32 %a, %b", W, Ugt, Ty::I32, None),
        icmp("%r = icmp sle i32 %a, %b", W, Sle, Ty::I32, None),
        icmp("%r = icmp uge i32 %a, %b", W, Uge, Ty::I32, None),
        icmp("%r = icmp slt i8 %a, %b", B, Slt, Ty::I8, None),
        icmp("%r = icmp ult i8 %a, %b", B, Ult, Ty::I8, None),
        icmp("%r = icmp eq i16 %a, 0", H, Eq, Ty::I16, Some(0)),
        icmp("%r = icmp eq i64 %a, %b", D, Eq, Ty::I64, None),
        icmp("%r = icmp ne i64 %a, 0", D, Ne, Ty::I64, Some(0)),
        icmp("%r = icmp slt i64 %a, 0", D, Slt, Ty::I64, Some(0)),
        // An ordered i64 comparison of two registers: `slt`, `sltu`, `xor`,
        // `movz`.
        icmp("%r = icmp slt i64 %a, %b", D, Slt, Ty::I64, None),
        icmp("%r = icmp uge i64 %a, %b", D, Uge, Ty::I64, None),
        // Against a constant whose low word cannot change the outcome: the
        // high words decide.
        icmp(
            "%r = icmp ugt i64 %a, 4294967295",
            D,
            Ugt,
            Ty::I64,
            Some(0xFFFF_FFFF),
        ),
        icmp(
            "%r = icmp slt i64 %a, 4294967296",
            D,
            Slt,
            Ty::I64,
            Some(0x1_0000_0000),
        ),
        case(
            "%r = select i1 %c, i32 %a, i32 %b",
            "i1 %c, i32 %a, i32 %b",
            "i32",
            Op::Select,
            Ty::I32,
            Ty::I1,
            None,
            Relation::Same,
        ),
        case(
            "%r = select i1 %c, i64 %a, i64 %b",
            "i1 %c, i64 %a, i64 %b",
            "i64",
            Op::Select,
            Ty::I64,
            Ty::I1,
            None,
            Relation::Same,
        ),
    ]
}

/// Cast `op` from `from` to `to` (IR types `fs`, `ts`).
fn cast(
    ir: &'static str,
    params: &'static str,
    ret: &'static str,
    op: CastOp,
    from: Ty,
    to: Ty,
) -> Case {
    case(
        ir,
        params,
        ret,
        Op::Cast(op),
        to,
        from,
        None,
        Relation::Same,
    )
}

fn cast_cases() -> Vec<Case> {
    use CastOp::*;
    vec![
        cast(
            "%r = trunc i32 %a to i8",
            "i32 %a",
            "i8",
            Trunc,
            Ty::I32,
            Ty::I8,
        ),
        cast(
            "%r = trunc i32 %a to i1",
            "i32 %a",
            "i1",
            Trunc,
            Ty::I32,
            Ty::I1,
        ),
        cast(
            "%r = trunc i64 %a to i32",
            "i64 %a",
            "i32",
            Trunc,
            Ty::I64,
            Ty::I32,
        ),
        cast(
            "%r = zext i8 %a to i32",
            "i8 %a",
            "i32",
            Zext,
            Ty::I8,
            Ty::I32,
        ),
        cast(
            "%r = zext i16 %a to i32",
            "i16 %a",
            "i32",
            Zext,
            Ty::I16,
            Ty::I32,
        ),
        cast(
            "%r = zext i1 %a to i32",
            "i1 %a",
            "i32",
            Zext,
            Ty::I1,
            Ty::I32,
        ),
        cast(
            "%r = sext i8 %a to i32",
            "i8 %a",
            "i32",
            Sext,
            Ty::I8,
            Ty::I32,
        ),
        cast(
            "%r = sext i1 %a to i32",
            "i1 %a",
            "i32",
            Sext,
            Ty::I1,
            Ty::I32,
        ),
        // Widening a word to i64: the high word is `$zero` when
        // zero-extending (the model adds a unit so that 32-bit address
        // arithmetic wins its ties), one `sra` when sign-extending.
        with(
            cast(
                "%r = zext i32 %a to i64",
                "i32 %a",
                "i64",
                Zext,
                Ty::I32,
                Ty::I64,
            ),
            Relation::Weighted { extra: 1 },
        ),
        cast(
            "%r = sext i32 %a to i64",
            "i32 %a",
            "i64",
            Sext,
            Ty::I32,
            Ty::I64,
        ),
        cast(
            "%r = ptrtoint ptr %a to i32",
            "ptr %a",
            "i32",
            PtrToInt,
            Ty::I32,
            Ty::I32,
        ),
        cast(
            "%r = inttoptr i32 %a to ptr",
            "i32 %a",
            "ptr",
            IntToPtr,
            Ty::I32,
            Ty::I32,
        ),
    ]
}

/// `getelementptr` with one variable index of stride `strides[0]`.
fn gep(ir: &'static str, strides: &'static [u64]) -> Case {
    Case {
        strides,
        ..case(
            ir,
            "ptr %p, i32 %i",
            "ptr",
            Op::Gep(0),
            Ty::I32,
            Ty::I32,
            None,
            Relation::Same,
        )
    }
}

fn address_cases() -> Vec<Case> {
    vec![
        gep("%r = getelementptr i8, ptr %p, i32 %i", &[1]),
        gep("%r = getelementptr i32, ptr %p, i32 %i", &[4]),
        gep("%r = getelementptr [3 x i32], ptr %p, i32 %i", &[12]),
        // The address of a global: `lui` + `ori` (the `Op::Global` is
        // filled in from the parsed module).
        case(
            "%r = getelementptr i8, ptr @g, i32 0",
            "",
            "ptr",
            Op::Null,
            Ty::I32,
            Ty::I32,
            None,
            Relation::Same,
        ),
    ]
}

/// The operation to price: the case's, but for the global's address,
/// whose reference comes from the parsed module.
fn priced_op(c: &Case, module: &Module) -> Op {
    match c.op {
        Op::Null => {
            let g = module
                .globals
                .keys()
                .next()
                .expect("the test module has @g");
            Op::Global(g)
        }
        op => op,
    }
}

#[test]
fn cost_model_matches_what_lowering_emits() {
    let cases: Vec<Case> = [
        binary_cases(),
        wide_cases(),
        compare_cases(),
        cast_cases(),
        address_cases(),
    ]
    .into_iter()
    .flatten()
    .collect();
    let mut wrong = Vec::new();
    for c in &cases {
        let (module, lowered) = lowered_instructions(c);
        let units = model_units(c, priced_op(c, &module));
        let model = units / UNITS_PER_INSTRUCTION;
        let fits = match c.relation {
            Relation::Same => units == lowered * UNITS_PER_INSTRUCTION,
            Relation::Weighted { extra } => units == lowered * UNITS_PER_INSTRUCTION + extra,
            Relation::RuntimeCall {
                model: m,
                lowered: l,
            } => units == m * UNITS_PER_INSTRUCTION && lowered == l,
        };
        if !fits {
            wrong.push(format!(
                "{}: model {units} units ({model} instructions), lowering emits {lowered}; expected {:?}",
                c.ir, c.relation
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
