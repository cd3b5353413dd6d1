"""Variant 10, family papers: dental receipt (scanned), physiotherapy, glasses, hockey and piano fees,
a school trip, and phone photos of shop receipts (one from a US outlet, in USD)."""
from __future__ import annotations

from datetime import date

from hv10_people import (
    DENTIST,
    FELIX,
    GRAHAM,
    GROCER,
    HARDWARE,
    HOCKEY,
    HOME,
    ISLA,
    MUSIC,
    OPTICAL,
    OUTLET,
    PHARMACY,
    PHYSIO,
    RENATA,
    SCHOOL,
    USD,
    address_block,
    cad,
    code,
    d_dmy,
    d_iso,
    d_long,
    d_short,
    d_us,
    footer,
    jpeg_to_png,
    kv,
    letterhead,
    new_pdf,
    num,
    page_text,
    pay,
    pct,
)
from render import receipt_photo, scan_pdf


def dental(ar):
    when = date(2026, 3, 17)
    procs = [("00121", "Recall examination", 6800), ("11111", "Scaling, 2 units", 16400), ("11101", "Polishing", 4800),
             ("12101", "Topical fluoride", 3200), ("13401", "Sealants, 2 teeth (2 x $50.00)", 10000)]
    total = sum(p[2] for p in procs)
    insurer = pct(total, "80")
    patient = total - insurer
    pdf, pg = new_pdf("Dental receipt", DENTIST, when)
    y = letterhead(pg, DENTIST, ["Dr. Helena Strosberg, DDS · 61 Orchard Lane, Ardenvale, ON  L0R 2K3 · 905-555-0127"],
                   color=(0.0, 0.45, 0.45), right_lines=["PATIENT RECEIPT", d_us(when)])
    y = kv(pg, 50, y, [("Patient", ISLA), ("Subscriber", f"{RENATA} (Cobaltline Benefits, plan 40-7712)"),
                       ("Address", ", ".join(HOME))], label_w=90)
    y = pg.table(50, y + 6, [("Code", 60, "l"), ("Service", 330, "l"), ("Fee", 110, "r")],
                 [[c, s, num(f)] for c, s, f in procs] + [["", "Total fees", num(total)]], size=9)
    y = kv(pg, 50, y + 20, [("Total fees", cad(total)), ("Paid by insurer (assigned claim, 80%)", cad(insurer)),
                            ("Patient portion paid by debit", cad(patient)), ("Balance owing", cad(0))],
           value_right=450, bold_last=False)
    pg.text(50, y + 8, "Next recall visit: September 2026. Thank you!", size=9)
    footer(pg, "Orchard Lane Dental is a fictitious clinic.")
    data = pdf.tobytes()
    src = page_text(data)
    ar.add("Scan_OrchardLaneDental_2026-03-17.pdf", "Dental receipt, Isla (scan)", "medical_receipt", when, "internal",
           "renata", "pdf", "dental",
           {"issuer": DENTIST, "patient": ISLA, "member": "isla", "total_cents": total, "insurer_paid_cents": insurer,
            "patient_paid_cents": patient, "dentist": "Dr. Helena Strosberg", "scanned": True, "currency": "CAD"},
           [pay(patient, when, "dental", DENTIST)], scan_pdf(data, ar.rng, -1.2), sources=src)


def physio(ar):
    visits = [date(2026, 9, 15), date(2026, 9, 29), date(2026, 10, 13), date(2026, 10, 27)]
    fee = 9500
    issued = visits[-1]
    pdf, pg = new_pdf("Physiotherapy receipt", PHYSIO, issued)
    y = letterhead(pg, "Stridewell Physiotherapy", ["Jonah Whitcombe, PT (registration 14820)",
                                                    "9-40 Kingsford Road, Ardenvale, ON  L0R 2K4 · 905-555-0135"],
                   color=(0.2, 0.5, 0.2))
    pg.text(50, y, "Official receipt for insurance purposes", size=12, bold=True)
    y = kv(pg, 50, y + 20, [("Client", RENATA), ("Date of issue", d_short(issued)), ("Receipt no.", "SP-26-3319")],
           label_w=100)
    y = pg.table(50, y, [("Visit date", 130, "l"), ("Service", 240, "l"), ("Fee", 70, "r"), ("Paid (Visa)", 70, "r")],
                 [[d_short(v), "Physiotherapy treatment, 45 min", num(fee), num(fee)] for v in visits]
                 + [["", "Total", num(fee * 4), num(fee * 4)]], size=9)
    pg.text(50, y + 20, f"Total paid: {cad(fee * 4)}. Balance: $0.00. Physiotherapy services are HST exempt.", size=9)
    footer(pg, "Stridewell Physiotherapy is a fictitious clinic.")
    ar.add("Stridewell_Receipt_SP-26-3319.pdf", "Physiotherapy receipt, Renata", "medical_receipt", issued, "internal",
           "renata", "pdf", "medical",
           {"issuer": PHYSIO, "patient": RENATA, "member": "renata", "visits": len(visits), "total_cents": fee * 4,
            "currency": "CAD"}, [pay(fee, v, "medical", PHYSIO) for v in visits], pdf.tobytes())


