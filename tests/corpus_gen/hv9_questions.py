"""Variant 9 gold questions (aggregates). Answers come from the manifest rows the generator wrote."""
from __future__ import annotations

from datetime import date

from formats import amount_answer, date_aliases
from hv9_compute import VISIBLE, evaluate
from hv9_people import AS_OF, ELEC, ENERGY_BE, GAS, SHOP, TODAY, WATER_BE

UTIL = ["electricity", "gas", "water"]
RULE = ("Sums by paid-on date (the day the money left the account or was collected), per "
        "currency, never converted; only public/internal papers; a payment shown on two papers "
        "(the confidential bank statement repeats some bills) counted once; refunds negative.")
UTIL_RULE = "Utilities = electricity + gas + water (incl. the Belgian flat's bills). " + RULE


def money(value):
    (cur, v), = value.items()
    return amount_answer(v["amount_cents"], cur)


class Q:
    def __init__(self, rows):
        self.rows, self.out = rows, []
        self.by = {r["file"]: r for r in rows}

    def doc(self, name):
        return self.by["docs/" + name]

    def ask(self, question, answer, aliases, files, kind, asker="niamh", confidential=False, **kw):
        row = {"id": f"y{len(self.out) + 1:03d}", "question": question, "answer": answer,
               "answer_aliases": list(dict.fromkeys(aliases)),
               "doc_files": sorted("docs/" + f if not f.startswith("docs/") else f for f in files),
               "kind": kind, "requires_confidential": confidential, "asker": asker, "as_of": AS_OF}
        kw.setdefault("tags", [])
        kw.setdefault("notes", "")
        kw.setdefault("evidence", [])
        row.update(kw)
        self.out.append(row)
        return row

    def agg(self, question, compute, notes, asker="niamh", **kw):
        compute = dict(compute)
        compute.setdefault("sensitivity", VISIBLE)
        value, files = evaluate(self.rows, compute)
        op = compute["op"]
        if op == "count_docs":
            answer, aliases = str(value), [f"{value} bills"]
        elif op == "argmax_month":
            d = date.fromisoformat(value + "-01")
            answer, aliases = value, [f"{d:%B %Y}", f"{d:%B}", f"{d:%b %Y}"]
        elif op == "unpaid":
            names = [self.by[f]["facts"]["issuer"] for f in value]
            long = [f"{self.by[f]['facts']['issuer']} ({self.by[f]['category'].replace('_', ' ')})"
                    for f in value]
            answer, aliases = "; ".join(long), ["; ".join(names), ", ".join(names), " and ".join(names)]
        else:
            answer, aliases = money(value)
        return self.ask(question, answer, aliases, files, "aggregate", asker, answer_value=value,
                        compute=compute, notes=notes, **kw)

    def amount(self, question, cents, files, evidence, kind="amount", **kw):
        answer, aliases = amount_answer(cents, "EUR")
        return self.ask(question, answer, aliases, files, kind,
                        answer_value={"EUR": {"amount_cents": cents}}, evidence=evidence, **kw)

    def when(self, question, iso, files, evidence, kind="date", **kw):
        d = date.fromisoformat(iso)
        return self.ask(question, iso, date_aliases(d), files, kind, answer_value=iso,
                        evidence=evidence, **kw)


