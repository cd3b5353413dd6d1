"""Portal views moved to the ``archive.portal`` package (one module per screen); these names are kept so
older imports keep working."""
from .portal.documents import document_detail as document_page  # noqa: F401
from .portal.search import home  # noqa: F401
