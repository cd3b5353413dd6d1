"""Variant 10, the Quebec cottage of Graham's mother (papers in French, amounts like 1 234,56 $):
electricity, heating oil deliveries, the municipal tax bill (scanned, with paid stamps), the
cottage insurance renewal and a hardware-store receipt photo."""
from __future__ import annotations

from datetime import date, timedelta

from hv10_people import (
    COTTAGE,
    ELEC_QC,
    GRAHAM,
    GRANDMA,
    HARDWARE_QC,
    INS_QC,
    MUNI,
    OIL,
    TODAY,
    address_block,
    d_dmy,
    d_fr,
    d_iso,
    footer,
    fr,
    fr_num,
    jpeg_to_png,
    kv,
    letterhead,
    new_pdf,
    page_text,
    pay,
    pct,
)
from render import receipt_photo, scan_pdf

ELEC_QC_ACC = "6620 418 337"
MATRICULE = "4218-67-3092-0-000-0000"
POLICE = "RB-HAB-2207-5513"
OIL_CLIENT = "C-30817"


def _taxes(sub):
    tps = pct(sub, "5")
    tvq = pct(sub, "9.975")
    return tps, tvq, sub + tps + tvq


def electricity_qc(ar):
    rng = ar.rng
    prev = (rng.randint(9000, 11000), date(2026, 5, 26))
    plan = [(date(2026, 7, 8), date(2026, 5, 6), date(2026, 7, 5), (420, 520), date(2026, 7, 27)),
            (date(2026, 9, 8), date(2026, 7, 6), date(2026, 9, 5), (380, 480), date(2026, 9, 28)),
            (date(2026, 11, 9), date(2026, 9, 6), date(2026, 11, 6), (640, 760), None)]
    out = []
    for i, (issued, start, end, (lo, hi), paid) in enumerate(plan):
        kwh = rng.randint(lo, hi)
        days = (end - start).days + 1
        abon = round(days * 45.39)
        energie = round(kwh * 7.80)
        sub = abon + energie
        tps, tvq, total = _taxes(sub)
        due = issued + timedelta(days=21)
        pdf, pg = new_pdf(f"Facture {ELEC_QC} {issued:%Y-%m}", ELEC_QC, issued)
        y = letterhead(pg, "Électricité Val-Brumes", ["Électricité Val-Brumes inc. · 15, rue du Barrage, "
                                                      "Saint-Jovite-des-Pins (Québec)  J0T 3A1",
                                                      "Service à la clientèle : 1 877 555-0104"],
                       color=(0.0, 0.3, 0.6), right_lines=["FACTURE D'ÉLECTRICITÉ",
                                                           f"Date de facturation : {d_fr(issued)}",
                                                           f"No de client : {ELEC_QC_ACC}"])
        address_block(pg, 50, y, [GRANDMA, "a/s de Graham Tolliver"] + COTTAGE)
        pg.rect(350, y - 8, 562, y + 62, fill=(0.92, 0.95, 1.0), color=(0.6, 0.7, 0.9))
        pg.text(360, y + 10, "Montant à payer", size=9)
        pg.text(360, y + 32, fr(total), size=18, bold=True)
        pg.text(360, y + 52, f"Date d'échéance : {d_iso(due)}", size=9, bold=True)
        y += 90
        pg.text(50, y, "Sommaire du compte", size=11, bold=True)
        y = kv(pg, 50, y + 18, [("Solde de la facture précédente", fr(prev[0])),
                                (f"Paiement reçu le {d_iso(prev[1])} - merci", fr(-prev[0])),
                                ("Solde reporté", fr(0)), ("Nouveaux frais", fr(total))], value_right=330)
        y = pg.table(50, y, [("Détail de la consommation", 340, "l"), ("Montant", 120, "r")], [
            [f"Période du {d_iso(start)} au {d_iso(end)} ({days} jours)", ""],
            [f"Redevance d'abonnement {days} j x 0,4539 $", fr(abon)],
            [f"Énergie consommée {kwh} kWh x 0,0780 $", fr(energie)],
            ["Total avant taxes", fr(sub)], ["TPS (5 %)", fr(tps)], ["TVQ (9,975 %)", fr(tvq)],
            ["Total de la facture", fr(total)]], size=9)
        pg.text(50, y + 20, "Payez par votre institution financière en indiquant votre numéro de client.", size=8.5)
        footer(pg, "Électricité Val-Brumes inc. est une entreprise fictive. No TPS 81022 4471 RT0001.")
        status = "paid" if paid else ("open" if due >= TODAY else "overdue")
        pays = [pay(prev[0], prev[1], "electricity", ELEC_QC)] if i == 0 else []
        if paid:
            pays.append(pay(total, paid, "electricity", ELEC_QC))
        name = f"ValBrumes_facture_{issued:%Y-%m}.pdf"
        ar.add(name, f"Facture d'électricité du chalet, {d_fr(issued)}", "utility_bill", issued, "internal", "graham",
               "pdf", "electricity",
               {"issuer": ELEC_QC, "customer_number": ELEC_QC_ACC, "property": "cottage", "period_start": d_iso(start),
                "period_end": d_iso(end), "kwh": kwh, "amount_due_cents": total, "due_date": d_iso(due),
                "status": status, "currency": "CAD"}, pays, pdf.tobytes(), language="fr")
        out.append({"file": ar.file_of(name), "total": total, "paid": paid})
        prev = (total, paid)
    ar.refs["elec_qc"] = {"bills": out}


