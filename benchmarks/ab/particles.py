"""The opponent's hand weighed by its whole history of play: importance sampling (issue 15).

The Sampler and :mod:`infer` read each refusal on its own. Here a candidate
hand is checked against everything the opponent did. For a candidate set of
its unknown cards, its hand is rebuilt backwards through the public history:
a discard puts the card back, a pickup takes it out, a stock draw takes out
one of the cards it could have drawn (chosen at random: under a fair deal any
of them is equally likely to be the newest). Each of its choices on the way
is then scored by a simple model of a player (``Model``): it takes a face-up
card about as often as that lowers its deadwood, it discards a card about as
often as what it keeps is low in deadwood. The candidate's weight is the
product of those chances (tempered, averaged over a few draw orders); the
deal is drawn from ``--candidates`` candidates, proposed by the Sampler, by
weight (sampling importance resampling). Honest: the history and the seat's
own cards are all it reads.

``--fit`` scores the model on the Expert's own choices, with its real hand.
``--calibrate`` scores the odds of the samples against the opponent's real
hand on Expert-against-Expert positions, three ways (no player decides):
per unseen card, per card of mine (would it join the opponent's melds), and
the opponent's deadwood. ``make`` is Master dealt by this sampler, for ``fork.py``.

    PYTHONPATH=benchmarks/ab python benchmarks/ab/particles.py --calibrate 12 --variants "" proposal=uniform
    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a particles:make --b master --hands 40 --seed 1
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass, fields, replace
from itertools import accumulate
from typing import Literal

from fork import decisions, sampled_positions  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.evaluate import Deal
from gin_desktop.ai.expert import Sampler
from gin_desktop.ai.fastsim import best_discard, joins, outs
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import Discard, DrawStock, Knock, Pass, Rules, TakeDiscard
from gin_desktop.engine.cards import cards_mask
from gin_desktop.engine.melds import deadwood_of_mask, discard_deadwoods_mask
from gin_desktop.engine.views import SeatView
from gin_desktop.sim.runner import load_player


@dataclass(frozen=True)
class Model:
    """How a plausible opponent chooses; each figure is fitted by ``--calibrate``."""

    beta: float = 0.5  # discard: log-odds per point of deadwood kept
    gamma: float = 0.0  # discard: log-odds per out of the card (a card that can still meld is kept)
    alpha: float = 0.5  # take: log-odds per point the face-up card saves
    theta: float = 8.0  # take: points saved at which taking is even
    unknock: float = 1.0  # the chance it plays on with a hand it could knock with (1: not read)
    noise: float = 0.05  # any choice at random, so no candidate is ever impossible
    power: float = 0.5  # the likelihood is raised to this power: below 1 trusts the model less
    orders: int = 4  # stock-draw orders averaged per candidate (the likelihood is a mean over them)


@dataclass(frozen=True)
class Step:
    """One choice of the opponent, public part: what it did and the face-up card it saw."""

    kind: Literal["take", "decline", "draw", "discard"]
    card: int  # the card taken, declined or discarded (-1 for a draw: unseen)
    keep: int = -1  # discard: the card taken this turn, which may not go
    via_pile: int = 0  # stock draw: the cards it holds that came from the pile (not drawable)


def steps(view: SeatView) -> list[Step] | None:
    """The opponent's choices in order, with its stock draws; None once it has knocked (its hand is shown)."""
    me = view.seat
    pile: list[int] = [view.upcard.index] if view.upcard is not None else []
    out: list[Step] = []
    via_pile = 0
    taken = -1
    forced = False  # both seats passed the upcard: the first stock draw is not a choice (R6)
    for e in view.history:
        a = e.action
        if e.seat == me:
            if isinstance(a, Discard):
                pile.append(a.card.index)
            elif isinstance(a, TakeDiscard) and pile:
                pile.pop()
            forced = forced and isinstance(a, Pass)
            continue
        if isinstance(a, Knock):
            return None
        if isinstance(a, Pass) and pile:
            out.append(Step("decline", pile[-1]))
        elif isinstance(a, TakeDiscard) and pile:
            c = pile.pop()
            out.append(Step("take", c))
            via_pile |= 1 << c
            taken = c
        elif isinstance(a, DrawStock):
            if pile and not forced:
                out.append(Step("decline", pile[-1]))
            out.append(Step("draw", -1, via_pile=via_pile))
            taken = -1
        elif isinstance(a, Discard):
            c = a.card.index
            pile.append(c)
            out.append(Step("discard", c, keep=taken))
            via_pile &= ~(1 << c)
            taken = -1
        forced = isinstance(a, Pass)
    return out


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(low.bit_length() - 1)
    return out


