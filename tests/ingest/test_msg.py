"""Outlook .msg e-mails: headers searchable, body as for .eml, attachments out, damaged files fail
with a reason. The files are real compound files written here (tests/msgfiles.py)."""
from datetime import UTC, datetime

import pymupdf
import pytest
from django.contrib.auth import get_user_model

from archive.models import Document
from ingest.email import html_to_text
from ingest.extract import MSG, ExtractionError, detect_mime, extract
from ingest.pipeline import document_create, document_process_inline
from tests.msgfiles import msg_bytes, msg_message

HTML = ("<html><head><style>td {color: red}</style></head><body><table><tr><td>Amount&nbsp;due:</td>"
        "<td>$58.20</td></tr><tr><td>Due</td><td>April 24, 2026</td></tr></table>"
        "<script>var x = 1;</script><p>Cedar Valley Gas &amp; Power</p></body></html>")


def _pdf(text="Invoice total 42.17 USD") -> bytes:
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), text)
    return doc.tobytes()


def test_plain_body_headers_date_subject_and_pdf_attachment():
    data = msg_bytes(body="Your bill of $58.20 is due April 24, 2026.",
                     attachments=[("cvg-bill-apr-2026.pdf", _pdf(), "application/pdf", None)])
    assert detect_mime(data, "bill.msg") == MSG and detect_mime(data, "no-extension") == MSG
    result = extract(data, filename="bill.msg")
    text = result.pages[0].text
    assert text.splitlines()[0] == "From: Cedar Valley Gas <billing@cvg.example>"
    assert "To: Talia <talia@example.org>" in text and "Subject: Your April bill" in text
    assert "Date: Fri, 03 Apr 2026 12:12:05 +0000" in text
    assert text.endswith("Your bill of $58.20 is due April 24, 2026.")
    assert result.title == "Your April bill"
    assert result.sent_at == datetime(2026, 4, 3, 12, 12, 5, tzinfo=UTC)
    [att] = result.attachments
    assert (att.filename, att.mime_type) == ("cvg-bill-apr-2026.pdf", "application/pdf")
    assert "42.17" in extract(att.data, filename=att.filename).pages[0].text


def test_html_body_is_converted_as_an_eml_html_body_is():
    text = extract(msg_bytes(html=HTML), filename="x.msg").pages[0].text
    assert text.endswith(html_to_text(HTML))
    assert "Amount due: $58.20" in text and "Due April 24, 2026" in text and "Cedar Valley Gas & Power" in text
    assert "color: red" not in text and "var x" not in text


def test_stub_plain_body_gives_way_to_the_html():
    stub = msg_bytes(body="View this e-mail in your browser.",
                     html="<p>" + "Your statement for April is ready. " * 10 + "Total 88.10</p>")
    assert "Total 88.10" in extract(stub, filename="s.msg").pages[0].text
    real = msg_bytes(body="Amount due 12.00 on May 1.", html="<p>Amount due <b>12.00</b> on May 1.</p>")
    assert extract(real, filename="r.msg").pages[0].text.endswith("Amount due 12.00 on May 1.")


def test_html_kept_only_inside_compressed_rtf_is_read():
    data = msg_bytes(rtf_html="<html><body><p>Premium due 311.40 EUR on 2026-05-01.</p></body></html>")
    assert "Premium due 311.40 EUR on 2026-05-01." in extract(data, filename="rtf.msg").pages[0].text


def test_inline_cid_image_is_not_an_attachment():
    png = b"\x89PNG\r\n\x1a\n" + b"\0" * 64
    data = msg_bytes(html='<p>hi <img src="cid:logo@cvg"></p>',
                     attachments=[("logo.png", png, "image/png", "logo@cvg"),
                                  ("usage.csv", b"a,b\n1,2\n", "text/csv", None)])
    assert [a.filename for a in extract(data, filename="m.msg").attachments] == ["usage.csv"]


def test_attached_message_becomes_a_document_with_its_own_attachments():
    inner = msg_message("March statement", body="Your amount due is $88.15, payable by April 2, 2026.",
                        attachments=[("statement.pdf", _pdf("Statement total 88.15"), "application/pdf", None)])
    data = msg_bytes("Fwd: March statement", body="Can you pay this one?", embedded=[inner])
    result = extract(data, filename="fwd.msg")
    assert "amount due is $88.15" not in result.pages[0].text
    [att] = result.attachments
    assert att.filename == "forwarded-1.msg" and att.mime_type == MSG
    again = extract(att.data, filename=att.filename)
    assert "amount due is $88.15" in again.pages[0].text and again.title == "March statement"
    assert [a.filename for a in again.attachments] == ["statement.pdf"]


@pytest.mark.django_db
def test_msg_through_the_pipeline_makes_child_documents():
    owner = get_user_model().objects.create_user("msg-owner")
    inner = msg_message("March statement", body="Your amount due is $88.15.",
                        attachments=[("statement.pdf", _pdf("Statement total 88.15"), "application/pdf", None)])
    data = msg_bytes("Fwd: March statement", body="Can you pay this one?", embedded=[inner],
                     attachments=[("notes.txt", b"Paid by card on April 1.\n", "text/plain", None)])
    doc = document_create(owner=owner, data=data, filename="Fwd March.msg", enqueue=False).document
    assert document_process_inline(doc.pk) == "indexed"
    doc.refresh_from_db()
    assert doc.mime_type == MSG and doc.title == "Fwd: March statement"
    assert str(doc.document_date) == "2026-04-03"
    children = {d.original_filename: d for d in Document.objects.filter(parent=doc)}
    assert sorted(children) == ["forwarded-1.msg", "notes.txt"]
    assert all(d.status == "indexed" for d in children.values())
    [grandchild] = Document.objects.filter(parent=children["forwarded-1.msg"])
    assert grandchild.original_filename == "statement.pdf" and grandchild.status == "indexed"
    assert "88.15" in grandchild.pages.get().text


@pytest.mark.parametrize("mangle, reason", [
    (lambda d: d[: len(d) // 3], "corrupt Outlook message"),
    (lambda d: d[:8] + bytes(600), "corrupt Outlook message"),
    (lambda d: d[:512] + bytes(len(d) - 512), "corrupt Outlook message"),
    (lambda d: b"Subject text that is not an Outlook file at all\n" * 40, "not an Outlook message"),
    (lambda d: bytes(range(256)) * 20, "not an Outlook message"),
])
def test_damaged_or_mislabelled_msg_fails_with_a_reason(mangle, reason):
    with pytest.raises(ExtractionError, match=reason):
        extract(mangle(msg_bytes(body="hello")), filename="bad.msg")


@pytest.mark.django_db
def test_corrupt_msg_ends_failed_with_the_reason():
    owner = get_user_model().objects.create_user("msg-bad")
    data = msg_bytes(body="hello there")
    doc = document_create(owner=owner, data=data[: len(data) // 2], filename="cut.msg", enqueue=False).document
    assert document_process_inline(doc.pk) == "failed"
    doc.refresh_from_db()
    assert doc.failure_reason.startswith("corrupt Outlook message (.msg)")
