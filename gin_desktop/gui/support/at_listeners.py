"""Does a screen reader listen for announcements? Asked of the accessibility bus's registry (issue 74).

Orca 46 and later register a listener for ``object:announcement``; Orca 43 (Debian 12) to 45 do not,
so the game tells them its news another way (:mod:`~gin_desktop.gui.support.a11y`). The registry of
the AT-SPI bus lists every event some client listens for (``GetRegisteredEvents``, what the GTK
bridge asks too). QtDBus cannot read that reply from Python (an array of structures), so the
question goes over `jeepney <https://jeepney.readthedocs.io>`_, a pure-Python D-Bus client.

The answer is kept for :data:`TTL` seconds (a screen reader started or stopped is seen that soon);
``None`` when there is no accessibility bus to ask (not Linux, no session bus, no registry), kept for
:data:`TTL_UNKNOWN`.

>>> listens_for_announcements([(":1.5", "Object:Announcement:")])
True
>>> listens_for_announcements([(":1.5", "Object:StateChanged:Showing"), (":1.5", "Window:Activate:")])
False
>>> listens_for_announcements([(":1.9", "object:")])  # every object event
True
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable

#: Seconds an answer is kept; "nobody to ask" is kept longer (asking a bus that does not answer waits).
TTL = 3.0
TTL_UNKNOWN = 60.0

#: Replaced by tests (and by a platform without AT-SPI): returns the registry's (bus name, event) pairs,
#: or None when there is no registry to ask.
ask_registry: Callable[[], list[tuple[str, str]] | None]

_cache: tuple[float, bool | None] | None = None


def listens_for_announcements(events: Iterable[tuple[str, str]]) -> bool:
    """Whether one of the registered events covers ``object:announcement``."""
    for _bus, event in events:
        kind = event.lower().rstrip(":")
        if kind in ("object", "object:announcement"):
            return True
    return False


def announcements_heard() -> bool | None:
    """True if a client listens for announcements, False if the registry says none does, None if unknown."""
    global _cache
    now = time.monotonic()
    if _cache is not None and now - _cache[0] < (TTL if _cache[1] is not None else TTL_UNKNOWN):
        return _cache[1]
    events = ask_registry()
    answer = None if events is None else listens_for_announcements(events)
    _cache = (now, answer)
    return answer


def forget() -> None:
    """Ask again next time (tests, after replacing :data:`ask_registry`)."""
    global _cache
    _cache = None


def _ask_dbus() -> list[tuple[str, str]] | None:
    if not sys.platform.startswith("linux") or not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        return None
    try:
        from jeepney import DBusAddress, new_method_call  # type: ignore[import-untyped]  # no type hints
        from jeepney.io.blocking import open_dbus_connection  # type: ignore[import-untyped]

        with open_dbus_connection("SESSION", auth_timeout=0.5) as session:
            bus = DBusAddress("/org/a11y/bus", "org.a11y.Bus", "org.a11y.Bus")
            address = session.send_and_get_reply(new_method_call(bus, "GetAddress"), timeout=0.5).body[0]
        with open_dbus_connection(address, auth_timeout=0.5) as a11y:
            registry = DBusAddress("/org/a11y/atspi/registry", "org.a11y.atspi.Registry", "org.a11y.atspi.Registry")
            reply = a11y.send_and_get_reply(new_method_call(registry, "GetRegisteredEvents"), timeout=0.5)
        return [(str(bus_name), str(event)) for bus_name, event in reply.body[0]]
    except Exception:  # no bus, no registry, a timeout: nobody to ask
        return None


ask_registry = _ask_dbus
