"""E-mail extraction: headers searchable, body choice, attachments out, Date parsed."""
from datetime import UTC, datetime
from email.message import EmailMessage

import pymupdf

from ingest.email import html_to_text, parse_email
from ingest.extract import extract


def _pdf_bytes(text="Invoice total 42.17 USD") -> bytes:
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), text)
    return doc.tobytes()


def _message(plain=None, html=None) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = "Cedar Valley Gas <billing@cvg.example>"
    msg["To"] = "talia@example.org"
    msg["Subject"] = "Your April bill"
    msg["Date"] = "Fri, 03 Apr 2026 07:12:05 -0500"
    if plain is not None:
        msg.set_content(plain)
    if html is not None:
        if plain is None:
            msg.set_content(html, subtype="html")
        else:
            msg.add_alternative(html, subtype="html")
    return msg


def test_plain_body_with_headers_on_top_and_pdf_attachment():
    msg = _message(plain="Your bill of $58.20 is due April 24, 2026.\n")
    msg.add_attachment(_pdf_bytes(), maintype="application", subtype="pdf", filename="cvg-bill-apr-2026.pdf")
    result = extract(msg.as_bytes(), filename="bill.eml")
    text = result.pages[0].text
    assert text.splitlines()[0] == "From: Cedar Valley Gas <billing@cvg.example>"
    assert "Subject: Your April bill" in text and "To: talia@example.org" in text
    assert "due April 24, 2026" in text
    assert result.title == "Your April bill"
    assert result.sent_at == datetime(2026, 4, 3, 12, 12, 5, tzinfo=UTC)
    assert [(a.filename, a.mime_type) for a in result.attachments] == [("cvg-bill-apr-2026.pdf", "application/pdf")]
    attached = extract(result.attachments[0].data, filename=result.attachments[0].filename)
    assert "42.17" in attached.pages[0].text
    assert all(p.source == "text_layer" for p in result.pages)


def test_html_only_body_is_converted_to_text():
    html = ("<html><head><style>td {color: red}</style><title>x</title></head><body>"
            "<table><tr><td>Tracking&nbsp;number:</td><td>MA038501234GB</td></tr>"
            "<tr><td>Delivered</td><td>Tuesday, 11 August 2020</td></tr></table>"
            "<script>var tracking = 1;</script><p>John Lewis &amp; Partners</p></body></html>")
    text = extract(_message(html=html).as_bytes(), filename="x.eml").pages[0].text
    assert "Tracking number: MA038501234GB" in text
    assert "Delivered Tuesday, 11 August 2020" in text
    assert "John Lewis & Partners" in text
    assert "color: red" not in text and "var tracking" not in text


def test_plain_preferred_over_html_but_stub_plain_is_not():
    both = _message(plain="Amount due 12.00 on May 1.", html="<p>Amount due <b>12.00</b> on May 1.</p>")
    assert parse_email(both.as_bytes()).text.endswith("Amount due 12.00 on May 1.")
    stub = _message(plain="View this e-mail in your browser.",
                    html="<p>" + "Your statement for April is ready. " * 10 + "Total 88.10</p>")
    assert "Total 88.10" in parse_email(stub.as_bytes()).text


def test_inline_cid_images_are_not_attachments():
    msg = _message(plain="hi", html='<p>hi <img src="cid:logo"></p>')
    msg.get_payload()[1].add_related(b"\x89PNG\r\n\x1a\n", maintype="image", subtype="png", cid="<logo>",
                                     filename="logo.png")
    msg.add_attachment(b"a,b\n1,2\n", maintype="text", subtype="csv", filename="usage.csv")
    names = [a.filename for a in extract(msg.as_bytes(), filename="m.eml").attachments]
    assert names == ["usage.csv"]


def test_missing_or_bad_date_gives_none():
    msg = EmailMessage()
    msg["Subject"] = "No date"
    msg["From"] = "a@example.org"
    msg.set_content("body")
    assert extract(msg.as_bytes(), filename="m.eml").sent_at is None
    raw = msg.as_bytes().replace(b"Subject: No date", b"Date: not a date at all\nSubject: No date")
    result = extract(raw, filename="m.eml")
    assert result.sent_at is None and "body" in result.pages[0].text


def test_html_to_text_collapses_whitespace():
    text = html_to_text("<div>  a \n  b </div><div>c</div><pre>x\n  y</pre>")
    assert [line for line in text.splitlines() if line] == ["a b", "c", "x", "y"]
