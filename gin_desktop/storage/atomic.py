"""Atomic writes and keeping bad files aside: the two rules every stored file follows.

>>> import tempfile, pathlib
>>> d = pathlib.Path(tempfile.mkdtemp())
>>> atomic_write(d / "a.json", b"{}")
>>> (d / "a.json").read_bytes()
b'{}'
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import errno
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

#: No file this program writes comes near this; a bigger one is not ours (or hostile).
MAX_FILE_BYTES = 16 * 1024 * 1024


def _process_umask() -> int:
    mask = os.umask(0)  # the only way to read it; at import, before any thread writes a file
    os.umask(mask)
    return mask


#: New files get the permissions ``open()`` would give them (a temporary file gets 0600: an exported
#: match or CSV is the person's document, to share as any other).
_NEW_FILE_MODE = 0o666 & ~_process_umask()


class StorageError(OSError):
    """A file could not be written or moved; the message names the file and the cause."""


def atomic_write(path: Path, data: bytes, mode: int | None = None) -> None:
    """Replace ``path`` with ``data`` so that a crash at any moment leaves the old or the new file.

    ``mode``: the new file's permissions, set before ``data`` is written (a secret's file: 0o600, whatever
    the mode of the file it replaces); by default the replaced file's, or a new file's usual ones.

    The data goes to a temporary file in the same directory (same file system,
    so the rename is atomic), is flushed and fsynced, then ``os.replace``-d over
    the target; the directory is fsynced so the rename itself survives a power cut.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise StorageError(f"cannot write {path}: {exc.strerror or exc}") from exc
    try:
        with os.fdopen(fd, "wb") as f:
            if hasattr(os, "fchmod"):  # POSIX: a replaced file keeps its mode, a new one gets the usual
                os.fchmod(f.fileno(), _mode_for(path) if mode is None else mode)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise StorageError(f"cannot write {path}: {exc.strerror or exc}") from exc
        raise
    _fsync_dir(path.parent)


def _mode_for(path: Path) -> int:
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return _NEW_FILE_MODE


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:  # e.g. Windows cannot open directories; the rename is done anyway
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_limited(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path``; ``OSError`` if unreadable, ``ValueError`` if larger than ``limit``.

    ``IsADirectoryError`` (an ``OSError``) when a directory stands where the file
    should be, :class:`NotAFileError` for a pipe, socket or device: opening a
    named pipe for reading would wait for a writer forever, so only a regular
    file is ever opened (and opened without blocking, should one be swapped in).
    """
    path = Path(path)
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, "a directory stands where the file should be", str(path))
    _regular(os.stat(path).st_mode, path)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        _regular(os.fstat(fd).st_mode, path)
        data = f.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"{path.name} is larger than {limit:,} bytes, far larger than any file of ours")
    return data


class NotAFileError(OSError):
    """Something other than a regular file (a named pipe, a socket, a device) where a file should be."""


def _regular(mode: int, path: Path) -> None:
    if not stat.S_ISREG(mode):
        raise NotAFileError(errno.EINVAL, "not a regular file (a pipe, socket or device stands there)", str(path))


def move_aside(path: Path, now: Callable[[], _dt.datetime] | None = None) -> Path:
    """Rename a bad file (or directory) to ``<name>.bad-YYYYmmdd-HHMMSS[-n]`` and return the new path.

    An existing name is never reused: with a file, ``os.link`` refuses to
    overwrite, so even a race cannot clobber an earlier bad file.
    """
    path = Path(path)
    stamp = (now or _dt.datetime.now)().strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.bad-{stamp}" + (f"-{n}" if n > 1 else ""))
        if target.exists() or target.is_symlink():
            continue
        try:
            if path.is_dir() and not path.is_symlink():
                os.rename(path, target)
            else:
                try:
                    os.link(path, target, follow_symlinks=False)
                except FileExistsError:
                    continue
                except OSError:  # no hard links here (some file systems): plain rename after the check
                    os.rename(path, target)
                    return target
                os.unlink(path)
        except OSError as exc:
            raise StorageError(f"cannot move the bad file {path} aside: {exc.strerror or exc}") from exc
        return target
    raise StorageError(f"cannot move the bad file {path} aside: too many earlier bad files")
