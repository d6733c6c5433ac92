"""The HTTP shell around the rules: routes generated from the game registry, state in Redis."""
