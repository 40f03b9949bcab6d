//! The run loop and the semantics of every instruction.
//!
//! `step_inner` is the whole of one step — fetch, advance `pc`/`npc`, count,
//! execute, halt check — and is inlined into both the hot loop (`run_fast`) and
//! the single-step entry point, so there is one definition of a step. The loop
//! is instantiated for each byte order and strictness (`Order`, `STRICT`), so
//! neither costs a runtime test per access.

use super::decode::{Decoded, Op, predecode, underlying};
use super::{DIV_LATENCY, MULT_LATENCY, Machine, OUTPUT_PORT, Trap, TrapKind};
use crate::asm::format_inst;
use crate::encode::decode;
use crate::isa::Endian;
use crate::link::MEMORY_SIZE;

/// Byte order of memory accesses, chosen at compile time.
pub(super) trait Order {
    fn get32(b: [u8; 4]) -> u32;
    fn put32(v: u32) -> [u8; 4];
    fn get16(b: [u8; 2]) -> u16;
    fn put16(v: u16) -> [u8; 2];
    /// The byte order of `st` to the output port: the bytes printed, first
    /// first (CPU0.md §5.3).
    fn port_bytes(v: u32) -> [u8; 4];
}

pub(super) struct Big;
pub(super) struct Little;

impl Order for Big {
    fn get32(b: [u8; 4]) -> u32 {
        u32::from_be_bytes(b)
    }
    fn put32(v: u32) -> [u8; 4] {
        v.to_be_bytes()
    }
    fn get16(b: [u8; 2]) -> u16 {
        u16::from_be_bytes(b)
    }
    fn put16(v: u16) -> [u8; 2] {
        v.to_be_bytes()
    }
    fn port_bytes(v: u32) -> [u8; 4] {
        v.to_le_bytes()
    }
}

impl Order for Little {
    fn get32(b: [u8; 4]) -> u32 {
        u32::from_le_bytes(b)
    }
    fn put32(v: u32) -> [u8; 4] {
        v.to_le_bytes()
    }
    fn get16(b: [u8; 2]) -> u16 {
        u16::from_le_bytes(b)
    }
    fn put16(v: u16) -> [u8; 2] {
        v.to_le_bytes()
    }
    fn port_bytes(v: u32) -> [u8; 4] {
        v.to_be_bytes()
    }
}

/// `$sw` bits (CPU0.md §1).
const SW_N: u32 = 1 << 0;
const SW_Z: u32 = 1 << 1;
const SW_V: u32 = 1 << 3;
const SW_IE: u32 = 1 << 9;
const SW_I: u32 = 1 << 13;
const SW_I0: u32 = 1 << 14;

/// What a fetch outside the predecoded table found.
enum Fetched {
    Inst(Decoded),
    /// A host function ran; `pc`/`npc` were set to its return address.
    HostCall,
}

impl Machine {
    /// Runs until the PC goes negative (`Ok`) or a trap. A halted machine
    /// returns at once; use [`Machine::set_pc`] to start again.
    pub fn run(&mut self) -> Result<(), Trap> {
        if self.halted {
            return Ok(());
        }
        let result = if self.trace.is_some() {
            self.run_traced()
        } else {
            match (self.config.endian, self.config.strict) {
                (Endian::Big, false) => self.run_fast::<Big, false>(),
                (Endian::Big, true) => self.run_fast::<Big, true>(),
                (Endian::Little, false) => self.run_fast::<Little, false>(),
                (Endian::Little, true) => self.run_fast::<Little, true>(),
            }
        };
        self.flush();
        result
    }

    /// Executes one instruction (or host call). Returns whether the machine has
    /// halted.
    pub fn step(&mut self) -> Result<bool, Trap> {
        if self.halted {
            return Ok(true);
        }
        let (mut pc, mut npc) = (self.pc, self.npc);
        let r = match (self.config.endian, self.config.strict) {
            (Endian::Big, false) => self.step_inner::<Big, false>(&mut pc, &mut npc),
            (Endian::Big, true) => self.step_inner::<Big, true>(&mut pc, &mut npc),
            (Endian::Little, false) => self.step_inner::<Little, false>(&mut pc, &mut npc),
            (Endian::Little, true) => self.step_inner::<Little, true>(&mut pc, &mut npc),
        };
        self.pc = pc;
        self.npc = npc;
        let halted = r?;
        self.halted = halted;
        Ok(halted)
    }

