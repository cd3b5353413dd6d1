"""Gold questions for the household variant. Every answer is computed from the manifest rows the
generator wrote (payments and facts), never typed in, so it agrees with the documents.

Aggregate semantics are the shared household's: utilities = electricity + gas + water (internet is
not a utility); periods are by paid-on date; sums are per currency, never converted; only public and
internal documents count; a payment marked ``dup_of`` (the same payment evidenced by a second
document) is counted once, on the original.
"""
from __future__ import annotations

from collections import defaultdict
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from formats import amount_answer, d_us_long, date_aliases, eur_nl, usd

VISIBLE = ["public", "internal"]
UTILITIES = ["electricity", "gas", "water"]
UTIL_NOTE = ("Utilities = electricity + gas + water (internet/broadband is NOT a utility here). "
             "Months are by paid-on date (the day the payment was made or collected), not by "
             "statement date. Sums are per currency, never converted.")
CURRENCY_ORDER = ["USD", "EUR", "GBP"]


def _selected(docs, c):
    out = []
    for d in docs:
        if d["sensitivity"] not in c.get("sensitivity", VISIBLE):
            continue
        for p in d["payments"]:
            if "dup_of" in p:
                continue
            if "categories" in c and p["category"] not in c["categories"]:
                continue
            if "payee" in c and p["payee"] != c["payee"]:
                continue
            if "currency" in c and p["currency"] != c["currency"]:
                continue
            if "from" in c and p["paid_on"] < c["from"]:
                continue
            if "to" in c and p["paid_on"] > c["to"]:
                continue
            out.append((d, p))
    return out


def _sums(pairs):
    sums = defaultdict(int)
    for _, p in pairs:
        sums[p["currency"]] += p["amount_cents"]
    return {cur: {"amount_cents": sums[cur]} for cur in CURRENCY_ORDER if cur in sums}


def compute_evaluate(docs, c, as_of: date):
    """Evaluate one ``compute`` spec; returns (answer_value, doc_files)."""
    op = c["op"]
    if op == "sum":
        pairs = _selected(docs, c)
        return _sums(pairs), sorted({d["file"] for d, _ in pairs})
    if op in ("max", "min"):
        pairs = _selected(docs, c)
        currencies = {p["currency"] for _, p in pairs}
        assert len(currencies) == 1, (c, currencies)
        pick = (max if op == "max" else min)(pairs, key=lambda dp: dp[1]["amount_cents"])
        return {pick[1]["currency"]: {"amount_cents": pick[1]["amount_cents"]}}, [pick[0]["file"]]
    if op == "avg_monthly":
        pairs = _selected(docs, c)
        sums = _sums(pairs)
        value = {cur: {"amount_cents": int((Decimal(v["amount_cents"]) / c["months"]).quantize(
            Decimal("1"), rounding=ROUND_HALF_UP))} for cur, v in sums.items()}
        return value, sorted({d["file"] for d, _ in pairs})
    if op == "count_docs":
        files = sorted(d["file"] for d in docs
                       if d.get("category") == c["category"]
                       and d.get("facts", {}).get("issuer") == c["issuer"]
                       and not d.get("facts", {}).get("duplicate_of")
                       and c["from"] <= d["created"] <= c["to"]
                       and d["sensitivity"] in c.get("sensitivity", VISIBLE))
        return len(files), files
    if op == "argmax_month":
        by_month = defaultdict(int)
        files = defaultdict(set)
        for d, p in _selected(docs, c):
            by_month[p["paid_on"][:7]] += p["amount_cents"]
            files[p["paid_on"][:7]].add(d["file"])
        month = max(by_month, key=lambda m: by_month[m])
        return month, sorted(files[month])
    if op == "diff":
        a, fa = compute_evaluate(docs, c["a"], as_of)
        b, fb = compute_evaluate(docs, c["b"], as_of)
        cur = c["currency"]
        return {cur: {"amount_cents": a[cur]["amount_cents"] - b[cur]["amount_cents"]}}, sorted(set(fa) | set(fb))
    if op in ("unpaid", "unpaid_sum"):
        open_docs = [d for d in docs
                     if d["kind"] in ("utility_bill", "email") and not d["payments"]
                     and d.get("facts", {}).get("due_date")
                     and d["facts"]["due_date"] >= c["as_of"]
                     and d["sensitivity"] in c.get("sensitivity", VISIBLE)]
        files = sorted(d["file"] for d in open_docs)
        if op == "unpaid":
            return sorted(d["category"] for d in open_docs), files
        sums = defaultdict(int)
        for d in open_docs:
            sums[d["facts"]["currency"]] += d["facts"]["amount_due_cents"]
        return {cur: {"amount_cents": sums[cur]} for cur in CURRENCY_ORDER if cur in sums}, files
    raise ValueError(f"unknown op {op}")


