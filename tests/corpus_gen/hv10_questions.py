"""Variant 10 questions, part 1: the aggregate questions (totals, counts, averages, extremes,
comparisons, open bills). Wording is casual on purpose; every gold value is computed."""
from __future__ import annotations

from hv10_people import (
    ELEC,
    ELEC_QC,
    HOCKEY,
    MUNI,
    OUTFITTER,
    PHARMACY,
    PHYSIO,
    TOWN,
)
from hv10_qbase import Questions

UTIL = ["electricity", "gas", "water"]
Y26 = {"from": "2026-01-01", "to": "2026-11-20"}
WINTER = {"from": "2025-12-01", "to": "2026-02-28"}


def aggregates(q: Questions):
    q.agg("How much did the heating oil at Mom's cottage run us last winter?", "graham",
          dict(op="sum", categories=["heating_oil"], **WINTER),
          "Heating-oil deliveries to the cottage paid 1 Dec 2025 - 28 Feb 2026 (two invoices).",
          tags=["relative_date", "french", "paraphrase"])
    q.agg("What have we spent on heating oil for the chalet so far this year?", "graham",
          dict(op="sum", categories=["heating_oil"], **Y26),
          "Only the February delivery is on a paper Graham may see; the October e-transfer appears only on "
          "Renata's confidential chequing statement and is left out.", tags=["exclude_confidential", "french"])
    q.agg("how much has gone to the phone company since the summer started?", "isla",
          dict(op="sum", categories=["mobile"], **{"from": "2026-06-21", "to": "2026-11-20"}),
          "Parlo Mobile payments paid since 21 June 2026 (none were made in June, so 1 June gives the same); "
          "the first one is the 'payment received' line on the September bill; the November bill is still open.",
          tags=["relative_date", "paraphrase", "previous_payment_line"])
    q.agg("What did our utilities come to last month?", "graham",
          dict(op="sum", categories=UTIL, **{"from": "2026-10-01", "to": "2026-10-31"}),
          "Utilities = electricity + gas + water (house and cottage) paid in October 2026.",
          tags=["relative_date", "utilities"])
    q.agg("What have we paid Ardenvale Hydro so far this year?", "renata",
          dict(op="sum", payees=[ELEC], **Y26),
          "House electricity paid in 2026; the April payment is the 'payment received' line on the first bill on "
          "file; the October debit repeated on the bank statement counts once; the November bill is not yet paid.",
          tags=["dedup", "previous_payment_line"])
    q.agg("How many gas bills have we gotten this year?", "felix",
          dict(op="count_docs", categories=["gas"], kinds=["utility_bill"], **Y26),
          "Northmarsh statements dated in 2026; the overdue notice is not a bill.",
          tags=["count", "distractor_reminder"])
    q.agg("On average, what did the hydro at the house cost per month from May to October?", "graham",
          dict(op="avg_monthly", months=6, payees=[ELEC], **{"from": "2026-05-01", "to": "2026-10-31"}),
          "House electricity payments with paid-on dates May-October 2026, divided by 6, rounded to the cent.",
          tags=["average"])
    q.agg("What was the biggest water payment we made this year?", "renata",
          dict(op="max", categories=["water"], **Y26), "Largest single water payment paid in 2026.", tags=["max"])
    q.agg("What's the smallest hydro payment we made for the house this year?", "graham",
          dict(op="min", payees=[ELEC], **Y26), "Smallest single house-electricity payment paid in 2026.",
          tags=["min", "previous_payment_line"])
    q.agg("Which month this year did we spend the most on utilities?", "graham",
          dict(op="argmax_month", categories=UTIL, **Y26),
          "Electricity + gas + water (house and cottage) summed per paid-on month of 2026.", tags=["argmax_month"])
    q.agg("How much more did the house's hydro cost in July and August than in April and May?", "isla",
          dict(op="diff", currency="CAD", a=dict(op="sum", payees=[ELEC], **{"from": "2026-07-01", "to": "2026-08-31"}),
               b=dict(op="sum", payees=[ELEC], **{"from": "2026-04-01", "to": "2026-05-31"})),
          "House electricity paid July-August 2026 minus April-May 2026.", tags=["comparison"])
    q.agg("This year, how much more did we pay in property tax on the house than on the cottage?", "graham",
          dict(op="diff", currency="CAD", a=dict(op="sum", categories=["property_tax"], payees=[TOWN], **Y26),
               b=dict(op="sum", categories=["property_tax"], payees=[MUNI], **Y26)),
          "Town of Ardenvale instalments paid in 2026 minus the cottage's municipal instalments paid in 2026.",
          tags=["comparison", "french", "scan"])
    q.agg("What did property taxes come to this year, house and cottage together?", "graham",
          dict(op="sum", categories=["property_tax"], **Y26),
          "All property-tax instalments paid in 2026 (four for the house, two for the cottage).", tags=["scan"])
    q.agg("after sending the sleeping pad back, how much did we actually end up paying tallpine?", "felix",
          dict(op="sum", payees=[OUTFITTER]),
          "Order charge minus the refund on the credit note, in USD.", tags=["refund", "usd", "eml"])
    q.agg("How much did we spend in US dollars this year?", "renata",
          dict(op="sum", currency="USD", **Y26),
          "All USD payments paid in 2026 (outlet receipt, outfitter order, outfitter refund); not converted.",
          tags=["usd", "refund"])
    q.agg("How much have we paid the hockey association for me so far?", "felix",
          dict(op="sum", payees=[HOCKEY]),
          "Both registration instalments (they include the refundable jersey deposit).", tags=["possessive"])
    q.agg("What did we spend on Isla's stuff this year - dentist, piano, the school trip, all of it?", "graham",
          dict(op="sum", member="isla", **Y26),
          "Payments on Isla's papers paid in 2026: the dental patient portion (not the part the insurer paid), "
          "piano term and school trip.", tags=["member_total", "possessive", "scan"])
    q.agg("How much did we pay out of pocket for health stuff this year: dentist, physio, glasses and the pharmacy?",
          "graham", dict(op="sum", categories=["dental", "medical", "vision", "pharmacy"], **Y26),
          "Dental patient portion, four physio visits, both glasses payments and the pharmacy receipt paid in 2026; "
          "a second pharmacy payment appears only on Renata's confidential statement and is left out.",
          tags=["exclude_confidential", "scan", "photo"])
    q.agg("How much have we spent at Caplan's this year?", "renata",
          dict(op="sum", payees=[PHARMACY], **Y26),
          "Renata may see her own confidential statement, which holds a second pharmacy payment on no other paper.",
          tags=["confidential_visible", "photo"])
    q.agg("How many physio sessions did I pay for this fall?", "renata",
          dict(op="count_payments", payees=[PHYSIO], **{"from": "2026-09-01", "to": "2026-11-20"}),
          "One payment per visit on the physiotherapy receipt.", tags=["count"])
    q.agg("How much did we pay on the mortgage last year?", "graham",
          dict(op="sum", categories=["mortgage"], **{"from": "2025-01-01", "to": "2025-12-31"}),
          "Twelve monthly mortgage payments paid in 2025 (annual statement).", tags=["relative_date"])
    q.agg("How much has the internet cost since Easter?", "isla",
          dict(op="sum", categories=["internet"], **{"from": "2026-04-05", "to": "2026-11-20"}),
          "Quillnet charges paid since Easter Sunday 5 April 2026, including the July charge shown on the August bill "
          "and the October bill attached to the e-mail.", tags=["relative_date", "eml"])
    q.agg("Did we pay anything for water in August? How much?", "felix",
          dict(op="sum", categories=["water"], currency="CAD", **{"from": "2026-08-01", "to": "2026-08-31"}),
          "Water is billed quarterly; no water payment has an August paid-on date, so the answer is zero.",
          tags=["zero"])
    q.agg("How much did we pay the snow removal guys last winter?", "graham",
          dict(op="sum", categories=["snow_removal"], currency="CAD", **WINTER),
          "The only snow-clearing contract is for the 2026-27 season; nothing was paid last winter.",
          tags=["zero", "relative_date"])
    q.agg("Which bills are still waiting to be paid?", "graham", dict(op="unpaid"),
          "Bills and notices with status open whose due date is on or after today.", tags=["unpaid"])
    q.agg("How much do we still owe on the bills that aren't paid yet, all together?", "renata",
          dict(op="unpaid_sum"), "Sum of the amounts due on the open bills (due today or later).", tags=["unpaid"])
    q.agg("Is anything still unpaid for the cottage?", "graham", dict(op="unpaid", property="cottage"),
          "Open cottage bills.", tags=["unpaid", "french"])
    q.agg("How much have we paid in late fees this year?", "renata",
          dict(op="late_fees", **Y26), "Late charges included in payments made in 2026 (the gas reminder).",
          tags=["late_fee"])
    q.agg("how many hydro bills for the house have come in since easter?", "felix",
          dict(op="count_docs", categories=["electricity"], payees=[ELEC], kinds=["utility_bill"],
               **{"from": "2026-04-05", "to": "2026-11-20"}),
          "Ardenvale Hydro bills dated from 5 April 2026 on (cottage bills are from another company).",
          tags=["count", "relative_date"])
    q.agg("What did my last two paycheques add up to, take-home?", "renata",
          dict(op="sum", categories=["salary"], direction="in", **{"from": "2026-09-01", "to": "2026-10-31"}),
          "Net pay of the September and October payslips; the October deposit on the bank statement repeats one of "
          "them.", tags=["confidential", "dedup"])
    q.agg("What did all our insurance premiums come to this year - house, car and the cottage?", "graham",
          dict(op="sum", categories=["home_insurance", "car_insurance"], **Y26),
          "Home and cottage premiums paid in 2026; the car premium was paid in November 2025 and the renewal is "
          "not due until 28 November 2026.", tags=["distractor_unpaid_renewal", "french"])
    q.agg("What did electricity at the chalet cost over the summer?", "graham",
          dict(op="sum", payees=[ELEC_QC], **{"from": "2026-06-21", "to": "2026-09-22"}),
          "Cottage electricity paid between 21 June and 22 September 2026 (June-August gives the same).",
          tags=["french", "relative_date"])
    q.agg("Since July, did we pay more for the phones or for the internet, and by how much?", "isla",
          dict(op="diff", currency="CAD", a=dict(op="sum", categories=["mobile"], **{"from": "2026-07-01",
                                                                                      "to": "2026-11-20"}),
               b=dict(op="sum", categories=["internet"], **{"from": "2026-07-01", "to": "2026-11-20"})),
          "Phones (Parlo Mobile) cost more: mobile payments minus internet payments paid since 1 July 2026.",
          tags=["comparison"])
    q.agg("On average, how much a month did utilities cost us in the first half of the year?", "graham",
          dict(op="avg_monthly", months=6, categories=UTIL, **{"from": "2026-01-01", "to": "2026-06-30"}),
          "Electricity + gas + water (house and cottage) paid January-June 2026, divided by 6.",
          tags=["average", "utilities"])


def build_questions(ar) -> list[dict]:
    from hv10_questions2 import facts_and_absent
    q = Questions(ar)
    aggregates(q)
    facts_and_absent(q)
    return q.out
