#!/usr/bin/env python3
"""Synthetic household archive, variant 6 (seed 6): a multilingual European household.

Writes ``tests/data/household_variant6/`` (``docs/``, ``manifest.jsonl``, ``questions.jsonl``,
``archive.json``, ``README.md``). Every person, company, town, account and number is invented.
Written from the shared corpus's gold *schema* only, without reading any answering code.

Deterministic: run it twice and every file comes out byte-identical (image noise is drawn from a
seeded generator, PDFs carry fixed metadata and no random ids).

    python3 tests/corpus_gen/household_variant6.py
"""
from __future__ import annotations

import email
import email.policy
import io
import json
import random
import shutil
import sys
from datetime import date, datetime, timedelta, timezone
from decimal import ROUND_HALF_UP, Decimal
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

import numpy as np
import pymupdf
from PIL import Image, ImageDraw, ImageFilter, ImageFont

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from formats import amount_answer, date_aliases  # noqa: E402
from render import Pdf  # noqa: E402

SEED = 6
AS_OF = date(2026, 11, 30)
OUT = HERE.parent / "data" / "household_variant6"
A4 = (595, 842)
VISIBLE = ["public", "internal"]
UTILITIES = ["electricity", "heating", "water"]

RNG = random.Random(SEED)
NP_SEEDS = iter(range(6000, 7000))


# ---------------------------------------------------------------------------------------------
# spelling helpers (printing only)
# ---------------------------------------------------------------------------------------------

def rhu(x) -> int:
    return int(Decimal(str(x)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def _grp(units: int, sep: str) -> str:
    return f"{units:,}".replace(",", sep)


def num_comma(c: int, sep: str = ".") -> str:
    """1.234,56 (sep='.') or 1 234,56 (sep=' '); sign in front."""
    s = "-" if c < 0 else ""
    c = abs(c)
    return f"{s}{_grp(c // 100, sep)},{c % 100:02d}"


def num_dot(c: int, sep: str = ",") -> str:
    s = "-" if c < 0 else ""
    c = abs(c)
    return f"{s}{_grp(c // 100, sep)}.{c % 100:02d}"


def nl_eur(c):  # € 1.234,56
    return f"€ {num_comma(c)}" if c >= 0 else f"-€ {num_comma(-c)}"


def de_eur(c):  # 1.234,56 €
    return f"{num_comma(c)} €"


def fr_eur(c):  # 1 234,56 €
    return f"{num_comma(c, ' ')} €"


def en_eur(c):  # EUR 1,234.56
    return f"EUR {num_dot(c)}"


def eur_suffix(c):  # 1,234.56 EUR
    return f"{num_dot(c)} EUR"


def gbp(c):
    return f"£{num_dot(c)}" if c >= 0 else f"-£{num_dot(-c)}"


def paren(c):  # (5.00)
    return f"({num_dot(abs(c))})"


def chf(c):  # CHF 1'186.80
    return f"CHF {num_dot(c, chr(39))}"


MONTHS_NL = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
             "Oktober", "November", "Dezember"]


def d_de(d):
    return f"{d:%d.%m.%Y}"


def d_nl(d):
    return f"{d:%d-%m-%Y}"


def d_nl_long(d):
    return f"{d.day} {MONTHS_NL[d.month - 1]} {d.year}"


def d_fr_long(d):
    return f"{'1er' if d.day == 1 else d.day} {MONTHS_FR[d.month - 1]} {d.year}"


def d_de_long(d):
    return f"{d.day}. {MONTHS_DE[d.month - 1]} {d.year}"


def d_en(d):
    return f"{d:%B} {d.day}, {d.year}"


def d_uk(d):
    return f"{d.day} {d:%B %Y}"


def d_yy(d):
    return f"{d:%d/%m/%y}"


def d_fr(d):
    return f"{d:%d/%m/%Y}"


def iso(d):
    return d.isoformat()


def D(s: str) -> date:
    return date.fromisoformat(s)


def split_vat(total: int, rate: str) -> tuple[int, int]:
    """Net and VAT (half-up) that add up to ``total`` exactly."""
    r = Decimal(rate)
    guess = int(Decimal(total) / (1 + r))
    for net in range(guess - 3, guess + 4):
        vat = rhu(Decimal(net) * r)
        if net + vat == total:
            return net, vat
    raise AssertionError(f"no net for {total} at {rate}")


# ---------------------------------------------------------------------------------------------
# deterministic image helpers (seeded noise; Pillow's own noise is not seeded)
# ---------------------------------------------------------------------------------------------

def _noise(img: Image.Image, sigma: float) -> Image.Image:
    g = np.random.default_rng(next(NP_SEEDS))
    a = np.asarray(img).astype(np.float32)
    a = a + g.normal(0, sigma, a.shape).astype(np.float32)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), img.mode)


def _shade(canvas: Image.Image, corner: int) -> Image.Image:
    w, h = canvas.size
    shade = Image.new("L", canvas.size, 0)
    sd = ImageDraw.Draw(shade)
    boxes = [(-w // 2, h // 2, w // 2, h * 3 // 2), (w // 2, -h // 2, w * 3 // 2, h // 2)]
    sd.ellipse(boxes[corner % 2], fill=70)
    shade = shade.filter(ImageFilter.GaussianBlur(110))
    return Image.composite(Image.new("RGB", canvas.size, (0, 0, 0)), canvas, shade)


def receipt_image(lines, angle: float, fmt: str = "JPEG", width: int = 800, font_px: int = 28,
                  blur: float = 0.6, mono: bool = False) -> bytes:
    """A till receipt on a table, photographed: rotated, shaded, blurred, noisy."""
    reg = "DejaVuSansMono.ttf" if mono else "DejaVuSans.ttf"
    bold_f = "DejaVuSansMono-Bold.ttf" if mono else "DejaVuSans-Bold.ttf"
    font, bold = ImageFont.truetype(reg, font_px), ImageFont.truetype(bold_f, font_px)
    line_h = int(font_px * 1.45)
    paper = Image.new("L", (width - 160, line_h * (len(lines) + 4)), 244)
    dr = ImageDraw.Draw(paper)
    y = line_h
    for item in lines:
        left, right = (item, "") if isinstance(item, str) else item
        is_bold, centred = "*" in left[:2], "^" in left[:2]
        f = bold if is_bold else font
        left = left.lstrip("*^") if (is_bold or centred) else left
        ink = RNG.randint(18, 48)
        if centred:
            dr.text(((paper.width - dr.textlength(left, font=f)) / 2, y), left, fill=ink, font=f)
        else:
            dr.text((50, y), left, fill=ink, font=f)
        if right:
            dr.text((paper.width - 50 - dr.textlength(right, font=f), y), right, fill=ink, font=f)
        y += line_h
    paper = paper.convert("RGB")
    canvas = Image.new("RGB", (width, paper.height + 220), (96 + RNG.randint(-8, 8), 108, 120))
    canvas.paste(paper, (80, 110))
    canvas = canvas.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=(90, 100, 112))
    canvas = _shade(canvas, RNG.randint(0, 1))
    canvas = canvas.filter(ImageFilter.GaussianBlur(blur))
    canvas = _noise(canvas, 9)
    out = io.BytesIO()
    if fmt == "PNG":
        canvas = canvas.convert("L")
        canvas.save(out, "PNG", optimize=True)
    else:
        canvas.save(out, "JPEG", quality=74, optimize=True)
    return out.getvalue()


def page_photo(pdf_bytes: bytes, angle: float, dpi: int = 110) -> bytes:
    """A phone photo of a printed page lying on a desk (JPEG)."""
    src = pymupdf.open("pdf", pdf_bytes)
    pix = src[0].get_pixmap(dpi=dpi)
    page = Image.frombytes("RGB", (pix.width, pix.height), pix.samples)
    canvas = Image.new("RGB", (page.width + 160, page.height + 160), (150, 128, 100))
    canvas.paste(page, (80, 70))
    canvas = canvas.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=(140, 120, 96))
    canvas = _shade(canvas, 0)
    canvas = canvas.filter(ImageFilter.GaussianBlur(0.7))
    canvas = _noise(canvas, 8)
    out = io.BytesIO()
    canvas.save(out, "JPEG", quality=70, optimize=True)
    return out.getvalue()


def scan_pdf(pdf_bytes: bytes, angle: float, dpi: int = 200) -> bytes:
    """Image-only scanned PDF of a born-digital one-page PDF (grey, tilted, speckled)."""
    src = pymupdf.open("pdf", pdf_bytes)
    pix = src[0].get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    img = Image.frombytes("L", (pix.width, pix.height), pix.samples)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=236)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    img = _noise(img, 10)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=62, optimize=True)
    out = pymupdf.open()
    pg = out.new_page(width=src[0].rect.width, height=src[0].rect.height)
    pg.insert_image(pg.rect, stream=buf.getvalue())
    stamp = src.metadata.get("creationDate", "")
    out.set_metadata({"producer": "DocuFeed S-400", "creator": "DocuFeed S-400",
                      "creationDate": stamp, "modDate": stamp})
    return out.tobytes(garbage=3, deflate=True, no_new_id=True)


def eml(sender, to, subject, sent: datetime, body: str, msg_id: str, attachment=None) -> bytes:
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = sender, to, subject
    msg["Date"] = format_datetime(sent)
    msg["Message-ID"] = msg_id
    msg.set_content(body)
    if attachment:
        name, data = attachment
        msg.add_attachment(data, maintype="application", subtype="pdf", filename=name)
        msg.set_boundary("==_v6_" + msg_id.strip("<>").split("@")[0])
    return msg.as_bytes()


def cet(d: date, h: int, m: int) -> datetime:
    return datetime(d.year, d.month, d.day, h, m, 12, tzinfo=timezone(timedelta(hours=1)))


# ---------------------------------------------------------------------------------------------
# the household
# ---------------------------------------------------------------------------------------------

MAREN, JORY, ELSKE = "Maren Quistorp", "Jory Achterberg", "Elske Quistorp"
ADDR = ["Lindeboomkade 41", "7318 KW Oudewaal"]
HOUSE_IBAN = "NL42 KNAL 0417 2290 55"

ELEC = "Vonkstroom Energie B.V."
HEAT = "Stadtwärme Ahlbrück GmbH"
WATER = "Régie des Eaux du Sarrelin"
NET = "Larkspur Broadband Ltd"
MOBILE = "Fernlight Mobile Ltd"
CAR_INS = "Corvena Assurance SE"
HOME_INS = "La Prévoyante Habitation"
HEALTH_INS = "Alpenfirn Versicherungen AG"
LANDLORD = "Keizerhof Vastgoed B.V."
BANK = "Kanaalbank N.V."
CARD = "Noordlicht Card Services"

ELEC_CUSTOMER = "5520 7741 09"
ELEC_EAN = "871694003177452218"
ELEC_METER = "E0031-77452-K"
HEAT_CUSTOMER = "7730-5521"
HEAT_IBAN = "DE00 7105 0000 0240 5517 93"
WATER_CONTRACT = "SAR-118-30472"
WATER_METER = "M19-004871"
WATER_PHONE = "03 84 55 21 40"
NET_ACCOUNT = "LKB-0048211"
MOBILE_NUMBER = "07700 900482"
MOBILE_ACCOUNT = "FLM-73390418"
CAR_POLICY = "CVA-MT-5581093"
PLATE = "HT-902-K"
HOME_POLICY = "PH-2210-778403"
HEALTH_POLICY = "AF-2026-118447"
WM_SERIAL = "KB814E-2506-38817"
ESP_SERIAL = "CF-D2-0046712"

MANIFEST: list[dict] = []
FILES: dict[str, bytes] = {}
TEXT: dict[str, str] = {}  # extractable text per file (for evidence checks)


def pay(amount, currency, paid_on, category, payee, direction="out", dup_of=None):
    p = {"amount_cents": amount, "currency": currency, "paid_on": iso(paid_on), "category": category,
         "payee": payee, "direction": direction}
    if dup_of:
        p["dup_of"] = dup_of
    return p


def add(file, data, title, kind, created, sensitivity, owner, payments, fmt, category=None, facts=None,
        **extra):
    assert file not in FILES, file
    FILES[file] = data
    e = {"file": file, "title": title, "kind": kind, "created": iso(created), "sensitivity": sensitivity,
         "owner": owner, "payments": payments, "household": "h6", "format": fmt}
    if category:
        e["category"] = category
    e["facts"] = facts or {}
    e.update(extra)
    MANIFEST.append(e)
    if fmt in ("pdf", "eml"):
        if fmt == "pdf":
            doc = pymupdf.open("pdf", data)
            TEXT[file] = "\n".join(pg.get_text() for pg in doc)
        else:
            msg = email.message_from_bytes(data, policy=email.policy.default)
            TEXT[file] = str(msg["Subject"]) + "\n" + msg.get_body(("plain",)).get_content()
    return e


def bill_facts(issuer, category, account, stmt, p_start, p_end, due, amount, cur, paid_on,
               amount_text, due_text, prev=None, **more):
    f = {"issuer": issuer, "category": category, "account": account, "statement_date": iso(stmt),
         "period_start": iso(p_start), "period_end": iso(p_end), "due_date": iso(due),
         "amount_due_cents": amount, "currency": cur, "previous_balance_cents": prev,
         "paid_on": iso(paid_on) if paid_on else None, "amount_due_text": amount_text,
         "due_date_text": due_text}
    f.update(more)
    return f


def addr_block(p, x, y, names, size=9.5):
    for i, line in enumerate(names + ADDR):
        p.text(x, y + i * size * 1.3, line, size)


def month_end(y, m):
    return (date(y + (m == 12), m % 12 + 1, 1) - timedelta(days=1))


# ---------------------------------------------------------------------------------------------
# electricity: Vonkstroom (Dutch), bimonthly advance bills by direct debit, annual settlement
# ---------------------------------------------------------------------------------------------

ELEC_BILLS = []  # dicts: stmt, amount, debit, file


