"""Variant 11: confidential papers owned by Mereana (bank statement, two payslips)."""
from __future__ import annotations

from tests.corpus_gen.hv11_base import (
    ADDRESS,
    D,
    Doc,
    Payment,
    address_block,
    d_nz0,
    d_short,
    kv,
    kv_right,
    new_pdf,
    nzd,
    plain,
    small_print,
)

BANK = "Kelpford Savings Bank"
ACCOUNT = "38-9201-0448812-00"
EMPLOYER = "Tidepoint Geotechnical Ltd"
PAY = {"2026-09": (725000, 0, 180163, 21750), "2026-10": (725000, 40000, 193363, 22950)}


def net_of(month):
    base, extra, paye, ks = PAY[month]
    return base + extra - paye - ks


def payslip_docs(ar):
    out = []
    for month, payday in [("2026-09", "2026-09-15"), ("2026-10", "2026-10-15")]:
        base, extra, paye, ks = PAY[month]
        d = D(payday)
        pdf, pg = new_pdf("Payslip", EMPLOYER, d, "mono")
        pg.text(40, 50, "TIDEPOINT GEOTECHNICAL LTD - PAYSLIP", 12, bold=True)
        kv(pg, 40, 80, [("Employee", "Mereana Tawhiri-Lowe"), ("Employee no.", "TG-0317"),
                        ("Pay period", f"{d:%B %Y}"), ("Pay date", d_nz0(d)),
                        ("Tax code", "M"), ("Bank account", "38-9201-****812-00")], gap=120)
        rows = [["Salary (monthly)", plain(base)]]
        if extra:
            rows.append(["On-call allowance", plain(extra)])
        rows += [["PAYE (incl. ACC earners' levy)", plain(-paye)],
                 ["KiwiSaver employee 3%", plain(-ks)]]
        y = pg.table(40, 180, [("Item", 330, "l"), ("Amount NZD", 150, "r")], rows)
        y = kv_right(pg, 520, y + 16, [("Gross pay", nzd(base + extra)),
                                       ("Total deductions", nzd(paye + ks)),
                                       ("NET PAY", nzd(net_of(month)))], size=10)
        kv(pg, 40, y + 20, [("Employer KiwiSaver 3%", plain(pcts(base + extra))),
                            ("Annual leave balance", "14.5 days")], gap=170)
        small_print(pg, 800, "Private and confidential.")
        out.append(ar.add(Doc(f"docs/Payslip_Mereana_{d:%Y-%m}.pdf", f"Payslip {d:%B %Y} (Mereana)",
                              "payslip", d, "confidential", "mereana", "pdf", "en", pdf.tobytes(),
                              [], [], "salary", {"gross_cents": base + extra,
                                                 "net_cents": net_of(month), "paye_cents": paye})))
    return out


def pcts(c):
    return round(c * 3 / 100)


def bank_docs(ar, lookup):
    """``lookup`` maps payment ids repeated on the statement to their Payment objects."""
    d = D("2026-10-31")
    opening = 641288
    tx = [("2026-10-07", "DD LOOPFERN BROADBAND LF-60093821", lookup["bb-2026-09"]),
          ("2026-10-12", "PARCELMOA REFUND CN-7710233", lookup["shop-refund"]),
          ("2026-10-15", "TIDEPOINT GEOTECH SALARY", Payment("sal-2026-10", -net_of("2026-10"),
                                                              "NZD", D("2026-10-15"), "salary",
                                                              EMPLOYER, direction="in")),
          ("2026-10-16", "TUI RIDGE ARBORISTS INV 5521", Payment("tree-2026-10", 34000, "NZD",
                                                                 D("2026-10-16"), "garden",
                                                                 "Tui Ridge Arborists")),
          ("2026-10-19", "FERNCURL ENERGY FE-2207-4418", lookup["pw-2026-10"]),
          ("2026-10-22", "EFTPOS RUAKIRI VET CLINIC", Payment("vet-2026-10", 12740, "NZD",
                                                              D("2026-10-22"), "pets",
                                                              "Ruakiri Vet Clinic")),
          ("2026-10-27", "BC 508213 LEVY UNIT 14B", lookup["bc-2026-10"])]
    pdf, pg = new_pdf("Statement", BANK, d, "sans")
    pg.text(40, 48, "Kelpford Savings Bank", 16, bold=True, color=(0.2, 0.25, 0.35))
    pg.right(555, 48, "Account statement", 11)
    address_block(pg, 40, 86, ["M TAWHIRI-LOWE & T J LOWE"] + ADDRESS[:2])
    kv(pg, 330, 86, [("Account", ACCOUNT), ("Type", "Everyday Plus"),
                     ("Period", f"{d_short(D('2026-10-01'))} - {d_short(d)}")], gap=70)
    rows = [["01/10/2026", "OPENING BALANCE", "", "", plain(opening)]]
    bal = opening
    pays = []
    for day, text, p in tx:
        bal -= p.amount_cents
        debit = plain(p.amount_cents) if p.amount_cents > 0 else ""
        credit = plain(-p.amount_cents) if p.amount_cents < 0 else ""
        rows.append([d_nz0(D(day)), text, debit, credit, plain(bal)])
        if p.category != "salary":
            pays.append(p)
    y = pg.table(40, 160, [("Date", 70, "l"), ("Transaction", 205, "l"), ("Debit", 80, "r"),
                           ("Credit", 80, "r"), ("Balance", 80, "r")], rows, size=8)
    y = kv_right(pg, 555, y + 16, [("Closing balance 31/10/2026", nzd(bal))], size=10)
    small_print(pg, 800, "Kelpford Savings Bank. Please check this statement and tell us about any "
                "errors within 30 days.")
    ar.closing = bal
    return [ar.add(Doc("docs/Kelpford_statement_2026-10.pdf", "Bank statement October 2026",
                       "bank_statement", d, "confidential", "mereana", "pdf", "en", pdf.tobytes(),
                       pays, [], None, {"closing_cents": bal, "opening_cents": opening}))]
