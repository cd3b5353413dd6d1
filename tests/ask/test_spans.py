"""Typed spans the offline reader offers as answers (ask.spans)."""


def test_identifiers_grouped_by_slashes_dots_or_colons_but_no_dates_or_times():
    from ask.spans import find_ids

    found = [s.printed for s in find_ids("Billing account 41902/0331-SR; ref FWSB:K2291:07. Subscriber TN.448.2071.6")]
    assert found == ["41902/0331-SR", "FWSB:K2291:07", "TN.448.2071.6"]
    assert find_ids("paid 06.03.2026 at 12:15, due 2026-03-20 or 03/20/2026") == []
