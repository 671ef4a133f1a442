"""The Qt table: controller, models, views and the main window (issue 5)."""

from ._none_pin import pin_none

pin_none()  # before any PySide6 call: see _none_pin.py
