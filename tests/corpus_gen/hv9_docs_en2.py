"""Variant 9, other English papers: insurance, studio lease, bank statement, receipt photos,
online order (e-mail) with a credit note, warranty card, school letter."""
from __future__ import annotations

import io
from datetime import date

from hv9_people import (
    CIARA,
    HEALTH,
    HOME,
    INSURER,
    LANDLORD,
    NIAMH,
    PIETER,
    address_block,
    d_long,
    d_slash,
    d_us,
    en,
    footer,
    kv,
    letterhead,
    new_pdf,
    num,
    pay,
)
from PIL import Image
from render import receipt_photo

HOME_POL, CAR_POL = "HVH-448210", "HVM-448210"
HEALTH_NO = "CWH-2093-4471"


def _ins_header(pg, title, issued):
    y = letterhead(pg, "Harbourview Insurance", ["Harbourview Insurance DAC · 40 Custom Quay · Waterbridge",
                                                  "Regulated by the (invented) Insurance Authority"],
                   color=(0.0, 0.3, 0.4), right_lines=[title, d_long(issued)])
    return address_block(pg, 50, y, [NIAMH if "Home" in title else PIETER] + HOME)


def insurance(ar):
    # home schedule (current year) ------------------------------------------------------
    issued, paid = date(2025, 10, 2), date(2025, 10, 10)
    prem = 61240
    pdf, pg = new_pdf("Home insurance schedule", INSURER, issued)
    y = _ins_header(pg, "Home Policy Schedule", issued)
    y = kv(pg, 50, y, [("Policy number", HOME_POL), ("Insured address", ", ".join(HOME)),
                       ("Period of cover", f"{d_slash(date(2025, 10, 15))} to {d_slash(date(2026, 10, 14))}"),
                       ("Buildings sum insured", en(31000000)), ("Contents sum insured", en(4500000)),
                       ("Standard excess", en(35000)), ("Annual premium", en(prem)),
                       ("Premium paid", f"{d_slash(paid)} by card")], label_w=160)
    footer(pg, "Keep this schedule with your policy booklet. Invented test document.")
    ar.add("Harbourview_Home_Schedule_2025.pdf", "Harbourview home insurance schedule 2025-26",
           "insurance_policy", issued, "internal", "niamh", "pdf", "home_insurance",
           {"issuer": INSURER, "policy_number": HOME_POL, "period_start": "2025-10-15",
            "period_end": "2026-10-14", "premium_cents": prem, "excess_cents": 35000},
           [pay(prem, paid, "home_insurance", INSURER)], pdf.tobytes())
    # home renewal ---------------------------------------------------------------------
    issued, new = date(2026, 9, 1), 66895
    pdf, pg = new_pdf("Home insurance renewal", INSURER, issued)
    y = _ins_header(pg, "Home Renewal Notice", issued)
    y = pg.paragraph(50, y + 4, f"Your home policy {HOME_POL} renews on {d_long(date(2026, 10, 15))}. "
                     f"Last year you paid {en(prem)}. Your renewal premium is {en(new)}, mainly "
                     "because rebuilding costs have gone up.", 470, size=10)
    y = kv(pg, 50, y + 14, [("New period", "15/10/2026 to 14/10/2027"), ("Renewal premium", en(new)),
                            ("Collection", f"We'll collect {en(new)} on {d_long(date(2026, 10, 15))}")],
           label_w=120)
    footer(pg, "To cancel, call us before the renewal date. Invented test document.")
    ar.add("Harbourview_Home_Renewal_2026.pdf", "Harbourview home insurance renewal 2026-27",
           "insurance_renewal", issued, "internal", "niamh", "pdf", "home_insurance",
           {"issuer": INSURER, "policy_number": HOME_POL, "period_start": "2026-10-15",
            "renewal_premium_cents": new, "previous_premium_cents": prem,
            "collection_date": "2026-10-15"}, [], pdf.tobytes())
    # car schedule -----------------------------------------------------------------------
    issued, paid, car = date(2026, 1, 28), date(2026, 2, 1), 74320
    pdf, pg = new_pdf("Motor insurance schedule", INSURER, issued)
    y = _ins_header(pg, "Motor Policy Schedule", issued)
    y = kv(pg, 50, y, [("Policy number", CAR_POL), ("Vehicle", "2018 Kestrel Arlo 1.4 hatchback"),
                       ("Registration", "181-KE-2274"), ("Cover", "Comprehensive, named drivers"),
                       ("Named drivers", f"{PIETER}, {NIAMH}"),
                       ("Period of cover", "01/02/2026 to 31/01/2027"), ("Excess", en(30000)),
                       ("Annual premium", en(car)), ("Paid", d_slash(paid))], label_w=140)
    footer(pg, "Invented test document.")
    ar.add("Harbourview_Motor_Schedule_2026.pdf", "Harbourview motor insurance schedule 2026",
           "insurance_policy", issued, "internal", "pieter", "pdf", "car_insurance",
           {"issuer": INSURER, "policy_number": CAR_POL, "registration": "181-KE-2274",
            "period_start": "2026-02-01", "period_end": "2027-01-31", "premium_cents": car,
            "excess_cents": 30000}, [pay(car, paid, "car_insurance", INSURER)], pdf.tobytes())
    # health: current certificate and renewal ---------------------------------------------
    for issued, title, monthly, start, end, note in [
            (date(2025, 9, 20), "Membership Certificate", 28760, "01/10/2025", "30/09/2026", None),
            (date(2026, 8, 20), "Renewal Letter", 30915, "01/10/2026", "30/09/2027", 28760)]:
        pdf, pg = new_pdf(f"{HEALTH} {title}", HEALTH, issued, family="serif")
        y = letterhead(pg, HEALTH, ["Cairnwell Health · Lower Mill Road · Ennisgar"], color=(0.2, 0.5, 0.3),
                       right_lines=[title, d_us(issued)])
        y = address_block(pg, 50, y, [NIAMH] + HOME)
        y = kv(pg, 50, y, [("Membership number", HEALTH_NO), ("Plan", "Family Plus"),
                           ("Members", f"{NIAMH}, {PIETER}, {CIARA}"),
                           ("Cover from", f"{start} to {end}"), ("Monthly premium", en(monthly)),
                           ("Paid by", "Direct Debit on the 5th of each month")], label_w=140)
        if note:
            pg.paragraph(50, y + 8, f"Your monthly premium changes from {en(note)} to {en(monthly)} "
                         "from your renewal date. No action is needed to stay covered.", 470)
        footer(pg, "Invented test document.")
        kind = "insurance_policy" if not note else "insurance_renewal"
        facts = {"issuer": HEALTH, "membership_number": HEALTH_NO, "monthly_premium_cents": monthly,
                 "period_start": date(int(start[6:]), int(start[3:5]), 1).isoformat()}
        if note:
            facts["previous_monthly_premium_cents"] = note
        ar.add(f"Cairnwell_{title.split()[0]}_{issued:%Y}.pdf", f"{HEALTH} {title.lower()} {issued:%Y}",
               kind, issued, "internal", "niamh", "pdf", "health_insurance", facts, [], pdf.tobytes())


