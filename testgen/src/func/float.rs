//! Floating-point code in generated programs ([`crate::GenConfig::floats`]).
//!
//! Float values live in their own scope list beside the integer one and
//! leave scope with it. Statements cover `fadd`/`fsub`/`fmul`/`fdiv`/
//! `frem`/`fneg`, `fcmp` with all 16 predicates, `fptosi`/`fptoui` to and
//! from every integer width (`sitofp`/`uitofp`), `fpext`/`fptrunc`,
//! bitcasts both ways, `select`, diamonds that merge floats in a `phi`,
//! loops that carry a float in a `phi`, float stack slots and globals,
//! float arguments and results, and the intrinsics `fabs`, `copysign`,
//! `sqrt`, `fma`, `fmuladd`, `minnum`, `maxnum`, `floor`, `ceil`, `trunc`,
//! `round` and `rint`.
//!
//! **No poison.** `fptosi`/`fptoui` of a value out of the target's range
//! (or NaN) is poison in LLVM, so every conversion first checks the range
//! with two `fcmp`s and converts `0.0` instead when the check fails.
//!
//! **Two checksums.** egret defines every float result bit for bit (the
//! interpreter is the reference), but LLVM leaves some open, so `lli` on
//! x86 may legitimately differ: the sign and payload of a NaN (x86's
//! default NaN is negative), `minnum`/`maxnum` of -0 and +0 (either zero)
//! and of a signalling NaN (LLVM and glibc answer NaN, egret the other
//! operand), `fmuladd` (LLVM may fuse it), and `copysign` from a NaN (its
//! sign). So each float value carries a `portable` flag: the results of
//! those operations, and anything computed from them, are not portable.
//! Every float value folded is folded with its exact bits into the global
//! [`EXACT`] accumulator, which `main` prints on a line of its own
//! (`exact N`); portable values are folded also into the function's
//! ordinary accumulator, with every NaN replaced by the default NaN. The
//! interpreter and egret must agree on every line; `lli` on every line but
//! the `exact` one. Non-portable values never reach integer code, memory,
//! calls or the ordinary accumulator other than through [`EXACT`].

use super::FnGen;
use crate::rng::Rng;
use crate::ty::{FloatTy, IntTy, c_string};
use std::fmt::Write as _;

/// The global `i64` that accumulates the exact bits of every float folded.
pub const EXACT: &str = "@fx";
/// The format `main` prints [`EXACT`] with.
const FORMAT_EXACT: &str = "@fmt.exact";
/// The text of the `@fmt.exact` format: differential tests recognise the line by
/// its first word.
pub const FORMAT_EXACT_TEXT: &str = "exact %lld\n";
/// The format `main` prints float values with (as varargs `double`s).
const FORMAT_FLOAT: &str = "@fmt.float";
/// The text of [`FORMAT_FLOAT`]: shortest-exact decimal and hexadecimal.
const FORMAT_FLOAT_TEXT: &str = "f%d = %.17g %a\n";

/// Unary intrinsics (`llvm.NAME.f32`), all exact and portable.
const UNARY: [&str; 7] = ["fabs", "sqrt", "floor", "ceil", "trunc", "round", "rint"];
/// Binary intrinsics; none is portable (see the module comment).
const BINARY: [&str; 3] = ["copysign", "minnum", "maxnum"];
/// Ternary intrinsics; `fma` is portable, `fmuladd` is not.
const TERNARY: [&str; 2] = ["fma", "fmuladd"];
/// The 16 `fcmp` predicates.
const PREDICATES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// A float value in scope (or a constant).
#[derive(Clone, Debug)]
pub struct FVal {
    /// The SSA name or the constant.
    pub(super) name: String,
    /// Its type.
    pub(super) ty: FloatTy,
    /// Whether LLVM defines its bits as egret does (NaNs aside, which are
    /// folded canonically): see the module comment.
    pub(super) portable: bool,
}

