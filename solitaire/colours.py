"""Colour arithmetic for every front end (no Qt): WCAG 2 relative luminance and contrast
ratios, and how a colour looks to the three kinds of dichromat (Machado, Oliveira and Fernandes
2009, severity 1.0, applied in linear RGB). The window's themes and the web page's colours are
checked with it (tests/test_colours.py)."""

from __future__ import annotations

RGB = tuple[float, float, float]  # sRGB, each channel 0..1

# Machado et al. 2009, "A Physiologically-based Model for Simulation of Color Vision
# Deficiency", the matrices for severity 1.0 (dichromacy), for linear RGB.
MACHADO: dict[str, tuple[RGB, RGB, RGB]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
VISIONS = ("normal", *MACHADO)  # normal vision, then the three simulated dichromacies

TEXT, LARGE_TEXT, GRAPHICS = 4.5, 3.0, 3.0  # WCAG 2 AA's least contrast for each


def parse(spec: str) -> RGB:
    """'#rrggbb' (or '#rgb') as sRGB channels 0..1; a ValueError names a bad colour."""
    text = spec.strip().lstrip("#")
    if len(text) == 3:
        text = "".join(2 * c for c in text)
    if len(text) != 6 or any(c not in "0123456789abcdefABCDEF" for c in text):
        raise ValueError(f"not a colour: {spec!r}")
    return (int(text[0:2], 16) / 255, int(text[2:4], 16) / 255, int(text[4:6], 16) / 255)


def hex_of(rgb: RGB) -> str:
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in rgb)


def to_linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(c: float) -> float:
    c = max(0.0, min(1.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def luminance(rgb: RGB) -> float:
    """WCAG 2 relative luminance, 0 (black) .. 1 (white)."""
    r, g, b = (to_linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio, 1 .. 21, whichever is lighter."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def simulate(rgb: RGB, vision: str) -> RGB:
    """How `rgb` looks with `vision` ('normal' or a key of MACHADO)."""
    if vision == "normal":
        return rgb
    linear = [to_linear(c) for c in rgb]
    return tuple(  # type: ignore[return-value]
        to_srgb(sum(m * c for m, c in zip(row, linear, strict=True))) for row in MACHADO[vision]
    )


def over(top: RGB, alpha: float, bottom: RGB) -> RGB:
    """`top` painted with opacity `alpha` (0..1) over `bottom`, as a painter blends sRGB."""
    return tuple(alpha * t + (1 - alpha) * b for t, b in zip(top, bottom, strict=True))  # type: ignore[return-value]


def worst_contrast(a: RGB, b: RGB) -> tuple[float, str]:
    """The least contrast between `a` and `b` over every vision, and which vision it is."""
    return min((contrast(simulate(a, v), simulate(b, v)), v) for v in VISIONS)


def heat_rgb(p: float) -> RGB:
    """The heat map's colour for a move's chance p (0..1): dark red through amber to light
    green, the lightness rising with p, so that the order reads without telling hues apart."""
    p = max(0.0, min(1.0, p))
    stops = ((0.0, "#8c1d18"), (0.5, "#c98a12"), (1.0, "#b8f5a0"))
    for (p0, c0), (p1, c1) in zip(stops, stops[1:], strict=False):
        if p <= p1:
            t = (p - p0) / (p1 - p0)
            a, b = parse(c0), parse(c1)
            return tuple(x + t * (y - x) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]
    return parse(stops[-1][1])
