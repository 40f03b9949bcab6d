; error: 3:1: redefinition of type `%T`
%T = type { i64 }
%T = type { i8 }
define i64 @main() {
  ret i64 0
}
