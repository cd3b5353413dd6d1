"""The one period parser: periods named in words, quarters, halves, rolling windows, numeric months,
and periods that cannot exist (no error, no period)."""
from datetime import date

import pytest

from ask.question_type import question_period
from ask.timerange import parse_time_range

AS_OF = date(2026, 11, 30)


@pytest.mark.parametrize("text,start,end", [
    ("total paid in Q1", date(2026, 1, 1), date(2026, 3, 31)),
    ("Q1 last year", date(2025, 1, 1), date(2025, 3, 31)),
    ("the third quarter of 2025", date(2025, 7, 1), date(2025, 9, 30)),
    ("last quarter", date(2026, 7, 1), date(2026, 9, 30)),
    ("this quarter", date(2026, 10, 1), AS_OF),
    ("year to date", date(2026, 1, 1), AS_OF),
    ("so far this year", date(2026, 1, 1), AS_OF),
    ("the first half of 2025", date(2025, 1, 1), date(2025, 6, 30)),
    ("the month before last", date(2026, 9, 1), date(2026, 9, 30)),
    ("two months ago", date(2026, 9, 1), date(2026, 9, 30)),
    ("in the last 3 weeks", date(2026, 11, 10), AS_OF),
    # asked on a month's last day, a rolling window of months is whole months
    ("over the last six months", date(2026, 6, 1), AS_OF),
    ("in the past year", date(2025, 12, 1), AS_OF),
    ("during 11/2025", date(2025, 11, 1), date(2025, 11, 30)),
    ("in 2025-11", date(2025, 11, 1), date(2025, 11, 30)),
    ("November last year", date(2025, 11, 1), date(2025, 11, 30)),
    ("last November", date(2025, 11, 1), date(2025, 11, 30)),
    ("over the summer", date(2026, 6, 1), date(2026, 8, 31)),
    ("over the winter of 2024/25", date(2024, 12, 1), date(2025, 2, 28)),  # a winter named by its two years
    ("heating over winter 2025/26", date(2025, 12, 1), date(2026, 2, 28)),
    ("in the winter of 2024-2025", date(2024, 12, 1), date(2025, 2, 28)),
    ("between March and May 2025", date(2025, 3, 1), date(2025, 5, 31)),
    ("water total jan-dec last year", date(2025, 1, 1), date(2025, 12, 31)),
    ("the month before December last year", date(2025, 11, 1), date(2025, 11, 30)),
    ("the month before this one", date(2026, 10, 1), date(2026, 10, 31)),
    ("the invoice from two months back", date(2026, 9, 1), date(2026, 9, 30)),
    ("over the previous calendar year", date(2025, 1, 1), date(2025, 12, 31)),
    ("gas bills last winter", date(2025, 12, 1), date(2026, 2, 28)),
    ("heating in winter 2025", date(2024, 12, 1), date(2025, 2, 28)),
    ("what we spent during the fall", date(2026, 9, 1), date(2026, 11, 30)),
    # Month spans: "through", each end with its own year, a span over the year end, none named.
    ("the months of June through August", date(2026, 6, 1), date(2026, 8, 31)),
    ("home electricity total, dec 2025 to feb 2026", date(2025, 12, 1), date(2026, 2, 28)),
    ("from December last year through February", date(2025, 12, 1), date(2026, 2, 28)),
    ("electricity this past winter (Dec-Feb)", date(2025, 12, 1), date(2026, 2, 28)),
    ("Dec-Feb 2026", date(2025, 12, 1), date(2026, 2, 28)),
    ("October to December", date(2026, 10, 1), AS_OF),
    # Two months joined by "and" are two months, not a span, unless "between" says so.
    ("electricity in March and May", date(2026, 3, 1), date(2026, 3, 31)),
    # "May" ending or opening a span is the month, not the verb.
    ("total gas paid march to may", date(2026, 3, 1), date(2026, 5, 31)),
    ("jan-may", date(2026, 1, 1), date(2026, 5, 31)),
    ("in may to june", date(2026, 5, 1), date(2026, 6, 30)),
])
def test_periods_in_words(text, start, end):
    assert parse_time_range(text, as_of=AS_OF)[:2] == (start, end)


def test_retrieval_and_aggregation_read_the_same_period():
    # "November last year" was all of 2025 for the answerer and November 2025 for aggregation.
    for text in ("What did I pay in November last year?", "bills from Q2", "the month before last"):
        assert question_period(text, AS_OF) == parse_time_range(text, as_of=AS_OF)[:2]


@pytest.mark.parametrize("text,as_of", [
    ("the last 99999 months", AS_OF),
    ("the last 99999 years", AS_OF),
    ("last month", date(1, 1, 15)),
    ("two years ago", date(1, 6, 1)),
    ("from mar 2026 to jan 2026", AS_OF),  # ends before it begins: no period, not March
    ("what may to me", AS_OF),
])
def test_impossible_periods_are_no_period(text, as_of):
    assert parse_time_range(text, as_of=as_of) is None


