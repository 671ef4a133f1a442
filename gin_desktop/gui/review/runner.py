"""Running a review off the GUI thread, with progress and Cancel.

The job is a plain function ``job(progress, cancelled) -> result`` (the
coach's ``review_*`` functions take exactly those two callbacks). It runs in
a :class:`QRunnable` on the runner's own one-thread pool; its signals cross
back to the GUI thread as queued signals, so slots always run in the GUI
thread. Cancel sets a flag the job reads between two decisions (a fraction
of a second), and ``cancelled`` is emitted once it has stopped.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from gin_desktop.coach import ReviewCancelled

Job = Callable[[Callable[[int, int], None], Callable[[], bool]], Any]


class _Bridge(QObject):
    """Lives in the GUI thread: what the worker emits is queued to it."""

    progress = Signal(int, int)
    done = Signal(object)
    stopped = Signal()
    failed = Signal(str)


class _Task(QRunnable):
    def __init__(self, job: Job, bridge: _Bridge, stop: threading.Event) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._job, self._bridge, self._stop = job, bridge, stop

    def run(self) -> None:  # the worker thread
        try:
            result = self._job(lambda done, total: self._bridge.progress.emit(done, total), self._stop.is_set)
        except ReviewCancelled:
            self._bridge.stopped.emit()
        except Exception as exc:  # shown to the player; the traceback goes to the log
            traceback.print_exc()
            self._bridge.failed.emit(f"{type(exc).__name__}: {exc}")
        else:
            self._bridge.done.emit(result)


class ReviewRunner(QObject):
    """Start one job at a time; ``finished(result)``, ``cancelled()`` or ``failed(message)`` ends it."""

    progress = Signal(int, int)  # decisions done, decisions in all
    finished = Signal(object)
    cancelled = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.progress.connect(self.progress)
        # Bound methods of this GUI-thread object: Qt queues the worker's emits to them.
        self._bridge.done.connect(self._done)
        self._bridge.stopped.connect(self._stopped)
        self._bridge.failed.connect(self._failed)
        self._stop = threading.Event()
        self._running = False

    @Slot(object)
    def _done(self, result: Any) -> None:
        self._running = False
        self.finished.emit(result)

    @Slot()
    def _stopped(self) -> None:
        self._running = False
        self.cancelled.emit()

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._running = False
        self.failed.emit(message)

    @property
    def running(self) -> bool:
        return self._running

    def start(self, job: Job) -> None:
        if self._running:
            raise RuntimeError("a review is already running")
        self._stop = threading.Event()
        self._running = True
        self._pool.start(_Task(job, self._bridge, self._stop))

    def cancel(self) -> None:
        """Ask the job to stop; ``cancelled`` follows when it has."""
        self._stop.set()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Cancel and wait for the worker (before the window goes away); False if it did not stop in time."""
        self._stop.set()
        return self._pool.waitForDone(timeout_ms)
