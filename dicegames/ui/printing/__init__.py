"""Printed scoresheets: a game's filled sheet (with its result, and optionally its log) or a
blank sheet with the scoring reference for the rules chosen, on paper or as a PDF.

`content` reads what a sheet says from the on-screen sheet's model (the same rows, cells, notes
and marks) and the game; `layout` places it on pages (paper size, orientation, large print)
on `flow`'s pages, which always end (text goes on in the next column or page, what is taller
than a page is cut with a mark); `paint` draws it in black on white; `output` drives Qt's
printing stack (QPrinter, QPdfWriter, the print preview); `dialog` is Game → Print…;
`command` is `dicegames print`.
"""
