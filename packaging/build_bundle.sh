#!/usr/bin/env bash
# Build the one-folder PyInstaller bundle: <DIST>/gin-desktop/gin-desktop (default DIST=dist).
#   packaging/build_bundle.sh [DIST] [WORK]
# Needs PyInstaller in the Python that runs it ($PYTHON, default python3):
#   pip install "pyinstaller>=6.10,<7"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dist="$(realpath -m "${1:-$root/dist}")"
work="$(realpath -m "${2:-$root/build/pyinstaller}")"
cd "$root"
"${PYTHON:-python3}" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$dist" --workpath "$work" packaging/pyinstaller/gin-desktop.spec
echo "bundle: $dist/gin-desktop/gin-desktop"
