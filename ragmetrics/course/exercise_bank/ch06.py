"""Chapter 06 (to come)."""
