"""E-mail (.eml, message/rfc822) to searchable text, its Date/Subject, and its attachments."""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from datetime import datetime
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from html.parser import HTMLParser

log = logging.getLogger(__name__)

HEADERS = ("From", "To", "Cc", "Date", "Subject")
#: A text/plain part with fewer words than this share of the HTML part's is a stub; use the HTML.
STUB_RATIO = 0.3
#: Forwards inside forwards are followed this deep.
MAX_NESTING = 5


@dataclass
class ParsedEmail:
    """``text``: header block (From/To/Cc/Date/Subject lines) + blank line + body text.
    ``attachments``: (filename, mime_type, bytes) triples; ``sent_at``: aware datetime or None."""

    text: str
    subject: str | None
    sent_at: datetime | None
    attachments: list[tuple[str, str, bytes]] = field(default_factory=list)


class _HtmlText(HTMLParser):
    """HTML to plain text: drops script/style/head, breaks lines at block elements, keeps table cells
    apart. E-mail HTML is table soup; a layout engine (PyMuPDF's HTML reader was tried) wraps it into one
    word per line, while this keeps each cell's words together."""

    _SKIP = {"script", "style", "head", "title", "noscript", "template"}
    _BLOCK = {"p", "div", "br", "tr", "li", "ul", "ol", "table", "h1", "h2", "h3", "h4", "h5", "h6",
              "blockquote", "pre", "hr", "section", "article", "header", "footer", "center", "dt", "dd"}
    _CELL = {"td", "th"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0
        self._pre = 0

    def handle_starttag(self, tag, attrs):
        if tag == "pre":
            self._pre += 1
        if tag in self._SKIP:
            self._skip += 1
        elif tag in self._BLOCK:
            self.parts.append("\n")
        elif tag in self._CELL:
            self.parts.append("  ")

    def handle_endtag(self, tag):
        if tag == "pre":
            self._pre = max(0, self._pre - 1)
        if tag in self._SKIP:
            self._skip = max(0, self._skip - 1)
        elif tag in self._BLOCK:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self._skip:
            # source line breaks are just spaces in HTML (outside <pre>)
            self.parts.append(data if self._pre else re.sub(r"\s+", " ", data))

    def text(self) -> str:
        raw = "".join(self.parts).replace("\xa0", " ").replace("\u200c", "").replace("\ufeff", "")
        lines = [re.sub(r"[ \t\r\f\v]+", " ", line).strip() for line in raw.split("\n")]
        return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def html_to_text(html: str) -> str:
    """Plain text of an HTML document: one line per block element, whitespace collapsed."""
    parser = _HtmlText()
    parser.feed(html)
    parser.close()
    return parser.text()


def _raw(part: EmailMessage) -> str:
    try:
        return part.get_content()
    except (LookupError, ValueError):  # unknown charset: decode leniently rather than lose the body
        return (part.get_payload(decode=True) or b"").decode("utf-8", "replace")


def _part_text(part: EmailMessage) -> str:
    content = _raw(part)
    if part.get_content_type() == "text/html":
        return html_to_text(content)
    return content.strip()


def _body_text(msg: EmailMessage) -> str:
    """text/plain when it is a real alternative; the HTML's text when the plain part is a stub
    ('view this message in a browser') or absent."""
    plain = msg.get_body(preferencelist=("plain",))
    html = msg.get_body(preferencelist=("html",))
    return body_choose(_part_text(plain) if plain is not None else "",
                       _part_text(html) if html is not None else None)


def body_choose(plain_text: str, html_text: str | None) -> str:
    """The body to index: the plain text, unless it is a stub (fewer than STUB_RATIO of the HTML text's
    words, 'view this message in a browser') or empty; then the HTML's text (already converted)."""
    if html_text is None:
        return plain_text
    if len(plain_text.split()) < STUB_RATIO * len(html_text.split()):
        return html_text
    return plain_text


def _header_lines(msg: EmailMessage) -> list[str]:
    lines = []
    for name in HEADERS:
        try:
            value = msg.get(name)
        except (ValueError, TypeError, IndexError):  # malformed header the policy cannot parse
            continue
        if value:
            lines.append(f"{name}: {value}")
    return lines


def _forwarded(msg: EmailMessage, depth: int = 0) -> list[str]:
    """Text of the messages forwarded inline in ``msg`` (``message/rfc822`` parts that are not
    attachments), each as its header lines and body, nested forwards included (to MAX_NESTING)."""
    if depth >= MAX_NESTING or not msg.is_multipart():
        return []
    out = []
    for part in msg.iter_parts():
        if part.get_content_type() == "message/rfc822" and part.get_content_disposition() != "attachment":
            inner = part.get_payload()
            inner = inner[0] if isinstance(inner, list) and inner else None
            if isinstance(inner, EmailMessage):
                out.append("\n".join(["Forwarded message:"] + _header_lines(inner)) + "\n\n" + _body_text(inner)
                           + "".join("\n\n" + t for t in _forwarded(inner, depth + 1)))
        elif part.get_content_maintype() == "multipart":
            out += _forwarded(part, depth + 1)
    return out


def _leaves(msg: EmailMessage):
    """The parts of ``msg`` that are not containers, in order. An attached message (``message/rfc822``
    with disposition attachment) is one leaf, so it becomes one document with its own attachments; an
    inline forward is descended into, so what it carries is this message's."""
    if not msg.is_multipart():
        yield msg
        return
    for part in msg.iter_parts():
        if part.get_content_type() == "message/rfc822":
            if part.get_content_disposition() == "attachment":
                yield part
            else:
                inner = part.get_payload()
                for m in inner if isinstance(inner, list) else []:
                    yield from _leaves(m)
        elif part.is_multipart():
            yield from _leaves(part)
        else:
            yield part


def _attachments(msg: EmailMessage) -> list[tuple[str, str, bytes]]:
    out = []
    plain, html = msg.get_body(preferencelist=("plain",)), msg.get_body(preferencelist=("html",))
    html_source = _raw(html) if html is not None else ""
    for n, part in enumerate(_leaves(msg), start=1):
        if part is plain or part is html:
            continue
        disposition = part.get_content_disposition()
        filename = part.get_filename()
        cid = (part.get("Content-ID") or "").strip().strip("<>")
        # images the HTML shows by cid (logos, tracking pixels) are decoration, not documents
        if cid and f"cid:{cid}" in html_source:
            continue
        if disposition != "attachment" and not filename:
            continue
        ctype = part.get_content_type()
        if ctype == "message/rfc822" and disposition != "attachment":
            continue  # forwarded inline: its text is part of the body (_forwarded)
        if ctype == "message/rfc822":
            inner = part.get_payload()
            data = inner[0].as_bytes() if isinstance(inner, list) and inner else part.as_bytes()
        else:
            data = part.get_payload(decode=True) or b""
        if not data:
            continue
        out.append((filename or f"attachment-{n}{'.eml' if ctype == 'message/rfc822' else ''}", ctype, data))
    return out


def parse_email(data: bytes) -> ParsedEmail:
    """Parse .eml bytes (stdlib email, policy=default). Body: text/plain preferred, else HTML converted
    to text; headers From/To/Cc/Date/Subject prepended so they are searchable. Never raises on
    malformed headers (they are skipped); ValueError when the bytes hold no headers at all."""
    msg = BytesParser(policy=policy.default).parsebytes(data)
    if not msg.keys():
        raise ValueError("not an e-mail: no headers found")
    header_lines = _header_lines(msg)
    sent_at = None
    try:
        date = msg.get("Date")
        sent_at = getattr(date, "datetime", None)
    except (ValueError, TypeError, IndexError):
        pass
    try:
        subject = str(msg.get("Subject") or "").strip() or None
    except (ValueError, TypeError, IndexError):
        subject = None
    text = "\n\n".join(["\n".join(header_lines), _body_text(msg)] + _forwarded(msg))
    return ParsedEmail(text=text.strip(), subject=subject, sent_at=sent_at, attachments=_attachments(msg))
