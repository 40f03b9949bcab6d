//! Building IR without text, for JIT embedders and tests.
//!
//! A [`ModuleBuilder`] owns a [`Module`] under construction: it declares
//! functions and globals and interns types. [`ModuleBuilder::define_function`]
//! returns a [`FunctionBuilder`] positioned in the new function's entry block;
//! each instruction method appends to the current block and returns the result
//! [`Value`], with the result type worked out the way the text syntax would
//! (the type of the operands, `i1` for comparisons, `T*` for `alloca T`,
//! GEPTY for `getelementptr`, ...). The builder never panics on ill-formed
//! input: it builds what it is told and leaves judgement to the same verifier
//! the parser uses, which [`ModuleBuilder::finish`] runs. The result prints with
//! [`crate::printer::print_module`] and runs in [`crate::interp`].
//!
//! ```
//! use egret_llvmlite::builder::ModuleBuilder;
//! use egret_llvmlite::interp::{InterpConfig, call};
//! use egret_llvmlite::{BinOp, IntCC, Ty};
//!
//! // i64 @sum(i64 %n): 0 + 1 + ... + (n - 1), with a loop and block parameters.
//! let mut mb = ModuleBuilder::new("sum.ll");
//! let sum = mb.define_function("sum", &[Ty::I64], Ty::I64);
//! {
//!     let mut fb = mb.function_builder(sum);
//!     let n = fb.arg(0);
//!     let header = fb.create_block(Some("loop"));
//!     let i = fb.append_block_param(header, Ty::I64);
//!     let acc = fb.append_block_param(header, Ty::I64);
//!     let exit = fb.create_block(Some("exit"));
//!     let zero = fb.iconst(Ty::I64, 0);
//!     fb.jump(header, &[zero, zero]);
//!
//!     fb.switch_to_block(header);
//!     let more = fb.icmp(IntCC::Slt, i, n);
//!     let body = fb.create_block(Some("body"));
//!     fb.branch(more, body, &[], exit, &[]);
//!
//!     fb.switch_to_block(body);
//!     let acc2 = fb.binary(BinOp::Add, acc, i);
//!     let one = fb.iconst(Ty::I64, 1);
//!     let i2 = fb.binary(BinOp::Add, i, one);
//!     fb.jump(header, &[i2, acc2]);
//!
//!     fb.switch_to_block(exit);
//!     fb.ret(Some(acc));
//! }
//! let module = mb.finish().expect("the function verifies");
//! let out = call(&module, "sum", &[10], &InterpConfig::default()).unwrap();
//! assert_eq!(out.ret, 45);
//! ```

use crate::diag::Diagnostic;
use crate::ir::*;
use crate::layout::{GepIndex, gep_type};
use crate::types::{Ty, TyData, TypeStore};

/// Builds a [`Module`].
#[derive(Debug, Default)]
pub struct ModuleBuilder {
    module: Module,
}

impl ModuleBuilder {
    /// An empty module; `name` is recorded as its source file name.
    pub fn new(name: &str) -> Self {
        let mut module = Module::new();
        module.files.push(SourceFile {
            name: name.to_string(),
            dir: String::new(),
            text: None,
        });
        ModuleBuilder { module }
    }

    /// Continues building an existing module (e.g. one parsed from text).
    pub fn from_module(module: Module) -> Self {
        ModuleBuilder { module }
    }

    /// The type store, to build pointer, struct, array and function types.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::Ty;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let p = mb.types().ptr(Ty::I8);
    /// assert_eq!(mb.types().display(p).to_string(), "i8*");
    /// ```
    pub fn types(&mut self) -> &mut TypeStore {
        &mut self.module.types
    }

    /// Defines (or redefines) the named type `%name = type body` and returns
    /// the name's handle. For recursive types, get the handle first with
    /// [`TypeStore::named`], build the body from it, then call this.
    pub fn named_type(&mut self, name: &str, body: Ty) -> Ty {
        let t = self.module.types.named(name);
        self.module.types.define_named(t, body);
        t
    }

