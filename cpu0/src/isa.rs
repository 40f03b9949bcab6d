//! The Cpu0 instruction table: the one source of truth for every instruction.
//!
//! Each [`Opcode`] has one [`OpInfo`] row giving its encoding (opcode byte and
//! [`Format`]), its assembly mnemonic, its operand [`Shape`] (which fields are
//! registers read or written, which is an immediate and how it extends, which is
//! a PC-relative target), the lowest ISA level that has it, and whether it has a
//! delay slot, and its [`RegEffects`] (which registers it reads and writes,
//! through its fields and implicitly). The encoder, decoder, assembly printer
//! and parser, the simulator and the compiler's register-use analysis all
//! derive from these rows, so a fact about an instruction is written exactly
//! once (CPU0.md §2.3).
//!
//! An [`Inst`] is one decoded machine instruction with physical registers and a
//! resolved immediate; it is the common currency between encoder, decoder,
//! printer, parser and simulator.

use std::fmt;

/// A general-purpose register number (0..=15).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Reg(pub u8);

impl Reg {
    /// `$zero`: reads as 0.
    pub const ZERO: Reg = Reg(0);
    /// `$at` (`$1`): assembler / frame scratch.
    pub const AT: Reg = Reg(1);
    /// `$v0` (`$2`): return word 0.
    pub const V0: Reg = Reg(2);
    /// `$v1` (`$3`): return word 1.
    pub const V1: Reg = Reg(3);
    /// `$a0` (`$4`): argument word 0.
    pub const A0: Reg = Reg(4);
    /// `$a1` (`$5`): argument word 1.
    pub const A1: Reg = Reg(5);
    /// `$t9` (`$6`): indirect-call target.
    pub const T9: Reg = Reg(6);
    /// `$t0` (`$7`).
    pub const T0: Reg = Reg(7);
    /// `$t1` (`$8`).
    pub const T1: Reg = Reg(8);
    /// `$s0` (`$9`): callee-saved.
    pub const S0: Reg = Reg(9);
    /// `$s1` (`$10`): callee-saved.
    pub const S1: Reg = Reg(10);
    /// `$gp` (`$11`): allocatable in the static model (caller-saved).
    pub const GP: Reg = Reg(11);
    /// `$fp` (`$12`): frame pointer, callee-saved.
    pub const FP: Reg = Reg(12);
    /// `$sp` (`$13`): stack pointer.
    pub const SP: Reg = Reg(13);
    /// `$lr` (`$14`): link register.
    pub const LR: Reg = Reg(14);
    /// `$sw` (`$15`): status word (flags N, Z written by `cmp`/`cmpu`).
    pub const SW: Reg = Reg(15);

    /// The register's encoding (also its DWARF number).
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The name lbd's printer uses: `$zero`, `$1`..`$5`, `$t9`, `$7`..`$10`,
    /// `$gp`, `$fp`, `$sp`, `$lr`, `$sw`.
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 16] = [
            "$zero", "$1", "$2", "$3", "$4", "$5", "$t9", "$7", "$8", "$9", "$10", "$gp", "$fp",
            "$sp", "$lr", "$sw",
        ];
        NAMES[(self.0 & 15) as usize]
    }

    /// Parses a register name without the `$`: a number `0`..`15` or one of
    /// `zero at v0 v1 a0 a1 t9 t0 t1 s0 s1 gp fp sp lr sw` (case-insensitive).
    pub fn parse(s: &str) -> Option<Reg> {
        if let Ok(n) = s.parse::<u8>() {
            return (n < 16).then_some(Reg(n));
        }
        const ABI: [&str; 16] = [
            "zero", "at", "v0", "v1", "a0", "a1", "t9", "t0", "t1", "s0", "s1", "gp", "fp", "sp",
            "lr", "sw",
        ];
        let lower = s.to_ascii_lowercase();
        ABI.iter().position(|n| *n == lower).map(|i| Reg(i as u8))
    }
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The ISA level: cpu032I (compare into `$sw`, `jeq..jge`) or cpu032II (adds
/// `slt*`, `beq`, `bne`, `bal`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum IsaLevel {
    /// cpu032I.
    Cpu032I,
    /// cpu032II (the default).
    #[default]
    Cpu032II,
}

