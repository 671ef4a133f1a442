"""Helpers of the storage tests: real matches played with random legal actions."""

from __future__ import annotations

import random

from gin_desktop.engine import BigGin, Discard, Knock, LayOut, Match, Rules, discard_deadwoods, preset


def play(match: Match, rng: random.Random, stop_after: int | None = None, greedy: bool = False) -> Match:
    """Random legal actions, knocking (or big gin) whenever allowed so hands end; stops at the
    end of the match, or after ``stop_after`` actions. ``greedy`` discards to the lowest deadwood
    (two such players undercut each other now and then)."""
    done = 0
    while not match.is_over and (stop_after is None or done < stop_after):
        if match.hand.is_over:
            match = match.next_hand()
            continue
        actions = match.legal_actions()
        finishing = [a for a in actions if isinstance(a, (Knock, BigGin))]
        if finishing:
            action = rng.choice(finishing)
        elif isinstance(actions[0], LayOut):
            action = actions[0]
        elif greedy and any(isinstance(a, Discard) for a in actions):
            left = discard_deadwoods(match.hand.hands[match.hand.to_act])
            action = min((a for a in actions if isinstance(a, Discard)), key=lambda a: (left[a.card], str(a)))
        else:
            action = rng.choice(actions)
        match = match.apply(action)
        done += 1
    return match


def finished_match(seed: int, preset_key: str = "house") -> Match:
    rules = (
        preset(preset_key).rules.replace(target=60)
        if preset_key != "hollywood"
        else preset(preset_key).rules.replace(target=40)
    )
    return play(Match.new(rules, seed), random.Random(seed))


def match_in_progress(seed: int, actions: int = 25, rules: Rules | None = None) -> Match:
    return play(Match.new(rules or Rules.house(), seed), random.Random(seed), stop_after=actions)
