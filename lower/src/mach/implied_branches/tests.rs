//! Unit tests of the folding of implied branches.

use crate::mach::implied_branches::fold_implied_branches;
use crate::mach::model::{MachFunction, MachItem, Role};
use crate::mach::testutil::{branch, insts_of, op, ops, ret, slot};
use egret_cpu0::isa::Opcode;

/// `items` after the pass.
fn folded(items: Vec<MachItem>) -> MachFunction {
    let mut f = MachFunction::new("f", 8);
    f.items = items;
    fold_implied_branches(&mut f);
    f
}

/// `beq $5, $4, L1` falls through only when the registers differ: a
/// `bne $5, $4, L2` right after is always taken (a `jmp`), a `beq $4, $5`
/// never (it goes, with its slot).
#[test]
fn a_repeated_test_of_two_registers_is_decided_by_the_first() {
    use Opcode::*;
    let f = folded(vec![
        MachItem::Label(0),
        branch(Beq, 5, 4, 1),
        slot(),
        op(Addiu, 3, 3, 0, 1, Role::Body),
        branch(Beq, 4, 5, 1),
        slot(),
        branch(Bne, 5, 4, 2),
        slot(),
        op(Addiu, 2, 0, 0, 7, Role::Body),
        MachItem::Label(1),
        ret(),
        slot(),
        MachItem::Label(2),
        ret(),
        slot(),
    ]);
    assert_eq!(ops(&f), [Beq, Nop, Addiu, Jmp, Addiu, Jr, Nop, Jr, Nop]);
    assert_eq!(insts_of(&f)[3].branch_target(), Some(2));
}

/// A write of either register, or a label a branch names (another path
/// joins: the label of the first branch's own target here), ends what
/// the first branch tells; so does a `bne` against a different register.
#[test]
fn writes_labels_and_other_registers_keep_the_second_branch() {
    use Opcode::*;
    let second_branch_kept = |between: MachItem, second: MachItem| {
        let f = folded(vec![
            MachItem::Label(0),
            branch(Bne, 5, 0, 1),
            slot(),
            between,
            second,
            slot(),
            MachItem::Label(1),
            ret(),
            slot(),
        ]);
        ops(&f).iter().filter(|&&o| matches!(o, Beq | Bne)).count() == 2
    };
    let bne = || branch(Bne, 5, 0, 1);
    assert!(second_branch_kept(op(Addiu, 5, 5, 0, 1, Role::Body), bne()));
    assert!(second_branch_kept(MachItem::Label(1), bne()));
    assert!(second_branch_kept(
        op(Addiu, 3, 3, 0, 1, Role::Body),
        branch(Bne, 5, 6, 1)
    ));
    // Nothing in between: `bne $5, $0` fell through, so `$5 == 0` and the
    // second `bne` is never taken.
    assert!(!second_branch_kept(
        op(Addiu, 3, 3, 0, 1, Role::Body),
        bne()
    ));
    // A label no branch names (a block boundary) lets no other path in.
    assert!(!second_branch_kept(MachItem::Label(3), bne()));
}