impl IsaLevel {
    /// The `-mcpu` spelling.
    pub fn name(self) -> &'static str {
        match self {
            IsaLevel::Cpu032I => "cpu032I",
            IsaLevel::Cpu032II => "cpu032II",
        }
    }

    /// Parses the `-mcpu` spelling.
    pub fn parse(s: &str) -> Option<IsaLevel> {
        match s {
            "cpu032I" => Some(IsaLevel::Cpu032I),
            "cpu032II" => Some(IsaLevel::Cpu032II),
            _ => None,
        }
    }
}

/// Byte order of instruction words and data.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Endian {
    /// Big-endian (`cpu0`, the default).
    #[default]
    Big,
    /// Little-endian (`cpu0el`).
    Little,
}

/// Instruction word formats (CPU0.md §2.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// `op ra rb rc shamt12`.
    A,
    /// `op ra rb imm16`.
    L,
    /// `op addr24`.
    J,
}

/// How an instruction's operands are written and what they mean. The names list
/// the printed operands in order; `W` is a register written, `R` a register read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// No operands (`nop`).
    None,
    /// `op $ra(W), $rb(R), $rc(R)` — ALU register form.
    RRR,
    /// `op $ra(W), $rb(R), $rc(R)` with `ra` also read (`movz`, `movn`: the old
    /// value survives when the condition fails).
    RRRTied,
    /// `op $ra(W), $rb(R)` with `rc = 0` (`clz`, `clo`).
    RR,
    /// `op $ra(W), $rb(R), shamt` — shift/rotate by an immediate in bits 4-0.
    Shift,
    /// `op $ra(W), $rb(R), simm16` (`addiu`, `slti`, `sltiu`).
    RRSimm,
    /// `op $ra(W), $rb(R), uimm16` (`andi`, `ori`, `xori`).
    RRUimm,
    /// `lui $ra(W), uimm16`.
    Lui,
    /// `op $ra(W), simm16($rb(R))` — loads.
    Load,
    /// `op $ra(R), simm16($rb(R))` — stores.
    Store,
    /// `op $sw(W), $rb(R), $rc(R)` with `ra = 15` (`cmp`, `cmpu`).
    Cmp,
    /// `op $sw(R), target24` (`jeq..jge`).
    CondJump,
    /// `op target24` (`jmp`, `jsub`, `bal`).
    Jump,
    /// `op $ra(R), $rb(R), target16` (`beq`, `bne`).
    Branch,
    /// `jalr $rb(R)`, linking into `ra` (14 in compiler output).
    Jalr,
    /// `jr $ra(R)` (printed `ret $lr` when `ra` is `$lr`).
    Jr,
    /// `op $ra(R), $rb(R)` writing HI/LO (`mult`, `multu`, `div`, `divu`).
    MulDiv,
    /// `op $ra(W)` reading HI or LO (`mfhi`, `mflo`).
    MoveFromHiLo,
    /// `op $ra(R)` writing HI or LO (`mthi`, `mtlo`).
    MoveToHiLo,
    /// `mfc0 $ra(W), $rb = C0 index`.
    Mfc0,
    /// `mtc0 $ra = C0 index, $rb(R)`.
    Mtc0,
    /// `c0mov $ra = C0 index, $rb = C0 index`.
    C0Mov,
}

