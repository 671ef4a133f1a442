"""gin_desktop: Gin Rummy for the desktop (engine, computer players, Qt table)."""

__version__ = "0.1.0"