    /// The module built so far.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// Declares an external function `ret name(params)`.
    pub fn declare_function(&mut self, name: &str, params: &[Ty], ret: Ty) -> FuncRef {
        self.declare_signature(
            name,
            Signature {
                ret,
                params: params.to_vec(),
                varargs: false,
            },
        )
    }

    /// Declares a function with a full signature (e.g. variadic `printf`).
    pub fn declare_signature(&mut self, name: &str, sig: Signature) -> FuncRef {
        self.module.declare_func(name, sig, SrcLoc::default())
    }

    /// Declares a function that will get a body; build the body with
    /// [`Self::function_builder`].
    pub fn define_function(&mut self, name: &str, params: &[Ty], ret: Ty) -> FuncRef {
        self.declare_function(name, params, ret)
    }

    /// A builder for the body of `f`, positioned at the end of its entry
    /// block. If `f` has no body yet, one is created with an entry block whose
    /// parameters are the arguments. The body is stored back into the module
    /// when the builder is dropped.
    pub fn function_builder(&mut self, f: FuncRef) -> FunctionBuilder<'_> {
        let fd = &mut self.module.funcs[f];
        let body = fd.body.take().unwrap_or_else(|| {
            let mut body = Function::new();
            let entry = body.create_block(Some("entry".to_string()));
            for (k, &p) in fd.sig.params.iter().enumerate() {
                let v = body.append_block_param(entry, p);
                if let Some(Some(name)) = fd.param_names.get(k) {
                    body.value_names.insert(v, name.as_str().into());
                }
            }
            body
        });
        let current = body.entry();
        FunctionBuilder {
            module: &mut self.module,
            func: f,
            body: Some(body),
            current,
            loc: SrcLoc::default(),
        }
    }

    /// Adds a global variable `name` of type `ty` (the symbol has type `ty*`);
    /// `init == None` declares an external one.
    pub fn add_global(
        &mut self,
        name: &str,
        ty: Ty,
        init: Option<ConstInit>,
        constant: bool,
    ) -> GlobalRef {
        self.module.globals.push(GlobalData {
            name: name.to_string(),
            ty,
            init,
            constant,
            linkage: Linkage::External,
            loc: SrcLoc::default(),
            section: None,
            align: None,
            thread_local: false,
            used: false,
            dbg: Vec::new(),
        })
    }

    /// Adds a constant NUL-terminated string `[len+1 x i8]` and returns it.
    pub fn add_string(&mut self, name: &str, s: &str) -> GlobalRef {
        let mut bytes = s.as_bytes().to_vec();
        bytes.push(0);
        let ty = self.module.types.array(bytes.len() as u64, Ty::I8);
        self.add_global(name, ty, Some(ConstInit::Bytes(bytes)), true)
    }

    /// Sets a symbol's linkage.
    pub fn set_function_linkage(&mut self, f: FuncRef, linkage: Linkage) {
        self.module.funcs[f].linkage = linkage;
    }

    /// Verifies the module and returns it, or every error found.
    pub fn finish(self) -> Result<Module, Vec<Diagnostic>> {
        let errors = crate::verify::verify(&self.module);
        if errors.is_empty() {
            Ok(self.module)
        } else {
            Err(errors)
        }
    }

    /// Returns the module without verifying it.
    pub fn finish_unverified(self) -> Module {
        self.module
    }
}

/// Appends instructions to one function body; see the [module docs](self).
pub struct FunctionBuilder<'m> {
    module: &'m mut Module,
    func: FuncRef,
    body: Option<Function>,
    current: Option<Block>,
    loc: SrcLoc,
}

impl Drop for FunctionBuilder<'_> {
    fn drop(&mut self) {
        if let Some(body) = self.body.take() {
            self.module.funcs[self.func].body = Some(body);
        }
    }
}

