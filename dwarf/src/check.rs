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
    AbstractVariableRef, Decl, FunctionSource, LocExpr, ScopeInfo, ScopeKind, SourceInfo, TypeInfo,
    TypeRef, VarLocation, VariableInfo,
};

/// The deepest nesting of scopes (inlined copies within inlined copies,
/// blocks within blocks) the writer accepts.
pub const MAX_SCOPE_DEPTH: usize = 256;

/// A scope waiting to be checked, with its parent's ranges, its depth and
/// its path in the tree (`scope 2.0.1`) for messages.
struct PendingScope<'a> {
    scope: &'a ScopeInfo,
    parent: &'a [(u32, u32)],
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
            for v in &a.variables {
                let at = |m: String| at(format!("variable `{}`: {m}", v.name));
                name("name", &v.name).map_err(at)?;
                if v.arg == Some(0) {
                    return Err(at("argument number 0; parameters count from 1".into()));
                }
                self.opt_type(v.ty).map_err(at)?;
                self.decl(v.decl).map_err(at)?;
            }
        }
        for (i, g) in source.globals.iter().enumerate() {
            let shown = g.name.as_deref().unwrap_or("");
            let at = |m: String| format!("global variable {i} `{shown}`: {m}");
            if let Some(n) = &g.name {
                name("name", n).map_err(at)?;
            }
            if let Some(symbol) = &g.symbol {
                name("symbol", symbol).map_err(at)?;
            }
            self.decl(g.decl).map_err(at)?;
            self.opt_type(g.ty).map_err(at)?;
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
        if let Some(origin) = s.abstract_origin {
            let count = self.input.source.abstract_subprograms.len();
            if origin >= count {
                return Err(format!(
                    "abstract origin {origin} but there are only {count} abstract subprograms"
                ));
            }
        }
        let whole = [(0, f.size)];
        self.check_variables(f, &s.variables)?;
        check_siblings(&s.scopes).map_err(|m| format!("top-level scopes: {m}"))?;
        let mut stack: Vec<PendingScope> = s
            .scopes
            .iter()
            .enumerate()
            .map(|(i, scope)| PendingScope {
                scope,
                parent: &whole,
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
            self.check_scope(f, scope, parent).map_err(at)?;
            check_siblings(&scope.children).map_err(|m| at(format!("children: {m}")))?;
            for (i, child) in scope.children.iter().enumerate() {
                stack.push(PendingScope {
                    scope: child,
                    parent: &scope.ranges,
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
            if let Some(origin) = v.abstract_origin {
                self.abstract_variable(origin).map_err(at)?;
            }
        }
        Ok(())
    }

    /// Checks that `origin` names a variable of an abstract subprogram.
    fn abstract_variable(&self, origin: AbstractVariableRef) -> Result<(), String> {
        let abstracts = &self.input.source.abstract_subprograms;
        let count = abstracts.get(origin.subprogram).map(|a| a.variables.len());
        match count {
            None => Err(format!(
                "abstract origin in abstract subprogram {} but there are only {}",
                origin.subprogram,
                abstracts.len()
            )),
            Some(n) if origin.variable >= n => Err(format!(
                "abstract origin is variable {} of abstract subprogram {} which has {n}",
                origin.variable, origin.subprogram
            )),
            Some(_) => Ok(()),
        }
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

#[cfg(test)]
mod tests {
    use crate::error::Error;
    use crate::input::{DebugInput, FrameConventions, FrameInfo, FunctionInfo, LineRow};
    use crate::source::*;
    use crate::{DwarfVersion, Endian};

    fn int() -> TypeInfo {
        TypeInfo::Base {
            name: "int".into(),
            byte_size: 4,
            encoding: 5,
        }
    }

    fn block(ranges: Vec<(u32, u32)>, children: Vec<ScopeInfo>) -> ScopeInfo {
        ScopeInfo {
            kind: ScopeKind::Lexical,
            ranges,
            variables: Vec::new(),
            children,
        }
    }

    fn variable(location: VarLocation) -> VariableInfo {
        VariableInfo {
            name: "x".into(),
            arg: None,
            ty: Some(0),
            decl: Some(Decl { file: 0, line: 1 }),
            location,
            abstract_origin: None,
        }
    }

    /// One 32-byte function `f` with a block [8, 24) and a variable.
    fn input() -> DebugInput {
        DebugInput {
            producer: "egret".into(),
            comp_dir: "/src".into(),
            files: vec!["a.c".into()],
            version: DwarfVersion::V5,
            endian: Endian::Big,
            code_align: 4,
            frame: FrameConventions::cpu0(),
            functions: vec![FunctionInfo {
                name: "f".into(),
                text_offset: 0,
                size: 32,
                decl_file: 0,
                decl_line: 1,
                external: true,
                rows: vec![LineRow::new(0, 0, 2, 1)],
                frame: FrameInfo::default(),
                source: FunctionSource {
                    variables: vec![variable(VarLocation::Single(LocExpr::Whole(
                        LocPlace::Frame(-4),
                    )))],
                    scopes: vec![block(vec![(8, 24)], Vec::new())],
                    ..Default::default()
                },
            }],
            source: SourceInfo {
                language: Some(0x1d),
                types: vec![int()],
                abstract_subprograms: vec![AbstractSubprogram {
                    name: "g".into(),
                    linkage_name: None,
                    decl: None,
                    external: false,
                    result: Some(0),
                    variables: Vec::new(),
                }],
                globals: Vec::new(),
            },
        }
    }

    fn message(input: &DebugInput) -> String {
        match input.validate() {
            Err(Error::InvalidInput(m)) => m,
            other => panic!("expected InvalidInput, got {other:?}"),
        }
    }

    fn with_scopes(scopes: Vec<ScopeInfo>) -> DebugInput {
        let mut i = input();
        i.functions[0].source.scopes = scopes;
        i
    }

    #[test]
    fn accepts_the_well_formed_unit() {
        assert_eq!(input().validate(), Ok(()));
    }

    #[test]
    fn rejects_references_out_of_range() {
        let mut i = input();
        i.source.types.push(TypeInfo::Pointer {
            pointee: Some(7),
            byte_size: 4,
        });
        assert!(message(&i).contains("type 1: names type 7 but there are only 2"));
        let mut i = input();
        i.functions[0].source.result = Some(1);
        assert!(message(&i).contains("function `f`: names type 1"));
        let mut i = input();
        i.source.abstract_subprograms[0].decl = Some(Decl { file: 2, line: 1 });
        assert!(message(&i).contains("declared in file 2 but there are only 1 files"));
        let mut i = input();
        i.functions[0].source.scopes[0].kind = ScopeKind::Inlined {
            origin: 3,
            call: Decl { file: 0, line: 4 },
            call_column: 0,
        };
        assert!(message(&i).contains("inlined from abstract subprogram 3"));
        let mut i = input();
        i.functions[0].source.variables[0].abstract_origin = Some(AbstractVariableRef {
            subprogram: 0,
            variable: 1,
        });
        assert!(message(&i).contains("variable 1 of abstract subprogram 0 which has 0"));
        let mut i = input();
        i.functions[0].source.variables[0].abstract_origin = Some(AbstractVariableRef {
            subprogram: 2,
            variable: 0,
        });
        assert!(message(&i).contains("abstract subprogram 2 but there are only 1"));
    }

    #[test]
    fn rejects_bad_names() {
        let mut i = input();
        i.functions[0].source.variables[0].name = "a\0b".into();
        assert!(message(&i).contains("NUL"));
        let mut i = input();
        i.source.types[0] = TypeInfo::Typedef {
            name: String::new(),
            base: None,
            decl: None,
        };
        assert!(message(&i).contains("type 0: name is empty"));
    }

    #[test]
    fn rejects_scopes_outside_their_parent_or_function() {
        let inner = block(vec![(4, 12)], Vec::new());
        let m = message(&with_scopes(vec![block(vec![(8, 24)], vec![inner])]));
        assert!(
            m.contains("scope 0.0: range 0 [0x4, 0xc) is not inside its parent"),
            "{m}"
        );
        let m = message(&with_scopes(vec![block(vec![(8, 36)], Vec::new())]));
        assert!(m.contains("ends past the function's end 0x20"), "{m}");
        let m = message(&with_scopes(vec![block(vec![(8, 8)], Vec::new())]));
        assert!(m.contains("is empty"), "{m}");
        let m = message(&with_scopes(vec![block(vec![(6, 8)], Vec::new())]));
        assert!(m.contains("not a multiple of code_align"), "{m}");
        let m = message(&with_scopes(vec![block(Vec::new(), Vec::new())]));
        assert!(m.contains("no code ranges"), "{m}");
    }

    #[test]
    fn rejects_unsorted_and_overlapping_ranges() {
        let m = message(&with_scopes(vec![block(
            vec![(16, 24), (8, 12)],
            Vec::new(),
        )]));
        assert!(m.contains("sorted and disjoint"), "{m}");
        let siblings = vec![
            block(vec![(8, 16)], Vec::new()),
            block(vec![(12, 20)], Vec::new()),
        ];
        let m = message(&with_scopes(siblings));
        assert!(m.contains("scopes 0 and 1 overlap at 0xc"), "{m}");
    }

    #[test]
    fn rejects_deep_nesting_without_recursing() {
        let mut scope = block(vec![(8, 24)], Vec::new());
        for _ in 0..100_000 {
            scope = block(vec![(8, 24)], vec![scope]);
        }
        let mut i = with_scopes(vec![scope]);
        let m = message(&i);
        assert!(m.contains("nested deeper than 256"), "{m}");
        assert!(crate::write_debug_sections(&i).is_err());
        // The generated drop glue would recurse 100k deep: unnest first.
        let mut pending = std::mem::take(&mut i.functions[0].source.scopes);
        while let Some(mut s) = pending.pop() {
            pending.append(&mut s.children);
        }
    }

    #[test]
    fn rejects_bad_location_lists() {
        let range = |start, end| LocRange {
            start,
            end,
            expr: LocExpr::Whole(LocPlace::Register(2)),
        };
        let mut i = input();
        let list = VarLocation::List(vec![range(0, 8), range(4, 12)]);
        i.functions[0].source.variables[0] = variable(list);
        assert!(message(&i).contains("location range 1 [0x4, 0xc) starts before"));
        i.functions[0].source.variables[0] = variable(VarLocation::List(vec![range(0, 40)]));
        assert!(message(&i).contains("past the function's end"));
        i.functions[0].source.variables[0] = variable(VarLocation::List(Vec::new()));
        assert!(message(&i).contains("empty location list"));
        let pieces = LocExpr::Pieces(vec![(None, 0)]);
        i.functions[0].source.variables[0] = variable(VarLocation::Single(pieces));
        assert!(message(&i).contains("a piece of 0 bytes"));
    }

    #[test]
    fn rejects_types_that_contain_themselves() {
        let mut i = input();
        i.source.types.push(TypeInfo::Typedef {
            name: "t".into(),
            base: Some(2),
            decl: None,
        });
        i.source.types.push(TypeInfo::Array {
            element: 1,
            counts: vec![Some(2)],
        });
        assert!(message(&i).contains("contains itself by value"));
        // Through a pointer it is fine: a linked list.
        let mut i = input();
        i.source.types.push(TypeInfo::Composite {
            kind: CompositeKind::Struct,
            name: Some("node".into()),
            byte_size: Some(4),
            members: vec![Member {
                name: Some("next".into()),
                ty: 2,
                bit_offset: 0,
                bit_size: None,
            }],
            decl: None,
        });
        i.source.types.push(TypeInfo::Pointer {
            pointee: Some(1),
            byte_size: 4,
        });
        assert_eq!(i.validate(), Ok(()));
    }

    #[test]
    fn rejects_misplaced_members() {
        let mut i = input();
        let member = |bit_offset, bit_size| Member {
            name: None,
            ty: 0,
            bit_offset,
            bit_size,
        };
        let composite = |m| TypeInfo::Composite {
            kind: CompositeKind::Union,
            name: None,
            byte_size: Some(4),
            members: vec![m],
            decl: None,
        };
        i.source.types.push(composite(member(3, None)));
        assert!(message(&i).contains("member 0: bit offset 3"));
        i.source.types[1] = composite(member(3, Some(0)));
        assert!(message(&i).contains("width 0"));
        i.source.types[1] = composite(member(3, Some(5)));
        assert_eq!(i.validate(), Ok(()));
    }
}
