"""The GUI's one way to run work off the GUI thread: the computer's decisions, the coach's reviews and hints
and the adviser's advice.

A job is a plain function ``job(progress, cancelled) -> result`` (the coach's
``review_*`` functions take exactly those two callbacks; a computer's decision
ignores them). It runs on the worker's own one-thread pool; its answers cross
back to the GUI thread as queued signals, so slots always run in the GUI thread.

One rule for stale answers: :meth:`Worker.forget` says the state the job in
flight works on is gone (a move was made, a new match, the window closes). Its
answer, whatever it is, is dropped, and the next job may start at once (it
queues behind the old one on the pool's thread). :meth:`Worker.cancel` asks the
job to stop (it reads ``cancelled()`` between steps, a fraction of a second);
an exception it raises once asked is its stopping, and ``cancelled`` follows.

The pool is handed a plain callable, not a QRunnable: PySide keeps a QRunnable
given to ``QThreadPool.start`` referenced from the pool's wrapper when it
finished before ``start`` returned (a fast job, most of the time), so it held
its arguments (a SeatView and the hand's history) for the rest of the evening.
A callable is released once it has run (issue 16).
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

Job = Callable[[Callable[[int, int], None], Callable[[], bool]], Any]


class _Bridge(QObject):
    """Lives in the GUI thread: what the worker emits is queued to it, tagged with the job's generation."""

    progress = Signal(int, int, int)  # generation, done, total
    done = Signal(int, object)  # generation, result
    stopped = Signal(int)
    failed = Signal(int, str)  # generation, "Type: message"


class _Run:
    """One job, run on the pool's thread; touches only the job, its stop flag and the bridge."""

    __slots__ = ("_bridge", "_generation", "_job", "_stop")

    def __init__(self, job: Job, bridge: _Bridge, generation: int, stop: threading.Event) -> None:
        self._job, self._bridge, self._generation, self._stop = job, bridge, generation, stop

    def __call__(self) -> None:  # the worker thread
        g, bridge = self._generation, self._bridge
        try:
            result = self._job(lambda done, total: bridge.progress.emit(g, done, total), self._stop.is_set)
        except Exception as exc:
            if self._stop.is_set():  # asked to stop: this is its stopping (the coach's ReviewCancelled)
                bridge.stopped.emit(g)
            else:  # shown to the player; the traceback goes to the log
                traceback.print_exc()
                bridge.failed.emit(g, f"{type(exc).__name__}: {exc}")
        else:
            bridge.done.emit(g, result)


class Worker(QObject):
    """One job at a time; ``finished(result)``, ``cancelled()`` or ``failed(message)`` ends it, unless forgotten."""

    progress = Signal(int, int)  # steps done, steps in all
    finished = Signal(object)
    cancelled = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        # Bound methods of this GUI-thread object: Qt queues the worker's emits to them.
        self._bridge.progress.connect(self._progress)
        self._bridge.done.connect(self._done)
        self._bridge.stopped.connect(self._stopped)
        self._bridge.failed.connect(self._failed)
        self._generation = 0  # the job whose answer counts; bumped by forget()
        self._stop = threading.Event()
        self._running = False

    @property
    def running(self) -> bool:
        """A job whose answer still counts is on its way."""
        return self._running

    def start(self, job: Job) -> None:
        if self._running:
            raise RuntimeError("a job is already running: cancel() or forget() it first")
        self._generation += 1
        self._stop = threading.Event()
        self._running = True
        self._pool.start(_Run(job, self._bridge, self._generation, self._stop))

    def cancel(self) -> None:
        """Ask the job to stop; ``cancelled`` follows when it has."""
        self._stop.set()

    def forget(self) -> None:
        """The state the job works on is gone: drop its answer (and ask it to stop, should it listen)."""
        self._stop.set()
        self._generation += 1
        self._running = False

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Forget the job and wait for the thread (before the window goes away); False if it did not stop in time."""
        self.forget()
        self._pool.clear()
        return self._pool.waitForDone(timeout_ms)

    # ------------------------------------------------------------------ answers, on the GUI thread

    def _current(self, generation: int) -> bool:
        return generation == self._generation and self._running

    @Slot(int, int, int)
    def _progress(self, generation: int, done: int, total: int) -> None:
        if self._current(generation):
            self.progress.emit(done, total)

    @Slot(int, object)
    def _done(self, generation: int, result: Any) -> None:
        if self._current(generation):
            self._running = False
            self.finished.emit(result)

    @Slot(int)
    def _stopped(self, generation: int) -> None:
        if self._current(generation):
            self._running = False
            self.cancelled.emit()

    @Slot(int, str)
    def _failed(self, generation: int, message: str) -> None:
        if self._current(generation):
            self._running = False
            self.failed.emit(message)
