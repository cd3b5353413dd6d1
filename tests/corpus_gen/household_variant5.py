# ruff: noqa: E501, B023, B007  (a data generator: long literal rows read better unwrapped)
"""Synthetic household archive, variant 5: a development evaluation set.

One imaginary household (the Castellane-Okafor family in the invented town of Velderhaven) with
~60 documents from June 2025 to November 2026: bills from English, Dutch, French, German, UK and
Swiss issuers in varied layouts, date and money spellings; scans and photos that need OCR; plain
e-mails with the bill in the body; duplicates; confidential payslips, bank statements and a tax
notice.  Ground truth goes to manifest.jsonl; questions.jsonl holds ~80 questions whose aggregate
answers are computed here from the manifest.

Written by a helper that read no answering code.  Deterministic:

    python tests/corpus_gen/household_variant5.py --out tests/data/household_variant5
"""
from __future__ import annotations

import argparse
import io
import json
import random
import shutil
import sys
from collections import Counter, defaultdict
from datetime import date, datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pymupdf  # noqa: E402
from formats import date_aliases, ordinal  # noqa: E402
from PIL import Image, ImageFilter  # noqa: E402
from render import Pdf, receipt_photo  # noqa: E402

SEED = 5
AS_OF = date(2026, 11, 30)
HH = "h5"
VISIBLE = ["public", "internal"]

MEMBERS = [
    {"user": "imogen", "name": "Imogen Castellane", "role": "adult"},
    {"user": "rafael", "name": "Rafael Okafor", "role": "adult"},
    {"user": "noor", "name": "Noor Castellane-Okafor", "role": "teen"},
]
ADDRESS = ["Kestrelgracht 17, 2nd floor", "4821 BK Velderhaven"]
ADDR_LINE = "Kestrelgracht 17, 4821 BK Velderhaven"

# ----------------------------------------------------------------------------------- spellings
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
             "septembre", "octobre", "novembre", "décembre"]
MONTHS_NL = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
             "september", "oktober", "november", "december"]
MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
             "Oktober", "November", "Dezember"]


def d_en(d):            # 3 March 2026
    return f"{d.day} {MONTHS_EN[d.month - 1]} {d.year}"


def d_en_ord(d, year=True):  # Mar 3rd (2026)
    s = f"{MONTHS_EN[d.month - 1][:3]} {ordinal(d.day)}"
    return f"{s} {d.year}" if year else s


def d_dot(d):           # 03.03.2026
    return f"{d:%d.%m.%Y}"


def d_iso(d):
    return d.isoformat()


def d_yy(d):            # 03/03/26 (day first)
    return f"{d:%d/%m/%y}"


def d_fr(d):
    return f"{d.day} {MONTHS_FR[d.month - 1]} {d.year}"


def d_nl(d):
    return f"{d.day} {MONTHS_NL[d.month - 1]} {d.year}"


def d_nl_num(d):
    return f"{d:%d-%m-%Y}"


def d_de(d):
    return f"{d.day}. {MONTHS_DE[d.month - 1]} {d.year}"


def _grp(units, sep):
    return f"{units:,}".replace(",", sep)


def eur_en(c):          # EUR 84.20
    return f"EUR {c // 100:,}.{c % 100:02d}"


def eur_sym(c):         # €84.20
    return f"€{c // 100:,}.{c % 100:02d}"


def eur_de(c):          # 1.234,56 €
    return f"{_grp(c // 100, '.')},{c % 100:02d} €"


def eur_fr(c):          # 1 234,56 €
    return f"{_grp(c // 100, ' ')},{c % 100:02d} €"


def eur_nl(c):          # € 1.234,56
    return f"€ {_grp(c // 100, '.')},{c % 100:02d}"


def gbp(c):
    return f"£{c // 100:,}.{c % 100:02d}"


def chf(c):             # CHF 1'234.50
    return f"CHF {_grp(c // 100, chr(39))}.{c % 100:02d}"


def amount_answer(cents, cur):
    units, rest = divmod(abs(cents), 100)
    sign = "-" if cents < 0 else ""
    plain = f"{sign}{units}.{rest:02d}"
    grouped = f"{sign}{units:,}.{rest:02d}"
    comma = f"{sign}{_grp(units, '.')},{rest:02d}"
    al = [plain, f"{plain} {cur}"]
    if cur == "EUR":
        al += [f"€{grouped}", f"€{plain}", f"{comma} €", comma, f"€ {comma}", f"EUR {grouped}",
               f"{plain} €"]
    elif cur == "GBP":
        al += [f"£{grouped}", f"£{plain}", f"GBP {grouped}"]
    elif cur == "CHF":
        al += [f"CHF {sign}{_grp(units, chr(39))}.{rest:02d}", f"{sign}{_grp(units, chr(39))}.{rest:02d}",
               f"CHF {grouped}", grouped]
    if abs(cents) >= 100000:
        al += [grouped, f"{grouped} {cur}"]
    return f"{cur} {plain}", list(dict.fromkeys(a for a in al if a != f"{cur} {plain}"))


def multi_answer(val):
    """answer text for {cur: {amount_cents}} (several currencies: joined with '; ')."""
    parts = [amount_answer(v["amount_cents"], cur)[0] for cur, v in sorted(val.items())]
    if len(parts) == 1:
        cur = next(iter(val))
        return amount_answer(val[cur]["amount_cents"], cur)
    return "; ".join(parts), []


# ----------------------------------------------------------------------------------- the world
ELEC = {"issuer": "Voltaris Energy", "account": "VE-55 0192 7731", "meter": "E-4471-0938",
        "rate": 31, "standing": 1850}
GAS = {"issuer": "Warmtebron Energie B.V.", "account": "WB 7730 4419", "ean": "871687140002244913"}
WATER = {"issuer": "Eaux de la Vallière", "account": "VAL-208-55317", "meter": "C19-66402"}
NET = {"issuer": "Skylark Fibre", "account": "SKY-00938211", "plan": "Skylark Home 500 (500/100 Mbit/s)"}
PHONE = {"issuer": "Parrot Mobile", "account": "PM 4420 1187 63", "number": "07700 914 263"}
CAR = {"issuer": "Ostrander Assurance", "policy": "OA-M-4471902", "plate": "VH-218-K",
       "vehicle": "2019 Marin Solace 1.6 estate"}
HOME = {"issuer": "Feuerschild Versicherung AG", "policy": "HR-22-8830417", "sum": 6500000}
HEALTH = {"issuer": "Alpenkasse Health Insurance", "policy": "AK-3390-215-07",
          "monthly": 41235, "deductible": 150000}
LANDLORD = {"name": "Kestrel Quay Residences B.V.", "signer": "Marijke van Oosterhout",
            "old_rent": 145000, "new_rent": 151200, "from": date(2026, 7, 1)}
BANK = {"name": "Corvid Bank", "iban": "NL62 CRVD 0417 2298 63"}
CARD = {"name": "Aurelia Card Services", "card": "**** **** **** 5086"}
EMP_I = {"name": "Halcyon Maritime Logistics", "gross": 612500, "tax": 171500, "social": 48380}
EMP_R = {"name": "Studio Verhoef Architecten", "gross": 478000, "tax": 118200, "social": 37760}
TAX = {"office": "Belastingkantoor Velderhaven", "ref": "2025.41.7783.H.01", "claimed": 162300,
       "refund": 118400, "deadline": date(2026, 12, 18), "issued": date(2026, 11, 9)}

# electricity: bimonthly statements, collected by direct debit 15 days later
ELEC_BILLS = [(date(2025, 6, 6), 9640), (date(2025, 8, 6), 8815), (date(2025, 10, 6), 10470),
              (date(2025, 12, 5), 14890), (date(2026, 2, 6), 17135), (date(2026, 4, 6), 13260),
              (date(2026, 6, 5), 9825), (date(2026, 8, 6), 9180), (date(2026, 10, 6), 11245)]
# gas (Dutch): statement, paid in the following month; the last one is still open
GAS_BILLS = [(date(2025, 7, 18), 3820, date(2025, 8, 5)), (date(2025, 9, 18), 4675, date(2025, 10, 3)),
             (date(2025, 11, 18), 11840, date(2025, 12, 4)), (date(2026, 1, 19), 19685, date(2026, 2, 6)),
             (date(2026, 3, 18), 16430, date(2026, 4, 2)), (date(2026, 5, 18), 7210, date(2026, 6, 5)),
             (date(2026, 7, 17), 3560, date(2026, 8, 3)), (date(2026, 9, 18), 4495, date(2026, 10, 5)),
             (date(2026, 11, 17), 12715, None)]
# water (French), quarterly
WATER_BILLS = [(date(2025, 8, 12), 13140, date(2025, 9, 4)), (date(2025, 11, 12), 11895, date(2025, 12, 3)),
               (date(2026, 2, 11), 12460, date(2026, 3, 5)), (date(2026, 5, 12), 12730, date(2026, 6, 3)),
               (date(2026, 8, 12), 14285, date(2026, 9, 2)), (date(2026, 11, 12), 12170, None)]
# internet, monthly, paid by card on the 15th; price rise from July 2026
NET_BILLS = [(date(2026, m, 2), 3995 if m < 7 else 4250, date(2026, m, 15)) for m in range(5, 12)]
# UK mobile, quarterly, GBP
PHONE_BILLS = [(date(2026, 2, 3), 5430, date(2026, 3, 6)), (date(2026, 5, 4), 6185, date(2026, 6, 2)),
               (date(2026, 8, 3), 5840, date(2026, 9, 1)), (date(2026, 11, 3), 6610, None)]


class Archive:
    def __init__(self):
        self.rng = random.Random(SEED)
        self.docs = []       # manifest entries (with '_bytes')
        self.by_key = {}     # short key -> manifest entry

    def add(self, key, file, title, kind, created, owner, fmt, data, payments=(), category=None,
            facts=None, sensitivity="internal", language="en", ocr_facts=None):
        facts = dict(facts or {})
        facts["language"] = language
        m = {"file": f"docs/{file}", "title": title, "kind": kind, "created": created.isoformat(),
             "sensitivity": sensitivity, "owner": owner, "payments": list(payments),
             "household": HH, "format": fmt}
        if category:
            m["category"] = category
        m["facts"] = facts
        if ocr_facts:
            m["ocr_facts"] = ocr_facts
        m["_bytes"] = data
        self.docs.append(m)
        self.by_key[key] = m
        return m

    def f(self, key):
        return self.by_key[key]["file"]


def pay(cents, cur, paid_on, category, payee, direction="out", dup_of=None):
    p = {"amount_cents": cents, "currency": cur, "paid_on": paid_on.isoformat(), "category": category,
         "payee": payee, "direction": direction}
    if dup_of:
        p["dup_of"] = dup_of
    return p


# ----------------------------------------------------------------------------------- raster
def raster(pdf_bytes, rng, angle, fmt="PNG", dpi=170, noise=0.05):
    src = pymupdf.open("pdf", pdf_bytes)
    pix = src[0].get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    img = Image.frombytes("L", (pix.width, pix.height), pix.samples)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=228)
    img = img.filter(ImageFilter.GaussianBlur(0.45))
    img = Image.blend(img, Image.effect_noise(img.size, 30), noise)
    buf = io.BytesIO()
    if fmt == "PNG":
        img.save(buf, "PNG", optimize=True)
    else:
        img.save(buf, "JPEG", quality=72, optimize=True)
    return buf.getvalue()


def header(pg, name, lines, color=(0.1, 0.2, 0.5), size=16, family=None):
    pg.text(48, 60, name, size, True, family, color)
    y = 74
    for ln in lines:
        pg.text(48, y, ln, 7.5, False, family, (0.3, 0.3, 0.3))
        y += 10
    return y


def address_block(pg, x, y, names, size=9):
    for ln in [*names, *ADDRESS]:
        pg.text(x, y, ln, size)
        y += size * 1.3
    return y


def kv_table(pg, x, y, rows, w1=170, w2=170, size=9, row_h=16, box=True):
    for label, value in rows:
        if box:
            pg.rect(x, y, x + w1 + w2, y + row_h, color=(0.7, 0.7, 0.7), width=0.4)
            pg.line(x + w1, y, x + w1, y + row_h, 0.4, (0.7, 0.7, 0.7))
        pg.text(x + 5, y + row_h - 5, label, size)
        pg.right(x + w1 + w2 - 5, y + row_h - 5, value, size, True)
        y += row_h
    return y


