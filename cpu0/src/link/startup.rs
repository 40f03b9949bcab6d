//! The start code (`__start`, see the linker's module doc): assembled
//! per link from source by our own assembler, with only the work the
//! program needs — constructors and destructors, `.bss` clearing, and
//! `argc`/`argv` for a `main` that takes them.

use super::*;

/// The start code's calls of the `.init_array` entries, first to last,
/// through `$t9` (the loop keeps its bounds in `$9`/`$10`, which nothing
/// needs yet).
const INIT_LOOP: &str = "\tlui\t$9, %hi(__init_array_start)
\tori\t$9, $9, %lo(__init_array_start)
\tlui\t$10, %hi(__init_array_end)
\tori\t$10, $10, %lo(__init_array_end)
$init_next:
\tcmpu\t$sw, $9, $10
\tjeq\t$sw, $init_done
\tnop
\tld\t$t9, 0($9)
\tjalr\t$t9
\taddiu\t$9, $9, 4
\tjmp\t$init_next
\tnop
$init_done:
";

/// [`RUN_FINI_SYMBOL`]: calls the `.fini_array` entries, last to first;
/// an ordinary function (saves `$lr`, `$9`, `$10`; keeps `$v0/$v1`). Each
/// entry is cleared before its call, so a destructor that calls `exit`
/// (which runs this again) does not run twice.
const RUN_FINI: &str = "\t.globl\t__egret_run_fini
\t.type\t__egret_run_fini, @function
__egret_run_fini:
\taddiu\t$sp, $sp, -24
\tst\t$lr, 20($sp)
\tst\t$9, 16($sp)
\tst\t$10, 12($sp)
\tst\t$2, 8($sp)
\tst\t$3, 4($sp)
\tlui\t$9, %hi(__fini_array_end)
\tori\t$9, $9, %lo(__fini_array_end)
\tlui\t$10, %hi(__fini_array_start)
\tori\t$10, $10, %lo(__fini_array_start)
$fini_next:
\tcmpu\t$sw, $9, $10
\tjeq\t$sw, $fini_done
\taddiu\t$9, $9, -4
\tld\t$t9, 0($9)
\tst\t$zero, 0($9)
\tcmp\t$sw, $t9, $zero
\tjeq\t$sw, $fini_next
\tnop
\tjalr\t$t9
\tnop
\tjmp\t$fini_next
\tnop
$fini_done:
\tld\t$3, 4($sp)
\tld\t$2, 8($sp)
\tld\t$10, 12($sp)
\tld\t$9, 16($sp)
\tld\t$lr, 20($sp)
\tret\t$lr
\taddiu\t$sp, $sp, 24
\t.size\t__egret_run_fini, .-__egret_run_fini
";

/// [`RUN_FINI_SYMBOL`] when there is no `.fini_array`: returns.
const RUN_FINI_EMPTY: &str = "\t.globl\t__egret_run_fini
\t.type\t__egret_run_fini, @function
__egret_run_fini:
\tret\t$lr
\tnop
\t.size\t__egret_run_fini, .-__egret_run_fini
";

/// How `main` takes its arguments, from the compiler's hint symbols.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum MainArgs {
    /// `(i32 argc, i8** argv)`, or a signature no hint describes.
    Argc32,
    /// `(i64 argc, i8** argv)` ([`MAIN_ARGC64_HINT`]).
    Argc64,
    /// None ([`MAIN_NOARGS_HINT`]): the start code loads nothing for it.
    None,
}

impl MainArgs {
    /// What `objects` say about `main` (defined, global hint symbols).
    pub(super) fn of(objects: &[ObjectFile]) -> MainArgs {
        let hinted = |hint: &str| {
            objects.iter().any(|o| {
                o.symbol_by_name(hint).is_some_and(|i| {
                    o.symbols[i].section.is_some() && o.symbols[i].binding == Binding::Global
                })
            })
        };
        if hinted(MAIN_ARGC64_HINT) {
            MainArgs::Argc64
        } else if hinted(MAIN_NOARGS_HINT) {
            MainArgs::None
        } else {
            MainArgs::Argc32
        }
    }
}

/// The bytes of zero-initialised data in `objects`: the linker gathers
/// every `.bss` input section into the output `.bss`, so that holds at
/// least this many (alignment only adds). Zero: the start code has nothing
/// to clear.
pub(super) fn bss_bytes(objects: &[ObjectFile]) -> u64 {
    objects
        .iter()
        .flat_map(|o| &o.sections)
        .filter(|s| s.kind == SectionKind::Bss)
        .map(|s| s.size)
        .sum()
}

/// The `.bss` size from which the start code clears 32 bytes a step
/// ([`ZERO_BLOCKS`]): a `.bss` that holds one such step.
const BSS_BLOCK_BYTES: u64 = 32;

/// The start code's bounds for clearing `.bss`: `$2 = __bss_start`,
/// `$3 = _end` (both 8-aligned).
const BSS_BOUNDS: &str = "\tlui\t$2, %hi(__bss_start)
\tori\t$2, $2, %lo(__bss_start)
\tlui\t$3, %hi(_end)
\tori\t$3, $3, %lo(_end)
";

/// Clears from `$2` up to `$3` two words per iteration, a do-while (a
/// non-empty rest holds at least a pair); the second store sits in the
/// branch's delay slot. All of a `.bss` smaller than [`BSS_BLOCK_BYTES`].
const ZERO_PAIRS: &str = "$zero_pair:
\tst\t$zero, 0($2)
\taddiu\t$2, $2, 8
\tcmpu\t$sw, $2, $3
\tjne\t$sw, $zero_pair
\tst\t$zero, -4($2)
";

