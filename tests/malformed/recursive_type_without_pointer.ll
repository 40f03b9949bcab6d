; error: 2:1: type `%A` contains itself without a pointer in between
%A = type { i64, %B }
%B = type { %A }
define i64 @main() {
  ret i64 0
}
