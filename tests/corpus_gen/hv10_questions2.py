"""Variant 10 questions, part 2: single amounts, dates, look-ups, parties, Renata's confidential
questions and questions whose answer is in no paper. Values are read from the manifest rows."""
from __future__ import annotations

from datetime import date

from hv10_people import CAR_INS, INS_QC, LENDER, cad, d_fr, d_long, d_short, d_us, fr, num, usd
from hv10_qbase import Questions


def _f(q: Questions, name: str) -> list[str]:
    return [f"docs/{name}"]


def amounts(q: Questions):
    name = "ArdenvaleHydro_2026-09.pdf"
    c = q.row(name)["facts"]["amount_due_cents"]
    q.amount("How much was the hydro bill that came in early October?", "graham", c, "CAD", _f(q, name),
             [f"Total amount due {cad(c)}"], tags=["distractor_previous_payment"],
             notes="The bill dated in October (September usage); its 'previous bill' line is a different amount.")
    rem = q.row("Northmarsh_reminder_2026-08.pdf")["facts"]
    q.amount("What was the late fee on the gas reminder?", "renata", rem["late_fee_cents"], "CAD",
             _f(q, "Northmarsh_reminder_2026-08.pdf"), [f"Late payment charge {cad(rem['late_fee_cents'])}"],
             tags=["reminder"])
    name = "Northmarsh_2026-05_06.pdf"
    c = q.row(name)["facts"]["amount_due_cents"]
    q.amount("How much was the gas bil for May and June before they tacked on the late charge?", "graham", c, "CAD",
             _f(q, name) + _f(q, "Northmarsh_reminder_2026-08.pdf"), [f"Please pay {cad(c)}"],
             tags=["typo", "distractor_reminder"], notes="The statement amount, without the late fee of the reminder.")
    name = "Halyard_Auto_Renewal_2026-27.pdf"
    c = q.row(name)["facts"]["premium_cents"]
    q.amount("What's the new car insurance premium for the coming year?", "graham", c, "CAD", _f(q, name),
             [f"the renewal premium of {cad(c)}"], tags=["distractor_last_term"])
    q.amount("What's the deductible on the house insurance?", "renata",
             q.row("Grindstone_Home_Declarations_2026.pdf")["facts"]["deductible_cents"], "CAD",
             _f(q, "Grindstone_Home_Declarations_2026.pdf"), ["A - Dwelling $612,000 $1,000"],
             tags=["table"], notes="The sewer back-up endorsement has its own, higher deductible.")
    name = "ValBrumes_facture_2026-11.pdf"
    c = q.row(name)["facts"]["amount_due_cents"]
    q.amount("How much is the latest électricité bill for the cottage?", "graham", c, "CAD", _f(q, name),
             ["Montant à payer", fr(c)], tags=["french"])
    c = q.row("Tallpine_CreditNote_2291-4408.pdf")["facts"]["credit_cents"]
    q.amount("How much did Tallpine refund us?", "felix", c, "USD", _f(q, "Tallpine_CreditNote_2291-4408.pdf"),
             [f"Total credit {usd(c)}"], tags=["usd", "refund"])
    c = q.row("ArdenvaleOptical_Felix_2026-09.pdf")["facts"]["total_cents"]
    q.amount("What did Felix's new glasses cost?", "graham", c, "CAD", _f(q, "ArdenvaleOptical_Felix_2026-09.pdf"),
             [f"Total (glasses are zero-rated) {num(c)}"], tags=["distractor_instalments"],
             notes="Frames plus lenses; paid as a deposit and a balance.")
    c = q.row("Scan_OrchardLaneDental_2026-03-17.pdf")["facts"]["insurer_paid_cents"]
    q.amount("How much did the insurance cover of Isla's dental visit in March?", "renata", c, "CAD",
             _f(q, "Scan_OrchardLaneDental_2026-03-17.pdf"), [f"Paid by insurer (assigned claim, 80%) {cad(c)}"],
             tags=["scan", "distractor_patient_portion"])
    c = q.row("Wrenholt_Mortgage_Statement_2025.pdf")["facts"]["payment_cents"]
    q.amount("What's our monthly mortgage payment?", "renata", c, "CAD", _f(q, "Wrenholt_Mortgage_Statement_2025.pdf"),
             [f"{cad(c)} monthly"])
    c = q.row("Whiteout_Snow_Agreement_2026-27.pdf")["facts"]["total_cents"]
    q.amount("how much is the snow clearing contract in total, with the tax?", "felix", c, "CAD",
             _f(q, "Whiteout_Snow_Agreement_2026-27.pdf"), [f"for a total of {cad(c)}"],
             tags=["distractor_instalments"])


