"""API tokens move from DRF's ``authtoken`` table (plain keys) to django-rest-knox (SHA-512 digests).

Existing keys keep working: each is hashed into a knox row (knox's digest is the hex SHA-512 of the key's
UTF-8 bytes, its lookup key the first 15 characters); then the plain-text table is dropped."""
from django.db import migrations

CONVERT = """
DO $$
BEGIN
  IF to_regclass('authtoken_token') IS NOT NULL THEN
    INSERT INTO knox_authtoken (digest, token_key, user_id, created, expiry)
      SELECT encode(sha512(convert_to(key, 'UTF8')), 'hex'), substr(key, 1, 15), user_id, created, NULL
      FROM authtoken_token
      ON CONFLICT DO NOTHING;
    DROP TABLE authtoken_token;
  END IF;
END $$;
"""


class Migration(migrations.Migration):
    dependencies = [("archive", "0003_document_lease"), ("knox", "0009_extend_authtoken_field")]
    operations = [migrations.RunSQL(CONVERT, migrations.RunSQL.noop)]