def build_electricity():
    stmts = ["2025-01-17", "2025-03-18", "2025-05-16", "2025-07-17", "2025-09-17", "2025-11-18",
             "2026-01-16", "2026-03-17", "2026-05-18", "2026-07-17", "2026-09-17", "2026-11-17"]
    amounts = [9460, 9460, 8120, 8120, 8840, 10275, 10275, 10930, 8615, 8615, 9180, 11845]
    teal = (0.0, 0.42, 0.45)
    for i, (s, amt) in enumerate(zip(stmts, amounts)):
        st = D(s)
        debit = date(st.year, st.month, 28) if s != "2026-11-17" else D("2026-12-02")
        p_start = date(st.year, st.month, 1)
        p_end = month_end(st.year + (st.month == 12), st.month % 12 + 1)
        paid = debit if debit <= AS_OF else None
        inv = f"VS{st:%y}-{st:%m%d}-{4482 + i * 37}"
        net_part = rhu(amt * Decimal("0.29"))
        supply = amt - net_part
        pdf = Pdf(f"Voorschotnota {inv}", ELEC, st, unicode=True, size=A4)
        p = pdf.page()
        if st.year == 2025:
            # layout A: label: value on one line, totals table, framed summary box
            file = f"docs/Vonkstroom_voorschotnota_{st:%Y-%m}.pdf"
            p.text(50, 60, "Vonkstroom", 22, True, color=teal)
            p.text(50, 76, "Energie B.V.  ·  Postbus 4120  ·  6811 AA Dravelo", 8, color=teal)
            addr_block(p, 330, 120, ["Mw. M. Quistorp en Dhr. J. Achterberg"])
            p.text(50, 200, "VOORSCHOTNOTA", 15, True)
            rows = [("Factuurnummer:", inv), ("Factuurdatum:", d_nl(st)), ("Klantnummer:", ELEC_CUSTOMER),
                    ("EAN-code aansluiting:", ELEC_EAN),
                    ("Periode:", f"{d_nl_long(p_start)} t/m {d_nl_long(p_end)}")]
            y = 225
            for lab, val in rows:
                p.text(50, y, lab, 9.5, True)
                p.text(180, y, val, 9.5)
                y += 15
            y = p.table(50, y + 12, [("Omschrijving", 360, "l"), ("Bedrag", 120, "r")], [
                ["Voorschot levering elektriciteit (2 maanden)", nl_eur(supply)],
                ["Voorschot netbeheerkosten (2 maanden)", nl_eur(net_part)],
                ["Totaal incl. 21% btw", nl_eur(amt)]], size=9.5, row_h=17)
            p.rect(50, y + 20, 530, y + 80, fill=(0.9, 0.96, 0.96), color=teal, width=1)
            p.text(64, y + 44, "Te betalen", 12, True)
            p.right(515, y + 44, nl_eur(amt), 14, True)
            p.text(64, y + 66, f"Incassodatum: {d_nl(debit)}", 9.5)
            y = p.paragraph(50, y + 110, f"Het bedrag van {nl_eur(amt)} wordt op {d_nl(debit)} "
                            f"afgeschreven van uw rekening {HOUSE_IBAN} (automatische incasso). "
                            "U hoeft zelf niets te doen.", 480, 9.5)
            p.paragraph(50, y + 10, "Vragen? Bel onze klantenservice op 088 555 0420 (werkdagen 8-20 uur) of "
                        "kijk in de Vonkstroom-app. Wij zijn bereikbaar via service@vonkstroom.example.",
                        480, 8.5)
            layout = "label_value_same_line+summary_box"
        else:
            # layout B (new house style from 2026): coloured banner, labels above values
            file = f"docs/vonkstroom-{st:%Y-%m-%d}.pdf"
            p.rect(0, 0, A4[0], 70, fill=teal, color=teal)
            p.text(40, 45, "vonkstroom", 26, True, color=(1, 1, 1))
            p.text(400, 45, "uw energienota", 12, color=(1, 1, 1))
            addr_block(p, 40, 110, ["M. Quistorp / J. Achterberg"])
            cols = [("Factuurdatum", d_nl_long(st)), ("Notanummer", inv), ("Klantnummer", ELEC_CUSTOMER)]
            for k, (lab, val) in enumerate(cols):
                p.text(40 + k * 180, 200, lab, 8, color=(0.4, 0.4, 0.4))
                p.text(40 + k * 180, 214, val, 10.5, True)
            p.text(40, 240, "Leveringsperiode", 8, color=(0.4, 0.4, 0.4))
            p.text(40, 254, f"{d_nl(p_start)} – {d_nl(p_end)}", 10.5)
            p.text(220, 240, "EAN", 8, color=(0.4, 0.4, 0.4))
            p.text(220, 254, ELEC_EAN, 10.5)
            p.text(40, 300, "Wat betaalt u deze keer?", 13, True, color=teal)
            p.text(40, 326, nl_eur(amt), 24, True)
            p.text(40, 346, "termijnbedrag voor twee maanden, inclusief btw", 8.5)
            p.text(40, 385, "Wanneer?", 13, True, color=teal)
            when = (f"op of rond {d_nl_long(debit)}" if paid is None else f"op {d_nl_long(debit)}")
            y = p.paragraph(40, 405, f"Het bedrag van {nl_eur(amt)} wordt {when} afgeschreven van "
                            f"rekening {HOUSE_IBAN}.", 500, 10)
            y = p.table(40, y + 20, [("Specificatie", 380, "l"), ("", 120, "r")], [
                ["Levering elektriciteit", nl_eur(supply)], ["Netbeheer", nl_eur(net_part)],
                ["Totaal", nl_eur(amt)]], size=9, row_h=15, header_fill=None)
            p.text(40, 800, "Vonkstroom Energie B.V. · KvK 7715 2290 · klantenservice 088 555 0420", 7.5)
            layout = "value_below_label+banner"
        data = pdf.tobytes()
        payments = [pay(amt, "EUR", debit, "electricity", ELEC)] if paid else []
        facts = bill_facts(ELEC, "electricity", ELEC_CUSTOMER, st, p_start, p_end, debit, amt, "EUR", paid,
                           nl_eur(amt), d_nl(debit) if st.year == 2025 else d_nl_long(debit),
                           payment_method="direct_debit", invoice=inv, language="nl", layout=layout)
        add(file, data, f"{ELEC} advance electricity bill, {st:%B %Y}", "utility_bill", st, "internal",
            "maren", payments, "pdf", "electricity", facts)
        ELEC_BILLS.append({"stmt": st, "amount": amt, "debit": debit, "paid": paid, "file": file})

    # annual settlement 2025 (two pages) with a refund
    st, refund_on = D("2026-01-24"), D("2026-02-06")
    paid_adv = sum(b["amount"] for b in ELEC_BILLS if b["stmt"].year == 2025)
    refund = 3745
    actual = paid_adv - refund
    excl, vat = split_vat(actual, "0.21")
    kwh_start, kwh_end = 15129, 18407
    kwh = kwh_end - kwh_start
    levering = rhu(Decimal(kwh) * Decimal("11.24"))
    vastrecht, netbeheer = 12 * 625, 12 * 2130
    eb = rhu(Decimal(kwh) * Decimal("10.16"))
    korting = excl - (levering + vastrecht + netbeheer + eb)
    assert korting < 0
    file = "docs/Vonkstroom_jaarafrekening_2025.pdf"
    pdf = Pdf("Jaarafrekening 2025", ELEC, st, unicode=True, size=A4)
    p = pdf.page()
    p.text(50, 60, "Vonkstroom", 22, True, color=teal)
    p.text(50, 76, "Energie B.V.  ·  Postbus 4120  ·  6811 AA Dravelo", 8, color=teal)
    addr_block(p, 330, 120, ["Mw. M. Quistorp en Dhr. J. Achterberg"])
    p.text(50, 200, "Jaarafrekening elektriciteit 2025", 16, True)
    p.text(50, 220, f"Datum: {d_nl_long(st)}    Klantnummer: {ELEC_CUSTOMER}    Nota: VS-JA25-77452", 9)
    y = p.table(50, 250, [("Overzicht", 360, "l"), ("Bedrag", 120, "r")], [
        ["Werkelijke kosten 1 januari t/m 31 december 2025", nl_eur(actual)],
        ["Al betaalde termijnbedragen (voorschotten)", nl_eur(-paid_adv)],
        ["Saldo", nl_eur(-refund)]], size=9.5, row_h=17)
    p.rect(50, y + 25, 530, y + 75, fill=(0.92, 0.97, 0.92), color=(0.2, 0.5, 0.2))
    p.text(64, y + 48, "U ontvangt van ons terug", 12, True)
    p.right(515, y + 48, nl_eur(refund), 14, True)
    p.text(64, y + 66, "creditbedrag", 8)
    y = p.paragraph(50, y + 110, f"U heeft in 2025 meer voorschot betaald dan u heeft verbruikt. Wij storten "
                    f"{nl_eur(refund)} uiterlijk op {d_nl_long(refund_on)} op uw rekening {HOUSE_IBAN}. "
                    "De specificatie van uw verbruik vindt u op pagina 2.", 480, 9.5)
    p.paragraph(50, y + 8, "Uw nieuwe termijnbedrag blijft € 102,75 per twee maanden.", 480, 9.5)
    p.text(50, 800, "pagina 1 van 2", 7.5)
    p = pdf.page()
    p.text(50, 60, "Specificatie jaarafrekening 2025", 13, True)
    p.text(50, 80, f"Meternummer {ELEC_METER}  ·  EAN {ELEC_EAN}", 9)
    y = p.table(50, 100, [("Meterstand", 200, "l"), ("Datum", 140, "l"), ("Stand (kWh)", 140, "r")], [
        ["Beginstand", d_nl(D("2025-01-01")), _grp(kwh_start, " ")],
        ["Eindstand", d_nl(D("2025-12-31")), _grp(kwh_end, " ")],
        ["Verbruik", "", _grp(kwh, " ")]], size=9, row_h=15)
    y = p.table(50, y + 25, [("Kostenpost", 260, "l"), ("Berekening", 120, "l"), ("Bedrag", 100, "r")], [
        ["Levering elektriciteit", f"{_grp(kwh, ' ')} kWh × € 0,1124", nl_eur(levering)],
        ["Vaste leveringskosten", "12 × € 6,25", nl_eur(vastrecht)],
        ["Netbeheerkosten", "12 × € 21,30", nl_eur(netbeheer)],
        ["Energiebelasting", f"{_grp(kwh, ' ')} kWh × € 0,1016", nl_eur(eb)],
        ["Vermindering energiebelasting", "", nl_eur(korting)],
        ["Totaal excl. btw", "", nl_eur(excl)],
        ["Btw 21%", "", nl_eur(vat)],
        ["Totaal incl. btw", "", nl_eur(actual)]], size=9, row_h=15)
    p.text(50, 800, "pagina 2 van 2", 7.5)
    add(file, pdf.tobytes(), f"{ELEC} annual settlement 2025 (credit)", "credit_note", st, "internal", "maren",
        [pay(-refund, "EUR", refund_on, "electricity", ELEC)], "pdf", "electricity",
        {"issuer": ELEC, "category": "electricity", "account": ELEC_CUSTOMER, "statement_date": iso(st),
         "refund_cents": refund, "refund_on": iso(refund_on), "advances_paid_cents": paid_adv,
         "actual_cost_cents": actual, "meter": ELEC_METER, "meter_start_kwh": kwh_start,
         "meter_end_kwh": kwh_end, "consumption_kwh": kwh, "pages": 2, "language": "nl",
         "note": "Refund recorded as a negative out-payment (reduces electricity spending)."})
    return refund, refund_on


# ---------------------------------------------------------------------------------------------
# district heating: Stadtwärme Ahlbrück (German), quarterly instalments by bank transfer
# ---------------------------------------------------------------------------------------------

HEAT_BILLS = []


def build_heating():
    spec = [("2025-02-12", 31210, "2025-02-26"), ("2025-05-12", 24600, "2025-05-27"),
            ("2025-08-12", 16800, "2025-08-25"), ("2025-11-12", 28650, "2025-11-26"),
            ("2026-02-12", 34410, "2026-02-24"), ("2026-05-12", 27200, None),
            ("2026-08-12", 17600, "2026-08-27"), ("2026-11-12", 30950, None)]
    red = (0.65, 0.12, 0.1)
    prev_paid = None
    for q, (s, amt, paid_s) in enumerate(spec):
        st = D(s)
        quarter = (q % 4) + 1
        p_start = date(st.year, 3 * (quarter - 1) + 1, 1)
        p_end = month_end(st.year, 3 * quarter)
        if st.month != 11:
            due = date(st.year, st.month + 1, 1)
        else:
            due = D("2026-12-05") if st.year == 2026 else D("2025-12-01")
        paid = D(paid_s) if paid_s else None
        inv = f"AB-{st:%Y}-{st:%m%d}-5521"
        net, vat = split_vat(amt, "0.19")
        grund = rhu(net * Decimal("0.34"))
        mess = 1450
        arbeit = net - grund - mess
        pdf = Pdf(f"Abschlagsrechnung {inv}", HEAT, st, unicode=True, size=A4)
        pdf.unicode_fonts = sorted(set(pdf.unicode_fonts) | {"cour", "cobo"})  # the slip uses a mono face
        p = pdf.page()
        p.text(50, 55, "STADTWÄRME", 18, True, color=red)
        p.text(50, 70, "AHLBRÜCK", 11, True, color=red)
        p.text(50, 110, f"{HEAT} · Am Heizwerk 3 · 52291 Ahlbrück", 7)
        p.line(50, 113, 280, 113, 0.3)
        addr_block(p, 50, 128, ["Frau Maren Quistorp", "Herrn Jory Achterberg"])
        right = [("Kundennummer", HEAT_CUSTOMER), ("Vertragskonto", "4100 882 617"),
                 ("Rechnungsnummer", inv), ("Rechnungsdatum", d_de(st))]
        file = f"docs/Stadtwaerme_Abschlag_{st.year}Q{quarter}.pdf"
        if st.year == 2025:
            for k, (lab, val) in enumerate(right):
                p.text(350, 128 + k * 14, lab, 8.5)
                p.right(545, 128 + k * 14, val, 8.5, True)
            layout = "two_column_table+tear_off_transfer_slip"
        else:
            for k, (lab, val) in enumerate(right):
                p.text(350, 122 + k * 26, lab, 7.5, color=(0.4, 0.4, 0.4))
                p.text(350, 133 + k * 26, val, 10, True)
            layout = "value_below_label+two_column_table"
        p.text(50, 250, f"Abschlagsrechnung Fernwärme – {quarter}. Quartal {st.year}", 13, True)
        y = p.paragraph(50, 275, "Sehr geehrte Frau Quistorp, sehr geehrter Herr Achterberg,", 490, 9.5)
        y = p.paragraph(50, y + 4, f"für die Wärmelieferung im Zeitraum {d_de(p_start)} bis {d_de(p_end)} "
                        "berechnen wir Ihnen den folgenden Abschlag:", 490, 9.5)
        y = p.table(50, y + 8, [("Leistung", 330, "l"), ("Betrag", 160, "r")], [
            ["Grundpreis (Anschlussleistung 9 kW)", de_eur(grund)],
            ["Arbeitspreis (Abschlag nach Vorjahresverbrauch)", de_eur(arbeit)],
            ["Messpreis Wärmemengenzähler", de_eur(mess)],
            ["Nettobetrag", de_eur(net)], ["zzgl. 19 % USt.", de_eur(vat)],
            ["Zahlbetrag", de_eur(amt)]], size=9.5, row_h=17, header_fill=(0.95, 0.88, 0.86))
        y = p.paragraph(50, y + 20, f"Bitte überweisen Sie den Zahlbetrag von {de_eur(amt)} bis zum {d_de(due)} "
                        f"auf unser Konto IBAN {HEAT_IBAN} (BIC AHLBDE3XXX), Verwendungszweck {inv}. "
                        "Ein Lastschriftmandat liegt uns nicht vor.", 490, 9.5)
        if prev_paid:
            y = p.paragraph(50, y + 6, f"Ihre Zahlung über {de_eur(prev_paid[0])} vom {d_de(prev_paid[1])} ist "
                            "bei uns eingegangen. Vielen Dank.", 490, 9.5)
        p.paragraph(50, y + 6, "Mit freundlichen Grüßen – Ihr Kundenservice, Telefon 02408 555 310", 490, 9.5)
        if st.year == 2025:
            top = 620
            dashes = "- " * 18
            p.text(50, top - 8, f"{dashes}hier abtrennen {dashes}", 7)
            p.rect(50, top, 545, 800, color=(0.8, 0.3, 0.2), width=0.8)
            p.text(60, top + 16, "SEPA-Überweisung / Zahlschein", 9, True)
            rows = [("Empfänger", HEAT), ("IBAN", HEAT_IBAN), ("BIC", "AHLBDE3XXX"),
                    ("Betrag: Euro, Cent", num_comma(amt)), ("Verwendungszweck", inv),
                    ("Kontoinhaber", "Maren Quistorp")]
            for k, (lab, val) in enumerate(rows):
                yy = top + 34 + k * 25
                p.text(60, yy, lab, 6.5, color=(0.5, 0.2, 0.1))
                p.rect(60, yy + 3, 535, yy + 19, color=(0.8, 0.3, 0.2), width=0.4)
                p.text(66, yy + 15, val, 9.5, family="mono")
        data = pdf.tobytes()
        payments = [pay(amt, "EUR", paid, "heating", HEAT)] if paid else []
        facts = bill_facts(HEAT, "heating", HEAT_CUSTOMER, st, p_start, p_end, due, amt, "EUR", paid,
                           de_eur(amt), d_de(due), payment_method="bank_transfer", invoice=inv, language="de",
                           layout=layout, net_cents=net, vat_cents=vat)
        if paid_s is None and st < D("2026-11-01"):
            facts["paid_via"] = "docs/Scan_2026-06-17_0001.pdf"
        e = add(file, data, f"{HEAT} district heating instalment Q{quarter} {st.year}", "utility_bill", st,
                "internal", "maren", payments, "pdf", "heating", facts)
        HEAT_BILLS.append({"stmt": st, "amount": amt, "due": due, "paid": paid, "file": file, "entry": e,
                           "data": data})
        if paid:
            prev_paid = (amt, paid)

    # the unpaid Q2 2026 instalment -> reminder with a late fee (arrived by post, scanned)
    orig = HEAT_BILLS[5]
    st, due, paid_on, fee = D("2026-06-15"), D("2026-06-26"), D("2026-06-24"), 500
    total = orig["amount"] + fee
    pdf = Pdf("Zahlungserinnerung", HEAT, st, unicode=True, size=A4)
    p = pdf.page()
    p.text(50, 55, "STADTWÄRME", 18, True, color=red)
    p.text(50, 70, "AHLBRÜCK", 11, True, color=red)
    addr_block(p, 50, 128, ["Frau Maren Quistorp", "Herrn Jory Achterberg"])
    p.text(350, 128, f"Ahlbrück, {d_de(st)}", 9.5)
    p.text(350, 142, f"Kundennummer {HEAT_CUSTOMER}", 9.5)
    p.text(50, 240, "Zahlungserinnerung", 15, True)
    y = p.paragraph(50, 265, "Sehr geehrte Kundin, sehr geehrter Kunde,", 490, 10)
    orig_inv = orig["entry"]["facts"]["invoice"]
    y = p.paragraph(50, y + 4, f"sicher haben Sie es nur übersehen: Unsere Abschlagsrechnung {orig_inv} "
                    f"vom {d_de(orig['stmt'])} war am {d_de(orig['due'])} fällig und ist bis heute nicht bei uns "
                    "eingegangen.", 490, 10)
    y = p.table(50, y + 10, [("Position", 330, "l"), ("Betrag", 160, "r")], [
        ["Offener Abschlag 2. Quartal 2026", de_eur(orig["amount"])], ["Mahngebühr", de_eur(fee)],
        ["Gesamtforderung", de_eur(total)]], size=10, row_h=18)
    y = p.paragraph(50, y + 20, f"Bitte überweisen Sie den Gesamtbetrag von {de_eur(total)} bis spätestens "
                    f"{d_de(due)} auf das Konto IBAN {HEAT_IBAN}. Sollten Sie inzwischen gezahlt haben, "
                    "betrachten Sie dieses Schreiben bitte als gegenstandslos.", 490, 10)
    p.paragraph(50, y + 10, "Mit freundlichen Grüßen\nForderungsmanagement, Stadtwärme Ahlbrück", 490, 10)
    scan = scan_pdf(pdf.tobytes(), angle=-1.3)
    file = "docs/Scan_2026-06-17_0001.pdf"
    add(file, scan, f"{HEAT} payment reminder with late fee (scanned)", "reminder", st, "internal", "maren",
        [pay(total, "EUR", paid_on, "heating", HEAT)], "scan_pdf", "heating",
        {"issuer": HEAT, "category": "heating", "account": HEAT_CUSTOMER, "statement_date": iso(st),
         "due_date": iso(due), "original_invoice": orig["entry"]["facts"]["invoice"],
         "original_file": orig["file"], "original_amount_cents": orig["amount"], "late_fee_cents": fee,
         "amount_due_cents": total, "currency": "EUR", "paid_on": iso(paid_on), "image_only": True,
         "language": "de", "note": "Payment covers the overdue Q2 2026 instalment plus the late fee."},
        ocr_facts=[de_eur(fee), de_eur(total), d_de(due)])
    return orig, fee, total, paid_on, due


# ---------------------------------------------------------------------------------------------
# water: Régie des Eaux du Sarrelin (French), half-yearly, by transfer, tear-off slip
# ---------------------------------------------------------------------------------------------

WATER_BILLS = []