def aggregates(q: Q):
    ytd = {"from": "2026-01-01", "to": AS_OF}
    q.agg("How much have we spent keeping the house warm since Easter?",
          {"op": "sum", "categories": ["gas"], "from": "2026-04-05", "to": AS_OF},
          "Heating = the home's gas (Slievegas); Easter Sunday 2026 = 5 April. The reminder "
          "payment includes the late fee. " + RULE, tags=["paraphrase", "relative_date"])
    q.agg("What did phone and internet cost us over the last three months?",
          {"op": "sum", "categories": ["internet", "mobile"], "from": "2026-06-14", "to": AS_OF},
          "Broadband + mobile paid 14 June - 14 September 2026. " + RULE,
          tags=["paraphrase", "relative_date"])
    q.agg("What did we pay for utilities in the spring quarter?",
          {"op": "sum", "categories": UTIL, "from": "2026-04-01", "to": "2026-06-30"},
          "Spring quarter = April-June 2026 (Q2). " + UTIL_RULE, tags=["relative_date"])
    q.agg("How much have the utilities come to so far this year?",
          {"op": "sum", "categories": UTIL, **ytd}, "Year to date = 1 Jan - 14 Sep 2026. " + UTIL_RULE,
          tags=["relative_date"], asker="pieter")
    q.agg("What did electricity cost us altogether in July, counting the flat in Belgium?",
          {"op": "sum", "categories": ["electricity"], "from": "2026-07-01", "to": "2026-07-31"},
          "Lumenra (home) and Énerlys (Velzegem flat: advance + annual settlement) paid in July "
          "2026. " + RULE, tags=["multilingual"], asker="pieter")
    q.agg("How many electricity bills have we had from Lumenra this year?",
          {"op": "count_docs", "categories": ["electricity"], "payees": [ELEC], "kinds": ["utility_bill"],
           **ytd}, "Lumenra bills by bill date in 2026 (including the one not yet collected).",
          tags=["count"])
    q.agg("What's the most we've paid in one go this year?",
          {"op": "max", "direction": "out", **ytd},
          "Largest single outgoing payment paid in 2026 on a public/internal paper. " + RULE,
          tags=["max"])
    q.agg("On average, what did electricity at home cost per month from April to August?",
          {"op": "avg_monthly", "months": 5, "categories": ["electricity"], "payees": [ELEC],
           "from": "2026-04-01", "to": "2026-08-31"},
          "Lumenra direct debits collected 1 April - 31 August 2026, divided by 5, rounded half-up "
          "to the cent. " + RULE, tags=["average"])
    q.agg("Which month this year did the utilities cost the most?",
          {"op": "argmax_month", "categories": UTIL, **ytd}, "Month with the highest total. "
          + UTIL_RULE, tags=["argmax"])
    summer = {"op": "sum", "categories": UTIL, "from": "2026-06-01", "to": "2026-08-31"}
    spring = {"op": "sum", "categories": UTIL, "from": "2026-03-01", "to": "2026-05-31"}
    v_s, _ = evaluate(q.rows, dict(summer, sensitivity=VISIBLE))
    v_p, _ = evaluate(q.rows, dict(spring, sensitivity=VISIBLE))
    more = v_s["EUR"]["amount_cents"] >= v_p["EUR"]["amount_cents"]
    a, b = (summer, spring) if more else (spring, summer)
    q.agg(f"How much {'more' if more else 'less'} did the utilities cost us this summer than in "
          "the spring?", {"op": "diff", "currency": "EUR", "a": dict(a, sensitivity=VISIBLE),
                          "b": dict(b, sensitivity=VISIBLE)},
          "Summer = June-August 2026, spring = March-May 2026. " + UTIL_RULE, tags=["comparison"])
    q.agg("Which bills are still waiting to be paid?", {"op": "unpaid", "as_of": AS_OF},
          "Bills whose paper shows no payment yet and whose due/collection date is today or later "
          "(the school trip fee and the October home-insurance renewal are not counted as bills).",
          tags=["open"])
    q.agg("What do the bills we haven't paid yet add up to?", {"op": "unpaid_sum", "as_of": AS_OF},
          "Sum of the amounts due on the open bills above, EUR.", tags=["open"])
    q.agg("How much has my mother's flat in Belgium cost us in energy and water this year?",
          {"op": "sum", "payees": [ENERGY_BE, WATER_BE], **ytd},
          "Énerlys and Waterbedrijf Scheldeveld payments in 2026. " + RULE,
          tags=["multilingual"], asker="pieter")
    q.agg("After the refund, what did the dehumidifier order end up costing us?",
          {"op": "sum", "payees": [SHOP]}, "Order payment less the credit note refund. " + RULE,
          tags=["refund"], asker="pieter")
    q.agg("How much did we spend in July altogether?",
          {"op": "sum", "direction": "out", "from": "2026-07-01", "to": "2026-07-31"},
          "Every outgoing payment paid in July 2026 on a public/internal paper. " + RULE,
          tags=["relative_date"])
    _ = (GAS, TODAY)


def build_questions(ar):
    from hv9_questions2 import singles
    q = Q(ar.rows)
    aggregates(q)
    singles(q, ar)
    return q.out
