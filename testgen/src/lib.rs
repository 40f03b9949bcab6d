//! placeholder, replaced by the generator.
