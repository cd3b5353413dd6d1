"""Generate a fourth synthetic household archive (``tests/data/household_variant3/``): other issuers,
people, account formats, label wording, layouts and languages than the shared household and the
first two variants, with its manifest, archive.json, gold questions and README.

Everything is fictional and deterministic (fixed seed). Gold answers are computed from the
generator's own manifest rows with ``questions.py`` (same aggregate semantics as the other
variants). Run from the project root:

    python3 tests/corpus_gen/household_variant3.py [OUT]   # default tests/data/household_variant3/
    python3 tests/corpus_gen/check_variant3.py             # checks the documents are readable
"""
from __future__ import annotations

import json
import random
import shutil
import sys
from collections import Counter
from datetime import date, timedelta
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from formats import (
    MONTHS_DE,
    MONTHS_FR,
    amount_answer,
    cents_round,
    d_de,
    d_fr,
    d_nl,
    date_aliases,
    eur_de,
    eur_fr,
    eur_nl,
    ordinal,
    pct_of,
    usd,
    usd_plain,
)
from household_variant2 import add_months, month_end
from questions import UTIL_NOTE, UTILITIES, VISIBLE, QuestionSet, compute_evaluate
from render import Pdf, email_with_pdf, local_time, receipt_photo, scan_pdf

SEED = 90210 + 4
TODAY = date(2026, 11, 30)
OUT = HERE.parent / "data" / "household_variant3"
HOUSEHOLD = "h4"
MEMBERS = [
    {"user": "wendeline", "name": "Wendeline Okonkwo-Harte", "role": "adult"},
    {"user": "ravi", "name": "Ravindra Szabo", "role": "adult"},
    {"user": "lior", "name": "Lior Okonkwo-Harte", "role": "teen"},
]
WEN, RAVI, LIOR = (m["name"] for m in MEMBERS)
ADDRESS = ["26 Quillfeather Lane", "Rio Lindo, NM 87599"]
ADDR1 = ", ".join(ADDRESS)

ELEC = "Juniper Mesa Electric"
GAS = "Pinyon Basin Gas"
WATER = "Arroyo Seco Water Authority"
NET = "Saltcedar Telecom"
GITE_FR = "Gîte Le Mas des Cigales"
BOW_DE = "Geigenbau Hollerbach"
BOAT_NL = "Sloepverhuur De Waterhoen"
OUTFIT = "Mesquite Outfitters"
RENT_INS = "Redrock Renters Assurance"
LANDLORD = "Calloway Adobe Rentals LLC"
HARDWARE = "Cholla Street Hardware"
CAFE = "Paloma Azul Café"
GARDEN = "Rio Lindo Community Gardens"
ROBOTICS = "Rio Lindo Robotics Club"

ELEC_ACCT = "M-60-4418-27"
GAS_ACCT = "PBG 7730 1182 04"
WATER_ACCT = "AS-20419-Q"
NET_ACCT = "SC#5527-0913"

rng = random.Random(SEED)
DOCS: list[dict] = []
FILES: dict[str, bytes] = {}


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


# date spellings not used by the other archives
def d_iso(d: date) -> str:
    return d.isoformat()


def d_short_yy(d: date) -> str:
    """14 Mar 26"""
    return f"{d.day:02d} {d:%b} {d:%y}"


def d_ordinal(d: date) -> str:
    """March 14th, 2026"""
    return f"{d:%B} {ordinal(d.day)}, {d.year}"


def d_stamp(d: date) -> str:
    """14 MAR 2026"""
    return f"{d.day:02d} {d:%b %Y}".upper()


def fr_long(d: date) -> str:
    return f"{d.day} {MONTHS_FR[d.month - 1]} {d.year}"


def de_long(d: date) -> str:
    return f"{d.day}. {MONTHS_DE[d.month - 1]} {d.year}"


def stamp(p, x, y, s, size=20, angle=-9, color=(0.75, 0.1, 0.12)):
    """A tilted rubber-stamp-like line of text (born digital, so still in the text layer)."""
    pt = pymupdf.Point(x, y)
    w = p.width_of(s, size, True)
    p.page.draw_rect(pymupdf.Rect(x - 6, y - size - 2, x + w + 6, y + 6), color=color, width=1.6,
                     morph=(pt, pymupdf.Matrix(angle)))
    p.page.insert_text(pt, s, fontname=p._name(p.pdf.family, True)[0], fontsize=size, color=color,
                       morph=(pt, pymupdf.Matrix(angle)))


def dashed(p, y, x0=40, x1=572):
    x = x0
    while x < x1:
        p.line(x, y, min(x + 6, x1), y, 0.6, (0.35, 0.35, 0.35))
        x += 10


# ---------------------------------------------------------------------------------------------
# Electricity: Juniper Mesa Electric, monthly; labels in the left half, values in the right half;
# the sum to pay and its last day only on a tear-off slip; the paid date only as a "PAID" stamp.

KWH = {1: 540, 2: 488, 3: 452, 4: 430, 5: 560, 6: 842, 7: 965, 8: 931, 9: 702, 10: 478, 11: 455,
       12: 566}
E_RATE, E_FUEL, E_DAILY = "0.1288", "0.0219", 38


def electricity_series() -> list[dict]:
    bills, prev = [], 7913
    for k in range(13):  # statements Nov 2025 .. Nov 2026
        y, m = add_months(2025, 11, k)
        uy, um = add_months(y, m, -1)
        start, end = date(uy, um, 1), month_end(uy, um)
        days = (end - start).days + 1
        kwh = KWH[um] + rng.randint(-30, 30)
        energy = cents_round(kwh * float(E_RATE) * 100)
        fuel = cents_round(kwh * float(E_FUEL) * 100)
        daily = days * E_DAILY
        sub = daily + energy + fuel
        fee = pct_of(sub, "3")
        last = k == 12
        created = date(y, m, 12 if last else 6 + rng.randint(0, 3))
        due = created + timedelta(days=21)
        b = {"issuer": ELEC, "category": "electricity", "account": ELEC_ACCT, "created": created,
             "start": start, "end": end, "days": days, "due": due, "kwh": kwh, "energy": energy,
             "fuel": fuel, "daily": daily, "fee": fee, "total": sub + fee, "prev": prev,
             "paid_on": None if last else due - timedelta(days=rng.randint(2, 9))}
        bills.append(b)
        prev = b["total"]
    return bills


def render_electricity(b: dict) -> bytes:
    pdf = Pdf(f"Juniper Mesa Electric statement {b['created']:%Y-%m}", ELEC, b["created"],
              family="sans")
    p = pdf.page()
    p.text(50, 58, "JUNIPER MESA ELECTRIC", 17, bold=True, color=(0.55, 0.3, 0.05))
    p.text(50, 74, "member-owned power for the Rio Lindo valley  |  1-505-555-0114", 9)
    p.line(50, 84, 562, 84, 1.5, (0.55, 0.3, 0.05))
    p.text(50, 108, "Statement of electric service", 13, bold=True)
    p.line(306, 120, 306, 470, 0.4, (0.6, 0.6, 0.6))
    rows = [("Member", WEN), ("Member no.", ELEC_ACCT), ("Service location", ADDRESS[0]),
            ("", ADDRESS[1]), ("Date printed", d_iso(b["created"])),
            ("Meter read from", d_iso(b["start"])), ("Meter read to", d_iso(b["end"])),
            ("Kilowatt-hours this cycle", f"{b['kwh']} kWh"), None,
            (f"Daily connection ({b['days']} days x $0.38)", usd(b["daily"])),
            (f"Energy ({b['kwh']} kWh x ${E_RATE})", usd(b["energy"])),
            (f"Fuel cost adjustment ({b['kwh']} kWh x ${E_FUEL})", usd(b["fuel"])),
            ("County franchise fee (3%)", usd(b["fee"])), None,
            ("This month's charges", usd(b["total"])),
            ("Previous cycle, already settled", usd(b["prev"]))]
    y = 140
    for row in rows:
        if row is None:
            y += 10
            continue
        label, val = row
        bold = label == "This month's charges"
        p.text(60, y, label, 10, bold=bold)
        p.text(330, y, val, 10, bold=bold)
        y += 19
    p.paragraph(60, 500, "A tip from your co-op: in summer, a ceiling fan turning counter-clockwise "
                "lets you raise the thermostat by four degrees without feeling warmer.", 480, 9)
    dashed(p, 590)
    p.text(50, 604, "detach here and return the lower part if paying by mail", 7.5,
           color=(0.35, 0.35, 0.35))
    p.rect(50, 616, 562, 740, color=(0.2, 0.2, 0.2), width=1)
    p.text(62, 636, "REMITTANCE SLIP  -  JUNIPER MESA ELECTRIC", 10, bold=True)
    for i, (label, val) in enumerate([("Member no.", ELEC_ACCT), ("Please pay", usd(b["total"])),
                                      ("On or before", d_iso(b["due"]))]):
        p.text(62, 662 + i * 22, label, 10.5, bold=True)
        p.text(190, 662 + i * 22, val, 10.5, bold=i == 1)
    p.text(62, 730, "Juniper Mesa Electric, PO Box 770, Rio Lindo NM 87599", 8)
    if b["paid_on"]:
        stamp(p, 380, 700, f"PAID {d_stamp(b['paid_on'])}")
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Gas: Pinyon Basin Gas, every two months, a ledger with Debits and Credits columns.

THERMS = {1: 96, 2: 84, 3: 62, 4: 40, 5: 21, 6: 12, 7: 9, 8: 9, 9: 13, 10: 30, 11: 58, 12: 88}
G_SUPPLY, G_DAILY = "0.8840", 52


def gas_series() -> list[dict]:
    bills, prev, prev_paid = [], 14431, date(2024, 12, 3)
    months = [(y, m) for y in (2025, 2026) for m in (1, 3, 5, 7, 9, 11)]
    for y, m in months:
        sy, sm = add_months(y, m, -2)
        start, end = date(sy, sm, 19), date(y, m, 18)
        days = (end - start).days + 1
        em = add_months(y, m, -1)[1]
        therms = THERMS[sm] + THERMS[em] + rng.randint(-5, 5)
        supply = cents_round(therms * float(G_SUPPLY) * 100)
        delivery = days * G_DAILY
        tax = pct_of(supply + delivery, "2.5")
        total = supply + delivery + tax
        last = (y, m) == months[-1]
        created = date(y, m, 21)
        due = created + timedelta(days=24)
        b = {"issuer": GAS, "category": "gas", "account": GAS_ACCT, "created": created,
             "start": start, "end": end, "due": due, "therms": therms, "days": days,
             "supply": supply, "delivery": delivery, "tax": tax, "total": total, "prev": prev,
             "prev_paid": prev_paid, "paid_on": None if last else created + timedelta(days=13)}
        bills.append(b)
        prev, prev_paid = total, b["paid_on"]
    return bills


