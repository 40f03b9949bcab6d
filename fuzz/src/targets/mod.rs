//! The fuzz targets: how each makes an input and what it does with one.
//!
//! Each target's `run` returns a [`Verdict`]: the input was accepted (it
//! went all the way through), rejected with a clean error, or showed a
//! mismatch (two stages that must agree did not). Panics and hangs are the
//! runner's business ([`crate::runner`]). Every bound that keeps an input
//! finite (interpreter steps, simulator steps) is a constant here.

mod binary;
mod compile;
mod frontend;
mod jit;
mod roundtrip;

use crate::Rng;
use crate::case::{Case, Machine};
use crate::corpus::Corpus;
use std::fmt;

/// IR instructions the interpreter may execute per run.
pub const INTERP_STEPS: u64 = 2_000_000;
/// Instructions the simulator may execute per run of a compiled program.
pub const SIM_STEPS: u64 = 20_000_000;
/// Instructions the simulator may execute per run of a mutated object or
/// executable (mutated code often loops forever; the seed programs need
/// far fewer).
pub const BINARY_SIM_STEPS: u64 = 2_000_000;

/// A fuzz target.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    /// Parse + verify of mutated `.ll` text; what verifies is printed (and
    /// must parse again) and compiled at -O0 and -O2.
    Parse = 1,
    /// The interpreter, bounded, on mutated programs that verify.
    Interp = 2,
    /// -O0 and -O2 compilation of everything that verifies; generated
    /// programs run on the interpreter and, compiled, on the simulator, and
    /// all three must agree.
    Compile = 3,
    /// The assembler on mutated assembly; what assembles is written as ELF,
    /// listed, linked and run.
    Asm = 4,
    /// The ELF reader, `objdump`, DWARF reading, the linker and the
    /// simulator on mutated objects.
    Object = 5,
    /// The ELF reader, `objdump`, DWARF reading and the simulator on
    /// mutated executables.
    Exec = 6,
    /// The JIT API on random sequences of `add_ir`, `call` and
    /// redefinition, checked against the interpreter.
    Jit = 7,
}

/// What a target made of an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It went all the way through.
    Accepted,
    /// A stage rejected it with an error (the first line of the error).
    Rejected(String),
    /// Two stages that must agree did not (or a stage reported an internal
    /// error on valid input): what differed.
    Mismatch(String),
}

impl Verdict {
    /// A rejection by `error`, keeping its first line.
    pub fn rejected(error: impl fmt::Display) -> Verdict {
        let text = error.to_string();
        Verdict::Rejected(text.lines().next().unwrap_or("").to_string())
    }
}

impl Target {
    /// Every target, in the order `--target all` runs them.
    pub const ALL: [Target; 7] = [
        Target::Parse,
        Target::Interp,
        Target::Compile,
        Target::Asm,
        Target::Object,
        Target::Exec,
        Target::Jit,
    ];

    /// The name on the command line and of its reproducer directory.
    pub fn name(self) -> &'static str {
        match self {
            Target::Parse => "parse",
            Target::Interp => "interp",
            Target::Compile => "compile",
            Target::Asm => "asm",
            Target::Object => "object",
            Target::Exec => "exec",
            Target::Jit => "jit",
        }
    }

    /// The target called `name`.
    pub fn from_name(name: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The extension of its reproducer files.
    pub fn extension(self) -> &'static str {
        match self {
            Target::Parse | Target::Interp | Target::Compile => "ll",
            Target::Asm => "s",
            Target::Object => "o",
            Target::Exec => "elf",
            Target::Jit => "jit",
        }
    }

    /// Makes an input for `machine`: its bytes, and whether it is a
    /// program free of undefined behaviour.
    pub fn generate(self, corpus: &Corpus, rng: &mut Rng, machine: Machine) -> (Vec<u8>, bool) {
        match self {
            Target::Parse => (frontend::generate_parse(corpus, rng).into_bytes(), false),
            Target::Interp => (frontend::generate_interp(corpus, rng).into_bytes(), false),
            Target::Compile => compile::generate(corpus, rng),
            Target::Asm => (binary::generate_asm(corpus, rng).into_bytes(), false),
            Target::Object => (binary::generate_object(corpus, rng), false),
            Target::Exec => (binary::generate_exec(corpus, rng), false),
            Target::Jit => (jit::generate(rng, machine).into_bytes(), false),
        }
    }

    /// Runs `case` through this target.
    pub fn run(self, case: &Case) -> Verdict {
        match self {
            Target::Parse => frontend::run_parse(case),
            Target::Interp => frontend::run_interp(case),
            Target::Compile => compile::run(case),
            Target::Asm => binary::run_asm(case),
            Target::Object => binary::run_object(case),
            Target::Exec => binary::run_exec(case),
            Target::Jit => jit::run(case),
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `argv[1..]` from a program's `; args:` header.
fn header_args(text: &str) -> Vec<String> {
    text.lines()
        .find_map(|line| line.trim_start().strip_prefix("; args:"))
        .map(|a| a.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

/// A random generator configuration, from tiny programs to the default
/// size, so that inputs stay fast and shapes vary.
fn random_config(rng: &mut Rng) -> egret_testgen::GenConfig {
    let budget = *rng.pick(&[200, 1_000, 5_000, 20_000]);
    egret_testgen::GenConfig {
        functions: rng.range(0, 5) as usize,
        max_params: rng.range(0, 12) as usize,
        block_statements: rng.range(1, 14) as usize,
        max_depth: rng.range(0, 3) as usize,
        max_trip: rng.range(1, 12) as u32,
        globals: rng.range(0, 5) as usize,
        function_budget: budget / 8 + 10,
        main_budget: budget,
        floats: false,
    }
}