def dates(q: Questions):
    name = "Northmarsh_2026-09_10.pdf"
    due = q.row(name)["facts"]["due_date"]
    q.when("When's the gas bill due?", "graham", due, _f(q, name), [f"by {d_short(date.fromisoformat(due))}"],
           tags=["open_bill", "distractor_statement_date"], notes="The open statement (September-October).")
    name = "Halyard_Auto_Renewal_2026-27.pdf"
    due = q.row(name)["facts"]["due_date"]
    q.when("When do we have to pay for the car insurance renewal?", "graham", due, _f(q, name),
           [f"Amount due {d_us(date.fromisoformat(due))}"], tags=["distractor_notice_date"])
    row = q.row("Whiteout_Snow_Agreement_2026-27.pdf")
    q.when("When does the snow plow contract end for the season?", "felix", row["facts"]["season_end"],
           [row["file"]], [d_us(date.fromisoformat(row["facts"]["season_end"]))], tags=["contract"])
    q.when("When's the second snow clearing payment due?", "graham", row["facts"]["second_instalment_due"],
           [row["file"]], [f"the second by {d_us(date.fromisoformat(row['facts']['second_instalment_due']))}"],
           tags=["contract"])
    row = q.row("Grindstone_Home_Declarations_2026.pdf")
    end = date.fromisoformat(row["facts"]["period_end"])
    q.when("When does our home insurance policy expire?", "renata", row["facts"]["period_end"], [row["file"]],
           [f"to {d_long(end)}"], tags=["distractor_renewal_notice"])
    row = q.row("Wrenholt_Mortgage_Statement_2025.pdf")
    q.when("When does the mortgage come up for renewal?", "renata", row["facts"]["maturity_date"], [row["file"]],
           ["Maturity (renewal) date March 1, 2027"])
    row = q.row("Scan_SteAdelie_compte_taxes_2026.pdf")
    paid = row["payments"][0]["paid_on"]
    q.when("When did we pay the first instalment of the cottage's municipal taxes?", "graham", paid, [row["file"]],
           [f"PAYÉ le {d_fr(date.fromisoformat(paid))}"], french=True, tags=["scan", "french", "stamp"],
           notes="The paid stamp, not the due date of the instalment.")
    row = q.row("Tremolo_Invoice_T-2026-118.pdf")
    q.when("When does my piano term finish?", "isla", row["facts"]["term_end"], [row["file"]],
           [f"to {d_long(date.fromisoformat(row['facts']['term_end']))}"], tags=["possessive"])


def lookups(q: Questions):
    row = q.row("Northmarsh_2026-09_10.pdf")
    q.lookup("What's our account number with the gas company?", "graham", row["facts"]["account_number"], [row["file"]],
             [row["facts"]["account_number"]], aliases=[row["facts"]["account_number"].replace(" ", "")])
    row = q.row("RiveBoisee_avis_renouvellement_2026.pdf")
    q.lookup("What's the policy number on the chalet insurance?", "graham", row["facts"]["policy_number"],
             [row["file"]], [row["facts"]["policy_number"]], tags=["french"])
    row = q.row("Halyard_Auto_Renewal_2026-27.pdf")
    q.lookup("whats the licence plate on the car insurance?", "renata", row["facts"]["plate"], [row["file"]],
             [f"Licence plate {row['facts']['plate']}"], aliases=[row["facts"]["plate"].replace(" ", "")],
             tags=["typo"])
    q.lookup("What tent did we order from Tallpine?", "felix", "Ridgeback 2P backpacking tent",
             ["docs/2026-09-03_Tallpine_order.eml"], ["Ridgeback 2P backpacking tent"], aliases=["Ridgeback 2P"],
             tags=["eml"])
    row = q.row("Ardenvale_PropertyTax_2026_Final.pdf")
    q.lookup("What's the roll number on our property tax bill?", "renata", row["facts"]["roll_number"],
             [row["file"]], [row["facts"]["roll_number"]], aliases=[row["facts"]["roll_number"].replace(" ", "")])


