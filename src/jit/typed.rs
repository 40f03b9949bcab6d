//! Typed handles to compiled functions: [`Jit::get_fn`] checks the Rust
//! argument and result types against the IR signature once, when the
//! handle is made, so a call through it cannot pass a value of the wrong
//! width or count.
//!
//! Rust types stand for IR types as follows: `bool` for `i1`, `i8`, `i16`,
//! `i32` and `i64` for the integers of those widths, `u32` for a pointer
//! (a simulated address, as [`Jit::alloc`] returns), `f32` for `float` and
//! `f64` for `double` (passed as their IEEE-754 bits, exactly as soft-float
//! code passes them: a `float` like an `i32`, a `double` like an `i64`),
//! `()` as the result of a `void` function. Arguments are a tuple of up to
//! eight of those (`()` for none).

use super::Jit;
use super::abi::{FnSignature, ValType};
use crate::Error;
use std::fmt;
use std::marker::PhantomData;

mod sealed {
    /// Only this module's types take part in typed calls.
    pub trait Sealed {}
}

/// A Rust type that stands for one IR value type (see the module doc).
///
/// ```
/// # use egret::jit::*;
/// assert_eq!(<u32 as JitValue>::TYPE, ValType::Ptr);
/// assert_eq!(<bool as JitValue>::from_i64(1), true);
/// # Ok::<(), egret::Error>(())
/// ```
pub trait JitValue: sealed::Sealed + Copy {
    /// The IR type it stands for.
    const TYPE: ValType;
    /// The `i64` the untyped call path carries for it.
    fn to_i64(self) -> i64;
    /// The value from the `i64` a call returns (already extended per
    /// [`Self::TYPE`], so nothing is lost).
    fn from_i64(v: i64) -> Self;
}

macro_rules! jit_value {
    ($($t:ty => $vt:ident),*) => {$(
        impl sealed::Sealed for $t {}
        impl JitValue for $t {
            const TYPE: ValType = ValType::$vt;
            fn to_i64(self) -> i64 {
                i64::from(self)
            }
            fn from_i64(v: i64) -> Self {
                v as $t
            }
        }
    )*};
}
jit_value!(i8 => I8, i16 => I16, i32 => I32, i64 => I64, u32 => Ptr);

impl sealed::Sealed for bool {}
impl JitValue for bool {
    const TYPE: ValType = ValType::I1;
    fn to_i64(self) -> i64 {
        i64::from(self)
    }
    fn from_i64(v: i64) -> Self {
        v != 0
    }
}

impl sealed::Sealed for f32 {}
impl JitValue for f32 {
    const TYPE: ValType = ValType::F32;
    fn to_i64(self) -> i64 {
        i64::from(self.to_bits())
    }
    fn from_i64(v: i64) -> Self {
        f32::from_bits(v as u32)
    }
}

impl sealed::Sealed for f64 {}
impl JitValue for f64 {
    const TYPE: ValType = ValType::F64;
    fn to_i64(self) -> i64 {
        self.to_bits() as i64
    }
    fn from_i64(v: i64) -> Self {
        f64::from_bits(v as u64)
    }
}

/// The result type of a typed function: a [`JitValue`], or `()` for
/// `void`.
///
/// ```
/// # use egret::jit::*;
/// assert_eq!(<() as JitReturn>::TYPE, None);
/// assert_eq!(<i8 as JitReturn>::TYPE, Some(ValType::I8));
/// # Ok::<(), egret::Error>(())
/// ```
pub trait JitReturn: sealed::Sealed {
    /// The IR result type (`None` for `void`).
    const TYPE: Option<ValType>;
    /// The result from the `i64` a call returns.
    fn from_i64(v: i64) -> Self;
}

impl sealed::Sealed for () {}
impl JitReturn for () {
    const TYPE: Option<ValType> = None;
    fn from_i64(_: i64) -> Self {}
}

impl<T: JitValue> JitReturn for T {
    const TYPE: Option<ValType> = Some(<T as JitValue>::TYPE);
    fn from_i64(v: i64) -> Self {
        <T as JitValue>::from_i64(v)
    }
}

/// The argument list of a typed function: a tuple of [`JitValue`]s.
///
/// ```
/// # use egret::jit::*;
/// assert_eq!(<(i64, u32)>::types(), [ValType::I64, ValType::Ptr]);
/// assert_eq!((1i8, true).to_i64s(), [1, 1]);
/// # Ok::<(), egret::Error>(())
/// ```
pub trait JitArgs {
    /// The IR parameter types, in order.
    fn types() -> Vec<ValType>;
    /// The arguments as the untyped call path carries them.
    fn to_i64s(self) -> Vec<i64>;
}

impl JitArgs for () {
    fn types() -> Vec<ValType> {
        Vec::new()
    }
    fn to_i64s(self) -> Vec<i64> {
        Vec::new()
    }
}

