//! Expansion of i64 division and remainder by constants (-O2).
//!
//! Cpu0 divides 32-bit words in hardware; an i64 `udiv`/`sdiv`/`urem`/`srem`
//! is a call into the runtime, some sixty executed instructions and far
//! more cycles. By a constant divisor the quotient is instead a
//! multiplication by a "magic" reciprocal, keeping the high 64 bits of the
//! 128-bit product (Granlund and Montgomery, *Division by invariant
//! integers using multiplication*), which this pass spells out in i64 IR
//! that the lowering maps onto 32-bit `multu`s:
//!
//! - **udiv** `x / d` (d not a power of two, which the e-graph's rules
//!   already shift): an even `d = d' 2^z` first shifts `x` right by `z`;
//!   then `q = umulh(x, M) >> s` with the smallest `s` whose
//!   `M = ceil(2^(64+s) / d)` fits 64 bits and whose rounding error
//!   `e = M d - 2^(64+s)` stays below `2^(64+s) / x_max` (then
//!   `floor(x M / 2^(64+s)) = floor(x / d)` for every `x <= x_max`). An odd
//!   divisor with no such `s` takes the 65-bit multiplier `2^64 + M'` and
//!   `q = (((x - t) >> 1) + t) >> (l - 1)` with `t = umulh(x, M')`. A
//!   divisor of `2^63` or more gives `q = (x >= d)`.
//! - **sdiv** and **srem** go through the unsigned forms on `|x|` (with
//!   `x_max = 2^63`) and put the sign back: the quotient is negative when
//!   the signs differ, the remainder has the dividend's sign.
//! - **urem** is `x - q d`.
//!
//! `umulh` is four 32x32->64 partial products (`mul i64 (zext a), k`, one
//! `multu` each; a zero word of `M` drops its two) and the carries of the
//! middle column. Divisors 0, 1, -1 and powers of two are left alone: they
//! trap, fold or are already shifts. The pass runs after the last e-graph
//! round, so the e-graph has merged equal divisions before they grow, and
//! is skipped at -Os/-Oz, where a call is smaller.

use egret_llvmlite::{
    BinFlags, BinOp, Block, BlockCall, BlockData, CastOp, Function, Inst, InstData, IntCC, SrcLoc,
    Ty, TypeStore, Value,
};
use rustc_hash::FxHashMap as HashMap;

/// Expands the i64 divisions and remainders by constants of `f`. Returns
/// whether anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    // Blocks in layout order; the second half of a split block is visited
    // next, for the divisions after the first.
    let mut work: Vec<Block> = f.layout.iter().rev().copied().collect();
    let mut changed = false;
    while let Some(b) = work.pop() {
        let found = f.blocks[b]
            .insts
            .iter()
            .enumerate()
            .find_map(|(at, &i)| candidate(f, i).map(|div| (at, div)));
        if let Some((at, div)) = found {
            work.push(expand(f, types, b, at, &div));
            changed = true;
        }
    }
    changed
}

/// An i64 division or remainder by a constant that [`run`] expands.
struct Division {
    inst: Inst,
    op: BinOp,
    x: Value,
    /// The divisor's magnitude (for `sdiv`/`srem` its absolute value).
    d: u64,
    /// Whether the divisor is negative (`sdiv` only).
    negative: bool,
    plan: UdivPlan,
}

/// `inst` as a [`Division`] this pass expands.
fn candidate(f: &Function, inst: Inst) -> Option<Division> {
    let InstData::Binary { op, args, .. } = f.insts[inst] else {
        return None;
    };
    let [x, dv] = args;
    if f.value_type(x) != Ty::I64 {
        return None;
    }
    let d = f.const_value(dv)?;
    let (d, negative, x_max) = match op {
        BinOp::UDiv | BinOp::URem => (d, false, u64::MAX),
        BinOp::SDiv => ((d as i64).unsigned_abs(), (d as i64) < 0, 1 << 63),
        BinOp::SRem => ((d as i64).unsigned_abs(), false, 1 << 63),
        _ => return None,
    };
    let plan = udiv_plan(d, x_max)?;
    Some(Division {
        inst,
        op,
        x,
        d,
        negative,
        plan,
    })
}

