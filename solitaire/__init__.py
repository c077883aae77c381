"""Rules engine for Trax Solitaire: tiles, deals, positions, legal moves, notation, records."""
