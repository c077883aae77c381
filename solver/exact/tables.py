"""What the exact set flow knows about a variant's layouts, bundled in one value.

`Facts` (made by solver.exact.facts) holds the per-layout facts; `ExactTables` adds the
symmetry tables and their inverses, and gives the compiled kernels everything they read as one
`KernelTables` tuple, so no long argument list is repeated between the modules of the method.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from solitaire.variant import Variant
from solver.layout import symmetry_tables
from solver.symmetry import transform


@dataclass(frozen=True)
class Facts:
    """Facts on the canonical layouts `codes` (sorted within each tile count, see offsets)."""

    variant: Variant
    codes: np.ndarray  # int64[M]
    offsets: np.ndarray  # int64[N*N + 2]
    can: np.ndarray  # bool[M]
    sure: np.ndarray  # bool[M]
    win: np.ndarray  # bool[M, 6]
    start: np.ndarray  # int64[M*6 + 1]: successors of (L, h) are succ[start[6L+h]:start[6L+h+1]]
    succ: np.ndarray  # int64[...] successor codes in L's frame
    score: np.ndarray  # float64[M] fair-play win probability (ranks layouts for a beam)


class KernelTables(NamedTuple):
    """The arrays the compiled kernels read (numba takes the tuple as one argument): the
    layouts and their facts, the symmetry tables (solver.layout) and each transform's inverse."""

    codes: np.ndarray
    offsets: np.ndarray
    row_table: np.ndarray
    row_mask: np.ndarray
    col_mask: np.ndarray
    omap: np.ndarray
    inv: np.ndarray
    win: np.ndarray
    start: np.ndarray
    succ: np.ndarray
    score: np.ndarray


@dataclass(frozen=True)
class ExactTables:
    """The facts of a variant's layouts with the symmetries the flow applies to them."""

    facts: Facts
    kernel: KernelTables

    @property
    def variant(self) -> Variant:
        return self.facts.variant

    @property
    def inv(self) -> np.ndarray:
        return self.kernel.inv


def exact_tables(facts: Facts) -> ExactTables:
    """Bundle the facts with the symmetry tables of their size."""
    n = facts.variant.size
    tb = symmetry_tables(n)
    kernel = KernelTables(
        facts.codes,
        facts.offsets,
        tb.row_table,
        tb.row_mask,
        tb.col_mask,
        tb.omap,
        inverse_transforms(n),
        facts.win,
        facts.start,
        facts.succ,
        facts.score,
    )
    return ExactTables(facts, kernel)


def inverse_transforms(n: int) -> np.ndarray:
    """inv[d]: the symmetry undoing d (checked on random full layouts)."""
    tb = symmetry_tables(n)
    rows = (tb.row_table, tb.row_mask, tb.col_mask)
    rng = np.random.default_rng(7)
    samples = [int(sum(int(rng.integers(1, 7)) << (3 * i) for i in range(n * n))) for _ in range(8)]
    inv = np.full(16, -1, np.int64)
    for d in range(16):
        for e in range(16):
            if all(
                transform(transform(np.int64(c), d, n, *rows), e, n, *rows) == c for c in samples
            ):
                inv[d] = e
                break
    if (inv < 0).any():
        raise RuntimeError("a symmetry without an inverse")
    return inv
