//! Corrupt input never panics the readers: every section of a valid program is
//! mutated (random bytes, truncation) with a fixed-seed generator and read
//! back, and every query on whatever parses is exercised. Likewise the writer:
//! the source-level fixture's references, ranges and locations are perturbed
//! at random and writing must give sections or an error, never a panic. Set
//! `EGRET_DWARF_MUTATIONS` to run more rounds than the default.

mod common;

use common::source::source_input;
use common::*;
use egret_dwarf::*;

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn rounds() -> usize {
    std::env::var("EGRET_DWARF_MUTATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

fn mutate(rng: &mut Rng, data: &mut Vec<u8>) {
    match rng.below(4) {
        0 => data.truncate(rng.below(data.len() + 1)),
        _ => {
            for _ in 0..1 + rng.below(4) {
                if data.is_empty() {
                    return;
                }
                let i = rng.below(data.len());
                data[i] = match rng.below(3) {
                    0 => rng.next() as u8,
                    1 => 0xFF,
                    _ => data[i] ^ (1 << rng.below(8)),
                };
            }
        }
    }
}

fn exercise_lines(table: &LineTable) {
    for row in table.rows().iter().take(200) {
        let _ = table.addr2line(row.address);
        let _ = &table.files()[row.file];
    }
    for f in table.functions().iter().take(50) {
        let _ = table.addr2line(f.low);
        let _ = table.function_at(f.high.saturating_sub(1));
    }
    for address in (0..TEXT_ADDRESS + TEXT_SIZE + 8).step_by(4) {
        let _ = table.addr2line(address);
    }
}

fn exercise_frames(table: &FrameTable) {
    for pc in (TEXT_ADDRESS..TEXT_ADDRESS + TEXT_SIZE + 8).step_by(4) {
        let _ = table.rules_at(pc);
        let _ = table.unwind(pc, |r| Some(0x1000 + u32::from(r)), |a| Some(a ^ 0x55));
        let _ = table.unwind(pc, |_| Some(u32::MAX), |_| None);
    }
}

#[test]
fn mutated_sections_never_panic() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for (version, endian) in configurations() {
        let mut pristine = write_debug_sections(&sample_input(version, endian)).expect("valid");
        pristine.relocate(TEXT_ADDRESS).expect("relocates");
        for round in 0..rounds() {
            let mut sections = pristine.clone();
            let victim = round % sections.sections.len();
            mutate(&mut rng, &mut sections.sections[victim].data);
            if let Ok(table) = LineTable::parse(endian, |name| sections.data(name)) {
                exercise_lines(&table);
            }
            if let Ok(table) = FrameTable::parse(endian, sections.data(".debug_frame")) {
                exercise_frames(&table);
            }
        }
    }
}

fn exercise_inline_frames(table: &InlineTable) {
    for address in (0..TEXT_ADDRESS + TEXT_SIZE + 8).step_by(4) {
        let _ = table.frames_at(address);
    }
}

#[test]
fn mutated_source_sections_never_panic() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for (version, endian) in configurations() {
        let mut pristine = write_debug_sections(&source_input(version, endian)).expect("valid");
        pristine.relocate(TEXT_ADDRESS).expect("relocates");
        for round in 0..rounds() {
            let mut sections = pristine.clone();
            let victim = round % sections.sections.len();
            mutate(&mut rng, &mut sections.sections[victim].data);
            if let Ok(table) = InlineTable::parse(endian, |name| sections.data(name)) {
                exercise_inline_frames(&table);
            }
            if let Ok(table) = LineTable::parse(endian, |name| sections.data(name)) {
                exercise_lines(&table);
            }
        }
    }
}

/// A number near the interesting boundaries: small, past the end, huge.
fn wild(rng: &mut Rng) -> u32 {
    match rng.below(4) {
        0 => rng.below(20) as u32,
        1 => 4 * rng.below(24) as u32,
        2 => u32::MAX - rng.below(8) as u32,
        _ => rng.next() as u32,
    }
}

fn perturb_scope(rng: &mut Rng, scope: &mut ScopeInfo) {
    match rng.below(5) {
        0 => {
            if let Some(r) = scope.ranges.first_mut() {
                *r = (wild(rng), wild(rng));
            }
        }
        1 => scope.ranges.reverse(),
        2 => {
            if let ScopeKind::Inlined { origin, call, .. } = &mut scope.kind {
                *origin = wild(rng) as usize;
                call.file = rng.below(4);
            }
        }
        3 => {
            if let Some(v) = scope.variables.first_mut() {
                v.ty = Some(wild(rng) as usize);
            }
        }
        _ => {
            if let Some(child) = scope.children.first_mut() {
                perturb_scope(rng, child);
            }
        }
    }
}

fn perturb(rng: &mut Rng, input: &mut DebugInput) {
    let main = &mut input.functions[1].source;
    match rng.below(6) {
        0 => {
            let i = rng.below(input.source.types.len());
            if let TypeInfo::Pointer { pointee, .. } = &mut input.source.types[i] {
                *pointee = Some(wild(rng) as usize);
            } else {
                input.source.types.swap(i, rng.below(17));
            }
        }
        1 => {
            let i = rng.below(main.variables.len());
            if let VarLocation::List(entries) = &mut main.variables[i].location {
                let e = rng.below(entries.len());
                entries[e].start = wild(rng);
                entries[e].end = wild(rng);
            } else {
                main.variables[i].decl = Some(Decl {
                    file: rng.below(4),
                    line: wild(rng),
                });
            }
        }
        2 => main.result = Some(wild(rng) as usize),
        3 => input.source.abstract_subprograms.truncate(rng.below(2)),
        _ => {
            let i = rng.below(main.scopes.len());
            perturb_scope(rng, &mut main.scopes[i]);
        }
    }
}

#[test]
fn perturbed_source_input_is_an_error_not_a_panic() {
    let mut rng = Rng(0x5DEE_CE66_D1CE_4E5B);
    let mut rejected = 0;
    let total = rounds();
    for round in 0..total {
        let (version, endian) = configurations()[round % 4];
        let mut input = source_input(version, endian);
        for _ in 0..1 + rng.below(3) {
            perturb(&mut rng, &mut input);
        }
        match write_debug_sections(&input) {
            Ok(sections) => {
                let _ = InlineTable::parse(endian, |name| sections.data(name));
            }
            Err(Error::InvalidInput(_)) => rejected += 1,
            Err(other) => panic!("round {round}: not a validation error: {other}"),
        }
    }
    // The perturbations mostly break a rule; validation must see them.
    assert!(rejected > total / 2, "only {rejected} of {total} rejected");
}
