"""Variant 11: broadband, mobile, car + contents insurance, rego (scanned), WOF, body corporate."""
from __future__ import annotations

from tests.corpus_gen import render
from tests.corpus_gen.hv11_base import (
    ADDRESS,
    Bill,
    D,
    Doc,
    Payment,
    address_block,
    d_long,
    d_nz,
    d_nz0,
    d_ord,
    d_short,
    days,
    kv,
    kv_right,
    new_pdf,
    nzd,
    plain,
    small_print,
    total_box,
)

BB = "Loopfern Broadband"
BB_ACCT = "LF-60093821"
MOB = "Pingmoa Mobile"
MOB_ACCT = "PM 4471 0962"
CARINS = "Gannetline Insurance Ltd"
CAR_POLICY = "GNL-MV-5530917"
PLATE = "QKT418"
HOMEINS = "Nestward Home Cover"
HOME_POLICY = "NHC-448201-C"
BODYCORP = "Body Corporate 508213"
BC_MANAGER = "Pellucid Body Corporate Services"
GARAGE = "Quillstone Auto & Tyre"
LICENSING = "Ruakiri Licensing Agency"

# broadband: issue, amount, extra line; previous bill amount and its direct-debit date
BB_BILLS = [("2026-08-20", 8999, None), ("2026-09-20", 10499, ("Speed boost add-on", 1500)),
            ("2026-10-20", 8999, None), ("2026-11-20", 9499, ("Modem replacement courier", 500))]
BB_PREV = (8999, "2026-08-07")
BB_DD = {"2026-08-20": "2026-09-07", "2026-09-20": "2026-10-07", "2026-10-20": "2026-11-09",
         "2026-11-20": None}


def broadband_docs(ar):
    out, prev = [], (BB_PREV[0], D(BB_PREV[1]), "bb-2026-07")
    for iso, amount, extra in BB_BILLS:
        issue = D(iso)
        due = D("2026-12-07") if iso == "2026-11-20" else (issue + days(18))
        if BB_DD[iso]:
            due = D(BB_DD[iso])
        pdf, pg = new_pdf("Loopfern invoice", BB, issue, "sans")
        pg.text(40, 48, "loopfern", 24, bold=True, color=(0.35, 0.1, 0.55))
        pg.text(40, 64, "BROADBAND", 8, color=(0.35, 0.1, 0.55))
        pg.right(555, 48, "Tax invoice", 12, bold=True)
        pg.right(555, 62, "GST no. 118-402-771", 8)
        address_block(pg, 40, 100, ["Mereana Tawhiri-Lowe"] + ADDRESS[:2])
        kv(pg, 340, 100, [("Account", BB_ACCT), ("Invoice date", d_short(issue)),
                          ("Plan", "Fibre 300 Unlimited")], gap=80)
        y = 170
        rows = [["Previous invoice", nzd(prev[0])],
                [f"Paid by direct debit on {d_nz0(prev[1])} - thanks", nzd(-prev[0])],
                ["Balance brought forward", nzd(0)]]
        y = pg.table(40, y, [("Your account", 380, "l"), ("", 135, "r")], rows, header_fill=None)
        pstart = issue + days(1)
        rows = [[f"Fibre 300 Unlimited {d_short(pstart)} - {d_short(pstart + days(29))}", plain(8999)]]
        if extra:
            rows.append([extra[0], plain(extra[1])])
        rows.append(["GST included", plain(round(amount * 3 / 23))])
        y = pg.table(40, y + 16, [("New charges", 380, "l"), ("$", 135, "r")], rows)
        y = total_box(pg, 300, y + 14, 555, "Total due", nzd(amount), fill=(0.94, 0.9, 0.97))
        pg.text(300, y, f"Direct debit on {d_nz(due)}", 9)
        small_print(pg, 770, "Loopfern Broadband, 22 Harbour Quay, Ruakiri Heads. Your payment will be "
                    "taken from the bank account you nominated. Questions? 0800 566 733.")
        pay = Payment(prev[2], prev[0], "NZD", prev[1], "internet", BB,
                      bill=out[-1].file if out else None)
        paid = BB_DD[iso]
        bill = Bill(f"bb-{issue:%Y-%m}", amount, "NZD", due, "internet", BB,
                    f"bb-{issue:%Y-%m}" if iso != "2026-11-20" else None, "broadband bill")
        out.append(ar.add(Doc(f"docs/loopfern_invoice_{issue:%Y%m}.pdf",
                              f"Loopfern Broadband invoice, {issue:%B %Y}", "utility_bill", issue,
                              "internal", "mereana", "pdf", "en", pdf.tobytes(), [pay], [bill],
                              "internet", {"amount_due_cents": amount, "due": due.isoformat()})))
        prev = (amount, D(paid) if paid else None, bill.ref)
    return out