# ----------------------------------------------------------------------------------- electricity
def gen_electricity(A: Archive):
    reading = 41208
    hist = []
    for i, (sd, cents) in enumerate(ELEC_BILLS):
        start = ELEC_BILLS[i - 1][0] if i else date(2025, 4, 6)
        end = sd - timedelta(days=1)
        kwh = round((cents - ELEC["standing"]) / ELEC["rate"])
        prev_reading, reading = reading, reading + kwh
        collect = sd + timedelta(days=15)
        hist.append((sd, kwh, cents))
        variant = ["table", "prose", "history"][i % 3]
        pdf = Pdf(f"Voltaris Energy statement {sd:%B %Y}", "Voltaris Energy", sd, unicode=True)
        pg = pdf.page()
        header(pg, "VOLTARIS  ENERGY", ["Voltaris Energy Supply Ltd · Havenstraat 2 · Velderhaven",
                                        "help@voltaris.example · 0800 020 4411"], (0.85, 0.45, 0.05))
        address_block(pg, 48, 130, ["Imogen Castellane"])
        pg.text(360, 130, f"Account  {ELEC['account']}", 9)
        pg.text(360, 143, f"Statement date  {d_en(sd)}", 9)
        pg.text(360, 156, f"Meter  {ELEC['meter']}", 9)
        amount_txt = eur_sym(cents)
        if variant == "table":
            pg.text(48, 210, "Your electricity statement", 14, True)
            rows = [("Billing period", f"{d_en(start)} – {d_en(end)}"),
                    ("Previous meter reading", f"{prev_reading:,} kWh".replace(",", " ")),
                    ("Current meter reading", f"{reading:,} kWh".replace(",", " ")),
                    ("Electricity used", f"{kwh} kWh at €0.31"),
                    ("Standing charge (61 days)", eur_sym(ELEC["standing"])),
                    ("Direct debit amount", amount_txt),
                    ("Collection date", d_en(collect))]
            kv_table(pg, 48, 230, rows, 220, 220)
            pg.paragraph(48, 370, "Nothing to do: the amount above will be collected by direct "
                         "debit from the account ending 2298 63. Keep this statement for your records.",
                         440, 9)
        elif variant == "prose":
            pg.text(48, 210, "Dear Imogen,", 10)
            y = pg.paragraph(48, 230, f"Thank you for being a Voltaris customer. This statement covers "
                             f"the electricity you used between {d_en(start)} and {d_en(end)}. Your "
                             f"meter went from {prev_reading} to {reading} kWh, so you used {kwh} kWh.",
                             470, 10)
            y = pg.paragraph(48, y + 8, f"We will collect {amount_txt} from your account on "
                             f"{d_en(collect)}. You don't need to do anything.", 470, 11, bold=True)
            y = pg.paragraph(48, y + 8, "If you think your reading is wrong, send us a photo of the "
                             "meter within 14 days and we will correct the statement.", 470, 10)
            pg.text(48, y + 20, "Warm regards,", 10)
            pg.text(48, y + 34, "The Voltaris billing team", 10)
        else:
            pg.text(48, 210, "Statement summary", 14, True)
            # labels above values
            boxes = [("Period", f"{start:%d %b} – {end:%d %b %Y}"), ("Usage", f"{kwh} kWh"),
                     ("We collect", amount_txt), ("On", d_en(collect))]
            x = 48
            for lab, val in boxes:
                pg.rect(x, 222, x + 120, 262, fill=(0.97, 0.93, 0.86), color=(0.85, 0.45, 0.05))
                pg.text(x + 6, 236, lab, 8, False, None, (0.4, 0.4, 0.4))
                pg.text(x + 6, 254, val, 11, True)
                x += 126
            pg.text(48, 300, "Your recent statements", 11, True)
            rows = [[f"{h[0]:%b %Y}", str(h[1]), eur_sym(h[2])] for h in hist[-5:]]
            pg.table(48, 310, [("Statement", 120, "l"), ("kWh", 80, "r"), ("Amount", 100, "r")], rows)
            pg.text(48, 420, f"Meter readings: {prev_reading} (previous), {reading} (current).", 9)
        if i == 4:  # price notice on page 2 (multi-page)
            p2 = pdf.page()
            p2.text(48, 70, "Important information about your tariff", 12, True)
            p2.paragraph(48, 92, "From 1 April 2026 the unit rate of the Voltaris Flex tariff stays at "
                         "€0.31 per kWh; the standing charge is unchanged. Page 2 of 2.", 480, 9)
        data = pdf.tobytes()
        fname = f"Voltaris_statement_{sd:%Y-%m}.pdf"
        facts = {"issuer": ELEC["issuer"], "category": "electricity", "account": ELEC["account"],
                 "statement_date": sd.isoformat(), "period_start": start.isoformat(),
                 "period_end": end.isoformat(), "due_date": collect.isoformat(),
                 "amount_due_cents": cents, "currency": "EUR", "paid_on": collect.isoformat(),
                 "amount_due_text": amount_txt, "due_date_text": d_en(collect),
                 "meter_previous": prev_reading, "meter_current": reading, "kwh": kwh, "layout": variant}
        key = f"elec{sd:%Y%m}"
        A.add(key, fname, f"Voltaris Energy electricity statement, {sd:%B %Y}", "utility_bill", sd,
              "imogen", "pdf", data, [pay(cents, "EUR", collect, "electricity", ELEC["issuer"])],
              "electricity", facts)
        if sd == date(2026, 2, 6):  # the same statement scanned and uploaded again
            img = raster(data, A.rng, -1.3, "PNG")
            f2 = dict(facts, duplicate_of=f"docs/{fname}")
            A.add("elec_dup", "scan_20260214_0931.png", "Scan of the Voltaris statement, February 2026",
                  "utility_bill", date(2026, 2, 14), "rafael", "scan_png", img,
                  [pay(cents, "EUR", collect, "electricity", ELEC["issuer"], dup_of=f"docs/{fname}")],
                  "electricity", f2, ocr_facts=[amount_txt, d_en(collect)])


# ----------------------------------------------------------------------------------- gas (Dutch)
def gen_gas(A: Archive):
    for i, (sd, cents, paid) in enumerate(GAS_BILLS):
        due = sd + timedelta(days=21)
        start = sd.replace(day=1) - timedelta(days=61)
        start = start.replace(day=1)
        end = sd.replace(day=1) - timedelta(days=1)
        m3 = round(cents / 142)
        pdf = Pdf(f"Warmtebron nota {sd:%Y-%m}", GAS["issuer"], sd, family="serif", unicode=True)
        pg = pdf.page()
        header(pg, "Warmtebron Energie", ["Warmtebron Energie B.V. · Postbus 310 · 4800 AH Velderhaven",
                                          "KvK 71882031 · klantenservice 088 410 2020"], (0.0, 0.45, 0.35),
               family="serif")
        address_block(pg, 48, 130, ["Fam. Castellane-Okafor"])
        variant = "slip" if i % 2 == 0 else "values_first"
        pg.text(48, 205, f"Nota gaslevering {MONTHS_NL[start.month - 1]} – {MONTHS_NL[end.month - 1]} {end.year}", 13, True)
        rows = [["Klantnummer", GAS["account"]], ["EAN-code", GAS["ean"]],
                ["Notadatum", d_nl(sd)], ["Periode", f"{d_nl_num(start)} t/m {d_nl_num(end)}"],
                ["Verbruik", f"{m3} m³"]]
        pg.table(48, 220, [("Omschrijving", 150, "l"), ("", 250, "l")], rows, header_fill=None)
        prev_paid = GAS_BILLS[i - 1] if i else None
        y = 330
        if prev_paid:
            pg.text(48, y, f"Vorige nota {eur_nl(prev_paid[1])} ontvangen op {d_nl_num(prev_paid[2])}. Dank u wel.", 9)
            y += 20
        if variant == "values_first":
            pg.text(48, y + 20, eur_nl(cents), 22, True)
            pg.text(200, y + 20, "te betalen", 11)
            pg.text(48, y + 48, d_nl(due), 14, True)
            pg.text(200, y + 48, "uiterste betaaldatum (vervaldatum)", 11)
            pg.paragraph(48, y + 80, f"Maak het bedrag over naar NL18 WRMB 0552 1034 71 o.v.v. "
                         f"klantnummer {GAS['account']}.", 480, 9)
        else:
            pg.paragraph(48, y + 10, "Wij verzoeken u het bedrag vóór de vervaldatum over te maken. "
                         "Gebruik hiervoor de acceptgiro hieronder.", 480, 9)
            # tear-off slip
            pg.line(30, 600, 582, 600, 0.6, (0.5, 0.5, 0.5))
            pg.text(34, 596, "- - - - hier afscheuren - - - -", 7, False, "sans")
            pg.rect(40, 615, 572, 740, color=(0.0, 0.45, 0.35), width=1)
            pg.text(52, 635, "ACCEPTGIRO", 10, True)
            pg.text(52, 660, "Te betalen", 9)
            pg.text(180, 660, eur_nl(cents), 12, True)
            pg.text(52, 680, "Vervaldatum", 9)
            pg.text(180, 680, d_nl_num(due), 12, True)
            pg.text(52, 700, "Betalingskenmerk", 9)
            pg.text(180, 700, f"7730 4419 {sd:%y%m}", 10)
            pg.text(52, 720, "Begunstigde: Warmtebron Energie B.V.  NL18 WRMB 0552 1034 71", 8)
        data = pdf.tobytes()
        facts = {"issuer": GAS["issuer"], "category": "gas", "account": GAS["account"],
                 "statement_date": sd.isoformat(), "period_start": start.isoformat(),
                 "period_end": end.isoformat(), "due_date": due.isoformat(), "amount_due_cents": cents,
                 "currency": "EUR", "paid_on": paid.isoformat() if paid else None,
                 "amount_due_text": eur_nl(cents),
                 "due_date_text": d_nl(due) if variant == "values_first" else d_nl_num(due),
                 "m3": m3, "layout": variant}
        pays = [pay(cents, "EUR", paid, "gas", GAS["issuer"])] if paid else []
        title = f"Warmtebron Energie gas bill (Dutch), {sd:%B %Y}"
        if sd == date(2026, 1, 19):  # only a crooked scan of this one
            img = raster(data, A.rng, 1.6, "PNG")
            A.add(f"gas{sd:%Y%m}", "Scan_gasnota_jan2026.png", title, "utility_bill", sd, "rafael",
                  "scan_png", img, pays, "gas", facts, language="nl",
                  ocr_facts=[eur_nl(cents), facts["due_date_text"]])
        else:
            A.add(f"gas{sd:%Y%m}", f"warmtebron_nota_{sd:%Y%m%d}.pdf", title, "utility_bill", sd,
                  "rafael", "pdf", data, pays, "gas", facts, language="nl")


# ----------------------------------------------------------------------------------- water (French)
def gen_water(A: Archive):
    index = 1204
    for i, (sd, cents, paid) in enumerate(WATER_BILLS):
        due = sd + timedelta(days=28)
        m3 = round((cents - 2400) / 410)
        prev_index, index = index, index + m3
        q_end = sd.replace(day=1) - timedelta(days=1)
        q_start = (q_end.replace(day=1) - timedelta(days=61)).replace(day=1)
        pdf = Pdf(f"Facture d'eau {sd:%m/%Y}", WATER["issuer"], sd, unicode=True)
        pg = pdf.page()
        header(pg, "Eaux de la Vallière", ["Régie intercommunale des Eaux de la Vallière",
                                           "Service clients : 04 71 22 90 10 · eauxvalliere.example"],
               (0.1, 0.35, 0.7))
        address_block(pg, 330, 130, ["M. et Mme Castellane-Okafor"])
        pg.text(48, 130, f"Facture du {d_fr(sd)}", 10, True)
        pg.text(48, 144, f"Référence client : {WATER['account']}", 9)
        pg.text(48, 157, f"Compteur n° {WATER['meter']}", 9)
        pg.text(48, 215, f"Votre consommation du {d_fr(q_start)} au {d_fr(q_end)}", 12, True)
        rows = [["Ancien index", f"{prev_index} m³"], ["Nouvel index (relevé)", f"{index} m³"],
                ["Consommation", f"{m3} m³"],
                ["Eau potable et assainissement", eur_fr(cents - 2400)],
                ["Abonnement trimestriel", eur_fr(2400)]]
        y = pg.table(48, 230, [("Détail", 260, "l"), ("", 140, "r")], rows)
        if i % 2 == 0:
            y = kv_table(pg, 48, y + 25, [("Montant à payer", eur_fr(cents)),
                                          ("Échéance", d_dot(due))], 260, 140)
        else:
            y = pg.paragraph(48, y + 30, f"Le montant de {eur_fr(cents)} est à régler avant le "
                             f"{d_fr(due)} par virement ou par chèque.", 460, 11, bold=True)
        if i:
            pw = WATER_BILLS[i - 1]
            pg.text(48, y + 30, f"Paiement reçu le {d_fr(pw[2])} : {eur_fr(pw[1])}. Merci.", 9)
        data = pdf.tobytes()
        facts = {"issuer": WATER["issuer"], "category": "water", "account": WATER["account"],
                 "statement_date": sd.isoformat(), "period_start": q_start.isoformat(),
                 "period_end": q_end.isoformat(), "due_date": due.isoformat(), "amount_due_cents": cents,
                 "currency": "EUR", "paid_on": paid.isoformat() if paid else None,
                 "amount_due_text": eur_fr(cents), "due_date_text": d_dot(due) if i % 2 == 0 else d_fr(due),
                 "meter_previous": prev_index, "meter_current": index}
        pays = [pay(cents, "EUR", paid, "water", WATER["issuer"])] if paid else []
        title = f"Eaux de la Vallière water bill (French), {sd:%B %Y}"
        if sd == date(2026, 2, 11):
            img = raster(data, A.rng, -0.9, "JPEG")
            A.add(f"water{sd:%Y%m}", "IMG_scan_eau_2026-02.jpg", title, "utility_bill", sd, "imogen",
                  "scan_jpg", img, pays, "water", facts, language="fr",
                  ocr_facts=[eur_fr(cents), d_dot(due)])
        else:
            A.add(f"water{sd:%Y%m}", f"Facture_eau_{sd:%Y_%m}.pdf", title, "utility_bill", sd, "imogen",
                  "pdf", data, pays, "water", facts, language="fr")


