; error: 5:3: in `@main`: index into struct `%P` must be a constant
%P = type { i64, i64 }
define i64 @main(i32 %k) {
  %p = alloca %P
  %f = getelementptr %P, %P* %p, i32 0, i32 %k
  ret i64 0
}
