//! What tests/softfloat_routines.rs and benches/softfloat_ops.rs share: the
//! table of soft-float routines with a host model of each (IEEE-754 through
//! the host's `f32`/`f64`, DESIGN23's NaN rules on top), a driver that runs
//! a routine over an input table on the simulator, and input generators.

#![allow(dead_code)]

pub use egret::jit::{Endian, IsaLevel, Jit, JitOptions};

/// The type of an argument or result, as the routines see it after
/// legalization: a float is its 32 bits, a double its 64.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ty {
    F32,
    F64,
    I32,
    I64,
}

impl Ty {
    pub fn ir(self) -> &'static str {
        match self {
            Ty::F32 | Ty::I32 => "i32",
            Ty::F64 | Ty::I64 => "i64",
        }
    }

    fn wide(self) -> bool {
        matches!(self, Ty::F64 | Ty::I64)
    }
}

/// One routine: its name, signature and host model. Inputs and results
/// are bit patterns in `u64` (32-bit ones in the low half).
#[derive(Clone, Copy)]
pub struct Routine {
    pub name: &'static str,
    pub args: &'static [Ty],
    pub ret: Ty,
    pub model: fn(&[u64; 3]) -> u64,
}

impl Routine {
    /// Whether the routine works on binary64 values.
    pub fn is_binary64(&self) -> bool {
        self.args.contains(&Ty::F64) || self.ret == Ty::F64
    }
}

const QUIET32: u32 = 0x0040_0000;
const QUIET64: u64 = 0x0008_0000_0000_0000;
const NAN32: u32 = 0x7FC0_0000;
const NAN64: u64 = 0x7FF8_0000_0000_0000;

fn is_nan32(x: u32) -> bool {
    x & 0x7FFF_FFFF > 0x7F80_0000
}

fn is_nan64(x: u64) -> bool {
    x & 0x7FFF_FFFF_FFFF_FFFF > 0x7FF0_0000_0000_0000
}

/// The host's result of an operation on floats, with the NaN rule: the
/// first NaN operand quieted, else the default NaN for an invalid one.
fn f32_op(x: &[u64; 3], n: usize, op: fn(f32, f32, f32) -> f32) -> u64 {
    let v: Vec<u32> = x.iter().map(|&w| w as u32).collect();
    if let Some(&nan) = v[..n].iter().find(|&&w| is_nan32(w)) {
        return u64::from(nan | QUIET32);
    }
    let r = op(
        f32::from_bits(v[0]),
        f32::from_bits(v[1]),
        f32::from_bits(v[2]),
    );
    u64::from(if r.is_nan() { NAN32 } else { r.to_bits() })
}

fn f64_op(x: &[u64; 3], n: usize, op: fn(f64, f64, f64) -> f64) -> u64 {
    if let Some(&nan) = x[..n].iter().find(|&&w| is_nan64(w)) {
        return nan | QUIET64;
    }
    let r = op(
        f64::from_bits(x[0]),
        f64::from_bits(x[1]),
        f64::from_bits(x[2]),
    );
    if r.is_nan() { NAN64 } else { r.to_bits() }
}

/// compiler-rt's comparison result: -1, 0, 1, or `unordered`.
fn cmp_result(o: Option<std::cmp::Ordering>, unordered: i32) -> u64 {
    let r = match o {
        Some(std::cmp::Ordering::Less) => -1,
        Some(std::cmp::Ordering::Equal) => 0,
        Some(std::cmp::Ordering::Greater) => 1,
        None => unordered,
    };
    u64::from(r as u32)
}

fn cmp32(x: &[u64; 3], unordered: i32) -> u64 {
    let (a, b) = (f32::from_bits(x[0] as u32), f32::from_bits(x[1] as u32));
    cmp_result(a.partial_cmp(&b), unordered)
}

fn cmp64(x: &[u64; 3], unordered: i32) -> u64 {
    let (a, b) = (f64::from_bits(x[0]), f64::from_bits(x[1]));
    cmp_result(a.partial_cmp(&b), unordered)
}

