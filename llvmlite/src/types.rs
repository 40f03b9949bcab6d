//! Types of the IR, interned in a per-module [`TypeStore`].
//!
//! Every type is a [`Ty`] handle (a `cranelift-entity` index) into the store, so
//! comparing two types for *identity* is an integer compare and values, globals and
//! instructions carry a 4-byte type. Structural types (integers, pointers, structs,
//! arrays, functions) are hash-consed: building `i64*` twice gives the same handle.
//!
//! Named types (`%T = type ...`) are a separate kind, [`TyData::Named`], whose body
//! is filled in once the whole module has been read; that is what lets a type refer
//! to itself or to a later type through a pointer. LLVMlite treats a name as an
//! abbreviation of its body, so two types are *equivalent* when they are equal after
//! unfolding names; [`TypeStore::equiv`] decides that coinductively (a pair already
//! being compared is assumed equal), which terminates on recursive types.
//!
//! The integer types and `void` are interned first, at fixed indices, so code that
//! only needs `i32` or `i64` can name them as constants ([`Ty::I32`], ...) without
//! access to the store.

use crate::float::FloatKind;
use cranelift_entity::{PrimaryMap, entity_impl};
use rustc_hash::FxHashMap;
use std::fmt;

/// A handle to an interned type in a [`TypeStore`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ty(u32);
entity_impl!(Ty, "ty");

impl Ty {
    /// `void`: only the return type of functions and calls.
    pub const VOID: Ty = Ty(0);
    /// `i1`, the boolean type.
    pub const I1: Ty = Ty(1);
    /// `i8`.
    pub const I8: Ty = Ty(2);
    /// `i16`.
    pub const I16: Ty = Ty(3);
    /// `i32`.
    pub const I32: Ty = Ty(4);
    /// `i64`.
    pub const I64: Ty = Ty(5);

    /// The pre-interned integer type of `bits` bits, if it is one of 1, 8, 16, 32, 64.
    pub fn int(bits: u32) -> Option<Ty> {
        match bits {
            1 => Some(Ty::I1),
            8 => Some(Ty::I8),
            16 => Some(Ty::I16),
            32 => Some(Ty::I32),
            64 => Some(Ty::I64),
            _ => None,
        }
    }
}

/// The structure of a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TyData {
    /// `void`.
    Void,
    /// An integer of the given width in bits (1 to [`crate::bigint::MAX_INT_BITS`]).
    Int(u32),
    /// `float`: IEEE-754 binary32.
    Float,
    /// `double`: IEEE-754 binary64.
    Double,
    /// A typed pointer `T*`.
    Ptr(Ty),
    /// The opaque pointer `ptr` (`ptr addrspace(0)`): a pointer without a
    /// pointee type; memory instructions carry their own types.
    OpaquePtr,
    /// A struct `{ T1, ..., TN }` laid out in natural C order.
    Struct(Vec<Ty>),
    /// A packed struct `<{ T1, ..., TN }>`: no padding, alignment 1.
    PackedStruct(Vec<Ty>),
    /// An array `[N x T]`.
    Array(u64, Ty),
    /// A fixed vector `<N x T>` of integers or pointers (`1 <= N <= 64`).
    Vector(u32, Ty),
    /// A function type `R (P1, ..., PN [, ...])`.
    Func {
        /// Return type (may be `void`).
        ret: Ty,
        /// Parameter types.
        params: Vec<Ty>,
        /// Whether the function takes further variadic arguments.
        varargs: bool,
    },
    /// A named type `%name`; its body lives in the store's name table.
    Named(u32),
}

/// A type name and its definition.
#[derive(Clone, Debug)]
pub struct NamedTy {
    /// The name without the `%`.
    pub name: String,
    /// The body, once defined; `None` for a name used but never defined (an opaque type).
    pub body: Option<Ty>,
}

/// The per-module interner of types.
#[derive(Clone, Debug)]
pub struct TypeStore {
    data: PrimaryMap<Ty, TyData>,
    intern: FxHashMap<TyData, Ty>,
    named: Vec<NamedTy>,
    named_by_name: FxHashMap<String, u32>,
}

impl Default for TypeStore {
    fn default() -> Self {
        Self::new()
    }
}

