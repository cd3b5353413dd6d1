"""Generate a fifth synthetic household archive (``tests/data/household_variant4/``), held out: its
contents are not described anywhere outside this generator. Same file formats as the shared
household and variants 1-3 (``docs/``, ``manifest.jsonl``, ``archive.json``, ``questions.jsonl``).

Everything is fictional and deterministic (fixed seed). Gold answers are computed from the
generator's own manifest rows with ``questions.py`` (same aggregate semantics as the other
variants). Run from the project root:

    python3 tests/corpus_gen/household_variant4.py [OUT]   # default tests/data/household_variant4/
    python3 tests/corpus_gen/check_variant4.py             # checks the documents are readable
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

from formats import (  # noqa: E402
    MONTHS_DE,
    MONTHS_FR,
    amount_answer,
    cents_round,
    d_de,
    d_fr,
    d_nl,
    d_us_short,
    date_aliases,
    eur_de,
    eur_fr,
    eur_nl,
    ordinal,
    pct_of,
    usd,
)
from questions import (  # noqa: E402
    CURRENCY_ORDER,
    UTIL_NOTE,
    UTILITIES,
    VISIBLE,
    QuestionSet,
    _selected,
    compute_evaluate,
)
from render import Pdf, email_with_pdf, local_time, receipt_photo, scan_pdf  # noqa: E402

SEED = 90210 + 5
TODAY = date(2026, 10, 16)
FIRST = date(2024, 8, 1)
OUT = HERE.parent / "data" / "household_variant4"
HOUSEHOLD = "h5"
MEMBERS = [
    {"user": "oriane", "name": "Oriane Teodorescu", "role": "adult"},
    {"user": "wybrand", "name": "Wybrand Okonjo", "role": "adult"},
    {"user": "noor", "name": "Noor Teodorescu-Okonjo", "role": "teen"},
]
ORI, WYB, NOOR = (m["name"] for m in MEMBERS)
ADDRESS = ["Rue des Chaudronniers 27, boîte 2", "4970 Velmont"]
ADDR1 = ", ".join(ADDRESS)

ELEC = "Ardenvolt Energy"
GAS = "Calorine Gaz SA"
WATER = "Brakelmeer NV"
NET = "Skeinlink Fibre"
LANDLORD = "Verlaecke & Fils"
HOME_INS = "Brightmoor Assurance"
SHOP_DE = "Kesslinger Möbelpost GmbH"
HOTEL_CH = "Hotel Lärchenegg"
COURSE_US = "Wrenmoor School of Design"
ACADEMY = "Velmont Academy of Music"
APPLIANCE = "Ravelle Home Appliances"
BRAND = "Kjelvik"
BANK = "Aldermoor Bank"
COMMUNE = "Commune de Velmont"
DIY = "BRICOLUX"
GARDEN = "GROENHOF VELMONT"
PHARMA = "MARLAIR PHARMA"

ELEC_ACCT = "AV-3318-20-775"
ELEC_EAN = "541449 0301 7762 2185"
GAS_ACCT = "CLG/61-448-02"
GAS_EAN = "541460 2000 1287 4432"
WATER_ACCT = "DBM 7104 3398"
NET_ACCT = "SKF-0092-6614"
IBAN_END = "0931"

rng = random.Random(SEED)
DOCS: list[dict] = []
FILES: dict[str, bytes] = {}


# ---------------------------------------------------------------------------------------------
# Spellings (amounts in integer cents)

def eur_en(cents: int) -> str:
    """EUR 1,234.56"""
    sign = "-" if cents < 0 else ""
    c = abs(cents)
    return f"{sign}EUR {c // 100:,}.{c % 100:02d}"


def eur_pre(cents: int) -> str:
    """€1 234,56"""
    sign = "-" if cents < 0 else ""
    c = abs(cents)
    return f"{sign}€{c // 100:,}".replace(",", " ") + f",{c % 100:02d}"


def chf(cents: int) -> str:
    """CHF 1'234.50"""
    c = abs(cents)
    return f"CHF {c // 100:,}".replace(",", "'") + f".{c % 100:02d}"


def num_comma(cents: int) -> str:
    """1234,56 without symbol or grouping (receipt columns)."""
    return f"{cents // 100},{cents % 100:02d}"


def d_ord(d: date) -> str:
    """3rd March 2026"""
    return f"{ordinal(d.day)} {d:%B %Y}"


def d_iso(d: date) -> str:
    return d.isoformat()


MONTHS_NL = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]


def fr_long(d: date) -> str:
    """3 mars 2026, 1er mars 2026"""
    return f"{'1er' if d.day == 1 else d.day} {MONTHS_FR[d.month - 1]} {d.year}"


def nl_long(d: date) -> str:
    return f"{d.day} {MONTHS_NL[d.month - 1]} {d.year}"


def de_long(d: date) -> str:
    return f"{d.day}. {MONTHS_DE[d.month - 1]} {d.year}"


def add_months(y: int, m: int, k: int) -> tuple[int, int]:
    t = y * 12 + (m - 1) + k
    return t // 12, t % 12 + 1


def month_end(y: int, m: int) -> date:
    ny, nm = add_months(y, m, 1)
    return date(ny, nm, 1) - timedelta(days=1)


# ---------------------------------------------------------------------------------------------
# Manifest rows

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
    assert row["file"] not in FILES, row["file"]
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
           "amount_due_cents": b["total"], "currency": "EUR",
           "previous_balance_cents": b.get("prev"),
           "paid_on": b["paid_on"].isoformat() if b.get("paid_on") else None,
           "amount_due_text": amount_text, "due_date_text": due_text}
    out.update(extra)
    return out


# ---------------------------------------------------------------------------------------------
# Drawing helpers

def stamp(p, x, y, s, size=18, angle=8, color=(0.1, 0.25, 0.65)):
    """A tilted ink-stamp line (born digital, so still in the text layer)."""
    pt = pymupdf.Point(x, y)
    w = p.width_of(s, size, True)
    p.page.draw_rect(pymupdf.Rect(x - 6, y - size - 2, x + w + 6, y + 6), color=color, width=1.4,
                     morph=(pt, pymupdf.Matrix(angle)))
    p.page.insert_text(pt, s, fontname=p._name(p.pdf.family, True)[0], fontsize=size, color=color,
                       morph=(pt, pymupdf.Matrix(angle)))


def kv_columns(p, x, y, pairs, label_w=120, size=9.5, step=15, bold_values=False):
    """Labels in one column, values in the next; returns the y below."""
    for label, val in pairs:
        assert p.width_of(label, size) < label_w - 4, label  # the label must not run into its value
        assert x + label_w + p.width_of(val, size, bold_values) < p.width - 30, val  # nor the value off the page
        p.text(x, y, label, size, color=(0.35, 0.35, 0.35))
        p.text(x + label_w, y, val, size, bold=bold_values)
        y += step
    return y


def boxes_below(p, x, y, cells, w=160, h=58, gap=12, fill=(0.96, 0.93, 0.9)):
    """Value large in a box, its label small beneath it."""
    for i, (val, label) in enumerate(cells):
        x0 = x + i * (w + gap)
        p.rect(x0, y, x0 + w, y + h, fill=fill, color=(0.55, 0.3, 0.2), width=0.8)
        p.center(x0 + w / 2, y + 28, val, 13, bold=True)
        p.center(x0 + w / 2, y + 46, label, 8, color=(0.35, 0.2, 0.15))
    return y + h


def letter(p, x, y, paragraphs, width=480, size=10.5, gap=8):
    for t in paragraphs:
        y = p.paragraph(x, y, t, width, size) + gap
    return y


# ---------------------------------------------------------------------------------------------
# Electricity: monthly statements, English; two-column key/value header, a component table,
# the collection date in a sentence. Oct 2025 .. Oct 2026; the October 2026 one is open.

KWH = {1: 332, 2: 301, 3: 287, 4: 251, 5: 232, 6: 214, 7: 221, 8: 226, 9: 243, 10: 276, 11: 312,
       12: 347}
E_ENERGY, E_GRID, E_LEVY, E_STANDING = "0.2985", "0.0912", "0.0047", 450


def electricity_series() -> list[dict]:
    bills, prev = [], 13377
    for k in range(13):
        y, m = add_months(2025, 10, k)
        uy, um = add_months(y, m, -1)
        start, end = date(uy, um, 1), month_end(uy, um)
        kwh = KWH[um] + rng.randint(-18, 18)
        energy = cents_round(kwh * float(E_ENERGY) * 100)
        grid = cents_round(kwh * float(E_GRID) * 100)
        levy = cents_round(kwh * float(E_LEVY) * 100)
        sub = energy + grid + levy + E_STANDING
        vat = pct_of(sub, "6")
        last = k == 12
        created = date(y, m, 4 + rng.randint(0, 3))
        due = created + timedelta(days=20)
        b = {"issuer": ELEC, "category": "electricity", "account": ELEC_ACCT, "created": created,
             "start": start, "end": end, "due": due, "kwh": kwh, "energy": energy, "grid": grid,
             "levy": levy, "sub": sub, "vat": vat, "total": sub + vat, "prev": prev,
             "no": f"AVS-{y % 100:02d}{m:02d}-{rng.randint(100000, 999999)}",
             "paid_on": None if last else created + timedelta(days=16)}
        bills.append(b)
        prev = b["total"]
    return bills


def render_electricity(b: dict) -> bytes:
    pdf = Pdf(f"Ardenvolt statement {b['created']:%Y-%m}", ELEC, b["created"], family="sans",
              unicode=True)
    p = pdf.page()
    p.rect(0, 0, 612, 30, fill=(0.12, 0.32, 0.22), color=(0.12, 0.32, 0.22))
    p.text(48, 66, "ardenvolt", 24, bold=True, color=(0.12, 0.32, 0.22))
    p.text(48, 82, "energy  ·  power from the Ardennes hills  ·  +32 4 555 01 70  ·  ardenvolt.example", 8.5)
    p.right(564, 66, "Your electricity statement", 12, bold=True)
    kv_columns(p, 48, 118, [("Account holder", ORI), ("Customer reference", ELEC_ACCT),
                            ("Supply point (EAN)", ELEC_EAN), ("Supply address", ADDRESS[0]),
                            ("", ADDRESS[1])], label_w=104)
    kv_columns(p, 330, 118, [("Statement no.", b["no"]), ("Date of this statement", d_ord(b["created"])),
                             ("Readings from", d_ord(b["start"])), ("Readings until", d_ord(b["end"])),
                             ("Usage this period", f"{b['kwh']} kWh")], label_w=112)
    cols = [("Component", 240, "l"), ("Calculated on", 130, "l"), ("Amount this period", 146, "r")]
    rows = [["Energy (single rate)", f"{b['kwh']} kWh x {E_ENERGY}", eur_en(b["energy"])],
            ["Grid and metering", f"{b['kwh']} kWh x {E_GRID}", eur_en(b["grid"])],
            ["Federal energy levy", f"{b['kwh']} kWh x {E_LEVY}", eur_en(b["levy"])],
            ["Fixed supply fee", "one month", eur_en(E_STANDING)],
            ["VAT at 6 per cent", eur_en(b["sub"]), eur_en(b["vat"])]]
    y = p.table(48, 220, cols, rows, size=9, row_h=18, header_fill=(0.86, 0.93, 0.88))
    p.rect(48, y + 14, 564, y + 66, fill=(0.95, 0.97, 0.95), color=(0.12, 0.32, 0.22), width=1)
    kv_columns(p, 60, y + 34, [("Total to be settled", eur_en(b["total"])), ("Please settle by", d_ord(b["due"]))],
               label_w=150, size=11, step=20, bold_values=True)
    y += 96
    if b["paid_on"]:
        y = p.paragraph(48, y, f"We will collect {eur_en(b['total'])} by direct debit from your account "
                        f"ending {IBAN_END} on {d_ord(b['paid_on'])}. There is nothing you need to do.",
                        516, 10)
    else:
        y = p.paragraph(48, y, "Your direct debit mandate ended on 30th September 2026. Please transfer "
                        f"{eur_en(b['total'])} to BE71 0960 5512 3469 by {d_ord(b['due'])}, quoting "
                        "your customer reference.", 516, 10)
    y = p.paragraph(48, y + 6, f"Your previous statement came to {eur_en(b['prev'])} and has been settled "
                    "in full. Thank you.", 516, 9.5)
    p.paragraph(48, y + 20, "Saving tip: a fridge set to 5 degrees rather than 3 uses noticeably less "
                "power and keeps food just as well.", 516, 8.5)
    p.text(48, 770, "Ardenvolt Energy SA  ·  Quai de la Vesdre 8, 4800 Verviers-sur-Fiction  ·  "
           "VAT BE 0799.555.012", 7.5, color=(0.4, 0.4, 0.4))
    return pdf.tobytes()


