"""Write real.jsonl: three hand-written paraphrases of each question in the shared real corpus.

The paraphrase texts below were written one by one (not generated); this script only copies every
gold field of the original question unchanged, sets ``id`` to ``<orig>-p1..p3`` and adds
``paraphrase_of``. Run from the project root:

    python3 tests/data/paraphrases/build_real.py
"""
from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent / "corpus" / "real" / "questions.jsonl"

PARAPHRASES: dict[str, list[str]] = {
    "pub-001": [
        "What was the AWS charge for the month of July 2014?",
        "aws bill jul 2014 how much",
        "How much did Amazon's cloud services cost me for 07/2014?",
    ],
    "pub-002": [
        "How much of the July 2014 Amazon Web Services invoice was Glacier?",
        "glacier portion of the aws bill?",
        "On the AWS statement, what did the Amazon Glacier storage come to?",
    ],
    "pub-003": [
        "What's the issue date on the Amazon Web Services invoice?",
        "aws invoice date",
        "When did AWS send out the bill for July 2014 - which day is it dated?",
    ],
    "pub-004": [
        "What did Free charge me for internet in July 2015?",
        "free fibre invoice 07/2015 amount",
        "How much was the July 2015 bill from my French ISP Free?",
    ],
    "pub-005": [
        "What was the payment deadline on the bill from Free?",
        "free internet bill due date",
        "When was the Free broadband invoice due for payment (date d'échéance)?",
    ],
    "pub-006": [
        "What's my customer number at Free?",
        "free isp customer id",
        "Which subscriber identifier does the internet company Free have for me?",
    ],
    "pub-007": [
        "How much did I pay for the iPad Air from Coolblue?",
        "coolblue ipad air price",
        "What was the price of the iPad Air on my Coolblue order?",
    ],
    "pub-008": [
        "What did the Coolblue order with the Nintendo 3DS add up to altogether?",
        "coolblue order total (the one w/ the 3ds)",
        "How much was the whole Coolblue invoice that had the Nintendo 3DS on it?",
    ],
    "pub-009": [
        "What's the invoice date of the Coolblue order with the tablet and the games?",
        "coolblue invoice date tablet + games",
        "On which day did Coolblue bill me for the iPad and games order?",
    ],
    "pub-010": [
        "By when does Sammy Maystone's repair invoice have to be paid?",
        "sammy maystone invoice due date",
        "What's the payment deadline on the repair bill from Sammy Maystone?",
    ],
    "pub-011": [
        "Who was the capacitor replacement and case cleaning invoiced to?",
        "who got billed for capacitor replacement + case cleaning",
        "Which customer received the bill for replacing capacitors and cleaning the case?",
    ],
    "pub-012": [
        "How much is still outstanding on the Sammy Maystone invoice?",
        "sammy maystone balance due",
        "What's left to pay on Sammy Maystone's repair bill?",
    ],
    "pub-013": [
        "What did the single night at the Chennai hotel on 31 December 2017 cost?",
        "price of the chennai hotel night, new years eve 2017",
        "How much was the OYO room in Chennai for the night of Dec 31, 2017?",
    ],
    "pub-014": [
        "What payment method was used for the OYO booking?",
        "how did we pay for the oyo hotel",
        "Was the OYO room paid by card, online or some other way?",
    ],
    "pub-015": [
        "What's the booking ID of the hotel in Chennai?",
        "chennai hotel booking ref",
        "Which reservation number did the OYO stay in Chennai have?",
    ],
    "pub-016": [
        "How much did electricity and water cost together in February 2022?",
        "utilities (power + water) feb 2022 total",
        "What was paid for the electric and water bills combined during 02/2022?",
    ],
    "pub-017": [
        "What was the savings account's starting balance for February 2022?",
        "savings opening balance feb 2022",
        "How much was in the savings account at the start of the February 2022 statement?",
    ],
    "pub-018": [
        "What was paid for life insurance during February 2022?",
        "life insurance payment feb 2022",
        "How much was debited for life insurance in Feb 2022?",
    ],
    "pub-019": [
        "What was John Stiles's net pay on the July 2008 pay stub?",
        "john stiles net pay july 2008",
        "How much did John Stiles actually take home according to his earnings statement from July 2008?",
    ],
    "pub-020": [
        "What's the pay date for John Stiles for the pay period that ended 18 July 2008?",
        "john stiles pay date, period ending 7/18/2008",
        "On what day did John Stiles get paid for the period that closed on July 18th, 2008?",
    ],
    "pub-021": [
        "Adding regular, overtime and holiday hours, how many hours does the pay stub pay for?",
        "total hours on the paystub (reg+ot+holiday)",
        "How many paid hours does that earnings statement show altogether, counting regular, overtime and holiday?",
    ],
    "pub-022": [
        "What's the effective date of Jacob Michael's health insurance coverage?",
        "jacob michael health plan effective date",
        "From what date was Jacob Michael covered by his health plan?",
    ],
    "pub-023": [
        "What's the specialist copay on the AnyInsurance card?",
        "anyinsurance specialist copay",
        "How much do I have to pay when I see a specialist with my AnyInsurance plan?",
    ],
    "pub-024": [
        "What's the member number printed on the AnyInsurance card?",
        "anyinsurance member id",
        "Which member identification number is on my AnyInsurance health card?",
    ],
    "pub-025": [
        "How much went on food in expense report 35678-9?",
        "food total, expense report 35678-9",
        "What was the amount spent on meals and food on expense report no. 35678-9?",
    ],
    "pub-026": [
        "What's the total of expense report A?",
        "expense report A total",
        "How much does expense report A come to altogether?",
    ],
    "pub-027": [
        "According to the expense report, which merchant sold the laptop?",
        "who was the laptop bought from (expense report)",
        "From which vendor did the laptop purchase on the expense report come?",
    ],
    "pub-028": [
        "Who is Jane Doe's current employer, and what's her job title there?",
        "jane doe current employer + position",
        "What company does Jane Doe work for now, and what position does she hold?",
    ],
    "pub-029": [
        "What reason did Jane Doe give for leaving Any Company?",
        "jane doe reason for leaving any company",
        "Why did Jane Doe quit her position at Any Company?",
    ],
    "pub-030": [
        "What was Jane Doe's start date at Best Corp.?",
        "jane doe best corp start date",
        "When did Jane Doe begin her job at Best Corp?",
    ],
    "pub-031": [
        "What was the total for the Contoso breakfast including the tip?",
        "contoso breakfast total w/ tip",
        "How much did I pay altogether for breakfast at Contoso, gratuity included?",
    ],
    "pub-032": [
        "What tip is on the Contoso breakfast receipt?",
        "contoso receipt tip amount",
        "How much gratuity did I leave on the Contoso receipt?",
    ],
    "pub-033": [
        "What's the date and time on the Contoso receipt for the cappuccino and bacon and eggs?",
        "when was the contoso cappucino + bacon & eggs",
        "On which day (and at what time) did I order bacon & eggs with a cappuccino at Contoso?",
    ],
    "pub-034": [
        "What does Contoso's project statement to Wingtip Toys total?",
        "contoso wingtip toys statement total",
        "How much is the grand total on the statement Contoso sent Wingtip Toys for the project?",
    ],
    "pub-035": [
        "How much of a discount did the leadership training get?",
        "leadership training discount",
        "What reduction was given on the leadership training line?",
    ],
    "pub-036": [
        "What date is the leadership training scheduled for?",
        "leadership training date",
        "On which day does the leadership training take place?",
    ],
    "pub-037": [
        "How many tracks can the LinnSequencer record simultaneously?",
        "linnsequencer number of tracks",
        "What's the number of tracks the LinnSequencer can record at once?",
    ],
    "pub-038": [
        "How many notes can one LinnSequencer disk hold?",
        "linnsequencer notes per disk",
        "What's the note capacity of a single LinnSequencer disk?",
    ],
    "pub-039": [
        "How much water is needed for the lentil soup?",
        "lentil soup water amount",
        "What quantity of water does the lentil soup recipe call for?",
    ],
    "pub-040": [
        "How many onions go into the Waterman lentil soup?",
        "onions in waterman lentil soup?",
        "What number of onions does the Waterman recipe for lentil soup ask for?",
    ],
    "pub-041": [
        "What was the Commonwealth Bank 3-year fixed rate for a principal-and-interest home loan in April 2019?",
        "cba 3 yr fixed home loan rate p&i apr 2019",
        ("In April 2019, what interest rate did Commonwealth Bank charge on a three-year fixed home loan "
         "with principal and interest repayments?"),
    ],
    "pub-042": [
        "How much is the yearly fee for the Wealth Package home loan package?",
        "wealth package annual fee",
        "What does the home loan Wealth Package cost per year?",
    ],
    "pub-043": [
        "From which date did those home loan rates apply?",
        "home loan rates effective from",
        "What's the effective date of the home loan interest rates in that rate sheet?",
    ],
    "pub-044": [
        "At what time does the school board's special meeting of April 6, 2016 begin?",
        "start time, school board special meeting 4/6/2016",
        "When does the special board meeting on 6 April 2016 get started?",
    ],
    "pub-045": [
        "Whose performance evaluation was on the closed-session agenda of the school board?",
        "whose performance review - board closed session",
        "Which employee's performance evaluation did the board discuss in closed session?",
    ],
    "pub-046": [
        "How long can each member of the public talk during public comments at the board meeting?",
        "public comment time limit per speaker",
        "What's the time limit per speaker for public comment at the school board meeting?",
    ],
    "pub-047": [
        "What was the expected delivery date for the Amazon package shipped in September 2020?",
        "amazon sept 2020 shipment arriving when",
        "When was my Amazon order that shipped in 09/2020 due to be delivered?",
    ],
    "pub-048": [
        "What was the destination of the Amazon shipment from September 2020?",
        "where was the sept 2020 amazon package headed",
        "To which town was the Amazon parcel shipped in September 2020 being sent?",
    ],
    "pub-049": [
        "What's the tracking number of the FedEx parcel sent from Wilson Distribution Center?",
        "fedex tracking # wilson distribution center",
        "Which FedEx tracking ID belongs to the package from the Wilson Distribution Center?",
    ],
    "pub-050": [
        "What did the FedEx package weigh?",
        "fedex shipment weight",
        "How much does the FedEx parcel weigh according to the email?",
    ],
    "pub-051": [
        "What's the ship date of the FedEx parcel?",
        "fedex ship date",
        "On which day was the FedEx package sent out?",
    ],
    "pub-052": [
        "Which shipping company flagged a delivery exception for one of my packages, and when?",
        "who reported a delivery exception and what day",
        "One of my parcels had a delivery problem - which carrier said so and on which date?",
    ],
    "pub-053": [
        "What's the tracking number of the USPS package that was delayed?",
        "usps delayed parcel tracking no",
        "Which tracking number does the USPS parcel with the delivery exception have?",
    ],
    "pub-054": [
        "Which shop's package did Royal Mail deliver in August 2020?",
        "royal mail aug 2020 delivery - which retailer",
        "Royal Mail delivered a parcel in 08/2020: which store was it from?",
    ],
    "pub-055": [
        "What date was the John Lewis package delivered?",
        "john lewis parcel delivery date",
        "When did the John Lewis parcel arrive?",
    ],
    "pub-056": [
        "What's the tracking reference for the John Lewis parcel?",
        "john lewis parcel tracking no",
        "Which Royal Mail tracking number does the John Lewis package have?",
    ],
    "pub-057": [
        "How many shipping notification emails have I got, and which companies sent them?",
        "count of parcel delivery emails + which carriers",
        "How many package tracking e-mails are in my archive, and from whom?",
    ],
    "pub-058": [
        "When is the renewal of my car insurance due?",
        "car insurance renewal date",
        "By when do I have to renew my auto insurance policy?",
    ],
    "pub-059": [
        "Who signed the amendment to the apartment lease?",
        "apartment lease amendment signatories",
        "Which people put their signatures on the lease amendment for the flat?",
    ],
    "pub-060": [
        "What meter reading was on my most recent electricity bill?",
        "last power bill meter reading",
        "What did the electric meter read on the latest electricity statement?",
    ],
    "pub-061": [
        "What did my gym membership cost me last year?",
        "gym membership cost last yr",
        "How much did I spend on the gym subscription over the previous year?",
    ],
    "pub-062": [
        "What's my passport number?",
        "passport no",
        "Which number is on my passport?",
    ],
    "pub-063": [
        "When does the lease on my apartment expire?",
        "apartment lease end date",
        "What's the end date of my flat's tenancy agreement?",
    ],
    "pub-064": [
        "What was my gas bill for November 2021?",
        "gas bill nov 2021",
        "How much did the gas company charge me in 11/2021?",
    ],
    "pub-065": [
        "How much did the dentist bill me for my most recent cleaning?",
        "dentist cleaning cost last visit",
        "What was the charge for my last teeth cleaning at the dentist's?",
    ],
    "pub-066": [
        "What did I pay in property tax for 2019?",
        "property tax 2019 amount",
        "How much real estate tax did I pay in the year 2019?",
    ],
    "pub-067": [
        "What's my car's VIN?",
        "vehicle identification number of my car",
        "Which vehicle identification number does my car have?",
    ],
}


def paraphrases_write(source: Path, target: Path, paraphrases: dict[str, list[str]]) -> int:
    """Write one JSON line per paraphrase; returns the number of lines written.

    Every field of the original question is copied unchanged except ``id`` (``<orig>-pN``) and
    ``question``; ``paraphrase_of`` names the original id. Raises KeyError when a question has no
    paraphrases and ValueError when one has other than three.
    """
    lines = []
    for raw in source.read_text(encoding="utf-8").splitlines():
        if not raw.strip():
            continue
        original = json.loads(raw)
        texts = paraphrases[original["id"]]
        if len(texts) != 3:
            raise ValueError(f"{original['id']}: {len(texts)} paraphrases, expected 3")
        for n, text in enumerate(texts, start=1):
            row = dict(original)
            row["id"] = f"{original['id']}-p{n}"
            row["question"] = text
            row["paraphrase_of"] = original["id"]
            lines.append(json.dumps(row, ensure_ascii=False))
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines)


if __name__ == "__main__":
    count = paraphrases_write(SOURCE.resolve(), HERE / "real.jsonl", PARAPHRASES)
    print(f"real.jsonl: {count} paraphrases")