macro_rules! opcodes {
    ($( $variant:ident = $code:literal, $mn:literal, $fmt:ident, $shape:ident, $lvl:ident, $ds:literal; )*) => {
        /// Every Cpu0 instruction in `cpu0.v` (CPU0.md §2.3).
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode { $( #[doc = $mn] $variant, )* }

        /// The instruction table, one row per [`Opcode`] in declaration order.
        pub const OPCODES: &[OpInfo] = &[ $( OpInfo {
            opcode: Opcode::$variant,
            code: $code,
            mnemonic: $mn,
            format: Format::$fmt,
            shape: Shape::$shape,
            level: IsaLevel::$lvl,
            delay_slot: $ds,
            effects: RegEffects::of(Opcode::$variant, Shape::$shape),
        }, )* ];
    };
}

/// Hands the instruction table's rows to macro `$then`: the one list of
/// Cpu0 instructions, one row per opcode (`Variant = code, "mnemonic",
/// format, shape, level, delay slot;`). Expanded here into [`Opcode`] and
/// [`OPCODES`], and by the simulator into its handler enum (one handler per
/// opcode, same names, plus its checked paths), so neither re-lists them.
macro_rules! opcode_table {
    ($then:ident) => {
        $then! {
            Nop   = 0x00, "nop",   J, None,         Cpu032I,  false;
            Ld    = 0x01, "ld",    L, Load,         Cpu032I,  false;
            St    = 0x02, "st",    L, Store,        Cpu032I,  false;
            Lb    = 0x03, "lb",    L, Load,         Cpu032I,  false;
            Lbu   = 0x04, "lbu",   L, Load,         Cpu032I,  false;
            Sb    = 0x05, "sb",    L, Store,        Cpu032I,  false;
            Lh    = 0x06, "lh",    L, Load,         Cpu032I,  false;
            Lhu   = 0x07, "lhu",   L, Load,         Cpu032I,  false;
            Sh    = 0x08, "sh",    L, Store,        Cpu032I,  false;
            Addiu = 0x09, "addiu", L, RRSimm,       Cpu032I,  false;
            Movz  = 0x0A, "movz",  A, RRRTied,      Cpu032I,  false;
            Movn  = 0x0B, "movn",  A, RRRTied,      Cpu032I,  false;
            Andi  = 0x0C, "andi",  L, RRUimm,       Cpu032I,  false;
            Ori   = 0x0D, "ori",   L, RRUimm,       Cpu032I,  false;
            Xori  = 0x0E, "xori",  L, RRUimm,       Cpu032I,  false;
            Lui   = 0x0F, "lui",   L, Lui,          Cpu032I,  false;
            Addu  = 0x11, "addu",  A, RRR,          Cpu032I,  false;
            Subu  = 0x12, "subu",  A, RRR,          Cpu032I,  false;
            Add   = 0x13, "add",   A, RRR,          Cpu032I,  false;
            Sub   = 0x14, "sub",   A, RRR,          Cpu032I,  false;
            Clz   = 0x15, "clz",   A, RR,           Cpu032I,  false;
            Clo   = 0x16, "clo",   A, RR,           Cpu032I,  false;
            Mul   = 0x17, "mul",   A, RRR,          Cpu032I,  false;
            And   = 0x18, "and",   A, RRR,          Cpu032I,  false;
            Or    = 0x19, "or",    A, RRR,          Cpu032I,  false;
            Xor   = 0x1A, "xor",   A, RRR,          Cpu032I,  false;
            Nor   = 0x1B, "nor",   A, RRR,          Cpu032I,  false;
            Rol   = 0x1C, "rol",   A, Shift,        Cpu032I,  false;
            Ror   = 0x1D, "ror",   A, Shift,        Cpu032I,  false;
            Shl   = 0x1E, "shl",   A, Shift,        Cpu032I,  false;
            Shr   = 0x1F, "shr",   A, Shift,        Cpu032I,  false;
            Sra   = 0x20, "sra",   A, Shift,        Cpu032I,  false;
            Srav  = 0x21, "srav",  A, RRR,          Cpu032I,  false;
            Shlv  = 0x22, "shlv",  A, RRR,          Cpu032I,  false;
            Shrv  = 0x23, "shrv",  A, RRR,          Cpu032I,  false;
            Rolv  = 0x24, "rolv",  A, RRR,          Cpu032I,  false;
            Rorv  = 0x25, "rorv",  A, RRR,          Cpu032I,  false;
            Slti  = 0x26, "slti",  L, RRSimm,       Cpu032II, false;
            Sltiu = 0x27, "sltiu", L, RRSimm,       Cpu032II, false;
            Slt   = 0x28, "slt",   A, RRR,          Cpu032II, false;
            Sltu  = 0x29, "sltu",  A, RRR,          Cpu032II, false;
            Cmp   = 0x2A, "cmp",   A, Cmp,          Cpu032I,  false;
            Cmpu  = 0x2B, "cmpu",  A, Cmp,          Cpu032I,  false;
            Jeq   = 0x30, "jeq",   J, CondJump,     Cpu032I,  true;
            Jne   = 0x31, "jne",   J, CondJump,     Cpu032I,  true;
            Jlt   = 0x32, "jlt",   J, CondJump,     Cpu032I,  true;
            Jgt   = 0x33, "jgt",   J, CondJump,     Cpu032I,  true;
            Jle   = 0x34, "jle",   J, CondJump,     Cpu032I,  true;
            Jge   = 0x35, "jge",   J, CondJump,     Cpu032I,  true;
            Jmp   = 0x36, "jmp",   J, Jump,         Cpu032I,  false;
            Beq   = 0x37, "beq",   L, Branch,       Cpu032II, true;
            Bne   = 0x38, "bne",   L, Branch,       Cpu032II, true;
            Jalr  = 0x39, "jalr",  A, Jalr,         Cpu032I,  true;
            Bal   = 0x3A, "bal",   J, Jump,         Cpu032II, false;
            Jsub  = 0x3B, "jsub",  J, Jump,         Cpu032I,  true;
            Jr    = 0x3C, "jr",    L, Jr,           Cpu032I,  true;
            Mult  = 0x41, "mult",  A, MulDiv,       Cpu032I,  false;
            Multu = 0x42, "multu", A, MulDiv,       Cpu032I,  false;
            Div   = 0x43, "div",   A, MulDiv,       Cpu032I,  false;
            Divu  = 0x44, "divu",  A, MulDiv,       Cpu032I,  false;
            Mfhi  = 0x46, "mfhi",  A, MoveFromHiLo, Cpu032I,  false;
            Mflo  = 0x47, "mflo",  A, MoveFromHiLo, Cpu032I,  false;
            Mthi  = 0x48, "mthi",  A, MoveToHiLo,   Cpu032I,  false;
            Mtlo  = 0x49, "mtlo",  A, MoveToHiLo,   Cpu032I,  false;
            Mfc0  = 0x50, "mfc0",  A, Mfc0,         Cpu032I,  false;
            Mtc0  = 0x51, "mtc0",  A, Mtc0,         Cpu032I,  false;
            C0mov = 0x52, "c0mov", A, C0Mov,        Cpu032I,  false;
        }
    };
}
pub(crate) use opcode_table;

opcode_table!(opcodes);

/// One row of the instruction table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OpInfo {
    /// The opcode this row describes.
    pub opcode: Opcode,
    /// The opcode byte (bits 31-24).
    pub code: u8,
    /// The assembly mnemonic.
    pub mnemonic: &'static str,
    /// The word format.
    pub format: Format,
    /// Operand shape.
    pub shape: Shape,
    /// Lowest ISA level with this instruction.
    pub level: IsaLevel,
    /// Whether the instruction after it executes before the transfer takes effect.
    pub delay_slot: bool,
    /// The registers it reads and writes.
    pub effects: RegEffects,
}

impl Opcode {
    /// This opcode's table row.
    pub const fn info(self) -> &'static OpInfo {
        &OPCODES[self as usize]
    }

    /// Whether its result arrives a cycle late in the pipeline model
    /// (loads and `mul`): an instruction right after it that reads the
    /// result stalls one cycle. The simulator's cycle count and the
    /// scheduler both read this.
    pub fn delivers_late(self) -> bool {
        matches!(self.info().shape, Shape::Load) || self == Opcode::Mul
    }

    /// The opcode whose opcode byte is `code`, if any.
    pub fn from_code(code: u8) -> Option<Opcode> {
        static TABLE: std::sync::OnceLock<[Option<Opcode>; 256]> = std::sync::OnceLock::new();
        TABLE.get_or_init(|| {
            let mut t = [None; 256];
            for row in OPCODES {
                t[row.code as usize] = Some(row.opcode);
            }
            t
        })[code as usize]
    }

    /// The opcode spelled `mnemonic`, if any (`ret` is [`Opcode::Jr`]).
    pub fn from_mnemonic(mnemonic: &str) -> Option<Opcode> {
        if mnemonic == "ret" {
            return Some(Opcode::Jr);
        }
        OPCODES
            .iter()
            .find(|r| r.mnemonic == mnemonic)
            .map(|r| r.opcode)
    }

    /// The mnemonic.
    pub fn mnemonic(self) -> &'static str {
        self.info().mnemonic
    }

    /// Whether the opcode exists at ISA level `level`.
    pub fn available_at(self, level: IsaLevel) -> bool {
        self.info().level <= level
    }

    /// Whether the opcode has a delay slot.
    pub fn has_delay_slot(self) -> bool {
        self.info().delay_slot
    }

    /// The registers the opcode reads and writes ([`OpInfo::effects`]).
    pub const fn effects(self) -> &'static RegEffects {
        &self.info().effects
    }
}

