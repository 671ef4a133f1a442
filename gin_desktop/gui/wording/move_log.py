"""The move log (issue 13): the hand's public events in words, and the other seat's news on the status line.

Worded from the person's ``SeatView`` only: an opponent's stock draw is never named.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawStock,
    EndLayoffs,
    Knock,
    KnockFaceDown,
    LayOff,
    LayOut,
    Pass,
    TableView,
    TakeDiscard,
)
from gin_desktop.gui.wording.status import player_name
from gin_desktop.gui.wording.values import card_name, cards_text, fmt

# One sentence per public event, "you" and the others worded apart (verbs agree in Spanish).


def move_text(t: TableView, player: int, action: Action, card: Card | None = None,
              upcard: Card | None = None, laid_off: int | None = None) -> str:
    """A public action of ``player`` as the table's move log and the screen reader say it.

    ``card`` is the event's card (the one taken, or drawn when the person drew it: an
    opponent's stock draw is never named); ``upcard`` names the card a pass refused;
    ``laid_off`` counts the cards ``player`` laid off before ending the layoffs (0: it says
    so, as the hand result's "Nothing could be laid off" does)."""
    mine = player == t.player
    who = player_name(t, player)
    name = card_name(card) if card is not None else ""
    up = card_name(upcard) if upcard is not None else ""
    if isinstance(action, Pass):
        return fmt(
            QCoreApplication.translate("Wording", "You passed the %1")
            if mine
            else QCoreApplication.translate("Wording", "%2 passed the %1"),
            up,
            who,
        )
    if isinstance(action, DrawStock):
        if mine and card is not None:
            return fmt(QCoreApplication.translate("Wording", "You drew the %1 from the stock"), name)
        return (
            QCoreApplication.translate("Wording", "You drew from the stock")
            if mine
            else fmt(QCoreApplication.translate("Wording", "%1 drew from the stock"), who)
        )
    if isinstance(action, TakeDiscard):
        return fmt(QCoreApplication.translate("Wording", "You took the %1 from the discard pile") if mine
                   else QCoreApplication.translate("Wording", "%2 took the %1 from the discard pile"), name, who)
    if isinstance(action, Discard):
        return fmt(
            QCoreApplication.translate("Wording", "You discarded the %1")
            if mine
            else QCoreApplication.translate("Wording", "%2 discarded the %1"),
            card_name(action.card),
            who,
        )
    if isinstance(action, BigGin):
        return (
            QCoreApplication.translate("Wording", "You declared big gin")
            if mine
            else fmt(QCoreApplication.translate("Wording", "%1 declared big gin"), who)
        )
    if isinstance(action, Knock) and mine:
        return fmt(
            QCoreApplication.translate("Wording", "You knocked, discarding the %1 face down"), card_name(action.card)
        )
    if isinstance(action, (Knock, KnockFaceDown)):  # an opponent's knock card stays hidden (R8)
        return fmt(QCoreApplication.translate("Wording", "%1 knocked"), who)
    if isinstance(action, LayOut):
        melds = " | ".join(cards_text(m) for m in action.melds)
        return fmt(
            QCoreApplication.translate("Wording", "You laid out %1")
            if mine
            else QCoreApplication.translate("Wording", "%2 laid out %1"),
            melds,
            who,
        )
    if isinstance(action, LayOff):
        return fmt(
            QCoreApplication.translate("Wording", "You laid off the %1")
            if mine
            else QCoreApplication.translate("Wording", "%2 laid off the %1"),
            card_name(action.card),
            who,
        )
    if isinstance(action, EndLayoffs) and laid_off == 0:
        return (
            QCoreApplication.translate("Wording", "You laid nothing off")
            if mine
            else fmt(QCoreApplication.translate("Wording", "%1 laid nothing off"), who)
        )
    if isinstance(action, EndLayoffs):
        return (
            QCoreApplication.translate("Wording", "You finished laying off")
            if mine
            else fmt(QCoreApplication.translate("Wording", "%1 finished laying off"), who)
        )
    return fmt("%1: %2", who, str(action))


def hand_start_text(number: int, upcard: Card | None) -> str:
    """The first line of a hand's move log."""
    if upcard is None:
        return fmt(QCoreApplication.translate("Wording", "Hand %1 dealt"), number)
    return fmt(QCoreApplication.translate("Wording", "Hand %1 dealt: the upcard is the %2"), number, card_name(upcard))


def move_log(t: TableView | None, hold_layoffs: bool = False) -> list[str]:
    """Every public event of the hand in play, oldest first, as the person's view tells it.

    ``hold_layoffs``: without the defender's layoffs, while a dialog shows them one by one."""
    if t is None:
        return []
    view = t.view
    lines = [hand_start_text(t.hand_number, view.upcard)]
    knocker = view.knocker
    for i, e in enumerate(view.history):
        if hold_layoffs and e.seat != knocker and isinstance(e.action, (LayOff, EndLayoffs)):
            continue
        player = t.seat_players[e.seat]
        card = (
            e.card if (player == t.player or not isinstance(e.action, DrawStock)) else None
        )  # others' draws stay unnamed
        lines.append(move_text(t, player, e.action, card, view.upcard, _laid_off(view.history[:i], e.seat)))
    return lines


def _laid_off(history, seat: int) -> int:
    """How many cards ``seat`` laid off in ``history`` (the events before its end of layoffs)."""
    return sum(1 for e in history if e.seat == seat and isinstance(e.action, LayOff))


def status_with_news(t: TableView | None, text: str) -> str:
    """The status line: the other seat's last move first ("Computer discarded the J♣."), then ``text``."""
    if t is None or not t.view.history or t.hand_over:
        return text
    view = t.view
    last = view.history[-1]
    player = t.seat_players[last.seat]
    if player == t.player:
        return text
    card = last.card if not isinstance(last.action, DrawStock) else None
    news = move_text(t, player, last.action, card, view.upcard, _laid_off(view.history[:-1], last.seat))
    return fmt(QCoreApplication.translate("Wording", "%1. %2"), news, text)
