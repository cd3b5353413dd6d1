"""Which name on a paper is its issuer's: the company that states its registration (VAT, trade-register and bank
numbers) in the lines below its name. A seller prints it; the customer's address block, often printed first under
a logo that is only an image, does not. Used for a payment record's payee (``ingest.payments_rules``) and, in Ask,
for the side of a sale a name is on (``ask.label_fit.party_label_fit``)."""
from __future__ import annotations

import re

#: What a company's registration prints: VAT, trade-register, tax and bank numbers.
REGISTRATION = re.compile(r"\b(?:VAT|BTW|TVA|USt|MwSt|IVA|KVK|SIRET|SIREN|RCS|HRB|Handelsregister|IBAN|GSTIN|"
                          r"Company (?:No|number|reg)|Registered (?:in|office|number)|Steuer-?nr)\b", re.I)
#: A company's legal form closing its name ("GmbH", "B.V.", "SARL", "Ltd"): the name is an organisation's.
LEGAL_FORM = re.compile(r"\b(?:GmbH|AG|KG|UG|e\.K\.|B\.?V\.?|N\.?V\.?|SARL|SAS|S\.?A\.?|S\.?L\.?|S\.?r\.?l\.?|"
                        r"S\.?p\.?A\.?|Ltd\.?|Limited|LLC|Inc\.?|Corp\.?|plc|Pvt\.?|Co\.)(?=\W*$|\W+[-·|,])", re.I)
#: Lines below a name read as its block.
BLOCK_LINES = 6


def registered_in_block(lines: list[str], i: int) -> bool:
    """Whether the rest of line ``i`` or one of the BLOCK_LINES lines below it prints a registration, before a line
    that names another company (``LEGAL_FORM``) begins the next block."""
    for k, line in enumerate(lines[i:i + BLOCK_LINES + 1]):
        if k and LEGAL_FORM.search(line):
            return False
        if REGISTRATION.search(line):
            return True
    return False


def registered_name(lines: list[str], limit: int = 25) -> int | None:
    """Index of the first of the first ``limit`` lines that names a company (``LEGAL_FORM``; not a bank's line) whose
    block prints a registration; None when none does."""
    for i, line in enumerate(lines[:limit]):
        if LEGAL_FORM.search(line) and not _BANK.search(line) and registered_in_block(lines, i):
            return i
    return None


# A bank's line ("Bankverbindung: Sparkasse Köln AG, IBAN …") names where the money goes, not who bills.
_BANK = re.compile(r"\b(?:bank\w*|banque|sparkasse|kreditinstitut|IBAN|BIC)\b", re.I)
