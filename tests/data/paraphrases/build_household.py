"""Write household.jsonl: three hand-written paraphrases of each shared household question.

Every question is asked as of 2026-11-30, so "last year" is 2025, "this year" is 2026 up to
30 November, "last month" is October 2026. Each period expression below was chosen to cover exactly
the same days as the original's (see the original's ``compute``); where no faithful rewording of the
period exists, the period is kept and only the other words change. Gold fields are copied unchanged
by ``paraphrases_write`` (see build_real.py). Run from the project root:

    python3 tests/data/paraphrases/build_household.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from build_real import paraphrases_write  # noqa: E402

SOURCE = HERE.parent / "corpus" / "household" / "questions.jsonl"

PARAPHRASES: dict[str, list[str]] = {
    "q001": [
        "By what date do we need to pay the car insurance?",
        "car insurance due date?",
        "When's the next payment for the auto policy due?",
    ],
    "q002": [
        "How much did electricity, gas and water cost us altogether in the month before December last year?",
        "total utilities paid during 11/2025",
        "What did we pay for utilities in November of last year, all added up?",
    ],
    "q003": [
        "Which people signed the amendment to our lease?",
        "lease amendment signatures - who?",
        "Who put their names on the amended lease?",
    ],
    "q004": [
        "What did the power bills for the home come to from December last year through February?",
        "home electricity total, dec 2025 to feb 2026",
        "How much did we pay for electricity at the house this past winter (Dec-Feb)?",
    ],
    "q005": [
        "What was the largest gas payment we made in 2025?",
        "biggest gas bill last yr?",
        "Of all last year's gas bills, which one cost the most - how much was it?",
    ],
    "q006": [
        "How much rent do we pay each month at the moment?",
        "current monthly rent",
        "What is the rent per month under our lease now?",
    ],
    "q007": [
        "What's the coverage limit for our personal belongings on the renters insurance?",
        "personal property coverage on the home policy",
        "How much are our belongings covered for under the current renters policy?",
    ],
    "q008": [
        "When does our vehicle registration expire?",
        "car registration expiry date",
        "Until what date is the car's registration valid?",
    ],
    "q009": [
        "How much has the internet cost us year to date?",
        "internet payments so far in 2026",
        "What have we paid for broadband since January this year?",
    ],
    "q010": [
        "What was our total water bill for 2025?",
        "water total jan-dec last year",
        "How much did we spend on water across all twelve months of last year?",
    ],
    "q011": [
        "What was my LDL result on the blood test?",
        "ldl cholesterol from my bloodwork",
        "How high was my LDL cholesterol in the lab results?",
    ],
    "q012": [
        "How much did we pay for power in October?",
        "electricity paid in the month before this one",
        "What went out for the electric bill during 10/2026?",
    ],
    "q013": [
        "How much did electricity, gas and water cost us in October 2026?",
        "utilities total for the month before this one",
        "What did we pay in utility bills during last month, all together?",
    ],
    "q014": [
        "When's the most recent water bill due?",
        "due date on the newest water bill",
        "By what date do we have to pay the last water bill we got?",
    ],
    "q015": [
        "What did our gas bills add up to in 2025?",
        "total gas payments last year",
        "How much went on gas over the whole of the previous calendar year?",
    ],
    "q016": [
        "Year to date, how much more have we paid for the home's electricity than in the same stretch of last year?",
        "home electricity jan-nov 2026 vs jan-nov 2025, difference?",
        ("Compared with January through November last year, how much extra did the house's power bills cost us "
         "in the same months this year?"),
    ],
    "q017": [
        "How much was the internet bill the month before last?",
        "internet bill from september",
        "What did the broadband invoice from two months back come to?",
    ],
    "q018": [
        "How many power bills for the house did we get last year?",
        "number of home electricity statements in 2025",
        "Last year, how many electric bills for our home arrived?",
    ],
    "q019": [
        "What's the biggest electricity payment we've made so far in 2026?",
        "highest power bill paid ytd",
        "Which electric bill this year was the most expensive, and how much was it?",
    ],
    "q020": [
        "On average, how much did we pay for gas per month in 2025?",
        "avg monthly gas cost last year",
        "What did gas cost us per month last year, averaged over the year?",
    ],
    "q021": [
        "How much did electricity, gas and water cost us in total last year?",
        "total utilities paid 2025 (power, gas, water)",
        "What did all our utility bills - electric, gas and water - add up to over the previous calendar year?",
    ],
    "q022": [
        "What's the total of everything we paid in GBP?",
        "sum of all payments in pounds sterling",
        "How much have we paid altogether in £?",
    ],
    "q023": [
        "What have we spent at Copperline Hardware so far in 2026?",
        "copperline hardware total ytd",
        "How much did we pay at Copperline Hardware since the start of this year?",
    ],
    "q024": [
        "In 2025, which month had the biggest electricity plus gas total?",
        "month last yr with highest power + gas bills",
        "Which month of last year did we pay the most for electricity and gas combined?",
    ],
    "q025": [
        "Which bills haven't we paid yet?",
        "outstanding bills?",
        "What bills are still open and waiting to be paid?",
    ],
    "q026": [
        "What's the total of our unpaid bills?",
        "how much is still outstanding on open bills",
        "How much do we owe on the bills that are still open?",
    ],
    "q027": [
        "What did the car insurance premiums for the past three policy terms add up to?",
        "total car insurance paid over the last 3 policy periods",
        "How much have we paid in auto insurance for the three most recent policy years combined?",
    ],
    "q028": [
        "What's the policy number on our auto insurance?",
        "car insurance policy no.",
        "Which policy number does our car insurance have?",
    ],
    "q029": [
        "What's our account number with the electricity company?",
        "electric bill account no",
        "Which account number is on our power bills?",
    ],
    "q030": [
        "How much is the deductible on our renters insurance?",
        "home insurance deductable",
        "What's the excess we'd have to pay on a claim under the home insurance policy?",
    ],
    "q031": [
        "Who is our car insurance with?",
        "car insurer name",
        "Which insurance company covers our car?",
    ],
    "q032": [
        "What's our car's number plate?",
        "licence plate number of the car",
        "Which registration plate does our car have?",
    ],
    "q033": [
        "What notice period applies if we want to end the alarm monitoring agreement?",
        "alarm monitoring contract cancellation notice period",
        "How far in advance do we have to tell the security company if we cancel the monitoring contract?",
    ],
    "q034": [
        "What's the early termination fee on the alarm monitoring contract?",
        "penalty for cancelling the alarm contract early",
        "If we end the security monitoring agreement before its term is up, what do we have to pay?",
    ],
    "q035": [
        "Which model is our TV?",
        "tv model number",
        "What's the model of the television we bought?",
    ],
    "q036": [
        "When does the television's warranty expire?",
        "tv warranty end date",
        "Until when is the TV covered by its warranty?",
    ],
    "q037": [
        "Which store did the vacuum cleaner come from?",
        "where was the vacuum bought",
        "What shop did we get the hoover from?",
    ],
    "q038": [
        "What was the total on the receipt for the dishwasher?",
        "dishwasher purchase total paid",
        "How much did the dishwasher purchase come to altogether, tax included?",
    ],
    "q039": [
        "When is the field trip happening at school?",
        "date of the upcoming school field trip",
        "Which day is the class trip this year?",
    ],
    "q040": [
        "What does the school field trip cost?",
        "field trip fee?",
        "How much do we have to pay for the field trip?",
    ],
    "q041": [
        "What date is the school's winter concert?",
        "winter concert date",
        "When is the school holding its winter concert?",
    ],
    "q042": [
        "Who's holding our spare key?",
        "who has the spare house key",
        "Which person did we leave the extra key with?",
    ],
    "q043": [
        "What did the plumber charge us?",
        "plumber cost",
        "How much was the plumber paid?",
    ],
    "q044": [
        "Who's the landlord on our lease?",
        "landlord name",
        "Which company do we rent the flat from?",
    ],
    "q045": [
        "What's the end date of our lease?",
        "lease end date",
        "Until when does our tenancy run?",
    ],
    "q046": [
        "How much was the rent under the original lease, before it was amended?",
        "rent before the amendment",
        "What did we pay in rent per month prior to the lease amendment?",
    ],
    "q047": [
        "What was the deposit on the lease?",
        "security deposit amount",
        "How much did we put down as the security deposit?",
    ],
    "q048": [
        "What day of the month do we have to pay rent?",
        "rent due on wich day of the month",
        "Rent is due on which day each month?",
    ],
    "q049": [
        "What did the odometer read at the most recent car service?",
        "mileage at last service",
        "How many miles were on the car when it was last serviced?",
    ],
    "q050": [
        "What did the most recent car service cost?",
        "last car service price",
        "How much was the bill for the car's latest service?",
    ],
    "q051": [
        "What date is the landlord's yearly inspection?",
        "annual inspection date (landlord)",
        "When is the landlord coming for the annual inspection?",
    ],
    "q052": [
        "What's the account number on our gas bills?",
        "gas acct number",
        "Which account number do we have with the gas company?",
    ],
    "q053": [
        "Who is our water provider?",
        "who's our water suplier",
        "Which company supplies our water?",
    ],
    "q054": [
        "What was the amount due on the electricity statement we received in August 2026?",
        "power bill from aug 2026 - how much",
        "How much was the electric bill that came in 08/2026?",
    ],
    "q055": [
        "What was the most recent electricity bill for the cottage in Portugal?",
        "latest power bill, portugal holiday cottage",
        "How much was the last electric bill for our holiday home in Portugal?",
    ],
    "q056": [
        "How much was the London flat's internet bill for May 2024?",
        "london flat broadband may 2024",
        "What did the broadband at the flat in London cost in 05/2024?",
    ],
    "q057": [
        "On what date did we pay the water bill that arrived in August 2026?",
        "payment date for the aug 2026 water bill",
        "When was the water bill we got in 08/2026 paid?",
    ],
    "q058": [
        "How much was the internet bill we got by email in August 2026?",
        "emailed internet bill aug 2026 amount",
        "What did the broadband invoice that arrived by e-mail in 08/2026 come to?",
    ],
    "q059": [
        "What's the premium for the car insurance renewal?",
        "car insurance renewal cost",
        "How much will renewing the auto policy cost us?",
    ],
    "q060": [
        "Is the dishwasher's warranty still valid?",
        "dishwasher still covered by warranty?",
        "Does the dishwasher warranty still cover us today?",
    ],
    "q061": [
        "Until when is the vacuum cleaner under warranty?",
        "vacuum warranty expiry",
        "When does the warranty on the cordless vacuum run out?",
    ],
    "q062": [
        "What date are parent-teacher conferences?",
        "parent teacher conferance date",
        "When do the parent/teacher meetings take place?",
    ],
    "q063": [
        "Which day is there no school because of the staff development day?",
        "staff training day - school closed when",
        "When is the school shut for teacher training?",
    ],
    "q064": [
        "How fast is our internet plan?",
        "internet plan speed",
        "What download speed does our broadband plan have?",
    ],
    "q065": [
        "How much did the price per kWh of electricity rise in 2026?",
        "electricity rate increase per kwh this year",
        "By how much did the power company put up the per-kilowatt-hour rate this year?",
    ],
    "q066": [
        "What was my take-home pay for October 2026?",
        "net pay oct 2026",
        "How much did I actually get paid after deductions in 10/2026?",
    ],
    "q067": [
        "How much federal tax was withheld from my paycheck for September 2026?",
        "federal income tax withheld sept 2026 payslip",
        "On my Sep 2026 pay slip, what was deducted for federal income tax?",
    ],
    "q068": [
        "How much is my monthly salary before deductions?",
        "gross pay per month",
        "What do I earn per month gross?",
    ],
    "q069": [
        "What was the checking account's ending balance on 30 September 2026?",
        "checking closing balance end of sept 2026",
        "How much was left in our current account at the close of September 2026?",
    ],
    "q070": [
        "What's the number of our checking account?",
        "checking acct number",
        "Which account number does our checking account have?",
    ],
    "q071": [
        "How much of a tax refund is the tax office going to give us?",
        "tax refund amount per the tax office",
        "What refund does the tax authority's letter say we're getting?",
    ],
    "q072": [
        "What's the deadline for replying to the tax office?",
        "tax office reply deadline",
        "By when must we respond to the letter from the tax authority?",
    ],
    "q073": [
        "When is the boat insurance due?",
        "boat insurance due date",
        "By what date do we need to pay the insurance on our boat?",
    ],
    "q074": [
        "What's our pet insurance policy number?",
        "pet insurance policy no",
        "Which policy number is on the insurance for our pets?",
    ],
    "q075": [
        "What's our monthly mortgage repayment?",
        "mortgage payment per month",
        "How much do we pay on the mortgage each month?",
    ],
    "q076": [
        "When does the motorbike's registration run out?",
        "motorcycle registration expiry",
        "Until when is the motorcycle registered?",
    ],
    "q077": [
        "How much will next month's electricity bill be?",
        "power bill for dec 2026",
        "What does the electricity statement for December of this year come to?",
    ],
    "q078": [
        "How much did we pay for water five years ago?",
        "water bills in 2021 total",
        "What did water cost us back in 2021?",
    ],
    "q079": [
        "What's the sum insured on our life insurance?",
        "life insurance coverage amount",
        "How much life cover do we have?",
    ],
    "q080": [
        "What did the gym membership cost us in 2025?",
        "gym membership last yr",
        "How much did we spend on the gym in the previous year?",
    ],
    "q081": [
        "When is my next appointment at the dentist?",
        "next dentist appt",
        "What date is the upcoming dental appointment?",
    ],
    "q082": [
        "What's our flood insurance policy number?",
        "flood insurance policy no",
        "Which policy number does the flood cover have?",
    ],
    "q083": [
        "Who were the signatories of the holiday cottage lease?",
        "holiday cottage lease signers",
        "Which people signed the rental agreement for the cottage?",
    ],
    "q084": [
        "What did heating oil cost us last year?",
        "heating oil spend 2025",
        "How much did we pay for heating oil during the previous calendar year?",
    ],
    "q085": [
        "How much is left to pay on the car loan?",
        "car loan balance outstanding",
        "What do we still owe on the auto loan?",
    ],
    "q086": [
        "There was a $137.74 gas bill - what did the electricity bill from that same month come to?",
        "gas bill was $137.74; electric bill same month?",
        "We had a gas bill of $137.74. How much was the power bill we received in that month?",
    ],
    "q087": [
        "What number do I call to make a claim with our car insurer?",
        "car insurance claims phone no",
        "Which phone number is for claims at the company that covers our car?",
    ],
    "q088": [
        "What's the latest date we can give notice if we don't want to renew our lease?",
        "last day to give notice for not renewing the lease",
        "If we decide not to extend the tenancy, by when do we have to tell the landlord?",
    ],
    "q089": [
        "Last year, in the month with the highest utility bills, what did we pay for utilities altogether (in USD)?",
        "utilities total (usd) in last year's most expensive month",
        ("Take the month of 2025 in which we paid the most for electricity, gas and water: "
         "how many dollars did they add up to that month?"),
    ],
    "q090": [
        "Which store sold us the TV, and how much did it cost?",
        "tv - where bought + price",
        "Where did we get our television from and what did we pay?",
    ],
}


if __name__ == "__main__":
    count = paraphrases_write(SOURCE.resolve(), HERE / "household.jsonl", PARAPHRASES)
    print(f"household.jsonl: {count} paraphrases")
