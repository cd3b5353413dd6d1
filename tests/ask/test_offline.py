"""The offline extractive answerer on hand-built excerpts (no database)."""
from datetime import date

import pytest

from ask.offline import BACKEND, offline_answer
from ask.question_type import classify_question
from ask.spans import find_amounts, find_dates
from ask.types import Excerpt

TODAY = date(2026, 11, 30)


def _ex(doc_id, text, *, title="", when=None, page=1, score=1.0, literal=True, number=1):
    return Excerpt(number=number, doc_id=doc_id, title=title, document_date=when, page=page, text=text,
                   score=score, literal_hit=literal)


RENEWAL = _ex(
    7, "Harborline Mutual Insurance\nNovember 15, 2026\nYour auto policy renewal\nDear Talia, your current auto "
       "policy expires on December 28, 2026.\nRenewal premium\n$1,403.56\nPayment due by\nDecember 28, 2026",
    title="Harborline auto policy renewal notice", when=date(2026, 11, 15), page=1)
DECLARATIONS_2024 = _ex(
    3, "Harborline Mutual Insurance\nAUTO POLICY DECLARATIONS\nPolicy period\nDecember 28, 2024 to "
       "December 28, 2025\nPayment due by\nDecember 28, 2024\nAnnual premium\n$1,250.10",
    title="Harborline auto policy declarations 2024-2025", when=date(2024, 12, 20), page=2)
AMENDMENT = _ex(
    12, "IN WITNESS WHEREOF, the parties have signed this Amendment.\nLANDLORD: Voss Property Holdings LLC\n"
        "Signature: /s/ Henrietta Fenwick\nPrinted name: Henrietta Fenwick (Property Manager)\nTENANT:\n"
        "Signature: /s/ Talia Ashgrove\nPrinted name: Talia Ashgrove\nTENANT:\nSignature: /s/ Quintus Drummond\n"
        "Printed name: Quintus Drummond", title="Lease amendment (first amendment)", when=date(2025, 4, 13), page=2)


@pytest.mark.parametrize("question, kind", [
    ("When is my car insurance due?", "date"),
    ("How much did Amazon Web Services charge for July 2014?", "amount"),
    ("Who signed the lease amendment?", "party"),
    ("Which company insures our car?", "party"),
    ("Which insurance company covers our car?", "party"),
    ("What's the coverage limit for our belongings on the renters policy?", "amount"),
    ("What's the time limit per speaker for public comment?", "lookup"),
    ("car insurer name", "party"),
    ("How much notice do we have to give to cancel the contract?", "lookup"),
    ("What is our car insurance policy number?", "lookup"),
    ("What is the customer reference on the electricity bill?", "lookup"),  # an identifier, not the bill's sum
    ("Is the dishwasher still under warranty?", "yesno"),
    ("What did the heating statement printed in May ask for?", "amount"),  # a bill asks for its sum
    ("What did the landlord ask for in the letter?", "lookup"),
])
def test_classify_question(question, kind):
    assert classify_question(question) == kind


def test_date_prefers_newer_document_and_cites_it():
    ans = offline_answer("When is my car insurance due?", [DECLARATIONS_2024, RENEWAL], as_of=TODAY)
    assert ans.answer.startswith("2026-12-28")
    assert "December 28, 2026" in ans.answer
    assert ans.cited == [7] and ans.cited_pages == {7: 1}
    assert ans.backend == BACKEND and any("Extractive" in n for n in ans.notes)


def test_named_document_beats_recency():
    ans = offline_answer("When was payment due on the 2024-2025 auto policy declarations?",
                         [RENEWAL, DECLARATIONS_2024], as_of=TODAY)
    assert ans.cited == [3]


def test_amount_question():
    aws = _ex(1, "Invoice Summary\nInvoice Number:\n42183017\nInvoice Date:\nAugust 3 , 2014\nTOTAL AMOUNT DUE ON "
                 "August 3 , 2014\n$4.11\nThis invoice is for the billing period July 1 - July 31 , 2014",
              title="Amazon Web Services invoice")
    ans = offline_answer("How much did Amazon Web Services charge for July 2014?", [RENEWAL, aws], as_of=TODAY)
    assert ans.answer == "$4.11" and ans.cited == [1]


def test_party_question_lists_all_signers():
    ans = offline_answer("Who signed the lease amendment?", [RENEWAL, AMENDMENT], as_of=TODAY)
    assert ans.answer == "Henrietta Fenwick; Talia Ashgrove; Quintus Drummond"
    assert ans.cited == [12] and ans.cited_pages == {12: 2}


@pytest.mark.parametrize("question", [
    "When is our boat insurance due?",
    "Who signed the lease for the holiday cottage?",
    "How much was the electricity bill for December 2026?",
])
def test_absent_answer_is_none(question):
    ans = offline_answer(question, [RENEWAL, DECLARATIONS_2024, AMENDMENT], as_of=TODAY)
    assert ans.answer is None and ans.reason == "not_in_excerpts" and ans.cited == []


def test_no_excerpts():
    assert offline_answer("When is my car insurance due?", [], as_of=TODAY).reason == "no_matches"


def test_multiple_currencies_keep_their_own():
    text = "Electricity bill\nTotal due: 89,62 €\nPrevious bill 92,10 €"
    spans = find_amounts(text)
    assert [s.value[1] for s in spans] == ["EUR", "EUR"]
    london = _ex(5, "Thameside Broadband - London flat\nMay 2024\nAmount due: £37.50\nDirect debit on 20/05/2024",
                 title="Thameside broadband bill May 2024", when=date(2024, 5, 10))
    cottage = _ex(6, "Luzmar Energia - holiday cottage electricity\nTotal a pagar: 89,62 €",
                  title="Luzmar electricity bill April 2026", when=date(2026, 4, 8))
    ans = offline_answer("What was the broadband bill for the London flat in May 2024?", [cottage, london],
                         as_of=TODAY)
    assert ans.answer == "£37.50" and ans.cited == [5]
    ans = offline_answer("How much was the latest electricity bill for the holiday cottage?", [london, cottage],
                         as_of=TODAY)
    assert ans.answer == "89,62 €" and ans.cited == [6]


