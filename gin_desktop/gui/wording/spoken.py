"""Cards as a screen reader says them: "King of clubs" wherever the screen shows "K♣" (issue 74).

The table's cards were read "King of clubs" while the move log, the status line and the dialogs gave
"K♣", which Orca reads "K club suit". What a screen reader is given (announcements, the accessible
names of lines that show cards) goes through :func:`spoken`; the screen keeps the short form. The
words are the card list's (context ``"PileModel"``), so a card is named the same everywhere.

>>> spoken("Computer discarded the 10♥. Your turn: take the 10♥ or draw from the stock.")
'Computer discarded the Ten of hearts. Your turn: take the Ten of hearts or draw from the stock.'
>>> spoken("Melds: K♣ K♦ K♠ | 3♥ 4♥ 5♥")
'Melds: King of clubs, King of diamonds, King of spades | Three of hearts, Four of hearts, Five of hearts'
>>> spoken("Deadwood 12")
'Deadwood 12'
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

_RANK_WORDS = {"A": "Ace", "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
               "8": "Eight", "9": "Nine", "10": "Ten", "J": "Jack", "Q": "Queen", "K": "King"}
_SUIT_WORDS = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
_CARD = re.compile(r"(?<![\w♠♥♦♣])(10|[2-9AJQK])([♠♥♦♣])")
_RUN_OF_CARDS = re.compile(r"(?<=[♠♥♦♣]) (?=(?:10|[2-9AJQK])[♠♥♦♣])")  # "K♣ K♦": a comma between, when said


def spoken_card(rank: str, suit: str) -> str:
    """``spoken_card("K", "♣")`` is "King of clubs", in the current language."""
    words = QCoreApplication.translate("PileModel", "%1 of %2")  # the card list's own entries (pile_model.py)
    rank_word = QCoreApplication.translate("PileModel", _RANK_WORDS[rank])
    return words.replace("%1", rank_word).replace("%2", QCoreApplication.translate("PileModel", _SUIT_WORDS[suit]))


def spoken(text: str) -> str:
    """``text`` with every card's short form (``K♣``, ``10♥``) in words."""
    if not any(s in text for s in _SUIT_WORDS):
        return text
    text = _RUN_OF_CARDS.sub(", ", text)
    return _CARD.sub(lambda m: spoken_card(m.group(1), m.group(2)), text)
