//! `switch` as LLVM's `SwitchLoweringUtils` lowers it: clusters of cases
//! (jump tables, bit tests, ranges) under a balanced binary search.
//!
//! The cases are sorted (as unsigned numbers: case values are zero-extended
//! from the selector's width) and runs of consecutive values with the same
//! target (same block, same arguments) merge into one range. [`clusters`]
//! then groups the ranges, left to right:
//! - a **jump table** covers the longest run of ranges starting at the
//!   current one that holds at least [`MIN_TABLE_CASES`] case values, is at
//!   least [`MIN_DENSITY_PERCENT`] full and spans at most [`MAX_TABLE`]
//!   values;
//! - otherwise a **bit test** covers the longest run spanning fewer than 32
//!   values with at most three distinct targets when it saves compares as
//!   LLVM judges it (one target and 3 compares, two and 5, three and 6):
//!   `(1 << (x - lo)) & mask` per target;
//! - otherwise the range stands alone (one compare: `x == c`, or
//!   `x - lo <=u hi - lo`).
//!
//! A list of at most [`LINEAR_MAX`] clusters is tested one after the other;
//! longer lists are split at the middle cluster with `x <u pivot`. The
//! search knows the interval the selector lies in, so a cluster the search
//! alone has isolated needs no range check of its own.
//!
//! A jump table becomes the one `switch` that is legal core IR
//! ([`is_legal_switch`]): an `i32` selector `x - lo` (`x` itself when `lo`
//! is at most [`MAX_TABLE_BIAS`]: the table then starts at 0 and the values
//! below `lo` go to the default), cases exactly
//! `0..N` with every hole an explicit case to the old default, and as
//! default a new block holding only `unreachable` (the range check before
//! it, or the search, keeps other values away). Lowering emits the table.

use super::LegalizeReport;
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::types::{Ty, TyData, TypeStore};

/// The most clusters tested in a chain rather than split.
pub const LINEAR_MAX: usize = 3;
/// The fewest case values a jump table holds (LLVM's
/// `-min-jump-table-entries`, which is 4 by default): on Cpu0 a table's
/// dispatch costs about 10 instructions (range check, address, `shl`,
/// `addu`, `ld`, `jr` and its slot) and a level of the search about 3, so
/// a table pays from about 8 cases (measured on tests/programs: with 4,
/// the runtime's printf dispatch over 7 letters became a table and every
/// `printf` call ran 10 instructions more).
pub const MIN_TABLE_CASES: u64 = 8;
/// The least share of a jump table's entries that are case values.
pub const MIN_DENSITY_PERCENT: u64 = 40;
/// The most entries of a jump table (the largest legal `switch`).
pub const MAX_TABLE: u64 = 4096;
/// The most default entries a jump table starts with so that its index is
/// the selector itself: a table over `lo..=hi` with `lo` at most this
/// starts at 0 (the subtraction of `lo` costs an instruction per dispatch,
/// the entries a word each).
pub const MAX_TABLE_BIAS: u64 = 16;
/// Bit tests cover fewer values than this (bits of a register).
const BIT_TEST_SPAN: u64 = 32;

/// A run of case values `lo..=hi` going to `dest`.
#[derive(Clone, Debug, PartialEq)]
pub struct Range {
    /// The first value.
    pub lo: u64,
    /// The last value.
    pub hi: u64,
    /// Where the values go.
    pub dest: BlockCall,
}

/// A group of ranges tested together.
#[derive(Clone, Debug, PartialEq)]
pub enum Cluster {
    /// One range, one compare.
    Range(Range),
    /// A jump table over `lo..=hi` (holes go to the default).
    Table {
        /// The first value.
        lo: u64,
        /// The last value.
        hi: u64,
        /// The ranges inside.
        ranges: Vec<Range>,
    },
    /// Bit tests over `lo..=hi`: for each target, the mask of `x - lo`
    /// values that go there (holes go to the default).
    Bits {
        /// The first value.
        lo: u64,
        /// The last value.
        hi: u64,
        /// Target and mask, most values first.
        groups: Vec<(BlockCall, u32)>,
    },
}