def test_iso_date_is_never_year_day_month():
    assert [s.value for s in find_dates("Due: 2026-01-12")] == [date(2026, 1, 12)]
    water = _ex(9, "Alder Creek Water District\nStatement date:\n2025-12-03\nDue:\n2026-01-12\nBalance owing $90.64",
                title="Alder Creek Water District water bill")
    ans = offline_answer("When is the water bill due?", [water], as_of=TODAY)
    assert ans.answer == "2026-01-12"


def test_day_first_numeric_dates_in_european_documents():
    assert [s.value for s in find_dates("Facture 29,99 €, à payer avant le 05/07/2015")] == [date(2015, 7, 5)]
    assert [s.value for s in find_dates("Amount $5.00 due 05/07/2015")] == [date(2015, 5, 7)]


def test_clean_literal_match_is_more_confident_than_weak_one():
    clean = offline_answer("When is my car insurance due?", [RENEWAL], as_of=TODAY)
    weak_text = _ex(7, "Harborline Mutual Insurance\nauto policy\nWe value your business. Our office will be "
                       "closed for the holidays and reopens on January 4, 2027.", title="Harborline newsletter",
                    literal=False, score=0.2)
    weak = offline_answer("When is my car insurance due?", [weak_text], as_of=TODAY)
    assert clean.answer and clean.confidence > (weak.confidence if weak.answer else 0.0)
    assert clean.confidence > 0.6


def test_validity_yes_no_against_today():
    card = _ex(4, "Kelvaro dishwasher limited warranty\nPurchase date: May 20, 2024\nWarranty expires: May 20, 2026",
               title="Kelvaro dishwasher warranty card")
    ans = offline_answer("Is the dishwasher still under warranty?", [card], as_of=TODAY)
    assert ans.answer.startswith("No") and "2026-05-20" in ans.answer and ans.cited == [4]


def test_column_labels_pair_values_printed_before_their_labels():
    from ask.spans import column_labels

    text = "Bill To:\nTaylor Riddel\nJan 1, 2022\nJan 31, 2022\n$127.50\nDate:\nDue Date:\nBalance Due:\nItem"
    pairs = {text[k:text.index("\n", k)]: text[a:b] for k, (a, b) in column_labels(text).items()}
    assert pairs == {"Jan 1, 2022": "Date:", "Jan 31, 2022": "Due Date:", "$127.50": "Balance Due:"}
    inv = _ex(2, "INVOICE\nSammy Maystone\n" + text + "\nService A\n$10.00\n$120.00", title="Invoice")
    assert offline_answer("What balance is still owed on Sammy Maystone's invoice?", [inv],
                          as_of=TODAY).answer == "$127.50"


def test_total_label_beats_line_items_and_subtotal():
    stmt = _ex(8, "Sold To\nWingtip Toys\nLeadership Training\n$4,500\n25%\n$3,375\nContoso, Ltd.\nProject Statement\n"
                  "Subtotal\n$10,375\nSales Tax\n3%\nTotal\n$10,686.25", title="Sales Receipt")
    ans = offline_answer("What is the total on Contoso's project statement for Wingtip Toys?", [stmt], as_of=TODAY)
    assert ans.answer == "$10,686.25"


def test_line_item_named_in_question_beats_invoice_total():
    aws = _ex(1, "Summary\nAWS Service Charges\n$4.11\nTotal for this invoice\n$4.11\nDetail\nAmazon Elastic Compute "
                 "Cloud\n$1.87\nCharges\n$1.87\nAmazon Glacier\n$2.22\nCharges\n$2.22", title="AWS invoice")
    ans = offline_answer("Of that AWS bill, how much was for Glacier?", [aws], as_of=TODAY)
    assert ans.answer == "$2.22"


def test_key_terms_split_hyphens_and_drop_pronouns():
    from ask.question_type import key_terms

    terms = key_terms("How much did the one-night hotel stay cost her? What does it cost?")
    assert "night" in terms and "one-night" not in terms
    assert not {"her", "doe", "does"} & set(terms)


def test_how_big_asks_a_size_and_names_no_topic():
    from ask.question_type import key_terms

    for q in ("How big was the deposit when we moved in?", "How high is the excess on the car policy?",
              "How large was the last water bill?"):
        assert not {"big", "high", "large"} & set(key_terms(q)), q
    lease = _ex(7, "5. Deposit\nThe Tenant pays a security deposit of EUR 2,770.00 before the start date.",
                title="Residential tenancy agreement")
    assert offline_answer("How big was the deposit when we moved in?", [lease], as_of=TODAY).answer == "EUR 2,770.00"


def test_document_level_terms_open_the_gate_but_the_span_comes_from_the_excerpt():
    # "sewer" is printed elsewhere in the bill, not in these 400 characters.
    bill = _ex(4, "Service address\n1902 Bracken Mews\nInvoice date\nOct 18, 2026\nTotal amount due\n$79.27",
               title="Alder Creek statement")
    assert offline_answer("How much was the sewer bill?", [bill], as_of=TODAY).answer is None
    bill.doc_terms = ["sewer", "bill"]
    ans = offline_answer("How much was the sewer bill?", [bill], as_of=TODAY)
    assert ans.answer == "$79.27" and ans.cited == [4]