/// fptosi/fptoui of the value `v` (NaN by its sign bit `neg`): Rust's `as`
/// truncates and saturates as the rule says, except for NaN.
fn fix(v: f64, neg: bool, signed: bool, wide: bool) -> u64 {
    let v = if v.is_nan() {
        if neg {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        }
    } else {
        v
    };
    match (signed, wide) {
        (true, false) => u64::from(v as i32 as u32),
        (false, false) => u64::from(v as u32),
        (true, true) => v as i64 as u64,
        (false, true) => v as u64,
    }
}

fn f32_value(x: u64) -> f64 {
    f64::from(f32::from_bits(x as u32))
}

fn f32_neg(x: u64) -> bool {
    x as u32 >> 31 == 1
}

fn extend(x: u64) -> u64 {
    let a = x as u32;
    if is_nan32(a) {
        let sign = u64::from(a >> 31) << 63;
        return sign | NAN64 | (u64::from(a & 0x7F_FFFF) << 29);
    }
    f64::from(f32::from_bits(a)).to_bits()
}

fn truncate(x: u64) -> u64 {
    if is_nan64(x) {
        let sign = ((x >> 63) as u32) << 31;
        return u64::from(sign | NAN32 | ((x >> 29) as u32 & 0x7F_FFFF));
    }
    u64::from((f64::from_bits(x) as f32).to_bits())
}

use Ty::*;

macro_rules! r {
    ($name:literal, [$($a:expr),*], $ret:expr, $model:expr) => {
        Routine { name: $name, args: &[$($a),*], ret: $ret, model: $model }
    };
}