def render_elec_credit(c: dict) -> bytes:
    pdf = Pdf(f"Ardenvolt credit note {c['no']}", ELEC, c["date"], family="sans", unicode=True)
    p = pdf.page()
    p.rect(0, 0, 612, 30, fill=(0.12, 0.32, 0.22), color=(0.12, 0.32, 0.22))
    p.text(48, 66, "ardenvolt", 24, bold=True, color=(0.12, 0.32, 0.22))
    p.text(48, 82, "energy  ·  +32 4 555 01 70  ·  ardenvolt.example", 8.5)
    p.right(564, 66, "Credit note for your account", 12, bold=True)
    p.text(48, 118, ORI, 10)
    p.text(48, 131, ADDRESS[0], 10)
    p.text(48, 144, ADDRESS[1], 10)
    y = kv_columns(p, 48, 180, [("Credit note no.", c["no"]), ("Date of issue", d_ord(c["date"])),
                                ("Customer reference", ELEC_ACCT),
                                ("Relates to", f"statement {c['against_no']} of {d_ord(c['against_date'])}")],
                   label_w=130, size=10, step=17)
    y = letter(p, 48, y + 20, [
        f"Dear {ORI.split()[0]},",
        "After you sent us a photo of your meter, we found that the reading used on the statement "
        f"above was estimated too high by {c['kwh']} kWh. We have corrected it and credit you the "
        "difference, VAT included.",
        f"Amount credited to you: {eur_en(c['amount'])}.",
        f"We refunded this amount to your account ending {IBAN_END} on {d_ord(c['refunded'])}.",
        "Warm regards,", "Customer care, Ardenvolt Energy"], 516, 10.5)
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Gas: every two months, French; values in boxes with the label underneath.

GKWH = {1: 1460, 2: 1310, 3: 1060, 4: 690, 5: 380, 6: 215, 7: 178, 8: 171, 9: 262, 10: 615,
        11: 1004, 12: 1352}
G_ENERGY, G_DIST, G_FIXED = "0.0685", "0.0210", 1250


def gas_series() -> list[dict]:
    bills, prev = [], 21934
    months = [(2025, m) for m in (1, 3, 5, 7, 9, 11)] + [(2026, m) for m in (1, 3, 5, 7, 9)]
    for y, m in months:
        sy, sm = add_months(y, m, -2)
        ey, em = add_months(y, m, -1)
        kwh = GKWH[sm] + GKWH[em] + rng.randint(-40, 40)
        energy = cents_round(kwh * float(G_ENERGY) * 100)
        dist = cents_round(kwh * float(G_DIST) * 100)
        fixed = 2 * G_FIXED
        sub = energy + dist + fixed
        vat = pct_of(sub, "6")
        created = date(y, m, 18)
        due = created + timedelta(days=25)
        transfer = (y, m) == (2026, 7)
        paid = date(2026, 8, 4) if transfer else created + timedelta(days=14)
        b = {"issuer": GAS, "category": "gas", "account": GAS_ACCT, "created": created,
             "start": date(sy, sm, 1), "end": month_end(ey, em), "due": due, "kwh": kwh,
             "energy": energy, "dist": dist, "fixed": fixed, "sub": sub, "vat": vat,
             "total": sub + vat, "prev": prev, "transfer": transfer,
             "no": f"FG{y}{m:02d}{rng.randint(1000, 9999)}",
             "ogm": f"+++{rng.randint(100, 999)}/{rng.randint(1000, 9999)}/{rng.randint(10000, 99999)}+++",
             "paid_on": None if transfer else paid, "paid_real": paid}
        bills.append(b)
        prev = b["total"]
    return bills


def render_gas(b: dict) -> bytes:
    pdf = Pdf(f"Calorine facture {b['no']}", GAS, b["created"], family="serif", unicode=True)
    p = pdf.page()
    p.text(52, 62, "Calorine", 26, bold=True, color=(0.6, 0.25, 0.1))
    p.text(52, 78, "Gaz naturel  ·  Avenue des Fourneaux 3, 4000 Liège-Fictive  ·  04 555 22 80", 9)
    p.right(560, 62, "FACTURE DE GAZ", 11, bold=True)
    p.text(360, 110, f"{WYB}", 10)
    p.text(360, 123, ADDRESS[0], 10)
    p.text(360, 136, ADDRESS[1], 10)
    kv_columns(p, 52, 110, [("N° de facture", b["no"]), ("N° client", GAS_ACCT), ("Code EAN", GAS_EAN),
                            ("Période", f"du {fr_long(b['start'])} au {fr_long(b['end'])}")],
               label_w=80, size=9)
    y = boxes_below(p, 52, 180, [(eur_fr(b["total"]), "À régler"),
                                 (fr_long(b["due"]), "Échéance"),
                                 (fr_long(b["created"]), "Facturé le")])
    p.text(52, y + 34, "Détail de la consommation", 12, bold=True)
    rows = [("Énergie", f"{b['kwh']} kWh × {G_ENERGY.replace('.', ',')} €", b["energy"]),
            ("Distribution et transport", f"{b['kwh']} kWh × {G_DIST.replace('.', ',')} €", b["dist"]),
            ("Redevance fixe", "2 mois × 12,50 €", b["fixed"]),
            ("TVA", f"6 % de {eur_fr(b['sub'])}", b["vat"])]
    yy = y + 56
    for label, basis, val in rows:
        p.text(62, yy, label, 10)
        p.text(250, yy, basis, 10)
        p.right(550, yy, eur_fr(val), 10)
        yy += 17
    p.line(62, yy - 8, 550, yy - 8, 0.5)
    p.text(62, yy + 6, "Votre facture TVA comprise", 10.5, bold=True)
    p.right(550, yy + 6, eur_fr(b["total"]), 10.5, bold=True)
    yy += 40
    if b["paid_on"]:
        yy = p.paragraph(52, yy, f"Ce montant sera prélevé sur votre compte le {fr_long(b['paid_on'])} "
                         "(domiciliation). Vous ne devez rien faire.", 508, 10)
    else:
        yy = p.paragraph(52, yy, "Merci de régler ce montant par virement avant l'échéance, au compte "
                         f"BE33 0689 4471 2046, avec la communication structurée {b['ogm']}.", 508, 10)
    yy = p.paragraph(52, yy + 6, f"Facture précédente : {eur_fr(b['prev'])}, réglée. Merci.", 508, 9.5)
    p.text(52, 770, f"{GAS}  ·  TVA BE 0788.555.341  ·  calorine.example", 7.5, color=(0.4, 0.4, 0.4))
    p.paragraph(52, yy + 16, "Une odeur de gaz ? Quittez le logement et appelez le 0800 555 87, jour et "
                "nuit.", 508, 8.5)
    return pdf.tobytes()


def gas_transfer_email(b: dict) -> bytes:
    msg = EmailMessage()
    msg["From"] = f"{BANK} <notifications@aldermoor-bank.example>"
    msg["To"] = f"{WYB} <wybrand.okonjo@mailbox.example>"
    msg["Subject"] = "Transfer executed"
    msg["Date"] = format_datetime(local_time(b["paid_real"], 8, 41, 2))
    msg["Message-ID"] = f"<trf-{b['no'].lower()}@aldermoor-bank.example>"
    msg.set_content(
        f"Dear {WYB.split()[0]},\n\n"
        "The transfer below has been executed from your current account ending 0931.\n\n"
        f"Beneficiary:     {GAS}\n"
        "Account:         BE33 0689 4471 2046\n"
        f"Amount:          {eur_en(b['total'])}\n"
        f"Communication:   {b['ogm']}\n"
        f"Execution date:  {d_iso(b['paid_real'])}\n\n"
        "You can find this transfer in the Aldermoor app under Accounts > History.\n\n"
        "Aldermoor Bank - this is an automatic message, please do not reply.\n")
    return msg.as_bytes()


# ---------------------------------------------------------------------------------------------
# Water: quarterly, Dutch; a table of the bill's lines. The April 2026 bill goes to a reminder.

M3 = {1: 24, 4: 22, 7: 29, 10: 26}
W_DRINK, W_SAN_LOC, W_SAN_REG, W_FIXED = 212, 145, 98, 1680


def water_series() -> list[dict]:
    bills, prev = [], 13014
    for y in (2025, 2026):
        for m in (1, 4, 7, 10):
            sy, sm = add_months(y, m, -3)
            ey, em = add_months(y, m, -1)
            m3 = M3[m] + rng.randint(-2, 2)
            lines = [("Drinkwater", m3, W_DRINK), ("Gemeentelijke saneringsbijdrage", m3, W_SAN_LOC),
                     ("Bovengemeentelijke saneringsbijdrage", m3, W_SAN_REG),
                     ("Vaste vergoeding (kwartaal)", 1, W_FIXED)]
            sub = sum(q * u for _, q, u in lines)
            vat = pct_of(sub, "6")
            created = date(y, m, 2)
            overdue = (y, m) == (2026, 4)
            b = {"issuer": WATER, "category": "water", "account": WATER_ACCT, "created": created,
                 "start": date(sy, sm, 1), "end": month_end(ey, em), "due": created + timedelta(days=30),
                 "m3": m3, "lines": lines, "sub": sub, "vat": vat, "total": sub + vat, "prev": prev,
                 "no": f"{y}/{m:02d}/{rng.randint(200000, 299999)}", "overdue": overdue,
                 "paid_on": None if overdue else created + timedelta(days=12)}
            bills.append(b)
            prev = b["total"]
    return bills


def render_water(b: dict, reminder_paid: date | None = None) -> bytes:
    pdf = Pdf(f"Brakelmeer waterfactuur {b['no']}", WATER, b["created"], family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 60, WATER, 18, bold=True, color=(0.05, 0.35, 0.55))
    p.text(50, 76, "Kanaalweg 112, 3900 Brakel-aan-Zee  ·  klantendienst 011 55 50 40", 9)
    p.right(562, 60, "Kwartaalfactuur", 12, bold=True)
    p.text(50, 110, f"{WYB} en {ORI}", 10)
    p.text(50, 123, ADDRESS[0], 10)
    p.text(50, 136, ADDRESS[1], 10)
    kv_columns(p, 340, 110, [("Uw klantnummer", WATER_ACCT), ("Nummer factuur", b["no"]),
                             ("Datum van de factuur", nl_long(b["created"])),
                             ("Verbruiksperiode", f"{d_nl(b['start'])} t/m {d_nl(b['end'])}")],
               label_w=100, size=9)
    cols = [("Onderdeel van de factuur", 250, "l"), ("Hoeveelheid", 80, "r"), ("Eenheidsprijs", 90, "r"),
            ("Bedrag excl. btw", 92, "r")]
    rows = [[d, f"{q} m³" if d != "Vaste vergoeding (kwartaal)" else "1", eur_nl(u), eur_nl(q * u)]
            for d, q, u in b["lines"]]
    rows.append(["Btw 6 %", "", "", eur_nl(b["vat"])])
    y = p.table(50, 190, cols, rows, size=9, row_h=18, header_fill=(0.85, 0.92, 0.97))
    p.rect(50, y + 14, 562, y + 62, fill=(0.93, 0.96, 0.99), color=(0.05, 0.35, 0.55), width=1)
    p.text(62, y + 34, "Te betalen bedrag", 11, bold=True)
    p.right(550, y + 34, eur_nl(b["total"]), 12, bold=True)
    p.text(62, y + 52, "Vervaldag", 10)
    p.right(550, y + 52, nl_long(b["due"]), 10)
    y += 90
    if b["paid_on"]:
        y = p.paragraph(50, y, f"Wij schrijven dit bedrag op {nl_long(b['paid_on'])} af van uw rekening "
                        "(domiciliëring).", 512, 10)
    else:
        y = p.paragraph(50, y, "U hebt geen domiciliëring. Schrijf het bedrag vóór de vervaldag over naar "
                        "BE62 7350 0442 8861 met vermelding van uw factuurnummer.", 512, 10)
    if reminder_paid:
        y = p.paragraph(50, y + 4, f"Uw betaling van de herinnering is op {nl_long(reminder_paid)} "
                        "ontvangen. Hartelijk dank.", 512, 9.5)
    p.paragraph(50, y + 14, f"Uw verbruik dit kwartaal: {b['m3']} m³. Lekt er een kraan? Een druppende kraan "
                "verspilt al snel 20 liter per dag.", 512, 9)
    return pdf.tobytes()