    fn run_fast<O: Order, const STRICT: bool>(&mut self) -> Result<(), Trap> {
        let (mut pc, mut npc) = (self.pc, self.npc);
        let result = loop {
            match self.step_inner::<O, STRICT>(&mut pc, &mut npc) {
                Ok(false) => continue,
                Ok(true) => {
                    self.halted = true;
                    break Ok(());
                }
                Err(t) => break Err(t),
            }
        };
        self.pc = pc;
        self.npc = npc;
        result
    }

    fn run_traced(&mut self) -> Result<(), Trap> {
        loop {
            self.trace_current();
            if self.step()? {
                return Ok(());
            }
        }
    }

    fn trace_current(&mut self) {
        let pc = self.pc;
        let line = match self.read_u32(pc) {
            Ok(word) => {
                let text = decode(word).map_or_else(
                    |_| ".4byte".to_string(),
                    |i| format_inst(&i).replace('\t', " "),
                );
                format!("{pc:08x}: {word:08x}  {text}\n")
            }
            Err(_) => format!("{pc:08x}: (outside memory)\n"),
        };
        if let Some(t) = self.trace.as_mut() {
            let _ = t.write_all(line.as_bytes());
        }
    }

    /// One step. On a trap, `pc`/`npc` are left at the trapping instruction and
    /// it is not counted.
    #[inline(always)]
    fn step_inner<O: Order, const STRICT: bool>(
        &mut self,
        pc: &mut u32,
        npc: &mut u32,
    ) -> Result<bool, Trap> {
        if self.insts >= self.step_limit {
            return Err(self.step_limit_trap(*pc));
        }
        let cur = *pc;
        let index = (cur >> 2) as usize;
        let d = if cur & 3 == 0 && index < self.code.len() {
            self.code[index]
        } else {
            match self.fetch_slow::<STRICT>(cur)? {
                Fetched::Inst(d) => d,
                Fetched::HostCall => {
                    (*pc, *npc) = (self.pc, self.npc);
                    return Ok((*pc as i32) < 0);
                }
            }
        };
        let saved_npc = *npc;
        *pc = *npc;
        *npc = npc.wrapping_add(4);
        self.insts += 1;
        self.stalls += (d.reads & self.late != 0) as u64;
        self.late = d.late;
        if let Err(t) = self.exec::<O, STRICT>(d, cur, pc, npc) {
            self.insts -= 1;
            (*pc, *npc) = (cur, saved_npc);
            return Err(t);
        }
        Ok((*pc as i32) < 0)
    }

    /// Fetch outside the predecoded table: a host function, code in memory not
    /// (yet) predecoded or at an unaligned address, or a trap.
    #[inline(never)]
    fn fetch_slow<const STRICT: bool>(&mut self, cur: u32) -> Result<Fetched, Trap> {
        if self.host_fns.contains_key(&cur) {
            self.call_host(cur)?;
            return Ok(Fetched::HostCall);
        }
        if STRICT && cur & 3 != 0 {
            return Err(Trap::new(
                cur,
                TrapKind::Misaligned,
                format!("instruction fetch at misaligned address {cur:#x}"),
            ));
        }
        if cur as u64 + 4 > MEMORY_SIZE as u64 {
            return Err(Trap::new(
                cur,
                TrapKind::OutOfBounds,
                format!("instruction fetch at {cur:#x}, outside memory"),
            ));
        }
        Ok(Fetched::Inst(predecode(
            self.word_at(cur as usize),
            self.config.level,
        )))
    }

    #[inline(always)]
    fn r(&self, i: u8) -> u32 {
        self.regs[(i & 15) as usize]
    }

    #[inline(always)]
    fn w(&mut self, i: u8, v: u32) {
        self.regs[(i & 15) as usize] = v;
    }

    /// Writes a load or `slt*` result, which `cpu0.v` writes even to `$zero`.
    #[inline(always)]
    fn w_direct<const STRICT: bool>(&mut self, i: u8, v: u32, cur: u32) -> Result<(), Trap> {
        if STRICT && i == 0 {
            return Err(Trap::new(
                cur,
                TrapKind::ZeroWrite,
                "load or set-on-less-than into $zero (cpu0.v would overwrite it)",
            ));
        }
        self.w(i, v);
        Ok(())
    }

