<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>Text</name>
    <message>
        <location filename="../../core/load/tracefile.cpp" line="+118"/>
        <source>too many comma-separated values (expected prompt_tokens,output_tokens[,arrival_s])</source>
        <translation>quá nhiều giá trị phân tách bằng dấu phẩy (cần prompt_tokens,output_tokens[,arrival_s])</translation>
    </message>
    <message>
        <location filename="../../core/io/hfstatespace.cpp" line="+43"/>
        <source>field &quot;%1&quot; is %2; it must be at least %3</source>
        <translation>trường &quot;%1&quot; là %2; nó phải ít nhất là %3</translation>
    </message>
</context>
<context>
    <name>kvb::ArchitectureView</name>
    <message numerus="yes">
        <location filename="../../core/report/architectureview.cpp" line="+91"/>
        <source>%Ln image(s)</source>
        <translation>
            <numerusform>%Ln ảnh</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>startup peak %1 (the vision encoder on %2 of %3 patches) against %4 in steady serving</source>
        <translation>đỉnh khi khởi động %1 (bộ mã hóa hình ảnh trên %2 trong %3 patch) so với %4 khi phục vụ ổn định</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Vision model: %1.</source>
        <translation>Mô hình thị giác: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM refuses because of the %1. Text only (--limit-mm-per-prompt &apos;{&quot;image&quot;: 0}&apos;) it would start with %2 KV tokens.</source>
        <translation>vLLM từ chối khởi động do %1. Nếu chỉ dùng văn bản (--limit-mm-per-prompt &apos;{&quot;image&quot;: 0}&apos;), nó sẽ khởi động với %2 token KV.</translation>
    </message>
</context>
<context>
    <name>kvb::AtomicWrite</name>
    <message>
        <location filename="../../core/base/atomicwrite.cpp" line="+24"/>
        <source>Cannot write %1: %2</source>
        <translation>Không ghi được %1: %2</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+27"/>
        <source>Cannot write a file without a name</source>
        <translation>Không thể ghi tệp không có tên</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+27"/>
        <source>it is a folder</source>
        <translation>đó là một thư mục</translation>
    </message>
