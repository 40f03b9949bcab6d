//! Reading line tables and function ranges back: address → `file:line:col`.
//!
//! [`LineTable::parse`] reads every compile unit of an executable (or object)
//! once, with gimli's read API, into plain sorted vectors: all line rows in
//! sequence order, the files they name, and the `DW_TAG_subprogram` ranges.
//! Queries are then binary searches with no gimli types in sight, which is
//! what the simulator (naming a trap's source line), `egret addr2line` and
//! `objdump --source` (one query per instruction) need. Files are merged
//! across units, so a row's [`Row::file`] indexes [`LineTable::files`] whatever
//! unit it came from.
//!
//! Addresses are whatever the sections hold: absolute in a linked executable,
//! `.text`-relative in an unrelocated object (the addends are in place).

use std::collections::BTreeMap;
use std::ops::Range;

use gimli::{EndianSlice, RunTimeEndian};

use crate::encoding::Endian;
use crate::error::{Error, read_error};

pub(crate) type Reader<'a> = EndianSlice<'a, RunTimeEndian>;
pub(crate) type Dwarf<'a> = gimli::Dwarf<Reader<'a>>;
pub(crate) type Unit<'a> = gimli::Unit<Reader<'a>>;

/// Every line row and function range of a program, ready for lookups.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineTable {
    files: Vec<SourceFile>,
    rows: Vec<Row>,
    sequences: Vec<Sequence>,
    functions: Vec<FunctionRange>,
}

/// A source file named by the line tables.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SourceFile {
    /// The path as recorded in the file entry (e.g. `fib.ll`).
    pub path: String,
    /// The directory it is relative to (the unit's `comp_dir` for our own
    /// output); empty if the table names none.
    pub directory: String,
}

impl SourceFile {
    /// `path` joined to `directory` unless `path` is absolute: the file to
    /// open to show source lines.
    pub fn full_path(&self) -> String {
        if self.path.starts_with('/') || self.directory.is_empty() {
            self.path.clone()
        } else {
            format!("{}/{}", self.directory.trim_end_matches('/'), self.path)
        }
    }
}

/// One row of a line table, as the DWARF line-number state machine produced it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The instruction's address.
    pub address: u32,
    /// Index into [`LineTable::files`].
    pub file: usize,
    /// 1-based line, 0 if the instruction has no source line.
    pub line: u32,
    /// 1-based column, 0 for the whole line.
    pub column: u32,
    /// A recommended breakpoint location.
    pub is_stmt: bool,
    /// The first instruction after the prologue.
    pub prologue_end: bool,
    /// The first instruction of an epilogue.
    pub epilogue_begin: bool,
    /// Marks the first address *after* a sequence; describes no instruction.
    pub end_sequence: bool,
}

/// A function's code range from its `DW_TAG_subprogram`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionRange {
    /// `DW_AT_name`.
    pub name: String,
    /// First address.
    pub low: u32,
    /// One past the last address.
    pub high: u32,
    /// `DW_AT_decl_file` as an index into [`LineTable::files`], if present.
    pub decl_file: Option<usize>,
    /// `DW_AT_decl_line`, 0 if absent.
    pub decl_line: u32,
}

/// Where an address's instruction came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file's path as recorded (see [`SourceFile::path`]).
    pub file: String,
    /// 1-based line, 0 if the instruction has no source line.
    pub line: u32,
    /// 1-based column, 0 for the whole line.
    pub column: u32,
    /// The enclosing function's name, if a subprogram covers the address.
    pub function: Option<String>,
}

/// A contiguous run of rows ending in an `end_sequence` row.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Sequence {
    start: u32,
    end: u32,
    /// Indices into `LineTable::rows`, including the `end_sequence` row.
    rows: Range<usize>,
}

