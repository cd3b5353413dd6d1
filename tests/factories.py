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
