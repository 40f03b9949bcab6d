//! Scalarizing aggregates, `freeze` and `with.overflow` pairs.
//!
//! The parser does not read `extractvalue`/`insertvalue`/`freeze` yet, so
//! the functions are built with the IR API (opaque pointers, as clang 15+
//! writes). Each is legalized, verified, checked legal and run in the
//! interpreter over operand matrices; results are compared with a
//! reference computed here.

use egret_llvmlite::interp::{InterpConfig, call};
use egret_llvmlite::legalize::{LegalizeOptions, check_legal, legalize};
use egret_llvmlite::{
    BinOp, Block, CastOp, InstData, IntCC, Module, Signature, SrcLoc, Ty, Value, printer, verify,
};

/// Builds a function body instruction by instruction.
struct Body<'m> {
    m: &'m mut Module,
    f: egret_llvmlite::FuncRef,
    block: Block,
}

impl Body<'_> {
    fn func(&mut self) -> &mut egret_llvmlite::Function {
        self.m.funcs[self.f].body.as_mut().expect("a definition")
    }
    fn inst(&mut self, data: InstData, ty: Option<Ty>) -> Option<Value> {
        let b = self.block;
        let f = self.func();
        let i = f.append_inst(b, data, ty, SrcLoc::new(1, 1));
        f.inst_result(i)
    }
    fn val(&mut self, data: InstData, ty: Ty) -> Value {
        self.inst(data, Some(ty)).expect("a result")
    }
    fn extract(&mut self, agg: Value, indices: &[u32], ty: Ty) -> Value {
        let indices = indices.to_vec();
        self.val(InstData::ExtractValue { agg, indices }, ty)
    }
    fn insert(&mut self, agg: Value, value: Value, indices: &[u32]) -> Value {
        let ty = self.func().value_type(agg);
        let indices = indices.to_vec();
        self.val(
            InstData::InsertValue {
                agg,
                value,
                indices,
            },
            ty,
        )
    }
    fn bin(&mut self, op: BinOp, a: Value, b: Value) -> Value {
        let ty = self.func().value_type(a);
        let flags = Default::default();
        self.val(
            InstData::Binary {
                op,
                args: [a, b],
                flags,
            },
            ty,
        )
    }
    fn k(&mut self, ty: Ty, v: u64) -> Value {
        let types = self.m.types.clone();
        self.func().iconst(&types, ty, v)
    }
}

/// A module with one function `name` of `params` returning `ret`; `build`
/// fills its entry block.
fn define(
    m: &mut Module,
    name: &str,
    params: &[Ty],
    ret: Ty,
    build: impl FnOnce(&mut Body, &[Value]),
) {
    let sig = Signature {
        ret,
        params: params.to_vec(),
        varargs: false,
    };
    let f = m.declare_func(name, sig, SrcLoc::new(1, 1));
    let mut body = egret_llvmlite::Function::new();
    let entry = body.create_block(None);
    let args: Vec<Value> = params
        .iter()
        .map(|&t| body.append_block_param(entry, t))
        .collect();
    m.funcs[f].body = Some(body);
    let mut b = Body { m, f, block: entry };
    build(&mut b, &args);
}

fn legalized(m: Module) -> Module {
    let mut m = m;
    let errors = verify(&m);
    assert!(
        errors.is_empty(),
        "input: {}\n{}",
        errors[0],
        printer::print_module(&m)
    );
    legalize(&mut m, &LegalizeOptions::default()).unwrap_or_else(|d| panic!("{}", d[0]));
    let errors = verify(&m);
    assert!(
        errors.is_empty(),
        "{}\n{}",
        errors[0],
        printer::print_module(&m)
    );
    let illegal = check_legal(&m);
    assert!(illegal.is_empty(), "{}", illegal[0]);
    let again = legalize(&mut m, &LegalizeOptions::default()).expect("legal");
    assert!(again.is_empty(), "{again:?}");
    m
}

