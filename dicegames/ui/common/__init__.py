"""What every screen shares: settings, the games on disk, languages, theme, faults, the icon, the
thinking worker, the words of file errors, the dialog service, windows that follow the table."""
