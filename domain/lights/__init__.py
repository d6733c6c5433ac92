"""Christmas Lights components shared by the main game and its bonus games (companion section 3.2)."""