def money_text(value: dict) -> tuple[str, list[str]]:
    """Answer text and aliases for {currency: {"amount_cents"}} (several currencies: no aliases)."""
    if len(value) == 1:
        (cur, v), = value.items()
        return amount_answer(v["amount_cents"], cur)
    parts = [amount_answer(v["amount_cents"], cur)[0] for cur, v in value.items()]
    return "; ".join(parts), []


def month_aliases(month: str) -> list[str]:
    d = date.fromisoformat(month + "-01")
    return [f"{d:%B %Y}", f"{d:%b %Y}", f"{d:%B}"]


class QuestionSet:
    """Collects questions; ``ask`` fills ids, defaults and the shared fields."""

    def __init__(self, docs, as_of: date):
        self.docs, self.as_of, self.rows = docs, as_of, []
        self.by_file = {d["file"]: d for d in docs}

    def doc(self, file: str) -> dict:
        return self.by_file[f"docs/{file}" if not file.startswith("docs/") else file]

    def ask(self, question, answer, aliases, doc_files, kind, asker="marguerite",
            confidential=False, **extra):
        row = {"id": f"v{len(self.rows) + 1:03d}", "question": question, "answer": answer,
               "answer_aliases": aliases, "doc_files": sorted(doc_files), "kind": kind,
               "requires_confidential": confidential, "asker": asker,
               "as_of": self.as_of.isoformat()}
        row.update(extra)
        self.rows.append(row)
        return row

    def aggregate(self, question, compute, asker="marguerite", notes=None, **extra):
        compute = dict(compute)
        compute.setdefault("sensitivity", VISIBLE)
        value, files = compute_evaluate(self.docs, compute, self.as_of)
        if compute["op"] == "count_docs":
            answer, aliases = str(value), []
        elif compute["op"] == "argmax_month":
            answer, aliases = value, month_aliases(value)
        elif compute["op"] == "unpaid":
            answer = "; ".join(value)
            aliases = [" and ".join(value), ", ".join(value), " and ".join(reversed(value))]
        else:
            answer, aliases = money_text(value)
        if notes:
            extra["notes"] = notes
        return self.ask(question, answer, aliases, files, "aggregate", asker, answer_value=value,
                        compute=compute, **extra)

    def amount(self, question, cents, currency, files, evidence, kind="amount", **kw):
        answer, aliases = amount_answer(cents, currency)
        return self.ask(question, answer, aliases, files, kind,
                        answer_value={currency: {"amount_cents": cents}}, evidence=evidence, **kw)

    def when(self, question, d: date, files, evidence, kind="date", extra_aliases=(), **kw):
        return self.ask(question, d.isoformat(), date_aliases(d) + list(extra_aliases), files, kind,
                        answer_value=d.isoformat(), evidence=evidence, **kw)

    def absent(self, question, notes=None, **kw):
        if notes:
            kw["notes"] = notes
        return self.ask(question, None, [], [], "absent", **kw)


