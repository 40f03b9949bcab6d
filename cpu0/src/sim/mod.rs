//! The Cpu0 simulator: executes linked images exactly as lbd's `cpu0.v` does,
//! fast, and counts what it did.
//!
//! # Execution model (`cpu0.v`, CPU0.md §5)
//!
//! The machine keeps two program counters: `pc`, the address of the next
//! instruction to execute, and `npc`, the one after it. Each step executes the
//! instruction at `pc`, then moves `pc <- npc, npc <- npc + 4`. A *delayed*
//! transfer (`jeq..jge`, `beq`, `bne`, `jsub`, `jalr`, `jr`/`ret`) sets `npc`, so
//! the next sequential instruction — the delay slot — runs before the target;
//! `jmp`, `bal` and `mtc0 $pc` set `pc` directly (no slot). PC-relative targets
//! and link values are computed from the *updated* `pc`, which is `cpu0.v`'s `PC`
//! register: branch address + 4 normally, the pending target inside a delay
//! slot. This reproduces `cpu0.v` even for transfers inside delay slots (§5.4):
//! a taken branch in a slot goes to first target + offset after one instruction
//! at the first target. `jsub`/`jalr` link `PC + 4` (branch + 8), `bal` links
//! `PC` (branch + 4). After every instruction, if `pc` is negative (as a signed
//! word) the machine halts — so `main`'s final `ret $lr` with `$lr = -1` halts
//! after its delay slot has run, and a `jmp` to a negative address halts at once.
//!
//! Memory is 16 MiB, byte-addressed, in the executable's byte order for data and
//! instruction words alike; like `cpu0.v`'s, every byte starts as 0xFF, and
//! loading writes the sections (`.bss` as zeros). Word and half accesses may be
//! unaligned, as in `cpu0.v`; with [`SimConfig::strict`] they trap.
//!
//! Fine print that follows `cpu0.v` (CPU0.md §2.5): `sltiu` zero-extends its
//! immediate; `shlv/shrv/srav` use the whole count register (≥ 32 gives 0 or the
//! sign); `rolv/rorv` fold the count into [-32, 32] and give 0 for negative
//! counts; loads and `slt*` write `$zero` when it is their destination (other
//! instructions cannot), and later reads of `$zero` see the value; `cmp`/`cmpu`
//! set only N and Z of `$sw`; `div` sets or clears V; `add`/`sub` set V (and the
//! sticky I, I0 bits) by `cpu0.v`'s own odd overflow test; `INT_MIN / -1` gives
//! LO = INT_MIN, HI = 0.
//!
//! Where `cpu0.v` has no defined behaviour we choose, and the compiler must not
//! depend on it: division by zero leaves HI and LO **unchanged** (`cpu0.v` makes
//! them `x`; strict mode traps instead); reading a coprocessor-0 register other
//! than `$pc`/`$epc` traps.
//!
//! # Traps
//!
//! Where `cpu0.v` would print a warning and carry on, or read `z`, or spin until
//! its timeout, this simulator stops with a [`Trap`] naming the faulting
//! instruction's address: an unknown opcode (`cpu0.v` prints
//! `OP code .. not support` and continues), an opcode above the `-mcpu` level
//! (the cpu032I build of `cpu0.v` treats `slt*`, `beq`, `bne` as unknown; `bal`
//! exists in both builds and so executes here at both levels), a load, store
//! or fetch outside memory (except the output port), the step limit, a `jmp`
//! to itself (an endless loop), and an interrupt being raised (only possible if
//! a program sets `IE` in `$sw`; `cpu0.v` would enter the vector at 8), and a
//! stack overflow (below). With [`SimConfig::strict`], misaligned accesses,
//! loads or `slt*` into `$zero`, `div`/`divu` by zero, and loads of memory that
//! was never written nor loaded trap too (strict mode keeps a bitmap of
//! written bytes, 2 MiB, allocated only then; the plain run loop has no trace
//! of it, being compiled separately).
//!
//! # Stack limit
//!
//! An executable linked by egret carries `__stack_limit`, the lowest legal
//! stack address (the end of the heap; docs/memory-map.md). Loading it sets
//! the machine's limit ([`Machine::set_stack_limit`] sets or clears it for
//! other images); then an instruction that would set `$sp` below the limit or
//! beyond the end of memory, or a store based on `$sp` that would land below
//! it, traps with "stack overflow" before it takes effect. The check costs
//! nothing on other instructions: predecoding gives `$sp` writers and
//! `$sp`-based stores handlers of their own ([`decode`]). `lui $sp` is not
//! checked (it is the first half of a constant), nor are stores based on
//! `$fp`, which may be an ordinary register in functions without a frame
//! pointer.
//!
//! # Output port
//!
//! Stores to 0xFF000000 with a non-negative immediate print (§5.3): `sb` one raw
//! byte; `st` the word's bytes from bits 7-0 up for big-endian (31-24 down for
//! little-endian), nothing at all if the first is zero and skipping later zero
//! bytes; `sh` nothing. Output is captured in a buffer and optionally streamed.
//!
//! # Cycle model
//!
//! Three counters: executed instructions (delay slots included); `cpu0.v` clocks,
//! exactly 5 per instruction (its multi-cycle FSM); and cycles of a classic
//! 5-stage in-order pipeline (IF ID EX MEM WB) with full forwarding and branches
//! resolved in ID, which is what the ISA's single delay slot assumes:
//!
//! - 1 cycle per instruction, plus 4 cycles once to fill the pipeline;
//! - **load-use**: +1 when an instruction reads the register a load (or `mul`,
//!   whose multiplier result also arrives a cycle late) wrote in the instruction
//!   right before it;
//! - **delayed transfers** cost nothing extra, taken or not: the slot instruction
//!   covers the one-cycle branch resolution (whatever it is, even a `nop`);
//!   **`jmp` and `bal`** have no slot and cost +1 (the fetched fall-through
//!   instruction is squashed);
//! - **`mult`/`multu`** deliver HI/LO 4 cycles after issue, **`div`/`divu`** 32
//!   cycles after issue (an iterative divider); `mfhi`, `mflo`, `mthi`, `mtlo`
//!   stall until then. Independent instructions in between hide the latency.
//!
//! # Host calls
//!
//! [`Machine::register_host_fn`] attaches a Rust callback to an address outside
//! memory, conventionally [`host_fn_address`]`(k)` = `0x7F00_0000 + 8k` (positive,
//! so a transfer there does not look like a halt). When control reaches it —
//! after the delay slot, as for any jump — the callback runs with the whole
//! machine (registers by ABI: arguments in `$a0/$a1` and at `$sp + 8..`, result
//! in `$v0/$v1`), then execution continues at `$lr` as if the callback had
//! executed `ret $lr`. [`Machine::call`] runs a guest function from the host.
//!
//! # Speed
//!
//! Code is predecoded once ([`decode`]) into a table indexed by `pc / 4`; the
//! run loop is monomorphised per byte order and strictness, keeps `pc`/`npc` in
//! locals, and does no allocation. Stores below the end of the table re-decode
//! the words they touch, so self-modifying and JIT-loaded code stay correct.

