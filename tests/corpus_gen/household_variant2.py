"""Generate a third synthetic household archive (``tests/data/household_variant2/``): other issuers,
people, account formats, label wording, layouts and languages than both ../shared/corpus/household
and the first variant, with its manifest, archive.json, gold questions and README.

Everything is fictional and deterministic (fixed seed). Gold answers are computed from the
generator's own manifest rows with ``questions.py`` (same aggregate semantics as the first
variant). Run from the project root:

    python3 tests/corpus_gen/household_variant2.py [OUT]   # default tests/data/household_variant2/
    python3 tests/corpus_gen/check_variant2.py             # checks the documents are readable
"""
from __future__ import annotations

import calendar
import json
import random
import shutil
import sys
from collections import Counter
from datetime import date, timedelta
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from formats import (
    MONTHS_FR,
    amount_answer,
    cents_round,
    d_de,
    d_nl,
    d_slash,
    d_uk_long,
    d_uk_short,
    d_us_long,
    d_us_short,
    date_aliases,
    eur_de,
    eur_fr,
    eur_nl,
    pct_of,
    usd,
    usd_plain,
)
from questions import UTIL_NOTE, UTILITIES, VISIBLE, QuestionSet, compute_evaluate
from render import Pdf, email_with_pdf, local_time, receipt_photo, scan_pdf

SEED = 90210 + 3
TODAY = date(2026, 11, 30)
OUT = HERE.parent / "data" / "household_variant2"
HOUSEHOLD = "h3"
MEMBERS = [
    {"user": "rosalind", "name": "Rosalind Achterberg", "role": "adult"},
    {"user": "emeka", "name": "Emeka Lindqvist", "role": "adult"},
    {"user": "pip", "name": "Philippa Achterberg", "role": "teen"},
]
ROS, EME, PIP = (m["name"] for m in MEMBERS)
ADDRESS = ["417 Cobblestone Rise, Flat B", "Thistlewick, VT 05919"]
ADDR1 = ", ".join(ADDRESS)

ELEC = "Sorrel Ridge Power Authority"
GAS = "Kettleburn Gas & Heat"
WATER = "Fenmere Water & Sewerage Board"
NET = "Tangleroot Networks"
CAMP_FR = "Colonie Les Pins Bavards"
SHOP_DE = "Fotohaus Lichtblick GmbH"
PARK_NL = "Vakantiepark De Zilvermeeuw"
FURNITURE = "Birchwood & Vale Furnishings"
CAR_INS = "Lanternfield Auto Insurance"
LANDLORD = "Pellworth Housing Partners LP"
COURIER = "Parcelwing Couriers"
HARBOUR = "Thistlewick Harbour Commission"

ELEC_ACCT = "41902/0331-SR"
GAS_REF = "52118930/H"
WATER_REF = "FWSB:K2291:07"
NET_ACCT = "TN.448.2071.6"

rng = random.Random(SEED)
DOCS: list[dict] = []
FILES: dict[str, bytes] = {}


def month_end(y: int, m: int) -> date:
    return date(y, m, calendar.monthrange(y, m)[1])


def add_months(y: int, m: int, k: int) -> tuple[int, int]:
    n = y * 12 + (m - 1) + k
    return n // 12, n % 12 + 1


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


def bill_facts(b: dict, amount_text: str, due_text: str, **extra) -> dict:
    out = {"issuer": b["issuer"], "category": b["category"], "account": b["account"],
           "statement_date": b["created"].isoformat(), "period_start": b["start"].isoformat(),
           "period_end": b["end"].isoformat(), "due_date": b["due"].isoformat(),
           "amount_due_cents": b["total"], "currency": "USD",
           "previous_balance_cents": b.get("prev"),
           "paid_on": b["paid_on"].isoformat() if b.get("paid_on") else None,
           "amount_due_text": amount_text, "due_date_text": due_text}
    out.update(extra)
    return out


def fr_long(d: date) -> str:
    return f"{d.day} {MONTHS_FR[d.month - 1]} {d.year}"


def address(p, x, y, name, lines=ADDRESS, size=9.5):
    p.text(x, y, name, size)
    for i, line in enumerate(lines):
        p.text(x, y + (i + 1) * size * 1.35, line, size)


# ---------------------------------------------------------------------------------------------
# Electricity: Sorrel Ridge Power Authority, monthly, one table with the amounts in a right column.

KWH = {1: 721, 2: 668, 3: 590, 4: 512, 5: 468, 6: 540, 7: 702, 8: 748, 9: 615, 10: 530, 11: 610,
       12: 705}
ELEC_RATE, ELEC_WIRES, ELEC_FIXED = "15.34", "3.95", 1140


def electricity_series() -> list[dict]:
    bills, prev, prev_paid = [], 12766, date(2025, 8, 19)
    for k in range(15):  # statements Sep 2025 .. Nov 2026
        y, m = add_months(2025, 9, k)
        uy, um = add_months(y, m, -1)
        kwh = KWH[um] + rng.randint(-25, 25)
        energy = cents_round(kwh * float(ELEC_RATE))
        wires = cents_round(kwh * float(ELEC_WIRES))
        sub = ELEC_FIXED + energy + wires
        tax = pct_of(sub, "4.5")
        created = date(y, m, 3 + rng.randint(0, 3))
        due = created + timedelta(days=18)
        b = {"issuer": ELEC, "category": "electricity", "account": ELEC_ACCT, "created": created,
             "start": date(uy, um, 1), "end": month_end(uy, um), "due": due,
             "paid_on": due - timedelta(days=2), "kwh": kwh, "energy": energy, "wires": wires,
             "tax": tax, "total": sub + tax, "prev": prev, "prev_paid": prev_paid}
        bills.append(b)
        prev, prev_paid = b["total"], b["paid_on"]
    return bills


def render_electricity(b: dict) -> bytes:
    pdf = Pdf(f"Power usage statement {b['created']:%B %Y}", ELEC, b["created"], family="sans")
    p = pdf.page()
    p.rect(0, 0, p.width, 70, fill=(0.16, 0.33, 0.27), color=(0.16, 0.33, 0.27))
    p.text(40, 38, "Sorrel Ridge", 20, bold=True, color=(1, 1, 1))
    p.text(40, 56, "Power Authority  -  public power for Thistlewick and the upper valley", 9,
           color=(1, 1, 1))
    p.right(572, 44, "POWER USAGE STATEMENT", 12, bold=True, color=(1, 1, 1))
    address(p, 40, 110, ROS)
    rows = [("Billing account", ELEC_ACCT), ("Prepared on", d_us_long(b["created"])),
            ("Period covered", f"{d_us_short(b['start'])} through {d_us_short(b['end'])}"),
            ("Owing by", d_us_long(b["due"]))]
    y = 104
    for label, value in rows:
        p.text(330, y, label, 9, bold=True)
        p.right(572, y, value, 9)
        y += 15
    y = 190
    p.text(40, y, "Everything on this statement, line by line", 11, bold=True)
    cols = [("What this is for", 260, "l"), ("Detail", 150, "l"), ("USD", 122, "r")]
    table_rows = [
        ["Carried over from your last statement", "", usd_plain(b["prev"])],
        [f"Remittance credited {d_us_short(b['prev_paid'])}", "thank you", usd_plain(-b["prev"])],
        ["Grid access (fixed, monthly)", "1 month", usd_plain(ELEC_FIXED)],
        ["Energy", f"{b['kwh']} kWh @ $0.{ELEC_RATE.replace('.', '')}", usd_plain(b["energy"])],
        ["Wires and transmission", f"{b['kwh']} kWh @ $0.0{ELEC_WIRES.replace('.', '')}",
         usd_plain(b["wires"])],
        ["Vermont energy levy", "4.5%", usd_plain(b["tax"])],
    ]
    y = p.table(40, y + 10, cols, table_rows, size=9, row_h=18)
    p.rect(40, y, 572, y + 22, fill=(0.88, 0.94, 0.9), color=(0.16, 0.33, 0.27))
    p.text(44, y + 15, "Sum now owing", 10.5, bold=True)
    p.right(568, y + 15, usd_plain(b["total"]), 10.5, bold=True)
    y += 50
    p.paragraph(40, y, f"We'll draw {usd(b['total'])} from your linked account on "
                f"{d_us_long(b['paid_on'])}. There is nothing you need to send.", 532, 9.5)
    p.text(40, y + 40, f"Meter SR-{4470 + b['created'].month}-E  |  energy used this period: "
           f"{b['kwh']} kWh", 8.5)
    p.text(40, 760, "Sorrel Ridge Power Authority, 9 Turbine Lane, Thistlewick VT  |  outages and "
           "billing: 1-802-555-0163  |  sorrelridge.example", 7.5, color=(0.3, 0.3, 0.3))
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Gas: Kettleburn Gas & Heat, every two months, a letter; amount and due date only in sentences.

THERMS = {1: 112, 2: 98, 3: 80, 4: 52, 5: 30, 6: 17, 7: 13, 8: 12, 9: 18, 10: 40, 11: 70, 12: 101}


def gas_series() -> list[dict]:
    bills, prev, prev_paid = [], 18804, date(2024, 12, 2)
    months = [(y, m) for y in (2025, 2026) for m in (1, 3, 5, 7, 9, 11)]
    for y, m in months:
        sy, sm = add_months(y, m, -2)
        ey, em = add_months(y, m, -1)
        start, end = date(sy, sm, 1), month_end(ey, em)
        therms = THERMS[sm] + THERMS[em] + rng.randint(-6, 6)
        days = (end - start).days + 1
        standing = days * 42
        supply = cents_round(therms * 91)
        delivery = cents_round(therms * 38)
        tax = pct_of(standing + supply + delivery, "3")
        total = standing + supply + delivery + tax
        last = (y, m) == months[-1]
        created = date(y, m, 13 if last else 8)
        due = created + timedelta(days=20)
        b = {"issuer": GAS, "category": "gas", "account": GAS_REF, "created": created,
             "start": start, "end": end, "due": due, "therms": therms, "days": days,
             "standing": standing, "supply": supply, "delivery": delivery, "tax": tax,
             "total": total, "prev": prev, "prev_paid": prev_paid,
             "paid_on": None if last else due - timedelta(days=3)}
        bills.append(b)
        prev, prev_paid = total, b["paid_on"]
    return bills


