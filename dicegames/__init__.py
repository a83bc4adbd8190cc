"""dicegames: five traditional dice games for the desktop."""
import os

__version__ = "0.1.0"

# numpy's OpenBLAS splits even the solvers' small products (a 421 table: 1596 × 56 × 84) over
# both cores; with the window's thread or any other program on the second core the halves wait
# for each other and a strong 421 decision takes three times longer (docs/ai.md, Speed). One
# thread unless the user sets it; OpenBLAS reads it when numpy is first imported, hence here.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
