"""A finished hand replayed in words, and a whole match as the text log the history exports.

The replay window and the exported log say every step and result with the same
sentences, in the player's language (context ``"ReplayWording"``). The hand
is over, so every card is named.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import (
    MAX_PILE_TAKES,
    BigGin,
    Discard,
    DrawStock,
    EndLayoffs,
    HandEnd,
    Knock,
    LayOff,
    LayOut,
    Match,
    Pass,
    Rules,
    TakeDiscard,
)
from gin_desktop.gui.wording.totals import (
    shutout_text,
    totals_rows,
    totals_standings,
    totals_title,
    totals_verdict,
)
from gin_desktop.gui.wording.values import cards_text, fmt, score_sentence
from gin_desktop.storage import HandReplay, replay_hand


def melds_text(melds: Sequence) -> str:
    """Melds as ``7♥ 8♥ 9♥ | Q♣ Q♦ Q♠`` ("no melds" for none)."""
    return " | ".join(cards_text(m.cards) for m in melds) or QCoreApplication.translate("ReplayWording", "no melds")


def step_text(replay: HandReplay, index: int, names: Sequence[str], human: int | None = None) -> str:
    """Step ``index`` of ``replay`` in words (step 0 is the deal); ``names`` per match player."""
    step = replay.steps[index]
    a = step.action
    if a is None:
        return QCoreApplication.translate("ReplayWording", "The deal")
    who = names[step.actor] if step.actor is not None else "?"
    you = step.actor is not None and step.actor == human
    kind: type | str = type(a)
    if isinstance(a, EndLayoffs) and not _laid_off_before(replay, index):  # as the hand result says it
        kind = "nothing"
    sentences = _sentences()
    if kind not in sentences:  # pragma: no cover
        return f"{who}: {a}"
    text = sentences[kind][0 if you else 1]
    card = step.card or getattr(a, "card", None)
    what = card.pretty() if card is not None else melds_text(getattr(a, "melds", ()))
    return fmt(text, who, what, getattr(a, "meld_index", 0) + 1)


def _sentences() -> dict[type | str, tuple[str, str]]:
    """Per action, the sentence for "you" and for another player (translators need both verb forms)."""
    return {
        Pass: (
            QCoreApplication.translate("ReplayWording", "You pass on the upcard"),
            QCoreApplication.translate("ReplayWording", "%1 passes on the upcard"),
        ),
        TakeDiscard: (
            QCoreApplication.translate("ReplayWording", "You take %2 from the discard pile"),
            QCoreApplication.translate("ReplayWording", "%1 takes %2 from the discard pile"),
        ),
        DrawStock: (
            QCoreApplication.translate("ReplayWording", "You draw %2 from the stock"),
            QCoreApplication.translate("ReplayWording", "%1 draws %2 from the stock"),
        ),
        Discard: (
            QCoreApplication.translate("ReplayWording", "You discard %2"),
            QCoreApplication.translate("ReplayWording", "%1 discards %2"),
        ),
        Knock: (
            QCoreApplication.translate("ReplayWording", "You knock, discarding %2 face down"),
            QCoreApplication.translate("ReplayWording", "%1 knocks, discarding %2 face down"),
        ),
        BigGin: (
            QCoreApplication.translate("ReplayWording", "You declare big gin"),
            QCoreApplication.translate("ReplayWording", "%1 declares big gin"),
        ),
        LayOut: (
            QCoreApplication.translate("ReplayWording", "You lay out %2"),
            QCoreApplication.translate("ReplayWording", "%1 lays out %2"),
        ),
        LayOff: (
            QCoreApplication.translate("ReplayWording", "You lay off %2 on meld %3"),
            QCoreApplication.translate("ReplayWording", "%1 lays off %2 on meld %3"),
        ),
        "nothing": (  # the end of the layoffs when none were made
            QCoreApplication.translate("ReplayWording", "You lay nothing off"),
            QCoreApplication.translate("ReplayWording", "%1 lays nothing off"),
        ),
        EndLayoffs: (
            QCoreApplication.translate("ReplayWording", "You have finished laying off"),
            QCoreApplication.translate("ReplayWording", "%1 has finished laying off"),
        ),
    }


def _laid_off_before(replay: HandReplay, index: int) -> int:
    """Cards step ``index``'s actor laid off in the steps before it."""
    actor = replay.steps[index].actor
    return sum(s.actor == actor and isinstance(s.action, LayOff) for s in replay.steps[:index])