def render_gas(b: dict) -> bytes:
    pdf = Pdf(f"Kettleburn gas letter {b['created']:%Y-%m}", GAS, b["created"], family="serif")
    p = pdf.page()
    p.text(60, 60, "KETTLEBURN", 18, bold=True, color=(0.55, 0.18, 0.1))
    p.text(60, 76, "Gas & Heat  -  14 Ember Row, Thistlewick VT  -  1-802-555-0139", 9)
    p.line(60, 86, 552, 86, 1.2, (0.55, 0.18, 0.1))
    address(p, 60, 120, ROS, size=10.5)
    p.right(552, 120, d_uk_long(b["created"]), 10.5)
    p.right(552, 136, f"Customer reference {GAS_REF}", 10.5)
    y = p.paragraph(60, 200, f"Dear {ROS},", 490, 10.5)
    y += 6
    period = f"{d_uk_long(b['start'])} to {d_uk_long(b['end'])}"
    text1 = (f"This letter is your gas bill for {ADDR1} for the {b['days']} days from {period}. "
             f"Over that time the house used {b['therms']} therms of gas. With the daily standing "
             f"charge and state tax added, the gas for these two months comes to {usd(b['total'])}.")
    y = p.paragraph(60, y, text1, 490, 10.5) + 8
    if b["paid_on"]:
        text2 = (f"Please pay by {d_uk_long(b['due'])}. The card you keep on file with us will be "
                 f"billed for this sum on {d_uk_long(b['paid_on'])}, so you do not need to do "
                 "anything.")
    else:
        text2 = (f"Please pay by {d_uk_long(b['due'])}. The card you kept on file with us has "
                 "expired, so this time we cannot bill it: please pay online at kettleburn.example "
                 "or by phone.")
    y = p.paragraph(60, y, text2, 490, 10.5) + 8
    if b["prev_paid"]:
        text3 = (f"Your previous bill, for {usd(b['prev'])}, was settled in full on "
                 f"{d_uk_long(b['prev_paid'])}. Thank you.")
        y = p.paragraph(60, y, text3, 490, 10.5) + 8
    y = p.paragraph(60, y, "With kind regards,", 490, 10.5)
    y = p.paragraph(60, y + 14, "Hollis Brandvold, Customer Accounts", 490, 10.5) + 30
    p.text(60, y, "How we worked it out", 10, bold=True)
    y += 16
    for label, val in [(f"Standing charge, {b['days']} days at $0.42", b["standing"]),
                       (f"Gas supplied, {b['therms']} therms at $0.91", b["supply"]),
                       (f"Pipeline delivery, {b['therms']} therms at $0.38", b["delivery"]),
                       ("State tax on fuel, 3%", b["tax"])]:
        p.text(72, y, label, 9.5)
        p.right(400, y, usd(val), 9.5)
        y += 14
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Water: Fenmere Water & Sewerage Board, quarterly, two pages, the amount only on page 2.

def water_series() -> list[dict]:
    bills, prev = [], 15122
    for y in (2025, 2026):
        for m in (2, 5, 8, 11):
            sy, sm = add_months(y, m, -3)
            ey, em = add_months(y, m, -1)
            hcf = {2: 19, 5: 21, 8: 29, 11: 24}[m] + rng.randint(-2, 2)
            water, sewer = hcf * 412, hcf * 506
            total = 960 + 1400 + water + sewer
            created = date(y, m, 10)
            due = created + timedelta(days=24)
            last = (y, m) == (2026, 11)
            b = {"issuer": WATER, "category": "water", "account": WATER_REF, "created": created,
                 "start": date(sy, sm, 1), "end": month_end(ey, em), "due": due, "hcf": hcf,
                 "water": water, "sewer": sewer, "total": total, "prev": prev,
                 "paid_on": None if last else due - timedelta(days=5)}
            bills.append(b)
            prev = total
    return bills


def render_water(b: dict) -> bytes:
    pdf = Pdf(f"Fenmere quarterly account {b['created']:%Y-%m}", WATER, b["created"], family="sans")
    p = pdf.page()
    p.text(50, 60, "FENMERE", 22, bold=True, color=(0.1, 0.25, 0.5))
    p.text(50, 76, "Water & Sewerage Board  -  Pumphouse Yard, Thistlewick VT  -  1-802-555-0158", 9)
    p.right(562, 60, "Quarterly water and sewerage account", 11, bold=True)
    p.right(562, 76, "page 1 of 2", 8.5)
    address(p, 50, 130, EME)
    y = 130
    for label, val in [("Account ref", WATER_REF), ("Date of account", d_uk_short(b["created"])),
                       ("Quarter", f"{d_uk_short(b['start'])} - {d_uk_short(b['end'])}")]:
        p.text(340, y, label, 9.5, bold=True)
        p.text(440, y, val, 9.5)
        y += 15
    y = 230
    p.text(50, y, "Your meter", 11, bold=True)
    base = 4100 + b["created"].year % 100 * 37 + b["created"].month * 11
    y = p.paragraph(50, y + 18, f"We read meter FN-30218 twice this quarter: {base:,} hcf at the "
                    f"start and {base + b['hcf']:,} hcf at the end, so {b['hcf']} hundred cubic "
                    "feet (hcf) of water went through it.", 500, 10)
    y = p.paragraph(50, y + 10, "Each hcf is 748 gallons. Sewerage is charged on the same volume, "
                    "because what comes in goes out.", 500, 10)
    p.paragraph(50, y + 10, "Your charges for the quarter and how to settle them are set out "
                "overleaf.", 500, 10, bold=True)
    p.text(50, 760, "Fenmere Water & Sewerage Board - a public body. Leaks: 1-802-555-0150.", 8)
    p = pdf.page()
    p.text(50, 60, "FENMERE  -  quarterly water and sewerage account (continued)", 11, bold=True)
    p.right(562, 60, "page 2 of 2", 8.5)
    cols = [("Charge", 260, "l"), ("Worked out as", 140, "l"), ("This quarter", 112, "r")]
    rows = [["Meter and billing charge", "per quarter", usd(960)],
            ["Surface drainage levy", "per quarter", usd(1400)],
            ["Water supplied", f"{b['hcf']} hcf x $4.12", usd(b["water"])],
            ["Sewerage", f"{b['hcf']} hcf x $5.06", usd(b["sewer"])]]
    y = p.table(50, 90, cols, rows, size=9.5, row_h=18, header_fill=(0.85, 0.9, 0.97))
    p.text(54, y + 20, "Grand total for the quarter", 11, bold=True)
    p.right(558, y + 20, usd(b["total"]), 11, bold=True)
    p.line(50, y + 28, 562, y + 28, 1)
    y += 56
    p.text(54, y, "Settle by", 10, bold=True)
    p.text(160, y, d_uk_short(b["due"]), 10)
    y += 26
    if b["paid_on"]:
        y = p.paragraph(54, y, f"Standing order: {usd(b['total'])} will leave your bank on "
                        f"{d_uk_short(b['paid_on'])}.", 500, 10)
    else:
        y = p.paragraph(54, y, "No standing order is set up for this account at the moment. "
                        "Settle online at fenmere.example/settle or by phone.", 500, 10)
    p.paragraph(54, y + 10, f"Last quarter's account was {usd(b['prev'])}.", 500, 9)
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Internet: Tangleroot Networks, monthly invoices with item rows; August only as a plain e-mail.

def internet_series() -> list[dict]:
    bills = []
    for m in range(5, 12):
        plan = 5500 if m < 9 else 6200
        items = [("Canopy 600 fibre (600 Mbps)", 1, plan), ("Mesh extender rental", 1, 650),
                 ("Network access fee", 1, 249)]
        sub = sum(q * u for _, q, u in items)
        tax = pct_of(sub, "4")
        created = date(2026, m, 15)
        inv = f"TRN-26{m:02d}-{rng.randint(1000, 9999)}"
        bills.append({"issuer": NET, "category": "internet", "account": NET_ACCT, "created": created,
                      "start": date(2026, m, 1), "end": month_end(2026, m), "invoice": inv,
                      "due": date(2026, m, 25), "paid_on": date(2026, m, 25), "items": items,
                      "tax": tax, "total": sub + tax})
    return bills


def render_internet(b: dict) -> bytes:
    pdf = Pdf(f"Tangleroot invoice {b['invoice']}", NET, b["created"], family="sans")
    p = pdf.page()
    p.text(50, 62, "tangleroot", 24, bold=True, color=(0.42, 0.2, 0.55))
    p.text(50, 78, "Tangleroot Networks  -  fibre to the home  -  1-802-555-0147", 9)
    p.right(562, 62, f"Invoice no. {b['invoice']}", 10, bold=True)
    p.right(562, 78, f"Raised on {d_slash(b['created'])}", 9)
    address(p, 50, 120, EME)
    p.text(340, 120, "Subscriber number", 9, bold=True)
    p.text(450, 120, NET_ACCT, 9)
    p.text(340, 135, "Billing month", 9, bold=True)
    p.text(450, 135, f"{b['created']:%B %Y}", 9)
    cols = [("What you get", 270, "l"), ("Qty", 50, "r"), ("Each", 90, "r"), ("Line", 102, "r")]
    rows = [[d, str(q), usd(u), usd(q * u)] for d, q, u in b["items"]]
    rows.append(["Vermont telecom tax 4%", "", "", usd(b["tax"])])
    y = p.table(50, 190, cols, rows, size=9.5, row_h=18, header_fill=(0.93, 0.9, 0.96))
    p.text(54, y + 22, "You owe this month", 11, bold=True)
    p.right(558, y + 22, usd(b["total"]), 11, bold=True)
    p.text(54, y + 44, "Autopay runs on", 10, bold=True)
    p.text(160, y + 44, d_slash(b["paid_on"]), 10)
    p.paragraph(54, y + 74, f"Autopay will take {usd(b['total'])} from your Visa ending 2207 on "
                f"{d_slash(b['paid_on'])}. Speeds: up to 600 Mbps both ways on Canopy 600.", 500, 9)
    return pdf.tobytes()


def internet_email(b: dict) -> bytes:
    msg = EmailMessage()
    msg["From"] = "Tangleroot Networks <accounts@tangleroot.example>"
    msg["To"] = f"{EME} <emeka.lindqvist@mailbox.example>"
    msg["Subject"] = f"Your Tangleroot bill for {b['created']:%B %Y} ({b['invoice']})"
    msg["Date"] = format_datetime(local_time(b["created"], 6, 12, -4))
    msg["Message-ID"] = f"<{b['invoice'].lower()}@tangleroot.example>"
    lines = [f"Hi {EME.split()[0]},", "",
             f"Your Tangleroot bill for {b['created']:%B %Y} is ready. No PDF this month - "
             "everything is right here.", "",
             f"Invoice no. {b['invoice']}   Subscriber number {NET_ACCT}", ""]
    for d, q, u in b["items"]:
        lines.append(f"  {d:<34} {q} x {usd(u):>8}  {usd(q * u):>9}")
    lines += [f"  {'Vermont telecom tax 4%':<34}              {usd(b['tax']):>9}", "",
              f"You owe this month: {usd(b['total'])}",
              f"Autopay runs on: {d_slash(b['paid_on'])} (Visa ending 2207)", "",
              "Thanks for being with Tangleroot,", "The Tangleroot billing team"]
    msg.set_content("\n".join(lines) + "\n")
    return msg.as_bytes()


# ---------------------------------------------------------------------------------------------
# Bills into the manifest