/// Replaces `div`, the `at`-th instruction of `b`, by its expansion; returns
/// the block that now holds the instructions that followed it.
///
/// With a divisor below 2^32, a dividend (magnitude) whose high word is zero
/// takes a 32-bit `divu` instead — the common case of i64 values that are
/// small: `b` branches on the high word to a fast and a slow block, which
/// meet in a new block with the unsigned result as its parameter.
fn expand(f: &mut Function, types: &TypeStore, b: Block, at: usize, div: &Division) -> Block {
    let loc = f.locs[div.inst];
    let old = f.inst_result(div.inst).expect("a division has a result");
    let tail = f.blocks[b].insts.split_off(at + 1);
    f.blocks[b].insts.pop();
    let fast_path = div.d < 1 << 32;
    let new_blocks: Vec<Block> = (0..if fast_path { 3 } else { 1 })
        .map(|_| f.blocks.push(BlockData::default()))
        .collect();
    let pos = f.layout.iter().position(|&x| x == b).expect("b is placed");
    f.layout
        .splice(pos + 1..pos + 1, new_blocks.iter().copied());
    let join = *new_blocks.last().expect("at least the join block");
    for &i in &tail {
        f.inst_block[i] = join.into();
    }
    f.blocks[join].insts = tail;
    let result = f.append_block_param(join, Ty::I64);

    let signed = matches!(div.op, BinOp::SDiv | BinOp::SRem);
    let rem = matches!(div.op, BinOp::URem | BinOp::SRem);
    let mut e = Emitter {
        f,
        types,
        block: b,
        loc,
    };
    let (u, sign) = if signed {
        let sign = e.bin_k(BinOp::AShr, div.x, 63);
        let flipped = e.bin(BinOp::Xor, div.x, sign);
        (e.bin(BinOp::Sub, flipped, sign), Some(sign))
    } else {
        (div.x, None)
    };
    if fast_path {
        let (fast, slow) = (new_blocks[0], new_blocks[1]);
        let high = e.bin_k(BinOp::LShr, u, 32);
        let high = e.cast(CastOp::Trunc, high, Ty::I32);
        let zero = e.f.iconst(types, Ty::I32, 0);
        let small = e.make(
            InstData::Icmp {
                cc: IntCC::Eq,
                args: [high, zero],
            },
            Ty::I1,
        );
        e.terminate(InstData::Branch {
            cond: small,
            then_dest: BlockCall::new(fast),
            else_dest: BlockCall::new(slow),
        });
        e.block = fast;
        let word = e.cast(CastOp::Trunc, u, Ty::I32);
        let dk = e.f.iconst(types, Ty::I32, div.d);
        let op = if rem { BinOp::URem } else { BinOp::UDiv };
        let v = e.make(binary(op, word, dk), Ty::I32);
        let v = e.cast(CastOp::Zext, v, Ty::I64);
        e.jump(join, v);
        e.block = slow;
    }
    let q = e.udiv(div.plan, u, div.d);
    let v = if rem {
        let qd = e.bin_k(BinOp::Mul, q, div.d);
        e.bin(BinOp::Sub, u, qd)
    } else {
        q
    };
    e.jump(join, v);
    // The sign goes back on at the top of the join block: negated (`(v ^
    // s) - s` with `s = -1`) when the dividend's sign is negative for a
    // remainder, when the signs differ for a quotient.
    let mut value = result;
    if let Some(sign) = sign {
        let tail = std::mem::take(&mut e.f.blocks[join].insts);
        e.block = join;
        let s = if div.negative {
            e.bin_k(BinOp::Xor, sign, u64::MAX)
        } else {
            sign
        };
        let flipped = e.bin(BinOp::Xor, result, s);
        value = e.bin(BinOp::Sub, flipped, s);
        e.f.blocks[join].insts.extend(tail);
    }
    let mut map = HashMap::default();
    map.insert(old, value);
    f.replace_uses(&map);
    join
}

/// Appends instructions to a block.
struct Emitter<'a> {
    f: &'a mut Function,
    types: &'a TypeStore,
    block: Block,
    loc: SrcLoc,
}

/// How to compute an unsigned quotient `x / d` for `x <= x_max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UdivPlan {
    /// `q = (x >= d)`: the divisor is `2^63` or more.
    Compare,
    /// `q = umulh(x >> pre, magic) >> post`.
    Multiply { pre: u32, magic: u64, post: u32 },
    /// `t = umulh(x, magic)`, `q = (((x - t) >> 1) + t) >> post`: the
    /// multiplier is `2^64 + magic`.
    MultiplyAdd { magic: u64, post: u32 },
}