def lease(ar):
    issued, dep_paid = date(2025, 1, 20), date(2025, 1, 24)
    pdf, pg = new_pdf("Studio licence agreement", LANDLORD, issued, family="serif")
    pg.center(297, 70, "LICENCE AGREEMENT – STUDIO UNIT 4", size=14, bold=True)
    pg.center(297, 88, "Quarry Lane Workspace, Ballyfarran", size=10)
    y = 120
    clauses = [
        f"1. Parties. {LANDLORD} (the Owner) and {NIAMH} of {', '.join(HOME)} (the Occupier).",
        "2. Premises. Studio Unit 4, ground floor, Quarry Lane Workspace, for use as a ceramics studio.",
        "3. Term. Twenty-four months from 1 February 2025.",
        f"4. Fee. {en(38000)} per month, payable in advance on the 1st of each month by standing order.",
        f"5. Deposit. {en(76000)}, received on {d_slash(dep_paid)}, returnable at the end of the term.",
        "6. Notice. Either party may end this agreement on two months' written notice.",
        "7. Reviews. The Owner may review the monthly fee once a year on one month's notice."]
    for c in clauses:
        y = pg.paragraph(50, y, c, 490, size=10) + 6
    pg.text(50, y + 40, "Signed: Declan Ruttledge, Director", size=9)
    pg.text(330, y + 40, f"Signed: {NIAMH}", size=9)
    pg.text(50, y + 56, f"Date: {d_long(issued)}", size=9)
    footer(pg, "Invented test document.")
    ar.add("QuarryLane_Unit4_Agreement.pdf", "Studio licence agreement, Unit 4 Quarry Lane", "lease",
           issued, "internal", "niamh", "pdf", "rent",
           {"issuer": LANDLORD, "unit": "Unit 4", "start": "2025-02-01", "term_months": 24,
            "rent_cents": 38000, "deposit_cents": 76000, "notice": "two months",
            "signers": ["Declan Ruttledge", NIAMH]},
           [pay(76000, dep_paid, "deposit", LANDLORD)], pdf.tobytes())
    issued, eff = date(2026, 6, 10), date(2026, 9, 1)
    pdf, pg = new_pdf("Studio fee review", LANDLORD, issued)
    y = letterhead(pg, LANDLORD, ["Quarry Lane, Ballyfarran · office@quarrylane.example.ie"], size=13,
                   color=(0.3, 0.3, 0.3))
    y = address_block(pg, 50, y, [NIAMH, "Studio Unit 4"]) + 4
    pg.text(50, y, f"{d_long(issued)}", size=9)
    pg.text(50, y + 22, "Dear Niamh,", size=10)
    y = pg.paragraph(50, y + 42, "Following our yearly review under clause 7 of your agreement, "
                     f"the monthly fee for Unit 4 will go up from {en(38000)} to {en(41000)} with "
                     f"effect from {d_long(eff)}. Please update your standing order before then.",
                     470, size=10)
    pg.text(50, y + 30, "Kind regards, Declan Ruttledge", size=10)
    footer(pg, "Invented test document.")
    ar.add("QuarryLane_fee_review_2026.pdf", "Quarry Lane studio fee increase 2026", "letter", issued,
           "internal", "niamh", "pdf", "rent",
           {"issuer": LANDLORD, "old_rent_cents": 38000, "new_rent_cents": 41000,
            "effective": eff.isoformat()}, [], pdf.tobytes())


