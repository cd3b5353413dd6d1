"""The web portal: Django views over ``ask.service``, ``ask.search``, ``ingest.pipeline`` and the
visibility gate ``archive.access``. One module per screen; routes in ``archive.portal_urls``."""