def test_stemmed_document_terms_do_not_stand_for_kept_nouns():
    # Full-text stemming matches "checking" in "make checks payable": not a checking account.
    power = _ex(5, "Make checks payable to Northwind Power.\nAccount Number\n9758 3602 87", title="Power statement",
                )
    power.doc_terms = ["checking", "account", "number"]
    assert offline_answer("What is our checking account number?", [power], as_of=TODAY).answer is None


def test_value_labelled_by_another_label_loses():
    card = _ex(6, "WARRANTY CARD\nProduct\n55in TV\nDate of purchase\nNovember 28, 2025\nWarranty\n24 months\n"
                  "Valid until\nNovember 28, 2027", title="Lumora warranty card")
    assert offline_answer("When does the TV warranty run out?", [card], as_of=TODAY).answer.startswith("2027-11-28")


def test_rate_question_quotes_the_percentage():
    rcpt = _ex(7, "Description\nPrice\nDiscount\nLine Total\nLeadership Training\n$4,500\n25%\n$3,375",
               title="Sales receipt")
    assert offline_answer("What discount was applied to the leadership training?", [rcpt], as_of=TODAY).answer == "25%"


def test_labelled_person_and_cut_off_names():
    notes = _ex(8, "HOUSE NOTES\n- Spare key: Lionel Norwood next door has one.\n- Recycling goes out Tuesday.",
                title="house notes")
    assert offline_answer("Who has our spare key?", [notes], as_of=TODAY).answer == "Lionel Norwood"
    cut = _ex(9, "IN WITNESS WHEREOF, the parties have signed.\nLANDLORD: Voss Pr", title="Lease amendment")
    assert offline_answer("Who is our landlord?", [cut], as_of=TODAY).answer is None


def test_name_from_the_question_is_no_answer():
    app = _ex(10, "Employment Application\nFull Name: Jane Doe\nPhone Number: 555-0100", title="employment app")
    assert offline_answer("Where does Jane Doe work?", [app], as_of=TODAY).answer is None


def test_qualifier_found_only_elsewhere_does_not_make_another_kind_of_policy():
    # The renters policy mentions floods in its exclusions; it is not a flood insurance policy.
    policy = _ex(8, "Keystone Hearth Insurance Co.\nRenters insurance policy\nPolicy number KH-RN-1998941\n"
                    "Policy period 2026-03-20 to 2027-03-19", title="Renters policy 2026")
    policy.doc_terms = ["flood", "insurance", "policy", "number"]
    assert offline_answer("What is the policy number of our flood insurance?", [policy], as_of=TODAY).answer is None
    assert offline_answer("What is the policy number of our renters insurance?", [policy],
                          as_of=TODAY).answer == "KH-RN-1998941"


def test_quantity_line_keeps_decimal_values_whole():
    # "2.60" is no sentence end: the weight line is quoted whole, and "how heavy" meets "Weight".
    mail = _ex(11, "NUMBER OF PIECES 1\nTOTAL SHIPMENT WEIGHT 2.60 LB\nSERVICE TYPE FedEx SmartPost",
               title="FedEx Shipment: out for delivery")
    got = offline_answer("How heavy was the FedEx shipment?", [mail], as_of=TODAY).answer
    assert got and "2.60 LB" in got


def test_event_word_missing_from_a_table_row_is_no_denial():
    # "session" names the kind of thing asked about; the receipt prints only the row.
    rcpt = _ex(12, "Training Date\nDescription\nPrice\n12/5/2020\nManager Training\n$3,500\n"
                   "12/11/2020\nLeadership Training\n$4,500", title="Sales receipt")
    assert offline_answer("When is the leadership training session?", [rcpt], as_of=TODAY).answer.startswith(
        "2020-12-11")


def test_excerpt_terms_gain_the_label_a_quantity_is_printed_under():
    from ask.excerpts import _with_labels
    from ask.retrieval import Term

    terms = _with_labels([Term("heavy", "heavi", 0.0), Term("fedex", "fedex", 2.9)])
    assert any(t.stem == "weight" and t.idf == 2.9 for t in terms)


def test_a_question_qualified_otherwise_than_the_document_gets_no_answer():
    car = _ex(21, "Northgate Insurance\nCar insurance renewal\nPremium due date: January 9, 2027\n"
              "Annual premium $812.40",
              title="Car insurance renewal", when=date(2026, 11, 2))
    assert offline_answer("When is the car insurance premium due?", [car], as_of=TODAY).answer is not None
    motorbike = offline_answer("When is the premium for the motorbike insurance due?", [car], as_of=TODAY)
    assert motorbike.answer is None, motorbike


def test_a_zero_amount_is_not_what_a_bill_was():
    bill = _ex(22, "Gas statement October 2026\nBalance carried forward $0.00\nThis month's charges\n"
               "Amount payable $29.79",
               title="Gas statement", when=date(2026, 10, 12))
    got = offline_answer("What was the gas bill we got in October 2026?", [bill], as_of=TODAY)
    assert got.answer is None or "29.79" in got.answer, got
    assert "0.00" in (offline_answer("What balance was carried forward on the gas statement?", [bill],
                                     as_of=TODAY).answer or "")


def test_a_label_the_excerpt_lacks_is_read_in_the_wider_window():
    text = "Home insurance schedule\nPolicy HX-1\nAnnual premium\n$296.00"
    wider = text + "\nContents limit\n$40,000.00\nDeductible (each claim)\n$1,000.00"
    e = Excerpt(number=1, doc_id=31, title="Home insurance schedule", document_date=date(2025, 3, 20), page=1,
                text=text, literal_hit=True, context=wider)
    got = offline_answer("What is the deductible on the home insurance?", [e], as_of=TODAY)
    assert got.answer and "1,000.00" in got.answer, got


