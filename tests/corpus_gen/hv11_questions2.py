"""Variant 11: single-paper questions (amount, date, lookup, party), confidential and absent."""
from __future__ import annotations

from tests.corpus_gen.hv11_base import D
from tests.corpus_gen.hv11_questions import date_answer, money_answer, q


def money(question, asker, cents, cur, files, notes="", tags=(), kind="amount", **kw):
    ans, al = money_answer(cents, cur)
    return q(question, kind, asker, ans, al, files, answer_value={cur: {"amount_cents": cents}},
             notes=notes, tags=list(tags), **kw)


def when(question, asker, iso, files, notes="", tags=()):
    ans, al = date_answer(D(iso))
    return q(question, "date", asker, ans, al, files, answer_value=iso, notes=notes, tags=list(tags))


def text(question, kind, asker, answer, aliases, files, notes="", tags=(), value=None):
    return q(question, kind, asker, answer, aliases, files,
             answer_value=value if value is not None else answer, notes=notes, tags=list(tags))


def absent(question, asker, notes, terms, tags=("near_miss",)):
    return q(question, "absent", asker, None, [], [], notes=notes, tags=list(tags),
             absent_terms=terms)


def conf(question, asker, cents, files, notes, tags=()):
    return money(question, asker, cents, "NZD", files, kind="confidential",
                 requires_confidential=True, tags=list(tags) + ["confidential"],
                 notes=notes + " Only a confidential paper owned by mereana holds this; "
                 f"{asker} may not open it, so the right response is no answer.")


