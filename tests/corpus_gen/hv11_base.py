"""Household variant 11 (New Zealand family + a parent's flat in Germany): shared model and
printing helpers. Test-data code only; every name, number and address here is invented."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

from tests.corpus_gen import render
from tests.corpus_gen.formats import MONTHS_DE, eur_de, ordinal

SEED = 1111
TODAY = date(2026, 11, 25)
HOUSEHOLD = "h11"
USERS = [
    {"user": "mereana", "name": "Mereana Tawhiri-Lowe", "role": "adult", "may_open_confidential": True},
    {"user": "tobias", "name": "Tobias Lowe", "role": "adult", "may_open_confidential": False},
    {"user": "ivy", "name": "Ivy Lowe", "role": "teen", "may_open_confidential": False},
]
ADDRESS = ["14B Kanuka Rise", "Ruakiri Heads 3197", "New Zealand"]
MUM = "Hannelore Lohmann"
FLAT = ["Birkenhain 12, Whg. 3", "56298 Kesselfurt", "Deutschland"]


# ---------------------------------------------------------------- printing
def nzd(c: int) -> str:
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}${c // 100:,}.{c % 100:02d}"


def nzd2(c: int) -> str:
    return "NZ" + nzd(c) if c >= 0 else "-NZ" + nzd(-c)


def plain(c: int) -> str:
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}{c // 100:,}.{c % 100:02d}"


eur = eur_de


def eur_plain(c: int) -> str:
    return eur_de(c)[:-2]


def d_nz(d: date) -> str:          # 4/03/2026
    return f"{d.day}/{d.month:02d}/{d.year}"


def d_nz0(d: date) -> str:         # 04/03/2026
    return f"{d:%d/%m/%Y}"


def d_short(d: date) -> str:       # 4 Mar 2026
    return f"{d.day} {d:%b %Y}"


def d_long(d: date) -> str:        # 4 March 2026
    return f"{d.day} {d:%B %Y}"


def d_ord(d: date) -> str:         # 4th of March 2026
    return f"{ordinal(d.day)} of {d:%B %Y}"


def d_iso(d: date) -> str:
    return d.isoformat()


def d_de(d: date) -> str:          # 04.03.2026
    return f"{d:%d.%m.%Y}"


def d_de_long(d: date) -> str:     # 4. März 2026
    return f"{d.day}. {MONTHS_DE[d.month - 1]} {d.year}"


def D(s: str) -> date:
    return date.fromisoformat(s)


# ---------------------------------------------------------------- model
@dataclass
class Payment:
    pid: str
    amount_cents: int
    currency: str
    paid_on: date
    category: str
    payee: str
    direction: str = "out"
    bill: str | None = None            # file of the bill this settles, when in the archive
    note: str = ""

    def record(self) -> dict:
        d = {"payment_id": self.pid, "amount_cents": self.amount_cents, "currency": self.currency,
             "paid_on": self.paid_on.isoformat(), "category": self.category, "payee": self.payee,
             "direction": self.direction}
        if self.bill:
            d["bill_file"] = self.bill
        if self.note:
            d["note"] = self.note
        return d


@dataclass
class Bill:
    ref: str
    amount_cents: int
    currency: str
    due: date
    category: str
    payee: str
    paid_by: str | None = None         # payment id when a visible paper shows it was paid
    label: str = ""

    def record(self) -> dict:
        return {"ref": self.ref, "amount_cents": self.amount_cents, "currency": self.currency,
                "due": self.due.isoformat(), "category": self.category, "payee": self.payee,
                "paid_by": self.paid_by, "label": self.label}


@dataclass
class Doc:
    file: str
    title: str
    kind: str
    created: date
    sensitivity: str
    owner: str
    fmt: str
    language: str
    data: bytes
    payments: list = field(default_factory=list)
    bills: list = field(default_factory=list)
    category: str | None = None
    facts: dict = field(default_factory=dict)
    printed: list = field(default_factory=list)   # text drawn on image-only files (photos, scans)

    def record(self) -> dict:
        d = {"file": self.file, "title": self.title, "kind": self.kind,
             "created": self.created.isoformat(), "sensitivity": self.sensitivity,
             "owner": self.owner, "payments": [p.record() for p in self.payments],
             "bills": [b.record() for b in self.bills], "household": HOUSEHOLD,
             "format": self.fmt, "language": self.language}
        if self.category:
            d["category"] = self.category
        if self.facts:
            d["facts"] = self.facts
        if self.printed:
            d["printed_text"] = self.printed
        return d


class Archive:
    def __init__(self, seed: int = SEED):
        self.rng = random.Random(seed)
        self.docs: list[Doc] = []
        self.names: dict[str, Doc] = {}

    def add(self, doc: Doc) -> Doc:
        assert doc.file not in self.names, doc.file
        self.docs.append(doc)
        self.names[doc.file] = doc
        return doc

    def payments(self, sens=("public", "internal")) -> dict[str, tuple[Payment, list[str]]]:
        """Unique payments (by id) visible with the given sensitivities, with the files showing them."""
        out: dict[str, tuple[Payment, list[str]]] = {}
        for doc in self.docs:
            if doc.sensitivity not in sens:
                continue
            for p in doc.payments:
                if p.pid in out:
                    out[p.pid][1].append(doc.file)
                else:
                    out[p.pid] = (p, [doc.file])
        return out


# ---------------------------------------------------------------- page helpers
def new_pdf(title, author, created, family="sans", unicode=False):
    pdf = render.Pdf(title, author, created, family=family, unicode=unicode, size=(595, 842))
    return pdf, pdf.page()


def kv(pg, x, y, pairs, size=9.0, gap=110, bold_keys=False, leading=13):
    for k, v in pairs:
        pg.text(x, y, k, size, bold=bold_keys)
        pg.text(x + gap, y, v, size)
        y += leading
    return y


def kv_right(pg, x_right, y, pairs, size=9.0, gap=120, leading=13):
    """Key left of a right-aligned value column ending at x_right."""
    for k, v in pairs:
        pg.text(x_right - gap - 90, y, k, size)
        pg.right(x_right, y, v, size)
        y += leading
    return y


def total_box(pg, x0, y0, x1, label, value, size=12, fill=(0.93, 0.95, 0.9)):
    pg.rect(x0, y0, x1, y0 + 30, fill=fill, color=(0.3, 0.3, 0.3), width=0.8)
    pg.text(x0 + 8, y0 + 19, label, size, bold=True)
    pg.right(x1 - 8, y0 + 19, value, size, bold=True)
    return y0 + 42


def small_print(pg, y, s, x=40, width=515, size=6.5):
    return pg.paragraph(x, y, s, width, size=size)


def address_block(pg, x, y, lines, size=9.0, bold_first=True):
    for i, ln in enumerate(lines):
        pg.text(x, y, ln, size, bold=bold_first and i == 0)
        y += size * 1.35
    return y


def photo_png(jpeg: bytes) -> bytes:
    """Re-encode a receipt photo as PNG (some phones save screenshots/photos that way)."""
    import io

    from PIL import Image
    img = Image.open(io.BytesIO(jpeg)).convert("RGB")
    img = img.resize((img.width * 9 // 10, img.height * 9 // 10))
    out = io.BytesIO()
    img.save(out, "PNG", optimize=True)
    return out.getvalue()


def days(n):
    return timedelta(days=n)
