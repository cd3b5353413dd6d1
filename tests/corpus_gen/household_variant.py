"""Generate a second synthetic household archive with other issuers, labels, layouts and languages
than ../shared/corpus/household, with its manifest, archive.json and gold questions.

Everything is fictional and deterministic (seeded). Gold answers are computed from the generator's
own payment records by ``questions.py``. Run from the project root:

    python3 tests/corpus_gen/household_variant.py [OUT]      # default tests/data/household_variant/
    python3 tests/corpus_gen/check_variant.py                # checks the documents are readable
"""
from __future__ import annotations

import calendar
import json
import random
import shutil
import sys
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from formats import (  # noqa: E402
    cents_round,
    d_de,
    d_fr,
    d_nl,
    d_slash,
    d_uk_long,
    d_uk_short,
    d_us_long,
    d_us_short,
    decimal_comma,
    eur_de,
    eur_fr,
    eur_nl,
    gbp,
    pct_of,
    usd,
    usd_plain,
)
from render import Pdf, email_with_pdf, local_time, receipt_photo, scan_pdf  # noqa: E402

SEED = 4711
TODAY = date(2026, 11, 30)
OUT = HERE.parent / "data" / "household_variant"
HOUSEHOLD = "h2"
MEMBERS = [
    {"user": "marguerite", "name": "Marguerite Olenski", "role": "adult"},
    {"user": "theo", "name": "Theodor Vanbrugh", "role": "adult"},
    {"user": "juno", "name": "Juno Olenski", "role": "teen"},
]
ADDRESS = ["58 Wrenfield Terrace, Unit 3", "Halcyon Falls, OR 97381"]
FLAT_FR = ["Appartement 4, 9 rue des Tanneurs", "68990 Riquebourg-sur-Lauch, France"]

ELEC = "Pinecrest Electric Cooperative"
GAS = "Bluestem Natural Gas"
WATER = "Orchard Hollow Municipal Utilities"
NET = "Vireo Fibre Communications"
ELEC_FR = "Lumivosges Énergie SA"
STORAGE = "Kingsmoor Self Storage Ltd"
STAY_DE = "Gästehaus Almblick"
BIKE_NL = "Fietsatelier Ooievaar B.V."
CAR_INS = "Corvane Mutual Insurance"
HOME_INS = "Alderwick Home & Contents Insurance"
LANDLORD = "Quayside Residential Trust"
APPLIANCE_STORE = "Harlow & Finch Appliance Co."

rng = random.Random(SEED)
DOCS: list[dict] = []
FILES: dict[str, bytes] = {}


def month_end(y: int, m: int) -> date:
    return date(y, m, calendar.monthrange(y, m)[1])


def prev_month(y: int, m: int) -> tuple[int, int]:
    return (y - 1, 12) if m == 1 else (y, m - 1)


def add_doc(file, title, kind, created, sensitivity, owner, payments, fmt, data, category=None,
            facts=None, ocr_facts=None):
    """Record one archive file: its bytes and its manifest row (the shared household's fields)."""
    row = {"file": f"docs/{file}", "title": title, "kind": kind, "created": created.isoformat(),
           "sensitivity": sensitivity, "owner": owner, "payments": payments,
           "household": HOUSEHOLD, "format": fmt}
    if category:
        row["category"] = category
    if facts is not None:
        row["facts"] = facts
    if ocr_facts:
        row["ocr_facts"] = ocr_facts
    DOCS.append(row)
    FILES[row["file"]] = data
    return row


def payment(cents, currency, paid_on: date, category, payee, direction="out", **extra):
    p = {"amount_cents": cents, "currency": currency, "paid_on": paid_on.isoformat(),
         "category": category, "payee": payee, "direction": direction}
    p.update(extra)
    return p


def bill_facts(b: dict, amount_text: str, due_text: str) -> dict:
    return {"issuer": b["issuer"], "category": b["category"], "account": b["account"],
            "statement_date": b["statement_date"].isoformat(),
            "period_start": b["period_start"].isoformat(), "period_end": b["period_end"].isoformat(),
            "due_date": b["due_date"].isoformat(), "amount_due_cents": b["amount_cents"],
            "currency": b["currency"], "previous_balance_cents": b.get("previous_cents"),
            "paid_on": b["paid_on"].isoformat() if b.get("paid_on") else None,
            "amount_due_text": amount_text, "due_date_text": due_text}


def addr_block(p, x, y, name, lines=ADDRESS, size=9.0):
    p.text(x, y, name, size)
    for i, line in enumerate(lines):
        p.text(x, y + (i + 1) * size * 1.3, line, size)


# ---------------------------------------------------------------------------------------------
# Electricity at home: Pinecrest Electric Cooperative, monthly, two-column layout, direct debit.

KWH_BY_MONTH = {1: 655, 2: 610, 3: 540, 4: 470, 5: 430, 6: 515, 7: 690, 8: 735, 9: 610, 10: 480,
                11: 525, 12: 620}


def electricity_series() -> list[dict]:
    bills, prev_total, prev_paid = [], 12170, date(2024, 6, 24)
    y, m = 2024, 7
    while (y, m) <= (2026, 11):
        stmt = date(y, m, rng.randint(2, 6))
        py, pm = prev_month(y, m)
        kwh = KWH_BY_MONTH[pm] + rng.randint(-48, 48)
        rate = "0.1380" if stmt < date(2026, 5, 1) else "0.1462"
        basic = 975
        energy = cents_round(Decimal(kwh) * Decimal(rate) * 100)
        network = cents_round(Decimal(kwh) * Decimal("4.10"))
        tax = pct_of(basic + energy + network, "5")
        total = basic + energy + network + tax
        debit = stmt + timedelta(days=rng.randint(17, 21))
        bills.append({"issuer": ELEC, "category": "electricity", "account": "PEC-0048-7712",
                      "statement_date": stmt, "period_start": date(py, pm, 1),
                      "period_end": month_end(py, pm), "due_date": debit, "paid_on": debit,
                      "amount_cents": total, "currency": "USD", "previous_cents": prev_total,
                      "prev_paid_on": prev_paid, "kwh": kwh, "rate": rate,
                      "lines": [basic, energy, network, tax],
                      "meter": (48210 + len(bills) * 590, kwh)})
        prev_total, prev_paid = total, debit
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return bills


def render_electricity(b: dict) -> bytes:
    stmt = b["statement_date"]
    pdf = Pdf(f"{ELEC} statement {stmt:%B %Y}", ELEC, stmt, family="sans")
    p = pdf.page()
    p.rect(0, 0, 612, 70, fill=(0.12, 0.33, 0.22), color=(0.12, 0.33, 0.22))
    p.text(40, 34, "Pinecrest Electric", 20, True, color=(1, 1, 1))
    p.text(40, 52, "Cooperative  ·  member-owned power since 1947".replace("·", "-"), 9,
           color=(0.9, 1, 0.9))
    p.right(572, 34, "ELECTRICITY STATEMENT", 11, True, color=(1, 1, 1))
    p.right(572, 52, "pinecrest-electric.example  |  (541) 555-0148", 8, color=(0.9, 1, 0.9))
    addr_block(p, 40, 100, MEMBERS[0]["name"])
    # left column: label, value on the line below
    left = [("Account number", b["account"]),
            ("Statement issued", d_us_short(stmt)),
            ("Billing period", f"{d_us_short(b['period_start'])} - {d_us_short(b['period_end'])}"),
            ("Direct debit date", d_us_short(b["paid_on"])),
            ("Meter", f"PX-{b['meter'][0] % 9973:04d}-E")]
    y = 170
    p.text(40, y, "Your account details", 10, True)
    y += 18
    for label, value in left:
        p.text(40, y, label, 7.5, color=(0.35, 0.35, 0.35))
        p.text(40, y + 12, value, 10, True)
        y += 32
    # right column: label far left, value far right
    prev, total = b["previous_cents"], b["amount_cents"]
    x0, x1, y = 320, 572, 170
    p.text(x0, y, "Your account at a glance", 10, True)
    y += 20
    rows = [("Previous statement", usd(prev)),
            (f"Your payment of {usd(prev)} was received with thanks", ""),
            (f"   on {d_us_short(b['prev_paid_on'])}", usd(-prev)),
            ("Balance carried forward", usd(0)),
            ("Charges this period", usd(total))]
    for label, value in rows:
        p.text(x0, y, label, 8.5)
        if value:
            p.right(x1, y, value, 8.5)
        y += 15
    p.line(x0, y - 8, x1, y - 8)
    p.text(x0, y + 6, "Amount payable", 12, True)
    p.right(x1, y + 6, usd(total), 12, True)
    # full-width charges table
    basic, energy, network, tax = b["lines"]
    kwh, rate = b["kwh"], b["rate"]
    y = 360
    p.text(40, y, "How your charges were worked out", 10, True)
    rows = [["Basic service charge", "1 month", usd(basic), usd(basic)],
            ["Energy used", f"{kwh} kWh", f"${rate}", usd(energy)],
            ["Network delivery", f"{kwh} kWh", "$0.0410", usd(network)],
            ["State energy tax (5%)", "", "", usd(tax)],
            ["Total charges", "", "", usd(total)]]
    y = p.table(40, y + 8, [("Description", 250, "l"), ("Quantity", 90, "r"),
                            ("Unit price", 90, "r"), ("Amount", 102, "r")], rows)
    y += 24
    y = p.paragraph(40, y, f"The amount payable will be collected by direct debit from your bank "
                           f"account ending 3391 on {d_us_short(b['paid_on'])}. You do not need to "
                           f"do anything.", 532, 9)
    if rate == "0.1462" and stmt < date(2026, 6, 1):
        y = p.paragraph(40, y + 6, "Rate change: from May 1, 2026 the energy rate is $0.1462 per "
                                   "kWh (previously $0.1380 per kWh), as approved by the board.",
                        532, 9)
    p.paragraph(40, 720, f"Usage this period: {kwh} kWh. Meter read {b['meter'][0]:,} -> "
                         f"{b['meter'][0] + kwh:,}. Outages: call (541) 555-0100, day or night.",
                532, 8)
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Gas: Bluestem Natural Gas, monthly, monospace, label left / value far right, autopay wording.

THERMS = {1: 118, 2: 104, 3: 86, 4: 58, 5: 32, 6: 18, 7: 14, 8: 13, 9: 19, 10: 38, 11: 72, 12: 105}


def gas_series() -> list[dict]:
    bills, prev_total = [], 9612
    y, m = 2025, 2
    while (y, m) <= (2026, 11):
        stmt = date(y, m, rng.randint(7, 10))
        if (y, m) == (2026, 11):
            stmt = date(2026, 11, 13)
        py, pm = prev_month(y, m)
        therms = THERMS[pm] + rng.randint(-7, 7)
        supply_rate = "0.86" if y == 2025 else "0.91"
        customer = 1250
        supply = cents_round(Decimal(therms) * Decimal(supply_rate) * 100)
        delivery = cents_round(Decimal(therms) * Decimal("47"))
        tax = pct_of(customer + supply + delivery, "2.5")
        total = customer + supply + delivery + tax
        due = stmt + timedelta(days=20)
        suspended = (y, m) == (2026, 11)
        debit = None if suspended else stmt + timedelta(days=rng.randint(13, 17))
        bills.append({"issuer": GAS, "category": "gas", "account": "BNG 5520-1187-03",
                      "statement_date": stmt, "period_start": date(py, pm, 1),
                      "period_end": month_end(py, pm), "due_date": due, "paid_on": debit,
                      "amount_cents": total, "currency": "USD", "previous_cents": prev_total,
                      "prev_paid_on": bills[-1]["paid_on"] if bills else date(2025, 1, 24),
                      "therms": therms, "supply_rate": supply_rate,
                      "lines": [customer, supply, delivery, tax]})
        prev_total = total
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return bills