def render_water_reminder(r: dict, b: dict) -> bytes:
    pdf = Pdf(f"Brakelmeer betalingsherinnering {b['no']}", WATER, r["date"], family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 60, WATER, 18, bold=True, color=(0.05, 0.35, 0.55))
    p.text(50, 76, "Kanaalweg 112, 3900 Brakel-aan-Zee  ·  klantendienst 011 55 50 40", 9)
    p.text(50, 112, f"{WYB} en {ORI}", 10)
    p.text(50, 125, ADDRESS[0], 10)
    p.text(50, 138, ADDRESS[1], 10)
    p.right(562, 112, f"Brakel-aan-Zee, {nl_long(r['date'])}", 10)
    p.text(50, 180, "Betalingsherinnering", 14, bold=True)
    p.text(50, 196, f"Klantnummer {WATER_ACCT}  ·  factuur {b['no']}", 9.5)
    y = letter(p, 50, 226, [
        "Geachte klant,",
        f"Volgens onze gegevens is uw factuur van {nl_long(b['created'])} ({eur_nl(b['total'])}, vervallen "
        f"op {nl_long(b['due'])}) nog niet betaald. Misschien is dit aan uw aandacht ontsnapt.",
        f"Wij rekenen hiervoor {eur_nl(r['fee'])} administratiekosten aan.",
        f"Gelieve in totaal {eur_nl(r['total'])} over te maken vóór {nl_long(r['due'])}.",
        "Hebt u intussen betaald? Dan mag u deze brief als onbestaande beschouwen.",
        "Met vriendelijke groeten,", "Team Inning, Brakelmeer NV"], 500, 10.5)
    stamp(p, 330, y + 60, f"BETAALD {d_nl(r['paid'])} via app", 16)
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Internet: monthly PDF invoices e-mailed as attachments (English); Mar .. Oct 2026.

def internet_series() -> list[dict]:
    bills = []
    for m in range(3, 11):
        plan = 4490 if m < 7 else 4990
        items = [("Fibre 1000 home internet", plan), ("Landline, evening calls included", 650),
                 ("Wi-Fi 6 router rental", 300)]
        sub = sum(u for _, u in items)
        vat = pct_of(sub, "21")
        created = date(2026, m, 2)
        last = m == 10
        bills.append({"issuer": NET, "category": "internet", "account": NET_ACCT, "created": created,
                      "start": date(2026, m, 1), "end": month_end(2026, m),
                      "no": f"SKL-26{m:02d}-{rng.randint(10000, 99999)}",
                      "due": date(2026, m, 19), "items": items, "sub": sub, "vat": vat,
                      "total": sub + vat, "paid_on": None if last else created})
    return bills


def render_internet(b: dict) -> bytes:
    pdf = Pdf(f"Skeinlink invoice {b['no']}", NET, b["created"], family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 62, "skeinlink", 24, bold=True, color=(0.45, 0.15, 0.5))
    p.text(50, 78, "fibre  ·  help 078 55 19 19  ·  skeinlink.example", 9)
    p.right(562, 62, "MONTHLY INVOICE", 14, bold=True)
    p.text(50, 112, ORI, 10)
    p.text(50, 125, ADDRESS[0], 10)
    p.text(50, 138, ADDRESS[1], 10)
    kv_columns(p, 350, 112, [("Your account", NET_ACCT), ("Invoice reference", b["no"]),
                             ("Issued on", d_iso(b["created"])), ("Month billed", f"{b['created']:%B %Y}"),
                             ("Please pay before", d_iso(b["due"]))], label_w=92, size=9)
    cols = [("Your services", 262, "l"), ("Covering", 150, "l"), ("Price excl. VAT", 100, "r")]
    per = f"{d_iso(b['start'])} - {d_iso(b['end'])}"
    rows = [[d, per, eur_pre(u)] for d, u in b["items"]]
    rows += [["Net amount", "", eur_pre(b["sub"])], ["VAT 21%", "", eur_pre(b["vat"])]]
    y = p.table(50, 200, cols, rows, size=9.5, row_h=19, grid=False, header_fill=(0.93, 0.88, 0.95))
    p.line(50, y + 4, 562, y + 4, 0.8)
    p.text(54, y + 24, "To pay this month", 11, bold=True)
    p.right(558, y + 24, eur_pre(b["total"]), 11, bold=True)
    if b["paid_on"]:
        p.text(54, y + 46, f"Charged to your card ending 5512 on {d_iso(b['paid_on'])}. Nothing left to pay.", 10)
    else:
        p.text(54, y + 46, f"We could not charge your card. Please pay by {d_iso(b['due'])}.", 10)
    p.paragraph(50, y + 80, "Your plan: Fibre 1000 - up to 1000 Mbit/s download and 500 Mbit/s upload, "
                "with a landline on 087 55 63 20.", 512, 9)
    return pdf.tobytes()


def internet_email(b: dict, pdf: bytes) -> bytes:
    body = (f"Hi {ORI.split()[0]},\n\nyour Skeinlink invoice {b['no']} for {b['created']:%B %Y} is attached "
            f"as a PDF.\n\nTotal: {eur_pre(b['total'])}\n")
    body += ("We charge it to your saved card, so there is nothing to do.\n" if b["paid_on"] else
             f"Please pay it by {d_iso(b['due'])}.\n")
    body += "\nThe Skeinlink team\n"
    return email_with_pdf(f"{NET} <billing@skeinlink.example>", f"{ORI} <oriane.t@mailbox.example>",
                          f"Your invoice for {b['created']:%B %Y}", local_time(b["created"], 6, 12, 2), body,
                          f"{b['no']}.pdf", pdf, f"<{b['no'].lower()}@skeinlink.example>")


def internet_reminder_email(r: dict, b: dict) -> bytes:
    msg = EmailMessage()
    msg["From"] = f"{NET} <billing@skeinlink.example>"
    msg["To"] = f"{ORI} <oriane.t@mailbox.example>"
    msg["Subject"] = f"Reminder: invoice {b['no']} is still open"
    msg["Date"] = format_datetime(local_time(r["date"], 9, 3, 2))
    msg["Message-ID"] = f"<rem-{b['no'].lower()}@skeinlink.example>"
    msg.set_content(
        f"Hi {ORI.split()[0]},\n\n"
        f"we tried to charge your card for invoice {b['no']} ({eur_pre(b['total'])}, {b['created']:%B %Y}) "
        "but the payment did not go through.\n\n"
        f"Please pay {eur_pre(b['total'])} by {d_iso(b['due'])} in the Skeinlink app or by transfer "
        f"quoting your account number {NET_ACCT}. After that date we add a late charge of "
        f"{eur_pre(r['late_fee'])}.\n\n"
        "Already paid? Then please ignore this message.\n\nThe Skeinlink team\n")
    return msg.as_bytes()


def build_bills() -> dict:
    out = {}
    for b in electricity_series():
        pays = [payment(b["total"], "EUR", b["paid_on"], "electricity", ELEC)] if b["paid_on"] else []
        data = render_electricity(b)
        facts = bill_facts(b, eur_en(b["total"]), d_ord(b["due"]), kwh=b["kwh"], invoice_no=b["no"])
        row = add_doc(f"Ardenvolt_statement_{b['created']:%Y-%m}.pdf",
                      f"Ardenvolt Energy statement, {b['created']:%B %Y}", "utility_bill", b["created"],
                      "internal", "oriane", pays, "pdf", data, "electricity", facts)
        if b["created"].month == 3 and b["created"].year == 2026:
            out["elec_march"] = (b, row)
        if b["created"].month == 5 and b["created"].year == 2026:  # downloaded twice
            add_doc(f"Ardenvolt_statement_{b['created']:%Y-%m}(1).pdf",
                    f"Ardenvolt Energy statement, {b['created']:%B %Y} (second download)", "utility_bill",
                    b["created"], "internal", "oriane",
                    [dict(pays[0], dup_of=row["file"])], "pdf", data, "electricity",
                    dict(facts, duplicate_of=row["file"]))
    eb, erow = out["elec_march"]
    credit = {"no": "AVC-2604-0117", "date": date(2026, 4, 20), "refunded": date(2026, 4, 24), "kwh": 45,
              "against_no": eb["no"], "against_date": eb["created"]}
    credit["amount"] = cents_round(credit["kwh"] * (float(E_ENERGY) + float(E_GRID) + float(E_LEVY)) * 106)
    add_doc("Ardenvolt_credit_note_AVC-2604-0117.pdf", "Ardenvolt Energy credit note (meter correction)",
            "credit_note", credit["date"], "internal", "oriane",
            [payment(-credit["amount"], "EUR", credit["refunded"], "electricity", ELEC, refund=True)], "pdf",
            render_elec_credit(credit), "electricity",
            {"issuer": ELEC, "credit_note": credit["no"], "refund_cents": credit["amount"], "currency": "EUR",
             "refunded_on": credit["refunded"].isoformat(), "against": erow["file"], "kwh": credit["kwh"]})

    for b in gas_series():
        pays = [payment(b["total"], "EUR", b["paid_on"], "gas", GAS)] if b["paid_on"] else []
        row = add_doc(f"Calorine_facture_{b['no']}.pdf", f"Calorine Gaz facture, {b['created']:%B %Y}",
                      "utility_bill", b["created"], "internal", "wybrand", pays, "pdf", render_gas(b), "gas",
                      bill_facts(b, eur_fr(b["total"]), fr_long(b["due"]), kwh=b["kwh"], invoice_no=b["no"],
                                 ean=GAS_EAN, paid_via=None))
        if b["transfer"]:
            row["facts"]["paid_via"] = f"docs/{b['paid_real']:%Y-%m-%d}_Aldermoor_transfer_executed.eml"
            add_doc(f"{b['paid_real']:%Y-%m-%d}_Aldermoor_transfer_executed.eml",
                    "Email: Aldermoor Bank transfer confirmation", "receipt", b["paid_real"], "internal",
                    "wybrand", [payment(b["total"], "EUR", b["paid_real"], "gas", GAS)], "eml",
                    gas_transfer_email(b), "gas",
                    {"bank": BANK, "payee": GAS, "against": row["file"], "amount_cents": b["total"],
                     "currency": "EUR", "paid_on": b["paid_real"].isoformat(), "reference": b["ogm"]})
            out["gas_transfer"] = row

    series = water_series()
    for i, b in enumerate(series):
        after_reminder = i > 0 and series[i - 1]["overdue"]
        rem = None
        if b["overdue"]:
            rem = {"date": date(2026, 5, 12), "fee": 750, "due": date(2026, 5, 26), "paid": date(2026, 5, 21)}
            rem["total"] = b["total"] + rem["fee"]
        pays = [payment(b["total"], "EUR", b["paid_on"], "water", WATER)] if b["paid_on"] else []
        row = add_doc(f"Brakelmeer_factuur_{b['created']:%Y-%m}.pdf",
                      f"Brakelmeer NV waterfactuur, {b['created']:%B %Y}", "utility_bill", b["created"],
                      "internal", "wybrand", pays, "pdf",
                      render_water(b, date(2026, 5, 21) if after_reminder else None), "water",
                      bill_facts(b, eur_nl(b["total"]), nl_long(b["due"]), m3=b["m3"], invoice_no=b["no"]))
        if rem:
            add_doc("Brakelmeer_betalingsherinnering_2026-05-12.pdf",
                    "Brakelmeer NV betalingsherinnering (payment reminder)", "reminder", rem["date"],
                    "internal", "wybrand", [payment(rem["total"], "EUR", rem["paid"], "water", WATER)], "pdf",
                    render_water_reminder(rem, b), "water",
                    {"issuer": WATER, "category": "water", "account": WATER_ACCT,
                     "overdue_statement_date": b["created"].isoformat(), "overdue_file": row["file"],
                     "overdue_amount_cents": b["total"], "late_fee_cents": rem["fee"],
                     "amount_due_cents": rem["total"], "currency": "EUR", "due_date": rem["due"].isoformat(),
                     "paid_on": rem["paid"].isoformat(), "language": "nl"})

    for b in internet_series():
        pays = [payment(b["total"], "EUR", b["paid_on"], "internet", NET)] if b["paid_on"] else []
        pdf = render_internet(b)
        row = add_doc(f"{b['created']:%Y-%m-%d}_Skeinlink_invoice_{b['no']}.eml",
                      f"Email: Skeinlink Fibre invoice, {b['created']:%B %Y}", "email", b["created"], "internal",
                      "oriane", pays, "eml", internet_email(b, pdf), "internet",
                      bill_facts(b, eur_pre(b["total"]), d_iso(b["due"]), invoice_no=b["no"]))
        if not b["paid_on"]:
            r = {"date": date(2026, 10, 12), "late_fee": 500}
            add_doc("2026-10-12_Skeinlink_reminder.eml", "Email: Skeinlink Fibre payment reminder", "reminder",
                    r["date"], "internal", "oriane", [], "eml", internet_reminder_email(r, b), "internet",
                    {"issuer": NET, "category": "internet", "account": NET_ACCT, "about": row["file"],
                     "amount_due_cents": b["total"], "currency": "EUR", "due_date": b["due"].isoformat(),
                     "late_fee_cents": r["late_fee"]})
    return out


