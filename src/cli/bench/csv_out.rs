//! `--format csv`, written by the `csv` crate (fields quoted as RFC 4180
//! says, so program names with commas or quotes survive): one row per
//! program and configuration with `status` `ok` or `failed` (and the error
//! text), one `geomean` row per compared configuration, and with a baseline
//! one `only_in_baseline` / `only_in_run` row per one-sided program.

use super::report::BenchRun;
use crate::cli::error::CliError;

const HEADER: [&str; 18] = [
    "program",
    "config",
    "target",
    "status",
    "compile_us_median",
    "compile_us_min",
    "compile_us_max",
    "insts",
    "cycles",
    "clocks",
    "text_bytes",
    "insts_ratio",
    "cycles_ratio",
    "text_ratio",
    "compile_ratio",
    "reference",
    "programs",
    "error",
];

fn num(v: Option<u64>) -> String {
    v.map_or_else(String::new, |v| v.to_string())
}

fn ratios(r: Option<super::report::Ratios>) -> [String; 4] {
    match r {
        Some(r) => r.values().map(|v| format!("{v:.4}")),
        None => Default::default(),
    }
}

/// The rows of the CSV, header first.
fn records(run: &BenchRun) -> Vec<Vec<String>> {
    let mut out = vec![HEADER.map(String::from).to_vec()];
    for r in &run.results {
        let t = r.compile_us;
        let f = r.figures;
        let mut row = vec![
            r.program.clone(),
            r.config.clone(),
            r.target.clone().unwrap_or_default(),
            if r.ok { "ok" } else { "failed" }.to_string(),
            num(t.map(|t| t.median)),
            num(t.map(|t| t.min)),
            num(t.map(|t| t.max)),
            num(f.map(|f| f.insts)),
            num(f.map(|f| f.cycles)),
            num(f.map(|f| f.clocks)),
            num(f.map(|f| f.text_bytes)),
        ];
        row.extend(ratios(r.ratios));
        row.extend([
            r.reference.clone().unwrap_or_default(),
            String::new(),
            r.error.clone().unwrap_or_default(),
        ]);
        out.push(row);
    }
    for c in &run.comparisons {
        let mut row = vec![
            "geomean".to_string(),
            c.config.clone(),
            String::new(),
            "geomean".into(),
        ];
        row.extend(std::iter::repeat_n(String::new(), 7));
        row.extend(ratios(c.geomean));
        row.extend([c.reference.clone(), c.programs.to_string(), String::new()]);
        out.push(row);
    }
    if let Some(b) = &run.baseline {
        let one_sided = |status: &str, program: &str, config: &str| {
            let mut row = vec![
                program.to_string(),
                config.to_string(),
                String::new(),
                status.to_string(),
            ];
            row.resize(HEADER.len(), String::new());
            row
        };
        for m in &b.only_in_baseline {
            out.push(one_sided("only_in_baseline", &m.program, &m.config));
        }
        for m in &b.only_in_run {
            out.push(one_sided("only_in_run", &m.program, &m.config));
        }
    }
    out
}

/// `--format csv`.
pub fn render(run: &BenchRun) -> Result<String, CliError> {
    let fail = |e: &dyn std::fmt::Display| CliError::new(format!("error: cannot write CSV: {e}"));
    let mut w = csv::Writer::from_writer(Vec::new());
    for record in records(run) {
        w.write_record(&record).map_err(|e| fail(&e))?;
    }
    let bytes = w.into_inner().map_err(|e| fail(&e))?;
    String::from_utf8(bytes).map_err(|e| fail(&e))
}
