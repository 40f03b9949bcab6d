//! Host functions: Rust closures that compiled code calls like any other
//! function.
//!
//! Each registered name gets an address in the simulator's host-call range
//! ([`egret_cpu0::sim::host_fn_address`]), defined in the JIT's symbol table
//! so that modules link calls to it (through a far-call thunk: the range is
//! out of `jsub` reach). What the closure receives depends on how compiled
//! code declares the function — `declare i64 @f(i64, i8*)` — because that
//! declaration, not the closure, fixes where each argument lives. The first
//! module that declares a host function therefore fixes its signature, and
//! a later declaration that disagrees is an error; only then is the closure
//! wrapped (arguments read per the O32 ABI, result written back) and handed
//! to the machine. Until a module declares it, the closure waits here.
//!
//! A closure that returns an error, or panics, stops the call with a
//! [`TrapKind::Host`] trap that names the host function and its caller; the
//! JIT stays usable.

use super::abi::{FnSignature, read_args, write_result};
use super::memory::{Heap, Memory};
use crate::Error;
use egret_cpu0::isa::Endian;
use egret_cpu0::sim::{Machine, Trap, TrapKind};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex};

/// A host function as the JIT stores it: memory access plus the arguments
/// (as `i64`, per the declared parameter types) in, the result out.
pub(crate) type HostFn = Box<dyn FnMut(&mut Memory<'_>, &[i64]) -> Result<i64, Error> + Send>;

/// One registered host function.
pub(crate) struct HostEntry {
    /// Its address in the host-call range.
    pub(crate) addr: u32,
    /// The signature its first declaration fixed.
    pub(crate) sig: Option<FnSignature>,
    /// The closure, until a declaration lets it be installed in the machine.
    pub(crate) pending: Option<HostFn>,
}

impl HostEntry {
    /// Installs the closure in `machine` if the signature is known.
    pub(crate) fn install(
        &mut self,
        name: &str,
        machine: &mut Machine,
        heap: &Arc<Mutex<Heap>>,
    ) -> Result<(), Error> {
        let Some(sig) = self.sig.clone() else {
            return Ok(());
        };
        let Some(f) = self.pending.take() else {
            return Ok(());
        };
        let wrapper = wrap(
            name.to_string(),
            sig,
            machine.config().endian,
            f,
            heap.clone(),
        );
        machine
            .register_host_fn(self.addr, wrapper)
            .map_err(|e| Error::Host(format!("cannot install host function `{name}`: {e}")))
    }
}

/// The machine-level callback for host function `name`.
fn wrap(
    name: String,
    sig: FnSignature,
    endian: Endian,
    mut f: HostFn,
    heap: Arc<Mutex<Heap>>,
) -> impl FnMut(&mut Machine) -> Result<(), Trap> + Send + 'static {
    let abi = sig.abi(endian);
    move |m: &mut Machine| {
        let args = read_args(m, &sig, &abi)?;
        let outcome = {
            let mut memory = Memory::new(m, &heap);
            catch_unwind(AssertUnwindSafe(|| f(&mut memory, &args)))
        };
        let value = match outcome {
            Ok(Ok(v)) => v,
            Ok(Err(e)) => {
                return Err(Trap::new(
                    0,
                    TrapKind::Host,
                    format!("host function `{name}` failed: {e}"),
                ));
            }
            Err(panic) => {
                let what = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "a non-string payload".to_string());
                return Err(Trap::new(
                    0,
                    TrapKind::Host,
                    format!("host function `{name}` panicked: {what}"),
                ));
            }
        };
        write_result(m, &sig, &abi, value);
        Ok(())
    }
}
