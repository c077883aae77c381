"""The Statistics window and the app's link to the statistics store."""