impl Cluster {
    /// The values the cluster covers.
    pub fn bounds(&self) -> (u64, u64) {
        match self {
            Cluster::Range(r) => (r.lo, r.hi),
            Cluster::Table { lo, hi, .. } | Cluster::Bits { lo, hi, .. } => (*lo, *hi),
        }
    }
}

/// Sorts the cases and merges consecutive values with the same target.
pub fn ranges(cases: &[(u64, BlockCall)]) -> Vec<Range> {
    let mut sorted: Vec<&(u64, BlockCall)> = cases.iter().collect();
    sorted.sort_by_key(|c| c.0);
    let mut out: Vec<Range> = Vec::new();
    for (v, dest) in sorted {
        if let Some(last) = out.last_mut()
            && last.hi.checked_add(1) == Some(*v)
            && last.dest == *dest
        {
            last.hi = *v;
            continue;
        }
        out.push(Range {
            lo: *v,
            hi: *v,
            dest: dest.clone(),
        });
    }
    out
}

/// How many ranges from the first form a jump table, if any (the most).
fn table_len(ranges: &[Range]) -> Option<usize> {
    let lo = ranges.first()?.lo;
    let mut best = None;
    let mut cases = 0u64;
    for (k, r) in ranges.iter().enumerate() {
        let span = (r.hi - lo).saturating_add(1);
        if span > MAX_TABLE {
            break;
        }
        cases += r.hi - r.lo + 1;
        if cases >= MIN_TABLE_CASES && cases * 100 >= span * MIN_DENSITY_PERCENT {
            best = Some(k + 1);
        }
    }
    best
}

/// The value a jump table over `lo..=hi` starts at: 0 when `lo` is at
/// most [`MAX_TABLE_BIAS`] (the entries below `lo` go to the default), so
/// that neither the range check nor the dispatch subtracts `lo`; else `lo`.
fn table_base(lo: u64, hi: u64) -> u64 {
    if lo <= MAX_TABLE_BIAS && hi < MAX_TABLE {
        0
    } else {
        lo
    }
}

/// Compares a chain of single ranges needs (1 per value, 2 per range).
fn compares(ranges: &[Range]) -> usize {
    ranges
        .iter()
        .map(|r| if r.lo == r.hi { 1 } else { 2 })
        .sum()
}

/// How many ranges from the first form a bit test worth making, if any.
fn bits_len(ranges: &[Range]) -> Option<usize> {
    let lo = ranges.first()?.lo;
    let mut best = None;
    let mut dests: Vec<&BlockCall> = Vec::new();
    for (k, r) in ranges.iter().enumerate() {
        if r.hi - lo >= BIT_TEST_SPAN {
            break;
        }
        if !dests.contains(&&r.dest) {
            dests.push(&r.dest);
        }
        let cmps = compares(&ranges[..=k]);
        let pays = match dests.len() {
            1 => cmps >= 3,
            2 => cmps >= 5,
            3 => cmps >= 6,
            _ => break,
        };
        if pays {
            best = Some(k + 1);
        }
    }
    best
}

/// The bit-test cluster of `ranges` (spanning fewer than 32 values).
fn bits_cluster(ranges: &[Range]) -> Cluster {
    let lo = ranges[0].lo;
    let hi = ranges[ranges.len() - 1].hi;
    let mut groups: Vec<(BlockCall, u32)> = Vec::new();
    for r in ranges {
        let mask = (r.lo - lo..=r.hi - lo).fold(0u32, |m, b| m | (1u32 << b));
        match groups.iter_mut().find(|g| g.0 == r.dest) {
            Some(g) => g.1 |= mask,
            None => groups.push((r.dest.clone(), mask)),
        }
    }
    groups.sort_by_key(|g| std::cmp::Reverse(g.1.count_ones()));
    Cluster::Bits { lo, hi, groups }
}

