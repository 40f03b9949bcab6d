//! Reading inlined copies back: for an address, the chain of frames that
//! `addr2line -i` prints — the innermost inlined function first, then each
//! function it was inlined into, out to the real (concrete) function.
//!
//! [`InlineTable::parse`] walks every unit's DIE tree once and keeps, per
//! `DW_TAG_subprogram` with code, a flat list of its
//! `DW_TAG_inlined_subroutine` scopes with their code ranges
//! (`DW_AT_low_pc`/`DW_AT_high_pc` or `DW_AT_ranges`), their name (through
//! `DW_AT_abstract_origin` or `DW_AT_specification`) and their call site
//! (`DW_AT_call_file`/`line`/`column`). Lexical blocks are not frames and are
//! looked through. A query finds the function covering the address and the
//! deepest inlined scope covering it, then walks up the parents.
//!
//! Each [`InlineFrame`] names its function; an inlined frame also says where
//! it was called, which is the source position *in the next frame out*. The
//! innermost frame's own position is the line table's row for the address
//! ([`crate::LineTable::addr2line`]). The tree is read with gimli's cursor
//! (no recursion), so corrupt or deeply nested input cannot overflow the
//! stack; it gives an error or fewer frames, never a panic.

use gimli::{EndianSlice, UnitOffset};

use crate::encoding::Endian;
use crate::error::{Error, read_error};
use crate::lines::{
    Dwarf, Reader, SourceFile, Unit, attr_string, code_range, header_files, to_u32,
};

/// How many `DW_AT_abstract_origin`/`DW_AT_specification` links a name
/// lookup follows before giving up (a cycle in corrupt input).
const MAX_ORIGIN_HOPS: usize = 8;

/// The inlined scopes of every function of a program, ready for lookups.
///
/// `addr2line -i` prints, for each frame innermost first, its function and
/// a position: the line table's row for the innermost frame, then the call
/// site of the frame before it.
///
/// ```
/// use egret_dwarf::*;
///
/// let mut input = DebugInput {
///     producer: "egret".into(),
///     comp_dir: "/src".into(),
///     files: vec!["m.c".into()],
///     version: DwarfVersion::V5,
///     endian: Endian::Little,
///     code_align: 4,
///     frame: FrameConventions::cpu0(),
///     functions: vec![FunctionInfo {
///         name: "main".into(),
///         text_offset: 0,
///         size: 12,
///         decl_file: 0,
///         decl_line: 5,
///         external: true,
///         rows: vec![LineRow::new(0, 0, 6, 3), LineRow::new(4, 0, 2, 10), LineRow::new(8, 0, 7, 3)],
///         frame: FrameInfo::default(),
///         source: Default::default(),
///     }],
///     source: Default::default(),
/// };
/// input.source.abstract_subprograms.push(AbstractSubprogram {
///     name: "twice".into(),
///     linkage_name: None,
///     decl: Some(Decl { file: 0, line: 1 }),
///     external: false,
///     result: None,
///     variables: Vec::new(),
/// });
/// input.functions[0].source.scopes.push(ScopeInfo {
///     kind: ScopeKind::Inlined { origin: 0, call: Decl { file: 0, line: 6 }, call_column: 10 },
///     ranges: vec![(4, 8)],
///     variables: Vec::new(),
///     children: Vec::new(),
/// });
/// let mut sections = write_debug_sections(&input)?;
/// sections.relocate(0x100)?;
/// let lines = LineTable::parse(sections.endian, |name| sections.data(name))?;
/// let inline = InlineTable::parse(sections.endian, |name| sections.data(name))?;
///
/// let mut line = lines.addr2line(0x104).map_or(0, |l| l.line);
/// let mut printed = Vec::new();
/// for frame in inline.frames_at(0x104) {
///     printed.push(format!("{} m.c:{line}", frame.function));
///     line = frame.call.map_or(0, |c| c.line);
/// }
/// assert_eq!(printed, ["twice m.c:2", "main m.c:6"]);
/// # Ok::<(), egret_dwarf::Error>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InlineTable {
    /// Sorted by `low`.
    functions: Vec<FunctionScopes>,
}

