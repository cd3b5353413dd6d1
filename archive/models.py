"""Core models: documents, their pages and chunks (with embeddings), the labelled values on pages, payment
records, the settings table.

Visibility lives in ``archive.access``; never query documents for a user without going through it.
"""
from django.conf import settings
from django.contrib.auth.models import Group
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.db import models
from pgvector.django import HnswIndex, VectorField

EMBEDDING_DIM = 384  # all-MiniLM-L6-v2


class Sensitivity(models.TextChoices):
    PUBLIC = "public"
    INTERNAL = "internal"
    CONFIDENTIAL = "confidential"
    RESTRICTED = "restricted"


#: Sensitivities that are out of the retrieval pool unless an admin turns inclusion on.
SENSITIVE_LEVELS = (Sensitivity.CONFIDENTIAL, Sensitivity.RESTRICTED)


class Document(models.Model):
    """One stored original (a PDF, image, e-mail or text file) and its ingest state.

    ``sha256`` is unique per owner: a second upload of the same bytes by the same owner is a duplicate;
    across owners it is not, so a duplicate notice never reveals another user's papers.
    """

    class Status(models.TextChoices):
        QUEUED = "queued"
        PROCESSING = "processing"
        INDEXED = "indexed"
        FAILED = "failed"

    class Extraction(models.TextChoices):
        PENDING = "pending"
        PROCESSING = "processing"
        DONE = "done"
        FAILED = "failed"
        SKIPPED = "skipped"

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="documents")
    shared_with = models.ManyToManyField(Group, blank=True, related_name="documents")
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="attachments")
    title = models.CharField(max_length=500)
    original_filename = models.CharField(max_length=500)
    mime_type = models.CharField(max_length=200)
    size_bytes = models.BigIntegerField(default=0)
    sha256 = models.CharField(max_length=64)
    storage_name = models.CharField(max_length=100, unique=True)  # encrypted original under DATA_DIR/originals
    document_date = models.DateField(null=True, blank=True)
    added_at = models.DateTimeField(auto_now_add=True)
    sensitivity = models.CharField(max_length=20, choices=Sensitivity.choices, default=Sensitivity.INTERNAL)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.QUEUED)
    failure_reason = models.TextField(blank=True)
    page_count = models.PositiveIntegerField(default=0)
    has_text = models.BooleanField(default=True)  # False: no page yielded readable text
    attempts = models.PositiveIntegerField(default=0)
    processing_started_at = models.DateTimeField(null=True, blank=True)
    indexed_at = models.DateTimeField(null=True, blank=True)
    extraction_status = models.CharField(max_length=20, choices=Extraction.choices, default=Extraction.PENDING)
    extraction_error = models.TextField(blank=True)
    # The lease (ingest.lease): who works on this document now and until when; a live worker renews it.
    # Empty with a queued step: the step's message is in the broker (sent at ``queued_at``; None: never).
    lease_owner = models.CharField(max_length=200, blank=True)
    lease_until = models.DateTimeField(null=True, blank=True)
    queued_at = models.DateTimeField(null=True, blank=True)
    # A re-index of an indexed document was asked for: it stays in search until the new rows commit.
    reindex_requested_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["owner", "sha256"], name="document_owner_sha256_unique")]
        indexes = [models.Index(fields=["status"]), models.Index(fields=["document_date"])]

    def __str__(self):
        return f"{self.title} (#{self.pk})"


class Page(models.Model):
    """The text of one page, read from the PDF text layer or recognised by OCR; or the data a PDF embeds (an
    e-invoice), rendered as one more page after its printed ones."""

    class Source(models.TextChoices):
        TEXT_LAYER = "text_layer"
        OCR = "ocr"
        EMBEDDED = "embedded"  # data a PDF carries inside it (an e-invoice's XML, ``ingest.einvoice``), as text

    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="pages")
    number = models.PositiveIntegerField()  # 1-based
    text = models.TextField(blank=True)
    source = models.CharField(max_length=20, choices=Source.choices)
    ocr_confidence = models.FloatField(null=True, blank=True)  # mean word confidence, 0..100
    rotation = models.IntegerField(default=0)  # degrees applied before OCR (clockwise)
    deskew_angle = models.FloatField(default=0.0)  # degrees

    class Meta:
        constraints = [models.UniqueConstraint(fields=["document", "number"], name="page_document_number_unique")]
        ordering = ["document_id", "number"]


