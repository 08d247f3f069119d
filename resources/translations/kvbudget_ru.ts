<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Text</name>
    <message>
        <location filename="../../core/load/tracefile.cpp" line="+118"/>
        <source>too many comma-separated values (expected prompt_tokens,output_tokens[,arrival_s])</source>
        <translation>слишком много значений через запятую (ожидается prompt_tokens,output_tokens[,arrival_s])</translation>
    </message>
    <message>
        <location filename="../../core/io/hfstatespace.cpp" line="+43"/>
        <source>field &quot;%1&quot; is %2; it must be at least %3</source>
        <translation>поле &quot;%1&quot; равно %2; оно должно быть не меньше %3</translation>
    </message>
</context>
<context>
    <name>kvb::ArchitectureView</name>
    <message numerus="yes">
        <location filename="../../core/report/architectureview.cpp" line="+91"/>
        <source>%Ln image(s)</source>
        <translation>
            <numerusform>%Ln изображение</numerusform>
            <numerusform>%Ln изображения</numerusform>
            <numerusform>%Ln изображений</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>startup peak %1 (the vision encoder on %2 of %3 patches) against %4 in steady serving</source>
        <translation>пик при запуске %1 (визуальный энкодер: %2 по %3 патчей) против %4 при штатной работе</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Vision model: %1.</source>
        <translation>Модель с визуальным энкодером: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM refuses because of the %1. Text only (--limit-mm-per-prompt &apos;{&quot;image&quot;: 0}&apos;) it would start with %2 KV tokens.</source>
        <translation>vLLM отказывается запускаться, причина — %1. Только с текстом (--limit-mm-per-prompt &apos;{&quot;image&quot;: 0}&apos;) он запустился бы с %2 токенами KV.</translation>
    </message>
</context>
<context>
    <name>kvb::AtomicWrite</name>
    <message>
        <location filename="../../core/base/atomicwrite.cpp" line="+24"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+27"/>
        <source>Cannot write a file without a name</source>
        <translation>Не удаётся записать файл без имени</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+27"/>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
