"""The danger experiment of issue 15 (``benchmarks/ab/danger.py``): per card of the seat's hand,
public features and whether it joins a meld of the opponent's real hand; a logistic refit."""

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import danger  # benchmarks/ab is not a package: on the path above


def test_the_refit_recovers_the_weights_of_a_known_logistic_model():
    rng = random.Random(5)
    x = [[rng.gauss(0, 1), rng.gauss(0, 1)] for _ in range(4000)]
    truth = [-0.5, 1.5, -1.0]
    p = [danger.predict(truth, row) for row in x]
    y = [int(rng.random() < q) for q in p]
    assert danger.fit(x, y) == pytest.approx(truth, abs=0.2)
    assert danger.log_loss(p, y) < danger.log_loss([sum(y) / len(y)] * len(y), y)


def test_each_card_of_the_hand_gets_the_features_and_a_label():
    x, y = danger.collect(1, 3)
    assert len(x) == len(y) > 20 and all(len(row) == len(danger.FEATURES) for row in x)
    assert set(y) <= {0, 1} and 0 < sum(y) < len(y)
    assert all(0 < danger.predict([0.0, 1.0], row[:1]) < 1 for row in x)  # the Sampler's odds, back from logits