def render_gas(b: dict) -> bytes:
    pdf = Pdf(f"Pinyon Basin Gas account activity {b['created']:%Y-%m}", GAS, b["created"],
              family="sans")
    p = pdf.page()
    p.rect(40, 40, 572, 92, fill=(0.93, 0.9, 0.84), color=(0.93, 0.9, 0.84))
    p.text(52, 64, "Pinyon Basin Gas", 19, bold=True, color=(0.3, 0.22, 0.12))
    p.text(52, 82, "natural gas service since 1962  -  1-505-555-0127  -  pinyonbasin.example", 8.5)
    p.right(560, 64, "GAS LEDGER", 11, bold=True)
    p.text(52, 120, RAVI, 10)
    p.text(52, 133, ADDRESS[0], 10)
    p.text(52, 146, ADDRESS[1], 10)
    y = 120
    for label, val in [("Gas account no.", GAS_ACCT), ("Sent on", d_short_yy(b["created"])),
                       ("Activity from", f"{d_short_yy(b['start'])} to {d_short_yy(b['end'])}"),
                       ("Payable by", d_short_yy(b["due"]))]:
        p.text(330, y, label, 9, bold=True)
        p.right(560, y, val, 9)
        y += 14
    run = b["prev"]
    rows = [["", "Opening position", "", "", usd_plain(run)]]
    if b["prev_paid"]:
        run = 0
        rows.append([d_short_yy(b["prev_paid"]), "Auto-draft received, thank you", "",
                     usd_plain(b["prev"]), usd_plain(run)])
    for text, val in [(f"Gas supplied, {b['therms']} therms at ${G_SUPPLY}", b["supply"]),
                      (f"Basin delivery, {b['days']} days at $0.52", b["delivery"]),
                      ("Gross receipts tax 2.5%", b["tax"])]:
        run += val
        rows.append([d_short_yy(b["created"]), text, usd_plain(val), "", usd_plain(run)])
    cols = [("Posted", 72, "l"), ("Entry", 248, "l"), ("Debits", 66, "r"), ("Credits", 66, "r"),
            ("Running", 80, "r")]
    y = p.table(40, 200, cols, rows, size=9, row_h=18, header_fill=(0.86, 0.82, 0.74))
    p.text(44, y + 20, "Closing position", 10.5, bold=True)
    p.right(568, y + 20, usd_plain(run), 10.5, bold=True)
    p.line(40, y + 27, 572, y + 27, 1.2)
    y += 56
    if b["paid_on"]:
        y = p.paragraph(44, y, f"We will auto-draft {usd(b['total'])} from your checking account "
                        f"on {d_short_yy(b['paid_on'])}. No need to send anything.", 520, 10)
    else:
        y = p.paragraph(44, y, "Your auto-draft was cancelled at your request in October. Please "
                        f"send {usd(b['total'])} so that it reaches us by {d_short_yy(b['due'])}; "
                        "pay at pinyonbasin.example or call us.", 520, 10)
    p.paragraph(44, y + 12, f"Gas used this period: {b['therms']} therms over {b['days']} days.",
                520, 9)
    p.text(44, 760, "Smell gas? Leave the house first, then call 1-505-555-0100 (day or night).",
           8, color=(0.4, 0.1, 0.1))
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Water: Arroyo Seco Water Authority, quarterly; three boxes across the top ("Pay this amount").

def water_series() -> list[dict]:
    bills, prev = [], 11860
    for y in (2025, 2026):
        for m in (1, 4, 7, 10):
            sy, sm = add_months(y, m, -3)
            ey, em = add_months(y, m, -1)
            kgal = {1: 11, 4: 13, 7: 19, 10: 16}[m] + rng.randint(-1, 2)
            water = kgal * 510
            waste = 2875
            total = 1650 + water + waste
            created = date(y, m, 9)
            due = created + timedelta(days=21)
            b = {"issuer": WATER, "category": "water", "account": WATER_ACCT, "created": created,
                 "start": date(sy, sm, 1), "end": month_end(ey, em), "due": due, "kgal": kgal,
                 "water": water, "waste": waste, "total": total, "prev": prev,
                 "paid_on": due - timedelta(days=4)}
            bills.append(b)
            prev = total
    return bills


def render_water(b: dict) -> bytes:
    pdf = Pdf(f"Arroyo Seco quarterly water bill {b['created']:%Y-%m}", WATER, b["created"],
              family="serif")
    p = pdf.page()
    p.center(306, 56, "ARROYO SECO WATER AUTHORITY", 16, bold=True, color=(0.05, 0.3, 0.45))
    p.center(306, 72, "1 Acequia Plaza, Rio Lindo NM 87599  -  customer care (505) 555-0152", 9)
    boxes = [("Quarter ending", d_ordinal(b["end"])), ("Pay this amount", usd(b["total"])),
             ("Last day to pay", d_ordinal(b["due"]))]
    for i, (label, val) in enumerate(boxes):
        x0 = 50 + i * 172
        p.rect(x0, 92, x0 + 160, 146, fill=(0.9, 0.95, 0.98) if i == 1 else None,
               color=(0.05, 0.3, 0.45), width=1)
        p.center(x0 + 80, 112, label, 9.5, bold=True)
        p.center(x0 + 80, 134, val, 12 if i == 1 else 10.5, bold=i == 1)
    p.text(50, 180, f"Water account {WATER_ACCT}", 10, bold=True)
    p.text(50, 194, f"{RAVI}, {ADDR1}", 10)
    p.text(50, 208, f"Bill issued {d_ordinal(b['created'])} for {d_ordinal(b['start'])} to "
           f"{d_ordinal(b['end'])}", 10)
    p.text(50, 250, "Breakdown", 12, bold=True)
    y = 272
    for label, val in [("Readiness-to-serve charge, one quarter", 1650),
                       (f"Potable water, {b['kgal']} thousand gallons at $5.10", b["water"]),
                       ("Wastewater, flat quarterly rate", b["waste"])]:
        p.text(62, y, label, 10.5)
        p.right(540, y, usd(val), 10.5)
        y += 18
    p.line(62, y - 8, 540, y - 8, 0.6)
    p.text(62, y + 8, "Quarter's water and wastewater", 10.5, bold=True)
    p.right(540, y + 8, usd(b["total"]), 10.5, bold=True)
    y = p.paragraph(50, y + 50, f"Your bank will be drafted for {usd(b['total'])} on "
                    f"{d_ordinal(b['paid_on'])}. You signed up for bank drafts, so please do not "
                    "mail a check.", 500, 10.5)
    p.paragraph(50, y + 10, f"Used {b['kgal']},000 gallons this quarter. Your previous quarter "
                f"came to {usd(b['prev'])}. Outdoor watering is allowed before 10 a.m. and after "
                "6 p.m. only.", 500, 9.5)
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Phone and internet: Saltcedar Telecom, monthly; "Balance: $0.00 - paid in full on ...".

def internet_series() -> list[dict]:
    bills = []
    for m in range(3, 12):
        plan = 5990 if m < 7 else 6490
        items = [("Fibre 500 home broadband", plan), ("Home phone, unlimited US calls", 1800),
                 ("Wi-Fi router lease", 700), ("911 and relay services fee", 145)]
        sub = sum(u for _, u in items)
        tax = pct_of(sub, "3.1")
        created = date(2026, m, 2)
        doc_no = f"ST{m:02d}26-{rng.randint(10000, 99999)}"
        paid = date(2026, m, 12 + rng.randint(0, 3))
        bills.append({"issuer": NET, "category": "internet", "account": NET_ACCT,
                      "created": created, "start": date(2026, m, 1), "end": month_end(2026, m),
                      "doc_no": doc_no, "due": date(2026, m, 20), "paid_on": paid,
                      "items": items, "tax": tax, "total": sub + tax})
    return bills


def render_internet(b: dict) -> bytes:
    pdf = Pdf(f"Saltcedar Telecom {b['doc_no']}", NET, b["created"], family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 60, "SALTCEDAR", 22, bold=True, color=(0.1, 0.45, 0.4))
    p.text(50, 76, "Telecom  ·  phone and fibre for New Mexico homes  ·  1-505-555-0169", 9)
    p.right(562, 60, "Services invoice", 12, bold=True)
    y = 104
    for label, val in [("Client ID", NET_ACCT), ("Document no.", b["doc_no"]),
                       ("Issued", d_de(b["created"])), ("Services for", f"{b['created']:%B %Y}"),
                       ("Payment expected by", d_de(b["due"]))]:
        p.text(360, y, label, 9)
        p.right(562, y, val, 9, bold=True)
        y += 14
    p.text(50, 110, WEN, 10)
    p.text(50, 123, ADDRESS[0], 10)
    p.text(50, 136, ADDRESS[1], 10)
    rows = [[d, d_de(b["start"]), d_de(b["end"]), usd(u)] for d, u in b["items"]]
    rows.append(["NM telecom excise 3.1%", "", "", usd(b["tax"])])
    cols = [("Service", 250, "l"), ("From", 80, "l"), ("To", 80, "l"), ("Monthly price", 102, "r")]
    y = p.table(50, 200, cols, rows, size=9.5, row_h=19, grid=False, header_fill=(0.85, 0.94, 0.92))
    p.line(50, y + 4, 562, y + 4, 0.8)
    p.text(54, y + 22, "Charges billed", 10.5, bold=True)
    p.right(558, y + 22, usd(b["total"]), 10.5, bold=True)
    p.text(54, y + 40, f"Card payment applied {d_de(b['paid_on'])}", 10)
    p.right(558, y + 40, usd(-b["total"]), 10)
    p.rect(50, y + 54, 562, y + 80, fill=(0.95, 0.95, 0.95), color=(0.5, 0.5, 0.5))
    p.text(58, y + 71, f"Balance: $0.00 — paid in full on {d_de(b['paid_on'])}. Thank you.", 10.5,
           bold=True)
    p.paragraph(50, y + 110, "Your plan: Fibre 500, up to 500 Mbps down and 500 Mbps up, with a "
                "home phone line (505) 555-0133.", 512, 9)
    return pdf.tobytes()


