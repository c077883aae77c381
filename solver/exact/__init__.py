"""The exact solvable fraction of a variant: the share of deals that some play wins with the whole
stack known (docs/exact-solvable.md). Importing the package imports nothing; use its modules:

- `levels`: 2x2 and 3x3, the level walk over every deal (`exact_solvable`);
- `cache`: a figure computed once and kept on disk (`cached_exact_solvable`);
- `run`: 4x4, the set flow with checkpoints, bounds and a streamed finish (`exact_by_sets`);
- `bounded`: that flow in a process of its own, answered for at its budget's end (`exact_within`);
- `checkpoint`, `checks`: its checkpoints and cached result, checked when read back;
- `flow`, `sets`: the flow of probability over sets of layouts and its compiled step;
- `numbered_flow` (with `numbered`, `numbered_step`, `numbered_finish`, `numbered_union`): the
  same flow on numbered layouts, merged in a hash table and finished by compressed bitsets,
  which `run` uses (the first flow keeps the lower-bound pass with a beam);
- `facts`, `tables`: what is known of each layout, bundled for the kernels (`ExactTables`);
- `suffix`, `stream`, `chunks`: the last tiles by suffix bitsets, streamed in chunks.

Imports point one way: `bounded`, then `run` on top; `tables` and `sets` at the bottom
(docs/architecture.md).
"""