/// Every routine of runtime/c/softfloat/.
pub static ROUTINES: &[Routine] = &[
    r!("__addsf3", [F32, F32], F32, |x| f32_op(x, 2, |a, b, _| a
        + b)),
    r!("__subsf3", [F32, F32], F32, |x| f32_op(x, 2, |a, b, _| a
        - b)),
    r!("__mulsf3", [F32, F32], F32, |x| f32_op(x, 2, |a, b, _| a
        * b)),
    r!("__divsf3", [F32, F32], F32, |x| f32_op(x, 2, |a, b, _| a
        / b)),
    r!("__negsf2", [F32], F32, |x| x[0] ^ 0x8000_0000),
    r!("__adddf3", [F64, F64], F64, |x| f64_op(x, 2, |a, b, _| a
        + b)),
    r!("__subdf3", [F64, F64], F64, |x| f64_op(x, 2, |a, b, _| a
        - b)),
    r!("__muldf3", [F64, F64], F64, |x| f64_op(x, 2, |a, b, _| a
        * b)),
    r!("__divdf3", [F64, F64], F64, |x| f64_op(x, 2, |a, b, _| a
        / b)),
    r!("__negdf2", [F64], F64, |x| x[0] ^ (1 << 63)),
    r!("__eqsf2", [F32, F32], I32, |x| cmp32(x, 1)),
    r!("__nesf2", [F32, F32], I32, |x| cmp32(x, 1)),
    r!("__ltsf2", [F32, F32], I32, |x| cmp32(x, 1)),
    r!("__lesf2", [F32, F32], I32, |x| cmp32(x, 1)),
    r!("__gtsf2", [F32, F32], I32, |x| cmp32(x, -1)),
    r!("__gesf2", [F32, F32], I32, |x| cmp32(x, -1)),
    r!("__unordsf2", [F32, F32], I32, |x| {
        u64::from(is_nan32(x[0] as u32) || is_nan32(x[1] as u32))
    }),
    r!("__eqdf2", [F64, F64], I32, |x| cmp64(x, 1)),
    r!("__nedf2", [F64, F64], I32, |x| cmp64(x, 1)),
    r!("__ltdf2", [F64, F64], I32, |x| cmp64(x, 1)),
    r!("__ledf2", [F64, F64], I32, |x| cmp64(x, 1)),
    r!("__gtdf2", [F64, F64], I32, |x| cmp64(x, -1)),
    r!("__gedf2", [F64, F64], I32, |x| cmp64(x, -1)),
    r!("__unorddf2", [F64, F64], I32, |x| u64::from(
        is_nan64(x[0]) || is_nan64(x[1])
    )),
    r!("__fixsfsi", [F32], I32, |x| fix(
        f32_value(x[0]),
        f32_neg(x[0]),
        true,
        false
    )),
    r!("__fixsfdi", [F32], I64, |x| fix(
        f32_value(x[0]),
        f32_neg(x[0]),
        true,
        true
    )),
    r!("__fixunssfsi", [F32], I32, |x| fix(
        f32_value(x[0]),
        f32_neg(x[0]),
        false,
        false
    )),
    r!("__fixunssfdi", [F32], I64, |x| fix(
        f32_value(x[0]),
        f32_neg(x[0]),
        false,
        true
    )),
    r!("__fixdfsi", [F64], I32, |x| fix(
        f64::from_bits(x[0]),
        x[0] >> 63 == 1,
        true,
        false
    )),
    r!("__fixdfdi", [F64], I64, |x| fix(
        f64::from_bits(x[0]),
        x[0] >> 63 == 1,
        true,
        true
    )),
    r!("__fixunsdfsi", [F64], I32, |x| fix(
        f64::from_bits(x[0]),
        x[0] >> 63 == 1,
        false,
        false
    )),
    r!("__fixunsdfdi", [F64], I64, |x| fix(
        f64::from_bits(x[0]),
        x[0] >> 63 == 1,
        false,
        true
    )),
    r!("__floatsisf", [I32], F32, |x| u64::from(
        (x[0] as i32 as f32).to_bits()
    )),
    r!("__floatdisf", [I64], F32, |x| u64::from(
        (x[0] as i64 as f32).to_bits()
    )),
    r!("__floatunsisf", [I32], F32, |x| u64::from(
        (x[0] as u32 as f32).to_bits()
    )),
    r!("__floatundisf", [I64], F32, |x| u64::from(
        (x[0] as f32).to_bits()
    )),
    r!("__floatsidf", [I32], F64, |x| (x[0] as i32 as f64)
        .to_bits()),
    r!("__floatdidf", [I64], F64, |x| (x[0] as i64 as f64)
        .to_bits()),
    r!("__floatunsidf", [I32], F64, |x| (x[0] as u32 as f64)
        .to_bits()),
    r!("__floatundidf", [I64], F64, |x| (x[0] as f64).to_bits()),
    r!("__extendsfdf2", [F32], F64, |x| extend(x[0])),
    r!("__truncdfsf2", [F64], F32, |x| truncate(x[0])),
    r!("sqrtf", [F32], F32, |x| f32_op(x, 1, |a, _, _| a.sqrt())),
    r!("sqrt", [F64], F64, |x| f64_op(x, 1, |a, _, _| a.sqrt())),
    r!("fmaf", [F32, F32, F32], F32, |x| f32_op(x, 3, |a, b, c| a
        .mul_add(b, c))),
    r!("fma", [F64, F64, F64], F64, |x| f64_op(x, 3, |a, b, c| a
        .mul_add(b, c))),
];

/// The routine called `name`.
pub fn routine(name: &str) -> Option<&'static Routine> {
    ROUTINES.iter().find(|r| r.name == name)
}

/// Inputs per driver call.
pub const BATCH: usize = 8192;
/// Bytes per input record: three 8-byte argument slots.
const RECORD: usize = 24;

