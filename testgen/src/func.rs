//! Generation of one function body.
//!
//! Bodies are generated *structurally*: straight-line statements, if/else
//! diamonds and counted loops nest inside each other, and every construct
//! closes before the code after it continues. That makes the three
//! properties the generator promises easy to keep:
//!
//! - **SSA is well formed.** The generator tracks the values in scope (those
//!   whose definition dominates the current point). When a construct closes,
//!   the values defined inside it go out of scope, and what flows out does so
//!   through explicit `phi`s at the join or loop exit.
//! - **The program terminates.** Loops are do-while loops over a counter that
//!   starts at 0 and stops at a bound that is a small constant or
//!   `(x & m) + 1`; the call graph is acyclic (a function only calls
//!   functions generated before it).
//! - **No undefined behaviour.** Divisors are forced odd (`| 1`) and, for
//!   signed division, `-1` is replaced by 7; shift amounts are masked below
//!   the width; array indices are masked below the array length; every stack
//!   slot and array is written before it is read; `nsw`/`nuw` appear only on
//!   additions that cannot overflow.
//!
//! Every instruction is charged to a cost estimate (multiplied by the trip
//! counts of the enclosing loops; calls are charged the callee's estimate),
//! and generation stops adding statements when the function's budget is
//! spent. The estimate is an upper bound on executed instructions, so a
//! program's run time is bounded by construction.
//!
//! All computed values are folded into a running 64-bit accumulator that
//! flows through every diamond and loop, and functions return it, so almost
//! every instruction influences the program's output.

use crate::GenConfig;
use crate::rng::Rng;
use crate::ty::IntTy;

/// Name of the global `[8 x i64]` array every function may index.
pub const GLOBAL_I64_ARRAY: &str = "@ga";
/// Name of the global `[16 x i16]` array every function may index.
pub const GLOBAL_I16_ARRAY: &str = "@gh";
/// Name of the format string main prints values with.
pub const FORMAT_VALUE: &str = "@fmt.value";
/// The text of [`FORMAT_VALUE`].
pub const FORMAT_VALUE_TEXT: &str = "r%d = %lld\n";
/// Length in bytes of [`FORMAT_VALUE`] (with its NUL).
pub const FORMAT_VALUE_LEN: usize = FORMAT_VALUE_TEXT.len() + 1;
/// The largest loop trip count (loop counters may be `i8`).
pub const MAX_TRIP_LIMIT: u32 = 100;

/// A function as its callers see it.
#[derive(Clone, Debug)]
pub struct Sig {
    /// Name with the `@`.
    pub name: String,
    /// Integer parameter types.
    pub params: Vec<IntTy>,
    /// Whether a final `i64*` parameter points to at least 8 `i64`s.
    pub takes_ptr: bool,
    /// Return type; `None` for `void`.
    pub ret: Option<IntTy>,
    /// Estimated instructions executed per call (an upper bound).
    pub cost: u64,
}

/// What a body may refer to outside itself.
pub struct ModuleCtx {
    /// Scalar globals: name (with `@`) and type.
    pub scalars: Vec<(String, IntTy)>,
    /// Functions this body may call.
    pub callees: Vec<Sig>,
}

/// A value in scope.
#[derive(Clone, Debug)]
struct Val {
    name: String,
    ty: IntTy,
}

/// A basic block under construction.
struct Block {
    label: String,
    phis: Vec<String>,
    lines: Vec<String>,
}

/// Where an `i64` array element lives.
enum ArrayBase {
    /// An `i64*` (the local array or the pointer parameter), indexed directly.
    Pointer(String),
    /// A global `[n x T]`, indexed through the array type.
    Global {
        name: &'static str,
        len: u64,
        elem: IntTy,
    },
}

/// The state of one function being generated.
pub struct FnGen<'a> {
    rng: &'a mut Rng,
    cfg: &'a GenConfig,
    ctx: &'a ModuleCtx,
    blocks: Vec<Block>,
    cur: usize,
    env: Vec<Val>,
    next_id: u32,
    slots: Vec<Val>,
    local_array: String,
    ptr_param: Option<String>,
    acc: String,
    mult: u64,
    cost: u64,
    budget: u64,
    prints: bool,
    print_id: u32,
}

