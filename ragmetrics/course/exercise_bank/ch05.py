"""Chapter 05 (to come)."""
