"""No rule may name what a corpus holds: issuers, payees, signers and household members of every corpus
the project has (in the repository and in ../shared) must not appear in non-test code or templates.
Rules shaped to one corpus's names fail on papers nobody has seen."""
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS_ROOTS = [ROOT / "tests" / "data", ROOT.parent / "shared" / "corpus"]
CODE_DIRS = ["archive", "ingest", "ask", "templates", "bench"]
SKIP_PARTS = {"sample", "migrations", "static", "__pycache__"}  # the demo's sample archive is data, not rules
PARTY_FACTS = ("issuer", "payee", "merchant", "insurer", "landlord", "employer", "provider", "school", "store",
               "bank", "sender", "company")


def _walk_names(obj, out: set[str]) -> None:
    if isinstance(obj, dict):
        for key, value in obj.items():
            if key in ("name", "full_name") + PARTY_FACTS and isinstance(value, str):
                out.add(value)
            elif key == "signers" and isinstance(value, list):
                out.update(v for v in value if isinstance(v, str))
            else:
                _walk_names(value, out)
    elif isinstance(obj, list):
        for value in obj:
            _walk_names(value, out)


def corpus_names() -> set[str]:
    names: set[str] = set()
    for root in CORPUS_ROOTS:
        if not root.is_dir():
            continue
        for path in list(root.rglob("manifest.jsonl")) + list(root.rglob("questions.jsonl")):
            for line in path.read_text().splitlines():
                if line.strip():
                    row = json.loads(line)
                    if path.name == "questions.jsonl":
                        if row.get("kind") == "party":
                            names.update(v for v in (row.get("answer_value") or []) if isinstance(v, str))
                        continue
                    _walk_names(row, names)
        for path in root.rglob("archive.json"):
            _walk_names(json.loads(path.read_text()), names)
    # Names of at least two words or one long distinctive word; generic words are not names.
    return {n.strip() for n in names if len(n.strip()) >= 6 and (" " in n.strip() or len(n.strip()) >= 8)}


def code_files() -> list[Path]:
    out = []
    for d in CODE_DIRS:
        for path in (ROOT / d).rglob("*"):
            if path.is_file() and path.suffix in {".py", ".html", ".js", ".txt"} and not SKIP_PARTS & set(path.parts):
                out.append(path)
    return out


def test_corpus_names_were_found():
    assert len(corpus_names()) >= 20  # the check itself works: the corpora name their issuers


def test_no_corpus_name_in_non_test_code():
    patterns = [(n, re.compile(r"(?<!\w)" + re.escape(n) + r"(?!\w)", re.I)) for n in corpus_names()]
    hits = []
    for path in code_files():
        text = path.read_text(errors="ignore")
        hits += [f"{path.relative_to(ROOT)}: {name}" for name, pattern in patterns if pattern.search(text)]
    assert not hits, "corpus names in non-test code:\n" + "\n".join(hits)


def distinctive_words(names: set[str]) -> set[str]:
    """Words of six letters or more inside the names that English text hardly uses (wordfreq Zipf < 1.5) and
    that are no everyday word of French, German or Dutch either (Zipf < 3: "Versicherung" of a German
    insurer's name is the German for insurance): "Kingsmoor" of "Kingsmoor Self Storage Ltd", which a
    comment can name without the rest."""
    from wordfreq import zipf_frequency

    return {w for n in names for w in re.findall(r"[^\W\d_][^\W\d_'-]{5,}", n)
            if zipf_frequency(w.lower(), "en") < 1.5
            and max(zipf_frequency(w.lower(), code) for code in ("fr", "de", "nl")) < 3}


def test_no_distinctive_word_of_a_corpus_name_in_non_test_code():
    words = distinctive_words(corpus_names())
    assert "Kingsmoor" in words or not any("Kingsmoor" in n for n in corpus_names())
    patterns = [(w, re.compile(r"(?<!\w)" + re.escape(w) + r"(?!\w)", re.I)) for w in words]
    hits = []
    for path in code_files():
        text = path.read_text(errors="ignore")
        hits += [f"{path.relative_to(ROOT)}: {word}" for word, pattern in patterns if pattern.search(text)]
    assert not hits, "words of corpus names in non-test code:\n" + "\n".join(hits)
