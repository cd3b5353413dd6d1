"""Variant 9, English: online order (e-mail + invoice), credit note, warranty card, school letter
and the (confidential) bank statement that repeats some payments."""
from __future__ import annotations

from datetime import date

from hv9_people import (
    BANK,
    CIARA,
    HOME,
    IBAN_IE,
    MAKER,
    NIAMH,
    PIETER,
    SCHOOL,
    SHOP,
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
    paren,
    pay,
)
from render import email_with_pdf, local_time

ORDER = "NHD-5530921"
ORDER_ITEMS = [("Aerwell DH-20 dehumidifier, 20 L/day", 1, 18999),
               ("Replacement filter, 2-pack", 1, 2450), ("Standard delivery", 1, 600)]
ORDER_DAY, REFUND_DAY = date(2026, 5, 12), date(2026, 5, 30)


def order(ar):
    total = sum(q * c for _, q, c in ORDER_ITEMS)
    pdf, pg = new_pdf(f"{SHOP} invoice {ORDER}", SHOP, ORDER_DAY)
    y = letterhead(pg, "Northwick Home Direct", ["Unit 2, Kilbarrow Logistics Park · VAT IE 4417729Q"],
                   color=(0.15, 0.15, 0.5), right_lines=["INVOICE", f"Order {ORDER}", d_us(ORDER_DAY)])
    y = address_block(pg, 50, y, ["Deliver to:", PIETER] + HOME)
    rows = [[n, str(q), num(c), num(q * c)] for n, q, c in ORDER_ITEMS]
    y = pg.table(50, y, [("Item", 270, "l"), ("Qty", 40, "r"), ("Unit €", 90, "r"), ("Line €", 90, "r")], rows)
    kv(pg, 330, y + 20, [("Order total (incl. VAT)", en(total)), ("Paid by Visa", en(total))], label_w=120)
    footer(pg, "Invented test document.")
    inv = pdf.tobytes()
    body = (f"Hello Pieter,\n\nThanks for shopping with Northwick Home Direct. Your order {ORDER} "
            f"placed on {d_us(ORDER_DAY)} is confirmed and has been charged to your Visa card.\n\n"
            f"Order total: {en(total)}\nEstimated delivery: 3-5 working days\n\n"
            "Your invoice is attached.\n\nNorthwick Home Direct\n")
    msg = email_with_pdf("Northwick Home Direct <orders@northwick.example.ie>",
                         "Pieter Vanhoeck <pieter.vh@example.ie>", f"Order {ORDER} confirmed",
                         local_time(ORDER_DAY, 21, 4, 1), body, f"Invoice_{ORDER}.pdf", inv,
                         "<nhd-5530921@northwick.example.ie>")
    ar.add("2026-05-12_Northwick_order.eml", f"{SHOP} order {ORDER} confirmation", "email", ORDER_DAY,
           "internal", "pieter", "eml", "household",
           {"issuer": SHOP, "order_number": ORDER, "order_total_cents": total,
            "items": [n for n, _, _ in ORDER_ITEMS], "attachment": f"Invoice_{ORDER}.pdf"},
           [pay(total, ORDER_DAY, "household", SHOP)], msg,
           sources=body.splitlines() + [f"Order {ORDER} confirmed"])
    # partial refund ----------------------------------------------------------------------
    issued, refund = date(2026, 5, 28), 2450
    pdf, pg = new_pdf(f"{SHOP} credit note", SHOP, issued)
    y = letterhead(pg, "Northwick Home Direct", ["Unit 2, Kilbarrow Logistics Park · VAT IE 4417729Q"],
                   color=(0.15, 0.15, 0.5), right_lines=["CREDIT NOTE CN-5530921-1", d_slash(issued)])
    y = address_block(pg, 50, y, [PIETER] + HOME)
    y = kv(pg, 50, y, [("Original order", ORDER), ("Reason", "Item returned unopened")], label_w=100)
    y = pg.table(50, y, [("Returned item", 300, "l"), ("Credit", 190, "r")],
                 [["Replacement filter, 2-pack", f"-{num(refund)}"], ["Total credited", f"-{num(refund)}"]])
    pg.paragraph(50, y + 20, f"The refund of {en(refund)} will reach your Visa card on "
                 f"{d_slash(REFUND_DAY)}. The rest of the order is unaffected.", 470)
    footer(pg, "Invented test document.")
    ar.add("Northwick_CreditNote_CN-5530921-1.pdf", f"{SHOP} credit note for order {ORDER}",
           "credit_note", issued, "internal", "pieter", "pdf", "household",
           {"issuer": SHOP, "order_number": ORDER, "credit_cents": refund,
            "refund_date": REFUND_DAY.isoformat()},
           [pay(-refund, REFUND_DAY, "household", SHOP, direction="in")], pdf.tobytes())


def warranty(ar):
    pdf, pg = new_pdf("Aerwell warranty card", MAKER, date(2026, 5, 19), family="mono")
    pg.rect(40, 40, 555, 420, color=(0.2, 0.5, 0.7), width=1.5)
    pg.center(297, 80, "AERWELL 2-YEAR WARRANTY CARD", size=16, bold=True)
    left = [("Model", "DH-20"), ("Serial no.", "AW20-77341-K"), ("Purchased from", SHOP)]
    right = [("Purchase date", d_slash(ORDER_DAY)), ("Warranty ends", d_slash(date(2028, 5, 11))),
             ("Registration", "WR-508812")]
    kv(pg, 60, 130, left, label_w=110, size=10)
    kv(pg, 310, 130, right, label_w=110, size=10)
    pg.paragraph(60, 240, "Covers parts and labour for faults in materials or workmanship. Keep "
                 "this card with your proof of purchase. Service line 01 488 2200.", 470, size=9)
    ar.add("Aerwell_DH20_warranty.pdf", "Aerwell DH-20 dehumidifier warranty card", "warranty",
           date(2026, 5, 19), "internal", "pieter", "pdf", "household",
           {"issuer": MAKER, "model": "DH-20", "serial": "AW20-77341-K", "purchase_date": "2026-05-12",
            "warranty_end": "2028-05-11", "registration": "WR-508812"}, [], pdf.tobytes())