    /// The current pipeline cycle (relative), for HI/LO latencies.
    #[inline(always)]
    fn now(&self) -> u64 {
        self.insts + self.stalls
    }

    #[inline(always)]
    fn wait_hilo(&mut self) {
        let now = self.now();
        if self.hilo_ready > now {
            self.stalls += self.hilo_ready - now;
        }
    }

    /// Executes one predecoded instruction: one line per handler (loads
    /// and stores written out: through helpers taking the whole `Decoded`
    /// cost the loop benchmark 20-50% more CPU time), the work in the
    /// `#[inline(always)]` helpers below, grouped by kind (memory,
    /// ALU, transfers, HI/LO and coprocessor 0), so the match stays one
    /// jump table over the flat [`Op`].
    #[inline(always)]
    fn exec<O: Order, const STRICT: bool>(
        &mut self,
        d: Decoded,
        cur: u32,
        pc: &mut u32,
        npc: &mut u32,
    ) -> Result<(), Trap> {
        let (a, b, c, imm) = (d.a, d.b, d.c, d.imm);
        match d.op {
            Op::Nop => {}
            Op::Ld => {
                let v = self.load::<O, STRICT, 4>(self.r(b).wrapping_add(imm), cur)?;
                self.w_direct::<STRICT>(a, v, cur)?;
            }
            Op::Lb => {
                let v = self.load::<O, STRICT, 1>(self.r(b).wrapping_add(imm), cur)?;
                self.w_direct::<STRICT>(a, v as u8 as i8 as u32, cur)?;
            }
            Op::Lbu => {
                let v = self.load::<O, STRICT, 1>(self.r(b).wrapping_add(imm), cur)?;
                self.w_direct::<STRICT>(a, v, cur)?;
            }
            Op::Lh => {
                let v = self.load::<O, STRICT, 2>(self.r(b).wrapping_add(imm), cur)?;
                self.w_direct::<STRICT>(a, v as u16 as i16 as u32, cur)?;
            }
            Op::Lhu => {
                let v = self.load::<O, STRICT, 2>(self.r(b).wrapping_add(imm), cur)?;
                self.w_direct::<STRICT>(a, v, cur)?;
            }
            Op::St => {
                self.store::<O, STRICT, 4>(self.r(b).wrapping_add(imm), self.r(a), imm, cur)?
            }
            Op::Sb => {
                self.store::<O, STRICT, 1>(self.r(b).wrapping_add(imm), self.r(a), imm, cur)?
            }
            Op::Sh => {
                self.store::<O, STRICT, 2>(self.r(b).wrapping_add(imm), self.r(a), imm, cur)?
            }
            Op::Addiu => self.w(a, self.r(b).wrapping_add(imm)),
            Op::AddiuSp => self.set_sp_checked(a, self.r(b).wrapping_add(imm), cur)?,
            Op::AdduSp => self.set_sp_checked(a, self.r(b).wrapping_add(self.r(c)), cur)?,
            Op::SpWrite => self.exec_sp_writer::<O, STRICT>(cur, pc, npc)?,
            Op::StSp => self.store_to_stack::<O, STRICT, 4>(a, b, imm, cur)?,
            Op::ShSp => self.store_to_stack::<O, STRICT, 2>(a, b, imm, cur)?,
            Op::SbSp => self.store_to_stack::<O, STRICT, 1>(a, b, imm, cur)?,
            Op::Movz => self.move_if(a, self.r(b), self.r(c) == 0),
            Op::Movn => self.move_if(a, self.r(b), self.r(c) != 0),
            Op::Andi => self.w(a, self.r(b) & imm),
            Op::Ori => self.w(a, self.r(b) | imm),
            Op::Xori => self.w(a, self.r(b) ^ imm),
            Op::Lui => self.w(a, imm << 16),
            Op::Addu => self.w(a, self.r(b).wrapping_add(self.r(c))),
            Op::Subu => self.w(a, self.r(b).wrapping_sub(self.r(c))),
            Op::Add | Op::Sub => self.add_sub(d),
            Op::Clz => self.w(a, self.r(b).leading_zeros()),
            Op::Clo => self.w(a, self.r(b).leading_ones()),
            Op::Mul => self.w(a, self.r(b).wrapping_mul(self.r(c))),
            Op::And => self.w(a, self.r(b) & self.r(c)),
            Op::Or => self.w(a, self.r(b) | self.r(c)),
            Op::Xor => self.w(a, self.r(b) ^ self.r(c)),
            Op::Nor => self.w(a, !(self.r(b) | self.r(c))),
            Op::Rol => self.w(a, self.r(b).rotate_left(imm)),
            Op::Ror => self.w(a, self.r(b).rotate_right(imm)),
            Op::Shl => self.w(a, self.r(b) << imm),
            Op::Shr => self.w(a, self.r(b) >> imm),
            Op::Sra => self.w(a, ((self.r(b) as i32) >> imm) as u32),
            Op::Srav => self.w(a, ((self.r(b) as i32) >> self.r(c).min(31)) as u32),
            Op::Shlv => self.w(a, self.r(b).checked_shl(self.r(c)).unwrap_or(0)),
            Op::Shrv => self.w(a, self.r(b).checked_shr(self.r(c)).unwrap_or(0)),
            Op::Rolv => self.w(a, rotate_v(self.r(b), self.r(c), true)),
            Op::Rorv => self.w(a, rotate_v(self.r(b), self.r(c), false)),
            Op::Slti => self.w_direct::<STRICT>(a, less_signed(self.r(b), imm), cur)?,
            Op::Sltiu => self.w_direct::<STRICT>(a, (self.r(b) < imm) as u32, cur)?,
            Op::Slt => self.w_direct::<STRICT>(a, less_signed(self.r(b), self.r(c)), cur)?,
            Op::Sltu => self.w_direct::<STRICT>(a, (self.r(b) < self.r(c)) as u32, cur)?,
            Op::Cmp => self.compare(
                (self.r(b) as i32) < self.r(c) as i32,
                self.r(b) == self.r(c),
            ),
            Op::Cmpu => self.compare(self.r(b) < self.r(c), self.r(b) == self.r(c)),
            Op::Jeq | Op::Jne | Op::Jlt | Op::Jgt | Op::Jle | Op::Jge => {
                branch_if(condition(d.op, self.regs[15]), imm, pc, npc)
            }
            Op::Beq => branch_if(self.r(a) == self.r(b), imm, pc, npc),
            Op::Bne => branch_if(self.r(a) != self.r(b), imm, pc, npc),
            Op::Jmp => self.jump(cur, imm, pc, npc)?,
            Op::Bal => self.branch_and_link(imm, pc, npc),
            Op::Jsub => self.call_relative(imm, pc, npc),
            Op::Jalr => self.call_register(a, self.r(b), pc, npc),
            Op::Jr => *npc = self.r(a),
            Op::Mult => self.multiply_signed(a, b),
            Op::Multu => self.multiply_unsigned(a, b),
            Op::Div => self.divide::<STRICT, true>(a, b, cur)?,
            Op::Divu => self.divide::<STRICT, false>(a, b, cur)?,
            Op::Mfhi => self.move_from_hilo(a, true),
            Op::Mflo => self.move_from_hilo(a, false),
            Op::Mthi => self.move_to_hilo(a, true),
            Op::Mtlo => self.move_to_hilo(a, false),
            Op::Mfc0 => self.move_from_c0(a, b, *pc, cur)?,
            Op::Mtc0 => self.write_c0(a, self.r(b), pc, npc),
            Op::C0mov => self.c0_move(a, b, cur, pc, npc)?,
            Op::SwWrite => self.exec_sw_writer::<O, STRICT>(cur, pc, npc)?,
            Op::Illegal => return Err(self.illegal(cur)),
            Op::WrongLevel => return Err(self.wrong_level(cur)),
        }
        Ok(())
    }

