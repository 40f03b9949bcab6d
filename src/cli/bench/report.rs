//! The bench run as data: what `--format json` prints and `--save` writes
//! (its schema is `docs/bench-schema.json`, version [`SCHEMA_VERSION`]),
//! built from the measurements with each row's ratios to its reference and
//! the geometric means per configuration.
//!
//! The reference of a configuration is the first configuration of the same
//! run, or with `--baseline` the matching configuration of the saved run.
//! Ratios are `this / reference` for instructions, pipeline cycles, `.text`
//! bytes and the fastest compile time, so below 1 is better.

use super::measure::{ConfigSpec, Measured, Outcome, Settings, Timing, endian_name};
use crate::cli::error::CliError;
use crate::cli::stats::RunStats;
use serde::{Deserialize, Serialize};

/// The version of the JSON document; a baseline of another version is
/// refused. Raise it when a field changes meaning or disappears.
pub const SCHEMA_VERSION: u32 = 1;

/// The commit egret was built from (`build.rs`), or `unknown`.
pub const EGRET_COMMIT: &str = match option_env!("EGRET_GIT_COMMIT") {
    Some(c) => c,
    None => "unknown",
};

/// One `egret bench` run.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BenchRun {
    /// [`SCHEMA_VERSION`].
    pub schema_version: u32,
    /// egret's version (`Cargo.toml`).
    pub egret_version: String,
    /// The git commit egret was built from, or `unknown`.
    pub egret_commit: String,
    /// The options that shape the measurements.
    pub options: Settings,
    /// The configurations measured, in order.
    pub configurations: Vec<Config>,
    /// One row per program and configuration.
    pub results: Vec<ResultRow>,
    /// The geometric means of the ratios, one per configuration that has a
    /// reference.
    pub comparisons: Vec<Comparison>,
    /// The saved run compared with, when `--baseline` was given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub baseline: Option<BaselineInfo>,
}

/// One configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// Its name in this run's reports: the dimensions that vary, joined by
    /// `/` (e.g. `O2`, `cpu032I/O2`).
    pub label: String,
    /// `cpu0` or `cpu0el`; `null` when each module's own byte order is used.
    pub target: Option<String>,
    /// `cpu032I` or `cpu032II`.
    pub mcpu: String,
    /// `O0`, `O1`, `O2`, `Os` or `Oz`.
    pub opt: String,
}

/// One program in one configuration.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ResultRow {
    /// The program's path as given.
    pub program: String,
    /// The configuration's label.
    pub config: String,
    /// The target compiled for, when it was determined.
    pub target: Option<String>,
    /// Whether the program compiled, ran and agreed with the interpreter.
    pub ok: bool,
    /// Why not, when `ok` is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// Compile time in microseconds over `--repeat` compiles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compile_us: Option<Timing>,
    /// What the run measured.
    #[serde(flatten)]
    pub figures: Option<RunStats>,
    /// The ratios to the reference, when both sides have figures.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ratios: Option<Ratios>,
    /// What the ratios are relative to (a configuration label, prefixed
    /// with `baseline ` for a saved run).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
}

/// `this / reference` for each compared quantity.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ratios {
    /// Executed instructions.
    pub insts: f64,
    /// Pipeline cycles.
    pub cycles: f64,
    /// `.text` bytes.
    pub text_bytes: f64,
    /// Fastest compile time.
    pub compile_time: f64,
}

impl Ratios {
    /// The four ratios in the order of [`Ratios::NAMES`].
    pub fn values(&self) -> [f64; 4] {
        [self.insts, self.cycles, self.text_bytes, self.compile_time]
    }

    /// Short names of the four ratios.
    pub const NAMES: [&str; 4] = ["insts", "cycles", "text", "compile"];
}

/// The geometric means of one configuration's ratios.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Comparison {
    /// The configuration's label.
    pub config: String,
    /// Its reference.
    pub reference: String,
    /// How many programs have ratios (both sides measured).
    pub programs: usize,
    /// The geometric means, when `programs` is not 0.
    pub geomean: Option<Ratios>,
}

