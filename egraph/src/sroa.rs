//! Scalar replacement of aggregates: splits a small stack object that is
//! only ever read and written at constant offsets into one `alloca` per
//! accessed piece, and promotes the pieces to SSA values with
//! [`crate::mem2reg`].
//!
//! Front ends keep every local in an `alloca`, small arrays and structs
//! included; [`crate::mem2reg`] promotes only single scalars, and memory
//! forwarding ([`crate::memopt`]) does not carry values around loops. An
//! aggregate qualifies when its address is used only to compute addresses
//! at constant offsets (`getelementptr` with constant indices, bitcasts) and
//! those addresses only as the address operand of loads and stores of
//! integers or pointers. The accesses must tile the object: every access at
//! one offset has one type, and accesses at different offsets do not
//! overlap. Each offset then becomes its own scalar `alloca`, placed where
//! the aggregate was, and every access goes to it directly. Bytes no access
//! touches are never read, so nothing else needs a home; a piece read
//! before any store reads `undef`, as the uninitialised aggregate would.
//!
//! The pass then promotes the pieces and the scalar locals with
//! [`crate::mem2reg`]: after inlining, a local whose address a callee took
//! is one. A scalar that a loop touches only on a path not run on every
//! iteration stays in memory, where only that path pays for it, rather
//! than taking a register across the whole loop.
//!
//! Small `llvm.memcpy`/`llvm.memset` of a local are already loads and stores
//! here (the legalizer inlines them), so copies of whole small structs split
//! too. An array indexed by a variable stays in memory; once unrolling has
//! made its indices constant, a later run of this pass splits it.

use crate::cfg;
use crate::mem2reg;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::layout::{gep_const_offset, size_of, store_size};
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{CastOp, Function, Inst, InstData, Ty, TypeStore, Value};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The largest aggregate split, in bytes.
pub const MAX_BYTES: u64 = 128;

/// The most pieces an aggregate is split into (each may take a register).
pub const MAX_PIECES: usize = 16;

/// The most 32-bit words the pieces of one aggregate may hold together: an
/// `i64` piece takes two registers. A `[16 x i64]` work vector split into
/// 32 values spills around the loop that uses it (bm_blake2b +6% executed
/// instructions once unrolling made all its indices constant).
pub const MAX_WORDS: u64 = 16;

/// Splits every qualifying aggregate `alloca` of `f` and promotes the
/// pieces and every other promotable scalar to SSA values (after inlining,
/// a local whose address was a callee's argument is one). Returns whether
/// anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    let pieces = split_into_pieces(f, types);
    let dt = DomTree::compute(f);
    let li = LoopInfo::compute(f, &dt);
    let promoted = mem2reg::run_where(f, types, |f, addr| {
        pieces.contains(&addr) || accessed_every_iteration(f, &dt, &li, addr)
    });
    promoted || !pieces.is_empty()
}

/// Whether every loop that accesses the stack slot `addr` does so in a
/// block that runs on each of its iterations (one that dominates all of
/// the loop's latches). A value promoted to SSA form takes a register
/// across the whole loop; one only touched on a rare path (a first match
/// recorded in a search loop) costs less left in memory, where only that
/// path pays (measured: bm_strsearch +16% when promoted, its hot loop
/// spilled).
fn accessed_every_iteration(f: &Function, dt: &DomTree, li: &LoopInfo, addr: Value) -> bool {
    let mut blocks: Vec<egret_llvmlite::Block> = Vec::new();
    for &b in &f.layout {
        let touches = f.blocks[b].insts.iter().any(|&i| match &f.insts[i] {
            InstData::Load { ptr, .. } | InstData::Store { ptr, .. } => *ptr == addr,
            _ => false,
        });
        if touches {
            blocks.push(b);
        }
    }
    blocks.iter().all(|&b| {
        let Some(l) = li.innermost[b] else {
            return true;
        };
        let lp = &li.loops[l];
        blocks.iter().any(|&a| {
            lp.blocks.contains(a) && lp.latches.iter().all(|&latch| dt.dominates(a, latch))
        })
    })
}

