use super::*;
use crate::testutil::run_pass_printed;

fn sink(src: &str) -> String {
    run_pass_printed(src, |f, m| run(f, &m.types))
}

/// The position of the line holding `needle` in the printed module.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("`{needle}` not in\n{text}"))
}

const ARRAY_ROUND: &str = "
@a = global [4 x i64] [i64 1, i64 2, i64 3, i64 4]
define i64 @main() {
entry:
  %p1 = getelementptr [4 x i64], ptr @a, i32 0, i32 1
  %p2 = getelementptr [4 x i64], ptr @a, i32 0, i32 2
  %p3 = getelementptr [4 x i64], ptr @a, i32 0, i32 3
  %x0 = load i64, ptr @a
  %x1 = load i64, ptr %p1
  %x2 = load i64, ptr %p2
  %x3 = load i64, ptr %p3
  %s0 = add i64 %x0, 7
  %s1 = xor i64 %s0, %x1
  %s2 = mul i64 %s1, %x2
  %s3 = sub i64 %s2, %x3
  store i64 %s3, ptr @a
  ret i64 %s3
}
";

#[test]
fn loads_move_down_to_their_first_use() {
    let out = sink(ARRAY_ROUND);
    // Each load now sits just before the instruction that reads it, its
    // address computation with it.
    assert_eq!(line_of(&out, "%x1 = load") + 1, line_of(&out, "%s1 = xor"));
    assert_eq!(line_of(&out, "%x2 = load") + 1, line_of(&out, "%s2 = mul"));
    assert_eq!(line_of(&out, "%x3 = load") + 1, line_of(&out, "%s3 = sub"));
    assert_eq!(
        line_of(&out, "%p3 = getelementptr") + 1,
        line_of(&out, "%x3 = load")
    );
}

#[test]
fn a_load_does_not_pass_a_store_or_a_call() {
    let out = sink(
        "
@a = global i64 5
define i64 @main() {
entry:
  %x = load i64, ptr @a
  %y = load i64, ptr @a
  store i64 9, ptr @a
  call void @touch()
  %s = add i64 %x, 1
  %t = add i64 %s, %y
  ret i64 %t
}
define void @touch() {
entry:
  ret void
}
",
    );
    assert!(line_of(&out, "%x = load") < line_of(&out, "store i64 9"));
    assert!(line_of(&out, "%y = load") < line_of(&out, "store i64 9"));
}

#[test]
fn a_value_whose_operands_die_stays_where_it_is() {
    // Moving `%s` down to its use would keep `%x` and `%y` (four words)
    // alive instead of `%s` (two).
    let out = sink(
        "
@a = global i64 5
@b = global i64 6
define i64 @main() {
entry:
  %x = load i64, ptr @a
  %y = load i64, ptr @b
  %s = add i64 %x, %y
  %k = load i64, ptr @b
  %m = mul i64 %k, %k
  %n = mul i64 %m, %k
  %t = add i64 %n, %s
  ret i64 %t
}
",
    );
    assert_eq!(line_of(&out, "%s = add") + 1, line_of(&out, "%k = load"));
}

#[test]
fn a_volatile_load_stays_in_place() {
    let out = sink(
        "
@a = global i64 5
define i64 @main() {
entry:
  %x = load volatile i64, ptr @a
  %k = load i64, ptr @a
  %m = mul i64 %k, %k
  %t = add i64 %m, %x
  ret i64 %t
}
",
    );
    assert!(line_of(&out, "%x = load volatile") < line_of(&out, "%k = load"));
    assert_eq!(line_of(&out, "%k = load") + 1, line_of(&out, "%m = mul"));
}

#[test]
fn nothing_to_do_reports_no_change() {
    let (m, f) = crate::testutil::parse_fn(
        "define i64 @f(i64 %x) {
         entry:
           %y = add i64 %x, 1
           %z = add i64 %y, 2
           ret i64 %z
         }",
    );
    let mut body = m.funcs[f].body.clone().expect("defined");
    assert!(!run(&mut body, &m.types));
}
