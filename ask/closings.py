"""Who signed a letter or a contract, read from its layout rather than from a "Signature:" label: the name line
under a valediction, the name lines under a signature heading, and names under signing-role lines. Used by
``ask.spans.find_signers``; nothing here names a corpus person or issuer.
"""
from __future__ import annotations

import re

# A letter's closing formula, in the languages a household's papers come in; the signer's name follows on a line
# of its own.
_VALEDICTION = re.compile(
    r"(?im)^[ \t]*(?:(?:with )?(?:kind|kindest|best|warm|warmest) regards|regards|yours (?:sincerely|faithfully|truly)|"
    r"sincerely(?: yours)?|(?:bien )?cordialement|salutations distinguées|met vriendelijke groet(?:en)?|"
    r"hoogachtend|mit freundlichen grüßen|mit freundlichen gruessen|freundliche grüße|(?:un )?cordial saludo|"
    r"saludos cordiales|atentamente|cordiali saluti|distinti saluti|cordialmente|atenciosamente|"
    r"com os melhores cumprimentos)[ \t]*[,.!]?[ \t]*$")
# The heading over a contract's signatures ("11. Signatures", "SIGNED by the parties:", "Unterschriften").
_SIGNATURE_HEADING = re.compile(
    r"(?im)^[ \t]*(?:\d+\.?[ \t]*)?(?:signatures?|signed\b.*|executed\b.*|in witness whereof\b.*|handtekeningen|"
    r"ondertekening|ondertekend\b.*|unterschriften|unterschrift(?:en)? der parteien|firmas?|firme)[ \t]*:?[ \t]*$")
_TITLE = r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof|Dhr|Mw|Mevr|Herr|Frau|Mme|Mlle|Sr|Sra|Sig)\.?[ \t]+)?"
_PARTICLE = r"(?:van|von|de|der|den|la|le|du|da|di|del|dos|ter|ten|zu|y)"
_NAME_WORD = r"[A-ZÀ-Þ][^\W\d_]*(?:[-'’][A-ZÀ-Þa-zß-ÿ][^\W\d_]*)*\.?"
# A line that is nothing but a person's name: two to five capitalised words, particles between them.
_NAME_LINE = re.compile(rf"(?m)^[ \t]*{_TITLE}({_NAME_WORD}(?:[ \t]+(?:{_NAME_WORD}|{_PARTICLE})){{1,4}})[ \t]*$")
# A signing party's role on a line of its own, over the signer's name ("For the Landlord:" / "Ada Quill").
_SIGNING_ROLE = re.compile(
    r"(?i)^[ \t]*(?:(?:signed )?(?:for|on behalf of|for and on behalf of) (?:the )?)?"
    r"(?:landlord|lessor|tenants?|lessees?|owner|buyer|purchaser|seller|vendor|contractor|client|customer|"
    r"employer|employee|agent|guarantor|borrower|lender|insured|policyholder|party [a-z0-9]+|"
    r"verhuurder|huurders?|vermieter|mieter|bailleur|locataires?|"
    r"arrendador|arrendatario|inquilino|locatore|conduttore)[ \t]*:?[ \t]*$")
ROLE_PAIRS = 2  # role/name pairs that make a signature block without a heading
_WITNESS = re.compile(r"(?i)^[ \t]*(?:witness|getuige|zeuge|témoin|testigo|testimone)")
# "Signed 03/05/2025" under a signer's name (and the name again with a role): minutes, forms, attestations.
_SIGNED_ON = re.compile(r"(?i)^[ \t]*(?:signed|date signed|signed on|unterschrieben|getekend|signé)[ \t]*:?[ \t]*"
                        r"(?:on[ \t]+)?\d{1,4}[./ -]")
SIGNED_ON_REACH = 3  # lines above a "Signed <date>" line searched for the signer's name
CLOSING_LINES = 16  # lines of a signature block read under its heading
COMMON_WORD_ZIPF = 4.0  # wordfreq: a line of words this common in English ("Property Manager") names no person


def _person_line(line: str) -> tuple[int, str] | None:
    m = _NAME_LINE.match(line)
    if not m:
        return None
    from wordfreq import zipf_frequency

    name = m.group(1).rstrip(".")
    words = [w for w in re.split(r"[ \t]+", name) if not re.fullmatch(_PARTICLE, w)]
    if len(words) < 2 or all(zipf_frequency(w, "en") >= COMMON_WORD_ZIPF for w in words):
        return None
    return m.start(1), name


def closing_signers(text: str) -> list[tuple[int, str]]:
    """(offset, name) of the people a letter or contract is signed by, read from its layout: the name line
    under a valediction ("Kind regards," / "Met vriendelijke groet," then the name, within two lines) and
    the name lines of a signature block (under "Signatures" / "SIGNED by the parties:", up to a witness line,
    CLOSING_LINES at most), the name line nearest above a "Signed 03/05/2025" line (SIGNED_ON_REACH lines), and
    the names under signing-role lines ("For the Landlord:" / the name) when
    ROLE_PAIRS or more such pairs are printed. Offsets are characters into ``text``."""
    lines, offsets, pos = text.split("\n"), [], 0
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    out, pairs = [], []
    for k, line in enumerate(lines):
        if _VALEDICTION.match(line):
            for j in range(k + 1, min(k + 3, len(lines))):
                found = _person_line(lines[j])
                if found:
                    out.append((offsets[j] + found[0], found[1]))
                    break
        elif _SIGNED_ON.match(line):
            for j in range(k - 1, max(-1, k - 1 - SIGNED_ON_REACH), -1):
                found = _person_line(lines[j])
                if found:
                    out.append((offsets[j] + found[0], found[1]))
                    break
        elif _SIGNING_ROLE.match(line) and k + 1 < len(lines) and (found := _person_line(lines[k + 1])):
            pairs.append((offsets[k + 1] + found[0], found[1]))
        elif _SIGNATURE_HEADING.match(line):
            for j in range(k + 1, min(k + 1 + CLOSING_LINES, len(lines))):
                if _WITNESS.match(lines[j]) or _SIGNATURE_HEADING.match(lines[j]):
                    break
                found = _person_line(lines[j])
                if found:
                    out.append((offsets[j] + found[0], found[1]))
    # Role lines over names sign a paper only as a block: one "Tenant:" over a name is how a form lists a party.
    return out + (pairs if len(pairs) >= ROLE_PAIRS else [])