MOB_BILLS = [("2026-07-03", 8120, (7850, "2026-06-16")), ("2026-08-03", 9570, (8120, "2026-07-15")),
             ("2026-09-03", 7940, (9570, "2026-08-17"))]


def mobile_docs(ar):
    out = []
    for i, (iso, amount, (pamt, pdate)) in enumerate(MOB_BILLS):
        issue = D(iso)
        due = issue + days(14)
        pdf, pg = new_pdf("Pingmoa Mobile bill", MOB, issue, "serif")
        pg.rect(40, 30, 555, 78, fill=(1, 0.93, 0.8), color=(1, 0.93, 0.8))
        pg.text(52, 60, "Pingmoa Mobile", 18, bold=True)
        pg.right(545, 50, f"Bill date  {d_nz(issue)}", 9)
        pg.right(545, 64, f"Account  {MOB_ACCT}", 9)
        address_block(pg, 40, 110, ["Tobias Lowe"] + ADDRESS[:2])
        y = 170
        a = amount - 3500
        rows = [["021 555 0148 (Tobias)", "Pay Monthly 20GB", nzd(3500)],
                ["022 555 7731 (Ivy)", "Pay Monthly 10GB", nzd(2900)],
                ["022 555 7731 (Ivy)", "Extra data & roaming", nzd(a - 2900)]]
        y = pg.table(40, y, [("Mobile", 170, "l"), ("Item", 230, "l"), ("Charge", 115, "r")], rows)
        y += 14
        y = kv_right(pg, 555, y, [("Last bill", nzd(pamt)),
                                  (f"Payment received {d_short(D(pdate))}", nzd(-pamt)),
                                  ("This bill", nzd(amount))], size=9)
        y = total_box(pg, 300, y + 8, 555, "Amount payable", nzd(amount), fill=(1, 0.95, 0.88))
        pg.text(300, y, f"Please pay by {d_long(due)}", 9, bold=True)
        small_print(pg, 770, "Pingmoa Mobile Ltd. All prices include GST. Roaming charges are billed "
                    "when your overseas carrier reports them and may appear on a later bill.")
        pay = Payment(f"mob-{D(pdate):%Y-%m}", pamt, "NZD", D(pdate), "mobile", MOB,
                      bill=out[-1].file if out else None)
        bill = Bill(f"mob-{issue:%Y-%m}", amount, "NZD", due, "mobile", MOB,
                    f"mob-{due:%Y-%m}" if i < 2 else None, "mobile bill")
        out.append(ar.add(Doc(f"docs/Pingmoa_bill_{issue:%b%Y}.pdf", f"Pingmoa Mobile bill, "
                              f"{issue:%B %Y}", "phone_bill", issue, "internal", "tobias", "pdf", "en",
                              pdf.tobytes(), [pay], [bill], "mobile", {"amount_due_cents": amount})))
    return out


CAR_PREMIUM, CAR_LAST = 118440, 109620