def internet_receipt_email(b: dict) -> bytes:
    msg = EmailMessage()
    msg["From"] = "Saltcedar Telecom <no-reply@saltcedar.example>"
    msg["To"] = f"{WEN} <wendeline.oh@postbox.example>"
    msg["Subject"] = "We got your payment - thank you"
    msg["Date"] = format_datetime(local_time(b["paid_on"], 17, 2, -6))
    msg["Message-ID"] = f"<rcpt-{b['doc_no'].lower()}@saltcedar.example>"
    msg.set_content(
        f"Hello {WEN.split()[0]},\n\n"
        f"Thanks for your payment of {usd(b['total'])}. We received it on {d_de(b['paid_on'])} "
        f"by card and applied it to document no. {b['doc_no']} ({b['created']:%B %Y} phone and "
        "internet).\n\n"
        f"Client ID: {NET_ACCT}\nCard used: Mastercard ending 3071\n\n"
        "There is nothing left to pay on that invoice. Keep this e-mail as your receipt.\n\n"
        "Saltcedar Telecom\n")
    return msg.as_bytes()


def build_bills() -> None:
    for b in electricity_series():
        pays = [payment(b["total"], "USD", b["paid_on"], "electricity", ELEC)] if b["paid_on"] else []
        add_doc(f"JME_statement_{b['created']:%Y-%m}.pdf",
                f"Juniper Mesa Electric statement, {b['created']:%B %Y}", "utility_bill",
                b["created"], "internal", "wendeline", pays, "pdf", render_electricity(b),
                "electricity", bill_facts(b, usd(b["total"]), d_iso(b["due"]), kwh=b["kwh"]))
    for b in gas_series():
        pays = [payment(b["total"], "USD", b["paid_on"], "gas", GAS)] if b["paid_on"] else []
        add_doc(f"PinyonBasin_{b['created']:%Y%m%d}.pdf",
                f"Pinyon Basin Gas account activity, {b['created']:%B %Y}", "utility_bill",
                b["created"], "internal", "ravi", pays, "pdf", render_gas(b), "gas",
                bill_facts(b, usd(b["total"]), d_short_yy(b["due"]), therms=b["therms"]))
    for b in water_series():
        add_doc(f"ASWA_quarterly_{b['created']:%Y-%m}.pdf",
                f"Arroyo Seco Water Authority quarterly bill, {b['created']:%B %Y}", "utility_bill",
                b["created"], "internal", "ravi",
                [payment(b["total"], "USD", b["paid_on"], "water", WATER)], "pdf", render_water(b),
                "water", bill_facts(b, usd(b["total"]), d_ordinal(b["due"]), kgal=b["kgal"]))
    for b in internet_series():
        facts = bill_facts(b, usd(b["total"]), d_de(b["due"]), invoice_no=b["doc_no"])
        row = add_doc(f"Saltcedar_{b['doc_no']}.pdf", f"Saltcedar Telecom services invoice, "
                      f"{b['created']:%B %Y}", "utility_bill", b["created"], "internal", "wendeline",
                      [payment(b["total"], "USD", b["paid_on"], "internet", NET)], "pdf",
                      render_internet(b), "internet", facts)
        if b["created"].month == 9:
            add_doc(f"{b['paid_on']:%Y-%m-%d}_Saltcedar_payment_received.eml",
                    "Email: Saltcedar Telecom payment receipt (September 2026)", "email",
                    b["paid_on"], "internal", "wendeline",
                    [payment(b["total"], "USD", b["paid_on"], "internet", NET, dup_of=row["file"])],
                    "eml", internet_receipt_email(b), "internet",
                    dict(facts, duplicate_of=row["file"]))


# ---------------------------------------------------------------------------------------------
# Other documents

def render_gite_fr(r: dict) -> bytes:
    pdf = Pdf("Facture acquittée séjour juillet 2025", GITE_FR, r["date"], family="serif",
              unicode=True)
    p = pdf.page()
    p.text(60, 62, "Le Mas des Cigales", 19, bold=True, color=(0.55, 0.35, 0.1))
    p.text(60, 78, "Gîte rural  ·  Chemin des Oliviers, 84220 Gordes  ·  04 90 55 01 47", 9)
    p.text(60, 120, "FACTURE ACQUITTÉE", 13, bold=True)
    p.text(60, 138, f"Numéro {r['no']}", 10)
    p.text(60, 152, f"Établie le {fr_long(r['date'])}", 10)
    p.text(340, 120, f"M. {RAVI} et Mme {WEN}", 10)
    p.text(340, 134, ADDRESS[0], 10)
    p.text(340, 148, ADDRESS[1] + ", USA", 10)
    p.text(60, 184, f"Séjour du {fr_long(r['start'])} au {fr_long(r['end'])}, 4 personnes", 10)
    cols = [("Libellé", 290, "l"), ("Nb", 40, "r"), ("Tarif", 80, "r"), ("Total ligne", 82, "r")]
    rows = [[d, str(q), eur_fr(u), eur_fr(q * u)] for d, q, u in r["items"]]
    y = p.table(60, 200, cols, rows, size=9.5, row_h=18, header_fill=(0.96, 0.91, 0.82))
    p.text(64, y + 26, "Total à régler", 11.5, bold=True)
    p.right(548, y + 26, eur_fr(r["total"]), 11.5, bold=True)
    y = p.paragraph(64, y + 56, f"À acquitter avant le {fr_long(r['due'])}.", 480, 10)
    y = p.paragraph(64, y + 4, f"Payée le {d_fr(r['paid'])} par virement — merci et à bientôt "
                    "en Provence !", 480, 10, bold=True)
    p.paragraph(64, y + 10, "TVA non applicable, article 293 B du CGI. Arrivée à partir de 16 h, "
                "départ avant 10 h.", 480, 8.5)
    return pdf.tobytes()


def render_boat_nl(r: dict) -> bytes:
    pdf = Pdf(f"Huurnota {r['no']}", BOAT_NL, r["date"], family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 60, "De Waterhoen", 20, bold=True, color=(0.1, 0.35, 0.2))
    p.text(50, 76, "Sloepverhuur  ·  Binnenpad 41, 8355 AV Giethoorn  ·  0521 55 0138", 9)
    p.text(50, 118, "Huurnota sloep", 14, bold=True)
    y = 140
    for label, val in [("Kenmerk", r["no"]), ("Datum nota", d_nl(r["date"])),
                       ("Huurdatum", d_nl(r["rent_day"])), ("Huurder", f"dhr. {RAVI}")]:
        p.text(50, y, label, 9.5, bold=True)
        p.text(150, y, val, 9.5)
        y += 14
    cols = [("Onderdeel", 290, "l"), ("Aant.", 50, "r"), ("Tarief", 86, "r"),
            ("Regelbedrag", 86, "r")]
    rows = [[d, str(q), eur_nl(u), eur_nl(q * u)] for d, q, u in r["items"]]
    y = p.table(50, 220, cols, rows, size=9.5, row_h=18, header_fill=(0.86, 0.93, 0.88))
    p.text(54, y + 24, "Totaal te voldoen", 11, bold=True)
    p.right(558, y + 24, eur_nl(r["total"]), 11, bold=True)
    p.text(54, y + 46, f"Graag voldoen vóór {d_nl(r['due'])}.", 10)
    p.text(54, y + 62, f"Betaald op {d_nl(r['paid'])} met de pinpas aan de steiger — bedankt!", 10)
    p.text(54, y + 90, "Inclusief 21% btw. Borg voor de sloep teruggegeven bij terugkomst.", 8.5)
    return pdf.tobytes()


def render_bow_de(r: dict) -> bytes:
    pdf = Pdf(f"Kaufbeleg {r['no']}", BOW_DE, r["date"], family="serif", unicode=True)
    p = pdf.page()
    p.text(60, 60, "Geigenbau Hollerbach", 19, bold=True)
    p.text(60, 76, "Meisterwerkstatt  ·  Klingenthaler Straße 12, 08258 Markneukirchen  ·  "
           "Tel. 037422 55 0191", 8.5)
    p.text(60, 116, f"Frau {WEN}", 10)
    p.text(60, 129, ADDRESS[0], 10)
    p.text(60, 142, ADDRESS[1] + ", USA", 10)
    p.text(360, 116, "Vorgang", 9.5, bold=True)
    p.right(552, 116, r["no"], 9.5)
    p.text(360, 130, "Ausgestellt am", 9.5, bold=True)
    p.right(552, 130, de_long(r["date"]), 9.5)
    p.text(60, 190, "Kaufbeleg", 15, bold=True)
    cols = [("Bezeichnung", 280, "l"), ("Anz.", 40, "r"), ("Stückpreis", 86, "r"),
            ("Betrag", 86, "r")]
    rows = [[d, str(q), eur_de(u), eur_de(q * u)] for d, q, u in r["items"]]
    y = p.table(60, 205, cols, rows, size=9.5, row_h=18)
    p.text(64, y + 24, "Endbetrag", 11.5, bold=True)
    p.right(548, y + 24, eur_de(r["total"]), 11.5, bold=True)
    p.text(64, y + 40, f"darin 19 % MwSt.: {eur_de(r['vat'])}", 9)
    p.text(64, y + 64, f"Abgebucht am {d_de(r['paid'])} von Ihrer Kreditkarte.", 10)
    p.text(64, y + 80, "Versand versichert per Luftpost, Sendungsnummer folgt per E-Mail.", 9)
    p.text(64, y + 110, "Mit herzlichen Grüßen aus dem Vogtland", 10)
    return pdf.tobytes()


def render_outfit_order(r: dict) -> bytes:
    pdf = Pdf(f"Mesquite Outfitters order {r['no']}", OUTFIT, r["date"], family="sans")
    p = pdf.page()
    p.text(50, 62, "MESQUITE OUTFITTERS", 18, bold=True, color=(0.45, 0.25, 0.1))
    p.text(50, 78, "packs, tents and trail gear  -  310 Cerrillos Road, Santa Fe NM  -  "
           "(505) 555-0181", 9)
    p.text(50, 118, "Order confirmation", 13, bold=True)
    p.text(50, 136, f"Order ref. {r['no']} placed {d_iso(r['date'])} by {WEN}", 10)
    cols = [("Gear", 280, "l"), ("No.", 40, "r"), ("Price each", 90, "r"), ("Line amount", 102, "r")]
    rows = [[d, str(q), usd(u), usd(q * u)] for d, q, u in r["items"]]
    rows.append(["NM gross receipts tax 7.8125%", "", "", usd(r["tax"])])
    y = p.table(50, 170, cols, rows, size=9.5, row_h=18, header_fill=(0.93, 0.88, 0.82))
    p.text(54, y + 24, "Order came to", 11, bold=True)
    p.right(558, y + 24, usd(r["total"]), 11, bold=True)
    p.paragraph(54, y + 50, f"Charged to your Visa ending 8826 on {d_iso(r['date'])}. Unused gear "
                "can come back within 45 days; we refund to the card you paid with.", 500, 9.5)
    return pdf.tobytes()


