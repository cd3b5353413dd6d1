"""Variant 9, French / Dutch / German papers: the Belgian flat of Pieter's mother (energy in French,
water and municipal tax in Dutch, home insurance in French, a DIY receipt), Pieter's German
payslips (confidential) and Ciara's Austrian language camp."""
from __future__ import annotations

from datetime import date

from hv9_people import (
    ENERGY_BE,
    FLAT_BE,
    GEMEENTE,
    IBAN_BE,
    INSURER_BE,
    MOTHER,
    PIETER,
    WATER_BE,
    address_block,
    d_dash,
    d_fr,
    d_nl,
    d_slash,
    de_num,
    footer,
    fr,
    kv,
    letterhead,
    new_pdf,
    nl,
    pay,
)
from render import receipt_photo

EAN = "541448820017730915"
BE_POL = "448 210 77"


def _energy_head(pg, title, issued):
    y = letterhead(pg, "énerlys", ["Énerlys SA · Boulevard du Midi 118 · 1070 Anderbrück",
                                   "Service clients 078 15 40 90"], color=(0.0, 0.45, 0.35),
                   right_lines=[title, f"Date : {d_fr(issued)}"])
    return address_block(pg, 330, y, [MOTHER] + FLAT_BE)


def energy_be(ar):
    acomptes = [(date(2026, 4, 24), date(2026, 5, 6), "mai 2026", 7200),
                (date(2026, 5, 26), date(2026, 6, 5), "juin 2026", 7200),
                (date(2026, 6, 25), date(2026, 7, 6), "juillet 2026", 8100),
                (date(2026, 7, 27), date(2026, 8, 5), "août 2026", 8100)]
    for issued, debit, month, amt in acomptes:
        pdf, pg = new_pdf(f"Facture d'acompte {month}", ENERGY_BE, issued)
        y = _energy_head(pg, "Facture d'acompte", issued)
        y = kv(pg, 50, y, [("Client", "5012 884 301"), ("Code EAN", EAN),
                           ("Acompte du mois", month)], label_w=110)
        y = pg.table(50, y + 4, [("Description", 330, "l"), ("Montant", 160, "r")],
                     [["Acompte électricité HTVA", fr(round(amt / 1.06))],
                      ["TVA 6 %", fr(amt - round(amt / 1.06))]])
        kv(pg, 300, y + 22, [("Total TTC", fr(amt)), ("Date de prélèvement", d_slash(debit)),
                             ("Compte", IBAN_BE)], label_w=115, size=10)
        footer(pg, "Domiciliation européenne. Document de test inventé.")
        ar.add(f"Enerlys_acompte_{debit:%Y-%m}.pdf", f"{ENERGY_BE} facture d'acompte {month}",
               "utility_bill", issued, "internal", "pieter", "pdf", "electricity",
               {"issuer": ENERGY_BE, "customer_number": "5012 884 301", "month": month,
                "amount_due_cents": amt, "due_date": debit.isoformat(), "status": "paid",
                "property": "Velzegem flat"},
               [pay(amt, debit, "electricity", ENERGY_BE)], pdf.tobytes(), language="fr")
    # annual settlement ------------------------------------------------------------------
    issued, debit, total, paid_adv = date(2026, 6, 16), date(2026, 7, 2), 100727, 86400
    pdf, pg = new_pdf("Facture de régularisation 2025-2026", ENERGY_BE, issued)
    y = _energy_head(pg, "Facture de régularisation", issued)
    y = kv(pg, 50, y, [("Période", "du 01/06/2025 au 31/05/2026"), ("Consommation", "2 184 kWh"),
                       ("Code EAN", EAN)], label_w=110)
    rows = [["Énergie et réseau (2 184 kWh)", fr(total - 5702)], ["TVA 6 %", fr(5702)],
            ["Montant total de la période", fr(total)],
            ["Acomptes déjà payés (12 x 72,00 €)", fr(-paid_adv)],
            ["Solde à payer", fr(total - paid_adv)]]
    y = pg.table(50, y + 4, [("Décompte annuel", 330, "l"), ("Montant", 160, "r")], rows)
    pg.paragraph(50, y + 24, f"Le solde de {fr(total - paid_adv)} sera prélevé le {d_fr(debit)}. "
                 f"Votre nouvel acompte mensuel s'élève à {fr(8100)} à partir de juillet 2026.", 490)
    footer(pg, "Document de test inventé.")
    ar.add("Enerlys_regularisation_2026.pdf", f"{ENERGY_BE} facture de régularisation 2025-2026",
           "utility_bill", issued, "internal", "pieter", "pdf", "electricity",
           {"issuer": ENERGY_BE, "period_start": "2025-06-01", "period_end": "2026-05-31", "kwh": 2184,
            "period_total_cents": total, "advances_paid_cents": paid_adv,
            "amount_due_cents": total - paid_adv, "due_date": debit.isoformat(), "status": "paid",
            "new_advance_cents": 8100, "property": "Velzegem flat"},
           [pay(total - paid_adv, debit, "electricity", ENERGY_BE)], pdf.tobytes(), language="fr")