def test_an_excerpt_never_ends_inside_a_number():
    from ask.excerpts import _windows

    text = ("Reminder. " * 38) + "Late payment fee\n$12.50\nNow due $103.70"
    cut = text.index("$12.5") + 5  # a 400-character window would end between "5" and "0"
    for _, start, end, _ in _windows(text, cut, [(text.index("Late"), 1.0, "fee")], 0, 10):
        assert not (text[end - 1].isdigit() and end < len(text) and text[end].isdigit()), text[start:end][-20:]


def test_which_document_mentions_a_thing_answers_with_documents():
    boiler = _ex(41, "Annual service visit\nThe boiler was serviced and the flue checked.\nNext visit due in spring.",
                 title="Heating engineer report", number=1)
    fence = _ex(42, "Dear neighbour, the fence between our gardens needs repair.", title="Letter about the fence",
                number=2)
    got = offline_answer("Which document mentions the boiler?", [fence, boiler], as_of=TODAY)
    assert got.answer and "Heating engineer report" in got.answer and got.cited == [41], got
    assert offline_answer("Which letter talks about the swimming pool?", [fence, boiler], as_of=TODAY).answer is None


def test_ways_of_saying_now_name_nothing_in_the_document():
    from ask.question_type import asks_current, key_terms

    for q in ("As things stand, until when does our tenancy run?", "What rent do we pay these days?",
              "What deductible applies at present?"):
        assert asks_current(q), q
        assert not {"stand", "these", "present", "days"} & set(key_terms(q)), key_terms(q)


def test_whats_is_present_tense():
    from ask.question_type import asks_current

    assert asks_current("What's the coverage limit on the renters policy?")
    assert not asks_current("What was the coverage limit on the renters policy?")
    older = _ex(21, "Renters policy\nPolicy period 2025-03-26 to 2026-03-26\nCoverage C - Personal Property\n"
                    "Limit of liability\n$50,000.00", title="Renters policy 2025", when=date(2025, 3, 20))
    newer = _ex(22, "Renters policy\nPolicy period 2026-03-26 to 2027-03-26\nCoverage C - Personal Property\n"
                    "Limit of liability\n$55,000.00", title="Renters policy 2026", when=date(2026, 3, 20), number=2)
    got = offline_answer("What's the coverage limit for personal property on the renters policy?", [older, newer],
                         as_of=TODAY)
    assert got.answer == "$55,000.00" and got.cited == [22], got


def test_search_style_questions_are_about_the_present_unless_dated():
    from ask.question_type import asks_current

    assert asks_current("car insurance due date?")
    assert not asks_current("aws bill jul 2014 how much")
    assert not asks_current("paid water bill 2025")
    newer = _ex(8, "Auto insurance renewal\nPayment due by\nDecember 28, 2026", title="Auto renewal",
                when=date(2026, 11, 15))
    older = _ex(9, "Auto insurance renewal\nPayment due by\nDecember 28, 2025", title="Auto renewal",
                when=date(2025, 11, 15), number=2)
    assert offline_answer("car insurance due date?", [older, newer], as_of=TODAY).answer.startswith("2026-12-28")


def test_signatures_are_read_past_the_excerpt():
    text = "RESIDENTIAL TENANCY AGREEMENT\n1. Parties. Landlord and Tenants.\n2. Term. Ends March 31, 2025."
    wider = (text + "\nSignatures\n/s/ Ottoline Varga\nOttoline Varga, Leasing Agent, for the Landlord\n"
             "/s/ Ben Ruiz\nBen Ruiz, Tenant")
    e = Excerpt(number=1, doc_id=51, title="Residential tenancy agreement", document_date=date(2023, 3, 18), page=1,
                text=text, literal_hit=True, context=wider)
    got = offline_answer("Who signed the tenancy agreement on the landlord's behalf?", [e], as_of=TODAY)
    assert got.answer and "Ottoline Varga" in got.answer, got


@pytest.mark.parametrize("question, kind", [
    ("aws invoice date", "date"),
    ("water bill due date?", "date"),
    ("glacier portion of the aws bill?", "amount"),
    ("What's the issue date on the invoice?", "date"),
    ("What's left to pay on the repair bill?", "amount"),
    ("lease signers", "party"),
    ("policy number for the car", "lookup"),
    ("repair invoice balance due", "amount"),  # the label of an amount, though it ends with "due"
    ("gas bill amount owing?", "amount"),
    ("car insurance due", "date"),
])
def test_questions_typed_like_searches_have_a_type(question, kind):
    assert classify_question(question) == kind


def test_a_long_word_spelled_another_way_still_opens_the_gate():
    # British "licence" asked, American "License" printed: one word, not another topic.
    card = _ex(4, "AUTO POLICY DECLARATIONS\nVehicle\n2021 sedan\nLicense plate\n8KZW215 (OR)\nPolicy number\nCMI-1",
               title="Auto policy declarations")
    answer = offline_answer("What is our car's licence plate number?", [card], as_of=TODAY)
    assert answer.answer == "8KZW215"


def test_a_name_printed_below_its_label_answers_who_was_billed():
    invoice = _ex(3, "INVOICE\nBill To:\nTaylor Riddel\ntriddel9@fake.com\nItem\nCapacitor replacement\n$120.00\n"
                     "Case cleaning\n$7.50", title="Invoice 1")
    answer = offline_answer("Who was billed for the capacitor replacement and case cleaning?", [invoice], as_of=TODAY)
    assert answer.answer == "Taylor Riddel"


