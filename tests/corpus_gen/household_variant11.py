"""Generate synthetic household variant 11: a New Zealand family (NZD) who also handle the papers
of a parent's flat in Germany (EUR, German-language papers).

    cd /work/main && python3 -m tests.corpus_gen.household_variant11

Writes tests/data/household_variant11/{docs/, manifest.jsonl, archive.json, questions.jsonl,
README.md}. Deterministic: fixed seed, fixed dates, no clock or network. All names, companies,
addresses and numbers are invented."""
from __future__ import annotations

import json
import shutil
import sys
from collections import Counter
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.corpus_gen import (
    hv11_docs_de,
    hv11_docs_family,
    hv11_docs_home,
    hv11_docs_private,
    hv11_docs_util,
    hv11_questions,
    hv11_questions2,
)
from tests.corpus_gen.hv11_base import ADDRESS, FLAT, HOUSEHOLD, MUM, SEED, TODAY, USERS, Archive
from tests.corpus_gen.hv11_readme import readme

OUT = Path(__file__).resolve().parents[1] / "data" / "household_variant11"


def build() -> Archive:
    ar = Archive(SEED)
    hv11_docs_util.power_docs(ar)
    hv11_docs_util.water_docs(ar)
    hv11_docs_util.rates_docs(ar)
    hv11_docs_home.broadband_docs(ar)
    hv11_docs_home.mobile_docs(ar)
    hv11_docs_home.insurance_docs(ar)
    hv11_docs_home.vehicle_docs(ar)
    hv11_docs_home.bodycorp_docs(ar)
    hv11_docs_family.health_docs(ar)
    hv11_docs_family.school_docs(ar)
    hv11_docs_family.shop_docs(ar)
    hv11_docs_de.stadtwerke_docs(ar)
    hv11_docs_de.tax_and_home_docs(ar)
    hv11_docs_private.payslip_docs(ar)
    lookup = {p.pid: p for d in ar.docs for p in d.payments}
    hv11_docs_private.bank_docs(ar, lookup)
    ar.docs.sort(key=lambda d: (d.created, d.file))
    return ar


def main() -> int:
    ar = build()
    questions = hv11_questions.aggregate_questions(ar) + hv11_questions2.fact_questions(ar)
    for i, q in enumerate(questions, 1):
        q["id"] = f"hv11-{i:03d}"
        questions[i - 1] = {"id": q.pop("id"), **q}
    if OUT.exists():
        shutil.rmtree(OUT)
    (OUT / "docs").mkdir(parents=True)
    for d in ar.docs:
        (OUT / d.file).write_bytes(d.data)
    with open(OUT / "manifest.jsonl", "w", encoding="utf-8") as fh:
        for d in ar.docs:
            fh.write(json.dumps(d.record(), ensure_ascii=False) + "\n")
    with open(OUT / "questions.jsonl", "w", encoding="utf-8") as fh:
        for q in questions:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    archive = {
        "generator": "tests/corpus_gen/household_variant11.py", "generator_version": "1.0",
        "seed": SEED, "variant": "household_variant11", "today": TODAY.isoformat(),
        "currency": "NZD", "locale": "en-NZ (day-first dates)",
        "household": {"id": HOUSEHOLD, "members": [{k: u[k] for k in ("user", "name", "role")}
                                                   for u in USERS], "address": ADDRESS},
        "users": [{"user": u["user"], "name": u["name"], "role": u["role"],
                   "visible_sensitivities": ["public", "internal"] +
                   (["confidential"] if u["may_open_confidential"] else [])} for u in USERS],
        "also_managed": {"name": f"{MUM}'s flat (Tobias's mother)", "address": FLAT,
                         "currency": "EUR", "language": "de"},
        "documents": len(ar.docs), "questions": len(questions),
        "utilities_definition": ["electricity", "gas", "water"],
        "default_visible_sensitivities": ["public", "internal"],
        "sensitivity_counts": dict(Counter(d.sensitivity for d in ar.docs)),
    }
    (OUT / "archive.json").write_text(json.dumps(archive, indent=2, ensure_ascii=False) + "\n",
                                      encoding="utf-8")
    (OUT / "README.md").write_text(readme(ar, questions), encoding="utf-8")
    print(f"wrote {len(ar.docs)} documents and {len(questions)} questions to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