# ----------------------------------------------------------------------------------- internet
def net_pdf(sd, cents, inv, notice=None):
    pdf = Pdf(f"Skylark Fibre invoice {inv}", NET["issuer"], sd, unicode=True)
    pg = pdf.page()
    header(pg, "skylark fibre", ["Skylark Fibre Networks · Velderhaven", "skylarkfibre.example"], (0.4, 0.1, 0.6))
    address_block(pg, 48, 130, ["Rafael Okafor"])
    pg.text(360, 130, f"Invoice {inv}", 10, True)
    pg.text(360, 144, f"Issued {d_iso(sd)}", 9)
    pg.text(360, 157, f"Customer {NET['account']}", 9)
    due = sd + timedelta(days=13)
    y = pg.table(48, 200, [("Service", 300, "l"), ("Period", 90, "l"), ("Amount", 80, "r")],
                 [[NET["plan"], f"{sd:%b %Y}", eur_en(cents)], ["Router rental", f"{sd:%b %Y}", "EUR 0.00"]])
    y = kv_table(pg, 290, y + 20, [("Balance due", eur_en(cents)), ("Due", d_iso(due))], 100, 130)
    pg.text(48, y + 30, "Paid automatically by the card on file (Aurelia **** 5086).", 9)
    if notice:
        pg.paragraph(48, y + 55, notice, 480, 9, bold=True)
    return pdf.tobytes(), due


def gen_internet(A: Archive):
    notice = ("Price change: from 1 July 2026 your Skylark Home 500 plan costs EUR 42.50 a month "
              "(now EUR 39.95).")
    for i, (sd, cents, paid) in enumerate(NET_BILLS):
        inv = f"SF-{sd:%y%m}-{40117 + i * 313}"
        due = sd + timedelta(days=13)
        facts = {"issuer": NET["issuer"], "category": "internet", "account": NET["account"],
                 "statement_date": sd.isoformat(), "due_date": due.isoformat(), "amount_due_cents": cents,
                 "currency": "EUR", "paid_on": paid.isoformat(), "amount_due_text": eur_en(cents),
                 "due_date_text": d_iso(due), "invoice": inv, "plan": NET["plan"]}
        pays = [pay(cents, "EUR", paid, "internet", NET["issuer"])]
        title = f"Skylark Fibre broadband invoice, {sd:%B %Y}"
        if sd.month in (6, 8, 9):
            body = (f"Hi Rafael,\n\nYour Skylark Fibre bill for {MONTHS_EN[sd.month - 1]} is ready.\n\n"
                    f"  Invoice number:   {inv}\n  Customer number:  {NET['account']}\n"
                    f"  Plan:             {NET['plan']}\n  To pay:           {eur_en(cents)}\n"
                    f"  Payment date:     {d_en_ord(due)}\n\n"
                    + (notice + "\n\n" if sd.month == 6 else "")
                    + "We'll charge the card we hold on file (Aurelia ending 5086), so there is nothing "
                    "for you to do.\n\nThanks for flying with Skylark!\nSkylark Fibre billing\n")
            msg = EmailMessage()
            msg["From"] = "Skylark Fibre <billing@skylarkfibre.example>"
            msg["To"] = "Rafael Okafor <rafael.okafor@postbox.example>"
            msg["Subject"] = f"Your Skylark bill for {MONTHS_EN[sd.month - 1]} {sd.year}"
            msg["Date"] = format_datetime(datetime(sd.year, sd.month, sd.day, 6, 40, 0,
                                                   tzinfo=timezone(timedelta(hours=2))))
            msg["Message-ID"] = f"<{inv.lower()}@skylarkfibre.example>"
            msg.set_content(body)
            f = dict(facts, due_date_text=d_en_ord(due))
            A.add(f"net{sd:%Y%m}", f"{sd:%Y-%m-%d}_Skylark_bill.eml", title, "email", sd, "rafael", "eml",
                  msg.as_bytes(), pays, "internet", f)
            if sd.month == 9:  # also saved as the PDF from the web portal: a duplicate
                data, _ = net_pdf(sd, cents, inv)
                orig = A.f(f"net{sd:%Y%m}")
                A.add("net_dup", f"Skylark_invoice_{inv}.pdf", title + " (portal download)", "utility_bill",
                      sd, "imogen", "pdf", data,
                      [pay(cents, "EUR", paid, "internet", NET["issuer"], dup_of=orig)], "internet",
                      dict(facts, duplicate_of=orig))
        else:
            data, _ = net_pdf(sd, cents, inv)
            A.add(f"net{sd:%Y%m}", f"Skylark_invoice_{inv}.pdf", title, "utility_bill", sd, "rafael", "pdf",
                  data, pays, "internet", facts)


# ----------------------------------------------------------------------------------- phone (UK)
def gen_phone(A: Archive):
    for i, (sd, cents, paid) in enumerate(PHONE_BILLS):
        due = sd + timedelta(days=35)
        pdf = Pdf(f"Parrot Mobile bill {sd:%d/%m/%y}", PHONE["issuer"], sd, unicode=True)
        pg = pdf.page()
        header(pg, "Parrot Mobile", ["Parrot Mobile UK Ltd, 40 Wharf Road, Leeds LS1 4AP"], (0.0, 0.55, 0.2))
        address_block(pg, 48, 130, ["Rafael Okafor"])
        # labels above values, three boxes
        x = 48
        for lab, val in [("Bill date", d_yy(sd)), ("Please remit", gbp(cents)), ("By", d_yy(due))]:
            pg.text(x, 215, lab.upper(), 7.5, True, None, (0.0, 0.55, 0.2))
            pg.text(x, 233, val, 15, True)
            x += 170
        pg.text(48, 265, f"Account {PHONE['account']}   ·   Mobile {PHONE['number']}", 9)
        months = [(sd.replace(day=1) - timedelta(days=1 + 30 * k)) for k in range(3)][::-1]
        rows = [[f"{m:%B %Y}", "Unlimited calls & texts, 30GB", gbp(1650)] for m in months]
        rows.append(["Roaming and extras", "", gbp(cents - 3 * 1650)])
        y = pg.table(48, 285, [("Month", 130, "l"), ("Plan", 250, "l"), ("Charge", 90, "r")], rows)
        pg.text(48, y + 20, f"Total for the quarter: {gbp(cents)}", 11, True)
        if i:
            pg.text(48, y + 40, f"Thanks – we received {gbp(PHONE_BILLS[i - 1][1])} on {d_yy(PHONE_BILLS[i - 1][2])}.", 9)
        data = pdf.tobytes()
        facts = {"issuer": PHONE["issuer"], "category": "phone", "account": PHONE["account"],
                 "statement_date": sd.isoformat(), "due_date": due.isoformat(), "amount_due_cents": cents,
                 "currency": "GBP", "paid_on": paid.isoformat() if paid else None,
                 "amount_due_text": gbp(cents), "due_date_text": d_yy(due), "phone_number": PHONE["number"]}
        pays = [pay(cents, "GBP", paid, "phone", PHONE["issuer"])] if paid else []
        title = f"Parrot Mobile quarterly phone bill, {sd:%B %Y}"
        if sd.month == 5:
            img = raster(data, A.rng, 0.8, "PNG")
            A.add(f"phone{sd:%Y%m}", "parrot_bill_scan_may26.png", title, "utility_bill", sd, "rafael",
                  "scan_png", img, pays, "phone", facts, ocr_facts=[gbp(cents), d_yy(due)])
        else:
            A.add(f"phone{sd:%Y%m}", f"ParrotMobile_{sd:%d%m%y}.pdf", title, "utility_bill", sd, "rafael",
                  "pdf", data, pays, "phone", facts)


