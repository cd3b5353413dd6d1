"""The last day to give notice: a contract's term end minus the notice its papers ask for.

"If we want to leave when the tenancy ends, what's the last day to hand in our notice?" No paper prints that
day. The agreement prints the notice ("at least ninety (90) days' written notice", "tell us in writing at least
thirty (30) days before it ends") and its term ("ends on May 31, 2025"); a later amendment or renewal may move
the end ("the term is extended so that it ends on May 31, 2027"). The answer is the latest end the linked papers
print, minus the notice (dateutil's ``relativedelta``: 31 August − 3 months = 31 May; 31 May − 90 days =
2 March), and it cites the papers it stood on.

Numbers in words are read by text2num (English, French, German); a notice is one that ends the contract
(its sentence speaks of ending, leaving, renewing or cancelling), never one to enter or to raise the rent.
Where the papers print two different notices for ending, nothing is answered: the one that binds the asker is
not known.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from dateutil.relativedelta import relativedelta

from . import spans as sp
from .reasons import Reason
from .types import Answer, Excerpt

BACKEND = "offline-extractive"
#: Arithmetic on figures two papers print, read by patterns: surer than one extracted span, less than a
#: printed value (``ask.validity`` gives its computed ends 0.9 as span weights).
CONFIDENCE = 0.75
#: Retrieved documents read for the notice and the term (in rank order).
MAX_DOCUMENTS = 8

# The question asks until when notice may be given.
# Notice as something given ("give notice", "our written notice"), not a paper ("the council's latest notice").
_NOTICE_ASKED = re.compile(r"\b(?:(?:give|giving|hand|handing|serve|send|submit|put) (?:in )?"
                           r"(?:(?:our|my|the|written|a)\s+)*notice|(?:our|my|written) notice|"
                           r"notice (?:must|should|has to|needs to|period|(?:be|is) (?:given|served|sent|due))|"
                           r"notify|tell|inform|let (?:them|him|her|us|the \w+) know|cancel\w*|terminat\w*|opt out|"
                           r"not (?:to )?renew\w*|non-renewal)\b", re.I)
_DEADLINE_ASKED = re.compile(r"\b(?:(?:last|final|latest) (?:possible )?(?:day|date)|at the latest|by when|"
                             r"by what (?:date|day)|"
                             r"deadline|cut-?off|how late|no later than|until when|what (?:date|day)|"
                             r"when (?:must|should|do|does|can|is|are|will|would)\b)", re.I)
# "When did we give notice?": a day past, printed on a letter, not computed.
_ALREADY = re.compile(r"\b(?:did|had|have|has) (?:we|i|they|you) (?:already )?(?:give|given|send|sent|hand|handed|"
                      r"tell|told|cancel|cancelled|canceled)\b", re.I)

# A sentence about ending the contract, and one that asks for notice.
_ENDING = re.compile(r"\b(?:end|ends|ending|terminat\w*|leav\w*|vacat\w*|quit|renew\w*|non-renewal|cancel\w*|"
                     r"move out|résili\w*|congé|fin|ende|\w*kündig\w*|beend\w*|opzeg\w*|beëindig\w*)\b", re.I)
_NOTICE = re.compile(r"\b(?:notice|notify|inform|tell|write|writing|written|préavis|\w*kündig\w*|\w*frist|opzeg\w*|"
                     r"schriftlich|par écrit|schriftelijk)\b", re.I)
_UNITS = {
    "day": "days", "days": "days", "jour": "days", "jours": "days", "tag": "days", "tage": "days", "tagen": "days",
    "dag": "days", "dagen": "days",
    "week": "weeks", "weeks": "weeks", "semaine": "weeks", "semaines": "weeks", "woche": "weeks",
    "wochen": "weeks", "weken": "weeks",
    "month": "months", "months": "months", "mois": "months", "monat": "months", "monate": "months",
    "monaten": "months", "maand": "months", "maanden": "months",
    "year": "years", "years": "years", "an": "years", "ans": "years", "année": "years", "années": "years",
    "jahr": "years", "jahre": "years", "jahren": "years", "jaar": "years", "jaren": "years",
}
_PERIOD = re.compile(
    r"(?P<count>\d{1,3}|[^\W\d_]+(?:-[^\W\d_]+)?)\s*(?:\((?P<digits>\d{1,3})\)\s*)?"
    r"(?:(?:calendar|clear|full|entire|business|working|kalender|volle[n]?)\s+)?"
    r"(?P<unit>" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")\b(?:['’]s?)?", re.I)
_NOTICE_PERIOD = re.compile(r"\b(?:notice period|period of notice|kündigungsfrist|opzegtermijn|délai de préavis)\b",
                            re.I)
# A notice period stands next to what it is: "… days' written notice", "… days before it ends", "notice of …",
# "at least …".
_NOTICE_AFTER = re.compile(r"\s*(?:\(\d+\)\s*)?(?:written\s+|prior\s+|advance\s+)?(?:notice|before|prior|in advance|"
                           r"préavis|avant|vor(?:her)?|voor(?:af)?|vóór)\b", re.I)
_NOTICE_BEFORE = re.compile(r"(?:notice(?: period)?(?: of)?|délai de préavis|period of|at least|not less than|"
                            r"no later than|minimum(?: of)?|préavis d[e']|au moins|mindestens|minstens|ten minste|"
                            r"termijn van|\w*frist(?: von)?)\s*:?\s*$",
                            re.I)
# The article that counts one: "a month's notice", "un mois", "einen Monat", "een maand".
_ONE = {"a", "an", "one", "un", "une", "ein", "einen", "eine", "een"}

# What stands before a term's end date: "ends on", "until", "through", "expires", "extended to", "jusqu'au".
_END_BEFORE = re.compile(r"(?:\b(?:end|expiry|expiration|termination) date|\bends?|\bending|\buntil|\btill|"
                         r"\bthrough|\bthru|\bexpir\w*|\bextended to|\bterminat\w*|jusqu['’]au|\bbis(?: zum)?|"
                         r"\btot en met|\bt/m|\bendet)(?:\s+(?:on|at|the|le|am|op))?\s*:?\s*$", re.I)
# "From 1 July 2024 to 30 June 2027": the second date of a range is its end.
_RANGE_BETWEEN = re.compile(r"^\s*(?:to|–|-|—|au|bis|tot)\s*(?:the\s+)?$", re.I)
_TERM_WORDS = re.compile(r"\b(?:term|tenancy|lease|agreement|contract|runs?|extended|extension|renew\w*|period|"
                         r"bail|contrat|durée|vertrag\w*|mietvertrag|laufzeit|huur\w*|overeenkomst|looptijd)\b", re.I)


# An amendment's or a renewal's sentence that moves a term's end.
_EXTENDS = re.compile(r"\b(?:extend\w*|extension|renew\w*|prolong\w*|now ends|verlänger\w*|verleng\w*|"
                      r"reconduit\w*|renouvel\w*)\b", re.I)
# The nouns a contract is named by: an amendment names what it amends ("First amendment to tenancy agreement").
_KINDS = {"lease", "tenancy", "rental", "let", "letting", "agreement", "contract", "occupancy", "bail", "location",
          "contrat", "mietvertrag", "vertrag", "miete", "huur", "huurovereenkomst", "overeenkomst", "subscription",
          "policy", "membership", "plan"}


@dataclass(frozen=True)
class Notice:
    """A notice period printed in a paper: ``delta`` (``relativedelta``) over ``printed`` (its words) on
    ``page`` (1-based) of document ``doc_id``."""

    doc_id: int
    page: int
    delta: relativedelta
    printed: str


@dataclass(frozen=True)
class TermEnd:
    """A term's end date printed in a paper: ``day`` over ``printed`` on ``page`` of ``doc_id``."""

    doc_id: int
    page: int
    day: date
    printed: str
    extends: bool = False  # its sentence moves the end ("is extended so that it ends on", "renewed … now ends")
    sentence: str = ""


