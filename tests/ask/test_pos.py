"""Part-of-speech tags of questions (ask.pos) and what the reader makes of a question's verbs."""
from datetime import date

from ask.offline import offline_answer
from ask.pos import noun_modifiers, tag, verbs
from ask.question_type import key_terms
from ask.types import Excerpt


def test_tags_come_from_the_packaged_tagger():
    tags = dict(tag("Who signed the lease amendment?"))
    assert tags["signed"] == "VBD" and tags["lease"].startswith("NN") and tags["amendment"].startswith("NN")
    assert tag("   ") == ()


def test_verbs_of_a_question():
    assert verbs("How many notes fit on one disk?") == {"fit"}
    assert "reach" in verbs("By what date must our written notice reach the landlord?")
    # A plural noun the tagger may read as a third-person verb is not offered as one.
    assert "tracks" not in verbs("What's the number of tracks the sequencer can record at once?")
    # Terse questions, which the tagger misreads, and a word after a determiner or adjective are no verbs.
    assert verbs("Permit number?") == set() and verbs("Lock code for the shed?") == set()
    assert "permit" not in verbs("What is the parking permit number?")


def test_a_verb_no_word_list_names_is_soft():
    terms = key_terms("By what date must our written notice reach the landlord?")
    assert terms["reach"] == 0.5 and terms["landlord"] == 1.0


def test_a_paper_need_not_print_the_questions_verb():
    letter = Excerpt(number=1, doc_id=5, title="Tenancy agreement", document_date=date(2026, 1, 5), page=2,
                     text="Ending the tenancy\nThe landlord must receive written notice by\nJanuary 30, 2027",
                     literal_hit=True)
    ans = offline_answer("By what date must our written notice reach the landlord?", [letter],
                         as_of=date(2026, 11, 30))
    assert ans.answer and ans.answer.startswith("2027-01-30") and ans.cited == [5]


def test_an_ing_word_naming_which_thing_is_specific():
    # "washing machine" is not any machine: a coffee machine's warranty card is not about it.
    assert noun_modifiers("Where did we buy the washing machine?") == {"washing"}
    assert key_terms("Where did we buy the washing machine?")["wash"] == 1.0
    assert noun_modifiers("What are we paying for broadband?") == set()


def test_a_domain_name_is_its_name_without_the_top_level_domain():
    # Every paper printing an e-mail address prints "com"; which paper is asked about is told by the name.
    assert set(key_terms("What's our customer number at bellwether.com?")) == {"customer", "number", "bellwether"}
    assert "co" not in key_terms("Who is our contact at wrenfield.co.uk?")