def build_water():
    spec = [("2025-03-18", "2025-04-15", "2025-04-09", 41), ("2025-09-16", "2025-10-14", "2025-10-10", 57),
            ("2026-03-17", "2026-04-14", "2026-04-08", 44), ("2026-09-15", "2026-10-13", "2026-10-09", 62)]
    index = 1143
    blue = (0.1, 0.25, 0.55)
    prev = None
    for s, due_s, paid_s, m3 in spec:
        st, due, paid = D(s), D(due_s), D(paid_s)
        old_index, index = index, index + m3
        p_end = st.replace(day=1) - timedelta(days=1)
        p_start = date(p_end.year if p_end.month > 6 else p_end.year - 1, (p_end.month + 6) % 12 + 1, 1)
        read_on = st - timedelta(days=13)
        price = Decimal("3.1240") if st.year == 2025 else Decimal("3.2180")
        abo = 2840 if st.year == 2025 else 2915
        items = [("Abonnement (part fixe, 6 mois)", "1", "", abo),
                 ("Consommation d'eau potable", f"{m3} m³", f"{str(price).replace('.', ',')} €",
                  rhu(m3 * price * 100)),
                 ("Redevance pollution domestique", f"{m3} m³", "0,4120 €", rhu(m3 * Decimal("41.20"))),
                 ("Redevance modernisation des réseaux", f"{m3} m³", "0,1850 €", rhu(m3 * Decimal("18.50")))]
        ht = sum(i[3] for i in items)
        tva = rhu(ht * Decimal("0.055"))
        ttc = ht + tva
        inv = f"F{st:%y}{st:%m}-30472"
        pdf = Pdf(f"Facture d'eau {inv}", WATER, st, family="serif", unicode=True, size=A4)
        pdf.unicode_fonts = sorted(set(pdf.unicode_fonts) | {"cour", "cobo"})
        p = pdf.page()
        p.text(50, 58, "Régie des Eaux", 20, True, color=blue)
        p.text(50, 76, "du Sarrelin", 14, color=blue)
        p.text(50, 92, "Service public de l'eau · 2 quai des Tanneurs · 57410 Sarrelin-la-Haute", 7.5)
        addr_block(p, 330, 120, ["M. et Mme Achterberg-Quistorp"], 10)
        p.text(50, 200, "FACTURE D'EAU", 15, True)
        p.text(50, 220, f"Facture n° {inv}", 10)
        p.text(50, 234, f"Date de facture : {d_fr_long(st)}", 10)
        p.text(300, 220, f"Référence client : {WATER_CONTRACT}", 10)
        p.text(300, 234, f"Compteur n° {WATER_METER}", 10)
        p.text(50, 256, f"Période : du {d_fr(p_start)} au {d_fr(p_end)}", 10)
        p.text(50, 270, f"Relevé du {d_fr(read_on)} : ancien index {_grp(old_index, ' ')} m³ – nouvel index "
                        f"{_grp(index, ' ')} m³ – consommation {m3} m³", 9)
        rows = [[a, b, c, num_comma(d, ' ')] for a, b, c, d in items]
        y = p.table(50, 290, [("Désignation", 250, "l"), ("Quantité", 70, "r"), ("Prix unitaire HT", 90, "r"),
                              ("Montant HT (€)", 85, "r")], rows, size=9, row_h=16,
                    header_fill=(0.85, 0.9, 0.97))
        for lab, val, b in [("Total HT", fr_eur(ht), False), ("TVA 5,5 %", fr_eur(tva), False),
                            ("Total TTC", fr_eur(ttc), True)]:
            y += 16
            p.text(340, y, lab, 10, b)
            p.right(545, y, val, 10, b)
        p.rect(50, y + 18, 545, y + 58, fill=(0.93, 0.95, 1), color=blue)
        p.text(62, y + 43, "Montant à payer", 12, True)
        p.right(535, y + 43, fr_eur(ttc), 13, True)
        y = p.paragraph(50, y + 84, f"Veuillez régler {fr_eur(ttc)} avant le {d_fr_long(due)} par virement "
                        "(IBAN FR00 3000 4028 1700 0104 7722 160) en indiquant la référence "
                        f"{WATER_CONTRACT}.", 495, 10)
        if prev:
            y = p.paragraph(50, y + 4, f"Nous avons bien reçu votre règlement de {fr_eur(prev[0])} le "
                            f"{d_fr_long(prev[1])}, merci.", 495, 10)
        p.paragraph(50, y + 4, f"Service clients : {WATER_PHONE} (du lundi au vendredi, 8h30-17h).", 495, 9)
        top = 650
        p.text(50, top - 6, "- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -", 7)
        p.text(50, top + 14, "TALON DE PAIEMENT – à joindre à votre règlement", 9, True)
        for j, (lab, val) in enumerate([("Référence client", WATER_CONTRACT), ("Facture", inv),
                                        ("Montant", fr_eur(ttc)), ("Date limite", d_fr(due))]):
            p.text(50, top + 36 + j * 16, lab, 9)
            p.text(170, top + 36 + j * 16, val, 9, True, family="mono")
        p.text(50, top + 120, f"*{WATER_CONTRACT.replace('-', '')}*{ttc:08d}*{due:%d%m%y}*", 10, family="mono")
        data = pdf.tobytes()
        file = f"docs/RES_facture_{st:%Y-%m}.pdf"
        facts = bill_facts(WATER, "water", WATER_CONTRACT, st, p_start, p_end, due, ttc, "EUR", paid,
                           fr_eur(ttc), d_fr_long(due), payment_method="bank_transfer", invoice=inv,
                           language="fr", layout="item_table+summary_box+tear_off_slip", meter=WATER_METER,
                           meter_old=old_index, meter_new=index, consumption_m3=m3, read_on=iso(read_on),
                           net_cents=ht, vat_cents=tva)
        add(file, data, f"{WATER} water bill, {st:%B %Y}", "utility_bill", st, "internal", "jory",
            [pay(ttc, "EUR", paid, "water", WATER)], "pdf", "water", facts)
        WATER_BILLS.append({"stmt": st, "amount": ttc, "due": due, "paid": paid, "file": file, "data": data,
                            "index": index, "read_on": read_on})
        prev = (ttc, paid)
    # the September 2025 bill was also photographed with a phone before filing (duplicate)
    b = WATER_BILLS[1]
    photo = page_photo(b["data"], angle=2.2)
    add("docs/IMG_20250919_081522.jpg", photo, "Phone photo of the September 2025 water bill", "utility_bill",
        b["stmt"], "internal", "jory", [pay(b["amount"], "EUR", b["paid"], "water", WATER, dup_of=b["file"])],
        "photo_jpg", "water", {"issuer": WATER, "category": "water", "duplicate_of": b["file"],
                               "statement_date": iso(b["stmt"]), "amount_due_cents": b["amount"]},
        ocr_facts=[fr_eur(b["amount"])])


# ---------------------------------------------------------------------------------------------
# internet: Larkspur Broadband (English, EUR), quarterly invoices with item rows and VAT
# ---------------------------------------------------------------------------------------------

NET_BILLS = []


def build_internet():
    spec = [("2025-01-06", "2025-01-16"), ("2025-04-07", "2025-04-17"), ("2025-07-07", "2025-07-17"),
            ("2025-10-06", "2025-10-16"), ("2026-01-06", "2026-01-16"), ("2026-04-07", "2026-04-17"),
            ("2026-07-06", "2026-07-16"), ("2026-10-06", "2026-10-16")]
    purple = (0.38, 0.2, 0.55)
    prev = None
    for k, (s, paid_s) in enumerate(spec):
        st, paid = D(s), D(paid_s)
        due = st + timedelta(days=14)
        plan = 3995 if st.year == 2025 else 4250
        p_start = st.replace(day=1)
        p_end = month_end(st.year, st.month + 2)
        rng_months = f"{p_start:%b} – {p_end:%b %Y}"
        items = [(f"Fibre 500 home plan, {rng_months}", 3, plan), ("Wi-Fi router rental", 3, 400)]
        if s == "2025-04-07":
            items.append(("Service outage credit (12-14 March 2025)", 1, -1200))
        if s == "2026-10-06":
            items.append(("Technician call-out (line fault, 22 Sep 2026)", 1, 6500))
        sub = sum(q * u for _, q, u in items)
        vat = rhu(sub * Decimal("0.21"))
        total = sub + vat
        inv = f"INV-{st:%Y-%m}-{87 + k * 53:04d}"
        pdf = Pdf(f"Invoice {inv}", NET, st, unicode=True, size=A4)
        p = pdf.page()
        new = st.year == 2026
        money = eur_suffix if new else en_eur
        p.text(50, 60, "larkspur", 24, True, color=purple)
        p.text(50, 74, "broadband", 10, color=purple)
        p.right(545, 58, "INVOICE", 18, True)
        p.right(545, 74, f"{NET} · 14 Harbour Row · Port Aldwin", 7.5)
        addr_block(p, 50, 120, [f"{JORY}"])
        meta = [("Invoice no.", inv), ("Invoice date", d_en(st)), ("Account", NET_ACCOUNT),
                ("Payment due by", d_en(due))]
        for j, (lab, val) in enumerate(meta):
            p.text(340, 120 + j * 15, lab, 9)
            p.right(545, 120 + j * 15, val, 9, True)
        rows = [[desc, str(q), num_dot(u), num_dot(q * u)] for desc, q, u in items]
        y = p.table(50, 230, [("Item", 275, "l"), ("Qty", 45, "r"), ("Unit price", 80, "r"), ("Total", 95, "r")],
                    rows, size=9, row_h=16, header_fill=(0.92, 0.88, 0.96))
        tot_rows = [("Subtotal", money(sub)), ("VAT 21%", money(vat)),
                    ("Amount payable" if new else "Total due", money(total))]
        for j, (lab, val) in enumerate(tot_rows):
            y += 17
            bold = j == 2
            p.text(340, y, lab, 10, bold)
            p.right(545, y, val, 10, bold)
        y += 30
        if prev:
            y = p.paragraph(50, y, f"Your payment of {money(prev[0])} was received on {d_en(prev[1])}, thank you.",
                            495, 9.5) + 4
        y = p.paragraph(50, y, f"Please pay by bank transfer to IBAN IE00 LARK 9311 0400 2177 45 quoting "
                        f"{inv} so that it reaches us by {d_en(due)}.", 495, 9.5)
        p.paragraph(50, y + 4, "All amounts in euro. Questions about this invoice: billing@larkspur.example or "
                    "call 1800 555 817.", 495, 8.5)
        data = pdf.tobytes()
        file = f"docs/Larkspur_{inv}.pdf"
        facts = bill_facts(NET, "internet", NET_ACCOUNT, st, p_start, p_end, due, total, "EUR", paid,
                           money(total), d_en(due), payment_method="bank_transfer", invoice=inv, language="en",
                           layout="item_rows+subtotal_vat_total", subtotal_cents=sub, vat_cents=vat,
                           plan_monthly_cents=plan, items=[[d, q, u] for d, q, u in items])
        e = add(file, data, f"{NET} invoice {inv}", "utility_bill", st, "internal", "jory",
                [pay(total, "EUR", paid, "internet", NET)], "pdf", "internet", facts)
        NET_BILLS.append({"stmt": st, "amount": total, "paid": paid, "file": file, "data": data, "inv": inv,
                          "vat": vat, "items": items, "entry": e, "due": due})
        prev = (total, paid)
    # the July 2026 invoice arrived by e-mail (PDF attached) and the PDF was also uploaded on its own
    b = NET_BILLS[6]
    body = (f"Hello Jory,\n\nYour Larkspur Broadband invoice {b['inv']} dated {d_en(b['stmt'])} is attached.\n"
            f"Amount payable: {eur_suffix(b['amount'])}, due by {d_en(b['due'])}.\n\n"
            "Pay by bank transfer quoting the invoice number. Thank you for staying with Larkspur.\n\n"
            "-- Larkspur Billing Team\n")
    data = eml("Larkspur Broadband <billing@larkspur.example>", "Jory Achterberg <jory@achterberg-quistorp.example>",
               f"Your Larkspur invoice {b['inv']}", cet(b["stmt"], 7, 41), body, "<v6-lkb-2607@larkspur.example>",
               (f"Larkspur_{b['inv']}.pdf", b["data"]))
    efile = f"docs/{b['stmt']:%Y-%m-%d}_Larkspur_invoice.eml"
    # the e-mail is the first copy; the separately uploaded PDF's payment is the duplicate
    b["entry"]["payments"][0]["dup_of"] = efile
    b["entry"]["facts"]["duplicate_of"] = efile
    add(efile, data, f"Email: {NET} invoice {b['inv']}", "email", b["stmt"], "internal", "jory",
        [pay(b["amount"], "EUR", b["paid"], "internet", NET)], "eml", "internet",
        dict(b["entry"]["facts"], attachment=f"Larkspur_{b['inv']}.pdf", attachment_kind="utility_bill",
             duplicate_of=None))
    b["file_primary"] = efile


# ---------------------------------------------------------------------------------------------
# mobile: Fernlight Mobile (English, GBP), monthly, direct debit; one bill as a plain e-mail
# ---------------------------------------------------------------------------------------------

MOB_BILLS = []


def build_mobile():
    spec = [("2026-07-14", [("Unlimited calls + 30GB plan", 1800), ("EU roaming pass (7 days)", 650)]),
            ("2026-08-14", [("Unlimited calls + 30GB plan", 1800), ("Calls to non-UK numbers", 320)]),
            ("2026-09-14", [("Unlimited calls + 30GB plan", 1800), ("Calls to non-UK numbers", 275),
                            ("Goodwill credit (network outage)", -500)]),
            ("2026-10-14", [("Unlimited calls + 30GB plan", 1800), ("Text messages abroad", 110)]),
            ("2026-11-14", [("Unlimited calls + 30GB plan", 1800), ("EU roaming pass (7 days)", 650),
                            ("Data add-on 5GB", 190)])]
    green = (0.1, 0.45, 0.25)
    for k, (s, items) in enumerate(spec):
        st = D(s)
        total = sum(a for _, a in items)
        collect = date(st.year + (st.month == 12), st.month % 12 + 1, 1)
        paid = collect if collect <= AS_OF else None
        p_start, p_end = st, date(st.year + (st.month == 12), st.month % 12 + 1, 13)
        ref = f"FL{st:%y%m}-{3390 + k * 11}"
        file = f"docs/Fernlight_statement_{st:%Y-%m}.pdf"
        mtext = lambda a: paren(a) if a < 0 else num_dot(a)  # noqa: E731
        if s == "2026-09-14":
            body = (f"Hi Jory,\n\nYour Fernlight bill for {MOBILE_NUMBER} is ready.\n\n"
                    f"Bill date: {d_yy(st)}\nAccount: {MOBILE_ACCOUNT}\n\n"
                    + "".join(f"  {desc:<40}{mtext(a):>10}\n" for desc, a in items)
                    + f"  {'Total this month':<40}{gbp(total):>10}\n\n"
                    f"We'll collect {gbp(total)} by Direct Debit on or just after {d_yy(collect)}.\n"
                    "You don't need to do anything.\n\nFernlight Mobile Ltd, PO Box 771, Wrexholm WX2 9FL\n")
            data = eml("Fernlight Mobile <mybill@fernlight.example>", "jory@achterberg-quistorp.example",
                       f"Your Fernlight bill is ready - {gbp(total)}", cet(st, 6, 15), body,
                       f"<v6-fl-{st:%y%m}@fernlight.example>")
            file = f"docs/Fernlight_bill_{st:%Y-%m}.eml"
            fmt, kind, layout = "eml", "email", "plain_text_email_no_attachment"
        else:
            pdf = Pdf(f"Fernlight statement {ref}", MOBILE, st, unicode=True, size=A4)
            p = pdf.page()
            p.rect(0, 0, 170, A4[1], fill=(0.92, 0.97, 0.93), color=(0.92, 0.97, 0.93))
            p.text(20, 50, "fernlight", 20, True, color=green)
            p.text(20, 64, "mobile", 10, color=green)
            p.text(20, 120, "This month's charges", 8.5)
            p.text(20, 142, gbp(total), 20, True)
            p.text(20, 175, "Direct Debit date", 8.5)
            p.text(20, 190, d_yy(collect), 11, True)
            p.text(20, 225, "Bill date", 8.5)
            p.text(20, 240, d_yy(st), 11, True)
            p.text(20, 275, "Account number", 8.5)
            p.text(20, 290, MOBILE_ACCOUNT, 11, True)
            p.text(20, 325, "Your number", 8.5)
            p.text(20, 340, MOBILE_NUMBER, 11, True)
            addr_block(p, 200, 60, [JORY])
            p.text(200, 160, f"Your bill, {d_yy(p_start)} to {d_yy(p_end)}", 13, True)
            rows = [[desc, mtext(a)] for desc, a in items] + [["Total (prices include VAT at 20%)", gbp(total)]]
            y = p.table(200, 180, [("What you're paying for", 250, "l"), ("£", 90, "r")], rows, size=9.5,
                        row_h=17, header_fill=(0.85, 0.93, 0.87))
            y = p.paragraph(200, y + 25, f"We'll collect {gbp(total)} by Direct Debit on or just after "
                            f"{d_yy(collect)}. You don't need to do anything.", 345, 9.5)
            if k == 0:
                y = p.paragraph(200, y + 8, "Welcome to Fernlight. Your 24-month plan started on 14/07/26; the "
                                "minimum term ends on 13/07/28.", 345, 9.5)
            p.paragraph(200, y + 8, "Credits are shown in brackets. Help: 0300 555 0144 or fernlight.example/help",
                        345, 8)
            data = pdf.tobytes()
            fmt, kind, layout = "pdf", "utility_bill", "sidebar_summary+item_rows"
        facts = bill_facts(MOBILE, "mobile", MOBILE_ACCOUNT, st, p_start, p_end, collect, total, "GBP", paid,
                           gbp(total), d_yy(collect), payment_method="direct_debit", invoice=ref, language="en",
                           layout=layout, phone_number=MOBILE_NUMBER,
                           items=[[d, a] for d, a in items])
        if k == 0:
            facts["minimum_term_end"] = "2028-07-13"
        add(file, data, f"{MOBILE} phone bill, {st:%B %Y}", kind, st, "internal", "jory",
            [pay(total, "GBP", paid, "mobile", MOBILE)] if paid else [], fmt, "mobile", facts)
        MOB_BILLS.append({"stmt": st, "amount": total, "paid": paid, "file": file, "collect": collect})


