#!/usr/bin/env python3
"""Build new aggregate questions over household_variant2 and household_variant3.

Written by a helper that did not read the answering code (ask/, ingest/, archive/, bench/) and did not
look at household_variant4. Every gold value is computed here from the archive's manifest.jsonl with
the semantics the existing gold of those archives uses (checked below by recomputing every existing
sum/max/min/avg_monthly/count_docs/argmax_month/diff question of the archive and asserting equality):

* only documents of the asker's household with sensitivity public or internal;
* a payment carrying `dup_of` (the same payment evidenced twice) is skipped;
* a refund is a negative amount and simply adds in (direction 'in' would subtract; none is visible);
* periods are inclusive and by paid-on date; sums are per currency, never converted;
* utilities = electricity + gas + water (internet is not a utility);
* avg_monthly = period sum / number of calendar months, rounded half-up to the cent;
* count = number of (non-duplicate) payments; count_docs = bills by statement date;
* argmax/argmin_month = paid-on month (YYYY-MM) with the highest/lowest total among the months of
  the period that have a matching payment (only used where every month of the period has one);
* diff = sum(a) - sum(b), written so that a is the larger side (the answer is a positive amount).

Relative periods are relative to as_of 2026-11-30. Where a period expression has a second reading
(a rolling window of days back from today instead of calendar months) the spec names it in `alt` and
the script asserts that both readings give the same gold value.

Run:  python3 tests/data/paraphrases/build_variant_aggregates.py
"""
import json
import os
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
AS_OF = "2026-11-30"
SENS = ["public", "internal"]
UTIL = ["electricity", "gas", "water"]


# ----------------------------------------------------------------------------- data

def load(variant):
    base = os.path.join(DATA, variant)
    manifest = [json.loads(ln) for ln in open(os.path.join(base, "manifest.jsonl"), encoding="utf-8") if ln.strip()]
    arch = json.load(open(os.path.join(base, "archive.json"), encoding="utf-8"))
    questions = [json.loads(ln) for ln in open(os.path.join(base, "questions.jsonl"), encoding="utf-8") if ln.strip()]
    return manifest, arch, questions


def payments(manifest, household, sens=SENS):
    out = []
    for doc in manifest:
        if doc.get("household") != household or doc["sensitivity"] not in sens:
            continue
        for p in doc["payments"]:
            if p.get("dup_of"):
                continue
            amt = p["amount_cents"] * (-1 if p.get("direction") == "in" else 1)
            out.append(dict(p, amount=amt, file=doc["file"]))
    return out


def select(pays, spec):
    cats = spec.get("categories")
    payees = spec.get("payees") or ([spec["payee"]] if spec.get("payee") else None)
    res = []
    for p in pays:
        if cats and p["category"] not in cats:
            continue
        if payees and p["payee"] not in payees:
            continue
        if spec.get("currency") and p["currency"] != spec["currency"]:
            continue
        if spec.get("from") and p["paid_on"] < spec["from"]:
            continue
        if spec.get("to") and p["paid_on"] > spec["to"]:
            continue
        res.append(p)
    return res


def per_currency(sel):
    tot = defaultdict(int)
    for p in sel:
        tot[p["currency"]] += p["amount"]
    return dict(sorted(tot.items()))


def one_currency(sel):
    curs = {p["currency"] for p in sel}
    assert len(curs) == 1, curs
    return curs.pop()


def months_between(a, b):
    ya, ma = int(a[:4]), int(a[5:7])
    yb, mb = int(b[:4]), int(b[5:7])
    out = []
    while (ya, ma) <= (yb, mb):
        out.append("%04d-%02d" % (ya, ma))
        ma += 1
        if ma == 13:
            ya, ma = ya + 1, 1
    return out


