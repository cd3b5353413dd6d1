"""Variant 11: German-language papers for Mum's flat in Kesselfurt (EUR)."""
from __future__ import annotations

from datetime import date
from decimal import Decimal

from tests.corpus_gen import render
from tests.corpus_gen.formats import cents_round
from tests.corpus_gen.hv11_base import (
    FLAT,
    MUM,
    Bill,
    D,
    Doc,
    Payment,
    address_block,
    d_de,
    d_de_long,
    days,
    eur,
    eur_plain,
    kv,
    kv_right,
    new_pdf,
    small_print,
    total_box,
)

SW = "Stadtwerke Kesselfurt GmbH"
SW_KD = "700 418 229"
TAXOFFICE = "Stadt Kesselfurt - Steueramt"
HV = "Wendland & Sohr Immobilienverwaltung GmbH"
HW = "Kuhnert-Adamek Sanitär- und Heizungstechnik"
HR = "Hollwanger Versicherung AG"
HR_NO = "HR 7712-480-331"
OLD = {"strom": 6100, "gas": 8800}
NEW = {"strom": 6700, "gas": 10000}
KWH = {"strom": (1890, "0.3380", 1290), "gas": (9120, "0.1120", 1450)}
NACH_PAID = D("2026-03-06")


def _pdf(title, author, created, family="sans"):
    return new_pdf(title, author, created, family, unicode=True)


def workday(d: date) -> date:
    while d.weekday() >= 5:
        d += days(1)
    return d


def _costs(kind):
    kwh, price, base = KWH[kind]
    work = cents_round(Decimal(kwh) * Decimal(price) * 100)
    return work, 12 * base, work + 12 * base


def _abschlag(year, month, kind):
    amt = OLD[kind] if (year, month) < (2026, 3) else NEW[kind]
    d = workday(date(year, month, 15))
    cat = "electricity" if kind == "strom" else "gas"
    return Payment(f"sw-{year}-{month:02d}-{kind}", amt, "EUR", d, cat, SW,
                   note=f"Abschlag {kind}")


