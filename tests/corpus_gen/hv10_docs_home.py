"""Variant 10, papers about the Ontario house and car: property tax (interim and final bills),
home insurance (renewal notice and declarations), car insurance (declarations and renewal),
the mortgage's annual statement and the snow-clearing contract with its signers."""
from __future__ import annotations

from datetime import date

from hv10_people import (
    CAR_INS,
    GRAHAM,
    HOME,
    HOME_INS,
    LENDER,
    RENATA,
    SNOW,
    TODAY,
    TOWN,
    address_block,
    cad,
    d_iso,
    d_long,
    d_us,
    footer,
    kv,
    letterhead,
    new_pdf,
    num,
    pay,
    pct,
)

ROLL = "5816 020 041 17300 0000"
HOME_POLICY = "GMH-448712-03"
CAR_POLICY = "HAL-ON-7720914"
PLATE = "CKTR 482"
MORTGAGE_NO = "WT-M-0093317"
SNOW_SIGNERS = ["Dale Pruszynski", GRAHAM]


# ------------------------------------------------------------------ property tax
def property_tax(ar):
    cva = 487000_00
    rates = [("Town of Ardenvale - general", "0.821204"), ("County of Marrowby", "0.274417"),
             ("Education (provincial)", "0.153000")]
    levies = [(n, r, pct(cva, r)) for n, r in rates]
    levy = sum(x[2] for x in levies)
    interim = [(date(2026, 2, 27), 141200), (date(2026, 4, 30), 141200)]
    rest = levy - sum(a for _, a in interim)
    final = [(date(2026, 7, 31), rest - rest // 2), (date(2026, 9, 30), rest // 2)]
    for kind, issued, inst in (("Interim", date(2026, 1, 20), interim), ("Final", date(2026, 6, 15), final)):
        pdf, pg = new_pdf(f"{TOWN} {kind.lower()} tax bill 2026", TOWN, issued, family="serif")
        y = letterhead(pg, "TOWN OF ARDENVALE", ["Tax Office · 1 Civic Square, Ardenvale, ON  L0R 2K0 · 905-555-0191"],
                       color=(0.1, 0.3, 0.2), right_lines=[f"{kind.upper()} TAX BILL 2026", f"Issued {d_long(issued)}"])
        address_block(pg, 50, y, [f"{RENATA} and {GRAHAM}"] + HOME)
        y = kv(pg, 330, y, [("Roll number", ROLL), ("Property", HOME[0]),
                            ("Assessment (CVA)", cad(cva))], label_w=90, size=8.5)
        y += 14
        if kind == "Interim":
            pg.paragraph(50, y, "The interim levy is 50% of last year's total taxes of $5,648.00 for this property. "
                                "Your final bill will follow in June.", 510, size=9)
            rows = [["Interim levy 2026 (50% of 2025 taxes)", num(sum(a for _, a in inst))]]
        else:
            rows = [[f"{n} @ {r}%", num(a)] for n, r, a in levies]
            rows += [["Total 2026 taxes", num(levy)], ["Less interim billing (paid)", num(-sum(a for _, a in interim))],
                     ["Balance of 2026 taxes", num(rest)]]
        y = pg.table(50, y + 30, [("Description", 380, "l"), ("Amount ($)", 130, "r")], rows, size=9)
        y += 20
        pg.text(50, y, "Instalments - pre-authorized tax payment plan (withdrawn on the due date)", size=10, bold=True)
        y = pg.table(50, y + 8, [("Instalment", 120, "l"), ("Due date", 160, "l"), ("Amount", 120, "r")],
                     [[f"{i + 1}", d_long(d), cad(a)] for i, (d, a) in enumerate(inst)], size=9)
        footer(pg, "The Town of Ardenvale and the County of Marrowby are fictitious.")
        name = f"Ardenvale_PropertyTax_2026_{kind}.pdf"
        ar.add(name, f"Town of Ardenvale {kind.lower()} property tax bill 2026", "tax_notice", issued, "internal",
               "renata", "pdf", "property_tax",
               {"issuer": TOWN, "roll_number": ROLL, "year": 2026, "amount_due_cents": sum(a for _, a in inst),
                "instalments": [[d_iso(d), a] for d, a in inst], "status": "paid", "currency": "CAD",
                **({"total_levy_cents": levy} if kind == "Final" else {})},
               [pay(a, d, "property_tax", TOWN) for d, a in inst if d < TODAY], pdf.tobytes())


# ------------------------------------------------------------------ home insurance
def home_insurance(ar):
    start, end = date(2026, 6, 1), date(2027, 6, 1)
    premium, old = 148600, 139200
    paid = date(2026, 5, 29)
    head = ["Grindstone Mutual Insurance · 30 Quarry Road, Stonehill, ON  N0B 2S9", "Claims 24/7 1-800-555-0123"]
    issued = date(2026, 4, 24)
    pdf, pg = new_pdf("Home insurance renewal notice", HOME_INS, issued)
    y = letterhead(pg, "GRINDSTONE MUTUAL", head, color=(0.3, 0.3, 0.3))
    address_block(pg, 50, y, [RENATA, GRAHAM] + HOME)
    pg.right(562, y, d_long(issued), size=9)
    y += 80
    pg.text(50, y, "Your home policy is up for renewal", size=14, bold=True)
    y = pg.paragraph(50, y + 22, f"Policy {HOME_POLICY} renews on {d_long(start)} for one year. Your renewal "
                                 f"premium is {cad(premium)} (last year: {cad(old)}). The increase reflects higher "
                                 "rebuilding costs in your area.", 510, size=9.5)
    y = kv(pg, 70, y + 12, [("Policy number", HOME_POLICY), ("Renewal term", f"{d_long(start)} to {d_long(end)}"),
                            ("Annual premium", cad(premium)), ("Pay by", d_long(start))], label_w=140)
    pg.paragraph(50, y + 6, "Pay online or by phone before the renewal date. Your coverages and deductible stay the "
                            "same; a new declarations page will be sent once payment is received.", 510, size=9)
    footer(pg, "Grindstone Mutual Insurance is a fictitious insurer.")
    ar.add("Grindstone_Home_Renewal_2026.pdf", "Grindstone Mutual home insurance renewal notice", "insurance_renewal",
           issued, "internal", "renata", "pdf", "home_insurance",
           {"issuer": HOME_INS, "policy_number": HOME_POLICY, "renewal_premium_cents": premium,
            "previous_premium_cents": old, "amount_due_cents": premium, "due_date": d_iso(start), "status": "paid",
            "period_start": d_iso(start), "period_end": d_iso(end), "currency": "CAD"}, [], pdf.tobytes())
    issued = date(2026, 6, 2)
    pdf, pg = new_pdf("Home insurance declarations", HOME_INS, issued)
    y = letterhead(pg, "GRINDSTONE MUTUAL", head, color=(0.3, 0.3, 0.3),
                   right_lines=["DECLARATIONS - HOMEOWNERS", f"Issued {d_long(issued)}"])
    y = kv(pg, 50, y, [("Named insureds", f"{RENATA}, {GRAHAM}"), ("Insured location", ", ".join(HOME)),
                       ("Policy number", HOME_POLICY), ("Policy period", f"{d_long(start)} to {d_long(end)}")],
           label_w=120)
    y = pg.table(50, y + 8, [("Coverage", 300, "l"), ("Limit", 100, "r"), ("Deductible", 110, "r")],
                 [["A - Dwelling", "$612,000", "$1,000"], ["B - Detached structures", "$61,200", "$1,000"],
                  ["C - Personal property", "$245,000", "$1,000"], ["D - Additional living expenses", "$122,400", "-"],
                  ["E - Personal liability", "$2,000,000", "-"], ["Sewer back-up endorsement", "$25,000", "$2,500"]])
    y = kv(pg, 50, y + 20, [("Annual premium", cad(premium)), ("Payment", f"Paid in full {d_long(paid)} - thank you")],
           label_w=120, size=10)
    pg.paragraph(50, y + 4, "Mortgagee: Wrenholt Trust Company. This declarations page forms part of your policy.",
                 510, size=8.5)
    footer(pg, "Grindstone Mutual Insurance is a fictitious insurer.")
    ar.add("Grindstone_Home_Declarations_2026.pdf", "Grindstone Mutual home declarations 2026-27", "insurance_policy",
           issued, "internal", "renata", "pdf", "home_insurance",
           {"issuer": HOME_INS, "policy_number": HOME_POLICY, "period_start": d_iso(start), "period_end": d_iso(end),
            "premium_cents": premium, "deductible_cents": 100000, "dwelling_limit_cents": 61200000,
            "currency": "CAD"}, [pay(premium, paid, "home_insurance", HOME_INS)], pdf.tobytes())


# ------------------------------------------------------------------ car insurance
def car_insurance(ar):
    head = ["Halyard Auto Insurance Co. · 9 Harbourfront Lane, Port Ellery, ON  L0K 1M2 · 1-888-555-0160"]
    vehicle = "2021 Norvane Ardo LX wagon, VIN 2NV8ARD41MK603318"
    terms = [(date(2025, 11, 10), date(2025, 11, 28), date(2026, 11, 27), 231600, date(2025, 11, 26)),
             (date(2026, 10, 26), date(2026, 11, 28), date(2027, 11, 27), 244800, None)]
    for issued, start, end, premium, paid in terms:
        pdf, pg = new_pdf("Auto policy" if paid else "Auto renewal", CAR_INS, issued)
        y = letterhead(pg, "HALYARD AUTO", head, color=(0.05, 0.2, 0.5),
                       right_lines=["Ontario Automobile Policy", f"{d_us(issued)}"])
        address_block(pg, 50, y, [GRAHAM] + HOME)
        y += 62
        if paid:
            pg.text(50, y, "Certificate and declarations", size=14, bold=True)
        else:
            pg.text(50, y, "Renewal notice - your auto policy renews soon", size=14, bold=True)
            y = pg.paragraph(50, y + 20, f"Your policy {CAR_POLICY} expires at 12:01 a.m. on {d_us(start)}. To keep "
                                         f"your coverage, the renewal premium of {cad(premium)} is due on "
                                         f"{d_us(start)}. Last term you paid $2,316.00.", 510, size=9.5) - 20
        y = kv(pg, 50, y + 24, [("Policy number", CAR_POLICY), ("Policy term", f"{d_us(start)} to {d_us(end)}"),
                                ("Vehicle", vehicle), ("Licence plate", PLATE),
                                ("Drivers", f"{GRAHAM} (principal), {RENATA} (occasional)")], label_w=110)
        y = pg.table(50, y + 4, [("Coverage", 260, "l"), ("Limit / deductible", 150, "l"), ("Premium", 100, "r")],
                     [["Third party liability", "$2,000,000", num(premium * 41 // 100)],
                      ["Accident benefits", "Standard", num(premium * 17 // 100)],
                      ["Direct compensation - property damage", "$0 deductible", num(premium * 9 // 100)],
                      ["Collision or upset", "$1,000 deductible", num(premium * 21 // 100)],
                      ["Comprehensive", "$500 deductible",
                       num(premium - sum(premium * k // 100 for k in (41, 17, 9, 21)))],
                      ["Total annual premium", "", num(premium)]])
        if paid:
            pg.text(50, y + 20, f"Premium of {cad(premium)} paid in full on {d_us(paid)} (Visa). Thank you.", size=9.5)
        else:
            pg.text(50, y + 20, f"Amount due {d_us(start)}: {cad(premium)}", size=11, bold=True)
        footer(pg, "Halyard Auto Insurance Co. is a fictitious insurer.")
        if paid:
            name, kind = "Halyard_Auto_Policy_2025-26.pdf", "insurance_policy"
            title = "Halyard auto declarations 2025-26"
            facts = {"status": "paid"}
        else:
            name, kind, title = "Halyard_Auto_Renewal_2026-27.pdf", "insurance_renewal", "Halyard auto renewal notice"
            facts = {"amount_due_cents": premium, "due_date": d_iso(start), "status": "open"}
        facts.update({"issuer": CAR_INS, "policy_number": CAR_POLICY, "period_start": d_iso(start),
                      "period_end": d_iso(end), "premium_cents": premium, "plate": PLATE, "currency": "CAD"})
        ar.add(name, title, kind, issued, "internal", "graham", "pdf", "car_insurance", facts,
               [pay(premium, paid, "car_insurance", CAR_INS)] if paid else [], pdf.tobytes())


# ------------------------------------------------------------------ mortgage
def mortgage(ar):
    issued = date(2026, 1, 12)
    bal, payment, rows, pays = 31844210, 218437, [], []
    interest_total = principal_total = 0
    opening = bal
    for m in range(1, 13):
        interest = round(bal * 0.0419 / 12)
        principal = payment - interest
        bal -= principal
        interest_total += interest
        principal_total += principal
        when = date(2025, m, 1)
        rows.append([d_iso(when), num(payment), num(interest), num(principal), num(bal)])
        pays.append(pay(payment, when, "mortgage", LENDER))
    pdf, pg = new_pdf("Annual mortgage statement 2025", LENDER, issued, family="serif")
    y = letterhead(pg, LENDER, ["Mortgage Services · 200 Bay Meadow Road, Ravensbury, ON  N2B 1A1 · 1-877-555-0118"],
                   color=(0.25, 0.15, 0.35), right_lines=["ANNUAL MORTGAGE STATEMENT", "January 1 - December 31, 2025"])
    address_block(pg, 50, y, [f"{RENATA} & {GRAHAM}"] + HOME)
    y = kv(pg, 330, y, [("Mortgage number", MORTGAGE_NO), ("Interest rate", "4.19% fixed, 5-year term"),
                        ("Regular payment", f"{cad(payment)} monthly"), ("Maturity (renewal) date", "March 1, 2027")],
           label_w=110, size=8.5)
    y = pg.table(50, y + 10, [("Payment date", 100, "l"), ("Payment", 95, "r"), ("Interest", 95, "r"),
                              ("Principal", 95, "r"), ("Balance", 115, "r")], rows, size=8.5, row_h=13)
    y = kv(pg, 50, y + 18, [("Opening balance January 1, 2025", cad(opening)),
                            ("Total payments 2025", cad(payment * 12)), ("Interest paid 2025", cad(interest_total)),
                            ("Principal repaid 2025", cad(principal_total)),
                            ("Closing balance December 31, 2025", cad(bal))], value_right=400, bold_last=True)
    pg.text(50, y + 6, f"Statement date: {d_us(issued)}. Property: {HOME[0]}, Ardenvale.", size=8)
    footer(pg, "Wrenholt Trust Company is a fictitious lender.")
    ar.add("Wrenholt_Mortgage_Statement_2025.pdf", "Wrenholt Trust annual mortgage statement 2025",
           "mortgage_statement", issued, "internal", "renata", "pdf", "mortgage",
           {"issuer": LENDER, "mortgage_number": MORTGAGE_NO, "payment_cents": payment, "rate": "4.19",
            "maturity_date": "2027-03-01", "closing_balance_cents": bal, "interest_paid_cents": interest_total,
            "currency": "CAD"}, pays, pdf.tobytes())


# ------------------------------------------------------------------ snow clearing contract
def snow_contract(ar):
    signed = date(2026, 10, 4)
    fee, hst = 78000, 10140
    inst = (fee + hst) // 2
    pdf, pg = new_pdf("Snow clearing agreement 2026-2027", SNOW, signed, family="serif")
    y = letterhead(pg, "WHITEOUT PROPERTY SERVICES LTD.", ["Snow clearing · lawn care · 14 Sideroad 9, Ardenvale, ON",
                                                           "905-555-0152"], color=(0.1, 0.4, 0.6), size=13)
    pg.center(306, y, "SEASONAL SNOW CLEARING AGREEMENT 2026-2027", size=12, bold=True)
    y += 24
    clauses = [
        f"1. Parties. This agreement is between {SNOW} (the Contractor) and {GRAHAM} (the Client), "
        f"for the property at {HOME[0]}, Ardenvale.",
        "2. Season. The Contractor will clear the driveway and front walkway from November 15, 2026 to "
        "April 15, 2027, each time snowfall reaches 5 cm, and salt the walkway on request.",
        f"3. Price. The seasonal fee is {cad(fee)} plus HST of {cad(hst)}, for a total of {cad(fee + hst)}, "
        f"payable in two instalments of {cad(inst)}: the first on signing, the second by January 15, 2027.",
        "4. Damage. The Client will mark the edges of the driveway with stakes. The Contractor is not responsible "
        "for unmarked objects.",
        "5. Cancellation. Either party may cancel with 14 days' written notice; fees are refunded pro rata for "
        "whole months not yet begun.",
    ]
    for c in clauses:
        y = pg.paragraph(50, y, c, 510, size=9.5) + 6
    y += 10
    pg.text(50, y, f"Received with thanks: first instalment {cad(inst)} by cheque no. 318 on {d_us(signed)}.",
            size=9, bold=True)
    y += 50
    for x, (who, role) in zip((50, 320), ((SNOW_SIGNERS[0], f"Owner, for {SNOW}"), (SNOW_SIGNERS[1], "Client"))):
        pg.text(x, y - 6, who.split()[0][0] + ". " + who.split()[-1], size=14, family="sans", color=(0.1, 0.1, 0.5))
        pg.line(x, y, x + 220, y)
        pg.text(x, y + 12, f"Signed: {who}", size=9)
        pg.text(x, y + 24, role, size=8)
        pg.text(x, y + 36, f"Date: {d_us(signed)}", size=8)
    footer(pg, "Whiteout Property Services Ltd. is a fictitious company. HST 70218 5531 RT0001.")
    ar.add("Whiteout_Snow_Agreement_2026-27.pdf", "Snow clearing agreement 2026-27 (signed)", "contract", signed,
           "internal", "graham", "pdf", "snow_removal",
           {"issuer": SNOW, "signers": SNOW_SIGNERS, "season_start": "2026-11-15", "season_end": "2027-04-15",
            "total_cents": fee + hst, "instalment_cents": inst, "second_instalment_due": "2027-01-15",
            "currency": "CAD"}, [pay(inst, signed, "snow_removal", SNOW)], pdf.tobytes())