def heating_oil(ar):
    deliveries = [(date(2025, 12, 11), "F-25-10874", 612, 1589), (date(2026, 2, 19), "F-26-01522", 540, 1487)]
    for when, no, litres, price in deliveries:                  # price in tenths of a cent per litre
        sub = round(litres * price / 10)
        tps, tvq, total = _taxes(sub)
        pdf, pg = new_pdf(f"Facture {no}", OIL, when, family="serif")
        y = letterhead(pg, "COMBUSTIBLES OUELLET-PAGÉ INC.", ["Mazout · propane · entretien de brûleurs",
                                                             "88, route 117 Nord, Lac-Verdelle (Québec)  J0T 2H0 · "
                                                             "819 555-0147"], color=(0.6, 0.3, 0.0), size=13)
        y = kv(pg, 50, y, [("Facture no", no), ("Date (JJ/MM/AAAA)", d_dmy(when)), ("No de client", OIL_CLIENT),
                           ("Livré à", f"{GRANDMA}, {COTTAGE[0]}")], label_w=120)
        y = pg.table(50, y + 6, [("Description", 260, "l"), ("Quantité", 80, "r"), ("Prix unitaire", 90, "r"),
                                 ("Montant", 90, "r")],
                     [["Mazout léger (livraison automatique)", f"{litres} L", f"{price // 1000},{price % 1000:03d} $/L",
                       fr(sub)],
                      ["", "", "TPS 5 %", fr(tps)], ["", "", "TVQ 9,975 %", fr(tvq)],
                      ["", "", "TOTAL", fr(total)]], size=9)
        pg.text(50, y + 22, f"PAYÉ par carte de crédit à la livraison le {d_dmy(when)}. Merci !", size=10, bold=True)
        pg.text(50, y + 40, "Niveau du réservoir après livraison : 95 %. Prochaine livraison estimée dans 6 à 8 "
                            "semaines.", size=8.5)
        footer(pg, "Combustibles Ouellet-Pagé inc. est une entreprise fictive.")
        ar.add(f"OuelletPage_{no}.pdf", f"Facture de mazout {no} (chalet)", "invoice", when, "internal", "graham",
               "pdf", "heating_oil",
               {"issuer": OIL, "invoice_number": no, "litres": litres, "property": "cottage", "total_cents": total,
                "status": "paid", "currency": "CAD"}, [pay(total, when, "heating_oil", OIL)], pdf.tobytes(),
               language="fr")


