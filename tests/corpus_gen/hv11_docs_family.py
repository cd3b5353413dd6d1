"""Variant 11: health receipts (some phone photos), school camp, hockey subs, online order + refund."""
from __future__ import annotations

from email.message import EmailMessage
from email.utils import format_datetime

from tests.corpus_gen import render
from tests.corpus_gen.hv11_base import (
    ADDRESS,
    Bill,
    D,
    Doc,
    Payment,
    address_block,
    d_long,
    d_nz,
    d_nz0,
    d_ord,
    d_short,
    kv,
    kv_right,
    new_pdf,
    nzd,
    photo_png,
    plain,
    small_print,
    total_box,
)

GP = "Saltmarsh Lane Family Doctors"
DENTIST = "Brackenfold Dental"
PHYSIO = "Ferndrift Physio"
PHARMACY = "Ruakiri Heads Pharmacy"
SCHOOL = "Ruakiri College"
HOCKEY = "Ruakiri Heads Hockey Club"
SHOP = "Parcelmoa"


def _photo(ar, fname, title, d, owner, lines, payment, cat, png=False, angle=-4.0):
    jpg = render.receipt_photo(lines, ar.rng, angle=angle, blur=0.7)
    data = photo_png(jpg) if png else jpg
    printed = [ln if isinstance(ln, str) else f"{ln[0]} {ln[1]}" for ln in lines]
    printed = [p.lstrip("*^") for p in printed]
    return ar.add(Doc(fname, title, "receipt", d, "internal", owner,
                      "photo_png" if png else "photo_jpg", "en", data, [payment], [], cat, {},
                      printed))


def health_docs(ar):
    out = []
    d = D("2026-02-17")
    lines = ["*^SALTMARSH LANE FAMILY DOCTORS", "^12 Wharf Road, Ruakiri Heads", "^Ph 07 555 0133", "",
             ("Date", d_nz(d)), ("Patient", "Tobias Lowe"), ("NHI", "ZKP4471"), "",
             ("Standard consultation", "$52.00"), "",
             ("*TOTAL", "$52.00"), ("EFTPOS", "$52.00"), ("Balance", "$0.00"), "",
             "^Thank you - kia ora"]
    out.append(_photo(ar, "docs/IMG_20260217_0931.jpg", "Receipt photo: GP visit",
                      d, "tobias", lines, Payment("gp-2026-02", 5200, "NZD", d, "medical", GP),
                      "medical", angle=-5.5))
    d = D("2026-04-09")
    pdf, pg = new_pdf("Invoice", DENTIST, d, "serif")
    pg.text(40, 52, "Brackenfold Dental", 18, bold=True, color=(0.0, 0.45, 0.55))
    pg.text(40, 68, "3/40 Rimu Street, Ruakiri Heads  -  07 555 0177", 8)
    address_block(pg, 40, 100, ["Mereana Tawhiri-Lowe"] + ADDRESS[:2])
    kv(pg, 350, 100, [("Invoice", "SD-10488"), ("Date of visit", d_short(d)),
                      ("Dentist", "Dr Priya Eastwood")], gap=85)
    rows = [["Examination and two bitewing x-rays", plain(14500)],
            ["Composite filling, one surface (tooth 36)", plain(14000)]]
    y = pg.table(40, 170, [("Treatment", 380, "l"), ("Fee $", 135, "r")], rows)
    y = kv_right(pg, 555, y + 14, [("Total", nzd(28500)), (f"Paid {d_nz0(d)} (Visa)", nzd(-28500)),
                                   ("Balance owing", nzd(0))], size=10)
    small_print(pg, y + 20, "Your next check-up is recommended in 12 months. Cancellations with less "
                "than 24 hours' notice may incur a $40 fee.")
    out.append(ar.add(Doc("docs/Brackenfold_invoice_SD-10488.pdf", "Dentist invoice (paid)", "receipt",
                          d, "internal", "mereana", "pdf", "en", pdf.tobytes(),
                          [Payment("dent-2026-04", 28500, "NZD", d, "medical", DENTIST)], [],
                          "medical", {})))
    d = D("2026-06-23")
    lines = ["*^FERNDRIFT PHYSIO", "^Ruakiri Heads", "", ("Client", "T. Lowe"),
             ("Date", d_short(d)), ("Follow-up treatment 30 min", "$78.00"),
             ("ACC claim no.", "none (private)"), "", ("*Amount paid", "$78.00"), ("Card", "**** 4408"),
             "", "^See you next time!"]
    out.append(_photo(ar, "docs/Screenshot_physio_receipt.png", "Receipt photo: physio visit", d,
                      "tobias", lines, Payment("physio-2026-06", 7800, "NZD", d, "medical", PHYSIO),
                      "medical", png=True, angle=3.2))
    d = D("2026-08-28")
    lines = ["*^RUAKIRI HEADS PHARMACY", "^GST 104-228-913", "", f"{d_nz0(d)} 16:42", "",
             ("Rx 88213 amoxicillin", "$5.00"), ("Sunscreen SPF50 200ml", "$16.90"),
             ("Throat lozenges", "$2.70"), "", ("*TOTAL", "$24.60"), ("Visa", "$24.60"),
             "", "^Get well soon"]
    out.append(_photo(ar, "docs/IMG_20260828_1642.jpg", "Receipt photo: pharmacy", d, "mereana",
                      lines, Payment("pharm-2026-08", 2460, "NZD", d, "pharmacy", PHARMACY),
                      "pharmacy", angle=-2.4))
    d = D("2026-10-12")
    pdf, pg = new_pdf("Payment receipt", GP, d, "sans")
    pg.text(40, 50, "Saltmarsh Lane Family Doctors", 14, bold=True)
    pg.text(40, 66, "PAYMENT RECEIPT", 10)
    kv(pg, 40, 100, [("Patient", "Ivy Lowe (15)"), ("Date", d_long(d)),
                     ("Doctor", "Dr Hamish Tereora"), ("Service", "Consultation (14-17 yrs)"),
                     ("Fee", nzd(1950)), ("Paid", f"{nzd(1950)} EFTPOS {d_nz(d)}")], gap=110,
       leading=16)
    small_print(pg, 220, "Practice enrolled patients receive subsidised fees. Receipt 2026-7741.")
    out.append(ar.add(Doc("docs/Saltmarsh_receipt_2026-7741.pdf", "GP visit receipt (Ivy)",
                          "receipt", d, "internal", "mereana", "pdf", "en", pdf.tobytes(),
                          [Payment("gp-2026-10", 1950, "NZD", d, "medical", GP)], [], "medical", {})))
    return out


