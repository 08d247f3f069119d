# Device memory captured CUDA graphs hold, measured the way vLLM measures it (free-memory drops around
# the captures, graphs sharing one pool). Needs a CUDA GPU and PyTorch; not part of the build or the
# tests. Results and how kvbudget uses them: cuda-graph-memory.md beside this file.
#   STYLE=vllm   each window also holds that size's eager warm-up (as vLLM's _warmup_and_capture does)
#   LAYERS=64    decoder layers (default 32);  NAME=...  the JSON file written under $OUT
import json, os, time, torch
import torch.nn.functional as F
dev = "cuda"
MiB = 1 << 20
out = {"style": os.environ.get("STYLE", "window-per-capture"), "torch": torch.__version__, "gpu": torch.cuda.get_device_name(0), "cuda": torch.version.cuda}

def free():
    torch.cuda.synchronize()
    return torch.cuda.mem_get_info()[0]

# 1) Graph-exec memory per kernel node: in-place kernels allocate nothing from the pool.
x = torch.zeros(4096, device=dev)
for _ in range(3):
    x.add_(1.0)
keep = []
for K in (1, 8, 32, 128, 512):
    pool = torch.cuda.graph_pool_handle()
    drops = []
    for _ in range(24):
        torch.cuda.empty_cache()
        f0 = free()
        g = torch.cuda.CUDAGraph()
        s = torch.cuda.Stream()
        with torch.cuda.graph(g, pool=pool, stream=s):
            for _ in range(K):
                x.add_(1.0)
        f1 = free()
        drops.append(f0 - f1)
        keep.append(g)
    out[f"inplace_nodes_{K}"] = {"per_graph_mib_mean": sum(drops) / len(drops) / MiB,
                                 "drops_mib": [d / MiB for d in drops]}
del keep
torch.cuda.empty_cache()

# 2) A Llama-3-8B-shaped decoder (bf16), captured piecewise (one graph per layer, vLLM's PIECEWISE)
# and whole (one graph per size, FULL), for vLLM's capture sizes 512..1, all in one pool.
VLLM_STYLE = os.environ.get("STYLE") == "vllm"
H, I, NH, NKV, D, L = 4096, 14336, 32, 8, 128, int(os.environ.get("LAYERS", "32"))
def w(*shape):
    return torch.randn(*shape, device=dev, dtype=torch.bfloat16) * 0.02
layers = [dict(ln1=torch.ones(H, device=dev, dtype=torch.bfloat16), qkv=w((NH + 2 * NKV) * D, H),
               o=w(H, NH * D), ln2=torch.ones(H, device=dev, dtype=torch.bfloat16), gu=w(2 * I, H), dn=w(H, I))
          for _ in range(L)]
CTX = 64
kcache = w(512, NKV, CTX, D)
vcache = w(512, NKV, CTX, D)

def layer(p, h, res):
    res = h + res
    x = F.rms_norm(res, (H,), p["ln1"])
    qkv = F.linear(x, p["qkv"])
    q = qkv[:, : NH * D].view(-1, NH, 1, D)
    n = q.shape[0]
    a = F.scaled_dot_product_attention(q, kcache[:n], vcache[:n], enable_gqa=True)
    h = F.linear(a.reshape(n, NH * D), p["o"])
    res = h + res
    x = F.rms_norm(res, (H,), p["ln2"])
    gu = F.linear(x, p["gu"])
    g, u = gu.split(I, dim=-1)
    return F.linear(F.silu(g) * u, p["dn"]), res

sizes = sorted({1, 2, 4} | set(range(8, 256, 8)) | set(range(256, 513, 16)), reverse=True)
static_in = w(512, H)
static_res = w(512, H)

def capture(mode):
    pool = torch.cuda.graph_pool_handle()
    s = torch.cuda.Stream()
    graphs, drops = [], []
    t0 = time.time()
    torch.cuda.empty_cache()
    start = free()
    for n in sizes:
        h, r = static_in[:n], static_res[:n]
        if VLLM_STYLE:  # vLLM's window holds the eager warm-up too, with no empty_cache in between
            f0 = free()
        with torch.cuda.stream(s):  # warm-up, as vLLM does before each capture
            hh, rr = h, r
            for p in layers:
                hh, rr = layer(p, hh, rr)
        torch.cuda.synchronize()
        if not VLLM_STYLE:
            torch.cuda.empty_cache()
            f0 = free()
        if mode == "full":
            g = torch.cuda.CUDAGraph()
            with torch.cuda.graph(g, pool=pool, stream=s):
                hh, rr = h, r
                for p in layers:
                    hh, rr = layer(p, hh, rr)
            graphs.append(g)
        else:
            hh, rr = h, r
            for p in layers:
                g = torch.cuda.CUDAGraph()
                with torch.cuda.graph(g, pool=pool, stream=s):
                    hh, rr = layer(p, hh, rr)
                graphs.append(g)
        del hh, rr  # vLLM keeps only weak references to graph outputs
        drops.append(free() - f0)
        drops[-1] = -drops[-1]
    total = start - free()
    est = drops[0] + (len(sizes) - 1) * max(drops[1], MiB)
    res = {"sizes": len(sizes), "layers": L, "graphs": len(graphs), "total_mib": total / MiB,
           "first_mib": drops[0] / MiB, "second_mib": drops[1] / MiB,
           "vllm_style_estimate_mib": est / MiB, "seconds": time.time() - t0,
           "per_descriptor_after_first_mib_mean": (total - drops[0]) / (len(sizes) - 1) / MiB,
           "drops_mib": [d / MiB for d in drops]}
    del graphs
    torch.cuda.synchronize()
    torch.cuda.empty_cache()
    return res

out["piecewise"] = capture("piecewise")
out["full"] = capture("full")
os.makedirs(os.environ.get("OUT", "/tmp"), exist_ok=True)
with open(os.path.join(os.environ.get("OUT", "/tmp"), os.environ.get("NAME", "graphmem") + ".json"), "w") as f:
    json.dump(out, f, indent=1)
summary = {k: ({kk: vv for kk, vv in v.items() if kk not in ("drops_mib",)} if isinstance(v, dict) else v)
           for k, v in out.items()}
print(json.dumps(summary, indent=1))