pub mod decode;
mod ram;
mod run;

use crate::exec::{Executable, STARTUP_SECTION};
use crate::isa::{Endian, IsaLevel, Reg};
use crate::link::{LinkedBatch, MEMORY_SIZE, STACK_LIMIT_SYMBOL, STACK_TOP};
use decode::{Decoded, predecode};
use ram::Ram;
use std::collections::BTreeMap;
use std::fmt;
use std::io::Write;

/// Address of the memory-mapped output port.
pub const OUTPUT_PORT: u32 = 0xFF00_0000;
/// First host-call address; host function `k` lives at `HOST_CALL_BASE + 8k`.
pub const HOST_CALL_BASE: u32 = 0x7F00_0000;
/// `$sw` right after `cpu0.v`'s reset: I0E, I1E, I2E set, mode 001.
pub const SW_RESET: u32 = 0x1C40;
/// Cycles from issue until `mult`/`multu` results can be read.
pub const MULT_LATENCY: u64 = 4;
/// Cycles from issue until `div`/`divu` results can be read.
pub const DIV_LATENCY: u64 = 32;
/// `cpu0.v` clocks per instruction.
pub const CLOCKS_PER_INST: u64 = 5;
/// What memory holds before anything is loaded or stored (`cpu0.v` presets
/// every byte to 0xFF, CPU0.md §5.1).
pub const UNLOADED_BYTE: u8 = 0xFF;

/// The address of host function number `k` in the reserved range.
pub fn host_fn_address(k: u32) -> u32 {
    HOST_CALL_BASE + 8 * k
}

/// Simulator settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SimConfig {
    /// ISA level the machine decodes (`-mcpu`); cpu032II by default.
    pub level: IsaLevel,
    /// Byte order (taken from the executable when one is loaded).
    pub endian: Endian,
    /// Trap on misaligned accesses, on loads/`slt*` into `$zero`, on
    /// `div`/`divu` by zero, and on loads of memory never written nor loaded.
    pub strict: bool,
    /// Stop with a trap after this many instructions.
    pub max_steps: Option<u64>,
}

