"""Top-level windows and their parts: the main window, menus, history, statistics, help, settings."""
