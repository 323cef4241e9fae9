"""Chapter 07 (to come)."""
