"""Replacement and prevention effects (614–616): applying them, those of static abilities and
of how permanents enter the battlefield, damage (120), protection from sacrifice."""