/// Splits every qualifying aggregate into scalar `alloca`s (without
/// promoting them). Returns whether anything was split.
pub fn split(f: &mut Function, types: &TypeStore) -> bool {
    !split_into_pieces(f, types).is_empty()
}

/// [`split`], returning the addresses of the new pieces.
fn split_into_pieces(f: &mut Function, types: &TypeStore) -> HashSet<Value> {
    cfg::remove_unreachable(f);
    let mut objects = find_candidates(f, types);
    let mut pieces = HashSet::default();
    if objects.is_empty() {
        return pieces;
    }
    let derived = scan_uses(f, types, &mut objects);
    for obj in &mut objects {
        if obj.ok && tile(obj, types) {
            pieces.extend(rewrite(f, obj, &derived));
        }
    }
    if !pieces.is_empty() {
        f.rebuild_inst_blocks();
    }
    pieces
}

/// One access of an aggregate: the load or store, its offset and type.
#[derive(Clone, Copy, Debug)]
struct Access {
    inst: Inst,
    offset: i64,
    ty: Ty,
}

/// A candidate aggregate and what is known of its uses.
#[derive(Debug)]
struct Object {
    /// The `alloca`.
    alloca: Inst,
    /// Its size in bytes.
    size: u64,
    /// Whether every use seen so far allows splitting.
    ok: bool,
    /// Its loads and stores.
    accesses: Vec<Access>,
    /// The pieces after [`tile`]: offset and type, by increasing offset.
    pieces: Vec<(i64, Ty)>,
}

/// The single-element allocas of non-scalar type small enough to split.
fn find_candidates(f: &Function, types: &TypeStore) -> Vec<Object> {
    let mut out = Vec::new();
    for (_, i) in cfg::placed_insts(f) {
        if let InstData::Alloca { ty, count } = &f.insts[i] {
            let single = count.is_none_or(|c| f.const_value(c) == Some(1));
            let size = size_of(types, *ty);
            if single && !types.is_simple(*ty) && size > 0 && size <= MAX_BYTES {
                out.push(Object {
                    alloca: i,
                    size,
                    ok: true,
                    accesses: Vec::new(),
                    pieces: Vec::new(),
                });
            }
        }
    }
    out
}

/// Walks the function in dominance order, following the addresses derived
/// from each candidate. Records the accesses and clears `ok` of a candidate
/// whose address escapes or is offset by a variable. Returns the derived
/// addresses: object index and constant offset.
fn scan_uses(
    f: &Function,
    types: &TypeStore,
    objects: &mut [Object],
) -> HashMap<Value, (usize, i64)> {
    let mut derived: HashMap<Value, (usize, i64)> = HashMap::default();
    for (k, obj) in objects.iter().enumerate() {
        if let Some(r) = f.inst_result(obj.alloca) {
            derived.insert(r, (k, 0));
        }
    }
    let dt = DomTree::compute(f);
    for &b in dt.rpo() {
        for &i in &f.blocks[b].insts {
            let result = f.inst_result(i);
            match &f.insts[i] {
                InstData::Alloca { .. } if objects.iter().any(|o| o.alloca == i) => {}
                InstData::Cast {
                    op: CastOp::Bitcast,
                    arg,
                } if derived.contains_key(arg) => {
                    if let Some(r) = result {
                        derived.insert(r, derived[arg]);
                    }
                }
                InstData::Gep {
                    elem_ty,
                    base,
                    indices,
                    ..
                } if derived.contains_key(base) => {
                    let (k, off) = derived[base];
                    indices.iter().for_each(|&v| bad_use(&derived, objects, v));
                    match const_offset(f, types, *elem_ty, indices) {
                        Some(d) if !indices.iter().any(|v| derived.contains_key(v)) => {
                            if let Some(r) = result {
                                derived.insert(r, (k, off.wrapping_add(d)));
                            }
                        }
                        _ => objects[k].ok = false,
                    }
                }
                InstData::Load { ptr, volatile } if derived.contains_key(ptr) => {
                    let (k, offset) = derived[ptr];
                    // A volatile access keeps the whole object in memory.
                    objects[k].ok &= !*volatile;
                    let ty = result.map_or(Ty::VOID, |r| f.value_type(r));
                    objects[k].accesses.push(Access {
                        inst: i,
                        offset,
                        ty,
                    });
                }
                InstData::Store {
                    value,
                    ptr,
                    volatile,
                } if derived.contains_key(ptr) => {
                    bad_use(&derived, objects, *value);
                    let (k, offset) = derived[ptr];
                    objects[k].ok &= !*volatile;
                    let ty = f.value_type(*value);
                    objects[k].accesses.push(Access {
                        inst: i,
                        offset,
                        ty,
                    });
                }
                data => data.for_each_arg(|v| bad_use(&derived, objects, v)),
            }
        }
    }
    derived
}