</context>
<context>
    <name>kvb::Band</name>
    <message>
        <location filename="../../core/budget/fittedconstants.cpp" line="+20"/>
        <source>V1 0.9.1+, one GPU</source>
        <translation>V1 0.9.1+, один GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V1 0.11+, TP or PP &gt; 1</source>
        <translation>V1 0.11+, TP или PP &gt; 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V1 0.9.1-0.10, TP or PP &gt; 1 (NCCL charged)</source>
        <translation>V1 0.9.1–0.10, TP или PP &gt; 1 (с учётом NCCL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V0, one GPU</source>
        <translation>V0, один GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>V0, TP or PP &gt; 1</source>
        <translation>V0, TP или PP &gt; 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>releases that charge all memory in use (0.2.5-0.3.0, 0.6.4, 0.8.0-0.9.0)</source>
        <translation>версии, учитывающие всю занятую память (0.2.5–0.3.0, 0.6.4, 0.8.0–0.9.0)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0.1-0.2.4 (torch&apos;s peak only)</source>
        <translation>0.1–0.2.4 (только пик torch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AMD GPUs (ROCm)</source>
        <translation>GPU AMD (ROCm)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unified-memory devices</source>
        <translation>устройства с единой памятью</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unquantized (16-bit)</source>
        <translation>без квантизации (16 бит)</translation>
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
        <translation>4-битные AWQ/GPTQ</translation>
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
        <translation>%1: с запасом на 9 новых логов из 10 по ошибкам leave-one-out для группы «%3» (публичных логов: %2; %4 × оценка накладных расходов + 0.25 GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the largest of %2 public logs&apos; leave-one-out errors for %3 (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1: наибольшая из ошибок leave-one-out для группы «%3» (публичных логов: %2; %4 × оценка накладных расходов + 0.25 GiB)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: only %2 public logs for %3, so their spread is doubled (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1: для группы «%3» мало публичных логов (%2), поэтому их разброс удвоен (%4 × оценка накладных расходов + 0.25 GiB)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: too few public logs for %2 to bound 9 unseen logs in 10 by themselves, so the bound of all %3 public logs&apos; leave-one-out errors (%4 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1: для группы «%2» слишком мало публичных логов, чтобы самой покрыть 9 новых логов из 10, поэтому взята граница по ошибкам leave-one-out всех публичных логов (их %3; %4 × оценка накладных расходов + 0.25 GiB)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no public log for %2, so the widest group&apos;s spread, doubled (%3 × the estimated overhead + 0.25 GiB)</source>
        <translation>%1: для группы «%2» нет публичных логов, поэтому взят удвоенный разброс самой широкой группы (%3 × оценка накладных расходов + 0.25 GiB)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the public %2 logs ran other MoE backends; how this card&apos;s backend lays the experts out is not audited, so the widest format&apos;s miss, doubled (%3% of the weights)</source>
        <translation>%1: публичные логи %2 шли на других MoE-бэкендах; как бэкенд этой карты раскладывает экспертов, не проверено, поэтому взят удвоенный промах самого неточного формата (%3% весов)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no public log prints the loaded weights of %2 checkpoints, so the widest format&apos;s miss, doubled (%3% of the weights)</source>
        <translation>%1: ни один публичный лог не сообщает загруженные веса чекпойнтов %2, поэтому взят удвоенный промах самого неточного формата (%3% весов)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: counted %2 weights miss vLLM&apos;s &quot;Model loading took&quot; by up to %3% (a bound for 9 logs in 10, from %4 public logs%5)</source>
        <translation>%1: подсчитанные веса %2 расходятся с «Model loading took» vLLM не более чем на %3% (граница для 9 логов из 10; публичных логов: %4%5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: counted %2 weights miss vLLM&apos;s &quot;Model loading took&quot; by up to %3% (the largest miss of %4 public logs%5)</source>
        <translation>%1: подсчитанные веса %2 расходятся с «Model loading took» vLLM не более чем на %3% (наибольшее расхождение; публичных логов: %4%5)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, doubled for so few</source>
        <translation>, удвоено из-за малого числа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: this release samples with FlashInfer when it is installed (the Docker image) and with torch&apos;s sort otherwise (pip); FlashInfer&apos;s warm-up is smaller, the pool larger (VLLM_USE_FLASHINFER_SAMPLER, --flashinfer-sampler)</source>
        <translation>%1: эта версия сэмплирует через FlashInfer, если он установлен (образ Docker), а иначе — сортировкой torch (pip); прогрев FlashInfer меньше, а пул больше (VLLM_USE_FLASHINFER_SAMPLER, --flashinfer-sampler)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: on Hopper this release loads MXFP4 experts through Triton when the install has triton_kernels (the Docker image) and through Marlin otherwise (pip), whose layout is larger and the pool smaller</source>
        <translation>%1: на Hopper эта версия загружает эксперты MXFP4 через Triton, если установлен triton_kernels (образ Docker), а иначе — через Marlin (pip), чья раскладка больше, а пул меньше</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the vision encoder&apos;s bytes per patch rest on few public logs: half its peak either way</source>
        <translation>%1: байты на патч визуального энкодера опираются на немногие публичные логи — половина его пика в обе стороны</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: measured from your vLLM log; only its rounding remains</source>
        <translation>%1: измерено по вашему логу vLLM; осталось только его округление</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the overhead is the value you set, not an estimate; only its rounding remains</source>
        <translation>%1: накладные расходы заданы вами, а не оценены; осталось только округление</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: --kv-cache-memory fixes the pool, nothing is profiled</source>
        <translation>нет: --kv-cache-memory фиксирует пул, профилирование не выполняется</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: vLLM 0.2.4 ran this MoE model&apos;s experts through MegaBlocks, whose profiling buffers kvbudget does not model; the one public log of that path shows them taking the whole pool, so it may be anywhere down to none</source>
        <translation>%1: vLLM 0.2.4 выполнял экспертов этой MoE-модели через MegaBlocks, чьи буферы профилирования kvbudget не моделирует; единственный публичный лог этого пути показывает, что они занимают весь пул, поэтому пул может сократиться вплоть до нуля</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the log does not show max_model_len; anywhere from 2,048 to the model&apos;s default, vLLM would have profiled a different batch, so the band spans both ends</source>
        <translation>%1: лог не показывает max_model_len; при любом значении от 2 048 до значения модели по умолчанию vLLM профилировал бы другой батч, поэтому диапазон охватывает оба конца</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Undecidable: vLLM starts or refuses depending on terms the evidence cannot pin down (the KV pool may be anywhere from %1 to %2)</source>
        <translation>Не определить: vLLM запустится или откажется в зависимости от величин, которые данные не позволяют уточнить (пул KV может составить от %1 до %2)</translation>
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
        <translation>токенов KV: %1 (%2: %3–%4), максимальная конкурентность %5x–%6x</translation>
    </message>
</context>
<context>
    <name>kvb::BoundedRead</name>
    <message>
        <location filename="../../core/base/boundedread.cpp" line="+37"/>
        <location line="+29"/>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1 is larger than %2; a %3 may be at most %2</source>
        <translation>%1 больше %2; %3 не может быть больше %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is too large (%2); a %3 may be at most %4</source>
        <translation>%1: слишком большой размер (%2); %3 не может быть больше %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No such %1: %2</source>
        <translation>Не найден %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a folder, not a %2</source>
        <translation>%1 — это папка, а не %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a regular file (a device, a pipe or a socket); give a %2</source>
        <translation>%1 — не обычный файл (а устройство, канал или сокет); укажите %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>standard input</source>
        <translation>стандартный ввод</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot read %1</source>
        <translation>Не удаётся прочитать %1</translation>
    </message>
</context>
<context>
    <name>kvb::Calibration</name>
    <message>
        <location filename="../../core/vllm/calibration.cpp" line="+106"/>
        <source>GPU total: %1 GiB (the logged pool does not fit the preset&apos;s total; the log prints none)</source>
        <translation>Всего памяти GPU: %1 GiB (пул из лога не помещается в объём пресета; сам лог объём не сообщает)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>vLLM version: %1 accounting (the log&apos;s format: %2)</source>
        <translation>Версия vLLM: учёт памяти %1 (формат лога: %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log&apos;s formats are %1 ones; planning with the %1 engine</source>
        <translation>форматы лога соответствуют %1; план строится для движка %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>GPU total: %1 GiB (%2 GiB requested ÷ %3)</source>
        <translation>Всего памяти GPU: %1 GiB (запрошено %2 GiB ÷ %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU total: %1 GiB (from the log)</source>
        <translation>Всего памяти GPU: %1 GiB (из лога)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>gpu_memory_utilization: %1 (from the log)</source>
        <translation>gpu_memory_utilization: %1 (из лога)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>max_model_len: %1 (from the log)</source>
        <translation>max_model_len: %1 (из лога)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log&apos;s max_model_len %1 exceeds this model&apos;s %2: is it the same model?</source>
        <translation>max_model_len %1 из лога больше, чем у этой модели (%2): это точно та же модель?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sampler: FlashInfer (the log says it ran)</source>
        <translation>сэмплер: FlashInfer (по логу он использовался)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sampler: torch&apos;s sort (the log says FlashInfer is not available)</source>
        <translation>сэмплер: сортировка torch (по логу FlashInfer недоступен)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sampler: FlashInfer (the log&apos;s attention ran on FlashInfer, so it is installed, and this release samples with it when it is)</source>
        <translation>сэмплер: FlashInfer (внимание в логе работало на FlashInfer, значит он установлен, а этот релиз сэмплирует им, когда он установлен)</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>MXFP4 experts: Marlin (the log says it loaded them)</source>
        <translation>эксперты MXFP4: Marlin (лог сообщает, что их загрузил он)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MXFP4 experts: Triton (the log says it loaded them)</source>
        <translation>эксперты MXFP4: Triton (лог сообщает, что их загрузил он)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>weights: %1 GiB (measured)</source>
        <translation>веса: %1 GiB (измерено)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>non-torch: %1 GiB (measured)</source>
        <translation>вне torch: %1 GiB (измерено)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>activation peak: %1 GiB (measured)</source>
        <translation>пик активаций: %1 GiB (измерено)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activation peak: %1 GiB (peak_torch_memory − weights)</source>
        <translation>пик активаций: %1 GiB (peak_torch_memory − веса)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CUDA graphs: %1 GiB (measured)</source>
        <translation>CUDA-графы: %1 GiB (измерено)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory held by other processes: %1 GiB (total − free at startup − CUDA context)</source>
        <translation>память других процессов: %1 GiB (всего − свободно при запуске − контекст CUDA)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>overhead solved so the KV pool is the logged %1 GiB</source>
        <translation>накладные расходы подобраны так, чтобы пул KV совпал с %1 GiB из лога</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the log has no KV-cache figure (Available KV cache memory, blocks or tokens); only the measured terms were adopted</source>
        <translation>в логе нет данных о KV-кэше («Available KV cache memory», блоки или токены); приняты только измеренные слагаемые</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log&apos;s %1 GPU blocks of %2 MiB each would need %3 GiB, more than the card&apos;s %4 GiB: is it a log of this model on this GPU?</source>
        <translation>Блокам GPU из лога (%1 по %2 MiB) потребовалось бы %3 GiB — больше, чем %4 GiB карты: это точно лог этой модели на этом GPU?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The log&apos;s figures are inconsistent: calibrating them needs %1 GiB of weights, non-torch memory and activation peak at once, more than the card&apos;s %2 GiB</source>
        <translation>Цифры лога противоречивы: для калибровки нужно одновременно %1 GiB на веса, память вне torch и пик активаций — больше, чем %2 GiB карты</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The log&apos;s figures are inconsistent: at gpu_memory_utilization %1 they leave %2 GiB for non-torch memory and the activation peak; are all its lines from the same run?</source>
        <translation>Цифры лога противоречивы: при gpu_memory_utilization %1 на память вне torch и пик активаций остаётся %2 GiB; все ли строки лога из одного запуска?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The scenario with the log&apos;s settings is invalid: %1</source>
        <translation>Сценарий с настройками из лога некорректен: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The calibrated scenario is invalid: %1</source>
        <translation>Откалиброванный сценарий некорректен: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Model weights (GiB)</source>
        <translation>Веса модели (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch (GiB)</source>
        <translation>Вне torch (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak (GiB)</source>
        <translation>Пик активаций (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs (GiB)</source>
        <translation>CUDA-графы (GiB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache (GiB)</source>
        <translation>KV-кэш (GiB)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV blocks</source>
        <translation>Блоки KV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV tokens</source>
        <translation>Токены KV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maximum concurrency (x)</source>
        <translation>Макс. конкурентность (x)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starts (1 = yes)</source>
        <translation>Запуск (1 = да)</translation>
    </message>
</context>
<context>
    <name>kvb::CapacitySearch</name>
    <message>
        <location filename="../../core/budget/capacitysearch.cpp" line="+56"/>
        <source>The number of concurrent requests must be between 1 and %1 (got %2)</source>
        <translation>Число одновременных запросов должно быть от 1 до %1 (получено %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name at least one GPU type to search</source>
        <translation>Укажите для поиска хотя бы один тип GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The largest deployment searched must be between 1 and %1 GPUs</source>
        <translation>Наибольшее развёртывание для поиска должно быть от 1 до %1 GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Requests of %1 tokens do not fit a max_model_len of %2: vLLM rejects a request longer than the context</source>
        <translation>Запросы из %1 токенов не помещаются в max_model_len %2: vLLM отклоняет запрос длиннее контекста</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 on %2 x %3</source>
        <translation>%1 на %2 x %3</translation>
    </message>
</context>
<context>
    <name>kvb::Cli</name>
    <message>
        <location filename="../../cli/cliargs.cpp" line="+68"/>
        <source>--format needs a value</source>
        <translation>--format: нужно значение</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Unexpected argument &quot;%1&quot; (flags start with --; a vllm command goes after --)</source>
        <translation>Неожиданный аргумент «%1» (флаги начинаются с --; команда vllm идёт после --)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Unknown flag %1 (see kvbudget plan --help)</source>
        <translation>Неизвестный флаг %1 (см. kvbudget plan --help)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>%1 needs a value</source>
        <translation>%1: нужно значение</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>vllm serve %1</source>
        <translation>vllm serve %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ignored (does not change memory): %1</source>
        <translation>игнорируется (не влияет на память): %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2: expected %3</source>
        <translation>%1 %2: ожидается %3</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <location filename="../../cli/dispatch.cpp" line="+62"/>
        <source>standard output</source>
        <translation>стандартный вывод</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
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
        <translation>kvbudget %1 — планировщик памяти GPU и ёмкости KV-кэша для vLLM

Использование:
  kvbudget                         открыть дашборд
  kvbudget plan [флаги]            вывести план памяти (text, json, markdown или vllm)
  kvbudget plan -- vllm serve MODEL [флаги vLLM...]
  kvbudget export [флаги] -o FILE.png|svg|pdf [--size WxH]
                                   отрисовать дашборд без дисплея
  kvbudget compare A B [C D] [флаги] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]
                                   от двух до четырёх сценариев рядом, с разницей
                                   относительно первого
  kvbudget report [флаги | --compare A B ... | --fleet F] -o FILE.pdf|html|md [--page a4|letter]
                                   документ для ревью: вердикт, графики, сравнение, расчёт,
                                   строки лога vLLM, команда запуска и допущения
  kvbudget simulate [флаги] [флаги нагрузки] [--format text|json|csv]
                                   симулировать планировщик vLLM под нагрузкой
  kvbudget validate [FILE] [--format text|json]
                                   сверить движок с реальными логами запуска vLLM
  kvbudget calibrate --log FILE [флаги] [--save FILE]
                                   перестроить сценарий по вашему логу vLLM
  kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]
                                   несколько развёртываний на общих GPU: запуск по картам
                                   и варианты перераспределения при отказе карт
  kvbudget export --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE.png|svg|pdf
                                   отрисовать вкладку «GPU» без дисплея
  kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...] [--format text|json|markdown]
                                   что поместится: наименьшее число GPU и разбиение, вмещающие N запросов,
                                   сначала самые дешёвые; наибольший контекст и утилизация, при которых vLLM запускается
  kvbudget lesson NAME|FILE.json [--lang L] [--format text|json] [-o deck.pdf]
                                   пройти урок шаг за шагом или записать его слайды
  kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
  kvbudget --version | --help

Каждая команда принимает --lang vi|zh_CN|ru|en (по умолчанию — язык системы).

Коды выхода: 0 — помещается / готово, 2 — некорректный ввод, 3 — vLLM откажется запускаться, 4 — ошибка файла, 1 — внутренняя ошибка.
Флаги подкоманды: `kvbudget SUBCOMMAND --help`.
</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1 is not a command, and no scenario file by that name exists; run `kvbudget --help` for the commands</source>
        <translation>%1 — не команда, и файла сценария с таким именем нет; список команд: `kvbudget --help`</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown command &quot;%1&quot;; run `kvbudget --help` for the commands</source>
        <translation>неизвестная команда «%1»; список команд: `kvbudget --help`</translation>
    </message>
    <message>
        <location filename="../../cli/flaghelp.cpp" line="+40"/>
        <source> (also --%1)</source>
        <translation> (также --%1)</translation>
    </message>
    <message>
        <location filename="../../cli/languageflag.cpp" line="+64"/>
        <source>kvbudget: --lang must be one of %1 (got &quot;%2&quot;)</source>
        <translation>kvbudget: --lang должен быть одним из: %1 (получено «%2»)</translation>
    </message>
</context>
<context>
    <name>kvb::Commands</name>
    <message>
        <location filename="../../cli/commands.cpp" line="+71"/>
        <source>Usage: kvbudget plan [flags] [-- vllm serve MODEL [vLLM flags...]]

</source>
        <translation>Использование: kvbudget plan [флаги] [-- vllm serve MODEL [флаги vLLM...]]

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
Вывод:
  --format text|json|markdown|vllm  как вывести план; vllm: команда `vllm serve`, которая его воспроизводит

Вставленная команда запуска идёт последней:  -- vllm serve MODEL [флаги vLLM...]
(--format может стоять и после неё)
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
        <translation>Репозиторий Hugging Face</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parameters</source>
        <translation>параметры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layers</source>
        <translation>слои</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>context</source>
        <translation>контекст</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA total</source>
        <translation>Всего в CUDA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marketed</source>
        <translation>заявлено</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deployment(s)</source>
        <translation>
            <numerusform>%Ln развёртывание</numerusform>
            <numerusform>%Ln развёртывания</numerusform>
            <numerusform>%Ln развёртываний</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Usage: kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
</source>
        <translation>Использование: kvbudget list models|gpus|scenarios|fleets|lessons [--format text|json]
</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>kvbudget list: say what to list: models, gpus, scenarios, fleets or lessons
</source>
        <translation>kvbudget list: укажите, что перечислить: models, gpus, scenarios, fleets или lessons
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
        <translation>kvbudget list: неожиданный аргумент «%1»
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kvbudget list: --format must be text or json
</source>
        <translation>kvbudget list: --format должен быть text или json
</translation>
    </message>
</context>
<context>
    <name>kvb::Compare</name>
    <message>
        <location filename="../../cli/comparecommand.cpp" line="+62"/>
        <location line="+44"/>
        <source>--vary needs plan flags, e.g. --vary &quot;--kv-cache-dtype fp8&quot;</source>
        <translation>--vary: нужны флаги plan, например --vary &quot;--kv-cache-dtype fp8&quot;</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>--vary &quot;%1&quot;: takes plan flags only (no %2)</source>
        <translation>--vary &quot;%1&quot;: принимает только флаги plan (без %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 uses --accounting simple: compare plans in vLLM&apos;s accounting only</source>
        <translation>%1 использует --accounting simple: сравнивайте планы только в учёте памяти vLLM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>compare takes %1 to %2 scenarios and was given %3 (each scenario name, the plan flags and each --vary count one)</source>
        <translation>compare принимает от %1 до %2 сценариев, а получено %3 (каждое имя сценария, флаги plan и каждый --vary считаются за один)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the default scenario</source>
        <translation>сценарий по умолчанию</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Usage: kvbudget compare A B [C D] [plan flags] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]

Each scenario is a scenario file or a built-in name (kvbudget list scenarios). Plan flags make one
more scenario (after the named ones), and each --vary &quot;FLAGS&quot; one more again: the plan flags with
FLAGS on top. Two to four scenarios in all; the first is the baseline every delta is taken against.
Exit codes as plan: 0 every scenario starts, 3 one refuses, 2 invalid input.
</source>
        <translation>Использование: kvbudget compare A B [C D] [флаги plan] [--vary &quot;FLAGS&quot; ...] [--format text|markdown|json|csv]

Каждый сценарий — файл сценария или встроенное имя (kvbudget list scenarios). Флаги plan задают ещё один
сценарий (после именованных), а каждый --vary &quot;FLAGS&quot; — ещё один: флаги plan с
FLAGS поверх них. Всего от двух до четырёх сценариев; первый — базовый вариант, от которого считаются все разницы.
Коды выхода как у plan: 0 — все сценарии запускаются, 3 — какой-то отказывается, 2 — некорректный ввод.
</translation>
    </message>
    <message>
        <location filename="../../core/report/compare.cpp" line="+21"/>
        <source>vLLM starts</source>
        <translation>vLLM запускается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ceiling per GPU</source>
        <translation>Потолок на GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights per GPU</source>
        <translation>Веса на GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overhead per GPU</source>
        <translation>Накладные расходы на GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV pool per GPU</source>
        <translation>Пул KV на GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens</source>
        <translation>Токены KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens, low end of the band</source>
        <translation>Токены KV, нижняя граница диапазона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV tokens, high end of the band</source>
        <translation>Токены KV, верхняя граница диапазона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum concurrency</source>
        <translation>Максимальная конкурентность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Realistic concurrency</source>
        <translation>Реалистичная конкурентность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended max_num_seqs</source>
        <translation>Рекомендуемый max_num_seqs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>starts</source>
        <translation>запускается</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>refuses</source>
        <translation>отказывается</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>now starts</source>
        <translation>теперь запускается</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>now refuses</source>
        <translation>теперь отказывается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <location filename="../../core/report/comparetable.cpp" line="+24"/>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> (baseline)</source>
        <translation> (базовый вариант)</translation>
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
        <translation>во встроенных пресетах нет config-defaults.json</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>config-defaults.json is not valid JSON: %1</source>
        <translation>config-defaults.json — некорректный JSON: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config-defaults.json lists no model types</source>
        <translation>в config-defaults.json не указано ни одного типа модели</translation>
    </message>
</context>
<context>
    <name>kvb::Engine</name>
    <message>
        <location filename="../../core/budget/scenariocheck.cpp" line="+33"/>
        <source>Model %1: %2</source>
        <translation>Модель %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model %1 uses %2, which this version of kvbudget does not model yet; its plan would be wrong.</source>
        <translation>Модель %1 использует %2 — этого текущая версия kvbudget пока не моделирует; её план был бы неверным.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU memory must be positive (got %1 bytes)</source>
        <translation>Память GPU должна быть положительной (получено байт: %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory of %1 GiB per GPU is implausibly large</source>
        <translation>Объём памяти %1 GiB на GPU неправдоподобно велик</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 must be between 1 and %2 (got %3)</source>
        <translation>%1: значение должно быть от 1 до %2 (получено %3)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>num_key_value_heads (%1) and tensor parallel size (%2) must divide one another: vLLM shards or replicates whole K/V heads.</source>
        <translation>num_key_value_heads (%1) и размер тензорного параллелизма (%2) должны делиться один на другой: vLLM шардирует или реплицирует K/V-головы только целиком.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>intermediate_size (%1) must be divisible by tensor parallel size (%2).</source>
        <translation>intermediate_size (%1) должен делиться на размер тензорного параллелизма (%2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pipeline parallel size (%1) is larger than the number of hidden layers (%2).</source>
        <translation>Размер конвейерного параллелизма (%1) больше числа скрытых слоёв (%2).</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>tensor_parallel_size x pipeline_parallel_size = %1 GPUs, but only %Ln GPU(s) are available.</source>
        <translation>
            <numerusform>tensor_parallel_size x pipeline_parallel_size = %1 GPU, а доступен только %Ln GPU.</numerusform>
            <numerusform>tensor_parallel_size x pipeline_parallel_size = %1 GPU, а доступно только %Ln GPU.</numerusform>
            <numerusform>tensor_parallel_size x pipeline_parallel_size = %1 GPU, а доступно только %Ln GPU.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--max-model-len must be at least 1 (got %1)</source>
        <translation>--max-model-len должен быть не меньше 1 (получено %1)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>--block-size must be between 1 and %1 tokens (got %2)</source>
        <translation>--block-size должен быть от 1 до %1 токенов (получено %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory used by other processes (%1 GiB) must be between 0 and the GPU&apos;s %2 GiB</source>
        <translation>Память других процессов (%1 GiB) должна быть в пределах от 0 до объёма GPU (%2 GiB)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--kv-cache-memory must be a positive number of bytes</source>
        <translation>--kv-cache-memory должен быть положительным числом байт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory (%1 GiB) must be at most the GPU&apos;s %2 GiB</source>
        <translation>--kv-cache-memory (%1 GiB) не может превышать %2 GiB памяти GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An overhead or weights override must be between 0 and the GPU&apos;s memory (got %1 GiB)</source>
        <translation>Переопределение накладных расходов или весов должно быть в пределах от 0 до объёма памяти GPU (получено %1 GiB)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Request lengths must be at least 1 token (typical %1, p95 %2)</source>
        <translation>Длина запроса должна быть не меньше 1 токена (типичная %1, p95 %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The max_num_seqs safety margin must be greater than 0 and at most 1 (got %1)</source>
        <translation>Коэффициент запаса для max_num_seqs должен быть больше 0 и не больше 1 (получено %1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--headroom-gib must be between 0 and %1 GiB (got %2)</source>
        <translation>--headroom-gib должен быть от 0 до %1 GiB (получено %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The headroom share must be between 0 and 100 percent (got %1)</source>
        <translation>Доля запаса должна быть от 0 до 100 процентов (получено %1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--gpu-memory-utilization must be greater than 0 and at most 1 (got %1)</source>
        <translation>--gpu-memory-utilization должен быть больше 0 и не больше 1 (получено %1)</translation>
    </message>
    <message>
        <location filename="../../core/budget/plancheck.cpp" line="+25"/>
        <source>kvbudget computed an impossible %1 (%2); the input is outside what it can model</source>
        <translation>kvbudget получил невозможное значение «%1» (%2); входные данные выходят за рамки того, что он может смоделировать</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU memory</source>
        <translation>память GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <translation>веса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory</source>
        <translation>память вне torch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activation peak</source>
        <translation>пик активаций</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graph memory</source>
        <translation>память CUDA-графов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context</source>
        <translation>контекст CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory of other processes</source>
        <translation>память других процессов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory ceiling</source>
        <translation>потолок памяти</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV cache</source>
        <translation>KV-кэш</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>maximum concurrency</source>
        <translation>максимальная конкурентность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>realistic concurrency</source>
        <translation>реалистичная конкурентность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV token count</source>
        <translation>число токенов KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV block count</source>
        <translation>число блоков KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV bytes per token</source>
        <translation>байт KV на токен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV bytes per block</source>
        <translation>байт KV на блок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV needed for max_model_len</source>
        <translation>KV для max_model_len</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated max_model_len</source>
        <translation>оценка max_model_len</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recommended max_num_seqs</source>
        <translation>рекомендуемый max_num_seqs</translation>
    </message>
</context>
<context>
    <name>kvb::Explain</name>
    <message>
        <location filename="../../core/report/explain.cpp" line="+27"/>
        <location line="+65"/>
        <source>measured (override)</source>
        <translation>измерено (переопределение)</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>%1 parameters; layers in %2 = %3, embeddings and lm_head at %4 bits = %5</source>
        <translation>параметров: %1; слои в %2 = %3, эмбеддинги и lm_head в %4 бит = %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, vision encoder at %1 bits = %2</source>
        <translation>, визуальный энкодер в %1 бит = %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> (%n linear module(s) of the layers kept at %1 bits by the checkpoint&apos;s exclusion list)</source>
        <translation>
            <numerusform> (%n линейный модуль слоёв оставлен в %1 бит списком исключений чекпойнта)</numerusform>
            <numerusform> (%n линейных модуля слоёв оставлены в %1 бит списком исключений чекпойнта)</numerusform>
            <numerusform> (%n линейных модулей слоёв оставлены в %1 бит списком исключений чекпойнта)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 parameters × %2 B (%3)</source>
        <translation>%1 (параметры) × %2 B (%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> on this GPU (of %1: sharded layers ÷ TP %2, %3 of %4 layers, norms replicated)</source>
        <translation> на этом GPU (из %1: шардированные слои ÷ TP %2, слоёв %3 из %4, нормализации реплицированы)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (no vision tower or projector: text only, vLLM %1 and later builds neither)</source>
        <translation> (без визуальной башни и проектора: только текст, vLLM %1 и новее не строит ни то, ни другое)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + MLA&apos;s absorbed projections, built at load %1</source>
        <translation> + поглощённые проекции MLA, построенные при загрузке %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> + RoPE cache %1</source>
        <translation> + кэш RoPE %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>share of the %1 overhead override</source>
        <translation>доля переопределения накладных расходов (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU memory (CUDA-visible)</source>
        <translation>Память GPU (видимая CUDA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, as torch reports total_memory</source>
        <translation>%1 — total_memory по данным torch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU shown</source>
        <translation>Показанный GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pipeline stage %1 of %2 (layers %3–%4), TP rank 0 of %5; vLLM takes the fewest blocks over all workers</source>
        <translation>стадия конвейера %1 из %2 (слои %3–%4), ранг TP 0 из %5; vLLM берёт наименьшее число блоков по всем воркерам</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>per GPU</source>
        <translation>на GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory ceiling</source>
        <translation>Потолок памяти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ceil(%1 gpu_memory_utilization × %2)</source>
        <translation>ceil(%1 gpu_memory_utilization × %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model weights</source>
        <translation>Веса модели</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>logits only</source>
        <translation>только логиты</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>torch sort</source>
        <translation>сортировка torch</translation>
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
        <translation>прямой проход: %1 (токены) × %2 B = %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; fused-MoE layer over %1 rows gathered from %2 data-parallel ranks: %3 rows per chunk × %4 B + gathered hidden states and residual %5 = %6</source>
        <translation>; слой fused-MoE на %1 строках, собранных с %2 рангов параллелизма по данным: %3 строк на блок × %4 B + собранные скрытые состояния и остаток %5 = %6</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; sampler (%1): %2 rows × %3 vocab × %4 B + %5 of hidden states = %6</source>
        <translation>; сэмплер (%1): %2 (строки) × %3 (словарь) × %4 B + скрытые состояния %5 = %6</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>; vision encoder: %Ln image(s) × %1 patches × %2 B = %3</source>
        <translation>
            <numerusform>; визуальный энкодер: %Ln изображение × %1 (патчи) × %2 B = %3</numerusform>
            <numerusform>; визуальный энкодер: %Ln изображения × %1 (патчи) × %2 B = %3</numerusform>
            <numerusform>; визуальный энкодер: %Ln изображений × %1 (патчи) × %2 B = %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, its outputs kept through the decoder pass: %1</source>
        <translation>, его выходы хранятся на всё время прохода декодера: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>max(%1)</source>
        <translation>max(%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>first capture 2 × %1 tokens × %2 B + %3 of workspaces</source>
        <translation>первый захват 2 × %1 (токены) × %2 B + %3 рабочих буферов</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source> + %Ln more PIECEWISE capture(s) × %1</source>
        <translation>
            <numerusform> + ещё %Ln захват PIECEWISE × %1</numerusform>
            <numerusform> + ещё %Ln захвата PIECEWISE × %1</numerusform>
            <numerusform> + ещё %Ln захватов PIECEWISE × %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 graphs × %2</source>
        <translation>%1 (графы) × %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source> + %Ln more FULL capture(s) × %1</source>
        <translation>
            <numerusform> + ещё %Ln захват FULL × %1</numerusform>
            <numerusform> + ещё %Ln захвата FULL × %1</numerusform>
            <numerusform> + ещё %Ln захватов FULL × %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none: --enforce-eager</source>
        <translation>нет: --enforce-eager</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln batch size(s) × %1 layers × 1.17 MiB</source>
        <translation>
            <numerusform>%Ln размер батча × %1 (слои) × 1.17 MiB</numerusform>
            <numerusform>%Ln размера батча × %1 (слои) × 1.17 MiB</numerusform>
            <numerusform>%Ln размеров батча × %1 (слои) × 1.17 MiB</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; captured after the KV cache, outside the budget</source>
        <translation>; захватываются после KV-кэша, вне бюджета</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CUDA/cuBLAS workspaces and host memory allocated while loading and profiling %1%2</source>
        <translation>Рабочие области CUDA/cuBLAS и память хоста, выделенная при загрузке и профилировании %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA/cuBLAS workspaces %1%2</source>
        <translation>рабочие буферы CUDA/cuBLAS %1%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> + NCCL/all-reduce buffers %1</source>
        <translation> + буферы NCCL/all-reduce %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch memory</source>
        <translation>Память вне torch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak (profiling run)</source>
        <translation>Пик активаций (профилировочный прогон)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs</source>
        <translation>CUDA-графы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory (profiling skipped)</source>
        <translation>--kv-cache-memory (профилирование пропущено)</translation>
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
        <translation>Пул KV-кэша</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 latent (kv_lora_rank + rope) × %2 layers × %3 bytes (%4), not split across GPUs</source>
        <translation>%1 (латент: kv_lora_rank + rope) × %2 (слои) × %3 B (%4), не делится между GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 × %2 layers × %3 KV heads × %4 × %5 bytes (%6)</source>
        <translation>%1 × %2 (слои) × %3 (KV-головы) × %4 × %5 B (%6)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 per token</source>
        <translation>%1 на токен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per token (%2 B)</source>
        <translation>%1 на токен (%2 B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache per token</source>
        <translation>KV-кэш на токен</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>KV blocks</source>
        <translation>Блоки KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor(%1 ÷ %2)</source>
        <translation>floor(%1 ÷ %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks</source>
        <translation>блоков: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache size</source>
        <translation>Размер KV-кэша</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks ÷ %2 groups × %3 tokens (as vLLM logs it)</source>
        <translation>%1 (блоки) ÷ %2 (группы) × %3 (токены) (как в логе vLLM)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 blocks × %2 tokens</source>
        <translation>%1 (блоки) × %2 (токены)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/report/explainkv.cpp" line="+84"/>
        <location line="+6"/>
        <source>%1 tokens</source>
        <translation>токенов: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Maximum concurrency (worst case)</source>
        <translation>Максимальная конкурентность (худший случай)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks × %2 tokens ÷ %3</source>
        <translation>%1 (блоки) × %2 (токены) ÷ %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>%1 blocks ÷ %2 blocks per %3-token request</source>
        <translation>%1 (блоки) ÷ %2 (блоков на запрос из %3 токенов)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests at the typical length</source>
        <translation>Запросы типичной длины</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 requests at once</source>
        <translation>одновременных запросов: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended max_num_seqs</source>
        <translation>Рекомендуемый max_num_seqs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floor(%1 blocks ÷ %2 blocks per p95 request of %3 tokens × %4 margin)</source>
        <translation>floor(%1 (блоки) ÷ %2 (блоков на p95-запрос из %3 токенов) × %4 (запас))</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>one %1-token request needs %2 ≤ %3 available</source>
        <translation>одному запросу из %1 токенов нужно %2 ≤ %3 доступно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free at start %1 (total − other processes − CUDA context) &lt; ceiling %2</source>
        <translation>свободно при запуске %1 (всего − другие процессы − контекст CUDA) &lt; потолок %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights %1 &gt; free at start %2</source>
        <translation>веса %1 &gt; свободно при запуске %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>profiling peak %1 &gt; %2 free beside the weights and non-torch memory</source>
        <translation>пик профилирования %1 &gt; %2 свободно помимо весов и памяти вне torch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--kv-cache-memory %1 &gt; %2 free beside the weights and non-torch memory</source>
        <translation>--kv-cache-memory %1 &gt; %2 свободно помимо весов и памяти вне torch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache pool %1 ≤ 0</source>
        <translation>пул KV-кэша %1 ≤ 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one %1-token request needs %2 &gt; %3 available; longest that fits: %4 tokens</source>
        <translation>одному запросу из %1 токенов нужно %2 &gt; %3 доступно; помещается запрос не длиннее %4 токенов</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Invalid scenario</source>
        <translation>Некорректный сценарий</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none: an encoder-only model has no KV cache (vLLM allocates no pool)</source>
        <translation>нет: модель только с энкодером не имеет KV-кэша (vLLM не выделяет пул)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Startup check</source>
        <translation>Проверка запуска</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>free at start %1 ≥ ceiling %2, weights %3 fit</source>
        <translation>свободно при запуске %1 ≥ потолок %2, веса %3 помещаются</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>starts</source>
        <translation>запускается</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>refuses to start</source>
        <translation>отказывается запускаться</translation>
    </message>
    <message>
        <location filename="../../core/report/explainkv.cpp" line="-66"/>
        <source>%1 sliding-window layers hold at most %2 tokens</source>
        <translation>слоёв со скользящим окном: %1, хранят не более %2 токенов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 full-attention layers hold the whole context</source>
        <translation>слоёв с полным вниманием: %1, хранят весь контекст</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 layers hold a constant %3 per request</source>
        <translation>слоёв %2: %1, хранят фиксированный объём %3 на запрос</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>linear-attention</source>
        <translation>линейного внимания</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>short-convolution</source>
        <translation>короткой свёртки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamba</source>
        <translation>Mamba</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MLA keeps one %1-value latent per token and layer on every GPU, padded to %2 values (256-byte entries, vLLM 0.7.2-0.7.3)</source>
        <translation>MLA хранит на каждом GPU один латентный вектор из %1 значений на токен и слой, дополненный до %2 значений (записи по 256 байт, vLLM 0.7.2-0.7.3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MLA keeps one %1-value latent per token and layer on every GPU</source>
        <translation>MLA хранит один латентный вектор из %1 значений на токен и слой на каждом GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLA before vLLM 0.7.1 keeps full K and V for each of the GPU&apos;s %1 heads, the head size padded to %2</source>
        <translation>MLA до vLLM 0.7.1 хранит полные K и V для каждой из %1 голов этого GPU, размер головы дополнен до %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hybrid KV-cache manager disabled: every layer holds the whole context</source>
        <translation>гибридный менеджер KV-кэша отключён: каждый слой хранит весь контекст</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What each layer keeps</source>
        <translation>Что хранит каждый слой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hybrid</source>
        <translation>гибридная</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>uniform</source>
        <translation>однородная</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 full</source>
        <translation>полного внимания: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sliding</source>
        <translation>скользящего окна: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 state</source>
        <translation>состояния: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cross-attention (%2 encoder tokens per request)</source>
        <translation>перекрёстного внимания: %1 (токенов энкодера на запрос: %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hybrid KV groups</source>
        <translation>Гибридные группы KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>groups of %1 layers: %2; %3 padding layers</source>
        <translation>слоёв в группе: %1; группы — %2; слоёв-заполнителей: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 groups</source>
        <translation>групп: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>Block size</source>
        <translation>Размер блока</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>raised until an attention page holds one %1 state (multiple of 16)</source>
        <translation>увеличен, чтобы страница внимания вмещала одно состояние %1 (кратно 16)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>forced by the MLA attention backend (FlashMLA 64 on Hopper, CUTLASS-MLA 128 on Blackwell)</source>
        <translation>задан бэкендом внимания MLA (FlashMLA — 64 на Hopper, CUTLASS-MLA — 128 на Blackwell)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One KV block</source>
        <translation>Один блок KV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens × %2</source>
        <translation>%1 (токены) × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 page per layer × %2 layers per group</source>
        <translation>%1 (страница на слой) × %2 (слоёв в группе)</translation>
    </message>
</context>
<context>
    <name>kvb::Export</name>
    <message>
        <location filename="../../cli/exportcommand.cpp" line="+43"/>
        <source>--chart takes dashboard, memory, concurrency, utilization or savings</source>
        <translation>--chart принимает dashboard, memory, concurrency, utilization или savings</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--page %1: expected a4, letter or fit</source>
        <translation>--page %1: ожидается a4, letter или fit</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>say where to write the image: -o FILE.png|svg|pdf</source>
        <translation>укажите, куда записать изображение: -o FILE.png|svg|pdf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>-o %1 is a folder; give a file name: -o FILE.png|svg|pdf</source>
        <translation>-o %1 — папка; укажите имя файла: -o FILE.png|svg|pdf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--size %1: expected WIDTHxHEIGHT, each from %2 to %3, e.g. 1920x1080</source>
        <translation>--size %1: ожидается ШИРИНАxВЫСОТА, каждое от %2 до %3, например 1920x1080</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--scale %1: expected %2 to %3</source>
        <translation>--scale %1: ожидается от %2 до %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--theme takes light or dark</source>
        <translation>--theme принимает light или dark</translation>
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
        <translation>Использование: kvbudget export [флаги plan] -o FILE.png|svg|pdf [--size WxH] [--scale N]
                       [--chart dashboard|memory|concurrency|utilization|savings] [--theme light|dark]
                       [--page a4|letter|fit]

Отрисовывает дашборд без дисплея. --size — логический размер (по умолчанию 1920x1080): PNG
имеет ровно столько пикселей, умноженных на --scale (по умолчанию 1); SVG берёт его как свой размер. Страница PDF
имеет этот размер при --page fit (по умолчанию) или альбомный формат A4 либо Letter с дашбордом, вписанным в лист.

</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>this build of kvbudget has no dashboard (built without the GUI)</source>
        <translation>эта сборка kvbudget не содержит дашборда (собрана без GUI)</translation>
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
        <translation>Использование: kvbudget validate [FILE] [--format text|json] [--cross-validate] [--fit]

Сравнивает каждый случай из файла логов запуска (общая схема; по умолчанию — встроенные публичные логи vLLM) с прогнозом движка: веса, токены KV или GiB, максимальная конкурентность и запустится ли vLLM.
  --cross-validate   заново подобрать каждую константу без одного случая, спрогнозировать этот случай и вывести медиану, p90 и максимум |ошибки| leave-one-out, вердикты и покрытие диапазона рядом с показателями на обучающей выборке
  --fit              вывести константы, которые дают логи из файла
  --explain CASE     план kvbudget для одного случая рядом с тем, что записано в логе
</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Case %1 (%2), as logged:</source>
        <translation>Случай %1 (%2), по логу:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The log&apos;s activation peak is FlashInfer&apos;s sampler warm-up, not torch&apos;s sort, so the plan above samples with FlashInfer.</source>
        <translation>Пик активаций в логе — это прогрев сэмплера FlashInfer, а не сортировка torch, поэтому план выше сэмплирует FlashInfer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log&apos;s activation peak is torch&apos;s sort, not FlashInfer&apos;s sampler warm-up, so the plan above samples with torch&apos;s sort.</source>
        <translation>Пик активаций в логе — это сортировка torch, а не прогрев сэмплера FlashInfer, поэтому план выше сэмплирует сортировкой torch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kvbudget validate: no case %1 in the file</source>
        <translation>kvbudget validate: в файле нет случая %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>kvbudget validate: --format must be text or json
</source>
        <translation>kvbudget validate: --format должен быть text или json
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kvbudget validate: give at most one file
</source>
        <translation>kvbudget validate: укажите не более одного файла
</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>cannot read %1: %2</source>
        <translation>не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>log-case file</source>
        <translation>файл примеров логов</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>vLLM log</source>
        <translation>лог vLLM</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Calibrating %1 from a vLLM log (%2)</source>
        <translation>Калибровка %1 по логу vLLM (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format not pinned</source>
        <translation>формат не определён</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>read %n line(s)</source>
        <translation>
            <numerusform>прочитана %n строка</numerusform>
            <numerusform>прочитано %n строки</numerusform>
            <numerusform>прочитано %n строк</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logged</source>
        <translation>в логе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted</source>
        <translation>прогноз</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>calibrated</source>
        <translation>после калибровки</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Adopted:</source>
        <translation>Принято:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>note: %1</source>
        <translation>примечание: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Usage: kvbudget calibrate --log FILE [plan flags] [--save SCENARIO.json] [--format text|json]

Reads a vLLM startup log (any version&apos;s format), shows the engine&apos;s prediction beside the logged figures, and re-bases the scenario on the measured terms. FILE may be - for standard input.

</source>
        <translation>Использование: kvbudget calibrate --log FILE [флаги plan] [--save SCENARIO.json] [--format text|json]

Читает лог запуска vLLM (в формате любой версии), показывает прогноз движка рядом с данными из лога и перестраивает сценарий на измеренных слагаемых. FILE может быть -, тогда читается стандартный ввод.

</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--log FILE is required (the vLLM startup output; - reads standard input)</source>
        <translation>нужен --log FILE (вывод vLLM при запуске; - читает стандартный ввод)</translation>
    </message>
</context>
<context>
    <name>kvb::FitFormat</name>
    <message>
        <location filename="../../cli/fitformat.cpp" line="+95"/>
        <source>Leave-one-out: every fitted constant and the band refitted without the case, then the case predicted.</source>
        <translation>Leave-one-out: каждая подобранная константа и диапазон подбираются заново без случая, затем случай прогнозируется.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>case</source>
        <translation>случай</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>group</source>
        <translation>группа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logged</source>
        <translation>в логе</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>predicted</source>
        <translation>прогноз</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>band</source>
        <translation>диапазон</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  verdict wrong</source>
        <translation>  неверный вердикт</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>median |error| %1%, p90 %2%, max %3% (%4) over %5 cases; band contains the log in %6%; verdicts right or undecidable %7 of %8</source>
        <translation>медиана |ошибки| %1%, p90 %2%, максимум %3% (%4) по случаям: %5; диапазон содержит значение из лога в %6% случаев; вердикты верны или не определены: %7 из %8</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Leave-one-out:</source>
        <translation>Перекрёстная проверка leave-one-out:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-sample:</source>
        <translation>На обучающей выборке:</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Fitted on the public logs (medians of what each group&apos;s logs imply):</source>
        <translation>Подобрано по публичным логам (медианы значений, которые дают логи каждой группы):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>non-torch memory, V1, one GPU</source>
        <translation>память вне torch, V1, один GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V1 0.11+, extra with TP/PP</source>
        <translation>память вне torch, V1 0.11+, надбавка при TP/PP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NCCL and all-reduce buffers, V1 0.9.1-0.10</source>
        <translation>буферы NCCL и all-reduce, V1 0.9.1–0.10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V0, one GPU</source>
        <translation>память вне torch, V0, один GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, V0, extra with TP/PP</source>
        <translation>память вне torch, V0, надбавка при TP/PP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, ROCm</source>
        <translation>память вне torch, ROCm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory, unified memory</source>
        <translation>память вне torch, единая память</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context base</source>
        <translation>база контекста CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vision encoder factor</source>
        <translation>коэффициент визуального энкодера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Band share of the estimated overhead (+ 0.25 GiB), by group:</source>
        <translation>Доля диапазона от оценки накладных расходов (+ 0.25 GiB) по группам:</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>%1 (%2 logs)</source>
        <translation>%1 (логов: %2)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Band share of the counted weights, by weight format:</source>
        <translation>Доля диапазона от подсчитанных весов по форматам весов:</translation>
    </message>
</context>
<context>
    <name>kvb::Fleet</name>
    <message>
        <location filename="../../core/fleet/fleet.cpp" line="+23"/>
        <source>Every GPU of the fleet needs an id</source>
        <translation>У каждого GPU парка должен быть id</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two GPUs have the id &quot;%1&quot;</source>
        <translation>У двух GPU одинаковый id «%1»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU &quot;%1&quot; has no memory size</source>
        <translation>У GPU «%1» не указан объём памяти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU &quot;%1&quot;: memory held by other processes must be between 0 and the card&apos;s memory</source>
        <translation>GPU «%1»: память других процессов должна быть в пределах от 0 до объёма памяти карты</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every deployment of the fleet needs a name</source>
        <translation>У каждого развёртывания парка должно быть имя</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Deployment &quot;%1&quot; runs on %Ln GPU(s) (tensor x pipeline parallel size) but lists %2</source>
        <translation>
            <numerusform>Развёртывание «%1» работает на %Ln GPU (тензорный × конвейерный параллелизм), но перечислено: %2</numerusform>
            <numerusform>Развёртывание «%1» работает на %Ln GPU (тензорный × конвейерный параллелизм), но перечислено: %2</numerusform>
            <numerusform>Развёртывание «%1» работает на %Ln GPU (тензорный × конвейерный параллелизм), но перечислено: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deployment &quot;%1&quot; runs on GPU &quot;%2&quot;, which the fleet does not have</source>
        <translation>Развёртывание «%1» запускается на GPU «%2», которого нет в парке</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployment &quot;%1&quot; lists GPU &quot;%2&quot; twice</source>
        <translation>Развёртывание «%1» указывает GPU «%2» дважды</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The fleet has no GPUs</source>
        <translation>В парке нет GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two deployments are named &quot;%1&quot;</source>
        <translation>Два развёртывания названы «%1»</translation>
    </message>
</context>
<context>
    <name>kvb::FleetCommand</name>
    <message>
        <location filename="../../cli/fleetcommand.cpp" line="+57"/>
        <source>unexpected argument &quot;%1&quot; (one fleet file or built-in name)</source>
        <translation>неожиданный аргумент «%1» (нужен один файл парка или встроенное имя)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--fail needs the id of at least one GPU</source>
        <translation>--fail требует id хотя бы одного GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 needs a value</source>
        <translation>--%1: нужно значение</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown flag &quot;%1&quot;</source>
        <translation>неизвестный флаг «%1»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>say which fleet: a fleet file or a built-in fleet (kvbudget list fleets)</source>
        <translation>укажите парк: файл парка или встроенный парк (kvbudget list fleets)</translation>
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
        <translation>Использование: kvbudget fleet FILE|NAME [--fail GPU_ID ...] [--repack] [--format text|json|markdown]

Воспроизводит запуск каждого развёртывания парка, карта за картой в порядке запуска,
по правилам версии vLLM каждого из них, и сообщает, какие запускаются, отказываются или падают при запуске.

  FILE|NAME          файл парка (&quot;kvbudget_fleet&quot;: 1) или встроенный парк (kvbudget list fleets)
  --fail GPU_ID ...  пометить карты как отказавшие (повторите флаг или перечислите: --fail gpu2 gpu3)
  --repack           разместить то, что было на отказавших картах, и предложить наименее болезненные
                     изменения, упорядоченные по потерянным токенам KV (точно до 8 GPU x 12
                     развёртываний, дальше — эвристика с оценкой отставания)
  --format F         text (по умолчанию), json или markdown

Коды выхода: 0 — все развёртывания запускаются (с --repack — в лучшем варианте), 3 — какое-то
не запускается, 2 — некорректный ввод, 4 — ошибка файла.
</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--format must be text, json or markdown (got &quot;%1&quot;)</source>
        <translation>--format должен быть text, json или markdown (получено «%1»)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--fail %1: the fleet has no such GPU (it has %2)</source>
        <translation>--fail %1: такого GPU в парке нет (есть: %2)</translation>
    </message>
</context>
<context>
    <name>kvb::FleetExport</name>
    <message>
        <location filename="../../cli/fleetexport.cpp" line="+69"/>
        <source>this build of kvbudget has no GPUs view (built without the GUI)</source>
        <translation>эта сборка kvbudget не содержит вида GPU (собрана без GUI)</translation>
    </message>
</context>
<context>
    <name>kvb::FleetFile</name>
    <message>
        <location filename="../../core/fleet/fleetfile.cpp" line="+54"/>
        <source>Custom GPU</source>
        <translation>Свой GPU</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: give a GPU preset (&quot;gpu&quot;) or its memory (&quot;memory_gib&quot;)</source>
        <translation>%1: укажите пресет GPU (&quot;gpu&quot;) или его память (&quot;memory_gib&quot;)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: give the deployment&apos;s &quot;scenario&quot; (an object or a built-in id) or its &quot;scenario_file&quot;</source>
        <translation>%1: укажите &quot;scenario&quot; развёртывания (объект или встроенный id) или его &quot;scenario_file&quot;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 &quot;%2&quot;</source>
        <translation>%1 «%2»</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: field &quot;gpus&quot; must be a list of cards such as [{&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}]</source>
        <translation>%1: поле &quot;gpus&quot; должно быть списком карт, например [{&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the fleet has no GPUs: field &quot;gpus&quot; is empty; list at least one card, e.g. {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</source>
        <translation>%1: в парке нет GPU: поле &quot;gpus&quot; пусто; укажите хотя бы одну карту, например {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the fleet has no GPUs: field &quot;gpus&quot; is missing; list at least one card, e.g. {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</source>
        <translation>%1: в парке нет GPU: поля &quot;gpus&quot; нет; укажите хотя бы одну карту, например {&quot;id&quot;: &quot;gpu0&quot;, &quot;gpu&quot;: &quot;rtx-4090&quot;}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not a kvbudget fleet file (it needs &quot;kvbudget_fleet&quot;: 1)</source>
        <translation>%1 — не файл парка kvbudget (нужен &quot;kvbudget_fleet&quot;: 1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 gpus[%2]</source>
        <translation>%1 gpus[%2]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: field &quot;deployments&quot; must be a list, each entry {&quot;name&quot;: …, &quot;gpus&quot;: […], &quot;scenario&quot;: {…}}</source>
        <translation>%1: поле &quot;deployments&quot; должно быть списком, каждый элемент {&quot;name&quot;: …, &quot;gpus&quot;: […], &quot;scenario&quot;: {…}}</translation>
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
        <translation>файл парка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is empty</source>
        <translation>%1: файл пуст</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 — некорректный JSON: %2</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Unknown fleet &quot;%1&quot;: not a built-in fleet (see `kvbudget list fleets`) and no such file</source>
        <translation>Неизвестный парк «%1»: это не встроенный парк (см. `kvbudget list fleets`) и не существующий файл</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New fleet</source>
        <translation>Новый парк</translation>
    </message>
</context>
<context>
    <name>kvb::FleetPresets</name>
    <message>
        <location line="-273"/>
        <source>GPU tetris: four 24 GB cards, two of which fail</source>
        <translation>GPU-тетрис: четыре карты по 24 GB, две из них отказывают</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Qwen2.5-VL model, a chat model, Whisper and an embedding model, one per RTX 4090, the vision model started last. Fail gpu0 and gpu1 and re-pack: the vision model asks for most of a card, so on a shared card it must start first.</source>
        <translation>Модель Qwen2.5-VL, чат-модель, Whisper и модель эмбеддингов — по одной на RTX 4090, модель с визуальным энкодером запускается последней. Выведите из строя gpu0 и gpu1 и перераспределите: модели с энкодером нужна бо́льшая часть карты, поэтому на общей карте она должна запускаться первой.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two tenants on one 24 GB card</source>
        <translation>Два тенанта на одной карте 24 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chat model and Whisper share an RTX 4090, each at half the card: whatever else runs, 0.5 means 11.8 GiB, and the second to start finds less than that free.</source>
        <translation>Чат-модель и Whisper делят RTX 4090, каждой по половине карты: что бы ещё ни работало, 0,5 — это 11,8 GiB, и тот, кто запускается вторым, находит свободным меньше.</translation>
    </message>
</context>
<context>
    <name>kvb::FleetReplay</name>
    <message>
        <location filename="../../core/fleet/replay.cpp" line="+65"/>
        <source>not placed: it names no GPU</source>
        <translation>не размещено: не указан GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not placed: GPU %1 has failed</source>
        <translation>не размещено: GPU %1 отказал</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deployment &quot;%1&quot;: %2</source>
        <translation>Развёртывание «%1»: %2</translation>
    </message>
</context>
<context>
    <name>kvb::FleetStart</name>
    <message numerus="yes">
        <location filename="../../core/fleet/instancestart.cpp" line="+36"/>
        <source>the encoder on %Ln dummy input(s)</source>
        <translation>
            <numerusform>энкодер на %Ln фиктивном входе</numerusform>
            <numerusform>энкодер на %Ln фиктивных входах</numerusform>
            <numerusform>энкодер на %Ln фиктивных входах</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the forward pass and the sampler warm-up</source>
        <translation>прямой проход и прогрев сэмплера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA out of memory in vLLM&apos;s profiling run: weights %1 + non-torch %2 + the activation peak of %3 (%4) need %5, but only %6 are free when it starts</source>
        <translation>CUDA out of memory в профилировочном прогоне vLLM: веса %1 + вне torch %2 + пик активаций %3 (%4) требуют %5, а при запуске свободно лишь %6</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>refuses: %1 free when it starts, but gpu_memory_utilization %2 asks for %3 of the card&apos;s %4</source>
        <translation>отказывается: при запуске свободно %1, а gpu_memory_utilization %2 запрашивает %3 из %4 карты</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>crashes at start: CUDA out of memory while loading %1 of weights into %2 free</source>
        <translation>падает при запуске: CUDA out of memory при загрузке %1 весов в %2 свободной памяти</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>crashes at start: %1</source>
        <translation>падает при запуске: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>starts (no KV cache)</source>
        <translation>запускается (без KV-кэша)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>starts: %1 KV tokens, maximum concurrency %2x</source>
        <translation>запускается: токенов KV — %1, максимальная конкурентность %2x</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>crashes at start: the KV pool its utilization grants does not fit in what is free</source>
        <translation>падает при запуске: пул KV, который даёт его утилизация, не помещается в свободную память</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>crashes at start: CUDA out of memory allocating the %1 --kv-cache-memory asks for beside %2 of weights</source>
        <translation>падает при запуске: нехватка памяти CUDA при выделении %1, запрошенных --kv-cache-memory, помимо %2 весов</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>refuses: no memory left for KV cache blocks (pool %1)</source>
        <translation>отказывается: не осталось памяти для блоков KV-кэша (пул %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>refuses: one %1-token request needs %2, the pool holds %3</source>
        <translation>отказывается: одному запросу из %1 токенов нужно %2, а пул вмещает %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>starts</source>
        <translation>запускается</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>refuses</source>
        <translation>отказывается</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crashes at start</source>
        <translation>падает при запуске</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not placed</source>
        <translation>не размещено</translation>
    </message>
</context>
<context>
    <name>kvb::FleetText</name>
    <message>
        <location filename="../../core/report/fleettext.cpp" line="+20"/>
        <location line="+5"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>  %1. %2 (vLLM %3%4): free at start %5, ceiling %6, spike %7, holds %8 — %9</source>
        <translation>  %1. %2 (vLLM %3%4): свободно при запуске %5, потолок %6, всплеск %7, занимает %8 — %9</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, counts others&apos; memory against its budget</source>
        <translation>, учитывает память других в своём бюджете</translation>
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
        <translation>  ОТКАЗ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  other processes hold %1
</source>
        <translation>  другие процессы занимают %1
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  once all have started: %1 held of %2, highest point %3; ceilings add up to %4%5
</source>
        <translation>  после запуска всех: занято %1 из %2, максимум %3; сумма потолков %4%5
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (overcommitted)</source>
        <translation> (переподписка)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  %1 [%2, start %3]: %4
</source>
        <translation>  %1 [%2, запуск %3]: %4
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no GPU</source>
        <translation>нет GPU</translation>
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
        <translation>      запускается, только если запустить его раньше %1
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Every deployment starts.
</source>
        <translation>Все развёртывания запускаются.
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 deployments do not start.
</source>
        <translation>Не запускаются %1 из %2 развёртываний.
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
No re-pack proposal: %1
</source>
        <translation>
Нет варианта перераспределения: %1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing to place</source>
        <translation>нечего размещать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Re-pack proposals, least capacity lost first:
</source>
        <translation>
Варианты перераспределения, сначала с наименьшей потерей ёмкости:
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
        <translation>%1 не удаётся разместить (было на %2): теряются его токены KV (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 → %2 KV tokens, maximum concurrency %3x → %4x)</source>
        <translation> (токены KV %1 → %2, максимальная конкурентность %3x → %4x)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>every deployment starts</source>
        <translation>все развёртывания запускаются</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deployment(s) do not start</source>
        <translation>
            <numerusform>не запускается %Ln развёртывание</numerusform>
            <numerusform>не запускаются %Ln развёртывания</numerusform>
            <numerusform>не запускаются %Ln развёртываний</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact search, proven optimal (%1 nodes, %2 cut off by the bound)</source>
        <translation>точный поиск, оптимальность доказана (узлов: %1, отсечено оценкой: %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>exact search, not proven optimal</source>
        <translation>точный поиск, оптимальность не доказана</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>heuristic search, at most %1 KV tokens from the best</source>
        <translation>эвристический поиск, не более %1 токенов KV от лучшего</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 KV tokens lost; %3</source>
        <translation>%1, потеряно токенов KV: %2; %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fleet: %1 — %2 GPUs, %3 deployments

</source>
        <translation>Парк: %1 — GPU: %2, развёртываний: %3

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The startup, card by card, in start order:
</source>
        <translation>Запуск карта за картой в порядке запуска:
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
Deployments:
</source>
        <translation>
Развёртывания:
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>## Fleet: %1

</source>
        <translation>## Парк: %1

</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>| GPU | # | Deployment | Free at start | Ceiling | Spike | Holds | Verdict |
</source>
        <translation>| GPU | # | Развёртывание | Свободно при запуске | Потолок | Всплеск | Занимает | Вердикт |
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>| %1 | | *failed* | | | | | |
</source>
        <translation>| %1 | | *отказ* | | | | | |
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>
| Deployment | GPUs | Verdict | Why |
|---|---|---|---|
</source>
        <translation>
| Развёртывание | GPU | Вердикт | Причина |
|---|---|---|---|
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
### Re-pack proposals

</source>
        <translation>
### Варианты перераспределения

</translation>
    </message>
</context>
<context>
    <name>kvb::GpuPrices</name>
    <message>
        <location filename="../../core/io/gpuprices.cpp" line="+27"/>
        <source>%1: each price must be an object</source>
        <translation>%1: каждая цена должна быть объектом</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a price needs &quot;gpu&quot;, a positive &quot;usd_per_gpu_hour&quot; and its &quot;source&quot;</source>
        <translation>%1: у цены должны быть &quot;gpu&quot;, положительный &quot;usd_per_gpu_hour&quot; и её &quot;source&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;date&quot; must be the date of the figure as YYYY-MM-DD (got &quot;%2&quot;)</source>
        <translation>%1: &quot;date&quot; должен быть датой цены в формате YYYY-MM-DD (получено «%2»)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 — не JSON-объект: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no &quot;prices&quot; array</source>
        <translation>в %1 нет массива &quot;prices&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, price %2</source>
        <translation>%1, цена %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 lists GPU &quot;%2&quot; twice</source>
        <translation>%1 указывает GPU «%2» дважды</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>price list</source>
        <translation>прайс-лист</translation>
    </message>
</context>
<context>
    <name>kvb::HfArchitecture</name>
    <message>
        <location filename="../../core/io/hfarchitecture.cpp" line="+35"/>
        <source>field &quot;%1&quot; must be a non-negative integer</source>
        <translation>поле «%1» должно быть неотрицательным целым числом</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field &quot;%1&quot; is %2; the allowed range is 0 to %3</source>
        <translation>поле «%1» равно %2; допустимый диапазон — от 0 до %3</translation>
    </message>
    <message>
        <location filename="../../core/io/hfmoe.cpp" line="+31"/>
        <source>%1 lists %2 layers but num_hidden_layers is %3</source>
        <translation>%1 перечисляет %2 слоёв, но num_hidden_layers равно %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-layer %1 values that differ</source>
        <translation>различающиеся по слоям значения %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the shared MLP (intermediate_size x num_shared_expert) is %1 wide; the allowed range is up to %2</source>
        <translation>общий MLP (intermediate_size x num_shared_expert) имеет ширину %1; допустимо не больше %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the layout&apos;s router_fp32_from &quot;%1&quot; is not a vLLM version</source>
        <translation>router_fp32_from &quot;%1&quot; в раскладке не является версией vLLM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dense layers listed in mlp_only_layers</source>
        <translation>плотные слои, перечисленные в mlp_only_layers</translation>
    </message>
    <message>
        <location filename="../../core/io/hfarchitecture.cpp" line="+45"/>
        <source>DeepSeek sparse attention (the V3.2 indexer cache)</source>
        <translation>разреженное внимание DeepSeek (кэш индексатора V3.2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../core/io/hfstatespace.cpp" line="+186"/>
        <source>layer_types lists %1 layers but num_hidden_layers is %2</source>
        <translation>layer_types перечисляет слоёв: %1, но num_hidden_layers = %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>layer type &quot;%1&quot;</source>
        <translation>тип слоя «%1»</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+143"/>
        <source>block_configs lists %1 layers but num_hidden_layers is %2</source>
        <translation>block_configs перечисляет слоёв: %1, но num_hidden_layers = %2</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>block_configs: an attention block needs n_heads_in_group dividing num_attention_heads</source>
        <translation>block_configs: блоку внимания нужен n_heads_in_group, на который делится num_attention_heads</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>attention layers with different KV head counts</source>
        <translation>слои внимания с разным числом KV-голов</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>block_configs: an FFN block needs a positive ffn_mult</source>
        <translation>block_configs: блоку FFN нужен положительный ffn_mult</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>replace_with_linear blocks, which vLLM&apos;s DeciLM model does not build</source>
        <translation>блоки replace_with_linear, которые модель DeciLM в vLLM не строит</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cross_attention_layers names a layer outside 0..%1</source>
        <translation>cross_attention_layers указывает слой вне диапазона 0..%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+3"/>
        <source>moe_layers other than every interleave_moe_layer_step-th layer</source>
        <translation>moe_layers, отличные от каждого interleave_moe_layer_step-го слоя</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Llama 4&apos;s chunked-attention layers are counted with a full KV cache, as vLLM keeps them unless VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE=1</source>
        <translation>Слои чанкового внимания Llama 4 учитываются с полным KV-кэшем, так как vLLM хранит их так, если не задано VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE=1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cross-layer attention (use_cla) sharing K and V between layers</source>
        <translation>межслойное внимание (use_cla), разделяющее K и V между слоями</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the config describes %1 layers&apos; types but num_hidden_layers is %2</source>
        <translation>конфигурация описывает типы слоёв (%1), но num_hidden_layers равен %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sliding-window layers need a positive sliding_window</source>
        <translation>слоям со скользящим окном нужен положительный sliding_window</translation>
    </message>
    <message>
        <location filename="../../core/io/hfstatespace.cpp" line="-149"/>
        <source>field &quot;expand&quot; is %1; the allowed range is above 0 and at most %2</source>
        <translation>поле «expand» равно %1; допустимо значение больше 0 и не больше %2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>hybrid_override_pattern must have one character per layer (%1)</source>
        <translation>в hybrid_override_pattern должен быть один символ на слой (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nemotron-H mixture-of-experts layers (&quot;E&quot; in hybrid_override_pattern)</source>
        <translation>слои смеси экспертов Nemotron-H («E» в hybrid_override_pattern)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hybrid_override_pattern has an unknown layer type &apos;%1&apos; (M, *, - or E)</source>
        <translation>в hybrid_override_pattern неизвестный тип слоя &apos;%1&apos; (M, *, - или E)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>layer_types may only name &quot;%1&quot; or &quot;%2&quot; layers</source>
        <translation>layer_types может называть только слои &quot;%1&quot; или &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>layer_types must name each of the %1 layers &quot;mamba&quot; or &quot;attention&quot; (vLLM&apos;s granitemoehybrid.py reads it per layer)</source>
        <translation>layer_types должен назвать каждый из %1 слоёв &quot;mamba&quot; или &quot;attention&quot; (granitemoehybrid.py в vLLM читает его послойно)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>mamba_n_heads x mamba_d_head must equal mamba_expand x hidden_size (%1)</source>
        <translation>mamba_n_heads x mamba_d_head должно равняться mamba_expand x hidden_size (%1)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>full_attn_idxs must list layer numbers from 0 to %1</source>
        <translation>full_attn_idxs должен перечислять номера слоёв от 0 до %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>field &quot;block_ffn_dim_multiplier&quot; is %1; the allowed range is above 0 and at most %2</source>
        <translation>поле &quot;block_ffn_dim_multiplier&quot; равно %1; допустимо больше 0 и не более %2</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>state-space layers of model type &quot;%1&quot;</source>
        <translation>слои пространства состояний модели типа «%1»</translation>
    </message>
    <message>
        <location filename="../../core/io/hfvision.cpp" line="+104"/>
        <source>vision_feature_layer %1 is outside the %2-layer vision tower</source>
        <translation>vision_feature_layer %1 выходит за пределы визуальной башни из %2 слоёв</translation>
    </message>
    <message>
        <location line="+117"/>
        <location line="+8"/>
        <location line="+25"/>
        <source>image_grid_pinpoints needs [height, width] pairs of pixels</source>
        <translation>image_grid_pinpoints должен состоять из пар [высота, ширина] в пикселях</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>vision_config&apos;s patch_size must be a positive number of pixels</source>
        <translation>patch_size в vision_config должен быть положительным числом пикселей</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the vision encoder of model type &quot;%1&quot;</source>
        <translation>визуальный энкодер модели типа «%1»</translation>
    </message>
    <message>
        <location filename="../../core/io/hfinternvl.cpp" line="+57"/>
        <source>InternVL&apos;s downsample_ratio must be a number in (0, 1]</source>
        <translation>downsample_ratio у InternVL должен быть числом в (0, 1]</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Mono-InternVL&apos;s visual experts (InternLM2VEForCausalLM)</source>
        <translation>визуальные эксперты Mono-InternVL (InternLM2VEForCausalLM)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>select_layer %1 is outside the %2-layer vision tower</source>
        <translation>select_layer %1 выходит за пределы визуальной башни из %2 слоёв</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>InternVL&apos;s downsample_ratio %1 leaves no LLM token in a %2-pixel tile of %3-pixel patches</source>
        <translation>downsample_ratio %1 у InternVL не оставляет ни одного LLM-токена в плитке %2 пикселей из патчей по %3 пикселей</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>InternVL&apos;s mlp1 would be %1 wide (the vision hidden_size x (1 / downsample_ratio)^2); the allowed range is up to %2</source>
        <translation>mlp1 у InternVL имел бы ширину %1 (hidden_size визуальной части x (1 / downsample_ratio)^2); допустимо не больше %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>InternVL&apos;s %1 tiles of %2 LLM tokens make an image of more tokens than kvbudget counts</source>
        <translation>%1 плиток InternVL по %2 LLM-токенов дают изображение с бо́льшим числом токенов, чем считает kvbudget</translation>
    </message>
</context>
<context>
    <name>kvb::HfConfig</name>
    <message>
        <location filename="../../core/io/hfconfig.cpp" line="+76"/>
        <source>%1: field &quot;tie_word_embeddings&quot; must be true or false</source>
        <translation>%1: поле &quot;tie_word_embeddings&quot; должно быть true или false</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not say whether embeddings are tied; assuming a separate lm_head</source>
        <translation>%1 не сообщает, связаны ли эмбеддинги; предполагается отдельный lm_head</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: field &quot;%2&quot; must be a string such as &quot;bfloat16&quot;</source>
        <translation>%1: поле «%2» должно быть строкой, например &quot;bfloat16&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no torch_dtype; assuming bfloat16</source>
        <translation>в %1 нет torch_dtype; предполагается bfloat16</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: unknown torch_dtype &quot;%2&quot;</source>
        <translation>%1: неизвестный torch_dtype «%2»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: field &quot;quantization_config&quot; must be an object</source>
        <translation>%1: поле &quot;quantization_config&quot; должно быть объектом</translation>
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
        <translation>%1: поле &quot;architectures&quot; должно быть списком имён классов, например [&quot;LlamaForCausalLM&quot;]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: field &quot;architectures&quot; is empty and there is no &quot;model_type&quot;; one of them must name the model</source>
        <translation>%1: поле &quot;architectures&quot; пусто, а &quot;model_type&quot; нет; модель должно назвать одно из них</translation>
    </message>
    <message>
        <location filename="../../core/io/hffamilynotes.cpp" line="+39"/>
        <source>%1 leaves out %2; transformers&apos; %3 defaults apply</source>
        <translation>в %1 не указано: %2; действуют значения по умолчанию transformers для %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no model_type, so kvbudget cannot tell which family&apos;s defaults and layer layout apply; it is counted as a Llama-style decoder (gated MLP, RMSNorm, no biases), so its parameter count may be off</source>
        <translation>В %1 нет model_type, поэтому kvbudget не может определить, умолчания и структура слоёв какого семейства применимы; модель считается декодером в стиле Llama (MLP с затвором, RMSNorm, без смещений), и число параметров может быть неточным</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: model_type &quot;%2&quot; is not a family kvbudget has read transformers&apos; defaults and vLLM&apos;s layer layout for; it is counted as a Llama-style decoder (gated MLP, RMSNorm, no biases), so its parameter count may be off</source>
        <translation>%1: для model_type «%2» kvbudget не изучал умолчания transformers и структуру слоёв vLLM; модель считается декодером в стиле Llama (MLP с затвором, RMSNorm, без смещений), и число параметров может быть неточным</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: hidden_act &quot;%2&quot; is an activation vLLM applies without a gate, so the MLP is counted with up and down projections only</source>
        <translation>%1: hidden_act &quot;%2&quot; — активация, которую vLLM применяет без гейта, поэтому MLP считается только с проекциями вверх и вниз</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the mixture-of-experts layers and the vision encoder of LFM2&apos;s MoE and VL models</source>
        <translation>слои смеси экспертов и визуальный энкодер моделей LFM2 MoE и VL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gemma 3n&apos;s per-layer embeddings, AltUp, LAuReL, the KV cache its last layers share with earlier ones, and its audio and vision encoders</source>
        <translation>послойные эмбеддинги Gemma 3n, AltUp, LAuReL, KV-кэш, который её последние слои делят с более ранними, и её аудио- и визуальный энкодеры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phi-4-multimodal&apos;s vision and audio encoders and their LoRA adapters</source>
        <translation>визуальный и аудиоэнкодеры Phi-4-multimodal и их LoRA-адаптеры</translation>
    </message>
    <message>
        <location filename="../../core/io/hfconfig.cpp" line="+20"/>
        <source>line %1, column %2</source>
        <translation>строка %1, столбец %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: model_type &quot;%2&quot; is recognised, but kvbudget does not model %3</source>
        <translation>%1: model_type &quot;%2&quot; распознан, но kvbudget не моделирует %3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1: required field &quot;intermediate_size&quot; is missing</source>
        <translation>%1: отсутствует обязательное поле &quot;intermediate_size&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+84"/>
        <source>%1 is empty</source>
        <translation>%1 пуст</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1 — некорректный JSON (%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON object</source>
        <translation>%1 должен содержать объект JSON</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>model.safetensors.index.json has no metadata.total_size; weights are computed from shapes</source>
        <translation>в model.safetensors.index.json нет metadata.total_size; веса вычисляются по формам тензоров</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>model.safetensors has an unreadable header; weights are computed from shapes</source>
        <translation>заголовок model.safetensors не читается; веса вычисляются по формам тензоров</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>hf_quant_config.json is unreadable; the checkpoint is taken as unquantized</source>
        <translation>hf_quant_config.json не читается; чекпойнт считается неквантизованным</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>quantization from hf_quant_config.json</source>
        <translation>квантизация из hf_quant_config.json</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No such file or folder: %1</source>
        <translation>Нет такого файла или папки: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The folder %1 has no config.json</source>
        <translation>В папке %1 нет config.json</translation>
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
            <numerusform>конфигурация квантизации исключает лишь части %n объединённого модуля; vLLM отказывается от такого чекпойнта (все шарды объединённого слоя должны иметь одну точность)</numerusform>
            <numerusform>конфигурация квантизации исключает лишь части %n объединённых модулей; vLLM отказывается от такого чекпойнта (все шарды объединённого слоя должны иметь одну точность)</numerusform>
            <numerusform>конфигурация квантизации исключает лишь части %n объединённых модулей; vLLM отказывается от такого чекпойнта (все шарды объединённого слоя должны иметь одну точность)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/io/hffields.cpp" line="+11"/>
        <source>field &quot;%1&quot; must be an integer</source>
        <translation>поле «%1» должно быть целым числом</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>field &quot;%1&quot; is %2; the allowed range is 0 to %3</source>
        <translation>поле «%1» равно %2; допустимый диапазон — от 0 до %3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>required field &quot;%1&quot; is missing</source>
        <translation>отсутствует обязательное поле «%1»</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>field &quot;%1&quot; must be a number</source>
        <translation>поле «%1» должно быть числом</translation>
    </message>
    <message>
        <location filename="../../core/io/hflayout.cpp" line="+167"/>
        <source>max_position_embeddings is 0; the allowed range is 1 to %1</source>
        <translation>max_position_embeddings равно 0; допустимый диапазон — от 1 до %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>rope_scaling of type yarn needs original_max_position_embeddings</source>
        <translation>rope_scaling типа yarn требует original_max_position_embeddings</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rope_scaling factor %1 is not a usable scale</source>
        <translation>коэффициент rope_scaling %1 — непригодный масштаб</translation>
    </message>
    <message>
        <location filename="../../core/io/hfquant.cpp" line="+45"/>
        <source>quantization_config &quot;%1&quot; must be an integer from %2 to %3</source>
        <translation>quantization_config «%1» должен быть целым числом от %2 до %3</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>compressed-tensors without config_groups</source>
        <translation>compressed-tensors без config_groups</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>compressed-tensors %1-bit %2 weights</source>
        <translation>%1-битные веса %2 compressed-tensors</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>ModelOpt quant_algo &quot;%1&quot; weights</source>
        <translation>веса ModelOpt quant_algo «%1»</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>bitsandbytes 8-bit weights</source>
        <translation>8-битные веса bitsandbytes</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>quantization method &quot;%1&quot;</source>
        <translation>метод квантизации «%1»</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(unnamed)</source>
        <translation>(без имени)</translation>
    </message>
</context>
<context>
    <name>kvb::HfEncoders</name>
    <message>
        <location filename="../../core/io/hfencoders.cpp" line="+36"/>
        <source>%1: field &quot;%2&quot; must be a positive integer</source>
        <translation>%1: поле «%2» должно быть положительным целым числом</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 has no torch_dtype; assuming float32, transformers&apos; default</source>
        <translation>в %1 нет torch_dtype; предполагается float32, значение transformers по умолчанию</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: unknown torch_dtype &quot;%2&quot;</source>
        <translation>%1: неизвестный torch_dtype «%2»</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>position_embedding_type &quot;%1&quot;</source>
        <translation>position_embedding_type «%1»</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: d_model (%2) must be a multiple of decoder_attention_heads (%3)</source>
        <translation>%1: d_model (%2) должен быть кратен decoder_attention_heads (%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an untied proj_out</source>
        <translation>несвязанный proj_out</translation>
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
        <translation># настройки kvbudget, для которых у vLLM нет флага: kvbudget plan %1 -- &lt;the command above&gt;</translation>
    </message>
</context>
<context>
    <name>kvb::Lesson</name>
    <message>
        <location filename="../../core/lesson/lessonfigures.cpp" line="+166"/>
        <source>%1 KiB</source>
        <translation>%1 КиБ</translation>
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
        <translation>%1, шаг %2, &quot;%3&quot;</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the &quot;%1&quot; text must be a string</source>
        <translation>текст &quot;%1&quot; должен быть строкой</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a string or an object of languages</source>
        <translation>ожидалась строка или объект с языками</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the English (&quot;en&quot;) text is missing or empty</source>
        <translation>английский текст (&quot;en&quot;) отсутствует или пуст</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{%1} is not a figure a caption can cite (see README &quot;Lessons&quot;)</source>
        <translation>{%1} — не величина, которую может цитировать подпись (см. README &quot;Lessons&quot;)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the &quot;%1&quot; caption cites {%2}, the English one {%3}</source>
        <translation>подпись &quot;%1&quot; цитирует {%2}, английская — {%3}</translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonload.cpp" line="+28"/>
        <source>expected an object such as {&quot;arrival&quot;: &quot;poisson:10&quot;}</source>
        <translation>ожидался объект, например {&quot;arrival&quot;: &quot;poisson:10&quot;}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown field %1 (expected one of %2)</source>
        <translation>неизвестное поле %1 (ожидалось одно из: %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>arrival: %1</source>
        <translation>arrival: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>arrival: a Poisson rate from %1 to %2 requests a second, at most one decimal</source>
        <translation>arrival: интенсивность Пуассона от %1 до %2 запросов в секунду, не более одного знака после запятой</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>arrival: at most %1 users</source>
        <translation>arrival: не более %1 пользователей</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>num_requests: expected a whole number from 1 to %1</source>
        <translation>num_requests: ожидалось целое число от 1 до %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seed: expected a whole number from 0 to %1</source>
        <translation>seed: ожидалось целое число от 0 до %1</translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonfile.cpp" line="+16"/>
        <source>%1: &quot;%2&quot; is neither a value nor one {figure} of the previous step</source>
        <translation>%1: «%2» — не значение и не одна {figure} предыдущего шага</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected an object such as {&quot;--max-model-len&quot;: &quot;8192&quot;}</source>
        <translation>ожидался объект вида {&quot;--max-model-len&quot;: &quot;8192&quot;}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected a string or a number</source>
        <translation>%1: ожидалась строка или число</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a list of card ids</source>
        <translation>ожидался список идентификаторов карт</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a whole number from 1</source>
        <translation>ожидалось целое число от 1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>each step must be an object</source>
        <translation>каждый шаг должен быть объектом</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown field (expected one of %1)</source>
        <translation>неизвестное поле (ожидалось одно из: %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first step must name the lesson&apos;s starting point</source>
        <translation>первый шаг должен задавать отправную точку урока</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a lesson is about one scenario or one fleet, not both</source>
        <translation>урок посвящён одному сценарию или одному парку, а не обоим</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only a lesson about one scenario simulates load</source>
        <translation>нагрузку моделирует только урок об одном сценарии</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>&quot;%1&quot; — не одно из: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a &quot;load&quot; step highlights load.kv, load.preemptions or load.waiting</source>
        <translation>шаг с &quot;load&quot; выделяет load.kv, load.preemptions или load.waiting</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; needs a &quot;load&quot; in the same step</source>
        <translation>для «%1» нужен &quot;load&quot; в том же шаге</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every step needs a caption</source>
        <translation>каждому шагу нужна подпись</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Where every GiB goes</source>
        <translation>Куда уходит каждый GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A budget by hand</source>
        <translation>Бюджет вручную</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU tetris</source>
        <translation>GPU-тетрис</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected 1 (the lesson format&apos;s version)</source>
        <translation>ожидалось 1 (версия формата урока)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a lesson needs an id</source>
        <translation>уроку нужен идентификатор</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected plan, hand or fleet</source>
        <translation>ожидалось plan, hand или fleet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a non-empty list of steps</source>
        <translation>ожидался непустой список шагов</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No lesson named %1 (and no such file); `kvbudget list lessons` lists the built-in ones</source>
        <translation>Нет урока с именем %1 (и такого файла нет); `kvbudget list lessons` перечисляет встроенные уроки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lesson file</source>
        <translation>файл урока</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1: некорректный JSON на смещении %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a lesson file holds one JSON object</source>
        <translation>%1: файл урока содержит один JSON-объект</translation>
    </message>
    <message>
        <location filename="../../core/lesson/lessonplay.cpp" line="+39"/>
        <source>%1, step %2, &quot;%3&quot;: %4</source>
        <translation>%1, шаг %2, &quot;%3&quot;: %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown flag %1 (see `kvbudget plan --help`)</source>
        <translation>неизвестный флаг %1 (см. `kvbudget plan --help`)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: {%2} has no value in the previous step</source>
        <translation>%1: у {%2} нет значения на предыдущем шаге</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the fleet has no deployment named %1</source>
        <translation>в парке нет развёртывания с именем %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>say whose flags these are: &quot;deployment&quot;</source>
        <translation>укажите, чьи это флаги: &quot;deployment&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the fleet has no card %1</source>
        <translation>в парке нет карты %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no re-pack proposal</source>
        <translation>нет предложения перепаковки</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>vLLM would not start this scenario, so there is no load to simulate</source>
        <translation>vLLM не запустит этот сценарий, поэтому моделировать нагрузку не на чем</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>{%1} has no value in this step</source>
        <translation>у {%1} нет значения на этом шаге</translation>
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
        <translation>Использование: kvbudget lesson NAME|FILE.json [--lang en|vi|zh_CN|ru] [--format text|json] [-o deck.pdf]

Проигрывает урок шаг за шагом: подпись каждого шага с величинами, которые она цитирует, вычисленными движком.
-o записывает урок как набор слайдов (PDF, по странице на шаг). `kvbudget list lessons` перечисляет встроенные уроки;
раздел README &quot;Lessons&quot; описывает формат файла для собственных уроков.
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2): %3 steps
</source>
        <translation>%1 (%2): шагов: %3
</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--lang %1: expected %2</source>
        <translation>--lang %1: ожидается %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>name one lesson (`kvbudget list lessons`) or a lesson file</source>
        <translation>укажите один урок (`kvbudget list lessons`) или файл урока</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--format must be text or json</source>
        <translation>--format должен быть text или json</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this build of kvbudget has no slide decks (built without the GUI)</source>
        <translation>в этой сборке kvbudget нет слайдов (собрана без GUI)</translation>
    </message>
</context>
<context>
    <name>kvb::Messages</name>
    <message>
        <location filename="../../core/vllm/messages.cpp" line="+255"/>
        <source>Starts or refuses, depending on terms the evidence cannot pin down (the central estimate: %1)</source>
        <translation>Запустится или откажется — зависит от величин, которые данные не позволяют уточнить (центральная оценка: %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Starts: no KV cache (an encoder-only model), %1 GiB of weights</source>
        <translation>Запускается: без KV-кэша (модель только с энкодером), веса %1 GiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starts: %1 KV tokens, maximum concurrency %2x at %3 tokens per request</source>
        <translation>Запускается: токенов KV — %1, максимальная конкурентность %2x при %3 токенах на запрос</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Invalid scenario</source>
        <translation>Некорректный сценарий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: not enough free GPU memory for the requested utilization</source>
        <translation>Отказывается запускаться: недостаточно свободной памяти GPU для запрошенной утилизации</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: the weights do not fit on the GPU</source>
        <translation>Отказывается запускаться: веса не помещаются на GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crashes at startup: the profiling run&apos;s peak does not fit (CUDA out of memory)</source>
        <translation>Падает при запуске: пик профилировочного прогона не помещается (CUDA out of memory)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crashes at startup: the --kv-cache-memory pool does not fit beside the weights (CUDA out of memory)</source>
        <translation>Падает при запуске: пул --kv-cache-memory не помещается рядом с весами (нехватка памяти CUDA)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refuses to start: no memory left for KV cache blocks</source>
        <translation>Отказывается запускаться: не осталось памяти для блоков KV-кэша</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuses to start: one max_model_len request does not fit (estimated maximum %1 tokens)</source>
        <translation>Отказывается запускаться: один запрос длиной max_model_len не помещается (по оценке, помещается не более %1 токенов)</translation>
    </message>
</context>
<context>
    <name>kvb::ModelKinds</name>
    <message>
        <location filename="../../core/budget/modelkinds.cpp" line="+97"/>
        <source>%1 has state-space layers (Mamba, linear attention or short convolutions): kvbudget models them on vLLM&apos;s V1 engine, their default from 0.10.2 (0.10.0 and 0.10.1 with VLLM_USE_V1=1); vLLM %2 keeps their state in V0&apos;s separate cache</source>
        <translation>%1 содержит слои пространства состояний (Mamba, линейное внимание или короткие свёртки): kvbudget моделирует их на движке V1 vLLM, используемом для них по умолчанию с 0.10.2 (0.10.0 и 0.10.1 с VLLM_USE_V1=1); vLLM %2 хранит их состояние в отдельном кэше V0</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: --limit-mm-per-prompt closes images but not video, so vLLM still profiles a video item, which kvbudget does not model; for text only add &quot;video&quot;: 0</source>
        <translation>%1: --limit-mm-per-prompt закрывает изображения, но не видео, поэтому vLLM всё равно профилирует видеоэлемент, который kvbudget не моделирует; для режима только текста добавьте &quot;video&quot;: 0</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: kvbudget does not model Qwen3-VL&apos;s profiling run (one video item of the maximum feature size, with its deepstack features); it plans the model text only, with --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;</source>
        <translation>%1: kvbudget не моделирует профилирующий прогон Qwen3-VL (один видеоэлемент максимального размера признаков вместе с признаками deepstack); модель планируется только как текстовая, с --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: kvbudget does not model the video item vLLM %2 profiles for this model (its frames through the vision tower); it plans the model text only, with --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;, or on vLLM before %3</source>
        <translation>%1: kvbudget не моделирует видеоэлемент, которым vLLM %2 профилирует эту модель (его кадры через визуальную башню); модель планируется только как текстовая, с --limit-mm-per-prompt &apos;{&quot;image&quot;: 0, &quot;video&quot;: 0}&apos;, или на vLLM до %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cross-attends to images: vLLM ran it on its V0 engine only (up to 0.10.2), whose profiling run encodes an image for each of max_num_seqs dummy sequences at once (tens of GiB at the default max_num_seqs); kvbudget does not model that run</source>
        <translation>%1 использует перекрёстное внимание к изображениям: vLLM запускал её только на движке V0 (до 0.10.2), чей профилирующий прогон кодирует изображение для каждой из max_num_seqs фиктивных последовательностей одновременно (десятки ГиБ при max_num_seqs по умолчанию); kvbudget этот прогон не моделирует</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is an %2 model: kvbudget models it on vLLM&apos;s V1 engine from %3, where vLLM %4 (%5) does not run it</source>
        <translation>%1 — модель типа «%2»: kvbudget моделирует её на движке V1 vLLM начиная с %3, тогда как vLLM %4 (%5) её не запускает</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>encoder-only</source>
        <translation>только энкодер</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>encoder-decoder</source>
        <translation>энкодер-декодер</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1: kvbudget models %2 models without pipeline parallelism</source>
        <translation>%1: kvbudget моделирует модели типа «%2» без конвейерного параллелизма</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is an encoder-only model: vLLM serves it with --runner pooling only</source>
        <translation>%1 — модель только с энкодером: vLLM обслуживает её только с --runner pooling</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 transcribes: vLLM serves it with --runner generate</source>
        <translation>%1 выполняет транскрибацию: vLLM обслуживает её с --runner generate</translation>
    </message>
</context>
<context>
    <name>kvb::ModelSpec</name>
    <message>
        <location filename="../../core/model/modelspec.cpp" line="+33"/>
        <source>num_attention_heads must be a positive integer</source>
        <translation>num_attention_heads должно быть положительным целым числом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>num_key_value_heads must be a positive integer</source>
        <translation>num_key_value_heads должно быть положительным целым числом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>num_attention_heads must be a multiple of num_key_value_heads</source>
        <translation>num_attention_heads должно быть кратно num_key_value_heads</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>head_dim must be a positive integer</source>
        <translation>head_dim должно быть положительным целым числом</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>num_hidden_layers must be a positive integer</source>
        <translation>num_hidden_layers должно быть положительным целым числом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hidden_size must be a positive integer</source>
        <translation>hidden_size должно быть положительным целым числом</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>intermediate_size must be a positive integer</source>
        <translation>intermediate_size должно быть положительным целым числом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vocab_size must be a positive integer</source>
        <translation>vocab_size должно быть положительным целым числом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_position_embeddings must be a positive integer</source>
        <translation>max_position_embeddings должно быть положительным целым числом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>block_configs lists %1 layers but num_hidden_layers is %2</source>
        <translation>block_configs перечисляет слоёв: %1, но num_hidden_layers = %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>layer_types lists %1 layers but num_hidden_layers is %2</source>
        <translation>layer_types перечисляет слоёв: %1, но num_hidden_layers = %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a mixture of experts needs num_experts_per_tok between 1 and the expert count and a positive expert width</source>
        <translation>для смеси экспертов нужны num_experts_per_tok от 1 до числа экспертов и положительная ширина эксперта</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>multi-head latent attention needs qk_rope_head_dim, qk_nope_head_dim and v_head_dim</source>
        <translation>для multi-head latent attention нужны qk_rope_head_dim, qk_nope_head_dim и v_head_dim</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sliding_window must be positive</source>
        <translation>sliding_window должно быть положительным</translation>
    </message>
    <message>
        <location filename="../../core/model/modelbounds.cpp" line="+33"/>
        <source>%1 is %2; the allowed range is %3 to %4</source>
        <translation>%1 равно %2; допустимый диапазон — от %3 до %4</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>partial_rotary_factor is %1; the allowed range is above %2 and at most %3</source>
        <translation>partial_rotary_factor равно %1; допустимо значение больше %2 и не больше %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the shapes give %1 MiB of KV cache per token; kvbudget accepts at most %2 MiB</source>
        <translation>по размерностям выходит %1 MiB KV-кэша на токен; kvbudget допускает не более %2 MiB</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the state-space shapes give %1 GiB of state per request; kvbudget accepts at most %2 GiB</source>
        <translation>по размерностям пространства состояний выходит %1 GiB состояния на запрос; kvbudget допускает не более %2 GiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the vision encoder&apos;s %1 parameters are out of range</source>
        <translation>число параметров визуального энкодера (%1) вне допустимого диапазона</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the shapes give %1 parameters; the allowed range is 1 to %2</source>
        <translation>по размерностям выходит параметров: %1; допустимый диапазон — от 1 до %2</translation>
    </message>
</context>
<context>
    <name>kvb::PlanFlags</name>
    <message>
        <location filename="../../core/vllm/flagstate.cpp" line="+108"/>
        <source>scenario</source>
        <translation>сценарий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU memory</source>
        <translation>память GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU count</source>
        <translation>число GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM version</source>
        <translation>версия vLLM</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM engine</source>
        <translation>движок vLLM</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>images per prompt</source>
        <translation>изображений на промпт</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>other processes</source>
        <translation>другие процессы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overhead override</source>
        <translation>переопределение накладных</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>non-torch override</source>
        <translation>переопределение вне torch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>activation override</source>
        <translation>переопределение активаций</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA-graph override</source>
        <translation>переопределение CUDA-графов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights override</source>
        <translation>переопределение весов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>typical request</source>
        <translation>типичный запрос</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p95 request</source>
        <translation>запрос p95</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>safety margin</source>
        <translation>коэффициент запаса</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>accounting</source>
        <translation>учёт памяти</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>headroom</source>
        <translation>запас</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>headroom share</source>
        <translation>доля запаса</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <location filename="../../core/vllm/flagtable.cpp" line="+29"/>
        <location filename="../../core/vllm/flagvalues.cpp" line="+42"/>
        <location line="+122"/>
        <source>%1 %2: expected %3</source>
        <translation>%1 %2: ожидается %3</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Unknown model &quot;%1&quot;: not a preset id or Hugging Face repo (see kvbudget list models), and no such config.json or folder</source>
        <translation>Неизвестная модель «%1»: это не id пресета и не репозиторий Hugging Face (см. kvbudget list models), и такого config.json или папки нет</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unknown GPU &quot;%1&quot; (see kvbudget list gpus, or give --gpu-memory-gib)</source>
        <translation>Неизвестный GPU «%1» (см. kvbudget list gpus или укажите --gpu-memory-gib)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>GPU with %1 GiB</source>
        <translation>GPU с %1 GiB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a vLLM version such as 0.21 or 0.10.1</source>
        <translation>версия vLLM, например 0.21 или 0.10.1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM %1 is newer than the newest release kvbudget models (%2); the plan uses %2&apos;s rules</source>
        <translation>vLLM %1 новее последнего релиза, который моделирует kvbudget (%2); план строится по правилам %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--max-model-len auto: vLLM fits the context to the memory; the plan uses the model&apos;s maximum and reports the estimate</source>
        <translation>--max-model-len auto: vLLM подгоняет контекст под память; план использует максимум модели и сообщает оценку</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a token count such as 32768 or 32K</source>
        <translation>число токенов, например 32768 или 32K</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>a JSON object</source>
        <translation>объект JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max_pixels a whole number from 1 to %1</source>
        <translation>max_pixels в виде целого числа от 1 до %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>start from a built-in scenario (kvbudget list scenarios) or a scenario file</source>
        <translation>начать со встроенного сценария (kvbudget list scenarios) или файла сценария</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a preset id or Hugging Face repo, or a config.json / model folder to import</source>
        <translation>id пресета или репозиторий Hugging Face, либо config.json / папка модели для импорта</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a GPU preset (kvbudget list gpus)</source>
        <translation>пресет GPU (kvbudget list gpus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the CUDA-visible memory per GPU in GiB, e.g. 79.2</source>
        <translation>видимая CUDA память на GPU в GiB, например 79.2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CUDA-visible memory per GPU in GiB (for cards not in the presets)</source>
        <translation>видимая CUDA память на GPU в GiB (для карт, которых нет в пресетах)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a GPU count of at least 1</source>
        <translation>число GPU не меньше 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs available (default: tensor x pipeline parallel size)</source>
        <translation>доступные GPU (по умолчанию: тензорный × конвейерный параллелизм)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vLLM version whose accounting to follow (default: newest modelled)</source>
        <translation>версия vLLM, чьему учёту памяти следовать (по умолчанию: новейшая из смоделированных)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>force the engine where a version had both (VLLM_USE_V1)</source>
        <translation>задать движок принудительно, если в версии были оба (VLLM_USE_V1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a fraction such as 0.9</source>
        <translation>доля, например 0.9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of the whole GPU vLLM may use, 0 &lt; F &lt;= 1 (default 0.92 from vLLM 0.21, 0.90 before)</source>
        <translation>доля всего GPU, которую может занять vLLM, 0 &lt; F &lt;= 1 (по умолчанию 0.92 с vLLM 0.21, 0.90 раньше)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>context per request; 32k = 32,000 and 32K = 32,768 as in vLLM; auto: the model&apos;s own</source>
        <translation>контекст на запрос; 32k = 32 000, а 32K = 32 768, как в vLLM; auto: собственный контекст модели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV storage: auto, bfloat16, float16, fp8, fp8_e4m3 or fp8_e5m2 (every fp8 is one byte)</source>
        <translation>хранение KV: auto, bfloat16, float16, fp8, fp8_e4m3 или fp8_e5m2 (любой fp8 — один байт)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights: auto, bfloat16, float16 or float32 (auto downcasts float32 checkpoints)</source>
        <translation>веса: auto, bfloat16, float16 или float32 (auto понижает чекпойнты float32)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>auto, generate or pooling: pooling runs embedding models and rerankers (no sampler, no lm_head)</source>
        <translation>auto, generate или pooling: pooling запускает модели эмбеддингов и реранкеры (без сэмплера и lm_head)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>what-if for an unquantized checkpoint: none, fp8, int8, awq or gptq (a checkpoint&apos;s own quantization_config wins)</source>
        <translation>что будет, если квантизовать неквантизованный чекпойнт: none, fp8, int8, awq или gptq (собственный quantization_config чекпойнта важнее)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+9"/>
        <location line="+8"/>
        <source>an integer</source>
        <translation>целое число</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>shards heads and MLP; KV heads are replicated when TP exceeds them</source>
        <translation>шардирует головы и MLP; KV-головы реплицируются, когда TP больше их числа</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>splits the layers; the stage with the fewest blocks decides</source>
        <translation>делит слои; решает стадия с наименьшим числом блоков</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a replica count of at least 1</source>
        <translation>число реплик не меньше 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replicas; each GPU&apos;s plan is the same unless experts are spread over them</source>
        <translation>реплики; план каждого GPU одинаков, если только эксперты не распределены между ними</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sequences one step may schedule</source>
        <translation>последовательности, которые может запланировать один шаг</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+66"/>
        <location line="+4"/>
        <source>a token count</source>
        <translation>число токенов</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>tokens one step may schedule (the profiling batch)</source>
        <translation>токены, которые может запланировать один шаг (профилировочный батч)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tokens per KV block (default 16)</source>
        <translation>токенов на блок KV (по умолчанию 16)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no CUDA graphs</source>
        <translation>без CUDA-графов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the sampler kernel (VLLM_USE_FLASHINFER_SAMPLER, or whether the install has FlashInfer); auto: the release&apos;s default, with the other kernel in the band</source>
        <translation>ядро сэмплера (VLLM_USE_FLASHINFER_SAMPLER или наличие FlashInfer в установке); auto: умолчание версии, другое ядро — в диапазоне</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the kernel MXFP4 experts (gpt-oss) load into where the install decides (Hopper, vLLM 0.11.x): triton with triton_kernels (the Docker image), marlin without; auto: Triton, with Marlin&apos;s larger layout in the band</source>
        <translation>ядро, в которое загружаются эксперты MXFP4 (gpt-oss), когда это решает установка (Hopper, vLLM 0.11.x): triton при наличии triton_kernels (образ Docker), marlin без него; auto: Triton, а более крупная раскладка Marlin — в диапазоне</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a positive byte count</source>
        <translation>положительное число байт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM&apos;s fixed KV size: skips profiling and ignores the utilization</source>
        <translation>фиксированный размер KV в vLLM: пропускает профилирование и игнорирует утилизацию</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sliding-window layers keep the whole context, as without vLLM&apos;s hybrid manager</source>
        <translation>слои со скользящим окном хранят весь контекст, как без гибридного менеджера vLLM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>whole experts per GPU, spread over TP x DP GPUs</source>
        <translation>целые эксперты на GPU, распределённые по TP x DP GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>V0 only: profile max_num_batched_tokens rather than the whole context</source>
        <translation>только V0: профилировать max_num_batched_tokens, а не весь контекст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>V0 only: never chunk prefills</source>
        <translation>только V0: никогда не делить префилл на части</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>images per prompt a vision model&apos;s profiling run feeds its encoder (0: text only)</source>
        <translation>сколько изображений на промпт профилировочный прогон подаёт в визуальный энкодер (0: только текст)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the largest image the processor accepts (max_pixels)</source>
        <translation>самое большое изображение, которое принимает процессор (max_pixels)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a positive pixel count</source>
        <translation>положительное число пикселей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the largest image, as --mm-processor-kwargs max_pixels</source>
        <translation>самое большое изображение, как max_pixels в --mm-processor-kwargs</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+3"/>
        <source>a size in GiB</source>
        <translation>размер в GiB</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>memory other processes hold on each GPU when vLLM starts</source>
        <translation>память, которую другие процессы занимают на каждом GPU при запуске vLLM</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fix non-torch + activation peak + CUDA graphs at X GiB (split in the estimate&apos;s proportions)</source>
        <translation>зафиксировать вне torch + пик активаций + CUDA-графы на X GiB (с разбиением в пропорциях оценки)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>override the non-torch memory</source>
        <translation>переопределить память вне torch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>override the activation peak of the profiling run</source>
        <translation>переопределить пик активаций профилировочного прогона</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>override the CUDA-graph memory</source>
        <translation>переопределить память CUDA-графов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>override the weights (a logged &quot;Model loading took X GiB&quot;)</source>
        <translation>переопределить веса (значение из лога «Model loading took X GiB»)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>typical tokens per request (prompt + output): the realistic concurrency</source>
        <translation>типичное число токенов на запрос (промпт + вывод): реалистичная конкурентность</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>95th-percentile tokens per request: sizes the recommended max_num_seqs</source>
        <translation>токены на запрос, 95-й перцентиль: задаёт рекомендуемый max_num_seqs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a fraction such as 0.85</source>
        <translation>доля, например 0.85</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share of the p95 fit to recommend as max_num_seqs (default 0.85)</source>
        <translation>доля от вместимости p95-запросов, рекомендуемая как max_num_seqs (по умолчанию 0.85)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>simple: card - weights - headroom, the whiteboard budget</source>
        <translation>simple: карта − веса − запас, бюджет «на доске»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a non-negative size in GiB</source>
        <translation>неотрицательный размер в GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom for --accounting simple, in GiB</source>
        <translation>запас для --accounting simple, в GiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a percentage of the card from 0 to 99</source>
        <translation>процент карты от 0 до 99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom for --accounting simple, as a share of the card</source>
        <translation>запас для --accounting simple, как доля карты</translation>
    </message>
    <message>
        <location filename="../../core/vllm/flagvalues.cpp" line="-55"/>
        <source>above %1</source>
        <translation>больше %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at least %1</source>
        <translation>не меньше %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>above %1 and below %2</source>
        <translation>больше %1 и меньше %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>above %1 and at most %2</source>
        <translation>больше %1 и не больше %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to below %2</source>
        <translation>от %1 до значения ниже %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM settings (as vllm serve spells them)</source>
        <translation>Настройки vLLM (как их пишет vllm serve)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory outside the model</source>
        <translation>Память вне модели</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accounting</source>
        <translation>Учёт памяти</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 needs a value</source>
        <translation>%1: нужно значение</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 %2: the allowed range is %3</source>
        <translation>%1 %2: допустимый диапазон — %3</translation>
    </message>
</context>
<context>
    <name>kvb::PlanFormat</name>
    <message>
        <location filename="../../core/report/plantext.cpp" line="+24"/>
        <source>%1 on %2%3 — vLLM %4 accounting</source>
        <translation>%1 на %2%3 — учёт памяти vLLM %4</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Calibrated from a vLLM log: %1–%2 tokens, %3x–%4x (the log&apos;s rounding)</source>
        <translation>Откалибровано по логу vLLM: токены %1–%2, %3x–%4x (округление лога)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncertainty %1 of KV (%2 overhead estimate): %3–%4 tokens, %5x–%6x</source>
        <translation>Неопределённость %1 от KV (оценка накладных расходов %2): токены %3–%4, %5x–%6x</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Invalid scenario: %1</source>
        <translation>Некорректный сценарий: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>vLLM would log:</source>
        <translation>vLLM записал бы в лог:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>**Invalid scenario:** %1</source>
        <translation>**Некорректный сценарий:** %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>| Step | Formula | Value |
|---|---|---:|
</source>
        <translation>| Шаг | Формула | Значение |
|---|---|---:|
</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Hand budget (weights + KV + headroom): %1 on %2</source>
        <translation>Ручной бюджет (веса + KV + запас): %1 на %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No vLLM ceiling, blocks or profiling: the whiteboard arithmetic.</source>
        <translation>Без потолка vLLM, блоков и профилирования: арифметика «на доске».</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hand budget: %1 on %2</source>
        <translation>Ручной бюджет: %1 на %2</translation>
    </message>
</context>
<context>
    <name>kvb::Presets</name>
    <message>
        <location filename="../../core/io/presets.cpp" line="+28"/>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1 — некорректный JSON (%2): %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 must hold an object with a &quot;%2&quot; array</source>
        <translation>%1 должен содержать объект с массивом &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: &quot;%2&quot; must be a positive whole number</source>
        <translation>%1: &quot;%2&quot; должно быть положительным целым числом</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>models.json: a model entry has no &quot;id&quot;</source>
        <translation>models.json: у записи модели нет &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>model preset %1</source>
        <translation>пресет модели %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>GPU preset %1</source>
        <translation>пресет GPU %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>gpus.json: a GPU entry has no &quot;id&quot;</source>
        <translation>gpus.json: у записи GPU нет &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU preset %1 has no cuda_total_bytes</source>
        <translation>у пресета GPU %1 нет cuda_total_bytes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>scenarios.json: a scenario entry has no &quot;id&quot;</source>
        <translation>scenarios.json: у записи сценария нет &quot;id&quot;</translation>
    </message>
    <message>
        <location filename="../../core/io/presetstrings.cpp" line="+13"/>
        <source>Llama 3.1 8B on an H100 at vLLM&apos;s defaults</source>
        <translation>Llama 3.1 8B на H100 с настройками vLLM по умолчанию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dashboard&apos;s starting point: vLLM&apos;s own defaults (util 0.92 from v0.21, the model&apos;s full 131,072-token context, max_num_seqs 1,024) and the engine&apos;s estimated overhead.</source>
        <translation>Отправная точка дашборда: собственные умолчания vLLM (утилизация 0,92 с v0.21, полный контекст модели в 131 072 токена, max_num_seqs 1024) и оценка накладных расходов движка.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seed 1: Llama 3.1 8B on an H100, the worked example</source>
        <translation>Пример 1: Llama 3.1 8B на H100, разобранный пример</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>79.2 GiB x 0.92 = 72.8 GiB ceiling; ~15 GiB of weights; ~3 GiB of overhead; ~54.8 GiB KV pool; 128 KiB per token; ~449k tokens; 3.43x at 131,072 tokens.</source>
        <translation>79,2 GiB x 0,92 = потолок 72,8 GiB; ~15 GiB весов; ~3 GiB накладных расходов; пул KV ~54,8 GiB; 128 KiB на токен; ~449 тыс. токенов; 3,43x при 131 072 токенах.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed 1b: the same deployment with an 8K context</source>
        <translation>Пример 1b: то же развёртывание с контекстом 8K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only max_model_len changes: the pool is the same, so the worst-case concurrency rises to ~54.8x.</source>
        <translation>Меняется только max_model_len: пул тот же, поэтому конкурентность в худшем случае вырастает до ~54,8x.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed 1c: FP8 KV cache</source>
        <translation>Пример 1c: KV-кэш в FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--kv-cache-dtype fp8 halves the bytes per token (64 KiB) and doubles the tokens.</source>
        <translation>--kv-cache-dtype fp8 вдвое сокращает байты на токен (64 KiB) и вдвое увеличивает число токенов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed 2: a hand budget on a 24 GB card</source>
        <translation>Пример 2: ручной бюджет на карте 24 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whiteboard version: a 24 GiB card, &quot;8B x 2 bytes = 16 GB&quot; of fp16 weights and 2 GiB of headroom leave 6 GiB for KV: 49,152 tokens of 128 KiB, 12 requests at 4K, 6 at 8K. Drop the weights override to use the exact parameter count instead.</source>
        <translation>Версия «на доске»: карта 24 GiB, «8B x 2 байта = 16 GB» весов fp16 и 2 GiB запаса оставляют 6 GiB под KV: 49 152 токена по 128 KiB, 12 запросов по 4K, 6 — по 8K. Уберите переопределение весов, чтобы использовать точное число параметров.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>24 GiB card</source>
        <translation>Карта 24 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed 3: util 0.5 on a 24 GiB card with only 10 GiB free</source>
        <translation>Пример 3: утилизация 0,5 на карте 24 GiB, где свободно лишь 10 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpu_memory_utilization is a share of the whole card, not of what is free: 0.5 asks for 12 GiB, and with 14 GiB held by another process vLLM refuses to start.</source>
        <translation>gpu_memory_utilization — доля всей карты, а не свободной памяти: 0,5 запрашивает 12 GiB, а когда другой процесс занимает 14 GiB, vLLM отказывается запускаться.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Llama 3.1 70B on two H100s (TP 2)</source>
        <translation>Llama 3.1 70B на двух H100 (TP 2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallelism halves the sharded weights and the KV heads per GPU.</source>
        <translation>Тензорный параллелизм вдвое уменьшает шардированные веса и число KV-голов на GPU.</translation>
    </message>
</context>
<context>
    <name>kvb::Repack</name>
    <message>
        <location filename="../../core/fleet/repack.cpp" line="+279"/>
        <source>start order and placement only</source>
        <translation>только порядок запуска и размещение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower gpu_memory_utilization</source>
        <translation>уменьшить gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an fp8 KV cache (check quality on your evaluations)</source>
        <translation>KV-кэш в fp8 (проверьте качество на своих оценках)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a shorter max_model_len</source>
        <translation>уменьшить max_model_len</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>GPU &quot;%1&quot; holds %2 deployments; kvbudget re-packs fleets with at most %3 on one GPU</source>
        <translation>GPU &quot;%1&quot; держит развёртываний: %2; kvbudget перепаковывает парки, где на одном GPU не больше %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Re-packing this fleet would weigh %1 placements (each deployment to place, on every set of healthy GPUs it could run on); kvbudget weighs at most %2. Fail fewer GPUs at a time, or re-pack a smaller fleet.</source>
        <translation>Перепаковка этого парка перебрала бы размещений: %1 (каждое развёртывание на каждом наборе исправных GPU, где оно может работать); kvbudget перебирает не больше %2. Выводите из строя меньше GPU за раз или перепаковывайте парк поменьше.</translation>
    </message>
</context>
<context>
    <name>kvb::Report</name>
    <message>
        <location filename="../../core/report/reportdocument.cpp" line="+29"/>
        <source>Memory per GPU</source>
        <translation>Память на GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests at once by context length</source>
        <translation>Одновременные запросы по длине контекста</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV tokens by gpu_memory_utilization</source>
        <translation>Токены KV в зависимости от gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each setting saves</source>
        <translation>Что экономит каждая настройка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dashboard</source>
        <translation>Дашборд</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Worked math</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+92"/>
        <source>What vLLM will log</source>
        <translation>Что vLLM запишет в лог</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At startup vLLM should print these lines:</source>
        <translation>При запуске vLLM должен вывести такие строки:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM refuses to start with this error:</source>
        <translation>vLLM отказывается запускаться с такой ошибкой:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Launch command</source>
        <translation>Команда запуска</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+2"/>
        <source>Assumptions</source>
        <translation>Допущения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every setting is vLLM&apos;s default.</source>
        <translation>Все настройки — по умолчанию vLLM.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/report/reportfleet.cpp" line="+21"/>
        <source>Settings that differ from vLLM&apos;s defaults:</source>
        <translation>Настройки, отличные от умолчаний vLLM:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Does vLLM %1 start %2 with max_model_len %3 and gpu_memory_utilization %4, and how many requests of that length does it hold at once?</source>
        <translation>Запустит ли vLLM %1 %2 с max_model_len %3 и gpu_memory_utilization %4 и сколько запросов такой длины вместит одновременно?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Capacity report: %1</source>
        <translation>Отчёт о ёмкости: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Verdict: %2. %3.</source>
        <translation>%1 Вердикт: %2. %3.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Capacity comparison: %1</source>
        <translation>Сравнение ёмкости: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2): %3.</source>
        <translation>%1 (%2): %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which of these %1 options should serve %2, measured against %3 as the baseline? %4</source>
        <translation>Какой из вариантов (%1) выбрать для %2, если базовый вариант — %3? %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Comparison</source>
        <translation>Сравнение</translation>
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
        <translation>Развёртывание</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Model</source>
        <translation>Модель</translation>
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
        <translation>Итог</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>KV tokens</source>
        <translation>Токены KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max concurrency</source>
        <translation>Макс. конкурентность</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held per GPU</source>
        <translation>Занято на GPU</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+18"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free at start</source>
        <translation>Свободно при запуске</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ceiling</source>
        <translation>Потолок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup peak</source>
        <translation>Пик при запуске</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held</source>
        <translation>Занято</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (failed)</source>
        <translation>%1 (отказ)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do the %1 deployments of %2 start on its %3 GPUs (%4 failed), and what does each hold?</source>
        <translation>Запустятся ли развёртывания (%1) парка %2 на его GPU (%3, из них отказало %4) и что вмещает каждое?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Verdict: every deployment starts.</source>
        <translation>Вердикт: все развёртывания запускаются.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict: %1 of %2 start; %3.</source>
        <translation>Вердикт: запускаются %1 из %2; %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Launch commands</source>
        <translation>Команды запуска</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/report/reportparts.cpp" line="+153"/>
        <source>Setting</source>
        <translation>Настройка</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../core/report/reportparts.cpp" line="+0"/>
        <source>Value</source>
        <translation>Значение</translation>
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
        <translation>%1: vLLM %2, учёт памяти как в версиях %3; %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fleet report: %1</source>
        <translation>Отчёт о парке: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs: what each deployment holds once serving, its startup spike and ceiling</source>
        <translation>GPU: сколько занимает каждое развёртывание при работе, его всплеск при запуске и потолок</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployments</source>
        <translation>Развёртывания</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Startup, card by card</source>
        <translation>Запуск карта за картой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instances start in order; each sees what the card&apos;s other processes and the instances before it hold.</source>
        <translation>Экземпляры запускаются по порядку; каждый видит память, занятую другими процессами карты и запущенными до него экземплярами.</translation>
    </message>
    <message>
        <location filename="../../core/report/reportparts.cpp" line="-126"/>
        <location line="+15"/>
        <source>calibrated from the user&apos;s vLLM log</source>
        <translation>откалибровано по логу vLLM пользователя</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>part of the whole overhead, fixed by --overhead-gib</source>
        <translation>часть общих накладных расходов, заданных --overhead-gib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>overridden (%1)</source>
        <translation>переопределено (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>estimated from the fitted terms</source>
        <translation>оценено по подобранным слагаемым</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights %1: %2</source>
        <translation>Веса %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overridden (--weights-gib)</source>
        <translation>переопределено (--weights-gib)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counted from the model&apos;s shapes and weight format</source>
        <translation>подсчитано по размерностям модели и формату весов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Non-torch memory %1: %2</source>
        <translation>Память вне torch %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak %1: %2</source>
        <translation>Пик активаций %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA graphs %1: %2</source>
        <translation>CUDA-графы %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>estimated from the release&apos;s capture sizes and measured graph sizes</source>
        <translation>оценка по размерам захвата этой версии и измеренным размерам графов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache %1: fixed by --kv-cache-memory (vLLM skips profiling)</source>
        <translation>KV-кэш %1: задан --kv-cache-memory (vLLM пропускает профилирование)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 on %2 × %3 (%4)</source>
        <translation>%1 на %2 × %3 (%4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How</source>
        <translation>Выкладки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>vLLM %1, accounted as the %2 era (%3 engine): the ceiling, what is charged to it and the log lines follow that release&apos;s source.</source>
        <translation>vLLM %1, учёт памяти как в версиях %2 (движок %3): потолок, то, что в него засчитывается, и строки лога следуют исходному коду этой версии.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the uncertainty means: vLLM&apos;s KV pool on this setup is expected within the range above; a figure near its edge is a reason to measure (kvbudget calibrate) before committing hardware.</source>
        <translation>Что означает неопределённость: пул KV vLLM в этой конфигурации ожидается в указанном выше диапазоне; значение у его края — повод измерить (kvbudget calibrate), прежде чем закупать оборудование.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Flag</source>
        <translation>Флаг</translation>
    </message>
    <message>
        <location filename="../../core/report/reportwriters.cpp" line="+144"/>
        <source>*Written by kvbudget %1.*
</source>
        <translation>*Создано kvbudget %1.*
</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Written by kvbudget %1.</source>
        <translation>Создано kvbudget %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: a report is .pdf, .html or .md</source>
        <translation>%1: отчёт может быть только .pdf, .html или .md</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this build of kvbudget cannot draw charts (built without the GUI)</source>
        <translation>эта сборка kvbudget не умеет рисовать графики (собрана без GUI)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot lay out the PDF for %1</source>
        <translation>Не удаётся сверстать PDF для %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot draw %1</source>
        <translation>Не удаётся нарисовать %1</translation>
    </message>
</context>
<context>
    <name>kvb::ReportCommand</name>
    <message>
        <location filename="../../cli/reportcommand.cpp" line="+51"/>
        <source>%1 needs a value</source>
        <translation>%1: нужно значение</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--compare and --fleet make different reports: give one</source>
        <translation>--compare и --fleet создают разные отчёты: укажите что-то одно</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a report shows vLLM&apos;s accounting: drop --accounting simple</source>
        <translation>отчёт показывает учёт памяти vLLM: уберите --accounting simple</translation>
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
        <translation>Использование: kvbudget report [флаги plan] -o FILE.pdf|html|md [--page a4|letter]
       kvbudget report --compare A B [C D] [флаги plan] [--vary &quot;FLAGS&quot; ...] -o FILE
       kvbudget report --fleet FILE|NAME [--fail GPU_ID ...] [--repack] -o FILE

Документ, который рецензент читает без kvbudget: вопрос и вердикт, графики, таблица
сравнения, расчёт, ожидаемые строки лога vLLM, команда запуска и допущения. PDF на A4
или Letter (по умолчанию — формат бумаги вашей локали), HTML со встроенными SVG-графиками без внешних файлов,
Markdown с графиками PNG, записанными рядом (FILE-chart-*.png).
Коды выхода: 0 — всё запускается, 3 — что-то отказывается, 2 — некорректный ввод, 4 — ошибка файла.

</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>say where to write the report: -o FILE.pdf|html|md</source>
        <translation>укажите, куда записать отчёт: -o FILE.pdf|html|md</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a report is .pdf, .html or .md</source>
        <translation>%1: отчёт может быть только .pdf, .html или .md</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--page %1: expected a4 or letter</source>
        <translation>--page %1: ожидается a4 или letter</translation>
    </message>
</context>
<context>
    <name>kvb::ScenarioFile</name>
    <message>
        <location filename="../../core/io/jsonsection.cpp" line="+49"/>
        <source>%1: unknown key &quot;%2&quot; ignored</source>
        <translation>%1: неизвестный ключ &quot;%2&quot; проигнорирован</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: &quot;%2&quot; must be a number</source>
        <translation>%1: &quot;%2&quot; должно быть числом</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; must be between %3 and %4 (got %5)</source>
        <translation>%1: &quot;%2&quot; должно быть от %3 до %4 (получено %5)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;%2&quot; must be greater than 0 and at most %3 (got %4)</source>
        <translation>%1: «%2» должно быть больше 0 и не больше %3 (получено %4)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;%2&quot; must be a whole number (got %3)</source>
        <translation>%1: &quot;%2&quot; должно быть целым числом (получено %3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: &quot;%2&quot; must be a string</source>
        <translation>%1: &quot;%2&quot; должно быть строкой</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: &quot;%2&quot; must be true or false</source>
        <translation>%1: &quot;%2&quot; должно быть true или false</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: &quot;%2&quot; must be an object</source>
        <translation>%1: &quot;%2&quot; должно быть объектом</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: &quot;%2&quot; must be an array of strings</source>
        <translation>%1: &quot;%2&quot; должно быть массивом строк</translation>
    </message>
    <message>
        <location filename="../../core/io/scenariofile.cpp" line="+52"/>
        <source>%1: unknown model &quot;%2&quot; (not a preset id, Hugging Face repo of a preset, or an existing config.json path; see `kvbudget list models`)</source>
        <translation>%1: неизвестная модель «%2» (не id пресета, не репозиторий Hugging Face из пресетов и не путь к существующему config.json; см. `kvbudget list models`)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: an inline &quot;model&quot; needs a &quot;config&quot; object (config.json fields)</source>
        <translation>%1: встроенной &quot;model&quot; нужен объект &quot;config&quot; (поля config.json)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &quot;model&quot; must be a preset id, a path or an object</source>
        <translation>%1: &quot;model&quot; должно быть id пресета, путём или объектом</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: unknown kv_cache_dtype &quot;%2&quot;</source>
        <translation>%1: неизвестный kv_cache_dtype «%2»</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: unknown dtype &quot;%2&quot;</source>
        <translation>%1: неизвестный dtype «%2»</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: runner must be &quot;auto&quot;, &quot;generate&quot; or &quot;pooling&quot; (got &quot;%2&quot;)</source>
        <translation>%1: runner должен быть &quot;auto&quot;, &quot;generate&quot; или &quot;pooling&quot; (получено «%2»)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: unknown quantization &quot;%2&quot;</source>
        <translation>%1: неизвестная квантизация «%2»</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: mxfp4_backend must be &quot;auto&quot;, &quot;marlin&quot; or &quot;triton&quot; (got &quot;%2&quot;)</source>
        <translation>%1: mxfp4_backend должен быть &quot;auto&quot;, &quot;marlin&quot; или &quot;triton&quot; (получено &quot;%2&quot;)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: vllm_engine must be &quot;v0&quot; or &quot;v1&quot; (got &quot;%2&quot;)</source>
        <translation>%1: vllm_engine должен быть &quot;v0&quot; или &quot;v1&quot; (получено «%2»)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 overrides</source>
        <translation>%1, переопределения</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 workload</source>
        <translation>%1, нагрузка</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 accounting</source>
        <translation>%1, учёт памяти</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: accounting mode must be &quot;vllm&quot; or &quot;simple&quot; (got &quot;%2&quot;)</source>
        <translation>%1: режим учёта должен быть &quot;vllm&quot; или &quot;simple&quot; (получено «%2»)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: unknown GPU &quot;%2&quot; (see `kvbudget list gpus`, or give {&quot;name&quot;, &quot;memory_gib&quot;})</source>
        <translation>%1: неизвестный GPU «%2» (см. `kvbudget list gpus` или укажите {&quot;name&quot;, &quot;memory_gib&quot;})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 gpu</source>
        <translation>%1, gpu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Custom GPU</source>
        <translation>Свой GPU</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a custom &quot;gpu&quot; needs &quot;memory_gib&quot; (the CUDA-visible total)</source>
        <translation>%1: для своего &quot;gpu&quot; нужен &quot;memory_gib&quot; (весь объём, видимый CUDA)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;gpu&quot; must be a preset id or an object</source>
        <translation>%1: &quot;gpu&quot; должно быть id пресета или объектом</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;kvbudget_scenario&quot; is %2, but this kvbudget reads scenario format 1</source>
        <translation>%1: &quot;kvbudget_scenario&quot; равен %2, а этот kvbudget читает формат сценария 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (this kvbudget reads scenario format 1)</source>
        <translation> (этот kvbudget читает формат сценария 1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no &quot;kvbudget_scenario&quot;: 1 marker; reading it as format 1</source>
        <translation>в %1 нет метки &quot;kvbudget_scenario&quot;: 1; читается как формат 1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: &quot;model&quot; is missing</source>
        <translation>%1: нет &quot;model&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: &quot;gpu&quot; is missing</source>
        <translation>%1: нет &quot;gpu&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;vllm_version&quot; must look like 0.21 or 0.10.1 (got &quot;%2&quot;)</source>
        <translation>%1: &quot;vllm_version&quot; должно иметь вид 0.21 или 0.10.1 (получено «%2»)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>scenario file</source>
        <translation>файл сценария</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is empty</source>
        <translation>%1 пуст</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1 — некорректный JSON (%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON object</source>
        <translation>%1 должен содержать объект JSON</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>scenario %1</source>
        <translation>сценарий %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown scenario &quot;%1&quot;: not a built-in scenario (see `kvbudget list scenarios`) and no such file</source>
        <translation>Неизвестный сценарий «%1»: это не встроенный сценарий (см. `kvbudget list scenarios`) и не существующий файл</translation>
    </message>
</context>
<context>
    <name>kvb::Scheduler</name>
    <message>
        <location filename="../../core/load/schedulerrun.h" line="+351"/>
        <source>step %1: %2</source>
        <translation>шаг %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>request %1 holds %2 blocks for %3 computed tokens</source>
        <translation>запрос %1 держит блоки (%2) для вычисленных токенов (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>waiting request %1 still holds blocks</source>
        <translation>ожидающий запрос %1 всё ещё держит блоки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>block count %1 does not match the requests&apos; %2</source>
        <translation>число блоков %1 не совпадает с суммой по запросам (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks allocated from a pool of %2</source>
        <translation>выделено блоков: %1, а в пуле всего %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 running with max_num_seqs %2</source>
        <translation>выполняется запросов: %1 при max_num_seqs %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens scheduled with max_num_batched_tokens %2</source>
        <translation>запланировано токенов: %1 при max_num_batched_tokens %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>request %1 computed %2 tokens; expected prompt + output - 1 + %3 recomputed - %4 cached</source>
        <translation>запрос %1 вычислил токенов: %2; ожидалось: промпт + вывод − 1 + %3 пересчитанных − %4 из кэша</translation>
    </message>
</context>
<context>
    <name>kvb::Simulate</name>
    <message>
        <location filename="../../cli/simulatecommand.cpp" line="+29"/>
        <source>--%1 %2: expected %3</source>
        <translation>--%1 %2: ожидается %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--%1 needs --%2 (the median) as well</source>
        <translation>--%1 требует и --%2 (медиану)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a token count from 1 to 100,000,000</source>
        <translation>число токенов от 1 до 100 000 000</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--%1 %2 is below the median --%3 %4: the 95th percentile cannot be shorter</source>
        <translation>--%1 %2 меньше медианы --%3 %4: 95-й перцентиль не может быть короче</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>--trace gives the request lengths; leave out --prompt-tokens and --output-tokens</source>
        <translation>--trace задаёт длины запросов; уберите --prompt-tokens и --output-tokens</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the trace has arrival_s: --arrival is ignored</source>
        <translation>в трассе есть arrival_s: --arrival игнорируется</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a request count from 1 to %1</source>
        <translation>число запросов от 1 до %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--num-requests %1: the trace %2 has only %3 requests</source>
        <translation>--num-requests %1: в трассе %2 всего запросов: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the trace %1 has %2 requests; simulate at most %3 (use --num-requests)</source>
        <translation>в трассе %1 запросов: %2; симулируется не более %3 (используйте --num-requests)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a whole number from 0 to 9007199254740991</source>
        <translation>целое число от 0 до 9007199254740991</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a token count from 0 to 100,000,000</source>
        <translation>число токенов от 0 до 100 000 000</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a number of points from 0 (every step) to 10,000,000</source>
        <translation>число точек от 0 (каждый шаг) до 10 000 000</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>milliseconds per step, above 0</source>
        <translation>миллисекунды на шаг, больше 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>milliseconds per token, 0 or more</source>
        <translation>миллисекунды на токен, 0 или больше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a fraction such as 0.9</source>
        <translation>доля, например 0.9</translation>
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
        <translation>Использование: kvbudget simulate [флаги plan] [флаги нагрузки] [--format text|json|csv] [-- vllm serve ...]

Симулирует планировщик vLLM V1 на пуле KV из плана (поблочно: очередь FCFS, max_num_seqs,
max_num_batched_tokens с префиллом по частям, вытеснение с пересчётом) и ищет наибольший
max_num_seqs без вытеснений и с пиковой загрузкой KV ниже целевой.

Нагрузка:
  --num-requests N              сколько запросов симулировать (по умолчанию 1000; с --trace — все строки)
  --prompt-tokens N             длина промпта; фиксированная или медиана вместе с --prompt-tokens-p95
  --prompt-tokens-p95 N         95-й перцентиль: длины промптов становятся логнормальными
  --output-tokens N             длина вывода; фиксированная или медиана вместе с --output-tokens-p95
  --output-tokens-p95 N         95-й перцентиль: длины вывода становятся логнормальными
                                (по умолчанию: токены запроса из сценария в пропорции 5:1, логнормально)
  --arrival burst|poisson:RATE|users:N
                                все сразу (по умолчанию), пуассоновский поток с RATE запросов в секунду
                                или замкнутый цикл из N пользователей, каждый шлёт следующий по завершении
  --trace FILE.csv              prompt_tokens,output_tokens[,arrival_s] в каждой строке (заголовок необязателен)
  --seed N                      зерно генерации длин и поступлений (по умолчанию 1)
  --prefix-tokens N             общий для всех промптов префикс; кэшируется один раз при кэшировании префиксов
  --no-prefix-caching           вычислять общий префикс для каждого запроса
Модель времени и поиск:
  --step-ms F  --ms-per-token F  время шага = F + F&apos; x токенов в шаге (по умолчанию 15 + 0.03 ms)
  --target-kv-usage F           пиковая загрузка KV, ниже которой держится рекомендация (по умолчанию 0.9)
  --no-recommend                пропустить поиск
  --series-points N             сколько точек временного ряда хранить (по умолчанию 2000; 0 = каждый шаг)
Вывод:
  --format text|json|csv        сводка, стабильная JSON-сводка или временной ряд

Флаги plan (как в kvbudget plan):
</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>kvbudget simulate: --format needs a value: text, json or csv
</source>
        <translation>kvbudget simulate: --format требует значения: text, json или csv
</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>kvbudget simulate: --format %1: expected text, json or csv
</source>
        <translation>kvbudget simulate: --format %1: ожидается text, json или csv
</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>simulate uses vLLM&apos;s accounting; --accounting simple is ignored</source>
        <translation>simulate использует учёт памяти vLLM; --accounting simple игнорируется</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>kvbudget simulate: vLLM would not start, so there is nothing to simulate.
</source>
        <translation>kvbudget simulate: vLLM не запустится, поэтому симулировать нечего.
</translation>
    </message>
</context>
<context>
    <name>kvb::SimulateFormat</name>
    <message>
        <location filename="../../cli/simulateformat.cpp" line="+51"/>
        <source>Preemption spiral: the pool ran out, %1 preemptions threw away %2 computed tokens that were computed again.</source>
        <translation>Спираль вытеснений: пул исчерпан; из-за вытеснений (%1) пришлось заново вычислять уже вычисленные токены: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No preemptions, but KV usage peaked at %1, above the %2 target: no headroom for longer requests.</source>
        <translation>Вытеснений нет, но пиковая загрузка KV составила %1 — выше цели %2: нет запаса для более длинных запросов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Holds: no preemptions, KV usage peaked at %1 (target below %2).</source>
        <translation>Выдерживает: вытеснений нет, пиковая загрузка KV %1 (цель — ниже %2).</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>%1 — vLLM %2 (V0) pool, run through V1&apos;s scheduler (chunked prefill, recompute preemption); V0 prefilled each prompt whole, so its step counts and first-token times differ
</source>
        <translation>%1 — пул vLLM %2 (V0), прогнанный через планировщик V1 (chunked prefill, вытеснение с пересчётом); V0 делал prefill каждого запроса целиком, поэтому число шагов и время до первого токена у него другие
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — vLLM %2 scheduler (V1: chunked prefill, recompute preemption)
</source>
        <translation>%1 — планировщик vLLM %2 (V1: префилл по частям, вытеснение с пересчётом)
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  pool: %1 blocks × %2 tokens; %3 usable (one is V1&apos;s null block) = %4 tokens
</source>
        <translation>  пул: %1 (блоки) × %2 (токены); доступно блоков: %3 (один — нулевой блок V1) = %4 (токены)
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  pool: %1 blocks × %2 tokens, all usable (V0 keeps no null block) = %3 tokens
</source>
        <translation>  пул: %1 (блоки) × %2 (токены), доступны все (в V0 нет нулевого блока) = %3 (токены)
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
        <translation>  нагрузка: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  shared prefix: %1 tokens, prefix caching %2
</source>
        <translation>  общий префикс: токенов %1, кэширование префиксов %2
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At max_num_seqs %1:
</source>
        <translation>При max_num_seqs %1:
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak KV usage</source>
        <translation>пиковая загрузка KV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 of %3 blocks)</source>
        <translation>%1 (блоков %2 из %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptions</source>
        <translation>вытеснения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 requests; %3 tokens recomputed)</source>
        <translation>%1 (запросов: %2; пересчитано токенов: %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max running / waiting</source>
        <translation>макс. выполняется / ожидает</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completed</source>
        <translation>завершено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2%3</source>
        <translation>%1 из %2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1 rejected: longer than max_model_len or the pool)</source>
        <translation> (отклонено: %1 — длиннее max_model_len или пула)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>steps to drain</source>
        <translation>шагов до завершения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 simulated)</source>
        <translation>%1 (симулировано: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time to first token</source>
        <translation>время до первого токена</translation>
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
        <translation>сквозная задержка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>prefix cache hits</source>
        <translation>попадания в кэш префиксов</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tokens</source>
        <translation>токенов: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  KV usage  %1  (▁ 0% … █ 100%, about %2 steps a column)
</source>
        <translation>  загрузка KV  %1  (▁ 0% … █ 100%, шагов на столбец: около %2)
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  stopped after %1 steps (the step limit)
</source>
        <translation>  остановлено после %1 шагов (лимит шагов)
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recommended max_num_seqs:
</source>
        <translation>Рекомендуемый max_num_seqs:
</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>simulated</source>
        <translation>симуляция</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>none: even one request at a time takes the pool past %1</source>
        <translation>нет: даже по одному запросу за раз пул превышает %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln simulation(s)</source>
        <translation>
            <numerusform>%Ln симуляция</numerusform>
            <numerusform>%Ln симуляции</numerusform>
            <numerusform>%Ln симуляций</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1  every value up to %1 keeps 0 preemptions and KV usage below %2 (%3)</source>
        <translation>%1  любое значение до %1 сохраняет 0 вытеснений и загрузку KV ниже %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1  the largest with 0 preemptions and peak KV usage below %2 (%3)</source>
        <translation>%1  наибольшее значение с 0 вытеснений и пиковой загрузкой KV ниже %2 (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at %1: peak %2, 0 preemptions, max waiting %3, %4 steps</source>
        <translation>при %1: пик %2, 0 вытеснений, макс. ожидающих %3, шагов: %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rule of thumb</source>
        <translation>эмпирическое правило</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  floor(%2 blocks ÷ cdiv(%3 p95 tokens, %4) × %5 margin)</source>
        <translation>%1  floor(%2 (блоки) ÷ cdiv(%3 (токены p95), %4) × %5 (запас))</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>note: %1
</source>
        <translation>примечание: %1
</translation>
    </message>
</context>
<context>
    <name>kvb::StartupLogs</name>
    <message>
        <location filename="../../core/vllm/startuplogs.cpp" line="+55"/>
        <source>field &quot;%1&quot; is %2; the allowed range is %3</source>
        <translation>поле «%1» равно %2; допустимый диапазон: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>above %1 and at most %2</source>
        <translation>больше %1 и не больше %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>whole numbers from %1 to %2</source>
        <translation>целые числа от %1 до %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 is not valid JSON (%2): %3</source>
        <translation>%1 — некорректный JSON (%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must hold a JSON array of cases</source>
        <translation>%1 должен содержать массив JSON со случаями</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: case %2 has no &quot;id&quot;</source>
        <translation>%1: у случая %2 нет &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 holds no cases</source>
        <translation>в %1 нет ни одного случая</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>the log&apos;s figures do not add up: %1 × %2 − %3 − %4 − %5 = %6 GiB, but it reports %7 GiB of KV cache</source>
        <translation>цифры лога не сходятся: %1 × %2 − %3 − %4 − %5 = %6 GiB, но в нём указано %7 GiB KV-кэша</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: model %2 is not a preset</source>
        <translation>%1: модель %2 — не пресет</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: GPU &quot;%2&quot; is not a preset and the log gives no total</source>
        <translation>%1: GPU «%2» — не пресет, а в логе нет общего объёма</translation>
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
        <translation>столбец %1 встречается дважды</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the header must name the columns prompt_tokens and output_tokens (optionally arrival_s); got %1</source>
        <translation>заголовок должен называть столбцы prompt_tokens и output_tokens (и, возможно, arrival_s); получено %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected 2 or 3 comma-separated values (prompt_tokens,output_tokens[,arrival_s]), got %1</source>
        <translation>ожидается 2 или 3 значения через запятую (prompt_tokens,output_tokens[,arrival_s]), получено %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing %1: expected %2 comma-separated values, got %3</source>
        <translation>нет %1: ожидается значений через запятую: %2, получено %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected %1 comma-separated values, got %2</source>
        <translation>ожидается значений через запятую: %1, получено %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is empty</source>
        <translation>%1 пусто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be at most %2 (got %3)</source>
        <translation>%1 должно быть не больше %2 (получено %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be a positive integer (got %2)</source>
        <translation>%1 должно быть положительным целым числом (получено %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>arrival_s is empty</source>
        <translation>arrival_s пусто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrival_s must be a number of seconds, 0 or more (got %1)</source>
        <translation>arrival_s должно быть числом секунд, 0 или больше (получено %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrival_s must be at most %1 seconds, a year (got %2)</source>
        <translation>arrival_s не может превышать %1 с, то есть год (получено %2)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 is %2; a trace may be at most %3</source>
        <translation>%1 занимает %2; трасса может занимать не более %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 line %2: %3</source>
        <translation>%1, строка %2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>more than %1 requests; a trace may hold at most %1</source>
        <translation>больше %1 запросов; трасса может содержать не более %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the trace is empty (expected lines of prompt_tokens,output_tokens[,arrival_s])</source>
        <translation>%1: трасса пуста (ожидаются строки вида prompt_tokens,output_tokens[,arrival_s])</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the trace has a header but no requests</source>
        <translation>%1: в трассе есть заголовок, но нет запросов</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>trace file</source>
        <translation>файл трассы</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 is %2; a trace may be at most %3 (sample it, or split it)</source>
        <translation>%1 занимает %2; трасса может занимать не более %3 (сделайте выборку или разделите её)</translation>
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
        <translation>&quot;inputs_not_logged&quot; называет %1; открытым может быть только max_model_len, который в случае равен null</translation>
    </message>
</context>
<context>
    <name>kvb::Validation</name>
    <message>
        <location filename="../../core/vllm/validation.cpp" line="+131"/>
        <source>the log has no weights, KV or verdict to compare</source>
        <translation>в логе нет весов, KV или вердикта для сравнения</translation>
    </message>
</context>
<context>
    <name>kvb::VllmCommand</name>
    <message>
        <location filename="../../core/vllm/vllmcommand.cpp" line="+100"/>
        <source>The command line has an unterminated %1 quote</source>
        <translation>В командной строке не закрыта кавычка %1</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Unknown model &quot;%1&quot;: it is not a preset (see `kvbudget list models`) and not a local config.json or model folder. Pass --model path/to/config.json to import it.</source>
        <translation>Неизвестная модель «%1»: это не пресет (см. `kvbudget list models`) и не локальный config.json или папка модели. Укажите --model path/to/config.json, чтобы импортировать её.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>vllm serve %1 needs a value</source>
        <translation>vllm serve %1: нужно значение</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>data parallelism (%1 replicas) repeats the same per-GPU plan on each replica, unless --enable-expert-parallel spreads the experts over them</source>
        <translation>параллелизм по данным (реплик: %1) повторяет один и тот же план на GPU в каждой реплике, если только --enable-expert-parallel не распределяет экспертов между ними</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The vllm serve command names no model</source>
        <translation>В команде vllm serve не указана модель</translation>
    </message>
</context>
<context>
    <name>kvb::VllmLog</name>
    <message>
        <location filename="../../core/vllm/vllmlog.cpp" line="+329"/>
        <source>The log is over 64 MiB; paste the startup part (up to &quot;Maximum concurrency&quot;)</source>
        <translation>Лог больше 64 MiB; вставьте часть с запуском (до «Maximum concurrency»)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: &quot;%2&quot; looks like vLLM&apos;s &quot;%3&quot; line but its figures cannot be read (truncated or edited?)</source>
        <translation>строка %1: «%2» похожа на строку vLLM «%3», но её цифры не читаются (обрезана или отредактирована?)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No vLLM memory lines found in the log. Paste the startup output from &quot;Model loading took&quot; to &quot;Maximum concurrency&quot; (or vLLM&apos;s error).</source>
        <translation>В логе не найдено строк vLLM о памяти. Вставьте вывод запуска от «Model loading took» до «Maximum concurrency» (или ошибку vLLM).</translation>
    </message>
    <message>
        <location filename="../../core/vllm/vllmlogcheck.cpp" line="+38"/>
        <source>the log&apos;s %1 is %2 GiB; the allowed range is %3 to %4 GiB</source>
        <translation>в логе %1: %2 GiB; допустимый диапазон — от %3 до %4 GiB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>more than %1</source>
        <translation>больше %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the log&apos;s %1 is %2; the allowed range is 0 to %3</source>
        <translation>в логе %1: %2; допустимый диапазон — от 0 до %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the log&apos;s gpu_memory_utilization is %1; the allowed range is above 0 and at most 1</source>
        <translation>в логе gpu_memory_utilization: %1; допустимо значение больше 0 и не больше 1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the log&apos;s maximum concurrency is %1x; it must be a finite figure of at least 0</source>
        <translation>в логе максимальная конкурентность: %1x; это должно быть конечное число не меньше 0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model weights</source>
        <translation>веса модели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-torch memory</source>
        <translation>память вне torch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activation peak</source>
        <translation>пик активаций</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA graph memory</source>
        <translation>память CUDA-графов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache memory</source>
        <translation>память KV-кэша</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total GPU memory</source>
        <translation>общая память GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requested memory</source>
        <translation>запрошенная память</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free memory</source>
        <translation>свободная память</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak torch memory</source>
        <translation>пиковая память torch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>initial memory usage</source>
        <translation>начальное использование памяти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache needed</source>
        <translation>необходимый KV-кэш</translation>
    </message>
    <message>
        <location line="+1"/>
        <source># GPU blocks</source>
        <translation>число блоков GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source># CPU blocks</source>
        <translation>число блоков CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU KV cache size</source>
        <translation>размер KV-кэша GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_len</source>
        <translation>max_model_len</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens per request</source>
        <translation>токенов на запрос</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated maximum model length</source>
        <translation>оценка максимальной длины модели</translation>
    </message>
</context>
<context>
    <name>kvb::WhatFits</name>
    <message>
        <location filename="../../cli/whatfitscommand.cpp" line="+53"/>
        <source>--gpu needs a value</source>
        <translation>--gpu: нужно значение</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 %2: expected a whole number from 1 to %3</source>
        <translation>--%1 %2: ожидается целое число от 1 до %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Unknown GPU &quot;%1&quot; (see kvbudget list gpus)</source>
        <translation>Неизвестный GPU «%1» (см. kvbudget list gpus)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>fit needs the request size: --request-tokens T or --max-model-len L</source>
        <translation>для fit нужен размер запроса: --request-tokens T или --max-model-len L</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 is ignored: the search chooses the split and the GPU count</source>
        <translation>--%1 игнорируется: поиск сам выбирает разбиение и число GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fit searches with vLLM&apos;s own accounting; leave out --accounting simple</source>
        <translation>fit ищет по учёту памяти самого vLLM; не указывайте --accounting simple</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>fit needs --concurrency N: the requests to hold at once</source>
        <translation>для fit нужен --concurrency N: сколько запросов вмещать одновременно</translation>
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
        <translation>Использование: kvbudget fit --model M --concurrency N --request-tokens T [--gpu G ...]
                    [--max-model-len L] [--prices FILE] [--max-gpus K] [флаги plan]
                    [--format text|json|markdown]

Наименьшее число GPU и разбиение TP/PP/DP, при которых vLLM запускается и вмещает N запросов по T токенов
одновременно, для каждого типа GPU (по умолчанию: GPU сценария и все GPU с указанной ценой),
сначала самые дешёвые; наибольший max_model_len и диапазон gpu_memory_utilization, при которых vLLM запускается.
Каждый вариант — план, рассчитанный движком.

  --concurrency N      сколько запросов вмещать одновременно (обязательно)
  --request-tokens T   токенов на запрос, промпт + вывод (по умолчанию: --max-model-len)
  --gpu G              тип GPU для рассмотрения; повторите для нескольких
  --prices FILE        почасовые цены за GPU (по умолчанию: presets/gpu-prices.json)
  --max-gpus K         наибольшее развёртывание для поиска на тип GPU (по умолчанию 64)

Коды выхода: 0 — какой-то вариант вмещает нагрузку, 3 — ни один, 2 — некорректный ввод, 4 — ошибка файла.

</translation>
    </message>
    <message>
        <location filename="../../cli/whatfitsformat.cpp" line="+50"/>
        <source>no price</source>
        <translation>нет цены</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>Число GPU</translation>
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
        <translation>$ в час</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concurrency</source>
        <translation>Конкурентность</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>max_num_seqs</source>
        <translation>max_num_seqs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 requests</source>
        <translation>запросов: %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>What fits %1 requests of %2 tokens at once: %3, vLLM %4, max_model_len %5</source>
        <translation>Что поместится — одновременных запросов: %1, токенов на запрос: %2; %3, vLLM %4, max_model_len %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Longest max_model_len that starts (first option): %1 tokens</source>
        <translation>vLLM запускается с max_model_len до %1 токенов (первый вариант)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gpu_memory_utilization that starts (first option): %1 to %2</source>
        <translation>vLLM запускается при gpu_memory_utilization от %1 до %2 (первый вариант)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no split of up to %2 GPUs holds the workload (at most %3 requests at once)</source>
        <translation>%1: ни одно разбиение до %2 GPU не вмещает нагрузку (максимум одновременных запросов: %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: no split of up to %2 GPUs starts with this max_model_len</source>
        <translation>%1: ни одно разбиение до %2 GPU не запускается с этим max_model_len</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Price of %1: $%2 per GPU-hour, %3 (%4; indicative)</source>
        <translation>Цена %1: $%2 за GPU-час, %3 (%4; ориентировочно)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No option holds the workload.</source>
        <translation>Ни один вариант не вмещает нагрузку.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Note: %1</source>
        <translation>Примечание: %1</translation>
    </message>
</context>
<context>
    <name>kvb::Workload</name>
    <message>
        <location filename="../../core/load/workloadmodel.cpp" line="+58"/>
        <source>fixed %1</source>
        <translation>фиксированная %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>log-normal p50 %1 / p95 %2</source>
        <translation>логнормальная, p50 %1 / p95 %2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>--arrival %1: expected burst, poisson:RATE_PER_S (e.g. poisson:20) or users:N (e.g. users:64)</source>
        <translation>--arrival %1: ожидается burst, poisson:RATE_PER_S (например, poisson:20) или users:N (например, users:64)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--arrival %1: the rate must be between %2 and %3 requests per second</source>
        <translation>--arrival %1: интенсивность должна быть от %2 до %3 запросов в секунду</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1 requests from %2, %3</source>
        <translation>запросов: %1 из %2, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>arrivals from the trace</source>
        <translation>поступления из трассы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 requests, prompt %2, output %3, %4, seed %5</source>
        <translation>запросов: %1, промпт %2, вывод %3, %4, зерно %5</translation>
    </message>
</context>
<context>
    <name>kvb::ui::AdvancedSettingsDialog</name>
    <message>
        <location filename="../../ui/advancedsettings.cpp" line="+53"/>
        <source>Advanced settings</source>
        <translation>Расширенные настройки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter settings…</source>
        <translation>Фильтр настроек…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows only the settings whose name or description contains this text.</source>
        <translation>Показывает только настройки, в названии или описании которых есть этот текст.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every setting of the command line, as `kvbudget plan` takes it. Bold ones differ from the default; ↺ puts the default back. Press Enter to apply a value.</source>
        <translation>Все настройки командной строки в том виде, в каком их принимает `kvbudget plan`. Жирным выделены отличные от значений по умолчанию; ↺ возвращает значение по умолчанию. Нажмите Enter, чтобы применить значение.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Reset %1</source>
        <translation>Сбросить «%1»</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>vLLM&apos;s default</source>
        <translation>Умолчание vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Accepted: %1.</source>
        <translation>Допустимо: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default: %1.</source>
        <translation>По умолчанию: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset to %1</source>
        <translation>Сбросить на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At its default (%1)</source>
        <translation>Значение по умолчанию (%1)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ArchitectureNote</name>
    <message>
        <location filename="../../ui/architecturenote.cpp" line="+11"/>
        <source>How this model&apos;s layers keep the KV cache, and what a vision model needs at startup</source>
        <translation>Как слои этой модели хранят KV-кэш и что нужно визуальной модели при запуске</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>KV layout: %1.</source>
        <translation>Раскладка KV: %1.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ArchitecturePanel</name>
    <message>
        <location filename="../../ui/architecturepanel.cpp" line="+56"/>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Disable hybrid KV cache ma&amp;nager</source>
        <translation>Откл&amp;ючить гибридный менеджер KV-кэша</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert p&amp;arallelism</source>
        <translation>&amp;Экспертный параллелизм</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&amp;Data-parallel size</source>
        <translation>Параллелизм по данн&amp;ым</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images per p&amp;rompt</source>
        <translation>Изо&amp;бражений на промпт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max image pi&amp;xels</source>
        <translation>Макс. пиксе&amp;лей изображения</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>--disable-hybrid-kv-cache-manager: sliding-window layers keep the whole context like full-attention ones, so fewer tokens fit. With the manager on, they keep only their window.</source>
        <translation>--disable-hybrid-kv-cache-manager: слои со скользящим окном хранят весь контекст, как слои с полным вниманием, поэтому помещается меньше токенов. С включённым менеджером они хранят только своё окно.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off for %1: only models that mix sliding-window and full-attention layers (Gemma 2/3, gpt-oss) use the hybrid KV cache manager.</source>
        <translation>Недоступно для %1: гибридный менеджер KV-кэша используют только модели, в которых есть и слои со скользящим окном, и слои с полным вниманием (Gemma 2/3, gpt-oss).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off for %1: only mixture-of-experts models have experts to spread.</source>
        <translation>Недоступно для %1: эксперты для распределения есть только у моделей со смесью экспертов.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--enable-expert-parallel: each GPU holds whole experts, the experts divided over tensor × data-parallel GPUs, instead of a slice of every expert.</source>
        <translation>--enable-expert-parallel: каждый GPU хранит целых экспертов, распределённых по GPU тензорного параллелизма × параллелизма по данным, а не часть каждого эксперта.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--data-parallel-size: independent replicas, each with its own KV cache. With expert parallelism they share the experts, so each GPU holds fewer of them.</source>
        <translation>--data-parallel-size: независимые реплики, у каждой свой KV-кэш. При экспертном параллелизме они делят экспертов, поэтому на каждом GPU их меньше.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off for %1: it has no vision encoder.</source>
        <translation>Недоступно для %1: у модели нет визуального энкодера.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--limit-mm-per-prompt &apos;{&quot;image&quot;: N}&apos;: vLLM profiles its vision encoder on this many maximum-size images at startup, and that peak must fit. 0 serves text only: then the releases with vLLM&apos;s language-model-only mode load no vision tower either.</source>
        <translation>--limit-mm-per-prompt &apos;{&quot;image&quot;: N}&apos;: при запуске vLLM профилирует визуальный энкодер на стольких изображениях максимального размера, и этот пик должен поместиться. 0 — только текст: тогда версии vLLM с режимом «только языковая модель» не загружают и визуальную башню.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (default)</source>
        <translation> (по умолчанию)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--mm-processor-kwargs &apos;{&quot;max_pixels&quot;: N}&apos;: the largest image the processor keeps; vLLM profiles the encoder at this size, so less lowers the startup peak. 0 restores the default.</source>
        <translation>--mm-processor-kwargs &apos;{&quot;max_pixels&quot;: N}&apos;: самое большое изображение, которое сохраняет процессор; vLLM профилирует энкодер на этом размере, так что меньшее значение снижает пик при запуске. 0 возвращает значение по умолчанию.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off for %1: its processor resizes every image to one fixed size.</source>
        <translation>Недоступно для %1: её процессор приводит каждое изображение к одному фиксированному размеру.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> px (default)</source>
        <translation> px (по умолчанию)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::BandNote</name>
    <message>
        <location filename="../../ui/bandnote.cpp" line="+15"/>
        <source>✓ Calibrated from your vLLM log</source>
        <translation>✓ Откалибровано по вашему логу vLLM</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The weights and overhead terms were measured by vLLM on your machine (File → Calibrate from a vLLM log…); the range is the log&apos;s rounding.</source>
        <translation>Веса и накладные расходы измерены vLLM на вашей машине (Файл → Калибровка по логу vLLM…); диапазон — это округление лога.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CalibrateDialog</name>
    <message>
        <location filename="../../ui/calibratedialog.cpp" line="+44"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Calibrate from a vLLM log</source>
        <translation>Калибровка по логу vLLM</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Logged</source>
        <translation>В логе</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted</source>
        <translation>Прогноз</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prediction error</source>
        <translation>Ошибка прогноза</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Calibrated</source>
        <translation>После калибровки</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kvbudget&apos;s prediction for the log&apos;s settings against what vLLM logged, with the prediction&apos;s error; Calibrated is the plan after adopting the measured terms.</source>
        <translation>Прогноз kvbudget для настроек из лога против того, что записал vLLM, с ошибкой прогноза; «После калибровки» — план после принятия измеренных слагаемых.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted against logged</source>
        <translation>Прогноз против лога</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paste vLLM&apos;s startup log (or open or drop the file). The lines about memory are read, compared with kvbudget&apos;s prediction, and the measured terms become the scenario&apos;s, so that what-ifs start from your machine. Set the model and GPU first: the log does not name them.</source>
        <translation>Вставьте лог запуска vLLM (или откройте либо перетащите файл). Строки о памяти читаются, сравниваются с прогнозом kvbudget, а измеренные слагаемые переходят в сценарий, так что анализ «что если» начинается с вашей машины. Сначала выберите модель и GPU: в логе они не указаны.</translation>
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
        <translation>Лог запуска vLLM любой версии от 0.5 до 0.21: читаются строки профилирования V0, строки V1 «Available KV cache memory», «GPU KV cache size», «Maximum concurrency», число блоков, строки о CUDA-графах и ошибки запуска vLLM. Остальные строки игнорируются.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vLLM log</source>
        <translation>Лог vLLM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open log file…</source>
        <translation>&amp;Открыть файл лога…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a saved vLLM log (for example `docker logs vllm &gt; vllm.log`).</source>
        <translation>Прочитать сохранённый лог vLLM (например, `docker logs vllm &gt; vllm.log`).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What could be read from the log</source>
        <translation>Что удалось прочитать из лога</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The terms taken from the log, and what could not be used and why</source>
        <translation>Слагаемые, взятые из лога, и то, что использовать не удалось, с причинами</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adopted terms and notes</source>
        <translation>Принятые слагаемые и примечания</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Apply</source>
        <translation>&amp;Применить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the calibrated scenario: the measured terms become overrides and every chart starts from your machine.</source>
        <translation>Использовать откалиброванный сценарий: измеренные слагаемые становятся переопределениями, и все графики начинаются с вашей машины.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without changing the scenario</source>
        <translation>Закрыть, не меняя сценарий</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Could not read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a vLLM log</source>
        <translation>Открыть лог vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs (*.log *.txt);;All files (*)</source>
        <translation>Логи (*.log *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Paste a vLLM startup log above, open one, or drop the file here.</source>
        <translation>Вставьте лог запуска vLLM выше, откройте его или перетащите файл сюда.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The log was read but cannot be used: %1</source>
        <translation>Лог прочитан, но использовать его нельзя: %1</translation>
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
        <translation>Принято из лога:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  (nothing)</source>
        <translation>  (ничего)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes:</source>
        <translation>Примечания:</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Read %Ln vLLM line(s).</source>
        <translation>
            <numerusform>Прочитана %Ln строка vLLM.</numerusform>
            <numerusform>Прочитано %Ln строки vLLM.</numerusform>
            <numerusform>Прочитано %Ln строк vLLM.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Read %Ln vLLM line(s) in the format of %1.</source>
        <translation>
            <numerusform>Прочитана %Ln строка vLLM в формате %1.</numerusform>
            <numerusform>Прочитано %Ln строки vLLM в формате %1.</numerusform>
            <numerusform>Прочитано %Ln строк vLLM в формате %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> %n line(s) look like vLLM&apos;s but could not be read (see the notes); the rest was used.</source>
        <translation>
            <numerusform> %n строка похожа на строку vLLM, но не прочитана (см. примечания); остальное использовано.</numerusform>
            <numerusform> %n строки похожи на строки vLLM, но не прочитаны (см. примечания); остальное использовано.</numerusform>
            <numerusform> %n строк похожи на строки vLLM, но не прочитаны (см. примечания); остальное использовано.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvb::ui::CalibrationAssumptions</name>
    <message>
        <location filename="../../ui/calibrationassumptions.cpp" line="+17"/>
        <source>Inputs the log does not state</source>
        <translation>Параметры, которых нет в логе</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--gpu-memory-utilization the logged run used. The other terms are solved on it, so a wrong value shifts them all.</source>
        <translation>--gpu-memory-utilization, с которым шёл запуск из лога. Остальные слагаемые вычисляются исходя из него, поэтому неверное значение сдвигает их все.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--max-model-len the logged run used.</source>
        <translation>--max-model-len, с которым шёл запуск из лога.</translation>
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
        <translation>В логе указаны утилизация и max_model_len; они используются как есть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Assumed from the window, because the log does not say: %1. The measured terms are solved on these values; set them to what the logged run used before applying.</source>
        <translation>Взято из окна, так как в логе не указано: %1. Измеренные слагаемые вычисляются исходя из этих значений; перед применением задайте те, с которыми шёл запуск из лога.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Caption</name>
    <message>
        <location filename="../../ui/caption.cpp" line="+25"/>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 × %3 (%4)</source>
        <translation>%1 на %2 × %3 (%4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>invalid scenario</source>
        <translation>некорректный сценарий</translation>
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
        <translation>KV-кэш %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights %1</source>
        <translation>веса %1</translation>
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
        <translation>учёт памяти vLLM %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>images per prompt %1</source>
        <translation>изображений на промпт: %1</translation>
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
        <translation>откалибровано по логу vLLM</translation>
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
        <translation>Некорректный сценарий: %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareBarsChart</name>
    <message>
        <location filename="../../ui/comparebars.cpp" line="+25"/>
        <source>GPU memory per scenario (one scale)</source>
        <translation>Память GPU по сценариям (общая шкала)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each scenario&apos;s memory per GPU on one scale: weights, overhead and the KV cache pool up to the gpu_memory_utilization ceiling (the black tick), what lies above it. With pipeline parallelism, the stage vLLM sizes the KV cache by.</source>
        <translation>Память на GPU каждого сценария на общей шкале: веса, накладные расходы и пул KV-кэша до потолка gpu_memory_utilization (чёрная засечка), а также то, что выше него. При конвейерном параллелизме — стадия, по которой vLLM рассчитывает размер KV-кэша.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>invalid scenario: no plan</source>
        <translation>некорректный сценарий: плана нет</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>memory per GPU (GiB)</source>
        <translation>память на GPU (GiB)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareColumn</name>
    <message>
        <location filename="../../ui/comparecolumn.cpp" line="+40"/>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The column&apos;s name: click to rename it</source>
        <translation>Название столбца: щёлкните, чтобы переименовать</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+99"/>
        <source>Utilization</source>
        <translation>Утилизация</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>--gpu-memory-utilization: the share of the card vLLM may use</source>
        <translation>--gpu-memory-utilization: доля карты, которую может использовать vLLM</translation>
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
        <translation>--max-model-len: самый длинный запрос в токенах</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+108"/>
        <source>KV cache dtype</source>
        <translation>dtype KV-кэша</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>--kv-cache-dtype: fp8 stores one byte per element</source>
        <translation>--kv-cache-dtype: fp8 хранит один байт на элемент</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+114"/>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>--quantization: the weights&apos; storage (a quantized checkpoint keeps its own)</source>
        <translation>--quantization: формат хранения весов (квантизованный чекпойнт сохраняет свой)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <source>Tensor parallel</source>
        <translation>Тензорный параллелизм</translation>
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
        <translation>Конвейерный параллелизм</translation>
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
        <translation>Модель GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (compare --format json key &quot;%2&quot;); under it, the change from the baseline, absolute and in percent</source>
        <translation>%1 (ключ &quot;%2&quot; в compare --format json); под ним — изменение относительно базового варианта, абсолютное и в процентах</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The scenario&apos;s name in this comparison: type to rename it</source>
        <translation>Название сценария в этом сравнении: введите новое, чтобы переименовать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario name</source>
        <translation>Название сценария</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this scenario from the comparison</source>
        <translation>Убрать этот сценарий из сравнения</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the baseline from the comparison: the next column becomes the baseline</source>
        <translation>Убрать базовый вариант из сравнения: базовым станет следующий столбец</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load this scenario into the Capacity tab and the panel; every change made there is written back to this column until another column is linked</source>
        <translation>Загрузить этот сценарий на вкладку «Ёмкость» и в панель; все изменения, сделанные там, записываются обратно в этот столбец, пока не будет связан другой столбец</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit in Capacity tab</source>
        <translation>Изменить на вкладке «Ёмкость»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit in Capacity</source>
        <translation>Изменить в «Ёмкости»</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>--gpu-memory-utilization for this scenario</source>
        <translation>--gpu-memory-utilization для этого сценария</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--max-model-len for this scenario, in tokens</source>
        <translation>--max-model-len для этого сценария, в токенах</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--kv-cache-dtype for this scenario</source>
        <translation>--kv-cache-dtype для этого сценария</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--quantization for this scenario: fp8 and int8 store 8-bit weights, AWQ and GPTQ 4-bit; a quantized checkpoint keeps its own</source>
        <translation>--quantization для этого сценария: fp8 и int8 хранят 8-битные веса, AWQ и GPTQ — 4-битные; квантизованный чекпойнт сохраняет свой формат</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--tensor-parallel-size for this scenario</source>
        <translation>--tensor-parallel-size для этого сценария</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--pipeline-parallel-size for this scenario</source>
        <translation>--pipeline-parallel-size для этого сценария</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPU model for this scenario</source>
        <translation>Модель GPU для этого сценария</translation>
    </message>
    <message>
        <location filename="../../ui/comparecolumn_edit.cpp" line="+95"/>
        <location line="+13"/>
        <source>none (%1)</source>
        <translation>нет (%1)</translation>
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
Источник: %2
Введите новое название, чтобы переименовать.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>baseline</source>
        <translation>базовый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other columns&apos; changes are measured from this one</source>
        <translation>Изменения в остальных столбцах отсчитываются от этого</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Better than the baseline</source>
        <translation>Лучше базового варианта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worse than the baseline</source>
        <translation>Хуже базового варианта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed from the baseline (neither better nor worse in itself)</source>
        <translation>Изменено относительно базового варианта (само по себе не лучше и не хуже)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same as the baseline</source>
        <translation>Совпадает с базовым вариантом</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareCurvesChart</name>
    <message>
        <location filename="../../ui/comparecurves.cpp" line="+25"/>
        <source>Maximum concurrency against max_model_len</source>
        <translation>Максимальная конкурентность в зависимости от max_model_len</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV cache against utilization</source>
        <translation>KV-кэш в зависимости от утилизации</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM&apos;s worst case for each scenario: the KV blocks divided by the blocks of one max_model_len request. The marker is the scenario&apos;s own max_model_len.</source>
        <translation>Худший случай vLLM для каждого сценария: блоки KV, делённые на блоки одного запроса длиной max_model_len. Маркер — собственный max_model_len сценария.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The KV cache tokens each scenario holds at each gpu_memory_utilization; the marker is the scenario&apos;s own utilization. No line where vLLM refuses to start.</source>
        <translation>Токены KV-кэша, которые вмещает каждый сценарий при каждом значении gpu_memory_utilization; маркер — собственная утилизация сценария. Там, где vLLM отказывается запускаться, линии нет.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>max_model_len (tokens, log scale)</source>
        <translation>max_model_len (токены, лог. шкала)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>requests at once</source>
        <translation>одновременных запросов</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache (tokens)</source>
        <translation>KV-кэш (токены)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareSession</name>
    <message>
        <location filename="../../ui/comparesession.cpp" line="+24"/>
        <source>Baseline</source>
        <translation>Базовый вариант</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Option %1</source>
        <translation>Вариант %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Pin a baseline first (Edit → Pin as baseline, Ctrl+B): every column is compared with it.</source>
        <translation>Сначала закрепите базовый вариант (Правка → Закрепить как базовый, Ctrl+B): с ним сравнивается каждый столбец.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A comparison holds at most %1 scenarios: the baseline and %2 more. Remove a column first.</source>
        <translation>В сравнении не больше %1 сценариев: базовый вариант и ещё %2. Сначала уберите столбец.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::CompareView</name>
    <message>
        <location filename="../../ui/compareview.cpp" line="+43"/>
        <source>&amp;Pin current as baseline</source>
        <translation>&amp;Закрепить текущий как базовый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a comparison with the Capacity tab&apos;s scenario as the baseline (Ctrl+B); every other column&apos;s changes are measured from it</source>
        <translation>Начать сравнение, взяв сценарий вкладки «Ёмкость» за базовый вариант (Ctrl+B); изменения во всех остальных столбцах отсчитываются от него</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;current</source>
        <translation>Добавить &amp;текущий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a copy of the Capacity tab&apos;s scenario as a new column (Ctrl+Shift+B), then change a knob in it</source>
        <translation>Добавить копию сценария вкладки «Ёмкость» как новый столбец (Ctrl+Shift+B), а затем изменить в нём настройку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add scenario &amp;file…</source>
        <translation>Добавить &amp;файл сценария…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a saved scenario file (.json) as a new column</source>
        <translation>Добавить сохранённый файл сценария (.json) как новый столбец</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pin the Capacity tab&apos;s scenario as the baseline (Edit → Pin as baseline, Ctrl+B), then add up to three more: a copy of the current scenario to change a knob in, or a scenario file. Each column shows every key figure and its change from the baseline.</source>
        <translation>Закрепите сценарий вкладки «Ёмкость» как базовый (Правка → Закрепить как базовый, Ctrl+B), затем добавьте ещё до трёх: копию текущего сценария, чтобы изменить в ней настройку, или файл сценария. Каждый столбец показывает все ключевые показатели и их изменение относительно базового варианта.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the Capacity tab</source>
        <translation>вкладка «Ёмкость»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinned %1 as the baseline. Add up to %2 more to compare.</source>
        <translation>Базовый вариант закреплён: %1. Для сравнения можно добавить ещё до %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a copy of the Capacity tab</source>
        <translation>копия вкладки «Ёмкость»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Added %1 as a copy of the current scenario: change a knob in its column.</source>
        <translation>Добавлено: %1 — копия текущего сценария; измените настройку в его столбце.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not add %1: %2</source>
        <translation>Не удалось добавить %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Added %1 from %2.</source>
        <translation>Добавлено: %1 (источник: %2).</translation>
    </message>
    <message>
        <location filename="../../ui/compareview_columns.cpp" line="+93"/>
        <source>Removed %1: the comparison is empty.</source>
        <translation>Убрано: %1; сравнение пусто.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed %1: %2 is the baseline now.</source>
        <translation>Убрано: %1; теперь базовый вариант — %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed %1.</source>
        <translation>Убрано: %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The Capacity tab shows %1: every change made there is written back to its column. Click Edit in Capacity again to stop.</source>
        <translation>Вкладка «Ёмкость» показывает %1: все изменения, сделанные там, записываются обратно в его столбец. Чтобы прекратить, снова нажмите «Изменить в „Ёмкости“».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 no longer follows the Capacity tab.</source>
        <translation>%1 больше не следует за вкладкой «Ёмкость».</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ConcurrencyChart</name>
    <message>
        <location filename="../../ui/concurrencychart.cpp" line="+53"/>
        <source>Concurrent requests against max_model_len</source>
        <translation>Одновременные запросы в зависимости от max_model_len</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst case: vLLM&apos;s &quot;Maximum concurrency&quot;, the KV blocks divided by the blocks of one max_model_len request. Realistic: divided by the blocks of a typical request instead. Dashed: the worst case with --kv-cache-dtype fp8. Shaded: the worst case across the uncertainty of the overhead estimate.</source>
        <translation>Худший случай — «Maximum concurrency» vLLM: блоки KV, делённые на блоки одного запроса длиной max_model_len. Реалистичный — делённые на блоки типичного запроса. Пунктир — худший случай с --kv-cache-dtype fp8. Заливка — худший случай в пределах неопределённости оценки накладных расходов.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>worst case, uncertainty</source>
        <translation>худший случай, неопределённость</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>worst case</source>
        <translation>худший случай</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>worst case, fp8 KV</source>
        <translation>худший случай, KV в fp8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>current</source>
        <translation>текущее</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>max_model_len (tokens, log scale)</source>
        <translation>max_model_len (токены, лог. шкала)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+175"/>
        <source>requests at once</source>
        <translation>одновременных запросов</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>No KV cache at any context length: vLLM refuses to start</source>
        <translation>Нет KV-кэша ни при какой длине контекста: vLLM отказывается запускаться</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>realistic (%1 tokens)</source>
        <translation>реалистичный (запрос из %1 токенов)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1x (%2–%3) at %4</source>
        <translation>%1x (%2–%3) при %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1x at %2</source>
        <translation>%1x при %2</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>requests</source>
        <translation>запросы</translation>
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
        <translation>Не удаётся закодировать изображение для %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+7"/>
        <source>Cannot render the PDF for %1</source>
        <translation>Не удаётся отрисовать PDF для %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot render the image for %1</source>
        <translation>Не удаётся отрисовать изображение для %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+3"/>
        <source>Cannot render the SVG for %1</source>
        <translation>Не удаётся отрисовать SVG для %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown image format</source>
        <translation>Неизвестный формат изображения</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export size must be positive</source>
        <translation>Размер экспорта должен быть положительным</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing to export: the view has no size</source>
        <translation>Нечего экспортировать: у вида нет размера</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ExtraSettings</name>
    <message>
        <location filename="../../ui/extrasettings.cpp" line="+16"/>
        <source>Other settings</source>
        <translation>Прочие настройки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everything else at its default.</source>
        <translation>Всё остальное — по умолчанию.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ad&amp;vanced settings…</source>
        <translation>&amp;Расширенные настройки…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset a&amp;ll</source>
        <translation>Сбросить &amp;всё</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings that differ from their defaults and have no control above: overrides, block_size, enforce_eager, a custom GPU memory size... Each one decides the plan.</source>
        <translation>Настройки, отличные от значений по умолчанию и не имеющие элемента управления выше: переопределения, block_size, enforce_eager, свой объём памяти GPU... Каждая из них влияет на план.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every setting the command line has, with its range and default: the GPU&apos;s memory, block_size, enforce_eager, --kv-cache-memory, the weight dtype, the overhead overrides, the accounting...</source>
        <translation>Все настройки командной строки с диапазонами и значениями по умолчанию: память GPU, block_size, enforce_eager, --kv-cache-memory, dtype весов, переопределения накладных расходов, учёт памяти...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every setting back to vLLM&apos;s (and kvbudget&apos;s) defaults; the model and the GPU stay.</source>
        <translation>Вернуть все настройки к умолчаниям vLLM (и kvbudget); модель и GPU сохраняются.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reset %1 to its default</source>
        <translation>Сбросить «%1» на значение по умолчанию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset %1</source>
        <translation>Сбросить «%1»</translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetChart</name>
    <message>
        <location filename="../../ui/fleetchart.cpp" line="+94"/>
        <source>One bar per GPU: each tenant&apos;s memory once serving (solid) and its startup spike (hatched), its ceiling (tick), other processes (grey) and free memory, in GiB. A tenant may hold a little more than its ceiling: where vLLM captures CUDA graphs after sizing the KV pool, the graphs sit outside the budget.</source>
        <translation>По полосе на GPU: память каждого тенанта при работе (сплошная) и его всплеск при запуске (штриховка), его потолок (засечка), другие процессы (серое) и свободная память, в GiB. Тенант может занимать немного больше своего потолка: когда vLLM захватывает CUDA-графы после расчёта пула KV, графы остаются вне бюджета.</translation>
    </message>
    <message>
        <location line="+241"/>
        <source>failed</source>
        <translation>отказ</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>%1: %2, ceiling %3, spike %4 (%5)</source>
        <translation>%1: %2, потолок %3, всплеск %4 (%5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>free %1</source>
        <translation>свободно %1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>other processes; solid: held once serving, hatched: startup spike, dashed: ceiling</source>
        <translation>другие процессы; сплошная — занято при работе, штриховка — всплеск при запуске, пунктир — потолок</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Fleet %1: %2 GPUs, %3 deployments</source>
        <translation>Парк %1 — GPU: %2, развёртываний: %3</translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetTimeline</name>
    <message>
        <location filename="../../ui/fleetview_timeline.cpp" line="+34"/>
        <source>Memory on each GPU as the fleet starts, in start order: each instance&apos;s startup spike (hatched), what it then holds (solid) and the headroom: the least left free under the card&apos;s total while it starts, in GiB</source>
        <translation>Память на каждом GPU по мере запуска парка в порядке запуска: всплеск при запуске каждого экземпляра (штриховка), что он затем занимает (сплошная), и запас — наименьший остаток свободной памяти под объёмом карты во время его запуска, в GiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Startup timeline</source>
        <translation>Хронология запуска</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>start order →</source>
        <translation>порядок запуска →</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>failed</source>
        <translation>отказ</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>short by %1</source>
        <translation>не хватает %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>headroom %1</source>
        <translation>запас %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::FleetView</name>
    <message>
        <location filename="../../ui/fleetview.cpp" line="+52"/>
        <source>GPUs of the fleet</source>
        <translation>GPU парка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right-click a GPU (or press the Menu key) to fail or restore it</source>
        <translation>Щёлкните правой кнопкой по GPU (или нажмите клавишу меню), чтобы вывести его из строя или восстановить</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory by GPU</source>
        <translation>Память по GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Startup timeline</source>
        <translation>Хронология запуска</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Fleet:</source>
        <translation>&amp;Парк:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A built-in fleet, or one opened with File → Open fleet…</source>
        <translation>Встроенный парк или открытый через Файл → Открыть парк…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Add current scenario to fleet</source>
        <translation>&amp;Добавить текущий сценарий в парк</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add the Capacity tab&apos;s scenario as a new deployment on the healthy GPU with most free memory, started last</source>
        <translation>Добавить сценарий вкладки «Ёмкость» как новое развёртывание на исправный GPU с наибольшим объёмом свободной памяти; оно запускается последним</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fail or restore a &amp;GPU</source>
        <translation>Отказ или восстановление &amp;GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark a GPU as failed, or healthy again (as right-clicking its bar does)</source>
        <translation>Пометить GPU как отказавший или снова исправный (как щелчок правой кнопкой по его полосе)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many deployments start when the fleet starts in the order shown</source>
        <translation>Сколько развёртываний запускается, если парк запускается в показанном порядке</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Start</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deployment</source>
        <translation>Развёртывание</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV tokens</source>
        <translation>Токены KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every deployment in start order with what happens when it starts; drag one to start it elsewhere in the order, or onto a GPU bar to move it there; double-click one to open its scenario in the Capacity tab</source>
        <translation>Все развёртывания в порядке запуска и что происходит при запуске каждого; перетащите строку, чтобы изменить её место в порядке, или на полосу GPU, чтобы перенести туда; двойной щелчок открывает её сценарий на вкладке «Ёмкость»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployments</source>
        <translation>Развёртывания</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start &amp;earlier</source>
        <translation>Запустить &amp;раньше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the selected deployment one place earlier (Alt+Up)</source>
        <translation>Запускать выбранное развёртывание на одну позицию раньше (Alt+Up)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start &amp;later</source>
        <translation>Запустить по&amp;зже</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the selected deployment one place later (Alt+Down)</source>
        <translation>Запускать выбранное развёртывание на одну позицию позже (Alt+Down)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run &amp;on:</source>
        <translation>Запуск &amp;на:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the selected single-GPU deployment to another card</source>
        <translation>Перенести выбранное развёртывание (на одном GPU) на другую карту</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>What vLLM says when the selected deployment starts (verbatim)</source>
        <translation>Что сообщает vLLM при запуске выбранного развёртывания (дословно)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Re-pack proposal</source>
        <translation>Вариант перераспределения</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KV tokens lost</source>
        <translation>Потеряно токенов KV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ways to start what the failed GPUs held on the healthy ones, the least damaging first; Apply makes the changes to the fleet shown</source>
        <translation>Способы запустить то, что было на отказавших GPU, на исправных — сначала наименее болезненные; «Применить» вносит изменения в показанный парк</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-pack proposals</source>
        <translation>Варианты перераспределения</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 of %2 deployments start on %3 GPUs</source>
        <translation>Запускаются %1 из %2 развёртываний (GPU: %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (failed)</source>
        <translation>%1 (отказ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed</source>
        <translation>%1: отказ</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no KV cache</source>
        <translation>нет KV-кэша</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2x)</source>
        <translation>%1 (%2x)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fleet</source>
        <translation>Парк</translation>
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
        <translation>Запустится, если запустить его непосредственно перед %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not every deployment starts: searching for re-pack proposals…</source>
        <translation>Запускаются не все развёртывания: поиск вариантов перераспределения…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every deployment starts: nothing to re-pack. Right-click a GPU to fail it.</source>
        <translation>Все развёртывания запускаются: перераспределять нечего. Щёлкните правой кнопкой по GPU, чтобы вывести его из строя.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not every deployment starts: %n proposal(s), the least damaging first.</source>
        <translation>
            <numerusform>Запускаются не все развёртывания: %n вариант, сначала наименее болезненные.</numerusform>
            <numerusform>Запускаются не все развёртывания: %n варианта, сначала наименее болезненные.</numerusform>
            <numerusform>Запускаются не все развёртывания: %n вариантов, сначала наименее болезненные.</numerusform>
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
        <translation>&amp;Применить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make these changes to the fleet shown and replay its startup</source>
        <translation>Внести эти изменения в показанный парк и заново воспроизвести его запуск</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Fail this GPU (%1)</source>
        <translation>Вывести из &amp;строя этот GPU (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restore this GPU (%1)</source>
        <translation>&amp;Восстановить этот GPU (%1)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The scenario runs on %1 GPUs; the fleet has %2 healthy ones.</source>
        <translation>Сценарий работает на %1 GPU, а в парке исправных: %2.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::KnobRow</name>
    <message>
        <location filename="../../ui/knobrow.cpp" line="+37"/>
        <source>%1 is changed from its default. Reset it to %2.</source>
        <translation>%1: значение изменено. Сбросить на %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is at its default (%2).</source>
        <translation>%1: значение по умолчанию (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset %1</source>
        <translation>Сбросить «%1»</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LessonDeck</name>
    <message>
        <location filename="../../ui/lessondeck.cpp" line="+169"/>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The lesson has no steps</source>
        <translation>В уроке нет шагов</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A slide deck is a PDF: -o FILE.pdf</source>
        <translation>Набор слайдов — это PDF: -o FILE.pdf</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+7"/>
        <source>Cannot write %1</source>
        <translation>Не удаётся записать %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LessonPlayer</name>
    <message>
        <location filename="../../ui/lessonplayer.cpp" line="+104"/>
        <source>← Back</source>
        <translation>← Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The previous step of the lesson (← or Page Up)</source>
        <translation>Предыдущий шаг урока (← или Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next →</source>
        <translation>Далее →</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next step: sets its scenario and shows what it is about (→ or Page Down)</source>
        <translation>Следующий шаг: задаёт его сценарий и показывает, о чём он (→ или Page Down)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close lesson</source>
        <translation>Закрыть урок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson; the scenario stays as the last step left it</source>
        <translation>Выйти из урока; сценарий останется таким, каким его оставил последний шаг</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot play the lesson</source>
        <translation>Не удаётся проиграть урок</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Уроки</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 steps; → and ← step through them</source>
        <translation>Шагов: %1; → и ← переходят по ним</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open lesson &amp;file…</source>
        <translation>Открыть &amp;файл урока…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open lesson</source>
        <translation>Открыть урок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons (*.json)</source>
        <translation>Уроки (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot open the lesson</source>
        <translation>Не удаётся открыть урок</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LoadChart</name>
    <message>
        <location filename="../../ui/loadchart.cpp" line="+40"/>
        <source>KV cache usage and requests under load</source>
        <translation>Загрузка KV-кэша и запросы под нагрузкой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scheduler simulation step by step: the share of the KV pool in use (left axis), the requests running and waiting (right axis), and a red mark wherever running requests were preempted because the pool ran out. The dashed line is the target KV usage.</source>
        <translation>Пошаговая симуляция планировщика: доля занятого пула KV (левая ось), выполняемые и ожидающие запросы (правая ось) и красная отметка везде, где выполняемые запросы были вытеснены из-за исчерпания пула. Пунктир — целевая загрузка KV.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>KV usage (%)</source>
        <translation>Загрузка KV (%)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+74"/>
        <source>target %1%</source>
        <translation>цель %1%</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>running</source>
        <translation>выполняются</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting</source>
        <translation>ожидают</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>preemptions</source>
        <translation>вытеснения</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+64"/>
        <source>engine steps</source>
        <translation>шаги движка</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>KV cache usage (% of the pool)</source>
        <translation>загрузка KV-кэша (% пула)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>requests</source>
        <translation>запросы</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Nothing simulated</source>
        <translation>Ничего не симулировано</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>simulated time (s)</source>
        <translation>симулированное время (s)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::LoadControlsWidget</name>
    <message>
        <location filename="../../ui/loadcontrols.cpp" line="+31"/>
        <source> requests</source>
        <translation> запр.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--num-requests: how many requests the simulation sends. The default, one burst of 1,024, is as many as vLLM&apos;s default max_num_seqs admits at once.</source>
        <translation>--num-requests: сколько запросов отправляет симуляция. По умолчанию — один всплеск из 1024, столько, сколько max_num_seqs vLLM по умолчанию допускает одновременно.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One burst</source>
        <translation>Один всплеск</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson</source>
        <translation>Пуассон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closed loop of users</source>
        <translation>Замкнутый цикл пользователей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--arrival: every request at once (the harshest case), a Poisson process at a mean rate, or a fixed number of users who each send the next request the moment the previous one completes.</source>
        <translation>--arrival: все запросы сразу (самый жёсткий случай), пуассоновский поток со средней интенсивностью или фиксированное число пользователей, каждый из которых отправляет следующий запрос, как только завершился предыдущий.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--arrival poisson:RATE: the mean arrival rate in requests per simulated second.</source>
        <translation>--arrival poisson:RATE: средняя интенсивность поступления в запросах за симулированную секунду.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> users</source>
        <translation> польз.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--arrival users:N: requests in flight at any moment; each completion releases the next request.</source>
        <translation>--arrival users:N: число запросов в обработке в любой момент; каждое завершение выпускает следующий запрос.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the scenario (typical / p95)</source>
        <translation>Из сценария (типичный / p95)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed prompt and output</source>
        <translation>Фиксированные промпт и вывод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Request lengths: log-normal around the scenario&apos;s typical and 95th-percentile request tokens (split about 5:1 between prompt and output), or every request exactly the prompt and output tokens below.</source>
        <translation>Длины запросов: логнормальные вокруг типичного и p95 числа токенов запроса из сценария (в пропорции примерно 5:1 между промптом и выводом) или у каждого запроса ровно указанные ниже токены промпта и вывода.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+13"/>
        <source> tokens</source>
        <translation> ток.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>--prompt-tokens: the prompt length of every request, with fixed lengths.</source>
        <translation>--prompt-tokens: длина промпта каждого запроса при фиксированных длинах.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--output-tokens: the tokens every request generates, with fixed lengths. Each decode step grows a request by one token and, every block size tokens, by one KV block.</source>
        <translation>--output-tokens: сколько токенов генерирует каждый запрос при фиксированных длинах. Каждый шаг декодирования удлиняет запрос на один токен, а каждые «размер блока» токенов — на один блок KV.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--seed: the random lengths and arrivals. The same seed always gives the same simulation; try another to see how much the result depends on luck.</source>
        <translation>--seed: случайные длины и моменты поступления. Одно и то же зерно всегда даёт одну и ту же симуляцию; попробуйте другое, чтобы увидеть, насколько результат зависит от случая.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prefix &amp;caching</source>
        <translation>&amp;Кэширование префиксов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--enable-prefix-caching (on by default in vLLM V1): the shared prefix&apos;s full blocks are computed once and shared by every request.</source>
        <translation>--enable-prefix-caching (в vLLM V1 включено по умолчанию): полные блоки общего префикса вычисляются один раз и используются всеми запросами.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--prefix-tokens: a system prompt every request begins with, counted in its prompt length. With prefix caching its blocks are stored once.</source>
        <translation>--prefix-tokens: системный промпт, с которого начинается каждый запрос; входит в длину его промпта. С кэшированием префиксов его блоки хранятся один раз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--target-kv-usage: the recommended max_num_seqs keeps the peak KV usage below this share of the pool, leaving room for requests longer than simulated.</source>
        <translation>--target-kv-usage: рекомендуемый max_num_seqs держит пиковую загрузку KV ниже этой доли пула, оставляя место для запросов длиннее симулированных.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Engine steps</source>
        <translation>Шаги движка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated seconds</source>
        <translation>Симулированные секунды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chart&apos;s horizontal axis: scheduler steps, or seconds on the simulation&apos;s clock (15 ms + 0.03 ms per token scheduled in a step, a rough Llama 3.1 8B on H100 figure).</source>
        <translation>Горизонтальная ось графика: шаги планировщика или секунды по часам симуляции (15 ms + 0,03 ms на каждый запланированный в шаге токен — грубая оценка для Llama 3.1 8B на H100).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Requests:</source>
        <translation>&amp;Запросов:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arr&amp;ivals:</source>
        <translation>По&amp;ступление:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poisson ra&amp;te:</source>
        <translation>&amp;Интенсивность:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Users:</source>
        <translation>По&amp;льзователей:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lengths:</source>
        <translation>&amp;Длины:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prompt:</source>
        <translation>П&amp;ромпт:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Output:</source>
        <translation>&amp;Вывод:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See&amp;d:</source>
        <translation>З&amp;ерно:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Shared prefix:</source>
        <translation>О&amp;бщий префикс:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tar&amp;get KV usage:</source>
        <translation>&amp;Целевая загрузка KV:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time a&amp;xis:</source>
        <translation>&amp;Ось времени:</translation>
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
        <translation>Симуляция идёт в фоне; пока новая не закончится, график показывает последний завершённый прогон.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>At the scenario&apos;s max_num_seqs</source>
        <translation>При max_num_seqs из сценария</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Peak KV usage:</source>
        <translation>Пиковая загрузка KV:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest share of the KV pool in use at once (vLLM&apos;s kv_cache_usage_perc). vLLM V1 keeps one of the plan&apos;s KV blocks as its null block and never fills it, so the usable pool here is one block smaller than the block count on the Capacity tab.</source>
        <translation>Наибольшая доля пула KV, занятая одновременно (kv_cache_usage_perc в vLLM). vLLM V1 оставляет один из блоков KV плана как нулевой блок (null block) и никогда его не заполняет, поэтому доступный пул здесь на один блок меньше, чем число блоков на вкладке «Ёмкость».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preemptions:</source>
        <translation>Вытеснения:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running requests evicted because the pool ran out; their blocks are freed and their tokens computed again later. Any at all means the setting admits more than the pool can finish.</source>
        <translation>Выполняемые запросы, вытесненные из-за исчерпания пула; их блоки освобождаются, а токены позже вычисляются заново. Любое их число означает, что настройка допускает больше, чем пул способен завершить.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max waiting:</source>
        <translation>Макс. ожидающих:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The longest the waiting queue got (requests that arrived but were not running), and the most requests running at once.</source>
        <translation>Наибольшая длина очереди ожидания (запросы, которые поступили, но не выполнялись) и наибольшее число одновременно выполняемых запросов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed:</source>
        <translation>Завершено:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Requests that finished, of those sent.</source>
        <translation>Завершившиеся запросы из отправленных.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps to drain:</source>
        <translation>Шагов до завершения:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine steps until the last request finished, and the same on the simulated clock.</source>
        <translation>Шаги движка до завершения последнего запроса и то же время по часам симуляции.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recommended max_num_seqs</source>
        <translation>Рекомендуемый max_num_seqs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Current:</source>
        <translation>Текущий:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scenario&apos;s --max-num-seqs (vLLM&apos;s default is 1,024).</source>
        <translation>--max-num-seqs сценария (в vLLM по умолчанию 1024).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated:</source>
        <translation>Симуляция:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest max_num_seqs that, on the same requests, keeps zero preemptions and the peak KV usage below the target, found by simulating.</source>
        <translation>Наибольший max_num_seqs, при котором на тех же запросах нет вытеснений, а пиковая загрузка KV ниже целевой; найден симуляцией.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule of thumb:</source>
        <translation>Эмпирическое правило:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed&apos;s rule: KV blocks ÷ blocks of a p95 request × safety margin, as kvbudget plan recommends it.</source>
        <translation>Правило из примера: блоки KV ÷ блоки p95-запроса × коэффициент запаса — так, как рекомендует kvbudget plan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+68"/>
        <location line="+76"/>
        <source>&amp;Apply</source>
        <translation>&amp;Применить</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Set the scenario&apos;s max_num_seqs to the simulated recommendation.</source>
        <translation>Установить max_num_seqs сценария равным рекомендации симуляции.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workload</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+108"/>
        <source>Simulating…</source>
        <translation>Симуляция…</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>vLLM would not start with this plan, so there is no load to simulate: %1</source>
        <translation>vLLM не запустится с этим планом, поэтому симулировать нагрузку нечем: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>vLLM would not start: nothing to simulate</source>
        <translation>vLLM не запустится: симулировать нечего</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>not simulated</source>
        <translation>не симулировано</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Nothing simulated</source>
        <translation>Ничего не симулировано</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Preemption spiral at max_num_seqs %1: the pool ran out and %2 preemptions threw away %3 computed tokens that were computed again.</source>
        <translation>Спираль вытеснений при max_num_seqs %1: пул исчерпан; из-за вытеснений (%2) пришлось заново вычислять уже вычисленные токены: %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No preemptions at max_num_seqs %1, but KV usage peaked at %2, above the %3 target: no headroom for longer requests.</source>
        <translation>Вытеснений при max_num_seqs %1 нет, но пиковая загрузка KV составила %2 — выше цели %3: нет запаса для более длинных запросов.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Holds at max_num_seqs %1: no preemptions, KV usage peaked at %2 (target: below %3).</source>
        <translation>Выдерживает при max_num_seqs %1: вытеснений нет, пиковая загрузка KV %2 (цель — ниже %3).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2 of %3 usable blocks)</source>
        <translation>%1 (%2 из %3 доступных блоков)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
%2 requests, %3 tokens recomputed</source>
        <translation>%1
запросов: %2, пересчитано токенов: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2 running at most)</source>
        <translation>%1 (одновременно выполнялось не более %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (%3 rejected as too long)</source>
        <translation>%1 из %2 (отклонено как слишком длинные: %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 steps (%2 s simulated)</source>
        <translation>шагов: %1 (симулировано %2 s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none: even one request at a time reaches the %1 target</source>
        <translation>нет: даже по одному запросу за раз загрузка достигает цели %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1
every value up to it stays below the %2 target</source>
        <translation>%1
все значения до него остаются ниже цели %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
at it: peak %2, no preemptions, %3 steps</source>
        <translation>%1
при нём: пик %2, без вытеснений, шагов: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
= ⌊%2 blocks ÷ ⌈%3 p95 tokens ÷ %4⌉ × %5⌋</source>
        <translation>%1
= ⌊%2 (блоки) ÷ ⌈%3 (токены p95) ÷ %4⌉ × %5⌋</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Apply max_num_seqs %1</source>
        <translation>&amp;Применить max_num_seqs %1</translation>
    </message>
</context>
<context>
    <name>kvb::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="+105"/>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory budget: where the GPU&apos;s memory goes and what fits (Ctrl+1)</source>
        <translation>Бюджет памяти: куда уходит память GPU и что помещается (Ctrl+1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scheduler under a workload: KV usage, queues, preemptions and the recommended max_num_seqs (Ctrl+2)</source>
        <translation>Планировщик под нагрузкой: загрузка KV, очереди, вытеснения и рекомендуемый max_num_seqs (Ctrl+2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fleet of several deployments on shared GPUs: start order, failed cards and the re-pack proposals (Ctrl+3)</source>
        <translation>Парк из нескольких развёртываний на общих GPU: порядок запуска, отказавшие карты и варианты перераспределения (Ctrl+3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open %1 from the fleet</source>
        <translation>Открыть %1 из парка</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>Show the math</source>
        <translation>Показать расчёт</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Drag a slider: every chart and the math follow.</source>
        <translation>Двигайте ползунок — все графики и расчёт обновляются.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>saved settings</source>
        <translation>сохранённые настройки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last scenario could not be restored (%1); starting from the default.</source>
        <translation>Не удалось восстановить последний сценарий (%1); используется сценарий по умолчанию.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy image</source>
        <translation>&amp;Копировать изображение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the dashboard to the clipboard as an image</source>
        <translation>Скопировать дашборд в буфер обмена как изображение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy plan as &amp;Markdown</source>
        <translation>Копировать план как &amp;Markdown</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the plan as a Markdown table for a capacity-review document</source>
        <translation>Скопировать план как таблицу Markdown для документа с обзором ёмкости</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;launch command</source>
        <translation>Копировать команду &amp;запуска</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the vllm serve command that reproduces this plan</source>
        <translation>Скопировать команду vllm serve, которая воспроизводит этот план</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the vllm serve command that reproduces this plan: only the flags that differ from vLLM&apos;s defaults, and kvbudget&apos;s own settings as a comment</source>
        <translation>Скопировать команду vllm serve, которая воспроизводит этот план: только флаги, отличные от умолчаний vLLM, а собственные настройки kvbudget — в комментарии</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add current scenario to &amp;fleet</source>
        <translation>Добавить текущий сценарий в &amp;парк</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add the scenario as a new deployment on the fleet&apos;s GPU with most free memory, started last (the GPUs tab)</source>
        <translation>Добавить сценарий как новое развёртывание на GPU парка с наибольшим объёмом свободной памяти; оно запускается последним (вкладка «GPU»)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Advanced settings…</source>
        <translation>&amp;Расширенные настройки…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every setting the command line has: GPU memory, block_size, enforce_eager, --kv-cache-memory, the weight dtype, the overhead overrides...</source>
        <translation>Все настройки командной строки: память GPU, block_size, enforce_eager, --kv-cache-memory, dtype весов, переопределения накладных расходов...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Capacity</source>
        <translation>&amp;Ёмкость</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the memory budget dashboard</source>
        <translation>Показать дашборд бюджета памяти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load</source>
        <translation>&amp;Нагрузка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the scheduler simulation under load</source>
        <translation>Показать симуляцию планировщика под нагрузкой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the fleet: several deployments on shared GPUs</source>
        <translation>Показать парк: несколько развёртываний на общих GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the &amp;math</source>
        <translation>Показать &amp;расчёт</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Palette</source>
        <translation>&amp;Палитра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System</source>
        <translation>&amp;Системная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>С&amp;ветлая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About kvbudget</source>
        <translation>&amp;О kvbudget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_calibrate.cpp" line="+20"/>
        <source>Ca&amp;librate from a vLLM log…</source>
        <translation>&amp;Калибровка по логу vLLM…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste or open vLLM&apos;s startup log: compare it with the prediction and start what-ifs from the measured terms</source>
        <translation>Вставьте или откройте лог запуска vLLM: сравните его с прогнозом и начните анализ «что если» с измеренных слагаемых</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Calibrated from your vLLM log</source>
        <translation>Откалибровано по вашему логу vLLM</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+46"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import config.json…</source>
        <translation>&amp;Импорт config.json…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+80"/>
        <source>Import a Hugging Face config.json</source>
        <translation>Импорт config.json из Hugging Face</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+80"/>
        <source>Model config (config.json *.json);;All files (*)</source>
        <translation>Конфигурация модели (config.json *.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Открыть сценарий…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a scenario</source>
        <translation>Открыть сценарий</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_compare.cpp" line="+17"/>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The baseline and up to three more scenarios side by side: every key figure with its change, the memory bars on one scale, the curves overlaid (Ctrl+4)</source>
        <translation>Базовый вариант и ещё до трёх сценариев рядом: все ключевые показатели с изменениями, полосы памяти на общей шкале, наложенные кривые (Ctrl+4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../ui/mainwindow_files.cpp" line="+0"/>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Файлы сценариев (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add scenario file to comparison</source>
        <translation>Добавить файл сценария в сравнение</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pin as &amp;baseline</source>
        <translation>Закрепить как &amp;базовый</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pin the current scenario as the baseline of a comparison</source>
        <translation>Закрепить текущий сценарий как базовый вариант сравнения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a comparison with the current scenario as its baseline (the Compare tab); add up to three more to see every key figure&apos;s change</source>
        <translation>Начать сравнение с текущим сценарием в качестве базового (вкладка «Сравнение»); добавьте ещё до трёх, чтобы видеть изменение каждого ключевого показателя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to co&amp;mparison</source>
        <translation>Добавить в &amp;сравнение</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a copy of the current scenario to the comparison</source>
        <translation>Добавить копию текущего сценария в сравнение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a copy of the current scenario as a new column of the Compare tab, to change a knob in (at most four scenarios)</source>
        <translation>Добавить копию текущего сценария как новый столбец вкладки «Сравнение», чтобы изменить в нём настройку (не более четырёх сценариев)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add scenario file to comparison…</source>
        <translation>Добавить файл сценария в сравнение…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a saved scenario file as a new column of the Compare tab</source>
        <translation>Добавить сохранённый файл сценария как новый столбец вкладки «Сравнение»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Co&amp;mpare</source>
        <translation>&amp;Сравнение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the comparison: the baseline and up to three more scenarios</source>
        <translation>Показать сравнение: базовый вариант и ещё до трёх сценариев</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+5"/>
        <source>Open &amp;fleet…</source>
        <translation>Открыть &amp;парк…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a fleet</source>
        <translation>Открыть парк</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fleet files (*.json);;All files (*)</source>
        <translation>Файлы парков (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a fleet file (&quot;kvbudget_fleet&quot;: 1) in the GPUs tab</source>
        <translation>Открыть файл парка (&quot;kvbudget_fleet&quot;: 1) на вкладке «GPU»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Built-in scenarios</source>
        <translation>&amp;Встроенные сценарии</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+124"/>
        <source>Open %1</source>
        <translation>Открыть %1</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Built-in scenario</source>
        <translation>Встроенный сценарий</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_session.cpp" line="+39"/>
        <source>Autosave failed: %1</source>
        <translation>Сбой автосохранения: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back the last change of the scenario</source>
        <translation>Отменить последнее изменение сценария</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make the change that was taken back again</source>
        <translation>Снова применить отменённое изменение</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Save scenario</source>
        <translation>&amp;Сохранить сценарий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the scenario to its file (asks for one the first time)</source>
        <translation>Сохранить сценарий в его файл (в первый раз будет запрошено имя файла)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save scenario &amp;as…</source>
        <translation>Сохранить сценарий &amp;как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Save the scenario</source>
        <translation>Сохранить сценарий</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>Scenario files (*.json)</source>
        <translation>Файлы сценариев (*.json)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Save the scenario to a new file</source>
        <translation>Сохранить сценарий в новый файл</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Очистить список</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open recent</source>
        <translation>Открыть недавний файл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation>%1 больше не существует; файл убран из списка недавних.</translation>
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
        <translation>Сохранить изменения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved. Save them before closing?</source>
        <translation>В %1 есть несохранённые изменения. Сохранить их перед закрытием?</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+26"/>
        <source>Restore the scenario</source>
        <translation>Восстановить сценарий</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>kvbudget did not close cleanly. Restore the scenario from %1?</source>
        <translation>kvbudget завершился некорректно. Восстановить сценарий (источник: %1)?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Restore</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Отбросить</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the autosave</source>
        <translation>автосохранение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosaved scenario could not be read: %1</source>
        <translation>Не удалось прочитать автосохранённый сценарий: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore the autosaved scenario</source>
        <translation>Восстановить автосохранённый сценарий</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restored the scenario autosaved at %1</source>
        <translation>Восстановлен сценарий, автосохранённый в %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_files.cpp" line="+7"/>
        <source>&amp;Export dashboard…</source>
        <translation>&amp;Экспорт дашборда…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export &amp;chart</source>
        <translation>Экспорт &amp;графика</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Memory bars…</source>
        <translation>&amp;Полосы памяти…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Concurrency…</source>
        <translation>&amp;Конкурентность…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Utilization…</source>
        <translation>&amp;Утилизация…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Savings…</source>
        <translation>&amp;Экономия…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Load (simulation)…</source>
        <translation>&amp;Нагрузка (симуляция)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <location line="+132"/>
        <location line="+54"/>
        <location line="+14"/>
        <location line="+7"/>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <location line="-214"/>
        <location line="+7"/>
        <location line="+207"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>Изображение PNG (*.png);;Изображение SVG (*.svg);;Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>&amp;GPUs (fleet)…</source>
        <translation>&amp;GPU (парк)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Import config.json</source>
        <translation>Импорт config.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not import %1:
%2</source>
        <translation>Не удалось импортировать %1:
%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Imported %1</source>
        <translation>Импортировано: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open scenario</source>
        <translation>Открыть сценарий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open %1:
%2</source>
        <translation>Не удалось открыть %1:
%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened %1</source>
        <translation>Открыто: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1 (%2)</source>
        <translation>Открыто: %1 (%2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save scenario</source>
        <translation>Сохранить сценарий</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+54"/>
        <location line="+14"/>
        <location filename="../../ui/mainwindow_report.cpp" line="+49"/>
        <source>Exported %1</source>
        <translation>Экспортировано: %1</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Exporting %1…</source>
        <translation>Экспорт %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Exporting %1 when the simulation finishes…</source>
        <translation>Экспорт %1 после завершения симуляции…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 · workload: %2</source>
        <translation>%1 · нагрузка: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kvbudget load: %1</source>
        <translation>kvbudget, нагрузка: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Copied the dashboard as an image</source>
        <translation>Дашборд скопирован как изображение</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the plan as Markdown</source>
        <translation>План скопирован как Markdown</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the vllm serve command</source>
        <translation>Команда vllm serve скопирована</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>About kvbudget</source>
        <translation>О kvbudget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;kvbudget %1&lt;/h3&gt;&lt;p&gt;GPU memory and KV-cache capacity planner for LLM serving, in vLLM&apos;s own arithmetic: the memory ceiling, the profiling run, the KV blocks and the startup checks.&lt;/p&gt;&lt;p&gt;Every number on the dashboard comes from the engine; &lt;i&gt;View → Show the math&lt;/i&gt; shows the working.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;kvbudget %1&lt;/h3&gt;&lt;p&gt;Планировщик памяти GPU и ёмкости KV-кэша для обслуживания LLM в собственной арифметике vLLM: потолок памяти, профилировочный прогон, блоки KV и проверки при запуске.&lt;/p&gt;&lt;p&gt;Каждое число на дашборде получено движком; &lt;i&gt;Вид → Показать расчёт&lt;/i&gt; показывает выкладки.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/languagemenu.cpp" line="+60"/>
        <source>L&amp;anguage</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_report.cpp" line="-28"/>
        <source>Export &amp;report…</source>
        <translation>Экспорт о&amp;тчёта…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>Export report</source>
        <translation>Экспорт отчёта</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>PDF document (*.pdf);;HTML page (*.html);;Markdown with PNG charts (*.md)</source>
        <translation>Документ PDF (*.pdf);;Страница HTML (*.html);;Markdown с графиками PNG (*.md)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A document for a capacity review: the verdict, the charts, the worked math, vLLM&apos;s log lines, the launch command and the assumptions</source>
        <translation>Документ для обзора ёмкости: вердикт, графики, расчёт, строки лога vLLM, команда запуска и допущения</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow_tools.cpp" line="+16"/>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;What fits…</source>
        <translation>&amp;Что поместится…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fewest GPUs and the split that hold N requests of T tokens, cheapest first; the longest context and the utilization range that start</source>
        <translation>Наименьшее число GPU и разбиение, вмещающие N запросов по T токенов, сначала самые дешёвые; наибольший контекст и диапазон утилизации, при которых vLLM запускается</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loaded the chosen option from What fits?</source>
        <translation>Загружен выбранный вариант из «Что поместится?»</translation>
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
        <translation>Шаг</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working</source>
        <translation>Выкладки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
</context>
<context>
    <name>kvb::ui::MemoryBarWidget</name>
    <message>
        <location filename="../../ui/kvbandoverlay.cpp" line="+39"/>
        <source>KV calibrated ±%1</source>
        <translation>KV после калибровки ±%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV uncertainty %1</source>
        <translation>Неопределённость KV %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;KV cache range&lt;/b&gt;: %1 – %2&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Диапазон KV-кэша&lt;/b&gt;: %1 – %2&lt;br&gt;%3</translation>
    </message>
    <message>
        <location filename="../../ui/memorybarpaint.cpp" line="+69"/>
        <source>memory per GPU (GiB); the card: %1</source>
        <translation>память на GPU (GiB); карта: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory per GPU (GiB)</source>
        <translation>память на GPU (GiB)</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>ceiling %1 = %2 × %3</source>
        <translation>потолок %1 = %2 × %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ceiling %1</source>
        <translation>потолок %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>card %1</source>
        <translation>карта %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>over budget by %1: no KV cache</source>
        <translation>превышение бюджета на %1: нет KV-кэша</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over by %1</source>
        <translation>превышение на %1</translation>
    </message>
    <message>
        <location filename="../../ui/memorybarwidget.cpp" line="+31"/>
        <source>GPU memory per rank</source>
        <translation>Память GPU на ранг</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>GPU memory per rank (%n GPUs)</source>
        <translation>
            <numerusform>Память GPU на ранг (%n GPU)</numerusform>
            <numerusform>Память GPU на ранг (%n GPU)</numerusform>
            <numerusform>Память GPU на ранг (%n GPU)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation>Память GPU</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>GPU %1 · stage %2 · TP rank %3</source>
        <translation>GPU %1 · стадия %2 · ранг TP %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU %1 · stage %2</source>
        <translation>GPU %1 · стадия %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs %1–%2 · stage %3 (%4 identical)</source>
        <translation>GPU %1–%2 · стадия %3 (одинаковых: %4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs %1–%2 (%3 identical)</source>
        <translation>GPU %1–%2 (одинаковых: %3)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>No plan: the chart has no room</source>
        <translation>Нет плана: графику не хватает места</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid scenario: %1</source>
        <translation>Некорректный сценарий: %1</translation>
    </message>
    <message>
        <location filename="../../ui/startuppeakoverlay.cpp" line="+35"/>
        <source>startup peak %1 (steady %2)</source>
        <translation>пик при запуске %1 (в работе %2)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Presentation</name>
    <message>
        <location filename="../../ui/presentation.cpp" line="+59"/>
        <source>&amp;Presentation mode</source>
        <translation>Режим пре&amp;зентации</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen, large type, high contrast, one view at a time (F5; Esc leaves)</source>
        <translation>Во весь экран, крупный шрифт, высокий контраст, по одному виду за раз (F5; Esc — выход)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Present to a room: full screen, projector-sized type and lines, a high-contrast palette, one view at a time (PageDown / PageUp or 1–6), L for a cursor highlight; Esc leaves</source>
        <translation>Показ для аудитории: во весь экран, шрифт и линии под проектор, высококонтрастная палитра, по одному виду за раз (PageDown / PageUp или 1–6), L — подсветка курсора; Esc — выход</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Zoom</source>
        <translation>&amp;Масштаб</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Larger type and lines everywhere (Ctrl +)</source>
        <translation>Крупнее шрифт и линии везде (Ctrl +)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smaller type and lines everywhere (Ctrl −)</source>
        <translation>Мельче шрифт и линии везде (Ctrl −)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Обычный размер</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type and lines at their normal size (Ctrl 0)</source>
        <translation>Шрифт и линии обычного размера (Ctrl 0)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::PresentationView</name>
    <message>
        <location filename="../../ui/presentationview.cpp" line="+33"/>
        <source>Presentation</source>
        <translation>Презентация</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presentation view</source>
        <translation>Вид презентации</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>PageDown / PageUp: next or previous page, then view · 1–6: one view · L: cursor highlight · Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave</source>
        <extracomment>Presentation mode&apos;s key hint on the math when its steps take more than one page: PageDown / PageUp turn the pages first, and past the first or the last page go to the previous or next view</extracomment>
        <translation>PageDown / PageUp: следующая или предыдущая страница, затем вид · 1–6: один вид · L: подсветка курсора · Ctrl + / Ctrl − / Ctrl 0: масштаб · Esc: выход</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PageDown / PageUp or 1–6: next, previous or one view · L: cursor highlight · Ctrl + / Ctrl − / Ctrl 0: zoom · Esc: leave</source>
        <translation>PageDown / PageUp или 1–6: следующий, предыдущий или выбранный вид · L: подсветка курсора · Ctrl + / Ctrl − / Ctrl 0: масштаб · Esc: выход</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>Show the math</source>
        <translation>Показать расчёт</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Where the GPU&apos;s memory goes</source>
        <translation>Куда уходит память GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent requests</source>
        <translation>Одновременные запросы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache against gpu_memory_utilization</source>
        <translation>KV-кэш в зависимости от gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each saving buys</source>
        <translation>Что даёт каждый шаг экономии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The math</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fleet&apos;s GPUs</source>
        <translation>GPU парка</translation>
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
        <translation>Страница %1 из %2</translation>
    </message>
</context>
<context>
    <name>kvb::ui::SavingsChart</name>
    <message>
        <location filename="../../ui/savingschart.cpp" line="+19"/>
        <location line="+18"/>
        <source>Savings for one request</source>
        <translation>Экономия на одном запросе</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Weights plus the KV cache of one request at max_model_len on one GPU: multi-head attention with a contiguous 16-bit reservation, then each technique in turn.</source>
        <translation>Веса плюс KV-кэш одного запроса длиной max_model_len на одном GPU: многоголовое внимание со сплошным 16-битным резервированием, затем поочерёдно каждый приём.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Savings for %1 requests of %2 tokens, per GPU</source>
        <translation>Экономия для %1 запросов по %2 токенов, на GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Savings for one %1-token request, per GPU</source>
        <translation>Экономия на одном запросе из %1 токенов, на GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(beyond the model&apos;s limit: for teaching only)</source>
        <translation>(больше предела модели: только для обучения)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Multi-head</source>
        <translation>Многоголовое</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grouped-query</source>
        <translation>Групповое</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>fp8 KV</source>
        <translation>KV в fp8</translation>
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
        <translation>Страничные блоки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Int4 weights</source>
        <translation>Веса Int4</translation>
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
        <translation>Страницы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Int4</source>
        <translation>Int4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>model is multi-head</source>
        <translation>у модели многоголовое внимание</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already quantized</source>
        <translation>уже квантизована</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1/token</source>
        <translation>%1/токен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens</source>
        <translation>токенов: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AWQ, group 128</source>
        <translation>AWQ, группа 128</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache of the request</source>
        <translation>KV-кэш запроса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved by the step</source>
        <translation>Сэкономлено шагом</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No plan: the scenario is invalid</source>
        <translation>Нет плана: сценарий некорректен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid scenario: %1</source>
        <translation>Некорректный сценарий: %1</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>GiB per GPU</source>
        <translation>GiB на GPU</translation>
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
        <translation>Изменение сценария</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change %1</source>
        <translation>Изменение: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Change %n settings</source>
        <translation>
            <numerusform>Изменение %n настройки</numerusform>
            <numerusform>Изменение %n настроек</numerusform>
            <numerusform>Изменение %n настроек</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvb::ui::ScenarioPanel</name>
    <message>
        <location filename="../../ui/scenariopanel.cpp" line="+96"/>
        <source>The model vLLM serves. Presets carry the shapes of the Hugging Face config.json; import your own config.json, or drop it (or a model folder) on the window. Type part of a name to search the list.</source>
        <translation>Модель, которую обслуживает vLLM. Пресеты содержат размерности из config.json Hugging Face; импортируйте свой config.json или перетащите его (или папку модели) на окно. Введите часть названия, чтобы найти модель в списке.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search models…</source>
        <translation>Поиск моделей…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>&amp;Импорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a Hugging Face config.json (or a model folder holding one) as the model.</source>
        <translation>Прочитать config.json Hugging Face (или папку модели с ним) как модель.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The GPU model. Its memory is what CUDA reports (torch total_memory), which is what vLLM multiplies by gpu_memory_utilization. Advanced settings… takes any other size.</source>
        <translation>Модель GPU. Её память — то, что сообщает CUDA (torch total_memory), и именно её vLLM умножает на gpu_memory_utilization. Другой объём можно задать в «Расширенных настройках…».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>GPUs available to the deployment. vLLM needs tensor_parallel_size × pipeline_parallel_size of them; more only matter for data parallelism.</source>
        <translation>GPU, доступные развёртыванию. vLLM нужно tensor_parallel_size × pipeline_parallel_size из них; большее число важно только для параллелизма по данным.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--tensor-parallel-size: each layer is split over this many GPUs. The attention heads must divide evenly, so sizes that do not are disabled.</source>
        <translation>--tensor-parallel-size: каждый слой делится между этим числом GPU. Головы внимания должны делиться нацело, поэтому неподходящие размеры недоступны.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--pipeline-parallel-size: the layers are split into this many stages, one per GPU group. vLLM sizes the KV cache by the stage with the fewest blocks.</source>
        <translation>--pipeline-parallel-size: слои делятся на столько стадий, по одной на группу GPU. vLLM определяет размер KV-кэша по стадии с наименьшим числом блоков.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--gpu-memory-utilization: the share of the whole card vLLM may use. Weights, activations and (from v0.21) CUDA graphs come out of it; the rest is KV cache.</source>
        <translation>--gpu-memory-utilization: доля всей карты, которую может занять vLLM. Из неё берутся веса, активации и (с v0.21) CUDA-графы; остальное — KV-кэш.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--max-model-len: the longest request (prompt + output) vLLM accepts. One such request must fit in the KV cache or vLLM refuses to start. The slider snaps to powers of two; type any exact value in the box.</source>
        <translation>--max-model-len: самый длинный запрос (промпт + вывод), который принимает vLLM. Один такой запрос должен поместиться в KV-кэш, иначе vLLM отказывается запускаться. Ползунок привязан к степеням двойки; точное значение можно ввести в поле.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--kv-cache-dtype: auto stores K and V in the model&apos;s dtype (2 bytes); fp8 stores one byte per element, doubling the tokens that fit.</source>
        <translation>--kv-cache-dtype: auto хранит K и V в dtype модели (2 байта); fp8 хранит один байт на элемент, вдвое увеличивая число помещающихся токенов.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--quantization: what-if for an unquantized checkpoint. fp8 and int8 store 8-bit weights, AWQ and GPTQ 4-bit weights with group scales. A quantized checkpoint keeps its own scheme.</source>
        <translation>--quantization: что будет, если квантизовать неквантизованный чекпойнт. fp8 и int8 хранят 8-битные веса, AWQ и GPTQ — 4-битные веса с групповыми масштабами. Квантизованный чекпойнт сохраняет свою схему.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--max-num-seqs: the most requests vLLM schedules at once. It sizes the sampler&apos;s profiling run and the CUDA graph captures.</source>
        <translation>--max-num-seqs: наибольшее число запросов, которое vLLM планирует одновременно. От него зависят профилировочный прогон сэмплера и захваты CUDA-графов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--max-num-batched-tokens: tokens per scheduler step. vLLM&apos;s profiling forward pass runs this many tokens, which sets the activation peak.</source>
        <translation>--max-num-batched-tokens: токенов на шаг планировщика. Профилировочный прямой проход vLLM обрабатывает столько токенов, и это задаёт пик активаций.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory other processes already hold on each GPU when vLLM starts. vLLM refuses to start if the free memory is below its utilization ceiling.</source>
        <translation>Память, которую другие процессы уже занимают на каждом GPU при запуске vLLM. vLLM отказывается запускаться, если свободной памяти меньше его потолка утилизации.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A typical request (prompt + output). Paged KV blocks mean such requests pin only what they use: this sets the realistic concurrency.</source>
        <translation>Типичный запрос (промпт + вывод). Благодаря страничным блокам KV такие запросы занимают только то, что используют: это задаёт реалистичную конкурентность.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source> tokens</source>
        <translation> ток.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The 95th-percentile request. kvbudget recommends a max_num_seqs that keeps a batch of these resident with a safety margin.</source>
        <translation>Запрос 95-го перцентиля. kvbudget рекомендует max_num_seqs, при котором батч таких запросов помещается в памяти с коэффициентом запаса.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Model and GPUs</source>
        <translation>Модель и GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Model</source>
        <translation>&amp;Модель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU &amp;count</source>
        <translation>&amp;Число GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tensor parallel</source>
        <translation>&amp;Тензорный параллелизм</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pipeline parallel</source>
        <translation>&amp;Конвейерный параллелизм</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vLLM settings</source>
        <translation>Настройки vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vLLM versio&amp;n</source>
        <translation>&amp;Версия vLLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpu_memory_&amp;utilization</source>
        <translation>gpu_memory_&amp;utilization</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_&amp;len (tokens)</source>
        <translation>max_model_&amp;len (токены)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;KV cache dtype</source>
        <translation>dtype &amp;KV-кэша</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weight quantization</source>
        <translation>Кванти&amp;зация весов</translation>
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
        <translation>Окружение и нагрузка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other processes</source>
        <translation>&amp;Другие процессы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;ypical request</source>
        <translation>Ти&amp;пичный запрос</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p9&amp;5 request</source>
        <translation>Запрос p9&amp;5</translation>
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
        <translation> (по умолчанию)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>auto (%1)</source>
        <translation>auto (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (imported)</source>
        <translation>%1 (импорт)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1B parameters · %2 layers · %3 query / %4 KV heads × %5 · %6 positions</source>
        <translation>%1 млрд параметров · слоёв: %2 · голов: %3 query / %4 KV × %5 · позиций: %6</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 (from config)</source>
        <translation>%1 (из конфигурации)</translation>
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
        <translation>нет (%1)</translation>
    </message>
</context>
<context>
    <name>kvb::ui::Terms</name>
    <message>
        <location filename="../../ui/termcolors.cpp" line="+85"/>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-torch</source>
        <translation>Вне torch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Activation peak</source>
        <translation>Пик активаций</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA graphs</source>
        <translation>CUDA-графы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>KV cache pool</source>
        <translation>Пул KV-кэша</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free above ceiling</source>
        <translation>Свободно над потолком</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA context</source>
        <translation>Контекст CUDA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other processes</source>
        <translation>Другие процессы</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The model&apos;s parameters on this GPU (&quot;Model loading took X GiB&quot;).</source>
        <translation>Параметры модели на этом GPU («Model loading took X GiB»).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA, cuBLAS and NCCL buffers that PyTorch&apos;s allocator does not see, charged to the budget.</source>
        <translation>Буферы CUDA, cuBLAS и NCCL, которых не видит аллокатор PyTorch; учитываются в бюджете.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The torch peak of vLLM&apos;s profiling forward pass over max_num_batched_tokens.</source>
        <translation>Пик torch в профилировочном прямом проходе vLLM по max_num_batched_tokens.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory held by captured CUDA graphs; charged to the budget from vLLM 0.21.</source>
        <translation>Память, занятая захваченными CUDA-графами; учитывается в бюджете начиная с vLLM 0.21.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is left under the ceiling: vLLM&apos;s &quot;Available KV cache memory&quot;.</source>
        <translation>Остаток под потолком: «Available KV cache memory» vLLM.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory above gpu_memory_utilization that vLLM leaves alone.</source>
        <translation>Память сверх gpu_memory_utilization, которую vLLM не трогает.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The CUDA context created before vLLM&apos;s memory snapshot; not charged to the budget.</source>
        <translation>Контекст CUDA, созданный до снимка памяти vLLM; в бюджете не учитывается.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory other processes held on the GPU when vLLM started.</source>
        <translation>Память, которую другие процессы занимали на GPU при запуске vLLM.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::UtilizationChart</name>
    <message>
        <location filename="../../ui/utilizationchart.cpp" line="+37"/>
        <source>KV cache capacity against gpu_memory_utilization</source>
        <translation>Ёмкость KV-кэша в зависимости от gpu_memory_utilization</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU KV cache size vLLM would report at each gpu_memory_utilization, with the rest of the scenario unchanged; shaded red where vLLM would refuse to start. The light band around the line is the uncertainty of the overhead estimate.</source>
        <translation>Размер KV-кэша GPU, который сообщил бы vLLM при каждом значении gpu_memory_utilization при неизменном остальном сценарии; красная заливка — где vLLM отказался бы запускаться. Светлая полоса вокруг линии — неопределённость оценки накладных расходов.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>gpu_memory_utilization (share of the card)</source>
        <translation>gpu_memory_utilization (доля карты)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV tokens</source>
        <translation>Токены KV</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vLLM refuses to start</source>
        <translation>vLLM отказывается запускаться</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>uncertainty</source>
        <translation>неопределённость</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU KV cache size</source>
        <translation>Размер KV-кэша GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>current utilization</source>
        <translation>текущая утилизация</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>+%1 ≈ %2 tokens</source>
        <translation>+%1 ≈ %2 ток.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::ValidatingSpinBox</name>
    <message>
        <location filename="../../ui/validatingspinbox.cpp" line="+59"/>
        <source>any number</source>
        <translation>любое число</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>greater than %1</source>
        <translation>больше %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>at least %1</source>
        <translation>не меньше %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1</source>
        <translation>от %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>below %1</source>
        <translation>меньше %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at most %1</source>
        <translation>не больше %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Accepted: %1.</source>
        <translation>Допустимо: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of range. %2

%3</source>
        <translation>%1 — вне допустимого диапазона. %2

%3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Out of range</source>
        <translation>Вне диапазона</translation>
    </message>
</context>
<context>
    <name>kvb::ui::VerdictBanner</name>
    <message>
        <location filename="../../ui/verdictbanner.cpp" line="+37"/>
        <source>The error vLLM would raise at startup, word for word</source>
        <translation>Ошибка, которую vLLM выдал бы при запуске, дословно</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Details</source>
        <translation>&amp;Подробности</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide vLLM&apos;s messages and the notes under the headline. The banner folds to one line by itself when the window is short.</source>
        <translation>Показать или скрыть сообщения vLLM и примечания под заголовком. Если окно низкое, баннер сам сворачивается в одну строку.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>What vLLM would log at startup, word for word</source>
        <translation>Что vLLM записал бы в лог при запуске, дословно</translation>
    </message>
</context>
<context>
    <name>kvb::ui::VersionCombo</name>
    <message>
        <location filename="../../ui/versioncombo.cpp" line="+23"/>
        <source>, newest modelled</source>
        <translation>, новейшая из смоделированных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2%3)</source>
        <translation>%1 (%2%3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 engine, default gpu_memory_utilization %3, CUDA graphs inside the budget.</source>
        <translation>%1: движок %2, gpu_memory_utilization по умолчанию %3, CUDA-графы внутри бюджета.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 engine, default gpu_memory_utilization %3, CUDA graphs outside the budget.</source>
        <translation>%1: движок %2, gpu_memory_utilization по умолчанию %3, CUDA-графы вне бюджета.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--vllm-version: vLLM&apos;s memory accounting differs between versions — what is charged to the gpu_memory_utilization ceiling (other processes and the CUDA context up to 0.9, CUDA graphs from 0.21), the default utilization (0.90, 0.92 from 0.21), the V0 and V1 formulas for blocks, tokens and concurrency, and the batch defaults. One version per modelled range; the newest modelled is the default.</source>
        <translation>--vllm-version: учёт памяти vLLM различается между версиями — что относится к потолку gpu_memory_utilization (другие процессы и контекст CUDA до 0.9, CUDA-графы с 0.21), утилизация по умолчанию (0.90; 0.92 с 0.21), формулы V0 и V1 для блоков, токенов и конкурентности, а также умолчания батча. По одной версии на смоделированный диапазон; по умолчанию — новейшая из смоделированных.</translation>
    </message>
</context>
<context>
    <name>kvb::ui::WhatFitsDialog</name>
    <message>
        <location filename="../../ui/whatfitsdialog.cpp" line="+45"/>
        <source>$%1/h</source>
        <translation>$%1/ч</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no price</source>
        <translation>нет цены</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What fits?</source>
        <translation>Что поместится?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Requests the deployment must hold in its KV cache at once</source>
        <translation>Сколько запросов развёртывание должно одновременно вмещать в KV-кэше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens per request, prompt and output together</source>
        <translation>Токенов на запрос, промпт и вывод вместе</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source> tokens</source>
        <translation> ток.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>vLLM&apos;s --max-model-len for every option; &quot;as the request&quot; uses the request length, the shortest context that serves the workload</source>
        <translation>--max-model-len vLLM для каждого варианта; «как у запроса» — длина запроса, самый короткий контекст, который обслуживает нагрузку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>as the request</source>
        <translation>как у запроса</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The GPU types to consider, with the indicative on-demand price per GPU-hour (presets/gpu-prices.json: source and date per figure)</source>
        <translation>Типы GPU для рассмотрения с ориентировочной ценой по требованию за GPU-час (presets/gpu-prices.json: источник и дата для каждой цены)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Search</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan every split of 1, 2, 3… GPUs of each type until one holds the workload</source>
        <translation>Рассчитать все разбиения на 1, 2, 3… GPU каждого типа, пока одно из них не вместит нагрузку</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Concurrent requests:</source>
        <translation>&amp;Одновременных запросов:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tokens per request:</source>
        <translation>&amp;Токенов на запрос:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max_model_&amp;len:</source>
        <translation>max_model_&amp;len:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPU types:</source>
        <translation>Типы &amp;GPU:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>Число GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TP × PP × DP</source>
        <translation>TP × PP × DP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$ per hour</source>
        <translation>$ в час</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Concurrency</source>
        <translation>Конкурентность</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheapest first (unpriced after priced), then fewest GPUs; each row is a plan the engine computed. Concurrency: requests of the given length held at once.</source>
        <translation>Сначала самые дешёвые (без цены — после тех, что с ценой), затем с наименьшим числом GPU; каждая строка — план, рассчитанный движком. Конкурентность: сколько запросов заданной длины вмещается одновременно.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Apply</source>
        <translation>&amp;Применить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load the selected option (GPU, count, split, max_model_len) into the window</source>
        <translation>Загрузить выбранный вариант (GPU, число, разбиение, max_model_len) в окно</translation>
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
        <translation>запросов: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>starts, holds %1</source>
        <translation>запускается, вмещает %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at most %1</source>
        <translation>не более %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split of up to %1 GPUs holds it</source>
        <translation>ни одно разбиение до %1 GPU не вмещает</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No option holds the workload: fewer requests, shorter requests, an fp8 KV cache or more GPUs (see the rows above).</source>
        <translation>Ни один вариант не вмещает нагрузку: меньше запросов, короче запросы, KV-кэш в fp8 или больше GPU (см. строки выше).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First option: the longest max_model_len that starts is %1 tokens</source>
        <translation>Первый вариант: vLLM запускается с max_model_len до %1 токенов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; it starts at gpu_memory_utilization %1 to %2</source>
        <translation>; запуск проходит при gpu_memory_utilization от %1 до %2</translation>
    </message>
</context>
</TS>