/// Which registers an instruction reads and writes, as `cpu0.v` executes it
/// (CPU0.md §2.3): which of the fields `ra`, `rb`, `rc` name a general
/// register that is read, whether `ra` names one that is written, and the
/// registers touched whatever the fields say (`$sw`, `$lr`, HI, LO and
/// coprocessor 0).
///
/// Register sets are bit masks: bit `n` for general register `n` (`$zero`
/// included: masks come straight from the fields, callers that treat `$zero`
/// as a constant clear bit 0), then [`RegEffects::HI`], [`RegEffects::LO`]
/// and [`RegEffects::C0`] above them.
///
/// Two things are deliberately left out:
/// - `add`, `sub` and `div` also update `$sw`'s overflow bit V (`add`/`sub`
///   the sticky interrupt bits too); that is recorded as
///   [`RegEffects::overflow_flag`], not as a write of `$sw`, since no
///   instruction reads V (only an interrupt can notice it) and compiled
///   code never relies on it;
/// - whether a write to `$zero` sticks (`cpu0.v` drops ALU results to
///   `$zero` but not loads or `slt*`): that is the simulator's concern.
///
/// `mtc0 $ra, $rb` reads general register `rb` (`C0[ra] = R[rb]`) and writes
/// coprocessor 0; `mfc0 $ra, $rb` writes general register `ra` from `C0[rb]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RegEffects {
    /// Field `ra` names a register read.
    pub reads_a: bool,
    /// Field `rb` names a register read.
    pub reads_b: bool,
    /// Field `rc` names a register read.
    pub reads_c: bool,
    /// Field `ra` names a register written.
    pub writes_a: bool,
    /// Registers read whatever the fields (a mask, see the type's doc).
    pub implicit_reads: u32,
    /// Registers written whatever the fields.
    pub implicit_writes: u32,
    /// Updates `$sw`'s overflow bit V (`add`, `sub`, `div`).
    pub overflow_flag: bool,
}

