"""Whether a retrieved excerpt is about the question (the offline answerer's coverage gate): the weighted
share of the question's words its text, title, file name and whole document print, with the rules that
make a near match another thing ("motorbike insurance" asked, "car insurance" printed; a word only in an
exclusion line), and whether it falls in the period asked about.
"""
from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from datetime import date

from ask import spans as sp
from ask.languages import place_languages, text_language
from ask.lexicon import find_foreign
from ask.question_type import ING_NOUNS, STOPWORDS, stem, words
from ask.types import Excerpt

SPELLING_CUTOFF = 0.85  # difflib ratio at which two long words are one word spelled two ways
WORD_RE = re.compile(r"[a-zà-ÿ0-9][a-zà-ÿ0-9'’]*")


@dataclass
class DocView:
    """One excerpt with what the answerer knows about it."""

    excerpt: Excerpt
    rank: int
    coverage: float  # weighted share of the question's terms found in text + title, 0..1
    in_period: int  # 0 no, 1 the text mentions the period, 2 the document is dated in it
    term_pos: list[tuple[int, int, str]]  # (start, end, canonical term) of question terms in the text
    column_labels: dict  # value-line offset → (start, end) of its label line, see spans.column_labels


def in_period(e: Excerpt, period: tuple[date, date] | None) -> int:
    """2 when ``e``'s document is dated in ``period`` (inclusive dates), 1 when its text mentions a date,
    a month or (for long periods) the year of it, or no period is asked; else 0."""
    if period is None:
        return 1
    first, last = period
    if e.document_date and first <= e.document_date <= last:
        return 2
    text = f"{e.title}\n{e.text}"
    default_year = e.document_date.year if e.document_date else None
    if any(first <= s.value <= last for s in sp.find_dates(text, default_year=default_year)):
        return 1
    month_names = r"[A-Za-z]{3,9}\.?"
    for m in re.finditer(rf"\b({month_names})\s+(\d{{4}})\b", text):
        d = sp._parse_date(f"1 {m.group(1)} {m.group(2)}", "DMY")
        if d and first <= d <= last and (last - first).days < 40:
            return 1
    if (last - first).days > 40 and re.search(rf"\b{first.year}\b", text):
        return 1
    return 0


def fold(word: str) -> str:
    """``word`` without accents (NFKD, combining marks dropped): "électricité" → "electricite"."""
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def question_modifiers(question: str, gate_terms: dict[str, float]) -> dict[str, str]:
    """Question words that qualify the next question word ("flood" in "flood insurance"): word → noun."""
    seq = [w for _, w in words(question) if w in gate_terms]
    return {a: b for a, b in zip(seq, seq[1:]) if a != b}


def adjacent_modifiers(question: str) -> dict[str, str]:
    """Words printed right before another word of the question, with nothing but a space or hyphen
    between ("motorbike insurance", not "reference for the Chennai"): word → the word it qualifies."""
    found = [(m.start(), m.end(), stem(m.group())) for m in WORD_RE.finditer(question.lower())]
    return {a: b for (_, a_end, a), (b_start, _, b) in zip(found, found[1:])
            if a != b and re.fullmatch(r"[\s-]*", question[a_end:b_start] or " ") and a not in STOPWORDS
            and b not in STOPWORDS}


def foreign_hits(text: str, foreign: dict[str, set[str]] | None) -> list[tuple[int, int, str]]:
    """(start, end, term) of the question terms ``text`` prints in French, Dutch or German
    (``foreign``: translation → terms, ``ask.lexicon.foreign_index``)."""
    return [(start, end, t) for start, end, word in find_foreign(text, foreign) for t in foreign[word]]


_CAPITALISED = re.compile(r"\b[A-Z][a-zA-Z]+\b")
_MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                "november", "december"]


def acronyms(text: str) -> set[str]:
    """Lower-case initials (three letters or more) of the runs of capitalised words ``text`` prints with only
    a space between them, and of each part of such a run: "Amazon Web Services" → {"aws"}. A question
    that writes a name short ("aws bill") is about the paper that writes it out."""
    out, run, end = set(), [], -1
    for m in _CAPITALISED.finditer(text):
        if run and text[end:m.start()] != " ":
            run = []
        run.append(m.group()[0].lower())
        end = m.end()
        for k in range(len(run) - 3, -1, -1):
            out.add("".join(run[k:]))
    return out


def month_abbreviations(hay: set[str]) -> set[str]:
    """The short forms ("jul", "sept") of the month names in ``hay``, a set of canonical words."""
    return {name[:n] for name in _MONTH_NAMES if name in hay for n in (3, 4) if len(name) > n}


