"""Citation snippets mark where the answer stands in the cited excerpt."""
from ask.snippets import answer_snippet

EXCERPT = ("Harborline Mutual Insurance\nPolicy HML-AU-81623145\nDear Talia, your current auto policy expires on "
           "December 28, 2026. Renewal premium <b>$612.40</b> is due on the renewal date.")


def test_printed_form_of_a_date_is_marked():
    snippet = answer_snippet("2026-12-28 (December 28, 2026)", EXCERPT)
    assert "<mark>December 28, 2026</mark>" in snippet


def test_every_listed_name_is_marked_and_text_is_escaped():
    text = "Signature: /s/ Henrietta Fenwick\nSignature: /s/ Talia Ashgrove <x>"
    snippet = answer_snippet("Henrietta Fenwick; Talia Ashgrove", text)
    assert "<mark>Henrietta Fenwick</mark>" in snippet and "<mark>Talia Ashgrove</mark>" in snippet
    assert "&lt;x&gt;" in snippet and "<x>" not in snippet


def test_answer_not_in_the_excerpt_gives_none():
    assert answer_snippet("$999.99", EXCERPT) is None
    assert answer_snippet(None, EXCERPT) is None


def test_window_is_bounded():
    long = "filler words " * 100 + "Total $4.11 " + "more filler " * 100
    snippet = answer_snippet("$4.11", long)
    assert "<mark>$4.11</mark>" in snippet and len(snippet) < 300


def test_a_list_answer_is_shown_where_its_names_stand_together():
    # The first signer is also named in a clause above the signatures: the signature block is shown.
    text = ("MANAGEMENT. The property is managed by Jane Example for the landlord. " + "Terms apply. " * 30
            + "LANDLORD: /s/ Jane Example TENANT: /s/ Sam Tenant TENANT: /s/ Alex Tenant")
    got = answer_snippet("Jane Example; Sam Tenant; Alex Tenant", text)
    assert "MANAGEMENT" not in got and got.count("<mark>") == 3, got