impl RegEffects {
    /// Mask bit of the HI register (after the 16 general ones).
    pub const HI: u32 = 1 << 16;
    /// Mask bit of the LO register.
    pub const LO: u32 = 1 << 17;
    /// Mask bit of coprocessor 0's registers (`$pc`, `$epc`) taken together.
    pub const C0: u32 = 1 << 18;

    /// The mask bit of general register `r`.
    pub const fn bit(r: Reg) -> u32 {
        1 << (r.0 & 15)
    }

    /// The effects of `opcode`, whose operand shape is `shape`: the one
    /// place they are worked out; the table stores the result per row.
    pub const fn of(opcode: Opcode, shape: Shape) -> RegEffects {
        // (reads ra, rb, rc; writes ra)
        let (a, b, c, w) = match shape {
            Shape::None | Shape::CondJump | Shape::Jump | Shape::C0Mov => {
                (false, false, false, false)
            }
            Shape::RRR => (false, true, true, true),
            Shape::RRRTied => (true, true, true, true),
            Shape::Cmp => (false, true, true, false),
            Shape::RR | Shape::Shift | Shape::RRSimm | Shape::RRUimm | Shape::Load => {
                (false, true, false, true)
            }
            Shape::Jalr => (false, true, false, true),
            Shape::Lui | Shape::MoveFromHiLo | Shape::Mfc0 => (false, false, false, true),
            Shape::Store | Shape::Branch | Shape::MulDiv => (true, true, false, false),
            Shape::Jr | Shape::MoveToHiLo => (true, false, false, false),
            Shape::Mtc0 => (false, true, false, false),
        };
        let hi_or_lo = if matches!(opcode, Opcode::Mfhi | Opcode::Mthi) {
            Self::HI
        } else {
            Self::LO
        };
        let (implicit_reads, implicit_writes) = match shape {
            Shape::Cmp => (0, Self::bit(Reg::SW)),
            Shape::CondJump => (Self::bit(Reg::SW), 0),
            Shape::Jump if matches!(opcode, Opcode::Jsub | Opcode::Bal) => (0, Self::bit(Reg::LR)),
            Shape::MulDiv => (0, Self::HI | Self::LO),
            Shape::MoveFromHiLo => (hi_or_lo, 0),
            Shape::MoveToHiLo => (0, hi_or_lo),
            Shape::Mfc0 => (Self::C0, 0),
            Shape::Mtc0 => (0, Self::C0),
            Shape::C0Mov => (Self::C0, Self::C0),
            _ => (0, 0),
        };
        RegEffects {
            reads_a: a,
            reads_b: b,
            reads_c: c,
            writes_a: w,
            implicit_reads,
            implicit_writes,
            overflow_flag: matches!(opcode, Opcode::Add | Opcode::Sub | Opcode::Div),
        }
    }

