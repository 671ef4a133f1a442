"""The coach tests reuse the AI tests' hand-worked deals (tests/ai/ai_helpers.py)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ai"))
