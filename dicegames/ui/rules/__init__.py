"""The rules of every game in the app: the document (text, scoring table, options in force)
and the viewer that shows and prints it."""
