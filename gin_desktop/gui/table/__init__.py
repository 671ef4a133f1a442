"""The felt: pile models and views, seats, the knock button, meter, score pad, animations."""
