"""Combat (506–511): declaring attackers and blockers, and combat damage."""
