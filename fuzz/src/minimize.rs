//! Shrinking a panicking input to a small reproducer.
//!
//! Delta debugging over lines (text inputs) or byte chunks (ELF inputs):
//! remove ever smaller pieces, keeping a removal whenever the smaller input
//! still panics at the same location. The number of attempts is bounded,
//! so minimization always ends; what it gives is smaller, not necessarily
//! minimal.

use crate::case::Case;
use crate::runner::{Failure, Outcome, run_case};
use std::time::Duration;

/// Attempts one minimization may make.
const MAX_ATTEMPTS: usize = 400;

/// A smaller input that still fails with `failure`'s signature (the input
/// itself if nothing could be removed). Only panics are minimized: a
/// smaller program that still mismatches might owe that to undefined
/// behaviour the removal introduced.
pub fn minimize(case: &Case, failure: &Failure, timeout: Duration) -> Case {
    if !matches!(failure, Failure::Panic(_)) {
        return case.clone();
    }
    let signature = failure.signature();
    let text_like = !matches!(case.target.extension(), "o" | "elf");
    let mut attempts = 0;
    let mut still_fails = |data: &[u8]| {
        attempts += 1;
        if attempts > MAX_ATTEMPTS {
            return false;
        }
        let trial = Case {
            data: data.to_vec(),
            ..case.clone()
        };
        matches!(run_case(&trial, timeout), Outcome::Failed(f) if f.signature() == signature)
    };
    let data = if text_like {
        let units: Vec<Vec<u8>> = case
            .data
            .split_inclusive(|&b| b == b'\n')
            .map(<[u8]>::to_vec)
            .collect();
        ddmin(units, &mut still_fails).concat()
    } else {
        let units: Vec<Vec<u8>> = case.data.chunks(16).map(<[u8]>::to_vec).collect();
        ddmin(units, &mut still_fails).concat()
    };
    Case {
        data,
        ..case.clone()
    }
}

/// Removes chunks of `units`, halving the chunk size down to one unit,
/// while `still_fails` holds for the rest.
fn ddmin(mut units: Vec<Vec<u8>>, still_fails: &mut impl FnMut(&[u8]) -> bool) -> Vec<Vec<u8>> {
    let mut chunk = units.len().div_ceil(2).max(1);
    loop {
        let mut i = 0;
        while i < units.len() {
            let end = (i + chunk).min(units.len());
            let rest: Vec<u8> = units[..i]
                .iter()
                .chain(&units[end..])
                .flatten()
                .copied()
                .collect();
            if still_fails(&rest) {
                units.drain(i..end);
            } else {
                i = end;
            }
        }
        if chunk == 1 {
            return units;
        }
        chunk = chunk.div_ceil(2);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ddmin_keeps_what_the_failure_needs() {
        let units: Vec<Vec<u8>> = b"abcdefgh".iter().map(|&b| vec![b]).collect();
        let kept = ddmin(units, &mut |d: &[u8]| {
            d.contains(&b'c') && d.contains(&b'g')
        });
        assert_eq!(kept.concat(), b"cg");
    }
}
