"""Game ▸ Host a table… and Game ▸ Join a table… (issue 75).

:class:`HostDialog` picks the rules preset (two or three players), who sits in
each other seat (an invited person or a computer level) and where the server
runs: in this program on a chosen port (:class:`~gin_desktop.gui.network.hosting.LocalServer`)
or at a gin-desktop-server address. Hosting shows the invitation, the address
and the short code to read out. :class:`JoinDialog` takes an address, a code and
a name. Both drive a :class:`~gin_desktop.gui.network.seat.RemoteController` and
say its failures in words; nothing is lost on a failure, the dialog stays open.

Both are played from the keyboard: every form label, the TLS box and the OK
button carry a letter (Alt+letter; none used twice in one dialog, in English
or Spanish), Tab goes down the form and then to the buttons, and each dialog
opens with the focus where the player starts typing.

Both offer TLS: joining (or hosting at a server's address) over a secure
connection checks the server's certificate against the system's authorities,
or against a certificate file the player chooses (a self-signed server's); a
table hosted here serves ``wss://`` when given a certificate and key file. A
file that cannot be used, or a handshake that fails, is said in the dialog.
"""

from __future__ import annotations

import ssl
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import PRESETS
from gin_desktop.gui.dialogs.new_game_knobs import preset_names
from gin_desktop.gui.network.hosting import LocalServer, local_address
from gin_desktop.gui.network.seat import RemoteController
from gin_desktop.gui.rating.words import level_name
from gin_desktop.gui.wording.network import (
    connecting_text,
    error_text,
    invitation_text,
    seat_choice_person,
    tls_file_text,
)
from gin_desktop.net.tls import TlsFileError, client_context, loopback_context, secure_url, server_context

LEVEL_KEYS = ("beginner", "standard", "strong", "expert", "master")
DEFAULT_PORT = 8765


class FileField(QWidget):
    """A file name and its Browse… button (the file dialog's answer fills the line).

    Browse… has no letter: the Host dialog shows two of them, and the line is reached by its
    form label's letter (the widget's focus proxy), Browse… by Tab from there."""

    def __init__(self, title: str, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.line = QLineEdit()
        self.line.setPlaceholderText(placeholder)
        self.browse = QPushButton(self.tr("Browse…"))
        self.browse.clicked.connect(self._browse)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.line, 1)
        row.addWidget(self.browse)
        self.setFocusProxy(self.line)
        # A label's Alt+letter focuses its buddy only if the buddy itself takes focus (the proxy is not
        # enough); Tab still skips this widget for its line and Browse….
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def text(self) -> str:
        return self.line.text().strip()

    def ask_file(self) -> str:
        """The file the player picks (tests replace this)."""
        name, _ = QFileDialog.getOpenFileName(self, self.title, self.text(),
                                              self.tr("Certificates (*.pem *.crt *.cer *.key);;All files (*)"))
        return name

    def _browse(self) -> None:
        name = self.ask_file()
        if name:
            self.line.setText(name)