impl TypeStore {
    /// A store holding `void` and the integer types at their fixed indices.
    pub fn new() -> Self {
        let mut s = TypeStore {
            data: PrimaryMap::new(),
            intern: FxHashMap::default(),
            named: Vec::new(),
            named_by_name: FxHashMap::default(),
        };
        for d in [
            TyData::Void,
            TyData::Int(1),
            TyData::Int(8),
            TyData::Int(16),
            TyData::Int(32),
            TyData::Int(64),
        ] {
            s.intern(d);
        }
        debug_assert_eq!(s.intern(TyData::Int(64)), Ty::I64);
        s
    }

    /// Interns a structural type and returns its handle.
    pub fn intern(&mut self, d: TyData) -> Ty {
        if let Some(&t) = self.intern.get(&d) {
            return t;
        }
        let t = self.data.push(d.clone());
        self.intern.insert(d, t);
        t
    }

    /// The structure of `t` (a named type is *not* unfolded; see [`Self::resolve`]).
    pub fn get(&self, t: Ty) -> &TyData {
        &self.data[t]
    }

    /// Number of interned types.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the store is empty (never true: the built-in types are always there).
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// `T*`.
    pub fn ptr(&mut self, pointee: Ty) -> Ty {
        self.intern(TyData::Ptr(pointee))
    }

    /// Whether `ptr` has been interned (the module uses opaque pointers).
    pub fn has_opaque_ptr(&self) -> bool {
        self.intern.contains_key(&TyData::OpaquePtr)
    }

    /// `ptr`, the opaque pointer.
    pub fn opaque_ptr(&mut self) -> Ty {
        self.intern(TyData::OpaquePtr)
    }

    /// The integer type of `bits` bits (1 to [`crate::bigint::MAX_INT_BITS`];
    /// the caller checks the range).
    pub fn int(&mut self, bits: u32) -> Ty {
        match Ty::int(bits) {
            Some(t) => t,
            None => self.intern(TyData::Int(bits)),
        }
    }

    /// `float`.
    pub fn float(&mut self) -> Ty {
        self.intern(TyData::Float)
    }

    /// `double`.
    pub fn double(&mut self) -> Ty {
        self.intern(TyData::Double)
    }

    /// The floating-point type of `kind`.
    pub fn float_of(&mut self, kind: FloatKind) -> Ty {
        match kind {
            FloatKind::F32 => self.float(),
            FloatKind::F64 => self.double(),
        }
    }

    /// The format of a floating-point type, or `None`.
    pub fn float_kind(&self, t: Ty) -> Option<FloatKind> {
        match self.kind(t) {
            TyData::Float => Some(FloatKind::F32),
            TyData::Double => Some(FloatKind::F64),
            _ => None,
        }
    }

    /// Whether `t` is `float` or `double`.
    pub fn is_float(&self, t: Ty) -> bool {
        self.float_kind(t).is_some()
    }

    /// Whether `t` is a floating-point type or a vector of one.
    pub fn is_float_or_vector(&self, t: Ty) -> bool {
        self.is_float(self.scalar_of(t))
    }

    /// `<{ fields }>`.
    pub fn packed_struct(&mut self, fields: Vec<Ty>) -> Ty {
        self.intern(TyData::PackedStruct(fields))
    }

    /// `{ fields }`.
    pub fn struct_(&mut self, fields: Vec<Ty>) -> Ty {
        self.intern(TyData::Struct(fields))
    }

    /// `[n x elem]`.
    pub fn array(&mut self, n: u64, elem: Ty) -> Ty {
        self.intern(TyData::Array(n, elem))
    }

    /// `<n x elem>`.
    pub fn vector(&mut self, n: u32, elem: Ty) -> Ty {
        self.intern(TyData::Vector(n, elem))
    }

    /// The length and element type of a vector type, or `None`.
    pub fn vector_parts(&self, t: Ty) -> Option<(u32, Ty)> {
        match self.kind(t) {
            TyData::Vector(n, e) => Some((*n, *e)),
            _ => None,
        }
    }

    /// Whether `t` is a vector type.
    pub fn is_vector(&self, t: Ty) -> bool {
        self.vector_parts(t).is_some()
    }

    /// The element type of a vector type; `t` itself for any other type.
    pub fn scalar_of(&self, t: Ty) -> Ty {
        self.vector_parts(t).map_or(t, |(_, e)| e)
    }