def render_outfit_refund(r: dict, order: dict) -> bytes:
    pdf = Pdf(f"Mesquite Outfitters refund {r['no']}", OUTFIT, r["date"], family="sans")
    p = pdf.page()
    p.text(50, 62, "MESQUITE OUTFITTERS", 18, bold=True, color=(0.45, 0.25, 0.1))
    p.text(50, 78, "packs, tents and trail gear  -  310 Cerrillos Road, Santa Fe NM", 9)
    p.text(50, 118, "Refund confirmation", 13, bold=True)
    y = 144
    for label, val in [("Return no.", r["no"]), ("Original order", order["no"]),
                       ("Item returned", r["item"]), ("Price of item", usd(r["price"])),
                       ("Tax given back", usd(r["tax"])), ("Refund issued", usd(r["amount"]))]:
        p.text(50, y, label, 10, bold=True)
        p.text(200, y, val, 10)
        y += 17
    p.paragraph(50, y + 14, f"Sent back to your Visa ending 8826 on {d_iso(r['credited'])}. "
                "It can take a few days to show on your statement.", 500, 10)
    return pdf.tobytes()


INS_NO = "RRA-HM-09917"
INS_TERMS = [{"start": date(2025, 9, 1), "premium": 21840, "paid": date(2025, 8, 20), "excess": 50000,
              "belongings": 3000000},
             {"start": date(2026, 9, 1), "premium": 23460, "paid": date(2026, 8, 18), "excess": 25000,
              "belongings": 3500000}]
INS_CLAIMS = "1-866-555-0149"


