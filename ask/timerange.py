"""The one parser of the period a question names, relative to the ask date: "November last year", "last
winter", "in 2025", "since March", "last month", "the month before last", "this year", "year to date",
"Q1", "last quarter", "the first half of 2025", "the last 3 weeks", "11/2025", "from January to November
this year", "between 1 March 2026 and 14 March 2026". Retrieval, aggregation and the offline answerer
all call :func:`parse_time_range` (``ask.question_type.question_period`` is a thin view of it).
Calendar arithmetic is dateutil's relativedelta; written dates are read by ``ingest.money`` (dateparser
underneath). Ranges are inclusive and never end after ``as_of``; a period that cannot exist (before
year 1, "the last 99999 months") is no period.
"""
from __future__ import annotations

import calendar
import re
from contextvars import ContextVar
from datetime import date

from dateutil.relativedelta import relativedelta

from ingest.money import find_dates

_MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS.update({name.lower(): i for i, name in enumerate(calendar.month_abbr) if name})
_MONTHS["sept"] = 9
_MONTH_RE = r"(january|february|march|april|may|june|july|august|september|october|november|december|" \
            r"jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)"
_SEASONS = {"winter": 12, "spring": 3, "summer": 6, "autumn": 9, "fall": 9}  # first month of each (north)
#: Whether the question being answered reads seasons southern ("last summer" = December–February); set per
#: question by ``ask.service.ask`` from ``ask.hemisphere.southern_seasons``.
SOUTHERN_SEASONS: ContextVar[bool] = ContextVar("southern_seasons", default=False)


_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four"
_NUMBER_VALUES = {w: i for i, w in enumerate(_NUMBER_WORDS.split("|"), start=1)}
_NUMBER_VALUES.update({"eighteen": 18, "twenty-four": 24})


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_VALUES[word]


def _month_end(year: int, month: int) -> date:
    return date(year, month, calendar.monthrange(year, month)[1])


def range_label(start: date, end: date) -> str:
    """"1–30 November 2025", "1 January – 31 December 2025", "1 December 2025 – 28 February 2026"."""
    if start.year == end.year and start.month == end.month:
        return f"{start.day}–{end.day} {start:%B %Y}"
    if start.year == end.year:
        return f"{start.day} {start:%B} – {end.day} {end:%B %Y}"
    return f"{start.day} {start:%B %Y} – {end.day} {end:%B %Y}"


def _year_word(text: str, as_of: date) -> int | None:
    """The year a phrase points at: "last year", "this year", "2025", or None when none is named."""
    if re.search(r"\b(?:last|previous|past)(?: calendar)? year(?:'s)?\b", text):
        return as_of.year - 1
    if re.search(r"\b(?:this|current)(?: calendar)? year(?:'s)?\b", text):
        return as_of.year
    m = re.search(r"\b(19|20)\d{2}\b", text)
    return int(m.group(0)) if m else None


# Two consecutive years joined by "/" or "-" ("2026/27", "2026-2027"), not after a season ("winter 2024/25").
_SPLIT_YEAR = re.compile(r"(?<![\w/.-])((?:19|20)\d{2})\s*[/-]\s*((?:19|20)?\d{2})(?![\w/.-])")
_SEASON_BEFORE = re.compile(r"\b(?:winter|spring|summer|autumn|fall)\s*(?:of\s+)?$", re.I)


def split_year(text: str) -> str | None:
    """The split year ``text`` names ("the rates for 2026/27" → "2026/27"): a financial, tax or rating year
    whose months differ by country and by issuer, so no calendar period stands for it; None when none is named
    or the two years are not consecutive ("2026-03" is a month)."""
    for m in _SPLIT_YEAR.finditer(text):
        first, second = int(m.group(1)), int(m.group(2))
        following = first + 1 if len(m.group(2)) == 4 else (first + 1) % 100
        if second == following and not _SEASON_BEFORE.search(text[:m.start()]):
            return m.group(0)
    return None