    // ----- memory ----------------------------------------------------------

    /// A store of `R[a]` based on `$sp` (`R[b]`), its address checked
    /// against the stack.
    #[inline(always)]
    fn store_to_stack<O: Order, const STRICT: bool, const N: usize>(
        &mut self,
        a: u8,
        b: u8,
        imm: u32,
        cur: u32,
    ) -> Result<(), Trap> {
        let addr = self.stack_store_address(b, imm, cur)?;
        self.store::<O, STRICT, N>(addr, self.r(a), imm, cur)
    }

    /// `addiu`/`addu` into `$sp`: the new value, checked first.
    #[inline(always)]
    fn set_sp_checked(&mut self, a: u8, sp: u32, cur: u32) -> Result<(), Trap> {
        self.check_sp(sp, cur)?;
        self.w(a, sp);
        Ok(())
    }

    // ----- ALU -------------------------------------------------------------

    /// `movz`/`movn`: `R[a] = v` if `cond`.
    #[inline(always)]
    fn move_if(&mut self, a: u8, v: u32, cond: bool) {
        if cond {
            self.w(a, v);
        }
    }

    // ----- transfers -------------------------------------------------------

    /// `jmp`: PC-relative, no delay slot; a jump to itself is refused.
    #[inline(always)]
    fn jump(&mut self, cur: u32, imm: u32, pc: &mut u32, npc: &mut u32) -> Result<(), Trap> {
        let target = pc.wrapping_add(imm);
        if target == cur && *pc == cur.wrapping_add(4) {
            return Err(Trap::new(
                cur,
                TrapKind::SelfLoop,
                "jmp to itself: the program would spin forever",
            ));
        }
        self.stalls += 1;
        (*pc, *npc) = (target, target.wrapping_add(4));
        Ok(())
    }