def rewind(hand: int, history: list[Step], rng: random.Random) -> Iterator[tuple[Step, int]]:
    """Each of the opponent's steps, last first, with the hand it held just before it, if it holds
    ``hand`` now; a stock draw's card is one of those it could have drawn, at random."""
    for st in reversed(history):
        kind = st.kind
        if kind == "discard":
            hand |= 1 << st.card
        elif kind == "take":
            hand &= ~(1 << st.card)
        elif kind == "draw":
            pool = _bits(hand & ~st.via_pile)
            if pool:
                hand &= ~(1 << pool[rng.randrange(len(pool))])
        yield st, hand


def log_likelihood(hand: int, history: list[Step], model: Model, limit: int, gone: int, rng: random.Random) -> float:
    """Log of the chance the model plays ``history`` ending with ``hand``, the stock draws' order drawn at random."""
    total = 0.0
    noise = model.noise
    for st, before in rewind(hand, history, rng):
        kind = st.kind
        if kind == "discard":
            left = discard_deadwoods_mask(before)
            if st.keep >= 0:
                left.pop(st.keep, None)
            if model.gamma:
                score = {c: -model.beta * v - model.gamma * outs(before & ~(1 << c), c, gone) for c, v in left.items()}
            else:
                score = {c: -model.beta * v for c, v in left.items()}
            top = max(score.values())
            z = sum(math.exp(x - top) for x in score.values())
            p = math.exp(score[st.card] - top) / z
            total += math.log((1 - noise) * p + noise / len(left))
            if left[st.card] <= limit and model.unknock < 1:
                total += math.log(model.unknock)
        elif kind != "draw":
            saved = deadwood_of_mask(before) - best_discard(before | 1 << st.card, st.card)[1]
            p = 1 / (1 + math.exp(-model.alpha * (saved - model.theta)))
            p = (1 - noise) * p + noise / 2
            total += math.log(p if kind == "take" else 1 - p)
    return total


class ParticleSampler:
    """Deals from ``n`` candidate hands weighted by :func:`log_likelihood` (a :data:`Deal` as ``sample``)."""

    def __init__(self, ev: StrongEvaluator, model: Model = Model(), n: int = 500, proposal: str = "sampler",
                 seed: int = 0) -> None:
        k = ev.k
        view = ev.view
        self.known = k.opp_known
        self.unseen = _bits(k.unseen)
        n_opp = k.opp_unknown
        rng = random.Random(f"particles/{seed}/{len(view.history)}")
        history = steps(view)
        base = Sampler(ev)
        cands: list[int] = []
        logs: list[float] = []
        for _ in range(n):
            if proposal == "uniform":
                opp = self.known | sum(1 << c for c in rng.sample(self.unseen, n_opp))
            else:
                opp = base.sample(rng)[0]
            cands.append(opp)
            if history is None:
                logs.append(0.0)
                continue
            each = [log_likelihood(opp, history, model, view.knock_limit, k.pile, rng)
                    for _ in range(model.orders)]
            most = max(each)
            logs.append(most + math.log(sum(math.exp(x - most) for x in each) / len(each)))
        top = max(logs)
        weights = [math.exp(model.power * (x - top)) for x in logs]
        self.cands = cands
        self.cum = list(accumulate(weights))
        self.ess = sum(weights) ** 2 / sum(w * w for w in weights)

    def sample(self, rng: random.Random) -> tuple[int, list[int]]:
        opp = rng.choices(self.cands, cum_weights=self.cum)[0]
        stock = [c for c in self.unseen if not opp >> c & 1]
        rng.shuffle(stock)
        return opp, stock


