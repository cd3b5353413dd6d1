"""Reading a paper written in another language through its English gloss: "When was the home contents premium
due?" of a German policy that prints "Fällig am 01.02.2026".

The offline reader's label rules and the question's words are English; a French, Dutch, German, Spanish, Italian
or Portuguese paper prints neither. Its excerpt is glossed line by line (``ingest.gloss``, FreeDict dictionaries):
each word the dictionary knows and English does not use is replaced by its first translations, and everything
the answer is quoted from (dates, amounts, numbers, names the dictionary lacks) stays as printed, so a value read
from the gloss is printed on the paper in the same characters and its citation is checked as any other. The
reader (``ask.offline``) then reads the glossed excerpts as it reads English ones, with its own gate, rules and
calibrated floor; such answers carry the feature ``foreign`` and a note saying how they were read.

Tried last, after every reader of the paper as printed and the payment records, since a gloss is a bag of word
senses, not a translation.
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from ask import spans as sp
from ask.languages import LANGUAGE_NAMES, text_language
from ask.types import Answer, Excerpt

#: Translations kept per glossed word: the dictionary lists the household-paper senses first (``ingest.gloss``),
#: and a label's words must stay within the 40 characters the reader reads as a value's label.
SENSES = 3
_WORD = re.compile(r"[^\W\d_]+")
_JOIN_GAP = re.compile(r"\s+[^\W\d_]{2,3}\s+")  # one short word between two dates
_QUOTED_DATE = re.compile(r"^\d{4}-\d{2}-\d{2} \((.*)\)$")  # "2026-02-01 (01.02.2026)": the printed form


def gloss_lines(text: str, lang: str) -> str:
    """``text`` (in language ``lang``, ISO 639-1) with each word the dictionary translates and English does not
    use replaced by its first SENSES translations; words of SHORT_WORD letters or fewer (but the one joining two
    dates, "bis" in "01.01.2026 bis 31.12.2026"), labels the reader knows in
    that language already ("Vervaldatum", ``ask.question_type.known_word``), numbers, signs, line breaks and the
    characters of every date and amount (``ask.spans``: "1. März 2026", "287,60 €") as printed."""
    from ask.question_type import known_word
    from ingest.gloss import SHORT_WORD, english_word, gloss_word

    dates = sp.find_dates(text)
    kept = [(s.start, s.end) for s in dates + sp.find_amounts(text)]
    # The word joining two dates ("01.01.2026 bis 31.12.2026") says which end each is: glossed however short.
    joins = {(a.end, b.start) for a, b in zip(dates, dates[1:]) if _JOIN_GAP.fullmatch(text[a.end:b.start])}
    out, at = [], 0
    for m in _WORD.finditer(text):
        word = m.group()
        joining = any(a <= m.start() and m.end() <= b for a, b in joins)
        if not joining and (len(word) <= SHORT_WORD or english_word(word) or known_word(word)
                            or any(a <= m.start() < b for a, b in kept)):
            continue
        senses = gloss_word(word, lang)
        if not senses:
            continue
        out += [text[at:m.start()], " ".join(senses[:SENSES])]
        at = m.end()
    return "".join(out) + text[at:]


#: Characters of a paper's first page read as its heading ("Versicherungsschein Hausratversicherung"): what the
#: paper is, which the excerpt around a value deeper down often does not print.
HEADING_CHARS = 400


def excerpt_language(e: Excerpt, heading: str = "") -> str | None:
    """The language (ISO 639-1) of ``e``'s paper when it is one ``ingest.gloss`` has a dictionary for, else None
    (English, or unknown). ``heading``: the start of its first page (a short excerpt alone often tells none)."""
    from ingest.gloss import LANGUAGES

    lang = text_language(f"{heading}\n{e.text}\n{e.context}")
    return lang if lang in LANGUAGES else None


def glossed_excerpt(e: Excerpt, heading: str = "", translated: list[str] | None = None, *,
                    lang: str | None = None) -> tuple[Excerpt, str] | None:
    """``e`` with its text, wider window and title in English, and its language; None for a paper in English or in
    a language without a dictionary. ``heading``: the start of the paper's first page, put into the title, so the
    reader's gate sees what kind of paper it is (for an English paper, full-text search tells it, ``doc_terms``;
    a dictionary's translations of the question's words find a foreign one's kind less often). ``translated``:
    the machine translations (``ingest.translation``) of [text, context, title + heading], whose words left in the
    paper's language (or the pivot's, Spanish) are then glossed; without it every line is glossed. ``lang``: the
    paper's language when the caller already knows it (``excerpt_language``)."""
    lang = lang or excerpt_language(e, heading)
    if lang is None:
        return None
    head = f"{e.title}\n{heading}" if heading else e.title
    texts = translated or [e.text, e.context, head]
    english = [gloss_lines(gloss_lines(t, lang), "es") if translated and lang != "es" else gloss_lines(t, lang)
               for t in texts]
    return replace(e, text=english[0], context=english[1] if e.context else e.context, title=english[2],
                   language=lang), lang