def render_gas(b: dict) -> bytes:
    stmt = b["statement_date"]
    pdf = Pdf(f"Bluestem gas bill {d_slash(stmt)}", GAS, stmt, family="mono")
    p = pdf.page()
    p.center(306, 50, "B L U E S T E M   N A T U R A L   G A S", 13, True)
    p.center(306, 64, "PO Box 880, Halcyon Falls OR 97381 * 1-866-555-0193 * bluestemgas.example",
             7.5)
    p.line(40, 74, 572, 74, 1.2)
    addr_block(p, 40, 96, MEMBERS[0]["name"], size=8.5)
    p.text(360, 96, "MONTHLY GAS BILL", 10, True)
    x1 = 572

    def lv(y, label, value, bold=False, size=8.5):
        p.text(40, y, label, size, bold)
        p.right(x1, y, value, size, bold)

    y = 150
    lv(y, "Customer number", b["account"])
    lv(y + 14, "Bill date", d_slash(stmt))
    lv(y + 28, "Service from", f"{d_slash(b['period_start'])} to {d_slash(b['period_end'])}")
    lv(y + 42, "Remit by", d_slash(b["due_date"]))
    p.line(40, y + 52, x1, y + 52, 0.4)
    y += 72
    p.text(40, y, "ACCOUNT ACTIVITY", 9, True)
    y += 16
    prev = b["previous_cents"]
    lv(y, "Last bill", usd(prev))
    lv(y + 14, f"Payment received - thank you  {d_slash(b['prev_paid_on'])}", usd(-prev))
    lv(y + 28, "Balance", usd(0))
    y += 56
    customer, supply, delivery, tax = b["lines"]
    therms = b["therms"]
    p.text(40, y, "CURRENT CHARGES", 9, True)
    y += 16
    lv(y, "Customer charge", usd(customer))
    lv(y + 14, f"Gas supply  {therms} therms @ ${b['supply_rate']}", usd(supply))
    lv(y + 28, f"Pipeline delivery  {therms} therms @ $0.47", usd(delivery))
    lv(y + 42, "Franchise & utility tax 2.5%", usd(tax))
    lv(y + 60, "Total current charges", usd(b["amount_cents"]), True)
    y += 96
    p.rect(40, y - 16, x1, y + 20, color=(0, 0, 0), width=1)
    lv(y + 6, "  PLEASE REMIT", usd(b["amount_cents"]) + "  ", True, 12)
    y += 48
    if b["paid_on"]:
        y = p.paragraph(40, y, f"Automatic payment: {usd(b['amount_cents'])} will be debited on or "
                               f"around {d_slash(b['paid_on'])} from your checking account. Do not "
                               f"send a check.", 532, 8.5)
    else:
        y = p.paragraph(40, y, f"Automatic payment is suspended on this account. Please remit "
                               f"{usd(b['amount_cents'])} by {d_slash(b['due_date'])} using the slip "
                               f"below or online.", 532, 8.5)
    p.line(40, 640, x1, 640, 0.5)
    p.text(40, 656, "- - - - - - - - - - - detach and return with payment - - - - - - - - - -", 7)
    lv(676, "Customer number", b["account"], size=8)
    lv(690, "Please remit", usd(b["amount_cents"]), size=8)
    lv(704, "Amount enclosed", "$ ____________", size=8)
    p.text(40, 740, "Bluestem Natural Gas - a regulated gas utility serving the Halcyon valley.", 7)
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Water: Orchard Hollow Municipal Utilities, every two months, serif, values on the line below,
# stamped "received with thanks" once paid; a missed bill, a reminder with a late fee.

WATER_MONTHS = [(2023, 5), (2024, 3)] + [(y, m) for y in (2025, 2026) for m in (1, 3, 5, 7, 9, 11)]
GALLONS = {1: 8600, 3: 8200, 5: 10400, 7: 14900, 9: 15600, 11: 10900}
LATE_FEE = 1250


def water_series() -> tuple[list[dict], dict]:
    bills, prev_total, prev_paid = [], 9110, date(2023, 3, 24)
    reminder = {}
    for y, m in WATER_MONTHS:
        stmt = date(y, m, rng.randint(6, 9))
        sy, sm = prev_month(*prev_month(y, m))
        ey, em = prev_month(y, m)
        gallons = GALLONS[m] + rng.randint(-9, 9) * 100
        meter_fee = 450
        water = cents_round(Decimal(gallons) * Decimal("0.490"))
        sewer = cents_round(Decimal(gallons) * Decimal("0.635"))
        hydrant = 120
        new = meter_fee + water + sewer + hydrant
        due = stmt + timedelta(days=21)
        b = {"issuer": WATER, "category": "water", "account": "OH-30917-2",
             "statement_date": stmt, "period_start": date(sy, sm, 1),
             "period_end": month_end(ey, em), "due_date": due, "currency": "USD",
             "gallons": gallons, "lines": [meter_fee, water, sewer, hydrant], "new_cents": new,
             "previous_cents": prev_total, "prev_paid_on": prev_paid, "late_fee": 0}
        if reminder and not reminder.get("applied"):
            # the bill after the reminder: the overdue amount plus fee was paid in between
            b["previous_cents"] = reminder["total"]
            b["prev_paid_on"] = reminder["paid_on"]
            b["after_reminder"] = (reminder["bill"]["amount_cents"], reminder["fee"])
            reminder["applied"] = True
        b["amount_cents"] = new
        if (y, m) == (2026, 3):
            b["paid_on"] = None
            reminder = {"bill": b, "date": date(2026, 4, 8), "fee": LATE_FEE,
                        "total": new + LATE_FEE, "paid_on": date(2026, 4, 19),
                        "pay_by": date(2026, 4, 22)}
        elif (y, m) == (2026, 11):
            b["statement_date"] = stmt = date(2026, 11, 9)
            b["due_date"] = date(2026, 12, 1)
            b["paid_on"] = None
        else:
            b["paid_on"] = due - timedelta(days=rng.randint(2, 9))
        bills.append(b)
        if b["paid_on"]:
            prev_total, prev_paid = new, b["paid_on"]
        else:
            prev_total, prev_paid = new, None
    return bills, reminder