# ----------------------------------------------------------------------------------- insurance
def gen_insurance(A: Archive):
    # car policy schedule 2025-26
    sd, start, end, prem, paid = date(2025, 9, 20), date(2025, 10, 1), date(2026, 9, 30), 61240, date(2025, 9, 28)
    pdf = Pdf("Ostrander motor policy schedule", CAR["issuer"], sd, unicode=True)
    pg = pdf.page()
    header(pg, "OSTRANDER ASSURANCE", ["Motor insurance · Ostrander Assurance N.V.", "claims line 0800 778 1100"])
    address_block(pg, 48, 130, ["Imogen Castellane"])
    pg.text(48, 210, "Policy schedule", 15, True)
    rows = [("Policy number", CAR["policy"]), ("Policyholder", "Imogen Castellane"),
            ("Vehicle", CAR["vehicle"]), ("Registration", CAR["plate"]),
            ("Cover", "Comprehensive, excess EUR 250"), ("Period of insurance", f"{d_en(start)} to {d_en(end)}"),
            ("Annual premium", eur_en(prem)), ("Paid", f"by card on {d_en(paid)}"),
            ("Named drivers", "Imogen Castellane, Rafael Okafor")]
    kv_table(pg, 48, 225, rows, 160, 300)
    pg.paragraph(48, 420, "This schedule forms part of your policy. Please check the details and tell us "
                 "of any change. Page 1 of 2.", 480, 9)
    p2 = pdf.page()
    p2.text(48, 70, "Policy wording (extract)", 12, True)
    p2.paragraph(48, 92, "Section 4 — Windscreen: repairs are covered without affecting your no-claims "
                 "discount. Section 7 — Cancellation: you may cancel at any time; we refund the unused "
                 "premium less a EUR 35 fee. Page 2 of 2.", 480, 9)
    A.add("car_policy", "Ostrander_motor_schedule_2025.pdf", "Ostrander Assurance car insurance policy schedule 2025-2026",
          "insurance_policy", sd, "imogen", "pdf", pdf.tobytes(),
          [pay(prem, "EUR", paid, "car_insurance", CAR["issuer"])], "car_insurance",
          {"issuer": CAR["issuer"], "policy_number": CAR["policy"], "effective": start.isoformat(),
           "expiry": end.isoformat(), "premium_cents": prem, "currency": "EUR", "plate": CAR["plate"],
           "vehicle": CAR["vehicle"]})
    # renewal notice 2026
    sd, nstart, nend, nprem, due, paid = (date(2026, 8, 25), date(2026, 10, 1), date(2027, 9, 30), 65890,
                                         date(2026, 9, 30), date(2026, 9, 24))
    pdf = Pdf("Ostrander renewal", CAR["issuer"], sd, family="serif", unicode=True)
    pg = pdf.page()
    header(pg, "OSTRANDER ASSURANCE", ["Renewals department"], family="serif")
    address_block(pg, 48, 130, ["Imogen Castellane"], 10)
    pg.text(48, 205, f"{d_en(sd)}", 10, False, "serif")
    pg.text(48, 225, f"Your car insurance renewal — policy {CAR['policy']}", 12, True, "serif")
    y = pg.paragraph(48, 250, f"Dear Ms Castellane, your motor policy for {CAR['plate']} ends on "
                     f"{d_en(end)}. We are pleased to offer renewal for the year {d_en(nstart)} to "
                     f"{d_en(nend)}. The renewal premium is {eur_sym(nprem)} (last year {eur_sym(prem)}), "
                     f"mainly because of higher repair costs.", 480, 10.5, family="serif")
    y = pg.paragraph(48, y + 10, f"You don't need to do anything: the premium will be taken from "
                     f"the card ending 5086 on or before {d_en(due)}. If you would like to shop around, "
                     "please call us before that date.", 480, 10.5, family="serif")
    pg.text(48, y + 30, "Yours sincerely,", 10.5, False, "serif")
    pg.text(48, y + 46, "Cornelis Haverkamp, Renewals Manager", 10.5, False, "serif")
    A.add("car_renewal", "Ostrander_renewal_letter_Aug2026.pdf", "Ostrander Assurance car insurance renewal letter 2026",
          "insurance_renewal", sd, "imogen", "pdf", pdf.tobytes(),
          [pay(nprem, "EUR", paid, "car_insurance", CAR["issuer"])], "car_insurance",
          {"issuer": CAR["issuer"], "policy_number": CAR["policy"], "effective": nstart.isoformat(),
           "expiry": nend.isoformat(), "renewal_premium_cents": nprem, "currency": "EUR",
           "due": due.isoformat(), "paid_on": paid.isoformat(), "signer": "Cornelis Haverkamp"})
    # home contents (German)
    sd, start, end, prem, due, paid = (date(2026, 1, 8), date(2026, 1, 1), date(2026, 12, 31), 28760,
                                      date(2026, 2, 1), date(2026, 1, 29))
    pdf = Pdf("Feuerschild Versicherungsschein", HOME["issuer"], sd, unicode=True)
    pg = pdf.page()
    header(pg, "FEUERSCHILD", ["Feuerschild Versicherung AG · Domplatz 4 · 50667 Köln"], (0.75, 0.1, 0.1))
    address_block(pg, 48, 130, ["Frau Imogen Castellane", "Herrn Rafael Okafor"])
    pg.text(48, 215, "Versicherungsschein Hausratversicherung", 14, True)
    pg.text(48, 232, f"Köln, den {d_de(sd)}", 9)
    rows = [("Versicherungsnummer", HOME["policy"]), ("Versicherungsort", ADDR_LINE),
            ("Versicherungssumme", eur_de(HOME["sum"])), ("Selbstbeteiligung", eur_de(15000)),
            ("Vertragslaufzeit", f"{d_dot(start)} – {d_dot(end)}"),
            ("Jahresbeitrag", eur_de(prem)), ("Zu zahlen", eur_de(prem)), ("Fällig am", d_dot(due))]
    kv_table(pg, 48, 250, rows, 180, 260)
    pg.paragraph(48, 410, "Der Beitrag wird per SEPA-Lastschrift eingezogen. Eingeschlossen sind Einbruchdiebstahl, "
                 "Leitungswasser, Sturm/Hagel sowie Fahrraddiebstahl bis 1.500 €.", 480, 9)
    A.add("home_policy", "Feuerschild_Hausrat_2026.pdf", "Feuerschild home contents insurance policy 2026 (German)",
          "insurance_policy", sd, "imogen", "pdf", pdf.tobytes(),
          [pay(prem, "EUR", paid, "home_insurance", HOME["issuer"])], "home_insurance",
          {"issuer": HOME["issuer"], "policy_number": HOME["policy"], "effective": start.isoformat(),
           "expiry": end.isoformat(), "premium_cents": prem, "currency": "EUR", "due": due.isoformat(),
           "sum_insured_cents": HOME["sum"], "paid_on": paid.isoformat()}, language="de")
    # health (Swiss, CHF): certificate + quarterly premium notice
    sd = date(2025, 12, 15)
    pdf = Pdf("Alpenkasse policy certificate 2026", HEALTH["issuer"], sd, unicode=True)
    pg = pdf.page()
    header(pg, "Alpenkasse", ["Alpenkasse Health Insurance · Bahnhofstrasse 12 · 4051 Basel"], (0.8, 0.0, 0.2))
    address_block(pg, 48, 130, ["Rafael Okafor"])
    pg.text(48, 210, "Policy certificate 2026", 15, True)
    rows = [["Insured person", "Rafael Okafor, born 14.03.1986"], ["Policy", HEALTH["policy"]],
            ["Basic cover (cross-border worker)", chf(HEALTH["monthly"]) + " / month"],
            ["Annual deductible", chf(HEALTH["deductible"])], ["Co-payment", "10% up to CHF 700.00"],
            ["Valid", "01.01.2026 – 31.12.2026"]]
    pg.table(48, 225, [("", 220, "l"), ("", 240, "l")], rows, header_fill=None)
    A.add("health_cert", "Alpenkasse_certificate_2026.pdf", "Alpenkasse health insurance policy certificate 2026",
          "insurance_policy", sd, "rafael", "pdf", pdf.tobytes(), [], "health_insurance",
          {"issuer": HEALTH["issuer"], "policy_number": HEALTH["policy"], "effective": "2026-01-01",
           "expiry": "2026-12-31", "monthly_premium_cents": HEALTH["monthly"], "currency": "CHF",
           "deductible_cents": HEALTH["deductible"]})
    sd, due, paid = date(2026, 9, 25), date(2026, 10, 31), date(2026, 10, 27)
    q = 3 * HEALTH["monthly"]
    pdf = Pdf("Alpenkasse premium notice", HEALTH["issuer"], sd, unicode=True)
    pg = pdf.page()
    header(pg, "Alpenkasse", ["Premium invoice"], (0.8, 0.0, 0.2))
    address_block(pg, 48, 130, ["Rafael Okafor"])
    pg.text(48, 210, "Premium for October – December 2026", 13, True)
    rows = [["October 2026", chf(HEALTH["monthly"])], ["November 2026", chf(HEALTH["monthly"])],
            ["December 2026", chf(HEALTH["monthly"])]]
    y = pg.table(48, 225, [("Month", 250, "l"), ("Premium", 150, "r")], rows)
    kv_table(pg, 48, y + 15, [("Balance due", chf(q)), ("Due date", d_dot(due))], 250, 150)
    # tear-off payment slip
    pg.line(20, 560, 592, 560, 0.6)
    pg.text(40, 590, "Payment slip / Empfangsschein", 9, True)
    pg.text(40, 610, "Account / Payable to: Alpenkasse, CH44 3199 9123 0008 8901 2", 8)
    pg.text(40, 630, f"Reference {HEALTH['policy']}-Q4", 8)
    pg.text(40, 655, "Currency CHF    Amount " + f"{q // 100:,}".replace(",", "'") + f".{q % 100:02d}", 11, True)
    A.add("health_q4", "Alpenkasse_premium_Q4_2026.pdf", "Alpenkasse health insurance premium notice Q4 2026",
          "insurance_premium_notice", sd, "rafael", "pdf", pdf.tobytes(),
          [pay(q, "CHF", paid, "health_insurance", HEALTH["issuer"])], "health_insurance",
          {"issuer": HEALTH["issuer"], "policy_number": HEALTH["policy"], "amount_due_cents": q,
           "currency": "CHF", "due_date": due.isoformat(), "paid_on": paid.isoformat(),
           "amount_due_text": chf(q)})


# ----------------------------------------------------------------------------------- lease letter
def gen_lease(A: Archive):
    sd = date(2026, 4, 15)
    L = LANDLORD
    pdf = Pdf("Rent adjustment", L["name"], sd, family="serif", unicode=True)
    pg = pdf.page()
    header(pg, "Kestrel Quay Residences", ["Kestrel Quay Residences B.V. · Kadeweg 90 · Velderhaven"],
           (0.2, 0.2, 0.2), family="serif")
    address_block(pg, 48, 130, ["Imogen Castellane & Rafael Okafor"], 10)
    pg.text(48, 205, f"Velderhaven, {d_en(sd)}", 10, False, "serif")
    pg.text(48, 225, "Annual rent adjustment — Kestrelgracht 17, 2nd floor", 12, True, "serif")
    y = pg.paragraph(48, 250, "Dear tenants, under clause 5.2 of your tenancy agreement of 1 July 2024 "
                     "the rent is reviewed once a year in line with the consumer price index.", 480, 10.5,
                     family="serif")
    y = pg.paragraph(48, y + 8, f"From {d_en(L['from'])} your monthly rent will be {eur_sym(L['new_rent'])} "
                     f"(currently {eur_sym(L['old_rent'])}), still payable in advance on the first day of each "
                     "month. Service charges of €85.00 a month are unchanged.", 480, 10.5, family="serif")
    y = pg.paragraph(48, y + 8, "Please amend your standing order accordingly. The deposit of €2,900.00 "
                     "we hold remains unchanged.", 480, 10.5, family="serif")
    pg.text(48, y + 30, "Kind regards,", 10.5, False, "serif")
    pg.text(48, y + 60, L["signer"], 10.5, True, "serif")
    pg.text(48, y + 74, f"Property manager, for {L['name']}", 10, False, "serif")
    A.add("lease", "KQR_rent_adjustment_2026.pdf", "Letter from the landlord: rent adjustment from July 2026",
          "letter", sd, "imogen", "pdf", pdf.tobytes(), [], "rent",
          {"landlord": L["name"], "signer": L["signer"], "old_rent_cents": L["old_rent"],
           "new_rent_cents": L["new_rent"], "effective": L["from"].isoformat(), "deposit_cents": 290000,
           "currency": "EUR"})