# ---------------------------------------------------------------------------------------------
# insurance
# ---------------------------------------------------------------------------------------------

INS = {}


def build_insurance():
    navy = (0.1, 0.15, 0.35)
    # car insurance, English schedule, two policy years
    for year, created, premium, paid_on in [(2025, "2025-02-12", 68430, "2025-02-27"),
                                            (2026, "2026-02-10", 71280, "2026-02-26")]:
        st, paid = D(created), D(paid_on)
        start, end = date(year, 3, 1), date(year + 1, 3, 1) - timedelta(days=1)
        pdf = Pdf(f"Motor policy schedule {year}", CAR_INS, st, unicode=True, size=A4)
        p = pdf.page()
        p.text(50, 60, "CORVENA", 20, True, color=navy)
        p.text(50, 75, "Assurance SE · Motor", 9, color=navy)
        p.right(545, 60, "Policy Schedule", 14, True)
        p.right(545, 76, "renewal" if year == 2026 else "new business", 9)
        addr_block(p, 50, 115, [JORY])
        y = 200
        rows = [("Policy number", CAR_POLICY), ("Policyholder", JORY), ("Named driver", MAREN),
                ("Period of cover", f"{d_uk(start)} to {d_uk(end)}"),
                ("Insured vehicle", "Veloria Traveller 1.5 estate (2021)"), ("Registration", PLATE),
                ("Cover", "Comprehensive, EU-wide"), ("Voluntary excess", en_eur(25000)),
                ("Annual premium (incl. insurance tax)", en_eur(premium))]
        for lab, val in rows:
            p.text(50, y, lab, 9.5, True)
            p.text(260, y, val, 9.5)
            p.line(50, y + 5, 545, y + 5, 0.2, (0.7, 0.7, 0.7))
            y += 19
        y = p.paragraph(50, y + 15, f"The annual premium of {en_eur(premium)} will be collected from your account "
                        f"ending 90 55 on {d_uk(paid)}. Your cover renews automatically on "
                        f"{d_uk(end + timedelta(days=1))} "
                        "unless you tell us otherwise.", 495, 9.5)
        p.paragraph(50, y + 8, "To make a claim call 0800 555 2740, 24 hours a day.", 495, 9.5)
        p.text(50, 800, f"{CAR_INS} · Motor division · Quai Norbert 12, L-2961 Kirchberg-Vauban · insurer of record", 7)
        file = f"docs/Corvena_motor_schedule_{year}.pdf"
        add(file, pdf.tobytes(), f"{CAR_INS} motor policy schedule {year}-{year + 1}", "insurance_policy", st,
            "internal", "jory", [pay(premium, "EUR", paid, "car_insurance", CAR_INS)], "pdf", "car_insurance",
            {"insurer": CAR_INS, "policy_number": CAR_POLICY, "effective": iso(start), "expiry": iso(end),
             "renewal": iso(end + timedelta(days=1)), "premium_cents": premium, "currency": "EUR",
             "plate": PLATE, "claims_phone": "0800 555 2740", "language": "en"})
        INS[f"car{year}"] = {"file": file, "premium": premium, "paid": paid, "end": end}

    # home insurance, French "avis d'échéance", paid in one go by direct debit
    for year, created, premium, paid_on in [(2025, "2025-03-06", 98640, "2025-04-05"),
                                            (2026, "2026-03-05", 103416, "2026-04-05")]:
        st, paid = D(created), D(paid_on)
        pdf = Pdf(f"Avis d'échéance {year}", HOME_INS, st, family="serif", unicode=True, size=A4)
        p = pdf.page()
        p.text(50, 60, "La Prévoyante", 20, True, color=(0.45, 0.1, 0.2))
        p.text(50, 76, "Habitation – assurance multirisque", 10)
        addr_block(p, 330, 110, ["Madame Maren Quistorp"])
        p.text(50, 190, f"AVIS D'ÉCHÉANCE {year}", 15, True)
        p.text(50, 210, f"Contrat n° {HOME_POLICY} – Multirisque habitation « Confort »", 10)
        lines = [("Échéance principale", d_fr_long(date(year, 4, 1))),
                 ("Période garantie", f"du {d_fr(date(year, 4, 1))} au {d_fr(date(year + 1, 3, 31))}"),
                 ("Capital mobilier garanti", fr_eur(4500000)),
                 ("Franchise générale", fr_eur(15000))]
        y = 240
        for lab, val in lines:
            p.text(50, y, f"{lab} :", 10)
            p.text(230, y, val, 10, True)
            y += 16
        ht, taxe = split_vat(premium, "0.09")
        y = p.table(50, y + 12, [("Détail de la cotisation", 330, "l"), ("Montant", 160, "r")], [
            ["Cotisation hors taxes", fr_eur(ht)], ["Taxes d'assurance", fr_eur(taxe)],
            ["Cotisation annuelle TTC", fr_eur(premium)]], size=10, row_h=18)
        y = p.paragraph(50, y + 20, f"Cette cotisation de {fr_eur(premium)} sera prélevée le {d_fr(paid)} sur votre "
                        "compte (mandat SEPA n° LPH-88120). Vous n'avez aucune démarche à effectuer.", 495, 10)
        p.paragraph(50, y + 8, "En cas de sinistre : 03 81 55 70 70. Conservez ce document.", 495, 10)
        file = f"docs/LaPrevoyante_avis_echeance_{year}.pdf"
        add(file, pdf.tobytes(), f"{HOME_INS} home insurance renewal notice {year}", "insurance_policy", st,
            "internal", "maren", [pay(premium, "EUR", paid, "home_insurance", HOME_INS)], "pdf",
            "home_insurance", {"insurer": HOME_INS, "policy_number": HOME_POLICY, "effective": iso(date(year, 4, 1)),
                               "expiry": iso(date(year + 1, 3, 31)), "premium_cents": premium, "currency": "EUR",
                               "collected_on": iso(paid), "contents_cover_cents": 4500000, "language": "fr"})
        INS[f"home{year}"] = {"file": file, "premium": premium, "paid": paid}

    # health/travel supplement in CHF: policy with instalment schedule, instalment-2 invoice
    st, r1_paid = D("2025-12-03"), D("2025-12-29")
    premium, rate = 118680, 59340
    pdf = Pdf("Police 2026", HEALTH_INS, st, unicode=True, size=A4)
    p = pdf.page()
    p.text(50, 60, "ALPENFIRN", 20, True, color=(0.55, 0.05, 0.05))
    p.text(50, 75, "Versicherungen AG · Zusatzversicherungen · 8712 Stäfenbach", 8)
    addr_block(p, 330, 110, ["Herrn Jory Achterberg", "Frau Maren Quistorp", "Elske Quistorp"])
    p.text(50, 210, "Versicherungspolice 2026", 15, True)
    p.text(50, 228, f"Police Nr. {HEALTH_POLICY}   ·   Ausstellungsdatum {d_de(st)}", 9.5)
    p.text(50, 244, "Versicherungsbeginn 01.01.2026   ·   Ablauf 31.12.2026 (verlängert sich stillschweigend)", 9.5)
    y = p.table(50, 265, [("Versicherte Person", 170, "l"), ("Produkt", 200, "l"), ("Jahresprämie", 125, "r")], [
        [JORY, "Ambulant Plus + Reise weltweit", num_dot(52440, "'")],
        [MAREN, "Ambulant Plus + Reise weltweit", num_dot(48960, "'")],
        [ELSKE, "Jugend Ambulant + Reise", num_dot(17280, "'")],
        ["Total", "", chf(premium)]], size=9.5, row_h=17)
    y = p.table(50, y + 25, [("Ratenplan", 170, "l"), ("Fällig am", 200, "l"), ("Betrag", 125, "r")], [
        ["Rate 1 von 2", "01.01.2026", chf(rate)], ["Rate 2 von 2", "01.07.2026", chf(rate)]], size=9.5, row_h=17)
    p.paragraph(50, y + 25, f"Die Jahresprämie von {chf(premium)} ist in zwei Halbjahresraten zahlbar. Rate 1 "
                f"über {chf(rate)} wurde am {d_de(r1_paid)} Ihrem Konto belastet. Für Rate 2 erhalten Sie im Juni "
                "eine separate Prämienrechnung.", 495, 9.5)
    p.text(50, 800, f"{HEALTH_INS} · Seestrasse 41 · 8712 Stäfenbach · Kundendienst 044 555 18 20", 7)
    f1 = "docs/Alpenfirn_Police_2026.pdf"
    add(f1, pdf.tobytes(), f"{HEALTH_INS} supplementary health and travel policy 2026", "insurance_policy", st,
        "internal", "jory", [pay(rate, "CHF", r1_paid, "health_insurance", HEALTH_INS)], "pdf",
        "health_insurance", {"insurer": HEALTH_INS, "policy_number": HEALTH_POLICY, "effective": "2026-01-01",
                             "expiry": "2026-12-31", "premium_cents": premium, "currency": "CHF",
                             "instalments": [{"due": "2026-01-01", "amount_cents": rate},
                                             {"due": "2026-07-01", "amount_cents": rate}], "language": "de"})
    st2, due2, paid2 = D("2026-06-04"), D("2026-07-01"), D("2026-06-26")
    pdf = Pdf("Prämienrechnung", HEALTH_INS, st2, unicode=True, size=A4)
    p = pdf.page()
    p.text(50, 60, "ALPENFIRN", 20, True, color=(0.55, 0.05, 0.05))
    addr_block(p, 330, 110, ["Herrn Jory Achterberg"])
    p.text(50, 200, "Prämienrechnung", 15, True)
    y = 225
    for lab, val in [("Rechnungsdatum", d_de(st2)), ("Police Nr.", HEALTH_POLICY), ("Rate", "2 von 2"),
                     ("Prämienperiode", "01.07.2026 – 31.12.2026"), ("Zahlbar bis", d_de(due2)),
                     ("Betrag", chf(rate))]:
        p.text(50, y, lab, 8, color=(0.45, 0.45, 0.45))
        p.text(50, y + 12, val, 11, True)
        y += 32
    p.paragraph(50, y + 10, f"Bitte überweisen Sie {chf(rate)} bis {d_de(due2)} mit dem beiliegenden QR-Zahlteil. "
                "Betrag in Schweizer Franken.", 495, 9.5)
    p.rect(50, 640, 545, 800, color=(0, 0, 0), width=0.6)
    p.text(60, 658, "Zahlteil", 10, True)
    p.text(60, 678, "Konto / Zahlbar an", 7)
    p.text(60, 690, "CH00 0077 1100 0188 4470 2  Alpenfirn Versicherungen AG", 8.5)
    p.text(60, 710, "Währung   Betrag", 7)
    p.text(60, 722, f"CHF       {num_dot(rate, chr(39))}", 10, True)
    p.text(60, 742, "Referenz", 7)
    p.text(60, 754, "21 00000 00003 13947 14300 09017", 8.5)
    f2 = "docs/Alpenfirn_Praemienrechnung_2026-06.pdf"
    add(f2, pdf.tobytes(), f"{HEALTH_INS} premium invoice, instalment 2 of 2026", "insurance_invoice", st2,
        "internal", "jory", [pay(rate, "CHF", paid2, "health_insurance", HEALTH_INS)], "pdf",
        "health_insurance", {"insurer": HEALTH_INS, "policy_number": HEALTH_POLICY, "statement_date": iso(st2),
                             "due_date": iso(due2), "amount_due_cents": rate, "currency": "CHF",
                             "paid_on": iso(paid2), "language": "de"})
    # restricted: benefit statement for physiotherapy
    st3 = D("2026-09-08")
    pdf = Pdf("Leistungsabrechnung", HEALTH_INS, st3, unicode=True, size=A4)
    p = pdf.page()
    p.text(50, 60, "ALPENFIRN", 20, True, color=(0.55, 0.05, 0.05))
    p.text(400, 60, "VERTRAULICH", 11, True, color=(0.6, 0, 0))
    addr_block(p, 330, 110, ["Herrn Jory Achterberg"])
    p.text(50, 200, "Leistungsabrechnung", 15, True)
    p.text(50, 218, f"Police Nr. {HEALTH_POLICY} · Datum {d_de(st3)}", 9.5)
    y = p.table(50, 240, [("Leistung", 260, "l"), ("Datum", 90, "l"), ("CHF", 145, "r")], [
        ["Physiotherapie, 9 Sitzungen (Praxis Lindmatt)", "Juli–August 2026", num_dot(48000, "'")],
        ["Franchise / Selbstbehalt", "", paren(-16740)],
        ["Unsere Leistung", "", num_dot(31260, "'")]], size=9.5, row_h=17)
    p.paragraph(50, y + 20, f"Wir überweisen Ihnen {chf(31260)} auf Ihr Konto. Diagnose gemäß Verordnung: "
                "Lumbalgie, Überweisung durch Dr. med. Ysolde Brandt.", 495, 9.5)
    add("docs/Alpenfirn_Leistungsabrechnung_2026-09.pdf", pdf.tobytes(),
        f"{HEALTH_INS} benefit statement (physiotherapy)", "insurance_claim", st3, "restricted", "jory",
        [pay(31260, "CHF", st3 + timedelta(days=3), "insurance_refund", HEALTH_INS, direction="in")], "pdf",
        "health_insurance", {"insurer": HEALTH_INS, "billed_cents": 48000, "reimbursed_cents": 31260,
                             "currency": "CHF"})
    INS["health"] = {"policy": f1, "invoice": f2, "rate": rate, "premium": premium, "r1_paid": r1_paid,
                     "r2_paid": paid2, "due2": due2}


# ---------------------------------------------------------------------------------------------
# lease and rent letter
# ---------------------------------------------------------------------------------------------

LEASE = {}


def build_lease():
    st = D("2024-08-14")
    rent, deposit = 138500, 277000
    start, end = D("2024-09-01"), D("2027-08-31")
    landlord_signer = "Aukje Terpstra-Holm"
    pdf = Pdf("Residential tenancy agreement", LANDLORD, st, family="serif", unicode=True, size=A4)
    clauses = [
        ("1. Parties", f"This agreement is made between {LANDLORD}, registered at Singel 208, 7301 BD Oudewaal "
         f"(the Landlord), and {MAREN} and {JORY} (together, the Tenant)."),
        ("2. Property", f"The Landlord lets to the Tenant the apartment at {ADDR[0]}, {ADDR[1]}, with storage "
         "room no. 12 in the basement."),
        ("3. Term", f"The tenancy starts on {d_uk(start)} and ends on {d_uk(end)}. It may be extended by "
         "written agreement."),
        ("4. Rent", f"The monthly rent is {nl_eur(rent)}, payable in advance on or before the first day of each "
         "month by bank transfer. The rent may be indexed once a year on 1 July by written notice."),
        ("5. Deposit", f"The Tenant pays a security deposit of {nl_eur(deposit)} before the start date. The "
         "deposit is returned within 30 days after the end of the tenancy, less any amounts owed."),
        ("6. Service charges", "Heating, water, electricity, internet and telephone are contracted by the Tenant "
         "directly with the suppliers and are not included in the rent."),
        ("7. Notice", "The Tenant may end this agreement by giving at least three (3) calendar months' written "
         "notice to the Landlord. Notice given for the end of the term must reach the Landlord no later than "
         "three months before the end date."),
        ("8. Maintenance", "Minor repairs are for the Tenant. The Landlord arranges the yearly inspection of the "
         "smoke detectors and of the heat-exchanger (district heating substation)."),
        ("9. Pets", "No pets are allowed without the Landlord's written consent."),
        ("10. Governing law", "This agreement is governed by the law of the place where the property is situated."),
    ]
    p = pdf.page()
    p.center(297, 70, "RESIDENTIAL TENANCY AGREEMENT", 16, True)
    p.center(297, 88, f"Reference KV-HT-2024-0419  ·  dated {d_uk(st)}", 9)
    y = 120
    for head, body in clauses:
        if y > 720:
            p.center(297, 810, f"page {len(pdf.doc)}", 8)
            p = pdf.page()
            y = 70
        p.text(60, y, head, 11, True)
        y = p.paragraph(60, y + 15, body, 475, 10.5, 1.45) + 12
    p.center(297, 810, f"page {len(pdf.doc)}", 8)
    p = pdf.page()
    p.text(60, 80, "11. Signatures", 11, True)
    p.paragraph(60, 96, "Signed in duplicate at Oudewaal on the date above.", 475, 10.5)
    for k, (who, role) in enumerate([(landlord_signer, f"for and on behalf of {LANDLORD}"), (MAREN, "Tenant"),
                                     (JORY, "Tenant")]):
        yy = 170 + k * 90
        p.line(60, yy, 300, yy, 0.6)
        p.text(60, yy + 14, who, 10.5, True)
        p.text(60, yy + 27, role, 9)
    p.center(297, 810, f"page {len(pdf.doc)}", 8)
    f1 = "docs/Tenancy_Agreement_Lindeboomkade41.pdf"
    add(f1, pdf.tobytes(), "Residential tenancy agreement, Lindeboomkade 41", "lease", st, "internal", "maren", [],
        "pdf", facts={"landlord": LANDLORD, "rent_cents": rent, "deposit_cents": deposit, "start": iso(start),
                      "end": iso(end), "signers": [landlord_signer, MAREN, JORY], "notice_months": 3,
                      "pages": len(pdf.doc)})
    # rent increase letter (Dutch)
    st2, eff = D("2026-05-18"), D("2026-07-01")
    new_rent = rhu(rent * Decimal("1.03"))
    signer = "Dirk-Jan Wolterbeek"
    pdf = Pdf("Huurverhoging 2026", LANDLORD, st2, unicode=True, size=A4)
    p = pdf.page()
    p.text(50, 60, "KEIZERHOF", 18, True, color=(0.3, 0.25, 0.1))
    p.text(50, 75, "Vastgoed B.V. · Singel 208 · 7301 BD Oudewaal", 8)
    addr_block(p, 50, 120, [f"Mw. {MAREN}", f"Dhr. {JORY}"])
    p.text(350, 120, f"Oudewaal, {d_nl_long(st2)}", 10)
    p.text(350, 134, "Ons kenmerk: KV-HT-2024-0419/26", 9)
    p.text(50, 210, "Betreft: jaarlijkse huuraanpassing en controle rookmelders", 11, True)
    y = p.paragraph(50, 235, "Geachte mevrouw Quistorp, geachte heer Achterberg,", 495, 10)
    y = p.paragraph(50, y + 6, f"Op grond van artikel 4 van uw huurovereenkomst verhogen wij de huur per "
                    f"{d_nl_long(eff)} met 3,0%. Uw huidige huur bedraagt {nl_eur(rent)} per maand; vanaf "
                    f"{d_nl_long(eff)} betaalt u {nl_eur(new_rent)} per maand.", 495, 10)
    y = p.paragraph(50, y + 6, "Wilt u uw periodieke overboeking aanpassen? Het rekeningnummer blijft "
                    "ongewijzigd.", 495, 10)
    y = p.paragraph(50, y + 6, f"Daarnaast komt onze installateur op {d_nl_long(D('2026-09-10'))} tussen 9:00 en "
                    "12:00 uur de rookmelders in uw woning controleren. Wij vragen u daarvoor toegang te "
                    "verlenen.", 495, 10)
    y = p.paragraph(50, y + 16, "Met vriendelijke groet,", 495, 10)
    p.text(50, y + 40, signer, 10.5, True)
    p.text(50, y + 54, f"Beheerder, {LANDLORD}", 9.5)
    f2 = "docs/Keizerhof_huurverhoging_2026.pdf"
    add(f2, pdf.tobytes(), "Rent increase letter from the landlord (July 2026)", "letter", st2, "internal", "maren",
        [], "pdf", facts={"landlord": LANDLORD, "old_rent_cents": rent, "rent_cents": new_rent,
                          "effective": iso(eff), "signers": [signer], "smoke_detector_check": "2026-09-10",
                          "language": "nl"})
    LEASE.update(file=f1, letter=f2, rent=rent, new_rent=new_rent, deposit=deposit, end=end, eff=eff,
                 signer=landlord_signer, letter_signer=signer)


