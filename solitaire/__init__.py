"""Rules engine for Trax Solitaire: tiles, deals, positions, legal moves, notation, records.

>>> from solitaire import Position, Variant, parse_deal
>>> position = Position(Variant(3, "line"), parse_deal("NS NE NE SW NS NS NE NE SW", 3))
>>> [str(p) for p in position.legal_moves()]
['@0:NS']
>>> _ = position.push("@0:NS")
>>> [str(p) for p in position.legal_moves()]
['A2:NE', 'B1:NE']
"""

from solitaire.deal import deal_from_number, format_deal, parse_deal, random_deal
from solitaire.errors import IllegalMoveError, NotationError, RecordError, TraxError
from solitaire.game import Game
from solitaire.move import Move, parse_moves
from solitaire.outcome import Outcome
from solitaire.position import Placement, Position
from solitaire.record import load_record, save_record
from solitaire.variant import STANDARD_VARIANTS, Variant

__all__ = [
    "Game",
    "IllegalMoveError",
    "Move",
    "NotationError",
    "Outcome",
    "Placement",
    "Position",
    "RecordError",
    "STANDARD_VARIANTS",
    "TraxError",
    "Variant",
    "deal_from_number",
    "format_deal",
    "load_record",
    "parse_deal",
    "parse_moves",
    "random_deal",
    "save_record",
]
