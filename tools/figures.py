"""Make docs/figures.md, docs/figures.json and docs/figures/seeing-ahead.png: the value of seeing
ahead (issue 16), every number computed here, none typed by hand.

    pip install -e ".[figures]"       # matplotlib, for the chart
    PYTHONPATH=. python tools/figures.py [--deals 100000] [--deals-4x4 10000] [--seed 16]
    PYTHONPATH=. python tools/figures.py --from-json docs/figures.json   # redraw only

For every variant: the exact optimal win rate for each lookahead k the tables cover
(solver.tables), the whole stack known (`exact-solvable`; cached after its first run, which takes
a minute or two for 4x4), rigorous bounds in between, and sampled checks: random deals played by
the optimal lookahead-k player (where exact) and, a few tiles beyond the tables, by a player
that searches what it sees and scores the rest with the largest exact table (an estimate of that
player's rate, at most the optimal one). About ten minutes on a quiet 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solitaire.variant import Variant  # noqa: E402
from solver.tables.service import max_exact, sample_rate, seeing_table, whole_stack_k  # noqa: E402
from solver.tables.service import seeing_odds as odds  # noqa: E402
from tools.figures_page import write_page  # noqa: E402
from ui.cli.seeing import whole_stack  # noqa: E402

VARIANTS = (Variant(3, "line"), Variant(4, "line"), Variant(4, "loop"))
SEARCH_BEYOND = 3  # lookaheads sampled past the largest exact one (the search grows fast)


def exact_points(variant: Variant) -> list[dict[str, Any]]:
    """The exact rate and its fraction for every k the tables cover, with the table's size."""
    points = []
    for k in range(max_exact(variant) + 1):
        table = seeing_table(variant, k)
        value = table.exact_win_rate()
        points.append(
            {
                "k": k,
                "fraction": f"{value.numerator}/{value.denominator}",
                "probability": float(value),
                "table_mb": round(table.vals.nbytes / 2**20, 1),
            }
        )
    return points


def bounded_points(variant: Variant, upper: Fraction) -> list[dict[str, Any]]:
    """The k between the tables and the whole stack: the two exact ends as bounds."""
    top = max_exact(variant)
    lower = seeing_table(variant, top).exact_win_rate()
    return [
        {
            "k": k,
            "lower": str(lower),
            "upper": str(upper),
            "lower_float": float(lower),
            "upper_float": float(upper),
            "lower_k": top,
        }
        for k in range(top + 1, whole_stack_k(variant))
    ]


def samples(variant: Variant, deals: int, seed: int) -> list[dict[str, Any]]:
    """Sampled checks: the optimal player at a few exact k, the searching player beyond."""
    top = max_exact(variant)
    exact_ks = sorted({0, 1, 2, top} & set(range(top + 1)))
    beyond = range(top + 1, min(top + 1 + SEARCH_BEYOND, whole_stack_k(variant)))
    out = []
    for k in [*exact_ks, *beyond]:
        began = time.process_time()
        result = sample_rate(variant, k, deals, seed + k)
        result["cpu_s"] = round(time.process_time() - began, 1)
        out.append(result)
        print(f"  {variant} k={k}: {result['rate']:.4%} of {deals}", file=sys.stderr)
    return out


def gather(variant: Variant, deals: int, seed: int) -> dict[str, Any]:
    print(f"{variant}: exact values, the whole stack, samples", file=sys.stderr)
    whole = odds(variant, None, whole_stack)
    return {
        "variant": str(variant),
        "size": variant.size,
        "goal": variant.goal,
        "tiles": variant.tiles,
        "exact": exact_points(variant),
        "whole_stack": {
            "k": whole_stack_k(variant),
            "exact": whole.exact,
            "lower": str(whole.lower),
            "upper": str(whole.upper),
            "probability": float(whole.lower) if whole.exact else None,
        },
        "bounded": bounded_points(variant, whole.upper),
        "sampled": samples(variant, deals, seed),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100000, help="sampled deals, 3x3")
    parser.add_argument("--deals-4x4", type=int, default=10000, help="sampled deals, 4x4")
    parser.add_argument("--seed", type=int, default=16, help="the sample at k uses seed + k")
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--from-json", type=Path, help="redraw from a figures.json made before")
    args = parser.parse_args()
    if args.from_json:
        data = json.loads(args.from_json.read_text(encoding="utf-8"))
    else:
        deals = {3: args.deals, 4: args.deals_4x4}
        data = [gather(v, deals.get(v.size, args.deals), args.seed) for v in VARIANTS]
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "figures.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    write_page(data, args.out)
    print(f"wrote {args.out / 'figures.md'}", file=sys.stderr)


if __name__ == "__main__":
    main()