/// The plan for `x / d` over `0 <= x <= x_max`, for `d` at least 2 and not a
/// power of two (None otherwise).
fn udiv_plan(d: u64, x_max: u64) -> Option<UdivPlan> {
    if d < 3 || d.is_power_of_two() {
        return None;
    }
    if d >= 1 << 63 {
        return Some(UdivPlan::Compare);
    }
    let pre = d.trailing_zeros();
    let odd = d >> pre;
    let x_max = x_max >> pre;
    for s in 0..64 {
        if let Some(magic) = magic(odd, s, x_max) {
            return Some(UdivPlan::Multiply {
                pre,
                magic,
                post: s,
            });
        }
    }
    // Only an odd divisor gets here (for an even one `s = l - 1` works,
    // `l = ceil(log2 odd)`): the 65-bit multiplier for `s = l`.
    let l = 64 - (odd - 1).leading_zeros();
    let two_k = 1u128 << (64 + l);
    let m = two_k.div_ceil(odd as u128);
    debug_assert!(m >> 64 == 1 && (x_max as u128) * (m * odd as u128 - two_k) < two_k);
    Some(UdivPlan::MultiplyAdd {
        magic: m as u64,
        post: l - 1,
    })
}

/// `ceil(2^(64+s) / d)` if it fits 64 bits and is exact for every dividend
/// up to `x_max`.
fn magic(d: u64, s: u32, x_max: u64) -> Option<u64> {
    let two_k = 1u128 << (64 + s);
    let m = two_k.div_ceil(d as u128);
    if m >> 64 != 0 {
        return None;
    }
    let err = m * d as u128 - two_k;
    ((x_max as u128) * err < two_k).then_some(m as u64)
}

/// The quotient a plan computes, in 128-bit arithmetic (the unit tests'
/// model of the emitted code).
#[cfg(test)]
fn eval_plan(plan: UdivPlan, d: u64, x: u64) -> u64 {
    let umulh = |a: u64, b: u64| ((a as u128 * b as u128) >> 64) as u64;
    match plan {
        UdivPlan::Compare => (x >= d) as u64,
        UdivPlan::Multiply { pre, magic, post } => umulh(x >> pre, magic) >> post,
        UdivPlan::MultiplyAdd { magic, post } => {
            let t = umulh(x, magic);
            (((x - t) >> 1) + t) >> post
        }
    }
}