/// For a `.bss` of [`BSS_BLOCK_BYTES`] or more, before [`ZERO_PAIRS`]:
/// clears 32 bytes per iteration while a whole step fits (a step at `$2`
/// fits while `$2` lies below `_end - 24`, the bounds being 8-aligned; the
/// first one does), the last store in the branch's delay slot, then skips
/// the pairs when nothing is left. Eleven instructions per 32 bytes where
/// pairs take twenty.
const ZERO_BLOCKS: &str = "\taddiu\t$1, $3, -24
$zero_block:
\tst\t$zero, 0($2)
\tst\t$zero, 4($2)
\tst\t$zero, 8($2)
\tst\t$zero, 12($2)
\tst\t$zero, 16($2)
\tst\t$zero, 20($2)
\tst\t$zero, 24($2)
\taddiu\t$2, $2, 32
\tcmpu\t$sw, $2, $1
\tjlt\t$sw, $zero_block
\tst\t$zero, -4($2)
\tcmpu\t$sw, $2, $3
\tjeq\t$sw, $zero_done
\tnop
";

/// The start code's second half of `$sp`.
const SP_LOW: &str = "\tori\t$sp, $sp, %lo(__stack_top)\n";

/// The halt: a return to address -1, `main`'s result still in `$v0/$v1`.
const HALT: &str = "\taddiu\t$lr, $zero, -1\n\tret\t$lr\n\tnop\n";

/// The start code's way into `entry` (`main`), with `last` (one
/// instruction, or nothing) done before `main` runs. When destructors run
/// after `main` (`fini`), a call with `last` in its delay slot (a `nop`
/// when empty), followed later by [`HALT`]; otherwise `main` returns to
/// the halt itself: `last`, `$lr = -1` and a jump (which has no slot), two
/// instructions and the start code's own return fewer.
fn enter_main(entry: &str, last: &str, fini: bool) -> String {
    if fini {
        let slot = if last.is_empty() { "\tnop\n" } else { last };
        format!("\tjsub\t{entry}\n{slot}")
    } else {
        format!("{last}\taddiu\t$lr, $zero, -1\n\tjmp\t{entry}\n")
    }
}

/// The start code and vector block (see the module doc), assembled: it
/// does only the work this program needs (no `.bss` clearing without a
/// `.bss`, no `argc`/`argv` for a `main` without parameters).
pub(super) fn startup_object(
    endian: Endian,
    main_args: MainArgs,
    bss: u64,
    entry: &str,
    arrays: StartArrays,
) -> ObjectFile {
    let load_argc = "\tlui\t$1, %hi(__egret_argc)\n\tori\t$1, $1, %lo(__egret_argc)\n";
    // `$sp` is complete before anything uses it; with nothing to do
    // between, its second half is the last thing before `main`.
    let lean = main_args == MainArgs::None && bss == 0 && !arrays.init;
    let (sp_first, call) = match (lean, main_args, endian) {
        (true, _, _) => ("", enter_main(entry, SP_LOW, arrays.fini)),
        (false, MainArgs::None, _) => (SP_LOW, enter_main(entry, "", arrays.fini)),
        (false, args, endian) => {
            let argc = match (args, endian) {
                (MainArgs::Argc64, Endian::Big) => "\taddiu\t$4, $zero, 0\n\tld\t$5, 0($1)\n",
                (MainArgs::Argc64, Endian::Little) => "\tld\t$4, 0($1)\n\taddiu\t$5, $zero, 0\n",
                _ => "\tld\t$4, 0($1)\n\tld\t$5, 4($1)\n",
            };
            let argv = enter_main(entry, "\tst\t$7, 8($sp)\n", arrays.fini);
            (SP_LOW, format!("{load_argc}{argc}\tld\t$7, 4($1)\n{argv}"))
        }
    };
    let zero = match bss {
        0 => String::new(),
        n if n < BSS_BLOCK_BYTES => format!("{BSS_BOUNDS}{ZERO_PAIRS}"),
        _ => format!("{BSS_BOUNDS}{ZERO_BLOCKS}{ZERO_PAIRS}$zero_done:\n"),
    };
    let init = if arrays.init { INIT_LOOP } else { "" };
    let fini = if arrays.fini {
        format!("\tjsub\t__egret_run_fini\n\tnop\n{HALT}")
    } else {
        String::new()
    };
    // (In `.text`: the start code's section has no room for it.)
    let run_fini = match (arrays.run_fini, arrays.fini) {
        (false, _) => String::new(),
        (true, true) => format!("\t.text\n\t.p2align\t2\n{RUN_FINI}"),
        (true, false) => format!("\t.text\n\t.p2align\t2\n{RUN_FINI_EMPTY}"),
    };
    let source = format!(
        "\t.section {STARTUP_SECTION},\"ax\",@progbits
\tjmp\t__start\t\t# 0x00 reset
\tjmp\t-4\t\t# 0x04 abort: spin
\tjmp\t-4\t\t# 0x08 interrupt: spin
\tjmp\t-4\t\t# 0x0c error: spin
\t.globl\t__start
\t.type\t__start, @function
__start:
\tlui\t$sp, %hi(__stack_top)
{sp_first}{zero}{init}{call}{fini}\t.size\t__start, .-__start
{run_fini}\t.data
\t.p2align\t2
\t.globl\t__egret_argc, __egret_argv
\t.type\t__egret_argc, @object
\t.type\t__egret_argv, @object
\t.size\t__egret_argc, 4
\t.size\t__egret_argv, 4
__egret_argc:\t.word\t0
__egret_argv:\t.word\t0
"
    );
    let opts = AsmOptions {
        endian,
        level: crate::isa::IsaLevel::Cpu032I,
    };
    assemble(&source, "<start code>", &opts).expect("the start code is valid cpu032I assembly")
}
