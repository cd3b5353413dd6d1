"""Variant 9, German papers: Pieter's payslips from his German employer (confidential) and Ciara's
language camp in Tyrol (invoice + payment confirmation)."""
from __future__ import annotations

from datetime import date

from formats import pct_of
from hv9_people import (
    CAMP_AT,
    CIARA,
    EMPLOYER_DE,
    HOME,
    NIAMH,
    PIETER,
    address_block,
    d_de,
    d_dot,
    de,
    de_num,
    footer,
    kv,
    letterhead,
    new_pdf,
    pay,
)

EMP_NO = "PN 40418"
RATES = [("Lohnsteuer", "18.70"), ("Kirchensteuer", "0"), ("Krankenversicherung", "8.55"),
         ("Pflegeversicherung", "1.80"), ("Rentenversicherung", "9.30"),
         ("Arbeitslosenversicherung", "1.30")]


def payslips(ar):
    for month, paid, bonus in [(6, date(2026, 6, 30), 0), (7, date(2026, 7, 30), 0),
                               (8, date(2026, 8, 28), 75000)]:
        base = 520000
        gross = base + bonus
        deds = [(n, pct_of(gross, r)) for n, r in RATES if r != "0"]
        net = gross - sum(c for _, c in deds)
        mname = ["Juni", "Juli", "August"][month - 6]
        pdf, pg = new_pdf(f"Entgeltabrechnung {mname} 2026", EMPLOYER_DE, paid, family="mono")
        y = letterhead(pg, EMPLOYER_DE, ["Hafenstraße 88 · 28757 Wesermünde-Nord · Personalabteilung"],
                       size=13, color=(0.2, 0.2, 0.2),
                       right_lines=[f"Abrechnung {mname} 2026", "Vertraulich"])
        y = address_block(pg, 50, y, [PIETER] + HOME)
        y = kv(pg, 50, y, [("Personalnummer", EMP_NO), ("Steuerklasse", "1"),
                           ("Abrechnungszeitraum",
                            f"01.{month:02d}.2026 - {[30, 31, 31][month - 6]}.{month:02d}.2026")],
               label_w=150)
        rows = [["Grundgehalt", de_num(base)]]
        if bonus:
            rows.append(["Projektprämie", de_num(bonus)])
        rows.append(["Gesamtbrutto", de_num(gross)])
        rows += [[n, "-" + de_num(c)] for n, c in deds]
        rows.append(["Nettoverdienst", de_num(net)])
        y = pg.table(50, y + 4, [("Bezeichnung", 330, "l"), ("Betrag EUR", 160, "r")], rows)
        kv(pg, 50, y + 24, [("Auszahlungsbetrag", de(net)), ("Überweisung am", d_dot(paid)),
                            ("IBAN", "IE64 LANB 9311 0840 2217 55")], label_w=150, size=10)
        footer(pg, "Erfundenes Testdokument.")
        ar.add(f"Entgeltabrechnung_2026-{month:02d}_Vanhoeck.pdf", f"Entgeltabrechnung {mname} 2026",
               "payslip", paid, "confidential", "pieter", "pdf", "salary",
               {"issuer": EMPLOYER_DE, "employee": PIETER, "employee_number": EMP_NO,
                "month": f"2026-{month:02d}", "gross_cents": gross, "bonus_cents": bonus,
                "income_tax_cents": deds[0][1], "net_cents": net, "paid_on": paid.isoformat()},
               [pay(net, paid, "salary", EMPLOYER_DE, direction="in")], pdf.tobytes(), language="de")


def camp(ar):
    issued, due, paid = date(2026, 5, 4), date(2026, 6, 15), date(2026, 6, 10)
    course, room, total = 89000, 35000, 124000
    head = ["Dorfplatz 3 · 6574 Gamsfeld · Tirol · Österreich · UID ATU 6641 0927"]
    pdf, pg = new_pdf("Rechnung Sommersprachcamp", CAMP_AT, issued)
    y = letterhead(pg, "Alpenlicht Sprachreisen", head, color=(0.6, 0.3, 0.0),
                   right_lines=["RECHNUNG AS-2026-0614", f"Datum: {d_dot(issued)}"])
    y = address_block(pg, 50, y, [NIAMH] + HOME)
    y = pg.paragraph(50, y, f"Teilnehmerin: {CIARA} · Sommersprachcamp Deutsch B1, "
                     "12. bis 25. Juli 2026, Gamsfeld", 490, size=10) + 6
    y = pg.table(50, y, [("Leistung", 330, "l"), ("Betrag", 160, "r")],
                 [["Sprachkurs (2 Wochen, 40 Lektionen)", de(course)],
                  ["Unterkunft Gastfamilie mit Vollpension", de(room)], ["Zu zahlen", de(total)]])
    kv(pg, 50, y + 22, [("Fällig am", d_dot(due)), ("Bankverbindung", "AT41 3636 0000 0471 2290")],
       label_w=120, size=10)
    footer(pg, "Umsatzsteuerfrei gem. § 6 UStG (erfunden). Erfundenes Testdokument.")
    ar.add("Alpenlicht_Rechnung_AS-2026-0614.pdf", "Alpenlicht Sprachreisen Rechnung AS-2026-0614",
           "invoice", issued, "internal", "niamh", "pdf", "education",
           {"issuer": CAMP_AT, "invoice_number": "AS-2026-0614", "participant": CIARA,
            "amount_due_cents": total, "due_date": due.isoformat(), "status": "paid",
            "camp_start": "2026-07-12", "camp_end": "2026-07-25"}, [], pdf.tobytes(), language="de")
    pdf, pg = new_pdf("Zahlungsbestätigung", CAMP_AT, date(2026, 6, 11))
    y = letterhead(pg, "Alpenlicht Sprachreisen", head, color=(0.6, 0.3, 0.0),
                   right_lines=["Zahlungsbestätigung", d_de(date(2026, 6, 11))])
    y = address_block(pg, 50, y, [NIAMH] + HOME)
    y = pg.paragraph(50, y + 6, "Sehr geehrte Frau Garrihy, vielen Dank! Wir bestätigen den "
                     f"Zahlungseingang am {d_dot(paid)} über {de(total)} für die Rechnung "
                     f"AS-2026-0614 ({CIARA}). Der Platz im Sommersprachcamp ist damit fest gebucht.",
                     480, size=10)
    pg.text(50, y + 24, "Anreise: Sonntag, 12. Juli 2026, ab 15 Uhr", size=10)
    footer(pg, "Erfundenes Testdokument.")
    ar.add("Alpenlicht_Zahlungsbestaetigung.pdf", "Alpenlicht Sprachreisen Zahlungsbestätigung",
           "payment_confirmation", date(2026, 6, 11), "internal", "niamh", "pdf", "education",
           {"issuer": CAMP_AT, "invoice_number": "AS-2026-0614", "paid_on": paid.isoformat(),
            "amount_cents": total}, [pay(total, paid, "education", CAMP_AT)], pdf.tobytes(),
           language="de")
