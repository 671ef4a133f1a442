"""TLS: given a certificate the server speaks wss://, and a client that trusts it plays a whole match."""

from __future__ import annotations

import shutil
import ssl
import subprocess
from pathlib import Path

import pytest
from net_helpers import FAST, play_out, run, seeded
from websockets.exceptions import InvalidHandshake

from gin_desktop.net.client import Client
from gin_desktop.net.server import GameServer


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command to make a certificate")
def test_a_match_over_tls(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                    "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    server_tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_tls.load_cert_chain(cert, key)
    client_tls = ssl.create_default_context(cafile=str(cert))

    async def main() -> None:
        server = GameServer(FAST, deals=seeded(40))
        port = await server.start("127.0.0.1", 0, server_tls)
        try:
            with pytest.raises((OSError, InvalidHandshake, TimeoutError)):  # plain WebSocket to a TLS port: no
                await Client.connect(f"ws://127.0.0.1:{port}", open_timeout=3)
            client = await Client.connect(f"wss://localhost:{port}", client_tls)
            await client.create("house", ["person", "beginner"], take=0, name="tls")
            (result,) = await play_out([client])
            assert result.finished and result.deals_verified == result.hands
        finally:
            await server.close()

    run(main())
