"""Shared helpers of the network tests: an in-process server on a free loopback port, seeded deals."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