def parties(q: Questions):
    row = q.row("Whiteout_Snow_Agreement_2026-27.pdf")
    q.party("Who signed the snow removal contract?", "felix", row["facts"]["signers"], [row["file"]],
            tags=["signers"])
    q.party("Who insures grandma's cottage?", "isla", [INS_QC], ["docs/RiveBoisee_avis_renouvellement_2026.pdf"],
            aliases=["Rive-Boisée"], tags=["french", "possessive"])
    q.party("Who's our car insurer?", "graham", [CAR_INS],
            ["docs/Halyard_Auto_Policy_2025-26.pdf", "docs/Halyard_Auto_Renewal_2026-27.pdf"],
            aliases=["Halyard Auto Insurance", "Halyard"])
    q.party("Who holds our mortgage?", "renata", [LENDER], ["docs/Wrenholt_Mortgage_Statement_2025.pdf"],
            aliases=["Wrenholt Trust"])


def confidential(q: Questions):
    row = q.row("Maplewick_Paystub_2026-10.pdf")
    c = row["facts"]["net_cents"]
    q.amount("What was my take-home pay in October?", "renata", c, "CAD", [row["file"]],
             [f"Net pay deposited ${num(c)}"], kind="confidential", tags=["payslip", "distractor_bonus_month"])
    row = q.row("Maplewick_Paystub_2026-09.pdf")
    c = row["facts"]["rrsp_cents"]
    q.amount("How much went into my group RRSP from the September pay?", "renata", c, "CAD", [row["file"]],
             [f"Group RRSP (5% of salary) {num(c)}"], kind="confidential", tags=["payslip", "table"])
    row = q.row("Ferncastle_Chequing_2026-10.pdf")
    c = row["facts"]["closing_cents"]
    q.amount("What was the closing balance on my credit union chequing account at the end of October?", "renata", c,
             "CAD", [row["file"]], [f"Closing balance October 31, 2026: ${num(c)}"], kind="confidential",
             tags=["bank_statement"])
    row = q.row("Maplewick_Paystub_2026-10.pdf")
    c = row["facts"]["gross_cents"] - row["facts"]["bonus_cents"]
    q.amount("What's my gross monthly salary, not counting the bonus?", "renata", c, "CAD", [row["file"]],
             [f"Regular salary (monthly) {num(c)}"], kind="confidential", tags=["payslip", "distractor_bonus"])


def absent(q: Questions):
    q.absent("When is the dog's next vet appointment?", "graham", "No pet papers exist.",
             terms=["vet", "veterinary", "dog"])
    q.absent("How much is the boat insurance?", "renata", "Near miss: only home, car and cottage insurance exist.",
             terms=["boat", "marine"], tags=["near_miss"])
    q.absent("What was the water bill for the cottage last quarter?", "graham",
             "Near miss: the cottage has no water bill (only the house does).",
             absent_in={"kind_category": ["water", "cottage"]}, tags=["near_miss"])
    q.absent("How much is the hydro bill for December 2026?", "isla", "Not issued yet.",
             absent_in={"kind_category": ["electricity", "2026-12"]})
    q.absent("What's the interest rate on our car loan?", "renata", "Near miss: only the mortgage has a rate.",
             terms=["car loan", "auto loan", "vehicle loan"], tags=["near_miss"])
    q.absent("How much did we pay for daycare last year?", "graham", "No childcare papers.",
             terms=["daycare", "day care", "childcare", "garderie"])
    q.absent("What did our property tax come to in 2024?", "felix", "Only 2026 tax bills are on file.",
             absent_in={"kind_category": ["property_tax", "2024"]})


def facts_and_absent(q: Questions):
    amounts(q)
    dates(q)
    lookups(q)
    parties(q)
    confidential(q)
    absent(q)