    /// The registers read by an instruction with fields `ra`, `rb`, `rc`.
    #[inline]
    pub const fn reads(&self, ra: Reg, rb: Reg, rc: Reg) -> u32 {
        Self::bit_if(self.reads_a, ra)
            | Self::bit_if(self.reads_b, rb)
            | Self::bit_if(self.reads_c, rc)
            | self.implicit_reads
    }

    /// The registers written by an instruction whose field `ra` is `ra`.
    #[inline]
    pub const fn writes(&self, ra: Reg) -> u32 {
        Self::bit_if(self.writes_a, ra) | self.implicit_writes
    }

    /// `r`'s bit if `on`, else nothing.
    #[inline]
    const fn bit_if(on: bool, r: Reg) -> u32 {
        if on { Self::bit(r) } else { 0 }
    }
}

/// One machine instruction with physical registers.
///
/// Field use follows the format: A uses `ra rb rc` and `imm` as the 12-bit shift
/// amount; L uses `ra rb` and `imm` as the 16-bit immediate (sign- or
/// zero-extended per [`Shape`], stored here as its extended value); J uses `imm`
/// as the signed 24-bit byte offset. PC-relative offsets are relative to the
/// address of the *next* instruction (CPU0.md §2.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    /// The operation.
    pub op: Opcode,
    /// Field ra (bits 23-20).
    pub ra: Reg,
    /// Field rb (bits 19-16).
    pub rb: Reg,
    /// Field rc (bits 15-12).
    pub rc: Reg,
    /// Immediate, shift amount or PC-relative offset, already extended.
    pub imm: i32,
}

impl Inst {
    /// `nop`.
    pub const NOP: Inst = Inst {
        op: Opcode::Nop,
        ra: Reg::ZERO,
        rb: Reg::ZERO,
        rc: Reg::ZERO,
        imm: 0,
    };

    /// An instruction from its parts.
    pub fn new(op: Opcode, ra: Reg, rb: Reg, rc: Reg, imm: i32) -> Inst {
        Inst {
            op,
            ra,
            rb,
            rc,
            imm,
        }
    }