CAMP = [(13000, "2026-03-06", "2026-03-04"), (13000, "2026-05-08", "2026-05-11"),
        (12500, "2026-08-07", "2026-08-05")]


def school_docs(ar):
    out = []
    d = D("2026-02-11")
    pdf, pg = new_pdf("Camp notice", SCHOOL, d, "serif")
    pg.center(297, 50, "RUAKIRI COLLEGE", 15, bold=True)
    pg.center(297, 66, "Year 10 Outdoor Education Camp - Mangatoa Outdoor Centre", 10)
    y = pg.paragraph(40, 100, f"Dear parents and caregivers, Year 10 students will attend camp at "
                     f"Mangatoa Outdoor Centre from 14 to 18 September 2026. The total cost is "
                     f"{nzd(38500)} per student, covering transport, accommodation, food and "
                     "instructors. To make it easier, the fee can be paid in three instalments:",
                     515, size=10)
    rows = [[str(i + 1), d_long(D(due)), nzd(a)] for i, (a, due, _) in enumerate(CAMP)]
    y = pg.table(40, y + 8, [("Instalment", 100, "l"), ("Due", 220, "l"), ("Amount", 120, "r")],
                 rows + [["", "Total", nzd(38500)]])
    y = pg.paragraph(40, y + 16, "Pay via the parent portal or by internet banking to "
                     "12-3190-0044120-00 with the student's name and 'CAMP10' as reference. Please "
                     "contact Ms Larkin-Poutu if cost is a barrier.", 515, size=10)
    pg.text(40, y + 20, "Nga mihi, Ms Ruth Larkin-Poutu, Outdoor Education", 10)
    out.append(ar.add(Doc("docs/RC_Y10_camp_notice.pdf", "School camp notice with instalments",
                          "school_notice", d, "public", "mereana", "pdf", "en", pdf.tobytes(), [],
                          [Bill(f"camp-{i + 1}", a, "NZD", D(due), "school_trip", SCHOOL,
                                f"camp-{i + 1}", f"camp instalment {i + 1}")
                           for i, (a, due, _) in enumerate(CAMP)], "school_trip", {})))
    d = D("2026-09-02")
    pdf, pg = new_pdf("Student account", SCHOOL, d, "sans")
    pg.text(40, 50, "Ruakiri College - Student Account Statement", 13, bold=True)
    kv(pg, 40, 80, [("Student", "Ivy Lowe (ID 22841)"), ("Year", "10"), ("Statement date", d_nz(d))],
       gap=100)
    rows = [["20/02/2026", "Sports levy 2026", plain(4500), ""],
            ["20/02/2026", "Payment - thank you", "", plain(4500)],
            ["11/02/2026", "Y10 camp (Mangatoa)", plain(38500), ""]]
    for i, (a, _, paid) in enumerate(CAMP):
        rows.append([d_nz0(D(paid)), f"Payment - camp instalment {i + 1}", "", plain(a)])
    y = pg.table(40, 140, [("Date", 85, "l"), ("Description", 250, "l"), ("Charge", 90, "r"),
                           ("Paid", 90, "r")], rows)
    y = total_box(pg, 300, y + 14, 555, "Balance owing", nzd(0))
    pays = [Payment("school-levy", 4500, "NZD", D("2026-02-20"), "school", SCHOOL)]
    pays += [Payment(f"camp-{i + 1}", a, "NZD", D(paid), "school_trip", SCHOOL,
                     bill="docs/RC_Y10_camp_notice.pdf") for i, (a, _, paid) in enumerate(CAMP)]
    out.append(ar.add(Doc("docs/RC_student_statement_Ivy_2026-09.pdf", "School student account "
                          "statement (Ivy)", "statement", d, "internal", "mereana", "pdf", "en",
                          pdf.tobytes(), pays, [], "school", {})))
    d = D("2026-03-03")
    pdf, pg = new_pdf("Subscription receipt", HOCKEY, d, "serif")
    pg.text(40, 50, "Ruakiri Heads Hockey Club Inc.", 15, bold=True)
    pg.text(40, 66, "2026 season - subscription receipt", 10)
    y = kv(pg, 40, 100, [("Member", "Ivy Lowe"), ("Grade", "Under 16 girls"),
                         ("Subscription", nzd(22000)), ("Uniform hire", nzd(4000)),
                         ("Total", nzd(26000)), ("Payment", f"Online, received {d_ord(d)}"),
                         ("Receipt", "HC26-0193")], gap=110, leading=16)
    small_print(pg, y + 10, "Trainings Tuesdays 4:30pm at Kanuka Park turf. Please return the "
                "uniform by 30 September.")
    out.append(ar.add(Doc("docs/Hockey_subs_2026_receipt.pdf", "Hockey club subscription receipt",
                          "receipt", d, "internal", "mereana", "pdf", "en", pdf.tobytes(),
                          [Payment("hockey-2026", 26000, "NZD", d, "sport", HOCKEY)], [], "sport",
                          {})))
    return out


