//! Where the CLI's output goes: files named by `-o`, standard output and
//! standard error, every write checked.
//!
//! `-o PATH` behaves as `cc -o` does. A regular file (or a path that does
//! not exist yet) is replaced atomically: the bytes go to a temporary file
//! in the same directory (`tempfile`), which is renamed over the target
//! only once they are all written, so readers never see a partial file and
//! a failure leaves the old file as it was. The temporary is removed on
//! every error path, a full disk included. A symbolic link is followed and
//! its final target replaced the same way, so the link stays a link (a
//! dangling link is written through, which creates its target, as `cc`'s
//! `fopen` does). A device, a FIFO or any other non-regular file is opened
//! and written directly: `-o /dev/null` discards, `-o fifo` feeds a reader,
//! and nothing is ever renamed over them. Apart from the short-lived
//! temporary, nothing outside the named path is created or removed.
//!
//! Writes to standard output and standard error go through [`print_stdout`]
//! and [`print_stderr`], which turn a failed write (`> /dev/full`, a closed
//! pipe) into a [`CliError`] instead of the panic `print!` would raise, and
//! [`CheckedSink`] records the first failed write of a simulated program's
//! output so that `egret run` can report it.

use super::error::CliError;
use std::fs::{self, OpenOptions, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Writes `bytes` to `path` as `cc -o` does (see the module doc); the path
/// `-` means standard output.
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    if path.as_os_str() == "-" {
        return print_stdout(bytes);
    }
    let fail = |e: io::Error| CliError::new(format!("error: cannot write {}: {e}", path.display()));
    match fs::metadata(path) {
        Ok(meta) if meta.is_file() => {
            // `canonicalize` follows every link, so a symlink's final target
            // is the file replaced and the link itself stays.
            let target = fs::canonicalize(path).map_err(fail)?;
            replace_atomically(&target, bytes, Some(meta.permissions())).map_err(fail)
        }
        Ok(meta) if meta.is_dir() => Err(CliError::new(format!(
            "error: cannot write {}: it is a directory",
            path.display()
        ))),
        Ok(_) => write_in_place(path, bytes).map_err(fail),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            if fs::symlink_metadata(path).is_ok() {
                // A dangling symlink: write through it, creating its target.
                write_in_place(path, bytes).map_err(fail)
            } else {
                replace_atomically(path, bytes, None).map_err(fail)
            }
        }
        Err(e) => Err(fail(e)),
    }
}

/// Writes `bytes` to a temporary file next to `target` and renames it over
/// `target`. The new file gets `permissions` (those of the file it
/// replaces) or, for a new file, 0666 less the umask, as `fopen` gives.
/// The temporary is deleted on every error (it is a `NamedTempFile` until
/// the rename succeeds).
fn replace_atomically(
    target: &Path,
    bytes: &[u8],
    permissions: Option<Permissions>,
) -> io::Result<()> {
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target
        .file_name()
        .map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
    let mut tmp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .permissions(Permissions::from_mode(0o666))
        .tempfile_in(&dir)?;
    tmp.write_all(bytes)?;
    tmp.flush()?;
    if let Some(p) = permissions {
        tmp.as_file().set_permissions(p)?;
    }
    tmp.persist(target).map_err(|e| e.error)?;
    Ok(())
}

/// Opens an existing non-regular file (device, FIFO, socket) or a dangling
/// symlink for writing and writes `bytes` into it, as `fopen(path, "w")`
/// would: no temporary, no rename.
fn write_in_place(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .open(path)?;
    file.write_all(bytes)?;
    file.flush()
}

/// Writes `bytes` to standard output and flushes it.
pub fn print_stdout(bytes: &[u8]) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(|e| CliError::new(format!("error: cannot write to standard output: {e}")))
}

