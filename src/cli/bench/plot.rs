//! `--plot FILE.svg`: the per-program ratios as horizontal bar charts,
//! drawn with `plotters`' SVG backend.
//!
//! Three panels side by side — executed instructions, pipeline cycles and
//! `.text` bytes — share one row per program (named by its file stem, the
//! geometric mean on top). Each compared configuration is one colour; its
//! bar runs from 1 to the program's ratio to its reference (the first
//! configuration, or the baseline's), on a logarithmic axis so that halving
//! and doubling are as long, and a bar pointing left is an improvement.
//! Programs without a ratio (failed on either side) have no bar.

use super::report::{BenchRun, Comparison};
use crate::cli::error::CliError;
use plotters::coord::Shift;
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::path::Path;

/// The series' colours (colour-blind-safe, after Okabe and Ito).
const PALETTE: [RGBColor; 6] = [
    RGBColor(0, 114, 178),
    RGBColor(230, 159, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(86, 180, 233),
    RGBColor(213, 94, 0),
];

const METRICS: [&str; 3] = ["executed instructions", "pipeline cycles", ".text bytes"];
const HEAD: u32 = 84;
const FOOT: u32 = 40;
const FONT: &str = "sans-serif";

/// What is drawn: row names (geomean first) and, per series, its label and
/// one `[insts, cycles, text]` ratio triple per row.
struct Chart {
    rows: Vec<String>,
    series: Vec<(String, Vec<Option<[f64; 3]>>)>,
    reference: String,
}

/// A program's row name: its file stem.
fn short_name(program: &str) -> String {
    Path::new(program)
        .file_stem()
        .map_or_else(|| program.to_string(), |s| s.to_string_lossy().into_owned())
}

fn collect(run: &BenchRun) -> Chart {
    let mut programs: Vec<&str> = Vec::new();
    for r in &run.results {
        if !programs.contains(&r.program.as_str()) {
            programs.push(&r.program);
        }
    }
    let triple = |v: [f64; 4]| [v[0], v[1], v[2]];
    let series = run
        .comparisons
        .iter()
        .map(|c: &Comparison| {
            let mut values = vec![c.geomean.map(|g| triple(g.values()))];
            for p in &programs {
                let r = run
                    .results
                    .iter()
                    .find(|r| r.program == *p && r.config == c.config);
                values.push(r.and_then(|r| r.ratios).map(|x| triple(x.values())));
            }
            (c.config.clone(), values)
        })
        .collect();
    let mut rows = vec!["geomean".to_string()];
    rows.extend(programs.iter().map(|p| short_name(p)));
    let mut references: Vec<&str> = run
        .comparisons
        .iter()
        .map(|c| c.reference.as_str())
        .collect();
    references.dedup();
    Chart {
        rows,
        series,
        reference: references.join(", "),
    }
}

fn draw_error(e: impl std::fmt::Debug) -> CliError {
    CliError::new(format!("error: cannot draw the plot: {e:?}"))
}

/// The SVG document of `run`'s ratios.
pub fn render(run: &BenchRun) -> Result<String, CliError> {
    let chart = collect(run);
    if chart.series.is_empty() {
        return Err(CliError::new(
            "error: --plot needs a comparison: two configurations or --baseline",
        ));
    }
    let row_height = (10 * chart.series.len() as u32 + 8).max(16);
    let label_width = 20
        + 9 * chart
            .rows
            .iter()
            .map(|r| r.chars().count())
            .max()
            .unwrap_or(8) as u32;
    let panel_width = 300;
    let width = label_width + panel_width * METRICS.len() as u32 + 20;
    let height = HEAD + FOOT + row_height * chart.rows.len() as u32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        root.fill(&WHITE).map_err(draw_error)?;
        draw_heading(&root, &chart, width)?;
        let (labels, panels) = root.split_horizontally(label_width);
        let panels = panels.margin(0, 0, 0, 20).split_evenly((1, METRICS.len()));
        for (m, panel) in panels.iter().enumerate() {
            draw_panel(panel, &labels, &chart, m, m == 0)?;
        }
        root.present().map_err(draw_error)?;
    }
    Ok(svg)
}

/// The title and the legend of the series.
fn draw_heading(
    root: &DrawingArea<SVGBackend, Shift>,
    chart: &Chart,
    width: u32,
) -> Result<(), CliError> {
    let title = format!(
        "Ratio to {} (per program; below 1 is better)",
        chart.reference
    );
    let style = TextStyle::from((FONT, 24).into_font()).color(&BLACK);
    root.draw(&Text::new(title, (12, 10), style))
        .map_err(draw_error)?;
    let legend = TextStyle::from((FONT, 17).into_font()).color(&BLACK);
    let mut x = 12;
    for (i, (label, _)) in chart.series.iter().enumerate() {
        let colour = PALETTE[i % PALETTE.len()];
        root.draw(&Rectangle::new([(x, 44), (x + 14, 58)], colour.filled()))
            .map_err(draw_error)?;
        root.draw(&Text::new(label.clone(), (x + 20, 44), legend.clone()))
            .map_err(draw_error)?;
        x += 40 + 8 * label.chars().count() as i32;
        if x > width as i32 - 100 {
            break;
        }
    }
    Ok(())
}

/// The range of the ratios of metric `m`, widened to hold 1 and a margin.
fn x_range(chart: &Chart, m: usize) -> (f64, f64) {
    let all = chart
        .series
        .iter()
        .flat_map(|(_, v)| v.iter().flatten().map(move |r| r[m]));
    let (lo, hi) = all.fold((1.0f64, 1.0f64), |(lo, hi), r| (lo.min(r), hi.max(r)));
    // Room for the geomean's value beside its bar.
    (lo / 1.15, hi * 1.15)
}