def insurance_docs(ar):
    out = []
    issue = D("2026-11-09")
    renew = D("2026-12-09")
    pdf, pg = new_pdf("Renewal notice", CARINS, issue, "sans")
    pg.text(40, 50, "Gannetline Insurance", 18, bold=True, color=(0.05, 0.2, 0.45))
    pg.text(40, 66, "Motor vehicle insurance - renewal notice", 10)
    address_block(pg, 40, 100, ["Mereana Tawhiri-Lowe"] + ADDRESS)
    kv(pg, 320, 100, [("Policy number", CAR_POLICY), ("Date", d_long(issue)),
                      ("Renewal date", d_long(renew)), ("Insured", "M Tawhiri-Lowe, T Lowe")], gap=90)
    y = pg.paragraph(40, 190, f"Kia ora Mereana, your comprehensive car policy renews on the "
                     f"{d_ord(renew)}. Please check the details below. Last year's premium of "
                     f"{nzd(CAR_LAST)} was received on {d_long(D('2025-12-08'))} - thank you.", 515,
                     size=10)
    rows = [["Vehicle", "2017 Mazda CX-5 GSX, registration " + PLATE],
            ["Cover", "Comprehensive, agreed value $18,500"], ["Basic excess", "$500"],
            ["Period of cover", f"{d_nz(renew)} to {d_nz(renew.replace(year=2027))}"],
            ["Named drivers", "Mereana Tawhiri-Lowe, Tobias Lowe"]]
    y = pg.table(40, y + 10, [("Policy details", 150, "l"), ("", 365, "l")], rows)
    y = total_box(pg, 280, y + 16, 555, "Annual premium to pay", nzd(CAR_PREMIUM))
    pg.text(280, y, f"Due on or before {d_nz(renew)}", 9, bold=True)
    small_print(pg, 770, "Gannetline Insurance Ltd. Premium includes GST and the Fire and Emergency "
                "levy. If you do not want to renew, tell us before the renewal date.")
    out.append(ar.add(Doc("docs/Gannetline_motor_renewal_2026.pdf", "Car insurance renewal notice",
                          "insurance_renewal", issue, "internal", "mereana", "pdf", "en",
                          pdf.tobytes(),
                          [Payment("car-2025", CAR_LAST, "NZD", D("2025-12-08"), "car_insurance",
                                   CARINS)],
                          [Bill("car-2026", CAR_PREMIUM, "NZD", renew, "car_insurance", CARINS, None,
                                "car insurance renewal")], "car_insurance",
                          {"policy": CAR_POLICY, "renewal": renew.isoformat(), "plate": PLATE})))
    issue = D("2026-03-14")
    pdf, pg = new_pdf("Policy schedule", HOMEINS, issue, "serif")
    pg.text(40, 50, "Nestward Home Cover", 17, bold=True)
    pg.right(555, 50, "POLICY SCHEDULE", 11, bold=True)
    address_block(pg, 40, 90, ["Tobias Lowe and Mereana Tawhiri-Lowe"] + ADDRESS[:2])
    y = kv(pg, 40, 150, [("Policy no.", HOME_POLICY), ("Type", "Contents - replacement"),
                         ("Situation", "14B Kanuka Rise, Ruakiri Heads"),
                         ("Period", "14/03/2026 to 14/03/2027"), ("Sum insured", "$85,000"),
                         ("Excess", "$400"), ("Annual premium", nzd(41256))], gap=120, leading=15)
    pg.rect(40, y + 10, 555, y + 40, fill=(0.9, 0.97, 0.9), color=(0.2, 0.5, 0.2))
    pg.text(52, y + 29, f"PAID IN FULL on {d_long(issue)} - receipt R-77120, card ending 4408", 10,
            bold=True)
    small_print(pg, y + 70, "Specified items: digital piano (specified item) $1,450. Cover for items "
                "away from home up to $3,000. Read this schedule with your policy wording NHC-CW-24.")
    out.append(ar.add(Doc("docs/Nestward_contents_schedule_2026.pdf",
                          "Contents insurance policy schedule 2026-27", "insurance_policy", issue,
                          "internal", "tobias", "pdf", "en", pdf.tobytes(),
                          [Payment("home-2026", 41256, "NZD", issue, "contents_insurance", HOMEINS)],
                          [], "contents_insurance", {"policy": HOME_POLICY})))
    return out


