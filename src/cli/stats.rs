//! The figures a run of a compiled program reports — instructions,
//! pipeline cycles, `cpu0.v` clocks and code size — in the one JSON shape
//! that `egret run --stats` and `egret bench --format json` both print.

use egret::cpu0::sim::Counters;

/// What one run of a program measured.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RunStats {
    /// Instructions executed.
    pub insts: u64,
    /// Pipeline cycles.
    pub cycles: u64,
    /// `cpu0.v` clocks.
    pub clocks: u64,
    /// Bytes of code (what counts as the program's code is the caller's:
    /// the linked executable's for `run`, the compiled object's for `bench`).
    pub text_bytes: u64,
}

impl RunStats {
    /// The simulator's `counters` and a code size.
    pub fn new(counters: &Counters, text_bytes: u64) -> RunStats {
        RunStats {
            insts: counters.insts,
            cycles: counters.cycles,
            clocks: counters.clocks,
            text_bytes,
        }
    }

    /// The JSON fields `"insts": N, "cycles": N, "clocks": N, "text_bytes": N`.
    pub fn json_fields(&self) -> String {
        format!(
            "\"insts\": {}, \"cycles\": {}, \"clocks\": {}, \"text_bytes\": {}",
            self.insts, self.cycles, self.clocks, self.text_bytes
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_fields_name_every_figure_in_order() {
        let counters = Counters {
            insts: 1,
            cycles: 2,
            clocks: 3,
            ..Counters::default()
        };
        assert_eq!(
            RunStats::new(&counters, 4).json_fields(),
            "\"insts\": 1, \"cycles\": 2, \"clocks\": 3, \"text_bytes\": 4"
        );
    }
}
