"""The shell: the application, its main window (home ⇄ play, the menus, the screens it opens)
and its own dialogs."""
