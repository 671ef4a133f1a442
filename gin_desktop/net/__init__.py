"""Network play (issue 75): the protocol, the server, a headless client and a bot. Pure Python, no Qt.

The server is the only authority: the engine runs there, each seat receives its
own view and legal actions only (:mod:`.codec`), acts for its seat only, and can
check every deal afterwards (:mod:`.fairness`). See ``docs/protocol.md`` and
``docs/server.md``.
"""