def build_bills() -> None:
    elec = electricity_series()
    for b in elec:
        name = f"SRPA_{b['created']:%Y%m%d}.pdf"
        data = render_electricity(b)
        row = add_doc(name, f"Sorrel Ridge Power Authority power usage statement, {b['created']:%B %Y}",
                      "utility_bill", b["created"], "internal", "rosalind",
                      [payment(b["total"], "USD", b["paid_on"], "electricity", ELEC)], "pdf", data,
                      "electricity", bill_facts(b, usd(b["total"]), d_us_long(b["due"]), kwh=b["kwh"]))
        if b["created"].strftime("%Y-%m") == "2026-06":
            sent = b["created"] + timedelta(days=1)
            eml = email_with_pdf(
                f"{EME} <emeka.lindqvist@mailbox.example>", f"{ROS} <ros.achterberg@mailbox.example>",
                "Fwd: your power usage statement is ready", local_time(sent, 21, 40, -4),
                f"Ros - forwarding the June power statement, the autopay should take it on "
                f"{d_us_long(b['paid_on'])}. E.\n\n---- Forwarded message ----\nFrom: Sorrel Ridge "
                "Power Authority <statements@sorrelridge.example>\nYour statement is attached.\n",
                name, data, f"<fwd-srpa-{b['created']:%Y%m}@mailbox.example>")
            add_doc(f"{sent:%Y-%m-%d}_Fwd_power_statement.eml",
                    "Email: forwarded Sorrel Ridge power statement (June 2026)", "email", sent,
                    "internal", "emeka",
                    [payment(b["total"], "USD", b["paid_on"], "electricity", ELEC,
                             dup_of=row["file"])], "eml", eml, "electricity",
                    dict(bill_facts(b, usd(b["total"]), d_us_long(b["due"]), kwh=b["kwh"]),
                         duplicate_of=row["file"]))
    for b in gas_series():
        pays = [payment(b["total"], "USD", b["paid_on"], "gas", GAS)] if b["paid_on"] else []
        add_doc(f"kettleburn_{b['created']:%Y-%m}.pdf", f"Kettleburn Gas & Heat bill letter, "
                f"{b['created']:%B %Y}", "utility_bill", b["created"], "internal", "rosalind", pays,
                "pdf", render_gas(b), "gas",
                bill_facts(b, usd(b["total"]), d_uk_long(b["due"]), therms=b["therms"]))
    for b in water_series():
        pays = [payment(b["total"], "USD", b["paid_on"], "water", WATER)] if b["paid_on"] else []
        add_doc(f"Fenmere_quarterly_{b['created']:%Y_%m}.pdf", f"Fenmere Water & Sewerage Board "
                f"quarterly account, {b['created']:%B %Y}", "utility_bill", b["created"], "internal",
                "emeka", pays, "pdf", render_water(b), "water",
                bill_facts(b, usd(b["total"]), d_uk_short(b["due"]), hcf=b["hcf"], pages=2))
    for b in internet_series():
        pays = [payment(b["total"], "USD", b["paid_on"], "internet", NET)]
        facts = bill_facts(b, usd(b["total"]), d_slash(b["due"]), invoice_no=b["invoice"])
        if b["created"].month == 8:
            add_doc(f"{b['created']:%Y-%m-%d}_Tangleroot_bill.eml", f"Email: Tangleroot Networks "
                    f"bill {b['created']:%B %Y} (inline text)", "email", b["created"], "internal",
                    "emeka", pays, "eml", internet_email(b), "internet", facts)
        else:
            add_doc(f"Tangleroot_{b['invoice']}.pdf", f"Tangleroot Networks invoice, "
                    f"{b['created']:%B %Y}", "utility_bill", b["created"], "internal", "emeka", pays,
                    "pdf", render_internet(b), "internet", facts)


# ---------------------------------------------------------------------------------------------
# Other documents

def render_camp_fr(r: dict) -> bytes:
    pdf = Pdf("Facture séjour été 2026", CAMP_FR, r["date"], family="serif", unicode=True)
    p = pdf.page()
    p.text(60, 64, "Colonie Les Pins Bavards", 18, bold=True, color=(0.15, 0.4, 0.2))
    p.text(60, 80, "Association loi 1901 - Route des Dunes, 40660 Moliets-Plage - tél. 05 58 55 01 23",
           9)
    p.text(330, 130, "Famille Achterberg-Lindqvist", 10)
    p.text(330, 143, ADDRESS[0], 10)
    p.text(330, 156, ADDRESS[1] + ", États-Unis", 10)
    p.text(60, 130, f"Facture n° {r['no']}", 12, bold=True)
    p.text(60, 148, f"Émise le {fr_long(r['date'])}", 10)
    p.text(60, 162, f"Participante : {PIP}", 10)
    cols = [("Prestation", 300, "l"), ("Qté", 50, "r"), ("Prix", 80, "r"), ("Montant", 82, "r")]
    rows = [[d, str(q), eur_fr(u), eur_fr(q * u)] for d, q, u in r["items"]]
    y = p.table(60, 200, cols, rows, size=9.5, row_h=18)
    p.text(64, y + 24, "Net à payer", 11, bold=True)
    p.right(568, y + 24, eur_fr(r["total"]), 11, bold=True)
    y = p.paragraph(64, y + 54, f"À régler avant le {fr_long(r['due'])}. Réglé par carte bancaire le "
                    f"{fr_long(r['paid'])} : merci ! Séjour du {fr_long(r['start'])} au "
                    f"{fr_long(r['end'])}.", 500, 10)
    p.paragraph(64, y + 8, "Association non assujettie à la TVA. Trousseau et fiche sanitaire à "
                "envoyer avant le départ.", 500, 9)
    return pdf.tobytes()


def render_camera_de(r: dict) -> bytes:
    pdf = Pdf(f"Rechnung {r['no']}", SHOP_DE, r["date"], family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 60, "Fotohaus Lichtblick", 20, bold=True)
    p.text(50, 76, "GmbH  -  Hafenstraße 7, 24937 Flensburg  -  Tel. 0461 555 0182", 9)
    p.text(50, 120, "Herrn Emeka Lindqvist", 10)
    p.text(50, 133, ADDRESS[0], 10)
    p.text(50, 146, ADDRESS[1] + ", USA", 10)
    y = 120
    for label, val in [("Belegnummer", r["no"]), ("Belegdatum", d_de(r["date"])),
                       ("Kundennr.", "LB-77120")]:
        p.text(360, y, label, 9.5, bold=True)
        p.right(562, y, val, 9.5)
        y += 14
    p.text(50, 190, "Ihre Rechnung", 14, bold=True)
    cols = [("Artikel", 290, "l"), ("Stk.", 40, "r"), ("Preis", 90, "r"), ("Summe", 92, "r")]
    rows = [[d, str(q), eur_de(u), eur_de(q * u)] for d, q, u in r["items"]]
    y = p.table(50, 205, cols, rows, size=9.5, row_h=18)
    p.text(54, y + 22, "Gesamtbetrag", 11, bold=True)
    p.right(558, y + 22, eur_de(r["total"]), 11, bold=True)
    p.text(54, y + 38, f"enthaltene USt. 19 %: {eur_de(r['vat'])}", 9)
    p.text(54, y + 62, f"Zahlbar bis {d_de(r['due'])}", 10)
    p.text(54, y + 78, f"Bezahlt am {d_de(r['paid'])} per Kreditkarte - herzlichen Dank!", 10)
    return pdf.tobytes()


def render_cottage_nl(r: dict) -> bytes:
    pdf = Pdf(f"Nota {r['no']}", PARK_NL, r["date"], family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 62, "Vakantiepark De Zilvermeeuw", 18, bold=True, color=(0.1, 0.35, 0.55))
    p.text(50, 78, "Duinweg 88, 4503 KX Groede  -  tel. 0117 55 0164", 9)
    address(p, 50, 120, f"Mevr. {ROS}")
    y = 120
    for label, val in [("Notanummer", r["no"]), ("Notadatum", d_nl(r["date"])),
                       ("Verblijf", f"{d_nl(r['start'])} t/m {d_nl(r['end'])}"),
                       ("Huisje", "Strandhuis 14 (6 pers.)")]:
        p.text(330, y, label, 9.5, bold=True)
        p.text(430, y, val, 9.5)
        y += 14
    cols = [("Wat", 290, "l"), ("Stuks", 50, "r"), ("Per stuk", 86, "r"), ("Totaal", 86, "r")]
    rows = [[d, str(q), eur_nl(u), eur_nl(q * u)] for d, q, u in r["items"]]
    y = p.table(50, 200, cols, rows, size=9.5, row_h=18)
    p.text(54, y + 22, "Totaalbedrag", 11, bold=True)
    p.right(558, y + 22, eur_nl(r["total"]), 11, bold=True)
    p.text(54, y + 44, f"Uiterste betaaldatum: {d_nl(r['due'])}", 10)
    p.text(54, y + 60, f"Voldaan op {d_nl(r['paid'])} - hartelijk dank en tot ziens aan zee!", 10)
    return pdf.tobytes()


def render_furniture_invoice(r: dict) -> bytes:
    pdf = Pdf(f"Birchwood & Vale order {r['no']}", FURNITURE, r["date"], family="serif")
    p = pdf.page()
    p.center(306, 60, "BIRCHWOOD & VALE", 20, bold=True)
    p.center(306, 76, "Furnishings  -  230 Millrace Road, Thistlewick VT  -  (802) 555-0172", 9)
    address(p, 60, 120, ROS)
    p.text(360, 120, f"Sales order {r['no']}", 10, bold=True)
    p.text(360, 134, f"Ordered {d_us_long(r['date'])}", 10)
    cols = [("Piece", 280, "l"), ("Qty", 40, "r"), ("Each", 90, "r"), ("Extended", 82, "r")]
    rows = [[d, str(q), usd(u), usd(q * u)] for d, q, u in r["items"]]
    rows += [["Vermont sales tax 6%", "", "", usd(r["tax"])]]
    y = p.table(60, 180, cols, rows, size=9.5, row_h=18, header_fill=(0.92, 0.88, 0.8))
    p.text(64, y + 22, "Order total", 11, bold=True)
    p.right(548, y + 22, usd(r["total"]), 11, bold=True)
    p.paragraph(64, y + 50, f"Settled by card on {d_us_long(r['date'])}. Delivery booked for "
                f"{d_us_long(r['date'] + timedelta(days=9))}. Unused items may be returned within "
                "30 days for a credit to the original card.", 480, 9.5)
    return pdf.tobytes()


def render_furniture_credit(r: dict, inv: dict) -> bytes:
    pdf = Pdf(f"Birchwood & Vale credit memo {r['no']}", FURNITURE, r["date"], family="serif")
    p = pdf.page()
    p.center(306, 60, "BIRCHWOOD & VALE", 20, bold=True)
    p.center(306, 76, "Furnishings  -  230 Millrace Road, Thistlewick VT  -  (802) 555-0172", 9)
    address(p, 60, 120, ROS)
    p.text(360, 120, f"Credit memo {r['no']}", 10, bold=True)
    p.text(360, 134, f"Against sales order {inv['no']}", 10)
    p.text(360, 148, f"Dated {d_us_long(r['date'])}", 10)
    p.paragraph(60, 200, f"Returned unused: {r['item']}. Price {usd(r['price'])} plus sales tax "
                f"{usd(r['tax'])}.", 490, 10)
    p.text(60, 240, "Amount credited back to your card", 11, bold=True)
    p.right(552, 240, usd(r["amount"]), 11, bold=True)
    p.text(60, 260, f"Credited on {d_us_long(r['credited'])} to the Visa ending 4418.", 10)
    return pdf.tobytes()


CAR_CONTRACT = "LAI/A/7730219"
CAR_PLATE = "HXR 4417"
CAR_TERMS = [{"start": date(2024, 12, 15), "premium": 98720, "paid": date(2024, 12, 2),
              "collision": 75000, "glass": 25000},
             {"start": date(2025, 12, 15), "premium": 104460, "paid": date(2025, 12, 1),
              "collision": 50000, "glass": 10000}]
CAR_RENEWAL = {"date": date(2026, 11, 12), "start": date(2026, 12, 15), "premium": 112980}
CAR_CLAIMS = "1-877-555-0126"


