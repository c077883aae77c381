"""The player's data: statistics, the kept game, file helpers. Storage only: nothing here
imports Qt, so the command line and the app share it and it is tested without a window."""
