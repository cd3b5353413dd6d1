"""Variant 11: NZ power bills, council water invoices (+ an overdue reminder) and rates notices."""
from __future__ import annotations

from datetime import date
from decimal import Decimal

from tests.corpus_gen import render
from tests.corpus_gen.formats import cents_round, pct_of
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

POWER = "Ferncurl Energy Ltd"
POWER_ACCT = "FE-2207-4418"
COUNCIL = "Ruakiri District Council"
WATER_ACCT = "W 30417-02"
RATES_ASSESS = "11092/044.00"

# (issue date, kWh, days) for each monthly power bill; payments: (paid_on) of this bill
POWER_BILLS = [
    ("2025-11-07", 512, 31, "2025-11-19"), ("2025-12-05", 468, 30, "2025-12-18"),
    ("2026-01-08", 431, 31, "2026-01-21"), ("2026-02-06", 402, 31, "2026-02-19"),
    ("2026-03-06", 419, 28, "2026-03-18"), ("2026-04-08", 497, 31, "2026-04-20"),
    ("2026-05-07", 588, 30, "2026-05-19"), ("2026-06-05", 702, 31, "2026-06-17"),
    ("2026-07-07", 781, 30, "2026-07-20"), ("2026-08-06", 764, 31, "2026-08-18"),
    ("2026-09-08", 655, 31, "2026-09-21"), ("2026-10-07", 573, 30, "2026-10-19"),
    ("2026-11-16", 529, 31, None),
]
RATE_KWH = "0.3127"     # dollars per kWh excl GST
DAILY = 198             # cents per day excl GST


def power_amount(kwh: int, ndays: int) -> tuple[int, int, int, int]:
    energy = cents_round(Decimal(kwh) * Decimal(RATE_KWH) * 100)
    daily = ndays * DAILY
    sub = energy + daily
    gst = pct_of(sub, "15")
    return energy, daily, gst, sub + gst