def doc_view(e: Excerpt, rank: int, terms: dict[str, float], gate_terms: dict[str, float], period,
              modifiers: dict[str, str] | None = None, question: str = "",
              foreign: dict[str, set[str]] | None = None) -> DocView:
    """What the answerer knows of excerpt ``e`` (retrieval rank ``rank``): its coverage (0..1) of
    ``gate_terms`` (canonical question word → weight: 1.0 specific, 0.5 generic), 0 when a specific word
    is missing beyond what the question's length allows or a qualifier of the question is replaced by
    another; where ``terms`` (gate terms plus label cues) sit in its text; whether it is in ``period``.
    ``modifiers``: ``question_modifiers``; ``question``: the question as asked (its adjacent word pairs);
    ``foreign``: translation → terms (``ask.lexicon.foreign_index``), counted as the words themselves."""
    # A page field's excerpt is one "Label: value": its document's own excerpt (its context) says what the
    # document is about.
    about = f"{e.text}\n{e.context}" if e.field_id is not None else e.text
    hay = {w for _, w in words(f"{e.title} {e.original_filename} {about}")}
    hay_text = f"{e.title} {e.original_filename} {about}".lower()
    hay |= acronyms(f"{e.title}\n{about}") | month_abbreviations(hay)
    term_pos = term_positions(e.text, terms)
    # With ``foreign`` (translation → terms), question words printed in the paper's language count too.
    hay |= {t for _, _, t in foreign_hits(f"{e.title} {e.original_filename} {about}", foreign)}
    terms = gate_terms  # coverage is judged on the question's own words
    total = sum(terms.values()) or 1.0
    seen = {t for t in terms if t in hay or (len(t) >= 5 and printed_within(t, hay_text))
            or (len(t) == 4 and t.isalpha() and re.search(rf"\b{t}[a-z]{{3,}}", hay_text))}  # "exam": "examination"
    # Whether the document is about the question is judged on the whole document (full-text search
    # found these words anywhere in it), not only on the 400 characters around the best hit; a word
    # the excerpt itself lacks counts a little less, since the quoted span must come from the excerpt.
    # Full-text stemming folds "checking" into "check" (as in "make checks payable"): for the nouns
    # that ``stem`` keeps whole for that reason, only the excerpt is evidence.
    elsewhere = {w for lit in e.doc_terms for _, w in words(lit) if w not in ING_NOUNS and w != "saving"} - seen
    # A qualifier of a noun the excerpt shows with another qualifier must be shown there too: an
    # excerpt about "renters insurance" is not about "flood insurance" because floods come up elsewhere.
    pairs = qualified_pairs(about)
    qualified = {c for _, c in pairs}
    elsewhere -= {w for w, noun in (modifiers or {}).items() if noun in qualified and (w, noun) not in pairs}
    # A word the paper names only among what it excludes ("Exclusions: loss caused by flood") says the
    # paper is not about it: a renters policy is no flood policy.
    excluded = only_excluded(about, set(terms))
    seen -= excluded
    elsewhere -= excluded
    found = seen | {t for t in terms if t in elsewhere}
    # A name linked from a paper of the same policy or account ("the Corvina": its schedule names the car) is no
    # kind-qualifier the excerpt would print.
    found |= {w for lit in e.linked_terms for _, w in words(lit)} & set(terms)
    found |= _place_words(set(terms) - found, f"{about}\n{e.context}", e.language)
    # Spelling variants ("licence" asked, "License" printed): a long word within a letter or two counts.
    # Accents are folded, so a cognate in a French or Dutch paper ("électricité", "adresse") counts too.
    long_words = [fold(w) for w in hay if len(w) >= 6]
    variants = {t for t in terms if terms[t] >= 1.0 and t not in found and len(t) >= 6
                and difflib.get_close_matches(fold(t), long_words, n=1, cutoff=SPELLING_CUTOFF)}
    found |= variants
    coverage = sum(terms[t] * (1.0 if t in seen else 0.8) for t in found) / total
    missing_specific = [t for t, w in terms.items() if w == 1.0 and t not in found]
    n_specific = sum(1 for w in terms.values() if w == 1.0)
    # A document lacking a specific word of the question ("boat" in "boat insurance") is about
    # something else; long questions carry decoration, so they may miss one.
    # "motorbike insurance" asked, "car insurance" printed: a question's qualifier that the document
    # lacks, on a noun the document shows qualified otherwise, means another thing, however many other
    # words match.
    adjacent = adjacent_modifiers(question) if question else {}
    # A compound the paper prints in part is no other thing: "vacuum cleaner warranty" asked, "Vacuum" printed.
    compound_of = {noun: mod for mod, noun in adjacent.items()}
    requalified = [t for t in missing_specific if adjacent.get(t) in qualified and compound_of.get(t) not in found
                   ] if n_specific <= 3 else []
    if requalified or len(missing_specific) > (0 if n_specific <= 2 else 1 if n_specific <= 5 else 2):
        coverage = 0.0
    elif n_specific == 0 and len(found) < len(terms):
        coverage = 0.0  # only soft words to go by: all of them must be there
    return DocView(e, rank, coverage, in_period(e, period), term_pos, sp.column_labels(e.text))