def municipal_tax(ar):
    issued = date(2026, 2, 16)
    evaluation = 28640000
    lines = [("Taxe foncière générale (0,6812 $ / 100 $)", pct(evaluation, "0.6812")),
             ("Sûreté du Québec (0,0741 $ / 100 $)", pct(evaluation, "0.0741")),
             ("Quote-part MRC (0,1204 $ / 100 $)", pct(evaluation, "0.1204")),
             ("Collecte des ordures et recyclage", 24800), ("Vidange des fosses septiques", 9600)]
    total = sum(a for _, a in lines)
    inst = [(date(2026, 3, 31), total - total // 2, date(2026, 3, 28)), (date(2026, 7, 31), total // 2,
                                                                         date(2026, 7, 29))]
    pdf, pg = new_pdf("Compte de taxes 2026", MUNI, issued, family="serif")
    y = letterhead(pg, "Municipalité de Sainte-Adélie-du-Nord", ["Hôtel de ville · 3, place de l'Église · "
                                                                 "819 555-0182"], color=(0.1, 0.3, 0.1), size=13,
                   right_lines=["COMPTE DE TAXES MUNICIPALES 2026", f"Date d'envoi : {d_fr(issued)}"])
    address_block(pg, 50, y, [GRANDMA, "4410, rue des Érables", "Terrebourg (Québec)  J7Z 0A8"])
    y = kv(pg, 330, y, [("Matricule", MATRICULE), ("Emplacement", COTTAGE[0]),
                        ("Évaluation", fr(evaluation).replace(",00 $", " $"))], label_w=80, size=8.5)
    y = pg.table(50, y + 10, [("Description", 380, "l"), ("Montant", 130, "r")],
                 [[n, fr(a)] for n, a in lines] + [["Total des taxes 2026", fr(total)]], size=9)
    y = pg.table(50, y + 18, [("Versement", 120, "l"), ("Échéance", 150, "l"), ("Montant", 120, "r")],
                 [[f"{i + 1}{'er' if i == 0 else 'e'} versement", d_fr(d), fr(a)] for i, (d, a, _p) in enumerate(inst)],
                 size=9)
    for k, (_d, _a, p) in enumerate(inst):
        pg.text(340 + k * 6, y + 22 + 18 * k, f"PAYÉ le {d_fr(p)}", size=11, bold=True, color=(0.75, 0.05, 0.05))
    pg.text(50, y + 24, "Intérêts de 12 % par année sur tout versement en retard.", size=8.5)
    footer(pg, "La Municipalité de Sainte-Adélie-du-Nord est fictive.")
    data = pdf.tobytes()
    src = page_text(data)
    ar.add("Scan_SteAdelie_compte_taxes_2026.pdf", "Compte de taxes 2026 du chalet (numérisé)", "tax_notice", issued,
           "internal", "graham", "pdf", "property_tax",
           {"issuer": MUNI, "matricule": MATRICULE, "property": "cottage", "year": 2026, "amount_due_cents": total,
            "instalments": [[d_iso(d), a] for d, a, _p in inst], "status": "paid", "scanned": True, "currency": "CAD"},
           [pay(a, p, "property_tax", MUNI) for _d, a, p in inst], scan_pdf(data, ar.rng, 0.9), sources=src,
           language="fr")


