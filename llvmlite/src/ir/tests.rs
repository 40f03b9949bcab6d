//! Unit tests of the IR: the extension helpers, constants and instruction
//! operands.

use super::*;

#[test]
fn extension_helpers() {
    assert_eq!(sext(0xFF, 8), -1);
    assert_eq!(sext(0x7F, 8), 127);
    assert_eq!(zext(u64::MAX, 1), 1);
    assert_eq!(sext(1, 1), -1);
    assert_eq!(zext(0x1_0000_0001, 32), 1);
}

#[test]
fn intcc_eval_and_inverse_agree() {
    for cc in IntCC::ALL {
        for (a, b) in [(0u64, 1u64), (0xFF, 1), (5, 5), (0x80, 0x7F)] {
            assert_eq!(cc.eval(8, a, b), !cc.inverse().eval(8, a, b));
            assert_eq!(cc.eval(8, a, b), cc.swap().eval(8, b, a));
        }
    }
}

#[test]
fn constants_are_interned_and_masked() {
    let types = TypeStore::new();
    let mut f = Function::new();
    let a = f.iconst(&types, Ty::I8, u64::MAX);
    let b = f.iconst(&types, Ty::I8, 255);
    assert_eq!(a, b);
    assert_eq!(f.const_value(a), Some(255));
}

#[test]
fn build_a_small_function() {
    let types = TypeStore::new();
    let mut f = Function::new();
    let entry = f.create_block(None);
    let x = f.append_block_param(entry, Ty::I64);
    let one = f.iconst(&types, Ty::I64, 1);
    let add = f.append_inst(
        entry,
        InstData::Binary {
            op: BinOp::Add,
            args: [x, one],
            flags: BinFlags::default(),
        },
        Some(Ty::I64),
        SrcLoc::new(2, 3),
    );
    let r = f.inst_result(add).unwrap();
    f.append_inst(
        entry,
        InstData::Ret { value: Some(r) },
        None,
        SrcLoc::new(3, 3),
    );
    assert_eq!(f.args(), &[x]);
    assert!(f.terminator(entry).is_some());
    assert_eq!(f.insts[add].args(), vec![x, one]);
}

/// [`InstData::target_blocks`] (which reads a `switch`'s cases and an
/// `indirectbr`'s destinations in place) lists exactly the blocks of
/// [`InstData::targets_iter`], in order, duplicates kept, and its size hint
/// is exact at every step — for every terminator kind and non-terminators.
#[test]
fn target_blocks_are_the_blocks_of_the_targets() {
    let types = TypeStore::new();
    let mut f = Function::new();
    let blocks: Vec<Block> = (0..6).map(|_| f.create_block(None)).collect();
    let x = f.iconst(&types, Ty::I32, 7);
    let c = f.iconst(&types, Ty::I1, 1);
    let to = |k: usize| BlockCall::new(blocks[k % blocks.len()]);
    let mut terminators = vec![
        InstData::Jump { dest: to(1) },
        InstData::Branch {
            cond: c,
            then_dest: to(2),
            else_dest: to(2),
        },
        InstData::Branch {
            cond: c,
            then_dest: to(3),
            else_dest: to(0),
        },
        InstData::Unreachable,
        InstData::Ret { value: None },
        InstData::Freeze { arg: x },
    ];
    for n in 0..5 {
        terminators.push(InstData::Switch {
            cond: x,
            default: to(n + 1),
            cases: (0..n as u64).map(|k| (k, to(k as usize * 5))).collect(),
        });
        terminators.push(InstData::IndirectBr {
            addr: x,
            dests: (0..n).map(|k| to(k * 2 + 1)).collect(),
        });
    }
    let mut listed = 0;
    for data in &terminators {
        let want: Vec<Block> = data.targets_iter().map(|c| c.block).collect();
        let mut succs = data.target_blocks();
        let mut got = Vec::new();
        loop {
            let left = want.len() - got.len();
            assert_eq!(succs.size_hint(), (left, Some(left)), "{data:?}");
            assert_eq!(succs.len(), left, "{data:?}");
            match succs.next() {
                Some(b) => got.push(b),
                None => break,
            }
        }
        assert_eq!(got, want, "{data:?}");
        assert_eq!(succs.next(), None, "{data:?}: the iterator stays done");
        listed += got.len();
    }
    assert!(listed > 20, "{listed}");
}