def term_positions(text: str, terms: dict[str, float]) -> list[tuple[int, int, str]]:
    """(start, end, canonical term) of every word of ``text`` that is one of ``terms``, and of every part of
    a hyphenated word that is: "Parent-teacher conferences" holds "parent" and "teacher" as well as the
    compound. Offsets are characters into ``text``."""
    out = []
    for start, word in words(text):
        if word in terms:
            out.append((start, start + len(word), word))
        elif "-" in word.strip("-"):
            offset = start
            for part in word.split("-"):
                if part and stem(part) in terms:
                    out.append((offset, offset + len(part), stem(part)))
                offset += len(part) + 1
    return out


_LETTER_RUN = re.compile(r"[^\W\d_]+")  # letters as str.isalpha reads them, any script


def printed_within(term: str, text: str) -> bool:
    """Whether lower-case ``text`` prints ``term`` at the start of a word or inside a run of letters that is
    no common English word ("carinsurance" in a file name holds "insurance"; "release" and "please" hold no
    "lease"; wordfreq Zipf ≥ 3 counts as common)."""
    from wordfreq import zipf_frequency

    for m in re.finditer(re.escape(term), text):
        start = m.start()
        while start and text[start - 1].isalpha():
            start -= 1
        run = _LETTER_RUN.match(text, start)
        if start == m.start() or run is None or zipf_frequency(run.group(), "en") < 3:
            return True
    return False


def _place_words(terms: set[str], text: str, language: str | None = None) -> set[str]:
    """The terms that name a country or language (``ask.languages.place_languages``) whose language
    ``text`` is written in (``language`` when given: the paper's, for an English gloss of it): "the German
    guesthouse invoice", "the bike order from the Netherlands" are about papers written in German or Dutch,
    which seldom print their own country's name."""
    places = place_languages()
    asked = {t for t in terms if t in places}
    if not asked:
        return set()
    lang = language or text_language(text)
    return {t for t in asked if lang in places[t]}


def qualified_pairs(text: str) -> set[tuple[str, str]]:
    """(qualifier, noun) canonical word pairs printed next to each other on one line of ``text``
    ("renters insurance"), leaving out pairs inside a name, a run of three or more capitalised words
    with only spaces between them: "Acme Mutual Insurance" names an insurer and says nothing about which
    insurance."""
    out = set()
    for line in text.splitlines():
        seq = words(line)
        capital = [len(line[o:o + 2]) == 2 and line[o].isupper() and line[o + 1].islower() for o, _ in seq]
        # A run id per word: a new run starts at a word that is not capitalised, or that follows one that is
        # not, or that has more than spaces between it and the word before ("Insurance … Renewal").
        run_ids, run = [], 0
        for k, (o, _) in enumerate(seq):
            if k == 0 or not (capital[k] and capital[k - 1]) or len(line[seq[k - 1][0]:o].split()) > 1:
                run += 1
            run_ids.append(run)
        sizes = {r: run_ids.count(r) for r in run_ids}
        in_name = [capital[k] and sizes[r] >= 3 for k, r in enumerate(run_ids)]
        out |= {(p, c) for (_, p), (_, c), a, b in zip(seq, seq[1:], in_name, in_name[1:])
                if p.isalpha() and not (a and b)}
    return out


_EXCLUSION = re.compile(r"\b(?:exclu(?:ded|des|de|sions?)|not covered|does not cover|do not cover|is not insured|"
                        r"are not insured|not included)\b", re.I)


def only_excluded(text: str, terms: set[str]) -> set[str]:
    """The terms that ``text`` prints, every time, in a line that excludes something (or right under such
    a heading line): "Exclusions (summary)" / "Loss caused by flood, …"."""
    lines = text.split("\n")
    seen_in: dict[str, list[bool]] = {}
    for i, line in enumerate(lines):
        excluding = bool(_EXCLUSION.search(line) or (i and _EXCLUSION.search(lines[i - 1])
                                                     and len(lines[i - 1]) < 40))
        for _, w in words(line):
            if w in terms:
                seen_in.setdefault(w, []).append(excluding)
    return {t for t, flags in seen_in.items() if all(flags)}
