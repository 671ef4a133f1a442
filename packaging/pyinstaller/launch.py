"""PyInstaller entry point: the same ``main`` as the ``gin-desktop`` command."""

from gin_desktop.app import main

raise SystemExit(main())