def _translations(excerpts: list[Excerpt], headings: dict[int, str], langs: list[str | None]
                  ) -> dict[int, list[str]]:
    """Excerpt index → machine translations of [text, context, title + heading] (``ingest.translation``), one
    translator run a language; excerpts in a language without a translator are left out. ``langs``: each excerpt's
    ``excerpt_language``."""
    from ingest.translation import available, translate

    by_lang: dict[str, list[int]] = {}
    for i, lang in enumerate(langs):
        if lang and available(lang):
            by_lang.setdefault(lang, []).append(i)
    out: dict[int, list[str]] = {}
    for lang, idx in by_lang.items():
        texts = [t for i in idx for t in (excerpts[i].text, excerpts[i].context,
                                          f"{excerpts[i].title}\n{headings.get(excerpts[i].doc_id, '')}")]
        done = translate(texts, lang)
        if done:
            out.update({i: done[3 * k:3 * k + 3] for k, i in enumerate(idx)})
    return out


def _headings(doc_ids: list[int]) -> dict[int, str]:
    """Document id → the first HEADING_CHARS characters of its first page."""
    from django.db.models.functions import Left

    from archive.models import Page

    rows = Page.objects.filter(document_id__in=doc_ids).order_by("document_id", "number") \
        .values_list("document_id", Left("text", HEADING_CHARS))
    out: dict[int, str] = {}
    for doc_id, head in rows:
        out.setdefault(doc_id, head)
    return out


def _other_end(question: str, quoted: str, texts: list[str]) -> bool:
    """Whether ``quoted`` (a value as printed) is labelled, where ``texts`` first print it, as the other end of a
    term than the one ``question`` asks (``ask.term_role``): a gloss often drops the part of a compound that says
    which end (a German "…beginn" compound glossed by its first part alone), so the label is read as printed."""
    from ask.term_role import asked_role, label_role

    role = asked_role(question)
    for text in texts if role else []:
        at = text.find(quoted)
        if at >= 0:
            start, end = sp.label_region(text, sp.Span(at, at + len(quoted), quoted, "date", None))
            return label_role(text[start:end]) not in (None, role)
    return False


def glossed_answer(question: str, excerpts: list[Excerpt], *, as_of: date, previous: str | None = None
                   ) -> Answer | None:
    """The offline reader's answer to ``question`` from the glossed excerpts of the papers in another language
    among ``excerpts`` (retrieval order kept); None when there are none, no answer is read, or the calibrated
    confidence would withhold it, or the answer is not printed on the paper in the same characters (a name or a
    line read from the gloss). The answer cites the paper as printed; features carry ``foreign`` = 1."""
    from ask.candidates import withheld
    from ask.offline import offline_answer

    headings = _headings(list({e.doc_id for e in excerpts}))
    langs = [excerpt_language(e, headings.get(e.doc_id, "")) for e in excerpts]
    translated = _translations(excerpts, headings, langs)
    glossed = [(g, e) for i, e in enumerate(excerpts) if langs[i] is not None and
               (g := glossed_excerpt(e, headings.get(e.doc_id, ""), translated.get(i), lang=langs[i])) is not None]
    if not glossed:
        return None
    answer = offline_answer(question, [g for (g, _), _ in glossed], as_of=as_of, previous=previous)
    if answer.answer is None or withheld(answer):
        return None
    printed = {e.doc_id: f"{e.text}\n{e.context}" for _, e in glossed}
    quoted = _QUOTED_DATE.sub(r"\1", answer.answer)
    if not any(quoted in printed.get(doc_id, "") for doc_id in answer.cited):
        return None  # a name or a line read from the gloss is the dictionary's words, not the paper's
    if _other_end(question, quoted, [printed.get(doc_id, "") for doc_id in answer.cited]):
        return None  # a start date glossed without its "start": the day cover began is no answer to "until when"
    lang = next(lang for (g, lang), _ in glossed if g.doc_id in answer.cited)
    machine = any(translated.get(i) for i, e in enumerate(excerpts) if e.doc_id in answer.cited)
    answer.features["foreign"] = 1.0
    how = ("a machine translation made on this machine (Apertium)" if machine else
           "a word-by-word English gloss (a dictionary's, not a translation)")
    answer.notes.append(f"Read from a paper in {LANGUAGE_NAMES.get(lang, lang)} through {how}: check the cited page.")
    return answer