    /// `bal`: links `$lr`, PC-relative, no delay slot.
    #[inline(always)]
    fn branch_and_link(&mut self, imm: u32, pc: &mut u32, npc: &mut u32) {
        self.regs[14] = *pc;
        let target = pc.wrapping_add(imm);
        self.stalls += 1;
        (*pc, *npc) = (target, target.wrapping_add(4));
    }

    /// `jsub`: links `$lr` past the delay slot, PC-relative.
    #[inline(always)]
    fn call_relative(&mut self, imm: u32, pc: &mut u32, npc: &mut u32) {
        self.regs[14] = pc.wrapping_add(4);
        *npc = pc.wrapping_add(imm);
    }

    /// `jalr`: to `target`, linking into `R[a]` unless `a` is `$zero`.
    #[inline(always)]
    fn call_register(&mut self, a: u8, target: u32, pc: &mut u32, npc: &mut u32) {
        if a != 0 {
            self.w(a, pc.wrapping_add(4));
        }
        *npc = target;
    }

    // ----- HI/LO and coprocessor 0 -----------------------------------------

    /// `mult`: the signed 64-bit product into HI:LO.
    #[inline(always)]
    fn multiply_signed(&mut self, a: u8, b: u8) {
        let p = (self.r(a) as i32 as i64).wrapping_mul(self.r(b) as i32 as i64);
        self.set_hilo((p >> 32) as u32, p as u32, MULT_LATENCY);
    }

    /// `multu`: the unsigned 64-bit product into HI:LO.
    #[inline(always)]
    fn multiply_unsigned(&mut self, a: u8, b: u8) {
        let p = self.r(a) as u64 * self.r(b) as u64;
        self.set_hilo((p >> 32) as u32, p as u32, MULT_LATENCY);
    }

    /// `div`/`divu`: quotient to LO, remainder to HI; strict runs trap on
    /// division by zero, plain runs leave HI and LO as they were.
    #[inline(always)]
    fn divide<const STRICT: bool, const SIGNED: bool>(
        &mut self,
        a: u8,
        b: u8,
        cur: u32,
    ) -> Result<(), Trap> {
        let (x, y) = (self.r(a), self.r(b));
        if STRICT && y == 0 {
            return Err(division_by_zero(cur));
        }
        if SIGNED {
            self.div_signed(a, b);
        } else if y != 0 {
            self.set_hilo(x % y, x / y, DIV_LATENCY);
        }
        Ok(())
    }

    /// `mfhi`/`mflo`, waiting for a multiplication or division in flight.
    #[inline(always)]
    fn move_from_hilo(&mut self, a: u8, hi: bool) {
        self.wait_hilo();
        self.w(a, if hi { self.hi } else { self.lo });
    }

    /// `mthi`/`mtlo`.
    #[inline(always)]
    fn move_to_hilo(&mut self, a: u8, hi: bool) {
        self.wait_hilo();
        let v = self.r(a);
        if hi {
            self.hi = v;
        } else {
            self.lo = v;
        }
    }