def asks_notice_deadline(question: str) -> bool:
    """True when ``question`` asks until when notice (to end, not renew, cancel) may be given: "what's the
    last day to hand in our notice?", "by what date must our written notice reach the landlord?"."""
    return bool(_NOTICE_ASKED.search(question) and _DEADLINE_ASKED.search(question)
                and not _ALREADY.search(question))


def _sentences(text: str, *, clauses: bool = False) -> list[tuple[int, str]]:
    """(offset, sentence) pairs of ``text``, lines joined: a PDF breaks a clause over lines. ``clauses``: split
    at semicolons too ("… thirty (30) days before it ends; otherwise the contract renews for one year")."""
    flat = text.replace("\n", " ")
    out, start = [], 0
    for m in re.finditer(r"(?<=[.;!?])\s+(?=[A-Z0-9(])" + (r"|(?<=;)\s+" if clauses else ""), flat):
        out.append((start, flat[start:m.start()]))
        start = m.end()
    out.append((start, flat[start:]))
    return out


def _count(word: str, digits: str | None) -> int | None:
    """The whole number ``word`` says ("90", "ninety", "drei", "a"); the parenthesised digits win when
    printed ("ninety (90)"). None when it says none."""
    if digits:
        return int(digits)
    if word.isdigit():
        return int(word)
    if word.lower() in _ONE:
        return 1
    from text_to_num import text2num

    for lang in ("en", "fr", "de"):
        try:
            return int(text2num(word.lower(), lang))
        except ValueError:
            continue
    return None


def find_notices(text: str, *, doc_id: int = 0, page: int = 1) -> list[Notice]:
    """The notice periods for ending a contract printed in ``text``: a period ("three (3) calendar months",
    "45 days") in a sentence that speaks of ending, leaving or renewing and of notice or writing. Periods of
    hours, and sentences about entry or rent (no ending word), are not notices to end. Never raises."""
    out = []
    for _, sentence in _sentences(text, clauses=True):
        # "Notice period: 2 months" needs no ending word: a notice period is the notice to end.
        if not ((_ENDING.search(sentence) and _NOTICE.search(sentence)) or _NOTICE_PERIOD.search(sentence)):
            continue
        for m in _PERIOD.finditer(sentence):
            if not (_NOTICE_AFTER.match(sentence, m.end()) or _NOTICE_BEFORE.search(sentence[:m.start()])):
                continue  # "… renews for one year": a period of the sentence, not its notice
            n = _count(m.group("count"), m.group("digits"))
            if not n or n > 400:
                continue
            unit = _UNITS[m.group("unit").lower()]
            out.append(Notice(doc_id, page, relativedelta(**{unit: n}),
                              re.sub(r"['’]s?$", "", " ".join(m.group().split()))))
    return out


