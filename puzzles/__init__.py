"""puzzles package."""