def _power_pdf(issue, kwh, ndays, prev, layout, number):
    energy, daily, gst, total = power_amount(kwh, ndays)
    due = issue + days(14)
    pend = issue - days(issue.day)           # last day of previous month
    pstart = pend - days(ndays - 1)
    title = f"Ferncurl Energy electricity account {issue:%B %Y}"
    if layout == "A":
        pdf, pg = new_pdf(title, POWER, issue, "sans")
        pg.rect(0, 0, 595, 70, fill=(0.1, 0.35, 0.3), color=(0.1, 0.35, 0.3))
        pg.text(40, 42, "Ferncurl Energy", 22, bold=True, color=(1, 1, 1))
        pg.text(40, 60, "Electricity account", 10, color=(1, 1, 1))
        pg.right(555, 42, f"Invoice no. {number}", 9, color=(1, 1, 1))
        address_block(pg, 40, 100, ["Tobias Lowe & Mereana Tawhiri-Lowe"] + ADDRESS)
        kv(pg, 330, 100, [("Account number", POWER_ACCT), ("Bill date", d_short(issue)),
                          ("Period", f"{d_short(pstart)} - {d_short(pend)}"),
                          ("ICP", "0000418822RK6C1")], gap=90)
        y = 185
        pg.text(40, y, "Account summary", 11, bold=True)
        rows = [["Previous bill", nzd(prev[0])],
                [f"Payment received - thank you ({d_short(prev[1])})", nzd(-prev[0])],
                ["Balance carried forward", nzd(0)],
                ["This month's charges (incl GST)", nzd(total)]]
        y = pg.table(40, y + 8, [("", 380, "l"), ("NZD", 135, "r")], rows, header_fill=None)
        y = total_box(pg, 300, y + 14, 555, "Amount payable", nzd(total))
        pg.text(300, y, f"Due by {d_long(due)}", 10, bold=True)
        y += 30
        pg.text(40, y, "Charges in detail", 11, bold=True)
        rows = [["Anytime usage", f"{kwh} kWh", f"${RATE_KWH}", plain(energy)],
                ["Daily fixed charge", f"{ndays} days", f"${DAILY / 100:.4f}", plain(daily)],
                ["GST 15%", "", "", plain(gst)]]
        y = pg.table(40, y + 8, [("Description", 220, "l"), ("Quantity", 100, "r"),
                                 ("Rate excl GST", 100, "r"), ("Amount $", 95, "r")], rows)
    else:
        pdf, pg = new_pdf(title, POWER, issue, "serif")
        pg.text(40, 50, "FERNCURL ENERGY", 16, bold=True)
        pg.text(40, 64, "Your power bill", 10)
        pg.rect(330, 30, 555, 110, color=(0.2, 0.2, 0.2))
        kv(pg, 340, 48, [("To pay", nzd(total)), ("Pay by", d_ord(due)),
                         ("Customer no.", POWER_ACCT), ("Bill no.", number)], gap=85, bold_keys=True,
           leading=15)
        address_block(pg, 40, 100, ["M Tawhiri-Lowe & T Lowe"] + ADDRESS[:2])
        y = 170
        pg.text(40, y, f"Statement date {d_nz(issue)}   Usage period {d_nz(pstart)} to {d_nz(pend)}",
                9)
        rows = [[d_nz(issue - days(30)), "Last bill", nzd(prev[0]), ""],
                [d_nz(prev[1]), "Payment received - thank you", "", nzd(prev[0])],
                [d_nz(issue), f"Electricity {kwh} kWh @ {RATE_KWH}", plain(energy), ""],
                [d_nz(issue), f"Daily charge {ndays} days", plain(daily), ""],
                [d_nz(issue), "GST", plain(gst), ""]]
        y = pg.table(40, y + 12, [("Date", 80, "l"), ("Details", 255, "l"), ("Debit", 90, "r"),
                                  ("Credit", 90, "r")], rows, header_fill=(0.85, 0.85, 0.95))
        pg.text(300, y + 24, "Balance to pay", 11, bold=True)
        pg.right(555, y + 24, nzd(total), 11, bold=True)
        y += 60
        avg = round(kwh / ndays, 1)
        pg.text(40, y, f"You used an average of {avg} kWh a day this period.", 9)
        y += 20
    small_print(pg, 760, "Ferncurl Energy Ltd, PO Box 7713, Ruakiri Heads. Pay online, by direct "
                "credit to 38-9104-0227731-00 (reference: your account number) or at any branch. "
                "Late payments may incur a fee. Prices include GST at 15%. Power cut? Call your lines "
                "company on 0800 550 112.")
    return pdf.tobytes(), total, due


