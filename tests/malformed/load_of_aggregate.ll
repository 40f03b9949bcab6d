; error: 4:3: in `@main`: the result of `load` has type `%P`; values must be integers or pointers
%P = type { i64, i64 }
define i64 @main(%P* %p) {
  %v = load %P, %P* %p
  ret i64 0
}
