"""Django settings for Shoebox. Every value comes from the environment, with defaults that work on one
machine: PostgreSQL with pgvector at ``DATABASE_URL`` (default: the embedded server started by
``python -m archive.pgserver``), Redis at ``CELERY_BROKER_URL``, files under ``SHOEBOX_DATA_DIR``."""
import os

import dj_database_url

from . import paths

BASE_DIR = paths.PROJECT_DIR
DATA_DIR = paths.data_dir()
SECRET_KEY = paths.secret_key()
DEBUG = os.environ.get("SHOEBOX_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("SHOEBOX_ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "knox",  # API tokens stored as digests (archive.tokens)
    "axes",  # sign-in lock-out after repeated wrong passwords
    "csp",
    "archive",
    "ingest",
    "ask",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "archive.portal.errors.ShoeboxErrorMiddleware",  # a domain error a portal view lets through → its page
    "axes.middleware.AxesMiddleware",  # last: answers a locked-out sign-in
]

# Content-Security-Policy on every response (django-csp): scripts, styles, images and requests from this
# origin only; no inline script or style, no framing, forms post only here. /api/docs/ (Swagger UI)
# relaxes script and style for itself (archive.schema).
CONTENT_SECURITY_POLICY = {"DIRECTIVES": {
    "default-src": ["'self'"], "script-src": ["'self'"], "style-src": ["'self'"], "img-src": ["'self'", "data:"],
    "connect-src": ["'self'"], "font-src": ["'self'"], "object-src": ["'none'"], "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"], "form-action": ["'self'"],
}}

# Served over HTTPS (behind a TLS proxy that sets X-Forwarded-Proto): one setting turns on secure
# cookies, HSTS and the redirect to https. Only set it when that proxy exists and strips a client's own
# X-Forwarded-Proto, or the header could be forged.
SHOEBOX_HTTPS = os.environ.get("SHOEBOX_HTTPS", "0") == "1"
if SHOEBOX_HTTPS:
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = True
    SECURE_SSL_REDIRECT = True
    SECURE_HSTS_SECONDS = int(os.environ.get("SHOEBOX_HSTS_SECONDS", 365 * 24 * 3600))
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    CSRF_TRUSTED_ORIGINS = [f"https://{h}" for h in ALLOWED_HOSTS if h and h != "*"]
SESSION_COOKIE_SAMESITE = CSRF_COOKIE_SAMESITE = "Lax"
X_FRAME_OPTIONS = "DENY"
AUTHENTICATION_BACKENDS = ["axes.backends.AxesStandaloneBackend", "django.contrib.auth.backends.ModelBackend"]
# Sign-in lock-out (django-axes): after AXES_FAILURE_LIMIT wrong passwords for one username (from any
# address), or from one address (for any usernames), sign-in is refused, whatever the password, until the
# cool-off passes or an admin runs ``manage.py axes_reset_username USER`` / ``axes_reset``.
AXES_FAILURE_LIMIT = int(os.environ.get("SHOEBOX_LOGIN_FAILURE_LIMIT", 10))
AXES_COOLOFF_TIME = float(os.environ.get("SHOEBOX_LOGIN_COOLOFF_HOURS", 0.25))  # hours
AXES_LOCKOUT_PARAMETERS = ["username", "ip_address"]
AXES_RESET_ON_SUCCESS = True
AXES_USERNAME_CALLABLE = "archive.signin.axes_username"  # NUL-free, at most 150 characters
AXES_VERBOSE = False

ROOT_URLCONF = "archive.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ]
        },
    }
]
WSGI_APPLICATION = "archive.wsgi.application"

if os.environ.get("DATABASE_URL"):
    DATABASES = {"default": dj_database_url.parse(os.environ["DATABASE_URL"], conn_max_age=60)}
else:  # the embedded server (archive.pgserver): SCRAM with the password generated into keys/pg.password
    DATABASES = {"default": dj_database_url.parse("postgresql://postgres@127.0.0.1:{}/shoebox".format(
        os.environ.get("SHOEBOX_PG_PORT", "55432")), conn_max_age=60)}
    DATABASES["default"]["PASSWORD"] = paths.pg_password()
# The web server (archive.asgi / archive.wsgi turn this on) shares a bounded psycopg pool per process:
# under ASGI every request runs in a thread of its own, and persistent per-thread connections were never
# closed (one leaked per ask). Workers and commands keep one connection each (a pool does not survive
# Celery's fork).
SHOEBOX_DB_POOL = os.environ.get("SHOEBOX_DB_POOL", "0") == "1"
SHOEBOX_DB_POOL_MAX = int(os.environ.get("SHOEBOX_DB_POOL_MAX", 10))
if SHOEBOX_DB_POOL:
    DATABASES["default"]["CONN_MAX_AGE"] = 0  # a connection goes back to the pool after each request
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
        "min_size": 1, "max_size": SHOEBOX_DB_POOL_MAX, "timeout": 10, "max_idle": 60}
