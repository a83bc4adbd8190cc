"""The coach in the app: its words (`words.py`), the tutor at the table (`tutor.py`) and the
practice screen (`practice.py`); the ratings are in the statistics (ui/history/ratings.py)."""