def power_docs(ar, email_month="2026-06"):
    rng = ar.rng
    prev = (16832, D("2025-10-21"), "pw-2025-10")
    docs = []
    for iso, kwh, nd, paid in POWER_BILLS:
        issue = D(iso)
        layout = "A" if issue < date(2026, 5, 1) else "B"
        number = f"FE{issue:%y%m}{rng.randint(10000, 99999)}"
        data, total, due = _power_pdf(issue, kwh, nd, prev[:2], layout, number)
        fname = f"docs/Ferncurl_{issue:%Y-%m}.pdf"
        fmt = "pdf"
        prev_file = docs[-1].file if docs else None
        pay = Payment(prev[2], prev[0], "NZD", prev[1], "electricity", POWER, bill=prev_file)
        title = f"Ferncurl Energy electricity bill, {issue:%B %Y}"
        if iso.startswith(email_month):
            sent = render.local_time(issue, 7, 12, 12)
            data = render.email_with_pdf(
                "Ferncurl Energy <bills@ferncurl-energy.example.nz>",
                "Tobias Lowe <tobias.lowe@kanukamail.example.nz>",
                f"Your Ferncurl bill for {issue - days(issue.day):%B} is ready", sent,
                f"Kia ora Tobias,\n\nYour latest electricity bill is attached.\n\n"
                f"Amount payable: {nzd(total)}\nDue: {d_long(due)}\n\nWe received your last payment "
                f"of {nzd(prev[0])} on {d_short(prev[1])} - thanks!\n\nNga mihi,\nFerncurl Energy\n",
                f"Ferncurl_bill_{number}.pdf", data, f"<{number}.bill@ferncurl-energy.example.nz>")
            fname = f"docs/{issue:%Y-%m-%d}_Ferncurl_Energy_bill.eml"
            fmt = "eml"
            title = "Email: " + title
        bill = Bill(f"pw-{issue:%Y-%m}", total, "NZD", due, "electricity", POWER,
                    label="power bill")
        if paid:
            bill.paid_by = bill.ref
        doc = Doc(fname, title, "utility_bill" if fmt == "pdf" else "email", issue, "internal",
                  "tobias", fmt, "en", data, [pay], [bill], "electricity",
                  {"issuer": POWER, "account": POWER_ACCT, "bill_no": number,
                   "amount_due_cents": total, "due_date": due.isoformat(), "kwh": kwh})
        docs.append(ar.add(doc))
        prev = (total, D(paid) if paid else None, bill.ref)
    return docs


# ---------------------------------------------------------------- water
WATER = [  # issue, due, m3, paid_on (None = open)
    ("2025-12-11", "2026-01-09", 38, "2026-01-07"),
    ("2026-03-12", "2026-04-02", 44, "2026-03-30"),
    ("2026-06-11", "2026-07-02", 35, "2026-07-21"),   # late: reminder + fee
    ("2026-09-10", "2026-10-01", 33, "2026-09-29"),
    ("2026-11-12", "2026-12-04", 36, None),
]
WATER_FIXED = 5875     # per quarter incl GST
WATER_M3 = "2.84"      # incl GST per m3
LATE_FEE = 1250


def _water_pdf(issue, due, m3, prev, reading, number):
    usage = cents_round(Decimal(m3) * Decimal(WATER_M3) * 100)
    waste = pct_of(usage, "40")
    total = WATER_FIXED + usage + waste
    title = f"Ruakiri District Council water rates invoice {issue:%B %Y}"
    pdf, pg = new_pdf(title, COUNCIL, issue, "mono")
    pg.text(40, 50, "RUAKIRI DISTRICT COUNCIL", 14, bold=True)
    pg.text(40, 64, "Te Kaunihera o Ruakiri  |  Private Bag 3009, Ruakiri Heads", 8)
    pg.text(40, 96, "WATER RATES INVOICE", 12, bold=True)
    address_block(pg, 40, 120, ["T & M Lowe"] + ADDRESS[:2], 9)
    kv(pg, 320, 120, [("Invoice no:", number), ("Water account:", WATER_ACCT),
                      ("Invoice date:", d_nz0(issue)), ("Due date:", d_nz0(due))], gap=100)
    y = 200
    rows = [["Previous reading", d_nz0(reading[0]), f"{reading[1]:>6} m3"],
            ["Present reading", d_nz0(issue - days(3)), f"{reading[1] + m3:>6} m3"],
            ["Consumption", "", f"{m3:>6} m3"]]
    y = pg.table(40, y, [("Meter 17A-22093", 200, "l"), ("Date", 120, "l"), ("", 120, "r")],
                 rows, header_fill=None)
    y += 14
    rows = [["Water supply - fixed quarterly charge", plain(WATER_FIXED)],
            [f"Water by meter {m3} m3 @ ${WATER_M3}", plain(usage)],
            ["Wastewater (40% of water volume charge)", plain(waste)]]
    y = pg.table(40, y, [("Charges this quarter (GST inclusive)", 380, "l"), ("$", 120, "r")], rows)
    y += 18
    pg.text(40, y, "Account history", 10, bold=True)
    y += 4
    hist = [["Balance from last invoice", nzd(prev[0])]]
    if prev[1]:
        hist.append([f"Payment received {d_nz0(prev[1])} - thank you", nzd(-prev[0])])
    hist.append(["Charges this quarter", nzd(total)])
    y = pg.table(40, y, [("", 380, "l"), ("", 120, "r")], hist, header_fill=None, grid=False)
    y = total_box(pg, 40, y + 10, 540, "AMOUNT DUE", nzd(total), fill=(0.92, 0.92, 0.92))
    small_print(pg, y + 6, "Payment options: internet banking to 02-0744-0019382-00, reference your "
                "water account number. A late payment fee of $12.50 applies to amounts unpaid 10 days "
                "after the due date.")
    return pdf.tobytes(), total


