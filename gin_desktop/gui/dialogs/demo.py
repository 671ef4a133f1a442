"""Every dialog on a realistic position, to look at or to save as screenshots.

    python -m gin_desktop.gui.dialogs.demo                    # show them one after another
    python -m gin_desktop.gui.dialogs.demo --save docs/screenshots

Positions are real engine states dealt from explicit decks, so the pictures
show exactly what a game would.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from gin_desktop.engine import DECK, HandState, Knock, Match, Rules, TableView, parse_action, parse_cards

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def _deal(rules: Rules, hand0: str, hand1: str, upcard: str, stock: str = "", actions: str = "", dealer: int = 1):
    first, second = (hand0, hand1) if dealer == 1 else (hand1, hand0)
    order = [c for pair in zip(parse_cards(first), parse_cards(second)) for c in pair]
    order += list(parse_cards(upcard)) + list(parse_cards(stock))
    order += [c for c in DECK if c not in set(order)]
    state = HandState.deal(rules, dealer=dealer, deck=order)
    for text in filter(None, (a.strip() for a in actions.split(";"))):
        state = state.apply(parse_action(text))
    return state


def _scored(rules: Rules, state: HandState, last: str, scores=None) -> Match:
    m = Match.new(rules, seed=5)
    m = replace(m, hand=state, dealer_player=m.seat_players[state.dealer])
    if scores:
        m = replace(m, scores=tuple(scores))
    return m.apply(parse_action(last))


def _play_out(rules: Rules, seed: int) -> Match:
    m = Match.new(rules, seed=seed)
    while not m.is_over:
        acts = m.legal_actions()
        m = m.apply(next((a for a in acts if isinstance(a, Knock)), acts[0])) if not m.hand.is_over else m.next_hand()
    return m


def build_all():
    """``[(name, widget)]`` for every dialog, each on a realistic position."""
    from gin_desktop.engine import Card, EndLayoffs, LayOff
    from gin_desktop.gui.advice.adviser import AdviserPanel
    from gin_desktop.gui.dialogs import (
        HandResultDialog,
        KnockDialog,
        LayoffDialog,
        MatchEndDialog,
        NewGameChoice,
        NewGameDialog,
        RoleDrawDialog,
    )

    house = Rules.house()
    out: list[tuple[str, QWidget]] = []
    # Knock: the 10♠ fits the run or the set of tens: two arrangements, the one with fewer layoffs is offered.
    knock = _deal(house, "7S 8S 9S TS TH TD TC 3C 3H 2D", "5H 6H 8H 4S 9H KH 2C 3D QS 4H", "5D",
                  stock="KD", actions="pass; pass; stock")
    out.append(("knock", KnockDialog(knock.view(0))))
    illegal = KnockDialog(knock.view(0))
    illegal.move_card(Card.parse("TS"), ("deadwood",))
    out.append(("knock-illegal", illegal))

    lay_state = _deal(house, "5S 6S 7S 7H 7D 7C 9C TC JC KD", "8S 9S KH 2C 3D QS 4H 5H 6H TD", "2D",
                      actions="take; knock KD; layout 5S 6S 7S | 7H 7D 7C | 9C TC JC")
    layoffs = LayoffDialog.for_view(lay_state.view(1))
    layoffs.lay_off(Card.parse("8S"), 0)
    layoffs.lay_off(Card.parse("9S"), 0)
    out.append(("layoffs", layoffs))
    done = lay_state
    for a in (LayOff(Card.parse("8S"), 0), LayOff(Card.parse("9S"), 0), EndLayoffs()):
        done = done.apply(a)
    replay = LayoffDialog.replay(done.view(0))
    replay.step()
    out.append(("layoffs-replay", replay))

    # An undercut made by a layoff: the 4♠ goes on A-2-3♠ and the defender is left with 0.
    under = _deal(house, "AS 2S 3S 7H 7D 7C 9C TC JC 8D", "2H 3H 4H 4C 5C 6C QD QH QS 4S", "9H", stock="KD",
                  actions="pass; pass; stock; knock KD; layout AS 2S 3S | 7H 7D 7C | 9C TC JC; layoff 4S 0")
    out.append(("hand-result", HandResultDialog(TableView.of(_scored(house, under, "done", scores=(46, 71)), 0))))

    three = Rules.three_player()
    gin = _deal(three, "2H 3H 4H 8C 5C 6C QD QH KS 5D", "AS 2S 3S 4S 7H 7D 7C 9C TC JC", "9H", stock="KD",
                dealer=0, actions="pass; pass; stock; knock KD")
    m3 = Match.new(three, seed=0)
    m3 = replace(m3, hand=gin).apply(parse_action("layout AS 2S 3S 4S | 7H 7D 7C | 9C TC JC"))
    out.append(("hand-result-three", HandResultDialog(TableView.of(m3, 0))))

    ng = NewGameDialog(NewGameChoice(Rules.classic().replace(knock_limit=8), ("strong",), 20261129))
    out.append(("new-game", ng))
    start3 = Match.new(three, seed=0)
    roles = start3.roles
    assert roles is not None  # a three-player match
    out.append(("roles", RoleDrawDialog.for_table(TableView.of(start3, 0))))
    panel = AdviserPanel("East")
    from gin_desktop.coach import analyse

    captain = start3.view(roles.captain)
    panel.show_advice(captain, analyse(captain))  # measured here: the picture shows the advice, not "Thinking…"
    panel.resize(340, 300)
    out.append(("adviser-captain", panel))
    panel2 = AdviserPanel()
    panel2.show_suggestions(start3.view(roles.sitter), "West")
    panel2.suggest_current()
    panel2.show_taken(True)
    panel2.resize(340, 300)
    out.append(("adviser-sitter", panel2))

    upset = Match.new(house, seed=1)
    from gin_desktop.engine import HandEnd, HandRecord, Phase

    scores = [0, 0]
    recs = []
    for n, (w, p) in enumerate([(1, 10)] * 9 + [(0, 100)], start=1):
        scores[w] += p
        recs.append(HandRecord(n, (0, 1), 0, None, HandEnd.KNOCK, w, p, tuple(scores), ()))
    upset = replace(upset, records=tuple(recs), scores=tuple(scores), hand=replace(upset.hand, phase=Phase.OVER))
    out.append(("match-end-upset", MatchEndDialog(TableView.of(upset, 0))))
    out.append(("match-end-hollywood", MatchEndDialog(TableView.of(_play_out(Rules.hollywood_rules(), 3), 0))))
    out.append(("match-end-three", MatchEndDialog(TableView.of(_play_out(three, 4), 0))))
    return out


def main(argv=None) -> int:
    from PySide6.QtWidgets import QApplication

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--save", type=Path, help="write dialog-<name>.png files into this folder")
    args = parser.parse_args(argv)
    from gin_desktop.gui.support import i18n

    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install_language("en", app)  # the plural forms ("2 matches", not "2 match(es)"), as the game shows them
    widgets = build_all()
    for name, widget in widgets:
        widget.adjustSize()
        if args.save:
            widget.show()
            app.processEvents()
            args.save.mkdir(parents=True, exist_ok=True)
            widget.grab().save(str(args.save / f"dialog-{name}.png"))
            widget.close()
        else:
            widget.setWindowTitle(f"{widget.windowTitle()} — {name}")
            if hasattr(widget, "exec"):
                widget.exec()
            else:
                widget.show()
                app.exec()
    for _name, widget in widgets:  # destroyed before the application, not at interpreter exit
        widget.deleteLater()
    app.processEvents()
    widgets.clear()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