def insurance_qc(ar):
    issued, start, end = date(2026, 8, 20), date(2026, 9, 15), date(2027, 9, 15)
    net = 103633
    tax = pct(net, "9")
    total = net + tax
    old = 106400
    pdf, pg = new_pdf("Avis de renouvellement", INS_QC, issued)
    y = letterhead(pg, "Mutuelle Rive-Boisée", ["Assurance habitation et chalets · 500, boul. des Rapides, "
                                                "Trois-Sauts (Québec)  G0X 1R5 · 1 800 555-0139"],
                   color=(0.2, 0.4, 0.3), right_lines=["AVIS DE RENOUVELLEMENT", d_fr(issued)])
    address_block(pg, 50, y, [GRANDMA, "4410, rue des Érables", "Terrebourg (Québec)  J7Z 0A8"])
    y += 66
    y = kv(pg, 50, y, [("Police no", POLICE), ("Assurée", GRANDMA), ("Bien assuré", "Chalet, " + ", ".join(COTTAGE)),
                       ("Période", f"du {d_fr(start)} au {d_fr(end)}"), ("Payeur", f"{GRAHAM} (fils)")], label_w=110)
    y = pg.table(50, y + 4, [("Garantie", 300, "l"), ("Montant d'assurance", 110, "r"), ("Franchise", 100, "r")],
                 [["Bâtiment principal", "318 000 $", "1 000 $"], ["Biens meubles", "60 000 $", "1 000 $"],
                  ["Responsabilité civile", "2 000 000 $", "-"]], size=9)
    y = kv(pg, 50, y + 18, [("Prime annuelle", fr(net)), ("Taxe sur les primes (9 %)", fr(tax)),
                            ("Total à payer", fr(total))], value_right=330, bold_last=True)
    pg.paragraph(50, y + 4, f"Prime totale de l'an dernier : {fr(old)}. Le montant de {fr(total)} sera prélevé "
                            f"automatiquement le {d_iso(start)}.", 510, size=9)
    footer(pg, "La Mutuelle Rive-Boisée est un assureur fictif.")
    ar.add("RiveBoisee_avis_renouvellement_2026.pdf", "Avis de renouvellement, assurance du chalet",
           "insurance_renewal", issued, "internal", "graham", "pdf", "home_insurance",
           {"issuer": INS_QC, "policy_number": POLICE, "property": "cottage", "insured": GRANDMA,
            "period_start": d_iso(start), "period_end": d_iso(end), "premium_cents": total, "net_premium_cents": net,
            "previous_premium_cents": old, "amount_due_cents": total, "due_date": d_iso(start), "status": "paid",
            "currency": "CAD"}, [pay(total, start, "home_insurance", INS_QC)], pdf.tobytes(), language="fr")


def receipt_qc(ar):
    when = date(2026, 6, 27)
    items = [("CADENAS LAITON 40MM", 2499), ("TROUSSE MOUSTIQUAIRE", 1949), ("AMPOULES DEL 4/PQ", 1499),
             ("PILES AA 8/PQ", 1199)]
    sub = sum(p for _, p in items)
    tps, tvq, total = _taxes(sub)
    lines = ["*^QUINCAILLERIE LAMONTAGNE & FILS", "^1048, rue Principale", "^Sainte-Adélie-du-Nord QC",
             f"^{d_iso(when)} 11:05", ""] + [(n, fr_num(p)) for n, p in items] + [
        "", ("SOUS-TOTAL", fr_num(sub)), ("TPS 5%", fr_num(tps)), ("TVQ 9,975%", fr_num(tvq)),
        ("*TOTAL", fr(total)), "INTERAC ****0921 APPROUVÉ", "", "^MERCI DE VOTRE VISITE"]
    data = jpeg_to_png(receipt_photo(lines, ar.rng, ar.rng.uniform(-4.5, 4.5)))
    src = [(x if isinstance(x, str) else f"{x[0]} {x[1]}").lstrip("*^") for x in lines]
    ar.add("IMG_20260627_110702.png", "Photo : reçu de quincaillerie (chalet)", "receipt", when, "internal", "graham",
           "png", "home_maintenance",
           {"issuer": HARDWARE_QC, "total_cents": total, "items": len(items), "purchase_date": d_iso(when),
            "property": "cottage", "currency": "CAD"},
           [pay(total, when, "home_maintenance", HARDWARE_QC)], data, sources=[s for s in src if s], language="fr")
