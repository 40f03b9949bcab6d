//! The `egret` command line.
fn main() {}
