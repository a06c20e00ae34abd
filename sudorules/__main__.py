"""`python -m sudorules` is the `sudorules` command."""
import sys

from .cli import main

sys.exit(main())