def render_renters(t: dict) -> bytes:
    end = t["start"].replace(year=t["start"].year + 1)
    pdf = Pdf(f"Redrock certificate of renters cover {t['start'].year}", RENT_INS, t["paid"],
              family="sans")
    p = pdf.page()
    p.text(50, 60, "REDROCK", 20, bold=True, color=(0.65, 0.2, 0.1))
    p.text(50, 76, "Renters Assurance  -  claims, any hour: " + INS_CLAIMS, 9)
    p.text(50, 112, "Certificate of renters cover", 14, bold=True)
    cells = [("Certificate no.", INS_NO), ("Insured people", f"{WEN}, {RAVI}"),
             ("Rented home", ADDR1), ("Cover period", f"{d_iso(t['start'])} to {d_iso(end)}"),
             ("Belongings insured up to", usd(t["belongings"])),
             ("Excess per claim", usd(t["excess"])), ("Liability to others", usd(30000000)),
             ("Premium for the year", usd(t["premium"])), ("Charged on", d_iso(t["paid"]))]
    for i, (label, val) in enumerate(cells):  # label above value, two cells a row
        x0, y0 = 50 + (i % 2) * 261, 130 + (i // 2) * 52
        p.rect(x0, y0, x0 + 251, y0 + 44, color=(0.7, 0.7, 0.7), width=0.5)
        p.text(x0 + 8, y0 + 14, label, 8, color=(0.4, 0.4, 0.4))
        p.text(x0 + 8, y0 + 33, val, 10.5, bold=True)
    p.paragraph(50, 420, "The excess is the part of each claim you carry yourself before we pay. "
                "Belongings are covered at home and away, for fire, theft, water escape and "
                "storm.", 510, 9.5)
    return pdf.tobytes()


LEASE = {"date": date(2024, 6, 14), "start": date(2024, 7, 1), "end": date(2027, 6, 30),
         "rent1": 214000, "rent2": 220500, "security": 321000, "notice_days": 30,
         "signers": ["Marisol Quintanar", WEN, RAVI]}


def render_lease() -> bytes:
    L = LEASE
    pdf = Pdf("House rental contract - 26 Quillfeather Lane", LANDLORD, L["date"], family="serif")
    p = pdf.page()
    p.center(306, 58, "HOUSE RENTAL CONTRACT", 15, bold=True)
    p.center(306, 76, ADDR1, 10)
    sections = [
        ("The parties", f"{LANDLORD} (\"we\"), for whom Marisol Quintanar signs as leasing "
         f"manager, rents the house to {WEN} and {RAVI} (\"you\"). Written on "
         f"{d_ordinal(L['date'])}."),
        ("The term", f"The contract runs from {d_ordinal(L['start'])} through "
         f"{d_ordinal(L['end'])}."),
        ("What you pay", f"Rent is {usd(L['rent1'])} a month for the first twelve months and "
         f"{usd(L['rent2'])} a month after that, payable on the first (1st) day of each month."),
        ("Security money", f"Before moving in you hand us {usd(L['security'])} as security "
         "money. We return it within 21 days of move-out, less the cost of repairing damage."),
        ("Ending the contract", "To leave at the end of the term, tell us in writing at least "
         f"thirty ({L['notice_days']}) days before it ends; otherwise the contract renews for "
         "one year."),
        ("Who pays for what", "You pay for electricity, natural gas, water and wastewater, and phone and "
         "internet. We look after the swamp cooler's annual service."),
    ]
    y = 112
    for head, text in sections:
        p.text(60, y, head, 11, bold=True)
        y = p.paragraph(60, y + 15, text, 490, 10.5) + 10
    y += 10
    for name, role in zip(L["signers"], ["leasing manager, for Calloway Adobe Rentals LLC",
                                         "tenant", "tenant"]):
        p.text(60, y, f"Signature on file: {name}", 10.5)
        p.text(330, y, f"{role}", 9.5)
        y += 20
    return pdf.tobytes()


PAY_W = {"employer": "Bitterbrush Analytics Ltd", "gross": 688000,
         "deductions": {"US income tax": 96320, "NM state income tax": 27520,
                        "Social Security (6.2%)": 42656, "Medicare (1.45%)": 9976,
                        "Retirement plan 6%": 41280, "Dental and vision": 5410}}
PAY_R = {"employer": "Rio Lindo Unified Schools", "gross": 497500,
         "deductions": {"US income tax": 54725, "NM state income tax": 17413,
                        "Social Security (6.2%)": 30845, "Medicare (1.45%)": 7214,
                        "Retirement plan 6%": 29850, "Dental and vision": 5410}}


def net_of(pay: dict) -> int:
    return pay["gross"] - sum(pay["deductions"].values())


def render_payslip(pay: dict, person: str, pay_day: date) -> bytes:
    pdf = Pdf(f"Salary slip {person} {pay_day:%Y-%m}", pay["employer"], pay_day, family="sans")
    p = pdf.page()
    p.text(50, 60, pay["employer"], 14, bold=True)
    p.text(50, 76, "Salary slip  -  for the named employee only", 9.5)
    p.line(306, 100, 306, 520, 0.4, (0.6, 0.6, 0.6))
    rows = [("Staff member", person), ("Paid out on", d_iso(pay_day)), ("Month", f"{pay_day:%B %Y}"),
            None, ("Base salary", usd(pay["gross"])), ("Gross for the month", usd(pay["gross"])),
            None] + [(k, usd(v)) for k, v in pay["deductions"].items()] + [
            ("Withheld in total", usd(sum(pay["deductions"].values()))), None,
            ("Paid into your bank", usd(net_of(pay)))]
    y = 120
    for row in rows:
        if row is None:
            y += 12
            continue
        bold = row[0] in ("Gross for the month", "Withheld in total", "Paid into your bank")
        p.text(60, y, row[0], 10, bold=bold)
        p.text(330, y, row[1], 10, bold=bold)
        y += 18
    p.text(60, y + 20, "Bank account ending 4402.", 9)
    return pdf.tobytes()


def render_allergy() -> bytes:
    when = date(2026, 10, 14)
    pdf = Pdf("Clinic letter", "Sagebrush Allergy & Asthma Clinic", when, family="serif")
    p = pdf.page()
    p.text(60, 60, "Sagebrush Allergy & Asthma Clinic", 15, bold=True)
    p.text(60, 76, "88 Alameda Court, Rio Lindo NM  -  (505) 555-0175", 9)
    p.right(552, 60, "PATIENT IN CONFIDENCE", 9, bold=True)
    p.text(60, 120, RAVI, 10.5)
    p.text(60, 134, ADDRESS[0], 10.5)
    p.text(60, 148, ADDRESS[1], 10.5)
    p.right(552, 120, d_ordinal(when), 10.5)
    text = [f"Dear {RAVI.split()[0]},",
            "Thank you for coming to see me on October 9th, 2026. Your skin-prick tests were "
            "strongly positive for juniper pollen, which fits the spring and autumn symptoms you "
            "described (allergic rhinitis).",
            "I have started you on montelukast 10 mg, one tablet at bedtime, alongside the nasal "
            "spray you already use.",
            "Please come back on March 9th, 2027 at 8:40 a.m. so we can see how the season went.",
            "Warm wishes,", "Dr. Benedikta Arroyo-Finch, allergist"]
    y = 200
    for t in text:
        y = p.paragraph(60, y, t, 490, 10.5) + 8
    return pdf.tobytes()


RECEIPTS = [
    {"file": "PXL_20250517_114233.jpg", "store": HARDWARE, "date": date(2025, 5, 17), "time": "11:42",
     "head": ["*^CHOLLA STREET HARDWARE", "^412 Cholla St, Rio Lindo NM", "^(505) 555-0188"],
     "items": [("KESTRAVA EVAP COOLER 4500", 1, 54900), ("COOLER PADS SET", 1, 3499),
               ("GARDEN HOSE 50FT", 1, 2899)], "tax": "7.8125", "category": "appliances",
     "owner": "ravi", "angle": 2.1},
    {"file": "PXL_20261010_193108.jpg", "store": CAFE, "date": date(2026, 10, 10), "time": "19:31",
     "head": ["*^PALOMA AZUL CAFE", "^9 Plaza Vieja, Rio Lindo", "^(505) 555-0121"],
     "items": [("GREEN CHILE STEW", 2, 1250), ("SOPAPILLAS", 1, 650), ("HORCHATA", 2, 475)],
     "tax": "7.8125", "category": "dining", "owner": "lior", "angle": -2.4, "width": 700},
]


def receipt_rows(r: dict) -> tuple[list, int, int, int]:
    sub = sum(q * u for _, q, u in r["items"])
    tax = pct_of(sub, r["tax"])
    lines = list(r["head"]) + ["", (d_iso(r["date"]), r["time"]), ""]
    for d, q, u in r["items"]:
        lines.append((f"{d} x{q}" if q > 1 else d, usd_plain(q * u)))
    lines += ["", ("ITEMS", usd_plain(sub)), (f"NM GRT {r['tax']}%", usd_plain(tax)),
              ("*SALE TOTAL", usd_plain(sub + tax)), ("VISA ...8826", usd_plain(sub + tax)), "",
              "^GRACIAS - COME AGAIN"]
    return lines, sub, tax, sub + tax


WARRANTY = {"brand": "Kestrava", "model": "CoolBreeze 4500", "serial": "KV45-0593-1182",
            "purchased": date(2025, 5, 17), "years": 3}


def render_warranty() -> bytes:
    w = WARRANTY
    pdf = Pdf("Kestrava product registration", "Kestrava", w["purchased"], family="sans")
    p = pdf.page()
    p.text(60, 66, "KESTRAVA", 22, bold=True, color=(0.1, 0.4, 0.6))
    p.text(60, 84, "evaporative coolers  -  product registration", 11)
    y = 130
    for label, val in [("Unit", f"Kestrava {w['model']} evaporative cooler"),
                       ("Serial code", w["serial"]), ("Date of sale", d_ordinal(w["purchased"])),
                       ("Sold by", HARDWARE), ("Customer name", RAVI)]:
        p.text(60, y, label, 10, bold=True)
        p.text(200, y, val, 10)
        y += 18
    p.paragraph(60, y + 16, "Kestrava will repair or replace the cooler free of charge if it stops "
                "working because of a manufacturing fault within three (3) years from the date of "
                "sale. Pads and filters are wear parts and are not covered.", 490, 10)
    return pdf.tobytes()


PLOT = {"no": "CG-2026-0147", "plot": "B-14", "issued": date(2026, 3, 2), "fee": 4500,
        "until": date(2026, 12, 31)}


def render_plot_scan() -> bytes:
    k = PLOT
    pdf = Pdf("Garden plot permit", GARDEN, k["issued"], family="sans")
    p = pdf.page()
    p.text(60, 70, "RIO LINDO COMMUNITY GARDENS", 16, bold=True)
    p.text(60, 88, "Parks Department, 5 Bosque Road", 11)
    p.text(60, 130, WEN, 12)
    p.text(60, 146, ADDRESS[0], 12)
    p.text(60, 162, ADDRESS[1], 12)
    p.text(380, 130, d_iso(k["issued"]), 12)
    p.text(60, 220, "GARDEN PLOT PERMIT 2026", 14, bold=True)
    y = 252
    for label, val in [("Permit no.", k["no"]), ("Plot", k["plot"]),
                       ("Good through", d_iso(k["until"])),
                       ("Fee received", f"{usd(k['fee'])} on {d_iso(k['issued'])}")]:
        p.text(60, y, label, 12, bold=True)
        p.text(230, y, val, 12)
        y += 24
    p.paragraph(60, y + 20, "Water taps are on from April to October. Please keep paths clear and "
                "compost only plant material.", 480, 11)
    return scan_pdf(pdf.tobytes(), rng, angle=-1.3, dpi=200)


ROBO = {"sent": date(2026, 11, 9), "fee": 17500, "pay_by": date(2026, 12, 11),
        "qualifier": date(2027, 1, 23)}


def render_robotics() -> bytes:
    o = ROBO
    pdf = Pdf("Robotics club season letter", ROBOTICS, o["sent"], family="sans")
    p = pdf.page()
    p.text(60, 64, "Rio Lindo Robotics Club", 16, bold=True)
    p.text(60, 80, f"Season letter to families, {d_ordinal(o['sent'])}", 10)
    text = ["Hello builders and families,",
            f"Our regional qualifier is on Saturday, {d_ordinal(o['qualifier'])}, in the Mesa "
            "Vista Middle School gym. Drive team arrives at 7:30 a.m.",
            f"The season's team fee is {usd(o['fee'])} per member (parts, field kit and the "
            f"qualifier entry). Please pay it through the club page by {d_ordinal(o['pay_by'])}.",
            "Questions: Coach Tamsin Vey, (505) 555-0196."]
    y = 120
    for t in text:
        y = p.paragraph(60, y, t, 490, 10.5) + 8
    return pdf.tobytes()


def bow_email(r: dict, pdf: bytes) -> bytes:
    return email_with_pdf(
        "Geigenbau Hollerbach <werkstatt@hollerbach-geigenbau.example>",
        f"{WEN} <wendeline.oh@postbox.example>", f"Ihr Kaufbeleg {r['no']} / your receipt",
        local_time(r["paid"], 9, 14, 1),
        f"Sehr geehrte Frau {WEN.split()[-1]},\n\nvielen Dank für Ihren Einkauf. Anbei Ihr "
        "Kaufbeleg als PDF.\n(Thank you for your order - your receipt is attached. The bow for "
        "Lior ships insured by air mail.)\n\nMit freundlichen Grüßen\nJohanna Hollerbach\n",
        f"Kaufbeleg_{r['no']}.pdf", pdf, f"<kb-{r['no'].lower()}@hollerbach-geigenbau.example>")


def build_others() -> None:
    fr = {"no": "MC-2025-031", "date": date(2025, 5, 12), "due": date(2025, 6, 15),
          "paid": date(2025, 5, 20), "start": date(2025, 7, 19), "end": date(2025, 7, 26),
          "items": [("Location du gîte, 7 nuits", 7, 11500), ("Ménage de fin de séjour", 1, 6500),
                    ("Taxe de séjour (4 pers. x 7 nuits)", 28, 88)]}
    fr["total"] = sum(q * u for _, q, u in fr["items"])
    add_doc("Facture_MasDesCigales_MC-2025-031.pdf", "Facture acquittée: gîte Le Mas des Cigales",
            "invoice", fr["date"], "internal", "ravi",
            [payment(fr["total"], "EUR", fr["paid"], "travel", GITE_FR)], "pdf", render_gite_fr(fr),
            "travel", {"issuer": GITE_FR, "invoice_no": fr["no"], "amount_due_cents": fr["total"],
                       "currency": "EUR", "due_date": fr["due"].isoformat(),
                       "paid_on": fr["paid"].isoformat(), "language": "fr",
                       "amount_due_text": eur_fr(fr["total"]), "stay_start": fr["start"].isoformat(),
                       "stay_end": fr["end"].isoformat()})
    nl = {"no": "WH-26-0719", "date": date(2026, 7, 22), "rent_day": date(2026, 7, 23),
          "due": date(2026, 8, 5), "paid": date(2026, 7, 23),
          "items": [("Elektrische sloep 8 pers., hele dag", 1, 18500), ("Extra accu", 1, 2500),
                    ("Reddingsvest kind", 1, 350), ("Vaarkaart Weerribben", 1, 495)]}
    nl["total"] = sum(q * u for _, q, u in nl["items"])
    add_doc("Huurnota_Waterhoen_WH-26-0719.pdf", "Huurnota: Sloepverhuur De Waterhoen (boat hire)",
            "invoice", nl["date"], "internal", "ravi",
            [payment(nl["total"], "EUR", nl["paid"], "travel", BOAT_NL)], "pdf", render_boat_nl(nl),
            "travel", {"issuer": BOAT_NL, "invoice_no": nl["no"], "amount_due_cents": nl["total"],
                       "currency": "EUR", "due_date": nl["due"].isoformat(),
                       "paid_on": nl["paid"].isoformat(), "language": "nl",
                       "amount_due_text": eur_nl(nl["total"]),
                       "items": [{"description": d, "quantity": q, "unit_cents": u}
                                 for d, q, u in nl["items"]]})
    de = {"no": "GH-0261-88", "date": date(2026, 2, 16), "paid": date(2026, 2, 18),
          "items": [("Violinbogen 4/4, Pernambuk, Neusilber", 1, 68000),
                    ("Kolophonium, hell", 1, 1450), ("Versand in die USA, versichert", 1, 3900)]}
    de["total"] = sum(q * u for _, q, u in de["items"])
    de["vat"] = de["total"] - cents_round(de["total"] / 1.19)
    add_doc(f"{de['paid']:%Y-%m-%d}_Hollerbach_Kaufbeleg.eml",
            "Email: Geigenbau Hollerbach receipt (violin bow), PDF attached", "email", de["paid"],
            "internal", "wendeline", [payment(de["total"], "EUR", de["paid"], "music", BOW_DE)],
            "eml", bow_email(de, render_bow_de(de)), "music",
            {"issuer": BOW_DE, "invoice_no": de["no"], "amount_due_cents": de["total"],
             "currency": "EUR", "paid_on": de["paid"].isoformat(), "language": "de",
             "amount_due_text": eur_de(de["total"])})
    order = {"no": "MO-448120", "date": date(2026, 5, 3),
             "items": [("Two-person backpacking tent", 1, 38900), ("Insulated sleeping pad", 2, 12950),
                       ("Camp stove kit", 1, 7450)]}
    sub = sum(q * u for _, q, u in order["items"])
    order["tax"] = pct_of(sub, "7.8125")
    order["total"] = sub + order["tax"]
    o_row = add_doc("MesquiteOutfitters_order_MO-448120.pdf", "Mesquite Outfitters order confirmation",
                    "invoice", order["date"], "internal", "wendeline",
                    [payment(order["total"], "USD", order["date"], "outdoor", OUTFIT)], "pdf",
                    render_outfit_order(order), "outdoor",
                    {"issuer": OUTFIT, "invoice_no": order["no"], "total_cents": order["total"],
                     "currency": "USD", "paid_on": order["date"].isoformat()})
    ref = {"no": "RT-20931", "date": date(2026, 5, 17), "credited": date(2026, 5, 19),
           "item": "Insulated sleeping pad", "price": 12950, "tax": pct_of(12950, "7.8125")}
    ref["amount"] = ref["price"] + ref["tax"]
    add_doc("MesquiteOutfitters_refund_RT-20931.pdf", "Mesquite Outfitters refund confirmation",
            "credit_note", ref["date"], "internal", "wendeline",
            [payment(-ref["amount"], "USD", ref["credited"], "outdoor", OUTFIT, refund=True)], "pdf",
            render_outfit_refund(ref, order), "outdoor",
            {"issuer": OUTFIT, "credit_note": ref["no"], "refund_cents": ref["amount"],
             "currency": "USD", "refunded_on": ref["credited"].isoformat(), "against": o_row["file"]})
    for t in INS_TERMS:
        end = t["start"].replace(year=t["start"].year + 1)
        add_doc(f"Redrock_certificate_{t['start'].year}.pdf",
                f"{RENT_INS} certificate of renters cover {t['start'].year}-{end.year}",
                "insurance_policy", t["paid"], "internal", "wendeline",
                [payment(t["premium"], "USD", t["paid"], "home_insurance", RENT_INS)], "pdf",
                render_renters(t), "home_insurance",
                {"issuer": RENT_INS, "policy_number": INS_NO, "effective": t["start"].isoformat(),
                 "expiry": end.isoformat(), "premium_cents": t["premium"],
                 "excess_cents": t["excess"], "belongings_cents": t["belongings"]})
    add_doc("House_rental_contract_Quillfeather_Lane.pdf", "House rental contract, 26 Quillfeather Lane",
            "lease", LEASE["date"], "internal", "wendeline", [], "pdf", render_lease(),
            facts={"rent_cents": LEASE["rent1"], "rent_later_cents": LEASE["rent2"],
                   "deposit_cents": LEASE["security"], "start": LEASE["start"].isoformat(),
                   "end": LEASE["end"].isoformat(), "signers": LEASE["signers"],
                   "notice_days": LEASE["notice_days"], "rent_due_day": 1})
    for pay, person, user, fname in [(PAY_W, WEN, "wendeline", "SalarySlip_Wendeline_2026-10.pdf"),
                                     (PAY_R, RAVI, "ravi", "SalarySlip_Ravindra_2026-10.pdf")]:
        pay_day = date(2026, 10, 30)
        add_doc(fname, f"Salary slip {person} October 2026", "payslip", pay_day, "confidential", user,
                [payment(net_of(pay), "USD", pay_day, "salary", pay["employer"], direction="in")],
                "pdf", render_payslip(pay, person, pay_day),
                facts={"employer": pay["employer"], "gross_cents": pay["gross"],
                       "net_cents": net_of(pay), "pay_date": pay_day.isoformat(),
                       "deductions_cents": pay["deductions"]})
    add_doc("Sagebrush_Allergy_2026-10-14.pdf", "Letter from Sagebrush Allergy & Asthma Clinic",
            "medical_letter", date(2026, 10, 14), "restricted", "ravi", [], "pdf", render_allergy(),
            facts={"medication": "montelukast 10 mg", "follow_up": "2027-03-09",
                   "diagnosis": "allergic rhinitis (juniper pollen)"})
    for r in RECEIPTS:
        lines, sub, tax, total = receipt_rows(r)
        data = receipt_photo(lines, rng, r["angle"], blur=0.5, width=r.get("width", 820))
        add_doc(r["file"], f"Receipt photo: {r['store']}, {r['date']}", "receipt", r["date"],
                "internal", r["owner"], [payment(total, "USD", r["date"], r["category"], r["store"])],
                "photo_jpg", data, r["category"],
                {"store": r["store"], "total_cents": total, "subtotal_cents": sub, "tax_cents": tax,
                 "date": r["date"].isoformat(), "items": [d for d, _, _ in r["items"]]},
                ocr_facts=[r["head"][0].lstrip("*^").split()[0], usd_plain(total), d_iso(r["date"])])
    w = WARRANTY
    add_doc("Kestrava_registration_CoolBreeze_4500.pdf", "Product registration: Kestrava evaporative cooler",
            "warranty", w["purchased"], "public", "ravi", [], "pdf", render_warranty(),
            facts={"model": w["model"], "serial": w["serial"], "purchased": w["purchased"].isoformat(),
                   "months": 12 * w["years"],
                   "valid_until": w["purchased"].replace(year=w["purchased"].year + 3).isoformat()})
    k = PLOT
    add_doc("SCN_0311.pdf", "Scanned garden plot permit (community gardens)", "permit", k["issued"],
            "internal", "wendeline", [payment(k["fee"], "USD", k["issued"], "garden", GARDEN)],
            "scan_pdf", render_plot_scan(), "garden",
            {"permit": k["no"], "plot": k["plot"], "valid_until": k["until"].isoformat(),
             "fee_cents": k["fee"], "image_only": True, "dpi": 200},
            ocr_facts=[k["no"], d_iso(k["until"]), usd(k["fee"])])
    o = ROBO
    add_doc("Robotics_season_letter_2026-11.pdf", "Robotics club season letter: qualifier and fee",
            "club_notice", o["sent"], "public", "lior", [], "pdf", render_robotics(),
            facts={"fee_cents": o["fee"], "qualifier": o["qualifier"].isoformat(),
                   "pay_by": o["pay_by"].isoformat()})


# ---------------------------------------------------------------------------------------------
# Gold questions

def build_questions(docs: list[dict], as_of: date) -> list[dict]:
    q = QuestionSet(docs, as_of)
    y, last = as_of.year, as_of.year - 1
    ytd = {"from": f"{y}-01-01", "to": as_of.isoformat()}
    last_year = {"from": f"{last}-01-01", "to": f"{last}-12-31"}

    def bills(cat):
        return sorted((d for d in docs if d.get("category") == cat
                       and d["kind"] in ("utility_bill", "email")
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

    def iso(s: str) -> date:
        return date.fromisoformat(s)

    # ---------------------------------------------------------------- aggregates
    q.aggregate("utilities for the last two months?",
                unambiguous({"op": "sum", "categories": UTILITIES, "from": f"{y}-10-01",
                             "to": as_of.isoformat()}, f"{y}-09-30"),
                notes=UTIL_NOTE + " October and November this year (the same as the 61 days back "
                "from today); the November power and gas bills are not paid yet.",
                tags=["terse", "relative_date"])
    q.aggregate("What did staying warm cost us this past summer?",
                {"op": "sum", "categories": ["gas"], "from": f"{y}-06-01", "to": f"{y}-08-31"},
                asker="ravi", notes="Gas payments paid June-August this year.",
                tags=["paraphrase", "relative_date"], paraphrase_terms=["staying warm", "this past summer"])
    q.aggregate("How much was the power bill from April to June, all together?",
                {"op": "sum", "categories": ["electricity"], "from": f"{y}-04-01", "to": f"{y}-06-30"},
                notes="Electricity paid April-June this year.",
                tags=["paraphrase", "relative_date"], paraphrase_terms=["power bill", "from April to June"])
    q.aggregate("What have the phone and internet cost over the previous six months?",
                unambiguous({"op": "sum", "categories": ["internet"], "from": f"{y}-06-01",
                             "to": as_of.isoformat()}, f"{y}-05-30"),
                notes="Saltcedar payments paid June-November this year (the same as 184 days back); "
                      "the e-mailed September receipt is the same payment as the September invoice, "
                      "counted once.", tags=["paraphrase", "relative_date", "duplicate"],
                paraphrase_terms=["phone and internet", "previous six months"])
    q.aggregate("How much did we pay the water company in Q3?",
                {"op": "sum", "categories": ["water"], "from": f"{y}-07-01", "to": f"{y}-09-30"},
                asker="ravi", notes="Q3 this year (July-September), by the bank-draft date.",
                tags=["paraphrase", "relative_date"], paraphrase_terms=["the water company", "Q3"])
    q.aggregate("What did utilities cost in the first quarter of last year?",
                {"op": "sum", "categories": UTILITIES, "from": f"{last}-01-01", "to": f"{last}-03-31"},
                notes=UTIL_NOTE + " The electricity statements only start in November 2025.",
                tags=["relative_date"])
    q.aggregate("biggest electricity payment this year?",
                {"op": "max", "categories": ["electricity"], **ytd}, asker="ravi",
                tags=["terse", "relative_date"], notes="Largest single power payment paid this year.")
    q.aggregate("What was the smallest water bill we paid last year?",
                {"op": "min", "categories": ["water"], **last_year}, tags=["relative_date"])
    q.aggregate("On average, what did gas cost us per month last year?",
                {"op": "avg_monthly", "months": 12, "categories": ["gas"], **last_year},
                notes="Gas paid in the last calendar year divided by 12, rounded to the cent.",
                tags=["relative_date"])
    q.aggregate("How many bills did the water company send us in 2025?",
                {"op": "count_docs", "category": "water", "issuer": WATER, **last_year},
                notes="Quarterly bills by issue date.", tags=["paraphrase"],
                paraphrase_terms=["the water company"])
    q.aggregate("Which month last year were the utilities most expensive?",
                {"op": "argmax_month", "categories": UTILITIES, "currency": "USD", **last_year},
                notes=UTIL_NOTE, tags=["relative_date"])
    base = {"op": "sum", "categories": ["gas"], "sensitivity": VISIBLE}
    diff_c = {"op": "diff", "currency": "USD",
              "a": dict(base, **{"from": f"{y}-01-01", "to": f"{y}-03-31"}),
              "b": dict(base, **{"from": f"{last}-01-01", "to": f"{last}-03-31"})}
    dv, _ = compute_evaluate(docs, diff_c, as_of)
    word = "more"
    if dv["USD"]["amount_cents"] < 0:
        diff_c["a"], diff_c["b"] = diff_c["b"], diff_c["a"]
        word = "less"
    q.aggregate(f"Did gas cost {word} in January to March this year than in the same three months "
                "last year? By how much?", diff_c, notes="Q1 this year against Q1 last year, by "
                "paid-on date.", tags=["relative_date", "comparison"])
    q.aggregate("Which bills haven't been paid yet?", {"op": "unpaid", "as_of": as_of.isoformat()},
                notes="Bills showing no payment whose last day to pay is today or later.")
    q.aggregate("how much do we still owe?", {"op": "unpaid_sum", "as_of": as_of.isoformat()},
                asker="ravi", tags=["terse"])
    q.aggregate("After returning the sleeping pad, what did the Mesquite Outfitters order end up "
                "costing?", {"op": "sum", "payee": OUTFIT}, tags=["refund"],
                notes="Order total less the refund (a negative payment).")
    q.aggregate("What have we paid in euros, all in?", {"op": "sum", "currency": "EUR"},
                tags=["currency"], notes="The French gîte, the German violin bow, the Dutch boat hire.")
    q.aggregate("How much have we paid Redrock for renters insurance so far?",
                {"op": "sum", "payee": RENT_INS}, notes="Two yearly premiums.")
    q.aggregate("Total utilities for last year?", {"op": "sum", "categories": UTILITIES, **last_year},
                notes=UTIL_NOTE, tags=["terse", "relative_date"])
    q.aggregate("What have the power bills come to so far this year?",
                {"op": "sum", "categories": ["electricity"], **ytd},
                tags=["paraphrase", "relative_date"], paraphrase_terms=["power bills"],
                notes="Electricity paid this calendar year; November's bill is still open.")

    # ---------------------------------------------------------------- amounts
    e_nov = in_month("electricity", f"{y}-11")
    q.amount("How much is the newest electricity bill?", e_nov["facts"]["amount_due_cents"], "USD",
             [e_nov["file"]], [e_nov["facts"]["amount_due_text"]],
             tags=["distractor_previous_balance", "tear_off_slip"],
             notes="'Please pay' on the remittance slip; 'Previous cycle' is last month's.")
    g_sep = in_month("gas", f"{y}-09")
    q.amount("What was the gas bill that came this September?", g_sep["facts"]["amount_due_cents"], "USD",
             [g_sep["file"]], [g_sep["facts"]["amount_due_text"]], asker="ravi",
             tags=["ledger", "distractor_previous_balance"],
             notes="Sum of the period's debits (and the auto-draft); the opening position is the "
                   "previous bill.")
    w_jul = in_month("water", f"{y}-07")
    q.amount("water bill amount for this july?", w_jul["facts"]["amount_due_cents"], "USD", [w_jul["file"]],
             [w_jul["facts"]["amount_due_text"]], tags=["terse", "boxes"])
    n_oct = in_month("internet", f"{y}-10")
    q.amount("What did Saltcedar charge for October?", n_oct["facts"]["amount_due_cents"], "USD",
             [n_oct["file"]], [n_oct["facts"]["amount_due_text"]], asker="lior",
             tags=["distractor_zero_balance"], notes="'Charges billed'; the balance line reads $0.00.")
    lease = next(d for d in docs if d["kind"] == "lease")
    start = iso(lease["facts"]["start"])
    assert start.replace(year=start.year + 1) <= as_of
    q.amount("How much rent are we paying these days?", lease["facts"]["rent_later_cents"], "USD", [lease["file"]],
             [usd(lease["facts"]["rent_later_cents"])], tags=["derived", "distractor_first_year"],
             notes="The first twelve months' rent no longer applies.")
    q.amount("How big was the deposit on the house?", lease["facts"]["deposit_cents"], "USD",
             [lease["file"]], [usd(lease["facts"]["deposit_cents"])], tags=["paraphrase"],
             notes="Printed as 'security money'.")
    fr = next(d for d in docs if d["facts"].get("language") == "fr")
    q.amount("What did the gîte in Provence cost us?", fr["facts"]["amount_due_cents"], "EUR",
             [fr["file"]], [fr["facts"]["amount_due_text"]], asker="ravi", tags=["french", "currency"])
    nl = next(d for d in docs if d["facts"].get("language") == "nl")
    q.amount("How much was the boat we hired in the Netherlands?", nl["facts"]["amount_due_cents"],
             "EUR", [nl["file"]], [nl["facts"]["amount_due_text"]], tags=["dutch", "currency"])
    de = next(d for d in docs if d["facts"].get("language") == "de")
    q.amount("What did Lior's violin bow from Germany cost, shipping included?",
             de["facts"]["amount_due_cents"], "EUR", [de["file"]], [de["facts"]["amount_due_text"]],
             tags=["german", "currency", "eml"], notes="PDF attached to an e-mail ('Endbetrag').")
    cn = next(d for d in docs if d["kind"] == "credit_note")
    q.amount("How much did we get back for the returned sleeping pad?", cn["facts"]["refund_cents"],
             "USD", [cn["file"]], [usd(cn["facts"]["refund_cents"])], tags=["refund"])
    pols = sorted((d for d in docs if d["kind"] == "insurance_policy"),
                  key=lambda d: d["facts"]["effective"])
    q.amount("If something gets stolen, how much of the claim do we pay ourselves on the renters "
             "policy?", pols[-1]["facts"]["excess_cents"], "USD", [pols[-1]["file"]],
             [usd(pols[-1]["facts"]["excess_cents"])], tags=["paraphrase", "distractor_older_policy"],
             notes="The current term's 'Excess per claim' (the older term's was higher).")
    robo = next(d for d in docs if d["kind"] == "club_notice")
    q.amount("robotics team fee?", robo["facts"]["fee_cents"], "USD", [robo["file"]],
             [usd(robo["facts"]["fee_cents"])], asker="lior", tags=["terse"])

    # ---------------------------------------------------------------- dates
    q.when("When's the electric bill due?", iso(e_nov["facts"]["due_date"]), [e_nov["file"]],
           [e_nov["facts"]["due_date_text"]], tags=["tear_off_slip"],
           notes="'On or before' on the slip of the open November statement.")
    g_open = next(d for d in bills("gas") if not d["payments"])
    q.when("By what date do we need to pay the open gas bill?", iso(g_open["facts"]["due_date"]),
           [g_open["file"]], [g_open["facts"]["due_date_text"]], asker="ravi", tags=["ledger"])
    q.when("When did the bank draft for the July water bill go out?",
           iso(w_jul["payments"][0]["paid_on"]), [w_jul["file"]],
           [d_ordinal(iso(w_jul["payments"][0]["paid_on"]))], tags=["distractor_due_date"])
    q.when("When did we pay for the gîte?", iso(fr["facts"]["paid_on"]), [fr["file"]],
           [d_fr(iso(fr["facts"]["paid_on"]))], asker="ravi", tags=["french"],
           notes="'Payée le ...'; not the 'À acquitter avant le' date.")
    q.when("When does our rental contract run out?", iso(lease["facts"]["end"]), [lease["file"]],
           [d_ordinal(iso(lease["facts"]["end"]))])
    q.when("When is the robotics qualifier?", iso(robo["facts"]["qualifier"]), [robo["file"]],
           [d_ordinal(iso(robo["facts"]["qualifier"]))], asker="lior",
           tags=["distractor_pay_by"])
    plot = next(d for d in docs if d["kind"] == "permit")
    q.when("Until what date is our garden plot permit valid?", iso(plot["facts"]["valid_until"]),
           [plot["file"]], [plot["ocr_facts"][1]], tags=["scan", "ocr", "paraphrase"],
           notes="Image-only scan ('Good through').")
    n_sep = in_month("internet", f"{y}-09")
    receipt = next(d for d in docs if d["kind"] == "email" and d["category"] == "internet")
    q.when("On what day did the September phone and internet payment go through?",
           iso(n_sep["payments"][0]["paid_on"]), [n_sep["file"], receipt["file"]],
           [d_de(iso(n_sep["payments"][0]["paid_on"]))], tags=["eml", "duplicate"])

    # ---------------------------------------------------------------- lookups
    e_files = [d["file"] for d in bills("electricity")]
    q.ask("What's our member number with the electric co-op?", ELEC_ACCT,
          [ELEC_ACCT.replace("-", ""), ELEC_ACCT.replace("-", " ")], [e_nov["file"]], "lookup",
          evidence=[ELEC_ACCT], supporting_files=[f for f in e_files if f != e_nov["file"]],
          tags=["paraphrase"], notes="Printed as 'Member no.'.")
    q.ask("gas account number", GAS_ACCT, [GAS_ACCT.replace(" ", "")], [g_open["file"]], "lookup",
          asker="ravi", evidence=[GAS_ACCT], tags=["terse"])
    q.ask("How fast is our internet supposed to be?", "500 Mbps", ["500", "Fibre 500", "500 megabits"],
          [in_month("internet", f"{y}-11")["file"]], "lookup", asker="lior", evidence=["500 Mbps"])
    warr = next(d for d in docs if d["kind"] == "warranty")
    w_end = iso(warr["facts"]["valid_until"])
    assert w_end > as_of
    q.ask("Is the swamp cooler still under warranty?", "yes",
          ["Yes", f"yes, until {w_end:%B} {w_end.day}, {w_end.year}", "still covered"],
          [warr["file"]], "lookup", asker="ravi", answer_value=True, tags=["derived", "paraphrase"],
          notes=f"Three years from the date of sale {warr['facts']['purchased']}: covered until {w_end}.",
          evidence=["three (3) years", d_ordinal(iso(warr["facts"]["purchased"]))])
    q.ask("What's the cooler's serial number?", warr["facts"]["serial"],
          [warr["facts"]["serial"].replace("-", "")], [warr["file"]], "lookup", asker="ravi",
          evidence=[warr["facts"]["serial"]], notes="Printed as 'Serial code'.")
    q.ask("How much notice do we have to give before moving out?", f"{LEASE['notice_days']} days",
          ["thirty days", "thirty (30) days", "30"], [lease["file"]], "lookup",
          evidence=["thirty (30) days"], tags=["paraphrase"])
    q.ask("Which garden plot do we have?", plot["facts"]["plot"], [plot["facts"]["plot"].replace("-", "")],
          [plot["file"]], "lookup", evidence=[plot["facts"]["plot"]], tags=["scan", "ocr"])
    q.ask("How many kWh did we use on the latest electric statement?", str(e_nov["facts"]["kwh"]),
          [f"{e_nov['facts']['kwh']} kWh"], [e_nov["file"]], "lookup",
          answer_value=e_nov["facts"]["kwh"], evidence=[f"{e_nov['facts']['kwh']} kWh"])
    q.ask("What's the renters insurance certificate number?", INS_NO, [INS_NO.replace("-", "")],
          [d["file"] for d in pols], "lookup", evidence=[INS_NO])

    # ---------------------------------------------------------------- parties
    q.ask("Who's the landlord?", LANDLORD, ["Calloway Adobe Rentals", "Calloway Adobe"],
          [lease["file"]], "party", evidence=[LANDLORD], tags=["terse"])
    q.ask("Who signed the rental contract for the landlord?", lease["facts"]["signers"][0], [],
          [lease["file"]], "party", evidence=[lease["facts"]["signers"][0]])
    q.ask("Which company do we get our gas from?", GAS, ["Pinyon Basin"], [g_open["file"]], "party",
          asker="lior", evidence=[GAS])
    cooler = next(d for d in docs if d["kind"] == "receipt" and d["facts"]["store"] == HARDWARE)
    q.ask("Where did we buy the swamp cooler?", HARDWARE, ["Cholla Street"],
          [cooler["file"], warr["file"]], "party", asker="ravi", evidence=[HARDWARE],
          tags=["ocr", "photo", "paraphrase"])
    q.ask("Who insures our belongings?", RENT_INS, ["Redrock"], [d["file"] for d in pols], "party",
          evidence=[RENT_INS], tags=["paraphrase"])

    # ---------------------------------------------------------------- confidential
    slip_w = q.doc("SalarySlip_Wendeline_2026-10.pdf")
    q.amount("What was my net pay for October?", slip_w["facts"]["net_cents"], "USD", [slip_w["file"]],
             [usd(slip_w["facts"]["net_cents"])], kind="confidential", confidential=True,
             tags=["payslip"], notes="Printed as 'Paid into your bank'.")
    slip_r = q.doc("SalarySlip_Ravindra_2026-10.pdf")
    q.amount("What's my gross monthly pay?", slip_r["facts"]["gross_cents"], "USD", [slip_r["file"]],
             [usd(slip_r["facts"]["gross_cents"])], kind="confidential", confidential=True,
             asker="ravi", tags=["payslip", "terse"])
    ret = slip_w["facts"]["deductions_cents"]["Retirement plan 6%"]
    q.amount("How much did I put into my retirement plan from the October salary?", ret, "USD",
             [slip_w["file"]], [usd(ret)], kind="confidential", confidential=True, tags=["payslip"])
    med = next(d for d in docs if d["kind"] == "medical_letter")
    q.ask("What did the allergist put me on?", med["facts"]["medication"],
          ["montelukast", "montelukast 10mg", "10 mg montelukast"], [med["file"]], "confidential",
          asker="ravi", confidential=True, evidence=["montelukast 10 mg"], tags=["restricted"])
    q.when("When do I go back to the allergy clinic?", iso(med["facts"]["follow_up"]), [med["file"]],
           ["March 9th, 2027"], kind="confidential", asker="ravi", confidential=True,
           tags=["restricted"])

    # ---------------------------------------------------------------- absent
    q.absent("When is the car insurance due for renewal?", "No car insurance in this archive; "
             "only renters insurance.", tags=["near_miss"], absent_terms=["car insurance", "auto insurance"])
    q.absent("What's our monthly mortgage payment?", "Near miss: the household rents.",
             tags=["near_miss"], absent_terms=["mortgage"])
    q.absent("How much propane did we buy last winter?", "Near miss: heating is natural gas.",
             tags=["near_miss"], absent_terms=["propane"])
    q.absent("What did the orthodontist charge for Lior?", absent_terms=["orthodont"])
    q.absent("How much is the December 2026 power bill?", "Not issued yet.",
             absent_in={"kind_category": ["electricity", "2026-12"]})
    q.absent("What was the water bill in 2023?", "Before the archive starts.",
             absent_in={"kind_category": ["water", "2023"]})
    q.absent("How much was the internet in January 2026?",
             "Near miss: the Saltcedar invoices start in March 2026.", tags=["near_miss"],
             absent_in={"kind_category": ["internet", "2026-01"]})

    # ---------------------------------------------------------------- follow-up free (multi-hop)
    end = iso(lease["facts"]["end"])
    notice = end - timedelta(days=LEASE["notice_days"])
    q.when("If we want to leave when the rental contract ends, what's the last day to tell the "
           "landlord in writing?", notice, [lease["file"]], [d_ordinal(end), "thirty (30) days"],
           kind="followup_free", extra_aliases=[(notice + timedelta(days=1)).isoformat()]
           + date_aliases(notice + timedelta(days=1))[:3], tags=["multi_hop", "derived"],
           notes="End of the term minus the 30-day notice.")
    w_apr = in_month("water", f"{y}-04")
    e_apr = in_month("electricity", f"{y}-04")
    q.amount(f"The water bill in April asked for {w_apr['facts']['amount_due_text']}; what did the "
             "electricity statement printed that month ask for?", e_apr["facts"]["amount_due_cents"],
             "USD", [w_apr["file"], e_apr["file"]], [e_apr["facts"]["amount_due_text"]],
             kind="followup_free", tags=["multi_hop"])
    total = de["facts"]["amount_due_cents"]
    text, _ = amount_answer(total, "EUR")
    q.ask("Who made the violin bow we ordered, and what did we pay?", f"{BOW_DE}; {text}",
          [f"{BOW_DE}, {eur_de(total)}", f"Hollerbach, {eur_de(total)}"], [de["file"]],
          "followup_free", answer_value={"store": BOW_DE, "EUR": total},
          evidence=[BOW_DE, eur_de(total)], tags=["multi_hop", "german", "eml"])
    q.ask("If we need to claim on the renters insurance, what number do we call?", INS_CLAIMS,
          [INS_CLAIMS.replace("-", " "), INS_CLAIMS[2:]], [pols[-1]["file"]], "followup_free",
          evidence=[INS_CLAIMS], tags=["multi_hop"])

    for i, row in enumerate(q.rows, 1):
        row["id"] = f"x{i:03d}"
        if row["asker"] == "marguerite":  # QuestionSet's default asker is the first variant's
            row["asker"] = "wendeline"
    return q.rows


# ---------------------------------------------------------------------------------------------

README = """# Household variant 3 (synthetic test archive)

A fourth **synthetic, fictional** household archive for measuring how Shoebox generalizes. Every
person, company, address, account and phone number in it is invented (phone numbers use 555). It
has the formats of `../household_variant2/`, `../household_variant/` and of the shared household
(`docs/`, `manifest.jsonl`, `archive.json`, `questions.jsonl`), but other issuers, people,
account-number formats, label wording, layouts, date spellings, languages and question wording
than all three, and it was written by a helper who did not read the answering code.

Licence: generated, fictional data, released under CC0 1.0 (public domain dedication).

Generated by `tests/corpus_gen/household_variant3.py` (deterministic, seed in `archive.json`);
regenerate and check from the project root with

    python3 tests/corpus_gen/household_variant3.py     # rewrites this directory
    python3 tests/corpus_gen/check_variant3.py         # text/OCR readability, label overlap

## What is in it
{n_docs} files ({size:.1f} MB), 2024-06 .. 2026-11, household `h4`: users `wendeline`, `ravi`
(adults) and `lior` (teen). Today (`as_of`) is 2026-11-30.

- **{n_elec} electricity statements (Juniper Mesa Electric), Nov 2025 .. Nov 2026**: labels in the
  left half of the page, values in the right half ("Member no.", "Date printed", "Meter read
  from", "This month's charges", "Previous cycle, already settled"); the sum to pay and its last
  day only on a tear-off "remittance slip" ("Please pay", "On or before"); the paid date only as a
  tilted stamp "PAID 14 MAR 2026"; ISO dates; the November statement is open; member no.
  `M-60-4418-27`
- **{n_gas} gas account-activity statements (Pinyon Basin Gas), every two months**: a ledger with
  "Posted / Entry / Debits / Credits / Running" columns, "Opening position", "Auto-draft received,
  thank you" (the previous bill, a distractor), "Closing position", "Payable by", "We will
  auto-draft $X ... on <date>"; dates as `21 Mar 26`; the November one open (auto-draft
  cancelled); account `PBG 7730 1182 04`
- **{n_water} quarterly water bills (Arroyo Seco Water Authority)**: three boxes across the top
  ("Quarter ending", "Pay this amount", "Last day to pay"), "Breakdown", "Your bank will be drafted
  for $X on <date>"; dates as `March 14th, 2026`; account `AS-20419-Q`
- **{n_net} phone-and-internet invoices (Saltcedar Telecom), Mar .. Nov 2026**: "Services invoice",
  "Client ID", "Document no.", "Charges billed", "Card payment applied", "Balance: $0.00 — paid in
  full on <date>"; dates as `13.09.2026`; plan price up in July
- **1 e-mail receipt "Thanks for your payment of $X"** for the September invoice: the same payment
  evidenced twice (`dup_of`)
- **French *facture acquittée* (gîte), Dutch *huurnota* (boat hire), German *Kaufbeleg* (violin
  bow, a PDF attached to an .eml), EUR**: "Total à régler", "À acquitter avant le", "Payée le"
  (`{fr_amt}`); "Totaal te voldoen", "Graag voldoen vóór", "Betaald op" (`{nl_amt}`);
  "Endbetrag", "Ausgestellt am", "Abgebucht am" (`{de_amt}`)
- **outdoor-gear order + refund confirmation**: "Order came to", "Charged to your Visa ... on";
  "Refund issued", "Sent back to your Visa ... on" (a refund = negative payment)
- **2 renters-insurance certificates**: label-above-value cells ("Certificate no.", "Cover period",
  "Excess per claim" = deductible, "Premium for the year", "Charged on")
- **house rental contract**: headed sections, rent for the first twelve months vs after (a
  distractor), "security money", "thirty (30) days", "Signature on file: ..."
- **2 salary slips (confidential), 1 allergy-clinic letter (restricted)**: "Gross for the month",
  "Withheld in total", "Paid into your bank" (two-column)
- **2 receipt photos (JPEG, rotated 2.1-2.4°, shaded, blurred, noised)**, **1 image-only scanned
  PDF (garden plot permit)**: OCR only
- **product registration (evaporative cooler, "three (3) years from the date of sale"), robotics
  club season letter**

## Gold
{n_q} questions: {kinds}.

Every answer is computed from the manifest rows by the generator (with `questions.py`'s
`compute_evaluate`) using the shared set's semantics: utilities = electricity + gas + water
(internet is not a utility), periods by paid-on date, sums per currency never converted, only
public/internal documents, a payment with `dup_of` counted once, a refund counted negative.
Periods are worded "the last two months", "this past summer", "from April to June", "the previous
six months", "Q3", "the first quarter of last year", "January to March this year ... the same
three months last year", "last year", "so far this year"; the relative ones whose two readings
(calendar months vs days back from today) could differ are checked by the generator to give the
same answer. Paraphrased categories: "staying warm", "the phone and internet", "the water
company", "the power bill(s)".

New payment categories: `travel`, `music`, `outdoor`, `home_insurance`, `appliances`, `dining`,
`garden`.
"""


def main(out: Path = OUT) -> None:
    """Generate the archive into ``out`` (its ``docs/`` is replaced); prints a one-line summary."""
    build_bills()
    build_others()
    DOCS.sort(key=lambda r: (r["created"], r["file"]))
    assert all("2024-06-01" <= r["created"] <= TODAY.isoformat() for r in DOCS)
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
    archive = {"generator_version": "variant3-1.0", "seed": SEED, "variant": "household_variant3",
               "scale": 1, "today": TODAY.isoformat(),
               "household": {"id": HOUSEHOLD, "members": MEMBERS, "address": ADDRESS},
               "documents": len(DOCS), "questions": len(questions),
               "utilities_definition": ["electricity", "gas", "water"],
               "default_visible_sensitivities": ["public", "internal"]}
    (out / "archive.json").write_text(json.dumps(archive, indent=2, ensure_ascii=False) + "\n",
                                      encoding="utf-8")
    size = sum(len(b) for b in FILES.values())
    cat = Counter(r.get("category") for r in DOCS if r["kind"] == "utility_bill")
    kinds = Counter(q["kind"] for q in questions)
    order = ["aggregate", "amount", "date", "lookup", "party", "confidential", "absent", "followup_free"]
    (out / "README.md").write_text(README.format(
        n_docs=len(DOCS), size=size / 1e6, n_elec=cat["electricity"], n_gas=cat["gas"],
        n_water=cat["water"], n_net=cat["internet"], n_q=len(questions),
        **{f"{lang}_amt": next(r["facts"]["amount_due_text"] for r in DOCS
                               if r.get("facts", {}).get("language") == lang)
           for lang in ("fr", "nl", "de")},
        kinds=", ".join(f"{kinds[k]} {k}" for k in order)), encoding="utf-8")
    print(f"{len(DOCS)} documents ({size / 1e6:.2f} MB), {len(questions)} questions -> {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
