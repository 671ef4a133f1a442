"""TLS for the game's own dialogs: the contexts a seat connects with and a table hosted here serves with.

A seat that joins over a secure connection (``wss://``) checks the server's
certificate against the system's certificate authorities, or against a file
the player chose (a server with a self-signed certificate hands its
certificate to its players). A table hosted here serves ``wss://`` when given
a certificate and its key; the host's own seat, on the loopback, trusts that
certificate only. A file that cannot be used raises :class:`TlsFileError`
naming the file and why, never a bare ``ssl`` or ``OSError``.

>>> secure_url("ws://example.org:8765", True), secure_url("wss://example.org", False), secure_url("host:1", True)
('wss://example.org:8765', 'ws://example.org', 'wss://host:1')
>>> try:
...     client_context("/no/such/file.pem")
... except TlsFileError as exc:
...     exc.path
'/no/such/file.pem'
"""

from __future__ import annotations

import ssl
from pathlib import Path


class TlsFileError(ValueError):
    """A certificate or key file that cannot be used: ``path`` and ``detail`` (the library's reason)."""

    def __init__(self, path: str, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.detail = detail


def _reason(exc: Exception) -> str:
    if isinstance(exc, ssl.SSLError):
        return exc.reason or str(exc)
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc)


def client_context(cafile: str | Path | None = None) -> ssl.SSLContext:
    """A seat's context: the system's certificate authorities, or (``cafile``) the certificate or CA the
    player chose to trust, with the server's name checked either way."""
    context = ssl.create_default_context()
    if cafile:
        path = str(cafile)
        try:
            if not Path(path).is_file():
                raise FileNotFoundError(2, "no such file", path)
            context = ssl.create_default_context(cafile=path)
        except (OSError, ssl.SSLError, ValueError) as exc:
            raise TlsFileError(path, _reason(exc)) from None
    return context


def server_context(cert: str | Path, key: str | Path) -> ssl.SSLContext:
    """A table server's context from a certificate chain and its private key (PEM files)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    for path in (cert, key):
        if not Path(path).is_file():
            raise TlsFileError(str(path), "no such file")
    try:
        context.load_cert_chain(str(cert), str(key))
    except (OSError, ssl.SSLError, ValueError) as exc:
        raise TlsFileError(f"{cert}, {key}", _reason(exc)) from None
    return context


def loopback_context(cert: str | Path) -> ssl.SSLContext:
    """The host's own seat at a table served here: it trusts the certificate it serves (and the system's
    authorities); the name is not checked, as the seat connects to 127.0.0.1, not to the certificate's name."""
    context = ssl.create_default_context()
    try:
        context.load_verify_locations(cafile=str(cert))
    except (OSError, ssl.SSLError, ValueError) as exc:
        raise TlsFileError(str(cert), _reason(exc)) from None
    context.verify_flags |= ssl.VERIFY_X509_PARTIAL_CHAIN  # a certificate signed by a CA: trust it as it is
    context.check_hostname = False
    return context


def secure_url(url: str, secure: bool) -> str:
    """``url`` with the scheme a secure (``wss://``) or plain (``ws://``) connection needs."""
    url = url.strip()
    rest = url.split("://", 1)[1] if "://" in url else url
    return f"{'wss' if secure else 'ws'}://{rest}"


def is_tls_failure(exc: BaseException) -> bool:
    """Whether a connection failed in the TLS handshake (a certificate not trusted, no TLS at the other end)."""
    return isinstance(exc, ssl.SSLError | ssl.CertificateError)


__all__ = ["TlsFileError", "client_context", "is_tls_failure", "loopback_context", "secure_url", "server_context"]
