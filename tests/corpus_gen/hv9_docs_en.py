"""Variant 9, English household bills: electricity, gas (with a reminder), water, broadband
(one e-mailed), mobile and the property charge."""
from __future__ import annotations

from datetime import date, timedelta

from formats import cents_round
from hv9_people import (
    BROADBAND,
    COUNCIL,
    ELEC,
    GAS,
    HOME,
    MOBILE,
    NIAMH,
    PIETER,
    TODAY,
    WATER,
    address_block,
    d_dm,
    d_long,
    d_slash,
    d_us,
    en,
    footer,
    kv,
    letterhead,
    new_pdf,
    num,
    pay,
)
from render import email_with_pdf, local_time

ELEC_ACC = "LE-30418-776"
GAS_ACC = "SG-118-40271"
GAS_ACC_NEAR = "SG-118-40217"      # printed on the gas bill as the old meter point reference
WATER_ACC = "BGWS/0457"
BB_ACC = "FL-2260-0914"
MOB_ACC = "CM 0871 554 302"


def _month_end(d: date) -> date:
    nxt = (d.replace(day=28) + timedelta(days=4)).replace(day=1)
    return nxt - timedelta(days=1)


def electricity(ar):
    rng = ar.rng
    for m in range(3, 9):                      # usage months March..August 2026
        start = date(2026, m, 1)
        end = _month_end(start)
        issued = end + timedelta(days=rng.randint(2, 4))
        collect = issued + timedelta(days=14)
        kwh = rng.randint(260, 520)
        rate = 3412                            # 34.12 c/kWh, in 1/100 cent
        energy = cents_round(kwh * rate / 100)
        standing = 2710
        pso = 386
        sub = energy + standing + pso
        vat = cents_round(sub * 9 / 100)
        total = sub + vat
        pdf, pg = new_pdf(f"{ELEC} bill {start:%B %Y}", ELEC, issued)
        y = letterhead(pg, "lumenra", ["Lumenra Energy, Unit 9 Glasheen Business Park, Corkbridge",
                                       "lumenra.example.ie  ·  0818 300 412"],
                       right_lines=[f"Account {ELEC_ACC}", f"Bill date {d_long(issued)}"])
        y = address_block(pg, 50, y, [NIAMH] + HOME)
        pg.text(50, y + 6, f"Your electricity bill for {start:%B %Y}", size=14, bold=True)
        y = pg.paragraph(50, y + 30, f"We'll collect {en(total)} from your account on "
                         f"{d_dm(collect)} by Direct Debit. You don't need to do anything.",
                         440, size=11)
        rows = [["Electricity used", f"{kwh} kWh @ 34.12c", en(energy)],
                ["Standing charge", f"{(end - start).days + 1} days", en(standing)],
                ["PSO levy", "", en(pso)],
                ["VAT at 9%", "", en(vat)],
                ["Total for the month", "", en(total)]]
        y = pg.table(50, y + 16, [("What you're paying for", 210, "l"), ("Details", 150, "l"),
                                  ("Amount", 130, "r")], rows)
        kv(pg, 50, y + 24, [("Billing period", f"{d_slash(start)} – {d_slash(end)}"),
                            ("Meter MPRN", "10 009 448 271"), ("Tariff", "Home Steady 24h")])
        footer(pg, "Lumenra Energy is a trading name of Lumenra Supply DAC. Invented test document.")
        paid = collect <= TODAY
        facts = {"issuer": ELEC, "account_number": ELEC_ACC, "period_start": start.isoformat(),
                 "period_end": end.isoformat(), "amount_due_cents": total, "kwh": kwh,
                 "due_date": collect.isoformat(), "collection_date": collect.isoformat(),
                 "status": "paid" if paid else "open", "payment_method": "direct debit"}
        pays = [pay(total, collect, "electricity", ELEC)] if paid else []
        ar.add(f"Lumenra_{start:%Y-%m}.pdf", f"{ELEC} bill {start:%B %Y}", "utility_bill", issued,
               "internal", "niamh", "pdf", "electricity", facts, pays, pdf.tobytes())


