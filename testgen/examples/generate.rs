//! Prints the generated program for a seed, to reproduce or inspect a
//! failing case: `cargo run -p egret-testgen --example generate -- SEED`.

use egret_testgen::{GenConfig, generate_program};

fn main() {
    let arg = std::env::args().nth(1).unwrap_or_else(|| "0".to_string());
    let Ok(seed) = arg.parse::<u64>() else {
        eprintln!("usage: generate SEED   (SEED is an unsigned 64-bit integer, got {arg:?})");
        std::process::exit(2);
    };
    let program = generate_program(seed, &GenConfig::default());
    print!("{}", program.text);
    eprintln!("; estimated steps: {}", program.estimated_steps);
}
