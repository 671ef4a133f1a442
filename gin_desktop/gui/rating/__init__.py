"""The one rating scale in the window (issue 15): level strengths in words, the player's rating and its chart."""
