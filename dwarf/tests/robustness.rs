//! Corrupt input never panics the readers: every section of a valid program is
//! mutated (random bytes, truncation) with a fixed-seed generator and read
//! back, and every query on whatever parses is exercised. Set
//! `EGRET_DWARF_MUTATIONS` to run more rounds than the default.

mod common;

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