impl<'a> FnGen<'a> {
    /// A generator for a body with the given cost budget. `prints` allows
    /// statements that print values (used for `main`).
    pub fn new(
        rng: &'a mut Rng,
        cfg: &'a GenConfig,
        ctx: &'a ModuleCtx,
        budget: u64,
        prints: bool,
    ) -> Self {
        // Each function starts its accumulator from its own constant, so a
        // caller folding in a callee's result cannot cancel the callee's folds.
        let acc = IntTy::I64.literal(rng.next_u64() | 1);
        FnGen {
            rng,
            cfg,
            ctx,
            blocks: vec![Block {
                label: "entry".into(),
                phis: Vec::new(),
                lines: Vec::new(),
            }],
            cur: 0,
            env: Vec::new(),
            next_id: 0,
            slots: Vec::new(),
            local_array: String::new(),
            ptr_param: None,
            acc,
            mult: 1,
            cost: 0,
            budget,
            prints,
            print_id: 0,
        }
    }

    /// The estimated instructions executed by the body generated so far.
    pub fn cost(&self) -> u64 {
        self.cost
    }

    fn fresh(&mut self) -> String {
        self.next_id += 1;
        format!("%v{}", self.next_id)
    }

    fn new_block(&mut self, kind: &str) -> usize {
        self.next_id += 1;
        let label = format!("{kind}{}", self.next_id);
        self.blocks.push(Block {
            label,
            phis: Vec::new(),
            lines: Vec::new(),
        });
        self.blocks.len() - 1
    }

    fn label(&self, block: usize) -> String {
        format!("%{}", self.blocks[block].label)
    }

    fn emit(&mut self, line: String) {
        self.blocks[self.cur].lines.push(format!("  {line}"));
        self.cost += self.mult;
    }

    /// Emits `name = rhs`, puts the integer result in scope and returns its name.
    fn define(&mut self, ty: IntTy, rhs: String) -> String {
        let name = self.fresh();
        self.emit(format!("{name} = {rhs}"));
        self.env.push(Val {
            name: name.clone(),
            ty,
        });
        name
    }

    /// Emits `name = rhs` for a pointer result (never in scope as an integer).
    fn define_pointer(&mut self, rhs: String) -> String {
        let name = self.fresh();
        self.emit(format!("{name} = {rhs}"));
        name
    }

    fn over_budget(&self) -> bool {
        self.cost >= self.budget
    }

    // ---- operands ----

    /// Some value of type `ty`: usually one in scope (recent ones preferred),
    /// sometimes a conversion of another value, sometimes a constant.
    fn value_of(&mut self, ty: IntTy) -> String {
        let matching: Vec<usize> = (0..self.env.len())
            .filter(|&i| self.env[i].ty == ty)
            .collect();
        if !matching.is_empty() && self.rng.chance(85) {
            let recent = matching.len().saturating_sub(6);
            let choices = if self.rng.chance(60) {
                &matching[recent..]
            } else {
                &matching[..]
            };
            let i = *self.rng.pick(choices);
            return self.env[i].name.clone();
        }
        if !self.env.is_empty() && self.rng.chance(60) {
            let src = self.rng.pick(&self.env).clone();
            return self.convert(&src, ty);
        }
        ty.random_constant(self.rng)
    }

    /// `v` converted to `to` by zext, sext or trunc (or unchanged).
    fn convert(&mut self, v: &Val, to: IntTy) -> String {
        let (from, name) = (v.ty, &v.name);
        if from == to {
            return name.clone();
        }
        let op = if to.bits() < from.bits() {
            "trunc"
        } else if self.rng.chance(50) {
            "sext"
        } else {
            "zext"
        };
        self.define(to, format!("{op} {} {name} to {}", from.name(), to.name()))
    }

    /// A random value in scope, or a fresh constant when nothing is in scope.
    fn any_value(&mut self) -> Val {
        if self.env.is_empty() || self.rng.chance(10) {
            let ty = IntTy::random(self.rng);
            let name = ty.random_constant(self.rng);
            return Val { name, ty };
        }
        self.rng.pick(&self.env).clone()
    }

