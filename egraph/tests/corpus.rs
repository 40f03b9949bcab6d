//! The whole corpus (`tests/programs`) through the mid-end at -O1, -O2, -Os
//! and -Oz, verifying the IR after every pass (in release builds too, where
//! the pipeline does not verify by default): the optimised IR verifies and, in the interpreter, gives the original's
//! return value and output in both byte orders. Also prints the IR
//! instructions executed before and after (run with `--nocapture`).

mod common;

use common::*;
use egret_egraph::OptLevel;

fn check_corpus(level: OptLevel) {
    let files = corpus_files();
    assert!(!files.is_empty(), "no corpus programs found");
    let (mut total_before, mut total_after) = (0u64, 0u64);
    let mut log_sum = 0f64;
    let mut measured = 0;
    for path in &files {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let m = parse_text(&name, &text);
        let (opt, _) = optimized(&m, level);
        let args = args_of(&text);
        match same_behaviour(&name, &m, &opt, &args) {
            Some((b, a)) => {
                println!(
                    "{name:<28} {b:>12} -> {a:>12}  ({:.2}x)",
                    a as f64 / b.max(1) as f64
                );
                total_before += b;
                total_after += a;
                log_sum += (a as f64 / b.max(1) as f64).ln();
                measured += 1;
            }
            None => println!("{name:<28} (the original program fails; not compared)"),
        }
    }
    println!(
        "{level:?}: {measured} programs, {total_before} -> {total_after} IR instructions executed ({:.3}x total, {:.3}x geometric mean)",
        total_after as f64 / total_before.max(1) as f64,
        (log_sum / measured.max(1) as f64).exp()
    );
}

#[test]
fn corpus_at_o2_behaves_like_the_original() {
    check_corpus(OptLevel::O2);
}

#[test]
fn corpus_at_o1_behaves_like_the_original() {
    check_corpus(OptLevel::O1);
}

#[test]
fn corpus_at_os_behaves_like_the_original() {
    check_corpus(OptLevel::Os);
}

#[test]
fn corpus_at_oz_behaves_like_the_original() {
    check_corpus(OptLevel::Oz);
}
