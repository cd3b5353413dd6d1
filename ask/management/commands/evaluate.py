"""python manage.py evaluate --docs DIR --questions FILE [--json] [--reuse] [--split test] [--limit N] [--llm]

Without ``--llm`` Ask answers as configured. With it, each question is answered offline, then by the
configured language model over the same excerpts (the staged path's second stage), and three tables are
scored: the offline answer, the model's own answer, and the staged final answer users see."""
import json
from datetime import date
from pathlib import Path

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from archive.models import Document
from ask.evaluation import (
    answer_matches,
    confidence_bands,
    denial_reasons,
    expects_no_answer,
    question_split,
    score_question,
    summarise,
)
from ask.service import ask
from ask.stages import llm_stage_model, llm_stage_wanted, stage_merge
from ingest.corpus import _manifest, corpus_load, corpus_users


class Command(BaseCommand):
    help = "Ingest a corpus and score Ask against its questions.jsonl."

    def add_arguments(self, parser):
        parser.add_argument("--docs", required=True)
        parser.add_argument("--questions", required=True)
        parser.add_argument("--json", action="store_true")
        parser.add_argument("--reuse", action="store_true", help="skip ingest when documents are already stored")
        parser.add_argument("--kind", help="only questions of this kind")
        parser.add_argument("--verbose", action="store_true", help="print every question's outcome")
        parser.add_argument("--features", help="write one JSON line per question (split, features, whether the "
                            "answerer's candidate was right) for ask.calibration")
        parser.add_argument("--split", choices=["dev", "test", "all"], default="all",
                            help="only the questions of one half (see ask.evaluation.question_split)")
        parser.add_argument("--limit", type=int, help="at most this many questions, spread evenly over the file")
        parser.add_argument("--llm", action="store_true", help="score offline, the language model's own and the "
                            "staged answers (needs llm.* set and egress acknowledged)")

    def handle(self, *args, **opts):
        root, qpath = Path(opts["docs"]), Path(opts["questions"])
        if not root.is_dir() or not qpath.is_file():
            raise CommandError("--docs must be a folder and --questions a file")
        quiet = opts["json"]
        call_command("migrate", verbosity=0)
        if opts["reuse"] and Document.objects.exists():
            users = corpus_users(root, _manifest(root))
        else:
            users = corpus_load(root, progress=None if quiet else lambda f: tqdm(f, desc="ingesting")).users
        default_user = next(iter(users.values()))
        golds = [json.loads(line) for line in qpath.read_text().splitlines() if line.strip()]
        if opts["kind"]:
            golds = [g for g in golds if g.get("kind") == opts["kind"]]
        manifest = _manifest(root)
        splits = [question_split(g, manifest) for g in golds]
        if opts["split"] != "all":
            keep = [i for i, s in enumerate(splits) if s == opts["split"]]
            golds, splits = [golds[i] for i in keep], [splits[i] for i in keep]
        if opts["limit"] and len(golds) > opts["limit"]:
            step = len(golds) / opts["limit"]
            keep = [int(i * step) for i in range(opts["limit"])]
            golds, splits = [golds[i] for i in keep], [splits[i] for i in keep]
        if opts["llm"]:
            return self._llm(golds, splits, users, default_user, quiet)
        scores, feature_rows = [], []
        for gold, split in zip(golds, splits) if quiet else tqdm(list(zip(golds, splits)), desc="asking"):
            user = users.get(gold.get("asker"), default_user)
            as_of = date.fromisoformat(gold["as_of"]) if gold.get("as_of") else None
            response = ask(user, gold["question"], as_of=as_of)
            scores.append(score_question(gold, response, split=split))
            if opts["features"]:
                candidate = response.diagnostics.get("candidate")
                feature_rows.append(json.dumps({
                    "id": gold.get("id"), "split": split, "features": response.diagnostics.get("features") or {},
                    "answered": candidate is not None, "aggregate": response.backend == "aggregate-sql",
                    "correct": not expects_no_answer(gold) and answer_matches(candidate, gold)}))
        if opts["features"]:
            Path(opts["features"]).write_text("\n".join(feature_rows) + "\n")
        rows = summarise(scores)
        if quiet:
            self.stdout.write(json.dumps({"summary": rows, "bands": confidence_bands(scores),
                                          "questions": [s.__dict__ for s in scores]}, indent=2))
            return
        if opts["verbose"]:
            self._verbose(scores)
        self._table(rows, scores)

    def _llm(self, golds, splits, users, default_user, quiet):
        model = llm_stage_model()
        if model is None:
            raise CommandError("--llm needs llm.endpoint_url set and llm.egress_ack true")
        runs = {"offline": [], "llm": [], "staged": []}
        for gold, split in zip(golds, splits) if quiet else tqdm(list(zip(golds, splits)), desc="asking"):
            user = users.get(gold.get("asker"), default_user)
            as_of = date.fromisoformat(gold["as_of"]) if gold.get("as_of") else None
            offline = ask(user, gold["question"], as_of=as_of, llm=False)
            # The model reads only where the staged path would ask it (not SQL totals, not routed kinds).
            wanted = llm_stage_wanted(offline, gold["question"])
            llm = ask(user, gold["question"], as_of=as_of, llm=True) if wanted else offline
            for name, response in (("offline", offline), ("llm", llm),
                                   ("staged", stage_merge(offline, llm, model=model))):
                runs[name].append(score_question(gold, response, split=split))
        tables = {name: summarise(scores) for name, scores in runs.items()}
        if quiet:
            self.stdout.write(json.dumps({"model": model, "summary": tables,
                                          "questions": {k: [s.__dict__ for s in v] for k, v in runs.items()}},
                                         indent=2))
            return
        for name, scores in runs.items():
            self.stdout.write(f"\n== {name}" + ("" if name == "offline" else f" ({model})"))
            self._verbose(scores)
            self._table(tables[name], scores)

    def _verbose(self, scores):
        for s in scores:
            mark = "ok " if s.correct else ("WRONG" if s.answered_wrong or s.false_answer else "none ")
            self.stdout.write(f"{mark} {s.split:4} {s.id:10} {s.kind:12} conf={s.confidence:.2f} got={s.got!r} "
                              f"expected={s.expected!r} recall={s.recall} reason={s.reason} ms={s.latency_ms}")

    def _table(self, rows, scores):
        header = (f"{'group':14}{'n':>4}{'correct':>9}{'cited':>7}{'recall@8':>10}{'f.deny':>8}{'wrong':>7}"
                  f"{'wrong>=.5':>10}{'f.ans':>7}{'agg.exact':>10}{'phantom':>9}{'p50ms':>7}{'p95ms':>7}")
        self.stdout.write(header)
        for r in rows:
            fmt = lambda v: "-" if v is None else f"{v:.2f}"  # noqa: E731
            self.stdout.write(f"{r['kind']:14}{r['n']:>4}{fmt(r['correct']):>9}{fmt(r['cited_gold']):>7}"
                              f"{fmt(r['recall']):>10}{r['false_denials']:>8}{r['answered_wrong']:>7}"
                              f"{r['wrong_confident']:>10}{r['false_answers']:>7}{r['aggregates_exact']:>10}"
                              f"{r['phantom']:>9}{r['p50_ms']:>7}{r['p95_ms']:>7}")
        self.stdout.write("confidence band   answered   right")
        for b in confidence_bands(scores):
            self.stdout.write(f"{b['band']:17}{b['answered']:>9}{b['right']:>8} ({b['right'] / b['answered']:.0%})")
        self.stdout.write("false denials by reason   n   withheld candidate   of which right")
        for r in denial_reasons(scores):
            self.stdout.write(f"{r['reason']:24}{r['n']:>4}{r['withheld']:>21}{r['withheld_right']:>17}")