    /// `mfc0`: `R[a] = C0[b]`.
    #[inline(always)]
    fn move_from_c0(&mut self, a: u8, b: u8, pc: u32, cur: u32) -> Result<(), Trap> {
        let v = self.read_c0(b, pc, cur)?;
        self.w(a, v);
        Ok(())
    }

    /// `c0mov`: `C0[a] = C0[b]`.
    #[inline(always)]
    fn c0_move(&mut self, a: u8, b: u8, cur: u32, pc: &mut u32, npc: &mut u32) -> Result<(), Trap> {
        let v = self.read_c0(b, *pc, cur)?;
        self.write_c0(a, v, pc, npc);
        Ok(())
    }

    #[inline(always)]
    fn compare(&mut self, less: bool, equal: bool) {
        let sw = self.regs[15] & !(SW_N | SW_Z);
        self.regs[15] = sw | ((less as u32) * SW_N) | ((equal as u32) * SW_Z);
    }

    #[inline(always)]
    fn set_hilo(&mut self, hi: u32, lo: u32, latency: u64) {
        self.wait_hilo();
        self.hi = hi;
        self.lo = lo;
        self.hilo_ready = self.now() + latency;
    }

    /// `div`: truncating signed division; V set as `cpu0.v` does; HI/LO kept on
    /// division by zero.
    fn div_signed(&mut self, a: u8, b: u8) {
        let (x, y) = (self.r(a) as i32, self.r(b) as i32);
        if y != 0 {
            self.set_hilo(
                x.wrapping_rem(y) as u32,
                x.wrapping_div(y) as u32,
                DIV_LATENCY,
            );
        }
        let overflow = (x < 0 && y < 0) || x == 0;
        self.regs[15] = (self.regs[15] & !SW_V) | ((overflow as u32) * SW_V);
    }

    /// `add`/`sub`: the result (not to `$zero`), and `cpu0.v`'s overflow test:
    /// `add` sets V when the destination *number* is below R[b] (compared
    /// unsigned, as Verilog does for a 4-bit field against a register), `sub`
    /// when R[b] < 0 < R[c]. V also sets the sticky I and I0 bits.
    fn add_sub(&mut self, d: Decoded) {
        let (x, y) = (self.r(d.b), self.r(d.c));
        let (value, overflow) = if d.op == Op::Add {
            (x.wrapping_add(y), (d.a as u32) < x)
        } else {
            (x.wrapping_sub(y), (x as i32) < 0 && (y as i32) > 0)
        };
        if d.a != 0 {
            self.w(d.a, value);
        }
        let sw = self.regs[15];
        self.regs[15] = if overflow {
            sw | SW_V | SW_I | SW_I0
        } else {
            sw & !SW_V
        };
    }

    /// Runs an instruction that writes `$sw`, then checks whether it raised an
    /// interrupt (which `cpu0.v` would take at vector 8).
    #[inline(never)]
    fn exec_sw_writer<O: Order, const STRICT: bool>(
        &mut self,
        cur: u32,
        pc: &mut u32,
        npc: &mut u32,
    ) -> Result<(), Trap> {
        let d = underlying(self.word_at(cur as usize), self.config.level);
        self.exec::<O, STRICT>(d, cur, pc, npc)?;
        let sw = self.regs[15];
        let pending = (sw >> 14) & (sw >> 10) & 0b111;
        if sw & SW_IE != 0 && sw & SW_I != 0 && pending != 0 {
            return Err(Trap::new(
                cur,
                TrapKind::Interrupt,
                format!("interrupt raised ($sw = {sw:#x}); cpu0.v would enter the vector at 0x8"),
            ));
        }
        Ok(())
    }

    /// Traps if `sp` is outside the stack: below the stack limit, or beyond
    /// the end of memory. One subtraction and one comparison; with no limit
    /// the span is the whole address space and nothing traps.
    #[inline(always)]
    fn check_sp(&self, sp: u32, cur: u32) -> Result<(), Trap> {
        if sp.wrapping_sub(self.stack_limit) > self.stack_span {
            return Err(self.stack_overflow(cur, sp, "$sp would become"));
        }
        Ok(())
    }