def vehicle_docs(ar):
    out = []
    paid, expiry = D("2026-05-02"), D("2027-05-05")
    pdf, pg = new_pdf("Licence receipt", LICENSING, paid, "mono")
    pg.text(40, 50, "MOTOR VEHICLE LICENCE (REGO) - RECEIPT", 12, bold=True)
    pg.text(40, 66, "Ruakiri Licensing Agency, agent 0412", 9)
    lines = [("Plate", PLATE), ("Vehicle", "MAZDA CX-5 2017 SILVER"), ("Licence period", "12 months"),
             ("Licence expires", d_nz0(expiry)), ("Licence fee", "$69.22"),
             ("ACC levy", "$49.05"), ("Total paid", nzd(11827)), ("Paid", d_nz0(paid) + " EFTPOS"),
             ("Receipt no.", "VL-0412-882015")]
    kv(pg, 40, 110, lines, size=11, gap=170, leading=20)
    pg.text(40, 330, "Display the licence label on the inside of the windscreen.", 9)
    scan = render.scan_pdf(pdf.tobytes(), ar.rng, angle=1.3, dpi=170)
    out.append(ar.add(Doc("docs/Scan_0502_rego.pdf", "Scanned vehicle licence (rego) receipt",
                          "registration_receipt", paid, "internal", "mereana", "scan_pdf", "en", scan,
                          [Payment("rego-2026", 11827, "NZD", paid, "vehicle", LICENSING)], [],
                          "vehicle", {"plate": PLATE, "expires": expiry.isoformat()},
                          [f"{a}: {b}" for a, b in lines])))
    d = D("2026-06-19")
    pdf, pg = new_pdf("Invoice", GARAGE, d, "sans")
    pg.text(40, 50, "QUILLSTONE AUTO & TYRE", 15, bold=True)
    pg.text(40, 64, "7 Totara Street, Ruakiri Heads  |  07 555 0412", 8)
    pg.right(555, 50, "TAX INVOICE / RECEIPT", 11, bold=True)
    kv(pg, 360, 90, [("Invoice", "PAT-21947"), ("Date", d_nz(d)), ("Rego", PLATE),
                     ("Odometer", "112,406 km")], gap=70)
    address_block(pg, 40, 90, ["Tobias Lowe"] + ADDRESS[:2])
    rows = [["Warrant of Fitness inspection - PASS", "1", plain(7200)],
            ["Wiper blades (pair) fitted", "1", plain(3850)]]
    y = pg.table(40, 170, [("Description", 320, "l"), ("Qty", 60, "r"), ("Amount $", 135, "r")],
                 rows)
    y = kv_right(pg, 555, y + 14, [("Total incl GST", nzd(11050)), ("EFTPOS 19 Jun", nzd(-11050)),
                                   ("Balance", nzd(0))], size=10)
    pg.text(40, y + 20, f"Next WoF due: {d_long(D('2027-06-19'))}", 11, bold=True)
    small_print(pg, y + 50, "Thank you for choosing Quillstone. Paid in full by EFTPOS on "
                f"{d_nz(d)}. Tyres: front 5mm, rear 4mm.")
    out.append(ar.add(Doc("docs/Quillstone_WOF_invoice_PAT-21947.pdf", "WOF inspection invoice "
                          "(garage)", "receipt", d, "internal", "tobias", "pdf", "en", pdf.tobytes(),
                          [Payment("wof-2026", 11050, "NZD", d, "vehicle", GARAGE)], [], "vehicle",
                          {"next_wof": "2027-06-19"})))
    return out


BC_LEVY = 115000
BC_PAID = ["2026-01-28", "2026-04-29", "2026-07-28", "2026-10-27"]


