#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (tests/fuzz/seeds/<target>/) from the presets and tests/data.

Run from the repository root when the presets change: python3 tests/fuzz/make-seeds.py
The seeds are committed: the normal test suite replays them through every harness.
"""
import json, os, pathlib, shutil

root = pathlib.Path(__file__).resolve().parents[2]
out = root / 'tests/fuzz/seeds'

def write(target, name, text):
    d = out / target
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_text(text, encoding='utf-8')

if out.exists():
    shutil.rmtree(out)

# config.json: the real Hub files the tests already carry (sources.json and weights.json are not configs).
for folder in ('tests/data/hf-configs', 'tests/data/configs'):
    for f in sorted((root / folder).glob('*.json')):
        if f.name in ('sources.json', 'weights.json'):
            continue
        write('hfconfig', f.name, f.read_text(encoding='utf-8'))

# Scenario files: the built-in scenarios as files.
for s in json.load(open(root / 'presets/scenarios.json'))['scenarios']:
    write('scenario', s['id'] + '.json', json.dumps(s, indent=1))

# Fleet files: the built-in fleets as files.
for f in json.load(open(root / 'presets/fleets.json'))['fleets']:
    write('fleet', f['id'] + '.json', json.dumps(f, indent=1))

# vLLM logs: one per engine and era among the public logs (a dozen, not all 101).
logs = json.load(open(root / 'presets/vllm-startup-logs.json'))
seen = set()
for entry in logs:
    key = (entry.get('vllm_engine'), str(entry.get('vllm_version'))[:4])
    if key in seen or not entry.get('raw_log'):
        continue
    seen.add(key)
    write('vllmlog', entry['id'] + '.log', entry['raw_log'])

# Request traces.
write('trace', 'positional.csv', '512,128\n1800,200\n32000,1\n')
write('trace', 'header.csv', 'arrival_s,prompt_tokens,output_tokens\n0,100,10\n0.5,2000,300\n1.25,8000,50\n')
write('trace', 'comments.csv', '\ufeff# a trace\r\nprompt_tokens,output_tokens\r\n\r\n64,64\r\n')

# Pasted launch commands.
write('vllmserve', 'llama.txt', 'vllm serve meta-llama/Llama-3.1-8B-Instruct --gpu-memory-utilization 0.9 '
      '--max-model-len 32768 --kv-cache-dtype fp8')
write('vllmserve', 'tp.txt', 'python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen3-32B \\\n'
      '  -tp 2 --max-num-seqs 64 --enforce-eager --block-size 32')
write('vllmserve', 'quoted.txt', "vllm serve Qwen/Qwen2.5-VL-7B-Instruct --mm-processor-kwargs "
      "'{\"max_pixels\": 1003520}' --limit-mm-per-prompt '{\"image\": 2}'")

# Plan flags, one argument per line.
write('planargs', 'defaults.txt', '--model\nllama-3.1-8b\n--gpu\nh100-sxm-80gb\n')
write('planargs', 'whatif.txt', '--gpu-memory-utilization=0.95\n--max-model-len\n8K\n--kv-cache-dtype\nfp8\n')
write('planargs', 'simple.txt', '--accounting\nsimple\n-tp\n2\n--headroom-percent\n10\n')
write('planargs', 'paste.txt', '--format\njson\n--\nvllm\nserve\nmeta-llama/Llama-3.1-8B-Instruct\n-tp\n1\n')
print('seeds written under', out.relative_to(root))
