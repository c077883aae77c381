"""The app's other windows: New game, Choose puzzle, Review, Help."""
