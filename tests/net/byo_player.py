"""A bring-your-own player for the bot's ``--player package.module:factory`` (tests/net/test_net_cli.py)."""

from gin_desktop.engine import Action, Knock, SeatView


class KnockAtOnce:
    """Knocks whenever it may, else plays the first legal action."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        return next((a for a in view.legal_actions if isinstance(a, Knock)), view.legal_actions[0])


def make(seed: int) -> KnockAtOnce:
    return KnockAtOnce(seed)
