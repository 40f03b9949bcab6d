//! The `parse` and `interp` targets.

use super::{INTERP_STEPS, Verdict, header_args, random_config};
use crate::Rng;
use crate::case::Case;
use crate::corpus::Corpus;
use crate::mutate::{mutate_text, tweak_text};
use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::llvmlite::printer::{print_module, print_module_llvm};
use egret::llvmlite::{Endian as IrEndian, Module};
use egret::{OptLevel, Options};

/// The name inputs are parsed under (diagnostics name it).
pub(super) const FILE: &str = "fuzz.ll";

/// A few corpus programs to splice tokens and lines from.
fn donors<'c>(corpus: &'c Corpus, rng: &mut Rng) -> Vec<&'c str> {
    (0..3)
        .map(|_| {
            if rng.chance(75) {
                rng.pick(&corpus.programs).text.as_str()
            } else {
                rng.pick(&corpus.malformed).text.as_str()
            }
        })
        .collect()
}

/// A program to start from: a corpus program, a malformed one or a
/// generated one.
fn base_program(corpus: &Corpus, rng: &mut Rng) -> String {
    match rng.below(20) {
        0..=10 => rng.pick(&corpus.programs).text.clone(),
        11..=14 if !corpus.malformed.is_empty() => rng.pick(&corpus.malformed).text.clone(),
        _ => {
            let cfg = random_config(rng);
            egret_testgen::generate(rng.next_u64(), &cfg)
        }
    }
}

/// Mutated `.ll` text for the parser.
pub(super) fn generate_parse(corpus: &Corpus, rng: &mut Rng) -> String {
    let base = base_program(corpus, rng);
    let donors = donors(corpus, rng);
    mutate_text(rng, &base, &donors)
}

/// A program that mostly verifies: a corpus or generated program with
/// value-changing tweaks, sometimes a blunt mutation.
pub(super) fn generate_interp(corpus: &Corpus, rng: &mut Rng) -> String {
    let base = if rng.chance(50) {
        rng.pick(&corpus.programs).text.clone()
    } else {
        let cfg = random_config(rng);
        egret_testgen::generate(rng.next_u64(), &cfg)
    };
    if rng.chance(10) {
        let donors = donors(corpus, rng);
        mutate_text(rng, &base, &donors)
    } else {
        tweak_text(rng, &base)
    }
}

/// Parse + verify; a module that verifies is printed (both flavours), its
/// egret text must parse again and print the same, and it is compiled at
/// -O0 and -O2 for the case's machine.
pub(super) fn run_parse(case: &Case) -> Verdict {
    let text = case.text();
    let module = match egret::parse_text(FILE, &text) {
        Ok((m, _)) => m,
        Err(e) => return Verdict::rejected(e),
    };
    let _ = print_module_llvm(&module);
    let printed = print_module(&module);
    match egret::parse_text("printed.ll", &printed) {
        Ok((again, _)) if print_module(&again) == printed => {}
        Ok(_) => return Verdict::Mismatch("printing the reparsed module gives other text".into()),
        Err(e) => return Verdict::Mismatch(format!("the printed module does not parse: {e}")),
    }
    for opt in [OptLevel::O0, OptLevel::O2] {
        let opts = Options {
            opt,
            target: case.machine.target(),
            debug_info: false,
            debug_paths: Default::default(),
            check_regalloc: true,
        };
        if let Err(e) = egret::compile(&module, &opts) {
            let message = super::compile::compile_error(opt, &e);
            if message.starts_with(super::compile::INTERNAL) {
                return Verdict::Mismatch(message);
            }
            return Verdict::rejected(message);
        }
    }
    Verdict::Accepted
}

/// The interpreter's configuration for `case` (its machine's byte order,
/// bounded steps, the program's `; args:` header as `argv`).
pub(super) fn interp_config(case: &Case, text: &str) -> InterpConfig {
    let mut args = vec![FILE.to_string()];
    args.extend(header_args(text));
    InterpConfig {
        endian: match case.machine.endian {
            egret::cpu0::isa::Endian::Big => IrEndian::Big,
            egret::cpu0::isa::Endian::Little => IrEndian::Little,
        },
        step_limit: INTERP_STEPS,
        args,
        ..InterpConfig::default()
    }
}

/// Parses `case` as IR.
pub(super) fn parse(case: &Case) -> Result<(Module, String), Verdict> {
    let text = case.text();
    match egret::parse_text(FILE, &text) {
        Ok((m, _)) => Ok((m, text)),
        Err(e) => Err(Verdict::rejected(e)),
    }
}

/// Parse, verify and interpret (bounded); errors are rendered against the
/// source as the CLI does.
pub(super) fn run_interp(case: &Case) -> Verdict {
    let (module, text) = match parse(case) {
        Ok(m) => m,
        Err(v) => return v,
    };
    match run_main(&module, &interp_config(case, &text)) {
        Ok(_) => Verdict::Accepted,
        Err(e) => Verdict::rejected(e.render(&module)),
    }
}
