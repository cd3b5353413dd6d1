"""Variant 10, Renata's confidential papers: two payslips and the October chequing statement, which
repeats several payments already on other papers (marked ``dup_of``) and shows two that are on no
other paper."""
from __future__ import annotations

from datetime import date

from hv10_people import (
    BANK,
    EMPLOYER,
    HOME,
    OIL,
    PHARMACY,
    RENATA,
    d_iso,
    d_us,
    footer,
    kv,
    letterhead,
    new_pdf,
    num,
    pay,
    pct,
)

EMPLOYEE_NO = "MA-0417"
BANK_ACC = "0417-552910-3"
BASE = 725000
RRSP = pct(BASE, "5")
BENEFITS = 4820


def _slip(month_end: date, bonus: int):
    gross = BASE + bonus
    cpp = pct(gross - 29167, "5.95")
    ei = pct(gross, "1.64")
    fed = pct(gross, "13.1")
    ont = pct(gross, "6.4")
    deductions = [("Federal income tax", fed), ("Ontario income tax", ont), ("CPP contributions", cpp),
                  ("EI premiums", ei), ("Group RRSP (5% of salary)", RRSP), ("Health & dental benefits", BENEFITS)]
    net = gross - sum(a for _, a in deductions)
    return gross, deductions, net


def payslips(ar):
    ytd_gross = BASE * 8
    for paid, bonus in ((date(2026, 9, 30), 0), (date(2026, 10, 30), 120000)):
        gross, deds, net = _slip(paid, bonus)
        ytd_gross += gross
        pdf, pg = new_pdf(f"Pay statement {paid:%B %Y}", EMPLOYER, paid)
        y = letterhead(pg, "Maplewick Analytics Inc.", ["Payroll · 1200 Foundry Street, Ravensbury, ON  N2B 3C3"],
                       color=(0.3, 0.3, 0.6), right_lines=["PAY STATEMENT - CONFIDENTIAL", f"Pay date: {d_us(paid)}"])
        y = kv(pg, 50, y, [("Employee", RENATA), ("Employee no.", EMPLOYEE_NO), ("Position", "Senior Data Analyst"),
                           ("Pay period", f"{paid:%B} 1 - {d_us(paid.replace(day=30))}"),
                           ("Deposit to", f"{BANK}, account ending {BANK_ACC[-6:]}")], label_w=100)
        earn = [["Regular salary (monthly)", num(BASE)]]
        if bonus:
            earn.append(["Annual performance bonus", num(bonus)])
        earn.append(["Gross pay", num(gross)])
        top = y + 6
        pg.table(50, top, [("Earnings", 150, "l"), ("Current", 90, "r")], earn, size=8.5)
        yd = pg.table(310, top, [("Deductions", 160, "l"), ("Current", 92, "r")],
                      [[n, num(a)] for n, a in deds] + [["Total deductions", num(sum(a for _, a in deds))]], size=8.5)
        y = kv(pg, 50, yd + 22, [("Gross pay", f"${num(gross)}"), ("Total deductions",
                                                                    f"${num(sum(a for _, a in deds))}"),
                                 ("Net pay deposited", f"${num(net)}")], value_right=300, bold_last=True, size=10)
        pg.text(310, yd + 22, f"Year-to-date gross: ${num(ytd_gross)}", size=8.5)
        pg.text(310, yd + 36, f"Year-to-date group RRSP: ${num(RRSP * (paid.month))}", size=8.5)
        footer(pg, "Maplewick Analytics Inc. is fictitious. This statement is confidential.")
        ar.add(f"Maplewick_Paystub_{paid:%Y-%m}.pdf", f"Pay statement {paid:%B %Y}, Renata", "payslip", paid,
               "confidential", "renata", "pdf", "salary",
               {"issuer": EMPLOYER, "employee": RENATA, "employee_number": EMPLOYEE_NO, "month": f"{paid:%Y-%m}",
                "gross_cents": gross, "bonus_cents": bonus, "net_cents": net, "rrsp_cents": RRSP,
                "paid_on": d_iso(paid), "currency": "CAD"},
               [pay(net, paid, "salary", EMPLOYER, direction="in")], pdf.tobytes())