# ----------------------------------------------------------------------------------- receipts
def gen_receipts(A: Archive):
    rng = A.rng
    # 1 hardware photo
    d = date(2026, 3, 14)
    lines = ["*^TANDEM TOOLS & TIMBER", "^Molenweg 3, Velderhaven", "", (f"{d:%d/%m/%Y}  10:42", "Till 2"),
             ("Wood screws 4x40 (200)", "8.95"), ("Wall plugs 6mm", "3.40"), ("Pine board 18mm x2", "31.60"),
             ("Sanding sheets P120", "6.90"), ("Wood glue 250ml", "13.99"), "",
             ("*TOTAL EUR", "64.84"), ("Card  **** 5086", "64.84"), "", "^Thank you, come again"]
    A.add("rc_tandem", "IMG_20260314_104512.jpg", "Receipt photo: Tandem Tools & Timber, 2026-03-14", "receipt", d,
          "rafael", "photo_jpg", receipt_photo(lines, rng, 2.5), [pay(6484, "EUR", d, "home_improvement",
                                                                      "Tandem Tools & Timber")],
          "home_improvement", {"store": "Tandem Tools & Timber", "total_cents": 6484, "currency": "EUR",
                               "date": d.isoformat()}, ocr_facts=["TANDEM TOOLS & TIMBER", "64.84"])
    # 2 Dutch grocery photo
    d = date(2026, 7, 2)
    lines = ["*^VERSMARKT DE LINDE", "^Lindeplein 1 Velderhaven", "", (f"Datum {d_nl_num(d)}", "16:05"),
             ("Volkoren brood", "2,89"), ("Kaas jong belegen", "9,45"), ("Aardbeien 500g", "3,99"),
             ("Melk halfvol 2x", "2,58"), ("Kipfilet", "8,71"), ("Koffiebonen 1kg", "14,95"),
             ("Tomaten", "4,75"), "", ("*TOTAAL", "47,32"), ("PIN", "47,32"), "", "^Bedankt en tot ziens!"]
    A.add("rc_linde", "IMG_20260702_160733.jpg", "Receipt photo: Versmarkt De Linde (Dutch), 2026-07-02", "receipt", d,
          "imogen", "photo_jpg", receipt_photo(lines, rng, -3.0), [pay(4732, "EUR", d, "groceries",
                                                                       "Versmarkt De Linde")],
          "groceries", {"store": "Versmarkt De Linde", "total_cents": 4732, "currency": "EUR",
                        "date": d.isoformat()}, language="nl", ocr_facts=["VERSMARKT DE LINDE", "47,32"])
    # 3 restaurant photo
    d = date(2026, 10, 10)
    lines = ["*^OSTERIA GALLO NERO", "^Havenkade 21 - Velderhaven", "", (f"{d_en_ord(d)}", "Table 7"),
             ("Antipasto misto", "16.50"), ("Tagliatelle al ragu x2", "37.00"), ("Branzino", "24.50"),
             ("Tiramisu", "8.50"), ("Vino rosso 1/2", "10.00"), "", ("*TOTAL", "96.50"),
             ("Visa", "96.50"), "", "^Grazie!"]
    A.add("rc_osteria", "IMG_20261010_213301.jpg", "Receipt photo: Osteria Gallo Nero, 2026-10-10", "receipt", d,
          "imogen", "photo_jpg", receipt_photo(lines, rng, 1.8, blur=0.5), [pay(9650, "EUR", d, "dining",
                                                                                "Osteria Gallo Nero")],
          "dining", {"store": "Osteria Gallo Nero", "total_cents": 9650, "currency": "EUR", "date": d.isoformat()},
          ocr_facts=["OSTERIA GALLO NERO", "96.50"])
    # 4 coffee machine receipt (German), scanned to PNG
    d = date(2025, 12, 12)
    pdf = Pdf("Kassenbon", "Kaffeehaus Wenger", d, family="mono", unicode=True, size=(300, 520))
    pg = pdf.page()
    y = 40
    for ln in ["   KAFFEEHAUS WENGER", "   Röstereistr. 8, Aachen", "", f"Datum: {d_dot(d)}  11:18",
               "Bon-Nr. 0045-2231", "", "Brevanti Duo Siebträger", "   1 x           329,00 €",
               "Reinigungstabletten", "   1 x             0,00 €", "", "SUMME          329,00 €",
               "enth. MwSt 19%   52,53 €", "EC-Karte       329,00 €", "", "Garantie: 12 Monate",
               "Vielen Dank für Ihren Einkauf!"]:
        pg.text(20, y, ln, 9.5, ln.startswith("SUMME"), "mono")
        y += 14
    img = raster(pdf.tobytes(), rng, -1.1, "PNG", dpi=220)
    A.add("rc_coffee", "Kassenbon_Wenger_scan.png", "Scanned receipt: Kaffeehaus Wenger coffee machine (German)",
          "receipt", d, "rafael", "scan_png", img, [pay(32900, "EUR", d, "appliances", "Kaffeehaus Wenger")],
          "appliances", {"store": "Kaffeehaus Wenger", "total_cents": 32900, "currency": "EUR",
                         "date": d.isoformat(), "items": ["Brevanti Duo"]}, language="de",
          ocr_facts=["KAFFEEHAUS WENGER", "329,00 €"])
    # 5 washing machine invoice (PDF)
    d = date(2026, 5, 22)
    pdf = Pdf("Circuitstad invoice", "Circuitstad", d, unicode=True)
    pg = pdf.page()
    header(pg, "CIRCUITSTAD", ["Circuitstad Electronics & Appliances · Stationsplein 5 · Velderhaven"], (0.1, 0.1, 0.1))
    address_block(pg, 48, 130, ["Rafael Okafor"])
    pg.text(360, 130, "Invoice / receipt CS-558210", 10, True)
    pg.text(360, 144, f"Date {d_dot(d)}", 9)
    y = pg.table(48, 210, [("Item", 300, "l"), ("Qty", 40, "r"), ("Price", 90, "r")],
                 [["Kaltberg WM-8 washing machine 8 kg", "1", eur_en(69900)],
                  ["Delivery and installation", "1", eur_en(5000)],
                  ["USB-C cable 2m", "1", eur_en(4999)]])
    kv_table(pg, 250, y + 15, [("Total paid (debit card)", eur_en(79899))], 130, 100)
    pg.text(48, y + 70, "Serial no. KB8-20461177 · 24 months manufacturer warranty", 9)
    A.add("rc_washer", "Circuitstad_invoice_CS-558210.pdf", "Circuitstad receipt: washing machine, 2026-05-22",
          "receipt", d, "rafael", "pdf", pdf.tobytes(), [pay(79899, "EUR", d, "appliances", "Circuitstad")],
          "appliances", {"store": "Circuitstad", "total_cents": 79899, "currency": "EUR", "date": d.isoformat(),
                         "items": ["Kaltberg WM-8", "Delivery and installation", "USB-C cable 2m"]})
    # 6 credit note (refund of the cable)
    d = date(2026, 6, 3)
    pdf = Pdf("Circuitstad credit note", "Circuitstad", d, unicode=True)
    pg = pdf.page()
    header(pg, "CIRCUITSTAD", ["Credit note"], (0.1, 0.1, 0.1))
    address_block(pg, 48, 130, ["Rafael Okafor"])
    pg.text(48, 210, "CREDIT NOTE CN-10944", 14, True)
    pg.paragraph(48, 232, f"Returned item from invoice CS-558210 ({d_dot(date(2026, 5, 22))}): USB-C cable 2m. "
                 f"We have refunded {eur_en(4999)} to your debit card on {d_en(d)}.", 480, 10)
    kv_table(pg, 48, 280, [("Refund amount", "-" + eur_en(4999)), ("Refund date", d_en(d))], 200, 160)
    A.add("credit_note", "Circuitstad_credit_note_CN-10944.pdf", "Circuitstad credit note (refund), 2026-06-03",
          "credit_note", d, "rafael", "pdf", pdf.tobytes(),
          [pay(4999, "EUR", d, "appliances", "Circuitstad", direction="in")], "appliances",
          {"store": "Circuitstad", "refund_cents": 4999, "currency": "EUR", "date": d.isoformat(),
           "original_invoice": "CS-558210"})
    # 7 e-mail order receipt (garden)
    d = date(2026, 4, 18)
    body = ("Hello Imogen,\n\nThanks for your order FG-220418-07 at Fernleaf Garden Supply.\n\n"
            "  2 x Terracotta planter 30cm      EUR 25.80\n  1 x Herb seed collection        EUR  9.95\n"
            "  1 x Compost 40L                   EUR  9.65\n  Shipping                          EUR 13.00\n"
            "  -----------------------------------------\n  Charged to your card ending 5086: EUR 58.40\n\n"
            f"Order date: {d_en(d)}. Your parcel will arrive in 2-3 working days.\n\nHappy gardening!\nFernleaf\n")
    msg = EmailMessage()
    msg["From"] = "Fernleaf Garden Supply <orders@fernleaf.example>"
    msg["To"] = "Imogen Castellane <imogen.c@postbox.example>"
    msg["Subject"] = "Your Fernleaf order FG-220418-07 receipt"
    msg["Date"] = format_datetime(datetime(2026, 4, 18, 19, 2, 0, tzinfo=timezone(timedelta(hours=2))))
    msg["Message-ID"] = "<fg-220418-07@fernleaf.example>"
    msg.set_content(body)
    A.add("rc_garden", "2026-04-18_Fernleaf_order.eml", "Email receipt: Fernleaf Garden Supply order", "email", d,
          "imogen", "eml", msg.as_bytes(), [pay(5840, "EUR", d, "garden", "Fernleaf Garden Supply")], "garden",
          {"store": "Fernleaf Garden Supply", "total_cents": 5840, "currency": "EUR", "date": d.isoformat(),
           "order": "FG-220418-07"})