    /// An `i1` condition: usually a fresh comparison.
    fn condition(&mut self) -> String {
        if self.rng.chance(80) {
            self.compare()
        } else {
            self.value_of(IntTy::I1)
        }
    }

    fn compare(&mut self) -> String {
        const CONDS: [&str; 10] = [
            "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
        ];
        let ty = IntTy::random(self.rng);
        let a = self.value_of(ty);
        let b = self.value_of(ty);
        let cc = *self.rng.pick(&CONDS);
        self.define(IntTy::I1, format!("icmp {cc} {} {a}, {b}", ty.name()))
    }

    // ---- prologue and epilogue ----

    /// Puts the parameters in scope and lays out the entry block: scalar
    /// stack slots and an 8-element `i64` array, all initialised.
    pub fn prologue(&mut self, params: &[(String, IntTy)], ptr_param: Option<String>) {
        for (name, ty) in params {
            self.env.push(Val {
                name: name.clone(),
                ty: *ty,
            });
        }
        self.ptr_param = ptr_param;
        for _ in 0..self.rng.range(1, 3) {
            let ty = IntTy::random(self.rng);
            let slot = self.define_pointer(format!("alloca {}", ty.name()));
            let init = self.value_of(ty);
            self.emit(format!("store {t} {init}, {t}* {slot}", t = ty.name()));
            self.slots.push(Val { name: slot, ty });
        }
        let array = self.define_pointer("alloca [8 x i64]".into());
        self.local_array = self.define_pointer(format!(
            "getelementptr inbounds [8 x i64], [8 x i64]* {array}, i64 0, i64 0"
        ));
        for k in 0..8 {
            let init = self.value_of(IntTy::I64);
            let base = self.local_array.clone();
            let p =
                self.define_pointer(format!("getelementptr inbounds i64, i64* {base}, i64 {k}"));
            self.emit(format!("store i64 {init}, i64* {p}"));
        }
    }

    /// Generates the body's statements (the part after the prologue).
    pub fn body(&mut self) {
        let n = self.cfg.block_statements.max(1) as u64;
        self.statements(0, n);
    }

    /// Calls every function in `callees` that fits in the budget once with
    /// fresh arguments, printing each result (for `main`).
    pub fn call_each(&mut self, callees: &[Sig]) {
        for sig in callees {
            if sig.cost.saturating_add(self.cost) >= self.budget {
                continue;
            }
            if let Some(result) = self.call(sig) {
                self.print_value(&result);
                self.fold_value(&result);
            }
        }
    }

    /// Ends the function: returns the accumulator converted to `ret`.
    pub fn return_accumulator(&mut self, ret: Option<IntTy>) {
        match ret {
            None => self.emit("ret void".into()),
            Some(ty) => {
                let acc = Val {
                    name: self.acc.clone(),
                    ty: IntTy::I64,
                };
                let r = self.convert(&acc, ty);
                self.emit(format!("ret {} {r}", ty.name()));
            }
        }
    }

    /// Ends `main`: folds all global state into the accumulator, prints it as
    /// the checksum and returns its low 32 bits.
    pub fn finish_main(&mut self, checksum_format: &str, checksum_len: usize) {
        for (name, ty) in self.ctx.scalars.clone() {
            let v = self.define(ty, format!("load {t}, {t}* {name}", t = ty.name()));
            self.fold_value(&Val { name: v, ty });
        }
        for (array, len, elem) in [
            (GLOBAL_I64_ARRAY, 8, IntTy::I64),
            (GLOBAL_I16_ARRAY, 16, IntTy::I16),
        ] {
            for k in 0..len {
                let t = elem.name();
                let p = self.define_pointer(format!(
                    "getelementptr inbounds [{len} x {t}], [{len} x {t}]* {array}, i64 0, i64 {k}"
                ));
                let v = self.define(elem, format!("load {t}, {t}* {p}"));
                self.fold_value(&Val { name: v, ty: elem });
            }
        }
        let f = self.define_pointer(format!(
            "getelementptr [{checksum_len} x i8], [{checksum_len} x i8]* {checksum_format}, i64 0, i64 0"
        ));
        let acc = self.acc.clone();
        self.emit(format!("call i32 (i8*, ...) @printf(i8* {f}, i64 {acc})"));
        let r = self.define(IntTy::I32, format!("trunc i64 {acc} to i32"));
        self.emit(format!("ret i32 {r}"));
    }