def _clip(start: date, end: date, as_of: date) -> tuple[date, date]:
    return start, min(end, as_of) if start <= as_of else end


def parse_time_range(question: str, *, as_of: date) -> tuple[date, date, str] | None:
    """``(start, end, label)`` of the period a question names, inclusive, relative to ``as_of``;
    None when it names none (the question is then about all time). Never raises."""
    q = question.lower()
    try:
        rng = _parse(q, as_of)
    except (ValueError, OverflowError):  # "the last 99999 months": before year 1, so no such period
        return None
    if rng is None:
        return None
    start, end = _clip(*rng, as_of)
    return start, end, range_label(start, end)


def period_runs_on(question: str, *, as_of: date) -> bool:
    """Whether the period ``question`` names ends after ``as_of`` ("April to June" asked on 19 May), which
    ``parse_time_range`` clips to ``as_of``. False when it names none. Never raises."""
    try:
        rng = _parse(question.lower(), as_of)
    except (ValueError, OverflowError):
        return False
    return rng is not None and rng[1] > as_of


# A period that runs on until today: "since …", "… onwards", "from … on", "between … and now".
_OPEN_END = re.compile(r"\bsince\b|\bonwards?\b|(?<=\w) on$|\b(?:and|to|until|till|through) (?:now|today)\b")
_YEAR_WORDS = r"(?:19|20)\d{2}|last year|this year|previous year|current year"
_YEAR_AFTER = r"(?:,?\s+((?:19|20)\d{2}|last year|this year|previous year|current year))?"
# "and" joins two months into a range after "between", or when they follow each other ("July and August"):
# "March and May" alone names two months.
_MONTH_SPAN = re.compile(
    rf"\b(?:(between)\s+|from\s+)?{_MONTH_RE}{_YEAR_AFTER}\s*(?:(and)|to|through|thru|until|till|[-–])\s*"
    rf"{_MONTH_RE}\b{_YEAR_AFTER}")


def _month_range(q: str, as_of: date) -> tuple[date, date] | None:
    """A span of whole months, each end with or without its own year. A span that wraps the year end
    ("December to February") ends in the later year; with no year named it is the latest such span
    that has begun by ``as_of``. Raises ValueError for a span that ends before it begins (no period)."""
    for m in _MONTH_SPAN.finditer(q):
        between, first, year1, joined_by_and, last, year2 = m.groups()
        if joined_by_and and not between and _MONTHS[last] != _MONTHS[first] % 12 + 1:
            continue  # "March and May" names two months; "July and August", next to each other, are one span
        if not (m.group(0).startswith(("from", "between")) or year1 or year2) and (
                (last == "may" and re.match(r"\s+(?:i|we|you|they|he|she|it|be|have|not|also|need)\b", q[m.end():]))
                or (first == "may" and not re.search(r"\b(?:in|of|during|for|over)\s+$", q[:m.start()]))):
            continue  # "may" the verb: "… to may we …", "what may to …"
        a, b = _MONTHS[first], _MONTHS[last]
        wraps = a > b
        y1 = _year_word(year1, as_of) if year1 else None
        y2 = _year_word(year2, as_of) if year2 else None
        if y1 is None and y2 is None:
            named = _year_word(q[m.end():m.end() + 20], as_of) or _year_word(q, as_of)
            if named is not None:
                y2 = named
            else:
                y2 = as_of.year
                if date(y2 - wraps, a, 1) > as_of:
                    y2 -= 1
        if y1 is None:
            y1 = y2 - wraps
        if y2 is None:
            y2 = y1 + wraps
        start, end = date(y1, a, 1), _month_end(y2, b)
        if start <= end:
            return start, end
        raise ValueError("the span ends before it begins")  # "from March 2026 to January 2026": no period
    return None


# "The last quarter of last year" is that year's fourth quarter, not the quarter before today.
_LAST_PART_OF_YEAR = re.compile(rf"\b(?:last|final|closing) (quarter|half|month) of (?=(?:the )?(?:{_YEAR_WORDS})\b)")
_LAST_PART = {"quarter": "fourth quarter of ", "half": "second half of ", "month": "december "}