def shop_docs(ar):
    out = []
    d = D("2026-09-14")
    pdf, pg = new_pdf("Order confirmation", SHOP, d, "sans")
    pg.text(40, 50, "parcelmoa", 22, bold=True, color=(0.85, 0.35, 0.1))
    pg.right(555, 50, "Tax invoice", 11, bold=True)
    kv(pg, 360, 80, [("Order", "PM-30021874"), ("Order date", d_nz(d)), ("Paid", f"Visa 4408, {d_nz(d)}")],
       gap=70)
    address_block(pg, 40, 80, ["Deliver to: Mereana Tawhiri-Lowe"] + ADDRESS[:2])
    rows = [["Air fryer 5.5 L, matte black", "1", plain(18999)],
            ["Silicone air fryer liners (2 pack)", "1", plain(1499)],
            ["LED desk lamp, dimmable", "1", plain(5999)], ["Shipping", "", plain(0)]]
    y = pg.table(40, 150, [("Item", 330, "l"), ("Qty", 50, "r"), ("Price $", 135, "r")], rows)
    y = total_box(pg, 300, y + 14, 555, "Order total", nzd(26497))
    small_print(pg, y + 10, "Includes GST. Returns accepted within 30 days of delivery.")
    out.append(ar.add(Doc("docs/parcelmoa_order_PM-30021874.pdf", "Online order invoice", "invoice",
                          d, "internal", "mereana", "pdf", "en", pdf.tobytes(),
                          [Payment("shop-order", 26497, "NZD", d, "shopping", SHOP)], [], "shopping",
                          {"order": "PM-30021874"})))
    d = D("2026-10-12")
    msg = EmailMessage()
    msg["From"] = "Parcelmoa <help@parcelmoa.example.nz>"
    msg["To"] = "Mereana Tawhiri-Lowe <mereana.tl@kanukamail.example.nz>"
    msg["Subject"] = "Credit note CN-7710233 for order PM-30021874"
    msg["Date"] = format_datetime(render.local_time(d, 15, 3, 13))
    msg["Message-ID"] = "<cn7710233@parcelmoa.example.nz>"
    msg.set_content(
        "Hi Mereana,\n\nWe've received your return and issued a credit note.\n\n"
        "Credit note: CN-7710233\nOriginal order: PM-30021874 (14/09/2026)\n"
        "Returned item: LED desk lamp, dimmable\nRefund amount: $59.99 (incl GST)\n"
        f"Refunded to: Visa ending 4408 on {d_long(d)}\n\n"
        "Refunds usually show in your account within 3-5 working days.\n\nCheers,\nThe Parcelmoa team\n")
    out.append(ar.add(Doc("docs/Parcelmoa_credit_note_CN-7710233.eml", "Email: online order credit "
                          "note (refund)", "email", d, "internal", "mereana", "eml", "en",
                          msg.as_bytes(), [Payment("shop-refund", -5999, "NZD", d, "shopping", SHOP,
                                                   direction="in",
                                                   note="refund (negative payment)")], [],
                          "shopping", {})))
    return out