impl Emitter<'_> {
    /// The quotient of `x / d` by `plan`.
    fn udiv(&mut self, plan: UdivPlan, x: Value, d: u64) -> Value {
        match plan {
            UdivPlan::Compare => {
                let dk = self.konst(d);
                let ge = self.make(
                    InstData::Icmp {
                        cc: IntCC::Uge,
                        args: [x, dk],
                    },
                    Ty::I1,
                );
                self.cast(CastOp::Zext, ge, Ty::I64)
            }
            UdivPlan::Multiply { pre, magic, post } => {
                let x = if pre > 0 {
                    self.bin_k(BinOp::LShr, x, pre as u64)
                } else {
                    x
                };
                let hi = self.umulh(x, magic);
                if post == 0 {
                    return hi;
                }
                self.bin_k(BinOp::LShr, hi, post as u64)
            }
            UdivPlan::MultiplyAdd { magic, post } => {
                let t = self.umulh(x, magic);
                let diff = self.bin(BinOp::Sub, x, t);
                let half = self.bin_k(BinOp::LShr, diff, 1);
                let sum = self.bin(BinOp::Add, half, t);
                self.bin_k(BinOp::LShr, sum, post as u64)
            }
        }
    }

    /// The high 64 bits of the 128-bit product `x * m`, from 32-bit
    /// partial products; those with a zero word of `m` are left out.
    fn umulh(&mut self, x: Value, m: u64) -> Value {
        let lo_x = self.low_word(x);
        let high = self.bin_k(BinOp::LShr, x, 32);
        let hi_x = self.low_word(high);
        let (m_lo, m_hi) = (m & 0xFFFF_FFFF, m >> 32);
        let ll = self.word_product(lo_x, m_lo);
        let lh = self.word_product(lo_x, m_hi);
        let hl = self.word_product(hi_x, m_lo);
        let hh = self.word_product(hi_x, m_hi);
        // The middle column: the high word of `ll` and the low words of
        // the cross products, below 3 * 2^32; its high word is the carry.
        let ll_hi = ll.map(|v| self.bin_k(BinOp::LShr, v, 32));
        let lh_lo = lh.map(|v| self.bin_k(BinOp::And, v, 0xFFFF_FFFF));
        let hl_lo = hl.map(|v| self.bin_k(BinOp::And, v, 0xFFFF_FFFF));
        let mid = self.sum(&[ll_hi, lh_lo, hl_lo]);
        let carry = mid.map(|v| self.bin_k(BinOp::LShr, v, 32));
        let lh_hi = lh.map(|v| self.bin_k(BinOp::LShr, v, 32));
        let hl_hi = hl.map(|v| self.bin_k(BinOp::LShr, v, 32));
        match self.sum(&[hh, lh_hi, hl_hi, carry]) {
            Some(v) => v,
            None => self.konst(0),
        }
    }

    /// `zext (trunc v to i32) to i64`: the lowering's "zero-extended word".
    fn low_word(&mut self, v: Value) -> Value {
        let w = self.cast(CastOp::Trunc, v, Ty::I32);
        self.cast(CastOp::Zext, w, Ty::I64)
    }

    fn cast(&mut self, op: CastOp, arg: Value, ty: Ty) -> Value {
        self.make(InstData::Cast { op, arg }, ty)
    }

    /// `word * k` for a zero-extended word and a 32-bit constant; None for
    /// a zero product.
    fn word_product(&mut self, word: Value, k: u64) -> Option<Value> {
        match k {
            0 => None,
            1 => Some(word),
            _ => Some(self.bin_k(BinOp::Mul, word, k)),
        }
    }

    /// The sum of the present terms (None if none is).
    fn sum(&mut self, terms: &[Option<Value>]) -> Option<Value> {
        let mut acc: Option<Value> = None;
        for &t in terms.iter().flatten() {
            acc = Some(match acc {
                Some(a) => self.bin(BinOp::Add, a, t),
                None => t,
            });
        }
        acc
    }

    fn konst(&mut self, c: u64) -> Value {
        self.f.iconst(self.types, Ty::I64, c)
    }

    fn bin_k(&mut self, op: BinOp, a: Value, c: u64) -> Value {
        let k = self.konst(c);
        self.bin(op, a, k)
    }

    fn bin(&mut self, op: BinOp, a: Value, b: Value) -> Value {
        self.make(binary(op, a, b), Ty::I64)
    }

    /// Appends `data` (with a result of type `ty`) to the current block.
    fn make(&mut self, data: InstData, ty: Ty) -> Value {
        let inst = self.f.append_inst(self.block, data, Some(ty), self.loc);
        self.f.inst_result(inst).expect("made with a result")
    }

    /// Ends the current block with `data`.
    fn terminate(&mut self, data: InstData) {
        self.f.append_inst(self.block, data, None, self.loc);
    }

    /// Ends the current block with a jump passing `v` to `dest`.
    fn jump(&mut self, dest: Block, v: Value) {
        self.terminate(InstData::Jump {
            dest: BlockCall {
                block: dest,
                args: vec![v],
            },
        });
    }
}

