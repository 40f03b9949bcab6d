; error: 5:3: in `@main`: struct index 2 is out of range for `%P` (2 fields)
%P = type { i64, i64 }
define i64 @main() {
  %p = alloca %P
  %f = getelementptr %P, %P* %p, i32 0, i32 2
  ret i64 0
}