    /// `ret (params)`.
    pub fn func(&mut self, ret: Ty, params: Vec<Ty>, varargs: bool) -> Ty {
        self.intern(TyData::Func {
            ret,
            params,
            varargs,
        })
    }

    /// The handle for the type name `name`, creating an undefined name if needed.
    pub fn named(&mut self, name: &str) -> Ty {
        let idx = match self.named_by_name.get(name) {
            Some(&i) => i,
            None => {
                let i = self.named.len() as u32;
                self.named.push(NamedTy {
                    name: name.to_string(),
                    body: None,
                });
                self.named_by_name.insert(name.to_string(), i);
                i
            }
        };
        self.intern(TyData::Named(idx))
    }

    /// Looks up an existing type name.
    pub fn lookup_named(&self, name: &str) -> Option<Ty> {
        let idx = *self.named_by_name.get(name)?;
        self.intern.get(&TyData::Named(idx)).copied()
    }

    /// Defines the body of a named type. Returns the previous body, if any.
    pub fn define_named(&mut self, named: Ty, body: Ty) -> Option<Ty> {
        match self.data[named] {
            TyData::Named(i) => self.named[i as usize].body.replace(body),
            _ => None,
        }
    }

    /// The name table entry of a named type.
    pub fn named_info(&self, t: Ty) -> Option<&NamedTy> {
        match self.data[t] {
            TyData::Named(i) => self.named.get(i as usize),
            _ => None,
        }
    }

