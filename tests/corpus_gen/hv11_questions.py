"""Variant 11: question builders and the aggregate questions (gold computed from payment records)."""
from __future__ import annotations

from datetime import date

from tests.corpus_gen.formats import ordinal
from tests.corpus_gen.hv11_base import TODAY, eur
from tests.corpus_gen.hv11_compute import PUBLIC, evaluate

AS_OF = TODAY.isoformat()
UTIL = ["electricity", "gas", "water"]
POWER = "Ferncurl Energy Ltd"
THIS_YEAR = {"from": "2026-01-01", "to": AS_OF}
UTIL_NOTE = ("Utilities = electricity + gas + water (internet and phones are not). By paid-on date "
             "(the day money moved), per currency, never converted.")
SUMMER_NOTE = ("'Last summer' in New Zealand = 1 Dec 2025 - 28 Feb 2026 (southern hemisphere), by "
               "paid-on date.")


def money_answer(cents: int, cur: str) -> tuple[str, list[str]]:
    sign = "-" if cents < 0 else ""
    u, r = divmod(abs(cents), 100)
    plain, grouped = f"{sign}{u}.{r:02d}", f"{sign}{u:,}.{r:02d}"
    if cur == "NZD":
        al = [f"{sign}${grouped.lstrip('-')}", f"NZ{sign}${grouped.lstrip('-')}", f"NZD {grouped}",
              grouped, plain, f"{plain} NZD", f"${plain.lstrip('-')}"]
    else:
        comma = f"{sign}{u:,}".replace(",", ".") + f",{r:02d}"
        al = [eur(cents), f"{comma} EUR", f"EUR {grouped}", f"€{grouped}", comma, grouped, plain,
              f"{plain} EUR", f"€ {comma}"]
    return f"{cur} {plain}", [a for a in dict.fromkeys(al) if a != f"{cur} {plain}"]


def multi_answer(value: dict) -> tuple[str, list[str]]:
    parts = [money_answer(v["amount_cents"], c) for c, v in value.items()]
    if len(parts) == 1:
        return parts[0]
    return "; ".join(p[0] for p in parts), []


def date_answer(d: date) -> tuple[str, list[str]]:
    al = [f"{d.day} {d:%B %Y}", f"{d.day} {d:%b %Y}", f"{d:%d/%m/%Y}", f"{d.day}/{d.month:02d}/{d.year}",
          f"{d.day}/{d.month}/{d.year}", f"{ordinal(d.day)} of {d:%B %Y}", f"{d:%B} {d.day}, {d.year}",
          f"{d:%d.%m.%Y}", f"{ordinal(d.day)} {d:%B %Y}"]
    return d.isoformat(), list(dict.fromkeys(al))


def q(question, kind, asker, answer, aliases, files, **extra) -> dict:
    out = {"question": question, "answer": answer, "answer_aliases": aliases,
           "doc_files": sorted(files), "kind": kind,
           "requires_confidential": extra.pop("requires_confidential", False),
           "asker": asker, "as_of": AS_OF}
    out.update(extra)
    out.setdefault("tags", [])
    out.setdefault("notes", "")
    return out


def agg(ar, question, asker, spec, notes="", tags=(), label_answer=None):
    spec = {**spec, "sensitivity": spec.get("sensitivity", PUBLIC)}
    value, files = evaluate(ar, spec)
    if isinstance(value, dict):
        ans, al = multi_answer(value)
    elif isinstance(value, list):
        ans = "; ".join(value)
        al = [", ".join(value), " and ".join(value)]
    elif isinstance(value, int):
        ans, al = str(value), []
    else:
        ans, al = (label_answer or {}).get(value, (value, []))
    return q(question, "aggregate", asker, ans, al, files, answer_value=value, compute=spec,
             tags=list(tags), notes=notes)


