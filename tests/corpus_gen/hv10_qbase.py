"""Variant 10 question builder: answer spellings and the record layout of one question line.

Gold values come from the manifest rows (aggregates through hv10_compute.evaluate); nothing here
types an amount by hand."""
from __future__ import annotations

from datetime import date

from formats import MONTHS_FR, date_aliases
from hv10_compute import VISIBLE, evaluate
from hv10_people import AS_OF, d_fr

ALL = ["public", "internal", "confidential"]
MAY_SEE_CONFIDENTIAL = {"renata"}          # the owner of the confidential papers
AGG_RULE = ("Aggregates are by paid-on date (the day the money moved), per currency, never converted; "
            "a payment shown on two papers counts once; refunds are negative.")
NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve"]


def money_forms(cents: int, cur: str) -> tuple[str, list[str]]:
    s = "-" if cents < 0 else ""
    u, r = divmod(abs(cents), 100)
    grouped, plain = f"{s}{u:,}.{r:02d}", f"{s}{u}.{r:02d}"
    french = f"{s}{u:,}".replace(",", " ") + f",{r:02d} $"
    if cur == "USD":
        aliases = [f"{s}US${u:,}.{r:02d}", f"{s}${u:,}.{r:02d}", f"USD {grouped}", grouped, plain, f"{plain} USD"]
    else:
        aliases = [f"{s}${u:,}.{r:02d}", f"{s}${plain.lstrip('-')}", grouped, plain, f"CAD {grouped}", f"{plain} CAD",
                   french, f"{s}C${u:,}.{r:02d}"]
    if r == 0:
        aliases.append(f"{s}${u:,}")
    answer = f"{cur} {plain}"
    return answer, [a for a in dict.fromkeys(aliases) if a != answer]


def money_answer(value: dict) -> tuple[str, list[str]]:
    parts = [(cur, v["amount_cents"]) for cur, v in sorted(value.items())]
    if len(parts) == 1:
        return money_forms(parts[0][1], parts[0][0])
    answer = "; ".join(money_forms(c, cur)[0] for cur, c in parts)
    alias = " and ".join(money_forms(c, cur)[1][0] for cur, c in parts)
    return answer, [alias]


def date_answer(d: date, french=False) -> tuple[str, list[str]]:
    aliases = date_aliases(d)
    if french:
        aliases.append(d_fr(d))
    return d.isoformat(), aliases


def month_answer(ym: str) -> tuple[str, list[str]]:
    y, m = int(ym[:4]), int(ym[5:])
    d = date(y, m, 1)
    return ym, [f"{d:%B %Y}", f"{d:%B}", f"{d:%b %Y}", f"{MONTHS_FR[m - 1]} {y}"]


class Questions:
    def __init__(self, ar):
        self.ar = ar
        self.rows = ar.rows
        self.by_file = {r["file"]: r for r in ar.rows}
        self.out: list[dict] = []

    def row(self, name: str) -> dict:
        return self.by_file[f"docs/{name}"]

    def _conf(self, files) -> bool:
        return any(self.by_file[f]["sensitivity"] == "confidential" for f in files)

    def _base(self, kind, question, asker, answer, aliases, files, tags, notes, **extra):
        q = {"id": f"hv10-{len(self.out) + 1:03d}", "question": question, "answer": answer,
             "answer_aliases": aliases, "doc_files": sorted(files), "kind": kind,
             "requires_confidential": self._conf(files), "asker": asker, "as_of": AS_OF}
        q.update(extra)
        if tags:
            q["tags"] = list(tags)
        if notes:
            q["notes"] = notes
        assert not q["requires_confidential"] or asker in MAY_SEE_CONFIDENTIAL, q
        self.out.append(q)
        return q

    def agg(self, question, asker, compute, notes, tags=()):
        vis = ALL if asker in MAY_SEE_CONFIDENTIAL else VISIBLE
        compute = dict(compute)
        compute.setdefault("sensitivity", vis)
        for k in ("a", "b"):
            if k in compute:
                compute[k] = dict(compute[k], sensitivity=compute[k].get("sensitivity", vis))
        if compute["op"] in ("unpaid", "unpaid_sum"):
            compute.setdefault("as_of", AS_OF)
        value, files = evaluate(self.rows, compute)
        op = compute["op"]
        if op in ("count_docs", "count_payments"):
            answer, aliases = str(value), [NUMBER_WORDS[value]] if value < len(NUMBER_WORDS) else []
        elif op == "argmax_month":
            answer, aliases = month_answer(value)
        elif op == "unpaid":
            docs = sorted((self.by_file[f] for f in value), key=lambda r: (r["facts"]["due_date"], r["file"]))
            answer = "; ".join(f"{r['facts']['issuer']} {money_forms(r['facts']['amount_due_cents'], 'CAD')[0]} "
                               f"due {r['facts']['due_date']}" for r in docs)
            aliases = ["; ".join(r["facts"]["issuer"] for r in docs)]
        else:
            answer, aliases = money_answer(value)
        return self._base("aggregate", question, asker, answer, aliases, files, tags,
                          f"{notes} {AGG_RULE}" if op not in ("count_docs", "unpaid", "unpaid_sum") else notes,
                          answer_value=value, compute=compute)

    def amount(self, question, asker, cents, cur, files, evidence, tags=(), notes="", kind="amount"):
        answer, aliases = money_forms(cents, cur)
        return self._base(kind, question, asker, answer, aliases, files, tags, notes,
                          answer_value={cur: {"amount_cents": cents}}, evidence=evidence)

    def when(self, question, asker, iso: str, files, evidence, tags=(), notes="", french=False, kind="date"):
        answer, aliases = date_answer(date.fromisoformat(iso), french)
        return self._base(kind, question, asker, answer, aliases, files, tags, notes, answer_value=iso,
                          evidence=evidence)

    def lookup(self, question, asker, value: str, files, evidence, aliases=(), tags=(), notes="", kind="lookup"):
        return self._base(kind, question, asker, value, list(aliases), files, tags, notes, answer_value=value,
                          evidence=evidence)

    def party(self, question, asker, names: list[str], files, aliases=(), tags=(), notes=""):
        answer = "; ".join(names)
        al = list(aliases) + ([", ".join(names), " and ".join(names)] if len(names) > 1 else [])
        return self._base("party", question, asker, answer, al, files, tags, notes, answer_value=names,
                          evidence=list(names))

    def absent(self, question, asker, notes, terms=None, absent_in=None, tags=()):
        extra = {}
        if terms:
            extra["absent_terms"] = terms
        if absent_in:
            extra["absent_in"] = absent_in
        return self._base("absent", question, asker, None, [], [], tags, notes, **extra)