fn run(m: &Module, f: &str, args: &[u64]) -> i64 {
    call(m, f, args, &InterpConfig::default())
        .unwrap_or_else(|e| panic!("{f}{args:?}: {e}"))
        .ret
}

fn mask(n: u32) -> u64 {
    if n == 64 { u64::MAX } else { (1 << n) - 1 }
}

fn sx(x: u64, n: u32) -> i128 {
    i128::from(egret_llvmlite::sext(x, n))
}

fn values(n: u32) -> Vec<u64> {
    let m = mask(n);
    let h = 1u64 << (n - 1);
    let mut v = vec![
        0,
        1,
        2,
        3,
        7,
        m,
        m - 1,
        h,
        h - 1,
        h + 1,
        m / 3,
        0x1234_5678_9ABC & m,
    ];
    v.push((h >> (n / 2)) + 5);
    v.push(1u64 << (n / 2));
    v.sort();
    v.dedup();
    v
}

/// `@res` and `@ovf` return the two members of
/// `{iN, i1} @llvm.OP.with.overflow.iN(a, b)`.
fn overflow_module(op: &str, n: u32) -> Module {
    let mut m = Module::new();
    let ty = m.types.int(n);
    let pair = m.types.struct_(vec![ty, Ty::I1]);
    let sig = Signature {
        ret: pair,
        params: vec![ty, ty],
        varargs: false,
    };
    let intrinsic = m.declare_func(
        &format!("llvm.{op}.with.overflow.i{n}"),
        sig,
        SrcLoc::new(1, 1),
    );
    let fn_ty = m.funcs[intrinsic].fn_ty;
    for (name, member, ret) in [("res", 0, ty), ("ovf", 1, Ty::I1)] {
        define(&mut m, name, &[ty, ty], ret, |b, args| {
            let callee = egret_llvmlite::Callee::Direct(intrinsic);
            let call = InstData::Call {
                callee,
                fn_ty,
                args: args.to_vec(),
            };
            let p = b.val(call, pair);
            let r = b.extract(p, &[member], ret);
            b.inst(InstData::Ret { value: Some(r) }, None);
        });
    }
    legalized(m)
}

#[test]
fn with_overflow_pairs_match_the_reference() {
    for n in [8u32, 16, 32, 64] {
        for op in ["sadd", "uadd", "ssub", "usub", "smul", "umul"] {
            let m = overflow_module(op, n);
            for a in values(n) {
                for b in values(n) {
                    let (ua, ub) = (u128::from(a), u128::from(b));
                    let (sa, sb) = (sx(a, n), sx(b, n));
                    let (exact_u, exact_s): (i128, i128) = match op {
                        "sadd" | "uadd" => (ua as i128 + ub as i128, sa + sb),
                        "ssub" | "usub" => (ua as i128 - ub as i128, sa - sb),
                        _ => ((ua * ub) as i128, sa * sb),
                    };
                    let signed = op.starts_with('s');
                    let exact = if signed { exact_s } else { exact_u };
                    let wrapped = (exact as u64) & mask(n);
                    let fits = if signed {
                        sx(wrapped, n) == exact
                    } else {
                        u128::from(wrapped) as i128 == exact
                    };
                    let got = (run(&m, "res", &[a, b]) as u64) & mask(n);
                    assert_eq!(got, wrapped, "{op}.i{n}({a:#x}, {b:#x}) result");
                    let o = run(&m, "ovf", &[a, b]) & 1;
                    assert_eq!(o == 1, !fits, "{op}.i{n}({a:#x}, {b:#x}) overflow");
                }
            }
        }
    }
}

/// The types `loop_module` works with.
struct LoopTypes {
    /// `[2 x i16]`.
    arr: Ty,
    /// `{ i32, [2 x i16] }`.
    pair: Ty,
    ptr: Ty,
    /// `{ i32, ptr }`, read from its `zeroinitializer`.
    zero: Ty,
}

