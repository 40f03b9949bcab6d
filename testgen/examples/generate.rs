//! Prints the generated program for a seed, to reproduce or inspect a
//! failing case: `cargo run -p egret-testgen --example generate -- SEED`
//! (`-- --floats SEED` for a program with floating point).

use egret_testgen::{GenConfig, generate_program};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let floats = args.first().is_some_and(|a| a == "--floats");
    if floats {
        args.remove(0);
    }
    let arg = args.first().cloned().unwrap_or_else(|| "0".to_string());
    let Ok(seed) = arg.parse::<u64>() else {
        eprintln!(
            "usage: generate [--floats] SEED   (SEED is an unsigned 64-bit integer, got {arg:?})"
        );
        std::process::exit(2);
    };
    let cfg = if floats {
        GenConfig::with_floats()
    } else {
        GenConfig::default()
    };
    let program = generate_program(seed, &cfg);
    print!("{}", program.text);
    eprintln!("; estimated steps: {}", program.estimated_steps);
}
