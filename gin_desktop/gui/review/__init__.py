"""The coach's review window (issue 14): decisions, costs, the replay panel with hindsight.

* :class:`ReviewWindow` — open with a finished match and the person's player number;
* :mod:`.runner` — the off-GUI-thread runner (progress, Cancel);
* :mod:`.models` — the decision table model; :mod:`.position` — the replay panel;
* :mod:`.wording` — costs in points, decision kinds, the quantified hint sentence;
* :mod:`.accuracy_chart` — accuracy per reviewed match over time, for the Statistics window.
"""

from .window import ReviewWindow

__all__ = ["ReviewWindow"]
