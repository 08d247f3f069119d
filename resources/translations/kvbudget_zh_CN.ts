<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Text</name>
    <message>
        <location filename="../../core/load/tracefile.cpp" line="+118"/>
        <source>too many comma-separated values (expected prompt_tokens,output_tokens[,arrival_s])</source>
        <translation>逗号分隔的值过多（应为prompt_tokens,output_tokens[,arrival_s]）</translation>
    </message>
    <message>
        <location filename="../../core/io/hfstatespace.cpp" line="+43"/>
        <source>field &quot;%1&quot; is %2; it must be at least %3</source>
        <translation>字段 &quot;%1&quot; 为 %2；它至少必须为 %3</translation>
    </message>
</context>
<context>
    <name>kvb::ArchitectureView</name>
    <message numerus="yes">
        <location filename="../../core/report/architectureview.cpp" line="+91"/>
        <source>%Ln image(s)</source>
        <translation>
            <numerusform>%Ln张图像</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>startup peak %1 (the vision encoder on %2 of %3 patches) against %4 in steady serving</source>
        <translation>启动峰值%1（视觉编码器处理%2，每张%3个patch），稳定服务时为%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Vision model: %1.</source>
        <translation>视觉模型：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM refuses because of the %1. Text only (--limit-mm-per-prompt &apos;{&quot;image&quot;: 0}&apos;) it would start with %2 KV tokens.</source>
        <translation>vLLM拒绝启动，原因是%1。若仅处理文本（--limit-mm-per-prompt &apos;{&quot;image&quot;: 0}&apos;），它可以启动，KV token数为%2。</translation>
    </message>
</context>
<context>
    <name>kvb::AtomicWrite</name>
    <message>
        <location filename="../../core/base/atomicwrite.cpp" line="+24"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入%1：%2</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+27"/>
        <source>Cannot write a file without a name</source>
        <translation>无法写入没有名称的文件</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+27"/>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
</context>
<context>
    <name>kvb::Band</name>
    <message>
        <location filename="../../core/budget/fittedconstants.cpp" line="+20"/>
        <source>V1 0.9.1+, one GPU</source>
        <translation>V1 0.9.1+，单GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V1 0.11+, TP or PP &gt; 1</source>
        <translation>V1 0.11+，TP或PP &gt; 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V1 0.9.1-0.10, TP or PP &gt; 1 (NCCL charged)</source>
        <translation>V1 0.9.1-0.10，TP或PP &gt; 1（计入NCCL）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V0, one GPU</source>
        <translation>V0，单GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V0, TP or PP &gt; 1</source>
        <translation>V0，TP或PP &gt; 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>releases that charge all memory in use (0.2.5-0.3.0, 0.6.4, 0.8.0-0.9.0)</source>
        <translation>计入全部已用显存的版本（0.2.5-0.3.0、0.6.4、0.8.0-0.9.0）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0.1-0.2.4 (torch&apos;s peak only)</source>
        <translation>0.1-0.2.4（仅torch峰值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD GPUs (ROCm)</source>
        <translation>AMD GPU（ROCm）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unified-memory devices</source>
        <translation>统一内存设备</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unquantized (16-bit)</source>
        <translation>未量化（16位）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp8</source>
        <translation>fp8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4-bit AWQ/GPTQ</source>
        <translation>4位AWQ/GPTQ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MXFP4</source>
        <translation>MXFP4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bitsandbytes</source>
        <translation>bitsandbytes</translation>
    </message>
    <message>
        <location filename="../../core/report/bandtext.cpp" line="+144"/>
        <source>±%1</source>
        <translation>±%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−%1/+%2</source>
        <translation>−%1/+%2</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>%1: wide enough for 9 unseen logs in 10, by %2 public logs&apos; leave-one-out errors for %3 (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1：按%3的%2份公开日志的留一法误差，宽度足以覆盖10份未见日志中的9份（%4 × 估算开销 + 0.25 GiB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the largest of %2 public logs&apos; leave-one-out errors for %3 (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1：%3的%2份公开日志留一法误差中的最大值（%4 × 估算开销 + 0.25 GiB）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: only %2 public logs for %3, so their spread is doubled (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1：%3仅有%2份公开日志，因此其离散度加倍（%4 × 估算开销 + 0.25 GiB）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: too few public logs for %2 to bound 9 unseen logs in 10 by themselves, so the bound of all %3 public logs&apos; leave-one-out errors (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1：%2的公开日志太少，不足以单独覆盖10份未见日志中的9份，因此取全部%3份公开日志留一法误差的界（%4 × 估算开销 + 0.25 GiB）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no public log for %2, so the widest group&apos;s spread, doubled (%3 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1：%2没有公开日志，因此取离散度最大的分组并加倍（%3 × 估算开销 + 0.25 GiB）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the public %2 logs ran other MoE backends; how this card&apos;s backend lays the experts out is not audited, so the widest format&apos;s miss, doubled (%3% of the weights)</source>
        <translation>%1：公开的%2日志使用的是其他MoE后端；此卡后端如何排布专家权重尚未核实，因此取偏差最大的格式并加倍（权重的%3%）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no public log prints the loaded weights of %2 checkpoints, so the widest format&apos;s miss, doubled (%3% of the weights)</source>
        <translation>%1：没有公开日志打印%2 checkpoint的已加载权重，因此取偏差最大的格式并加倍（权重的%3%）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: counted %2 weights miss vLLM&apos;s &quot;Model loading took&quot; by up to %3% (a bound for 9 logs in 10, from %4 public logs%5)</source>
        <translation>%1：按参数计算的%2权重与vLLM的&quot;Model loading took&quot;最多相差%3%（对10份日志中9份成立的界限，依据%4份公开日志%5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: counted %2 weights miss vLLM&apos;s &quot;Model loading took&quot; by up to %3% (the largest miss of %4 public logs%5)</source>
        <translation>%1：按参数计算的%2权重与vLLM的&quot;Model loading took&quot;最多相差%3%（%4份公开日志中的最大偏差%5）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, doubled for so few</source>
        <translation>，样本过少，已加倍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this release samples with FlashInfer when it is installed (the Docker image) and with torch&apos;s sort otherwise (pip); FlashInfer&apos;s warm-up is smaller, the pool larger (VLLM_USE_FLASHINFER_SAMPLER, --flashinfer-sampler)</source>
        <translation>%1：此版本在安装了FlashInfer时（Docker镜像）用FlashInfer采样，否则（pip安装）用torch排序；FlashInfer的预热占用更小，KV缓存池更大（VLLM_USE_FLASHINFER_SAMPLER、--flashinfer-sampler）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: on Hopper this release loads MXFP4 experts through Triton when the install has triton_kernels (the Docker image) and through Marlin otherwise (pip), whose layout is larger and the pool smaller</source>
        <translation>%1：在Hopper上，此版本在安装了triton_kernels时（Docker镜像）通过Triton加载MXFP4专家，否则（pip安装）通过Marlin加载；Marlin的布局更大，KV缓存池更小</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the vision encoder&apos;s bytes per patch rest on few public logs: half its peak either way</source>
        <translation>%1：视觉编码器每个patch的字节数仅基于少量公开日志：其峰值上下各浮动一半</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: measured from your vLLM log; only its rounding remains</source>
        <translation>%1：由您的vLLM日志实测；仅剩其舍入误差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the overhead is the value you set, not an estimate; only its rounding remains</source>
        <translation>%1：开销是您设定的值而非估算值；仅剩其舍入误差</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: --kv-cache-memory fixes the pool, nothing is profiled</source>
        <translation>无：--kv-cache-memory固定了KV缓存池，不做显存分析</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: vLLM 0.2.4 ran this MoE model&apos;s experts through MegaBlocks, whose profiling buffers kvbudget does not model; the one public log of that path shows them taking the whole pool, so it may be anywhere down to none</source>
        <translation>%1：vLLM 0.2.4 通过 MegaBlocks 运行此 MoE 模型的专家，kvbudget 未对其显存分析缓冲区建模；该路径唯一的公开日志显示它们占满了整个KV缓存池，因此缓存池可能小到一点不剩</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the log does not show max_model_len; anywhere from 2,048 to the model&apos;s default, vLLM would have profiled a different batch, so the band spans both ends</source>
        <translation>%1：日志未显示 max_model_len；在 2,048 到模型默认值之间的任何取值下，vLLM 都会剖析不同的批次，因此区间覆盖两端</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Undecidable: vLLM starts or refuses depending on terms the evidence cannot pin down (the KV pool may be anywhere from %1 to %2)</source>
        <translation>无法判定：vLLM能否启动取决于现有证据无法确定的项（KV缓存池可能在%1到%2之间）</translation>
    </message>
</context>
<context>
    <name>kvb::BandFigures</name>
    <message>
        <location filename="../../core/report/bandfigures.cpp" line="+74"/>
        <source>±%1%</source>
        <translation>±%1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−%1%/+%2%</source>
        <translation>−%1%/+%2%</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 KV tokens (%2: %3–%4), maximum concurrency %5x–%6x</source>
        <translation>%1个KV token（%2：%3–%4），最大并发%5x–%6x</translation>
    </message>
</context>
<context>
    <name>kvb::BoundedRead</name>
    <message>
        <location filename="../../core/base/boundedread.cpp" line="+37"/>
        <location line="+29"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1 is larger than %2; a %3 may be at most %2</source>
        <translation>%1超过%2；%3最大为%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is too large (%2); a %3 may be at most %4</source>
        <translation>%1过大（%2）；%3最大为%4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No such %1: %2</source>
        <translation>%1不存在：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a folder, not a %2</source>
        <translation>%1是文件夹，不是%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a regular file (a device, a pipe or a socket); give a %2</source>
        <translation>%1不是普通文件（而是设备、管道或套接字）；请提供%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot read %1</source>
        <translation>无法读取%1</translation>
    </message>
</context>
<context>
    <name>kvb::Calibration</name>
    <message>
        <location filename="../../core/vllm/calibration.cpp" line="+106"/>
        <source>GPU total: %1 GiB (the logged pool does not fit the preset&apos;s total; the log prints none)</source>
        <translation>GPU总显存：%1 GiB（日志中的KV缓存池与预设的总量不符；日志未打印总量）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>vLLM version: %1 accounting (the log&apos;s format: %2)</source>
        <translation>vLLM版本：%1核算方式（日志格式：%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log&apos;s formats are %1 ones; planning with the %1 engine</source>
        <translation>日志格式为%1格式；按%1引擎规划</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>GPU total: %1 GiB (%2 GiB requested ÷ %3)</source>
        <translation>GPU总显存：%1 GiB（请求的%2 GiB ÷ %3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU total: %1 GiB (from the log)</source>
        <translation>GPU总显存：%1 GiB（取自日志）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>gpu_memory_utilization: %1 (from the log)</source>
        <translation>gpu_memory_utilization：%1（取自日志）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>max_model_len: %1 (from the log)</source>
        <translation>max_model_len：%1（取自日志）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log&apos;s max_model_len %1 exceeds this model&apos;s %2: is it the same model?</source>
        <translation>日志中的max_model_len %1超过了此模型的%2：是同一个模型吗？</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sampler: FlashInfer (the log says it ran)</source>
        <translation>采样器：FlashInfer（日志显示已运行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sampler: torch&apos;s sort (the log says FlashInfer is not available)</source>
        <translation>采样器：torch排序（日志显示FlashInfer不可用）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sampler: FlashInfer (the log&apos;s attention ran on FlashInfer, so it is installed, and this release samples with it when it is)</source>
        <translation>采样器：FlashInfer（日志中的注意力运行在 FlashInfer 上，说明已安装 FlashInfer，而此版本在已安装时用它采样）</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>MXFP4 experts: Marlin (the log says it loaded them)</source>
        <translation>MXFP4 专家：Marlin（日志显示由它加载）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MXFP4 experts: Triton (the log says it loaded them)</source>
        <translation>MXFP4 专家：Triton（日志显示由它加载）</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>weights: %1 GiB (measured)</source>
        <translation>权重：%1 GiB（实测）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>non-torch: %1 GiB (measured)</source>
        <translation>非torch：%1 GiB（实测）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>activation peak: %1 GiB (measured)</source>
        <translation>激活峰值：%1 GiB（实测）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activation peak: %1 GiB (peak_torch_memory − weights)</source>
        <translation>激活峰值：%1 GiB（peak_torch_memory − 权重）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA graphs: %1 GiB (measured)</source>
        <translation>CUDA图：%1 GiB（实测）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory held by other processes: %1 GiB (total − free at startup − CUDA context)</source>
        <translation>其他进程占用的显存：%1 GiB（总量 − 启动时空闲 − CUDA上下文）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>overhead solved so the KV pool is the logged %1 GiB</source>
        <translation>已反推开销，使KV缓存池等于日志中的%1 GiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the log has no KV-cache figure (Available KV cache memory, blocks or tokens); only the measured terms were adopted</source>
        <translation>日志中没有KV缓存数据（Available KV cache memory、块数或token数）；仅采用了实测项</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log&apos;s %1 GPU blocks of %2 MiB each would need %3 GiB, more than the card&apos;s %4 GiB: is it a log of this model on this GPU?</source>
        <translation>日志中的%1个GPU块（每块%2 MiB）需要%3 GiB，超过了该卡的%4 GiB：这是该模型在此GPU上的日志吗？</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log&apos;s figures are inconsistent: calibrating them needs %1 GiB of weights, non-torch memory and activation peak at once, more than the card&apos;s %2 GiB</source>
        <translation>日志中的数值不一致：校准它们需要同时容纳%1 GiB的权重、非torch显存和激活峰值，超过了该卡的%2 GiB</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The log&apos;s figures are inconsistent: at gpu_memory_utilization %1 they leave %2 GiB for non-torch memory and the activation peak; are all its lines from the same run?</source>
        <translation>日志中的数值不一致：在gpu_memory_utilization %1下，留给非torch显存和激活峰值的为%2 GiB；日志中的各行是否都来自同一次运行？</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The scenario with the log&apos;s settings is invalid: %1</source>
        <translation>采用日志设置的场景无效：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The calibrated scenario is invalid: %1</source>
        <translation>校准后的场景无效：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Model weights (GiB)</source>
        <translation>模型权重（GiB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch (GiB)</source>
        <translation>非torch（GiB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak (GiB)</source>
        <translation>激活峰值（GiB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs (GiB)</source>
        <translation>CUDA图（GiB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache (GiB)</source>
        <translation>KV缓存（GiB）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV blocks</source>
        <translation>KV块数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV tokens</source>
        <translation>KV token数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maximum concurrency (x)</source>
        <translation>最大并发（x）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starts (1 = yes)</source>
        <translation>可启动（1 = 是）</translation>
    </message>
</context>
<context>
    <name>kvb::CapacitySearch</name>
    <message>
        <location filename="../../core/budget/capacitysearch.cpp" line="+56"/>
        <source>The number of concurrent requests must be between 1 and %1 (got %2)</source>
        <translation>并发请求数必须在1到%1之间（实际为%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name at least one GPU type to search</source>
        <translation>请至少指定一种要搜索的GPU类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest deployment searched must be between 1 and %1 GPUs</source>
        <translation>搜索的最大部署规模必须在1到%1个GPU之间</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Requests of %1 tokens do not fit a max_model_len of %2: vLLM rejects a request longer than the context</source>
        <translation>%1个token的请求超出了max_model_len %2：vLLM会拒绝长于上下文的请求</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 on %2 x %3</source>
        <translation>%2 x %3上的%1</translation>
    </message>
</context>
<context>
    <name>kvb::Cli</name>
    <message>
        <location filename="../../cli/cliargs.cpp" line="+68"/>
        <source>--format needs a value</source>
        <translation>--format需要一个值</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Unexpected argument &quot;%1&quot; (flags start with --; a vllm command goes after --)</source>
        <translation>意外的参数&quot;%1&quot;（选项以--开头；vllm命令放在--之后）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Unknown flag %1 (see kvbudget plan --help)</source>
        <translation>未知选项%1（见kvbudget plan --help）</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>%1 needs a value</source>
        <translation>%1需要一个值</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>vllm serve %1</source>
        <translation>vllm serve %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ignored (does not change memory): %1</source>
        <translation>已忽略（不影响显存）：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 or %2</source>
        <translation>%1或%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2: expected %3</source>
        <translation>%1 %2：应为%3</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 on %2</source>
        <translation>%2上的%1</translation>
    </message>
    <message>
        <location filename="../../cli/dispatch.cpp" line="+62"/>
        <source>standard output</source>
        <translation>标准输出</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
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
        <translation>kvbudget %1 — 面向vLLM的GPU显存与KV缓存容量规划工具

用法：
  kvbudget                         打开仪表盘
  kvbudget plan [flags]            打印显存规划（text、json、markdown或vllm）
  kvbudget plan -- vllm serve MODEL [vLLM flags...]
  kvbudget export [flags] -o FILE.png|svg|pdf [--size WxH]
                                   无需显示器即可渲染仪表盘
  kvbudget compare A B [C D] [flags] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]
                                   并列对比二到四个场景，并给出相对
                                   第一个场景的差值
  kvbudget report [flags | --compare A B ... | --fleet F] -o FILE.pdf|html|md [--page a4|letter]
                                   评审文档：判定、图表、对比、计算过程、
                                   vLLM的日志行、启动命令和假设
  kvbudget simulate [flags] [workload flags] [--format text|json|csv]
                                   模拟负载下vLLM的调度器
  kvbudget validate [FILE] [--format text|json]
                                   用真实的vLLM启动日志检验引擎
  kvbudget calibrate --log FILE [flags] [--save FILE]
                                   以您自己的vLLM日志为基准重建场景
  kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]
                                   共享GPU上的多个部署：逐卡的启动过程，
                                   以及卡故障时的重排方案
  kvbudget export --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE.png|svg|pdf
                                   无需显示器即可渲染“GPU”标签页
  kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...] [--format text|json|markdown]
                                   适配方案：能容纳N个请求的最少GPU数及切分，按价格
                                   从低到高排列；以及可启动的最长上下文和利用率
  kvbudget lesson NAME|FILE.json [--lang L] [--format text|json] [-o deck.pdf]
                                   逐步播放引导课程，或输出其幻灯片
  kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
  kvbudget --version | --help

每个命令都接受--lang vi|zh_CN|ru|en（默认：系统语言）。

退出码：0 可容纳 / 完成，2 输入无效，3 vLLM会拒绝启动，4 文件错误，1 内部错误。
运行`kvbudget SUBCOMMAND --help`查看其选项。
</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1 is not a command, and no scenario file by that name exists; run `kvbudget --help` for the commands</source>
        <translation>%1 不是命令，也不存在同名的场景文件；运行 `kvbudget --help` 查看命令</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown command &quot;%1&quot;; run `kvbudget --help` for the commands</source>
        <translation>未知命令“%1”；运行 `kvbudget --help` 查看命令</translation>
    </message>
    <message>
        <location filename="../../cli/flaghelp.cpp" line="+40"/>
        <source> (also --%1)</source>
        <translation> （也可写作--%1）</translation>
    </message>
    <message>
        <location filename="../../cli/languageflag.cpp" line="+64"/>
        <source>kvbudget: --lang must be one of %1 (got &quot;%2&quot;)</source>
        <translation>kvbudget：--lang必须是%1之一（实际为&quot;%2&quot;）</translation>
    </message>
</context>
<context>
    <name>kvb::Commands</name>
    <message>
        <location filename="../../cli/commands.cpp" line="+71"/>
        <source>Usage: kvbudget plan [flags] [-- vllm serve MODEL [vLLM flags...]]

</source>
        <translation>用法：kvbudget plan [flags] [-- vllm serve MODEL [vLLM flags...]]

</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Output:
  --format text|json|markdown|vllm  how to print the plan; vllm: the `vllm serve` command that reproduces it

A pasted launch command goes last:  -- vllm serve MODEL [vLLM flags...]
(--format may also follow it)
</source>
        <translation>
输出：
  --format text|json|markdown|vllm  规划的打印方式；vllm：输出可复现该规划的`vllm serve`命令

粘贴的启动命令放在最后：  -- vllm serve MODEL [vLLM flags...]
（--format也可以放在它之后）
</translation>
    </message>
    <message>
        <location line="+86"/>
        <location line="+22"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Hugging Face repo</source>
        <translation>Hugging Face仓库</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA total</source>
        <translation>CUDA总量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marketed</source>
        <translation>标称</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln个GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deployment(s)</source>
        <translation>
            <numerusform>%Ln个部署</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Usage: kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
</source>
        <translation>用法：kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>kvbudget list: say what to list: models, gpus, scenarios, fleets or lessons
</source>
        <translation>kvbudget list：请说明要列出什么：models、gpus、scenarios、fleets或lessons
</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>kvbudget list: %1
</source>
        <translation>kvbudget list：%1
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>kvbudget list: unexpected argument &quot;%1&quot;
</source>
        <translation>kvbudget list：意外的参数&quot;%1&quot;
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kvbudget list: --format must be text or json
</source>
        <translation>kvbudget list：--format必须为text或json
</translation>
    </message>
</context>
<context>
    <name>kvb::Compare</name>
    <message>
        <location filename="../../cli/comparecommand.cpp" line="+62"/>
        <location line="+44"/>
        <source>--vary needs plan flags, e.g. --vary &quot;--kv-cache-dtype fp8&quot;</source>
        <translation>--vary需要plan选项，例如--vary &quot;--kv-cache-dtype fp8&quot;</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>--vary &quot;%1&quot;: takes plan flags only (no %2)</source>
        <translation>--vary &quot;%1&quot;：只接受plan选项（不能包含%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 uses --accounting simple: compare plans in vLLM&apos;s accounting only</source>
        <translation>%1使用了--accounting simple：只能在vLLM的核算方式下对比规划</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>compare takes %1 to %2 scenarios and was given %3 (each scenario name, the plan flags and each --vary count one)</source>
        <translation>compare接受%1到%2个场景，但给出了%3个（每个场景名、plan选项以及每个--vary各算一个）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the default scenario</source>
        <translation>默认场景</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Usage: kvbudget compare A B [C D] [plan flags] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]

Each scenario is a scenario file or a built-in name (kvbudget list scenarios). Plan flags make one
more scenario (after the named ones), and each --vary &quot;FLAGS&quot; one more again: the plan flags with
FLAGS on top. Two to four scenarios in all; the first is the baseline every delta is taken against.
Exit codes as plan: 0 every scenario starts, 3 one refuses, 2 invalid input.
</source>
        <translation>用法：kvbudget compare A B [C D] [plan flags] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]

每个场景可以是场景文件或内置名称（kvbudget list scenarios）。plan选项会再构成一个
场景（排在指定的场景之后），每个--vary &quot;FLAGS&quot;再各构成一个：即在plan选项之上叠加FLAGS。
总共二到四个场景；第一个为基线，所有差值都相对它计算。
退出码同plan：0 所有场景均可启动，3 有场景拒绝启动，2 输入无效。
</translation>
    </message>
    <message>
        <location filename="../../core/report/compare.cpp" line="+21"/>
        <source>vLLM starts</source>
        <translation>vLLM可启动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ceiling per GPU</source>
        <translation>每GPU上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights per GPU</source>
        <translation>每GPU权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overhead per GPU</source>
        <translation>每GPU开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV pool per GPU</source>
        <translation>每GPU KV缓存池</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens</source>
        <translation>KV token数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens, low end of the band</source>
        <translation>KV token数，区间下限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens, high end of the band</source>
        <translation>KV token数，区间上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum concurrency</source>
        <translation>最大并发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Realistic concurrency</source>
        <translation>实际并发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended max_num_seqs</source>
        <translation>推荐的max_num_seqs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU数</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>starts</source>
        <translation>可启动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>refuses</source>
        <translation>拒绝启动</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>now starts</source>
        <translation>变为可启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now refuses</source>
        <translation>变为拒绝启动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <location filename="../../core/report/comparetable.cpp" line="+24"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> (baseline)</source>
        <translation> （基线）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1%2: %3%4 — %5
</source>
        <translation>%1%2：%3%4 — %5
</translation>
    </message>
</context>
<context>
    <name>kvb::ConfigDefaults</name>
    <message>
        <location filename="../../core/io/configdefaults.cpp" line="+30"/>
        <source>config-defaults.json is missing from the built-in presets</source>
        <translation>内置预设中缺少config-defaults.json</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>config-defaults.json is not valid JSON: %1</source>
        <translation>config-defaults.json不是有效的JSON：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config-defaults.json lists no model types</source>
        <translation>config-defaults.json未列出任何模型类型</translation>
    </message>
</context>
<context>
    <name>kvb::Engine</name>
    <message>
        <location filename="../../core/budget/scenariocheck.cpp" line="+33"/>
        <source>Model %1: %2</source>
        <translation>模型%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model %1 uses %2, which this version of kvbudget does not model yet; its plan would be wrong.</source>
        <translation>模型%1使用了%2，此版本的kvbudget尚未对其建模；其规划结果将不正确。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU memory must be positive (got %1 bytes)</source>
        <translation>GPU显存必须为正数（实际为%1字节）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory of %1 GiB per GPU is implausibly large</source>
        <translation>每GPU显存%1 GiB，大得不合理</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 must be between 1 and %2 (got %3)</source>
        <translation>%1必须在1到%2之间（实际为%3）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>num_key_value_heads (%1) and tensor parallel size (%2) must divide one another: vLLM shards or replicates whole K/V heads.</source>
        <translation>num_key_value_heads（%1）与张量并行大小（%2）必须能互相整除：vLLM按完整的K/V头进行切分或复制。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>intermediate_size (%1) must be divisible by tensor parallel size (%2).</source>
        <translation>intermediate_size（%1）必须能被张量并行大小（%2）整除。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pipeline parallel size (%1) is larger than the number of hidden layers (%2).</source>
        <translation>流水线并行大小（%1）大于隐藏层数（%2）。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>tensor_parallel_size x pipeline_parallel_size = %1 GPUs, but only %Ln GPU(s) are available.</source>
        <translation>
            <numerusform>tensor_parallel_size x pipeline_parallel_size = %1个GPU，但只有%Ln个GPU可用。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--max-model-len must be at least 1 (got %1)</source>
        <translation>--max-model-len至少为1（实际为%1）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>--block-size must be between 1 and %1 tokens (got %2)</source>
        <translation>--block-size必须在1到%1个token之间（实际为%2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory used by other processes (%1 GiB) must be between 0 and the GPU&apos;s %2 GiB</source>
        <translation>其他进程占用的显存（%1 GiB）必须在0到GPU的%2 GiB之间</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--kv-cache-memory must be a positive number of bytes</source>
        <translation>--kv-cache-memory必须为正的字节数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory (%1 GiB) must be at most the GPU&apos;s %2 GiB</source>
        <translation>--kv-cache-memory（%1 GiB）不能超过 GPU 的 %2 GiB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An overhead or weights override must be between 0 and the GPU&apos;s memory (got %1 GiB)</source>
        <translation>开销或权重覆盖值必须在0到GPU显存之间（实际为%1 GiB）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Request lengths must be at least 1 token (typical %1, p95 %2)</source>
        <translation>请求长度至少为1个token（典型%1，p95 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The max_num_seqs safety margin must be greater than 0 and at most 1 (got %1)</source>
        <translation>max_num_seqs安全系数必须大于0且不超过1（实际为%1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--headroom-gib must be between 0 and %1 GiB (got %2)</source>
        <translation>--headroom-gib 必须在 0 到 %1 GiB 之间（实际为 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The headroom share must be between 0 and 100 percent (got %1)</source>
        <translation>余量比例必须在0到100%之间（实际为%1）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--gpu-memory-utilization must be greater than 0 and at most 1 (got %1)</source>
        <translation>--gpu-memory-utilization必须大于0且不超过1（实际为%1）</translation>
    </message>
    <message>
        <location filename="../../core/budget/plancheck.cpp" line="+25"/>
        <source>kvbudget computed an impossible %1 (%2); the input is outside what it can model</source>
        <translation>kvbudget计算出了不可能的%1（%2）；输入超出了其可建模的范围</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU memory</source>
        <translation>GPU显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory</source>
        <translation>非torch显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activation peak</source>
        <translation>激活峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graph memory</source>
        <translation>CUDA图显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context</source>
        <translation>CUDA上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory of other processes</source>
        <translation>其他进程占用的显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory ceiling</source>
        <translation>显存上限</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV cache</source>
        <translation>KV缓存</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>maximum concurrency</source>
        <translation>最大并发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>realistic concurrency</source>
        <translation>实际并发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV token count</source>
        <translation>KV token数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV block count</source>
        <translation>KV块数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV bytes per token</source>
        <translation>每token的KV字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV bytes per block</source>
        <translation>每块的KV字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV needed for max_model_len</source>
        <translation>max_model_len所需的KV缓存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated max_model_len</source>
        <translation>估算的max_model_len</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recommended max_num_seqs</source>
        <translation>推荐的max_num_seqs</translation>
    </message>
