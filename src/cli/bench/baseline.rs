//! `--baseline FILE.json`: reading a run saved by `--save`, matching this
//! run's configurations with its own, and listing the programs found on one
//! side only.
//!
//! A configuration is matched with the saved one of the same target, ISA
//! level and optimization level; when there is none and the saved run has
//! a single configuration, with that one (so `-O2` can be compared with a
//! baseline saved at `-O1`). Anything else is an error that names the file
//! and what is wrong, before any program is measured.

use super::measure::ConfigSpec;
use super::report::{BaselineInfo, BenchRun, Config, ProgramConfig, ResultRow, SCHEMA_VERSION};
use crate::cli::error::CliError;
use std::path::Path;

fn bad(path: &Path, what: impl std::fmt::Display) -> CliError {
    CliError::new(format!(
        "error: {}: not a usable baseline: {what}",
        path.display()
    ))
}

/// Reads and checks a saved run. Its own `baseline` field is replaced by
/// where it was read from (a saved run's baseline is not this run's).
pub fn load(path: &Path) -> Result<BenchRun, CliError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        CliError::new(format!(
            "error: cannot read baseline {}: {e}",
            path.display()
        ))
    })?;
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        bad(
            path,
            format!(
                "invalid JSON at line {} column {}: {e}",
                e.line(),
                e.column()
            ),
        )
    })?;
    let version = value.get("schema_version").ok_or_else(|| {
        bad(
            path,
            "no \"schema_version\" (is it the output of `egret bench --save`?)",
        )
    })?;
    if version.as_u64() != Some(u64::from(SCHEMA_VERSION)) {
        return Err(bad(
            path,
            format!("schema version {version}, but this egret reads version {SCHEMA_VERSION}"),
        ));
    }
    let run: BenchRun = serde_json::from_value(value).map_err(|e| bad(path, e))?;
    let labels_unique = run
        .configurations
        .iter()
        .enumerate()
        .all(|(i, c)| run.configurations[..i].iter().all(|d| d.label != c.label));
    if run.configurations.is_empty() || !labels_unique {
        return Err(bad(path, "its configurations are empty or not unique"));
    }
    if let Some(r) = run
        .results
        .iter()
        .find(|r| !run.configurations.iter().any(|c| c.label == r.config))
    {
        return Err(bad(
            path,
            format!(
                "result for {} names an unknown configuration `{}`",
                r.program, r.config
            ),
        ));
    }
    Ok(BenchRun {
        baseline: Some(BaselineInfo {
            file: path.display().to_string(),
            egret_version: run.egret_version.clone(),
            egret_commit: run.egret_commit.clone(),
            only_in_baseline: Vec::new(),
            only_in_run: Vec::new(),
        }),
        ..run
    })
}

fn same(spec: &ConfigSpec, c: &Config) -> bool {
    c.target.as_deref() == spec.target_name()
        && c.mcpu == spec.mcpu_name()
        && c.opt == spec.opt_name()
}

/// For each of `specs`, the index of its reference among `base`'s
/// configurations.
pub fn match_configs(base: &BenchRun, specs: &[ConfigSpec]) -> Result<Vec<usize>, CliError> {
    let file = base
        .baseline
        .as_ref()
        .map_or_else(String::new, |b| b.file.clone());
    specs
        .iter()
        .map(|spec| {
            if let Some(i) = base.configurations.iter().position(|c| same(spec, c)) {
                return Ok(i);
            }
            if base.configurations.len() == 1 {
                return Ok(0);
            }
            let have: Vec<String> = base
                .configurations
                .iter()
                .map(|c| {
                    format!(
                        "{}/{}/{}",
                        c.target.as_deref().unwrap_or("auto"),
                        c.mcpu,
                        c.opt
                    )
                })
                .collect();
            Err(CliError::new(format!(
                "error: {file}: the baseline has no configuration {} (it has {}); \
                 compare with a baseline of one configuration or of the same ones",
                spec.full_name(),
                have.join(", ")
            )))
        })
        .collect()
}

/// Who the baseline is, and the programs measured on one side only.
pub fn info(
    base: &BenchRun,
    matched: &[usize],
    configurations: &[Config],
    results: &[ResultRow],
) -> BaselineInfo {
    let mut only_in_baseline: Vec<ProgramConfig> = Vec::new();
    let mut only_in_run = Vec::new();
    for (c, &b) in configurations.iter().zip(matched) {
        let saved_label = &base.configurations[b].label;
        let saved = || base.results.iter().filter(|s| &s.config == saved_label);
        let current = || results.iter().filter(|r| r.config == c.label);
        for r in current() {
            if !saved().any(|s| s.program == r.program) {
                only_in_run.push(ProgramConfig {
                    program: r.program.clone(),
                    config: c.label.clone(),
                });
            }
        }
        for s in saved() {
            let missing = ProgramConfig {
                program: s.program.clone(),
                config: saved_label.clone(),
            };
            if !current().any(|r| r.program == s.program) && !only_in_baseline.contains(&missing) {
                only_in_baseline.push(missing);
            }
        }
    }
    BaselineInfo {
        file: base
            .baseline
            .as_ref()
            .map_or_else(String::new, |b| b.file.clone()),
        egret_version: base.egret_version.clone(),
        egret_commit: base.egret_commit.clone(),
        only_in_baseline,
        only_in_run,
    }
}