# ---------------------------------------------------------------------------------------------
# receipts (photos) and warranty cards
# ---------------------------------------------------------------------------------------------

RECEIPTS = {}


def build_receipts():
    def add_receipt(key, file, store, when, lines, total, category, owner, fmt, angle, ocr, mono=False, items=()):
        data = receipt_image(lines, angle, "PNG" if fmt == "photo_png" else "JPEG", mono=mono)
        add(file, data, f"Receipt photo: {store}, {iso(when)}", "receipt", when, "internal", owner,
            [pay(total, "EUR", when, category, store)], fmt, category,
            {"store": store, "total_cents": total, "date": iso(when), "currency": "EUR", "items": list(items)},
            ocr_facts=ocr)
        RECEIPTS[key] = {"file": file, "store": store, "total": total, "date": when}

    d = D("2025-06-21")
    vat = rhu(Decimal(67800) * 19 / 119)
    add_receipt("wm", "docs/IMG_20250621_153304.jpg", "Elektro Brückner", d, [
        "^*ELEKTRO BRÜCKNER", "^Marktstraße 12 · 52291 Ahlbrück", "^USt-IdNr. DE000111222", "",
        f"Datum: {d_de(d)}  15:31", "Bon-Nr. 4471", "",
        ("Klarbeck KWM 814 E Waschm.", num_comma(64900)), ("Lieferung + Anschluss", num_comma(2900)), "",
        ("*SUMME EUR", num_comma(67800)), ("EC-Karte", num_comma(67800)),
        ("enth. MwSt 19%", num_comma(vat)), "", "^Vielen Dank für Ihren Einkauf!"],
        67800, "appliances", "maren", "photo_jpg", 3.5, ["Elektro Brückner", "678,00", d_de(d)],
        items=["Klarbeck KWM 814 E", "Lieferung + Anschluss"])
    d = D("2025-10-04")
    add_receipt("zb1", "docs/IMG_20251004_101847.jpg", "Bouwmarkt De Zaagbok", d, [
        "^*BOUWMARKT DE ZAAGBOK", "^Havenweg 3, Oudewaal", "", f"{d_nl(d)} 10:18  kassa 2", "",
        ("Houtschroeven 4x40 200st", "7,49"), ("Siliconenkit wit", "8,95"), ("Kwast 50mm", "4,99"),
        ("Muurverf mat 2,5L", "26,42"), "", ("*TOTAAL", "€ 47,85"), ("PIN", "€ 47,85"), "",
        "^Bedankt en tot ziens!"], 4785, "home_improvement", "jory", "photo_jpg", -4.0,
        ["Bouwmarkt De Zaagbok", "47,85", d_nl(d)], mono=True,
        items=["Houtschroeven", "Siliconenkit", "Kwast", "Muurverf"])
    d = D("2026-01-17")
    add_receipt("epi", "docs/ticket_maison_vauquelin.png", "Maison Vauquelin", d, [
        "^*MAISON VAUQUELIN", "^Épicerie fine – Sarrelin", "", f"Le {d_fr(d)} à 11:02", "",
        ("Comté 18 mois 250 g", "9,80"), ("Pain de campagne", "4,60"), ("Confiture mirabelle", "6,20"),
        ("Café moulu 250 g", "2,80"), "", ("*TOTAL TTC", "23,40 €"), ("CB", "23,40 €"), "",
        "^Merci de votre visite"], 2340, "groceries", "elske", "photo_png", 1.5,
        ["Maison Vauquelin", "23,40", d_fr(d)], items=["Comté", "Pain", "Confiture", "Café"])
    d = D("2026-03-14")
    add_receipt("esp", "docs/IMG_20260314_164455.jpg", "Tostino Huishoud", d, [
        "^*TOSTINO HUISHOUD", "^Koffie & keuken · Oudewaal", "", f"Datum {d_nl(d)}  16:44", "",
        ("Caffarolo Duetto 2 espresso", "389,00"), (f"  serienr. {ESP_SERIAL}", ""), ("Ontkalker 500 ml", "12,95"), "",
        ("*Totaal", "€ 401,95"), ("Betaald met pin", "€ 401,95"), ("Waarvan btw 21%", "€ 69,76"), "",
        "^3 jaar garantie op espressomachines"], 40195, "appliances", "maren", "photo_jpg", -2.5,
        ["Tostino Huishoud", "401,95", "389,00", d_nl(d)], items=["Caffarolo Duetto 2", "Ontkalker"])
    d = D("2026-08-09")
    add_receipt("zb2", "docs/bon_zaagbok_2026-08-09.png", "Bouwmarkt De Zaagbok", d, [
        "^*BOUWMARKT DE ZAAGBOK", "^Havenweg 3, Oudewaal", "", f"{d_nl(d)} 14:52  kassa 5", "",
        ("Tuinslang 25 m", "34,99"), ("Slangwagen", "42,50"), ("Potgrond 40L 2x", "13,98"),
        ("Snoeischaar", "20,90"), "", ("*TOTAAL", "€ 112,37"), ("Creditcard", "€ 112,37"), "",
        "^Bedankt en tot ziens!"], 11237, "garden", "maren", "photo_png", 5.0,
        ["Bouwmarkt De Zaagbok", "112,37", d_nl(d)], mono=True,
        items=["Tuinslang", "Slangwagen", "Potgrond", "Snoeischaar"])


def build_warranties():
    # German warranty card, small landscape page
    d = D("2025-06-21")
    until = D("2027-06-21")
    pdf = Pdf("Garantiekarte KWM 814 E", "Klarbeck Hausgeräte", d, unicode=True, size=(420, 298))
    p = pdf.page()
    p.rect(10, 10, 410, 288, color=(0.2, 0.3, 0.6), width=1.5)
    p.text(25, 40, "KLARBECK", 16, True, color=(0.2, 0.3, 0.6))
    p.right(395, 40, "GARANTIEKARTE", 12, True)
    y = 70
    for lab, val in [("Gerät", "Waschmaschine KWM 814 E"), ("Seriennummer", WM_SERIAL), ("Kaufdatum", d_de(d)),
                     ("Händler", "Elektro Brückner, Ahlbrück"), ("Garantiezeit", "24 Monate ab Kaufdatum"),
                     ("Garantie gültig bis", d_de(until))]:
        p.text(25, y, lab, 8.5)
        p.text(150, y, val, 9.5, True)
        y += 18
    p.paragraph(25, y + 8, "Bitte bewahren Sie diese Karte zusammen mit dem Kaufbeleg auf. Service-Hotline "
                "0800 555 7261.", 370, 7.5)
    add("docs/Garantiekarte_Klarbeck_KWM814E.pdf", pdf.tobytes(), "Warranty card: Klarbeck KWM 814 E washing machine",
        "warranty", d, "public", "maren", [], "pdf",
        facts={"model": "KWM 814 E", "serial": WM_SERIAL, "purchased": iso(d), "months": 24,
               "valid_until": iso(until), "store": "Elektro Brückner", "language": "de"})
    # English warranty card without an explicit end date
    d = D("2026-03-14")
    pdf = Pdf("Caffarolo warranty registration", "Caffarolo", d, family="serif", unicode=True, size=(420, 298))
    p = pdf.page()
    p.text(25, 40, "Caffarolo", 18, True, color=(0.35, 0.2, 0.1))
    p.text(25, 56, "Warranty registration confirmation", 10)
    y = 85
    for lab, val in [("Product", "Duetto 2 espresso machine"), ("Serial no.", ESP_SERIAL),
                     ("Date of purchase", "14/03/2026"), ("Retailer", "Tostino Huishoud, Oudewaal"),
                     ("Registered to", MAREN)]:
        p.text(25, y, lab, 8.5)
        p.text(140, y, val, 9.5, True)
        y += 17
    p.paragraph(25, y + 10, "Your machine is covered by our 3-year warranty (36 months from the date of purchase) "
                "against manufacturing defects. Descale regularly; limescale damage is not covered.", 370, 8.5)
    add("docs/Caffarolo_warranty_Duetto2.pdf", pdf.tobytes(), "Warranty card: Caffarolo Duetto 2 espresso machine",
        "warranty", d, "public", "maren", [], "pdf",
        facts={"model": "Duetto 2", "serial": ESP_SERIAL, "purchased": iso(d), "months": 36, "valid_until": None,
               "store": "Tostino Huishoud", "language": "en"})


# ---------------------------------------------------------------------------------------------
# confidential: payslips, tax letter, bank statements, card statement
# ---------------------------------------------------------------------------------------------

CONF = {}


def build_confidential():
    # Maren's payslips (Dutch)
    emp_m, emp_j = "Orvelle Analytics B.V.", "Haverlake Freight GmbH"
    for month, pay_day, gross, extra in [(9, "2026-09-24", 524000, 0), (10, "2026-10-23", 524000, 31500)]:
        pd = D(pay_day)
        overwerk = extra
        pensioen = rhu((gross + overwerk) * Decimal("0.062"))
        heffing = rhu((gross + overwerk - pensioen) * Decimal("0.2905"))
        netto = gross + overwerk - pensioen - heffing
        pdf = Pdf(f"Loonstrook {MONTHS_NL[month - 1]} 2026", emp_m, pd, unicode=True, size=A4)
        p = pdf.page()
        p.text(50, 55, "LOONSTROOK", 16, True)
        p.right(545, 55, "VERTROUWELIJK", 10, True, color=(0.6, 0, 0))
        p.text(50, 75, f"{emp_m} · Werkgever", 9)
        p.text(50, 105, f"Werknemer: {MAREN}   ·   Personeelsnr. 0417   ·   Periode: {MONTHS_NL[month - 1]} 2026", 9.5)
        p.text(50, 120, f"Betaaldatum: {d_nl(pd)}   ·   IBAN {HOUSE_IBAN}", 9.5)
        rows = [["Salaris", num_comma(gross)]]
        if overwerk:
            rows.append(["Overwerk (18 uur)", num_comma(overwerk)])
        rows += [["Pensioenpremie werknemer", num_comma(-pensioen)], ["Loonheffing", num_comma(-heffing)],
                 ["Netto uit te betalen", num_comma(netto)]]
        p.table(50, 145, [("Omschrijving", 330, "l"), ("Bedrag (€)", 160, "r")], rows, size=10, row_h=18)
        f = f"docs/Loonstrook_Maren_2026-{month:02d}.pdf"
        add(f, pdf.tobytes(), f"Payslip {MAREN} {MONTHS_NL[month - 1]} 2026", "payslip", pd, "confidential", "maren",
            [pay(netto, "EUR", pd, "salary", emp_m, "in")], "pdf",
            facts={"employer": emp_m, "gross_cents": gross, "overtime_cents": overwerk, "net_cents": netto,
                   "tax_cents": heffing, "pay_date": iso(pd), "language": "nl"})
        CONF[f"maren{month}"] = {"file": f, "net": netto, "gross": gross, "pd": pd}
    # Jory's payslip (German)
    pd = D("2026-10-30")
    gross = 487000
    lohnsteuer, soli, kv, rv, av, pv = 71240, 0, rhu(gross * Decimal("0.0815")), rhu(gross * Decimal("0.093")), \
        rhu(gross * Decimal("0.013")), rhu(gross * Decimal("0.018"))
    netto = gross - lohnsteuer - soli - kv - rv - av - pv
    pdf = Pdf("Gehaltsabrechnung Oktober 2026", emp_j, pd, unicode=True, size=A4)
    p = pdf.page()
    p.text(50, 55, "Gehaltsabrechnung Oktober 2026", 15, True)
    p.right(545, 55, "PERSÖNLICH / VERTRAULICH", 9, True, color=(0.6, 0, 0))
    p.text(50, 75, f"{emp_j} · Speicherallee 9 · 52291 Ahlbrück", 9)
    p.text(50, 100, f"Herrn {JORY} · Personalnummer 20917 · Steuerklasse 1", 9.5)
    y = p.table(50, 125, [("Bezüge / Abzüge", 330, "l"), ("Betrag", 160, "r")], [
        ["Gehalt (Bruttobezüge)", de_eur(gross)], ["Lohnsteuer", de_eur(-lohnsteuer)],
        ["Krankenversicherung", de_eur(-kv)], ["Rentenversicherung", de_eur(-rv)],
        ["Arbeitslosenversicherung", de_eur(-av)], ["Pflegeversicherung", de_eur(-pv)],
        ["Auszahlungsbetrag", de_eur(netto)]], size=10, row_h=18)
    p.text(50, y + 25, f"Überweisung am {d_de(pd)} auf {HOUSE_IBAN}", 9.5)
    f = "docs/Gehaltsabrechnung_Jory_2026-10.pdf"
    add(f, pdf.tobytes(), f"Payslip {JORY} October 2026", "payslip", pd, "confidential", "jory",
        [pay(netto, "EUR", pd, "salary", emp_j, "in")], "pdf",
        facts={"employer": emp_j, "gross_cents": gross, "net_cents": netto, "tax_cents": lohnsteuer,
               "pay_date": iso(pd), "language": "de"})
    CONF["jory10"] = {"file": f, "net": netto, "gross": gross, "pd": pd}

    # tax letter (Dutch), confidential
    st = D("2026-04-21")
    refund = 128700
    pdf = Pdf("Voorlopige aanslag 2025", "Fiscale Dienst", st, family="serif", unicode=True, size=A4)
    p = pdf.page()
    p.text(50, 60, "Fiscale Dienst", 16, True)
    p.text(50, 76, "Kantoor Oost · Postbus 9120 · 7300 HC Oudewaal", 8.5)
    p.right(545, 60, "VERTROUWELIJK", 10, True, color=(0.6, 0, 0))
    addr_block(p, 50, 120, [f"Mw. {MAREN}"])
    p.text(350, 120, f"Datum: {d_nl(st)}", 9.5)
    p.text(350, 134, "Aanslagnummer: 7731.42.908.H.56", 9.5)
    p.text(50, 210, "Voorlopige aanslag inkomstenbelasting 2025", 13, True)
    y = p.table(50, 235, [("Berekening", 330, "l"), ("Bedrag", 160, "r")], [
        ["Verschuldigde inkomstenbelasting 2025", nl_eur(1644210)], ["Al ingehouden loonheffing", nl_eur(-1772910)],
        ["U krijgt terug", nl_eur(refund)]], size=10, row_h=18)
    p.paragraph(50, y + 25, f"Wij betalen {nl_eur(refund)} vóór {d_nl_long(D('2026-07-15'))} uit op rekening "
                f"{HOUSE_IBAN}. Bent u het niet eens met deze aanslag, dan kunt u binnen zes weken bezwaar maken.",
                495, 10)
    f = "docs/FiscaleDienst_voorlopige_aanslag_2025.pdf"
    add(f, pdf.tobytes(), "Tax office: provisional assessment 2025 (refund)", "tax_letter", st, "confidential",
        "maren", [], "pdf", facts={"reference": "7731.42.908.H.56", "refund_cents": refund,
                                   "refund_by": "2026-07-15", "language": "nl"})
    CONF["tax"] = {"file": f, "refund": refund}