def test_when_the_question_gives_the_day_the_time_is_the_answer():
    agenda = _ex(5, "Board of Education\nSpecial Meeting\nApril 6, 2016\n7:30 a.m.\nDistrict office, room 4",
                 title="Special meeting agenda", when=date(2016, 4, 1))
    answer = offline_answer("When does the special board meeting on 6 April 2016 start?", [agenda], as_of=TODAY)
    assert answer.answer == "7:30 a.m."


def test_a_cognate_with_accents_counts_as_the_question_word():
    bill = _ex(6, "Facture d'électricité\nRéférence client\nLV-0094417\nTotal TTC\n271,94 €", title="Facture")
    answer = offline_answer("What is the customer reference on the electricity bill?", [bill], as_of=TODAY)
    assert answer.answer == "LV-0094417"


# ---------------------------------------------------------------- counts and measures
@pytest.mark.parametrize("text, noun, printed", [
    ("Pancakes\n250 g flour\n2 eggs\n500 ml milk", "milk", "500 ml milk"),
    ("The kit ships with 4 spare, threaded bolts.", "bolts", "4 spare, threaded bolts"),
    ("Rainfall this week: 38 mm", "rainfall", "Rainfall this week: 38 mm"),
    ("Gas used\n1,240 cubic", "gas", "Gas used\n1,240 cubic"),
    ("up to 16\nchannels may be mixed", "channels", "up to 16\nchannels"),
    ("giving at least thirty (30) days' notice", "days", "(30) days'"),
])
def test_find_quantities_reads_the_number_against_its_noun(text, noun, printed):
    from ask.spans import find_quantities

    start = text.lower().index(noun)
    spans = find_quantities(text, [(start, start + len(noun) - 1)])  # anchors are stems: the word is completed
    assert [s.printed for s in spans] == [printed]


def test_find_quantities_ignores_a_number_in_another_sentence():
    from ask.spans import find_quantities

    text = "Call 555 0199 (bolts sold separately). Bolts fit every frame."
    start = text.index("Bolts")
    assert find_quantities(text, [(start, start + 5)]) == []


def test_how_many_question_is_answered_with_the_count_not_the_line():
    recipe = _ex(4, "Winter stew for six\n2 onions, chopped\n750 g potatoes\n1.5 litre stock\nSalt and pepper to "
                    "taste; simmer for an hour.", title="Winter stew", when=date(2025, 1, 3))
    answer = offline_answer("How many onions go into the winter stew?", [recipe], as_of=TODAY)
    assert answer.answer == "2 onions"
    answer = offline_answer("How much stock does the winter stew need?", [recipe], as_of=TODAY)
    assert answer.answer == "1.5 litre stock"
    # "The number of …" asks the same count in other words; "the number of our policy" would be an identifier.
    answer = offline_answer("What's the number of onions the winter stew needs?", [recipe], as_of=TODAY)
    assert answer.answer == "2 onions"


def test_a_paper_that_names_a_thing_only_among_its_exclusions_is_not_about_it():
    renters = _ex(9, "Oakmere Mutual\nHOME CONTENTS POLICY\nPolicy number\nOM-HC-55102\nPersonal property\n$30,000.00\n"
                     "Deductible\n$250.00\nExclusions\nLoss caused by flood, mould or earthquake",
                  title="Oakmere home contents policy", when=date(2026, 2, 1))
    for question in ("What is the flood policy number?", "What is the deductible for flood?"):
        assert offline_answer(question, [renters], as_of=TODAY).answer is None
    # The same paper answers about what it is about.
    answer = offline_answer("What is our home contents policy number?", [renters], as_of=TODAY)
    assert answer.answer == "OM-HC-55102"


def test_an_insurer_name_does_not_requalify_the_policy_the_paper_is_about():
    # The excerpt shows only the insurer's name ("Pinecrest Mutual Insurance") and the due date; the paper
    # says "auto policy" elsewhere, so "car insurance" is what it is about.
    notice = _ex(31, "Pinecrest Mutual Insurance\nRenewal premium\n$980.00\nPayment due by\nJanuary 3, 2027\n"
                     "To avoid a lapse in coverage, make sure your payment reaches us by the date shown above.",
                 title="Renewal notice", when=date(2026, 11, 20))
    notice.doc_terms = ["car", "date", "due", "insurance"]
    got = offline_answer("car insurance due date?", [notice], as_of=TODAY)
    assert got.answer and got.answer.startswith("2027-01-03"), got
    # Without the qualifier anywhere in the paper it is still another kind of insurance.
    notice.doc_terms = ["date", "due", "insurance"]
    assert offline_answer("boat insurance due date?", [notice], as_of=TODAY).answer is None


def test_qualified_pairs_leave_out_names():
    from ask.coverage import qualified_pairs as _qualified_pairs

    pairs = _qualified_pairs("Pinecrest Mutual Insurance\nRenters insurance policy")
    assert ("mutual", "insur") not in pairs
    assert ("renter", "insur") in pairs


@pytest.mark.parametrize("question, dropped, kept", [
    ("How much was the internet bill the month before last?", {"before"}, {"internet"}),
    ("What did we spend on gas over the summer?", {"summer"}, {"gas"}),
    ("winter tires receipt", set(), {"winter", "tire"}),  # no period named: "winter" is the topic
])
def test_words_that_only_say_when_are_no_topic(question, dropped, kept):
    from ask.question_type import key_terms

    terms = key_terms(question)
    assert not dropped & terms.keys() and kept <= terms.keys(), terms


def test_the_kind_of_answer_asked_for_is_a_soft_word():
    from ask.question_type import key_terms

    terms = key_terms("Which people signed the amendment to our lease?")
    assert terms["people"] == 0.5 and terms["amendment"] == 1.0


