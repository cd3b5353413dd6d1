"""ASGI entry point: the Django app plus the MCP streamable-HTTP endpoint at ``/mcp``.

Serve with ``uvicorn archive.asgi:application --host 127.0.0.1 --port 8000``. ASGI lifespan events go
to the MCP app (its session manager starts there); everything not under ``/mcp`` goes to Django.
"""
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "archive.settings")
os.environ.setdefault("SHOEBOX_DB_POOL", "1")  # served: a bounded connection pool (archive.settings)
django_application = get_asgi_application()

from ask.mcp_server import MCP_PATH, mcp_http_app  # noqa: E402  (needs Django set up)

mcp_application = mcp_http_app()


async def application(scope, receive, send):
    if scope["type"] == "lifespan":
        return await mcp_application(scope, receive, send)
    path = scope.get("path", "")
    if path == MCP_PATH or path.startswith(MCP_PATH + "/"):
        return await mcp_application(scope, receive, send)
    return await django_application(scope, receive, send)