def gen_warranties(A: Archive):
    for key, fname, brand, model, serial, bought, months, shop, who in [
            ("w_washer", "warranty_Kaltberg_WM8.pdf", "Kaltberg", "WM-8", "KB8-20461177", date(2026, 5, 22), 24,
             "Circuitstad", "rafael"),
            ("w_coffee", "Garantiekarte_Brevanti_Duo.pdf", "Brevanti", "Duo", "BRV-D-0719342", date(2025, 12, 12), 12,
             "Kaffeehaus Wenger", "rafael")]:
        until = bought.replace(year=bought.year + months // 12)
        pdf = Pdf(f"{brand} warranty card", brand, bought, unicode=True, size=(420, 297))
        pg = pdf.page()
        pg.rect(12, 12, 408, 285, color=(0.3, 0.3, 0.3), width=1.2)
        pg.text(28, 45, f"{brand.upper()}  WARRANTY CARD", 14, True)
        y = 75
        for lab, val in [("Model", f"{brand} {model}"), ("Serial number", serial),
                         ("Date of purchase", d_en(bought) if brand == "Kaltberg" else d_dot(bought)),
                         ("Dealer", shop), ("Warranty period", f"{months} months from the date of purchase")]:
            pg.text(28, y, lab, 8, False, None, (0.4, 0.4, 0.4))
            pg.text(28, y + 13, val, 11, True)
            y += 36
        A.add(key, fname, f"Warranty card: {brand} {model}", "warranty", bought, who, "pdf", pdf.tobytes(), [],
              None, {"brand": brand, "model": model, "serial": serial, "purchased": bought.isoformat(),
                     "months": months, "valid_until": until.isoformat(), "dealer": shop}, sensitivity="public")


# ----------------------------------------------------------------------------------- confidential
def gen_payslips(A: Archive):
    for key, emp, person, user, pd_ in [("ps_i_sep", EMP_I, "Imogen Castellane", "imogen", date(2026, 9, 25)),
                                        ("ps_i_oct", EMP_I, "Imogen Castellane", "imogen", date(2026, 10, 23)),
                                        ("ps_r_oct", EMP_R, "Rafael Okafor", "rafael", date(2026, 10, 30))]:
        net = emp["gross"] - emp["tax"] - emp["social"]
        pdf = Pdf(f"Payslip {person} {pd_:%B %Y}", emp["name"], pd_, unicode=True)
        pg = pdf.page()
        header(pg, emp["name"], ["Payroll · CONFIDENTIAL"], (0.2, 0.2, 0.2), 14)
        pg.text(48, 120, f"Payslip {MONTHS_EN[pd_.month - 1]} {pd_.year}", 13, True)
        pg.text(48, 138, f"Employee: {person}     Payment date: {d_dot(pd_)}", 9)
        y = pg.table(48, 160, [("", 260, "l"), ("EUR", 120, "r")],
                     [["Gross salary", f"{emp['gross'] / 100:,.2f}"], ["Wage tax withheld", f"-{emp['tax'] / 100:,.2f}"],
                      ["Social security", f"-{emp['social'] / 100:,.2f}"], ["Net pay", f"{net / 100:,.2f}"]])
        pg.text(48, y + 20, f"Transferred to {BANK['iban']}", 9)
        A.add(key, f"Payslip_{person.split()[0]}_{pd_:%Y-%m}.pdf", f"Payslip {person} {pd_:%B %Y}", "payslip", pd_,
              user, "pdf", pdf.tobytes(), [pay(net, "EUR", pd_, "salary", emp["name"], "in")], None,
              {"employer": emp["name"], "gross_cents": emp["gross"], "net_cents": net, "tax_cents": emp["tax"],
               "pay_date": pd_.isoformat(), "currency": "EUR"}, sensitivity="confidential")


def gen_tax(A: Archive):
    T = TAX
    pdf = Pdf("Voorlopige aanslag", T["office"], T["issued"], unicode=True)
    pg = pdf.page()
    header(pg, T["office"], ["Postbus 9020 · 4800 GA Velderhaven"], (0.1, 0.2, 0.45))
    address_block(pg, 48, 130, ["I. Castellane"])
    pg.text(48, 210, "Aanslag inkomstenbelasting 2025", 13, True)
    pg.text(48, 226, f"Datum: {d_nl(T['issued'])}   Aanslagnummer: {T['ref']}", 9)
    y = pg.paragraph(48, 250, f"In uw aangifte vroeg u een teruggave van {eur_nl(T['claimed'])}. Na "
                     f"controle hebben wij de teruggave vastgesteld op {eur_nl(T['refund'])}. "
                     "Wij storten dit bedrag binnen 6 weken op uw rekening.", 480, 10)
    pg.paragraph(48, y + 10, f"Bent u het niet eens met deze aanslag? Dien dan uiterlijk op "
                 f"{d_nl(T['deadline'])} bezwaar in.", 480, 10, bold=True)
    A.add("tax", "Aanslag_IB_2025.pdf", "Tax assessment 2025 (Dutch)", "tax_letter", T["issued"], "imogen", "pdf",
          pdf.tobytes(), [], None, {"office": T["office"], "reference": T["ref"], "refund_claimed_cents": T["claimed"],
                                    "refund_cents": T["refund"], "objection_deadline": T["deadline"].isoformat(),
                                    "currency": "EUR"}, sensitivity="confidential", language="nl")


def gen_statements(A: Archive):
    for month in (9, 10):
        lines = []  # (date, text, cents signed, payment dict or None)

        def add(d, text, cents, p=None):
            lines.append((d, text, cents, p))
        add(date(2026, month, 1), "SO KESTREL QUAY RESIDENCES RENT", -LANDLORD["new_rent"],
            pay(LANDLORD["new_rent"], "EUR", date(2026, month, 1), "rent", LANDLORD["name"]))
        for m in list(A.docs):
            if m.get("category") not in UTIL or m["facts"].get("duplicate_of") or not m["payments"]:
                continue
            p = m["payments"][0]
            pdt = date.fromisoformat(p["paid_on"])
            if (pdt.year, pdt.month) != (2026, month):
                continue
            cat, payee = p["category"], p["payee"]
            add(pdt, f"{'SEPA DD' if cat == 'electricity' else 'TRANSFER'} {payee.upper()}", -p["amount_cents"],
                pay(p["amount_cents"], "EUR", pdt, cat, payee, dup_of=m["file"]))
        if month == 10:
            ps = A.by_key["ps_i_oct"]["payments"][0]
            add(date(2026, 10, 23), "SALARY HALCYON MARITIME LOGISTICS", ps["amount_cents"],
                pay(ps["amount_cents"], "EUR", date(2026, 10, 23), "salary", EMP_I["name"], "in",
                    dup_of=A.f("ps_i_oct")))
            ps = A.by_key["ps_r_oct"]["payments"][0]
            add(date(2026, 10, 30), "SALARY STUDIO VERHOEF ARCHITECTEN", ps["amount_cents"],
                pay(ps["amount_cents"], "EUR", date(2026, 10, 30), "salary", EMP_R["name"], "in",
                    dup_of=A.f("ps_r_oct")))
            add(date(2026, 10, 12), "AURELIA CARD SETTLEMENT SEP", -31877, None)
            add(date(2026, 10, 16), "CASH WITHDRAWAL ATM HAVENKADE", -10000, None)
        else:
            ps = A.by_key["ps_i_sep"]["payments"][0]
            add(date(2026, 9, 25), "SALARY HALCYON MARITIME LOGISTICS", ps["amount_cents"],
                pay(ps["amount_cents"], "EUR", date(2026, 9, 25), "salary", EMP_I["name"], "in",
                    dup_of=A.f("ps_i_sep")))
            add(date(2026, 9, 29), "SALARY STUDIO VERHOEF ARCHITECTEN", 322040,
                pay(322040, "EUR", date(2026, 9, 29), "salary", EMP_R["name"], "in"))
            add(date(2026, 9, 11), "AURELIA CARD SETTLEMENT AUG", -27455, None)
            add(date(2026, 9, 18), "TRANSFER SAVINGS ACCOUNT", -50000, None)
        lines.sort(key=lambda t: t[0])
        bal = 482213 if month == 9 else A._closing_sep
        start_bal = bal
        pdf = Pdf(f"Corvid Bank statement {month:02d}/2026", BANK["name"], date(2026, month + 1, 2), unicode=True)
        pg = pdf.page()
        header(pg, "CORVID BANK", ["Current account statement · private and confidential"], (0.15, 0.15, 0.15))
        address_block(pg, 48, 120, ["I. Castellane & R. Okafor"])
        pg.text(330, 120, f"IBAN {BANK['iban']}", 9, True)
        pg.text(330, 134, f"Statement {month:02d}/2026 · {MONTHS_EN[month - 1]} 2026", 9)
        pg.text(48, 200, f"Opening balance {d_dot(date(2026, month, 1))}: {eur_de(start_bal)}", 10, True)
        rows = []
        for d, text, cents, _ in lines:
            bal += cents
            rows.append([d_dot(d), text, eur_de(-cents) if cents < 0 else "", eur_de(cents) if cents > 0 else "",
                         eur_de(bal)])
        half = 4
        pg.table(48, 215, [("Date", 70, "l"), ("Description", 200, "l"), ("Debit", 75, "r"), ("Credit", 75, "r"),
                           ("Balance", 80, "r")], rows[:half])
        pg.text(48, 760, "Continued overleaf · page 1 of 2", 8)
        p2 = pdf.page()
        p2.table(48, 60, [("Date", 70, "l"), ("Description", 200, "l"), ("Debit", 75, "r"), ("Credit", 75, "r"),
                          ("Balance", 80, "r")], rows[half:])
        end_d = date(2026, month + 1, 1) - timedelta(days=1)
        p2.text(48, 80 + 14 * (len(rows) - half + 1) + 20, f"Closing balance {d_dot(end_d)}: {eur_de(bal)}", 11, True)
        p2.text(48, 760, "page 2 of 2", 8)
        if month == 9:
            A._closing_sep = bal
        A.add(f"bank{month}", f"CorvidBank_statement_2026-{month:02d}.pdf", f"Corvid Bank current account statement {MONTHS_EN[month - 1]} 2026",
              "bank_statement", date(2026, month + 1, 2), "imogen", "pdf", pdf.tobytes(),
              [p for *_, p in lines if p], None,
              {"bank": BANK["name"], "iban": BANK["iban"], "opening_cents": start_bal, "closing_cents": bal,
               "period_end": end_d.isoformat(), "currency": "EUR"}, sensitivity="confidential")


def gen_card(A: Archive):
    sd = date(2026, 9, 4)
    pdf = Pdf("Aurelia card statement", CARD["name"], sd, unicode=True)
    pg = pdf.page()
    header(pg, "AURELIA", ["Credit card statement"], (0.6, 0.5, 0.1))
    address_block(pg, 48, 120, ["Rafael Okafor"])
    pg.text(330, 120, f"Card {CARD['card']}", 9)
    pg.text(330, 134, f"Statement date {d_yy(sd)}", 9)
    net = A.by_key["net202608"]
    items = [(date(2026, 8, 9), "TANKSTATION DE POLDER", 6812, "fuel", "Tankstation De Polder", None),
             (date(2026, 8, 15), "SKYLARK FIBRE", net["payments"][0]["amount_cents"], "internet", NET["issuer"], net["file"]),
             (date(2026, 8, 19), "BOEKHANDEL VAN LIER", 3490, "books", "Boekhandel Van Lier", None),
             (date(2026, 8, 27), "TANKSTATION DE POLDER", 7203, "fuel", "Tankstation De Polder", None)]
    rows = [[d_en_ord(d, False), t, eur_en(c)] for d, t, c, *_ in items]
    tot = sum(i[2] for i in items)
    y = pg.table(48, 200, [("Date (2026)", 90, "l"), ("Merchant", 250, "l"), ("Amount", 100, "r")], rows)
    kv_table(pg, 240, y + 15, [("New balance", eur_en(tot)), ("Direct debit amount", eur_en(tot)),
                               ("Collected on", d_yy(date(2026, 9, 11)))], 120, 130)
    A.add("card", "Aurelia_statement_2026-08.pdf", "Aurelia credit card statement August 2026", "card_statement", sd,
          "rafael", "pdf", pdf.tobytes(),
          [pay(c, "EUR", d, cat, payee, dup_of=dup) for d, t, c, cat, payee, dup in items], None,
          {"issuer": CARD["name"], "card": CARD["card"], "new_balance_cents": tot, "currency": "EUR"})


# ----------------------------------------------------------------------------------- computing answers
def _payments(manifest, c, direction="out"):
    sens = c.get("sensitivity", VISIBLE)
    for m in manifest:
        if m["sensitivity"] not in sens:
            continue
        for p in m["payments"]:
            if p.get("dup_of") or p["direction"] != direction:
                continue
            if c.get("categories") and p["category"] not in c["categories"]:
                continue
            if c.get("payee") and p["payee"] != c["payee"]:
                continue
            if c.get("currency") and p["currency"] != c["currency"]:
                continue
            if c.get("from") and p["paid_on"] < c["from"]:
                continue
            if c.get("to") and p["paid_on"] > c["to"]:
                continue
            yield m, p


def compute(manifest, c):
    """Returns (answer_value, contributing files)."""
    op = c["op"]
    if op == "sum":
        tot, files = defaultdict(int), set()
        for m, p in _payments(manifest, c):
            tot[p["currency"]] += p["amount_cents"]
            files.add(m["file"])
        return {k: {"amount_cents": v} for k, v in sorted(tot.items())}, files
    if op == "max":
        best = max(_payments(manifest, c), key=lambda mp: mp[1]["amount_cents"])
        return {best[1]["currency"]: {"amount_cents": best[1]["amount_cents"]}}, {best[0]["file"]}
    if op == "avg_monthly":
        val, files = compute(manifest, dict(c, op="sum"))
        return {k: {"amount_cents": int((v["amount_cents"] + c["months"] // 2) // c["months"])}
                for k, v in val.items()}, files
    if op == "argmax_month":
        per, files = defaultdict(int), defaultdict(set)
        for m, p in _payments(manifest, c):
            per[p["paid_on"][:7]] += p["amount_cents"]
            files[p["paid_on"][:7]].add(m["file"])
        ranked = sorted(per.items(), key=lambda kv: -kv[1])
        assert len(ranked) < 2 or ranked[0][1] != ranked[1][1]
        return ranked[0][0], files[ranked[0][0]]
    if op == "count_docs":
        files = {m["file"] for m in manifest if m["sensitivity"] in c.get("sensitivity", VISIBLE)
                 and m.get("category") == c["category"] and not m["facts"].get("duplicate_of")
                 and (not c.get("issuer") or m["facts"].get("issuer") == c["issuer"])
                 and c["from"] <= m["created"] <= c["to"]}
        return len(files), files
    if op == "count_payments":
        files, n = set(), 0
        for m, p in _payments(manifest, c):
            n += 1
            files.add(m["file"])
        return n, files
    if op == "diff":
        a, fa = compute(manifest, c["a"])
        b, fb = compute(manifest, c["b"])
        cur = c["currency"]
        return {cur: {"amount_cents": a.get(cur, {}).get("amount_cents", 0) - b.get(cur, {}).get("amount_cents", 0)}}, fa | fb
    if op in ("unpaid", "unpaid_sum"):
        sel = [m for m in manifest if m["sensitivity"] in c.get("sensitivity", VISIBLE)
               and m["facts"].get("amount_due_cents") and "paid_on" in m["facts"]
               and m["facts"]["paid_on"] is None and not m["facts"].get("duplicate_of")
               and m["facts"]["due_date"] >= c["as_of"]]
        files = {m["file"] for m in sel}
        if op == "unpaid":
            return sorted(m["facts"]["category"] for m in sel), files
        tot = defaultdict(int)
        for m in sel:
            tot[m["facts"]["currency"]] += m["facts"]["amount_due_cents"]
        return {k: {"amount_cents": v} for k, v in sorted(tot.items())}, files
    raise ValueError(op)


# ----------------------------------------------------------------------------------- questions
class Q:
    def __init__(self, A, manifest):
        self.A, self.man, self.items = A, manifest, []

    def _base(self, kind, question, asker, conf=False):
        q = {"id": f"v5q{len(self.items) + 1:03d}", "question": question, "answer": None, "answer_aliases": [],
             "doc_files": [], "kind": kind, "requires_confidential": conf, "asker": asker,
             "as_of": AS_OF.isoformat()}
        self.items.append(q)
        return q

    def files(self, keys):
        return [self.A.f(k) if not k.startswith("docs/") else k for k in keys]

    def amount(self, question, cents, cur, keys, evidence, asker="imogen", kind="amount", conf=False, **extra):
        q = self._base(kind, question, asker, conf)
        q["answer"], q["answer_aliases"] = amount_answer(cents, cur)
        q["doc_files"] = self.files(keys)
        q["answer_value"] = {cur: {"amount_cents": cents}}
        q["evidence"] = evidence
        q.update(extra)

    def date(self, question, d, keys, evidence, asker="imogen", kind="date", conf=False, **extra):
        q = self._base(kind, question, asker, conf)
        d = date.fromisoformat(d) if isinstance(d, str) else d
        q["answer"], q["answer_aliases"] = d.isoformat(), date_aliases(d)
        q["answer_value"] = d.isoformat()
        q["doc_files"] = self.files(keys)
        q["evidence"] = evidence
        q.update(extra)

    def text(self, kind, question, answer, keys, evidence, aliases=(), asker="imogen", conf=False, value=None,
             **extra):
        q = self._base(kind, question, asker, conf)
        q["answer"], q["answer_aliases"] = answer, list(aliases)
        q["doc_files"] = self.files(keys)
        if value is not None:
            q["answer_value"] = value
        q["evidence"] = evidence
        q.update(extra)

    def absent(self, question, terms, notes=None, asker="imogen"):
        q = self._base("absent", question, asker)
        q["absent_terms"] = terms
        if notes:
            q["notes"] = notes

    def agg(self, question, c, asker="imogen", notes=None, kind="aggregate", **extra):
        q = self._base(kind, question, asker)
        c = dict(c)
        c.setdefault("sensitivity", VISIBLE)
        val, files = compute(self.man, c)
        q["answer_value"] = val
        if isinstance(val, dict):
            q["answer"], q["answer_aliases"] = multi_answer(val)
        elif isinstance(val, int):
            q["answer"], q["answer_aliases"] = str(val), []
        elif isinstance(val, list):
            q["answer"] = "; ".join(val)
            q["answer_aliases"] = [", ".join(val), " and ".join(val)]
        else:  # month
            y, mth = val.split("-")
            q["answer"] = val
            q["answer_aliases"] = [f"{MONTHS_EN[int(mth) - 1]} {y}", f"{MONTHS_EN[int(mth) - 1][:3]} {y}",
                                   MONTHS_EN[int(mth) - 1]]
        q["doc_files"] = sorted(files)
        q["compute"] = c
        if notes:
            q["notes"] = notes
        q.update(extra)
        return q


UTIL = ["electricity", "gas", "water"]
PAID_NOTE = ("Months are by paid-on date (the day the money left the account), not statement date; "
             "sums are per currency, never converted; duplicates and bank/card statement lines that mirror "
             "a bill are counted once.")


def build_questions(A: Archive, man):
    Qs = Q(A, man)
    e = lambda k: A.by_key[k]["facts"]  # noqa: E731
    # ---------------- aggregate
    Qs.agg("How much did heating cost us last winter?", {"op": "sum", "categories": ["gas"], "from": "2025-12-01",
           "to": "2026-02-28"}, notes="Gas payments paid Dec 2025 - Feb 2026. " + PAID_NOTE,
           paraphrase_terms=["heating", "last winter"])
    Qs.agg("What did electricity cost us in the first quarter of this year?",
           {"op": "sum", "categories": ["electricity"], "from": "2026-01-01", "to": "2026-03-31"},
           notes=PAID_NOTE + " The February statement was uploaded twice (PDF and scan).")
    Qs.agg("How much have we paid for broadband since June?",
           {"op": "sum", "categories": ["internet"], "from": "2026-06-01", "to": "2026-11-30"},
           notes="Internet payments Jun-Nov 2026; the September bill exists as e-mail and as PDF: count once.",
           paraphrase_terms=["broadband"])
    Qs.agg("What did we spend on gas, electricity and water together in September 2025?",
           {"op": "sum", "categories": UTIL, "from": "2025-09-01", "to": "2025-09-30"}, notes=PAID_NOTE)
    Qs.agg("How many gas bills have we had this year?",
           {"op": "count_docs", "category": "gas", "issuer": GAS["issuer"], "from": "2026-01-01", "to": "2026-11-30"},
           notes="Counted by statement date.")
    Qs.agg("What's the biggest electricity payment we've made this year?",
           {"op": "max", "categories": ["electricity"], "from": "2026-01-01", "to": "2026-11-30"})
    Qs.agg("On average, how much per month did energy (gas plus electricity) cost us from January to October this year?",
           {"op": "avg_monthly", "months": 10, "categories": ["electricity", "gas"], "from": "2026-01-01",
            "to": "2026-10-31"}, notes="Sum of paid-on amounts Jan-Oct 2026 divided by 10, rounded to the cent.")
    Qs.agg("In which month this year did we pay the most for utilities?",
           {"op": "argmax_month", "categories": UTIL, "currency": "EUR", "from": "2026-01-01", "to": "2026-11-30"},
           notes="Utilities = electricity, gas, water. " + PAID_NOTE)
    Qs.agg("How much more or less did electricity cost this summer (June to August) than last summer?",
           {"op": "diff", "currency": "EUR",
            "a": {"op": "sum", "categories": ["electricity"], "from": "2026-06-01", "to": "2026-08-31", "sensitivity": VISIBLE},
            "b": {"op": "sum", "categories": ["electricity"], "from": "2025-06-01", "to": "2025-08-31", "sensitivity": VISIBLE}},
           notes="This summer minus last summer; negative means we paid less.")
    Qs.agg("How much has the mobile phone cost us this year?", {"op": "sum", "categories": ["phone"],
           "from": "2026-01-01", "to": "2026-11-30"}, asker="rafael", notes="Paid in GBP (UK contract).")
    Qs.agg("What have we paid for insurance so far this year, all policies together?",
           {"op": "sum", "categories": ["car_insurance", "home_insurance", "health_insurance"], "from": "2026-01-01",
            "to": "2026-11-30"}, notes="Car and home in EUR, health in CHF: reported per currency.")
    Qs.agg("Which bills haven't we paid yet?", {"op": "unpaid", "as_of": AS_OF.isoformat()},
           notes="Bills with no payment yet and a due date on or after today.")
    Qs.agg("How much do we still owe on open bills?", {"op": "unpaid_sum", "as_of": AS_OF.isoformat()},
           notes="Per currency: the phone bill is in GBP.")
    q = Qs.agg("Going by the receipt totals, how much did we spend on appliances since last December?",
               {"op": "sum", "categories": ["appliances"], "from": "2025-12-01", "to": "2026-11-30"},
               notes="Receipt totals of purchases (coffee machine; washing machine invoice incl. delivery and a "
                     "cable). The alias also accepts the total net of the EUR 49.99 Circuitstad refund.")
    q["answer_aliases"] += amount_answer(q["answer_value"]["EUR"]["amount_cents"] - 4999, "EUR")[1][:3] + [
        amount_answer(q["answer_value"]["EUR"]["amount_cents"] - 4999, "EUR")[0]]
    q["supporting_files"] = [A.f("credit_note")]
    Qs.agg("How many separate utility payments went out in the first quarter of this year?",
           {"op": "count_payments", "categories": UTIL, "from": "2026-01-01", "to": "2026-03-31"}, notes=PAID_NOTE)
    Qs.agg("What was the single biggest thing we paid for in September 2025?",
           {"op": "max", "from": "2025-09-01", "to": "2025-09-30"})
    Qs.agg("How much have we paid the water company since June?",
           {"op": "sum", "categories": ["water"], "from": "2026-06-01", "to": "2026-11-30"},
           notes="The November water bill is still unpaid.")
    Qs.agg("Last winter, which month had the highest gas and electricity payments combined?",
           {"op": "argmax_month", "categories": ["electricity", "gas"], "currency": "EUR", "from": "2025-12-01",
            "to": "2026-02-28"})
    Qs.agg("How much more did we pay for gas in the first quarter of this year than in the third quarter?",
           {"op": "diff", "currency": "EUR",
            "a": {"op": "sum", "categories": ["gas"], "from": "2026-01-01", "to": "2026-03-31", "sensitivity": VISIBLE},
            "b": {"op": "sum", "categories": ["gas"], "from": "2026-07-01", "to": "2026-09-30", "sensitivity": VISIBLE}},
           notes="Q1 minus Q3 2026 by paid-on date.")
    # ---------------- date
    w = e("water202611")
    Qs.date("When do we have to pay the water people by?", w["due_date"], ["water202611"], [w["due_date_text"]],
            notes="Latest water bill (French, 'Échéance').")
    el = e("elec202610")
    Qs.date("When is the electricity company taking its latest payment from our account?", el["due_date"],
            ["elec202610"], [el["due_date_text"]])
    Qs.date("Until when is the car covered now?", "2027-09-30", ["car_renewal"], [d_en(date(2027, 9, 30))],
            notes="Renewed term; the 2025 schedule shows the earlier end date.")
    Qs.date("When does the washing machine's warranty run out?", "2028-05-22", ["w_washer"], ["24 months"],
            asker="rafael", notes="24 months from purchase on 2026-05-22.", supporting_files=[A.f("rc_washer")])
    Qs.date("Until when is the coffee machine guaranteed?", "2026-12-12", ["w_coffee"], ["12 months"],
            asker="rafael", notes="12 months from purchase 2025-12-12.", supporting_files=[A.f("rc_coffee")])
    Qs.date("When was the home contents insurance premium due this year?", "2026-02-01", ["home_policy"],
            ["01.02.2026"], notes="German policy, 'Fällig am'.")
    p = e("phone202611")
    Qs.date("When's the mobile phone bill due?", p["due_date"], ["phone202611"], [p["due_date_text"]],
            asker="rafael", notes="UK issuer, dd/mm/yy.")
    Qs.date("From when did our rent go up?", "2026-07-01", ["lease"], [d_en(date(2026, 7, 1))])
    Qs.date("When did we buy the washing machine?", "2026-05-22", ["rc_washer"], ["22.05.2026"], asker="rafael",
            supporting_files=[A.f("w_washer")])
    g = e("gas202601")
    Qs.date("By what date did we have to pay the gas bill that came in January?", g["due_date"], ["gas202601"],
            [g["due_date_text"]], asker="rafael", tags=["ocr"])
    Qs.date("When was the last health insurance premium due?", "2026-10-31", ["health_q4"], ["31.10.2026"],
            asker="rafael")
    Qs.date("When did the broadband price go up?", "2026-07-01", ["net202606"], ["1 July 2026"], asker="rafael")
    Qs.date("What day did we have dinner at Osteria Gallo Nero?", "2026-10-10", ["rc_osteria"],
            [d_en_ord(date(2026, 10, 10))], tags=["ocr", "photo"])
    n8 = e("net202608")
    Qs.date("When was the August internet bill going to be charged?", n8["due_date"], ["net202608"],
            [n8["due_date_text"]], asker="rafael", tags=["eml"])
    Qs.date("When does our current home contents policy end?", "2026-12-31", ["home_policy"], ["31.12.2026"])
    Qs.date("When did we get the money back for the returned cable?", "2026-06-03", ["credit_note"],
            [d_en(date(2026, 6, 3))], asker="rafael")
    # ---------------- amount
    Qs.amount("How much is the latest water bill?", w["amount_due_cents"], "EUR", ["water202611"], [w["amount_due_text"]])
    Qs.amount("How much did the electricity company take in October?", el["amount_due_cents"], "EUR", ["elec202610"],
              [el["amount_due_text"]])
    Qs.amount("What does the car insurance cost after the renewal?", 65890, "EUR", ["car_renewal"], [eur_sym(65890)])
    Qs.amount("How much did the washing machine cost?", 69900, "EUR", ["rc_washer"], [eur_en(69900)], asker="rafael",
              notes="The machine alone; the receipt total also includes delivery and a cable.")
    Qs.amount("How much is our rent now?", LANDLORD["new_rent"], "EUR", ["lease"], [eur_sym(LANDLORD["new_rent"])])
    Qs.amount("How much is the health insurance each month?", HEALTH["monthly"], "CHF", ["health_cert"],
              [chf(HEALTH["monthly"])], asker="rafael", supporting_files=[A.f("health_q4")])
    Qs.amount("How much is the latest mobile phone bill?", p["amount_due_cents"], "GBP", ["phone202611"],
              [p["amount_due_text"]], asker="rafael")
    Qs.amount("How much did Circuitstad refund us?", 4999, "EUR", ["credit_note"], [eur_en(4999)], asker="rafael")
    Qs.amount("What did the home contents insurance cost this year?", 28760, "EUR", ["home_policy"], [eur_de(28760)])
    Qs.amount("How much was the gas bill that came in January?", g["amount_due_cents"], "EUR", ["gas202601"],
              [g["amount_due_text"]], asker="rafael", tags=["ocr"])
    Qs.amount("How much did we spend at the supermarket on 2 July?", 4732, "EUR", ["rc_linde"], ["47,32"],
              tags=["ocr", "photo"])
    Qs.amount("How much do we have to pay ourselves on the health insurance before it kicks in?",
              HEALTH["deductible"], "CHF", ["health_cert"], [chf(HEALTH["deductible"])], asker="rafael",
              paraphrase_terms=["pay ourselves", "deductible"])
    Qs.amount("What do we pay for internet each month now?", 4250, "EUR", ["net202611"], [eur_en(4250)],
              asker="rafael", supporting_files=[A.f("net202610")])
    Qs.amount("How much was the garden order?", 5840, "EUR", ["rc_garden"], ["EUR 58.40"], tags=["eml"])
    Qs.amount("What did the coffee machine cost?", 32900, "EUR", ["rc_coffee"], ["329,00 €"], asker="rafael",
              tags=["ocr"])
    Qs.amount("How much are our belongings insured for?", HOME["sum"], "EUR", ["home_policy"], [eur_de(HOME["sum"])])
    # ---------------- party
    Qs.text("party", "Who insures the car?", CAR["issuer"], ["car_renewal"], [CAR["issuer"].upper()],
            aliases=["Ostrander", "Ostrander Assurance N.V."], supporting_files=[A.f("car_policy")])
    Qs.text("party", "Who supplies our gas?", GAS["issuer"], ["gas202611"], ["Warmtebron Energie B.V."],
            aliases=["Warmtebron Energie", "Warmtebron"])
    Qs.text("party", "Who's our landlord?", LANDLORD["name"], ["lease"], [LANDLORD["name"]],
            aliases=["Kestrel Quay Residences"])
    Qs.text("party", "Who signed the letter about the rent going up?", LANDLORD["signer"], ["lease"],
            [LANDLORD["signer"]], aliases=["Marijke Van Oosterhout"])
    Qs.text("party", "Who do we get our water from?", WATER["issuer"], ["water202611"], [WATER["issuer"]],
            aliases=["Eaux de la Valliere", "Régie intercommunale des Eaux de la Vallière"])
    Qs.text("party", "Where did we buy the washing machine?", "Circuitstad", ["rc_washer"], ["CIRCUITSTAD"],
            aliases=["Circuitstad Electronics & Appliances"], asker="rafael", supporting_files=[A.f("w_washer")])
    Qs.text("party", "Who's the mobile phone contract with?", PHONE["issuer"], ["phone202611"], ["Parrot Mobile"],
            aliases=["Parrot Mobile UK Ltd"], asker="rafael")
    Qs.text("party", "Which company covers the stuff in our flat?", HOME["issuer"], ["home_policy"], ["FEUERSCHILD"],
            aliases=["Feuerschild", "Feuerschild Versicherung"], paraphrase_terms=["stuff in our flat"])
    Qs.text("party", "Who is Rafael's health insurer?", HEALTH["issuer"], ["health_cert"], ["Alpenkasse"],
            aliases=["Alpenkasse"], asker="imogen")
    # ---------------- lookup
    Qs.text("lookup", "What's the car insurance policy number?", CAR["policy"], ["car_renewal", "car_policy"],
            [CAR["policy"]], aliases=["OAM4471902"])
    Qs.text("lookup", "What's our account number with the electricity company?", ELEC["account"], ["elec202610"],
            [ELEC["account"]], aliases=["VE-5501927731", "VE5501927731"])
    Qs.text("lookup", "What was the electricity meter reading on the latest statement?", str(el["meter_current"]),
            ["elec202610"], [str(el["meter_current"])], aliases=[f"{el['meter_current']} kWh"],
            value=el["meter_current"])
    Qs.text("lookup", "What did the water meter read at the last reading?", str(w["meter_current"]), ["water202611"],
            [f"{w['meter_current']} m³"], aliases=[f"{w['meter_current']} m³", f"{w['meter_current']} m3"],
            value=w["meter_current"])
    Qs.text("lookup", "What's the serial number of the washing machine?", "KB8-20461177", ["w_washer"],
            ["KB8-20461177"], aliases=["KB820461177"], asker="rafael", supporting_files=[A.f("rc_washer")])
    Qs.text("lookup", "What's our car's number plate?", CAR["plate"], ["car_policy"], [CAR["plate"]],
            aliases=["VH218K", "VH 218 K"], supporting_files=[A.f("car_renewal")])
    Qs.text("lookup", "What internet speed are we paying for?", "500/100 Mbit/s", ["net202611"], ["500/100 Mbit/s"],
            aliases=["500 Mbit/s", "500 Mbps", "500/100 Mbps"], asker="rafael")
    Qs.text("lookup", "What's our customer number with the gas company?", GAS["account"], ["gas202611"],
            [GAS["account"]], aliases=["WB77304419", "7730 4419"], asker="rafael")
    Qs.text("lookup", "Is the coffee machine still under guarantee?", "yes", ["w_coffee"], ["12 months"],
            aliases=["yes, until 2026-12-12", "until 12 December 2026"], value=True, asker="rafael",
            notes="12 months from 2025-12-12: valid until 2026-12-12, after today.", tags=["derived"])
    # ---------------- absent
    Qs.absent("When is the boat insurance due?", ["boat"], "Near miss: only car insurance exists.")
    Qs.absent("What's the policy number for the dog's insurance?", ["pet insurance", "dog"])
    Qs.absent("How much is our monthly mortgage payment?", ["mortgage"], "Near miss: the household rents.")
    Qs.absent("How much did we pay for heating oil last winter?", ["heating oil"], "Near miss: heating is gas.")
    Qs.absent("When is Noor's school trip payment due?", ["school trip"])
    Qs.absent("How much was the last dentist bill?", ["dentist"])
    # ---------------- confidential
    Qs.amount("What was my take-home pay in October?", e("ps_i_oct")["net_cents"], "EUR", ["ps_i_oct"],
              [f"{e('ps_i_oct')['net_cents'] / 100:,.2f}"], kind="confidential", conf=True,
              supporting_files=[A.f("bank10")], notes="Only in confidential documents.")
    Qs.amount("What's my gross monthly salary?", EMP_R["gross"], "EUR", ["ps_r_oct"], [f"{EMP_R['gross'] / 100:,.2f}"],
              asker="rafael", kind="confidential", conf=True)
    Qs.amount("How much will we get back from the tax office?", TAX["refund"], "EUR", ["tax"], [eur_nl(TAX["refund"])],
              kind="confidential", conf=True, notes="The adjusted refund, not the amount claimed.")
    Qs.date("By when can we object to the tax assessment?", TAX["deadline"], ["tax"], [d_nl(TAX["deadline"])],
            kind="confidential", conf=True)
    Qs.amount("How much was in our current account at the end of October?", e("bank10")["closing_cents"], "EUR",
              ["bank10"], [eur_de(e("bank10")["closing_cents"])], kind="confidential", conf=True)
    Qs.text("confidential", "What's our bank account's IBAN?", BANK["iban"], ["bank9", "bank10"], [BANK["iban"]],
            aliases=[BANK["iban"].replace(" ", "")], conf=True)
    # ---------------- followup_free (multi-hop)
    e4 = e("elec202604")
    g3 = e("gas202603")
    Qs.amount(f"The electricity statement in April 2026 was {eur_sym(e4['amount_due_cents'])}. What was the gas bill "
              "dated the month before?", g3["amount_due_cents"], "EUR", ["gas202603", "elec202604"],
              [g3["amount_due_text"]], kind="followup_free", tags=["multi_hop"])
    month, _ = compute(man, {"op": "argmax_month", "categories": UTIL, "currency": "EUR", "from": "2026-01-01",
                             "to": "2026-11-30", "sensitivity": VISIBLE})
    y, mo = map(int, month.split("-"))
    last = (date(y + (mo == 12), mo % 12 + 1, 1) - timedelta(days=1)).isoformat()
    Qs.agg("In the month this year when utilities cost us the most, what did we pay for them in total?",
           {"op": "sum", "categories": UTIL, "currency": "EUR", "from": f"{month}-01", "to": last},
           kind="followup_free", notes=f"The month is {month} (argmax by paid-on month). " + PAID_NOTE,
           tags=["multi_hop"])
    Qs.amount("How much more a month is the internet since the price change?", 4250 - 3995, "EUR",
              ["net202606"], ["EUR 42.50", "EUR 39.95"], asker="rafael", kind="followup_free", tags=["multi_hop"])
    Qs.amount("What did we pay for the appliance whose warranty runs out soonest?", 32900, "EUR",
              ["w_coffee", "rc_coffee"], ["329,00 €"], asker="rafael", kind="followup_free", tags=["multi_hop"],
              notes="Coffee machine (warranty to 2026-12-12) vs washing machine (to 2028-05-22).")
    return Qs.items


# ----------------------------------------------------------------------------------- main
def generate(out: Path):
    A = Archive()
    gen_electricity(A)
    gen_gas(A)
    gen_water(A)
    gen_internet(A)
    gen_phone(A)
    gen_insurance(A)
    gen_lease(A)
    gen_receipts(A)
    gen_warranties(A)
    gen_payslips(A)
    gen_tax(A)
    gen_statements(A)
    gen_card(A)
    if out.exists():
        shutil.rmtree(out)
    (out / "docs").mkdir(parents=True)
    man = []
    for m in sorted(A.docs, key=lambda m: (m["created"], m["file"])):
        (out / m["file"]).write_bytes(m["_bytes"])
        man.append({k: v for k, v in m.items() if k != "_bytes"})
    qs = build_questions(A, man)
    with open(out / "manifest.jsonl", "w") as fh:
        for m in man:
            fh.write(json.dumps(m, ensure_ascii=False) + "\n")
    with open(out / "questions.jsonl", "w") as fh:
        for q in qs:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    arch = {"generator_version": "1.0", "seed": SEED, "variant": "household_variant5", "scale": 1,
            "today": AS_OF.isoformat(), "household": {"id": HH, "members": MEMBERS, "address": ADDRESS},
            "documents": len(man), "questions": len(qs), "utilities_definition": UTIL,
            "default_visible_sensitivities": VISIBLE,
            "accounts": [{"kind": "current_account", "bank": BANK["name"], "iban": BANK["iban"], "owners": ["imogen", "rafael"]},
                         {"kind": "credit_card", "issuer": CARD["name"], "number": CARD["card"], "owner": "rafael"}]}
    (out / "archive.json").write_text(json.dumps(arch, indent=2, ensure_ascii=False) + "\n")
    validate(out, man, qs)
    write_readme(out, man, qs)
    return man, qs


def validate(out, man, qs):
    files = {m["file"] for m in man}
    assert len(files) == len(man)
    ids = [q["id"] for q in qs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for q in qs:
        for f in q["doc_files"] + q.get("supporting_files", []):
            assert f in files and (out / f).exists(), (q["id"], f)
        if q["kind"] != "absent":
            assert q["doc_files"], q["id"]
        if "compute" in q:
            val, _ = compute(man, q["compute"])
            assert val == q["answer_value"], q["id"]
        conf = any(m["sensitivity"] not in VISIBLE for m in man if m["file"] in q["doc_files"])
        assert conf == q["requires_confidential"] or q["kind"] != "confidential", q["id"]
        if q["kind"] != "confidential":
            assert not conf, q["id"]
    for m in man:
        for p in m["payments"]:
            if p.get("dup_of"):
                assert p["dup_of"] in files, p


def write_readme(out, man, qs):
    lang = Counter(m["facts"]["language"] for m in man)
    fmt = Counter(m["format"] for m in man)
    kinds = Counter(q["kind"] for q in qs)
    sens = Counter(m["sensitivity"] for m in man)
    def table(c):
        return "\n".join(f"| {k} | {v} |" for k, v in sorted(c.items()))
    txt = f"""# Household archive, variant 5 (development evaluation set)

A synthetic household archive written for development evaluation of Shoebox: one imaginary household
(Imogen Castellane, Rafael Okafor and their teen Noor, Kestrelgracht 17 in the invented town of Velderhaven)
with {len(man)} documents dated June 2025 to November 2026, and {len(qs)} questions asked on {AS_OF.isoformat()}.
All people, companies, account numbers and amounts are invented.

It was written by a helper that read **no answering code** (nothing under ask/, ingest/, archive/, bench/
or docs/, nor the other variants): only the shared gold-file documentation, the schema of the shared
household corpus and the rendering helpers in tests/corpus_gen/. Treat it as a development set, not a
held-out test: do not tune the product to these exact files.

Regenerate (deterministic, seed {SEED}):

    python tests/corpus_gen/household_variant5.py --out tests/data/household_variant5

## Contents

- Utility bills: electricity (Voltaris Energy, English, bimonthly, three layouts: two-column table, prose
  letter "We will collect €… on …", summary boxes with labels above values plus a history table),
  gas (Warmtebron, Dutch: tear-off acceptgiro slip or value-before-label), water (Eaux de la Vallière,
  French: "Montant à payer / Échéance" or prose "à régler avant le"), broadband (Skylark Fibre, PDF and
  plain-text e-mails), mobile (Parrot Mobile, UK, GBP, dd/mm/yy dates, labels above values).
- Insurance: car policy schedule (2 pages) and renewal letter, German home-contents policy ("Zu zahlen",
  "Fällig am"), Swiss health certificate and premium notice in CHF (1'234.50 style) with a payment slip.
- A landlord's rent-adjustment letter, receipts (phone photos, a scanned German till receipt, a PDF
  invoice, an e-mailed order), a credit note (refund), two warranty cards.
- Confidential: payslips, a Dutch tax assessment, two 2-page bank statements. A card statement (internal).
- Duplicates: one electricity statement uploaded again as a scan; one broadband bill as e-mail and PDF.
  The copies' payments carry `dup_of`; bank/card lines that mirror a bill also carry `dup_of`.
- Unpaid at as_of: the latest gas, water and phone bills (`paid_on: null`, no payment).

Aggregates count payments by **paid-on** date, direction `out`, without `dup_of`, visible sensitivities
only (public, internal), per currency; `compute` in each aggregate question says exactly what was summed,
and the generator asserts every answer equals what the manifest computes.

Extra manifest fields beyond the shared schema: `facts.language`, `facts.duplicate_of`, `facts.layout`.

### Files by format
| format | count |
|---|---|
{table(fmt)}

### Files by language
| language | count |
|---|---|
{table(lang)}

### Files by sensitivity
| sensitivity | count |
|---|---|
{table(sens)}

### Questions by kind
| kind | count |
|---|---|
{table(kinds)}
"""
    (out / "README.md").write_text(txt)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="tests/data/household_variant5")
    args = ap.parse_args()
    man, qs = generate(Path(args.out))
    print(f"{len(man)} documents, {len(qs)} questions -> {args.out}")
