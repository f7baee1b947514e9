"""Triggered abilities (603) and the game events they look for (603.2)."""
