"""Chapter 04 (to come)."""