def water_be(ar):
    issued, debit, m3 = date(2026, 4, 14), date(2026, 4, 28), 31
    use, vast, sanering = m3 * 185, 5400, m3 * 62 + 412
    total = use + vast + sanering
    pdf, pg = new_pdf("Waterfactuur 2025-2026", WATER_BE, issued)
    y = letterhead(pg, WATER_BE, ["Industrieweg 12 · 9700 Scheldeveld · klantendienst 09 277 14 14"],
                   size=13, color=(0.0, 0.35, 0.7), right_lines=["Jaarfactuur", f"Factuurdatum {d_dash(issued)}"])
    y = address_block(pg, 50, y, [MOTHER] + FLAT_BE)
    y = kv(pg, 50, y, [("Klantnummer", "WS-7720-118"), ("Verbruiksperiode", "01-04-2025 t/m 31-03-2026"),
                       ("Verbruik", f"{m3} m³")], label_w=120)
    y = pg.table(50, y + 4, [("Omschrijving", 330, "l"), ("Bedrag", 160, "r")],
                 [["Vaste vergoeding", nl(vast)], [f"Verbruik {m3} m³", nl(use)],
                  ["Bovengemeentelijke en gemeentelijke sanering", nl(sanering)],
                  ["Te betalen", nl(total)]])
    kv(pg, 50, y + 22, [("Incassodatum", d_dash(debit)), ("Rekening", IBAN_BE)], label_w=120)
    footer(pg, "Bedragen inclusief 6 % btw. Verzonnen testdocument.")
    ar.add("Scheldeveld_waterfactuur_2026.pdf", f"{WATER_BE} jaarfactuur 2025-2026", "utility_bill",
           issued, "internal", "pieter", "pdf", "water",
           {"issuer": WATER_BE, "customer_number": "WS-7720-118", "m3": m3, "amount_due_cents": total,
            "due_date": debit.isoformat(), "status": "paid", "property": "Velzegem flat"},
           [pay(total, debit, "water", WATER_BE)], pdf.tobytes(), language="nl")


def tax_be(ar):
    issued, due, total = date(2026, 8, 21), date(2026, 9, 30), 11800
    pdf, pg = new_pdf("Aanslagbiljet gemeentebelastingen 2026", GEMEENTE, issued, family="serif")
    y = letterhead(pg, GEMEENTE, ["Dienst Financiën · Marktplein 1 · 9788 Velzegem"], size=14,
                   color=(0.5, 0.1, 0.1), right_lines=["AANSLAGBILJET", "Aanslagjaar 2026"])
    y = address_block(pg, 330, y, [MOTHER] + FLAT_BE)
    y = kv(pg, 50, y, [("Artikelnummer", "2026/AFV/004417"), ("Verzenddatum", d_nl(issued)),
                       ("Belastingplichtige", MOTHER)], label_w=130)
    y = pg.table(50, y + 4, [("Belasting", 330, "l"), ("Bedrag", 160, "r")],
                 [["Algemene milieubelasting (gezin)", nl(8500)], ["Rioolheffing", nl(3300)],
                  ["Te betalen", nl(total)]])
    pg.text(50, y + 26, f"Uiterste betaaldatum: {d_dash(due)}", size=11, bold=True)
    pg.text(50, y + 44, "Gestructureerde mededeling: +++088/4417/20263+++", size=9)
    footer(pg, "Verzonnen testdocument.")
    ar.add("Velzegem_aanslagbiljet_2026.pdf", f"{GEMEENTE} aanslagbiljet 2026", "tax_notice", issued,
           "internal", "pieter", "pdf", "municipal_tax",
           {"issuer": GEMEENTE, "article_number": "2026/AFV/004417", "amount_due_cents": total,
            "due_date": due.isoformat(), "status": "open", "property": "Velzegem flat"},
           [], pdf.tobytes(), language="nl")