macro_rules! jit_args {
    ($($name:ident),+) => {
        impl<$($name: JitValue),+> JitArgs for ($($name,)+) {
            fn types() -> Vec<ValType> {
                vec![$($name::TYPE),+]
            }
            #[allow(non_snake_case)]
            fn to_i64s(self) -> Vec<i64> {
                let ($($name,)+) = self;
                vec![$($name.to_i64()),+]
            }
        }
    };
}
jit_args!(A);
jit_args!(A, B);
jit_args!(A, B, C);
jit_args!(A, B, C, D);
jit_args!(A, B, C, D, E);
jit_args!(A, B, C, D, E, F);
jit_args!(A, B, C, D, E, F, G);
jit_args!(A, B, C, D, E, F, G, H);

/// A compiled function whose signature was checked against `A` and `R`
/// ([`Jit::get_fn`]). It names the function, so a call reaches its newest
/// definition; a redefinition with another signature makes the call an
/// [`Error::Signature`].
///
/// ```
/// # use egret::jit::*;
/// # let mut jit = Jit::new(JitOptions::default());
/// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
/// let add = jit.get_fn::<(i64, i32), i64>("add")?;
/// assert_eq!(add.call(&mut jit, (1, -1))?, 0);
/// # Ok::<(), egret::Error>(())
/// ```
pub struct TypedFn<A, R> {
    name: String,
    sig: FnSignature,
    types: PhantomData<fn(A) -> R>,
}

impl<A, R> Clone for TypedFn<A, R> {
    fn clone(&self) -> Self {
        TypedFn {
            name: self.name.clone(),
            sig: self.sig.clone(),
            types: PhantomData,
        }
    }
}

impl<A, R> fmt::Debug for TypedFn<A, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TypedFn({} @{})", self.sig, self.name)
    }
}

impl<A: JitArgs, R: JitReturn> TypedFn<A, R> {
    /// Calls the function in `jit` (the JIT the handle came from).
    ///
    /// ```
    /// use egret::jit::{Jit, JitOptions};
    ///
    /// let mut jit = Jit::new(JitOptions::default());
    /// jit.add_ir("define i64 @scale(i64 %x, i32 %k) {
    ///   %k64 = sext i32 %k to i64
    ///   %r = mul i64 %x, %k64
    ///   ret i64 %r
    /// }")?;
    /// let scale = jit.get_fn::<(i64, i32), i64>("scale")?;
    /// assert_eq!(scale.call(&mut jit, (1 << 40, -3))?, -3 << 40);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn call(&self, jit: &mut Jit, args: A) -> Result<R, Error> {
        let f = jit.function(&self.name)?.clone();
        if f.sig != self.sig {
            return Err(signature_error(&self.name, &f.sig, &self.sig));
        }
        let (v, _) = jit.invoke(f.addr, &f.sig, &f.abi, &args.to_i64s())?;
        Ok(R::from_i64(v))
    }

    /// The function's name.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// assert_eq!(jit.get_fn::<(i64, i32), i64>("add")?.name(), "add");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its signature (the IR's, which `A` and `R` match).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let add = jit.get_fn::<(i64, i32), i64>("add")?;
    /// assert_eq!(add.signature().to_string(), "i64 (i64, i32)");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn signature(&self) -> &FnSignature {
        &self.sig
    }
}

/// The signature `A` and `R` stand for.
fn requested<A: JitArgs, R: JitReturn>() -> FnSignature {
    FnSignature {
        params: A::types(),
        ret: R::TYPE,
    }
}

fn signature_error(name: &str, ir: &FnSignature, requested: &FnSignature) -> Error {
    Error::Signature {
        function: name.to_string(),
        expected: ir.to_string(),
        found: requested.to_string(),
    }
}

impl Jit {
    /// A typed handle to compiled function `name`, whose IR signature must
    /// be exactly `R (A...)` in the types of the `jit` module documentation: the
    /// number of parameters, each width and the result type. A mismatch is
    /// an [`Error::Signature`] naming both signatures; a name nothing
    /// defines is an [`Error::UndefinedSymbol`].
    ///
    /// ```
    /// use egret::jit::{Jit, JitOptions};
    ///
    /// let mut jit = Jit::new(JitOptions::default());
    /// jit.add_ir("define i32 @add(i32 %a, i32 %b) {
    ///   %r = add i32 %a, %b
    ///   ret i32 %r
    /// }")?;
    /// let add = jit.get_fn::<(i32, i32), i32>("add")?;
    /// assert_eq!(add.call(&mut jit, (2, 40))?, 42);
    /// // i64 parameters where the IR has i32 ones: refused at lookup.
    /// let wrong = jit.get_fn::<(i64, i64), i32>("add").unwrap_err();
    /// assert_eq!(
    ///     wrong.to_string(),
    ///     "`add` has type i32 (i32, i32), but the typed handle asks for i32 (i64, i64)"
    /// );
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn get_fn<A: JitArgs, R: JitReturn>(&self, name: &str) -> Result<TypedFn<A, R>, Error> {
        let f = self.function(name)?;
        let want = requested::<A, R>();
        if f.sig != want {
            return Err(signature_error(name, &f.sig, &want));
        }
        Ok(TypedFn {
            name: name.to_string(),
            sig: want,
            types: PhantomData,
        })
    }
}
