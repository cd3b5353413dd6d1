"""``python manage.py mcp --user USER`` (stdio, for a desktop assistant) or
``python manage.py mcp --http [--host 127.0.0.1] [--port 8765]`` (streamable HTTP at /mcp, token auth)."""
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError


class Command(BaseCommand):
    help = "Run the Shoebox MCP server: stdio as --user, or streamable HTTP (--http) with API-token auth."

    def add_arguments(self, parser):
        parser.add_argument("--user", help="username to act as (stdio transport)")
        parser.add_argument("--http", action="store_true", help="serve streamable HTTP at /mcp instead of stdio")
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8765)

    def handle(self, *args, **options):
        if options["http"]:
            import uvicorn

            from ask.mcp_server import mcp_http_app

            uvicorn.run(mcp_http_app(), host=options["host"], port=options["port"], log_level="warning")
            return
        if not options["user"]:
            raise CommandError("give --user USER for stdio, or --http")
        user = get_user_model().objects.filter(username=options["user"], is_active=True).first()
        if user is None:
            raise CommandError(f"no active user {options['user']!r}")
        import anyio

        from ask.mcp_server import build_server

        anyio.run(build_server(user.pk).run_stdio_async)