def find_term_ends(text: str, *, doc_id: int = 0, page: int = 1) -> list[TermEnd]:
    """The term end dates printed in ``text``: a date after "ends on", "until", "through", "extended to" (or
    the second date of "from … to …") in a sentence about a term, tenancy, lease, agreement or contract.
    Never raises."""
    out = []
    for _, sentence in _sentences(text):
        if not _TERM_WORDS.search(sentence):
            continue
        dates = sp.find_dates(sentence)
        for i, d in enumerate(dates):
            before = sentence[max(0, d.start - 40):d.start]
            ranged = i > 0 and dates[i - 1].end >= d.start - 12 and _RANGE_BETWEEN.match(
                sentence[dates[i - 1].end:d.start])
            if isinstance(d.value, date) and (_END_BEFORE.search(before) or ranged):
                out.append(TermEnd(doc_id, page, d.value, " ".join(d.printed.split()),
                                   bool(_EXTENDS.search(sentence)), sentence))
    return out


def _kinds(text: str) -> set[str]:
    """The contract nouns (``_KINDS``) among the words of ``text``."""
    return {w for w in re.findall(r"[^\W\d_]+", text.lower())} & _KINDS


def notice_deadline_answer(question: str, excerpts: list[Excerpt], *, as_of: date) -> Answer | None:
    """The last day to give notice, for a question ``asks_notice_deadline`` accepts: the latest term end the
    retrieved contract and the retrieved papers linked to it (sharing ``MIN_SHARED_NAMES`` rare names: an
    amendment, a renewal) print, minus the contract's notice for ending. The contract is the best-ranked of the
    first ``MAX_DOCUMENTS`` retrieved documents that prints such a notice. Cites the papers of the notice and of
    the end. None when no notice, two different notices, or no term end is found; an unanswered ``Answer`` when
the latest end is before ``as_of``. Reads page text from the
    database; never raises on text it cannot read."""
    from archive.models import Page

    if not asks_notice_deadline(question):
        return None
    ranked = list(dict.fromkeys(e.doc_id for e in excerpts))[:MAX_DOCUMENTS]
    pages: dict[int, list[tuple[int, str]]] = {d: [] for d in ranked}
    for p in Page.objects.filter(document_id__in=ranked).order_by("number").only("document_id", "number", "text"):
        pages[p.document_id].append((p.number, p.text or ""))
    contract, notices = None, []
    for doc_id in ranked:
        notices = [n for number, text in pages[doc_id] for n in find_notices(text, doc_id=doc_id, page=number)]
        if notices:
            contract = doc_id
            break
    if contract is None or len({(n.delta.years, n.delta.months, n.delta.weeks, n.delta.days) for n in notices}) != 1:
        return None
    titles = {e.doc_id: e.title or e.original_filename for e in excerpts}
    kinds = _kinds(titles.get(contract, ""))
    ends = [e for d in ranked for number, text in pages[d] for e in find_term_ends(text, doc_id=d, page=number)]
    # The contract's own end, and the ends its amendments and renewals move it to: a paper that extends a term
    # and names the contract's kind ("The term of the Lease is extended so that it ends on …"). A renewed
    # insurance policy's period is another contract's.
    ends = [e for e in ends if e.doc_id == contract or
            (e.extends and kinds & (_kinds(e.sentence) | _kinds(titles.get(e.doc_id, ""))))]
    if not ends:
        return None
    end = max(ends, key=lambda e: (e.day, e.doc_id == contract))
    notice = notices[0]
    deadline = end.day - notice.delta
    if end.day < as_of:
        # The latest term on file has ended: what runs now (a renewal not on file, month to month) is not known.
        return Answer(None, reason=Reason.NOT_IN_EXCERPTS, backend=BACKEND, notes=[
            f"The latest term end on file, {end.day:%-d %B %Y}, has passed; no paper found says when the present "
            f"term ends."])
    note = (f"Computed: the term ends on {end.day:%-d %B %Y} (“{titles.get(end.doc_id, '')}”: {end.printed}); "
            f"the notice is {notice.printed} (“{titles.get(contract, '')}”), so it must be given by "
            f"{deadline:%-d %B %Y}. Check the contract for how it counts the days.")
    cited = list(dict.fromkeys([end.doc_id, contract]))
    return Answer(answer=f"{deadline.isoformat()} ({deadline:%-d %B %Y})", cited=cited, confidence=CONFIDENCE,
                  backend=BACKEND, notes=[note],
                  cited_pages={end.doc_id: end.page, contract: notice.page} if end.doc_id != contract
                  else {contract: end.page})
