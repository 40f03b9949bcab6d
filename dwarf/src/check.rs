//! Checks the source-level half of the writer's input ([`SourceInfo`] and
//! each [`FunctionSource`]) before gimli sees it.
//!
//! gimli panics on an out-of-range DIE or file id and happily writes a range
//! list whose entries overlap or lie outside their function, so every rule
//! the writer relies on is checked here and reported with a message that
//! names the function, scope, variable or type at fault: type and abstract
//! subprogram references in range, declaration files known, names non-empty
//! and free of NUL bytes, scope ranges non-empty, sorted, disjoint, aligned,
//! inside the function and inside the parent scope, disjoint from sibling
//! scopes; location lists likewise.
//! Types must not contain themselves by value (through typedefs, qualifiers,
//! array elements, members or enum bases): a consumer that computes sizes
//! would loop forever. Scope trees are walked with an explicit stack and
//! limited to [`MAX_SCOPE_DEPTH`] so the writer's recursion stays shallow.

use crate::input::{DebugInput, FunctionInfo};
use crate::source::{
    Decl, FunctionSource, LocExpr, ScopeInfo, ScopeKind, SourceInfo, TypeInfo, TypeRef,
    VarLocation, VariableInfo,
};

/// The deepest nesting of scopes (inlined copies within inlined copies,
/// blocks within blocks) the writer accepts.
pub const MAX_SCOPE_DEPTH: usize = 256;

/// A scope waiting to be checked, with its parent's ranges, its depth and
/// its path in the tree (`scope 2.0.1`) for messages.
struct PendingScope<'a> {
    scope: &'a ScopeInfo,
    parent: Vec<(u32, u32)>,
    depth: usize,
    path: String,
}

/// What the checks need to know about the unit.
struct Context<'a> {
    input: &'a DebugInput,
}

impl DebugInput {
    /// Checks [`DebugInput::source`]; messages are without the
    /// "invalid debug-info input" prefix.
    pub(crate) fn validate_source_info(&self) -> Result<(), String> {
        let cx = Context { input: self };
        cx.check_source_info(&self.source)
    }

    /// Checks `f.source`; messages are without the function's name.
    pub(crate) fn validate_function_source(&self, f: &FunctionInfo) -> Result<(), String> {
        let cx = Context { input: self };
        cx.check_function_source(f, &f.source)
    }
}