def bank_and_card():
    """Bank statements (Aug-Oct 2026) and one credit-card statement; lines that mirror a document's own
    payment carry dup_of."""
    by_paid = {}
    for e in MANIFEST:
        for p in e["payments"]:
            if not p.get("dup_of") and e["sensitivity"] in ("internal", "public", "confidential"):
                by_paid.setdefault((p["paid_on"], p["amount_cents"], p["payee"]), e["file"])

    def mirror(paid_on, amount, payee):
        return by_paid.get((iso(paid_on), amount, payee))

    rent_new = LEASE["new_rent"]
    months = {
        8: [("2026-08-01", "Keizerhof Vastgoed B.V. huur augustus", LANDLORD, rent_new, "out", "rent"),
            ("2026-08-04", "Supermarkt Vlasakker Oudewaal", "Supermarkt Vlasakker", 8412, "out", "groceries"),
            ("2026-08-11", "Tankstation Ringweg Oudewaal", "Tankstation Ringweg", 6870, "out", "fuel"),
            ("2026-08-25", "Salaris augustus Orvelle Analytics", "Orvelle Analytics B.V.", 349817, "in", "salary"),
            ("2026-08-27", f"{HEAT} AB-2026-0812-5521", HEAT, 17600, "out", "heating"),
            ("2026-08-31", "Salär August Haverlake Freight", "Haverlake Freight GmbH", 310456, "in", "salary")],
        9: [("2026-09-01", "Keizerhof Vastgoed B.V. huur september", LANDLORD, rent_new, "out", "rent"),
            ("2026-09-07", "Supermarkt Vlasakker Oudewaal", "Supermarkt Vlasakker", 10233, "out", "groceries"),
            ("2026-09-15", "Noordlicht Card Services incasso", CARD, None, "out", "card_payment"),
            ("2026-09-24", "Salaris september Orvelle Analytics", "Orvelle Analytics B.V.", CONF["maren9"]["net"],
             "in", "salary"),
            ("2026-09-28", "Vonkstroom Energie B.V. termijnbedrag", ELEC, 9180, "out", "electricity"),
            ("2026-09-30", "Salär September Haverlake Freight", "Haverlake Freight GmbH", 310456, "in", "salary")],
        10: [("2026-10-01", "Keizerhof Vastgoed B.V. huur oktober", LANDLORD, rent_new, "out", "rent"),
             ("2026-10-06", "Apotheek De Lindeboom", "Apotheek De Lindeboom", 2685, "out", "pharmacy"),
             ("2026-10-09", f"{WATER} {WATER_CONTRACT}", WATER, None, "out", "water"),
             ("2026-10-16", f"{NET} INV-2026-10", NET, None, "out", "internet"),
             ("2026-10-19", "Supermarkt Vlasakker Oudewaal", "Supermarkt Vlasakker", 9154, "out", "groceries"),
             ("2026-10-23", "Salaris oktober Orvelle Analytics", "Orvelle Analytics B.V.", CONF["maren10"]["net"],
              "in", "salary"),
             ("2026-10-30", "Salär Oktober Haverlake Freight", "Haverlake Freight GmbH", CONF["jory10"]["net"],
              "in", "salary")],
    }
    # fill amounts that come from documents
    heat_aug = next(b for b in HEAT_BILLS if b["paid"] == D("2026-08-27"))
    months[8][4] = months[8][4][:3] + (heat_aug["amount"],) + months[8][4][4:]
    water_oct = next(b for b in WATER_BILLS if b["paid"] == D("2026-10-09"))
    months[10][2] = months[10][2][:3] + (water_oct["amount"],) + months[10][2][4:]
    net_oct = next(b for b in NET_BILLS if b["paid"] == D("2026-10-16"))
    months[10][3] = months[10][3][:3] + (net_oct["amount"],) + months[10][3][4:]

    # card statement for August 2026 (paid from the bank account on 15 Sep)
    card_lines = [("2026-08-03", "BOEKHANDEL TWEESPRONG", 3490, "books"),
                  ("2026-08-09", "BOUWMARKT DE ZAAGBOK", RECEIPTS["zb2"]["total"], "garden"),
                  ("2026-08-12", "TREINKAARTJES OOSTLIJN", 4260, "transport"),
                  ("2026-08-19", "WEBWINKEL KLEERKAST RETOUR", -2499, "refund"),
                  ("2026-08-22", "RESTAURANT DE VERGULDE KAAR", 8650, "dining")]
    card_total = sum(a for *_, a, _ in card_lines)
    months[9][2] = months[9][2][:3] + (card_total,) + months[9][2][4:]

    balance = 612488
    for m in (8, 9, 10):
        st = date(2026, m + 1, 2)
        lines = sorted(months[m], key=lambda r: r[0])
        pdf = Pdf(f"Rekeningafschrift {m}/2026", BANK, st, unicode=True, size=A4)
        p = pdf.page()
        p.text(50, 55, "Kanaalbank", 18, True, color=(0.05, 0.3, 0.5))
        p.right(545, 55, "VERTROUWELIJK", 10, True, color=(0.6, 0, 0))
        p.text(50, 75, f"Rekeningafschrift {MONTHS_NL[m - 1]} 2026 · Gezamenlijke betaalrekening {HOUSE_IBAN}", 9)
        p.text(50, 89, f"Rekeninghouders: {MAREN} en/of {JORY}", 9)
        p.text(50, 115, f"Beginsaldo per {iso(date(2026, m, 1))}", 9.5)
        p.right(545, 115, num_comma(balance), 9.5, True)
        rows, payments = [], []
        for day, desc, payee, amount, direction, cat in lines:
            dd = D(day)
            balance += amount if direction == "in" else -amount
            rows.append([day, desc, "" if direction == "in" else num_comma(amount),
                         num_comma(amount) if direction == "in" else ""])
            pm = pay(amount, "EUR", dd, cat, payee, direction)
            src = mirror(dd, amount, payee)
            if src:
                pm["dup_of"] = src
            payments.append(pm)
        # split over two pages to make a multi-page statement
        half = (len(rows) + 1) // 2
        cols = [("Datum", 70, "l"), ("Omschrijving", 265, "l"), ("Af", 80, "r"), ("Bij", 80, "r")]
        p.table(50, 130, cols, rows[:half], size=8.5, row_h=16)
        p.center(297, 810, "blad 1 van 2", 8)
        p = pdf.page()
        p.text(50, 55, f"Rekeningafschrift {MONTHS_NL[m - 1]} 2026 (vervolg)", 11, True)
        y = p.table(50, 75, cols, rows[half:], size=8.5, row_h=16)
        p.text(50, y + 25, f"Eindsaldo per {iso(month_end(2026, m))}", 9.5, True)
        p.right(545, y + 25, num_comma(balance), 9.5, True)
        p.center(297, 810, "blad 2 van 2", 8)
        f = f"docs/Kanaalbank_afschrift_2026-{m:02d}.pdf"
        add(f, pdf.tobytes(), f"{BANK} joint account statement {MONTHS_NL[m - 1]} 2026", "bank_statement", st,
            "confidential", "maren", payments, "pdf",
            facts={"bank": BANK, "iban": HOUSE_IBAN, "closing_balance_cents": balance, "pages": 2,
                   "period_end": iso(month_end(2026, m)), "language": "nl"})
        CONF[f"bank{m}"] = {"file": f, "closing": balance}

    st = D("2026-09-03")
    pdf = Pdf("Creditcardoverzicht augustus 2026", CARD, st, unicode=True, size=A4)
    p = pdf.page()
    p.text(50, 55, "Noordlicht", 18, True, color=(0.15, 0.15, 0.4))
    p.text(50, 70, "Card Services · Creditcardoverzicht", 9)
    p.right(545, 55, "VERTROUWELIJK", 10, True, color=(0.6, 0, 0))
    p.text(50, 100, f"Kaarthouder: {MAREN} · kaart eindigend op 4471 · overzichtsdatum {iso(st)}", 9)
    rows = [[d, desc, paren(a) if a < 0 else num_comma(a)] for d, desc, a, _ in card_lines]
    y = p.table(50, 120, [("Datum", 80, "l"), ("Omschrijving", 300, "l"), ("Bedrag (€)", 115, "r")], rows,
                size=9, row_h=16)
    p.text(50, y + 25, "Totaal te betalen", 10, True)
    p.right(545, y + 25, nl_eur(card_total), 10, True)
    p.paragraph(50, y + 50, f"Het bedrag van {nl_eur(card_total)} wordt op 2026-09-15 automatisch afgeschreven van "
                f"{HOUSE_IBAN}. Bedragen tussen haakjes zijn creditboekingen.", 495, 9)
    payments = []
    for d, desc, a, cat in card_lines:
        payee = RECEIPTS["zb2"]["store"] if "ZAAGBOK" in desc else desc.title()
        pm = pay(a, "EUR", D(d), cat, payee)
        src = mirror(D(d), a, payee)
        if src:
            pm["dup_of"] = src
        payments.append(pm)
    f = "docs/Noordlicht_creditcard_2026-08.pdf"
    add(f, pdf.tobytes(), f"{CARD} credit card statement August 2026", "card_statement", st, "confidential",
        "maren", payments, "pdf", facts={"issuer": CARD, "total_cents": card_total, "debit_on": "2026-09-15",
                                         "language": "nl"})
    CONF["card"] = {"file": f, "total": card_total}
    # the card settlement line on the bank statement mirrors the card statement total
    for e in MANIFEST:
        if e["file"] == CONF["bank9"]["file"]:
            for pm in e["payments"]:
                if pm["payee"] == CARD:
                    pm["dup_of"] = f


# ---------------------------------------------------------------------------------------------
# gold computation FROM THE MANIFEST (the conventions of the shared household set)
# ---------------------------------------------------------------------------------------------

def visible_payments(man, sens):
    for e in man:
        if e["sensitivity"] not in sens:
            continue
        for p in e["payments"]:
            if p.get("dup_of") or p["direction"] != "out":
                continue
            yield e, p


def _match(p, spec):
    if "categories" in spec and p["category"] not in spec["categories"]:
        return False
    if "payee" in spec and p["payee"] != spec["payee"]:
        return False
    if "currency" in spec and p["currency"] != spec["currency"]:
        return False
    if "from" in spec and p["paid_on"] < spec["from"]:
        return False
    if "to" in spec and p["paid_on"] > spec["to"]:
        return False
    return True


def selected(spec, man):
    return [(e, p) for e, p in visible_payments(man, spec["sensitivity"]) if _match(p, spec)]


def compute(spec, man):
    op = spec["op"]
    if op in ("sum", "max", "min", "avg_monthly", "count"):
        sel = selected(spec, man)
        per = {}
        for _, p in sel:
            per.setdefault(p["currency"], []).append(p["amount_cents"])
        if op == "sum":
            return {c: {"amount_cents": sum(v)} for c, v in sorted(per.items())}
        if op == "max":
            return {c: {"amount_cents": max(v)} for c, v in sorted(per.items())}
        if op == "min":
            return {c: {"amount_cents": min(v)} for c, v in sorted(per.items())}
        if op == "count":
            return len(sel)
        return {c: {"amount_cents": rhu(Decimal(sum(v)) / spec["months"])} for c, v in sorted(per.items())}
    if op == "argmax_month":
        tot = {}
        for _, p in selected(spec, man):
            tot[p["paid_on"][:7]] = tot.get(p["paid_on"][:7], 0) + p["amount_cents"]
        best = max(tot.values())
        months = [m for m, v in tot.items() if v == best]
        assert len(months) == 1, ("tie", months)
        return months[0]
    if op == "count_docs":
        n = 0
        for e in man:
            f = e.get("facts", {})
            if e["sensitivity"] not in spec["sensitivity"] or f.get("duplicate_of"):
                continue
            if e["kind"] not in ("utility_bill", "email") or f.get("category") != spec["category"]:
                continue
            if "issuer" in spec and f.get("issuer") != spec["issuer"]:
                continue
            if spec["from"] <= f["statement_date"] <= spec["to"]:
                n += 1
        return n
    if op == "diff":
        a, b = compute(spec["a"], man), compute(spec["b"], man)
        c = spec["currency"]
        return {c: {"amount_cents": a.get(c, {"amount_cents": 0})["amount_cents"]
                    - b.get(c, {"amount_cents": 0})["amount_cents"]}}
    if op in ("unpaid", "unpaid_sum"):
        open_bills = []
        for e in man:
            f = e.get("facts", {})
            if e["sensitivity"] not in spec["sensitivity"] or f.get("duplicate_of"):
                continue
            if e["kind"] in ("utility_bill", "email") and not e["payments"] and f.get("paid_on") is None \
                    and f.get("due_date", "") >= spec["as_of"] and f.get("statement_date", "9") <= spec["as_of"]:
                open_bills.append(e)
        if op == "unpaid":
            return sorted({e["facts"]["category"] for e in open_bills})
        per = {}
        for e in open_bills:
            per[e["facts"]["currency"]] = per.get(e["facts"]["currency"], 0) + e["facts"]["amount_due_cents"]
        return {c: {"amount_cents": v} for c, v in sorted(per.items())}
    raise ValueError(op)


def files_of(spec, man):
    op = spec["op"]
    if op == "diff":
        return sorted(set(files_of(spec["a"], man)) | set(files_of(spec["b"], man)))
    if op in ("sum", "avg_monthly", "argmax_month", "count"):
        return sorted({e["file"] for e, _ in selected(spec, man)})
    if op in ("max", "min"):
        sel = selected(spec, man)
        best = (max if op == "max" else min)(p["amount_cents"] for _, p in sel)
        return sorted({e["file"] for e, p in sel if p["amount_cents"] == best})
    raise ValueError(op)


# ---------------------------------------------------------------------------------------------
# answers and aliases
# ---------------------------------------------------------------------------------------------

def money(cents, cur):
    if cur == "CHF":
        s = "-" if cents < 0 else ""
        u, r = divmod(abs(cents), 100)
        plain = f"{s}{u}.{r:02d}"
        aliases = [f"CHF {s}{u:,}.{r:02d}".replace(",", "'"), f"{s}{u:,}.{r:02d}".replace(",", "'"), plain,
                   f"{plain} CHF", f"Fr. {plain}", f"CHF {s}{u:,}.{r:02d}", f"{s}{u:,}.{r:02d}"]
        return f"CHF {plain}", list(dict.fromkeys(aliases))
    ans, al = amount_answer(cents, cur)
    if cur == "EUR":
        u, r = divmod(abs(cents), 100)
        s = "-" if cents < 0 else ""
        al += [f"EUR {s}{u}.{r:02d}".replace(".", ","), f"{s}{_grp(u, ' ')},{r:02d} €", f"EUR {s}{u:,}.{r:02d}"]
    if cur == "GBP":
        al += [f"£{cents / 100:.2f}"]
    return ans, [a for a in dict.fromkeys(al) if a != ans]


def money_multi(value: dict):
    parts = [money(v["amount_cents"], c) for c, v in sorted(value.items(), key=lambda kv: (kv[0] != "EUR", kv[0]))]
    if len(parts) == 1:
        return parts[0]
    ans = "; ".join(p[0] for p in parts)
    aliases = [", ".join(p[0] for p in parts), " and ".join(p[0] for p in parts)]
    return ans, aliases


def date_ans(d: date, extra=()):
    al = date_aliases(d) + [d_fr_long(d), d_nl_long(d), d_de_long(d), d_yy(d)] + list(extra)
    return iso(d), [a for a in dict.fromkeys(al) if a != iso(d)]


QUESTIONS: list[dict] = []


def q(question, kind, answer, aliases, doc_files, asker="maren", answer_value=None, compute_spec=None,
      notes=None, evidence=None, tags=None, requires_confidential=False, **extra):
    row = {"id": f"v6q{len(QUESTIONS) + 1:03d}", "question": question, "answer": answer,
           "answer_aliases": aliases, "doc_files": sorted(doc_files), "kind": kind,
           "requires_confidential": requires_confidential, "asker": asker, "as_of": iso(AS_OF)}
    if answer_value is not None:
        row["answer_value"] = answer_value
    if tags:
        row["tags"] = tags
    if notes:
        row["notes"] = notes
    if evidence:
        row["evidence"] = evidence
    if compute_spec:
        row["compute"] = compute_spec
    row.update(extra)
    QUESTIONS.append(row)
    return row


UTIL_NOTE = ("Utilities = electricity + heating (district heating) + water; internet and the mobile phone are not "
             "utilities here. Periods are by paid-on date (the day the money left the account or was collected), "
             "not statement date. Public and internal documents only; duplicate copies (dup_of) and bank/card lines "
             "that mirror a bill are counted once. Refunds count as negative payments. Sums are per currency, "
             "never converted.")


def agg(question, spec, expected, asker="maren", notes=None, tags=None, answer_override=None, **extra):
    """An aggregate question: ``expected`` is worked out independently from the generator's own records and
    must equal what the manifest computes."""
    spec = dict(spec)
    spec.setdefault("sensitivity", VISIBLE)
    got = compute(spec, MANIFEST)
    assert got == expected, (question, got, expected)
    if isinstance(got, dict) and spec["op"] != "argmax_month":
        ans, al = money_multi(got)
    elif answer_override:
        ans, al = answer_override
    else:
        ans, al = str(got), []
    if spec["op"] in ("unpaid", "unpaid_sum"):
        docs = sorted(e["file"] for e in MANIFEST if e.get("facts", {}).get("statement_date", "9") <= spec["as_of"]
                      and e["kind"] in ("utility_bill", "email") and not e["payments"]
                      and e["facts"].get("paid_on") is None and e["facts"].get("due_date", "") >= spec["as_of"])
    elif spec["op"] == "count_docs":
        docs = sorted(e["file"] for e in MANIFEST if e["kind"] in ("utility_bill", "email")
                      and e["facts"].get("category") == spec["category"] and not e["facts"].get("duplicate_of")
                      and e["facts"].get("issuer") == spec.get("issuer", e["facts"].get("issuer"))
                      and spec["from"] <= e["facts"]["statement_date"] <= spec["to"])
    elif spec["op"] == "argmax_month":
        docs = sorted({e["file"] for e, p in selected(spec, MANIFEST) if p["paid_on"][:7] == got})
    else:
        docs = files_of(spec, MANIFEST)
    return q(question, "aggregate", ans, al, docs, asker, got, spec, notes, tags=tags, **extra)