</context>
<context>
    <name>kvb::Explain</name>
    <message>
        <location filename="../../core/report/explain.cpp" line="+27"/>
        <location line="+65"/>
        <source>measured (override)</source>
        <translation>实测值（覆盖）</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>%1 parameters; layers in %2 = %3, embeddings and lm_head at %4 bits = %5</source>
        <translation>%1个参数；各层为%2 = %3，嵌入与lm_head为%4位 = %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, vision encoder at %1 bits = %2</source>
        <translation>，视觉编码器为%1位 = %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> (%n linear module(s) of the layers kept at %1 bits by the checkpoint&apos;s exclusion list)</source>
        <translation>
            <numerusform> （其中%n个线性模块按checkpoint的排除列表保持%1位）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 parameters × %2 B (%3)</source>
        <translation>%1个参数 × %2 B（%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> on this GPU (of %1: sharded layers ÷ TP %2, %3 of %4 layers, norms replicated)</source>
        <translation> （此GPU上；总计%1：切分的层 ÷ TP %2，%4层中的%3层，归一化层复制）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (no vision tower or projector: text only, vLLM %1 and later builds neither)</source>
        <translation>（无视觉塔和投影层：纯文本模式下，vLLM %1 及以后的版本两者都不构建）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + MLA&apos;s absorbed projections, built at load %1</source>
        <translation> + MLA 的吸收投影矩阵（加载时构建）%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> + RoPE cache %1</source>
        <translation> + RoPE缓存%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>share of the %1 overhead override</source>
        <translation>%1开销覆盖值中的份额</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU memory (CUDA-visible)</source>
        <translation>GPU显存（CUDA可见）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, as torch reports total_memory</source>
        <translation>%1，取torch报告的total_memory</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU shown</source>
        <translation>所示GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pipeline stage %1 of %2 (layers %3–%4), TP rank 0 of %5; vLLM takes the fewest blocks over all workers</source>
        <translation>流水线阶段%1/%2（第%3–%4层），TP rank 0/%5；vLLM取所有worker中最少的块数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>per GPU</source>
        <translation>每GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory ceiling</source>
        <translation>显存上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ceil(%1 gpu_memory_utilization × %2)</source>
        <translation>ceil(%1 gpu_memory_utilization × %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model weights</source>
        <translation>模型权重</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>logits only</source>
        <translation>仅logits</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>torch sort</source>
        <translation>torch排序</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FlashInfer</source>
        <translation>FlashInfer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Triton top-k/top-p</source>
        <translation>Triton top-k/top-p</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>forward pass: %1 tokens × %2 B = %3</source>
        <translation>前向传播：%1个token × %2 B = %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; fused-MoE layer over %1 rows gathered from %2 data-parallel ranks: %3 rows per chunk × %4 B + gathered hidden states and residual %5 = %6</source>
        <translation>；fused-MoE层处理从%2个数据并行rank汇集的%1行：每块%3行 × %4 B + 汇集的隐藏状态与残差%5 = %6</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; sampler (%1): %2 rows × %3 vocab × %4 B + %5 of hidden states = %6</source>
        <translation>；采样器（%1）：%2行 × %3词表 × %4 B + %5隐藏状态 = %6</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>; vision encoder: %Ln image(s) × %1 patches × %2 B = %3</source>
        <translation>
            <numerusform>；视觉编码器：%Ln张图像 × %1个patch × %2 B = %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, its outputs kept through the decoder pass: %1</source>
        <translation>，其输出在解码器前向期间一直保留：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>max(%1)</source>
        <translation>max(%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>first capture 2 × %1 tokens × %2 B + %3 of workspaces</source>
        <translation>首次捕获 2 × %1个token × %2 B + %3工作区</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source> + %Ln more PIECEWISE capture(s) × %1</source>
        <translation>
            <numerusform> + 另外%Ln次PIECEWISE捕获 × %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 graphs × %2</source>
        <translation>%1个图 × %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source> + %Ln more FULL capture(s) × %1</source>
        <translation>
            <numerusform> + 另外%Ln次FULL捕获 × %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none: --enforce-eager</source>
        <translation>无：--enforce-eager</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln batch size(s) × %1 layers × 1.17 MiB</source>
        <translation>
            <numerusform>%Ln种批大小 × %1层 × 1.17 MiB</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; captured after the KV cache, outside the budget</source>
        <translation>；在KV缓存之后捕获，不计入预算</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CUDA/cuBLAS workspaces and host memory allocated while loading and profiling %1%2</source>
        <translation>CUDA/cuBLAS 工作区及加载与性能分析期间分配的主机内存 %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA/cuBLAS workspaces %1%2</source>
        <translation>CUDA/cuBLAS工作区%1%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> + NCCL/all-reduce buffers %1</source>
        <translation> + NCCL/all-reduce缓冲区%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch memory</source>
        <translation>非torch显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak (profiling run)</source>
        <translation>激活峰值（显存分析运行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs</source>
        <translation>CUDA图</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory (profiling skipped)</source>
        <translation>--kv-cache-memory（跳过显存分析）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 − %2 − %3 − %4 − %5</source>
        <translation>%1 − %2 − %3 − %4 − %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 − %2 − %3 − %4</source>
        <translation>%1 − %2 − %3 − %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache pool</source>
        <translation>KV缓存池</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 latent (kv_lora_rank + rope) × %2 layers × %3 bytes (%4), not split across GPUs</source>
        <translation>%1维潜在向量（kv_lora_rank + rope） × %2层 × %3字节（%4），不跨GPU切分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 × %2 layers × %3 KV heads × %4 × %5 bytes (%6)</source>
        <translation>%1 × %2层 × %3个KV头 × %4 × %5字节（%6）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 per token</source>
        <translation>每token %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per token (%2 B)</source>
        <translation>每token %1（%2 B）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache per token</source>
        <translation>每token的KV缓存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>KV blocks</source>
        <translation>KV块数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor(%1 ÷ %2)</source>
        <translation>floor(%1 ÷ %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks</source>
        <translation>%1个块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache size</source>
        <translation>KV缓存大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks ÷ %2 groups × %3 tokens (as vLLM logs it)</source>
        <translation>%1个块 ÷ %2组 × %3个token（与vLLM日志一致）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 blocks × %2 tokens</source>
        <translation>%1个块 × %2个token</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/report/explainkv.cpp" line="+84"/>
        <location line="+6"/>
        <source>%1 tokens</source>
        <translation>%1个token</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Maximum concurrency (worst case)</source>
        <translation>最大并发（最坏情况）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks × %2 tokens ÷ %3</source>
        <translation>%1个块 × %2个token ÷ %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>%1 blocks ÷ %2 blocks per %3-token request</source>
        <translation>%1个块 ÷ 每个%3 token的请求%2个块</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests at the typical length</source>
        <translation>典型长度下的请求数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 requests at once</source>
        <translation>同时%1个请求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended max_num_seqs</source>
        <translation>推荐的max_num_seqs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor(%1 blocks ÷ %2 blocks per p95 request of %3 tokens × %4 margin)</source>
        <translation>floor(%1个块 ÷ 每个p95请求（%3个token）%2个块 × 安全系数%4)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>one %1-token request needs %2 ≤ %3 available</source>
        <translation>一个%1 token的请求需要%2 ≤ 可用的%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free at start %1 (total − other processes − CUDA context) &lt; ceiling %2</source>
        <translation>启动时空闲%1（总量 − 其他进程 − CUDA上下文） &lt; 上限%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights %1 &gt; free at start %2</source>
        <translation>权重%1 &gt; 启动时空闲%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>profiling peak %1 &gt; %2 free beside the weights and non-torch memory</source>
        <translation>显存分析峰值%1 &gt; 权重与非torch显存之外的空闲%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory %1 &gt; %2 free beside the weights and non-torch memory</source>
        <translation>--kv-cache-memory %1 &gt; 权重与非 torch 内存之外的空闲 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache pool %1 ≤ 0</source>
        <translation>KV缓存池%1 ≤ 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one %1-token request needs %2 &gt; %3 available; longest that fits: %4 tokens</source>
        <translation>一个%1 token的请求需要%2 &gt; 可用的%3；可容纳的最长请求：%4个token</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Invalid scenario</source>
        <translation>场景无效</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none: an encoder-only model has no KV cache (vLLM allocates no pool)</source>
        <translation>无：仅编码器模型没有KV缓存（vLLM不分配缓存池）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Startup check</source>
        <translation>启动检查</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>free at start %1 ≥ ceiling %2, weights %3 fit</source>
        <translation>启动时空闲%1 ≥ 上限%2，权重%3可容纳</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>starts</source>
        <translation>可启动</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>refuses to start</source>
        <translation>拒绝启动</translation>
    </message>
    <message>
        <location filename="../../core/report/explainkv.cpp" line="-66"/>
        <source>%1 sliding-window layers hold at most %2 tokens</source>
        <translation>%1个滑动窗口层最多保留%2个token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 full-attention layers hold the whole context</source>
        <translation>%1个全注意力层保留完整上下文</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 layers hold a constant %3 per request</source>
        <translation>%1个%2层每个请求固定占用%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>linear-attention</source>
        <translation>线性注意力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>short-convolution</source>
        <translation>短卷积</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamba</source>
        <translation>Mamba</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLA keeps one %1-value latent per token and layer on every GPU, padded to %2 values (256-byte entries, vLLM 0.7.2-0.7.3)</source>
        <translation>MLA 在每块 GPU 上为每个 token、每层保存一个 %1 值的潜向量，填充到 %2 个值（256 字节条目，vLLM 0.7.2-0.7.3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MLA keeps one %1-value latent per token and layer on every GPU</source>
        <translation>MLA在每个GPU上为每个token、每层保存一个%1维潜在向量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLA before vLLM 0.7.1 keeps full K and V for each of the GPU&apos;s %1 heads, the head size padded to %2</source>
        <translation>vLLM 0.7.1之前，MLA为该GPU的%1个头各保存完整的K和V，头维度填充到%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hybrid KV-cache manager disabled: every layer holds the whole context</source>
        <translation>混合KV缓存管理器已禁用：每层都保留完整上下文</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What each layer keeps</source>
        <translation>各层保留的内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>uniform</source>
        <translation>统一</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 full</source>
        <translation>%1个全注意力组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sliding</source>
        <translation>%1个滑动窗口组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 state</source>
        <translation>%1个状态组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cross-attention (%2 encoder tokens per request)</source>
        <translation>%1个交叉注意力组（每个请求%2个编码器token）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hybrid KV groups</source>
        <translation>混合KV分组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>groups of %1 layers: %2; %3 padding layers</source>
        <translation>每组%1层：%2；%3个填充层</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 groups</source>
        <translation>%1组</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>Block size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>raised until an attention page holds one %1 state (multiple of 16)</source>
        <translation>增大到一个注意力页可容纳一个%1的状态（16的倍数）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>forced by the MLA attention backend (FlashMLA 64 on Hopper, CUTLASS-MLA 128 on Blackwell)</source>
        <translation>由MLA注意力后端决定（Hopper上FlashMLA为64，Blackwell上CUTLASS-MLA为128）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One KV block</source>
        <translation>单个KV块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens × %2</source>
        <translation>%1个token × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 page per layer × %2 layers per group</source>
        <translation>每层一页%1 × 每组%2层</translation>
    </message>
</context>
<context>
    <name>kvb::Export</name>
    <message>
        <location filename="../../cli/exportcommand.cpp" line="+43"/>
        <source>--chart takes dashboard, memory, concurrency, utilization or savings</source>
        <translation>--chart可取dashboard、memory、concurrency、utilization或savings</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--page %1: expected a4, letter or fit</source>
        <translation>--page %1：应为a4、letter或fit</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>say where to write the image: -o FILE.png|svg|pdf</source>
        <translation>请指定图像的输出位置：-o FILE.png|svg|pdf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>-o %1 is a folder; give a file name: -o FILE.png|svg|pdf</source>
        <translation>-o %1 是文件夹；请给出文件名：-o FILE.png|svg|pdf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--size %1: expected WIDTHxHEIGHT, each from %2 to %3, e.g. 1920x1080</source>
        <translation>--size %1：应为WIDTHxHEIGHT，每项在%2到%3之间，例如1920x1080</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--scale %1: expected %2 to %3</source>
        <translation>--scale %1：应在%2到%3之间</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--theme takes light or dark</source>
        <translation>--theme可取light或dark</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Usage: kvbudget export [plan flags] -o FILE.png|svg|pdf [--size WxH] [--scale N]
                       [--chart dashboard|memory|concurrency|utilization|savings] [--theme light|dark]
                       [--page a4|letter|fit]

Renders the dashboard without a display. --size is the logical size (default 1920x1080): a PNG
has exactly that many pixels times --scale (default 1); SVG takes it as its size. A PDF&apos;s page is
that size with --page fit (default), or landscape A4 or Letter paper with the dashboard scaled onto it.

</source>
        <translation>用法：kvbudget export [plan flags] -o FILE.png|svg|pdf [--size WxH] [--scale N]
                      [--chart dashboard|memory|concurrency|utilization|savings] [--theme light|dark]
                      [--page a4|letter|fit]

无需显示器即可渲染仪表盘。--size为逻辑尺寸（默认1920x1080）：PNG的像素数
恰为该尺寸乘以--scale（默认1）；SVG直接以其为尺寸。PDF的页面在--page fit（默认）时
即为该尺寸，也可以是横向A4或Letter纸张，仪表盘缩放到纸面上。

</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>this build of kvbudget has no dashboard (built without the GUI)</source>
        <translation>此kvbudget构建不含仪表盘（构建时未包含GUI）</translation>
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
        <translation>用法：kvbudget validate [FILE] [--format text|json] [--cross-validate] [--fit]

将启动日志文件（共享格式；默认：内置的公开vLLM日志）中的每个案例与引擎的预测进行对比：权重、KV token数或GiB、最大并发以及vLLM能否启动。
  --cross-validate   每次留出一个案例，重新拟合所有拟合常数并预测该案例，报告留一法|误差|的中位数、p90和最大值、判定结果以及区间覆盖率，并与样本内数据并列
  --fit              打印该文件中日志得出的常数
  --explain CASE     kvbudget为某个案例做出的规划，与其日志记录并列
</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Case %1 (%2), as logged:</source>
        <translation>案例%1（%2），日志记录：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The log&apos;s activation peak is FlashInfer&apos;s sampler warm-up, not torch&apos;s sort, so the plan above samples with FlashInfer.</source>
        <translation>日志中的激活峰值是 FlashInfer 采样器的预热，而不是 torch 的排序，因此上面的方案使用 FlashInfer 采样。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log&apos;s activation peak is torch&apos;s sort, not FlashInfer&apos;s sampler warm-up, so the plan above samples with torch&apos;s sort.</source>
        <translation>日志中的激活峰值是 torch 的排序，而不是 FlashInfer 采样器的预热，因此上面的方案使用 torch 排序采样。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kvbudget validate: no case %1 in the file</source>
        <translation>kvbudget validate：文件中没有案例%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>kvbudget validate: --format must be text or json
</source>
        <translation>kvbudget validate：--format必须为text或json
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kvbudget validate: give at most one file
</source>
        <translation>kvbudget validate：最多只能指定一个文件
</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>log-case file</source>
        <translation>日志案例文件</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>vLLM log</source>
        <translation>vLLM日志</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Calibrating %1 from a vLLM log (%2)</source>
        <translation>正在根据vLLM日志校准%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format not pinned</source>
        <translation>未确定格式</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>read %n line(s)</source>
        <translation>
            <numerusform>已读取%n行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logged</source>
        <translation>日志值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted</source>
        <translation>预测值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation>误差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>calibrated</source>
        <translation>校准值</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Adopted:</source>
        <translation>已采用：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Usage: kvbudget calibrate --log FILE [plan flags] [--save SCENARIO.json] [--format text|json]

Reads a vLLM startup log (any version&apos;s format), shows the engine&apos;s prediction beside the logged figures, and re-bases the scenario on the measured terms. FILE may be - for standard input.

</source>
        <translation>用法：kvbudget calibrate --log FILE [plan flags] [--save SCENARIO.json] [--format text|json]

读取vLLM启动日志（任意版本的格式），将引擎的预测与日志数据并列显示，并以实测项为基准重建场景。FILE可以是-，表示标准输入。

</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--log FILE is required (the vLLM startup output; - reads standard input)</source>
        <translation>必须提供--log FILE（vLLM的启动输出；-表示读取标准输入）</translation>
    </message>
</context>
<context>
    <name>kvb::FitFormat</name>
    <message>
        <location filename="../../cli/fitformat.cpp" line="+95"/>
        <source>Leave-one-out: every fitted constant and the band refitted without the case, then the case predicted.</source>
        <translation>留一法：去掉该案例后重新拟合所有拟合常数和区间，再预测该案例。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>case</source>
        <translation>案例</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>group</source>
        <translation>分组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logged</source>
        <translation>日志值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>predicted</source>
        <translation>预测值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation>误差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>band</source>
        <translation>区间</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  verdict wrong</source>
        <translation>  判定错误</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>median |error| %1%, p90 %2%, max %3% (%4) over %5 cases; band contains the log in %6%; verdicts right or undecidable %7 of %8</source>
        <translation>%5个案例的|误差|中位数%1%，p90 %2%，最大%3%（%4）；区间覆盖日志值的比例为%6%；判定正确或无法判定：%7/%8</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Leave-one-out:</source>
        <translation>留一法：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-sample:</source>
        <translation>样本内：</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Fitted on the public logs (medians of what each group&apos;s logs imply):</source>
        <translation>基于公开日志拟合（各分组日志推算值的中位数）：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>non-torch memory, V1, one GPU</source>
        <translation>非torch显存，V1，单GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V1 0.11+, extra with TP/PP</source>
        <translation>非torch显存，V1 0.11+，TP/PP额外部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL and all-reduce buffers, V1 0.9.1-0.10</source>
        <translation>NCCL与all-reduce缓冲区，V1 0.9.1-0.10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V0, one GPU</source>
        <translation>非torch显存，V0，单GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V0, extra with TP/PP</source>
        <translation>非torch显存，V0，TP/PP额外部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, ROCm</source>
        <translation>非torch显存，ROCm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, unified memory</source>
        <translation>非 torch 内存，统一内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context base</source>
        <translation>CUDA上下文基数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vision encoder factor</source>
        <translation>视觉编码器系数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Band share of the estimated overhead (+ 0.25 GiB), by group:</source>
        <translation>区间占估算开销（+ 0.25 GiB）的比例，按分组：</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>%1 (%2 logs)</source>
        <translation>%1（%2份日志）</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Band share of the counted weights, by weight format:</source>
        <translation>区间占计算权重的比例，按权重格式：</translation>
    </message>
</context>
<context>
    <name>kvb::Fleet</name>
    <message>
        <location filename="../../core/fleet/fleet.cpp" line="+23"/>
        <source>Every GPU of the fleet needs an id</source>
        <translation>集群中的每个GPU都需要id</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two GPUs have the id &quot;%1&quot;</source>
        <translation>有两个GPU的id都是&quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU &quot;%1&quot; has no memory size</source>
        <translation>GPU &quot;%1&quot;没有显存大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU &quot;%1&quot;: memory held by other processes must be between 0 and the card&apos;s memory</source>
        <translation>GPU &quot;%1&quot;：其他进程占用的显存必须在0到该卡显存之间</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every deployment of the fleet needs a name</source>
        <translation>集群中的每个部署都需要名称</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Deployment &quot;%1&quot; runs on %Ln GPU(s) (tensor x pipeline parallel size) but lists %2</source>
        <translation>
            <numerusform>部署&quot;%1&quot;运行在%Ln个GPU上（张量并行 x 流水线并行大小），但列出了%2个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deployment &quot;%1&quot; runs on GPU &quot;%2&quot;, which the fleet does not have</source>
        <translation>部署&quot;%1&quot;运行在GPU &quot;%2&quot;上，但集群中没有该GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployment &quot;%1&quot; lists GPU &quot;%2&quot; twice</source>
        <translation>部署&quot;%1&quot;两次列出了GPU &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The fleet has no GPUs</source>
        <translation>集群中没有GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two deployments are named &quot;%1&quot;</source>
        <translation>有两个部署都名为&quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>kvb::FleetCommand</name>
    <message>
        <location filename="../../cli/fleetcommand.cpp" line="+57"/>
        <source>unexpected argument &quot;%1&quot; (one fleet file or built-in name)</source>
        <translation>意外的参数&quot;%1&quot;（只能有一个集群文件或内置名称）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--fail needs the id of at least one GPU</source>
        <translation>--fail需要至少一个GPU的id</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 needs a value</source>
        <translation>--%1需要一个值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown flag &quot;%1&quot;</source>
        <translation>未知选项&quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>say which fleet: a fleet file or a built-in fleet (kvbudget list fleets)</source>
        <translation>请指定集群：集群文件或内置集群（kvbudget list fleets）</translation>
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
        <translation>用法：kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]

按启动顺序逐卡重放集群中每个部署的启动过程，各自采用其vLLM版本的规则，
并指出哪些可启动、拒绝启动或启动时崩溃。

  FILE|NAME          集群文件（&quot;kvbudget_fleet&quot;: 1）或内置集群（kvbudget list fleets）
  --fail GPU_ID ...  将卡标记为故障（可重复，或一次列出：--fail gpu2 gpu3）
  --repack           重新放置故障卡上原有的部署，并提出损失最小的
                     变更方案，按损失的KV token数排序（不超过8个GPU x 12个
                     部署时精确求解，超出时用带差距上界的启发式搜索）
  --format F         text（默认）、json或markdown

退出码：0 所有部署均可启动（使用--repack时：指最佳方案），3 有部署
无法启动，2 输入无效，4 文件错误。
</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--format must be text, json or markdown (got &quot;%1&quot;)</source>
        <translation>--format必须为text、json或markdown（实际为&quot;%1&quot;）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--fail %1: the fleet has no such GPU (it has %2)</source>
        <translation>--fail %1：集群中没有该GPU（现有：%2）</translation>
    </message>
</context>
<context>
    <name>kvb::FleetExport</name>
    <message>
        <location filename="../../cli/fleetexport.cpp" line="+69"/>
        <source>this build of kvbudget has no GPUs view (built without the GUI)</source>
        <translation>此kvbudget构建不含GPU视图（构建时未包含GUI）</translation>
    </message>
</context>
<context>
    <name>kvb::FleetFile</name>
    <message>
        <location filename="../../core/fleet/fleetfile.cpp" line="+54"/>
        <source>Custom GPU</source>
        <translation>自定义GPU</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: give a GPU preset (&quot;gpu&quot;) or its memory (&quot;memory_gib&quot;)</source>
        <translation>%1：请给出GPU预设（&quot;gpu&quot;）或其显存（&quot;memory_gib&quot;）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: give the deployment&apos;s &quot;scenario&quot; (an object or a built-in id) or its &quot;scenario_file&quot;</source>
        <translation>%1：请给出部署的&quot;scenario&quot;（对象或内置id）或其&quot;scenario_file&quot;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 &quot;%2&quot;</source>
        <translation>%1 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: field &quot;gpus&quot; must be a list of cards such as [{&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}]</source>
        <translation>%1：字段 &quot;gpus&quot; 必须是显卡列表，例如 [{&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the fleet has no GPUs: field &quot;gpus&quot; is empty; list at least one card, e.g. {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</source>
        <translation>%1：集群没有 GPU：字段 &quot;gpus&quot; 为空；请至少列出一张卡，例如 {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the fleet has no GPUs: field &quot;gpus&quot; is missing; list at least one card, e.g. {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</source>
        <translation>%1：集群没有 GPU：缺少字段 &quot;gpus&quot;；请至少列出一张卡，例如 {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not a kvbudget fleet file (it needs &quot;kvbudget_fleet&quot;: 1)</source>
        <translation>%1不是kvbudget集群文件（需要&quot;kvbudget_fleet&quot;: 1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 gpus[%2]</source>
        <translation>%1 gpus[%2]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: field &quot;deployments&quot; must be a list, each entry {&quot;name&quot;: …, &quot;gpus&quot;: […], &quot;scenario&quot;: {…}}</source>
        <translation>%1：字段 &quot;deployments&quot; 必须是列表，每一项为 {&quot;name&quot;: …, &quot;gpus&quot;: […], &quot;scenario&quot;: {…}}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 deployments[%2]</source>
        <translation>%1 deployments[%2]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fleet file</source>
        <translation>集群文件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is empty</source>
        <translation>%1为空</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1不是有效的JSON：%2</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Unknown fleet &quot;%1&quot;: not a built-in fleet (see `kvbudget list fleets`) and no such file</source>
        <translation>未知集群&quot;%1&quot;：既不是内置集群（见`kvbudget list fleets`），也不存在该文件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New fleet</source>
        <translation>新集群</translation>
    </message>
</context>
<context>
    <name>kvb::FleetPresets</name>
    <message>
        <location line="-273"/>
        <source>GPU tetris: four 24 GB cards, two of which fail</source>
        <translation>GPU俄罗斯方块：四张24 GB卡，其中两张故障</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Qwen2.5-VL model, a chat model, Whisper and an embedding model, one per RTX 4090, the vision model started last. Fail gpu0 and gpu1 and re-pack: the vision model asks for most of a card, so on a shared card it must start first.</source>
        <translation>一个Qwen2.5-VL模型、一个对话模型、Whisper和一个嵌入模型，各占一张RTX 4090，视觉模型最后启动。让gpu0和gpu1故障并重排：视觉模型需要一张卡的大部分显存，因此在共享卡上它必须先启动。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two tenants on one 24 GB card</source>
        <translation>一张24 GB卡上的两个租户</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chat model and Whisper share an RTX 4090, each at half the card: whatever else runs, 0.5 means 11.8 GiB, and the second to start finds less than that free.</source>
        <translation>一个对话模型与Whisper共享一张RTX 4090，各占半张卡：无论还有什么在运行，0.5都意味着11.8 GiB，而第二个启动的部署会发现空闲显存不足这个数。</translation>
    </message>
</context>
<context>
    <name>kvb::FleetReplay</name>
    <message>
        <location filename="../../core/fleet/replay.cpp" line="+65"/>
        <source>not placed: it names no GPU</source>
        <translation>未放置：未指定GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not placed: GPU %1 has failed</source>
        <translation>未放置：GPU %1已故障</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deployment &quot;%1&quot;: %2</source>
        <translation>部署&quot;%1&quot;：%2</translation>
    </message>
</context>
<context>
    <name>kvb::FleetStart</name>
    <message numerus="yes">
        <location filename="../../core/fleet/instancestart.cpp" line="+36"/>
        <source>the encoder on %Ln dummy input(s)</source>
        <translation>
            <numerusform>编码器处理%Ln个虚拟输入</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the forward pass and the sampler warm-up</source>
        <translation>前向传播与采样器预热</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA out of memory in vLLM&apos;s profiling run: weights %1 + non-torch %2 + the activation peak of %3 (%4) need %5, but only %6 are free when it starts</source>
        <translation>vLLM显存分析运行时CUDA显存不足：权重%1 + 非torch %2 + %3的激活峰值（%4）共需%5，但启动时只有%6空闲</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>refuses: %1 free when it starts, but gpu_memory_utilization %2 asks for %3 of the card&apos;s %4</source>
        <translation>拒绝启动：启动时空闲%1，但gpu_memory_utilization %2要求该卡%4中的%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>crashes at start: CUDA out of memory while loading %1 of weights into %2 free</source>
        <translation>启动时崩溃：将%1权重加载到%2空闲显存时CUDA显存不足</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>crashes at start: %1</source>
        <translation>启动时崩溃：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>starts (no KV cache)</source>
        <translation>可启动（无KV缓存）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starts: %1 KV tokens, maximum concurrency %2x</source>
        <translation>可启动：%1个KV token，最大并发%2x</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>crashes at start: the KV pool its utilization grants does not fit in what is free</source>
        <translation>启动时崩溃：按其利用率分配的KV缓存池超出了空闲显存</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>crashes at start: CUDA out of memory allocating the %1 --kv-cache-memory asks for beside %2 of weights</source>
        <translation>启动时崩溃：在 %2 权重之外分配 --kv-cache-memory 要求的 %1 时 CUDA 内存不足</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>refuses: no memory left for KV cache blocks (pool %1)</source>
        <translation>拒绝启动：没有剩余显存可用于KV缓存块（缓存池%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>refuses: one %1-token request needs %2, the pool holds %3</source>
        <translation>拒绝启动：一个%1 token的请求需要%2，缓存池只有%3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>starts</source>
        <translation>可启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>refuses</source>
        <translation>拒绝启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crashes at start</source>
        <translation>启动时崩溃</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not placed</source>
        <translation>未放置</translation>
    </message>
</context>
<context>
    <name>kvb::FleetText</name>
    <message>
        <location filename="../../core/report/fleettext.cpp" line="+20"/>
        <location line="+5"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>  %1. %2 (vLLM %3%4): free at start %5, ceiling %6, spike %7, holds %8 — %9</source>
        <translation>  %1. %2（vLLM %3%4）：启动时空闲%5，上限%6，峰值%7，占用%8 — %9</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, counts others&apos; memory against its budget</source>
        <translation>，将其他进程的显存计入其预算</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1  %2, %3%4
</source>
        <translation>%1  %2，%3%4
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  FAILED</source>
        <translation>  已故障</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  other processes hold %1
</source>
        <translation>  其他进程占用%1
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  once all have started: %1 held of %2, highest point %3; ceilings add up to %4%5
</source>
        <translation>  全部启动后：占用%1/%2，最高点%3；上限合计%4%5
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (overcommitted)</source>
        <translation> （超额分配）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  %1 [%2, start %3]: %4
</source>
        <translation>  %1 [%2，第%3个启动]：%4
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no GPU</source>
        <translation>无GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>      vLLM: %1
</source>
        <translation>      vLLM：%1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>      starts only if started before %1
</source>
        <translation>      仅当先于%1启动时才能启动
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every deployment starts.
</source>
        <translation>所有部署均可启动。
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 deployments do not start.
</source>
        <translation>%2个部署中有%1个无法启动。
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
No re-pack proposal: %1
</source>
        <translation>
无重排方案：%1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to place</source>
        <translation>没有需要放置的部署</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Re-pack proposals, least capacity lost first:
</source>
        <translation>
重排方案（按容量损失从小到大）：
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %1. %2: %3
</source>
        <translation> %1. %2：%3
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 %3 → %4</source>
        <translation>%1：%2 %3 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be placed (was on %2): loses its %3 KV tokens</source>
        <translation>%1无法放置（原在%2上）：损失其%3个KV token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 → %2 KV tokens, maximum concurrency %3x → %4x)</source>
        <translation> （%1 → %2个KV token，最大并发%3x → %4x）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>every deployment starts</source>
        <translation>所有部署均可启动</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deployment(s) do not start</source>
        <translation>
            <numerusform>%Ln个部署无法启动</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact search, proven optimal (%1 nodes, %2 cut off by the bound)</source>
        <translation>精确搜索，已证明最优（%1个节点，%2个被上界剪枝）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact search, not proven optimal</source>
        <translation>精确搜索，未证明最优</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>heuristic search, at most %1 KV tokens from the best</source>
        <translation>启发式搜索，与最优解相差不超过%1个KV token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 KV tokens lost; %3</source>
        <translation>%1，损失%2个KV token；%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fleet: %1 — %2 GPUs, %3 deployments

</source>
        <translation>集群：%1 — %2个GPU，%3个部署

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The startup, card by card, in start order:
</source>
        <translation>按启动顺序逐卡的启动过程：
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
Deployments:
</source>
        <translation>
部署：
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>## Fleet: %1

</source>
        <translation>## 集群：%1

</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>| GPU | # | Deployment | Free at start | Ceiling | Spike | Holds | Verdict |
</source>
        <translation>| GPU | # | 部署 | 启动时空闲 | 上限 | 峰值 | 占用 | 判定 |
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>| %1 | | *failed* | | | | | |
</source>
        <translation>| %1 | | *已故障* | | | | | |
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>
| Deployment | GPUs | Verdict | Why |
|---|---|---|---|
</source>
        <translation>
| 部署 | GPU | 判定 | 原因 |
|---|---|---|---|
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
### Re-pack proposals

</source>
        <translation>
### 重排方案

</translation>
    </message>
</context>
<context>
    <name>kvb::GpuPrices</name>
    <message>
        <location filename="../../core/io/gpuprices.cpp" line="+27"/>
        <source>%1: each price must be an object</source>
        <translation>%1：每个价格都必须是一个对象</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a price needs &quot;gpu&quot;, a positive &quot;usd_per_gpu_hour&quot; and its &quot;source&quot;</source>
        <translation>%1：价格需要&quot;gpu&quot;、一个正数&quot;usd_per_gpu_hour&quot;及其&quot;source&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;date&quot; must be the date of the figure as YYYY-MM-DD (got &quot;%2&quot;)</source>
        <translation>%1：&quot;date&quot;必须是该数值的日期，格式为YYYY-MM-DD（实际为&quot;%2&quot;）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1不是JSON对象：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no &quot;prices&quot; array</source>
        <translation>%1没有&quot;prices&quot;数组</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, price %2</source>
        <translation>%1，第%2个价格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 lists GPU &quot;%2&quot; twice</source>
        <translation>%1两次列出了GPU &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>price list</source>
        <translation>价格表</translation>
    </message>
</context>
<context>
    <name>kvb::HfArchitecture</name>
    <message>
        <location filename="../../core/io/hfarchitecture.cpp" line="+35"/>
        <source>field &quot;%1&quot; must be a non-negative integer</source>
        <translation>字段&quot;%1&quot;必须为非负整数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &quot;%1&quot; is %2; the allowed range is 0 to %3</source>
        <translation>字段&quot;%1&quot;为%2；允许范围为0到%3</translation>
    </message>
    <message>
        <location filename="../../core/io/hfmoe.cpp" line="+31"/>
        <source>%1 lists %2 layers but num_hidden_layers is %3</source>
        <translation>%1 列出了 %2 层，但 num_hidden_layers 为 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-layer %1 values that differ</source>
        <translation>逐层取值各不相同的 %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the shared MLP (intermediate_size x num_shared_expert) is %1 wide; the allowed range is up to %2</source>
        <translation>共享 MLP（intermediate_size x num_shared_expert）宽度为 %1；允许范围最大为 %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the layout&apos;s router_fp32_from &quot;%1&quot; is not a vLLM version</source>
        <translation>布局的 router_fp32_from &quot;%1&quot; 不是 vLLM 版本号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dense layers listed in mlp_only_layers</source>
        <translation>mlp_only_layers中列出的稠密层</translation>
    </message>
    <message>
        <location filename="../../core/io/hfarchitecture.cpp" line="+45"/>
        <source>DeepSeek sparse attention (the V3.2 indexer cache)</source>
        <translation>DeepSeek稀疏注意力（V3.2的索引器缓存）</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../core/io/hfstatespace.cpp" line="+186"/>
        <source>layer_types lists %1 layers but num_hidden_layers is %2</source>
        <translation>layer_types列出了%1层，但num_hidden_layers为%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>layer type &quot;%1&quot;</source>
        <translation>层类型&quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+143"/>
        <source>block_configs lists %1 layers but num_hidden_layers is %2</source>
        <translation>block_configs列出了%1层，但num_hidden_layers为%2</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>block_configs: an attention block needs n_heads_in_group dividing num_attention_heads</source>
        <translation>block_configs：注意力块的n_heads_in_group必须能整除num_attention_heads</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>attention layers with different KV head counts</source>
        <translation>KV头数不同的注意力层</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>block_configs: an FFN block needs a positive ffn_mult</source>
        <translation>block_configs：FFN块需要正的ffn_mult</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>replace_with_linear blocks, which vLLM&apos;s DeciLM model does not build</source>
        <translation>replace_with_linear块（vLLM的DeciLM模型不构建此类块）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cross_attention_layers names a layer outside 0..%1</source>
        <translation>cross_attention_layers指定的层超出了0..%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+3"/>
        <source>moe_layers other than every interleave_moe_layer_step-th layer</source>
        <translation>不按每interleave_moe_layer_step层一个分布的moe_layers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Llama 4&apos;s chunked-attention layers are counted with a full KV cache, as vLLM keeps them unless VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE=1</source>
        <translation>Llama 4的分块注意力层按完整KV缓存计算，因为除非设置VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE=1，vLLM都会这样保留它们</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cross-layer attention (use_cla) sharing K and V between layers</source>
        <translation>在层间共享 K 和 V 的跨层注意力（use_cla）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the config describes %1 layers&apos; types but num_hidden_layers is %2</source>
        <translation>config描述了%1个层的类型，但num_hidden_layers为%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sliding-window layers need a positive sliding_window</source>
        <translation>滑动窗口层需要正的sliding_window</translation>
    </message>
    <message>
        <location filename="../../core/io/hfstatespace.cpp" line="-149"/>
        <source>field &quot;expand&quot; is %1; the allowed range is above 0 and at most %2</source>
        <translation>字段&quot;expand&quot;为%1；允许范围为大于0且不超过%2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>hybrid_override_pattern must have one character per layer (%1)</source>
        <translation>hybrid_override_pattern必须每层一个字符（%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nemotron-H mixture-of-experts layers (&quot;E&quot; in hybrid_override_pattern)</source>
        <translation>Nemotron-H的混合专家层（hybrid_override_pattern中的&quot;E&quot;）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hybrid_override_pattern has an unknown layer type &apos;%1&apos; (M, *, - or E)</source>
        <translation>hybrid_override_pattern包含未知的层类型&apos;%1&apos;（M、*、-或E）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>layer_types may only name &quot;%1&quot; or &quot;%2&quot; layers</source>
        <translation>layer_types 只能指定 &quot;%1&quot; 或 &quot;%2&quot; 层</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>layer_types must name each of the %1 layers &quot;mamba&quot; or &quot;attention&quot; (vLLM&apos;s granitemoehybrid.py reads it per layer)</source>
        <translation>layer_types 必须为全部 %1 层逐一指定 &quot;mamba&quot; 或 &quot;attention&quot;（vLLM 的 granitemoehybrid.py 按层读取它）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>mamba_n_heads x mamba_d_head must equal mamba_expand x hidden_size (%1)</source>
        <translation>mamba_n_heads x mamba_d_head 必须等于 mamba_expand x hidden_size（%1）</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>full_attn_idxs must list layer numbers from 0 to %1</source>
        <translation>full_attn_idxs 必须列出 0 到 %1 之间的层号</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>field &quot;block_ffn_dim_multiplier&quot; is %1; the allowed range is above 0 and at most %2</source>
        <translation>字段 &quot;block_ffn_dim_multiplier&quot; 为 %1；允许范围为大于 0 且不超过 %2</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>state-space layers of model type &quot;%1&quot;</source>
        <translation>模型类型&quot;%1&quot;的状态空间层</translation>
    </message>
    <message>
        <location filename="../../core/io/hfvision.cpp" line="+104"/>
        <source>vision_feature_layer %1 is outside the %2-layer vision tower</source>
        <translation>vision_feature_layer %1 超出了 %2 层的视觉塔范围</translation>
    </message>
    <message>
        <location line="+117"/>
        <location line="+8"/>
        <location line="+25"/>
        <source>image_grid_pinpoints needs [height, width] pairs of pixels</source>
        <translation>image_grid_pinpoints 需要以像素为单位的 [高, 宽] 数对</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>vision_config&apos;s patch_size must be a positive number of pixels</source>
        <translation>vision_config 的 patch_size 必须是正的像素数</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the vision encoder of model type &quot;%1&quot;</source>
        <translation>模型类型&quot;%1&quot;的视觉编码器</translation>
    </message>
    <message>
        <location filename="../../core/io/hfinternvl.cpp" line="+57"/>
        <source>InternVL&apos;s downsample_ratio must be a number in (0, 1]</source>
        <translation>InternVL 的 downsample_ratio 必须是 (0, 1] 之间的数</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Mono-InternVL&apos;s visual experts (InternLM2VEForCausalLM)</source>
        <translation>Mono-InternVL 的视觉专家（InternLM2VEForCausalLM）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>select_layer %1 is outside the %2-layer vision tower</source>
        <translation>select_layer %1 超出了 %2 层的视觉塔范围</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>InternVL&apos;s downsample_ratio %1 leaves no LLM token in a %2-pixel tile of %3-pixel patches</source>
        <translation>InternVL 的 downsample_ratio %1 使 %2 像素的图块（%3 像素的 patch）中不剩任何 LLM token</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>InternVL&apos;s mlp1 would be %1 wide (the vision hidden_size x (1 / downsample_ratio)^2); the allowed range is up to %2</source>
        <translation>InternVL 的 mlp1 宽度将为 %1（视觉 hidden_size x (1 / downsample_ratio)^2）；允许范围最大为 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>InternVL&apos;s %1 tiles of %2 LLM tokens make an image of more tokens than kvbudget counts</source>
        <translation>InternVL 的 %1 个图块、每块 %2 个 LLM token，构成的图像 token 数超出了 kvbudget 可计数的范围</translation>
    </message>
</context>
<context>
    <name>kvb::HfConfig</name>
    <message>
        <location filename="../../core/io/hfconfig.cpp" line="+76"/>
        <source>%1: field &quot;tie_word_embeddings&quot; must be true or false</source>
        <translation>%1：字段&quot;tie_word_embeddings&quot;必须为true或false</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not say whether embeddings are tied; assuming a separate lm_head</source>
        <translation>%1未说明嵌入是否共享权重；按独立的lm_head处理</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: field &quot;%2&quot; must be a string such as &quot;bfloat16&quot;</source>
        <translation>%1：字段&quot;%2&quot;必须为字符串，例如&quot;bfloat16&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no torch_dtype; assuming bfloat16</source>
        <translation>%1没有torch_dtype；按bfloat16处理</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: unknown torch_dtype &quot;%2&quot;</source>
        <translation>%1：未知的torch_dtype &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: field &quot;quantization_config&quot; must be an object</source>
        <translation>%1：字段&quot;quantization_config&quot;必须为对象</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+82"/>
        <location line="+14"/>
        <location line="+13"/>
        <location filename="../../core/io/hffields.cpp" line="+31"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>%1: field &quot;architectures&quot; must be a list of class names such as [&quot;LlamaForCausalLM&quot;]</source>
        <translation>%1：字段 &quot;architectures&quot; 必须是类名列表，例如 [&quot;LlamaForCausalLM&quot;]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: field &quot;architectures&quot; is empty and there is no &quot;model_type&quot;; one of them must name the model</source>
        <translation>%1：字段 &quot;architectures&quot; 为空且没有 &quot;model_type&quot;；二者之一必须指明模型</translation>
    </message>
    <message>
        <location filename="../../core/io/hffamilynotes.cpp" line="+39"/>
        <source>%1 leaves out %2; transformers&apos; %3 defaults apply</source>
        <translation>%1缺少%2；采用transformers中%3的默认值</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no model_type, so kvbudget cannot tell which family&apos;s defaults and layer layout apply; it is counted as a Llama-style decoder (gated MLP, RMSNorm, no biases), so its parameter count may be off</source>
        <translation>%1 没有 model_type，kvbudget 无法判断适用哪个模型族的默认值和层结构；按 Llama 式解码器计算（门控 MLP、RMSNorm、无偏置），参数量可能有偏差</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: model_type &quot;%2&quot; is not a family kvbudget has read transformers&apos; defaults and vLLM&apos;s layer layout for; it is counted as a Llama-style decoder (gated MLP, RMSNorm, no biases), so its parameter count may be off</source>
        <translation>%1：model_type &quot;%2&quot; 不是 kvbudget 已读取 transformers 默认值和 vLLM 层结构的模型族；按 Llama 式解码器计算（门控 MLP、RMSNorm、无偏置），参数量可能有偏差</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: hidden_act &quot;%2&quot; is an activation vLLM applies without a gate, so the MLP is counted with up and down projections only</source>
        <translation>%1：hidden_act &quot;%2&quot; 是 vLLM 不带门控使用的激活函数，因此 MLP 只按上投影和下投影计数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the mixture-of-experts layers and the vision encoder of LFM2&apos;s MoE and VL models</source>
        <translation>LFM2 MoE 与 VL 模型的混合专家层和视觉编码器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gemma 3n&apos;s per-layer embeddings, AltUp, LAuReL, the KV cache its last layers share with earlier ones, and its audio and vision encoders</source>
        <translation>Gemma 3n 的逐层嵌入、AltUp、LAuReL、其最后几层与前面层共享的 KV 缓存，以及其音频和视觉编码器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phi-4-multimodal&apos;s vision and audio encoders and their LoRA adapters</source>
        <translation>Phi-4-multimodal 的视觉和音频编码器及其 LoRA 适配器</translation>
    </message>
    <message>
        <location filename="../../core/io/hfconfig.cpp" line="+20"/>
        <source>line %1, column %2</source>
        <translation>第%1行，第%2列</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: model_type &quot;%2&quot; is recognised, but kvbudget does not model %3</source>
        <translation>%1：已识别 model_type &quot;%2&quot;，但 kvbudget 尚未建模%3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1: required field &quot;intermediate_size&quot; is missing</source>
        <translation>%1：缺少必需字段&quot;intermediate_size&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+84"/>
        <source>%1 is empty</source>
        <translation>%1为空</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1不是有效的JSON（%2）：%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON object</source>
        <translation>%1必须包含一个JSON对象</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>model.safetensors.index.json has no metadata.total_size; weights are computed from shapes</source>
        <translation>model.safetensors.index.json中没有metadata.total_size；权重按张量形状计算</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model.safetensors has an unreadable header; weights are computed from shapes</source>
        <translation>model.safetensors的文件头无法读取；权重按张量形状计算</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>hf_quant_config.json is unreadable; the checkpoint is taken as unquantized</source>
        <translation>hf_quant_config.json无法读取；checkpoint按未量化处理</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>quantization from hf_quant_config.json</source>
        <translation>来自hf_quant_config.json的量化</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No such file or folder: %1</source>
        <translation>文件或文件夹不存在：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The folder %1 has no config.json</source>
        <translation>文件夹%1中没有config.json</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/io/hfexclusions.cpp" line="+150"/>
        <source>the quantization config excludes only some parts of %n fused module(s); vLLM refuses such a checkpoint (all shards of a fused layer must share a precision)</source>
        <translation>
            <numerusform>量化配置仅排除了%n个融合模块的部分组成；vLLM会拒绝此类checkpoint（融合层的所有分片必须使用同一精度）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/io/hffields.cpp" line="+11"/>
        <source>field &quot;%1&quot; must be an integer</source>
        <translation>字段&quot;%1&quot;必须为整数</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>field &quot;%1&quot; is %2; the allowed range is 0 to %3</source>
        <translation>字段&quot;%1&quot;为%2；允许范围为0到%3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>required field &quot;%1&quot; is missing</source>
        <translation>缺少必需字段&quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &quot;%1&quot; must be a number</source>
        <translation>字段&quot;%1&quot;必须为数字</translation>
    </message>
    <message>
        <location filename="../../core/io/hflayout.cpp" line="+167"/>
        <source>max_position_embeddings is 0; the allowed range is 1 to %1</source>
        <translation>max_position_embeddings为0；允许范围为1到%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>rope_scaling of type yarn needs original_max_position_embeddings</source>
        <translation>yarn类型的rope_scaling需要original_max_position_embeddings</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rope_scaling factor %1 is not a usable scale</source>
        <translation>rope_scaling因子%1不是可用的缩放比例</translation>
    </message>
    <message>
        <location filename="../../core/io/hfquant.cpp" line="+45"/>
        <source>quantization_config &quot;%1&quot; must be an integer from %2 to %3</source>
        <translation>quantization_config &quot;%1&quot;必须为%2到%3之间的整数</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>compressed-tensors without config_groups</source>
        <translation>没有config_groups的compressed-tensors</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>compressed-tensors %1-bit %2 weights</source>
        <translation>compressed-tensors %1位%2权重</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>ModelOpt quant_algo &quot;%1&quot; weights</source>
        <translation>ModelOpt quant_algo &quot;%1&quot;权重</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>bitsandbytes 8-bit weights</source>
        <translation>bitsandbytes 8位权重</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>quantization method &quot;%1&quot;</source>
        <translation>量化方法&quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
</context>
<context>
    <name>kvb::HfEncoders</name>
    <message>
        <location filename="../../core/io/hfencoders.cpp" line="+36"/>
        <source>%1: field &quot;%2&quot; must be a positive integer</source>
        <translation>%1：字段&quot;%2&quot;必须为正整数</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 has no torch_dtype; assuming float32, transformers&apos; default</source>
        <translation>%1没有torch_dtype；按transformers的默认值float32处理</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: unknown torch_dtype &quot;%2&quot;</source>
        <translation>%1：未知的torch_dtype &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>position_embedding_type &quot;%1&quot;</source>
        <translation>position_embedding_type &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: d_model (%2) must be a multiple of decoder_attention_heads (%3)</source>
        <translation>%1：d_model（%2）必须是decoder_attention_heads（%3）的倍数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an untied proj_out</source>
        <translation>未共享权重的proj_out</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>kvb::LaunchCommand</name>
    <message>
        <location filename="../../core/vllm/launchcommand.cpp" line="+172"/>
        <source># kvbudget settings vLLM has no flag for: kvbudget plan %1 -- &lt;the command above&gt;</source>
        <translation># vLLM没有对应选项的kvbudget设置：kvbudget plan %1 -- &lt;the command above&gt;</translation>
    </message>
</context>
<context>
    <name>kvb::Lesson</name>
    <message>
        <location filename="../../core/lesson/lessonfigures.cpp" line="+166"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonfile.cpp" line="+31"/>
        <source>%1, &quot;%2&quot;</source>
        <translation>%1，&quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, step %2, &quot;%3&quot;</source>
        <translation>%1，第%2步，&quot;%3&quot;</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the &quot;%1&quot; text must be a string</source>
        <translation>&quot;%1&quot;文本必须是字符串</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a string or an object of languages</source>
        <translation>应为字符串或按语言组织的对象</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the English (&quot;en&quot;) text is missing or empty</source>
        <translation>缺少英文（&quot;en&quot;）文本或文本为空</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{%1} is not a figure a caption can cite (see README &quot;Lessons&quot;)</source>
        <translation>{%1}不是说明文字可以引用的数值（见README &quot;Lessons&quot;）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the &quot;%1&quot; caption cites {%2}, the English one {%3}</source>
        <translation>&quot;%1&quot;说明文字引用了{%2}，英文的引用了{%3}</translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonload.cpp" line="+28"/>
        <source>expected an object such as {&quot;arrival&quot;: &quot;poisson:10&quot;}</source>
        <translation>应为一个对象，例如 {&quot;arrival&quot;: &quot;poisson:10&quot;}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown field %1 (expected one of %2)</source>
        <translation>未知字段 %1（应为以下之一：%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>arrival: %1</source>
        <translation>arrival：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>arrival: a Poisson rate from %1 to %2 requests a second, at most one decimal</source>
        <translation>arrival：泊松速率应为每秒 %1 到 %2 个请求，最多一位小数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>arrival: at most %1 users</source>
        <translation>arrival：最多 %1 个用户</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>num_requests: expected a whole number from 1 to %1</source>
        <translation>num_requests：应为 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seed: expected a whole number from 0 to %1</source>
        <translation>seed：应为 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonfile.cpp" line="+16"/>
        <source>%1: &quot;%2&quot; is neither a value nor one {figure} of the previous step</source>
        <translation>%1：&quot;%2&quot; 既不是一个值，也不是上一步的某一个 {figure}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected an object such as {&quot;--max-model-len&quot;: &quot;8192&quot;}</source>
        <translation>应为对象，例如{&quot;--max-model-len&quot;: &quot;8192&quot;}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected a string or a number</source>
        <translation>%1：应为字符串或数字</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a list of card ids</source>
        <translation>应为卡ID列表</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a whole number from 1</source>
        <translation>应为从1开始的整数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>each step must be an object</source>
        <translation>每一步都必须是对象</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown field (expected one of %1)</source>
        <translation>未知字段（应为以下之一：%1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first step must name the lesson&apos;s starting point</source>
        <translation>第一步必须指明课程的起点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a lesson is about one scenario or one fleet, not both</source>
        <translation>一节课针对一个场景或一个集群，不能两者兼有</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only a lesson about one scenario simulates load</source>
        <translation>只有关于单个场景的课程才能模拟负载</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>&quot;%1&quot;不在以下之列：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a &quot;load&quot; step highlights load.kv, load.preemptions or load.waiting</source>
        <translation>&quot;load&quot; 步骤应突出显示 load.kv、load.preemptions 或 load.waiting</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; needs a &quot;load&quot; in the same step</source>
        <translation>&quot;%1&quot; 需要同一步骤中有 &quot;load&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every step needs a caption</source>
        <translation>每一步都需要说明文字</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Where every GiB goes</source>
        <translation>每一GiB的去向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A budget by hand</source>
        <translation>手算预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU tetris</source>
        <translation>GPU俄罗斯方块</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected 1 (the lesson format&apos;s version)</source>
        <translation>应为1（课程格式的版本）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a lesson needs an id</source>
        <translation>课程需要一个ID</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected plan, hand or fleet</source>
        <translation>应为plan、hand或fleet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a non-empty list of steps</source>
        <translation>应为非空的步骤列表</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No lesson named %1 (and no such file); `kvbudget list lessons` lists the built-in ones</source>
        <translation>没有名为%1的课程（也没有该文件）；`kvbudget list lessons`会列出内置课程</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lesson file</source>
        <translation>课程文件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1：偏移量%2处不是有效的JSON：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a lesson file holds one JSON object</source>
        <translation>%1：课程文件应包含一个JSON对象</translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonplay.cpp" line="+39"/>
        <source>%1, step %2, &quot;%3&quot;: %4</source>
        <translation>%1，第%2步，&quot;%3&quot;：%4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown flag %1 (see `kvbudget plan --help`)</source>
        <translation>未知标志%1（见`kvbudget plan --help`）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: {%2} has no value in the previous step</source>
        <translation>%1：{%2} 在上一步中没有值</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the fleet has no deployment named %1</source>
        <translation>集群中没有名为%1的部署</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>say whose flags these are: &quot;deployment&quot;</source>
        <translation>请说明这些标志属于哪个部署：&quot;deployment&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the fleet has no card %1</source>
        <translation>集群中没有卡%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no re-pack proposal</source>
        <translation>没有重新装箱方案</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>vLLM would not start this scenario, so there is no load to simulate</source>
        <translation>vLLM 不会启动此场景，因此没有可模拟的负载</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>{%1} has no value in this step</source>
        <translation>{%1}在这一步中没有值</translation>
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
        <translation>用法：kvbudget lesson NAME|FILE.json [--lang en|vi|zh_CN|ru] [--format text|json] [-o deck.pdf]

逐步播放引导课程：每一步的说明文字及其引用的数值，均由引擎计算。
-o将课程写成幻灯片（PDF，每步一页）。`kvbudget list lessons`会列出内置课程；
README &quot;Lessons&quot;介绍了自定义课程的文件格式。
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2): %3 steps
</source>
        <translation>%1（%2）：%3步
</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--lang %1: expected %2</source>
        <translation>--lang %1：应为%2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>name one lesson (`kvbudget list lessons`) or a lesson file</source>
        <translation>请指定一个课程（`kvbudget list lessons`）或课程文件</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--format must be text or json</source>
        <translation>--format必须是text或json</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this build of kvbudget has no slide decks (built without the GUI)</source>
        <translation>此kvbudget版本没有幻灯片功能（构建时未包含GUI）</translation>
    </message>
</context>
<context>
    <name>kvb::Messages</name>
    <message>
        <location filename="../../core/vllm/messages.cpp" line="+255"/>
        <source>Starts or refuses, depending on terms the evidence cannot pin down (the central estimate: %1)</source>
        <translation>可能启动也可能拒绝启动，取决于现有证据无法确定的项（中心估计：%1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Starts: no KV cache (an encoder-only model), %1 GiB of weights</source>
        <translation>可启动：无KV缓存（仅编码器模型），权重%1 GiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starts: %1 KV tokens, maximum concurrency %2x at %3 tokens per request</source>
        <translation>可启动：%1个KV token，每个请求%3个token时最大并发%2x</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invalid scenario</source>
        <translation>场景无效</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: not enough free GPU memory for the requested utilization</source>
        <translation>拒绝启动：空闲显存不足以满足所请求的利用率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: the weights do not fit on the GPU</source>
        <translation>拒绝启动：GPU放不下权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crashes at startup: the profiling run&apos;s peak does not fit (CUDA out of memory)</source>
        <translation>启动时崩溃：显存分析运行的峰值超出显存（CUDA out of memory）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crashes at startup: the --kv-cache-memory pool does not fit beside the weights (CUDA out of memory)</source>
        <translation>启动时崩溃：--kv-cache-memory 缓存池放不下（权重之外空间不足，CUDA 内存不足）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refuses to start: no memory left for KV cache blocks</source>
        <translation>拒绝启动：没有剩余显存可用于KV缓存块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: one max_model_len request does not fit (estimated maximum %1 tokens)</source>
        <translation>拒绝启动：无法容纳一个max_model_len长度的请求（估计最大%1个token）</translation>
    </message>
</context>
<context>
    <name>kvb::ModelKinds</name>
    <message>
        <location filename="../../core/budget/modelkinds.cpp" line="+97"/>
        <source>%1 has state-space layers (Mamba, linear attention or short convolutions): kvbudget models them on vLLM&apos;s V1 engine, their default from 0.10.2 (0.10.0 and 0.10.1 with VLLM_USE_V1=1); vLLM %2 keeps their state in V0&apos;s separate cache</source>
        <translation>%1 含有状态空间层（Mamba、线性注意力或短卷积）：kvbudget 按 vLLM 的 V1 引擎对其建模，该引擎自 0.10.2 起为其默认引擎（0.10.0 和 0.10.1 需设置 VLLM_USE_V1=1）；vLLM %2 将其状态保存在 V0 的独立缓存中</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: --limit-mm-per-prompt closes images but not video, so vLLM still profiles a video item, which kvbudget does not model; for text only add &quot;video&quot;: 0</source>
        <translation>%1：--limit-mm-per-prompt 关闭了图像但未关闭视频，因此 vLLM 仍会对一个视频项做显存分析，kvbudget 未对此建模；如需纯文本，请加上 &quot;video&quot;: 0</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: kvbudget does not model Qwen3-VL&apos;s profiling run (one video item of the maximum feature size, with its deepstack features); it plans the model text only, with --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;</source>
        <translation>%1：kvbudget 不对 Qwen3-VL 的 profiling 运行（一个最大特征尺寸的视频项及其 deepstack 特征）建模；它仅按纯文本方式规划该模型，需使用 --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: kvbudget does not model the video item vLLM %2 profiles for this model (its frames through the vision tower); it plans the model text only, with --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;, or on vLLM before %3</source>
        <translation>%1：kvbudget 不对 vLLM %2 为该模型 profiling 的视频项（其各帧经过视觉塔）建模；它仅按纯文本方式规划该模型，需使用 --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;，或使用 %3 之前的 vLLM</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cross-attends to images: vLLM ran it on its V0 engine only (up to 0.10.2), whose profiling run encodes an image for each of max_num_seqs dummy sequences at once (tens of GiB at the default max_num_seqs); kvbudget does not model that run</source>
        <translation>%1 对图像做交叉注意力：vLLM 只在 V0 引擎上运行它（至 0.10.2 为止），其剖析运行为 max_num_seqs 条虚拟序列各准备一张图像并一次性编码（默认 max_num_seqs 下达数十 GiB）；kvbudget 不对该运行建模</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is an %2 model: kvbudget models it on vLLM&apos;s V1 engine from %3, where vLLM %4 (%5) does not run it</source>
        <translation>%1是%2模型：kvbudget按vLLM %3起的V1引擎对其建模，而vLLM %4（%5）无法运行它</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>encoder-only</source>
        <translation>仅编码器</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>encoder-decoder</source>
        <translation>编码器-解码器</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1: kvbudget models %2 models without pipeline parallelism</source>
        <translation>%1：kvbudget对%2模型按不使用流水线并行建模</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is an encoder-only model: vLLM serves it with --runner pooling only</source>
        <translation>%1是仅编码器模型：vLLM只能用--runner pooling为其提供服务</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 transcribes: vLLM serves it with --runner generate</source>
        <translation>%1是转录模型：vLLM用--runner generate为其提供服务</translation>
    </message>
</context>
<context>
    <name>kvb::ModelSpec</name>
    <message>
        <location filename="../../core/model/modelspec.cpp" line="+33"/>
        <source>num_attention_heads must be a positive integer</source>
        <translation>num_attention_heads必须为正整数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>num_key_value_heads must be a positive integer</source>
        <translation>num_key_value_heads必须为正整数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>num_attention_heads must be a multiple of num_key_value_heads</source>
        <translation>num_attention_heads必须是num_key_value_heads的倍数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head_dim must be a positive integer</source>
        <translation>head_dim必须为正整数</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>num_hidden_layers must be a positive integer</source>
        <translation>num_hidden_layers必须为正整数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hidden_size must be a positive integer</source>
        <translation>hidden_size必须为正整数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>intermediate_size must be a positive integer</source>
        <translation>intermediate_size必须为正整数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vocab_size must be a positive integer</source>
        <translation>vocab_size必须为正整数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_position_embeddings must be a positive integer</source>
        <translation>max_position_embeddings必须为正整数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>block_configs lists %1 layers but num_hidden_layers is %2</source>
        <translation>block_configs列出了%1层，但num_hidden_layers为%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>layer_types lists %1 layers but num_hidden_layers is %2</source>
        <translation>layer_types列出了%1层，但num_hidden_layers为%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a mixture of experts needs num_experts_per_tok between 1 and the expert count and a positive expert width</source>
        <translation>混合专家模型要求num_experts_per_tok在1到专家数之间，且专家宽度为正</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>multi-head latent attention needs qk_rope_head_dim, qk_nope_head_dim and v_head_dim</source>
        <translation>多头潜在注意力需要qk_rope_head_dim、qk_nope_head_dim和v_head_dim</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sliding_window must be positive</source>
        <translation>sliding_window必须为正数</translation>
    </message>
    <message>
        <location filename="../../core/model/modelbounds.cpp" line="+33"/>
        <source>%1 is %2; the allowed range is %3 to %4</source>
        <translation>%1为%2；允许范围为%3到%4</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>partial_rotary_factor is %1; the allowed range is above %2 and at most %3</source>
        <translation>partial_rotary_factor为%1；允许范围为大于%2且不超过%3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the shapes give %1 MiB of KV cache per token; kvbudget accepts at most %2 MiB</source>
        <translation>按这些形状计算，每token的KV缓存为%1 MiB；kvbudget最多接受%2 MiB</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the state-space shapes give %1 GiB of state per request; kvbudget accepts at most %2 GiB</source>
        <translation>按这些状态空间形状计算，每个请求的状态为%1 GiB；kvbudget最多接受%2 GiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the vision encoder&apos;s %1 parameters are out of range</source>
        <translation>视觉编码器的%1参数超出范围</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the shapes give %1 parameters; the allowed range is 1 to %2</source>
        <translation>按这些形状计算，参数量为%1；允许范围为1到%2</translation>
    </message>
</context>
<context>
    <name>kvb::PlanFlags</name>
    <message>
        <location filename="../../core/vllm/flagstate.cpp" line="+108"/>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU memory</source>
        <translation>GPU显存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU count</source>
        <translation>GPU数量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM version</source>
        <translation>vLLM版本</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM engine</source>
        <translation>vLLM引擎</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>images per prompt</source>
        <translation>每个提示词的图像数</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>other processes</source>
        <translation>其他进程</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overhead override</source>
        <translation>开销覆盖值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>non-torch override</source>
        <translation>非torch覆盖值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activation override</source>
        <translation>激活覆盖值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA-graph override</source>
        <translation>CUDA图覆盖值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights override</source>
        <translation>权重覆盖值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>typical request</source>
        <translation>典型请求</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p95 request</source>
        <translation>p95请求</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>safety margin</source>
        <translation>安全系数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>accounting</source>
        <translation>核算方式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>headroom share</source>
        <translation>余量比例</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../../core/vllm/flagtable.cpp" line="+29"/>
        <location filename="../../core/vllm/flagvalues.cpp" line="+42"/>
        <location line="+122"/>
        <source>%1 %2: expected %3</source>
        <translation>%1 %2：应为%3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Unknown model &quot;%1&quot;: not a preset id or Hugging Face repo (see kvbudget list models), and no such config.json or folder</source>
        <translation>未知模型&quot;%1&quot;：不是预设id或Hugging Face仓库（见kvbudget list models），也不存在该config.json或文件夹</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unknown GPU &quot;%1&quot; (see kvbudget list gpus, or give --gpu-memory-gib)</source>
        <translation>未知GPU &quot;%1&quot;（见kvbudget list gpus，或指定--gpu-memory-gib）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>GPU with %1 GiB</source>
        <translation>%1 GiB的GPU</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a vLLM version such as 0.21 or 0.10.1</source>
        <translation>vLLM版本号，例如0.21或0.10.1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM %1 is newer than the newest release kvbudget models (%2); the plan uses %2&apos;s rules</source>
        <translation>vLLM %1比kvbudget建模的最新版本（%2）更新；规划采用%2的规则</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--max-model-len auto: vLLM fits the context to the memory; the plan uses the model&apos;s maximum and reports the estimate</source>
        <translation>--max-model-len auto：vLLM按显存确定上下文长度；规划采用模型的最大值并报告估计值</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a token count such as 32768 or 32K</source>
        <translation>token数，例如32768或32K</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>a JSON object</source>
        <translation>JSON对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_pixels a whole number from 1 to %1</source>
        <translation>max_pixels应为1到%1之间的整数</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>start from a built-in scenario (kvbudget list scenarios) or a scenario file</source>
        <translation>从内置场景（kvbudget list scenarios）或场景文件开始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a preset id or Hugging Face repo, or a config.json / model folder to import</source>
        <translation>预设id或Hugging Face仓库，或要导入的config.json / 模型文件夹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a GPU preset (kvbudget list gpus)</source>
        <translation>GPU预设（kvbudget list gpus）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the CUDA-visible memory per GPU in GiB, e.g. 79.2</source>
        <translation>每个GPU的CUDA可见显存，单位GiB，例如79.2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CUDA-visible memory per GPU in GiB (for cards not in the presets)</source>
        <translation>每个GPU的CUDA可见显存，单位GiB（用于预设中没有的卡）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a GPU count of at least 1</source>
        <translation>至少为1的GPU数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs available (default: tensor x pipeline parallel size)</source>
        <translation>可用GPU数（默认：张量并行 x 流水线并行大小）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM version whose accounting to follow (default: newest modelled)</source>
        <translation>采用哪个vLLM版本的核算方式（默认：已建模的最新版本）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>force the engine where a version had both (VLLM_USE_V1)</source>
        <translation>在同时具备两种引擎的版本中强制指定引擎（VLLM_USE_V1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a fraction such as 0.9</source>
        <translation>小数，例如0.9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of the whole GPU vLLM may use, 0 &lt; F &lt;= 1 (default 0.92 from vLLM 0.21, 0.90 before)</source>
        <translation>vLLM可使用的整卡显存比例，0 &lt; F &lt;= 1（vLLM 0.21起默认0.92，之前为0.90）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>context per request; 32k = 32,000 and 32K = 32,768 as in vLLM; auto: the model&apos;s own</source>
        <translation>每个请求的上下文长度；与vLLM相同，32k = 32,000，32K = 32,768；auto：使用模型自身的值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV storage: auto, bfloat16, float16, fp8, fp8_e4m3 or fp8_e5m2 (every fp8 is one byte)</source>
        <translation>KV存储类型：auto、bfloat16、float16、fp8、fp8_e4m3或fp8_e5m2（各种fp8均为1字节）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights: auto, bfloat16, float16 or float32 (auto downcasts float32 checkpoints)</source>
        <translation>权重：auto、bfloat16、float16或float32（auto会将float32 checkpoint降为16位）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>auto, generate or pooling: pooling runs embedding models and rerankers (no sampler, no lm_head)</source>
        <translation>auto、generate或pooling：pooling用于运行嵌入模型和重排序模型（无采样器，无lm_head）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>what-if for an unquantized checkpoint: none, fp8, int8, awq or gptq (a checkpoint&apos;s own quantization_config wins)</source>
        <translation>对未量化checkpoint的假设分析：none、fp8、int8、awq或gptq（checkpoint自带的quantization_config优先）</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+9"/>
        <location line="+8"/>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>shards heads and MLP; KV heads are replicated when TP exceeds them</source>
        <translation>切分注意力头和MLP；TP超过KV头数时复制KV头</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>splits the layers; the stage with the fewest blocks decides</source>
        <translation>切分层；由块数最少的阶段决定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a replica count of at least 1</source>
        <translation>至少为1的副本数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replicas; each GPU&apos;s plan is the same unless experts are spread over them</source>
        <translation>副本数；除非专家分布在各副本上，否则每个GPU的规划相同</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sequences one step may schedule</source>
        <translation>每步可调度的序列数</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+66"/>
        <location line="+4"/>
        <source>a token count</source>
        <translation>token数</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>tokens one step may schedule (the profiling batch)</source>
        <translation>每步可调度的token数（显存分析批次）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tokens per KV block (default 16)</source>
        <translation>每个KV块的token数（默认16）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no CUDA graphs</source>
        <translation>不使用CUDA图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the sampler kernel (VLLM_USE_FLASHINFER_SAMPLER, or whether the install has FlashInfer); auto: the release&apos;s default, with the other kernel in the band</source>
        <translation>采样器内核（VLLM_USE_FLASHINFER_SAMPLER，或安装中是否包含FlashInfer）；auto：使用该版本的默认值，另一种内核计入不确定区间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the kernel MXFP4 experts (gpt-oss) load into where the install decides (Hopper, vLLM 0.11.x): triton with triton_kernels (the Docker image), marlin without; auto: Triton, with Marlin&apos;s larger layout in the band</source>
        <translation>在由安装决定的情况下（Hopper，vLLM 0.11.x）MXFP4 专家（gpt-oss）加载所用的内核：有 triton_kernels 时为 triton（Docker 镜像），没有时为 marlin；auto：Triton，Marlin 更大的布局计入区间</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a positive byte count</source>
        <translation>正的字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM&apos;s fixed KV size: skips profiling and ignores the utilization</source>
        <translation>vLLM的固定KV大小：跳过显存分析并忽略利用率</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sliding-window layers keep the whole context, as without vLLM&apos;s hybrid manager</source>
        <translation>滑动窗口层保留完整上下文，如同未使用vLLM的混合管理器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>whole experts per GPU, spread over TP x DP GPUs</source>
        <translation>每个GPU持有完整专家，分布在TP x DP个GPU上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>V0 only: profile max_num_batched_tokens rather than the whole context</source>
        <translation>仅V0：按max_num_batched_tokens而非完整上下文做显存分析</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>V0 only: never chunk prefills</source>
        <translation>仅V0：从不分块预填充</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>images per prompt a vision model&apos;s profiling run feeds its encoder (0: text only)</source>
        <translation>视觉模型显存分析运行时每个提示词送入编码器的图像数（0：仅文本）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the largest image the processor accepts (max_pixels)</source>
        <translation>处理器接受的最大图像（max_pixels）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a positive pixel count</source>
        <translation>正的像素数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the largest image, as --mm-processor-kwargs max_pixels</source>
        <translation>最大图像，同--mm-processor-kwargs max_pixels</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+3"/>
        <source>a size in GiB</source>
        <translation>以GiB为单位的大小</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>memory other processes hold on each GPU when vLLM starts</source>
        <translation>vLLM启动时其他进程在每个GPU上占用的显存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fix non-torch + activation peak + CUDA graphs at X GiB (split in the estimate&apos;s proportions)</source>
        <translation>将非torch + 激活峰值 + CUDA图固定为X GiB（按估算的比例分配）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>override the non-torch memory</source>
        <translation>覆盖非torch显存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>override the activation peak of the profiling run</source>
        <translation>覆盖显存分析运行的激活峰值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>override the CUDA-graph memory</source>
        <translation>覆盖CUDA图显存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>override the weights (a logged &quot;Model loading took X GiB&quot;)</source>
        <translation>覆盖权重（日志中的&quot;Model loading took X GiB&quot;）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>typical tokens per request (prompt + output): the realistic concurrency</source>
        <translation>每个请求的典型token数（提示词 + 输出）：用于计算实际并发</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>95th-percentile tokens per request: sizes the recommended max_num_seqs</source>
        <translation>每个请求token数的第95百分位：用于确定推荐的max_num_seqs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a fraction such as 0.85</source>
        <translation>小数，例如0.85</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of the p95 fit to recommend as max_num_seqs (default 0.85)</source>
        <translation>将p95可容纳数的多大比例推荐为max_num_seqs（默认0.85）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>simple: card - weights - headroom, the whiteboard budget</source>
        <translation>simple：卡显存 - 权重 - 余量，即白板预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a non-negative size in GiB</source>
        <translation>以GiB为单位的非负大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom for --accounting simple, in GiB</source>
        <translation>--accounting simple的余量，单位GiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a percentage of the card from 0 to 99</source>
        <translation>占整卡的百分比，0到99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom for --accounting simple, as a share of the card</source>
        <translation>--accounting simple的余量，按占整卡的比例</translation>
    </message>
    <message>
        <location filename="../../core/vllm/flagvalues.cpp" line="-55"/>
        <source>above %1</source>
        <translation>大于 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>above %1 and below %2</source>
        <translation>大于 %1 且小于 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>above %1 and at most %2</source>
        <translation>大于 %1 且至多 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to below %2</source>
        <translation>%1 至小于 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM settings (as vllm serve spells them)</source>
        <translation>vLLM设置（按vllm serve的写法）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory outside the model</source>
        <translation>模型以外的显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accounting</source>
        <translation>核算方式</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 needs a value</source>
        <translation>%1需要一个值</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 %2: the allowed range is %3</source>
        <translation>%1 %2：允许范围为 %3</translation>
    </message>
</context>
<context>
    <name>kvb::PlanFormat</name>
    <message>
        <location filename="../../core/report/plantext.cpp" line="+24"/>
        <source>%1 on %2%3 — vLLM %4 accounting</source>
        <translation>%2%3上的%1 — vLLM %4核算方式</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Calibrated from a vLLM log: %1–%2 tokens, %3x–%4x (the log&apos;s rounding)</source>
        <translation>已根据vLLM日志校准：%1–%2个token，%3x–%4x（日志的舍入误差）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncertainty %1 of KV (%2 overhead estimate): %3–%4 tokens, %5x–%6x</source>
        <translation>KV不确定度%1（%2开销估算）：%3–%4个token，%5x–%6x</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Invalid scenario: %1</source>
        <translation>场景无效：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>vLLM would log:</source>
        <translation>vLLM将输出的日志：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>**Invalid scenario:** %1</source>
        <translation>**场景无效：** %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>| Step | Formula | Value |
|---|---|---:|
</source>
        <translation>| 步骤 | 公式 | 值 |
|---|---|---:|
</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Hand budget (weights + KV + headroom): %1 on %2</source>
        <translation>手算预算（权重 + KV + 余量）：%2上的%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No vLLM ceiling, blocks or profiling: the whiteboard arithmetic.</source>
        <translation>白板算法：不考虑vLLM的上限、块和显存分析。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hand budget: %1 on %2</source>
        <translation>手算预算：%2上的%1</translation>
    </message>
</context>
<context>
    <name>kvb::Presets</name>
    <message>
        <location filename="../../core/io/presets.cpp" line="+28"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1不是有效的JSON（%2）：%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 must hold an object with a &quot;%2&quot; array</source>
        <translation>%1必须包含一个带有&quot;%2&quot;数组的对象</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: &quot;%2&quot; must be a positive whole number</source>
        <translation>%1：&quot;%2&quot;必须为正整数</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>models.json: a model entry has no &quot;id&quot;</source>
        <translation>models.json：某个模型条目没有&quot;id&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>model preset %1</source>
        <translation>模型预设%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>GPU preset %1</source>
        <translation>GPU预设%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>gpus.json: a GPU entry has no &quot;id&quot;</source>
        <translation>gpus.json：某个GPU条目没有&quot;id&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU preset %1 has no cuda_total_bytes</source>
        <translation>GPU预设%1没有cuda_total_bytes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>scenarios.json: a scenario entry has no &quot;id&quot;</source>
        <translation>scenarios.json：某个场景条目没有&quot;id&quot;</translation>
    </message>
    <message>
        <location filename="../../core/io/presetstrings.cpp" line="+13"/>
        <source>Llama 3.1 8B on an H100 at vLLM&apos;s defaults</source>
        <translation>H100上的Llama 3.1 8B，使用vLLM默认设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dashboard&apos;s starting point: vLLM&apos;s own defaults (util 0.92 from v0.21, the model&apos;s full 131,072-token context, max_num_seqs 1,024) and the engine&apos;s estimated overhead.</source>
        <translation>仪表盘的起点：vLLM自身的默认设置（v0.21起利用率为0.92，模型完整的131,072 token上下文，max_num_seqs 1,024）以及引擎估算的开销。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed 1: Llama 3.1 8B on an H100, the worked example</source>
        <translation>示例1：H100上的Llama 3.1 8B，完整演算示例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>79.2 GiB x 0.92 = 72.8 GiB ceiling; ~15 GiB of weights; ~3 GiB of overhead; ~54.8 GiB KV pool; 128 KiB per token; ~449k tokens; 3.43x at 131,072 tokens.</source>
        <translation>79.2 GiB x 0.92 = 72.8 GiB上限；权重约15 GiB；开销约3 GiB；KV缓存池约54.8 GiB；每token 128 KiB；约449k个token；131,072个token时为3.43x。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed 1b: the same deployment with an 8K context</source>
        <translation>示例1b：同一部署，8K上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only max_model_len changes: the pool is the same, so the worst-case concurrency rises to ~54.8x.</source>
        <translation>只改变max_model_len：缓存池不变，因此最坏情况并发升至约54.8x。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed 1c: FP8 KV cache</source>
        <translation>示例1c：FP8 KV缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--kv-cache-dtype fp8 halves the bytes per token (64 KiB) and doubles the tokens.</source>
        <translation>--kv-cache-dtype fp8使每token字节数减半（64 KiB），token数翻倍。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed 2: a hand budget on a 24 GB card</source>
        <translation>示例2：24 GB卡上的手算预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whiteboard version: a 24 GiB card, &quot;8B x 2 bytes = 16 GB&quot; of fp16 weights and 2 GiB of headroom leave 6 GiB for KV: 49,152 tokens of 128 KiB, 12 requests at 4K, 6 at 8K. Drop the weights override to use the exact parameter count instead.</source>
        <translation>白板版本：24 GiB的卡，&quot;8B x 2 bytes = 16 GB&quot;的fp16权重加2 GiB余量，留给KV 6 GiB：49,152个128 KiB的token，4K时12个请求，8K时6个。去掉权重覆盖值即可改用精确的参数量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>24 GiB card</source>
        <translation>24 GiB卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed 3: util 0.5 on a 24 GiB card with only 10 GiB free</source>
        <translation>示例3：仅有10 GiB空闲的24 GiB卡上利用率为0.5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpu_memory_utilization is a share of the whole card, not of what is free: 0.5 asks for 12 GiB, and with 14 GiB held by another process vLLM refuses to start.</source>
        <translation>gpu_memory_utilization是整卡的比例，而非空闲显存的比例：0.5要求12 GiB，而另一个进程已占用14 GiB，vLLM拒绝启动。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Llama 3.1 70B on two H100s (TP 2)</source>
        <translation>两张H100上的Llama 3.1 70B（TP 2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallelism halves the sharded weights and the KV heads per GPU.</source>
        <translation>张量并行使每个GPU上切分的权重和KV头减半。</translation>
    </message>
</context>
<context>
    <name>kvb::Repack</name>
    <message>
        <location filename="../../core/fleet/repack.cpp" line="+279"/>
        <source>start order and placement only</source>
        <translation>仅调整启动顺序和放置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower gpu_memory_utilization</source>
        <translation>降低gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an fp8 KV cache (check quality on your evaluations)</source>
        <translation>改用fp8 KV缓存（请用您的评测检查质量）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a shorter max_model_len</source>
        <translation>缩短max_model_len</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>GPU &quot;%1&quot; holds %2 deployments; kvbudget re-packs fleets with at most %3 on one GPU</source>
        <translation>GPU &quot;%1&quot; 上有 %2 个部署；kvbudget 只重新装箱每张 GPU 至多 %3 个部署的集群</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Re-packing this fleet would weigh %1 placements (each deployment to place, on every set of healthy GPUs it could run on); kvbudget weighs at most %2. Fail fewer GPUs at a time, or re-pack a smaller fleet.</source>
        <translation>重新装箱此集群需要权衡 %1 种放置（每个待放置的部署，在它可运行的每组健康 GPU 上）；kvbudget 至多权衡 %2 种。请一次让更少的 GPU 失效，或重新装箱更小的集群。</translation>
    </message>
</context>
<context>
    <name>kvb::Report</name>
    <message>
        <location filename="../../core/report/reportdocument.cpp" line="+29"/>
        <source>Memory per GPU</source>
        <translation>每GPU显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests at once by context length</source>
        <translation>不同上下文长度下的同时请求数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV tokens by gpu_memory_utilization</source>
        <translation>不同gpu_memory_utilization下的KV token数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each setting saves</source>
        <translation>各项设置的节省</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dashboard</source>
        <translation>仪表盘</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2：%3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Worked math</source>
        <translation>计算过程</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+92"/>
        <source>What vLLM will log</source>
        <translation>vLLM将输出的日志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At startup vLLM should print these lines:</source>
        <translation>启动时vLLM应输出以下日志行：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM refuses to start with this error:</source>
        <translation>vLLM拒绝启动，报错如下：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Launch command</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+2"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every setting is vLLM&apos;s default.</source>
        <translation>所有设置均为vLLM的默认值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+21"/>
        <source>Settings that differ from vLLM&apos;s defaults:</source>
        <translation>与vLLM默认值不同的设置：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Does vLLM %1 start %2 with max_model_len %3 and gpu_memory_utilization %4, and how many requests of that length does it hold at once?</source>
        <translation>vLLM %1在max_model_len %3、gpu_memory_utilization %4下能否启动%2？能同时容纳多少个该长度的请求？</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Capacity report: %1</source>
        <translation>容量报告：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Verdict: %2. %3.</source>
        <translation>%1 判定：%2。%3。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Capacity comparison: %1</source>
        <translation>容量对比：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2): %3.</source>
        <translation>%1（%2）：%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which of these %1 options should serve %2, measured against %3 as the baseline? %4</source>
        <translation>以%3为基线衡量，这%1个方案中应选哪个来部署%2？%4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2. %3.</source>
        <translation>%1 — %2。%3。</translation>
    </message>
    <message>
        <location filename="../../core/report/reportfleet.cpp" line="-90"/>
        <location line="+20"/>
        <location line="+52"/>
        <source>Deployment</source>
        <translation>部署</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+112"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="-112"/>
        <location line="+21"/>
        <source>Outcome</source>
        <translation>启动结果</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>KV tokens</source>
        <translation>KV token数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max concurrency</source>
        <translation>最大并发</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held per GPU</source>
        <translation>每GPU占用</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+18"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free at start</source>
        <translation>启动时空闲</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ceiling</source>
        <translation>上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup peak</source>
        <translation>启动峰值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held</source>
        <translation>占用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (failed)</source>
        <translation>%1（故障）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do the %1 deployments of %2 start on its %3 GPUs (%4 failed), and what does each hold?</source>
        <translation>%2的%1个部署能否在其%3个GPU（%4个故障）上启动？各自占用多少？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Verdict: every deployment starts.</source>
        <translation>判定：所有部署均可启动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict: %1 of %2 start; %3.</source>
        <translation>判定：%2个中有%1个可启动；%3。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Launch commands</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/report/reportparts.cpp" line="+153"/>
        <source>Setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../core/report/reportparts.cpp" line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: vLLM %2, accounted as the %3 era; %4</source>
        <translation>%1：vLLM %2，按%3时期的核算方式；%4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fleet report: %1</source>
        <translation>集群报告：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs: what each deployment holds once serving, its startup spike and ceiling</source>
        <translation>GPU：各部署服务时的占用、启动峰值与上限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployments</source>
        <translation>部署</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup, card by card</source>
        <translation>逐卡启动过程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instances start in order; each sees what the card&apos;s other processes and the instances before it hold.</source>
        <translation>实例按顺序启动；每个实例都会看到卡上其他进程及其之前的实例所占用的显存。</translation>
    </message>
    <message>
        <location filename="../../core/report/reportparts.cpp" line="-126"/>
        <location line="+15"/>
        <source>calibrated from the user&apos;s vLLM log</source>
        <translation>根据用户的vLLM日志校准</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>part of the whole overhead, fixed by --overhead-gib</source>
        <translation>整体开销的一部分，由--overhead-gib固定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>overridden (%1)</source>
        <translation>已覆盖（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>estimated from the fitted terms</source>
        <translation>根据拟合项估算</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights %1: %2</source>
        <translation>权重%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overridden (--weights-gib)</source>
        <translation>已覆盖（--weights-gib）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counted from the model&apos;s shapes and weight format</source>
        <translation>根据模型的形状和权重格式计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Non-torch memory %1: %2</source>
        <translation>非torch显存%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak %1: %2</source>
        <translation>激活峰值%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA graphs %1: %2</source>
        <translation>CUDA图%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>estimated from the release&apos;s capture sizes and measured graph sizes</source>
        <translation>按该版本的捕获尺寸和实测的图大小估算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache %1: fixed by --kv-cache-memory (vLLM skips profiling)</source>
        <translation>KV缓存%1：由--kv-cache-memory固定（vLLM跳过显存分析）</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 on %2 × %3 (%4)</source>
        <translation>%2 × %3上的%1（%4）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>vLLM %1, accounted as the %2 era (%3 engine): the ceiling, what is charged to it and the log lines follow that release&apos;s source.</source>
        <translation>vLLM %1，按%2时期的核算方式（%3引擎）：上限、计入上限的各项以及日志行均遵循该版本的源码。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the uncertainty means: vLLM&apos;s KV pool on this setup is expected within the range above; a figure near its edge is a reason to measure (kvbudget calibrate) before committing hardware.</source>
        <translation>不确定度的含义：此配置下vLLM的KV缓存池预计落在上述范围内；若数值接近范围边缘，应在采购硬件前先实测（kvbudget calibrate）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Flag</source>
        <translation>选项</translation>
    </message>
    <message>
        <location filename="../../core/report/reportwriters.cpp" line="+144"/>
        <source>*Written by kvbudget %1.*
</source>
        <translation>*由kvbudget %1生成。*
</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Written by kvbudget %1.</source>
        <translation>由kvbudget %1生成。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: a report is .pdf, .html or .md</source>
        <translation>%1：报告须为.pdf、.html或.md</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this build of kvbudget cannot draw charts (built without the GUI)</source>
        <translation>此kvbudget版本无法绘制图表（构建时未包含GUI）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot lay out the PDF for %1</source>
        <translation>无法为%1排版PDF</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot draw %1</source>
        <translation>无法绘制%1</translation>
    </message>
</context>
<context>
    <name>kvb::ReportCommand</name>
    <message>
        <location filename="../../cli/reportcommand.cpp" line="+51"/>
        <source>%1 needs a value</source>
        <translation>%1需要一个值</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--compare and --fleet make different reports: give one</source>
        <translation>--compare和--fleet生成的是不同的报告：请只指定其一</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a report shows vLLM&apos;s accounting: drop --accounting simple</source>
        <translation>报告展示的是vLLM的核算方式：请去掉--accounting simple</translation>
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
        <translation>用法：kvbudget report [plan flags] -o FILE.pdf|html|md [--page a4|letter]
      kvbudget report --compare A B [C D] [plan flags] [--vary &quot;FLAGS&quot; ...] -o FILE
      kvbudget report --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE

一份无需kvbudget即可阅读的评审文档：问题与判定、图表、对比表、
计算过程、vLLM预期输出的日志行、启动命令以及假设。PDF使用A4
或Letter纸张（默认：您所在区域的纸张），HTML内嵌SVG图表、不依赖外部文件，
Markdown的PNG图表写在其旁边（FILE-chart-*.png）。
退出码：0 全部可启动，3 有场景或部署拒绝启动，2 输入无效，4 文件错误。

</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>say where to write the report: -o FILE.pdf|html|md</source>
        <translation>请指定报告的写入位置：-o FILE.pdf|html|md</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a report is .pdf, .html or .md</source>
        <translation>%1：报告须为.pdf、.html或.md</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--page %1: expected a4 or letter</source>
        <translation>--page %1：应为a4或letter</translation>
    </message>
</context>
<context>
    <name>kvb::ScenarioFile</name>
    <message>
        <location filename="../../core/io/jsonsection.cpp" line="+49"/>
        <source>%1: unknown key &quot;%2&quot; ignored</source>
        <translation>%1：已忽略未知键&quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: &quot;%2&quot; must be a number</source>
        <translation>%1：&quot;%2&quot;必须为数字</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; must be between %3 and %4 (got %5)</source>
        <translation>%1：&quot;%2&quot;必须在%3到%4之间（实际为%5）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;%2&quot; must be greater than 0 and at most %3 (got %4)</source>
        <translation>%1：“%2”必须大于 0 且不超过 %3（实际为 %4）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;%2&quot; must be a whole number (got %3)</source>
        <translation>%1：&quot;%2&quot;必须为整数（实际为%3）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;%2&quot; must be a string</source>
        <translation>%1：&quot;%2&quot;必须为字符串</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: &quot;%2&quot; must be true or false</source>
        <translation>%1：&quot;%2&quot;必须为true或false</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: &quot;%2&quot; must be an object</source>
        <translation>%1：&quot;%2&quot;必须为对象</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: &quot;%2&quot; must be an array of strings</source>
        <translation>%1：&quot;%2&quot;必须为字符串数组</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariofile.cpp" line="+52"/>
        <source>%1: unknown model &quot;%2&quot; (not a preset id, Hugging Face repo of a preset, or an existing config.json path; see `kvbudget list models`)</source>
        <translation>%1：未知模型&quot;%2&quot;（不是预设id、预设的Hugging Face仓库或已存在的config.json路径；见`kvbudget list models`）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: an inline &quot;model&quot; needs a &quot;config&quot; object (config.json fields)</source>
        <translation>%1：内联的&quot;model&quot;需要一个&quot;config&quot;对象（config.json的字段）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &quot;model&quot; must be a preset id, a path or an object</source>
        <translation>%1：&quot;model&quot;必须为预设id、路径或对象</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: unknown kv_cache_dtype &quot;%2&quot;</source>
        <translation>%1：未知的kv_cache_dtype &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: unknown dtype &quot;%2&quot;</source>
        <translation>%1：未知的dtype &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: runner must be &quot;auto&quot;, &quot;generate&quot; or &quot;pooling&quot; (got &quot;%2&quot;)</source>
        <translation>%1：runner必须为&quot;auto&quot;、&quot;generate&quot;或&quot;pooling&quot;（实际为&quot;%2&quot;）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: unknown quantization &quot;%2&quot;</source>
        <translation>%1：未知的quantization &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: mxfp4_backend must be &quot;auto&quot;, &quot;marlin&quot; or &quot;triton&quot; (got &quot;%2&quot;)</source>
        <translation>%1：mxfp4_backend 必须是 &quot;auto&quot;、&quot;marlin&quot; 或 &quot;triton&quot;（得到 &quot;%2&quot;）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: vllm_engine must be &quot;v0&quot; or &quot;v1&quot; (got &quot;%2&quot;)</source>
        <translation>%1：vllm_engine必须为&quot;v0&quot;或&quot;v1&quot;（实际为&quot;%2&quot;）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 overrides</source>
        <translation>%1 overrides</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 workload</source>
        <translation>%1 workload</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 accounting</source>
        <translation>%1 accounting</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: accounting mode must be &quot;vllm&quot; or &quot;simple&quot; (got &quot;%2&quot;)</source>
        <translation>%1：accounting模式必须为&quot;vllm&quot;或&quot;simple&quot;（实际为&quot;%2&quot;）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: unknown GPU &quot;%2&quot; (see `kvbudget list gpus`, or give {&quot;name&quot;, &quot;memory_gib&quot;})</source>
        <translation>%1：未知GPU &quot;%2&quot;（见`kvbudget list gpus`，或给出{&quot;name&quot;, &quot;memory_gib&quot;}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gpu</source>
        <translation>%1 gpu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Custom GPU</source>
        <translation>自定义GPU</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a custom &quot;gpu&quot; needs &quot;memory_gib&quot; (the CUDA-visible total)</source>
        <translation>%1：自定义的&quot;gpu&quot;需要&quot;memory_gib&quot;（CUDA可见总显存）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;gpu&quot; must be a preset id or an object</source>
        <translation>%1：&quot;gpu&quot;必须为预设id或对象</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;kvbudget_scenario&quot; is %2, but this kvbudget reads scenario format 1</source>
        <translation>%1：&quot;kvbudget_scenario&quot;为%2，但此版本kvbudget只读取场景格式1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (this kvbudget reads scenario format 1)</source>
        <translation> （此版本kvbudget只读取场景格式1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no &quot;kvbudget_scenario&quot;: 1 marker; reading it as format 1</source>
        <translation>%1没有&quot;kvbudget_scenario&quot;: 1标记；按格式1读取</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;model&quot; is missing</source>
        <translation>%1：缺少&quot;model&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;gpu&quot; is missing</source>
        <translation>%1：缺少&quot;gpu&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;vllm_version&quot; must look like 0.21 or 0.10.1 (got &quot;%2&quot;)</source>
        <translation>%1：&quot;vllm_version&quot;的格式应类似0.21或0.10.1（实际为&quot;%2&quot;）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>scenario file</source>
        <translation>场景文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is empty</source>
        <translation>%1为空</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1不是有效的JSON（%2）：%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON object</source>
        <translation>%1必须包含一个JSON对象</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>scenario %1</source>
        <translation>场景%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown scenario &quot;%1&quot;: not a built-in scenario (see `kvbudget list scenarios`) and no such file</source>
        <translation>未知场景&quot;%1&quot;：既不是内置场景（见`kvbudget list scenarios`），也不存在该文件</translation>
    </message>
</context>
<context>
    <name>kvb::Scheduler</name>
    <message>
        <location filename="../../core/load/schedulerrun.h" line="+351"/>
        <source>step %1: %2</source>
        <translation>第%1步：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>request %1 holds %2 blocks for %3 computed tokens</source>
        <translation>请求%1为%3个已计算的token持有%2个块</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>waiting request %1 still holds blocks</source>
        <translation>等待中的请求%1仍持有块</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>block count %1 does not match the requests&apos; %2</source>
        <translation>块数%1与请求持有的%2不一致</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks allocated from a pool of %2</source>
        <translation>从%2个块的缓存池中分配了%1个块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 running with max_num_seqs %2</source>
        <translation>max_num_seqs为%2时有%1个正在运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens scheduled with max_num_batched_tokens %2</source>
        <translation>max_num_batched_tokens为%2时调度了%1个token</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>request %1 computed %2 tokens; expected prompt + output - 1 + %3 recomputed - %4 cached</source>
        <translation>请求%1计算了%2个token；预期为提示词 + 输出 - 1 + %3重算 - %4缓存</translation>
    </message>
</context>
<context>
    <name>kvb::Simulate</name>
    <message>
        <location filename="../../cli/simulatecommand.cpp" line="+29"/>
        <source>--%1 %2: expected %3</source>
        <translation>--%1 %2：应为%3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--%1 needs --%2 (the median) as well</source>
        <translation>--%1还需要--%2（中位数）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a token count from 1 to 100,000,000</source>
        <translation>1到100,000,000之间的token数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--%1 %2 is below the median --%3 %4: the 95th percentile cannot be shorter</source>
        <translation>--%1 %2低于中位数--%3 %4：第95百分位不能更短</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>--trace gives the request lengths; leave out --prompt-tokens and --output-tokens</source>
        <translation>--trace已给出请求长度；请勿指定--prompt-tokens和--output-tokens</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the trace has arrival_s: --arrival is ignored</source>
        <translation>trace包含arrival_s：已忽略--arrival</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a request count from 1 to %1</source>
        <translation>1到%1之间的请求数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--num-requests %1: the trace %2 has only %3 requests</source>
        <translation>--num-requests %1：trace %2只有%3个请求</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the trace %1 has %2 requests; simulate at most %3 (use --num-requests)</source>
        <translation>trace %1有%2个请求；最多模拟%3个（请使用--num-requests）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a whole number from 0 to 9007199254740991</source>
        <translation>0到9007199254740991之间的整数</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a token count from 0 to 100,000,000</source>
        <translation>0 到 100,000,000 之间的 token 数</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a number of points from 0 (every step) to 10,000,000</source>
        <translation>0（每一步）到 10,000,000 之间的点数</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>milliseconds per step, above 0</source>
        <translation>每步毫秒数，大于0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>milliseconds per token, 0 or more</source>
        <translation>每token毫秒数，大于等于0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a fraction such as 0.9</source>
        <translation>小数，例如0.9</translation>
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
        <translation>用法：kvbudget simulate [plan flags] [workload flags] [--format text|json|csv] [-- vllm serve ...]

在规划的KV缓存池上模拟vLLM V1的调度器（逐块模拟：FCFS队列、max_num_seqs、
带分块预填充的max_num_batched_tokens、重算式抢占），并搜索无抢占且KV使用率峰值
低于目标值的最大max_num_seqs。

工作负载：
  --num-requests N              要模拟的请求数（默认1,000；使用--trace时为其全部行）
  --prompt-tokens N             提示词长度；固定值，或配合--prompt-tokens-p95时为中位数
  --prompt-tokens-p95 N         第95百分位：提示词长度改为对数正态分布
  --output-tokens N             输出长度；固定值，或配合--output-tokens-p95时为中位数
  --output-tokens-p95 N         第95百分位：输出长度改为对数正态分布
                                （默认：场景的请求token数按5:1拆分，对数正态分布）
  --arrival burst|poisson:RATE|users:N
                                全部同时到达（默认）、每秒RATE个请求的泊松过程，
                                或N个用户的闭环，每个用户在一个请求完成后发送下一个
  --trace FILE.csv              每行prompt_tokens,output_tokens[,arrival_s]（表头可选）
  --seed N                      生成长度和到达时间的随机种子（默认1）
  --prefix-tokens N             所有提示词共享的前缀；启用前缀缓存时只缓存一次
  --no-prefix-caching           为每个请求计算共享前缀
时间模型与搜索：
  --step-ms F  --ms-per-token F  步时间 = F + F&apos; x 该步的token数（默认15 + 0.03 ms）
  --target-kv-usage F           推荐值需保持低于的KV使用率峰值（默认0.9）
  --no-recommend                跳过搜索
  --series-points N             保留的时间序列点数（默认2,000；0 = 每一步）
输出：
  --format text|json|csv        摘要、稳定的JSON摘要或时间序列

plan选项（同kvbudget plan）：
</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>kvbudget simulate: --format needs a value: text, json or csv
</source>
        <translation>kvbudget simulate：--format需要一个值：text、json或csv
</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>kvbudget simulate: --format %1: expected text, json or csv
</source>
        <translation>kvbudget simulate：--format %1：应为text、json或csv
</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>simulate uses vLLM&apos;s accounting; --accounting simple is ignored</source>
        <translation>simulate使用vLLM的核算方式；已忽略--accounting simple</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>kvbudget simulate: vLLM would not start, so there is nothing to simulate.
</source>
        <translation>kvbudget simulate：vLLM无法启动，因此没有可模拟的内容。
</translation>
    </message>
</context>
<context>
    <name>kvb::SimulateFormat</name>
    <message>
        <location filename="../../cli/simulateformat.cpp" line="+51"/>
        <source>Preemption spiral: the pool ran out, %1 preemptions threw away %2 computed tokens that were computed again.</source>
        <translation>抢占螺旋：缓存池耗尽，%1次抢占丢弃了%2个已计算的token，这些token又被重新计算。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No preemptions, but KV usage peaked at %1, above the %2 target: no headroom for longer requests.</source>
        <translation>没有抢占，但KV使用率峰值达到%1，高于目标%2：没有余量容纳更长的请求。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Holds: no preemptions, KV usage peaked at %1 (target below %2).</source>
        <translation>可承受：没有抢占，KV使用率峰值为%1（目标为低于%2）。</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>%1 — vLLM %2 (V0) pool, run through V1&apos;s scheduler (chunked prefill, recompute preemption); V0 prefilled each prompt whole, so its step counts and first-token times differ
</source>
        <translation>%1 — vLLM %2（V0）的 KV 池，按 V1 调度器运行（分块预填充、重算式抢占）；V0 整段预填充每个提示，因此其步数和首 token 时间会不同
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — vLLM %2 scheduler (V1: chunked prefill, recompute preemption)
</source>
        <translation>%1 — vLLM %2调度器（V1：分块预填充，重算式抢占）
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  pool: %1 blocks × %2 tokens; %3 usable (one is V1&apos;s null block) = %4 tokens
</source>
        <translation>  缓存池：%1个块 × %2个token；可用%3个（其中一个是V1的空块） = %4个token
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  pool: %1 blocks × %2 tokens, all usable (V0 keeps no null block) = %3 tokens
</source>
        <translation>  池：%1 个块 × %2 个 token，全部可用（V0 不保留空块）= %3 个 token
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  max_num_seqs %1, max_num_batched_tokens %2, max_model_len %3
</source>
        <translation>  max_num_seqs %1，max_num_batched_tokens %2，max_model_len %3
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  workload: %1
</source>
        <translation>  工作负载：%1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  shared prefix: %1 tokens, prefix caching %2
</source>
        <translation>  共享前缀：%1个token，前缀缓存%2
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At max_num_seqs %1:
</source>
        <translation>max_num_seqs为%1时：
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak KV usage</source>
        <translation>KV使用率峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 of %3 blocks)</source>
        <translation>%1（%3个块中的%2个）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptions</source>
        <translation>抢占</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 requests; %3 tokens recomputed)</source>
        <translation>%1（%2个请求；重算%3个token）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max running / waiting</source>
        <translation>最大运行数 / 等待数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2%3</source>
        <translation>%1/%2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1 rejected: longer than max_model_len or the pool)</source>
        <translation> （%1个被拒绝：超过max_model_len或缓存池）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steps to drain</source>
        <translation>排空所需步数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 simulated)</source>
        <translation>%1（模拟时间%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time to first token</source>
        <translation>首token时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>p50 %1, p95 %2</source>
        <translation>p50 %1，p95 %2</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>end-to-end latency</source>
        <translation>端到端延迟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>prefix cache hits</source>
        <translation>前缀缓存命中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tokens</source>
        <translation>%1个token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  KV usage  %1  (▁ 0% … █ 100%, about %2 steps a column)
</source>
        <translation>  KV使用率  %1  （▁ 0% … █ 100%，每列约%2步）
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  stopped after %1 steps (the step limit)
</source>
        <translation>  %1步后停止（达到步数上限）
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recommended max_num_seqs:
</source>
        <translation>推荐的max_num_seqs：
</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>none: even one request at a time takes the pool past %1</source>
        <translation>无：即使一次只处理一个请求，缓存池使用率也会超过%1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln simulation(s)</source>
        <translation>
            <numerusform>%Ln次模拟</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1  every value up to %1 keeps 0 preemptions and KV usage below %2 (%3)</source>
        <translation>%1  不超过%1的所有值都保持0次抢占且KV使用率低于%2（%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1  the largest with 0 preemptions and peak KV usage below %2 (%3)</source>
        <translation>%1  0次抢占且KV使用率峰值低于%2时的最大值（%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at %1: peak %2, 0 preemptions, max waiting %3, %4 steps</source>
        <translation>取%1时：峰值%2，0次抢占，最大等待数%3，%4步</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rule of thumb</source>
        <translation>经验法则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  floor(%2 blocks ÷ cdiv(%3 p95 tokens, %4) × %5 margin)</source>
        <translation>%1  floor(%2个块 ÷ cdiv(%3个p95 token, %4) × 安全系数%5)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>note: %1
</source>
        <translation>注：%1
</translation>
    </message>
</context>
<context>
    <name>kvb::StartupLogs</name>
    <message>
        <location filename="../../core/vllm/startuplogs.cpp" line="+55"/>
        <source>field &quot;%1&quot; is %2; the allowed range is %3</source>
        <translation>字段“%1”为 %2；允许范围为 %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>above %1 and at most %2</source>
        <translation>大于 %1 且不超过 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>whole numbers from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1不是有效的JSON（%2）：%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON array of cases</source>
        <translation>%1必须包含由案例组成的JSON数组</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: case %2 has no &quot;id&quot;</source>
        <translation>%1：案例%2没有&quot;id&quot;</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 holds no cases</source>
        <translation>%1 中没有任何案例</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>the log&apos;s figures do not add up: %1 × %2 − %3 − %4 − %5 = %6 GiB, but it reports %7 GiB of KV cache</source>
        <translation>日志中的数据对不上：%1 × %2 − %3 − %4 − %5 = %6 GiB，但日志报告的KV缓存为%7 GiB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: model %2 is not a preset</source>
        <translation>%1：模型%2不是预设</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: GPU &quot;%2&quot; is not a preset and the log gives no total</source>
        <translation>%1：GPU &quot;%2&quot;不是预设，且日志未给出总显存</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>kvb::Trace</name>
    <message>
        <location filename="../../core/load/tracefile.cpp" line="-25"/>
        <source>the column %1 appears twice</source>
        <translation>列%1出现了两次</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the header must name the columns prompt_tokens and output_tokens (optionally arrival_s); got %1</source>
        <translation>表头必须包含prompt_tokens和output_tokens列（arrival_s可选）；实际为%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected 2 or 3 comma-separated values (prompt_tokens,output_tokens[,arrival_s]), got %1</source>
        <translation>应为2或3个逗号分隔的值（prompt_tokens,output_tokens[,arrival_s]），实际为%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing %1: expected %2 comma-separated values, got %3</source>
        <translation>缺少%1：应为%2个逗号分隔的值，实际为%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected %1 comma-separated values, got %2</source>
        <translation>应为%1个逗号分隔的值，实际为%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is empty</source>
        <translation>%1为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be at most %2 (got %3)</source>
        <translation>%1不能超过%2（实际为%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be a positive integer (got %2)</source>
        <translation>%1必须为正整数（实际为%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>arrival_s is empty</source>
        <translation>arrival_s为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrival_s must be a number of seconds, 0 or more (got %1)</source>
        <translation>arrival_s必须为大于等于0的秒数（实际为%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrival_s must be at most %1 seconds, a year (got %2)</source>
        <translation>arrival_s 不能超过 %1 秒（一年）（实际为 %2）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is %2; a trace may be at most %3</source>
        <translation>%1大小为%2；trace最大为%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 line %2: %3</source>
        <translation>%1第%2行：%3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>more than %1 requests; a trace may hold at most %1</source>
        <translation>请求数超过%1；trace最多只能包含%1个请求</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the trace is empty (expected lines of prompt_tokens,output_tokens[,arrival_s])</source>
        <translation>%1：trace为空（应为prompt_tokens,output_tokens[,arrival_s]格式的行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the trace has a header but no requests</source>
        <translation>%1：trace只有表头，没有请求</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>trace file</source>
        <translation>trace文件</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 is %2; a trace may be at most %3 (sample it, or split it)</source>
        <translation>%1大小为%2；trace最大为%3（请采样或拆分）</translation>
    </message>
</context>
<context>
    <name>kvb::Units</name>
    <message>
        <location filename="../../core/base/units_format.cpp" line="+39"/>
        <location line="+12"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
</context>
<context>
    <name>kvb::UnloggedInputs</name>
    <message>
        <location filename="../../core/vllm/unloggedinputs.cpp" line="+36"/>
        <source>&quot;inputs_not_logged&quot; names %1; only a max_model_len the case leaves null can be open</source>
        <translation>&quot;inputs_not_logged&quot; 列出了 %1；只有该案例留空 (null) 的 max_model_len 才能不确定</translation>
    </message>
</context>
<context>
    <name>kvb::Validation</name>
    <message>
        <location filename="../../core/vllm/validation.cpp" line="+131"/>
        <source>the log has no weights, KV or verdict to compare</source>
        <translation>日志中没有可对比的权重、KV或判定</translation>
    </message>
</context>
<context>
    <name>kvb::VllmCommand</name>
    <message>
        <location filename="../../core/vllm/vllmcommand.cpp" line="+100"/>
        <source>The command line has an unterminated %1 quote</source>
        <translation>命令行中有未闭合的%1引号</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Unknown model &quot;%1&quot;: it is not a preset (see `kvbudget list models`) and not a local config.json or model folder. Pass --model path/to/config.json to import it.</source>
        <translation>未知模型&quot;%1&quot;：既不是预设（见`kvbudget list models`），也不是本地config.json或模型文件夹。请传入--model path/to/config.json来导入。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>vllm serve %1 needs a value</source>
        <translation>vllm serve %1需要一个值</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>data parallelism (%1 replicas) repeats the same per-GPU plan on each replica, unless --enable-expert-parallel spreads the experts over them</source>
        <translation>数据并行（%1个副本）在每个副本上重复相同的单GPU规划，除非--enable-expert-parallel将专家分布到各副本上</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The vllm serve command names no model</source>
        <translation>vllm serve命令未指定模型</translation>
    </message>
</context>
<context>
    <name>kvb::VllmLog</name>
    <message>
        <location filename="../../core/vllm/vllmlog.cpp" line="+329"/>
        <source>The log is over 64 MiB; paste the startup part (up to &quot;Maximum concurrency&quot;)</source>
        <translation>日志超过64 MiB；请粘贴启动部分（到&quot;Maximum concurrency&quot;为止）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>line %1: %2</source>
        <translation>第%1行：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: &quot;%2&quot; looks like vLLM&apos;s &quot;%3&quot; line but its figures cannot be read (truncated or edited?)</source>
        <translation>第%1行：&quot;%2&quot;看起来像vLLM的&quot;%3&quot;行，但其中的数值无法读取（被截断或修改过？）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No vLLM memory lines found in the log. Paste the startup output from &quot;Model loading took&quot; to &quot;Maximum concurrency&quot; (or vLLM&apos;s error).</source>
        <translation>日志中未找到vLLM的显存相关行。请粘贴从&quot;Model loading took&quot;到&quot;Maximum concurrency&quot;的启动输出（或vLLM的报错）。</translation>
    </message>
    <message>
        <location filename="../../core/vllm/vllmlogcheck.cpp" line="+38"/>
        <source>the log&apos;s %1 is %2 GiB; the allowed range is %3 to %4 GiB</source>
        <translation>日志中的%1为%2 GiB；允许范围为%3到%4 GiB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>more than %1</source>
        <translation>超过%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log&apos;s %1 is %2; the allowed range is 0 to %3</source>
        <translation>日志中的%1为%2；允许范围为0到%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the log&apos;s gpu_memory_utilization is %1; the allowed range is above 0 and at most 1</source>
        <translation>日志中的gpu_memory_utilization为%1；允许范围为大于0且不超过1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log&apos;s maximum concurrency is %1x; it must be a finite figure of at least 0</source>
        <translation>日志中的最大并发为%1x；必须是不小于0的有限数值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model weights</source>
        <translation>模型权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory</source>
        <translation>非torch显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activation peak</source>
        <translation>激活峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graph memory</source>
        <translation>CUDA图显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache memory</source>
        <translation>KV缓存显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total GPU memory</source>
        <translation>GPU总显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requested memory</source>
        <translation>请求的显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free memory</source>
        <translation>空闲显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak torch memory</source>
        <translation>torch显存峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>initial memory usage</source>
        <translation>初始显存占用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache needed</source>
        <translation>所需KV缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source># GPU blocks</source>
        <translation># GPU blocks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source># CPU blocks</source>
        <translation># CPU blocks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU KV cache size</source>
        <translation>GPU KV缓存大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_len</source>
        <translation>max_model_len</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens per request</source>
        <translation>每个请求的token数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated maximum model length</source>
        <translation>估算的最大模型长度</translation>
    </message>
</context>
<context>
    <name>kvb::WhatFits</name>
    <message>
        <location filename="../../cli/whatfitscommand.cpp" line="+53"/>
        <source>--gpu needs a value</source>
        <translation>--gpu需要一个值</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 %2: expected a whole number from 1 to %3</source>
        <translation>--%1 %2：应为1到%3之间的整数</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Unknown GPU &quot;%1&quot; (see kvbudget list gpus)</source>
        <translation>未知GPU &quot;%1&quot;（见kvbudget list gpus）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>fit needs the request size: --request-tokens T or --max-model-len L</source>
        <translation>fit需要请求大小：--request-tokens T或--max-model-len L</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 is ignored: the search chooses the split and the GPU count</source>
        <translation>已忽略--%1：搜索会自行选择切分方式和GPU数量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fit searches with vLLM&apos;s own accounting; leave out --accounting simple</source>
        <translation>fit使用vLLM自身的核算方式搜索；请去掉--accounting simple</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>fit needs --concurrency N: the requests to hold at once</source>
        <translation>fit需要--concurrency N：需同时容纳的请求数</translation>
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
        <translation>用法：kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...]
                   [--max-model-len L] [--prices FILE] [--max-gpus K] [plan flags]
                   [--format text|json|markdown]

