#!/usr/bin/env python3
"""Synthetic household archive, variant 8 (seed 8): a household in England whose papers are about
half German and Dutch.

Run from the project root:  python3 tests/corpus_gen/household_variant8.py
Writes tests/data/household_variant8/ (docs/, manifest.jsonl, questions.jsonl, archive.json,
README.md) in the schema of ../shared/corpus/household. Deterministic: the same bytes every run.
``tests/corpus_gen/check_variant8.py`` checks the output.

Every person, company, street, town, account and policy number below is invented. Gold answers
are computed from the data this script draws, never typed by hand.
"""

from __future__ import annotations

import io
import json
import random
import shutil
import sys
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

from PIL import Image

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from formats import amount_answer, cents_round, date_aliases, eur_de, eur_nl  # noqa: E402
from render import Pdf, email_with_pdf, local_time, receipt_photo, scan_pdf  # noqa: E402

SEED = 8
VARIANT = "household_variant8"
TODAY = date(2026, 5, 19)
AS_OF = TODAY.isoformat()
OUT = HERE.parent / "data" / VARIANT
HH = "h8"
A4 = (595, 842)
SENS = ["public", "internal"]

rng = random.Random(SEED)

# --------------------------------------------------------------------------------------------
# people and places (all invented)
# --------------------------------------------------------------------------------------------
MEMBERS = [
    {"user": "femke", "name": "Femke de Wilde", "role": "adult"},
    {"user": "jonas", "name": "Jonas Brandtner", "role": "adult"},
    {"user": "lotte", "name": "Lotte Brandtner", "role": "teen"},
]
FEMKE, JONAS, LOTTE = (m["name"] for m in MEMBERS)
HOME = ["27 Thornbury Rise", "Amberwick", "Wiltshire SN14 7QD"]
FLAT_DE = ["Lindenhofstraße 14, 2. OG links", "34519 Talbrunn"]  # Jonas's weekday flat
GERRIT = "Gerrit de Wilde"  # Femke's father
HOUSE_NL = ["Kievitslaan 9", "7944 BK Oosterweide"]
IBAN_DE = "DE41 5206 0410 0004 4179 23"
IBAN_NL = "NL62 RABO 0318 4477 09"
SORT_GB, ACC_GB = "40-61-18", "73120954"

MONATE = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]
MAANDEN = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
]