/// The driver of `r`: `drive_<name>(ptr in, ptr out, i32 n)` calls the
/// routine on n records of `in` and stores each result in an 8-byte slot
/// of `out`.
pub fn driver_ir(r: &Routine) -> String {
    let mut body = String::new();
    let mut args = Vec::new();
    for (j, ty) in r.args.iter().enumerate() {
        body.push_str(&format!(
            "  %o{j} = add i32 %base, {off}\n  %p{j} = getelementptr i8, ptr %in, i32 %o{j}\n  %a{j} = load {t}, ptr %p{j}\n",
            off = 8 * j,
            t = ty.ir()
        ));
        args.push(format!("{} %a{j}", ty.ir()));
    }
    let params: Vec<&str> = r.args.iter().map(|t| t.ir()).collect();
    format!(
        "declare {ret} @{name}({params})\n\
         define void @drive_{name}(ptr %in, ptr %out, i32 %n) {{\n\
         entry:\n  br label %loop\n\
         loop:\n  %i = phi i32 [ 0, %entry ], [ %next, %loop ]\n\
         \x20 %base = mul i32 %i, {RECORD}\n{body}\
         \x20 %r = call {ret} @{name}({args})\n\
         \x20 %ro = mul i32 %i, 8\n  %rp = getelementptr i8, ptr %out, i32 %ro\n\
         \x20 store {ret} %r, ptr %rp\n\
         \x20 %next = add i32 %i, 1\n  %done = icmp eq i32 %next, %n\n\
         \x20 br i1 %done, label %exit, label %loop\n\
         exit:\n  ret void\n}}\n",
        ret = r.ret.ir(),
        name = r.name,
        params = params.join(", "),
        args = args.join(", "),
    )
}

/// A JIT for one target with a driver for every routine and two buffers.
pub struct Machine {
    pub jit: Jit,
    input: u32,
    output: u32,
    endian: Endian,
}

impl Machine {
    pub fn new(endian: Endian, isa: IsaLevel) -> Machine {
        let options = JitOptions::default()
            .with_endian(endian)
            .with_isa(isa)
            .with_max_steps(None);
        let mut jit = Jit::new(options);
        // A development aid: SOFTFLOAT_LL=runtime/softfloat.ll runs a freshly
        // regenerated file (as a program module, which takes precedence over
        // the runtime's members) without rebuilding egret.
        if let Ok(path) = std::env::var("SOFTFLOAT_LL") {
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            jit.add_ir_named(&path, &text)
                .unwrap_or_else(|e| panic!("{path}: {e}"));
        }
        let drivers: String = ROUTINES.iter().map(driver_ir).collect();
        jit.add_ir_named("softfloat_drivers.ll", &drivers)
            .unwrap_or_else(|e| panic!("drivers: {e}"));
        let input = jit.alloc((BATCH * RECORD) as u32).expect("input table");
        let output = jit.alloc((BATCH * 8) as u32).expect("output table");
        Machine {
            jit,
            input,
            output,
            endian,
        }
    }

    fn encode(&self, ty: Ty, v: u64, out: &mut Vec<u8>) {
        let mut slot = [0u8; 8];
        match (ty.wide(), self.endian) {
            (true, Endian::Big) => slot = v.to_be_bytes(),
            (true, Endian::Little) => slot = v.to_le_bytes(),
            (false, Endian::Big) => slot[..4].copy_from_slice(&(v as u32).to_be_bytes()),
            (false, Endian::Little) => slot[..4].copy_from_slice(&(v as u32).to_le_bytes()),
        }
        out.extend_from_slice(&slot);
    }

    fn decode(&self, ty: Ty, slot: &[u8]) -> u64 {
        let word = |b: &[u8]| -> u32 {
            let b: [u8; 4] = b.try_into().expect("4 bytes");
            match self.endian {
                Endian::Big => u32::from_be_bytes(b),
                Endian::Little => u32::from_le_bytes(b),
            }
        };
        if !ty.wide() {
            return u64::from(word(&slot[..4]));
        }
        let b: [u8; 8] = slot.try_into().expect("8 bytes");
        match self.endian {
            Endian::Big => u64::from_be_bytes(b),
            Endian::Little => u64::from_le_bytes(b),
        }
    }