_SINCE_HOLIDAY = re.compile(r"\b(?:since|after|from)\s+(?:(?:last|this)\s+)?(easter|christmas|new year)(?:['’]s)?\b")


def _holiday(name: str, year: int) -> date:
    """The day of a yearly holiday a question names a period from: Easter Sunday (``dateutil.easter``),
    Christmas Day, New Year's Day."""
    from dateutil.easter import easter

    return easter(year) if name == "easter" else date(year, 12, 25) if name == "christmas" else date(year, 1, 1)


def _parse(q: str, as_of: date) -> tuple[date, date] | None:
    q = _LAST_PART_OF_YEAR.sub(lambda m: _LAST_PART[m.group(1)], q)
    # Explicit dates: "between 1 March 2026 and 14 March 2026", "since 2026-03-01".
    dates = [d.value for d in find_dates(q)]
    if len(dates) >= 2:
        return min(dates[:2]), max(dates[:2])
    if len(dates) == 1:
        if re.search(r"\b(?:since|after|from)\b", q):
            return dates[0], as_of
        if re.search(r"\b(?:before|until|up to)\b", q):
            return date(1900, 1, 1), dates[0]
        return dates[0], dates[0]

    # "from January to November this year", "between March and May 2025", "June through August", "dec 2025 to
    # feb 2026", "from December last year through February", "(Dec-Feb)"
    rng = _month_range(q, as_of)
    if rng:
        return rng

    # Open-ended: "since the spring", "since last fall", "since the beginning of June", "from June onwards",
    # "between June and now", "since the start of the year": from the start of the period named, until today.
    opened = _OPEN_END.search(q)
    if opened:
        rest = _OPEN_END.sub(" ", q)
        rest = re.sub(r"\b(?:the )?(?:start|beginning) of (?:the )?year\b", "this year", rest)
        rest = re.sub(r"\b(?:the )?(?:start|beginning|end) of\b", " ", rest)
        rest = re.sub(r"(?<!last )(?<!this )(?<!past )(?<!previous )\b(?:the )?(winter|spring|summer|autumn|fall)\b",
                      r"in the \1", rest)  # "since spring": the season is a period here
        named = _parse(rest, as_of)
        if named is not None and named[0] <= as_of:
            return named[0], as_of

    # "since Easter", "after Christmas": from the latest such day on or before today (Easter by dateutil's
    # Western computus).
    m = _SINCE_HOLIDAY.search(q)
    if m:
        day = _holiday(m.group(1), as_of.year)
        day = day if day <= as_of else _holiday(m.group(1), as_of.year - 1)
        return day, as_of

    # "since March", "since 2025"
    m = re.search(rf"\bsince\s+(?:{_MONTH_RE}\b(?:\s+((?:19|20)\d{{2}}))?|((?:19|20)\d{{2}})\b)", q)
    if m:
        if m.group(3):
            return date(int(m.group(3)), 1, 1), as_of
        month = _MONTHS[m.group(1)]
        year = int(m.group(2)) if m.group(2) else (as_of.year if month <= as_of.month else as_of.year - 1)
        return date(year, month, 1), as_of

    # Seasons: "last winter" is the most recent one that has ended; "this winter" the current or latest.
    # A bare season word is often an adjective ("the winter concert", "summer camp", "fall book fair"): it
    # names a period only when qualified ("last winter"), governed by a preposition ("over the summer",
    # "in the fall") or followed by a year ("winter 2025").
    m = re.search(r"\b(?:(last|this|past|previous)\s+|(?P<prep>(?:in|over|during|through|throughout|across|for)"
                  r"\s+(?:the\s+)?(?:(?:whole|entire)\s+)?))?(winter|spring|summer|autumn|fall)\b"
                  r"(?P<year>,?\s+(?:of\s+)?(?:19|20)\d{2}\b)?", q)
    if m and not (m.group(1) or m.group("prep") or m.group("year")):
        m = None
    if m:
        first = _SEASONS[m.group(3)]
        if SOUTHERN_SEASONS.get():
            first = (first + 5) % 12 + 1  # six months on: the southern summer begins in December
        start = date(as_of.year if first <= as_of.month else as_of.year - 1, first, 1)
        end = start + relativedelta(months=3) - relativedelta(days=1)
        if m.group(1) in ("last", "past", "previous") and end >= as_of:
            start -= relativedelta(years=1)
            end = start + relativedelta(months=3) - relativedelta(days=1)
        year = _year_word(q, as_of)
        split_year = re.search(r"\b((?:19|20)\d{2})\s*[/-]\s*(?:(?:19|20)?\d{2})\b", q[m.start():m.end() + 12])
        if first == 12 and split_year:  # "winter 2024/25" = December 2024 – February 2025
            start = date(int(split_year.group(1)), 12, 1)
            end = start + relativedelta(months=3) - relativedelta(days=1)
        elif year and not re.search(r"\b(?:last|this|past|previous) (?:winter|spring|summer|autumn|fall)", q):
            start = date(year - (1 if first == 12 else 0), first, 1)  # "winter 2025" = Dec 2024 – Feb 2025
            end = start + relativedelta(months=3) - relativedelta(days=1)
        return start, end

    # "year to date", "so far this year"
    if re.search(r"\byear[ -]to[ -]date\b|\bytd\b|\bso far this year\b|\bthis year so far\b", q):
        return date(as_of.year, 1, 1), as_of

    # Quarters and halves: "Q1", "the first quarter of 2025", "last quarter", "H2 last year"
    m = re.search(r"\bq([1-4])\b|\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter\b", q)
    if m:
        n = int(m.group(1)) if m.group(1) else _ORDINALS[m.group(2)]
        year = _year_word(q, as_of)
        if year is None:  # the latest such quarter that has begun
            year = as_of.year if date(as_of.year, 3 * n - 2, 1) <= as_of else as_of.year - 1
        return date(year, 3 * n - 2, 1), _month_end(year, 3 * n)
    m = re.search(r"\b(last|previous|past|this|current) quarter\b", q)
    if m:
        first = date(as_of.year, 3 * ((as_of.month - 1) // 3) + 1, 1)
        if m.group(1) in ("last", "previous", "past"):
            first -= relativedelta(months=3)
        last = first + relativedelta(months=3, days=-1)
        return first, last
    m = re.search(r"\bh([12])\b|\b(first|second|1st|2nd) half\b", q)
    if m:
        n = int(m.group(1)) if m.group(1) else _ORDINALS[m.group(2)]
        year = _year_word(q, as_of) or (as_of.year if date(as_of.year, 6 * n - 5, 1) <= as_of else as_of.year - 1)
        return date(year, 6 * n - 5, 1), _month_end(year, 6 * n)

    # "the month before last", "the month before this one", "the month before December last year",
    # "two months ago", "two months back"
    if re.search(r"\bmonth before last\b", q):
        first = as_of.replace(day=1) - relativedelta(months=2)
        return first, _month_end(first.year, first.month)
    if re.search(r"\bmonth before (?:this one|this month|now)\b|\bprevious month\b", q):
        first = as_of.replace(day=1) - relativedelta(months=1)
        return first, _month_end(first.year, first.month)
    m = re.search(rf"\bmonth (?:before|prior to) {_MONTH_RE}\b", q)
    if m:
        month = _MONTHS[m.group(1)]
        year = _year_word(q[m.end():m.end() + 25], as_of)
        if year is None:
            year = as_of.year if month <= as_of.month else as_of.year - 1
        first = date(year, month, 1) - relativedelta(months=1)
        return first, _month_end(first.year, first.month)
    m = re.search(rf"\b(\d+|{_NUMBER_WORDS}) (month|year)s? (?:ago|back|earlier)\b", q)
    if m:
        n = _number(m.group(1))
        if m.group(2) == "month":
            first = as_of.replace(day=1) - relativedelta(months=n)
            return first, _month_end(first.year, first.month)
        return date(as_of.year - n, 1, 1), date(as_of.year - n, 12, 31)

    # "the first three months of the year", "the last two months of 2025": months counted from a year's end.
    m = re.search(rf"\b(first|last) (\d+|{_NUMBER_WORDS}) months of (?:the |that )?(year|{_YEAR_WORDS})\b", q)
    if m:
        n = _number(m.group(2))
        year = _year_word(m.group(3), as_of) or as_of.year
        if 1 <= n <= 12:
            if m.group(1) == "first":
                return date(year, 1, 1), _month_end(year, n)
            return date(year, 13 - n, 1), date(year, 12, 31)

    # "the last 3 weeks", "past 10 days", "last two years", "the last couple of months", "the past fortnight",
    # "the last half year" (rolling, ending today)
    q = re.sub(r"\bcouple (?:of )?(day|week|month|year)s\b", r"two \1s", q)
    q = re.sub(r"\bfortnight\b", "two weeks", q)
    q = re.sub(r"\bhalf[ -]year\b|\bhalf a year\b", "six months", q)
    m = re.search(rf"\b(?:last|past|previous) (\d+|{_NUMBER_WORDS}) (day|week|month|year)s\b", q)
    if m:
        n, unit = _number(m.group(1)), m.group(2)
        # Counted back from tomorrow, so that asked on a month's last day the period is whole months:
        # "the last six months" on 30 November is 1 June – 30 November (not from 31 May).
        return as_of + relativedelta(days=1) - relativedelta(**{unit + "s": n}), as_of
    if re.search(r"\b(?:last|past) (?:12|twelve) months\b|\bpast year\b", q):
        return as_of + relativedelta(days=1) - relativedelta(years=1), as_of
    if re.search(r"\b(?:last|past|previous) week\b", q):
        monday = as_of - relativedelta(days=as_of.weekday() + 7)
        return monday, monday + relativedelta(days=6)

    # Numeric months: "11/2025", "2025-11"
    m = re.search(r"\b(0?[1-9]|1[0-2])[/.-]((?:19|20)\d{2})\b|\b((?:19|20)\d{2})-(0[1-9]|1[0-2])\b(?!-\d)", q)
    if m:
        month, year = (int(m.group(1)), int(m.group(2))) if m.group(1) else (int(m.group(4)), int(m.group(3)))
        return date(year, month, 1), _month_end(year, month)

    # "last month", "this month", "last N months"
    if re.search(r"\b(?:last|previous|past) month\b", q):
        first = as_of.replace(day=1) - relativedelta(months=1)
        return first, _month_end(first.year, first.month)
    if re.search(r"\bthis month\b", q):
        return as_of.replace(day=1), as_of
    # "November last year", "month of November 2025", "in November"
    m = re.search(rf"\b{_MONTH_RE}\b", q)
    if m:
        month = _MONTHS[m.group(1)]
        if m.group(1) == "may" and not re.search(
                r"\b(?:in|of|during) may\b|\bmay (?:19|20)\d\d|may (?:last|this) year|"
                r"\b(?:the|our|my|last|next) may\b", q):
            month = 0  # "may" the verb; after an article ("the May payment") it is the month
        if month:
            year = _year_word(q, as_of)
            if year is None:
                year = as_of.year if month <= as_of.month else as_of.year - 1  # the latest such month
                if month == as_of.month and re.search(rf"\b(?:last|previous) {m.group(1)}\b", q):
                    year -= 1  # "last November", asked in November: the one a year ago
            return date(year, month, 1), _month_end(year, month)

    # Whole years: "last year", "this year", "in 2025", "over the whole of 2024"
    year = _year_word(q, as_of)
    if year is not None:
        return date(year, 1, 1), date(year, 12, 31)
    return None