def gas(ar):
    rng = ar.rng
    periods = [(date(2025, 11, 1), date(2025, 12, 31), date(2026, 1, 6), date(2026, 1, 22)),
               (date(2026, 1, 1), date(2026, 2, 28), date(2026, 3, 4), date(2026, 3, 19)),
               (date(2026, 3, 1), date(2026, 4, 30), date(2026, 5, 5), date(2026, 5, 20)),
               (date(2026, 5, 1), date(2026, 6, 30), date(2026, 7, 3), None),
               (date(2026, 7, 1), date(2026, 8, 31), date(2026, 9, 3), None)]
    amounts = [rng.randint(16000, 24000), rng.randint(15000, 22000), rng.randint(9000, 13000),
               rng.randint(5000, 7500), rng.randint(4000, 6500)]
    late_fee = 1250
    reminder_date, reminder_paid = date(2026, 8, 4), date(2026, 8, 12)
    prev_paid = None
    for i, (start, end, issued, paid_on) in enumerate(periods):
        amt = amounts[i]
        due = issued + timedelta(days=21)
        pdf, pg = new_pdf(f"{GAS} statement {start:%b}-{end:%b %Y}", GAS, issued, family="serif")
        y = letterhead(pg, "SLIEVEGAS", ["Slievegas Ltd · Harcourt Mews, Dromkeen · Co. Limerick",
                                         "Emergencies: 1850 205 050 (24h)"], color=(0.55, 0.2, 0.1),
                       right_lines=["Gas statement", f"Statement date: {d_slash(issued)}"])
        y = address_block(pg, 50, y, [f"{PIETER} & {NIAMH}"] + HOME)
        y = kv(pg, 50, y + 4, [("Account number", GAS_ACC), ("Gas point ref. (old meter)", GAS_ACC_NEAR),
                               ("Billing period", f"{d_long(start)} to {d_long(end)}")], label_w=170)
        rows = []
        if i == 0:
            rows.append(["Previous balance", en(0)])
        else:
            prev_amt = amounts[i - 1] + (late_fee if i == 4 else 0)
            rows.append(["Previous balance", en(prev_amt)])
            rows.append([f"Payment received {d_slash(prev_paid)} - thank you", en(-prev_amt)])
        units = rng.randint(300, 1900)
        rows.append([f"Gas used ({units} kWh) incl. carbon tax and VAT", en(amt)])
        y = pg.table(50, y + 6, [("Your account", 360, "l"), ("€", 130, "r")], rows)
        pg.rect(300, y + 18, 545, y + 66, fill=(0.97, 0.92, 0.88), color=(0.55, 0.2, 0.1))
        pg.text(310, y + 36, "Balance to pay", size=11, bold=True)
        pg.right(535, y + 36, en(amt), size=13, bold=True)
        pg.text(310, y + 56, f"Pay by {d_slash(due)}", size=9)
        pg.paragraph(50, y + 92, "Pay online at slievegas.example.ie/pay, by phone, or at any "
                     "post office with the barcode below. Not on Direct Debit.", 440)
        footer(pg, "Slievegas Ltd, registered in Ireland no. 771204. Invented test document.")
        status = "paid" if paid_on else ("open" if due >= TODAY else "overdue")
        facts = {"issuer": GAS, "account_number": GAS_ACC, "period_start": start.isoformat(),
                 "period_end": end.isoformat(), "amount_due_cents": amt, "due_date": due.isoformat(),
                 "status": status}
        pays = [pay(amt, paid_on, "gas", GAS)] if paid_on else []
        if i == 3:
            facts["status"] = "paid_late"
            facts["paid_via"] = "reminder"
        ar.add(f"Slievegas_{start:%Y-%m}_{end:%m}.pdf", f"{GAS} gas statement {start:%b}-{end:%b %Y}",
               "utility_bill", issued, "internal", "pieter", "pdf", "gas", facts, pays, pdf.tobytes())
        prev_paid = paid_on if paid_on else reminder_paid
        if i == 3:
            _gas_reminder(ar, start, end, amt, due, late_fee, reminder_date, reminder_paid)


def _gas_reminder(ar, start, end, amt, due, fee, issued, paid_on):
    pdf, pg = new_pdf(f"{GAS} payment reminder", GAS, issued, family="serif")
    y = letterhead(pg, "SLIEVEGAS", ["Slievegas Ltd · Harcourt Mews, Dromkeen · Co. Limerick"],
                   color=(0.55, 0.2, 0.1), right_lines=["REMINDER", d_slash(issued)])
    y = address_block(pg, 50, y, [f"{PIETER} & {NIAMH}"] + HOME)
    pg.text(50, y + 8, f"Account {GAS_ACC}: your payment is overdue", size=12, bold=True)
    y = pg.paragraph(50, y + 32, f"We haven't received payment of your statement for "
                     f"{start:%B}–{end:%B %Y}, which was due on {d_slash(due)}. A late payment "
                     f"fee has been added to your account.", 470, size=10)
    y = kv(pg, 80, y + 14, [("Statement amount", en(amt)), ("Late payment fee", en(fee)),
                            ("Now due", en(amt + fee))], value_right=360, bold_last=True)
    y = pg.paragraph(50, y + 10, f"Please pay {en(amt + fee)} within 14 days of this letter. "
                     "If you have paid in the last few days, please ignore this reminder.", 470)
    pg.text(50, y + 30, "Payment record (added by customer services):", size=8, bold=True)
    pg.text(50, y + 44, f"Paid in full by card on {d_slash(paid_on)}: {en(amt + fee)}", size=8)
    footer(pg, "Slievegas Ltd, registered in Ireland no. 771204. Invented test document.")
    facts = {"issuer": GAS, "account_number": GAS_ACC, "reminder_for_period":
             f"{start.isoformat()}/{end.isoformat()}", "bill_amount_cents": amt,
             "late_fee_cents": fee, "amount_due_cents": amt + fee, "original_due_date": due.isoformat(),
             "paid_on": paid_on.isoformat(), "status": "paid"}
    ar.add("Slievegas_reminder_2026-08.pdf", f"{GAS} payment reminder August 2026", "reminder",
           issued, "internal", "pieter", "pdf", "gas", facts,
           [pay(amt + fee, paid_on, "gas", GAS, includes_late_fee_cents=fee)], pdf.tobytes())