def water_docs(ar):
    rng = ar.rng
    prev = (14860, D("2025-10-01"), "wa-2025-09")
    reading = (D("2025-09-08"), 4120)
    out = []
    for issue_s, due_s, m3, paid in WATER:
        issue, due = D(issue_s), D(due_s)
        number = f"WR{rng.randint(400000, 499999)}"
        data, total = _water_pdf(issue, due, m3, prev[:2], reading, number)
        pay = Payment(prev[2], prev[0], "NZD", prev[1], "water", COUNCIL,
                      bill=out[-1].file if out else None)
        note = ""
        fee_total = total
        if issue_s == "2026-06-11":
            fee_total = total + LATE_FEE
            note = "includes late payment fee"
        bill = Bill(f"wa-{issue:%Y-%m}", fee_total, "NZD", due, "water", COUNCIL,
                    paid_by=f"wa-{issue:%Y-%m}" if paid else None, label="water rates")
        f = f"docs/RDC_water_{issue:%Y%m%d}.pdf"
        out.append(ar.add(Doc(f, f"Council water rates invoice, {issue:%B %Y}", "utility_bill",
                              issue, "internal", "mereana", "pdf", "en", data, [pay], [bill], "water",
                              {"issuer": COUNCIL, "invoice": number, "amount_due_cents": total,
                               "due_date": due_s, "m3": m3})))
        if note:
            ar.late = (out[-1].file, total, due)
            out.append(_reminder(ar, issue, due, total, number))
        prev = (fee_total, D(paid) if paid else None, f"wa-{issue:%Y-%m}")
        reading = (issue - days(3), reading[1] + m3)
    return out


def _reminder(ar, issue, due, total, number):
    sent = D("2026-07-14")
    pdf, pg = new_pdf("Overdue notice", COUNCIL, sent, "sans")
    pg.text(40, 50, "Ruakiri District Council", 13, bold=True)
    pg.rect(360, 30, 555, 70, fill=(0.95, 0.85, 0.85), color=(0.6, 0.1, 0.1))
    pg.text(372, 55, "OVERDUE - REMINDER", 12, bold=True, color=(0.6, 0.1, 0.1))
    address_block(pg, 40, 100, ["T & M Lowe"] + ADDRESS[:2])
    pg.text(40, 160, f"Date: {d_long(sent)}        Water account: {WATER_ACCT}", 9)
    y = pg.paragraph(40, 190, f"Our records show that water rates invoice {number} dated "
                     f"{d_nz0(issue)} for {nzd(total)} was due on {d_nz0(due)} and remains unpaid. "
                     "A late payment fee has been added to your account. Please pay the balance "
                     "below within 7 days to avoid further action.", 500, size=10)
    rows = [[f"Invoice {number}", nzd(total)], ["Late payment fee", nzd(LATE_FEE)]]
    y = pg.table(40, y + 10, [("Item", 380, "l"), ("Amount", 120, "r")], rows)
    y = total_box(pg, 40, y + 10, 540, "Now due", nzd(total + LATE_FEE), fill=(0.98, 0.93, 0.9))
    pg.text(40, y + 4, f"Please pay by {d_nz0(sent + days(7))}.", 10, bold=True)
    small_print(pg, y + 30, "If you have paid in the last three working days, please disregard this "
                "notice. Rates Team 07 555 0190.")
    return ar.add(Doc(f"docs/RDC_overdue_reminder_{sent:%Y%m%d}.pdf", "Council overdue notice "
                      "(water rates) with late fee", "reminder", sent, "internal", "mereana", "pdf",
                      "en", pdf.tobytes(), [], [], "water",
                      {"invoice": number, "late_fee_cents": LATE_FEE,
                       "now_due_cents": total + LATE_FEE}))