def render_car_policy(t: dict) -> bytes:
    end = t["start"].replace(year=t["start"].year + 1)
    pdf = Pdf(f"Lanternfield certificate and schedule {t['start'].year}", CAR_INS, t["paid"])
    p = pdf.page()
    p.rect(40, 40, 572, 100, fill=(0.98, 0.93, 0.75), color=(0.7, 0.55, 0.1))
    p.text(56, 68, "LANTERNFIELD", 18, bold=True, color=(0.5, 0.35, 0.0))
    p.text(56, 86, "Auto Insurance  -  motor cover certificate & schedule", 10)
    p.right(556, 68, f"Claims line (any hour): {CAR_CLAIMS}", 9)
    rows = [("Contract number", CAR_CONTRACT), ("Policyholders", f"{ROS} and {EME}"),
            ("Garaged at", ADDR1), ("In force from", d_us_long(t["start"])),
            ("Runs until", f"{d_us_long(end)} (12:01 a.m.)"),
            ("Insured car", "2020 Korvath Estrel 1.8 wagon"), ("Registration plate", f"{CAR_PLATE} (VT)"),
            ("Your share per collision claim", usd(t["collision"])),
            ("Your share per glass or theft claim", usd(t["glass"])),
            ("Yearly cost of cover", usd(t["premium"])),
            ("Received by us on", d_us_long(t["paid"]))]
    y = 140
    for label, val in rows:
        p.text(56, y, label, 10, bold=True)
        p.text(270, y, val, 10)
        p.line(56, y + 5, 556, y + 5, 0.2, (0.6, 0.6, 0.6))
        y += 20
    p.paragraph(56, y + 20, "Liability limits: $250,000 per person / $500,000 per accident; property "
                "damage $100,000. Your share is what you pay towards each claim before we pay the "
                "rest. Keep this certificate in the vehicle.", 500, 9)
    return pdf.tobytes()


def render_car_renewal() -> bytes:
    r = CAR_RENEWAL
    pdf = Pdf("Lanternfield renewal offer", CAR_INS, r["date"])
    p = pdf.page()
    p.text(56, 68, "LANTERNFIELD", 18, bold=True, color=(0.5, 0.35, 0.0))
    p.text(56, 86, "Auto Insurance", 10)
    address(p, 56, 130, ROS)
    p.right(556, 130, d_us_long(r["date"]), 10)
    y = p.paragraph(56, 200, f"Your motor cover under contract {CAR_CONTRACT} comes up for renewal "
                    f"on {d_us_long(r['start'])}. Here is what the next year would cost.", 500, 10.5)
    y += 12
    inst = cents_round(r["premium"] * 1.04 / 12)
    for label, val in [("New yearly cost", usd(r["premium"])),
                       ("Pay before", d_us_long(r["start"])),
                       ("Or in 12 monthly instalments of", usd(inst))]:
        p.text(70, y, label, 10.5, bold=True)
        p.right(500, y, val, 10.5)
        y += 18
    p.paragraph(56, y + 16, "Your share per collision claim stays at $500.00. If you choose "
                "instalments, a 4% credit charge applies. Do nothing and we will renew "
                "automatically and bill the card we hold.", 500, 10)
    return pdf.tobytes()


LEASE = {"date": date(2024, 6, 20), "start": date(2024, 8, 1), "end": date(2025, 7, 31),
         "rent": 172500, "bond": 258750, "notice_days": 45,
         "signers": ["Ottilie Brannagh", ROS, EME]}
EXTENSION = {"date": date(2025, 6, 18), "rent": 179900, "rent_from": date(2025, 8, 1),
             "end": date(2027, 7, 31), "signers": ["Casimir Dunleavy", ROS, EME]}


def sign_block(p, y, signers, roles, when: date) -> float:
    p.text(60, y, "Signed", 11, bold=True)
    y += 22
    for name, role in zip(signers, roles):
        p.text(60, y, f"(signed) {name}", 10, family="serif")
        p.text(300, y, f"{role}, {d_us_long(when)}", 9.5)
        y += 20
    return y


def render_lease() -> bytes:
    L = LEASE
    pdf = Pdf("Occupancy agreement - 417 Cobblestone Rise", LANDLORD, L["date"], family="serif")
    p = pdf.page()
    p.center(306, 60, "AGREEMENT TO LET A DWELLING", 14, bold=True)
    p.center(306, 78, ADDR1, 10)
    clauses = [
        f"A. Who. {LANDLORD} (the \"Owner\"), represented by its letting coordinator Ottilie "
        f"Brannagh, lets the dwelling above to {ROS} and {EME} (the \"Occupiers\"). Made on "
        f"{d_us_long(L['date'])}.",
        f"B. How long. From {d_us_long(L['start'])} until {d_us_long(L['end'])}.",
        f"C. Money each month. Each month's rent is {usd(L['rent'])}, to reach the Owner no later "
        "than the third (3rd) day of the month.",
        f"D. Damage bond. The Occupiers have lodged a damage bond of {usd(L['bond'])}; the Owner "
        "keeps it in a separate account and repays it within 30 days after the keys come back, "
        "less the cost of any damage beyond normal wear.",
        "E. Leaving. Either side may bring the agreement to an end on its last day by telling the "
        f"other in writing at least forty-five ({L['notice_days']}) days ahead. Otherwise it runs "
        "on from month to month.",
        "F. Services. The Occupiers arrange and pay for electricity, gas, water and sewerage, and "
        "internet. Snow clearing of the shared drive is done by the Owner.",
        "G. Animals. None without the Owner's consent in writing.",
    ]
    y = 120
    for c in clauses:
        y = p.paragraph(60, y, c, 490, 10.5) + 8
    sign_block(p, y + 20, L["signers"], ["Letting Coordinator for the Owner", "Occupier", "Occupier"],
               L["date"])
    return pdf.tobytes()


def render_extension() -> bytes:
    E = EXTENSION
    pdf = Pdf("Extension of the agreement to let", LANDLORD, E["date"], family="serif")
    p = pdf.page()
    p.center(306, 60, "EXTENSION AND RENT REVIEW", 14, bold=True)
    p.center(306, 78, f"Agreement to let a dwelling at {ADDR1}", 10)
    clauses = [
        f"1. This extension is made on {d_us_long(E['date'])} between {LANDLORD}, acting through "
        f"its portfolio director Casimir Dunleavy, and {ROS} and {EME}.",
        f"2. The agreement dated {d_us_long(LEASE['date'])} is extended; it now ends on "
        f"{d_us_long(E['end'])}.",
        f"3. From {d_us_long(E['rent_from'])} each month's rent becomes {usd(E['rent'])}.",
        "4. Everything else in the agreement, including the damage bond and the notice needed to "
        "leave, stays as it was.",
    ]
    y = 120
    for c in clauses:
        y = p.paragraph(60, y, c, 490, 10.5) + 8
    sign_block(p, y + 20, E["signers"], ["Portfolio Director for the Owner", "Occupier", "Occupier"],
               E["date"])
    return pdf.tobytes()


PAY_R = {"employer": "Tidewell Ceramics Studio, Inc.", "gross": 624000,
         "deductions": {"U.S. income tax withheld": 84240, "Vermont income tax withheld": 24336,
                        "FICA Social Security": 38688, "FICA Medicare": 9048,
                        "Pension saving 5%": 31200, "Health plan": 12650}}
PAY_E = {"employer": "Gorsemoor Regional Library District", "gross": 511500,
         "deductions": {"U.S. income tax withheld": 61380, "Vermont income tax withheld": 17902,
                        "FICA Social Security": 31713, "FICA Medicare": 7417,
                        "Pension saving 5%": 25575, "Health plan": 18920}}


def net_of(pay: dict) -> int:
    return pay["gross"] - sum(pay["deductions"].values())


def render_payslip(pay: dict, person: str, pay_day: date) -> bytes:
    pdf = Pdf(f"Pay advice {person} {pay_day:%B %Y}", pay["employer"], pay_day, family="mono")
    p = pdf.page()
    p.text(50, 60, pay["employer"].upper(), 13, bold=True)
    p.text(50, 76, "PAY ADVICE - PRIVATE AND CONFIDENTIAL", 10)
    y = 110
    for label, val in [("Name", person), ("Pay day", d_us_long(pay_day)),
                       ("Period", f"{pay_day:%B %Y}"), ("Paid", "monthly")]:
        p.text(50, y, f"{label:<12}{val}", 10)
        y += 14
    y += 16
    p.text(50, y, f"{'Salary':<36}{usd_plain(pay['gross']):>14}", 10)
    y += 14
    p.text(50, y, f"{'Total before deductions':<36}{usd(pay['gross']):>14}", 10, bold=True)
    y += 26
    for label, val in pay["deductions"].items():
        p.text(50, y, f"{label:<36}{usd_plain(val):>14}", 10)
        y += 14
    y += 8
    total = sum(pay["deductions"].values())
    p.text(50, y, f"{'Deductions together':<36}{usd(total):>14}", 10, bold=True)
    y += 26
    p.text(50, y, f"{'Take-home':<36}{usd(net_of(pay)):>14}", 12, bold=True)
    p.text(50, y + 22, "Transferred to your account ending 6610.", 9)
    return pdf.tobytes()


def render_dermatology() -> bytes:
    pdf = Pdf("Clinic letter", "Ashbourne Dermatology Clinic", date(2026, 9, 22), family="serif")
    p = pdf.page()
    p.text(60, 60, "Ashbourne Dermatology Clinic", 15, bold=True)
    p.text(60, 76, "3 Linden Court, Thistlewick VT  -  (802) 555-0119", 9)
    p.right(552, 60, "RESTRICTED - CLINICAL", 9, bold=True)
    address(p, 60, 120, EME)
    p.right(552, 120, d_us_long(date(2026, 9, 22)), 10)
    text = [f"Dear {EME},",
            "Thank you for coming in on September 18, 2026. The patches on both forearms are "
            "consistent with atopic eczema, moderate in severity.",
            "I have prescribed tacrolimus 0.1% ointment, to be applied thinly twice a day for four "
            "weeks, then twice a week. Please keep using a plain emollient every day.",
            "I would like to see you again on February 3, 2027 at 10:15 a.m. to review how the "
            "skin has responded.",
            "With best wishes,", "Dr. Ysolde Fairweather, consultant dermatologist"]
    y = 200
    for t in text:
        y = p.paragraph(60, y, t, 490, 10.5) + 8
    return pdf.tobytes()


RECEIPTS = [
    {"file": "IMG_20251018_142233.jpg", "store": "Gantry Home Electronics", "date": date(2025, 10, 18),
     "time": "14:22", "lines_head": ["*^GANTRY HOME ELECTRONICS", "^88 Spindle Street",
                                     "^Thistlewick VT  802-555-0185"],
     "items": [("AERILUX SWIFT S4 VAC", 1, 32900), ("SPARE FILTER 2PK", 1, 1899)], "tax": "6",
     "category": "appliances", "owner": "emeka"},
    {"file": "IMG_20260509_103417.jpg", "store": "Hobnail Hardware", "date": date(2026, 5, 9),
     "time": "10:34", "lines_head": ["*^HOBNAIL HARDWARE", "^4 Anvil Lane, Thistlewick",
                                     "^802-555-0131"],
     "items": [("EXT PAINT SAGE 1GAL", 2, 4599), ("ROLLER KIT 9IN", 1, 1749),
               ("DROP CLOTH 9X12", 1, 1299), ("SANDPAPER ASST", 1, 899)], "tax": "6",
     "category": "home_maintenance", "owner": "rosalind"},
    {"file": "IMG_20260912_161505.jpg", "store": "Marlowe's Garden Centre", "date": date(2026, 9, 12),
     "time": "16:15", "lines_head": ["*^MARLOWE'S GARDEN CENTRE", "^Route 9, Thistlewick",
                                     "^802-555-0178"],
     "items": [("TULIP BULBS 25", 2, 1450), ("COMPOST 40LB", 3, 899), ("HAND TROWEL", 1, 1325)],
     "tax": "6", "category": "garden", "owner": "pip"},
]


