"""The page and chart of tools/figures.py: docs/figures.md and docs/figures/seeing-ahead.png,
from the computed data only (docs/figures.json holds the same numbers)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

COLOURS = {"3x3 line": "#1b7f6b", "4x4 line": "#d9622b", "4x4 loop": "#6a5acd"}
CHART = "figures/seeing-ahead.png"

DEFINITION = """\
## Definition (extends [the rules](rules.md) section 7)

**Lookahead k**: the player sees the tile in hand and the next k tiles of the stack (k = 1 is the
printed rules, k = 0 the next tile hidden, k at least the tiles left is the whole stack known).
Forced fills take the tiles right after the hand, in order, whatever they show (rule 4.4), so
a move with f forced fills uses f of the tiles seen; what the player sees afterwards is the hand
and the next k tiles of what is left. **Optimal play with lookahead k** maximises the chance of
winning given what is seen; the rest of the stack is random as in rules section 2. Its chance
of winning from the empty table, over random deals, is the **optimal win rate with lookahead k**.
Lookahead 1 is the fair-play win probability of rules section 7, lookahead 0 its "next tile
hidden" case, and the whole stack known is the solvable fraction.

Every such probability is a multiple of 8^-tiles, so it is given as an exact fraction.
"""


def pct(x: float) -> str:
    return f"{100 * x:.3f}%"


def chart(data: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import PercentFormatter

    fig, ax = plt.subplots(figsize=(9, 5.6), dpi=150)
    for v in data:
        _plot_variant(ax, v, COLOURS[v["variant"]])
    ax.axvline(1, color="#999999", lw=0.8, ls=":", zorder=0)
    ax.text(1.1, 0.02, "printed rules\n(next tile seen)", fontsize=8, color="#666666", va="bottom")
    ax.set_xlim(-0.4, 15.6)
    ax.set_ylim(0, 1.04)
    ax.set_xticks(range(16))
    ax.yaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
    ax.set_xlabel("tiles seen ahead besides the tile in hand (k)")
    ax.set_ylabel("optimal win chance")
    ax.set_title("How much seeing ahead is worth", fontsize=14, loc="left", pad=12)
    ax.grid(axis="y", color="#e6e6e6", lw=0.8)
    ax.spines[["top", "right"]].set_visible(False)
    ax.legend(loc="lower right", frameon=False, fontsize=8.5)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)


def _plot_variant(ax: Any, v: dict[str, Any], colour: str) -> None:
    name = v["variant"]
    ks = [p["k"] for p in v["exact"]]
    ys = [p["probability"] for p in v["exact"]]
    whole = v["whole_stack"]
    level = float(whole["probability"] if whole["exact"] else whole["upper_float"])
    ax.axhline(level, color=colour, lw=0.9, ls="--", alpha=0.55, zorder=1)
    ax.text(
        15.5,
        level + 0.008,
        f"{name}: whole stack known {pct(level)}",
        color=colour,
        fontsize=8,
        ha="right",
        va="bottom",
    )
    ax.plot(ks, ys, "-o", color=colour, lw=2, ms=5, label=f"{name}: exact", zorder=3)
    if v["bounded"]:
        bk = [ks[-1]] + [b["k"] for b in v["bounded"]] + [whole["k"]]
        lo = [ys[-1]] + [b["lower_float"] for b in v["bounded"]] + [level]
        hi = [ys[-1]] + [b["upper_float"] for b in v["bounded"]] + [level]
        ax.fill_between(
            bk, lo, hi, color=colour, alpha=0.12, lw=0, label=f"{name}: proven range", zorder=1
        )
        ax.plot([whole["k"]], [level], "*", color=colour, ms=10, zorder=3)
    beyond = [s for s in v["sampled"] if not s["optimal"]]
    if beyond:
        xs = [s["lookahead"] for s in beyond]
        rs = [s["rate"] for s in beyond]
        err = [
            [r - s["ci95"][0] for r, s in zip(rs, beyond, strict=True)],
            [s["ci95"][1] - r for r, s in zip(rs, beyond, strict=True)],
        ]
        ax.errorbar(
            xs,
            rs,
            yerr=err,
            fmt="o",
            mfc="white",
            color=colour,
            ms=5,
            capsize=2,
            label=f"{name}: sampled search player (lower estimate)",
            zorder=4,
        )


def _curve_rows(v: dict[str, Any]) -> list[str]:
    rows = [f"### {v['variant']} ({v['tiles']} tiles)", ""]
    rows += [
        "| tiles seen ahead k | optimal win chance | exact fraction | how |",
        "|---|---|---|---|",
    ]
    for p in v["exact"]:
        rows.append(f"| {p['k']} | **{pct(p['probability'])}** | {p['fraction']} | exact |")
    whole = v["whole_stack"]
    if v["bounded"]:
        b, last = v["bounded"][0], v["bounded"][-1]["k"]
        rows.append(
            f"| {b['k']} to {last} | {pct(b['lower_float'])} to {pct(b['upper_float'])} | "
            f"between {b['lower']} and {b['upper']} | proven bounds: exact k = {b['lower_k']} "
            "below (seeing more never hurts), whole stack known above |"
        )
    if v["bounded"] or whole["k"] > v["exact"][-1]["k"]:
        value = whole["lower"] if whole["exact"] else f"{whole['lower']} to {whole['upper']}"
        how = "exact (`exact-solvable`)" if whole["exact"] else "bounds (`exact-solvable`)"
        shown = pct(whole["probability"]) if whole["exact"] else "see bounds"
        rows.append(f"| {whole['k']} and more (all) | **{shown}** | {value} | {how} |")
    else:
        rows.append("")
        rows.append(
            f"k = {whole['k']} and more is the whole stack known: {whole['lower']}, "
            "equal to `exact-solvable`."
        )
    return [*rows, ""]


def _sample_rows(data: list[dict[str, Any]]) -> list[str]:
    rows = [
        "| variant | k | player | deals | seed | won | sampled rate | 95% interval | exact value "
        "| inside |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for v in data:
        exact = {p["k"]: p["probability"] for p in v["exact"]}
        for s in v["sampled"]:
            lo, hi = s["ci95"]
            value = exact.get(s["lookahead"])
            player = "optimal" if s["optimal"] else "search + exact k = " + str(v["exact"][-1]["k"])
            shown = pct(value) if value is not None else "not known (bounds above)"
            inside = ("yes" if lo <= value <= hi else "**no**") if value is not None else "-"
            rows.append(
                f"| {v['variant']} | {s['lookahead']} | {player} | {s['deals']} | {s['seed']} | "
                f"{s['won']} | "
                f"{pct(s['rate'])} | {pct(lo)} to {pct(hi)} | {shown} | {inside} |"
            )
    return [*rows, ""]


def command(data: list[dict[str, Any]]) -> str:
    """The tools/figures.py command that makes these figures: the sample sizes and the seed
    read back from the samples themselves (the sample at k uses seed S + k)."""
    deals = {v["size"]: v["sampled"][0]["deals"] for v in data if v["sampled"]}
    seeds = {s["seed"] - s["lookahead"] for v in data for s in v["sampled"]}
    (seed,) = seeds or {16}
    return (
        f"PYTHONPATH=. python tools/figures.py --deals {deals.get(3, 100000)} "
        f"--deals-4x4 {deals.get(4, 10000)} --seed {seed}"
    )


def write_page(data: list[dict[str, Any]], out: Path) -> None:
    chart(data, out / CHART)
    (out / "figures.md").write_text(page_text(data), encoding="utf-8")


def page_text(data: list[dict[str, Any]]) -> str:
    """docs/figures.md for these data (tests/test_figures_page.py checks the page is it)."""
    made = command(data)
    lines = [
        "# The value of seeing ahead",
        "",
        "<!-- Made by tools/figures.py from computed values; do not edit by hand. -->",
        "",
        "How much is it worth to see more of the stack? The printed rules show the next tile;",
        "the curve below gives the exact optimal win chance for every number of tiles seen.",
        "",
        f"Made by `{made}` (with the `[figures]` extra: matplotlib for the chart; about ten",
        "minutes on a quiet 2-core machine), which also writes the same numbers to",
        "[figures.json](figures.json); `PYTHONPATH=. python tools/figures.py --from-json",
        "docs/figures.json` redraws the page and the chart from them without computing. The",
        "exact values do not depend on the options; the sampled checks do: 3x3 samples have",
        "`--deals` deals, 4x4 samples `--deals-4x4`, and the sample at k tiles seen uses seed",
        "`--seed` + k.",
        "",
        f"![Optimal win chance against tiles seen ahead]({CHART})",
        "",
        DEFINITION,
        "## The curve",
        "",
        "Exact values come from `trax-solitaire odds --lookahead K --json` (solver.tables: every",
        "layout in play, every sequence of tiles seen, integers scaled by powers of eight). Where",
        "a k is beyond what this machine computes exactly, the proven range is given: seeing more",
        "never hurts, so the largest exact k below is a lower bound and the whole stack known an",
        "upper bound.",
        "",
    ]
    for v in data:
        lines += _curve_rows(v)
    lines += [
        "## Sampled checks",
        "",
        "Random deals (orientations drawn with the odds of rules section 2, numpy's PCG64",
        "seeded with the seed shown) played by a player who sees the hand and the next k tiles,",
        "each with a 95% Wilson interval.",
        "Where k has exact tables the player is the optimal one, so its sample checks the exact",
        "value. Beyond them the player searches every line of play through the tiles it sees and",
        "scores what lies past them with the largest exact table: it uses only what it sees, so",
        "its rate is at most the optimal one. Its sample estimates that player's rate, a lower",
        "estimate of the optimum, not the optimum itself.",
        "",
        *_sample_rows(data),
        "Sizes of the exact tables (int64 values in memory; MiB, 2^20 bytes):",
        "",
        "| variant | " + " | ".join(f"k = {k}" for k in range(9)) + " |",
        "|---|" + "---|" * 9,
    ]
    for v in data:
        sizes = [f"{p['table_mb']} MiB" for p in v["exact"]] + [""] * (9 - len(v["exact"]))
        lines.append(f"| {v['variant']} | " + " | ".join(sizes[:9]) + " |")
    return "\n".join(lines) + "\n"