# ---------------------------------------------------------------- rates
R25, R26 = 84180, 88100
R25_DUE = ["2025-08-27", "2025-11-27", "2026-02-27", "2026-05-27"]
R26_DUE = ["2026-08-27", "2026-11-27", "2027-02-26", "2027-05-27"]
R_PAID = {"r25-1": "2025-08-22", "r25-2": "2025-11-24", "r25-3": "2026-02-24", "r25-4": "2026-05-25",
          "r26-1": "2026-08-24"}


def _rp(pid, bill=None):
    amt = R25 if pid.startswith("r25") else R26
    return Payment(pid, amt, "NZD", D(R_PAID[pid]), "rates", COUNCIL, bill=bill)


def _rates_notice(ar, issue, year, inst, amount, due, paid_rows, fname):
    pdf, pg = new_pdf("Rates instalment notice", COUNCIL, issue, "serif")
    pg.text(40, 52, "Ruakiri District Council", 15, bold=True)
    pg.text(40, 68, f"Rates instalment notice  -  {year} rating year", 10)
    address_block(pg, 40, 100, ["Lowe, Tobias James & Tawhiri-Lowe, Mereana"] + ADDRESS[:2])
    kv(pg, 330, 100, [("Valuation/assessment", RATES_ASSESS), ("Property", "14B Kanuka Rise"),
                      ("Notice date", d_long(issue)), ("Instalment", f"{inst} of 4")], gap=105)
    y = 180
    pg.text(40, y, "Payments received - thank you", 10, bold=True)
    y = pg.table(40, y + 6, [("Date received", 140, "l"), ("Details", 240, "l"),
                             ("Amount", 120, "r")], paid_rows)
    y = total_box(pg, 280, y + 16, 540, f"Instalment {inst} due", nzd(amount))
    pg.text(280, y, f"Pay on or before {d_long(due)}", 10, bold=True)
    small_print(pg, y + 40, "A 10% penalty is added to any instalment unpaid after the due date "
                "(Local Government (Rating) Act). Pay by direct debit, internet banking to "
                "02-0744-0019400-00 or at the council service centre.")
    return pdf.tobytes()


