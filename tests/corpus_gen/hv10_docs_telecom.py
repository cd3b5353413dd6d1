"""Variant 10: internet (two PDF bills and one e-mailed bill with its PDF attached), the family's
mobile plan, and the US outfitter order (plain e-mail) with its credit note."""
from __future__ import annotations

from datetime import date, timedelta
from email.message import EmailMessage
from email.utils import format_datetime

from hv10_people import (
    GRAHAM,
    HOME,
    MOBILE,
    NET,
    OUTFITTER,
    RENATA,
    TODAY,
    USD,
    address_block,
    cad,
    code,
    d_iso,
    d_long,
    d_us,
    footer,
    kv,
    letterhead,
    new_pdf,
    num,
    pay,
    pct,
    usd,
)
from render import email_with_pdf, local_time

NET_ACC = "QF-551-08826"
MOB_ACC = "PM-4471-90235"
ORDER = "TP-2291-4408"
LINES = [("289-555-0143", RENATA, "Talk & Text 20 GB", 4500), ("289-555-0168", GRAHAM, "Talk & Text 20 GB", 4500),
         ("289-555-0171", "Isla Tolliver", "Teen 8 GB", 3000), ("289-555-0186", "Felix Tolliver", "Teen 8 GB", 3000)]


# ------------------------------------------------------------------ internet
def _net_pdf(month: date, plan: int, credit: int, prev: tuple[int, date] | None):
    sub = plan + 500 - credit
    hst = pct(sub, "13")
    total = sub + hst
    pdf, pg = new_pdf(f"{NET} bill {month:%B %Y}", NET, month)
    y = letterhead(pg, "quillnet", ["Quillnet Fibre · 88 Lockhart Street, Suite 300, Ravensbury, ON  N2B 4H6"],
                   size=20, color=(0.35, 0.1, 0.55), right_lines=[f"Bill date {d_long(month)}", f"Account {NET_ACC}"])
    address_block(pg, 50, y, [RENATA] + HOME)
    y += 60
    pg.rect(50, y, 300, y + 96, fill=(0.96, 0.94, 0.98), color=(0.8, 0.75, 0.9))
    pg.text(60, y + 18, "Amount charged to your Visa ending 4417", size=8.5)
    pg.text(60, y + 42, cad(total), size=20, bold=True)
    pg.text(60, y + 62, f"on {d_long(month)}", size=9)
    pg.text(60, y + 82, "No action needed - automatic payment", size=8)
    ry = y + 12
    if prev:
        ry = kv(pg, 320, ry, [("Last bill", cad(prev[0])), (f"Paid {d_long(prev[1])}", cad(-prev[0])),
                              ("Balance", cad(0))], value_right=562, size=8.5)
    pg.text(320, ry + 4, "Service: Fibre 500 (500/100 Mbps)", size=8.5)
    y += 120
    rows = [[f"Fibre 500 internet, {month:%B %Y}", num(plan)], ["Modem rental", "5.00"]]
    if credit:
        rows.append(["One-time credit - service outage 19 August 2026", num(-credit)])
    rows += [["Subtotal", num(sub)], ["HST 13%", num(hst)], ["Total this bill", num(total)]]
    pg.table(50, y, [("Your services", 380, "l"), ("$", 132, "r")], rows, size=9)
    if plan != 8500:
        pg.text(50, y + 140, f"Your monthly Fibre 500 price is now {cad(plan)} (notice sent 28 August 2026).", size=8.5)
    footer(pg, "Quillnet Fibre is a fictitious provider. GST/HST 77120 4410 RT0001.")
    return pdf.tobytes(), total


