//! Random LLVMlite programs for egret's differential tests.
//!
//! [`generate`] turns a seed into a complete program: a few functions with an
//! acyclic call graph and `main`, which calls each of them, prints what they
//! return, folds all global state into a checksum, prints that and returns
//! its low 32 bits. The programs exercise every integer width (`i1` to
//! `i64`), arithmetic including division and shifts, comparisons, `select`,
//! conversions, `phi`s (block parameters), if/else diamonds, counted loops
//! with early exits, stack slots and arrays, a pointer parameter aliasing
//! the caller's array, globals, and calls with many arguments.
//!
//! Each program is **well formed** (it parses and verifies, as LLVMlite and
//! as LLVM), **terminates**, and has **no undefined behaviour**, so its
//! output is fully determined. That is what makes it useful: the interpreter
//! defines the expected output, and the optimiser (original vs optimised IR)
//! and the backend (simulator vs interpreter) must reproduce it; `lli` is a
//! third opinion. How each guarantee is kept is explained in [`func`].
//!
//! With [`GenConfig::floats`] set, programs also compute with `float` and
//! `double` (see [`func::float`]): arithmetic, every `fcmp` predicate,
//! conversions to and from every integer width, `fpext`/`fptrunc`,
//! bitcasts, float `select`s and `phi`s, float stack slots and globals,
//! float parameters and results, and the float intrinsics. Without it the
//! generator draws exactly the random numbers it always drew, so every
//! integer-only seed gives the same text as before.
//!
//! The generator depends on nothing, uses its own PRNG ([`rng`]), and is
//! deterministic: one seed and one [`GenConfig`] always give the same text,
//! so a failing seed is a complete bug report.

pub mod func;
pub mod rng;
pub mod ty;

use func::{FnGen, ModuleCtx, Sig};
use rng::Rng;
use std::fmt::{self, Write as _};
use ty::{FloatTy, IntTy, c_string};

/// The shape of generated programs.
#[derive(Clone, PartialEq, Eq)]
pub struct GenConfig {
    /// Functions besides `main`.
    pub functions: usize,
    /// The most integer parameters a function takes; the first function
    /// always takes exactly this many, so every program has a call with many
    /// arguments.
    pub max_params: usize,
    /// Upper bound on the statements in a straight-line region.
    pub block_statements: usize,
    /// Deepest nesting of if/else and loops.
    pub max_depth: usize,
    /// Longest loop trip count (at most [`func::MAX_TRIP_LIMIT`]).
    pub max_trip: u32,
    /// Scalar globals (besides the two global arrays).
    pub globals: usize,
    /// Budget of each function: an upper bound on the IR instructions one
    /// call executes, callees included.
    pub function_budget: u64,
    /// Budget of `main`, likewise.
    pub main_budget: u64,
    /// Whether programs also compute with `float` and `double`.
    pub floats: bool,
}

impl GenConfig {
    /// The default shape with floating point on.
    pub fn with_floats() -> Self {
        GenConfig {
            floats: true,
            ..GenConfig::default()
        }
    }
}

/// The program header prints the configuration with this; `floats` appears
/// only when set, so integer-only programs keep their exact old text.
impl fmt::Debug for GenConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = f.debug_struct("GenConfig");
        s.field("functions", &self.functions)
            .field("max_params", &self.max_params)
            .field("block_statements", &self.block_statements)
            .field("max_depth", &self.max_depth)
            .field("max_trip", &self.max_trip)
            .field("globals", &self.globals)
            .field("function_budget", &self.function_budget)
            .field("main_budget", &self.main_budget);
        if self.floats {
            s.field("floats", &self.floats);
        }
        s.finish()
    }
}

impl Default for GenConfig {
    /// Programs of a few hundred lines that run in well under 100 000
    /// interpreted instructions.
    fn default() -> Self {
        GenConfig {
            functions: 5,
            max_params: 10,
            block_statements: 12,
            max_depth: 3,
            max_trip: 8,
            globals: 4,
            function_budget: 4_000,
            main_budget: 60_000,
            floats: false,
        }
    }
}

/// A generated program and what the generator knows about it.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The LLVMlite text.
    pub text: String,
    /// Upper bound on the IR instructions `main` executes (the generator's
    /// estimate: every instruction weighted by its loops' largest trip
    /// counts, calls by their callees' estimates).
    pub estimated_steps: u64,
}

/// The text of the program for `seed`.
pub fn generate(seed: u64, cfg: &GenConfig) -> String {
    generate_program(seed, cfg).text
}

