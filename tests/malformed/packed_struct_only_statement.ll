; error: 3:16: scalable vectors are not supported
define i32 @main() {
  %x = alloca <vscale x 4 x i32>
}