def fact_questions(ar) -> list[dict]:
    n = ar.names
    nov_power = n["docs/Ferncurl_2026-11.pdf"].facts["amount_due_cents"]
    out = [
        # ---- amount
        money("the car cover is up for renewal - what premium are they asking?", "mereana", 118440, "NZD",
              ["docs/Gannetline_motor_renewal_2026.pdf"],
              "The renewal premium; last year's premium ($1,096.20) is a distractor."),
        money("what did the wof inspection itself cost, not counting the wipers?", "tobias", 7200,
              "NZD", ["docs/Quillstone_WOF_invoice_PAT-21947.pdf"], "Invoice total was $110.50."),
        money("How much is Mum's property tax each quarter?", "tobias", 7815, "EUR",
              ["docs/Scan_Grundsteuer_2026.pdf"], "Grundsteuer quarterly amount on a scanned "
              "German notice (no text layer).", ["scan", "german", "nickname"]),
        money("what was the dentist bill in april", "mereana", 28500, "NZD",
              ["docs/Brackenfold_invoice_SD-10488.pdf"]),
        money("how much was the late fee the council added to the water bill?", "tobias", 1250,
              "NZD", ["docs/RDC_overdue_reminder_20260714.pdf"], "", ["late_fee"]),
        money("how much did my hockey cost this season all up", "ivy", 26000, "NZD",
              ["docs/Hockey_subs_2026_receipt.pdf"], "Subscription $220 + uniform hire $40."),
        money("What was the top-up payment on Mum's Stadtwerke annual bill?", "tobias", 20106, "EUR",
              ["docs/SWK_Jahresabrechnung_2025.pdf"], "'Fälliger Betrag' (Nachzahlung for 2025).",
              ["german"]),
        money("how much was the plumber's invoice for the german flat", "mereana", ar.hw_total,
              "EUR", ["docs/Rechnung_2026-0714_Kuhnert-Adamek.pdf"], "'Zahlbetrag' incl. 19% MwSt.",
              ["german", "paraphrase"]),
        money("what did I pay at the physio in june?", "tobias", 7800, "NZD",
              ["docs/Screenshot_physio_receipt.png"], "Receipt photo saved as PNG.", ["photo"]),
        money("whats owing on the latest power bill", "mereana", nov_power, "NZD",
              ["docs/Ferncurl_2026-11.pdf"], "November 2026 bill ('Balance to pay').",
              ["paraphrase"]),
        money("How much credit did Mum's Hausgeld statement show for 2025?", "tobias", 8760, "EUR",
              ["docs/HV_Hausgeldabrechnung_2025.pdf"], "Guthaben.", ["german"]),
        money("what are the total rates for 2026/27?", "mereana", 352400, "NZD",
              ["docs/Rates_assessment_2026-27.pdf"], "", ["paraphrase"]),
        money("how much was that pharmacy receipt in august", "mereana", 2460, "NZD",
              ["docs/IMG_20260828_1642.jpg"], "Phone photo of the receipt.", ["photo"]),
        # ---- date
        when("car cover runs out when?", "mereana", "2026-12-09",
             ["docs/Gannetline_motor_renewal_2026.pdf"]),
        when("when's the car's next warrant of fitness due", "tobias", "2027-06-19",
             ["docs/Quillstone_WOF_invoice_PAT-21947.pdf"], "", ["nickname"]),
        when("When does the rego run out on the Mazda?", "tobias", "2027-05-05",
             ["docs/Scan_0502_rego.pdf"], "Licence expiry on a scanned receipt.", ["scan"]),
        when("when's the next rates payment due?", "mereana", "2026-11-27",
             ["docs/Rates_notice_2026-10.pdf", "docs/Rates_assessment_2026-27.pdf"],
             "Instalment 2 of 2026/27; today is 25 Nov 2026.", ["relative_date"]),
        when("when was the last Grundsteuer instalment due for mum's place?", "tobias", "2026-11-15",
             ["docs/Scan_Grundsteuer_2026.pdf"], "Last due date on or before today.",
             ["scan", "german"]),
        when("what day did we finally pay that overdue water bill?", "mereana", "2026-07-21",
             ["docs/RDC_water_20260910.pdf"], "Printed as 'Payment received' on the next invoice.",
             ["paid_on", "late_fee"]),
        when("when is the contents insurance for the german flat due next?", "tobias", "2027-01-01",
             ["docs/Hollwanger_Hausrat_Beitrag_2027.pdf"], "Hausratversicherung premium 2027.",
             ["german"]),
        when("when did the parcelmoa refund go through", "mereana", "2026-10-12",
             ["docs/Parcelmoa_credit_note_CN-7710233.eml"], "", ["eml", "refund"]),
        when("when did stadtwerke get the back-payment for 2025?", "tobias", "2026-03-06",
             ["docs/SWK_Zahlungsuebersicht_2026-09.pdf"], "Nachzahlung received.", ["german"]),
        # ---- lookup
        text("need the car policy no. for a claim form, what is it", "lookup", "tobias", "GNL-MV-5530917",
             ["GNLMV5530917", "GNL MV 5530917"], ["docs/Gannetline_motor_renewal_2026.pdf"]),
        text("power company account number?", "lookup", "mereana", "FE-2207-4418",
             ["FE22074418", "FE 2207 4418"], ["docs/Ferncurl_2026-10.pdf", "docs/Ferncurl_2026-11.pdf"]),
        text("What's Mum's customer number with the Stadtwerke?", "lookup", "tobias", "700 418 229",
             ["700418229"], ["docs/SWK_Jahresabrechnung_2025.pdf",
                              "docs/SWK_Zahlungsuebersicht_2026-09.pdf"], "", ["german"]),
        text("how many kWh did we use in july", "lookup", "mereana", "764 kWh", ["764"],
             ["docs/Ferncurl_2026-08.pdf"], "July usage is on the bill dated 6 Aug 2026.",
             ["paraphrase"], value={"kwh": 764}),
        text("car plate number pls", "lookup", "ivy", "QKT418", ["QKT 418"],
             ["docs/Gannetline_motor_renewal_2026.pdf", "docs/Scan_0502_rego.pdf",
              "docs/Quillstone_WOF_invoice_PAT-21947.pdf"], "", ["nickname"]),
        text("contents insurance policy no. for our house", "lookup", "mereana", "NHC-448201-C",
             ["NHC448201C"], ["docs/Nestward_contents_schedule_2026.pdf"]),
        text("what's the reference number on mum's property tax letter?", "lookup", "tobias",
             "44.120.0387-2", ["44120.0387-2", "44.120.0387"], ["docs/Scan_Grundsteuer_2026.pdf"],
             "Aktenzeichen on the scanned Grundsteuer notice.", ["scan", "german"]),
        # ---- party
        text("who signed the body corp AGM minutes?", "party", "tobias",
             "Rosalind Ngata-Berridge; Callum Osgood",
             ["Rosalind Ngata-Berridge and Callum Osgood", "Rosalind Ngata-Berridge, Callum Osgood"],
             ["docs/BC508213_AGM_minutes_2026.pdf"], "", ["signed"],
             value=["Rosalind Ngata-Berridge", "Callum Osgood"]),
        text("which dentist did my filling in april?", "party", "mereana", "Dr Priya Eastwood",
             ["Priya Eastwood"], ["docs/Brackenfold_invoice_SD-10488.pdf"]),
        text("who did the heating repair at Mum's flat?", "party", "tobias",
             "Kuhnert-Adamek Sanitär- und Heizungstechnik", ["Kuhnert-Adamek"],
             ["docs/Rechnung_2026-0714_Kuhnert-Adamek.pdf"], "", ["german", "nickname"]),
        text("who are we insured with for the car", "party", "ivy", "Gannetline Insurance Ltd",
             ["Gannetline Insurance", "Gannetline"], ["docs/Gannetline_motor_renewal_2026.pdf"]),
        text("who should I talk to at school about the camp money?", "party", "ivy",
             "Ms Ruth Larkin-Poutu", ["Ruth Larkin-Poutu", "Ms Larkin-Poutu"],
             ["docs/RC_Y10_camp_notice.pdf"]),
        # ---- confidential
        conf("what did Mereana take home in her October pay?", "tobias",
             n["docs/Payslip_Mereana_2026-10.pdf"].facts["net_cents"],
             ["docs/Payslip_Mereana_2026-10.pdf"], "Net pay October 2026."),
        conf("how much does mum earn a month before tax", "ivy",
             n["docs/Payslip_Mereana_2026-09.pdf"].facts["gross_cents"],
             ["docs/Payslip_Mereana_2026-09.pdf"], "Gross monthly salary (September payslip)."),
        conf("what was left in the Kelpford account at the end of october?", "tobias", ar.closing,
             ["docs/Kelpford_statement_2026-10.pdf"], "Closing balance."),
        conf("how much did the tree guys charge us in october", "tobias", 34000,
             ["docs/Kelpford_statement_2026-10.pdf"],
             "The arborist payment appears only on the bank statement.", ["bank_only"]),
        # ---- absent
        absent("how much did the gas bill cost here in Ruakiri over winter?", "mereana",
               "Near miss: the NZ home has no gas account; gas is only billed at the German flat.",
               ["gas", "Ruakiri"]),
        absent("when is the car insurance for mum's car in germany due?", "tobias",
               "Near miss: only a Hausrat (contents) policy exists for the German flat.",
               ["Kfz", "car insurance Germany"]),
        absent("what's the excess on Mum's Hausrat policy?", "tobias",
               "The Hausrat premium notice prints no excess (Selbstbeteiligung).", ["Selbstbeteiligung"]),
        absent("how much was my school ball ticket?", "ivy",
               "Only the camp, the sports levy and hockey are in the archive.", ["school ball"]),
        absent("what do we pay for the landline each month?", "mereana",
               "No landline; only broadband and mobile bills.", ["landline"]),
        absent("when did we pay the october phone bill?", "tobias",
               "The mobile bills in the archive are July-September 2026; no October mobile bill.",
               ["October mobile"]),
        absent("how much was the water bill at the flat in Germany last year?", "tobias",
               "Near miss: the Stadtwerke bill the German flat for electricity and gas only.",
               ["Wasser"]),
    ]
    return out
