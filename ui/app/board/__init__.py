"""The board: its widget, how it is painted, the hint marks, the tile painter, the stack strip."""