fn binary(op: BinOp, a: Value, b: Value) -> InstData {
    InstData::Binary {
        op,
        args: [a, b],
        flags: BinFlags::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{run_pass, run_pass_printed};

    /// Dividends around the edges of the ranges and multiples of `d`.
    fn dividends(d: u64) -> Vec<u64> {
        let mut xs = vec![0, 1, 2, u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) - 1];
        xs.extend([(1 << 63) + 1, 0xFFFF_FFFF, 1 << 32, (1 << 32) + 1]);
        for k in [1u64, 2, 3, 1000, 0x1234_5678, u64::MAX / d] {
            let m = k.wrapping_mul(d);
            xs.extend([m.wrapping_sub(1), m, m.wrapping_add(1)]);
        }
        let mut s = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            xs.push(s);
            xs.push(s >> (s % 64));
        }
        xs
    }

    fn divisors() -> Vec<u64> {
        let mut ds = vec![3, 5, 6, 7, 10, 12, 25, 125, 641, 1000, 6700417];
        ds.extend([0x8000_0001, 0x7FFF_FFFF, 0xFFFF_FFFF, 0x1_0000_0001]);
        ds.extend([(1 << 63) + 1, u64::MAX, u64::MAX - 2, (1 << 62) + 3]);
        ds.extend([
            0x7FFF_FFFF_FFFF_FFFF,
            0x5555_5555_5555_5555,
            14,
            28,
            7 << 40,
        ]);
        ds
    }

    #[test]
    fn unsigned_plans_are_exact() {
        for d in divisors() {
            let plan = udiv_plan(d, u64::MAX).expect("a plan");
            for x in dividends(d) {
                assert_eq!(eval_plan(plan, d, x), x / d, "{x} / {d} by {plan:?}");
            }
        }
    }

    #[test]
    fn signed_range_plans_are_exact() {
        for d in divisors().into_iter().filter(|&d| d < 1 << 63) {
            let plan = udiv_plan(d, 1 << 63).expect("a plan");
            for x in dividends(d).into_iter().filter(|&x| x <= 1 << 63) {
                assert_eq!(eval_plan(plan, d, x), x / d, "{x} / {d} by {plan:?}");
            }
        }
    }

    #[test]
    fn plan_shapes() {
        assert_eq!(udiv_plan(8, u64::MAX), None);
        assert_eq!(udiv_plan(1, u64::MAX), None);
        assert_eq!(udiv_plan(1 << 63 | 5, u64::MAX), Some(UdivPlan::Compare));
        // 7 needs the 65-bit multiplier; 10 = 5 * 2 is shifted first and
        // fits.
        assert!(matches!(
            udiv_plan(7, u64::MAX),
            Some(UdivPlan::MultiplyAdd { post: 2, .. })
        ));
        assert!(matches!(
            udiv_plan(10, u64::MAX),
            Some(UdivPlan::Multiply { pre: 1, .. })
        ));
        // 3: M = 0xAAAA_AAAA_AAAA_AAAB, s = 1.
        assert_eq!(
            udiv_plan(3, u64::MAX),
            Some(UdivPlan::Multiply {
                pre: 0,
                magic: 0xAAAA_AAAA_AAAA_AAAB,
                post: 1
            })
        );
    }

    /// Every operation and sign against the interpreter, on dividends from
    /// a global array so nothing folds.
    #[test]
    fn expansions_behave_like_the_divisions() {
        let xs = [
            0i64,
            1,
            -1,
            7,
            -7,
            100,
            i64::MAX,
            i64::MIN,
            -81985529216486895,
        ];
        let ds = [3i64, -3, 7, 10, -1000, 641, 2147483649, i64::MIN + 1, -6];
        let list: Vec<String> = xs.iter().map(|x| format!("i64 {x}")).collect();
        let mut src = format!(
            "@xs = global [{} x i64] [{}]\n@acc = global i64 0\n",
            xs.len(),
            list.join(", ")
        );
        let mut body = String::from("define i64 @main() {\nentry:\n");
        let mut n = 0;
        for (xi, _) in xs.iter().enumerate() {
            body.push_str(&format!(
                "  %p{xi} = getelementptr [{} x i64], [{} x i64]* @xs, i64 0, i64 {xi}\n  %x{xi} = load i64, i64* %p{xi}\n",
                xs.len(),
                xs.len()
            ));
            for d in ds {
                for op in ["udiv", "urem", "sdiv", "srem"] {
                    body.push_str(&format!(
                        "  %r{n} = {op} i64 %x{xi}, {d}\n  %a{n} = load i64, i64* @acc\n  %m{n} = mul i64 %a{n}, 31\n  %s{n} = xor i64 %m{n}, %r{n}\n  store i64 %s{n}, i64* @acc\n"
                    ));
                    n += 1;
                }
            }
        }
        body.push_str("  %res = load i64, i64* @acc\n  ret i64 %res\n}\n");
        src.push_str(&body);
        let out = run_pass_printed(&src, |f, m| run(f, &m.types));
        for op in ["udiv i64", "urem i64", "sdiv", "srem"] {
            assert!(!out.contains(op), "{op} left:\n{out}");
        }
    }

    /// The shape for one unsigned division: four word products, no call.
    #[test]
    fn udiv_by_ten_is_a_multiply_and_shifts() {
        let src = "define i64 @f(i64 %x) {\nentry:\n  %q = udiv i64 %x, 10\n  ret i64 %q\n}\n";
        let (after, _) = run_pass(src, |f, m| run(f, &m.types));
        let out = egret_llvmlite::printer::print_module(&after);
        // The slow path: four word products; the fast path: one `udiv i32`.
        assert_eq!(out.matches("mul i64").count(), 4, "{out}");
        assert!(!out.contains("udiv i64"), "{out}");
        assert_eq!(out.matches("udiv i32").count(), 1, "{out}");
    }
}