impl Context<'_> {
    fn check_source_info(&self, source: &SourceInfo) -> Result<(), String> {
        for (i, ty) in source.types.iter().enumerate() {
            self.check_type(ty).map_err(|m| format!("type {i}: {m}"))?;
        }
        check_no_type_contains_itself(&source.types)?;
        for (i, a) in source.abstract_subprograms.iter().enumerate() {
            let at = |m: String| format!("abstract subprogram {i} `{}`: {m}", a.name);
            name("name", &a.name).map_err(at)?;
            if let Some(linkage) = &a.linkage_name {
                name("linkage name", linkage).map_err(at)?;
            }
            self.decl(a.decl).map_err(at)?;
            self.opt_type(a.result).map_err(at)?;
        }
        Ok(())
    }

    fn check_type(&self, ty: &TypeInfo) -> Result<(), String> {
        match ty {
            TypeInfo::Base { name: n, .. } => name("name", n),
            TypeInfo::Pointer { pointee, .. } => self.opt_type(*pointee),
            TypeInfo::Qualified { base, .. } => self.opt_type(*base),
            TypeInfo::Typedef {
                name: n,
                base,
                decl,
            } => {
                name("name", n)?;
                self.opt_type(*base)?;
                self.decl(*decl)
            }
            TypeInfo::Composite {
                name: n,
                members,
                decl,
                ..
            } => {
                opt_name(n)?;
                self.decl(*decl)?;
                for (i, m) in members.iter().enumerate() {
                    self.check_member(m)
                        .map_err(|e| format!("member {i}: {e}"))?;
                }
                Ok(())
            }
            TypeInfo::Array { element, .. } => self.type_ref(*element),
            TypeInfo::Enumeration {
                name: n,
                base,
                enumerators,
                decl,
                ..
            } => {
                opt_name(n)?;
                self.opt_type(*base)?;
                self.decl(*decl)?;
                enumerators
                    .iter()
                    .try_for_each(|(e, _)| name("enumerator", e))
            }
            TypeInfo::Subroutine { result, params, .. } => {
                self.opt_type(*result)?;
                params.iter().try_for_each(|p| self.opt_type(*p))
            }
        }
    }

    fn check_member(&self, m: &crate::source::Member) -> Result<(), String> {
        opt_name(&m.name)?;
        self.type_ref(m.ty)?;
        if m.bit_size.is_none() && !m.bit_offset.is_multiple_of(8) {
            return Err(format!(
                "bit offset {} of a member that is not a bit-field is not a whole byte",
                m.bit_offset
            ));
        }
        if m.bit_size == Some(0) {
            return Err("a bit-field of width 0".into());
        }
        Ok(())
    }

    fn check_function_source(&self, f: &FunctionInfo, s: &FunctionSource) -> Result<(), String> {
        if let Some(n) = &s.source_name {
            name("source name", n)?;
        }
        self.opt_type(s.result)?;
        let whole = [(0, f.size)];
        self.check_variables(f, &s.variables)?;
        check_siblings(&s.scopes).map_err(|m| format!("top-level scopes: {m}"))?;
        let mut stack: Vec<PendingScope> = s
            .scopes
            .iter()
            .enumerate()
            .map(|(i, scope)| PendingScope {
                scope,
                parent: whole.to_vec(),
                depth: 1,
                path: format!("scope {i}"),
            })
            .collect();
        while let Some(PendingScope {
            scope,
            parent,
            depth,
            path,
        }) = stack.pop()
        {
            let at = |m: String| format!("{path}: {m}");
            if depth > MAX_SCOPE_DEPTH {
                return Err(at(format!(
                    "scopes are nested deeper than {MAX_SCOPE_DEPTH}"
                )));
            }
            self.check_scope(f, scope, &parent).map_err(at)?;
            check_siblings(&scope.children).map_err(|m| at(format!("children: {m}")))?;
            for (i, child) in scope.children.iter().enumerate() {
                stack.push(PendingScope {
                    scope: child,
                    parent: scope.ranges.clone(),
                    depth: depth + 1,
                    path: format!("{path}.{i}"),
                });
            }
        }
        Ok(())
    }

    fn check_scope(
        &self,
        f: &FunctionInfo,
        scope: &ScopeInfo,
        parent: &[(u32, u32)],
    ) -> Result<(), String> {
        if let ScopeKind::Inlined { origin, call, .. } = scope.kind {
            let count = self.input.source.abstract_subprograms.len();
            if origin >= count {
                return Err(format!(
                    "inlined from abstract subprogram {origin} but there are only {count}"
                ));
            }
            self.decl(Some(call))
                .map_err(|m| format!("call site: {m}"))?;
        }
        if scope.ranges.is_empty() {
            return Err("no code ranges".into());
        }
        let mut previous_end = 0;
        for (i, &(start, end)) in scope.ranges.iter().enumerate() {
            let what = format!("range {i} [{start:#x}, {end:#x})");
            self.code_range(f, start, end, previous_end, &what)?;
            if !parent.iter().any(|&(s, e)| s <= start && end <= e) {
                return Err(format!("{what} is not inside its parent scope"));
            }
            previous_end = end;
        }
        self.check_variables(f, &scope.variables)
    }

    /// A non-empty, aligned range inside the function that starts at or
    /// after the previous range's end.
    fn code_range(
        &self,
        f: &FunctionInfo,
        start: u32,
        end: u32,
        previous_end: u32,
        what: &str,
    ) -> Result<(), String> {
        if start >= end {
            return Err(format!("{what} is empty"));
        }
        if end > f.size {
            return Err(format!("{what} ends past the function's end {:#x}", f.size));
        }
        if start < previous_end {
            return Err(format!(
                "{what} starts before the previous range's end {previous_end:#x}; ranges must be sorted and disjoint"
            ));
        }
        self.input.check_code_offset(start, what)?;
        self.input.check_code_offset(end, what)
    }

    fn check_variables(&self, f: &FunctionInfo, variables: &[VariableInfo]) -> Result<(), String> {
        for v in variables {
            let at = |m: String| format!("variable `{}`: {m}", v.name);
            name("name", &v.name).map_err(at)?;
            if v.arg == Some(0) {
                return Err(at("argument number 0; parameters count from 1".into()));
            }
            self.opt_type(v.ty).map_err(at)?;
            self.decl(v.decl).map_err(at)?;
            self.check_location(f, &v.location).map_err(at)?;
        }
        Ok(())
    }

    fn check_location(&self, f: &FunctionInfo, location: &VarLocation) -> Result<(), String> {
        match location {
            VarLocation::None => Ok(()),
            VarLocation::Single(expr) => check_expr(expr),
            VarLocation::List(entries) => {
                if entries.is_empty() {
                    return Err("an empty location list (use VarLocation::None)".into());
                }
                let mut previous_end = 0;
                for (i, e) in entries.iter().enumerate() {
                    let what = format!("location range {i} [{:#x}, {:#x})", e.start, e.end);
                    self.code_range(f, e.start, e.end, previous_end, &what)?;
                    check_expr(&e.expr).map_err(|m| format!("{what}: {m}"))?;
                    previous_end = e.end;
                }
                Ok(())
            }
        }
    }

    fn type_ref(&self, ty: TypeRef) -> Result<(), String> {
        let count = self.input.source.types.len();
        if ty >= count {
            return Err(format!("names type {ty} but there are only {count}"));
        }
        Ok(())
    }

    fn opt_type(&self, ty: Option<TypeRef>) -> Result<(), String> {
        ty.map_or(Ok(()), |t| self.type_ref(t))
    }

    fn decl(&self, decl: Option<Decl>) -> Result<(), String> {
        match decl {
            Some(d) if d.file >= self.input.files.len() => Err(format!(
                "declared in file {} but there are only {} files",
                d.file,
                self.input.files.len()
            )),
            _ => Ok(()),
        }
    }
}

