//! One location list from the pieces of a variable: the backend places each
//! piece it bound separately (`egret_lower::debug_vars::DebugVar::fragment`:
//! the two words of an `i64` or `double`, the fields of an aggregate SROA
//! split), and a debugger wants one list whose entries say where every
//! piece is at once.
//!
//! The code is cut at every point where some piece's place starts or ends;
//! over each cut, the pieces placed there become a `DW_OP_piece`
//! expression in memory order, with an empty piece for each gap (bits no
//! label holds there, "optimised out"). The bound pieces of a variable
//! never overlap (lowering ends every overlapping piece when it binds one);
//! an overlap anyway, or the whole variable placed beside a piece, gives
//! that cut no location, never a wrong one.

use egret_dwarf::{LocExpr, LocPlace, LocRange};

/// A piece of a variable (`(offset, size)` in bits, memory order; `None`:
/// the whole) and where it is over sorted, disjoint code ranges.
pub(super) type PlacedPiece = (Option<(u32, u32)>, Vec<(u32, u32, LocPlace)>);

/// The location list of a variable whose pieces are placed as `pieces`.
pub(super) fn join_pieces(pieces: &[PlacedPiece]) -> Vec<LocRange> {
    let mut cuts: Vec<u32> = pieces
        .iter()
        .flat_map(|(_, ranges)| ranges.iter().flat_map(|&(s, e, _)| [s, e]))
        .collect();
    cuts.sort_unstable();
    cuts.dedup();
    let mut out: Vec<LocRange> = Vec::new();
    for w in cuts.windows(2) {
        let (start, end) = (w[0], w[1]);
        let here: Vec<(Option<(u32, u32)>, LocPlace)> = pieces
            .iter()
            .filter_map(|(fragment, ranges)| Some((*fragment, place_at(ranges, start)?)))
            .collect();
        let Some(expr) = expression(here) else {
            continue;
        };
        match out.last_mut() {
            Some(last) if last.end == start && last.expr == expr => last.end = end,
            _ => out.push(LocRange { start, end, expr }),
        }
    }
    out
}

/// The place over the range of `ranges` (sorted, disjoint) that holds
/// `offset`.
fn place_at(ranges: &[(u32, u32, LocPlace)], offset: u32) -> Option<LocPlace> {
    let k = ranges.partition_point(|r| r.0 <= offset);
    let &(start, end, place) = ranges.get(k.checked_sub(1)?)?;
    (start <= offset && offset < end).then_some(place)
}

/// The expression for the pieces placed at one point: the whole variable
/// alone, or byte-aligned pieces without overlap, gaps left empty.
fn expression(mut here: Vec<(Option<(u32, u32)>, LocPlace)>) -> Option<LocExpr> {
    if let [(None, place)] = here[..] {
        return Some(LocExpr::Whole(place));
    }
    if here.is_empty() || here.iter().any(|(f, _)| f.is_none()) {
        return None;
    }
    here.sort_by_key(|(f, _)| f.map(|f| f.0));
    let mut pieces = Vec::new();
    let mut cursor: u64 = 0;
    for (fragment, place) in here {
        let (offset, size) = fragment?;
        let (offset, size) = (u64::from(offset), u64::from(size));
        if offset < cursor || offset % 8 != 0 || size % 8 != 0 || size == 0 {
            return None;
        }
        if offset > cursor {
            pieces.push((None, u32::try_from((offset - cursor) / 8).ok()?));
        }
        pieces.push((Some(place), u32::try_from(size / 8).ok()?));
        cursor = offset + size;
    }
    Some(LocExpr::Pieces(pieces))
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: LocPlace = LocPlace::Register(2);
    const B: LocPlace = LocPlace::Register(3);

    fn range(start: u32, end: u32, expr: LocExpr) -> LocRange {
        LocRange { start, end, expr }
    }

    #[test]
    fn the_whole_variable_alone_keeps_its_ranges() {
        let got = join_pieces(&[(None, vec![(0, 8, A), (8, 12, B)])]);
        let want = vec![
            range(0, 8, LocExpr::Whole(A)),
            range(8, 12, LocExpr::Whole(B)),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn two_words_join_where_both_are_placed_and_stand_alone_elsewhere() {
        let got = join_pieces(&[
            (Some((0, 32)), vec![(0, 12, A)]),
            (Some((32, 32)), vec![(4, 16, B)]),
        ]);
        let want = vec![
            range(0, 4, LocExpr::Pieces(vec![(Some(A), 4)])),
            range(4, 12, LocExpr::Pieces(vec![(Some(A), 4), (Some(B), 4)])),
            range(12, 16, LocExpr::Pieces(vec![(None, 4), (Some(B), 4)])),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn overlapping_pieces_or_the_whole_beside_a_piece_give_no_location() {
        let overlap = join_pieces(&[
            (Some((0, 64)), vec![(0, 4, A)]),
            (Some((32, 32)), vec![(0, 4, B)]),
        ]);
        assert!(overlap.is_empty(), "{overlap:?}");
        let mixed = join_pieces(&[(None, vec![(0, 4, A)]), (Some((0, 32)), vec![(0, 4, B)])]);
        assert!(mixed.is_empty(), "{mixed:?}");
    }
}