def half_up(cents, n):
    return int((Decimal(cents) / Decimal(n)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def evaluate(manifest, household, spec):
    """Return (answer_value, doc_files) for a compute spec."""
    op = spec["op"]
    pays = payments(manifest, household, spec.get("sensitivity", SENS))
    if op == "diff":
        va, fa = evaluate(manifest, household, dict(spec["a"], op="sum", currency=spec["currency"]))
        vb, fb = evaluate(manifest, household, dict(spec["b"], op="sum", currency=spec["currency"]))
        c = spec["currency"]
        d = va.get(c, {"amount_cents": 0})["amount_cents"] - vb.get(c, {"amount_cents": 0})["amount_cents"]
        return {c: {"amount_cents": d}}, sorted(set(fa) | set(fb))
    if op == "count_docs":
        files = []
        for doc in manifest:
            if doc.get("household") != household or doc["sensitivity"] not in spec.get("sensitivity", SENS):
                continue
            f = doc.get("facts", {})
            if doc.get("category") != spec["category"] or f.get("issuer") != spec.get("issuer", f.get("issuer")):
                continue
            if f.get("duplicate_of"):
                continue
            sd = f.get("statement_date")
            if sd and spec["from"] <= sd <= spec["to"]:
                files.append(doc["file"])
        return len(files), sorted(files)
    sel = select(pays, spec)
    files = sorted({p["file"] for p in sel})
    if op == "sum":
        return {c: {"amount_cents": v} for c, v in per_currency(sel).items()}, files
    if op == "count":
        return len(sel), files
    if op in ("max", "min"):
        c = one_currency(sel)
        best = (max if op == "max" else min)(p["amount"] for p in sel)
        return {c: {"amount_cents": best}}, sorted({p["file"] for p in sel if p["amount"] == best})
    if op == "avg_monthly":
        c = one_currency(sel)
        assert spec["months"] == len(months_between(spec["from"], spec["to"])), spec
        return {c: {"amount_cents": half_up(sum(p["amount"] for p in sel), spec["months"])}}, files
    if op in ("argmax_month", "argmin_month"):
        sel = [p for p in sel if p["currency"] == spec.get("currency", "USD")]
        bym = defaultdict(int)
        for p in sel:
            bym[p["paid_on"][:7]] += p["amount"]
        vals = sorted(bym.values(), reverse=(op == "argmax_month"))
        assert len(vals) < 2 or vals[0] != vals[1], ("tie", spec)
        m = (max if op == "argmax_month" else min)(bym, key=bym.get)
        return m, sorted({p["file"] for p in sel if p["paid_on"][:7] == m})
    raise ValueError(op)


# ----------------------------------------------------------------------------- formatting

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


def money_answer(value):
    parts = ["%s %d.%02d" % (c, v["amount_cents"] // 100, v["amount_cents"] % 100) for c, v in value.items()]
    if len(value) != 1:
        return "; ".join(parts), []
    (c, v), = value.items()
    cents = v["amount_cents"]
    assert cents > 0, value
    plain = "%d.%02d" % (cents // 100, cents % 100)
    comma = f"{cents // 100:,}" + ".%02d" % (cents % 100)
    euro = comma.replace(",", "X").replace(".", ",").replace("X", ".")
    if c == "USD":
        if cents >= 100000:
            al = ["$" + comma, "USD " + comma, comma, plain, "$" + plain, plain + " USD", comma + " USD"]
        else:
            al = ["$" + plain, plain, plain + " USD"]
    elif c == "EUR":
        al = ["€" + comma, plain, plain + " EUR", euro + " €", euro, "€ " + plain, plain + " €", "€ " + euro]
        if cents >= 100000:
            al += [comma, "EUR " + comma]
    else:
        raise ValueError(c)
    return "%s %s" % (c, plain), al


def format_answer(op, value):
    if op in ("count", "count_docs"):
        return str(value), []
    if op in ("argmax_month", "argmin_month"):
        y, m = value.split("-")
        name = MONTHS[int(m) - 1]
        return value, ["%s %s" % (name, y), "%s %s" % (name[:3], y), name]
    return money_answer(value)


# ----------------------------------------------------------------------------- specs

def S(op, cats=None, frm=None, to=None, **kw):
    d = {"op": op}
    if cats:
        d["categories"] = cats
    d.update({k: v for k, v in kw.items() if k not in ("alt", "docs")})
    if frm:
        d["from"] = frm
    if to:
        d["to"] = to
    d["sensitivity"] = SENS
    if "alt" in kw:
        d["_alt"] = kw["alt"]
    if kw.get("docs"):
        d["_docs"] = True
    return d


def DIFF(cats, a, b, payee=None):
    def side(r):
        return dict({"op": "sum", "categories": cats}, **({"payee": payee} if payee else {}),
                              **{"sensitivity": SENS, "from": r[0], "to": r[1]})
    return {"op": "diff", "currency": "USD", "a": side(a), "b": side(b), "sensitivity": SENS}


# (question, asker, compute, op-tag, extra tags, notes)
V2 = [
    # --- sums (10)
    ("How much did Kettleburn take off us for gas during 2025?", "rosalind",
     S("sum", ["gas"], "2025-01-01", "2025-12-31"), ["payee"],
     "Kettleburn Gas & Heat payments paid in calendar 2025 (six bimonthly bills)."),
    ("wter total 2025", "emeka",
     S("sum", ["water"], "2025-01-01", "2025-12-31"), ["search_box", "typo"],
     "Fenmere water & sewerage paid in 2025; the Feb 2025 account was settled on 1 March."),
    ("What did the power bills add up to in the second half of 2025?", "rosalind",
     S("sum", ["electricity"], "2025-07-01", "2025-12-31"), ["paraphrase"],
     "Electricity paid Jul-Dec 2025; the Sorrel Ridge statements only start in September 2025."),
    ("tangleroot networks spend year to date", "emeka",
     S("sum", ["internet"], "2026-01-01", "2026-11-30"), ["search_box", "payee", "relative_date"],
     "Internet paid 1 Jan - 30 Nov 2026 (May-Nov; the August bill came as an e-mail, counted once)."),
    ("What did keeping the house warm cost us between Feb and Apr?", "rosalind",
     S("sum", ["gas"], "2026-02-01", "2026-04-30"), ["paraphrase", "relative_date"],
     "Gas paid 1 Feb - 30 Apr this year: only the March bill (paid 25 Mar) falls in it."),
    ("How much did the water people get from us in Q3 last year?", "rosalind",
     S("sum", ["water"], "2025-07-01", "2025-09-30"), ["paraphrase", "relative_date"],
     "Q3 2025 = Jul-Sep 2025, by paid-on date."),
    ("Electricty spending so far this year?", "emeka",
     S("sum", ["electricity"], "2026-01-01", "2026-11-30"), ["typo", "relative_date", "duplicate"],
     "Electricity paid Jan-Nov 2026; the forwarded June statement is the same payment, counted once."),
    ("How much did we spend on car insurance during 2024?", "rosalind",
     S("sum", ["car_insurance"], "2024-01-01", "2024-12-31"), [],
     "The 2024-2025 Lanternfield premium, paid 2 Dec 2024."),
    ("What has Sorrel Ridge charged us in the last 3 months?", "rosalind",
     S("sum", ["electricity"], "2026-09-01", "2026-11-30", alt=["2026-08-30", "2026-11-30"]),
     ["payee", "relative_date"],
     "Electricity paid Sep-Nov 2026 (the same as the 92 days back from today; the August bill was paid 20 Aug)."),
    ("heating over the winter just gone (dec-feb)", "emeka",
     S("sum", ["gas"], "2025-12-01", "2026-02-28"), ["search_box", "paraphrase", "relative_date"],
     "Gas paid 1 Dec 2025 - 28 Feb 2026: the January bill only."),
    # --- counts (4)
    ("How many gas bills did we pay in 2025?", "rosalind",
     S("count", ["gas"], "2025-01-01", "2025-12-31", docs=True), [],
     "Gas payments with a 2025 paid-on date (also six gas statements dated 2025)."),
    ("how many times have we paid the electric company this year", "emeka",
     S("count", ["electricity"], "2026-01-01", "2026-11-30", docs=True), ["search_box", "relative_date", "duplicate"],
     "One payment a month Jan-Nov 2026; the forwarded June e-mail is the same payment, counted once."),
    ("How many internet bills have we paid since May?", "pip",
     S("count", ["internet"], "2026-05-01", "2026-11-30", docs=True), ["relative_date"],
     "Tangleroot payments paid 1 May - 30 Nov 2026."),
    ("number of water payments in the past year", "rosalind",
     S("count", ["water"], "2025-12-01", "2026-11-30", alt=["2025-11-30", "2026-11-30"]),
     ["search_box", "relative_date"],
     "Water payments paid Dec 2025 - Nov 2026 (or 365 days back: the Nov 2025 bill was paid 29 Nov 2025); "
     "the November 2026 bill is still open and not counted."),
    # --- max / min (4)
    ("What's the biggest single gas bill we've paid since January?", "rosalind",
     S("max", ["gas"], "2026-01-01", "2026-11-30"), ["relative_date"],
     "Largest gas payment paid 1 Jan - 30 Nov 2026 (the March bill)."),
    ("smallest electricity payment during 2025", "emeka",
     S("min", ["electricity"], "2025-01-01", "2025-12-31"), ["search_box"],
     "Smallest Sorrel Ridge payment paid in 2025 (Sep-Dec statements only)."),
    ("Out of last year's water bills, how much was the largest one?", "rosalind",
     S("max", ["water"], "2025-01-01", "2025-12-31"), ["relative_date"],
     "Largest water payment paid in 2025 (the August one)."),
    ("What's the lowest the internet bill has ever been?", "pip",
     S("min", ["internet"]), [],
     "Smallest Tangleroot payment in the archive (May-Aug were all the same price, before the September rise)."),
    # --- avg per month (4)
    ("Average per month on gas over the past year?", "rosalind",
     S("avg_monthly", ["gas"], "2025-12-01", "2026-11-30", months=12, alt=["2025-11-30", "2026-11-30"]),
     ["relative_date"],
     "Gas paid Dec 2025 - Nov 2026 divided by 12, rounded half-up; the open November bill is not paid yet."),
    ("On average how much a month did power cost in Q3 this year?", "emeka",
     S("avg_monthly", ["electricity"], "2026-07-01", "2026-09-30", months=3), ["paraphrase", "relative_date"],
     "Electricity paid Jul-Sep 2026 divided by 3, rounded half-up."),
    ("avrage monthly internet bill june to november", "pip",
     S("avg_monthly", ["internet"], "2026-06-01", "2026-11-30", months=6), ["search_box", "typo", "relative_date"],
     "Internet paid Jun-Nov 2026 divided by 6 (one bill a month; price up in September), rounded half-up."),
    ("Over the last six months, what have the utilities averaged per month?", "rosalind",
     S("avg_monthly", UTIL, "2026-06-01", "2026-11-30", months=6, alt=["2026-05-30", "2026-11-30"]),
     ["relative_date", "duplicate"],
     "Electricity + gas + water paid Jun-Nov 2026 divided by 6, rounded half-up (the May bills were all paid "
     "before 30 May, so a days-back reading gives the same). Forwarded June statement counted once."),
    # --- month with highest / lowest (3)
    ("In 2025, which month did we spend the most on heating?", "rosalind",
     S("argmax_month", ["gas"], "2025-01-01", "2025-12-31", currency="USD"), ["paraphrase"],
     "Paid-on month with the highest gas total in 2025."),
    ("Which month this year was our cheapest for electricity?", "emeka",
     S("argmin_month", ["electricity"], "2026-01-01", "2026-11-30", currency="USD"), ["relative_date", "duplicate"],
     "Every month Jan-Nov 2026 has exactly one electricity payment; the lowest was June's."),
    ("what month in the second half of 2025 had the biggest utilities total", "rosalind",
     S("argmax_month", UTIL, "2025-07-01", "2025-12-31", currency="USD"), ["search_box"],
     "Electricity + gas + water by paid-on month, Jul-Dec 2025 (November had all three)."),
    # --- compare two periods (3)
    ("How much cheaper was keeping the house warm in Q3 this year compared to Q3 last year?", "rosalind",
     DIFF(["gas"], ("2025-07-01", "2025-09-30"), ("2026-07-01", "2026-09-30")), ["paraphrase", "relative_date"],
     "Gas paid Jul-Sep 2025 minus gas paid Jul-Sep 2026."),
    ("How much less was the power bill this October than last October?", "emeka",
     DIFF(["electricity"], ("2025-10-01", "2025-10-31"), ("2026-10-01", "2026-10-31")), ["relative_date"],
     "Electricity paid in Oct 2025 minus electricity paid in Oct 2026."),
    ("water summer 2025 vs summer 2026, how much more was 2025", "rosalind",
     DIFF(["water"], ("2025-06-01", "2025-08-31"), ("2026-06-01", "2026-08-31")), ["search_box"],
     "Water paid Jun-Aug 2025 minus water paid Jun-Aug 2026 (one quarterly bill each, paid 29 Aug)."),
    # --- several categories (2)
    ("What have gas, electric and water come to since January, all together?", "rosalind",
     S("sum", UTIL, "2026-01-01", "2026-11-30"), ["relative_date", "duplicate"],
     "Utilities = electricity + gas + water paid 1 Jan - 30 Nov 2026; the open November gas and water bills "
     "are not paid yet; the forwarded June power statement is counted once."),
    ("power plus the wifi for jul-sep this year", "emeka",
     S("sum", ["electricity", "internet"], "2026-07-01", "2026-09-30"), ["search_box", "paraphrase", "relative_date"],
     "Electricity + internet paid Jul-Sep 2026."),
]

V3 = [
    # --- sums (10)
    ("What did Arroyo Seco bill us for water in the second half of 2025?", "wendeline",
     S("sum", ["water"], "2025-07-01", "2025-12-31"), ["payee"],
     "Water paid Jul-Dec 2025 (the July and October quarters)."),
    ("pinyon basin gas paid since january", "ravi",
     S("sum", ["gas"], "2026-01-01", "2026-11-30"), ["search_box", "payee", "relative_date"],
     "Gas paid 1 Jan - 30 Nov 2026; the November statement is open (auto-draft cancelled)."),
    ("power bill total for the last 3 months", "wendeline",
     S("sum", ["electricity"], "2026-09-01", "2026-11-30", alt=["2026-08-30", "2026-11-30"]),
     ["search_box", "paraphrase", "relative_date"],
     "Electricity paid Sep-Nov 2026 (same as 92 days back: August was paid 25 Aug); November is still open."),
    ("How much did heating the place cost in Q3 last year?", "ravi",
     S("sum", ["gas"], "2025-07-01", "2025-09-30"), ["paraphrase", "relative_date"],
     "Gas paid Jul-Sep 2025: only the August auto-draft."),
    ("How much have we paid Saltcedar for the phone and internet year to date?", "wendeline",
     S("sum", ["internet"], "2026-01-01", "2026-11-30"), ["payee", "relative_date", "duplicate"],
     "Saltcedar paid Mar-Nov 2026; the e-mailed September receipt is the same payment, counted once."),
    ("renters insurance during 2025?", "wendeline",
     S("sum", ["home_insurance"], "2025-01-01", "2025-12-31"), ["search_box"],
     "The 2025 Redrock premium."),
    ("How much did the electric cost us between Feb and Apr?", "wendeline",
     S("sum", ["electricity"], "2026-02-01", "2026-04-30"), ["relative_date"],
     "Electricity paid 1 Feb - 30 Apr this year."),
    ("What did we pay the water company over the past year?", "ravi",
     S("sum", ["water"], "2025-12-01", "2026-11-30", alt=["2025-11-30", "2026-11-30"]), ["paraphrase", "relative_date"],
     "Water paid Dec 2025 - Nov 2026 (four quarterly drafts; no water payment near the window edge)."),
    ("gass we paid in the spring of last year", "ravi",
     S("sum", ["gas"], "2025-03-01", "2025-05-31"), ["typo", "relative_date"],
     "Gas paid Mar-May 2025: the auto-draft of 3 April only."),
    ("How much did we spend on holidays abroad during 2025?", "wendeline",
     S("sum", ["travel"], "2025-01-01", "2025-12-31"), ["paraphrase", "currency"],
     "Travel paid in 2025: the French gîte, in euros (not converted)."),
    # --- counts (4)
    ("How many gas bills got paid during 2025?", "ravi",
     S("count", ["gas"], "2025-01-01", "2025-12-31", docs=True), [],
     "Gas payments with a 2025 paid-on date (also six gas statements dated 2025)."),
    ("how many power bills have we paid since january", "wendeline",
     S("count", ["electricity"], "2026-01-01", "2026-11-30"), ["search_box", "paraphrase", "relative_date"],
     "Electricity payments Jan-Oct 2026; the November statement is not paid yet, so not counted."),
    ("How many Saltcedar invoices were paid in the last six months?", "wendeline",
     S("count", ["internet"], "2026-06-01", "2026-11-30", alt=["2026-05-30", "2026-11-30"]),
     ["payee", "relative_date", "duplicate"],
     "Saltcedar payments Jun-Nov 2026 (May was paid 12 May); the September e-mail receipt is counted once."),
    ("number of water bills in 2026", "ravi",
     S("count", ["water"], "2026-01-01", "2026-12-31", docs=True), ["search_box"],
     "Four quarterly water payments paid in 2026 (also four water bills dated 2026)."),
    # --- max / min (4)
    ("largest gas payment in the second half of 2025", "ravi",
     S("max", ["gas"], "2025-07-01", "2025-12-31"), ["search_box"],
     "Largest gas payment paid Jul-Dec 2025 (values are close: 66.04, 52.07, 66.94)."),
    ("What was the cheapest power bill we paid this year?", "wendeline",
     S("min", ["electricity"], "2026-01-01", "2026-11-30"), ["paraphrase", "relative_date"],
     "Smallest electricity payment paid in 2026 (March; May was only 15 cents more)."),
    ("Biggest water bill we paid in 2025?", "wendeline",
     S("max", ["water"], "2025-01-01", "2025-12-31"), [],
     "Largest water payment paid in 2025 (the July quarter)."),
    ("What's the smallest gas bill we've ever paid?", "ravi",
     S("min", ["gas"]), [],
     "Smallest gas payment anywhere in the archive."),
    # --- avg per month (4)
    ("What's the water costing us per month on average, looking at the past year?", "ravi",
     S("avg_monthly", ["water"], "2025-12-01", "2026-11-30", months=12, alt=["2025-11-30", "2026-11-30"]),
     ["paraphrase", "relative_date"],
     "Water paid Dec 2025 - Nov 2026 divided by 12, rounded half-up."),
    ("On average, what did the power bill run per month in the first half of this year?", "wendeline",
     S("avg_monthly", ["electricity"], "2026-01-01", "2026-06-30", months=6), ["paraphrase", "relative_date"],
     "Electricity paid Jan-Jun 2026 divided by 6, rounded half-up."),
    ("avg monthly phone+internet march thru august", "wendeline",
     S("avg_monthly", ["internet"], "2026-03-01", "2026-08-31", months=6),
     ["search_box", "paraphrase", "relative_date"],
     "Saltcedar paid Mar-Aug 2026 (four at the old price, two after the July rise) divided by 6, rounded half-up."),
    ("What have the utilities averaged a month over the past 12 months?", "wendeline",
     S("avg_monthly", UTIL, "2025-12-01", "2026-11-30", months=12, alt=["2025-11-30", "2026-11-30"]),
     ["relative_date"],
     "Electricity + gas + water paid Dec 2025 - Nov 2026 divided by 12, rounded half-up; the open November "
     "power and gas bills are not paid yet."),
    # --- month with highest / lowest (3)
    ("Which month this year did electricity cost the most?", "wendeline",
     S("argmax_month", ["electricity"], "2026-01-01", "2026-11-30", currency="USD"), ["relative_date"],
     "Paid-on month with the highest electricity payment in 2026 (one a month Jan-Oct)."),
    ("Between January and June this year, which month had the lowest utility spend?", "ravi",
     S("argmin_month", UTIL, "2026-01-01", "2026-06-30", currency="USD"), ["relative_date"],
     "Electricity + gas + water by paid-on month, Jan-Jun 2026; every month has at least the power bill. "
     "March (82.68) edges out May (82.83)."),
    ("which month in the past year was staying warm most expensive", "wendeline",
     S("argmax_month", ["gas"], "2025-12-01", "2026-11-30", currency="USD", alt=["2025-11-30", "2026-11-30"]),
     ["search_box", "paraphrase", "relative_date"],
     "Paid-on month with the highest gas total, Dec 2025 - Nov 2026."),
    # --- compare two periods (3)
    ("How much more did the water company get from us in Jul-Sep than in Apr-Jun this year?", "ravi",
     DIFF(["water"], ("2026-07-01", "2026-09-30"), ("2026-04-01", "2026-06-30")), ["paraphrase", "relative_date"],
     "Water paid Q3 2026 minus water paid Q2 2026 (one quarterly draft each)."),
    ("renters insurance: how much more did we pay in 2026 than in 2025?", "wendeline",
     DIFF(["home_insurance"], ("2026-01-01", "2026-12-31"), ("2025-01-01", "2025-12-31")), [],
     "Redrock premium paid in 2026 minus the one paid in 2025."),
    ("How much more did electricity cost us this summer than in the winter just gone (Dec-Feb)?", "wendeline",
     DIFF(["electricity"], ("2026-06-01", "2026-08-31"), ("2025-12-01", "2026-02-28")), ["relative_date"],
     "Electricity paid Jun-Aug 2026 minus electricity paid Dec 2025 - Feb 2026."),
    # --- several categories (2)
    ("all the utility bills for jan-mar this year, total", "wendeline",
     S("sum", UTIL, "2026-01-01", "2026-03-31"), ["search_box", "relative_date"],
     "Utilities = electricity + gas + water paid Jan-Mar 2026."),
    ("What did phone, internet and power come to together since July?", "ravi",
     S("sum", ["electricity", "internet"], "2026-07-01", "2026-11-30"), ["paraphrase", "relative_date", "duplicate"],
     "Electricity + Saltcedar phone/internet paid 1 Jul - 30 Nov 2026; the September e-mail receipt is counted once; "
     "the November power bill is still open."),
]

BASE_NOTE = ("Gold computed by build_variant_aggregates.py from the manifest: paid-on dates (inclusive), "
             "public/internal documents only, duplicates counted once, refunds negative, per currency.")


# ----------------------------------------------------------------------------- checks + build

def check_existing(manifest, household, questions):
    n = 0
    for q in questions:
        if q["kind"] != "aggregate":
            continue
        c = q["compute"]
        if c["op"] not in ("sum", "max", "min", "avg_monthly", "count_docs", "argmax_month", "diff"):
            continue
        val, files = evaluate(manifest, household, c)
        assert val == q["answer_value"], (q["id"], val, q["answer_value"])
        assert files == sorted(q["doc_files"]), (q["id"], files, q["doc_files"])
        n += 1
    return n


def build(variant, prefix, specs, out_name):
    manifest, arch, questions = load(variant)
    household = arch["household"]["id"]
    users = {m["user"] for m in arch["household"]["members"]}
    checked = check_existing(manifest, household, questions)
    old_texts = {q["question"].strip().lower() for q in questions}
    old_texts |= {json.loads(ln)["question"].strip().lower()
                  for f in ("household_aggregates.jsonl", "household.jsonl")
                  for ln in open(os.path.join(HERE, f), encoding="utf-8") if ln.strip()}
    lines, ops = [], defaultdict(int)
    for i, (text, asker, spec, tags, note) in enumerate(specs, 1):
        assert asker in users, asker
        assert text.strip().lower() not in old_texts, text
        spec = dict(spec)
        alt = spec.pop("_alt", None)
        if spec.pop("_docs", False):
            # a "how many bills" count must not depend on reading it as bills received (statement date)
            dv = evaluate(manifest, household, {"op": "count_docs", "category": spec["categories"][0],
                                                "from": spec["from"], "to": spec["to"]})[0]
            assert dv == evaluate(manifest, household, spec)[0], (text, dv)
        op = spec["op"]
        val, files = evaluate(manifest, household, spec)
        if op in ("count", "count_docs"):
            assert val > 0, text
        if alt:
            alt_spec = dict(spec, **{"from": alt[0], "to": alt[1]})
            if op in ("avg_monthly", "argmax_month", "argmin_month"):
                # the days-back window must hold exactly the same payments (same divisor / same months)
                alt_files = evaluate(manifest, household, dict(alt_spec, op="sum"))[1]
                assert alt_files == evaluate(manifest, household, dict(spec, op="sum"))[1], text
                assert evaluate(manifest, household, dict(alt_spec, op="sum"))[0] == \
                    evaluate(manifest, household, dict(spec, op="sum"))[0], text
            else:
                assert evaluate(manifest, household, alt_spec)[0] == val, text
        answer, aliases = format_answer(op, val)
        tag_op = {"argmax_month": "argmax_month", "argmin_month": "argmin_month"}.get(op, op)
        if op == "sum" and len(spec.get("categories", [])) > 1:
            tag_op = "sum_multi"
        q = {
            "id": "%s-%03d" % (prefix, i),
            "question": text,
            "answer": answer,
            "answer_aliases": aliases,
            "doc_files": files,
            "kind": "aggregate",
            "requires_confidential": False,
            "asker": asker,
            "as_of": AS_OF,
            "answer_value": val,
            "compute": spec,
            "notes": note + " " + BASE_NOTE,
            "tags": ["aggregate_new", tag_op] + tags,
        }
        lines.append(json.dumps(q, ensure_ascii=False))
        ops[tag_op] += 1
    with open(os.path.join(HERE, out_name), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    print("%s: %d questions -> %s (existing aggregate gold re-checked: %d)  %s"
          % (variant, len(lines), out_name, checked, dict(sorted(ops.items()))))


if __name__ == "__main__":
    build("household_variant2", "a2", V2, "variant2_aggregates.jsonl")
    build("household_variant3", "a3", V3, "variant3_aggregates.jsonl")