</context>
<context>
    <name>kvb::Band</name>
    <message>
        <location filename="../../core/budget/fittedconstants.cpp" line="+20"/>
        <source>V1 0.9.1+, one GPU</source>
        <translation>V1 0.9.1+, một GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V1 0.11+, TP or PP &gt; 1</source>
        <translation>V1 0.11+, TP hoặc PP &gt; 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V1 0.9.1-0.10, TP or PP &gt; 1 (NCCL charged)</source>
        <translation>V1 0.9.1-0.10, TP hoặc PP &gt; 1 (tính cả NCCL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V0, one GPU</source>
        <translation>V0, một GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V0, TP or PP &gt; 1</source>
        <translation>V0, TP hoặc PP &gt; 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>releases that charge all memory in use (0.2.5-0.3.0, 0.6.4, 0.8.0-0.9.0)</source>
        <translation>các bản phát hành tính toàn bộ bộ nhớ đang dùng (0.2.5-0.3.0, 0.6.4, 0.8.0-0.9.0)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0.1-0.2.4 (torch&apos;s peak only)</source>
        <translation>0.1-0.2.4 (chỉ tính đỉnh của torch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD GPUs (ROCm)</source>
        <translation>GPU AMD (ROCm)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unified-memory devices</source>
        <translation>thiết bị bộ nhớ hợp nhất</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unquantized (16-bit)</source>
        <translation>không lượng tử hóa (16-bit)</translation>
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
        <translation>AWQ/GPTQ 4-bit</translation>
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
        <translation>%1: đủ rộng cho 9 trên 10 log chưa thấy, theo sai số leave-one-out của %2 log công khai cho %3 (%4 × phần phụ trội ước tính + 0.25 GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the largest of %2 public logs&apos; leave-one-out errors for %3 (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1: sai số leave-one-out lớn nhất trong %2 log công khai cho %3 (%4 × phần phụ trội ước tính + 0.25 GiB)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: only %2 public logs for %3, so their spread is doubled (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1: chỉ có %2 log công khai cho %3 nên độ phân tán được nhân đôi (%4 × phần phụ trội ước tính + 0.25 GiB)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: too few public logs for %2 to bound 9 unseen logs in 10 by themselves, so the bound of all %3 public logs&apos; leave-one-out errors (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1: %2 có quá ít log công khai để tự giới hạn 9 trên 10 log chưa thấy, nên lấy giới hạn theo sai số leave-one-out của toàn bộ %3 log công khai (%4 × phần phụ trội ước tính + 0.25 GiB)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no public log for %2, so the widest group&apos;s spread, doubled (%3 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1: không có log công khai nào cho %2 nên lấy độ phân tán của nhóm rộng nhất, nhân đôi (%3 × phần phụ trội ước tính + 0.25 GiB)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the public %2 logs ran other MoE backends; how this card&apos;s backend lays the experts out is not audited, so the widest format&apos;s miss, doubled (%3% of the weights)</source>
        <translation>%1: các log %2 công khai chạy backend MoE khác; cách backend của card này sắp xếp các expert chưa được kiểm chứng nên lấy sai lệch của định dạng lệch nhiều nhất, nhân đôi (%3% trọng số)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no public log prints the loaded weights of %2 checkpoints, so the widest format&apos;s miss, doubled (%3% of the weights)</source>
        <translation>%1: không log công khai nào in ra trọng số đã nạp của checkpoint %2 nên lấy sai lệch của định dạng lệch nhiều nhất, nhân đôi (%3% trọng số)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: counted %2 weights miss vLLM&apos;s &quot;Model loading took&quot; by up to %3% (a bound for 9 logs in 10, from %4 public logs%5)</source>
        <translation>%1: trọng số %2 đếm được lệch so với &quot;Model loading took&quot; của vLLM tới %3% (giới hạn đúng cho 9 trên 10 log, từ %4 log công khai%5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: counted %2 weights miss vLLM&apos;s &quot;Model loading took&quot; by up to %3% (the largest miss of %4 public logs%5)</source>
        <translation>%1: trọng số %2 đếm được lệch so với &quot;Model loading took&quot; của vLLM tới %3% (mức lệch lớn nhất trong %4 log công khai%5)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, doubled for so few</source>
        <translation>, nhân đôi vì quá ít log</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this release samples with FlashInfer when it is installed (the Docker image) and with torch&apos;s sort otherwise (pip); FlashInfer&apos;s warm-up is smaller, the pool larger (VLLM_USE_FLASHINFER_SAMPLER, --flashinfer-sampler)</source>
        <translation>%1: bản phát hành này lấy mẫu bằng FlashInfer nếu được cài (image Docker), nếu không thì bằng sort của torch (pip); phần warm-up của FlashInfer nhỏ hơn nên vùng KV lớn hơn (VLLM_USE_FLASHINFER_SAMPLER, --flashinfer-sampler)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: on Hopper this release loads MXFP4 experts through Triton when the install has triton_kernels (the Docker image) and through Marlin otherwise (pip), whose layout is larger and the pool smaller</source>
        <translation>%1: trên Hopper, bản phát hành này nạp các expert MXFP4 qua Triton nếu bản cài có triton_kernels (image Docker), nếu không thì qua Marlin (pip), có bố cục lớn hơn nên vùng KV nhỏ hơn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the vision encoder&apos;s bytes per patch rest on few public logs: half its peak either way</source>
        <translation>%1: số byte mỗi patch của bộ mã hóa hình ảnh chỉ dựa trên ít log công khai: lệch tới một nửa đỉnh của nó theo cả hai chiều</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: measured from your vLLM log; only its rounding remains</source>
        <translation>%1: đo từ log vLLM của bạn; chỉ còn sai số làm tròn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the overhead is the value you set, not an estimate; only its rounding remains</source>
        <translation>%1: phần phụ trội là giá trị bạn đặt, không phải ước tính; chỉ còn sai số làm tròn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: --kv-cache-memory fixes the pool, nothing is profiled</source>
        <translation>không có: --kv-cache-memory cố định vùng KV, không có gì được profiling</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: vLLM 0.2.4 ran this MoE model&apos;s experts through MegaBlocks, whose profiling buffers kvbudget does not model; the one public log of that path shows them taking the whole pool, so it may be anywhere down to none</source>
        <translation>%1: vLLM 0.2.4 chạy các expert của mô hình MoE này qua MegaBlocks, mà kvbudget không mô hình hóa các bộ đệm profiling của nó; log công khai duy nhất của đường chạy đó cho thấy chúng chiếm toàn bộ vùng KV, nên vùng KV có thể nhỏ tới mức không còn gì</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the log does not show max_model_len; anywhere from 2,048 to the model&apos;s default, vLLM would have profiled a different batch, so the band spans both ends</source>
        <translation>%1: nhật ký không cho thấy max_model_len; ở bất kỳ giá trị nào từ 2.048 đến mặc định của mô hình, vLLM sẽ profile một lô khác, nên dải bao trùm cả hai đầu</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Undecidable: vLLM starts or refuses depending on terms the evidence cannot pin down (the KV pool may be anywhere from %1 to %2)</source>
        <translation>Không thể kết luận: vLLM khởi động hay từ chối tùy vào những yếu tố mà bằng chứng không xác định được (vùng KV có thể nằm trong khoảng %1 đến %2)</translation>
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
        <translation>%1 token KV (%2: %3–%4), mức đồng thời tối đa %5x–%6x</translation>
    </message>
</context>
<context>
    <name>kvb::BoundedRead</name>
    <message>
        <location filename="../../core/base/boundedread.cpp" line="+37"/>
        <location line="+29"/>
        <source>Cannot read %1: %2</source>
        <translation>Không đọc được %1: %2</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1 is larger than %2; a %3 may be at most %2</source>
        <translation>%1 lớn hơn %2; %3 chỉ được tối đa %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is too large (%2); a %3 may be at most %4</source>
        <translation>%1 quá lớn (%2); %3 chỉ được tối đa %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No such %1: %2</source>
        <translation>Không tìm thấy %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a folder, not a %2</source>
        <translation>%1 là thư mục, không phải %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a regular file (a device, a pipe or a socket); give a %2</source>
        <translation>%1 không phải tệp thông thường (mà là thiết bị, pipe hoặc socket); hãy chỉ định %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>standard input</source>
        <translation>đầu vào chuẩn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot read %1</source>
        <translation>Không đọc được %1</translation>
    </message>
</context>
<context>
    <name>kvb::Calibration</name>
    <message>
        <location filename="../../core/vllm/calibration.cpp" line="+106"/>
        <source>GPU total: %1 GiB (the logged pool does not fit the preset&apos;s total; the log prints none)</source>
        <translation>Tổng bộ nhớ GPU: %1 GiB (vùng KV trong log không khớp với tổng của mẫu có sẵn; log không in giá trị này)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>vLLM version: %1 accounting (the log&apos;s format: %2)</source>
        <translation>Phiên bản vLLM: cách tính của %1 (định dạng log: %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log&apos;s formats are %1 ones; planning with the %1 engine</source>
        <translation>định dạng của log thuộc %1; lập kế hoạch với engine %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>GPU total: %1 GiB (%2 GiB requested ÷ %3)</source>
        <translation>Tổng bộ nhớ GPU: %1 GiB (%2 GiB yêu cầu ÷ %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU total: %1 GiB (from the log)</source>
        <translation>Tổng bộ nhớ GPU: %1 GiB (từ log)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>gpu_memory_utilization: %1 (from the log)</source>
        <translation>gpu_memory_utilization: %1 (từ log)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>max_model_len: %1 (from the log)</source>
        <translation>max_model_len: %1 (từ log)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log&apos;s max_model_len %1 exceeds this model&apos;s %2: is it the same model?</source>
        <translation>max_model_len %1 trong log vượt quá %2 của mô hình này: có đúng là cùng một mô hình không?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sampler: FlashInfer (the log says it ran)</source>
        <translation>bộ lấy mẫu: FlashInfer (log cho biết đã chạy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sampler: torch&apos;s sort (the log says FlashInfer is not available)</source>
        <translation>bộ lấy mẫu: sort của torch (log báo FlashInfer không khả dụng)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sampler: FlashInfer (the log&apos;s attention ran on FlashInfer, so it is installed, and this release samples with it when it is)</source>
        <translation>bộ lấy mẫu: FlashInfer (attention trong nhật ký chạy trên FlashInfer, nên nó đã được cài, và bản phát hành này lấy mẫu bằng nó khi có)</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>MXFP4 experts: Marlin (the log says it loaded them)</source>
        <translation>chuyên gia MXFP4: Marlin (nhật ký cho biết nó đã nạp chúng)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MXFP4 experts: Triton (the log says it loaded them)</source>
        <translation>chuyên gia MXFP4: Triton (nhật ký cho biết nó đã nạp chúng)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>weights: %1 GiB (measured)</source>
        <translation>trọng số: %1 GiB (đo được)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>non-torch: %1 GiB (measured)</source>
        <translation>ngoài torch: %1 GiB (đo được)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>activation peak: %1 GiB (measured)</source>
        <translation>đỉnh kích hoạt: %1 GiB (đo được)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activation peak: %1 GiB (peak_torch_memory − weights)</source>
        <translation>đỉnh kích hoạt: %1 GiB (peak_torch_memory − trọng số)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA graphs: %1 GiB (measured)</source>
        <translation>CUDA graph: %1 GiB (đo được)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory held by other processes: %1 GiB (total − free at startup − CUDA context)</source>
        <translation>bộ nhớ do tiến trình khác chiếm: %1 GiB (tổng − trống lúc khởi động − CUDA context)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>overhead solved so the KV pool is the logged %1 GiB</source>
        <translation>phần phụ trội được giải ngược để vùng KV bằng %1 GiB như trong log</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the log has no KV-cache figure (Available KV cache memory, blocks or tokens); only the measured terms were adopted</source>
        <translation>log không có số liệu KV cache (Available KV cache memory, số block hoặc token); chỉ áp dụng các thành phần đo được</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log&apos;s %1 GPU blocks of %2 MiB each would need %3 GiB, more than the card&apos;s %4 GiB: is it a log of this model on this GPU?</source>
        <translation>%1 block GPU trong log, mỗi block %2 MiB, sẽ cần %3 GiB, nhiều hơn %4 GiB của card: đây có đúng là log của mô hình này trên GPU này không?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log&apos;s figures are inconsistent: calibrating them needs %1 GiB of weights, non-torch memory and activation peak at once, more than the card&apos;s %2 GiB</source>
        <translation>Số liệu trong log không nhất quán: để hiệu chỉnh, cần cùng lúc %1 GiB cho trọng số, bộ nhớ ngoài torch và đỉnh kích hoạt, nhiều hơn %2 GiB của card</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The log&apos;s figures are inconsistent: at gpu_memory_utilization %1 they leave %2 GiB for non-torch memory and the activation peak; are all its lines from the same run?</source>
        <translation>Số liệu trong log không nhất quán: với gpu_memory_utilization %1, chúng chỉ để lại %2 GiB cho bộ nhớ ngoài torch và đỉnh kích hoạt; mọi dòng trong log có cùng từ một lần chạy không?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The scenario with the log&apos;s settings is invalid: %1</source>
        <translation>Kịch bản với thiết lập từ log không hợp lệ: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The calibrated scenario is invalid: %1</source>
        <translation>Kịch bản đã hiệu chỉnh không hợp lệ: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Model weights (GiB)</source>
        <translation>Trọng số mô hình (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch (GiB)</source>
        <translation>Ngoài torch (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak (GiB)</source>
        <translation>Đỉnh kích hoạt (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs (GiB)</source>
        <translation>CUDA graph (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache (GiB)</source>
        <translation>KV cache (GiB)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV blocks</source>
        <translation>Block KV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV tokens</source>
        <translation>Token KV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maximum concurrency (x)</source>
        <translation>Mức đồng thời tối đa (x)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starts (1 = yes)</source>
        <translation>Khởi động (1 = có)</translation>
    </message>
</context>
<context>
    <name>kvb::CapacitySearch</name>
    <message>
        <location filename="../../core/budget/capacitysearch.cpp" line="+56"/>
        <source>The number of concurrent requests must be between 1 and %1 (got %2)</source>
        <translation>Số yêu cầu đồng thời phải nằm trong khoảng từ 1 đến %1 (nhận được %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name at least one GPU type to search</source>
        <translation>Hãy nêu ít nhất một loại GPU để tìm kiếm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest deployment searched must be between 1 and %1 GPUs</source>
        <translation>Triển khai lớn nhất được tìm kiếm phải có từ 1 đến %1 GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Requests of %1 tokens do not fit a max_model_len of %2: vLLM rejects a request longer than the context</source>
        <translation>Yêu cầu %1 token không vừa max_model_len %2: vLLM từ chối yêu cầu dài hơn ngữ cảnh</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 on %2 x %3</source>
        <translation>%1 trên %2 x %3</translation>
    </message>
</context>
<context>
    <name>kvb::Cli</name>
    <message>
        <location filename="../../cli/cliargs.cpp" line="+68"/>
        <source>--format needs a value</source>
        <translation>--format cần một giá trị</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Unexpected argument &quot;%1&quot; (flags start with --; a vllm command goes after --)</source>
        <translation>Đối số không mong đợi &quot;%1&quot; (cờ bắt đầu bằng --; lệnh vllm đặt sau --)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Unknown flag %1 (see kvbudget plan --help)</source>
        <translation>Cờ không xác định %1 (xem kvbudget plan --help)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>%1 needs a value</source>
        <translation>%1 cần một giá trị</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>vllm serve %1</source>
        <translation>vllm serve %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ignored (does not change memory): %1</source>
        <translation>bỏ qua (không ảnh hưởng bộ nhớ): %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 or %2</source>
        <translation>%1 hoặc %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2: expected %3</source>
        <translation>%1 %2: cần %3</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 on %2</source>
        <translation>%1 trên %2</translation>
    </message>
    <message>
        <location filename="../../cli/dispatch.cpp" line="+62"/>
        <source>standard output</source>
        <translation>đầu ra chuẩn</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot write %1: %2</source>
        <translation>Không thể ghi %1: %2</translation>
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
        <translation>kvbudget %1 — công cụ lập kế hoạch bộ nhớ GPU và dung lượng KV cache cho vLLM

Cách dùng:
  kvbudget                         mở bảng điều khiển
  kvbudget plan [cờ]               in kế hoạch bộ nhớ (text, json, markdown hoặc vllm)
  kvbudget plan -- vllm serve MODEL [cờ vLLM...]
  kvbudget export [cờ] -o FILE.png|svg|pdf [--size WxH]
                                   kết xuất bảng điều khiển mà không cần màn hình
  kvbudget compare A B [C D] [cờ] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]
                                   hai đến bốn kịch bản đặt cạnh nhau, kèm chênh lệch
                                   so với kịch bản đầu tiên
  kvbudget report [cờ | --compare A B ... | --fleet F] -o FILE.pdf|html|md [--page a4|letter]
                                   tài liệu để duyệt: kết luận, biểu đồ, so sánh, phép tính,
                                   các dòng log của vLLM, lệnh khởi chạy và các giả định
  kvbudget simulate [cờ] [cờ tải] [--format text|json|csv]
                                   mô phỏng bộ lập lịch của vLLM khi có tải
  kvbudget validate [FILE] [--format text|json]
                                   đối chiếu engine với log khởi động vLLM thực tế
  kvbudget calibrate --log FILE [cờ] [--save FILE]
                                   đặt lại cơ sở của kịch bản theo log vLLM của bạn
  kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]
                                   nhiều triển khai trên các GPU dùng chung: quá trình khởi động
                                   từng card, và phương án sắp xếp lại khi card hỏng
  kvbudget export --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE.png|svg|pdf
                                   kết xuất thẻ GPU mà không cần màn hình
  kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...] [--format text|json|markdown]
                                   cấu hình nào vừa: ít GPU nhất và cách chia chứa được N yêu cầu,
                                   rẻ nhất trước; ngữ cảnh dài nhất và mức sử dụng khởi động được
  kvbudget lesson NAME|FILE.json [--lang L] [--format text|json] [-o deck.pdf]
                                   chạy bài học có hướng dẫn từng bước, hoặc ghi bộ slide của nó
  kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
  kvbudget --version | --help

Mọi lệnh đều nhận --lang vi|zh_CN|ru|en (mặc định: ngôn ngữ của hệ thống).

Mã thoát: 0 vừa / xong, 2 đầu vào không hợp lệ, 3 vLLM sẽ từ chối khởi động, 4 lỗi tệp, 1 lỗi nội bộ.
Chạy `kvbudget SUBCOMMAND --help` để xem các cờ của lệnh đó.
</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1 is not a command, and no scenario file by that name exists; run `kvbudget --help` for the commands</source>
        <translation>%1 không phải là lệnh, và không có tệp kịch bản nào tên như vậy; chạy `kvbudget --help` để xem các lệnh</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown command &quot;%1&quot;; run `kvbudget --help` for the commands</source>
        <translation>lệnh không xác định &quot;%1&quot;; chạy `kvbudget --help` để xem các lệnh</translation>
    </message>
    <message>
        <location filename="../../cli/flaghelp.cpp" line="+40"/>
        <source> (also --%1)</source>
        <translation> (hoặc --%1)</translation>
    </message>
    <message>
        <location filename="../../cli/languageflag.cpp" line="+64"/>
        <source>kvbudget: --lang must be one of %1 (got &quot;%2&quot;)</source>
        <translation>kvbudget: --lang phải là một trong %1 (nhận được &quot;%2&quot;)</translation>
    </message>
</context>
<context>
    <name>kvb::Commands</name>
    <message>
        <location filename="../../cli/commands.cpp" line="+71"/>
        <source>Usage: kvbudget plan [flags] [-- vllm serve MODEL [vLLM flags...]]

</source>
        <translation>Cách dùng: kvbudget plan [cờ] [-- vllm serve MODEL [cờ vLLM...]]

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
Đầu ra:
  --format text|json|markdown|vllm  cách in kế hoạch; vllm: lệnh `vllm serve` tái tạo kế hoạch đó

Lệnh khởi chạy được dán vào đặt ở cuối:  -- vllm serve MODEL [cờ vLLM...]
(--format cũng có thể đặt sau nó)
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
        <translation>Repo Hugging Face</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parameters</source>
        <translation>tham số</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layers</source>
        <translation>lớp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>context</source>
        <translation>ngữ cảnh</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA total</source>
        <translation>Tổng CUDA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marketed</source>
        <translation>công bố</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deployment(s)</source>
        <translation>
            <numerusform>%Ln triển khai</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Usage: kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
</source>
        <translation>Cách dùng: kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>kvbudget list: say what to list: models, gpus, scenarios, fleets or lessons
</source>
        <translation>kvbudget list: hãy nêu cần liệt kê gì: models, gpus, scenarios, fleets hoặc lessons
</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>kvbudget list: %1
</source>
        <translation>kvbudget list: %1
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>kvbudget list: unexpected argument &quot;%1&quot;
</source>
        <translation>kvbudget list: đối số không mong đợi &quot;%1&quot;
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kvbudget list: --format must be text or json
</source>
        <translation>kvbudget list: --format phải là text hoặc json
</translation>
    </message>
</context>
<context>
    <name>kvb::Compare</name>
    <message>
        <location filename="../../cli/comparecommand.cpp" line="+62"/>
        <location line="+44"/>
        <source>--vary needs plan flags, e.g. --vary &quot;--kv-cache-dtype fp8&quot;</source>
        <translation>--vary cần các cờ plan, ví dụ --vary &quot;--kv-cache-dtype fp8&quot;</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>--vary &quot;%1&quot;: takes plan flags only (no %2)</source>
        <translation>--vary &quot;%1&quot;: chỉ nhận cờ plan (không nhận %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 uses --accounting simple: compare plans in vLLM&apos;s accounting only</source>
        <translation>%1 dùng --accounting simple: chỉ so sánh các kế hoạch theo cách tính của vLLM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>compare takes %1 to %2 scenarios and was given %3 (each scenario name, the plan flags and each --vary count one)</source>
        <translation>compare nhận từ %1 đến %2 kịch bản nhưng được đưa %3 (mỗi tên kịch bản, nhóm cờ plan và mỗi --vary tính là một)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the default scenario</source>
        <translation>kịch bản mặc định</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Usage: kvbudget compare A B [C D] [plan flags] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]

Each scenario is a scenario file or a built-in name (kvbudget list scenarios). Plan flags make one
more scenario (after the named ones), and each --vary &quot;FLAGS&quot; one more again: the plan flags with
FLAGS on top. Two to four scenarios in all; the first is the baseline every delta is taken against.
Exit codes as plan: 0 every scenario starts, 3 one refuses, 2 invalid input.
</source>
        <translation>Cách dùng: kvbudget compare A B [C D] [cờ plan] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]

Mỗi kịch bản là một tệp kịch bản hoặc một tên tích hợp (kvbudget list scenarios). Các cờ plan tạo thêm một
kịch bản (sau các kịch bản có tên), và mỗi --vary &quot;FLAGS&quot; lại thêm một nữa: các cờ plan cộng thêm
FLAGS. Tổng cộng từ hai đến bốn kịch bản; kịch bản đầu tiên là đường cơ sở để tính mọi chênh lệch.
Mã thoát như plan: 0 mọi kịch bản đều khởi động được, 3 có kịch bản từ chối, 2 đầu vào không hợp lệ.
</translation>
    </message>
    <message>
        <location filename="../../core/report/compare.cpp" line="+21"/>
        <source>vLLM starts</source>
        <translation>vLLM khởi động được</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ceiling per GPU</source>
        <translation>Trần mỗi GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights per GPU</source>
        <translation>Trọng số mỗi GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overhead per GPU</source>
        <translation>Phụ trội mỗi GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV pool per GPU</source>
        <translation>Vùng KV mỗi GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens</source>
        <translation>Token KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens, low end of the band</source>
        <translation>Token KV, cận dưới của dải</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens, high end of the band</source>
        <translation>Token KV, cận trên của dải</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum concurrency</source>
        <translation>Mức đồng thời tối đa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Realistic concurrency</source>
        <translation>Mức đồng thời thực tế</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended max_num_seqs</source>
        <translation>max_num_seqs khuyến nghị</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>starts</source>
        <translation>khởi động được</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>refuses</source>
        <translation>từ chối</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>now starts</source>
        <translation>nay khởi động được</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now refuses</source>
        <translation>nay từ chối</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same</source>
        <translation>như cũ</translation>
    </message>
    <message>
        <location filename="../../core/report/comparetable.cpp" line="+24"/>
        <source>Figure</source>
        <translation>Số liệu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> (baseline)</source>
        <translation> (đường cơ sở)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1%2: %3%4 — %5
</source>
        <translation>%1%2: %3%4 — %5
</translation>
    </message>
</context>
<context>
    <name>kvb::ConfigDefaults</name>
    <message>
        <location filename="../../core/io/configdefaults.cpp" line="+30"/>
        <source>config-defaults.json is missing from the built-in presets</source>
        <translation>thiếu config-defaults.json trong các mẫu có sẵn tích hợp</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>config-defaults.json is not valid JSON: %1</source>
        <translation>config-defaults.json không phải JSON hợp lệ: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config-defaults.json lists no model types</source>
        <translation>config-defaults.json không liệt kê loại mô hình nào</translation>
    </message>
</context>
<context>
    <name>kvb::Engine</name>
    <message>
        <location filename="../../core/budget/scenariocheck.cpp" line="+33"/>
        <source>Model %1: %2</source>
        <translation>Mô hình %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model %1 uses %2, which this version of kvbudget does not model yet; its plan would be wrong.</source>
        <translation>Mô hình %1 dùng %2, thứ mà phiên bản kvbudget này chưa mô hình hóa; kế hoạch cho nó sẽ sai.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU memory must be positive (got %1 bytes)</source>
        <translation>Bộ nhớ GPU phải là số dương (nhận được %1 byte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory of %1 GiB per GPU is implausibly large</source>
        <translation>Bộ nhớ GPU %1 GiB mỗi GPU là lớn bất thường</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 must be between 1 and %2 (got %3)</source>
        <translation>%1 phải nằm trong khoảng 1 đến %2 (nhận được %3)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>num_key_value_heads (%1) and tensor parallel size (%2) must divide one another: vLLM shards or replicates whole K/V heads.</source>
        <translation>num_key_value_heads (%1) và kích thước song song tensor (%2) phải có một số chia hết cho số kia: vLLM chia hoặc nhân bản nguyên vẹn các head K/V.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>intermediate_size (%1) must be divisible by tensor parallel size (%2).</source>
        <translation>intermediate_size (%1) phải chia hết cho kích thước song song tensor (%2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pipeline parallel size (%1) is larger than the number of hidden layers (%2).</source>
        <translation>Kích thước song song pipeline (%1) lớn hơn số lớp ẩn (%2).</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>tensor_parallel_size x pipeline_parallel_size = %1 GPUs, but only %Ln GPU(s) are available.</source>
        <translation>
            <numerusform>tensor_parallel_size x pipeline_parallel_size = %1 GPU, nhưng chỉ có %Ln GPU.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--max-model-len must be at least 1 (got %1)</source>
        <translation>--max-model-len phải ít nhất là 1 (nhận được %1)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>--block-size must be between 1 and %1 tokens (got %2)</source>
        <translation>--block-size phải nằm trong khoảng 1 đến %1 token (nhận được %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory used by other processes (%1 GiB) must be between 0 and the GPU&apos;s %2 GiB</source>
        <translation>Bộ nhớ do tiến trình khác dùng (%1 GiB) phải nằm trong khoảng 0 đến %2 GiB của GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--kv-cache-memory must be a positive number of bytes</source>
        <translation>--kv-cache-memory phải là một số byte dương</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory (%1 GiB) must be at most the GPU&apos;s %2 GiB</source>
        <translation>--kv-cache-memory (%1 GiB) phải không vượt quá %2 GiB của GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An overhead or weights override must be between 0 and the GPU&apos;s memory (got %1 GiB)</source>
        <translation>Giá trị ghi đè phần phụ trội hoặc trọng số phải nằm trong khoảng 0 đến dung lượng bộ nhớ GPU (nhận được %1 GiB)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Request lengths must be at least 1 token (typical %1, p95 %2)</source>
        <translation>Độ dài yêu cầu phải ít nhất là 1 token (điển hình %1, p95 %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The max_num_seqs safety margin must be greater than 0 and at most 1 (got %1)</source>
        <translation>Biên an toàn của max_num_seqs phải lớn hơn 0 và tối đa là 1 (nhận được %1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--headroom-gib must be between 0 and %1 GiB (got %2)</source>
        <translation>--headroom-gib phải nằm trong khoảng 0 đến %1 GiB (nhận được %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The headroom share must be between 0 and 100 percent (got %1)</source>
        <translation>Tỷ lệ dư địa phải nằm trong khoảng từ 0 đến 100 phần trăm (nhận được %1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--gpu-memory-utilization must be greater than 0 and at most 1 (got %1)</source>
        <translation>--gpu-memory-utilization phải lớn hơn 0 và tối đa là 1 (nhận được %1)</translation>
    </message>
    <message>
        <location filename="../../core/budget/plancheck.cpp" line="+25"/>
        <source>kvbudget computed an impossible %1 (%2); the input is outside what it can model</source>
        <translation>kvbudget tính ra giá trị %1 không thể có (%2); dữ liệu đầu vào nằm ngoài phạm vi mà nó mô hình hóa được</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU memory</source>
        <translation>bộ nhớ GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>trọng số</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory</source>
        <translation>bộ nhớ ngoài torch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activation peak</source>
        <translation>đỉnh kích hoạt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graph memory</source>
        <translation>bộ nhớ CUDA graph</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context</source>
        <translation>CUDA context</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory of other processes</source>
        <translation>bộ nhớ của các tiến trình khác</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory ceiling</source>
        <translation>trần bộ nhớ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>maximum concurrency</source>
        <translation>mức đồng thời tối đa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>realistic concurrency</source>
        <translation>mức đồng thời thực tế</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV token count</source>
        <translation>số token KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV block count</source>
        <translation>số block KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV bytes per token</source>
        <translation>số byte KV mỗi token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV bytes per block</source>
        <translation>số byte KV mỗi block</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV needed for max_model_len</source>
        <translation>KV cần cho max_model_len</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated max_model_len</source>
        <translation>max_model_len ước tính</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recommended max_num_seqs</source>
        <translation>max_num_seqs khuyến nghị</translation>
    </message>
</context>
<context>
    <name>kvb::Explain</name>
    <message>
        <location filename="../../core/report/explain.cpp" line="+27"/>
        <location line="+65"/>
        <source>measured (override)</source>
        <translation>đo được (ghi đè)</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>%1 parameters; layers in %2 = %3, embeddings and lm_head at %4 bits = %5</source>
        <translation>%1 tham số; các lớp ở %2 = %3, embedding và lm_head ở %4 bit = %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, vision encoder at %1 bits = %2</source>
        <translation>, bộ mã hóa hình ảnh ở %1 bit = %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> (%n linear module(s) of the layers kept at %1 bits by the checkpoint&apos;s exclusion list)</source>
        <translation>
            <numerusform> (%n module tuyến tính của các lớp được checkpoint giữ ở %1 bit theo danh sách loại trừ)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 parameters × %2 B (%3)</source>
        <translation>%1 tham số × %2 B (%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> on this GPU (of %1: sharded layers ÷ TP %2, %3 of %4 layers, norms replicated)</source>
        <translation> trên GPU này (trong tổng %1: các lớp được shard ÷ TP %2, %3 trên %4 lớp, norm được nhân bản)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (no vision tower or projector: text only, vLLM %1 and later builds neither)</source>
        <translation> (không có tháp thị giác hay bộ chiếu: chỉ văn bản, vLLM %1 trở về sau không dựng cả hai)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + MLA&apos;s absorbed projections, built at load %1</source>
        <translation> + các phép chiếu hấp thụ của MLA, tạo khi nạp %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> + RoPE cache %1</source>
        <translation> + bộ đệm RoPE %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>share of the %1 overhead override</source>
        <translation>phần chia từ giá trị ghi đè phụ trội %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU memory (CUDA-visible)</source>
        <translation>Bộ nhớ GPU (CUDA thấy được)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, as torch reports total_memory</source>
        <translation>%1, theo total_memory mà torch báo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU shown</source>
        <translation>GPU đang hiển thị</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pipeline stage %1 of %2 (layers %3–%4), TP rank 0 of %5; vLLM takes the fewest blocks over all workers</source>
        <translation>giai đoạn pipeline %1 trên %2 (lớp %3–%4), TP rank 0 trên %5; vLLM lấy số block ít nhất trong tất cả worker</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>per GPU</source>
        <translation>mỗi GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory ceiling</source>
        <translation>Trần bộ nhớ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ceil(%1 gpu_memory_utilization × %2)</source>
        <translation>ceil(%1 gpu_memory_utilization × %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model weights</source>
        <translation>Trọng số mô hình</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>logits only</source>
        <translation>chỉ logits</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>torch sort</source>
        <translation>sort của torch</translation>
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
        <translation>lượt forward: %1 token × %2 B = %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; fused-MoE layer over %1 rows gathered from %2 data-parallel ranks: %3 rows per chunk × %4 B + gathered hidden states and residual %5 = %6</source>
        <translation>; lớp fused-MoE trên %1 hàng gom từ %2 rank song song dữ liệu: %3 hàng mỗi khối × %4 B + trạng thái ẩn đã gom và phần dư %5 = %6</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; sampler (%1): %2 rows × %3 vocab × %4 B + %5 of hidden states = %6</source>
        <translation>; bộ lấy mẫu (%1): %2 hàng × %3 từ vựng × %4 B + %5 hidden state = %6</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>; vision encoder: %Ln image(s) × %1 patches × %2 B = %3</source>
        <translation>
            <numerusform>; bộ mã hóa hình ảnh: %Ln ảnh × %1 patch × %2 B = %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, its outputs kept through the decoder pass: %1</source>
        <translation>, đầu ra của nó được giữ suốt lượt decoder: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>max(%1)</source>
        <translation>max(%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>first capture 2 × %1 tokens × %2 B + %3 of workspaces</source>
        <translation>lần capture đầu 2 × %1 token × %2 B + %3 bộ nhớ làm việc</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source> + %Ln more PIECEWISE capture(s) × %1</source>
        <translation>
            <numerusform> + %Ln lần capture PIECEWISE thêm × %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 graphs × %2</source>
        <translation>%1 graph × %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source> + %Ln more FULL capture(s) × %1</source>
        <translation>
            <numerusform> + %Ln lần capture FULL thêm × %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none: --enforce-eager</source>
        <translation>không có: --enforce-eager</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln batch size(s) × %1 layers × 1.17 MiB</source>
        <translation>
            <numerusform>%Ln kích thước batch × %1 lớp × 1.17 MiB</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; captured after the KV cache, outside the budget</source>
        <translation>; được capture sau KV cache, nằm ngoài ngân sách</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CUDA/cuBLAS workspaces and host memory allocated while loading and profiling %1%2</source>
        <translation>Vùng làm việc CUDA/cuBLAS và bộ nhớ máy chủ cấp phát khi nạp và profiling %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA/cuBLAS workspaces %1%2</source>
        <translation>Workspace CUDA/cuBLAS %1%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> + NCCL/all-reduce buffers %1</source>
        <translation> + buffer NCCL/all-reduce %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch memory</source>
        <translation>Bộ nhớ ngoài torch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak (profiling run)</source>
        <translation>Đỉnh kích hoạt (lượt profiling)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs</source>
        <translation>CUDA graph</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory (profiling skipped)</source>
        <translation>--kv-cache-memory (bỏ qua profiling)</translation>
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
        <translation>Vùng KV cache</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 latent (kv_lora_rank + rope) × %2 layers × %3 bytes (%4), not split across GPUs</source>
        <translation>%1 latent (kv_lora_rank + rope) × %2 lớp × %3 byte (%4), không chia giữa các GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 × %2 layers × %3 KV heads × %4 × %5 bytes (%6)</source>
        <translation>%1 × %2 lớp × %3 head KV × %4 × %5 byte (%6)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 per token</source>
        <translation>%1 mỗi token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per token (%2 B)</source>
        <translation>%1 mỗi token (%2 B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache per token</source>
        <translation>KV cache mỗi token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>KV blocks</source>
        <translation>Block KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor(%1 ÷ %2)</source>
        <translation>floor(%1 ÷ %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks</source>
        <translation>%1 block</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache size</source>
        <translation>Kích thước KV cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks ÷ %2 groups × %3 tokens (as vLLM logs it)</source>
        <translation>%1 block ÷ %2 nhóm × %3 token (như vLLM ghi log)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 blocks × %2 tokens</source>
        <translation>%1 block × %2 token</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/report/explainkv.cpp" line="+84"/>
        <location line="+6"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Maximum concurrency (worst case)</source>
        <translation>Mức đồng thời tối đa (trường hợp xấu nhất)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks × %2 tokens ÷ %3</source>
        <translation>%1 block × %2 token ÷ %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>%1 blocks ÷ %2 blocks per %3-token request</source>
        <translation>%1 block ÷ %2 block cho mỗi yêu cầu %3 token</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests at the typical length</source>
        <translation>Số yêu cầu ở độ dài điển hình</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 requests at once</source>
        <translation>%1 yêu cầu cùng lúc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended max_num_seqs</source>
        <translation>max_num_seqs khuyến nghị</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor(%1 blocks ÷ %2 blocks per p95 request of %3 tokens × %4 margin)</source>
        <translation>floor(%1 block ÷ %2 block cho mỗi yêu cầu p95 dài %3 token × biên %4)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>one %1-token request needs %2 ≤ %3 available</source>
        <translation>một yêu cầu %1 token cần %2 ≤ %3 khả dụng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free at start %1 (total − other processes − CUDA context) &lt; ceiling %2</source>
        <translation>trống lúc khởi động %1 (tổng − tiến trình khác − CUDA context) &lt; trần %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights %1 &gt; free at start %2</source>
        <translation>trọng số %1 &gt; trống lúc khởi động %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>profiling peak %1 &gt; %2 free beside the weights and non-torch memory</source>
        <translation>đỉnh profiling %1 &gt; %2 còn trống ngoài trọng số và bộ nhớ ngoài torch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory %1 &gt; %2 free beside the weights and non-torch memory</source>
        <translation>--kv-cache-memory %1 &gt; %2 còn trống ngoài trọng số và bộ nhớ ngoài torch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache pool %1 ≤ 0</source>
        <translation>vùng KV cache %1 ≤ 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one %1-token request needs %2 &gt; %3 available; longest that fits: %4 tokens</source>
        <translation>một yêu cầu %1 token cần %2 &gt; %3 khả dụng; dài nhất vừa được: %4 token</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Invalid scenario</source>
        <translation>Kịch bản không hợp lệ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none: an encoder-only model has no KV cache (vLLM allocates no pool)</source>
        <translation>không có: mô hình chỉ có encoder thì không có KV cache (vLLM không cấp phát vùng KV)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Startup check</source>
        <translation>Kiểm tra khởi động</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>free at start %1 ≥ ceiling %2, weights %3 fit</source>
        <translation>trống lúc khởi động %1 ≥ trần %2, trọng số %3 vừa</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>starts</source>
        <translation>khởi động được</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>refuses to start</source>
        <translation>từ chối khởi động</translation>
    </message>
    <message>
        <location filename="../../core/report/explainkv.cpp" line="-66"/>
        <source>%1 sliding-window layers hold at most %2 tokens</source>
        <translation>%1 lớp cửa sổ trượt giữ tối đa %2 token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 full-attention layers hold the whole context</source>
        <translation>%1 lớp attention đầy đủ giữ toàn bộ ngữ cảnh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 layers hold a constant %3 per request</source>
        <translation>%1 lớp %2 giữ cố định %3 mỗi yêu cầu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>linear-attention</source>
        <translation>attention tuyến tính</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>short-convolution</source>
        <translation>tích chập ngắn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamba</source>
        <translation>Mamba</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLA keeps one %1-value latent per token and layer on every GPU, padded to %2 values (256-byte entries, vLLM 0.7.2-0.7.3)</source>
        <translation>MLA giữ một latent %1 giá trị cho mỗi token và mỗi lớp trên mọi GPU, đệm lên %2 giá trị (mục 256 byte, vLLM 0.7.2-0.7.3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MLA keeps one %1-value latent per token and layer on every GPU</source>
        <translation>MLA giữ một latent %1 giá trị cho mỗi token và mỗi lớp trên mọi GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLA before vLLM 0.7.1 keeps full K and V for each of the GPU&apos;s %1 heads, the head size padded to %2</source>
        <translation>MLA trước vLLM 0.7.1 giữ đầy đủ K và V cho từng head trong %1 head của GPU, kích thước head được đệm lên %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hybrid KV-cache manager disabled: every layer holds the whole context</source>
        <translation>đã tắt trình quản lý KV cache lai: mọi lớp đều giữ toàn bộ ngữ cảnh</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What each layer keeps</source>
        <translation>Mỗi lớp giữ gì</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hybrid</source>
        <translation>lai</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>uniform</source>
        <translation>đồng nhất</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 full</source>
        <translation>%1 đầy đủ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sliding</source>
        <translation>%1 trượt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 state</source>
        <translation>%1 trạng thái</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cross-attention (%2 encoder tokens per request)</source>
        <translation>%1 cross-attention (%2 token encoder mỗi yêu cầu)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hybrid KV groups</source>
        <translation>Nhóm KV lai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>groups of %1 layers: %2; %3 padding layers</source>
        <translation>nhóm %1 lớp: %2; %3 lớp đệm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 groups</source>
        <translation>%1 nhóm</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>Block size</source>
        <translation>Kích thước block</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>raised until an attention page holds one %1 state (multiple of 16)</source>
        <translation>được tăng cho đến khi một trang attention chứa được một trạng thái %1 (bội số của 16)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>forced by the MLA attention backend (FlashMLA 64 on Hopper, CUTLASS-MLA 128 on Blackwell)</source>
        <translation>do backend attention MLA áp đặt (FlashMLA 64 trên Hopper, CUTLASS-MLA 128 trên Blackwell)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One KV block</source>
        <translation>Một block KV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens × %2</source>
        <translation>%1 token × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 page per layer × %2 layers per group</source>
        <translation>%1 trang mỗi lớp × %2 lớp mỗi nhóm</translation>
    </message>
</context>
<context>
    <name>kvb::Export</name>
    <message>
        <location filename="../../cli/exportcommand.cpp" line="+43"/>
        <source>--chart takes dashboard, memory, concurrency, utilization or savings</source>
        <translation>--chart nhận dashboard, memory, concurrency, utilization hoặc savings</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--page %1: expected a4, letter or fit</source>
        <translation>--page %1: cần a4, letter hoặc fit</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>say where to write the image: -o FILE.png|svg|pdf</source>
        <translation>hãy cho biết nơi ghi ảnh: -o FILE.png|svg|pdf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>-o %1 is a folder; give a file name: -o FILE.png|svg|pdf</source>
        <translation>-o %1 là một thư mục; hãy cho tên tệp: -o FILE.png|svg|pdf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--size %1: expected WIDTHxHEIGHT, each from %2 to %3, e.g. 1920x1080</source>
        <translation>--size %1: cần WIDTHxHEIGHT, mỗi chiều từ %2 đến %3, ví dụ 1920x1080</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--scale %1: expected %2 to %3</source>
        <translation>--scale %1: cần từ %2 đến %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--theme takes light or dark</source>
        <translation>--theme nhận light hoặc dark</translation>
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
        <translation>Cách dùng: kvbudget export [cờ plan] -o FILE.png|svg|pdf [--size WxH] [--scale N]
                           [--chart dashboard|memory|concurrency|utilization|savings] [--theme light|dark]
                           [--page a4|letter|fit]

Kết xuất bảng điều khiển mà không cần màn hình. --size là kích thước logic (mặc định 1920x1080): ảnh PNG
có đúng số pixel đó nhân với --scale (mặc định 1); SVG lấy nó làm kích thước. Trang PDF có kích thước
đó khi dùng --page fit (mặc định), hoặc là khổ giấy A4 hay Letter nằm ngang với bảng điều khiển co giãn cho vừa.

</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>this build of kvbudget has no dashboard (built without the GUI)</source>
        <translation>bản dựng kvbudget này không có bảng điều khiển (được dựng không kèm GUI)</translation>
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
        <translation>Cách dùng: kvbudget validate [FILE] [--format text|json] [--cross-validate] [--fit]

So sánh từng trường hợp trong một tệp log khởi động (schema dùng chung; mặc định: các log vLLM công khai đi kèm) với dự đoán của engine: trọng số, token KV hoặc GiB, mức đồng thời tối đa và việc vLLM có khởi động được hay không.
  --cross-validate   khớp lại mọi hằng số đã khớp khi bỏ riêng từng trường hợp ra, dự đoán trường hợp đó, rồi báo cáo trung vị, p90 và max |sai số| leave-one-out, các kết luận và độ phủ của dải bên cạnh số liệu trong mẫu
  --fit              in các hằng số suy ra từ log trong tệp
  --explain CASE     kế hoạch kvbudget lập cho một trường hợp, bên cạnh những gì trường hợp đó ghi log
</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Case %1 (%2), as logged:</source>
        <translation>Trường hợp %1 (%2), theo log:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The log&apos;s activation peak is FlashInfer&apos;s sampler warm-up, not torch&apos;s sort, so the plan above samples with FlashInfer.</source>
        <translation>Đỉnh activation trong nhật ký là lần khởi động bộ lấy mẫu của FlashInfer, không phải phép sắp xếp của torch, nên kế hoạch ở trên lấy mẫu bằng FlashInfer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log&apos;s activation peak is torch&apos;s sort, not FlashInfer&apos;s sampler warm-up, so the plan above samples with torch&apos;s sort.</source>
        <translation>Đỉnh activation trong nhật ký là phép sắp xếp của torch, không phải lần khởi động bộ lấy mẫu của FlashInfer, nên kế hoạch ở trên lấy mẫu bằng phép sắp xếp của torch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kvbudget validate: no case %1 in the file</source>
        <translation>kvbudget validate: không có trường hợp %1 trong tệp</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>kvbudget validate: --format must be text or json
</source>
        <translation>kvbudget validate: --format phải là text hoặc json
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kvbudget validate: give at most one file
</source>
        <translation>kvbudget validate: chỉ được chỉ định tối đa một tệp
</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>cannot read %1: %2</source>
        <translation>không đọc được %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>log-case file</source>
        <translation>tệp log-case</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>vLLM log</source>
        <translation>log vLLM</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Calibrating %1 from a vLLM log (%2)</source>
        <translation>Đang hiệu chỉnh %1 từ log vLLM (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format not pinned</source>
        <translation>chưa cố định định dạng</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>read %n line(s)</source>
        <translation>
            <numerusform>đã đọc %n dòng</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logged</source>
        <translation>theo log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted</source>
        <translation>dự đoán</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation>sai số</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>calibrated</source>
        <translation>đã hiệu chỉnh</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Adopted:</source>
        <translation>Đã áp dụng:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>note: %1</source>
        <translation>ghi chú: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Usage: kvbudget calibrate --log FILE [plan flags] [--save SCENARIO.json] [--format text|json]

Reads a vLLM startup log (any version&apos;s format), shows the engine&apos;s prediction beside the logged figures, and re-bases the scenario on the measured terms. FILE may be - for standard input.

</source>
        <translation>Cách dùng: kvbudget calibrate --log FILE [cờ plan] [--save SCENARIO.json] [--format text|json]

Đọc một log khởi động vLLM (định dạng của bất kỳ phiên bản nào), hiển thị dự đoán của engine bên cạnh số liệu trong log, và đặt lại cơ sở của kịch bản theo các thành phần đo được. FILE có thể là - để đọc đầu vào chuẩn.

</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--log FILE is required (the vLLM startup output; - reads standard input)</source>
        <translation>bắt buộc có --log FILE (đầu ra khởi động của vLLM; - để đọc đầu vào chuẩn)</translation>
    </message>
</context>
<context>
    <name>kvb::FitFormat</name>
    <message>
        <location filename="../../cli/fitformat.cpp" line="+95"/>
        <source>Leave-one-out: every fitted constant and the band refitted without the case, then the case predicted.</source>
        <translation>Leave-one-out: mọi hằng số đã khớp và dải được khớp lại khi bỏ trường hợp đó ra, rồi dự đoán trường hợp đó.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>case</source>
        <translation>trường hợp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>group</source>
        <translation>nhóm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logged</source>
        <translation>theo log</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>predicted</source>
        <translation>dự đoán</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation>sai số</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>band</source>
        <translation>dải</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  verdict wrong</source>
        <translation>  kết luận sai</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>median |error| %1%, p90 %2%, max %3% (%4) over %5 cases; band contains the log in %6%; verdicts right or undecidable %7 of %8</source>
        <translation>trung vị |sai số| %1%, p90 %2%, max %3% (%4) trên %5 trường hợp; dải chứa giá trị trong log ở %6%; kết luận đúng hoặc không thể kết luận: %7 trên %8</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Leave-one-out:</source>
        <translation>Leave-one-out:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-sample:</source>
        <translation>Trong mẫu:</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Fitted on the public logs (medians of what each group&apos;s logs imply):</source>
        <translation>Khớp trên các log công khai (trung vị của các giá trị suy ra từ log của mỗi nhóm):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>non-torch memory, V1, one GPU</source>
        <translation>bộ nhớ ngoài torch, V1, một GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V1 0.11+, extra with TP/PP</source>
        <translation>bộ nhớ ngoài torch, V1 0.11+, phần thêm khi có TP/PP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL and all-reduce buffers, V1 0.9.1-0.10</source>
        <translation>buffer NCCL và all-reduce, V1 0.9.1-0.10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V0, one GPU</source>
        <translation>bộ nhớ ngoài torch, V0, một GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V0, extra with TP/PP</source>
        <translation>bộ nhớ ngoài torch, V0, phần thêm khi có TP/PP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, ROCm</source>
        <translation>bộ nhớ ngoài torch, ROCm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, unified memory</source>
        <translation>bộ nhớ ngoài torch, bộ nhớ hợp nhất</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context base</source>
        <translation>mức cơ sở của CUDA context</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vision encoder factor</source>
        <translation>hệ số bộ mã hóa hình ảnh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Band share of the estimated overhead (+ 0.25 GiB), by group:</source>
        <translation>Tỷ lệ của dải so với phần phụ trội ước tính (+ 0.25 GiB), theo nhóm:</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>%1 (%2 logs)</source>
        <translation>%1 (%2 log)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Band share of the counted weights, by weight format:</source>
        <translation>Tỷ lệ của dải so với trọng số đếm được, theo định dạng trọng số:</translation>
    </message>
</context>
<context>
    <name>kvb::Fleet</name>
    <message>
        <location filename="../../core/fleet/fleet.cpp" line="+23"/>
        <source>Every GPU of the fleet needs an id</source>
        <translation>Mỗi GPU trong cụm cần có id</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two GPUs have the id &quot;%1&quot;</source>
        <translation>Hai GPU có cùng id &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU &quot;%1&quot; has no memory size</source>
        <translation>GPU &quot;%1&quot; không có dung lượng bộ nhớ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU &quot;%1&quot;: memory held by other processes must be between 0 and the card&apos;s memory</source>
        <translation>GPU &quot;%1&quot;: bộ nhớ do tiến trình khác chiếm phải nằm trong khoảng 0 đến dung lượng bộ nhớ của card</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every deployment of the fleet needs a name</source>
        <translation>Mỗi triển khai trong cụm cần có tên</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Deployment &quot;%1&quot; runs on %Ln GPU(s) (tensor x pipeline parallel size) but lists %2</source>
        <translation>
            <numerusform>Triển khai &quot;%1&quot; chạy trên %Ln GPU (kích thước song song tensor x pipeline) nhưng liệt kê %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deployment &quot;%1&quot; runs on GPU &quot;%2&quot;, which the fleet does not have</source>
        <translation>Triển khai &quot;%1&quot; chạy trên GPU &quot;%2&quot;, nhưng cụm không có GPU này</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployment &quot;%1&quot; lists GPU &quot;%2&quot; twice</source>
        <translation>Triển khai &quot;%1&quot; liệt kê GPU &quot;%2&quot; hai lần</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The fleet has no GPUs</source>
        <translation>Cụm không có GPU nào</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two deployments are named &quot;%1&quot;</source>
        <translation>Hai triển khai cùng tên &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>kvb::FleetCommand</name>
    <message>
        <location filename="../../cli/fleetcommand.cpp" line="+57"/>
        <source>unexpected argument &quot;%1&quot; (one fleet file or built-in name)</source>
        <translation>đối số không mong đợi &quot;%1&quot; (chỉ một tệp cụm hoặc tên cụm tích hợp)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--fail needs the id of at least one GPU</source>
        <translation>--fail cần id của ít nhất một GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 needs a value</source>
        <translation>--%1 cần một giá trị</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown flag &quot;%1&quot;</source>
        <translation>cờ không xác định &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>say which fleet: a fleet file or a built-in fleet (kvbudget list fleets)</source>
        <translation>hãy cho biết cụm nào: một tệp cụm hoặc một cụm tích hợp (kvbudget list fleets)</translation>
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
        <translation>Cách dùng: kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]

Mô phỏng lại quá trình khởi động của mọi triển khai trong cụm, từng card theo thứ tự khởi động, với
quy tắc của bản phát hành vLLM tương ứng, và cho biết triển khai nào khởi động được, từ chối hay sập khi khởi động.

  FILE|NAME          tệp cụm (&quot;kvbudget_fleet&quot;: 1) hoặc cụm tích hợp (kvbudget list fleets)
  --fail GPU_ID ...  đánh dấu card bị hỏng (lặp lại cờ, hoặc liệt kê: --fail gpu2 gpu3)
  --repack           bố trí lại những gì các card hỏng đang chạy và đề xuất thay đổi ít gây hại nhất,
                     xếp hạng theo số token KV bị mất (chính xác tới 8 GPU x 12 triển khai,
                     vượt quá thì dùng heuristic có cận sai lệch so với tối ưu)
  --format F         text (mặc định), json hoặc markdown

Mã thoát: 0 mọi triển khai đều khởi động được (với --repack: trong phương án tốt nhất), 3 có triển khai
không khởi động được, 2 đầu vào không hợp lệ, 4 lỗi tệp.
</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--format must be text, json or markdown (got &quot;%1&quot;)</source>
        <translation>--format phải là text, json hoặc markdown (nhận được &quot;%1&quot;)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--fail %1: the fleet has no such GPU (it has %2)</source>
        <translation>--fail %1: cụm không có GPU này (cụm có %2)</translation>
    </message>
</context>
<context>
    <name>kvb::FleetExport</name>
    <message>
        <location filename="../../cli/fleetexport.cpp" line="+69"/>
        <source>this build of kvbudget has no GPUs view (built without the GUI)</source>
        <translation>bản dựng kvbudget này không có chế độ xem GPU (được dựng không kèm GUI)</translation>
    </message>
</context>
<context>
    <name>kvb::FleetFile</name>
    <message>
        <location filename="../../core/fleet/fleetfile.cpp" line="+54"/>
        <source>Custom GPU</source>
        <translation>GPU tùy chỉnh</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: give a GPU preset (&quot;gpu&quot;) or its memory (&quot;memory_gib&quot;)</source>
        <translation>%1: hãy chỉ định mẫu GPU có sẵn (&quot;gpu&quot;) hoặc dung lượng bộ nhớ (&quot;memory_gib&quot;)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: give the deployment&apos;s &quot;scenario&quot; (an object or a built-in id) or its &quot;scenario_file&quot;</source>
        <translation>%1: hãy chỉ định &quot;scenario&quot; của triển khai (một object hoặc id tích hợp) hoặc &quot;scenario_file&quot; của nó</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 &quot;%2&quot;</source>
        <translation>%1 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: field &quot;gpus&quot; must be a list of cards such as [{&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}]</source>
        <translation>%1: trường &quot;gpus&quot; phải là danh sách card, ví dụ [{&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the fleet has no GPUs: field &quot;gpus&quot; is empty; list at least one card, e.g. {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</source>
        <translation>%1: cụm máy không có GPU: trường &quot;gpus&quot; trống; hãy liệt kê ít nhất một card, ví dụ {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the fleet has no GPUs: field &quot;gpus&quot; is missing; list at least one card, e.g. {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</source>
        <translation>%1: cụm máy không có GPU: thiếu trường &quot;gpus&quot;; hãy liệt kê ít nhất một card, ví dụ {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not a kvbudget fleet file (it needs &quot;kvbudget_fleet&quot;: 1)</source>
        <translation>%1 không phải tệp cụm kvbudget (cần có &quot;kvbudget_fleet&quot;: 1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 gpus[%2]</source>
        <translation>%1 gpus[%2]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: field &quot;deployments&quot; must be a list, each entry {&quot;name&quot;: …, &quot;gpus&quot;: […], &quot;scenario&quot;: {…}}</source>
        <translation>%1: trường &quot;deployments&quot; phải là một danh sách, mỗi mục {&quot;name&quot;: …, &quot;gpus&quot;: […], &quot;scenario&quot;: {…}}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 deployments[%2]</source>
        <translation>%1 deployments[%2]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fleet file</source>
        <translation>tệp cụm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is empty</source>
        <translation>%1 trống</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 không phải JSON hợp lệ: %2</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Unknown fleet &quot;%1&quot;: not a built-in fleet (see `kvbudget list fleets`) and no such file</source>
        <translation>Cụm &quot;%1&quot; không xác định: không phải cụm tích hợp (xem `kvbudget list fleets`) và cũng không có tệp nào như vậy</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New fleet</source>
        <translation>Cụm mới</translation>
    </message>
</context>
<context>
    <name>kvb::FleetPresets</name>
    <message>
        <location line="-273"/>
        <source>GPU tetris: four 24 GB cards, two of which fail</source>
        <translation>Xếp hình GPU: bốn card 24 GB, hai card bị hỏng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Qwen2.5-VL model, a chat model, Whisper and an embedding model, one per RTX 4090, the vision model started last. Fail gpu0 and gpu1 and re-pack: the vision model asks for most of a card, so on a shared card it must start first.</source>
        <translation>Một mô hình Qwen2.5-VL, một mô hình chat, Whisper và một mô hình embedding, mỗi mô hình trên một RTX 4090, mô hình thị giác khởi động sau cùng. Cho gpu0 và gpu1 hỏng rồi sắp xếp lại: mô hình thị giác cần gần hết một card, nên trên card dùng chung nó phải khởi động trước.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two tenants on one 24 GB card</source>
        <translation>Hai bên thuê trên một card 24 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chat model and Whisper share an RTX 4090, each at half the card: whatever else runs, 0.5 means 11.8 GiB, and the second to start finds less than that free.</source>
        <translation>Một mô hình chat và Whisper dùng chung một RTX 4090, mỗi bên nửa card: dù có gì khác đang chạy, 0.5 nghĩa là 11.8 GiB, và bên khởi động sau thấy phần trống ít hơn mức đó.</translation>
    </message>
</context>
<context>
    <name>kvb::FleetReplay</name>
    <message>
        <location filename="../../core/fleet/replay.cpp" line="+65"/>
        <source>not placed: it names no GPU</source>
        <translation>chưa bố trí: không chỉ định GPU nào</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not placed: GPU %1 has failed</source>
        <translation>chưa bố trí: GPU %1 đã hỏng</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deployment &quot;%1&quot;: %2</source>
        <translation>Triển khai &quot;%1&quot;: %2</translation>
    </message>
</context>
<context>
    <name>kvb::FleetStart</name>
    <message numerus="yes">
        <location filename="../../core/fleet/instancestart.cpp" line="+36"/>
        <source>the encoder on %Ln dummy input(s)</source>
        <translation>
            <numerusform>bộ mã hóa trên %Ln đầu vào giả</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the forward pass and the sampler warm-up</source>
        <translation>lượt forward và warm-up của bộ lấy mẫu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA out of memory in vLLM&apos;s profiling run: weights %1 + non-torch %2 + the activation peak of %3 (%4) need %5, but only %6 are free when it starts</source>
        <translation>CUDA out of memory trong lượt profiling của vLLM: trọng số %1 + ngoài torch %2 + đỉnh kích hoạt của %3 (%4) cần %5, nhưng chỉ còn trống %6 khi nó khởi động</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>refuses: %1 free when it starts, but gpu_memory_utilization %2 asks for %3 of the card&apos;s %4</source>
        <translation>từ chối: còn trống %1 khi nó khởi động, nhưng gpu_memory_utilization %2 yêu cầu %3 trên %4 của card</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>crashes at start: CUDA out of memory while loading %1 of weights into %2 free</source>
        <translation>sập khi khởi động: CUDA out of memory khi nạp %1 trọng số vào %2 còn trống</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>crashes at start: %1</source>
        <translation>sập khi khởi động: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>starts (no KV cache)</source>
        <translation>khởi động được (không có KV cache)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starts: %1 KV tokens, maximum concurrency %2x</source>
        <translation>khởi động được: %1 token KV, mức đồng thời tối đa %2x</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>crashes at start: the KV pool its utilization grants does not fit in what is free</source>
        <translation>sập khi khởi động: vùng KV mà mức sử dụng cho phép không vừa với phần còn trống</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>crashes at start: CUDA out of memory allocating the %1 --kv-cache-memory asks for beside %2 of weights</source>
        <translation>sập khi khởi động: CUDA hết bộ nhớ khi cấp phát %1 mà --kv-cache-memory yêu cầu, bên cạnh %2 trọng số</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>refuses: no memory left for KV cache blocks (pool %1)</source>
        <translation>từ chối: không còn bộ nhớ cho các block KV cache (vùng KV %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>refuses: one %1-token request needs %2, the pool holds %3</source>
        <translation>từ chối: một yêu cầu %1 token cần %2, vùng KV chỉ chứa %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>starts</source>
        <translation>khởi động được</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>refuses</source>
        <translation>từ chối</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crashes at start</source>
        <translation>sập khi khởi động</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not placed</source>
        <translation>chưa bố trí</translation>
    </message>
</context>
<context>
    <name>kvb::FleetText</name>
    <message>
        <location filename="../../core/report/fleettext.cpp" line="+20"/>
        <location line="+5"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>  %1. %2 (vLLM %3%4): free at start %5, ceiling %6, spike %7, holds %8 — %9</source>
        <translation>  %1. %2 (vLLM %3%4): trống lúc khởi động %5, trần %6, đỉnh tức thời %7, giữ %8 — %9</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, counts others&apos; memory against its budget</source>
        <translation>, tính cả bộ nhớ của tiến trình khác vào ngân sách của nó</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1  %2, %3%4
</source>
        <translation>%1  %2, %3%4
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  FAILED</source>
        <translation>  HỎNG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  other processes hold %1
</source>
        <translation>  tiến trình khác giữ %1
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  once all have started: %1 held of %2, highest point %3; ceilings add up to %4%5
</source>
        <translation>  khi tất cả đã khởi động: giữ %1 trên %2, điểm cao nhất %3; tổng các trần là %4%5
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (overcommitted)</source>
        <translation> (cấp phát vượt mức)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  %1 [%2, start %3]: %4
</source>
        <translation>  %1 [%2, khởi động %3]: %4
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no GPU</source>
        <translation>không có GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>      vLLM: %1
</source>
        <translation>      vLLM: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>      starts only if started before %1
</source>
        <translation>      chỉ khởi động được nếu khởi động trước %1
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every deployment starts.
</source>
        <translation>Mọi triển khai đều khởi động được.
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 deployments do not start.
</source>
        <translation>%1 trên %2 triển khai không khởi động được.
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
No re-pack proposal: %1
</source>
        <translation>
Không có phương án sắp xếp lại: %1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to place</source>
        <translation>không có gì để bố trí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Re-pack proposals, least capacity lost first:
</source>
        <translation>
Các phương án sắp xếp lại, ít mất dung lượng nhất xếp trước:
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %1. %2: %3
</source>
        <translation> %1. %2: %3
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 %3 → %4</source>
        <translation>%1: %2 %3 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be placed (was on %2): loses its %3 KV tokens</source>
        <translation>%1 không bố trí được (trước ở %2): mất %3 token KV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 → %2 KV tokens, maximum concurrency %3x → %4x)</source>
        <translation> (%1 → %2 token KV, mức đồng thời tối đa %3x → %4x)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>every deployment starts</source>
        <translation>mọi triển khai đều khởi động được</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deployment(s) do not start</source>
        <translation>
            <numerusform>%Ln triển khai không khởi động được</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact search, proven optimal (%1 nodes, %2 cut off by the bound)</source>
        <translation>tìm kiếm chính xác, đã chứng minh tối ưu (%1 nút, %2 bị cận loại bỏ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact search, not proven optimal</source>
        <translation>tìm kiếm chính xác, chưa chứng minh được tối ưu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>heuristic search, at most %1 KV tokens from the best</source>
        <translation>tìm kiếm heuristic, kém tối đa %1 token KV so với phương án tốt nhất</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 KV tokens lost; %3</source>
        <translation>%1, mất %2 token KV; %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fleet: %1 — %2 GPUs, %3 deployments

</source>
        <translation>Cụm: %1 — %2 GPU, %3 triển khai

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The startup, card by card, in start order:
</source>
        <translation>Quá trình khởi động, từng card, theo thứ tự khởi động:
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
Deployments:
</source>
        <translation>
Các triển khai:
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>## Fleet: %1

</source>
        <translation>## Cụm: %1

</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>| GPU | # | Deployment | Free at start | Ceiling | Spike | Holds | Verdict |
</source>
        <translation>| GPU | # | Triển khai | Trống lúc khởi động | Trần | Đỉnh tức thời | Giữ | Kết luận |
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>| %1 | | *failed* | | | | | |
</source>
        <translation>| %1 | | *hỏng* | | | | | |
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>
| Deployment | GPUs | Verdict | Why |
|---|---|---|---|
</source>
        <translation>
| Triển khai | GPU | Kết luận | Lý do |
|---|---|---|---|
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
### Re-pack proposals

</source>
        <translation>
### Các phương án sắp xếp lại

</translation>
    </message>
</context>
<context>
    <name>kvb::GpuPrices</name>
    <message>
        <location filename="../../core/io/gpuprices.cpp" line="+27"/>
        <source>%1: each price must be an object</source>
        <translation>%1: mỗi mức giá phải là một đối tượng</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a price needs &quot;gpu&quot;, a positive &quot;usd_per_gpu_hour&quot; and its &quot;source&quot;</source>
        <translation>%1: một mức giá cần &quot;gpu&quot;, &quot;usd_per_gpu_hour&quot; dương và &quot;source&quot; của nó</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;date&quot; must be the date of the figure as YYYY-MM-DD (got &quot;%2&quot;)</source>
        <translation>%1: &quot;date&quot; phải là ngày của số liệu theo dạng YYYY-MM-DD (nhận được &quot;%2&quot;)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 không phải là đối tượng JSON: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no &quot;prices&quot; array</source>
        <translation>%1 không có mảng &quot;prices&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, price %2</source>
        <translation>%1, mức giá %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 lists GPU &quot;%2&quot; twice</source>
        <translation>%1 liệt kê GPU &quot;%2&quot; hai lần</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>price list</source>
        <translation>bảng giá</translation>
    </message>
</context>
<context>
    <name>kvb::HfArchitecture</name>
    <message>
        <location filename="../../core/io/hfarchitecture.cpp" line="+35"/>
        <source>field &quot;%1&quot; must be a non-negative integer</source>
        <translation>trường &quot;%1&quot; phải là số nguyên không âm</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &quot;%1&quot; is %2; the allowed range is 0 to %3</source>
        <translation>trường &quot;%1&quot; là %2; khoảng cho phép là từ 0 đến %3</translation>
    </message>
    <message>
        <location filename="../../core/io/hfmoe.cpp" line="+31"/>
        <source>%1 lists %2 layers but num_hidden_layers is %3</source>
        <translation>%1 liệt kê %2 lớp nhưng num_hidden_layers là %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-layer %1 values that differ</source>
        <translation>các giá trị %1 theo từng lớp khác nhau</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the shared MLP (intermediate_size x num_shared_expert) is %1 wide; the allowed range is up to %2</source>
        <translation>MLP dùng chung (intermediate_size x num_shared_expert) rộng %1; khoảng cho phép là tối đa %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the layout&apos;s router_fp32_from &quot;%1&quot; is not a vLLM version</source>
        <translation>router_fp32_from &quot;%1&quot; của bố cục không phải là một phiên bản vLLM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dense layers listed in mlp_only_layers</source>
        <translation>các lớp dense liệt kê trong mlp_only_layers</translation>
    </message>
    <message>
        <location filename="../../core/io/hfarchitecture.cpp" line="+45"/>
        <source>DeepSeek sparse attention (the V3.2 indexer cache)</source>
        <translation>DeepSeek sparse attention (cache indexer của V3.2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../core/io/hfstatespace.cpp" line="+186"/>
        <source>layer_types lists %1 layers but num_hidden_layers is %2</source>
        <translation>layer_types liệt kê %1 lớp nhưng num_hidden_layers là %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>layer type &quot;%1&quot;</source>
        <translation>loại lớp &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+143"/>
        <source>block_configs lists %1 layers but num_hidden_layers is %2</source>
        <translation>block_configs liệt kê %1 lớp nhưng num_hidden_layers là %2</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>block_configs: an attention block needs n_heads_in_group dividing num_attention_heads</source>
        <translation>block_configs: block attention cần n_heads_in_group là ước của num_attention_heads</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>attention layers with different KV head counts</source>
        <translation>các lớp attention có số head KV khác nhau</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>block_configs: an FFN block needs a positive ffn_mult</source>
        <translation>block_configs: block FFN cần ffn_mult dương</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>replace_with_linear blocks, which vLLM&apos;s DeciLM model does not build</source>
        <translation>các block replace_with_linear, loại mà mô hình DeciLM của vLLM không dựng</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cross_attention_layers names a layer outside 0..%1</source>
        <translation>cross_attention_layers chỉ tới một lớp nằm ngoài 0..%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+3"/>
        <source>moe_layers other than every interleave_moe_layer_step-th layer</source>
        <translation>moe_layers không theo quy tắc mỗi interleave_moe_layer_step lớp một lần</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Llama 4&apos;s chunked-attention layers are counted with a full KV cache, as vLLM keeps them unless VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE=1</source>
        <translation>Các lớp chunked attention của Llama 4 được tính với KV cache đầy đủ, vì vLLM giữ chúng như vậy trừ khi đặt VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE=1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cross-layer attention (use_cla) sharing K and V between layers</source>
        <translation>attention xuyên lớp (use_cla) dùng chung K và V giữa các lớp</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the config describes %1 layers&apos; types but num_hidden_layers is %2</source>
        <translation>config mô tả loại của %1 lớp nhưng num_hidden_layers là %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sliding-window layers need a positive sliding_window</source>
        <translation>các lớp cửa sổ trượt cần sliding_window dương</translation>
    </message>
    <message>
        <location filename="../../core/io/hfstatespace.cpp" line="-149"/>
        <source>field &quot;expand&quot; is %1; the allowed range is above 0 and at most %2</source>
        <translation>trường &quot;expand&quot; là %1; khoảng cho phép là lớn hơn 0 và tối đa %2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>hybrid_override_pattern must have one character per layer (%1)</source>
        <translation>hybrid_override_pattern phải có đúng một ký tự cho mỗi lớp (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nemotron-H mixture-of-experts layers (&quot;E&quot; in hybrid_override_pattern)</source>
        <translation>các lớp mixture-of-experts của Nemotron-H (&quot;E&quot; trong hybrid_override_pattern)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hybrid_override_pattern has an unknown layer type &apos;%1&apos; (M, *, - or E)</source>
        <translation>hybrid_override_pattern có loại lớp không xác định &apos;%1&apos; (M, *, - hoặc E)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>layer_types may only name &quot;%1&quot; or &quot;%2&quot; layers</source>
        <translation>layer_types chỉ được gọi tên các lớp &quot;%1&quot; hoặc &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>layer_types must name each of the %1 layers &quot;mamba&quot; or &quot;attention&quot; (vLLM&apos;s granitemoehybrid.py reads it per layer)</source>
        <translation>layer_types phải gọi tên từng lớp trong %1 lớp là &quot;mamba&quot; hoặc &quot;attention&quot; (granitemoehybrid.py của vLLM đọc nó theo từng lớp)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>mamba_n_heads x mamba_d_head must equal mamba_expand x hidden_size (%1)</source>
        <translation>mamba_n_heads x mamba_d_head phải bằng mamba_expand x hidden_size (%1)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>full_attn_idxs must list layer numbers from 0 to %1</source>
        <translation>full_attn_idxs phải liệt kê số thứ tự lớp từ 0 đến %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>field &quot;block_ffn_dim_multiplier&quot; is %1; the allowed range is above 0 and at most %2</source>
        <translation>trường &quot;block_ffn_dim_multiplier&quot; là %1; khoảng cho phép là lớn hơn 0 và tối đa %2</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>state-space layers of model type &quot;%1&quot;</source>
        <translation>các lớp state-space của loại mô hình &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../core/io/hfvision.cpp" line="+104"/>
        <source>vision_feature_layer %1 is outside the %2-layer vision tower</source>
        <translation>vision_feature_layer %1 nằm ngoài tháp thị giác %2 lớp</translation>
    </message>
    <message>
        <location line="+117"/>
        <location line="+8"/>
        <location line="+25"/>
        <source>image_grid_pinpoints needs [height, width] pairs of pixels</source>
        <translation>image_grid_pinpoints cần các cặp [chiều cao, chiều rộng] tính bằng điểm ảnh</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>vision_config&apos;s patch_size must be a positive number of pixels</source>
        <translation>patch_size của vision_config phải là một số điểm ảnh dương</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the vision encoder of model type &quot;%1&quot;</source>
        <translation>bộ mã hóa hình ảnh của loại mô hình &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../../core/io/hfinternvl.cpp" line="+57"/>
        <source>InternVL&apos;s downsample_ratio must be a number in (0, 1]</source>
        <translation>downsample_ratio của InternVL phải là một số trong (0, 1]</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Mono-InternVL&apos;s visual experts (InternLM2VEForCausalLM)</source>
        <translation>các chuyên gia thị giác của Mono-InternVL (InternLM2VEForCausalLM)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>select_layer %1 is outside the %2-layer vision tower</source>
        <translation>select_layer %1 nằm ngoài tháp thị giác %2 lớp</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>InternVL&apos;s downsample_ratio %1 leaves no LLM token in a %2-pixel tile of %3-pixel patches</source>
        <translation>downsample_ratio %1 của InternVL không để lại token LLM nào trong một ô %2 pixel gồm các patch %3 pixel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>InternVL&apos;s mlp1 would be %1 wide (the vision hidden_size x (1 / downsample_ratio)^2); the allowed range is up to %2</source>
        <translation>mlp1 của InternVL sẽ rộng %1 (hidden_size của phần thị giác x (1 / downsample_ratio)^2); khoảng cho phép là tối đa %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>InternVL&apos;s %1 tiles of %2 LLM tokens make an image of more tokens than kvbudget counts</source>
        <translation>%1 ô của InternVL, mỗi ô %2 token LLM, tạo ra một ảnh có nhiều token hơn mức kvbudget đếm được</translation>
    </message>
</context>
<context>
    <name>kvb::HfConfig</name>
    <message>
        <location filename="../../core/io/hfconfig.cpp" line="+76"/>
        <source>%1: field &quot;tie_word_embeddings&quot; must be true or false</source>
        <translation>%1: trường &quot;tie_word_embeddings&quot; phải là true hoặc false</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not say whether embeddings are tied; assuming a separate lm_head</source>
        <translation>%1 không cho biết embedding có được gắn (tied) hay không; giả định có lm_head riêng</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: field &quot;%2&quot; must be a string such as &quot;bfloat16&quot;</source>
        <translation>%1: trường &quot;%2&quot; phải là chuỗi, ví dụ &quot;bfloat16&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no torch_dtype; assuming bfloat16</source>
        <translation>%1 không có torch_dtype; giả định bfloat16</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: unknown torch_dtype &quot;%2&quot;</source>
        <translation>%1: torch_dtype không xác định &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: field &quot;quantization_config&quot; must be an object</source>
        <translation>%1: trường &quot;quantization_config&quot; phải là object</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+82"/>
        <location line="+14"/>
        <location line="+13"/>
        <location filename="../../core/io/hffields.cpp" line="+31"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>%1: field &quot;architectures&quot; must be a list of class names such as [&quot;LlamaForCausalLM&quot;]</source>
        <translation>%1: trường &quot;architectures&quot; phải là danh sách tên lớp, ví dụ [&quot;LlamaForCausalLM&quot;]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: field &quot;architectures&quot; is empty and there is no &quot;model_type&quot;; one of them must name the model</source>
        <translation>%1: trường &quot;architectures&quot; trống và không có &quot;model_type&quot;; một trong hai phải nêu tên mô hình</translation>
    </message>
    <message>
        <location filename="../../core/io/hffamilynotes.cpp" line="+39"/>
        <source>%1 leaves out %2; transformers&apos; %3 defaults apply</source>
        <translation>%1 bỏ trống %2; áp dụng giá trị mặc định của %3 trong transformers</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no model_type, so kvbudget cannot tell which family&apos;s defaults and layer layout apply; it is counted as a Llama-style decoder (gated MLP, RMSNorm, no biases), so its parameter count may be off</source>
        <translation>%1 không có model_type, nên kvbudget không biết giá trị mặc định và bố cục lớp của họ mô hình nào áp dụng; mô hình được tính như một decoder kiểu Llama (MLP có cổng, RMSNorm, không bias), nên số tham số có thể sai</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: model_type &quot;%2&quot; is not a family kvbudget has read transformers&apos; defaults and vLLM&apos;s layer layout for; it is counted as a Llama-style decoder (gated MLP, RMSNorm, no biases), so its parameter count may be off</source>
        <translation>%1: model_type &quot;%2&quot; không thuộc họ mô hình mà kvbudget đã đọc giá trị mặc định của transformers và bố cục lớp của vLLM; mô hình được tính như một decoder kiểu Llama (MLP có cổng, RMSNorm, không bias), nên số tham số có thể sai</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: hidden_act &quot;%2&quot; is an activation vLLM applies without a gate, so the MLP is counted with up and down projections only</source>
        <translation>%1: hidden_act &quot;%2&quot; là hàm kích hoạt mà vLLM dùng không có cổng, nên MLP được tính chỉ với các phép chiếu lên và xuống</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the mixture-of-experts layers and the vision encoder of LFM2&apos;s MoE and VL models</source>
        <translation>các lớp hỗn hợp chuyên gia và bộ mã hóa hình ảnh của các mô hình LFM2 MoE và VL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gemma 3n&apos;s per-layer embeddings, AltUp, LAuReL, the KV cache its last layers share with earlier ones, and its audio and vision encoders</source>
        <translation>embedding theo từng lớp, AltUp, LAuReL của Gemma 3n, KV cache mà các lớp cuối dùng chung với các lớp trước, và các bộ mã hóa âm thanh và hình ảnh của nó</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phi-4-multimodal&apos;s vision and audio encoders and their LoRA adapters</source>
        <translation>các bộ mã hóa hình ảnh và âm thanh của Phi-4-multimodal và các bộ chuyển LoRA của chúng</translation>
    </message>
    <message>
        <location filename="../../core/io/hfconfig.cpp" line="+20"/>
        <source>line %1, column %2</source>
        <translation>dòng %1, cột %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: model_type &quot;%2&quot; is recognised, but kvbudget does not model %3</source>
        <translation>%1: model_type &quot;%2&quot; được nhận ra, nhưng kvbudget không mô hình hóa %3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1: required field &quot;intermediate_size&quot; is missing</source>
        <translation>%1: thiếu trường bắt buộc &quot;intermediate_size&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+84"/>
        <source>%1 is empty</source>
        <translation>%1 trống</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1 không phải JSON hợp lệ (%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON object</source>
        <translation>%1 phải chứa một JSON object</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>model.safetensors.index.json has no metadata.total_size; weights are computed from shapes</source>
        <translation>model.safetensors.index.json không có metadata.total_size; trọng số được tính từ shape</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model.safetensors has an unreadable header; weights are computed from shapes</source>
        <translation>model.safetensors có header không đọc được; trọng số được tính từ shape</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>hf_quant_config.json is unreadable; the checkpoint is taken as unquantized</source>
        <translation>không đọc được hf_quant_config.json; checkpoint được coi là không lượng tử hóa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>quantization from hf_quant_config.json</source>
        <translation>lượng tử hóa từ hf_quant_config.json</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No such file or folder: %1</source>
        <translation>Không có tệp hoặc thư mục: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The folder %1 has no config.json</source>
        <translation>Thư mục %1 không có config.json</translation>
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
            <numerusform>cấu hình lượng tử hóa chỉ loại trừ một phần của %n module hợp nhất; vLLM từ chối checkpoint như vậy (mọi shard của một lớp hợp nhất phải có cùng độ chính xác)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/io/hffields.cpp" line="+11"/>
        <source>field &quot;%1&quot; must be an integer</source>
        <translation>trường &quot;%1&quot; phải là số nguyên</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>field &quot;%1&quot; is %2; the allowed range is 0 to %3</source>
        <translation>trường &quot;%1&quot; là %2; khoảng cho phép là từ 0 đến %3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>required field &quot;%1&quot; is missing</source>
        <translation>thiếu trường bắt buộc &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &quot;%1&quot; must be a number</source>
        <translation>trường &quot;%1&quot; phải là số</translation>
    </message>
    <message>
        <location filename="../../core/io/hflayout.cpp" line="+167"/>
        <source>max_position_embeddings is 0; the allowed range is 1 to %1</source>
        <translation>max_position_embeddings là 0; khoảng cho phép là từ 1 đến %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>rope_scaling of type yarn needs original_max_position_embeddings</source>
        <translation>rope_scaling kiểu yarn cần original_max_position_embeddings</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rope_scaling factor %1 is not a usable scale</source>
        <translation>hệ số rope_scaling %1 không phải tỷ lệ dùng được</translation>
    </message>
    <message>
        <location filename="../../core/io/hfquant.cpp" line="+45"/>
        <source>quantization_config &quot;%1&quot; must be an integer from %2 to %3</source>
        <translation>quantization_config &quot;%1&quot; phải là số nguyên từ %2 đến %3</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>compressed-tensors without config_groups</source>
        <translation>compressed-tensors không có config_groups</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>compressed-tensors %1-bit %2 weights</source>
        <translation>trọng số compressed-tensors %1-bit %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>ModelOpt quant_algo &quot;%1&quot; weights</source>
        <translation>trọng số ModelOpt quant_algo &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none)</source>
        <translation>(không có)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>bitsandbytes 8-bit weights</source>
        <translation>trọng số bitsandbytes 8-bit</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>quantization method &quot;%1&quot;</source>
        <translation>phương pháp lượng tử hóa &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>(không tên)</translation>
    </message>
</context>
<context>
    <name>kvb::HfEncoders</name>
    <message>
        <location filename="../../core/io/hfencoders.cpp" line="+36"/>
        <source>%1: field &quot;%2&quot; must be a positive integer</source>
        <translation>%1: trường &quot;%2&quot; phải là số nguyên dương</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 has no torch_dtype; assuming float32, transformers&apos; default</source>
        <translation>%1 không có torch_dtype; giả định float32, mặc định của transformers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: unknown torch_dtype &quot;%2&quot;</source>
        <translation>%1: torch_dtype không xác định &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>position_embedding_type &quot;%1&quot;</source>
        <translation>position_embedding_type &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: d_model (%2) must be a multiple of decoder_attention_heads (%3)</source>
        <translation>%1: d_model (%2) phải là bội số của decoder_attention_heads (%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an untied proj_out</source>
        <translation>proj_out không gắn với embedding (untied)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>kvb::LaunchCommand</name>
    <message>
        <location filename="../../core/vllm/launchcommand.cpp" line="+172"/>
        <source># kvbudget settings vLLM has no flag for: kvbudget plan %1 -- &lt;the command above&gt;</source>
        <translation># các thiết lập kvbudget mà vLLM không có cờ tương ứng: kvbudget plan %1 -- &lt;the command above&gt;</translation>
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
        <translation>%1, &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, step %2, &quot;%3&quot;</source>
        <translation>%1, bước %2, &quot;%3&quot;</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the &quot;%1&quot; text must be a string</source>
        <translation>văn bản &quot;%1&quot; phải là một chuỗi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a string or an object of languages</source>
        <translation>cần một chuỗi hoặc một đối tượng theo ngôn ngữ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the English (&quot;en&quot;) text is missing or empty</source>
        <translation>thiếu văn bản tiếng Anh (&quot;en&quot;) hoặc văn bản trống</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{%1} is not a figure a caption can cite (see README &quot;Lessons&quot;)</source>
        <translation>{%1} không phải là số liệu mà chú thích có thể trích dẫn (xem README &quot;Lessons&quot;)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the &quot;%1&quot; caption cites {%2}, the English one {%3}</source>
        <translation>chú thích &quot;%1&quot; trích dẫn {%2}, chú thích tiếng Anh trích dẫn {%3}</translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonload.cpp" line="+28"/>
        <source>expected an object such as {&quot;arrival&quot;: &quot;poisson:10&quot;}</source>
        <translation>cần một đối tượng, ví dụ {&quot;arrival&quot;: &quot;poisson:10&quot;}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown field %1 (expected one of %2)</source>
        <translation>trường không xác định %1 (cần một trong %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>arrival: %1</source>
        <translation>arrival: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>arrival: a Poisson rate from %1 to %2 requests a second, at most one decimal</source>
        <translation>arrival: tốc độ Poisson từ %1 đến %2 yêu cầu mỗi giây, tối đa một chữ số thập phân</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>arrival: at most %1 users</source>
        <translation>arrival: tối đa %1 người dùng</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>num_requests: expected a whole number from 1 to %1</source>
        <translation>num_requests: cần một số nguyên từ 1 đến %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seed: expected a whole number from 0 to %1</source>
        <translation>seed: cần một số nguyên từ 0 đến %1</translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonfile.cpp" line="+16"/>
        <source>%1: &quot;%2&quot; is neither a value nor one {figure} of the previous step</source>
        <translation>%1: &quot;%2&quot; không phải là giá trị, cũng không phải đúng một {figure} của bước trước</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected an object such as {&quot;--max-model-len&quot;: &quot;8192&quot;}</source>
        <translation>cần một đối tượng như {&quot;--max-model-len&quot;: &quot;8192&quot;}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected a string or a number</source>
        <translation>%1: cần một chuỗi hoặc một số</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a list of card ids</source>
        <translation>cần một danh sách id card</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a whole number from 1</source>
        <translation>cần một số nguyên từ 1 trở lên</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>each step must be an object</source>
        <translation>mỗi bước phải là một đối tượng</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown field (expected one of %1)</source>
        <translation>trường không xác định (cần một trong %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first step must name the lesson&apos;s starting point</source>
        <translation>bước đầu tiên phải nêu điểm xuất phát của bài học</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a lesson is about one scenario or one fleet, not both</source>
        <translation>một bài học nói về một kịch bản hoặc một cụm, không phải cả hai</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only a lesson about one scenario simulates load</source>
        <translation>chỉ bài học về một kịch bản mới mô phỏng tải</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>&quot;%1&quot; không thuộc %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a &quot;load&quot; step highlights load.kv, load.preemptions or load.waiting</source>
        <translation>một bước &quot;load&quot; phải làm nổi bật load.kv, load.preemptions hoặc load.waiting</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; needs a &quot;load&quot; in the same step</source>
        <translation>&quot;%1&quot; cần có &quot;load&quot; trong cùng bước</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every step needs a caption</source>
        <translation>mỗi bước cần một chú thích</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Where every GiB goes</source>
        <translation>Mỗi GiB đi đâu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A budget by hand</source>
        <translation>Tính ngân sách bằng tay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU tetris</source>
        <translation>Xếp hình GPU</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected 1 (the lesson format&apos;s version)</source>
        <translation>cần 1 (phiên bản định dạng bài học)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a lesson needs an id</source>
        <translation>bài học cần một id</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected plan, hand or fleet</source>
        <translation>cần plan, hand hoặc fleet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a non-empty list of steps</source>
        <translation>cần một danh sách bước không rỗng</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No lesson named %1 (and no such file); `kvbudget list lessons` lists the built-in ones</source>
        <translation>Không có bài học nào tên %1 (và không có tệp như vậy); `kvbudget list lessons` liệt kê các bài học tích hợp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lesson file</source>
        <translation>tệp bài học</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1: JSON không hợp lệ tại vị trí %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a lesson file holds one JSON object</source>
        <translation>%1: tệp bài học chứa một đối tượng JSON</translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonplay.cpp" line="+39"/>
        <source>%1, step %2, &quot;%3&quot;: %4</source>
        <translation>%1, bước %2, &quot;%3&quot;: %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown flag %1 (see `kvbudget plan --help`)</source>
        <translation>flag không xác định %1 (xem `kvbudget plan --help`)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: {%2} has no value in the previous step</source>
        <translation>%1: {%2} không có giá trị ở bước trước</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the fleet has no deployment named %1</source>
        <translation>cụm không có triển khai nào tên %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>say whose flags these are: &quot;deployment&quot;</source>
        <translation>hãy nêu các flag này thuộc về ai: &quot;deployment&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the fleet has no card %1</source>
        <translation>cụm không có card %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no re-pack proposal</source>
        <translation>không có đề xuất sắp xếp lại</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>vLLM would not start this scenario, so there is no load to simulate</source>
        <translation>vLLM sẽ không khởi động kịch bản này, nên không có tải để mô phỏng</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>{%1} has no value in this step</source>
        <translation>{%1} không có giá trị ở bước này</translation>
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
        <translation>Cách dùng: kvbudget lesson NAME|FILE.json [--lang en|vi|zh_CN|ru] [--format text|json] [-o deck.pdf]

Chạy một bài học có hướng dẫn từng bước: chú thích của mỗi bước cùng các số liệu nó trích dẫn, do engine tính.
-o ghi bài học thành bộ slide (PDF, mỗi bước một trang). `kvbudget list lessons` liệt kê các bài học tích hợp;
README &quot;Lessons&quot; mô tả định dạng tệp cho bài học của riêng bạn.
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2): %3 steps
</source>
        <translation>%1 (%2): %3 bước
</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--lang %1: expected %2</source>
        <translation>--lang %1: cần %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>name one lesson (`kvbudget list lessons`) or a lesson file</source>
        <translation>hãy nêu một bài học (`kvbudget list lessons`) hoặc một tệp bài học</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--format must be text or json</source>
        <translation>--format phải là text hoặc json</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this build of kvbudget has no slide decks (built without the GUI)</source>
        <translation>bản build kvbudget này không có bộ slide (build không kèm GUI)</translation>
    </message>
</context>
<context>
    <name>kvb::Messages</name>
    <message>
        <location filename="../../core/vllm/messages.cpp" line="+255"/>
        <source>Starts or refuses, depending on terms the evidence cannot pin down (the central estimate: %1)</source>
        <translation>Khởi động hoặc từ chối, tùy vào các yếu tố mà bằng chứng không xác định được (ước tính trung tâm: %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Starts: no KV cache (an encoder-only model), %1 GiB of weights</source>
        <translation>Khởi động được: không có KV cache (mô hình chỉ có encoder), %1 GiB trọng số</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starts: %1 KV tokens, maximum concurrency %2x at %3 tokens per request</source>
        <translation>Khởi động được: %1 token KV, mức đồng thời tối đa %2x ở %3 token mỗi yêu cầu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invalid scenario</source>
        <translation>Kịch bản không hợp lệ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: not enough free GPU memory for the requested utilization</source>
        <translation>Từ chối khởi động: không đủ bộ nhớ GPU trống cho mức sử dụng được yêu cầu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: the weights do not fit on the GPU</source>
        <translation>Từ chối khởi động: trọng số không vừa GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crashes at startup: the profiling run&apos;s peak does not fit (CUDA out of memory)</source>
        <translation>Sập khi khởi động: đỉnh của lượt profiling không vừa (CUDA out of memory)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crashes at startup: the --kv-cache-memory pool does not fit beside the weights (CUDA out of memory)</source>
        <translation>Sập khi khởi động: vùng --kv-cache-memory không vừa bên cạnh trọng số (CUDA hết bộ nhớ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refuses to start: no memory left for KV cache blocks</source>
        <translation>Từ chối khởi động: không còn bộ nhớ cho các block KV cache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: one max_model_len request does not fit (estimated maximum %1 tokens)</source>
        <translation>Từ chối khởi động: một yêu cầu dài max_model_len không vừa (ước tính tối đa %1 token)</translation>
    </message>
</context>
<context>
    <name>kvb::ModelKinds</name>
    <message>
        <location filename="../../core/budget/modelkinds.cpp" line="+97"/>
        <source>%1 has state-space layers (Mamba, linear attention or short convolutions): kvbudget models them on vLLM&apos;s V1 engine, their default from 0.10.2 (0.10.0 and 0.10.1 with VLLM_USE_V1=1); vLLM %2 keeps their state in V0&apos;s separate cache</source>
        <translation>%1 có các lớp không gian trạng thái (Mamba, attention tuyến tính hoặc tích chập ngắn): kvbudget mô hình hóa chúng trên engine V1 của vLLM, mặc định cho chúng từ 0.10.2 (0.10.0 và 0.10.1 với VLLM_USE_V1=1); vLLM %2 giữ trạng thái của chúng trong bộ nhớ đệm riêng của V0</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: --limit-mm-per-prompt closes images but not video, so vLLM still profiles a video item, which kvbudget does not model; for text only add &quot;video&quot;: 0</source>
        <translation>%1: --limit-mm-per-prompt đóng hình ảnh nhưng không đóng video, nên vLLM vẫn profiling một mục video, điều kvbudget không mô hình hóa; để chỉ dùng văn bản hãy thêm &quot;video&quot;: 0</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: kvbudget does not model Qwen3-VL&apos;s profiling run (one video item of the maximum feature size, with its deepstack features); it plans the model text only, with --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;</source>
        <translation>%1: kvbudget không mô hình hóa lượt chạy profiling của Qwen3-VL (một mục video có kích thước đặc trưng lớn nhất, cùng các đặc trưng deepstack); nó chỉ lập kế hoạch cho mô hình ở chế độ chỉ văn bản, với --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: kvbudget does not model the video item vLLM %2 profiles for this model (its frames through the vision tower); it plans the model text only, with --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;, or on vLLM before %3</source>
        <translation>%1: kvbudget không mô hình hóa mục video mà vLLM %2 dùng để profiling mô hình này (các khung hình của nó đi qua tháp thị giác); nó chỉ lập kế hoạch cho mô hình ở chế độ chỉ văn bản, với --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;, hoặc trên vLLM trước %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cross-attends to images: vLLM ran it on its V0 engine only (up to 0.10.2), whose profiling run encodes an image for each of max_num_seqs dummy sequences at once (tens of GiB at the default max_num_seqs); kvbudget does not model that run</source>
        <translation>%1 dùng cross-attention tới hình ảnh: vLLM chỉ chạy nó trên engine V0 (đến 0.10.2), với lượt profile mã hoá cùng lúc một ảnh cho mỗi chuỗi giả trong max_num_seqs (hàng chục GiB ở max_num_seqs mặc định); kvbudget không mô hình hoá lượt chạy đó</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is an %2 model: kvbudget models it on vLLM&apos;s V1 engine from %3, where vLLM %4 (%5) does not run it</source>
        <translation>%1 là mô hình %2: kvbudget mô hình hóa nó trên engine V1 của vLLM từ %3, còn vLLM %4 (%5) không chạy được nó</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>encoder-only</source>
        <translation>chỉ có encoder</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>encoder-decoder</source>
        <translation>encoder-decoder</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1: kvbudget models %2 models without pipeline parallelism</source>
        <translation>%1: kvbudget mô hình hóa mô hình %2 mà không có song song pipeline</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is an encoder-only model: vLLM serves it with --runner pooling only</source>
        <translation>%1 là mô hình chỉ có encoder: vLLM chỉ phục vụ nó với --runner pooling</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 transcribes: vLLM serves it with --runner generate</source>
        <translation>%1 là mô hình phiên âm: vLLM phục vụ nó với --runner generate</translation>
    </message>
</context>
<context>
    <name>kvb::ModelSpec</name>
    <message>
        <location filename="../../core/model/modelspec.cpp" line="+33"/>
        <source>num_attention_heads must be a positive integer</source>
        <translation>num_attention_heads phải là số nguyên dương</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>num_key_value_heads must be a positive integer</source>
        <translation>num_key_value_heads phải là số nguyên dương</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>num_attention_heads must be a multiple of num_key_value_heads</source>
        <translation>num_attention_heads phải là bội số của num_key_value_heads</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head_dim must be a positive integer</source>
        <translation>head_dim phải là số nguyên dương</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>num_hidden_layers must be a positive integer</source>
        <translation>num_hidden_layers phải là số nguyên dương</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hidden_size must be a positive integer</source>
        <translation>hidden_size phải là số nguyên dương</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>intermediate_size must be a positive integer</source>
        <translation>intermediate_size phải là số nguyên dương</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vocab_size must be a positive integer</source>
        <translation>vocab_size phải là số nguyên dương</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_position_embeddings must be a positive integer</source>
        <translation>max_position_embeddings phải là số nguyên dương</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>block_configs lists %1 layers but num_hidden_layers is %2</source>
        <translation>block_configs liệt kê %1 lớp nhưng num_hidden_layers là %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>layer_types lists %1 layers but num_hidden_layers is %2</source>
        <translation>layer_types liệt kê %1 lớp nhưng num_hidden_layers là %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a mixture of experts needs num_experts_per_tok between 1 and the expert count and a positive expert width</source>
        <translation>mixture of experts cần num_experts_per_tok nằm trong khoảng 1 đến số expert và độ rộng expert dương</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>multi-head latent attention needs qk_rope_head_dim, qk_nope_head_dim and v_head_dim</source>
        <translation>multi-head latent attention cần qk_rope_head_dim, qk_nope_head_dim và v_head_dim</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sliding_window must be positive</source>
        <translation>sliding_window phải dương</translation>
    </message>
    <message>
        <location filename="../../core/model/modelbounds.cpp" line="+33"/>
        <source>%1 is %2; the allowed range is %3 to %4</source>
        <translation>%1 là %2; khoảng cho phép là từ %3 đến %4</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>partial_rotary_factor is %1; the allowed range is above %2 and at most %3</source>
        <translation>partial_rotary_factor là %1; khoảng cho phép là lớn hơn %2 và tối đa %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the shapes give %1 MiB of KV cache per token; kvbudget accepts at most %2 MiB</source>
        <translation>các kích thước của mô hình cho ra %1 MiB KV cache mỗi token; kvbudget chấp nhận tối đa %2 MiB</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the state-space shapes give %1 GiB of state per request; kvbudget accepts at most %2 GiB</source>
        <translation>các kích thước state-space cho ra %1 GiB trạng thái mỗi yêu cầu; kvbudget chấp nhận tối đa %2 GiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the vision encoder&apos;s %1 parameters are out of range</source>
        <translation>số tham số của bộ mã hóa hình ảnh (%1) nằm ngoài khoảng cho phép</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the shapes give %1 parameters; the allowed range is 1 to %2</source>
        <translation>các kích thước của mô hình cho ra %1 tham số; khoảng cho phép là từ 1 đến %2</translation>
    </message>
</context>
<context>
    <name>kvb::PlanFlags</name>
    <message>
        <location filename="../../core/vllm/flagstate.cpp" line="+108"/>
        <source>scenario</source>
        <translation>kịch bản</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model</source>
        <translation>mô hình</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU memory</source>
        <translation>bộ nhớ GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU count</source>
        <translation>số GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM version</source>
        <translation>phiên bản vLLM</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM engine</source>
        <translation>engine vLLM</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>images per prompt</source>
        <translation>số ảnh mỗi prompt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>other processes</source>
        <translation>tiến trình khác</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overhead override</source>
        <translation>ghi đè phụ trội</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>non-torch override</source>
        <translation>ghi đè ngoài torch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activation override</source>
        <translation>ghi đè kích hoạt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA-graph override</source>
        <translation>ghi đè CUDA graph</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights override</source>
        <translation>ghi đè trọng số</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>typical request</source>
        <translation>yêu cầu điển hình</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p95 request</source>
        <translation>yêu cầu p95</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>safety margin</source>
        <translation>biên an toàn</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>accounting</source>
        <translation>cách tính</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>headroom</source>
        <translation>dư địa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>headroom share</source>
        <translation>tỷ lệ dư địa</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>default</source>
        <translation>mặc định</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on</source>
        <translation>bật</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>tắt</translation>
    </message>
    <message>
        <location filename="../../core/vllm/flagtable.cpp" line="+29"/>
        <location filename="../../core/vllm/flagvalues.cpp" line="+42"/>
        <location line="+122"/>
        <source>%1 %2: expected %3</source>
        <translation>%1 %2: cần %3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Unknown model &quot;%1&quot;: not a preset id or Hugging Face repo (see kvbudget list models), and no such config.json or folder</source>
        <translation>Mô hình &quot;%1&quot; không xác định: không phải id mẫu có sẵn hay repo Hugging Face (xem kvbudget list models), và cũng không có config.json hay thư mục như vậy</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unknown GPU &quot;%1&quot; (see kvbudget list gpus, or give --gpu-memory-gib)</source>
        <translation>GPU &quot;%1&quot; không xác định (xem kvbudget list gpus, hoặc dùng --gpu-memory-gib)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>GPU with %1 GiB</source>
        <translation>GPU %1 GiB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a vLLM version such as 0.21 or 0.10.1</source>
        <translation>một phiên bản vLLM, ví dụ 0.21 hoặc 0.10.1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM %1 is newer than the newest release kvbudget models (%2); the plan uses %2&apos;s rules</source>
        <translation>vLLM %1 mới hơn phiên bản mới nhất mà kvbudget mô hình hóa (%2); kế hoạch dùng quy tắc của %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--max-model-len auto: vLLM fits the context to the memory; the plan uses the model&apos;s maximum and reports the estimate</source>
        <translation>--max-model-len auto: vLLM điều chỉnh ngữ cảnh cho vừa bộ nhớ; kế hoạch dùng mức tối đa của mô hình và báo cáo ước tính</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a token count such as 32768 or 32K</source>
        <translation>số token, ví dụ 32768 hoặc 32K</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>a JSON object</source>
        <translation>một JSON object</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_pixels a whole number from 1 to %1</source>
        <translation>max_pixels là số nguyên từ 1 đến %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>start from a built-in scenario (kvbudget list scenarios) or a scenario file</source>
        <translation>bắt đầu từ một kịch bản tích hợp (kvbudget list scenarios) hoặc một tệp kịch bản</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a preset id or Hugging Face repo, or a config.json / model folder to import</source>
        <translation>id mẫu có sẵn hoặc repo Hugging Face, hoặc config.json / thư mục mô hình để nhập</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a GPU preset (kvbudget list gpus)</source>
        <translation>mẫu GPU có sẵn (kvbudget list gpus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the CUDA-visible memory per GPU in GiB, e.g. 79.2</source>
        <translation>bộ nhớ CUDA thấy được trên mỗi GPU, tính bằng GiB, ví dụ 79.2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CUDA-visible memory per GPU in GiB (for cards not in the presets)</source>
        <translation>bộ nhớ CUDA thấy được trên mỗi GPU, tính bằng GiB (cho card không có trong mẫu có sẵn)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a GPU count of at least 1</source>
        <translation>số GPU, ít nhất là 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs available (default: tensor x pipeline parallel size)</source>
        <translation>số GPU khả dụng (mặc định: kích thước song song tensor x pipeline)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM version whose accounting to follow (default: newest modelled)</source>
        <translation>phiên bản vLLM có cách tính được áp dụng (mặc định: bản mới nhất được mô hình hóa)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>force the engine where a version had both (VLLM_USE_V1)</source>
        <translation>ép chọn engine ở phiên bản có cả hai (VLLM_USE_V1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a fraction such as 0.9</source>
        <translation>một tỷ lệ, ví dụ 0.9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of the whole GPU vLLM may use, 0 &lt; F &lt;= 1 (default 0.92 from vLLM 0.21, 0.90 before)</source>
        <translation>phần của toàn bộ GPU mà vLLM được dùng, 0 &lt; F &lt;= 1 (mặc định 0.92 từ vLLM 0.21, 0.90 trước đó)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>context per request; 32k = 32,000 and 32K = 32,768 as in vLLM; auto: the model&apos;s own</source>
        <translation>ngữ cảnh mỗi yêu cầu; 32k = 32000 và 32K = 32768 như trong vLLM; auto: mức của chính mô hình</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV storage: auto, bfloat16, float16, fp8, fp8_e4m3 or fp8_e5m2 (every fp8 is one byte)</source>
        <translation>kiểu lưu KV: auto, bfloat16, float16, fp8, fp8_e4m3 hoặc fp8_e5m2 (mọi loại fp8 đều một byte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights: auto, bfloat16, float16 or float32 (auto downcasts float32 checkpoints)</source>
        <translation>trọng số: auto, bfloat16, float16 hoặc float32 (auto hạ độ chính xác của checkpoint float32)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>auto, generate or pooling: pooling runs embedding models and rerankers (no sampler, no lm_head)</source>
        <translation>auto, generate hoặc pooling: pooling chạy mô hình embedding và reranker (không có bộ lấy mẫu, không có lm_head)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>what-if for an unquantized checkpoint: none, fp8, int8, awq or gptq (a checkpoint&apos;s own quantization_config wins)</source>
        <translation>giả định cho checkpoint không lượng tử hóa: none, fp8, int8, awq hoặc gptq (quantization_config riêng của checkpoint được ưu tiên)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+9"/>
        <location line="+8"/>
        <source>an integer</source>
        <translation>một số nguyên</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>shards heads and MLP; KV heads are replicated when TP exceeds them</source>
        <translation>chia head và MLP; head KV được nhân bản khi TP vượt quá số head</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>splits the layers; the stage with the fewest blocks decides</source>
        <translation>chia các lớp; giai đoạn có ít block nhất quyết định</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a replica count of at least 1</source>
        <translation>số bản sao, ít nhất là 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replicas; each GPU&apos;s plan is the same unless experts are spread over them</source>
        <translation>số bản sao; kế hoạch trên mỗi GPU như nhau trừ khi expert được phân bố trên chúng</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sequences one step may schedule</source>
        <translation>số chuỗi một bước có thể lập lịch</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+66"/>
        <location line="+4"/>
        <source>a token count</source>
        <translation>số token</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>tokens one step may schedule (the profiling batch)</source>
        <translation>số token một bước có thể lập lịch (batch profiling)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tokens per KV block (default 16)</source>
        <translation>số token mỗi block KV (mặc định 16)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no CUDA graphs</source>
        <translation>không dùng CUDA graph</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the sampler kernel (VLLM_USE_FLASHINFER_SAMPLER, or whether the install has FlashInfer); auto: the release&apos;s default, with the other kernel in the band</source>
        <translation>kernel của bộ lấy mẫu (VLLM_USE_FLASHINFER_SAMPLER, hoặc bản cài có FlashInfer hay không); auto: mặc định của bản phát hành, kernel còn lại nằm trong dải</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the kernel MXFP4 experts (gpt-oss) load into where the install decides (Hopper, vLLM 0.11.x): triton with triton_kernels (the Docker image), marlin without; auto: Triton, with Marlin&apos;s larger layout in the band</source>
        <translation>kernel mà các chuyên gia MXFP4 (gpt-oss) được nạp vào khi bản cài đặt quyết định (Hopper, vLLM 0.11.x): triton khi có triton_kernels (image Docker), marlin khi không có; auto: Triton, với bố cục lớn hơn của Marlin nằm trong dải</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a positive byte count</source>
        <translation>số byte dương</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM&apos;s fixed KV size: skips profiling and ignores the utilization</source>
        <translation>kích thước KV cố định của vLLM: bỏ qua profiling và bỏ qua mức sử dụng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sliding-window layers keep the whole context, as without vLLM&apos;s hybrid manager</source>
        <translation>các lớp cửa sổ trượt giữ toàn bộ ngữ cảnh, như khi không có trình quản lý lai của vLLM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>whole experts per GPU, spread over TP x DP GPUs</source>
        <translation>mỗi GPU giữ trọn vẹn một số expert, phân bố trên TP x DP GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>V0 only: profile max_num_batched_tokens rather than the whole context</source>
        <translation>chỉ V0: profiling với max_num_batched_tokens thay vì toàn bộ ngữ cảnh</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>V0 only: never chunk prefills</source>
        <translation>chỉ V0: không bao giờ chia nhỏ prefill</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>images per prompt a vision model&apos;s profiling run feeds its encoder (0: text only)</source>
        <translation>số ảnh mỗi prompt mà lượt profiling của mô hình thị giác đưa vào bộ mã hóa (0: chỉ văn bản)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the largest image the processor accepts (max_pixels)</source>
        <translation>ảnh lớn nhất mà bộ xử lý chấp nhận (max_pixels)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a positive pixel count</source>
        <translation>số pixel dương</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the largest image, as --mm-processor-kwargs max_pixels</source>
        <translation>ảnh lớn nhất, như --mm-processor-kwargs max_pixels</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+3"/>
        <source>a size in GiB</source>
        <translation>kích thước tính bằng GiB</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>memory other processes hold on each GPU when vLLM starts</source>
        <translation>bộ nhớ mà tiến trình khác giữ trên mỗi GPU khi vLLM khởi động</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fix non-torch + activation peak + CUDA graphs at X GiB (split in the estimate&apos;s proportions)</source>
        <translation>cố định ngoài torch + đỉnh kích hoạt + CUDA graph ở X GiB (chia theo tỷ lệ của ước tính)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>override the non-torch memory</source>
        <translation>ghi đè bộ nhớ ngoài torch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>override the activation peak of the profiling run</source>
        <translation>ghi đè đỉnh kích hoạt của lượt profiling</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>override the CUDA-graph memory</source>
        <translation>ghi đè bộ nhớ CUDA graph</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>override the weights (a logged &quot;Model loading took X GiB&quot;)</source>
        <translation>ghi đè trọng số (giá trị &quot;Model loading took X GiB&quot; trong log)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>typical tokens per request (prompt + output): the realistic concurrency</source>
        <translation>số token điển hình mỗi yêu cầu (prompt + đầu ra): mức đồng thời thực tế</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>95th-percentile tokens per request: sizes the recommended max_num_seqs</source>
        <translation>số token phân vị 95 mỗi yêu cầu: xác định max_num_seqs khuyến nghị</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a fraction such as 0.85</source>
        <translation>một tỷ lệ, ví dụ 0.85</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of the p95 fit to recommend as max_num_seqs (default 0.85)</source>
        <translation>phần của mức vừa p95 được khuyến nghị làm max_num_seqs (mặc định 0.85)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>simple: card - weights - headroom, the whiteboard budget</source>
        <translation>simple: card - trọng số - dư địa, kiểu tính tay trên bảng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a non-negative size in GiB</source>
        <translation>kích thước không âm tính bằng GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom for --accounting simple, in GiB</source>
        <translation>dư địa cho --accounting simple, tính bằng GiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a percentage of the card from 0 to 99</source>
        <translation>phần trăm của card, từ 0 đến 99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom for --accounting simple, as a share of the card</source>
        <translation>dư địa cho --accounting simple, theo tỷ lệ của card</translation>
    </message>
    <message>
        <location filename="../../core/vllm/flagvalues.cpp" line="-55"/>
        <source>above %1</source>
        <translation>lớn hơn %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at least %1</source>
        <translation>ít nhất %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>above %1 and below %2</source>
        <translation>lớn hơn %1 và nhỏ hơn %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>above %1 and at most %2</source>
        <translation>lớn hơn %1 và tối đa %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to below %2</source>
        <translation>từ %1 đến dưới %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2</source>
        <translation>từ %1 đến %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Scenario</source>
        <translation>Kịch bản</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM settings (as vllm serve spells them)</source>
        <translation>Thiết lập vLLM (theo cách viết của vllm serve)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory outside the model</source>
        <translation>Bộ nhớ ngoài mô hình</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload</source>
        <translation>Tải</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accounting</source>
        <translation>Cách tính</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 needs a value</source>
        <translation>%1 cần một giá trị</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 %2: the allowed range is %3</source>
        <translation>%1 %2: khoảng cho phép là %3</translation>
    </message>
</context>
<context>
    <name>kvb::PlanFormat</name>
    <message>
        <location filename="../../core/report/plantext.cpp" line="+24"/>
        <source>%1 on %2%3 — vLLM %4 accounting</source>
        <translation>%1 trên %2%3 — cách tính của vLLM %4</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Calibrated from a vLLM log: %1–%2 tokens, %3x–%4x (the log&apos;s rounding)</source>
        <translation>Hiệu chỉnh từ log vLLM: %1–%2 token, %3x–%4x (sai số làm tròn của log)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncertainty %1 of KV (%2 overhead estimate): %3–%4 tokens, %5x–%6x</source>
        <translation>Độ bất định %1 của KV (ước tính phụ trội %2): %3–%4 token, %5x–%6x</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Invalid scenario: %1</source>
        <translation>Kịch bản không hợp lệ: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>vLLM would log:</source>
        <translation>vLLM sẽ ghi log:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>**Invalid scenario:** %1</source>
        <translation>**Kịch bản không hợp lệ:** %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>| Step | Formula | Value |
|---|---|---:|
</source>
        <translation>| Bước | Công thức | Giá trị |
|---|---|---:|
</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Hand budget (weights + KV + headroom): %1 on %2</source>
        <translation>Ngân sách tính tay (trọng số + KV + dư địa): %1 trên %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No vLLM ceiling, blocks or profiling: the whiteboard arithmetic.</source>
        <translation>Không có trần vLLM, block hay profiling: chỉ là phép tính tay trên bảng.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hand budget: %1 on %2</source>
        <translation>Ngân sách tính tay: %1 trên %2</translation>
    </message>
</context>
<context>
    <name>kvb::Presets</name>
    <message>
        <location filename="../../core/io/presets.cpp" line="+28"/>
        <source>Cannot read %1: %2</source>
        <translation>Không đọc được %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1 không phải JSON hợp lệ (%2): %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 must hold an object with a &quot;%2&quot; array</source>
        <translation>%1 phải chứa một object có mảng &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: &quot;%2&quot; must be a positive whole number</source>
        <translation>%1: &quot;%2&quot; phải là số nguyên dương</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>models.json: a model entry has no &quot;id&quot;</source>
        <translation>models.json: một mục mô hình không có &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>model preset %1</source>
        <translation>mẫu mô hình %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>GPU preset %1</source>
        <translation>mẫu GPU %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>gpus.json: a GPU entry has no &quot;id&quot;</source>
        <translation>gpus.json: một mục GPU không có &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU preset %1 has no cuda_total_bytes</source>
        <translation>Mẫu GPU %1 không có cuda_total_bytes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>scenarios.json: a scenario entry has no &quot;id&quot;</source>
        <translation>scenarios.json: một mục kịch bản không có &quot;id&quot;</translation>
    </message>
    <message>
        <location filename="../../core/io/presetstrings.cpp" line="+13"/>
        <source>Llama 3.1 8B on an H100 at vLLM&apos;s defaults</source>
        <translation>Llama 3.1 8B trên H100 với mặc định của vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dashboard&apos;s starting point: vLLM&apos;s own defaults (util 0.92 from v0.21, the model&apos;s full 131,072-token context, max_num_seqs 1,024) and the engine&apos;s estimated overhead.</source>
        <translation>Điểm xuất phát của bảng điều khiển: các giá trị mặc định của vLLM (util 0.92 từ v0.21, toàn bộ ngữ cảnh 131072 token của mô hình, max_num_seqs 1024) và phần phụ trội ước tính của engine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed 1: Llama 3.1 8B on an H100, the worked example</source>
        <translation>Ví dụ 1: Llama 3.1 8B trên H100, ví dụ tính chi tiết</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>79.2 GiB x 0.92 = 72.8 GiB ceiling; ~15 GiB of weights; ~3 GiB of overhead; ~54.8 GiB KV pool; 128 KiB per token; ~449k tokens; 3.43x at 131,072 tokens.</source>
        <translation>79.2 GiB x 0.92 = trần 72.8 GiB; ~15 GiB trọng số; ~3 GiB phụ trội; vùng KV ~54.8 GiB; 128 KiB mỗi token; ~449k token; 3.43x ở 131072 token.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed 1b: the same deployment with an 8K context</source>
        <translation>Ví dụ 1b: cùng triển khai đó với ngữ cảnh 8K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only max_model_len changes: the pool is the same, so the worst-case concurrency rises to ~54.8x.</source>
        <translation>Chỉ max_model_len thay đổi: vùng KV vẫn như cũ, nên mức đồng thời trong trường hợp xấu nhất tăng lên ~54.8x.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed 1c: FP8 KV cache</source>
        <translation>Ví dụ 1c: KV cache FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--kv-cache-dtype fp8 halves the bytes per token (64 KiB) and doubles the tokens.</source>
        <translation>--kv-cache-dtype fp8 giảm một nửa số byte mỗi token (64 KiB) và tăng gấp đôi số token.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed 2: a hand budget on a 24 GB card</source>
        <translation>Ví dụ 2: ngân sách tính tay trên card 24 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whiteboard version: a 24 GiB card, &quot;8B x 2 bytes = 16 GB&quot; of fp16 weights and 2 GiB of headroom leave 6 GiB for KV: 49,152 tokens of 128 KiB, 12 requests at 4K, 6 at 8K. Drop the weights override to use the exact parameter count instead.</source>
        <translation>Phiên bản tính tay trên bảng: card 24 GiB, &quot;8B x 2 byte = 16 GB&quot; trọng số fp16 và 2 GiB dư địa để lại 6 GiB cho KV: 49152 token 128 KiB, 12 yêu cầu ở 4K, 6 yêu cầu ở 8K. Bỏ giá trị ghi đè trọng số để dùng số tham số chính xác.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>24 GiB card</source>
        <translation>Card 24 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed 3: util 0.5 on a 24 GiB card with only 10 GiB free</source>
        <translation>Ví dụ 3: util 0.5 trên card 24 GiB chỉ còn trống 10 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpu_memory_utilization is a share of the whole card, not of what is free: 0.5 asks for 12 GiB, and with 14 GiB held by another process vLLM refuses to start.</source>
        <translation>gpu_memory_utilization là tỷ lệ của toàn bộ card, không phải của phần còn trống: 0.5 yêu cầu 12 GiB, và khi một tiến trình khác giữ 14 GiB thì vLLM từ chối khởi động.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Llama 3.1 70B on two H100s (TP 2)</source>
        <translation>Llama 3.1 70B trên hai H100 (TP 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallelism halves the sharded weights and the KV heads per GPU.</source>
        <translation>Song song tensor giảm một nửa trọng số được shard và số head KV trên mỗi GPU.</translation>
    </message>
</context>
<context>
    <name>kvb::Repack</name>
    <message>
        <location filename="../../core/fleet/repack.cpp" line="+279"/>
        <source>start order and placement only</source>
        <translation>chỉ thứ tự khởi động và vị trí bố trí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower gpu_memory_utilization</source>
        <translation>giảm gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an fp8 KV cache (check quality on your evaluations)</source>
        <translation>KV cache fp8 (hãy kiểm tra chất lượng bằng các bài đánh giá của bạn)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a shorter max_model_len</source>
        <translation>max_model_len ngắn hơn</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>GPU &quot;%1&quot; holds %2 deployments; kvbudget re-packs fleets with at most %3 on one GPU</source>
        <translation>GPU &quot;%1&quot; chứa %2 triển khai; kvbudget chỉ sắp xếp lại cụm có tối đa %3 triển khai trên một GPU</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Re-packing this fleet would weigh %1 placements (each deployment to place, on every set of healthy GPUs it could run on); kvbudget weighs at most %2. Fail fewer GPUs at a time, or re-pack a smaller fleet.</source>
        <translation>Sắp xếp lại cụm này sẽ phải cân nhắc %1 cách đặt (mỗi triển khai cần đặt, trên mọi bộ GPU còn tốt mà nó có thể chạy); kvbudget cân nhắc tối đa %2. Hãy cho hỏng ít GPU hơn mỗi lần, hoặc sắp xếp lại một cụm nhỏ hơn.</translation>
    </message>
</context>
<context>
    <name>kvb::Report</name>
    <message>
        <location filename="../../core/report/reportdocument.cpp" line="+29"/>
        <source>Memory per GPU</source>
        <translation>Bộ nhớ mỗi GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests at once by context length</source>
        <translation>Số yêu cầu cùng lúc theo độ dài ngữ cảnh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV tokens by gpu_memory_utilization</source>
        <translation>Token KV theo gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each setting saves</source>
        <translation>Mỗi thiết lập tiết kiệm được bao nhiêu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dashboard</source>
        <translation>Bảng điều khiển</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Charts</source>
        <translation>Biểu đồ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Worked math</source>
        <translation>Phép tính chi tiết</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+92"/>
        <source>What vLLM will log</source>
        <translation>Những gì vLLM sẽ ghi log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At startup vLLM should print these lines:</source>
        <translation>Khi khởi động, vLLM sẽ in các dòng sau:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM refuses to start with this error:</source>
        <translation>vLLM từ chối khởi động với lỗi sau:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Launch command</source>
        <translation>Lệnh khởi chạy</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+2"/>
        <source>Assumptions</source>
        <translation>Giả định</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every setting is vLLM&apos;s default.</source>
        <translation>Mọi thiết lập đều là mặc định của vLLM.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+21"/>
        <source>Settings that differ from vLLM&apos;s defaults:</source>
        <translation>Các thiết lập khác với mặc định của vLLM:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Does vLLM %1 start %2 with max_model_len %3 and gpu_memory_utilization %4, and how many requests of that length does it hold at once?</source>
        <translation>vLLM %1 có khởi động được %2 với max_model_len %3 và gpu_memory_utilization %4 không, và nó chứa được bao nhiêu yêu cầu dài như vậy cùng lúc?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Capacity report: %1</source>
        <translation>Báo cáo dung lượng: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Verdict: %2. %3.</source>
        <translation>%1 Kết luận: %2. %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Capacity comparison: %1</source>
        <translation>So sánh dung lượng: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2): %3.</source>
        <translation>%1 (%2): %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which of these %1 options should serve %2, measured against %3 as the baseline? %4</source>
        <translation>Phương án nào trong %1 phương án này nên phục vụ %2, khi lấy %3 làm đường cơ sở? %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Comparison</source>
        <translation>So sánh</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2. %3.</source>
        <translation>%1 — %2. %3.</translation>
    </message>
    <message>
        <location filename="../../core/report/reportfleet.cpp" line="-90"/>
        <location line="+20"/>
        <location line="+52"/>
        <source>Deployment</source>
        <translation>Triển khai</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Model</source>
        <translation>Mô hình</translation>
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
        <translation>Kết quả</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>KV tokens</source>
        <translation>Token KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max concurrency</source>
        <translation>Đồng thời tối đa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held per GPU</source>
        <translation>Giữ mỗi GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+18"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free at start</source>
        <translation>Trống lúc khởi động</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ceiling</source>
        <translation>Trần</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup peak</source>
        <translation>Đỉnh khởi động</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held</source>
        <translation>Giữ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (failed)</source>
        <translation>%1 (hỏng)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do the %1 deployments of %2 start on its %3 GPUs (%4 failed), and what does each hold?</source>
        <translation>%1 triển khai của %2 có khởi động được trên %3 GPU (%4 hỏng) không, và mỗi triển khai giữ bao nhiêu bộ nhớ?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Verdict: every deployment starts.</source>
        <translation>Kết luận: mọi triển khai đều khởi động được.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict: %1 of %2 start; %3.</source>
        <translation>Kết luận: %1 trên %2 triển khai khởi động được; %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Launch commands</source>
        <translation>Lệnh khởi chạy</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/report/reportparts.cpp" line="+153"/>
        <source>Setting</source>
        <translation>Thiết lập</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../core/report/reportparts.cpp" line="+0"/>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: vLLM %2, accounted as the %3 era; %4</source>
        <translation>%1: vLLM %2, tính theo thời kỳ %3; %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fleet report: %1</source>
        <translation>Báo cáo cụm: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs: what each deployment holds once serving, its startup spike and ceiling</source>
        <translation>GPU: phần mỗi triển khai giữ khi đang phục vụ, đỉnh khởi động và trần của nó</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployments</source>
        <translation>Các triển khai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup, card by card</source>
        <translation>Khởi động, từng card</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instances start in order; each sees what the card&apos;s other processes and the instances before it hold.</source>
        <translation>Các tiến trình vLLM khởi động theo thứ tự; mỗi tiến trình thấy phần bộ nhớ mà các tiến trình khác trên card và các tiến trình khởi động trước nó đang giữ.</translation>
    </message>
    <message>
        <location filename="../../core/report/reportparts.cpp" line="-126"/>
        <location line="+15"/>
        <source>calibrated from the user&apos;s vLLM log</source>
        <translation>hiệu chỉnh từ log vLLM của người dùng</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>part of the whole overhead, fixed by --overhead-gib</source>
        <translation>một phần của tổng phụ trội, cố định bằng --overhead-gib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>overridden (%1)</source>
        <translation>ghi đè (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>estimated from the fitted terms</source>
        <translation>ước tính từ các thành phần đã khớp</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights %1: %2</source>
        <translation>Trọng số %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overridden (--weights-gib)</source>
        <translation>ghi đè (--weights-gib)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counted from the model&apos;s shapes and weight format</source>
        <translation>tính từ kích thước các tensor của mô hình và định dạng trọng số</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Non-torch memory %1: %2</source>
        <translation>Bộ nhớ ngoài torch %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak %1: %2</source>
        <translation>Đỉnh kích hoạt %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA graphs %1: %2</source>
        <translation>CUDA graph %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>estimated from the release&apos;s capture sizes and measured graph sizes</source>
        <translation>ước tính từ các kích thước capture của phiên bản và kích thước graph đã đo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache %1: fixed by --kv-cache-memory (vLLM skips profiling)</source>
        <translation>KV cache %1: cố định bằng --kv-cache-memory (vLLM bỏ qua profiling)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 on %2 × %3 (%4)</source>
        <translation>%1 trên %2 × %3 (%4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step</source>
        <translation>Bước</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How</source>
        <translation>Cách tính</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>vLLM %1, accounted as the %2 era (%3 engine): the ceiling, what is charged to it and the log lines follow that release&apos;s source.</source>
        <translation>vLLM %1, tính theo thời kỳ %2 (engine %3): trần, những gì được tính vào trần và các dòng log theo đúng mã nguồn của bản phát hành đó.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the uncertainty means: vLLM&apos;s KV pool on this setup is expected within the range above; a figure near its edge is a reason to measure (kvbudget calibrate) before committing hardware.</source>
        <translation>Ý nghĩa của độ bất định: vùng KV của vLLM trên cấu hình này dự kiến nằm trong khoảng ở trên; một số liệu gần biên của khoảng là lý do để đo thực tế (kvbudget calibrate) trước khi cam kết phần cứng.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Flag</source>
        <translation>Cờ</translation>
    </message>
    <message>
        <location filename="../../core/report/reportwriters.cpp" line="+144"/>
        <source>*Written by kvbudget %1.*
</source>
        <translation>*Tạo bởi kvbudget %1.*
</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Written by kvbudget %1.</source>
        <translation>Tạo bởi kvbudget %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: a report is .pdf, .html or .md</source>
        <translation>%1: báo cáo phải là .pdf, .html hoặc .md</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this build of kvbudget cannot draw charts (built without the GUI)</source>
        <translation>bản build kvbudget này không vẽ được biểu đồ (được build không có GUI)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot lay out the PDF for %1</source>
        <translation>Không dàn trang được PDF cho %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot draw %1</source>
        <translation>Không vẽ được %1</translation>
    </message>
</context>
<context>
    <name>kvb::ReportCommand</name>
    <message>
        <location filename="../../cli/reportcommand.cpp" line="+51"/>
        <source>%1 needs a value</source>
        <translation>%1 cần một giá trị</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--compare and --fleet make different reports: give one</source>
        <translation>--compare và --fleet tạo ra hai loại báo cáo khác nhau: chỉ dùng một</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a report shows vLLM&apos;s accounting: drop --accounting simple</source>
        <translation>báo cáo trình bày cách tính của vLLM: bỏ --accounting simple</translation>
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
        <translation>Cách dùng: kvbudget report [cờ plan] -o FILE.pdf|html|md [--page a4|letter]
       kvbudget report --compare A B [C D] [cờ plan] [--vary &quot;FLAGS&quot; ...] -o FILE
       kvbudget report --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE

Một tài liệu người duyệt đọc được mà không cần kvbudget: câu hỏi và kết luận, biểu đồ, bảng so sánh,
phép tính chi tiết, các dòng log dự kiến của vLLM, lệnh khởi chạy và các giả định. PDF khổ A4
hoặc Letter (mặc định: khổ giấy theo locale của bạn), HTML với biểu đồ SVG nhúng sẵn và không cần tệp ngoài,
Markdown với biểu đồ PNG ghi bên cạnh (FILE-chart-*.png).
Mã thoát: 0 mọi thứ đều khởi động được, 3 có thứ từ chối, 2 đầu vào không hợp lệ, 4 lỗi tệp.

</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>say where to write the report: -o FILE.pdf|html|md</source>
        <translation>hãy nêu nơi ghi báo cáo: -o FILE.pdf|html|md</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a report is .pdf, .html or .md</source>
        <translation>%1: báo cáo phải là .pdf, .html hoặc .md</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--page %1: expected a4 or letter</source>
        <translation>--page %1: cần a4 hoặc letter</translation>
    </message>
</context>
<context>
    <name>kvb::ScenarioFile</name>
    <message>
        <location filename="../../core/io/jsonsection.cpp" line="+49"/>
        <source>%1: unknown key &quot;%2&quot; ignored</source>
        <translation>%1: bỏ qua khóa không xác định &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: &quot;%2&quot; must be a number</source>
        <translation>%1: &quot;%2&quot; phải là số</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; must be between %3 and %4 (got %5)</source>
        <translation>%1: &quot;%2&quot; phải nằm trong khoảng %3 đến %4 (nhận được %5)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;%2&quot; must be greater than 0 and at most %3 (got %4)</source>
        <translation>%1: &quot;%2&quot; phải lớn hơn 0 và không quá %3 (nhận được %4)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;%2&quot; must be a whole number (got %3)</source>
        <translation>%1: &quot;%2&quot; phải là số nguyên (nhận được %3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;%2&quot; must be a string</source>
        <translation>%1: &quot;%2&quot; phải là chuỗi</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: &quot;%2&quot; must be true or false</source>
        <translation>%1: &quot;%2&quot; phải là true hoặc false</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: &quot;%2&quot; must be an object</source>
        <translation>%1: &quot;%2&quot; phải là object</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: &quot;%2&quot; must be an array of strings</source>
        <translation>%1: &quot;%2&quot; phải là mảng chuỗi</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariofile.cpp" line="+52"/>
        <source>%1: unknown model &quot;%2&quot; (not a preset id, Hugging Face repo of a preset, or an existing config.json path; see `kvbudget list models`)</source>
        <translation>%1: mô hình &quot;%2&quot; không xác định (không phải id mẫu có sẵn, repo Hugging Face của một mẫu có sẵn, hay đường dẫn config.json có thật; xem `kvbudget list models`)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: an inline &quot;model&quot; needs a &quot;config&quot; object (config.json fields)</source>
        <translation>%1: &quot;model&quot; nội tuyến cần một object &quot;config&quot; (các trường của config.json)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &quot;model&quot; must be a preset id, a path or an object</source>
        <translation>%1: &quot;model&quot; phải là id mẫu có sẵn, đường dẫn hoặc object</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: unknown kv_cache_dtype &quot;%2&quot;</source>
        <translation>%1: kv_cache_dtype không xác định &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: unknown dtype &quot;%2&quot;</source>
        <translation>%1: dtype không xác định &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: runner must be &quot;auto&quot;, &quot;generate&quot; or &quot;pooling&quot; (got &quot;%2&quot;)</source>
        <translation>%1: runner phải là &quot;auto&quot;, &quot;generate&quot; hoặc &quot;pooling&quot; (nhận được &quot;%2&quot;)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: unknown quantization &quot;%2&quot;</source>
        <translation>%1: phương pháp lượng tử hóa không xác định &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: mxfp4_backend must be &quot;auto&quot;, &quot;marlin&quot; or &quot;triton&quot; (got &quot;%2&quot;)</source>
        <translation>%1: mxfp4_backend phải là &quot;auto&quot;, &quot;marlin&quot; hoặc &quot;triton&quot; (nhận được &quot;%2&quot;)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: vllm_engine must be &quot;v0&quot; or &quot;v1&quot; (got &quot;%2&quot;)</source>
        <translation>%1: vllm_engine phải là &quot;v0&quot; hoặc &quot;v1&quot; (nhận được &quot;%2&quot;)</translation>
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
        <translation>%1: chế độ accounting phải là &quot;vllm&quot; hoặc &quot;simple&quot; (nhận được &quot;%2&quot;)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: unknown GPU &quot;%2&quot; (see `kvbudget list gpus`, or give {&quot;name&quot;, &quot;memory_gib&quot;})</source>
        <translation>%1: GPU &quot;%2&quot; không xác định (xem `kvbudget list gpus`, hoặc dùng {&quot;name&quot;, &quot;memory_gib&quot;})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gpu</source>
        <translation>%1 gpu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Custom GPU</source>
        <translation>GPU tùy chỉnh</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a custom &quot;gpu&quot; needs &quot;memory_gib&quot; (the CUDA-visible total)</source>
        <translation>%1: &quot;gpu&quot; tùy chỉnh cần &quot;memory_gib&quot; (tổng bộ nhớ CUDA thấy được)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;gpu&quot; must be a preset id or an object</source>
        <translation>%1: &quot;gpu&quot; phải là id mẫu có sẵn hoặc object</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;kvbudget_scenario&quot; is %2, but this kvbudget reads scenario format 1</source>
        <translation>%1: &quot;kvbudget_scenario&quot; là %2, nhưng kvbudget này chỉ đọc định dạng kịch bản 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (this kvbudget reads scenario format 1)</source>
        <translation> (kvbudget này đọc định dạng kịch bản 1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no &quot;kvbudget_scenario&quot;: 1 marker; reading it as format 1</source>
        <translation>%1 không có dấu &quot;kvbudget_scenario&quot;: 1; đọc như định dạng 1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;model&quot; is missing</source>
        <translation>%1: thiếu &quot;model&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;gpu&quot; is missing</source>
        <translation>%1: thiếu &quot;gpu&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;vllm_version&quot; must look like 0.21 or 0.10.1 (got &quot;%2&quot;)</source>
        <translation>%1: &quot;vllm_version&quot; phải có dạng 0.21 hoặc 0.10.1 (nhận được &quot;%2&quot;)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>scenario file</source>
        <translation>tệp kịch bản</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is empty</source>
        <translation>%1 trống</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1 không phải JSON hợp lệ (%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON object</source>
        <translation>%1 phải chứa một JSON object</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>scenario %1</source>
        <translation>kịch bản %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown scenario &quot;%1&quot;: not a built-in scenario (see `kvbudget list scenarios`) and no such file</source>
        <translation>Kịch bản &quot;%1&quot; không xác định: không phải kịch bản tích hợp (xem `kvbudget list scenarios`) và cũng không có tệp nào như vậy</translation>
    </message>
</context>
<context>
    <name>kvb::Scheduler</name>
    <message>
        <location filename="../../core/load/schedulerrun.h" line="+351"/>
        <source>step %1: %2</source>
        <translation>bước %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>request %1 holds %2 blocks for %3 computed tokens</source>
        <translation>yêu cầu %1 giữ %2 block cho %3 token đã tính</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>waiting request %1 still holds blocks</source>
        <translation>yêu cầu đang chờ %1 vẫn giữ block</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>block count %1 does not match the requests&apos; %2</source>
        <translation>số block %1 không khớp với %2 của các yêu cầu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks allocated from a pool of %2</source>
        <translation>%1 block được cấp phát từ vùng KV %2 block</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 running with max_num_seqs %2</source>
        <translation>%1 đang chạy với max_num_seqs %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens scheduled with max_num_batched_tokens %2</source>
        <translation>%1 token được lập lịch với max_num_batched_tokens %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>request %1 computed %2 tokens; expected prompt + output - 1 + %3 recomputed - %4 cached</source>
        <translation>yêu cầu %1 đã tính %2 token; kỳ vọng prompt + đầu ra - 1 + %3 tính lại - %4 đã cache</translation>
    </message>
</context>
<context>
    <name>kvb::Simulate</name>
    <message>
        <location filename="../../cli/simulatecommand.cpp" line="+29"/>
        <source>--%1 %2: expected %3</source>
        <translation>--%1 %2: cần %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--%1 needs --%2 (the median) as well</source>
        <translation>--%1 cần cả --%2 (trung vị)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a token count from 1 to 100,000,000</source>
        <translation>số token từ 1 đến 100 triệu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--%1 %2 is below the median --%3 %4: the 95th percentile cannot be shorter</source>
        <translation>--%1 %2 nhỏ hơn trung vị --%3 %4: phân vị 95 không thể ngắn hơn</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>--trace gives the request lengths; leave out --prompt-tokens and --output-tokens</source>
        <translation>--trace đã cho biết độ dài yêu cầu; hãy bỏ --prompt-tokens và --output-tokens</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the trace has arrival_s: --arrival is ignored</source>
        <translation>trace có arrival_s: --arrival bị bỏ qua</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a request count from 1 to %1</source>
        <translation>số yêu cầu từ 1 đến %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--num-requests %1: the trace %2 has only %3 requests</source>
        <translation>--num-requests %1: trace %2 chỉ có %3 yêu cầu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the trace %1 has %2 requests; simulate at most %3 (use --num-requests)</source>
        <translation>trace %1 có %2 yêu cầu; chỉ mô phỏng tối đa %3 (dùng --num-requests)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a whole number from 0 to 9007199254740991</source>
        <translation>số nguyên từ 0 đến 9007199254740991</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a token count from 0 to 100,000,000</source>
        <translation>số token từ 0 đến 100.000.000</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a number of points from 0 (every step) to 10,000,000</source>
        <translation>số điểm từ 0 (mọi bước) đến 10.000.000</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>milliseconds per step, above 0</source>
        <translation>mili giây mỗi bước, lớn hơn 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>milliseconds per token, 0 or more</source>
        <translation>mili giây mỗi token, từ 0 trở lên</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a fraction such as 0.9</source>
        <translation>một tỷ lệ, ví dụ 0.9</translation>
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
        <translation>Cách dùng: kvbudget simulate [cờ plan] [cờ tải] [--format text|json|csv] [-- vllm serve ...]

Mô phỏng bộ lập lịch của vLLM V1 trên vùng KV của kế hoạch (từng block một: hàng đợi FCFS, max_num_seqs,
max_num_batched_tokens với chunked prefill, preemption kiểu tính lại) và tìm max_num_seqs lớn nhất
không có preemption và có đỉnh mức dùng KV dưới mục tiêu.

Tải:
  --num-requests N              số yêu cầu cần mô phỏng (mặc định 1000; với --trace là mọi dòng của nó)
  --prompt-tokens N             độ dài prompt; cố định, hoặc là trung vị khi có --prompt-tokens-p95
  --prompt-tokens-p95 N         phân vị 95: độ dài prompt theo phân phối log-normal
  --output-tokens N             độ dài đầu ra; cố định, hoặc là trung vị khi có --output-tokens-p95
  --output-tokens-p95 N         phân vị 95: độ dài đầu ra theo phân phối log-normal
                                (mặc định: số token mỗi yêu cầu của kịch bản chia theo tỷ lệ 5:1, log-normal)
  --arrival burst|poisson:RATE|users:N
                                tất cả cùng lúc (mặc định), quá trình Poisson với RATE yêu cầu mỗi giây,
                                hoặc vòng lặp kín N người dùng, mỗi người gửi yêu cầu tiếp theo khi một yêu cầu hoàn tất
  --trace FILE.csv              mỗi dòng prompt_tokens,output_tokens[,arrival_s] (dòng tiêu đề tùy chọn)
  --seed N                      seed cho độ dài và thời điểm đến được sinh ra (mặc định 1)
  --prefix-tokens N             một prefix mà mọi prompt dùng chung; được cache một lần khi bật prefix caching
  --no-prefix-caching           tính prefix dùng chung cho từng yêu cầu
Mô hình thời gian và việc tìm kiếm:
  --step-ms F  --ms-per-token F  thời gian mỗi bước = F + F&apos; x số token trong bước (mặc định 15 + 0.03 ms)
  --target-kv-usage F           đỉnh mức dùng KV mà khuyến nghị phải giữ dưới (mặc định 0.9)
  --no-recommend                bỏ qua việc tìm kiếm
  --series-points N             số điểm chuỗi thời gian được giữ (mặc định 2000; 0 = mọi bước)
Đầu ra:
  --format text|json|csv        bản tóm tắt, bản tóm tắt JSON ổn định, hoặc chuỗi thời gian

Cờ plan (như kvbudget plan):
</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>kvbudget simulate: --format needs a value: text, json or csv
</source>
        <translation>kvbudget simulate: --format cần một giá trị: text, json hoặc csv
</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>kvbudget simulate: --format %1: expected text, json or csv
</source>
        <translation>kvbudget simulate: --format %1: cần text, json hoặc csv
</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>simulate uses vLLM&apos;s accounting; --accounting simple is ignored</source>
        <translation>simulate dùng cách tính của vLLM; --accounting simple bị bỏ qua</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>kvbudget simulate: vLLM would not start, so there is nothing to simulate.
</source>
        <translation>kvbudget simulate: vLLM sẽ không khởi động được nên không có gì để mô phỏng.
</translation>
    </message>
</context>
<context>
    <name>kvb::SimulateFormat</name>
    <message>
        <location filename="../../cli/simulateformat.cpp" line="+51"/>
        <source>Preemption spiral: the pool ran out, %1 preemptions threw away %2 computed tokens that were computed again.</source>
        <translation>Vòng xoáy preemption: vùng KV cạn kiệt, %1 lần preemption đã bỏ đi %2 token đã tính và phải tính lại.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No preemptions, but KV usage peaked at %1, above the %2 target: no headroom for longer requests.</source>
        <translation>Không có preemption, nhưng mức dùng KV đạt đỉnh %1, vượt mục tiêu %2: không còn dư địa cho yêu cầu dài hơn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Holds: no preemptions, KV usage peaked at %1 (target below %2).</source>
        <translation>Ổn định: không có preemption, mức dùng KV đạt đỉnh %1 (mục tiêu dưới %2).</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>%1 — vLLM %2 (V0) pool, run through V1&apos;s scheduler (chunked prefill, recompute preemption); V0 prefilled each prompt whole, so its step counts and first-token times differ
</source>
        <translation>%1 — pool của vLLM %2 (V0), chạy qua bộ lập lịch của V1 (prefill theo khối, preemption tính lại); V0 prefill trọn mỗi prompt, nên số bước và thời gian đến token đầu tiên của nó khác
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — vLLM %2 scheduler (V1: chunked prefill, recompute preemption)
</source>
        <translation>%1 — bộ lập lịch vLLM %2 (V1: chunked prefill, preemption kiểu tính lại)
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  pool: %1 blocks × %2 tokens; %3 usable (one is V1&apos;s null block) = %4 tokens
</source>
        <translation>  vùng KV: %1 block × %2 token; %3 dùng được (một block là null block của V1) = %4 token
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  pool: %1 blocks × %2 tokens, all usable (V0 keeps no null block) = %3 tokens
</source>
        <translation>  vùng nhớ: %1 khối × %2 token, dùng được tất cả (V0 không giữ khối null) = %3 token
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  max_num_seqs %1, max_num_batched_tokens %2, max_model_len %3
</source>
        <translation>  max_num_seqs %1, max_num_batched_tokens %2, max_model_len %3
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  workload: %1
</source>
        <translation>  tải: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  shared prefix: %1 tokens, prefix caching %2
</source>
        <translation>  prefix dùng chung: %1 token, prefix caching %2
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>bật</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>tắt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At max_num_seqs %1:
</source>
        <translation>Với max_num_seqs %1:
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak KV usage</source>
        <translation>đỉnh mức dùng KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 of %3 blocks)</source>
        <translation>%1 (%2 trên %3 block)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptions</source>
        <translation>preemption</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 requests; %3 tokens recomputed)</source>
        <translation>%1 (%2 yêu cầu; %3 token được tính lại)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max running / waiting</source>
        <translation>tối đa đang chạy / đang chờ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completed</source>
        <translation>hoàn tất</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2%3</source>
        <translation>%1 trên %2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1 rejected: longer than max_model_len or the pool)</source>
        <translation> (%1 bị từ chối: dài hơn max_model_len hoặc vùng KV)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steps to drain</source>
        <translation>số bước để xử lý hết</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 simulated)</source>
        <translation>%1 (%2 được mô phỏng)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time to first token</source>
        <translation>thời gian đến token đầu tiên</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>p50 %1, p95 %2</source>
        <translation>p50 %1, p95 %2</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>end-to-end latency</source>
        <translation>độ trễ đầu-cuối</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>prefix cache hits</source>
        <translation>lượt trúng prefix cache</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  KV usage  %1  (▁ 0% … █ 100%, about %2 steps a column)
</source>
        <translation>  Mức dùng KV  %1  (▁ 0% … █ 100%, khoảng %2 bước mỗi cột)
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  stopped after %1 steps (the step limit)
</source>
        <translation>  dừng sau %1 bước (giới hạn số bước)
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recommended max_num_seqs:
</source>
        <translation>max_num_seqs khuyến nghị:
</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>simulated</source>
        <translation>mô phỏng</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>none: even one request at a time takes the pool past %1</source>
        <translation>không có: ngay cả một yêu cầu mỗi lúc cũng đẩy vùng KV vượt %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln simulation(s)</source>
        <translation>
            <numerusform>%Ln lần mô phỏng</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1  every value up to %1 keeps 0 preemptions and KV usage below %2 (%3)</source>
        <translation>%1  mọi giá trị đến %1 đều giữ 0 preemption và mức dùng KV dưới %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1  the largest with 0 preemptions and peak KV usage below %2 (%3)</source>
        <translation>%1  giá trị lớn nhất có 0 preemption và đỉnh mức dùng KV dưới %2 (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at %1: peak %2, 0 preemptions, max waiting %3, %4 steps</source>
        <translation>ở %1: đỉnh %2, 0 preemption, tối đa đang chờ %3, %4 bước</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rule of thumb</source>
        <translation>quy tắc kinh nghiệm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  floor(%2 blocks ÷ cdiv(%3 p95 tokens, %4) × %5 margin)</source>
        <translation>%1  floor(%2 block ÷ cdiv(%3 token p95, %4) × biên %5)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>note: %1
</source>
        <translation>ghi chú: %1
</translation>
    </message>
</context>
<context>
    <name>kvb::StartupLogs</name>
    <message>
        <location filename="../../core/vllm/startuplogs.cpp" line="+55"/>
        <source>field &quot;%1&quot; is %2; the allowed range is %3</source>
        <translation>trường &quot;%1&quot; là %2; khoảng cho phép là %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>above %1 and at most %2</source>
        <translation>trên %1 và không quá %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2</source>
        <translation>%1 đến %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>whole numbers from %1 to %2</source>
        <translation>số nguyên từ %1 đến %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1 không phải JSON hợp lệ (%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON array of cases</source>
        <translation>%1 phải chứa một mảng JSON các trường hợp</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: case %2 has no &quot;id&quot;</source>
        <translation>%1: trường hợp %2 không có &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 holds no cases</source>
        <translation>%1 không chứa trường hợp nào</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>the log&apos;s figures do not add up: %1 × %2 − %3 − %4 − %5 = %6 GiB, but it reports %7 GiB of KV cache</source>
        <translation>số liệu trong log không khớp nhau: %1 × %2 − %3 − %4 − %5 = %6 GiB, nhưng log báo %7 GiB KV cache</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: model %2 is not a preset</source>
        <translation>%1: mô hình %2 không phải mẫu có sẵn</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: GPU &quot;%2&quot; is not a preset and the log gives no total</source>
        <translation>%1: GPU &quot;%2&quot; không phải mẫu có sẵn và log không cho biết tổng bộ nhớ</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>kvb::Trace</name>
    <message>
        <location filename="../../core/load/tracefile.cpp" line="-25"/>
        <source>the column %1 appears twice</source>
        <translation>cột %1 xuất hiện hai lần</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the header must name the columns prompt_tokens and output_tokens (optionally arrival_s); got %1</source>
        <translation>dòng tiêu đề phải gọi tên các cột prompt_tokens và output_tokens (tùy chọn arrival_s); nhận được %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected 2 or 3 comma-separated values (prompt_tokens,output_tokens[,arrival_s]), got %1</source>
        <translation>cần 2 hoặc 3 giá trị phân tách bằng dấu phẩy (prompt_tokens,output_tokens[,arrival_s]), nhận được %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing %1: expected %2 comma-separated values, got %3</source>
        <translation>thiếu %1: cần %2 giá trị phân tách bằng dấu phẩy, nhận được %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected %1 comma-separated values, got %2</source>
        <translation>cần %1 giá trị phân tách bằng dấu phẩy, nhận được %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is empty</source>
        <translation>%1 trống</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be at most %2 (got %3)</source>
        <translation>%1 phải tối đa là %2 (nhận được %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be a positive integer (got %2)</source>
        <translation>%1 phải là số nguyên dương (nhận được %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>arrival_s is empty</source>
        <translation>arrival_s trống</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrival_s must be a number of seconds, 0 or more (got %1)</source>
        <translation>arrival_s phải là số giây, từ 0 trở lên (nhận được %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrival_s must be at most %1 seconds, a year (got %2)</source>
        <translation>arrival_s không được vượt quá %1 giây, tức một năm (nhận được %2)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is %2; a trace may be at most %3</source>
        <translation>%1 có kích thước %2; một trace tối đa %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 line %2: %3</source>
        <translation>%1 dòng %2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>more than %1 requests; a trace may hold at most %1</source>
        <translation>nhiều hơn %1 yêu cầu; một trace chỉ chứa tối đa %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the trace is empty (expected lines of prompt_tokens,output_tokens[,arrival_s])</source>
        <translation>%1: trace trống (cần các dòng prompt_tokens,output_tokens[,arrival_s])</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the trace has a header but no requests</source>
        <translation>%1: trace có dòng tiêu đề nhưng không có yêu cầu nào</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>trace file</source>
        <translation>tệp trace</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 is %2; a trace may be at most %3 (sample it, or split it)</source>
        <translation>%1 có kích thước %2; một trace tối đa %3 (hãy lấy mẫu hoặc chia nhỏ nó)</translation>
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
        <translation>&quot;inputs_not_logged&quot; nêu %1; chỉ một max_model_len mà trường hợp để null mới có thể để mở</translation>
    </message>
</context>
<context>
    <name>kvb::Validation</name>
    <message>
        <location filename="../../core/vllm/validation.cpp" line="+131"/>
        <source>the log has no weights, KV or verdict to compare</source>
        <translation>log không có trọng số, KV hay kết luận nào để so sánh</translation>
    </message>
</context>
<context>
    <name>kvb::VllmCommand</name>
    <message>
        <location filename="../../core/vllm/vllmcommand.cpp" line="+100"/>
        <source>The command line has an unterminated %1 quote</source>
        <translation>Dòng lệnh có dấu nháy %1 chưa đóng</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Unknown model &quot;%1&quot;: it is not a preset (see `kvbudget list models`) and not a local config.json or model folder. Pass --model path/to/config.json to import it.</source>
        <translation>Mô hình &quot;%1&quot; không xác định: không phải mẫu có sẵn (xem `kvbudget list models`) và không phải config.json hay thư mục mô hình cục bộ. Dùng --model path/to/config.json để nhập nó.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>vllm serve %1 needs a value</source>
        <translation>vllm serve %1 cần một giá trị</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>data parallelism (%1 replicas) repeats the same per-GPU plan on each replica, unless --enable-expert-parallel spreads the experts over them</source>
        <translation>song song dữ liệu (%1 bản sao) lặp lại cùng kế hoạch mỗi GPU trên từng bản sao, trừ khi --enable-expert-parallel phân bố expert trên chúng</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The vllm serve command names no model</source>
        <translation>Lệnh vllm serve không chỉ định mô hình nào</translation>
    </message>
</context>
<context>
    <name>kvb::VllmLog</name>
    <message>
        <location filename="../../core/vllm/vllmlog.cpp" line="+329"/>
        <source>The log is over 64 MiB; paste the startup part (up to &quot;Maximum concurrency&quot;)</source>
        <translation>Log lớn hơn 64 MiB; hãy dán phần khởi động (đến dòng &quot;Maximum concurrency&quot;)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>line %1: %2</source>
        <translation>dòng %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: &quot;%2&quot; looks like vLLM&apos;s &quot;%3&quot; line but its figures cannot be read (truncated or edited?)</source>
        <translation>dòng %1: &quot;%2&quot; trông giống dòng &quot;%3&quot; của vLLM nhưng không đọc được số liệu (bị cắt hoặc bị sửa?)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No vLLM memory lines found in the log. Paste the startup output from &quot;Model loading took&quot; to &quot;Maximum concurrency&quot; (or vLLM&apos;s error).</source>
        <translation>Không tìm thấy dòng bộ nhớ vLLM nào trong log. Hãy dán đầu ra khởi động từ &quot;Model loading took&quot; đến &quot;Maximum concurrency&quot; (hoặc lỗi của vLLM).</translation>
    </message>
    <message>
        <location filename="../../core/vllm/vllmlogcheck.cpp" line="+38"/>
        <source>the log&apos;s %1 is %2 GiB; the allowed range is %3 to %4 GiB</source>
        <translation>%1 trong log là %2 GiB; khoảng cho phép là từ %3 đến %4 GiB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>more than %1</source>
        <translation>hơn %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log&apos;s %1 is %2; the allowed range is 0 to %3</source>
        <translation>%1 trong log là %2; khoảng cho phép là từ 0 đến %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the log&apos;s gpu_memory_utilization is %1; the allowed range is above 0 and at most 1</source>
        <translation>gpu_memory_utilization trong log là %1; khoảng cho phép là lớn hơn 0 và tối đa 1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log&apos;s maximum concurrency is %1x; it must be a finite figure of at least 0</source>
        <translation>mức đồng thời tối đa trong log là %1x; giá trị này phải là số hữu hạn và không nhỏ hơn 0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model weights</source>
        <translation>trọng số mô hình</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory</source>
        <translation>bộ nhớ ngoài torch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activation peak</source>
        <translation>đỉnh kích hoạt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graph memory</source>
        <translation>bộ nhớ CUDA graph</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache memory</source>
        <translation>bộ nhớ KV cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total GPU memory</source>
        <translation>tổng bộ nhớ GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requested memory</source>
        <translation>bộ nhớ được yêu cầu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free memory</source>
        <translation>bộ nhớ trống</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak torch memory</source>
        <translation>đỉnh bộ nhớ torch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>initial memory usage</source>
        <translation>mức dùng bộ nhớ ban đầu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache needed</source>
        <translation>KV cache cần thiết</translation>
    </message>
    <message>
        <location line="+1"/>
        <source># GPU blocks</source>
        <translation>số block GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source># CPU blocks</source>
        <translation>số block CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU KV cache size</source>
        <translation>kích thước KV cache GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_len</source>
        <translation>max_model_len</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens per request</source>
        <translation>số token mỗi yêu cầu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated maximum model length</source>
        <translation>độ dài mô hình tối đa ước tính</translation>
    </message>
</context>
<context>
    <name>kvb::WhatFits</name>
    <message>
        <location filename="../../cli/whatfitscommand.cpp" line="+53"/>
        <source>--gpu needs a value</source>
        <translation>--gpu cần một giá trị</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 %2: expected a whole number from 1 to %3</source>
        <translation>--%1 %2: cần một số nguyên từ 1 đến %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Unknown GPU &quot;%1&quot; (see kvbudget list gpus)</source>
        <translation>GPU không xác định &quot;%1&quot; (xem kvbudget list gpus)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>fit needs the request size: --request-tokens T or --max-model-len L</source>
        <translation>fit cần kích thước yêu cầu: --request-tokens T hoặc --max-model-len L</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 is ignored: the search chooses the split and the GPU count</source>
        <translation>--%1 bị bỏ qua: việc tìm kiếm tự chọn cách chia và số GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fit searches with vLLM&apos;s own accounting; leave out --accounting simple</source>
        <translation>fit tìm kiếm theo cách tính của chính vLLM; hãy bỏ --accounting simple</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>fit needs --concurrency N: the requests to hold at once</source>
        <translation>fit cần --concurrency N: số yêu cầu phải chứa cùng lúc</translation>
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
        <translation>Cách dùng: kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...]
                    [--max-model-len L] [--prices FILE] [--max-gpus K] [cờ plan]
                    [--format text|json|markdown]

Ít GPU nhất và cách chia TP/PP/DP khởi động được và chứa được N yêu cầu T token cùng
lúc, cho từng loại GPU (mặc định: GPU của kịch bản và mọi GPU có giá trong bảng giá),
rẻ nhất trước; max_model_len dài nhất và khoảng gpu_memory_utilization khởi động được.
Mọi phương án đều là một kế hoạch do engine tính.

  --concurrency N      số yêu cầu chứa cùng lúc (bắt buộc)
  --request-tokens T   số token mỗi yêu cầu, prompt + đầu ra (mặc định: --max-model-len)
  --gpu G              một loại GPU cần xét; lặp lại để xét nhiều loại
  --prices FILE        giá theo giờ của từng GPU (mặc định: presets/gpu-prices.json)
  --max-gpus K         triển khai lớn nhất được tìm cho mỗi loại GPU (mặc định 64)

Mã thoát: 0 có phương án chứa được tải, 3 không phương án nào chứa được, 2 đầu vào không hợp lệ, 4 lỗi tệp.

</translation>
    </message>
    <message>
        <location filename="../../cli/whatfitsformat.cpp" line="+50"/>
        <source>no price</source>
        <translation>chưa có giá</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
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
        <translation>$ mỗi giờ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concurrency</source>
        <translation>Mức đồng thời</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>max_num_seqs</source>
        <translation>max_num_seqs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 requests</source>
        <translation>%1 yêu cầu</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>What fits %1 requests of %2 tokens at once: %3, vLLM %4, max_model_len %5</source>
        <translation>Cấu hình chứa được %1 yêu cầu %2 token cùng lúc: %3, vLLM %4, max_model_len %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Longest max_model_len that starts (first option): %1 tokens</source>
        <translation>max_model_len dài nhất khởi động được (phương án đầu tiên): %1 token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gpu_memory_utilization that starts (first option): %1 to %2</source>
        <translation>gpu_memory_utilization khởi động được (phương án đầu tiên): %1 đến %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no split of up to %2 GPUs holds the workload (at most %3 requests at once)</source>
        <translation>%1: không cách chia nào với tối đa %2 GPU chứa được tải (tối đa %3 yêu cầu cùng lúc)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no split of up to %2 GPUs starts with this max_model_len</source>
        <translation>%1: không cách chia nào với tối đa %2 GPU khởi động được với max_model_len này</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Price of %1: $%2 per GPU-hour, %3 (%4; indicative)</source>
        <translation>Giá của %1: $%2 mỗi giờ GPU, %3 (%4; chỉ để tham khảo)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No option holds the workload.</source>
        <translation>Không phương án nào chứa được tải.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Note: %1</source>
        <translation>Lưu ý: %1</translation>
    </message>
</context>
<context>
    <name>kvb::Workload</name>
    <message>
        <location filename="../../core/load/workloadmodel.cpp" line="+58"/>
        <source>fixed %1</source>
        <translation>cố định %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>log-normal p50 %1 / p95 %2</source>
        <translation>log-normal p50 %1 / p95 %2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>--arrival %1: expected burst, poisson:RATE_PER_S (e.g. poisson:20) or users:N (e.g. users:64)</source>
        <translation>--arrival %1: cần burst, poisson:RATE_PER_S (ví dụ poisson:20) hoặc users:N (ví dụ users:64)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--arrival %1: the rate must be between %2 and %3 requests per second</source>
        <translation>--arrival %1: tốc độ phải nằm trong khoảng %2 đến %3 yêu cầu mỗi giây</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1 requests from %2, %3</source>
        <translation>%1 yêu cầu từ %2, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrivals from the trace</source>
        <translation>thời điểm đến lấy từ trace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 requests, prompt %2, output %3, %4, seed %5</source>
        <translation>%1 yêu cầu, prompt %2, đầu ra %3, %4, seed %5</translation>
    </message>
</context>
<context>
    <name>kvb::ui::AdvancedSettingsDialog</name>
    <message>
        <location filename="../../ui/advancedsettings.cpp" line="+53"/>
        <source>Advanced settings</source>
        <translation>Thiết lập nâng cao</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter settings…</source>
        <translation>Lọc thiết lập…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows only the settings whose name or description contains this text.</source>
        <translation>Chỉ hiển thị các thiết lập có tên hoặc mô tả chứa đoạn văn bản này.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every setting of the command line, as `kvbudget plan` takes it. Bold ones differ from the default; ↺ puts the default back. Press Enter to apply a value.</source>
        <translation>Mọi thiết lập của dòng lệnh, đúng như `kvbudget plan` nhận. Thiết lập in đậm là khác mặc định; ↺ khôi phục mặc định. Nhấn Enter để áp dụng giá trị.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Reset %1</source>
        <translation>Đặt lại %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>vLLM&apos;s default</source>
        <translation>mặc định của vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>bật</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>tắt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>default</source>
        <translation>mặc định</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Accepted: %1.</source>
        <translation>Chấp nhận: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default: %1.</source>
        <translation>Mặc định: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset to %1</source>
        <translation>Đặt lại về %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At its default (%1)</source>
        <translation>Đang ở mặc định (%1)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ArchitectureNote</name>
    <message>
        <location filename="../../ui/architecturenote.cpp" line="+11"/>
        <source>How this model&apos;s layers keep the KV cache, and what a vision model needs at startup</source>
        <translation>Cách các lớp của mô hình này giữ KV cache, và những gì mô hình thị giác cần khi khởi động</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Kiến trúc</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>KV layout: %1.</source>
        <translation>Bố cục KV: %1.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ArchitecturePanel</name>
    <message>
        <location filename="../../ui/architecturepanel.cpp" line="+56"/>
        <source>Architecture</source>
        <translation>Kiến trúc</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Disable hybrid KV cache ma&amp;nager</source>
        <translation>Tắt trình quản lý KV cache l&amp;ai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert p&amp;arallelism</source>
        <translation>Song song &amp;expert</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Data-parallel size</source>
        <translation>Kích thước song song &amp;dữ liệu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images per p&amp;rompt</source>
        <translation>Số ảnh mỗi p&amp;rompt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max image pi&amp;xels</source>
        <translation>Số pi&amp;xel ảnh tối đa</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>--disable-hybrid-kv-cache-manager: sliding-window layers keep the whole context like full-attention ones, so fewer tokens fit. With the manager on, they keep only their window.</source>
        <translation>--disable-hybrid-kv-cache-manager: các lớp cửa sổ trượt giữ toàn bộ ngữ cảnh như các lớp attention đầy đủ, nên vừa được ít token hơn. Khi bật trình quản lý, chúng chỉ giữ cửa sổ của mình.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off for %1: only models that mix sliding-window and full-attention layers (Gemma 2/3, gpt-oss) use the hybrid KV cache manager.</source>
        <translation>Không khả dụng với %1: chỉ những mô hình kết hợp lớp cửa sổ trượt và lớp attention đầy đủ (Gemma 2/3, gpt-oss) mới dùng trình quản lý KV cache lai.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off for %1: only mixture-of-experts models have experts to spread.</source>
        <translation>Không khả dụng với %1: chỉ mô hình mixture-of-experts mới có expert để phân bố.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--enable-expert-parallel: each GPU holds whole experts, the experts divided over tensor × data-parallel GPUs, instead of a slice of every expert.</source>
        <translation>--enable-expert-parallel: mỗi GPU giữ trọn vẹn một số expert, các expert được chia cho số GPU song song tensor × dữ liệu, thay vì mỗi GPU giữ một phần của mọi expert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--data-parallel-size: independent replicas, each with its own KV cache. With expert parallelism they share the experts, so each GPU holds fewer of them.</source>
        <translation>--data-parallel-size: các bản sao độc lập, mỗi bản có KV cache riêng. Khi có song song expert, chúng dùng chung các expert nên mỗi GPU giữ ít expert hơn.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off for %1: it has no vision encoder.</source>
        <translation>Không khả dụng với %1: mô hình không có bộ mã hóa hình ảnh.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--limit-mm-per-prompt &apos;{&quot;image&quot;: N}&apos;: vLLM profiles its vision encoder on this many maximum-size images at startup, and that peak must fit. 0 serves text only: then the releases with vLLM&apos;s language-model-only mode load no vision tower either.</source>
        <translation>--limit-mm-per-prompt &apos;{&quot;image&quot;: N}&apos;: khi khởi động, vLLM profiling bộ mã hóa hình ảnh trên ngần ấy ảnh kích thước tối đa, và đỉnh đó phải vừa. 0 là chỉ phục vụ văn bản: khi đó các bản phát hành có chế độ chỉ mô hình ngôn ngữ của vLLM cũng không tải tháp thị giác.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (default)</source>
        <translation> (mặc định)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--mm-processor-kwargs &apos;{&quot;max_pixels&quot;: N}&apos;: the largest image the processor keeps; vLLM profiles the encoder at this size, so less lowers the startup peak. 0 restores the default.</source>
        <translation>--mm-processor-kwargs &apos;{&quot;max_pixels&quot;: N}&apos;: ảnh lớn nhất mà bộ xử lý giữ lại; vLLM profiling bộ mã hóa ở kích thước này, nên giá trị nhỏ hơn làm giảm đỉnh khởi động. 0 khôi phục mặc định.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off for %1: its processor resizes every image to one fixed size.</source>
        <translation>Không khả dụng với %1: bộ xử lý của nó đưa mọi ảnh về một kích thước cố định.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> px (default)</source>
        <translation> px (mặc định)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::BandNote</name>
    <message>
        <location filename="../../ui/bandnote.cpp" line="+15"/>
        <source>✓ Calibrated from your vLLM log</source>
        <translation>✓ Đã hiệu chỉnh từ log vLLM của bạn</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The weights and overhead terms were measured by vLLM on your machine (File → Calibrate from a vLLM log…); the range is the log&apos;s rounding.</source>
        <translation>Trọng số và các thành phần phụ trội do vLLM đo trên máy của bạn (Tệp → Hiệu chỉnh từ log vLLM…); khoảng dao động là sai số làm tròn của log.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CalibrateDialog</name>
    <message>
        <location filename="../../ui/calibratedialog.cpp" line="+44"/>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Calibrate from a vLLM log</source>
        <translation>Hiệu chỉnh từ log vLLM</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Figure</source>
        <translation>Số liệu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logged</source>
        <translation>Theo log</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted</source>
        <translation>Dự đoán</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prediction error</source>
        <translation>Sai số dự đoán</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Calibrated</source>
        <translation>Đã hiệu chỉnh</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kvbudget&apos;s prediction for the log&apos;s settings against what vLLM logged, with the prediction&apos;s error; Calibrated is the plan after adopting the measured terms.</source>
        <translation>Dự đoán của kvbudget cho thiết lập trong log so với giá trị vLLM ghi lại, kèm sai số dự đoán; Đã hiệu chỉnh là kế hoạch sau khi áp dụng các thành phần đo được.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted against logged</source>
        <translation>Dự đoán so với log</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paste vLLM&apos;s startup log (or open or drop the file). The lines about memory are read, compared with kvbudget&apos;s prediction, and the measured terms become the scenario&apos;s, so that what-ifs start from your machine. Set the model and GPU first: the log does not name them.</source>
        <translation>Dán log khởi động của vLLM (hoặc mở hay kéo thả tệp). Các dòng về bộ nhớ được đọc, so sánh với dự đoán của kvbudget, và các thành phần đo được sẽ thay vào kịch bản, để các phép thử giả định xuất phát từ máy của bạn. Hãy đặt mô hình và GPU trước: log không ghi tên chúng.</translation>
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
        <translation>Log khởi động của vLLM, mọi phiên bản từ 0.5 đến 0.21: đọc các dòng profiling của V0, các dòng &quot;Available KV cache memory&quot;, &quot;GPU KV cache size&quot;, &quot;Maximum concurrency&quot; của V1, số block, các dòng CUDA graph và lỗi khởi động của vLLM. Các dòng khác bị bỏ qua.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vLLM log</source>
        <translation>Log vLLM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open log file…</source>
        <translation>&amp;Mở tệp log…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a saved vLLM log (for example `docker logs vllm &gt; vllm.log`).</source>
        <translation>Đọc một log vLLM đã lưu (ví dụ `docker logs vllm &gt; vllm.log`).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What could be read from the log</source>
        <translation>Những gì đọc được từ log</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The terms taken from the log, and what could not be used and why</source>
        <translation>Các thành phần lấy từ log, những gì không dùng được và lý do</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adopted terms and notes</source>
        <translation>Thành phần đã áp dụng và ghi chú</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Apply</source>
        <translation>Á&amp;p dụng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the calibrated scenario: the measured terms become overrides and every chart starts from your machine.</source>
        <translation>Dùng kịch bản đã hiệu chỉnh: các thành phần đo được trở thành giá trị ghi đè và mọi biểu đồ xuất phát từ máy của bạn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without changing the scenario</source>
        <translation>Đóng mà không thay đổi kịch bản</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Could not read %1: %2</source>
        <translation>Không đọc được %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a vLLM log</source>
        <translation>Mở log vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs (*.log *.txt);;All files (*)</source>
        <translation>Log (*.log *.txt);;Tất cả tệp (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paste a vLLM startup log above, open one, or drop the file here.</source>
        <translation>Dán log khởi động vLLM vào ô phía trên, mở một tệp, hoặc kéo thả tệp vào đây.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The log was read but cannot be used: %1</source>
        <translation>Đã đọc log nhưng không dùng được: %1</translation>
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
        <translation>Áp dụng từ log:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  (nothing)</source>
        <translation>  (không có gì)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes:</source>
        <translation>Ghi chú:</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Read %Ln vLLM line(s).</source>
        <translation>
            <numerusform>Đã đọc %Ln dòng vLLM.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Read %Ln vLLM line(s) in the format of %1.</source>
        <translation>
            <numerusform>Đã đọc %Ln dòng vLLM theo định dạng của %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> %n line(s) look like vLLM&apos;s but could not be read (see the notes); the rest was used.</source>
        <translation>
            <numerusform> %n dòng trông giống của vLLM nhưng không đọc được (xem ghi chú); phần còn lại đã được dùng.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvb::ui::CalibrationAssumptions</name>
    <message>
        <location filename="../../ui/calibrationassumptions.cpp" line="+17"/>
        <source>Inputs the log does not state</source>
        <translation>Các đầu vào log không ghi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--gpu-memory-utilization the logged run used. The other terms are solved on it, so a wrong value shifts them all.</source>
        <translation>--gpu-memory-utilization mà lần chạy trong log đã dùng. Các thành phần khác được giải theo giá trị này, nên giá trị sai sẽ làm lệch tất cả.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--max-model-len the logged run used.</source>
        <translation>--max-model-len mà lần chạy trong log đã dùng.</translation>
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
        <translation>Log có ghi mức sử dụng và max_model_len; dùng đúng như trong log.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Assumed from the window, because the log does not say: %1. The measured terms are solved on these values; set them to what the logged run used before applying.</source>
        <translation>Lấy từ cửa sổ chính, vì log không ghi: %1. Các thành phần đo được được giải theo các giá trị này; hãy đặt chúng đúng như lần chạy trong log trước khi áp dụng.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Caption</name>
    <message>
        <location filename="../../ui/caption.cpp" line="+25"/>
        <source>%1 on %2</source>
        <translation>%1 trên %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 × %3 (%4)</source>
        <translation>%1 trên %2 × %3 (%4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid scenario</source>
        <translation>kịch bản không hợp lệ</translation>
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
        <translation>KV cache %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights %1</source>
        <translation>trọng số %1</translation>
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
        <translation>cách tính của vLLM %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>images per prompt %1</source>
        <translation>số ảnh mỗi prompt %1</translation>
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
        <translation>đã hiệu chỉnh từ log vLLM</translation>
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
        <translation>Kịch bản không hợp lệ: %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareBarsChart</name>
    <message>
        <location filename="../../ui/comparebars.cpp" line="+25"/>
        <source>GPU memory per scenario (one scale)</source>
        <translation>Bộ nhớ GPU theo kịch bản (cùng thang đo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each scenario&apos;s memory per GPU on one scale: weights, overhead and the KV cache pool up to the gpu_memory_utilization ceiling (the black tick), what lies above it. With pipeline parallelism, the stage vLLM sizes the KV cache by.</source>
        <translation>Bộ nhớ mỗi GPU của từng kịch bản trên cùng một thang đo: trọng số, phụ trội và vùng KV cache cho tới trần gpu_memory_utilization (vạch đen), và phần nằm trên trần. Với song song pipeline, là giai đoạn mà vLLM dùng để định kích thước KV cache.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>invalid scenario: no plan</source>
        <translation>kịch bản không hợp lệ: không có kế hoạch</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>memory per GPU (GiB)</source>
        <translation>bộ nhớ mỗi GPU (GiB)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareColumn</name>
    <message>
        <location filename="../../ui/comparecolumn.cpp" line="+40"/>
        <source>Scenario</source>
        <translation>Kịch bản</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The column&apos;s name: click to rename it</source>
        <translation>Tên của cột: nhấp để đổi tên</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+99"/>
        <source>Utilization</source>
        <translation>Mức sử dụng</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>--gpu-memory-utilization: the share of the card vLLM may use</source>
        <translation>--gpu-memory-utilization: tỷ lệ của card mà vLLM được dùng</translation>
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
        <translation>--max-model-len: yêu cầu dài nhất, tính bằng token</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+108"/>
        <source>KV cache dtype</source>
        <translation>dtype KV cache</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>--kv-cache-dtype: fp8 stores one byte per element</source>
        <translation>--kv-cache-dtype: fp8 lưu mỗi phần tử bằng một byte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+114"/>
        <source>Weights</source>
        <translation>Trọng số</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>--quantization: the weights&apos; storage (a quantized checkpoint keeps its own)</source>
        <translation>--quantization: cách lưu trọng số (checkpoint đã lượng tử hóa giữ định dạng riêng của nó)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <source>Tensor parallel</source>
        <translation>Song song tensor</translation>
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
        <translation>Song song pipeline</translation>
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
        <translation>Mẫu GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (compare --format json key &quot;%2&quot;); under it, the change from the baseline, absolute and in percent</source>
        <translation>%1 (khóa &quot;%2&quot; của compare --format json); bên dưới là mức thay đổi so với đường cơ sở, theo giá trị tuyệt đối và theo phần trăm</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The scenario&apos;s name in this comparison: type to rename it</source>
        <translation>Tên kịch bản trong phép so sánh này: gõ để đổi tên</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario name</source>
        <translation>Tên kịch bản</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this scenario from the comparison</source>
        <translation>Bỏ kịch bản này khỏi phép so sánh</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Bỏ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the baseline from the comparison: the next column becomes the baseline</source>
        <translation>Bỏ đường cơ sở khỏi phép so sánh: cột kế tiếp trở thành đường cơ sở</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load this scenario into the Capacity tab and the panel; every change made there is written back to this column until another column is linked</source>
        <translation>Nạp kịch bản này vào thẻ Dung lượng và bảng thiết lập; mọi thay đổi ở đó được ghi ngược lại vào cột này cho đến khi một cột khác được liên kết</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit in Capacity tab</source>
        <translation>Sửa trong thẻ Dung lượng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit in Capacity</source>
        <translation>Sửa trong Dung lượng</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>--gpu-memory-utilization for this scenario</source>
        <translation>--gpu-memory-utilization cho kịch bản này</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--max-model-len for this scenario, in tokens</source>
        <translation>--max-model-len cho kịch bản này, tính bằng token</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--kv-cache-dtype for this scenario</source>
        <translation>--kv-cache-dtype cho kịch bản này</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--quantization for this scenario: fp8 and int8 store 8-bit weights, AWQ and GPTQ 4-bit; a quantized checkpoint keeps its own</source>
        <translation>--quantization cho kịch bản này: fp8 và int8 lưu trọng số 8-bit, AWQ và GPTQ 4-bit; checkpoint đã lượng tử hóa giữ định dạng riêng của nó</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--tensor-parallel-size for this scenario</source>
        <translation>--tensor-parallel-size cho kịch bản này</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--pipeline-parallel-size for this scenario</source>
        <translation>--pipeline-parallel-size cho kịch bản này</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPU model for this scenario</source>
        <translation>Mẫu GPU cho kịch bản này</translation>
    </message>
    <message>
        <location filename="../../ui/comparecolumn_edit.cpp" line="+95"/>
        <location line="+13"/>
        <source>none (%1)</source>
        <translation>không có (%1)</translation>
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
Từ: %2
Gõ để đổi tên.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>baseline</source>
        <translation>đường cơ sở</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other columns&apos; changes are measured from this one</source>
        <translation>Mức thay đổi của các cột khác được tính so với cột này</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Better than the baseline</source>
        <translation>Tốt hơn đường cơ sở</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worse than the baseline</source>
        <translation>Kém hơn đường cơ sở</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed from the baseline (neither better nor worse in itself)</source>
        <translation>Khác đường cơ sở (bản thân không tốt hơn cũng không kém hơn)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same as the baseline</source>
        <translation>Giống đường cơ sở</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareCurvesChart</name>
    <message>
        <location filename="../../ui/comparecurves.cpp" line="+25"/>
        <source>Maximum concurrency against max_model_len</source>
        <translation>Mức đồng thời tối đa theo max_model_len</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV cache against utilization</source>
        <translation>KV cache theo mức sử dụng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM&apos;s worst case for each scenario: the KV blocks divided by the blocks of one max_model_len request. The marker is the scenario&apos;s own max_model_len.</source>
        <translation>Trường hợp xấu nhất của vLLM cho từng kịch bản: số block KV chia cho số block của một yêu cầu dài max_model_len. Điểm đánh dấu là max_model_len của chính kịch bản.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The KV cache tokens each scenario holds at each gpu_memory_utilization; the marker is the scenario&apos;s own utilization. No line where vLLM refuses to start.</source>
        <translation>Số token KV cache mà mỗi kịch bản chứa được ở từng mức gpu_memory_utilization; điểm đánh dấu là mức sử dụng của chính kịch bản. Không có đường ở vùng vLLM từ chối khởi động.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>max_model_len (tokens, log scale)</source>
        <translation>max_model_len (token, thang log)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>requests at once</source>
        <translation>yêu cầu cùng lúc</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache (tokens)</source>
        <translation>KV cache (token)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareSession</name>
    <message>
        <location filename="../../ui/comparesession.cpp" line="+24"/>
        <source>Baseline</source>
        <translation>Đường cơ sở</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Option %1</source>
        <translation>Phương án %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pin a baseline first (Edit → Pin as baseline, Ctrl+B): every column is compared with it.</source>
        <translation>Hãy ghim đường cơ sở trước (Sửa → Ghim làm đường cơ sở, Ctrl+B): mọi cột đều được so sánh với nó.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A comparison holds at most %1 scenarios: the baseline and %2 more. Remove a column first.</source>
        <translation>Một phép so sánh chứa tối đa %1 kịch bản: đường cơ sở và %2 kịch bản khác. Hãy bỏ bớt một cột trước.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareView</name>
    <message>
        <location filename="../../ui/compareview.cpp" line="+43"/>
        <source>&amp;Pin current as baseline</source>
        <translation>&amp;Ghim kịch bản hiện tại làm đường cơ sở</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a comparison with the Capacity tab&apos;s scenario as the baseline (Ctrl+B); every other column&apos;s changes are measured from it</source>
        <translation>Bắt đầu một phép so sánh với kịch bản của thẻ Dung lượng làm đường cơ sở (Ctrl+B); mức thay đổi của mọi cột khác được tính so với nó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;current</source>
        <translation>Thêm kịch bản &amp;hiện tại</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a copy of the Capacity tab&apos;s scenario as a new column (Ctrl+Shift+B), then change a knob in it</source>
        <translation>Thêm một bản sao kịch bản của thẻ Dung lượng thành cột mới (Ctrl+Shift+B), rồi thay đổi một thông số trong đó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add scenario &amp;file…</source>
        <translation>Thêm &amp;tệp kịch bản…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a saved scenario file (.json) as a new column</source>
        <translation>Thêm một tệp kịch bản đã lưu (.json) thành cột mới</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pin the Capacity tab&apos;s scenario as the baseline (Edit → Pin as baseline, Ctrl+B), then add up to three more: a copy of the current scenario to change a knob in, or a scenario file. Each column shows every key figure and its change from the baseline.</source>
        <translation>Ghim kịch bản của thẻ Dung lượng làm đường cơ sở (Sửa → Ghim làm đường cơ sở, Ctrl+B), rồi thêm tối đa ba kịch bản nữa: một bản sao của kịch bản hiện tại để thay đổi một thông số, hoặc một tệp kịch bản. Mỗi cột hiển thị mọi số liệu chính và mức thay đổi của nó so với đường cơ sở.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the Capacity tab</source>
        <translation>thẻ Dung lượng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinned %1 as the baseline. Add up to %2 more to compare.</source>
        <translation>Đã ghim %1 làm đường cơ sở. Thêm tối đa %2 kịch bản nữa để so sánh.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a copy of the Capacity tab</source>
        <translation>bản sao của thẻ Dung lượng</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Added %1 as a copy of the current scenario: change a knob in its column.</source>
        <translation>Đã thêm %1 là bản sao của kịch bản hiện tại: hãy thay đổi một thông số trong cột của nó.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not add %1: %2</source>
        <translation>Không thêm được %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Added %1 from %2.</source>
        <translation>Đã thêm %1 từ %2.</translation>
    </message>
    <message>
        <location filename="../../ui/compareview_columns.cpp" line="+93"/>
        <source>Removed %1: the comparison is empty.</source>
        <translation>Đã bỏ %1: phép so sánh đang trống.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed %1: %2 is the baseline now.</source>
        <translation>Đã bỏ %1: %2 giờ là đường cơ sở.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed %1.</source>
        <translation>Đã bỏ %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The Capacity tab shows %1: every change made there is written back to its column. Click Edit in Capacity again to stop.</source>
        <translation>Thẻ Dung lượng đang hiển thị %1: mọi thay đổi ở đó được ghi ngược lại vào cột của nó. Nhấp lại Sửa trong Dung lượng để dừng.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 no longer follows the Capacity tab.</source>
        <translation>%1 không còn theo thẻ Dung lượng nữa.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ConcurrencyChart</name>
    <message>
        <location filename="../../ui/concurrencychart.cpp" line="+53"/>
        <source>Concurrent requests against max_model_len</source>
        <translation>Số yêu cầu đồng thời theo max_model_len</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst case: vLLM&apos;s &quot;Maximum concurrency&quot;, the KV blocks divided by the blocks of one max_model_len request. Realistic: divided by the blocks of a typical request instead. Dashed: the worst case with --kv-cache-dtype fp8. Shaded: the worst case across the uncertainty of the overhead estimate.</source>
        <translation>Xấu nhất: &quot;Maximum concurrency&quot; của vLLM, tức số block KV chia cho số block của một yêu cầu dài max_model_len. Thực tế: chia cho số block của một yêu cầu điển hình. Nét đứt: trường hợp xấu nhất với --kv-cache-dtype fp8. Vùng tô: trường hợp xấu nhất trong phạm vi bất định của ước tính phụ trội.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>worst case, uncertainty</source>
        <translation>xấu nhất, bất định</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>worst case</source>
        <translation>xấu nhất</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>worst case, fp8 KV</source>
        <translation>xấu nhất, KV fp8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>current</source>
        <translation>hiện tại</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>max_model_len (tokens, log scale)</source>
        <translation>max_model_len (token, thang log)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+175"/>
        <source>requests at once</source>
        <translation>yêu cầu cùng lúc</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>No KV cache at any context length: vLLM refuses to start</source>
        <translation>Không có KV cache ở bất kỳ độ dài ngữ cảnh nào: vLLM từ chối khởi động</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>realistic (%1 tokens)</source>
        <translation>thực tế (%1 token)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1x (%2–%3) at %4</source>
        <translation>%1x (%2–%3) ở %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1x at %2</source>
        <translation>%1x ở %2</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>requests</source>
        <translation>yêu cầu</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Exporter</name>
    <message>
        <location filename="../../ui/exporter.cpp" line="+94"/>
        <source>kvbudget: %1</source>
        <translation>kvbudget: %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot encode the image for %1</source>
        <translation>Không mã hóa được ảnh cho %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+7"/>
        <source>Cannot render the PDF for %1</source>
        <translation>Không kết xuất được PDF cho %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot render the image for %1</source>
        <translation>Không kết xuất được ảnh cho %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+3"/>
        <source>Cannot render the SVG for %1</source>
        <translation>Không kết xuất được SVG cho %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown image format</source>
        <translation>Định dạng ảnh không xác định</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export size must be positive</source>
        <translation>Kích thước xuất phải dương</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing to export: the view has no size</source>
        <translation>Không có gì để xuất: khung xem không có kích thước</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ExtraSettings</name>
    <message>
        <location filename="../../ui/extrasettings.cpp" line="+16"/>
        <source>Other settings</source>
        <translation>Thiết lập khác</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everything else at its default.</source>
        <translation>Mọi thứ khác ở mặc định.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ad&amp;vanced settings…</source>
        <translation>Thiết lập nâng ca&amp;o…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset a&amp;ll</source>
        <translation>Đặt lạ&amp;i tất cả</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings that differ from their defaults and have no control above: overrides, block_size, enforce_eager, a custom GPU memory size... Each one decides the plan.</source>
        <translation>Các thiết lập khác mặc định và không có điều khiển ở trên: giá trị ghi đè, block_size, enforce_eager, dung lượng bộ nhớ GPU tùy chỉnh... Mỗi thiết lập đều ảnh hưởng đến kế hoạch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every setting the command line has, with its range and default: the GPU&apos;s memory, block_size, enforce_eager, --kv-cache-memory, the weight dtype, the overhead overrides, the accounting...</source>
        <translation>Mọi thiết lập có trong dòng lệnh, kèm phạm vi và mặc định: bộ nhớ GPU, block_size, enforce_eager, --kv-cache-memory, dtype trọng số, các ghi đè phụ trội, cách tính...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every setting back to vLLM&apos;s (and kvbudget&apos;s) defaults; the model and the GPU stay.</source>
        <translation>Đưa mọi thiết lập về mặc định của vLLM (và của kvbudget); mô hình và GPU được giữ nguyên.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reset %1 to its default</source>
        <translation>Đặt lại %1 về mặc định</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset %1</source>
        <translation>Đặt lại %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetChart</name>
    <message>
        <location filename="../../ui/fleetchart.cpp" line="+94"/>
        <source>One bar per GPU: each tenant&apos;s memory once serving (solid) and its startup spike (hatched), its ceiling (tick), other processes (grey) and free memory, in GiB. A tenant may hold a little more than its ceiling: where vLLM captures CUDA graphs after sizing the KV pool, the graphs sit outside the budget.</source>
        <translation>Mỗi GPU một cột: bộ nhớ của từng bên thuê khi đang phục vụ (tô đặc) và đỉnh khởi động của nó (gạch chéo), trần của nó (vạch), tiến trình khác (xám) và bộ nhớ trống, tính bằng GiB. Một bên thuê có thể giữ nhiều hơn trần của nó một chút: khi vLLM ghi CUDA graph sau khi định kích thước vùng KV, các graph nằm ngoài ngân sách.</translation>
    </message>
    <message>
        <location line="+241"/>
        <source>failed</source>
        <translation>hỏng</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>%1: %2, ceiling %3, spike %4 (%5)</source>
        <translation>%1: %2, trần %3, đỉnh tức thời %4 (%5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>free %1</source>
        <translation>trống %1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>other processes; solid: held once serving, hatched: startup spike, dashed: ceiling</source>
        <translation>tiến trình khác; tô đặc: giữ khi đang phục vụ, gạch chéo: đỉnh khởi động, nét đứt: trần</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Fleet %1: %2 GPUs, %3 deployments</source>
        <translation>Cụm %1: %2 GPU, %3 triển khai</translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetTimeline</name>
    <message>
        <location filename="../../ui/fleetview_timeline.cpp" line="+34"/>
        <source>Memory on each GPU as the fleet starts, in start order: each instance&apos;s startup spike (hatched), what it then holds (solid) and the headroom: the least left free under the card&apos;s total while it starts, in GiB</source>
        <translation>Bộ nhớ trên mỗi GPU khi cụm khởi động, theo thứ tự khởi động: đỉnh khởi động của từng tiến trình vLLM (gạch chéo), phần nó giữ sau đó (tô đặc) và dư địa: phần trống ít nhất còn lại dưới tổng bộ nhớ của card trong lúc nó khởi động, tính bằng GiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Startup timeline</source>
        <translation>Dòng thời gian khởi động</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>start order →</source>
        <translation>thứ tự khởi động →</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>failed</source>
        <translation>hỏng</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>short by %1</source>
        <translation>thiếu %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom %1</source>
        <translation>dư địa %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetView</name>
    <message>
        <location filename="../../ui/fleetview.cpp" line="+52"/>
        <source>GPUs of the fleet</source>
        <translation>Các GPU của cụm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right-click a GPU (or press the Menu key) to fail or restore it</source>
        <translation>Nhấp chuột phải vào một GPU (hoặc nhấn phím Menu) để đánh dấu hỏng hoặc khôi phục</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory by GPU</source>
        <translation>Bộ nhớ theo GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Startup timeline</source>
        <translation>Dòng thời gian khởi động</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Fleet:</source>
        <translation>&amp;Cụm:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A built-in fleet, or one opened with File → Open fleet…</source>
        <translation>Một cụm tích hợp, hoặc cụm mở bằng Tệp → Mở cụm…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add current scenario to fleet</source>
        <translation>&amp;Thêm kịch bản hiện tại vào cụm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add the Capacity tab&apos;s scenario as a new deployment on the healthy GPU with most free memory, started last</source>
        <translation>Thêm kịch bản của thẻ Dung lượng thành một triển khai mới trên GPU còn tốt có nhiều bộ nhớ trống nhất, khởi động sau cùng</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fail or restore a &amp;GPU</source>
        <translation>Đánh dấu hỏng hoặc khôi phục &amp;GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark a GPU as failed, or healthy again (as right-clicking its bar does)</source>
        <translation>Đánh dấu một GPU là hỏng, hoặc hoạt động lại (như khi nhấp chuột phải vào cột của nó)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many deployments start when the fleet starts in the order shown</source>
        <translation>Số triển khai khởi động được khi cụm khởi động theo thứ tự hiển thị</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Start</source>
        <translation>Thứ tự</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deployment</source>
        <translation>Triển khai</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Kết luận</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV tokens</source>
        <translation>Token KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every deployment in start order with what happens when it starts; drag one to start it elsewhere in the order, or onto a GPU bar to move it there; double-click one to open its scenario in the Capacity tab</source>
        <translation>Mọi triển khai theo thứ tự khởi động, cùng điều xảy ra khi nó khởi động; kéo một triển khai để đổi vị trí trong thứ tự, hoặc thả lên cột của một GPU để chuyển nó sang đó; nhấp đúp để mở kịch bản của nó trong thẻ Dung lượng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployments</source>
        <translation>Các triển khai</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start &amp;earlier</source>
        <translation>Khởi động &amp;sớm hơn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the selected deployment one place earlier (Alt+Up)</source>
        <translation>Khởi động triển khai đang chọn sớm hơn một vị trí (Alt+Up)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start &amp;later</source>
        <translation>Khởi động &amp;muộn hơn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the selected deployment one place later (Alt+Down)</source>
        <translation>Khởi động triển khai đang chọn muộn hơn một vị trí (Alt+Down)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run &amp;on:</source>
        <translation>Chạy t&amp;rên:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the selected single-GPU deployment to another card</source>
        <translation>Chuyển triển khai một GPU đang chọn sang card khác</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>What vLLM says when the selected deployment starts (verbatim)</source>
        <translation>Những gì vLLM báo khi triển khai đang chọn khởi động (nguyên văn)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Re-pack proposal</source>
        <translation>Phương án sắp xếp lại</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV tokens lost</source>
        <translation>Token KV bị mất</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ways to start what the failed GPUs held on the healthy ones, the least damaging first; Apply makes the changes to the fleet shown</source>
        <translation>Các cách khởi động những gì GPU hỏng đang chạy trên các GPU còn tốt, ít gây hại nhất xếp trước; Áp dụng sẽ thực hiện các thay đổi trên cụm đang hiển thị</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-pack proposals</source>
        <translation>Các phương án sắp xếp lại</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 of %2 deployments start on %3 GPUs</source>
        <translation>%1 trên %2 triển khai khởi động được trên %3 GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (failed)</source>
        <translation>%1 (hỏng)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed</source>
        <translation>%1 hỏng</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no KV cache</source>
        <translation>không có KV cache</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2x)</source>
        <translation>%1 (%2x)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fleet</source>
        <translation>Cụm</translation>
    </message>
    <message>
        <location filename="../../ui/fleetview_edit.cpp" line="+69"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM: %1</source>
        <translation>vLLM: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starts if started just before %1.</source>
        <translation>Khởi động được nếu khởi động ngay trước %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not every deployment starts: searching for re-pack proposals…</source>
        <translation>Không phải mọi triển khai đều khởi động được: đang tìm phương án sắp xếp lại…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every deployment starts: nothing to re-pack. Right-click a GPU to fail it.</source>
        <translation>Mọi triển khai đều khởi động được: không cần sắp xếp lại. Nhấp chuột phải vào một GPU để đánh dấu hỏng.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not every deployment starts: %n proposal(s), the least damaging first.</source>
        <translation>
            <numerusform>Không phải mọi triển khai đều khởi động được: %n phương án, ít gây hại nhất xếp trước.</numerusform>
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
        <translation>Á&amp;p dụng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make these changes to the fleet shown and replay its startup</source>
        <translation>Thực hiện các thay đổi này trên cụm đang hiển thị và mô phỏng lại quá trình khởi động</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Fail this GPU (%1)</source>
        <translation>Đánh dấu &amp;hỏng GPU này (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restore this GPU (%1)</source>
        <translation>&amp;Khôi phục GPU này (%1)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The scenario runs on %1 GPUs; the fleet has %2 healthy ones.</source>
        <translation>Kịch bản chạy trên %1 GPU; cụm có %2 GPU còn tốt.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::KnobRow</name>
    <message>
        <location filename="../../ui/knobrow.cpp" line="+37"/>
        <source>%1 is changed from its default. Reset it to %2.</source>
        <translation>%1 đã khác mặc định. Đặt lại về %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is at its default (%2).</source>
        <translation>%1 đang ở mặc định (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset %1</source>
        <translation>Đặt lại %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LessonDeck</name>
    <message>
        <location filename="../../ui/lessondeck.cpp" line="+169"/>
        <source>Step %1 of %2</source>
        <translation>Bước %1/%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The lesson has no steps</source>
        <translation>Bài học không có bước nào</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A slide deck is a PDF: -o FILE.pdf</source>
        <translation>Bộ slide là một tệp PDF: -o FILE.pdf</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+7"/>
        <source>Cannot write %1</source>
        <translation>Không ghi được %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LessonPlayer</name>
    <message>
        <location filename="../../ui/lessonplayer.cpp" line="+104"/>
        <source>← Back</source>
        <translation>← Quay lại</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The previous step of the lesson (← or Page Up)</source>
        <translation>Bước trước của bài học (← hoặc Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next →</source>
        <translation>Tiếp →</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next step: sets its scenario and shows what it is about (→ or Page Down)</source>
        <translation>Bước tiếp theo: đặt kịch bản của bước đó và cho thấy nó nói về điều gì (→ hoặc Page Down)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close lesson</source>
        <translation>Đóng bài học</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson; the scenario stays as the last step left it</source>
        <translation>Rời bài học; kịch bản giữ nguyên như bước cuối để lại</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot play the lesson</source>
        <translation>Không chạy được bài học</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Step %1 of %2</source>
        <translation>Bước %1/%2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Lesson</source>
        <translation>Bài học</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Bài học</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 steps; → and ← step through them</source>
        <translation>%1 bước; dùng → và ← để chuyển bước</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open lesson &amp;file…</source>
        <translation>Mở &amp;tệp bài học…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open lesson</source>
        <translation>Mở bài học</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons (*.json)</source>
        <translation>Bài học (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot open the lesson</source>
        <translation>Không mở được bài học</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LoadChart</name>
    <message>
        <location filename="../../ui/loadchart.cpp" line="+40"/>
        <source>KV cache usage and requests under load</source>
        <translation>Mức dùng KV cache và số yêu cầu khi có tải</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scheduler simulation step by step: the share of the KV pool in use (left axis), the requests running and waiting (right axis), and a red mark wherever running requests were preempted because the pool ran out. The dashed line is the target KV usage.</source>
        <translation>Mô phỏng bộ lập lịch theo từng bước: tỷ lệ vùng KV đang dùng (trục trái), số yêu cầu đang chạy và đang chờ (trục phải), và một vạch đỏ ở những chỗ yêu cầu đang chạy bị preemption do vùng KV cạn. Đường nét đứt là mức dùng KV mục tiêu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV usage (%)</source>
        <translation>Mức dùng KV (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+74"/>
        <source>target %1%</source>
        <translation>mục tiêu %1%</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>running</source>
        <translation>đang chạy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting</source>
        <translation>đang chờ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptions</source>
        <translation>preemption</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+64"/>
        <source>engine steps</source>
        <translation>bước engine</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>KV cache usage (% of the pool)</source>
        <translation>Mức dùng KV cache (% vùng KV)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>requests</source>
        <translation>yêu cầu</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Nothing simulated</source>
        <translation>Chưa mô phỏng gì</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>simulated time (s)</source>
        <translation>thời gian mô phỏng (s)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LoadControlsWidget</name>
    <message>
        <location filename="../../ui/loadcontrols.cpp" line="+31"/>
        <source> requests</source>
        <translation> yêu cầu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--num-requests: how many requests the simulation sends. The default, one burst of 1,024, is as many as vLLM&apos;s default max_num_seqs admits at once.</source>
        <translation>--num-requests: số yêu cầu mà mô phỏng gửi đi. Mặc định là một đợt 1024 yêu cầu, bằng số mà max_num_seqs mặc định của vLLM cho vào cùng lúc.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One burst</source>
        <translation>Một đợt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson</source>
        <translation>Poisson</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed loop of users</source>
        <translation>Vòng lặp kín người dùng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--arrival: every request at once (the harshest case), a Poisson process at a mean rate, or a fixed number of users who each send the next request the moment the previous one completes.</source>
        <translation>--arrival: mọi yêu cầu cùng lúc (trường hợp khắc nghiệt nhất), quá trình Poisson với tốc độ trung bình, hoặc một số người dùng cố định, mỗi người gửi yêu cầu tiếp theo ngay khi yêu cầu trước hoàn tất.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--arrival poisson:RATE: the mean arrival rate in requests per simulated second.</source>
        <translation>--arrival poisson:RATE: tốc độ đến trung bình, tính bằng số yêu cầu mỗi giây mô phỏng.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> users</source>
        <translation> người dùng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--arrival users:N: requests in flight at any moment; each completion releases the next request.</source>
        <translation>--arrival users:N: số yêu cầu đang xử lý tại mọi thời điểm; mỗi yêu cầu hoàn tất sẽ giải phóng yêu cầu tiếp theo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the scenario (typical / p95)</source>
        <translation>Theo kịch bản (điển hình / p95)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed prompt and output</source>
        <translation>Prompt và đầu ra cố định</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Request lengths: log-normal around the scenario&apos;s typical and 95th-percentile request tokens (split about 5:1 between prompt and output), or every request exactly the prompt and output tokens below.</source>
        <translation>Độ dài yêu cầu: log-normal quanh số token điển hình và phân vị 95 của kịch bản (chia khoảng 5:1 giữa prompt và đầu ra), hoặc mọi yêu cầu dùng đúng số token prompt và đầu ra bên dưới.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+13"/>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>--prompt-tokens: the prompt length of every request, with fixed lengths.</source>
        <translation>--prompt-tokens: độ dài prompt của mọi yêu cầu, khi độ dài cố định.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--output-tokens: the tokens every request generates, with fixed lengths. Each decode step grows a request by one token and, every block size tokens, by one KV block.</source>
        <translation>--output-tokens: số token mà mọi yêu cầu sinh ra, khi độ dài cố định. Mỗi bước decode làm yêu cầu dài thêm một token và, cứ sau mỗi block size token, thêm một block KV.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--seed: the random lengths and arrivals. The same seed always gives the same simulation; try another to see how much the result depends on luck.</source>
        <translation>--seed: độ dài và thời điểm đến ngẫu nhiên. Cùng một seed luôn cho cùng một mô phỏng; hãy thử seed khác để xem kết quả phụ thuộc vào may rủi đến mức nào.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prefix &amp;caching</source>
        <translation>Prefix c&amp;aching</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--enable-prefix-caching (on by default in vLLM V1): the shared prefix&apos;s full blocks are computed once and shared by every request.</source>
        <translation>--enable-prefix-caching (mặc định bật trong vLLM V1): các block đầy của prefix dùng chung chỉ được tính một lần và dùng chung cho mọi yêu cầu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--prefix-tokens: a system prompt every request begins with, counted in its prompt length. With prefix caching its blocks are stored once.</source>
        <translation>--prefix-tokens: system prompt mà mọi yêu cầu đều bắt đầu bằng, được tính vào độ dài prompt. Khi bật prefix caching, các block của nó chỉ được lưu một lần.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--target-kv-usage: the recommended max_num_seqs keeps the peak KV usage below this share of the pool, leaving room for requests longer than simulated.</source>
        <translation>--target-kv-usage: max_num_seqs khuyến nghị giữ đỉnh mức dùng KV dưới tỷ lệ này của vùng KV, chừa chỗ cho yêu cầu dài hơn mức đã mô phỏng.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Engine steps</source>
        <translation>Bước engine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated seconds</source>
        <translation>Giây mô phỏng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chart&apos;s horizontal axis: scheduler steps, or seconds on the simulation&apos;s clock (15 ms + 0.03 ms per token scheduled in a step, a rough Llama 3.1 8B on H100 figure).</source>
        <translation>Trục ngang của biểu đồ: số bước của bộ lập lịch, hoặc số giây theo đồng hồ mô phỏng (15 ms + 0.03 ms cho mỗi token được lập lịch trong một bước, số liệu ước chừng của Llama 3.1 8B trên H100).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Requests:</source>
        <translation>&amp;Số yêu cầu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arr&amp;ivals:</source>
        <translation>&amp;Kiểu đến:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson ra&amp;te:</source>
        <translation>&amp;Tốc độ Poisson:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Users:</source>
        <translation>&amp;Người dùng:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lengths:</source>
        <translation>Độ &amp;dài:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prompt:</source>
        <translation>Pr&amp;ompt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Output:</source>
        <translation>Đầu &amp;ra:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See&amp;d:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Shared prefix:</source>
        <translation>Prefix dùng &amp;chung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tar&amp;get KV usage:</source>
        <translation>&amp;Mức dùng KV mục tiêu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time a&amp;xis:</source>
        <translation>Trục thời &amp;gian:</translation>
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
        <translation>Mô phỏng chạy ngầm; biểu đồ hiển thị lần chạy hoàn tất gần nhất cho đến khi lần mới xong.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>At the scenario&apos;s max_num_seqs</source>
        <translation>Ở max_num_seqs của kịch bản</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Peak KV usage:</source>
        <translation>Đỉnh mức dùng KV:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest share of the KV pool in use at once (vLLM&apos;s kv_cache_usage_perc). vLLM V1 keeps one of the plan&apos;s KV blocks as its null block and never fills it, so the usable pool here is one block smaller than the block count on the Capacity tab.</source>
        <translation>Phần lớn nhất của vùng KV được dùng cùng lúc (kv_cache_usage_perc của vLLM). vLLM V1 giữ một khối KV của kế hoạch làm khối rỗng (null block) và không bao giờ lấp đầy nó, nên vùng dùng được ở đây ít hơn một khối so với số khối trên tab Dung lượng.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preemptions:</source>
        <translation>Preemption:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running requests evicted because the pool ran out; their blocks are freed and their tokens computed again later. Any at all means the setting admits more than the pool can finish.</source>
        <translation>Các yêu cầu đang chạy bị loại ra vì vùng KV cạn; block của chúng được giải phóng và token được tính lại sau. Chỉ cần có một lần là thiết lập này đã nhận nhiều hơn mức vùng KV có thể xử lý hết.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max waiting:</source>
        <translation>Chờ tối đa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The longest the waiting queue got (requests that arrived but were not running), and the most requests running at once.</source>
        <translation>Độ dài lớn nhất của hàng đợi (các yêu cầu đã đến nhưng chưa chạy), và số yêu cầu chạy cùng lúc nhiều nhất.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed:</source>
        <translation>Hoàn tất:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Requests that finished, of those sent.</source>
        <translation>Số yêu cầu đã xong trên số đã gửi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps to drain:</source>
        <translation>Số bước để xử lý hết:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine steps until the last request finished, and the same on the simulated clock.</source>
        <translation>Số bước engine cho đến khi yêu cầu cuối cùng xong, và thời gian tương ứng trên đồng hồ mô phỏng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recommended max_num_seqs</source>
        <translation>max_num_seqs khuyến nghị</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current:</source>
        <translation>Hiện tại:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario&apos;s --max-num-seqs (vLLM&apos;s default is 1,024).</source>
        <translation>--max-num-seqs của kịch bản (mặc định của vLLM là 1024).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated:</source>
        <translation>Mô phỏng:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest max_num_seqs that, on the same requests, keeps zero preemptions and the peak KV usage below the target, found by simulating.</source>
        <translation>max_num_seqs lớn nhất mà, với cùng các yêu cầu đó, vẫn giữ 0 preemption và đỉnh mức dùng KV dưới mục tiêu, tìm được bằng mô phỏng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule of thumb:</source>
        <translation>Quy tắc kinh nghiệm:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed&apos;s rule: KV blocks ÷ blocks of a p95 request × safety margin, as kvbudget plan recommends it.</source>
        <translation>Quy tắc gốc: block KV ÷ số block của một yêu cầu p95 × biên an toàn, đúng như kvbudget plan khuyến nghị.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+68"/>
        <location line="+76"/>
        <source>&amp;Apply</source>
        <translation>Á&amp;p dụng</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Set the scenario&apos;s max_num_seqs to the simulated recommendation.</source>
        <translation>Đặt max_num_seqs của kịch bản theo khuyến nghị từ mô phỏng.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workload</source>
        <translation>Tải</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+108"/>
        <source>Simulating…</source>
        <translation>Đang mô phỏng…</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>vLLM would not start with this plan, so there is no load to simulate: %1</source>
        <translation>vLLM sẽ không khởi động được với kế hoạch này nên không có tải để mô phỏng: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vLLM would not start: nothing to simulate</source>
        <translation>vLLM sẽ không khởi động được: không có gì để mô phỏng</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>not simulated</source>
        <translation>chưa mô phỏng</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Nothing simulated</source>
        <translation>Chưa mô phỏng gì</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preemption spiral at max_num_seqs %1: the pool ran out and %2 preemptions threw away %3 computed tokens that were computed again.</source>
        <translation>Vòng xoáy preemption ở max_num_seqs %1: vùng KV cạn kiệt và %2 lần preemption đã bỏ đi %3 token đã tính và phải tính lại.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No preemptions at max_num_seqs %1, but KV usage peaked at %2, above the %3 target: no headroom for longer requests.</source>
        <translation>Không có preemption ở max_num_seqs %1, nhưng mức dùng KV đạt đỉnh %2, vượt mục tiêu %3: không còn dư địa cho yêu cầu dài hơn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Holds at max_num_seqs %1: no preemptions, KV usage peaked at %2 (target: below %3).</source>
        <translation>Ổn định ở max_num_seqs %1: không có preemption, mức dùng KV đạt đỉnh %2 (mục tiêu: dưới %3).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2 of %3 usable blocks)</source>
        <translation>%1 (%2 trên %3 khối dùng được)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
%2 requests, %3 tokens recomputed</source>
        <translation>%1
%2 yêu cầu, %3 token được tính lại</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 running at most)</source>
        <translation>%1 (tối đa %2 đang chạy)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 trên %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (%3 rejected as too long)</source>
        <translation>%1 trên %2 (%3 bị từ chối vì quá dài)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 steps (%2 s simulated)</source>
        <translation>%1 bước (%2 s mô phỏng)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none: even one request at a time reaches the %1 target</source>
        <translation>không có: ngay cả một yêu cầu mỗi lúc cũng chạm mục tiêu %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1
every value up to it stays below the %2 target</source>
        <translation>%1
mọi giá trị đến mức này đều dưới mục tiêu %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
at it: peak %2, no preemptions, %3 steps</source>
        <translation>%1
tại đó: đỉnh %2, không có preemption, %3 bước</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
= ⌊%2 blocks ÷ ⌈%3 p95 tokens ÷ %4⌉ × %5⌋</source>
        <translation>%1
= ⌊%2 block ÷ ⌈%3 token p95 ÷ %4⌉ × %5⌋</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Apply max_num_seqs %1</source>
        <translation>Á&amp;p dụng max_num_seqs %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="+105"/>
        <source>Capacity</source>
        <translation>Dung lượng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory budget: where the GPU&apos;s memory goes and what fits (Ctrl+1)</source>
        <translation>Ngân sách bộ nhớ: bộ nhớ GPU được dùng vào đâu và những gì vừa (Ctrl+1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Tải</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scheduler under a workload: KV usage, queues, preemptions and the recommended max_num_seqs (Ctrl+2)</source>
        <translation>Bộ lập lịch khi có tải: mức dùng KV, hàng đợi, preemption và max_num_seqs khuyến nghị (Ctrl+2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fleet of several deployments on shared GPUs: start order, failed cards and the re-pack proposals (Ctrl+3)</source>
        <translation>Cụm nhiều triển khai trên các GPU dùng chung: thứ tự khởi động, card hỏng và các phương án sắp xếp lại (Ctrl+3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open %1 from the fleet</source>
        <translation>Mở %1 từ cụm</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>Show the math</source>
        <translation>Hiện phép tính</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Drag a slider: every chart and the math follow.</source>
        <translation>Kéo thanh trượt: mọi biểu đồ và phép tính cập nhật theo.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>saved settings</source>
        <translation>thiết lập đã lưu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last scenario could not be restored (%1); starting from the default.</source>
        <translation>Không khôi phục được kịch bản lần trước (%1); bắt đầu từ mặc định.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy image</source>
        <translation>&amp;Sao chép ảnh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the dashboard to the clipboard as an image</source>
        <translation>Sao chép bảng điều khiển vào bộ nhớ tạm dưới dạng ảnh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy plan as &amp;Markdown</source>
        <translation>Sao chép kế hoạch dạng &amp;Markdown</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the plan as a Markdown table for a capacity-review document</source>
        <translation>Sao chép kế hoạch dưới dạng bảng Markdown cho tài liệu đánh giá dung lượng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;launch command</source>
        <translation>Sao chép &amp;lệnh khởi chạy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the vllm serve command that reproduces this plan</source>
        <translation>Sao chép lệnh vllm serve tái tạo kế hoạch này</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the vllm serve command that reproduces this plan: only the flags that differ from vLLM&apos;s defaults, and kvbudget&apos;s own settings as a comment</source>
        <translation>Sao chép lệnh vllm serve tái tạo kế hoạch này: chỉ các cờ khác với mặc định của vLLM, còn các thiết lập riêng của kvbudget được ghi thành chú thích</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add current scenario to &amp;fleet</source>
        <translation>Thêm kịch bản hiện tại vào &amp;cụm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add the scenario as a new deployment on the fleet&apos;s GPU with most free memory, started last (the GPUs tab)</source>
        <translation>Thêm kịch bản thành một triển khai mới trên GPU của cụm có nhiều bộ nhớ trống nhất, khởi động sau cùng (thẻ GPU)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advanced settings…</source>
        <translation>Thiết lập &amp;nâng cao…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every setting the command line has: GPU memory, block_size, enforce_eager, --kv-cache-memory, the weight dtype, the overhead overrides...</source>
        <translation>Mọi thiết lập có trong dòng lệnh: bộ nhớ GPU, block_size, enforce_eager, --kv-cache-memory, dtype trọng số, các ghi đè phụ trội...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Capacity</source>
        <translation>&amp;Dung lượng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the memory budget dashboard</source>
        <translation>Hiện bảng điều khiển ngân sách bộ nhớ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load</source>
        <translation>&amp;Tải</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the scheduler simulation under load</source>
        <translation>Hiện mô phỏng bộ lập lịch khi có tải</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the fleet: several deployments on shared GPUs</source>
        <translation>Hiện cụm: nhiều triển khai trên các GPU dùng chung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the &amp;math</source>
        <translation>Hiện &amp;phép tính</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Palette</source>
        <translation>&amp;Bảng màu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System</source>
        <translation>&amp;Hệ thống</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Sáng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Tối</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About kvbudget</source>
        <translation>&amp;Giới thiệu kvbudget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Giới thiệu &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_calibrate.cpp" line="+20"/>
        <source>Ca&amp;librate from a vLLM log…</source>
        <translation>&amp;Hiệu chỉnh từ log vLLM…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste or open vLLM&apos;s startup log: compare it with the prediction and start what-ifs from the measured terms</source>
        <translation>Dán hoặc mở log khởi động của vLLM: so sánh với dự đoán và bắt đầu các phép thử giả định từ các thành phần đo được</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Calibrated from your vLLM log</source>
        <translation>Đã hiệu chỉnh từ log vLLM của bạn</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+46"/>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import config.json…</source>
        <translation>&amp;Nhập config.json…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+80"/>
        <source>Import a Hugging Face config.json</source>
        <translation>Nhập một config.json của Hugging Face</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+80"/>
        <source>Model config (config.json *.json);;All files (*)</source>
        <translation>Cấu hình mô hình (config.json *.json);;Tất cả tệp (*)</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Mở kịch bản…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a scenario</source>
        <translation>Mở kịch bản</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_compare.cpp" line="+17"/>
        <source>Compare</source>
        <translation>So sánh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The baseline and up to three more scenarios side by side: every key figure with its change, the memory bars on one scale, the curves overlaid (Ctrl+4)</source>
        <translation>Đường cơ sở và tối đa ba kịch bản khác đặt cạnh nhau: mọi số liệu chính kèm mức thay đổi, các cột bộ nhớ trên cùng thang đo, các đường cong chồng lên nhau (Ctrl+4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../ui/mainwindow_files.cpp" line="+0"/>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Tệp kịch bản (*.json);;Tất cả tệp (*)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add scenario file to comparison</source>
        <translation>Thêm tệp kịch bản vào phép so sánh</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pin as &amp;baseline</source>
        <translation>&amp;Ghim làm đường cơ sở</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pin the current scenario as the baseline of a comparison</source>
        <translation>Ghim kịch bản hiện tại làm đường cơ sở của một phép so sánh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a comparison with the current scenario as its baseline (the Compare tab); add up to three more to see every key figure&apos;s change</source>
        <translation>Bắt đầu một phép so sánh với kịch bản hiện tại làm đường cơ sở (thẻ So sánh); thêm tối đa ba kịch bản nữa để xem mức thay đổi của mọi số liệu chính</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to co&amp;mparison</source>
        <translation>Thêm vào s&amp;o sánh</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a copy of the current scenario to the comparison</source>
        <translation>Thêm một bản sao của kịch bản hiện tại vào phép so sánh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a copy of the current scenario as a new column of the Compare tab, to change a knob in (at most four scenarios)</source>
        <translation>Thêm một bản sao của kịch bản hiện tại thành cột mới của thẻ So sánh, để thay đổi một thông số trong đó (tối đa bốn kịch bản)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add scenario file to comparison…</source>
        <translation>Thêm tệp kịch bản vào phép so sánh…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a saved scenario file as a new column of the Compare tab</source>
        <translation>Thêm một tệp kịch bản đã lưu thành cột mới của thẻ So sánh</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co&amp;mpare</source>
        <translation>&amp;So sánh</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the comparison: the baseline and up to three more scenarios</source>
        <translation>Hiện phép so sánh: đường cơ sở và tối đa ba kịch bản khác</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+5"/>
        <source>Open &amp;fleet…</source>
        <translation>Mở &amp;cụm…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a fleet</source>
        <translation>Mở cụm</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fleet files (*.json);;All files (*)</source>
        <translation>Tệp cụm (*.json);;Tất cả tệp (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a fleet file (&quot;kvbudget_fleet&quot;: 1) in the GPUs tab</source>
        <translation>Mở một tệp cụm (&quot;kvbudget_fleet&quot;: 1) trong thẻ GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Built-in scenarios</source>
        <translation>&amp;Kịch bản tích hợp</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+124"/>
        <source>Open %1</source>
        <translation>Mở %1</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Built-in scenario</source>
        <translation>Kịch bản tích hợp</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_session.cpp" line="+39"/>
        <source>Autosave failed: %1</source>
        <translation>Tự động lưu thất bại: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back the last change of the scenario</source>
        <translation>Hủy thay đổi gần nhất của kịch bản</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make the change that was taken back again</source>
        <translation>Thực hiện lại thay đổi vừa được hoàn tác</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Save scenario</source>
        <translation>&amp;Lưu kịch bản</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the scenario to its file (asks for one the first time)</source>
        <translation>Lưu kịch bản vào tệp của nó (lần đầu sẽ hỏi tên tệp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save scenario &amp;as…</source>
        <translation>Lưu kịch bản &amp;với tên khác…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Save the scenario</source>
        <translation>Lưu kịch bản</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>Scenario files (*.json)</source>
        <translation>Tệp kịch bản (*.json)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save the scenario to a new file</source>
        <translation>Lưu kịch bản vào một tệp mới</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Open &amp;recent</source>
        <translation>Mở &amp;gần đây</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Xóa danh sách</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open recent</source>
        <translation>Mở gần đây</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation>%1 không còn tồn tại; đã bỏ khỏi danh sách tệp gần đây.</translation>
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
        <translation>Lưu thay đổi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved. Save them before closing?</source>
        <translation>%1 có thay đổi chưa được lưu. Lưu trước khi đóng?</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+26"/>
        <source>Restore the scenario</source>
        <translation>Khôi phục kịch bản</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>kvbudget did not close cleanly. Restore the scenario from %1?</source>
        <translation>kvbudget đã không đóng đúng cách. Khôi phục kịch bản từ %1?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Restore</source>
        <translation>&amp;Khôi phục</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Bỏ đi</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the autosave</source>
        <translation>bản tự động lưu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosaved scenario could not be read: %1</source>
        <translation>Không đọc được kịch bản đã tự động lưu: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore the autosaved scenario</source>
        <translation>Khôi phục kịch bản đã tự động lưu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restored the scenario autosaved at %1</source>
        <translation>Đã khôi phục kịch bản được tự động lưu lúc %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+7"/>
        <source>&amp;Export dashboard…</source>
        <translation>&amp;Xuất bảng điều khiển…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export &amp;chart</source>
        <translation>Xuất &amp;biểu đồ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Memory bars…</source>
        <translation>Cột &amp;bộ nhớ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Concurrency…</source>
        <translation>&amp;Mức đồng thời…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Utilization…</source>
        <translation>Mức &amp;sử dụng…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Savings…</source>
        <translation>Tiết &amp;kiệm…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Load (simulation)…</source>
        <translation>&amp;Tải (mô phỏng)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <location line="+132"/>
        <location line="+54"/>
        <location line="+14"/>
        <location line="+7"/>
        <source>Export</source>
        <translation>Xuất</translation>
    </message>
    <message>
        <location line="-214"/>
        <location line="+7"/>
        <location line="+207"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>Ảnh PNG (*.png);;Ảnh SVG (*.svg);;Tài liệu PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>&amp;GPUs (fleet)…</source>
        <translation>&amp;GPU (cụm)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation>&amp;Thoát</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Import config.json</source>
        <translation>Nhập config.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not import %1:
%2</source>
        <translation>Không nhập được %1:
%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Imported %1</source>
        <translation>Đã nhập %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open scenario</source>
        <translation>Mở kịch bản</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open %1:
%2</source>
        <translation>Không mở được %1:
%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened %1</source>
        <translation>Đã mở %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1 (%2)</source>
        <translation>Đã mở %1 (%2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save scenario</source>
        <translation>Lưu kịch bản</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>Đã lưu %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+54"/>
        <location line="+14"/>
        <location filename="../../ui/mainwindow_report.cpp" line="+49"/>
        <source>Exported %1</source>
        <translation>Đã xuất %1</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Exporting %1…</source>
        <translation>Đang xuất %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Exporting %1 when the simulation finishes…</source>
        <translation>Sẽ xuất %1 khi mô phỏng xong…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 · workload: %2</source>
        <translation>%1 · tải: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kvbudget load: %1</source>
        <translation>kvbudget — tải: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Copied the dashboard as an image</source>
        <translation>Đã sao chép bảng điều khiển dưới dạng ảnh</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the plan as Markdown</source>
        <translation>Đã sao chép kế hoạch dưới dạng Markdown</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the vllm serve command</source>
        <translation>Đã sao chép lệnh vllm serve</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About kvbudget</source>
        <translation>Giới thiệu kvbudget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;kvbudget %1&lt;/h3&gt;&lt;p&gt;GPU memory and KV-cache capacity planner for LLM serving, in vLLM&apos;s own arithmetic: the memory ceiling, the profiling run, the KV blocks and the startup checks.&lt;/p&gt;&lt;p&gt;Every number on the dashboard comes from the engine; &lt;i&gt;View → Show the math&lt;/i&gt; shows the working.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;kvbudget %1&lt;/h3&gt;&lt;p&gt;Công cụ lập kế hoạch bộ nhớ GPU và dung lượng KV cache khi phục vụ LLM, theo đúng cách tính của vLLM: trần bộ nhớ, lượt profiling, các block KV và các bước kiểm tra khởi động.&lt;/p&gt;&lt;p&gt;Mọi con số trên bảng điều khiển đều do engine tính ra; &lt;i&gt;Xem → Hiện phép tính&lt;/i&gt; cho thấy chi tiết cách tính.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/languagemenu.cpp" line="+60"/>
        <source>L&amp;anguage</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_report.cpp" line="-28"/>
        <source>Export &amp;report…</source>
        <translation>Xuất báo cá&amp;o…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>Export report</source>
        <translation>Xuất báo cáo</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>PDF document (*.pdf);;HTML page (*.html);;Markdown with PNG charts (*.md)</source>
        <translation>Tài liệu PDF (*.pdf);;Trang HTML (*.html);;Markdown kèm biểu đồ PNG (*.md)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A document for a capacity review: the verdict, the charts, the worked math, vLLM&apos;s log lines, the launch command and the assumptions</source>
        <translation>Tài liệu cho buổi đánh giá dung lượng: kết luận, biểu đồ, phép tính chi tiết, các dòng log của vLLM, lệnh khởi chạy và các giả định</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_tools.cpp" line="+16"/>
        <source>&amp;Tools</source>
        <translation>&amp;Công cụ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;What fits…</source>
        <translation>&amp;Cấu hình nào vừa…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fewest GPUs and the split that hold N requests of T tokens, cheapest first; the longest context and the utilization range that start</source>
        <translation>Ít GPU nhất và cách chia chứa được N yêu cầu T token, rẻ nhất trước; ngữ cảnh dài nhất và khoảng mức sử dụng khởi động được</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loaded the chosen option from What fits?</source>
        <translation>Đã nạp phương án được chọn từ “Cấu hình nào vừa?”</translation>
    </message>
</context>
<context>
    <name>kvb::ui::MathModel</name>
    <message>
        <location filename="../../ui/mathmodel.cpp" line="+22"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 = %3</source>
        <translation>%1: %2 = %3</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Step</source>
        <translation>Bước</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working</source>
        <translation>Cách tính</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
</context>
<context>
    <name>kvb::ui::MemoryBarWidget</name>
    <message>
        <location filename="../../ui/kvbandoverlay.cpp" line="+39"/>
        <source>KV calibrated ±%1</source>
        <translation>KV đã hiệu chỉnh ±%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV uncertainty %1</source>
        <translation>Độ bất định KV %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;KV cache range&lt;/b&gt;: %1 – %2&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Khoảng KV cache&lt;/b&gt;: %1 – %2&lt;br&gt;%3</translation>
    </message>
    <message>
        <location filename="../../ui/memorybarpaint.cpp" line="+69"/>
        <source>memory per GPU (GiB); the card: %1</source>
        <translation>bộ nhớ mỗi GPU (GiB); card: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory per GPU (GiB)</source>
        <translation>bộ nhớ mỗi GPU (GiB)</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>ceiling %1 = %2 × %3</source>
        <translation>trần %1 = %2 × %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ceiling %1</source>
        <translation>trần %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>card %1</source>
        <translation>card %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>over budget by %1: no KV cache</source>
        <translation>vượt ngân sách %1: không có KV cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over by %1</source>
        <translation>vượt %1</translation>
    </message>
    <message>
        <location filename="../../ui/memorybarwidget.cpp" line="+31"/>
        <source>GPU memory per rank</source>
        <translation>Bộ nhớ GPU mỗi rank</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>GPU memory per rank (%n GPUs)</source>
        <translation>
            <numerusform>Bộ nhớ GPU mỗi rank (%n GPU)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation>Bộ nhớ GPU</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>GPU %1 · stage %2 · TP rank %3</source>
        <translation>GPU %1 · giai đoạn %2 · TP rank %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU %1 · stage %2</source>
        <translation>GPU %1 · giai đoạn %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs %1–%2 · stage %3 (%4 identical)</source>
        <translation>GPU %1–%2 · giai đoạn %3 (%4 giống nhau)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs %1–%2 (%3 identical)</source>
        <translation>GPU %1–%2 (%3 giống nhau)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>No plan: the chart has no room</source>
        <translation>Không có kế hoạch: biểu đồ không đủ chỗ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid scenario: %1</source>
        <translation>Kịch bản không hợp lệ: %1</translation>
    </message>
    <message>
        <location filename="../../ui/startuppeakoverlay.cpp" line="+35"/>
        <source>startup peak %1 (steady %2)</source>
        <translation>đỉnh khởi động %1 (ổn định %2)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Presentation</name>
    <message>
        <location filename="../../ui/presentation.cpp" line="+59"/>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Chế độ trình chiếu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, large type, high contrast, one view at a time (F5; Esc leaves)</source>
        <translation>Toàn màn hình, chữ lớn, độ tương phản cao, mỗi lần một khung xem (F5; Esc để thoát)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present to a room: full screen, projector-sized type and lines, a high-contrast palette, one view at a time (PageDown / PageUp or 1–6), L for a cursor highlight; Esc leaves</source>
        <translation>Trình chiếu trước khán phòng: toàn màn hình, chữ và nét cỡ máy chiếu, bảng màu tương phản cao, mỗi lần một khung xem (PageDown / PageUp hoặc 1–6), L để làm nổi bật con trỏ; Esc để thoát</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Zoom</source>
        <translation>Th&amp;u phóng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Phóng to</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Larger type and lines everywhere (Ctrl +)</source>
        <translation>Chữ và nét lớn hơn ở mọi nơi (Ctrl +)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Thu nhỏ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smaller type and lines everywhere (Ctrl −)</source>
        <translation>Chữ và nét nhỏ hơn ở mọi nơi (Ctrl −)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Kích thước thực</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type and lines at their normal size (Ctrl 0)</source>
        <translation>Chữ và nét ở kích thước bình thường (Ctrl 0)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::PresentationView</name>
    <message>
        <location filename="../../ui/presentationview.cpp" line="+33"/>
        <source>Presentation</source>
        <translation>Trình chiếu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presentation view</source>
        <translation>Khung xem trình chiếu</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>PageDown / PageUp: next or previous page, then view · 1–6: one view · L: cursor highlight · Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave</source>
        <extracomment>Presentation mode&apos;s key hint on the math when its steps take more than one page: PageDown / PageUp turn the pages first, and past the first or the last page go to the previous or next view</extracomment>
        <translation>PageDown / PageUp: trang sau hoặc trước, rồi đến khung nhìn · 1–6: một khung nhìn · L: làm nổi con trỏ · Ctrl + / Ctrl − / Ctrl 0: thu phóng · Esc: thoát</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PageDown / PageUp or 1–6: next, previous or one view · L: cursor highlight · Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave</source>
        <translation>PageDown / PageUp hoặc 1–6: khung sau, khung trước hoặc một khung cụ thể · L: làm nổi bật con trỏ · Ctrl + / Ctrl − / Ctrl 0: thu phóng · Esc: thoát</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>Show the math</source>
        <translation>Hiện phép tính</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Where the GPU&apos;s memory goes</source>
        <translation>Bộ nhớ GPU được dùng vào đâu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent requests</source>
        <translation>Yêu cầu đồng thời</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache against gpu_memory_utilization</source>
        <translation>KV cache theo gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each saving buys</source>
        <translation>Mỗi khoản tiết kiệm mang lại gì</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The math</source>
        <translation>Phép tính</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fleet&apos;s GPUs</source>
        <translation>Các GPU của cụm</translation>
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
        <translation>Trang %1 / %2</translation>
    </message>
</context>
<context>
    <name>kvb::ui::SavingsChart</name>
    <message>
        <location filename="../../ui/savingschart.cpp" line="+19"/>
        <location line="+18"/>
        <source>Savings for one request</source>
        <translation>Tiết kiệm cho một yêu cầu</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Weights plus the KV cache of one request at max_model_len on one GPU: multi-head attention with a contiguous 16-bit reservation, then each technique in turn.</source>
        <translation>Trọng số cộng KV cache của một yêu cầu dài max_model_len trên một GPU: multi-head attention với vùng dành sẵn 16-bit liên tục, rồi lần lượt áp dụng từng kỹ thuật.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Savings for %1 requests of %2 tokens, per GPU</source>
        <translation>Tiết kiệm cho %1 yêu cầu %2 token, mỗi GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Savings for one %1-token request, per GPU</source>
        <translation>Tiết kiệm cho một yêu cầu %1 token, mỗi GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(beyond the model&apos;s limit: for teaching only)</source>
        <translation>(vượt giới hạn của mô hình: chỉ để minh họa)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Multi-head</source>
        <translation>Multi-head</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grouped-query</source>
        <translation>Grouped-query</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>fp8 KV</source>
        <translation>KV fp8</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>INT8 KV</source>
        <translation>KV INT8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT4 KV</source>
        <translation>KV INT4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paged blocks</source>
        <translation>Block phân trang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Int4 weights</source>
        <translation>Trọng số Int4</translation>
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
        <translation>Phân trang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Int4</source>
        <translation>Int4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>model is multi-head</source>
        <translation>mô hình là multi-head</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already quantized</source>
        <translation>đã lượng tử hóa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1/token</source>
        <translation>%1/token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AWQ, group 128</source>
        <translation>AWQ, nhóm 128</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Weights</source>
        <translation>Trọng số</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache of the request</source>
        <translation>KV cache của yêu cầu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved by the step</source>
        <translation>Tiết kiệm nhờ bước này</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No plan: the scenario is invalid</source>
        <translation>Không có kế hoạch: kịch bản không hợp lệ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid scenario: %1</source>
        <translation>Kịch bản không hợp lệ: %1</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>GiB per GPU</source>
        <translation>GiB mỗi GPU</translation>
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
        <translation>Thay đổi kịch bản</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change %1</source>
        <translation>Thay đổi %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Change %n settings</source>
        <translation>
            <numerusform>Thay đổi %n thiết lập</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvb::ui::ScenarioPanel</name>
    <message>
        <location filename="../../ui/scenariopanel.cpp" line="+96"/>
        <source>The model vLLM serves. Presets carry the shapes of the Hugging Face config.json; import your own config.json, or drop it (or a model folder) on the window. Type part of a name to search the list.</source>
        <translation>Mô hình mà vLLM phục vụ. Các mẫu có sẵn mang shape của config.json trên Hugging Face; hãy nhập config.json của riêng bạn, hoặc thả nó (hay một thư mục mô hình) vào cửa sổ. Gõ một phần tên để tìm trong danh sách.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search models…</source>
        <translation>Tìm mô hình…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>&amp;Nhập…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a Hugging Face config.json (or a model folder holding one) as the model.</source>
        <translation>Đọc một config.json của Hugging Face (hoặc thư mục mô hình chứa nó) làm mô hình.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The GPU model. Its memory is what CUDA reports (torch total_memory), which is what vLLM multiplies by gpu_memory_utilization. Advanced settings… takes any other size.</source>
        <translation>Mẫu GPU. Bộ nhớ của nó là giá trị CUDA báo (torch total_memory), cũng là giá trị vLLM nhân với gpu_memory_utilization. Thiết lập nâng cao… cho phép đặt kích thước bất kỳ khác.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>GPUs available to the deployment. vLLM needs tensor_parallel_size × pipeline_parallel_size of them; more only matter for data parallelism.</source>
        <translation>Số GPU dành cho triển khai. vLLM cần tensor_parallel_size × pipeline_parallel_size GPU; nhiều hơn chỉ có ý nghĩa với song song dữ liệu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--tensor-parallel-size: each layer is split over this many GPUs. The attention heads must divide evenly, so sizes that do not are disabled.</source>
        <translation>--tensor-parallel-size: mỗi lớp được chia trên ngần ấy GPU. Số head attention phải chia hết, nên các kích thước không chia hết sẽ bị vô hiệu hóa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--pipeline-parallel-size: the layers are split into this many stages, one per GPU group. vLLM sizes the KV cache by the stage with the fewest blocks.</source>
        <translation>--pipeline-parallel-size: các lớp được chia thành ngần ấy giai đoạn, mỗi giai đoạn một nhóm GPU. vLLM định cỡ KV cache theo giai đoạn có ít block nhất.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--gpu-memory-utilization: the share of the whole card vLLM may use. Weights, activations and (from v0.21) CUDA graphs come out of it; the rest is KV cache.</source>
        <translation>--gpu-memory-utilization: phần của toàn bộ card mà vLLM được dùng. Trọng số, bộ nhớ kích hoạt và (từ v0.21) CUDA graph được trừ vào đó; phần còn lại là KV cache.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--max-model-len: the longest request (prompt + output) vLLM accepts. One such request must fit in the KV cache or vLLM refuses to start. The slider snaps to powers of two; type any exact value in the box.</source>
        <translation>--max-model-len: yêu cầu dài nhất (prompt + đầu ra) mà vLLM chấp nhận. Một yêu cầu như vậy phải vừa trong KV cache, nếu không vLLM từ chối khởi động. Thanh trượt bắt theo lũy thừa của hai; gõ giá trị chính xác bất kỳ vào ô.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--kv-cache-dtype: auto stores K and V in the model&apos;s dtype (2 bytes); fp8 stores one byte per element, doubling the tokens that fit.</source>
        <translation>--kv-cache-dtype: auto lưu K và V theo dtype của mô hình (2 byte); fp8 lưu một byte mỗi phần tử, tăng gấp đôi số token vừa được.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--quantization: what-if for an unquantized checkpoint. fp8 and int8 store 8-bit weights, AWQ and GPTQ 4-bit weights with group scales. A quantized checkpoint keeps its own scheme.</source>
        <translation>--quantization: giả định cho checkpoint không lượng tử hóa. fp8 và int8 lưu trọng số 8-bit, AWQ và GPTQ lưu trọng số 4-bit với hệ số tỷ lệ theo nhóm. Checkpoint đã lượng tử hóa giữ nguyên cách lượng tử hóa của nó.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--max-num-seqs: the most requests vLLM schedules at once. It sizes the sampler&apos;s profiling run and the CUDA graph captures.</source>
        <translation>--max-num-seqs: số yêu cầu tối đa vLLM lập lịch cùng lúc. Giá trị này xác định kích thước lượt profiling của bộ lấy mẫu và các lần capture CUDA graph.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--max-num-batched-tokens: tokens per scheduler step. vLLM&apos;s profiling forward pass runs this many tokens, which sets the activation peak.</source>
        <translation>--max-num-batched-tokens: số token mỗi bước lập lịch. Lượt forward profiling của vLLM chạy ngần ấy token, và điều đó quyết định đỉnh kích hoạt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory other processes already hold on each GPU when vLLM starts. vLLM refuses to start if the free memory is below its utilization ceiling.</source>
        <translation>Bộ nhớ mà tiến trình khác đã giữ trên mỗi GPU khi vLLM khởi động. vLLM từ chối khởi động nếu bộ nhớ trống thấp hơn trần mức sử dụng của nó.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A typical request (prompt + output). Paged KV blocks mean such requests pin only what they use: this sets the realistic concurrency.</source>
        <translation>Một yêu cầu điển hình (prompt + đầu ra). Nhờ block KV phân trang, các yêu cầu như vậy chỉ giữ phần chúng dùng: giá trị này quyết định mức đồng thời thực tế.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The 95th-percentile request. kvbudget recommends a max_num_seqs that keeps a batch of these resident with a safety margin.</source>
        <translation>Yêu cầu ở phân vị 95. kvbudget khuyến nghị max_num_seqs sao cho một batch các yêu cầu này nằm gọn trong bộ nhớ với một biên an toàn.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Model and GPUs</source>
        <translation>Mô hình và GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Model</source>
        <translation>&amp;Mô hình</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU &amp;count</source>
        <translation>&amp;Số GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tensor parallel</source>
        <translation>Song song &amp;tensor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pipeline parallel</source>
        <translation>Song song &amp;pipeline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM settings</source>
        <translation>Thiết lập vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM versio&amp;n</source>
        <translation>Phiên bản &amp;vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpu_memory_&amp;utilization</source>
        <translation>gpu_memory_&amp;utilization</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_&amp;len (tokens)</source>
        <translation>max_model_&amp;len (token)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;KV cache dtype</source>
        <translation>dtype của &amp;KV cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weight quantization</source>
        <translation>Lượng tử &amp;hóa trọng số</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_num_&amp;seqs</source>
        <translation>max_num_se&amp;qs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_num_&amp;batched_tokens</source>
        <translation>max_num_&amp;batched_tokens</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Environment and workload</source>
        <translation>Môi trường và tải</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other processes</source>
        <translation>Tiến trình khá&amp;c</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;ypical request</source>
        <translation>&amp;Yêu cầu điển hình</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p9&amp;5 request</source>
        <translation>Yêu cầu p9&amp;5</translation>
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
        <translation> (mặc định)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>auto (%1)</source>
        <translation>auto (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (imported)</source>
        <translation>%1 (đã nhập)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1B parameters · %2 layers · %3 query / %4 KV heads × %5 · %6 positions</source>
        <translation>%1B tham số · %2 lớp · %3 head query / %4 head KV × %5 · %6 vị trí</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 (from config)</source>
        <translation>%1 (từ config)</translation>
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
        <translation>không (%1)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Terms</name>
    <message>
        <location filename="../../ui/termcolors.cpp" line="+85"/>
        <source>Weights</source>
        <translation>Trọng số</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch</source>
        <translation>Ngoài torch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak</source>
        <translation>Đỉnh kích hoạt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs</source>
        <translation>CUDA graph</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache pool</source>
        <translation>Vùng KV cache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free above ceiling</source>
        <translation>Trống trên trần</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA context</source>
        <translation>CUDA context</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes</source>
        <translation>Tiến trình khác</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The model&apos;s parameters on this GPU (&quot;Model loading took X GiB&quot;).</source>
        <translation>Tham số của mô hình trên GPU này (&quot;Model loading took X GiB&quot;).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA, cuBLAS and NCCL buffers that PyTorch&apos;s allocator does not see, charged to the budget.</source>
        <translation>Các buffer CUDA, cuBLAS và NCCL mà bộ cấp phát của PyTorch không thấy, được tính vào ngân sách.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The torch peak of vLLM&apos;s profiling forward pass over max_num_batched_tokens.</source>
        <translation>Đỉnh bộ nhớ torch của lượt forward profiling của vLLM trên max_num_batched_tokens token.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory held by captured CUDA graphs; charged to the budget from vLLM 0.21.</source>
        <translation>Bộ nhớ do các CUDA graph đã capture chiếm; được tính vào ngân sách từ vLLM 0.21.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is left under the ceiling: vLLM&apos;s &quot;Available KV cache memory&quot;.</source>
        <translation>Phần còn lại dưới trần: &quot;Available KV cache memory&quot; của vLLM.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory above gpu_memory_utilization that vLLM leaves alone.</source>
        <translation>Bộ nhớ phía trên mức gpu_memory_utilization mà vLLM không đụng tới.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The CUDA context created before vLLM&apos;s memory snapshot; not charged to the budget.</source>
        <translation>CUDA context được tạo trước khi vLLM chụp nhanh bộ nhớ; không tính vào ngân sách.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory other processes held on the GPU when vLLM started.</source>
        <translation>Bộ nhớ do tiến trình khác giữ trên GPU khi vLLM khởi động.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::UtilizationChart</name>
    <message>
        <location filename="../../ui/utilizationchart.cpp" line="+37"/>
        <source>KV cache capacity against gpu_memory_utilization</source>
        <translation>Dung lượng KV cache theo gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU KV cache size vLLM would report at each gpu_memory_utilization, with the rest of the scenario unchanged; shaded red where vLLM would refuse to start. The light band around the line is the uncertainty of the overhead estimate.</source>
        <translation>Kích thước KV cache GPU mà vLLM sẽ báo ở mỗi mức gpu_memory_utilization, với phần còn lại của kịch bản giữ nguyên; tô đỏ ở vùng vLLM sẽ từ chối khởi động. Dải nhạt quanh đường là độ bất định của ước tính phụ trội.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>gpu_memory_utilization (share of the card)</source>
        <translation>gpu_memory_utilization (tỷ lệ của card)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV tokens</source>
        <translation>Token KV</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM refuses to start</source>
        <translation>vLLM từ chối khởi động</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>uncertainty</source>
        <translation>bất định</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU KV cache size</source>
        <translation>Kích thước KV cache GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>current utilization</source>
        <translation>mức sử dụng hiện tại</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>+%1 ≈ %2 tokens</source>
        <translation>+%1 ≈ %2 token</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ValidatingSpinBox</name>
    <message>
        <location filename="../../ui/validatingspinbox.cpp" line="+59"/>
        <source>any number</source>
        <translation>số bất kỳ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>greater than %1</source>
        <translation>lớn hơn %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>at least %1</source>
        <translation>ít nhất %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1</source>
        <translation>từ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>below %1</source>
        <translation>dưới %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at most %1</source>
        <translation>tối đa %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1 to %2</source>
        <translation>từ %1 đến %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 và %2</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Accepted: %1.</source>
        <translation>Chấp nhận: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of range. %2

%3</source>
        <translation>%1 nằm ngoài phạm vi. %2

%3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Out of range</source>
        <translation>Ngoài phạm vi</translation>
    </message>
</context>
<context>
    <name>kvb::ui::VerdictBanner</name>
    <message>
        <location filename="../../ui/verdictbanner.cpp" line="+37"/>
        <source>The error vLLM would raise at startup, word for word</source>
        <translation>Lỗi vLLM sẽ báo khi khởi động, nguyên văn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Details</source>
        <translation>&amp;Chi tiết</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide vLLM&apos;s messages and the notes under the headline. The banner folds to one line by itself when the window is short.</source>
        <translation>Hiện hoặc ẩn thông báo của vLLM và các ghi chú dưới dòng tiêu đề. Biểu ngữ tự thu gọn thành một dòng khi cửa sổ thấp.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Verdict</source>
        <translation>Kết luận</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>What vLLM would log at startup, word for word</source>
        <translation>Những gì vLLM sẽ ghi log khi khởi động, nguyên văn</translation>
    </message>
</context>
<context>
    <name>kvb::ui::VersionCombo</name>
    <message>
        <location filename="../../ui/versioncombo.cpp" line="+23"/>
        <source>, newest modelled</source>
        <translation>, bản mới nhất được mô hình hóa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2%3)</source>
        <translation>%1 (%2%3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 engine, default gpu_memory_utilization %3, CUDA graphs inside the budget.</source>
        <translation>%1: engine %2, gpu_memory_utilization mặc định %3, CUDA graph nằm trong ngân sách.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 engine, default gpu_memory_utilization %3, CUDA graphs outside the budget.</source>
        <translation>%1: engine %2, gpu_memory_utilization mặc định %3, CUDA graph nằm ngoài ngân sách.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--vllm-version: vLLM&apos;s memory accounting differs between versions — what is charged to the gpu_memory_utilization ceiling (other processes and the CUDA context up to 0.9, CUDA graphs from 0.21), the default utilization (0.90, 0.92 from 0.21), the V0 and V1 formulas for blocks, tokens and concurrency, and the batch defaults. One version per modelled range; the newest modelled is the default.</source>
        <translation>--vllm-version: cách tính bộ nhớ của vLLM khác nhau giữa các phiên bản — những gì được tính vào trần gpu_memory_utilization (tiến trình khác và CUDA context cho đến 0.9, CUDA graph từ 0.21), mức sử dụng mặc định (0.90, và 0.92 từ 0.21), công thức V0 và V1 cho block, token và mức đồng thời, và các mặc định về batch. Mỗi khoảng được mô hình hóa có một phiên bản; bản mới nhất được mô hình hóa là mặc định.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::WhatFitsDialog</name>
    <message>
        <location filename="../../ui/whatfitsdialog.cpp" line="+45"/>
        <source>$%1/h</source>
        <translation>$%1/giờ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no price</source>
        <translation>chưa có giá</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What fits?</source>
        <translation>Cấu hình nào vừa?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Requests the deployment must hold in its KV cache at once</source>
        <translation>Số yêu cầu mà triển khai phải chứa cùng lúc trong KV cache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens per request, prompt and output together</source>
        <translation>Số token mỗi yêu cầu, gồm cả prompt và đầu ra</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>vLLM&apos;s --max-model-len for every option; &quot;as the request&quot; uses the request length, the shortest context that serves the workload</source>
        <translation>--max-model-len của vLLM cho mọi phương án; &quot;theo yêu cầu&quot; dùng độ dài yêu cầu, tức ngữ cảnh ngắn nhất vẫn phục vụ được tải</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>as the request</source>
        <translation>theo yêu cầu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU types to consider, with the indicative on-demand price per GPU-hour (presets/gpu-prices.json: source and date per figure)</source>
        <translation>Các loại GPU cần xét, kèm giá on-demand tham khảo cho mỗi giờ GPU (presets/gpu-prices.json: nguồn và ngày của từng số liệu)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Search</source>
        <translation>Tìm &amp;kiếm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan every split of 1, 2, 3… GPUs of each type until one holds the workload</source>
        <translation>Lập kế hoạch cho mọi cách chia 1, 2, 3… GPU của mỗi loại cho đến khi có một cách chứa được tải</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Concurrent requests:</source>
        <translation>&amp;Yêu cầu đồng thời:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tokens per request:</source>
        <translation>&amp;Token mỗi yêu cầu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_&amp;len:</source>
        <translation>max_model_&amp;len:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU types:</source>
        <translation>Loại &amp;GPU:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TP × PP × DP</source>
        <translation>TP × PP × DP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$ per hour</source>
        <translation>$ mỗi giờ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concurrency</source>
        <translation>Mức đồng thời</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Kết luận</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheapest first (unpriced after priced), then fewest GPUs; each row is a plan the engine computed. Concurrency: requests of the given length held at once.</source>
        <translation>Rẻ nhất trước (chưa có giá xếp sau có giá), rồi đến ít GPU nhất; mỗi dòng là một kế hoạch do engine tính. Mức đồng thời: số yêu cầu với độ dài đã cho được chứa cùng lúc.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Apply</source>
        <translation>Á&amp;p dụng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the selected option (GPU, count, split, max_model_len) into the window</source>
        <translation>Nạp phương án đang chọn (GPU, số lượng, cách chia, max_model_len) vào cửa sổ</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2 GiB, %3)</source>
        <translation>%1 (%2 GiB, %3)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 × %2 × %3</source>
        <translation>%1 × %2 × %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 requests</source>
        <translation>%1 yêu cầu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starts, holds %1</source>
        <translation>khởi động được, chứa %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at most %1</source>
        <translation>tối đa %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split of up to %1 GPUs holds it</source>
        <translation>không cách chia nào với tối đa %1 GPU chứa được</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No option holds the workload: fewer requests, shorter requests, an fp8 KV cache or more GPUs (see the rows above).</source>
        <translation>Không phương án nào chứa được tải: giảm số yêu cầu, rút ngắn yêu cầu, dùng KV cache fp8 hoặc thêm GPU (xem các dòng ở trên).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First option: the longest max_model_len that starts is %1 tokens</source>
        <translation>Phương án đầu tiên: max_model_len dài nhất khởi động được là %1 token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; it starts at gpu_memory_utilization %1 to %2</source>
        <translation>; nó khởi động được với gpu_memory_utilization từ %1 đến %2</translation>
    </message>
</context>
</TS>
