#!/usr/bin/env python3
"""Synthetic household archive, variant 7 (seed 7): an Irish household plus Spanish and Italian papers.

Run from the project root:  python3 tests/corpus_gen/household_variant7.py
Writes tests/data/household_variant7/ (docs/, manifest.jsonl, questions.jsonl, archive.json,
README.md) in the schema of ../shared/corpus/household. Deterministic: the same bytes every run.

Every person, company, town, account and policy number below is invented. Gold answers are
computed from the data this script draws, never typed by hand.
"""
from __future__ import annotations

import io
import json
import random
import shutil
import sys
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

SEED = 7
VARIANT = "household_variant7"
TODAY = date(2026, 5, 12)
AS_OF = TODAY.isoformat()
OUT = HERE.parent / "data" / VARIANT
HH = "h7"
A4 = (595, 842)
DEFAULT_SENS = ["public", "internal"]

rng = random.Random(SEED)

# --------------------------------------------------------------------------------------------
# people and places
# --------------------------------------------------------------------------------------------
MEMBERS = [
    {"user": "niamh", "name": "Niamh Callery", "role": "adult"},
    {"user": "declan", "name": "Declan Furlong", "role": "adult"},
    {"user": "ciaran", "name": "Ciarán Furlong", "role": "teen"},
]
NIAMH, DECLAN, CIARAN = (m["name"] for m in MEMBERS)
HOME = ["4 Glenmurry Terrace", "Kilbreeda", "Co. Westmeath N91 R2X8"]
OLD_FLAT = ["Flat 2, 41 Quayside Row", "Ardnabreen", "Co. Offaly R35 H8P4"]
SPAIN = ["Calle del Faro 12, 3º B", "Residencial Las Calas", "03727 Villafrena de Mar (Alicante)"]
MAURA = "Maura Callery"          # Niamh's mother, lives in Italy; the household handles her post
ITALY = ["Via dei Tigli 8", "55046 Borgo San Teodoro (LU)"]
IBAN_IE = "IE64 LFSB 9031 2207 4418 55"

# --------------------------------------------------------------------------------------------
# spelling helpers
# --------------------------------------------------------------------------------------------
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
         "octubre", "noviembre", "diciembre"]
MESI = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
        "settembre", "ottobre", "novembre", "dicembre"]