    /// All type names in definition order, with their handles.
    pub fn named_types(&self) -> impl Iterator<Item = (Ty, &NamedTy)> + '_ {
        self.named.iter().enumerate().filter_map(|(i, n)| {
            let t = *self.intern.get(&TyData::Named(i as u32))?;
            Some((t, n))
        })
    }

    /// Unfolds named types until a structural type is reached. An undefined or
    /// self-referential name resolves to itself.
    pub fn resolve(&self, mut t: Ty) -> Ty {
        for _ in 0..=self.named.len() {
            match self.data[t] {
                TyData::Named(i) => match self.named[i as usize].body {
                    Some(b) => t = b,
                    None => return t,
                },
                _ => return t,
            }
        }
        t
    }

    /// The structure of `t` after unfolding names.
    pub fn kind(&self, t: Ty) -> &TyData {
        &self.data[self.resolve(t)]
    }

    /// The width of an integer type, or `None`.
    pub fn int_bits(&self, t: Ty) -> Option<u32> {
        match self.kind(t) {
            TyData::Int(b) => Some(*b),
            _ => None,
        }
    }

    /// Whether `t` is an integer type.
    pub fn is_int(&self, t: Ty) -> bool {
        self.int_bits(t).is_some()
    }

    /// The pointee of a typed pointer type, or `None` (also for `ptr`).
    pub fn pointee(&self, t: Ty) -> Option<Ty> {
        match self.kind(t) {
            TyData::Ptr(p) => Some(*p),
            _ => None,
        }
    }

    /// Whether `t` is a pointer type (typed `T*` or opaque `ptr`).
    pub fn is_ptr(&self, t: Ty) -> bool {
        matches!(self.kind(t), TyData::Ptr(_) | TyData::OpaquePtr)
    }

    /// Whether `t` is the opaque pointer `ptr`.
    pub fn is_opaque_ptr(&self, t: Ty) -> bool {
        matches!(self.kind(t), TyData::OpaquePtr)
    }

    /// The fields of a struct type (plain or packed) and whether it is packed.
    pub fn struct_fields(&self, t: Ty) -> Option<(&[Ty], bool)> {
        match self.kind(t) {
            TyData::Struct(fs) => Some((fs, false)),
            TyData::PackedStruct(fs) => Some((fs, true)),
            _ => None,
        }
    }

    /// Whether `t` is an aggregate (a struct, packed or not, or an array).
    pub fn is_aggregate(&self, t: Ty) -> bool {
        matches!(
            self.kind(t),
            TyData::Struct(_) | TyData::PackedStruct(_) | TyData::Array(..)
        )
    }

    /// The type an `extractvalue`/`insertvalue` index path selects inside
    /// the aggregate `t`, or `None` when an index is out of range or steps
    /// into a non-aggregate.
    pub fn aggregate_member(&self, t: Ty, indices: &[u32]) -> Option<Ty> {
        let mut t = t;
        for &i in indices {
            t = match self.kind(t) {
                TyData::Struct(fs) | TyData::PackedStruct(fs) => *fs.get(i as usize)?,
                TyData::Array(n, e) if u64::from(i) < *n => *e,
                _ => return None,
            };
        }
        Some(t)
    }

    /// Whether `t` is a function type.
    pub fn is_func(&self, t: Ty) -> bool {
        matches!(self.kind(t), TyData::Func { .. })
    }

    /// Whether `t` is a "simple" type (integer, float, double or pointer,
    /// typed or opaque).
    pub fn is_simple(&self, t: Ty) -> bool {
        matches!(
            self.kind(t),
            TyData::Int(_) | TyData::Float | TyData::Double | TyData::Ptr(_) | TyData::OpaquePtr
        )
    }

    /// Whether `t` may be the type of an SSA value, argument or return value:
    /// a simple type, a vector, or a first-class aggregate (struct, packed
    /// struct, array) whose members are themselves first class.
    pub fn is_first_class(&self, t: Ty) -> bool {
        self.first_class_in(t, 0)
    }

    fn first_class_in(&self, t: Ty, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match self.kind(t) {
            TyData::Int(_)
            | TyData::Float
            | TyData::Double
            | TyData::Ptr(_)
            | TyData::OpaquePtr => true,
            TyData::Struct(fs) | TyData::PackedStruct(fs) => {
                fs.iter().all(|f| self.first_class_in(*f, depth + 1))
            }
            TyData::Array(_, e) => self.first_class_in(*e, depth + 1),
            TyData::Vector(..) => true,
            _ => false,
        }
    }

    /// Decides whether two types are equal after unfolding every name.
    pub fn equiv(&self, a: Ty, b: Ty) -> bool {
        let mut assumed = Vec::new();
        self.equiv_in(a, b, &mut assumed)
    }

    fn equiv_in(&self, a: Ty, b: Ty, assumed: &mut Vec<(Ty, Ty)>) -> bool {
        if a == b {
            return true;
        }
        let (ra, rb) = (self.resolve(a), self.resolve(b));
        if ra == rb {
            return true;
        }
        if assumed.contains(&(ra, rb)) {
            return true;
        }
        assumed.push((ra, rb));
        let eq = match (&self.data[ra], &self.data[rb]) {
            (TyData::Ptr(x), TyData::Ptr(y)) => self.equiv_in(*x, *y, assumed),
            // A pointer is a pointer: `ptr` is equivalent to every `T*`.
            (TyData::OpaquePtr, TyData::Ptr(_)) | (TyData::Ptr(_), TyData::OpaquePtr) => true,
            (TyData::Struct(xs), TyData::Struct(ys))
            | (TyData::PackedStruct(xs), TyData::PackedStruct(ys)) => {
                xs.len() == ys.len()
                    && xs
                        .iter()
                        .zip(ys)
                        .all(|(x, y)| self.equiv_in(*x, *y, assumed))
            }
            (TyData::Array(n, x), TyData::Array(m, y)) => n == m && self.equiv_in(*x, *y, assumed),
            (TyData::Vector(n, x), TyData::Vector(m, y)) => {
                n == m && self.equiv_in(*x, *y, assumed)
            }
            (
                TyData::Func {
                    ret: r1,
                    params: p1,
                    varargs: v1,
                },
                TyData::Func {
                    ret: r2,
                    params: p2,
                    varargs: v2,
                },
            ) => {
                v1 == v2
                    && p1.len() == p2.len()
                    && self.equiv_in(*r1, *r2, assumed)
                    && p1
                        .iter()
                        .zip(p2)
                        .all(|(x, y)| self.equiv_in(*x, *y, assumed))
            }
            (x, y) => x == y,
        };
        if !eq {
            assumed.retain(|p| *p != (ra, rb));
        }
        eq
    }

    /// Whether a named type's definition is well formed: every cycle of names
    /// passes through a pointer. Returns the type name on the offending cycle.
    pub fn find_unguarded_cycle(&self) -> Option<&str> {
        for (t, n) in self.named_types() {
            if n.body.is_some() && self.reaches_unguarded(t, t, &mut Vec::new()) {
                return Some(&n.name);
            }
        }
        None
    }

    fn reaches_unguarded(&self, target: Ty, t: Ty, seen: &mut Vec<Ty>) -> bool {
        let body = match self.data[t] {
            TyData::Named(i) => match self.named[i as usize].body {
                Some(b) => b,
                None => return false,
            },
            _ => t,
        };
        let children: Vec<Ty> = match &self.data[body] {
            TyData::Struct(fs) | TyData::PackedStruct(fs) => fs.clone(),
            TyData::Array(_, e) => vec![*e],
            TyData::Named(_) => vec![body],
            _ => return false,
        };
        for c in children {
            if c == target {
                return true;
            }
            if matches!(self.data[c], TyData::Named(_)) {
                if seen.contains(&c) {
                    continue;
                }
                seen.push(c);
            }
            if self.reaches_unguarded(target, c, seen) {
                return true;
            }
        }
        false
    }

    /// A value that prints `t` in LLVM syntax (names print as `%name`).
    pub fn display(&self, t: Ty) -> TyDisplay<'_> {
        TyDisplay { store: self, ty: t }
    }
}