REST_KNOX = {"TOKEN_TTL": None, "AUTO_REFRESH": False, "AUTH_TOKEN_CHARACTER_LENGTH": 40,
             "AUTH_HEADER_PREFIX": "Token"}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LANGUAGE_CODE = "en-us"
TIME_ZONE = os.environ.get("SHOEBOX_TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True
STATIC_URL = "static/"
STATIC_ROOT = DATA_DIR / "static"
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"

# Uploads: bounded so one request cannot exhaust memory (bytes).
SHOEBOX_MAX_UPLOAD_BYTES = int(os.environ.get("SHOEBOX_MAX_UPLOAD_BYTES", 100 * 1024 * 1024))
DATA_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 5 * 1024 * 1024

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "archive.tokens.BearerOrTokenAuthentication",  # "Token <key>" or "Bearer <key>"
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_PARSER_CLASSES": ["archive.parsers.LimitedJSONParser"],  # JSON bodies ≤ 64 KiB; uploads: multipart
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "archive.api_errors.api_exception_handler",  # {"error": {"code", "message"}}
    # Per-user rates (archive.throttles), counted in the default cache (Redis: shared by all processes).
    "DEFAULT_THROTTLE_RATES": {
        "ask": os.environ.get("SHOEBOX_THROTTLE_ASK", "30/min"),
        "upload": os.environ.get("SHOEBOX_THROTTLE_UPLOAD", "60/min"),
    },
}

# The shared cache: throttle counters that every process sees. SHOEBOX_CACHE_PREFIX keeps instances that
# share one Redis apart (default: the Celery queue name, which such instances already set apart).
CACHES = {"default": {
    "BACKEND": "django.core.cache.backends.redis.RedisCache",
    "LOCATION": os.environ.get("SHOEBOX_CACHE_URL", "redis://127.0.0.1:6379/1"),
    "KEY_PREFIX": os.environ.get("SHOEBOX_CACHE_PREFIX", os.environ.get("SHOEBOX_CELERY_QUEUE", "celery")),
    "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 2},
}}

# Celery over the Redis already running on this machine. SHOEBOX_TASKS_EAGER=1 runs tasks in-process
# (the demo does this when no broker answers, and says so).
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "redis://127.0.0.1:6379/0")
CELERY_RESULT_BACKEND = None
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_ALWAYS_EAGER = os.environ.get("SHOEBOX_TASKS_EAGER", "0") == "1"
CELERY_TASK_EAGER_PROPAGATES = False
# How long a task a dead worker took stays invisible before Redis hands it out again (s). Short, so a
# dead worker's messages come back within a minute or two; a long task delivered twice is harmless
# because the second delivery finds the document's lease held (ingest.lease) and does nothing.
# Live workers look for such messages every `unacked_restore_interval` s.
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": int(os.environ.get("SHOEBOX_VISIBILITY_TIMEOUT", 60)),
                                   "unacked_restore_interval": 5, "unacked_restore_throttle": 1}
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("SHOEBOX_CELERY_QUEUE", "celery")
CELERY_BEAT_SCHEDULE = {
    "requeue-stale-documents": {"task": "ingest.tasks.requeue_stale", "schedule": 60.0},
    "scan-consume-folder": {"task": "ingest.tasks.scan_consume_folder", "schedule": 30.0},
}

# Ingest
SHOEBOX_OCR_LANGUAGES = os.environ.get("SHOEBOX_OCR_LANGUAGES", "eng")
SHOEBOX_FTS_CONFIG = "english"  # language-aware leg; the 'simple' leg matches literally
SHOEBOX_CONSUME_DIR = os.environ.get("SHOEBOX_CONSUME_DIR", str(DATA_DIR / "consume"))
# Longer than a task's hard time limit (960 s), so a document still being worked on is never re-queued.
SHOEBOX_STALE_AFTER_S = int(os.environ.get("SHOEBOX_STALE_AFTER_S", 1200))
# A worker's lease on a document lasts this long without renewal (its heartbeat renews it every quarter);
# a dead worker's documents are taken up again after it, by the sweep every worker runs (s).
SHOEBOX_LEASE_S = float(os.environ.get("SHOEBOX_LEASE_S", 60))
SHOEBOX_RECOVER_EVERY_S = float(os.environ.get("SHOEBOX_RECOVER_EVERY_S", 30))
# A document whose processing was interrupted this many times (it keeps killing workers) ends failed.
SHOEBOX_MAX_ATTEMPTS = int(os.environ.get("SHOEBOX_MAX_ATTEMPTS", 3))
SHOEBOX_EMBED_THREADS = int(os.environ.get("SHOEBOX_EMBED_THREADS", 0))  # 0: one per core

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("SHOEBOX_LOG_LEVEL", "WARNING")},
}

# Parallel test runs (several developers on one server) each name their own test database.
DATABASES["default"]["TEST"] = {"NAME": os.environ.get("SHOEBOX_TEST_DB", "test_shoebox")}
