"""The hint (H) in words: the advisor's best move and its reason for the status line."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import BigGin, Discard, DrawStock, EndLayoffs, Knock, LayOff, LayOut, Pass, TakeDiscard

from .dialogs.wording import reason_text


def _tr(text: str) -> str:
    """Under MainWindow, where the catalogue files these strings (i18n/extract.py wants the wrapper in this file)."""
    return QCoreApplication.translate("MainWindow", text)


def describe_action(action) -> str:
    """An action in words for the status line ("Discard the 9♣")."""
    if isinstance(action, DrawStock):
        return _tr("draw from the stock")
    if isinstance(action, TakeDiscard):
        return _tr("take the discard")
    if isinstance(action, Pass):
        return _tr("pass")
    if isinstance(action, Discard):
        return _tr("discard the %1").replace("%1", action.card.pretty())
    if isinstance(action, Knock):
        return _tr("knock with the %1").replace("%1", action.card.pretty())
    if isinstance(action, BigGin):
        return _tr("declare big gin")
    if isinstance(action, LayOff):
        return _tr("lay off the %1").replace("%1", action.card.pretty())
    if isinstance(action, EndLayoffs):
        return _tr("finish laying off")
    if isinstance(action, LayOut):
        return _tr("lay out your melds")
    return str(action)


def hint_text(best) -> str:
    """The status line for an advisor's suggestion: "Hint: <the move> — <why>" (the reason when it has one)."""
    text = _tr("Hint: %1").replace("%1", describe_action(best.action))
    reason = getattr(best, "reason", None)
    if reason is not None:
        text += " — " + reason_text(reason)
    return text
