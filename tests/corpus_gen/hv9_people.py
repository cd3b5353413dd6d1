"""Variant 9: household, places, issuers, number/date spellings and the document registry.

Every person, company, street, town, account and policy number here is invented."""
from __future__ import annotations

import random
import sys
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from formats import MONTHS_DE, MONTHS_FR, eur_de, eur_fr, eur_nl  # noqa: E402
from render import Pdf  # noqa: E402

SEED = 9
VARIANT = "household_variant9"
TODAY = date(2026, 9, 14)
AS_OF = TODAY.isoformat()
OUT = HERE.parent / "data" / VARIANT
HH = "h9"
A4 = (595, 842)
CUR = "EUR"

MEMBERS = [
    {"user": "niamh", "name": "Niamh Garrihy", "role": "adult"},
    {"user": "pieter", "name": "Pieter Vanhoeck", "role": "adult"},
    {"user": "ciara", "name": "Ciara Vanhoeck", "role": "teen"},
]
NIAMH, PIETER, CIARA = (m["name"] for m in MEMBERS)
HOME = ["22 Lisheen Crescent", "Ballyfarran", "Co. Kildare W91 KX47"]
MOTHER = "Godelieve Vanhoeck-Deprez"            # Pieter's mother; her flat in Belgium
FLAT_BE = ["Kapelleweg 31 bus 4", "9788 Velzegem"]
IBAN_IE = "IE64 LANB 9311 0840 2217 55"
IBAN_BE = "BE38 7420 1166 5072"

# issuers
ELEC = "Lumenra Energy"
GAS = "Slievegas Ltd"
WATER = "Ballyfarran Group Water Scheme"
BROADBAND = "Fibrelane Broadband"
MOBILE = "Chatterbox Mobile"
COUNCIL = "Kildare Borough Council"
INSURER = "Harbourview Insurance DAC"
HEALTH = "Cairnwell Health"
LANDLORD = "Quarry Lane Workspace Ltd"
BANK = "Lanesborough Bank"
SHOP = "Northwick Home Direct"
MAKER = "Aerwell Appliances"
SCHOOL = "Ballyfarran Community College"
ENERGY_BE = "Énerlys SA"
WATER_BE = "Waterbedrijf Scheldeveld"
GEMEENTE = "Gemeente Velzegem"
INSURER_BE = "Assurances Mosane SA"
EMPLOYER_DE = "Korvelt Anlagenbau GmbH"
CAMP_AT = "Alpenlicht Sprachreisen GmbH"

MONTHS_NL = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
             "september", "oktober", "november", "december"]


# ------------------------------------------------------------------ money spellings
def en(c: int) -> str:          # €1,234.56 / -€12.00
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}€{c // 100:,}.{c % 100:02d}"


def num(c: int) -> str:         # 1,234.56 / -12.00
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}{c // 100:,}.{c % 100:02d}"


def paren(c: int) -> str:       # (12.00) for debits
    return f"({num(abs(c))})"


def fr(c: int) -> str:          # 1 234,56 €
    return eur_fr(c)


def nl(c: int) -> str:          # € 1.234,56
    return eur_nl(c)


def de(c: int) -> str:          # 1.234,56 €
    return eur_de(c)


def de_num(c: int) -> str:      # 1.234,56
    return eur_de(c).replace(" €", "")


# ------------------------------------------------------------------ date spellings
def d_slash(d: date) -> str:    # 14/03/2026
    return f"{d:%d/%m/%Y}"


def d_dot(d: date) -> str:      # 14.03.2026
    return f"{d:%d.%m.%Y}"


def d_dash(d: date) -> str:     # 14-03-2026
    return f"{d:%d-%m-%Y}"


def d_long(d: date) -> str:     # 14 March 2026
    return f"{d.day} {d:%B %Y}"


def d_us(d: date) -> str:       # March 14, 2026
    return f"{d:%B} {d.day}, {d.year}"


def d_dm(d: date) -> str:       # 3 May
    return f"{d.day} {d:%B}"


def d_fr(d: date) -> str:       # 14 mars 2026
    return f"{d.day} {MONTHS_FR[d.month - 1]} {d.year}"


def d_nl(d: date) -> str:       # 14 maart 2026
    return f"{d.day} {MONTHS_NL[d.month - 1]} {d.year}"


def d_de(d: date) -> str:       # 14. März 2026
    return f"{d.day}. {MONTHS_DE[d.month - 1]} {d.year}"


def pay(cents, paid_on: date, category, payee, direction="out", **extra) -> dict:
    p = {"amount_cents": cents, "currency": CUR, "paid_on": paid_on.isoformat(),
         "category": category, "payee": payee, "direction": direction}
    p.update(extra)
    return p


# ------------------------------------------------------------------ registry
class Archive:
    """Collects manifest rows, file bytes and (for photos/e-mails) the strings drawn or written."""

    def __init__(self):
        self.rng = random.Random(SEED)
        self.rows: list[dict] = []
        self.blobs: dict[str, bytes] = {}
        self.sources: dict[str, list[str]] = {}

    def add(self, file, title, kind, created: date, sensitivity, owner, fmt, category, facts,
            payments, data: bytes, sources=None, language="en"):
        assert f"docs/{file}" not in self.blobs, file
        facts = dict(facts)
        facts.setdefault("language", language)
        row = {"file": f"docs/{file}", "title": title, "kind": kind,
               "created": created.isoformat(), "sensitivity": sensitivity, "owner": owner,
               "payments": payments, "household": HH, "format": fmt, "category": category,
               "facts": facts}
        self.rows.append(row)
        self.blobs[row["file"]] = data
        if sources is not None:
            self.sources[row["file"]] = [str(s) for s in sources]
        return row


def new_pdf(title, author, created: date, family="sans"):
    pdf = Pdf(title, author, created, family=family, unicode=True, size=A4)
    return pdf, pdf.page()


def letterhead(pg, name, lines, y=56, size=15, color=(0.1, 0.25, 0.45), right_lines=()):
    pg.text(50, y, name, size=size, bold=True, color=color)
    yy = y + 14
    for s in lines:
        pg.text(50, yy, s, size=7.5, color=(0.3, 0.3, 0.3))
        yy += 10
    ry = y
    for s in right_lines:
        pg.right(545, ry, s, size=8)
        ry += 11
    pg.line(50, max(yy, ry) + 2, 545, max(yy, ry) + 2, 0.8, color)
    return max(yy, ry) + 20


def address_block(pg, x, y, lines, size=9):
    for s in lines:
        pg.text(x, y, s, size=size)
        y += size * 1.35
    return y + 6


def kv(pg, x, y, pairs, label_w=150, size=9, bold_last=False, value_right=None):
    """Label/value rows; value left-aligned at x+label_w or right-aligned at value_right."""
    for i, (label, value) in enumerate(pairs):
        bold = bold_last and i == len(pairs) - 1
        pg.text(x, y, label, size=size, bold=bold)
        if value_right:
            pg.right(value_right, y, value, size=size, bold=bold)
        else:
            pg.text(x + label_w, y, value, size=size, bold=bold)
        y += size * 1.6
    return y + 4


def footer(pg, s):
    pg.text(50, 810, s, size=6.5, color=(0.45, 0.45, 0.45))