impl Default for SimConfig {
    fn default() -> Self {
        SimConfig {
            level: IsaLevel::Cpu032II,
            endian: Endian::Big,
            strict: false,
            max_steps: None,
        }
    }
}

/// What stopped the machine.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TrapKind {
    /// A load, store or instruction fetch outside memory (and not the port or a
    /// host function).
    OutOfBounds,
    /// A misaligned access in strict mode.
    Misaligned,
    /// An unknown opcode, or an operation `cpu0.v` does not define.
    IllegalInstruction,
    /// An opcode above the selected ISA level.
    WrongLevel,
    /// The step limit was reached.
    StepLimit,
    /// A `jmp` to itself: the program would spin forever.
    SelfLoop,
    /// The program raised an interrupt (it set `IE` in `$sw`).
    Interrupt,
    /// A load or `slt*` wrote `$zero` (strict mode).
    ZeroWrite,
    /// A host callback reported an error.
    Host,
    /// `$sp`, or a store based on it, went below the stack limit.
    StackOverflow,
    /// `div`/`divu` by zero (strict mode).
    DivisionByZero,
    /// A load of memory never written nor loaded (strict mode).
    Uninitialized,
}

/// A trap: where, what, and a readable explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trap {
    /// Address of the instruction that trapped (for a host error, the host
    /// function's address).
    pub pc: u32,
    /// The class of trap.
    pub kind: TrapKind,
    /// What happened, in words.
    pub message: String,
}

impl Trap {
    /// A trap of `kind` at `pc`.
    pub fn new(pc: u32, kind: TrapKind, message: impl Into<String>) -> Self {
        Trap {
            pc,
            kind,
            message: message.into(),
        }
    }
}

impl fmt::Display for Trap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "trap at {:#010x}: {}", self.pc, self.message)
    }
}

impl std::error::Error for Trap {}

/// What the machine has done so far.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Instructions executed (delay slots included, host calls not).
    pub insts: u64,
    /// Cycles of the 5-stage pipeline model (see the module doc).
    pub cycles: u64,
    /// `cpu0.v` clocks: 5 per instruction.
    pub clocks: u64,
    /// Host functions called.
    pub host_calls: u64,
}

/// The result of [`Machine::call`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CallResult {
    /// `$v0` at return.
    pub v0: u32,
    /// `$v1` at return.
    pub v1: u32,
    /// Counters for the call alone.
    pub counters: Counters,
}

/// A host function: runs with the whole machine; may trap.
pub type HostFn = Box<dyn FnMut(&mut Machine) -> Result<(), Trap> + Send>;

/// An error loading code or data into the machine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LoadError {}

fn load_error<T>(message: String) -> Result<T, LoadError> {
    Err(LoadError { message })
}

/// A Cpu0 machine: registers, memory, predecoded code, counters. It is `Send`
/// (host functions and output sinks must be too), so a machine can be built
/// on one thread and run on another.
pub struct Machine {
    regs: [u32; 16],
    hi: u32,
    lo: u32,
    epc: u32,
    pc: u32,
    npc: u32,
    mem: Ram,
    /// Strict mode only: one bit per byte of `mem`, set once it is written or
    /// loaded. Empty otherwise.
    written: Vec<u64>,
    /// Lowest legal `$sp` (0: no limit).
    stack_limit: u32,
    /// Legal `$sp` values are `stack_limit ..= stack_limit + stack_span`
    /// (`u32::MAX`: any).
    stack_span: u32,
    config: SimConfig,
    /// `config.max_steps`, or `u64::MAX`: one comparison per step.
    step_limit: u64,
    /// Predecoded words for addresses `0 .. 4 * code.len()`.
    code: Vec<Decoded>,
    insts: u64,
    /// Extra pipeline cycles (stalls and squashes) beyond one per instruction.
    stalls: u64,
    host_calls: u64,
    /// Pipeline cycle at which HI/LO become readable.
    hilo_ready: u64,
    /// Register mask whose values arrive late (set by the previous instruction).
    late: u16,
    output: Vec<u8>,
    capture_output: bool,
    output_sink: Option<Box<dyn Write + Send>>,
    trace: Option<Box<dyn Write + Send>>,
    host_fns: BTreeMap<u32, Option<HostFn>>,
    halted: bool,
}