/// Writes `text` to standard error.
pub fn print_stderr(text: &str) -> Result<(), CliError> {
    let mut err = io::stderr().lock();
    err.write_all(text.as_bytes())
        .and_then(|()| err.flush())
        .map_err(|e| CliError::new(format!("error: cannot write to standard error: {e}")))
}

/// A writer that passes bytes on to `inner` until a write fails, then keeps
/// the first error (readable through [`CheckedSink::error_handle`]) and
/// drops everything after it. The simulator ignores its output sink's
/// errors; this is how `egret run` still learns that the program's output
/// was lost.
pub struct CheckedSink<W> {
    inner: W,
    error: Arc<Mutex<Option<io::Error>>>,
}

/// The first error a [`CheckedSink`] met, shared with its owner.
pub type SinkError = Arc<Mutex<Option<io::Error>>>;

impl<W: Write> CheckedSink<W> {
    /// A sink writing to `inner`.
    pub fn new(inner: W) -> Self {
        CheckedSink {
            inner,
            error: Arc::new(Mutex::new(None)),
        }
    }

    /// Where the first failed write's error is kept.
    pub fn error_handle(&self) -> SinkError {
        Arc::clone(&self.error)
    }

    fn record(&mut self, result: io::Result<()>) -> io::Result<()> {
        if let Err(e) = result {
            let message = io::Error::new(e.kind(), e.to_string());
            if let Ok(mut slot) = self.error.lock() {
                slot.get_or_insert(message);
            }
            return Err(e);
        }
        Ok(())
    }

    fn failed(&self) -> bool {
        self.error.lock().map_or(true, |slot| slot.is_some())
    }
}

impl<W: Write> Write for CheckedSink<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.failed() {
            return Ok(buf.len());
        }
        let result = self.inner.write_all(buf);
        self.record(result).map(|()| buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.failed() {
            return Ok(());
        }
        let result = self.inner.flush();
        self.record(result)
    }
}

/// Takes the error a [`CheckedSink`] recorded, if any.
pub fn take_sink_error(handle: &SinkError) -> Option<io::Error> {
    handle.lock().ok().and_then(|mut slot| slot.take())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names in `dir`, sorted.
    fn listing(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_failed_rename_leaves_no_temporary_and_the_target_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out");
        fs::create_dir(&target).unwrap();
        fs::write(target.join("keep"), b"x").unwrap();
        // Renaming a file over a non-empty directory fails after the bytes
        // were written to the temporary.
        let err = replace_atomically(&target, b"new bytes", None).unwrap_err();
        assert!(!err.to_string().is_empty());
        assert_eq!(listing(dir.path()), ["out"]);
        assert_eq!(listing(&target), ["keep"]);
    }

    #[test]
    fn replacing_keeps_the_old_mode_and_new_files_get_the_umask_default() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join("old");
        fs::write(&old, b"old").unwrap();
        fs::set_permissions(&old, Permissions::from_mode(0o640)).unwrap();
        write_output(&old, b"new").unwrap();
        assert_eq!(fs::read(&old).unwrap(), b"new");
        let mode = fs::metadata(&old).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
        let new = dir.path().join("new");
        write_output(&new, b"abc").unwrap();
        let mode = fs::metadata(&new).unwrap().permissions().mode() & 0o777;
        assert_ne!(mode & 0o044, 0, "not the 0600 of a temporary: {mode:o}");
        assert_eq!(listing(dir.path()), ["new", "old"]);
    }

    #[test]
    fn a_checked_sink_keeps_the_first_error_and_drops_the_rest() {
        struct Full;
        impl Write for Full {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::Error::from_raw_os_error(28))
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut sink = CheckedSink::new(Full);
        let handle = sink.error_handle();
        assert!(sink.write_all(b"a").is_err());
        assert!(sink.write_all(b"b").is_ok(), "later writes are dropped");
        let e = take_sink_error(&handle).expect("recorded");
        assert_eq!(e.raw_os_error(), None);
        assert!(e.to_string().contains("No space left"), "{e}");
    }
}