def test_a_part_of_a_bill_is_never_its_total():
    cut = _ex(41, "Cold Storage … questions about your account or bill\nInvoice Date:\nAugust 3 , 2014\n"
                  "TOTAL AMOUNT DUE ON August 3 , 2014\n$4.11\nThis invoice is for the billing period July 2014",
              title="Cloud services invoice")
    from ask.calibration import FLOOR, calibrated_confidence

    for question in ("How much of the July 2014 cloud invoice was Cold Storage?", "cold storage portion of the bill?"):
        got = offline_answer(question, [cut], as_of=TODAY)
        # The total is labelled as the whole bill: withheld (ask.service drops answers under the floor).
        assert got.answer is None or (got.features["label"] == -1 and calibrated_confidence(got.features) < FLOOR), got
    whole = _ex(42, "TOTAL AMOUNT DUE ON August 3 , 2014\n$4.11\nCharges by service\nCold Storage\n$2.22\n"
                    "Compute\n$1.89", title="Cloud services invoice")
    assert offline_answer("cold storage portion of the bill?", [whole], as_of=TODAY).answer == "$2.22"
    assert offline_answer("What was the total amount due on the cloud invoice?", [whole], as_of=TODAY).answer == "$4.11"


def test_an_equipment_rental_line_does_not_make_a_bill_about_rent():
    internet = _ex(43, "Service month\nNovember 2026\nTotal to pay\n$79.31\nItem\nFibre home plan\n$69.00\n"
                       "Wi-Fi mesh point rental\n$8.00", title="Internet bill November 2026", when=date(2026, 11, 21))
    assert offline_answer("How much rent are we paying per month these days?", [internet], as_of=TODAY).answer is None


def test_a_context_line_that_is_a_label_keeps_the_value_under_it():
    from ask.excerpts import _context_lines
    from ask.retrieval import Term

    page = ("Acme Home Insurance Co.\nABN 48 123 123 124\nCoverage\nDeductible (all perils)\n$500.00\n"
            "Annual premium\n$261.67")
    lines = dict(_context_lines([page], [Term("deductible", "deduct", 3.0), Term("acme", "acm", 3.0)], 90))
    assert "Deductible (all perils) $500.00" in lines
    assert "Acme Home Insurance Co." in lines  # a heading over an identifier line stays a heading


def test_what_insurance_costs_is_its_premium():
    notice = _ex(44, "Pinecrest Mutual Insurance\nYour auto policy renewal\nRenewal premium\n$1,214.30\n"
                     "Payment due by\nJanuary 9, 2027\nRegistration renewal fee reminder: see your state office",
                 title="Auto policy renewal notice", when=date(2026, 11, 10))
    got = offline_answer("What will the car insurance renewal cost?", [notice], as_of=TODAY)
    assert got.answer == "$1,214.30" and got.features["label"] == 1.0, got


def test_a_question_about_which_number_to_ring_gets_a_phone_number_not_an_identifier():
    card = _ex(45, "Pinecrest Mutual Insurance\nPolicy number PM-AU-55120931\nClaims line (24/7): 1-800-555-0177\n"
                   "Customer service 1-800-555-0100", title="Auto policy declarations", when=date(2026, 1, 9))
    got = offline_answer("Which number do we ring to make a claim on the car insurance?", [card], as_of=TODAY)
    assert got.answer == "1-800-555-0177", got
    assert offline_answer("What is our car insurance policy number?", [card], as_of=TODAY).answer == "PM-AU-55120931"


def test_a_fee_printed_as_a_cost_is_labelled_as_asked():
    letter = _ex(46, "Grade 11 field trip\nDear families, on December 7 students will visit the museum. The bus "
                     "leaves at 8:15 a.m.\nThe cost is $22.00 per student, payable through the parent portal.",
                 title="Field trip letter", when=date(2026, 11, 11))
    got = offline_answer("How much is the field trip fee?", [letter], as_of=TODAY)
    assert got.answer == "$22.00" and got.features["label"] == 1.0, got


def test_last_periods_balance_is_not_this_bills_amount():
    # As the household corpus's power statement prints its summary (a bill's own figures, then last period's).
    bill = _ex(5, "Statement Date\n03/06/2026\nService Period\n02/01/2026 - 02/28/2026\nDue Date\n03/27/2026\n"
                  "Amount Due\n$169.97\nAccount Summary\nPrevious Balance\n$172.03\nPayment Received - Thank You "
                  "02/25/2026\n-$172.03\nBalance Forward\n$0.00\nCurrent Charges\n$169.97\nAmount Due\n$169.97",
               title="Power statement 2026-03-06", when=date(2026, 3, 6))
    answer = offline_answer("How much was the power bill we received in March 2026?", [bill], as_of=TODAY)
    assert answer.answer == "$169.97"
    asked = offline_answer("What was the previous balance on the power bill?", [bill], as_of=TODAY)
    assert asked.answer == "$172.03"  # asked for by name, it is the answer


def test_a_condition_sets_the_scene_and_need_not_be_printed():
    from ask.question_type import key_terms

    terms = key_terms("If we have an accident, which number do we ring to file a claim with our car insurer?")
    assert terms["accident"] == 0.5 and terms["file"] == 0.5  # the scene, and a verb
    assert terms["claim"] == 1.0 and terms["car"] == 1.0  # what is asked about
    declarations = _ex(31, "Auto policy declarations\nPolicy number AU-55102\nClaims line: 1-888-555-0117\n"
                           "Roadside help: 1-888-555-0199", title="Auto policy declarations", when=date(2026, 1, 4))
    got = offline_answer("If we have an accident, which number do we ring to file a claim with our car insurer?",
                         [declarations], as_of=TODAY)
    assert got.answer == "1-888-555-0117", got


