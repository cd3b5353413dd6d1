"""Variant 10, the Ontario house: electricity (monthly, pre-authorized debit), natural gas (every two
months, paid by hand, one reminder with a late fee) and water (quarterly)."""
from __future__ import annotations

from datetime import date, timedelta

from hv10_people import (
    ELEC,
    GAS,
    GRAHAM,
    HOME,
    RENATA,
    TODAY,
    WATER,
    address_block,
    cad,
    d_iso,
    d_short,
    d_us,
    footer,
    kv,
    letterhead,
    new_pdf,
    num,
    pay,
    pct,
    vk,
)

ELEC_ACC = "AH-20417-6638"
GAS_ACC = "NGD 7730 1148 25"
WATER_ACC = "W-0318-2207"


def month_end(d: date) -> date:
    nxt = (d.replace(day=28) + timedelta(days=4)).replace(day=1)
    return nxt - timedelta(days=1)


# ------------------------------------------------------------------ electricity
def electricity(ar):
    rng = ar.rng
    prev_amount, prev_paid = rng.randint(11800, 13400), date(2026, 4, 21)   # the March bill, not on file
    bills = []
    for m in range(4, 11):
        start = date(2026, m, 1)
        end = month_end(start)
        issued = end + timedelta(days=rng.randint(4, 6))
        due = issued + timedelta(days=17)
        kwh = rng.randint(520, 640) + (250 if m in (7, 8) else 0) + (90 if m == 6 else 0)
        energy = round(kwh * 11.80)
        delivery = 4150 + round(kwh * 2.15)
        regulatory = round(kwh * 0.73)
        sub = energy + delivery + regulatory
        hst = pct(sub, "13")
        total = sub + hst
        bills.append(dict(start=start, end=end, issued=issued, due=due, kwh=kwh, energy=energy,
                          delivery=delivery, regulatory=regulatory, sub=sub, hst=hst, total=total))
    ar.refs["elec"] = {"bills": bills}
    for i, b in enumerate(bills):
        pdf, pg = new_pdf(f"{ELEC} electricity bill {b['end']:%B %Y}", ELEC, b["issued"])
        y = letterhead(pg, ELEC, ["400 Millrace Road, Ardenvale, ON  L0R 2K1",
                                  "Customer care 1-855-555-0142  ·  ardenvalehydro.example.ca"],
                       right_lines=["ELECTRICITY BILL", f"Bill date: {d_us(b['issued'])}",
                                    f"Account number: {ELEC_ACC}"])
        address_block(pg, 50, y, [f"{RENATA} & {GRAHAM}"] + HOME)
        pg.text(330, y, "Service address", size=8, bold=True)
        address_block(pg, 330, y + 12, HOME, size=8)
        y += 70
        pg.text(50, y, "Account summary", size=11, bold=True)
        pg.text(330, y, "Your new charges", size=11, bold=True)
        y += 18
        prev_due = prev_amount
        kv(pg, 50, y, [("Previous bill amount", cad(prev_due)),
                       (f"Payment received {d_short(prev_paid)} - thank you", cad(-prev_due)),
                       ("Balance forward", cad(0)),
                       ("New charges", cad(b["total"])),
                       ("Total amount due", cad(b["total"]))],
           value_right=300, bold_last=True)
        pg.table(330, y - 12, [("Item", 140, "l"), ("Amount", 92, "r")], [
            [f"Electricity {b['kwh']} kWh @ $0.1180", num(b["energy"])],
            ["Delivery", num(b["delivery"])],
            ["Regulatory charges", num(b["regulatory"])],
            ["Subtotal", num(b["sub"])],
            ["HST 13%", num(b["hst"])],
            ["Total new charges", num(b["total"])]])
        y += 110
        days = (b["end"] - b["start"]).days + 1
        pg.text(50, y, f"Billing period: {d_short(b['start'])} to {d_short(b['end'])} ({days} days)   "
                       "Meter AH-M 88-40217", size=8.5)
        y += 22
        pg.rect(50, y, 562, y + 44, fill=(0.93, 0.96, 0.98), color=(0.7, 0.8, 0.9))
        pg.text(60, y + 17, f"Due date: {d_us(b['due'])}", size=10, bold=True)
        pg.text(60, y + 33, f"Your pre-authorized payment of {cad(b['total'])} will be withdrawn on "
                            f"{d_us(b['due'])}.", size=9)
        footer(pg, f"{ELEC} is a fictitious utility. HST registration 80417 2261 RT0001. Page 1 of 1.")
        pays = []
        if i == 0:
            pays.append(pay(prev_amount, prev_paid, "electricity", ELEC))
        status = "paid" if b["due"] < TODAY else "open"
        if status == "paid":
            pays.append(pay(b["total"], b["due"], "electricity", ELEC))
        name = f"ArdenvaleHydro_{b['end']:%Y-%m}.pdf"
        b["file"] = ar.file_of(name)
        ar.add(name, f"Ardenvale Hydro bill, {b['end']:%B %Y} usage", "utility_bill", b["issued"],
               "internal", "renata", "pdf", "electricity",
               {"issuer": ELEC, "account_number": ELEC_ACC, "period_start": d_iso(b["start"]),
                "period_end": d_iso(b["end"]), "kwh": b["kwh"], "amount_due_cents": b["total"],
                "due_date": d_iso(b["due"]), "status": status, "payment_method": "pre-authorized debit",
                "currency": "CAD"},
               pays, pdf.tobytes())
        prev_amount, prev_paid = b["total"], b["due"]