def rates_docs(ar):
    out = []
    rows = [[d_nz0(D(R_PAID["r25-1"])), "Instalment 1 2025/26", nzd(R25)],
            [d_nz0(D(R_PAID["r25-2"])), "Instalment 2 2025/26", nzd(R25)]]
    f = "docs/Rates_notice_2026-01.pdf"
    data = _rates_notice(ar, D("2026-01-28"), "2025/26", 3, R25, D(R25_DUE[2]), rows, f)
    out.append(ar.add(Doc(f, "Council rates instalment notice 3 (2025/26)", "rates_notice",
                          D("2026-01-28"), "internal", "tobias", "pdf", "en", data,
                          [_rp("r25-1"), _rp("r25-2")],
                          [Bill("r25-3", R25, "NZD", D(R25_DUE[2]), "rates", COUNCIL, "r25-3",
                                "rates instalment 3 2025/26")], "rates", {"assessment": RATES_ASSESS})))
    rows = [[d_nz0(D(R_PAID["r25-3"])), "Instalment 3 2025/26", nzd(R25)]]
    f = "docs/Rates_notice_2026-04.pdf"
    data = _rates_notice(ar, D("2026-04-29"), "2025/26", 4, R25, D(R25_DUE[3]), rows, f)
    out.append(ar.add(Doc(f, "Council rates instalment notice 4 (2025/26)", "rates_notice",
                          D("2026-04-29"), "internal", "tobias", "pdf", "en", data,
                          [_rp("r25-3", out[0].file)],
                          [Bill("r25-4", R25, "NZD", D(R25_DUE[3]), "rates", COUNCIL, "r25-4",
                                "rates instalment 4 2025/26")], "rates", {})))
    # annual assessment with the schedule table
    issue = D("2026-07-15")
    pdf, pg = new_pdf("Rates assessment 2026/27", COUNCIL, issue, "sans")
    pg.text(40, 50, "RATES ASSESSMENT 2026/27", 16, bold=True)
    pg.text(40, 66, "Ruakiri District Council  -  for the year 1 July 2026 to 30 June 2027", 9)
    address_block(pg, 40, 96, ["T J Lowe & M Tawhiri-Lowe"] + ADDRESS[:2])
    kv(pg, 330, 96, [("Assessment no.", RATES_ASSESS), ("Capital value", "$865,000"),
                     ("Land value", "$410,000"), ("Date of issue", d_nz(issue))], gap=95)
    rows = [["General rate (CV x 0.0021843)", plain(188942)],
            ["Uniform annual general charge", plain(74500)],
            ["Stormwater targeted rate", plain(31220)],
            ["Regional council rate (collected for)", plain(57338)]]
    y = pg.table(40, 170, [("Rate", 380, "l"), ("Amount $ incl GST", 135, "r")], rows)
    y = kv_right(pg, 555, y + 16, [("Total rates 2026/27", nzd(4 * R26))], size=10)
    pg.text(40, y + 16, "Instalment schedule", 11, bold=True)
    rows = [[str(i + 1), d_long(D(d)), nzd(R26), ""] for i, d in enumerate(R26_DUE)]
    y = pg.table(40, y + 24, [("Instalment", 80, "l"), ("Due date", 180, "l"), ("Amount", 120, "r"),
                              ("Status", 135, "l")], rows)
    pg.text(40, y + 20, f"Last year's account (2025/26): instalment 4 of {nzd(R25)} received "
            f"{d_nz(D(R_PAID['r25-4']))} - account clear.", 9)
    small_print(pg, y + 50, "Rates are set under the Local Government (Rating) Act 2002. Penalties "
                "of 10% apply to unpaid instalments. Rates rebates may be available.")
    f = "docs/Rates_assessment_2026-27.pdf"
    out.append(ar.add(Doc(f, "Council rates assessment 2026/27 with instalment schedule",
                          "rates_assessment", issue, "internal", "tobias", "pdf", "en", pdf.tobytes(),
                          [_rp("r25-4", out[1].file)], [], "rates",
                          {"total_cents": 4 * R26, "instalment_cents": R26, "due": R26_DUE})))
    rows = [[d_nz0(D(R_PAID["r25-4"])), "Instalment 4 2025/26", nzd(R25)],
            [d_nz0(D(R_PAID["r26-1"])), "Instalment 1 2026/27", nzd(R26)]]
    f = "docs/Rates_notice_2026-10.pdf"
    data = _rates_notice(ar, D("2026-10-28"), "2026/27", 2, R26, D(R26_DUE[1]), rows, f)
    out.append(ar.add(Doc(f, "Council rates instalment notice 2 (2026/27)", "rates_notice",
                          D("2026-10-28"), "internal", "tobias", "pdf", "en", data,
                          [_rp("r25-4", out[1].file), _rp("r26-1", out[2].file)],
                          [Bill("r26-2", R26, "NZD", D(R26_DUE[1]), "rates", COUNCIL, None,
                                "rates instalment 2 2026/27")], "rates", {})))
    return out