/// The program for `seed`, with its cost estimate.
pub fn generate_program(seed: u64, cfg: &GenConfig) -> Generated {
    let mut rng = Rng::new(seed);
    let mut out = String::new();
    let _ = writeln!(out, "; generated by egret-testgen from seed {seed}");
    let _ = writeln!(out, "; {cfg:?}");
    out.push('\n');
    let scalars = globals(&mut rng, cfg, &mut out);
    let float_scalars = if cfg.floats {
        func::float::module_items(&mut rng, cfg.globals, &mut out)
    } else {
        Vec::new()
    };
    let ctx = ModuleCtx {
        scalars,
        callees: Vec::new(),
        float_scalars,
    };
    let sigs = functions(&mut rng, cfg, &ctx, &mut out);
    let estimated_steps = main(&mut rng, cfg, ctx, sigs, &mut out);
    Generated {
        text: out,
        estimated_steps,
    }
}

/// Declares `printf`, the format strings, the scalar globals and the two
/// global arrays; returns the scalars.
fn globals(rng: &mut Rng, cfg: &GenConfig, out: &mut String) -> Vec<(String, IntTy)> {
    let _ = writeln!(out, "declare i32 @printf(i8*, ...)");
    for (name, text) in [
        (func::FORMAT_VALUE, func::FORMAT_VALUE_TEXT),
        (CHECKSUM_FORMAT, CHECKSUM_TEXT),
    ] {
        let (body, len) = c_string(text);
        let _ = writeln!(out, "{name} = global [{len} x i8] c\"{body}\"");
    }
    let mut scalars = Vec::new();
    for k in 0..cfg.globals {
        let ty = IntTy::random(rng);
        let name = format!("@g{k}");
        let _ = writeln!(
            out,
            "{name} = global {} {}",
            ty.name(),
            ty.random_constant(rng)
        );
        scalars.push((name, ty));
    }
    let words: Vec<String> = (0..8)
        .map(|_| format!("i64 {}", IntTy::I64.random_constant(rng)))
        .collect();
    let _ = writeln!(
        out,
        "{} = global [8 x i64] [{}]",
        func::GLOBAL_I64_ARRAY,
        words.join(", ")
    );
    let halves: Vec<String> = (0..16)
        .map(|_| format!("i16 {}", IntTy::I16.random_constant(rng)))
        .collect();
    let _ = writeln!(
        out,
        "{} = global [16 x i16] [{}]",
        func::GLOBAL_I16_ARRAY,
        halves.join(", ")
    );
    out.push('\n');
    scalars
}

const CHECKSUM_FORMAT: &str = "@fmt.checksum";
const CHECKSUM_TEXT: &str = "checksum %lld\n";

/// Generates the functions, last first so that each knows the cost of the
/// functions it may call (those after it: the call graph is acyclic);
/// appends them in order and returns their signatures.
fn functions(rng: &mut Rng, cfg: &GenConfig, globals: &ModuleCtx, out: &mut String) -> Vec<Sig> {
    let mut sigs: Vec<Sig> = Vec::new();
    let mut texts: Vec<String> = Vec::new();
    for k in (0..cfg.functions).rev() {
        let n_params = if k == 0 {
            cfg.max_params
        } else {
            rng.range(0, cfg.max_params as u64) as usize
        };
        let params: Vec<IntTy> = (0..n_params).map(|_| IntTy::random(rng)).collect();
        let takes_ptr = rng.chance(40);
        let mut ret = if rng.chance(15) {
            None
        } else {
            Some(IntTy::random(rng))
        };
        let (fparams, fret) = if cfg.floats {
            float_signature(rng, cfg.max_params, &mut ret)
        } else {
            (Vec::new(), None)
        };
        let ctx = ModuleCtx {
            scalars: globals.scalars.clone(),
            callees: sigs.clone(),
            float_scalars: globals.float_scalars.clone(),
        };
        let mut g = FnGen::new(rng, cfg, &ctx, cfg.function_budget, false);
        let named: Vec<(String, IntTy)> = params
            .iter()
            .enumerate()
            .map(|(i, &t)| (format!("%a{i}"), t))
            .collect();
        let fnamed: Vec<(String, FloatTy)> = fparams
            .iter()
            .enumerate()
            .map(|(i, &t)| (format!("%b{i}"), t))
            .collect();
        let ptr = takes_ptr.then(|| "%p".to_string());
        g.prologue(&named, ptr.clone());
        if cfg.floats {
            g.float_prologue(&fnamed);
        }
        g.body();
        match fret {
            Some(ft) => g.return_float_accumulator(ft),
            None => g.return_accumulator(ret),
        }
        let mut list: Vec<String> = named
            .iter()
            .map(|(n, t)| format!("{} {n}", t.name()))
            .chain(fnamed.iter().map(|(n, t)| format!("{} {n}", t.name())))
            .collect();
        if let Some(p) = &ptr {
            list.push(format!("i64* {p}"));
        }
        let ret_name = fret.map_or_else(|| ret.map_or("void", IntTy::name), FloatTy::name);
        let name = format!("@f{k}");
        texts.push(g.render(&format!("define {ret_name} {name}({})", list.join(", "))));
        let cost = g.cost();
        sigs.insert(
            0,
            Sig {
                name,
                params,
                takes_ptr,
                ret,
                fparams,
                fret,
                cost,
            },
        );
    }
    for text in texts.iter().rev() {
        out.push_str(text);
        out.push('\n');
    }
    sigs
}