def build_questions(docs, as_of: date) -> list[dict]:
    """The gold questions; ``docs`` are the manifest rows, ``as_of`` the archive's today."""
    q = QuestionSet(docs, as_of)
    y, last = as_of.year, as_of.year - 1
    ytd = {"from": f"{y}-01-01", "to": as_of.isoformat()}
    last_year = {"from": f"{last}-01-01", "to": f"{last}-12-31"}
    files = lambda pred: sorted(d["file"] for d in docs if pred(d))  # noqa: E731

    def kind_of(cat, issuer=None):
        return [d for d in docs if d.get("category") == cat
                and (issuer is None or d.get("facts", {}).get("issuer") == issuer)
                and d["kind"] in ("utility_bill", "email")]

    elec_issuer = "Pinecrest Electric Cooperative"
    gas_issuer = "Bluestem Natural Gas"
    water_issuer = "Orchard Hollow Municipal Utilities"

    # ---------------------------------------------------------------- aggregates (20)
    before_last = (as_of.replace(day=1) - timedelta(days=1)).replace(day=1) - timedelta(days=1)
    q.aggregate("What did we spend on utilities in the month before last?",
                {"op": "sum", "categories": UTILITIES, "from": before_last.replace(day=1).isoformat(),
                 "to": before_last.isoformat()}, notes=UTIL_NOTE, tags=["relative_date"])
    q.aggregate("How much did heating the place cost us last winter?",
                {"op": "sum", "categories": ["gas"], "from": f"{last}-12-01", "to": f"{y}-02-28"},
                notes="Gas payments with paid-on dates 1 December last year - end of February "
                      "this year.", tags=["paraphrase", "relative_date"],
                paraphrase_terms=["heating", "winter"])
    q.aggregate("What has keeping the lights on at home cost us year to date?",
                {"op": "sum", "categories": ["electricity"], "payee": elec_issuer, **ytd},
                notes="Home electricity (not the holiday flat's EUR bills) paid this calendar year.",
                tags=["paraphrase", "relative_date"], paraphrase_terms=["lights", "year to date"])
    q.aggregate("How much did the broadband cost us over the summer?",
                {"op": "sum", "categories": ["internet"], "from": f"{y}-06-01", "to": f"{y}-08-31"},
                asker="theo", notes="Internet payments paid June-August this year.",
                tags=["paraphrase", "relative_date"], paraphrase_terms=["broadband", "summer"])
    q.aggregate("What was the single biggest water payment we made this year?",
                {"op": "max", "categories": ["water"], **ytd},
                notes="Largest single water payment paid this year; the reminder payment includes "
                      "the late fee.", tags=["relative_date"])
    q.aggregate("On average, what did electricity at home cost us per month last year?",
                {"op": "avg_monthly", "months": 12, "categories": ["electricity"],
                 "payee": elec_issuer, **last_year},
                notes="Sum of home electricity payments paid last year divided by 12, rounded to "
                      "the cent.")
    q.aggregate("How many gas statements did we get in 2025?",
                {"op": "count_docs", "category": "gas", "issuer": gas_issuer, **last_year},
                notes="Gas statements by statement date; the archive's gas bills start in "
                      "February 2025.")
    q.aggregate("Which month so far this year had the highest utilities total in dollars?",
                {"op": "argmax_month", "categories": UTILITIES, "currency": "USD", **ytd},
                notes=UTIL_NOTE + " USD only.", tags=["relative_date"])
    q.aggregate("What did gas cost us in Q1 this year?",
                {"op": "sum", "categories": ["gas"], "from": f"{y}-01-01", "to": f"{y}-03-31"},
                tags=["relative_date", "paraphrase"], paraphrase_terms=["Q1"])
    gas_q3 = {"op": "sum", "categories": ["gas"], "sensitivity": VISIBLE}
    diff_c = {"op": "diff", "currency": "USD",
              "a": dict(gas_q3, **{"from": f"{y}-07-01", "to": f"{y}-09-30"}),
              "b": dict(gas_q3, **{"from": f"{last}-07-01", "to": f"{last}-09-30"})}
    diff_value, _ = compute_evaluate(docs, diff_c, as_of)
    if diff_value["USD"]["amount_cents"] < 0:
        diff_c["a"], diff_c["b"] = diff_c["b"], diff_c["a"]
        diff_q = "How much less did we pay for gas last quarter than in the same quarter a year earlier?"
    else:
        diff_q = "How much more did we pay for gas last quarter than in the same quarter a year earlier?"
    q.aggregate(diff_q, diff_c, notes="Last quarter = July-September this year, against "
                                      "July-September last year, by paid-on date.",
                tags=["relative_date", "comparison"])
    q.aggregate("What did all our utility bills come to last year?",
                {"op": "sum", "categories": UTILITIES, **last_year},
                notes=UTIL_NOTE + " Includes the holiday flat's electricity paid in EUR, reported "
                                  "separately.", tags=["currency"])
    q.aggregate("How much have we paid in euros in total?", {"op": "sum", "currency": "EUR"},
                tags=["currency"], notes="Every EUR payment: the French electricity bills, the "
                                         "German guesthouse and the Dutch bike shop.")
    q.aggregate("After the refund, how much did we end up paying Kingsmoor Self Storage altogether?",
                {"op": "sum", "payee": "Kingsmoor Self Storage Ltd"}, tags=["currency", "refund"],
                notes="Four monthly invoices less the credit note's refund (a negative payment).")
    q.aggregate("How much have we spent at Tinker & Bolt Hardware this year?",
                {"op": "sum", "payee": "Tinker & Bolt Hardware", **ytd}, asker="theo",
                tags=["ocr", "photo"], notes="Sum of the receipt totals (phone photos).")
    q.aggregate("Are any bills still open? Which ones?",
                {"op": "unpaid", "as_of": as_of.isoformat()},
                notes="Bills whose statement shows no payment and whose due date is today or later.")
    q.aggregate("What's the total of the bills we still have to pay?",
                {"op": "unpaid_sum", "as_of": as_of.isoformat()})
    q.aggregate("What was the lowest amount we paid for a home electricity bill this year?",
                {"op": "min", "categories": ["electricity"], "payee": elec_issuer, **ytd},
                tags=["relative_date"])
    q.aggregate("What have the car insurance premiums come to across the three policy terms on file?",
                {"op": "sum", "categories": ["car_insurance"]},
                notes="Sum of the premiums paid for the three policy terms; the renewal notice "
                      "is not a payment.")
    q.aggregate("In dollars, how much did power and gas cost together in the first half of last year?",
                {"op": "sum", "categories": ["electricity", "gas"], "currency": "USD",
                 "from": f"{last}-01-01", "to": f"{last}-06-30"},
                tags=["relative_date", "paraphrase"], paraphrase_terms=["power", "first half"])
    q.aggregate("How much did we spend on appliances this year?",
                {"op": "sum", "categories": ["appliances"], **ytd}, asker="theo",
                tags=["duplicate"], notes="The washing machine is evidenced twice (invoice and "
                                          "receipt photo): counted once.")

    # ---------------------------------------------------------------- amounts
    rem = next(d for d in docs if d["kind"] == "reminder")
    q.amount("How much was the late fee on the overdue water bill?", rem["facts"]["late_fee_cents"],
             "USD", [rem["file"]], [usd(rem["facts"]["late_fee_cents"])],
             tags=["distractor_reminder"],
             notes="The fee alone, not the overdue amount or the total now due.")
    overdue = q.doc(next(d["file"] for d in docs if d.get("category") == "water"
                         and d["kind"] == "utility_bill"
                         and d["created"] == rem["facts"]["overdue_statement_date"]))
    q.amount("How much was the overdue water bill before the late fee was added?",
             rem["facts"]["overdue_amount_cents"], "USD", [rem["file"], overdue["file"]],
             [usd(rem["facts"]["overdue_amount_cents"])], asker="theo",
             tags=["distractor_reminder"], notes="The statement amount the reminder is about, "
                                                 "without the fee.")
    lease = next(d for d in docs if d["kind"] == "lease")
    amend = next(d for d in docs if d["kind"] == "lease_amendment")
    q.amount("How much rent are we paying per month these days?", amend["facts"]["rent_cents"], "USD", [amend["file"]],
             [usd(amend["facts"]["rent_cents"])], tags=["distractor_original_lease"],
             notes="Raised by the amendment; the original lease shows the old rent.")
    q.amount("What deposit did we hand over when we signed the tenancy?", lease["facts"]["deposit_cents"], "USD",
             [lease["file"]], [usd(lease["facts"]["deposit_cents"])])
    renewal = next(d for d in docs if d["kind"] == "insurance_renewal")
    q.amount("What will the car insurance renewal cost?", renewal["facts"]["renewal_premium_cents"],
             "USD", [renewal["file"]], [usd(renewal["facts"]["renewal_premium_cents"])],
             tags=["distractor_installments"])
    home = sorted((d for d in docs if d.get("category") == "home_insurance"),
                  key=lambda d: d["facts"]["effective"])
    q.amount("What's the contents cover limit on our current renters insurance?",
             home[-1]["facts"]["contents_limit_cents"], "USD", [home[-1]["file"]],
             [usd(home[-1]["facts"]["contents_limit_cents"])], asker="theo",
             tags=["distractor_older_policy"])
    q.amount("What deductible applies on our renters cover at present?", home[-1]["facts"]["deductible_cents"],
             "USD", [home[-1]["file"]], [usd(home[-1]["facts"]["deductible_cents"])], asker="theo",
             tags=["distractor_older_policy"], notes="Current term; the earlier term's deductible "
                                                     "was higher.")
    q.amount(f"What was the deductible under home policy {home[0]['facts']['policy_number']}?",
             home[0]["facts"]["deductible_cents"], "USD", [home[0]["file"]],
             [home[0]["facts"]["policy_number"], usd(home[0]["facts"]["deductible_cents"])],
             asker="theo", tags=["identifier", "distractor_newer_policy"],
             notes="Names the earlier term's policy number; the current schedule has another "
                   "deductible.")
    fr = q.doc("facture_lumivosges_202602.pdf")
    q.amount("How much was the February 2026 electricity bill for the flat in France?",
             fr["facts"]["amount_due_cents"], "EUR", [fr["file"]], [fr["facts"]["amount_due_text"]],
             asker="theo", tags=["currency", "french"])
    de = next(d for d in docs if d.get("facts", {}).get("language") == "de")
    q.amount("What was the total of the holiday stay invoice from Germany?",
             de["facts"]["amount_due_cents"], "EUR", [de["file"]], [de["facts"]["amount_due_text"]],
             tags=["currency", "german"])
    nl = next(d for d in docs if d.get("facts", {}).get("language") == "nl")
    q.amount("How much did the cargo bike order from the Netherlands cost in total?",
             nl["facts"]["amount_due_cents"], "EUR", [nl["file"]], [nl["facts"]["amount_due_text"]],
             asker="theo", tags=["currency", "dutch", "eml", "table"])
    lock = next(i for i in nl["facts"]["items"] if "slot" in i["description"].lower())
    q.amount("What did each bike lock cost?", lock["unit_cents"], "EUR", [nl["file"]],
             [eur_nl(lock["unit_cents"])], asker="theo", tags=["table", "dutch"],
             notes="Unit price from the invoice table (two locks were bought).")
    credit = next(d for d in docs if d["kind"] == "credit_note")
    q.amount("How much did Kingsmoor refund us?", credit["facts"]["refund_cents"], "GBP",
             [credit["file"]], [f"£{credit['facts']['refund_cents'] / 100:.2f}"],
             tags=["currency", "refund"])
    gas_oct = next(d for d in kind_of("gas", gas_issuer) if d["created"].startswith(f"{y}-10"))
    q.amount("What was the gas bill we got in October 2026?", gas_oct["facts"]["amount_due_cents"],
             "USD", [gas_oct["file"]], [gas_oct["facts"]["amount_due_text"]],
             tags=["distractor_previous_balance"])
    net_sep = next(d for d in docs if d["kind"] == "email" and d.get("category") == "internet"
                   and d["created"].startswith(f"{y}-09"))
    q.amount("September 2026's internet invoice came as an e-mail attachment - how much was it?",
             net_sep["facts"]["amount_due_cents"], "USD", [net_sep["file"]],
             [net_sep["facts"]["amount_due_text"]], asker="theo", tags=["eml"])
    inv = next(d for d in docs if d.get("facts", {}).get("invoice_no") == "INV-58812")
    photo_wm = [d["file"] for d in docs for p in d["payments"] if p.get("dup_of") == inv["file"]]
    q.amount("How much did the washing machine cost us, tax included?", inv["facts"]["total_cents"],
             "USD", [inv["file"]] + photo_wm, [usd(inv["facts"]["total_cents"])], asker="theo",
             notes="Invoice total (machine + stacking kit + sales tax); the receipt photo shows the "
                   "same payment.")
    clubs = sorted((d for d in docs if d["kind"] == "club_notice"), key=lambda d: d["created"])
    q.amount("What's the junior membership fee at the rowing club for the coming season?",
             clubs[-1]["facts"]["fee_cents"], "USD", [clubs[-1]["file"]],
             [usd(clubs[-1]["facts"]["fee_cents"])], asker="juno", tags=["distractor_last_year"])
    elec_aug = next(d for d in kind_of("electricity", elec_issuer)
                    if d["created"].startswith(f"{y}-08"))
    q.amount("How much was the electricity statement issued in August 2026?",
             elec_aug["facts"]["amount_due_cents"], "USD", [elec_aug["file"]],
             [elec_aug["facts"]["amount_due_text"]], tags=["distractor_previous_balance",
                                                          "two_column"],
             notes="Amount payable on that statement; the previous statement and payment lines "
                   "are distractors.")

    # ---------------------------------------------------------------- dates
    q.when("When do we have to pay for the car insurance next?", date.fromisoformat(renewal["facts"]["due"]),
           [renewal["file"], next(d["file"] for d in docs if d.get("category") == "car_insurance"
                                  and d["facts"].get("expiry") == renewal["facts"]["due"])],
           [d_us_long(date.fromisoformat(renewal["facts"]["due"]))],
           tags=["distractor_notice_date"],
           notes="The renewal premium is due on the renewal date (end of the current term), not "
                 "the notice's date.")
    q.when("As things stand, until when does our tenancy run?", date.fromisoformat(amend["facts"]["end"]),
           [amend["file"]], ["March 31, 2027"], tags=["distractor_original_lease"])
    gas_open = next(d for d in kind_of("gas", gas_issuer) if not d["payments"]
                    and d["facts"]["due_date"] >= as_of.isoformat())
    q.when("By when do we have to pay the open gas bill?",
           date.fromisoformat(gas_open["facts"]["due_date"]), [gas_open["file"]],
           [gas_open["facts"]["due_date_text"]])
    q.when("When did we pay the overdue water bill in the end?",
           date.fromisoformat(rem["facts"]["paid_on"]), [rem["file"]],
           [date.fromisoformat(rem["facts"]["paid_on"]).strftime("%m/%d/%Y")],
           notes="Paid with the late fee after the reminder; the next statement also shows it.")
    wm = next(d for d in docs if d["kind"] == "warranty" and d["facts"]["model"] == "WM-820")
    bought = date.fromisoformat(wm["facts"]["purchased"])
    wm_end = bought.replace(year=bought.year + wm["facts"]["months"] // 12)
    q.when("When does the washing machine warranty run out?", wm_end, [wm["file"]],
           ["May 16, 2026", "36 months"], asker="theo", extra_aliases=[
               (wm_end - timedelta(days=1)).isoformat()] + date_aliases(wm_end - timedelta(days=1))[:3],
           tags=["derived"], notes="Not printed: 36 months from the purchase date.")
    school = next(d for d in docs if d["kind"] == "school_notice")
    q.when("When does the school's winter break start?",
           date.fromisoformat(school["facts"]["winter_break"]), [school["file"]],
           ["December 21, 2026"], asker="juno", tags=["two_column"])
    q.when("When is the rowing regatta?", date.fromisoformat(clubs[-1]["facts"]["regatta"]),
           [clubs[-1]["file"]], ["March 6, 2027"], asker="juno", tags=["distractor_last_year"])
    q.when("What was the payment deadline on the German guesthouse invoice?",
           date.fromisoformat(de["facts"]["due_date"]), [de["file"]],
           [date.fromisoformat(de["facts"]["due_date"]).strftime("%d.%m.%Y")],
           tags=["german"], notes="Fälligkeitsdatum.")
    net_nov = next(d for d in docs if d.get("category") == "internet"
                   and d["created"].startswith(f"{y}-11"))
    q.when("On what day was our card charged for the November 2026 internet invoice?",
           date.fromisoformat(net_nov["payments"][0]["paid_on"]), [net_nov["file"]],
           [net_nov["payments"][0]["paid_on"]], asker="theo")
    q.when("When did the original lease start?", date.fromisoformat(lease["facts"]["start"]),
           [lease["file"]], ["April 1, 2023"])
    q.when("What's the due date on the Dutch bike invoice?", date.fromisoformat(nl["facts"]["due_date"]),
           [nl["file"]], [date.fromisoformat(nl["facts"]["due_date"]).strftime("%d-%m-%Y")],
           asker="theo", tags=["dutch", "eml"], notes="Vervaldatum.")
    water_open = next(d for d in kind_of("water", water_issuer) if not d["payments"]
                      and d["facts"]["due_date"] >= as_of.isoformat())
    q.when("When does the water bill that's still open have to be paid?",
           date.fromisoformat(water_open["facts"]["due_date"]), [water_open["file"]],
           [water_open["facts"]["due_date_text"]], asker="theo")

    permit = next(d for d in docs if d["kind"] == "permit")
    q.when("Until when is our residential parking permit valid?",
           date.fromisoformat(permit["facts"]["valid_until"]), [permit["file"]],
           [permit["ocr_facts"][1]], asker="theo", tags=["scan", "ocr", "paraphrase"],
           notes="Image-only scanned letter.")

    # ---------------------------------------------------------------- lookups
    elec_latest = max(kind_of("electricity", elec_issuer), key=lambda d: d["created"])
    q.ask("Under which account number does the power company bill us?",
          elec_latest["facts"]["account"], [elec_latest["facts"]["account"].replace("-", "")],
          [elec_latest["file"]], "lookup", evidence=[elec_latest["facts"]["account"]],
          supporting_files=[d["file"] for d in kind_of("electricity", elec_issuer)
                            if d["file"] != elec_latest["file"]])
    policy = renewal["facts"]["policy_number"]
    q.ask("Which policy number is on our auto cover?", policy, [policy.replace("-", "")],
          [renewal["file"]] + files(lambda d: d.get("category") == "car_insurance"
                                    and d["kind"] == "insurance_policy"), "lookup",
          evidence=[policy])
    q.ask("What bandwidth does our fibre plan give us?", "800 Mbps", ["800", "Fibre 800", "800 megabits"],
          [net_nov["file"]], "lookup", asker="theo", evidence=["800 Mbps"])
    espresso = next(d for d in docs if d["kind"] == "warranty" and d["facts"]["months"] == 12)
    e_bought = date.fromisoformat(espresso["facts"]["purchased"])
    e_end = e_bought.replace(year=e_bought.year + 1)
    assert e_end < as_of
    q.ask("Can we still claim on the espresso machine's warranty?", "no",
          ["No", "expired", f"no, it expired on {e_end:%B} {e_end.day}, {e_end.year}"],
          [espresso["file"]], "lookup", answer_value=False, tags=["derived"],
          notes=f"12-month warranty from purchase on {e_bought}; it ended {e_end}, before today.",
          evidence=[f"{e_bought:%B} {e_bought.day}, {e_bought.year}", "12 months"])
    q.ask("How many bike locks did we order?", str(lock["quantity"]), ["two", f"{lock['quantity']} locks"],
          [nl["file"]], "lookup", asker="theo", answer_value=lock["quantity"],
          tags=["table", "dutch"], evidence=["Kettingslot"])
    q.ask("How many kWh did we use according to the latest electricity statement?",
          str(kwh_of(elec_latest)), [f"{kwh_of(elec_latest)} kWh"], [elec_latest["file"]], "lookup",
          answer_value=kwh_of(elec_latest), evidence=[f"{kwh_of(elec_latest)} kWh"])
    q.ask("What's the electricity rate per kWh at the moment?", "USD 0.1462 per kWh",
          ["$0.1462", "0.1462", "$0.1462 per kWh", "14.62 cents"], [elec_latest["file"]], "amount",
          answer_value={"USD_per_kWh": "0.1462"}, evidence=["$0.1462"],
          tags=["distractor_old_rate"], notes="Raised from $0.1380 in May 2026.")
    q.ask("By what day of each month does the rent have to be paid?", "5th",
          ["5", "fifth", "the fifth", "5th day of the month", "fifth (5th) day"], [lease["file"]],
          "lookup", evidence=["fifth (5th) day"])
    q.ask("What's the model number of the washer?", "WM-820", ["Tavolux WM-820", "WM820"],
          [wm["file"]], "lookup", asker="theo", evidence=["WM-820"],
          supporting_files=[inv["file"]] + photo_wm)
    q.ask("What's our customer reference with the French electricity supplier?",
          fr["facts"]["account"], [fr["facts"]["account"].replace("-", "")],
          files(lambda d: d.get("facts", {}).get("issuer") == fr["facts"]["issuer"]), "lookup",
          asker="theo", evidence=[fr["facts"]["account"]], tags=["french"],
          notes="Printed as Référence client.")
    q.ask("How many days' notice do we have to give to end the lease?",
          f"{lease['facts']['notice_days']} days", ["sixty days", "sixty (60) days", "60"],
          [lease["file"]], "lookup", evidence=["sixty (60) days"])
    q.ask("What does our car's licence plate say?", "8KZW215", [], files(
        lambda d: d.get("category") == "car_insurance" and d["kind"] == "insurance_policy")
        + [permit["file"]], "lookup", evidence=["8KZW215"])

    q.ask("What's our parking permit number?", permit["facts"]["permit"],
          [permit["facts"]["permit"].replace("-", "")], [permit["file"]], "lookup", asker="theo",
          evidence=[permit["facts"]["permit"]], tags=["scan", "ocr"])

    # ---------------------------------------------------------------- parties
    signers = amend["facts"]["signers"]
    q.ask("Whose signatures are on the amendment to our tenancy agreement?", "; ".join(signers),
          [", ".join(signers), " and ".join(signers), f"{signers[0]}, {signers[1]} and {signers[2]}"],
          [amend["file"]], "party", answer_value=signers, evidence=signers,
          tags=["distractor_original_lease"],
          notes="The property manager signed for the landlord; the original lease was signed by "
                "the leasing agent instead.")
    q.ask("Who do we rent our home from?", "Quayside Residential Trust", [], [lease["file"], amend["file"]],
          "party", evidence=["Quayside Residential Trust"])
    gas_latest = max(kind_of("gas", gas_issuer), key=lambda d: d["created"])
    q.ask("Who do we buy our natural gas from?", gas_issuer, ["Bluestem"], [gas_latest["file"]],
          "party", evidence=[gas_issuer])
    espresso_photo = next(d for d in docs if d["kind"] == "receipt"
                          and d["facts"]["store"] == "Circuitry Depot")
    q.ask("Where did we buy the espresso machine?", "Circuitry Depot", [],
          [espresso_photo["file"], espresso["file"]], "party", evidence=["Circuitry Depot"],
          tags=["ocr", "photo"])
    q.ask("Who signed the original tenancy agreement on the landlord's behalf?",
          lease["facts"]["signers"][0], [], [lease["file"]], "party",
          evidence=[lease["facts"]["signers"][0]], tags=["distractor_amendment"])

    # ---------------------------------------------------------------- confidential
    slip_m_oct = q.doc("Payslip_Marguerite_2026-10.pdf")
    q.amount("How much landed in my account from my October 2026 salary after deductions?",
             slip_m_oct["facts"]["net_cents"], "USD", [slip_m_oct["file"]],
             [usd(slip_m_oct["facts"]["net_cents"])], kind="confidential", confidential=True,
             tags=["payslip", "paraphrase"], paraphrase_terms=["landed in my account"],
             notes="Only in confidential documents (printed as Net amount payable).")
    slip_t = q.doc("Payslip_Theodor_2026-10.pdf")
    q.amount("How much do I earn a month before tax and deductions?", slip_t["facts"]["gross_cents"], "USD",
             [slip_t["file"]], [usd(slip_t["facts"]["gross_cents"])], kind="confidential",
             confidential=True, asker="theo", tags=["payslip"])
    bank_oct = q.doc("Ridgeway_FCU_statement_2026-10.pdf")
    q.amount("How much was left in the credit union checking account when October 2026 "
             "closed?", bank_oct["facts"]["closing_cents"], "USD", [bank_oct["file"]],
             [usd(bank_oct["facts"]["closing_cents"])], kind="confidential", confidential=True,
             tags=["bank_statement"])
    med = next(d for d in docs if d["kind"] == "medical_letter")
    q.ask("What medication did the cardiologist start me on, and at what dose?",
          med["facts"]["medication"], ["amlodipine", "amlodipine 5mg", "5 mg amlodipine", "5 mg"],
          [med["file"]], "confidential", asker="theo", confidential=True,
          evidence=["amlodipine 5 mg"], tags=["restricted"],
          notes="Only in the restricted clinic letter: not answerable with default settings.")
    q.when("When is my follow-up with the cardiologist?", date.fromisoformat(med["facts"]["follow_up"]),
           [med["file"]], ["January 19, 2027"], kind="confidential", asker="theo",
           confidential=True, tags=["restricted"])
    slip_m_sep = q.doc("Payslip_Marguerite_2026-09.pdf")
    k401 = slip_m_sep["facts"]["deductions_cents"]["401(k) 6%"]
    q.amount("How much went into my 401(k) from my September 2026 pay?", k401, "USD",
             [slip_m_sep["file"]], [f"{k401 // 100:,}.{k401 % 100:02d}"], kind="confidential",
             confidential=True, tags=["payslip", "two_column"])
    acct = bank_oct["facts"]["account"]
    q.ask("What's the full account number of the checking account at the credit union?", acct, [acct.replace("-", "")],
          [bank_oct["file"], "docs/Ridgeway_FCU_statement_2026-09.pdf"], "confidential",
          confidential=True, evidence=[acct], tags=["bank_statement"],
          notes="Payslips only show the last four digits.")

    # ---------------------------------------------------------------- absent
    q.absent("When's the premium for the motorbike insurance due?", "Near miss: only car insurance exists.",
             tags=["near_miss"], absent_terms=["motorbike", "motorcycle"])
    q.absent("Do we have travel insurance, and what's its policy number?", absent_terms=["travel insurance"])
    q.absent("What do we pay each month on the mortgage?", "Near miss: the household rents.",
             tags=["near_miss"], absent_terms=["mortgage"])
    q.absent("What's the power bill for December 2026?", "Not issued yet (future).",
             absent_in={"kind_category": ["electricity", "2026-12"]})
    q.absent("How much did the gas bills come to in 2022?", "Before the archive starts.",
             absent_in={"kind_category": ["gas", "2022"]})
    q.absent("How much did we pay for internet in 2024?",
             "Internet bills start in 2026; the 2024 GBP invoices are for storage.",
             tags=["near_miss"], absent_in={"kind_category": ["internet", "2024"]})
    q.absent("Who are the parties to the rental contract for the French holiday flat?",
             "Near miss: there is a home lease and French electricity bills, but no flat lease.",
             tags=["near_miss"], absent_in={"files": [lease["file"], amend["file"]],
                                            "terms": ["Riquebourg"]})
    q.absent("Did we buy any heating oil last year, and for how much?", "Near miss: the home uses gas.",
             tags=["near_miss"], absent_terms=["heating oil"])
    q.absent("What's left to pay on our student loan?", absent_terms=["student loan", "loan"])
    q.absent("When is the dog's next vet appointment?", absent_terms=["vet", "veterinary", "dog"])
    q.absent("How much is the water bill for the flat in France?",
             "Near miss: the French flat has electricity bills only.", tags=["near_miss"],
             absent_in={"kind_category": ["water", "EUR"]})

    # ---------------------------------------------------------------- follow-up free (multi-hop)
    notice = date.fromisoformat(amend["facts"]["end"]) - timedelta(days=lease["facts"]["notice_days"])
    q.when("If we don't want to stay on after the tenancy ends, "
           "by what date must our written notice reach the landlord?", notice,
           [lease["file"], amend["file"]], ["March 31, 2027", "sixty (60) days"],
           kind="followup_free", extra_aliases=[(notice + timedelta(days=1)).isoformat()]
           + date_aliases(notice + timedelta(days=1))[:3], tags=["multi_hop", "derived"],
           notes="End of the amended term minus the 60-day notice period from the original lease.")
    gas_mar = next(d for d in kind_of("gas", gas_issuer) if d["created"].startswith(f"{y}-03"))
    elec_mar = next(d for d in kind_of("electricity", elec_issuer)
                    if d["created"].startswith(f"{y}-03"))
    q.amount(f"One gas bill came to {gas_mar['facts']['amount_due_text']}; what did the power "
             f"statement issued in that same month ask for?",
             elec_mar["facts"]["amount_due_cents"], "USD", [gas_mar["file"], elec_mar["file"]],
             [elec_mar["facts"]["amount_due_text"]], kind="followup_free", tags=["multi_hop"])
    q.ask("If we have an accident, which number do we ring to file a claim with our car insurer?", "1-888-555-0117",
          ["1 888 555 0117", "888-555-0117"],
          files(lambda d: d.get("category") == "car_insurance" and d["kind"] == "insurance_policy"),
          "followup_free", evidence=["1-888-555-0117"], tags=["multi_hop"])
    month, _ = compute_evaluate(docs, {"op": "argmax_month", "categories": UTILITIES,
                                       "currency": "USD", "sensitivity": VISIBLE,
                                       **last_year}, as_of)
    start = date.fromisoformat(month + "-01")
    end = (start.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
    row = q.aggregate("Take the month of last year with the biggest utility spend: what did "
                      "electricity, gas and water come to that month, in dollars?",
                      {"op": "sum", "categories": UTILITIES, "currency": "USD",
                       "from": start.isoformat(), "to": end.isoformat()},
                      notes=UTIL_NOTE + f" The month is {month} (argmax_month over last year, USD).",
                      tags=["multi_hop", "relative_date"])
    row["kind"] = "followup_free"
    store = inv["facts"]["issuer"]
    q.ask("Where did we buy the washing machine and what did we pay for it?",
          f"{store}; USD {inv['facts']['total_cents'] / 100:.2f}",
          [f"{store}, {usd(inv['facts']['total_cents'])}",
           f"{store} for {usd(inv['facts']['total_cents'])}",
           f"Harlow & Finch, {usd(inv['facts']['total_cents'])}"],
          [inv["file"]] + photo_wm, "followup_free", asker="theo",
          answer_value={"store": store, "USD": inv["facts"]["total_cents"]},
          evidence=["Harlow & Finch", usd(inv["facts"]["total_cents"])], tags=["multi_hop"])
    return q.rows


def kwh_of(doc: dict) -> int:
    return doc["facts"]["kwh"]