/// Writes the module-level items of a float program: [`EXACT`], its format,
/// the intrinsic declarations and `count` float globals; returns the globals.
pub fn module_items(rng: &mut Rng, count: usize, out: &mut String) -> Vec<(String, FloatTy)> {
    let _ = writeln!(out, "{EXACT} = global i64 0");
    for (name, text) in [
        (FORMAT_EXACT, FORMAT_EXACT_TEXT),
        (FORMAT_FLOAT, FORMAT_FLOAT_TEXT),
    ] {
        let (body, len) = c_string(text);
        let _ = writeln!(out, "{name} = global [{len} x i8] c\"{body}\"");
    }
    for ty in FloatTy::ALL {
        let (t, s) = (ty.name(), ty.suffix());
        for name in UNARY {
            let _ = writeln!(out, "declare {t} @llvm.{name}.{s}({t})");
        }
        for name in BINARY {
            let _ = writeln!(out, "declare {t} @llvm.{name}.{s}({t}, {t})");
        }
        for name in TERNARY {
            let _ = writeln!(out, "declare {t} @llvm.{name}.{s}({t}, {t}, {t})");
        }
    }
    let globals: Vec<(String, FloatTy)> = (0..count)
        .map(|k| {
            let ty = FloatTy::random(rng);
            let name = format!("@gf{k}");
            let _ = writeln!(
                out,
                "{name} = global {} {}",
                ty.name(),
                ty.random_constant(rng)
            );
            (name, ty)
        })
        .collect();
    out.push('\n');
    globals
}

