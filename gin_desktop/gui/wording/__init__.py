"""Every translated sentence about the game, in one place: ``from gin_desktop.gui.wording import x``.

The engine never words anything (it has enums and notation); every phrase a
dialog, the table or the screen reader says about the game comes from here,
through ``QCoreApplication.translate`` so lupdate extracts it. By subject:

* :mod:`.values` — engine values: cards, melds, hand endings, roles, actions,
  advice reasons, a hand's score arithmetic (context ``"Wording"``)
* :mod:`.status` — the table's status line: whose turn, refusals, the hand's
  result, player names (context ``"StatusWording"``)
* :mod:`.move_log` — the move log and the other seat's news on the status line
  (context ``"Wording"``)
* :mod:`.replay` — a finished hand's steps and result, and the exported match log
  (context ``"ReplayWording"``; imported from its module: it loads the storage)
* :mod:`.totals` — a finished match's totals (context ``"TotalsWording"``)
"""

from gin_desktop.gui.wording.move_log import hand_start_text, move_log, move_text, status_with_news
from gin_desktop.gui.wording.status import (
    in_flight_text,
    next_hand_refusal_text,
    no_match_text,
    no_target_text,
    player_name,
    refusal_text,
    result_text,
    seat_name,
    status_text,
)
from gin_desktop.gui.wording.values import (
    action_text,
    alternative_text,
    card_name,
    cards_text,
    decimal,
    fmt,
    hand_end_name,
    meld_kind,
    points_text,
    reason_text,
    role_help,
    role_name,
    score_sentence,
    scoring_rule,
)

__all__ = [
    "action_text",
    "alternative_text",
    "card_name",
    "cards_text",
    "decimal",
    "fmt",
    "hand_end_name",
    "hand_start_text",
    "in_flight_text",
    "meld_kind",
    "move_log",
    "move_text",
    "next_hand_refusal_text",
    "no_match_text",
    "no_target_text",
    "player_name",
    "points_text",
    "reason_text",
    "refusal_text",
    "result_text",
    "role_help",
    "role_name",
    "score_sentence",
    "scoring_rule",
    "seat_name",
    "status_text",
    "status_with_news",
]