# ---------------------------------------------------------------------------------------------
# Housing and insurance

LEASE = {"date": date(2024, 8, 12), "start": date(2024, 9, 1), "end": date(2033, 8, 31), "rent": 138000,
         "guarantee": 414000, "notice_months": 3, "rent_day": 10,
         "signers": ["Hélène Verlaecke", ORI, WYB]}
INDEXATIONS = [{"date": date(2025, 8, 5), "from": date(2025, 9, 1), "rent": 142126, "index": "131,42"},
               {"date": date(2026, 8, 4), "from": date(2026, 9, 1), "rent": 145963, "index": "134,97"}]


def render_lease() -> bytes:
    L = LEASE
    pdf = Pdf("Residential lease - Rue des Chaudronniers 27", LANDLORD, L["date"], family="serif",
              unicode=True)
    p = pdf.page()
    p.center(306, 60, "LEASE OF A MAIN RESIDENCE", 15, bold=True)
    p.center(306, 78, f"{ADDR1}  ·  second-floor flat, cellar no. 4", 10)
    clauses = [
        f"1. Parties. {LANDLORD}, represented by its managing partner Hélène Verlaecke (the landlord), lets "
        f"the flat to {ORI} and {WYB} (the tenants). Drawn up in Velmont on {d_ord(L['date'])}.",
        f"2. Duration. Nine years, from {d_ord(L['start'])} until {d_ord(L['end'])}.",
        f"3. Rent. The monthly rent is {eur_en(L['rent'])}, transferred no later than the tenth (10th) of "
        "each month. It is indexed once a year on the anniversary of the start date, in line with the "
        "health index.",
        f"4. Rental guarantee. The tenants place {eur_en(L['guarantee'])}, three months' rent, on a blocked "
        "account in both parties' names.",
        f"5. Early departure. The tenants may end the lease at any time by giving three ({L['notice_months']}) "
        "months' notice in writing, by registered letter.",
        "6. Charges. Electricity, gas, water and the internet connection are in the tenants' names and at "
        "their cost. The landlord services the boiler every other year.",
    ]
    y = 116
    for c in clauses:
        y = p.paragraph(60, y, c, 492, 10.5) + 10
    y += 16
    for name, role in zip(L["signers"], ["for the landlord", "tenant (signed)", "tenant (signed)"]):
        p.text(60, y, f"Read and approved - {name}", 10.5)
        p.text(360, y, role, 9.5)
        y += 22
    return pdf.tobytes()


def render_indexation(ix: dict, old: int) -> bytes:
    pdf = Pdf(f"Rent indexation {ix['from'].year}", LANDLORD, ix["date"], family="serif", unicode=True)
    p = pdf.page()
    p.text(60, 62, LANDLORD, 15, bold=True)
    p.text(60, 78, "Place du Marché 5, 4970 Velmont  ·  087 55 31 09", 9)
    p.text(60, 120, f"{ORI} and {WYB}", 10.5)
    p.text(60, 134, ADDRESS[0], 10.5)
    p.text(60, 148, ADDRESS[1], 10.5)
    p.right(552, 120, f"Velmont, {d_ord(ix['date'])}", 10.5)
    p.text(60, 190, "Re: yearly indexation of your rent", 11, bold=True)
    letter(p, 60, 216, [
        f"Dear {ORI.split()[0]} and {WYB.split()[0]},",
        "As provided in clause 3 of your lease, the rent is adjusted each year to the health index "
        f"(now {ix['index']}).",
        f"From {d_ord(ix['from'])} your monthly rent will be {eur_en(ix['rent'])}, instead of "
        f"{eur_en(old)} until now. Please adjust your standing order accordingly.",
        "Nothing else in the lease changes.",
        "With our best regards,", "Hélène Verlaecke, managing partner"], 490)
    return pdf.tobytes()


INS_NO = "BMA-HAB-204417"
INS_CLAIMS = "+32 2 555 44 10"
INS_TERMS = [{"start": date(2025, 3, 1), "premium": 41280, "paid": date(2025, 2, 20), "excess": 29000,
              "contents": 4500000, "building": 18000000},
             {"start": date(2026, 3, 1), "premium": 43615, "paid": date(2026, 2, 18), "excess": 31000,
              "contents": 5000000, "building": 18500000}]