def test_a_condition_names_the_topic_when_the_rest_names_nothing():
    from ask.question_type import key_terms

    terms = key_terms("If we want to claim on the boat insurance, what number do we call?")
    assert terms["boat"] == 1.0 and terms["insur"] == 1.0  # the only words that say which paper
    assert terms["want"] == 0.5 and terms["call"] == 0.5
    schedule = _ex(32, "Marine cover schedule\nVessel: sloop 'Wren'\nBoat insurance claims: 1-877-555-0166\n"
                       "Sales: 1-877-555-0100", title="Boat insurance schedule", when=date(2026, 2, 4))
    got = offline_answer("If we want to claim on the boat insurance, what number do we call?", [schedule],
                         as_of=TODAY)
    assert got.answer == "1-877-555-0166", got



AGREEMENT = _ex(
    21, "AGREEMENT TO LET\n12 Heron Walk, Flat 2\nSigned\n(signed) Priya Castellane\n"
        "Lettings Officer for the Owner, 3 May 2025\n(signed) Tomasz Welland\nOccupier, 3 May 2025\n"
        "Signature on file: Ines Welland\ntenant\nEnd of agreement.", title="Agreement to let, Heron Walk",
    when=date(2025, 5, 3), page=3)


def test_signed_and_signature_on_file_lines_name_the_signers():
    ans = offline_answer("Who signed the agreement to let?", [AGREEMENT], as_of=TODAY)
    assert ans.answer == "Priya Castellane; Tomasz Welland; Ines Welland" and ans.cited == [21]


def test_the_side_asked_keeps_its_signer_only():
    ans = offline_answer("Who signed the agreement for the landlord?", [AGREEMENT], as_of=TODAY)
    assert ans.answer == "Priya Castellane"
    ans = offline_answer("Who signed the agreement for the tenants?", [AGREEMENT], as_of=TODAY)
    assert ans.answer == "Ines Welland"  # the one whose role line says so ("Occupier" is another word)


def test_a_signed_paper_not_worded_like_the_question_is_read_only_when_first_and_unqualified():
    # "lease" is not printed: the first paper found is signed, so its signers are read.
    ans = offline_answer("Who signed the lease?", [AGREEMENT, RENEWAL], as_of=TODAY)
    assert ans.answer == "Priya Castellane; Tomasz Welland; Ines Welland"
    # "the original lease" of several related papers: retrieval order does not say which one.
    assert offline_answer("Who signed the original lease?", [AGREEMENT, RENEWAL], as_of=TODAY).answer is None
    assert offline_answer("Who signed the lease?", [RENEWAL, AGREEMENT], as_of=TODAY).answer is None


def test_how_much_tax_is_the_amount_its_rate_yields_not_the_rate():
    # The rate sits right before the amount it yields (here on a line of its own).
    bill = _ex(4, "Rowanfield Telecom\nInvoice 2026-118\nSubtotal\n150.00 EUR\nVAT 21%\n31.50 EUR\nTotal\n181.50 EUR",
               title="Rowanfield invoice 2026-118", when=date(2026, 9, 3))
    got = offline_answer("How much VAT was on the Rowanfield invoice?", [bill], as_of=date(2026, 11, 1))
    assert got.answer == "31.50 EUR", got


def test_a_letter_is_signed_by_the_name_under_its_closing():
    letter = _ex(31, "Brackenfield Lettings Ltd\nDear tenants,\nFrom 1 March 2027 your monthly rent will be "
                     "£1,240.00.\nYours sincerely,\nPernille Oakhurst-Vane\nLettings manager, Brackenfield Lettings",
                 title="Rent review letter", when=date(2026, 12, 1))
    got = offline_answer("Who signed the letter about the rent review?", [letter], as_of=TODAY)
    assert got.answer == "Pernille Oakhurst-Vane", got
    dutch = _ex(32, "Betreft: huurverhoging\nGeachte heer Lindqvist,\nUw huur wordt per 1 juli € 1.210,00.\n"
                    "Met vriendelijke groet,\nSieuwke de Graaff-Olthof\nBeheerder",
                title="Huurverhoging rent letter", when=date(2026, 5, 2))
    got = offline_answer("Who signed the rent letter?", [dutch], as_of=TODAY)
    assert got.answer == "Sieuwke de Graaff-Olthof", got


def test_a_signature_block_lists_its_signers_and_leaves_out_the_witness():
    text = ("COMMERCIAL LEASE\n14. Governing law. The law of the premises applies.\n15. Signatures\n"
            "Signed in two copies on the date above.\nOdalys Fenwright\nfor and on behalf of Quillon Estates Ltd\n"
            "Barnaby Tisch\nTenant\nWitness: Colm Ardagh, 3 Mill Lane")
    got = offline_answer("Who signed the lease?", [_ex(33, text, title="Commercial lease")], as_of=TODAY)
    assert got.answer == "Odalys Fenwright; Barnaby Tisch", got


@pytest.mark.django_db  # a paper with no signers here has its last page looked up (none in this database)
def test_role_lines_over_names_sign_only_as_a_block():
    block = ("RENEWAL OF TENANCY\nThe term is renewed until 30 June 2028.\nFor the Landlord:\nIsidore Markham\n"
             "Isidore Markham (agent)  02/05/2027\nTenant:\nWren Alcott\nWren Alcott  02/05/2027")
    got = offline_answer("Who signed the tenancy renewal?", [_ex(34, block, title="Tenancy renewal")], as_of=TODAY)
    assert got.answer == "Isidore Markham; Wren Alcott", got
    # One role line over a name is how a form lists a party, not a signature.
    form = "TENANCY APPLICATION\nTenant:\nWren Alcott\nProperty: 9 Rook Street\nMonthly rent: £980.00"
    got = offline_answer("Who signed the tenancy application?", [_ex(35, form, title="Tenancy application")],
                         as_of=TODAY)
    assert got.answer is None, got


