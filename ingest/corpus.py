"""Load a folder of documents as a household: users from its ``manifest.jsonl`` owners (and
``archive.json`` members), one group they all belong to, each file with its owner, sensitivity and title.
Used by the evaluate and demo commands and by corpus-wide tests."""
import json
from dataclasses import dataclass, field
from pathlib import Path

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group

from .pipeline import IngestError, document_create, document_process_inline

# A corpus folder's own metadata: its manifest, gold questions and description, never papers of the archive.
SKIP_NAMES = {"manifest.jsonl", "questions.jsonl", "archive.json", "MANIFEST.tsv", "README.md"}
DEFAULT_USER = "evaluator"


@dataclass
class CorpusLoad:
    users: dict = field(default_factory=dict)  # username → User
    documents: list = field(default_factory=list)  # ids of the top-level documents
    rejected: list = field(default_factory=list)  # (file name, reason)


def _manifest(root: Path) -> dict[str, dict]:
    for path in (root / "manifest.jsonl", root.parent / "manifest.jsonl"):
        if path.exists():
            entries = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
            return {Path(e["file"]).name: e for e in entries}
    return {}


def corpus_users(root: Path, manifest: dict[str, dict], *, group_name: str = "household") -> dict:
    """Create (or reuse) the household's users and their shared group; returns username → User."""
    names = {e["owner"] for e in manifest.values() if e.get("owner")}
    for path in (root / "archive.json", root.parent / "archive.json"):
        if path.exists():
            household = json.loads(path.read_text()).get("household", {})
            names |= {m["user"] for m in household.get("members", [])}
    names = names or {DEFAULT_USER}
    group, _ = Group.objects.get_or_create(name=group_name)
    users = {}
    model = get_user_model()
    for name in sorted(names):
        user, created = model.objects.get_or_create(username=name)
        if created:
            user.set_unusable_password()
            user.save()
        user.groups.add(group)
        users[name] = user
    return users


def corpus_files(root: Path) -> list[Path]:
    """Files under ``root`` (recursive), minus the corpus's own metadata files."""
    return sorted(p for p in root.rglob("*") if p.is_file() and p.name not in SKIP_NAMES
                  and not p.name.startswith("."))


def corpus_load(root: Path, *, process: bool = True, progress=None) -> CorpusLoad:
    """Store every file of ``root`` as its manifest owner's document (default: the first user) and, with
    ``process``, index it here and now (attachments too) and extract its payment records."""
    manifest = _manifest(root)
    result = CorpusLoad(users=corpus_users(root, manifest))
    default_owner = next(iter(result.users.values()))
    files = corpus_files(root)
    for path in progress(files) if progress else files:
        entry = manifest.get(path.name, {})
        owner = result.users.get(entry.get("owner"), default_owner)
        try:
            created = document_create(owner=owner, data=path.read_bytes(), filename=path.name,
                                      sensitivity=entry.get("sensitivity", "internal"), enqueue=not process)
        except IngestError as exc:
            result.rejected.append((path.name, str(exc)))
            continue
        result.documents.append(created.document.pk)
        if process:
            document_process_inline(created.document.pk)
    return result
