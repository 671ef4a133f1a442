"""Every translated sentence about the game: engine values (actions, hand endings, roles, melds), the status line.

The engine never words anything (it has enums and notation); every phrase a
dialog shows comes from here, through ``QCoreApplication.translate`` with the
context ``"Wording"`` so lupdate extracts it. Numbers and card names are
formatted into whole translated templates, never glued from fragments.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from gin_desktop.engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawStock,
    EndLayoffs,
    HandEnd,
    HandScore,
    Knock,
    LayOff,
    LayOut,
    Meld,
    MeldKind,
    Pass,
    Phase,
    Rules,
    TakeDiscard,
)

if TYPE_CHECKING:
    from gin_desktop.engine import Match
    from gin_desktop.gui.controller import GameController



def fmt(template: str, *args: object) -> str:
    """Fill ``%1``, ``%2`` … of a translated template (Qt's placeholder style).

    >>> fmt("%2 before %1", "b", "a")
    'a before b'
    """
    out = template
    for i in range(len(args), 0, -1):  # %10 before %1
        out = out.replace(f"%{i}", str(args[i - 1]))
    return out


class _Plurals(QObject):
    """Counted nouns. lupdate files a %n string as plural only from a ``self.tr(text, "", n)`` call."""

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)


def points_text(n: int) -> str:
    """"1 point", "20 points" (the catalogues hold the plural forms, English included)."""
    return _Plurals().points(n)


def card_name(card: Card) -> str:
    """``7♥``: rank and suit symbol, the same in every language."""
    return card.pretty()


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(c.pretty() for c in cards)


def meld_kind(meld: Meld) -> str:
    return (
        QCoreApplication.translate("Wording", "Set")
        if meld.kind is MeldKind.SET
        else QCoreApplication.translate("Wording", "Run")
    )


def hand_end_name(kind: HandEnd) -> str:
    return {
        HandEnd.KNOCK: QCoreApplication.translate("Wording", "Knock"),
        HandEnd.UNDERCUT: QCoreApplication.translate("Wording", "Undercut"),
        HandEnd.GIN: QCoreApplication.translate("Wording", "Gin"),
        HandEnd.BIG_GIN: QCoreApplication.translate("Wording", "Big gin"),
        HandEnd.DRAW: QCoreApplication.translate("Wording", "Drawn hand"),
    }[kind]


def role_name(role: str) -> str:
    """A :meth:`Roles.role_of` key as a badge: box, captain, sitter."""
    names = {
        "box": QCoreApplication.translate("Wording", "In the box"),
        "captain": QCoreApplication.translate("Wording", "Captain"),
        "sitter": QCoreApplication.translate("Wording", "Sitting out"),
    }
    if role not in names:
        raise ValueError(f"unknown role {role!r} (known: box, captain, sitter)")
    return names[role]


def scoring_rule(rules: Rules) -> str:
    """The rule number that scores a hand: T3 in three players, else R12."""
    return "T3" if rules.players == 3 else "R12"


def action_text(action: Action, discard_top: Card | None = None) -> str:
    """An action as a short instruction a person can read (``discard_top`` names the card taken).

    The one wording of a move: the adviser panel and the hint (H) both use it."""
    if isinstance(action, DrawStock):
        return QCoreApplication.translate("Wording", "Draw from the stock")
    if isinstance(action, TakeDiscard):
        if discard_top is not None:
            return fmt(QCoreApplication.translate("Wording", "Take the %1"), card_name(discard_top))
        return QCoreApplication.translate("Wording", "Take the discard")
    if isinstance(action, Pass):
        return QCoreApplication.translate("Wording", "Pass")
    if isinstance(action, Discard):
        return fmt(QCoreApplication.translate("Wording", "Discard the %1"), card_name(action.card))
    if isinstance(action, Knock):
        return fmt(QCoreApplication.translate("Wording", "Knock, discarding the %1 face down"), card_name(action.card))
    if isinstance(action, BigGin):
        return QCoreApplication.translate("Wording", "Declare big gin")
    if isinstance(action, LayOut):
        return fmt(QCoreApplication.translate("Wording", "Lay out %1"), " | ".join(cards_text(m) for m in action.melds))
    if isinstance(action, LayOff):
        return fmt(
            QCoreApplication.translate("Wording", "Lay off the %1 on meld %2"),
            card_name(action.card),
            str(action.meld_index + 1),
        )
    if isinstance(action, EndLayoffs):
        return QCoreApplication.translate("Wording", "Finish laying off")
    return str(action)


def reason_text(reason: object) -> str:
    """An AI ``Reason`` enum member as a sentence; unknown members by their name.

    Keyed by member name (``gin_desktop.ai.Reason``) so this module needs no
    AI import; a member added later still reads sensibly.
    """
    name = getattr(reason, "name", str(reason))
    known = {
        "ONLY_MOVE": QCoreApplication.translate("Wording", "It is the only legal move."),
        "JOINS_MELD": QCoreApplication.translate("Wording", "The face-up card completes or extends a meld."),
        "LOWERS_DEADWOOD": QCoreApplication.translate("Wording", "Taking the card lowers the deadwood."),
        "DOES_NOT_HELP": QCoreApplication.translate("Wording", "Taking the card would not help."),
        "DRAW_UNKNOWN": QCoreApplication.translate("Wording", "The stock card may help more than the face-up card."),
        "SAFE_DISCARD": QCoreApplication.translate(
            "Wording", "Low deadwood left, and the opponent is unlikely to use this card."
        ),
        "HIGH_DEADWOOD": QCoreApplication.translate("Wording", "It sheds a high unmatched card."),
        "KEEPS_CHANCES": QCoreApplication.translate("Wording", "It keeps cards that can still make melds."),
        "FEEDS_OPPONENT": QCoreApplication.translate("Wording", "The opponent is likely to use this card."),
        "BREAKS_MELD": QCoreApplication.translate("Wording", "Discarding it breaks one of your melds."),
        "KNOCK_NOW": QCoreApplication.translate("Wording", "Knocking now should score."),
        "GO_FOR_GIN": QCoreApplication.translate("Wording", "Keep playing for gin instead of knocking."),
        "GIN": QCoreApplication.translate("Wording", "This is gin."),
        "BIG_GIN": QCoreApplication.translate("Wording", "All eleven cards are melded: big gin."),
        "UNDERCUT_RISK": QCoreApplication.translate("Wording", "Knocking now risks an undercut."),
        "FEWEST_LAYOFFS": QCoreApplication.translate(
            "Wording", "This layout leaves the defender the least to lay off."
        ),
        "MORE_LAYOFFS": QCoreApplication.translate("Wording", "This layout lets the defender lay off more."),
        "LAY_OFF": QCoreApplication.translate("Wording", "This layoff lowers your deadwood."),
        "NOT_USEFUL": QCoreApplication.translate("Wording", "This layoff does not help: it breaks a meld of yours."),
        "DONE_LAYING_OFF": QCoreApplication.translate("Wording", "Nothing more worth laying off."),
        "SEARCH": QCoreApplication.translate("Wording", "Ranked by playing the hand out over sampled deals."),
    }
    if name in known:
        return known[name]
    return name.replace("_", " ").capitalize()


def score_sentence(score: HandScore, rules: Rules) -> str:
    """The hand's arithmetic in words and numbers, citing the rule.

    ``Undercut: 25 + (8 − 5) = 28 — R12``; with the O1 spade doubling a
    second line ``Spade upcard: 28 × 2 = 56 — O1``.
    """
    rule = scoring_rule(rules)
    base = score.points // score.multiplier if score.multiplier else score.points
    k, d = score.knocker_deadwood, score.defender_deadwood
    if score.kind is HandEnd.GIN:
        text = fmt(QCoreApplication.translate("Wording", "Gin: %1 + %2 = %3 — %4"), score.bonus, d, base, rule)
    elif score.kind is HandEnd.BIG_GIN:
        text = fmt(QCoreApplication.translate("Wording", "Big gin: %1 + %2 = %3 — %4"), score.bonus, d, base, rule)
    elif score.kind is HandEnd.UNDERCUT:
        text = fmt(
            QCoreApplication.translate("Wording", "Undercut: %1 + (%2 − %3) = %4 — %5"), score.bonus, k, d, base, rule
        )
    elif score.knocker_won is None:
        text = fmt(
            QCoreApplication.translate(
                "Wording", "Equal deadwood (%1 each) and ties are not undercuts: nobody scores — %2"
            ),
            k,
            rule,
        )
    else:
        text = fmt(QCoreApplication.translate("Wording", "Knock: %1 − %2 = %3 — %4"), d, k, base, rule)
    if score.multiplier > 1 and score.knocker_won is not None:
        text += "\n" + fmt(
            QCoreApplication.translate("Wording", "Spade upcard: %1 × %2 = %3 — O1"),
            base,
            score.multiplier,
            score.points,
        )
    return text


# --------------------------------------------------------------------------- the table's status line
# Filed under the controller's context: these sentences were the controller's before they moved here.


def illegal_reason(m: Match, action: Action) -> str:
    """Why an action of the seat to act is not legal, in words (R6–R10)."""
    hand = m.hand
    phase = hand.phase
    if isinstance(action, (DrawStock, TakeDiscard, Pass)):
        if phase is Phase.DISCARD:
            return QCoreApplication.translate("GameController", "You have drawn already: discard or knock.")
        if isinstance(action, TakeDiscard) and phase is Phase.DRAW and not hand.discards:
            return QCoreApplication.translate("GameController", "The discard pile is empty: draw from the stock.")
        if isinstance(action, TakeDiscard) and phase is Phase.DRAW:
            return QCoreApplication.translate(
                "GameController", "Both players passed the upcard: draw from the stock (R6)."
            )
        if isinstance(action, DrawStock):
            return QCoreApplication.translate("GameController", "First take the upcard or pass (R6).")
        return QCoreApplication.translate("GameController", "You cannot pass now.")
    if isinstance(action, (Discard, Knock)):
        if phase in (Phase.DRAW, Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
            return QCoreApplication.translate("GameController", "Draw a card first (R7).")
        if phase is Phase.DISCARD and action.card is hand.taken:
            return QCoreApplication.translate(
                "GameController", "You may not discard the card you just took from the pile (R7)."
            )
        if isinstance(action, Knock) and phase is Phase.DISCARD:
            return (
                QCoreApplication.translate(
                    "GameController", "Knocking with the %1 would leave more than %2 deadwood (R8)."
                )
                .replace("%1", action.card.pretty())
                .replace("%2", str(hand.knock_limit))
            )
    if isinstance(action, BigGin):
        return QCoreApplication.translate("GameController", "Big gin needs all 11 cards in melds (R9).")
    return QCoreApplication.translate("GameController", "That move is not allowed now.")


def status_text(c: GameController) -> str:
    """Whose turn it is and what can be done now: the status line."""
    m = c.match
    if m is None:
        return QCoreApplication.translate("GameController", "Start a new match from the Game menu.")
    hand = m.hand
    human = c.human
    if hand.is_over:
        text = result_text(c, m)
        if m.is_over:
            totals = m.totals()
            if totals.winner == human:
                return text + " " + QCoreApplication.translate(
                    "GameController", "Match over: you win the match. Start a new match from the Game menu.")
            return text + " " + QCoreApplication.translate(
                "GameController", "Match over: %1 wins the match. Start a new match from the Game menu."
            ).replace("%1", player_name(c, totals.winner))
        return text + " " + QCoreApplication.translate("GameController", "Press N for the next hand.")
    actor = m.to_act_player
    sitting_out = m.seat_of(human) is None
    if actor != human:
        who = player_name(c, actor)
        if sitting_out:
            return QCoreApplication.translate(
                "GameController", "You are sitting out (T2): %1 is playing; you watch the captain's hand."
            ).replace("%1", who)
        if hand.phase is Phase.LAYOFF:
            return QCoreApplication.translate("GameController", "%1 is laying off on your melds.").replace("%1", who)
        return QCoreApplication.translate("GameController", "%1 is thinking…").replace("%1", who)
    top = hand.discard_top.pretty() if hand.discard_top else ""
    phase = hand.phase
    if phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
        return QCoreApplication.translate("GameController", "Your turn: take the %1 or pass (R6).").replace("%1", top)
    if phase is Phase.DRAW:
        if len(hand.legal_actions()) == 1:
            return QCoreApplication.translate("GameController", "Your turn: draw from the stock.")
        return QCoreApplication.translate("GameController", "Your turn: take the %1 or draw from the stock.").replace(
            "%1", top
        )
    if phase is Phase.DISCARD:
        return QCoreApplication.translate(
            "GameController", "Your turn: discard a card, or knock when the Knock button allows it."
        )
    if phase is Phase.LAYOUT:
        return QCoreApplication.translate("GameController", "Lay out your melds (R10).")
    if phase is Phase.LAYOFF:
        return QCoreApplication.translate("GameController", "Lay off your deadwood on the knocker's melds (R10).")
    return ""


def result_text(c: GameController, m: Match) -> str:
    """How the last hand ended, in words: "You win the hand by gin: 37 points (R12)."."""
    rec = m.records[-1] if m.records else None
    if rec is None:
        return ""
    if rec.winner is None:
        return QCoreApplication.translate("GameController", "The hand is a draw (R11): nobody scores.")
    kinds = {
        HandEnd.KNOCK: QCoreApplication.translate("GameController", "knock"),
        HandEnd.UNDERCUT: QCoreApplication.translate("GameController", "undercut"),
        HandEnd.GIN: QCoreApplication.translate("GameController", "gin"),
        HandEnd.BIG_GIN: QCoreApplication.translate("GameController", "big gin"),
    }
    rule = scoring_rule(m.rules)
    return (
        QCoreApplication.translate("GameController", "%1 won the hand by %2: %3 (%4).")
        .replace("%1", player_name(c, rec.winner))
        .replace("%2", kinds.get(rec.kind, rec.kind.value))
        .replace("%3", points_text(rec.points))
        .replace("%4", rule)
    )


def player_name(c: GameController, player: int | None) -> str:
    """"You", "Computer" (two players), or "West"/"East" (three players)."""
    if player is None:
        return ""
    if player == c.human:
        return QCoreApplication.translate("GameController", "You")
    m = c.match
    if m is None or m.players == 2:
        return QCoreApplication.translate("GameController", "Computer")
    others = [p for p in range(3) if p != c.human]
    return (
        QCoreApplication.translate("GameController", "West")
        if player == others[0]
        else QCoreApplication.translate("GameController", "East")
    )


# --------------------------------------------------------------------------- the move log (issue 13)
# One sentence per public event, "you" and the others worded apart (verbs agree in Spanish).


def move_text(c: GameController, player: int, action: Action, card: Card | None = None,
              upcard: Card | None = None) -> str:
    """A public action of ``player`` as the table's move log and the screen reader say it.

    ``card`` is the event's card (the one taken, or drawn when the person drew it: an
    opponent's stock draw is never named); ``upcard`` names the card a pass refused."""
    mine = player == c.human
    who = player_name(c, player)
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
    if isinstance(action, Knock) or type(action).__name__ == "KnockFaceDown":  # the view hides the card (R8)
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


def move_log(c: GameController) -> list[str]:
    """Every public event of the hand in play, oldest first, as the person's view tells it."""
    m = c.match
    view = c.human_view()
    if m is None or view is None:
        return []
    lines = [hand_start_text(m.hand_number, view.upcard)]
    for e in view.history:
        player = m.seat_players[e.seat]
        card = (
            e.card if (player == c.human or not isinstance(e.action, DrawStock)) else None
        )  # others' draws stay unnamed
        lines.append(move_text(c, player, e.action, card, view.upcard))
    return lines


def status_with_news(c: GameController, text: str) -> str:
    """The status line: the other seat's last move first ("Computer discarded the J♣."), then ``text``."""
    m = c.match
    view = c.human_view()
    if m is None or view is None or not view.history or m.hand.is_over:
        return text
    last = view.history[-1]
    player = m.seat_players[last.seat]
    if player == c.human:
        return text
    card = last.card if not isinstance(last.action, DrawStock) else None
    news = move_text(c, player, last.action, card, view.upcard)
    return fmt(QCoreApplication.translate("Wording", "%1. %2"), news, text)
