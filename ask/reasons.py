"""Why Ask gave no answer (or kept one with a caveat): the ``reason`` of an ``ask.types.Answer`` and of
the API's AskResponse. One enum, spelled here only; the values are the wire strings (part of the API
contract: add, never rename). Each member carries what the portal and the CLI show for it.

The language-model transport (``archive.llm.LLMError``, in the kernel, which cannot import Ask) names
its failures with the same strings as the ``LLM_*`` members; ``ask.llm`` turns them into members and
a test checks the two agree.
"""
from enum import StrEnum


class Reason(StrEnum):
    """A reason code with its words for people.

    ``heading``: a few words (the portal's title for the state); ``explanation``: one sentence on what it
    means for the person asking; ``degraded``: Ask itself is unavailable or limited, so the portal points
    to exact search (which still works)."""

    heading: str
    explanation: str
    degraded: bool

    def __new__(cls, value: str, heading: str, explanation: str, degraded: bool = False):
        member = str.__new__(cls, value)
        member._value_ = value
        member.heading = heading
        member.explanation = explanation
        member.degraded = degraded
        return member

    # --- nothing to read -----------------------------------------------------------------------------
    NO_INDEXED_DOCUMENTS = ("no_indexed_documents", "Nothing to search yet",
                            "There are no indexed documents you can search yet. Upload papers, or wait until "
                            "the ones you added show as indexed.")
    ASK_OFF = ("ask_off", "Ask is turned off",
               "An admin has turned Ask off on this archive and its index was deleted. Exact search still works.",
               True)
    NO_MATCHES = ("no_matches", "No matching documents",
                  "No document matched the question. Try other words, or exact search.")
    IDENTIFIER_NOT_FOUND = ("identifier_not_found", "No such reference",
                            "No document you can open mentions the number or reference the question names.")
    NO_RECORDS = ("no_records", "No records to add up",
                  "No payment records on file match this question, so no total can be given. Search may still "
                  "find the papers.")
    # --- read, but no answer that holds --------------------------------------------------------------
    NOT_IN_EXCERPTS = ("not_in_excerpts", "Not found in your papers",
                       "The documents that matched do not contain the answer.")
    LOW_CONFIDENCE = ("low_confidence", "Too uncertain",
                      "The closest candidate was too uncertain to give as an answer; the documents found are "
                      "listed below.")
    NO_VALID_CITATION = ("no_valid_citation", "No checked answer",
                         "An answer came back but could not be tied to a document it was shown, so Shoebox "
                         "discarded it.")
    GROUNDING_FAILED = ("grounding_failed", "Not fully supported",
                        "The answer states something the cited excerpts do not print, so its confidence was "
                        "lowered.")
    # --- the language model (archive.llm.LLMError reasons) -------------------------------------------
    LLM_NOT_CONFIGURED = ("llm_not_configured", "Language model not set up",
                          "The language model is not fully configured.", True)
    EGRESS_NOT_ACKNOWLEDGED = ("egress_not_acknowledged", "Nothing was sent",
                               "The language model is configured, but an admin has not yet allowed excerpts to "
                               "be sent to it.", True)
    LLM_UNREACHABLE = ("llm_unreachable", "Language model unreachable",
                       "The language model could not be reached.", True)
    LLM_TIMEOUT = ("llm_timeout", "Language model timed out", "The language model did not answer in time.", True)
    LLM_REFUSED = ("llm_refused", "Language model refused",
                   "The language model refused the request; an admin should check the API key.", True)
    LLM_HTTP_ERROR = ("llm_http_error", "Language model error", "The language model answered with an error.", True)
    LLM_MALFORMED = ("llm_malformed", "Unreadable reply",
                     "The language model sent a reply Shoebox could not read.", True)


def reason_of(value: str | None) -> Reason | None:
    """The member for a reason string (an AskResponse read back from JSON carries plain strings);
    None for None or an unknown string."""
    try:
        return Reason(value) if value else None
    except ValueError:
        return None