    /// Runs `r` on `inputs` (at most [`BATCH`]) and returns the results and
    /// the instructions the driver call executed.
    pub fn run(&mut self, r: &Routine, inputs: &[[u64; 3]]) -> (Vec<u64>, u64) {
        assert!(!inputs.is_empty() && inputs.len() <= BATCH);
        let mut bytes = Vec::with_capacity(inputs.len() * RECORD);
        for x in inputs {
            for (j, &v) in x.iter().enumerate() {
                let ty = r.args.get(j).copied().unwrap_or(Ty::I64);
                self.encode(ty, v, &mut bytes);
            }
        }
        self.jit
            .memory()
            .write_bytes(self.input, &bytes)
            .expect("write inputs");
        let args = [
            i64::from(self.input),
            i64::from(self.output),
            inputs.len() as i64,
        ];
        let (_, stats) = self
            .jit
            .call_with_stats(&format!("drive_{}", r.name), &args)
            .unwrap_or_else(|e| panic!("{}: {e}", r.name));
        let out = self
            .jit
            .memory()
            .read_bytes(self.output, (inputs.len() * 8) as u32)
            .expect("read results");
        let results = out.chunks(8).map(|s| self.decode(r.ret, s)).collect();
        (results, stats.insts)
    }

    /// Runs `r` on `inputs` in batches and compares with its model: the
    /// first mismatches, described, as the error.
    pub fn check(&mut self, r: &Routine, inputs: &[[u64; 3]]) -> Result<(), String> {
        let mut bad = Vec::new();
        let mut total = 0;
        for chunk in inputs.chunks(BATCH) {
            let (got, _) = self.run(r, chunk);
            for (x, g) in chunk.iter().zip(got) {
                let want = (r.model)(x);
                if g != want {
                    total += 1;
                    if bad.len() < 8 {
                        let shown: Vec<String> = x[..r.args.len()]
                            .iter()
                            .map(|v| format!("{v:#x}"))
                            .collect();
                        bad.push(format!(
                            "{}({}) = {g:#x}, want {want:#x}",
                            r.name,
                            shown.join(", ")
                        ));
                    }
                }
            }
        }
        if total == 0 {
            Ok(())
        } else {
            Err(format!(
                "{total} of {} inputs wrong:\n{}",
                inputs.len(),
                bad.join("\n")
            ))
        }
    }
}

/// xorshift64*: a small deterministic generator.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Edge values of binary32: zeros, subnormals, extreme normals, infinities,
/// quiet and signalling NaNs, integers at the conversion limits, ties.
pub const EDGE32: &[u32] = &[
    0x0000_0000,
    0x0000_0001,
    0x0000_0002,
    0x0000_0003,
    0x003F_FFFF,
    0x0040_0000,
    0x007F_FFFF,
    0x0080_0000,
    0x0080_0001,
    0x0100_0000,
    0x0C00_0000,
    0x3300_0000,
    0x3380_0000,
    0x3400_0000,
    0x3EFF_FFFF,
    0x3F00_0000,
    0x3F00_0001,
    0x3F7F_FFFF,
    0x3F80_0000,
    0x3F80_0001,
    0x3FC0_0000,
    0x3FFF_FFFF,
    0x4000_0000,
    0x4020_0000,
    0x4040_0000,
    0x4B00_0000,
    0x4B00_0001,
    0x4B7F_FFFF,
    0x4B80_0000,
    0x4EFF_FFFF,
    0x4F00_0000,
    0x4F7F_FFFF,
    0x4F80_0000,
    0x5EFF_FFFF,
    0x5F00_0000,
    0x5F7F_FFFF,
    0x5F80_0000,
    0x7280_0000,
    0x7E80_0000,
    0x7F00_0000,
    0x7F7F_FFFE,
    0x7F7F_FFFF,
    0x7F80_0000,
    0x7F80_0001,
    0x7FBF_FFFF,
    0x7FC0_0000,
    0x7FC0_0001,
    0x7FFF_FFFF,
];

