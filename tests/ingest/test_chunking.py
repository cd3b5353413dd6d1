"""ingest.chunking with the real tokenizer: coverage, size limits, offsets, break choice, random text."""
import random

import pytest

from ingest.chunking import DEFAULT_MAX_TOKENS, chunk_page
from ingest.embedding import count_tokens, tokenizer


def check_spans(text, spans, max_tokens=DEFAULT_MAX_TOKENS):
    """The contract: in-bounds, ordered, non-blank, within budget, covering every wordpiece."""
    for a, b in spans:
        assert 0 <= a < b <= len(text)
        assert text[a:b].strip()
        assert text[a:b] == text[a:b].strip() or not text[a].isspace()
        assert count_tokens(text[a:b]) <= max_tokens
    assert [a for a, _ in spans] == sorted(a for a, _ in spans)
    for (a1, b1), (a2, b2) in zip(spans, spans[1:]):
        assert a1 < a2 and b1 < b2
    for start, end in tokenizer(truncation=False).encode(text, add_special_tokens=False).offsets:
        assert any(a <= start and end <= b for a, b in spans), (start, end, text[start:end])


def test_empty_and_blank():
    assert chunk_page("") == []
    assert chunk_page("  \n\n\t ") == []


def test_short_text_is_one_chunk_without_outer_whitespace():
    text = "\n  Alder Creek Water District\nBalance owing $223.42  \n"
    assert chunk_page(text) == [(3, len(text.rstrip()))]


def test_long_page_respects_budget_and_overlaps():
    line = "Paid 2023-01-22, thank you.\n"  # 12 wordpieces: a line start always lies within the overlap
    text = line * 120
    spans = chunk_page(text)
    check_spans(text, spans)
    assert len(spans) > 5
    # breaks land on line ends, and the overlap starts on a line
    for a, b in spans:
        assert text[a:b].endswith(".") and (a == 0 or text[a - 1] == "\n")
    assert all(b1 > a2 for (_, b1), (a2, _) in zip(spans, spans[1:]))
    assert all(count_tokens(text[a:b]) > DEFAULT_MAX_TOKENS // 2 for a, b in spans[:-1])


def test_prefers_paragraph_break():
    first = "The lease starts on the first of March and runs for twelve months. " * 5
    second = "Rent is due on the first day of each month by bank transfer. " * 5
    text = first.strip() + "\n\n" + second.strip()
    spans = chunk_page(text, max_tokens=120, overlap_tokens=0)
    assert text[slice(*spans[0])] == first.strip()


def test_no_overlap_option():
    text = " ".join(f"word{i}" for i in range(600))
    spans = chunk_page(text, max_tokens=64, overlap_tokens=0)
    check_spans(text, spans, 64)
    assert all(b1 < a2 for (_, b1), (a2, _) in zip(spans, spans[1:]))


def test_amounts_are_not_split_when_a_space_is_near():
    text = " ".join(["12.50"] * 300)
    for a, b in chunk_page(text, max_tokens=32, overlap_tokens=4):
        assert text[a:b].startswith("12.50") and text[a:b].endswith("12.50")


def test_offsets_map_back_with_unicode():
    text = ("Café Zürich – Rechnung Nr. 42 über 12,50 € 🙂 日本語テキスト\u200b\n" * 40)
    spans = chunk_page(text, max_tokens=48, overlap_tokens=8)
    check_spans(text, spans, 48)


def test_single_huge_word_is_cut():
    text = "x" * 90 + " " + "ab" * 40 + "-" * 200
    spans = chunk_page(text, max_tokens=16, overlap_tokens=2)
    assert spans and all(text[a:b].strip() for a, b in spans)


@pytest.mark.parametrize("bad", [dict(max_tokens=4), dict(overlap_tokens=-1), dict(max_tokens=32, overlap_tokens=16)])
def test_bad_sizes(bad):
    with pytest.raises(ValueError):
        chunk_page("some text", **bad)


@pytest.mark.parametrize("seed", range(25))
def test_random_text_properties(seed):
    rng = random.Random(seed)
    vocab = ["invoice", "total", "$1,204.00", "due", "2024-03-01", "Mr.", "Smith", "ß", "électricité",
             "kWh", "(paid)", "-", "a", "the", "of", "supercalifragilisticexpialidocious", "#42", "€9,99"]
    seps = [" ", " ", " ", "\n", "\n\n", ". ", "\t", "  \n "]
    text = "".join(rng.choice(vocab) + rng.choice(seps) for _ in range(rng.randint(0, 700)))
    if rng.random() < 0.3:
        text = " \n" + text + "\n\n  "
    max_tokens = rng.choice([40, 64, 128, 256])  # budget/2 above any word's wordpieces
    overlap = rng.randint(0, max_tokens // 2 - 1)
    spans = chunk_page(text, max_tokens=max_tokens, overlap_tokens=overlap)
    check_spans(text, spans, max_tokens)
    assert bool(spans) == bool(text.strip())
