"""python manage.py ask "QUESTION" --user USER [--json] [--max-docs N] [--as-of YYYY-MM-DD] [--previous "QUESTION"]"""
import json
from datetime import date

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from archive.errors import ShoeboxError
from ask.render import response_text
from ask.service import ask
from ask.stages import ask_llm_stage


class Command(BaseCommand):
    help = "Ask the archive a question as a user; prints the answer with its citations."

    def add_arguments(self, parser):
        parser.add_argument("question")
        parser.add_argument("--user", required=True)
        parser.add_argument("--json", action="store_true")
        parser.add_argument("--max-docs", type=int)
        parser.add_argument("--as-of", type=date.fromisoformat, help="the day the question is asked on")
        parser.add_argument("--previous", help="the question this one follows up")
        parser.add_argument("--include-sensitive", action="store_true", help="admins only: include "
                            "confidential and restricted documents for this question")

    def handle(self, *args, **opts):
        user = get_user_model().objects.filter(username=opts["user"]).first()
        if user is None:
            raise CommandError(f"no such user: {opts['user']}")
        try:
            options = dict(max_docs=opts["max_docs"], as_of=opts["as_of"],
                           include_sensitive=True if opts["include_sensitive"] else None,
                           previous_question=opts["previous"])
            # The offline answer, then the language model's if one is set up and its answer passes the checks.
            response = ask_llm_stage(user, opts["question"], ask(user, opts["question"], llm=False, **options),
                                     **options)
        except ShoeboxError as exc:  # bad input, a non-admin override: the message, as the API gives it
            raise CommandError(exc.message) from exc
        if opts["json"]:
            self.stdout.write(json.dumps(response.to_dict(), indent=2, default=str))
        else:
            self.stdout.write(response_text(opts["question"], response))