def test_no_period_named():
    assert parse_time_range("Who signed the lease?", as_of=AS_OF) is None


@pytest.mark.parametrize("text", [
    "What date is the school's winter concert?",  # a season word used as an adjective names no period
    "How much was the summer camp fee?",
    "When is the fall book fair?",
    "Did the rent fall?",
])
def test_season_words_that_are_not_periods(text):
    assert parse_time_range(text, as_of=AS_OF) is None


def test_a_rolling_window_asked_mid_month_counts_back_from_tomorrow():
    assert parse_time_range("the last 3 months", as_of=date(2026, 11, 15))[:2] == (date(2026, 8, 16),
                                                                                  date(2026, 11, 15))


@pytest.mark.parametrize("text,start,end", [
    # Open-ended: from the start of the period named until today.
    ("paid since the spring", date(2026, 3, 1), AS_OF),
    ("gas since last fall", date(2025, 9, 1), AS_OF),
    ("since the beginning of June", date(2026, 6, 1), AS_OF),
    ("from June onwards", date(2026, 6, 1), AS_OF),
    ("between June and now", date(2026, 6, 1), AS_OF),
    ("since the start of the year", date(2026, 1, 1), AS_OF),
    ("since the summer of 2025", date(2025, 6, 1), AS_OF),
    # Rolling windows in other words, and months counted within a year.
    ("in the last half year", date(2026, 6, 1), AS_OF),
    ("in the last couple of months", date(2026, 10, 1), AS_OF),
    ("in the past fortnight", date(2026, 11, 17), AS_OF),
    ("the first three months of the year", date(2026, 1, 1), date(2026, 3, 31)),
    ("the last two months of 2025", date(2025, 11, 1), date(2025, 12, 31)),
])
def test_open_ended_and_other_worded_periods(text, start, end):
    assert parse_time_range(text, as_of=AS_OF)[:2] == (start, end)


@pytest.mark.parametrize("text", ["since we moved in", "since the last bill arrived"])
def test_since_an_event_is_no_period(text):
    assert parse_time_range(text, as_of=AS_OF) is None


def test_may_after_an_article_is_the_month_and_the_verb_stays_no_period():
    assert parse_time_range("What day will they take the May payment?", as_of=AS_OF)[:2] == \
        (date(2026, 5, 1), date(2026, 5, 31))
    assert parse_time_range("Which bill may we still owe?", as_of=AS_OF) is None


def test_the_last_quarter_of_a_named_year_is_its_fourth():
    as_of = date(2026, 5, 12)
    assert parse_time_range("the last quarter of last year", as_of=as_of)[:2] == (date(2025, 10, 1), date(2025, 12, 31))
    assert parse_time_range("in the final quarter of 2024", as_of=as_of)[:2] == (date(2024, 10, 1), date(2024, 12, 31))
    assert parse_time_range("the last month of last year", as_of=as_of)[:2] == (date(2025, 12, 1), date(2025, 12, 31))
    # Without a year, "the last quarter" is still the latest quarter that has ended.
    assert parse_time_range("the last quarter", as_of=as_of)[:2] == (date(2026, 1, 1), date(2026, 3, 31))


def test_since_a_holiday_runs_from_its_latest_day():
    as_of = date(2026, 9, 14)
    assert parse_time_range("How much have we spent on gas since Easter?", as_of=as_of)[:2] == (
        date(2026, 4, 5), as_of)
    # Christmas 2026 is still to come: the last one was in 2025.
    assert parse_time_range("What have we paid since Christmas?", as_of=as_of)[:2] == (date(2025, 12, 25), as_of)
    assert parse_time_range("Electricity after New Year's?", as_of=as_of)[:2] == (date(2026, 1, 1), as_of)
    assert parse_time_range("What did the Easter trip cost?", as_of=as_of) is None


def test_two_months_next_to_each_other_joined_by_and_are_one_span():
    as_of = date(2026, 11, 20)
    got = parse_time_range("How much more did the hydro cost in July and August than in April and May?", as_of=as_of)
    assert got[:2] == (date(2026, 7, 1), date(2026, 8, 31))
    assert parse_time_range("bills for December and January", as_of=as_of)[:2] == (date(2025, 12, 1),
                                                                                     date(2026, 1, 31))
    # Months apart name two months, not the span between them.
    assert parse_time_range("gas in March and May", as_of=as_of)[:2] != (date(2026, 3, 1), date(2026, 5, 31))


def test_a_split_year_is_named_as_printed_and_is_no_calendar_year():
    from ask.timerange import split_year

    assert split_year("what are the total rates for 2026/27?") == "2026/27"
    assert split_year("tax paid in FY 2025-2026") == "2025-2026"
    # A season's split year is that season; a month, an invoice number or years apart are none.
    for text in ("gas over winter 2024/25", "the 2026-03 bill", "invoice 2026/27/0001", "2026/28 budget"):
        assert split_year(text) is None, text