对每种GPU类型（默认：场景的GPU以及所有列有价格的GPU），找出可启动
并能同时容纳N个T token请求的最少GPU数和TP/PP/DP切分，
按价格从低到高排列；并给出可启动的最长max_model_len和gpu_memory_utilization范围。
每个方案都是引擎计算出的规划。

  --concurrency N      同时容纳的请求数（必填）
  --request-tokens T   每个请求的token数，提示词 + 输出（默认：--max-model-len）
  --gpu G              要考虑的GPU类型；可重复指定多个
  --prices FILE        每GPU的小时价格（默认：presets/gpu-prices.json）
  --max-gpus K         每种GPU类型搜索的最大部署规模（默认64）

退出码：0 有方案能容纳该工作负载，3 没有方案能容纳，2 输入无效，4 文件错误。

</translation>
    </message>
    <message>
        <location filename="../../cli/whatfitsformat.cpp" line="+50"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$ per hour</source>
        <translation>$/小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>max_num_seqs</source>
        <translation>max_num_seqs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 requests</source>
        <translation>%1个请求</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>What fits %1 requests of %2 tokens at once: %3, vLLM %4, max_model_len %5</source>
        <translation>同时容纳%1个%2 token请求的方案：%3，vLLM %4，max_model_len %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Longest max_model_len that starts (first option): %1 tokens</source>
        <translation>可启动的最长max_model_len（首选方案）：%1个token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gpu_memory_utilization that starts (first option): %1 to %2</source>
        <translation>可启动的gpu_memory_utilization（首选方案）：%1到%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no split of up to %2 GPUs holds the workload (at most %3 requests at once)</source>
        <translation>%1：不超过%2个GPU的任何切分都无法容纳该工作负载（最多同时容纳%3个请求）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no split of up to %2 GPUs starts with this max_model_len</source>
        <translation>%1：不超过%2个GPU的任何切分都无法以此max_model_len启动</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Price of %1: $%2 per GPU-hour, %3 (%4; indicative)</source>
        <translation>%1的价格：每GPU小时$%2，%3（%4；仅供参考）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No option holds the workload.</source>
        <translation>没有方案能容纳该工作负载。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
