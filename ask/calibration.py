"""Calibrated confidence for extractive answers: the probability that an answer is right, from what the
answerer measured (``Answer.features``), by logistic regression fitted on the development half of the
shared corpora only (``ask.evaluation.question_split``), never on the test half.

The model is ``p = 1 / (1 + exp(-(b + w · x)))`` over the feature names stored with it in
``ask/calibration.json`` (missing features count as 0). It is fitted by L2-regularised Newton steps
(iteratively reweighted least squares; Hastie, Tibshirani & Friedman, *The Elements of Statistical
Learning*, §4.4.1). Below :data:`FLOOR` an answer is withheld; below :data:`CHECK` it carries a note to
check the cited documents.

Refit after changing the answerer::

    python manage.py evaluate ... --features /tmp/hh.jsonl      # for each corpus
    python -m ask.calibration /tmp/hh.jsonl /tmp/real.jsonl      # writes ask/calibration.json (dev only)
"""
from __future__ import annotations

import json
import math
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np

MODEL_PATH = Path(__file__).with_name("calibration.json")
# Chosen on the dev halves (2026-12-01; 211 extractive answers of the shared corpora, their paraphrases and
# the household variant, with the final answerer) to maximise right − 2 × wrong, since a wrong answer costs
# more than none: at 0.65 the dev answers kept were 108 right and 17 wrong (of 136 and 75 before); on the
# test halves, which were not used, 56 right and 13 wrong (of 79 and 45).
FLOOR = 0.65  # below: withheld (reason ``low_confidence``)
CHECK = 0.75  # below: "check these yourself"
CHECK_NOTE = "Low confidence: check the cited documents yourself."


@lru_cache(maxsize=1)
def _model() -> dict | None:
    if not MODEL_PATH.exists():
        return None
    return json.loads(MODEL_PATH.read_text())


def calibrated_confidence(features: dict[str, float]) -> float | None:
    """P(right) in 0..1 for an answer with these ``features``, or None when no model is installed or the
    answer carries no features."""
    model = _model()
    if model is None or not features:
        return None
    z = model["bias"] + sum(w * float(features.get(name, 0.0)) for name, w in zip(model["features"], model["weights"]))
    return 1.0 / (1.0 + math.exp(-z))


def fit(rows: list[dict], *, l2: float = 1.0, iterations: int = 50) -> dict:
    """Fit the model on ``rows`` (``{"features": {...}, "correct": bool}``, answered questions only).

    Returns ``{"features": [names], "weights": [...], "bias": b, "n": len(rows)}``. Raises ValueError for
    fewer than 10 rows or a single outcome class."""
    if len(rows) < 10 or len({bool(r["correct"]) for r in rows}) < 2:
        raise ValueError("need at least 10 answered questions with both right and wrong answers")
    names = sorted({k for r in rows for k in r["features"]})
    x = np.array([[float(r["features"].get(n, 0.0)) for n in names] for r in rows], dtype=np.float64)
    x = np.hstack([np.ones((len(rows), 1)), x])  # float64[n, 1 + k]; column 0 is the bias
    y = np.array([1.0 if r["correct"] else 0.0 for r in rows])
    w = np.zeros(x.shape[1])
    reg = l2 * np.eye(x.shape[1])
    reg[0, 0] = 0.0  # the bias is not shrunk
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + reg @ w
        hess = (x * (p * (1 - p))[:, None]).T @ x + reg
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return {"features": names, "weights": [round(float(v), 6) for v in w[1:]], "bias": round(float(w[0]), 6),
            "n": len(rows), "fitted_on": "dev split"}


def main(paths: list[str]) -> None:
    rows = []
    for path in paths:
        for line in Path(path).read_text().splitlines():
            row = json.loads(line)
            if row["split"] == "dev" and row["answered"] and row["features"] and not row["aggregate"]:
                rows.append(row)
    model = fit(rows)
    MODEL_PATH.write_text(json.dumps(model, indent=1) + "\n")
    print(f"fitted on {len(rows)} dev answers; wrote {MODEL_PATH}")


if __name__ == "__main__":
    main(sys.argv[1:])