/// The float parameters and float result of a function of a float program:
/// up to four parameters; a float result replaces `ret` a third of the time.
fn float_signature(
    rng: &mut Rng,
    max_params: usize,
    ret: &mut Option<IntTy>,
) -> (Vec<FloatTy>, Option<FloatTy>) {
    let n = rng.range(0, max_params.min(4) as u64);
    let fparams = (0..n).map(|_| FloatTy::random(rng)).collect();
    let fret = rng.chance(35).then(|| FloatTy::random(rng));
    if fret.is_some() {
        *ret = None;
    }
    (fparams, fret)
}

/// Generates `main`; returns its cost estimate.
fn main(
    rng: &mut Rng,
    cfg: &GenConfig,
    globals: ModuleCtx,
    sigs: Vec<Sig>,
    out: &mut String,
) -> u64 {
    let ctx = ModuleCtx {
        callees: sigs,
        ..globals
    };
    let mut g = FnGen::new(rng, cfg, &ctx, cfg.main_budget, true);
    g.prologue(&[], None);
    if cfg.floats {
        g.float_prologue(&[]);
    }
    g.call_each(&ctx.callees);
    g.body();
    if cfg.floats {
        g.finish_floats();
    }
    let (_, len) = c_string(CHECKSUM_TEXT);
    g.finish_main(CHECKSUM_FORMAT, len);
    out.push_str(&g.render("define i32 @main()"));
    g.cost()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_program() {
        let cfg = GenConfig::default();
        for seed in [0, 1, 42, u64::MAX] {
            assert_eq!(generate(seed, &cfg), generate(seed, &cfg));
        }
    }

    #[test]
    fn different_seeds_give_different_programs() {
        let cfg = GenConfig::default();
        let a = generate(1, &cfg);
        let b = generate(2, &cfg);
        assert_ne!(a, b);
    }

    #[test]
    fn the_config_changes_the_program() {
        let small = GenConfig {
            functions: 2,
            ..GenConfig::default()
        };
        assert_ne!(generate(5, &small), generate(5, &GenConfig::default()));
        assert_eq!(generate(5, &small).matches("define ").count(), 3);
    }

    #[test]
    fn format_lengths_match_their_text() {
        assert_eq!(c_string(func::FORMAT_VALUE_TEXT).1, func::FORMAT_VALUE_LEN);
    }
}

#[cfg(test)]
mod shape_tests {
    use super::*;
    use std::collections::HashSet;

    /// Every `%name = ...` and every `label:` of each function is defined once.
    #[test]
    fn names_and_labels_are_defined_once() {
        let configs = [GenConfig::default(), GenConfig::with_floats()];
        for (seed, cfg) in (0..50).flat_map(|s| configs.iter().map(move |c| (s, c))) {
            let text = generate(seed, cfg);
            for func in text.split("\ndefine ").skip(1) {
                let mut seen = HashSet::new();
                for line in func.lines() {
                    let t = line.trim();
                    let def = if let Some((lhs, _)) = t.split_once(" = ") {
                        lhs.starts_with('%').then_some(lhs)
                    } else {
                        t.strip_suffix(':')
                    };
                    if let Some(name) = def {
                        assert!(
                            seen.insert(name.to_string()),
                            "seed {seed}: {name} defined twice"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_cost_estimate_stays_near_the_budget() {
        let cfg = GenConfig::default();
        for seed in 0..300 {
            let g = generate_program(seed, &cfg);
            assert!(
                g.estimated_steps <= 2 * cfg.main_budget,
                "seed {seed}: estimate {} for a budget of {}",
                g.estimated_steps,
                cfg.main_budget
            );
        }
    }

    #[test]
    fn small_and_large_configs_work() {
        let tiny = GenConfig {
            functions: 0,
            max_params: 0,
            block_statements: 1,
            max_depth: 0,
            max_trip: 1,
            globals: 0,
            function_budget: 10,
            main_budget: 10,
            floats: false,
        };
        let text = generate(9, &tiny);
        assert!(text.contains("define i32 @main()"));
        assert_eq!(text.matches("define ").count(), 1);
        let big = GenConfig {
            functions: 12,
            max_params: 16,
            max_trip: 200,
            ..GenConfig::default()
        };
        let text = generate(9, &big);
        assert_eq!(text.matches("define ").count(), 13);
        assert!(text.contains("@f0(i"), "f0 takes parameters");
    }
}
