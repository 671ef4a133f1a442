"""Services with no table of their own: theme, durations, settings, translations, sound, saves."""
