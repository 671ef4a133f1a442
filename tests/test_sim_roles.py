"""The runner's three-player breakdown by role (issue 15 §3, T1–T5) and its pooling in benchmarks/ai_table.py."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from bench_scripts import load

from gin_desktop.engine import HandEnd, HandRecord, Roles, Rules, next_roles
from gin_desktop.sim.runner import ROLES, BotStats, RoleStats, run, tally_roles
from gin_desktop.sim.stats import wilson


def _record(roles: Roles, winner: int | None, points: int, kind: HandEnd = HandEnd.KNOCK) -> HandRecord:
    return HandRecord(number=1, seat_players=(roles.box, roles.captain), dealer=roles.box, roles=roles, kind=kind,
                      winner=winner, points=points, scores_after=(0, 0, 0), actions=())


def test_three_hands_by_hand():
    # Match player p is bot bot_of_player[p]: player 0 is bot 1, player 1 bot 2, player 2 bot 0.
    bot_of_player = (1, 2, 0)
    first = Roles(box=0, captain=1, sitter=2)
    second = next_roles(first, box_won=True)  # T4: box 0, captain 2, sitter 1
    third = next_roles(second, box_won=False)  # T4: box 2, captain 1, sitter 0
    stats = [BotStats() for _ in range(3)]
    duels: dict[tuple[int, int], RoleStats] = {}
    tally_roles(stats, duels, bot_of_player, _record(first, 0, 25, HandEnd.GIN))  # the box (bot 1) wins 25
    tally_roles(stats, duels, bot_of_player, _record(second, 2, 12))  # the captain (bot 0) wins 12
    tally_roles(stats, duels, bot_of_player, _record(third, None, 0, HandEnd.DRAW))  # a drawn hand
    assert stats[0].roles == {"sitter": RoleStats(hands=1), "captain": RoleStats(hands=1, won=1, points=12),
                              "box": RoleStats(hands=1)}
    assert stats[1].roles == {"box": RoleStats(hands=2, won=1, lost=1, points=25, conceded=12),
                              "sitter": RoleStats(hands=1)}
    assert stats[2].roles == {"captain": RoleStats(hands=2, lost=1, conceded=25), "sitter": RoleStats(hands=1)}
    assert duels == {(1, 2): RoleStats(hands=1, won=1, points=25), (1, 0): RoleStats(hands=1, lost=1, conceded=12),
                     (0, 2): RoleStats(hands=1)}
    box = stats[1].roles["box"].as_dict()
    assert box["win_rate"] == 0.5 and box["points_per_hand"] == 12.5 and box["net_points_per_hand"] == 6.5
    assert box["ci95"] == list(wilson(1, 2))


def test_a_two_player_hand_has_no_roles():
    stats = [BotStats(), BotStats()]
    duels: dict[tuple[int, int], RoleStats] = {}
    record = HandRecord(number=1, seat_players=(0, 1), dealer=0, roles=None, kind=HandEnd.KNOCK, winner=0,
                        points=10, scores_after=(10, 0), actions=())
    tally_roles(stats, duels, (0, 1), record)
    assert stats[0].roles == {} and stats[1].roles == {} and duels == {}


@pytest.fixture(scope="module")
def summary():
    return run(["strong", "standard", "beginner"], Rules.three_player(), 2, seed=5)


def test_the_roles_add_up_to_the_whole_run(summary):
    assert summary.games == 6
    for b, bot in enumerate(summary.bots):
        roles = bot.roles
        assert sum(roles[r].hands for r in ROLES) == summary.hands  # every hand, each bot in one role
        assert roles["box"].points + roles["captain"].points == bot.points == summary.totals[b]  # T5: no bonuses
        assert roles["box"].won + roles["captain"].won == bot.hands_won
        assert roles["sitter"] == RoleStats(hands=roles["sitter"].hands)  # sitting out wins and loses nothing
        boxed = RoleStats()
        for (box, _), duel in summary.duels.items():
            if box == b:
                boxed.add(duel)
        assert boxed == roles["box"]
    for role in ROLES:
        assert sum(bot.roles[role].hands for bot in summary.bots) == summary.hands
    assert sum(d.hands for d in summary.duels.values()) == summary.hands
    box_won = sum(bot.roles["box"].won for bot in summary.bots)
    assert box_won == sum(bot.roles["captain"].lost for bot in summary.bots)
    assert sum(bot.roles["box"].conceded for bot in summary.bots) == sum(
        bot.roles["captain"].points for bot in summary.bots)


def test_the_json_carries_roles_and_duels_only_for_three_players(summary):
    d = summary.as_dict()
    for p in d["players"]:
        assert set(p["roles"]) == set(ROLES)
    assert sum(x["hands"] for x in d["duels"]) == d["hands"]
    two = run(["standard", "beginner"], Rules.tournament(), 1, seed=5).as_dict()
    assert "duels" not in two and all("roles" not in p for p in two["players"])


def _write(folder: Path, name: str, summary, seed: int) -> dict:
    d = summary.as_dict()
    d["rules"], d["seed"] = "three", seed
    (folder / name).write_text(json.dumps(d))
    return d


def test_pooled_runs_are_the_sum_of_their_parts(tmp_path, summary):
    table = load("ai_table")
    other = run(["strong", "standard", "beginner"], Rules.three_player(), 1, seed=6)
    a, b = _write(tmp_path, "a.json", summary, 5), _write(tmp_path, "b.json", other, 6)
    old = copy.deepcopy(b)  # a file saved before the runner counted roles
    for p in old["players"]:
        del p["roles"]
    del old["duels"]
    (tmp_path / "old.json").write_text(json.dumps(old))
    (pooled,) = table.pool3([str(tmp_path)]).values()
    assert pooled["games"] == a["games"] + 2 * b["games"] and pooled["role_games"] == a["games"] + b["games"]
    assert pooled["seeds"] == [5, 6, 6]
    for i in range(3):
        assert pooled["wins"][i] == a["players"][i]["wins"] + 2 * b["players"][i]["wins"]
        for role in ROLES:
            for k in ("hands", "won", "lost", "points", "conceded"):
                assert getattr(pooled["roles"][i][role], k) == (
                    a["players"][i]["roles"][role][k] + b["players"][i]["roles"][role][k])
    assert sum(x.hands for x in pooled["duels"].values()) == a["hands"] + b["hands"]
    assert table.pool([str(tmp_path)]) == {}  # the two-player table leaves three-player runs out
