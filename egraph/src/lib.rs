//! The egret mid-end: the -O1/-O2 optimiser that runs between parsing and
//! lowering to Cpu0.
//!
//! The design follows Cranelift's, with `egg` as the e-graph. Cheap, classic
//! passes first put the function in a shape the e-graph can work on; then
//! [`eopt`] puts every pure value of the function into one e-graph, rewrites
//! it under explicit node and iteration limits with rule tables grouped by
//! theme (constant folding by analysis, algebra, strength reduction,
//! comparisons, selects, reassociation, address arithmetic, i64→i32
//! narrowing), extracts the cheapest form under a Cpu0 cost model, and
//! elaborates it back into the CFG with GVN, LICM (into the preheaders of
//! [`loops`]) and placement at the first use. Loop passes around it use the
//! natural loops of `egret_llvmlite::loops`.
//!
//! **The passes that run**, in order, by the names `--print-after` takes
//! (a test holds these lists to the pipeline; before the first pass every
//! pointer becomes opaque, [`opaque`]):
//!
//! - -O1: `simplify-cfg`, `sroa`, `mem2reg`, `memopt`, `if-conversion`,
//!   `egraph`, `loop-exit-tests`, `switch-formation`, `simplify-cfg`, `dce`,
//!   `alloc-calls`.
//! - -O2: `simplify-cfg`, `sroa`, `mem2reg`, `memopt`, `dce`, `inline`,
//!   `narrow-arguments`, `tailrec`, `inline`, `simplify-cfg`, `sroa`, `memopt`,
//!   `egraph`, `loopeval`, `unroll`, `jump-threading`, `simplify-cfg`,
//!   `unroll`, `condition-facts`, `if-conversion`, `memopt`, `egraph`, `memopt`,
//!   `if-conversion`, `sroa`, `egraph`, `divrem-pairs`, `divconst`,
//!   `loop-exit-tests`,
//!   `pointer-induction`, `switch-formation`, `unfold-selects`, `simplify-cfg`,
//!   `dce`, `sink-to-use`, `alloc-calls`.
//!
//! What each does:
//!
//! - `simplify-cfg` ([`simplify_cfg`]): merges, threads and removes blocks;
//! - `sroa` ([`sroa`]): splits small local structs and arrays accessed at
//!   constant offsets into scalars and promotes them and the scalar locals;
//! - `mem2reg` ([`mem2reg`]): promotes locals to SSA values;
//! - `memopt` ([`memopt`]): forwards stored values to loads, removes
//!   redundant loads and dead stores (alias facts from [`alias`]);
//! - `dce` ([`dce`]): removes what became dead;
//! - `inline` ([`inline`], module-wide): inlines small functions;
//! - `narrow-arguments` ([`narrow_arguments`], module-wide, formerly
//!   `ipnarrow`): gives a function whose i64 arguments fit in 32 bits at
//!   every call a copy that takes them as i32;
//! - `tailrec` ([`tailrec`]): turns tail recursion into loops;
//! - `egraph` ([`eopt`]): one e-graph round; at -O2 it first narrows loop
//!   variables that fit in 32 bits ([`narrow`]); the value ranges of block
//!   parameters ([`ranges`]) become leaf facts of the e-graph. A round over
//!   a function nothing changed since the last is skipped. Around each
//!   round, calls of the soft-float routines are folded, merged, hoisted
//!   and deleted as the pure functions they are ([`routine_calls`]);
//! - `loopeval` ([`loopeval`]): runs loops that compute on constants only;
//! - `unroll` ([`unroll`]): unrolls counted loops fully or partially
//!   (fully also with early exits, and a nest whose inner loops start
//!   from the outer counter);
//! - `divrem-pairs` ([`divrem_pairs`]): computes an i64 remainder from the
//!   quotient of the same operands when that quotient is computed too;
//! - `divconst` ([`divconst`]): expands i64 division and remainder by
//!   constants into multiplications by reciprocals (not at -Os/-Oz);
//! - `loop-exit-tests` ([`loop_exit_tests`], formerly `latch`): tests a
//!   loop's exit on the next value of the induction variable, where the
//!   e-graph's canonical form would keep two values alive;
//! - `pointer-induction` ([`pointer_induction`], formerly `ptriv`): steps
//!   a pointer through an array instead of recomputing `a[i]`'s address;
//! - `jump-threading` ([`jump_threading`]): sends an edge that decides its
//!   target's branch straight on, through a copy of the target;
//! - `condition-facts` ([`condition_facts`]): in the blocks an edge that
//!   decides a condition dominates, the condition and a value it compares
//!   for equality become constants;
//! - `switch-formation` ([`switch_formation`]): makes a chain of compares
//!   of one value with constants a `switch`;
//! - `if-conversion` ([`if_conversion`]): a diamond or triangle that only
//!   chooses between values becomes `select`s;
//! - `unfold-selects` ([`unfold_selects`], -O2 only): the converse, a
//!   `select` with a value that costs at least three instructions only it
//!   reads becomes a branch to blocks that compute each value;
//! - `sink-to-use` ([`sink_to_use`]): moves pure instructions and loads
//!   down to their first use in the block where that cannot raise the
//!   register pressure;
//! - `alloc-calls` ([`alloc_calls`], module-wide): `calloc` of a known
//!   size calls `malloc`, and a `malloc` whose block every path writes
//!   whole before reading it calls the runtime's `malloc` that does not
//!   zero.
//!
//! The entry point is [`optimize`]; every pass is also callable on its own
//! for tests. [`optimize`] runs the per-function passes on all functions in
//! parallel (`rayon`) between the module-level steps such as inlining (see
//! its module, `pipeline`). Everything is deterministic: a function's
//! passes see only its own body and the unchanging rest of the module, no
//! wall-clock limit, no hash-map iteration order reaches the output,
//! results are gathered in module order, and optimising twice — on any
//! number of threads — prints the same IR.

pub mod alias;
pub mod alloc_calls;
pub mod cfg;
pub mod condition_facts;
pub mod counted_exits;
pub mod dce;
pub mod debug_records;
pub mod divconst;
pub mod divrem_pairs;
pub mod eopt;
pub mod if_conversion;
pub mod inline;
pub mod jump_threading;
pub mod loop_exit_tests;
pub mod loopeval;
pub mod loops;
pub mod mem2reg;
pub mod memopt;
pub mod narrow;
pub mod narrow_arguments;
pub mod opaque;
mod pipeline;
pub mod pointer_induction;
pub mod ranges;
pub mod routine_calls;
pub mod simplify_cfg;
pub mod sink_to_use;
pub mod sroa;
pub mod switch_formation;
pub mod tailrec;
#[cfg(test)]
mod testutil;
pub mod unfold_selects;
pub mod unroll;
#[cfg(test)]
mod volatile_tests;

pub use pipeline::{
    EGraphStats, FunctionReport, OptError, OptLevel, OptLimits, OptOptions, OptReport, PassDump,
    PassStat, accepts_pass_name, optimize, pass_names,
};
