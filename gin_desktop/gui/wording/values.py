"""Engine values in words: cards, melds, hand endings, roles, actions, advice reasons, a hand's score.

The engine never words anything (it has enums and notation); these sentences
use the context ``"Wording"`` so lupdate extracts them. Numbers and card names
are formatted into whole translated templates, never glued from fragments.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QObject

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
    Rules,
    TakeDiscard,
    discard_deadwoods,
)


def fmt(template: str, *args: object) -> str:
    """Fill ``%1``, ``%2`` … of a translated template (Qt's placeholder style).

    >>> fmt("%2 before %1", "b", "a")
    'a before b'
    """
    out = template
    for i in range(len(args), 0, -1):  # %10 before %1
        out = out.replace(f"%{i}", str(args[i - 1]))
    return out


def decimal(value: float, places: int = 1, signed: bool = False) -> str:
    """A number with ``places`` decimals as the player's language writes it (Spanish "7,3", English "7.3").

    A signed figure takes the minus sign (U+2212), as wide as its "+" and read "minus" by screen readers:

    >>> decimal(7.25, 2), decimal(3, signed=True), decimal(-0.6, signed=True)
    ('7.25', '+3.0', '\u22120.6')
    """
    locale = QLocale()  # i18n.install_language makes the game's language the default locale
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)  # "1234.5", as the tables align them
    text = locale.toString(float(value), "f", places)
    if not signed:
        return text
    if text.startswith(locale.negativeSign()):
        return "\u2212" + text[len(locale.negativeSign()):]
    return locale.positiveSign() + text


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


def role_help(role: str) -> str:
    """What a role's badge means, on hover (T2): the box always deals, so its seat does not say "dealer"."""
    role_name(role)  # the same known roles
    return {
        "box": QCoreApplication.translate("Wording", "In the box: deals every hand and plays it (T2)."),
        "captain": QCoreApplication.translate(
            "Wording", "Captain: plays against the box and decides; the one sitting out may advise (T2)."
        ),
        "sitter": QCoreApplication.translate(
            "Wording", "Sitting out: no cards, no points; may advise the captain (T2)."
        ),
    }[role]


def scoring_rule(rules: Rules) -> str:
    """The rule number that scores a hand: T3 in three players, else R12."""
    return "T3" if rules.players == 3 else "R12"


def action_text(action: Action, discard_top: Card | None = None, hand: Sequence[Card] | None = None) -> str:
    """An action as a short instruction a person can read (``discard_top`` names the card taken;
    ``hand``, the mover's cards, tells a knock that leaves no deadwood: gin, R9).

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
        if _is_gin(action, hand):
            return fmt(QCoreApplication.translate("Wording", "Go gin, discarding the %1 face down"),
                       card_name(action.card))
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


def _is_gin(knock: Knock, hand: Sequence[Card] | None) -> bool:
    """The knock leaves no deadwood (R9), when the hand is known."""
    if hand is None or knock.card not in hand:
        return False
    return discard_deadwoods(hand)[knock.card] == 0


def alternative_text(action: Action, best: Action, discard_top: Card | None = None) -> str:
    """The move a hint weighs ``best`` against, said after "better than" / "as good as" without repeating
    the verb: only what differs when both are of one kind ("the 9♦"), else the move as a phrase
    ("drawing from the stock"). ``discard_top`` names the card a take would take."""
    if isinstance(action, (Discard, Knock)) and isinstance(best, (Discard, Knock)) and action.card == best.card:
        # Knock or play on with the same card: what differs is the knock (the card is named already).
        if isinstance(action, Discard):
            return QCoreApplication.translate("Wording", "discarding it without knocking", "the card of the hint")
        return QCoreApplication.translate("Wording", "knocking with it face down", "the card of the hint")
    if type(action) is type(best) and isinstance(action, (Discard, Knock)):
        return fmt(QCoreApplication.translate("Wording", "the %1", "the card a hint compares with"),
                   card_name(action.card))
    if type(action) is type(best) and isinstance(action, LayOff):
        return fmt(QCoreApplication.translate("Wording", "the %1 on meld %2"), card_name(action.card),
                   str(action.meld_index + 1))
    if type(action) is type(best) and isinstance(action, LayOut):
        return " | ".join(cards_text(m) for m in action.melds)
    if isinstance(action, DrawStock):
        return QCoreApplication.translate("Wording", "drawing from the stock")
    if isinstance(action, TakeDiscard):
        if discard_top is not None:
            return fmt(QCoreApplication.translate("Wording", "taking the %1"), card_name(discard_top))
        return QCoreApplication.translate("Wording", "taking the discard")
    if isinstance(action, Pass):
        return QCoreApplication.translate("Wording", "passing")
    if isinstance(action, Discard):
        return fmt(QCoreApplication.translate("Wording", "discarding the %1"), card_name(action.card))
    if isinstance(action, Knock):
        return fmt(QCoreApplication.translate("Wording", "knocking with the %1 face down"), card_name(action.card))
    if isinstance(action, BigGin):
        return QCoreApplication.translate("Wording", "declaring big gin")
    if isinstance(action, LayOut):
        return fmt(QCoreApplication.translate("Wording", "laying out %1"),
                   " | ".join(cards_text(m) for m in action.melds))
    if isinstance(action, LayOff):
        return fmt(QCoreApplication.translate("Wording", "laying off the %1 on meld %2"), card_name(action.card),
                   str(action.meld_index + 1))
    if isinstance(action, EndLayoffs):
        return QCoreApplication.translate("Wording", "finishing the layoffs")
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