impl FunctionBuilder<'_> {
    fn f(&mut self) -> &mut Function {
        self.body.as_mut().expect("the body is present until drop")
    }

    fn fr(&self) -> &Function {
        self.body.as_ref().expect("the body is present until drop")
    }

    /// The function being built.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// assert_eq!(fb.func(), f);
    /// let x = fb.arg(0);
    /// fb.ret(Some(x));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[7], &InterpConfig::default()).unwrap().ret, 7);
    /// ```
    pub fn func(&self) -> FuncRef {
        self.func
    }

    /// The module's types (to build types while building code).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let p = fb.types().ptr(Ty::I64);
    /// let slot = fb.alloca(Ty::I64, None);
    /// assert_eq!(fb.value_type(slot), p);
    /// let x = fb.arg(0);
    /// fb.store(x, slot);
    /// let v = fb.load(Ty::I64, slot);
    /// fb.ret(Some(v));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[3], &InterpConfig::default()).unwrap().ret, 3);
    /// ```
    pub fn types(&mut self) -> &mut TypeStore {
        &mut self.module.types
    }

    /// The type of a value (`i64` for a value that is not of this function,
    /// which the verifier reports).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// let small = fb.cast(CastOp::Trunc, x, Ty::I32);
    /// assert_eq!(fb.value_type(small), Ty::I32);
    /// let back = fb.cast(CastOp::Sext, small, Ty::I64);
    /// fb.ret(Some(back));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[0xFFFF_FFFF], &InterpConfig::default()).unwrap().ret, -1);
    /// ```
    pub fn value_type(&self, v: Value) -> Ty {
        self.fr().values.get(v).map_or(Ty::I64, |d| d.ty)
    }

    /// The entry block.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let entry = fb.entry_block();
    /// assert_eq!(fb.current_block(), Some(entry));
    /// let x = fb.arg(0);
    /// fb.ret(Some(x));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[4], &InterpConfig::default()).unwrap().ret, 4);
    /// ```
    pub fn entry_block(&self) -> Block {
        self.fr()
            .entry()
            .expect("bodies made by the builder have an entry block")
    }

    /// Argument `i` (the entry block's parameter), or `undef` `i64` if there
    /// is no such argument.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// let two = fb.iconst(Ty::I64, 2);
    /// let r = fb.binary(BinOp::Mul, x, two);
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[21], &InterpConfig::default()).unwrap().ret, 42);
    /// ```
    pub fn arg(&mut self, i: usize) -> Value {
        match self.fr().args().get(i).copied() {
            Some(v) => v,
            None => self.f().undef(Ty::I64),
        }
    }

    /// Creates a block at the end of the layout.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let done = fb.create_block(Some("done"));
    /// let x = fb.arg(0);
    /// fb.jump(done, &[]);
    /// fb.switch_to_block(done);
    /// fb.ret(Some(x));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[5], &InterpConfig::default()).unwrap().ret, 5);
    /// ```
    pub fn create_block(&mut self, name: Option<&str>) -> Block {
        self.f().create_block(name.map(str::to_string))
    }

    /// Adds a parameter to `block` (a phi, in LLVM terms).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let join = fb.create_block(Some("join"));
    /// let v = fb.append_block_param(join, Ty::I64);
    /// let x = fb.arg(0);
    /// let one = fb.iconst(Ty::I64, 1);
    /// let y = fb.binary(BinOp::Add, x, one);
    /// fb.jump(join, &[y]);
    /// fb.switch_to_block(join);
    /// fb.ret(Some(v));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[1], &InterpConfig::default()).unwrap().ret, 2);
    /// ```
    pub fn append_block_param(&mut self, block: Block, ty: Ty) -> Value {
        self.f().append_block_param(block, ty)
    }

    /// Continues appending at the end of `block`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let next = fb.create_block(None);
    /// fb.jump(next, &[]);
    /// fb.switch_to_block(next);
    /// assert_eq!(fb.current_block(), Some(next));
    /// let x = fb.arg(0);
    /// fb.ret(Some(x));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[9], &InterpConfig::default()).unwrap().ret, 9);
    /// ```
    pub fn switch_to_block(&mut self, block: Block) {
        self.current = Some(block);
    }

    /// The block being appended to.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let entry = fb.current_block().expect("positioned");
    /// assert_eq!(entry, fb.entry_block());
    /// let x = fb.arg(0);
    /// fb.ret(Some(x));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[1], &InterpConfig::default()).unwrap().ret, 1);
    /// ```
    pub fn current_block(&self) -> Option<Block> {
        self.current
    }

    /// The source location given to the following instructions.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// fb.set_loc(SrcLoc::new(3, 5));
    /// let x = fb.arg(0);
    /// let zero = fb.iconst(Ty::I64, 0);
    /// let q = fb.binary(BinOp::SDiv, x, zero);
    /// fb.ret(Some(q));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// let err = call(&m, "f", &[1], &InterpConfig::default()).unwrap_err();
    /// assert_eq!(err.as_diagnostic().loc.line, 3);
    /// ```
    pub fn set_loc(&mut self, loc: SrcLoc) {
        self.loc = loc;
    }

    /// Gives a value a name for printing.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// fb.name_value(x, "n");
    /// fb.ret(Some(x));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[2], &InterpConfig::default()).unwrap().ret, 2);
    /// ```
    pub fn name_value(&mut self, v: Value, name: &str) {
        self.f().value_names.insert(v, name.into());
    }

    // ------------------------------------------------------------- constants

    /// The integer constant `v` of type `ty` (truncated to its width).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let big = fb.iconst(Ty::I64, -5);
    /// let byte = fb.iconst(Ty::I8, 0x1ff); // truncated to i8 -1
    /// let wide = fb.cast(CastOp::Sext, byte, Ty::I64);
    /// let r = fb.binary(BinOp::Add, big, wide);
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[0], &InterpConfig::default()).unwrap().ret, -6);
    /// ```
    pub fn iconst(&mut self, ty: Ty, v: i64) -> Value {
        let types = &self.module.types;
        let body = self.body.as_mut().expect("the body is present until drop");
        body.iconst(types, ty, v as u64)
    }

    /// `null` of pointer type `ty`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let p = fb.types().ptr(Ty::I8);
    /// let n = fb.null(p);
    /// let as_int = fb.cast(CastOp::PtrToInt, n, Ty::I64);
    /// fb.ret(Some(as_int));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[0], &InterpConfig::default()).unwrap().ret, 0);
    /// ```
    pub fn null(&mut self, ty: Ty) -> Value {
        self.f().null(ty)
    }

    /// `undef` of type `ty`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let u = fb.undef(Ty::I64);
    /// let zero = fb.iconst(Ty::I64, 0);
    /// let r = fb.binary(BinOp::Mul, u, zero);
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[0], &InterpConfig::default()).unwrap().ret, 0);
    /// ```
    pub fn undef(&mut self, ty: Ty) -> Value {
        self.f().undef(ty)
    }

    /// The address of global `g` (type `ty*` where `ty` is the global's type).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let g = mb.add_global("answer", Ty::I64, Some(ConstInit::Int(40)), true);
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let p = fb.global_addr(g);
    /// let v = fb.load(Ty::I64, p);
    /// fb.ret(Some(v));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[0], &InterpConfig::default()).unwrap().ret, 40);
    /// ```
    pub fn global_addr(&mut self, g: GlobalRef) -> Value {
        let gty = self.module.globals.get(g).map_or(Ty::I8, |gd| gd.ty);
        let t = self.module.types.ptr(gty);
        self.f().global_addr(g, t)
    }

    /// The address of function `f` (a function pointer).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let id = mb.define_function("id", &[Ty::I64], Ty::I64);
    /// { let mut b = mb.function_builder(id); let a = b.arg(0); b.ret(Some(a)); }
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let fp = fb.func_addr(id);
    /// let fn_ty = fb.types().func(Ty::I64, vec![Ty::I64], false);
    /// let x = fb.arg(0);
    /// let r = fb.call_indirect(fn_ty, fp, &[x]).expect("a result");
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[8], &InterpConfig::default()).unwrap().ret, 8);
    /// ```
    pub fn func_addr(&mut self, f: FuncRef) -> Value {
        let fty = match self.module.funcs.get(f) {
            Some(fd) => fd.fn_ty,
            None => self.module.types.func(Ty::VOID, Vec::new(), false),
        };
        let t = self.module.types.ptr(fty);
        self.f().func_addr(f, t)
    }

    // ---------------------------------------------------------- instructions

    fn append(&mut self, data: InstData, result: Option<Ty>) -> Inst {
        let loc = self.loc;
        let block = match self.current {
            Some(b) => b,
            None => {
                let b = self.entry_block();
                self.current = Some(b);
                b
            }
        };
        self.f().append_inst(block, data, result, loc)
    }

    fn append_value(&mut self, data: InstData, result: Ty) -> Value {
        let i = self.append(data, Some(result));
        self.fr()
            .inst_result(i)
            .expect("appended with a result type")
    }

    /// `op a, b`; the result has `a`'s type.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// let three = fb.iconst(Ty::I64, 3);
    /// let r = fb.binary(BinOp::Shl, x, three);
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[5], &InterpConfig::default()).unwrap().ret, 40);
    /// ```
    pub fn binary(&mut self, op: BinOp, a: Value, b: Value) -> Value {
        self.binary_flags(op, a, b, BinFlags::default())
    }

    /// `op nsw/nuw/exact a, b`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// let one = fb.iconst(Ty::I64, 1);
    /// let nsw = BinFlags { nsw: true, ..BinFlags::default() };
    /// let r = fb.binary_flags(BinOp::Add, x, one, nsw);
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[41], &InterpConfig::default()).unwrap().ret, 42);
    /// ```
    pub fn binary_flags(&mut self, op: BinOp, a: Value, b: Value, flags: BinFlags) -> Value {
        let t = self.value_type(a);
        self.append_value(
            InstData::Binary {
                op,
                args: [a, b],
                flags,
            },
            t,
        )
    }

    /// `icmp cc a, b` (an `i1`).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// let ten = fb.iconst(Ty::I64, 10);
    /// let lt = fb.icmp(IntCC::Slt, x, ten);
    /// let r = fb.cast(CastOp::Zext, lt, Ty::I64);
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[3], &InterpConfig::default()).unwrap().ret, 1);
    /// ```
    pub fn icmp(&mut self, cc: IntCC, a: Value, b: Value) -> Value {
        self.append_value(InstData::Icmp { cc, args: [a, b] }, Ty::I1)
    }

    /// `select c, a, b`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// let zero = fb.iconst(Ty::I64, 0);
    /// let neg = fb.icmp(IntCC::Slt, x, zero);
    /// let minus = fb.binary(BinOp::Sub, zero, x);
    /// let abs = fb.select(neg, minus, x);
    /// fb.ret(Some(abs));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[-7i64 as u64], &InterpConfig::default()).unwrap().ret, 7);
    /// ```
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let t = self.value_type(a);
        self.append_value(InstData::Select { args: [c, a, b] }, t)
    }

    /// `op v to ty` (zext, sext, trunc, bitcast, ptrtoint, inttoptr).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// let low = fb.cast(CastOp::Trunc, x, Ty::I8);
    /// let r = fb.cast(CastOp::Zext, low, Ty::I64);
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[0x1234], &InterpConfig::default()).unwrap().ret, 0x34);
    /// ```
    pub fn cast(&mut self, op: CastOp, v: Value, ty: Ty) -> Value {
        self.append_value(InstData::Cast { op, arg: v }, ty)
    }

    /// `alloca ty [, count]`: a `ty*` to a fresh stack slot.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let slot = fb.alloca(Ty::I64, None);
    /// let x = fb.arg(0);
    /// fb.store(x, slot);
    /// let v = fb.load(Ty::I64, slot);
    /// fb.ret(Some(v));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[11], &InterpConfig::default()).unwrap().ret, 11);
    /// ```
    pub fn alloca(&mut self, ty: Ty, count: Option<Value>) -> Value {
        let p = self.module.types.ptr(ty);
        self.append_value(InstData::Alloca { ty, count }, p)
    }

    /// `load ty, ty* ptr`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let slot = fb.alloca(Ty::I32, None);
    /// let c = fb.iconst(Ty::I32, -2);
    /// fb.store(c, slot);
    /// let v = fb.load(Ty::I32, slot);
    /// let r = fb.cast(CastOp::Sext, v, Ty::I64);
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[0], &InterpConfig::default()).unwrap().ret, -2);
    /// ```
    pub fn load(&mut self, ty: Ty, ptr: Value) -> Value {
        self.append_value(
            InstData::Load {
                ptr,
                volatile: false,
            },
            ty,
        )
    }

    /// `store v, ptr`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let slot = fb.alloca(Ty::I64, None);
    /// let x = fb.arg(0);
    /// fb.store(x, slot);
    /// let v = fb.load(Ty::I64, slot);
    /// fb.ret(Some(v));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[12], &InterpConfig::default()).unwrap().ret, 12);
    /// ```
    pub fn store(&mut self, v: Value, ptr: Value) {
        self.append(
            InstData::Store {
                value: v,
                ptr,
                volatile: false,
            },
            None,
        );
    }

    /// `getelementptr T, T* base, indices...` with `T` the pointee of
    /// `base`'s type; the result is a pointer to GEPTY. Struct indices must be
    /// constants (from [`Self::iconst`]).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let arr = fb.types().array(4, Ty::I64);
    /// let slots = fb.alloca(arr, None);
    /// let zero = fb.iconst(Ty::I64, 0);
    /// let two = fb.iconst(Ty::I64, 2);
    /// let p = fb.gep(slots, &[zero, two]);
    /// let x = fb.arg(0);
    /// fb.store(x, p);
    /// let v = fb.load(Ty::I64, p);
    /// fb.ret(Some(v));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[6], &InterpConfig::default()).unwrap().ret, 6);
    /// ```
    pub fn gep(&mut self, base: Value, indices: &[Value]) -> Value {
        let types = &self.module.types;
        let elem = types.pointee(self.value_type(base)).unwrap_or(Ty::I8);
        let idx: Vec<GepIndex> = indices
            .iter()
            .map(|&v| {
                let bits = types.int_bits(self.value_type(v)).unwrap_or(64);
                match self.fr().values.get(v).map(|d| d.def) {
                    Some(ValueDef::Const(c)) => GepIndex::Const(sext(c, bits)),
                    _ => GepIndex::Dynamic,
                }
            })
            .collect();
        let pointee = gep_type(types, elem, &idx).unwrap_or(Ty::I8);
        let result = self.module.types.ptr(pointee);
        let data = InstData::Gep {
            elem_ty: elem,
            base,
            indices: indices.to_vec(),
            inbounds: false,
        };
        self.append_value(data, result)
    }

    /// Calls function `f`; returns the result unless it returns `void`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let double = mb.define_function("double", &[Ty::I64], Ty::I64);
    /// { let mut b = mb.function_builder(double); let a = b.arg(0); let r = b.binary(BinOp::Add, a, a); b.ret(Some(r)); }
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// let r = fb.call(double, &[x]).expect("a result");
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[4], &InterpConfig::default()).unwrap().ret, 8);
    /// ```
    pub fn call(&mut self, f: FuncRef, args: &[Value]) -> Option<Value> {
        let fn_ty = match self.module.funcs.get(f) {
            Some(fd) => fd.fn_ty,
            None => self.module.types.func(Ty::VOID, Vec::new(), false),
        };
        self.emit_call(Callee::Direct(f), fn_ty, args)
    }

    /// Calls through the function pointer `callee`, whose function type is
    /// `fn_ty` (e.g. `i64 (i64, i64)`).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let neg = mb.define_function("neg", &[Ty::I64], Ty::I64);
    /// { let mut b = mb.function_builder(neg); let a = b.arg(0); let z = b.iconst(Ty::I64, 0); let r = b.binary(BinOp::Sub, z, a); b.ret(Some(r)); }
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let fp = fb.func_addr(neg);
    /// let fn_ty = fb.types().func(Ty::I64, vec![Ty::I64], false);
    /// let x = fb.arg(0);
    /// let r = fb.call_indirect(fn_ty, fp, &[x]).expect("a result");
    /// fb.ret(Some(r));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[5], &InterpConfig::default()).unwrap().ret, -5);
    /// ```
    pub fn call_indirect(&mut self, fn_ty: Ty, callee: Value, args: &[Value]) -> Option<Value> {
        self.emit_call(Callee::Indirect(callee), fn_ty, args)
    }

    fn emit_call(&mut self, callee: Callee, fn_ty: Ty, args: &[Value]) -> Option<Value> {
        let ret = match self.module.types.kind(fn_ty) {
            TyData::Func { ret, .. } => *ret,
            _ => Ty::VOID,
        };
        let result = (ret != Ty::VOID).then_some(ret);
        let i = self.append(
            InstData::Call {
                callee,
                fn_ty,
                args: args.to_vec(),
            },
            result,
        );
        self.fr().inst_result(i)
    }

    /// `br label %block(args)`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let out = fb.create_block(Some("out"));
    /// let v = fb.append_block_param(out, Ty::I64);
    /// let c = fb.iconst(Ty::I64, 99);
    /// fb.jump(out, &[c]);
    /// fb.switch_to_block(out);
    /// fb.ret(Some(v));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[0], &InterpConfig::default()).unwrap().ret, 99);
    /// ```
    pub fn jump(&mut self, block: Block, args: &[Value]) {
        let dest = BlockCall {
            block,
            args: args.to_vec(),
        };
        self.append(InstData::Jump { dest }, None);
    }

    /// `br i1 cond, label %then(then_args), label %else(else_args)`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// let zero = fb.iconst(Ty::I64, 0);
    /// let is_zero = fb.icmp(IntCC::Eq, x, zero);
    /// let out = fb.create_block(None);
    /// let v = fb.append_block_param(out, Ty::I64);
    /// let (yes, no) = (fb.iconst(Ty::I64, 1), fb.iconst(Ty::I64, 2));
    /// fb.branch(is_zero, out, &[yes], out, &[no]);
    /// fb.switch_to_block(out);
    /// fb.ret(Some(v));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[3], &InterpConfig::default()).unwrap().ret, 2);
    /// ```
    pub fn branch(
        &mut self,
        cond: Value,
        then_block: Block,
        then_args: &[Value],
        else_block: Block,
        else_args: &[Value],
    ) {
        let data = InstData::Branch {
            cond,
            then_dest: BlockCall {
                block: then_block,
                args: then_args.to_vec(),
            },
            else_dest: BlockCall {
                block: else_block,
                args: else_args.to_vec(),
            },
        };
        self.append(data, None);
    }

    /// `ret v` or `ret void`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// fb.ret(Some(x));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[13], &InterpConfig::default()).unwrap().ret, 13);
    /// ```
    pub fn ret(&mut self, v: Option<Value>) {
        self.append(InstData::Ret { value: v }, None);
    }

    /// `unreachable`.
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// let zero = fb.iconst(Ty::I64, 0);
    /// let ok = fb.icmp(IntCC::Sge, x, zero);
    /// let (good, bad) = (fb.create_block(None), fb.create_block(None));
    /// fb.branch(ok, good, &[], bad, &[]);
    /// fb.switch_to_block(bad);
    /// fb.unreachable();
    /// fb.switch_to_block(good);
    /// fb.ret(Some(x));
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[4], &InterpConfig::default()).unwrap().ret, 4);
    /// ```
    pub fn unreachable(&mut self) {
        self.append(InstData::Unreachable, None);
    }

    /// Stores the body into the module (the same as dropping the builder).
    ///
    /// ```
    /// # use egret_llvmlite::builder::ModuleBuilder;
    /// # use egret_llvmlite::interp::{InterpConfig, call};
    /// # use egret_llvmlite::*;
    /// let mut mb = ModuleBuilder::new("t.ll");
    /// let f = mb.define_function("f", &[Ty::I64], Ty::I64);
    /// let mut fb = mb.function_builder(f);
    /// let x = fb.arg(0);
    /// fb.ret(Some(x));
    /// fb.finish(); // the body is in the module now
    /// let fb = mb.function_builder(f);
    /// assert_eq!(fb.func(), f);
    /// drop(fb);
    /// let m = mb.finish().expect("verifies");
    /// assert_eq!(call(&m, "f", &[1], &InterpConfig::default()).unwrap().ret, 1);
    /// ```
    pub fn finish(self) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::{InterpConfig, call, run_main};
    use crate::printer::print_module;

    #[test]
    fn globals_strings_and_runtime_calls() {
        let mut mb = ModuleBuilder::new("hello.ll");
        let s = mb.add_string("msg", "hello");
        let i8p = mb.types().ptr(Ty::I8);
        let puts = mb.declare_function("ll_puts", &[i8p], Ty::VOID);
        let main = mb.define_function("main", &[], Ty::I64);
        {
            let mut fb = mb.function_builder(main);
            let g = fb.global_addr(s);
            let zero = fb.iconst(Ty::I64, 0);
            let p = fb.gep(g, &[zero, zero]);
            fb.call(puts, &[p]);
            let r = fb.iconst(Ty::I64, 3);
            fb.ret(Some(r));
        }
        let m = mb.finish().unwrap();
        let out = run_main(&m, &InterpConfig::default()).unwrap();
        assert_eq!(out.output, b"hello\n");
        assert_eq!(out.ret, 3);
        let text = print_module(&m);
        let (m2, _) = crate::parse("p.ll", &text).unwrap();
        assert_eq!(print_module(&m2), text);
    }

    #[test]
    fn structs_function_pointers_and_memory() {
        let mut mb = ModuleBuilder::new("s.ll");
        let pair = mb.types().struct_(vec![Ty::I32, Ty::I64]);
        let binop_ty = mb.types().func(Ty::I64, vec![Ty::I64, Ty::I64], false);
        let binop_ptr = mb.types().ptr(binop_ty);
        let add = mb.define_function("add", &[Ty::I64, Ty::I64], Ty::I64);
        {
            let mut fb = mb.function_builder(add);
            let (a, b) = (fb.arg(0), fb.arg(1));
            let s = fb.binary(BinOp::Add, a, b);
            fb.ret(Some(s));
        }
        let apply = mb.define_function("apply", &[binop_ptr, Ty::I32], Ty::I64);
        {
            let mut fb = mb.function_builder(apply);
            let (fp, x) = (fb.arg(0), fb.arg(1));
            let slot = fb.alloca(pair, None);
            let (z, one) = (fb.iconst(Ty::I32, 0), fb.iconst(Ty::I32, 1));
            let f0 = fb.gep(slot, &[z, z]);
            fb.store(x, f0);
            let f1 = fb.gep(slot, &[z, one]);
            let wide = fb.cast(CastOp::Sext, x, Ty::I64);
            fb.store(wide, f1);
            let back = fb.load(Ty::I64, f1);
            let r = fb.call_indirect(binop_ty, fp, &[back, back]).unwrap();
            fb.ret(Some(r));
        }
        let main = mb.define_function("main", &[], Ty::I64);
        {
            let mut fb = mb.function_builder(main);
            let fp = fb.func_addr(add);
            let x = fb.iconst(Ty::I32, -21);
            let r = fb.call(apply, &[fp, x]).unwrap();
            fb.ret(Some(r));
        }
        let m = mb.finish().unwrap();
        assert_eq!(run_main(&m, &InterpConfig::default()).unwrap().ret, -42);
        assert_eq!(
            call(&m, "add", &[2, 3], &InterpConfig::default())
                .unwrap()
                .ret,
            5
        );
    }

    #[test]
    fn ill_formed_ir_is_reported_not_panicked() {
        let mut mb = ModuleBuilder::new("bad.ll");
        let f = mb.define_function("f", &[Ty::I64], Ty::I32);
        {
            let mut fb = mb.function_builder(f);
            let x = fb.arg(0);
            let bogus = fb.arg(7); // no such argument: undef i64
            let s = fb.binary(BinOp::Add, x, bogus);
            let p = fb.gep(s, &[x]); // not a pointer
            fb.store(s, p);
            fb.ret(Some(s)); // i64 returned from an i32 function
            let stray = fb.create_block(None); // empty block
            fb.switch_to_block(stray);
        }
        let errs = mb.finish().unwrap_err();
        assert!(!errs.is_empty());
    }
}
