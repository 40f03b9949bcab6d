//! The `compile` target: -O0 and -O2 compilation of every input that
//! verifies, and the differential check of generated programs.
//!
//! A generated program (`egret-testgen`, free of undefined behaviour) runs
//! on the interpreter and, compiled at -O0 and at -O2 for the case's
//! machine, linked with the runtime, on the simulator: `main`'s result and
//! the output must be the same all three times. Tweaked programs (which
//! may have undefined behaviour) are compiled, linked and run with a step
//! bound, and only a panic or a hang counts against them. Every compiled
//! object must also survive the text round trips of [`super::roundtrip`]
//! (`-S` output and `objdump` output reassemble to it).

use super::frontend::{interp_config, parse};
use super::roundtrip::{check_compiler_asm, check_objdump};
use super::{SIM_STEPS, Verdict, random_config};
use crate::Rng;
use crate::case::Case;
use crate::corpus::Corpus;
use crate::mutate::tweak_text;
use egret::llvmlite::Module;
use egret::llvmlite::interp::run_main;
use egret::{OptLevel, Options, RunOptions};

/// A generated program (free of undefined behaviour) or a tweaked one.
pub(super) fn generate(corpus: &Corpus, rng: &mut Rng) -> (Vec<u8>, bool) {
    let cfg = random_config(rng);
    let generated = egret_testgen::generate(rng.next_u64(), &cfg);
    if rng.chance(60) {
        return (generated.into_bytes(), true);
    }
    let base = if rng.chance(50) {
        generated
    } else {
        rng.pick(&corpus.programs).text.clone()
    };
    (tweak_text(rng, &base).into_bytes(), false)
}

/// `main`'s result and output.
type Run = (i64, Vec<u8>);

/// Compiles `module` at `opt` for the case's machine (with DWARF for
/// inputs of odd length, so that both paths are covered), links it with
/// the runtime and runs it, bounded.
fn compile_and_run(case: &Case, module: &Module, opt: OptLevel) -> Result<Run, String> {
    let opts = Options {
        opt,
        target: case.machine.target(),
        debug_info: case.data.len() % 2 == 1,
        debug_paths: Default::default(),
        check_regalloc: true,
    };
    let compiled = egret::compile(module, &opts).map_err(|e| compile_error(opt, &e))?;
    let asm = egret::lower::asm::module_to_asm(module, &compiled, opts.target);
    let roundtrip = check_compiler_asm(&asm, &compiled.object, case.machine)
        .or_else(|| check_objdump(&compiled.object, case.machine));
    if let Some(d) = roundtrip {
        return Err(format!("{INTERNAL}{opt:?}: {d}"));
    }
    let exe = egret::link_with_runtime(&[compiled.object], opts.target)
        .map_err(|e| format!("link {opt:?}: {e}"))?;
    let run_opts = RunOptions {
        max_steps: Some(SIM_STEPS),
        ..RunOptions::new(opts.target)
    };
    let args = super::frontend::interp_config(case, "").args;
    let run =
        egret::run_executable(&exe, &args, &run_opts).map_err(|e| format!("run {opt:?}: {e}"))?;
    Ok((run.ret, run.output))
}

/// Prefix of the message of a compiler error that is a bug rather than a
/// rejection of the input.
pub(super) const INTERNAL: &str = "internal error: ";

/// A compilation error's message; an internal error of the mid-end on a
/// module that verified is marked [`INTERNAL`] (the backend's internal
/// errors are panics, which the runner sees anyway).
pub(super) fn compile_error(opt: OptLevel, e: &egret::Error) -> String {
    match e {
        egret::Error::Optimize(_) => format!("{INTERNAL}compile {opt:?}: {e}"),
        _ => format!("compile {opt:?}: {e}"),
    }
}

/// Compiles and runs at -O0 and -O2; for a program free of undefined
/// behaviour, compares both with the interpreter.
pub(super) fn run(case: &Case) -> Verdict {
    let (module, text) = match parse(case) {
        Ok(m) => m,
        Err(v) => return v,
    };
    let o0 = compile_and_run(case, &module, OptLevel::O0);
    let o2 = compile_and_run(case, &module, OptLevel::O2);
    if let Some(Err(e)) = [&o0, &o2]
        .into_iter()
        .find(|r| matches!(r, Err(e) if e.starts_with(INTERNAL)))
    {
        return Verdict::Mismatch(e.clone());
    }
    if !case.ub_free {
        return match (o0, o2) {
            (Ok(_), Ok(_)) => Verdict::Accepted,
            (Err(e), _) | (_, Err(e)) => Verdict::rejected(e),
        };
    }
    let want = match run_main(&module, &interp_config(case, &text)) {
        Ok(out) => (out.ret, out.output),
        Err(e) => {
            return Verdict::Mismatch(format!(
                "the interpreter rejects a program free of undefined behaviour: {e}"
            ));
        }
    };
    for (level, got) in [("-O0", o0), ("-O2", o2)] {
        match got {
            Ok(got) if got == want => {}
            Ok(got) => return Verdict::Mismatch(difference(level, &got, &want)),
            Err(e) => return Verdict::Mismatch(format!("{level} fails where interp runs: {e}")),
        }
    }
    Verdict::Accepted
}

/// What differs between a compiled run and the interpreter's.
fn difference(level: &str, got: &Run, want: &Run) -> String {
    if got.0 != want.0 {
        return format!("{level} returns {} where interp returns {}", got.0, want.0);
    }
    let (g, w) = (
        String::from_utf8_lossy(&got.1),
        String::from_utf8_lossy(&want.1),
    );
    let line = g
        .lines()
        .zip(w.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(g.lines().count().min(w.lines().count()));
    format!(
        "{level} output differs from interp at line {}: {:?} vs {:?}",
        line + 1,
        g.lines().nth(line).unwrap_or("<end>"),
        w.lines().nth(line).unwrap_or("<end>")
    )
}
