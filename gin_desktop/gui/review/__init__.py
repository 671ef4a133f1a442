"""The coach's review window (issue 14): decisions, costs, the replay panel with hindsight.

* :class:`ReviewWindow` — open with a finished match and the person's player number;
* :mod:`.opening` — where a review is opened from (the hint during play is :mod:`gin_desktop.gui.advice`);
* :mod:`.models` — the decision table model; :mod:`.position` — the replay panel;
* :mod:`.wording` — costs in points, decision kinds, the quantified hint sentence.

They run off the GUI thread on :mod:`gin_desktop.gui.support.worker`; the accuracy chart is one of the
Statistics window's charts (:mod:`gin_desktop.gui.windows.accuracy_chart`).
"""

from .window import ReviewWindow

__all__ = ["ReviewWindow"]
