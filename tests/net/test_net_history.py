"""A networked match in the hand history (issue 75): archived from what one seat saw, replayed from the
revealed seeds, with each hand's deal check; old archives still load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gin_desktop.ai import make_player
from gin_desktop.engine import Match, Rules
from gin_desktop.net.fairness import FairMatch, commitment, fair_hand_seed
from gin_desktop.storage import HistoryStore, replay_hand
from gin_desktop.storage.revealed import RevealedHand, RevealedMatch, match_number, revealed_match


def play_fair(rules: Rules, seed: int, key: str, hands: int | None = None) -> Match:
    """A fair match played by computers (to its end, or ``hands`` finished hands)."""
    m: Match = FairMatch.start(rules, seed, key)
    players = [make_player("beginner", seed + p) for p in range(rules.players)]
    while not m.is_over and (hands is None or len(m.records) < hands):
        if m.hand.is_over:
            m = m.next_hand()
            continue
        m = m.apply(players[m.to_act_player].choose(m.view(m.to_act_player)))
    return m


def reveals(m: Match, key: str, bad: int | None = None) -> list[RevealedHand]:
    """Each finished hand as the server reveals it (hand ``bad``'s check failed)."""
    out = []
    for r in m.records:
        seed = fair_hand_seed(key, r.number)
        ok = r.number != bad
        out.append(RevealedHand(seed, commitment(seed), ok, "" if ok else "the seed does not deal the cards",
                                r.actions, r.seat_players, r.dealer, r.roles))
    return out


@pytest.mark.parametrize("rules", [Rules.house(), Rules(players=3, target=60)], ids=["two", "three"])
def test_a_networked_match_is_archived_and_replays_from_its_revealed_seeds(tmp_path: Path, rules: Rules) -> None:
    key = "5a" * 32
    m = play_fair(rules, 11, key, hands=3)
    rm = revealed_match(rules, reveals(m, key, bad=2))
    assert rm.records == m.records and rm.scores == m.scores
    store = HistoryStore(tmp_path)
    names = ["Ann", "Bob", "Cy"][:rules.players]
    path = store.add(rm, {"human_player": 0, "levels": [None] * rules.players, "names": names})
    doc = json.loads(path.read_text())
    assert doc["version"] == 2 and len(doc["network"]["deals"]) == 3
    (entry,) = store.entries()
    assert entry.over is False and entry.hands == 3
    assert entry.seed == match_number(fair_hand_seed(key, 1)) != 0  # a number of its own (reviews key by it)
    loaded = store.load(entry).match
    assert isinstance(loaded, RevealedMatch) and loaded.records == m.records
    assert [d.verified for d in loaded.deals] == [True, False, True]
    # The hand history's replay deals each hand from the revealed seed, not from a match seed.
    replay = replay_hand(loaded, 2)
    assert replay.deal_seed == fair_hand_seed(key, 2)
    assert replay.steps[0].state == m.deal_of(2)
    # Exported as JSON, a networked match keeps its revealed deals: the file loads as an archive.
    exported = tmp_path / "exports" / "net.json"
    exported.parent.mkdir()
    store.export_json(loaded, exported)
    assert json.loads(exported.read_text())["network"]["deals"][1]["verified"] is False
    # One file per networked match: rewritten as hands finish.
    again = store.add(revealed_match(rules, reveals(m, key)), {"human_player": 0}, path=path)
    assert again == path and len(store.entries()) == 1


def test_a_finished_networked_match_is_over_in_the_archive(tmp_path: Path) -> None:
    key = "07" * 32
    m = play_fair(Rules.house(), 3, key)
    store = HistoryStore(tmp_path)
    store.add(revealed_match(m.rules, reveals(m, key)), {"human_player": 1})
    (entry,) = store.entries()
    assert entry.over is True and store.load(entry).match.is_over


def test_a_reveal_that_does_not_replay_is_refused() -> None:
    key = "11" * 32
    m = play_fair(Rules.house(), 5, key, hands=2)
    hands = reveals(m, key)
    h = hands[1]
    wrong = [hands[0], RevealedHand(hands[0].seed, h.commit, True, "", h.actions, h.seat_players, h.dealer, None)]
    with pytest.raises(ValueError):
        revealed_match(Rules.house(), wrong)
    with pytest.raises(ValueError):
        revealed_match(Rules.house(), [])


def test_a_damaged_network_field_is_set_aside(tmp_path: Path) -> None:
    key = "22" * 32
    m = play_fair(Rules.house(), 6, key, hands=1)
    store = HistoryStore(tmp_path)
    path = store.add(revealed_match(m.rules, reveals(m, key)), {"human_player": 0})
    doc = json.loads(path.read_text())
    doc["network"]["deals"][0]["seed"] = "00" * 32  # another deal: the actions no longer replay
    path.write_text(json.dumps(doc))
    (entry,) = store.entries()
    loaded = store.load(entry)
    assert loaded.match is None and loaded.moved_to is not None


def test_an_archive_of_version_1_still_loads(tmp_path: Path) -> None:
    m = Match.new(Rules.house(), seed=9)
    while not m.hand.is_over:
        m = m.apply(m.legal_actions()[0])
    store = HistoryStore(tmp_path)
    path = store.add(m, {"human_player": 0})
    assert json.loads(path.read_text())["version"] == 1  # local matches are written as before
    (entry,) = store.entries()
    assert store.load(entry).match == m


def test_a_deal_marked_verified_whose_seed_is_not_its_commitment_is_refused(tmp_path: Path) -> None:
    """A history file from elsewhere (or edited) cannot show "deal verified" for a seed that does not match
    the commitment kept beside it: the one part of the seat's check the file itself can be held to."""
    key = "33" * 32
    m = play_fair(Rules.house(), 8, key, hands=2)
    store = HistoryStore(tmp_path)
    path = store.add(revealed_match(m.rules, reveals(m, key)), {"human_player": 0})
    doc = json.loads(path.read_text())
    assert doc["network"]["deals"][1]["verified"] is True
    doc["network"]["deals"][1]["commit"] = commitment("another seed")  # the deal still replays from its seed
    path.write_text(json.dumps(doc))
    (entry,) = store.entries()
    loaded = store.load(entry)
    assert loaded.match is None and loaded.moved_to is not None and loaded.moved_to.exists()
    assert "commitment" in loaded.detail


def test_a_first_hand_whose_seats_are_not_players_of_the_table_is_refused() -> None:
    """A server's reveal is input: seats (1, 2) at a two-player table must be refused with ValueError (the
    controller says the hand could not be kept), not raise IndexError inside the table's event handler."""
    from dataclasses import replace

    key = "44" * 32
    m = play_fair(Rules.house(), 9, key, hands=1)
    (h,) = reveals(m, key)
    for seats, dealer in (((1, 2), 1), ((2, 1), 1), ((0, 1), 2)):
        with pytest.raises(ValueError):
            revealed_match(Rules.house(), [replace(h, seat_players=seats, dealer=dealer)])


def test_a_practice_position_from_a_networked_match_can_be_rebuilt(tmp_path: Path) -> None:
    """Reviewing a networked match from Hand history turns its flagged decisions into practice positions;
    the practice store must rebuild that match (dealt from its revealed seeds), or every such position is
    skipped for ever while it takes a place among the positions and counts as due."""
    import datetime as dt

    from gin_desktop.storage.practice import PracticeStore

    key = "55" * 32
    m = play_fair(Rules.house(), 12, key, hands=2)
    rm = revealed_match(m.rules, reveals(m, key, bad=2))
    store = PracticeStore(tmp_path)
    assert store.add(rm, 2, 3, 0, dt.date(2026, 12, 7))
    (position,) = PracticeStore(tmp_path).positions()
    again = PracticeStore(tmp_path).match_of(position)
    assert isinstance(again, RevealedMatch) and again.records == m.records
    assert [d.verified for d in again.deals] == [True, False]


def test_a_commitment_sent_again_for_a_hand_does_not_replace_the_one_received_at_its_deal() -> None:
    """A rejoin's catch-up (after a restart too, the memory restored from the seat's file) sends the hand in
    play's deal again: the commitment checked at the reveal must stay the one first received, or a server
    could change the seed of a hand already dealt by committing to another one at the rejoin."""
    from test_net_table import new_table

    from gin_desktop.net.client import Client, HandReveal, SeatMemory, parse_server

    table = new_table()
    reader = Client.__new__(Client)
    reader.memory = SeatMemory(table.match.rules)  # as the joined message leaves it
    for player, message in table.outbox:
        if player == 0:
            parse_server(message, reader)
    first = reader.memory.commits[1]
    table.outbox.clear()
    table.catch_up(0)
    (deal,) = [m for p, m in table.outbox if p == 0 and m["type"] == "deal"]
    parse_server({**deal, "commit": commitment("another seed")}, reader)
    assert reader.memory.commits[1] == first
    table.outbox.clear()
    while not table.match.records:
        step = table.match.to_act_player
        table.act(step, table.seq, make_player("beginner", step).choose(table.match.view(step)))
    (end,) = [m for p, m in table.outbox if p == 0 and m["type"] == "hand_end"]
    reveal = parse_server(end, reader)
    assert isinstance(reveal, HandReveal) and reveal.check.ok and reveal.commit == first
