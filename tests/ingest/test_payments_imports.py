"""Dependencies among the payment modules run one way: rules ← LLM extractor ← the service that chooses."""
import ast
from pathlib import Path

INGEST = Path(__file__).resolve().parents[2] / "ingest"


def imported(module: str) -> set[str]:
    """Every ``ingest`` module ``module`` imports, at top level or inside functions."""
    tree = ast.parse((INGEST / f"{module}.py").read_text())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            name = ("ingest." if node.level else "") + (node.module or "")
            out.add(name.removeprefix("ingest."))
        elif isinstance(node, ast.Import):
            out |= {a.name.removeprefix("ingest.") for a in node.names if a.name.startswith("ingest.")}
    return out


def test_rules_know_neither_the_llm_extractor_nor_the_service():
    assert not imported("payments_rules") & {"payments", "payments_llm"}
    assert not imported("payment_fields") & {"payments", "payments_llm", "payments_rules"}


def test_llm_extractor_falls_back_on_the_rules_without_the_service():
    assert "payments_rules" in imported("payments_llm") and "payments" not in imported("payments_llm")


def test_the_service_chooses_between_both():
    assert {"payments_rules", "payments_llm"} <= imported("payments")