/// Prints a type in LLVM syntax; see [`TypeStore::display`].
pub struct TyDisplay<'a> {
    store: &'a TypeStore,
    ty: Ty,
}

impl TyDisplay<'_> {
    fn fields(
        &self,
        f: &mut fmt::Formatter<'_>,
        fs: &[Ty],
        open: &str,
        close: &str,
    ) -> fmt::Result {
        write!(f, "{open}")?;
        for (i, t) in fs.iter().enumerate() {
            if i > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{}", self.store.display(*t))?;
        }
        write!(f, "{close}")
    }
}

impl fmt::Display for TyDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.store;
        match s.get(self.ty) {
            TyData::Void => write!(f, "void"),
            TyData::Int(b) => write!(f, "i{b}"),
            TyData::Float => write!(f, "float"),
            TyData::Double => write!(f, "double"),
            TyData::Ptr(p) => write!(f, "{}*", s.display(*p)),
            TyData::OpaquePtr => write!(f, "ptr"),
            TyData::Struct(fs) => self.fields(f, fs, "{ ", " }"),
            TyData::PackedStruct(fs) => self.fields(f, fs, "<{ ", " }>"),
            TyData::Array(n, e) => write!(f, "[{n} x {}]", s.display(*e)),
            TyData::Vector(n, e) => write!(f, "<{n} x {}>", s.display(*e)),
            TyData::Func {
                ret,
                params,
                varargs,
            } => {
                write!(f, "{} (", s.display(*ret))?;
                for (i, t) in params.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{}", s.display(*t))?;
                }
                if *varargs {
                    if !params.is_empty() {
                        write!(f, ", ")?;
                    }
                    write!(f, "...")?;
                }
                write!(f, ")")
            }
            TyData::Named(i) => write!(f, "%{}", s.named[*i as usize].name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtins_are_at_fixed_indices() {
        let s = TypeStore::new();
        assert_eq!(s.get(Ty::I1), &TyData::Int(1));
        assert_eq!(s.get(Ty::I64), &TyData::Int(64));
        assert_eq!(s.get(Ty::VOID), &TyData::Void);
    }

    #[test]
    fn interning_shares_handles() {
        let mut s = TypeStore::new();
        let a = s.ptr(Ty::I64);
        let b = s.ptr(Ty::I64);
        assert_eq!(a, b);
        assert_ne!(a, s.ptr(Ty::I8));
    }

    #[test]
    fn recursive_named_types_are_equivalent_to_their_unfolding() {
        let mut s = TypeStore::new();
        // %List = type { i64, %List* }
        let list = s.named("List");
        let lp = s.ptr(list);
        let body = s.struct_(vec![Ty::I64, lp]);
        s.define_named(list, body);
        let bp = s.ptr(body);
        assert!(s.equiv(list, body));
        assert!(s.equiv(lp, bp));
        assert_eq!(s.find_unguarded_cycle(), None);
        assert_eq!(s.display(lp).to_string(), "%List*");
    }

    #[test]
    fn unguarded_cycles_are_found() {
        let mut s = TypeStore::new();
        let a = s.named("A");
        let b = s.named("B");
        let sa = s.struct_(vec![Ty::I64, b]);
        let sb = s.struct_(vec![a]);
        s.define_named(a, sa);
        s.define_named(b, sb);
        assert!(s.find_unguarded_cycle().is_some());
    }
}