# ------------------------------------------------------------------ natural gas
GAS_PERIODS = [  # issued, period start, period end, m3 range, paid (None: reminder / open)
    (date(2026, 1, 7), date(2025, 11, 1), date(2025, 12, 31), (300, 350), date(2026, 1, 26)),
    (date(2026, 3, 6), date(2026, 1, 1), date(2026, 2, 28), (420, 470), date(2026, 3, 24)),
    (date(2026, 5, 7), date(2026, 3, 1), date(2026, 4, 30), (230, 270), date(2026, 5, 25)),
    (date(2026, 7, 7), date(2026, 5, 1), date(2026, 6, 30), (62, 78), None),
    (date(2026, 9, 4), date(2026, 7, 1), date(2026, 8, 31), (40, 52), date(2026, 9, 22)),
    (date(2026, 11, 6), date(2026, 9, 1), date(2026, 10, 31), (120, 150), None),
]
LATE_FEE = 1500
REMINDER_DATE, REMINDER_PAID = date(2026, 8, 10), date(2026, 8, 14)


def _gas_charges(m3):
    customer = 2 * 2407
    delivery = round(m3 * 11.87)
    supply = round(m3 * 15.63)
    transport = round(m3 * 4.69)
    sub = customer + delivery + supply + transport
    hst = pct(sub, "13")
    return customer, delivery, supply, transport, sub, hst, sub + hst