def paid_sum(bills, lo, hi, key="paid"):
    return sum(b["amount"] for b in bills if b.get(key) and lo <= b[key] <= hi)


def build_questions():
    Y25 = ("2025-01-01", "2025-12-31")
    YTD = ("2026-01-01", "2026-11-30")
    e = lambda c: {"EUR": {"amount_cents": c}}  # noqa: E731
    d = D
    refund = 3745
    heat_paid = [(b["paid"], b["amount"]) for b in HEAT_BILLS if b["paid"]] + [(d("2026-06-24"), 27700)]

    # ---------------- aggregate (20) ----------------
    elec25 = paid_sum(ELEC_BILLS, d("2025-01-01"), d("2025-12-31"))
    agg("How much did keeping the lights on cost us in 2025?",
        {"op": "sum", "categories": ["electricity"], "from": Y25[0], "to": Y25[1]}, e(elec25),
        notes="Electricity debits with paid-on dates in 2025 (the 2025 annual-settlement refund arrived in "
              "Feb 2026, so it is not in this period).", tags=["paraphrase"], paraphrase_terms=["lights"])
    heat_ytd = sum(a for p, a in heat_paid if d(YTD[0]) <= p <= d(YTD[1]))
    agg("What have we paid for heating so far this year?",
        {"op": "sum", "categories": ["heating"], "from": YTD[0], "to": YTD[1]}, e(heat_ytd),
        notes="District-heating payments paid 1 Jan - 30 Nov 2026. The June payment is the reminder total, "
              "i.e. the overdue Q2 instalment plus the 5.00 late fee; the Q4 instalment is still open.",
        tags=["relative_date", "late_fee"])
    util_items = ([(b["paid"], b["amount"]) for b in ELEC_BILLS if b["paid"]] + [(d("2026-02-06"), -refund)]
                  + heat_paid + [(b["paid"], b["amount"]) for b in WATER_BILLS])
    h1 = sum(a for p, a in util_items if d("2026-01-01") <= p <= d("2026-06-30"))
    agg("What did the utilities come to in the first half of the year?",
        {"op": "sum", "categories": UTILITIES, "from": "2026-01-01", "to": "2026-06-30"}, e(h1),
        notes=UTIL_NOTE + " Includes the electricity refund of 37.45 (Feb) and the heating late fee (June).",
        tags=["relative_date"])
    net25 = paid_sum(NET_BILLS, d("2025-01-01"), d("2025-12-31"))
    agg("What did our broadband cost in 2025?",
        {"op": "sum", "categories": ["internet"], "from": Y25[0], "to": Y25[1]}, e(net25), asker="jory",
        tags=["paraphrase"], paraphrase_terms=["broadband"])
    gbp_all = sum(b["amount"] for b in MOB_BILLS if b["paid"])
    agg("How much have we paid in pounds altogether?", {"op": "sum", "currency": "GBP"},
        {"GBP": {"amount_cents": gbp_all}}, asker="jory", tags=["currency"],
        notes="All GBP payments (the UK mobile contract); the November bill is collected in December, so not yet.")
    sep_phone = paid_sum(MOB_BILLS, d("2026-09-01"), d("2026-09-30"))
    agg("What did we pay for the phone contract the month before last?",
        {"op": "sum", "categories": ["mobile"], "from": "2026-09-01", "to": "2026-09-30"},
        {"GBP": {"amount_cents": sep_phone}}, asker="jory", tags=["relative_date", "paid_vs_statement"],
        notes="September 2026 by paid-on date: the direct debit collected on 1 Sep for the bill dated 14 Aug. "
              "(The bill dated 14 Sep was collected on 1 Oct.)")
    heat25 = [b["amount"] for b in HEAT_BILLS if b["paid"] and b["paid"].year == 2025]
    agg("What was our biggest single heating payment last year?",
        {"op": "max", "categories": ["heating"], "from": Y25[0], "to": Y25[1]}, e(max(heat25)),
        tags=["paraphrase"])
    agg("On average, how much a month did electricity cost us in 2025?",
        {"op": "avg_monthly", "months": 12, "categories": ["electricity"], "from": Y25[0], "to": Y25[1]},
        e(rhu(Decimal(elec25) / 12)), notes="Electricity paid in 2025 divided by 12, rounded half-up to the cent.")
    monthly = {}
    for p, a in util_items:
        if p.year == 2026 and p <= AS_OF:
            monthly[f"{p:%Y-%m}"] = monthly.get(f"{p:%Y-%m}", 0) + a
    top = max(monthly, key=monthly.get)
    agg("Which month this year did we pay the most for power, heating and water together?",
        {"op": "argmax_month", "categories": UTILITIES, "currency": "EUR", "from": YTD[0], "to": YTD[1]}, top,
        answer_override=(top, [f"{D(top + '-01'):%B %Y}", f"{D(top + '-01'):%b %Y}", f"{D(top + '-01'):%B}",
                               f"{MONTHS_FR[int(top[5:]) - 1]} {top[:4]}", f"{MONTHS_NL[int(top[5:]) - 1]} {top[:4]}"]),
        notes=UTIL_NOTE + f" Monthly totals: {json.dumps(monthly, sort_keys=True)}.", tags=["relative_date"])
    agg("How many electricity bills did Vonkstroom send us in 2025?",
        {"op": "count_docs", "category": "electricity", "issuer": ELEC, "from": Y25[0], "to": Y25[1]},
        sum(1 for b in ELEC_BILLS if b["stmt"].year == 2025),
        notes="By statement date; the annual settlement for 2025 is dated January 2026 and is a credit note.")
    net26 = paid_sum(NET_BILLS, d("2026-01-01"), d("2026-11-30"))
    net25_same = paid_sum(NET_BILLS, d("2025-01-01"), d("2025-11-30"))
    agg("How much more have we paid for broadband this year than over the same months last year?",
        {"op": "diff", "currency": "EUR",
         "a": {"op": "sum", "categories": ["internet"], "from": YTD[0], "to": YTD[1], "sensitivity": VISIBLE},
         "b": {"op": "sum", "categories": ["internet"], "from": "2025-01-01", "to": "2025-11-30",
               "sensitivity": VISIBLE}}, e(net26 - net25_same), asker="jory",
        notes="Jan-Nov 2026 minus Jan-Nov 2025 by paid-on date. The July 2026 invoice exists as e-mail and as "
              "PDF; it counts once.", tags=["relative_date", "duplicate"])
    agg("Which of our bills are still open?", {"op": "unpaid", "as_of": iso(AS_OF)},
        sorted(["electricity", "heating", "mobile"]),
        answer_override=("electricity; heating; mobile",
                         ["electricity, heating and mobile", "electricity, heating, mobile phone",
                          "power, district heating and the phone"]),
        notes="Bills with no payment yet whose due/collection date is on or after today: the November electricity "
              "advance (debit 2 Dec), the Q4 heating instalment (due 5 Dec) and the November mobile bill "
              "(collected 1 Dec).")
    agg("How much do we still owe on bills that haven't been paid yet?", {"op": "unpaid_sum", "as_of": iso(AS_OF)},
        {"EUR": {"amount_cents": ELEC_BILLS[-1]["amount"] + HEAT_BILLS[-1]["amount"]},
         "GBP": {"amount_cents": MOB_BILLS[-1]["amount"]}}, tags=["currency"])
    q3 = sum(a for p, a in util_items if d("2026-07-01") <= p <= d("2026-09-30"))
    agg("What did utilities cost us in Q3?", {"op": "sum", "categories": UTILITIES, "from": "2026-07-01",
                                               "to": "2026-09-30"}, e(q3),
        notes=UTIL_NOTE + " Q3 2026 = July-September.",
        tags=["relative_date"])
    six = sum(a for p, a in heat_paid if d("2026-06-01") <= p <= AS_OF)
    six_days = sum(a for p, a in heat_paid if AS_OF - timedelta(days=183) <= p <= AS_OF)
    assert six == six_days
    agg("How much has heating cost us over the past six months?",
        {"op": "sum", "categories": ["heating"], "from": "2026-06-01", "to": "2026-11-30"}, e(six),
        notes="June-November 2026 by paid-on date (the same payments whether read as calendar months or as the "
              "last 183 days). Includes the 5.00 late fee.", tags=["relative_date"])
    since_apr = paid_sum(ELEC_BILLS, d("2026-04-01"), AS_OF)
    agg("How much has gone on electricity since April?",
        {"op": "sum", "categories": ["electricity"], "from": "2026-04-01", "to": "2026-11-30"}, e(since_apr),
        tags=["relative_date"])
    ins = {"EUR": {"amount_cents": INS["car2026"]["premium"] + INS["home2026"]["premium"]},
           "CHF": {"amount_cents": INS["health"]["rate"]}}
    agg("What have we paid for insurance this year, all policies together?",
        {"op": "sum", "categories": ["car_insurance", "home_insurance", "health_insurance"], "from": YTD[0],
         "to": YTD[1]}, ins, notes="Car (EUR), home (EUR) and the health/travel supplement (CHF; instalment 1 was "
                                   "debited on 29 Dec 2025, so only instalment 2 is in 2026). Per currency.",
        tags=["currency"])
    zb = RECEIPTS["zb1"]["total"] + RECEIPTS["zb2"]["total"]
    agg("How much have we spent at De Zaagbok altogether?", {"op": "sum", "payee": "Bouwmarkt De Zaagbok"}, e(zb),
        notes="Both receipt photos; the card-statement line for the August purchase mirrors a receipt and is "
              "confidential anyway.", tags=["ocr", "photo"])
    max_elec = max(b["amount"] for b in ELEC_BILLS if b["paid"])
    agg("What's the most we've ever paid for a single electricity bill?",
        {"op": "max", "categories": ["electricity"]}, e(max_elec),
        notes="Largest electricity payment made so far; the bigger November 2026 advance has not been collected yet.")
    agg("How many phone bills have we had from Fernlight?",
        {"op": "count_docs", "category": "mobile", "issuer": MOBILE, "from": "2026-01-01", "to": "2026-11-30"},
        len(MOB_BILLS), asker="jory", notes="Including the one that came only as an e-mail and the open November one.")

    # ---------------- date (14) ----------------
    def dq(question, when, files, evidence, asker="maren", notes=None, tags=None, extra_aliases=()):
        ans, al = date_ans(when, extra_aliases)
        return q(question, "date", ans, al, files, asker, ans, notes=notes, evidence=evidence, tags=tags)

    hb = HEAT_BILLS[-1]
    dq("When is the open heating bill due?", hb["due"], [hb["file"]], [d_de(hb["due"])])
    eb = ELEC_BILLS[-1]
    dq("When will Vonkstroom take the next payment from our account?", eb["debit"], [eb["file"]],
       [d_nl_long(eb["debit"])], notes="The November 2026 advance is debited on or around 2 December.")
    car = INS["car2026"]
    dq("When does the car insurance come up for renewal?", car["end"] + timedelta(days=1),
       ["docs/Corvena_motor_schedule_2026.pdf"], [d_uk(car["end"] + timedelta(days=1))], asker="jory",
       extra_aliases=date_aliases(car["end"]) + [iso(car["end"])],
       notes="Cover runs to 28 Feb 2027 and renews on 1 Mar 2027; both accepted.")
    dq("When does our tenancy end?", LEASE["end"], [LEASE["file"]], [d_uk(LEASE["end"])])
    dq("From what date does the higher rent apply?", LEASE["eff"], [LEASE["letter"]], [d_nl_long(LEASE["eff"])])
    dq("By what date did we have to pay the heating reminder?", d("2026-06-26"), ["docs/Scan_2026-06-17_0001.pdf"],
       None, tags=["scan", "ocr"], notes="Only in the image-only scan of the reminder.")
    dq("When was the second health insurance instalment due?", INS["health"]["due2"],
       [INS["health"]["invoice"], INS["health"]["policy"]], ["01.07.2026"], asker="jory")
    wb = WATER_BILLS[2]
    dq("On what day did the water company receive our payment for the March 2026 bill?", wb["paid"],
       [WATER_BILLS[3]["file"]], [d_fr_long(wb["paid"])], asker="jory",
       notes="Acknowledged in French on the following (September 2026) water bill.")
    dq("When did we buy the washing machine?", RECEIPTS["wm"]["date"],
       [RECEIPTS["wm"]["file"], "docs/Garantiekarte_Klarbeck_KWM814E.pdf"], ["21.06.2025"])
    dq("Until when is the washing machine under warranty?", d("2027-06-21"),
       ["docs/Garantiekarte_Klarbeck_KWM814E.pdf"],
       ["21.06.2027"])
    dq("On what date was this year's home insurance premium collected?", INS["home2026"]["paid"],
       [INS["home2026"]["file"]], [d_fr(INS["home2026"]["paid"])])
    dq("When is someone coming to check the smoke detectors?", d("2026-09-10"), [LEASE["letter"]],
       ["10 september 2026"], asker="jory", tags=["paraphrase"])
    dq("When did Vonkstroom pay back the money from the 2025 annual settlement?", d("2026-02-06"),
       ["docs/Vonkstroom_jaarafrekening_2025.pdf"], ["6 februari 2026"])
    dq("When does the minimum term on my mobile contract end?", d("2028-07-13"), [MOB_BILLS[0]["file"]], ["13/07/28"],
       asker="jory")

    # ---------------- amount (16) ----------------
    def mq(question, cents, cur, files, evidence, asker="maren", notes=None, tags=None, extra_aliases=()):
        ans, al = money(cents, cur)
        return q(question, "amount", ans, al + list(extra_aliases), files, asker, {cur: {"amount_cents": cents}},
                 notes=notes, evidence=evidence, tags=tags)

    mq("What's our rent now?", LEASE["new_rent"], "EUR", [LEASE["letter"]], [nl_eur(LEASE["new_rent"])],
       notes="Raised from 1,385.00 to 1,426.55 from 1 July 2026 by the landlord's letter; the lease shows the old "
             "rent.",
       tags=["distractor_original_lease"])
    mq("How big was the deposit when we moved in?", LEASE["deposit"], "EUR", [LEASE["file"]],
       [nl_eur(LEASE["deposit"])])
    mq("What's the car insurance premium for the current policy year?", car["premium"], "EUR",
       ["docs/Corvena_motor_schedule_2026.pdf"], [en_eur(car["premium"])], asker="jory",
       tags=["distractor_previous_year"])
    mq("How much was the late fee on the heating reminder?", 500, "EUR", ["docs/Scan_2026-06-17_0001.pdf"], None,
       tags=["scan", "ocr"])
    mq("How much did we get back from the electricity annual settlement?", refund, "EUR",
       ["docs/Vonkstroom_jaarafrekening_2025.pdf"], [nl_eur(refund)])
    mq("How much was the last water bill?", WATER_BILLS[-1]["amount"], "EUR", [WATER_BILLS[-1]["file"]],
       [fr_eur(WATER_BILLS[-1]["amount"])], asker="jory")
    nb = NET_BILLS[-1]
    mq("How much VAT was on the October 2026 broadband invoice?", nb["vat"], "EUR", [nb["file"]],
       [eur_suffix(nb["vat"])], asker="jory")
    octb = next(b for b in MOB_BILLS if b["stmt"].month == 10)
    mq("How much was the phone bill that came in October?", octb["amount"], "GBP", [octb["file"]],
       [gbp(octb["amount"])],
       asker="jory", notes="The bill dated 14 Oct 2026 (collected 1 Nov).")
    mq("What does the home insurance cost per year now?", INS["home2026"]["premium"], "EUR", [INS["home2026"]["file"]],
       [fr_eur(INS["home2026"]["premium"])], tags=["distractor_previous_year"])
    mq("How much is each half-yearly instalment of our health insurance?", INS["health"]["rate"], "CHF",
       [INS["health"]["policy"], INS["health"]["invoice"]], [chf(INS["health"]["rate"])], asker="jory",
       tags=["currency"])
    mq("How much is the heating instalment on the latest bill?", hb["amount"], "EUR", [hb["file"]],
       [de_eur(hb["amount"])])
    mq("What did the espresso machine itself cost?", 38900, "EUR", [RECEIPTS["esp"]["file"]], None,
       tags=["ocr", "photo"], notes="The machine line on the receipt; the receipt total (401.95) includes descaler.")
    mq("How much did the washing machine cost us including delivery?", RECEIPTS["wm"]["total"], "EUR",
       [RECEIPTS["wm"]["file"]], None, tags=["ocr", "photo"])
    mq("How much were we credited for the broadband outage in March 2025?", 1200, "EUR", [NET_BILLS[1]["file"]],
       ["-12.00"], asker="jory", extra_aliases=["-12.00", "EUR -12.00", "-€12.00"],
       notes="Printed as a negative item row on the April 2025 invoice.")
    mq("What does the fibre plan cost per month since the 2026 price change?", 4250, "EUR", [NET_BILLS[4]["file"]],
       ["42.50"], asker="jory", notes="Excluding VAT and router rental, as on the invoice item rows.")
    mq("What's the yearly premium for the family health and travel cover?", INS["health"]["premium"], "CHF",
       [INS["health"]["policy"]], [chf(INS["health"]["premium"])], asker="jory", tags=["currency"])

    # ---------------- party (7) ----------------
    def pq(question, answer, files, evidence, asker="maren", aliases=(), value=None, notes=None):
        return q(question, "party", answer, list(aliases), files, asker, value or [answer], notes=notes,
                 evidence=evidence)

    pq("Who supplies our electricity?", ELEC, [ELEC_BILLS[-1]["file"]], [ELEC],
       aliases=["Vonkstroom", "Vonkstroom Energie"])
    pq("Which company is our car insured with?", CAR_INS, ["docs/Corvena_motor_schedule_2026.pdf"], ["Corvena"],
       asker="jory", aliases=["Corvena", "Corvena Assurance"])
    signers = [LEASE["signer"], MAREN, JORY]
    pq("Who signed the tenancy agreement?", "; ".join(signers), [LEASE["file"]], signers, value=signers,
       aliases=[", ".join(signers), f"{signers[0]}, {signers[1]} and {signers[2]}"],
       notes=f"{signers[0]} signed on behalf of the landlord, {LANDLORD}")
    pq("Who signed the letter about the rent going up?", LEASE["letter_signer"], [LEASE["letter"]],
       [LEASE["letter_signer"]], aliases=["Dirk-Jan Wolterbeek (Keizerhof Vastgoed)"])
    pq("Where did we buy the washing machine?", "Elektro Brückner", [RECEIPTS["wm"]["file"],
                                                                    "docs/Garantiekarte_Klarbeck_KWM814E.pdf"],
       ["Elektro Brückner"], aliases=["Elektro Bruckner", "Elektro Brueckner"])
    pq("Who is our health insurer?", HEALTH_INS, [INS["health"]["policy"]], [HEALTH_INS], asker="jory",
       aliases=["Alpenfirn", "Alpenfirn Versicherungen"])
    pq("Who do we pay for water?", WATER, [WATER_BILLS[-1]["file"]], ["Régie des Eaux"], asker="jory",
       aliases=["Regie des Eaux du Sarrelin", "Régie des Eaux"])

    # ---------------- lookup (10) ----------------
    def lq(question, answer, files, evidence, asker="maren", aliases=(), notes=None, tags=None):
        return q(question, "lookup", answer, list(aliases), files, asker, notes=notes, evidence=evidence, tags=tags)

    lq("What's our car insurance policy number?", CAR_POLICY,
       ["docs/Corvena_motor_schedule_2025.pdf", "docs/Corvena_motor_schedule_2026.pdf"], [CAR_POLICY], asker="jory",
       aliases=[CAR_POLICY.replace("-", "")])
    lq("What's the EAN code of our electricity connection?", ELEC_EAN, [ELEC_BILLS[-1]["file"]], [ELEC_EAN],
       aliases=["871694 003177 452218"])
    wl = WATER_BILLS[-1]
    lq("What was the water meter reading on the latest bill?", str(wl["index"]), [wl["file"]], [_grp(wl["index"], " ")],
       asker="jory", aliases=[_grp(wl["index"], " "), f"{_grp(wl['index'], ' ')} m³", f"{wl['index']} m3"],
       notes="New index read on 2026-09-02.")
    lq("What's our broadband account number?", NET_ACCOUNT, [NET_BILLS[-1]["file"]], [NET_ACCOUNT], asker="jory",
       aliases=["LKB0048211"])
    lq("What's the registration number of our car?", PLATE, ["docs/Corvena_motor_schedule_2026.pdf"], [PLATE],
       asker="jory", aliases=["HT902K", "HT 902 K"])
    lq("What's the serial number of the washing machine?", WM_SERIAL, ["docs/Garantiekarte_Klarbeck_KWM814E.pdf"],
       [WM_SERIAL])
    lq("Which IBAN do the heating bills have to be paid into?", HEAT_IBAN, [hb["file"]], [HEAT_IBAN],
       aliases=[HEAT_IBAN.replace(" ", "")])
    lq("Which document mentions the smoke detector check?", "Keizerhof Vastgoed rent increase letter of 18 May 2026",
       [LEASE["letter"]], ["rookmelders"], asker="jory",
       aliases=["the rent increase letter", "the landlord's letter about the rent increase",
                "Keizerhof_huurverhoging_2026.pdf"],
       tags=["which_document"])
    lq("What was the electricity meter reading at the end of 2025?", "18407 kWh",
       ["docs/Vonkstroom_jaarafrekening_2025.pdf"], ["18 407"],
       aliases=["18 407 kWh", "18407", "18,407 kWh", "18.407 kWh"],
       notes="On page 2 of the annual settlement.", tags=["multi_page"])
    lq("What's the phone number on my Fernlight contract?", MOBILE_NUMBER, [MOB_BILLS[-1]["file"]], [MOBILE_NUMBER],
       asker="jory", aliases=["07700900482", "+44 7700 900482", "+447700900482"])

    # ---------------- confidential (6) ----------------
    def cq(question, cents, cur, files, evidence, asker, notes=None, tags=None):
        ans, al = money(cents, cur)
        return q(question, "confidential", ans, al, files, asker, {cur: {"amount_cents": cents}}, notes=notes,
                 evidence=evidence, tags=tags, requires_confidential=True)

    m10 = CONF["maren10"]
    cq("What was my take-home pay in October?", m10["net"], "EUR", [m10["file"]], [num_comma(m10["net"])], "maren",
       notes="Only in Maren's confidential payslip (and the confidential bank statement).", tags=["payslip"],
       ) ["supporting_files"] = [CONF["bank10"]["file"]]
    cq("What's my gross monthly salary?", CONF["jory10"]["gross"], "EUR", [CONF["jory10"]["file"]],
       [de_eur(CONF["jory10"]["gross"])], "jory", tags=["payslip"])
    cq("How much tax are we getting back for 2025?", CONF["tax"]["refund"], "EUR", [CONF["tax"]["file"]],
       [nl_eur(CONF["tax"]["refund"])], "maren", tags=["tax"])
    cq("What was the balance on our joint account at the end of October?", CONF["bank10"]["closing"], "EUR",
       [CONF["bank10"]["file"]], [num_comma(CONF["bank10"]["closing"])], "jory", tags=["bank_statement", "multi_page"])
    cq("How much does Mum take home each month?", m10["net"], "EUR", [m10["file"]], None, "elske",
       notes="Asked by the teenager about a parent's confidential payslip, which she does not own: the right "
             "response is no answer, also when confidential documents are included for the asker's own papers.",
       tags=["payslip", "not_owner"])
    cq("How much did the health insurer pay back for my physio?", 31260, "CHF",
       ["docs/Alpenfirn_Leistungsabrechnung_2026-09.pdf"], [chf(31260)], "jory",
       notes="Only in a restricted benefit statement.", tags=["restricted", "currency"])

    # ---------------- absent (8) ----------------
    def xq(question, notes, asker="maren", terms=None, absent_in=None, tags=None):
        extra = {}
        if terms:
            extra["absent_terms"] = terms
        if absent_in:
            extra["absent_in"] = absent_in
        return q(question, "absent", None, [], [], asker, notes=notes, tags=tags, **extra)

    xq("What's the policy number of our pet insurance?", "No pet insurance in the archive.", terms=["pet insurance"])
    xq("How much is our monthly mortgage payment?", "Near miss: the household rents (tenancy agreement).",
       terms=["mortgage", "hypotheek"], tags=["near_miss"])
    xq("How much was the electricity bill for January 2027?", "Not issued yet (future).",
       absent_in={"kind_category": ["electricity", "2027-01"]})
    xq("What did we pay for water in 2023?", "Before the archive starts (2025).", asker="jory",
       absent_in={"kind_category": ["water", "2023"]})
    xq("When does our gas supply contract end?", "Near miss: the home has district heating and electricity; "
       "there is no gas contract.", terms=["gas contract", "aardgas", "Erdgas"], tags=["near_miss"])
    xq("How much is the TV licence fee?", "No TV licence document.", asker="jory", terms=["TV licence"])
    xq("Who insures the motorbike?", "Near miss: only a car is insured.", asker="jory",
       terms=["motorbike", "motorcycle"],
       tags=["near_miss"])
    xq("How much did the babysitter cost in March?", "No babysitting payments anywhere.", terms=["babysitter"])

    # ---------------- followup_free (5) ----------------
    orig = HEAT_BILLS[5]
    ans, al = money(orig["amount"], "EUR")
    q("The heating company sent us a reminder with a late fee - how much was the instalment before the fee?",
      "followup_free", ans, al, [orig["file"], "docs/Scan_2026-06-17_0001.pdf"], "maren",
      {"EUR": {"amount_cents": orig["amount"]}}, tags=["multi_hop", "scan"], evidence=[de_eur(orig["amount"])],
      notes="Reminder (scan) total 277.00 minus the 5.00 fee; the original Q2 2026 instalment bill shows 272.00.")
    top_total = monthly[top]
    ans, al = money(top_total, "EUR")
    top_spec = {"op": "sum", "categories": UTILITIES, "currency": "EUR", "from": f"{top}-01",
                "to": iso(month_end(int(top[:4]), int(top[5:])))}
    top_spec["sensitivity"] = VISIBLE
    assert compute(top_spec, MANIFEST) == e(top_total)
    q("In the month this year when we paid the most for utilities, how much did we pay for them in total?",
      "followup_free", ans, al, files_of(top_spec, MANIFEST), "maren", e(top_total), compute_spec=top_spec,
      notes=UTIL_NOTE + f" The month is {top} (argmax_month over 2026 by paid-on date); the refund of 37.45 is "
                        "netted in.", tags=["multi_hop", "relative_date"])
    notice = d("2027-05-31")
    ans, al = date_ans(notice, date_aliases(d("2027-06-01")) + ["2027-06-01"])
    q("If we want to leave when the tenancy ends, by when must the landlord have our notice?", "followup_free", ans,
      al, [LEASE["file"]], "jory", ans, tags=["multi_hop", "derived"],
      evidence=[d_uk(LEASE["end"]), "three (3) calendar months"],
      notes="End of term 31 Aug 2027 minus three calendar months' notice.")
    q("What's the customer-service phone number of the company that supplies our water?", "followup_free",
      WATER_PHONE, [WATER_PHONE.replace(" ", ""), "+33 3 84 55 21 40"], [WATER_BILLS[-1]["file"]], "jory",
      tags=["multi_hop"], evidence=[WATER_PHONE])
    q("Where did we buy the espresso machine and how long is its warranty?", "followup_free",
      "Tostino Huishoud; 36 months", ["Tostino Huishoud, 3 years", "Tostino Huishoud, three years",
                                      "Tostino Huishoud; 3-year warranty"],
      [RECEIPTS["esp"]["file"], "docs/Caffarolo_warranty_Duetto2.pdf"], "maren",
      {"store": "Tostino Huishoud", "warranty_months": 36}, tags=["multi_hop", "ocr"],
      evidence=["Tostino Huishoud", "36 months"])