/// `f(a, n)`: a `{ i32, [2 x i16] }` updated around a loop (block
/// parameter, `insertvalue`/`extractvalue` at depth two, `select`), then
/// stored, loaded back and frozen.
fn loop_module() -> Module {
    let mut m = Module::new();
    let arr = m.types.array(2, Ty::I16);
    let ptr = m.types.opaque_ptr();
    let ty = LoopTypes {
        arr,
        pair: m.types.struct_(vec![Ty::I32, arr]),
        ptr,
        zero: m.types.struct_(vec![Ty::I32, ptr]),
    };
    define(&mut m, "f", &[Ty::I32, Ty::I32], Ty::I32, |b, args| {
        let (a, n) = (args[0], args[1]);
        let (lp, done) = {
            let f = b.func();
            (
                f.create_block(Some("loop".into())),
                f.create_block(Some("done".into())),
            )
        };
        enter_loop(b, &ty, a, lp);
        b.block = lp;
        let (next, i1) = loop_body(b, &ty, n, lp, done);
        b.block = done;
        store_load_and_sum(b, &ty, next, i1);
    });
    legalized(m)
}

/// Builds `{ a, [3, 4] }` and jumps to `lp` with `(0, it)`; gives `lp` its
/// parameters `(i, acc)`.
fn enter_loop(b: &mut Body, ty: &LoopTypes, a: Value, lp: Block) {
    let undef = b.func().undef(ty.pair);
    let s0 = b.insert(undef, a, &[0]);
    let three = b.k(Ty::I16, 3);
    let s1 = b.insert(s0, three, &[1, 0]);
    let four = b.k(Ty::I16, 4);
    let s2 = b.insert(s1, four, &[1, 1]);
    let zero32 = b.k(Ty::I32, 0);
    let f = b.func();
    f.append_block_param(lp, Ty::I32);
    f.append_block_param(lp, ty.pair);
    let dest = egret_llvmlite::BlockCall {
        block: lp,
        args: vec![zero32, s2],
    };
    b.inst(InstData::Jump { dest }, None);
}

/// One trip: adds the array's second element to the first field, swaps the
/// array's elements on even trips (`select`), and loops while `i + 1 < n`.
/// Returns the updated aggregate and `i + 1`.
fn loop_body(b: &mut Body, ty: &LoopTypes, n: Value, lp: Block, done: Block) -> (Value, Value) {
    let (i, acc) = {
        let params = &b.func().blocks[lp].params;
        (params[0], params[1])
    };
    let x = b.extract(acc, &[0], Ty::I32);
    let arr = b.extract(acc, &[1], ty.arr);
    let y = b.extract(arr, &[1], Ty::I16);
    let y32 = b.val(
        InstData::Cast {
            op: CastOp::Zext,
            arg: y,
        },
        Ty::I32,
    );
    let x1 = b.bin(BinOp::Add, x, y32);
    let next0 = b.insert(acc, x1, &[0]);
    let swapped = b.insert(arr, y, &[0]);
    let one = b.k(Ty::I32, 1);
    let zero32 = b.k(Ty::I32, 0);
    let odd = b.bin(BinOp::And, i, one);
    let c = b.val(
        InstData::Icmp {
            cc: IntCC::Eq,
            args: [odd, zero32],
        },
        Ty::I1,
    );
    let next1 = b.insert(next0, swapped, &[1]);
    let next = b.val(
        InstData::Select {
            args: [c, next1, next0],
        },
        ty.pair,
    );
    let i1 = b.bin(BinOp::Add, i, one);
    let more = b.val(
        InstData::Icmp {
            cc: IntCC::Ult,
            args: [i1, n],
        },
        Ty::I1,
    );
    let then_dest = egret_llvmlite::BlockCall {
        block: lp,
        args: vec![i1, next],
    };
    let else_dest = egret_llvmlite::BlockCall::new(done);
    b.inst(
        InstData::Branch {
            cond: more,
            then_dest,
            else_dest,
        },
        None,
    );
    (next, i1)
}