def water(ar):
    for issued, period, amt, collect in [
            (date(2026, 1, 15), "January – June 2026", 11800, date(2026, 2, 9)),
            (date(2026, 7, 15), "July – December 2026", 12650, date(2026, 7, 30))]:
        pdf, pg = new_pdf(f"{WATER} half-year charge", WATER, issued)
        y = letterhead(pg, WATER, ["Scheme office: The Old Creamery, Ballyfarran · Treasurer: M. Quealy"],
                       size=13, color=(0.1, 0.4, 0.5))
        pg.text(50, y, "HALF-YEARLY MEMBER CHARGE", size=11, bold=True)
        left = [("Member", NIAMH), ("Connection", HOME[0]), ("Member no.", WATER_ACC)]
        right = [("Charge period", period), ("Notice date", d_slash(issued)),
                 ("Collection date", d_slash(collect))]
        kv(pg, 50, y + 26, left, label_w=80)
        kv(pg, 300, y + 26, right, label_w=95)
        rows = [["Standing charge (half year)", en(6500)], ["Metered usage above allowance",
                                                            en(amt - 6500 - 1500)],
                ["Scheme maintenance levy", en(1500)], ["Amount to be collected", en(amt)]]
        pg.table(50, y + 90, [("Item", 360, "l"), ("Amount", 130, "r")], rows)
        footer(pg, "Voluntary group water scheme. Invented test document.")
        facts = {"issuer": WATER, "account_number": WATER_ACC, "period": period,
                 "amount_due_cents": amt, "due_date": collect.isoformat(),
                 "collection_date": collect.isoformat(), "status": "paid"}
        ar.add(f"GroupWater_{issued:%Y-%m}.pdf", f"{WATER} charge {period}", "utility_bill", issued,
               "internal", "niamh", "pdf", "water", facts, [pay(amt, collect, "water", WATER)],
               pdf.tobytes())


def _broadband_pdf(issued, month, amt, extra, collect):
    pdf, pg = new_pdf(f"{BROADBAND} bill {month}", BROADBAND, issued)
    y = letterhead(pg, "fibrelane", ["Fibrelane Broadband · 3 Weir Street, Athcarne"],
                   color=(0.35, 0.1, 0.5), right_lines=[f"Account: {BB_ACC}", f"Issued {d_us(issued)}"])
    y = address_block(pg, 50, y, [NIAMH] + HOME)
    rows = [["Fibre 500 monthly plan", en(amt - extra)]]
    if extra:
        rows.append(["Calls to landlines abroad", en(extra)])
    rows.append(["Total (incl. VAT)", en(amt)])
    y = pg.table(50, y + 6, [(f"Charges for {month}", 360, "l"), ("", 130, "r")], rows)
    y = kv(pg, 50, y + 20, [("Amount we'll collect", en(amt)),
                            ("Collection date", d_us(collect))], bold_last=False)
    footer(pg, "Invented test document.")
    return pdf.tobytes()