impl fmt::Debug for Machine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Machine")
            .field("pc", &self.pc)
            .field("npc", &self.npc)
            .field("regs", &self.regs)
            .field("hi", &self.hi)
            .field("lo", &self.lo)
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl Machine {
    /// A machine in `cpu0.v`'s reset state (PC = 0, `$sw` = 0x1C40, `$lr` = -1,
    /// other registers 0) with empty memory (every byte 0xFF) and no stack
    /// limit.
    pub fn new(config: SimConfig) -> Machine {
        let mut m = Machine {
            regs: [0; 16],
            hi: 0,
            lo: 0,
            epc: 0,
            pc: 0,
            npc: 4,
            mem: Ram::new(),
            written: if config.strict {
                vec![0; MEMORY_SIZE as usize / 64]
            } else {
                Vec::new()
            },
            stack_limit: 0,
            stack_span: u32::MAX,
            config,
            step_limit: config.max_steps.unwrap_or(u64::MAX),
            code: Vec::new(),
            insts: 0,
            stalls: 0,
            host_calls: 0,
            hilo_ready: 0,
            late: 0,
            output: Vec::new(),
            capture_output: true,
            output_sink: None,
            trace: None,
            host_fns: BTreeMap::new(),
            halted: false,
        };
        m.reset_registers();
        m
    }

    /// A machine with `exe` loaded (its byte order wins over `config.endian`),
    /// ready to run from the entry point.
    pub fn from_executable(exe: &Executable, config: SimConfig) -> Result<Machine, LoadError> {
        let mut m = Machine::new(SimConfig {
            endian: exe.endian,
            ..config
        });
        m.load_executable(exe)?;
        Ok(m)
    }

    /// Resets registers and counters to the reset state (memory is kept).
    pub fn reset_registers(&mut self) {
        self.regs = [0; 16];
        self.regs[Reg::SW.index()] = SW_RESET;
        self.regs[Reg::LR.index()] = u32::MAX;
        self.hi = 0;
        self.lo = 0;
        self.epc = 0;
        self.set_pc(0);
        self.insts = 0;
        self.stalls = 0;
        self.hilo_ready = 0;
        self.late = 0;
        self.host_calls = 0;
        self.halted = false;
    }

    /// Loads every allocated section of `exe` (zeroing `.bss`, and the gaps
    /// between sections up to the end of the last one with contents, as in
    /// the hex image `cpu0.v` runs), predecodes its code, resets the
    /// registers, sets the PC to the entry point and the stack limit to the
    /// executable's `__stack_limit` (none if it has none).
    pub fn load_executable(&mut self, exe: &Executable) -> Result<(), LoadError> {
        if exe.endian != self.config.endian {
            return load_error(format!(
                "executable is {:?}-endian but the machine is {:?}-endian",
                exe.endian, self.config.endian
            ));
        }
        // `cpu0.v` runs the image `Executable::to_hex` writes: every byte from
        // 0 to the end of the last section with contents, gaps as zeros.
        let image_end = exe
            .loadable()
            .filter(|s| !s.data.is_empty())
            .map(|s| s.addr as u64 + s.data.len() as u64)
            .max()
            .unwrap_or(0);
        if image_end > MEMORY_SIZE as u64 {
            return load_error(format!(
                "the image ends at {image_end:#x}, beyond the end of memory"
            ));
        }
        self.write_section("image", 0, image_end as u32, &[])?;
        for s in exe.loadable() {
            self.write_section(&s.name, s.addr, s.size, &s.data)?;
        }
        self.code.clear();
        self.predecode_range(exe.text_range());
        self.reset_registers();
        self.set_pc(exe.entry);
        self.set_stack_limit(exe.symbols.address(STACK_LIMIT_SYMBOL));
        Ok(())
    }

    /// Sets the lowest legal `$sp` (see the module doc); `None` removes the
    /// limit. A limit beyond memory is clamped to its end.
    pub fn set_stack_limit(&mut self, limit: Option<u32>) {
        match limit {
            Some(l) => {
                self.stack_limit = l.min(MEMORY_SIZE);
                self.stack_span = MEMORY_SIZE - self.stack_limit;
            }
            None => {
                self.stack_limit = 0;
                self.stack_span = u32::MAX;
            }
        }
    }

    /// The stack limit, if one is set.
    pub fn stack_limit(&self) -> Option<u32> {
        (self.stack_span != u32::MAX).then_some(self.stack_limit)
    }

    /// Loads a JIT batch's sections and predecodes its code. Registers are not
    /// touched.
    pub fn load_batch(&mut self, batch: &LinkedBatch) -> Result<(), LoadError> {
        if batch.endian != self.config.endian {
            return load_error("batch byte order differs from the machine's".to_string());
        }
        for s in batch.sections.iter().filter(|s| s.is_alloc()) {
            self.write_section(&s.name, s.addr, s.size, &s.data)?;
        }
        self.predecode_range(batch.text_range());
        Ok(())
    }

    /// Copies `bytes` to memory at `addr`; if `is_code`, predecodes them too.
    pub fn load_segment(
        &mut self,
        addr: u32,
        bytes: &[u8],
        is_code: bool,
    ) -> Result<(), LoadError> {
        self.write_section("segment", addr, bytes.len() as u32, bytes)?;
        if is_code {
            self.predecode_range(addr..addr + bytes.len() as u32);
        }
        Ok(())
    }

    fn write_section(
        &mut self,
        name: &str,
        addr: u32,
        size: u32,
        data: &[u8],
    ) -> Result<(), LoadError> {
        let end = addr as u64 + size.max(data.len() as u32) as u64;
        if end > MEMORY_SIZE as u64 {
            return load_error(format!(
                "section {name} ({addr:#x}..{end:#x}) does not fit in memory"
            ));
        }
        let at = addr as usize;
        self.mem.write(at, data);
        self.mem.fill(at + data.len()..end as usize, 0);
        self.note_written(at, end as usize - at);
        Ok(())
    }

    /// Strict mode: records `len` bytes from `at` as written.
    fn note_written(&mut self, at: usize, len: usize) {
        if self.written.is_empty() {
            return;
        }
        let end = (at + len).min(self.mem.len());
        let mut i = at;
        while i < end {
            let (word, bit) = (i / 64, i % 64);
            if bit == 0 && end - i >= 64 {
                self.written[word] = u64::MAX;
                i += 64;
            } else {
                self.written[word] |= 1 << bit;
                i += 1;
            }
        }
    }

    /// Strict mode: records an aligned `n`-byte store at `at` (`n` divides
    /// 64 and `at`, so its bits share one word).
    #[inline(always)]
    fn note_written_aligned(&mut self, at: usize, n: usize) {
        let mask = ((1u64 << n) - 1) << (at % 64);
        if let Some(w) = self.written.get_mut(at / 64) {
            *w |= mask;
        }
    }

    /// Strict mode: whether every byte of an aligned `n`-byte access at `at`
    /// was written or loaded.
    #[inline(always)]
    fn was_written(&self, at: usize, n: usize) -> bool {
        let mask = ((1u64 << n) - 1) << (at % 64);
        self.written.get(at / 64).is_some_and(|w| w & mask == mask)
    }

    /// Extends the predecoded table to cover `range` and decodes it.
    fn predecode_range(&mut self, range: std::ops::Range<u32>) {
        let end_words = (range.end as usize).div_ceil(4);
        if self.code.len() < end_words {
            let from = self.code.len();
            self.code.resize(end_words, Decoded::NOP);
            self.redecode(from as u32 * 4, (end_words - from) as u32 * 4);
        }
        self.redecode(range.start & !3, range.end - (range.start & !3));
    }

    /// Re-decodes the predecoded words overlapping `[addr, addr + len)`.
    fn redecode(&mut self, addr: u32, len: u32) {
        let first = (addr / 4) as usize;
        let last = ((addr as u64 + len as u64).div_ceil(4) as usize).min(self.code.len());
        for i in first..last {
            let at = i * 4;
            let word = self.word_at(at);
            self.code[i] = predecode(word, self.config.level);
        }
    }

    fn word_at(&self, at: usize) -> u32 {
        let b: [u8; 4] = self.mem.get(at).expect("a word inside memory");
        match self.config.endian {
            Endian::Big => u32::from_be_bytes(b),
            Endian::Little => u32::from_le_bytes(b),
        }
    }

    /// Places `args` (`argv[0]` first) above the stack top and patches the
    /// linker's `__egret_argc`/`__egret_argv` words of `exe`.
    pub fn set_args(&mut self, exe: &Executable, args: &[String]) -> Result<(), LoadError> {
        let (Some(argc_at), Some(argv_at)) = (
            exe.symbols.address("__egret_argc"),
            exe.symbols.address("__egret_argv"),
        ) else {
            return load_error(
                "the executable has no __egret_argc/__egret_argv (not linked by egret)".to_string(),
            );
        };
        for (name, at) in [("__egret_argc", argc_at), ("__egret_argv", argv_at)] {
            if at % 4 != 0 || u64::from(at) + 4 > u64::from(MEMORY_SIZE) {
                return load_error(format!(
                    "`{name}` at {at:#010x} is not an aligned word inside Cpu0's 16 MiB memory"
                ));
            }
        }
        let table = STACK_TOP + 16;
        let mut string_at = table + 4 * (args.len() as u32 + 1);
        let mut pointers = Vec::new();
        for a in args {
            let bytes = a.as_bytes();
            if string_at as u64 + bytes.len() as u64 + 1 > MEMORY_SIZE as u64 {
                return load_error("program arguments do not fit above the stack".to_string());
            }
            self.mem.write(string_at as usize, bytes);
            self.mem.write(string_at as usize + bytes.len(), &[0]);
            self.note_written(string_at as usize, bytes.len() + 1);
            pointers.push(string_at);
            string_at += bytes.len() as u32 + 1;
        }
        pointers.push(0);
        for (i, p) in pointers.iter().enumerate() {
            self.poke_u32(table + 4 * i as u32, *p);
        }
        self.poke_u32(argc_at, args.len() as u32);
        self.poke_u32(argv_at, table);
        Ok(())
    }

    /// Writes a word during loading (addresses already checked to be in memory).
    fn poke_u32(&mut self, addr: u32, value: u32) {
        let bytes = match self.config.endian {
            Endian::Big => value.to_be_bytes(),
            Endian::Little => value.to_le_bytes(),
        };
        let at = addr as usize;
        self.mem.write(at, &bytes);
        self.note_written(at, 4);
        if (addr as usize) < self.code.len() * 4 {
            self.redecode(addr, 4);
        }
    }

    // ----- state ----------------------------------------------------------------

    /// The configuration.
    pub fn config(&self) -> &SimConfig {
        &self.config
    }

    /// Sets the step limit (`None`: unlimited). Counted in total instructions.
    pub fn set_max_steps(&mut self, max: Option<u64>) {
        self.config.max_steps = max;
        self.step_limit = max.unwrap_or(u64::MAX);
    }

    /// Register `r`.
    pub fn reg(&self, r: Reg) -> u32 {
        self.regs[r.index() & 15]
    }

    /// Sets register `r` (including `$zero`, as `cpu0.v`'s loads can).
    pub fn set_reg(&mut self, r: Reg, value: u32) {
        self.regs[r.index() & 15] = value;
    }

    /// HI.
    pub fn hi(&self) -> u32 {
        self.hi
    }

    /// LO.
    pub fn lo(&self) -> u32 {
        self.lo
    }

    /// Sets HI.
    pub fn set_hi(&mut self, v: u32) {
        self.hi = v;
    }

    /// Sets LO.
    pub fn set_lo(&mut self, v: u32) {
        self.lo = v;
    }

    /// The address of the next instruction to execute (after a trap: the
    /// trapping instruction).
    pub fn pc(&self) -> u32 {
        self.pc
    }

    /// Jumps to `addr` (no pending delay slot).
    pub fn set_pc(&mut self, addr: u32) {
        self.pc = addr;
        self.npc = addr.wrapping_add(4);
        self.halted = (addr as i32) < 0;
    }

    /// Whether the machine halted (PC < 0).
    pub fn halted(&self) -> bool {
        self.halted
    }

    /// The counters so far.
    pub fn counters(&self) -> Counters {
        Counters {
            insts: self.insts,
            cycles: if self.insts == 0 {
                0
            } else {
                self.insts + self.stalls + 4
            },
            clocks: self.insts * CLOCKS_PER_INST,
            host_calls: self.host_calls,
        }
    }

    /// `$v0/$v1` as an i64 in memory order (big-endian: `$v0` is the high word).
    pub fn result_i64(&self) -> i64 {
        let (v0, v1) = (self.regs[2] as u64, self.regs[3] as u64);
        match self.config.endian {
            Endian::Big => ((v0 << 32) | v1) as i64,
            Endian::Little => ((v1 << 32) | v0) as i64,
        }
    }

    /// `$v0` sign-extended.
    pub fn result_i32(&self) -> i64 {
        self.regs[2] as i32 as i64
    }

    // ----- memory -----------------------------------------------------------------

    fn range_check(&self, addr: u32, len: u32, what: &str) -> Result<usize, Trap> {
        if addr as u64 + len as u64 <= MEMORY_SIZE as u64 {
            Ok(addr as usize)
        } else {
            Err(Trap::new(
                self.pc,
                TrapKind::OutOfBounds,
                format!("{what} at {addr:#x} is outside memory"),
            ))
        }
    }

    /// Reads a byte.
    pub fn read_u8(&self, addr: u32) -> Result<u8, Trap> {
        Ok(self.mem.byte(self.range_check(addr, 1, "read")?))
    }

    /// Reads a half-word in the machine's byte order.
    pub fn read_u16(&self, addr: u32) -> Result<u16, Trap> {
        let at = self.range_check(addr, 2, "read")?;
        let b = [self.mem.byte(at), self.mem.byte(at + 1)];
        Ok(match self.config.endian {
            Endian::Big => u16::from_be_bytes(b),
            Endian::Little => u16::from_le_bytes(b),
        })
    }

    /// Reads a word in the machine's byte order.
    pub fn read_u32(&self, addr: u32) -> Result<u32, Trap> {
        Ok(self.word_at(self.range_check(addr, 4, "read")?))
    }

    /// Writes a byte.
    pub fn write_u8(&mut self, addr: u32, v: u8) -> Result<(), Trap> {
        self.write_bytes(addr, &[v])
    }

    /// Writes a half-word in the machine's byte order.
    pub fn write_u16(&mut self, addr: u32, v: u16) -> Result<(), Trap> {
        let b = match self.config.endian {
            Endian::Big => v.to_be_bytes(),
            Endian::Little => v.to_le_bytes(),
        };
        self.write_bytes(addr, &b)
    }

    /// Writes a word in the machine's byte order.
    pub fn write_u32(&mut self, addr: u32, v: u32) -> Result<(), Trap> {
        let b = match self.config.endian {
            Endian::Big => v.to_be_bytes(),
            Endian::Little => v.to_le_bytes(),
        };
        self.write_bytes(addr, &b)
    }

    /// Reads `len` bytes.
    pub fn read_bytes(&self, addr: u32, len: u32) -> Result<Vec<u8>, Trap> {
        let at = self.range_check(addr, len, "read")?;
        Ok(self.mem.read(at..at + len as usize))
    }

    /// Writes bytes (re-decoding any code they overwrite).
    pub fn write_bytes(&mut self, addr: u32, bytes: &[u8]) -> Result<(), Trap> {
        let at = self.range_check(addr, bytes.len() as u32, "write")?;
        self.mem.write(at, bytes);
        self.note_written(at, bytes.len());
        if at < self.code.len() * 4 {
            self.redecode(addr, bytes.len() as u32);
        }
        Ok(())
    }

    /// Reads a NUL-terminated string (at most `max` bytes).
    pub fn read_cstr(&self, addr: u32, max: u32) -> Result<Vec<u8>, Trap> {
        let mut out = Vec::new();
        for i in 0..max {
            match self.read_u8(addr.wrapping_add(i))? {
                0 => return Ok(out),
                b => out.push(b),
            }
        }
        Ok(out)
    }

    // ----- output and tracing -------------------------------------------------------

    /// Bytes written to the output port so far (if capturing).
    pub fn output(&self) -> &[u8] {
        &self.output
    }

    /// Takes the captured output, leaving the buffer empty.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.output)
    }

    /// Whether output bytes are kept in the buffer (default: yes).
    pub fn set_capture_output(&mut self, capture: bool) {
        self.capture_output = capture;
    }

    /// Streams output bytes to `sink` as they are written (in addition to the
    /// buffer, if capturing).
    pub fn set_output_sink(&mut self, sink: Option<Box<dyn Write + Send>>) {
        self.output_sink = sink;
    }

    /// Prints every executed instruction to `sink` (slower).
    pub fn set_trace(&mut self, sink: Option<Box<dyn Write + Send>>) {
        self.trace = sink;
    }

    fn emit_output(&mut self, byte: u8) {
        if self.capture_output {
            self.output.push(byte);
        }
        if let Some(sink) = self.output_sink.as_mut() {
            let _ = sink.write_all(&[byte]);
        }
    }

    /// Flushes the output sink and the trace sink.
    pub fn flush(&mut self) {
        if let Some(s) = self.output_sink.as_mut() {
            let _ = s.flush();
        }
        if let Some(s) = self.trace.as_mut() {
            let _ = s.flush();
        }
    }

    // ----- host calls ---------------------------------------------------------------

    /// Attaches `f` to `addr`, which must be word-aligned, outside memory and
    /// below 0x8000_0000 (see the module doc). Replaces any previous function.
    pub fn register_host_fn(
        &mut self,
        addr: u32,
        f: impl FnMut(&mut Machine) -> Result<(), Trap> + Send + 'static,
    ) -> Result<(), LoadError> {
        if !(MEMORY_SIZE..0x8000_0000).contains(&addr) || !addr.is_multiple_of(4) {
            return load_error(format!(
                "host function address {addr:#x} must be word-aligned, outside memory and below 0x80000000"
            ));
        }
        self.host_fns.insert(addr, Some(Box::new(f)));
        Ok(())
    }

    /// Runs the host function at `addr`, then returns to `$lr`.
    fn call_host(&mut self, addr: u32) -> Result<(), Trap> {
        let mut f = self
            .host_fns
            .get_mut(&addr)
            .and_then(Option::take)
            .ok_or_else(|| {
                Trap::new(
                    addr,
                    TrapKind::Host,
                    format!("host function at {addr:#x} is already running"),
                )
            })?;
        let result = f(self);
        self.host_fns.insert(addr, Some(f));
        self.host_calls += 1;
        result.map_err(|t| Trap::new(addr, TrapKind::Host, t.message))?;
        let lr = self.regs[Reg::LR.index()];
        self.set_pc(lr);
        Ok(())
    }

    /// Calls the guest function at `addr` with argument words `args` (the first
    /// two in `$a0/$a1`, the rest at `$sp + 8`, `+12`, ...), `$lr = -1`, and runs
    /// until it returns. Afterwards `$sp`, `$lr` and the PC are what they were
    /// before (so a host function may call back into the guest); if `$sp` was 0
    /// (nothing set it up), the call uses the default stack top. Counters are
    /// those of the call alone. On a trap the machine is left where it trapped.
    pub fn call(&mut self, addr: u32, args: &[u32]) -> Result<CallResult, Trap> {
        let before = self.counters();
        let saved = (
            self.pc,
            self.npc,
            self.halted,
            self.regs[Reg::LR.index()],
            self.regs[Reg::SP.index()],
        );
        let base_sp = if saved.4 == 0 { STACK_TOP } else { saved.4 };
        let stack_words = args.len().saturating_sub(2) as u32;
        let sp = base_sp - (8 + 4 * stack_words).next_multiple_of(8);
        for (i, &a) in args.iter().enumerate().skip(2) {
            self.write_u32(sp + 8 + 4 * (i as u32 - 2), a)?;
        }
        self.regs[Reg::SP.index()] = sp;
        for (i, &a) in args.iter().take(2).enumerate() {
            self.regs[Reg::A0.index() + i] = a;
        }
        self.regs[Reg::LR.index()] = u32::MAX;
        self.set_pc(addr);
        let result = self.run();
        if result.is_ok() {
            // Back to where the caller was, so calls can nest inside host functions.
            (self.pc, self.npc, self.halted) = (saved.0, saved.1, saved.2);
            self.regs[Reg::LR.index()] = saved.3;
        }
        self.regs[Reg::SP.index()] = saved.4;
        result?;
        let after = self.counters();
        Ok(CallResult {
            v0: self.regs[2],
            v1: self.regs[3],
            counters: Counters {
                insts: after.insts - before.insts,
                cycles: after.cycles - before.cycles,
                clocks: after.clocks - before.clocks,
                host_calls: after.host_calls - before.host_calls,
            },
        })
    }

    /// The name of the function containing `addr`, for messages: `main+0x14`.
    /// Only symbols of the program's sections name an address: one outside
    /// them (on the stack, say, after a stray jump) is described by its
    /// region of the memory map instead (`0xfe0018 (stack)`), never as an
    /// offset from a linker symbol such as `__stack_top`.
    pub fn describe_address(exe: &Executable, addr: u32) -> String {
        let in_section = exe
            .loadable()
            .any(|s| (s.addr as u64..s.addr as u64 + s.size as u64).contains(&(addr as u64)));
        if !in_section {
            return format!("{addr:#x} ({})", memory_region(exe, addr));
        }
        match exe.symbols.containing(addr) {
            Some(s) if s.addr == addr => s.name.clone(),
            Some(s) => format!("{}+{:#x}", s.name, addr - s.addr),
            None if exe
                .section(STARTUP_SECTION)
                .is_some_and(|s| s.range().contains(&addr)) =>
            {
                format!("start code+{addr:#x}")
            }
            None => format!("{addr:#x}"),
        }
    }
}

/// The part of the memory map (docs/memory-map.md) holding `addr`, which is
/// in no section of `exe`.
fn memory_region(exe: &Executable, addr: u32) -> &'static str {
    let at = |name: &str| exe.symbols.address(name);
    let (heap, limit, top) = (at("_end"), at(STACK_LIMIT_SYMBOL), at("__stack_top"));
    if addr >= MEMORY_SIZE {
        return if addr == OUTPUT_PORT {
            "output port"
        } else {
            "outside memory"
        };
    }
    match (heap, limit, top) {
        (_, _, Some(top)) if addr >= top => "program arguments, above the stack",
        (_, Some(limit), Some(_)) if addr >= limit => "stack",
        (Some(heap), Some(_), _) if addr >= heap => "heap",
        (Some(heap), None, Some(_)) if addr >= heap => "heap or stack",
        _ => "not part of the program",
    }
}

#[cfg(test)]
mod tests;
