"""The one rating scale in the window (issue 15): level strengths in words, the player's rating.

Its chart is one of the Statistics window's (:mod:`gin_desktop.gui.windows.rating_chart`)."""