def test_the_original_agreement_is_the_one_signed_first():
    original = _ex(36, "TENANCY AGREEMENT\n9. Pets. None.\nSIGNED by the parties:\nLandlord:\nMarguerite Penhallow\n"
                       "Print name: Marguerite Penhallow   Date: 14/08/2025\nTenant:\nWren Alcott\n"
                       "Print name: Wren Alcott   Date: 14/08/2025", title="Tenancy agreement",
                   when=date(2025, 8, 14), number=2)
    # The renewal cites the original agreement's date first, so its own document date reads as the older one.
    renewal = _ex(37, "RENEWAL OF TENANCY AGREEMENT\nOriginal agreement dated 14 August 2025.\nThe term is renewed.\n"
                      "For the Landlord:\nIsidore Markham\nIsidore Markham (agent)  02/05/2026\nTenant:\nWren Alcott\n"
                      "Wren Alcott  02/05/2026", title="Tenancy agreement renewal", when=date(2025, 8, 14))
    got = offline_answer("Who were the signatories on the original tenancy agreement?", [renewal, original],
                         as_of=TODAY)
    assert got.answer == "Marguerite Penhallow; Wren Alcott", got
    got = offline_answer("Who signed the tenancy agreement renewal?", [renewal, original], as_of=TODAY)
    assert got.answer == "Isidore Markham; Wren Alcott", got


def test_an_iban_question_is_answered_by_an_iban_or_not_at_all():
    from ask.spans import find_ibans

    assert [(x.printed, x.weight) for x in find_ibans("IBAN DE34 7007 0010 0156 9193 01\nBIC DEUTDEMM")] == [
        ("DE34 7007 0010 0156 9193 01", 1.0)]  # checksum valid
    assert [x.weight for x in find_ibans("IBAN: GB12 ABCD 1020 3040 5060 70")] == [0.8]  # printed, fails the checksum
    assert find_ibans("Account no. SKF-30418827, customer DE 4411") == []
    bill = _ex(41, "Broadband invoice\nAccount no. NET-30418827\nPlease pay by transfer.", title="Broadband invoice",
               when=date(2026, 4, 3))
    assert offline_answer("What is the IBAN of our current account?", [bill], as_of=TODAY).answer is None
    transfer = _ex(42, "Heating advance\nPlease transfer 120.00 EUR to\nIBAN DE34 7007 0010 0156 9193 01\n"
                       "Account no. H-4471", title="Heating advance", when=date(2026, 4, 3))
    assert offline_answer("Which IBAN should the heating advance be paid into?", [transfer],
                          as_of=TODAY).answer == "DE34 7007 0010 0156 9193 01"


def test_a_date_labelled_with_another_event_is_not_when_it_shipped():
    # A delivery date answers "when will it arrive", not "when was it dispatched": each label names its own event.
    mail = _ex(8, "Your parcel is on its way\nEstimated delivery\nJune 25, 2021\nOrder number 114-2231\n"
                  "Dispatched on\nJune 21, 2021\nCarrier: Parcelway", title="Your order has been dispatched")
    assert offline_answer("When was the parcel shipped?", [mail], as_of=TODAY).answer.startswith("2021-06-21")
    assert offline_answer("When will the parcel arrive?", [mail], as_of=TODAY).answer.startswith("2021-06-25")


def test_an_e_mails_header_date_is_when_it_was_sent_not_when_the_parcel_shipped():
    mail = _ex(9, "From: Parcelway Tracking <updates@parcelway.example>\nTo: sam@example.org\nDate: Fri, 25 Jun 2021 "
                  "05:54:39 -0600\nSubject: Your parcel is out for delivery\nHi Sam, your parcel from the Westfield "
                  "depot is out for delivery today. This email was sent automatically.",
               title="Your parcel is out for delivery")
    from ask.candidates import withheld

    got = offline_answer("parcel ship date", [mail], as_of=TODAY)
    assert withheld(got) or not got.answer.startswith("2021-06-25"), got
    # Asked when the message came, the header is the answer.
    got = offline_answer("What date was the parcel email sent?", [mail], as_of=TODAY)
    assert got.answer is not None and got.answer.startswith("2021-06-25"), got.answer
    # An invoice's own "Date:" label, with no e-mail header around it, still dates the invoice.
    invoice = _ex(11, "Northgate Tools Ltd\nInvoice 5521\nDate: 22.05.2026\nCordless drill 1 EUR 99.00\n"
                      "Total EUR 99.00", title="Northgate invoice")
    got = offline_answer("When was the Northgate invoice issued?", [invoice], as_of=TODAY)
    assert got.answer is not None and got.answer.startswith("2026-05-22") and not withheld(got), got


def test_a_higher_rent_is_a_rent_increase_and_someone_names_nothing():
    from ask.question_type import key_terms

    assert key_terms("From what date does the higher rent apply?") == {"date": 0.5, "increase": 0.5, "rent": 1.0,
                                                                        "apply": 0.5}
    assert "someone" not in key_terms("When is someone coming to check the smoke detectors?")
    # A reflexive pronoun relates what is asked; no paper need print it. "Kicks in" is "starts".
    assert key_terms("How much do we pay ourselves on the health insurance when it kicks in?") == {
        "pay": 0.5, "health": 1.0, "insur": 1.0, "start": 0.5}
    letter = _ex(10, "Annual rent review\nUnder clause 4 of your tenancy agreement we increase the rent by 3.0% from "
                     "1 July 2026.\nYour monthly rent will then be EUR 1,426.55.", title="Rent increase")
    got = offline_answer("From what date does the higher rent apply?", [letter], as_of=TODAY)
    assert got.answer is not None and got.answer.startswith("2026-07-01"), got.answer