impl LineTable {
    /// Reads every unit's line table and subprograms. `section` returns the
    /// bytes of the named section (`.debug_info`, `.debug_line`, ...) or an
    /// empty slice if there is none.
    pub fn parse<'a>(
        endian: Endian,
        section: impl Fn(&str) -> &'a [u8],
    ) -> Result<LineTable, Error> {
        let dwarf = gimli::Dwarf::load(|id| {
            Ok::<_, Error>(EndianSlice::new(section(id.name()), endian.gimli()))
        })?;
        let mut builder = Builder::default();
        let mut headers = dwarf.units();
        while let Some(header) = headers.next().map_err(|e| read_error(".debug_info", e))? {
            let unit = dwarf
                .unit(header)
                .map_err(|e| read_error(".debug_info unit", e))?;
            let files = builder.read_rows(&dwarf, &unit)?;
            builder.read_functions(&dwarf, &unit, &files)?;
        }
        Ok(builder.finish())
    }

    /// The source files rows refer to.
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// Every row, sequence by sequence in address order; each sequence ends
    /// with an `end_sequence` row.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// Every function range, sorted by start address.
    pub fn functions(&self) -> &[FunctionRange] {
        &self.functions
    }

    /// The row describing the instruction at `address`: the last row at or
    /// before it in the sequence that contains it.
    pub fn row_at(&self, address: u32) -> Option<&Row> {
        let sequence = self.sequence_at(address)?;
        let rows = &self.rows[sequence.rows.start..sequence.rows.end - 1];
        let after = rows.partition_point(|r| r.address <= address);
        after.checked_sub(1).map(|i| &rows[i])
    }

    /// The function whose range contains `address`.
    pub fn function_at(&self, address: u32) -> Option<&FunctionRange> {
        let after = self.functions.partition_point(|f| f.low <= address);
        self.functions[..after]
            .iter()
            .rev()
            .find(|f| address < f.high)
    }

    /// The source location of the instruction at `address`, or `None` if no
    /// line table covers it.
    pub fn addr2line(&self, address: u32) -> Option<Location> {
        let row = self.row_at(address)?;
        Some(Location {
            file: self.files[row.file].path.clone(),
            line: row.line,
            column: row.column,
            function: self.function_at(address).map(|f| f.name.clone()),
        })
    }

    fn sequence_at(&self, address: u32) -> Option<&Sequence> {
        let after = self.sequences.partition_point(|s| s.start <= address);
        self.sequences[..after]
            .iter()
            .rev()
            .find(|s| address < s.end)
    }
}

/// Accumulates rows, files and functions across units.
#[derive(Default)]
struct Builder {
    files: Vec<SourceFile>,
    file_index: BTreeMap<SourceFile, usize>,
    rows: Vec<Row>,
    sequences: Vec<Sequence>,
    functions: Vec<FunctionRange>,
}

/// Maps a unit's DWARF file numbers to indices in `Builder::files`.
type FileMap = BTreeMap<u64, usize>;

impl Builder {
    /// Reads the unit's line program; returns its file map for `decl_file`.
    fn read_rows(&mut self, dwarf: &Dwarf, unit: &Unit) -> Result<FileMap, Error> {
        let Some(program) = unit.line_program.clone() else {
            return Ok(FileMap::new());
        };
        let files = self.read_files(dwarf, unit, program.header())?;
        let mut rows = program.rows();
        let mut start = self.rows.len();
        while let Some((_, row)) = rows.next_row().map_err(|e| read_error(".debug_line", e))? {
            let converted = convert_row(row, &files)?;
            self.rows.push(converted);
            if converted.end_sequence {
                self.sequences.push(Sequence {
                    start: self.rows[start].address,
                    end: converted.address,
                    rows: start..self.rows.len(),
                });
                start = self.rows.len();
            }
        }
        // A program that stops without end_sequence is malformed; drop the tail.
        self.rows.truncate(start);
        Ok(files)
    }

    fn read_files<'a>(
        &mut self,
        dwarf: &Dwarf<'a>,
        unit: &Unit<'a>,
        header: &gimli::LineProgramHeader<Reader<'a>>,
    ) -> Result<FileMap, Error> {
        let mut map = FileMap::new();
        for (number, file) in header_files(dwarf, unit, header)? {
            map.insert(number, self.intern(file));
        }
        Ok(map)
    }

    fn intern(&mut self, file: SourceFile) -> usize {
        if let Some(&i) = self.file_index.get(&file) {
            return i;
        }
        self.files.push(file.clone());
        self.file_index.insert(file, self.files.len() - 1);
        self.files.len() - 1
    }

    fn read_functions(&mut self, dwarf: &Dwarf, unit: &Unit, files: &FileMap) -> Result<(), Error> {
        let mut entries = unit.entries();
        while let Some(entry) = entries
            .next_dfs()
            .map_err(|e| read_error(".debug_info entries", e))?
        {
            if entry.tag() != gimli::DW_TAG_subprogram {
                continue;
            }
            if let Some(function) = read_subprogram(dwarf, unit, entry, files)? {
                self.functions.push(function);
            }
        }
        Ok(())
    }

    fn finish(mut self) -> LineTable {
        // Sort sequences by address but keep each one's rows together.
        let mut order: Vec<usize> = (0..self.sequences.len()).collect();
        order.sort_by_key(|&i| (self.sequences[i].start, self.sequences[i].end));
        let mut rows = Vec::with_capacity(self.rows.len());
        let mut sequences = Vec::with_capacity(self.sequences.len());
        for i in order {
            let s = &self.sequences[i];
            let start = rows.len();
            rows.extend_from_slice(&self.rows[s.rows.clone()]);
            sequences.push(Sequence {
                start: s.start,
                end: s.end,
                rows: start..rows.len(),
            });
        }
        self.functions.sort_by_key(|f| (f.low, f.high));
        LineTable {
            files: self.files,
            rows,
            sequences,
            functions: self.functions,
        }
    }
}

