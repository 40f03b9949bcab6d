; error: 4:3: in `@main`: the result of `load` has type `%P`; values must be integers, pointers or aggregates of those
%P = type opaque
define i64 @main(%P* %p) {
  %v = load %P, %P* %p
  ret i64 0
}
