//! The egret mid-end: the -O1/-O2 optimiser that runs between parsing and
//! lowering to Cpu0.
//!
//! The design follows Cranelift's, with `egg` as the e-graph. Cheap, classic
//! passes first put the function in a shape the e-graph can work on: promote
//! locals to SSA values ([`mem2reg`]), clean the CFG ([`simplify_cfg`]), forward
//! stored values to loads ([`memopt`]), inline small functions ([`inline`]) and
//! turn tail recursion into loops ([`tailrec`]); [`narrow`] gives loop counters
//! that provably fit in 32 bits a 32-bit type. Then [`eopt`] puts every pure
//! value of the function into one e-graph, rewrites it under explicit node and
//! iteration limits with rule tables grouped by theme (constant folding by
//! analysis, algebra, strength reduction, comparisons, selects, reassociation,
//! address arithmetic, i64→i32 narrowing), extracts the cheapest form under a
//! Cpu0 cost model, and elaborates it back into the CFG with GVN, LICM and
//! placement at the first use. [`dce`] removes what became dead.
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
pub mod cfg;
pub mod dce;
pub mod eopt;
pub mod inline;
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
pub mod simplify_cfg;
pub mod tailrec;
#[cfg(test)]
mod testutil;
pub mod unroll;

pub use pipeline::{
    EGraphStats, FunctionReport, OptError, OptLevel, OptLimits, OptOptions, OptReport, PassDump,
    PassStat, optimize,
};