/// One frame of an address's inline chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineFrame {
    /// The function's source name (`DW_AT_name`, else `DW_AT_linkage_name`,
    /// looked up through the abstract origin); empty if it has none.
    pub function: String,
    /// For an inlined frame, where the call was written (in the next frame
    /// out); `None` for the outermost, concrete function.
    pub call: Option<CallSite>,
}

/// The source position of an inlined call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallSite {
    /// `DW_AT_call_file`, if the line table lists it.
    pub file: Option<SourceFile>,
    /// `DW_AT_call_line`, 0 if absent.
    pub line: u32,
    /// `DW_AT_call_column`, 0 if absent.
    pub column: u32,
}

/// A concrete function and its inlined scopes.
#[derive(Clone, Debug, PartialEq, Eq)]
struct FunctionScopes {
    low: u32,
    high: u32,
    /// Node 0 is the function itself; the others are its inlined scopes in
    /// tree order, each after its parent.
    nodes: Vec<Node>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Node {
    frame: InlineFrame,
    ranges: Vec<(u32, u32)>,
    parent: usize,
    depth: usize,
}

impl Node {
    fn covers(&self, address: u32) -> bool {
        self.ranges
            .iter()
            .any(|&(s, e)| s <= address && address < e)
    }
}

impl InlineTable {
    /// Reads every unit's subprograms and inlined scopes. `section` returns
    /// the bytes of the named section or an empty slice.
    pub fn parse<'a>(
        endian: Endian,
        section: impl Fn(&str) -> &'a [u8],
    ) -> Result<InlineTable, Error> {
        let dwarf = gimli::Dwarf::load(|id| {
            Ok::<_, Error>(EndianSlice::new(section(id.name()), endian.gimli()))
        })?;
        let mut functions = Vec::new();
        let mut headers = dwarf.units();
        while let Some(header) = headers.next().map_err(|e| read_error(".debug_info", e))? {
            let unit = dwarf
                .unit(header)
                .map_err(|e| read_error(".debug_info unit", e))?;
            read_unit(&dwarf, &unit, &mut functions)?;
        }
        functions.sort_by_key(|f| (f.low, f.high));
        Ok(InlineTable { functions })
    }

    /// The frames at `address`, innermost first: inlined functions, each
    /// with its call site, then the concrete function. Empty if no function
    /// covers the address.
    pub fn frames_at(&self, address: u32) -> Vec<InlineFrame> {
        let after = self.functions.partition_point(|f| f.low <= address);
        let Some(function) = self.functions[..after]
            .iter()
            .rev()
            .find(|f| address < f.high && f.nodes[0].covers(address))
        else {
            return Vec::new();
        };
        let nodes = &function.nodes;
        let innermost = (1..nodes.len())
            .filter(|&i| nodes[i].covers(address))
            .max_by_key(|&i| nodes[i].depth)
            .unwrap_or(0);
        let mut frames = Vec::new();
        let mut at = innermost;
        // Parents come before children, so this walk ends at node 0.
        loop {
            frames.push(nodes[at].frame.clone());
            if at == 0 {
                break;
            }
            at = nodes[at].parent;
        }
        frames
    }
}

