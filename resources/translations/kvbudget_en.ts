<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Text</name>
    <message>
        <location filename="../../core/load/tracefile.cpp" line="+118"/>
        <source>too many comma-separated values (expected prompt_tokens,output_tokens[,arrival_s])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hfstatespace.cpp" line="+43"/>
        <source>field &quot;%1&quot; is %2; it must be at least %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ArchitectureView</name>
    <message numerus="yes">
        <location filename="../../core/report/architectureview.cpp" line="+91"/>
        <source>%Ln image(s)</source>
        <translation>
            <numerusform>%Ln image</numerusform>
            <numerusform>%Ln images</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>startup peak %1 (the vision encoder on %2 of %3 patches) against %4 in steady serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Vision model: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM refuses because of the %1. Text only (--limit-mm-per-prompt &apos;{&quot;image&quot;: 0}&apos;) it would start with %2 KV tokens.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::AtomicWrite</name>
    <message>
        <location filename="../../core/base/atomicwrite.cpp" line="+24"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+27"/>
        <source>Cannot write a file without a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+27"/>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Band</name>
    <message>
        <location filename="../../core/budget/fittedconstants.cpp" line="+20"/>
        <source>V1 0.9.1+, one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V1 0.11+, TP or PP &gt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V1 0.9.1-0.10, TP or PP &gt; 1 (NCCL charged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V0, one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V0, TP or PP &gt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>releases that charge all memory in use (0.2.5-0.3.0, 0.6.4, 0.8.0-0.9.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0.1-0.2.4 (torch&apos;s peak only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD GPUs (ROCm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unified-memory devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unquantized (16-bit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>int8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4-bit AWQ/GPTQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MXFP4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bitsandbytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/report/bandtext.cpp" line="+144"/>
        <source>±%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−%1/+%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-103"/>
        <source>%1: wide enough for 9 unseen logs in 10, by %2 public logs&apos; leave-one-out errors for %3 (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the largest of %2 public logs&apos; leave-one-out errors for %3 (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: only %2 public logs for %3, so their spread is doubled (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: too few public logs for %2 to bound 9 unseen logs in 10 by themselves, so the bound of all %3 public logs&apos; leave-one-out errors (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no public log for %2, so the widest group&apos;s spread, doubled (%3 × the estimated overhead + 0.25 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the public %2 logs ran other MoE backends; how this card&apos;s backend lays the experts out is not audited, so the widest format&apos;s miss, doubled (%3% of the weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no public log prints the loaded weights of %2 checkpoints, so the widest format&apos;s miss, doubled (%3% of the weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: counted %2 weights miss vLLM&apos;s &quot;Model loading took&quot; by up to %3% (a bound for 9 logs in 10, from %4 public logs%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: counted %2 weights miss vLLM&apos;s &quot;Model loading took&quot; by up to %3% (the largest miss of %4 public logs%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, doubled for so few</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this release samples with FlashInfer when it is installed (the Docker image) and with torch&apos;s sort otherwise (pip); FlashInfer&apos;s warm-up is smaller, the pool larger (VLLM_USE_FLASHINFER_SAMPLER, --flashinfer-sampler)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: on Hopper this release loads MXFP4 experts through Triton when the install has triton_kernels (the Docker image) and through Marlin otherwise (pip), whose layout is larger and the pool smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the vision encoder&apos;s bytes per patch rest on few public logs: half its peak either way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: measured from your vLLM log; only its rounding remains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the overhead is the value you set, not an estimate; only its rounding remains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: --kv-cache-memory fixes the pool, nothing is profiled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: vLLM 0.2.4 ran this MoE model&apos;s experts through MegaBlocks, whose profiling buffers kvbudget does not model; the one public log of that path shows them taking the whole pool, so it may be anywhere down to none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the log does not show max_model_len; anywhere from 2,048 to the model&apos;s default, vLLM would have profiled a different batch, so the band spans both ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Undecidable: vLLM starts or refuses depending on terms the evidence cannot pin down (the KV pool may be anywhere from %1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::BandFigures</name>
    <message>
        <location filename="../../core/report/bandfigures.cpp" line="+74"/>
        <source>±%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−%1%/+%2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 KV tokens (%2: %3–%4), maximum concurrency %5x–%6x</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::BoundedRead</name>
    <message>
        <location filename="../../core/base/boundedread.cpp" line="+37"/>
        <location line="+29"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1 is larger than %2; a %3 may be at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is too large (%2); a %3 may be at most %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No such %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a folder, not a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a regular file (a device, a pipe or a socket); give a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Calibration</name>
    <message>
        <location filename="../../core/vllm/calibration.cpp" line="+118"/>
        <source>vLLM version: %1 accounting (the log&apos;s format: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log&apos;s formats are %1 ones; planning with the %1 engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>gpu_memory_utilization: %1 (from the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>max_model_len: %1 (from the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log&apos;s max_model_len %1 exceeds this model&apos;s %2: is it the same model?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-41"/>
        <source>GPU total: %1 GiB (%2 GiB requested ÷ %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU total: %1 GiB (from the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+196"/>
        <source>The scenario with the log&apos;s settings is invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-126"/>
        <source>weights: %1 GiB (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-108"/>
        <source>GPU total: %1 GiB (the logged pool does not fit the preset&apos;s total; the log prints none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+80"/>
        <source>sampler: FlashInfer (the log says it ran)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sampler: torch&apos;s sort (the log says FlashInfer is not available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sampler: FlashInfer (the log&apos;s attention ran on FlashInfer, so it is installed, and this release samples with it when it is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-32"/>
        <source>MXFP4 experts: Marlin (the log says it loaded them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MXFP4 experts: Triton (the log says it loaded them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>non-torch: %1 GiB (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>activation peak: %1 GiB (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activation peak: %1 GiB (peak_torch_memory − weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA graphs: %1 GiB (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory held by other processes: %1 GiB (total − free at startup − CUDA context)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>overhead solved so the KV pool is the logged %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the log has no KV-cache figure (Available KV cache memory, blocks or tokens); only the measured terms were adopted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log&apos;s %1 GPU blocks of %2 MiB each would need %3 GiB, more than the card&apos;s %4 GiB: is it a log of this model on this GPU?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log&apos;s figures are inconsistent: calibrating them needs %1 GiB of weights, non-torch memory and activation peak at once, more than the card&apos;s %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The log&apos;s figures are inconsistent: at gpu_memory_utilization %1 they leave %2 GiB for non-torch memory and the activation peak; are all its lines from the same run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The calibrated scenario is invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Model weights (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maximum concurrency (x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starts (1 = yes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::CapacitySearch</name>
    <message>
        <location filename="../../core/budget/capacitysearch.cpp" line="+56"/>
        <source>The number of concurrent requests must be between 1 and %1 (got %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name at least one GPU type to search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest deployment searched must be between 1 and %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Requests of %1 tokens do not fit a max_model_len of %2: vLLM rejects a request longer than the context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 on %2 x %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Cli</name>
    <message>
        <location filename="../../cli/cliargs.cpp" line="+68"/>
        <source>--format needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Unexpected argument &quot;%1&quot; (flags start with --; a vllm command goes after --)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Unknown flag %1 (see kvbudget plan --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>vllm serve %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ignored (does not change memory): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2: expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cli/dispatch.cpp" line="+62"/>
        <source>standard output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>kvbudget %1 — GPU memory and KV-cache capacity planner for vLLM

Usage:
  kvbudget                         open the dashboard
  kvbudget plan [flags]            print the memory plan (text, json, markdown or vllm)
  kvbudget plan -- vllm serve MODEL [vLLM flags...]
  kvbudget export [flags] -o FILE.png|svg|pdf [--size WxH]
                                   render the dashboard without a display
  kvbudget compare A B [C D] [flags] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]
                                   two to four scenarios side by side, with the deltas
                                   to the first
  kvbudget report [flags | --compare A B ... | --fleet F] -o FILE.pdf|html|md [--page a4|letter]
                                   a review document: verdict, charts, comparison, math,
                                   vLLM&apos;s log lines, launch command and assumptions
  kvbudget simulate [flags] [workload flags] [--format text|json|csv]
                                   simulate vLLM&apos;s scheduler under load
  kvbudget validate [FILE] [--format text|json]
                                   the engine against real vLLM startup logs
  kvbudget calibrate --log FILE [flags] [--save FILE]
                                   re-base a scenario on your own vLLM log
  kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]
                                   several deployments on shared GPUs: the startup per card,
                                   and re-pack proposals when cards fail
  kvbudget export --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE.png|svg|pdf
                                   render the GPUs tab without a display
  kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...] [--format text|json|markdown]
                                   what fits: the fewest GPUs and the split that hold N requests,
                                   cheapest first; the longest context and the utilization that start
  kvbudget lesson NAME|FILE.json [--lang L] [--format text|json] [-o deck.pdf]
                                   play a guided lesson step by step, or write its slide deck
  kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
  kvbudget --version | --help

Every command takes --lang vi|zh_CN|ru|en (default: the system&apos;s language).

Exit codes: 0 fits / done, 2 invalid input, 3 vLLM would refuse to start, 4 file error, 1 internal error.
Run `kvbudget SUBCOMMAND --help` for its flags.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1 is not a command, and no scenario file by that name exists; run `kvbudget --help` for the commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown command &quot;%1&quot;; run `kvbudget --help` for the commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cli/flaghelp.cpp" line="+40"/>
        <source> (also --%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cli/languageflag.cpp" line="+64"/>
        <source>kvbudget: --lang must be one of %1 (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Commands</name>
    <message>
        <location filename="../../cli/commands.cpp" line="+71"/>
        <source>Usage: kvbudget plan [flags] [-- vllm serve MODEL [vLLM flags...]]

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Output:
  --format text|json|markdown|vllm  how to print the plan; vllm: the `vllm serve` command that reproduces it

A pasted launch command goes last:  -- vllm serve MODEL [vLLM flags...]
(--format may also follow it)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+86"/>
        <location line="+22"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Hugging Face repo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marketed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deployment(s)</source>
        <translation>
            <numerusform>%Ln deployment</numerusform>
            <numerusform>%Ln deployments</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Usage: kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>kvbudget list: say what to list: models, gpus, scenarios, fleets or lessons
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-31"/>
        <source>kvbudget list: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>kvbudget list: unexpected argument &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kvbudget list: --format must be text or json
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Compare</name>
    <message>
        <location filename="../../cli/comparecommand.cpp" line="+62"/>
        <location line="+44"/>
        <source>--vary needs plan flags, e.g. --vary &quot;--kv-cache-dtype fp8&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>--vary &quot;%1&quot;: takes plan flags only (no %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 uses --accounting simple: compare plans in vLLM&apos;s accounting only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>compare takes %1 to %2 scenarios and was given %3 (each scenario name, the plan flags and each --vary count one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the default scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Usage: kvbudget compare A B [C D] [plan flags] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]

Each scenario is a scenario file or a built-in name (kvbudget list scenarios). Plan flags make one
more scenario (after the named ones), and each --vary &quot;FLAGS&quot; one more again: the plan flags with
FLAGS on top. Two to four scenarios in all; the first is the baseline every delta is taken against.
Exit codes as plan: 0 every scenario starts, 3 one refuses, 2 invalid input.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/report/compare.cpp" line="+21"/>
        <source>vLLM starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ceiling per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overhead per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV pool per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens, low end of the band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens, high end of the band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Realistic concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended max_num_seqs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>refuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+86"/>
        <source>now starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now refuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/report/comparetable.cpp" line="+24"/>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Δ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source> (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1%2: %3%4 — %5
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ConfigDefaults</name>
    <message>
        <location filename="../../core/io/configdefaults.cpp" line="+30"/>
        <source>config-defaults.json is missing from the built-in presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>config-defaults.json is not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config-defaults.json lists no model types</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Engine</name>
    <message>
        <location filename="../../core/budget/scenariocheck.cpp" line="+33"/>
        <source>Model %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model %1 uses %2, which this version of kvbudget does not model yet; its plan would be wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU memory must be positive (got %1 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory of %1 GiB per GPU is implausibly large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 must be between 1 and %2 (got %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>tensor_parallel_size x pipeline_parallel_size = %1 GPUs, but only %Ln GPU(s) are available.</source>
        <translation>
            <numerusform>tensor_parallel_size x pipeline_parallel_size = %1 GPUs, but only %Ln GPU is available.</numerusform>
            <numerusform>tensor_parallel_size x pipeline_parallel_size = %1 GPUs, but only %Ln GPUs are available.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+97"/>
        <source>The headroom share must be between 0 and 100 percent (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--gpu-memory-utilization must be greater than 0 and at most 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-126"/>
        <source>num_key_value_heads (%1) and tensor parallel size (%2) must divide one another: vLLM shards or replicates whole K/V heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>intermediate_size (%1) must be divisible by tensor parallel size (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pipeline parallel size (%1) is larger than the number of hidden layers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--max-model-len must be at least 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>--block-size must be between 1 and %1 tokens (got %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory used by other processes (%1 GiB) must be between 0 and the GPU&apos;s %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--kv-cache-memory must be a positive number of bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory (%1 GiB) must be at most the GPU&apos;s %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An overhead or weights override must be between 0 and the GPU&apos;s memory (got %1 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Request lengths must be at least 1 token (typical %1, p95 %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The max_num_seqs safety margin must be greater than 0 and at most 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--headroom-gib must be between 0 and %1 GiB (got %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/budget/plancheck.cpp" line="+25"/>
        <source>kvbudget computed an impossible %1 (%2); the input is outside what it can model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activation peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graph memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory of other processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>maximum concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>realistic concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV token count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV block count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV bytes per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV bytes per block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV needed for max_model_len</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated max_model_len</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recommended max_num_seqs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Explain</name>
    <message>
        <location filename="../../core/report/explain.cpp" line="+27"/>
        <location line="+65"/>
        <source>measured (override)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-57"/>
        <source>%1 parameters; layers in %2 = %3, embeddings and lm_head at %4 bits = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 parameters × %2 B (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source> on this GPU (of %1: sharded layers ÷ TP %2, %3 of %4 layers, norms replicated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source> + RoPE cache %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+293"/>
        <source>Invalid scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-256"/>
        <source>GPU memory (CUDA-visible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, as torch reports total_memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pipeline stage %1 of %2 (layers %3–%4), TP rank 0 of %5; vLLM takes the fewest blocks over all workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ceil(%1 gpu_memory_utilization × %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Non-torch memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-134"/>
        <source>share of the %1 overhead override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+128"/>
        <source>CUDA/cuBLAS workspaces %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> + NCCL/all-reduce buffers %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-83"/>
        <source>forward pass: %1 tokens × %2 B = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>max(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Activation peak (profiling run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>none: --enforce-eager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; captured after the KV cache, outside the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>CUDA graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>KV cache pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>--kv-cache-memory (profiling skipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 − %2 − %3 − %4 − %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 − %2 − %3 − %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>KV cache per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-17"/>
        <source>%1 latent (kv_lora_rank + rope) × %2 layers × %3 bytes (%4), not split across GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-213"/>
        <source>, vision encoder at %1 bits = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> (%n linear module(s) of the layers kept at %1 bits by the checkpoint&apos;s exclusion list)</source>
        <translation>
            <numerusform> (%n linear module of the layers kept at %1 bits by the checkpoint&apos;s exclusion list)</numerusform>
            <numerusform> (%n linear modules of the layers kept at %1 bits by the checkpoint&apos;s exclusion list)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source> (no vision tower or projector: text only, vLLM %1 and later builds neither)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + MLA&apos;s absorbed projections, built at load %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>logits only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>torch sort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FlashInfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Triton top-k/top-p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>; fused-MoE layer over %1 rows gathered from %2 data-parallel ranks: %3 rows per chunk × %4 B + gathered hidden states and residual %5 = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; sampler (%1): %2 rows × %3 vocab × %4 B + %5 of hidden states = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>; vision encoder: %Ln image(s) × %1 patches × %2 B = %3</source>
        <translation>
            <numerusform>; vision encoder: %Ln image × %1 patches × %2 B = %3</numerusform>
            <numerusform>; vision encoder: %Ln images × %1 patches × %2 B = %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, its outputs kept through the decoder pass: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>first capture 2 × %1 tokens × %2 B + %3 of workspaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source> + %Ln more PIECEWISE capture(s) × %1</source>
        <translation>
            <numerusform> + %Ln more PIECEWISE capture × %1</numerusform>
            <numerusform> + %Ln more PIECEWISE captures × %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 graphs × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source> + %Ln more FULL capture(s) × %1</source>
        <translation>
            <numerusform> + %Ln more FULL capture × %1</numerusform>
            <numerusform> + %Ln more FULL captures × %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln batch size(s) × %1 layers × 1.17 MiB</source>
        <translation>
            <numerusform>%Ln batch size × %1 layers × 1.17 MiB</numerusform>
            <numerusform>%Ln batch sizes × %1 layers × 1.17 MiB</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CUDA/cuBLAS workspaces and host memory allocated while loading and profiling %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 × %2 layers × %3 KV heads × %4 × %5 bytes (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per token (%2 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>KV blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor(%1 ÷ %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks ÷ %2 groups × %3 tokens (as vLLM logs it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 blocks × %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/report/explainkv.cpp" line="+84"/>
        <location line="+6"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Maximum concurrency (worst case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks × %2 tokens ÷ %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>%1 blocks ÷ %2 blocks per %3-token request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests at the typical length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 requests at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended max_num_seqs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor(%1 blocks ÷ %2 blocks per p95 request of %3 tokens × %4 margin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>one %1-token request needs %2 ≤ %3 available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free at start %1 (total − other processes − CUDA context) &lt; ceiling %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights %1 &gt; free at start %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>profiling peak %1 &gt; %2 free beside the weights and non-torch memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory %1 &gt; %2 free beside the weights and non-torch memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache pool %1 ≤ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one %1-token request needs %2 &gt; %3 available; longest that fits: %4 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>none: an encoder-only model has no KV cache (vLLM allocates no pool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Startup check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>free at start %1 ≥ ceiling %2, weights %3 fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>refuses to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/report/explainkv.cpp" line="-66"/>
        <source>%1 sliding-window layers hold at most %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 full-attention layers hold the whole context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 layers hold a constant %3 per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>linear-attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>short-convolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLA keeps one %1-value latent per token and layer on every GPU, padded to %2 values (256-byte entries, vLLM 0.7.2-0.7.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MLA keeps one %1-value latent per token and layer on every GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLA before vLLM 0.7.1 keeps full K and V for each of the GPU&apos;s %1 heads, the head size padded to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hybrid KV-cache manager disabled: every layer holds the whole context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What each layer keeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hybrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>uniform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sliding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cross-attention (%2 encoder tokens per request)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hybrid KV groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>groups of %1 layers: %2; %3 padding layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>Block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>raised until an attention page holds one %1 state (multiple of 16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>forced by the MLA attention backend (FlashMLA 64 on Hopper, CUTLASS-MLA 128 on Blackwell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One KV block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 page per layer × %2 layers per group</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Export</name>
    <message>
        <location filename="../../cli/exportcommand.cpp" line="+43"/>
        <source>--chart takes dashboard, memory, concurrency, utilization or savings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>say where to write the image: -o FILE.png|svg|pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>-o %1 is a folder; give a file name: -o FILE.png|svg|pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--size %1: expected WIDTHxHEIGHT, each from %2 to %3, e.g. 1920x1080</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--scale %1: expected %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--theme takes light or dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-40"/>
        <source>--page %1: expected a4, letter or fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Usage: kvbudget export [plan flags] -o FILE.png|svg|pdf [--size WxH] [--scale N]
                       [--chart dashboard|memory|concurrency|utilization|savings] [--theme light|dark]
                       [--page a4|letter|fit]

Renders the dashboard without a display. --size is the logical size (default 1920x1080): a PNG
has exactly that many pixels times --scale (default 1); SVG takes it as its size. A PDF&apos;s page is
that size with --page fit (default), or landscape A4 or Letter paper with the dashboard scaled onto it.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>this build of kvbudget has no dashboard (built without the GUI)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::FidelityCommands</name>
    <message>
        <location filename="../../cli/fidelitycommands.cpp" line="+66"/>
        <source>Usage: kvbudget validate [FILE] [--format text|json] [--cross-validate] [--fit]

Compares every case of a startup-log file (the shared schema; default: the bundled public vLLM logs) with the engine&apos;s prediction: weights, KV tokens or GiB, maximum concurrency and whether vLLM starts.
  --cross-validate   refit every fitted constant with each case left out, predict that case, and report the leave-one-out median, p90 and max |error|, the verdicts and the band&apos;s coverage beside the in-sample figures
  --fit              print the constants the file&apos;s logs give
  --explain CASE     the plan kvbudget makes for one case, beside what it logged
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Case %1 (%2), as logged:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The log&apos;s activation peak is FlashInfer&apos;s sampler warm-up, not torch&apos;s sort, so the plan above samples with FlashInfer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log&apos;s activation peak is torch&apos;s sort, not FlashInfer&apos;s sampler warm-up, so the plan above samples with torch&apos;s sort.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kvbudget validate: no case %1 in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>kvbudget validate: --format must be text or json
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kvbudget validate: give at most one file
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-82"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>log-case file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+131"/>
        <source>vLLM log</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>read %n line(s)</source>
        <translation>
            <numerusform>read %n line</numerusform>
            <numerusform>read %n lines</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>calibrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Adopted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Usage: kvbudget calibrate --log FILE [plan flags] [--save SCENARIO.json] [--format text|json]

Reads a vLLM startup log (any version&apos;s format), shows the engine&apos;s prediction beside the logged figures, and re-bases the scenario on the measured terms. FILE may be - for standard input.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--log FILE is required (the vLLM startup output; - reads standard input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Calibrating %1 from a vLLM log (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format not pinned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::FitFormat</name>
    <message>
        <location filename="../../cli/fitformat.cpp" line="+95"/>
        <source>Leave-one-out: every fitted constant and the band refitted without the case, then the case predicted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  verdict wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>median |error| %1%, p90 %2%, max %3% (%4) over %5 cases; band contains the log in %6%; verdicts right or undecidable %7 of %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Leave-one-out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-sample:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Fitted on the public logs (medians of what each group&apos;s logs imply):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>non-torch memory, V1, one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V1 0.11+, extra with TP/PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL and all-reduce buffers, V1 0.9.1-0.10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V0, one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V0, extra with TP/PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, ROCm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, unified memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vision encoder factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Band share of the estimated overhead (+ 0.25 GiB), by group:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>%1 (%2 logs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Band share of the counted weights, by weight format:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Fleet</name>
    <message>
        <location filename="../../core/fleet/fleet.cpp" line="+23"/>
        <source>Every GPU of the fleet needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two GPUs have the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU &quot;%1&quot; has no memory size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU &quot;%1&quot;: memory held by other processes must be between 0 and the card&apos;s memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every deployment of the fleet needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Deployment &quot;%1&quot; runs on %Ln GPU(s) (tensor x pipeline parallel size) but lists %2</source>
        <translation>
            <numerusform>Deployment &quot;%1&quot; runs on %Ln GPU (tensor x pipeline parallel size) but lists %2</numerusform>
            <numerusform>Deployment &quot;%1&quot; runs on %Ln GPUs (tensor x pipeline parallel size) but lists %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deployment &quot;%1&quot; runs on GPU &quot;%2&quot;, which the fleet does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployment &quot;%1&quot; lists GPU &quot;%2&quot; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The fleet has no GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two deployments are named &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::FleetCommand</name>
    <message>
        <location filename="../../cli/fleetcommand.cpp" line="+57"/>
        <source>unexpected argument &quot;%1&quot; (one fleet file or built-in name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--fail needs the id of at least one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown flag &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>say which fleet: a fleet file or a built-in fleet (kvbudget list fleets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Usage: kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]

Replays the startup of every deployment of a fleet, card by card in start order, with
each one&apos;s vLLM release rules, and says which start, refuse or crash at start.

  FILE|NAME          a fleet file (&quot;kvbudget_fleet&quot;: 1) or a built-in fleet (kvbudget list fleets)
  --fail GPU_ID ...  mark cards as failed (repeat, or list them: --fail gpu2 gpu3)
  --repack           place what the failed cards held and propose the least damaging
                     changes, ranked by KV tokens lost (exact up to 8 GPUs x 12
                     deployments, heuristic with a gap bound beyond)
  --format F         text (default), json or markdown

Exit codes: 0 every deployment starts (with --repack: in the best proposal), 3 some does
not, 2 invalid input, 4 file error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--format must be text, json or markdown (got &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--fail %1: the fleet has no such GPU (it has %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::FleetExport</name>
    <message>
        <location filename="../../cli/fleetexport.cpp" line="+69"/>
        <source>this build of kvbudget has no GPUs view (built without the GUI)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::FleetFile</name>
    <message>
        <location filename="../../core/fleet/fleetfile.cpp" line="+54"/>
        <source>Custom GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: give a GPU preset (&quot;gpu&quot;) or its memory (&quot;memory_gib&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: give the deployment&apos;s &quot;scenario&quot; (an object or a built-in id) or its &quot;scenario_file&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: field &quot;gpus&quot; must be a list of cards such as [{&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the fleet has no GPUs: field &quot;gpus&quot; is empty; list at least one card, e.g. {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the fleet has no GPUs: field &quot;gpus&quot; is missing; list at least one card, e.g. {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not a kvbudget fleet file (it needs &quot;kvbudget_fleet&quot;: 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 gpus[%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: field &quot;deployments&quot; must be a list, each entry {&quot;name&quot;: …, &quot;gpus&quot;: […], &quot;scenario&quot;: {…}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 deployments[%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fleet file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Unknown fleet &quot;%1&quot;: not a built-in fleet (see `kvbudget list fleets`) and no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New fleet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::FleetPresets</name>
    <message>
        <location line="-273"/>
        <source>GPU tetris: four 24 GB cards, two of which fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Qwen2.5-VL model, a chat model, Whisper and an embedding model, one per RTX 4090, the vision model started last. Fail gpu0 and gpu1 and re-pack: the vision model asks for most of a card, so on a shared card it must start first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two tenants on one 24 GB card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chat model and Whisper share an RTX 4090, each at half the card: whatever else runs, 0.5 means 11.8 GiB, and the second to start finds less than that free.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::FleetReplay</name>
    <message>
        <location filename="../../core/fleet/replay.cpp" line="+65"/>
        <source>not placed: it names no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not placed: GPU %1 has failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deployment &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::FleetStart</name>
    <message numerus="yes">
        <location filename="../../core/fleet/instancestart.cpp" line="+36"/>
        <source>the encoder on %Ln dummy input(s)</source>
        <translation>
            <numerusform>the encoder on %Ln dummy input</numerusform>
            <numerusform>the encoder on %Ln dummy inputs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the forward pass and the sampler warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA out of memory in vLLM&apos;s profiling run: weights %1 + non-torch %2 + the activation peak of %3 (%4) need %5, but only %6 are free when it starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>refuses: %1 free when it starts, but gpu_memory_utilization %2 asks for %3 of the card&apos;s %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>crashes at start: CUDA out of memory while loading %1 of weights into %2 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>crashes at start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>starts (no KV cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starts: %1 KV tokens, maximum concurrency %2x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>crashes at start: the KV pool its utilization grants does not fit in what is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>crashes at start: CUDA out of memory allocating the %1 --kv-cache-memory asks for beside %2 of weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>refuses: no memory left for KV cache blocks (pool %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>refuses: one %1-token request needs %2, the pool holds %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>refuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crashes at start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not placed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::FleetText</name>
    <message>
        <location filename="../../core/report/fleettext.cpp" line="+20"/>
        <location line="+5"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>  %1. %2 (vLLM %3%4): free at start %5, ceiling %6, spike %7, holds %8 — %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, counts others&apos; memory against its budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1  %2, %3%4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  FAILED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  other processes hold %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  once all have started: %1 held of %2, highest point %3; ceilings add up to %4%5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (overcommitted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  %1 [%2, start %3]: %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>      vLLM: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>      starts only if started before %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every deployment starts.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 deployments do not start.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
No re-pack proposal: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Re-pack proposals, least capacity lost first:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %1. %2: %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be placed (was on %2): loses its %3 KV tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 → %2 KV tokens, maximum concurrency %3x → %4x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>every deployment starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deployment(s) do not start</source>
        <translation>
            <numerusform>%Ln deployment does not start</numerusform>
            <numerusform>%Ln deployments do not start</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact search, proven optimal (%1 nodes, %2 cut off by the bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact search, not proven optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>heuristic search, at most %1 KV tokens from the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 KV tokens lost; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fleet: %1 — %2 GPUs, %3 deployments

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The startup, card by card, in start order:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
Deployments:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>## Fleet: %1

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>| GPU | # | Deployment | Free at start | Ceiling | Spike | Holds | Verdict |
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>| %1 | | *failed* | | | | | |
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>
| Deployment | GPUs | Verdict | Why |
|---|---|---|---|
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
### Re-pack proposals

</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::GpuPrices</name>
    <message>
        <location filename="../../core/io/gpuprices.cpp" line="+27"/>
        <source>%1: each price must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a price needs &quot;gpu&quot;, a positive &quot;usd_per_gpu_hour&quot; and its &quot;source&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;date&quot; must be the date of the figure as YYYY-MM-DD (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 is not a JSON object: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no &quot;prices&quot; array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, price %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 lists GPU &quot;%2&quot; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>price list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::HfArchitecture</name>
    <message>
        <location filename="../../core/io/hfarchitecture.cpp" line="+35"/>
        <source>field &quot;%1&quot; must be a non-negative integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &quot;%1&quot; is %2; the allowed range is 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hfmoe.cpp" line="+31"/>
        <source>%1 lists %2 layers but num_hidden_layers is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-layer %1 values that differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the shared MLP (intermediate_size x num_shared_expert) is %1 wide; the allowed range is up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the layout&apos;s router_fp32_from &quot;%1&quot; is not a vLLM version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dense layers listed in mlp_only_layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hfarchitecture.cpp" line="+45"/>
        <source>DeepSeek sparse attention (the V3.2 indexer cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../core/io/hfstatespace.cpp" line="+186"/>
        <source>layer_types lists %1 layers but num_hidden_layers is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>layer type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+143"/>
        <source>block_configs lists %1 layers but num_hidden_layers is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-123"/>
        <source>block_configs: an attention block needs n_heads_in_group dividing num_attention_heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>attention layers with different KV head counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>block_configs: an FFN block needs a positive ffn_mult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>replace_with_linear blocks, which vLLM&apos;s DeciLM model does not build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cross_attention_layers names a layer outside 0..%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+3"/>
        <source>moe_layers other than every interleave_moe_layer_step-th layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Llama 4&apos;s chunked-attention layers are counted with a full KV cache, as vLLM keeps them unless VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE=1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cross-layer attention (use_cla) sharing K and V between layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the config describes %1 layers&apos; types but num_hidden_layers is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hfstatespace.cpp" line="-149"/>
        <source>field &quot;expand&quot; is %1; the allowed range is above 0 and at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>hybrid_override_pattern must have one character per layer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nemotron-H mixture-of-experts layers (&quot;E&quot; in hybrid_override_pattern)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hybrid_override_pattern has an unknown layer type &apos;%1&apos; (M, *, - or E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>layer_types may only name &quot;%1&quot; or &quot;%2&quot; layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>layer_types must name each of the %1 layers &quot;mamba&quot; or &quot;attention&quot; (vLLM&apos;s granitemoehybrid.py reads it per layer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>mamba_n_heads x mamba_d_head must equal mamba_expand x hidden_size (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>full_attn_idxs must list layer numbers from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>field &quot;block_ffn_dim_multiplier&quot; is %1; the allowed range is above 0 and at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+92"/>
        <source>state-space layers of model type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hfvision.cpp" line="+104"/>
        <source>vision_feature_layer %1 is outside the %2-layer vision tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+117"/>
        <location line="+8"/>
        <location line="+25"/>
        <source>image_grid_pinpoints needs [height, width] pairs of pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+103"/>
        <source>vision_config&apos;s patch_size must be a positive number of pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the vision encoder of model type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hfarchitecture.cpp" line="+12"/>
        <source>sliding-window layers need a positive sliding_window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hfinternvl.cpp" line="+57"/>
        <source>InternVL&apos;s downsample_ratio must be a number in (0, 1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Mono-InternVL&apos;s visual experts (InternLM2VEForCausalLM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>select_layer %1 is outside the %2-layer vision tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-60"/>
        <source>InternVL&apos;s downsample_ratio %1 leaves no LLM token in a %2-pixel tile of %3-pixel patches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>InternVL&apos;s mlp1 would be %1 wide (the vision hidden_size x (1 / downsample_ratio)^2); the allowed range is up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>InternVL&apos;s %1 tiles of %2 LLM tokens make an image of more tokens than kvbudget counts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::HfConfig</name>
    <message>
        <location filename="../../core/io/hfquant.cpp" line="+45"/>
        <source>quantization_config &quot;%1&quot; must be an integer from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+155"/>
        <source>bitsandbytes 8-bit weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-95"/>
        <source>compressed-tensors without config_groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>compressed-tensors %1-bit %2 weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>ModelOpt quant_algo &quot;%1&quot; weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>quantization method &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hfconfig.cpp" line="+167"/>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-91"/>
        <source>%1: field &quot;tie_word_embeddings&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not say whether embeddings are tied; assuming a separate lm_head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: field &quot;%2&quot; must be a string such as &quot;bfloat16&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no torch_dtype; assuming bfloat16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: unknown torch_dtype &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+82"/>
        <location line="+14"/>
        <location line="+13"/>
        <location filename="../../core/io/hffields.cpp" line="+31"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-122"/>
        <source>%1: field &quot;quantization_config&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: field &quot;architectures&quot; must be a list of class names such as [&quot;LlamaForCausalLM&quot;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: field &quot;architectures&quot; is empty and there is no &quot;model_type&quot;; one of them must name the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hffamilynotes.cpp" line="+39"/>
        <source>%1 leaves out %2; transformers&apos; %3 defaults apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no model_type, so kvbudget cannot tell which family&apos;s defaults and layer layout apply; it is counted as a Llama-style decoder (gated MLP, RMSNorm, no biases), so its parameter count may be off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: model_type &quot;%2&quot; is not a family kvbudget has read transformers&apos; defaults and vLLM&apos;s layer layout for; it is counted as a Llama-style decoder (gated MLP, RMSNorm, no biases), so its parameter count may be off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: hidden_act &quot;%2&quot; is an activation vLLM applies without a gate, so the MLP is counted with up and down projections only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the mixture-of-experts layers and the vision encoder of LFM2&apos;s MoE and VL models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gemma 3n&apos;s per-layer embeddings, AltUp, LAuReL, the KV cache its last layers share with earlier ones, and its audio and vision encoders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phi-4-multimodal&apos;s vision and audio encoders and their LoRA adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hfconfig.cpp" line="+41"/>
        <source>%1: model_type &quot;%2&quot; is recognised, but kvbudget does not model %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1: required field &quot;intermediate_size&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+84"/>
        <source>%1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-79"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>model.safetensors.index.json has no metadata.total_size; weights are computed from shapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model.safetensors has an unreadable header; weights are computed from shapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>hf_quant_config.json is unreadable; the checkpoint is taken as unquantized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>quantization from hf_quant_config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No such file or folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The folder %1 has no config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/io/hfexclusions.cpp" line="+150"/>
        <source>the quantization config excludes only some parts of %n fused module(s); vLLM refuses such a checkpoint (all shards of a fused layer must share a precision)</source>
        <translation>
            <numerusform>the quantization config excludes only some parts of %n fused module; vLLM refuses such a checkpoint (all shards of a fused layer must share a precision)</numerusform>
            <numerusform>the quantization config excludes only some parts of %n fused modules; vLLM refuses such a checkpoint (all shards of a fused layer must share a precision)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/io/hffields.cpp" line="+11"/>
        <source>field &quot;%1&quot; must be an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-21"/>
        <source>field &quot;%1&quot; is %2; the allowed range is 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>required field &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &quot;%1&quot; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/hflayout.cpp" line="+167"/>
        <source>max_position_embeddings is 0; the allowed range is 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>rope_scaling of type yarn needs original_max_position_embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rope_scaling factor %1 is not a usable scale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::HfEncoders</name>
    <message>
        <location filename="../../core/io/hfencoders.cpp" line="+36"/>
        <source>%1: field &quot;%2&quot; must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 has no torch_dtype; assuming float32, transformers&apos; default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: unknown torch_dtype &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>position_embedding_type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: d_model (%2) must be a multiple of decoder_attention_heads (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an untied proj_out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::LaunchCommand</name>
    <message>
        <location filename="../../core/vllm/launchcommand.cpp" line="+172"/>
        <source># kvbudget settings vLLM has no flag for: kvbudget plan %1 -- &lt;the command above&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Lesson</name>
    <message>
        <location filename="../../core/lesson/lessonfigures.cpp" line="+166"/>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonfile.cpp" line="+31"/>
        <source>%1, &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, step %2, &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the &quot;%1&quot; text must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a string or an object of languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the English (&quot;en&quot;) text is missing or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{%1} is not a figure a caption can cite (see README &quot;Lessons&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the &quot;%1&quot; caption cites {%2}, the English one {%3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonload.cpp" line="+28"/>
        <source>expected an object such as {&quot;arrival&quot;: &quot;poisson:10&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown field %1 (expected one of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>arrival: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>arrival: a Poisson rate from %1 to %2 requests a second, at most one decimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>arrival: at most %1 users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>num_requests: expected a whole number from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seed: expected a whole number from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonfile.cpp" line="+16"/>
        <source>%1: &quot;%2&quot; is neither a value nor one {figure} of the previous step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected an object such as {&quot;--max-model-len&quot;: &quot;8192&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected a string or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a list of card ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a whole number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>each step must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown field (expected one of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first step must name the lesson&apos;s starting point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a lesson is about one scenario or one fleet, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only a lesson about one scenario simulates load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a &quot;load&quot; step highlights load.kv, load.preemptions or load.waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; needs a &quot;load&quot; in the same step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every step needs a caption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Where every GiB goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A budget by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU tetris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected 1 (the lesson format&apos;s version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a lesson needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected plan, hand or fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a non-empty list of steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No lesson named %1 (and no such file); `kvbudget list lessons` lists the built-in ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lesson file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a lesson file holds one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonplay.cpp" line="+39"/>
        <source>%1, step %2, &quot;%3&quot;: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown flag %1 (see `kvbudget plan --help`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: {%2} has no value in the previous step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the fleet has no deployment named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>say whose flags these are: &quot;deployment&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the fleet has no card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no re-pack proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <source>vLLM would not start this scenario, so there is no load to simulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+136"/>
        <source>{%1} has no value in this step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::LessonCommand</name>
    <message>
        <location filename="../../cli/lessoncommand.cpp" line="+30"/>
        <source>Usage: kvbudget lesson NAME|FILE.json [--lang en|vi|zh_CN|ru] [--format text|json] [-o deck.pdf]

Plays a guided lesson step by step: each step&apos;s caption with the figures it cites, computed by the engine.
-o writes the lesson as a slide deck (PDF, one page per step). `kvbudget list lessons` lists the built-in lessons;
README &quot;Lessons&quot; describes the file format for your own.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2): %3 steps
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--lang %1: expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>name one lesson (`kvbudget list lessons`) or a lesson file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--format must be text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this build of kvbudget has no slide decks (built without the GUI)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Messages</name>
    <message>
        <location filename="../../core/vllm/messages.cpp" line="+255"/>
        <source>Starts or refuses, depending on terms the evidence cannot pin down (the central estimate: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Starts: no KV cache (an encoder-only model), %1 GiB of weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starts: %1 KV tokens, maximum concurrency %2x at %3 tokens per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invalid scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: not enough free GPU memory for the requested utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: the weights do not fit on the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crashes at startup: the profiling run&apos;s peak does not fit (CUDA out of memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crashes at startup: the --kv-cache-memory pool does not fit beside the weights (CUDA out of memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refuses to start: no memory left for KV cache blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: one max_model_len request does not fit (estimated maximum %1 tokens)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ModelKinds</name>
    <message>
        <location filename="../../core/budget/modelkinds.cpp" line="+97"/>
        <source>%1 has state-space layers (Mamba, linear attention or short convolutions): kvbudget models them on vLLM&apos;s V1 engine, their default from 0.10.2 (0.10.0 and 0.10.1 with VLLM_USE_V1=1); vLLM %2 keeps their state in V0&apos;s separate cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: --limit-mm-per-prompt closes images but not video, so vLLM still profiles a video item, which kvbudget does not model; for text only add &quot;video&quot;: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: kvbudget does not model Qwen3-VL&apos;s profiling run (one video item of the maximum feature size, with its deepstack features); it plans the model text only, with --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: kvbudget does not model the video item vLLM %2 profiles for this model (its frames through the vision tower); it plans the model text only, with --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;, or on vLLM before %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cross-attends to images: vLLM ran it on its V0 engine only (up to 0.10.2), whose profiling run encodes an image for each of max_num_seqs dummy sequences at once (tens of GiB at the default max_num_seqs); kvbudget does not model that run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is an %2 model: kvbudget models it on vLLM&apos;s V1 engine from %3, where vLLM %4 (%5) does not run it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>encoder-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>encoder-decoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1: kvbudget models %2 models without pipeline parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is an encoder-only model: vLLM serves it with --runner pooling only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 transcribes: vLLM serves it with --runner generate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ModelSpec</name>
    <message>
        <location filename="../../core/model/modelspec.cpp" line="+128"/>
        <source>num_hidden_layers must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hidden_size must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-97"/>
        <source>num_attention_heads must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>num_key_value_heads must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>num_attention_heads must be a multiple of num_key_value_heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head_dim must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+95"/>
        <source>intermediate_size must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vocab_size must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_position_embeddings must be a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>block_configs lists %1 layers but num_hidden_layers is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>layer_types lists %1 layers but num_hidden_layers is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a mixture of experts needs num_experts_per_tok between 1 and the expert count and a positive expert width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>multi-head latent attention needs qk_rope_head_dim, qk_nope_head_dim and v_head_dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sliding_window must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/model/modelbounds.cpp" line="+33"/>
        <source>%1 is %2; the allowed range is %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>partial_rotary_factor is %1; the allowed range is above %2 and at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the shapes give %1 MiB of KV cache per token; kvbudget accepts at most %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the state-space shapes give %1 GiB of state per request; kvbudget accepts at most %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the vision encoder&apos;s %1 parameters are out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the shapes give %1 parameters; the allowed range is 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::PlanFlags</name>
    <message>
        <location filename="../../core/vllm/flagtable.cpp" line="+29"/>
        <location filename="../../core/vllm/flagvalues.cpp" line="+42"/>
        <location line="+122"/>
        <source>%1 %2: expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Unknown model &quot;%1&quot;: not a preset id or Hugging Face repo (see kvbudget list models), and no such config.json or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unknown GPU &quot;%1&quot; (see kvbudget list gpus, or give --gpu-memory-gib)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>GPU with %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a vLLM version such as 0.21 or 0.10.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM %1 is newer than the newest release kvbudget models (%2); the plan uses %2&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--max-model-len auto: vLLM fits the context to the memory; the plan uses the model&apos;s maximum and reports the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a token count such as 32768 or 32K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_pixels a whole number from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>start from a built-in scenario (kvbudget list scenarios) or a scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a preset id or Hugging Face repo, or a config.json / model folder to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a GPU preset (kvbudget list gpus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the CUDA-visible memory per GPU in GiB, e.g. 79.2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CUDA-visible memory per GPU in GiB (for cards not in the presets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a GPU count of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs available (default: tensor x pipeline parallel size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM version whose accounting to follow (default: newest modelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>force the engine where a version had both (VLLM_USE_V1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a fraction such as 0.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of the whole GPU vLLM may use, 0 &lt; F &lt;= 1 (default 0.92 from vLLM 0.21, 0.90 before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>context per request; 32k = 32,000 and 32K = 32,768 as in vLLM; auto: the model&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV storage: auto, bfloat16, float16, fp8, fp8_e4m3 or fp8_e5m2 (every fp8 is one byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights: auto, bfloat16, float16 or float32 (auto downcasts float32 checkpoints)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>auto, generate or pooling: pooling runs embedding models and rerankers (no sampler, no lm_head)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>what-if for an unquantized checkpoint: none, fp8, int8, awq or gptq (a checkpoint&apos;s own quantization_config wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+9"/>
        <location line="+8"/>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-20"/>
        <source>shards heads and MLP; KV heads are replicated when TP exceeds them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>splits the layers; the stage with the fewest blocks decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a replica count of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replicas; each GPU&apos;s plan is the same unless experts are spread over them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sequences one step may schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+66"/>
        <location line="+4"/>
        <source>a token count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-69"/>
        <source>tokens one step may schedule (the profiling batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tokens per KV block (default 16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no CUDA graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the sampler kernel (VLLM_USE_FLASHINFER_SAMPLER, or whether the install has FlashInfer); auto: the release&apos;s default, with the other kernel in the band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the kernel MXFP4 experts (gpt-oss) load into where the install decides (Hopper, vLLM 0.11.x): triton with triton_kernels (the Docker image), marlin without; auto: Triton, with Marlin&apos;s larger layout in the band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a positive byte count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM&apos;s fixed KV size: skips profiling and ignores the utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sliding-window layers keep the whole context, as without vLLM&apos;s hybrid manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>whole experts per GPU, spread over TP x DP GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>V0 only: profile max_num_batched_tokens rather than the whole context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>V0 only: never chunk prefills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>images per prompt a vision model&apos;s profiling run feeds its encoder (0: text only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the largest image the processor accepts (max_pixels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a positive pixel count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the largest image, as --mm-processor-kwargs max_pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+3"/>
        <source>a size in GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-17"/>
        <source>memory other processes hold on each GPU when vLLM starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fix non-torch + activation peak + CUDA graphs at X GiB (split in the estimate&apos;s proportions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>override the non-torch memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>override the activation peak of the profiling run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>override the CUDA-graph memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>override the weights (a logged &quot;Model loading took X GiB&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>typical tokens per request (prompt + output): the realistic concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>95th-percentile tokens per request: sizes the recommended max_num_seqs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a fraction such as 0.85</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of the p95 fit to recommend as max_num_seqs (default 0.85)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>simple: card - weights - headroom, the whiteboard budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a non-negative size in GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom for --accounting simple, in GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a percentage of the card from 0 to 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom for --accounting simple, as a share of the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/vllm/flagvalues.cpp" line="-55"/>
        <source>above %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>above %1 and below %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>above %1 and at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to below %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM settings (as vllm serve spells them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory outside the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accounting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 %2: the allowed range is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/vllm/flagstate.cpp" line="+108"/>
        <source>scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>images per prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>other processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overhead override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>non-torch override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activation override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA-graph override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>typical request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p95 request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>safety margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>accounting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>headroom share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::PlanFormat</name>
    <message>
        <location filename="../../core/report/plantext.cpp" line="+24"/>
        <source>%1 on %2%3 — vLLM %4 accounting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Calibrated from a vLLM log: %1–%2 tokens, %3x–%4x (the log&apos;s rounding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncertainty %1 of KV (%2 overhead estimate): %3–%4 tokens, %5x–%6x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Invalid scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>vLLM would log:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>**Invalid scenario:** %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>| Step | Formula | Value |
|---|---|---:|
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Hand budget (weights + KV + headroom): %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No vLLM ceiling, blocks or profiling: the whiteboard arithmetic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hand budget: %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Presets</name>
    <message>
        <location filename="../../core/io/presets.cpp" line="+28"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 must hold an object with a &quot;%2&quot; array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: &quot;%2&quot; must be a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>models.json: a model entry has no &quot;id&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>model preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>GPU preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>gpus.json: a GPU entry has no &quot;id&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU preset %1 has no cuda_total_bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>scenarios.json: a scenario entry has no &quot;id&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/presetstrings.cpp" line="+13"/>
        <source>Llama 3.1 8B on an H100 at vLLM&apos;s defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dashboard&apos;s starting point: vLLM&apos;s own defaults (util 0.92 from v0.21, the model&apos;s full 131,072-token context, max_num_seqs 1,024) and the engine&apos;s estimated overhead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed 1: Llama 3.1 8B on an H100, the worked example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>79.2 GiB x 0.92 = 72.8 GiB ceiling; ~15 GiB of weights; ~3 GiB of overhead; ~54.8 GiB KV pool; 128 KiB per token; ~449k tokens; 3.43x at 131,072 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed 1b: the same deployment with an 8K context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only max_model_len changes: the pool is the same, so the worst-case concurrency rises to ~54.8x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed 1c: FP8 KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--kv-cache-dtype fp8 halves the bytes per token (64 KiB) and doubles the tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed 2: a hand budget on a 24 GB card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whiteboard version: a 24 GiB card, &quot;8B x 2 bytes = 16 GB&quot; of fp16 weights and 2 GiB of headroom leave 6 GiB for KV: 49,152 tokens of 128 KiB, 12 requests at 4K, 6 at 8K. Drop the weights override to use the exact parameter count instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>24 GiB card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed 3: util 0.5 on a 24 GiB card with only 10 GiB free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpu_memory_utilization is a share of the whole card, not of what is free: 0.5 asks for 12 GiB, and with 14 GiB held by another process vLLM refuses to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Llama 3.1 70B on two H100s (TP 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallelism halves the sharded weights and the KV heads per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Repack</name>
    <message>
        <location filename="../../core/fleet/repack.cpp" line="+279"/>
        <source>start order and placement only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower gpu_memory_utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an fp8 KV cache (check quality on your evaluations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a shorter max_model_len</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>GPU &quot;%1&quot; holds %2 deployments; kvbudget re-packs fleets with at most %3 on one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Re-packing this fleet would weigh %1 placements (each deployment to place, on every set of healthy GPUs it could run on); kvbudget weighs at most %2. Fail fewer GPUs at a time, or re-pack a smaller fleet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Report</name>
    <message>
        <location filename="../../core/report/reportdocument.cpp" line="+29"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests at once by context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV tokens by gpu_memory_utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each setting saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 — %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Worked math</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+92"/>
        <source>What vLLM will log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At startup vLLM should print these lines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM refuses to start with this error:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Launch command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+2"/>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every setting is vLLM&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+21"/>
        <source>Settings that differ from vLLM&apos;s defaults:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Does vLLM %1 start %2 with max_model_len %3 and gpu_memory_utilization %4, and how many requests of that length does it hold at once?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Capacity report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Verdict: %2. %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Capacity comparison: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which of these %1 options should serve %2, measured against %3 as the baseline? %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2. %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/report/reportfleet.cpp" line="-90"/>
        <location line="+20"/>
        <location line="+52"/>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+112"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-112"/>
        <location line="+21"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-20"/>
        <source>KV tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+18"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free at start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do the %1 deployments of %2 start on its %3 GPUs (%4 failed), and what does each hold?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Verdict: every deployment starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict: %1 of %2 start; %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Launch commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/report/reportparts.cpp" line="+153"/>
        <source>Setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../core/report/reportparts.cpp" line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: vLLM %2, accounted as the %3 era; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fleet report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs: what each deployment holds once serving, its startup spike and ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup, card by card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instances start in order; each sees what the card&apos;s other processes and the instances before it hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/report/reportparts.cpp" line="-126"/>
        <location line="+15"/>
        <source>calibrated from the user&apos;s vLLM log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>part of the whole overhead, fixed by --overhead-gib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>overridden (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>estimated from the fitted terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overridden (--weights-gib)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counted from the model&apos;s shapes and weight format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Non-torch memory %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA graphs %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>estimated from the release&apos;s capture sizes and measured graph sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache %1: fixed by --kv-cache-memory (vLLM skips profiling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 on %2 × %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>vLLM %1, accounted as the %2 era (%3 engine): the ceiling, what is charged to it and the log lines follow that release&apos;s source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the uncertainty means: vLLM&apos;s KV pool on this setup is expected within the range above; a figure near its edge is a reason to measure (kvbudget calibrate) before committing hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/report/reportwriters.cpp" line="+144"/>
        <source>*Written by kvbudget %1.*
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Written by kvbudget %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: a report is .pdf, .html or .md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this build of kvbudget cannot draw charts (built without the GUI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot lay out the PDF for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot draw %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ReportCommand</name>
    <message>
        <location filename="../../cli/reportcommand.cpp" line="+51"/>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--compare and --fleet make different reports: give one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a report shows vLLM&apos;s accounting: drop --accounting simple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Usage: kvbudget report [plan flags] -o FILE.pdf|html|md [--page a4|letter]
       kvbudget report --compare A B [C D] [plan flags] [--vary &quot;FLAGS&quot; ...] -o FILE
       kvbudget report --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE

A document a reviewer reads without kvbudget: the question and the verdict, the charts, the comparison
table, the worked math, vLLM&apos;s expected log lines, the launch command and the assumptions. PDF on A4
or Letter (default: the paper of your locale), HTML with inline SVG charts and no external files,
Markdown with PNG charts written beside it (FILE-chart-*.png).
Exit codes: 0 everything starts, 3 something refuses, 2 invalid input, 4 file error.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>say where to write the report: -o FILE.pdf|html|md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a report is .pdf, .html or .md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--page %1: expected a4 or letter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ScenarioFile</name>
    <message>
        <location filename="../../core/io/jsonsection.cpp" line="+49"/>
        <source>%1: unknown key &quot;%2&quot; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: &quot;%2&quot; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; must be between %3 and %4 (got %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;%2&quot; must be greater than 0 and at most %3 (got %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;%2&quot; must be a whole number (got %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;%2&quot; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: &quot;%2&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: &quot;%2&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: &quot;%2&quot; must be an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/scenariofile.cpp" line="+52"/>
        <source>%1: unknown model &quot;%2&quot; (not a preset id, Hugging Face repo of a preset, or an existing config.json path; see `kvbudget list models`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: an inline &quot;model&quot; needs a &quot;config&quot; object (config.json fields)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &quot;model&quot; must be a preset id, a path or an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1: mxfp4_backend must be &quot;auto&quot;, &quot;marlin&quot; or &quot;triton&quot; (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1: unknown GPU &quot;%2&quot; (see `kvbudget list gpus`, or give {&quot;name&quot;, &quot;memory_gib&quot;})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Custom GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a custom &quot;gpu&quot; needs &quot;memory_gib&quot; (the CUDA-visible total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;gpu&quot; must be a preset id or an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;kvbudget_scenario&quot; is %2, but this kvbudget reads scenario format 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (this kvbudget reads scenario format 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no &quot;kvbudget_scenario&quot;: 1 marker; reading it as format 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;model&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;gpu&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;vllm_version&quot; must look like 0.21 or 0.10.1 (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-225"/>
        <source>%1: unknown kv_cache_dtype &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: unknown dtype &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: runner must be &quot;auto&quot;, &quot;generate&quot; or &quot;pooling&quot; (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: unknown quantization &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: vllm_engine must be &quot;v0&quot; or &quot;v1&quot; (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 overrides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 accounting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: accounting mode must be &quot;vllm&quot; or &quot;simple&quot; (got &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+120"/>
        <source>%1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown scenario &quot;%1&quot;: not a built-in scenario (see `kvbudget list scenarios`) and no such file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Scheduler</name>
    <message>
        <location filename="../../core/load/schedulerrun.h" line="+351"/>
        <source>step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>request %1 holds %2 blocks for %3 computed tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>waiting request %1 still holds blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>block count %1 does not match the requests&apos; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks allocated from a pool of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 running with max_num_seqs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens scheduled with max_num_batched_tokens %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>request %1 computed %2 tokens; expected prompt + output - 1 + %3 recomputed - %4 cached</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Simulate</name>
    <message>
        <location filename="../../cli/simulatecommand.cpp" line="+29"/>
        <source>--%1 %2: expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--%1 needs --%2 (the median) as well</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a token count from 1 to 100,000,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--%1 %2 is below the median --%3 %4: the 95th percentile cannot be shorter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>--trace gives the request lengths; leave out --prompt-tokens and --output-tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the trace has arrival_s: --arrival is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--num-requests %1: the trace %2 has only %3 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>a token count from 0 to 100,000,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a number of points from 0 (every step) to 10,000,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-61"/>
        <source>a request count from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the trace %1 has %2 requests; simulate at most %3 (use --num-requests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a whole number from 0 to 9007199254740991</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>milliseconds per step, above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>milliseconds per token, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a fraction such as 0.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Usage: kvbudget simulate [plan flags] [workload flags] [--format text|json|csv] [-- vllm serve ...]

Simulates vLLM V1&apos;s scheduler on the plan&apos;s KV pool (block by block: FCFS queue, max_num_seqs,
max_num_batched_tokens with chunked prefill, recompute preemption) and searches for the largest
max_num_seqs with no preemptions and peak KV usage below the target.

Workload:
  --num-requests N              requests to simulate (default 1,000; with --trace, all of its rows)
  --prompt-tokens N             prompt length; fixed, or the median with --prompt-tokens-p95
  --prompt-tokens-p95 N         95th percentile: prompt lengths become log-normal
  --output-tokens N             output length; fixed, or the median with --output-tokens-p95
  --output-tokens-p95 N         95th percentile: output lengths become log-normal
                                (default: the scenario&apos;s request tokens split 5:1, log-normal)
  --arrival burst|poisson:RATE|users:N
                                all at once (default), a Poisson process of RATE requests per second,
                                or a closed loop of N users each sending the next when one completes
  --trace FILE.csv              prompt_tokens,output_tokens[,arrival_s] per line (header optional)
  --seed N                      seed of the generated lengths and arrivals (default 1)
  --prefix-tokens N             a prefix every prompt shares; cached once with prefix caching
  --no-prefix-caching           compute the shared prefix for every request
Model of time and the search:
  --step-ms F  --ms-per-token F  step time = F + F&apos; x tokens in the step (default 15 + 0.03 ms)
  --target-kv-usage F           peak KV usage the recommendation stays below (default 0.9)
  --no-recommend                skip the search
  --series-points N             time-series points kept (default 2,000; 0 = every step)
Output:
  --format text|json|csv        a summary, the stable JSON summary, or the time series

Plan flags (as kvbudget plan):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>kvbudget simulate: --format needs a value: text, json or csv
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>kvbudget simulate: --format %1: expected text, json or csv
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>simulate uses vLLM&apos;s accounting; --accounting simple is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>kvbudget simulate: vLLM would not start, so there is nothing to simulate.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::SimulateFormat</name>
    <message>
        <location filename="../../cli/simulateformat.cpp" line="+51"/>
        <source>Preemption spiral: the pool ran out, %1 preemptions threw away %2 computed tokens that were computed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No preemptions, but KV usage peaked at %1, above the %2 target: no headroom for longer requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Holds: no preemptions, KV usage peaked at %1 (target below %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+123"/>
        <source>%1 — vLLM %2 (V0) pool, run through V1&apos;s scheduler (chunked prefill, recompute preemption); V0 prefilled each prompt whole, so its step counts and first-token times differ
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — vLLM %2 scheduler (V1: chunked prefill, recompute preemption)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  pool: %1 blocks × %2 tokens; %3 usable (one is V1&apos;s null block) = %4 tokens
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  pool: %1 blocks × %2 tokens, all usable (V0 keeps no null block) = %3 tokens
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  max_num_seqs %1, max_num_batched_tokens %2, max_model_len %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  workload: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  shared prefix: %1 tokens, prefix caching %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At max_num_seqs %1:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak KV usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 of %3 blocks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 requests; %3 tokens recomputed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max running / waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1 rejected: longer than max_model_len or the pool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steps to drain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>p50 %1, p95 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>end-to-end latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>prefix cache hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  KV usage  %1  (▁ 0% … █ 100%, about %2 steps a column)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  stopped after %1 steps (the step limit)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recommended max_num_seqs:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>none: even one request at a time takes the pool past %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln simulation(s)</source>
        <translation>
            <numerusform>%Ln simulation</numerusform>
            <numerusform>%Ln simulations</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1  every value up to %1 keeps 0 preemptions and KV usage below %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1  the largest with 0 preemptions and peak KV usage below %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at %1: peak %2, 0 preemptions, max waiting %3, %4 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rule of thumb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  floor(%2 blocks ÷ cdiv(%3 p95 tokens, %4) × %5 margin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>note: %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::StartupLogs</name>
    <message>
        <location filename="../../core/vllm/startuplogs.cpp" line="+55"/>
        <source>field &quot;%1&quot; is %2; the allowed range is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>above %1 and at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>whole numbers from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON array of cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: case %2 has no &quot;id&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 holds no cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+127"/>
        <source>the log&apos;s figures do not add up: %1 × %2 − %3 − %4 − %5 = %6 GiB, but it reports %7 GiB of KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: model %2 is not a preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: GPU &quot;%2&quot; is not a preset and the log gives no total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Trace</name>
    <message>
        <location filename="../../core/load/tracefile.cpp" line="+90"/>
        <source>%1 is %2; a trace may be at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-125"/>
        <source>the column %1 appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the header must name the columns prompt_tokens and output_tokens (optionally arrival_s); got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected 2 or 3 comma-separated values (prompt_tokens,output_tokens[,arrival_s]), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing %1: expected %2 comma-separated values, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected %1 comma-separated values, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+91"/>
        <source>more than %1 requests; a trace may hold at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-80"/>
        <source>%1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be at most %2 (got %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be a positive integer (got %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>arrival_s is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrival_s must be a number of seconds, 0 or more (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrival_s must be at most %1 seconds, a year (got %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1: the trace is empty (expected lines of prompt_tokens,output_tokens[,arrival_s])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the trace has a header but no requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>trace file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 is %2; a trace may be at most %3 (sample it, or split it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Units</name>
    <message>
        <location filename="../../core/base/units_format.cpp" line="+39"/>
        <location line="+12"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::UnloggedInputs</name>
    <message>
        <location filename="../../core/vllm/unloggedinputs.cpp" line="+36"/>
        <source>&quot;inputs_not_logged&quot; names %1; only a max_model_len the case leaves null can be open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Validation</name>
    <message>
        <location filename="../../core/vllm/validation.cpp" line="+131"/>
        <source>the log has no weights, KV or verdict to compare</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::VllmCommand</name>
    <message>
        <location filename="../../core/vllm/vllmcommand.cpp" line="+100"/>
        <source>The command line has an unterminated %1 quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Unknown model &quot;%1&quot;: it is not a preset (see `kvbudget list models`) and not a local config.json or model folder. Pass --model path/to/config.json to import it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>vllm serve %1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>data parallelism (%1 replicas) repeats the same per-GPU plan on each replica, unless --enable-expert-parallel spreads the experts over them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The vllm serve command names no model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::VllmLog</name>
    <message>
        <location filename="../../core/vllm/vllmlog.cpp" line="+329"/>
        <source>The log is over 64 MiB; paste the startup part (up to &quot;Maximum concurrency&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: &quot;%2&quot; looks like vLLM&apos;s &quot;%3&quot; line but its figures cannot be read (truncated or edited?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No vLLM memory lines found in the log. Paste the startup output from &quot;Model loading took&quot; to &quot;Maximum concurrency&quot; (or vLLM&apos;s error).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/vllm/vllmlogcheck.cpp" line="+38"/>
        <source>the log&apos;s %1 is %2 GiB; the allowed range is %3 to %4 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>more than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log&apos;s %1 is %2; the allowed range is 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the log&apos;s gpu_memory_utilization is %1; the allowed range is above 0 and at most 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log&apos;s maximum concurrency is %1x; it must be a finite figure of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activation peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graph memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requested memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak torch memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>initial memory usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source># GPU blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source># CPU blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU KV cache size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_len</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated maximum model length</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::WhatFits</name>
    <message>
        <location filename="../../cli/whatfitscommand.cpp" line="+53"/>
        <source>--gpu needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 %2: expected a whole number from 1 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Unknown GPU &quot;%1&quot; (see kvbudget list gpus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>fit needs the request size: --request-tokens T or --max-model-len L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 is ignored: the search chooses the split and the GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fit searches with vLLM&apos;s own accounting; leave out --accounting simple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>fit needs --concurrency N: the requests to hold at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Usage: kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...]
                    [--max-model-len L] [--prices FILE] [--max-gpus K] [plan flags]
                    [--format text|json|markdown]

The fewest GPUs and the TP/PP/DP split that start and hold N requests of T tokens at
once, for each GPU type (default: the scenario&apos;s GPU and every GPU with a listed price),
cheapest first; the longest max_model_len and the gpu_memory_utilization range that start.
Every option is a plan the engine computed.

  --concurrency N      requests held at once (required)
  --request-tokens T   tokens per request, prompt + output (default: --max-model-len)
  --gpu G              a GPU type to consider; repeat for several
  --prices FILE        hourly prices per GPU (default: presets/gpu-prices.json)
  --max-gpus K         the largest deployment searched per GPU type (default 64)

Exit codes: 0 some option holds the workload, 3 none does, 2 invalid input, 4 file error.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cli/whatfitsformat.cpp" line="+50"/>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$ per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>max_num_seqs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>What fits %1 requests of %2 tokens at once: %3, vLLM %4, max_model_len %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Longest max_model_len that starts (first option): %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gpu_memory_utilization that starts (first option): %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no split of up to %2 GPUs holds the workload (at most %3 requests at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no split of up to %2 GPUs starts with this max_model_len</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Price of %1: $%2 per GPU-hour, %3 (%4; indicative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No option holds the workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::Workload</name>
    <message>
        <location filename="../../core/load/workloadmodel.cpp" line="+58"/>
        <source>fixed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>log-normal p50 %1 / p95 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>--arrival %1: expected burst, poisson:RATE_PER_S (e.g. poisson:20) or users:N (e.g. users:64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--arrival %1: the rate must be between %2 and %3 requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1 requests from %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrivals from the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 requests, prompt %2, output %3, %4, seed %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::AdvancedSettingsDialog</name>
    <message>
        <location filename="../../ui/advancedsettings.cpp" line="+53"/>
        <source>Advanced settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows only the settings whose name or description contains this text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every setting of the command line, as `kvbudget plan` takes it. Bold ones differ from the default; ↺ puts the default back. Press Enter to apply a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Reset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>vLLM&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Accepted: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At its default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::ArchitectureNote</name>
    <message>
        <location filename="../../ui/architecturenote.cpp" line="+11"/>
        <source>How this model&apos;s layers keep the KV cache, and what a vision model needs at startup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>KV layout: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::ArchitecturePanel</name>
    <message>
        <location filename="../../ui/architecturepanel.cpp" line="+56"/>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Disable hybrid KV cache ma&amp;nager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert p&amp;arallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Data-parallel size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images per p&amp;rompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max image pi&amp;xels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>--disable-hybrid-kv-cache-manager: sliding-window layers keep the whole context like full-attention ones, so fewer tokens fit. With the manager on, they keep only their window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off for %1: only models that mix sliding-window and full-attention layers (Gemma 2/3, gpt-oss) use the hybrid KV cache manager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off for %1: only mixture-of-experts models have experts to spread.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--enable-expert-parallel: each GPU holds whole experts, the experts divided over tensor × data-parallel GPUs, instead of a slice of every expert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--data-parallel-size: independent replicas, each with its own KV cache. With expert parallelism they share the experts, so each GPU holds fewer of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off for %1: it has no vision encoder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--limit-mm-per-prompt &apos;{&quot;image&quot;: N}&apos;: vLLM profiles its vision encoder on this many maximum-size images at startup, and that peak must fit. 0 serves text only: then the releases with vLLM&apos;s language-model-only mode load no vision tower either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--mm-processor-kwargs &apos;{&quot;max_pixels&quot;: N}&apos;: the largest image the processor keeps; vLLM profiles the encoder at this size, so less lowers the startup peak. 0 restores the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off for %1: its processor resizes every image to one fixed size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> px (default)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::BandNote</name>
    <message>
        <location filename="../../ui/bandnote.cpp" line="+15"/>
        <source>✓ Calibrated from your vLLM log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The weights and overhead terms were measured by vLLM on your machine (File → Calibrate from a vLLM log…); the range is the log&apos;s rounding.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::CalibrateDialog</name>
    <message>
        <location filename="../../ui/calibratedialog.cpp" line="+44"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Calibrate from a vLLM log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Paste vLLM&apos;s startup log (or open or drop the file). The lines about memory are read, compared with kvbudget&apos;s prediction, and the measured terms become the scenario&apos;s, so that what-ifs start from your machine. Set the model and GPU first: the log does not name them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>INFO … Model loading took 14.99 GiB memory and 31.46 seconds
INFO … Available KV cache memory: 51.38 GiB
INFO … GPU KV cache size: 420,912 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM&apos;s startup log, any version from 0.5 to 0.21: the V0 profiling lines, V1&apos;s &quot;Available KV cache memory&quot;, &quot;GPU KV cache size&quot;, &quot;Maximum concurrency&quot;, the block counts, the CUDA graph lines and vLLM&apos;s startup errors are read. Other lines are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vLLM log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open log file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a saved vLLM log (for example `docker logs vllm &gt; vllm.log`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What could be read from the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prediction error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Calibrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kvbudget&apos;s prediction for the log&apos;s settings against what vLLM logged, with the prediction&apos;s error; Calibrated is the plan after adopting the measured terms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted against logged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The terms taken from the log, and what could not be used and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adopted terms and notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the calibrated scenario: the measured terms become overrides and every chart starts from your machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without changing the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a vLLM log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs (*.log *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paste a vLLM startup log above, open one, or drop the file here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The log was read but cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Adopted from the log:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  (nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Read %Ln vLLM line(s).</source>
        <translation>
            <numerusform>Read %Ln vLLM line.</numerusform>
            <numerusform>Read %Ln vLLM lines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Read %Ln vLLM line(s) in the format of %1.</source>
        <translation>
            <numerusform>Read %Ln vLLM line in the format of %1.</numerusform>
            <numerusform>Read %Ln vLLM lines in the format of %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> %n line(s) look like vLLM&apos;s but could not be read (see the notes); the rest was used.</source>
        <translation>
            <numerusform> %n line looks like vLLM&apos;s but could not be read (see the notes); the rest was used.</numerusform>
            <numerusform> %n lines look like vLLM&apos;s but could not be read (see the notes); the rest was used.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvb::ui::CalibrationAssumptions</name>
    <message>
        <location filename="../../ui/calibrationassumptions.cpp" line="+17"/>
        <source>Inputs the log does not state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--gpu-memory-utilization the logged run used. The other terms are solved on it, so a wrong value shifts them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--max-model-len the logged run used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>gpu_memory_&amp;utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_&amp;len</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>gpu_memory_utilization %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>max_model_len %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log states the utilization and max_model_len; they are used as logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Assumed from the window, because the log does not say: %1. The measured terms are solved on these values; set them to what the logged run used before applying.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::Caption</name>
    <message>
        <location filename="../../ui/caption.cpp" line="+25"/>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 × %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gpu_memory_utilization %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_len %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>max_num_seqs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TP %1 · PP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM %1 accounting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>images per prompt %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_image_pixels %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>calibrated from a vLLM log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kvbudget %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::Charts</name>
    <message>
        <location filename="../../ui/chartstyle.cpp" line="+222"/>
        <source>Invalid scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareBarsChart</name>
    <message>
        <location filename="../../ui/comparebars.cpp" line="+25"/>
        <source>GPU memory per scenario (one scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each scenario&apos;s memory per GPU on one scale: weights, overhead and the KV cache pool up to the gpu_memory_utilization ceiling (the black tick), what lies above it. With pipeline parallelism, the stage vLLM sizes the KV cache by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+88"/>
        <source>invalid scenario: no plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>memory per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareColumn</name>
    <message>
        <location filename="../../ui/comparecolumn.cpp" line="+40"/>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The column&apos;s name: click to rename it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+99"/>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-99"/>
        <source>--gpu-memory-utilization: the share of the card vLLM may use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+104"/>
        <source>max_model_len</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-104"/>
        <source>--max-model-len: the longest request, in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+108"/>
        <source>KV cache dtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-108"/>
        <source>--kv-cache-dtype: fp8 stores one byte per element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+114"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-114"/>
        <source>--quantization: the weights&apos; storage (a quantized checkpoint keeps its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-115"/>
        <source>--tensor-parallel-size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+117"/>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-117"/>
        <source>--pipeline-parallel-size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+118"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-118"/>
        <source>The GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (compare --format json key &quot;%2&quot;); under it, the change from the baseline, absolute and in percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The scenario&apos;s name in this comparison: type to rename it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this scenario from the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the baseline from the comparison: the next column becomes the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load this scenario into the Capacity tab and the panel; every change made there is written back to this column until another column is linked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit in Capacity tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit in Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>--gpu-memory-utilization for this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--max-model-len for this scenario, in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--kv-cache-dtype for this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--quantization for this scenario: fp8 and int8 store 8-bit weights, AWQ and GPTQ 4-bit; a quantized checkpoint keeps its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--tensor-parallel-size for this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--pipeline-parallel-size for this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPU model for this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/comparecolumn_edit.cpp" line="+95"/>
        <location line="+13"/>
        <source>none (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>int8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AWQ int4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPTQ int4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1
From: %2
Type to rename it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other columns&apos; changes are measured from this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Better than the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worse than the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed from the baseline (neither better nor worse in itself)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same as the baseline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareCurvesChart</name>
    <message>
        <location filename="../../ui/comparecurves.cpp" line="+25"/>
        <source>Maximum concurrency against max_model_len</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV cache against utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM&apos;s worst case for each scenario: the KV blocks divided by the blocks of one max_model_len request. The marker is the scenario&apos;s own max_model_len.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The KV cache tokens each scenario holds at each gpu_memory_utilization; the marker is the scenario&apos;s own utilization. No line where vLLM refuses to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>max_model_len (tokens, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>requests at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>gpu_memory_utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareSession</name>
    <message>
        <location filename="../../ui/comparesession.cpp" line="+24"/>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pin a baseline first (Edit → Pin as baseline, Ctrl+B): every column is compared with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A comparison holds at most %1 scenarios: the baseline and %2 more. Remove a column first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareView</name>
    <message>
        <location filename="../../ui/compareview.cpp" line="+43"/>
        <source>&amp;Pin current as baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a comparison with the Capacity tab&apos;s scenario as the baseline (Ctrl+B); every other column&apos;s changes are measured from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a copy of the Capacity tab&apos;s scenario as a new column (Ctrl+Shift+B), then change a knob in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add scenario &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a saved scenario file (.json) as a new column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pin the Capacity tab&apos;s scenario as the baseline (Edit → Pin as baseline, Ctrl+B), then add up to three more: a copy of the current scenario to change a knob in, or a scenario file. Each column shows every key figure and its change from the baseline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the Capacity tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinned %1 as the baseline. Add up to %2 more to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a copy of the Capacity tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Added %1 as a copy of the current scenario: change a knob in its column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not add %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Added %1 from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/compareview_columns.cpp" line="+93"/>
        <source>Removed %1: the comparison is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed %1: %2 is the baseline now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The Capacity tab shows %1: every change made there is written back to its column. Click Edit in Capacity again to stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 no longer follows the Capacity tab.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::ConcurrencyChart</name>
    <message>
        <location filename="../../ui/concurrencychart.cpp" line="+53"/>
        <source>Concurrent requests against max_model_len</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst case: vLLM&apos;s &quot;Maximum concurrency&quot;, the KV blocks divided by the blocks of one max_model_len request. Realistic: divided by the blocks of a typical request instead. Dashed: the worst case with --kv-cache-dtype fp8. Shaded: the worst case across the uncertainty of the overhead estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>worst case, uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>worst case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>worst case, fp8 KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>max_model_len (tokens, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+175"/>
        <source>requests at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-146"/>
        <source>No KV cache at any context length: vLLM refuses to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>realistic (%1 tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1x (%2–%3) at %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1x at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>requests</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::Exporter</name>
    <message>
        <location filename="../../ui/exporter.cpp" line="+94"/>
        <source>kvbudget: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot encode the image for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+7"/>
        <source>Cannot render the PDF for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot render the image for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+3"/>
        <source>Cannot render the SVG for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown image format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export size must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing to export: the view has no size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::ExtraSettings</name>
    <message>
        <location filename="../../ui/extrasettings.cpp" line="+16"/>
        <source>Other settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everything else at its default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ad&amp;vanced settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset a&amp;ll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings that differ from their defaults and have no control above: overrides, block_size, enforce_eager, a custom GPU memory size... Each one decides the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every setting the command line has, with its range and default: the GPU&apos;s memory, block_size, enforce_eager, --kv-cache-memory, the weight dtype, the overhead overrides, the accounting...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every setting back to vLLM&apos;s (and kvbudget&apos;s) defaults; the model and the GPU stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reset %1 to its default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetChart</name>
    <message>
        <location filename="../../ui/fleetchart.cpp" line="+335"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-121"/>
        <source>%1: %2, ceiling %3, spike %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-120"/>
        <source>One bar per GPU: each tenant&apos;s memory once serving (solid) and its startup spike (hatched), its ceiling (tick), other processes (grey) and free memory, in GiB. A tenant may hold a little more than its ceiling: where vLLM captures CUDA graphs after sizing the KV pool, the graphs sit outside the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+124"/>
        <source>free %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>other processes; solid: held once serving, hatched: startup spike, dashed: ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Fleet %1: %2 GPUs, %3 deployments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetTimeline</name>
    <message>
        <location filename="../../ui/fleetview_timeline.cpp" line="+34"/>
        <source>Memory on each GPU as the fleet starts, in start order: each instance&apos;s startup spike (hatched), what it then holds (solid) and the headroom: the least left free under the card&apos;s total while it starts, in GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Startup timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>start order →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>short by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetView</name>
    <message>
        <location filename="../../ui/fleetview.cpp" line="+52"/>
        <source>GPUs of the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right-click a GPU (or press the Menu key) to fail or restore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory by GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Startup timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Fleet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A built-in fleet, or one opened with File → Open fleet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add current scenario to fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add the Capacity tab&apos;s scenario as a new deployment on the healthy GPU with most free memory, started last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fail or restore a &amp;GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark a GPU as failed, or healthy again (as right-clicking its bar does)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many deployments start when the fleet starts in the order shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every deployment in start order with what happens when it starts; drag one to start it elsewhere in the order, or onto a GPU bar to move it there; double-click one to open its scenario in the Capacity tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start &amp;earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the selected deployment one place earlier (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start &amp;later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the selected deployment one place later (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run &amp;on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the selected single-GPU deployment to another card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>What vLLM says when the selected deployment starts (verbatim)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Re-pack proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV tokens lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ways to start what the failed GPUs held on the healthy ones, the least damaging first; Apply makes the changes to the fleet shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-pack proposals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 of %2 deployments start on %3 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/fleetview_edit.cpp" line="+69"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starts if started just before %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not every deployment starts: searching for re-pack proposals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every deployment starts: nothing to re-pack. Right-click a GPU to fail it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not every deployment starts: %n proposal(s), the least damaging first.</source>
        <translation>
            <numerusform>Not every deployment starts: %n proposal, the least damaging first.</numerusform>
            <numerusform>Not every deployment starts: %n proposals, the least damaging first.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make these changes to the fleet shown and replay its startup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Fail this GPU (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restore this GPU (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The scenario runs on %1 GPUs; the fleet has %2 healthy ones.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::KnobRow</name>
    <message>
        <location filename="../../ui/knobrow.cpp" line="+37"/>
        <source>%1 is changed from its default. Reset it to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is at its default (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::LessonDeck</name>
    <message>
        <location filename="../../ui/lessondeck.cpp" line="+169"/>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The lesson has no steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A slide deck is a PDF: -o FILE.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+7"/>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::LessonPlayer</name>
    <message>
        <location filename="../../ui/lessonplayer.cpp" line="+104"/>
        <source>← Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The previous step of the lesson (← or Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next step: sets its scenario and shows what it is about (→ or Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson; the scenario stays as the last step left it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot play the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 steps; → and ← step through them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open lesson &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot open the lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::LoadChart</name>
    <message>
        <location filename="../../ui/loadchart.cpp" line="+40"/>
        <source>KV cache usage and requests under load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scheduler simulation step by step: the share of the KV pool in use (left axis), the requests running and waiting (right axis), and a red mark wherever running requests were preempted because the pool ran out. The dashed line is the target KV usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV usage (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+74"/>
        <source>target %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-72"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+64"/>
        <source>engine steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-59"/>
        <source>KV cache usage (% of the pool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Nothing simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>simulated time (s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::LoadControlsWidget</name>
    <message>
        <location filename="../../ui/loadcontrols.cpp" line="+31"/>
        <source> requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--num-requests: how many requests the simulation sends. The default, one burst of 1,024, is as many as vLLM&apos;s default max_num_seqs admits at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One burst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed loop of users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--arrival: every request at once (the harshest case), a Poisson process at a mean rate, or a fixed number of users who each send the next request the moment the previous one completes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source> req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--arrival poisson:RATE: the mean arrival rate in requests per simulated second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--arrival users:N: requests in flight at any moment; each completion releases the next request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the scenario (typical / p95)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed prompt and output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Request lengths: log-normal around the scenario&apos;s typical and 95th-percentile request tokens (split about 5:1 between prompt and output), or every request exactly the prompt and output tokens below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+13"/>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-14"/>
        <source>--prompt-tokens: the prompt length of every request, with fixed lengths.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--output-tokens: the tokens every request generates, with fixed lengths. Each decode step grows a request by one token and, every block size tokens, by one KV block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--seed: the random lengths and arrivals. The same seed always gives the same simulation; try another to see how much the result depends on luck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prefix &amp;caching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--enable-prefix-caching (on by default in vLLM V1): the shared prefix&apos;s full blocks are computed once and shared by every request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--prefix-tokens: a system prompt every request begins with, counted in its prompt length. With prefix caching its blocks are stored once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--target-kv-usage: the recommended max_num_seqs keeps the peak KV usage below this share of the pool, leaving room for requests longer than simulated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Engine steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chart&apos;s horizontal axis: scheduler steps, or seconds on the simulation&apos;s clock (15 ms + 0.03 ms per token scheduled in a step, a rough Llama 3.1 8B on H100 figure).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Requests:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arr&amp;ivals:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson ra&amp;te:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Users:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lengths:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Shared prefix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tar&amp;get KV usage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time a&amp;xis:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::LoadView</name>
    <message>
        <location filename="../../ui/loadview.cpp" line="+32"/>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The simulation runs in the background; the chart shows the last finished run until the new one is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>At the scenario&apos;s max_num_seqs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Peak KV usage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest share of the KV pool in use at once (vLLM&apos;s kv_cache_usage_perc). vLLM V1 keeps one of the plan&apos;s KV blocks as its null block and never fills it, so the usable pool here is one block smaller than the block count on the Capacity tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preemptions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running requests evicted because the pool ran out; their blocks are freed and their tokens computed again later. Any at all means the setting admits more than the pool can finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max waiting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The longest the waiting queue got (requests that arrived but were not running), and the most requests running at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Requests that finished, of those sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps to drain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine steps until the last request finished, and the same on the simulated clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recommended max_num_seqs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario&apos;s --max-num-seqs (vLLM&apos;s default is 1,024).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest max_num_seqs that, on the same requests, keeps zero preemptions and the peak KV usage below the target, found by simulating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule of thumb:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed&apos;s rule: KV blocks ÷ blocks of a p95 request × safety margin, as kvbudget plan recommends it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+68"/>
        <location line="+76"/>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Set the scenario&apos;s max_num_seqs to the simulated recommendation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+108"/>
        <source>Simulating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-99"/>
        <source>vLLM would not start with this plan, so there is no load to simulate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vLLM would not start: nothing to simulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>not simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Nothing simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preemption spiral at max_num_seqs %1: the pool ran out and %2 preemptions threw away %3 computed tokens that were computed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No preemptions at max_num_seqs %1, but KV usage peaked at %2, above the %3 target: no headroom for longer requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Holds at max_num_seqs %1: no preemptions, KV usage peaked at %2 (target: below %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2 of %3 usable blocks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
%2 requests, %3 tokens recomputed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 running at most)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (%3 rejected as too long)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 steps (%2 s simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none: even one request at a time reaches the %1 target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1
every value up to it stays below the %2 target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
at it: peak %2, no preemptions, %3 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
= ⌊%2 blocks ÷ ⌈%3 p95 tokens ÷ %4⌉ × %5⌋</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Apply max_num_seqs %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="+105"/>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory budget: where the GPU&apos;s memory goes and what fits (Ctrl+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scheduler under a workload: KV usage, queues, preemptions and the recommended max_num_seqs (Ctrl+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fleet of several deployments on shared GPUs: start order, failed cards and the re-pack proposals (Ctrl+3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open %1 from the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>Show the math</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Drag a slider: every chart and the math follow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>saved settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last scenario could not be restored (%1); starting from the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the dashboard to the clipboard as an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy plan as &amp;Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the plan as a Markdown table for a capacity-review document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;launch command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the vllm serve command that reproduces this plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the vllm serve command that reproduces this plan: only the flags that differ from vLLM&apos;s defaults, and kvbudget&apos;s own settings as a comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add current scenario to &amp;fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add the scenario as a new deployment on the fleet&apos;s GPU with most free memory, started last (the GPUs tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advanced settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every setting the command line has: GPU memory, block_size, enforce_eager, --kv-cache-memory, the weight dtype, the overhead overrides...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the memory budget dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the scheduler simulation under load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the fleet: several deployments on shared GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the &amp;math</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About kvbudget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_calibrate.cpp" line="+20"/>
        <source>Ca&amp;librate from a vLLM log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste or open vLLM&apos;s startup log: compare it with the prediction and start what-ifs from the measured terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Calibrated from your vLLM log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+46"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+80"/>
        <source>Import a Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+80"/>
        <source>Model config (config.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-75"/>
        <source>&amp;Open scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_compare.cpp" line="+17"/>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The baseline and up to three more scenarios side by side: every key figure with its change, the memory bars on one scale, the curves overlaid (Ctrl+4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../ui/mainwindow_files.cpp" line="+0"/>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add scenario file to comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pin as &amp;baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pin the current scenario as the baseline of a comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a comparison with the current scenario as its baseline (the Compare tab); add up to three more to see every key figure&apos;s change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to co&amp;mparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a copy of the current scenario to the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a copy of the current scenario as a new column of the Compare tab, to change a knob in (at most four scenarios)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add scenario file to comparison…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a saved scenario file as a new column of the Compare tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co&amp;mpare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the comparison: the baseline and up to three more scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+5"/>
        <source>Open &amp;fleet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fleet files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a fleet file (&quot;kvbudget_fleet&quot;: 1) in the GPUs tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Built-in scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+124"/>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Built-in scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_session.cpp" line="+39"/>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back the last change of the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make the change that was taken back again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the scenario to its file (asks for one the first time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save scenario &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>Scenario files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save the scenario to a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1[*] — kvbudget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*] — %2 — kvbudget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved. Save them before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+26"/>
        <source>Restore the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-25"/>
        <source>kvbudget did not close cleanly. Restore the scenario from %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosaved scenario could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore the autosaved scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restored the scenario autosaved at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+7"/>
        <source>&amp;Export dashboard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export &amp;chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Memory bars…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Concurrency…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Utilization…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Savings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Load (simulation)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <location line="+132"/>
        <location line="+54"/>
        <location line="+14"/>
        <location line="+7"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-214"/>
        <location line="+7"/>
        <location line="+207"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-209"/>
        <source>&amp;GPUs (fleet)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Import config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not import %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+54"/>
        <location line="+14"/>
        <location filename="../../ui/mainwindow_report.cpp" line="+49"/>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Exporting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Exporting %1 when the simulation finishes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 · workload: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kvbudget load: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Copied the dashboard as an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the plan as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the vllm serve command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About kvbudget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;kvbudget %1&lt;/h3&gt;&lt;p&gt;GPU memory and KV-cache capacity planner for LLM serving, in vLLM&apos;s own arithmetic: the memory ceiling, the profiling run, the KV blocks and the startup checks.&lt;/p&gt;&lt;p&gt;Every number on the dashboard comes from the engine; &lt;i&gt;View → Show the math&lt;/i&gt; shows the working.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/languagemenu.cpp" line="+60"/>
        <source>L&amp;anguage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_report.cpp" line="-28"/>
        <source>Export &amp;report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <source>PDF document (*.pdf);;HTML page (*.html);;Markdown with PNG charts (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A document for a capacity review: the verdict, the charts, the worked math, vLLM&apos;s log lines, the launch command and the assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_tools.cpp" line="+16"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;What fits…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fewest GPUs and the split that hold N requests of T tokens, cheapest first; the longest context and the utilization range that start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loaded the chosen option from What fits?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::MathModel</name>
    <message>
        <location filename="../../ui/mathmodel.cpp" line="+22"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::MemoryBarWidget</name>
    <message>
        <location filename="../../ui/kvbandoverlay.cpp" line="+39"/>
        <source>KV calibrated ±%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV uncertainty %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;KV cache range&lt;/b&gt;: %1 – %2&lt;br&gt;%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/memorybarwidget.cpp" line="+31"/>
        <source>GPU memory per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>GPU memory per rank (%n GPUs)</source>
        <translation>
            <numerusform>GPU memory per rank (%n GPUs)</numerusform>
            <numerusform>GPU memory per rank (%n GPUs)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>GPU %1 · stage %2 · TP rank %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU %1 · stage %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs %1–%2 · stage %3 (%4 identical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs %1–%2 (%3 identical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>No plan: the chart has no room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/memorybarpaint.cpp" line="+69"/>
        <source>memory per GPU (GiB); the card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+131"/>
        <source>ceiling %1 = %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ceiling %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>over budget by %1: no KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/startuppeakoverlay.cpp" line="+35"/>
        <source>startup peak %1 (steady %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::Presentation</name>
    <message>
        <location filename="../../ui/presentation.cpp" line="+59"/>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, large type, high contrast, one view at a time (F5; Esc leaves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present to a room: full screen, projector-sized type and lines, a high-contrast palette, one view at a time (PageDown / PageUp or 1–6), L for a cursor highlight; Esc leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Larger type and lines everywhere (Ctrl +)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smaller type and lines everywhere (Ctrl −)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Actual size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type and lines at their normal size (Ctrl 0)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::PresentationView</name>
    <message>
        <location filename="../../ui/presentationview.cpp" line="+33"/>
        <source>Presentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presentation view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+161"/>
        <source>PageDown / PageUp: next or previous page, then view · 1–6: one view · L: cursor highlight · Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave</source>
        <extracomment>Presentation mode&apos;s key hint on the math when its steps take more than one page: PageDown / PageUp turn the pages first, and past the first or the last page go to the previous or next view</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PageDown / PageUp or 1–6: next, previous or one view · L: cursor highlight · Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-136"/>
        <source>Show the math</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Where the GPU&apos;s memory goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache against gpu_memory_utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each saving buys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The math</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fleet&apos;s GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 / %2 · %3</source>
        <extracomment>Presentation mode&apos;s heading: &quot;2 / 6 · Concurrent requests&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::ReportPdf</name>
    <message>
        <location filename="../../ui/reportpdf.cpp" line="+318"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::SavingsChart</name>
    <message>
        <location filename="../../ui/savingschart.cpp" line="+19"/>
        <location line="+18"/>
        <source>Savings for one request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Weights plus the KV cache of one request at max_model_len on one GPU: multi-head attention with a contiguous 16-bit reservation, then each technique in turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Savings for %1 requests of %2 tokens, per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Savings for one %1-token request, per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(beyond the model&apos;s limit: for teaching only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Multi-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grouped-query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>fp8 KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>INT8 KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT4 KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paged blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Int4 weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MHA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GQA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>INT8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Int4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>model is multi-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already quantized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1/token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AWQ, group 128</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache of the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved by the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No plan: the scenario is invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+88"/>
        <source>GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>−%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::ScenarioChange</name>
    <message>
        <location filename="../../ui/scenariochange.cpp" line="+33"/>
        <source>Change the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Change %n settings</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvb::ui::ScenarioPanel</name>
    <message>
        <location filename="../../ui/scenariopanel.cpp" line="+112"/>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a Hugging Face config.json (or a model folder holding one) as the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>GPUs available to the deployment. vLLM needs tensor_parallel_size × pipeline_parallel_size of them; more only matter for data parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--tensor-parallel-size: each layer is split over this many GPUs. The attention heads must divide evenly, so sizes that do not are disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--pipeline-parallel-size: the layers are split into this many stages, one per GPU group. vLLM sizes the KV cache by the stage with the fewest blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--gpu-memory-utilization: the share of the whole card vLLM may use. Weights, activations and (from v0.21) CUDA graphs come out of it; the rest is KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--max-model-len: the longest request (prompt + output) vLLM accepts. One such request must fit in the KV cache or vLLM refuses to start. The slider snaps to powers of two; type any exact value in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--kv-cache-dtype: auto stores K and V in the model&apos;s dtype (2 bytes); fp8 stores one byte per element, doubling the tokens that fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--quantization: what-if for an unquantized checkpoint. fp8 and int8 store 8-bit weights, AWQ and GPTQ 4-bit weights with group scales. A quantized checkpoint keeps its own scheme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--max-num-seqs: the most requests vLLM schedules at once. It sizes the sampler&apos;s profiling run and the CUDA graph captures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--max-num-batched-tokens: tokens per scheduler step. vLLM&apos;s profiling forward pass runs this many tokens, which sets the activation peak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source> GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Memory other processes already hold on each GPU when vLLM starts. vLLM refuses to start if the free memory is below its utilization ceiling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+3"/>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>A typical request (prompt + output). Paged KV blocks mean such requests pin only what they use: this sets the realistic concurrency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-94"/>
        <source>The model vLLM serves. Presets carry the shapes of the Hugging Face config.json; import your own config.json, or drop it (or a model folder) on the window. Type part of a name to search the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The GPU model. Its memory is what CUDA reports (torch total_memory), which is what vLLM multiplies by gpu_memory_utilization. Advanced settings… takes any other size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The 95th-percentile request. kvbudget recommends a max_num_seqs that keeps a batch of these resident with a safety margin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Model and GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU &amp;count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM versio&amp;n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpu_memory_&amp;utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_&amp;len (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;KV cache dtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weight quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_num_&amp;seqs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_num_&amp;batched_tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Environment and workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;ypical request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p9&amp;5 request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scenariopanel_sync.cpp" line="+36"/>
        <source> (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>auto (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1B parameters · %2 layers · %3 query / %4 KV heads × %5 · %6 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scenariopanel_edit.cpp" line="+159"/>
        <location filename="../../ui/scenariopanel_sync.cpp" line="+19"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/scenariopanel_sync.cpp" line="+37"/>
        <source>%1 (from config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fp8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>int8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AWQ int4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPTQ int4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::Terms</name>
    <message>
        <location filename="../../ui/termcolors.cpp" line="+85"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free above ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The model&apos;s parameters on this GPU (&quot;Model loading took X GiB&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA, cuBLAS and NCCL buffers that PyTorch&apos;s allocator does not see, charged to the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The torch peak of vLLM&apos;s profiling forward pass over max_num_batched_tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory held by captured CUDA graphs; charged to the budget from vLLM 0.21.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is left under the ceiling: vLLM&apos;s &quot;Available KV cache memory&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory above gpu_memory_utilization that vLLM leaves alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The CUDA context created before vLLM&apos;s memory snapshot; not charged to the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory other processes held on the GPU when vLLM started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::UtilizationChart</name>
    <message>
        <location filename="../../ui/utilizationchart.cpp" line="+37"/>
        <source>KV cache capacity against gpu_memory_utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU KV cache size vLLM would report at each gpu_memory_utilization, with the rest of the scenario unchanged; shaded red where vLLM would refuse to start. The light band around the line is the uncertainty of the overhead estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>gpu_memory_utilization (share of the card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM refuses to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU KV cache size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>current utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <source>+%1 ≈ %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::ValidatingSpinBox</name>
    <message>
        <location filename="../../ui/validatingspinbox.cpp" line="+59"/>
        <source>any number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>greater than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>below %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Accepted: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of range. %2

%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Out of range</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::VerdictBanner</name>
    <message>
        <location filename="../../ui/verdictbanner.cpp" line="+37"/>
        <source>The error vLLM would raise at startup, word for word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide vLLM&apos;s messages and the notes under the headline. The banner folds to one line by itself when the window is short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>What vLLM would log at startup, word for word</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::VersionCombo</name>
    <message>
        <location filename="../../ui/versioncombo.cpp" line="+23"/>
        <source>, newest modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 engine, default gpu_memory_utilization %3, CUDA graphs inside the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 engine, default gpu_memory_utilization %3, CUDA graphs outside the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--vllm-version: vLLM&apos;s memory accounting differs between versions — what is charged to the gpu_memory_utilization ceiling (other processes and the CUDA context up to 0.9, CUDA graphs from 0.21), the default utilization (0.90, 0.92 from 0.21), the V0 and V1 formulas for blocks, tokens and concurrency, and the batch defaults. One version per modelled range; the newest modelled is the default.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kvb::ui::WhatFitsDialog</name>
    <message>
        <location filename="../../ui/whatfitsdialog.cpp" line="+45"/>
        <source>$%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What fits?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Requests the deployment must hold in its KV cache at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens per request, prompt and output together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>vLLM&apos;s --max-model-len for every option; &quot;as the request&quot; uses the request length, the shortest context that serves the workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>as the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU types to consider, with the indicative on-demand price per GPU-hour (presets/gpu-prices.json: source and date per figure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan every split of 1, 2, 3… GPUs of each type until one holds the workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Concurrent requests:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tokens per request:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_&amp;len:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU types:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TP × PP × DP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$ per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheapest first (unpriced after priced), then fewest GPUs; each row is a plan the engine computed. Concurrency: requests of the given length held at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the selected option (GPU, count, split, max_model_len) into the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2 GiB, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 × %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starts, holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split of up to %1 GPUs holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No option holds the workload: fewer requests, shorter requests, an fp8 KV cache or more GPUs (see the rows above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First option: the longest max_model_len that starts is %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; it starts at gpu_memory_utilization %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
