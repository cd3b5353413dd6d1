"""English questions about French, Dutch and German papers: the bilingual dictionaries (ask.lexicon),
the language a text is in (ask.languages), and Ask end to end on papers in those languages (real
PostgreSQL, real dictionaries as .ci/setup installs them)."""
import gzip
from datetime import date

import pytest

from ask import lexicon
from ask.languages import text_language
from ask.retrieval import rank_documents
from ask.service import ask
from ingest.dates import document_date_guess
from tests.factories import indexed_document

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _b64(n: int) -> str:
    out = ""
    while True:
        out = _B64[n % 64] + out
        n //= 64
        if not n:
            return out


def _write_dictd(folder, pair: str, entries: dict[str, str]) -> None:
    """A dictd dictionary ``freedict-<pair>`` (index + gzip'd data, as dictzip is) with ``entries``."""
    data, index = b"", []
    for head, body in entries.items():
        chunk = f"{head}\n{body}\n".encode()
        index.append(f"{head}\t{_b64(len(data))}\t{_b64(len(chunk))}")
        data += chunk
    (folder / f"freedict-{pair}.index").write_text("\n".join(index) + "\n", encoding="utf-8")
    with gzip.open(folder / f"freedict-{pair}.dict.dz", "wb") as fh:
        fh.write(data)