# ---------------------------------------------------------------------------------------------
# checks and output
# ---------------------------------------------------------------------------------------------

def check():
    files = {e["file"] for e in MANIFEST}
    for e in MANIFEST:
        for p in e["payments"]:
            if p.get("dup_of"):
                assert p["dup_of"] in files, p
    for row in QUESTIONS:
        for f in row["doc_files"] + row.get("supporting_files", []):
            assert f in files, (row["id"], f)
        for ev in row.get("evidence") or []:
            texts = [" ".join(TEXT.get(f, "").split()) for f in row["doc_files"]]
            if any(TEXT.get(f) is not None for f in row["doc_files"]):
                assert any(" ".join(ev.split()) in t for t in texts), (row["id"], ev)
        assert row["as_of"] == iso(AS_OF)
    for e in MANIFEST:
        if e["format"] == "pdf":
            assert TEXT[e["file"]].strip(), e["file"]
    ids = [r["id"] for r in QUESTIONS]
    assert len(ids) == len(set(ids))


README = """# household_variant6: a multilingual household (synthetic)

Written by a helper session that read **no answering code** (nothing under `ask/`, `ingest/`, `archive/`,
`bench/`, `docs/`, nor the other variants or their generators): only the shared corpus's gold schema
(`../shared/corpus/household/`), `../shared/README.md` and the drawing helpers in `tests/corpus_gen/`
(`render.py`'s `Pdf`, `formats.py`'s alias helpers). The set is meant to **measure** the product before anyone
tunes on it.

## The household

Maren Quistorp (`maren`, adult), Jory Achterberg (`jory`, adult) and Elske Quistorp (`elske`, teen) rent a flat at
Lindeboomkade 41, 7318 KW Oudewaal. Their suppliers write in four languages and three currencies:

- **electricity**: Vonkstroom Energie B.V. (Dutch; EUR `€ 94,60`). bimonthly advance bills, direct debit;
  annual settlement with a refund (credit note, 2 pages); new layout from 2026.
- **district heating**: Stadtwärme Ahlbrück GmbH (German; EUR `312,10 €`). quarterly instalments by bank
  transfer; 2025 bills carry a tear-off transfer slip; one overdue instalment and a scanned reminder with a
  late fee.
- **water**: Régie des Eaux du Sarrelin (French; EUR `280,29 €`, `1 347 m³`). half-yearly, item table + VAT,
  "Veuillez régler ... avant le ...", tear-off slip; one bill also as a phone photo (duplicate).
- **internet**: Larkspur Broadband Ltd (English; EUR `EUR 159.54` (2025), `168.80 EUR` (2026)). quarterly
  invoices, item rows, subtotal + VAT = total, a `-12.00` credit row; one invoice as e-mail **and** PDF
  (duplicate).
- **mobile phone**: Fernlight Mobile Ltd (English; GBP `£24.50`). monthly from July 2026, direct debit,
  `(5.00)` credit in brackets, `14/07/26` dates; one bill only as a plain-text e-mail.
- **car insurance**: Corvena Assurance SE (English; EUR). two policy schedules.
- **home insurance**: La Prévoyante Habitation (French; EUR `1 034,16 €`). two avis d'échéance.
- **health/travel supplement**: Alpenfirn Versicherungen AG (German (Swiss); CHF `CHF 1'186.80`). policy with
  two instalments, instalment invoice, a restricted benefit statement.

Also: a 3-page English tenancy agreement and a Dutch rent-increase letter, two warranty cards (German, English),
five receipt photos (JPG and PNG, rotated, shaded, noisy; Dutch, German, French), Dutch and German payslips, a
Dutch tax letter, three two-page bank statements and a card statement (all confidential; their lines that mirror a
document's own payment carry `dup_of`).

Dates appear as `14.03.2026`, `14-03-2026`, `14 maart 2026`, `14 mars 2026`, `1er avril 2026`, `March 14, 2026`,
`14 March 2026`, `14/03/26`, `14/03/2026` and `2026-03-14`.

## Files

- `docs/`: {ndocs} documents ({formats}).
- `manifest.jsonl`: one line per document in the shared schema (`payments` with `amount_cents`, `currency`,
  `paid_on`, `category`, `payee`, `direction`, optional `dup_of`; `facts`). Categories: electricity, heating,
  water, internet, mobile, car/home/health insurance, and others for receipts, salaries and bank lines. A refund is a
  negative `out` payment.
- `questions.jsonl`: {nq} questions as of 2026-11-30 ({kinds}), ids `v6q001`...
- `archive.json`: the household and its users; `utilities_definition` is electricity + heating + water.

Aggregate gold is computed **from the manifest** (paid-on dates, direction `out`, no `dup_of`, public and
internal documents only, per currency, averages rounded half-up) and the generator asserts each answer equals an
independent tally of its own records. Open bills are bills with no payment whose due/collection date is on or after
2026-11-30.

## Gold conventions worth knowing

- Amounts by paid-on date: the mobile bill dated 14 Aug is collected on 1 Sep, so "the month before last"
  (September 2026) gets the August bill.
- The electricity refund of the 2025 annual settlement (37.45, paid back 6 Feb 2026) is a negative payment.
- The overdue Q2 2026 heating instalment has no payment of its own; the scanned reminder's payment (instalment +
  5.00 late fee) is the heating payment of June 2026.
- Open bills at 2026-11-30: November electricity advance (debit 2 Dec), Q4 heating (due 5 Dec), November mobile
  bill (GBP, collected 1 Dec).
- `v6q072` is asked by the teenager about a parent's payslip: the right response is no answer (`not_owner` tag).
- `followup_free` questions are self-contained multi-hop questions, as in the shared set.
- `answer` for a "which document" lookup is a description; `doc_files` names the file.

## Regenerate

    python3 tests/corpus_gen/household_variant6.py

Seed 6; deterministic (byte-identical output on every run; image noise comes from a seeded generator).

## Licence

Synthetic data written for the Shoebox project; every person, company, town, account number and amount is
invented. Use it under the project's licence.
"""


def main():
    build_electricity()
    build_heating()
    build_water()
    build_internet()
    build_mobile()
    build_insurance()
    build_lease()
    build_receipts()
    build_warranties()
    build_confidential()
    bank_and_card()
    MANIFEST.sort(key=lambda e: (e["created"], e["file"]))
    build_questions()
    check()
    if OUT.exists():
        shutil.rmtree(OUT)
    (OUT / "docs").mkdir(parents=True)
    for f, data in FILES.items():
        (OUT / f).write_bytes(data)
    with open(OUT / "manifest.jsonl", "w") as fh:
        for e in MANIFEST:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(OUT / "questions.jsonl", "w") as fh:
        for r in QUESTIONS:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    archive = {"generator_version": "1.0", "seed": SEED, "variant": "household_variant6", "scale": 1,
               "today": iso(AS_OF),
               "household": {"id": "h6", "members": [{"user": "maren", "name": MAREN, "role": "adult"},
                                                     {"user": "jory", "name": JORY, "role": "adult"},
                                                     {"user": "elske", "name": ELSKE, "role": "teen"}],
                             "address": ADDR},
               "documents": len(MANIFEST), "questions": len(QUESTIONS), "utilities_definition": UTILITIES,
               "default_visible_sensitivities": VISIBLE}
    (OUT / "archive.json").write_text(json.dumps(archive, indent=2, ensure_ascii=False) + "\n")
    from collections import Counter
    fm = Counter(e["format"] for e in MANIFEST)
    kd = Counter(r["kind"] for r in QUESTIONS)
    (OUT / "README.md").write_text(README.replace("{ndocs}", str(len(MANIFEST)))
                                   .replace("{formats}", ", ".join(f"{v} {k}" for k, v in sorted(fm.items())))
                                   .replace("{nq}", str(len(QUESTIONS)))
                                   .replace("{kinds}", ", ".join(f"{v} {k}" for k, v in sorted(kd.items()))))
    print(f"{len(MANIFEST)} documents, {len(QUESTIONS)} questions -> {OUT}")
    print(dict(fm), dict(kd))


if __name__ == "__main__":
    main()
