"""The tutorial: the lessons (puzzles/lessons) played on the real board, one step at a time
(controller.py), a lesson's game on the table (lesson_session.py), the strip above the board
and the rings on it (panel.py), refusals in plain words (words.py), and the first start's
question (offer.py)."""