    /// The address of a store based on `$sp`, checked like `$sp` itself: a
    /// store there below the limit is the stack running into the heap.
    #[inline(always)]
    fn stack_store_address(&self, b: u8, imm: u32, cur: u32) -> Result<u32, Trap> {
        let addr = self.r(b).wrapping_add(imm);
        if addr.wrapping_sub(self.stack_limit) > self.stack_span {
            return Err(self.stack_overflow(cur, addr, "store to"));
        }
        Ok(addr)
    }

    #[cold]
    #[inline(never)]
    fn stack_overflow(&self, cur: u32, value: u32, what: &str) -> Trap {
        let limit = self.stack_limit;
        let place = if value < limit {
            format!("below the stack limit {limit:#x} (__stack_limit)")
        } else {
            format!("beyond the end of memory ({MEMORY_SIZE:#x})")
        };
        Trap::new(
            cur,
            TrapKind::StackOverflow,
            format!("stack overflow: {what} {value:#x}, {place}"),
        )
    }

    /// Runs an instruction other than `addiu`/`addu` that writes `$sp`, then
    /// checks the new value; on a trap `$sp` is put back (these instructions
    /// write nothing else).
    #[inline(never)]
    fn exec_sp_writer<O: Order, const STRICT: bool>(
        &mut self,
        cur: u32,
        pc: &mut u32,
        npc: &mut u32,
    ) -> Result<(), Trap> {
        let before = self.regs[13];
        let d = underlying(self.word_at(cur as usize), self.config.level);
        self.exec::<O, STRICT>(d, cur, pc, npc)?;
        if let Err(t) = self.check_sp(self.regs[13], cur) {
            self.regs[13] = before;
            return Err(t);
        }
        Ok(())
    }

    fn read_c0(&self, index: u8, pc: u32, cur: u32) -> Result<u32, Trap> {
        match index {
            0 => Ok(pc),
            1 => Ok(self.epc),
            n => Err(Trap::new(
                cur,
                TrapKind::IllegalInstruction,
                format!("coprocessor-0 register {n} does not exist (cpu0.v has $pc and $epc)"),
            )),
        }
    }

    fn write_c0(&mut self, index: u8, v: u32, pc: &mut u32, npc: &mut u32) {
        match index {
            0 => (*pc, *npc) = (v, v.wrapping_add(4)),
            1 => self.epc = v,
            _ => {}
        }
    }

    #[cold]
    fn step_limit_trap(&self, pc: u32) -> Trap {
        let limit = self.step_limit;
        Trap::new(
            pc,
            TrapKind::StepLimit,
            format!("step limit of {limit} instructions reached"),
        )
    }

    #[cold]
    fn illegal(&self, cur: u32) -> Trap {
        let word = self.word_at(cur as usize);
        Trap::new(
            cur,
            TrapKind::IllegalInstruction,
            format!(
                "illegal instruction {word:#010x} (unknown opcode {:#04x})",
                word >> 24
            ),
        )
    }

    #[cold]
    fn wrong_level(&self, cur: u32) -> Trap {
        let word = self.word_at(cur as usize);
        let name = crate::isa::Opcode::from_code((word >> 24) as u8).map_or("?", |o| o.mnemonic());
        Trap::new(
            cur,
            TrapKind::WrongLevel,
            format!(
                "`{name}` is not a {} instruction (cpu0.v's cpu032I build prints \"not support\" and skips it)",
                self.config.level.name()
            ),
        )
    }

    #[inline(always)]
    fn load<O: Order, const STRICT: bool, const N: usize>(
        &self,
        addr: u32,
        cur: u32,
    ) -> Result<u32, Trap> {
        if STRICT && !(addr as usize).is_multiple_of(N) {
            return Err(misaligned(cur, addr, N));
        }
        let at = addr as usize;
        if STRICT && at < self.mem.len() && !self.was_written(at, N) {
            return Err(uninitialized(cur, addr, N));
        }
        match self.mem.get::<N>(at) {
            Some(bytes) => Ok(match N {
                4 => O::get32(bytes[..].try_into().expect("N = 4")),
                2 => O::get16(bytes[..].try_into().expect("N = 2")) as u32,
                _ => bytes[0] as u32,
            }),
            None => Err(Trap::new(
                cur,
                TrapKind::OutOfBounds,
                format!("load of {N} byte(s) from {addr:#x}, outside memory"),
            )),
        }
    }

