"""``python -m gin_desktop`` starts the game."""

from gin_desktop.app import main

raise SystemExit(main())
