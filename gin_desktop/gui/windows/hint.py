"""The hint (H) in words: the advisor's best move and its reason for the status line.

The move is worded by ``dialogs.wording.action_text``, the one wording of an
action that the adviser panel uses too.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import Card

from gin_desktop.gui.wording import action_text, fmt, reason_text



def hint_text(best, discard_top: Optional[Card] = None) -> str:
    """The status line for an advisor's suggestion: "Hint: Take the 7♥ — <why>" (the reason when it has one).

    ``discard_top`` names the card that taking the discard would take."""
    text = fmt(QCoreApplication.translate("MainWindow", "Hint: %1"), action_text(best.action, discard_top))
    reason = getattr(best, "reason", None)
    if reason is not None:
        text += " — " + reason_text(reason)
    return text
