"""``python manage.py create_token USER`` prints a new API token for USER (replacing any old one);
``--revoke`` deletes it instead."""
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from archive.tokens import token_create, token_revoke


class Command(BaseCommand):
    help = "Create (or replace) a user's API token and print it; --revoke deletes it."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--revoke", action="store_true", help="delete the user's token")

    def handle(self, *args, **options):
        user = get_user_model().objects.filter(username=options["username"]).first()
        if user is None:
            raise CommandError(f"no user {options['username']!r}")
        if options["revoke"]:
            revoked = token_revoke(user)
            self.stdout.write("token revoked" if revoked else "no token to revoke")
            return
        self.stdout.write(token_create(user))