/// Adds the unit's functions (subprograms with code) and their inlined
/// scopes to `functions`.
fn read_unit(dwarf: &Dwarf, unit: &Unit, functions: &mut Vec<FunctionScopes>) -> Result<(), Error> {
    let files = match &unit.line_program {
        Some(program) => header_files(dwarf, unit, program.header())?,
        None => Default::default(),
    };
    // (tree depth, node index) of the enclosing frames of the current function.
    let mut open: Vec<(isize, usize)> = Vec::new();
    let mut current: Option<FunctionScopes> = None;
    let mut entries = unit.entries();
    while let Some(entry) = entries
        .next_dfs()
        .map_err(|e| read_error(".debug_info entries", e))?
    {
        let depth = entry.depth();
        while open.last().is_some_and(|&(d, _)| d >= depth) {
            open.pop();
        }
        let tag = entry.tag();
        if tag == gimli::DW_TAG_subprogram {
            let Some(ranges) = scope_ranges(dwarf, unit, entry)? else {
                continue;
            };
            functions.extend(current.take());
            open.clear();
            let frame = InlineFrame {
                function: name_of(dwarf, unit, entry)?,
                call: None,
            };
            let low = ranges.iter().map(|r| r.0).min().unwrap_or(0);
            let high = ranges.iter().map(|r| r.1).max().unwrap_or(0);
            let root = Node {
                frame,
                ranges,
                parent: 0,
                depth: 0,
            };
            current = Some(FunctionScopes {
                low,
                high,
                nodes: vec![root],
            });
            open.push((depth, 0));
        } else if tag == gimli::DW_TAG_inlined_subroutine {
            let (Some(function), Some(&(_, parent))) = (current.as_mut(), open.last()) else {
                continue;
            };
            let Some(ranges) = scope_ranges(dwarf, unit, entry)? else {
                continue;
            };
            let frame = InlineFrame {
                function: name_of(dwarf, unit, entry)?,
                call: Some(call_site(entry, &files)?),
            };
            let depth_in_function = function.nodes[parent].depth + 1;
            function.nodes.push(Node {
                frame,
                ranges,
                parent,
                depth: depth_in_function,
            });
            open.push((depth, function.nodes.len() - 1));
        }
    }
    functions.extend(current);
    Ok(())
}

/// The code ranges of a scope: one from `DW_AT_low_pc`/`DW_AT_high_pc`, or
/// the non-empty entries of its `DW_AT_ranges` list; `None` without code.
fn scope_ranges<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    entry: &gimli::DebuggingInformationEntry<Reader<'a>>,
) -> Result<Option<Vec<(u32, u32)>>, Error> {
    if let Some((low, high)) = code_range(dwarf, unit, entry)? {
        return Ok(Some(vec![(low, high)]));
    }
    let Some(value) = entry.attr_value(gimli::DW_AT_ranges) else {
        return Ok(None);
    };
    let list = dwarf
        .attr_ranges(unit, value)
        .map_err(|e| read_error("DW_AT_ranges", e))?;
    let Some(mut list) = list else {
        return Ok(None);
    };
    let mut ranges = Vec::new();
    while let Some(range) = list.next().map_err(|e| read_error("range list", e))? {
        if range.begin < range.end {
            ranges.push((
                to_u32(range.begin, "range start")?,
                to_u32(range.end, "range end")?,
            ));
        }
    }
    Ok(Some(ranges))
}

/// The entry's name, following abstract origins and specifications.
fn name_of<'a>(
    dwarf: &Dwarf<'a>,
    unit: &Unit<'a>,
    entry: &gimli::DebuggingInformationEntry<Reader<'a>>,
) -> Result<String, Error> {
    let mut current = entry.clone();
    for _ in 0..MAX_ORIGIN_HOPS {
        for attr in [gimli::DW_AT_name, gimli::DW_AT_linkage_name] {
            if let Some(value) = current.attr_value(attr) {
                return attr_string(dwarf, unit, value);
            }
        }
        let link = [gimli::DW_AT_abstract_origin, gimli::DW_AT_specification]
            .into_iter()
            .find_map(|a| match current.attr_value(a) {
                Some(gimli::AttributeValue::UnitRef(offset)) => Some(offset),
                _ => None,
            });
        let Some(offset) = link else {
            break;
        };
        current = unit
            .entry(UnitOffset(offset.0))
            .map_err(|e| read_error("DW_AT_abstract_origin", e))?;
    }
    Ok(String::new())
}

fn call_site(
    entry: &gimli::DebuggingInformationEntry<Reader<'_>>,
    files: &std::collections::BTreeMap<u64, SourceFile>,
) -> Result<CallSite, Error> {
    let number = |attr| {
        entry
            .attr_value(attr)
            .and_then(|v: gimli::AttributeValue<Reader<'_>>| match v {
                gimli::AttributeValue::FileIndex(i) => Some(i),
                other => other.udata_value(),
            })
    };
    let file = number(gimli::DW_AT_call_file).and_then(|i| files.get(&i).cloned());
    Ok(CallSite {
        file,
        line: to_u32(number(gimli::DW_AT_call_line).unwrap_or(0), "call line")?,
        column: to_u32(number(gimli::DW_AT_call_column).unwrap_or(0), "call column")?,
    })
}