def insurance_be(ar):
    issued, due, net = date(2026, 8, 20), date(2026, 10, 1), 25190
    taxes = 28745 - net
    pdf, pg = new_pdf("Avis d'échéance assurance habitation", INSURER_BE, issued)
    y = letterhead(pg, "Assurances Mosane", ["Assurances Mosane SA · Quai des Pêcheurs 7 · 4020 Lixhoule"],
                   color=(0.3, 0.2, 0.5), right_lines=["Avis d'échéance", d_fr(issued)])
    y = address_block(pg, 330, y, [MOTHER, "p/a " + PIETER] + FLAT_BE)
    y = kv(pg, 50, y, [("Police n°", BE_POL), ("Risque assuré", f"Appartement, {FLAT_BE[0]}, {FLAT_BE[1]}"),
                       ("Période", "01/10/2026 – 30/09/2027"), ("Échéance", d_slash(due))], label_w=110)
    y = pg.table(50, y + 4, [("Détail de la prime", 330, "l"), ("Montant", 160, "r")],
                 [["Prime nette incendie et dégâts des eaux", fr(net)], ["Taxes et contributions", fr(taxes)],
                  ["Total TTC", fr(28745)]])
    pg.paragraph(50, y + 24, f"Merci de verser {fr(28745)} au plus tard le {d_fr(due)} sur le compte "
                 "BE71 0961 2233 4469 avec la communication +++448/2107/72026+++.", 490)
    footer(pg, "Document de test inventé.")
    ar.add("Mosane_avis_echeance_2026.pdf", f"{INSURER_BE} avis d'échéance habitation 2026-2027",
           "insurance_renewal", issued, "internal", "pieter", "pdf", "home_insurance",
           {"issuer": INSURER_BE, "policy_number": BE_POL, "premium_cents": 28745, "net_premium_cents": net,
            "amount_due_cents": 28745, "due_date": due.isoformat(), "status": "open",
            "property": "Velzegem flat"}, [], pdf.tobytes(), language="fr")


def receipt_be(ar):
    day = date(2026, 7, 19)
    items = [("Siliconenkit wit", 789), ("Kraan keuken afdichting", 1245), ("Lampen LED 3st", 1495),
             ("Poetsdoeken", 686)]
    total = sum(c for _, c in items)
    num_nl = lambda c: de_num(c)  # noqa: E731  1.234,56
    lines = ["*^BOUWCENTER KLAPROOS", "^Stationsstraat 40, Velzegem", f"^{d_dash(day)}  11:42", ""]
    lines += [(n, num_nl(c)) for n, c in items]
    lines += ["", ("*TOTAAL EUR", num_nl(total)), ("Bancontact", num_nl(total)), "",
              "^Bedankt en tot ziens"]
    data = receipt_photo(lines, ar.rng, ar.rng.uniform(-5, 5))
    src = [x.lstrip("*^") if isinstance(x, str) else s.lstrip("*") for x in lines
           for s in ([x] if isinstance(x, str) else list(x))]
    src = [s.lstrip("*^") for s in src]
    ar.add("IMG_20260719_114233.jpg", "Kassabon Bouwcenter Klaproos 19-07-2026", "receipt", day,
           "internal", "pieter", "jpg", "home_maintenance",
           {"issuer": "Bouwcenter Klaproos", "total_cents": total, "items": len(items),
            "purchase_date": day.isoformat(), "property": "Velzegem flat"},
           [pay(total, day, "home_maintenance", "Bouwcenter Klaproos")], data,
           sources=[s for s in src if s], language="nl")