def gas(ar):
    rng = ar.rng
    prev_amount, prev_paid = rng.randint(7400, 8600), date(2025, 11, 24)
    bills = []
    for issued, start, end, (lo, hi), paid in GAS_PERIODS:
        m3 = rng.randint(lo, hi)
        customer, delivery, supply, transport, sub, hst, total = _gas_charges(m3)
        bills.append(dict(issued=issued, start=start, end=end, m3=m3, customer=customer, delivery=delivery,
                          supply=supply, transport=transport, sub=sub, hst=hst, total=total,
                          due=issued + timedelta(days=21), paid=paid))
    ar.refs["gas"] = {"bills": bills}
    prev_fee = 0
    for i, b in enumerate(bills):
        pdf, pg = new_pdf(f"{GAS} statement {b['start']:%b}-{b['end']:%b %Y}", GAS, b["issued"], family="serif")
        y = letterhead(pg, "NORTHMARSH GAS", ["Northmarsh Gas Distribution · PO Box 7120 · Harlan Mills, ON  N0G 3P4",
                                              "1-866-555-0177 · northmarshgas.example.ca"],
                       color=(0.55, 0.2, 0.1))
        pg.text(50, y, "Gas statement", size=14, bold=True)
        y = kv(pg, 50, y + 22, [("Account", GAS_ACC), ("Statement date", d_short(b["issued"])),
                                ("Service period", f"{d_short(b['start'])} - {d_short(b['end'])}")], label_w=110)
        address_block(pg, 350, y - 60, [GRAHAM] + HOME)
        rows = [["Previous balance", num(prev_amount + prev_fee)],
                [f"Payment received {d_short(prev_paid)}", num(-(prev_amount + prev_fee))],
                ["Balance forward", "0.00"],
                ["Customer charge (2 months)", num(b["customer"])],
                [f"Delivery to you  {b['m3']} m3", num(b["delivery"])],
                [f"Gas supply  {b['m3']} m3", num(b["supply"])],
                [f"Transportation  {b['m3']} m3", num(b["transport"])],
                ["HST 13%", num(b["hst"])],
                ["Amount due", num(b["total"])]]
        if prev_fee:
            rows.insert(1, [f"  incl. late payment charge {cad(prev_fee)}", ""])
        y = pg.table(50, y + 10, [("Description", 330, "l"), ("Amount ($)", 120, "r")], rows, size=9)
        y += 24
        pg.text(50, y, f"Please pay {cad(b['total'])} by {d_short(b['due'])}.", size=11, bold=True)
        pg.text(50, y + 16, "Pay through your bank (payee: Northmarsh Gas) using your account number. "
                            "A late payment charge applies to overdue balances.", size=8)
        pg.text(50, y + 40, f"Gas used this period: {b['m3']} cubic metres "
                            f"(meter NM-{70312 + i}, actual reading)", size=8.5)
        footer(pg, "Northmarsh Gas Distribution is fictitious. Keep this statement for your records.")
        pays = []
        if i == 0:
            pays.append(pay(prev_amount, prev_paid, "gas", GAS))
        if b["paid"]:
            pays.append(pay(b["total"], b["paid"], "gas", GAS))
        status = "paid" if b["paid"] or b["due"] < TODAY else "open"
        name = f"Northmarsh_{b['start']:%Y-%m}_{b['end']:%m}.pdf"
        b["file"] = ar.file_of(name)
        facts = {"issuer": GAS, "account_number": GAS_ACC, "period_start": d_iso(b["start"]),
                 "period_end": d_iso(b["end"]), "m3": b["m3"], "amount_due_cents": b["total"],
                 "due_date": d_iso(b["due"]), "status": status, "currency": "CAD"}
        if b["paid"] is None and status == "paid":
            facts["paid_via"] = "reminder"
        ar.add(name, f"Northmarsh gas statement {b['start']:%b} - {b['end']:%b %Y}", "utility_bill", b["issued"],
               "internal", "graham", "pdf", "gas", facts, pays, pdf.tobytes())
        prev_amount, prev_paid = b["total"], b["paid"] or REMINDER_PAID
        prev_fee = LATE_FEE if b["paid"] is None else 0
        if b["paid"] is None and b["due"] < TODAY:
            _reminder(ar, b)


def _reminder(ar, b):
    total = b["total"] + LATE_FEE
    pay_by = REMINDER_DATE + timedelta(days=14)
    pdf, pg = new_pdf("Northmarsh Gas - overdue notice", GAS, REMINDER_DATE, family="serif")
    y = letterhead(pg, "NORTHMARSH GAS", ["Collections · PO Box 7120 · Harlan Mills, ON  N0G 3P4"],
                   color=(0.55, 0.2, 0.1))
    address_block(pg, 50, y, [GRAHAM] + HOME)
    pg.right(562, y, d_us(REMINDER_DATE), size=9)
    y += 70
    pg.text(50, y, "REMINDER - your gas account is overdue", size=13, bold=True, color=(0.7, 0.1, 0.1))
    y = pg.paragraph(50, y + 22, f"We have not yet received payment of your statement dated {d_short(b['issued'])} "
                                 f"for the period {d_short(b['start'])} - {d_short(b['end'])}, which was due on "
                                 f"{d_short(b['due'])}. A late payment charge has been added to your account.",
                     500, size=9.5)
    y = kv(pg, 70, y + 14, [("Account", GAS_ACC), ("Overdue statement amount", cad(b["total"])),
                            ("Late payment charge", cad(LATE_FEE)), ("Total now due", cad(total))],
           value_right=400, bold_last=True)
    pg.text(50, y + 10, f"Please pay {cad(total)} by {d_us(pay_by)} to avoid further action.", size=10, bold=True)
    pg.paragraph(50, y + 34, "If you have paid in the last few days, please ignore this notice. Questions? "
                             "Call 1-866-555-0177.", 500, size=8.5)
    footer(pg, "Northmarsh Gas Distribution is fictitious.")
    name = "Northmarsh_reminder_2026-08.pdf"
    ar.add(name, "Northmarsh gas overdue notice", "reminder", REMINDER_DATE, "internal", "graham", "pdf", "gas",
           {"issuer": GAS, "account_number": GAS_ACC, "reminder_for_period": f"{d_iso(b['start'])}/{d_iso(b['end'])}",
            "bill_amount_cents": b["total"], "late_fee_cents": LATE_FEE, "amount_due_cents": total,
            "original_due_date": d_iso(b["due"]), "due_date": d_iso(pay_by), "paid_on": d_iso(REMINDER_PAID),
            "status": "paid", "currency": "CAD"},
           [pay(total, REMINDER_PAID, "gas", GAS, includes_late_fee_cents=LATE_FEE)], pdf.tobytes())


