"""Where a review is opened from: the hand-result dialog, Hand history, with the session's stores.

One function each, so the dialogs only emit "review this" and the wiring
(which match, whose review, where accuracy is kept) lives here.
``ReviewWindow`` is shown, not ``exec()``-ed: the review runs while it is open.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gin_desktop.engine import Match
from gin_desktop.storage import HistoryStore
from gin_desktop.storage.history import ArchiveEntry
from gin_desktop.storage.meta import MatchMeta
from gin_desktop.storage.reviews import ReviewStore

from .window import ReviewWindow


def _store(directory: Path | None) -> ReviewStore | None:
    return ReviewStore(directory) if directory is not None else None


def review_played(match: Match, human: int, hands: Sequence[int] | None, meta: dict,
                  directory: Path | None, parent: QWidget | None, **kwargs) -> ReviewWindow:
    """A review of the match in play (or just finished): ``hands`` None is every finished hand."""
    window = ReviewWindow(match, human, hands, meta=meta, store=_store(directory), parent=parent, **kwargs)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    window.show()
    return window


def review_in_play(controller, session, number: int) -> ReviewWindow:
    """The review of hand ``number`` of the match in play, asked from the hand-result dialog (issue 14).

    A top-level window of its own: a child of the table window would be blocked by the
    window-modal result dialog (Qt blocks the modal dialog's whole parent chain), and a
    child of the dialog would go with it. So it stays usable, and open when the next hand
    is dealt; the table window closes it when it closes. The coach replays the whole
    finished hand, so it is handed the match itself (the review is of a hand that is over)."""
    meta = session.meta() if session is not None else MatchMeta(human_player=controller.human).to_dict()
    return review_played(controller.match, controller.human, [number], meta,
                         session.directory if session is not None else None, None)


def review_archived(history: HistoryStore, entry: ArchiveEntry, hands: Sequence[int] | None,
                    directory: Path | None, parent: QWidget | None, **kwargs) -> ReviewWindow:
    """A review of a Hand history match; ``ValueError`` with the store's detail if it cannot be replayed."""
    window = ReviewWindow.from_archive(history, entry, hands, store=_store(directory), parent=parent, **kwargs)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    window.show()
    return window