    /// The registers it reads ([`RegEffects::reads`]).
    pub fn reads(&self) -> u32 {
        self.op.effects().reads(self.ra, self.rb, self.rc)
    }

    /// The registers it writes ([`RegEffects::writes`]).
    pub fn writes(&self) -> u32 {
        self.op.effects().writes(self.ra)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_rows_are_in_declaration_order() {
        for (i, row) in OPCODES.iter().enumerate() {
            assert_eq!(row.opcode as usize, i, "{}", row.mnemonic);
            assert_eq!(Opcode::from_code(row.code), Some(row.opcode));
            assert_eq!(Opcode::from_mnemonic(row.mnemonic), Some(row.opcode));
        }
    }

    #[test]
    fn delay_slots_match_cpu0_v() {
        let with: Vec<_> = OPCODES
            .iter()
            .filter(|r| r.delay_slot)
            .map(|r| r.mnemonic)
            .collect();
        assert_eq!(
            with,
            [
                "jeq", "jne", "jlt", "jgt", "jle", "jge", "beq", "bne", "jalr", "jsub", "jr"
            ]
        );
    }

    /// The register effects of one instruction of each shape, as CPU0.md
    /// §2.3 describes it.
    #[test]
    fn register_effects_follow_cpu0_md() {
        let bit = RegEffects::bit;
        let (r2, r3, r4) = (Reg(2), Reg(3), Reg(4));
        let rw = |op: Opcode| {
            let i = Inst::new(op, r2, r3, r4, 0);
            (i.reads(), i.writes())
        };
        assert_eq!(rw(Opcode::Addu), (bit(r3) | bit(r4), bit(r2)));
        assert_eq!(rw(Opcode::Movz), (bit(r2) | bit(r3) | bit(r4), bit(r2)));
        assert_eq!(rw(Opcode::Ld), (bit(r3), bit(r2)));
        assert_eq!(rw(Opcode::St), (bit(r2) | bit(r3), 0));
        assert_eq!(rw(Opcode::Cmp), (bit(r3) | bit(r4), bit(Reg::SW)));
        assert_eq!(rw(Opcode::Jeq), (bit(Reg::SW), 0));
        assert_eq!(rw(Opcode::Jmp), (0, 0));
        assert_eq!(rw(Opcode::Jsub), (0, bit(Reg::LR)));
        assert_eq!(rw(Opcode::Bal), (0, bit(Reg::LR)));
        assert_eq!(rw(Opcode::Jalr), (bit(r3), bit(r2)));
        assert_eq!(rw(Opcode::Jr), (bit(r2), 0));
        assert_eq!(
            rw(Opcode::Div),
            (bit(r2) | bit(r3), RegEffects::HI | RegEffects::LO)
        );
        assert_eq!(rw(Opcode::Mfhi), (RegEffects::HI, bit(r2)));
        assert_eq!(rw(Opcode::Mtlo), (bit(r2), RegEffects::LO));
        // mtc0 $ra, $rb: C0[a] = R[b] reads general register rb.
        assert_eq!(rw(Opcode::Mtc0), (bit(r3), RegEffects::C0));
        assert_eq!(rw(Opcode::Mfc0), (RegEffects::C0, bit(r2)));
        assert_eq!(rw(Opcode::C0mov), (RegEffects::C0, RegEffects::C0));
        let flagged: Vec<_> = OPCODES
            .iter()
            .filter(|r| r.effects.overflow_flag)
            .map(|r| r.mnemonic)
            .collect();
        assert_eq!(flagged, ["add", "sub", "div"]);
    }

    #[test]
    fn register_names_round_trip() {
        for i in 0..16u8 {
            let r = Reg(i);
            assert_eq!(Reg::parse(&r.name()[1..]), Some(r));
            assert_eq!(Reg::parse(&i.to_string()), Some(r));
        }
        assert_eq!(Reg::parse("ZERO"), Some(Reg::ZERO));
        assert_eq!(Reg::parse("16"), None);
    }
}