def optical(ar):
    first, pickup = date(2026, 8, 20), date(2026, 9, 3)
    frames, lenses = 14999, 14000
    total = frames + lenses
    deposit = 10000
    pdf, pg = new_pdf("Optical receipt", OPTICAL, pickup)
    y = letterhead(pg, "Ardenvale Optical", ["Eye exams · frames · lenses · 7 Main Street North, Ardenvale",
                                             "905-555-0108"],
                   color=(0.4, 0.2, 0.5), right_lines=["Receipt 77-0418", f"{d_short(pickup)}"])
    y = kv(pg, 50, y, [("Patient", FELIX), ("Guardian", GRAHAM), ("Exam date", d_short(first))], label_w=90)
    y = pg.table(50, y + 6, [("Item", 360, "l"), ("Amount", 140, "r")],
                 [["Comprehensive eye exam (covered by provincial plan, under 20)", "0.00"],
                  ["Frames - Ridgeline teen, matte navy", num(frames)],
                  ["Single-vision lenses, anti-glare, pair", num(lenses)],
                  ["Total (glasses are zero-rated)", num(total)]], size=9)
    y = kv(pg, 50, y + 18, [(f"Deposit paid {d_short(first)} (debit)", cad(deposit)),
                            (f"Balance paid at pick-up {d_short(pickup)} (debit)", cad(total - deposit)),
                            ("Amount owing", cad(0))], value_right=450)
    footer(pg, "Ardenvale Optical is a fictitious store.")
    ar.add("ArdenvaleOptical_Felix_2026-09.pdf", "Glasses receipt, Felix", "medical_receipt", pickup, "internal",
           "graham", "pdf", "vision",
           {"issuer": OPTICAL, "patient": FELIX, "member": "felix", "total_cents": total, "frames_cents": frames,
            "currency": "CAD"},
           [pay(deposit, first, "vision", OPTICAL), pay(total - deposit, pickup, "vision", OPTICAL)], pdf.tobytes())


def hockey(ar):
    issued = date(2026, 10, 15)
    reg, jersey = 68500, 5000
    half = (reg + jersey) // 2
    paid = [date(2026, 8, 15), date(2026, 10, 15)]
    pdf, pg = new_pdf("Hockey registration receipt", HOCKEY, issued)
    y = letterhead(pg, "ARDENVALE MINOR HOCKEY", ["Ardenvale Minor Hockey Association · Arena office, 3 Rink Road",
                                                  "registrar@amha.example.ca"], color=(0.6, 0.1, 0.1))
    pg.text(50, y, "Registration receipt - 2026-2027 season", size=13, bold=True)
    y = kv(pg, 50, y + 22, [("Player", FELIX), ("Division", "U15 A - Ardenvale Otters"), ("Parent", GRAHAM),
                            ("Receipt date (DD/MM/YYYY)", d_dmy(issued))], label_w=150)
    y = pg.table(50, y, [("Item", 330, "l"), ("Amount", 150, "r")],
                 [["Season registration fee", code(reg)], ["Jersey deposit (returned after the season)", code(jersey)],
                  ["Total", code(reg + jersey)]], size=9)
    y = pg.table(50, y + 16, [("Payment date", 160, "l"), ("Method", 170, "l"), ("Amount", 150, "r")],
                 [[d_dmy(paid[0]), "Instalment 1 - credit card", code(half)],
                  [d_dmy(paid[1]), "Instalment 2 - credit card", code(reg + jersey - half)],
                  ["", "Balance", code(0)]], size=9)
    pg.text(50, y + 20, "This receipt may be used for the provincial children's activity credit.", size=8.5)
    footer(pg, "Ardenvale Minor Hockey Association is fictitious.")
    ar.add("AMHA_Receipt_Felix_2026-27.pdf", "Hockey registration receipt, Felix 2026-27", "receipt", issued,
           "internal", "graham", "pdf", "activities",
           {"issuer": HOCKEY, "participant": FELIX, "member": "felix", "total_cents": reg + jersey,
            "registration_cents": reg, "jersey_deposit_cents": jersey, "currency": "CAD"},
           [pay(half, paid[0], "activities", HOCKEY), pay(reg + jersey - half, paid[1], "activities", HOCKEY)],
           pdf.tobytes())