impl FnGen<'_> {
    // ---- scope, operands and folding ----

    /// Emits `name = rhs` for a float result, puts it in scope, returns it.
    fn define_float(&mut self, ty: FloatTy, portable: bool, rhs: String) -> FVal {
        let name = self.fresh();
        self.emit(format!("{name} = {rhs}"));
        let v = FVal { name, ty, portable };
        self.fenv.push(v.clone());
        v
    }

    /// Emits `name = rhs` for a temporary that never enters scope.
    fn temp(&mut self, rhs: String) -> String {
        let name = self.fresh();
        self.emit(format!("{name} = {rhs}"));
        name
    }

    /// Some value of type `ty` (portable if `portable_only`): usually one in
    /// scope, else a conversion from the other float type or an integer, a
    /// bitcast of an integer, or a constant.
    fn float_value(&mut self, ty: FloatTy, portable_only: bool) -> FVal {
        let matching: Vec<usize> = (0..self.fenv.len())
            .filter(|&i| self.fenv[i].ty == ty && (self.fenv[i].portable || !portable_only))
            .collect();
        if !matching.is_empty() && self.rng.chance(80) {
            let recent = matching.len().saturating_sub(6);
            let choices = if self.rng.chance(60) {
                &matching[recent..]
            } else {
                &matching[..]
            };
            let i = *self.rng.pick(choices);
            return self.fenv[i].clone();
        }
        match self.rng.below(6) {
            0 => self.resized(ty, portable_only),
            1 => self.int_converted(ty),
            2 => self.int_bits_as_float(ty),
            _ => FVal {
                name: ty.random_constant(self.rng),
                ty,
                portable: true,
            },
        }
    }

    /// The name of a portable value of type `ty` (call arguments).
    pub(super) fn portable_float(&mut self, ty: FloatTy) -> String {
        self.float_value(ty, true).name
    }

    /// Folds `v`: its exact bits into [`EXACT`]; if portable, its bits with
    /// NaNs made canonical into the accumulator.
    fn fold_float(&mut self, v: &FVal) {
        let it = v.ty.int();
        let (t, i) = (v.ty.name(), it.name());
        let raw = self.temp(format!("bitcast {t} {} to {i}", v.name));
        self.fold_exact(&raw, it);
        if v.portable {
            let bits = self.canonical_bits(v);
            self.fold_value(&super::Val { name: bits, ty: it });
        }
    }

    /// Folds the float value that entered scope last.
    pub(super) fn fold_last_float(&mut self) {
        if let Some(v) = self.fenv.last().cloned() {
            self.fold_float(&v);
        }
    }

    /// The bits of `v` with every NaN replaced by the default NaN.
    fn canonical_bits(&mut self, v: &FVal) -> String {
        let it = v.ty.int();
        let (t, i) = (v.ty.name(), it.name());
        let nan = self.temp(format!("fcmp uno {t} {}, 0x0000000000000000", v.name));
        let raw = self.temp(format!("bitcast {t} {} to {i}", v.name));
        let canon = it.literal(v.ty.canonical_nan());
        self.temp(format!("select i1 {nan}, {i} {canon}, {i} {raw}"))
    }

    /// [`EXACT`] = [`EXACT`] * 1000003 ^ zext(`value`).
    fn fold_exact(&mut self, value: &str, ty: IntTy) {
        let x = if ty == IntTy::I64 {
            value.to_string()
        } else {
            self.temp(format!("zext {} {value} to i64", ty.name()))
        };
        let old = self.temp(format!("load i64, i64* {EXACT}"));
        let m = self.temp(format!("mul i64 {old}, 1000003"));
        let new = self.temp(format!("xor i64 {m}, {x}"));
        self.emit(format!("store i64 {new}, i64* {EXACT}"));
    }

    /// An integer result computed from floats: in scope if `portable`, else
    /// folded into [`EXACT`] only.
    fn int_result(&mut self, ty: IntTy, portable: bool, rhs: String) {
        if portable {
            self.define(ty, rhs);
        } else {
            let v = self.temp(rhs);
            self.fold_exact(&v, ty);
        }
    }

    // ---- prologue, calls, results ----

    /// Puts the float parameters in scope and lays out one or two float
    /// stack slots, initialised.
    pub fn float_prologue(&mut self, params: &[(String, FloatTy)]) {
        for (name, ty) in params {
            self.fenv.push(FVal {
                name: name.clone(),
                ty: *ty,
                portable: true,
            });
        }
        for _ in 0..self.rng.range(1, 2) {
            let ty = FloatTy::random(self.rng);
            let slot = self.define_pointer(format!("alloca {}", ty.name()));
            let init = self.portable_float(ty);
            self.emit(format!("store {t} {init}, {t}* {slot}", t = ty.name()));
            self.fslots.push(FVal {
                name: slot,
                ty,
                portable: true,
            });
        }
    }

    /// Emits a call with a float result (`args` already written) and folds it.
    pub(super) fn float_call_result(&mut self, ty: FloatTy, callee: &str, args: &str) {
        let v = self.define_float(ty, true, format!("call {} {callee}({args})", ty.name()));
        self.fold_float(&v);
        if self.prints {
            self.print_float_value(&v);
        }
    }

    /// Ends a function with a float result: the accumulator's bits.
    pub fn return_float_accumulator(&mut self, ty: FloatTy) {
        let acc = self.acc.clone();
        let r = match ty {
            FloatTy::F64 => self.temp(format!("bitcast i64 {acc} to double")),
            FloatTy::F32 => {
                let low = self.temp(format!("trunc i64 {acc} to i32"));
                self.temp(format!("bitcast i32 {low} to float"))
            }
        };
        self.emit(format!("ret {} {r}", ty.name()));
    }

    /// Before `main`'s checksum: folds the float globals and prints [`EXACT`].
    pub fn finish_floats(&mut self) {
        for (name, ty) in self.ctx.float_scalars.clone() {
            let t = ty.name();
            let v = self.define_float(ty, true, format!("load {t}, {t}* {name}"));
            self.fold_float(&v);
            self.print_float_value(&v);
        }
        let x = self.temp(format!("load i64, i64* {EXACT}"));
        let (_, n) = c_string(FORMAT_EXACT_TEXT);
        let f = self.define_pointer(format!(
            "getelementptr [{n} x i8], [{n} x i8]* {FORMAT_EXACT}, i64 0, i64 0"
        ));
        self.emit(format!("call i32 (i8*, ...) @printf(i8* {f}, i64 {x})"));
    }

    // ---- statements ----

    /// One floating-point statement.
    pub(super) fn float_statement(&mut self, depth: usize) {
        let nested = depth < self.cfg.max_depth;
        let weights = [
            30,                              // arithmetic
            4,                               // fneg
            12,                              // fcmp
            6,                               // select
            10,                              // to an integer
            6,                               // from an integer
            5,                               // fpext / fptrunc
            5,                               // bitcast to an integer
            12,                              // intrinsic
            6,                               // stack slot
            5,                               // global
            if nested { 5 } else { 0 },      // diamond with a float phi
            if nested { 4 } else { 0 },      // loop carrying a float
            8,                               // fold
            if self.prints { 3 } else { 0 }, // print
        ];
        let ty = FloatTy::random(self.rng);
        match self.rng.weighted(&weights) {
            0 => {
                self.float_arithmetic(ty);
            }
            1 => {
                let a = self.float_value(ty, false);
                self.define_float(ty, a.portable, format!("fneg {} {}", ty.name(), a.name));
            }
            2 => self.float_compare(ty),
            3 => self.float_select(ty),
            4 => self.convert_to_int(ty),
            5 => {
                self.int_converted(ty);
            }
            6 => {
                self.resized(ty, false);
            }
            7 => self.float_bits_as_int(ty),
            8 => {
                self.intrinsic(ty);
            }
            9 => self.float_slot(),
            10 => self.float_global(),
            11 => self.float_diamond(ty),
            12 => self.float_loop(ty),
            13 => {
                let v = self.float_value(ty, false);
                self.fold_float(&v);
            }
            _ => self.print_float(ty),
        }
    }

    /// Prints a portable value with `printf` (`%.17g` and `%a` of it as a
    /// `double`, as C passes floats to varargs), NaNs made canonical
    /// (glibc prints a negative NaN as `-nan`).
    fn print_float(&mut self, ty: FloatTy) {
        let v = self.float_value(ty, true);
        self.print_float_value(&v);
    }

    /// Prints the portable value `v` as [`Self::print_float`] does.
    fn print_float_value(&mut self, v: &FVal) {
        let d = match v.ty {
            FloatTy::F32 => self.temp(format!("fpext float {} to double", v.name)),
            FloatTy::F64 => v.name.clone(),
        };
        let nan = self.temp(format!("fcmp uno double {d}, 0x0000000000000000"));
        let canon = FloatTy::F64.literal(FloatTy::F64.canonical_nan());
        let x = self.temp(format!("select i1 {nan}, double {canon}, double {d}"));
        let (_, n) = c_string(FORMAT_FLOAT_TEXT);
        let f = self.define_pointer(format!(
            "getelementptr [{n} x i8], [{n} x i8]* {FORMAT_FLOAT}, i64 0, i64 0"
        ));
        self.print_id += 1;
        let id = self.print_id;
        self.emit(format!(
            "call i32 (i8*, ...) @printf(i8* {f}, i32 {id}, double {x}, double {x})"
        ));
    }

    /// `fadd`/`fsub`/`fmul`/`fdiv`/`frem` of two values.
    fn float_arithmetic(&mut self, ty: FloatTy) -> FVal {
        let op = *self.rng.pick(&["fadd", "fsub", "fmul", "fdiv", "frem"]);
        let a = self.float_value(ty, false);
        let b = self.float_value(ty, false);
        let portable = a.portable && b.portable;
        self.define_float(
            ty,
            portable,
            format!("{op} {} {}, {}", ty.name(), a.name, b.name),
        )
    }

    /// An `fcmp` with a random predicate: an `i1` in scope.
    fn float_compare(&mut self, ty: FloatTy) {
        let (portable, rhs) = self.fcmp_text(ty);
        self.int_result(IntTy::I1, portable, rhs);
    }

    /// The text of a random `fcmp` of two values, and whether it is portable.
    fn fcmp_text(&mut self, ty: FloatTy) -> (bool, String) {
        let cc = *self.rng.pick(&PREDICATES);
        let a = self.float_value(ty, false);
        let b = if self.rng.chance(15) {
            a.clone()
        } else {
            self.float_value(ty, false)
        };
        let rhs = format!("fcmp {cc} {} {}, {}", ty.name(), a.name, b.name);
        (a.portable && b.portable, rhs)
    }

    /// A `select` between two floats on an integer or float condition.
    fn float_select(&mut self, ty: FloatTy) {
        let (cond_portable, cond) = if self.rng.chance(50) {
            let (p, rhs) = self.fcmp_text(ty);
            (p, self.temp(rhs))
        } else {
            (true, self.condition())
        };
        let a = self.float_value(ty, false);
        let b = self.float_value(ty, false);
        let t = ty.name();
        let portable = cond_portable && a.portable && b.portable;
        let rhs = format!("select i1 {cond}, {t} {}, {t} {}", a.name, b.name);
        self.define_float(ty, portable, rhs);
    }

    /// `fptosi`/`fptoui` to a random width, of the value if it is in the
    /// target's range and of 0.0 otherwise (never poison).
    fn convert_to_int(&mut self, ty: FloatTy) {
        let x = self.float_value(ty, false);
        let to = IntTy::random(self.rng);
        let signed = self.rng.chance(50);
        let n = to.bits() as i32;
        let sign = 1u64 << (ty.int().bits() - 1);
        // In range: lo <= x < 2^(n-1) (signed), -1 < x < 2^n (unsigned).
        let (lo_cc, lo, hi) = if signed {
            ("oge", ty.power_of_two(n - 1) | sign, ty.power_of_two(n - 1))
        } else {
            ("ogt", ty.power_of_two(0) | sign, ty.power_of_two(n))
        };
        let t = ty.name();
        let (lo, hi) = (ty.literal(lo), ty.literal(hi));
        let above = self.temp(format!("fcmp {lo_cc} {t} {}, {lo}", x.name));
        let below = self.temp(format!("fcmp olt {t} {}, {hi}", x.name));
        let ok = self.temp(format!("and i1 {above}, {below}"));
        let zero = ty.literal(0);
        let safe = self.temp(format!("select i1 {ok}, {t} {}, {t} {zero}", x.name));
        let op = if signed { "fptosi" } else { "fptoui" };
        self.int_result(to, x.portable, format!("{op} {t} {safe} to {}", to.name()));
    }

    /// `sitofp`/`uitofp` of an integer of a random width.
    fn int_converted(&mut self, ty: FloatTy) -> FVal {
        let from = IntTy::random(self.rng);
        let v = self.value_of(from);
        let op = if self.rng.chance(50) {
            "sitofp"
        } else {
            "uitofp"
        };
        let rhs = format!("{op} {} {v} to {}", from.name(), ty.name());
        self.define_float(ty, true, rhs)
    }

    /// A value of `ty` made from one of the other type by `fpext`/`fptrunc`.
    fn resized(&mut self, ty: FloatTy, portable_only: bool) -> FVal {
        let (from, op) = match ty {
            FloatTy::F32 => (FloatTy::F64, "fptrunc"),
            FloatTy::F64 => (FloatTy::F32, "fpext"),
        };
        let src = self.float_value(from, portable_only);
        let rhs = format!("{op} {} {} to {}", from.name(), src.name, ty.name());
        self.define_float(ty, src.portable, rhs)
    }

    /// A value of `ty` with the bits of an integer (any pattern: subnormals,
    /// NaNs with payloads, signalling NaNs).
    fn int_bits_as_float(&mut self, ty: FloatTy) -> FVal {
        let it = ty.int();
        let v = self.value_of(it);
        let rhs = format!("bitcast {} {v} to {}", it.name(), ty.name());
        self.define_float(ty, true, rhs)
    }

    /// The bits of a float as an integer in scope (NaNs made canonical, so
    /// the integer is portable), and its exact bits folded into [`EXACT`].
    fn float_bits_as_int(&mut self, ty: FloatTy) {
        let v = self.float_value(ty, false);
        let it = ty.int();
        let raw = format!("bitcast {} {} to {}", ty.name(), v.name, it.name());
        self.int_result(it, false, raw);
        if v.portable {
            let bits = self.canonical_bits(&v);
            self.env.push(super::Val { name: bits, ty: it });
        }
    }

    /// A call of a random float intrinsic.
    fn intrinsic(&mut self, ty: FloatTy) -> FVal {
        let (t, s) = (ty.name(), ty.suffix());
        let (name, arity, portable) = match self.rng.below(10) {
            0..=4 => (*self.rng.pick(&UNARY), 1, true),
            5..=7 => (*self.rng.pick(&BINARY), 2, false),
            8 => ("fma", 3, true),
            _ => ("fmuladd", 3, false),
        };
        let args: Vec<FVal> = (0..arity).map(|_| self.float_value(ty, false)).collect();
        let portable = portable && args.iter().all(|a| a.portable);
        let list: Vec<String> = args.iter().map(|a| format!("{t} {}", a.name)).collect();
        let rhs = format!("call {t} @llvm.{name}.{s}({})", list.join(", "));
        self.define_float(ty, portable, rhs)
    }

    /// A load from or a store (of a portable value) to a float stack slot.
    fn float_slot(&mut self) {
        let Some(slot) = self.fslots.first().cloned() else {
            return;
        };
        // The first slot half the time, so that its stores and loads meet.
        let slot = if self.rng.chance(50) {
            self.rng.pick(&self.fslots).clone()
        } else {
            slot
        };
        let t = slot.ty.name();
        if self.rng.chance(50) {
            self.define_float(slot.ty, true, format!("load {t}, {t}* {}", slot.name));
        } else {
            let v = self.portable_float(slot.ty);
            self.emit(format!("store {t} {v}, {t}* {}", slot.name));
        }
    }

    /// A load from or a store (of a portable value) to a float global.
    fn float_global(&mut self) {
        if self.ctx.float_scalars.is_empty() {
            return self.float_slot();
        }
        let (name, ty) = self.rng.pick(&self.ctx.float_scalars).clone();
        let t = ty.name();
        if self.rng.chance(50) {
            self.define_float(ty, true, format!("load {t}, {t}* {name}"));
        } else {
            let v = self.portable_float(ty);
            self.emit(format!("store {t} {v}, {t}* {name}"));
        }
    }

    // ---- control flow ----

    /// One to three float operations (arithmetic or intrinsics) in a row.
    fn float_expression(&mut self, ty: FloatTy) -> FVal {
        let mut v = self.float_arithmetic(ty);
        for _ in 0..self.rng.below(3) {
            v = if self.rng.chance(60) {
                self.float_arithmetic(ty)
            } else {
                self.intrinsic(ty)
            };
        }
        v
    }

    /// An if/else whose arms compute a float each, merged by a `phi`.
    fn float_diamond(&mut self, ty: FloatTy) {
        let cond = if self.rng.chance(50) {
            let (portable, rhs) = self.fcmp_text(ty);
            if portable {
                self.temp(rhs)
            } else {
                self.condition()
            }
        } else {
            self.condition()
        };
        let (scope, fscope) = (self.env.len(), self.fenv.len());
        let then_b = self.new_block("fthen");
        let else_b = self.new_block("felse");
        let join = self.new_block("fjoin");
        let (tl, el) = (self.label(then_b), self.label(else_b));
        self.emit(format!("br i1 {cond}, label {tl}, label {el}"));
        let mut arms = Vec::new();
        for block in [then_b, else_b] {
            self.cur = block;
            let v = self.float_expression(ty);
            let end = self.label(self.cur);
            self.emit(format!("br label {}", self.label(join)));
            self.env.truncate(scope);
            self.fenv.truncate(fscope);
            arms.push((v, end));
        }
        self.cur = join;
        let name = self.fresh();
        let ((a, ae), (b, be)) = (&arms[0], &arms[1]);
        self.blocks[join].phis.push(format!(
            "  {name} = phi {} [ {}, {ae} ], [ {}, {be} ]",
            ty.name(),
            a.name,
            b.name
        ));
        self.fenv.push(FVal {
            name,
            ty,
            portable: a.portable && b.portable,
        });
    }

    /// A counted loop that carries a float through a `phi`: `x = op(x, y)`
    /// a constant number of times.
    fn float_loop(&mut self, ty: FloatTy) {
        let trips = self.rng.range(2, u64::from(self.cfg.max_trip.clamp(2, 16)));
        let body_cost = self.mult.saturating_mul(trips).saturating_mul(6);
        if self.cost.saturating_add(body_cost) >= self.budget {
            self.float_arithmetic(ty);
            return;
        }
        let init = self.float_value(ty, false);
        let y = self.float_value(ty, false);
        let (pre, outer_mult) = (self.cur, self.mult);
        let header = self.new_block("floop");
        let exit = self.new_block("fexit");
        self.emit(format!("br label {}", self.label(header)));
        self.cur = header;
        self.mult = outer_mult.saturating_mul(trips);
        let (i, x) = (self.fresh(), self.fresh());
        let t = ty.name();
        let s = ty.suffix();
        let step = match self.rng.below(6) {
            0 => format!("call {t} @llvm.fma.{s}({t} {x}, {t} {}, {t} {x})", y.name),
            1 => format!("call {t} @llvm.sqrt.{s}({t} {x})"),
            k => {
                let op = ["fadd", "fsub", "fmul", "fdiv"][k as usize - 2];
                format!("{op} {t} {x}, {}", y.name)
            }
        };
        let next = self.temp(step);
        let inext = self.temp(format!("add i32 {i}, 1"));
        let more = self.temp(format!("icmp ult i32 {inext}, {trips}"));
        let (hl, xl) = (self.label(header), self.label(exit));
        self.emit(format!("br i1 {more}, label {hl}, label {xl}"));
        let p = self.label(pre);
        self.blocks[header].phis = vec![
            format!("  {i} = phi i32 [ 0, {p} ], [ {inext}, {hl} ]"),
            format!("  {x} = phi {t} [ {}, {p} ], [ {next}, {hl} ]", init.name),
        ];
        self.cur = exit;
        self.mult = outer_mult;
        self.fenv.push(FVal {
            name: next,
            ty,
            portable: init.portable && y.portable,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::{GenConfig, generate, generate_program};

    /// FNV-1a, to pin whole program texts in a few bytes.
    fn fnv1a(text: &str) -> u64 {
        text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    }

    /// Integer-only programs are exactly those the generator made before
    /// floats existed (hashes taken from that generator), so seeds that
    /// reproduce old failures keep reproducing them.
    #[test]
    fn integer_programs_are_unchanged() {
        let pinned = [
            (0, 0x871C_4D8F_2DD1_B484),
            (1, 0x0006_A002_F0BE_3FA4),
            (7, 0xC283_D64F_F7CA_6D21),
            (42, 0x35A4_4573_6FB9_9962),
            (99, 0x850B_AF89_A8FE_82CB),
        ];
        for (seed, hash) in pinned {
            let text = generate(seed, &GenConfig::default());
            assert_eq!(fnv1a(&text), hash, "seed {seed} changed:\n{text}");
        }
    }

    /// Over a few dozen seeds, float programs use every kind of float
    /// statement the module comment promises.
    #[test]
    fn float_programs_cover_the_float_operations() {
        let all: String = (0..40)
            .map(|seed| generate(seed, &GenConfig::with_floats()))
            .collect();
        let mut wanted: Vec<String> = [
            "fadd ",
            "fsub ",
            "fmul ",
            "fdiv ",
            "frem ",
            "fneg ",
            "fptosi ",
            "fptoui ",
            "sitofp ",
            "uitofp ",
            "fpext ",
            "fptrunc ",
            "to float",
            "to double",
            "select i1 %v",
            "phi float",
            "phi double",
            "load double, double* @gf",
            "store float ",
            "call double @f",
            "(float %b0",
            "double %b",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        wanted.extend(super::PREDICATES.iter().map(|p| format!("fcmp {p} ")));
        for name in super::UNARY
            .iter()
            .chain(&super::BINARY)
            .chain(&super::TERNARY)
        {
            wanted.push(format!("@llvm.{name}.f64("));
        }
        for w in &wanted {
            assert!(all.contains(w.as_str()), "no `{w}` in 40 float programs");
        }
    }

    /// Every `fptosi`/`fptoui` converts a value that passed the range check
    /// (a `select` against 0.0), so none is poison.
    #[test]
    fn float_to_int_conversions_are_guarded() {
        for seed in 0..40 {
            let text = generate(seed, &GenConfig::with_floats());
            let lines: Vec<&str> = text.lines().collect();
            for (k, line) in lines.iter().enumerate() {
                if !(line.contains("= fptosi ") || line.contains("= fptoui ")) {
                    continue;
                }
                let operand = line.split_whitespace().nth(4).unwrap_or("");
                let guard = lines[..k]
                    .iter()
                    .rev()
                    .find(|l| l.trim_start().starts_with(&format!("{operand} = ")));
                assert!(
                    guard.is_some_and(
                        |g| g.contains("select i1") && g.contains("0x0000000000000000")
                    ),
                    "seed {seed}: unguarded `{line}`"
                );
            }
        }
    }

    #[test]
    fn float_programs_are_deterministic_and_bounded() {
        let cfg = GenConfig::with_floats();
        for seed in 0..100 {
            let g = generate_program(seed, &cfg);
            assert_eq!(g.text, generate(seed, &cfg));
            assert!(g.text.contains("exact %lld"), "seed {seed}");
            assert!(
                g.estimated_steps <= 2 * cfg.main_budget,
                "seed {seed}: estimate {}",
                g.estimated_steps
            );
        }
    }
}