class ParticleMaster(MasterPlayer):
    """Master whose playouts are dealt by :class:`ParticleSampler`."""

    def __init__(self, seed: int = 0, model: Model = Model(), n: int = 500, proposal: str = "sampler") -> None:
        super().__init__(seed)
        self.model, self.n, self.proposal = model, n, proposal

    def deal(self, view: SeatView) -> Deal:
        return ParticleSampler(StrongEvaluator(view), self.model, self.n, self.proposal, self.seed).sample


def make(seed: int) -> ParticleMaster:
    return ParticleMaster(seed)


def parse_model(text: str) -> tuple[Model, str]:
    """``beta=0.5,alpha=1,proposal=sampler`` → (Model, proposal)."""
    model, proposal = Model(), "sampler"
    names = {f.name for f in fields(Model)}
    for part in filter(None, text.split(",")):
        name, _, value = part.partition("=")
        if name == "proposal" and value in ("uniform", "sampler"):
            proposal = value
        elif name in names:
            kind = type(getattr(model, name))  # int or float
            try:
                model = replace(model, **{name: kind(float(value))})
            except ValueError:
                raise ValueError(f"bad model setting {part!r}: {name} takes a number") from None
        else:
            raise ValueError(f"bad model setting {part!r}: one of {sorted(names)} or proposal=uniform|sampler")
    return model, proposal


BUCKETS = (0, 10, 20, 30)  # the opponent's deadwood: 0, 1-10, 11-20, 21-30, over 30


def bucket(dw: int) -> int:
    return sum(dw > b for b in BUCKETS)


def card_loss(q: float, hit: bool, samples: int) -> float:
    """The log loss of odds ``q`` (a share of ``samples``, kept half a sample off 0 and 1) for ``hit``."""
    q = min(max(q, 0.5 / samples), 1 - 0.5 / samples)
    return -math.log(q if hit else 1 - q)


def calibrate(hands: int, seed: int, variants: list[str], n: int, samples: int = 400) -> None:
    """Three log losses per sampler, lower is better: each unseen card (held or not), each of my
    cards (would it join a meld of the opponent's hand: my discard's danger) and the opponent's
    deadwood (in :data:`BUCKETS`: how near it is to a knock or an undercut)."""
    models = [parse_model(v) for v in variants]
    names = ["uniform", "sampler", *variants]
    loss = {name: [0.0, 0.0, 0.0] for name in names}
    ess = dict.fromkeys(variants, 0.0)
    cards = mine = positions = 0
    start = time.perf_counter()
    for i, state, view, ev in sampled_positions(hands, seed):
        k = ev.k
        truth = cards_mask(state.hands[1 - view.seat])
        unseen = _bits(k.unseen)
        my_cards = _bits(k.mine)
        true_band = bucket(deadwood_of_mask(truth))
        for name in names:
            rng = random.Random(f"calibrate/{seed}/{i}")
            if name == "uniform":
                hands_ = [k.opp_known | sum(1 << c for c in rng.sample(unseen, k.opp_unknown)) for _ in range(samples)]
            else:
                if name == "sampler":
                    deal = Sampler(ev).sample
                else:
                    model, proposal = models[variants.index(name)]
                    ps = ParticleSampler(ev, model, n, proposal, i)
                    ess[name] += ps.ess
                    deal = ps.sample
                hands_ = [deal(rng)[0] for _ in range(samples)]
            out = loss[name]
            for c in unseen:
                out[0] += card_loss(sum(h >> c & 1 for h in hands_) / samples, bool(truth >> c & 1), samples)
            for c in my_cards:
                out[1] += card_loss(sum(joins(h, c) for h in hands_) / samples, joins(truth, c), samples)
            hits = sum(bucket(deadwood_of_mask(h)) == true_band for h in hands_)
            out[2] -= math.log((hits + 0.5) / (samples + 0.5 * (len(BUCKETS) + 1)))
        cards += len(unseen)
        mine += len(my_cards)
        positions += 1
    print(f"{positions} positions from {hands} hands of Expert against Expert (tournament, seed {seed}), "
          f"{n} candidates, {samples} samples; {time.perf_counter() - start:.0f} s")
    print("  log loss per: unseen card | my card joins its melds | its deadwood bucket")
    for name in names:
        a, b, c = loss[name]
        extra = f"; mean effective candidates {ess[name] / positions:.0f}" if name in ess else ""
        print(f"  {name or 'default'}: {a / cards:.4f} | {b / mine:.4f} | {c / positions:.4f}{extra}")


