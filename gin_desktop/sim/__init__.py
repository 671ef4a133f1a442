"""Tournament runner (issue 4): levels or outside bots against each other.

``python -m gin_desktop.sim --a expert --b standard --matches 500 --rules tournament --seed 1 --jobs 2``
"""

from .runner import GameResult, Summary, load_player, play_hand_pair, play_match, run
from .stats import mean_error, wilson

__all__ = ["GameResult", "Summary", "load_player", "mean_error", "play_hand_pair", "play_match", "run", "wilson"]
