"""The felt table: seats, stock, discard pile, melds, the person's hand and the controls.

Binds the controller to the models and views. It never changes game state
itself: clicks, keys and drops become ``controller.play(action)``. Its parts
live beside it: seat.py, knock_button.py, animator.py (the flights), models.py, layout.py
(where each part sits), status_line.py (what the status line says, and when). Its colours
come from :mod:`gin_desktop.gui.support.theme` (green felt or high contrast), re-applied when the
setting, the palette or the system's contrast preference changes.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QPainter, QRadialGradient
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from gin_desktop.engine import Card, Discard, DrawStock, Knock, Pass, Phase, TakeDiscard
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import a11y, durations
from gin_desktop.gui.support.theme import NORMAL, Theme, ThemeWatcher, qcolor
from gin_desktop.gui.table.animator import TableAnimator
from gin_desktop.gui.table.arrange_bar import ArrangeBar
from gin_desktop.gui.table.knock_button import KnockButton
from gin_desktop.gui.table.labels import TableLabels
from gin_desktop.gui.table.layout import TableLayout
from gin_desktop.gui.table.meter import DeadwoodMeter
from gin_desktop.gui.table.models import TableModels
from gin_desktop.gui.table.move_log import MoveLog
from gin_desktop.gui.table.overlay import AnimationLayer
from gin_desktop.gui.table.pile_view import PileView
from gin_desktop.gui.table.room import SIDE_NARROWEST, SIDE_WIDEST, keep_room_when_hidden
from gin_desktop.gui.table.score_pad import ScorePadModel, ScorePadView
from gin_desktop.gui.table.seat import Seat
from gin_desktop.gui.table.status_line import StatusLine
from gin_desktop.gui.wording import player_name, status_text, status_with_news

# The pile cards' narrowest width, reached only on a table too short for more (a 900×540 window).
SMALLEST_CARD = 40
# The felt's gradient is drawn at 1/FELT_SCALE of the table's size and scaled up (TableWidget._felt_image).
FELT_SCALE = 4


class TableWidget(TableLayout):
    """The whole table. ``models`` holds the pile models; ``controller`` publishes the table to show."""

    hintRequested = Signal()
    captainCardChosen = Signal(object)  # a card of the captain's hand clicked by the person sitting out (T2)

    def __init__(self, controller: GameController, settings=None, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.models = TableModels(controller, self)
        self.models.auto_sort = (settings.auto_sort if settings is not None else None) or "none"
        self.models.show_known = settings.show_known_cards if settings is not None else True
        self._dealing = False
        self._role: str | None = None  # the person's role badge (three players)
        self.theme = NORMAL
        self._felt: tuple[tuple, QImage] | None = None  # the felt's gradient, for the size and colours in its key
        self.theme_watcher = ThemeWatcher(settings, self)
        self.setAutoFillBackground(False)
        self.setMinimumSize(860, 460)  # a 900×540 window: menu bar and frame take the rest
        width = self._card_width_setting()

        # --- piles
        self.seats = [
            Seat(self.models.opponents[0], int(width * 0.72)),
            Seat(self.models.opponents[1], int(width * 0.72)),
        ]
        self.stock_view = PileView("stack", width)
        self.stock_view.setModel(self.models.stock)
        # Drops are taken (and refused with a reason by the stock's model: issue 76), never played.
        self.discard_view = PileView("stack", width)
        self.discard_view.setModel(self.models.discard)
        self.discard_view.show_count = False
        self.melds_view = PileView("fan", int(width * 0.8))
        self.melds_view.setModel(self.models.melds)
        self.melds_view.setDragEnabled(False)
        self.melds_view.setAcceptDrops(False)
        self.melds_view.raise_selected = False
        # Side by side while they fit (the showdown's whole point is to be read), overlapped only when not.
        self.melds_view.max_step = 1.06
        self.melds_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hand_view = PileView("fan", int(width * 1.1))
        self.hand_view.setModel(self.models.hand)
        self.hand_view.max_step = 1.06  # side by side with a little air when the table is wide (overlap when not)
        for v in (self.stock_view, self.discard_view):
            v.activate_keys = True  # Tab to the pile, Enter or Space draws (issue 17)

        # --- labels and controls
        self.stock_label = self._label()
        self.discard_label = self._label()
        self.upcard_label = self._label()
        self.melds_label = self._label()
        self.hand_label = self._label()
        self.hand_badge = QLabel()
        self.arrange_bar = ArrangeBar(self.models)
        self.status = a11y.SpokenLabel()  # its cards said in words (issue 74)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.meter = DeadwoodMeter()
        self.knock_button = KnockButton(self)
        self._celebration: QLabel | None = None  # table.celebration.Celebration, made on the first gin
        self.pass_button = QPushButton()
        self.next_button = QPushButton()
        self.buttons = (self.knock_button, self.pass_button, self.next_button)
        for button in self.buttons:
            button.setMinimumHeight(40)
        # Their room stays while hidden, so nothing shifts: the meter and the Arrange bar before the first
        # match; Pass, which comes and goes with the upcard offer (the meter beside it keeps its length).
        keep_room_when_hidden(self.meter, self.arrange_bar, self.pass_button)
        self.score_model = ScorePadModel(self)
        self.score_view = ScorePadView(self.score_model)
        self.score_view.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the last stop of Tab on the table (issue 17)
        self.score_view.setTabKeyNavigation(False)  # Tab leaves the pad instead of walking its cells
        self.score_title = self._label()
        self.status_line = StatusLine(self)  # what table.status says, and when
        self.move_log = MoveLog(controller, held=self.result_held)  # the layoffs shown one by one: it waits
        self.move_log.setMinimumWidth(SIDE_NARROWEST)
        self.move_log.setMaximumWidth(SIDE_WIDEST)
        self.move_log.fit_height()
        self.move_log_title = self._label()
        self.target_label = self._label()

        self.lay_out()  # layout.py: where each part sits
        self.overlay = AnimationLayer(self)
        self.animator = TableAnimator(self)
        self.labels = TableLabels(self)
        self.apply_theme(self.theme_watcher.theme)
        self.theme_watcher.changed.connect(self.apply_theme)

        # --- wiring: the person's gestures become controller calls
        # A double-click's first click has drawn already: its second half stays quiet.
        self.stock_view.cardActivated.connect(lambda row: self._pile_clicked(DrawStock(), quiet=True))
        self.stock_view.areaClicked.connect(lambda: self._pile_clicked(DrawStock()))
        self.discard_view.cardActivated.connect(lambda row: self._pile_clicked(TakeDiscard(), quiet=True))
        self.discard_view.areaClicked.connect(lambda: self._pile_clicked(TakeDiscard()))
        self.hand_view.clicked.connect(self._hand_clicked)
        self.hand_view.cardActivated.connect(self._hand_activated)
        self.hand_view.toggleRequested.connect(self._hand_toggle)
        self.knock_button.clicked.connect(self.knock)
        for name, view in (("hand", self.hand_view), ("stock", self.stock_view), ("discard", self.discard_view)):
            view.dragRefused.connect(lambda row, pos, name=name: self.animator.snap_back(name, row, pos))
        self.pass_button.clicked.connect(lambda: self.controller.play(Pass()))
        self.next_button.clicked.connect(self.controller.next_hand)
        self.models.selectionChanged.connect(lambda card: self._update_controls())
        self.models.synced.connect(self._update_controls)
        c = controller
        c.stateChanged.connect(self._on_state)
        c.handStarted.connect(self._on_hand_started)
        c.actionApplied.connect(self.animator.on_action)
        c.illegalAttempt.connect(self.status_line.on_illegal)
        c.statusChanged.connect(self.status_line.on_status)
        # A dialog or a suggestion stopped holding the game: the person's buttons may be due now.
        c.statusChanged.connect(lambda _text: self._update_controls())
        c.thinking.connect(lambda on: self._update_controls())
        c.handOver.connect(self.status_line.announce_result)
        c.handOver.connect(self._celebrate_hand)
        c.matchOver.connect(self._celebrate_match)
        # Tab goes round the table in reading order (issue 17).
        chain = [self.hand_view, self.stock_view, self.discard_view, self.pass_button, self.knock_button,
                 self.next_button, self.meter, self.move_log, self.score_view]
        for a, b in itertools.pairwise(chain):
            QWidget.setTabOrder(a, b)
        self._on_state()
        self.retranslate()

    # ------------------------------------------------------------------ language

    def retranslate(self) -> None:
        """Every text of the table in the current language: the fixed ones here, the rest worded again."""
        self.stock_view.setAccessibleName(self.tr("Stock"))
        self.discard_view.setAccessibleName(self.tr("Discard pile"))
        self.melds_view.setAccessibleName(self.tr("The knocker's melds"))
        self.hand_view.setAccessibleName(self.tr("Your hand"))
        self.status.setAccessibleDescription(self.tr("Status"))  # the name is the status text itself
        self.move_log_title.setText(self.tr("Moves"))
        self.pass_button.setText(self.tr("Pass"))
        self.next_button.setText(self.tr("Next hand"))
        self.score_title.setText(self.tr("Score pad"))
        t = self.controller.table
        self.score_model.retranslate(self._player_names() if t is not None else None)
        self.models.retranslate()  # the cards' spoken names
        self.arrange_bar.retranslate()
        # A hint or a refusal on the status line was worded in the old language: say what can be done now.
        self.status_line.last = status_with_news(self.controller.table, status_text(self.controller))
        self.status.setText(self.tr("Dealing…") if self._dealing else self.status_line.last)
        self.move_log.retranslate()
        self._update_labels()
        self._update_controls()

    def changeEvent(self, event) -> None:
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.retranslate()
        elif kind in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.theme_watcher.update_theme()  # Automatic contrast follows a high-contrast palette
        super().changeEvent(event)

    # ------------------------------------------------------------------ colours

    def apply_theme(self, theme: Theme) -> None:
        """Every colour of the table from ``theme`` (the felt is painted from ``self.theme``)."""
        self.theme = theme
        for lab in (self.stock_label, self.discard_label, self.upcard_label, self.melds_label, self.hand_label,
                    self.score_title, self.move_log_title, self.target_label):
            lab.setStyleSheet(theme.label_css())
        self.status.setStyleSheet(theme.status_css())
        self.keep_status_room()  # the high-contrast border makes the line taller
        for b in self.buttons:
            b.setStyleSheet(theme.button_css())
        self.score_view.setStyleSheet(theme.score_css())
        self.move_log.setStyleSheet(theme.list_css())
        self.arrange_bar.apply_theme(theme)
        self.score_model.set_theme(theme)
        self.meter.set_theme(theme)
        for seat in self.seats:
            seat.apply_theme(theme)
        for view in (self.stock_view, self.discard_view, self.melds_view, self.hand_view):
            view.set_theme(theme)
        if self._role is not None:
            self.hand_badge.setStyleSheet(theme.badge_css(self._role))
        self.update()

    # ------------------------------------------------------------------ helpers

    def _label(self) -> QLabel:
        return QLabel()  # styled by apply_theme

    def _card_size(self) -> int:
        """The card size setting in percent (100 without settings)."""
        return (self.settings.card_size if self.settings is not None else None) or 100

    def _card_width_setting(self) -> int:
        percent = self._card_size()
        return max(48, int(84 * percent / 100))

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawImage(self.rect(), self._felt_image())
        p.end()

    def _felt_image(self) -> QImage:
        """The felt's radial gradient at a quarter of the table's size, drawn scaled up (smooth, as it is).
        Filled at full size it cost ~40 ms of the first paint at 1280×800 (issue 76, bench_startup.py),
        and as much again at every repaint of the whole table; a scaled image costs a few."""
        size = QSize(max(1, self.width() // FELT_SCALE), max(1, self.height() // FELT_SCALE))
        key = (size.width(), size.height(), self.theme.felt_centre, self.theme.felt_edge)
        if self._felt is None or self._felt[0] != key:
            image = QImage(size, QImage.Format.Format_RGB32)
            g = QRadialGradient(QRectF(image.rect()).center(), max(size.width(), size.height()) * 0.75)
            g.setColorAt(0.0, qcolor(self.theme.felt_centre))
            g.setColorAt(1.0, qcolor(self.theme.felt_edge))
            painter = QPainter(image)
            painter.fillRect(image.rect(), g)
            painter.end()
            self._felt = (key, image)
        return self._felt[1]

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.overlay.resize(self.size())
        self.fit_cards()
        self.keep_score_rows()
        # The centre's spare height is known once the new size is laid out: judge the status's second
        # line again then (at 1024×600 it was judged from the old layout, and a wrapping hint moved the piles).
        QTimer.singleShot(0, self, self.keep_status_room)

    def fit_cards(self) -> None:
        """Size the cards for the table's height and the card size setting (a resize, a changed setting)."""
        self._fit_cards()
        self.keep_status_room()

    def _fit_cards(self) -> None:
        """Card sizes follow the window height (1024×640 up to 1920×1080), scaled by the card size setting;
        on a table too short for them and a status of two lines (900×540, or large cards) they shrink until
        the column fits, or Qt would lay the upcard line over the discard pile and cut the hand."""
        percent = self._card_size() / 100
        base = max(SMALLEST_CARD, min(150, int(self.height() / 8.2 * percent)))
        self._set_card_widths(base)
        while base > SMALLEST_CARD and self.column_overflow() > 0:
            base = max(SMALLEST_CARD, base - 2)
            self._set_card_widths(base)

    def _set_card_widths(self, base: int) -> None:
        sizes = {self.stock_view: base, self.discard_view: base, self.melds_view: int(base * 0.85),
                 self.hand_view: int(base * 1.22)}
        for s in self.seats:
            sizes[s.view] = int(base * 0.72)
        for view, width in sizes.items():
            if view.card_width != width:
                view.set_card_width(width)
                if view is self.discard_view and view.mode == "fan":
                    view.setFixedSize(QSize(int(width * 3.2), view.minimumSizeHint().height()))
                elif view.mode == "stack":
                    view.setFixedSize(view.sizeHint())
                else:
                    view.setFixedHeight(view.minimumSizeHint().height())
                if view is self.melds_view:
                    self.keep_melds_room()

    def sizeHint(self) -> QSize:
        return QSize(1280, 760)

    # ------------------------------------------------------------------ gestures

    def _pile_clicked(self, action, quiet: bool = False) -> None:
        """A click on the stock or the discard pile: a card chosen in the hand goes on the pile (a discard),
        else it draws. Every click answers: a refused one says why on the status line."""
        selected = self.models.selected
        if isinstance(action, TakeDiscard) and selected is not None:
            discard = Discard(selected)
            if self.controller.is_legal(discard) or (not quiet and not self.controller.is_legal(action)):
                # The chosen card goes on the pile; refused, the status line says why it may not (R7: not
                # the card just taken), rather than why the pile may not be drawn from.
                self.controller.play(discard)
                return
        if not quiet or self.controller.is_legal(action):
            self.controller.play(action)

    def _card_at(self, row: int) -> Card | None:
        if 0 <= row < self.models.hand.rowCount():
            return self.models.hand.entry(row).card
        return None

    # ------------------------------------------------------------------ joy (issue 76)

    @property
    def celebration(self):  # Celebration, made on the first gin (nothing of it at start)
        if self._celebration is None:
            from gin_desktop.gui.table.celebration import Celebration

            self._celebration = Celebration(self)
        return self._celebration

    def _celebrate_hand(self, record) -> None:
        from gin_desktop.gui.table.celebration import hand_text

        text = hand_text(record.kind) if record.winner == self.controller.human else None
        if text is not None:
            self.celebration.play(text)

    def _celebrate_match(self, totals) -> None:
        if totals.winner == self.controller.human:
            from gin_desktop.gui.table.celebration import match_text

            self.celebration.play(match_text())

    def _hand_clicked(self, index) -> None:
        self._hand_toggle(index.row())

    def _hand_toggle(self, row: int) -> None:
        card = self._card_at(row)
        if card is None:
            return
        t = self.controller.table
        if t is not None and t.sitting_out:
            # Sitting out, the cards are the captain's: a click picks that discard to suggest, and no
            # card of theirs stays raised (issue 76).
            self.captainCardChosen.emit(card)
            return
        self.models.select(card)

    def _hand_activated(self, row: int) -> None:
        card = self._card_at(row)
        if card is not None:
            self.controller.play(Discard(card))

    def draw_stock(self) -> None:
        self.controller.play(DrawStock())

    def take_discard(self) -> None:
        self.controller.play(TakeDiscard())

    def discard_selected(self) -> None:
        card = self.models.selected
        if card is None:
            cur = self.hand_view.currentIndex()
            card = self._card_at(cur.row()) if cur.isValid() else None
        if card is None:
            self.controller.refuse(self.tr("Select a card to discard first (arrows and Space)."))
            return
        self.controller.play(Discard(card))

    def knock(self) -> None:
        """Knock as the button offers (engine.preview.knock_offer); with no legal knock, the refusal says why."""
        c = self.controller
        t = c.table
        if t is None:
            return
        view = t.view
        offer = self.knock_offer()
        if offer is not None:
            c.play(offer.action)
            return
        card = self.models.selected
        if card is None and view.hand:
            card = view.hand[0]
        if card is not None:
            c.play(Knock(card))  # illegal: the controller words the reason on the status line

    def knock_offer(self):
        """The knock the button offers now (None: no legal knock), from the published table only."""
        t = self.controller.table
        return None if t is None else t.knock_offer(self.models.selected)

    # ------------------------------------------------------------------ controller → table

    def hold_result(self, on: bool) -> None:
        """Keep the hand's result off the status line and the score pad while the layoffs replay (status_line.py)."""
        self.status_line.hold_result(on)

    def result_held(self) -> bool:
        return self.status_line.result_held()

    def _on_hand_started(self, number: int) -> None:
        # A new deal starts in deal order (or the auto-sort): the last hand's arrangement kept the
        # cards dealt again at its places, so with animations off the hand depended on the last one.
        # Likewise the card chosen in the last hand: still chosen, Enter would discard it unasked.
        self.models.order = []
        self.models.selected = None
        if durations.instant() or not self.isVisible():
            return
        self.animator.animate_deal()

    def _on_state(self, _table=None) -> None:
        if self.animator.running:
            return
        self.sync()

    def _fit_move_log(self, players: int) -> None:
        from gin_desktop.gui.table.move_log import TWO_PLAYER_LINES, VISIBLE_LINES

        lines = TWO_PLAYER_LINES if players == 2 else VISIBLE_LINES
        if self.move_log.fit_lines != lines:
            self.move_log.fit_height(lines)

    def sync(self) -> None:
        t = self.controller.table
        if t is not None and self.score_model.columnCount() != t.players:
            self.score_model.set_players(self._player_names())
        if t is not None:
            self._fit_move_log(t.players)
            self.score_model.sync(t.records[:-1] if self.result_held() else t.records, t.rules)
        self.models.sync()
        self.move_log.sync()
        self.status_line.say()
        self._update_labels()
        self._focus_hand_after_draw()

    def _focus_hand_after_draw(self) -> None:
        """The person drew with a pile focused: the focus goes to the hand, where ← → and Space choose the
        discard (Help ▸ Keyboard); left on the pile, those keys did nothing."""
        t = self.controller.table
        if (t is not None and t.phase is Phase.DISCARD and self.controller.waiting_for_person()
                and QApplication.focusWidget() in (self.stock_view, self.discard_view)):
            self.hand_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _player_names(self) -> list[str]:
        t = self.controller.table
        assert t is not None  # every caller checks that a match is on
        return [player_name(t, p) for p in range(t.players)]

    # Plurals stay here: lupdate files a %n string as plural only from a tr() call like these.
    def cards_text(self, n: int) -> str:
        return self.tr("%n card(s)", "", n)

    def stock_text(self, n: int) -> str:
        return self.tr("Stock: %n card(s)", "", n)

    def _update_labels(self) -> None:
        self.labels.update_labels()

    def _update_controls(self) -> None:
        self.labels.update_controls()