def receipt_rows(r: dict) -> tuple[list, int, int, int]:
    sub = sum(q * u for _, q, u in r["items"])
    tax = pct_of(sub, r["tax"])
    lines = list(r["lines_head"]) + ["", (f"{r['date']:%m/%d/%Y}", r["time"]), ""]
    for d, q, u in r["items"]:
        lines.append((f"{q} x {d}" if q > 1 else d, usd_plain(q * u)))
    lines += ["", ("SUBTOTAL", usd_plain(sub)), (f"SALES TAX {r['tax']}%", usd_plain(tax)),
              ("*TOTAL", usd_plain(sub + tax)), ("CARD ****4418", usd_plain(sub + tax)), "",
              "^KEEP THIS SLIP FOR RETURNS"]
    return lines, sub, tax, sub + tax


WARRANTY = {"brand": "Aerilux", "model": "Swift S4", "serial": "AX-S4-2290417",
            "purchased": date(2025, 10, 18), "months": 24}


def render_warranty() -> bytes:
    w = WARRANTY
    pdf = Pdf("Aerilux guarantee registration", "Aerilux", w["purchased"], family="sans")
    p = pdf.page()
    p.text(60, 70, "AERILUX", 22, bold=True, color=(0.1, 0.5, 0.6))
    p.text(60, 88, "Guarantee registration - please keep", 11)
    y = 130
    for label, val in [("Appliance", f"Aerilux {w['model']} cordless stick vacuum"),
                       ("Serial", w["serial"]), ("Bought on", d_us_long(w["purchased"])),
                       ("Bought from", "Gantry Home Electronics"),
                       ("Registered to", EME)]:
        p.text(60, y, label, 10, bold=True)
        p.text(200, y, val, 10)
        y += 18
    p.paragraph(60, y + 16, "Aerilux repairs or replaces this appliance free of charge if it fails "
                "through a fault in materials or assembly within twenty-four (24) months of the day "
                "you bought it. Batteries are covered for 12 months.", 490, 10)
    return pdf.tobytes()


KAYAK = {"no": "KR/26/0381", "rack": "K-17", "issued": date(2026, 4, 2), "fee": 8500,
         "from": date(2026, 4, 15), "until": date(2026, 10, 31)}


def render_kayak_scan() -> bytes:
    k = KAYAK
    pdf = Pdf("Kayak rack licence", HARBOUR, k["issued"], family="sans")
    p = pdf.page()
    p.text(60, 70, "THISTLEWICK HARBOUR COMMISSION", 16, bold=True)
    p.text(60, 88, "Waterfront Office, 1 Slipway Road", 11)
    address(p, 60, 130, ROS, size=12)
    p.text(380, 130, d_slash(k["issued"]), 12)
    p.text(60, 210, "KAYAK RACK LICENCE - SEASON 2026", 14, bold=True)
    y = 240
    for label, val in [("Licence number", k["no"]), ("Rack space", k["rack"]),
                       ("Season starts", d_slash(k["from"])), ("Season ends", d_slash(k["until"])),
                       ("Fee paid", f"{usd(k['fee'])} on {d_slash(k['issued'])}")]:
        p.text(60, y, label, 12, bold=True)
        p.text(230, y, val, 12)
        y += 22
    p.paragraph(60, y + 20, "Attach the licence tag to the bow of your kayak. Craft left on the rack "
                "after the season ends will be removed.", 480, 11)
    return scan_pdf(pdf.tobytes(), rng, angle=1.4, dpi=200)


def parcel_email() -> bytes:
    msg = EmailMessage()
    msg["From"] = "Parcelwing Couriers <notify@parcelwing.example>"
    msg["To"] = f"{ROS} <ros.achterberg@mailbox.example>"
    msg["Subject"] = "Your parcel from Fernleaf Books is on its way"
    msg["Date"] = format_datetime(local_time(date(2026, 11, 24), 8, 3, -5))
    msg["Message-ID"] = "<pw-58k331907z@parcelwing.example>"
    msg.set_content(
        f"Hello {ROS.split()[0]},\n\nGood news: Fernleaf Books has handed your parcel to Parcelwing.\n\n"
        "Consignment code: PW-58K-331-907Z\nExpected delivery: Thursday, December 3, 2026, "
        "between 9 a.m. and 1 p.m.\nDeliver to: " + ADDR1 + "\n\nTrack it at parcelwing.example "
        "with the consignment code. If nobody is home we will leave it at the Thistlewick post "
        "office.\n\nParcelwing Couriers - questions 1-888-555-0108\n")
    return msg.as_bytes()


ORCHESTRA = {"sent": date(2026, 10, 26), "fee": 24000, "deposit_by": date(2027, 1, 8),
             "concert": date(2026, 12, 13)}


def render_orchestra() -> bytes:
    o = ORCHESTRA
    pdf = Pdf("Youth wind orchestra - spring tour", "Thistlewick Youth Wind Orchestra", o["sent"],
              family="serif")
    p = pdf.page()
    p.text(60, 64, "Thistlewick Youth Wind Orchestra", 16, bold=True)
    p.text(60, 80, f"Note to families, {d_us_long(o['sent'])}", 10)
    text = ["Dear players and families,",
            f"Our winter concert is on Sunday, {d_us_long(o['concert'])}, at 3 p.m. in the Grange "
            "Hall; players arrive by 2 p.m. in concert black.",
            f"The spring tour to Montreal (April 2027) costs {usd(o['fee'])} per player, covering "
            f"coach, two nights' hostel and meals. Please pay it on the parents' page by "
            f"{d_us_long(o['deposit_by'])}.",
            "Ask Mrs. Pennywhistle (802-555-0190) if the cost is a difficulty; bursaries exist."]
    y = 120
    for t in text:
        y = p.paragraph(60, y, t, 490, 10.5) + 8
    return pdf.tobytes()