/// Edge values of binary64, the same kinds.
pub const EDGE64: &[u64] = &[
    0x0000_0000_0000_0000,
    0x0000_0000_0000_0001,
    0x0000_0000_0000_0002,
    0x0000_0000_0000_0003,
    0x0007_FFFF_FFFF_FFFF,
    0x0008_0000_0000_0000,
    0x000F_FFFF_FFFF_FFFF,
    0x0010_0000_0000_0000,
    0x0010_0000_0000_0001,
    0x0020_0000_0000_0000,
    0x0100_0000_0000_0000,
    0x3690_0000_0000_0000,
    0x36A0_0000_0000_0000,
    0x3810_0000_0000_0000,
    0x380F_FFFF_F000_0000,
    0x3800_0000_0000_0000,
    0x3CA0_0000_0000_0000,
    0x3CB0_0000_0000_0000,
    0x3FDF_FFFF_FFFF_FFFF,
    0x3FE0_0000_0000_0000,
    0x3FEF_FFFF_FFFF_FFFF,
    0x3FF0_0000_0000_0000,
    0x3FF0_0000_0000_0001,
    0x3FF0_0000_1000_0000,
    0x3FF0_0000_3000_0000,
    0x3FF8_0000_0000_0000,
    0x3FFF_FFFF_FFFF_FFFF,
    0x4000_0000_0000_0000,
    0x4004_0000_0000_0000,
    0x4330_0000_0000_0000,
    0x4330_0000_0000_0001,
    0x433F_FFFF_FFFF_FFFF,
    0x4340_0000_0000_0000,
    0x41DF_FFFF_FFC0_0000,
    0x41DF_FFFF_FFFF_FFFF,
    0x41E0_0000_0000_0000,
    0x41EF_FFFF_FFFF_FFFF,
    0x41F0_0000_0000_0000,
    0x43DF_FFFF_FFFF_FFFF,
    0x43E0_0000_0000_0000,
    0x43EF_FFFF_FFFF_FFFF,
    0x43F0_0000_0000_0000,
    0x47EF_FFFF_E000_0000,
    0x47EF_FFFF_F000_0000,
    0x47F0_0000_0000_0000,
    0x7FD0_0000_0000_0000,
    0x7FE0_0000_0000_0000,
    0x7FEF_FFFF_FFFF_FFFE,
    0x7FEF_FFFF_FFFF_FFFF,
    0x7FF0_0000_0000_0000,
    0x7FF0_0000_0000_0001,
    0x7FF7_FFFF_FFFF_FFFF,
    0x7FF8_0000_0000_0000,
    0x7FF8_0000_0000_0001,
    0x7FFF_FFFF_FFFF_FFFF,
];

/// Edge integers: zero, one, the limits, and values around 2^24 and 2^53
/// that round to even.
pub const EDGE_INT: &[u64] = &[
    0,
    1,
    2,
    3,
    0x7F,
    0xFF_FFFF,
    0x100_0000,
    0x100_0001,
    0x100_0002,
    0x100_0003,
    0x7FFF_FFBF,
    0x7FFF_FFC0,
    0x7FFF_FFFF,
    0x8000_0000,
    0x8000_0001,
    0xFFFF_FF7F,
    0xFFFF_FF80,
    0xFFFF_FFFF,
    0x1_0000_0000,
    0x1F_FFFF_FFFF_FFFF,
    0x20_0000_0000_0000,
    0x20_0000_0000_0001,
    0x20_0000_0000_0003,
    0x7FFF_FFFF_FFFF_FDFF,
    0x7FFF_FFFF_FFFF_FE00,
    0x7FFF_FFFF_FFFF_FFFF,
    0x8000_0000_0000_0000,
    0xFFFF_FFFF_FFFF_FFFF,
];

/// Edge values of one argument type, both signs.
fn edge_values(ty: Ty) -> Vec<u64> {
    let base: Vec<u64> = match ty {
        F32 => EDGE32.iter().map(|&v| u64::from(v)).collect(),
        F64 => EDGE64.to_vec(),
        I32 => EDGE_INT.iter().map(|&v| v & 0xFFFF_FFFF).collect(),
        I64 => EDGE_INT.to_vec(),
    };
    let sign = match ty {
        F32 => 0x8000_0000,
        F64 => 1 << 63,
        I32 => 0,
        I64 => 0,
    };
    let mut out = base.clone();
    if sign != 0 {
        out.extend(base.iter().map(|v| v ^ sign));
    } else {
        let mask = if ty == I32 { 0xFFFF_FFFF } else { u64::MAX };
        out.extend(base.iter().map(|v| v.wrapping_neg() & mask));
    }
    out
}

