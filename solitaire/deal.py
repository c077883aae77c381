"""Deals: stacks of orientations, their text form, random deals and numbered deals."""

from __future__ import annotations

import hashlib
import random

from solitaire.errors import NotationError
from solitaire.tiles import EIGHTHS, ORIENTATIONS, parse_orientation
from solitaire.translatable import QT_TR_NOOP, Text, why

Deal = tuple[int, ...]

# A draw of 0..7 maps to an orientation with the physical odds (NS and EW two eighths each).
_EIGHTH_TO_ORIENTATION = tuple(o for o, k in enumerate(EIGHTHS) for _ in range(k))
# Deal numbers are hashed with this tag; changing it changes every numbered deal.
_NUMBER_TAG = b"trax-solitaire deal v1"
MAX_DEAL_NUMBER = 2**63 - 1


def parse_deal(text: str, size: int) -> Deal:
    """Read a deal written top of the stack first, e.g. 'NS ES NW ...'."""
    names = text.split()
    want = size * size
    if len(names) != want:
        raise NotationError(
            Text(
                QT_TR_NOOP("a {size}x{size} deal has {want} tiles, this one has {count}"),
                size=size,
                want=want,
                count=len(names),
            )
        )
    deal = []
    for index, name in enumerate(names, start=1):
        try:
            deal.append(parse_orientation(name))
        except NotationError as exc:
            words = QT_TR_NOOP("tile {index} of the deal: {reason}")
            raise NotationError(Text(words, index=index, reason=why(exc))) from None
    return tuple(deal)


def format_deal(deal: Deal) -> str:
    return " ".join(ORIENTATIONS[o] for o in deal)


def deal_from_number(size: int, number: int) -> Deal:
    """The deal with this number: the same on every platform, built only from SHA-256."""
    if not 0 <= number <= MAX_DEAL_NUMBER:
        words = QT_TR_NOOP("deal number {number} is out of range (0 to {most})")
        raise NotationError(Text(words, number=number, most=MAX_DEAL_NUMBER))
    count = size * size
    stream = b""
    block = 0
    while len(stream) < count:
        seed = b"%s size %d number %d block %d" % (_NUMBER_TAG, size, number, block)
        stream += hashlib.sha256(seed).digest()
        block += 1
    return tuple(_EIGHTH_TO_ORIENTATION[byte & 7] for byte in stream[:count])


def random_deal_number(rng: random.Random | None = None) -> int:
    """A fresh deal number, short enough to read out and type back in."""
    return (rng or random.SystemRandom()).randrange(1, 10**9)


def random_deal(size: int, rng: random.Random) -> Deal:
    """A deal drawn with the physical orientation probabilities from a seeded generator."""
    return tuple(_EIGHTH_TO_ORIENTATION[rng.randrange(8)] for _ in range(size * size))


def deal_probability(deal: Deal) -> float:
    """The chance of dealing exactly this stack."""
    p = 1.0
    for o in deal:
        p *= EIGHTHS[o] / 8
    return p
