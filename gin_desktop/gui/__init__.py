"""The Qt table: controller, models, views and the main window (issue 5)."""