def build_others() -> None:
    # French summer camp invoice (EUR)
    fr = {"no": "PB-2026-0412", "date": date(2026, 4, 20), "due": date(2026, 5, 31),
          "paid": date(2026, 5, 2), "start": date(2026, 7, 6), "end": date(2026, 7, 17),
          "items": [("Séjour été, 12 jours, pension complète", 1, 84500), ("Option voile", 1, 12000),
                    ("Adhésion à l'association", 1, 1500)]}
    fr["total"] = sum(q * u for _, q, u in fr["items"])
    add_doc("Facture_PinsBavards_PB-2026-0412.pdf", "Facture: Colonie Les Pins Bavards summer camp",
            "invoice", fr["date"], "internal", "rosalind",
            [payment(fr["total"], "EUR", fr["paid"], "camp", CAMP_FR)], "pdf", render_camp_fr(fr),
            "camp", {"issuer": CAMP_FR, "invoice_no": fr["no"], "amount_due_cents": fr["total"],
                     "currency": "EUR", "due_date": fr["due"].isoformat(),
                     "paid_on": fr["paid"].isoformat(), "language": "fr",
                     "amount_due_text": eur_fr(fr["total"]), "camp_start": fr["start"].isoformat(),
                     "camp_end": fr["end"].isoformat()})
    # German camera invoice (EUR)
    de = {"no": "LB-26-03317", "date": date(2026, 3, 6), "due": date(2026, 3, 20),
          "paid": date(2026, 3, 9),
          "items": [("Orvelle Z5 Systemkamera, Gehäuse", 1, 114900),
                    ("Orvelle 35 mm f/1.8 Objektiv", 1, 15900), ("Speicherkarte 128 GB", 1, 2490)]}
    de["total"] = sum(q * u for _, q, u in de["items"])
    de["vat"] = de["total"] - cents_round(de["total"] / 1.19)
    add_doc("Rechnung_Lichtblick_LB-26-03317.pdf", "Rechnung: Fotohaus Lichtblick (camera)", "invoice",
            de["date"], "internal", "emeka",
            [payment(de["total"], "EUR", de["paid"], "electronics", SHOP_DE)], "pdf",
            render_camera_de(de), "electronics",
            {"issuer": SHOP_DE, "invoice_no": de["no"], "amount_due_cents": de["total"],
             "currency": "EUR", "due_date": de["due"].isoformat(), "paid_on": de["paid"].isoformat(),
             "language": "de", "amount_due_text": eur_de(de["total"]), "model": "Orvelle Z5"})
    # Dutch holiday cottage bill (EUR)
    nl = {"no": "ZM-25-1178", "date": date(2025, 6, 10), "due": date(2025, 7, 1),
          "paid": date(2025, 6, 24), "start": date(2025, 8, 9), "end": date(2025, 8, 16),
          "items": [("Huur strandhuis, 7 nachten", 7, 14200), ("Eindschoonmaak", 1, 7500),
                    ("Toeristenbelasting p.p.p.n.", 28, 230), ("Linnenpakket", 4, 1450)]}
    nl["total"] = sum(q * u for _, q, u in nl["items"])
    add_doc("Nota_Zilvermeeuw_ZM-25-1178.pdf", "Nota: Vakantiepark De Zilvermeeuw (holiday cottage)",
            "invoice", nl["date"], "internal", "rosalind",
            [payment(nl["total"], "EUR", nl["paid"], "travel", PARK_NL)], "pdf", render_cottage_nl(nl),
            "travel", {"issuer": PARK_NL, "invoice_no": nl["no"], "amount_due_cents": nl["total"],
                       "currency": "EUR", "due_date": nl["due"].isoformat(),
                       "paid_on": nl["paid"].isoformat(), "language": "nl",
                       "amount_due_text": eur_nl(nl["total"]), "nights": 7,
                       "items": [{"description": d, "quantity": q, "unit_cents": u}
                                 for d, q, u in nl["items"]]})
    # Furniture order and a credit memo (refund)
    inv = {"no": "BV-60914", "date": date(2026, 4, 11),
           "items": [("Harlan three-seat sofa, oat linen", 1, 148000), ("Cushion set of four", 1, 9600),
                     ("White-glove delivery", 1, 4500)]}
    sub = sum(q * u for _, q, u in inv["items"])
    inv["tax"] = pct_of(sub, "6")
    inv["total"] = sub + inv["tax"]
    inv_row = add_doc("BirchwoodVale_order_BV-60914.pdf", "Birchwood & Vale sales order (sofa)",
                      "invoice", inv["date"], "internal", "rosalind",
                      [payment(inv["total"], "USD", inv["date"], "furniture", FURNITURE)], "pdf",
                      render_furniture_invoice(inv), "furniture",
                      {"issuer": FURNITURE, "invoice_no": inv["no"], "total_cents": inv["total"],
                       "currency": "USD", "paid_on": inv["date"].isoformat(),
                       "sofa_cents": inv["items"][0][2]})
    cr = {"no": "CM-0092", "date": date(2026, 4, 27), "credited": date(2026, 4, 29),
          "item": "Cushion set of four", "price": 9600, "tax": pct_of(9600, "6")}
    cr["amount"] = cr["price"] + cr["tax"]
    add_doc("BirchwoodVale_credit_memo_CM-0092.pdf", "Birchwood & Vale credit memo (refund)",
            "credit_note", cr["date"], "internal", "rosalind",
            [payment(-cr["amount"], "USD", cr["credited"], "furniture", FURNITURE, refund=True)],
            "pdf", render_furniture_credit(cr, inv), "furniture",
            {"issuer": FURNITURE, "credit_note": cr["no"], "refund_cents": cr["amount"],
             "currency": "USD", "refunded_on": cr["credited"].isoformat(),
             "against": inv_row["file"]})
    # Car insurance
    for t in CAR_TERMS:
        end = t["start"].replace(year=t["start"].year + 1)
        add_doc(f"Lanternfield_certificate_{t['start'].year}.pdf",
                f"{CAR_INS} certificate & schedule {t['start'].year}-{end.year}", "insurance_policy",
                t["paid"], "internal", "rosalind",
                [payment(t["premium"], "USD", t["paid"], "car_insurance", CAR_INS)], "pdf",
                render_car_policy(t), "car_insurance",
                {"issuer": CAR_INS, "policy_number": CAR_CONTRACT, "effective": t["start"].isoformat(),
                 "expiry": end.isoformat(), "premium_cents": t["premium"],
                 "collision_share_cents": t["collision"], "glass_share_cents": t["glass"],
                 "plate": CAR_PLATE})
    add_doc("Lanternfield_renewal_offer_2026-11.pdf", f"{CAR_INS} renewal offer", "insurance_renewal",
            CAR_RENEWAL["date"], "internal", "rosalind", [], "pdf", render_car_renewal(),
            "car_insurance", {"issuer": CAR_INS, "policy_number": CAR_CONTRACT,
                              "due": CAR_RENEWAL["start"].isoformat(),
                              "renewal_premium_cents": CAR_RENEWAL["premium"]})
    # Lease and extension
    add_doc("Agreement_to_let_Cobblestone_Rise.pdf", "Agreement to let (lease), 417 Cobblestone Rise",
            "lease", LEASE["date"], "internal", "rosalind", [], "pdf", render_lease(),
            facts={"rent_cents": LEASE["rent"], "deposit_cents": LEASE["bond"],
                   "start": LEASE["start"].isoformat(), "end": LEASE["end"].isoformat(),
                   "signers": LEASE["signers"], "notice_days": LEASE["notice_days"],
                   "rent_due_day": 3})
    add_doc("Extension_and_rent_review_2025.pdf", "Extension and rent review of the agreement to let",
            "lease_amendment", EXTENSION["date"], "internal", "rosalind", [], "pdf", render_extension(),
            facts={"rent_cents": EXTENSION["rent"], "rent_from": EXTENSION["rent_from"].isoformat(),
                   "end": EXTENSION["end"].isoformat(), "signers": EXTENSION["signers"]})
    # Confidential payslips and a restricted clinic letter
    for pay, person, user, fname in [(PAY_R, ROS, "rosalind", "PayAdvice_Rosalind_2026-10.pdf"),
                                     (PAY_E, EME, "emeka", "PayAdvice_Emeka_2026-10.pdf")]:
        pay_day = date(2026, 10, 28)
        add_doc(fname, f"Pay advice {person} October 2026", "payslip", pay_day, "confidential", user,
                [payment(net_of(pay), "USD", pay_day, "salary", pay["employer"], direction="in")],
                "pdf", render_payslip(pay, person, pay_day),
                facts={"employer": pay["employer"], "gross_cents": pay["gross"],
                       "net_cents": net_of(pay), "pay_date": pay_day.isoformat(),
                       "deductions_cents": pay["deductions"]})
    add_doc("Ashbourne_Dermatology_2026-09-22.pdf", "Letter from Ashbourne Dermatology Clinic",
            "medical_letter", date(2026, 9, 22), "restricted", "emeka", [], "pdf", render_dermatology(),
            facts={"medication": "tacrolimus 0.1% ointment", "follow_up": "2027-02-03",
                   "diagnosis": "atopic eczema"})
    # Receipt photos
    for i, r in enumerate(RECEIPTS):
        lines, sub, tax, total = receipt_rows(r)
        angle = [-1.8, 2.3, -1.6][i]
        data = receipt_photo(lines, rng, angle, blur=0.5)
        add_doc(r["file"], f"Receipt photo: {r['store']}, {r['date']}", "receipt", r["date"],
                "internal", r["owner"],
                [payment(total, "USD", r["date"], r["category"], r["store"])], "photo_jpg", data,
                r["category"], {"store": r["store"], "total_cents": total, "subtotal_cents": sub,
                                "tax_cents": tax, "date": r["date"].isoformat(),
                                "items": [d for d, _, _ in r["items"]]},
                ocr_facts=[r["lines_head"][0].lstrip("*^").split()[0], usd_plain(total),
                           f"{r['date']:%m/%d/%Y}"])
    w = WARRANTY
    end = w["purchased"].replace(year=w["purchased"].year + 2)
    add_doc("Aerilux_guarantee_Swift_S4.pdf", "Guarantee registration: Aerilux Swift S4 vacuum",
            "warranty", w["purchased"], "public", "emeka", [], "pdf", render_warranty(),
            facts={"model": w["model"], "serial": w["serial"], "purchased": w["purchased"].isoformat(),
                   "months": w["months"], "valid_until": end.isoformat()})
    k = KAYAK
    add_doc("Scan_2026-04-03_0012.pdf", "Scanned kayak rack licence (harbour commission)", "permit",
            k["issued"], "internal", "rosalind",
            [payment(k["fee"], "USD", k["issued"], "recreation", HARBOUR)], "scan_pdf",
            render_kayak_scan(), "recreation",
            {"permit": k["no"], "rack": k["rack"], "valid_from": k["from"].isoformat(),
             "valid_until": k["until"].isoformat(), "fee_cents": k["fee"], "image_only": True,
             "dpi": 200}, ocr_facts=[k["no"], d_slash(k["until"]), usd(k["fee"])])
    add_doc("2026-11-24_Parcelwing_notice.eml", "Email: Parcelwing Couriers delivery notice", "email",
            date(2026, 11, 24), "public", "rosalind", [], "eml", parcel_email(),
            facts={"issuer": COURIER, "tracking": "PW-58K-331-907Z", "expected": "2026-12-03",
                   "sender": "Fernleaf Books"})
    o = ORCHESTRA
    add_doc("TYWO_families_note_2026-10.pdf", "Youth wind orchestra note: winter concert and tour",
            "club_notice", o["sent"], "public", "pip", [], "pdf", render_orchestra(),
            facts={"fee_cents": o["fee"], "concert": o["concert"].isoformat(),
                   "pay_by": o["deposit_by"].isoformat()})


# ---------------------------------------------------------------------------------------------
# Gold questions