/// A panel's chart: log-scaled ratios across, rows down.
type Panel<'a, 'b> = ChartContext<'a, SVGBackend<'b>, Cartesian2d<LogCoord<f64>, RangedCoordf64>>;

fn text_style(size: u32, h: HPos, v: VPos) -> TextStyle<'static> {
    TextStyle::from((FONT, size).into_font())
        .color(&BLACK)
        .pos(Pos::new(h, v))
}

/// One metric's panel; with `names`, also the row names in `labels`.
fn draw_panel(
    panel: &DrawingArea<SVGBackend, Shift>,
    labels: &DrawingArea<SVGBackend, Shift>,
    chart: &Chart,
    m: usize,
    names: bool,
) -> Result<(), CliError> {
    let n = chart.rows.len() as f64;
    let (lo, hi) = x_range(chart, m);
    let mut c = ChartBuilder::on(panel)
        .margin_top(HEAD as i32 - 24)
        .margin_right(16)
        .caption(METRICS[m], (FONT, 18))
        .x_label_area_size(FOOT - 6)
        .build_cartesian_2d((lo..hi).log_scale(), 0.0..n)
        .map_err(draw_error)?;
    c.configure_mesh()
        .disable_mesh()
        .y_labels(0)
        .x_label_formatter(&|_| String::new())
        .set_tick_mark_size(LabelAreaPosition::Bottom, 0)
        .draw()
        .map_err(draw_error)?;
    // Row i occupies [n - i - 1, n - i]; the geomean row gets a band and
    // every other program a fainter one, to follow a row across panels.
    let band = |i: usize, colour: RGBColor| {
        let top = n - i as f64;
        Rectangle::new([(lo, top - 1.0), (hi, top)], colour.filled())
    };
    c.draw_series([band(0, RGBColor(236, 236, 236))])
        .map_err(draw_error)?;
    c.draw_series(
        (2..chart.rows.len())
            .step_by(2)
            .map(|i| band(i, RGBColor(247, 247, 247))),
    )
    .map_err(draw_error)?;
    draw_ticks(&mut c, lo, hi)?;
    draw_bars(&mut c, chart, m)?;
    c.draw_series([PathElement::new(
        vec![(1.0, 0.0), (1.0, n)],
        BLACK.stroke_width(1),
    )])
    .map_err(draw_error)?;
    if names {
        let style = text_style(15, HPos::Right, VPos::Center);
        let right = labels.dim_in_pixel().0 as i32 - 8;
        for (i, name) in chart.rows.iter().enumerate() {
            let (_, y) = c.backend_coord(&(1.0, n - i as f64 - 0.5));
            labels
                .draw(&Text::new(name.clone(), (right, y), style.clone()))
                .map_err(draw_error)?;
        }
    }
    Ok(())
}

/// Round ratios for the axis, at least 40 pixels apart, 1 always among
/// them; each with a light grid line and its label under the axis.
fn draw_ticks(c: &mut Panel, lo: f64, hi: f64) -> Result<(), CliError> {
    const CANDIDATES: [f64; 27] = [
        0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.5,
        1.75, 2.0, 2.5, 3.0, 4.0, 5.0, 10.0, 20.0, 50.0, 100.0,
    ];
    let x = |v: f64| c.backend_coord(&(v, 0.0)).0;
    let mut ticks = vec![1.0];
    for side in [
        CANDIDATES
            .iter()
            .rev()
            .filter(|&&v| v < 1.0)
            .collect::<Vec<_>>(),
        CANDIDATES.iter().filter(|&&v| v > 1.0).collect(),
    ] {
        let mut last = 1.0;
        for &v in side.into_iter().filter(|&&v| v > lo && v < hi) {
            if (x(v) - x(last)).abs() >= 40 {
                ticks.push(v);
                last = v;
            }
        }
    }
    let n = c.y_range().end;
    let grid = RGBColor(225, 225, 225);
    c.draw_series(
        ticks
            .iter()
            .map(|&t| PathElement::new(vec![(t, 0.0), (t, n)], grid)),
    )
    .map_err(draw_error)?;
    let style = text_style(13, HPos::Center, VPos::Top);
    c.draw_series(
        ticks.iter().map(|&t| {
            EmptyElement::at((t, 0.0)) + Text::new(format!("{t}×"), (0, 6), style.clone())
        }),
    )
    .map_err(draw_error)?;
    Ok(())
}

/// The bars of every series, and the geomean's value next to its bar.
fn draw_bars(c: &mut Panel, chart: &Chart, m: usize) -> Result<(), CliError> {
    let n = chart.rows.len() as f64;
    let s = chart.series.len() as f64;
    for (k, (_, values)) in chart.series.iter().enumerate() {
        let colour = PALETTE[k % PALETTE.len()];
        // Series k's bar in row i spans [bottom, top].
        let span = |i: usize| {
            let top = n - i as f64 - 0.12 - 0.76 * k as f64 / s;
            (top - 0.76 / s, top)
        };
        let bars = values.iter().enumerate().filter_map(|(i, v)| {
            let (bottom, top) = span(i);
            Some(Rectangle::new(
                [(1.0, top), ((*v)?[m], bottom)],
                colour.filled(),
            ))
        });
        c.draw_series(bars).map_err(draw_error)?;
        if let Some(Some(g)) = values.first() {
            let (bottom, top) = span(0);
            let (h, dx) = if g[m] < 1.0 {
                (HPos::Right, -4)
            } else {
                (HPos::Left, 4)
            };
            let value = EmptyElement::at((g[m], (bottom + top) / 2.0))
                + Text::new(
                    format!("{:.3}", g[m]),
                    (dx, 0),
                    text_style(12, h, VPos::Center),
                );
            c.draw_series([value]).map_err(draw_error)?;
        }
    }
    Ok(())
}
