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

# Lesson files: the built-in lessons, and two short ones that reach what they do not (a load step whose
# flag takes the previous step's figure, a fleet lesson's flags on a deployment).
for f in sorted((root / 'presets/lessons').glob('*.json')):
    write('lesson', f.name, f.read_text(encoding='utf-8'))
write('lesson', 'short-load.json', json.dumps({
    'kvbudget_lesson': 1, 'id': 'short-load', 'title': 'Load',
    'steps': [
        {'scenario': 'default', 'load': {'arrival': 'users:64', 'num_requests': 200, 'seed': 3},
         'highlight': 'load.kv', 'caption': '{load_kv_peak_pct} {load_max_running} {load_preemptions}'},
        {'flags': {'--max-num-seqs': '{load_max_running}'}, 'load': {'arrival': 'poisson:12.5'},
         'highlight': 'load.waiting', 'caption': '{max_num_seqs} {load_arrival_rate} {load_max_waiting}'}]}, indent=1))
write('lesson', 'short-fleet.json', json.dumps({
    'kvbudget_lesson': 1, 'id': 'short-fleet', 'title': 'Fleet', 'kind': 'fleet',
    'steps': [
        {'fleet': 'gpu-tetris', 'deployment': 'chat', 'highlight': 'fleet.cards', 'caption': '{kv_gib}'},
        {'flags': {'--gpu-memory-utilization': '0.3'}, 'fail': ['gpu0'], 'highlight': 'fleet.failed',
         'caption': '{failed_cards} {deployments_started}'},
        {'repack': True, 'highlight': 'fleet.cards', 'caption': '{deployments_started} of {deployments}'}]}, indent=1))

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