def music(ar):
    issued, paid = date(2026, 9, 1), date(2026, 9, 8)
    lessons, rate, regfee = 14, 4200, 2500
    total = lessons * rate + regfee
    pdf, pg = new_pdf("Tremolo Music Studio invoice", MUSIC, issued, family="serif")
    y = letterhead(pg, "Tremolo Music Studio", ["Piano · voice · guitar · 25 Beckett Lane, Ardenvale · 905-555-0164"],
                   color=(0.45, 0.1, 0.35), right_lines=["INVOICE T-2026-118", d_long(issued)])
    address_block(pg, 50, y, [f"Bill to: {RENATA}"] + HOME)
    y += 56
    y = kv(pg, 50, y, [("Student", ISLA), ("Programme", "Piano, 45-minute weekly lesson"),
                       ("Term", "8 September 2026 to 15 December 2026")], label_w=90)
    y = pg.table(50, y, [("Description", 300, "l"), ("Qty", 50, "r"), ("Rate", 80, "r"), ("Amount", 80, "r")],
                 [["Fall term lessons", str(lessons), num(rate), num(lessons * rate)],
                  ["Annual registration fee", "1", num(regfee), num(regfee)],
                  ["Total (music instruction is HST exempt)", "", "", num(total)]], size=9)
    pg.text(50, y + 24, f"{cad(total)}", size=14, bold=True)
    pg.text(150, y + 24, "Total for the term", size=10)
    pg.text(50, y + 48, f"PAID - e-Transfer received {d_long(paid)}", size=12, bold=True, color=(0.7, 0.1, 0.1))
    footer(pg, "Tremolo Music Studio is fictitious.")
    ar.add("Tremolo_Invoice_T-2026-118.pdf", "Piano lessons invoice, Isla fall 2026", "invoice", paid, "internal",
           "renata", "pdf", "activities",
           {"issuer": MUSIC, "student": ISLA, "member": "isla", "amount_due_cents": total, "lessons": lessons,
            "term_end": "2026-12-15", "status": "paid", "currency": "CAD"},
           [pay(total, paid, "activities", MUSIC)], pdf.tobytes())


def school_trip(ar):
    issued, paid = date(2026, 3, 12), date(2026, 3, 12)
    fee = 36500
    pdf, pg = new_pdf("Grade 10 trip confirmation", SCHOOL, issued)
    y = letterhead(pg, "Ardenvale Secondary School", ["450 Schoolhouse Road, Ardenvale, ON  L0R 2K8 · 905-555-0199"],
                   color=(0.1, 0.2, 0.5))
    pg.text(50, y, f"{d_us(issued)}", size=9)
    y = pg.paragraph(50, y + 24, "Dear parents and guardians,", 500, size=10) + 6
    y = pg.paragraph(50, y, "Thank you for registering your child for the Grade 10 history trip to the Fort Carrick "
                            "heritage site from May 20 to May 22, 2026. The cost covers the coach, two nights at the "
                            "Fort Carrick youth hostel, meals and museum entries.", 510, size=10) + 10
    y = kv(pg, 70, y, [("Student", ISLA), ("Homeroom", "10C - Ms. Adaeze Okonkwo-Baird"), ("Trip fee", cad(fee)),
                       ("Payment received", f"{d_us(paid)} (SchoolPay online, ref. SP-88214)")], label_w=120)
    pg.paragraph(50, y + 6, "Students meet at the front entrance at 7:15 a.m. on May 20. A packing list will follow.",
                 510, size=10)
    footer(pg, "Ardenvale Secondary School is fictitious.")
    ar.add("ASS_Grade10_Trip_Confirmation.pdf", "Grade 10 trip confirmation, Isla", "school_letter", issued, "public",
           "renata", "pdf", "education",
           {"issuer": SCHOOL, "student": ISLA, "member": "isla", "fee_cents": fee, "trip_start": "2026-05-20",
            "trip_end": "2026-05-22", "paid_on": d_iso(paid), "currency": "CAD"},
           [pay(fee, paid, "education", SCHOOL)], pdf.tobytes())