@pytest.fixture
def own_dictionaries(tmp_path, monkeypatch):
    """Small dictionaries written here, in place of the installed ones (the table rebuilt from them)."""
    folder = tmp_path / "dictd"
    folder.mkdir()
    monkeypatch.setenv("SHOEBOX_DICT_DIR", str(folder))
    monkeypatch.setenv("SHOEBOX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(lexicon, "_table", None)
    yield folder
    lexicon._table = None


def test_entries_both_ways_with_their_annotations_stripped(own_dictionaries):
    _write_dictd(own_dictionaries, "eng-deu", {
        "receipt": 'Quittung <fem>, Kassenbon <masc> [econ.] Note: beim Einkauf "keep the receipt" - den Bon',
        "bill": "Rechnung <fem>\nNote <fem> [mus.]",
    })
    _write_dictd(own_dictionaries, "nld-eng", {"kassabon": "/kɑsabɔn/\n1. receipt, sales slip", "ui": "onion"})
    assert lexicon.available() == ["nld", "deu"]
    assert set(lexicon.foreign_words("receipt")) == {"quittung", "kassenbon", "kassabon"}
    assert lexicon.foreign_words("receipts") == lexicon.foreign_words("receipt")  # a plural finds its singular
    # "note" is an English word before a German one: it would match English papers about notes.
    assert lexicon.foreign_words("bill") == ("rechnung",)
    assert lexicon.foreign_words("onion") == ()  # a two-letter word is too short to be found safely
    assert lexicon.foreign_words("umbrella") == ()
    # The table is cached on disk: a new process reads it instead of parsing the dictionaries again.
    cached = list((own_dictionaries.parent / "data" / "cache").glob("lexicon-*.pickle"))
    assert len(cached) == 1
    lexicon._table = None
    # A changed dictionary is read anew (the cache key holds sizes and dates); a damaged one is left out
    # with a warning, and the others still translate.
    (own_dictionaries / "freedict-eng-deu.dict.dz").write_bytes(b"not gzip")
    assert lexicon.foreign_words("receipt") == ("kassabon",)


def test_no_dictionary_installed_means_english_alone(own_dictionaries):
    assert lexicon.available() == []
    assert lexicon.foreign_words("invoice") == ()


def test_installed_dictionaries_translate_bill_words():
    assert set(lexicon.available()) == {"fra", "nld", "deu"}, "run .ci/setup: it installs dict-freedict-*"
    invoice = set(lexicon.foreign_words("invoice"))
    assert {"facture", "factuur", "rechnung"} <= invoice
    assert "kunde" in lexicon.foreign_words("customer")
    assert "note" not in lexicon.foreign_words("bill")
    # "eau" is printed in English now and then ("eau de toilette") but is French first, 200 times as often.
    assert "eau" in lexicon.foreign_words("water")
    assert "auto" not in lexicon.foreign_words("car")  # as much English as Dutch or German
    # A language's function words translate English words only loosely and would match every paper in it.
    assert not any({"dans", "auf", "het", "une"} & set(t) for t in lexicon.table().values())


def test_compound_words_hold_translations_at_either_end():
    foreign = {"rechnung": {"invoice"}, "betrag": {"amount"}, "datum": {"date"}, "som": {"amount"}}
    text = "Rechnungsbetrag: 12,00 €\nVervaldatum 3-4-2026\nsommige"
    found = [(text[a:b], word) for a, b, word in lexicon.find_foreign(text, foreign)]
    assert found == [("Rechnung", "rechnung"), ("betrag", "betrag"), ("datum", "datum")]  # "som" only whole


def test_a_short_part_of_a_compound_counts_only_beside_a_word_of_its_own():
    foreign = {"gas": {"gas"}, "water": {"water"}}
    text = "Nota gaslevering mei\nGasthof zur Post\nWaterrekening juni\nHauptgasse 4"
    found = [text[a:b] for a, b, _ in lexicon.find_foreign(text, foreign)]
    assert found == ["gas", "Water"]  # "levering" is a Dutch word; "thof" and "Hauptgas" are none


def test_text_language():
    assert text_language("Nous vous remercions de votre confiance. Le montant sera prélevé sur votre compte "
                         "le 12 du mois prochain.") == "fr"
    assert text_language("Wij danken u voor uw bestelling. Het bedrag wordt binnen veertien dagen van uw "
                         "rekening afgeschreven.") == "nl"
    assert text_language("Thank you for your order. The amount will be taken from your account within "
                         "fourteen days.") == "en"
    assert text_language("Total 12.00") is None  # too few words to tell


def test_numeric_document_date_read_in_the_papers_own_order():
    text = "Facture n° 88-301\nDate : 10/02/2026\nÉchéance : 24/02/2026\nMontant TTC 48,20 €"
    assert document_date_guess(text) == date(2026, 2, 10)
    assert document_date_guess("Invoice 7781\nDate: 10/02/2026\nTotal $48.20") == date(2026, 10, 2)


@pytest.mark.django_db
def test_english_question_finds_a_german_invoice_and_the_reader_reads_it_through_its_gloss(user):
    indexed_document(user, "Tischlerei Brandhuber\nRechnung Nr. 4471\nRechnungsdatum 03.03.2026\n"
                           "Leistung: Einbau Küchenschrank\nFälligkeitsdatum 17.03.2026\nGesamtbetrag 812,40 €\n"
                           "Bitte überweisen Sie den Betrag bis zum Fälligkeitsdatum auf unser Konto.",
                     filename="scan-0007.pdf")
    indexed_document(user, "Maple Joinery\nInvoice 5521\nInvoice date March 2, 2026\nGarden shed door repair\n"
                           "Payment due March 30, 2026\nTotal $640.00\nThank you for your business.",
                     filename="scan-0008.pdf")
    for i in range(6):
        indexed_document(user, f"Garden diary {i}\nPlanted tulips and watered the roses on a sunny morning.",
                         filename=f"diary-{i}.pdf")
    question = "When is the invoice for the kitchen cupboard due?"
    hits, _ = rank_documents(user, question, max_docs=8)
    german = next(h for h in hits if "Rechnung" in _text(h.doc_id))
    # "Rechnung" is "invoice" in German: full text finds the German paper by it (whole words; the
    # compounds "Küchenschrank" and "Fälligkeitsdatum" are read where the excerpt is placed).
    assert german.fts_rank is not None and any(t.startswith("invoic") for t in german.terms)
    german = german.doc_id
    response = ask(user, question, as_of=date(2026, 3, 10))
    # The excerpt shown (and sent to a language model) is placed on the German due-date label ...
    shown = next(e for e in response.excerpts if e["doc_id"] == german)
    assert "17.03.2026" in shown["snippet"]
    # ... and the offline answerer, whose label rules are English, reads the paper's line-by-line English gloss
    # (ask.glossed: "Fälligkeitsdatum" → "due date"), quotes the date as printed, cites the German paper and says
    # how it read it (not the English invoice, which is about something else).
    assert response.answer == "2026-03-17 (17.03.2026)" and response.cited_doc_ids == [german], response
    assert any("German" in note and "gloss" in note for note in response.notes)


def _text(doc_id: int) -> str:
    from archive.models import Chunk

    return " ".join(Chunk.objects.filter(document_id=doc_id).values_list("text", flat=True))
