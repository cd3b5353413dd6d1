"""Clearing this test run's keys in the shared Redis cache, and only those: ``cache.clear()`` would
FLUSHDB the database every Shoebox instance on the machine shares."""
import redis
from django.conf import settings


def cache_clear_own() -> int:
    """Delete every cache key under this instance's KEY_PREFIX; returns how many."""
    conf = settings.CACHES["default"]
    if "redis" not in conf["BACKEND"].lower():
        from django.core.cache import cache

        cache.clear()
        return 0
    client = redis.Redis.from_url(conf["LOCATION"])
    keys = list(client.scan_iter(match=f"{conf.get('KEY_PREFIX', '')}:*", count=1000))
    if keys:
        client.delete(*keys)
    return len(keys)