def result_text(replay: HandReplay, names: Sequence[str], rules: Rules, human: int | None = None) -> str:
    """How the hand ended, its arithmetic with the rule, who scored and the scores after it."""
    rec = replay.record
    result = replay.final.result
    assert result is not None  # a replay is of a finished hand
    if replay.final.drawn_by_takes:
        how = fmt(
            QCoreApplication.translate(
                "ReplayWording", "Drawn hand: cards taken from the discard pile %1 times, nobody scores — R11"
            ),
            MAX_PILE_TAKES,
        )
    elif rec.kind is HandEnd.DRAW:
        how = QCoreApplication.translate(
            "ReplayWording", "Drawn hand: two cards left in the stock, nobody scores — R11"
        )
    else:
        assert result.score is not None
        how = score_sentence(result.score, rules).replace("\n", " ")  # the hand result's own words
    if rec.winner is None:
        winner = QCoreApplication.translate("ReplayWording", "Nobody scores.")
    elif rec.winner == human:
        winner = fmt(QCoreApplication.translate("ReplayWording", "You score %1."), rec.points)
    else:
        winner = fmt(QCoreApplication.translate("ReplayWording", "%1 scores %2."), names[rec.winner], rec.points)
    scores = ", ".join(f"{names[p]} {v}" for p, v in enumerate(rec.scores_after))
    return fmt(
        QCoreApplication.translate("ReplayWording", "Result: %1  %2  Scores after the hand: %3"), how, winner, scores
    )


def match_log(match: Match, names: Sequence[str], human: int | None = None, rules_name: str = "") -> str:
    """The finished hands of ``match`` as a text log: each deal, every action, the result, the totals.

    ``names`` per match player as the window shows them; ``rules_name`` the preset's name
    ("Custom rules" when empty). Anyone can recompute every deal from the seeds it gives.
    """
    lines = [
        QCoreApplication.translate("ReplayWording", "Gin Rummy match"),
        fmt(
            QCoreApplication.translate("ReplayWording", "Rules: %1; %2 players; target %3"),
            rules_name or QCoreApplication.translate("ReplayWording", "Custom rules"),
            match.players,
            match.rules.target,
        ),
        fmt(
            QCoreApplication.translate(
                "ReplayWording", 'Shuffle seed: %1 (hand n is dealt from shuffled_deck("%1/hand<n>"))'
            ),
            match.seed,
        ),
        "",
    ]
    for number in range(1, len(match.records) + 1):
        rep = replay_hand(match, number)
        rec = rep.record
        deal = rep.steps[0].state
        lines.append(
            fmt(
                QCoreApplication.translate("ReplayWording", 'Hand %1: dealer %2; dealt from shuffled_deck("%3")'),
                number,
                names[rec.dealer],
                rep.deal_seed,
            )
        )
        if rec.roles is not None:
            lines.append(
                "  "
                + fmt(
                    QCoreApplication.translate("ReplayWording", "In the box: %1; captain: %2; sitting out: %3"),
                    names[rec.roles.box],
                    names[rec.roles.captain],
                    names[rec.roles.sitter],
                )
            )
        for seat in (0, 1):
            player = rec.seat_players[seat]
            held = cards_text(sorted(deal.hands[seat], key=lambda c: (c.suit, c.rank)))
            sentence = (
                QCoreApplication.translate("ReplayWording", "You hold: %2")
                if player == human
                else QCoreApplication.translate("ReplayWording", "%1 holds: %2")
            )
            lines.append("  " + fmt(sentence, names[player], held))
        if deal.upcard is not None:
            lines.append("  " + fmt(QCoreApplication.translate("ReplayWording", "Upcard: %1"), deal.upcard.pretty()))
        lines.append(
            "  "
            + fmt(QCoreApplication.translate("ReplayWording", "Stock (%1), top first"), len(deal.stock))
            + ": "
            + cards_text(deal.stock)
        )
        lines.extend(f"  {i:3}. {step_text(rep, i, names, human)}" for i in range(1, len(rep.steps)))
        lines.append("  " + result_text(rep, names, match.rules, human))
        lines.append("")
    if match.is_over:
        for game, totals in enumerate(match.hollywood_totals() if match.rules.hollywood else (match.totals(),)):
            lines.append(totals_title(match.rules, game))
            lines.extend(
                f"  {label}: " + ", ".join(f"{names[p]} {cell}" for p, cell in enumerate(cells))
                for label, cells in totals_rows(totals, match.rules)
            )
            lines.append("  " + totals_verdict(totals, match.rules, names))
            if match.players == 3:
                lines.extend("  " + place for place in totals_standings(totals, names))
            lines.extend("  " + shutout_text(names[p]) for p, s in enumerate(totals.seats) if s.shutout)
            lines.append("")
    else:
        lines.append(QCoreApplication.translate("ReplayWording", "The match is not over yet."))
    return "\n".join(lines).rstrip("\n") + "\n"