def build_questions(docs: list[dict], as_of: date) -> list[dict]:
    q = QuestionSet(docs, as_of)
    y, last = as_of.year, as_of.year - 1
    ytd = {"from": f"{y}-01-01", "to": as_of.isoformat()}
    last_year = {"from": f"{last}-01-01", "to": f"{last}-12-31"}

    def bills(cat):
        return sorted((d for d in docs if d.get("category") == cat and d["kind"] in ("utility_bill", "email")
                       and not d["facts"].get("duplicate_of") and "issuer" in d["facts"]
                       and d["facts"].get("category") == cat), key=lambda d: d["created"])

    def in_month(cat, ym):
        return next(d for d in bills(cat) if d["created"].startswith(ym))

    def unambiguous(c: dict, alt_from: str):
        """A relative period whose other reading (``alt_from``) gives the same answer."""
        a, _ = compute_evaluate(docs, c, as_of)
        b, _ = compute_evaluate(docs, dict(c, **{"from": alt_from}), as_of)
        assert a == b, (c, alt_from)
        return c

    # ---------------------------------------------------------------- aggregates
    q.aggregate("What did the utilities come to in the quarter before last?",
                {"op": "sum", "categories": UTILITIES, "from": f"{y}-04-01", "to": f"{y}-06-30"},
                notes=UTIL_NOTE + " Today is in Q4, so the quarter before last is April-June.",
                tags=["relative_date"])
    q.aggregate("How much have we spent keeping warm since March?",
                {"op": "sum", "categories": ["gas"], "from": f"{y}-03-01", "to": as_of.isoformat()},
                notes="Gas payments paid from 1 March this year to today.",
                tags=["paraphrase", "relative_date"], paraphrase_terms=["keeping warm", "since March"])
    q.aggregate("electricity in the spring, total?",
                {"op": "sum", "categories": ["electricity"], "from": f"{y}-03-01", "to": f"{y}-05-31"},
                asker="emeka", notes="Electricity paid March-May this year.",
                tags=["terse", "relative_date"])
    q.aggregate("What did the wifi cost us over the last three months?",
                unambiguous({"op": "sum", "categories": ["internet"], "from": f"{y}-09-01",
                             "to": as_of.isoformat()}, f"{y}-08-30"),
                asker="pip", notes="Internet payments paid September-November this year (the same "
                                   "as the 92 days back from today).",
                tags=["paraphrase", "relative_date"], paraphrase_terms=["wifi", "last three months"])
    q.aggregate("How much did water and sewage cost over the past 12 months?",
                unambiguous({"op": "sum", "categories": ["water"], "from": f"{last}-12-01",
                             "to": as_of.isoformat()}, f"{last}-11-30"),
                notes="Water & sewerage payments paid 1 December last year - today; the open "
                      "November bill is not paid yet.",
                tags=["paraphrase", "relative_date"], paraphrase_terms=["water and sewage"])
    q.aggregate("Utilities total for H1 this year?",
                {"op": "sum", "categories": UTILITIES, "from": f"{y}-01-01", "to": f"{y}-06-30"},
                notes=UTIL_NOTE, tags=["terse", "relative_date"], paraphrase_terms=["H1"])
    q.aggregate("What was the biggest electricity payment in the past 12 months?",
                unambiguous({"op": "max", "categories": ["electricity"], "from": f"{last}-12-01",
                             "to": as_of.isoformat()}, f"{last}-11-30"),
                notes="The forwarded June statement is the same payment, counted once.",
                tags=["relative_date", "duplicate"])
    q.aggregate("Cheapest gas bill we paid this year?", {"op": "min", "categories": ["gas"], **ytd},
                asker="emeka", tags=["relative_date"])
    q.aggregate("On average, what has power cost us a month over the past 12 months?",
                unambiguous({"op": "avg_monthly", "months": 12, "categories": ["electricity"],
                             "from": f"{last}-12-01", "to": as_of.isoformat()}, f"{last}-11-30"),
                notes="Electricity paid December last year - November this year, divided by 12 and "
                      "rounded to the cent.", tags=["paraphrase", "relative_date"],
                paraphrase_terms=["power"])
    q.aggregate("How many water bills did we get last year?",
                {"op": "count_docs", "category": "water", "issuer": WATER, **last_year},
                notes="Quarterly statements by statement date.")
    q.aggregate("Which month this year had the highest utility spend?",
                {"op": "argmax_month", "categories": UTILITIES, "currency": "USD", **ytd},
                notes=UTIL_NOTE, tags=["relative_date"])
    h1 = {"op": "sum", "categories": ["gas"], "sensitivity": VISIBLE}
    diff_c = {"op": "diff", "currency": "USD",
              "a": dict(h1, **{"from": f"{y}-01-01", "to": f"{y}-06-30"}),
              "b": dict(h1, **{"from": f"{last}-01-01", "to": f"{last}-06-30"})}
    dv, _ = compute_evaluate(docs, diff_c, as_of)
    word = "more"
    if dv["USD"]["amount_cents"] < 0:
        diff_c["a"], diff_c["b"] = diff_c["b"], diff_c["a"]
        word = "less"
    q.aggregate(f"How much {word} did gas cost us in the first half of this year than in the first half "
                "of last year?", diff_c, notes="January-June this year against January-June last "
                "year, by paid-on date.", tags=["relative_date", "comparison"])
    q.aggregate("Anything still unpaid?", {"op": "unpaid", "as_of": as_of.isoformat()},
                notes="Bills showing no payment whose due date is today or later.", tags=["terse"])
    q.aggregate("How much do we still owe on open bills?", {"op": "unpaid_sum", "as_of": as_of.isoformat()})
    q.aggregate("After sending the cushions back, what did the Birchwood & Vale order cost us in the end?",
                {"op": "sum", "payee": FURNITURE}, tags=["refund"],
                notes="Order total less the credit memo (a negative payment).")
    q.aggregate("How much have we spent in euros altogether?", {"op": "sum", "currency": "EUR"},
                tags=["currency"], notes="French camp, German camera shop, Dutch holiday cottage.")
    q.aggregate("What have the car insurance premiums come to so far?",
                {"op": "sum", "categories": ["car_insurance"]},
                notes="Two paid terms; the renewal offer is not a payment.")
    q.aggregate("What did power and water cost together last year?",
                {"op": "sum", "categories": ["electricity", "water"], **last_year},
                tags=["relative_date", "paraphrase"], paraphrase_terms=["power"])

    # ---------------------------------------------------------------- amounts
    e_nov = in_month("electricity", f"{y}-11")
    q.amount("What's the latest power statement asking for?", e_nov["facts"]["amount_due_cents"], "USD",
             [e_nov["file"]], [usd_plain(e_nov["facts"]["amount_due_cents"])],
             tags=["distractor_previous_balance", "table"],
             notes="'Sum now owing' in the right column; the carried-over line is the last statement.")
    g_sep = in_month("gas", f"{y}-09")
    q.amount("How much was the September gas bill?", g_sep["facts"]["amount_due_cents"], "USD",
             [g_sep["file"]], [g_sep["facts"]["amount_due_text"]], asker="emeka",
             tags=["letter", "distractor_previous_balance"],
             notes="Letter-style bill: the amount is only in a sentence.")
    w_aug = in_month("water", f"{y}-08")
    q.amount("What was the water bill in August?", w_aug["facts"]["amount_due_cents"], "USD",
             [w_aug["file"]], [w_aug["facts"]["amount_due_text"]], tags=["two_page"],
             notes="Total on page 2 of the quarterly account.")
    n_aug = in_month("internet", f"{y}-08")
    q.amount("How much was the internet in August? It came by email", n_aug["facts"]["amount_due_cents"],
             "USD", [n_aug["file"]], [n_aug["facts"]["amount_due_text"]], asker="pip",
             tags=["eml", "inline"])
    lease = next(d for d in docs if d["kind"] == "lease")
    ext = next(d for d in docs if d["kind"] == "lease_amendment")
    q.amount("What's our rent now?", ext["facts"]["rent_cents"], "USD", [ext["file"]],
             [usd(ext["facts"]["rent_cents"])], tags=["distractor_original_lease", "terse"])
    q.amount("How big was the deposit we put down for the flat?", lease["facts"]["deposit_cents"], "USD",
             [lease["file"]], [usd(lease["facts"]["deposit_cents"])], tags=["paraphrase"],
             notes="Printed as 'damage bond'.")
    ren = next(d for d in docs if d["kind"] == "insurance_renewal")
    q.amount("What will next year's car insurance cost if we pay it in one go?",
             ren["facts"]["renewal_premium_cents"], "USD", [ren["file"]],
             [usd(ren["facts"]["renewal_premium_cents"])], tags=["distractor_installments"])
    pols = sorted((d for d in docs if d["kind"] == "insurance_policy"), key=lambda d: d["facts"]["effective"])
    q.amount("If we crash the car, how much of the repair do we pay ourselves under the current policy?",
             pols[-1]["facts"]["collision_share_cents"], "USD", [pols[-1]["file"]],
             [usd(pols[-1]["facts"]["collision_share_cents"])], tags=["paraphrase", "distractor_older_policy"],
             notes="The collision deductible (printed 'Your share per collision claim'); the older term's "
                   "was higher.")
    fr = next(d for d in docs if d["facts"].get("language") == "fr")
    q.amount("How much was Pip's summer camp in France?", fr["facts"]["amount_due_cents"], "EUR", [fr["file"]],
             [fr["facts"]["amount_due_text"]], tags=["french", "currency"])
    de = next(d for d in docs if d["facts"].get("language") == "de")
    q.amount("What did the camera from Germany cost in total?", de["facts"]["amount_due_cents"], "EUR",
             [de["file"]], [de["facts"]["amount_due_text"]], asker="emeka", tags=["german", "currency"])
    nl = next(d for d in docs if d["facts"].get("language") == "nl")
    q.amount("What did the beach cottage in the Netherlands cost?", nl["facts"]["amount_due_cents"], "EUR",
             [nl["file"]], [nl["facts"]["amount_due_text"]], tags=["dutch", "currency"])
    cm = next(d for d in docs if d["kind"] == "credit_note")
    q.amount("How much did Birchwood & Vale give back for the cushions?", cm["facts"]["refund_cents"], "USD",
             [cm["file"]], [usd(cm["facts"]["refund_cents"])], tags=["refund"])
    orch = next(d for d in docs if d["kind"] == "club_notice")
    q.amount("how much is the orchestra tour?", orch["facts"]["fee_cents"], "USD", [orch["file"]],
             [usd(orch["facts"]["fee_cents"])], asker="pip", tags=["terse"])

    # ---------------------------------------------------------------- dates
    g_open = next(d for d in bills("gas") if not d["payments"])
    q.when("gas bill due?", date.fromisoformat(g_open["facts"]["due_date"]), [g_open["file"]],
           [g_open["facts"]["due_date_text"]], tags=["terse", "letter"],
           notes="The open November letter; the due date is only in 'Please pay by ...'.")
    w_open = next(d for d in bills("water") if not d["payments"])
    q.when("By when do we have to settle the open water bill?", date.fromisoformat(w_open["facts"]["due_date"]),
           [w_open["file"]], [w_open["facts"]["due_date_text"]], asker="emeka", tags=["two_page"])
    q.when("When does the car insurance need paying next?", date.fromisoformat(ren["facts"]["due"]),
           [ren["file"], pols[-1]["file"]], [d_us_long(date.fromisoformat(ren["facts"]["due"]))],
           tags=["distractor_notice_date"])
    q.when("When did we pay for the summer camp?", date.fromisoformat(fr["facts"]["paid_on"]), [fr["file"]],
           [fr_long(date.fromisoformat(fr["facts"]["paid_on"]))], tags=["french"],
           notes="'Réglé par carte bancaire le ...'; not the 'À régler avant le' date.")
    n_nov = in_month("internet", f"{y}-11")
    q.when("What day does the November internet autopay go out?", date.fromisoformat(n_nov["payments"][0]["paid_on"]),
           [n_nov["file"]], [d_slash(date.fromisoformat(n_nov["payments"][0]["paid_on"]))], asker="emeka")
    parcel = next(d for d in docs if d["facts"].get("tracking"))
    q.when("When's the parcel from Fernleaf Books supposed to arrive?", date.fromisoformat(parcel["facts"]["expected"]),
           [parcel["file"]], ["December 3, 2026"], tags=["eml"])
    q.when("When's the winter concert?", date.fromisoformat(orch["facts"]["concert"]), [orch["file"]],
           [d_us_long(date.fromisoformat(orch["facts"]["concert"]))], asker="pip", tags=["terse"])
    kayak = next(d for d in docs if d["kind"] == "permit")
    q.when("Until when could we keep the kayak on the harbour rack?",
           date.fromisoformat(kayak["facts"]["valid_until"]), [kayak["file"]], [kayak["ocr_facts"][1]],
           tags=["scan", "ocr"], notes="Image-only scan.")
    q.when("Until when does our tenancy run now?", date.fromisoformat(ext["facts"]["end"]), [ext["file"]],
           [d_us_long(date.fromisoformat(ext["facts"]["end"]))], tags=["distractor_original_lease"])

    # ---------------------------------------------------------------- lookups
    e_files = [d["file"] for d in bills("electricity")]
    q.ask("What's our account number with the electric company?", ELEC_ACCT,
          [ELEC_ACCT.replace("/", " ").replace("-", " "), "419020331SR"],
          [e_nov["file"]], "lookup", evidence=[ELEC_ACCT],
          supporting_files=[f for f in e_files if f != e_nov["file"]])
    q.ask("water account reference?", WATER_REF, [WATER_REF.replace(":", "")], [w_open["file"]], "lookup",
          asker="emeka", evidence=[WATER_REF], tags=["terse"])
    q.ask("What's the tracking number for the book parcel?", "PW-58K-331-907Z", ["PW58K331907Z"],
          [parcel["file"]], "lookup", evidence=["PW-58K-331-907Z"], tags=["eml"],
          notes="Printed as 'Consignment code'.")
    q.ask("What speed is our fibre plan?", "600 Mbps", ["600", "Canopy 600", "600 megabits"],
          [n_nov["file"]], "lookup", asker="pip", evidence=["600 Mbps"])
    q.ask("How many days' notice do we need to give to move out?", f"{lease['facts']['notice_days']} days",
          ["forty-five days", "forty-five (45) days", "45"], [lease["file"], ext["file"]], "lookup",
          evidence=["forty-five (45) days"], tags=["paraphrase"])
    warr = next(d for d in docs if d["kind"] == "warranty")
    w_end = date.fromisoformat(warr["facts"]["valid_until"])
    assert w_end > as_of
    q.ask("Is the vacuum cleaner still under guarantee?", "yes",
          ["Yes", f"yes, until {d_us_long(w_end)}", "still covered"], [warr["file"]], "lookup",
          asker="emeka", answer_value=True, tags=["derived"],
          notes=f"24 months from purchase on {warr['facts']['purchased']}: covered until {w_end}.",
          evidence=["twenty-four (24) months", d_us_long(date.fromisoformat(warr["facts"]["purchased"]))])
    q.ask("What's the serial number of the Aerilux?", warr["facts"]["serial"],
          [warr["facts"]["serial"].replace("-", "")], [warr["file"]], "lookup", asker="emeka",
          evidence=[warr["facts"]["serial"]])
    q.ask("What's the number on the kayak rack licence?", kayak["facts"]["permit"],
          [kayak["facts"]["permit"].replace("/", "")], [kayak["file"]], "lookup",
          evidence=[kayak["facts"]["permit"]], tags=["scan", "ocr"])
    q.ask("How many kWh did we use on the latest electricity statement?", str(e_nov["facts"]["kwh"]),
          [f"{e_nov['facts']['kwh']} kWh"], [e_nov["file"]], "lookup", answer_value=e_nov["facts"]["kwh"],
          evidence=[f"{e_nov['facts']['kwh']} kWh"])
    q.ask("What's the car's plate number?", CAR_PLATE, [CAR_PLATE.replace(" ", "")],
          [d["file"] for d in pols], "lookup", asker="pip", evidence=[CAR_PLATE])

    # ---------------------------------------------------------------- parties
    q.ask("Who signed the original lease for the landlord?", lease["facts"]["signers"][0], [],
          [lease["file"]], "party", evidence=[lease["facts"]["signers"][0]], tags=["distractor_extension"])
    s = ext["facts"]["signers"]
    q.ask("Who signed the lease extension?", "; ".join(s), [", ".join(s), f"{s[0]}, {s[1]} and {s[2]}"],
          [ext["file"]], "party", answer_value=s, evidence=s, tags=["distractor_original_lease"])
    q.ask("Who sends us the gas bills?", GAS, ["Kettleburn"], [g_open["file"]], "party",
          asker="pip", evidence=[GAS])
    vac = next(d for d in docs if d["kind"] == "receipt" and d["facts"]["store"].startswith("Gantry"))
    q.ask("Which shop did the vacuum come from?", vac["facts"]["store"], ["Gantry"],
          [vac["file"], warr["file"]], "party", asker="emeka", evidence=["Gantry Home Electronics"],
          tags=["ocr", "photo"])
    q.ask("Who's our landlord?", LANDLORD, ["Pellworth Housing Partners", "Pellworth"],
          [lease["file"], ext["file"]], "party", evidence=[LANDLORD], tags=["terse"])

    # ---------------------------------------------------------------- confidential
    slip_r = q.doc("PayAdvice_Rosalind_2026-10.pdf")
    q.amount("What was my take-home pay in October?", slip_r["facts"]["net_cents"], "USD", [slip_r["file"]],
             [usd(slip_r["facts"]["net_cents"])], kind="confidential", confidential=True, tags=["payslip"])
    slip_e = q.doc("PayAdvice_Emeka_2026-10.pdf")
    q.amount("What's my monthly salary before anything is taken off?", slip_e["facts"]["gross_cents"], "USD",
             [slip_e["file"]], [usd(slip_e["facts"]["gross_cents"])], kind="confidential",
             confidential=True, asker="emeka", tags=["payslip", "paraphrase"])
    ret = slip_r["facts"]["deductions_cents"]["Pension saving 5%"]
    q.amount("How much went into my retirement plan last payday?", ret, "USD", [slip_r["file"]],
             [usd_plain(ret)], kind="confidential", confidential=True, tags=["payslip"])
    med = next(d for d in docs if d["kind"] == "medical_letter")
    q.ask("What did the dermatologist prescribe me?", med["facts"]["medication"],
          ["tacrolimus", "tacrolimus ointment", "tacrolimus 0.1%"], [med["file"]], "confidential",
          asker="emeka", confidential=True, evidence=["tacrolimus 0.1% ointment"], tags=["restricted"])
    q.when("When is my next skin clinic appointment?", date.fromisoformat(med["facts"]["follow_up"]),
           [med["file"]], ["February 3, 2027"], kind="confidential", asker="emeka", confidential=True,
           tags=["restricted", "paraphrase"])

    # ---------------------------------------------------------------- absent
    q.absent("When is the boat insurance due?", "Near miss: a kayak rack licence and car insurance exist, "
             "no boat insurance.", tags=["near_miss"], absent_terms=["boat insurance"])
    q.absent("What's the monthly mortgage payment?", "Near miss: the household rents.", tags=["near_miss"],
             absent_terms=["mortgage"])
    q.absent("How much heating oil did we order last winter?", "Near miss: heating is gas.",
             tags=["near_miss"], absent_terms=["heating oil"])
    q.absent("What did the dentist charge for Pip's braces?", absent_terms=["dentist", "braces", "orthodont"])
    q.absent("What's the electricity bill for December 2026?", "Not issued yet.",
             absent_in={"kind_category": ["electricity", "2026-12"]})
    q.absent("How much was the water in 2023?", "Before the archive starts.",
             absent_in={"kind_category": ["water", "2023"]})
    q.absent("What was the internet bill in January 2026?", "Near miss: internet invoices start in May 2026.",
             tags=["near_miss"], absent_in={"kind_category": ["internet", "2026-01"]})

    # ---------------------------------------------------------------- follow-up free (multi-hop)
    notice = date.fromisoformat(ext["facts"]["end"]) - timedelta(days=lease["facts"]["notice_days"])
    q.when("If we move out when the extended tenancy ends, what's the last day to hand in our notice?",
           notice, [lease["file"], ext["file"]], [d_us_long(date.fromisoformat(ext["facts"]["end"])),
                                                  "forty-five (45) days"],
           kind="followup_free", extra_aliases=[(notice + timedelta(days=1)).isoformat()]
           + date_aliases(notice + timedelta(days=1))[:3], tags=["multi_hop", "derived"],
           notes="End of the extended term minus the 45-day notice from the original agreement.")
    e_sep = in_month("electricity", f"{y}-09")
    q.amount(f"The gas letter in September asked for {g_sep['facts']['amount_due_text']}; what did the "
             "power statement from the same month ask for?", e_sep["facts"]["amount_due_cents"], "USD",
             [g_sep["file"], e_sep["file"]], [usd_plain(e_sep["facts"]["amount_due_cents"])],
             kind="followup_free", tags=["multi_hop"])
    total = de["facts"]["amount_due_cents"]
    text, _ = amount_answer(total, "EUR")
    q.ask("Where did we buy the camera and what did it cost?", f"{SHOP_DE}; {text}",
          [f"Fotohaus Lichtblick, {eur_de(total)}", f"Fotohaus Lichtblick for {eur_de(total)}"],
          [de["file"]], "followup_free", asker="emeka", answer_value={"store": SHOP_DE, "EUR": total},
          evidence=["Fotohaus Lichtblick", eur_de(total)], tags=["multi_hop", "german"])

    for i, row in enumerate(q.rows, 1):
        row["id"] = f"w{i:03d}"
        if row["asker"] == "marguerite":  # QuestionSet's default asker is the first variant's
            row["asker"] = "rosalind"
    return q.rows