    #[inline(always)]
    fn store<O: Order, const STRICT: bool, const N: usize>(
        &mut self,
        addr: u32,
        v: u32,
        imm: u32,
        cur: u32,
    ) -> Result<(), Trap> {
        if STRICT && !(addr as usize).is_multiple_of(N) {
            return Err(misaligned(cur, addr, N));
        }
        let at = addr as usize;
        let stored = match N {
            4 => self.mem.set(at, O::put32(v)),
            2 => self.mem.set(at, O::put16(v as u16)),
            _ => self.mem.set(at, [v as u8]),
        };
        if !stored {
            return self.store_outside::<O>(addr, v, imm, N, cur);
        }
        if STRICT {
            self.note_written_aligned(at, N);
        }
        if at < self.code.len() * 4 {
            self.redecode(addr, N as u32);
        }
        Ok(())
    }

    /// A store outside memory: the output port (non-negative immediate only,
    /// as in `cpu0.v`), or a trap.
    #[cold]
    #[inline(never)]
    fn store_outside<O: Order>(
        &mut self,
        addr: u32,
        v: u32,
        imm: u32,
        n: usize,
        cur: u32,
    ) -> Result<(), Trap> {
        if addr == OUTPUT_PORT && (imm as i32) >= 0 {
            match n {
                1 => self.emit_output(v as u8),
                4 => {
                    let bytes = O::port_bytes(v);
                    if bytes[0] != 0 {
                        for b in bytes.into_iter().filter(|b| *b != 0) {
                            self.emit_output(b);
                        }
                    }
                }
                _ => {}
            }
            return Ok(());
        }
        let note = if addr == OUTPUT_PORT {
            " (the output port needs a non-negative offset)"
        } else {
            ""
        };
        Err(Trap::new(
            cur,
            TrapKind::OutOfBounds,
            format!("store of {n} byte(s) to {addr:#x}, outside memory{note}"),
        ))
    }
}

#[cold]
fn division_by_zero(cur: u32) -> Trap {
    Trap::new(
        cur,
        TrapKind::DivisionByZero,
        "division by zero (plain runs leave HI and LO unchanged; cpu0.v makes them undefined)",
    )
}

#[cold]
fn uninitialized(cur: u32, addr: u32, n: usize) -> Trap {
    Trap::new(
        cur,
        TrapKind::Uninitialized,
        format!(
            "load of {n} byte(s) from {addr:#x}, which was never written nor loaded (cpu0.v reads 0xff there)"
        ),
    )
}

#[cold]
fn misaligned(cur: u32, addr: u32, n: usize) -> Trap {
    Trap::new(
        cur,
        TrapKind::Misaligned,
        format!("misaligned {n}-byte access at {addr:#x}"),
    )
}

/// Whether conditional jump `op` is taken for `$sw` value `sw`.
#[inline(always)]
fn condition(op: Op, sw: u32) -> bool {
    let n = sw & SW_N != 0;
    let z = sw & SW_Z != 0;
    match op {
        Op::Jeq => z,
        Op::Jne => !z,
        Op::Jlt => n,
        Op::Jgt => !n && !z,
        Op::Jle => n || z,
        _ => !n || z,
    }
}

/// A delayed branch: if `taken`, the instruction after the slot is at
/// `pc + imm`.
#[inline(always)]
fn branch_if(taken: bool, imm: u32, pc: &mut u32, npc: &mut u32) {
    if taken {
        *npc = pc.wrapping_add(imm);
    }
}

/// `slt`/`slti`: 1 if `x < y` as signed numbers.
#[inline(always)]
fn less_signed(x: u32, y: u32) -> u32 {
    ((x as i32) < y as i32) as u32
}

/// `rolv`/`rorv` as `cpu0.v` computes them: the count folded into [-32, 32];
/// negative counts give 0, 0 and 32 leave the value unchanged.
fn rotate_v(value: u32, count: u32, left: bool) -> u32 {
    let count = count as i32;
    if count < 0 {
        return 0;
    }
    let folded = if count == 0 {
        0
    } else {
        ((count - 1) % 32 + 1) as u32
    };
    if left {
        value.rotate_left(folded % 32)
    } else {
        value.rotate_right(folded % 32)
    }
}
