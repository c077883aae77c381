"""The exact value of seeing ahead (issue 16): win probabilities with k tiles seen ahead.

Lookahead k (docs/figures.md gives the definition, extending docs/rules.md section 7): the player
sees the tile in hand and the next k tiles of the stack; forced fills take the tiles right after
the hand, in order; optimal play maximises the chance of winning given what is seen.

- solver.tables.seeing.graph: the move graph of a variant (compiled rules core, once per variant);
- solver.tables.seeing.values: the exact values pass for one k (compiled, integers scaled by 8^r);
- solver.tables.seeing.table: `SeeingTable`, exact Fractions per position and move, no compiler;
- solver.tables.seeing.store: `seeing_table(variant, k)`, cached on disk;
- solver.tables.seeing.curve: the curve over k, exact where computed, bounded and sampled elsewhere.
"""
