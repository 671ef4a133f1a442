"""Long matches made quickly, for the save-size and load-time tests and the benchmark.

``drawn_hands`` plays only draws and discards (R7, R11): the longest hands
there are, the shape of the long save the issue found refused.
"""

from __future__ import annotations

import random

from gin_desktop.engine import BigGin, Discard, DrawStock, Knock, LayOut, Match, Pass, Rules, discard_deadwoods


def drawn_hands(hands: int, seed: int = 1, rules: Rules | None = None) -> Match:
    """A match of ``hands`` drawn hands (target 10,000, so it never ends): pass, pass, then
    draw and throw a random card until the stock runs down."""
    rng = random.Random(seed)
    m = Match.new(rules or Rules.house().replace(target=10000), seed)
    while True:
        h = m.hand
        if h.is_over:
            if m.hand_number >= hands:
                return m
            m = m.next_hand()
        elif h.phase.value in ("first_upcard", "second_upcard"):
            m = m.apply(Pass())
        elif h.phase.value == "draw":
            m = m.apply(DrawStock())
        else:
            mine = [c for c in h.hands[h.to_act] if c is not h.taken]
            m = m.apply(Discard(rng.choice(mine)))


def mixed_hands(hands: int, seed: int, rules: Rules, knock_rate: float) -> Match:
    """Random legal play that knocks with probability ``knock_rate`` when it may: a mix of
    drawn and knocked hands. Stops after ``hands`` hands or at the end of the match."""
    rng = random.Random(seed)
    m = Match.new(rules, seed)
    while not m.is_over:
        if m.hand.is_over:
            if m.hand_number >= hands:
                break
            m = m.next_hand()
            continue
        actions = m.legal_actions()
        enders = [a for a in actions if isinstance(a, (Knock, BigGin))]
        if enders and rng.random() < knock_rate:
            action = rng.choice(enders)
        elif isinstance(actions[0], LayOut):
            action = rng.choice(actions)
        elif any(isinstance(a, Discard) for a in actions) and rng.random() < 0.7:
            left = discard_deadwoods(m.hand.hands[m.hand.to_act])
            action = min((a for a in actions if isinstance(a, Discard)), key=lambda a: (left[a.card], str(a)))
        else:
            others = [a for a in actions if not isinstance(a, (Knock, BigGin))] or actions
            action = rng.choice(others)
        m = m.apply(action)
    return m