/// Scopes with the same parent cover disjoint code: an address belongs to
/// one innermost scope.
fn check_siblings(scopes: &[ScopeInfo]) -> Result<(), String> {
    let mut ranges: Vec<(u32, u32, usize)> = scopes
        .iter()
        .enumerate()
        .flat_map(|(i, s)| s.ranges.iter().map(move |&(start, end)| (start, end, i)))
        .collect();
    ranges.sort_unstable();
    for pair in ranges.windows(2) {
        let ((_, end, a), (start, _, b)) = (pair[0], pair[1]);
        if start < end {
            return Err(format!(
                "scopes {a} and {b} overlap at {start:#x}; sibling scopes must be disjoint"
            ));
        }
    }
    Ok(())
}

fn check_expr(expr: &LocExpr) -> Result<(), String> {
    match expr {
        LocExpr::Whole(_) => Ok(()),
        LocExpr::Pieces(pieces) => {
            if pieces.is_empty() {
                return Err("a location in no pieces".into());
            }
            for &(_, size) in pieces {
                if size == 0 {
                    return Err("a piece of 0 bytes".into());
                }
            }
            Ok(())
        }
    }
}

fn name(what: &str, value: &str) -> Result<(), String> {
    if value.is_empty() {
        return Err(format!("{what} is empty"));
    }
    if value.contains('\0') {
        return Err(format!("{what} {value:?} contains a NUL byte"));
    }
    Ok(())
}

fn opt_name(value: &Option<String>) -> Result<(), String> {
    value.as_deref().map_or(Ok(()), |n| name("name", n))
}

/// The types a type contains by value (its size depends on theirs).
fn contained(ty: &TypeInfo) -> Vec<TypeRef> {
    match ty {
        TypeInfo::Qualified { base, .. } | TypeInfo::Typedef { base, .. } => {
            base.iter().copied().collect()
        }
        TypeInfo::Enumeration { base, .. } => base.iter().copied().collect(),
        TypeInfo::Array { element, .. } => vec![*element],
        TypeInfo::Composite { members, .. } => members.iter().map(|m| m.ty).collect(),
        TypeInfo::Base { .. } | TypeInfo::Pointer { .. } | TypeInfo::Subroutine { .. } => {
            Vec::new()
        }
    }
}

/// Depth-first search with an explicit stack over "contains by value"
/// edges; references are already known to be in range.
fn check_no_type_contains_itself(types: &[TypeInfo]) -> Result<(), String> {
    #[derive(Copy, Clone, PartialEq)]
    enum State {
        New,
        Open,
        Done,
    }
    let mut state = vec![State::New; types.len()];
    for root in 0..types.len() {
        if state[root] != State::New {
            continue;
        }
        let mut stack = vec![(root, contained(&types[root]), 0usize)];
        state[root] = State::Open;
        while let Some((ty, edges, next)) = stack.last_mut() {
            let Some(&child) = edges.get(*next) else {
                state[*ty] = State::Done;
                stack.pop();
                continue;
            };
            *next += 1;
            match state[child] {
                State::Open => {
                    return Err(format!(
                        "type {child} contains itself by value (through type {})",
                        *ty
                    ));
                }
                State::New => {
                    state[child] = State::Open;
                    stack.push((child, contained(&types[child]), 0));
                }
                State::Done => {}
            }
        }
    }
    Ok(())
}
