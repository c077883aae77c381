"""Process pools for solver work.

Workers are started with "spawn", not Linux's default "fork": by the time work is farmed out
the parent may already run threads (numba's parallel table builder, Qt), and forking a
process with live threads can leave the child dead or deadlocked. Spawned workers load the
compiled kernels and the solver tables from their on-disk caches instead."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor


def process_pool(workers: int) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
