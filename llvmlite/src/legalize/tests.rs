//! Unit tests of the legalizer's helpers; whole-module behaviour is tested
//! in `llvmlite/tests/legalize_*.rs`.

use super::memory::pieces;

#[test]
fn pieces_take_the_widest_access_the_alignment_allows() {
    assert_eq!(pieces(7, 4), vec![(0, 4), (4, 2), (6, 1)]);
    assert_eq!(pieces(8, 2), vec![(0, 2), (2, 2), (4, 2), (6, 2)]);
    assert_eq!(pieces(3, 1), vec![(0, 1), (1, 1), (2, 1)]);
    assert_eq!(pieces(0, 4), vec![]);
}