def _find(ar, file, paid_on: str) -> dict:
    row = next(r for r in ar.rows if r["file"] == file)
    return next(p for p in row["payments"] if p["paid_on"] == paid_on)


def bank(ar):
    rng = ar.rng
    opening = rng.randint(540000, 690000)
    elec = next(b for b in ar.refs["elec"]["bills"] if b["due"].month == 10)
    water = next(b for b in ar.refs["water"]["bills"] if b["due"].month == 10)
    mob = next(b for b in ar.refs["mobile"]["bills"] if b["paid"] and b["paid"].month == 10)
    groc = ar.refs["grocery"]
    slip = ar.file_of("Maplewick_Paystub_2026-10.pdf")
    entries = [  # (payment, statement text, dup_of)
        (pay(4627, date(2026, 10, 9), "pharmacy", PHARMACY), "POS purchase CAPLAN'S PHARMACY ARDENVALE", None),
        (dict(_find(ar, groc["file"], d_iso(groc["date"]))), "POS purchase HATCHELL'S FRESHMART", groc["file"]),
        (dict(_find(ar, elec["file"], d_iso(elec["due"]))), "Pre-authorized debit ARDENVALE HYDRO", elec["file"]),
        (pay(70216, date(2026, 10, 28), "heating_oil", OIL), "Interac e-Transfer COMBUSTIBLES OUELLET-PAGE", None),
        (dict(_find(ar, water["file"], d_iso(water["due"]))), "Pre-authorized debit TOWN OF ARDENVALE WATER",
         water["file"]),
        (dict(_find(ar, slip, "2026-10-30")), "Payroll deposit MAPLEWICK ANALYTICS", slip),
        (dict(_find(ar, mob["file"], d_iso(mob["paid"]))), "Online bill payment PARLO MOBILE", mob["file"]),
    ]
    entries.sort(key=lambda e: e[0]["paid_on"])
    bal = opening
    rows, pays = [], []
    for p, text, dup in entries:
        amt = p["amount_cents"]
        if p["direction"] == "in":
            bal += amt
            rows.append([p["paid_on"], text, "", num(amt), num(bal)])
        else:
            bal -= amt
            rows.append([p["paid_on"], text, num(amt), "", num(bal)])
        if dup:
            p["dup_of"] = dup
        pays.append(p)
    when = date(2026, 11, 2)
    pdf, pg = new_pdf("Chequing statement October 2026", BANK, when)
    y = letterhead(pg, "Ferncastle Credit Union", ["Member services 1-866-555-0175 · 40 Keeler Street, Ardenvale, ON"],
                   color=(0.1, 0.35, 0.3), right_lines=["CHEQUING STATEMENT", "October 1 - 31, 2026"])
    y = kv(pg, 50, y, [("Member", RENATA), ("Address", ", ".join(HOME)), ("Account", f"Chequing {BANK_ACC}")],
           label_w=80)
    y = pg.table(40, y + 4, [("Date", 70, "l"), ("Description", 230, "l"), ("Withdrawals", 80, "r"),
                             ("Deposits", 80, "r"), ("Balance", 72, "r")],
                 [["2026-10-01", "Opening balance", "", "", num(opening)]] + rows
                 + [["2026-10-31", "Closing balance", "", "", num(bal)]], size=8)
    pg.text(50, y + 20, f"Closing balance October 31, 2026: ${num(bal)}", size=10, bold=True)
    footer(pg, "Ferncastle Credit Union is fictitious. Deposits insured up to provincial limits.")
    ar.add("Ferncastle_Chequing_2026-10.pdf", "Ferncastle chequing statement October 2026", "bank_statement", when,
           "confidential", "renata", "pdf", "bank",
           {"issuer": BANK, "account": BANK_ACC, "period": "2026-10", "opening_cents": opening, "closing_cents": bal,
            "currency": "CAD"}, pays, pdf.tobytes())
