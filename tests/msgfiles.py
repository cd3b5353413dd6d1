"""Outlook .msg files made here with aspose-email-foss (MIT, a .msg writer; test extra), so the tests
read real compound files without shipping any. Read back by extract-msg, as the product reads them."""
from datetime import UTC, datetime

import compressed_rtf
from aspose.email_foss import msg

PR_SENDER_SMTP_ADDRESS = 0x5D01
PR_RTF_COMPRESSED = 0x1009


def msg_message(subject="Your April bill", *, body="", html: str | None = None, rtf_html: str | None = None,
                sender=("Cedar Valley Gas", "billing@cvg.example"), to=("Talia", "talia@example.org"),
                sent=datetime(2026, 4, 3, 12, 12, 5, tzinfo=UTC), attachments=(),
                embedded: list | None = None) -> msg.MapiMessage:
    """A MAPI message: ``html`` as PR_BODY_HTML; ``rtf_html`` as HTML encapsulated in compressed RTF only
    (as Outlook keeps many HTML mails); ``attachments`` (filename, bytes, mime, content_id or None);
    ``embedded`` MapiMessages attached as messages."""
    m = msg.MapiMessage.create(subject, body)
    if sender:
        m.set_property(msg.PropertyId.SENDER_NAME, sender[0])
        m.set_property(msg.PropertyId.SENDER_EMAIL_ADDRESS, sender[1])
        m.set_property(msg.PropertyId.SENDER_ADDRESS_TYPE, "SMTP")
        m.set_property(PR_SENDER_SMTP_ADDRESS, msg.PropertyTypeCode.PTYP_STRING, sender[1])
    if sent:
        m.set_property(msg.PropertyId.MESSAGE_DELIVERY_TIME, sent)
    if to:
        m.add_recipient(to[1], display_name=to[0])
    if html is not None:
        m.set_property(msg.PropertyId.BODY_HTML, html.encode("utf-8"))
    if rtf_html is not None:
        m.set_property(PR_RTF_COMPRESSED, msg.PropertyTypeCode.PTYP_BINARY,
                       compressed_rtf.compress(_encapsulate(rtf_html).encode("ascii")))
    for name, data, mime, cid in attachments:
        m.add_attachment(name, data, mime_type=mime, content_id=cid)
    for n, inner in enumerate(embedded or [], start=1):
        m.add_embedded_message_attachment(inner, filename=f"forwarded-{n}.msg")
    return m


def msg_bytes(*args, **kw) -> bytes:
    return msg_message(*args, **kw).to_bytes()


def _encapsulate(html: str) -> str:
    """HTML inside RTF the way Outlook writes it (\\fromhtml1, every tag an \\htmltag group)."""
    import re

    out = []
    for piece in re.split(r"(<[^>]+>)", html):
        if piece.startswith("<"):
            out.append("{\\*\\htmltag1 " + piece.replace("\\", "\\\\").replace("{", "\\{").replace("}", "\\}") + "}")
        elif piece:
            out.append("\\htmlrtf0 " + piece.replace("\\", "\\\\").replace("{", "\\{").replace("}", "\\}")
                       + "\\htmlrtf ")
    return "{\\rtf1\\ansi\\ansicpg1252\\fromhtml1 \\deff0{\\fonttbl{\\f0\\fswiss Arial;}}" + "".join(out) + "}"