/// Groups sorted, merged `ranges` into clusters (module docs).
pub fn clusters(ranges: &[Range]) -> Vec<Cluster> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < ranges.len() {
        let rest = &ranges[i..];
        if let Some(n) = table_len(rest) {
            out.push(Cluster::Table {
                lo: rest[0].lo,
                hi: rest[n - 1].hi,
                ranges: rest[..n].to_vec(),
            });
            i += n;
        } else if let Some(n) = bits_len(rest) {
            out.push(bits_cluster(&rest[..n]));
            i += n;
        } else {
            out.push(Cluster::Range(rest[0].clone()));
            i += 1;
        }
    }
    out
}

/// Whether `data` is a `switch` lowering can take (legal core IR): an
/// integer selector of at most 32 bits, case values below `MAX_TABLE`
/// filling at least `MIN_DENSITY_PERCENT` of `0..=max`.
pub fn is_legal_switch(types: &TypeStore, f: &Function, data: &InstData) -> bool {
    let InstData::Switch { cond, cases, .. } = data else {
        return false;
    };
    let narrow =
        matches!(types.kind(types.resolve(f.value_type(*cond))), TyData::Int(w) if *w <= 32);
    let max = cases.iter().map(|c| c.0).max().unwrap_or(0);
    narrow && max < MAX_TABLE && (cases.len() as u64) * 100 >= (max + 1) * MIN_DENSITY_PERCENT
}

/// Whether `data` is a `switch` this job made (so running it again leaves
/// it): legal, at least [`MIN_TABLE_CASES`] cases exactly `0..N`, and a
/// default block holding only `unreachable`.
fn is_table_form(types: &TypeStore, f: &Function, data: &InstData) -> bool {
    let InstData::Switch { default, cases, .. } = data else {
        return false;
    };
    let trap = f.blocks[default.block].insts.as_slice();
    is_legal_switch(types, f, data)
        && cases.len() as u64 >= MIN_TABLE_CASES
        && cases.iter().enumerate().all(|(k, c)| c.0 == k as u64)
        && matches!(trap, [i] if matches!(f.insts[*i], InstData::Unreachable))
}

/// Lowers every `switch` of function `f` not in the form it makes.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
) -> Result<(), Vec<Diagnostic>> {
    let Module { types, funcs, .. } = module;
    let Some(body) = funcs[f].body.as_mut() else {
        return Ok(());
    };
    report.switches_lowered += lower_switches(types, body);
    Ok(())
}

/// Lowers every `switch` of `body` not in the form this job makes (see the
/// module documentation); returns how many. The mid-end calls it on the
/// `switch`es it forms, so that its output stays legal.
pub fn lower_switches(types: &TypeStore, body: &mut Function) -> usize {
    let mut lowered = 0;
    for b in body.layout.clone() {
        let Some(term) = body.terminator(b) else {
            continue;
        };
        if is_table_form(types, body, &body.insts[term]) {
            continue;
        }
        let InstData::Switch {
            cond,
            default,
            cases,
        } = body.insts[term].clone()
        else {
            continue;
        };
        body.blocks[b].insts.pop();
        let loc = body.locs[term];
        let ty = body.value_type(cond);
        let bits = match types.kind(types.resolve(ty)) {
            TyData::Int(w) => *w,
            _ => 64,
        };
        let mut lower = Lower {
            f: body,
            types,
            cond,
            default,
            loc,
            after: b,
            bits,
        };
        let max = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        lower.search(b, &clusters(&ranges(&cases)), (0, max));
        lowered += 1;
    }
    lowered
}

/// The state of lowering one `switch`.
struct Lower<'a> {
    f: &'a mut Function,
    types: &'a TypeStore,
    cond: Value,
    default: BlockCall,
    loc: SrcLoc,
    /// The block new blocks are placed after (keeps the search together).
    after: Block,
    /// The selector's width.
    bits: u32,
}

