"""python manage.py setting get|set|list [KEY] [VALUE]"""
from django.core.management.base import BaseCommand, CommandError

from archive.config import KEYS, UnknownSetting, setting_display, setting_set


class Command(BaseCommand):
    help = "Read or change a setting in the settings table (secrets are stored encrypted)."

    def add_arguments(self, parser):
        parser.add_argument("action", choices=["get", "set", "list"])
        parser.add_argument("key", nargs="?")
        parser.add_argument("value", nargs="?")

    def handle(self, *args, action, key, value, **opts):
        try:
            if action == "list":
                for name in sorted(KEYS):
                    self.stdout.write(f"{name} = {setting_display(name)}")
            elif action == "get":
                if not key:
                    raise CommandError("usage: setting get KEY")
                self.stdout.write(setting_display(key))
            else:
                if not key or value is None:
                    raise CommandError("usage: setting set KEY VALUE")
                setting_set(key, value)
                self.stdout.write(f"{key} = {setting_display(key)}")
        except (UnknownSetting, ValueError) as exc:
            raise CommandError(str(exc).strip('"')) from exc
