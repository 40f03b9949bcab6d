//! The human-readable reports: `--format table` (aligned columns) and
//! `--format markdown` (GitHub tables). Both show one row per program and
//! configuration — compile time as median with minimum and maximum, the
//! run's figures and the ratios to the reference — then the geometric means
//! and, with a baseline, the programs found on one side only.

use super::report::{BenchRun, Ratios, ResultRow};
use std::fmt::Write as _;

const HEADER: [&str; 13] = [
    "program",
    "config",
    "compile_us",
    "min",
    "max",
    "insts",
    "cycles",
    "clocks",
    "text_bytes",
    "insts_ratio",
    "cycles_ratio",
    "text_ratio",
    "compile_ratio",
];

/// A ratio as reports print it.
pub fn ratio_text(r: f64) -> String {
    format!("{r:.3}")
}

/// The cells of a row: name, configuration, then either the figures and
/// ratios or the error (one cell).
fn cells(r: &ResultRow) -> Vec<String> {
    let mut c = vec![r.program.clone(), r.config.clone()];
    match (&r.figures, &r.compile_us, &r.error) {
        (Some(f), Some(t), None) => {
            c.extend(
                [
                    t.median,
                    t.min,
                    t.max,
                    f.insts,
                    f.cycles,
                    f.clocks,
                    f.text_bytes,
                ]
                .map(|v| v.to_string()),
            );
            match &r.ratios {
                Some(x) => c.extend(x.values().map(ratio_text)),
                None => c.extend(["-"; 4].map(String::from)),
            }
        }
        (_, _, e) => c.push(format!("FAILED: {}", e.as_deref().unwrap_or("no figures"))),
    }
    c
}

fn geomean_text(g: &Ratios) -> String {
    Ratios::NAMES
        .iter()
        .zip(g.values())
        .map(|(n, v)| format!("{n} {}", ratio_text(v)))
        .collect::<Vec<_>>()
        .join("  ")
}

/// The lines after the rows: geometric means and one-sided programs.
fn summary(run: &BenchRun) -> Vec<String> {
    let mut lines = Vec::new();
    for c in &run.comparisons {
        let means = c
            .geomean
            .as_ref()
            .map_or_else(|| "no program measured on both sides".into(), geomean_text);
        lines.push(format!(
            "geomean {} vs {} ({} programs): {means}",
            c.config, c.reference, c.programs
        ));
    }
    if let Some(b) = &run.baseline {
        lines.push(format!(
            "baseline: {} (egret {}, commit {})",
            b.file, b.egret_version, b.egret_commit
        ));
        for m in &b.only_in_baseline {
            lines.push(format!(
                "only in the baseline: {} ({})",
                m.program, m.config
            ));
        }
        for m in &b.only_in_run {
            lines.push(format!("not in the baseline: {} ({})", m.program, m.config));
        }
    }
    lines
}

/// `--format table`.
pub fn table(run: &BenchRun) -> String {
    let rows: Vec<Vec<String>> = run.results.iter().map(cells).collect();
    let mut width = HEADER.map(str::len);
    for row in rows.iter().filter(|r| r.len() == HEADER.len()) {
        for (w, cell) in width.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    for row in &rows {
        width[0] = width[0].max(row[0].chars().count());
        width[1] = width[1].max(row[1].chars().count());
    }
    let line = |row: &[String]| -> String {
        let mut s = String::new();
        for (i, cell) in row.iter().enumerate() {
            let w = width.get(i).copied().unwrap_or(0);
            let _ = match i {
                0 | 1 => write!(s, "{cell:<w$}  "),
                _ if row.len() < HEADER.len() => write!(s, "{cell}"),
                _ => write!(s, "{cell:>w$} "),
            };
        }
        s.trim_end().to_string() + "\n"
    };
    let mut s = line(&HEADER.map(String::from));
    for row in &rows {
        s.push_str(&line(row));
    }
    for l in summary(run) {
        s.push_str(&l);
        s.push('\n');
    }
    s
}

/// A markdown table cell: `|` escaped, line breaks as spaces.
fn md_cell(s: &str) -> String {
    s.replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// `--format markdown`.
pub fn markdown(run: &BenchRun) -> String {
    let mut s = String::new();
    let head = [
        "program",
        "config",
        "compile µs median",
        "min",
        "max",
        "insts",
        "cycles",
        "clocks",
        ".text bytes",
        "insts ratio",
        "cycles ratio",
        ".text ratio",
        "compile ratio",
    ];
    let _ = writeln!(s, "| {} |", head.join(" | "));
    let _ = writeln!(s, "|---|---|{}", "---:|".repeat(head.len() - 2));
    for r in &run.results {
        let mut c: Vec<String> = cells(r).iter().map(|x| md_cell(x)).collect();
        c.resize(head.len(), String::new());
        let _ = writeln!(s, "| {} |", c.join(" | "));
    }
    if !run.comparisons.is_empty() {
        let _ = writeln!(s, "\nGeometric means of the ratios (below 1 is better):\n");
        let _ = writeln!(
            s,
            "| config | reference | programs | insts | cycles | .text | compile |"
        );
        let _ = writeln!(s, "|---|---|---:|---:|---:|---:|---:|");
        for c in &run.comparisons {
            let values = c.geomean.map_or_else(
                || vec!["-".to_string(); 4],
                |g| g.values().map(ratio_text).to_vec(),
            );
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} |",
                md_cell(&c.config),
                md_cell(&c.reference),
                c.programs,
                values.join(" | ")
            );
        }
    }
    if let Some(b) = &run.baseline {
        let _ = writeln!(
            s,
            "\nBaseline: `{}` (egret {}, commit {}).",
            b.file, b.egret_version, b.egret_commit
        );
        for m in &b.only_in_baseline {
            let _ = writeln!(s, "- only in the baseline: `{}` ({})", m.program, m.config);
        }
        for m in &b.only_in_run {
            let _ = writeln!(s, "- not in the baseline: `{}` ({})", m.program, m.config);
        }
    }
    s
}
