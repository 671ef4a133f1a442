"""Fixtures the GUI tests share."""

from __future__ import annotations

import pytest


@pytest.fixture
def save_dialogs(monkeypatch, tmp_path):
    """Every save dialog answers at once: it records the path it proposed and the labels it showed, and
    chooses ``tmp_path/out/mine-<n>`` (typed without a suffix: the dialog adds it)."""
    from PySide6.QtWidgets import QDialog, QFileDialog

    (tmp_path / "out").mkdir()
    seen = []

    def answer(dialog):
        labels = (dialog.labelText(QFileDialog.DialogLabel.LookIn), dialog.labelText(QFileDialog.DialogLabel.FileType))
        seen.append((dialog.selectedFiles()[0], labels))
        dialog.selectFile(str(tmp_path / "out" / f"mine-{len(seen)}"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QFileDialog, "exec", answer)
    return seen