def bodycorp_docs(ar):
    out = []
    d = D("2026-09-16")
    pdf, pg = new_pdf("AGM minutes", BC_MANAGER, d, "serif")
    pg.center(297, 50, "BODY CORPORATE 508213 - KANUKA RISE", 13, bold=True)
    pg.center(297, 66, f"Minutes of the Annual General Meeting held {d_ord(d)}", 10)
    y = 100
    for para in ["Present: owners of units 2, 5, 9, 11, 14A, 14B and 17 (quorum present). "
                 "Chair: Rosalind Ngata-Berridge. Minutes: Callum Osgood (Pellucid Body "
                 "Corporate Services, body corporate manager).",
                 "1. Accounts for the year to 30 June 2026 were received and approved.",
                 "2. Long-term maintenance plan: repainting of the street-facing blocks scheduled "
                 "for February 2027. Motion carried.",
                 "3. Levies: the operating and long-term maintenance fund levies will rise from "
                 "$1,150.00 to $1,230.00 per unit per quarter from 1 January 2027. Motion carried "
                 "(6 for, 1 against).",
                 "4. Insurance: building insurance renewed with a $5,000 excess per claim.",
                 "5. General business: owners are reminded that bins must be returned by 7pm on "
                 "collection day. Meeting closed 8:42pm."]:
        y = pg.paragraph(40, y, para, 515, size=10) + 8
    y += 30
    for x, name, role in [(40, "Rosalind Ngata-Berridge", "Chairperson"),
                          (320, "Callum Osgood", "Body corporate manager")]:
        pg.text(x, y, name, 16, family="serif", color=(0.1, 0.1, 0.5))
        pg.line(x, y + 6, x + 200, y + 6)
        pg.text(x, y + 18, f"{name}, {role}", 9)
        pg.text(x, y + 30, f"Signed {d_nz(d + days(2))}", 9)
    out.append(ar.add(Doc("docs/BC508213_AGM_minutes_2026.pdf", "Body corporate AGM minutes "
                          "(signed)", "minutes", d, "public", "tobias", "pdf", "en", pdf.tobytes(),
                          [], [], None, {"signers": ["Rosalind Ngata-Berridge", "Callum Osgood"],
                                         "new_levy_cents": 123000})))
    d = D("2026-11-10")
    pdf, pg = new_pdf("Levy statement", BC_MANAGER, d, "sans")
    pg.text(40, 50, "Pellucid Body Corporate Services", 13, bold=True)
    pg.text(40, 64, "Owner statement  -  Body Corporate 508213, Unit 14B", 9)
    address_block(pg, 40, 96, ["T Lowe & M Tawhiri-Lowe"] + ADDRESS[:2])
    pg.right(555, 96, f"Statement date {d_nz(d)}", 9)
    rows = []
    for q, paid in zip(["01/01/2026", "01/04/2026", "01/07/2026", "01/10/2026"], BC_PAID):
        rows.append([q, "Quarterly levy (operating + LTMF)", nzd(BC_LEVY), ""])
        rows.append([d_nz0(D(paid)), "Receipt - internet banking", "", nzd(BC_LEVY)])
    y = pg.table(40, 150, [("Date", 90, "l"), ("Transaction", 245, "l"), ("Charged", 90, "r"),
                           ("Received", 90, "r")], rows)
    y = total_box(pg, 300, y + 14, 555, "Closing balance", nzd(0))
    pg.text(40, y + 10, "Next levy of $1,230.00 will be issued 1 January 2027 (due 31 January 2027).",
            9)
    pays = [Payment(f"bc-{p[:7]}", BC_LEVY, "NZD", D(p), "body_corporate", BODYCORP) for p in BC_PAID]
    out.append(ar.add(Doc("docs/BC508213_owner_statement_2026-11.pdf", "Body corporate levy "
                          "statement 2026", "statement", d, "internal", "tobias", "pdf", "en",
                          pdf.tobytes(), pays, [], "body_corporate", {})))
    return out