</context>
<context>
    <name>kvb::Workload</name>
    <message>
        <location filename="../../core/load/workloadmodel.cpp" line="+58"/>
        <source>fixed %1</source>
        <translation>固定%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>log-normal p50 %1 / p95 %2</source>
        <translation>对数正态 p50 %1 / p95 %2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>--arrival %1: expected burst, poisson:RATE_PER_S (e.g. poisson:20) or users:N (e.g. users:64)</source>
        <translation>--arrival %1：应为burst、poisson:RATE_PER_S（例如poisson:20）或users:N（例如users:64）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--arrival %1: the rate must be between %2 and %3 requests per second</source>
        <translation>--arrival %1：速率必须在每秒 %2 到 %3 个请求之间</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1 requests from %2, %3</source>
        <translation>来自%2的%1个请求，%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrivals from the trace</source>
        <translation>到达时间取自trace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 requests, prompt %2, output %3, %4, seed %5</source>
        <translation>%1个请求，提示词%2，输出%3，%4，种子%5</translation>
    </message>
</context>
<context>
    <name>kvb::ui::AdvancedSettingsDialog</name>
    <message>
        <location filename="../../ui/advancedsettings.cpp" line="+53"/>
        <source>Advanced settings</source>
        <translation>高级设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter settings…</source>
        <translation>筛选设置…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows only the settings whose name or description contains this text.</source>
        <translation>只显示名称或说明中包含此文本的设置。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every setting of the command line, as `kvbudget plan` takes it. Bold ones differ from the default; ↺ puts the default back. Press Enter to apply a value.</source>
        <translation>命令行的全部设置，与`kvbudget plan`接受的一致。粗体项与默认值不同；↺恢复默认值。按Enter应用值。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Reset %1</source>
        <translation>重置%1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>vLLM&apos;s default</source>
        <translation>vLLM默认值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Accepted: %1.</source>
        <translation>可接受：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default: %1.</source>
        <translation>默认：%1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset to %1</source>
        <translation>重置为%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At its default (%1)</source>
        <translation>为默认值（%1）</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ArchitectureNote</name>
    <message>
        <location filename="../../ui/architecturenote.cpp" line="+11"/>
        <source>How this model&apos;s layers keep the KV cache, and what a vision model needs at startup</source>
        <translation>此模型各层如何保存KV缓存，以及视觉模型启动时需要多少显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>KV layout: %1.</source>
        <translation>KV布局：%1。</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ArchitecturePanel</name>
    <message>
        <location filename="../../ui/architecturepanel.cpp" line="+56"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Disable hybrid KV cache ma&amp;nager</source>
        <translation>禁用混合KV缓存管理器(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert p&amp;arallelism</source>
        <translation>专家并行(&amp;A)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Data-parallel size</source>
        <translation>数据并行大小(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images per p&amp;rompt</source>
        <translation>每个提示词的图像数(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max image pi&amp;xels</source>
        <translation>最大图像像素(&amp;X)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>--disable-hybrid-kv-cache-manager: sliding-window layers keep the whole context like full-attention ones, so fewer tokens fit. With the manager on, they keep only their window.</source>
        <translation>--disable-hybrid-kv-cache-manager：滑动窗口层像全注意力层一样保留完整上下文，因此可容纳的token更少。启用该管理器时，它们只保留各自的窗口。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off for %1: only models that mix sliding-window and full-attention layers (Gemma 2/3, gpt-oss) use the hybrid KV cache manager.</source>
        <translation>%1不适用：只有混合了滑动窗口层与全注意力层的模型（Gemma 2/3、gpt-oss）才使用混合KV缓存管理器。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off for %1: only mixture-of-experts models have experts to spread.</source>
        <translation>%1不适用：只有混合专家模型才有可分布的专家。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--enable-expert-parallel: each GPU holds whole experts, the experts divided over tensor × data-parallel GPUs, instead of a slice of every expert.</source>
        <translation>--enable-expert-parallel：每个GPU持有完整的专家，专家分配到张量并行 × 数据并行个GPU上，而不是每个GPU持有每个专家的一部分。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--data-parallel-size: independent replicas, each with its own KV cache. With expert parallelism they share the experts, so each GPU holds fewer of them.</source>
        <translation>--data-parallel-size：相互独立的副本，各有自己的KV缓存。启用专家并行时它们共享专家，因此每个GPU持有的专家更少。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off for %1: it has no vision encoder.</source>
        <translation>%1不适用：它没有视觉编码器。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--limit-mm-per-prompt &apos;{&quot;image&quot;: N}&apos;: vLLM profiles its vision encoder on this many maximum-size images at startup, and that peak must fit. 0 serves text only: then the releases with vLLM&apos;s language-model-only mode load no vision tower either.</source>
        <translation>--limit-mm-per-prompt &apos;{&quot;image&quot;: N}&apos;：vLLM启动时用这么多张最大尺寸的图像对视觉编码器做显存分析，该峰值必须放得下。0表示仅提供文本服务：此时具备vLLM纯语言模型模式的版本也不加载视觉塔。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (default)</source>
        <translation> （默认）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--mm-processor-kwargs &apos;{&quot;max_pixels&quot;: N}&apos;: the largest image the processor keeps; vLLM profiles the encoder at this size, so less lowers the startup peak. 0 restores the default.</source>
        <translation>--mm-processor-kwargs &apos;{&quot;max_pixels&quot;: N}&apos;：处理器保留的最大图像；vLLM按此尺寸对编码器做显存分析，因此调小可降低启动峰值。0恢复默认值。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off for %1: its processor resizes every image to one fixed size.</source>
        <translation>%1不适用：其处理器会把每张图像缩放到同一固定尺寸。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> px (default)</source>
        <translation> px（默认）</translation>
    </message>
</context>
<context>
    <name>kvb::ui::BandNote</name>
    <message>
        <location filename="../../ui/bandnote.cpp" line="+15"/>
        <source>✓ Calibrated from your vLLM log</source>
        <translation>✓ 已根据您的vLLM日志校准</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The weights and overhead terms were measured by vLLM on your machine (File → Calibrate from a vLLM log…); the range is the log&apos;s rounding.</source>
        <translation>权重和开销项由vLLM在您的机器上实测（文件 → 根据vLLM日志校准…）；范围是日志的舍入误差。</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CalibrateDialog</name>
    <message>
        <location filename="../../ui/calibratedialog.cpp" line="+44"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Calibrate from a vLLM log</source>
        <translation>根据vLLM日志校准</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Figure</source>
        <translation>数据项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logged</source>
        <translation>日志值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted</source>
        <translation>预测值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prediction error</source>
        <translation>预测误差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Calibrated</source>
        <translation>校准值</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kvbudget&apos;s prediction for the log&apos;s settings against what vLLM logged, with the prediction&apos;s error; Calibrated is the plan after adopting the measured terms.</source>
        <translation>kvbudget按日志设置做出的预测与vLLM日志记录的对比，以及预测误差；“校准值”是采用实测项之后的规划。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted against logged</source>
        <translation>预测值与日志值对比</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paste vLLM&apos;s startup log (or open or drop the file). The lines about memory are read, compared with kvbudget&apos;s prediction, and the measured terms become the scenario&apos;s, so that what-ifs start from your machine. Set the model and GPU first: the log does not name them.</source>
        <translation>粘贴vLLM的启动日志（或打开、拖入日志文件）。程序会读取与显存相关的行，与kvbudget的预测对比，并将实测项设为场景的值，使假设分析从您的机器出发。请先设置模型和GPU：日志中不包含它们。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>INFO … Model loading took 14.99 GiB memory and 31.46 seconds
INFO … Available KV cache memory: 51.38 GiB
INFO … GPU KV cache size: 420,912 tokens</source>
        <translation>INFO … Model loading took 14.99 GiB memory and 31.46 seconds
INFO … Available KV cache memory: 51.38 GiB
INFO … GPU KV cache size: 420,912 tokens</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM&apos;s startup log, any version from 0.5 to 0.21: the V0 profiling lines, V1&apos;s &quot;Available KV cache memory&quot;, &quot;GPU KV cache size&quot;, &quot;Maximum concurrency&quot;, the block counts, the CUDA graph lines and vLLM&apos;s startup errors are read. Other lines are ignored.</source>
        <translation>vLLM的启动日志，支持0.5到0.21的任意版本：读取V0的显存分析行、V1的&quot;Available KV cache memory&quot;、&quot;GPU KV cache size&quot;、&quot;Maximum concurrency&quot;、块数、CUDA图相关行以及vLLM的启动错误。其他行会被忽略。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vLLM log</source>
        <translation>vLLM日志</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open log file…</source>
        <translation>打开日志文件(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a saved vLLM log (for example `docker logs vllm &gt; vllm.log`).</source>
        <translation>读取已保存的vLLM日志（例如`docker logs vllm &gt; vllm.log`）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What could be read from the log</source>
        <translation>从日志中读到的内容</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The terms taken from the log, and what could not be used and why</source>
        <translation>从日志中采用的项，以及无法使用的内容及原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adopted terms and notes</source>
        <translation>已采用的项与备注</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the calibrated scenario: the measured terms become overrides and every chart starts from your machine.</source>
        <translation>使用校准后的场景：实测项成为覆盖值，所有图表都从您的机器出发。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without changing the scenario</source>
        <translation>关闭且不更改场景</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Could not read %1: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a vLLM log</source>
        <translation>打开vLLM日志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs (*.log *.txt);;All files (*)</source>
        <translation>日志 (*.log *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paste a vLLM startup log above, open one, or drop the file here.</source>
        <translation>在上方粘贴vLLM启动日志、打开日志文件，或将文件拖到此处。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The log was read but cannot be used: %1</source>
        <translation>日志已读取，但无法使用：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Adopted from the log:</source>
        <translation>从日志中采用：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  (nothing)</source>
        <translation>  （无）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Read %Ln vLLM line(s).</source>
        <translation>
            <numerusform>已读取%Ln行vLLM日志。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Read %Ln vLLM line(s) in the format of %1.</source>
        <translation>
            <numerusform>已读取%Ln行vLLM日志（%1格式）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> %n line(s) look like vLLM&apos;s but could not be read (see the notes); the rest was used.</source>
        <translation>
            <numerusform> 其中%n行看似vLLM日志但无法读取（见备注）；其余各行已采用。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvb::ui::CalibrationAssumptions</name>
    <message>
        <location filename="../../ui/calibrationassumptions.cpp" line="+17"/>
        <source>Inputs the log does not state</source>
        <translation>日志中未说明的输入</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--gpu-memory-utilization the logged run used. The other terms are solved on it, so a wrong value shifts them all.</source>
        <translation>日志对应运行所用的--gpu-memory-utilization。其他项都基于它反推，因此该值有误会使它们全部偏移。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--max-model-len the logged run used.</source>
        <translation>日志对应运行所用的--max-model-len。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>gpu_memory_&amp;utilization</source>
        <translation>gpu_memory_&amp;utilization</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_&amp;len</source>
        <translation>max_model_&amp;len</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>gpu_memory_utilization %1</source>
        <translation>gpu_memory_utilization %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>max_model_len %1</source>
        <translation>max_model_len %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log states the utilization and max_model_len; they are used as logged.</source>
        <translation>日志中已说明利用率和max_model_len；按日志中的值使用。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Assumed from the window, because the log does not say: %1. The measured terms are solved on these values; set them to what the logged run used before applying.</source>
        <translation>由于日志未说明，以下值取自窗口中的当前设置：%1。实测项基于这些值反推；应用前请将它们设为日志对应运行实际使用的值。</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Caption</name>
    <message>
        <location filename="../../ui/caption.cpp" line="+25"/>
        <source>%1 on %2</source>
        <translation>%2上的%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 × %3 (%4)</source>
        <translation>%2 × %3上的%1（%4）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid scenario</source>
        <translation>场景无效</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gpu_memory_utilization %1</source>
        <translation>gpu_memory_utilization %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_len %1</source>
        <translation>max_model_len %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache %1 (%2)</source>
        <translation>KV缓存%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights %1</source>
        <translation>权重%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>max_num_seqs %1</source>
        <translation>max_num_seqs %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TP %1 · PP %2</source>
        <translation>TP %1 · PP %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM %1 accounting</source>
        <translation>vLLM %1核算方式</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>images per prompt %1</source>
        <translation>每个提示词%1张图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_image_pixels %1</source>
        <translation>max_image_pixels %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>calibrated from a vLLM log</source>
        <translation>已根据vLLM日志校准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kvbudget %1</source>
        <translation>kvbudget %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Charts</name>
    <message>
        <location filename="../../ui/chartstyle.cpp" line="+222"/>
        <source>Invalid scenario: %1</source>
        <translation>场景无效：%1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareBarsChart</name>
    <message>
        <location filename="../../ui/comparebars.cpp" line="+25"/>
        <source>GPU memory per scenario (one scale)</source>
        <translation>各场景的GPU显存（统一刻度）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each scenario&apos;s memory per GPU on one scale: weights, overhead and the KV cache pool up to the gpu_memory_utilization ceiling (the black tick), what lies above it. With pipeline parallelism, the stage vLLM sizes the KV cache by.</source>
        <translation>各场景的每GPU显存，统一刻度：权重、开销以及直到gpu_memory_utilization上限（黑色刻度线）的KV缓存池，还有上限以上的部分。使用流水线并行时，显示vLLM据以确定KV缓存大小的那个阶段。</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>invalid scenario: no plan</source>
        <translation>场景无效：无规划</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>memory per GPU (GiB)</source>
        <translation>每GPU显存（GiB）</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareColumn</name>
    <message>
        <location filename="../../ui/comparecolumn.cpp" line="+40"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The column&apos;s name: click to rename it</source>
        <translation>列名：点击以重命名</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+99"/>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>--gpu-memory-utilization: the share of the card vLLM may use</source>
        <translation>--gpu-memory-utilization：vLLM可使用的整卡显存比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+104"/>
        <source>max_model_len</source>
        <translation>max_model_len</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>--max-model-len: the longest request, in tokens</source>
        <translation>--max-model-len：最长请求，单位token</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+108"/>
        <source>KV cache dtype</source>
        <translation>KV缓存dtype</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>--kv-cache-dtype: fp8 stores one byte per element</source>
        <translation>--kv-cache-dtype：fp8每个元素占一个字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+114"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>--quantization: the weights&apos; storage (a quantized checkpoint keeps its own)</source>
        <translation>--quantization：权重的存储格式（已量化的checkpoint保持其自身格式）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>--tensor-parallel-size</source>
        <translation>--tensor-parallel-size</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+117"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>--pipeline-parallel-size</source>
        <translation>--pipeline-parallel-size</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+118"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>The GPU model</source>
        <translation>GPU型号</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (compare --format json key &quot;%2&quot;); under it, the change from the baseline, absolute and in percent</source>
        <translation>%1（compare --format json的键&quot;%2&quot;）；其下为相对基线的变化，包括绝对值和百分比</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The scenario&apos;s name in this comparison: type to rename it</source>
        <translation>此对比中的场景名称：输入以重命名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario name</source>
        <translation>场景名称</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this scenario from the comparison</source>
        <translation>从对比中移除此场景</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the baseline from the comparison: the next column becomes the baseline</source>
        <translation>从对比中移除基线：下一列将成为基线</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load this scenario into the Capacity tab and the panel; every change made there is written back to this column until another column is linked</source>
        <translation>将此场景载入“容量”标签页和面板；在那里所做的每项更改都会写回此列，直到关联另一列为止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit in Capacity tab</source>
        <translation>在“容量”标签页中编辑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit in Capacity</source>
        <translation>在容量页中编辑</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>--gpu-memory-utilization for this scenario</source>
        <translation>此场景的--gpu-memory-utilization</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--max-model-len for this scenario, in tokens</source>
        <translation>此场景的--max-model-len，单位token</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--kv-cache-dtype for this scenario</source>
        <translation>此场景的--kv-cache-dtype</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--quantization for this scenario: fp8 and int8 store 8-bit weights, AWQ and GPTQ 4-bit; a quantized checkpoint keeps its own</source>
        <translation>此场景的--quantization：fp8和int8存储8位权重，AWQ和GPTQ为4位；已量化的checkpoint保持其自身格式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--tensor-parallel-size for this scenario</source>
        <translation>此场景的--tensor-parallel-size</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--pipeline-parallel-size for this scenario</source>
        <translation>此场景的--pipeline-parallel-size</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPU model for this scenario</source>
        <translation>此场景的GPU型号</translation>
    </message>
    <message>
        <location filename="../../ui/comparecolumn_edit.cpp" line="+95"/>
        <location line="+13"/>
        <source>none (%1)</source>
        <translation>无（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fp8</source>
        <translation>fp8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AWQ int4</source>
        <translation>AWQ int4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPTQ int4</source>
        <translation>GPTQ int4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1
From: %2
Type to rename it.</source>
        <translation>%1
来源：%2
输入以重命名。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other columns&apos; changes are measured from this one</source>
        <translation>其他列的变化均相对此列计算</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Better than the baseline</source>
        <translation>优于基线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worse than the baseline</source>
        <translation>劣于基线</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed from the baseline (neither better nor worse in itself)</source>
        <translation>与基线不同（本身无优劣之分）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same as the baseline</source>
        <translation>与基线相同</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareCurvesChart</name>
    <message>
        <location filename="../../ui/comparecurves.cpp" line="+25"/>
        <source>Maximum concurrency against max_model_len</source>
        <translation>最大并发与max_model_len的关系</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV cache against utilization</source>
        <translation>KV缓存与利用率的关系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM&apos;s worst case for each scenario: the KV blocks divided by the blocks of one max_model_len request. The marker is the scenario&apos;s own max_model_len.</source>
        <translation>各场景下vLLM的最坏情况：KV块数除以一个max_model_len请求的块数。标记点为该场景自身的max_model_len。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The KV cache tokens each scenario holds at each gpu_memory_utilization; the marker is the scenario&apos;s own utilization. No line where vLLM refuses to start.</source>
        <translation>各场景在各gpu_memory_utilization下容纳的KV缓存token数；标记点为该场景自身的利用率。vLLM拒绝启动处不绘制曲线。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>max_model_len (tokens, log scale)</source>
        <translation>max_model_len（token，对数刻度）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>requests at once</source>
        <translation>同时请求数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache (tokens)</source>
        <translation>KV缓存（token）</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareSession</name>
    <message>
        <location filename="../../ui/comparesession.cpp" line="+24"/>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Option %1</source>
        <translation>方案%1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pin a baseline first (Edit → Pin as baseline, Ctrl+B): every column is compared with it.</source>
        <translation>请先固定基线（编辑 → 固定为基线，Ctrl+B）：每一列都与它对比。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A comparison holds at most %1 scenarios: the baseline and %2 more. Remove a column first.</source>
        <translation>一个对比最多包含%1个场景：基线加%2个。请先移除一列。</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareView</name>
    <message>
        <location filename="../../ui/compareview.cpp" line="+43"/>
        <source>&amp;Pin current as baseline</source>
        <translation>将当前场景固定为基线(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a comparison with the Capacity tab&apos;s scenario as the baseline (Ctrl+B); every other column&apos;s changes are measured from it</source>
        <translation>以“容量”标签页的场景为基线开始对比（Ctrl+B）；其他各列的变化均相对它计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;current</source>
        <translation>添加当前场景(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a copy of the Capacity tab&apos;s scenario as a new column (Ctrl+Shift+B), then change a knob in it</source>
        <translation>将“容量”标签页场景的副本添加为新列（Ctrl+Shift+B），然后在其中调整参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add scenario &amp;file…</source>
        <translation>添加场景文件(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a saved scenario file (.json) as a new column</source>
        <translation>将已保存的场景文件（.json）添加为新列</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pin the Capacity tab&apos;s scenario as the baseline (Edit → Pin as baseline, Ctrl+B), then add up to three more: a copy of the current scenario to change a knob in, or a scenario file. Each column shows every key figure and its change from the baseline.</source>
        <translation>将“容量”标签页的场景固定为基线（编辑 → 固定为基线，Ctrl+B），然后最多再添加三个：当前场景的副本（用于调整参数）或场景文件。每列显示所有关键指标及其相对基线的变化。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the Capacity tab</source>
        <translation>“容量”标签页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinned %1 as the baseline. Add up to %2 more to compare.</source>
        <translation>已将%1固定为基线。最多还可添加%2个进行对比。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a copy of the Capacity tab</source>
        <translation>“容量”标签页的副本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Added %1 as a copy of the current scenario: change a knob in its column.</source>
        <translation>已添加%1作为当前场景的副本：请在其列中调整参数。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not add %1: %2</source>
        <translation>无法添加%1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Added %1 from %2.</source>
        <translation>已从%2添加%1。</translation>
    </message>
    <message>
        <location filename="../../ui/compareview_columns.cpp" line="+93"/>
        <source>Removed %1: the comparison is empty.</source>
        <translation>已移除%1：对比已清空。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed %1: %2 is the baseline now.</source>
        <translation>已移除%1：现在%2为基线。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed %1.</source>
        <translation>已移除%1。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The Capacity tab shows %1: every change made there is written back to its column. Click Edit in Capacity again to stop.</source>
        <translation>“容量”标签页显示的是%1：在那里所做的每项更改都会写回其列。再次点击“在容量页中编辑”即可停止。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 no longer follows the Capacity tab.</source>
        <translation>%1不再跟随“容量”标签页。</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ConcurrencyChart</name>
    <message>
        <location filename="../../ui/concurrencychart.cpp" line="+53"/>
        <source>Concurrent requests against max_model_len</source>
        <translation>并发请求数与max_model_len的关系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst case: vLLM&apos;s &quot;Maximum concurrency&quot;, the KV blocks divided by the blocks of one max_model_len request. Realistic: divided by the blocks of a typical request instead. Dashed: the worst case with --kv-cache-dtype fp8. Shaded: the worst case across the uncertainty of the overhead estimate.</source>
        <translation>最坏情况：vLLM的&quot;Maximum concurrency&quot;，即KV块数除以一个max_model_len请求的块数。实际情况：改为除以一个典型请求的块数。虚线：使用--kv-cache-dtype fp8时的最坏情况。阴影：开销估算不确定范围内的最坏情况。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>worst case, uncertainty</source>
        <translation>最坏情况，不确定区间</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>worst case</source>
        <translation>最坏情况</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>worst case, fp8 KV</source>
        <translation>最坏情况，fp8 KV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>max_model_len (tokens, log scale)</source>
        <translation>max_model_len（token，对数刻度）</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+175"/>
        <source>requests at once</source>
        <translation>同时请求数</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>No KV cache at any context length: vLLM refuses to start</source>
        <translation>任何上下文长度下都没有KV缓存：vLLM拒绝启动</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>realistic (%1 tokens)</source>
        <translation>实际情况（%1个token）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1x (%2–%3) at %4</source>
        <translation>%4时%1x（%2–%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1x at %2</source>
        <translation>%2时%1x</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>requests</source>
        <translation>请求数</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Exporter</name>
    <message>
        <location filename="../../ui/exporter.cpp" line="+94"/>
        <source>kvbudget: %1</source>
        <translation>kvbudget：%1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot encode the image for %1</source>
        <translation>无法为%1编码图像</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+7"/>
        <source>Cannot render the PDF for %1</source>
        <translation>无法为%1渲染PDF</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot render the image for %1</source>
        <translation>无法为%1渲染图像</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+3"/>
        <source>Cannot render the SVG for %1</source>
        <translation>无法为%1渲染SVG</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown image format</source>
        <translation>未知的图像格式</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export size must be positive</source>
        <translation>导出尺寸必须为正数</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing to export: the view has no size</source>
        <translation>没有可导出的内容：视图尺寸为零</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ExtraSettings</name>
    <message>
        <location filename="../../ui/extrasettings.cpp" line="+16"/>
        <source>Other settings</source>
        <translation>其他设置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everything else at its default.</source>
        <translation>其余设置均为默认值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ad&amp;vanced settings…</source>
        <translation>高级设置(&amp;V)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset a&amp;ll</source>
        <translation>全部重置(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings that differ from their defaults and have no control above: overrides, block_size, enforce_eager, a custom GPU memory size... Each one decides the plan.</source>
        <translation>与默认值不同、且上方没有对应控件的设置：覆盖值、block_size、enforce_eager、自定义GPU显存大小……每一项都会影响规划。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every setting the command line has, with its range and default: the GPU&apos;s memory, block_size, enforce_eager, --kv-cache-memory, the weight dtype, the overhead overrides, the accounting...</source>
        <translation>命令行的全部设置，及其范围和默认值：GPU显存、block_size、enforce_eager、--kv-cache-memory、权重dtype、开销覆盖值、核算方式……</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every setting back to vLLM&apos;s (and kvbudget&apos;s) defaults; the model and the GPU stay.</source>
        <translation>将所有设置恢复为vLLM（及kvbudget）的默认值；模型和GPU保持不变。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reset %1 to its default</source>
        <translation>将%1重置为默认值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset %1</source>
        <translation>重置%1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetChart</name>
    <message>
        <location filename="../../ui/fleetchart.cpp" line="+94"/>
        <source>One bar per GPU: each tenant&apos;s memory once serving (solid) and its startup spike (hatched), its ceiling (tick), other processes (grey) and free memory, in GiB. A tenant may hold a little more than its ceiling: where vLLM captures CUDA graphs after sizing the KV pool, the graphs sit outside the budget.</source>
        <translation>每个GPU一根条形：各租户服务时的显存（实心）及其启动峰值（斜线）、其上限（刻度线）、其他进程（灰色）和空闲显存，单位GiB。租户占用的显存可能略高于其上限：当 vLLM 在确定 KV 池大小之后才捕获 CUDA 图时，这些图不计入预算。</translation>
    </message>
    <message>
        <location line="+241"/>
        <source>failed</source>
        <translation>已故障</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>%1: %2, ceiling %3, spike %4 (%5)</source>
        <translation>%1：%2，上限%3，峰值%4（%5）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>free %1</source>
        <translation>空闲%1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>other processes; solid: held once serving, hatched: startup spike, dashed: ceiling</source>
        <translation>其他进程；实心：服务时占用，斜线：启动峰值，虚线：上限</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Fleet %1: %2 GPUs, %3 deployments</source>
        <translation>集群%1：%2个GPU，%3个部署</translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetTimeline</name>
    <message>
        <location filename="../../ui/fleetview_timeline.cpp" line="+34"/>
        <source>Memory on each GPU as the fleet starts, in start order: each instance&apos;s startup spike (hatched), what it then holds (solid) and the headroom: the least left free under the card&apos;s total while it starts, in GiB</source>
        <translation>集群按启动顺序启动时每个GPU上的显存：各实例的启动峰值（斜线）、之后的占用（实心）以及余量（启动过程中卡总显存下剩余空闲的最小值），单位GiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Startup timeline</source>
        <translation>启动时间线</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>start order →</source>
        <translation>启动顺序 →</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>failed</source>
        <translation>已故障</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>short by %1</source>
        <translation>缺少%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom %1</source>
        <translation>余量%1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetView</name>
    <message>
        <location filename="../../ui/fleetview.cpp" line="+52"/>
        <source>GPUs of the fleet</source>
        <translation>集群中的GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right-click a GPU (or press the Menu key) to fail or restore it</source>
        <translation>右键单击GPU（或按菜单键）可将其设为故障或恢复</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory by GPU</source>
        <translation>各GPU显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Startup timeline</source>
        <translation>启动时间线</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Fleet:</source>
        <translation>集群(&amp;F)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A built-in fleet, or one opened with File → Open fleet…</source>
        <translation>内置集群，或通过“文件 → 打开集群…”打开的集群</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add current scenario to fleet</source>
        <translation>将当前场景添加到集群(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add the Capacity tab&apos;s scenario as a new deployment on the healthy GPU with most free memory, started last</source>
        <translation>将“容量”标签页的场景作为新部署，添加到空闲显存最多的正常GPU上，最后启动</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fail or restore a &amp;GPU</source>
        <translation>设为故障或恢复GPU(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark a GPU as failed, or healthy again (as right-clicking its bar does)</source>
        <translation>将GPU标记为故障，或恢复为正常（与右键单击其条形相同）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many deployments start when the fleet starts in the order shown</source>
        <translation>集群按所示顺序启动时有多少部署能启动</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Start</source>
        <translation>顺序</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deployment</source>
        <translation>部署</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV tokens</source>
        <translation>KV token数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every deployment in start order with what happens when it starts; drag one to start it elsewhere in the order, or onto a GPU bar to move it there; double-click one to open its scenario in the Capacity tab</source>
        <translation>按启动顺序列出所有部署及其启动结果；拖动部署可改变其启动顺序，拖到GPU条形上可将其移到该GPU；双击可在“容量”标签页中打开其场景</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployments</source>
        <translation>部署</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start &amp;earlier</source>
        <translation>提前启动(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the selected deployment one place earlier (Alt+Up)</source>
        <translation>将所选部署的启动顺序提前一位（Alt+Up）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start &amp;later</source>
        <translation>推后启动(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the selected deployment one place later (Alt+Down)</source>
        <translation>将所选部署的启动顺序推后一位（Alt+Down）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run &amp;on:</source>
        <translation>运行于(&amp;O)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the selected single-GPU deployment to another card</source>
        <translation>将所选的单GPU部署移到另一张卡</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>What vLLM says when the selected deployment starts (verbatim)</source>
        <translation>所选部署启动时vLLM输出的原文</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Re-pack proposal</source>
        <translation>重排方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV tokens lost</source>
        <translation>损失的KV token数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ways to start what the failed GPUs held on the healthy ones, the least damaging first; Apply makes the changes to the fleet shown</source>
        <translation>在正常GPU上启动故障GPU原有部署的方案，损失最小的排在前面；“应用”会将变更应用到所示集群</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-pack proposals</source>
        <translation>重排方案</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 of %2 deployments start on %3 GPUs</source>
        <translation>%2个部署中有%1个可在%3个GPU上启动</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (failed)</source>
        <translation>%1（已故障）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed</source>
        <translation>%1个已故障</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no KV cache</source>
        <translation>无KV缓存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2x)</source>
        <translation>%1 (%2x)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fleet</source>
        <translation>集群</translation>
    </message>
    <message>
        <location filename="../../ui/fleetview_edit.cpp" line="+69"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM: %1</source>
        <translation>vLLM：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starts if started just before %1.</source>
        <translation>若紧排在%1之前启动，则可启动。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not every deployment starts: searching for re-pack proposals…</source>
        <translation>并非所有部署都能启动：正在搜索重排方案…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every deployment starts: nothing to re-pack. Right-click a GPU to fail it.</source>
        <translation>所有部署均可启动：无需重排。右键单击GPU可将其设为故障。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not every deployment starts: %n proposal(s), the least damaging first.</source>
        <translation>
            <numerusform>并非所有部署都能启动：共%n个方案，损失最小的排在前面。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make these changes to the fleet shown and replay its startup</source>
        <translation>将这些变更应用到所示集群并重放其启动过程</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Fail this GPU (%1)</source>
        <translation>将此GPU设为故障（%1）(&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restore this GPU (%1)</source>
        <translation>恢复此GPU（%1）(&amp;R)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The scenario runs on %1 GPUs; the fleet has %2 healthy ones.</source>
        <translation>该场景需在%1个GPU上运行；集群只有%2个正常GPU。</translation>
    </message>
</context>
<context>
    <name>kvb::ui::KnobRow</name>
    <message>
        <location filename="../../ui/knobrow.cpp" line="+37"/>
        <source>%1 is changed from its default. Reset it to %2.</source>
        <translation>%1已偏离默认值。将其重置为%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is at its default (%2).</source>
        <translation>%1为默认值（%2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset %1</source>
        <translation>重置%1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LessonDeck</name>
    <message>
        <location filename="../../ui/lessondeck.cpp" line="+169"/>
        <source>Step %1 of %2</source>
        <translation>第%1步，共%2步</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The lesson has no steps</source>
        <translation>课程没有任何步骤</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A slide deck is a PDF: -o FILE.pdf</source>
        <translation>幻灯片是PDF文件：-o FILE.pdf</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+7"/>
        <source>Cannot write %1</source>
        <translation>无法写入%1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LessonPlayer</name>
    <message>
        <location filename="../../ui/lessonplayer.cpp" line="+104"/>
        <source>← Back</source>
        <translation>← 上一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The previous step of the lesson (← or Page Up)</source>
        <translation>课程的上一步（←或Page Up）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next →</source>
        <translation>下一步 →</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next step: sets its scenario and shows what it is about (→ or Page Down)</source>
        <translation>下一步：设置该步的场景并显示它讲的内容（→或Page Down）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close lesson</source>
        <translation>关闭课程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson; the scenario stays as the last step left it</source>
        <translation>退出课程；场景保持最后一步留下的样子</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot play the lesson</source>
        <translation>无法播放课程</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Step %1 of %2</source>
        <translation>第%1步，共%2步</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 steps; → and ← step through them</source>
        <translation>共%1步；用→和←逐步浏览</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open lesson &amp;file…</source>
        <translation>打开课程文件(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons (*.json)</source>
        <translation>课程 (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot open the lesson</source>
        <translation>无法打开课程</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LoadChart</name>
    <message>
        <location filename="../../ui/loadchart.cpp" line="+40"/>
        <source>KV cache usage and requests under load</source>
        <translation>负载下的KV缓存使用率与请求数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scheduler simulation step by step: the share of the KV pool in use (left axis), the requests running and waiting (right axis), and a red mark wherever running requests were preempted because the pool ran out. The dashed line is the target KV usage.</source>
        <translation>逐步显示调度器模拟：KV缓存池的使用比例（左轴）、运行中和等待中的请求数（右轴），缓存池耗尽导致运行中的请求被抢占时以红色标记。虚线为目标KV使用率。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV usage (%)</source>
        <translation>KV使用率（%）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+74"/>
        <source>target %1%</source>
        <translation>目标%1%</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptions</source>
        <translation>抢占</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+64"/>
        <source>engine steps</source>
        <translation>引擎步数</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>KV cache usage (% of the pool)</source>
        <translation>KV缓存使用率（占缓存池的%）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Nothing simulated</source>
        <translation>尚未模拟</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>simulated time (s)</source>
        <translation>模拟时间（s）</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LoadControlsWidget</name>
    <message>
        <location filename="../../ui/loadcontrols.cpp" line="+31"/>
        <source> requests</source>
        <translation> 个请求</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--num-requests: how many requests the simulation sends. The default, one burst of 1,024, is as many as vLLM&apos;s default max_num_seqs admits at once.</source>
        <translation>--num-requests：模拟发送的请求数。默认值为一次突发1,024个请求，正好是vLLM默认max_num_seqs可同时接纳的数量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One burst</source>
        <translation>一次突发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson</source>
        <translation>泊松</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed loop of users</source>
        <translation>用户闭环</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--arrival: every request at once (the harshest case), a Poisson process at a mean rate, or a fixed number of users who each send the next request the moment the previous one completes.</source>
        <translation>--arrival：所有请求同时到达（最严苛的情况）、按平均速率的泊松过程，或固定数量的用户，每个用户在上一个请求完成时立即发送下一个。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--arrival poisson:RATE: the mean arrival rate in requests per simulated second.</source>
        <translation>--arrival poisson:RATE：平均到达速率，单位为每模拟秒的请求数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> users</source>
        <translation> 个用户</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--arrival users:N: requests in flight at any moment; each completion releases the next request.</source>
        <translation>--arrival users:N：任意时刻在途的请求数；每完成一个即放出下一个请求。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the scenario (typical / p95)</source>
        <translation>取自场景（典型 / p95）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed prompt and output</source>
        <translation>固定提示词与输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Request lengths: log-normal around the scenario&apos;s typical and 95th-percentile request tokens (split about 5:1 between prompt and output), or every request exactly the prompt and output tokens below.</source>
        <translation>请求长度：围绕场景的典型与第95百分位请求token数呈对数正态分布（提示词与输出约按5:1拆分），或每个请求都严格使用下方的提示词和输出token数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+13"/>
        <source> tokens</source>
        <translation> 个token</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>--prompt-tokens: the prompt length of every request, with fixed lengths.</source>
        <translation>--prompt-tokens：固定长度时每个请求的提示词长度。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--output-tokens: the tokens every request generates, with fixed lengths. Each decode step grows a request by one token and, every block size tokens, by one KV block.</source>
        <translation>--output-tokens：固定长度时每个请求生成的token数。每个解码步使请求增长一个token，每增长“块大小”个token就多占一个KV块。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--seed: the random lengths and arrivals. The same seed always gives the same simulation; try another to see how much the result depends on luck.</source>
        <translation>--seed：随机长度和到达时间的种子。相同的种子总是得到相同的模拟结果；换一个种子可以看出结果在多大程度上取决于运气。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prefix &amp;caching</source>
        <translation>前缀缓存(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--enable-prefix-caching (on by default in vLLM V1): the shared prefix&apos;s full blocks are computed once and shared by every request.</source>
        <translation>--enable-prefix-caching（vLLM V1中默认开启）：共享前缀的完整块只计算一次，并由所有请求共享。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--prefix-tokens: a system prompt every request begins with, counted in its prompt length. With prefix caching its blocks are stored once.</source>
        <translation>--prefix-tokens：每个请求开头的系统提示词，计入其提示词长度。启用前缀缓存时其块只存储一次。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--target-kv-usage: the recommended max_num_seqs keeps the peak KV usage below this share of the pool, leaving room for requests longer than simulated.</source>
        <translation>--target-kv-usage：推荐的max_num_seqs会使KV使用率峰值低于缓存池的这一比例，为比模拟更长的请求留出空间。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Engine steps</source>
        <translation>引擎步数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated seconds</source>
        <translation>模拟秒数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chart&apos;s horizontal axis: scheduler steps, or seconds on the simulation&apos;s clock (15 ms + 0.03 ms per token scheduled in a step, a rough Llama 3.1 8B on H100 figure).</source>
        <translation>图表的横轴：调度器步数，或模拟时钟的秒数（每步15 ms + 每个调度token 0.03 ms，大致相当于H100上Llama 3.1 8B的数据）。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Requests:</source>
        <translation>请求数(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arr&amp;ivals:</source>
        <translation>到达方式(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson ra&amp;te:</source>
        <translation>泊松速率(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Users:</source>
        <translation>用户数(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lengths:</source>
        <translation>长度(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prompt:</source>
        <translation>提示词(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Output:</source>
        <translation>输出(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See&amp;d:</source>
        <translation>种子(&amp;D)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Shared prefix:</source>
        <translation>共享前缀(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tar&amp;get KV usage:</source>
        <translation>目标KV使用率(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time a&amp;xis:</source>
        <translation>时间轴(&amp;X)：</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LoadView</name>
    <message>
        <location filename="../../ui/loadview.cpp" line="+32"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The simulation runs in the background; the chart shows the last finished run until the new one is done.</source>
        <translation>模拟在后台运行；新的模拟完成前，图表显示上一次完成的结果。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>At the scenario&apos;s max_num_seqs</source>
        <translation>在场景的max_num_seqs下</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Peak KV usage:</source>
        <translation>KV使用率峰值：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest share of the KV pool in use at once (vLLM&apos;s kv_cache_usage_perc). vLLM V1 keeps one of the plan&apos;s KV blocks as its null block and never fills it, so the usable pool here is one block smaller than the block count on the Capacity tab.</source>
        <translation>同一时刻使用的 KV 池的最大比例（vLLM 的 kv_cache_usage_perc）。vLLM V1 将计划中的一个 KV 块保留为空块（null block），从不填充，因此这里的可用池比“容量”标签页上的块数少一个。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preemptions:</source>
        <translation>抢占：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running requests evicted because the pool ran out; their blocks are freed and their tokens computed again later. Any at all means the setting admits more than the pool can finish.</source>
        <translation>因缓存池耗尽而被驱逐的运行中请求；其块被释放，其token稍后重新计算。只要出现抢占，就说明该设置接纳的请求超出了缓存池的承载能力。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max waiting:</source>
        <translation>最大等待数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The longest the waiting queue got (requests that arrived but were not running), and the most requests running at once.</source>
        <translation>等待队列的最大长度（已到达但未运行的请求），以及同时运行的最大请求数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed:</source>
        <translation>已完成：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Requests that finished, of those sent.</source>
        <translation>已发送请求中完成的数量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps to drain:</source>
        <translation>排空所需步数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine steps until the last request finished, and the same on the simulated clock.</source>
        <translation>直到最后一个请求完成所用的引擎步数，以及对应的模拟时钟时间。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recommended max_num_seqs</source>
        <translation>推荐的max_num_seqs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current:</source>
        <translation>当前：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario&apos;s --max-num-seqs (vLLM&apos;s default is 1,024).</source>
        <translation>场景的--max-num-seqs（vLLM默认值为1,024）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated:</source>
        <translation>模拟：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest max_num_seqs that, on the same requests, keeps zero preemptions and the peak KV usage below the target, found by simulating.</source>
        <translation>通过模拟找到的、在相同请求下保持零抢占且KV使用率峰值低于目标的最大max_num_seqs。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule of thumb:</source>
        <translation>经验法则：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed&apos;s rule: KV blocks ÷ blocks of a p95 request × safety margin, as kvbudget plan recommends it.</source>
        <translation>经验法则：KV块数 ÷ 一个p95请求的块数 × 安全系数，与kvbudget plan的推荐方式相同。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+68"/>
        <location line="+76"/>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Set the scenario&apos;s max_num_seqs to the simulated recommendation.</source>
        <translation>将场景的max_num_seqs设为模拟得出的推荐值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+108"/>
        <source>Simulating…</source>
        <translation>正在模拟…</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>vLLM would not start with this plan, so there is no load to simulate: %1</source>
        <translation>按此规划vLLM无法启动，因此没有可模拟的负载：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vLLM would not start: nothing to simulate</source>
        <translation>vLLM无法启动：没有可模拟的内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>not simulated</source>
        <translation>未模拟</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Nothing simulated</source>
        <translation>尚未模拟</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preemption spiral at max_num_seqs %1: the pool ran out and %2 preemptions threw away %3 computed tokens that were computed again.</source>
        <translation>max_num_seqs为%1时出现抢占螺旋：缓存池耗尽，%2次抢占丢弃了%3个已计算的token，这些token又被重新计算。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No preemptions at max_num_seqs %1, but KV usage peaked at %2, above the %3 target: no headroom for longer requests.</source>
        <translation>max_num_seqs为%1时没有抢占，但KV使用率峰值达到%2，高于目标%3：没有余量容纳更长的请求。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Holds at max_num_seqs %1: no preemptions, KV usage peaked at %2 (target: below %3).</source>
        <translation>max_num_seqs为%1时可承受：没有抢占，KV使用率峰值为%2（目标：低于%3）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2 of %3 usable blocks)</source>
        <translation>%1（%3 个可用块中的 %2 个）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
%2 requests, %3 tokens recomputed</source>
        <translation>%1
%2个请求，重算%3个token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 running at most)</source>
        <translation>%1（最多%2个同时运行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (%3 rejected as too long)</source>
        <translation>%1/%2（%3个因过长被拒绝）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 steps (%2 s simulated)</source>
        <translation>%1步（模拟%2 s）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none: even one request at a time reaches the %1 target</source>
        <translation>无：即使一次只处理一个请求也会达到目标%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1
every value up to it stays below the %2 target</source>
        <translation>%1
不超过该值的所有取值都保持低于目标%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
at it: peak %2, no preemptions, %3 steps</source>
        <translation>%1
取该值时：峰值%2，无抢占，%3步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
= ⌊%2 blocks ÷ ⌈%3 p95 tokens ÷ %4⌉ × %5⌋</source>
        <translation>%1
= ⌊%2个块 ÷ ⌈%3个p95 token ÷ %4⌉ × %5⌋</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Apply max_num_seqs %1</source>
        <translation>应用max_num_seqs %1(&amp;A)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="+105"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory budget: where the GPU&apos;s memory goes and what fits (Ctrl+1)</source>
        <translation>显存预算：GPU显存的去向以及能容纳什么（Ctrl+1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scheduler under a workload: KV usage, queues, preemptions and the recommended max_num_seqs (Ctrl+2)</source>
        <translation>工作负载下的调度器：KV使用率、队列、抢占以及推荐的max_num_seqs（Ctrl+2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fleet of several deployments on shared GPUs: start order, failed cards and the re-pack proposals (Ctrl+3)</source>
        <translation>共享GPU上由多个部署组成的集群：启动顺序、故障卡以及重排方案（Ctrl+3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open %1 from the fleet</source>
        <translation>从集群中打开%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>Show the math</source>
        <translation>显示计算过程</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Drag a slider: every chart and the math follow.</source>
        <translation>拖动滑块：所有图表和计算过程都会随之更新。</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>saved settings</source>
        <translation>已保存的设置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last scenario could not be restored (%1); starting from the default.</source>
        <translation>无法恢复上次的场景（%1）；从默认场景开始。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy image</source>
        <translation>复制图像(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the dashboard to the clipboard as an image</source>
        <translation>将仪表盘作为图像复制到剪贴板</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy plan as &amp;Markdown</source>
        <translation>将规划复制为Markdown(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the plan as a Markdown table for a capacity-review document</source>
        <translation>将规划复制为Markdown表格，用于容量评审文档</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;launch command</source>
        <translation>复制启动命令(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the vllm serve command that reproduces this plan</source>
        <translation>复制可复现此规划的vllm serve命令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the vllm serve command that reproduces this plan: only the flags that differ from vLLM&apos;s defaults, and kvbudget&apos;s own settings as a comment</source>
        <translation>复制可复现此规划的vllm serve命令：只包含与vLLM默认值不同的选项，kvbudget自身的设置以注释形式附上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add current scenario to &amp;fleet</source>
        <translation>将当前场景添加到集群(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add the scenario as a new deployment on the fleet&apos;s GPU with most free memory, started last (the GPUs tab)</source>
        <translation>将场景作为新部署添加到集群中空闲显存最多的GPU上，最后启动（“GPU”标签页）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advanced settings…</source>
        <translation>高级设置(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every setting the command line has: GPU memory, block_size, enforce_eager, --kv-cache-memory, the weight dtype, the overhead overrides...</source>
        <translation>命令行的全部设置：GPU显存、block_size、enforce_eager、--kv-cache-memory、权重dtype、开销覆盖值……</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Capacity</source>
        <translation>容量(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the memory budget dashboard</source>
        <translation>显示显存预算仪表盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load</source>
        <translation>负载(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the scheduler simulation under load</source>
        <translation>显示负载下的调度器模拟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the fleet: several deployments on shared GPUs</source>
        <translation>显示集群：共享GPU上的多个部署</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the &amp;math</source>
        <translation>显示计算过程(&amp;M)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Palette</source>
        <translation>配色(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About kvbudget</source>
        <translation>关于kvbudget(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>关于Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_calibrate.cpp" line="+20"/>
        <source>Ca&amp;librate from a vLLM log…</source>
        <translation>根据vLLM日志校准(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste or open vLLM&apos;s startup log: compare it with the prediction and start what-ifs from the measured terms</source>
        <translation>粘贴或打开vLLM的启动日志：与预测对比，并以实测项为起点进行假设分析</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Calibrated from your vLLM log</source>
        <translation>已根据您的vLLM日志校准</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+46"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import config.json…</source>
        <translation>导入config.json(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+80"/>
        <source>Import a Hugging Face config.json</source>
        <translation>导入Hugging Face的config.json</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+80"/>
        <source>Model config (config.json *.json);;All files (*)</source>
        <translation>模型配置 (config.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>&amp;Open scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_compare.cpp" line="+17"/>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The baseline and up to three more scenarios side by side: every key figure with its change, the memory bars on one scale, the curves overlaid (Ctrl+4)</source>
        <translation>基线与最多三个其他场景并列：每个关键指标及其变化、统一刻度的显存条形图以及叠加的曲线（Ctrl+4）</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../ui/mainwindow_files.cpp" line="+0"/>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>场景文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add scenario file to comparison</source>
        <translation>将场景文件添加到对比</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pin as &amp;baseline</source>
        <translation>固定为基线(&amp;B)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pin the current scenario as the baseline of a comparison</source>
        <translation>将当前场景固定为对比的基线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a comparison with the current scenario as its baseline (the Compare tab); add up to three more to see every key figure&apos;s change</source>
        <translation>以当前场景为基线开始对比（“对比”标签页）；最多再添加三个，查看每个关键指标的变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to co&amp;mparison</source>
        <translation>添加到对比(&amp;M)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a copy of the current scenario to the comparison</source>
        <translation>将当前场景的副本添加到对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a copy of the current scenario as a new column of the Compare tab, to change a knob in (at most four scenarios)</source>
        <translation>将当前场景的副本添加为“对比”标签页的新列，以便在其中调整参数（最多四个场景）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add scenario file to comparison…</source>
        <translation>将场景文件添加到对比…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a saved scenario file as a new column of the Compare tab</source>
        <translation>将已保存的场景文件添加为“对比”标签页的新列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co&amp;mpare</source>
        <translation>对比(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the comparison: the baseline and up to three more scenarios</source>
        <translation>显示对比：基线与最多三个其他场景</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+5"/>
        <source>Open &amp;fleet…</source>
        <translation>打开集群(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a fleet</source>
        <translation>打开集群</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fleet files (*.json);;All files (*)</source>
        <translation>集群文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a fleet file (&quot;kvbudget_fleet&quot;: 1) in the GPUs tab</source>
        <translation>在“GPU”标签页中打开集群文件（&quot;kvbudget_fleet&quot;: 1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Built-in scenarios</source>
        <translation>内置场景(&amp;B)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+124"/>
        <source>Open %1</source>
        <translation>打开%1</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Built-in scenario</source>
        <translation>内置场景</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_session.cpp" line="+39"/>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back the last change of the scenario</source>
        <translation>撤销对场景的上一次更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make the change that was taken back again</source>
        <translation>重新应用已撤销的更改</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Save scenario</source>
        <translation>保存场景(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the scenario to its file (asks for one the first time)</source>
        <translation>将场景保存到其文件（首次保存时会询问文件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save scenario &amp;as…</source>
        <translation>场景另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Save the scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>Scenario files (*.json)</source>
        <translation>场景文件 (*.json)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save the scenario to a new file</source>
        <translation>将场景保存到新文件</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Clear the list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation>%1已不存在；已将其从最近文件中移除。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1[*] — kvbudget</source>
        <translation>%1[*] — kvbudget</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*] — %2 — kvbudget</source>
        <translation>%1[*] — %2 — kvbudget</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save changes</source>
        <translation>保存更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved. Save them before closing?</source>
        <translation>%1有未保存的更改。关闭前是否保存？</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+26"/>
        <source>Restore the scenario</source>
        <translation>恢复场景</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>kvbudget did not close cleanly. Restore the scenario from %1?</source>
        <translation>kvbudget上次未正常关闭。是否从%1恢复场景？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the autosave</source>
        <translation>自动保存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosaved scenario could not be read: %1</source>
        <translation>无法读取自动保存的场景：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore the autosaved scenario</source>
        <translation>恢复自动保存的场景</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restored the scenario autosaved at %1</source>
        <translation>已恢复%1时自动保存的场景</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+7"/>
        <source>&amp;Export dashboard…</source>
        <translation>导出仪表盘(&amp;E)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export &amp;chart</source>
        <translation>导出图表(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Memory bars…</source>
        <translation>显存条形图(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Concurrency…</source>
        <translation>并发(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Utilization…</source>
        <translation>利用率(&amp;U)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Savings…</source>
        <translation>节省(&amp;S)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Load (simulation)…</source>
        <translation>负载（模拟）(&amp;L)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <location line="+132"/>
        <location line="+54"/>
        <location line="+14"/>
        <location line="+7"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location line="-214"/>
        <location line="+7"/>
        <location line="+207"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG图像 (*.png);;SVG图像 (*.svg);;PDF文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>&amp;GPUs (fleet)…</source>
        <translation>GPU（集群）(&amp;G)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Import config.json</source>
        <translation>导入config.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not import %1:
%2</source>
        <translation>无法导入%1：
%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Imported %1</source>
        <translation>已导入%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1)</source>
        <translation> （%1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open %1:
%2</source>
        <translation>无法打开%1：
%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened %1</source>
        <translation>已打开%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1 (%2)</source>
        <translation>已打开%1（%2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>已保存%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+54"/>
        <location line="+14"/>
        <location filename="../../ui/mainwindow_report.cpp" line="+49"/>
        <source>Exported %1</source>
        <translation>已导出%1</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Exporting %1…</source>
        <translation>正在导出%1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Exporting %1 when the simulation finishes…</source>
        <translation>模拟完成后将导出%1…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 · workload: %2</source>
        <translation>%1 · 工作负载：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kvbudget load: %1</source>
        <translation>kvbudget负载：%1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Copied the dashboard as an image</source>
        <translation>已将仪表盘复制为图像</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the plan as Markdown</source>
        <translation>已将规划复制为Markdown</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the vllm serve command</source>
        <translation>已复制vllm serve命令</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About kvbudget</source>
        <translation>关于kvbudget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;kvbudget %1&lt;/h3&gt;&lt;p&gt;GPU memory and KV-cache capacity planner for LLM serving, in vLLM&apos;s own arithmetic: the memory ceiling, the profiling run, the KV blocks and the startup checks.&lt;/p&gt;&lt;p&gt;Every number on the dashboard comes from the engine; &lt;i&gt;View → Show the math&lt;/i&gt; shows the working.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;kvbudget %1&lt;/h3&gt;&lt;p&gt;面向LLM推理服务的显存与KV缓存容量规划工具，完全采用vLLM自身的算法：显存上限、显存分析运行、KV块以及启动检查。&lt;/p&gt;&lt;p&gt;仪表盘上的每个数字都来自引擎；&lt;i&gt;视图 → 显示计算过程&lt;/i&gt;可查看计算步骤。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/languagemenu.cpp" line="+60"/>
        <source>L&amp;anguage</source>
        <translation>语言(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_report.cpp" line="-28"/>
        <source>Export &amp;report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>PDF document (*.pdf);;HTML page (*.html);;Markdown with PNG charts (*.md)</source>
        <translation>PDF文档 (*.pdf);;HTML页面 (*.html);;带PNG图表的Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A document for a capacity review: the verdict, the charts, the worked math, vLLM&apos;s log lines, the launch command and the assumptions</source>
        <translation>用于容量评审的文档：判定、图表、计算过程、vLLM的日志行、启动命令和假设</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_tools.cpp" line="+16"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;What fits…</source>
        <translation>适配方案(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fewest GPUs and the split that hold N requests of T tokens, cheapest first; the longest context and the utilization range that start</source>
        <translation>能同时容纳N个T token请求的最少GPU数和切分，按价格从低到高排列；以及可启动的最长上下文和利用率范围</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loaded the chosen option from What fits?</source>
        <translation>已从“适配方案”载入所选方案</translation>
    </message>
</context>
<context>
    <name>kvb::ui::MathModel</name>
    <message>
        <location filename="../../ui/mathmodel.cpp" line="+22"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 = %3</source>
        <translation>%1：%2 = %3</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working</source>
        <translation>计算过程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>kvb::ui::MemoryBarWidget</name>
    <message>
        <location filename="../../ui/kvbandoverlay.cpp" line="+39"/>
        <source>KV calibrated ±%1</source>
        <translation>KV已校准 ±%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV uncertainty %1</source>
        <translation>KV不确定度 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;KV cache range&lt;/b&gt;: %1 – %2&lt;br&gt;%3</source>
        <translation>&lt;b&gt;KV缓存范围&lt;/b&gt;：%1 – %2&lt;br&gt;%3</translation>
    </message>
    <message>
        <location filename="../../ui/memorybarpaint.cpp" line="+69"/>
        <source>memory per GPU (GiB); the card: %1</source>
        <translation>每GPU显存（GiB）；卡：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory per GPU (GiB)</source>
        <translation>每GPU显存（GiB）</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>ceiling %1 = %2 × %3</source>
        <translation>上限%1 = %2 × %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ceiling %1</source>
        <translation>上限%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>card %1</source>
        <translation>卡%1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>over budget by %1: no KV cache</source>
        <translation>超出预算%1：无KV缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over by %1</source>
        <translation>超出%1</translation>
    </message>
    <message>
        <location filename="../../ui/memorybarwidget.cpp" line="+31"/>
        <source>GPU memory per rank</source>
        <translation>每个rank的GPU显存</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>GPU memory per rank (%n GPUs)</source>
        <translation>
            <numerusform>每个rank的GPU显存（%n个GPU）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation>GPU显存</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>GPU %1 · stage %2 · TP rank %3</source>
        <translation>GPU %1 · 阶段%2 · TP rank %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU %1 · stage %2</source>
        <translation>GPU %1 · 阶段%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs %1–%2 · stage %3 (%4 identical)</source>
        <translation>GPU %1–%2 · 阶段%3（%4个相同）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs %1–%2 (%3 identical)</source>
        <translation>GPU %1–%2（%3个相同）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>No plan: the chart has no room</source>
        <translation>无规划：图表没有空间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid scenario: %1</source>
        <translation>场景无效：%1</translation>
    </message>
    <message>
        <location filename="../../ui/startuppeakoverlay.cpp" line="+35"/>
        <source>startup peak %1 (steady %2)</source>
        <translation>启动峰值%1（稳定时%2）</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Presentation</name>
    <message>
        <location filename="../../ui/presentation.cpp" line="+59"/>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, large type, high contrast, one view at a time (F5; Esc leaves)</source>
        <translation>全屏、大字号、高对比度，一次显示一个视图（F5；Esc退出）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present to a room: full screen, projector-sized type and lines, a high-contrast palette, one view at a time (PageDown / PageUp or 1–6), L for a cursor highlight; Esc leaves</source>
        <translation>面向会议室演示：全屏、适合投影的字号和线宽、高对比度配色，一次显示一个视图（PageDown / PageUp或1–6），按L高亮光标；按Esc退出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Zoom</source>
        <translation>缩放(&amp;Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Larger type and lines everywhere (Ctrl +)</source>
        <translation>放大所有文字和线条（Ctrl +）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smaller type and lines everywhere (Ctrl −)</source>
        <translation>缩小所有文字和线条（Ctrl −）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Actual size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type and lines at their normal size (Ctrl 0)</source>
        <translation>文字和线条恢复正常大小（Ctrl 0）</translation>
    </message>
</context>
<context>
    <name>kvb::ui::PresentationView</name>
    <message>
        <location filename="../../ui/presentationview.cpp" line="+33"/>
        <source>Presentation</source>
        <translation>演示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presentation view</source>
        <translation>演示视图</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>PageDown / PageUp: next or previous page, then view · 1–6: one view · L: cursor highlight · Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave</source>
        <extracomment>Presentation mode&apos;s key hint on the math when its steps take more than one page: PageDown / PageUp turn the pages first, and past the first or the last page go to the previous or next view</extracomment>
        <translation>PageDown / PageUp：下一页或上一页，然后切换视图 · 1–6：单个视图 · L：光标高亮 · Ctrl + / Ctrl − / Ctrl 0：缩放 · Esc：退出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PageDown / PageUp or 1–6: next, previous or one view · L: cursor highlight · Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave</source>
        <translation>PageDown / PageUp或1–6：下一个、上一个或指定视图 · L：高亮光标 · Ctrl + / Ctrl − / Ctrl 0：缩放 · Esc：退出</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>Show the math</source>
        <translation>显示计算过程</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Where the GPU&apos;s memory goes</source>
        <translation>GPU显存的去向</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent requests</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache against gpu_memory_utilization</source>
        <translation>KV缓存与gpu_memory_utilization的关系</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each saving buys</source>
        <translation>每项节省带来的收益</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The math</source>
        <translation>计算过程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fleet&apos;s GPUs</source>
        <translation>集群的GPU</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 / %2 · %3</source>
        <extracomment>Presentation mode&apos;s heading: &quot;2 / 6 · Concurrent requests&quot;</extracomment>
        <translation>%1 / %2 · %3</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ReportPdf</name>
    <message>
        <location filename="../../ui/reportpdf.cpp" line="+318"/>
        <source>Page %1 of %2</source>
        <translation>第%1页，共%2页</translation>
    </message>
</context>
<context>
    <name>kvb::ui::SavingsChart</name>
    <message>
        <location filename="../../ui/savingschart.cpp" line="+19"/>
        <location line="+18"/>
        <source>Savings for one request</source>
        <translation>单个请求的节省</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Weights plus the KV cache of one request at max_model_len on one GPU: multi-head attention with a contiguous 16-bit reservation, then each technique in turn.</source>
        <translation>单个GPU上的权重加一个max_model_len长度请求的KV缓存：从连续预留的16位多头注意力开始，依次应用每项技术。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Savings for %1 requests of %2 tokens, per GPU</source>
        <translation>%1个%2 token请求的节省量（每GPU）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Savings for one %1-token request, per GPU</source>
        <translation>单个%1 token请求的节省（每GPU）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(beyond the model&apos;s limit: for teaching only)</source>
        <translation>（超出模型上限：仅用于教学）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Multi-head</source>
        <translation>多头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grouped-query</source>
        <translation>分组查询</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>fp8 KV</source>
        <translation>fp8 KV</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>INT8 KV</source>
        <translation>INT8 KV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT4 KV</source>
        <translation>INT4 KV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paged blocks</source>
        <translation>分页块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Int4 weights</source>
        <translation>Int4权重</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MHA</source>
        <translation>MHA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GQA</source>
        <translation>GQA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT4</source>
        <translation>INT4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paged</source>
        <translation>分页</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Int4</source>
        <translation>Int4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>model is multi-head</source>
        <translation>模型为多头注意力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already quantized</source>
        <translation>已量化</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1/token</source>
        <translation>%1/token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens</source>
        <translation>%1个token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AWQ, group 128</source>
        <translation>AWQ，分组128</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache of the request</source>
        <translation>该请求的KV缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved by the step</source>
        <translation>该步节省</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No plan: the scenario is invalid</source>
        <translation>无规划：场景无效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid scenario: %1</source>
        <translation>场景无效：%1</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>GiB per GPU</source>
        <translation>每GPU（GiB）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ScenarioChange</name>
    <message>
        <location filename="../../ui/scenariochange.cpp" line="+33"/>
        <source>Change the scenario</source>
        <translation>更改场景</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Change %n settings</source>
        <translation>
            <numerusform>更改%n项设置</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvb::ui::ScenarioPanel</name>
    <message>
        <location filename="../../ui/scenariopanel.cpp" line="+96"/>
        <source>The model vLLM serves. Presets carry the shapes of the Hugging Face config.json; import your own config.json, or drop it (or a model folder) on the window. Type part of a name to search the list.</source>
        <translation>vLLM提供服务的模型。预设包含Hugging Face config.json中的结构参数；也可以导入您自己的config.json，或将其（或模型文件夹）拖到窗口上。输入名称的一部分可搜索列表。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search models…</source>
        <translation>搜索模型…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a Hugging Face config.json (or a model folder holding one) as the model.</source>
        <translation>读取Hugging Face的config.json（或包含它的模型文件夹）作为模型。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The GPU model. Its memory is what CUDA reports (torch total_memory), which is what vLLM multiplies by gpu_memory_utilization. Advanced settings… takes any other size.</source>
        <translation>GPU型号。其显存为CUDA报告的值（torch total_memory），也就是vLLM乘以gpu_memory_utilization的那个值。其他大小可在“高级设置…”中设置。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>GPUs available to the deployment. vLLM needs tensor_parallel_size × pipeline_parallel_size of them; more only matter for data parallelism.</source>
        <translation>部署可用的GPU数。vLLM需要tensor_parallel_size × pipeline_parallel_size个；更多的GPU只对数据并行有意义。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--tensor-parallel-size: each layer is split over this many GPUs. The attention heads must divide evenly, so sizes that do not are disabled.</source>
        <translation>--tensor-parallel-size：每层切分到这么多个GPU上。注意力头必须能被均分，因此不能均分的大小不可选。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--pipeline-parallel-size: the layers are split into this many stages, one per GPU group. vLLM sizes the KV cache by the stage with the fewest blocks.</source>
        <translation>--pipeline-parallel-size：将各层划分为这么多个阶段，每个GPU组一个。vLLM按块数最少的阶段确定KV缓存大小。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--gpu-memory-utilization: the share of the whole card vLLM may use. Weights, activations and (from v0.21) CUDA graphs come out of it; the rest is KV cache.</source>
        <translation>--gpu-memory-utilization：vLLM可使用的整卡显存比例。权重、激活以及（v0.21起）CUDA图都从中扣除；剩余部分为KV缓存。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--max-model-len: the longest request (prompt + output) vLLM accepts. One such request must fit in the KV cache or vLLM refuses to start. The slider snaps to powers of two; type any exact value in the box.</source>
        <translation>--max-model-len：vLLM接受的最长请求（提示词 + 输出）。KV缓存必须能容纳一个这样的请求，否则vLLM拒绝启动。滑块按2的幂对齐；可在输入框中输入任意精确值。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--kv-cache-dtype: auto stores K and V in the model&apos;s dtype (2 bytes); fp8 stores one byte per element, doubling the tokens that fit.</source>
        <translation>--kv-cache-dtype：auto以模型的dtype（2字节）存储K和V；fp8每个元素存储1字节，可容纳的token数翻倍。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--quantization: what-if for an unquantized checkpoint. fp8 and int8 store 8-bit weights, AWQ and GPTQ 4-bit weights with group scales. A quantized checkpoint keeps its own scheme.</source>
        <translation>--quantization：对未量化checkpoint的假设分析。fp8和int8存储8位权重，AWQ和GPTQ存储带分组缩放因子的4位权重。已量化的checkpoint保持其自身的方案。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--max-num-seqs: the most requests vLLM schedules at once. It sizes the sampler&apos;s profiling run and the CUDA graph captures.</source>
        <translation>--max-num-seqs：vLLM同时调度的最大请求数。它决定采样器显存分析运行的规模和CUDA图的捕获。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--max-num-batched-tokens: tokens per scheduler step. vLLM&apos;s profiling forward pass runs this many tokens, which sets the activation peak.</source>
        <translation>--max-num-batched-tokens：每个调度步的token数。vLLM的显存分析前向传播运行这么多token，由此决定激活峰值。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory other processes already hold on each GPU when vLLM starts. vLLM refuses to start if the free memory is below its utilization ceiling.</source>
        <translation>vLLM启动时其他进程已在每个GPU上占用的显存。如果空闲显存低于其利用率上限，vLLM拒绝启动。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A typical request (prompt + output). Paged KV blocks mean such requests pin only what they use: this sets the realistic concurrency.</source>
        <translation>典型请求（提示词 + 输出）。分页KV块意味着这类请求只占用实际使用的部分：由此确定实际并发。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source> tokens</source>
        <translation> 个token</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The 95th-percentile request. kvbudget recommends a max_num_seqs that keeps a batch of these resident with a safety margin.</source>
        <translation>第95百分位的请求。kvbudget推荐的max_num_seqs能在留有安全系数的前提下让一批这样的请求常驻。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Model and GPUs</source>
        <translation>模型与GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;GPU</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU &amp;count</source>
        <translation>GPU数量(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tensor parallel</source>
        <translation>张量并行(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pipeline parallel</source>
        <translation>流水线并行(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM settings</source>
        <translation>vLLM设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM versio&amp;n</source>
        <translation>vLLM版本(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpu_memory_&amp;utilization</source>
        <translation>gpu_memory_&amp;utilization</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_&amp;len (tokens)</source>
        <translation>max_model_&amp;len（token）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;KV cache dtype</source>
        <translation>KV缓存dtype(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weight quantization</source>
        <translation>权重量化(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_num_&amp;seqs</source>
        <translation>max_num_&amp;seqs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_num_&amp;batched_tokens</source>
        <translation>max_num_&amp;batched_tokens</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Environment and workload</source>
        <translation>环境与工作负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other processes</source>
        <translation>其他进程(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;ypical request</source>
        <translation>典型请求(&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p9&amp;5 request</source>
        <translation>p9&amp;5请求</translation>
    </message>
    <message>
        <location filename="../../ui/scenariopanel_edit.cpp" line="+159"/>
        <location filename="../../ui/scenariopanel_sync.cpp" line="+166"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/scenariopanel_sync.cpp" line="-130"/>
        <source> (default)</source>
        <translation> （默认）</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>auto (%1)</source>
        <translation>auto (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (imported)</source>
        <translation>%1（已导入）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1B parameters · %2 layers · %3 query / %4 KV heads × %5 · %6 positions</source>
        <translation>%1B参数 · %2层 · %3个查询头 / %4个KV头 × %5 · %6个位置</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 (from config)</source>
        <translation>%1（取自配置）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fp8</source>
        <translation>fp8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AWQ int4</source>
        <translation>AWQ int4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPTQ int4</source>
        <translation>GPTQ int4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none (%1)</source>
        <translation>无（%1）</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Terms</name>
    <message>
        <location filename="../../ui/termcolors.cpp" line="+85"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch</source>
        <translation>非torch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak</source>
        <translation>激活峰值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs</source>
        <translation>CUDA图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache pool</source>
        <translation>KV缓存池</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free above ceiling</source>
        <translation>上限以上的空闲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA context</source>
        <translation>CUDA上下文</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes</source>
        <translation>其他进程</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The model&apos;s parameters on this GPU (&quot;Model loading took X GiB&quot;).</source>
        <translation>此GPU上的模型参数（&quot;Model loading took X GiB&quot;）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA, cuBLAS and NCCL buffers that PyTorch&apos;s allocator does not see, charged to the budget.</source>
        <translation>PyTorch分配器看不到的CUDA、cuBLAS和NCCL缓冲区，计入预算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The torch peak of vLLM&apos;s profiling forward pass over max_num_batched_tokens.</source>
        <translation>vLLM在max_num_batched_tokens上做显存分析前向传播时的torch峰值。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory held by captured CUDA graphs; charged to the budget from vLLM 0.21.</source>
        <translation>已捕获的CUDA图占用的显存；从vLLM 0.21起计入预算。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is left under the ceiling: vLLM&apos;s &quot;Available KV cache memory&quot;.</source>
        <translation>上限以内剩余的部分：即vLLM的&quot;Available KV cache memory&quot;。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory above gpu_memory_utilization that vLLM leaves alone.</source>
        <translation>gpu_memory_utilization以上vLLM不使用的显存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The CUDA context created before vLLM&apos;s memory snapshot; not charged to the budget.</source>
        <translation>vLLM做显存快照之前创建的CUDA上下文；不计入预算。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory other processes held on the GPU when vLLM started.</source>
        <translation>vLLM启动时其他进程在该GPU上占用的显存。</translation>
    </message>
</context>
<context>
    <name>kvb::ui::UtilizationChart</name>
    <message>
        <location filename="../../ui/utilizationchart.cpp" line="+37"/>
        <source>KV cache capacity against gpu_memory_utilization</source>
        <translation>KV缓存容量与gpu_memory_utilization的关系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU KV cache size vLLM would report at each gpu_memory_utilization, with the rest of the scenario unchanged; shaded red where vLLM would refuse to start. The light band around the line is the uncertainty of the overhead estimate.</source>
        <translation>在场景其余设置不变时，vLLM在各gpu_memory_utilization下会报告的GPU KV缓存大小；红色阴影表示vLLM会拒绝启动的区域。曲线周围的浅色带为开销估算的不确定区间。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>gpu_memory_utilization (share of the card)</source>
        <translation>gpu_memory_utilization（占整卡的比例）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV tokens</source>
        <translation>KV token数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM refuses to start</source>
        <translation>vLLM拒绝启动</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>uncertainty</source>
        <translation>不确定区间</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU KV cache size</source>
        <translation>GPU KV缓存大小</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>current utilization</source>
        <translation>当前利用率</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>+%1 ≈ %2 tokens</source>
        <translation>+%1 ≈ %2个token</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ValidatingSpinBox</name>
    <message>
        <location filename="../../ui/validatingspinbox.cpp" line="+59"/>
        <source>any number</source>
        <translation>任意数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>greater than %1</source>
        <translation>大于%1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>at least %1</source>
        <translation>至少%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1</source>
        <translation>从%1起</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>below %1</source>
        <translation>小于%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at most %1</source>
        <translation>至多%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1 to %2</source>
        <translation>%1到%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1且%2</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Accepted: %1.</source>
        <translation>可接受：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of range. %2

%3</source>
        <translation>%1超出范围。%2

%3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Out of range</source>
        <translation>超出范围</translation>
    </message>
</context>
<context>
    <name>kvb::ui::VerdictBanner</name>
    <message>
        <location filename="../../ui/verdictbanner.cpp" line="+37"/>
        <source>The error vLLM would raise at startup, word for word</source>
        <translation>vLLM启动时会报出的错误原文</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Details</source>
        <translation>详情(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide vLLM&apos;s messages and the notes under the headline. The banner folds to one line by itself when the window is short.</source>
        <translation>显示或隐藏标题下方的vLLM消息和备注。窗口较矮时横幅会自动折叠为一行。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>What vLLM would log at startup, word for word</source>
        <translation>vLLM启动时会输出的日志原文</translation>
    </message>
</context>
<context>
    <name>kvb::ui::VersionCombo</name>
    <message>
        <location filename="../../ui/versioncombo.cpp" line="+23"/>
        <source>, newest modelled</source>
        <translation>，已建模的最新版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2%3)</source>
        <translation>%1（%2%3）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 engine, default gpu_memory_utilization %3, CUDA graphs inside the budget.</source>
        <translation>%1：%2引擎，默认gpu_memory_utilization %3，CUDA图计入预算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 engine, default gpu_memory_utilization %3, CUDA graphs outside the budget.</source>
        <translation>%1：%2引擎，默认gpu_memory_utilization %3，CUDA图不计入预算。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--vllm-version: vLLM&apos;s memory accounting differs between versions — what is charged to the gpu_memory_utilization ceiling (other processes and the CUDA context up to 0.9, CUDA graphs from 0.21), the default utilization (0.90, 0.92 from 0.21), the V0 and V1 formulas for blocks, tokens and concurrency, and the batch defaults. One version per modelled range; the newest modelled is the default.</source>
        <translation>--vllm-version：vLLM的显存核算方式因版本而异——哪些计入gpu_memory_utilization上限（0.9及之前计入其他进程和CUDA上下文，0.21起计入CUDA图）、默认利用率（0.90，0.21起为0.92）、V0与V1计算块数、token数和并发的公式，以及批处理默认值。每个已建模的版本区间对应一个版本；默认为已建模的最新版本。</translation>
    </message>
</context>
<context>
    <name>kvb::ui::WhatFitsDialog</name>
    <message>
        <location filename="../../ui/whatfitsdialog.cpp" line="+45"/>
        <source>$%1/h</source>
        <translation>$%1/小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What fits?</source>
        <translation>适配方案</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Requests the deployment must hold in its KV cache at once</source>
        <translation>部署的KV缓存需同时容纳的请求数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens per request, prompt and output together</source>
        <translation>每个请求的token数，提示词与输出合计</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source> tokens</source>
        <translation> 个token</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>vLLM&apos;s --max-model-len for every option; &quot;as the request&quot; uses the request length, the shortest context that serves the workload</source>
        <translation>每个方案使用的vLLM --max-model-len；“与请求相同”使用请求长度，即能服务该工作负载的最短上下文</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>as the request</source>
        <translation>与请求相同</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU types to consider, with the indicative on-demand price per GPU-hour (presets/gpu-prices.json: source and date per figure)</source>
        <translation>要考虑的GPU类型，附每GPU小时的参考按需价格（presets/gpu-prices.json：每个数值的来源和日期）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan every split of 1, 2, 3… GPUs of each type until one holds the workload</source>
        <translation>对每种类型依次规划1、2、3…个GPU的所有切分，直到某种切分能容纳该工作负载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Concurrent requests:</source>
        <translation>并发请求数(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tokens per request:</source>
        <translation>每请求token数(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_&amp;len:</source>
        <translation>max_model_&amp;len：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU types:</source>
        <translation>GPU类型(&amp;G)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TP × PP × DP</source>
        <translation>TP × PP × DP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$ per hour</source>
        <translation>$/小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheapest first (unpriced after priced), then fewest GPUs; each row is a plan the engine computed. Concurrency: requests of the given length held at once.</source>
        <translation>按价格从低到高（无价格的排在有价格的之后），其次按GPU数从少到多；每一行都是引擎计算出的规划。并发：同时容纳的给定长度请求数。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the selected option (GPU, count, split, max_model_len) into the window</source>
        <translation>将所选方案（GPU、数量、切分、max_model_len）载入窗口</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2 GiB, %3)</source>
        <translation>%1（%2 GiB，%3）</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 × %2 × %3</source>
        <translation>%1 × %2 × %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 requests</source>
        <translation>%1个请求</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starts, holds %1</source>
        <translation>可启动，容纳%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at most %1</source>
        <translation>最多%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split of up to %1 GPUs holds it</source>
        <translation>不超过%1个GPU的任何切分都无法容纳</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No option holds the workload: fewer requests, shorter requests, an fp8 KV cache or more GPUs (see the rows above).</source>
        <translation>没有方案能容纳该工作负载：可减少请求数、缩短请求、使用fp8 KV缓存或增加GPU（见上方各行）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First option: the longest max_model_len that starts is %1 tokens</source>
        <translation>首选方案：可启动的最长max_model_len为%1个token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; it starts at gpu_memory_utilization %1 to %2</source>
        <translation>；gpu_memory_utilization在%1到%2之间可启动</translation>
    </message>
</context>
</TS>