    /// The finished function text.
    pub fn render(&self, header: &str) -> String {
        let mut out = format!("{header} {{\n");
        for (i, b) in self.blocks.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out.push_str(&b.label);
            out.push_str(":\n");
            for line in b.phis.iter().chain(&b.lines) {
                out.push_str(line);
                out.push('\n');
            }
        }
        out.push_str("}\n");
        out
    }

    // ---- statements ----

    /// Up to `n` statements at nesting depth `depth`, fewer when the budget
    /// runs out.
    fn statements(&mut self, depth: usize, n: u64) {
        let count = self.rng.range(n.div_ceil(2), n);
        for _ in 0..count {
            if self.over_budget() {
                break;
            }
            let before = self.env.len();
            self.statement(depth);
            // Fold a good share of new results into the accumulator, so that
            // most computations reach the output rather than being dead code.
            if self.env.len() > before && self.rng.chance(45) {
                let v = self.env[self.env.len() - 1].clone();
                self.fold_value(&v);
            }
        }
    }

    fn statement(&mut self, depth: usize) {
        let nested = depth < self.cfg.max_depth;
        let can_call = self.affordable_callees().next().is_some();
        let weights = [
            30,                                             // arithmetic
            6,                                              // division
            8,                                              // shift
            10,                                             // compare / select
            8,                                              // conversion
            8,                                              // stack slot
            10,                                             // array element
            6,                                              // global scalar
            if can_call { 8 } else { 0 },                   // call
            if nested { 6 } else { 0 },                     // if / else
            if nested && self.loop_fits() { 6 } else { 0 }, // loop
            8,                                              // fold into the accumulator
            if self.prints { 3 } else { 0 },                // print
        ];
        match self.rng.weighted(&weights) {
            0 => self.arithmetic(),
            1 => self.division(),
            2 => self.shift(),
            3 => self.compare_select(),
            4 => self.conversion(),
            5 => self.slot_access(),
            6 => self.array_access(),
            7 => self.global_access(),
            8 => self.random_call(),
            9 => self.if_else(depth),
            10 => self.counted_loop(depth),
            11 => self.fold(),
            _ => {
                let v = self.any_value();
                self.print_value(&v);
            }
        }
    }

    fn arithmetic(&mut self) {
        const OPS: [&str; 6] = ["add", "sub", "mul", "and", "or", "xor"];
        let ty = IntTy::random(self.rng);
        if matches!(ty, IntTy::I8 | IntTy::I16 | IntTy::I32) && self.rng.chance(15) {
            // Two zero-extended narrow values cannot overflow an i64 sum.
            let a = self.value_of(ty);
            let b = self.value_of(ty);
            let t = ty.name();
            let ax = self.define(IntTy::I64, format!("zext {t} {a} to i64"));
            let bx = self.define(IntTy::I64, format!("zext {t} {b} to i64"));
            self.define(IntTy::I64, format!("add nuw nsw i64 {ax}, {bx}"));
            return;
        }
        let a = self.value_of(ty);
        let b = self.value_of(ty);
        let op = *self.rng.pick(&OPS);
        self.define(ty, format!("{op} {} {a}, {b}", ty.name()));
    }

    fn division(&mut self) {
        let ty = IntTy::random_wide(self.rng);
        let t = ty.name();
        let a = self.value_of(ty);
        let b = self.value_of(ty);
        let odd = self.define(ty, format!("or {t} {b}, 1"));
        let op = *self.rng.pick(&["sdiv", "srem", "udiv", "urem"]);
        let divisor = if op.starts_with('s') {
            // An odd divisor is never 0; replacing -1 rules out INT_MIN / -1.
            let minus_one = self.define(IntTy::I1, format!("icmp eq {t} {odd}, -1"));
            self.define(ty, format!("select i1 {minus_one}, {t} 7, {t} {odd}"))
        } else {
            odd
        };
        self.define(ty, format!("{op} {t} {a}, {divisor}"));
    }

    fn shift(&mut self) {
        let ty = IntTy::random(self.rng);
        let t = ty.name();
        let a = self.value_of(ty);
        let b = self.value_of(ty);
        let mask = ty.literal(u64::from(ty.bits() - 1));
        let amount = self.define(ty, format!("and {t} {b}, {mask}"));
        let op = *self.rng.pick(&["shl", "lshr", "ashr"]);
        self.define(ty, format!("{op} {t} {a}, {amount}"));
    }

    fn compare_select(&mut self) {
        let c = self.compare();
        if self.rng.chance(60) {
            let ty = IntTy::random(self.rng);
            let x = self.value_of(ty);
            let y = self.value_of(ty);
            let t = ty.name();
            self.define(ty, format!("select i1 {c}, {t} {x}, {t} {y}"));
        }
    }

    fn conversion(&mut self) {
        let v = self.any_value();
        let to = IntTy::random(self.rng);
        self.convert(&v, to);
    }

    fn slot_access(&mut self) {
        let slot = self.rng.pick(&self.slots).clone();
        let t = slot.ty.name();
        if self.rng.chance(50) {
            self.define(slot.ty, format!("load {t}, {t}* {}", slot.name));
        } else {
            let v = self.value_of(slot.ty);
            self.emit(format!("store {t} {v}, {t}* {}", slot.name));
        }
    }

    fn array_base(&mut self) -> ArrayBase {
        let mut choices = vec![0, 1, 2];
        if self.ptr_param.is_some() {
            choices.push(3);
        }
        match *self.rng.pick(&choices) {
            0 => ArrayBase::Pointer(self.local_array.clone()),
            1 => ArrayBase::Global {
                name: GLOBAL_I64_ARRAY,
                len: 8,
                elem: IntTy::I64,
            },
            2 => ArrayBase::Global {
                name: GLOBAL_I16_ARRAY,
                len: 16,
                elem: IntTy::I16,
            },
            _ => ArrayBase::Pointer(
                self.ptr_param
                    .clone()
                    .unwrap_or_else(|| self.local_array.clone()),
            ),
        }
    }

    /// The address of a random element of a random array (index masked in bounds).
    fn element_address(&mut self) -> (String, IntTy) {
        let base = self.array_base();
        let len = match &base {
            ArrayBase::Pointer(_) => 8,
            ArrayBase::Global { len, .. } => *len,
        };
        let it = if self.rng.chance(50) {
            IntTy::I32
        } else {
            IntTy::I64
        };
        let raw = self.value_of(it);
        let index = self.define(it, format!("and {t} {raw}, {}", len - 1, t = it.name()));
        let t = it.name();
        match base {
            ArrayBase::Pointer(p) => {
                let addr = self
                    .define_pointer(format!("getelementptr inbounds i64, i64* {p}, {t} {index}"));
                (addr, IntTy::I64)
            }
            ArrayBase::Global { name, len, elem } => {
                let e = elem.name();
                let addr = self.define_pointer(format!(
                    "getelementptr inbounds [{len} x {e}], [{len} x {e}]* {name}, i64 0, {t} {index}"
                ));
                (addr, elem)
            }
        }
    }

    fn array_access(&mut self) {
        let (addr, elem) = self.element_address();
        let t = elem.name();
        if self.rng.chance(55) {
            self.define(elem, format!("load {t}, {t}* {addr}"));
        } else {
            let v = self.value_of(elem);
            self.emit(format!("store {t} {v}, {t}* {addr}"));
        }
    }

    fn global_access(&mut self) {
        if self.ctx.scalars.is_empty() {
            return self.array_access();
        }
        let (name, ty) = self.rng.pick(&self.ctx.scalars).clone();
        let t = ty.name();
        if self.rng.chance(50) {
            self.define(ty, format!("load {t}, {t}* {name}"));
        } else {
            let v = self.value_of(ty);
            self.emit(format!("store {t} {v}, {t}* {name}"));
        }
    }

    /// Callees whose cost leaves most of the remaining budget for the rest of
    /// the body (a third at most goes to one call).
    fn affordable_callees(&self) -> impl Iterator<Item = &'a Sig> + '_ {
        let room = self.budget.saturating_sub(self.cost);
        self.ctx
            .callees
            .iter()
            .filter(move |s| s.cost.saturating_mul(self.mult).saturating_mul(3) < room)
    }

    fn random_call(&mut self) {
        let choices: Vec<&Sig> = self.affordable_callees().collect();
        if choices.is_empty() {
            return;
        }
        let sig = (*self.rng.pick(&choices)).clone();
        if let Some(result) = self.call(&sig)
            && self.rng.chance(50)
        {
            self.fold_value(&result);
        }
    }

    /// Emits a call of `sig` with generated arguments; returns the result, if any.
    fn call(&mut self, sig: &Sig) -> Option<Val> {
        let mut args: Vec<String> = sig
            .params
            .iter()
            .map(|&ty| format!("{} {}", ty.name(), self.value_of(ty)))
            .collect();
        if sig.takes_ptr {
            let p = self.pointer_argument();
            args.push(format!("i64* {p}"));
        }
        let args = args.join(", ");
        self.cost += sig.cost.saturating_mul(self.mult);
        match sig.ret {
            None => {
                self.emit(format!("call void {}({args})", sig.name));
                None
            }
            Some(ty) => {
                let name = self.define(ty, format!("call {} {}({args})", ty.name(), sig.name));
                Some(Val { name, ty })
            }
        }
    }

    /// A pointer to at least 8 `i64`s: the local array, the pointer parameter
    /// or the global array.
    fn pointer_argument(&mut self) -> String {
        match self.rng.below(3) {
            0 => self.local_array.clone(),
            1 if self.ptr_param.is_some() => self.ptr_param.clone().unwrap_or_default(),
            _ => self.define_pointer(format!(
                "getelementptr inbounds [8 x i64], [8 x i64]* {GLOBAL_I64_ARRAY}, i64 0, i64 0"
            )),
        }
    }

    fn fold(&mut self) {
        let v = self.any_value();
        self.fold_value(&v);
    }

    /// acc = acc * 1000003 ^ ext(v).
    fn fold_value(&mut self, v: &Val) {
        let x = if v.ty == IntTy::I64 {
            v.name.clone()
        } else {
            let op = if self.rng.chance(50) { "sext" } else { "zext" };
            self.define(
                IntTy::I64,
                format!("{op} {} {} to i64", v.ty.name(), v.name),
            )
        };
        let acc = self.acc.clone();
        let m = self.define(IntTy::I64, format!("mul i64 {acc}, 1000003"));
        self.acc = self.define(IntTy::I64, format!("xor i64 {m}, {x}"));
    }

    fn print_value(&mut self, v: &Val) {
        let x = if v.ty == IntTy::I64 {
            v.name.clone()
        } else {
            self.define(
                IntTy::I64,
                format!("sext {} {} to i64", v.ty.name(), v.name),
            )
        };
        let n = FORMAT_VALUE_LEN;
        let f = self.define_pointer(format!(
            "getelementptr [{n} x i8], [{n} x i8]* {FORMAT_VALUE}, i64 0, i64 0"
        ));
        self.print_id += 1;
        let id = self.print_id;
        self.emit(format!(
            "call i32 (i8*, ...) @printf(i8* {f}, i32 {id}, i64 {x})"
        ));
    }

    // ---- control flow ----

    fn if_else(&mut self, depth: usize) {
        let cond = self.condition();
        let merge_tys: Vec<IntTy> = (0..self.rng.below(3))
            .map(|_| IntTy::random(self.rng))
            .collect();
        let has_else = self.rng.chance(70);
        let (acc0, scope) = (self.acc.clone(), self.env.len());
        // Without an else arm the values flowing around the then arm come from here.
        let around: Vec<String> = if has_else {
            Vec::new()
        } else {
            merge_tys.iter().map(|&t| self.value_of(t)).collect()
        };
        let pre = self.cur;
        let then_b = self.new_block("then");
        let else_b = if has_else {
            Some(self.new_block("else"))
        } else {
            None
        };
        let join = self.new_block("join");
        let else_target = self.label(else_b.unwrap_or(join));
        self.emit(format!(
            "br i1 {cond}, label {}, label {else_target}",
            self.label(then_b)
        ));

        let (then_vals, then_acc, then_end) = self.arm(then_b, depth, &merge_tys, join);
        self.env.truncate(scope);
        self.acc = acc0.clone();
        let (else_vals, else_acc, else_end) = match else_b {
            Some(b) => self.arm(b, depth, &merge_tys, join),
            None => (around, acc0, pre),
        };
        self.env.truncate(scope);
        self.cur = join;
        let (te, ee) = (self.label(then_end), self.label(else_end));
        for ((ty, a), b) in merge_tys.iter().zip(&then_vals).zip(&else_vals) {
            let name = self.fresh();
            self.blocks[join].phis.push(format!(
                "  {name} = phi {} [ {a}, {te} ], [ {b}, {ee} ]",
                ty.name()
            ));
            self.env.push(Val { name, ty: *ty });
        }
        let acc = self.fresh();
        self.blocks[join].phis.push(format!(
            "  {acc} = phi i64 [ {then_acc}, {te} ], [ {else_acc}, {ee} ]"
        ));
        self.acc = acc;
    }

    /// Generates one arm of a diamond starting in `block` and jumping to
    /// `join`; returns the values it passes for `tys`, its accumulator and the
    /// block it ends in.
    fn arm(
        &mut self,
        block: usize,
        depth: usize,
        tys: &[IntTy],
        join: usize,
    ) -> (Vec<String>, String, usize) {
        self.cur = block;
        let n = (self.cfg.block_statements as u64 / 2).max(1);
        self.statements(depth + 1, n);
        let vals: Vec<String> = tys.iter().map(|&t| self.value_of(t)).collect();
        let end = self.cur;
        self.emit(format!("br label {}", self.label(join)));
        (vals, self.acc.clone(), end)
    }

    /// Whether a loop of the longest trip count still fits in the budget.
    fn loop_fits(&self) -> bool {
        let trips = u64::from(self.cfg.max_trip.clamp(1, MAX_TRIP_LIMIT));
        let per_iteration = 12;
        self.cost
            + self
                .mult
                .saturating_mul(trips)
                .saturating_mul(per_iteration)
            < self.budget
    }

    fn counted_loop(&mut self, depth: usize) {
        let (counter_ty, bound, max_trips) = self.trip_count();
        let carried_tys: Vec<IntTy> = (0..self.rng.below(3))
            .map(|_| IntTy::random(self.rng))
            .collect();
        let inits: Vec<String> = carried_tys.iter().map(|&t| self.value_of(t)).collect();
        let (acc0, scope, outer_mult) = (self.acc.clone(), self.env.len(), self.mult);
        let pre = self.cur;
        let header = self.new_block("loop");
        let exit = self.new_block("exit");
        self.emit(format!("br label {}", self.label(header)));
        self.cur = header;
        self.mult = outer_mult.saturating_mul(max_trips);

        let counter = self.fresh();
        self.env.push(Val {
            name: counter.clone(),
            ty: counter_ty,
        });
        let carried: Vec<String> = carried_tys.iter().map(|_| self.fresh()).collect();
        for (name, ty) in carried.iter().zip(&carried_tys) {
            self.env.push(Val {
                name: name.clone(),
                ty: *ty,
            });
        }
        let acc_head = self.fresh();
        self.acc = acc_head.clone();
        let n = (self.cfg.block_statements as u64 / 2).max(1);
        self.statements(depth + 1, n);
        let exit_early = self
            .rng
            .chance(30)
            .then(|| self.early_exit(exit, &carried_tys));
        self.statements(depth + 1, n);

        let nexts: Vec<String> = carried_tys.iter().map(|&t| self.value_of(t)).collect();
        let acc_latch = self.acc.clone();
        let one = counter_ty.literal(1);
        let ct = counter_ty.name();
        let next = self.define(counter_ty, format!("add {ct} {counter}, {one}"));
        let cc = *self.rng.pick(&["ne", "ult", "slt"]);
        let more = self.define(IntTy::I1, format!("icmp {cc} {ct} {next}, {bound}"));
        let latch = self.cur;
        self.emit(format!(
            "br i1 {more}, label {}, label {}",
            self.label(header),
            self.label(exit)
        ));

        let (p, l) = (self.label(pre), self.label(latch));
        let zero = counter_ty.literal(0);
        let mut phis = vec![format!(
            "  {counter} = phi {ct} [ {zero}, {p} ], [ {next}, {l} ]"
        )];
        for (((name, ty), init), nxt) in carried.iter().zip(&carried_tys).zip(&inits).zip(&nexts) {
            phis.push(format!(
                "  {name} = phi {} [ {init}, {p} ], [ {nxt}, {l} ]",
                ty.name()
            ));
        }
        phis.push(format!(
            "  {acc_head} = phi i64 [ {acc0}, {p} ], [ {acc_latch}, {l} ]"
        ));
        self.blocks[header].phis = phis;

        // After the loop: the header's phis dominate the exit; the latch's
        // values do too unless an early exit also reaches it.
        self.cur = exit;
        self.mult = outer_mult;
        self.env.truncate(scope);
        self.env.push(Val {
            name: counter,
            ty: counter_ty,
        });
        for (name, ty) in carried.iter().zip(&carried_tys) {
            self.env.push(Val {
                name: name.clone(),
                ty: *ty,
            });
        }
        match exit_early {
            None => {
                for (name, ty) in nexts.iter().zip(&carried_tys) {
                    if name.starts_with('%') {
                        self.env.push(Val {
                            name: name.clone(),
                            ty: *ty,
                        });
                    }
                }
                self.acc = acc_latch;
            }
            Some((from, vals, acc_early)) => {
                let f = self.label(from);
                for ((ty, a), b) in carried_tys.iter().zip(&vals).zip(&nexts) {
                    let name = self.fresh();
                    self.blocks[exit].phis.push(format!(
                        "  {name} = phi {} [ {a}, {f} ], [ {b}, {l} ]",
                        ty.name()
                    ));
                    self.env.push(Val { name, ty: *ty });
                }
                let acc = self.fresh();
                self.blocks[exit].phis.push(format!(
                    "  {acc} = phi i64 [ {acc_early}, {f} ], [ {acc_latch}, {l} ]"
                ));
                self.acc = acc;
            }
        }
    }

    /// The loop counter's type, the bound it counts to and the largest trip
    /// count possible: a constant, or `(x & m) + 1` computed before the loop.
    fn trip_count(&mut self) -> (IntTy, String, u64) {
        // Counters may be i8, so trip counts stay far below 128.
        let max = u64::from(self.cfg.max_trip.clamp(1, MAX_TRIP_LIMIT));
        if self.rng.chance(40) && max >= 2 {
            let mut mask = 1u64;
            while mask * 2 < max && self.rng.chance(60) {
                mask = mask * 2 + 1;
            }
            let raw = self.value_of(IntTy::I32);
            let low = self.define(IntTy::I32, format!("and i32 {raw}, {mask}"));
            let bound = self.define(IntTy::I32, format!("add i32 {low}, 1"));
            (IntTy::I32, bound, mask + 1)
        } else {
            let ty = IntTy::ALL[1 + self.rng.below(4) as usize];
            let trips = self.rng.range(1, max);
            (ty, ty.literal(trips), trips)
        }
    }

    /// A conditional exit from the middle of a loop body; returns the block
    /// it leaves from, the carried values it passes and its accumulator.
    fn early_exit(&mut self, exit: usize, tys: &[IntTy]) -> (usize, Vec<String>, String) {
        let cond = self.compare();
        let vals: Vec<String> = tys.iter().map(|&t| self.value_of(t)).collect();
        let from = self.cur;
        let rest = self.new_block("body");
        self.emit(format!(
            "br i1 {cond}, label {}, label {}",
            self.label(exit),
            self.label(rest)
        ));
        self.cur = rest;
        (from, vals, self.acc.clone())
    }
}