def render_water(b: dict) -> bytes:
    stmt = b["statement_date"]
    pdf = Pdf(f"Orchard Hollow utility statement {stmt:%Y-%m}", WATER, stmt, family="serif")
    p = pdf.page()
    p.text(40, 52, "Orchard Hollow", 22, True, color=(0.1, 0.25, 0.5))
    p.text(40, 68, "Municipal Utilities  -  Water & Sewer Services", 10, color=(0.1, 0.25, 0.5))
    p.right(572, 52, "City Hall Annex, 3 Mill Race Road", 8)
    p.right(572, 64, "(541) 555-0172  -  orchardhollow.example/pay", 8)
    p.line(40, 78, 572, 78, 2, color=(0.1, 0.25, 0.5))
    addr_block(p, 40, 102, MEMBERS[1]["name"])
    p.text(330, 102, "Water & sewer statement", 13, True)
    # a 3 x 2 grid of boxes: label on top, value below
    cells = [("Account", b["account"]), ("Statement date", d_uk_long(stmt)),
             ("Service period", f"{d_uk_long(b['period_start'])} - {d_uk_long(b['period_end'])}"),
             ("Payment due", d_uk_long(b["due_date"])),
             ("Water used", f"{b['gallons']:,} gallons"), ("Total to pay", usd(b["amount_cents"]))]
    for i, (label, value) in enumerate(cells):
        cx, cy = 40 + (i % 3) * 178, 150 + (i // 3) * 48
        p.rect(cx, cy, cx + 172, cy + 42, color=(0.6, 0.6, 0.7))
        p.text(cx + 6, cy + 13, label, 7.5, color=(0.3, 0.3, 0.4))
        p.text(cx + 6, cy + 32, value, 10 if len(value) < 24 else 7.2, label == "Total to pay")
    y = 270
    prev = b["previous_cents"]
    p.text(40, y, "Balance", 11, True)
    y += 16
    rows = [["Balance from previous statement", usd(prev)]]
    if b.get("after_reminder"):
        overdue, fee = b["after_reminder"]
        rows = [["Balance from previous statement", usd(overdue)],
                ["Late payment fee (see reminder)", usd(fee)]]
    if b["prev_paid_on"]:
        rows.append([f"Payment received {d_uk_long(b['prev_paid_on'])}", usd(-prev)])
        rows.append(["Balance carried forward", usd(0)])
    else:
        rows.append(["Balance carried forward", usd(prev)])
    y = p.table(40, y, [("", 420, "l"), ("", 112, "r")], rows, header_fill=None,
                header_bold=False)
    meter_fee, water, sewer, hydrant = b["lines"]
    kgal = Decimal(b["gallons"]) / 1000
    y += 14
    p.text(40, y, "Charges for this period", 11, True)
    rows = [["Meter service fee", "2 months", "$2.25", usd(meter_fee)],
            ["Water", f"{kgal} kgal", "$4.90", usd(water)],
            ["Sewer", f"{kgal} kgal", "$6.35", usd(sewer)],
            ["Hydrant maintenance surcharge", "", "", usd(hydrant)],
            ["New charges", "", "", usd(b["new_cents"])]]
    y = p.table(40, y + 6, [("Item", 262, "l"), ("Quantity", 90, "r"), ("Rate", 80, "r"),
                            ("Amount", 100, "r")], rows)
    y += 28
    p.text(40, y, "Total to pay", 13, True)
    p.text(40, y + 18, usd(b["amount_cents"]), 16, True)
    p.text(300, y, "Pay by", 10)
    p.text(300, y + 16, d_uk_long(b["due_date"]), 12, True)
    if b["paid_on"]:
        p.rect(330, 600, 572, 660, color=(0.7, 0.1, 0.1), width=2)
        p.text(342, 622, "PAID - THANK YOU", 14, True, color=(0.7, 0.1, 0.1))
        p.text(342, 644, f"Your payment of {usd(b['amount_cents'])} was received with thanks",
               7.5, color=(0.7, 0.1, 0.1))
        p.text(342, 654, f"on {d_uk_long(b['paid_on'])}.", 7.5, color=(0.7, 0.1, 0.1))
    p.paragraph(40, 700, "Payments received after the due date incur a late payment fee of $12.50. "
                         "Pay online, by phone or at City Hall Annex.", 532, 8)
    return pdf.tobytes()


def render_water_reminder(r: dict) -> bytes:
    b = r["bill"]
    pdf = Pdf("Payment reminder", WATER, r["date"], family="serif")
    p = pdf.page()
    p.text(40, 52, "Orchard Hollow", 22, True, color=(0.1, 0.25, 0.5))
    p.text(40, 68, "Municipal Utilities  -  Water & Sewer Services", 10, color=(0.1, 0.25, 0.5))
    p.line(40, 78, 572, 78, 2, color=(0.1, 0.25, 0.5))
    addr_block(p, 40, 110, MEMBERS[1]["name"])
    p.right(572, 110, d_uk_long(r["date"]), 10)
    p.right(572, 124, f"Account {b['account']}", 10)
    p.text(40, 180, "REMINDER - PAYMENT OVERDUE", 14, True, color=(0.7, 0.1, 0.1))
    y = p.paragraph(40, 204, f"Our records show that your statement of {d_uk_long(b['statement_date'])} "
                             f"for {usd(b['amount_cents'])}, due on {d_uk_long(b['due_date'])}, has "
                             f"not been paid. A late payment fee has been added to your account.",
                    532, 10)
    rows = [["Overdue statement amount", usd(b["amount_cents"])],
            ["Late payment fee", usd(r["fee"])],
            ["Now due", usd(r["total"])]]
    y = p.table(40, y + 10, [("", 400, "l"), ("", 132, "r")], rows, header_fill=None,
                header_bold=False, size=10, row_h=17)
    y = p.paragraph(40, y + 20, f"Please pay {usd(r['total'])} by {d_uk_long(r['pay_by'])} to avoid "
                                f"further action. If you have already paid, thank you and please "
                                f"disregard this letter.", 532, 10)
    p.text(40, y + 30, "Customer Accounts Team", 10)
    p.rect(330, 560, 572, 620, color=(0.1, 0.4, 0.1), width=2)
    p.text(342, 582, "PAID", 16, True, color=(0.1, 0.4, 0.1))
    p.text(342, 604, f"Payment of {usd(r['total'])} received with thanks {d_slash(r['paid_on'])}",
           7.5, color=(0.1, 0.4, 0.1))
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Internet: Vireo Fibre Communications, monthly from 2026, invoice table, card charge wording.

def internet_series() -> list[dict]:
    bills = []
    for m in range(1, 12):
        inv = date(2026, m, rng.randint(18, 22))
        plan = 4900 if m <= 3 else 6900
        mesh = 400
        surcharge = pct_of(plan + 2 * mesh, "3")
        total = plan + 2 * mesh + surcharge
        charge = inv + timedelta(days=rng.randint(4, 7))
        bills.append({"issuer": NET, "category": "internet", "account": "VFC-218-60457",
                      "statement_date": inv, "period_start": date(2026, m, 1),
                      "period_end": month_end(2026, m), "due_date": charge, "paid_on": charge,
                      "amount_cents": total, "currency": "USD", "previous_cents": None,
                      "invoice_no": f"VF{2026 * 100 + m}-{rng.randint(1000, 9999)}",
                      "lines": [plan, mesh, surcharge], "promo": m <= 3})
    return bills


def render_internet(b: dict) -> bytes:
    inv = b["statement_date"]
    pdf = Pdf(f"Vireo Fibre invoice {b['invoice_no']}", NET, inv, family="sans")
    p = pdf.page()
    p.text(40, 50, "vireo", 28, True, color=(0.45, 0.2, 0.6))
    p.text(118, 50, "fibre", 28, color=(0.45, 0.2, 0.6))
    p.text(40, 66, "Vireo Fibre Communications  -  1200 Canopy Street, Suite 9", 8)
    p.right(572, 44, "TAX INVOICE", 14, True)
    p.right(572, 60, f"Invoice {b['invoice_no']}", 9)
    p.right(572, 72, f"Issued {inv.isoformat()}", 9)
    addr_block(p, 40, 110, MEMBERS[1]["name"])
    p.text(360, 110, "Customer ref", 8, color=(0.4, 0.4, 0.4))
    p.right(572, 110, b["account"], 9)
    p.text(360, 124, "Service month", 8, color=(0.4, 0.4, 0.4))
    p.right(572, 124, f"{inv:%B %Y}", 9)
    p.text(360, 138, "Total to pay", 8, color=(0.4, 0.4, 0.4))
    p.right(572, 138, usd(b["amount_cents"]), 9, True)
    plan, mesh, surcharge = b["lines"]
    name = "Fibre 800 home plan (800 Mbps)" + (" - welcome price" if b["promo"] else "")
    rows = [[name, "1", usd(plan), usd(plan)],
            ["Wi-Fi 6 mesh point rental", "2", usd(mesh), usd(2 * mesh)],
            ["Telecom surcharge (3%)", "", "", usd(surcharge)]]
    y = p.table(40, 190, [("Item", 282, "l"), ("Qty", 50, "r"), ("Unit price", 90, "r"),
                          ("Line total", 110, "r")], rows, header_fill=(0.88, 0.82, 0.93))
    p.text(362, y + 22, "Total to pay", 11, True)
    p.right(572, y + 22, usd(b["amount_cents"]), 11, True)
    y += 60
    y = p.paragraph(40, y, f"Your card ending 5521 will be charged {usd(b['amount_cents'])} on or "
                           f"around {b['paid_on'].isoformat()}. Nothing else to do.", 532, 9)
    p.paragraph(40, 720, "Questions about your bill? Chat with us at vireofibre.example or call "
                         "1-877-555-0166. Your plan: Fibre 800, 800 Mbps down / 400 Mbps up.", 532, 8)
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Holiday flat in Alsace: Lumivosges Énergie, French factures in EUR, every six months.

def render_facture_fr(b: dict) -> bytes:
    d = b["statement_date"]
    pdf = Pdf(f"Facture {b['invoice_no']}", ELEC_FR, d, family="sans", unicode=True,
              size=(595, 842))
    p = pdf.page()
    p.text(40, 56, "LUMIVOSGES", 22, True, color=(0.85, 0.35, 0.05))
    p.text(40, 72, "Énergie SA - fournisseur d'électricité", 9)
    p.right(555, 56, "FACTURE", 16, True)
    p.right(555, 72, f"n° {b['invoice_no']}", 9)
    addr_block(p, 320, 120, "M. Theodor Vanbrugh", FLAT_FR)
    grid = [("Référence client", b["account"]), ("Date de facture", d_fr(d)),
            ("Période de consommation", f"du {d_fr(b['period_start'])} au {d_fr(b['period_end'])}"),
            ("Point de livraison", "PDL 2145 8830 1177 40")]
    y = 120
    for label, value in grid:
        p.text(40, y, label, 8, color=(0.4, 0.4, 0.4))
        p.text(40, y + 11, value, 9.5)
        y += 28
    kwh, price = b["kwh"], b["price"]
    sub, cons, taxes, tva = b["lines"]
    rows = [["Abonnement (6 kVA)", "6 mois", eur_fr(sub // 6), eur_fr(sub)],
            ["Consommation", f"{kwh} kWh", f"{decimal_comma(price)} €", eur_fr(cons)],
            ["Contributions et accise", "", "", eur_fr(taxes)],
            ["TVA 20 %", "", "", eur_fr(tva)]]
    y = p.table(40, 260, [("Désignation", 245, "l"), ("Quantité", 80, "r"),
                          ("Prix unitaire", 90, "r"), ("Montant TTC", 100, "r")], rows)
    p.rect(300, y + 20, 555, y + 70, fill=(0.99, 0.93, 0.87), color=(0.85, 0.35, 0.05))
    p.text(310, y + 40, "Montant à payer", 11, True)
    p.right(548, y + 40, eur_fr(b["amount_cents"]), 13, True)
    p.text(310, y + 60, "Date d'échéance", 9)
    p.right(548, y + 60, d_fr(b["due_date"]), 9)
    p.paragraph(40, y + 100, f"Ce montant sera prélevé sur votre compte le {d_fr(b['paid_on'])}. "
                             f"Merci de votre confiance.", 515, 9)
    p.paragraph(40, 780, "Lumivosges Énergie SA - 14 quai des Bateliers - service client 03 89 00 "
                         "41 77 - lumivosges.example", 515, 7.5)
    return pdf.tobytes()


def facture_series() -> list[dict]:
    out = []
    for (y, m), kwh in [((2025, 2), 612), ((2025, 8), 288), ((2026, 2), 655)]:
        d = date(y, m, rng.randint(9, 13))
        ps = date(y - 1, 8, 1) if m == 2 else date(y, 2, 1)
        pe = date(y, 1, 31) if m == 2 else date(y, 7, 31)
        price = "0.2016" if y == 2025 else "0.2073"
        sub = 6 * 1265
        cons = cents_round(Decimal(kwh) * Decimal(price) * 100)
        taxes = pct_of(cons, "11")
        tva = pct_of(sub + cons + taxes, "20")
        total = sub + cons + taxes + tva
        due = d + timedelta(days=15)
        out.append({"issuer": ELEC_FR, "category": "electricity", "account": "LV-0094417",
                    "statement_date": d, "period_start": ps, "period_end": pe, "due_date": due,
                    "paid_on": due, "amount_cents": total, "currency": "EUR", "kwh": kwh,
                    "price": price, "lines": [sub, cons, taxes, tva], "previous_cents": None,
                    "invoice_no": f"F{y}{m:02d}-{rng.randint(10000, 99999)}"})
    return out


# ---------------------------------------------------------------------------------------------
# GBP: a storage unit in England, monthly direct debit, then a credit note (refund).

def storage_docs():
    months = [(2024, 9), (2024, 10), (2024, 11), (2024, 12)]
    rows = []
    for y, m in months:
        d = date(y, m, 1)
        dd = date(y, m, 8)
        rows.append({"date": d, "dd": dd, "no": f"KS-{y % 100}{m:02d}-0417", "unit": 4800,
                     "cover": 450})
    return rows


def render_storage_invoice(r: dict) -> bytes:
    pdf = Pdf(f"Kingsmoor invoice {r['no']}", STORAGE, r["date"], family="sans", size=(595, 842))
    p = pdf.page()
    p.text(40, 54, "KINGSMOOR", 18, True)
    p.text(40, 68, "Self Storage Ltd  |  Unit 7, Fenwharf Trading Estate, Reading RG2 0QX", 8)
    p.right(555, 54, "INVOICE", 14, True)
    addr_block(p, 40, 110, "Ms M. Olenski", ["c/o 58 Wrenfield Terrace, Unit 3",
                                            "Halcyon Falls, OR 97381, USA"])
    meta = [("Invoice number", r["no"]), ("Invoice date", d_uk_short(r["date"])),
            ("Storage unit", "B-114 (35 sq ft)"), ("Direct Debit date", d_uk_short(r["dd"]))]
    y = 110
    for label, value in meta:
        p.text(330, y, label, 8.5)
        p.right(555, y, value, 8.5)
        y += 14
    total = r["unit"] + r["cover"]
    end = month_end(r["date"].year, r["date"].month)
    rows = [[f"Storage rent {d_uk_short(r['date'])} - {d_uk_short(end)}", "1", gbp(r["unit"]),
             gbp(r["unit"])],
            ["Contents cover (up to £2,000)", "1", gbp(r["cover"]), gbp(r["cover"])]]
    y = p.table(40, 200, [("Description", 290, "l"), ("Qty", 40, "r"), ("Price", 90, "r"),
                          ("Amount", 95, "r")], rows)
    p.text(340, y + 24, "Total to pay", 11, True)
    p.right(555, y + 24, gbp(total), 11, True)
    p.paragraph(40, y + 60, f"Amount payable {gbp(total)} will be collected by Direct Debit on "
                            f"{d_uk_short(r['dd'])}. VAT is not charged on this account.", 515, 9)
    return pdf.tobytes()


def render_storage_credit(d: date, refunded: date, amount: int) -> bytes:
    pdf = Pdf("Kingsmoor credit note CN-20417", STORAGE, d, family="sans", size=(595, 842))
    p = pdf.page()
    p.text(40, 54, "KINGSMOOR", 18, True)
    p.text(40, 68, "Self Storage Ltd  |  Unit 7, Fenwharf Trading Estate, Reading RG2 0QX", 8)
    p.right(555, 54, "CREDIT NOTE", 14, True)
    addr_block(p, 40, 110, "Ms M. Olenski", ["c/o 58 Wrenfield Terrace, Unit 3",
                                            "Halcyon Falls, OR 97381, USA"])
    meta = [("Credit note", "CN-20417"), ("Date", d_uk_short(d)),
            ("Against invoice", "KS-2412-0417"), ("Storage unit", "B-114 (vacated 16 Dec 2024)")]
    y = 110
    for label, value in meta:
        p.text(330, y, label, 8.5)
        p.right(555, y, value, 8.5)
        y += 14
    rows = [["Unused storage rent 17 Dec 2024 - 31 Dec 2024", "15 days", "£1.75", gbp(-amount)]]
    y = p.table(40, 200, [("Description", 290, "l"), ("Qty", 60, "r"), ("Price", 70, "r"),
                          ("Amount", 95, "r")], rows)
    p.text(340, y + 24, "Total credit", 11, True)
    p.right(555, y + 24, gbp(-amount), 11, True)
    p.paragraph(40, y + 60, f"We have refunded {gbp(amount)} to the card ending 0932 on "
                            f"{d_uk_short(refunded)}. Your account is now closed with a balance of "
                            f"£0.00. Thank you for storing with Kingsmoor.", 515, 9)
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# One-off invoices in German and Dutch (EUR, item tables).

def render_rechnung(r: dict) -> bytes:
    d = r["date"]
    pdf = Pdf(f"Rechnung {r['no']}", STAY_DE, d, family="serif", unicode=True, size=(595, 842))
    p = pdf.page()
    p.text(40, 56, "Gästehaus Almblick", 20, True, color=(0.2, 0.35, 0.15))
    p.text(40, 72, "Inh. Veronika Strobl - Bergstraße 12 - 87549 Hinterstein-Alm - Tel. 08321 55 04 "
                   "19", 8)
    addr_block(p, 40, 120, "Frau Marguerite Olenski", ADDRESS + ["USA"])
    meta = [("Rechnungsnummer", r["no"]), ("Rechnungsdatum", d_de(d)),
            ("Aufenthalt", f"{d_de(r['arrive'])} - {d_de(r['leave'])}"),
            ("Fälligkeitsdatum", d_de(r["due"]))]
    y = 120
    for label, value in meta:
        p.text(330, y, label, 8.5)
        p.text(440, y + 12, value, 9.5, True)  # value one line lower and indented
        y += 30
    p.text(40, 260, "RECHNUNG", 14, True)
    rows = [[desc, str(qty), eur_de(unit), eur_de(qty * unit)] for desc, qty, unit in r["items"]]
    y = p.table(40, 272, [("Leistung", 250, "l"), ("Menge", 60, "r"), ("Einzelpreis", 100, "r"),
                          ("Gesamt", 105, "r")], rows)
    total = sum(q * u for _, q, u in r["items"])
    vat = cents_round(Decimal(total) * 7 / 107)
    p.text(300, y + 22, "Zu zahlen", 12, True)
    p.right(555, y + 22, eur_de(total), 12, True)
    p.text(300, y + 38, "darin enthaltene MwSt. 7 %", 8.5)
    p.right(555, y + 38, eur_de(vat), 8.5)
    p.paragraph(40, y + 80, f"Zahlung per Überweisung erhalten am {d_de(r['paid'])} - vielen Dank! "
                            f"Wir freuen uns auf Ihren nächsten Besuch im Allgäu.", 515, 9.5)
    return pdf.tobytes()


def render_factuur(r: dict) -> bytes:
    d = r["date"]
    pdf = Pdf(f"Factuur {r['no']}", BIKE_NL, d, family="sans", unicode=True, size=(595, 842))
    p = pdf.page()
    p.text(40, 56, "Fietsatelier Ooievaar", 18, True, color=(0.1, 0.3, 0.55))
    p.text(40, 70, "B.V.  -  Lange Gracht 41, 2312 AB Leiden  -  KvK 80551234  -  BTW NL8612.44.901.B01",
           7.5)
    p.right(555, 100, "FACTUUR", 16, True)
    addr_block(p, 40, 110, "Dhr. T. Vanbrugh", ADDRESS + ["Verenigde Staten"])
    meta = [("Factuurnummer", r["no"]), ("Factuurdatum", d_nl(d)), ("Vervaldatum", d_nl(r["due"])),
            ("Klantnummer", "K-30418")]
    y = 130
    for label, value in meta:
        p.text(360, y, label, 8.5)
        p.right(555, y, value, 8.5)
        y += 14
    rows = [[desc, str(qty), eur_nl(unit), eur_nl(qty * unit)] for desc, qty, unit in r["items"]]
    y = p.table(40, 220, [("Omschrijving", 255, "l"), ("Aantal", 55, "r"), ("Prijs", 100, "r"),
                          ("Bedrag", 105, "r")], rows, header_fill=(0.85, 0.9, 0.97))
    total = sum(q * u for _, q, u in r["items"])
    btw = cents_round(Decimal(total) * 21 / 121)
    p.text(300, y + 20, "Totaal incl. btw", 9)
    p.right(555, y + 20, eur_nl(total), 9)
    p.text(300, y + 34, "waarvan btw 21%", 9)
    p.right(555, y + 34, eur_nl(btw), 9)
    p.text(300, y + 56, "Te betalen", 12, True)
    p.right(555, y + 56, eur_nl(total), 12, True)
    p.paragraph(40, y + 96, f"Betaald via iDEAL op {d_nl(r['paid'])}. Bedankt voor uw aankoop! "
                            f"Garantie op het frame: 5 jaar.", 515, 9)
    return pdf.tobytes()


def build_bills():
    """Render every utility bill, the reminder, the foreign invoices and the credit note."""
    elec = electricity_series()
    for b in elec:
        if b["statement_date"].year == 2024 and b["statement_date"].month != 8:
            continue
        stmt = b["statement_date"]
        file = f"Pinecrest_statement_{stmt:%Y%m%d}.pdf"
        data = render_electricity(b)
        pay = [payment(b["amount_cents"], "USD", b["paid_on"], "electricity", ELEC)]
        facts = dict(bill_facts(b, usd(b["amount_cents"]), d_us_short(b["paid_on"])),
                     kwh=b["kwh"], rate_per_kwh=b["rate"])
        row = add_doc(file, f"{ELEC} electricity statement, {stmt:%B %Y}", "utility_bill", stmt,
                      "internal", "marguerite", pay, "pdf", data, "electricity", facts)
        b["file"] = row["file"]
        if stmt.year == 2026 and stmt.month == 6:
            # the same statement arrived by e-mail too: one payment evidenced twice
            sent = local_time(stmt, 6, 41)
            eml = email_with_pdf(
                "Pinecrest Electric <statements@pinecrest-electric.example>",
                f"{MEMBERS[0]['name']} <m.olenski@postbox.example>",
                f"Your Pinecrest statement for {stmt:%B %Y}", sent,
                "Dear Marguerite,\n\nYour electricity statement is attached. The amount payable "
                "will be collected by direct debit as usual.\n\nPinecrest Electric Cooperative\n",
                file, data, f"<pec{stmt:%Y%m%d}.7712@pinecrest-electric.example>")
            dup = [payment(b["amount_cents"], "USD", b["paid_on"], "electricity", ELEC,
                           dup_of=row["file"])]
            facts = dict(bill_facts(b, usd(b["amount_cents"]), d_us_short(b["paid_on"])),
                         attachment=file, attachment_kind="utility_bill", duplicate_of=row["file"])
            add_doc(f"{stmt:%Y-%m-%d}_Pinecrest_statement_email.eml",
                    f"Email: {ELEC} electricity statement, {stmt:%B %Y}", "email", stmt,
                    "internal", "marguerite", dup, "eml", eml, "electricity", facts)

    for b in gas_series():
        stmt = b["statement_date"]
        file = f"bluestem_{stmt:%Y_%m}.pdf"
        pay = [payment(b["amount_cents"], "USD", b["paid_on"], "gas", GAS)] if b["paid_on"] else []
        row = add_doc(file, f"{GAS} gas bill, {stmt:%B %Y}", "utility_bill", stmt, "internal",
                      "marguerite", pay, "pdf", render_gas(b), "gas",
                      bill_facts(b, usd(b["amount_cents"]), d_slash(b["due_date"])))
        b["file"] = row["file"]

    water, reminder = water_series()
    for b in water:
        stmt = b["statement_date"]
        file = f"OHMU-{b['account']}-{stmt:%Y%m}.pdf"
        pay = [payment(b["amount_cents"], "USD", b["paid_on"], "water", WATER)] if b["paid_on"] else []
        add_doc(file, f"{WATER} water and sewer statement, {stmt:%B %Y}", "utility_bill", stmt,
                "internal", "theo", pay, "pdf", render_water(b), "water",
                bill_facts(b, usd(b["amount_cents"]), d_uk_long(b["due_date"])))
    r = reminder
    add_doc("OHMU_reminder_2026-04-08.pdf", f"{WATER} payment reminder with late fee", "reminder",
            r["date"], "internal", "theo",
            [payment(r["total"], "USD", r["paid_on"], "water", WATER)], "pdf",
            render_water_reminder(r), "water",
            {"issuer": WATER, "category": "water", "account": r["bill"]["account"],
             "overdue_statement_date": r["bill"]["statement_date"].isoformat(),
             "overdue_amount_cents": r["bill"]["amount_cents"], "late_fee_cents": r["fee"],
             "amount_due_cents": r["total"], "currency": "USD", "due_date": r["pay_by"].isoformat(),
             "paid_on": r["paid_on"].isoformat()})

    for b in internet_series():
        inv = b["statement_date"]
        data = render_internet(b)
        pay = [payment(b["amount_cents"], "USD", b["paid_on"], "internet", NET)]
        facts = bill_facts(b, usd(b["amount_cents"]), b["paid_on"].isoformat())
        facts["invoice_no"] = b["invoice_no"]
        name = f"Vireo_{b['invoice_no']}.pdf"
        if inv.month in (8, 9, 10):
            eml = email_with_pdf(
                "Vireo Fibre <billing@vireofibre.example>",
                f"{MEMBERS[1]['name']} <theo.vanbrugh@postbox.example>",
                f"Vireo Fibre: invoice {b['invoice_no']} ({inv:%B %Y})", local_time(inv, 8, 3),
                f"Hi Theodor,\n\nYour Vireo Fibre invoice for {inv:%B %Y} is attached (PDF).\n"
                f"We'll charge the card on file around the date shown on the invoice.\n\n"
                f"Thanks for choosing Vireo.\n", name, data,
                f"<{b['invoice_no'].lower()}@vireofibre.example>")
            facts.update(attachment=name, attachment_kind="utility_bill")
            add_doc(f"{inv:%Y-%m-%d}_Vireo_Fibre_invoice.eml",
                    f"Email: {NET} internet invoice, {inv:%B %Y}", "email", inv, "internal", "theo",
                    pay, "eml", eml, "internet", facts)
        else:
            add_doc(name, f"{NET} internet invoice, {inv:%B %Y}", "utility_bill", inv, "internal",
                    "theo", pay, "pdf", data, "internet", facts)

    for b in facture_series():
        d = b["statement_date"]
        add_doc(f"facture_lumivosges_{d:%Y%m}.pdf",
                f"{ELEC_FR} electricity bill (holiday flat), {d:%B %Y}", "utility_bill", d,
                "internal", "theo",
                [payment(b["amount_cents"], "EUR", b["paid_on"], "electricity", ELEC_FR)], "pdf",
                render_facture_fr(b), "electricity",
                dict(bill_facts(b, eur_fr(b["amount_cents"]), d_fr(b["due_date"])),
                     invoice_no=b["invoice_no"], language="fr"))

    for r in storage_docs():
        total = r["unit"] + r["cover"]
        add_doc(f"Kingsmoor_{r['no']}.pdf", f"{STORAGE} storage invoice, {r['date']:%B %Y}",
                "invoice", r["date"], "internal", "marguerite",
                [payment(total, "GBP", r["dd"], "storage", STORAGE)], "pdf",
                render_storage_invoice(r), "storage",
                {"issuer": STORAGE, "invoice_no": r["no"], "amount_due_cents": total,
                 "currency": "GBP", "paid_on": r["dd"].isoformat(), "unit": "B-114"})
    refund = 2625
    add_doc("Kingsmoor_credit_note_CN-20417.pdf", f"{STORAGE} credit note (refund)", "credit_note",
            date(2025, 1, 6), "internal", "marguerite",
            [payment(-refund, "GBP", date(2025, 1, 10), "storage", STORAGE, refund=True)], "pdf",
            render_storage_credit(date(2025, 1, 6), date(2025, 1, 10), refund), "storage",
            {"issuer": STORAGE, "credit_note": "CN-20417", "refund_cents": refund,
             "currency": "GBP", "refunded_on": "2025-01-10"})

    stay = {"no": "2026-0217", "date": date(2026, 2, 3), "arrive": date(2026, 2, 14),
            "leave": date(2026, 2, 21), "due": date(2026, 2, 10), "paid": date(2026, 2, 6),
            "items": [("Ferienwohnung Enzian, Übernachtung", 7, 14200), ("Endreinigung", 1, 6500),
                      ("Kurtaxe (2 Personen x 7 Nächte)", 14, 280)]}
    total = sum(q * u for _, q, u in stay["items"])
    add_doc("Rechnung_Almblick_2026-0217.pdf", f"{STAY_DE} invoice (holiday stay, Germany)",
            "invoice", stay["date"], "internal", "marguerite",
            [payment(total, "EUR", stay["paid"], "travel", STAY_DE)], "pdf", render_rechnung(stay),
            "travel", {"issuer": STAY_DE, "invoice_no": stay["no"], "amount_due_cents": total,
                       "currency": "EUR", "due_date": stay["due"].isoformat(),
                       "paid_on": stay["paid"].isoformat(), "nights": 7, "language": "de",
                       "amount_due_text": eur_de(total)})

    bike = {"no": "2025-1187", "date": date(2025, 9, 12), "due": date(2025, 9, 26),
            "paid": date(2025, 9, 15),
            "items": [("Bakfiets Kraanvogel 3, mat groen", 1, 184900), ("Regenhoes bak", 1, 7995),
                      ("Kettingslot ART-3, 110 cm", 2, 3450), ("Verzending naar VS", 1, 0)]}
    total = sum(q * u for _, q, u in bike["items"])
    data = render_factuur(bike)
    eml = email_with_pdf(
        "Fietsatelier Ooievaar <verkoop@ooievaarfietsen.example>",
        f"{MEMBERS[1]['name']} <theo.vanbrugh@postbox.example>",
        f"Uw factuur {bike['no']} van Fietsatelier Ooievaar", local_time(bike["date"], 16, 20, 2),
        "Beste Theodor,\n\nHartelijk dank voor uw bestelling. In de bijlage vindt u de factuur.\n"
        "Uw bakfiets wordt binnen drie weken verzonden.\n\nMet vriendelijke groet,\n"
        "Fietsatelier Ooievaar\n", f"Factuur_{bike['no']}.pdf", data,
        "<factuur-2025-1187@ooievaarfietsen.example>")
    add_doc("2025-09-12_factuur_Ooievaar.eml", f"Email: {BIKE_NL} invoice (cargo bike)", "email",
            bike["date"], "internal", "theo",
            [payment(total, "EUR", bike["paid"], "bicycle", BIKE_NL)], "eml", eml, "bicycle",
            {"issuer": BIKE_NL, "invoice_no": bike["no"], "amount_due_cents": total,
             "currency": "EUR", "due_date": bike["due"].isoformat(),
             "paid_on": bike["paid"].isoformat(), "language": "nl",
             "items": [{"description": d, "quantity": q, "unit_cents": u} for d, q, u in bike["items"]],
             "attachment": f"Factuur_{bike['no']}.pdf", "attachment_kind": "invoice",
             "amount_due_text": eur_nl(total)})
    return elec, water, reminder, stay, bike


# ---------------------------------------------------------------------------------------------
# Insurance: car policy declarations for three terms and a renewal notice; home & contents.

CAR_POLICY = "CMI-AUT-4471902"
CAR_TERMS = [(date(2024, 1, 9), 108640, date(2023, 12, 18)),
             (date(2025, 1, 9), 115290, date(2024, 12, 17)),
             (date(2026, 1, 9), 118875, date(2025, 12, 16))]
CAR_RENEWAL = {"date": date(2026, 11, 10), "start": date(2027, 1, 9), "premium": 121430}
PLATE = "8KZW215"
CLAIMS_PHONE = "1-888-555-0117"


def render_car_policy(start: date, premium: int, paid: date) -> bytes:
    end = date(start.year + 1, start.month, start.day)
    pdf = Pdf(f"Auto policy declarations {start.year}-{end.year}", CAR_INS, paid, family="sans")
    p = pdf.page()
    p.text(40, 50, "CORVANE MUTUAL", 18, True, color=(0.55, 0.1, 0.1))
    p.text(40, 64, "Insurance  -  auto  -  home  -  life", 8)
    p.right(572, 50, "AUTO POLICY DECLARATIONS", 11, True)
    p.right(572, 64, f"Claims, 24/7: {CLAIMS_PHONE}", 8)
    addr_block(p, 40, 100, MEMBERS[0]["name"])
    pairs = [("Policy number", CAR_POLICY), ("Named insureds", "Marguerite Olenski, Theodor Vanbrugh"),
             ("Policy period", f"{d_us_long(start)} to {d_us_long(end)} (12:01 a.m.)"),
             ("Vehicle", "2021 Maravel Crestline LX, VIN 4MVCL21X7MR066183"),
             ("License plate", f"{PLATE} (OR)"), ("Annual premium", usd(premium)),
             ("Premium paid", f"{usd(premium)} on {d_us_long(paid)}")]
    y = 170
    for label, value in pairs:
        p.text(40, y, label, 9, True)
        p.text(200, y, value, 9)
        y += 16
    rows = [["Bodily injury liability", "$100,000 / $300,000", usd(premium * 38 // 100)],
            ["Property damage liability", "$100,000", usd(premium * 17 // 100)],
            ["Collision", "$500 deductible", usd(premium * 24 // 100)],
            ["Comprehensive", "$250 deductible", usd(premium * 12 // 100)],
            ["Uninsured motorist", "$100,000 / $300,000",
             usd(premium - premium * 38 // 100 - premium * 17 // 100 - premium * 24 // 100
                 - premium * 12 // 100)]]
    y = p.table(40, y + 14, [("Coverage", 220, "l"), ("Limits", 180, "l"), ("Premium", 132, "r")],
                rows)
    p.text(272, y + 18, "Total annual premium", 10, True)
    p.right(572, y + 18, usd(premium), 10, True)
    p.paragraph(40, y + 50, f"To report a claim call {CLAIMS_PHONE} or use the Corvane app. Keep "
                            f"this declarations page with your policy booklet.", 532, 9)
    return pdf.tobytes()


def render_car_renewal() -> bytes:
    r = CAR_RENEWAL
    end = date(r["start"].year + 1, 1, 9)
    pdf = Pdf("Renewal notice", CAR_INS, r["date"], family="sans")
    p = pdf.page()
    p.text(40, 50, "CORVANE MUTUAL", 18, True, color=(0.55, 0.1, 0.1))
    p.right(572, 50, d_us_long(r["date"]), 9)
    addr_block(p, 40, 100, MEMBERS[0]["name"])
    p.text(40, 170, "Your auto policy is up for renewal", 14, True)
    y = p.paragraph(40, 192, f"Thank you for insuring your 2021 Maravel Crestline with us. Your "
                             f"policy {CAR_POLICY} renews on {d_us_long(r['start'])}. The new "
                             f"policy period runs from {d_us_long(r['start'])} to "
                             f"{d_us_long(end)}.", 532, 10)
    pairs = [("Current annual premium", usd(CAR_TERMS[-1][1])),
             ("Renewal premium", usd(r["premium"])),
             ("Payment due by", d_us_long(r["start"])),
             ("Or pay in 6 monthly installments of", usd(cents_round(Decimal(r["premium"]) / 6) + 150))]
    y += 10
    for label, value in pairs:
        p.text(60, y, label, 10)
        p.right(520, y, value, 10, label == "Renewal premium")
        y += 18
    p.paragraph(40, y + 16, "The installment plan includes a $1.50 service fee per installment. No "
                            "action is needed if you pay in full by the due date. Questions? Call "
                            "1-888-555-0110.", 532, 9.5)
    return pdf.tobytes()


HOME_TERMS = [{"start": date(2025, 4, 1), "premium": 29600, "paid": date(2025, 3, 20),
               "contents": 4000000, "deductible": 100000, "no": "HC-99310-25"},
              {"start": date(2026, 4, 1), "premium": 31800, "paid": date(2026, 3, 19),
               "contents": 4250000, "deductible": 75000, "no": "HC-99310-26"}]


def render_home_policy(t: dict) -> bytes:
    end = date(t["start"].year + 1, 3, 31)
    pdf = Pdf(f"Home and contents schedule {t['start'].year}", HOME_INS, t["paid"], family="serif")
    p = pdf.page()
    p.text(40, 52, "Alderwick", 22, True, color=(0.2, 0.2, 0.45))
    p.text(40, 68, "Home & Contents Insurance", 10)
    p.right(572, 52, "POLICY SCHEDULE", 12, True)
    addr_block(p, 40, 104, MEMBERS[1]["name"])
    # two columns of facts; left column written first, then right (reading order by column)
    left = [("Policy", t["no"]), ("Insured", "Theodor Vanbrugh & Marguerite Olenski"),
            ("Cover starts", d_us_long(t["start"])), ("Cover ends", d_us_long(end))]
    right = [("Annual premium", usd(t["premium"])), ("Paid", d_us_long(t["paid"])),
             ("Form", "Renters (HO-4)"), ("Insured address", "58 Wrenfield Terrace, Unit 3")]
    for col, items in ((40, left), (320, right)):
        y = 170
        for label, value in items:
            p.text(col, y, label, 8, color=(0.4, 0.4, 0.4))
            p.text(col, y + 12, value, 10)
            y += 30
    rows = [["Contents (personal property)", usd(t["contents"])],
            ["Personal liability", usd(30000000)],
            ["Additional living expenses", usd(1200000)],
            ["Deductible (each claim)", usd(t["deductible"])]]
    y = p.table(40, 310, [("Section", 330, "l"), ("Limit / amount", 202, "r")], rows)
    p.paragraph(40, y + 24, "Exclusions: flood, earthquake, wear and tear. Valuables over $1,500 "
                            "per item must be listed. This schedule replaces any earlier schedule.",
                532, 9)
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Lease and amendment.

LEASE = {"date": date(2023, 3, 18), "start": date(2023, 4, 1), "end": date(2025, 3, 31),
         "rent": 195000, "deposit": 292500, "notice_days": 60,
         "signers": ["Desmond Okafor", "Marguerite Olenski", "Theodor Vanbrugh"]}
AMENDMENT = {"date": date(2025, 2, 20), "rent": 208000, "rent_from": date(2025, 4, 1),
             "end": date(2027, 3, 31),
             "signers": ["Priya Castellanos", "Marguerite Olenski", "Theodor Vanbrugh"]}


def signature_block(p, y, signers, roles, when):
    for i, (name, role) in enumerate(zip(signers, roles)):
        x = 40 + (i % 2) * 280
        yy = y + (i // 2) * 70
        p.text(x, yy, "/s/ " + name, 12, family="serif")
        p.line(x, yy + 4, x + 230, yy + 4)
        p.text(x, yy + 16, f"{name}, {role}", 8)
        p.text(x, yy + 27, f"Date: {d_us_long(when)}", 8)


def render_lease() -> bytes:
    L = LEASE
    pdf = Pdf("Residential tenancy agreement", LANDLORD, L["date"], family="serif")
    p = pdf.page()
    p.center(306, 56, "RESIDENTIAL TENANCY AGREEMENT", 15, True)
    p.center(306, 72, "58 Wrenfield Terrace, Unit 3, Halcyon Falls, OR 97381", 9)
    clauses = [
        f"1. Parties. This agreement is made on {d_us_long(L['date'])} between {LANDLORD} "
        f"(\"Landlord\"), acting through its leasing agent Desmond Okafor, and Marguerite Olenski "
        f"and Theodor Vanbrugh (together \"Tenants\").",
        f"2. Term. The tenancy begins on {d_us_long(L['start'])} and ends on {d_us_long(L['end'])}.",
        f"3. Rent. Tenants shall pay monthly rent of {usd(L['rent'])}, payable in advance on or "
        f"before the fifth (5th) day of each calendar month, by bank transfer to the Landlord.",
        f"4. Security deposit. Tenants have paid a security deposit of {usd(L['deposit'])}, to be "
        f"returned within 21 days after the end of the tenancy less lawful deductions.",
        "5. Renewal and notice. Either party may end the tenancy at the end of the term by giving "
        "at least sixty (60) days' written notice before the end date. Without notice the "
        "tenancy continues month to month.",
        "6. Utilities. Tenants are responsible for electricity, gas, water and sewer, and internet.",
        "7. Pets. One cat is permitted. No other animals without the Landlord's written consent.",
        "8. Maintenance. Tenants shall report repairs promptly through the Landlord's portal.",
    ]
    y = 110
    for c in clauses:
        y = p.paragraph(40, y, c, 532, 10) + 6
    p.text(40, y + 20, "Signatures", 11, True)
    signature_block(p, y + 60, L["signers"],
                    ["Leasing Agent, for Quayside Residential Trust", "Tenant", "Tenant"], L["date"])
    return pdf.tobytes()


def render_amendment() -> bytes:
    A = AMENDMENT
    pdf = Pdf("First amendment to tenancy agreement", LANDLORD, A["date"], family="serif")
    p = pdf.page()
    p.center(306, 56, "FIRST AMENDMENT TO RESIDENTIAL TENANCY AGREEMENT", 13, True)
    clauses = [
        f"This amendment, dated {d_us_long(A['date'])}, amends the Residential Tenancy Agreement of "
        f"{d_us_long(LEASE['date'])} between {LANDLORD} and Marguerite Olenski and Theodor "
        f"Vanbrugh for 58 Wrenfield Terrace, Unit 3.",
        f"A. Extension. The term is extended to end on {d_us_long(A['end'])}.",
        f"B. Rent. From {d_us_long(A['rent_from'])} the monthly rent is {usd(A['rent'])}.",
        "C. All other terms of the agreement, including the security deposit, the due day of rent "
        "and the notice period, remain unchanged.",
    ]
    y = 100
    for c in clauses:
        y = p.paragraph(40, y, c, 532, 10) + 8
    p.text(40, y + 20, "Signed by", 11, True)
    signature_block(p, y + 60, A["signers"],
                    ["Property Manager, for Quayside Residential Trust", "Tenant", "Tenant"],
                    A["date"])
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Confidential: payslips and credit union statements; restricted: a cardiology letter.

PAY_M = {"employer": "Halvorsen Marine Instruments, Inc.", "gross": 715000,
         "deductions": [("Federal income tax", 96840), ("State income tax", 40215),
                        ("Social Security", 44330), ("Medicare", 10368),
                        ("401(k) 6%", 42900), ("Medical & dental", 14280)]}
PAY_T = {"employer": "Cobalt Finch Design Studio LLC", "gross": 584000,
         "deductions": [("Federal withholding", 71230), ("Oregon withholding", 33120),
                        ("Social Security", 36208), ("Medicare", 8468),
                        ("Retirement plan 5%", 29200)]}


def net_of(pay: dict) -> int:
    return pay["gross"] - sum(c for _, c in pay["deductions"])


def render_payslip(pay: dict, person: str, pay_date: date, period: tuple[date, date]) -> bytes:
    months = pay_date.month
    pdf = Pdf("Pay statement", pay["employer"], pay_date, family="sans")
    p = pdf.page()
    p.text(40, 50, pay["employer"], 14, True)
    p.right(572, 50, "PAY STATEMENT - CONFIDENTIAL", 10, True)
    pairs = [("Employee", person), ("Pay period", f"{d_slash(period[0])} - {d_slash(period[1])}"),
             ("Pay date", d_us_long(pay_date)), ("Pay frequency", "Monthly")]
    y = 90
    for label, value in pairs:
        p.text(40, y, label, 8, color=(0.4, 0.4, 0.4))
        p.right(300, y, value, 9)
        y += 14
    # earnings left, deductions right, side by side
    p.text(40, 170, "EARNINGS", 9, True)
    p.text(40, 186, "Salary", 9)
    p.right(190, 186, usd_plain(pay["gross"]), 9)
    p.right(290, 186, usd_plain(pay["gross"] * months), 9)
    p.text(150, 170, "this period", 7)
    p.text(250, 170, "YTD", 7)
    p.text(320, 170, "DEDUCTIONS", 9, True)
    p.text(470, 170, "this period", 7)
    p.text(540, 170, "YTD", 7)
    y = 186
    for label, c in pay["deductions"]:
        p.text(320, y, label, 9)
        p.right(505, y, usd_plain(c), 9)
        p.right(572, y, usd_plain(c * months), 9)
        y += 14
    total_ded = sum(c for _, c in pay["deductions"])
    y += 20
    p.line(40, y - 12, 572, y - 12)
    p.text(40, y, "Gross pay", 9)
    p.right(290, y, usd(pay["gross"]), 9, True)
    p.text(320, y, "Total deductions", 9)
    p.right(572, y, usd(total_ded), 9, True)
    p.rect(320, y + 20, 572, y + 50, fill=(0.93, 0.93, 0.93))
    p.text(330, y + 40, "Net amount payable", 11, True)
    p.right(564, y + 40, usd(net_of(pay)), 11, True)
    p.paragraph(40, y + 80, "Deposited to Ridgeway FCU account ending 0744. Keep this statement "
                            "for your records; it contains personal information.", 532, 8)
    return pdf.tobytes()


BANK_ACCOUNT = "5530-0719-44"


def render_bank_statement(month: int, opening: int, txns: list[tuple]) -> tuple[bytes, int]:
    start, end = date(2026, month, 1), month_end(2026, month)
    pdf = Pdf(f"Statement {end:%B %Y}", "Ridgeway Federal Credit Union", end, family="sans")
    p = pdf.page()
    p.text(40, 50, "Ridgeway Federal Credit Union", 15, True, color=(0.05, 0.3, 0.35))
    p.right(572, 50, "CONFIDENTIAL", 9, True)
    addr_block(p, 40, 84, "Marguerite Olenski & Theodor Vanbrugh")
    p.text(360, 84, "Share draft (checking)", 9, True)
    p.text(360, 98, f"Account {BANK_ACCOUNT}", 9)
    p.text(360, 112, f"{d_us_short(start)} - {d_us_short(end)}", 9)
    balance = opening
    rows = [[d_slash(start), "Opening balance", "", "", usd_plain(opening)]]
    for d, desc, cents, _ in txns:
        balance += cents
        rows.append([d_slash(d), desc, usd_plain(-cents) if cents < 0 else "",
                     usd_plain(cents) if cents > 0 else "", usd_plain(balance)])
    y = p.table(40, 150, [("Date", 70, "l"), ("Description", 230, "l"), ("Withdrawals", 80, "r"),
                          ("Deposits", 75, "r"), ("Balance", 77, "r")], rows, size=7.8, row_h=13)
    p.text(40, y + 22, "Closing balance", 10, True)
    p.right(572, y + 22, usd(balance), 10, True)
    return pdf.tobytes(), balance


def render_cardiology() -> bytes:
    d = date(2026, 7, 8)
    pdf = Pdf("Clinic letter", "Crestview Cardiology Associates", d, family="serif")
    p = pdf.page()
    p.text(40, 52, "Crestview Cardiology Associates", 15, True)
    p.text(40, 66, "220 Larch Avenue, Suite 300  -  (541) 555-0127", 8)
    p.right(572, 52, "RESTRICTED - MEDICAL", 9, True)
    p.right(572, 66, d_us_long(d), 9)
    addr_block(p, 40, 100, MEMBERS[1]["name"])
    body = [
        "Dear Mr. Vanbrugh,",
        "Thank you for attending the clinic on July 6, 2026. Your average blood pressure over the "
        "two-week home monitoring was 148/92 mmHg, which confirms stage 2 hypertension. Your "
        "echocardiogram was normal.",
        "I have started amlodipine 5 mg, one tablet once daily in the morning. Please keep "
        "recording your blood pressure twice a day and reduce salt in your diet.",
        "Your follow-up appointment is on January 19, 2027 at 9:40 a.m. with me at this office.",
        "Yours sincerely,",
        "Dr. Anneliese Marrow, MD, FACC",
    ]
    y = 170
    for para in body:
        y = p.paragraph(40, y, para, 532, 10.5) + 8
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Receipts (photos), the appliance invoice they duplicate, warranty cards, school/club notices.

def receipt_lines(store, addr, when: date, time_s, items, tax_pct, extra=(), pay="VISA ****5521"):
    subtotal = sum(q * u for _, q, u in items)
    tax = pct_of(subtotal, tax_pct) if tax_pct else 0
    rule = ""  # dashed rules made Tesseract drop the amounts column
    lines = [f"*^{store}", f"^{addr}", "", f"{d_slash(when)}   {time_s}", rule]
    for desc, q, u in items:
        lines.append((desc + (f"  {q} @ {usd_plain(u)}" if q > 1 else ""), usd_plain(q * u)))
    lines += [rule, ("SUBTOTAL", usd_plain(subtotal))]
    if tax_pct:
        lines.append((f"TAX {tax_pct}%", usd_plain(tax)))
    total = subtotal + tax
    for label, cents in extra:
        lines.append((label, usd_plain(cents)))
        total += cents
    lines += [("*TOTAL", usd_plain(total)), (pay, usd_plain(total)), "",
              "^Thank you - please keep your receipt"]
    return lines, total


RECEIPTS = [
    # file stem, store, address, date, time, items, tax, extra, category, angle
    ("IMG_20250614_112207", "CIRCUITRY DEPOT", "4410 Meridian Blvd", date(2025, 6, 14), "11:22",
     [("BREVANA CAFFEDUO ESPR", 1, 22900), ("DESCALER 2PK", 1, 1299)], "6", (), "appliances", 3.1),
    ("IMG_20251231_201455", "SAFFRON LANTERN BISTRO", "17 Ember Row", date(2025, 12, 31), "20:14",
     [("TASTING MENU", 2, 4200), ("SPARKLING WATER", 2, 450), ("DESSERT TRIO", 1, 1150)], "",
     (("TIP", 1960),), "dining", -2.4),
    ("IMG_20260411_093318", "TINKER & BOLT HARDWARE", "902 Foundry Lane", date(2026, 4, 11), "09:33",
     [("DECK SCREWS 5LB", 1, 2899), ("EXT WOOD STAIN 1GAL", 1, 3849), ("BRUSH SET", 1, 1299)],
     "5.5", (), "home_improvement", 2.2),
    ("IMG_20260516_150940", "HARLOW & FINCH APPLIANCE", "61 Quarry Street", date(2026, 5, 16),
     "15:09", [("TAVOLUX WM-820 WASHER", 1, 84900), ("STACKING KIT", 1, 3900)], "5.2", (),
     "appliances", -3.4),
    ("IMG_20260802_174502", "LARKSPUR PHARMACY", "3 Alder Court", date(2026, 8, 2), "17:45",
     [("ALLERGY RELIEF 30CT", 1, 1349), ("BANDAGES ASSORTED", 1, 549), ("SUNSCREEN SPF50", 1, 249)],
     "", (), "pharmacy", 1.6),
    ("IMG_20260906_101127", "TINKER & BOLT HARDWARE", "902 Foundry Lane", date(2026, 9, 6), "10:11",
     [("LED BULB 4PK", 2, 1199), ("EXTENSION CORD 25FT", 1, 1599)], "5.5", (), "home_improvement",
     -1.9),
    ("IMG_20261017_183050", "FENNEL STREET MARKET", "220 Fennel Street", date(2026, 10, 17),
     "18:30", [("ORGANIC APPLES 3LB", 1, 599), ("SOURDOUGH LOAF", 1, 649), ("OAT MILK", 2, 429),
               ("SALMON FILLET", 1, 1899), ("COFFEE BEANS 1LB", 1, 1495), ("SPINACH", 1, 399)],
     "", (), "groceries", 2.7),
]

WARRANTIES = [
    {"file": "warranty_tavolux_WM-820.pdf", "brand": "Tavolux", "product": "washing machine",
     "model": "WM-820", "serial": "TX82-5531907", "purchased": date(2026, 5, 16), "months": 36,
     "store": "Harlow & Finch Appliance Co.", "owner": "theo"},
    {"file": "warranty_brevana_caffeduo.pdf", "brand": "Brevana", "product": "espresso machine",
     "model": "CaffeDuo CD-2", "serial": "BRV-CD2-009184", "purchased": date(2025, 6, 14),
     "months": 12, "store": "Circuitry Depot", "owner": "marguerite"},
]


def render_warranty(w: dict) -> bytes:
    pdf = Pdf(f"{w['brand']} warranty card", w["brand"], w["purchased"], family="sans",
              size=(420, 298))
    p = pdf.page()
    p.rect(10, 10, 410, 288, color=(0.2, 0.2, 0.2), width=1.5)
    p.text(24, 40, f"{w['brand'].upper()}", 16, True)
    p.right(396, 40, "LIMITED WARRANTY", 10, True)
    pairs = [("Product", f"{w['brand']} {w['product']}"), ("Model", w["model"]),
             ("Serial no.", w["serial"]), ("Date of purchase", d_us_long(w["purchased"])),
             ("Purchased at", w["store"])]
    y = 74
    for label, value in pairs:
        p.text(24, y, label, 8)
        p.right(396, y, value, 9)
        y += 16
    p.paragraph(24, y + 10, f"{w['brand']} warrants this product against defects in materials and "
                            f"workmanship for {w['months']} months from the date of purchase. Keep "
                            f"your receipt as proof of purchase.", 372, 8)
    return pdf.tobytes()


def render_appliance_invoice(items, tax_pct, when: date) -> tuple[bytes, int]:
    pdf = Pdf("Invoice INV-58812", APPLIANCE_STORE, when, family="sans")
    p = pdf.page()
    p.text(40, 50, "Harlow & Finch", 18, True)
    p.text(40, 64, "Appliance Co.  -  61 Quarry Street, Halcyon Falls OR  -  (541) 555-0190", 8)
    p.right(572, 50, "INVOICE", 14, True)
    p.right(572, 64, "INV-58812", 9)
    addr_block(p, 40, 100, MEMBERS[1]["name"])
    p.text(360, 100, "Invoice date", 8)
    p.right(572, 100, d_us_short(when), 9)
    p.text(360, 114, "Delivery", 8)
    p.right(572, 114, d_us_short(when + timedelta(days=5)), 9)
    subtotal = sum(q * u for _, q, u in items)
    tax = pct_of(subtotal, tax_pct)
    rows = [[d, str(q), usd(u), usd(q * u)] for d, q, u in items]
    rows += [["Haul-away of old washer", "1", usd(0), usd(0)]]
    y = p.table(40, 170, [("Item", 282, "l"), ("Qty", 50, "r"), ("Unit price", 100, "r"),
                          ("Amount", 100, "r")], rows)
    p.text(372, y + 18, "Subtotal", 9)
    p.right(572, y + 18, usd(subtotal), 9)
    p.text(372, y + 32, f"Sales tax {tax_pct}%", 9)
    p.right(572, y + 32, usd(tax), 9)
    p.text(372, y + 50, "Invoice total", 11, True)
    p.right(572, y + 50, usd(subtotal + tax), 11, True)
    p.paragraph(40, y + 90, f"Paid in full by card on {d_us_short(when)} - thank you. Manufacturer "
                            f"warranty: 36 months (see warranty card).", 532, 9)
    return pdf.tobytes(), subtotal + tax


def render_school_notice() -> bytes:
    d = date(2026, 11, 2)
    pdf = Pdf("Winter calendar", "Ashcombe Ridge High School", d, family="serif")
    p = pdf.page()
    p.center(306, 56, "Ashcombe Ridge High School", 16, True)
    p.center(306, 72, "Family bulletin - winter calendar", 10)
    # two columns
    left = ["Winter break", "Winter break runs from Monday, December 21, 2026 through Friday, "
            "January 1, 2027. Classes resume on Monday, January 4, 2027.",
            "Science fair", "Projects are due January 22, 2027; the science fair is on Thursday, "
            "January 28, 2027 in the gym from 6 p.m."]
    right = ["Early release", "Students are released at 12:15 p.m. on Friday, December 18, 2026.",
             "Lost and found", "Unclaimed items will be donated on December 17, 2026."]
    for x, col in ((40, left), (320, right)):
        y = 110
        for i, para in enumerate(col):
            if i % 2 == 0:
                p.text(x, y, para, 11, True)
                y += 16
            else:
                y = p.paragraph(x, y, para, 250, 9.5) + 10
    p.text(40, 720, f"Sent home {d_us_long(d)}. Questions: office@ashcombe-ridge.example", 8)
    return pdf.tobytes()


PERMIT = {"no": "RP-2291-K", "zone": "W3", "issued": date(2026, 6, 12),
          "valid_until": date(2027, 6, 30), "fee": 4500, "plate": "8KZW215"}


def render_parking_permit() -> bytes:
    """A city letter with the permit; printed, signed and scanned (image only, no text layer)."""
    P = PERMIT
    pdf = Pdf("Scan", "City of Halcyon Falls", P["issued"], family="sans")
    p = pdf.page()
    p.text(60, 70, "CITY OF HALCYON FALLS", 15, True)
    p.text(60, 88, "Transportation Department - Residential Parking Program", 10)
    p.right(552, 70, d_slash(P["issued"]), 10)
    addr_block(p, 60, 130, "Theodor Vanbrugh", size=10.5)
    p.text(60, 210, "RESIDENTIAL PARKING PERMIT - RENEWAL CONFIRMATION", 12, True)
    pairs = [("Permit number", P["no"]), ("Zone", P["zone"]), ("Vehicle plate", P["plate"]),
             ("Valid from", d_slash(date(2026, 7, 1))), ("Valid through", d_slash(P["valid_until"])),
             ("Fee paid", f"{usd(P['fee'])} on {d_slash(P['issued'])}")]
    y = 245
    for label, value in pairs:
        p.text(60, y, label, 11)
        p.text(250, y, value, 11, True)
        y += 22
    p.paragraph(60, y + 20, "Display the permit sticker on the lower left of the rear window. "
                            "Permits are not transferable between vehicles.", 490, 10.5)
    return scan_pdf(pdf.tobytes(), rng, angle=0.9)


def render_club_notice(year: int, fee: int, regatta: date, due: date, sent: date) -> bytes:
    pdf = Pdf(f"Junior membership {year}", "Millbrook Rowing Club", sent, family="sans",
              size=(595, 842))
    p = pdf.page()
    p.text(40, 56, "MILLBROOK ROWING CLUB", 16, True, color=(0.1, 0.2, 0.5))
    p.text(40, 70, "Boathouse, 1 Weir Road  -  juniors@millbrookrowing.example", 8)
    p.right(555, 56, d_us_long(sent), 9)
    p.text(40, 120, f"Junior squad {year} season - membership renewal", 13, True)
    y = p.paragraph(40, 142, "Dear rowers and families, it is time to renew junior memberships for "
                             "the coming season.", 515, 10)
    pairs = [("Junior membership fee", usd(fee)), ("Renew by", d_us_long(due)),
             ("Spring Head regatta", d_us_long(regatta)),
             ("Early-morning sessions", "Tue & Thu, 6:00 a.m.")]
    y += 10
    for label, value in pairs:
        p.text(40, y, label, 10)
        p.text(40, y + 14, value, 11, True)
        y += 36
    p.paragraph(40, y + 10, "Pay online in the member portal. Boats are launched only with a coach "
                            "present.", 515, 9.5)
    return pdf.tobytes()


def build_others():
    """Everything that is not a recurring bill."""
    for start, premium, paid in CAR_TERMS:
        end = date(start.year + 1, start.month, start.day)
        add_doc(f"Corvane_auto_declarations_{start.year}.pdf",
                f"{CAR_INS} auto policy {start.year}-{end.year}", "insurance_policy", paid,
                "internal", "marguerite",
                [payment(premium, "USD", paid, "car_insurance", CAR_INS)], "pdf",
                render_car_policy(start, premium, paid), "car_insurance",
                {"policy_number": CAR_POLICY, "effective": start.isoformat(),
                 "expiry": end.isoformat(), "premium_cents": premium, "plate": PLATE})
    r = CAR_RENEWAL
    add_doc(f"Corvane_renewal_notice_{r['date']:%Y%m%d}.pdf", f"{CAR_INS} auto renewal notice",
            "insurance_renewal", r["date"], "internal", "marguerite", [], "pdf",
            render_car_renewal(), "car_insurance",
            {"policy_number": CAR_POLICY, "due": r["start"].isoformat(),
             "renewal_premium_cents": r["premium"]})
    for t in HOME_TERMS:
        add_doc(f"Alderwick_schedule_{t['no']}.pdf",
                f"{HOME_INS} renters policy {t['start'].year}-{t['start'].year + 1}",
                "insurance_policy", t["paid"], "internal", "theo",
                [payment(t["premium"], "USD", t["paid"], "home_insurance", HOME_INS)], "pdf",
                render_home_policy(t), "home_insurance",
                {"policy_number": t["no"], "effective": t["start"].isoformat(),
                 "expiry": date(t["start"].year + 1, 3, 31).isoformat(),
                 "premium_cents": t["premium"], "contents_limit_cents": t["contents"],
                 "deductible_cents": t["deductible"]})

    add_doc("Tenancy_Agreement_Wrenfield_signed.pdf", "Residential tenancy agreement (lease)",
            "lease", LEASE["date"], "internal", "marguerite", [], "pdf", render_lease(),
            facts={"rent_cents": LEASE["rent"], "deposit_cents": LEASE["deposit"],
                   "start": LEASE["start"].isoformat(), "end": LEASE["end"].isoformat(),
                   "signers": LEASE["signers"], "notice_days": LEASE["notice_days"],
                   "rent_due_day": 5})
    add_doc("Tenancy_Amendment_2025_signed.pdf", "First amendment to the tenancy agreement",
            "lease_amendment", AMENDMENT["date"], "internal", "marguerite", [], "pdf",
            render_amendment(),
            facts={"rent_cents": AMENDMENT["rent"], "rent_from": AMENDMENT["rent_from"].isoformat(),
                   "end": AMENDMENT["end"].isoformat(), "signers": AMENDMENT["signers"]})

    # confidential payslips
    slips = [(PAY_M, "Marguerite Olenski", "marguerite", date(2026, 9, 30), 9),
             (PAY_M, "Marguerite Olenski", "marguerite", date(2026, 10, 30), 10),
             (PAY_T, "Theodor Vanbrugh", "theo", date(2026, 10, 23), 10)]
    for pay, person, user, when, month in slips:
        period = (date(2026, month, 1), month_end(2026, month))
        first = person.split()[0]
        add_doc(f"Payslip_{first}_{when:%Y-%m}.pdf", f"Pay statement {person} {when:%B %Y}",
                "payslip", when, "confidential", user,
                [payment(net_of(pay), "USD", when, "salary", pay["employer"], "in")], "pdf",
                render_payslip(pay, person, when, period),
                facts={"employer": pay["employer"], "gross_cents": pay["gross"],
                       "net_cents": net_of(pay), "pay_date": when.isoformat(),
                       "deductions_cents": dict(pay["deductions"])})

    # confidential bank statements, with the utility debits they duplicate
    opening = 641237
    extras = {9: [(date(2026, 9, 4), "QUAYSIDE RESIDENTIAL RENT", -208000, ("rent", LANDLORD)),
                  (date(2026, 9, 9), "FENNEL STREET MARKET", -8713, ("groceries", "FENNEL STREET MARKET")),
                  (date(2026, 9, 14), "RIVERGATE FUEL 0448", -5260, ("fuel", "RIVERGATE FUEL")),
                  (date(2026, 9, 25), f"PAYROLL {PAY_T['employer'][:18].upper()}", net_of(PAY_T),
                   ("salary", PAY_T["employer"])),
                  (date(2026, 9, 30), "PAYROLL HALVORSEN MARINE", net_of(PAY_M),
                   ("salary", PAY_M["employer"]))],
              10: [(date(2026, 10, 5), "QUAYSIDE RESIDENTIAL RENT", -208000, ("rent", LANDLORD)),
                   (date(2026, 10, 11), "FENNEL STREET MARKET", -6277, ("groceries", "FENNEL STREET MARKET")),
                   (date(2026, 10, 19), "RIVERGATE FUEL 0448", -4815, ("fuel", "RIVERGATE FUEL")),
                   (date(2026, 10, 23), f"PAYROLL {PAY_T['employer'][:18].upper()}", net_of(PAY_T),
                    ("salary", PAY_T["employer"])),
                   (date(2026, 10, 30), "PAYROLL HALVORSEN MARINE", net_of(PAY_M),
                    ("salary", PAY_M["employer"]))]}
    for month in (9, 10):
        txns = list(extras[month])
        for row in list(DOCS):
            for pmt in row["payments"]:
                if (pmt["payee"] in (ELEC, GAS, WATER) and "dup_of" not in pmt
                        and pmt["paid_on"].startswith(f"2026-{month:02d}")):
                    label = {ELEC: "PINECREST ELEC DD", GAS: "BLUESTEM GAS AUTOPAY",
                             WATER: "ORCHARD HOLLOW UTIL"}[pmt["payee"]]
                    txns.append((date.fromisoformat(pmt["paid_on"]), label, -pmt["amount_cents"],
                                 (pmt["category"], pmt["payee"], row["file"])))
        txns.sort(key=lambda t: (t[0], t[1]))
        data, closing = render_bank_statement(month, opening, txns)
        pays = []
        for d, _, cents, meta in txns:
            extra = {"dup_of": meta[2]} if len(meta) > 2 else {}
            pays.append(payment(abs(cents), "USD", d, meta[0], meta[1],
                                "in" if cents > 0 else "out", **extra))
        end = month_end(2026, month)
        add_doc(f"Ridgeway_FCU_statement_2026-{month:02d}.pdf",
                f"Ridgeway Federal Credit Union checking statement {end:%B %Y}", "bank_statement",
                end + timedelta(days=2), "confidential", "marguerite", pays, "pdf", data,
                facts={"account": BANK_ACCOUNT, "opening_cents": opening, "closing_cents": closing,
                       "period_end": end.isoformat()})
        opening = closing

    add_doc("Crestview_Cardiology_letter_2026-07-08.pdf", "Letter from Crestview Cardiology",
            "medical_letter", date(2026, 7, 8), "restricted", "theo", [], "pdf",
            render_cardiology(),
            facts={"medication": "amlodipine 5 mg", "bp": "148/92", "follow_up": "2027-01-19"})

    invoice_items = [("Tavolux WM-820 washing machine", 1, 84900), ("Stacking kit", 1, 3900)]
    data, inv_total = render_appliance_invoice(invoice_items, "5.2", date(2026, 5, 16))
    inv = add_doc("HarlowFinch_invoice_INV-58812.pdf", f"{APPLIANCE_STORE} invoice INV-58812",
                  "invoice", date(2026, 5, 16), "internal", "theo",
                  [payment(inv_total, "USD", date(2026, 5, 16), "appliances", APPLIANCE_STORE)],
                  "pdf", data, "appliances",
                  {"issuer": APPLIANCE_STORE, "invoice_no": "INV-58812", "total_cents": inv_total,
                   "items": [{"description": d, "quantity": q, "unit_cents": u}
                             for d, q, u in invoice_items]})

    stores = {"CIRCUITRY DEPOT": "Circuitry Depot", "SAFFRON LANTERN BISTRO": "Saffron Lantern Bistro",
              "TINKER & BOLT HARDWARE": "Tinker & Bolt Hardware",
              "HARLOW & FINCH APPLIANCE": APPLIANCE_STORE, "LARKSPUR PHARMACY": "Larkspur Pharmacy",
              "FENNEL STREET MARKET": "Fennel Street Market"}
    for stem, store, addr, when, t, items, tax, extra, cat, angle in RECEIPTS:
        lines, total = receipt_lines(store, addr, when, t, items, tax, extra)
        img = receipt_photo(lines, rng, angle, blur=0.5 + rng.random() * 0.4)
        payee = stores[store]
        extra_p = {"dup_of": inv["file"]} if payee == APPLIANCE_STORE else {}
        if extra_p:
            assert total == inv_total, (total, inv_total)
        sub = sum(q * u for _, q, u in items)
        add_doc(f"{stem}.jpg", f"Receipt photo: {payee}, {when.isoformat()}", "receipt", when,
                "internal", "marguerite" if cat in ("dining", "groceries", "pharmacy") else "theo",
                [payment(total, "USD", when, cat, payee, **extra_p)], "photo_jpg", img, cat,
                {"store": payee, "total_cents": total, "subtotal_cents": sub,
                 "tax_cents": total - sub - sum(c for _, c in extra), "date": when.isoformat(),
                 "items": [d for d, _, _ in items]},
                ocr_facts=[store.split()[0], usd_plain(total), d_slash(when)])

    for w in WARRANTIES:
        add_doc(w["file"], f"Warranty card: {w['brand']} {w['model']}", "warranty", w["purchased"],
                "public", w["owner"], [], "pdf", render_warranty(w),
                facts={"model": w["model"], "serial": w["serial"],
                       "purchased": w["purchased"].isoformat(), "months": w["months"],
                       "valid_until": None})

    add_doc("Scan_2026-06-14_0003.pdf", "Scanned parking permit renewal confirmation",
            "permit", PERMIT["issued"], "internal", "theo",
            [payment(PERMIT["fee"], "USD", PERMIT["issued"], "parking", "City of Halcyon Falls")],
            "scan_pdf", render_parking_permit(), "parking",
            {"permit": PERMIT["no"], "zone": PERMIT["zone"], "plate": PERMIT["plate"],
             "valid_until": PERMIT["valid_until"].isoformat(), "fee_cents": PERMIT["fee"],
             "image_only": True, "dpi": 200},
            ocr_facts=[PERMIT["no"], d_slash(PERMIT["valid_until"]), usd(PERMIT["fee"])])
    add_doc("ashcombe_winter_calendar_2026.pdf", "School bulletin: winter calendar",
            "school_notice", date(2026, 11, 2), "public", "juno", [], "pdf",
            render_school_notice(), facts={"layout": "two_column", "winter_break": "2026-12-21",
                                           "science_fair": "2027-01-28"})
    add_doc("millbrook_juniors_2026.pdf", "Rowing club notice: junior membership 2026",
            "club_notice", date(2025, 10, 18), "public", "juno", [], "pdf",
            render_club_notice(2026, 17000, date(2026, 3, 7), date(2026, 1, 15), date(2025, 10, 18)),
            facts={"fee_cents": 17000, "regatta": "2026-03-07"})
    add_doc("millbrook_juniors_2027.pdf", "Rowing club notice: junior membership 2027",
            "club_notice", date(2026, 10, 20), "public", "juno", [], "pdf",
            render_club_notice(2027, 18500, date(2027, 3, 6), date(2027, 1, 15), date(2026, 10, 20)),
            facts={"fee_cents": 18500, "regatta": "2027-03-06"})


def main(out: Path = OUT) -> None:
    """Generate the archive into ``out`` (its ``docs/`` is replaced); prints a one-line summary."""
    from questions import build_questions  # noqa: PLC0415

    build_bills()  # registers every bill as it builds it
    build_others()
    DOCS.sort(key=lambda r: (r["created"], r["file"]))
    questions = build_questions(DOCS, TODAY)
    shutil.rmtree(out / "docs", ignore_errors=True)
    (out / "docs").mkdir(parents=True, exist_ok=True)
    for name, data in FILES.items():
        (out / name).write_bytes(data)
    with open(out / "manifest.jsonl", "w", encoding="utf-8") as fh:
        for row in DOCS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(out / "questions.jsonl", "w", encoding="utf-8") as fh:
        for q in questions:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    archive = {"generator_version": "variant-1.0", "seed": SEED, "variant": "household_variant",
               "scale": 1, "today": TODAY.isoformat(),
               "household": {"id": HOUSEHOLD, "members": MEMBERS, "address": ADDRESS},
               "documents": len(DOCS), "questions": len(questions),
               "utilities_definition": ["electricity", "gas", "water"],
               "default_visible_sensitivities": ["public", "internal"]}
    (out / "archive.json").write_text(json.dumps(archive, indent=2, ensure_ascii=False) + "\n",
                                      encoding="utf-8")
    size = sum(len(b) for b in FILES.values())
    print(f"{len(DOCS)} documents ({size / 1e6:.2f} MB), {len(questions)} questions -> {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
