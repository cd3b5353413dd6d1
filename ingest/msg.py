"""Outlook .msg (an OLE compound file of MAPI properties) to the same shape as an .eml: header block,
body text, Date/Subject and attachments. Read with extract-msg (GPL-3.0)."""
from __future__ import annotations

import io
import logging
from datetime import UTC, datetime
from email.utils import format_datetime

import extract_msg
from charset_normalizer import from_bytes
from extract_msg.enums import AttachmentType, DeencapType, ErrorBehavior

from ingest.email import ParsedEmail, body_choose, html_to_text

log = logging.getLogger(__name__)

MIME = "application/vnd.ms-outlook"
#: What libmagic calls a compound file it cannot name (a damaged .msg among them).
COMPOUND_TYPES = {MIME, "application/CDFV2", "application/x-ole-storage", "application/CDFV2-corrupt"}
#: A broken or unsupported attachment, or an RTF body that cannot be unwrapped, costs only that part:
#: the message's own text is kept. A broken container still fails the whole file.
_TOLERATE = (ErrorBehavior.ATTACH_NOT_IMPLEMENTED | ErrorBehavior.ATTACH_BROKEN | ErrorBehavior.RTFDE_MALFORMED
             | ErrorBehavior.RTFDE_UNKNOWN_ERROR)


def _decode(data: bytes | str | None) -> str:
    if data is None:
        return ""
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        best = from_bytes(data).best()  # Outlook writes the HTML body in the message's code page
        return str(best) if best else data.decode("latin-1")


def _body(msg) -> tuple[str, str]:
    """(plain text, HTML source): the plain body, the HTML body (extract-msg unwraps HTML that Outlook
    keeps only inside the compressed RTF), and failing both the plain text unwrapped from the RTF."""
    plain = _decode(getattr(msg, "body", None) or "")
    html = _decode(getattr(msg, "htmlBody", None))
    if not plain.strip() and not html.strip():
        rtf = getattr(msg, "rtfBody", None)
        if rtf:
            try:
                plain = _decode(msg.deencapsulateBody(rtf, DeencapType.PLAIN))
            except Exception as exc:  # plain RTF that was never encapsulated: no text we can read
                log.info("RTF-only .msg body not readable: %s", type(exc).__name__)
    return plain, html


def _sent_at(msg) -> datetime | None:
    date = getattr(msg, "date", None)
    if not isinstance(date, datetime):
        return None
    return date if date.tzinfo else date.replace(tzinfo=UTC)  # MAPI times are UTC


def _header_lines(msg, sent_at: datetime | None) -> list[str]:
    values = [("From", getattr(msg, "sender", None)), ("To", getattr(msg, "to", None)),
              ("Cc", getattr(msg, "cc", None)), ("Date", format_datetime(sent_at) if sent_at else None),
              ("Subject", getattr(msg, "subject", None))]
    return [f"{name}: {' '.join(str(value).split())}" for name, value in values if value and str(value).strip()]


def _attachments(msg, html_source: str) -> list[tuple[str, str, bytes]]:
    out = []
    for n, att in enumerate(getattr(msg, "attachments", None) or [], start=1):
        name = att.longFilename or att.shortFilename or att.displayName or ""
        if att.type == AttachmentType.MSG and att.data is not None:
            # an attached message is a document of its own, as an attached .eml is
            try:  # allowBadEmbed: some writers give an embedded message a top-level property header
                data = att.data.exportBytes(allowBadEmbed=True)
            except Exception as exc:  # that one attachment is lost, not the message
                log.warning(".msg attachment %d (an attached message) skipped: %s", n, exc)
                continue
            name = name if name.lower().endswith(".msg") else f"{name or f'attachment-{n}'}.msg"
            out.append((name, MIME, data))
            continue
        if att.type != AttachmentType.DATA or not isinstance(att.data, bytes | bytearray) or not att.data:
            log.warning(".msg attachment %d (%s) skipped: %s", n, name or "unnamed", att.type.name)
            continue
        cid = (att.cid or "").strip().strip("<>")
        if cid and f"cid:{cid}" in html_source:
            continue  # an image the HTML shows (logo, signature): decoration, not a document
        out.append((name or f"attachment-{n}", att.mimetype or "application/octet-stream", bytes(att.data)))
    return out


def parse_msg(data: bytes) -> ParsedEmail:
    """Parse Outlook .msg bytes: From/To/Cc/Date/Subject lines on top (searchable), then the body (plain
    preferred, HTML converted as for .eml when the plain part is a stub or absent). Attachments as
    (filename, mime_type, bytes); an attached message as its own .msg bytes. Appointments, contacts and
    other Outlook items read the same way where they carry these fields.
    Raises ValueError with a user-facing reason for a file that is not a readable Outlook message."""
    try:
        # a file object, never bytes: olefile takes bytes shorter than a minimal file for a path name
        msg = extract_msg.openMsg(io.BytesIO(data), errorBehavior=_TOLERATE)
    except extract_msg.exceptions.UnsupportedMSGTypeError as exc:
        raise ValueError(f"unsupported Outlook item: {exc}") from exc
    except extract_msg.exceptions.UnrecognizedMSGTypeError as exc:
        raise ValueError(f"unrecognised Outlook item: {exc}") from exc
    except Exception as exc:  # olefile and the MAPI parser raise anything on a damaged container
        raise ValueError(f"corrupt Outlook message (.msg): {exc or type(exc).__name__}") from exc
    try:
        sent_at = _sent_at(msg)
        plain, html = _body(msg)
        body = body_choose(plain.strip(), html_to_text(html) if html.strip() else None)
        subject = " ".join(str(getattr(msg, "subject", None) or "").split()) or None
        text = "\n\n".join(["\n".join(_header_lines(msg, sent_at)), body]).strip()
        attachments = _attachments(msg, html)
    except Exception as exc:  # properties are read lazily: a damaged stream shows only now
        raise ValueError(f"corrupt Outlook message (.msg): {exc or type(exc).__name__}") from exc
    finally:
        msg.close()
    if not text:
        raise ValueError("Outlook message has no subject, sender or body")
    return ParsedEmail(text=text, subject=subject, sent_at=sent_at, attachments=attachments)