/// Every combination of edge values for one- and two-argument routines;
/// for fma every pair with a handful of addends.
pub fn edge_inputs(r: &Routine) -> Vec<[u64; 3]> {
    let vals: Vec<Vec<u64>> = r.args.iter().map(|&t| edge_values(t)).collect();
    let mut out = Vec::new();
    match vals.len() {
        1 => out.extend(vals[0].iter().map(|&a| [a, 0, 0])),
        2 => {
            for &a in &vals[0] {
                out.extend(vals[1].iter().map(|&b| [a, b, 0]));
            }
        }
        _ => {
            let addends: Vec<u64> = vals[2].iter().step_by(5).copied().collect();
            for &a in &vals[0] {
                for &b in &vals[1] {
                    out.extend(addends.iter().map(|&c| [a, b, c]));
                }
            }
        }
    }
    out
}

/// A random value of `ty`, mostly finite numbers of moderate magnitude,
/// often near `near` (to make sums cancel and products tie).
fn random_value(ty: Ty, rng: &mut Rng, near: Option<u64>) -> u64 {
    let kind = rng.below(16);
    match ty {
        F32 | F64 => {
            let (ebits, mbits) = if ty == F32 { (8, 23) } else { (11, 52) };
            let emax = (1u64 << ebits) - 1;
            let bits = rng.next();
            let sign = (bits >> 63) << (ebits + mbits);
            let mant = bits & ((1 << mbits) - 1);
            let bias = emax / 2;
            let exp = match (kind, near) {
                (0..=5, Some(n)) => {
                    // Same or a nearby exponent as the other operand.
                    let e = (n >> mbits) & emax;
                    (e + rng.below(5)).saturating_sub(2).min(emax)
                }
                (0..=1, None) | (6, _) => rng.below(emax + 1),
                (7, _) => 0,
                (8, _) => [0, 1, 2, emax - 2, emax - 1, emax][rng.below(6) as usize],
                (12, _) if ty == F64 => bias - 160 + rng.below(320),
                _ => bias - 40 + rng.below(80),
            };
            let mant = match kind {
                // Short significands: exact results and ties.
                9 | 10 => mant & !((1u64 << (mbits - rng.below(mbits))) - 1),
                11 => mant | ((1u64 << rng.below(mbits)) - 1),
                _ => mant,
            };
            sign | (exp << mbits) | mant
        }
        I32 | I64 => {
            let width = if ty == I32 { 32 } else { 64 };
            let v = rng.next() >> rng.below(64);
            let v = match kind {
                0..=3 => v | (1 << (width - 1 - rng.below(12))) | 1,
                4..=5 => v.wrapping_neg(),
                _ => v,
            };
            if width == 32 { v & 0xFFFF_FFFF } else { v }
        }
    }
}

/// A random input for `r`.
pub fn random_input(r: &Routine, rng: &mut Rng) -> [u64; 3] {
    let mut x = [0u64; 3];
    for (j, &ty) in r.args.iter().enumerate() {
        let near = (j > 0).then(|| x[rng.below(j as u64) as usize]);
        x[j] = random_value(ty, rng, near);
    }
    x
}

/// A random normal value of `ty` with a moderate exponent (benchmarks).
pub fn random_normal(ty: Ty, rng: &mut Rng) -> u64 {
    let bits = rng.next();
    match ty {
        F32 => (bits & 0x807F_FFFF) | ((0x7F - 20 + rng.below(40)) << 23),
        F64 => (bits & 0x800F_FFFF_FFFF_FFFF) | ((0x3FF - 20 + rng.below(40)) << 52),
        I32 => bits & 0xFFFF_FFFF,
        I64 => bits,
    }
}
