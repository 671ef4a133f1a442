"""Network play in the window (issue 75): the remote seat's controller and the in-process server."""
