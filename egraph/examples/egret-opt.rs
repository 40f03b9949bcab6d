//! `egret-opt FILE.ll [-O0|-O1|-O2] [--print-after PASS] [--stats] [--run]`:
//! optimises a module and prints it, for looking at what the mid-end does.
//! With `--run`, also interprets `main` before and after and prints the
//! IR instructions executed.

use egret_egraph::{OptLevel, OptOptions, optimize};
use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::{parse, printer};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args
        .iter()
        .find(|a| !a.starts_with('-') && a.ends_with(".ll"))
    else {
        eprintln!("usage: egret-opt FILE.ll [-O0|-O1|-O2] [--print-after PASS] [--stats] [--run]");
        return ExitCode::FAILURE;
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut m = match parse(path, &text) {
        Ok((m, _)) => m,
        Err(diags) => {
            for d in diags {
                eprintln!("{}", d.render(path, &text));
            }
            return ExitCode::FAILURE;
        }
    };
    let level = if args.iter().any(|a| a == "-O0") {
        OptLevel::O0
    } else if args.iter().any(|a| a == "-O1") {
        OptLevel::O1
    } else {
        OptLevel::O2
    };
    let print_after = args
        .iter()
        .position(|a| a == "--print-after")
        .and_then(|i| args.get(i + 1).cloned());
    let opts = OptOptions {
        print_after,
        stats: args.iter().any(|a| a == "--stats"),
        verify: true,
        ..OptOptions::at(level)
    };
    let original = m.clone();
    let report = match optimize(&mut m, &opts) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    for d in &report.dumps {
        println!(
            "; *** IR after {} (pass {}) ***\n{}",
            d.pass, d.index, d.text
        );
    }
    if report.dumps.is_empty() {
        print!("{}", printer::print_module(&m));
    }
    if opts.stats {
        eprint!("{}", report.render_stats());
    }
    if args.iter().any(|a| a == "--run") {
        let mut argv = vec!["prog".to_string()];
        for line in text.lines().take_while(|l| l.starts_with(';')) {
            if let Some(rest) = line.strip_prefix("; args:") {
                argv.extend(rest.split_whitespace().map(str::to_string));
            }
        }
        let cfg = InterpConfig {
            args: argv,
            ..InterpConfig::default()
        };
        for (what, module) in [("before", &original), ("after", &m)] {
            match run_main(module, &cfg) {
                Ok(o) => eprintln!("{what}: ret {} after {} IR instructions", o.ret, o.steps),
                Err(e) => eprintln!("{what}: error: {e}"),
            }
        }
    }
    ExitCode::SUCCESS
}
