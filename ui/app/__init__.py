"""The desktop app (Qt): the main window and its parts, the board, dialogs, preferences."""