def _receipt(ar, name, title, when, owner, category, issuer, head, items, tax_label, tax_rate, pay_line,
             currency="CAD", png=False, money=num, extra_facts=None):
    taxable = sum(q * p for _, q, p, t in items if t)
    sub = sum(q * p for _, q, p, _t in items)
    tax = pct(taxable, tax_rate)
    total = sub + tax
    lines = [f"*^{head[0]}"] + [f"^{h}" for h in head[1:]] + [""]
    for n, q, p, t in items:
        label = f"{q} x {n}" if q > 1 else n
        lines.append((label + (" H" if t else ""), money(q * p)))
    lines += ["", ("SUBTOTAL", money(sub)), (tax_label, money(tax)), (f"*TOTAL {currency}", money(total)), pay_line,
              "", "^THANK YOU"]
    data = receipt_photo(lines, ar.rng, ar.rng.uniform(-4.5, 4.5))
    if png:
        data = jpeg_to_png(data)
    src = [x if isinstance(x, str) else f"{x[0]} {x[1]}" for x in lines]
    src = [s.lstrip("*^") for s in src if s]
    facts = {"issuer": issuer, "total_cents": total, "items": len(items), "purchase_date": d_iso(when),
             "currency": currency}
    facts.update(extra_facts or {})
    ar.add(name, title, "receipt", when, "internal", owner, "png" if png else "jpg", category, facts,
           [pay(total, when, category, issuer, currency=currency)], data, sources=src)
    return total


def receipts(ar):
    _receipt(ar, "IMG_20260209_174410.jpg", "Photo: pharmacy receipt", date(2026, 2, 9), "renata", "pharmacy",
             PHARMACY, ["CAPLAN'S PHARMACY", "220 Main St N, Ardenvale ON", "905-555-0111", "09/02/2026 17:42"],
             [("RX 4471823 AMOXICILLIN 500MG", 1, 1840, False), ("HONEY-LEMON COUGH SYRUP", 1, 1199, True),
              ("FACIAL TISSUE 3PK", 1, 479, True)], "HST 13%", "13", "DEBIT ****0921 APPROVED")
    _receipt(ar, "IMG_20260516_102233.jpg", "Photo: hardware store receipt", date(2026, 5, 16), "graham",
             "home_maintenance", HARDWARE, ["PEGBOARD HARDWARE", "112 Mill Street, Ardenvale ON", "May 16, 2026 10:21"],
             [("DECK STAIN CEDAR 3.78L", 2, 5499, True), ("STAIN BRUSH 100MM", 1, 1249, True),
              ("ROLLER KIT 9IN", 1, 1897, True)], "HST 13%", "13", "VISA ****4417")
    total = _receipt(ar, "IMG_20261017_181544.png", "Photo: grocery receipt", date(2026, 10, 17), "renata",
                     "groceries", GROCER, ["HATCHELL'S FRESHMART", "Ardenvale Plaza, Unit 4", "2026-10-17 18:14"],
                     [("MILK 2% 4L", 1, 649, False), ("BREAD WHOLE WHEAT", 2, 379, False),
                      ("APPLES MCINTOSH 3LB", 1, 599, False), ("CHICKEN THIGHS", 1, 1462, False),
                      ("CHEDDAR BLOCK 700G", 1, 1099, False), ("PASTA 900G", 2, 249, False),
                      ("SPARKLING WATER 12PK", 1, 799, True), ("DISH SOAP", 1, 449, True),
                      ("PAPER TOWEL 6PK", 1, 1099, True), ("YOGURT 750G", 2, 429, False)],
                     "HST 13%", "13", "DEBIT ****0921", png=True)
    ar.refs["grocery"] = {"file": ar.file_of("IMG_20261017_181544.png"), "total": total, "date": date(2026, 10, 17)}
    _receipt(ar, "IMG_20260711_153907.jpg", "Photo: outlet store receipt (Vermont)", date(2026, 7, 11), "graham",
             "clothing", OUTLET, ["BEACON HOLLOW OUTLET", "Route 7A, South Harlow, VT", "Jul 11, 2026 3:38 PM"],
             [("MENS RAIN JACKET", 1, 8999, True), ("WOMENS FLEECE", 1, 4999, True),
              ("HIKING SOCKS 3PK", 1, 1750, True), ("YOUTH HOODIE", 1, 4400, True)],
             "VT SALES TAX 6%", "6", "MASTERCARD ****2208",
             currency=USD, money=lambda c: f"${num(c)}")
