"""Builders for real test documents (PDFs made with PyMuPDF) and indexed rows."""
import pymupdf

from archive.models import Document
from ingest.pipeline import document_create, document_process


def make_pdf(*pages: str) -> bytes:
    """A born-digital PDF with one page per string (Helvetica 11 pt, wrapped)."""
    pdf = pymupdf.open()
    for text in pages:
        page = pdf.new_page()
        page.insert_textbox(pymupdf.Rect(50, 50, 550, 800), text, fontsize=11)
    data = pdf.tobytes()
    pdf.close()
    return data


def indexed_document(owner, *pages: str, filename: str = "doc.pdf", sensitivity: str = "internal",
                     share_with=None, title: str | None = None) -> Document:
    """Store and process a PDF with ``pages`` in this process; returns the refreshed Document."""
    result = document_create(owner=owner, data=make_pdf(*pages), filename=filename, sensitivity=sensitivity,
                             share_with=share_with, title=title, enqueue=False)
    document_process(result.document.pk)
    return Document.objects.get(pk=result.document.pk)


def make_email(body: str, *attachments: tuple[str, str], subject: str = "Papers") -> bytes:
    """An .eml message with a plain ``body`` and PDF attachments given as (filename, page text)."""
    from email.message import EmailMessage

    msg = EmailMessage()
    msg["From"] = "Sender <sender@example.org>"
    msg["To"] = "owner@example.org"
    msg["Subject"] = subject
    msg["Date"] = "Fri, 03 Apr 2026 07:12:05 -0500"
    msg.set_content(body)
    for name, text in attachments:
        msg.add_attachment(make_pdf(text), maintype="application", subtype="pdf", filename=name)
    return msg.as_bytes()


def indexed_email(owner, body: str, *attachments: tuple[str, str], filename: str = "mail.eml",
                  sensitivity: str = "internal", share_with=None, subject: str = "Papers", data: bytes | None = None):
    """Store and process an e-mail (``data``, or one made from ``body`` and ``attachments``) and its
    attachments in this process; returns (parent, [attachments])."""
    data = data if data is not None else make_email(body, *attachments, subject=subject)
    result = document_create(owner=owner, data=data, filename=filename,
                             sensitivity=sensitivity, share_with=share_with, enqueue=False)
    document_process(result.document.pk)
    children = list(Document.objects.filter(parent=result.document).order_by("pk"))
    for child in children:
        document_process(child.pk)
    return (Document.objects.get(pk=result.document.pk),
            [Document.objects.get(pk=c.pk) for c in children])