def internet(ar):
    prev = (pct(9000, "113"), date(2026, 7, 12))
    plans = [(date(2026, 8, 12), 8500, 0), (date(2026, 9, 12), 8500, 1000), (date(2026, 10, 12), 8900, 0)]
    for i, (month, plan, credit) in enumerate(plans):
        data, total = _net_pdf(month, plan, credit, prev)
        pays = [pay(prev[0], prev[1], "internet", NET)] if i == 0 else []
        pays.append(pay(total, month, "internet", NET))
        facts = {"issuer": NET, "account_number": NET_ACC, "month": f"{month:%Y-%m}", "amount_due_cents": total,
                 "due_date": d_iso(month), "collection_date": d_iso(month), "status": "paid", "currency": "CAD"}
        if i < 2:
            ar.add(f"Quillnet_{month:%Y-%m}.pdf", f"Quillnet Fibre bill {month:%B %Y}", "utility_bill", month,
                   "internal", "renata", "pdf", "internet", facts, pays, data)
            prev = (total, month)
            continue
        body = (f"Hi Renata,\n\nYour Quillnet bill for {month:%B %Y} is attached.\n\n"
                f"Total: {cad(total)}\nIt will be charged to your Visa ending 4417 on {d_us(month)}.\n"
                f"Your Fibre 500 price changed to {cad(plan)} per month as announced.\n\n"
                f"Account {NET_ACC}\n\nThanks for choosing Quillnet.\nQuillnet Billing\n")
        msg = email_with_pdf("Quillnet Billing <billing@quillnet.example.ca>", "renata.sz@mailbox.example.ca",
                             f"Your Quillnet bill for {month:%B %Y} is ready", local_time(month, 6, 40, -4), body,
                             f"Quillnet_{month:%Y-%m}.pdf", data, "<qf-20261012-55108826@quillnet.example.ca>")
        facts["attachment"] = f"Quillnet_{month:%Y-%m}.pdf"
        ar.add(f"{d_iso(month)}_Quillnet_bill.eml", f"E-mail: Quillnet bill {month:%B %Y}", "email", month,
               "internal", "renata", "eml", "internet", facts, pays, msg, sources=[body])


# ------------------------------------------------------------------ mobile
def mobile(ar):
    rng = ar.rng
    prev = (rng.randint(16500, 17500), date(2026, 8, 28))
    bills = [(date(2026, 9, 11), [("Extra data 2 GB (Isla Tolliver)", 1500)], date(2026, 9, 29)),
             (date(2026, 10, 13), [], date(2026, 10, 30)),
             (date(2026, 11, 12), [("Long distance to Quebec (Graham Tolliver)", 340)], None)]
    out = []
    for i, (issued, extras, paid) in enumerate(bills):
        base = sum(x[3] for x in LINES)
        sub = base + sum(e[1] for e in extras)
        hst = pct(sub, "13")
        total = sub + hst
        due = issued + timedelta(days=20)
        start = issued.replace(day=11) - timedelta(days=31)
        pdf, pg = new_pdf(f"{MOBILE} bill {issued:%B %Y}", MOBILE, issued)
        y = letterhead(pg, "PARLO mobile", ["Parlo Mobile · 2 Keeler Plaza, Dunmoor, ON  M0K 1T8",
                                            "*611 from your phone"],
                       color=(0.85, 0.35, 0.0), size=18)
        address_block(pg, 50, y, [GRAHAM] + HOME)
        y = kv(pg, 330, y, [("Account", MOB_ACC), ("Bill date", d_us(issued)), ("Due date", d_us(due)),
                            ("Amount due", code(total))], label_w=80, size=9)
        y += 10
        pg.text(50, y, "Account summary", size=11, bold=True)
        y = kv(pg, 50, y + 18, [("Previous bill", code(prev[0])),
                                (f"Payment received {d_us(prev[1])}", code(-prev[0])),
                                ("New charges", code(total)), ("Total due", code(total))],
               value_right=330, bold_last=True)
        rows = [[n, who, plan, num(p)] for n, who, plan, p in LINES]
        rows += [["", e[0], "", num(e[1])] for e in extras]
        rows += [["", "Subtotal", "", num(sub)], ["", "HST 13%", "", num(hst)],
                 ["", "Total new charges", "", num(total)]]
        pg.table(50, y + 6, [("Line", 90, "l"), ("User", 190, "l"), ("Plan", 130, "l"), ("CAD", 90, "r")], rows,
                 size=8.5)
        pg.text(50, 700, f"Charges for {d_us(start)} to {d_us(issued - timedelta(days=1))}. Pay by {d_us(due)} "
                         "through online banking (payee: Parlo Mobile).", size=8)
        footer(pg, "Parlo Mobile is a fictitious carrier; 555-01xx numbers are reserved for fiction.")
        pays = [pay(prev[0], prev[1], "mobile", MOBILE)] if i == 0 else []
        if paid:
            pays.append(pay(total, paid, "mobile", MOBILE))
        status = "paid" if paid else ("open" if due >= TODAY else "overdue")
        name = f"Parlo_{issued:%Y-%m}.pdf"
        ar.add(name, f"Parlo Mobile bill {issued:%B %Y}", "utility_bill", issued, "internal", "graham", "pdf", "mobile",
               {"issuer": MOBILE, "account_number": MOB_ACC, "amount_due_cents": total, "due_date": d_iso(due),
                "status": status, "lines": len(LINES), "currency": "CAD"}, pays, pdf.tobytes())
        out.append({"file": ar.file_of(name), "total": total, "paid": paid})
        prev = (total, paid)
    ar.refs["mobile"] = {"bills": out}


