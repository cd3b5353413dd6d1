"""Variant 10: household, places, issuers, number/date spellings and the document registry.

Every person, company, street, town, account, policy and phone number here is invented."""
from __future__ import annotations

import io
import random
import sys
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from formats import MONTHS_FR, cents_round  # noqa: E402
from PIL import Image  # noqa: E402
from render import Pdf  # noqa: E402

SEED = 10
VARIANT = "household_variant10"
TODAY = date(2026, 11, 20)
AS_OF = TODAY.isoformat()
OUT = HERE.parent / "data" / VARIANT
HH = "h10"
LETTER = (612, 792)
CAD, USD = "CAD", "USD"

MEMBERS = [
    {"user": "renata", "name": "Renata Szulczewska", "role": "adult"},
    {"user": "graham", "name": "Graham Tolliver", "role": "adult"},
    {"user": "isla", "name": "Isla Tolliver", "role": "teen"},
    {"user": "felix", "name": "Felix Tolliver", "role": "teen"},
]
RENATA, GRAHAM, ISLA, FELIX = (m["name"] for m in MEMBERS)
HOME = ["57 Wexcombe Crescent", "Ardenvale, ON  L0R 2K6"]
GRANDMA = "Monique Ducharme-Tolliver"             # Graham's mother; her cottage in Quebec
COTTAGE = ["212, chemin du Lac-aux-Brumes", "Sainte-Adélie-du-Nord (Québec)  J0T 1X4"]

# issuers, Ontario home
ELEC = "Ardenvale Hydro Inc."
GAS = "Northmarsh Gas Distribution"
WATER = "Town of Ardenvale Water Services"
TOWN = "Town of Ardenvale"
NET = "Quillnet Fibre"
MOBILE = "Parlo Mobile"
HOME_INS = "Grindstone Mutual Insurance"
CAR_INS = "Halyard Auto Insurance Co."
LENDER = "Wrenholt Trust Company"
BANK = "Ferncastle Credit Union"
EMPLOYER = "Maplewick Analytics Inc."
DENTIST = "Orchard Lane Dental"
PHYSIO = "Stridewell Physiotherapy"
OPTICAL = "Ardenvale Optical"
HOCKEY = "Ardenvale Minor Hockey Association"
MUSIC = "Tremolo Music Studio"
SCHOOL = "Ardenvale Secondary School"
HARDWARE = "Pegboard Hardware"
GROCER = "Hatchell's FreshMart"
PHARMACY = "Caplan's Pharmacy"
SNOW = "Whiteout Property Services Ltd."
# United States
OUTFITTER = "Tallpine Outfitters"
OUTLET = "Beacon Hollow Outlet"
# Quebec cottage (French papers)
ELEC_QC = "Électricité Val-Brumes inc."
OIL = "Combustibles Ouellet-Pagé inc."
MUNI = "Municipalité de Sainte-Adélie-du-Nord"
INS_QC = "Mutuelle Rive-Boisée"
HARDWARE_QC = "Quincaillerie Lamontagne & fils"


# ------------------------------------------------------------------ money spellings
def _split(c: int) -> tuple[str, int, int]:
    return ("-" if c < 0 else ""), abs(c) // 100, abs(c) % 100


def cad(c: int) -> str:          # $1,234.56 / -$12.00
    s, u, r = _split(c)
    return f"{s}${u:,}.{r:02d}"


def num(c: int) -> str:          # 1,234.56
    s, u, r = _split(c)
    return f"{s}{u:,}.{r:02d}"


def code(c: int, cur: str = CAD) -> str:     # CAD 1,234.56
    return f"{cur} {num(c)}"


def fr(c: int) -> str:           # 1 234,56 $
    s, u, r = _split(c)
    return f"{s}{u:,}".replace(",", " ") + f",{r:02d} $"


def fr_num(c: int) -> str:       # 1 234,56
    return fr(c)[:-2]


def usd(c: int) -> str:          # US$1,234.56
    s, u, r = _split(c)
    return f"{s}US${u:,}.{r:02d}"


def pct(c: int, percent: str) -> int:
    from decimal import Decimal
    return cents_round(Decimal(c) * Decimal(percent) / 100)


# ------------------------------------------------------------------ date spellings
def d_iso(d: date) -> str:       # 2026-03-04
    return d.isoformat()


def d_long(d: date) -> str:      # 4 March 2026
    return f"{d.day} {d:%B %Y}"


def d_us(d: date) -> str:        # March 4, 2026
    return f"{d:%B} {d.day}, {d.year}"


def d_short(d: date) -> str:     # Mar 4, 2026
    return f"{d:%b} {d.day}, {d.year}"


def d_dmy(d: date) -> str:       # 04/03/2026
    return f"{d:%d/%m/%Y}"


def d_fr(d: date) -> str:        # 4 mars 2026
    return f"{d.day} {MONTHS_FR[d.month - 1]} {d.year}"


def pay(cents, paid_on: date, category, payee, direction="out", currency=CAD, **extra) -> dict:
    p = {"amount_cents": cents, "currency": currency, "paid_on": paid_on.isoformat(),
         "category": category, "payee": payee, "direction": direction}
    p.update(extra)
    return p


# ------------------------------------------------------------------ registry
class Archive:
    """Collects manifest rows, file bytes and (for photos/scans/e-mails) the strings drawn or written."""

    def __init__(self):
        self.rng = random.Random(SEED)
        self.rows: list[dict] = []
        self.blobs: dict[str, bytes] = {}
        self.sources: dict[str, list[str]] = {}
        self.refs: dict[str, dict] = {}      # data one module hands to another (the bank statement)

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

    def file_of(self, name: str) -> str:
        return f"docs/{name}"


def new_pdf(title, author, created: date, family="sans"):
    pdf = Pdf(title, author, created, family=family, unicode=True, size=LETTER)
    return pdf, pdf.page()


def letterhead(pg, name, lines, y=56, size=15, color=(0.1, 0.3, 0.4), right_lines=()):
    pg.text(50, y, name, size=size, bold=True, color=color)
    yy = y + 14
    for s in lines:
        pg.text(50, yy, s, size=7.5, color=(0.3, 0.3, 0.3))
        yy += 10
    ry = y
    for s in right_lines:
        pg.right(562, ry, s, size=8)
        ry += 11
    pg.line(50, max(yy, ry) + 2, 562, max(yy, ry) + 2, 0.8, color)
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


def vk(pg, x, y, pairs, value_w=110, size=9):
    """Value first, label after it (``$142.18   Amount due``)."""
    for value, label in pairs:
        pg.right(x + value_w, y, value, size=size, bold=True)
        pg.text(x + value_w + 12, y, label, size=size)
        y += size * 1.7
    return y + 4


def footer(pg, s):
    pg.text(50, 770, s, size=6.5, color=(0.45, 0.45, 0.45))


def page_text(pdf_bytes: bytes) -> list[str]:
    """Lines of a born-digital page (the source strings of a scan made from it)."""
    import pymupdf
    doc = pymupdf.open("pdf", pdf_bytes)
    return [ln for p in doc for ln in p.get_text().splitlines() if ln.strip()]


def jpeg_to_png(jpeg: bytes) -> bytes:
    img = Image.open(io.BytesIO(jpeg)).convert("L")
    out = io.BytesIO()
    img.save(out, "PNG", optimize=True)
    return out.getvalue()
