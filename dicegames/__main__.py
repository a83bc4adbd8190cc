import sys

from dicegames.app import main

if getattr(sys, "frozen", False):
    # the bundled app: its child processes (a race table's build, ai/race_tables.py) start
    # here, and must not start the app
    import multiprocessing
    multiprocessing.freeze_support()

raise SystemExit(main())