RECEIPTS = [
    ("IMG_20260618_171402.jpg", "Garvan's Pharmacy", date(2026, 6, 18), "14:02", "pharmacy",
     [("Hayfever tabs 30", 899), ("Plasters assorted", 450), ("Suncream SPF50", 1398)], True),
    ("IMG_20260704_101755.png", "Tallyrock Hardware", date(2026, 7, 4), "10:17", "home_maintenance",
     [("Exterior wood stain 2.5L", 3495), ("Brush set x3", 1150), ("Sandpaper pack", 640),
      ("Masking tape 50m", 395), ("Dust sheet", 505)], False),
    ("IMG_20260829_183020.jpg", "Brackenridge Foods", date(2026, 8, 29), "18:30", "groceries",
     [("Chicken fillets 1kg", 989), ("Apples 6pk", 329), ("Bread sourdough", 375),
      ("Milk 2L", 219), ("Cheddar 400g", 549), ("Lunch box items", 2144), ("Coffee beans", 1299),
      ("Washing powder", 1528)], False),
]


def receipts(ar):
    for fname, shop, day, tm, cat, items, pharmacy in RECEIPTS:
        total = sum(c for _, c in items)
        lines = [f"*^{shop.upper()}", "^Main Street, Ballyfarran", f"^{d_slash(day)}  {tm}", ""]
        lines += [(n, num(c)) for n, c in items]
        lines += ["", ("*TOTAL EUR", num(total)), ("Card ****4471", num(total)),
                  "", "^Thank you - please call again"]
        angle = ar.rng.uniform(-4, 4)
        data = receipt_photo(lines, ar.rng, angle)
        if fname.endswith(".png"):
            buf = io.BytesIO()
            Image.open(io.BytesIO(data)).save(buf, "PNG", optimize=True)
            data = buf.getvalue()
        src = []
        for x in lines:
            if isinstance(x, str):
                src.append(x.lstrip("*^"))
            else:
                src += [x[0].lstrip("*"), x[1].lstrip("*")]
        ar.add(fname, f"Receipt {shop} {d_slash(day)}", "receipt", day, "internal",
               "niamh" if pharmacy else "pieter", fname.rsplit(".", 1)[1], cat,
               {"issuer": shop, "total_cents": total, "items": len(items), "purchase_date": day.isoformat()},
               [pay(total, day, cat, shop)], data, sources=[s for s in src if s])