fn convert_row(row: &gimli::LineRow, files: &FileMap) -> Result<Row, Error> {
    let file = files.get(&row.file_index()).copied().ok_or_else(|| {
        Error::Read(format!(
            ".debug_line: row at {:#x} names file {}, which the header does not list",
            row.address(),
            row.file_index()
        ))
    })?;
    let column = match row.column() {
        gimli::ColumnType::LeftEdge => 0,
        gimli::ColumnType::Column(c) => c.get(),
    };
    Ok(Row {
        address: to_u32(row.address(), "row address")?,
        file,
        line: to_u32(row.line().map_or(0, |l| l.get()), "line")?,
        column: to_u32(column, "column")?,
        is_stmt: row.is_stmt(),
        prologue_end: row.prologue_end(),
        epilogue_begin: row.epilogue_begin(),
        end_sequence: row.end_sequence(),
    })
}

/// The files a line-program header lists, by their DWARF file number
/// (DWARF 5 numbers files from 0, earlier versions from 1).
pub(crate) fn header_files<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    header: &gimli::LineProgramHeader<Reader<'a>>,
) -> Result<BTreeMap<u64, SourceFile>, Error> {
    let first = if header.version() >= 5 { 0 } else { 1 };
    let mut files = BTreeMap::new();
    for (i, entry) in header.file_names().iter().enumerate() {
        let path = attr_string(dwarf, unit, entry.path_name())?;
        let directory = match entry.directory(header) {
            Some(dir) => attr_string(dwarf, unit, dir)?,
            None => String::new(),
        };
        files.insert(first + i as u64, SourceFile { path, directory });
    }
    Ok(files)
}

/// A subprogram with a code range; declarations without code give `None`.
fn read_subprogram<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    entry: &gimli::DebuggingInformationEntry<Reader<'a>>,
    files: &FileMap,
) -> Result<Option<FunctionRange>, Error> {
    let Some((low, high)) = code_range(dwarf, unit, entry)? else {
        return Ok(None);
    };
    // An out-of-line copy of a function that is also inlined names its
    // abstract entry, which holds the name and declaration.
    let origin = match entry.attr_value(gimli::DW_AT_abstract_origin) {
        Some(gimli::AttributeValue::UnitRef(offset)) => Some(
            unit.entry(offset)
                .map_err(|e| Error::Read(format!("DW_AT_abstract_origin: {e}")))?,
        ),
        _ => None,
    };
    let entry = origin.as_ref().unwrap_or(entry);
    let name = match entry.attr_value(gimli::DW_AT_name) {
        Some(value) => attr_string(dwarf, unit, value)?,
        None => String::new(),
    };
    let decl_file = match entry.attr_value(gimli::DW_AT_decl_file) {
        Some(gimli::AttributeValue::FileIndex(index)) => files.get(&index).copied(),
        Some(other) => other.udata_value().and_then(|i| files.get(&i).copied()),
        None => None,
    };
    let decl_line = entry
        .attr_value(gimli::DW_AT_decl_line)
        .and_then(|v| v.udata_value())
        .unwrap_or(0);
    Ok(Some(FunctionRange {
        name,
        low,
        high,
        decl_file,
        decl_line: to_u32(decl_line, "decl_line")?,
    }))
}

/// `DW_AT_low_pc` and `DW_AT_high_pc` (a length or an address). Computed here
/// rather than with gimli's `die_ranges`, whose `low + length` can overflow on
/// corrupt input; `DW_AT_ranges` is not used by our writer for subprograms
/// and is ignored here (the inline-frame reader reads it for scopes).
pub(crate) fn code_range<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    entry: &gimli::DebuggingInformationEntry<Reader<'a>>,
) -> Result<Option<(u32, u32)>, Error> {
    let address = |value| {
        dwarf
            .attr_address(unit, value)
            .map_err(|e| read_error("subprogram address", e))
    };
    let Some(low) = entry.attr_value(gimli::DW_AT_low_pc) else {
        return Ok(None);
    };
    let Some(low) = address(low)? else {
        return Err(Error::Read("DW_AT_low_pc is not an address".into()));
    };
    let high = match entry.attr_value(gimli::DW_AT_high_pc) {
        None => return Ok(None),
        Some(value) => match value.udata_value() {
            Some(length) => low.checked_add(length),
            None => address(value)?,
        },
    };
    let high =
        high.ok_or_else(|| Error::Read(format!("DW_AT_high_pc of {low:#x} is out of range")))?;
    Ok(Some((
        to_u32(low, "DW_AT_low_pc")?,
        to_u32(high, "DW_AT_high_pc")?,
    )))
}

pub(crate) fn attr_string<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    value: gimli::AttributeValue<Reader<'a>>,
) -> Result<String, Error> {
    let bytes = dwarf
        .attr_string(unit, value)
        .map_err(|e| read_error("string attribute", e))?;
    Ok(String::from_utf8_lossy(bytes.slice()).into_owned())
}

pub(crate) fn to_u32(value: u64, what: &str) -> Result<u32, Error> {
    u32::try_from(value)
        .map_err(|_| Error::Read(format!("{what} {value:#x} does not fit in 32 bits")))
}
