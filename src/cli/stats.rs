//! The figures a run of a compiled program reports — instructions,
//! pipeline cycles, `cpu0.v` clocks and code size — and the `--stats` line
//! of `egret run`, both written by `serde_json`.
//!
//! The `--stats` line is one JSON object on one line, spaced as
//! `{"ret": 720, "insts": 81, ...}` (a space after each `:` and `,`, which
//! scripts grepping for `"insts": ` rely on); [`to_spaced_json`] writes any
//! value in that shape.

use egret::cpu0::sim::Counters;
use serde::{Deserialize, Serialize};
use std::io;

/// What one run of a program measured.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
}

/// How a run ended, as the `--stats` line says it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum RunEnd {
    /// `main` returned this result.
    Returned {
        /// `main`'s result.
        ret: i64,
    },
    /// The program trapped.
    Trapped {
        /// The kind of trap.
        trap: String,
        /// Where.
        pc: u64,
    },
}

/// The `--stats` line of `egret run`: how the run ended, its figures and,
/// when the program was compiled first, the compile time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatsLine {
    /// `"ret"`, or `"trap"` and `"pc"`.
    #[serde(flatten)]
    pub end: RunEnd,
    /// `"insts"`, `"cycles"`, `"clocks"`, `"text_bytes"`.
    #[serde(flatten)]
    pub figures: RunStats,
    /// Microseconds the compile took, when `run` compiled IR.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compile_us: Option<u64>,
}

impl StatsLine {
    /// The line, without its newline.
    pub fn render(&self) -> String {
        to_spaced_json(self)
    }
}

/// The `--stats` line of `egret interp`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct InterpStatsLine {
    /// `main`'s result.
    pub ret: i64,
    /// Interpreter steps.
    pub steps: u64,
}

/// A `serde_json` formatter for one-line JSON with a space after each `:`
/// and `,`.
struct Spaced;

impl serde_json::ser::Formatter for Spaced {
    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        if first { Ok(()) } else { w.write_all(b", ") }
    }

    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        if first { Ok(()) } else { w.write_all(b", ") }
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(b": ")
    }
}

/// `value` as one line of JSON spaced as the `--stats` line is. Values made
/// of strings, numbers and maps with string keys always serialise; anything
/// else renders as `null` rather than failing.
pub fn to_spaced_json<T: Serialize + ?Sized>(value: &T) -> String {
    let mut out = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(&mut out, Spaced);
    if value.serialize(&mut ser).is_err() {
        return "null".into();
    }
    String::from_utf8(out).unwrap_or_else(|_| "null".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figures() -> RunStats {
        let counters = Counters {
            insts: 1,
            cycles: 2,
            clocks: 3,
            ..Counters::default()
        };
        RunStats::new(&counters, 4)
    }

    #[test]
    fn stats_line_names_every_figure_in_order() {
        let line = StatsLine {
            end: RunEnd::Returned { ret: -5 },
            figures: figures(),
            compile_us: Some(6),
        };
        assert_eq!(
            line.render(),
            "{\"ret\": -5, \"insts\": 1, \"cycles\": 2, \"clocks\": 3, \"text_bytes\": 4, \
             \"compile_us\": 6}"
        );
    }

    #[test]
    fn a_trap_replaces_ret_and_strings_are_escaped() {
        let line = StatsLine {
            end: RunEnd::Trapped {
                trap: "Bad\"kind".into(),
                pc: 16,
            },
            figures: figures(),
            compile_us: None,
        };
        let text = line.render();
        assert!(text.starts_with("{\"trap\": \"Bad\\\"kind\", \"pc\": 16, \"insts\": 1"));
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back["trap"], "Bad\"kind");
        assert_eq!(back["text_bytes"], 4);
    }
}
