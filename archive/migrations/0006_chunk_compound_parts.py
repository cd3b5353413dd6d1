"""Chunk.compound_parts and its 'simple' full-text vector: the parts of Dutch and German compounds
(ingest.compounds). Existing chunks get their parts computed here."""
import django.contrib.postgres.indexes
import django.contrib.postgres.search
from django.db import migrations, models

BATCH = 2000


def fill_compound_parts(apps, schema_editor):
    from ingest.compounds import compound_terms

    Chunk = apps.get_model("archive", "Chunk")
    last = 0
    while True:
        batch = list(Chunk.objects.filter(pk__gt=last).order_by("pk").only("pk", "text")[:BATCH])
        if not batch:
            return
        for chunk in batch:
            chunk.compound_parts = compound_terms(chunk.text)
        Chunk.objects.bulk_update([c for c in batch if c.compound_parts], ["compound_parts"])
        last = batch[-1].pk


class Migration(migrations.Migration):

    dependencies = [
        ('archive', '0005_page_fields'),
    ]

    operations = [
        migrations.AddField(model_name='chunk', name='compound_parts',
                            field=models.TextField(blank=True, default='')),
        migrations.RunPython(fill_compound_parts, migrations.RunPython.noop),
        migrations.AddField(
            model_name='chunk', name='search_compounds',
            field=models.GeneratedField(
                db_persist=True,
                expression=django.contrib.postgres.search.SearchVector('compound_parts', config='simple'),
                output_field=django.contrib.postgres.search.SearchVectorField())),
        migrations.AddIndex(model_name='chunk', index=django.contrib.postgres.indexes.GinIndex(
            fields=['search_compounds'], name='chunk_search_compounds_gin')),
    ]
