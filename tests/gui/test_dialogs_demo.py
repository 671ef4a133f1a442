"""The screenshot demo builds every dialog on its position without a Qt warning."""

import pytest

from gin_desktop.gui.dialogs.demo import build_all

pytestmark = pytest.mark.gui


def test_demo_builds_every_dialog(qtbot):
    built = build_all()
    for _name, widget in built:
        qtbot.addWidget(widget)
    names = [name for name, _ in built]
    assert len(names) == len(set(names)) == 13
    knock = dict(built)["knock-illegal"]
    assert not knock.confirm_button.isEnabled()  # the demo shows the illegal state it claims to
    result = dict(built)["hand-result"]
    assert result.score_label.text() == "Undercut: 25 + (8 − 0) = 33 — R12"
    assert result.panels[0].groups[0].caption.text() == "+ 4♠ laid off"
