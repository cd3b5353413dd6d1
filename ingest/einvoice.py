"""The structured invoice a PDF carries inside it: Factur-X, ZUGFeRD and XRechnung e-invoices embed an XML file
in the UN/CEFACT Cross Industry Invoice syntax (EN 16931; ZUGFeRD 1.0's Cross Industry Document uses the same
element names) that states the seller, the buyer, the invoice number, dates, line items and totals exactly,
where the printed page may put them in a layout, a language or a logo that text rules misread.

``einvoice_text`` renders those facts as plain lines with English labels ("Seller: Rohstoff AG Salzgitter",
"Amount due: 521.91 GBP", "Due date: 2025-12-31"), which ingest stores as one more page of the document (source
``embedded``): it is indexed, read and cited like any page, and the payment extractor reads its labels. The XML is
parsed with defusedxml (no entity expansion, no external references: the file comes from an untrusted PDF).
Element names are those of the UN/CEFACT CII D16B schema (``ram:SellerTradeParty``, ``ram:GrandTotalAmount``, …),
matched by local name so that the 1.0 and 2.x namespaces read alike.
"""
from __future__ import annotations

import logging
from datetime import datetime
from decimal import Decimal, InvalidOperation
from xml.etree.ElementTree import Element

import pymupdf
from defusedxml import ElementTree as SafeET
from defusedxml.common import DefusedXmlException

log = logging.getLogger(__name__)

#: Largest embedded XML read (bytes); e-invoices are a few to a few hundred kB.
MAX_XML_BYTES = 2_000_000
#: Line items rendered at most.
MAX_ITEMS = 50
#: Root elements of the syntaxes read: Cross Industry Invoice (Factur-X, ZUGFeRD 2.x, XRechnung CII) and
#: ZUGFeRD 1.0's Cross Industry Document.
ROOTS = ("CrossIndustryInvoice", "CrossIndustryDocument")
#: UNTDID 1001 document type codes → what the paper is.
DOCUMENT_TYPES = {"380": "Invoice", "381": "Credit note", "383": "Debit note", "384": "Corrected invoice",
                  "386": "Prepayment invoice", "389": "Self-billed invoice", "751": "Invoice information"}
#: Monetary summation elements → label, in the order a reader expects them (EN 16931 BT-106 … BT-115, in the words
#: invoices print: "Grand total", "Amount due").
TOTALS = (("LineTotalAmount", "Sum of line amounts"), ("ChargeTotalAmount", "Charges"),
          ("AllowanceTotalAmount", "Allowances"), ("TaxBasisTotalAmount", "Total before tax"),
          ("TaxTotalAmount", "Total tax (VAT)"), ("GrandTotalAmount", "Grand total (tax included)"),
          ("TotalPrepaidAmount", "Already paid (prepaid)"), ("DuePayableAmount", "Amount due"))


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _children(node: Element, name: str) -> list[Element]:
    return [c for c in node if _local(c.tag) == name]


def _first(node: Element | None, *path: str) -> Element | None:
    """The first element reached from ``node`` by local names ``path`` (each a direct child), or None."""
    for name in path:
        if node is None:
            return None
        node = next((c for c in node if _local(c.tag) == name), None)
    return node


def _find(node: Element | None, *names: str) -> Element | None:
    """The first descendant of ``node`` with local name ``names[0]``, else ``names[1]``, …; None when none (an
    element's truth is its number of children, so alternatives are never chained with ``or``)."""
    for name in names:
        found = next((e for e in node.iter() if _local(e.tag) == name), None) if node is not None else None
        if found is not None:
            return found
    return None


def _text(node: Element | None) -> str:
    return " ".join((node.text or "").split()) if node is not None else ""


def _date(node: Element | None) -> str:
    """An ISO date from a ``DateTimeString`` (format 102 = CCYYMMDD) under ``node``; "" when none or unreadable."""
    string = _find(node, "DateTimeString")
    raw = _text(string) if string is not None else _text(node)
    if string is not None and string.get("format", "102") not in ("102", ""):
        return raw
    try:
        return datetime.strptime(raw[:8], "%Y%m%d").date().isoformat()
    except ValueError:
        return raw


def _number(raw: str, places: int = 0) -> str:
    """A decimal as written in the XML with trailing zeros past ``places`` decimals dropped ("400.0000" → "400",
    "0.7900" → "0.79" with two); ``raw`` unchanged when it is no number."""
    try:
        value = Decimal(raw)
    except InvalidOperation:
        return raw
    shown = format(value.normalize(), "f")
    whole, _, fraction = shown.partition(".")
    fraction = fraction.ljust(places, "0")
    return f"{whole}.{fraction}" if fraction else whole


def _amount(node: Element | None, currency: str) -> str:
    """"447.88 EUR" from an amount element (its ``currencyID`` attribute, else the invoice currency), at least
    two decimals."""
    value = _text(node)
    if not value:
        return ""
    return f"{_number(value, 2)} {node.get('currencyID') or currency}".strip()


