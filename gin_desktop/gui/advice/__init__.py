"""The coach's advice during play, in one place (issue 71).

* :mod:`.live_hint` — the hint (H) on the table, with :mod:`.danger_tags` (each card's chance of
  being taken, painted on the hand);
* :mod:`.adviser` — the three-player adviser panel, a side widget under the score pad: advice to the
  captain, suggestions from the sitter (T2); :mod:`.adviser_wiring` builds it when a match needs it.

The review of finished hands is :mod:`gin_desktop.gui.review`; both ask the coach off the GUI thread
(:mod:`gin_desktop.gui.support.worker`).
"""