def aggregate_questions(ar) -> list[dict]:
    oct26 = {"from": "2026-10-01", "to": "2026-10-31"}
    summer = {"from": "2025-12-01", "to": "2026-02-28"}
    winter = {"from": "2026-06-01", "to": "2026-08-31"}
    qs = [
        agg(ar, "add up last month's utility payments for me", "tobias",
            {"op": "sum", "categories": UTIL, **oct26},
            UTIL_NOTE + " Last month = October 2026. The September water invoice was paid on "
            "29/09/2026, so it is not in October.", ["relative_date", "paid_on"]),
        agg(ar, "How much have we forked out for power so far this year?", "mereana",
            {"op": "sum", "categories": ["electricity"], "payee": POWER, **THIS_YEAR},
            "Home (NZ) electricity payments whose 'payment received' date is in 2026; each is printed "
            "on the following month's bill.", ["paraphrase", "relative_date", "paid_on"]),
        agg(ar, "total spent on electricity and gas at Mum's place in Germany this year?", "tobias",
            {"op": "sum", "categories": ["electricity", "gas"], "currency": "EUR", **THIS_YEAR},
            "Stadtwerke Abschlag payments received Jan-Aug 2026 plus the 2025 Nachzahlung paid "
            "06.03.2026 (German papers). The January Abschlag is printed on two papers and counts "
            "once. Later Abschläge are not evidenced on any paper.",
            ["german", "nickname", "dedup", "paid_on"]),
        agg(ar, "what did our power cost us last summer", "mereana",
            {"op": "sum", "categories": ["electricity"], "payee": POWER, **summer},
            SUMMER_NOTE, ["relative_date", "season", "paid_on"]),
        agg(ar, "how much water rates have we paid in 2026", "tobias",
            {"op": "sum", "categories": ["water"], "currency": "NZD", **THIS_YEAR},
            "Includes the June invoice paid late on 21/07/2026 with the $12.50 late fee (counted once).",
            ["late_fee", "paid_on"]),
        agg(ar, "How much in rates did we pay the council this year?", "mereana",
            {"op": "sum", "categories": ["rates"], **THIS_YEAR},
            "Rates instalments paid in 2026: 2025/26 instalments 3 and 4 and 2026/27 instalment 1. "
            "Instalment 4 (25/05/2026) is printed on two papers and counts once.",
            ["dedup", "paraphrase", "paid_on"]),
        agg(ar, "doctor + dentist + physio, what's that come to this year?", "ivy",
            {"op": "sum", "categories": ["medical"], **THIS_YEAR},
            "Medical visits only (GP, dentist, physio); the pharmacy receipt is not a visit. Two of "
            "the receipts are phone photos.", ["photo", "paraphrase"]),
        agg(ar, "what did Ivy's year 10 camp end up costing us altogether?", "mereana",
            {"op": "sum", "categories": ["school_trip"]},
            "Three camp instalments, paid dates on the student account statement.", ["instalments"]),
        agg(ar, "after the refund, what did that parcelmoa order actually cost?", "mereana",
            {"op": "sum", "payee": "Parcelmoa"},
            "Order total minus the refunded desk lamp (refund = negative payment).", ["refund", "eml"]),
        agg(ar, "how many power bills have we paid since january", "tobias",
            {"op": "count", "categories": ["electricity"], "payee": POWER, **THIS_YEAR},
            "Counted by 'payment received' date in 2026.", ["count", "relative_date"]),
        agg(ar, "whats our average power bill been this year", "mereana",
            {"op": "avg", "categories": ["electricity"], "payee": POWER, "currency": "NZD",
             **THIS_YEAR},
            "Mean of the NZ electricity payments paid in 2026, rounded to the cent.",
            ["average", "relative_date"]),
        agg(ar, "How much more did the power cost us this winter than last summer?", "tobias",
            {"op": "diff", "currency": "NZD",
             "a": {"op": "sum", "categories": ["electricity"], "payee": POWER, **winter},
             "b": {"op": "sum", "categories": ["electricity"], "payee": POWER, **summer}},
            "NZ winter = June-August 2026, last summer = 1 Dec 2025 - 28 Feb 2026, both by paid-on "
            "date; winter minus summer.", ["difference", "season"]),
        agg(ar, "between july and september, did we spend more on water or on the internet?",
            "mereana",
            {"op": "compare", "currency": "NZD", "a_label": "water", "b_label": "internet",
             "a": {"op": "sum", "categories": ["water"], "from": "2026-07-01", "to": "2026-09-30"},
             "b": {"op": "sum", "categories": ["internet"], "from": "2026-07-01",
                   "to": "2026-09-30"}},
            "Paid-on dates 1 Jul - 30 Sep 2026.", ["comparison"],
            {"water": ("water", ["water rates", "more on water", "the water"])}),
        agg(ar, "which bills have we still got to pay before christmas?", "tobias",
            {"op": "open_bills", "from": AS_OF, "to": "2026-12-24"},
            "Open = issued bills or instalment notices with no payment shown on any visible paper "
            "and a due date from today to 24 Dec 2026. Later instalments listed only in the rates "
            "schedule are not bills yet; the German contents-insurance premium is due 1 Jan 2027.",
            ["open_bills"]),
        agg(ar, "How much do we need to put aside for bills due before Christmas?", "mereana",
            {"op": "open_sum", "from": AS_OF, "to": "2026-12-24"},
            "Sum of the open bills due 25 Nov - 24 Dec 2026.", ["open_bills"]),
        agg(ar, "what's the biggest single payment we've made for Mum's flat this year?", "tobias",
            {"op": "max", "currency": "EUR", **THIS_YEAR},
            "Largest EUR payment (German flat) paid in 2026: the heating/plumbing invoice.",
            ["german", "nickname"]),
        agg(ar, "body corp levies - how much have we paid this year", "tobias",
            {"op": "sum", "categories": ["body_corporate"], **THIS_YEAR}, "", ["paid_on"]),
        agg(ar, "total paid for broadband since the start of august?", "mereana",
            {"op": "sum", "categories": ["internet"], "from": "2026-08-01", "to": AS_OF},
            "Direct-debit dates printed on the following invoice. Internet is not a utility.",
            ["paid_on"]),
        agg(ar, "what have the cellphones cost us in 2026", "tobias",
            {"op": "sum", "categories": ["mobile"], **THIS_YEAR},
            "Mobile bills whose payment date is printed on a later bill (the September bill's "
            "payment is not shown anywhere).", ["paraphrase", "paid_on"]),
        agg(ar, "utilities total for this year, both here and at the German flat", "mereana",
            {"op": "sum", "categories": UTIL, **THIS_YEAR}, UTIL_NOTE,
            ["currency", "german", "paid_on"]),
        agg(ar, "In which month this year did we pay the most for power and water here in NZ?",
            "tobias", {"op": "argmax_month", "categories": UTIL, "currency": "NZD", **THIS_YEAR},
            "By paid-on month, NZD only.", ["argmax", "paid_on"],
            {"2026-07": ("2026-07", ["July 2026", "July", "Jul 2026"])}),
        agg(ar, "how many doctor / dentist / physio visits did we pay for this year", "ivy",
            {"op": "count", "categories": ["medical"], **THIS_YEAR}, "", ["count", "photo"]),
        agg(ar, "what has the car cost us this year? rego, wof, insurance", "tobias",
            {"op": "sum", "categories": ["vehicle", "car_insurance"], **THIS_YEAR},
            "Rego (scanned receipt) and WOF invoice; the car insurance premium was last paid on "
            "8 Dec 2025 and the renewal is not paid yet.", ["scan", "nickname"]),
        agg(ar, "how much Hausgeld did we pay for mum's flat last year?", "tobias",
            {"op": "sum", "categories": ["hausgeld"], "from": "2025-01-01", "to": "2025-12-31"},
            "Twelve Hausgeld payments listed with dates on the German statement.",
            ["german", "relative_date"]),
        agg(ar, "what did the gas instalments for the flat in germany add up to in 2025?", "tobias",
            {"op": "sum", "categories": ["gas"], "currency": "EUR", "from": "2025-01-01",
             "to": "2025-12-31"},
            "Abschläge Erdgas received in 2025 (the Nachzahlung was paid in 2026).", ["german"]),
        agg(ar, "total paid to Ruakiri District Council this year, rates and water together",
            "mereana", {"op": "sum", "payee": "Ruakiri District Council", **THIS_YEAR},
            "Rates + water, by paid-on date; late fee included once.", ["paid_on", "dedup"]),
        agg(ar, "how much have we paid in insurance premiums over the last 12 months?", "mereana",
            {"op": "sum", "categories": ["car_insurance", "contents_insurance"],
             "from": "2025-11-26", "to": AS_OF},
            "Last 12 months = 26 Nov 2025 - 25 Nov 2026: car premium received 8 Dec 2025 and "
            "contents premium paid 14 Mar 2026. The car renewal and the German Hausrat premium are "
            "not paid yet.", ["relative_date", "paid_on"]),
        agg(ar, "utilities paid in november last year?", "tobias",
            {"op": "sum", "categories": UTIL, "from": "2025-11-01", "to": "2025-11-30"},
            UTIL_NOTE + " November last year = November 2025.", ["relative_date", "currency"]),
        agg(ar, "what did we pay stadtwerke for mum's electricity from march to august?", "tobias",
            {"op": "sum", "categories": ["electricity"], "currency": "EUR", "from": "2026-03-01",
             "to": "2026-08-31"},
            "Includes the electricity share of the Nachzahlung paid 06.03.2026.", ["german"]),
    ]
    return qs