/// Stores `next` to a stack slot, loads and freezes it, and returns
/// `first field + 1000 * first array element + 0 + freeze(i1)`.
fn store_load_and_sum(b: &mut Body, ty: &LoopTypes, next: Value, i1: Value) {
    let slot = b.val(
        InstData::Alloca {
            ty: ty.pair,
            count: None,
        },
        ty.ptr,
    );
    b.inst(
        InstData::Store {
            value: next,
            ptr: slot,
            volatile: false,
        },
        None,
    );
    let back = b.val(
        InstData::Load {
            ptr: slot,
            volatile: false,
        },
        ty.pair,
    );
    let fz = b.val(InstData::Freeze { arg: back }, ty.pair);
    let z = b.val(InstData::Freeze { arg: i1 }, Ty::I32);
    let r0 = b.extract(fz, &[0], Ty::I32);
    let r1 = b.extract(fz, &[1, 0], Ty::I16);
    let r1w = b.val(
        InstData::Cast {
            op: CastOp::Zext,
            arg: r1,
        },
        Ty::I32,
    );
    let thousand = b.k(Ty::I32, 1000);
    let r2 = b.bin(BinOp::Mul, r1w, thousand);
    let r3 = b.bin(BinOp::Add, r0, r2);
    let zagg = b.func().zero(ty.zero);
    let zero = b.extract(zagg, &[0], Ty::I32);
    let r4 = b.bin(BinOp::Add, r3, zero);
    let r = b.bin(BinOp::Add, r4, z);
    b.inst(InstData::Ret { value: Some(r) }, None);
}

#[test]
fn aggregates_through_phis_selects_memory_and_freeze() {
    let m = loop_module();
    for a in [0u64, 5, 1000] {
        for n in [1u64, 2, 3, 6] {
            // Reference: the same loop in Rust.
            let (mut x, mut arr) = (a as u32, [3u16, 4u16]);
            let mut i = 0u32;
            loop {
                let y = arr[1];
                let x1 = x.wrapping_add(u32::from(y));
                if i & 1 == 0 {
                    arr = [y, arr[1]];
                }
                x = x1;
                i += 1;
                if u64::from(i) >= n {
                    break;
                }
            }
            let want = x.wrapping_add(u32::from(arr[0]) * 1000).wrapping_add(i);
            assert_eq!(run(&m, "f", &[a, n]) as u32, want, "f({a}, {n})");
        }
    }
}

#[test]
fn aggregate_calls_follow_the_sret_convention() {
    let mut m = Module::new();
    let pair = m.types.struct_(vec![Ty::I32, Ty::I32]);
    let sig = Signature {
        ret: pair,
        params: Vec::new(),
        varargs: false,
    };
    let g = m.declare_func("g", sig, SrcLoc::new(1, 1));
    let fn_ty = m.funcs[g].fn_ty;
    define(&mut m, "f", &[], Ty::I32, |b, _| {
        let callee = egret_llvmlite::Callee::Direct(g);
        let p = b.val(
            InstData::Call {
                callee,
                fn_ty,
                args: Vec::new(),
            },
            pair,
        );
        let r = b.extract(p, &[0], Ty::I32);
        b.inst(InstData::Ret { value: Some(r) }, None);
    });
    // The signature job gives the declaration egret's convention (docs/abi.md):
    // `void (ptr sret)`, the caller passing a slot and loading the result.
    legalize(&mut m, &LegalizeOptions::default()).unwrap_or_else(|d| panic!("{}", d[0]));
    let errors = verify(&m);
    assert!(errors.is_empty(), "{}", errors[0]);
    assert!(check_legal(&m).is_empty());
    let gd = &m.funcs[g];
    assert_eq!(gd.sig.ret, Ty::VOID);
    assert_eq!(gd.sig.params.len(), 1);
    assert!(m.types.is_ptr(gd.sig.params[0]));
    assert_eq!(gd.param_attrs[0].sret, Some(pair));
}
