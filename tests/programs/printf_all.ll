; printf_all: every printf directive of docs/runtime.md (%d %i %u %ld %lld %li %lli %lu %llu %x %lx %llx %c %s %%) at the edges of their ranges, many arguments in one call, and printf's return value (bytes written)
; ret: 70
declare i32 @printf(i8*, ...)

@f.d = global [27 x i8] c"d: %d %d %d %d | i: %i %i\0A\00"
@f.u = global [13 x i8] c"u: %u %u %u\0A\00"
@f.ld = global [52 x i8] c"ld: %ld %ld | lld: %lld %lld | li: %li | lli: %lli\0A\00"
@f.lu = global [30 x i8] c"lu: %lu %lu | llu: %llu %llu\0A\00"
@f.x = global [16 x i8] c"x: %x %x %x %x\0A\00"
@f.lx = global [30 x i8] c"lx: %lx %lx | llx: %llx %llx\0A\00"
@f.c = global [18 x i8] c"c: [%c%c%c] [%c]\0A\00"
@f.s = global [19 x i8] c"s: <%s> <%s> <%s>\0A\00"
@f.pct = global [34 x i8] c"100%% of %d%%, %%d stays literal\0A\00"
@f.plain = global [22 x i8] c"no directives at all\0A\00"
@f.mix = global [38 x i8] c"mix: %d|%lld|%s|%c|%x|%llu|%i|%lx|%u\0A\00"
@f.count = global [25 x i8] c"bytes written: %d %d %d\0A\00"
@s.hello = global [13 x i8] c"hello, world\00"
@s.empty = global [1 x i8] c"\00"
@s.tab = global [4 x i8] c"a\09b\00"

define i32 @main() {
entry:
  %fd = getelementptr [27 x i8], [27 x i8]* @f.d, i64 0, i64 0
  %n1 = call i32 (i8*, ...) @printf(i8* %fd, i32 0, i32 -1, i32 2147483647, i32 -2147483648, i32 42, i32 -42)
  %fu = getelementptr [13 x i8], [13 x i8]* @f.u, i64 0, i64 0
  %n2 = call i32 (i8*, ...) @printf(i8* %fu, i32 0, i32 -1, i32 -2147483648)
  %fld = getelementptr [52 x i8], [52 x i8]* @f.ld, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fld, i64 9223372036854775807, i64 -9223372036854775808, i64 4294967296, i64 -4294967297, i64 -1, i64 1234567890123)
  %flu = getelementptr [30 x i8], [30 x i8]* @f.lu, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %flu, i64 -1, i64 9223372036854775808, i64 18446744069414584320, i64 0)
  %fx = getelementptr [16 x i8], [16 x i8]* @f.x, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fx, i32 0, i32 255, i32 -1, i32 -559038737)
  %flx = getelementptr [30 x i8], [30 x i8]* @f.lx, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %flx, i64 -9223372036854775808, i64 4294967295, i64 81985529216486895, i64 -1)
  %fc = getelementptr [18 x i8], [18 x i8]* @f.c, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fc, i32 69, i32 103, i32 116, i32 322)
  %fs = getelementptr [19 x i8], [19 x i8]* @f.s, i64 0, i64 0
  %sh = getelementptr [13 x i8], [13 x i8]* @s.hello, i64 0, i64 0
  %se = getelementptr [1 x i8], [1 x i8]* @s.empty, i64 0, i64 0
  %st = getelementptr [4 x i8], [4 x i8]* @s.tab, i64 0, i64 0
  %n3 = call i32 (i8*, ...) @printf(i8* %fs, i8* %sh, i8* %se, i8* %st)
  %fp = getelementptr [34 x i8], [34 x i8]* @f.pct, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fp, i32 50)
  %fpl = getelementptr [22 x i8], [22 x i8]* @f.plain, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fpl)
  %fm = getelementptr [38 x i8], [38 x i8]* @f.mix, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fm, i32 -7, i64 -8589934592, i8* %sh, i32 90, i32 48879, i64 12345678901234567890, i32 -2147483648, i64 305419896, i32 3000000000)
  %fcount = getelementptr [25 x i8], [25 x i8]* @f.count, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fcount, i32 %n1, i32 %n2, i32 %n3)
  %r = add i32 %n1, %n2
  ret i32 %r
}