def embedded_invoice_xml(data: bytes) -> tuple[str, bytes] | None:
    """(file name, XML bytes) of the first e-invoice embedded in the PDF ``data`` (an embedded file whose name
    ends in ``.xml`` and whose root is one of ``ROOTS``), or None. Never raises: a damaged PDF or attachment
    gives None."""
    try:
        with pymupdf.open(stream=data, filetype="pdf") as pdf:
            for index in range(pdf.embfile_count()):
                info = pdf.embfile_info(index)
                if not str(info.get("filename", "")).lower().endswith(".xml") or \
                        int(info.get("size") or info.get("length") or 0) > MAX_XML_BYTES:
                    continue
                xml = pdf.embfile_get(index)
                if len(xml) <= MAX_XML_BYTES and any(root.encode() in xml for root in ROOTS):
                    return str(info["filename"]), xml
    except Exception as exc:  # an attachment we cannot read is no e-invoice; the pages are read anyway
        log.info("embedded files unreadable: %s", type(exc).__name__)
    return None


def invoice_lines(xml: bytes) -> list[str]:
    """The e-invoice ``xml`` as "Label: value" lines in English, in reading order: what the paper is, its number
    and dates, seller and buyer, references, line items, totals, payment terms, due date and IBAN. Only
    elements present are rendered; [] when the XML cannot be parsed or is not a Cross Industry Invoice/Document.
    Amounts keep the XML's decimal point and carry their currency code."""
    try:
        root = SafeET.fromstring(xml)
    except (SafeET.ParseError, DefusedXmlException, ValueError) as exc:
        log.info("embedded e-invoice not parsed: %s", type(exc).__name__)
        return []
    if _local(root.tag) not in ROOTS:
        return []
    header = _find(root, "ExchangedDocument", "HeaderExchangedDocument")
    agreement = _find(root, "ApplicableHeaderTradeAgreement", "ApplicableSupplyChainTradeAgreement")
    settlement = _find(root, "ApplicableHeaderTradeSettlement", "ApplicableSupplyChainTradeSettlement")
    delivery = _find(root, "ApplicableHeaderTradeDelivery", "ApplicableSupplyChainTradeDelivery")
    currency = _text(_first(settlement, "InvoiceCurrencyCode"))
    lines: list[str] = []

    def add(label: str, value: str) -> None:
        if value:
            lines.append(f"{label}: {value}")

    kind = DOCUMENT_TYPES.get(_text(_first(header, "TypeCode")), "Invoice")
    add("Document type", kind)
    add(f"{kind} number", _text(_first(header, "ID")))
    # EN 16931's "issue date" (BT-2): "Invoice date" would answer "when do we have to pay the invoice?" by its word.
    add("Issue date", _date(_first(header, "IssueDateTime")))
    for role, element in (("Seller", "SellerTradeParty"), ("Buyer", "BuyerTradeParty")):
        party = _first(agreement, element)
        add(role, _text(_first(party, "Name")))
        add(f"{role} VAT number", _text(_first(party, "SpecifiedTaxRegistration", "ID")))
        address = _text(_find(party, "URIID"))
        add(f"{role} e-mail", address if "@" in address else "")  # else a routing id (Leitweg-ID), no address
    add("Buyer reference", _text(_first(agreement, "BuyerReference")))
    add("Order number", _text(_first(agreement, "BuyerOrderReferencedDocument", "IssuerAssignedID")))
    add("Contract number", _text(_first(agreement, "ContractReferencedDocument", "IssuerAssignedID")))
    add("Refers to invoice", _text(_first(settlement, "InvoiceReferencedDocument", "IssuerAssignedID")))
    add("Delivery date", _date(_first(delivery, "ActualDeliverySupplyChainEvent", "OccurrenceDateTime")))
    add("Currency", currency)
    items = [e for e in root.iter() if _local(e.tag) == "IncludedSupplyChainTradeLineItem"][:MAX_ITEMS]
    for item in items:
        name = _text(_first(_find(item, "SpecifiedTradeProduct"), "Name"))
        quantity = _find(item, "BilledQuantity")
        price = _find(item, "NetPriceProductTradePrice")
        total = _find(item, "LineTotalAmount")
        parts = [f"quantity {_number(_text(quantity))}" if _text(quantity) else "",
                 f"unit price {_amount(_first(price, 'ChargeAmount'), currency)}" if price is not None else "",
                 f"line total {_amount(total, currency)}" if total is not None else ""]
        add("Item", " — ".join([name or "(unnamed)", ", ".join(p for p in parts if p)]).rstrip(" —"))
    summation = _find(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation",
                      "SpecifiedTradeSettlementMonetarySummation")
    for element, label in TOTALS:
        add(label, _amount(_first(summation, element), currency))
    for terms in (_children(settlement, "SpecifiedTradePaymentTerms") if settlement is not None else []):
        add("Payment terms", _text(_first(terms, "Description")))
        add("Due date", _date(_first(terms, "DueDateDateTime")))
    add("IBAN", _text(_find(_find(settlement, "SpecifiedTradeSettlementPaymentMeans"), "IBANID")))
    return lines


def einvoice_text(data: bytes) -> str | None:
    """The text of the page ingest adds for an e-invoice embedded in the PDF ``data``: a heading naming the
    embedded file, then ``invoice_lines``; None when the PDF embeds none or it cannot be read."""
    found = embedded_invoice_xml(data)
    if found is None:
        return None
    name, xml = found
    lines = invoice_lines(xml)
    if not lines:
        return None
    return "\n".join([f"Invoice data embedded in this PDF ({name}, structured e-invoice)", *lines])
