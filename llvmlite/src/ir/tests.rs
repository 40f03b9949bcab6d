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