def stadtwerke_docs(ar):
    out = []
    issue = D("2026-02-16")
    due = D("2026-03-09")
    pdf, pg = _pdf("Jahresabrechnung 2025", SW, issue, "sans")
    pg.text(40, 48, "Stadtwerke Kesselfurt", 17, bold=True, color=(0.0, 0.3, 0.6))
    pg.text(40, 62, "Strom  |  Erdgas  |  Wasser", 8)
    address_block(pg, 40, 96, ["Frau", MUM] + FLAT[:2])
    kv(pg, 330, 96, [("Kundennummer", SW_KD), ("Rechnungsdatum", d_de(issue)),
                     ("Abrechnungszeitraum", "01.01.2025 - 31.12.2025"),
                     ("Verbrauchsstelle", "Birkenhain 12, Whg. 3")], gap=100)
    pg.text(40, 180, "Jahresabrechnung 2025 für Strom und Erdgas", 12, bold=True)
    rows, nach = [], {}
    for kind, label in [("strom", "Strom"), ("gas", "Erdgas")]:
        work, base, total = _costs(kind)
        paid = 12 * OLD[kind]
        nach[kind] = total - paid
        kwh, price, bp = KWH[kind]
        kwh_de = f"{kwh:,}".replace(",", ".")
        rows += [[f"{label}: Arbeitspreis {kwh_de} kWh x {price.replace('.', ',')} €", eur(work)],
                 [f"{label}: Grundpreis 12 Monate x {eur_plain(bp)} €", eur(base)],
                 [f"{label}: Summe brutto (inkl. 19 % USt.)", eur(total)],
                 [f"{label}: abzüglich geleistete Abschläge", eur(-paid)],
                 [f"{label}: Nachzahlung", eur(nach[kind])]]
    y = pg.table(40, 190, [("Position", 390, "l"), ("Betrag", 125, "r")], rows, size=8)
    total_nach = nach["strom"] + nach["gas"]
    y = total_box(pg, 300, y + 10, 555, "Fälliger Betrag", eur(total_nach), size=11)
    pg.text(300, y, f"fällig am {d_de(due)} (Lastschrift)", 9)
    y += 16
    pg.text(40, y, "Ihre Abschlagszahlungen 2025 (eingegangen am)", 10, bold=True)
    pays = []
    rows = []
    for m in range(1, 13):
        s, g = _abschlag(2025, m, "strom"), _abschlag(2025, m, "gas")
        pays += [s, g]
        rows.append([d_de(s.paid_on), eur(s.amount_cents), eur(g.amount_cents)])
    s, g = _abschlag(2026, 1, "strom"), _abschlag(2026, 1, "gas")
    pays += [s, g]
    rows.append([d_de(s.paid_on) + " (Jan. 2026)", eur(s.amount_cents), eur(g.amount_cents)])
    y = pg.table(40, y + 6, [("Eingang", 150, "l"), ("Strom", 100, "r"), ("Erdgas", 100, "r")], rows,
                 size=7.5, row_h=11.5)
    pg.text(40, y + 14, f"Neue Abschläge ab März 2026: Strom {eur(NEW['strom'])}, Erdgas "
            f"{eur(NEW['gas'])} monatlich zum 15.", 9, bold=True)
    small_print(pg, 800, "Stadtwerke Kesselfurt GmbH, Am Gaswerk 3, 56298 Kesselfurt. "
                "Gläubiger-ID DE71SWK00000418226. Der Betrag wird per SEPA-Lastschrift eingezogen.")
    bills = [Bill("sw-nach-strom", nach["strom"], "EUR", due, "electricity", SW, "sw-nach-strom",
                  "Stadtwerke Nachzahlung Strom"),
             Bill("sw-nach-gas", nach["gas"], "EUR", due, "gas", SW, "sw-nach-gas",
                  "Stadtwerke Nachzahlung Gas")]
    out.append(ar.add(Doc("docs/SWK_Jahresabrechnung_2025.pdf", "Stadtwerke annual statement 2025 "
                          "(electricity and gas, German flat)", "utility_bill", issue, "internal",
                          "tobias", "pdf", "de", pdf.tobytes(), pays, bills, "electricity",
                          {"nachzahlung_cents": total_nach, "nach_strom": nach["strom"],
                           "nach_gas": nach["gas"], "due": due.isoformat()})))
    # payment overview, September 2026
    d = D("2026-09-03")
    pdf, pg = _pdf("Zahlungsübersicht", SW, d, "serif")
    pg.text(40, 50, "STADTWERKE KESSELFURT", 15, bold=True)
    pg.right(555, 50, "Kontoübersicht", 11)
    address_block(pg, 40, 86, [MUM] + FLAT[:2])
    kv(pg, 330, 86, [("Kunden-Nr.", SW_KD), ("Datum", d_de_long(d))], gap=80)
    pg.text(40, 150, "Zahlungseingänge 01.01.2026 bis 31.08.2026", 11, bold=True)
    pays2, rows = [], []
    for m in range(1, 9):
        s, g = _abschlag(2026, m, "strom"), _abschlag(2026, m, "gas")
        pays2 += [s, g]
        rows.append([d_de(s.paid_on), f"Abschlag {m:02d}/2026", eur(s.amount_cents),
                     eur(g.amount_cents)])
        if m == 3:
            pays2 += [Payment("sw-nach-strom", nach["strom"], "EUR", NACH_PAID, "electricity", SW,
                              bill=out[0].file, note="Nachzahlung 2025"),
                      Payment("sw-nach-gas", nach["gas"], "EUR", NACH_PAID, "gas", SW,
                              bill=out[0].file, note="Nachzahlung 2025")]
            rows.insert(-1, [d_de(NACH_PAID), "Nachzahlung Jahresabrechnung 2025",
                             eur(nach["strom"]), eur(nach["gas"])])
    y = pg.table(40, 160, [("Datum", 90, "l"), ("Buchungstext", 205, "l"), ("Strom", 110, "r"),
                           ("Erdgas", 110, "r")], rows)
    y = kv_right(pg, 555, y + 16, [("Summe Strom", eur(sum(p.amount_cents for p in pays2
                                                        if p.category == "electricity"))),
                                   ("Summe Erdgas", eur(sum(p.amount_cents for p in pays2
                                                         if p.category == "gas")))], size=9)
    pg.text(40, y + 14, "Ihr Kundenkonto ist ausgeglichen. Vielen Dank!", 10)
    out.append(ar.add(Doc("docs/SWK_Zahlungsuebersicht_2026-09.pdf", "Stadtwerke payment overview "
                          "Jan-Aug 2026 (German flat)", "statement", d, "internal", "tobias", "pdf",
                          "de", pdf.tobytes(), pays2, [], "electricity", {})))
    return out


GST_Q = 7815
GST_DUE = ["2026-02-15", "2026-05-15", "2026-08-15", "2026-11-15"]


