//! The pipeline skips `memopt` on a body that the last `memopt` left
//! unchanged and no pass has touched since (the e-graph round between the
//! two was skipped too). That is exact only because `memopt` finds
//! nothing on a body it has just found nothing on: these tests check that
//! property on the whole corpus, and that the skip happens.

mod common;

use common::*;
use egret_egraph::{OptLevel, OptOptions, memopt, optimize};
use egret_llvmlite::printer::print_module;
use std::time::Duration;

/// On every function of every corpus program, optimised at -O1 and -O2, a
/// `memopt` that changes nothing is followed by one that changes nothing,
/// and neither edits the body.
#[test]
fn memopt_finds_nothing_again_on_what_it_found_nothing_on() {
    let mut checked = 0;
    for path in corpus_files() {
        let text = std::fs::read_to_string(&path).expect("corpus file");
        let name = path.display().to_string();
        let m = parse_text(&name, &text);
        for level in [OptLevel::O1, OptLevel::O2] {
            let (mut out, _) = optimized(&m, level);
            let funcs: Vec<_> = out.funcs.keys().collect();
            for r in funcs {
                let Some(mut body) = out.funcs[r].body.take() else {
                    continue;
                };
                let first = memopt::run(&mut body, &out);
                out.funcs[r].body = Some(body);
                if first {
                    continue;
                }
                let before = print_module(&out);
                let mut body = out.funcs[r].body.take().expect("defined");
                let again = memopt::run(&mut body, &out);
                out.funcs[r].body = Some(body);
                assert!(
                    !again,
                    "{name} at {level:?}: memopt found something the second time"
                );
                assert_eq!(before, print_module(&out), "{name} at {level:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "only {checked} functions checked");
}

/// With statistics on, a skipped pass records no time. At -O2 the
/// `memopt` after a skipped e-graph round, on a body the `memopt` before
/// it left unchanged, is skipped.
#[test]
fn memopt_is_skipped_where_it_would_find_nothing_again() {
    let mut skipped = 0;
    for path in corpus_files().iter().take(40) {
        let text = std::fs::read_to_string(path).expect("corpus file");
        let mut m = parse_text(&path.display().to_string(), &text);
        let opts = OptOptions {
            stats: true,
            ..OptOptions::at(OptLevel::O2)
        };
        let report = optimize(&mut m, &opts).unwrap_or_else(|e| panic!("{e}"));
        for f in &report.functions {
            for w in f.passes.windows(3) {
                let idle_memopt = w[0].pass == "memopt" && !w[0].changed;
                let idle_round = w[1].pass == "egraph" && w[1].time == Duration::ZERO;
                if idle_memopt && idle_round && w[2].pass == "memopt" {
                    assert_eq!(w[2].time, Duration::ZERO, "{}: memopt ran again", f.name);
                    assert!(!w[2].changed);
                    skipped += 1;
                }
            }
        }
    }
    assert!(skipped > 0, "no memopt was skipped");
}
