"""PileModel and ScorePadModel: Qt's model tester, incremental updates, roles, MIME."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, Qt

from gin_desktop.engine import Match, Rules, parse_cards
from gin_desktop.gui.table.pile_model import MIME_TYPE, Entry, PileModel, Role, decode_mime, encode_mime
from gin_desktop.gui.table.score_pad import ScorePadModel

pytestmark = pytest.mark.gui


def _entries(text: str) -> list[Entry]:
    return [Entry(c) for c in parse_cards(text)]


class _Recorder:
    def __init__(self, model) -> None:
        self.events: list[tuple] = []
        model.rowsInserted.connect(lambda p, a, b: self.events.append(("insert", a, b)))
        model.rowsRemoved.connect(lambda p, a, b: self.events.append(("remove", a, b)))
        model.rowsMoved.connect(lambda p, a, b, d, r: self.events.append(("move", a, r)))
        model.dataChanged.connect(lambda a, b, roles=(): self.events.append(("changed", a.row(), b.row())))
        model.modelReset.connect(lambda: self.events.append(("reset",)))


def test_pile_model_passes_qt_model_tester_through_syncs(qtmodeltester):
    model = PileModel("hand", drag_enabled=True, drop_enabled=True)
    qtmodeltester.check(model)  # stays attached: every sync below is checked too
    model.sync(_entries("AS 2S 3S 7H 9D"))
    model.sync(_entries("9D AS 2S 3S KC"))
    model.sync(Entry.unknown(4))
    model.sync([])
    qtmodeltester.check(model)


def test_sync_is_incremental_never_a_reset(qtbot):
    model = PileModel("hand")
    rec = _Recorder(model)
    model.sync(_entries("AS 2S 3S 7H"))
    assert rec.events == [("insert", i, i) for i in range(4)]
    rec.events.clear()
    model.sync(_entries("AS 2S 3S 7H KD"))  # a draw: one insert at the end
    assert rec.events == [("insert", 4, 4)]
    rec.events.clear()
    model.sync(_entries("AS 2S 3S KD"))  # a discard: one remove
    assert rec.events == [("remove", 3, 3)]
    rec.events.clear()
    model.sync(_entries("KD AS 2S 3S"))  # a rearrangement: one move
    assert rec.events == [("move", 3, 0)]
    rec.events.clear()
    model.sync([Entry(c, highlight=c.rank == 2) for c in parse_cards("KD AS 2S 3S")])
    assert rec.events == [("changed", 2, 2)]
    assert model.cards() == list(parse_cards("KD AS 2S 3S"))


def test_unknown_cards_change_by_count_only(qtbot):
    model = PileModel("west")
    rec = _Recorder(model)
    model.sync(Entry.unknown(10))
    rec.events.clear()
    model.sync(Entry.unknown(11))
    assert rec.events == [("insert", 10, 10)]
    rec.events.clear()
    model.sync(Entry.unknown(10))
    assert rec.events == [("remove", 10, 10)]
    assert model.index(0).data(Role.CARD) is None and model.index(0).data(Role.FACE_UP) is False


def test_roles_report_the_entry(qtbot):
    model = PileModel("hand")
    card = parse_cards("7H")[0]
    model.sync([Entry(card, selectable=True, meld_group=2, deadwood=False, highlight=True)])
    idx = model.index(0)
    assert idx.data(Role.CARD) is card
    assert idx.data(Role.SELECTABLE) is True
    assert idx.data(Role.MELD_GROUP) == 2
    assert idx.data(Role.HIGHLIGHT) is True
    assert idx.data(Qt.ItemDataRole.DisplayRole) == "7♥"
    assert idx.data(Qt.ItemDataRole.AccessibleTextRole) == "Seven of hearts, in a meld, selected"
    assert model.roleNames()[int(Role.MELD_GROUP)].data() == b"meld_group"


def test_remove_rows_is_refused_so_qt_cannot_remove_a_card_twice(qtbot):
    model = PileModel("hand", drag_enabled=True, drop_enabled=True)
    model.sync(_entries("AS 2S 3S"))
    assert model.removeRows(0, 1, QModelIndex()) is False
    assert model.rowCount() == 3


def test_mime_round_trip_and_foreign_data():
    cards = parse_cards("7H")
    payload = decode_mime(encode_mime("hand", cards, [4]))
    assert payload == {"source": "hand", "cards": list(cards), "rows": [4]}
    assert decode_mime(encode_mime("stock", [None], [30]))["cards"] == [None]
    foreign = QMimeData()
    foreign.setText("7H")
    assert decode_mime(foreign) is None
    broken = QMimeData()
    broken.setData(MIME_TYPE, b"{not json")
    assert decode_mime(broken) is None


def test_score_pad_model_inserts_a_row_per_hand(qtmodeltester):
    m = Match.new(Rules.house(), seed=3)
    while len(m.records) < 2:
        if m.hand.is_over:
            m = m.next_hand()
        else:
            acts = m.legal_actions()
            m = m.apply(next((a for a in acts if type(a).__name__ == "Knock"), acts[0]))
    pad = ScorePadModel()
    pad.set_players(["You", "Computer"])
    qtmodeltester.check(pad)
    rec = _Recorder(pad)
    pad.sync(m.records[:1])
    pad.sync(m.records)
    assert ("insert", 1, 1) in rec.events and ("reset",) not in rec.events
    assert pad.rowCount() == 3
    total = [pad.index(2, col).data() for col in range(2)]
    assert total == [str(s) for s in m.records[-1].scores_after]
    assert pad.headerData(2, Qt.Orientation.Vertical) == "Total"


def test_score_pad_shows_the_three_hollywood_games_under_the_total(qtmodeltester):  # O2
    from gin_desktop.engine import hollywood_standing

    m = random_hollywood_match()
    pad = ScorePadModel()
    pad.set_players(["You", "Computer"])
    pad.sync([], m.rules)
    qtmodeltester.check(pad)
    assert pad.rowCount() == 4 and [pad.headerData(r, Qt.Orientation.Vertical) for r in (1, 2, 3)] == [
        "Game 1", "Game 2", "Game 3"]
    rec = _Recorder(pad)
    for n in range(1, len(m.records) + 1):
        pad.sync(m.records[:n], m.rules)
        standing = hollywood_standing(m.records[:n], m.rules)
        for g, game in enumerate(standing):
            row = n + 1 + g
            shown = [pad.index(row, col).data() for col in range(2)]
            ticked = [col for col in range(2) if shown[col].startswith("✓ ")]
            assert [int(t.removeprefix("✓ ")) for t in shown] == list(game.scores)
            assert ticked == ([game.scores.index(max(game.scores))] if game.closed else [])
            tip = pad.index(row, 0).data(Qt.ItemDataRole.ToolTipRole)
            winner = ["You", "Computer"][game.scores.index(max(game.scores))]
            assert tip == (f"Game {g + 1} (O2) is over · winner: {winner}, first to 100" if game.closed
                           else f"Game {g + 1} (O2): still open")
    assert ("reset",) not in rec.events and all(g.closed for g in hollywood_standing(m.records, m.rules))
    pad.sync(m.records, Rules.house())  # the same hands under other rules: a different match, no game rows
    assert pad.rowCount() == len(m.records) + 1


def random_hollywood_match():
    m = Match.new(Rules.hollywood_rules(), seed=5)
    while not m.is_over:
        if m.hand.is_over:
            m = m.next_hand()
        else:
            acts = m.legal_actions()
            m = m.apply(next((a for a in acts if type(a).__name__ == "Knock"), acts[0]))
    return m


def test_accessible_name_says_which_meld_a_card_is_in(qtbot):
    model = PileModel("hand")
    seven, king = parse_cards("7H KD")
    model.sync([Entry(seven, meld_group=0, meld_kind="run"), Entry(king, meld_group=1, meld_kind="set")])
    assert model.index(0).data(Qt.ItemDataRole.AccessibleTextRole) == "Seven of hearts, in a run of hearts"
    assert model.index(1).data(Qt.ItemDataRole.AccessibleTextRole) == "King of diamonds, in a set"


def test_table_hand_entries_carry_the_meld_kind(qtbot):
    from gin_desktop.engine import Match, MeldKind, Rules, best_arrangement
    from gin_desktop.gui.support import durations
    from gin_desktop.gui.windows.main_window import MainWindow

    def human_melds(seed):
        m = Match.new(Rules.house(), seed)
        return {c: meld.kind for meld in best_arrangement(m.view(0).hand).melds for c in meld.cards}

    # A deal where the person (player 0) holds a run and a set, so both wordings are checked.
    seed = next(s for s in range(2000) if {MeldKind.RUN, MeldKind.SET} <= set(human_melds(s).values()))
    durations.set_speed(0)
    w = MainWindow()
    qtbot.addWidget(w)
    w.controller.new_match(Rules.house(), ["beginner"], seed=seed)
    try:
        kinds = human_melds(seed)
        model = w.table.models.hand
        assert model.rowCount() == 10
        for row in range(model.rowCount()):
            card = model.index(row).data(Role.CARD)
            text = model.index(row).data(Qt.ItemDataRole.AccessibleTextRole)
            if kinds.get(card) is MeldKind.RUN:
                assert text.endswith(f"in a run of {('spades', 'hearts', 'diamonds', 'clubs')[card.suit]}")
            elif kinds.get(card) is MeldKind.SET:
                assert text.endswith("in a set")
            else:
                assert "in a" not in text
    finally:
        w.controller.shutdown()
        durations.set_speed(1)