def render_home_ins(t: dict) -> bytes:
    end = t["start"].replace(year=t["start"].year + 1) - timedelta(days=1)
    pdf = Pdf(f"Brightmoor policy schedule {t['start'].year}", HOME_INS, t["paid"], family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 62, "BRIGHTMOOR", 20, bold=True, color=(0.15, 0.2, 0.5))
    p.text(50, 78, "Assurance  ·  home and family cover  ·  claims line " + INS_CLAIMS, 9)
    p.text(50, 114, "Tenant's home insurance - schedule", 13, bold=True)
    y = kv_columns(p, 50, 140, [("Policy reference", INS_NO), ("Insured persons", f"{ORI}, {WYB}"),
                                ("Risk address", ADDR1),
                                ("In force", f"{d_us_short(t['start'])} to {d_us_short(end)}")],
                   label_w=110, size=10, step=16)
    cols = [("What is covered", 250, "l"), ("Sum insured", 130, "r"), ("Own risk per claim", 132, "r")]
    rows = [["Tenant's liability for the building", eur_en(t["building"]), eur_en(t["excess"])],
            ["Contents (furniture, clothes, devices)", eur_en(t["contents"]), eur_en(t["excess"])],
            ["Theft of contents", eur_en(t["contents"] // 5), eur_en(t["excess"])],
            ["Legal assistance", eur_en(1500000), "none"]]
    y = p.table(50, y + 14, cols, rows, size=9.5, row_h=19, header_fill=(0.88, 0.9, 0.97))
    y = kv_columns(p, 50, y + 30, [("Premium for twelve months", eur_en(t["premium"])),
                                   ("Received on", d_us_short(t["paid"]))],
                   label_w=160, size=10.5, step=17, bold_values=True)
    p.paragraph(50, y + 20, "The own risk is the part of each claim that you carry yourself. It is indexed "
                "every year. To report a claim, call us day or night.", 512, 9.5)
    return pdf.tobytes()


# ---------------------------------------------------------------------------------------------
# Purchases, travel, school

def render_shop_invoice(r: dict) -> bytes:
    pdf = Pdf(f"Rechnung {r['no']}", SHOP_DE, r["date"], family="sans", unicode=True)
    p = pdf.page()
    p.text(55, 60, "Kesslinger", 20, bold=True, color=(0.5, 0.1, 0.1))
    p.text(55, 76, "Möbelpost GmbH  ·  Mühlenstraße 40, 52062 Aachen-Fiktiv  ·  0241 555 0190", 9)
    p.text(55, 112, f"Herrn {WYB}", 10)
    p.text(55, 125, ADDRESS[0], 10)
    p.text(55, 138, ADDRESS[1] + ", Belgien", 10)
    kv_columns(p, 350, 112, [("Unser Zeichen", r["no"]), ("Datum der Rechnung", d_de(r["date"])),
                             ("Kundennummer", "K-771093")], label_w=100, size=9)
    p.text(55, 186, "Rechnung zu Ihrer Bestellung", 15, bold=True)
    cols = [("Artikelbezeichnung", 280, "l"), ("Stückzahl", 50, "r"), ("Preis je Stück", 86, "r"),
            ("Summe Position", 86, "r")]
    rows = [[d, str(q), eur_de(u), eur_de(q * u)] for d, q, u in r["items"]]
    y = p.table(55, 200, cols, rows, size=9.5, row_h=18)
    p.text(59, y + 24, "Rechnungsbetrag", 11.5, bold=True)
    p.right(553, y + 24, eur_de(r["total"]), 11.5, bold=True)
    p.text(59, y + 40, f"enthaltene USt. 21 % (Lieferland BE): {eur_de(r['vat'])}", 9)
    p.text(59, y + 64, f"Betrag dankend erhalten - Kreditkarte belastet am {d_de(r['date'])}.", 10)
    p.text(59, y + 80, "Rückgabe innerhalb von 30 Tagen möglich.", 9)
    return pdf.tobytes()


def render_shop_credit(c: dict, order: dict) -> bytes:
    pdf = Pdf(f"Gutschrift {c['no']}", SHOP_DE, c["date"], family="sans", unicode=True)
    p = pdf.page()
    p.text(55, 60, "Kesslinger", 20, bold=True, color=(0.5, 0.1, 0.1))
    p.text(55, 76, "Möbelpost GmbH  ·  Mühlenstraße 40, 52062 Aachen-Fiktiv  ·  0241 555 0190", 9)
    p.text(55, 112, f"Herrn {WYB}", 10)
    p.text(55, 125, ADDRESS[0], 10)
    p.text(55, 138, ADDRESS[1] + ", Belgien", 10)
    p.right(553, 112, f"Aachen, {de_long(c['date'])}", 10)
    p.text(55, 186, f"Gutschrift {c['no']} zur Rechnung {order['no']}", 13, bold=True)
    letter(p, 55, 216, [
        f"Sehr geehrter Herr {WYB.split()[-1]},",
        f"Ihre Rücksendung ({c['item']}) ist bei uns eingegangen. Wir erstatten Ihnen den Kaufpreis von "
        f"{eur_de(c['amount'])}.",
        f"Der Betrag wurde am {de_long(c['refunded'])} Ihrer Kreditkarte gutgeschrieben.",
        "Freundliche Grüße aus Aachen", "Ihr Kundenservice von Kesslinger Möbelpost"], 490)
    return pdf.tobytes()


def render_hotel(r: dict) -> bytes:
    pdf = Pdf(f"Rechnung {r['no']}", HOTEL_CH, r["date"], family="serif", unicode=True)
    p = pdf.page()
    p.center(306, 60, HOTEL_CH, 19, bold=True)
    p.center(306, 76, "Alpweg 9, 3999 Lärchenegg-Fiktiv VS  ·  +41 27 555 08 12", 9)
    p.text(60, 118, f"Familie {ORI} / {WYB}", 10)
    p.text(60, 131, ADDRESS[0], 10)
    p.text(60, 144, ADDRESS[1] + ", Belgien", 10)
    kv_columns(p, 350, 118, [("Rechnung Nr.", r["no"]), ("Datum", d_de(r["date"])),
                             ("Ihr Aufenthalt", f"{d_de(r['arrive'])} - {d_de(r['leave'])}")], label_w=80, size=9.5)
    cols = [("Leistungen", 260, "l"), ("Anzahl", 60, "r"), ("Ansatz", 90, "r"), ("Betrag CHF", 92, "r")]
    rows = [[d, str(q), chf(u), chf(q * u)] for d, q, u in r["items"]]
    y = p.table(60, 190, cols, rows, size=9.5, row_h=18, header_fill=(0.9, 0.9, 0.86))
    p.text(64, y + 24, "Zu bezahlen total", 11.5, bold=True)
    p.right(558, y + 24, chf(r["total"]), 11.5, bold=True)
    p.text(64, y + 40, "inkl. 3,8 % MWST Beherbergung", 9)
    p.text(64, y + 64, f"Bezahlt mit Kreditkarte am {d_de(r['date'])}. Herzlichen Dank und gute Heimreise!", 10)
    return pdf.tobytes()


def course_email(r: dict) -> bytes:
    msg = EmailMessage()
    msg["From"] = f"{COURSE_US} <orders@wrenmoor-design.example>"
    msg["To"] = f"{NOOR} <noor.to@mailbox.example>"
    msg["Subject"] = "Your order receipt"
    msg["Date"] = format_datetime(local_time(r["date"], 14, 20, -5))
    msg["Message-ID"] = "<wsd-88140@wrenmoor-design.example>"
    msg.set_content(
        f"Hello {NOOR.split()[0]},\n\nthanks for enrolling! Here is your receipt.\n\n"
        f"Order: WSD-88140\nCourse: {r['course']} (12 weekly video lessons, self-paced)\n"
        f"Price: {usd(r['price'])}\nCharged on: {d_us_short(r['date'])} to Visa ending 2207\n\n"
        "Prices are in US dollars; your bank may add a conversion fee.\n\n"
        "Happy painting,\nWrenmoor School of Design, Portland, Maine\n")
    return msg.as_bytes()


def render_academy(a: dict) -> bytes:
    pdf = Pdf("Enrolment confirmation 2026-2027", ACADEMY, a["date"], family="serif", unicode=True)
    p = pdf.page()
    p.text(60, 64, ACADEMY, 16, bold=True)
    p.text(60, 80, "Rue du Conservatoire 2, 4970 Velmont  ·  087 55 12 74", 9)
    p.text(60, 122, f"To the parents of {NOOR}", 10.5)
    p.text(60, 136, ADDRESS[0], 10.5)
    p.text(60, 150, ADDRESS[1], 10.5)
    p.right(552, 122, d_ord(a["date"]), 10.5)
    letter(p, 60, 196, [
        "Dear parents,",
        f"{NOOR.split()[0]}'s enrolment in the cello class for the 2026-2027 year is confirmed. Lessons start "
        "on Tuesday at 5 p.m. with Mr. Aurelien Dussart.",
        f"The annual fee of {eur_en(a['fee'])} will be collected by direct debit on {d_ord(a['paid'])}.",
        f"Our winter concert takes place on Saturday {d_ord(a['concert'])} at 7 p.m. in the Salle Vauban. "
        "Pupils should arrive by 6.15 p.m. dressed in black and white.",
        "With musical greetings,", "Maud Lemercier, secretary"], 490)
    return pdf.tobytes()


DISHWASHER = {"no": "RHA-26-01884", "date": date(2026, 2, 14), "model": "KD-455i",
              "serial": "KJ455-26-118730", "items": [("Kjelvik KD-455i dishwasher, 60 cm", 1, 64900),
                                                     ("Delivery, installation, old unit taken away", 1, 5900)],
              "years": 2}


def render_dishwasher_invoice(r: dict) -> bytes:
    pdf = Pdf(f"Ravelle invoice {r['no']}", APPLIANCE, r["date"], family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 62, "Ravelle", 22, bold=True, color=(0.2, 0.2, 0.2))
    p.text(50, 78, "home appliances  ·  Chaussée de Liège 201, 4970 Velmont  ·  087 55 40 66", 9)
    p.right(562, 62, "Sales invoice", 12, bold=True)
    kv_columns(p, 50, 112, [("Sold to", WYB), ("", ADDR1), ("Our invoice no.", r["no"]),
                            ("Invoice dated", d_ord(r["date"]))],
               label_w=92, size=10, step=15)
    cols = [("Article", 330, "l"), ("Qty", 40, "r"), ("Price incl. VAT", 142, "r")]
    rows = [[d, str(q), eur_en(q * u)] for d, q, u in r["items"]]
    y = p.table(50, 190, cols, rows, size=9.5, row_h=19)
    p.text(54, y + 24, "Total invoiced", 11, bold=True)
    p.right(558, y + 24, eur_en(r["total"]), 11, bold=True)
    p.text(54, y + 40, f"of which VAT 21%: {eur_en(r['vat'])}", 9)
    p.text(54, y + 64, f"Paid by debit card on {d_ord(r['date'])}.", 10)
    p.text(54, y + 80, "The manufacturer's guarantee card is in the box.", 9)
    return pdf.tobytes()


def render_warranty(r: dict) -> bytes:
    pdf = Pdf("Kjelvik guarantee certificate", BRAND, r["date"], family="sans", unicode=True)
    p = pdf.page()
    p.text(60, 66, "KJELVIK", 24, bold=True, color=(0.1, 0.3, 0.5))
    p.text(60, 84, "quiet dishwashers since 1971", 11)
    p.text(60, 124, "Guarantee certificate", 14, bold=True)
    y = kv_columns(p, 60, 150, [("Appliance model", r["model"]), ("Serial code (rating plate)", r["serial"]),
                                ("Purchase date (dealer)", d_ord(r["date"])), ("Dealer", APPLIANCE),
                                ("Guarantee holder", WYB)], label_w=150, size=10.5, step=18)
    p.paragraph(60, y + 16, "Kjelvik repairs or replaces this appliance free of charge if a manufacturing "
                "defect appears within two (2) years of the date of purchase. Keep your proof of purchase "
                "with this card.", 490, 10)
    return pdf.tobytes()


WASTE = {"no": "TX-2026-04417", "date": date(2026, 6, 8), "amount": 9600, "due": date(2026, 8, 8),
         "paid": date(2026, 6, 19)}


def render_waste_scan() -> bytes:
    w = WASTE
    pdf = Pdf("Taxe communale", COMMUNE, w["date"], family="sans", unicode=True)
    p = pdf.page()
    p.text(60, 70, "COMMUNE DE VELMONT", 16, bold=True)
    p.text(60, 88, "Service des finances, Place Communale 1", 11)
    p.text(60, 132, WYB, 12)
    p.text(60, 148, ADDRESS[0], 12)
    p.text(60, 164, ADDRESS[1], 12)
    p.text(390, 132, d_fr(w["date"]), 12)
    p.text(60, 222, "TAXE SUR LES DECHETS MENAGERS 2026", 14, bold=True)
    y = 256
    for label, val in [("Article", w["no"]), ("Menage de", "3 personnes"), ("Montant", eur_fr(w["amount"])),
                       ("A payer avant le", d_fr(w["due"]))]:
        p.text(60, y, label, 12, bold=True)
        p.text(240, y, val, 12)
        y += 24
    p.paragraph(60, y + 20, "Les sacs communaux sont en vente a l'administration et chez les commercants "
                "agrees.", 470, 11)
    p.text(330, y + 110, f"PAYE LE {d_fr(w['paid'])}", 16, bold=True, color=(0.1, 0.2, 0.6))
    return scan_pdf(pdf.tobytes(), rng, angle=1.1, dpi=200)


RECEIPTS = [
    {"file": "IMG_20260418_103322.jpg", "store": GARDEN, "date": date(2026, 4, 18), "time": "10:33",
     "head": ["*^GROENHOF VELMONT", "^tuincentrum - Tuinweg 3", "^tel 087 55 90 31"],
     "items": [("POTGROND 40L", 2, 799), ("LAVENDEL", 4, 450), ("POT TERRACOTTA 30CM", 1, 1295)],
     "category": "garden", "owner": "oriane", "angle": -1.8},
    {"file": "IMG_20260613_104207.jpg", "store": DIY, "date": date(2026, 6, 13), "time": "10:42",
     "head": ["*^BRICOLUX VELMONT", "^Zoning Nord, Velmont", "^tel 087 55 77 02"],
     "items": [("PEINTURE MURALE BLANC 5L", 2, 3495), ("ROULEAU 18CM", 1, 649), ("RUBAN MASQUANT", 1, 399)],
     "category": "diy", "owner": "wybrand", "angle": 2.0},
    {"file": "IMG_20260905_171540.jpg", "store": PHARMA, "date": date(2026, 9, 5), "time": "17:15",
     "head": ["*^MARLAIR PHARMA", "^Rue du Pont 12, Velmont"],
     "items": [("CREME SOLAIRE SPF50", 1, 1690), ("PANSEMENTS", 1, 475)],
     "category": "pharmacy", "owner": "oriane", "angle": -2.3, "width": 720},
]


def receipt_lines(r: dict) -> tuple[list, int]:
    total = sum(q * u for _, q, u in r["items"])
    lines = list(r["head"]) + ["", (d_de(r["date"]), r["time"]), ""]
    for d, q, u in r["items"]:
        lines.append((f"{q} x {d}" if q > 1 else d, num_comma(q * u)))
    lines += ["", f"*TOTAL EUR {num_comma(total)}", ("BANCONTACT", num_comma(total)),
              ("TVA incl.", ""), "", "^MERCI - DANK U"]
    return lines, total


PAY_O = {"employer": "Corvantis Analytics SA", "gross": 524000,
         "deductions": {"Employee social security (13.07%)": 68487, "Withholding tax": 131240,
                        "Special social security contribution": 1840, "Meal vouchers, own share": 218}}
PAY_W = {"employer": "Hertogenwald GmbH", "gross": 438000,
         "deductions": {"Sozialversicherung Arbeitnehmer (13,07 %)": 57247, "Berufssteuervorabzug": 89850,
                        "Sondersozialbeitrag": 1540}}


def net_of(pay: dict) -> int:
    return pay["gross"] - sum(pay["deductions"].values())


def render_payslip_en(pay: dict, when: date) -> bytes:
    pdf = Pdf(f"Pay statement {when:%Y-%m}", pay["employer"], when, family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 60, pay["employer"], 14, bold=True)
    p.text(50, 76, "Monthly pay statement  -  strictly personal", 9.5)
    kv_columns(p, 50, 110, [("Employee name", ORI), ("Pay month", f"{when:%B %Y}"), ("Transferred on", d_iso(when))],
               label_w=120, size=10, step=16)
    cols = [("Pay element", 330, "l"), ("EUR this month", 150, "r")]
    rows = [["Monthly base salary", eur_en(pay["gross"])], ["Gross remuneration", eur_en(pay["gross"])]]
    rows += [[k, eur_en(-v)] for k, v in pay["deductions"].items()]
    rows += [["Net pay transferred", eur_en(net_of(pay))]]
    y = p.table(50, 170, cols, rows, size=10, row_h=20)
    p.text(50, y + 24, "Paid to account ending 0931.", 9)
    return pdf.tobytes()


def render_payslip_de(pay: dict, when: date) -> bytes:
    pdf = Pdf(f"Gehaltsabrechnung {when:%Y-%m}", pay["employer"], when, family="sans", unicode=True)
    p = pdf.page()
    p.text(50, 60, pay["employer"], 14, bold=True)
    p.text(50, 76, "Industriestraße 14, 4700 Eupen-Fiktiv  ·  vertraulich", 9.5)
    p.text(50, 110, f"Gehaltsabrechnung {MONTHS_DE[when.month - 1]} {when.year}", 13, bold=True)
    y = 140
    for label, val in ([("Mitarbeiter", WYB), ("Auszahlung am", d_de(when)), ("Bruttogehalt", eur_de(pay["gross"]))]
                       + [(k, eur_de(-v)) for k, v in pay["deductions"].items()]
                       + [("Auszahlungsbetrag", eur_de(net_of(pay)))]):
        bold = label in ("Bruttogehalt", "Auszahlungsbetrag")
        p.text(60, y, label, 10, bold=bold)
        p.right(520, y, val, 10, bold=bold)
        y += 19
    return pdf.tobytes()


def render_medical() -> bytes:
    when = date(2026, 9, 22)
    pdf = Pdf("Consultation letter", "Ourthe Valley Rheumatology", when, family="serif", unicode=True)
    p = pdf.page()
    p.text(60, 60, "Ourthe Valley Rheumatology", 15, bold=True)
    p.text(60, 76, "Clos des Tilleuls 4, 4970 Velmont  ·  087 55 66 18", 9)
    p.right(552, 60, "MEDICAL IN CONFIDENCE", 9, bold=True)
    p.text(60, 120, WYB, 10.5)
    p.text(60, 134, ADDRESS[0], 10.5)
    p.text(60, 148, ADDRESS[1], 10.5)
    p.right(552, 120, d_ord(when), 10.5)
    letter(p, 60, 196, [
        f"Dear {WYB.split()[0]},",
        "Thank you for coming in on 17th September 2026. The joint fluid confirmed gout in the right big toe, "
        "and your uric acid level was raised.",
        "Once the flare has settled, please start allopurinol 100 mg, one tablet every morning with a full "
        "glass of water.",
        "I would like to see you again on 12th January 2027 at 9.20 a.m. with a fresh blood test.",
        "Best wishes,", "Dr. Ines Marbaix, rheumatologist"], 490)
    return pdf.tobytes()


def build_others() -> None:
    for i, ix in enumerate(INDEXATIONS):
        old = LEASE["rent"] if i == 0 else INDEXATIONS[i - 1]["rent"]
        add_doc(f"Verlaecke_indexation_{ix['from'].year}.pdf", f"Rent indexation letter {ix['from'].year}",
                "letter", ix["date"], "internal", "oriane", [], "pdf", render_indexation(ix, old), "rent",
                {"landlord": LANDLORD, "rent_cents": ix["rent"], "previous_rent_cents": old,
                 "effective": ix["from"].isoformat()})
    add_doc("Lease_Chaudronniers_27.pdf", "Lease of the flat, Rue des Chaudronniers 27", "lease", LEASE["date"],
            "internal", "oriane", [], "pdf", render_lease(),
            facts={"landlord": LANDLORD, "rent_cents": LEASE["rent"], "deposit_cents": LEASE["guarantee"],
                   "start": LEASE["start"].isoformat(), "end": LEASE["end"].isoformat(),
                   "signers": LEASE["signers"], "notice_months": LEASE["notice_months"],
                   "rent_due_day": LEASE["rent_day"]})
    for t in INS_TERMS:
        end = t["start"].replace(year=t["start"].year + 1) - timedelta(days=1)
        add_doc(f"Brightmoor_schedule_{t['start'].year}.pdf",
                f"{HOME_INS} tenant's home insurance schedule {t['start'].year}-{end.year}", "insurance_policy",
                t["paid"], "internal", "oriane",
                [payment(t["premium"], "EUR", t["paid"], "home_insurance", HOME_INS)], "pdf", render_home_ins(t),
                "home_insurance",
                {"insurer": HOME_INS, "policy_number": INS_NO, "effective": t["start"].isoformat(),
                 "expiry": end.isoformat(), "premium_cents": t["premium"], "excess_cents": t["excess"],
                 "contents_cents": t["contents"], "claims_phone": INS_CLAIMS})

    order = {"no": "RE-2026-31877", "date": date(2026, 3, 9),
             "items": [("Ecksofa Lund, Webstoff anthrazit", 1, 114900), ("Kissenset, 4 Stück", 1, 8990),
                       ("Speditionsversand nach Belgien", 1, 7900)]}
    order["total"] = sum(q * u for _, q, u in order["items"])
    order["vat"] = order["total"] - cents_round(order["total"] / 1.21)
    o_row = add_doc("Kesslinger_Rechnung_RE-2026-31877.pdf", "Kesslinger Möbelpost Rechnung (sofa order)", "invoice",
                    order["date"], "internal", "wybrand",
                    [payment(order["total"], "EUR", order["date"], "furniture", SHOP_DE)], "pdf",
                    render_shop_invoice(order), "furniture",
                    {"issuer": SHOP_DE, "invoice_no": order["no"], "total_cents": order["total"], "currency": "EUR",
                     "paid_on": order["date"].isoformat(), "language": "de", "amount_due_text": eur_de(order["total"]),
                     "items": [{"description": d, "quantity": q, "unit_cents": u} for d, q, u in order["items"]]})
    credit = {"no": "GS-2026-0412", "date": date(2026, 3, 30), "refunded": date(2026, 4, 2),
              "item": "Kissenset, 4 Stück", "amount": 8990}
    add_doc("Kesslinger_Gutschrift_GS-2026-0412.pdf", "Kesslinger Möbelpost Gutschrift (refund)", "credit_note",
            credit["date"], "internal", "wybrand",
            [payment(-credit["amount"], "EUR", credit["refunded"], "furniture", SHOP_DE, refund=True)], "pdf",
            render_shop_credit(credit, order), "furniture",
            {"issuer": SHOP_DE, "credit_note": credit["no"], "refund_cents": credit["amount"], "currency": "EUR",
             "refunded_on": credit["refunded"].isoformat(), "against": o_row["file"], "language": "de"})

    hotel = {"no": "2026-0217", "date": date(2026, 2, 21), "arrive": date(2026, 2, 15), "leave": date(2026, 2, 21),
             "items": [("Doppelzimmer mit Halbpension", 6, 19800), ("Zustellbett Kind mit Halbpension", 6, 6400),
                       ("Kurtaxe pro Person und Nacht", 18, 350), ("Parkplatz", 6, 900)]}
    hotel["total"] = sum(q * u for _, q, u in hotel["items"])
    add_doc("Hotel_Laerchenegg_Rechnung_2026-0217.pdf", "Hotel Lärchenegg invoice (Switzerland)",
            "invoice", hotel["date"], "internal", "oriane",
            [payment(hotel["total"], "CHF", hotel["date"], "travel", HOTEL_CH)], "pdf", render_hotel(hotel),
            "travel", {"issuer": HOTEL_CH, "invoice_no": hotel["no"], "total_cents": hotel["total"],
                       "currency": "CHF", "paid_on": hotel["date"].isoformat(), "language": "de",
                       "amount_due_text": chf(hotel["total"]), "nights": 6, "arrive": hotel["arrive"].isoformat(),
                       "leave": hotel["leave"].isoformat()})
    course = {"date": date(2026, 1, 12), "price": 28900, "course": "Watercolour Foundations"}
    add_doc("2026-01-12_Wrenmoor_order_receipt.eml", "Email: Wrenmoor School of Design order receipt", "receipt",
            course["date"], "internal", "noor",
            [payment(course["price"], "USD", course["date"], "education", COURSE_US)], "eml", course_email(course),
            "education", {"store": COURSE_US, "total_cents": course["price"], "currency": "USD",
                          "course": course["course"], "date": course["date"].isoformat()})
    acad = {"date": date(2026, 9, 1), "fee": 21500, "paid": date(2026, 9, 15), "concert": date(2026, 12, 12)}
    add_doc("Academy_enrolment_2026-2027.pdf", "Velmont Academy of Music enrolment letter", "school_notice",
            acad["date"], "public", "noor", [payment(acad["fee"], "EUR", acad["paid"], "education", ACADEMY)],
            "pdf", render_academy(acad), "education",
            {"school": ACADEMY, "fee_cents": acad["fee"], "concert": acad["concert"].isoformat(),
             "collected_on": acad["paid"].isoformat()})

    dw = DISHWASHER
    dw["total"] = sum(q * u for _, q, u in dw["items"])
    dw["vat"] = dw["total"] - cents_round(dw["total"] / 1.21)
    add_doc("Ravelle_invoice_RHA-26-01884.pdf", "Ravelle Home Appliances invoice (dishwasher)", "invoice",
            dw["date"], "internal", "wybrand",
            [payment(dw["total"], "EUR", dw["date"], "appliances", APPLIANCE)], "pdf",
            render_dishwasher_invoice(dw), "appliances",
            {"issuer": APPLIANCE, "invoice_no": dw["no"], "total_cents": dw["total"], "currency": "EUR",
             "paid_on": dw["date"].isoformat(), "model": dw["model"]})
    end = dw["date"].replace(year=dw["date"].year + dw["years"])
    add_doc("Kjelvik_guarantee_KD-455i.pdf", "Kjelvik guarantee certificate (dishwasher)", "warranty", dw["date"],
            "public", "wybrand", [], "pdf", render_warranty(dw),
            facts={"model": dw["model"], "serial": dw["serial"], "purchased": dw["date"].isoformat(),
                   "months": 12 * dw["years"], "valid_until": end.isoformat(), "store": APPLIANCE})

    w = WASTE
    add_doc("SCAN_0046.pdf", "Scanned municipal waste tax notice", "tax_letter", w["date"], "internal", "wybrand",
            [payment(w["amount"], "EUR", w["paid"], "local_tax", COMMUNE)], "scan_pdf", render_waste_scan(),
            "local_tax", {"issuer": COMMUNE, "article": w["no"], "amount_cents": w["amount"],
                          "due_date": w["due"].isoformat(), "paid_on": w["paid"].isoformat(), "image_only": True,
                          "dpi": 200, "language": "fr"},
            ocr_facts=[w["no"], eur_fr(w["amount"]), d_fr(w["paid"])])
    for r in RECEIPTS:
        lines, total = receipt_lines(r)
        data = receipt_photo(lines, rng, r["angle"], blur=0.5, width=r.get("width", 820))
        add_doc(r["file"], f"Receipt photo: {r['store'].title()}, {r['date']}", "receipt", r["date"], "internal",
                r["owner"], [payment(total, "EUR", r["date"], r["category"], r["store"])], "photo_jpg", data,
                r["category"], {"store": r["store"], "total_cents": total, "currency": "EUR",
                                "date": r["date"].isoformat(), "items": [d for d, _, _ in r["items"]]},
                ocr_facts=[r["head"][0].lstrip("*^").split()[0], num_comma(total), d_de(r["date"])])

    when = date(2026, 9, 28)
    add_doc("Corvantis_pay_statement_2026-09.pdf", f"Pay statement {ORI} September 2026", "payslip", when,
            "confidential", "oriane",
            [payment(net_of(PAY_O), "EUR", when, "salary", PAY_O["employer"], direction="in")], "pdf",
            render_payslip_en(PAY_O, when),
            facts={"employer": PAY_O["employer"], "gross_cents": PAY_O["gross"], "net_cents": net_of(PAY_O),
                   "pay_date": when.isoformat(), "deductions_cents": PAY_O["deductions"]})
    when = date(2026, 9, 29)
    add_doc("Hertogenwald_Gehaltsabrechnung_2026-09.pdf", f"Gehaltsabrechnung {WYB} September 2026", "payslip", when,
            "confidential", "wybrand",
            [payment(net_of(PAY_W), "EUR", when, "salary", PAY_W["employer"], direction="in")], "pdf",
            render_payslip_de(PAY_W, when),
            facts={"employer": PAY_W["employer"], "gross_cents": PAY_W["gross"], "net_cents": net_of(PAY_W),
                   "pay_date": when.isoformat(), "deductions_cents": PAY_W["deductions"], "language": "de"})
    add_doc("OVR_letter_2026-09-22.pdf", "Letter from Ourthe Valley Rheumatology", "medical_letter",
            date(2026, 9, 22), "restricted", "wybrand", [], "pdf", render_medical(),
            facts={"medication": "allopurinol 100 mg", "follow_up": "2027-01-12", "diagnosis": "gout"})


# ---------------------------------------------------------------------------------------------
# Gold questions

def build_questions(docs: list[dict], as_of: date) -> list[dict]:
    q = QuestionSet(docs, as_of)
    y, last = as_of.year, as_of.year - 1
    ytd = {"from": f"{y}-01-01", "to": as_of.isoformat()}
    last_year = {"from": f"{last}-01-01", "to": f"{last}-12-31"}

    def iso(s: str) -> date:
        return date.fromisoformat(s)

    def bills(cat):
        return sorted((d for d in docs if d.get("category") == cat and d["kind"] in ("utility_bill", "email")
                       and not d["facts"].get("duplicate_of")), key=lambda d: d["created"])

    def in_month(cat, ym):
        (hit,) = [d for d in bills(cat) if d["created"].startswith(ym)]
        return hit

    def unambiguous(c: dict, alt_from: str) -> dict:
        """A relative period whose other reading (``alt_from``) gives the same answer."""
        a, _ = compute_evaluate(docs, c, as_of)
        b, _ = compute_evaluate(docs, dict(c, **{"from": alt_from}), as_of)
        assert a == b, (c, alt_from)
        return c

    def doc_kind(kind, **facts):
        (hit,) = [d for d in docs if d["kind"] == kind
                  and all(d.get("facts", {}).get(k) == v for k, v in facts.items())]
        return hit

    # the month before last, relative to as_of
    mbl_y, mbl_m = add_months(y, as_of.month, -2)
    mbl = {"from": date(mbl_y, mbl_m, 1).isoformat(), "to": month_end(mbl_y, mbl_m).isoformat()}

    # ---------------------------------------------------------------- aggregates
    q.aggregate("What did gas, electricity and water come to the month before last?",
                {"op": "sum", "categories": UTILITIES, **mbl},
                notes=UTIL_NOTE + " The month before last is August; the July gas bill was paid by bank "
                "transfer (separate confirmation) in August.", tags=["relative_date", "separate_receipt"])
    q.aggregate("How much went on gas over last winter?",
                {"op": "sum", "categories": ["gas"], "from": f"{last}-12-01", "to": f"{y}-02-28"},
                asker="wybrand", notes="Gas paid 1 December last year - end of February this year.",
                tags=["relative_date", "paraphrase"], paraphrase_terms=["last winter"])
    q.aggregate("What did keeping the power on cost us over the summer?",
                {"op": "sum", "categories": ["electricity"], "from": f"{y}-06-01", "to": f"{y}-08-31"},
                notes="Electricity paid June-August this year.", tags=["paraphrase", "relative_date"],
                paraphrase_terms=["keeping the power on", "over the summer"])
    q.aggregate("In the first quarter, what did our household utilities add up to?",
                {"op": "sum", "categories": UTILITIES, "from": f"{y}-01-01", "to": f"{y}-03-31"},
                notes=UTIL_NOTE + " January-March this year.", tags=["relative_date", "paraphrase"],
                paraphrase_terms=["the first quarter"])
    q.aggregate("What's the largest single energy payment we've made so far this year?",
                {"op": "max", "categories": ["electricity", "gas"], "currency": "EUR", **ytd}, asker="wybrand",
                notes="Energy = electricity and gas.", tags=["paraphrase", "relative_date"],
                paraphrase_terms=["energy"])
    q.aggregate("Which was the cheapest water bill we paid in 2025?",
                {"op": "min", "categories": ["water"], **last_year}, tags=["paraphrase"])
    q.aggregate("Spread over the twelve months of last year, what did gas cost us a month?",
                {"op": "avg_monthly", "months": 12, "categories": ["gas"], **last_year},
                notes="Gas paid last calendar year divided by 12, rounded to the cent.",
                tags=["relative_date", "paraphrase"])
    q.aggregate("How many gas invoices arrived during 2025?",
                {"op": "count_docs", "category": "gas", "issuer": GAS, **last_year},
                notes="Gas bills by invoice date.")
    argmax_c = {"op": "argmax_month", "categories": UTILITIES, "currency": "EUR", "sensitivity": VISIBLE,
                **last_year}
    by_month = Counter()
    for _, p in _selected(docs, argmax_c):
        by_month[p["paid_on"][:7]] += p["amount_cents"]
    (_, top), (_, second) = by_month.most_common(2)
    assert top > second, by_month  # a unique busiest month
    q.aggregate("Last year, in which month did the utilities hit us hardest?", argmax_c,
                notes=UTIL_NOTE, tags=["relative_date", "paraphrase"])
    base = {"op": "sum", "categories": ["electricity"], "sensitivity": VISIBLE}
    diff_c = {"op": "diff", "currency": "EUR",
              "a": dict(base, **{"from": f"{y}-07-01", "to": f"{y}-09-30"}),
              "b": dict(base, **{"from": f"{y}-04-01", "to": f"{y}-06-30"})}
    dv, _ = compute_evaluate(docs, diff_c, as_of)
    word = "more"
    if dv["EUR"]["amount_cents"] < 0:
        diff_c["a"], diff_c["b"] = diff_c["b"], diff_c["a"]
        word = "less"
    q.aggregate(f"How much {word} did electricity cost last quarter than in the quarter before it?", diff_c,
                notes="Last quarter = July-September this year, against April-June, by paid-on date; the "
                "April refund counts negative.", tags=["relative_date", "comparison", "refund"])
    q.aggregate("Is anything still waiting to be paid?", {"op": "unpaid", "as_of": as_of.isoformat()},
                notes="Bills showing no payment whose due date is today or later.")
    q.aggregate("What do the outstanding bills add up to?", {"op": "unpaid_sum", "as_of": as_of.isoformat()},
                asker="wybrand")
    q.aggregate("Once the returned cushions were refunded, what did the sofa order from Germany cost us?",
                {"op": "sum", "payee": SHOP_DE}, asker="wybrand", tags=["refund", "german", "paraphrase"],
                notes="Invoice total less the Gutschrift (a negative payment).")
    q.aggregate("What have lessons and courses cost us this year?",
                {"op": "sum", "categories": ["education"], **ytd}, asker="noor",
                tags=["currency", "paraphrase", "relative_date"],
                notes="The US online course (USD) and the music academy fee (EUR), reported separately.")
    q.aggregate("What have we paid in home insurance premiums so far?",
                {"op": "sum", "categories": ["home_insurance"]}, notes="Two yearly premiums.")
    q.aggregate("Across 2025, what did gas, power and water add up to?",
                {"op": "sum", "categories": UTILITIES, **last_year}, notes=UTIL_NOTE, tags=["paraphrase"])
    q.aggregate("Net of the refund, what has electricity cost since January?",
                {"op": "sum", "categories": ["electricity"], **ytd}, tags=["refund", "relative_date"],
                notes="Electricity paid this year, with the credit note counted negative; the October "
                "statement is still open.")
    q.aggregate("What did the fibre connection cost over the last six months?",
                unambiguous({"op": "sum", "categories": ["internet"], "from": f"{y}-05-01",
                             "to": as_of.isoformat()}, (as_of - timedelta(days=183)).isoformat()),
                asker="oriane", tags=["paraphrase", "relative_date"], paraphrase_terms=["fibre connection"],
                notes="Internet paid May-October this year (the same as 183 days back from today); the "
                "October invoice is not paid.")
    q.aggregate("What did we pay for electricity in May this year?",
                {"op": "sum", "categories": ["electricity"], "from": f"{y}-05-01", "to": f"{y}-05-31"},
                tags=["duplicate"], notes="The May statement was downloaded twice; counted once.")
    q.aggregate("How much have DIY and garden supplies cost us this year?",
                {"op": "sum", "categories": ["diy", "garden"], **ytd}, asker="wybrand",
                tags=["ocr", "photo", "paraphrase"], notes="Receipt photos.")

    # ---------------------------------------------------------------- amounts
    e_oct = in_month("electricity", f"{y}-10")
    q.amount("How much does the latest power statement ask for?", e_oct["facts"]["amount_due_cents"], "EUR",
             [e_oct["file"]], [e_oct["facts"]["amount_due_text"]], tags=["distractor_previous_balance"])
    g_may = in_month("gas", f"{y}-05")
    q.amount("What was the gas invoice we got in May?", g_may["facts"]["amount_due_cents"], "EUR",
             [g_may["file"]], [g_may["facts"]["amount_due_text"]], asker="wybrand",
             tags=["french", "label_below_value"])
    w_jul = in_month("water", f"{y}-07")
    q.amount("How much was the water bill issued in July?", w_jul["facts"]["amount_due_cents"], "EUR",
             [w_jul["file"]], [w_jul["facts"]["amount_due_text"]], tags=["dutch", "table"])
    n_aug = in_month("internet", f"{y}-08")
    q.amount("What did the broadband invoice for August come to?", n_aug["facts"]["amount_due_cents"], "EUR",
             [n_aug["file"]], [n_aug["facts"]["amount_due_text"]], tags=["eml", "paraphrase"])
    rem = doc_kind("reminder", issuer=WATER)
    q.amount("What extra charge did the water company add when we paid late?", rem["facts"]["late_fee_cents"],
             "EUR", [rem["file"]], [eur_nl(rem["facts"]["late_fee_cents"])], tags=["dutch", "distractor_reminder"],
             notes="Administratiekosten on the reminder.")
    overdue = q.doc(rem["facts"]["overdue_file"])
    q.amount("Leaving the reminder fee aside, how big was the water bill we paid late?",
             rem["facts"]["overdue_amount_cents"], "EUR", [rem["file"], overdue["file"]],
             [eur_nl(rem["facts"]["overdue_amount_cents"])], asker="wybrand", tags=["distractor_reminder"])
    idx = sorted((d for d in docs if d["kind"] == "letter" and d.get("category") == "rent"),
                 key=lambda d: d["facts"]["effective"])
    q.amount("What is the monthly rent now?", idx[-1]["facts"]["rent_cents"], "EUR", [idx[-1]["file"]],
             [eur_en(idx[-1]["facts"]["rent_cents"])], tags=["distractor_original_lease", "letter_sentence"],
             notes="The latest yearly indexation; the lease and the previous indexation show older rents.")
    lease = doc_kind("lease")
    q.amount("How much did we put down as the rental guarantee?", lease["facts"]["deposit_cents"], "EUR",
             [lease["file"]], [eur_en(lease["facts"]["deposit_cents"])])
    pols = sorted((d for d in docs if d["kind"] == "insurance_policy"), key=lambda d: d["facts"]["effective"])
    q.amount("Up to what amount are our belongings insured at the moment?", pols[-1]["facts"]["contents_cents"],
             "EUR", [pols[-1]["file"]], [eur_en(pols[-1]["facts"]["contents_cents"])], asker="oriane",
             tags=["paraphrase", "distractor_older_policy"])
    q.amount("What's the own risk per claim on the current home insurance?", pols[-1]["facts"]["excess_cents"],
             "EUR", [pols[-1]["file"]], [eur_en(pols[-1]["facts"]["excess_cents"])],
             tags=["distractor_older_policy"], notes="Deductible; the older term's was lower.")
    ecn = doc_kind("credit_note", issuer=ELEC)
    q.amount("How much did the power company give back after the meter correction?", ecn["facts"]["refund_cents"],
             "EUR", [ecn["file"]], [eur_en(ecn["facts"]["refund_cents"])], tags=["refund", "paraphrase"])
    gcn = doc_kind("credit_note", issuer=SHOP_DE)
    q.amount("How much came back for the cushions we returned?", gcn["facts"]["refund_cents"], "EUR",
             [gcn["file"]], [eur_de(gcn["facts"]["refund_cents"])], asker="wybrand", tags=["german", "refund"])
    hotel = doc_kind("invoice", issuer=HOTEL_CH)
    ht = hotel["facts"]["total_cents"]
    q.ask("What did the mountain hotel in Switzerland charge us?", f"CHF {ht // 100}.{ht % 100:02d}",
          [chf(ht), chf(ht).replace("CHF ", ""), f"{ht // 100}.{ht % 100:02d}", f"CHF {ht // 100:,}.{ht % 100:02d}",
           f"{ht // 100:,}.{ht % 100:02d} CHF"], [hotel["file"]], "amount",
          answer_value={"CHF": {"amount_cents": ht}}, evidence=[chf(ht)], tags=["currency", "german"])
    course = doc_kind("receipt", store=COURSE_US)
    q.amount("How much was Noor's online painting course?", course["facts"]["total_cents"], "USD",
             [course["file"]], [usd(course["facts"]["total_cents"])], asker="noor", tags=["currency", "eml"])
    dwi = doc_kind("invoice", issuer=APPLIANCE)
    q.amount("What did the new dishwasher cost, installation included?", dwi["facts"]["total_cents"], "EUR",
             [dwi["file"]], [eur_en(dwi["facts"]["total_cents"])], asker="wybrand")
    acad = doc_kind("school_notice", school=ACADEMY)
    q.amount("How much is the music school's fee for this year?", acad["facts"]["fee_cents"], "EUR",
             [acad["file"]], [eur_en(acad["facts"]["fee_cents"])], asker="noor", tags=["letter_sentence"])
    waste = doc_kind("tax_letter", issuer=COMMUNE)
    q.amount("How much was the council's rubbish-collection tax?", waste["facts"]["amount_cents"], "EUR",
             [waste["file"]], [eur_fr(waste["facts"]["amount_cents"])], tags=["scan", "ocr", "french", "paraphrase"])
    nrem = doc_kind("reminder", issuer=NET)
    q.amount("If we miss the deadline on the open internet invoice, what late charge do we get?",
             nrem["facts"]["late_fee_cents"], "EUR", [nrem["file"]], [eur_pre(nrem["facts"]["late_fee_cents"])],
             asker="oriane", tags=["eml", "distractor_amount_due"])

    # ---------------------------------------------------------------- dates
    q.when("By when must the latest electricity statement be settled?", iso(e_oct["facts"]["due_date"]),
           [e_oct["file"]], [e_oct["facts"]["due_date_text"]])
    n_oct = in_month("internet", f"{y}-10")
    q.when("What's the deadline for the internet invoice that hasn't been paid?", iso(n_oct["facts"]["due_date"]),
           [n_oct["file"], nrem["file"]], [n_oct["facts"]["due_date_text"]], asker="oriane", tags=["eml"])
    g_tr = next(d for d in docs if d.get("facts", {}).get("paid_via"))
    g_rc = q.doc(g_tr["facts"]["paid_via"])
    q.when("On what day did we actually pay the July gas bill?", iso(g_rc["payments"][0]["paid_on"]),
           [g_tr["file"], g_rc["file"]], [g_rc["payments"][0]["paid_on"]], asker="wybrand",
           tags=["separate_receipt", "distractor_due_date"],
           notes="The bill asks for a transfer; the bank's confirmation e-mail shows the execution date.")
    q.when("When did the late water payment finally go through?", iso(rem["facts"]["paid_on"]), [rem["file"]],
           [d_nl(iso(rem["facts"]["paid_on"]))], tags=["dutch", "stamp"])
    q.when("When does our lease come to an end?", iso(lease["facts"]["end"]), [lease["file"]],
           [d_ord(iso(lease["facts"]["end"]))])
    warr = doc_kind("warranty")
    w_end = iso(warr["facts"]["valid_until"])
    q.when("Until when is the dishwasher under guarantee?", w_end, [warr["file"]],
           [d_ord(iso(warr["facts"]["purchased"])), "two (2) years"], asker="wybrand", tags=["derived"],
           extra_aliases=[(w_end - timedelta(days=1)).isoformat()] + date_aliases(w_end - timedelta(days=1))[:3],
           notes="Not printed: two years from the purchase date.")
    q.when("When is Noor's winter concert?", iso(acad["facts"]["concert"]), [acad["file"]],
           [d_ord(iso(acad["facts"]["concert"]))], asker="noor", tags=["distractor_collection_date"])
    q.when("On which day did the cushion refund reach the credit card?", iso(gcn["facts"]["refunded_on"]),
           [gcn["file"]], [de_long(iso(gcn["facts"]["refunded_on"]))], asker="wybrand", tags=["german"])
    q.when("When does the current home insurance term run out?", iso(pols[-1]["facts"]["expiry"]),
           [pols[-1]["file"]], [d_us_short(iso(pols[-1]["facts"]["expiry"]))])
    q.when("When did we pay the waste tax?", iso(waste["facts"]["paid_on"]), [waste["file"]],
           [waste["ocr_facts"][2]], tags=["scan", "ocr", "distractor_due_date"])
    q.when("On what date was the electricity refund paid into our account?", iso(ecn["facts"]["refunded_on"]),
           [ecn["file"]], [d_ord(iso(ecn["facts"]["refunded_on"]))], tags=["refund"])

    # ---------------------------------------------------------------- lookups
    q.ask("What's our customer reference with the electricity supplier?", ELEC_ACCT,
          [ELEC_ACCT.replace("-", ""), ELEC_ACCT.replace("-", " ")], [e_oct["file"]], "lookup",
          evidence=[ELEC_ACCT], supporting_files=[d["file"] for d in bills("electricity") if d != e_oct])
    q.ask("water customer number?", WATER_ACCT, [WATER_ACCT.replace(" ", "")], [w_jul["file"]], "lookup",
          asker="wybrand", evidence=[WATER_ACCT], tags=["terse", "dutch"], notes="Printed as Klantnummer.")
    q.ask("What download speed are we paying for?", "1000 Mbit/s", ["1 Gbit/s", "1000", "Fibre 1000", "1000 Mbps"],
          [n_oct["file"]], "lookup", asker="noor", evidence=["1000 Mbit/s"], tags=["paraphrase"])
    q.ask("What's the dishwasher's serial number?", DISHWASHER["serial"], [DISHWASHER["serial"].replace("-", "")],
          [warr["file"]], "lookup", asker="wybrand", evidence=[DISHWASHER["serial"]])
    q.ask("How much notice do we need to give if we want to move out early?",
          f"{LEASE['notice_months']} months", ["three months", "three (3) months", "3"], [lease["file"]],
          "lookup", evidence=["three (3) months"], tags=["paraphrase"])
    q.ask("What's the policy number of the home insurance?", INS_NO, [INS_NO.replace("-", "")],
          [d["file"] for d in pols], "lookup", evidence=[INS_NO])
    q.ask("How many kilowatt-hours were on the most recent power statement?", str(e_oct["facts"]["kwh"]),
          [f"{e_oct['facts']['kwh']} kWh"], [e_oct["file"]], "lookup", answer_value=e_oct["facts"]["kwh"],
          evidence=[f"{e_oct['facts']['kwh']} kWh"])
    q.ask("What's the EAN code of our gas connection?", GAS_EAN, [GAS_EAN.replace(" ", "")],
          [in_month("gas", f"{y}-09")["file"]], "lookup", asker="wybrand", evidence=[GAS_EAN], tags=["french"])
    assert w_end > as_of
    q.ask("Is the dishwasher still covered if it breaks down?", "yes",
          ["Yes", f"yes, until {d_ord(w_end)}", "still under guarantee"], [warr["file"]], "lookup",
          asker="wybrand", answer_value=True, tags=["derived", "paraphrase"],
          notes=f"Two years from purchase on {warr['facts']['purchased']}: covered until {w_end}.",
          evidence=["two (2) years", d_ord(iso(warr["facts"]["purchased"]))])
    q.ask("How many nights did we stay at the Swiss mountain hotel?", str(hotel["facts"]["nights"]),
          ["six", "6 nights", "six nights"], [hotel["file"]], "lookup", answer_value=hotel["facts"]["nights"],
          evidence=[d_de(iso(hotel["facts"]["arrive"])), d_de(iso(hotel["facts"]["leave"]))],
          tags=["derived", "german"], notes="15 to 21 February; six nights of half board.")

    # ---------------------------------------------------------------- parties
    q.ask("Who do we rent the flat from?", LANDLORD, ["Verlaecke", "Verlaecke and Fils"], [lease["file"]], "party",
          evidence=[LANDLORD])
    q.ask("Who signed the lease on the landlord's side?", LEASE["signers"][0], ["Verlaecke"],
          [lease["file"]], "party", evidence=[LEASE["signers"][0]])
    q.ask("Which company supplies our gas?", GAS, ["Calorine"], [in_month("gas", f"{y}-09")["file"]], "party",
          asker="noor", evidence=[GAS])
    q.ask("Which shop sold us the dishwasher?", APPLIANCE, ["Ravelle"], [dwi["file"], warr["file"]], "party",
          asker="wybrand", evidence=[APPLIANCE])
    diy = doc_kind("receipt", store=DIY)
    q.ask("Where did we buy the wall paint?", "Bricolux", ["BRICOLUX", "Bricolux Velmont"], [diy["file"]], "party",
          asker="wybrand", evidence=["BRICOLUX"], tags=["ocr", "photo"])

    # ---------------------------------------------------------------- confidential
    slip_o = doc_kind("payslip", employer=PAY_O["employer"])
    q.amount("How much of my September salary actually reached my account?", slip_o["facts"]["net_cents"], "EUR",
             [slip_o["file"]], [eur_en(slip_o["facts"]["net_cents"])], kind="confidential", confidential=True,
             asker="oriane", tags=["payslip", "paraphrase"])
    slip_w = doc_kind("payslip", employer=PAY_W["employer"])
    q.amount("What's my gross monthly salary?", slip_w["facts"]["gross_cents"], "EUR", [slip_w["file"]],
             [eur_de(slip_w["facts"]["gross_cents"])], kind="confidential", confidential=True, asker="wybrand",
             tags=["payslip", "german"], notes="Printed as Bruttogehalt.")
    wt = slip_o["facts"]["deductions_cents"]["Withholding tax"]
    q.amount("How much income tax was held back from my September pay?", wt, "EUR", [slip_o["file"]],
             [eur_en(-wt)], kind="confidential", confidential=True, asker="oriane", tags=["payslip", "paraphrase"])
    med = doc_kind("medical_letter")
    q.ask("Which medicine did the rheumatologist prescribe for me?", med["facts"]["medication"],
          ["allopurinol", "allopurinol 100mg", "100 mg allopurinol"], [med["file"]], "confidential", asker="wybrand",
          confidential=True, evidence=["allopurinol 100 mg"], tags=["restricted"])
    q.when("When is my next appointment at the rheumatology practice?", iso(med["facts"]["follow_up"]),
           [med["file"]], [d_ord(iso(med["facts"]["follow_up"]))], kind="confidential", asker="wybrand",
           confidential=True, tags=["restricted"])

    # ---------------------------------------------------------------- absent
    q.absent("What do we pay per year for car insurance?", "Near miss: only home insurance is on file.",
             tags=["near_miss"], absent_terms=["car insurance", "motor insurance", "vehicle"])
    q.absent("How much is still owed on the mortgage?", "Near miss: the household rents.", tags=["near_miss"],
             absent_terms=["mortgage", "hypothe"])
    q.absent("How much heating oil did we order last autumn?", "Near miss: the flat is heated with gas.",
             tags=["near_miss"], absent_terms=["heating oil", "mazout", "stookolie"])
    q.absent("When is the cat's next vaccination at the vet?", absent_terms=["veterinar", "vaccination", "kitten"])
    q.absent("How much is the November electricity statement?", "Not issued yet.",
             absent_in={"kind_category": ["electricity", "2026-11"]})
    q.absent("What did the water bills come to in 2024?", "Before the water bills on file start (January 2025).",
             absent_in={"kind_category": ["water", "2024"]})
    q.absent("How much did we pay for internet in 2025?", "Near miss: the fibre invoices start in March 2026.",
             tags=["near_miss"], absent_in={"kind_category": ["internet", "2025"]})
    q.absent("What did the ski passes cost in Switzerland?", "Near miss: only the hotel invoice is on file.",
             tags=["near_miss"], absent_terms=["ski pass", "skipass", "forfait", "lift"])
    q.absent("How much did the orthodontist charge for Noor's braces?",
             absent_terms=["orthodont", "dentist", "braces"])

    # ---------------------------------------------------------------- follow-up free (multi-hop)
    end = iso(lease["facts"]["end"])
    notice = date(end.year, end.month - LEASE["notice_months"], end.day)
    q.when("If we decide to leave when the lease ends, what's the last day our notice can go out?", notice,
           [lease["file"]], [d_ord(end), "three (3) months"], kind="followup_free",
           extra_aliases=[(notice + timedelta(days=1)).isoformat()] + date_aliases(notice + timedelta(days=1))[:3],
           tags=["multi_hop", "derived"], notes="End of the lease minus the three months' notice.")
    g_mar = in_month("gas", f"{y}-03")
    e_mar = in_month("electricity", f"{y}-03")
    q.amount(f"One gas invoice asked for {g_mar['facts']['amount_due_text']}; what did the electricity statement "
             "issued in the same month ask for?", e_mar["facts"]["amount_due_cents"], "EUR",
             [g_mar["file"], e_mar["file"]], [e_mar["facts"]["amount_due_text"]], kind="followup_free",
             tags=["multi_hop"])
    total = dwi["facts"]["total_cents"]
    text, _ = amount_answer(total, "EUR")
    q.ask("Which brand is the dishwasher, and what did we pay for it?", f"{BRAND}; {text}",
          [f"{BRAND}, {eur_en(total)}", f"{BRAND} for {eur_en(total)}"], [dwi["file"], warr["file"]],
          "followup_free", asker="wybrand", answer_value={"brand": BRAND, "EUR": total},
          evidence=[BRAND, eur_en(total)], tags=["multi_hop"])
    q.ask("If water from the neighbours damages our furniture, which number do we call to claim?", INS_CLAIMS,
          [INS_CLAIMS.replace(" ", ""), INS_CLAIMS.replace("+32 ", "0")], [pols[-1]["file"]], "followup_free",
          evidence=[INS_CLAIMS], tags=["multi_hop"])

    for i, row in enumerate(q.rows, 1):
        row["id"] = f"w{i:03d}"
        if row["asker"] == "marguerite":  # QuestionSet's default asker is the first variant's
            row["asker"] = "oriane"
    check_aggregate_currencies(docs, q.rows)
    return q.rows


def check_aggregate_currencies(docs: list[dict], rows: list[dict]) -> None:
    """questions.py sums only USD/EUR/GBP: no aggregate may select a payment in another currency."""
    for row in rows:
        c = row.get("compute")
        if not c:
            continue
        specs = [c["a"], c["b"]] if c["op"] == "diff" else [c]
        for s in specs:
            if s["op"] in ("sum", "max", "min", "avg_monthly", "argmax_month"):
                for _, p in _selected(docs, s):
                    assert p["currency"] in CURRENCY_ORDER, (row["id"], p)


# ---------------------------------------------------------------------------------------------

README = """# Household variant 4 (synthetic, held out)

Licence: generated, fictional data, released under CC0 1.0 (public domain dedication). Every
person, company, address and number in it is invented.

Regenerate (from the project root; deterministic, seed in `archive.json`):

    python3 tests/corpus_gen/household_variant4.py

Check:

    python3 tests/corpus_gen/check_variant4.py
    python -m pytest -q tests/corpus_gen/test_household_variant4.py

Counts: {n_docs} documents, {n_q} questions, {n_agg} aggregates, {n_absent} unanswerable.
"""


def main(out: Path = OUT) -> None:
    """Generate the archive into ``out`` (its ``docs/`` is replaced); prints a one-line summary."""
    build_bills()
    build_others()
    DOCS.sort(key=lambda r: (r["created"], r["file"]))
    assert all(FIRST.isoformat() <= r["created"] <= TODAY.isoformat() for r in DOCS)
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
    archive = {"generator_version": "variant4-1.0", "seed": SEED, "variant": "household_variant4",
               "scale": 1, "today": TODAY.isoformat(),
               "household": {"id": HOUSEHOLD, "members": MEMBERS, "address": ADDRESS},
               "documents": len(DOCS), "questions": len(questions),
               "utilities_definition": ["electricity", "gas", "water"],
               "default_visible_sensitivities": ["public", "internal"]}
    (out / "archive.json").write_text(json.dumps(archive, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    kinds = Counter(q["kind"] for q in questions)
    (out / "README.md").write_text(README.format(n_docs=len(DOCS), n_q=len(questions), n_agg=kinds["aggregate"],
                                                 n_absent=kinds["absent"]), encoding="utf-8")
    size = sum(len(b) for b in FILES.values())
    print(f"{len(DOCS)} documents ({size / 1e6:.2f} MB), {len(questions)} questions -> {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