def tax_and_home_docs(ar):
    out = []
    d = D("2026-01-12")
    pdf, pg = _pdf("Grundsteuerbescheid 2026", TAXOFFICE, d, "serif")
    pg.text(40, 50, "Stadt Kesselfurt", 15, bold=True)
    pg.text(40, 66, "Der Bürgermeister - Steueramt", 9)
    address_block(pg, 40, 100, [MUM] + FLAT[:2])
    pg.right(555, 100, f"Kesselfurt, {d_de_long(d)}", 9)
    pg.text(40, 170, "Grundsteuerbescheid für das Kalenderjahr 2026", 12, bold=True)
    lines = [("Aktenzeichen", "44.120.0387-2"), ("Objekt", "Birkenhain 12, Whg. 3"),
             ("Grundsteuermessbetrag", "52,10 €"), ("Hebesatz Grundsteuer B", "600 %"),
             ("Jahresbetrag", eur(4 * GST_Q))]
    y = kv(pg, 40, 195, lines, size=10, gap=170, leading=16)
    pg.text(40, y + 10, "Fälligkeiten (Vierteljahresbeträge):", 10, bold=True)
    rows = [[d_de(D(x)), eur(GST_Q)] for x in GST_DUE]
    y = pg.table(40, y + 18, [("Fällig am", 150, "l"), ("Betrag", 120, "r")], rows, size=10)
    y = pg.paragraph(40, y + 20, "Bitte überweisen Sie die Beträge unter Angabe des Aktenzeichens "
                     "auf das Konto der Stadtkasse Kesselfurt. Dieser Bescheid gilt auch für die "
                     "folgenden Jahre, bis ein neuer Bescheid ergeht.", 515, size=9)
    scan = render.scan_pdf(pdf.tobytes(), ar.rng, angle=-0.9, dpi=170)
    printed = [f"{a}: {b}" for a, b in lines] + [f"{r[0]} {r[1]}" for r in rows] + [
        f"Kesselfurt, {d_de_long(d)}"]
    out.append(ar.add(Doc("docs/Scan_Grundsteuer_2026.pdf", "Scanned property tax notice 2026 "
                          "(German flat)", "tax_notice", d, "internal", "tobias", "scan_pdf", "de",
                          scan, [], [Bill(f"gst-{i + 1}", GST_Q, "EUR", D(x), "property_tax",
                                          TAXOFFICE, None, f"Grundsteuer Q{i + 1}")
                                     for i, x in enumerate(GST_DUE)],
                          "property_tax", {"annual_cents": 4 * GST_Q}, printed)))
    d = D("2026-05-12")
    pdf, pg = _pdf("Hausgeldabrechnung 2025", HV, d, "sans")
    pg.text(40, 48, "Wendland & Sohr", 16, bold=True)
    pg.text(40, 62, "Immobilienverwaltung GmbH  -  Lindenstraße 40  -  56298 Kesselfurt", 8)
    address_block(pg, 40, 94, [MUM] + FLAT[:2])
    kv(pg, 340, 94, [("Objekt", "WEG Birkenhain 12"), ("Einheit", "Whg. 3 (MEA 84/1000)"),
                     ("Datum", d_de(d))], gap=70)
    pg.text(40, 160, "Einzelabrechnung Hausgeld 2025", 12, bold=True)
    pays, rows = [], []
    for m in range(1, 13):
        pd = workday(date(2025, m, 3))
        pays.append(Payment(f"hg-2025-{m:02d}", 24500, "EUR", pd, "hausgeld", HV))
        rows.append([d_de(pd), f"Hausgeld {m:02d}/2025", eur(24500)])
    y = pg.table(40, 172, [("Zahlungseingang", 120, "l"), ("Text", 200, "l"), ("Betrag", 110, "r")],
                 rows, size=8, row_h=12)
    y = kv_right(pg, 555, y + 14, [("Summe Zahlungen 2025", eur(12 * 24500)),
                                   ("Anteilige Kosten 2025", eur(12 * 24500 - 8760)),
                                   ("Guthaben", eur(8760))], size=9)
    y = pg.paragraph(40, y + 14, "Das Guthaben wird mit dem Hausgeld für Juli 2026 verrechnet. "
                     "Laut Wirtschaftsplan 2026 beträgt das monatliche Hausgeld ab 01.06.2026 "
                     "262,00 € (bisher 245,00 €).", 515, size=9)
    out.append(ar.add(Doc("docs/HV_Hausgeldabrechnung_2025.pdf", "Hausgeld (owners' association) "
                          "statement 2025, German flat", "statement", d, "internal", "tobias", "pdf",
                          "de", pdf.tobytes(), pays, [], "hausgeld",
                          {"guthaben_cents": 8760, "new_monthly_cents": 26200})))
    d = D("2026-07-14")
    paid = D("2026-07-27")
    pdf, pg = _pdf("Rechnung", HW, d, "mono")
    pg.text(40, 48, "KUHNERT-ADAMEK", 15, bold=True)
    pg.text(40, 62, "Sanitär- und Heizungstechnik, Meisterbetrieb", 8)
    address_block(pg, 40, 96, [MUM] + FLAT[:2])
    kv(pg, 330, 96, [("Rechnung Nr.", "2026-0714"), ("Datum", d_de(d)),
                     ("Leistungsdatum", "08.07.2026")], gap=110)
    rows = [["Thermostatventile tauschen (4 Stk.)", "4", eur(8950), eur(35800)],
            ["Heizung entlüften, Druck prüfen", "1", eur(6800), eur(6800)],
            ["Arbeitszeit Monteur (Std.)", "5,5", eur(7400), eur(40700)],
            ["Anfahrtspauschale", "1", eur(4500), eur(4500)],
            ["Kleinmaterial", "1", eur(20159), eur(20159)]]
    y = pg.table(40, 170, [("Leistung", 250, "l"), ("Menge", 50, "r"), ("EP", 100, "r"),
                           ("GP", 115, "r")], rows, size=8)
    net = 35800 + 6800 + 40700 + 4500 + 20159
    vat = cents_round(Decimal(net) * Decimal("0.19"))
    y = kv_right(pg, 555, y + 14, [("Nettobetrag", eur(net)), ("zzgl. 19 % MwSt.", eur(vat))], size=9)
    y = total_box(pg, 300, y + 6, 555, "Zahlbetrag", eur(net + vat), size=11)
    pg.rect(60, y + 10, 260, y + 50, color=(0.7, 0.1, 0.1), width=1.5)
    pg.text(72, y + 35, f"BEZAHLT am {d_de(paid)}", 12, bold=True, color=(0.7, 0.1, 0.1))
    small_print(pg, 790, "Zahlbar innerhalb von 14 Tagen ohne Abzug. "
                "Kuhnert-Adamek Sanitär- und Heizungstechnik, Mühlgasse 5, "
                "56298 Kesselfurt. USt-IdNr. DE 318 552 904.")
    out.append(ar.add(Doc("docs/Rechnung_2026-0714_Kuhnert-Adamek.pdf", "Plumber/heating invoice "
                          "(German flat, paid)", "invoice", d, "internal", "tobias", "pdf", "de",
                          pdf.tobytes(), [Payment("hw-2026-07", net + vat, "EUR", paid, "home_repair",
                                                  HW)], [], "home_repair",
                          {"total_cents": net + vat})))
    ar.hw_total = net + vat
    d = D("2026-11-02")
    pdf, pg = _pdf("Beitragsrechnung", HR, d, "sans")
    pg.text(40, 50, "Hollwanger Versicherung AG", 15, bold=True, color=(0.1, 0.4, 0.2))
    address_block(pg, 40, 90, ["Frau", MUM] + FLAT[:2])
    kv(pg, 330, 90, [("Versicherungsschein-Nr.", HR_NO), ("Datum", d_de_long(d))], gap=125)
    pg.text(40, 170, "Beitragsrechnung Hausratversicherung 2027", 12, bold=True)
    rows = [["Versicherungssumme", "52.000,00 €"], ["Versicherungszeitraum", "01.01.2027 - 31.12.2027"],
            ["Jahresbeitrag netto", eur(13807)], ["Versicherungsteuer 19 %", eur(2623)]]
    y = pg.table(40, 180, [("", 250, "l"), ("", 200, "r")], rows, header_fill=None)
    y = total_box(pg, 250, y + 12, 555, "Zu zahlender Beitrag", eur(16430), size=11)
    pg.text(250, y, f"Fällig am {d_de_long(D('2027-01-01'))}", 10, bold=True)
    out.append(ar.add(Doc("docs/Hollwanger_Hausrat_Beitrag_2027.pdf", "Contents insurance premium "
                          "notice 2027 (German flat)", "insurance_renewal", d, "internal", "tobias",
                          "pdf", "de", pdf.tobytes(), [],
                          [Bill("hr-2027", 16430, "EUR", D("2027-01-01"), "contents_insurance", HR,
                                None, "Hausrat premium 2027")], "contents_insurance",
                          {"policy": HR_NO})))
    return out