def fit(hands: int, seed: int) -> None:
    """The model's choice chances on the Expert's own choices, with its real hand: the mean
    log-probability of the discard it made, over a grid of ``beta`` and ``gamma``, and of its
    draw choice, over ``alpha`` and ``theta`` (higher is better)."""
    rules = Rules.tournament()
    dealers = [load_player("expert", s) for s in (0, 1)]
    discards: list[tuple[dict[int, tuple[int, int]], int]] = []
    draws: list[tuple[int, bool]] = []
    for _, view in decisions(rules, hands, seed, dealers):
        action = dealers[view.seat].choose(view)
        hand = cards_mask(view.hand)
        if len(view.hand) == 11 and isinstance(action, (Discard, Knock)):
            left = discard_deadwoods_mask(hand)
            if view.taken is not None:
                left.pop(view.taken.index, None)
            gone = StrongEvaluator(view).k.pile
            feats = {c: (v, outs(hand & ~(1 << c), c, gone)) for c, v in left.items()}
            discards.append((feats, action.card.index))
        elif len(view.hand) == 10 and view.discard_top is not None:
            u = view.discard_top.index
            draws.append((deadwood_of_mask(hand) - best_discard(hand | 1 << u, u)[1], isinstance(action, TakeDiscard)))
    print(f"{len(discards)} discards and {len(draws)} draw choices of the Expert ({hands} hands, seed {seed})")
    for beta in (0.25, 0.5, 1.0, 1.5, 2.0):
        row = []
        for gamma in (0.0, 0.5, 1.0):
            total = 0.0
            for feats, chosen in discards:
                score = {c: -beta * v - gamma * o for c, (v, o) in feats.items()}
                top = max(score.values())
                total += score[chosen] - top - math.log(sum(math.exp(x - top) for x in score.values()))
            row.append(f"gamma {gamma}: {total / len(discards):.3f}")
        print(f"  discard, beta {beta}: " + ", ".join(row))
    for alpha in (0.25, 0.5, 1.0):
        row = []
        for theta in (2.0, 4.0, 6.0, 8.0):
            total = 0.0
            for saved, took in draws:
                p = 0.01 + 0.98 / (1 + math.exp(-alpha * (saved - theta)))
                total += math.log(p if took else 1 - p)
            row.append(f"theta {theta}: {total / len(draws):.3f}")
        print(f"  draw, alpha {alpha}: " + ", ".join(row))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calibrate", type=int, default=60, metavar="HANDS")
    parser.add_argument("--fit", type=int, default=0, metavar="HANDS", help="fit the model instead (see fit)")
    parser.add_argument("--variants", nargs="+", default=[""], metavar="NAME=VALUE,...")
    parser.add_argument("--candidates", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        for v in args.variants:
            parse_model(v)
    except ValueError as e:
        parser.error(str(e))
    if args.fit:
        fit(args.fit, args.seed)
    else:
        calibrate(args.calibrate, args.seed, args.variants, args.candidates)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
