//! A fast, non-cryptographic hasher for the front end's internal maps.
//!
//! The resolver looks up every name it meets in hash maps keyed by short
//! strings and entity indices; the standard SipHash is built to resist
//! collision attacks and costs far more than the lookup itself here. This is
//! the multiply-rotate hash rustc uses ("FxHash"). Iteration order of these
//! maps never reaches any output.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The Fx hasher.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("chunks of 8")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            // Assembled by hand: a variable-length copy would call memmove.
            let word = rest
                .iter()
                .enumerate()
                .fold(0u64, |w, (i, &b)| w | (b as u64) << (8 * i));
            self.add(word);
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A `HashMap` with [`FxHasher`].
pub(crate) type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;
/// A `HashSet` with [`FxHasher`].
pub(crate) type FxSet<K> = HashSet<K, BuildHasherDefault<FxHasher>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_work_and_hashes_differ() {
        let mut m: FxMap<String, u32> = FxMap::default();
        for i in 0..1000 {
            m.insert(format!("v{i}"), i);
        }
        assert_eq!(m.get("v517"), Some(&517));
        let h = |s: &str| {
            let mut x = FxHasher::default();
            x.write(s.as_bytes());
            x.finish()
        };
        assert_ne!(h("abc"), h("abd"));
        assert_ne!(h("ab"), h("ba"));
    }
}