def school(ar):
    issued, due, fee = date(2026, 9, 2), date(2026, 9, 25), 16500
    pdf, pg = new_pdf("Transition Year outdoor trip", SCHOOL, issued, family="serif")
    y = letterhead(pg, SCHOOL, ["Station Road, Ballyfarran · Principal: Ms Úna Fahey"], size=13,
                   color=(0.4, 0.1, 0.2))
    pg.text(50, y, d_long(issued), size=10)
    pg.text(50, y + 22, "Dear Parent/Guardian,", size=10)
    y = pg.paragraph(50, y + 42, "Transition Year students will spend three days at Inishcarra "
                     "Outdoor Centre from 7 to 9 October 2026 (kayaking, hill walking, team "
                     f"challenges). The cost is {en(fee)} per student, covering transport, meals "
                     f"and activities. Please pay through the school payments app by {d_long(due)} "
                     "and return the signed consent form.", 470, size=10)
    pg.text(50, y + 30, f"Student: {CIARA}   Class: TY2", size=10, bold=True)
    footer(pg, "Invented test document.")
    ar.add("BCC_TY_trip_2026.pdf", "School letter: Transition Year outdoor trip", "school_letter",
           issued, "public", "niamh", "pdf", "education",
           {"issuer": SCHOOL, "student": CIARA, "fee_cents": fee, "due_date": due.isoformat(),
            "trip_start": "2026-10-07", "trip_end": "2026-10-09"}, [], pdf.tobytes())


def bank(ar):
    by = {r["file"]: r for r in ar.rows}
    f_elec, f_gas = "docs/Lumenra_2026-07.pdf", "docs/Slievegas_reminder_2026-08.pdf"
    f_bb, f_mob = "docs/2026-08-08_Fibrelane_bill.eml", "docs/Chatterbox_2026-08.pdf"
    f_groc = "docs/IMG_20260829_183020.jpg"

    def amt(f):
        return by[f]["payments"][0]["amount_cents"], by[f]["payments"][0]["paid_on"]

    salary = 341277
    lines = [(date(2026, 8, 1), "SO QUARRY LANE WORKSPACE UNIT4", -38000, "rent", "Quarry Lane Workspace Ltd", None),
             (date(2026, 8, 5), "DD CAIRNWELL HEALTH CWH-2093", -28760, "health_insurance", "Cairnwell Health", None)]
    for f, text, cat, payee in [(f_gas, "CARD SLIEVEGAS LTD", "gas", "Slievegas Ltd"),
                                (f_elec, "DD LUMENRA ENERGY LE-30418", "electricity", "Lumenra Energy"),
                                (f_bb, "DD FIBRELANE BROADBAND", "internet", "Fibrelane Broadband"),
                                (f_mob, "DD CHATTERBOX MOBILE", "mobile", "Chatterbox Mobile"),
                                (f_groc, "CARD BRACKENRIDGE FOODS", "groceries", "Brackenridge Foods")]:
        c, d = amt(f)
        lines.append((date.fromisoformat(d), text, -c, cat, payee, f))
    lines.append((date(2026, 8, 25), "CREDIT DUNMORE ANALYTICS SALARY", salary, "salary", "Dunmore Analytics Ltd",
                  None))
    lines.sort(key=lambda x: (x[0], x[1]))
    opening = 284115
    pdf, pg = new_pdf("Lanesborough Bank statement August 2026", BANK, date(2026, 9, 1))
    y = letterhead(pg, "Lanesborough Bank", ["Current Account Statement · Branch: Ballyfarran"],
                   color=(0.1, 0.2, 0.35), right_lines=["Statement 08/2026", "Sheet 14"])
    y = address_block(pg, 50, y, [f"{NIAMH} & {PIETER}"] + HOME)
    y = kv(pg, 50, y, [("IBAN", IBAN_IE), ("Period", "01/08/2026 – 31/08/2026"),
                       ("Opening balance", num(opening))], label_w=110)
    rows, bal, pays = [], opening, []
    for d, text, c, cat, payee, dup in lines:
        bal += c
        rows.append([d_slash(d), text, paren(c) if c < 0 else "", num(c) if c > 0 else "", num(bal)])
        extra = {"dup_of": dup} if dup else {}
        pays.append(pay(abs(c), d, cat, payee, direction="out" if c < 0 else "in", **extra))
    y = pg.table(50, y, [("Date", 70, "l"), ("Details", 200, "l"), ("Paid out", 75, "r"),
                         ("Paid in", 75, "r"), ("Balance", 75, "r")], rows, size=8)
    pg.text(50, y + 20, f"Closing balance {num(bal)}", size=10, bold=True)
    footer(pg, "Debits are shown in brackets. Invented test document.")
    ar.add("Lanesborough_Statement_2026-08.pdf", "Lanesborough Bank statement August 2026",
           "bank_statement", date(2026, 9, 1), "confidential", "niamh", "pdf", "bank",
           {"issuer": BANK, "iban": IBAN_IE, "opening_cents": opening, "closing_cents": bal,
            "salary_cents": salary, "period": "2026-08"}, pays, pdf.tobytes())


def build(ar):
    order(ar)
    warranty(ar)
    school(ar)