/// The saved run a run was compared with.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BaselineInfo {
    /// The file it was read from.
    pub file: String,
    /// Its egret version.
    pub egret_version: String,
    /// Its egret commit.
    pub egret_commit: String,
    /// Programs and configurations (the baseline's labels) measured in the
    /// baseline but not in this run.
    pub only_in_baseline: Vec<ProgramConfig>,
    /// Programs and configurations (this run's labels) measured in this run
    /// but not in the baseline.
    pub only_in_run: Vec<ProgramConfig>,
}

/// A program in a configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProgramConfig {
    /// The program's path as given.
    pub program: String,
    /// A configuration label.
    pub config: String,
}

/// A saved run and, for each configuration of this run, the index of its
/// reference among the saved run's configurations.
pub type BaselineMatch<'a> = (&'a BenchRun, &'a [usize]);

/// The labels of `specs`: the dimensions that differ among them.
fn labels(specs: &[ConfigSpec]) -> Vec<String> {
    let varies = |f: &dyn Fn(&ConfigSpec) -> String| specs.iter().any(|s| f(s) != f(&specs[0]));
    let target = |s: &ConfigSpec| s.target_name().unwrap_or("auto").to_string();
    let mcpu = |s: &ConfigSpec| s.mcpu_name().to_string();
    let opt = |s: &ConfigSpec| s.opt_name().to_string();
    let dims: Vec<&dyn Fn(&ConfigSpec) -> String> =
        [&target as &dyn Fn(&ConfigSpec) -> String, &mcpu]
            .into_iter()
            .filter(|f| varies(f))
            .chain([&opt as &dyn Fn(&ConfigSpec) -> String])
            .collect();
    specs
        .iter()
        .map(|s| dims.iter().map(|f| f(s)).collect::<Vec<_>>().join("/"))
        .collect()
}

/// The configurations of a run, labelled.
pub fn configs(specs: &[ConfigSpec]) -> Vec<Config> {
    specs
        .iter()
        .zip(labels(specs))
        .map(|(s, label)| Config {
            label,
            target: s.target_name().map(String::from),
            mcpu: s.mcpu_name().into(),
            opt: s.opt_name().into(),
        })
        .collect()
}

/// The figures a ratio compares: instructions, cycles, `.text` bytes and
/// the fastest compile.
fn key_figures(row: &ResultRow) -> Option<[u64; 4]> {
    let (f, t) = (row.figures.as_ref()?, row.compile_us.as_ref()?);
    row.ok.then_some([f.insts, f.cycles, f.text_bytes, t.min])
}

/// `this / reference`, each side at least 1 (a zero would make the ratio
/// meaningless, and only `.text` of an empty program can be zero).
fn ratios(this: &ResultRow, reference: &ResultRow) -> Option<Ratios> {
    let (a, b) = (key_figures(this)?, key_figures(reference)?);
    let r = |i: usize| a[i].max(1) as f64 / b[i].max(1) as f64;
    Some(Ratios {
        insts: r(0),
        cycles: r(1),
        text_bytes: r(2),
        compile_time: r(3),
    })
}

fn row(program: &str, config: &Config, out: &Outcome) -> ResultRow {
    let (figures, compile_us, error) = match &out.result {
        Ok(m) => (Some(m.run), Some(m.compile_us), None),
        Err(e) => (None, None, Some(e.clone())),
    };
    ResultRow {
        program: program.into(),
        config: config.label.clone(),
        target: out.endian.map(|e| endian_name(e).into()),
        ok: error.is_none(),
        error,
        compile_us,
        figures,
        ratios: None,
        reference: None,
    }
}