impl Lower<'_> {
    /// A new block placed after the previous new one.
    fn new_block(&mut self) -> Block {
        let b = self.f.blocks.push(BlockData::default());
        let at = self
            .f
            .layout
            .iter()
            .position(|&x| x == self.after)
            .map_or(self.f.layout.len(), |p| p + 1);
        self.f.layout.insert(at, b);
        self.after = b;
        b
    }

    fn append(&mut self, b: Block, data: InstData, ty: Option<Ty>) -> Value {
        let i = self.f.append_inst(b, data, ty, self.loc);
        self.f
            .inst_result(i)
            .unwrap_or_else(|| unreachable!("typed result"))
    }

    fn terminate(&mut self, b: Block, data: InstData) {
        self.f.append_inst(b, data, None, self.loc);
    }

    /// The constant `v` of the selector's type.
    fn k(&mut self, v: u64) -> Value {
        let ty = self.f.value_type(self.cond);
        self.f.iconst(self.types, ty, v)
    }

    fn icmp(&mut self, b: Block, cc: IntCC, args: [Value; 2]) -> Value {
        self.append(b, InstData::Icmp { cc, args }, Some(Ty::I1))
    }

    /// `x - lo` in the selector's type (`x` itself when `lo` is 0).
    fn offset(&mut self, b: Block, lo: u64) -> Value {
        if lo == 0 {
            return self.cond;
        }
        let ty = self.f.value_type(self.cond);
        let args = [self.cond, self.k(lo)];
        let flags = BinFlags::default();
        let sub = InstData::Binary {
            op: BinOp::Sub,
            args,
            flags,
        };
        self.append(b, sub, Some(ty))
    }

    /// `v` (at most `MAX_TABLE` in value) as an `i32`.
    fn as_index(&mut self, b: Block, v: Value) -> Value {
        let op = match self.bits.cmp(&32) {
            std::cmp::Ordering::Equal => return v,
            std::cmp::Ordering::Less => CastOp::Zext,
            std::cmp::Ordering::Greater => CastOp::Trunc,
        };
        self.append(b, InstData::Cast { op, arg: v }, Some(Ty::I32))
    }

    /// Ends `b` with the search over `clusters`; the selector lies in
    /// `known` (inclusive) and in none of the clusters outside the list.
    fn search(&mut self, b: Block, clusters: &[Cluster], known: (u64, u64)) {
        if clusters.len() <= LINEAR_MAX {
            self.chain(b, clusters, known);
            return;
        }
        let mid = clusters.len() / 2;
        let pivot_value = clusters[mid].bounds().0;
        let pivot = self.k(pivot_value);
        let c = self.icmp(b, IntCC::Ult, [self.cond, pivot]);
        let left = self.new_block();
        let right = self.new_block();
        self.terminate(
            b,
            InstData::Branch {
                cond: c,
                then_dest: BlockCall::new(left),
                else_dest: BlockCall::new(right),
            },
        );
        self.search(left, &clusters[..mid], (known.0, pivot_value - 1));
        self.search(right, &clusters[mid..], (pivot_value, known.1));
    }

    /// Ends `b` with one test per cluster, then the default.
    fn chain(&mut self, mut b: Block, clusters: &[Cluster], known: (u64, u64)) {
        if clusters.is_empty() {
            let dest = self.default.clone();
            self.terminate(b, InstData::Jump { dest });
            return;
        }
        for (k, c) in clusters.iter().enumerate() {
            let last = k + 1 == clusters.len();
            // The only cluster left in exactly the interval it covers.
            let exact = clusters.len() == 1 && c.bounds() == known;
            let else_dest = if last {
                self.default.clone()
            } else {
                BlockCall::new(self.new_block())
            };
            let next = else_dest.block;
            match c {
                Cluster::Range(r) => self.range_test(b, r, else_dest),
                Cluster::Table { lo, hi, ranges } => {
                    let base = table_base(*lo, *hi);
                    let exact = clusters.len() == 1 && known.0 >= base && known.1 <= *hi;
                    let (body, d) = self.guard(b, (base, *hi), exact, else_dest);
                    self.table(body, d, base, *hi, ranges);
                }
                Cluster::Bits { lo, hi, groups } => {
                    let (body, d) = self.guard(b, (*lo, *hi), exact, else_dest);
                    self.bit_tests(body, d, *lo, *hi, groups);
                }
            }
            b = next;
        }
    }

    /// Ends `b` with a branch to `r.dest` when the selector is in `r`,
    /// else to `else_dest`.
    fn range_test(&mut self, b: Block, r: &Range, else_dest: BlockCall) {
        let c = if r.lo == r.hi {
            let k = self.k(r.lo);
            self.icmp(b, IntCC::Eq, [self.cond, k])
        } else {
            let d = self.offset(b, r.lo);
            let span = self.k(r.hi - r.lo);
            self.icmp(b, IntCC::Ule, [d, span])
        };
        self.terminate(
            b,
            InstData::Branch {
                cond: c,
                then_dest: r.dest.clone(),
                else_dest,
            },
        );
    }

    /// The block where the selector is known to be in `base..=hi`, and the
    /// selector minus `base` (computed once, in `b`, for the range check
    /// and the dispatch both): `b` itself when `exact`, else a new block
    /// `b` branches to after the range check `x - base <=u hi - base`.
    fn guard(
        &mut self,
        b: Block,
        (base, hi): (u64, u64),
        exact: bool,
        else_dest: BlockCall,
    ) -> (Block, Value) {
        let d = self.offset(b, base);
        if exact {
            return (b, d);
        }
        let body = self.new_block();
        let span = self.k(hi - base);
        let c = self.icmp(b, IntCC::Ule, [d, span]);
        self.terminate(
            b,
            InstData::Branch {
                cond: c,
                then_dest: BlockCall::new(body),
                else_dest,
            },
        );
        (body, d)
    }

    /// Ends `b` (where `d`, the selector minus `base`, is at most `hi -
    /// base`) with the legal `switch` on `d` over the table of `ranges`;
    /// the entries below the first range go to the default.
    fn table(&mut self, b: Block, d: Value, base: u64, hi: u64, ranges: &[Range]) {
        let d = self.as_index(b, d);
        let trap = self.new_block();
        self.terminate(trap, InstData::Unreachable);
        let mut cases = Vec::with_capacity((hi - base + 1) as usize);
        let mut at = base;
        for r in ranges {
            cases.extend((at..r.lo).map(|v| (v - base, self.default.clone())));
            cases.extend((r.lo..=r.hi).map(|v| (v - base, r.dest.clone())));
            at = r.hi + 1;
        }
        let default = BlockCall::new(trap);
        self.terminate(
            b,
            InstData::Switch {
                cond: d,
                default,
                cases,
            },
        );
    }

    /// Ends `b` (where `d`, the selector minus `lo`, is at most `hi - lo`,
    /// a span below 32) with a test of `1 << d` against each group's mask.
    fn bit_tests(&mut self, mut b: Block, d: Value, lo: u64, hi: u64, groups: &[(BlockCall, u32)]) {
        let d = self.as_index(b, d);
        let one = self.f.iconst(self.types, Ty::I32, 1);
        let flags = BinFlags::default();
        let shl = InstData::Binary {
            op: BinOp::Shl,
            args: [one, d],
            flags,
        };
        let bit = self.append(b, shl, Some(Ty::I32));
        let full = if hi - lo == 31 {
            u32::MAX
        } else {
            (1u32 << (hi - lo + 1)) - 1
        };
        let covered = groups.iter().fold(0u32, |m, g| m | g.1);
        for (k, (dest, mask)) in groups.iter().enumerate() {
            let last = k + 1 == groups.len();
            if last && covered == full {
                self.terminate(b, InstData::Jump { dest: dest.clone() });
                return;
            }
            let m = self.f.iconst(self.types, Ty::I32, u64::from(*mask));
            let and = InstData::Binary {
                op: BinOp::And,
                args: [bit, m],
                flags,
            };
            let t = self.append(b, and, Some(Ty::I32));
            let zero = self.f.iconst(self.types, Ty::I32, 0);
            let c = self.icmp(b, IntCC::Ne, [t, zero]);
            let else_dest = if last {
                self.default.clone()
            } else {
                BlockCall::new(self.new_block())
            };
            let next = else_dest.block;
            self.terminate(
                b,
                InstData::Branch {
                    cond: c,
                    then_dest: dest.clone(),
                    else_dest,
                },
            );
            b = next;
        }
    }
}
