"""The main window: a thin MainWindow composed of parts (playing, starting games, solver
work, files, review, actions and menus, the view)."""
