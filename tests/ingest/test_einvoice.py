"""E-invoice data embedded in a PDF (Factur-X / ZUGFeRD) read as one more page (ingest.einvoice), with real files
from tests/data/real_dev2 (development set; sources in its MANIFEST) and PDFs made here."""
from pathlib import Path

import pymupdf
import pytest

from ingest.einvoice import einvoice_text, invoice_lines
from ingest.extract import extract
from tests.factories import make_pdf

REAL = Path(__file__).resolve().parents[1] / "data" / "real_dev2"

CII = b"""<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
 xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
 xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
 <rsm:ExchangedDocument><ram:ID>INV-77</ram:ID><ram:TypeCode>381</ram:TypeCode>
  <ram:IssueDateTime><udt:DateTimeString format="102">20260115</udt:DateTimeString></ram:IssueDateTime>
 </rsm:ExchangedDocument>
 <rsm:SupplyChainTradeTransaction>
  <ram:IncludedSupplyChainTradeLineItem>
   <ram:SpecifiedTradeProduct><ram:Name>Paper kite</ram:Name></ram:SpecifiedTradeProduct>
   <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>20.0000</ram:ChargeAmount>
   </ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
   <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="H87">3.0000</ram:BilledQuantity>
   </ram:SpecifiedLineTradeDelivery>
   <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation>
    <ram:LineTotalAmount>60.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
   </ram:SpecifiedLineTradeSettlement>
  </ram:IncludedSupplyChainTradeLineItem>
  <ram:ApplicableHeaderTradeAgreement>
   <ram:SellerTradeParty><ram:Name>Kitewerk GmbH</ram:Name></ram:SellerTradeParty>
   <ram:BuyerTradeParty><ram:Name>Jo Doe</ram:Name></ram:BuyerTradeParty>
  </ram:ApplicableHeaderTradeAgreement>
  <ram:ApplicableHeaderTradeSettlement>
   <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
   <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20260214</udt:DateTimeString>
   </ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
   <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    <ram:TaxTotalAmount currencyID="EUR">11.40</ram:TaxTotalAmount>
    <ram:GrandTotalAmount>71.40</ram:GrandTotalAmount>
    <ram:DuePayableAmount>71.40</ram:DuePayableAmount>
   </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
  </ram:ApplicableHeaderTradeSettlement>
 </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>"""


def _with_attachment(xml: bytes, name: str = "factur-x.xml") -> bytes:
    pdf = pymupdf.open(stream=make_pdf("Rechnung INV-77\nKitewerk GmbH\nGesamtbetrag 71,40 EUR"), filetype="pdf")
    pdf.embfile_add(name, xml, filename=name)
    data = pdf.tobytes()
    pdf.close()
    return data


def test_the_embedded_invoice_reads_as_labelled_lines():
    lines = invoice_lines(CII)
    assert lines[:4] == ["Document type: Credit note", "Credit note number: INV-77", "Issue date: 2026-01-15",
                         "Seller: Kitewerk GmbH"]
    assert "Item: Paper kite — quantity 3, unit price 20.00 EUR, line total 60.00 EUR" in lines
    assert "Total tax (VAT): 11.40 EUR" in lines and "Amount due: 71.40 EUR" in lines
    assert "Due date: 2026-02-14" in lines


def test_extraction_adds_the_embedded_invoice_as_a_page_after_the_printed_ones():
    result = extract(_with_attachment(CII), filename="rechnung.pdf")
    assert [p.source for p in result.pages] == ["text_layer", "embedded"]
    assert result.pages[1].number == 2
    assert result.pages[1].text.startswith("Invoice data embedded in this PDF (factur-x.xml")
    assert "Seller: Kitewerk GmbH" in result.pages[1].text
    # A PDF with no e-invoice, or with another kind of attachment, has its printed pages only.
    assert [p.source for p in extract(make_pdf("Hello world, a plain letter."), filename="a.pdf").pages] == \
        ["text_layer"]
    assert einvoice_text(_with_attachment(b"<notes>nothing</notes>", "notes.xml")) is None


def test_hostile_or_broken_xml_is_no_invoice_and_raises_nothing():
    bomb = (b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>'
            b'<rsm:CrossIndustryInvoice xmlns:rsm="urn:x"><a>&lol2;</a></rsm:CrossIndustryInvoice>')
    assert invoice_lines(bomb) == []
    assert invoice_lines(b"<rsm:CrossIndustryInvoice") == []
    assert einvoice_text(b"%PDF-1.4 not really a pdf") is None


@pytest.mark.parametrize(("name", "seller", "due"), [
    ("ZTESTZUGFERD_1_INVDSS_012015738820PDF-1.pdf", "Alphabet Fuhrparkmanagement GmbH", None),
    ("EXTENDED_Fremdwaehrung_wdis_fx-pdfa4.pdf", "Rohstoff AG Salzgitter", "Amount due: 521.91 GBP"),
    # ZUGFeRD 1.0 (Cross Industry Document): the same element names in another namespace.
    ("MustangGnuaccountingBeispielRE-20170509_505.pdf", "Bei Spiel GmbH", "Due date: 2017-05-30"),
])
def test_real_e_invoices(name, seller, due):
    text = einvoice_text((REAL / name).read_bytes())
    assert f"\nSeller: {seller}\n" in text
    assert due is None or f"\n{due}" in text
