"""The compiled counting search of solver.play_count: every play of a fully known deal from
the empty table, memoised on layouts (their solver.core keys), into a node table and an edge
table. solver.play_count turns the tables into a PlayCount."""

from __future__ import annotations

import numpy as np

from solver import core
from solver.jit import njit

_PLAYS_LIMIT = 1 << 62  # counts past this would overflow int64: the deal is refused

# Per node: tiles, wins, plays, only moves (-1: no win), best edge (-1: none), edges start,
# edge count (= legal moves; 0 for an end of play), won (1 for a won full board).
TILES, WINS, PLAYS, ONLY, BEST, EDGES, COUNT, WON_END = range(8)


@njit(cache=True)
def _lookup(hkeys, key):
    mask = hkeys.shape[0] - 1
    h = (key ^ (key >> 17) ^ (key >> 31) ^ (key << 7)) & mask
    while hkeys[h] != -1 and hkeys[h] != key:
        h = (h + 1) & mask
    return h


@njit(cache=True)
def _sorted_moves(board, frame, n, goal, hand, work, out, order):
    """The legal moves into `out` and their indices in notation order into `order`."""
    k = core.legal(board, frame, n, goal, hand, False, work, out)
    for j in range(k):
        order[j] = j
        rank = core.notation_rank(out[j, 1], out[j, 2], out[j, 0])
        i = j
        while (
            i > 0
            and core.notation_rank(out[order[i - 1], 1], out[order[i - 1], 2], out[order[i - 1], 0])
            > rank
        ):
            order[i] = order[i - 1]
            i -= 1
        order[i] = j
    return k


@njit(cache=True)
def _new_node(tables, count, key, board, frame, n, goal, deal, d, work, moves, order):
    """Create the node of the board's layout; returns its move count (0: an end of play).
    `tables`: the nodes and the hash table's keys and values."""
    nodes, hkeys, hvals = tables
    slot = _lookup(hkeys, key)
    hkeys[slot] = key
    hvals[slot] = count
    nodes[count, :] = 0
    nodes[count, TILES] = frame[4]
    nodes[count, ONLY] = -1
    nodes[count, BEST] = -1
    if frame[4] == n * n or (
        frame[4] > 0 and core.status(board, frame, n, goal, work[3], work[4], False) == core.LOST
    ):
        won = (
            frame[4] == n * n
            and core.status(board, frame, n, goal, work[3], work[4], False) == core.WON
        )
        nodes[count, PLAYS] = 1
        if won:
            nodes[count, WINS] = 1
            nodes[count, ONLY] = 0
            nodes[count, WON_END] = 1
        return 0
    k = _sorted_moves(board, frame, n, goal, deal[frame[4]], work, moves[d], order[d])
    if k == 0:
        nodes[count, PLAYS] = 1  # stuck
    return k


@njit(cache=True)
def _finish(nodes, node, children, k, edges, moves_d, order_d, nedges):
    """Aggregate a node over its k children (in notation order); returns the edges used."""
    nodes[node, EDGES] = nedges
    nodes[node, COUNT] = k
    winners = 0
    easiest = -1
    for j in range(k):
        c = children[j]
        row = moves_d[order_d[j]]
        edges[nedges + j, 0] = c
        edges[nedges + j, 1] = row[1]
        edges[nedges + j, 2] = row[2]
        edges[nedges + j, 3] = row[0]
        nodes[node, WINS] += nodes[c, WINS]
        nodes[node, PLAYS] += nodes[c, PLAYS]
        if nodes[node, PLAYS] > _PLAYS_LIMIT:
            return -1
        if nodes[c, ONLY] >= 0:
            winners += 1
            if easiest < 0 or nodes[c, ONLY] < easiest:
                easiest = nodes[c, ONLY]
                nodes[node, BEST] = nedges + j
    if winners:
        nodes[node, ONLY] = easiest + (1 if k >= 2 and winners == 1 else 0)
    return k


@njit(cache=True)
def _move_stacks(total, m):
    """Per depth: the legal moves, their notation order, the children's nodes, tiles placed."""
    moves = np.empty((total + 1, m, 6), np.int64)
    order = np.empty((total + 1, m), np.int64)
    children = np.empty((total + 1, m), np.int64)
    placed = np.empty((total + 1, total + 1), np.int64)
    return moves, order, children, placed


@njit(cache=True)
def _depth_counters(total):
    """Per depth: the next move to try, the move count, the node, the tiles the move placed."""
    return (
        np.zeros(total + 1, np.int64),
        np.zeros(total + 1, np.int64),
        np.zeros(total + 1, np.int64),
        np.zeros(total + 1, np.int64),
    )


@njit(cache=True)
def count_kernel(deal, n, goal, nodes, edges, post, hkeys, hvals):
    """Every play from the empty table, memoised on layouts. Fills the node and edge tables
    and `post` (nodes in the order finished: children first); returns the node count, -1 when
    the tables are too small, -2 when a count would overflow."""
    total = n * n
    w = 2 * n + 3
    m = 6 * (n + 2) * (n + 2)
    board, frame, work = core.new_board(n)
    tables = (nodes, hkeys, hvals)
    moves, order, children, placed = _move_stacks(total, m)
    index, nmoves, node_at, counts = _depth_counters(total)
    saved = np.zeros((total + 1, 5), np.int64)
    nodes_used = 0
    nedges = 0
    finished = 0
    d = 0
    new_key = np.int64(0)  # the layout just reached, whose node is still to be made
    pending = True
    while d >= 0:
        if pending:  # one call site: numba compiles the move generator in once
            node_at[d] = nodes_used
            index[d] = 0
            nmoves[d] = _new_node(
                tables, nodes_used, new_key, board, frame, n, goal, deal, d, work, moves, order
            )
            nodes_used += 1
            pending = False
            continue
        if index[d] < nmoves[d]:
            row = moves[d, order[d, index[d]]]
            slot = _lookup(hkeys, row[4])
            if hkeys[slot] == row[4]:
                children[d, index[d]] = hvals[slot]
                index[d] += 1
                continue
            if nodes_used >= nodes.shape[0] or 2 * nodes_used >= hkeys.shape[0]:
                return -1
            cell = (n + 1) * w + n + 1
            if frame[4] > 0:
                cell = (frame[0] + row[1]) * w + frame[2] + row[2]
            counts[d] = core.place(board, frame, n, cell, row[0], placed[d], saved[d])
            d += 1
            new_key = row[4]
            pending = True
            continue
        node = node_at[d]
        if nedges + nmoves[d] > edges.shape[0]:
            return -1
        if _finish(nodes, node, children[d], nmoves[d], edges, moves[d], order[d], nedges) < 0:
            return -2
        nedges += nmoves[d]
        post[finished] = node
        finished += 1
        d -= 1
        if d >= 0:
            core.unplace(board, frame, placed[d], counts[d], saved[d])
            children[d, index[d]] = node
            index[d] += 1
    return nodes_used