/// Marks the object `v` points into, if any, as not splittable.
fn bad_use(derived: &HashMap<Value, (usize, i64)>, objects: &mut [Object], v: Value) {
    if let Some(&(k, _)) = derived.get(&v) {
        objects[k].ok = false;
    }
}

/// The byte offset of a `getelementptr` whose indices are all constants.
fn const_offset(f: &Function, types: &TypeStore, elem_ty: Ty, indices: &[Value]) -> Option<i64> {
    let consts: Option<Vec<i64>> = indices
        .iter()
        .map(|&v| {
            let c = f.const_value(v)?;
            let bits = types.int_bits(f.value_type(v))?;
            Some(egret_llvmlite::sext(c, bits))
        })
        .collect();
    gep_const_offset(types, elem_ty, &consts?).ok()
}

/// Decides the pieces of `obj` from its accesses: every access a scalar
/// inside the object, one type per offset, no two pieces overlapping, at
/// most [`MAX_PIECES`] holding at most [`MAX_WORDS`] words. Returns whether
/// the object can be split.
fn tile(obj: &mut Object, types: &TypeStore) -> bool {
    let mut by_offset: Vec<(i64, Ty)> = Vec::new();
    for a in &obj.accesses {
        if !types.is_simple(a.ty) || a.offset < 0 {
            return false;
        }
        let end = a.offset as u64 + store_size(types, a.ty);
        if end > obj.size {
            return false;
        }
        match by_offset.iter().find(|(o, _)| *o == a.offset) {
            Some(&(_, ty)) if !types.equiv(ty, a.ty) => return false,
            Some(_) => {}
            None => by_offset.push((a.offset, a.ty)),
        }
    }
    let words: u64 = by_offset
        .iter()
        .map(|&(_, ty)| store_size(types, ty).div_ceil(4))
        .sum();
    if by_offset.len() > MAX_PIECES || words > MAX_WORDS {
        return false;
    }
    by_offset.sort_by_key(|&(o, _)| o);
    let disjoint = by_offset
        .windows(2)
        .all(|w| w[0].0 as u64 + store_size(types, w[0].1) <= w[1].0 as u64);
    obj.pieces = by_offset;
    disjoint
}

