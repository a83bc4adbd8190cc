"""The 421 solver's batched last thrower against its first, plain formulation (kept here as the
reference): the faster numpy must give the very same numbers, bit for bit, hence the same
decisions."""
from __future__ import annotations

import numpy as np
import pytest

from dicegames.ai.zanzibar_solver import Round, ZanzibarSolver
from dicegames.engine import make_game


def reference_stops(s: ZanzibarSolver, q, limit):
    """`stops_batch` as first written: an argmin over every hand's padded sub-multisets."""
    Q, L, t = q, limit, s.t
    flat_q = Q.ndim == 2
    B, n = Q.shape[:2]

    def cost(k):
        return Q if flat_q else Q[:, :, k]

    V = cost(L).copy()
    go, pick = {}, {}
    rows = np.arange(n)[None, :]
    for k in range(L - 1, 0, -1):
        K = V @ t.P.T
        cand = K[:, s.sub_index] + s.sub_penalty
        j = cand.argmin(axis=2)
        chosen = s.sub_index[rows, j]
        best = np.take_along_axis(K, chosen, axis=1)
        g = best < cost(k) - 1e-12
        V = np.where(g, best, cost(k))
        go[k], pick[k] = g, chosen
    stops = np.zeros((B, n) if flat_q else (B, n, L + 1))
    d = np.broadcast_to(t.first, (B, n)).copy()
    nkeep = len(t.keeps)
    for k in range(1, L + 1):
        here = d if k == L else np.where(go[k], 0.0, d)
        if flat_q:
            stops += here
        else:
            stops[:, :, k] = here
        if k == L:
            break
        moving = np.where(go[k], d, 0.0)
        flat = (np.arange(B)[:, None] * nkeep + pick[k]).ravel()
        M = np.bincount(flat, weights=moving.ravel(), minlength=B * nkeep)
        d = M.reshape(B, nkeep) @ t.P
    return stops


def reference_last_table(s: ZanzibarSolver, limit, cap_b, cap_j):
    L, n = limit, len(s.hands)
    VAL = s.value_col_b
    bi, wi = np.nonzero(s.rank[:, None] <= s.rank[None, :])
    better = s.rank[None, :] <= s.rank[bi][:, None]
    worse = s.rank[None, :] > s.rank[wi][:, None]
    v_better = np.minimum(VAL.T[wi], cap_j)
    v_worse = np.minimum(VAL[bi], cap_b)
    v_mid = np.minimum(VAL[bi, wi], cap_b)
    give = 0.0 if s.rnd.loading else 1.0
    own = np.where(better, -give * v_better, np.where(worse, v_worse, 0.0))
    stops = reference_stops(s, own, L)
    pb = stops * better
    pw = stops * worse
    pm = 1.0 - pb.sum(axis=1) - pw.sum(axis=1)
    recv = (pb * v_better).sum(axis=1) + pm * v_mid
    lose = (pw * v_worse).sum(axis=1)
    out = np.zeros((n, n, 5))
    out[bi, wi] = np.stack([recv, give * (lose + pm * v_mid),
                            lose - give * (pb * v_better).sum(axis=1),
                            pb.sum(axis=1) + pm, pw.sum(axis=1)], axis=-1)
    return out


@pytest.mark.parametrize("preset", ["standard", "nenette_penalty"])
@pytest.mark.parametrize("loading", [True, False])
def test_last_tables_equal_the_reference_bit_for_bit(preset, loading):
    game = make_game("zanzibar", preset=preset)
    s = ZanzibarSolver(game, Round(3, loading, 4, (4, 4, 4), False))
    caps = [(c, c) for c in (1, 3, 10)] if loading else [(1, 2), (4, 4), (10, 3), (7, 10)]
    for L in (1, 2, 3):
        for cap_b, cap_j in caps:
            got = s.last_table(L, cap_b, cap_j)
            assert np.array_equal(got, reference_last_table(s, L, cap_b, cap_j))


@pytest.mark.parametrize("limit", [1, 2, 3])
def test_stops_batch_equals_the_reference_bit_for_bit(limit):
    """Random stop costs, rounded so that ties (stop or throw, which keep) are common."""
    s = ZanzibarSolver(make_game("zanzibar", {}), Round(3, False, 0, (5, 5, 5), False))
    L = limit
    rng = np.random.default_rng(L)
    for trial in range(30):
        B = int(rng.integers(1, 90))
        Q = np.round(rng.random((B, 56, L + 1)) * 10, trial % 3)
        Q[:, :, 0] = np.inf
        assert np.array_equal(s.stops_batch(Q, L), reference_stops(s, Q, L))
        Q2 = np.round(rng.random((B, 56)) * 10, trial % 3)
        assert np.array_equal(s.stops_batch(Q2, L), reference_stops(s, Q2, L))


def test_limits_share_the_last_throwers_choices_in_any_order():
    """The choices by throws remaining are kept once per caps and reused by every limit."""
    from dicegames.ai import zanzibar_solver as zs
    s = ZanzibarSolver(make_game("zanzibar", {}), Round(3, False, 0, (6, 6, 6), False))
    for order in ((3, 1, 2), (2, 3, 1), (1, 2, 3)):
        zs._LAST_TABLES.clear()
        zs._LAST_STEPS.clear()
        for L in order:
            assert np.array_equal(s.last_table(L, 6, 2), reference_last_table(s, L, 6, 2))