# ---------------------------------------------------------------------------------------------

README = """# Household variant 2 (synthetic test archive)

A third **synthetic, fictional** household archive for measuring how Shoebox generalizes. Every
person, company, address, account and phone number in it is invented (phone numbers use 555). It
has the formats of `../household_variant/` and of the shared household (`docs/`, `manifest.jsonl`,
`archive.json`, `questions.jsonl`), but other issuers, people, account-number formats, label
wording, layouts, languages and question wording than both, and it was written by a helper who
did not read the answering code.

Licence: generated, fictional data, released under CC0 1.0 (public domain dedication).

Generated by `tests/corpus_gen/household_variant2.py` (deterministic, seed in `archive.json`);
regenerate and check from the project root with

    python3 tests/corpus_gen/household_variant2.py     # rewrites this directory
    python3 tests/corpus_gen/check_variant2.py         # text/OCR readability of the gold facts

## What is in it
{n_docs} files ({size:.1f} MB), 2024-06 .. 2026-11, household `h3`: users `rosalind`, `emeka`
(adults) and `pip` (teen). Today (`as_of`) is 2026-11-30.

- **{n_elec} electricity statements (Sorrel Ridge Power Authority), Sep 2025 .. Nov 2026**: one
  table, amounts in a right-hand `USD` column: "Carried over from your last statement",
  "Remittance credited <date>", "Sum now owing", "Owing by", "Prepared on", "Period covered",
  "We'll draw $X from your linked account on <date>"; account `41902/0331-SR`
- **1 e-mail forwarding the June 2026 power statement (PDF attached)**: the same payment evidenced
  twice (`dup_of`)
- **{n_gas} gas bills (Kettleburn Gas & Heat), every two months**: a letter: the amount only in a
  sentence ("comes to $X"), the due date only in "Please pay by <date>", "billed for this sum on";
  the previous bill as a distractor; the last one open (card expired); reference `52118930/H`
- **{n_water} water & sewerage accounts (Fenmere), quarterly**: two pages, the amount only on page
  2: "Grand total for the quarter", "Settle by", "Standing order: $X will leave your bank on"; the
  last one open; reference `FWSB:K2291:07`
- **{n_net} internet invoices (Tangleroot Networks), May .. Nov 2026, one as inline-text .eml**:
  item rows Qty/Each/Line, "You owe this month", "Autopay runs on", "Raised on"; plan price up in
  September
- **French *facture* (summer camp), German *Rechnung* (camera), Dutch *nota* (holiday cottage),
  EUR**: "Net à payer", "À régler avant le", "Réglé par carte bancaire le" (`980,00 €`);
  "Gesamtbetrag", "Zahlbar bis", "Bezahlt am" (`1.332,90 €`); "Totaalbedrag", "Uiterste
  betaaldatum", "Voldaan op" (`€ 1.191,40`)
- **furniture sales order + credit memo**: "Order total", "Settled by card on"; "Amount credited
  back to your card" (a refund = negative payment)
- **car certificate & schedule ×2 + renewal offer**: "Contract number", "In force from", "Runs
  until", "Your share per collision claim" (deductible), "Yearly cost of cover", "Received by us
  on"; "New yearly cost", "Pay before", instalment distractor
- **agreement to let + extension and rent review**: "Each month's rent", "damage bond",
  "forty-five (45) days", signed "(signed) name" by a letting coordinator vs a portfolio director
- **2 pay advices (confidential), 1 dermatology letter (restricted)**: "Total before deductions",
  "Take-home", "Pay day" (monospaced)
- **3 receipt photos (JPEG, rotated 1.6-2.3°, shaded, blurred, noised)**: item rows, amounts
  right-aligned
- **1 image-only scanned PDF (kayak rack licence)**: OCR only
- **guarantee registration card, courier notice (.eml, "Consignment code"), youth orchestra
  note**: derived guarantee end, a date only in a sentence

## Gold
{n_q} questions: {kinds}.

Every answer is computed from the manifest rows by the generator (with
`questions.py`'s `compute_evaluate`) using the shared set's semantics: utilities = electricity +
gas + water (internet is not a utility), periods by paid-on date, sums per currency never
converted, only public/internal documents, a payment with `dup_of` counted once, a refund
counted negative. Periods are worded "the quarter before last", "since March", "in the spring",
"the last three months", "the past 12 months", "H1 this year", "last year"; the
relative ones whose two readings (calendar months vs days back from today) could differ are
checked by the generator to give the same answer. Paraphrased categories: "keeping warm",
"the wifi", "water and sewage", "power".

New payment categories: `camp`, `electronics`, `furniture`, `home_maintenance`, `garden`,
`recreation`.
"""


def main(out: Path = OUT) -> None:
    """Generate the archive into ``out`` (its ``docs/`` is replaced); prints a one-line summary."""
    build_bills()
    build_others()
    DOCS.sort(key=lambda r: (r["created"], r["file"]))
    assert all("2024-01-01" <= r["created"] <= TODAY.isoformat() for r in DOCS)
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
    archive = {"generator_version": "variant2-1.0", "seed": SEED, "variant": "household_variant2",
               "scale": 1, "today": TODAY.isoformat(),
               "household": {"id": HOUSEHOLD, "members": MEMBERS, "address": ADDRESS},
               "documents": len(DOCS), "questions": len(questions),
               "utilities_definition": ["electricity", "gas", "water"],
               "default_visible_sensitivities": ["public", "internal"]}
    (out / "archive.json").write_text(json.dumps(archive, indent=2, ensure_ascii=False) + "\n",
                                      encoding="utf-8")
    size = sum(len(b) for b in FILES.values())
    cat = Counter(r.get("category") for r in DOCS if r["kind"] in ("utility_bill", "email"))
    kinds = Counter(q["kind"] for q in questions)
    order = ["aggregate", "amount", "date", "lookup", "party", "confidential", "absent", "followup_free"]
    (out / "README.md").write_text(README.format(
        n_docs=len(DOCS), size=size / 1e6, n_elec=cat["electricity"] - 1, n_gas=cat["gas"],
        n_water=cat["water"], n_net=cat["internet"], n_q=len(questions),
        kinds=", ".join(f"{kinds[k]} {k}" for k in order)), encoding="utf-8")
    print(f"{len(DOCS)} documents ({size / 1e6:.2f} MB), {len(questions)} questions -> {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
