"""The test database's connection details for code outside Django: subprocess servers and raw psycopg
connections. The embedded server authenticates with a password (SCRAM), so it is always included."""
from urllib.parse import quote

from django.conf import settings


def database_url(name: str | None = None) -> str:
    """``postgresql://user[:password]@host:port/name`` of the test database (or database ``name``)."""
    db = settings.DATABASES["default"]
    auth = quote(db["USER"]) + (f":{quote(db['PASSWORD'])}" if db.get("PASSWORD") else "")
    return f"postgresql://{auth}@{db['HOST']}:{db['PORT']}/{name or db['NAME']}"


def connect_kwargs(name: str | None = None) -> dict:
    """Keyword arguments for ``psycopg.connect`` to the test database (or database ``name``)."""
    db = settings.DATABASES["default"]
    return {"host": db["HOST"], "port": db["PORT"], "user": db["USER"], "password": db.get("PASSWORD") or None,
            "dbname": name or db["NAME"]}