class _NetDialog(QDialog):
    """What both dialogs share: a message line, OK/Cancel, and the controller's answers."""

    def __init__(self, controller: RemoteController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setObjectName("netMessage")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout()
        self.column = column = QVBoxLayout(self)
        column.addLayout(self.form)
        column.addWidget(self.message)
        column.addWidget(self.buttons)
        controller.failed.connect(self._failed)
        controller.seated.connect(self._seated)

    @property
    def ok(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def _failed(self, text: str) -> None:
        self.message.setText(text)
        self.ok.setEnabled(True)

    def _secure_rows(self, url: QLineEdit) -> None:
        """"Secure connection (TLS)" and the certificate to trust (empty: the system's authorities)."""
        self.secure = QCheckBox(self.tr("&Secure connection (TLS)"))
        self.secure.setToolTip(self.tr("Connect with wss://: the server's certificate is checked, and nobody on "
                                       "the way can read or change the game."))
        self.trust = FileField(self.tr("Certificate to trust"),
                               self.tr("The system's certificate authorities"))
        self.trust.setToolTip(self.tr("For a server with a self-signed certificate: that certificate (or the "
                                      "authority that signed it), as its host gave it to you."))
        self._url_line = url
        url.setMinimumWidth(url.fontMetrics().horizontalAdvance("wss://gin.example.org:8765") + 24)
        self.trust.line.setMinimumWidth(url.minimumWidth() - self.trust.browse.sizeHint().width())
        self.secure.toggled.connect(self._secure_toggled)

    def _tab_order(self) -> None:
        """Tab goes down the form's fields, then to OK and Cancel (the button box is made before the
        fields, so by default Tab went to the buttons first)."""
        chain: list[QWidget] = []
        for row in range(self.form.rowCount()):
            item = self.form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            field = item.widget() if item is not None else None
            if isinstance(field, FileField):
                chain += [field.line, field.browse]
            elif field is not None:
                chain.append(field)
        chain += [self.ok, self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _secure_toggled(self, on: bool) -> None:
        text = self._url_line.text().strip()
        if "://" in text or on:
            self._url_line.setText(secure_url(text, on))
        self._shown()

    def _shown(self) -> None:  # overridden
        pass

    def client_tls(self) -> tuple[bool, ssl.SSLContext | None]:
        """Whether the connection can be tried, and the context to connect with (None: a plain connection);
        not when the chosen file cannot be used (the message says why)."""
        if not self.secure.isChecked():
            return True, None
        try:
            context = client_context(self.trust.text() or None)
            self.controller.trust = str(Path(self.trust.text()).absolute()) if self.trust.text() else ""
            return True, context
        except TlsFileError as exc:
            self.message.setText(tls_file_text(exc.path, exc.detail))
            return False, None

    def _seated(self, code: str) -> None:  # overridden
        self.accept()

    def done(self, result: int) -> None:
        for signal, slot in ((self.controller.failed, self._failed), (self.controller.seated, self._seated)):
            signal.disconnect(slot)
        super().done(result)


class HostDialog(_NetDialog):
    """Host a table: rules, seats, server; then the invitation (see the module doc)."""

    def __init__(self, controller: RemoteController, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(controller, parent)
        self.server: LocalServer | None = None
        self._served: tuple[str, str] = ("", "")  # the certificate and key files self.server was started with
        self.address = ""
        self.setWindowTitle(self.tr("Host a table"))
        self.preset = QComboBox()
        names = preset_names()
        for p in PRESETS:
            self.preset.addItem(names.get(p.key, (p.name, ""))[0], p.key)
        self.name = QLineEdit(name)
        self.name.setMaxLength(24)
        self.seats = [QComboBox(), QComboBox()]
        for combo in self.seats:
            combo.addItem(seat_choice_person(), "person")
            for key in LEVEL_KEYS:
                combo.addItem(level_name(key), key)
        self.where = QComboBox()
        self.where.addItem(self.tr("On this computer"), "here")
        self.where.addItem(self.tr("At a gin-desktop-server address"), "there")
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.url = QLineEdit("ws://")
        self._secure_rows(self.url)
        self.cert = FileField(self.tr("Certificate file"), self.tr("None: a plain connection (ws://)"))
        self.key = FileField(self.tr("Private key file"), self.tr("The certificate's key"))
        self.cert.setToolTip(self.tr("A certificate (PEM) makes the table serve secure connections (wss://); give "
                                     "it to your friends if it is self-signed."))
        self.grace = QSpinBox()
        self.grace.setRange(0, 3600)
        self.grace.setValue(60)
        self.grace.setSuffix(self.tr(" s"))
        self.invitation = QLabel()
        self.invitation.setObjectName("invitation")
        big = self.invitation.font()
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 1.25)
        self.invitation.setFont(big)  # the words to read out: the dialog's point once the table exists
        self.invitation.setWordWrap(True)
        self.invitation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        f = self.form
        f.addRow(self.tr("&Rules:"), self.preset)
        f.addRow(self.tr("Your &name:"), self.name)
        f.addRow(self.tr("S&econd seat:"), self.seats[0])
        f.addRow(self.tr("Thir&d seat:"), self.seats[1])
        f.addRow(self.tr("Ser&ver:"), self.where)
        f.addRow(self.tr("&Port:"), self.port)
        f.addRow(self.tr("TLS &certificate:"), self.cert)
        f.addRow(self.tr("TLS &key:"), self.key)
        f.addRow(self.tr("&Address:"), self.url)
        f.addRow("", self.secure)
        f.addRow(self.tr("&Trust:"), self.trust)
        f.addRow(self.tr("&Wait for a dropped player:"), self.grace)
        self.column.insertWidget(1, self.invitation)
        self.ok.setText(self.tr("&Host"))
        self.ok.clicked.connect(self.host)
        self.preset.currentIndexChanged.connect(self._shown)
        self.where.currentIndexChanged.connect(self._shown)
        self._shown()
        self._tab_order()
        # The focus starts on Rules, the form's first control: the player goes down the form from the top
        # (the name may stay empty: the others then see "Player 1"), and the Enter key still hosts.
        self.preset.setFocus()

    def players(self) -> int:
        return next(p.rules.players for p in PRESETS if p.key == self.preset.currentData())

    def seat_kinds(self) -> list[str]:
        """What the table's seats are, the host's first: ``person`` or a computer level."""
        return ["person", *(c.currentData() for c in self.seats[: self.players() - 1])]

    def _shown(self) -> None:
        three = self.players() == 3
        self.form.setRowVisible(self.seats[1], three)
        here = self.where.currentData() == "here"
        for row in (self.port, self.cert, self.key):
            self.form.setRowVisible(row, here)
        for other in (self.url, self.secure):
            self.form.setRowVisible(other, not here)
        self.form.setRowVisible(self.trust, not here and self.secure.isChecked())

    def host(self) -> None:
        """Start the server here (or use the address) and ask it for a table; the invitation follows."""
        self.ok.setEnabled(False)
        self.message.setText("")
        if self.where.currentData() == "here":
            cert, key = self.cert.text(), self.key.text()
            try:
                tls = server_context(cert, key or cert) if cert or key else None
                self.controller.tls = loopback_context(cert) if tls is not None else None
            except TlsFileError as exc:
                self.message.setText(tls_file_text(exc.path, exc.detail))
                self.ok.setEnabled(True)
                return
            if self.server is not None and self._served != (cert, key):  # TLS chosen, dropped or changed
                self.stop_server()  # since the last try: the host's seat would not speak the server's TLS
            if self.server is None:
                try:
                    self.server = LocalServer(port=self.port.value(), tls=tls)
                    self._served = (cert, key)
                except OSError as exc:
                    self.message.setText(self.tr("Cannot listen on that port: %1").replace("%1", exc.strerror or
                                                                                            str(exc)))
                    self.ok.setEnabled(True)
                    return
            url, self.address = self.server.url, local_address(self.server.port, self.server.secure)
        else:
            usable, tls = self.client_tls()
            if not usable:
                self.ok.setEnabled(True)
                return
            self.controller.tls = tls
            url = self.url.text().strip()
            if tls is not None:
                url = secure_url(url, True)
            self.address = url
        self.message.setText(connecting_text(self.address))
        self.controller.host(url, str(self.preset.currentData()), self.seat_kinds(), self.name.text().strip(),
                             self.grace.value())

    def _seated(self, code: str) -> None:
        """The table exists: show the invitation; OK now goes to the table."""
        self.invitation.setText(invitation_text(self.address, code))
        self.message.setText(self.tr("Read the address and the code to your friends; they choose Game ▸ Join a "
                                     "table…"))
        for w in (self.preset, self.name, *self.seats, self.where, self.port, self.url, self.grace, self.cert,
                  self.key, self.secure, self.trust):
            w.setEnabled(False)
        self.ok.clicked.disconnect(self.host)
        self.ok.setText(self.tr("&Go to the table"))
        self.ok.setEnabled(True)
        self.ok.clicked.connect(self.accept)
        self.adjustSize()

    def stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None


class JoinDialog(_NetDialog):
    """Join a table: the address, the code read out by the host, a name."""

    def __init__(self, controller: RemoteController, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(controller, parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.url = QLineEdit(f"ws://127.0.0.1:{DEFAULT_PORT}")
        self.code = QLineEdit()
        self.code.setMaxLength(12)
        self.name = QLineEdit(name)
        self.name.setMaxLength(24)
        self._secure_rows(self.url)
        self.form.addRow(self.tr("&Address:"), self.url)
        self.form.addRow("", self.secure)
        self.form.addRow(self.tr("&Trust:"), self.trust)
        self.form.addRow(self.tr("&Code:"), self.code)
        self.form.addRow(self.tr("Your &name:"), self.name)
        self.ok.setText(self.tr("&Join"))
        self.ok.clicked.connect(self.join)
        self._shown()
        self._tab_order()
        # The focus starts in the first field the player must fill: the code read out by the host, since
        # the address is filled in already (the address when it is not); typing goes straight into it.
        (self.code if self.url.text().strip() else self.url).setFocus()

    def _shown(self) -> None:
        self.form.setRowVisible(self.trust, self.secure.isChecked())

    def join(self) -> None:
        code = self.code.text().strip()
        if not code:
            self.message.setText(error_text("no_table", ""))
            return
        usable, tls = self.client_tls()
        if not usable:
            return
        self.controller.tls = tls
        url = self.url.text().strip()
        if tls is not None:
            url = secure_url(url, True)
        self.ok.setEnabled(False)
        self.message.setText(connecting_text(url))
        self.controller.join(url, code, self.name.text().strip())


__all__ = ["HostDialog", "JoinDialog"]