/// The run of `measured`, with its ratios to the first configuration or,
/// given `baseline`, to the saved run's matching configurations (the
/// caller fills in [`BenchRun::baseline`]).
pub fn build(
    settings: &Settings,
    specs: &[ConfigSpec],
    measured: &Measured,
    baseline: Option<BaselineMatch>,
) -> BenchRun {
    let configurations = configs(specs);
    let mut results = Vec::new();
    for (program, outs) in measured {
        let rows: Vec<ResultRow> = configurations
            .iter()
            .zip(outs)
            .map(|(c, o)| row(program, c, o))
            .collect();
        for (i, mut r) in rows.iter().cloned().enumerate() {
            let reference = match baseline {
                Some((base, matched)) => {
                    let label = &base.configurations[matched[i]].label;
                    let saved = base
                        .results
                        .iter()
                        .find(|s| s.program == r.program && &s.config == label);
                    saved.map(|s| (s, format!("baseline {label}")))
                }
                None if i > 0 => Some((&rows[0], rows[0].config.clone())),
                None => None,
            };
            if let Some((reference, name)) = reference {
                r.ratios = ratios(&r, reference);
                r.reference = Some(name);
            }
            results.push(r);
        }
    }
    let comparisons = comparisons(&configurations, &results, baseline);
    BenchRun {
        schema_version: SCHEMA_VERSION,
        egret_version: env!("CARGO_PKG_VERSION").into(),
        egret_commit: EGRET_COMMIT.into(),
        options: settings.clone(),
        baseline: None,
        configurations,
        results,
        comparisons,
    }
}

/// The geometric means per configuration that has a reference.
fn comparisons(
    configurations: &[Config],
    results: &[ResultRow],
    baseline: Option<BaselineMatch>,
) -> Vec<Comparison> {
    let mut out = Vec::new();
    for (i, c) in configurations.iter().enumerate() {
        let reference = match baseline {
            Some((base, matched)) => {
                format!("baseline {}", base.configurations[matched[i]].label)
            }
            None if i > 0 => configurations[0].label.clone(),
            None => continue,
        };
        let all: Vec<[f64; 4]> = results
            .iter()
            .filter(|r| r.config == c.label)
            .filter_map(|r| r.ratios.map(|x| x.values()))
            .collect();
        out.push(Comparison {
            config: c.label.clone(),
            reference,
            programs: all.len(),
            geomean: geomean(&all),
        });
    }
    out
}

/// The geometric mean of each of the four ratios, `None` for no rows.
pub fn geomean(all: &[[f64; 4]]) -> Option<Ratios> {
    if all.is_empty() {
        return None;
    }
    let g = |i: usize| (all.iter().map(|r| r[i].ln()).sum::<f64>() / all.len() as f64).exp();
    Some(Ratios {
        insts: g(0),
        cycles: g(1),
        text_bytes: g(2),
        compile_time: g(3),
    })
}

/// The run as pretty-printed JSON with a final newline.
pub fn to_json(run: &BenchRun) -> Result<String, CliError> {
    serde_json::to_string_pretty(run)
        .map(|s| s + "\n")
        .map_err(|e| CliError::new(format!("error: cannot write the run as JSON: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::target::Mcpu;
    use egret::OptLevel;
    use egret::cpu0::isa::Endian;

    fn spec(target: Option<Endian>, mcpu: Mcpu, opt: OptLevel) -> ConfigSpec {
        ConfigSpec { target, mcpu, opt }
    }

    #[test]
    fn labels_name_only_what_varies() {
        let o = |opt| spec(None, Mcpu::Cpu032II, opt);
        assert_eq!(labels(&[o(OptLevel::O0), o(OptLevel::O2)]), ["O0", "O2"]);
        let m = |mcpu| spec(Some(Endian::Little), mcpu, OptLevel::O2);
        assert_eq!(
            labels(&[m(Mcpu::Cpu032I), m(Mcpu::Cpu032II)]),
            ["cpu032I/O2", "cpu032II/O2"]
        );
        let t = |t| spec(Some(t), Mcpu::Cpu032I, OptLevel::O1);
        assert_eq!(
            labels(&[t(Endian::Big), t(Endian::Little)]),
            ["cpu0/O1", "cpu0el/O1"]
        );
    }

    #[test]
    fn geomean_of_reciprocals_is_one() {
        let g = geomean(&[[2.0, 4.0, 1.0, 1.0], [0.5, 0.25, 1.0, 1.0]]).unwrap();
        assert!((g.insts - 1.0).abs() < 1e-12 && (g.cycles - 1.0).abs() < 1e-12);
        assert!(geomean(&[]).is_none());
    }
}