def eur(c: int) -> str:
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}€{c // 100:,}.{c % 100:02d}"


def plain(c: int) -> str:
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}{c // 100:,}.{c % 100:02d}"


def gbp(c: int) -> str:
    return f"£{c // 100:,}.{c % 100:02d}"


def es_amt(c: int) -> str:      # 1.234,56 €
    return eur_de(c)


def it_amt(c: int) -> str:      # € 1.234,56
    return eur_nl(c)


def d_ie(d: date) -> str:       # 03/04/2026, day first
    return f"{d:%d/%m/%Y}"


def d_long(d: date) -> str:     # 4 March 2026
    return f"{d.day} {d:%B %Y}"


def d_short(d: date) -> str:    # 4 Mar 2026
    return f"{d.day} {d:%b %Y}"


def d_mdy(d: date) -> str:      # Mar 4, 2026
    return f"{d:%b} {d.day}, {d.year}"


def d_es(d: date) -> str:
    return f"{d.day} de {MESES[d.month - 1]} de {d.year}"


def d_it(d: date) -> str:
    return f"{d.day} {MESI[d.month - 1]} {d.year}"


def rnd(x) -> int:
    return cents_round(x)


def month_name(ym: str) -> str:
    y, m = map(int, ym.split("-"))
    return f"{date(y, m, 1):%B %Y}"


# --------------------------------------------------------------------------------------------
# registry
# --------------------------------------------------------------------------------------------
DOCS: list[dict] = []
FILES: dict[str, bytes] = {}
REF: dict[str, dict] = {}       # short key -> manifest row


def pay(amount, paid_on, category, payee, direction="out", currency="EUR", dup_of=None):
    p = {"amount_cents": amount, "currency": currency, "paid_on": paid_on.isoformat(),
         "category": category, "payee": payee, "direction": direction}
    if dup_of:
        p["dup_of"] = dup_of
    return p


def add(key, file, data, *, title, kind, created, sensitivity, owner, fmt, payments=(),
        category=None, facts=None, ocr_facts=None):
    assert file not in FILES, file
    row = {"file": f"docs/{file}", "title": title, "kind": kind, "created": created.isoformat(),
           "sensitivity": sensitivity, "owner": owner, "payments": list(payments),
           "household": HH, "format": fmt}
    if category:
        row["category"] = category
    if facts is not None:
        row["facts"] = facts
    if ocr_facts:
        row["ocr_facts"] = ocr_facts
    FILES[file] = data
    DOCS.append(row)
    if key:
        assert key not in REF, key
        REF[key] = row
    return row


def bill_facts(issuer, category, account, stmt, p0, p1, due, amount, prev, paid_on, amount_text,
               due_text, currency="EUR", **extra):
    f = {"issuer": issuer, "category": category, "account": account,
         "statement_date": stmt.isoformat(), "period_start": p0.isoformat(),
         "period_end": p1.isoformat(), "due_date": due.isoformat(), "amount_due_cents": amount,
         "currency": currency, "previous_balance_cents": prev,
         "paid_on": paid_on.isoformat() if paid_on else None, "amount_due_text": amount_text,
         "due_date_text": due_text}
    f.update(extra)
    return f


def digits(n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


# --------------------------------------------------------------------------------------------
# drawing helpers
# --------------------------------------------------------------------------------------------
def new_pdf(title, author, created, family="sans"):
    return Pdf(title, author, created, family=family, unicode=True, size=A4)


def band(pg, name, tagline, fill, h=74, size=22):
    pg.rect(0, 0, pg.width, h, fill=fill, color=fill)
    pg.text(40, h / 2 + 4, name, size, True, color=(1, 1, 1))
    pg.text(40, h / 2 + 20, tagline, 8.5, color=(1, 1, 1))


def lines_at(pg, x, y, lines, size=9.5, gap=None, bold_first=False):
    gap = gap or size * 1.35
    for i, s in enumerate(lines):
        pg.text(x, y, s, size, bold_first and i == 0)
        y += gap
    return y


def kv_cols(pg, x, y, pairs, label_w, size=9.5, gap=15, bold_values=False, label_color=(0.3, 0.3, 0.3)):
    for label, value in pairs:
        pg.text(x, y, label, size, color=label_color)
        pg.text(x + label_w, y, value, size, bold_values)
        y += gap
    return y


def kv_right(pg, x0, x1, y, pairs, size=9.5, gap=15, bold_last=False, rule=False):
    for i, (label, value) in enumerate(pairs):
        b = bold_last and i == len(pairs) - 1
        pg.text(x0, y, label, size, b)
        pg.right(x1, y, value, size, b)
        if rule:
            pg.line(x0, y + 4, x1, y + 4, 0.2, (0.7, 0.7, 0.7))
        y += gap
    return y


def footer(pg, s, size=7):
    pg.text(40, pg.height - 30, s, size, color=(0.4, 0.4, 0.4))


def to_png(jpg: bytes, rotate90=False) -> bytes:
    img = Image.open(io.BytesIO(jpg))
    if rotate90:
        img = img.rotate(90, expand=True)
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def rotate_jpg(jpg: bytes, quality=74) -> bytes:
    img = Image.open(io.BytesIO(jpg)).rotate(-90, expand=True)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality, optimize=True)
    return buf.getvalue()


def plain_email(sender, to, subject, sent, body, message_id) -> bytes:
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = sender, to, subject
    msg["Date"] = format_datetime(sent)
    msg["Message-ID"] = message_id
    msg.set_content(body)
    return msg.as_bytes()


# ============================================================================================
# 1. Electricity at home: Lunasa Power (bimonthly; old flat, final bill on moving, credit note)
# ============================================================================================
LUN = "Lunasa Power"
LUN_SITES = {
    "old": {"account": "LP-552 908 114", "mprn": "10011582334", "meter": "30417782",
            "addr": OLD_FLAT},
    "new": {"account": "LP-552 931 806", "mprn": "10011582343", "meter": "30471728", "addr": HOME},
}
DAY_RATE, NIGHT_RATE, STANDING, PSO = "31.42", "17.80", "65.23", 161   # cents
ELEC_SPECS = [  # key, site, statement, period start, end, kWh, reading type, final
    ("elec_old_1", "old", date(2025, 5, 7), date(2025, 3, 1), date(2025, 4, 30), 690, "A", False),
    ("elec_old_final", "old", date(2025, 8, 9), date(2025, 5, 1), date(2025, 7, 31), 760, "A", True),
    ("elec_1", "new", date(2025, 10, 8), date(2025, 8, 1), date(2025, 9, 30), 640, "E", False),
    ("elec_2", "new", date(2025, 12, 5), date(2025, 10, 1), date(2025, 11, 30), 880, "A", False),
    ("elec_3", "new", date(2026, 2, 6), date(2025, 12, 1), date(2026, 1, 31), 1150, "A", False),
    ("elec_4", "new", date(2026, 4, 7), date(2026, 2, 1), date(2026, 3, 31), 960, "A", False),
]
ELEC: dict[str, dict] = {}
LUN_CREDIT: dict = {}


def elec_charges(kwh, p0, p1):
    days = (p1 - p0).days + 1
    months = round(days / 30.4)
    day_kwh = rnd(kwh * 0.68)
    night_kwh = kwh - day_kwh
    from decimal import Decimal
    rows = [
        (f"Standing charge  {days} days @ €0.6523/day", rnd(Decimal(days) * Decimal(STANDING))),
        (f"Day units  {day_kwh:,} kWh @ €0.3142", rnd(Decimal(day_kwh) * Decimal(DAY_RATE))),
        (f"Night units  {night_kwh:,} kWh @ €0.1780", rnd(Decimal(night_kwh) * Decimal(NIGHT_RATE))),
        (f"Public Service Obligation levy  {months} months", PSO * months),
    ]
    sub = sum(r[1] for r in rows)
    vat = rnd(sub * 9 / 100)
    return rows, sub, vat, days, day_kwh, night_kwh


def render_lunasa(spec, credit=None):
    key, site, stmt, p0, p1, kwh, rtype, final = spec
    s = LUN_SITES[site]
    rows, sub, vat, days, dk, nk = elec_charges(kwh, p0, p1)
    total = sub + vat - (credit["amount"] if credit else 0)
    dd = stmt + timedelta(days=14)
    bill_no = f"LPB{stmt:%y%m}{digits(5)}"
    prev_read = 18000 + rng.randint(0, 9000)
    pdf = new_pdf(f"Lunasa Power bill {bill_no}", LUN, stmt)
    pg = pdf.page()
    band(pg, "LUNASA POWER", "Electricity for Irish homes  ·  lunasapower.example  ·  Customer care 0818 404 212",
         (0.13, 0.23, 0.42))
    y = lines_at(pg, 40, 112, [NIAMH, *s["addr"]], 10)
    # right-hand panel, label/value in two columns
    pg.rect(318, 94, 555, 190, fill=(0.94, 0.95, 0.98), color=(0.7, 0.72, 0.8))
    title = "FINAL BILL" if final else "Your electricity bill"
    pg.text(328, 110, title, 11, True)
    kv_cols(pg, 328, 128, [("Account number", s["account"]), ("MPRN", s["mprn"]),
                           ("Bill number", bill_no), ("Bill date", d_long(stmt)),
                           ("Billing period", f"{d_short(p0)} to {d_short(p1)}")], 92, 8.5, 13)
    y = 226
    if final:
        pg.text(40, y, "Final account statement - this account is now closed.", 10.5, True)
        y = pg.paragraph(40, y + 16, f"You told us you were moving out of {s['addr'][0]}, {s['addr'][1]}. "
                         f"A closing meter reading was taken on {d_long(p1)} and your account has been "
                         "closed from that date. Thank you for being a Lunasa Power customer.", 515, 9)
        y += 8
    pg.text(40, y, "What you are being charged for", 11, True)
    y += 18
    pairs = [(r[0], eur(r[1])) for r in rows]
    pairs += [("Total before VAT", eur(sub)), ("VAT @ 9%", eur(vat))]
    if credit:
        pairs.append((f"Credit note {credit['number']} applied", eur(-credit["amount"])))
    y = kv_right(pg, 40, 420, y, pairs, 9.5, 16, rule=True)
    pg.rect(40, y - 4, 420, y + 18, fill=(0.13, 0.23, 0.42), color=(0.13, 0.23, 0.42))
    pg.text(48, y + 10, "Total due", 11, True, color=(1, 1, 1))
    pg.right(412, y + 10, eur(total), 11, True, color=(1, 1, 1))
    y += 44
    y = pg.paragraph(40, y, f"Nothing to do: {eur(total)} will be debited on {d_ie(dd)} from your bank "
                     f"account ending 4418 under your direct debit mandate.", 515, 9.5)
    y += 12
    pg.text(40, y, "Meter readings", 10, True)
    y += 15
    cur_read = prev_read + kwh
    rt = "actual" if rtype == "A" else "estimated"
    pg.table(40, y, [("Meter", 90, "l"), ("Previous reading", 110, "r"), ("This reading", 110, "r"),
                     ("Type", 80, "l"), ("Units used", 90, "r")],
             [[s["meter"], f"{prev_read:,}", f"{cur_read:,}", rt, f"{kwh:,} kWh"]], 8.5)
    footer(pg, "Lunasa Power DAC, Unit 9 Millrace Business Park, Tullamore, Co. Offaly. "
               "Registered in Ireland No. 688214. VAT IE 3318861K.")
    paid_on = dd
    facts = bill_facts(LUN, "electricity", s["account"], stmt, p0, p1, dd, total, None, paid_on,
                       eur(total), d_ie(dd), mprn=s["mprn"], bill_number=bill_no, kwh=kwh,
                       reading=rt, final=final, direct_debit=True, layout="two_column_panel",
                       service_address=", ".join(s["addr"]))
    if credit:
        facts["credit_applied_cents"] = credit["amount"]
    where = "old flat (Ardnabreen)" if site == "old" else "home"
    label = "final electricity bill" if final else "electricity bill"
    fname = (f"LunasaPower_FINAL_{stmt:%Y-%m-%d}.pdf" if final else f"LunasaPower_bill_{stmt:%Y-%m-%d}.pdf")
    row = add(key, fname, pdf.tobytes(), title=f"{LUN} {label}, {stmt:%B %Y} ({where})",
              kind="utility_bill", created=stmt, sensitivity="internal", owner="niamh", fmt="pdf",
              payments=[pay(total, paid_on, "electricity", LUN)], category="electricity", facts=facts)
    ELEC[key] = {"row": row, "total": total, "dd": dd, "stmt": stmt, "p0": p0, "p1": p1,
                 "kwh": kwh, "site": site, "bill_no": bill_no, "sub": sub, "vat": vat,
                 "read": (prev_read, cur_read)}
    return row


def render_lunasa_credit(est_spec, actual_kwh, issued):
    est_kwh = est_spec[5]
    diff = est_kwh - actual_kwh
    dk = rnd(diff * 0.68)
    nk = diff - dk
    from decimal import Decimal
    net = rnd(Decimal(dk) * Decimal(DAY_RATE)) + rnd(Decimal(nk) * Decimal(NIGHT_RATE))
    vat = rnd(net * 9 / 100)
    amount = net + vat
    number = f"CN-{issued.year}-{digits(6)}"
    s = LUN_SITES["new"]
    pdf = new_pdf(f"Lunasa Power credit note {number}", LUN, issued)
    pg = pdf.page()
    band(pg, "LUNASA POWER", "Electricity for Irish homes  ·  lunasapower.example", (0.13, 0.23, 0.42), 60, 18)
    lines_at(pg, 40, 100, [NIAMH, *s["addr"]], 10)
    pg.right(555, 100, d_long(issued), 10)
    pg.text(40, 180, "CREDIT NOTE", 16, True)
    kv_cols(pg, 40, 204, [("Credit note no.", number), ("Account number", s["account"]),
                          ("MPRN", s["mprn"]), ("Relates to bill", ELEC[est_spec[0]]["bill_no"])], 110, 9.5, 15)
    y = pg.paragraph(40, 280, f"Your bill of {d_long(est_spec[2])} was based on an estimated reading of "
                     f"{est_kwh:,} kWh. Our meter reader visited on {d_long(issued - timedelta(days=9))} and the "
                     f"actual consumption for that period was {actual_kwh:,} kWh, so you were charged for "
                     f"{diff:,} kWh too many. We have re-calculated the charges below.", 515, 9.5)
    y = kv_right(pg, 40, 400, y + 10, [(f"Day units  {dk} kWh @ €0.3142", eur(rnd(Decimal(dk) * Decimal(DAY_RATE)))),
                                       (f"Night units  {nk} kWh @ €0.1780",
                                        eur(rnd(Decimal(nk) * Decimal(NIGHT_RATE)))),
                                       ("VAT @ 9%", eur(vat)), ("Amount credited to your account", eur(amount))],
                 9.5, 16, bold_last=True, rule=True)
    pg.paragraph(40, y + 14, "No refund will be sent to your bank: this credit will be taken off your next "
                 "bill automatically.", 515, 9.5)
    footer(pg, "Lunasa Power DAC - Registered in Ireland No. 688214.")
    LUN_CREDIT.update({"number": number, "amount": amount, "issued": issued, "diff": diff})
    add("elec_credit", f"Lunasa_credit_note_{number}.pdf", pdf.tobytes(),
        title=f"{LUN} credit note {number} (estimated reading corrected)", kind="letter",
        created=issued, sensitivity="internal", owner="niamh", fmt="pdf", payments=[],
        category="electricity",
        facts={"document_type": "credit_note", "issuer": LUN, "number": number,
               "account": s["account"], "mprn": s["mprn"], "credit_cents": amount,
               "estimated_kwh": est_kwh, "actual_kwh": actual_kwh,
               "applied_to": "next bill"})


for spec in ELEC_SPECS:
    if spec[0] == "elec_2":
        render_lunasa_credit(ELEC_SPECS[2], ELEC_SPECS[2][5] - 104, date(2025, 11, 12))
        render_lunasa(spec, credit=LUN_CREDIT)
    else:
        render_lunasa(spec)

# ============================================================================================
# 2. Gas at home: Corrib Flame Energy (table layout, balance arithmetic, reminder with late fee)
# ============================================================================================
CFE = "Corrib Flame Energy"
CFE_ACC, GPRN = "CFE 0098 2271", "4417302"
GAS_SPECS = [  # key, statement, p0, p1, kWh, paid_on
    ("gas_1", date(2025, 11, 18), date(2025, 8, 1), date(2025, 10, 31), 1120, date(2025, 12, 2)),
    ("gas_2", date(2026, 1, 16), date(2025, 11, 1), date(2025, 12, 31), 2890, None),  # paid late, see reminder
    ("gas_3", date(2026, 3, 17), date(2026, 1, 1), date(2026, 2, 28), 3140, date(2026, 3, 31)),
    ("gas_4", date(2026, 5, 8), date(2026, 3, 1), date(2026, 4, 30), 2210, None),   # not yet due
]
LATE_FEE = 1250
GAS: dict[str, dict] = {}
REMINDER_PAID = date(2026, 2, 18)


def gas_lines(kwh, p0, p1):
    from decimal import Decimal
    days = (p1 - p0).days + 1
    m3 = (Decimal(kwh) / Decimal("11.21")).quantize(Decimal("0.1"))
    rows = [["Gas used", f"{kwh:,} kWh", "€0.1289", rnd(Decimal(kwh) * Decimal("12.89"))],
            ["Standing charge", f"{days} days", "€0.3457", rnd(Decimal(days) * Decimal("34.57"))],
            ["Carbon tax", f"{kwh:,} kWh", "€0.0107", rnd(Decimal(kwh) * Decimal("1.07"))]]
    sub = sum(r[3] for r in rows)
    vat = rnd(sub * 9 / 100)
    return rows, sub, vat, m3


prev_balance, last_payment = 0, None
for key, stmt, p0, p1, kwh0, paid in GAS_SPECS:
    kwh = kwh0 + rng.randint(-60, 60)
    rows, sub, vat, m3 = gas_lines(kwh, p0, p1)
    charges = sub + vat
    due = stmt + timedelta(days=21)
    number = f"CF-{stmt:%y%m%d}-{digits(4)}"
    pdf = new_pdf(f"Corrib Flame Energy statement {number}", CFE, stmt, family="serif")
    pg = pdf.page()
    pg.rect(0, 0, 14, pg.height, fill=(0.85, 0.33, 0.1), color=(0.85, 0.33, 0.1))
    pg.text(40, 52, "Corrib Flame Energy", 20, True, color=(0.85, 0.33, 0.1))
    pg.text(40, 68, "Natural gas supply  ·  corribflame.example  ·  Billing queries 091 555 0348", 8.5)
    pg.right(555, 52, "GAS STATEMENT", 13, True)
    lines_at(pg, 40, 104, [NIAMH, *HOME], 10)
    grid = [("Statement no.", number), ("Statement date", d_ie(stmt)), ("Customer ref.", CFE_ACC),
            ("GPRN", GPRN), ("Supply period", f"{d_ie(p0)} - {d_ie(p1)}")]
    gy = 96
    for label, value in grid:
        pg.text(330, gy, label, 8.5, color=(0.35, 0.35, 0.35))
        pg.right(555, gy, value, 9, True)
        gy += 14
    y = 190
    pg.text(40, y, "Charges for this period", 11, True)
    table_rows = [[r[0], r[1], r[2], eur(r[3])] for r in rows]
    table_rows += [["VAT", "9%", "", eur(vat)], ["Total charges this statement", "", "", eur(charges)]]
    y = pg.table(40, y + 8, [("Item", 215, "l"), ("Qty", 100, "r"), ("Unit price", 90, "r"),
                             ("Amount", 110, "r")], table_rows, 9, 16)
    pg.text(40, y + 14, f"Meter read {d_ie(p1)}: {m3} m³ x conversion factor 11.21 = {kwh:,} kWh", 8.5)
    y += 44
    pg.text(40, y, "Your account", 11, True)
    y += 8
    pg.rect(40, y, 360, y + 82, color=(0.85, 0.33, 0.1), width=0.8)
    pay_line = (f"Payment received {d_ie(last_payment[0])}", eur(-last_payment[1])) if last_payment else \
        ("Payment received", eur(0))
    paid_amt = last_payment[1] if last_payment else 0
    owing = prev_balance - paid_amt + charges
    kv_right(pg, 50, 350, y + 16, [("Balance from last statement", eur(prev_balance)), pay_line,
                                   ("Charges this statement", eur(charges)), ("Balance owing", eur(owing))],
             9.5, 17, bold_last=True)
    y += 108
    pg.text(40, y, f"Please remit by {d_long(due)}.", 11, True)
    pg.paragraph(40, y + 16, f"Pay online at corribflame.example/pay, by phone, or by bank transfer quoting "
                 f"your GPRN {GPRN}. Payments made after the due date may incur a late payment charge.",
                 515, 9)
    footer(pg, "Corrib Flame Energy Ltd, 3 Docklands Quay, Galway. Reg. No. 512906.")
    if key == "gas_2":
        paid_on = REMINDER_PAID
    else:
        paid_on = paid
    payments = [pay(owing, paid, "gas", CFE)] if paid else []
    row = add(key, f"corrib-gas-statement-{stmt:%Y%m}.pdf", pdf.tobytes(),
              title=f"{CFE} gas statement, {stmt:%B %Y}", kind="utility_bill", created=stmt,
              sensitivity="internal", owner="niamh", fmt="pdf", payments=payments, category="gas",
              facts=bill_facts(CFE, "gas", CFE_ACC, stmt, p0, p1, due, owing, prev_balance, paid_on,
                               eur(owing), d_long(due), gprn=GPRN, statement_number=number, kwh=kwh,
                               charges_cents=charges, layout="item_table_with_balance"))
    GAS[key] = {"row": row, "charges": charges, "owing": owing, "due": due, "stmt": stmt, "number": number,
                "paid": paid_on, "kwh": kwh, "prev": prev_balance, "p0": p0, "p1": p1}
    # what the next statement shows
    if key == "gas_2":
        prev_balance = owing + LATE_FEE
        last_payment = (REMINDER_PAID, owing + LATE_FEE)
        # the reminder letter
        rem_date = date(2026, 2, 13)
        pay_by = date(2026, 2, 20)
        pdf = new_pdf("Corrib Flame Energy payment reminder", CFE, rem_date, family="serif")
        pg = pdf.page()
        pg.text(40, 60, "Corrib Flame Energy", 20, True, color=(0.85, 0.33, 0.1))
        lines_at(pg, 40, 110, [NIAMH, *HOME], 10)
        pg.right(555, 110, d_long(rem_date), 10)
        pg.text(40, 190, f"Reminder: overdue balance on account {CFE_ACC}", 12, True)
        y = pg.paragraph(40, 214, f"Dear {NIAMH.split()[0]}, our records show that your gas statement {number} "
                         f"dated {d_long(stmt)} for {eur(owing)} was not paid by its due date of "
                         f"{d_long(due)}. As set out in our terms of supply, a late payment fee has now "
                         "been added to your account.", 515, 10)
        y = kv_right(pg, 40, 380, y + 12, [("Unpaid statement amount", eur(owing)),
                                           ("Late payment fee", eur(LATE_FEE)),
                                           ("Total now due", eur(owing + LATE_FEE))], 10, 17, bold_last=True,
                     rule=True)
        y = pg.paragraph(40, y + 10, f"Please pay the total now due by {d_long(pay_by)}. If you have already "
                         "paid, please ignore this letter. If you are having difficulty paying, call us on "
                         "091 555 0348 and we will agree a payment plan with you.", 515, 10)
        pg.text(40, y + 30, "Accounts Team, Corrib Flame Energy", 10)
        add("gas_reminder", "Corrib_reminder_20260213.pdf", pdf.tobytes(),
            title=f"{CFE} payment reminder with late fee", kind="letter", created=rem_date,
            sensitivity="internal", owner="niamh", fmt="pdf",
            payments=[pay(owing + LATE_FEE, REMINDER_PAID, "gas", CFE)], category="gas",
            facts={"document_type": "payment_reminder", "issuer": CFE, "account": CFE_ACC,
                   "statement_number": number, "original_due_date": due.isoformat(),
                   "unpaid_cents": owing, "late_fee_cents": LATE_FEE,
                   "total_due_cents": owing + LATE_FEE, "pay_by": pay_by.isoformat(),
                   "paid_on": REMINDER_PAID.isoformat()})
    else:
        prev_balance = owing
        last_payment = (paid, owing) if paid else None

# ============================================================================================
# 3. Water at home: Ballyfinn Group Water Scheme (quarterly, summary box, "amount payable")
# ============================================================================================
BGW = "Ballyfinn Group Water Scheme"
BGW_CONN = "BGWS-0417"
WATER_SPECS = [  # key, statement, p0, p1, standing, m3, paid_on, remit days
    ("water_1", date(2025, 10, 14), date(2025, 8, 1), date(2025, 9, 30), 3000, 27, date(2025, 11, 3)),
    ("water_2", date(2026, 1, 13), date(2025, 10, 1), date(2025, 12, 31), 4500, 41, date(2026, 1, 27)),
    ("water_3", date(2026, 4, 14), date(2026, 1, 1), date(2026, 3, 31), 4500, 38, date(2026, 4, 30)),
]
WATER: dict[str, dict] = {}
meter = 3120 + rng.randint(0, 200)
last = None
for key, stmt, p0, p1, standing, m3, paid in WATER_SPECS:
    m3 += rng.randint(-3, 3)
    usage = m3 * 185
    total = standing + usage
    remit = stmt + timedelta(days=28) if key != "water_3" else date(2026, 5, 8)
    q = (p1.month - 1) // 3 + 1
    pdf = new_pdf(f"Ballyfinn GWS charges Q{q} {p1.year}", BGW, stmt)
    pg = pdf.page()
    pg.center(pg.width / 2, 56, "BALLYFINN GROUP WATER SCHEME CLG", 15, True)
    pg.center(pg.width / 2, 72, "Community water supply since 1974  ·  Scheme office: Ballyfinn Cross, Kilbreeda", 8.5)
    pg.line(40, 84, 555, 84, 1.2)
    lines_at(pg, 40, 112, [f"{NIAMH} & {DECLAN}", *HOME], 10)
    pg.right(555, 112, f"Date: {d_ie(stmt)}", 9.5)
    pg.right(555, 127, f"Connection no.: {BGW_CONN}", 9.5)
    pg.text(40, 190, f"Water charges for quarter {q}, {p1.year} ({d_short(p0)} - {d_short(p1)})", 11.5, True)
    # summary box
    pg.rect(150, 210, 445, 300, fill=(0.9, 0.95, 0.97), color=(0.2, 0.4, 0.55), width=1.2)
    pg.center(297, 234, "AMOUNT PAYABLE", 10, True)
    pg.center(297, 262, eur(total), 22, True)
    pg.center(297, 288, f"Please remit by {d_long(remit)}", 10)
    y = 332
    prev_read, meter = meter, meter + m3
    y = kv_right(pg, 60, 535, y, [
        ("Standing charge for the period" + (" (2 months)" if standing == 3000 else ""), eur(standing)),
        (f"Metered water  {m3} m³ x €1.85 (readings {prev_read:,} -> {meter:,})", eur(usage)),
        ("VAT", "not applicable"), ("Amount payable", eur(total))], 9.5, 17, bold_last=True, rule=True)
    y += 10
    if last:
        y = pg.paragraph(60, y, f"Thank you - your payment of {eur(last[1])} was received on {d_long(last[0])}.",
                         475, 9.5)
    pg.paragraph(60, y + 8, f"Pay by bank transfer to the scheme account IE21 MIDL 9312 0044 5107 82 quoting "
                 f"{BGW_CONN}, or in person at the scheme office on Tuesday evenings.", 475, 9)
    footer(pg, "Ballyfinn Group Water Scheme CLG - a company limited by guarantee - CRO 201447.")
    row = add(key, f"BGWS_water_Q{q}-{p1.year}.pdf", pdf.tobytes(),
              title=f"{BGW} water charges Q{q} {p1.year}", kind="utility_bill", created=stmt,
              sensitivity="internal", owner="niamh", fmt="pdf",
              payments=[pay(total, paid, "water", BGW)], category="water",
              facts=bill_facts(BGW, "water", BGW_CONN, stmt, p0, p1, remit, total, None, paid,
                               eur(total), d_long(remit), m3=m3, layout="summary_box"))
    WATER[key] = {"row": row, "total": total, "remit": remit, "paid": paid, "m3": m3, "q": q}
    last = (paid, total)

# ============================================================================================
# 4. Broadband: Skellig Fibre (monthly invoices; one as e-mail with the PDF, also saved twice)
# ============================================================================================
SKF = "Skellig Fibre"
SKF_ACC = "SKF-30418827"
SKF_SPECS = [  # key, invoice date, DD date, extra items
    ("net_12", date(2025, 12, 3), date(2025, 12, 17), [("Fibre 500 broadband - December", 1, 5500),
                                                       ("Film rental: The Long Tide", 1, 499)]),
    ("net_01", date(2026, 1, 5), date(2026, 1, 19), [("Fibre 500 broadband - January", 1, 5500),
                                                     ("Replacement Wi-Fi 6 router", 1, 3500)]),
    ("net_02", date(2026, 2, 4), date(2026, 2, 17), [("Fibre 500 broadband - February", 1, 5500)]),
    ("net_03", date(2026, 3, 3), date(2026, 3, 17), [("Fibre 500 broadband - March", 1, 5900)]),
    ("net_04", date(2026, 4, 3), date(2026, 4, 17), [("Fibre 500 broadband - April", 1, 5900),
                                                     ("Film rentals", 2, 399)]),
    ("net_05", date(2026, 5, 4), date(2026, 5, 18), [("Fibre 500 broadband - May", 1, 5900)]),
]
NET: dict[str, dict] = {}
feb_digits = None
for key, inv_date, dd, items in SKF_SPECS:
    if key == "net_03":   # a near-identical invoice number to February's
        d5 = feb_digits[:3] + feb_digits[4] + feb_digits[3]
    else:
        d5 = digits(5)
    if key == "net_02":
        feb_digits = d5
        while feb_digits[3] == feb_digits[4]:
            feb_digits = digits(5)
        d5 = feb_digits
    inv = f"SKF-{inv_date:%y%m}-{d5}"
    total = sum(q * u for _, q, u in items)
    vat = rnd(total * 23 / 123)
    p0 = date(inv_date.year, inv_date.month, 1)
    p1 = (p0 + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    pdf = new_pdf(f"Skellig Fibre invoice {inv}", SKF, inv_date)
    pg = pdf.page()
    pg.text(40, 56, "skellig", 26, True, color=(0.05, 0.5, 0.45))
    pg.text(136, 56, "fibre", 26, color=(0.05, 0.5, 0.45))
    pg.text(40, 72, "Full fibre broadband  ·  skelligfibre.example  ·  help@skelligfibre.example", 8.5)
    pg.right(555, 56, "INVOICE", 20, True)
    pg.table(330, 86, [("", 95, "l"), ("", 130, "r")],
             [["Invoice no.", inv], ["Invoice date", d_mdy(inv_date)], ["Account no.", SKF_ACC],
              ["Service month", f"{p0:%B %Y}"]], 8.5, 14, header_bold=False, header_fill=None)
    lines_at(pg, 40, 110, ["Bill to:", NIAMH, *HOME], 10, bold_first=True)
    rows = [[desc, str(q), eur(u), eur(q * u)] for desc, q, u in items]
    rows.append(["", "", "Total", eur(total)])
    y = pg.table(40, 210, [("Item", 265, "l"), ("Qty", 50, "r"), ("Unit price", 90, "r"),
                           ("Amount", 110, "r")], rows, 9, 17)
    pg.text(40, y + 16, f"All prices include VAT at 23%. VAT included in this invoice: {eur(vat)}.", 8.5)
    y += 44
    pg.rect(40, y, 555, y + 40, fill=(0.9, 0.97, 0.95), color=(0.05, 0.5, 0.45))
    pg.text(50, y + 16, f"This invoice will be debited on {d_mdy(dd)}", 11, True)
    pg.text(50, y + 31, f"from IBAN {IBAN_IE[:4]} **** **** **** **** 4418. No action needed.", 9)
    y += 64
    if key == "net_02":
        y = pg.paragraph(40, y, "Price change: from 1 March 2026 the monthly price of Fibre 500 will change "
                         "from €55.00 to €59.00. You can leave without penalty within 30 days of this notice.",
                         515, 9)
    pg.text(40, y + 8, "Your plan: Fibre 500 - up to 500 Mbps download / 100 Mbps upload.", 9)
    footer(pg, "Skellig Fibre Ltd, Caherciveen Road, Killorglin, Co. Kerry. VAT IE 9920417W.")
    paid = dd if dd <= TODAY else None
    data = pdf.tobytes()
    pdf_name = f"SkelligFibre_{inv}.pdf"
    facts = bill_facts(SKF, "internet", SKF_ACC, inv_date, p0, p1, dd, total, None, paid, eur(total),
                       d_mdy(dd), invoice_number=inv, vat_cents=vat, direct_debit=True,
                       layout="invoice_item_table")
    NET[key] = {"total": total, "dd": dd, "inv": inv, "date": inv_date, "paid": paid, "items": items}
    pays = [pay(total, paid, "internet", SKF)] if paid else []
    if key == "net_02":
        body = (f"Hi {NIAMH.split()[0]},\n\nYour Skellig Fibre invoice {inv} for {p0:%B %Y} is attached "
                f"as a PDF.\n\nTotal: {eur(total)}\nWe will collect this by direct debit on {d_long(dd)}.\n\n"
                "Manage your account at skelligfibre.example/myaccount.\n\nSkellig Fibre Billing\n")
        eml = email_with_pdf("Skellig Fibre <billing@skelligfibre.example>",
                             f"{NIAMH} <niamh.callery@postbox.example>",
                             f"Your Skellig Fibre invoice {inv}", local_time(inv_date, 6, 41, 0), body,
                             pdf_name, data, f"<{inv.lower()}.{digits(8)}@skelligfibre.example>")
        eml_name = f"{inv_date:%Y-%m-%d}_Skellig_Fibre_invoice.eml"
        ef = dict(facts, attachment=pdf_name, attachment_kind="utility_bill")
        row = add(key, eml_name, eml, title=f"Email: {SKF} broadband invoice, {p0:%B %Y}", kind="email",
                  created=inv_date, sensitivity="internal", owner="niamh", fmt="eml", payments=pays,
                  category="internet", facts=ef)
        NET[key]["row"] = row
        # the same invoice, downloaded again from the customer portal
        dup_pays = [dict(p, dup_of=row["file"]) for p in pays]
        dup = add("net_02_dup", pdf_name, data, title=f"{SKF} invoice {inv} (downloaded copy)",
                  kind="utility_bill", created=inv_date, sensitivity="internal", owner="declan", fmt="pdf",
                  payments=dup_pays, category="internet",
                  facts=dict(facts, duplicate_of=row["file"]))
        NET[key]["dup"] = dup
    else:
        NET[key]["row"] = add(key, pdf_name, data, title=f"{SKF} broadband invoice, {p0:%B %Y}",
                              kind="utility_bill", created=inv_date, sensitivity="internal", owner="niamh",
                              fmt="pdf", payments=pays, category="internet", facts=facts)

# ============================================================================================
# 5. Mobile: Corran Mobile (two lines; summary box; one bill only as a plain-text e-mail)
# ============================================================================================
CMB = "Corran Mobile"
CMB_ACC = "CM-7720-4419"
LINE_N, LINE_C = "087 214 6630", "085 214 6603"
MOB: dict[str, dict] = {}
prev = (4712, date(2025, 12, 22))
for _i, month in enumerate([1, 2, 3, 4]):
    stmt = date(2026, month, 10)
    due = date(2026, month, 24)
    paid = date(2026, month, 22)
    italy_calls = rng.randint(9, 31)  # minutes
    it_cost = italy_calls * 29
    data_addon = 500 if month in (2, 4) else 0
    n_total = 3000 + it_cost
    c_total = 1500 + data_addon
    total = n_total + c_total
    key = f"mob_{month:02d}"
    MOB[key] = {"total": total, "due": due, "paid": paid, "stmt": stmt, "n": n_total, "c": c_total,
                "it_min": italy_calls, "it_cost": it_cost, "addon": data_addon, "prev": prev}
    facts = bill_facts(CMB, "mobile", CMB_ACC, stmt, date(2026, month, 1),
                       (date(2026, month, 28) if month == 2 else date(2026, month, 30 if month == 4 else 31)),
                       due, total, prev[0], paid, eur(total), d_ie(due),
                       lines={LINE_N: n_total, LINE_C: c_total})
    if month == 2:
        body = "\n".join([
            f"Hello {NIAMH},", "",
            f"Your Corran Mobile bill for February 2026 is ready. Account {CMB_ACC}.", "",
            "=" * 46,
            f"{'Previous bill':<30}{eur(prev[0]):>16}",
            f"{'Payment - thank you':<30}{eur(-prev[0]):>16}",
            f"{'New charges':<30}{eur(total):>16}",
            "-" * 46,
            f"{'AMOUNT TO PAY':<30}{eur(total):>16}",
            f"{'Pay before':<30}{d_mdy(due):>16}",
            "=" * 46, "",
            "Charges by number:",
            f"  {LINE_N}  Corran Unlimited   {eur(3000)}  + calls to Italy {italy_calls} min {eur(it_cost)}"
            f"  = {eur(n_total)}",
            f"  {LINE_C}  Corran Smart 15    {eur(1500)}  + 5GB data add-on {eur(data_addon)}"
            f"  = {eur(c_total)}", "",
            f"We received your payment of {eur(prev[0])} on {d_ie(prev[1])} with thanks.", "",
            "Pay in the app, at corranmobile.example/pay or call 1800 270 270.",
            "This is a text-only bill; no paper bill will be posted.", "", "Corran Mobile", ""])
        eml = plain_email("Corran Mobile <bills@corranmobile.example>",
                          f"{NIAMH} <niamh.callery@postbox.example>",
                          "Your February bill from Corran Mobile", local_time(stmt, 8, 3, 0), body,
                          f"<cm{digits(10)}@corranmobile.example>")
        MOB[key]["row"] = add(key, f"{stmt:%Y-%m-%d}_Corran_Mobile_bill.eml", eml,
                              title=f"Email: {CMB} bill, February 2026 (text only)", kind="email",
                              created=stmt, sensitivity="internal", owner="niamh", fmt="eml",
                              payments=[pay(total, paid, "mobile", CMB)], category="mobile",
                              facts=dict(facts, layout="plain_text_email"))
    else:
        pdf = new_pdf(f"Corran Mobile bill {stmt:%B %Y}", CMB, stmt)
        pg = pdf.page()
        pg.text(40, 54, "CORRAN", 24, True, color=(0.45, 0.1, 0.55))
        pg.text(138, 54, "mobile", 24, color=(0.45, 0.1, 0.55))
        pg.right(555, 46, f"Bill date {d_mdy(stmt)}", 9.5)
        pg.right(555, 60, f"Account {CMB_ACC}", 9.5)
        lines_at(pg, 40, 96, [NIAMH, *HOME], 10)
        pg.rect(330, 84, 555, 156, fill=(0.45, 0.1, 0.55), color=(0.45, 0.1, 0.55))
        pg.text(342, 104, "Amount due", 10, color=(1, 1, 1))
        pg.text(342, 130, eur(total), 22, True, color=(1, 1, 1))
        pg.text(342, 148, f"Due date: {d_ie(due)}", 10, color=(1, 1, 1))
        pg.text(40, 190, "Account summary", 11, True)
        kv_right(pg, 40, 330, 208, [("Previous bill", eur(prev[0])),
                                    ("Payment received", eur(-prev[0])),
                                    ("New charges this month", eur(total)),
                                    ("Amount due", eur(total))], 9.5, 15, bold_last=True, rule=True)
        pg.text(40, 290, f"Your payment of {eur(prev[0])} was received with thanks on {d_long(prev[1])}.", 9.5)
        rows = [[LINE_N, "Corran Unlimited", eur(3000), f"Calls to Italy {italy_calls} min", eur(it_cost),
                 eur(n_total)],
                [LINE_C, "Corran Smart 15", eur(1500), "5GB data add-on" if data_addon else "-",
                 eur(data_addon), eur(c_total)]]
        pg.text(40, 322, "Charges by number", 11, True)
        pg.table(40, 330, [("Number", 85, "l"), ("Plan", 95, "l"), ("Plan", 55, "r"), ("Extras", 130, "l"),
                           ("Extras", 60, "r"), ("Line total", 90, "r")], rows, 8.5, 16)
        pg.paragraph(40, 410, "Pay in the Corran app, online at corranmobile.example/pay or by phone on "
                     "1800 270 270. Prices include VAT at 23%.", 515, 9)
        footer(pg, "Corran Mobile Ltd, Harbour Road, Dún Laoghaire, Co. Dublin. Reg. No. 733018.")
        MOB[key]["row"] = add(key, f"CorranMobile_{stmt:%b%Y}.pdf", pdf.tobytes(),
                              title=f"{CMB} bill, {stmt:%B %Y}", kind="utility_bill", created=stmt,
                              sensitivity="internal", owner="niamh", fmt="pdf",
                              payments=[pay(total, paid, "mobile", CMB)], category="mobile",
                              facts=dict(facts, layout="summary_box_lines"))
    prev = (total, paid)

# ============================================================================================
# 6. Insurance: two car policies (near-identical numbers), renewal, contents + claim scan, health
# ============================================================================================
SLV = "Slievemore Insurance DAC"
SLV_CLAIMS = "1800 931 447"
CARS = {
    "oct": {"policy": "SLV-MC-4471902", "holder": NIAMH, "driver": DECLAN, "make": "Skoda Octavia 1.6 TDI",
            "year": 2019, "reg": "191-WH-2207", "start": date(2025, 3, 15), "paid": date(2025, 3, 10),
            "ncd": 6, "owner": "niamh"},
    "kia": {"policy": "SLV-MC-4471920", "holder": DECLAN, "driver": NIAMH, "make": "Kia Ceed 1.5 T-GDi",
            "year": 2021, "reg": "211-WH-8830", "start": date(2025, 9, 1), "paid": date(2025, 8, 28),
            "ncd": 4, "owner": "declan"},
}
for ck, c in CARS.items():
    base = rng.randint(55000, 66000)
    levy = rnd(base * 5 / 100)
    c.update(base=base, levy=levy, total=base + levy,
             end=c["start"].replace(year=c["start"].year + 1) - timedelta(days=1),
             excess=30000 if ck == "oct" else 25000)
    issued = c["paid"]
    pdf = new_pdf(f"Slievemore private motor schedule {c['policy']}", SLV, issued)
    pg = pdf.page()
    band(pg, "Slievemore Insurance", "Private motor insurance  ·  slievemore.example", (0.1, 0.35, 0.2), 64, 19)
    pg.text(40, 100, "POLICY SCHEDULE - PRIVATE MOTOR", 13, True)
    pg.text(40, 116, f"Issued {d_long(issued)}. Please keep this schedule with your certificate of insurance.", 8.5)
    y = 144
    for heading, pairs in [
        ("The policy", [("Policy number", c["policy"]), ("Policyholder", c["holder"]),
                        ("Address", ", ".join(HOME)),
                        ("Period of insurance", f"{d_ie(c['start'])} to {d_ie(c['end'])} (both dates inclusive)"),
                        ("Cover", "Comprehensive")]),
        ("The vehicle", [("Make and model", f"{c['year']} {c['make']}"), ("Registration", c["reg"]),
                         ("Use", "Social, domestic, pleasure and commuting")]),
        ("Drivers", [("Policyholder", c["holder"]), ("Named driver", c["driver"]),
                     ("No claims discount", f"{c['ncd']} years")]),
        ("Premium", [("Annual premium", eur(c["base"])), ("Government levy (5%)", eur(c["levy"])),
                     ("Total annual premium", eur(c["total"])),
                     ("Payment", f"Paid in full by card on {d_ie(c['paid'])} - thank you")]),
        ("Excess", [("Own damage excess", eur(c["excess"])), ("Windscreen excess", eur(7500))]),
    ]:
        pg.rect(40, y - 11, 555, y + 4, fill=(0.88, 0.94, 0.9), color=(0.88, 0.94, 0.9))
        pg.text(44, y, heading, 10, True)
        y = kv_cols(pg, 44, y + 17, pairs, 150, 9.3, 14.5) + 8
    pg.paragraph(40, y + 4, f"To make a claim call our 24-hour claims line on {SLV_CLAIMS}. For breakdown "
                 "assistance call 1800 931 448.", 515, 9)
    footer(pg, "Slievemore Insurance DAC is regulated by the Central Bank of Ireland. Registered No. 620318.")
    c["row"] = add(f"car_{ck}", f"Slievemore_schedule_{c['policy']}_{c['start'].year}.pdf", pdf.tobytes(),
                   title=f"{SLV} motor policy schedule {c['policy']} ({c['make'].split()[0]} {c['make'].split()[1]})",
                   kind="insurance_policy", created=issued, sensitivity="internal", owner=c["owner"],
                   fmt="pdf", payments=[pay(c["total"], c["paid"], "car_insurance", SLV)],
                   category="car_insurance",
                   facts={"policy_number": c["policy"], "effective": c["start"].isoformat(),
                          "expiry": c["end"].isoformat(), "premium_cents": c["total"], "registration": c["reg"],
                          "vehicle": f"{c['year']} {c['make']}", "named_driver": c["driver"],
                          "excess_cents": c["excess"], "claims_phone": SLV_CLAIMS})

# renewal notice for the Octavia
oc = CARS["oct"]
ren_date = date(2026, 2, 20)
ren_start = oc["end"] + timedelta(days=1)
ren_base = oc["base"] + rng.randint(1500, 3500)
ren_total = ren_base + rnd(ren_base * 5 / 100)
ren_paid = date(2026, 3, 10)
ren_pay_by = date(2026, 3, 14)
pdf = new_pdf("Slievemore renewal notice", SLV, ren_date)
pg = pdf.page()
band(pg, "Slievemore Insurance", "Private motor insurance  ·  slievemore.example", (0.1, 0.35, 0.2), 64, 19)
lines_at(pg, 40, 100, [NIAMH, *HOME], 10)
pg.right(555, 100, d_long(ren_date), 10)
pg.text(40, 170, "Time to renew your car insurance", 14, True)
pg.text(40, 188, f"Policy {oc['policy']}  ·  {oc['year']} {oc['make']}  ·  {oc['reg']}", 10)
y = pg.paragraph(40, 212, f"Dear {NIAMH.split()[0]}, your policy runs out at midnight on {d_long(oc['end'])}. "
                 f"We would like to renew it for another year, from {d_long(ren_start)} to "
                 f"{d_long(ren_start.replace(year=ren_start.year + 1) - timedelta(days=1))}, on the same cover.",
                 515, 10)
y = kv_right(pg, 40, 400, y + 14, [("This year you paid", eur(oc["total"])),
                                   ("Renewal premium incl. 5% levy", eur(ren_total)),
                                   ("Payment due by", d_long(ren_pay_by))], 10.5, 19, rule=True)
pg.paragraph(40, y + 10, "Why has my price changed? Claims costs across the market have risen. Your no claims "
             f"discount has grown to {oc['ncd'] + 1} years. Pay online, in the app, or call 1800 931 440. "
             f"Claims: {SLV_CLAIMS}.", 515, 9.5)
add("car_renewal", f"Slievemore_renewal_{oc['policy']}.pdf", pdf.tobytes(),
    title=f"{SLV} renewal notice {oc['policy']} (Skoda Octavia)", kind="insurance_renewal", created=ren_date,
    sensitivity="internal", owner="niamh", fmt="pdf",
    payments=[pay(ren_total, ren_paid, "car_insurance", SLV)], category="car_insurance",
    facts={"policy_number": oc["policy"], "due": ren_pay_by.isoformat(), "renewal_start": ren_start.isoformat(),
           "renewal_premium_cents": ren_total, "previous_premium_cents": oc["total"],
           "paid_on": ren_paid.isoformat()})

# contents insurance + claim form (scanned, label and value far apart)
OAK = "Oakhaven General Insurance"
OAK_POL = "OGH-T-20917"
oak_issued, oak_start = date(2025, 7, 29), date(2025, 8, 1)
oak_end = date(2026, 7, 31)
oak_total = 21400
pdf = new_pdf("Oakhaven tenants contents schedule", OAK, oak_issued, family="serif")
pg = pdf.page()
pg.text(40, 60, "OAKHAVEN", 22, True, color=(0.3, 0.25, 0.1))
pg.text(40, 76, "General Insurance  ·  Home  ·  Contents  ·  oakhaven.example", 9)
pg.text(40, 120, "Renters' Contents Insurance - Schedule of Cover", 14, True)
y = kv_cols(pg, 40, 150, [("Policy no.", OAK_POL), ("Insured", f"{NIAMH} and {DECLAN}"),
                          ("Address insured", ", ".join(HOME)), ("From", d_long(oak_start)),
                          ("To", d_long(oak_end))], 130, 10, 17)
pg.table(40, y + 6, [("Section", 250, "l"), ("Sum insured / limit", 130, "r"), ("Excess", 120, "r")],
         [["Contents (inside the home)", eur(4500000), eur(25000)],
          ["Unspecified personal belongings (all risks)", eur(300000), eur(25000)],
          ["Escape of water", "included", eur(50000)],
          ["Tenant's liability", eur(200000000), "nil"]], 9.5, 18)
y += 110
y = pg.paragraph(40, y, f"Annual premium including 5% government levy: {eur(oak_total)}, paid in full on "
                 f"{d_long(oak_issued)}. Standard excess {eur(25000)} per claim unless a different excess "
                 "is shown above. Flood cover is excluded at this address.", 515, 10)
pg.paragraph(40, y + 8, "Claims: call 01 555 0770 or complete a claim form and post it to Oakhaven Claims, "
             "PO Box 2290, Cork.", 515, 10)
add("home_policy", "Oakhaven_contents_schedule_2025.pdf", pdf.tobytes(),
    title=f"{OAK} renters' contents policy schedule 2025-2026", kind="insurance_policy", created=oak_issued,
    sensitivity="internal", owner="niamh", fmt="pdf", payments=[pay(oak_total, oak_issued, "home_insurance", OAK)],
    category="home_insurance",
    facts={"policy_number": OAK_POL, "effective": oak_start.isoformat(), "expiry": oak_end.isoformat(),
           "contents_cents": 4500000, "excess_cents": 25000, "water_excess_cents": 50000,
           "premium_cents": oak_total})

claim_date, incident = date(2026, 1, 12), date(2026, 1, 9)
claim_amt = 114000
cpdf = new_pdf("claim form", OAK, claim_date, family="mono")
pg = cpdf.page()
pg.text(40, 50, "OAKHAVEN GENERAL INSURANCE - HOME CLAIM FORM", 13, True, family="sans")
pg.text(40, 66, "Please complete in BLOCK CAPITALS. Answer every question.", 8.5, family="sans")
fields = [("1. Policy number", OAK_POL), ("2. Name of policyholder", NIAMH.upper()),
          ("3. Address of the insured home", HOME[0].upper()),
          ("", f"{HOME[1].upper()}, {HOME[2].upper()}"),
          ("4. Date of loss / damage", d_ie(incident)), ("5. Time discovered", "07:40"),
          ("6. What happened?", "BURST PIPE UNDER KITCHEN SINK"),
          ("", "WATER DAMAGED FLOOR RUG, BIN UNIT AND"), ("", "STORED LAPTOP BAG"),
          ("7. Has a plumber attended?", "YES - T. HOGAN PLUMBING"),
          ("8. Total amount claimed", eur(claim_amt)), ("9. Bank account for settlement", "IBAN ENDING 4418"),
          ("10. Signature", "N. Callery"), ("11. Date", d_ie(claim_date))]
y = 104
for label, value in fields:
    if label:
        pg.text(40, y, label, 10, family="sans")
    pg.line(330, y + 3, 555, y + 3, 0.4, (0.5, 0.5, 0.5))
    pg.text(336, y, value, 10, family="mono")
    y += 30 if label else 24
pg.text(40, y + 20, "For office use only: claim ref. ______   handler ______", 8, family="sans")
scan = scan_pdf(cpdf.tobytes(), random.Random(f"{SEED}-claim"), 0.9, dpi=170, quality=58)
add("claim", "Scan_20260112_0003.pdf", scan, title="Scanned home insurance claim form (burst pipe)",
    kind="claim_form", created=claim_date, sensitivity="internal", owner="niamh", fmt="scan_pdf", payments=[],
    category="home_insurance",
    facts={"policy_number": OAK_POL, "incident_date": incident.isoformat(), "claimed_cents": claim_amt,
           "cause": "burst pipe under kitchen sink", "image_only": True, "dpi": 170},
    ocr_facts=[OAK_POL, d_ie(incident), "BURST PIPE", eur(claim_amt)])

# health insurance
VH = "Verity Health"
VH_NO = "VH 5520 8713"
vh_start, vh_paid = date(2025, 6, 1), date(2025, 5, 28)
vh_total = 326400
vh_ren_total = vh_total + 100 * rng.randint(180, 260) + 60
vh_ren_date, vh_ren_start = date(2026, 5, 2), date(2026, 6, 1)
pdf = new_pdf("Verity Health membership certificate", VH, vh_paid)
pg = pdf.page()
pg.rect(40, 40, 555, 100, fill=(0.0, 0.45, 0.65), color=(0.0, 0.45, 0.65))
pg.text(56, 68, "Verity Health", 22, True, color=(1, 1, 1))
pg.text(56, 88, "Membership certificate 2025/2026", 11, color=(1, 1, 1))
y = kv_cols(pg, 56, 134, [("Membership number", VH_NO), ("Plan", "Verity Essential Plus"),
                          ("Main member", NIAMH), ("Members covered", f"{NIAMH}, {DECLAN}, {CIARAN}"),
                          ("Cover starts", d_long(vh_start)),
                          ("Renewal date", d_long(vh_start.replace(year=2026))),
                          ("Annual premium (after tax relief at source)", eur(vh_total)),
                          ("Paid", f"in full on {d_ie(vh_paid)}")], 220, 10, 18)
pg.paragraph(56, y + 10, "Hospital excess: €150 per admission in a private hospital. Out-patient benefit: "
             "€40 per GP visit, up to 6 visits per member per year. Keep this certificate for your records.",
             480, 9.5)
add("health_cert", "VerityHealth_certificate_2025.pdf", pdf.tobytes(),
    title=f"{VH} membership certificate 2025-2026", kind="insurance_policy", created=vh_paid,
    sensitivity="internal", owner="niamh", fmt="pdf", payments=[pay(vh_total, vh_paid, "health_insurance", VH)],
    category="health_insurance",
    facts={"policy_number": VH_NO, "effective": vh_start.isoformat(), "expiry": "2026-05-31",
           "premium_cents": vh_total, "plan": "Verity Essential Plus"})
pdf = new_pdf("Verity Health renewal", VH, vh_ren_date)
pg = pdf.page()
pg.text(40, 60, "Verity Health", 20, True, color=(0.0, 0.45, 0.65))
lines_at(pg, 40, 100, [NIAMH, *HOME], 10)
pg.right(555, 100, d_ie(vh_ren_date), 10)
pg.text(40, 170, f"Your renewal - membership {VH_NO}", 13, True)
y = pg.paragraph(40, 192, f"Your cover on Verity Essential Plus for {NIAMH}, {DECLAN} and {CIARAN} renews on "
                 f"{d_long(vh_ren_start)}. Below is your premium for the year ahead.", 515, 10)
y = kv_right(pg, 40, 420, y + 12, [("Premium 2025/2026", eur(vh_total)), ("Premium 2026/2027", eur(vh_ren_total)),
                                   ("Amount to pay", eur(vh_ren_total)),
                                   ("Pay on or before", d_ie(vh_ren_start))], 10, 18, bold_last=False, rule=True)
pg.paragraph(40, y + 10, "If you want to switch plan, call us before your renewal date on 1850 222 019. "
             "If we do not hear from you, your membership continues on the same plan.", 515, 10)
add("health_renewal", "VerityHealth_renewal_2026.pdf", pdf.tobytes(), title=f"{VH} renewal notice 2026",
    kind="insurance_renewal", created=vh_ren_date, sensitivity="internal", owner="niamh", fmt="pdf", payments=[],
    category="health_insurance",
    facts={"policy_number": VH_NO, "due": vh_ren_start.isoformat(), "renewal_premium_cents": vh_ren_total,
           "previous_premium_cents": vh_total})

# ============================================================================================
# 7. Tenancy agreement and renewal
# ============================================================================================
LANDLORD, AGENT, AGENCY = "Bernadette Kinsella", "Conleth Maguire", "Maguire & Rowe Lettings"
RENT, RENT_NEW, DEPOSIT = 185000, 192500, 185000
LEASE_START, LEASE_END, LEASE_NEW_END = date(2025, 8, 1), date(2026, 7, 31), date(2027, 7, 31)
RENT_NEW_FROM = date(2026, 8, 1)
NOTICE_DAYS = 35
RTB_NO = "RT0044-2219-T"
lease_signed, renewal_signed = date(2025, 7, 20), date(2026, 4, 20)
pdf = new_pdf("Tenancy agreement 4 Glenmurry Terrace", LANDLORD, lease_signed, family="serif")
pg = pdf.page()
pg.center(297, 60, "RESIDENTIAL TENANCY AGREEMENT", 15, True)
pg.center(297, 78, f"4 Glenmurry Terrace, Kilbreeda, Co. Westmeath  ·  RTB registration no. {RTB_NO}", 9)
clauses = [
    f"THIS AGREEMENT is made on {d_long(lease_signed)} between {LANDLORD} of 11 Abbey Lane, Mullingar "
    f"(\"the Landlord\") and {NIAMH} and {DECLAN} (\"the Tenants\").",
    f"1. PREMISES. The Landlord lets to the Tenants the dwelling at {', '.join(HOME)} together with the "
    "furniture and appliances listed in the inventory.",
    f"2. TERM. The tenancy is for a fixed term of twelve months beginning on {d_long(LEASE_START)} and ending "
    f"on {d_long(LEASE_END)}.",
    f"3. RENT. The rent is {eur(RENT)} per calendar month, payable in advance on the first day of each month "
    "by standing order to the Landlord's account.",
    f"4. DEPOSIT. The Tenants have paid a deposit of {eur(DEPOSIT)}, to be returned within 14 days of the end "
    "of the tenancy less any amount properly retained for arrears or damage beyond normal wear and tear.",
    "5. UTILITIES. The Tenants are responsible for electricity, gas, the group water scheme charges and "
    "broadband, and shall register these accounts in their own names.",
    "6. REPAIRS. The Landlord is responsible for structural repairs and for the boiler. The Tenants shall "
    "report any leak or defect promptly.",
    f"7. NOTICE. Either Tenant may end the tenancy at the end of the term by giving the Landlord not less than "
    f"{NOTICE_DAYS} days' written notice before the end date.",
    "8. PETS. No pets shall be kept without the Landlord's written consent.",
    "9. INSURANCE. The Landlord insures the building; the Tenants are advised to insure their own contents.",
]
y = 110
for cl in clauses:
    y = pg.paragraph(40, y, cl, 515, 10, leading=1.4) + 6
pg2 = pdf.page()
pg2.text(40, 60, "SIGNED by the parties:", 11, True)
y = 96
for role, name in [("Landlord", LANDLORD), ("Tenant", NIAMH), ("Tenant", DECLAN)]:
    pg2.text(40, y, f"{role}:", 10, True)
    pg2.text(130, y, f"{name}", 13, family="serif", color=(0.1, 0.1, 0.5))
    pg2.line(130, y + 4, 330, y + 4, 0.4)
    pg2.text(130, y + 16, f"Print name: {name}      Date: {d_ie(lease_signed)}", 8.5)
    y += 56
pg2.text(40, y, "Witness: Aoife Brannigan, 2 Church Street, Kilbreeda", 9)
add("lease", "Tenancy_Agreement_Glenmurry_signed.pdf", pdf.tobytes(),
    title="Residential tenancy agreement, 4 Glenmurry Terrace", kind="lease", created=lease_signed,
    sensitivity="internal", owner="niamh", fmt="pdf", payments=[],
    facts={"rent_cents": RENT, "deposit_cents": DEPOSIT, "start": LEASE_START.isoformat(),
           "end": LEASE_END.isoformat(), "signers": [LANDLORD, NIAMH, DECLAN], "notice_days": NOTICE_DAYS,
           "rtb_registration": RTB_NO, "rent_day": 1})
pdf = new_pdf("Tenancy renewal 4 Glenmurry Terrace", AGENCY, renewal_signed, family="serif")
pg = pdf.page()
pg.text(40, 56, AGENCY, 14, True)
pg.text(40, 70, "Letting agents  ·  Market Square, Mullingar", 8.5)
pg.center(297, 110, "RENEWAL AND VARIATION OF TENANCY", 14, True)
y = 136
for cl in [
    f"Property: {', '.join(HOME)}. Original agreement dated {d_long(lease_signed)} between {LANDLORD} and "
    f"{NIAMH} and {DECLAN}.",
    f"A. The term of the tenancy is renewed for a further twelve months so that it now ends on "
    f"{d_long(LEASE_NEW_END)}.",
    f"B. With effect from {d_long(RENT_NEW_FROM)} the monthly rent will be {eur(RENT_NEW)}. Until that date the "
    f"rent remains {eur(RENT)}.",
    f"C. {AGENT} of {AGENCY} is appointed as the Landlord's agent for all notices and repairs.",
    "D. All other terms of the original agreement continue to apply, including the deposit and the notice "
    "the Tenants must give before the end of the term.",
]:
    y = pg.paragraph(40, y, cl, 515, 10, leading=1.4) + 8
y += 10
for role, name, extra in [("For the Landlord", AGENT, f"(agent, on behalf of {LANDLORD})"),
                          ("Tenant", NIAMH, ""), ("Tenant", DECLAN, "")]:
    pg.text(40, y, f"{role}:", 10, True)
    pg.text(150, y, name, 13, color=(0.1, 0.1, 0.5))
    pg.line(150, y + 4, 350, y + 4, 0.4)
    pg.text(150, y + 16, f"{name} {extra}   {d_ie(renewal_signed)}".replace("  ", " "), 8.5)
    y += 52
add("lease_renewal", "Tenancy_Renewal_2026_signed.pdf", pdf.tobytes(), title="Tenancy renewal and rent variation 2026",
    kind="lease_amendment", created=renewal_signed, sensitivity="internal", owner="niamh", fmt="pdf", payments=[],
    facts={"rent_cents": RENT_NEW, "rent_from": RENT_NEW_FROM.isoformat(), "end": LEASE_NEW_END.isoformat(),
           "signers": [AGENT, NIAMH, DECLAN]})

# ============================================================================================
# 8. Payslips, tax statement (confidential)
# ============================================================================================
EMP_N, EMP_D = "Brosna Biologics Ltd", "Kinnegad & Moyle Architects"


def payslip_numbers(gross):
    from decimal import Decimal
    pension = rnd(gross * 5 / 100)
    taxable = gross - pension
    band_ = 366667
    paye = rnd(min(taxable, band_) * 20 / 100) + rnd(max(0, taxable - band_) * 40 / 100) - 33333
    usc = rnd(Decimal(min(gross, 100100)) * Decimal("0.005"))
    usc += rnd(Decimal(max(0, min(gross, 228183) - 100100)) * Decimal("0.02"))
    usc += rnd(Decimal(max(0, min(gross, 583700) - 228183)) * Decimal("0.03"))
    prsi = rnd(gross * 42 / 1000)
    net = gross - pension - paye - usc - prsi
    return {"gross": gross, "pension": pension, "paye": paye, "usc": usc, "prsi": prsi, "net": net}


PAY: dict[str, dict] = {}
for who, emp, gross, paydays in [("niamh", EMP_N, 541667, [date(2026, 3, 26), date(2026, 4, 24)]),
                                  ("declan", EMP_D, 465000, [date(2026, 3, 27), date(2026, 4, 28)])]:
    name = NIAMH if who == "niamh" else DECLAN
    for pd in paydays:
        n = payslip_numbers(gross)
        pdf = new_pdf(f"Payslip {name} {pd:%B %Y}", emp, pd, family="mono" if who == "declan" else "sans")
        pg = pdf.page()
        pg.text(40, 54, emp, 15, True)
        pg.text(40, 70, "PAYSLIP - PRIVATE AND CONFIDENTIAL", 9)
        kv_cols(pg, 40, 100, [("Employee", name), ("Employee no.", "E" + digits(5)),
                              ("PPSN", "*******" + digits(1) + "T"), ("Pay period", f"{pd:%B %Y} (monthly)"),
                              ("Pay date", d_ie(pd)), ("Tax basis", "Cumulative")], 110, 9.5, 15)
        pg.table(40, 210, [("Earnings", 180, "l"), ("Amount", 90, "r")],
                 [["Basic salary", plain(n["gross"])], ["Gross pay", plain(n["gross"])]], 9.5, 17)
        pg.table(320, 210, [("Deductions", 145, "l"), ("Amount", 90, "r")],
                 [["PAYE income tax", plain(n["paye"])], ["USC", plain(n["usc"])],
                  ["PRSI (Class A1)", plain(n["prsi"])],
                  ["Pension (5%)", plain(n["pension"])],
                  ["Total deductions", plain(n["pension"] + n["paye"] + n["usc"] + n["prsi"])]], 9.5, 17)
        pg.rect(320, 330, 555, 360, fill=(0.92, 0.92, 0.92), color=(0.5, 0.5, 0.5))
        pg.text(330, 350, "NET PAY", 11, True)
        pg.right(545, 350, eur(n["net"]), 12, True)
        pg.text(40, 390, f"Paid by credit transfer to IBAN ending 4418 on {d_ie(pd)}.", 9)
        k = f"pay_{who}_{pd:%m}"
        PAY[k] = dict(n, date=pd, employer=emp, name=name)
        PAY[k]["row"] = add(k, f"Payslip_{pd:%Y-%m}_{name.split()[0][0]}{name.split()[1]}.pdf", pdf.tobytes(),
                            title=f"Payslip {name} {pd:%B %Y}", kind="payslip", created=pd,
                            sensitivity="confidential", owner=who, fmt="pdf",
                            payments=[pay(n["net"], pd, "salary", emp, "in")],
                            facts={"gross_cents": n["gross"], "net_cents": n["net"], "paye_cents": n["paye"],
                                   "usc_cents": n["usc"], "prsi_cents": n["prsi"], "pay_date": pd.isoformat()})

TAX_ISSUED, TAX_REFUND_DATE = date(2026, 3, 5), date(2026, 3, 11)
tax_income = 5580000
tax_due = 1187420
tax_paid = tax_due + 61240
tax_refund = tax_paid - tax_due
TAX_REF = "SOL-2025-" + digits(7)
TAX_QUERY_BY = date(2026, 4, 30)
pdf = new_pdf("Statement of Liability 2025", "National Tax Office", TAX_ISSUED, family="serif")
pg = pdf.page()
pg.text(40, 56, "National Tax Office", 16, True)
pg.text(40, 72, "Oifig Náisiúnta Cánach  ·  PAYE Services", 9)
lines_at(pg, 40, 110, [DECLAN, *HOME], 10)
kv_cols(pg, 340, 110, [("Document", "Statement of Liability"), ("Tax year", "2025"), ("Reference", TAX_REF),
                       ("Date of issue", d_long(TAX_ISSUED))], 80, 9, 14)
pg.text(40, 200, "Statement of Liability for the year 2025", 13, True)
y = kv_right(pg, 40, 480, 226, [("Total gross income", eur(tax_income)),
                                ("Total tax liability for 2025 (after credits)", eur(tax_due)),
                                ("Tax deducted by your employer", eur(tax_paid)),
                                ("Overpayment - refund due to you", eur(tax_refund))], 10, 18,
                 bold_last=True, rule=True)
y = pg.paragraph(40, y + 14, f"The refund of {eur(tax_refund)} will be paid to your bank account ending 4418 "
                 "within 5 working days. If you believe any of the figures above is wrong, contact us through "
                 f"your online account by {d_long(TAX_QUERY_BY)}.", 515, 10)
add("tax", "Statement_of_Liability_2025_DFurlong.pdf", pdf.tobytes(),
    title="National Tax Office statement of liability 2025 (Declan)", kind="tax_letter", created=TAX_ISSUED,
    sensitivity="confidential", owner="declan", fmt="pdf",
    payments=[pay(tax_refund, TAX_REFUND_DATE, "tax_refund", "National Tax Office", "in")],
    facts={"reference": TAX_REF, "tax_year": 2025, "liability_cents": tax_due, "paid_cents": tax_paid,
           "refund_cents": tax_refund, "query_deadline": TAX_QUERY_BY.isoformat()})

# ============================================================================================
# 9. Receipts (phone photos) and warranty cards; school notices
# ============================================================================================
PHOTOS: dict[str, dict] = {}


def photo(key, fname, fmt, lines, created, owner, store, total, currency, category, items, angle, ocr,
          sub=None, tax=None, png=False, sideways=False, blur=0.6, title=None, language=None):
    r = random.Random(f"{SEED}-{fname}")
    jpg = receipt_photo(lines, r, angle, blur=blur)
    if png:
        data = to_png(jpg)
    elif sideways:
        data = rotate_jpg(jpg)
    else:
        data = jpg
    facts = {"store": store, "total_cents": total, "date": created.isoformat(), "items": items}
    if sub is not None:
        facts.update(subtotal_cents=sub, tax_cents=tax)
    if sideways:
        facts["rotated"] = 90
    if language:
        facts["language"] = language
    PHOTOS[key] = add(key, fname, data, title=title or f"Receipt photo: {store}, {created.isoformat()}",
                      kind="receipt", created=created, sensitivity="internal", owner=owner, fmt=fmt,
                      payments=[pay(total, created, category, store, currency=currency)], category=category,
                      facts=facts, ocr_facts=ocr)


# washing machine
wm_date = date(2025, 9, 13)
wm_items = [("WM-8140 WASHER 8KG", 54900), ("DELIVERY & INSTALL", 2500), ("TAKE-BACK OLD UNIT", 2000)]
wm_total = sum(a for _, a in wm_items)
wm_vat = rnd(wm_total * 23 / 123)
photo("rcpt_wm", "IMG_20250913_142211.jpg", "photo_jpg",
      ["*^HARRIGAN'S ELECTRICAL", "^Bridge Street, Kilbreeda", "^VAT No. IE 6409112H", "",
       f"Date: {d_ie(wm_date)}   14:22", "Invoice: HE-" + digits(6), ""] +
      [(d, plain(a)) for d, a in wm_items] + ["", ("*TOTAL EUR", plain(wm_total)),
                                             ("VAT @23% incl.", plain(wm_vat)),
                                             ("VISA DEBIT ****4418", plain(wm_total)),
                                             "", "^Thank you - keep for guarantee"],
      wm_date, "declan", "Harrigan's Electrical", wm_total, "EUR", "appliances",
      [d for d, _ in wm_items], 4.0, ["HARRIGAN'S ELECTRICAL", plain(wm_total), d_ie(wm_date)],
      sub=wm_total - wm_vat, tax=wm_vat)
# laptop (PNG, shaded)
lt_date = date(2026, 1, 24)
lt_items = [("AERO 14 LAPTOP 16GB", 89900), ("NEOPRENE SLEEVE 14IN", 2999)]
lt_total = sum(a for _, a in lt_items)
lt_vat = rnd(lt_total * 23 / 123)
photo("rcpt_laptop", "PXL_20260124_161502.png", "photo_png",
      ["*^PIXELPOINT COMPUTERS", "^Unit 4, Athlone Retail Park", "", f"{d_ie(lt_date)} 16:15  Till 2",
       ""] + [(d, eur(a)) for d, a in lt_items] + ["", ("*TOTAL", eur(lt_total)), ("incl. VAT 23%", eur(lt_vat)),
                                                   ("Mastercard contactless", eur(lt_total)), "",
                                                   "^Serial: CVA14-0093-2271", "^2 year manufacturer warranty"],
      lt_date, "niamh", "PixelPoint Computers", lt_total, "EUR", "electronics", [d for d, _ in lt_items], -3.0,
      ["PIXELPOINT COMPUTERS", eur(lt_total), d_ie(lt_date)], sub=lt_total - lt_vat, tax=lt_vat, png=True)
# hardware (sideways photo)
hw_date = date(2026, 3, 21)
hw_items = [("SILICONE CLEAR", 899), ("PTFE TAPE 12MM X2", 398), ("ELBOW 15MM", 645),
            ("MOP & BUCKET SET", 2499), ("LED BULB GU10 4PK", 1499)]
hw_total = sum(a for _, a in hw_items)
photo("rcpt_hw", "IMG_20260321_101433.jpg", "photo_jpg",
      ["*^MULCAHY'S HARDWARE", "^Main St, Kilbreeda  044 555 0121", "", f"Sale {d_ie(hw_date)} 10:14", ""] +
      [(d, plain(a)) for d, a in hw_items] + ["", ("*TOTAL DUE", plain(hw_total)), ("CASH", "70.00"),
                                             ("CHANGE", plain(7000 - hw_total)), "", "^No refund without receipt"],
      hw_date, "declan", "Mulcahy's Hardware", hw_total, "EUR", "home_improvement", [d for d, _ in hw_items], 2.0,
      ["MULCAHY'S HARDWARE", plain(hw_total), d_ie(hw_date)], sideways=True)
# Belfast, sterling
bf_date = date(2026, 2, 14)
bf_items = [("RAIN JACKET WOMENS M", 6499), ("WOOL SOCKS 2PK", 1299), ("WATER BOTTLE 750ML", 799)]
bf_total = sum(a for _, a in bf_items)
bf_vat = rnd(bf_total * 20 / 120)
photo("rcpt_gbp", "IMG_20260214_170211.jpg", "photo_jpg",
      ["*^LAGANSIDE OUTDOOR CO.", "^14 Donegall Arcade, Belfast BT1", "^VAT Reg GB 402 7719 18", "",
       f"{bf_date:%d/%m/%y}  17:02", ""] + [(d, gbp(a)) for d, a in bf_items] +
      ["", ("*TOTAL", gbp(bf_total)), ("VAT 20% incl.", gbp(bf_vat)), ("Card (EUR card) GBP", gbp(bf_total)), "",
       "^Thank you for shopping local"],
      bf_date, "niamh", "Laganside Outdoor Co.", bf_total, "GBP", "shopping", [d for d, _ in bf_items], -5.0,
      ["LAGANSIDE OUTDOOR", gbp(bf_total)], sub=bf_total - bf_vat, tax=bf_vat, blur=0.9)

# warranty cards
WM_SERIAL, LT_SERIAL = "BRK8140-5521937", "CVA14-0093-2271"
WM_MONTHS, LT_MONTHS = 24, 24
wm_valid = wm_date.replace(year=wm_date.year + 2)
lt_valid = lt_date.replace(year=lt_date.year + 2)
pdf = new_pdf("Brennock guarantee card", "Brennock Appliances", wm_date)
pg = pdf.page()
pg.rect(60, 60, 535, 360, color=(0.2, 0.2, 0.2), width=1.5)
pg.text(80, 96, "BRENNOCK", 22, True)
pg.text(80, 114, "Guarantee registration card", 11)
kv_cols(pg, 80, 150, [("Model", "WM-8140 washing machine, 8 kg"), ("Serial number", WM_SERIAL),
                      ("Date of purchase", d_ie(wm_date)), ("Purchased from", "Harrigan's Electrical, Kilbreeda"),
                      ("Guarantee", f"{WM_MONTHS} months parts and labour"), ("Guarantee expires", d_ie(wm_valid))],
        130, 10, 20)
pg.paragraph(80, 290, "Keep this card with your proof of purchase. Service line 1890 301 220.", 430, 9)
add("warr_wm", "warranty_Brennock_WM8140.pdf", pdf.tobytes(), title="Guarantee card: Brennock WM-8140 washing machine",
    kind="warranty", created=wm_date, sensitivity="public", owner="declan", fmt="pdf", payments=[],
    facts={"model": "WM-8140", "serial": WM_SERIAL, "purchased": wm_date.isoformat(), "months": WM_MONTHS,
           "valid_until": wm_valid.isoformat()})
pdf = new_pdf("Corvane limited warranty", "Corvane", lt_date)
pg = pdf.page()
pg.text(40, 60, "CORVANE", 20, True, color=(0.3, 0.3, 0.35))
pg.text(40, 80, "Limited Hardware Warranty - Aero 14", 12)
y = pg.paragraph(40, 110, f"Corvane warrants the Aero 14 notebook, serial number {LT_SERIAL}, against defects in "
                 f"materials and workmanship for a period of {LT_MONTHS} months from the original date of retail "
                 "purchase shown on your receipt. Batteries are covered for 12 months.", 515, 10)
pg.paragraph(40, y + 8, "To claim, contact support.corvane.example with your serial number and proof of "
             "purchase. Accidental damage and liquid damage are not covered.", 515, 10)
add("warr_lt", "warranty_Corvane_Aero14.pdf", pdf.tobytes(), title="Warranty card: Corvane Aero 14 laptop",
    kind="warranty", created=lt_date, sensitivity="public", owner="niamh", fmt="pdf", payments=[],
    facts={"model": "Aero 14", "serial": LT_SERIAL, "purchased": lt_date.isoformat(), "months": LT_MONTHS,
           "valid_until": None})

# school notices (public, owned by the teen)
SCHOOL = "Kilbreeda Community College"
TY_DATE, TY_FEE, TY_PAY_BY = date(2026, 5, 21), 14500, date(2026, 5, 15)
EXAMS_START, SPORTS_DAY = date(2026, 6, 3), date(2026, 5, 29)
pdf = new_pdf("TY trip notice", SCHOOL, date(2026, 4, 22))
pg = pdf.page()
pg.center(297, 60, SCHOOL, 16, True)
pg.center(297, 78, "Transition Year Office", 10)
y = pg.paragraph(40, 120, "Dear Parents and Guardians,", 515, 10.5)
y = pg.paragraph(40, y + 6, f"Transition Year students will travel to the Burren and Galway city on "
                 f"{d_long(TY_DATE)}, leaving the school car park at 7.30am and returning at about 8pm. The "
                 f"trip includes a guided geology walk, a visit to the Aran ferry terminal and lunch.", 515, 10.5)
y = pg.paragraph(40, y + 6, f"The cost is {eur(TY_FEE)} per student, payable through the school payments app by "
                 f"{d_long(TY_PAY_BY)}. Please return the signed consent slip by the same date.", 515, 10.5)
pg.paragraph(40, y + 6, "Students should bring a rain jacket, walking shoes and a packed snack. - Ms. Orla Tiernan, "
             "TY Coordinator", 515, 10.5)
add("school_ty", "KCC_TY_trip_Burren_2026.pdf", pdf.tobytes(),
    title="School notice: Transition Year trip to the Burren",
    kind="school_notice", created=date(2026, 4, 22), sensitivity="public", owner="ciaran", fmt="pdf", payments=[],
    facts={"trip": TY_DATE.isoformat(), "fee_cents": TY_FEE, "pay_by": TY_PAY_BY.isoformat()})
pdf = new_pdf("Summer term dates", SCHOOL, date(2026, 4, 28))
pg = pdf.page()
pg.center(297, 60, SCHOOL, 16, True)
pg.center(297, 78, "Summer term - key dates for students", 10)
pg.table(80, 110, [("What", 250, "l"), ("When", 185, "l")],
         [["Sports day (full school)", f"{SPORTS_DAY:%A} {d_long(SPORTS_DAY)}"],
          ["Summer exams begin (1st, 2nd and TY)", f"{EXAMS_START:%A} {d_long(EXAMS_START)}"],
          ["Last day of term", f"Friday {d_long(date(2026, 6, 12))}"]], 10, 20)
pg.paragraph(80, 210, "Exam timetables will be given out in class. Students must wear full uniform on exam days.",
             435, 10)
add("school_dates", "KCC_summer_term_2026.pdf", pdf.tobytes(), title="School notice: summer term key dates",
    kind="school_notice", created=date(2026, 4, 28), sensitivity="public", owner="ciaran", fmt="pdf", payments=[],
    facts={"sports_day": SPORTS_DAY.isoformat(), "exams_start": EXAMS_START.isoformat()})

# ============================================================================================
# 10. Spain: holiday apartment (Spanish-language papers)
# ============================================================================================
EMJ = "Eléctrica Marjal, S.A."
CUPS = "ES0031408277150093KQ0F"
EMJ_CONTRACT = "CM-3318207"
ES_ACC = "ES91 2100 **** **** **** 2291"
ES_ELEC: dict[str, dict] = {}
for key, stmt, p0, p1, kwh, cargo in [
    ("es_elec_1", date(2025, 12, 11), date(2025, 10, 1), date(2025, 11, 30), 96, date(2025, 12, 23)),
    ("es_elec_2", date(2026, 2, 10), date(2025, 12, 1), date(2026, 1, 31), 212, date(2026, 2, 24)),
    ("es_elec_3", date(2026, 4, 13), date(2026, 2, 1), date(2026, 3, 31), 148, date(2026, 4, 27)),
]:
    kwh += rng.randint(-8, 8)
    days = (p1 - p0).days + 1
    pot = rnd(Decimal("3.45") * days * Decimal("8.21"))           # 3,45 kW x days x 0,0821 €/kW día
    ene = rnd(Decimal(kwh) * Decimal("14.87"))
    iee = rnd(Decimal(pot + ene) * Decimal("0.0511269632"))
    alq = rnd(Decimal(days) * Decimal("2.66"))
    base = pot + ene + iee + alq
    iva = rnd(base * 21 / 100)
    total = base + iva
    num = f"FE{stmt:%y}-{digits(7)}"
    pdf = new_pdf(f"Factura {num}", EMJ, stmt)
    pg = pdf.page()
    pg.text(40, 54, "eléctrica marjal", 20, True, color=(0.9, 0.45, 0.0))
    pg.text(40, 70, "Comercializadora de electricidad · marjal.example · Atención al cliente 900 812 455", 8.5)
    pg.right(555, 54, "FACTURA DE ELECTRICIDAD", 12, True)
    lines_at(pg, 330, 100, ["Titular del contrato:", DECLAN, *SPAIN], 9.5, bold_first=True)
    y = kv_cols(pg, 40, 100, [("Nº de factura", num), ("Fecha de emisión", d_ie(stmt)),
                              ("Periodo de facturación", f"del {d_ie(p0)} al {d_ie(p1)}"),
                              ("Nº de contrato", EMJ_CONTRACT), ("CUPS", CUPS),
                              ("Potencia contratada", "3,45 kW")], 110, 8.8, 14)
    pg.rect(40, 200, 555, 238, fill=(1.0, 0.93, 0.85), color=(0.9, 0.45, 0.0))
    pg.text(52, 224, "IMPORTE TOTAL DE LA FACTURA", 12, True)
    pg.right(543, 224, es_amt(total), 16, True)
    y = 268
    pg.text(40, y, "Detalle de la factura", 11, True)
    kv_right(pg, 40, 420, y + 20, [
        (f"Término de potencia  3,45 kW x {days} días x 0,0821 €/kW día", es_amt(pot)),
        (f"Energía consumida  {kwh} kWh x 0,1487 €/kWh", es_amt(ene)),
        ("Impuesto sobre la electricidad  5,11%", es_amt(iee)),
        (f"Alquiler de equipos de medida  {days} días", es_amt(alq)),
        ("Base imponible", es_amt(base)), ("IVA 21%", es_amt(iva)), ("TOTAL", es_amt(total))],
        9.2, 16, bold_last=True, rule=True)
    pg.paragraph(40, 420, f"Forma de pago: domiciliación bancaria. El importe se cargará en su cuenta {ES_ACC} "
                 f"el {d_ie(cargo)}.", 515, 9.5)
    pg.text(40, 450, f"Consumo del periodo: {kwh} kWh (lectura real). Consumo medio diario: "
            f"{str(round(kwh / days, 2)).replace('.', ',')} kWh.", 9)
    footer(pg, "Eléctrica Marjal, S.A. · CIF A-03994471 · Avda. de la Estación 40, 03700 Dénia (Alicante)")
    ES_ELEC[key] = {"total": total, "cargo": cargo, "stmt": stmt, "num": num, "kwh": kwh, "p0": p0, "p1": p1}
    ES_ELEC[key]["row"] = add(key, f"Factura_Marjal_{stmt:%Y-%m}.pdf", pdf.tobytes(),
                              title=f"{EMJ} factura de electricidad {MESES[stmt.month - 1]} {stmt.year} "
                                    "(apartamento Villafrena)",
                              kind="utility_bill", created=stmt, sensitivity="internal", owner="declan", fmt="pdf",
                              payments=[pay(total, cargo, "electricity", EMJ)], category="electricity",
                              facts=bill_facts(EMJ, "electricity", EMJ_CONTRACT, stmt, p0, p1, cargo, total, None,
                                               cargo, es_amt(total), d_ie(cargo), cups=CUPS, invoice_number=num,
                                               language="es", direct_debit=True))

HID = "Hidralcant Aguas, S.A."
HID_CONTRACT = "HA-2209-1174"
ES_WATER: dict[str, dict] = {}
for key, stmt, q, yr, p0, p1, m3, limit, cargo in [
    ("es_water_1", date(2026, 1, 20), 4, 2025, date(2025, 10, 1), date(2025, 12, 31), 7, date(2026, 2, 5),
     date(2026, 2, 5)),
    ("es_water_2", date(2026, 4, 21), 1, 2026, date(2026, 1, 1), date(2026, 3, 31), 11, date(2026, 5, 20), None),
]:
    m3 += rng.randint(0, 2)
    cuota = 1843
    cons = rnd(m3 * 71.5)
    canon = rnd(m3 * 42.0) + 391
    basura = 1560
    iva = rnd((cuota + cons) * 10 / 100)
    total = cuota + cons + canon + basura + iva
    pdf = new_pdf(f"Recibo agua {q}T {yr}", HID, stmt)
    pg = pdf.page()
    pg.text(40, 54, "HIDRALCANT", 18, True, color=(0.0, 0.35, 0.7))
    pg.text(40, 68, "Aguas · Servicio municipal de abastecimiento de Villafrena de Mar", 8.5)
    pg.right(555, 54, f"RECIBO DE AGUA  {q}º TRIMESTRE {yr}", 11, True)
    lines_at(pg, 330, 96, [DECLAN, *SPAIN], 9.5)
    kv_cols(pg, 40, 96, [("Nº de contrato", HID_CONTRACT), ("Fecha de emisión", d_es(stmt)),
                         ("Periodo", f"{d_ie(p0)} - {d_ie(p1)}"), ("Contador nº", "21-0877342")], 100, 9, 14)
    pg.table(40, 180, [("Concepto", 260, "l"), ("Unidades", 90, "r"), ("Importe", 110, "r")],
             [["Cuota de servicio trimestral", "1", es_amt(cuota)],
              ["Consumo bloque 1 (0-15 m³)", f"{m3} m³", es_amt(cons)],
              ["Canon de saneamiento (Generalitat)", f"{m3} m³", es_amt(canon)],
              ["Tasa de recogida de basuras", "1", es_amt(basura)],
              ["IVA 10% (agua)", "", es_amt(iva)],
              ["TOTAL A PAGAR", "", es_amt(total)]], 9.2, 17)
    if cargo:
        note = (f"Recibo domiciliado: se cargará en la cuenta {ES_ACC} el {d_ie(cargo)}.")
    else:
        note = (f"Fecha límite de pago: {d_ie(limit)}. Pague por transferencia a ES76 0081 **** **** 5590 "
                f"indicando el nº de contrato {HID_CONTRACT}, o en cualquier oficina de la entidad colaboradora.")
    pg.paragraph(40, 330, note, 515, 10)
    pg.text(40, 370, f"Lecturas: anterior {1180 + 3 * q} m³ · actual {1180 + 3 * q + m3} m³", 9)
    footer(pg, "Hidralcant Aguas, S.A. · CIF A-53102288 · Oficina: Plaza Mayor 3, Villafrena de Mar")
    ES_WATER[key] = {"total": total, "limit": limit, "cargo": cargo, "m3": m3, "q": q, "yr": yr}
    ES_WATER[key]["row"] = add(key, f"Recibo_agua_Hidralcant_{q}T{yr}.pdf", pdf.tobytes(),
                               title=f"{HID} recibo de agua {q}º trimestre {yr} (apartamento Villafrena)",
                               kind="utility_bill", created=stmt, sensitivity="internal", owner="declan", fmt="pdf",
                               payments=[pay(total, cargo, "water", HID)] if cargo else [], category="water",
                               facts=bill_facts(HID, "water", HID_CONTRACT, stmt, p0, p1, limit, total, None, cargo,
                                                es_amt(total), d_ie(limit), language="es"))

# IBI (property tax)
AYTO = "Ayuntamiento de Villafrena de Mar"
CATASTRO = "7742105YH4574S0012PL"
ibi_issued, ibi_cargo = date(2025, 8, 20), date(2025, 10, 15)
valor = 6124055
ibi = rnd(valor * 0.631 / 100)
pdf = new_pdf("IBI 2025", AYTO, ibi_issued, family="serif")
pg = pdf.page()
pg.text(40, 56, AYTO.upper(), 13, True)
pg.text(40, 70, "Servicio de Gestión Tributaria y Recaudación", 9)
pg.text(40, 110, "IMPUESTO SOBRE BIENES INMUEBLES (IBI) - EJERCICIO 2025", 12, True)
pg.text(40, 126, "Aviso de cobro - recibo domiciliado", 10)
kv_cols(pg, 40, 160, [("Sujeto pasivo", DECLAN), ("Objeto tributario", f"{SPAIN[0]}, {SPAIN[2]}"),
                      ("Referencia catastral", CATASTRO), ("Valor catastral", es_amt(valor)),
                      ("Tipo de gravamen", "0,631 %"), ("Cuota íntegra", es_amt(ibi)),
                      ("Periodo voluntario de pago", "del 01/09/2025 al 05/11/2025"),
                      ("Fecha de cargo en cuenta", d_ie(ibi_cargo)), ("Cuenta de domiciliación", ES_ACC)], 170, 10, 19)
pg.paragraph(40, 360, "Si el recibo resultara impagado, se iniciará el periodo ejecutivo con los recargos "
             "previstos en la Ley General Tributaria.", 515, 9)
add("ibi", "IBI_2025_Villafrena.pdf", pdf.tobytes(), title=f"{AYTO}: IBI 2025 aviso de cobro (apartamento)",
    kind="tax_letter", created=ibi_issued, sensitivity="internal", owner="declan", fmt="pdf",
    payments=[pay(ibi, ibi_cargo, "property_tax", AYTO)], category="property_tax",
    facts={"reference": CATASTRO, "amount_cents": ibi, "paid_on": ibi_cargo.isoformat(), "language": "es",
           "cadastral_value_cents": valor})

# community of owners fee
COM = "Comunidad de Propietarios Residencial Las Calas"
com_date, com_cargo = date(2026, 1, 5), date(2026, 1, 12)
com_items = [("Cuota ordinaria 1er trimestre 2026", 14000), ("Derrama reparación piscina (2/4)", 2500)]
com_total = sum(a for _, a in com_items)
pdf = new_pdf("Recibo comunidad", COM, com_date)
pg = pdf.page()
pg.text(40, 56, COM, 13, True)
pg.text(40, 70, "Administración: Fincas Benalmar S.L. · C/ Mayor 7, Villafrena de Mar", 9)
pg.text(40, 110, f"RECIBO Nº {digits(5)}/2026", 12, True)
kv_cols(pg, 40, 134, [("Propietario", DECLAN), ("Vivienda", "Portal 1, 3º B"), ("Coeficiente", "2,84 %"),
                      ("Fecha", d_ie(com_date))], 100, 10, 17)
pg.table(40, 220, [("Concepto", 330, "l"), ("Importe", 130, "r")],
         [[d, es_amt(a)] for d, a in com_items] + [["TOTAL RECIBO", es_amt(com_total)]], 10, 18)
pg.paragraph(40, 320, f"Cargo en cuenta el {d_ie(com_cargo)}. La próxima junta general ordinaria se celebrará en "
             "julio; se enviará convocatoria.", 515, 10)
add("es_comunidad", "Recibo_comunidad_1T2026.pdf", pdf.tobytes(), title=f"{COM}: recibo cuota 1er trimestre 2026",
    kind="invoice", created=com_date, sensitivity="internal", owner="declan", fmt="pdf",
    payments=[pay(com_total, com_cargo, "community_fees", COM)], category="community_fees",
    facts={"total_cents": com_total, "paid_on": com_cargo.isoformat(), "language": "es"})

# Spanish home insurance
MLV = "Mutua Levantina de Seguros"
MLV_POL = "MLV-HG-0738214"
mlv_start, mlv_end = date(2025, 6, 15), date(2026, 6, 15)
mlv_prima = 28735
pdf = new_pdf("Póliza hogar", MLV, mlv_start)
pg = pdf.page()
pg.text(40, 56, "MUTUA LEVANTINA DE SEGUROS", 14, True, color=(0.55, 0.0, 0.1))
pg.text(40, 72, "Seguro de Hogar · Condiciones particulares", 10)
y = kv_cols(pg, 40, 110, [("Nº de póliza", MLV_POL), ("Tomador y asegurado", DECLAN),
                          ("Situación del riesgo", f"{SPAIN[0]}, {SPAIN[2]}"),
                          ("Fecha de efecto", d_ie(mlv_start)), ("Fecha de vencimiento", d_ie(mlv_end)),
                          ("Duración", "Anual renovable")], 150, 10, 17)
pg.table(40, y + 6, [("Garantía", 260, "l"), ("Suma asegurada", 130, "r"), ("Franquicia", 100, "r")],
         [["Continente", es_amt(12000000), es_amt(15000)], ["Contenido", es_amt(2500000), es_amt(15000)],
          ["Responsabilidad civil", es_amt(30000000), "-"], ["Daños por agua", "incluido", es_amt(15000)]], 9.5, 18)
pg.paragraph(40, y + 120, f"Prima total anual (impuestos incluidos): {es_amt(mlv_prima)}. Forma de pago: anual, "
             f"domiciliada, cargada el {d_ie(mlv_start)}. Asistencia 24 horas: 900 330 118.", 515, 10)
add("es_poliza", f"Poliza_hogar_{MLV_POL}.pdf", pdf.tobytes(), title=f"{MLV} póliza de hogar (apartamento Villafrena)",
    kind="insurance_policy", created=mlv_start, sensitivity="internal", owner="declan", fmt="pdf",
    payments=[pay(mlv_prima, mlv_start, "home_insurance", MLV)], category="home_insurance",
    facts={"policy_number": MLV_POL, "effective": mlv_start.isoformat(), "expiry": mlv_end.isoformat(),
           "premium_cents": mlv_prima, "building_cents": 12000000, "contents_cents": 2500000,
           "excess_cents": 15000, "language": "es"})

# Spanish home insurance renewal notice
mlv_ren_date = date(2026, 5, 4)
mlv_ren_prima = mlv_prima + rng.randint(900, 1900)
pdf = new_pdf("Aviso de renovación", MLV, mlv_ren_date)
pg = pdf.page()
pg.text(40, 56, "MUTUA LEVANTINA DE SEGUROS", 14, True, color=(0.55, 0.0, 0.1))
pg.text(40, 72, "Seguro de Hogar", 10)
lines_at(pg, 330, 100, [DECLAN, *SPAIN], 9.5)
pg.text(40, 100, f"Valencia, {d_es(mlv_ren_date)}", 9.5)
pg.text(40, 170, f"AVISO DE RENOVACIÓN - PÓLIZA {MLV_POL}", 12, True)
y = pg.paragraph(40, 194, f"Estimado/a mutualista: le recordamos que su póliza de hogar vence el {d_ie(mlv_end)} y "
                 "se renovará automáticamente por un nuevo periodo anual con las mismas garantías y sumas "
                 "aseguradas.", 515, 10)
y = kv_right(pg, 40, 420, y + 14, [("Prima del periodo actual", es_amt(mlv_prima)),
                                   ("Prima del nuevo periodo (impuestos incluidos)", es_amt(mlv_ren_prima)),
                                   ("Fecha de cargo", d_ie(mlv_end))], 10, 18, rule=True)
pg.paragraph(40, y + 12, "La variación de la prima se debe a la actualización de los capitales asegurados según el "
             "IPC. Si no desea renovar, comuníquelo por escrito con al menos un mes de antelación.", 515, 10)
add("es_renewal", "Renovacion_poliza_hogar_2026.pdf", pdf.tobytes(),
    title=f"{MLV} aviso de renovación póliza hogar 2026", kind="insurance_renewal", created=mlv_ren_date,
    sensitivity="internal", owner="declan", fmt="pdf", payments=[], category="home_insurance",
    facts={"policy_number": MLV_POL, "due": mlv_end.isoformat(), "renewal_premium_cents": mlv_ren_prima,
           "previous_premium_cents": mlv_prima, "language": "es"})

# Spanish receipt photo
fe_date = date(2026, 4, 5)
fe_items = [("BOMBILLA LED E27 X4", 1295), ("CINTA AMERICANA 25M", 595), ("PILAS AA 8U", 790),
            ("CANDADO LATON 40MM", 1100)]
fe_total = sum(a for _, a in fe_items)
fe_iva = rnd(fe_total * 21 / 121)
photo("rcpt_es", "IMG_20260405_113052.jpg", "photo_jpg",
      ["*^FERRETERÍA HERMANOS LLEDÓ", "^C/ Sant Bartomeu 9 - Villafrena", "^NIF B-03558127", "",
       "FACTURA SIMPLIFICADA", f"{d_ie(fe_date)}  11:30", ""] + [(d, es_amt(a)) for d, a in fe_items] +
      ["", ("*TOTAL", es_amt(fe_total)), ("IVA 21% incluido", es_amt(fe_iva)), ("TARJETA", es_amt(fe_total)), "",
       "^Gracias por su visita"],
      fe_date, "declan", "Ferretería Hermanos Lledó", fe_total, "EUR", "home_improvement",
      [d for d, _ in fe_items], 6.0, ["LLEDÓ", es_amt(fe_total).replace(" €", ""), d_ie(fe_date)],
      sub=fe_total - fe_iva, tax=fe_iva, blur=0.8, title=f"Receipt photo: Ferretería Hermanos Lledó, {fe_date}",
      language="es")

# ============================================================================================
# 11. Italy: Niamh's mother's papers (Italian)
# ============================================================================================
SER = "Serchio Energia S.p.A."
SER_CLIENT, PDR = "SE-4409127", "00881204573310"
IT_GAS: dict[str, dict] = {}
for key, stmt, p0, p1, smc, sdd in [
    ("it_gas_1", date(2026, 1, 15), date(2025, 11, 1), date(2025, 12, 31), 214, date(2026, 2, 5)),
    ("it_gas_2", date(2026, 3, 16), date(2026, 1, 1), date(2026, 2, 28), 251, date(2026, 4, 7)),
]:
    from decimal import Decimal
    smc += rng.randint(-10, 10)
    mat = rnd(Decimal(smc) * Decimal("62.4"))
    tra = rnd(Decimal(smc) * Decimal("14.9")) + 1180
    one = rnd(Decimal(smc) * Decimal("3.1"))
    imp = rnd(Decimal(smc) * Decimal("7.8"))
    base = mat + tra + one + imp
    iva = rnd(base * 10 / 100)
    total = base + iva
    num = f"{stmt:%Y}/{digits(7)}"
    pdf = new_pdf(f"Bolletta gas {num}", SER, stmt)
    pg = pdf.page()
    pg.text(40, 52, "Serchio Energia", 20, True, color=(0.0, 0.5, 0.3))
    pg.text(40, 68, "Luce e gas per la tua casa · serchioenergia.example · Numero verde 800 441 902", 8.5)
    pg.right(555, 52, "BOLLETTA GAS NATURALE", 11, True)
    lines_at(pg, 330, 96, ["Intestatario:", MAURA, *ITALY], 9.5, bold_first=True)
    kv_cols(pg, 40, 96, [("Bolletta n.", num), ("Data emissione", d_ie(stmt)), ("Codice cliente", SER_CLIENT),
                         ("PDR", PDR), ("Periodo", f"{d_ie(p0)} - {d_ie(p1)}")], 95, 9, 14)
    pg.rect(40, 186, 555, 240, fill=(0.9, 0.97, 0.92), color=(0.0, 0.5, 0.3))
    pg.text(52, 208, "TOTALE DA PAGARE", 11, True)
    pg.right(543, 210, it_amt(total), 18, True)
    pg.text(52, 230, f"Scadenza {d_ie(sdd)}", 10)
    kv_right(pg, 40, 420, 274, [("Spesa per la materia gas naturale", it_amt(mat)),
                                ("Spesa per il trasporto e la gestione del contatore", it_amt(tra)),
                                ("Spesa per oneri di sistema", it_amt(one)),
                                ("Imposte (accisa e addizionale regionale)", it_amt(imp)),
                                ("IVA 10%", it_amt(iva)), ("Totale bolletta", it_amt(total))],
             9.3, 16, bold_last=True, rule=True)
    pg.paragraph(40, 390, f"Consumo fatturato: {smc} Smc (letture effettive). Modalità di pagamento: addebito "
                 f"diretto SEPA sul conto IT** **** **** 0716; l'importo sarà addebitato alla scadenza del "
                 f"{d_it(sdd)}.", 515, 9.5)
    footer(pg, "Serchio Energia S.p.A. · P.IVA 02291840468 · Via del Brennero 120, Lucca")
    IT_GAS[key] = {"total": total, "sdd": sdd, "stmt": stmt, "smc": smc, "num": num}
    IT_GAS[key]["row"] = add(key, f"Bolletta_SerchioEnergia_{stmt:%Y-%m}.pdf", pdf.tobytes(),
                             title=f"{SER} bolletta gas {MESI[stmt.month - 1]} {stmt.year} (Maura Callery)",
                             kind="utility_bill", created=stmt, sensitivity="internal", owner="niamh", fmt="pdf",
                             payments=[pay(total, sdd, "gas", SER)], category="gas",
                             facts=bill_facts(SER, "gas", SER_CLIENT, stmt, p0, p1, sdd, total, None, sdd,
                                              it_amt(total), d_ie(sdd), pdr=PDR, invoice_number=num, language="it",
                                              customer=MAURA))

# Mum's electricity: same supplier, same day as the March gas bill, different supply point (POD)
POD = "IT001E48820193"
luce_stmt, luce_p0, luce_p1, luce_sdd = date(2026, 3, 16), date(2026, 1, 1), date(2026, 2, 28), date(2026, 4, 7)
luce_kwh = 318 + rng.randint(-20, 20)
l_mat = rnd(Decimal(luce_kwh) * Decimal("13.6"))
l_ret = rnd(Decimal(luce_kwh) * Decimal("1.9")) + 1420
l_one = rnd(Decimal(luce_kwh) * Decimal("2.8"))
l_acc = rnd(Decimal(luce_kwh) * Decimal("2.27"))
l_base = l_mat + l_ret + l_one + l_acc
l_iva = rnd(l_base * 10 / 100)
luce_total = l_base + l_iva
luce_num = f"{luce_stmt:%Y}/{digits(7)}"
pdf = new_pdf(f"Bolletta luce {luce_num}", SER, luce_stmt)
pg = pdf.page()
pg.text(40, 52, "Serchio Energia", 20, True, color=(0.0, 0.5, 0.3))
pg.text(40, 68, "Luce e gas per la tua casa · serchioenergia.example · Numero verde 800 441 902", 8.5)
pg.right(555, 52, "BOLLETTA ENERGIA ELETTRICA", 11, True)
lines_at(pg, 330, 96, ["Intestatario:", MAURA, *ITALY], 9.5, bold_first=True)
kv_cols(pg, 40, 96, [("Bolletta n.", luce_num), ("Data emissione", d_ie(luce_stmt)), ("Codice cliente", SER_CLIENT),
                     ("POD", POD), ("Periodo", f"{d_ie(luce_p0)} - {d_ie(luce_p1)}"),
                     ("Potenza impegnata", "3 kW")], 95, 9, 14)
pg.rect(40, 196, 555, 250, fill=(0.9, 0.97, 0.92), color=(0.0, 0.5, 0.3))
pg.text(52, 218, "TOTALE DA PAGARE", 11, True)
pg.right(543, 220, it_amt(luce_total), 18, True)
pg.text(52, 240, f"Scadenza {d_ie(luce_sdd)}", 10)
kv_right(pg, 40, 420, 284, [("Spesa per la materia energia", it_amt(l_mat)),
                            ("Spesa per il trasporto e la gestione del contatore", it_amt(l_ret)),
                            ("Spesa per oneri di sistema", it_amt(l_one)),
                            ("Accisa", it_amt(l_acc)), ("IVA 10%", it_amt(l_iva)),
                            ("Totale bolletta", it_amt(luce_total))],
         9.3, 16, bold_last=True, rule=True)
pg.paragraph(40, 400, f"Consumo fatturato: {luce_kwh} kWh (F1 {rnd(luce_kwh * 0.45)} kWh, F2-F3 "
             f"{luce_kwh - rnd(luce_kwh * 0.45)} kWh). Addebito diretto SEPA alla scadenza.", 515, 9.5)
footer(pg, "Serchio Energia S.p.A. · P.IVA 02291840468 · Via del Brennero 120, Lucca")
IT_LUCE = {"total": luce_total, "sdd": luce_sdd, "num": luce_num, "kwh": luce_kwh}
add("it_luce", f"Bolletta_luce_SerchioEnergia_{luce_stmt:%Y-%m}.pdf", pdf.tobytes(),
    title=f"{SER} bolletta luce marzo 2026 (Maura Callery)", kind="utility_bill", created=luce_stmt,
    sensitivity="internal", owner="niamh", fmt="pdf", payments=[pay(luce_total, luce_sdd, "electricity", SER)],
    category="electricity",
    facts=bill_facts(SER, "electricity", SER_CLIENT, luce_stmt, luce_p0, luce_p1, luce_sdd, luce_total, None,
                     luce_sdd, it_amt(luce_total), d_ie(luce_sdd), pod=POD, invoice_number=luce_num, language="it",
                     customer=MAURA))

COMUNE = "Comune di Borgo San Teodoro"
tari_date = date(2026, 3, 30)
fissa, var = 11840, 17874
tefa = rnd((fissa + var) * 5 / 100)
tari_total = fissa + var + tefa
if tari_total % 2:
    var += 1
    tefa = rnd((fissa + var) * 5 / 100)
    tari_total = fissa + var + tefa
while tari_total % 2:
    fissa += 1
    tefa = rnd((fissa + var) * 5 / 100)
    tari_total = fissa + var + tefa
TARI_R1, TARI_R2 = date(2026, 4, 30), date(2026, 7, 31)
pdf = new_pdf("TARI 2026", COMUNE, tari_date, family="serif")
pg = pdf.page()
pg.text(40, 56, COMUNE.upper(), 13, True)
pg.text(40, 70, "Provincia di Lucca · Ufficio Tributi", 9)
pg.text(40, 108, "TARI 2026 - AVVISO DI PAGAMENTO", 13, True)
pg.text(40, 124, "Tassa sui rifiuti (L. 147/2013)", 9.5)
kv_cols(pg, 40, 156, [("Contribuente", MAURA), ("Utenza", f"{ITALY[0]}, {ITALY[1]}"),
                      ("Categoria", "Domestica - 1 componente"), ("Superficie", "78 mq")], 110, 10, 17)
pg.table(40, 240, [("Voce", 300, "l"), ("Importo", 130, "r")],
         [["Quota fissa", it_amt(fissa)], ["Quota variabile", it_amt(var)],
          ["Tributo provinciale TEFA 5%", it_amt(tefa)], ["TOTALE DOVUTO", it_amt(tari_total)]], 10, 18)
pg.table(40, 350, [("Rata", 120, "l"), ("Scadenza", 150, "l"), ("Importo", 130, "r")],
         [["1ª rata", d_ie(TARI_R1), it_amt(tari_total // 2)], ["2ª rata", d_ie(TARI_R2), it_amt(tari_total // 2)],
          ["Unica soluzione", d_ie(TARI_R1), it_amt(tari_total)]], 10, 18)
pg.paragraph(40, 440, "Il pagamento può essere effettuato con i modelli F24 allegati presso banche, uffici postali "
             "o tramite home banking. Per informazioni: tributi@borgosanteodoro.example.", 515, 9.5)
add("tari", "TARI_2026_avviso.pdf", pdf.tobytes(), title=f"{COMUNE}: TARI 2026 avviso di pagamento (Maura Callery)",
    kind="tax_letter", created=tari_date, sensitivity="internal", owner="niamh", fmt="pdf", payments=[],
    category="waste",
    facts={"total_cents": tari_total, "instalments": [{"due": TARI_R1.isoformat(), "amount_cents": tari_total // 2},
                                                       {"due": TARI_R2.isoformat(), "amount_cents": tari_total // 2}],
           "language": "it", "customer": MAURA})

CONDO = "Condominio Il Glicine"
condo_date, MEETING = date(2026, 4, 27), date(2026, 5, 26)
FACADE_TOTAL, FACADE_SHARE, FACADE_BY = 4860000, 42000, date(2026, 6, 30)
pdf = new_pdf("Convocazione assemblea", CONDO, condo_date, family="serif")
pg = pdf.page()
pg.text(40, 56, f"{CONDO.upper()} - {ITALY[0]}, Borgo San Teodoro", 12, True)
pg.text(40, 70, "Amministratore: Dott. Gianluca Bertelli · Studio Bertelli, Piazza Napoleone 4, Lucca", 8.5)
pg.right(555, 100, f"Lucca, {d_it(condo_date)}", 10)
lines_at(pg, 330, 124, ["Gent.ma Sig.ra", MAURA, "Interno 5"], 10)
pg.text(40, 200, "Oggetto: convocazione assemblea condominiale straordinaria", 11, True)
y = pg.paragraph(40, 222, f"La S.V. è convocata all'assemblea dei condomini che si terrà il giorno {d_it(MEETING)} "
                 "alle ore 18:00 presso la sala parrocchiale di San Teodoro, per discutere e deliberare sul "
                 "seguente ordine del giorno:", 515, 10)
for item in ["1. Approvazione del rendiconto consuntivo 2025;",
             f"2. Rifacimento della facciata e delle grondaie: approvazione del preventivo della ditta Edil Serchio "
             f"S.r.l. per {it_amt(FACADE_TOTAL)};",
             f"3. Ripartizione della spesa: quota a carico dell'interno 5 pari a {it_amt(FACADE_SHARE)}, da versare "
             f"entro il {d_ie(FACADE_BY)};", "4. Varie ed eventuali."]:
    y = pg.paragraph(56, y + 4, item, 499, 10)
pg.paragraph(40, y + 12, "In caso di impossibilità a partecipare è possibile delegare un altro condomino "
             "compilando il modulo in calce. Distinti saluti. L'Amministratore", 515, 10)
add("condo", "Condominio_Glicine_convocazione_2026.pdf", pdf.tobytes(),
    title=f"{CONDO}: convocazione assemblea straordinaria (Maura Callery)", kind="letter", created=condo_date,
    sensitivity="internal", owner="niamh", fmt="pdf", payments=[],
    facts={"meeting": MEETING.isoformat(), "facade_total_cents": FACADE_TOTAL, "share_cents": FACADE_SHARE,
           "share_due": FACADE_BY.isoformat(), "language": "it"})

fa_date = date(2026, 3, 2)
fa_items = [("PARACETAMOLO 500MG", 490), ("GARZE STERILI 10X10", 380), ("CEROTTI ASSORTITI", 450),
            ("TERMOMETRO DIGITALE", 1040)]
fa_total = sum(a for _, a in fa_items)
fa_iva = rnd(fa_total * 10 / 110)
photo("rcpt_it", "IMG_20260302_093317.png", "photo_png",
      ["*^FARMACIA SAN FREDIANO", "^Via Roma 21 - Borgo San Teodoro", "^P.IVA 01877430469", "",
       "^DOCUMENTO COMMERCIALE", "^di vendita o prestazione", ""] +
      [(d, plain(a).replace(".", ",")) for d, a in fa_items] +
      ["", ("*TOTALE COMPLESSIVO", plain(fa_total).replace(".", ",")), ("di cui IVA", plain(fa_iva).replace(".", ",")),
       ("Pagamento elettronico", plain(fa_total).replace(".", ",")), "", f"^{fa_date:%d-%m-%Y} 09:33"],
      fa_date, "niamh", "Farmacia San Frediano", fa_total, "EUR", "pharmacy", [d for d, _ in fa_items], -4.0,
      ["FARMACIA SAN FREDIANO", plain(fa_total).replace(".", ","), f"{fa_date:%d-%m-%Y}"],
      sub=fa_total - fa_iva, tax=fa_iva, png=True, language="it")

# ============================================================================================
# 12. Bank statements (confidential): lines mirror the bills, with dup_of
# ============================================================================================
BANK = "Liffeyside Bank"
SHOPS = [("DUNMORE FRESH FOODS KILBREEDA", "groceries", 3800, 14800),
         ("BRIDGEFORD FUELS MULLINGAR", "fuel", 4500, 7900),
         ("THE COPPER KETTLE CAFE", "dining", 900, 3200),
         ("GALLAGHERS PHARMACY", "pharmacy", 700, 2900)]


def bill_line(row, p, text):
    return {"date": date.fromisoformat(p["paid_on"]), "text": text, "amount": p["amount_cents"],
            "dir": p["direction"], "category": p["category"], "payee": p["payee"], "dup_of": row["file"]}


def find_pay(row):
    return [p for p in row["payments"] if not p.get("dup_of")][0]


BANK_TEXT = {LUN: "DD LUNASA POWER LP-552931806", CFE: "CORRIB FLAME ENERGY ONLINE PMT",
             BGW: "TRF BALLYFINN GWS BGWS-0417",
             SKF: "DD SKELLIG FIBRE SKF-30418827", CMB: "CORRAN MOBILE CARD PMT", SLV: "SLIEVEMORE INSURANCE DAC",
             EMP_N: "SALARY BROSNA BIOLOGICS LTD", EMP_D: "SALARY KINNEGAD & MOYLE ARCH",
             "National Tax Office": "NTO PAYE REFUND 2025"}
BANK_STMTS: dict[str, dict] = {}
balance = 412318 + rng.randint(0, 50000)
for month in (2, 3, 4):
    m0 = date(2026, month, 1)
    m1 = (m0 + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    lines = [{"date": m0, "text": "STO B KINSELLA RENT GLENMURRY", "amount": RENT, "dir": "out",
              "category": "rent", "payee": LANDLORD, "dup_of": None}]
    for row in list(DOCS):
        if row["sensitivity"] == "confidential" and row["kind"] == "bank_statement":
            continue
        for p in row["payments"]:
            if p.get("dup_of") or p["currency"] != "EUR":
                continue
            d = date.fromisoformat(p["paid_on"])
            if not (m0 <= d <= m1) or p["payee"] not in BANK_TEXT:
                continue
            lines.append(bill_line(row, p, BANK_TEXT[p["payee"]]))
    if month == 2:
        lines.append({"date": bf_date, "text": f"POS LAGANSIDE OUTDOOR BELFAST GBP {plain(bf_total)} @1.1874",
                      "amount": rnd(bf_total * 1.1874), "dir": "out", "category": "shopping",
                      "payee": "Laganside Outdoor Co.", "dup_of": REF["rcpt_gbp"]["file"]})
        for _who, emp, amt, day in [("niamh", EMP_N, PAY["pay_niamh_03"]["net"], 26),
                                   ("declan", EMP_D, PAY["pay_declan_03"]["net"], 27)]:
            lines.append({"date": date(2026, 2, day), "text": BANK_TEXT[emp], "amount": amt, "dir": "in",
                          "category": "salary", "payee": emp, "dup_of": None})
    for _ in range(5):
        name, cat, lo, hi = SHOPS[rng.randint(0, len(SHOPS) - 1)]
        lines.append({"date": date(2026, month, rng.randint(2, 28)), "text": f"POS {name}",
                      "amount": rng.randint(lo, hi), "dir": "out", "category": cat, "payee": name.title(),
                      "dup_of": None})
    lines.sort(key=lambda ln: (ln["date"], ln["dir"], ln["text"]))
    opening = balance
    pdf = new_pdf(f"Liffeyside Bank statement {m0:%B %Y}", BANK, m1 + timedelta(days=2))
    pg = pdf.page()
    pg.text(40, 54, "Liffeyside Bank", 18, True, color=(0.1, 0.3, 0.3))
    pg.text(40, 68, "Current Account Statement  ·  CONFIDENTIAL", 9)
    kv_cols(pg, 40, 100, [("Account holders", f"{NIAMH} & {DECLAN}"), ("IBAN", IBAN_IE), ("BIC", "LFSBIE2D"),
                          ("Statement period", f"{d_long(m0)} - {d_long(m1)}"), ("Statement no.", f"{month + 37}")],
            110, 9.3, 14)
    rows = [[d_short(m0), "Balance brought forward", "", "", plain(balance)]]
    tin = tout = 0
    for ln in lines:
        if ln["dir"] == "out":
            balance -= ln["amount"]
            tout += ln["amount"]
            rows.append([d_short(ln["date"]), ln["text"], plain(ln["amount"]), "", plain(balance)])
        else:
            balance += ln["amount"]
            tin += ln["amount"]
            rows.append([d_short(ln["date"]), ln["text"], "", plain(ln["amount"]), plain(balance)])
    rows.append([d_short(m1), "Closing balance", "", "", plain(balance)])
    pg.table(40, 180, [("Date", 62, "l"), ("Details", 235, "l"), ("Paid out", 72, "r"), ("Paid in", 72, "r"),
                       ("Balance", 74, "r")], rows, 8, 14)
    y = 180 + 14 * (len(rows) + 1) + 22
    kv_right(pg, 300, 555, y, [("Opening balance", eur(opening)), ("Total paid in", eur(tin)),
                               ("Total paid out", eur(tout)), ("Closing balance", eur(balance))], 9.5, 15,
             bold_last=True)
    footer(pg, "Liffeyside Bank DAC is regulated by the Central Bank of Ireland. "
               "Deposits are protected up to €100,000.")
    pays = []
    for ln in lines:
        p = pay(ln["amount"], ln["date"], ln["category"], ln["payee"], ln["dir"])
        if ln["dup_of"]:
            p["dup_of"] = ln["dup_of"]
        pays.append(p)
    key = f"bank_{month:02d}"
    BANK_STMTS[key] = {"opening": opening, "closing": balance, "lines": lines, "m0": m0, "m1": m1}
    BANK_STMTS[key]["row"] = add(key, f"Liffeyside_statement_{m0:%Y-%m}.pdf", pdf.tobytes(),
                                 title=f"{BANK} current account statement {m0:%B %Y}", kind="bank_statement",
                                 created=m1 + timedelta(days=2), sensitivity="confidential", owner="niamh",
                                 fmt="pdf", payments=pays,
                                 facts={"account": IBAN_IE, "opening_cents": opening, "closing_cents": balance})

# ============================================================================================
# Questions
# ============================================================================================
QS: list[dict] = []
_MISSING = object()
HOME_UTIL = [LUN, CFE, BGW]
UTIL = ["electricity", "gas", "water"]
SENS = list(DEFAULT_SENS)


def Q(question, answer, aliases, doc_files, kind, *, asker="niamh", conf=False, value=_MISSING, tags=None,
      notes=None, compute=None, evidence=None, supporting=None, absent_terms=None, paraphrase_terms=None,
      absent_in=None):
    if value is _MISSING:
        value = getattr(aliases, "value", _MISSING)
    q = {"id": None, "question": question, "answer": answer,
         "answer_aliases": [a for a in dict.fromkeys(aliases) if a != answer],
         "doc_files": sorted(dict.fromkeys(doc_files)), "kind": kind, "requires_confidential": conf,
         "asker": asker, "as_of": AS_OF}
    if value is not _MISSING:
        q["answer_value"] = value
    for k, v in [("tags", tags), ("notes", notes), ("compute", compute), ("evidence", evidence),
                 ("supporting_files", sorted(supporting) if supporting else None),
                 ("absent_terms", absent_terms), ("paraphrase_terms", paraphrase_terms), ("absent_in", absent_in)]:
        if v:
            q[k] = v
    QS.append(q)
    return q


def F(key):
    return REF[key]["file"]


class Aliases(list):
    """Alias list that also carries the answer_value of an amount answer."""
    value = _MISSING


def amt(c, cur="EUR"):
    a, al = amount_answer(c, cur)
    al = Aliases(al)
    al.value = {cur: {"amount_cents": c}}
    return a, al


def multi_amt(tot: dict):
    parts, aliases, value = [], [], {}
    for cur in sorted(tot):
        a, al = amount_answer(tot[cur], cur)
        parts.append(a)
        value[cur] = {"amount_cents": tot[cur]}
        if len(tot) == 1:
            aliases = al
    return "; ".join(parts), aliases, value


def dt(d):
    return d.isoformat(), date_aliases(d), d.isoformat()


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


def agg_q(question, categories=None, payees=None, frm=None, to=None, currency=None, alt=(), **kw):
    tot, files, _ = agg(categories, payees, frm, to, currency)
    ans, al, val = multi_amt(tot)
    for extra in alt:
        a2, al2 = amount_answer(extra, "EUR")
        al = al + [a2] + al2
    return Q(question, ans, al, files, "aggregate", value=val,
             compute=cspec("sum", categories, payees, frm, to, currency), **kw)


def sig(names):
    return "; ".join(names), [", ".join(names), " and ".join(names), ", ".join(names[:-1]) + " and " + names[-1]]


PAID_ON_NOTE = ("Sums use the paid-on date (direct-debit date, payment received, or bank line), per currency, "
                "never converted; duplicate copies (dup_of) count once.")
Y0, Q1_END = date(2026, 1, 1), date(2026, 3, 31)

# ---------------------------------------------------------------- dates
Q("By what date do we need to pay the health insurance renewal?", *dt(vh_ren_start)[:2], [F("health_renewal")],
  "date", value=vh_ren_start.isoformat(), evidence=[d_ie(vh_ren_start)],
  notes="Renewal premium payable on or before the renewal date; the 2025 certificate is the older term.",
  supporting=[F("health_cert")])
Q("Until when does our tenancy on Glenmurry Terrace run now?", *dt(LEASE_NEW_END)[:2], [F("lease_renewal")], "date",
  value=LEASE_NEW_END.isoformat(), tags=["distractor_original_lease"], evidence=[d_long(LEASE_NEW_END)],
  notes=f"Extended by the 2026 renewal; the original agreement ended {LEASE_END.isoformat()}.")
Q("What's the deadline to pay for the TY trip?", *dt(TY_PAY_BY)[:2], [F("school_ty")], "date", asker="ciaran",
  value=TY_PAY_BY.isoformat(), tags=["teen"], evidence=[d_long(TY_PAY_BY)],
  notes="Payment deadline, not the trip date.")
Q("What day will Skellig take the May broadband payment?", *dt(NET["net_05"]["dd"])[:2], [F("net_05")], "date",
  value=NET["net_05"]["dd"].isoformat(), evidence=[d_mdy(NET["net_05"]["dd"])], paraphrase_terms=["take"])
Q("What's the pay-by date on the newest gas statement?", *dt(GAS["gas_4"]["due"])[:2], [F("gas_4")], "date",
  value=GAS["gas_4"]["due"].isoformat(), evidence=[f"Please remit by {d_long(GAS['gas_4']['due'])}"])
Q("What date is the residents' meeting in Mum's building in Italy?", *dt(MEETING)[:2], [F("condo")], "date",
  value=MEETING.isoformat(), tags=["foreign_language", "it"], evidence=[d_it(MEETING)],
  paraphrase_terms=["residents' meeting"])
Q("When is the second instalment of Mum's Italian rubbish tax due?", *dt(TARI_R2)[:2], [F("tari")], "date",
  value=TARI_R2.isoformat(), tags=["foreign_language", "it", "paraphrase"], evidence=[d_ie(TARI_R2)],
  paraphrase_terms=["rubbish tax"], notes="TARI 2026, 2ª rata; the 1ª rata and single payment are due earlier.")
Q("The gas bill from January: on what date did we finally pay it?", *dt(REMINDER_PAID)[:2], [F("gas_3")], "date",
  value=REMINDER_PAID.isoformat(), tags=["late_payment"], supporting=[F("gas_reminder"), F("gas_2")],
  evidence=[f"Payment received {d_ie(REMINDER_PAID)}"],
  notes="Paid late (after the reminder, with the late fee); the next statement shows the payment date; the "
        "bank statement (confidential) shows it too.")
Q("When do my summer exams begin?", *dt(EXAMS_START)[:2], [F("school_dates")], "date", asker="ciaran",
  value=EXAMS_START.isoformat(), tags=["teen"], evidence=[d_long(EXAMS_START)])
Q("According to the claim form, on what date did the pipe burst?", *dt(incident)[:2], [F("claim")], "date",
  value=incident.isoformat(), tags=["scan", "ocr", "label_value_apart"], evidence=[d_ie(incident)],
  notes="Image-only scan: OCR needed; label on the left, handwritten-style value far to the right.")
Q("When does the insurance on the Spanish apartment expire?", *dt(mlv_end)[:2], [F("es_poliza")], "date",
  value=mlv_end.isoformat(), tags=["foreign_language", "es"], evidence=[d_ie(mlv_end)],
  notes="'Fecha de vencimiento' on the Spanish policy.")
Q("Until what date is the laptop covered by its warranty?", *dt(lt_valid)[:2], [F("warr_lt"), F("rcpt_laptop")],
  "date", value=lt_valid.isoformat(), tags=["derived"],
  notes=f"Not printed: {LT_MONTHS} months from the purchase date {lt_date.isoformat()} on the receipt photo.")

# ---------------------------------------------------------------- amounts
e4 = ELEC["elec_4"]
Q("How much was the latest electricity bill for the house?", *amt(e4["total"]), [F("elec_4")], "amount",
  evidence=[eur(e4["total"])], tags=["distractor_other_property"],
  notes="Lunasa Power, home MPRN; the Spanish electricity bill issued later in April is a distractor.")
ef = ELEC["elec_old_final"]
Q("What did the final electricity bill for the old flat come to?", *amt(ef["total"]), [F("elec_old_final")], "amount",
  evidence=[eur(ef["total"])], tags=["final_bill"])
e1 = ELEC["elec_old_1"]
Q(f"What was the amount on the electricity bill for MPRN {LUN_SITES['old']['mprn']} dated May 2025?",
  *amt(e1["total"]), [F("elec_old_1")], "amount", evidence=[eur(e1["total"])], tags=["identifier", "near_identical"],
  notes=f"The home MPRN {LUN_SITES['new']['mprn']} differs only in the last two digits.")
e3 = ELEC["elec_3"]
Q(f"How much was due on the Lunasa bill for meter point {LUN_SITES['new']['mprn']} issued in February 2026?",
  *amt(e3["total"]), [F("elec_3")], "amount", evidence=[eur(e3["total"])], tags=["identifier", "near_identical"])
Q("What late payment charge did Corrib Flame add?", *amt(LATE_FEE), [F("gas_reminder")], "amount",
  evidence=[eur(LATE_FEE)])
Q("How much rent do we pay a month at the moment?", *amt(RENT), [F("lease"), F("lease_renewal")], "amount",
  evidence=[eur(RENT)], tags=["distractor_future_rent"],
  notes=f"The renewal raises the rent to {eur(RENT_NEW)} only from {RENT_NEW_FROM.isoformat()} (after today).")
Q("How much is the health insurance going to cost for the coming year?", *amt(vh_ren_total), [F("health_renewal")],
  "amount", evidence=[eur(vh_ren_total)], tags=["distractor_older_policy"], paraphrase_terms=["coming year"])
kia = CARS["kia"]
Q("What's the yearly premium for insuring the Kia?", *amt(kia["total"]), [F("car_kia")], "amount",
  evidence=[eur(kia["total"])], tags=["near_identical"],
  notes="Total incl. 5% levy; the Octavia policy is a near twin.")
Q("How much credit did Lunasa Power give us for the estimated reading?", *amt(LUN_CREDIT["amount"]),
  [F("elec_credit")], "amount", evidence=[eur(LUN_CREDIT["amount"])], supporting=[F("elec_2")],
  notes="Credit note; it was applied to the next bill rather than refunded.")
n3 = NET["net_03"]
Q(f"What was the total of Skellig Fibre invoice {n3['inv']}?", *amt(n3["total"]), [F("net_03")], "amount",
  evidence=[eur(n3["total"])], tags=["identifier", "near_identical"],
  notes=f"February's invoice {NET['net_02']['inv']} differs by one month and two swapped digits.")
m2 = MOB["mob_02"]
Q("How much was the mobile bill that only came as a plain email?", *amt(m2["total"]), [F("mob_02")], "amount",
  evidence=[eur(m2["total"])], tags=["eml", "plain_text"])
es3 = ES_ELEC["es_elec_3"]
Q("How much was the April electricity bill for the apartment in Spain?", *amt(es3["total"]), [F("es_elec_3")],
  "amount", evidence=[es_amt(es3["total"])], tags=["foreign_language", "es"])
Q("How much was the 2025 property tax on the Spanish apartment?", *amt(ibi), [F("ibi")], "amount",
  evidence=[es_amt(ibi)], tags=["foreign_language", "es", "paraphrase"], paraphrase_terms=["property tax"])
ig2 = IT_GAS["it_gas_2"]
Q(f"How much was the Italian bill for supply point {POD}?", *amt(IT_LUCE["total"]), [F("it_luce")], "amount",
  evidence=[it_amt(IT_LUCE["total"])], tags=["identifier", "near_identical", "foreign_language", "it"],
  notes="Mum's electricity (POD); her gas bill from the same supplier and the same day has a PDR instead.")
Q("What will the Spanish apartment's home insurance cost once it renews?", *amt(mlv_ren_prima), [F("es_renewal")],
  "amount", evidence=[es_amt(mlv_ren_prima)], tags=["foreign_language", "es", "distractor_older_policy"],
  notes="New annual premium from the renewal notice; the policy itself shows last year's prima.")
Q("What did Mum's gas bill in Italy from March come to?", *amt(ig2["total"]), [F("it_gas_2")], "amount",
  evidence=[it_amt(ig2["total"])], tags=["foreign_language", "it", "near_identical"],
  notes="The gas bill (PDR); an electricity bill (POD) from the same supplier was issued the same day.")
Q("How much did the washing machine cost all in, with delivery?", *amt(wm_total), [F("rcpt_wm")], "amount",
  evidence=[plain(wm_total)], tags=["photo", "ocr"],
  notes="Receipt total: machine + delivery & install + take-back of the old unit.")
Q("How much did we spend in the outdoor shop in Belfast?", *amt(bf_total, "GBP"), [F("rcpt_gbp")], "amount",
  evidence=[gbp(bf_total)], tags=["photo", "ocr", "currency"])
Q("What excess applies if we claim for water damage on our contents insurance?", *amt(50000), [F("home_policy")],
  "amount", evidence=[eur(50000)], tags=["distractor"],
  notes="Escape-of-water excess; the standard excess is €250.00 and the Spanish policy's franquicia is 150,00 €.")
g4 = GAS["gas_4"]
Q("What's the balance owing on the most recent Corrib Flame statement?", *amt(g4["owing"]), [F("gas_4")], "amount",
  evidence=[eur(g4["owing"])], tags=["balance_arithmetic"])
Q("How much does Mum have to chip in for the façade repairs on her building?", *amt(FACADE_SHARE), [F("condo")],
  "amount", evidence=[it_amt(FACADE_SHARE)], tags=["foreign_language", "it", "paraphrase"],
  notes=f"Her share; the whole job is {it_amt(FACADE_TOTAL)}.")
w3 = WATER["water_3"]
Q("How much is the TY trip?", *amt(TY_FEE), [F("school_ty")], "amount", asker="ciaran", evidence=[eur(TY_FEE)],
  tags=["teen"])

# ---------------------------------------------------------------- lookups
Q("What's the MPRN of the house we live in now?", LUN_SITES["new"]["mprn"], ["10 011 582 343"], [F("elec_4")],
  "lookup", evidence=[LUN_SITES["new"]["mprn"]], tags=["near_identical"],
  supporting=[F("elec_1"), F("elec_2"), F("elec_3"), F("elec_credit")],
  notes=f"The old flat's MPRN {LUN_SITES['old']['mprn']} is almost the same.")
Q("What is our GPRN for gas?", GPRN, [], [F("gas_4")], "lookup", evidence=[GPRN],
  supporting=[F("gas_1"), F("gas_2"), F("gas_3")])
Q("Which policy number covers the Skoda?", CARS["oct"]["policy"], [CARS["oct"]["policy"].replace("-", "")],
  [F("car_oct"), F("car_renewal")], "lookup", evidence=[CARS["oct"]["policy"]], tags=["near_identical"],
  notes=f"The Kia's policy {CARS['kia']['policy']} swaps the last two digits.")
Q(f"What's the registration of the car insured under {CARS['kia']['policy']}?", CARS["kia"]["reg"],
  [CARS["kia"]["reg"].replace("-", " "), CARS["kia"]["reg"].replace("-", "")], [F("car_kia")], "lookup",
  evidence=[CARS["kia"]["reg"]], tags=["identifier", "near_identical"])
Q("What's the CUPS code for the apartment in Spain?", CUPS, [], [F("es_elec_3")], "lookup", evidence=[CUPS],
  tags=["foreign_language", "es"], supporting=[F("es_elec_1"), F("es_elec_2")])
Q("What's the serial number of our washing machine?", WM_SERIAL, [], [F("warr_wm")], "lookup", evidence=[WM_SERIAL])
Q("Which of our papers mentions a burst pipe?", "Oakhaven home insurance claim form",
  ["Scan_20260112_0003.pdf", "docs/Scan_20260112_0003.pdf", "claim form", "home claim form",
   "Oakhaven General Insurance home claim form", "the insurance claim form"], [F("claim")], "lookup",
  tags=["which_document", "scan", "ocr"], evidence=["BURST PIPE"])
Q("Which document is about redoing the front of Mum's building in Italy?", "Condominio Il Glicine meeting notice",
  ["Condominio_Glicine_convocazione_2026.pdf", "docs/Condominio_Glicine_convocazione_2026.pdf",
   "convocazione assemblea", "Condominio Il Glicine", "the condominium meeting notice"], [F("condo")], "lookup",
  tags=["which_document", "foreign_language", "it", "paraphrase"], paraphrase_terms=["front of", "facade"],
  evidence=["Rifacimento della facciata"])
Q("What's the cadastral reference of the Spanish apartment?", CATASTRO, [], [F("ibi")], "lookup", evidence=[CATASTRO],
  tags=["foreign_language", "es"])
Q("Which mobile number is Ciarán's on the Corran account?", LINE_C, [LINE_C.replace(" ", "")], [F("mob_04")],
  "lookup", evidence=[LINE_C], supporting=[F("mob_01"), F("mob_02"), F("mob_03")], tags=["near_identical"],
  notes=f"Niamh's line {LINE_N} ends in the same digits reordered; the plan name says which is which (Smart 15).")

# ---------------------------------------------------------------- parties
Q("Who signed the tenancy renewal?", *sig([AGENT, NIAMH, DECLAN]), [F("lease_renewal")], "party",
  value=[AGENT, NIAMH, DECLAN], tags=["distractor_original_lease"], evidence=[AGENT, NIAMH, DECLAN],
  notes=f"The letting agent signed for the landlord; the original agreement was signed by {LANDLORD} herself.")
Q("Who were the signatories on the original tenancy agreement?", *sig([LANDLORD, NIAMH, DECLAN]), [F("lease")],
  "party", value=[LANDLORD, NIAMH, DECLAN], evidence=[LANDLORD, NIAMH, DECLAN],
  notes="The witness (Aoife Brannigan) is not a party.")
Q("Which company insures the holiday apartment?", MLV, [MLV.upper()], [F("es_poliza")], "party", evidence=[MLV.upper()],
  tags=["foreign_language", "es"])
Q("Who supplies gas to Mum's flat in Italy?", SER, ["Serchio Energia"], [F("it_gas_2")], "party", evidence=[SER],
  tags=["foreign_language", "it"], supporting=[F("it_gas_1")])
Q("Which shop sold us the laptop?", "PixelPoint Computers", ["PixelPoint", "PIXELPOINT COMPUTERS"],
  [F("rcpt_laptop")], "party", tags=["photo", "ocr", "png"], evidence=["PIXELPOINT COMPUTERS"])
Q("Who is the named driver on the Octavia's insurance?", DECLAN, [], [F("car_oct")], "party", evidence=[DECLAN],
  tags=["near_identical"], notes=f"On the Kia policy the named driver is {NIAMH}.")

# ---------------------------------------------------------------- aggregates
W0, W1 = date(2025, 12, 1), date(2026, 2, 28)
agg_q("What did gas for the house cost us over the winter?", ["gas"], [CFE], W0, W1,
      alt=[GAS["gas_2"]["owing"], GAS["gas_2"]["owing"] + LATE_FEE],
      tags=["relative_date", "paraphrase", "late_fee"], paraphrase_terms=["over the winter"],
      notes="Winter = 1 Dec last year to end of Feb. " + PAID_ON_NOTE + " Includes the late fee paid with the "
            "overdue January bill; Mum's Italian gas (Serchio Energia) is not the house. Aliases accept the "
            "statement-date reading (only the January statement, with or without the fee).",
      supporting=[F("gas_3")])
agg_q("What did electricity, gas and water for the house come to in the first quarter?", UTIL, HOME_UTIL, Y0, Q1_END,
      tags=["relative_date", "motivating"], notes="Utilities = electricity + gas + water, house only (Lunasa Power, "
      "Corrib Flame Energy, Ballyfinn GWS); Spanish and Italian bills excluded. " + PAID_ON_NOTE)
agg_q("How much have we paid Skellig Fibre so far this year?", ["internet"], [SKF], Y0, TODAY,
      tags=["relative_date", "duplicate", "eml"], notes="Year to date by direct-debit date; the May invoice is "
      "debited after today. The February invoice exists twice (e-mail and downloaded PDF) and counts once. "
      + PAID_ON_NOTE)
agg_q("What did the mobile phones cost us the month before last?", ["mobile"], [CMB], date(2026, 3, 1),
      date(2026, 3, 31), tags=["relative_date"], paraphrase_terms=["month before last"],
      notes="The month before last = March 2026 (as of 12 May 2026); the March bill was paid on 22 March.")
new_elec = [r for r in DOCS if r.get("category") == "electricity" and r["kind"] == "utility_bill"
            and r["facts"].get("issuer") == LUN and r["facts"].get("mprn") == LUN_SITES["new"]["mprn"]]
Q("How many electricity bills have we had for the house since we moved in?", str(len(new_elec)),
  [f"{len(new_elec)} bills", ["zero", "one", "two", "three", "four", "five", "six"][len(new_elec)]],
  [r["file"] for r in new_elec], "aggregate", value=len(new_elec),
  compute={"op": "count_docs", "category": "electricity", "issuer": LUN, "account": LUN_SITES["new"]["account"],
           "from": LEASE_START.isoformat(), "to": AS_OF, "sensitivity": SENS},
  tags=["count", "distractor_final_bill"],
  notes="Bills for the home MPRN only: the old flat's bills (incl. the final bill) "
        "and the credit note are not counted.")
net_this_year = [NET[k]["row"] for k in NET if NET[k]["date"] >= Y0]
Q("How many broadband bills have come in so far this year?", str(len(net_this_year)),
  [f"{len(net_this_year)} bills", "five" if len(net_this_year) == 5 else str(len(net_this_year))],
  [r["file"] for r in net_this_year], "aggregate", value=len(net_this_year),
  compute={"op": "count_docs", "category": "internet", "issuer": SKF, "from": Y0.isoformat(), "to": AS_OF,
           "dedupe": True, "sensitivity": SENS},
  tags=["count", "duplicate"], notes="The February invoice is stored twice (e-mail + PDF) and counts once.",
  supporting=[F("net_02_dup")])
tot, files, hits = agg(UTIL, HOME_UTIL, Y0, TODAY)
best = max(hits, key=lambda h: h[1]["amount_cents"])
Q("What's the largest single payment we've made for house utilities this year?", *amt(best[1]["amount_cents"]),
  [best[0]["file"]], "aggregate", compute=cspec("max", UTIL, HOME_UTIL, Y0, TODAY),
  tags=["max", "relative_date"], notes=f"{best[1]['payee']} on {best[1]['paid_on']}. " + PAID_ON_NOTE)
tot, files, _ = agg(["mobile"], [CMB], Y0, Q1_END)
avg = rnd(tot["EUR"] / 3)
Q("On average, how much were the mobile bills per month in the first quarter?", *amt(avg), files, "aggregate",
  compute=cspec("avg_monthly", ["mobile"], [CMB], Y0, Q1_END, months=3), tags=["average", "relative_date"],
  notes="Sum of mobile payments January-March divided by 3, rounded half-up to the cent.")
by_month: dict[str, int] = {}
for _row, p in agg(UTIL, HOME_UTIL, Y0, TODAY)[2]:
    by_month[p["paid_on"][:7]] = by_month.get(p["paid_on"][:7], 0) + p["amount_cents"]
top_month = max(sorted(by_month), key=lambda m: by_month[m])
top_files = [r["file"] for r, p in agg(UTIL, HOME_UTIL, Y0, TODAY)[2] if p["paid_on"].startswith(top_month)]
Q("In which month this year did the house's utilities cost the most?", top_month,
  [month_name(top_month), month_name(top_month).split()[0]], top_files, "aggregate", value=top_month,
  compute=cspec("argmax_month", UTIL, HOME_UTIL, Y0, TODAY, currency="EUR"), tags=["argmax_month", "relative_date"],
  notes="By paid-on month; monthly totals: " + ", ".join(f"{m} {eur(by_month[m])}" for m in sorted(by_month)))
Q4_0, Q4_1 = date(2025, 10, 1), date(2025, 12, 31)
qa = agg(UTIL, HOME_UTIL, Y0, Q1_END)[0]["EUR"]
qb_tot, qb_files, _ = agg(UTIL, HOME_UTIL, Q4_0, Q4_1)
qb = qb_tot["EUR"]
diff = qa - qb
word = "more" if diff >= 0 else "less"
Q(f"How much {word} did the house's utilities cost in the first quarter of this year "
  "than in the last quarter of last year?",
  *amt(abs(diff)), agg(UTIL, HOME_UTIL, Y0, Q1_END)[1] + qb_files, "aggregate",
  compute={"op": "diff", "a": cspec("sum", UTIL, HOME_UTIL, Y0, Q1_END), "b": cspec("sum", UTIL, HOME_UTIL, Q4_0, Q4_1),
           "currency": "EUR", "sensitivity": SENS},
  tags=["compare", "relative_date"], notes=f"Q1 2026 {eur(qa)} vs Q4 2025 {eur(qb)} by paid-on date. " + PAID_ON_NOTE)
unpaid = [r for r in DOCS if r["kind"] in ("utility_bill", "email") and "facts" in r and "due_date" in r["facts"]
          and not r["facts"].get("duplicate_of") and r["facts"].get("paid_on") is None
          and r["facts"]["due_date"] >= AS_OF]
unpaid_home = [r for r in unpaid if r["facts"]["issuer"] in (LUN, CFE, BGW, SKF, CMB)]
cats = sorted(r["facts"]["category"] for r in unpaid_home)
Q("Which bills for the house haven't been paid yet?", "; ".join(cats),
  [", ".join(cats), " and ".join(cats), "; ".join(sorted(r["facts"]["issuer"] for r in unpaid_home)),
   " and ".join(sorted(r["facts"]["issuer"] for r in unpaid_home))], [r["file"] for r in unpaid_home], "aggregate",
  value=cats, compute={"op": "unpaid", "as_of": AS_OF, "issuers": [LUN, CFE, BGW, SKF, CMB], "sensitivity": SENS},
  tags=["unpaid"], notes="Bills with no payment yet whose due / debit date is today or later: "
  + "; ".join(f"{r['facts']['issuer']} {r['facts']['amount_due_text']} due {r['facts']['due_date']}"
              for r in unpaid_home)
  + ". The Spanish water bill is also open but is not the house.")
uh = sum(r["facts"]["amount_due_cents"] for r in unpaid_home)
Q("What do we still owe on the house bills that are outstanding?", *amt(uh), [r["file"] for r in unpaid_home],
  "aggregate", compute={"op": "unpaid_sum", "as_of": AS_OF, "issuers": [LUN, CFE, BGW, SKF, CMB], "sensitivity": SENS},
  tags=["unpaid"])
unpaid_es = [r for r in unpaid if r["facts"]["issuer"] in (EMJ, HID)]
Q("Is anything still to be paid for the apartment in Spain, and how much?",
  *amt(sum(r["facts"]["amount_due_cents"] for r in unpaid_es)),
  [r["file"] for r in unpaid_es], "aggregate",
  compute={"op": "unpaid_sum", "as_of": AS_OF, "issuers": [EMJ, HID], "sensitivity": SENS},
  tags=["unpaid", "foreign_language", "es"],
  notes="The water bill (pago por transferencia, fecha límite in the future); the electricity is direct-debited.")
agg_q("What have the bills for the apartment in Spain added up to so far this year?",
      ["electricity", "water", "community_fees"], [EMJ, HID, COM], Y0, TODAY,
      tags=["relative_date", "foreign_language", "es"],
      notes="Electricity, water and community fees with a charge date this year; the unpaid water bill is not "
            "included; the hardware receipt is not a bill. " + PAID_ON_NOTE)
Y12 = date(2025, 5, 12)
agg_q("What did car insurance cost us over the last twelve months?", ["car_insurance"], [SLV], Y12, TODAY,
      tags=["relative_date"], notes="Payments from 12 May 2025 to today: the Kia policy (Aug 2025) and the Octavia "
      "renewal (Mar 2026); the Octavia's 2025 premium was paid in March 2025, outside the window.")
agg_q("How much has Mum's gas in Italy cost this year?", ["gas"], [SER], Y0, TODAY, tags=["foreign_language", "it"],
      notes="Serchio Energia bills with a direct-debit date this year.")
agg_q("How much did we pay for electricity in the first quarter, counting the Spanish apartment as well?",
      ["electricity"], [LUN, EMJ], Y0, Q1_END, tags=["relative_date", "foreign_language"],
      notes="Both properties: Lunasa Power (house) and Eléctrica Marjal (Spain), by debit date. " + PAID_ON_NOTE)
tot, files, hits = agg(["internet"], [SKF], Y0, TODAY)
bestn = max(hits, key=lambda h: h[1]["amount_cents"])
Q("What was the most expensive broadband bill we paid this year?", *amt(bestn[1]["amount_cents"]), [bestn[0]["file"]],
  "aggregate", compute=cspec("max", ["internet"], [SKF], Y0, TODAY), tags=["max"],
  notes="The January invoice included a replacement router.")

# ---------------------------------------------------------------- not in the archive
Q("What's the monthly mortgage repayment on the apartment in Spain?", None, [], [], "absent", tags=["near_miss"],
  notes="Near miss: the apartment has tax, community and utility papers but no mortgage.",
  absent_terms=["mortgage", "hipoteca"])
Q("When is the Octavia due its NCT?", None, [], [], "absent", tags=["near_miss"],
  notes="Near miss: the insurance renewal is there, no roadworthiness test papers.",
  absent_terms=["NCT", "roadworthiness"])
Q("How much was the electricity bill for the house in June 2026?", None, [], [], "absent",
  notes="Not issued yet (future).", absent_in={"kind_category": ["electricity", "2026-06"]})
Q("What did we pay for gas at the house in 2024?", None, [], [], "absent",
  notes="Before the archive (and before the move).", absent_in={"kind_category": ["gas", "2024"]})
Q("How much do we pay for bin collection at the house in Kilbreeda?", None, [], [], "absent", tags=["near_miss"],
  notes="Near miss: the Spanish water bill carries a 'tasa de basuras' and Mum's Italian TARI is a waste tax, "
        "but there is nothing for the house.",
  absent_in={"files": [F("es_water_1"), F("es_water_2"), F("tari")], "terms": ["basuras", "TARI"]})
Q("Who signed the lease for the apartment in Spain?", None, [], [], "absent", tags=["near_miss"],
  notes="Near miss: the apartment is owned (IBI, comunidad); the only lease is for the house.",
  absent_in={"files": [F("lease"), F("lease_renewal")], "terms": ["Glenmurry"]})
Q("What's the excess on our travel insurance?", None, [], [], "absent", absent_terms=["travel insurance"],
  tags=["near_miss"], notes="Near miss: car, contents, health and Spanish home policies exist, no travel policy.")
# a teen may not see confidential papers: for him these have no answer
Q("How much does Mam take home every month?", None, [], [], "absent", asker="ciaran",
  tags=["teen_visibility", "confidential_only"], supporting=[F("pay_niamh_04")],
  notes="The answer exists only in confidential payslips, which the teen user cannot see: right response is no answer.")
Q("How much money is in the family bank account?", None, [], [], "absent", asker="ciaran",
  tags=["teen_visibility", "confidential_only"], supporting=[F("bank_04")],
  notes="Only the confidential bank statements hold balances; not visible to a teen.")
Q("How much is Dad getting back from the tax office?", None, [], [], "absent", asker="ciaran",
  tags=["teen_visibility", "confidential_only"], supporting=[F("tax")],
  notes="Only in the confidential statement of liability; not visible to a teen.")

# ---------------------------------------------------------------- confidential
pn4 = PAY["pay_niamh_04"]
Q("What was my take-home pay in April?", *amt(pn4["net"]), [F("pay_niamh_04")], "confidential", conf=True,
  evidence=[eur(pn4["net"])], tags=["payslip"], supporting=[F("bank_04")])
pd3 = PAY["pay_declan_03"]
Q("How much USC was deducted from my March pay?", *amt(pd3["usc"]), [F("pay_declan_03")], "confidential", conf=True,
  asker="declan", evidence=[plain(pd3["usc"])], tags=["payslip"])
Q("What's my gross monthly salary?", *amt(pd3["gross"]), [F("pay_declan_03"), F("pay_declan_04")], "confidential",
  conf=True, asker="declan", evidence=[plain(pd3["gross"])], tags=["payslip"])
b3 = BANK_STMTS["bank_03"]
Q("What was the closing balance on the joint current account at the end of March?", *amt(b3["closing"]),
  [F("bank_03")], "confidential", conf=True, evidence=[eur(b3["closing"])], tags=["bank_statement"])
Q("What's the full IBAN of our joint current account?", IBAN_IE, [IBAN_IE.replace(" ", "")],
  [F("bank_02"), F("bank_03"), F("bank_04")], "confidential", conf=True, evidence=[IBAN_IE], tags=["bank_statement"],
  notes="Bills, receipts and the claim form only show the last four digits (4418).")
Q("How much is the tax refund on my statement of liability?", *amt(tax_refund), [F("tax")], "confidential", conf=True,
  asker="declan", evidence=[eur(tax_refund)], tags=["tax_letter", "distractor"],
  notes="The overpayment refunded, not the liability or the tax deducted.", supporting=[F("bank_03")])
tot, files, _ = agg(["salary"], None, date(2026, 4, 1), date(2026, 4, 30), direction="in", sens=["confidential"])
Q("What was our combined take-home pay in April?", *amt(tot["EUR"]), files, "confidential", conf=True,
  compute=cspec("sum", ["salary"], None, date(2026, 4, 1), date(2026, 4, 30),
                sens=["public", "internal", "confidential"],
                direction="in"),
  tags=["payslip", "aggregate"], notes="Both April payslips (net pay); the bank statement mirrors them.")

# ---------------------------------------------------------------- multi-hop, free-standing
g2 = GAS["gas_2"]
Q("The gas statement that ended up with a reminder: how much was it before the late fee?", *amt(g2["owing"]),
  [F("gas_reminder"), F("gas_2")], "followup_free", tags=["multi_hop"], evidence=[eur(g2["owing"])])
Q("What number do we ring to make a claim on the Kia's insurance?", SLV_CLAIMS,
  [SLV_CLAIMS.replace(" ", ""), "1800-931-447"], [F("car_kia")], "followup_free", tags=["multi_hop"],
  evidence=[SLV_CLAIMS], notes="Claims line, not the breakdown line (1800 931 448).")
last_notice = LEASE_NEW_END - timedelta(days=NOTICE_DAYS)
Q("If we decide to leave when the renewed term ends, what's the last day we can hand in notice?",
  last_notice.isoformat(), date_aliases(last_notice) + [(last_notice - timedelta(days=1)).isoformat(),
                                                       d_long(last_notice - timedelta(days=1))],
  [F("lease"), F("lease_renewal")], "followup_free", value=last_notice.isoformat(), tags=["multi_hop", "derived"],
  notes=f"New end date {LEASE_NEW_END.isoformat()} (renewal) minus the {NOTICE_DAYS}-day notice of the original "
        "agreement; the day before is accepted too (counting convention).")
Q("In the month this year when house utilities cost the most, what did they add up to?", *amt(by_month[top_month]),
  top_files, "followup_free", tags=["multi_hop", "relative_date"],
  compute=cspec("sum", UTIL, HOME_UTIL, date.fromisoformat(top_month + "-01"),
                (date.fromisoformat(top_month + "-01") + timedelta(days=32)).replace(day=1) - timedelta(days=1)),
  notes=f"Top month by paid-on date is {top_month}.")
Q("Where did we buy the washing machine, and until when is it guaranteed?",
  f"Harrigan's Electrical; {wm_valid.isoformat()}",
  [f"Harrigan's Electrical, {d_long(wm_valid)}", f"Harrigan's Electrical; {d_ie(wm_valid)}",
   f"Harrigan's Electrical and {d_long(wm_valid)}"], [F("rcpt_wm"), F("warr_wm")], "followup_free",
  value={"store": "Harrigan's Electrical", "valid_until": wm_valid.isoformat()}, tags=["multi_hop", "photo", "ocr"],
  evidence=["HARRIGAN'S ELECTRICAL", d_ie(wm_valid)])

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
    archive = {"generator_version": "1.0", "seed": SEED, "variant": VARIANT, "scale": 1, "today": AS_OF,
               "household": {"id": HH, "members": MEMBERS, "address": HOME},
               "documents": len(rows), "questions": len(QS), "utilities_definition": UTIL,
               "default_visible_sensitivities": list(DEFAULT_SENS)}
    (OUT / "archive.json").write_text(json.dumps(archive, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (OUT / "README.md").write_text(readme(rows), encoding="utf-8")


def readme(rows):
    from collections import Counter
    kinds = Counter(r["kind"] for r in rows)
    fmts = Counter(r["format"] for r in rows)
    langs = Counter((r.get("facts") or {}).get("language", "en") for r in rows)
    qk = Counter(q["kind"] for q in QS)
    ask = Counter(q["asker"] for q in QS)
    def table(c):
        return "\n".join(f"| {k} | {v} |" for k, v in sorted(c.items()))
    return f"""# household_variant7 (seed {SEED})

Generated by `tests/corpus_gen/household_variant7.py`; do not edit by hand. Same schema as
`../shared/corpus/household` (manifest.jsonl, questions.jsonl, archive.json). Every person, company,
town and number is invented.

**Today is {AS_OF}** (archive.json `today`, every question's `as_of`): "last month" is April 2026,
"the month before last" March 2026, "over the winter" 1 Dec 2025 - 28 Feb 2026, "first quarter"
Jan-Mar 2026, "year to date"/"this year" 1 Jan - {AS_OF}.

## The household
An Irish household ({NIAMH} and {DECLAN}, adults; {CIARAN}, teen) renting 4 Glenmurry Terrace,
Kilbreeda, Co. Westmeath since 1 August 2025 (they moved from a flat in Ardnabreen: the old flat's
electricity bills, including a final bill, are in the archive). All money is EUR except one
sterling receipt from Belfast. Irish dates are day-first (03/04/2026 = 3 April 2026).
About a quarter of the papers are not in English:
- **Spanish** (owner declan): a holiday apartment in Villafrena de Mar (electricity, water,
  IBI property tax, community fees, home insurance and its renewal notice, a hardware receipt photo).
- **Italian** (owner niamh): papers of Niamh's mother Maura Callery in Borgo San Teodoro
  (gas and electricity bills, TARI waste tax, a condominium meeting notice, a pharmacy receipt photo).

Utilities = electricity + gas + water (`utilities_definition`); broadband (Skellig Fibre) and mobile
(Corran Mobile) are not utilities. "The house" = Lunasa Power (home MPRN), Corrib Flame Energy,
Ballyfinn Group Water Scheme.

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
- Layouts differ per issuer: label/value panel (Lunasa), item/qty/unit/amount table with a
  balance box (previous balance - payment + charges = balance owing; Corrib), summary box with
  "amount payable"/"please remit by" (Ballyfinn), invoice table with "will be debited on" (Skellig),
  summary box plus per-line table and "your payment of ... was received with thanks" (Corran).
- Payments: each bill's payment is on the bill row (`payments`, `paid_on` = direct-debit date or the
  payment date shown on the next statement / bank line). Bank statement lines that mirror a bill,
  receipt or payslip carry `dup_of` (the original file). The Skellig February invoice exists as an
  e-mail with the PDF attached and again as a downloaded PDF whose payment carries `dup_of`; its
  facts carry `duplicate_of`.
- The January gas statement was paid late: its payment (bill + late fee, one transfer) sits on the
  reminder letter (`kind` letter, `facts.document_type` payment_reminder); the statement itself has
  `payments: []` and `facts.paid_on` set.
- The Belfast purchase (GBP receipt photo) shows on the February bank statement converted to EUR,
  with `dup_of` the receipt: the amounts differ on purpose (currency conversion).
- The Lunasa credit note (`kind` letter, `document_type` credit_note) has no payment: it was applied
  to the next bill ("Credit note ... applied").
- Near-identical identifiers on purpose: MPRN 10011582343 (house) vs 10011582334 (old flat); car
  policies SLV-MC-4471902 (Skoda Octavia) vs SLV-MC-4471920 (Kia); Skellig invoices for February and
  March; mobile numbers 087 214 6630 vs 085 214 6603; Mum's Serchio Energia gas (PDR) and
  electricity (POD) bills issued the same day.
- The claim form is an image-only scan (`scan_pdf`) with labels on the left and values far right;
  receipt photos are JPG/PNG, tilted, shaded, noisy; one is sideways (rotated 90°).
- New `kind` values not in the shared set: `claim_form`. New payment categories: mobile,
  health_insurance, property_tax, community_fees, tax_refund, pharmacy.

## Questions ({len(QS)})
| kind | count |
|---|---|
{table(qk)}

| asker | count |
|---|---|
{table(ask)}

- Aggregates carry `compute` like the shared set; where several payees are meant the key is
  `payees` (a list) instead of `payee`; `unpaid`/`unpaid_sum` carry `issuers`.
- Sums are by paid-on date, per currency. A few aggregates accept the statement-date reading as an
  alias (see `notes`).
- `absent` questions have `answer: null`. Three are asked by the teen (`asker: ciaran`, tag
  `teen_visibility`): the answer exists, but only in confidential papers a teen may not see, so the
  right response for him is no answer; `supporting_files` names the hidden document.
- `confidential` questions need `requires_confidential: true` (payslips, bank statements, tax).
"""


if __name__ == "__main__":
    main()
