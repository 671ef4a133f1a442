"""The two commands: gin-desktop-server in its own process, and bots (a level, a bring-your-own player)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(Path(__file__).parent)])}


def test_server_and_bots_play_a_match_over_real_processes(tmp_path: Path) -> None:
    server = subprocess.Popen(
        [sys.executable, "-m", "gin_desktop.net.cli", "--port", "0", "--rate", "2000", "--burst", "2000",
         "--save-dir", str(tmp_path), "--standin", "beginner", "--log-level", "WARNING"],
        stdout=subprocess.PIPE, text=True, env=env(), cwd=tmp_path)
    try:
        assert server.stdout is not None
        first = server.stdout.readline()
        assert first.startswith("gin-desktop-server listening on ws://127.0.0.1:"), first
        url = first.split()[3]
        bot = [sys.executable, "-m", "gin_desktop.net.bot", "--url", url]
        host = subprocess.Popen([*bot, "--create", "house", "--seats", "person,person", "--level", "beginner"],
                                stdout=subprocess.PIPE, text=True, env=env())
        assert host.stdout is not None
        code = host.stdout.readline().split()[1]
        guest = subprocess.run([*bot, "--code", code, "--player", "byo_player:make"], capture_output=True,
                               text=True, env=env(), timeout=60)
        out, _ = host.communicate(timeout=60)
        assert host.returncode == 0 and guest.returncode == 0, guest.stderr
        for text in (out, guest.stdout):
            verified, hands = text.split("deals verified")[0].split()[-1].split("/")
            assert verified == hands and int(hands) >= 1
        bad = subprocess.run([*bot, "--code", code, "--player", "no_such_module:x"], capture_output=True, text=True,
                             env=env(), timeout=30)
        assert bad.returncode == 2 and "cannot load player" in bad.stderr
        late = subprocess.run([*bot, "--code", code], capture_output=True, text=True, env=env(), timeout=30)
        assert late.returncode == 2 and late.stderr.startswith("bot: the server refused: "), late.stderr
        assert "Traceback" not in late.stderr
    finally:
        server.send_signal(signal.SIGTERM)
        rest, _ = server.communicate(timeout=20)
    assert server.returncode == 0 and "stopped" in rest


def test_server_refuses_half_a_tls_setup() -> None:
    done = subprocess.run([sys.executable, "-m", "gin_desktop.net.cli", "--cert", "x.pem"], capture_output=True,
                          text=True, env=env(), timeout=30)
    assert done.returncode == 2 and "--cert and --key go together" in done.stderr