def gbp(c: int) -> str:
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}£{c // 100:,}.{c % 100:02d}"


def plain(c: int) -> str:
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}{c // 100:,}.{c % 100:02d}"


def de_amt(c: int) -> str:  # 1.234,56 €
    return eur_de(c)


def de_eur(c: int) -> str:  # 1.234,56 EUR
    return eur_de(c).replace(" €", " EUR")


def de_num(c: int) -> str:  # 1.234,56
    return eur_de(c).replace(" €", "")


def nl_amt(c: int) -> str:  # € 1.234,56
    return eur_nl(c)


def d_de(d: date) -> str:  # 05.03.2026
    return f"{d:%d.%m.%Y}"


def d_de_long(d: date) -> str:  # 5. März 2026
    return f"{d.day}. {MONATE[d.month - 1]} {d.year}"


def d_nl(d: date) -> str:  # 05-03-2026
    return f"{d:%d-%m-%Y}"


def d_nl_long(d: date) -> str:  # 5 maart 2026
    return f"{d.day} {MAANDEN[d.month - 1]} {d.year}"


def d_uk(d: date) -> str:  # 5 March 2026
    return f"{d.day} {d:%B %Y}"


def d_uk_s(d: date) -> str:  # 5 Mar 2026
    return f"{d.day} {d:%b %Y}"


def d_gb(d: date) -> str:  # 05/03/2026
    return f"{d:%d/%m/%Y}"


def rnd(x) -> int:
    return cents_round(x)


def month_end(d: date) -> date:
    return (d.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)


def digits(n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


# --------------------------------------------------------------------------------------------
# registry
# --------------------------------------------------------------------------------------------
DOCS: list[dict] = []
FILES: dict[str, bytes] = {}
REF: dict[str, dict] = {}
SOURCE_TEXT: dict[str, str] = {}  # rendered text of image-only documents (photos, scan)


def pay(amount, paid_on, category, payee, direction="out", currency="EUR"):
    return {
        "amount_cents": amount,
        "currency": currency,
        "paid_on": paid_on.isoformat(),
        "category": category,
        "payee": payee,
        "direction": direction,
    }


def add(
    key,
    file,
    data,
    *,
    title,
    kind,
    created,
    owner,
    fmt,
    sensitivity="internal",
    payments=(),
    category=None,
    facts=None,
    ocr_facts=None,
    lang=None,
):
    assert file not in FILES, file
    row = {
        "file": f"docs/{file}",
        "title": title,
        "kind": kind,
        "created": created.isoformat(),
        "sensitivity": sensitivity,
        "owner": owner,
        "payments": list(payments),
        "household": HH,
        "format": fmt,
    }
    if category:
        row["category"] = category
    facts = dict(facts or {})
    if lang:
        facts["language"] = lang
    row["facts"] = facts
    if ocr_facts:
        row["ocr_facts"] = ocr_facts
    FILES[file] = data
    DOCS.append(row)
    if key:
        assert key not in REF, key
        REF[key] = row
    return row


def bill_facts(
    issuer, category, account, stmt, p0, p1, due, amount, paid_on, amount_text, due_text, currency="EUR", **extra
):
    f = {
        "issuer": issuer,
        "category": category,
        "account": account,
        "statement_date": stmt.isoformat(),
        "period_start": p0.isoformat() if p0 else None,
        "period_end": p1.isoformat() if p1 else None,
        "due_date": due.isoformat(),
        "amount_due_cents": amount,
        "currency": currency,
        "paid_on": paid_on.isoformat() if paid_on else None,
        "amount_due_text": amount_text,
        "due_date_text": due_text,
    }
    f.update(extra)
    return f


# --------------------------------------------------------------------------------------------
# drawing helpers
# --------------------------------------------------------------------------------------------
def new_pdf(title, author, created, family="sans"):
    return Pdf(title, author, created, family=family, unicode=True, size=A4)


def lines_at(pg, x, y, lines, size=9.5, gap=None, bold_first=False):
    gap = gap or size * 1.4
    for i, s in enumerate(lines):
        pg.text(x, y, s, size, bold_first and i == 0)
        y += gap
    return y


def label_value(pg, x, y, pairs, label_w, size=9.0, gap=14.0, label_color=(0.35, 0.35, 0.35), bold_values=False):
    for label, value in pairs:
        pg.text(x, y, label, size, color=label_color)
        pg.text(x + label_w, y, value, size, bold_values)
        y += gap
    return y


def sum_rows(pg, x0, x1, y, pairs, size=9.5, gap=16.0, bold_last=False, rule=False):
    for i, (label, value) in enumerate(pairs):
        b = bold_last and i == len(pairs) - 1
        pg.text(x0, y, label, size, b)
        pg.right(x1, y, value, size, b)
        if rule:
            pg.line(x0, y + 4, x1, y + 4, 0.2, (0.7, 0.7, 0.7))
        y += gap
    return y


def foot(pg, s, size=6.8):
    pg.text(40, pg.height - 28, s, size, color=(0.4, 0.4, 0.4))


def window_address(pg, sender_line, lines, y=128):
    pg.text(48, y - 14, sender_line, 6.5, color=(0.35, 0.35, 0.35))
    pg.line(48, y - 11, 290, y - 11, 0.3, (0.5, 0.5, 0.5))
    return lines_at(pg, 48, y, lines, 10)


def photo_bytes(lines, key, angle, png=False, blur=0.6) -> bytes:
    r = random.Random(f"{SEED}-{key}")
    jpg = receipt_photo(lines, r, angle, blur=blur, width=760, font_px=28, quality=70)
    if not png:
        return jpg
    img = Image.open(io.BytesIO(jpg)).convert("L")
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def receipt_source(lines) -> str:
    out = []
    for item in lines:
        left, right = (item, "") if isinstance(item, str) else item
        out.append(f"{left.lstrip('*^')} {right}".strip())
    return "\n".join(out)


def plain_email(sender, to, subject, sent, body, message_id) -> bytes:
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = sender, to, subject
    msg["Date"] = format_datetime(sent)
    msg["Message-ID"] = message_id
    msg.set_content(body)
    return msg.as_bytes()


# ============================================================================================
# ENGLISH: the rented house in Amberwick
# ============================================================================================
# 1. Electricity: Kestrel Power (quarterly, label/value panel, direct debit)
KES = "Kestrel Power Ltd"
KES_ACC = "KP-0042 1187 33"
KES_MPAN = "19 0047 2216 3380"
ELEC_GB: dict[str, dict] = {}
for key, stmt, p0, p1, kwh in [
    ("kes_1", date(2025, 10, 9), date(2025, 7, 1), date(2025, 9, 30), 610),
    ("kes_2", date(2026, 1, 8), date(2025, 10, 1), date(2025, 12, 31), 890),
    ("kes_3", date(2026, 4, 8), date(2026, 1, 1), date(2026, 3, 31), 940),
]:
    kwh += rng.randint(-25, 25)
    days = (p1 - p0).days + 1
    units = rnd(Decimal(kwh) * Decimal("24.86"))
    standing = rnd(Decimal(days) * Decimal("53.35"))
    vat = rnd(Decimal(units + standing) * Decimal("0.05"))
    total = units + standing + vat
    dd = stmt + timedelta(days=14)
    pdf = new_pdf(f"Kestrel Power bill {stmt:%B %Y}", KES, stmt)
    pg = pdf.page()
    pg.rect(0, 0, pg.width, 64, fill=(0.16, 0.2, 0.3), color=(0.16, 0.2, 0.3))
    pg.text(40, 38, "Kestrel Power", 22, True, color=(1, 0.78, 0.2))
    pg.text(40, 54, "Electricity you can count on  ·  kestrelpower.example  ·  0330 088 4172", 8, color=(1, 1, 1))
    lines_at(pg, 40, 100, [f"{FEMKE} & {JONAS}", *HOME], 10)
    pg.rect(320, 84, 555, 196, fill=(0.95, 0.95, 0.97), color=(0.6, 0.6, 0.7))
    pg.text(330, 100, "Your quarterly electricity bill", 10.5, True)
    label_value(
        pg,
        330,
        118,
        [
            ("Account number", KES_ACC),
            ("Supply number (MPAN)", KES_MPAN),
            ("Bill date", d_uk(stmt)),
            ("Period", f"{d_uk_s(p0)} - {d_uk_s(p1)}"),
            ("Amount to pay", gbp(total)),
            ("Direct Debit date", d_uk(dd)),
        ],
        112,
        8.5,
        13,
    )
    pg.text(40, 230, "How we worked out your bill", 11, True)
    y = sum_rows(
        pg,
        40,
        430,
        250,
        [
            (f"Electricity used  {kwh:,} kWh x 24.86p", gbp(units)),
            (f"Standing charge  {days} days x 53.35p", gbp(standing)),
            ("Subtotal", gbp(units + standing)),
            ("VAT at 5%", gbp(vat)),
            ("Total for this quarter", gbp(total)),
        ],
        9.5,
        16,
        bold_last=True,
        rule=True,
    )
    y = pg.paragraph(
        40,
        y + 14,
        f"You don't need to do anything. We will collect {gbp(total)} by Direct Debit "
        f"on {d_uk(dd)} from the account ending 0954.",
        515,
        9.5,
    )
    foot(pg, "Kestrel Power Ltd, 4 Harbour Yard, Bristol BS1 6QX. Registered in England No. 10442817.")
    paid = dd if dd <= TODAY else None
    row = add(
        key,
        f"KestrelPower_bill_{stmt:%Y-%m}.pdf",
        pdf.tobytes(),
        title=f"{KES} electricity bill, {stmt:%B %Y} (Amberwick)",
        kind="utility_bill",
        created=stmt,
        owner="femke",
        fmt="pdf",
        payments=[pay(total, dd, "electricity", KES, currency="GBP")],
        category="electricity",
        facts=bill_facts(
            KES,
            "electricity",
            KES_ACC,
            stmt,
            p0,
            p1,
            dd,
            total,
            paid,
            gbp(total),
            d_uk(dd),
            currency="GBP",
            kwh=kwh,
            mpan=KES_MPAN,
            direct_debit=True,
            layout="label_value_panel",
        ),
    )
    ELEC_GB[key] = {"row": row, "total": total, "dd": dd, "stmt": stmt, "kwh": kwh}

# 2. Gas: Hearthstone Gas Supply (monthly statements, item table, direct debit)
HGS = "Hearthstone Gas Supply"
HGS_ACC = "HGS/558/20719"
GAS_GB: dict[str, dict] = {}
for key, stmt, kwh in [
    ("hgs_12", date(2025, 12, 6), 1150),
    ("hgs_01", date(2026, 1, 6), 1620),
    ("hgs_02", date(2026, 2, 6), 1780),
    ("hgs_03", date(2026, 3, 6), 1410),
    ("hgs_04", date(2026, 4, 6), 1020),
]:
    kwh += rng.randint(-40, 40)
    p1 = stmt.replace(day=1) - timedelta(days=1)
    p0 = p1.replace(day=1)
    days = (p1 - p0).days + 1
    used = rnd(Decimal(kwh) * Decimal("6.24"))
    standing = rnd(Decimal(days) * Decimal("31.43"))
    vat = rnd(Decimal(used + standing) * Decimal("0.05"))
    total = used + standing + vat
    dd = stmt + timedelta(days=14)
    ref = f"HG{stmt:%y%m}-{digits(4)}"
    pdf = new_pdf(f"Hearthstone gas statement {ref}", HGS, stmt, family="serif")
    pg = pdf.page()
    pg.text(40, 54, "HEARTHSTONE", 20, True, color=(0.62, 0.18, 0.1))
    pg.text(40, 68, "Gas Supply  ·  Warm homes since 1998  ·  hearthstone-gas.example", 8.5)
    pg.right(555, 54, "Gas statement", 13, True)
    pg.right(555, 70, f"Statement {ref}", 9)
    lines_at(pg, 40, 104, [FEMKE, *HOME], 10)
    label_value(
        pg, 340, 104, [("Customer no.", HGS_ACC), ("Issued", d_gb(stmt)), ("Usage month", f"{p0:%B %Y}")], 80, 9, 14
    )
    rows = [
        ["Gas consumption", f"{kwh:,} kWh", "6.24p", gbp(used)],
        ["Daily standing charge", f"{days} days", "31.43p", gbp(standing)],
        ["VAT (reduced rate)", "5%", "", gbp(vat)],
        ["Total charges", "", "", gbp(total)],
    ]
    y = pg.table(
        40,
        180,
        [("Description", 230, "l"), ("Quantity", 95, "r"), ("Rate", 80, "r"), ("Charge", 110, "r")],
        rows,
        9,
        16,
    )
    pg.text(40, y + 26, f"Direct Debit collection: {gbp(total)} on {d_gb(dd)}", 11, True)
    pg.paragraph(
        40,
        y + 44,
        "Your gas meter was read remotely by your smart meter on the last day of the "
        "month. Questions about this statement? Call 0345 600 2718.",
        515,
        9,
    )
    foot(pg, "Hearthstone Gas Supply plc, Cathedral Walk, Salisbury SP1 2EN.")
    row = add(
        key,
        f"Hearthstone_gas_{p0:%Y-%m}.pdf",
        pdf.tobytes(),
        title=f"{HGS} gas statement for {p0:%B %Y}",
        kind="utility_bill",
        created=stmt,
        owner="femke",
        fmt="pdf",
        payments=[pay(total, dd, "gas", HGS, currency="GBP")],
        category="gas",
        facts=bill_facts(
            HGS,
            "gas",
            HGS_ACC,
            stmt,
            p0,
            p1,
            dd,
            total,
            dd,
            gbp(total),
            d_gb(dd),
            currency="GBP",
            kwh=kwh,
            statement_number=ref,
            layout="item_table",
        ),
    )
    GAS_GB[key] = {"row": row, "total": total, "dd": dd, "stmt": stmt, "kwh": kwh, "p0": p0}

# 3. Water: Wyvern Vale Water (half-yearly, summary box, pay by; the newest still open)
WYV = "Wyvern Vale Water"
WYV_ACC = "WVW 6603 1184 27"
WATER_GB: dict[str, dict] = {}
wv_prev = None
for key, stmt, p0, p1, m3, pay_by, paid in [
    ("wyv_1", date(2025, 10, 3), date(2025, 4, 1), date(2025, 9, 30), 46, date(2025, 10, 24), date(2025, 10, 14)),
    ("wyv_2", date(2026, 4, 28), date(2025, 10, 1), date(2026, 3, 31), 51, date(2026, 6, 2), None),
]:
    m3 += rng.randint(-3, 3)
    supply = rnd(Decimal(m3) * Decimal("214.50"))
    sewer = rnd(Decimal(m3) * Decimal("0.95") * Decimal("262.80"))
    fixed = 4870
    total = supply + sewer + fixed
    pdf = new_pdf(f"Wyvern Vale Water bill {stmt:%B %Y}", WYV, stmt)
    pg = pdf.page()
    pg.center(pg.width / 2, 52, "WYVERN VALE WATER", 17, True, color=(0.05, 0.35, 0.6))
    pg.center(pg.width / 2, 67, "Clean water and wastewater services for North Wiltshire", 8.5)
    pg.line(40, 78, 555, 78, 1.0, (0.05, 0.35, 0.6))
    lines_at(pg, 40, 106, [f"{JONAS} & {FEMKE}", *HOME], 10)
    pg.right(555, 106, f"Account {WYV_ACC}", 9.5)
    pg.right(555, 121, f"Date of bill {d_uk(stmt)}", 9.5)
    pg.text(40, 180, f"Your water and sewerage bill: {d_uk(p0)} to {d_uk(p1)}", 11.5, True)
    pg.rect(160, 198, 435, 282, fill=(0.9, 0.95, 1.0), color=(0.05, 0.35, 0.6), width=1.2)
    pg.center(297, 220, "TOTAL TO PAY", 10, True)
    pg.center(297, 248, gbp(total), 21, True)
    pg.center(297, 272, f"Pay by {d_uk(pay_by)}", 10)
    y = sum_rows(
        pg,
        60,
        535,
        316,
        [
            (f"Water supply  {m3} m³ at £2.1450", gbp(supply)),
            (f"Sewerage  95% of {m3} m³ at £2.6280", gbp(sewer)),
            ("Fixed charges (water and sewerage)", gbp(fixed)),
            ("Total", gbp(total)),
        ],
        9.5,
        17,
        bold_last=True,
        rule=True,
    )
    if wv_prev:
        y = pg.paragraph(
            60, y + 6, f"Last payment received: {gbp(wv_prev[1])} on {d_uk(wv_prev[0])}. Thank you.", 475, 9.5
        )
    pg.paragraph(
        60,
        y + 10,
        "Ways to pay: online at wyvernvale.example/pay, by phone on 0800 917 2204, or at "
        "any Post Office with the barcode below.",
        475,
        9,
    )
    foot(pg, "Wyvern Vale Water Ltd, Kennet House, Chippenham SN15 3AA.")
    payments = [pay(total, paid, "water", WYV, currency="GBP")] if paid else []
    row = add(
        key,
        f"WyvernVale_water_{stmt:%Y-%m}.pdf",
        pdf.tobytes(),
        title=f"{WYV} water bill, {stmt:%B %Y}",
        kind="utility_bill",
        created=stmt,
        owner="jonas",
        fmt="pdf",
        payments=payments,
        category="water",
        facts=bill_facts(
            WYV,
            "water",
            WYV_ACC,
            stmt,
            p0,
            p1,
            pay_by,
            total,
            paid,
            gbp(total),
            d_uk(pay_by),
            currency="GBP",
            m3=m3,
            layout="summary_box",
        ),
    )
    WATER_GB[key] = {"row": row, "total": total, "pay_by": pay_by, "paid": paid}
    wv_prev = (paid, total) if paid else None
REF["wyv_1"]["facts"]["paid_on_shown_in"] = REF["wyv_2"]["file"]

# 4. Broadband: Larkspur Broadband (monthly invoices, table, collected by DD)
LAR = "Larkspur Broadband"
LAR_ACC = "LB-771 430 92"
NET_GB: dict[str, dict] = {}
for key, inv_date, items in [
    ("lar_02", date(2026, 2, 11), [("Fibre 300 - February 2026", 1, 3200)]),
    (
        "lar_03",
        date(2026, 3, 11),
        [("Fibre 300 - March 2026", 1, 3200), ("Engineer visit (fault not on our network)", 1, 6500)],
    ),
    ("lar_04", date(2026, 4, 11), [("Fibre 300 - April 2026", 1, 3395), ("Static IP address", 1, 500)]),
]:
    total = sum(q * u for _, q, u in items)
    coll = inv_date + timedelta(days=14)
    inv = f"LB{inv_date:%y%m}{digits(6)}"
    pdf = new_pdf(f"Larkspur Broadband invoice {inv}", LAR, inv_date)
    pg = pdf.page()
    pg.text(40, 56, "larkspur", 24, True, color=(0.45, 0.25, 0.6))
    pg.text(40, 70, "broadband for the South West  ·  larkspur.example", 8.5)
    pg.right(555, 56, "TAX INVOICE", 16, True)
    lines_at(pg, 40, 110, [JONAS, *HOME], 10)
    pg.table(
        340,
        96,
        [("", 90, "l"), ("", 125, "r")],
        [["Invoice", inv], ["Date", d_uk_s(inv_date)], ["Account", LAR_ACC]],
        8.5,
        14,
        header_bold=False,
        header_fill=None,
    )
    rows = [[d, str(q), gbp(u), gbp(q * u)] for d, q, u in items] + [["", "", "Invoice total", gbp(total)]]
    y = pg.table(40, 200, [("Item", 265, "l"), ("Qty", 45, "r"), ("Price", 90, "r"), ("Amount", 115, "r")], rows, 9, 17)
    pg.text(40, y + 16, "Prices include VAT at 20%.", 8.5)
    pg.text(40, y + 44, f"This amount will be collected by Direct Debit on {d_uk(coll)}.", 10.5, True)
    if key == "lar_03":
        pg.paragraph(40, y + 64, "Price change: from April 2026 your Fibre 300 plan will cost £33.95 a month.", 515, 9)
    foot(pg, "Larkspur Broadband Ltd, Unit 3 Quarry Park, Devizes SN10 2FT. VAT GB 331 8820 41.")
    row = add(
        key,
        f"Larkspur_invoice_{inv}.pdf",
        pdf.tobytes(),
        title=f"{LAR} invoice {inv_date:%B %Y}",
        kind="utility_bill",
        created=inv_date,
        owner="jonas",
        fmt="pdf",
        payments=[pay(total, coll, "internet", LAR, currency="GBP")],
        category="internet",
        facts=bill_facts(
            LAR,
            "internet",
            LAR_ACC,
            inv_date,
            inv_date.replace(day=1),
            month_end(inv_date),
            coll,
            total,
            coll,
            gbp(total),
            d_uk(coll),
            currency="GBP",
            invoice_number=inv,
            layout="invoice_table",
        ),
    )
    NET_GB[key] = {"row": row, "total": total, "coll": coll}

# 5. Mobile: Tern Mobile (two lines with near-identical numbers; letter style)
TERN = "Tern Mobile"
TERN_ACC = "TM 4470 2291"
LINE_F, LINE_L = "07700 914362", "07700 914326"
MOB_GB: dict[str, dict] = {}
for key, stmt in [("tern_02", date(2026, 2, 4)), ("tern_03", date(2026, 3, 4)), ("tern_04", date(2026, 4, 4))]:
    f_extra = rng.randint(0, 9) * 45
    l_extra = 500 if stmt.month == 3 else 0
    f_tot, l_tot = 1850 + f_extra, 1000 + l_extra
    total = f_tot + l_tot
    coll = stmt + timedelta(days=14)
    pdf = new_pdf(f"Tern Mobile bill {stmt:%B %Y}", TERN, stmt)
    pg = pdf.page()
    pg.text(40, 56, "tern", 26, True, color=(0.1, 0.55, 0.55))
    pg.text(98, 56, "mobile", 14, color=(0.1, 0.55, 0.55))
    lines_at(pg, 40, 110, [FEMKE, *HOME], 10)
    pg.right(555, 110, d_uk(stmt), 10)
    pg.right(555, 125, f"Account {TERN_ACC}", 9)
    pg.text(40, 190, f"Your bill for {(stmt - timedelta(days=5)):%B %Y}", 13, True)
    y = pg.paragraph(
        40,
        212,
        f"Hello Femke, here's what you owe us this month: {gbp(total)} for your two lines. "
        f"We'll take it from your bank account on {d_uk(coll)}.",
        515,
        10,
    )
    y = pg.table(
        40,
        y + 10,
        [("Line", 120, "l"), ("Plan", 170, "l"), ("Extras", 100, "r"), ("Line total", 110, "r")],
        [
            [LINE_F, "Tern 30GB (£18.50)", gbp(f_extra), gbp(f_tot)],
            [LINE_L, "Tern Teen 8GB (£10.00)", gbp(l_extra), gbp(l_tot)],
            ["", "", "Total", gbp(total)],
        ],
        9,
        16,
    )
    if l_extra:
        pg.text(40, y + 16, "Extras on 07700 914326: 5GB data boost bought on 14 February.", 8.5)
    foot(pg, "Tern Mobile Ltd, 88 Anchor Street, Plymouth PL1 3DE.")
    row = add(
        key,
        f"TernMobile_{stmt:%Y-%m}.pdf",
        pdf.tobytes(),
        title=f"{TERN} bill {stmt:%B %Y}",
        kind="utility_bill",
        created=stmt,
        owner="femke",
        fmt="pdf",
        payments=[pay(total, coll, "mobile", TERN, currency="GBP")],
        category="mobile",
        facts=bill_facts(
            TERN,
            "mobile",
            TERN_ACC,
            stmt,
            None,
            None,
            coll,
            total,
            coll,
            gbp(total),
            d_uk(coll),
            currency="GBP",
            lines={LINE_F: f_tot, LINE_L: l_tot},
            layout="letter_sentence",
        ),
    )
    MOB_GB[key] = {"row": row, "total": total, "coll": coll}

# 6. Council tax 2026/27 (instalment table)
CTX = "Amberwick District Council"
CTX_REF = "CT 5021 8874"
CTX_ANNUAL = 201357
ct_base = CTX_ANNUAL // 10
ct_first = CTX_ANNUAL - 9 * ct_base
ct_dates = [date(2026 + (m > 12), (m - 1) % 12 + 1, 1) for m in range(4, 14)]
ct_amounts = [ct_first] + [ct_base] * 9
ct_issued = date(2026, 3, 9)
pdf = new_pdf("Council Tax bill 2026/27", CTX, ct_issued)
pg = pdf.page()
pg.text(40, 54, "Amberwick District Council", 16, True)
pg.text(40, 70, "Council Tax  ·  Revenues Service, Market Place, Amberwick", 8.5)
lines_at(pg, 40, 108, [f"{FEMKE} & {JONAS}", *HOME], 10)
label_value(
    pg,
    340,
    108,
    [
        ("Account reference", CTX_REF),
        ("Date of issue", d_gb(ct_issued)),
        ("Valuation band", "C"),
        ("Period", "1 April 2026 - 31 March 2027"),
    ],
    95,
    9,
    14,
)
pg.text(40, 190, "Council Tax Demand Notice 2026/27", 13, True)
y = sum_rows(
    pg,
    40,
    420,
    214,
    [
        ("Amberwick District Council", gbp(24418)),
        ("Wiltshire County (incl. adult social care)", gbp(152210)),
        ("Police and Crime Commissioner", gbp(22119)),
        ("Amberwick Town Council", gbp(2610)),
        ("Amount payable for the year", gbp(CTX_ANNUAL)),
    ],
    9.5,
    16,
    bold_last=True,
    rule=True,
)
pg.text(40, y + 16, "Your Direct Debit instalments", 11, True)
pg.table(
    40,
    y + 26,
    [("Collection date", 150, "l"), ("Amount", 100, "r")],
    [[d_uk(d), gbp(a)] for d, a in zip(ct_dates, ct_amounts)],
    9,
    14,
)
foot(pg, "Council Tax is collected by Amberwick District Council on behalf of the precepting authorities.")
add(
    "ctax",
    "CouncilTax_2026-27.pdf",
    pdf.tobytes(),
    title=f"{CTX} council tax bill 2026/27",
    kind="tax_letter",
    created=ct_issued,
    owner="femke",
    fmt="pdf",
    category="council_tax",
    payments=[pay(a, d, "council_tax", CTX, currency="GBP") for d, a in zip(ct_dates, ct_amounts) if d <= TODAY],
    facts={
        "issuer": CTX,
        "reference": CTX_REF,
        "band": "C",
        "annual_cents": CTX_ANNUAL,
        "instalments": [{"date": d.isoformat(), "amount_cents": a} for d, a in zip(ct_dates, ct_amounts)],
    },
)

# 7. Home contents insurance: Ridgeback (policy schedule + renewal notice)
RDG = "Ridgeback Home Insurance"
RDG_POL = "RHI-CT-0881247"
RDG_PREM, RDG_NEW = 21480, 23856
RDG_START, RDG_END, RDG_RENEW = date(2025, 6, 1), date(2026, 5, 31), date(2026, 6, 1)
RDG_PAID = date(2025, 5, 22)
pdf = new_pdf("Ridgeback policy schedule", RDG, date(2025, 5, 20))
pg = pdf.page()
pg.rect(0, 0, 16, pg.height, fill=(0.3, 0.45, 0.25), color=(0.3, 0.45, 0.25))
pg.text(40, 56, "Ridgeback Home Insurance", 18, True, color=(0.3, 0.45, 0.25))
pg.text(40, 72, "Contents insurance for renters", 9)
pg.text(40, 110, "Policy schedule", 13, True)
label_value(
    pg,
    40,
    134,
    [
        ("Policyholders", f"{FEMKE} and {JONAS}"),
        ("Insured address", ", ".join(HOME)),
        ("Policy number", RDG_POL),
        ("Cover starts", d_uk(RDG_START)),
        ("Cover ends", d_uk(RDG_END)),
        ("Contents sum insured", gbp(4000000)),
        ("Personal possessions away from home", gbp(250000)),
        ("Excess (each claim)", gbp(10000)),
        ("Annual premium (incl. IPT)", gbp(RDG_PREM)),
    ],
    190,
    9.5,
    17,
)
pg.paragraph(
    40,
    310,
    f"Thank you: your premium of {gbp(RDG_PREM)} was paid by debit card on {d_uk(RDG_PAID)}. "
    "To make a claim call 0800 046 7731, 24 hours a day.",
    515,
    9.5,
)
foot(pg, "Ridgeback Home Insurance is a trading name of Ridgeback Underwriting Ltd, Reading RG1 8DB.")
add(
    "rdg_policy",
    "Ridgeback_schedule_2025.pdf",
    pdf.tobytes(),
    title=f"{RDG} contents policy schedule 2025-26",
    kind="insurance_policy",
    created=date(2025, 5, 20),
    owner="femke",
    fmt="pdf",
    category="home_insurance",
    payments=[pay(RDG_PREM, RDG_PAID, "home_insurance", RDG, currency="GBP")],
    facts={
        "policy_number": RDG_POL,
        "effective": RDG_START.isoformat(),
        "expiry": RDG_END.isoformat(),
        "premium_cents": RDG_PREM,
        "excess_cents": 10000,
        "contents_cents": 4000000,
    },
)
rn_date = date(2026, 4, 24)
pdf = new_pdf("Ridgeback renewal", RDG, rn_date)
pg = pdf.page()
pg.rect(0, 0, 16, pg.height, fill=(0.3, 0.45, 0.25), color=(0.3, 0.45, 0.25))
pg.text(40, 56, "Ridgeback Home Insurance", 18, True, color=(0.3, 0.45, 0.25))
lines_at(pg, 40, 100, [FEMKE, *HOME], 10)
pg.right(555, 100, d_uk(rn_date), 10)
pg.text(40, 172, f"Your renewal invitation - policy {RDG_POL}", 12.5, True)
y = pg.paragraph(
    40,
    194,
    f"Dear Femke, your contents cover is due for renewal on {d_uk(RDG_RENEW)}. If you do "
    f"nothing, we will renew it automatically and collect the new premium of {gbp(RDG_NEW)} from "
    "your card on that date.",
    515,
    10,
)
sum_rows(
    pg,
    40,
    400,
    y + 12,
    [
        ("Last year's premium", gbp(RDG_PREM)),
        ("This year's premium", gbp(RDG_NEW)),
        ("Excess (each claim) from renewal", gbp(15000)),
    ],
    10,
    17,
    rule=True,
)
pg.paragraph(
    40, y + 80, "Why has my premium changed? Claims costs for escape of water have risen in your area.", 515, 9
)
add(
    "rdg_renewal",
    "Ridgeback_renewal_2026.pdf",
    pdf.tobytes(),
    title=f"{RDG} renewal invitation 2026",
    kind="insurance_renewal",
    created=rn_date,
    owner="femke",
    fmt="pdf",
    category="home_insurance",
    payments=[],
    facts={
        "policy_number": RDG_POL,
        "renewal_date": RDG_RENEW.isoformat(),
        "renewal_premium_cents": RDG_NEW,
        "previous_premium_cents": RDG_PREM,
        "new_excess_cents": 15000,
    },
)

# 8. Tenancy agreement (England)
LL, AGENT = "Marcus Penhaligon", "Oakapple Lettings"
AGENT_SIGNER = "Rachel Quenby"
RENT_GB, DEPOSIT_GB = 127500, 147115
TEN_START, TEN_END = date(2025, 9, 1), date(2026, 8, 31)
ten_signed = date(2025, 8, 18)
pdf = new_pdf("Assured shorthold tenancy agreement", AGENT, ten_signed, family="serif")
pg = pdf.page()
pg.center(pg.width / 2, 56, "ASSURED SHORTHOLD TENANCY AGREEMENT", 14, True)
pg.center(pg.width / 2, 72, f"prepared by {AGENT}, 12 Sheep Street, Amberwick", 9)
y = 108
for head, text in [
    (
        "1. The parties",
        f"Landlord: {LL}, acting through his agent {AGENT}. Tenants: {FEMKE} and {JONAS}, jointly and severally.",
    ),
    ("2. The property", f"{', '.join(HOME)}: a three-bedroom semi-detached house with garden, let unfurnished."),
    ("3. The term", f"A fixed term of twelve months from {d_uk(TEN_START)} to {d_uk(TEN_END)}."),
    (
        "4. Rent",
        f"{gbp(RENT_GB)} per calendar month, payable in advance on the first day of each month by standing order.",
    ),
    (
        "5. Deposit",
        f"A deposit of {gbp(DEPOSIT_GB)} (five weeks' rent) is protected with a government-approved "
        "tenancy deposit scheme within 30 days.",
    ),
    (
        "6. Ending the tenancy",
        "The tenants may end the tenancy at the end of the fixed term by giving the landlord "
        "at least two months' notice in writing.",
    ),
    ("7. Bills", "The tenants pay council tax, electricity, gas, water and broadband."),
]:
    pg.text(40, y, head, 10.5, True)
    y = pg.paragraph(40, y + 15, text, 515, 10) + 6
y += 16
for _i, (who, role) in enumerate(
    [(AGENT_SIGNER, f"for {AGENT}, agent for the landlord"), (FEMKE, "Tenant"), (JONAS, "Tenant")]
):
    pg.line(40, y + 20, 260, y + 20, 0.5)
    pg.text(40, y + 32, f"Signed: {who}", 9.5)
    pg.text(300, y + 32, f"{role}, {d_uk(ten_signed)}", 9)
    y += 48
add(
    "lease_gb",
    "Tenancy_27_Thornbury_Rise.pdf",
    pdf.tobytes(),
    title="Tenancy agreement, 27 Thornbury Rise",
    kind="lease",
    created=ten_signed,
    owner="femke",
    fmt="pdf",
    facts={
        "rent_cents": RENT_GB,
        "deposit_cents": DEPOSIT_GB,
        "start": TEN_START.isoformat(),
        "end": TEN_END.isoformat(),
        "signers": [AGENT_SIGNER, FEMKE, JONAS],
        "landlord": LL,
        "notice": "two months",
    },
)

# 9. School letters (Lotte)
SCHOOL = "Amberwick Community College"
TRIP_FEE, TRIP_BY = 16800, date(2026, 5, 29)
TRIP_FROM, MOCKS = date(2026, 6, 17), date(2026, 6, 8)
sd = date(2026, 4, 27)
pdf = new_pdf("Year 10 geography field trip", SCHOOL, sd)
pg = pdf.page()
pg.text(40, 56, SCHOOL, 16, True, color=(0.1, 0.2, 0.5))
pg.text(40, 70, "Learning together  ·  Ridgeway Lane, Amberwick", 8.5)
pg.right(555, 104, d_uk(sd), 10)
pg.text(40, 104, "Dear Parent/Carer of Lotte Brandtner (10W)", 10)
y = pg.paragraph(
    40,
    130,
    f"Year 10 geographers will spend three days at Castle Holm Field Centre from {d_uk(TRIP_FROM)} "
    "to collect river and coastal data for their GCSE fieldwork. The cost of the trip, including coach, "
    f"meals and accommodation, is {gbp(TRIP_FEE)}.",
    515,
    10,
)
y = pg.paragraph(
    40,
    y + 8,
    f"Please pay through ParentPay no later than {d_uk(TRIP_BY)}. If cost is a concern, please "
    "contact Mrs Okafor in confidence.",
    515,
    10,
)
pg.text(40, y + 24, "Mr D. Vance, Head of Geography", 10)
add(
    "school_trip",
    "ACC_Year10_fieldtrip.pdf",
    pdf.tobytes(),
    title="School letter: Year 10 geography field trip",
    kind="school_notice",
    created=sd,
    owner="lotte",
    fmt="pdf",
    sensitivity="public",
    facts={"fee_cents": TRIP_FEE, "pay_by": TRIP_BY.isoformat(), "trip_start": TRIP_FROM.isoformat()},
)
sd2 = date(2026, 5, 6)
pdf = new_pdf("Year 10 mock examinations", SCHOOL, sd2)
pg = pdf.page()
pg.text(40, 56, SCHOOL, 16, True, color=(0.1, 0.2, 0.5))
pg.text(40, 100, "Year 10 Mock Examinations - Summer 2026", 13, True)
y = pg.paragraph(
    40,
    124,
    f"The Year 10 mock examinations will begin on Monday {d_uk(MOCKS)} and run for two weeks. "
    "A full timetable will be shared in tutor time. Students should bring a clear pencil case and a "
    "scientific calculator.",
    515,
    10,
)
pg.table(
    40,
    y + 10,
    [("Day", 150, "l"), ("Morning", 170, "l"), ("Afternoon", 170, "l")],
    [
        [f"Mon {d_uk_s(MOCKS)}", "English Language P1", "Geography P1"],
        [f"Tue {d_uk_s(MOCKS + timedelta(days=1))}", "Maths P1 (non-calc)", "German listening"],
        [f"Wed {d_uk_s(MOCKS + timedelta(days=2))}", "Combined Science Bio", "History P1"],
    ],
    9,
    16,
)
add(
    "school_mocks",
    "ACC_Year10_mocks_2026.pdf",
    pdf.tobytes(),
    title="School notice: Year 10 mock exams",
    kind="school_notice",
    created=sd2,
    owner="lotte",
    fmt="pdf",
    sensitivity="public",
    facts={"mocks_start": MOCKS.isoformat()},
)

# 10. Receipt photo (Lotte's revision books)
bk_date = date(2026, 4, 11)
bk_items = [("GCSE MATHS REVISION GUIDE", 1299), ("AQA GERMAN VOCAB CARDS", 799), ("HIGHLIGHTERS 4PK", 320)]
bk_total = sum(a for _, a in bk_items)
bk_lines = (
    ["*^PAGE & QUILL BOOKS", "^3 Cornmarket, Amberwick", "", f"{d_gb(bk_date)}  15:48  Till 1", ""]
    + [(d, plain(a)) for d, a in bk_items]
    + ["", ("*TOTAL GBP", plain(bk_total)), ("CONTACTLESS", plain(bk_total)), "", "^Thank you for reading with us"]
)
add(
    "rcpt_books",
    "IMG_20260411_154812.jpg",
    photo_bytes(bk_lines, "books", 3.5),
    title="Receipt photo: Page & Quill Books",
    kind="receipt",
    created=bk_date,
    owner="lotte",
    fmt="photo_jpg",
    sensitivity="public",
    category="books",
    payments=[pay(bk_total, bk_date, "books", "Page & Quill Books", currency="GBP")],
    facts={
        "store": "Page & Quill Books",
        "total_cents": bk_total,
        "date": bk_date.isoformat(),
        "items": [d for d, _ in bk_items],
    },
    ocr_facts=["PAGE & QUILL BOOKS", plain(bk_total), d_gb(bk_date)],
)
SOURCE_TEXT["IMG_20260411_154812.jpg"] = receipt_source(bk_lines)


# ============================================================================================
# GERMAN: Jonas's weekday flat in Talbrunn, the Golf, his job
# ============================================================================================
# 11. Electricity for the flat: Lumenwerk Energie (monthly bills, panel + sentence; a bounced debit)
LUM = "Lumenwerk Energie GmbH"
LUM_KD = "4100 8827 35"
LUM_ZAEHLER = "1LUM0077341295"
LUM_MALO = "51247738106"
ARBEITSPREIS, GRUNDPREIS = "32.90", 1290  # ct/kWh brutto, € per month brutto (cents)
ELEC_DE: dict[str, dict] = {}
zst = 41873 + rng.randint(0, 900)
for key, stmt, kwh in [
    ("lum_12", date(2026, 1, 5), 212),
    ("lum_01", date(2026, 2, 4), 236),
    ("lum_02", date(2026, 3, 4), 219),
    ("lum_03", date(2026, 4, 3), 188),
    ("lum_04", date(2026, 5, 5), 161),
]:
    kwh += rng.randint(-12, 12)
    p1 = stmt.replace(day=1) - timedelta(days=1)
    p0 = p1.replace(day=1)
    arbeit = rnd(Decimal(kwh) * Decimal(ARBEITSPREIS))
    total = arbeit + GRUNDPREIS
    netto = rnd(Decimal(total) / Decimal("1.19"))
    mwst = total - netto
    debit = date(stmt.year, stmt.month, 15)
    if debit.weekday() >= 5:
        debit += timedelta(days=7 - debit.weekday())
    rnr = f"RE-{stmt:%Y%m}-{digits(6)}"
    pdf = new_pdf(f"Lumenwerk Rechnung {rnr}", LUM, stmt)
    pg = pdf.page()
    pg.rect(0, 0, pg.width, 8, fill=(0.95, 0.6, 0.05), color=(0.95, 0.6, 0.05))
    pg.text(40, 50, "Lumenwerk", 22, True, color=(0.2, 0.2, 0.2))
    pg.text(40, 64, "Energie  ·  Ökostrom aus der Region  ·  www.lumenwerk.example", 8.5)
    window_address(pg, f"{LUM} · Kanalstraße 3 · 34117 Kassel", [JONAS, *FLAT_DE])
    pg.rect(330, 86, 555, 200, fill=(0.97, 0.95, 0.9), color=(0.8, 0.7, 0.5))
    label_value(
        pg,
        340,
        104,
        [
            ("Rechnungsnummer", rnr),
            ("Rechnungsdatum", d_de(stmt)),
            ("Kundennummer", LUM_KD),
            ("Zählernummer", LUM_ZAEHLER),
            ("Marktlokation", LUM_MALO),
            ("Abrechnungszeitraum", f"{d_de(p0)} - {d_de(p1)}"),
            ("Rechnungsbetrag", de_amt(total)),
        ],
        100,
        8.5,
        13.5,
    )
    pg.text(40, 236, f"Ihre Stromrechnung für {MONATE[p0.month - 1]} {p0.year}", 13, True)
    y = pg.table(
        40,
        252,
        [("Position", 250, "l"), ("Menge", 80, "r"), ("Preis", 85, "r"), ("Betrag", 100, "r")],
        [
            ["Arbeitspreis Strom", f"{kwh} kWh", "32,90 ct/kWh", de_amt(arbeit)],
            ["Grundpreis", "1 Monat", "12,90 €/Monat", de_amt(GRUNDPREIS)],
            ["Gesamtbetrag (brutto)", "", "", de_amt(total)],
        ],
        9,
        16,
    )
    pg.text(40, y + 14, f"Enthaltene Umsatzsteuer 19 %: {de_amt(mwst)} (Nettobetrag {de_amt(netto)})", 8.5)
    pg.text(40, y + 28, f"Zählerstand am {d_de(p1)}: {zst + kwh:,} kWh (Vormonat {zst:,} kWh)".replace(",", "."), 8.5)
    zst += kwh
    y = pg.paragraph(
        40,
        y + 56,
        f"Der Rechnungsbetrag von {de_amt(total)} wird am {d_de(debit)} per SEPA-Lastschrift "
        f"von Ihrem Konto {IBAN_DE[:4]} **** **** **** **79 23 abgebucht. Sie müssen nichts weiter tun.",
        515,
        9.5,
    )
    pg.paragraph(
        40,
        y + 8,
        "Fragen zur Rechnung? Unser Kundenservice ist Mo-Fr 8-18 Uhr unter 0561 730 4400 erreichbar.",
        515,
        8.5,
    )
    foot(
        pg,
        "Lumenwerk Energie GmbH · Kanalstraße 3 · 34117 Kassel · Amtsgericht Kassel HRB 20417 · "
        "Gläubiger-ID DE88LUM00000417733",
    )
    bounced = key == "lum_01"
    row = add(
        key,
        f"Lumenwerk_Rechnung_{stmt:%Y-%m}.pdf",
        pdf.tobytes(),
        title=f"{LUM} Stromrechnung {MONATE[p0.month - 1]} {p0.year} (Wohnung Talbrunn)",
        kind="utility_bill",
        created=stmt,
        owner="jonas",
        fmt="pdf",
        category="electricity",
        lang="de",
        payments=[] if bounced else [pay(total, debit, "electricity", LUM)],
        facts=bill_facts(
            LUM,
            "electricity",
            LUM_KD,
            stmt,
            p0,
            p1,
            debit,
            total,
            None if bounced else debit,
            de_amt(total),
            d_de(debit),
            invoice_number=rnr,
            kwh=kwh,
            meter=LUM_ZAEHLER,
            direct_debit=True,
            layout="panel_table_sentence",
        ),
    )
    ELEC_DE[key] = {"row": row, "total": total, "debit": debit, "stmt": stmt, "rnr": rnr, "p0": p0, "kwh": kwh}

# the January bill's direct debit came back: reminder with fees, debited again
b = ELEC_DE["lum_01"]
RLS_FEE, MAHN_FEE = 350, 200
MAHN_DATE, REDEBIT = date(2026, 2, 24), date(2026, 3, 5)
mahn_total = b["total"] + RLS_FEE + MAHN_FEE
pdf = new_pdf("Lumenwerk Zahlungserinnerung", LUM, MAHN_DATE)
pg = pdf.page()
pg.rect(0, 0, pg.width, 8, fill=(0.95, 0.6, 0.05), color=(0.95, 0.6, 0.05))
pg.text(40, 50, "Lumenwerk", 22, True, color=(0.2, 0.2, 0.2))
window_address(pg, f"{LUM} · Kanalstraße 3 · 34117 Kassel", [JONAS, *FLAT_DE])
pg.right(555, 128, f"Talbrunn/Kassel, {d_de_long(MAHN_DATE)}", 9.5)
pg.right(555, 142, f"Kundennummer {LUM_KD}", 9.5)
pg.text(40, 210, "Zahlungserinnerung - Rücklastschrift", 13, True)
y = pg.paragraph(
    40,
    232,
    f"Sehr geehrter Herr Brandtner, die Lastschrift für unsere Rechnung {b['rnr']} vom "
    f"{d_de(b['stmt'])} über {de_amt(b['total'])} wurde von Ihrer Bank nicht eingelöst. Die uns dadurch "
    "entstandenen Bankgebühren sowie eine Mahngebühr müssen wir Ihnen leider berechnen.",
    515,
    10,
)
y = sum_rows(
    pg,
    40,
    400,
    y + 12,
    [
        ("Offener Rechnungsbetrag", de_amt(b["total"])),
        ("Rücklastschriftgebühr", de_amt(RLS_FEE)),
        ("Mahngebühr", de_amt(MAHN_FEE)),
        ("Zu zahlender Betrag", de_amt(mahn_total)),
    ],
    10,
    17,
    bold_last=True,
    rule=True,
)
y = pg.paragraph(
    40,
    y + 12,
    f"Wir ziehen den Gesamtbetrag von {de_amt(mahn_total)} am {d_de(REDEBIT)} erneut von Ihrem "
    "Konto ein. Bitte sorgen Sie für ausreichende Deckung.",
    515,
    10,
)
pg.text(40, y + 26, "Mit freundlichen Grüßen, Ihr Lumenwerk Forderungsmanagement", 10)
add(
    "lum_mahnung",
    "Lumenwerk_Zahlungserinnerung_2026-02-24.pdf",
    pdf.tobytes(),
    title=f"{LUM} Zahlungserinnerung (Rücklastschrift Januar-Rechnung)",
    kind="letter",
    created=MAHN_DATE,
    owner="jonas",
    fmt="pdf",
    category="electricity",
    lang="de",
    payments=[pay(mahn_total, REDEBIT, "electricity", LUM)],
    facts={
        "document_type": "payment_reminder",
        "issuer": LUM,
        "account": LUM_KD,
        "invoice_number": b["rnr"],
        "unpaid_cents": b["total"],
        "fees_cents": RLS_FEE + MAHN_FEE,
        "return_fee_cents": RLS_FEE,
        "reminder_fee_cents": MAHN_FEE,
        "total_due_cents": mahn_total,
        "paid_on": REDEBIT.isoformat(),
    },
)
b["row"]["facts"]["paid_on"] = REDEBIT.isoformat()
b["row"]["facts"]["paid_via"] = REF["lum_mahnung"]["file"]

# 12. Internet for the flat: Talnetz Kabel (e-mail with the PDF invoice attached)
TNK = "Talnetz Kabel GmbH"
TNK_KD = "TK-220917"
tn_date, tn_due = date(2026, 4, 8), date(2026, 4, 20)
tn_items = [("Kabel Internet 250 - April 2026", 1, 3499), ("WLAN-Router (Miete)", 1, 300)]
tn_total = sum(q * u for _, q, u in tn_items)
tn_rnr = f"TK{tn_date:%y%m}{digits(5)}"
pdf = new_pdf(f"Talnetz Rechnung {tn_rnr}", TNK, tn_date)
pg = pdf.page()
pg.text(40, 54, "TALNETZ", 20, True, color=(0.0, 0.35, 0.55))
pg.text(40, 68, "Kabel · Internet · Telefon für das Werratal", 8.5)
window_address(pg, f"{TNK} · Am Bahnhof 7 · 34519 Talbrunn", [JONAS, *FLAT_DE])
label_value(
    pg,
    340,
    112,
    [("Rechnungsnr.", tn_rnr), ("Datum", d_de(tn_date)), ("Kundennr.", TNK_KD), ("Fälligkeitsdatum", d_de(tn_due))],
    90,
    9,
    14,
)
rows = [[d, str(q), de_amt(u), de_amt(q * u)] for d, q, u in tn_items] + [
    ["Summe (inkl. 19 % USt.)", "", "", de_amt(tn_total)]
]
y = pg.table(
    40, 220, [("Leistung", 260, "l"), ("Anzahl", 55, "r"), ("Einzelpreis", 90, "r"), ("Gesamt", 110, "r")], rows, 9, 16
)
pg.paragraph(40, y + 20, "Der Betrag wird zum Fälligkeitsdatum per Lastschrift von Ihrem Konto eingezogen.", 515, 9.5)
foot(pg, "Talnetz Kabel GmbH · Am Bahnhof 7 · 34519 Talbrunn · HRB 3310")
tn_pdf = pdf.tobytes()
body = (
    f"Guten Tag Herr Brandtner,\n\nanbei erhalten Sie Ihre Rechnung {tn_rnr} für April 2026 als PDF.\n\n"
    f"Rechnungsbetrag: {de_amt(tn_total)}\nAbbuchung am: {d_de(tn_due)}\n\n"
    "Ihre Rechnungen finden Sie auch jederzeit im Kundenportal meinTalnetz.\n\n"
    "Freundliche Grüße\nIhr Talnetz-Team\n"
)
eml = email_with_pdf(
    "Talnetz Kabel <rechnung@talnetz.example>",
    f"{JONAS} <jonas.brandtner@postfach.example>",
    f"Ihre Talnetz-Rechnung {tn_rnr}",
    local_time(tn_date, 7, 12, 2),
    body,
    f"Rechnung_{tn_rnr}.pdf",
    tn_pdf,
    f"<{tn_rnr.lower()}.{digits(8)}@talnetz.example>",
)
add(
    "tnk",
    f"{tn_date:%Y-%m-%d}_Talnetz_Rechnung.eml",
    eml,
    title=f"E-Mail: {TNK} Rechnung April 2026",
    kind="email",
    created=tn_date,
    owner="jonas",
    fmt="eml",
    category="internet",
    lang="de",
    payments=[pay(tn_total, tn_due, "internet", TNK)],
    facts=bill_facts(
        TNK,
        "internet",
        TNK_KD,
        tn_date,
        date(2026, 4, 1),
        date(2026, 4, 30),
        tn_due,
        tn_total,
        tn_due,
        de_amt(tn_total),
        d_de(tn_due),
        invoice_number=tn_rnr,
        attachment=f"Rechnung_{tn_rnr}.pdf",
        attachment_kind="utility_bill",
    ),
)

# 13. The flat: Mietvertrag, Mieterhöhung, Betriebskostenabrechnung (scanned)
HV = "Hausverwaltung Gerlach & Söhne"
VERMIETER = "Ingrid Gerlach"
KALT, NK_VZ, KAUTION = 64000, 16500, 192000
KALT_NEU, KALT_NEU_AB = 67200, date(2026, 7, 1)
MIET_START = date(2024, 10, 1)
mv_date = date(2024, 9, 12)
pdf = new_pdf("Mietvertrag Lindenhofstraße 14", HV, mv_date, family="serif")
pg = pdf.page()
pg.center(pg.width / 2, 56, "Mietvertrag für Wohnraum", 16, True)
pg.center(pg.width / 2, 72, f"{HV} · Marktplatz 2 · 34519 Talbrunn", 9)
y = 104
for head, text in [
    ("§ 1 Vertragsparteien", f"Vermieterin: {VERMIETER}, Talbrunn, vertreten durch die {HV}. Mieter: {JONAS}."),
    (
        "§ 2 Mietsache",
        f"Zwei-Zimmer-Wohnung im 2. Obergeschoss links, {FLAT_DE[0].split(',')[0]}, {FLAT_DE[1]}, "
        "ca. 54 m², mit Kellerabteil Nr. 6.",
    ),
    (
        "§ 3 Mietzeit",
        f"Das Mietverhältnis beginnt am {d_de(MIET_START)} und läuft auf unbestimmte Zeit. "
        "Die Kündigungsfrist für den Mieter beträgt drei Monate.",
    ),
    (
        "§ 4 Miete",
        f"Die monatliche Grundmiete (Kaltmiete) beträgt {de_amt(KALT)}. Dazu kommt eine Vorauszahlung "
        f"auf die Betriebs- und Heizkosten von {de_amt(NK_VZ)}. Die Gesamtmiete von {de_amt(KALT + NK_VZ)} "
        "ist monatlich im Voraus bis zum dritten Werktag zu zahlen.",
    ),
    ("§ 5 Kaution", f"Der Mieter leistet eine Mietsicherheit von {de_amt(KAUTION)} (drei Kaltmieten)."),
    ("§ 6 Schönheitsreparaturen", "Der Mieter übernimmt die Schönheitsreparaturen nach Maßgabe der Anlage 2."),
]:
    pg.text(40, y, head, 10.5, True)
    y = pg.paragraph(40, y + 15, text, 515, 10) + 6
y += 20
for who, role in [(VERMIETER, "Vermieterin"), (JONAS, "Mieter")]:
    pg.line(40, y + 20, 260, y + 20, 0.5)
    pg.text(40, y + 32, f"{who} ({role})", 9.5)
    pg.text(300, y + 32, f"Talbrunn, den {d_de(mv_date)}", 9)
    y += 46
add(
    "mv",
    "Mietvertrag_Lindenhofstr14.pdf",
    pdf.tobytes(),
    title="Mietvertrag Wohnung Lindenhofstraße 14, Talbrunn",
    kind="lease",
    created=mv_date,
    owner="jonas",
    fmt="pdf",
    lang="de",
    facts={
        "rent_cents": KALT,
        "service_advance_cents": NK_VZ,
        "total_rent_cents": KALT + NK_VZ,
        "deposit_cents": KAUTION,
        "start": MIET_START.isoformat(),
        "signers": [VERMIETER, JONAS],
        "landlord": VERMIETER,
        "notice": "drei Monate",
    },
)
mh_date = date(2026, 4, 14)
pdf = new_pdf("Mieterhöhung", HV, mh_date, family="serif")
pg = pdf.page()
pg.text(40, 56, HV, 14, True)
pg.text(40, 70, "Marktplatz 2 · 34519 Talbrunn · Telefon 05694 88 21 0", 8.5)
window_address(pg, f"{HV} · Marktplatz 2 · 34519 Talbrunn", [JONAS, *FLAT_DE])
pg.right(555, 128, f"Talbrunn, {d_de_long(mh_date)}", 9.5)
pg.text(40, 210, "Mieterhöhungsverlangen nach § 558 BGB", 12.5, True)
y = pg.paragraph(
    40,
    232,
    f"Sehr geehrter Herr Brandtner, im Auftrag Ihrer Vermieterin {VERMIETER} bitten wir Sie, "
    f"einer Erhöhung der Grundmiete ab dem {d_de_long(KALT_NEU_AB)} zuzustimmen. Die ortsübliche "
    "Vergleichsmiete laut Mietspiegel der Stadt Talbrunn liegt für Ihre Wohnung bei 12,60 € je m².",
    515,
    10,
)
y = sum_rows(
    pg,
    40,
    420,
    y + 12,
    [
        ("Bisherige Grundmiete", de_amt(KALT)),
        ("Neue Grundmiete", de_amt(KALT_NEU)),
        ("Vorauszahlung Betriebs-/Heizkosten (unverändert)", de_amt(NK_VZ)),
        ("Neue Gesamtmiete", de_amt(KALT_NEU + NK_VZ)),
    ],
    10,
    17,
    bold_last=True,
    rule=True,
)
pg.paragraph(
    40,
    y + 12,
    "Bitte senden Sie uns die beigefügte Zustimmungserklärung bis zum Ende des zweiten "
    "Kalendermonats nach Zugang dieses Schreibens unterschrieben zurück.",
    515,
    10,
)
add(
    "mh",
    "Mieterhoehung_2026.pdf",
    pdf.tobytes(),
    title="Mieterhöhungsverlangen Lindenhofstraße 14 (ab Juli 2026)",
    kind="letter",
    created=mh_date,
    owner="jonas",
    fmt="pdf",
    lang="de",
    facts={
        "document_type": "rent_increase",
        "old_rent_cents": KALT,
        "new_rent_cents": KALT_NEU,
        "effective": KALT_NEU_AB.isoformat(),
        "new_total_cents": KALT_NEU + NK_VZ,
    },
)
bk_date_de = date(2026, 3, 20)
BK_ITEMS = [
    ("Heizkosten", 112840),
    ("Warmwasser", 28615),
    ("Grundsteuer", 11280),
    ("Müllabfuhr", 13160),
    ("Hausreinigung", 9840),
    ("Gebäudeversicherung", 7425),
    ("Allgemeinstrom", 3690),
    ("Hauswart", 14200),
]
bk_sum = sum(a for _, a in BK_ITEMS)
bk_vz = 12 * NK_VZ
bk_nach = bk_sum - bk_vz
BK_PAY_BY = date(2026, 4, 30)
pdf = new_pdf("Betriebskostenabrechnung 2025", HV, bk_date_de, family="serif")
pg = pdf.page()
pg.text(40, 56, HV, 14, True)
lines_at(pg, 40, 96, [JONAS, *FLAT_DE], 10)
pg.right(555, 96, f"Talbrunn, {d_de(bk_date_de)}", 10)
pg.text(40, 160, "Betriebs- und Heizkostenabrechnung 2025", 13, True)
pg.text(40, 176, "Abrechnungszeitraum 01.01.2025 - 31.12.2025, Wohnung 2. OG links", 9.5)
y = pg.table(
    40,
    190,
    [("Kostenart", 260, "l"), ("Ihr Anteil", 120, "r")],
    [[k, de_amt(a)] for k, a in BK_ITEMS]
    + [
        ["Summe Ihrer Kosten", de_amt(bk_sum)],
        ["abzgl. Vorauszahlungen 12 x 165,00 €", de_amt(-bk_vz)],
        ["Nachzahlung", de_amt(bk_nach)],
    ],
    10,
    18,
)
pg.paragraph(
    40,
    y + 22,
    f"Bitte überweisen Sie die Nachzahlung von {de_amt(bk_nach)} bis zum {d_de(BK_PAY_BY)} auf "
    "unser Konto. Belege können nach Terminvereinbarung eingesehen werden.",
    515,
    10,
)
bk_src = pdf.tobytes()
import pymupdf  # noqa: E402

with pymupdf.open("pdf", bk_src) as _d:
    bk_text = _d[0].get_text()
add(
    "bk",
    "Scan_Betriebskosten_2025.pdf",
    scan_pdf(bk_src, random.Random(f"{SEED}-bk"), -1.2, dpi=150, quality=55),
    title="Betriebskostenabrechnung 2025 Wohnung Talbrunn (Scan)",
    kind="letter",
    created=bk_date_de,
    owner="jonas",
    fmt="scan_pdf",
    lang="de",
    category="service_charges",
    facts={
        "document_type": "service_charge_statement",
        "year": 2025,
        "heating_cents": 112840,
        "total_costs_cents": bk_sum,
        "advances_cents": bk_vz,
        "balance_due_cents": bk_nach,
        "pay_by": BK_PAY_BY.isoformat(),
        "image_only": True,
    },
    ocr_facts=["Betriebs- und Heizkostenabrechnung 2025", de_amt(112840), de_amt(bk_nach)],
)
SOURCE_TEXT["Scan_Betriebskosten_2025.pdf"] = bk_text

# 14. The Golf: Rheintal Direkt Versicherung (Versicherungsschein 2025 + Beitragsrechnung 2026)
RDV = "Rheintal Direkt Versicherung AG"
GOLF_POL = "KR-7730-118426"
GOLF_REG = "TLB-JB 417"
GOLF = "VW Golf 1.5 TSI (Erstzulassung 03/2019)"
RDV_HOTLINE = "0800 744 3360"
PREM25, PREM26 = 61248, 64890
vs_date = date(2024, 12, 2)
pdf = new_pdf("Versicherungsschein Kfz", RDV, vs_date)
pg = pdf.page()
pg.rect(0, 0, pg.width, 70, fill=(0.0, 0.25, 0.45), color=(0.0, 0.25, 0.45))
pg.text(40, 40, "RHEINTAL DIREKT", 20, True, color=(1, 1, 1))
pg.text(40, 56, "Versicherung AG · Kfz-Versicherung", 9, color=(1, 1, 1))
window_address(pg, f"{RDV} · Postfach 1190 · 55116 Mainz", [JONAS, *FLAT_DE], y=118)
pg.text(40, 200, "Versicherungsschein", 14, True)
label_value(
    pg,
    40,
    224,
    [
        ("Versicherungsnummer", GOLF_POL),
        ("Versicherungsnehmer", JONAS),
        ("Fahrzeug", GOLF),
        ("Amtliches Kennzeichen", GOLF_REG),
        ("Versicherungsbeginn", d_de(date(2025, 1, 1))),
        ("Ablauf", d_de(date(2025, 12, 31)) + " (verlängert sich um jeweils ein Jahr)"),
        ("Schadenfreiheitsklasse", "SF 7 (Haftpflicht) / SF 5 (Vollkasko)"),
        ("Selbstbeteiligung Teilkasko", de_amt(15000)),
        ("Selbstbeteiligung Vollkasko", de_amt(30000)),
        ("Jahresbeitrag", de_amt(PREM25)),
        ("Zahlweise", "jährlich, SEPA-Lastschrift"),
    ],
    150,
    9.5,
    17,
)
pg.paragraph(
    40,
    430,
    f"Der Jahresbeitrag von {de_amt(PREM25)} wird am {d_de(date(2025, 1, 2))} von Ihrem Konto "
    f"abgebucht. Im Schadenfall erreichen Sie uns rund um die Uhr unter {RDV_HOTLINE}.",
    515,
    9.5,
)
foot(pg, "Rheintal Direkt Versicherung AG · Rheinallee 40 · 55118 Mainz · Amtsgericht Mainz HRB 41122")
add(
    "golf_policy",
    f"Versicherungsschein_{GOLF_POL}.pdf",
    pdf.tobytes(),
    title=f"{RDV} Versicherungsschein Kfz (VW Golf)",
    kind="insurance_policy",
    created=vs_date,
    owner="jonas",
    fmt="pdf",
    category="car_insurance",
    lang="de",
    payments=[pay(PREM25, date(2025, 1, 2), "car_insurance", RDV)],
    facts={
        "policy_number": GOLF_POL,
        "registration": GOLF_REG,
        "vehicle": GOLF,
        "effective": "2025-01-01",
        "expiry": "2025-12-31",
        "premium_cents": PREM25,
        "excess_partial_cents": 15000,
        "excess_full_cents": 30000,
        "claims_phone": RDV_HOTLINE,
    },
)
br_date = date(2025, 11, 24)
pdf = new_pdf("Beitragsrechnung 2026", RDV, br_date)
pg = pdf.page()
pg.rect(0, 0, pg.width, 70, fill=(0.0, 0.25, 0.45), color=(0.0, 0.25, 0.45))
pg.text(40, 40, "RHEINTAL DIREKT", 20, True, color=(1, 1, 1))
window_address(pg, f"{RDV} · Postfach 1190 · 55116 Mainz", [JONAS, *FLAT_DE], y=118)
pg.right(555, 118, f"Mainz, {d_de(br_date)}", 9.5)
pg.text(40, 200, f"Beitragsrechnung 2026 zu Ihrer Kfz-Versicherung {GOLF_POL}", 12, True)
y = pg.table(
    40,
    216,
    [("Sparte", 230, "l"), ("Beitrag 2025", 120, "r"), ("Beitrag 2026", 120, "r")],
    [
        ["Kfz-Haftpflicht", de_eur(31120), de_eur(32804)],
        ["Vollkasko inkl. Teilkasko", de_eur(25770), de_eur(27550)],
        ["Schutzbrief", de_eur(4358), de_eur(4536)],
        ["Jahresbeitrag", de_eur(PREM25), de_eur(PREM26)],
    ],
    9.5,
    17,
)
y = pg.paragraph(
    40,
    y + 20,
    f"Versicherungszeitraum: {d_de(date(2026, 1, 1))} bis {d_de(date(2026, 12, 31))}. "
    f"Fälligkeit: {d_de(date(2026, 1, 1))}. Wir buchen den Jahresbeitrag von {de_eur(PREM26)} am "
    f"{d_de(date(2026, 1, 2))} von Ihrem Konto ab.",
    515,
    10,
)
pg.paragraph(
    40,
    y + 8,
    "Ihr Beitrag ändert sich, weil die Typklasse Ihres Fahrzeugs angepasst wurde. Ihr Fahrzeug: "
    f"{GOLF_REG}. Sie haben ein Sonderkündigungsrecht bis einen Monat nach Zugang dieser Rechnung.",
    515,
    9.5,
)
add(
    "golf_2026",
    "Rheintal_Beitragsrechnung_2026.pdf",
    pdf.tobytes(),
    title=f"{RDV} Beitragsrechnung 2026 (VW Golf)",
    kind="insurance_renewal",
    created=br_date,
    owner="jonas",
    fmt="pdf",
    category="car_insurance",
    lang="de",
    payments=[pay(PREM26, date(2026, 1, 2), "car_insurance", RDV)],
    facts={
        "policy_number": GOLF_POL,
        "renewal_start": "2026-01-01",
        "renewal_end": "2026-12-31",
        "renewal_premium_cents": PREM26,
        "previous_premium_cents": PREM25,
        "due": "2026-01-01",
        "paid_on": "2026-01-02",
    },
)

# 15. Payslips (confidential): Vetterlein Messtechnik GmbH
VMT = "Vetterlein Messtechnik GmbH"
PAY_DE: dict[str, dict] = {}
for pd, bonus in [(date(2026, 2, 27), 0), (date(2026, 3, 31), 0), (date(2026, 4, 30), 60000)]:
    base = 412000
    gross = base + bonus
    lst = rnd(Decimal(gross) * Decimal("0.1585"))
    kv = rnd(Decimal(gross) * Decimal("0.0875"))
    rv = rnd(Decimal(gross) * Decimal("0.093"))
    av = rnd(Decimal(gross) * Decimal("0.013"))
    pv = rnd(Decimal(gross) * Decimal("0.018"))
    net = gross - lst - kv - rv - av - pv
    vwl = 4000
    payout = net - vwl
    pdf = new_pdf(f"Entgeltabrechnung {MONATE[pd.month - 1]} {pd.year}", VMT, pd, family="mono")
    pg = pdf.page()
    pg.text(40, 50, VMT, 13, True)
    pg.text(40, 64, f"Abrechnung der Brutto/Netto-Bezüge für {MONATE[pd.month - 1]} {pd.year}", 9)
    label_value(
        pg,
        40,
        96,
        [
            ("Name", JONAS),
            ("Personalnummer", "00417"),
            ("Steuerklasse", "III / Kinderfrb. 1,0"),
            ("Krankenkasse", "Talbrunner BKK"),
            ("Auszahlung am", d_de(pd)),
        ],
        110,
        9,
        14,
    )
    rows = (
        [["Gehalt", de_num(base)]]
        + ([["Einmalzahlung Projektprämie", de_num(bonus)]] if bonus else [])
        + [
            ["Gesamtbrutto", de_num(gross)],
            ["Lohnsteuer", de_num(-lst)],
            ["Solidaritätszuschlag", de_num(0)],
            ["Krankenversicherung", de_num(-kv)],
            ["Rentenversicherung", de_num(-rv)],
            ["Arbeitslosenversicherung", de_num(-av)],
            ["Pflegeversicherung", de_num(-pv)],
            ["Nettoverdienst", de_num(net)],
            ["Abzug VL-Sparvertrag", de_num(-vwl)],
            ["Auszahlungsbetrag", de_num(payout)],
        ]
    )
    pg.table(40, 180, [("Bezeichnung", 260, "l"), ("Betrag EUR", 120, "r")], rows, 9, 15)
    pg.text(40, 180 + 15 * (len(rows) + 1) + 24, f"Überweisung auf {IBAN_DE}", 8.5)
    k = f"lohn_{pd:%m}"
    PAY_DE[k] = {"gross": gross, "net": net, "payout": payout, "lst": lst, "date": pd}
    add(
        k,
        f"Entgeltabrechnung_{pd:%Y-%m}_Brandtner.pdf",
        pdf.tobytes(),
        title=f"Entgeltabrechnung {JONAS} {MONATE[pd.month - 1]} {pd.year}",
        kind="payslip",
        created=pd,
        sensitivity="confidential",
        owner="jonas",
        fmt="pdf",
        lang="de",
        payments=[pay(payout, pd, "salary", VMT, "in")],
        facts={
            "gross_cents": gross,
            "net_cents": net,
            "payout_cents": payout,
            "income_tax_cents": lst,
            "savings_plan_cents": vwl,
            "pay_date": pd.isoformat(),
            "employer": VMT,
        },
    )

# 16. Online shop: Kaufkontor24 (invoice with item table) and a credit note for a return
KK = "Kaufkontor24 GmbH"
kk_date, kk_paid = date(2026, 2, 7), date(2026, 2, 9)
kk_items = [
    ("Filterkaffeemaschine Aroma 10", 1, 5490),
    ("Frottier-Handtuch 50x100 anthrazit", 4, 999),
    ("Bettwäsche-Set Satin 135x200", 2, 3495),
    ("Wandregal Eiche 80 cm", 1, 2790),
]
kk_total = sum(q * u for _, q, u in kk_items)
kk_rnr = f"KK-{digits(7)}"
pdf = new_pdf(f"Kaufkontor24 Rechnung {kk_rnr}", KK, kk_date)
pg = pdf.page()
pg.text(40, 54, "kaufkontor24", 20, True, color=(0.8, 0.1, 0.3))
pg.text(40, 68, "Alles für Ihr Zuhause · kaufkontor24.example", 8.5)
window_address(pg, f"{KK} · Hafenweg 12 · 28197 Bremen", [JONAS, *FLAT_DE])
label_value(
    pg,
    340,
    112,
    [
        ("Rechnungsnummer", kk_rnr),
        ("Rechnungsdatum", d_de(kk_date)),
        ("Bestellnummer", f"B{digits(8)}"),
        ("Zahlungsart", "PayPal"),
    ],
    95,
    9,
    14,
)
rows = [[d, str(q), de_amt(u), de_amt(q * u)] for d, q, u in kk_items]
rows += [["Versand", "", "", de_amt(0)], ["Gesamtbetrag inkl. 19 % MwSt.", "", "", de_amt(kk_total)]]
y = pg.table(
    40,
    220,
    [("Artikel", 255, "l"), ("Menge", 55, "r"), ("Einzelpreis", 95, "r"), ("Gesamtpreis", 110, "r")],
    rows,
    9,
    16,
)
pg.text(40, y + 22, f"Bezahlt am {d_de(kk_paid)} per PayPal. Vielen Dank für Ihren Einkauf!", 10, True)
foot(pg, "Kaufkontor24 GmbH · Hafenweg 12 · 28197 Bremen · USt-IdNr. DE318447102")
add(
    "kk_inv",
    f"Kaufkontor24_Rechnung_{kk_rnr}.pdf",
    pdf.tobytes(),
    title=f"{KK} Rechnung {kk_rnr} (Einrichtung Wohnung)",
    kind="invoice",
    created=kk_date,
    owner="jonas",
    fmt="pdf",
    category="household",
    lang="de",
    payments=[pay(kk_total, kk_paid, "household", KK)],
    facts={
        "issuer": KK,
        "invoice_number": kk_rnr,
        "total_cents": kk_total,
        "paid_on": kk_paid.isoformat(),
        "items": [{"description": d, "quantity": q, "unit_cents": u} for d, q, u in kk_items],
    },
)
gs_date, gs_credit = date(2026, 2, 20), date(2026, 2, 23)
gs_amount = 4 * 999
gs_nr = f"GS-{digits(6)}"
pdf = new_pdf(f"Kaufkontor24 Gutschrift {gs_nr}", KK, gs_date)
pg = pdf.page()
pg.text(40, 54, "kaufkontor24", 20, True, color=(0.8, 0.1, 0.3))
window_address(pg, f"{KK} · Hafenweg 12 · 28197 Bremen", [JONAS, *FLAT_DE])
label_value(pg, 340, 112, [("Gutschrift Nr.", gs_nr), ("Datum", d_de(gs_date)), ("zu Rechnung", kk_rnr)], 95, 9, 14)
pg.text(40, 210, "Gutschrift", 14, True)
y = pg.table(
    40,
    222,
    [("Retoure", 255, "l"), ("Menge", 55, "r"), ("Einzelpreis", 95, "r"), ("Betrag", 110, "r")],
    [
        ["Frottier-Handtuch 50x100 anthrazit", "4", de_amt(999), de_amt(gs_amount)],
        ["Gutschriftsbetrag", "", "", de_amt(gs_amount)],
    ],
    9,
    16,
)
pg.paragraph(
    40,
    y + 20,
    f"Wir haben Ihre Rücksendung erhalten. Der Betrag von {de_amt(gs_amount)} wird Ihrem PayPal-Konto "
    f"am {d_de(gs_credit)} gutgeschrieben.",
    515,
    10,
)
add(
    "kk_gs",
    f"Kaufkontor24_Gutschrift_{gs_nr}.pdf",
    pdf.tobytes(),
    title=f"{KK} Gutschrift {gs_nr} (Retoure Handtücher)",
    kind="letter",
    created=gs_date,
    owner="jonas",
    fmt="pdf",
    category="household",
    lang="de",
    payments=[pay(-gs_amount, gs_credit, "household", KK)],
    facts={
        "document_type": "credit_note",
        "issuer": KK,
        "number": gs_nr,
        "refund_cents": gs_amount,
        "invoice_number": kk_rnr,
    },
)

# 17. Receipt photo: Werkhof Baumarkt Talbrunn
wh_date = date(2026, 3, 14)
wh_items = [
    ("DUEBEL-SET 200 TLG", 1299),
    ("BOHRER HSS 6MM", 449),
    ("LED DECKENLEUCHTE 18W", 2999),
    ("ABDECKVLIES 10M2", 638),
]
wh_total = sum(a for _, a in wh_items)
wh_lines = (
    ["*^WERKHOF BAUMARKT", "^Industriestr. 4, 34519 Talbrunn", "", f"Datum {d_de(wh_date)}  11:07  Kasse 3", ""]
    + [(d, de_num(a)) for d, a in wh_items]
    + [
        "",
        ("*SUMME EUR", de_num(wh_total)),
        ("girocard", de_num(wh_total)),
        "",
        "^MwSt 19% enthalten",
        "^Vielen Dank fuer Ihren Einkauf",
    ]
)
add(
    "rcpt_wh",
    "IMG_20260314_110744.jpg",
    photo_bytes(wh_lines, "werkhof", -4.0),
    title="Kassenbon Werkhof Baumarkt (Foto)",
    kind="receipt",
    created=wh_date,
    owner="jonas",
    fmt="photo_jpg",
    category="diy",
    lang="de",
    payments=[pay(wh_total, wh_date, "diy", "Werkhof Baumarkt")],
    facts={
        "store": "Werkhof Baumarkt",
        "total_cents": wh_total,
        "date": wh_date.isoformat(),
        "items": [d for d, _ in wh_items],
    },
    ocr_facts=["WERKHOF BAUMARKT", de_num(wh_total), d_de(wh_date)],
)
SOURCE_TEXT["IMG_20260314_110744.jpg"] = receipt_source(wh_lines)


# ============================================================================================
# DUTCH: Femke's father's house in Oosterweide, her job and her health insurance
# ============================================================================================
# 18. Energy (electricity + gas): Polderstroom Energie (jaarnota + monthly termijnnota letters)
PSE = "Polderstroom Energie B.V."
PSE_KLANT = "80 447 219"
PSE_EAN_E, PSE_EAN_G = "871687140004471982", "871687140004471999"
ENERGY_NL: dict[str, dict] = {}
jn_date, jn_debit = date(2026, 1, 14), date(2026, 1, 30)
E_KWH, G_M3 = 2310 + rng.randint(-50, 50), 1140 + rng.randint(-30, 30)
e_cost = rnd(Decimal(E_KWH) * Decimal("21.64")) + 12 * 631  # levering + vastrecht (incl. btw)
g_cost = rnd(Decimal(G_M3) * Decimal("131.88")) + 12 * 648
OLD_E, OLD_G = 4430, 12700
e_rest, g_rest = e_cost - 12 * OLD_E, g_cost - 12 * OLD_G
assert e_rest > 0 and g_rest > 0, (e_rest, g_rest)
NEW_E, NEW_G = 4710, 13250
pdf = new_pdf("Polderstroom jaarnota 2025", PSE, jn_date)
pg = pdf.page()
pg.rect(0, 0, pg.width, 60, fill=(0.05, 0.45, 0.3), color=(0.05, 0.45, 0.3))
pg.text(40, 38, "Polderstroom", 20, True, color=(1, 1, 1))
pg.text(200, 38, "energie uit het noorden", 9, color=(1, 1, 1))
lines_at(pg, 40, 100, [GERRIT, *HOUSE_NL], 10)
label_value(
    pg,
    330,
    100,
    [("Klantnummer", PSE_KLANT), ("Factuurdatum", d_nl(jn_date)), ("Periode", "01-01-2025 t/m 31-12-2025")],
    90,
    9,
    14,
)
pg.text(40, 180, "Jaarnota 2025", 14, True)
y = pg.table(
    40,
    194,
    [("", 230, "l"), ("Stroom", 140, "r"), ("Gas", 140, "r")],
    [
        ["Verbruik", f"{E_KWH:,} kWh".replace(",", "."), f"{G_M3:,} m³".replace(",", ".")],
        ["Totale kosten 2025 (incl. btw)", nl_amt(e_cost), nl_amt(g_cost)],
        ["Betaalde termijnbedragen (12x)", nl_amt(-12 * OLD_E), nl_amt(-12 * OLD_G)],
        ["Nog te betalen", nl_amt(e_rest), nl_amt(g_rest)],
    ],
    9.5,
    17,
)
y = sum_rows(pg, 40, 510, y + 16, [("Totaal te betalen", nl_amt(e_rest + g_rest))], 11, 16, bold_last=True)
y = pg.paragraph(
    40,
    y + 6,
    f"Wij schrijven {nl_amt(e_rest + g_rest)} af op {d_nl_long(jn_debit)} van rekening "
    f"{IBAN_NL[:4]} **** **** 4477 09. Uw nieuwe termijnbedrag vanaf februari 2026 is "
    f"{nl_amt(NEW_E + NEW_G)} per maand (stroom {nl_amt(NEW_E)}, gas {nl_amt(NEW_G)}).",
    515,
    10,
)
pg.paragraph(40, y + 6, f"EAN-code stroom {PSE_EAN_E} · EAN-code gas {PSE_EAN_G}. Vragen? Bel 050 204 7700.", 515, 8.5)
foot(pg, "Polderstroom Energie B.V. · Zuiderdiep 41 · 9711 HE Groningen · KvK 62210447")
ENERGY_NL["jaarnota"] = add(
    "pse_jaar",
    "Polderstroom_jaarnota_2025.pdf",
    pdf.tobytes(),
    title=f"{PSE} jaarnota 2025 (huis Oosterweide)",
    kind="utility_bill",
    created=jn_date,
    owner="femke",
    fmt="pdf",
    category="electricity",
    lang="nl",
    payments=[pay(e_rest, jn_debit, "electricity", PSE), pay(g_rest, jn_debit, "gas", PSE)],
    facts=bill_facts(
        PSE,
        "electricity",
        PSE_KLANT,
        jn_date,
        date(2025, 1, 1),
        date(2025, 12, 31),
        jn_debit,
        e_rest + g_rest,
        jn_debit,
        nl_amt(e_rest + g_rest),
        d_nl_long(jn_debit),
        kwh=E_KWH,
        gas_m3=G_M3,
        electricity_cents=e_rest,
        gas_cents=g_rest,
        categories=["electricity", "gas"],
        ean_electricity=PSE_EAN_E,
        new_instalment_cents=NEW_E + NEW_G,
        layout="annual_statement",
    ),
)
for key, nd, ecent, gcent in [
    ("pse_01", date(2026, 1, 5), OLD_E, OLD_G),
    ("pse_02", date(2026, 2, 4), NEW_E, NEW_G),
    ("pse_03", date(2026, 3, 4), NEW_E, NEW_G),
    ("pse_04", date(2026, 4, 3), NEW_E, NEW_G),
]:
    inc = date(nd.year, nd.month, 28)
    if inc.weekday() >= 5:
        inc -= timedelta(days=inc.weekday() - 4)
    total = ecent + gcent
    pdf = new_pdf(f"Polderstroom termijnnota {MAANDEN[nd.month - 1]} {nd.year}", PSE, nd)
    pg = pdf.page()
    pg.rect(0, 0, pg.width, 60, fill=(0.05, 0.45, 0.3), color=(0.05, 0.45, 0.3))
    pg.text(40, 38, "Polderstroom", 20, True, color=(1, 1, 1))
    lines_at(pg, 40, 100, [GERRIT, *HOUSE_NL], 10)
    pg.right(555, 100, f"Groningen, {d_nl_long(nd)}", 9.5)
    pg.right(555, 114, f"Klantnummer {PSE_KLANT}", 9.5)
    pg.text(40, 176, f"Uw termijnbedrag voor {MAANDEN[nd.month - 1]} {nd.year}", 12.5, True)
    y = pg.paragraph(
        40,
        198,
        f"Beste heer De Wilde, hierbij ontvangt u de nota voor uw maandelijkse termijn. "
        f"Wij schrijven {nl_amt(total)} af op {d_nl_long(inc)}.",
        515,
        10,
    )
    y = pg.table(
        40,
        y + 8,
        [("Omschrijving", 260, "l"), ("Bedrag", 120, "r")],
        [
            ["Termijnbedrag stroom", nl_amt(ecent)],
            ["Termijnbedrag gas", nl_amt(gcent)],
            ["Totaal termijnbedrag", nl_amt(total)],
        ],
        9.5,
        17,
    )
    pg.paragraph(
        40,
        y + 16,
        "Het termijnbedrag is een voorschot. Met de jaarnota verrekenen wij uw werkelijke "
        "verbruik. Zet uw meterstanden in de Polderstroom-app voor een beter voorschot.",
        515,
        9,
    )
    foot(pg, "Polderstroom Energie B.V. · KvK 62210447 · Incassant-ID NL41ZZZ622104470000")
    ENERGY_NL[key] = {"total": total, "inc": inc, "e": ecent, "g": gcent, "nd": nd}
    ENERGY_NL[key]["row"] = add(
        key,
        f"Polderstroom_termijn_{nd:%Y-%m}.pdf",
        pdf.tobytes(),
        title=f"{PSE} termijnnota {MAANDEN[nd.month - 1]} {nd.year}",
        kind="utility_bill",
        created=nd,
        owner="femke",
        fmt="pdf",
        category="electricity",
        lang="nl",
        payments=[pay(ecent, inc, "electricity", PSE), pay(gcent, inc, "gas", PSE)],
        facts=bill_facts(
            PSE,
            "electricity",
            PSE_KLANT,
            nd,
            nd.replace(day=1),
            month_end(nd),
            inc,
            total,
            inc,
            nl_amt(total),
            d_nl_long(inc),
            electricity_cents=ecent,
            gas_cents=gcent,
            categories=["electricity", "gas"],
            layout="letter_sentence_table",
        ),
    )

# 19. Water: Waterbedrijf Veenland (one paid by incasso, the newest open)
WVL = "Waterbedrijf Veenland"
WVL_KLANT = "3120-5584-07"
WATER_NL: dict[str, dict] = {}
for key, nd, p0, p1, m3, incasso, vervaldatum in [
    ("wvl_1", date(2026, 1, 12), date(2025, 7, 1), date(2025, 12, 31), 31, date(2026, 1, 26), date(2026, 1, 26)),
    ("wvl_2", date(2026, 5, 11), date(2026, 1, 1), date(2026, 4, 30), 22, None, date(2026, 6, 8)),
]:
    m3 += rng.randint(-2, 2)
    months = (p1.year - p0.year) * 12 + p1.month - p0.month + 1
    vast = months * 495
    verbruik = rnd(Decimal(m3) * Decimal("108.9"))
    bol = rnd(Decimal(m3) * Decimal("50.3"))
    sub = vast + verbruik + bol
    btw = rnd(Decimal(sub) * Decimal("0.09"))
    total = sub + btw
    fnr = f"{nd:%y}{digits(7)}"
    pdf = new_pdf(f"Veenland factuur {fnr}", WVL, nd)
    pg = pdf.page()
    pg.text(40, 54, "Waterbedrijf Veenland", 17, True, color=(0.1, 0.4, 0.7))
    pg.text(40, 68, "Schoon drinkwater voor Drenthe en Overijssel-Noord", 8.5)
    lines_at(pg, 40, 106, [GERRIT, *HOUSE_NL], 10)
    pg.rect(330, 92, 555, 170, fill=(0.92, 0.96, 1.0), color=(0.1, 0.4, 0.7))
    label_value(
        pg,
        340,
        108,
        [
            ("Factuurnummer", fnr),
            ("Factuurdatum", d_nl(nd)),
            ("Klantnummer", WVL_KLANT),
            ("Vervaldatum", d_nl(vervaldatum)),
            ("Bedrag", nl_amt(total)),
        ],
        85,
        9,
        14,
    )
    pg.text(40, 206, f"Waternota {d_nl(p0)} t/m {d_nl(p1)}", 12, True)
    y = pg.table(
        40,
        218,
        [("Omschrijving", 250, "l"), ("Aantal", 80, "r"), ("Tarief", 85, "r"), ("Bedrag", 100, "r")],
        [
            ["Vastrecht", f"{months} mnd", nl_amt(495), nl_amt(vast)],
            ["Drinkwater", f"{m3} m³", "€ 1,089", nl_amt(verbruik)],
            ["Belasting op leidingwater", f"{m3} m³", "€ 0,503", nl_amt(bol)],
            ["Btw 9%", "", "", nl_amt(btw)],
            ["Totaal te betalen", "", "", nl_amt(total)],
        ],
        9,
        16,
    )
    if incasso:
        txt = (
            f"Het totaalbedrag van {nl_amt(total)} wordt op {d_nl_long(incasso)} automatisch "
            "van uw rekening afgeschreven."
        )
    else:
        txt = (
            f"Uw machtiging voor automatische incasso is na uw bankwissel vervallen. Wilt u {nl_amt(total)} "
            f"vóór {d_nl_long(vervaldatum)} overmaken op NL07 BNGH 0285 1190 44 onder vermelding van {fnr}?"
        )
    pg.paragraph(40, y + 20, txt, 515, 10)
    foot(pg, "Waterbedrijf Veenland N.V. · Postbus 311 · 7900 AH Hoogeveen · KvK 04071166")
    row = add(
        key,
        f"Veenland_waternota_{nd:%Y-%m}.pdf",
        pdf.tobytes(),
        title=f"{WVL} waternota {d_nl(p0)} - {d_nl(p1)}",
        kind="utility_bill",
        created=nd,
        owner="femke",
        fmt="pdf",
        category="water",
        lang="nl",
        payments=[pay(total, incasso, "water", WVL)] if incasso else [],
        facts=bill_facts(
            WVL,
            "water",
            WVL_KLANT,
            nd,
            p0,
            p1,
            vervaldatum,
            total,
            incasso,
            nl_amt(total),
            d_nl(vervaldatum),
            invoice_number=fnr,
            m3=m3,
            layout="panel_table",
        ),
    )
    WATER_NL[key] = {"row": row, "total": total, "due": vervaldatum}

# 20. Municipal taxes: Gemeente Oosterweide (aanslag 2026, one collection)
GEM = "Gemeente Oosterweide"
WOZ = 31800000
ozb = rnd(Decimal(WOZ) * Decimal("0.000921"))
afval, riool = 26820, 17640
gem_total = ozb + afval + riool
gem_date, gem_inc = date(2026, 2, 27), date(2026, 3, 31)
GEM_AANSLAG = f"2026.{digits(6)}.1"
pdf = new_pdf("Aanslagbiljet gemeentelijke belastingen 2026", GEM, gem_date, family="serif")
pg = pdf.page()
pg.text(40, 54, "Gemeente Oosterweide", 16, True)
pg.text(40, 68, "Afdeling Belastingen · Postbus 40 · 7940 AA Oosterweide", 8.5)
lines_at(pg, 40, 106, [GERRIT, *HOUSE_NL], 10)
label_value(
    pg,
    330,
    106,
    [("Aanslagnummer", GEM_AANSLAG), ("Dagtekening", d_nl(gem_date)), ("Belastingjaar", "2026")],
    90,
    9,
    14,
)
pg.text(40, 176, "Aanslagbiljet gemeentelijke belastingen en WOZ-beschikking 2026", 12, True)
pg.text(40, 194, f"WOZ-waarde {HOUSE_NL[0]} (waardepeildatum 1 januari 2025): € 318.000", 9.5)
y = pg.table(
    40,
    206,
    [("Belastingsoort", 260, "l"), ("Grondslag", 140, "l"), ("Bedrag", 110, "r")],
    [
        ["Onroerendezaakbelasting eigenaren", "0,0921% van WOZ-waarde", nl_amt(ozb)],
        ["Afvalstoffenheffing", "eenpersoonshuishouden", nl_amt(afval)],
        ["Rioolheffing", "per perceel", nl_amt(riool)],
        ["Totaal aanslag", "", nl_amt(gem_total)],
    ],
    9.5,
    17,
)
pg.paragraph(
    40,
    y + 20,
    f"U heeft ons gemachtigd. Het totaalbedrag van {nl_amt(gem_total)} wordt op {d_nl_long(gem_inc)} "
    "in één keer van uw rekening afgeschreven. Bent u het niet eens met de WOZ-waarde? Dien dan binnen zes "
    "weken na de dagtekening bezwaar in.",
    515,
    10,
)
add(
    "gem",
    "Gemeente_Oosterweide_aanslag_2026.pdf",
    pdf.tobytes(),
    title=f"{GEM} aanslag gemeentelijke belastingen 2026",
    kind="tax_letter",
    created=gem_date,
    owner="femke",
    fmt="pdf",
    category="municipal_tax",
    lang="nl",
    payments=[pay(gem_total, gem_inc, "municipal_tax", GEM)],
    facts={
        "issuer": GEM,
        "reference": GEM_AANSLAG,
        "woz_cents": WOZ,
        "ozb_cents": ozb,
        "waste_cents": afval,
        "sewer_cents": riool,
        "total_cents": gem_total,
        "paid_on": gem_inc.isoformat(),
    },
)

# 21. House insurance: Dijkgraaf Verzekeringen (polisblad 2025 + premienota 2026)
DGV = "Dijkgraaf Verzekeringen N.V."
DGV_POL = "WH 2207 4419 3"
DGV_PREM25, DGV_PREM26 = 28644, 30192
pb_date = date(2025, 2, 14)
pdf = new_pdf("Polisblad woonhuisverzekering", DGV, pb_date)
pg = pdf.page()
pg.text(40, 54, "Dijkgraaf", 20, True, color=(0.15, 0.3, 0.5))
pg.text(40, 68, "Verzekeringen · sinds 1911", 8.5)
lines_at(pg, 40, 104, [GERRIT, *HOUSE_NL], 10)
pg.text(40, 170, "Polisblad Woonhuisverzekering Extra", 13, True)
label_value(
    pg,
    40,
    194,
    [
        ("Polisnummer", DGV_POL),
        ("Verzekeringnemer", GERRIT),
        ("Risicoadres", ", ".join(HOUSE_NL)),
        ("Ingangsdatum", d_nl(date(2025, 3, 1))),
        ("Contractvervaldatum", d_nl(date(2026, 3, 1))),
        ("Verzekerd bedrag", "herbouwwaarde, garantie tegen onderverzekering"),
        ("Eigen risico", nl_amt(25000)),
        ("Jaarpremie incl. assurantiebelasting", nl_amt(DGV_PREM25)),
    ],
    190,
    9.5,
    17,
)
pg.paragraph(
    40,
    350,
    f"De jaarpremie van {nl_amt(DGV_PREM25)} wordt op {d_nl_long(date(2025, 3, 3))} automatisch "
    "geïncasseerd. Na de contractvervaldatum wordt de verzekering stilzwijgend met een jaar verlengd.",
    515,
    9.5,
)
add(
    "dgv_polis",
    "Dijkgraaf_polisblad_2025.pdf",
    pdf.tobytes(),
    title=f"{DGV} polisblad woonhuisverzekering (huis vader)",
    kind="insurance_policy",
    created=pb_date,
    owner="femke",
    fmt="pdf",
    category="home_insurance",
    lang="nl",
    payments=[pay(DGV_PREM25, date(2025, 3, 3), "home_insurance", DGV)],
    facts={
        "policy_number": DGV_POL,
        "effective": "2025-03-01",
        "expiry": "2026-03-01",
        "premium_cents": DGV_PREM25,
        "excess_cents": 25000,
    },
)
pn_date = date(2026, 2, 10)
DGV_END = date(2027, 2, 28)
pdf = new_pdf("Premienota 2026", DGV, pn_date)
pg = pdf.page()
pg.text(40, 54, "Dijkgraaf", 20, True, color=(0.15, 0.3, 0.5))
lines_at(pg, 40, 104, [GERRIT, *HOUSE_NL], 10)
pg.right(555, 104, d_nl_long(pn_date), 9.5)
pg.text(40, 170, f"Premienota polis {DGV_POL}", 13, True)
y = pg.table(
    40,
    184,
    [("Omschrijving", 300, "l"), ("Bedrag", 120, "r")],
    [
        [f"Woonhuisverzekering Extra, 1 maart 2026 t/m {d_nl_long(DGV_END)}", nl_amt(27710)],
        ["Assurantiebelasting 21%", nl_amt(DGV_PREM26 - 27710)],
        ["Te betalen", nl_amt(DGV_PREM26)],
    ],
    9.5,
    17,
)
pg.paragraph(
    40,
    y + 18,
    f"Premievervaldag: 1 maart 2026. Incasso op {d_nl(date(2026, 3, 2))}. De premie is "
    f"gestegen door de jaarlijkse indexering van de herbouwwaarde. Eigen risico blijft {nl_amt(25000)}.",
    515,
    10,
)
add(
    "dgv_nota",
    "Dijkgraaf_premienota_2026.pdf",
    pdf.tobytes(),
    title=f"{DGV} premienota 2026 (huis vader)",
    kind="insurance_renewal",
    created=pn_date,
    owner="femke",
    fmt="pdf",
    category="home_insurance",
    lang="nl",
    payments=[pay(DGV_PREM26, date(2026, 3, 2), "home_insurance", DGV)],
    facts={
        "policy_number": DGV_POL,
        "renewal_start": "2026-03-01",
        "renewal_end": DGV_END.isoformat(),
        "renewal_premium_cents": DGV_PREM26,
        "previous_premium_cents": DGV_PREM25,
        "paid_on": "2026-03-02",
    },
)

# 22. Femke's health insurance: Zorgkring (polisblad 2026 + reimbursement letter)
ZK = "Zorgkring Zorgverzekeringen"
ZK_POL = "ZK-40882176"
zk_month = 14620 + 1895
zk_year_gross = 12 * zk_month
zk_disc = rnd(Decimal(zk_year_gross) * Decimal("0.02"))
zk_year = zk_year_gross - zk_disc
zk_date, zk_inc = date(2025, 12, 18), date(2026, 1, 2)
pdf = new_pdf("Zorgkring polisblad 2026", ZK, zk_date)
pg = pdf.page()
pg.text(40, 54, "zorgkring", 22, True, color=(0.75, 0.2, 0.45))
pg.text(40, 68, "zorgverzekeringen", 9)
lines_at(pg, 40, 104, [FEMKE, *HOME, "Verenigd Koninkrijk"], 10)
pg.text(40, 186, "Polisblad 2026", 14, True)
label_value(
    pg,
    40,
    208,
    [
        ("Polisnummer", ZK_POL),
        ("Verzekerde", FEMKE),
        ("Ingangsdatum", "01-01-2026"),
        ("Einddatum", "31-12-2026"),
        ("Verplicht eigen risico", nl_amt(38500)),
    ],
    150,
    9.5,
    16,
)
y = pg.table(
    40,
    300,
    [("Verzekering", 280, "l"), ("Premie per maand", 130, "r")],
    [
        ["Basisverzekering Zorgkring Natura (verdragsland)", nl_amt(14620)],
        ["Aanvullend Fysio & Tand 1", nl_amt(1895)],
        ["Totaal per maand", nl_amt(zk_month)],
    ],
    9.5,
    17,
)
y = sum_rows(
    pg,
    40,
    450,
    y + 18,
    [
        ("Jaarpremie (12 maanden)", nl_amt(zk_year_gross)),
        ("Korting jaarbetaling 2%", nl_amt(-zk_disc)),
        ("Te betalen per jaar", nl_amt(zk_year)),
    ],
    10,
    16,
    bold_last=True,
    rule=True,
)
pg.paragraph(40, y + 10, f"U betaalt per jaar. Wij incasseren {nl_amt(zk_year)} op {d_nl_long(zk_inc)}.", 515, 10)
add(
    "zk_polis",
    "Zorgkring_polisblad_2026.pdf",
    pdf.tobytes(),
    title=f"{ZK} polisblad 2026 (Femke)",
    kind="insurance_policy",
    created=zk_date,
    owner="femke",
    fmt="pdf",
    category="health_insurance",
    lang="nl",
    payments=[pay(zk_year, zk_inc, "health_insurance", ZK)],
    facts={
        "policy_number": ZK_POL,
        "effective": "2026-01-01",
        "expiry": "2026-12-31",
        "monthly_cents": zk_month,
        "premium_cents": zk_year,
        "deductible_cents": 38500,
    },
)
vg_date, vg_pay = date(2026, 4, 9), date(2026, 4, 14)
physio = 4 * 3850
vg = rnd(Decimal(physio) * Decimal("0.75"))
pdf = new_pdf("Zorgkring vergoeding", ZK, vg_date)
pg = pdf.page()
pg.text(40, 54, "zorgkring", 22, True, color=(0.75, 0.2, 0.45))
lines_at(pg, 40, 104, [FEMKE, *HOME, "Verenigd Koninkrijk"], 10)
pg.right(555, 104, d_nl_long(vg_date), 9.5)
pg.text(40, 186, "Wij hebben uw declaratie verwerkt", 13, True)
y = pg.table(
    40,
    200,
    [("Zorgverlener / behandeling", 250, "l"), ("Gedeclareerd", 100, "r"), ("Vergoed", 100, "r")],
    [
        ["Fysiopraktijk Noorderhaven, 4x fysiotherapie", nl_amt(physio), nl_amt(vg)],
        ["Totaal", nl_amt(physio), nl_amt(vg)],
    ],
    9.5,
    17,
)
pg.paragraph(
    40,
    y + 18,
    f"U krijgt 75% vergoed uit uw aanvullende verzekering. Wij maken {nl_amt(vg)} over op "
    f"{d_nl_long(vg_pay)} naar uw rekening eindigend op 4477 09. Polisnummer {ZK_POL}.",
    515,
    10,
)
add(
    "zk_vergoeding",
    "Zorgkring_vergoeding_2026-04.pdf",
    pdf.tobytes(),
    title=f"{ZK} vergoeding fysiotherapie",
    kind="letter",
    created=vg_date,
    owner="femke",
    fmt="pdf",
    category="health_insurance",
    lang="nl",
    payments=[pay(vg, vg_pay, "health_insurance", ZK, "in")],
    facts={
        "document_type": "reimbursement",
        "claimed_cents": physio,
        "reimbursed_cents": vg,
        "paid_on": vg_pay.isoformat(),
    },
)

# 23. Femke's payslips (confidential): Kwelderlicht Software B.V.
KWL = "Kwelderlicht Software B.V."
PAY_NL: dict[str, dict] = {}
for pd, overwerk in [(date(2026, 2, 25), 0), (date(2026, 3, 25), 0), (date(2026, 4, 24), 31200)]:
    bruto = 435000 + overwerk
    pensioen = rnd(Decimal(435000) * Decimal("0.052"))
    heffing = rnd(Decimal(bruto - pensioen) * Decimal("0.3187"))
    netto = bruto - pensioen - heffing
    pdf = new_pdf(f"Loonstrook {MAANDEN[pd.month - 1]} {pd.year}", KWL, pd)
    pg = pdf.page()
    pg.text(40, 52, KWL, 13, True)
    pg.text(40, 66, f"Loonstrook {MAANDEN[pd.month - 1]} {pd.year}", 10)
    label_value(
        pg,
        40,
        96,
        [
            ("Werknemer", FEMKE),
            ("Personeelsnummer", "112"),
            ("Functie", "Senior data-analist"),
            ("Periode", f"{MAANDEN[pd.month - 1]} {pd.year}"),
            ("Datum betaling", d_nl(pd)),
        ],
        120,
        9,
        14,
    )
    rows = (
        [["Salaris", nl_amt(435000)]]
        + ([["Overwerk", nl_amt(overwerk)]] if overwerk else [])
        + [
            ["Brutoloon", nl_amt(bruto)],
            ["Pensioenpremie werknemer", nl_amt(-pensioen)],
            ["Loonheffing (tabel)", nl_amt(-heffing)],
            ["Nettoloon", nl_amt(netto)],
        ]
    )
    pg.table(40, 180, [("Omschrijving", 260, "l"), ("Bedrag", 120, "r")], rows, 9, 15)
    pg.text(40, 180 + 15 * (len(rows) + 1) + 22, f"Uit te betalen {nl_amt(netto)} op rekening {IBAN_NL}", 9.5, True)
    k = f"loon_{pd:%m}"
    PAY_NL[k] = {"bruto": bruto, "netto": netto, "heffing": heffing, "date": pd}
    add(
        k,
        f"Loonstrook_{pd:%Y-%m}_FdeWilde.pdf",
        pdf.tobytes(),
        title=f"Loonstrook {FEMKE} {MAANDEN[pd.month - 1]} {pd.year}",
        kind="payslip",
        created=pd,
        sensitivity="confidential",
        owner="femke",
        fmt="pdf",
        lang="nl",
        payments=[pay(netto, pd, "salary", KWL, "in")],
        facts={
            "gross_cents": bruto,
            "net_cents": netto,
            "wage_tax_cents": heffing,
            "pension_cents": pensioen,
            "pay_date": pd.isoformat(),
            "employer": KWL,
        },
    )

# 24. Receipt photo (PNG): Tuincentrum De Hoge Weide
tc_date = date(2026, 3, 21)
tc_items = [("HORTENSIA BLAUW 2 x 12,99", 2598), ("POTGROND 40L 2 x 4,49", 898), ("TUINHANDSCHOENEN", 695)]
tc_total = sum(a for _, a in tc_items)
tc_lines = (
    ["*^TUINCENTRUM DE HOGE WEIDE", "^Veenweg 31, Oosterweide", "", f"{d_nl(tc_date)}  14:32  kassa 2", ""]
    + [(d, de_num(a)) for d, a in tc_items]
    + ["", ("*TOTAAL EUR", de_num(tc_total)), ("PIN", de_num(tc_total)), "", "^Bedankt en tot ziens!"]
)
add(
    "rcpt_tc",
    "PXL_20260321_143210.png",
    photo_bytes(tc_lines, "tuin", 2.5, png=True),
    title="Kassabon Tuincentrum De Hoge Weide (foto)",
    kind="receipt",
    created=tc_date,
    owner="femke",
    fmt="photo_png",
    category="garden",
    lang="nl",
    payments=[pay(tc_total, tc_date, "garden", "Tuincentrum De Hoge Weide")],
    facts={
        "store": "Tuincentrum De Hoge Weide",
        "total_cents": tc_total,
        "date": tc_date.isoformat(),
        "items": [d for d, _ in tc_items],
    },
    ocr_facts=["TUINCENTRUM DE HOGE WEIDE", de_num(tc_total), d_nl(tc_date)],
)
SOURCE_TEXT["PXL_20260321_143210.png"] = receipt_source(tc_lines)

# 25. E-mail (plain text): Meubelhuis Klaverblad order confirmation for Dad's chair
KLV = "Meubelhuis Klaverblad"
kl_date, kl_delivery = date(2026, 3, 12), date(2026, 3, 26)
kl_items = [("Sta-op stoel Comfort Plus, antraciet", 1, 64900), ("Bezorgen en plaatsen", 1, 3500)]
kl_total = sum(q * u for _, q, u in kl_items)
kl_order = f"KB-{digits(6)}"
body = "\n".join(
    [
        "Beste mevrouw De Wilde,",
        "",
        f"Bedankt voor uw bestelling {kl_order} bij {KLV}.",
        "",
        "Artikel                                   Aantal    Prijs",
        *[f"{d:<40}  {q:>4}    {nl_amt(u)}" for d, q, u in kl_items],
        "",
        f"Totaal te betalen: {nl_amt(kl_total)}",
        f"Het bedrag van {nl_amt(kl_total)} is op {d_nl_long(kl_date)} via iDEAL betaald.",
        "",
        f"Bezorgadres: {GERRIT}, {', '.join(HOUSE_NL)}",
        f"Bezorgdatum: donderdag {d_nl_long(kl_delivery)}, tussen 8:00 en 13:00 uur.",
        "",
        "Met vriendelijke groet,",
        "Team Klaverblad",
        "klantenservice@klaverblad.example",
    ]
)
add(
    "klv",
    f"{kl_date:%Y-%m-%d}_Bestelbevestiging_Klaverblad.eml",
    plain_email(
        f"{KLV} <bestellingen@klaverblad.example>",
        f"{FEMKE} <femke.dewilde@postbox.example>",
        f"Bestelbevestiging {kl_order}",
        local_time(kl_date, 20, 41, 1),
        body,
        f"<{kl_order.lower()}.{digits(8)}@klaverblad.example>",
    ),
    title=f"E-mail: {KLV} bestelbevestiging {kl_order} (stoel voor vader)",
    kind="email",
    created=kl_date,
    owner="femke",
    fmt="eml",
    category="furniture",
    lang="nl",
    payments=[pay(kl_total, kl_date, "furniture", KLV)],
    facts={
        "issuer": KLV,
        "order_number": kl_order,
        "total_cents": kl_total,
        "paid_on": kl_date.isoformat(),
        "delivery_date": kl_delivery.isoformat(),
        "layout": "plain_text_email",
    },
)


# ============================================================================================
# ENGLISH, confidential: Northgate Building Society current account (GBP), lines mirror bills
# ============================================================================================
NBS = "Northgate Building Society"
BANK_TEXT = {
    KES: "DD KESTREL POWER",
    HGS: "DD HEARTHSTONE GAS",
    WYV: "BILL PAYMENT WYVERN VALE WATER",
    LAR: "DD LARKSPUR BROADBAND",
    TERN: "DD TERN MOBILE",
    CTX: "DD AMBERWICK DC CTAX",
    RDG: "CARD RIDGEBACK HOME INS",
    "Page & Quill Books": "CARD PAGE & QUILL BOOKS",
}
SHOPS = [
    ("CARD FRESHWAYS AMBERWICK", "groceries", 2800, 11900),
    ("CARD AMBERWICK FILLING STN", "fuel", 3500, 6800),
    ("CARD THE OLD FORGE CAFE", "dining", 850, 2900),
]
BANK: dict[str, dict] = {}
balance = 318244 + rng.randint(0, 40000)
for month in (3, 4):
    m0 = date(2026, month, 1)
    m1 = month_end(m0)
    lines = [
        {
            "date": m0,
            "text": "SO OAKAPPLE LETTINGS RENT",
            "amount": RENT_GB,
            "dir": "out",
            "category": "rent",
            "payee": AGENT,
            "dup_of": None,
        },
        {
            "date": date(2026, month, 26),
            "text": "FPI J BRANDTNER EUR TRANSFER",
            "amount": 150000 + rng.randint(0, 20000),
            "dir": "in",
            "category": "transfer",
            "payee": JONAS,
            "dup_of": None,
        },
    ]
    for row in list(DOCS):
        for p in row["payments"]:
            if p.get("dup_of") or p["currency"] != "GBP" or p["payee"] not in BANK_TEXT:
                continue
            d = date.fromisoformat(p["paid_on"])
            if m0 <= d <= m1:
                lines.append(
                    {
                        "date": d,
                        "text": BANK_TEXT[p["payee"]],
                        "amount": p["amount_cents"],
                        "dir": "out",
                        "category": p["category"],
                        "payee": p["payee"],
                        "dup_of": row["file"],
                    }
                )
    for _ in range(5):
        name, cat, lo, hi = SHOPS[rng.randint(0, len(SHOPS) - 1)]
        lines.append(
            {
                "date": date(2026, month, rng.randint(2, 28)),
                "text": name,
                "amount": rng.randint(lo, hi),
                "dir": "out",
                "category": cat,
                "payee": name[5:].title(),
                "dup_of": None,
            }
        )
    lines.sort(key=lambda ln: (ln["date"], ln["dir"], ln["text"]))
    opening = balance
    created = m1 + timedelta(days=3)
    pdf = new_pdf(f"Northgate statement {m0:%B %Y}", NBS, created)
    pg = pdf.page()
    pg.text(40, 54, "Northgate", 18, True, color=(0.1, 0.15, 0.4))
    pg.text(40, 68, "Building Society  ·  FlexAccount statement  ·  Private & confidential", 8.5)
    label_value(
        pg,
        40,
        96,
        [
            ("Account holders", f"{FEMKE} and {JONAS}"),
            ("Sort code", SORT_GB),
            ("Account number", ACC_GB),
            ("Statement period", f"{d_uk(m0)} to {d_uk(m1)}"),
        ],
        110,
        9,
        14,
    )
    rows = [[d_uk_s(m0), "Balance brought forward", "", "", plain(balance)]]
    tin = tout = 0
    for ln in lines:
        if ln["dir"] == "out":
            balance -= ln["amount"]
            tout += ln["amount"]
            rows.append([d_uk_s(ln["date"]), ln["text"], plain(ln["amount"]), "", plain(balance)])
        else:
            balance += ln["amount"]
            tin += ln["amount"]
            rows.append([d_uk_s(ln["date"]), ln["text"], "", plain(ln["amount"]), plain(balance)])
    rows.append([d_uk_s(m1), "Balance carried forward", "", "", plain(balance)])
    y = pg.table(
        40,
        170,
        [
            ("Date", 64, "l"),
            ("Description", 230, "l"),
            ("Money out", 72, "r"),
            ("Money in", 72, "r"),
            ("Balance", 77, "r"),
        ],
        rows,
        8,
        14,
    )
    sum_rows(
        pg,
        300,
        555,
        y + 22,
        [
            ("Opening balance", gbp(opening)),
            ("Money in", gbp(tin)),
            ("Money out", gbp(tout)),
            ("Closing balance", gbp(balance)),
        ],
        9.5,
        15,
        bold_last=True,
    )
    foot(pg, "Northgate Building Society, Northgate House, Swindon SN1 1NG. Authorised by the PRA.")
    pays = []
    for ln in lines:
        p = pay(ln["amount"], ln["date"], ln["category"], ln["payee"], ln["dir"], currency="GBP")
        if ln["dup_of"]:
            p["dup_of"] = ln["dup_of"]
        pays.append(p)
    k = f"bank_{month:02d}"
    BANK[k] = {"opening": opening, "closing": balance, "m1": m1}
    add(
        k,
        f"Northgate_statement_{m0:%Y-%m}.pdf",
        pdf.tobytes(),
        title=f"{NBS} FlexAccount statement {m0:%B %Y}",
        kind="bank_statement",
        created=created,
        sensitivity="confidential",
        owner="femke",
        fmt="pdf",
        payments=pays,
        facts={"account": f"{SORT_GB} {ACC_GB}", "opening_cents": opening, "closing_cents": balance, "currency": "GBP"},
    )


# ============================================================================================
# Questions
# ============================================================================================
QS: list[dict] = []
_MISSING = object()


def Q(
    question,
    answer,
    aliases,
    doc_files,
    kind,
    *,
    asker="femke",
    conf=False,
    value=_MISSING,
    tags=None,
    notes=None,
    compute=None,
    evidence=None,
    supporting=None,
    absent_terms=None,
    paraphrase_terms=None,
    absent_in=None,
):
    q = {
        "id": None,
        "question": question,
        "answer": answer,
        "answer_aliases": [a for a in dict.fromkeys(aliases) if a != answer],
        "doc_files": sorted(dict.fromkeys(doc_files)),
        "kind": kind,
        "requires_confidential": conf,
        "asker": asker,
        "as_of": AS_OF,
    }
    if value is not _MISSING:
        q["answer_value"] = value
    for k, v in [
        ("tags", tags),
        ("notes", notes),
        ("compute", compute),
        ("evidence", evidence),
        ("supporting_files", sorted(supporting) if supporting else None),
        ("absent_terms", absent_terms),
        ("paraphrase_terms", paraphrase_terms),
        ("absent_in", absent_in),
    ]:
        if v:
            q[k] = v
    QS.append(q)
    return q


def F(key):
    return REF[key]["file"]


def money(c, cur="EUR"):
    """(answer, aliases, value) for one amount; EUR aliases include the German/Dutch spellings."""
    a, al = amount_answer(c, cur)
    if cur == "EUR":
        al = al + [de_amt(c), de_eur(c), f"EUR {de_num(c)}", nl_amt(c), de_num(c)]
    return a, list(dict.fromkeys(al)), {cur: {"amount_cents": c}}


def A(question, c, files, kind="amount", cur="EUR", **kw):
    a, al, v = money(c, cur)
    return Q(question, a, al, files, kind, value=v, **kw)


def dt_aliases(d: date) -> list[str]:
    return date_aliases(d) + [d_de_long(d), d_nl_long(d), d_nl(d), f"{d.day}.{d.month}.{d.year}"]


def D(question, d, files, kind="date", extra=(), **kw):
    return Q(question, d.isoformat(), dt_aliases(d) + list(extra), files, kind, value=d.isoformat(), **kw)


def pays_iter(sens=SENS):
    for row in DOCS:
        if row["sensitivity"] not in sens:
            continue
        for p in row["payments"]:
            if not p.get("dup_of"):
                yield row, p


def agg(categories=None, payees=None, frm=None, to=None, currency=None, direction="out", sens=SENS):
    tot, files, hits = {}, [], []
    for row, p in pays_iter(sens):
        if p["direction"] != direction:
            continue
        if categories and p["category"] not in categories:
            continue
        if payees and p["payee"] not in payees:
            continue
        if currency and p["currency"] != currency:
            continue
        if frm and p["paid_on"] < frm.isoformat():
            continue
        if to and p["paid_on"] > to.isoformat():
            continue
        tot[p["currency"]] = tot.get(p["currency"], 0) + p["amount_cents"]
        files.append(row["file"])
        hits.append((row, p))
    return tot, files, hits


def cspec(op, categories=None, payees=None, frm=None, to=None, currency=None, sens=SENS, **extra):
    c = {"op": op}
    if categories:
        c["categories"] = list(categories)
    if payees:
        if len(payees) == 1:
            c["payee"] = payees[0]
        else:
            c["payees"] = list(payees)
    if frm:
        c["from"] = frm.isoformat()
    if to:
        c["to"] = to.isoformat()
    if currency:
        c["currency"] = currency
    c.update(extra)
    c["sensitivity"] = list(sens)
    return c


def multi(tot: dict):
    order = [c for c in ("GBP", "EUR") if c in tot]
    if len(order) == 1:
        a, al, v = money(tot[order[0]], order[0])
        return a, al, v
    parts = [amount_answer(tot[c], c)[0] for c in order]
    syms = [gbp(tot["GBP"]), f"€{plain(tot['EUR'])}"]
    return (
        "; ".join(parts),
        [
            " and ".join(parts),
            f"{syms[0]} and {syms[1]}",
            f"{syms[0]} + {syms[1]}",
            f"{syms[0]} and {de_amt(tot['EUR'])}",
        ],
        {c: {"amount_cents": tot[c]} for c in order},
    )


def agg_q(question, categories=None, payees=None, frm=None, to=None, currency=None, alt=(), **kw):
    tot, files, _ = agg(categories, payees, frm, to, currency)
    a, al, v = multi(tot)
    for extra in alt:
        al = al + [amount_answer(extra, "EUR")[0]] + money(extra)[1]
    return Q(
        question, a, al, files, "aggregate", value=v, compute=cspec("sum", categories, payees, frm, to, currency), **kw
    )


def sig(names):
    return "; ".join(names), [", ".join(names), " and ".join(names), ", ".join(names[:-1]) + " and " + names[-1]]


PAID_NOTE = (
    "Sums use the paid-on date (direct-debit / incasso / Abbuchung date, or the date a receipt or e-mail "
    "says it was paid), per currency, never converted; bank-statement copies (dup_of) count once."
)
Y0, Q1_END = date(2026, 1, 1), date(2026, 3, 31)
W0, W1 = date(2025, 12, 1), date(2026, 2, 28)
HOME_UTIL = [KES, HGS, WYV]
UTIL = ["electricity", "gas", "water"]
DAD = [PSE, WVL, GEM, DGV]

# ---------------------------------------------------------------- amounts (22)
k3 = ELEC_GB["kes_3"]
A(
    "How much was the most recent electricity bill for the house in Amberwick?",
    k3["total"],
    [F("kes_3")],
    cur="GBP",
    evidence=[gbp(k3["total"])],
    tags=["distractor_other_property"],
    notes="Kestrel Power, April 2026 (Jan-Mar usage); the German flat and Dad's house have their own electricity.",
)
l3 = ELEC_DE["lum_03"]
A(
    "What was the electricity bill for my flat in Talbrunn for March?",
    l3["total"],
    [F("lum_03")],
    asker="jonas",
    evidence=[de_amt(l3["total"])],
    tags=["foreign_language", "de"],
    notes="Lumenwerk bill for March usage, issued 3 April.",
)
A(
    "How much extra did the German electricity company charge us when the direct debit bounced?",
    RLS_FEE + MAHN_FEE,
    [F("lum_mahnung")],
    asker="jonas",
    evidence=[de_amt(RLS_FEE), de_amt(MAHN_FEE)],
    tags=["foreign_language", "de", "distractor_reminder", "derived"],
    notes="Rücklastschriftgebühr 3,50 € + Mahngebühr 2,00 €; not the bill itself nor the total re-debited.",
)
A(
    "What's the rent for the Talbrunn flat at the moment, including the service charge advance?",
    KALT + NK_VZ,
    [F("mv")],
    evidence=[de_amt(KALT + NK_VZ)],
    supporting=[F("mh")],
    tags=["foreign_language", "de", "distractor_future_rent"],
    notes=f"Gesamtmiete (Kaltmiete {de_amt(KALT)} + Vorauszahlung {de_amt(NK_VZ)}); the increase letter only applies "
    f"from {KALT_NEU_AB.isoformat()}.",
)
A(
    "How much deposit did we pay on the house in Amberwick?",
    DEPOSIT_GB,
    [F("lease_gb")],
    cur="GBP",
    evidence=[gbp(DEPOSIT_GB)],
)
A(
    "How much does the Golf's insurance cost for 2026?",
    PREM26,
    [F("golf_2026")],
    asker="jonas",
    evidence=[de_eur(PREM26)],
    supporting=[F("golf_policy")],
    tags=["foreign_language", "de", "distractor_older_policy"],
    notes="Jahresbeitrag 2026 from the Beitragsrechnung; the Versicherungsschein shows the 2025 premium.",
)
A(
    "If the Golf is damaged and we claim on the fully comprehensive cover, how much do we have to pay ourselves?",
    30000,
    [F("golf_policy")],
    asker="jonas",
    evidence=[de_amt(30000)],
    tags=["foreign_language", "de", "paraphrase"],
    notes="Selbstbeteiligung Vollkasko; the Teilkasko excess is 150,00 €.",
    paraphrase_terms=["fully comprehensive"],
)
A(
    "How big is Dad's municipal tax bill for this year?",
    gem_total,
    [F("gem")],
    evidence=[nl_amt(gem_total)],
    tags=["foreign_language", "nl", "paraphrase"],
    notes="Totaal aanslag gemeentelijke belastingen 2026 (OZB + afval + riool).",
)
e4 = ENERGY_NL["pse_04"]
A(
    "How much is taken each month for Dad's gas and electricity now?",
    e4["total"],
    [F("pse_04")],
    evidence=[nl_amt(e4["total"])],
    supporting=[F("pse_jaar"), F("pse_02"), F("pse_03")],
    tags=["foreign_language", "nl", "distractor_old_instalment"],
    notes=f"Termijnbedrag since February; January's was {nl_amt(OLD_E + OLD_G)}.",
)
A(
    "What does my health insurance cost for the whole year?",
    zk_year,
    [F("zk_polis")],
    evidence=[nl_amt(zk_year)],
    tags=["foreign_language", "nl", "derived_discount"],
    notes="Yearly payment after the 2% discount, not 12 x monthly.",
)
A(
    "How much do I have to pay myself before my Dutch health insurance starts paying?",
    38500,
    [F("zk_polis")],
    evidence=[nl_amt(38500)],
    tags=["foreign_language", "nl", "paraphrase"],
    notes="Verplicht eigen risico.",
)
A(
    "How much is the health insurer paying back for my physio sessions?",
    vg,
    [F("zk_vergoeding")],
    evidence=[nl_amt(vg)],
    tags=["foreign_language", "nl", "refund"],
    notes="75% of the claimed amount.",
)
A(
    "How much did Kaufkontor24 refund for the towels I sent back?",
    gs_amount,
    [F("kk_gs")],
    asker="jonas",
    evidence=[de_amt(gs_amount)],
    tags=["foreign_language", "de", "credit_note"],
)
A(
    "How much was the April internet bill for the flat in Germany?",
    tn_total,
    [F("tnk")],
    asker="jonas",
    evidence=[de_amt(tn_total)],
    tags=["foreign_language", "de", "eml"],
)
A(
    "What will the contents insurance cost once it renews?",
    RDG_NEW,
    [F("rdg_renewal")],
    cur="GBP",
    evidence=[gbp(RDG_NEW)],
    supporting=[F("rdg_policy")],
    tags=["distractor_older_policy"],
)
A(
    "What's the excess on our contents insurance right now?",
    10000,
    [F("rdg_policy")],
    cur="GBP",
    evidence=[gbp(10000)],
    supporting=[F("rdg_renewal")],
    tags=["distractor_renewal"],
    notes=f"Current term runs to {RDG_END.isoformat()}; the renewal raises the excess to £150.00 from 1 June.",
)
A(
    "How much council tax went out in April?",
    ct_first,
    [F("ctax")],
    cur="GBP",
    evidence=[gbp(ct_first)],
    tags=["table", "distractor_instalments"],
    notes="First instalment (1 April) is larger than the other nine.",
)
A(
    "How much is the geography field trip?",
    TRIP_FEE,
    [F("school_trip")],
    cur="GBP",
    asker="lotte",
    evidence=[gbp(TRIP_FEE)],
    tags=["teen"],
)
A(
    "How much did I spend at the bookshop on my revision stuff?",
    bk_total,
    [F("rcpt_books")],
    cur="GBP",
    asker="lotte",
    evidence=[plain(bk_total)],
    tags=["photo", "ocr", "teen"],
)
A(
    "What did the heating cost for the German flat according to the 2025 service-charge statement?",
    112840,
    [F("bk")],
    asker="jonas",
    evidence=[de_amt(112840)],
    tags=["foreign_language", "de", "scan", "ocr", "paraphrase"],
    notes="Heizkosten line of the scanned Betriebskostenabrechnung; the Nachzahlung is a different figure.",
)
w2 = WATER_NL["wvl_2"]
A(
    "How much is Dad's latest water bill?",
    w2["total"],
    [F("wvl_2")],
    evidence=[nl_amt(w2["total"])],
    tags=["foreign_language", "nl"],
    supporting=[F("wvl_1")],
)
t3 = MOB_GB["tern_03"]
A(
    "How much was the mobile bill that had Lotte's extra data on it?",
    t3["total"],
    [F("tern_03")],
    cur="GBP",
    evidence=[gbp(t3["total"])],
    tags=["multi_hop", "near_identical"],
)

# ---------------------------------------------------------------- dates (12)
l4 = ELEC_DE["lum_04"]
D(
    "When does the money for the Talbrunn flat's latest electricity bill come out?",
    l4["debit"],
    [F("lum_04")],
    asker="jonas",
    evidence=[d_de(l4["debit"])],
    tags=["foreign_language", "de", "paraphrase"],
)
D(
    "After the direct debit bounced, on what day did the electricity company in Germany try to take the money again?",
    REDEBIT,
    [F("lum_mahnung")],
    asker="jonas",
    evidence=[d_de(REDEBIT)],
    tags=["foreign_language", "de"],
)
D(
    "From when does the higher rent for the German flat apply?",
    KALT_NEU_AB,
    [F("mh")],
    asker="jonas",
    evidence=[d_de_long(KALT_NEU_AB)],
    tags=["foreign_language", "de"],
)
D(
    "Until when is the Golf insured for the current insurance year?",
    date(2026, 12, 31),
    [F("golf_2026")],
    asker="jonas",
    evidence=["31.12.2026"],
    supporting=[F("golf_policy")],
    tags=["foreign_language", "de", "distractor_older_policy"],
    notes="Versicherungszeitraum 2026 on the Beitragsrechnung; the Versicherungsschein shows the 2025 Ablauf.",
)
D(
    "Until when is Dad's house insured under the premium he paid this year?",
    DGV_END,
    [F("dgv_nota")],
    evidence=[d_nl_long(DGV_END)],
    tags=["foreign_language", "nl", "distractor_older_policy"],
    notes="Premienota 2026: 1 maart 2026 t/m 28 februari 2027; the polisblad shows the 2025 term.",
)
D(
    "By when does Dad's open water bill need to be paid?",
    w2["due"],
    [F("wvl_2")],
    evidence=[d_nl_long(w2["due"])],
    tags=["foreign_language", "nl"],
)
D(
    "What's the deadline for our water bill here in Amberwick?",
    WATER_GB["wyv_2"]["pay_by"],
    [F("wyv_2")],
    evidence=[d_uk(WATER_GB["wyv_2"]["pay_by"])],
)
D(
    "When do I have to have paid for the geography trip?",
    TRIP_BY,
    [F("school_trip")],
    asker="lotte",
    evidence=[d_uk(TRIP_BY)],
    tags=["teen"],
    notes="Payment deadline, not the trip date.",
)
D("When do my mock exams start?", MOCKS, [F("school_mocks")], asker="lotte", evidence=[d_uk(MOCKS)], tags=["teen"])
D(
    "When is Dad's new chair being delivered?",
    kl_delivery,
    [F("klv")],
    evidence=[d_nl_long(kl_delivery)],
    tags=["foreign_language", "nl", "eml"],
)
D(
    "When does our contents insurance come up for renewal?",
    RDG_RENEW,
    [F("rdg_renewal")],
    evidence=[d_uk(RDG_RENEW)],
    supporting=[F("rdg_policy")],
)
D("When does the tenancy on Thornbury Rise end?", TEN_END, [F("lease_gb")], evidence=[d_uk(TEN_END)])

# ---------------------------------------------------------------- lookups (10)
Q(
    "What's the Golf's number plate?",
    GOLF_REG,
    [GOLF_REG.replace(" ", ""), GOLF_REG.replace("-", " ")],
    [F("golf_policy"), F("golf_2026")],
    "lookup",
    asker="jonas",
    evidence=[GOLF_REG],
    tags=["foreign_language", "de"],
)
Q(
    "What's the policy number for the Golf's insurance?",
    GOLF_POL,
    [GOLF_POL.replace("-", "")],
    [F("golf_policy"), F("golf_2026")],
    "lookup",
    asker="jonas",
    evidence=[GOLF_POL],
    tags=["foreign_language", "de"],
)
Q(
    "What's my customer number with the electricity supplier in Germany?",
    LUM_KD,
    [LUM_KD.replace(" ", "")],
    [F("lum_04")],
    "lookup",
    asker="jonas",
    evidence=[LUM_KD],
    tags=["foreign_language", "de"],
    supporting=[F("lum_12"), F("lum_01"), F("lum_02"), F("lum_03"), F("lum_mahnung")],
)
Q(
    "What's the meter number for the electricity in the Talbrunn flat?",
    LUM_ZAEHLER,
    [],
    [F("lum_04")],
    "lookup",
    asker="jonas",
    evidence=[LUM_ZAEHLER],
    tags=["foreign_language", "de"],
    supporting=[F("lum_12"), F("lum_01"), F("lum_02"), F("lum_03")],
)
Q(
    "What value did the council put on Dad's house for tax purposes?",
    "EUR 318000.00",
    ["€ 318.000", "EUR 318000", "€318,000", "318.000", "318,000", "EUR 318,000", "318000"],
    [F("gem")],
    "lookup",
    value={"EUR": {"amount_cents": WOZ}},
    evidence=["€ 318.000"],
    tags=["foreign_language", "nl", "paraphrase"],
    notes="WOZ-waarde.",
)
Q(
    "What's my policy number with the Dutch health insurer?",
    ZK_POL,
    [ZK_POL.replace("-", "")],
    [F("zk_polis"), F("zk_vergoeding")],
    "lookup",
    evidence=[ZK_POL],
    tags=["foreign_language", "nl"],
)
Q(
    "Which number on the Tern Mobile account is Lotte's?",
    LINE_L,
    [LINE_L.replace(" ", "")],
    [F("tern_04")],
    "lookup",
    evidence=[LINE_L],
    supporting=[F("tern_02"), F("tern_03")],
    tags=["near_identical"],
    notes=f"The teen plan; Femke's line {LINE_F} has the last two digits swapped.",
)
Q(
    "What's the EAN code of Dad's electricity connection?",
    PSE_EAN_E,
    [],
    [F("pse_jaar")],
    "lookup",
    evidence=[PSE_EAN_E],
    tags=["foreign_language", "nl", "near_identical"],
    notes=f"The gas EAN {PSE_EAN_G} differs only in the last digits.",
)
Q(
    "Which council tax band is our house in?",
    "C",
    ["Band C", "band C"],
    [F("ctax")],
    "lookup",
    evidence=["Valuation band"],
)
Q(
    "How much notice do I have to give if I want to leave the Talbrunn flat?",
    "three months",
    ["3 months", "drei Monate", "3 Monate"],
    [F("mv")],
    "lookup",
    asker="jonas",
    evidence=["drei Monate"],
    tags=["foreign_language", "de"],
)

# ---------------------------------------------------------------- parties (6)
Q(
    "Who insures the Golf?",
    RDV,
    ["Rheintal Direkt", "RHEINTAL DIREKT"],
    [F("golf_policy"), F("golf_2026")],
    "party",
    asker="jonas",
    evidence=[RDV],
    tags=["foreign_language", "de"],
)
Q(
    "Who's the landlord of the flat in Talbrunn?",
    VERMIETER,
    [f"{VERMIETER} ({HV})", HV],
    [F("mv")],
    "party",
    asker="jonas",
    evidence=[VERMIETER],
    supporting=[F("mh")],
    tags=["foreign_language", "de"],
    notes="The Hausverwaltung manages the flat on her behalf.",
)
Q(
    "Who signed our tenancy agreement for Thornbury Rise?",
    *sig([AGENT_SIGNER, FEMKE, JONAS]),
    [F("lease_gb")],
    "party",
    value=[AGENT_SIGNER, FEMKE, JONAS],
    evidence=[AGENT_SIGNER, FEMKE, JONAS],
    notes=f"The letting agent signed for the landlord {LL}, who did not sign himself.",
)
Q(
    "Who supplies Dad's gas and electricity?",
    PSE,
    ["Polderstroom", "Polderstroom Energie"],
    [F("pse_04")],
    "party",
    evidence=["Polderstroom"],
    supporting=[F("pse_jaar")],
    tags=["foreign_language", "nl"],
)
Q(
    "Which shop were my revision books from?",
    "Page & Quill Books",
    ["Page & Quill", "PAGE & QUILL BOOKS"],
    [F("rcpt_books")],
    "party",
    asker="lotte",
    evidence=["PAGE & QUILL BOOKS"],
    tags=["photo", "ocr", "teen"],
)
Q(
    "Which company is my health insurance with?",
    ZK,
    ["Zorgkring"],
    [F("zk_polis")],
    "party",
    evidence=["zorgkring"],
    tags=["foreign_language", "nl"],
)

# ---------------------------------------------------------------- aggregates (18)
agg_q(
    "What did we spend on heating the house over the winter?",
    ["gas"],
    [HGS],
    W0,
    W1,
    tags=["relative_date", "paraphrase"],
    paraphrase_terms=["heating", "over the winter"],
    notes="Winter = 1 Dec 2025 - 28 Feb 2026; the Amberwick house is heated by gas (Hearthstone). " + PAID_NOTE,
)
agg_q(
    "What did electricity, gas and water at home in Amberwick come to in the first quarter?",
    UTIL,
    HOME_UTIL,
    Y0,
    Q1_END,
    tags=["relative_date"],
    notes="Utilities = electricity + gas + water, Amberwick house only; no water payment fell in Q1. " + PAID_NOTE,
)
agg_q(
    "How much did Dad's gas and electricity cost in the first three months of the year?",
    ["electricity", "gas"],
    [PSE],
    Y0,
    Q1_END,
    tags=["relative_date", "foreign_language", "nl"],
    notes="Polderstroom: January-March termijnen plus the jaarnota 2025 settlement collected on 30 January. "
    + PAID_NOTE,
)
agg_q(
    "How much have we paid for the Talbrunn flat's electricity so far this year?",
    ["electricity"],
    [LUM],
    Y0,
    TODAY,
    tags=["relative_date", "foreign_language", "de", "late_fee"],
    notes="Includes the January bill re-debited with the 5,50 € fees on 5 March (one payment, on the reminder). "
    + PAID_NOTE,
)
lum_this_year = [
    r
    for r in DOCS
    if r["kind"] == "utility_bill" and r["facts"].get("issuer") == LUM and r["created"] >= Y0.isoformat()
]
Q(
    "How many electricity bills for the German flat have come in this year?",
    str(len(lum_this_year)),
    [f"{len(lum_this_year)} bills", "five"],
    [r["file"] for r in lum_this_year],
    "aggregate",
    asker="jonas",
    value=len(lum_this_year),
    tags=["count", "foreign_language", "de"],
    compute={
        "op": "count_docs",
        "category": "electricity",
        "issuer": LUM,
        "kind": "utility_bill",
        "from": Y0.isoformat(),
        "to": AS_OF,
        "sensitivity": SENS,
    },
    notes="Monthly bills dated this year (December's bill was issued in January); the reminder is not a bill.",
    supporting=[F("lum_mahnung")],
)
_, _, hits = agg(UTIL, HOME_UTIL, Y0, TODAY)
best = max(hits, key=lambda h: h[1]["amount_cents"])
a_, al_, v_ = money(best[1]["amount_cents"], "GBP")
Q(
    "What's the biggest single utility payment we've made for the house in Amberwick this year?",
    a_,
    al_,
    [best[0]["file"]],
    "aggregate",
    value=v_,
    compute=cspec("max", UTIL, HOME_UTIL, Y0, TODAY),
    tags=["max", "relative_date"],
    notes=f"{best[1]['payee']} on {best[1]['paid_on']}. " + PAID_NOTE,
)
tot, files, _ = agg(["internet"], [LAR], date(2026, 2, 1), date(2026, 4, 30))
avg = rnd(Decimal(tot["GBP"]) / 3)
a_, al_, v_ = money(avg, "GBP")
Q(
    "On average, what did broadband at home cost per month from February to April?",
    a_,
    al_,
    files,
    "aggregate",
    value=v_,
    compute=cspec("avg_monthly", ["internet"], [LAR], date(2026, 2, 1), date(2026, 4, 30), months=3),
    tags=["average", "paraphrase"],
    notes="Larkspur payments February-April divided by 3, rounded half-up; the German "
    "flat's internet (Talnetz, EUR) is not home broadband.",
)
g_jan = agg(["gas"], [HGS], date(2026, 1, 1), date(2026, 1, 31))
g_mar = agg(["gas"], [HGS], date(2026, 3, 1), date(2026, 3, 31))
gd = g_jan[0]["GBP"] - g_mar[0]["GBP"]
a_, al_, v_ = money(abs(gd), "GBP")
Q(
    f"How much {'more' if gd >= 0 else 'less'} did gas at home cost us in January than in March?",
    a_,
    al_,
    g_jan[1] + g_mar[1],
    "aggregate",
    value=v_,
    compute={
        "op": "diff",
        "a": cspec("sum", ["gas"], [HGS], date(2026, 1, 1), date(2026, 1, 31)),
        "b": cspec("sum", ["gas"], [HGS], date(2026, 3, 1), date(2026, 3, 31)),
        "currency": "GBP",
        "sensitivity": SENS,
    },
    tags=["compare", "relative_date"],
    notes=f"January {gbp(g_jan[0]['GBP'])} vs March {gbp(g_mar[0]['GBP'])} by direct-debit date.",
)
unpaid = [
    r
    for r in DOCS
    if r["kind"] in ("utility_bill", "email")
    and not r["payments"]
    and r["facts"].get("paid_on") is None
    and r["facts"].get("due_date", "") >= AS_OF
]
up_names = sorted(r["facts"]["issuer"] for r in unpaid)
Q(
    "Are any of our bills still waiting to be paid? Which ones?",
    "; ".join(up_names),
    [
        ", ".join(up_names),
        " and ".join(up_names),
        "the two water bills",
        "water (Amberwick) and water (Dad's house)",
        "Wyvern Vale water bill and Veenland water bill",
    ],
    [r["file"] for r in unpaid],
    "aggregate",
    value=up_names,
    compute={"op": "unpaid", "as_of": AS_OF, "sensitivity": SENS},
    tags=["unpaid"],
    notes="Bills with no payment whose due date is today or later: "
    + "; ".join(f"{r['facts']['issuer']} {r['facts']['amount_due_text']} due {r['facts']['due_date']}" for r in unpaid)
    + ". The bounced January Lumenwerk bill was settled through the reminder.",
)
up_dad = [r for r in unpaid if r["facts"]["issuer"] in DAD]
a_, al_, v_ = money(sum(r["facts"]["amount_due_cents"] for r in up_dad))
Q(
    "How much is still outstanding on Dad's house bills?",
    a_,
    al_,
    [r["file"] for r in up_dad],
    "aggregate",
    value=v_,
    compute={"op": "unpaid_sum", "as_of": AS_OF, "issuers": DAD, "sensitivity": SENS},
    tags=["unpaid", "foreign_language", "nl"],
    notes="Only the Veenland water bill (transfer, due 8 June) is open.",
)
agg_q(
    "After the refund, how much did we spend at Kaufkontor24 in the end?",
    None,
    [KK],
    asker="jonas",
    tags=["refund", "credit_note", "foreign_language", "de"],
    notes="Invoice total minus the credit note for the returned towels (a negative payment).",
)
agg_q(
    "What has the Golf's insurance cost us in total across the two years on file?",
    ["car_insurance"],
    [RDV],
    asker="jonas",
    tags=["foreign_language", "de", "renewal"],
    notes="2025 premium (Versicherungsschein) + 2026 premium (Beitragsrechnung).",
)
agg_q(
    "What have the bills for Dad's house come to so far this year?",
    None,
    DAD,
    Y0,
    TODAY,
    tags=["relative_date", "foreign_language", "nl"],
    notes="Polderstroom (energy incl. jaarnota), Veenland water, Gemeente Oosterweide taxes and the Dijkgraaf "
    "house insurance paid this year; the open water bill, the garden-centre receipt and the chair are not "
    "house bills. " + PAID_NOTE,
)
agg_q(
    "What did the mobile phones cost us last month?",
    ["mobile"],
    [TERN],
    date(2026, 4, 1),
    date(2026, 4, 30),
    tags=["relative_date"],
    paraphrase_terms=["last month"],
    notes="Last month = April 2026; the bill dated 4 April was collected on 18 April.",
)
agg_q(
    "How much council tax have we paid so far this year?",
    ["council_tax"],
    [CTX],
    Y0,
    TODAY,
    tags=["relative_date", "instalments"],
    notes="Instalments of 1 April and 1 May 2026 (2026/27 bill).",
)
by_month: dict[str, int] = {}
for _r, p in agg(UTIL, HOME_UTIL, Y0, TODAY)[2]:
    by_month[p["paid_on"][:7]] = by_month.get(p["paid_on"][:7], 0) + p["amount_cents"]
top = max(sorted(by_month), key=lambda m: by_month[m])
top_files = [r["file"] for r, p in agg(UTIL, HOME_UTIL, Y0, TODAY)[2] if p["paid_on"].startswith(top)]
top_name = f"{date.fromisoformat(top + '-01'):%B %Y}"
Q(
    "Which month this year had the highest utility spending for the Amberwick house?",
    top,
    [top_name, top_name.split()[0]],
    top_files,
    "aggregate",
    value=top,
    compute=cspec("argmax_month", UTIL, HOME_UTIL, Y0, TODAY, currency="GBP"),
    tags=["argmax_month", "relative_date"],
    notes="By paid-on month: " + ", ".join(f"{m} {gbp(by_month[m])}" for m in sorted(by_month)),
)
agg_q(
    "How much did electricity cost us in the first quarter, counting all three places?",
    ["electricity"],
    [KES, LUM, PSE],
    Y0,
    Q1_END,
    tags=["relative_date", "currency", "multi_property"],
    notes="Amberwick (GBP), the Talbrunn flat and Dad's house (EUR; only the electricity part of the Polderstroom "
    "termijnen and jaarnota). Reported per currency. " + PAID_NOTE,
)
agg_q(
    "What did heating Dad's house cost over the winter?",
    ["gas"],
    [PSE],
    W0,
    W1,
    tags=["relative_date", "paraphrase", "foreign_language", "nl", "split_payment"],
    paraphrase_terms=["heating", "over the winter"],
    notes="Gas part only of the Polderstroom payments 1 Dec 2025 - 28 Feb 2026 (January and February termijnen "
    "plus the gas settlement of the jaarnota). " + PAID_NOTE,
)

# ---------------------------------------------------------------- confidential (7)
p2 = PAY_DE["lohn_02"]
A(
    "How much actually landed in my account from my February pay?",
    p2["payout"],
    [F("lohn_02")],
    "confidential",
    asker="jonas",
    conf=True,
    evidence=[de_num(p2["payout"])],
    tags=["payslip", "foreign_language", "de"],
    notes="Auszahlungsbetrag (after the savings-plan deduction), not the Nettoverdienst.",
)
p4 = PAY_DE["lohn_04"]
A(
    "What was my net salary in April, before the savings plan came off?",
    p4["net"],
    [F("lohn_04")],
    "confidential",
    asker="jonas",
    conf=True,
    evidence=[de_num(p4["net"])],
    tags=["payslip", "foreign_language", "de", "bonus"],
    notes="Nettoverdienst April, including the one-off project bonus.",
)
n3 = PAY_NL["loon_03"]
A(
    "How much wage tax came off my March salary?",
    n3["heffing"],
    [F("loon_03")],
    "confidential",
    conf=True,
    evidence=[nl_amt(n3["heffing"])],
    tags=["payslip", "foreign_language", "nl"],
)
A(
    "What's my gross monthly salary, leaving out overtime?",
    435000,
    [F("loon_02"), F("loon_03"), F("loon_04")],
    "confidential",
    conf=True,
    evidence=[nl_amt(435000)],
    tags=["payslip", "foreign_language", "nl"],
)
A(
    "What was the balance on the Northgate account at the end of April?",
    BANK["bank_04"]["closing"],
    [F("bank_04")],
    "confidential",
    cur="GBP",
    conf=True,
    evidence=[gbp(BANK["bank_04"]["closing"])],
    tags=["bank_statement"],
)
n4 = PAY_NL["loon_04"]
tot_in, files_in, _ = agg(
    ["salary"], None, date(2026, 4, 1), date(2026, 4, 30), direction="in", sens=["public", "internal", "confidential"]
)
A(
    "What did the two of us take home from our April pay?",
    tot_in["EUR"],
    files_in,
    "confidential",
    conf=True,
    compute=cspec(
        "sum",
        ["salary"],
        None,
        date(2026, 4, 1),
        date(2026, 4, 30),
        sens=["public", "internal", "confidential"],
        direction="in",
    ),
    tags=["payslip", "aggregate", "foreign_language"],
    notes="Jonas's Auszahlungsbetrag + Femke's Nettoloon for April, both EUR.",
)
A(
    "How much was my take-home pay in April?",
    n4["netto"],
    [F("loon_04")],
    "confidential",
    conf=True,
    evidence=[nl_amt(n4["netto"])],
    tags=["payslip", "foreign_language", "nl", "overtime"],
)

# ---------------------------------------------------------------- absent (10)
Q(
    "How much does Mum earn a month?",
    None,
    [],
    [],
    "absent",
    asker="lotte",
    tags=["teen_visibility", "confidential_only"],
    supporting=[F("loon_04")],
    notes="Only in confidential payslips, which the teen cannot see.",
)
Q(
    "How much money is in the family bank account?",
    None,
    [],
    [],
    "absent",
    asker="lotte",
    tags=["teen_visibility", "confidential_only"],
    supporting=[F("bank_04")],
    notes="Only the confidential Northgate statements hold balances.",
)
Q(
    "What does Dad get paid at his job in Germany?",
    None,
    [],
    [],
    "absent",
    asker="lotte",
    tags=["teen_visibility", "confidential_only"],
    supporting=[F("lohn_04")],
    notes="Only in Jonas's confidential Entgeltabrechnungen.",
)
Q(
    "When is the Golf's next roadworthiness inspection due?",
    None,
    [],
    [],
    "absent",
    asker="jonas",
    tags=["near_miss"],
    absent_terms=["TÜV", "Hauptuntersuchung", "roadworthiness"],
    notes="Near miss: insurance papers for the Golf exist, no inspection report.",
)
Q(
    "What's the monthly mortgage payment on Dad's house?",
    None,
    [],
    [],
    "absent",
    tags=["near_miss"],
    absent_terms=["mortgage", "hypotheek"],
    notes="Near miss: the house has tax, energy, water and insurance papers only.",
)
Q(
    "Do we have travel insurance, and who with?",
    None,
    [],
    [],
    "absent",
    absent_terms=["travel insurance", "reisverzekering", "Reiseversicherung"],
    tags=["near_miss"],
    notes="Car, contents, house and health policies exist; no travel policy.",
)
Q(
    "How much is the electricity bill for the Amberwick house for April to June 2026?",
    None,
    [],
    [],
    "absent",
    notes="Not issued yet (future).",
    absent_in={"kind_category": ["electricity", "2026-07"]},
)
Q(
    "What did we pay for gas at the house in 2024?",
    None,
    [],
    [],
    "absent",
    notes="Before the archive (and the tenancy).",
    absent_in={"kind_category": ["gas", "2024"]},
)
Q(
    "Who is Dad's landlord in Oosterweide?",
    None,
    [],
    [],
    "absent",
    tags=["near_miss"],
    notes="Near miss: Dad owns his house (OZB eigenaren, woonhuisverzekering); the only landlords are for "
    "Amberwick and Talbrunn.",
    absent_in={"files": [F("lease_gb"), F("mv")], "terms": ["Oosterweide"]},
)
Q(
    "How much do we pay for pet insurance for the dog?",
    None,
    [],
    [],
    "absent",
    absent_terms=["dog", "pet insurance", "huisdier"],
    notes="No pets in the archive.",
)

# ---------------------------------------------------------------- follow-up free (5)
b1 = ELEC_DE["lum_01"]
A(
    "The German electricity bill whose direct debit bounced: how much was it before the fees were added?",
    b1["total"],
    [F("lum_mahnung"), F("lum_01")],
    "followup_free",
    asker="jonas",
    evidence=[de_amt(b1["total"])],
    tags=["multi_hop", "foreign_language", "de"],
)
Q(
    "Which number do we ring to report an accident with the Golf?",
    RDV_HOTLINE,
    [RDV_HOTLINE.replace(" ", "")],
    [F("golf_policy")],
    "followup_free",
    asker="jonas",
    evidence=[RDV_HOTLINE],
    tags=["multi_hop", "foreign_language", "de"],
)
top_sum = by_month[top]
a_, al_, v_ = money(top_sum, "GBP")
Q(
    "In the month this year when the Amberwick house's utilities cost the most, what did they add up to?",
    a_,
    al_,
    top_files,
    "followup_free",
    value=v_,
    tags=["multi_hop", "relative_date"],
    compute=cspec("sum", UTIL, HOME_UTIL, date.fromisoformat(top + "-01"), month_end(date.fromisoformat(top + "-01"))),
    notes=f"Top month by paid-on date is {top}.",
)
Q(
    "Where did we order Dad's chair from, and what did it cost with delivery?",
    f"{KLV}; EUR {plain(kl_total).replace(',', '')}",
    [
        f"{KLV}, {nl_amt(kl_total)}",
        f"Klaverblad, {nl_amt(kl_total)}",
        f"{KLV} for {nl_amt(kl_total)}",
        f"Klaverblad; €{plain(kl_total)}",
    ],
    [F("klv")],
    "followup_free",
    value={"store": KLV, "EUR": kl_total},
    evidence=[KLV, nl_amt(kl_total)],
    tags=["multi_hop", "eml", "foreign_language", "nl"],
)
notice_by = date(2026, 6, 30)
D(
    "If we want to move out when the Thornbury Rise tenancy ends, by when must the landlord have our notice?",
    notice_by,
    [F("lease_gb")],
    kind="followup_free",
    extra=["2026-07-01"] + date_aliases(date(2026, 7, 1))[:3],
    evidence=[d_uk(TEN_END), "two months' notice"],
    tags=["multi_hop", "derived"],
    notes="Fixed term ends 31 August 2026; at least two months' notice: by 30 June (1 July accepted as a counting "
    "convention).",
)

for i, q in enumerate(QS, 1):
    q["id"] = f"q{i:03d}"


# ============================================================================================
# Output
# ============================================================================================
def main():
    if OUT.exists():
        shutil.rmtree(OUT)
    (OUT / "docs").mkdir(parents=True)
    for name in sorted(FILES):
        (OUT / "docs" / name).write_bytes(FILES[name])
    rows = sorted(DOCS, key=lambda r: (r["created"], r["file"]))
    for q in QS:
        for f in q["doc_files"] + q.get("supporting_files", []):
            assert f[5:] in FILES, (q["id"], f)
    with open(OUT / "manifest.jsonl", "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(OUT / "questions.jsonl", "w", encoding="utf-8") as fh:
        for q in QS:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    archive = {
        "generator_version": "1.0",
        "seed": SEED,
        "variant": VARIANT,
        "scale": 1,
        "today": AS_OF,
        "household": {"id": HH, "members": MEMBERS, "address": HOME},
        "documents": len(rows),
        "questions": len(QS),
        "utilities_definition": UTIL,
        "default_visible_sensitivities": list(SENS),
    }
    (OUT / "archive.json").write_text(json.dumps(archive, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (OUT / "README.md").write_text(readme(rows), encoding="utf-8")


def readme(rows):
    def table(c):
        return "\n".join(f"| {k} | {v} |" for k, v in sorted(c.items()))

    kinds = Counter(r["kind"] for r in rows)
    fmts = Counter(r["format"] for r in rows)
    langs = Counter(r["facts"].get("language", "en") for r in rows)
    qk = Counter(q["kind"] for q in QS)
    ask = Counter(q["asker"] for q in QS)
    return f"""# household_variant8 (seed {SEED})

Generated by `tests/corpus_gen/household_variant8.py`; do not edit by hand. Checked by
`tests/corpus_gen/check_variant8.py`. Same schema as `../shared/corpus/household` (manifest.jsonl,
questions.jsonl, archive.json). **All names are invented**: every person, company, street, town,
account, meter, policy and phone number below is made up.

**Today is {AS_OF}** (archive.json `today`, every question's `as_of`): "last month" is April 2026,
"over the winter" 1 Dec 2025 - 28 Feb 2026, "first quarter" Jan-Mar 2026, "this year"/"so far this
year" 1 Jan - {AS_OF}.

## The household
{FEMKE} (Dutch) and {JONAS} (German), adults, and their teenage daughter {LOTTE}, renting
{", ".join(HOME)} (England) since 1 September 2025. English papers are in GBP; German and Dutch
papers are in EUR. Questions are asked in English by the household members; "Dad" means Femke's
father {GERRIT} when Femke asks and Jonas when Lotte asks.
About {round(100 * (langs["de"] + langs["nl"]) / len(rows))}% of the papers are German or Dutch:
- **German** (owner jonas): Jonas's weekday flat in Talbrunn (monthly Lumenwerk electricity bills
  with a bounced direct debit and its Zahlungserinnerung, a Talnetz internet e-mail with the PDF
  invoice, Mietvertrag, Mieterhöhungsverlangen, a scanned Betriebskostenabrechnung), the VW Golf's
  insurance (Versicherungsschein 2025 + Beitragsrechnung 2026), his payslips
  (Entgeltabrechnung, confidential), an online-shop invoice with a Gutschrift, a DIY receipt photo.
- **Dutch** (owner femke): her father's house in Oosterweide (Polderstroom jaarnota and monthly
  termijnnota letters for electricity + gas, Veenland water, the municipal tax assessment,
  Dijkgraaf house insurance polisblad + premienota, a garden-centre receipt photo, a furniture
  order e-mail), Femke's Zorgkring health insurance (polisblad, reimbursement letter) and her
  payslips (loonstrook, confidential).
- **English**: the Amberwick house (Kestrel Power electricity, Hearthstone gas, Wyvern Vale water,
  Larkspur broadband, Tern Mobile, council tax, Ridgeback contents policy + renewal, tenancy
  agreement), Lotte's school letters and bookshop receipt photo, Northgate bank statements
  (confidential).

Utilities = electricity + gas + water (`utilities_definition`); broadband and mobile are not.

## Documents ({len(rows)})
| kind | count |
|---|---|
{table(kinds)}

| format | count |
|---|---|
{table(fmts)}

| language | count |
|---|---|
{table(langs)}

Things worth knowing:
- Formats: German amounts `1.234,56 €` (Rheintal prints `1.234,56 EUR`, payslips a bare `1.234,56`),
  dates `05.03.2026` / `5. März 2026`; Dutch amounts `€ 1.234,56`, dates `05-03-2026` /
  `5 maart 2026`; English `£1,234.56`, `5 March 2026`, `05/03/2026`.
- Layouts: label/value panel (Kestrel, Lumenwerk, Veenland), item/quantity/price tables
  (Hearthstone, Larkspur, Talnetz, Kaufkontor24), letters with the figure inside a sentence
  ("Der Rechnungsbetrag von ... wird am ... abgebucht", "Wij schrijven ... af op ...", Tern Mobile).
- Payments: each bill's payment sits on the bill row with `paid_on` = the debit/incasso date printed
  on it. Polderstroom letters carry **two payments** (electricity and gas parts of one collection);
  the jaarnota too. The bounced January Lumenwerk bill has `payments: []` and `facts.paid_on`; its
  payment (bill + 3,50 € return fee + 2,00 € reminder fee, one debit) is on the reminder letter.
  The first Wyvern Vale bill's payment date is printed on the second bill (`facts.paid_on_shown_in`).
  Council tax: only the instalments due on or before today are payments.
- Refunds: the Kaufkontor24 Gutschrift is a negative payment; the Zorgkring reimbursement is an
  incoming payment (`direction: in`). Renewal notices (Ridgeback) with a future date carry no payment;
  the Rheintal Beitragsrechnung and the Dijkgraaf premienota were collected, so they do.
- Bank statement lines that mirror a bill or receipt carry `dup_of` (the original file).
- Open bills as of today: the Wyvern Vale water bill and the Veenland water bill.
- Near-identical identifiers on purpose: Tern lines {LINE_F} (Femke) vs {LINE_L} (Lotte);
  Polderstroom EAN codes for electricity vs gas.
- Image-only: two receipt photos (JPG; German and English), one PNG (Dutch), one scanned PDF (the
  German Betriebskostenabrechnung). New categories: council_tax, municipal_tax, service_charges, diy,
  garden, furniture, books, household.

## Questions ({len(QS)})
| kind | count |
|---|---|
{table(qk)}

| asker | count |
|---|---|
{table(ask)}

- Aggregates carry `compute` like the shared set; several payees are `payees` (a list); `unpaid` /
  `unpaid_sum` may carry `issuers`; `count_docs` carries `kind`. Sums are by paid-on date and per
  currency (one question spans GBP and EUR and answers both).
- Amount and date aliases include the German and Dutch spellings.
- `absent` questions have `answer: null`. Three are asked by the teen (`teen_visibility`): the answer
  exists only in confidential papers she may not see; `supporting_files` names them.
- `confidential` questions need `requires_confidential: true` (payslips, bank statements).
"""


if __name__ == "__main__":
    main()