# ------------------------------------------------------------------ US outfitter
def outfitter(ar):
    sent = date(2026, 9, 3)
    items = [("Ridgeback 2P backpacking tent", 1, 24900), ("Trailmat insulated sleeping pad", 2, 7995)]
    ship = 2495
    total = sum(q * p for _, q, p in items) + ship
    lines = "\n".join(f"  {n:<34} x{q}   {usd(q * p)}" for n, q, p in items)
    body = (f"Hi Graham,\n\nThanks for your order! Order {ORDER} placed {d_us(sent)}.\n\n{lines}\n"
            f"  {'Shipping to Canada (tracked)':<38} {usd(ship)}\n  {'US sales tax':<38} {usd(0)}\n"
            f"  {'Order total':<38} {usd(total)}\n\n"
            f"Charged to Mastercard ending 2208 on {d_us(sent)} (amounts in US dollars).\n"
            "Canadian duties and taxes, if any, are collected by the carrier on delivery.\n\n"
            "Ship to: Graham Tolliver, 57 Wexcombe Crescent, Ardenvale, ON L0R 2K6, Canada\n\n"
            "Happy trails,\nTallpine Outfitters - Copperton Falls, Oregon\n")
    msg = EmailMessage()
    msg["From"] = "Tallpine Outfitters <orders@tallpine.example.com>"
    msg["To"] = "graham.tolliver@mailbox.example.ca"
    msg["Subject"] = f"Order confirmation {ORDER}"
    msg["Date"] = format_datetime(local_time(sent, 14, 22, -7))
    msg["Message-ID"] = "<order-2291-4408@tallpine.example.com>"
    msg.set_content(body)
    ar.add(f"{d_iso(sent)}_Tallpine_order.eml", f"E-mail: Tallpine order {ORDER}", "email", sent, "internal", "graham",
           "eml", "outdoor_gear",
           {"issuer": OUTFITTER, "order_number": ORDER, "order_total_cents": total, "items": 3,
            "currency": USD}, [pay(total, sent, "outdoor_gear", OUTFITTER, currency=USD)], msg.as_bytes(),
           sources=[body])
    # credit note for one returned sleeping pad
    when = date(2026, 9, 24)
    refund = 7995
    pdf, pg = new_pdf(f"Credit note {ORDER}-R1", OUTFITTER, when)
    y = letterhead(pg, "TALLPINE OUTFITTERS", ["1450 Switchback Way · Copperton Falls, OR 97999 · USA",
                                               "returns@tallpine.example.com"], color=(0.15, 0.35, 0.2))
    pg.text(50, y, "CREDIT NOTE", size=16, bold=True)
    y = kv(pg, 50, y + 24, [("Credit note no.", f"CN-{ORDER[3:]}-R1"), ("Original order", ORDER),
                            ("Date", d_us(when)), ("Customer", GRAHAM)], label_w=120)
    y = pg.table(50, y + 6, [("Returned item", 280, "l"), ("Qty", 50, "r"), ("Unit (USD)", 90, "r"),
                             ("Credit (USD)", 90, "r")],
                 [["Trailmat insulated sleeping pad", "1", num(refund), num(refund)],
                  ["Original shipping (not refundable)", "", "", "0.00"]])
    y = kv(pg, 300, y + 20, [("Total credit", usd(refund))], value_right=562, size=11, bold_last=True)
    pg.paragraph(50, y + 10, f"The credit of {usd(refund)} was refunded to your Mastercard ending 2208 on "
                             f"{d_us(when)}. Please allow 3-5 business days for it to appear.", 500, size=9)
    footer(pg, "Tallpine Outfitters is a fictitious retailer.")
    ar.add("Tallpine_CreditNote_2291-4408.pdf", "Tallpine Outfitters credit note", "credit_note", when, "internal",
           "graham", "pdf", "outdoor_gear",
           {"issuer": OUTFITTER, "order_number": ORDER, "credit_cents": refund, "refund_date": d_iso(when),
            "currency": USD}, [pay(-refund, when, "outdoor_gear", OUTFITTER, direction="in", currency=USD)],
           pdf.tobytes())