# ------------------------------------------------------------------ water
WATER_Q = [(date(2026, 4, 8), date(2026, 1, 1), date(2026, 3, 31), (38, 46)),
           (date(2026, 7, 8), date(2026, 4, 1), date(2026, 6, 30), (50, 61)),
           (date(2026, 10, 7), date(2026, 7, 1), date(2026, 9, 30), (55, 68))]


def water(ar):
    rng = ar.rng
    prev_amount, prev_paid = rng.randint(21000, 24000), date(2026, 1, 29)
    reading = 4120
    bills = []
    for i, (issued, start, end, (lo, hi)) in enumerate(WATER_Q):
        m3 = rng.randint(lo, hi)
        w, ww = round(m3 * 241), round(m3 * 287)
        total = w + ww + 2850 + 3120
        due = issued + timedelta(days=22)
        bills.append(dict(issued=issued, start=start, end=end, m3=m3, w=w, ww=ww, total=total, due=due))
        pdf, pg = new_pdf(f"Water and wastewater bill Q{i + 1} 2026", WATER, issued)
        y = letterhead(pg, TOWN_HEAD, ["Water & Wastewater Billing · 1 Civic Square, Ardenvale, ON  L0R 2K0",
                                       "905-555-0190 · ardenvale.example.ca/water"], color=(0.05, 0.35, 0.55))
        address_block(pg, 50, y, [RENATA] + HOME)
        pg.text(350, y, "Utility account", size=8, bold=True)
        pg.text(350, y + 12, WATER_ACC, size=10)
        pg.text(350, y + 26, f"Billing date {d_iso(issued)}", size=8)
        y += 64
        pg.text(50, y, f"Water & wastewater - {d_iso(start)} to {d_iso(end)}", size=12, bold=True)
        y = vk(pg, 50, y + 24, [(cad(prev_amount), "Previous billing"),
                                (cad(-prev_amount), f"Payment {d_iso(prev_paid)} (pre-authorized)"),
                                (cad(total), "Current charges"),
                                (cad(total), "Amount due"),
                                (d_iso(due), "Due date / pre-authorized withdrawal")])
        y = pg.table(50, y + 6, [("Meter reading", 120, "l"), ("Previous", 80, "r"), ("Current", 80, "r"),
                                 ("Used (m3)", 80, "r")],
                     [["Meter WA-55120", str(reading), str(reading + m3), str(m3)]], size=8.5)
        reading += m3
        pg.table(50, y + 12, [("Charge", 300, "l"), ("Amount", 100, "r")], [
            [f"Water consumption {m3} m3 x $2.41", num(w)],
            [f"Wastewater {m3} m3 x $2.87", num(ww)],
            ["Water fixed charge (quarter)", "28.50"],
            ["Wastewater fixed charge (quarter)", "31.20"],
            ["Total current charges (no HST on municipal water)", num(total)]], size=8.5)
        footer(pg, "The Town of Ardenvale is fictitious. Pre-authorized payment plan: PAP-0318-2207.")
        pays = [pay(prev_amount, prev_paid, "water", WATER)] if i == 0 else []
        status = "paid" if due < TODAY else "open"
        if status == "paid":
            pays.append(pay(total, due, "water", WATER))
        name = f"Ardenvale_Water_2026-Q{i + 1}.pdf"
        bills[-1]["file"] = ar.file_of(name)
        ar.add(name, f"Ardenvale water & wastewater bill Q{i + 1} 2026", "utility_bill", issued, "internal", "renata",
               "pdf", "water", {"issuer": WATER, "account_number": WATER_ACC, "period_start": d_iso(start),
                                "period_end": d_iso(end), "m3": m3, "amount_due_cents": total, "due_date": d_iso(due),
                                "status": status, "payment_method": "pre-authorized debit", "currency": "CAD"},
               pays, pdf.tobytes())
        prev_amount, prev_paid = total, due
    ar.refs["water"] = {"bills": bills}


TOWN_HEAD = "Town of Ardenvale"