/// Replaces `obj` by one scalar `alloca` per piece, placed where it was,
/// points every access at its piece and removes the aggregate and the
/// addresses derived from it. Returns the pieces' addresses.
fn rewrite(f: &mut Function, obj: &Object, derived: &HashMap<Value, (usize, i64)>) -> Vec<Value> {
    let Some(agg) = f.inst_result(obj.alloca) else {
        return Vec::new();
    };
    let Some(block) = f.inst_block[obj.alloca].expand() else {
        return Vec::new();
    };
    let ptr_ty = f.value_type(agg);
    let loc = f.locs[obj.alloca];
    let mut piece_addr: HashMap<i64, Value> = HashMap::default();
    let mut new_insts = Vec::with_capacity(obj.pieces.len());
    for &(offset, ty) in &obj.pieces {
        let i = f.make_inst(InstData::Alloca { ty, count: None }, Some(ptr_ty), loc);
        f.inst_block[i] = block.into();
        new_insts.push(i);
        if let Some(r) = f.inst_result(i) {
            piece_addr.insert(offset, r);
        }
    }
    for a in &obj.accesses {
        let addr = piece_addr[&a.offset];
        match &mut f.insts[a.inst] {
            InstData::Load { ptr, .. } | InstData::Store { ptr, .. } => *ptr = addr,
            _ => unreachable!("accesses are loads and stores"),
        }
    }
    // The aggregate's index among the candidates: any derived value of it.
    let k = derived.get(&agg).map(|&(k, _)| k);
    let insts = std::mem::take(&mut f.blocks[block].insts);
    let mut kept = Vec::with_capacity(insts.len() + new_insts.len());
    for i in insts {
        if i == obj.alloca {
            kept.extend(new_insts.iter().copied());
        } else {
            kept.push(i);
        }
    }
    f.blocks[block].insts = kept;
    // Remove the now unused address computations, in every block.
    for b in f.layout.clone() {
        let is_derived = |i: Inst| {
            f.inst_result(i)
                .and_then(|r| derived.get(&r))
                .is_some_and(|&(kk, _)| Some(kk) == k)
                && matches!(f.insts[i], InstData::Gep { .. } | InstData::Cast { .. })
        };
        let keep: Vec<Inst> = f.blocks[b]
            .insts
            .iter()
            .copied()
            .filter(|&i| !is_derived(i))
            .collect();
        f.blocks[b].insts = keep;
    }
    piece_addr.into_values().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{check_same_behaviour, run_pass, run_pass_printed};

    fn memory_ops(m: &egret_llvmlite::Module, name: &str) -> usize {
        let body = m.funcs[m.func_by_name(name).expect("function")]
            .body
            .as_ref()
            .expect("defined");
        cfg::placed_insts(body)
            .iter()
            .filter(|(_, i)| {
                matches!(
                    body.insts[*i],
                    InstData::Load { .. } | InstData::Store { .. } | InstData::Alloca { .. }
                )
            })
            .count()
    }

    /// A struct whose fields are updated in a loop, as clang -O0 writes it.
    const STRUCT_IN_LOOP: &str = "%R = type { i32, i32, i64 }
        define i32 @main() {
        entry:
          %r = alloca %R
          %lo = getelementptr %R, %R* %r, i32 0, i32 0
          store i32 100, i32* %lo
          %hi = getelementptr %R, %R* %r, i32 0, i32 1
          store i32 -100, i32* %hi
          %n = getelementptr %R, %R* %r, i32 0, i32 2
          store i64 0, i64* %n
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          %v = mul i32 %i, 7
          %w = srem i32 %v, 11
          %lo1 = getelementptr %R, %R* %r, i32 0, i32 0
          %l = load i32, i32* %lo1
          %lt = icmp slt i32 %w, %l
          %l2 = select i1 %lt, i32 %w, i32 %l
          store i32 %l2, i32* %lo1
          %h = load i32, i32* %hi
          %gt = icmp sgt i32 %w, %h
          %h2 = select i1 %gt, i32 %w, i32 %h
          store i32 %h2, i32* %hi
          %c = load i64, i64* %n
          %c1 = add i64 %c, 1
          store i64 %c1, i64* %n
          %i1 = add i32 %i, 1
          %more = icmp slt i32 %i1, 20
          br i1 %more, label %loop, label %done
        done:
          %a = load i32, i32* %lo
          %b = load i32, i32* %hi
          %cc = load i64, i64* %n
          %ct = trunc i64 %cc to i32
          %s = add i32 %a, %b
          %s2 = mul i32 %s, %ct
          ret i32 %s2
        }";

    #[test]
    fn a_struct_updated_in_a_loop_becomes_ssa_values() {
        let (after, before) = run_pass(STRUCT_IN_LOOP, |f, m| run(f, &m.types));
        assert_eq!(memory_ops(&after, "main"), 0);
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn an_array_with_constant_indices_and_bitcasts_splits() {
        let src = "define i32 @main() {
            entry:
              %a = alloca [4 x i32]
              %p0 = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 0
              store i32 5, i32* %p0
              %p3 = getelementptr [4 x i32], [4 x i32]* %a, i64 0, i64 3
              store i32 9, i32* %p3
              %b = bitcast [4 x i32]* %a to i8*
              %q = getelementptr i8, i8* %b, i32 12
              %q32 = bitcast i8* %q to i32*
              %x = load i32, i32* %q32
              %y = load i32, i32* %p0
              %z = sub i32 %x, %y
              ret i32 %z
            }";
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        assert_eq!(memory_ops(&after, "main"), 0);
        check_same_behaviour(&before, &after);
    }

    /// An `[n x i64]` local whose every element is stored and summed at
    /// constant indices.
    fn i64_array(n: usize) -> String {
        let mut body = format!("%a = alloca [{n} x i64]\n");
        for k in 0..n {
            body += &format!(
                "%p{k} = getelementptr [{n} x i64], [{n} x i64]* %a, i32 0, i32 {k}\n\
                 %m{k} = mul i64 {k}, 3\nstore i64 %m{k}, i64* %p{k}\n"
            );
        }
        body += "%s0 = load i64, i64* %p0\n";
        for k in 1..n {
            body += &format!(
                "%l{k} = load i64, i64* %p{k}\n%s{k} = add i64 %s{}, %l{k}\n",
                k - 1
            );
        }
        format!(
            "define i32 @main() {{\n{body}%r = trunc i64 %s{} to i32\nret i32 %r\n}}",
            n - 1
        )
    }

    #[test]
    fn an_aggregate_of_more_than_sixteen_words_stays_whole() {
        // Eight i64 pieces are sixteen words: split.
        let (after, before) = run_pass(&i64_array(8), |f, m| run(f, &m.types));
        assert_eq!(memory_ops(&after, "main"), 0);
        check_same_behaviour(&before, &after);
        // Nine are eighteen (nine pieces only, but two registers each).
        let (after, before) = run_pass(&i64_array(9), |f, m| run(f, &m.types));
        assert!(memory_ops(&after, "main") > 0);
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn an_uninitialised_piece_reads_undef_and_the_result_still_verifies() {
        let src = "define i32 @main() {
              %a = alloca { i32, i32 }
              %p = getelementptr { i32, i32 }, { i32, i32 }* %a, i32 0, i32 1
              store i32 4, i32* %p
              %v = load i32, i32* %p
              ret i32 %v
            }";
        let text = run_pass_printed(src, |f, m| run(f, &m.types));
        assert!(!text.contains("alloca"), "{text}");
    }

    /// A scalar local touched on every iteration is promoted; one touched
    /// only on a rare path inside the loop stays in memory.
    const SCALARS_IN_A_LOOP: &str = "define i32 @main() {
        entry:
          %state = alloca i32
          %first = alloca i32
          store i32 7, i32* %state
          store i32 -1, i32* %first
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %next ]
          %s = load i32, i32* %state
          %s1 = mul i32 %s, 1103515245
          %s2 = add i32 %s1, 12345
          store i32 %s2, i32* %state
          %b = and i32 %s2, 1024
          %hit = icmp ne i32 %b, 0
          br i1 %hit, label %found, label %next
        found:
          %f = load i32, i32* %first
          %none = icmp slt i32 %f, 0
          %f1 = select i1 %none, i32 %i, i32 %f
          store i32 %f1, i32* %first
          br label %next
        next:
          %i1 = add i32 %i, 1
          %more = icmp slt i32 %i1, 50
          br i1 %more, label %loop, label %done
        done:
          %r = load i32, i32* %first
          %t = load i32, i32* %state
          %x = xor i32 %r, %t
          ret i32 %x
        }";

    #[test]
    fn scalars_used_on_every_iteration_are_promoted_and_rare_ones_stay() {
        let (after, before) = run_pass(SCALARS_IN_A_LOOP, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &after);
        let text = egret_llvmlite::printer::print_module(&after);
        assert!(text.contains("%first = alloca i32"), "{text}");
        assert!(!text.contains("%state = alloca"), "{text}");
        // `first` keeps its entry store, rare-path load and store and the
        // load after the loop.
        assert_eq!(memory_ops(&after, "main"), 5, "{text}");
    }

    fn unchanged(src: &str) {
        let (after, _) = run_pass(src, |f, m| split(f, &m.types));
        assert_eq!(
            memory_ops(&after, "main"),
            memory_ops(&crate::testutil::parse_module(src), "main"),
            "{}",
            egret_llvmlite::printer::print_module(&after)
        );
    }

    #[test]
    fn a_variable_index_keeps_the_array_in_memory() {
        unchanged(
            "define i32 @main(i32 %k) {
               %a = alloca [4 x i32]
               %p = getelementptr [4 x i32], [4 x i32]* %a, i32 0, i32 %k
               store i32 1, i32* %p
               %q = getelementptr [4 x i32], [4 x i32]* %a, i32 0, i32 1
               %v = load i32, i32* %q
               ret i32 %v
             }",
        );
    }

    #[test]
    fn an_escaping_address_keeps_the_struct_in_memory() {
        unchanged(
            "declare void @g(i32*)
             define i32 @main() {
               %a = alloca { i32, i32 }
               %p = getelementptr { i32, i32 }, { i32, i32 }* %a, i32 0, i32 1
               store i32 1, i32* %p
               call void @g(i32* %p)
               %v = load i32, i32* %p
               ret i32 %v
             }",
        );
    }

    #[test]
    fn overlapping_accesses_keep_the_object_in_memory() {
        // A 64-bit store read back as its two words: the pieces overlap.
        unchanged(
            "define i32 @main() {
               %a = alloca { i64 }
               %p = getelementptr { i64 }, { i64 }* %a, i32 0, i32 0
               store i64 4294967297, i64* %p
               %w = bitcast i64* %p to i32*
               %q = getelementptr i32, i32* %w, i32 1
               %v = load i32, i32* %q
               ret i32 %v
             }",
        );
    }

    #[test]
    fn an_address_stored_to_memory_or_compared_escapes() {
        unchanged(
            "define i32 @main() {
               %a = alloca [2 x i32]
               %slot = alloca i32*
               %p = getelementptr [2 x i32], [2 x i32]* %a, i32 0, i32 1
               store i32* %p, i32** %slot
               store i32 3, i32* %p
               %v = load i32, i32* %p
               ret i32 %v
             }",
        );
        unchanged(
            "define i32 @main() {
               %a = alloca [2 x i32]
               %p = getelementptr [2 x i32], [2 x i32]* %a, i32 0, i32 1
               %q = getelementptr [2 x i32], [2 x i32]* %a, i32 0, i32 0
               store i32 3, i32* %p
               %c = icmp eq i32* %p, %q
               %v = load i32, i32* %p
               %z = zext i1 %c to i32
               %r = add i32 %v, %z
               ret i32 %r
             }",
        );
    }

    #[test]
    fn out_of_bounds_and_type_punned_accesses_keep_the_object_in_memory() {
        unchanged(
            "define i32 @main() {
               %a = alloca [2 x i32]
               %p = getelementptr [2 x i32], [2 x i32]* %a, i32 0, i32 2
               store i32 3, i32* %p
               %v = load i32, i32* %p
               ret i32 %v
             }",
        );
        unchanged(
            "define i32 @main() {
               %a = alloca [2 x i32]
               %p = getelementptr [2 x i32], [2 x i32]* %a, i32 0, i32 1
               store i32 3, i32* %p
               %b = bitcast i32* %p to i16*
               %v = load i16, i16* %b
               %r = sext i16 %v to i32
               ret i32 %r
             }",
        );
    }
}