def broadband(ar):
    for issued, month, amt, extra, collect, eml in [
            (date(2026, 7, 8), "July 2026", 5500, 0, date(2026, 7, 22), False),
            (date(2026, 8, 8), "August 2026", 5849, 349, date(2026, 8, 22), True)]:
        data = _broadband_pdf(issued, month, amt, extra, collect)
        facts = {"issuer": BROADBAND, "account_number": BB_ACC, "month": month,
                 "amount_due_cents": amt, "due_date": collect.isoformat(),
                 "collection_date": collect.isoformat(), "status": "paid"}
        pays = [pay(amt, collect, "internet", BROADBAND)]
        if not eml:
            ar.add(f"Fibrelane_{issued:%Y-%m}.pdf", f"{BROADBAND} bill {month}", "utility_bill",
                   issued, "internal", "niamh", "pdf", "internet", facts, pays, data)
            continue
        body = (f"Hi Niamh,\n\nYour Fibrelane bill for {month} is ready and attached.\n\n"
                f"Amount we'll collect: {en(amt)}\nCollection date: {d_us(collect)}\n"
                f"Account: {BB_ACC}\n\nThis month includes {en(extra)} for calls to landlines "
                "abroad.\n\nThe Fibrelane team\n")
        msg = email_with_pdf("Fibrelane Billing <billing@fibrelane.example.ie>",
                             "Niamh Garrihy <niamh.garrihy@example.ie>",
                             f"Your Fibrelane bill for {month}", local_time(issued, 7, 12, 1),
                             body, f"Fibrelane_{issued:%Y-%m}.pdf", data,
                             "<fl-2260-0914-202608@fibrelane.example.ie>")
        facts["attachment"] = f"Fibrelane_{issued:%Y-%m}.pdf"
        ar.add(f"{issued:%Y-%m-%d}_Fibrelane_bill.eml", f"{BROADBAND} bill {month} (e-mail)", "email",
               issued, "internal", "niamh", "eml", "internet", facts, pays, msg,
               sources=body.splitlines() + [f"Your Fibrelane bill for {month}"])


def mobile(ar):
    issued, collect = date(2026, 8, 11), date(2026, 8, 25)
    lines = [("Niamh – 087 155 4302", "Unlimited 30", 3000), ("Ciara – 087 640 1189", "Teen 15", 1500),
             ("Ciara – roaming add-on (Austria)", "", 500)]
    total = sum(x[2] for x in lines)
    pdf, pg = new_pdf(f"{MOBILE} bill August 2026", MOBILE, issued, family="mono")
    y = letterhead(pg, "Chatterbox Mobile", ["Chatterbox Mobile · PO Box 418 · Dún Raithe"],
                   color=(0.9, 0.45, 0.0))
    y = kv(pg, 50, y, [("Customer", NIAMH), ("Account", MOB_ACC), ("Bill date", d_slash(issued))])
    y = pg.table(50, y, [("Line", 230, "l"), ("Plan", 130, "l"), ("Amount", 130, "r")],
                 [[a, b, num(c)] for a, b, c in lines])
    pg.text(50, y + 26, f"Amount due: {en(total)}", size=12, bold=True)
    pg.text(50, y + 44, f"Direct Debit on or after {d_slash(collect)}", size=9)
    footer(pg, "Invented test document.")
    facts = {"issuer": MOBILE, "account_number": MOB_ACC, "amount_due_cents": total,
             "due_date": collect.isoformat(), "status": "paid", "roaming_cents": 500}
    ar.add("Chatterbox_2026-08.pdf", f"{MOBILE} bill August 2026", "utility_bill", issued, "internal",
           "niamh", "pdf", "mobile", facts, [pay(total, collect, "mobile", MOBILE)], pdf.tobytes())


def property_charge(ar):
    issued, paid_on, amt = date(2026, 1, 20), date(2026, 3, 2), 40500
    pdf, pg = new_pdf(f"{COUNCIL} Household Property Charge 2026", COUNCIL, issued, family="serif")
    y = letterhead(pg, COUNCIL, ["Finance Section · Áras an Chontae · Naas Road, Ballyfarran"],
                   size=14, color=(0.1, 0.35, 0.2), right_lines=["Household Property Charge 2026"])
    y = address_block(pg, 50, y, [f"{NIAMH} and {PIETER}"] + HOME)
    y = kv(pg, 50, y, [("Property ID", "HPC-KE-0093381"), ("Valuation band", "Band 3 (€350,001 – €437,500)"),
                       ("Charge for 2026", en(amt)), ("Date of notice", d_long(issued))], label_w=130)
    y = pg.paragraph(50, y + 10, "This notice also serves as your receipt once paid. Payment "
                     "recorded below.", 470)
    pg.rect(50, y + 8, 545, y + 44, fill=(0.92, 0.97, 0.92), color=(0.1, 0.35, 0.2))
    pg.text(60, y + 30, f"PAID IN FULL on {d_long(paid_on)} by debit card – {en(amt)}", size=10, bold=True)
    footer(pg, "Invented test document.")
    facts = {"issuer": COUNCIL, "property_id": "HPC-KE-0093381", "year": 2026, "amount_due_cents": amt,
             "paid_on": paid_on.isoformat(), "band": "Band 3"}
    ar.add("PropertyCharge_2026.pdf", f"{COUNCIL} Household Property Charge 2026", "tax_notice",
           issued, "internal", "niamh", "pdf", "property_tax", facts,
           [pay(amt, paid_on, "property_tax", COUNCIL)], pdf.tobytes())


def build(ar):
    electricity(ar)
    gas(ar)
    water(ar)
    broadband(ar)
    mobile(ar)
    property_charge(ar)