class Chunk(models.Model):
    """A span of one page's text, sized for the embedding model, with its full-text vectors and embedding."""

    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="chunks")
    page = models.ForeignKey(Page, on_delete=models.CASCADE, related_name="chunks")
    ordinal = models.PositiveIntegerField()  # order within the document
    text = models.TextField()
    char_start = models.PositiveIntegerField()  # offsets into page.text, characters
    char_end = models.PositiveIntegerField()
    # The parts of the Dutch and German compounds the text prints ("rechnung betrag" for "Rechnungsbetrag";
    # ingest.compounds), space-separated, and their vector: a translated question word finds the compound it
    # sits in. Apart from search_simple, so that what a chunk prints as words stays told apart from parts.
    compound_parts = models.TextField(blank=True, default="")
    search_english = models.GeneratedField(
        expression=SearchVector("text", config="english"), output_field=SearchVectorField(), db_persist=True
    )
    search_simple = models.GeneratedField(
        expression=SearchVector("text", config="simple"), output_field=SearchVectorField(), db_persist=True
    )
    search_compounds = models.GeneratedField(
        expression=SearchVector("compound_parts", config="simple"), output_field=SearchVectorField(),
        db_persist=True
    )
    embedding = VectorField(dimensions=EMBEDDING_DIM, null=True)
    embedding_model = models.CharField(max_length=100, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["document", "ordinal"], name="chunk_document_ordinal_unique")]
        indexes = [
            GinIndex(fields=["search_english"], name="chunk_search_english_gin"),
            GinIndex(fields=["search_simple"], name="chunk_search_simple_gin"),
            GinIndex(fields=["search_compounds"], name="chunk_search_compounds_gin"),
            HnswIndex(name="chunk_embedding_hnsw", fields=["embedding"], m=16, ef_construction=64,
                      opclasses=["vector_cosine_ops"]),
        ]


class PageField(models.Model):
    """One labelled value printed on a page (a form's "Label  value", a table cell under its column
    header), read from the page's layout at ingest (``ingest.fields``) and replaced with its pages.

    ``kind``: date, amount, identifier, quantity or text; ``value`` as printed; the normalised value in
    ``value_date`` (dates) or ``amount_cents`` + ``currency`` (amounts, ISO 4217, signed minor units).
    ``x0, y0, x1, y1``: the value's box on the page as shown (after the page's ``rotation``): PDF points
    for PDFs, pixels for images, origin top left; ``page_width``/``page_height`` in the same units; all
    None when the field was read from plain text (an e-mail, a text file). Table cells keep their
    ``table_row`` (1-based under the header) and ``table_column`` (the header's text); their ``label``
    is the row's name and the column's. ``label_embedding``: the label's MiniLM vector (None while Ask
    is off), so a question is compared with what the value is called, not with the text around it.
    """

    class Kind(models.TextChoices):
        DATE = "date"
        AMOUNT = "amount"
        IDENTIFIER = "identifier"
        QUANTITY = "quantity"
        TEXT = "text"

    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="page_fields")
    page_number = models.PositiveIntegerField()  # 1-based
    ordinal = models.PositiveIntegerField()  # reading order within the document
    label = models.CharField(max_length=300)
    value = models.CharField(max_length=500)
    kind = models.CharField(max_length=20, choices=Kind.choices)
    value_date = models.DateField(null=True, blank=True)
    amount_cents = models.BigIntegerField(null=True, blank=True)
    currency = models.CharField(max_length=3, blank=True)
    x0 = models.FloatField(null=True, blank=True)
    y0 = models.FloatField(null=True, blank=True)
    x1 = models.FloatField(null=True, blank=True)
    y1 = models.FloatField(null=True, blank=True)
    page_width = models.FloatField(null=True, blank=True)
    page_height = models.FloatField(null=True, blank=True)
    table_row = models.PositiveIntegerField(null=True, blank=True)
    table_column = models.CharField(max_length=300, blank=True)
    search_simple = models.GeneratedField(
        expression=SearchVector("label", "value", config="simple"), output_field=SearchVectorField(),
        db_persist=True)
    label_embedding = VectorField(dimensions=EMBEDDING_DIM, null=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["document", "ordinal"],
                                               name="pagefield_document_ordinal_unique")]
        indexes = [GinIndex(fields=["search_simple"], name="pagefield_search_simple_gin"),
                   models.Index(fields=["document", "page_number"], name="pagefield_document_page")]

    @property
    def bbox(self) -> tuple[float, float, float, float] | None:
        """(x0, y0, x1, y1) or None when read from plain text."""
        return None if self.x0 is None else (self.x0, self.y0, self.x1, self.y1)


class PaymentRecord(models.Model):
    """A money amount a document evidences (paid, due, charged, refunded), extracted at ingest."""

    class Kind(models.TextChoices):
        PAID = "paid"
        DUE = "due"
        CHARGED = "charged"
        REFUNDED = "refunded"

    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="payments")
    page_number = models.PositiveIntegerField(null=True, blank=True)
    amount_cents = models.BigIntegerField()  # minor units of ``currency``
    currency = models.CharField(max_length=3)  # ISO 4217
    kind = models.CharField(max_length=20, choices=Kind.choices)
    paid_on = models.DateField(null=True, blank=True)
    due_on = models.DateField(null=True, blank=True)
    statement_date = models.DateField(null=True, blank=True)
    period_start = models.DateField(null=True, blank=True)
    period_end = models.DateField(null=True, blank=True)
    payee = models.CharField(max_length=300, blank=True)
    category = models.CharField(max_length=30, default="other")
    snippet = models.TextField(blank=True)
    extractor = models.CharField(max_length=30)  # "rules" or "llm"

    class Meta:
        indexes = [models.Index(fields=["category", "paid_on"]), models.Index(fields=["paid_on"])]


class Setting(models.Model):
    """The settings table: operator-editable configuration (``llm.endpoint_url``, ``ASK_MAX_DOCS``, ...).

    Read and write it through ``archive.config``; secret values are stored AES-GCM encrypted.
    """

    key = models.CharField(max_length=100, unique=True)
    value = models.TextField()  # JSON text, or base64 ciphertext when ``is_secret``
    is_secret = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self):
        return self.key
