"""Variant 9 gold questions (single-paper, confidential, absent, two-hop). Values come from the
manifest facts/payments; evidence strings are spelled with the same helpers the papers used."""
from __future__ import annotations

from datetime import date

from hv9_docs_en import GAS_ACC
from hv9_docs_en2 import CAR_POL, HEALTH_NO, HOME_POL
from hv9_docs_foreign import EAN
from hv9_people import d_dash, d_dm, d_dot, d_long, d_slash, de, de_num, en, fr, nl, num


def singles(q, ar):
    D, F = q.doc, (lambda name, k: q.doc(name)["facts"][k])
    pay0 = lambda name: q.doc(name)["payments"][0]  # noqa: E731

    # ------------------------------------------------------------------ amounts (16)
    c = F("Lumenra_2026-05.pdf", "amount_due_cents")
    q.amount("What was the home electricity bill for May?", c, ["Lumenra_2026-05.pdf"],
             ["Your electricity bill for May 2026", en(c)], notes="Usage month May (billed in June).")
    fee = F("Slievegas_reminder_2026-08.pdf", "late_fee_cents")
    q.amount("How much extra did the gas company charge us for paying late?", fee,
             ["Slievegas_reminder_2026-08.pdf"], ["Late payment fee", en(fee)],
             tags=["distractor"], notes="The fee only, not the bill or the total now due.")
    c = F("Slievegas_2026-05_06.pdf", "amount_due_cents")
    q.amount("What was the May–June gas bill itself, before any late fee?", c,
             ["Slievegas_2026-05_06.pdf"], ["Balance to pay", en(c)], tags=["distractor"], asker="pieter")
    new = F("Harbourview_Home_Renewal_2026.pdf", "renewal_premium_cents")
    q.amount("What will the house insurance cost us from October?", new,
             ["Harbourview_Home_Renewal_2026.pdf"], ["Renewal premium", en(new)], tags=["distractor"],
             notes="Renewal premium, not last year's.")
    old = F("Harbourview_Home_Schedule_2025.pdf", "premium_cents")
    q.amount("What did the current year's house insurance cost?", old,
             ["Harbourview_Home_Schedule_2025.pdf"], ["Annual premium", en(old)], tags=["distractor"])
    car = F("Harbourview_Motor_Schedule_2026.pdf", "premium_cents")
    q.amount(f"What's the yearly premium on policy {CAR_POL}?", car, ["Harbourview_Motor_Schedule_2026.pdf"],
             [CAR_POL, en(car)], tags=["near_identical_number"],
             notes=f"{HOME_POL} (home policy) differs by one letter.", asker="pieter")
    c = F("Scheldeveld_waterfactuur_2026.pdf", "amount_due_cents")
    q.amount("How much was the yearly water bill for Mum's flat in Belgium?", c,
             ["Scheldeveld_waterfactuur_2026.pdf"], ["Te betalen", nl(c)], tags=["multilingual"],
             asker="pieter")
    c = F("Enerlys_regularisation_2026.pdf", "amount_due_cents")
    q.amount("How much extra did we have to pay on the Belgian electricity after the yearly "
             "meter reading?", c, ["Enerlys_regularisation_2026.pdf"], ["Solde à payer", fr(c)],
             tags=["multilingual", "paraphrase"], asker="pieter")
    c = F("Enerlys_regularisation_2026.pdf", "new_advance_cents")
    q.amount("What's the new monthly electricity instalment for the flat in Velzegem?", c,
             ["Enerlys_regularisation_2026.pdf", "Enerlys_acompte_2026-08.pdf"],
             ["Votre nouvel acompte mensuel", fr(c)], tags=["multilingual"], asker="pieter")
    c = F("Northwick_CreditNote_CN-5530921-1.pdf", "credit_cents")
    q.amount("How much did we get back for the filters we sent back?", c,
             ["Northwick_CreditNote_CN-5530921-1.pdf"], ["The refund of", en(c)], asker="pieter")
    c = F("BCC_TY_trip_2026.pdf", "fee_cents")
    q.amount("How much is Ciara's Transition Year trip?", c, ["BCC_TY_trip_2026.pdf"], [en(c)],
             asker="ciara")
    c = F("Alpenlicht_Rechnung_AS-2026-0614.pdf", "amount_due_cents")
    q.amount("How much did Ciara's summer language camp in Austria cost?", c,
             ["Alpenlicht_Rechnung_AS-2026-0614.pdf"], ["Zu zahlen", de(c)], tags=["multilingual"])
    c = pay0("IMG_20260704_101755.png")["amount_cents"]
    q.amount("What did we spend at Tallyrock Hardware?", c, ["IMG_20260704_101755.png"],
             ["TOTAL EUR", num(c)], tags=["photo"], asker="pieter")
    c = F("QuarryLane_fee_review_2026.pdf", "new_rent_cents")
    q.amount("What will the studio cost per month from September on?", c,
             ["QuarryLane_fee_review_2026.pdf"], [en(c)], tags=["distractor"],
             notes="New fee; the old one is on the agreement.")
    c = F("Velzegem_aanslagbiljet_2026.pdf", "amount_due_cents")
    q.amount("How much is the council tax bill for the Belgian flat this year?", c,
             ["Velzegem_aanslagbiljet_2026.pdf"], ["Te betalen", nl(c)], tags=["multilingual"],
             notes="Same figure as the January group water charge at home; a different paper.",
             asker="pieter")
    c = pay0("IMG_20260719_114233.jpg")["amount_cents"]
    q.amount("How much did Pieter spend at the DIY shop in Velzegem in July?", c,
             ["IMG_20260719_114233.jpg"], ["TOTAAL EUR", de_num(c)], tags=["photo", "multilingual"])

    # ------------------------------------------------------------------ dates (10)
    iso = F("Lumenra_2026-08.pdf", "collection_date")
    q.when("When will the August electricity bill come out of the account?", iso,
           ["Lumenra_2026-08.pdf"], [d_dm(date.fromisoformat(iso))])
    iso = F("Slievegas_2026-07_08.pdf", "due_date")
    q.when("By when do we have to pay the latest gas bill?", iso, ["Slievegas_2026-07_08.pdf"],
           [f"Pay by {d_slash(date.fromisoformat(iso))}"], asker="pieter")
    iso = F("Slievegas_reminder_2026-08.pdf", "paid_on")
    q.when("When did we finally pay the overdue gas bill?", iso,
           ["Slievegas_reminder_2026-08.pdf", "Slievegas_2026-07_08.pdf"],
           [f"Paid in full by card on {d_slash(date.fromisoformat(iso))}"], tags=["distractor"],
           notes="Paid date, not the original due date nor the reminder date.")
    iso = F("Aerwell_DH20_warranty.pdf", "warranty_end")
    q.when("Until when is the dehumidifier under guarantee?", iso, ["Aerwell_DH20_warranty.pdf"],
           [d_slash(date.fromisoformat(iso))], asker="pieter")
    iso = F("BCC_TY_trip_2026.pdf", "due_date")
    q.when("What's the last day to pay for the school trip?", iso, ["BCC_TY_trip_2026.pdf"],
           [d_long(date.fromisoformat(iso))], asker="ciara")
    iso = F("Velzegem_aanslagbiljet_2026.pdf", "due_date")
    q.when("When is the Belgian council tax due?", iso, ["Velzegem_aanslagbiljet_2026.pdf"],
           [d_dash(date.fromisoformat(iso))], tags=["multilingual"], asker="pieter")
    iso = F("Alpenlicht_Zahlungsbestaetigung.pdf", "paid_on")
    q.when("When did the language camp people receive our payment?", iso,
           ["Alpenlicht_Zahlungsbestaetigung.pdf"], [d_dot(date.fromisoformat(iso))],
           tags=["multilingual", "distractor"], notes="Not the invoice due date.")
    iso = F("QuarryLane_fee_review_2026.pdf", "effective")
    q.when("From when does the higher studio fee apply?", iso, ["QuarryLane_fee_review_2026.pdf"],
           [d_long(date.fromisoformat(iso))])
    iso = F("Mosane_avis_echeance_2026.pdf", "due_date")
    q.when("When is the insurance for the flat in Belgium due?", iso, ["Mosane_avis_echeance_2026.pdf"],
           [d_slash(date.fromisoformat(iso))], tags=["multilingual"], asker="pieter")
    iso = F("PropertyCharge_2026.pdf", "paid_on")
    q.when("When did we pay this year's property charge?", iso, ["PropertyCharge_2026.pdf"],
           [d_long(date.fromisoformat(iso))])

    # ------------------------------------------------------------------ lookups (9)
    def look(question, answer, files, evidence, aliases=(), asker="niamh", **kw):
        q.ask(question, answer, list(aliases), files, "lookup", asker, evidence=evidence, **kw)

    look("What's our account number with the gas company?", GAS_ACC, ["Slievegas_2026-07_08.pdf"],
         [GAS_ACC], tags=["near_identical_number"],
         notes="The same bill prints an old meter reference SG-118-40217.")
    look("What's the policy number for the house insurance?", HOME_POL,
         ["Harbourview_Home_Schedule_2025.pdf"], [HOME_POL], tags=["near_identical_number"])
    look("What's the registration of the car we insure?", "181-KE-2274",
         ["Harbourview_Motor_Schedule_2026.pdf"], ["181-KE-2274"], ["181 KE 2274"], asker="pieter")
    kwh = F("Lumenra_2026-06.pdf", "kwh")
    look("How much electricity did we use at home in June?", f"{kwh} kWh", ["Lumenra_2026-06.pdf"],
         [f"{kwh} kWh"], [str(kwh)], answer_value=kwh)
    look("What's the serial number of the dehumidifier?", "AW20-77341-K", ["Aerwell_DH20_warranty.pdf"],
         ["AW20-77341-K"], asker="pieter")
    look("What is the EAN code of the electricity meter at the Belgian flat?", EAN,
         ["Enerlys_acompte_2026-08.pdf"], [EAN], tags=["multilingual"], asker="pieter")
    m3 = F("Scheldeveld_waterfactuur_2026.pdf", "m3")
    look("How much water did the Velzegem flat use over the last billing year?", f"{m3} m³",
         ["Scheldeveld_waterfactuur_2026.pdf"], [f"{m3} m³"], [str(m3), f"{m3} m3",
                                                                 f"{m3} cubic metres"],
         tags=["multilingual"], answer_value=m3)
    look("How much notice do I have to give to leave the studio?", "two months",
         ["QuarryLane_Unit4_Agreement.pdf"], ["two months' written notice"], ["2 months"])
    look("What's our health insurance membership number?", HEALTH_NO, ["Cairnwell_Renewal_2026.pdf"],
         [HEALTH_NO])

    # ------------------------------------------------------------------ parties (4)
    def party(question, answer, files, evidence, aliases, asker="niamh"):
        q.ask(question, answer, aliases, files, "party", asker, evidence=evidence)

    party("Who supplies the electricity to Mum's flat in Belgium?", "Énerlys SA",
          ["Enerlys_acompte_2026-08.pdf"], ["Énerlys SA"], ["Énerlys", "Enerlys", "Enerlys SA"], "pieter")
    party("Which company is the car insured with?", "Harbourview Insurance DAC",
          ["Harbourview_Motor_Schedule_2026.pdf"], ["Harbourview Insurance DAC"], ["Harbourview"])
    party("Where did we buy the dehumidifier?", "Northwick Home Direct", ["Aerwell_DH20_warranty.pdf"],
          ["Northwick Home Direct"], ["Northwick"], "ciara")
    party("Who signed the studio agreement on the owner's side?", "Declan Ruttledge",
          ["QuarryLane_Unit4_Agreement.pdf"], ["Signed: Declan Ruttledge, Director"], ["Ruttledge"])

    # ------------------------------------------------------------------ confidential (4)
    f = "Entgeltabrechnung_2026-08_Vanhoeck.pdf"
    c = F(f, "net_cents")
    q.amount("What was Pieter's take-home pay for August?", c, [f], ["Auszahlungsbetrag", de(c)],
             kind="confidential", confidential=True, asker="pieter", tags=["multilingual"])
    c = F("Lanesborough_Statement_2026-08.pdf", "salary_cents")
    q.amount("How much salary came into the joint account in August?", c,
             ["Lanesborough_Statement_2026-08.pdf"], ["CREDIT DUNMORE ANALYTICS SALARY", num(c)],
             kind="confidential", confidential=True)
    c = F("Lanesborough_Statement_2026-08.pdf", "closing_cents")
    q.amount("What was left in the current account at the end of August?", c,
             ["Lanesborough_Statement_2026-08.pdf"], [f"Closing balance {num(c)}"],
             kind="confidential", confidential=True)
    f = "Entgeltabrechnung_2026-07_Vanhoeck.pdf"
    c = F(f, "income_tax_cents")
    q.amount("How much income tax came off Pieter's July salary?", c, [f], ["Lohnsteuer", "-" + de_num(c)],
             kind="confidential", confidential=True, asker="pieter", tags=["multilingual"])

    # ------------------------------------------------------------------ absent (7)
    for text, note in [
            ("When is the car due its NCT?", "No roadworthiness test paper in the archive."),
            ("How much was the TV licence this year?", "No TV licence paper."),
            ("What's the policy number of our life insurance?", "No life policy; only home, motor, health."),
            ("How much was the last gas bill for the flat in Belgium?",
             "The Belgian flat has electricity and water bills only."),
            ("When does Ciara's passport expire?", "No passport paper."),
            ("How much did we pay the dentist in June?", "No dental receipt."),
            ("How much was the motor tax on the car this year?", "Only the insurance schedule exists.")]:
        q.ask(text, None, [], [], "absent", "niamh", notes=note, answer_value=None)

    # ------------------------------------------------------------------ two-hop (3)
    c = F("Harbourview_Home_Schedule_2025.pdf", "excess_cents")
    q.amount("The company that insures our car also does our house cover; what's the excess "
             "on the house policy?", c, ["Harbourview_Motor_Schedule_2026.pdf",
                                          "Harbourview_Home_Schedule_2025.pdf"],
             ["Harbourview Insurance DAC", "Standard excess", en(c)], kind="followup_free")
    iso = F("Northwick_CreditNote_CN-5530921-1.pdf", "refund_date")
    q.when("The shop we bought the dehumidifier from gave us a partial refund; when was it due "
           "back on the card?", iso, ["Aerwell_DH20_warranty.pdf", "Northwick_CreditNote_CN-5530921-1.pdf"],
           ["Northwick Home Direct", d_slash(date.fromisoformat(iso))], kind="followup_free",
           asker="pieter")
    a = F("Cairnwell_Renewal_2026.pdf", "monthly_premium_cents")
    b = F("Cairnwell_Membership_2025.pdf", "monthly_premium_cents")
    q.amount("By how much does our monthly health insurance go up at renewal?", a - b,
             ["Cairnwell_Membership_2025.pdf", "Cairnwell_Renewal_2026.pdf"], [en(a), en(b)],
             kind="followup_free", notes="New monthly premium minus the current one.")
    _ = (D, ar)
