<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BenchmarkProgress</name>
    <message>
        <location filename="../../ui/jobs/benchmarkprogress.cpp" line="13" />
        <source>Not run yet</source>
        <translation>尚未运行</translation>
    </message>
    <message>
        <location filename="../../ui/jobs/benchmarkprogress.cpp" line="16" />
        <source>Measuring… %p %</source>
        <translation>正在测量… %p %</translation>
    </message>
    <message>
        <location filename="../../ui/jobs/benchmarkprogress.cpp" line="20" />
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../ui/jobs/benchmarkprogress.cpp" line="23" />
        <source>Cancelled at %p %</source>
        <translation>已在 %p % 处取消</translation>
    </message>
    <message>
        <location filename="../../ui/jobs/benchmarkprogress.cpp" line="26" />
        <source>Stopped: out of memory</source>
        <translation>已停止：内存不足</translation>
    </message>
</context>
<context>
    <name>BenchmarkWords</name>
    <message>
        <location filename="../../ui/jobs/benchmarkwords.cpp" line="14" />
        <source>Faster than the copy is possible here: these kernels write y with streaming stores, which skip reading each line of y from memory first, while the copy is the C library's memcpy, which chooses its own stores and may not stream at this size. The copy is a reference, not the memory's hard limit.</source>
        <translation>这里比复制还快是可能的：这些算子用流式存储写 y，不必先从内存读入 y 的每一个缓存行；而复制用的是 C 库的 memcpy，它自己决定怎样存储，在这个大小上未必用流式存储。所以复制只是参照，不是内存的硬上限。</translation>
    </message>
    <message>
        <location filename="../../ui/jobs/benchmarkwords.cpp" line="18" />
        <source>Faster than the copy is possible here: the batch is small enough to stay largely in the caches, where the copy's speed is set by memcpy's own choices rather than by memory. The copy is a reference, not a hard limit.</source>
        <translation>这里比复制还快是可能的：这批数据小到大部分能留在缓存里，这时复制的速度取决于 memcpy 自己的实现，而不是内存。所以复制只是参照，不是硬上限。</translation>
    </message>
</context>
<context>
    <name>CostBandwidthPage</name>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="36" />
        <source>Bytes per row against bandwidth: read x, write y, %1 bytes per row at d = %2</source>
        <translation>每行字节与带宽：读 x、写 y，d = %2 时每行 %1 字节</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="39" />
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="39" />
        <source>bytes per row</source>
        <translation>每行字节</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="39" />
        <source>copy GB/s</source>
        <translation>复制 GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="39" />
        <source>floor, ns per row</source>
        <translation>理论下限（纳秒/行）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="40" />
        <source>LN ÷ floor</source>
        <translation>LN ÷ 底线</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="40" />
        <source>RMS ÷ floor</source>
        <translation>RMS ÷ 底线</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="63" />
        <source>Time per row ÷ the time its bytes take at the copy's bandwidth</source>
        <translation>每行用时 ÷ 这些字节按复制带宽所需的时间</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="65" />
        <source>copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="70" />
        <source>× the floor</source>
        <translation>× 底线</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="72" />
        <source>Both kernels read the same x and write the same y: %1 bytes per row, whatever they compute in between. A copy of those bytes sets the floor.</source>
        <translation>两个算子读同样的 x、写同样的 y：每行 %1 字节，不论中间算了什么。复制这些字节的耗时就是底线。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="80" />
        <source>At d = %1 both run within %2× of that floor, each at least %3 of the copy's bandwidth, and their times are within %4 of each other: limited by memory bandwidth, as measured here, so RMSNorm's fewer operations save little time.</source>
        <translation>d = %1 时，两者都在底线的 %2× 以内，各自达到复制带宽的 %3 以上，用时彼此相差不到 %4：本机实测受内存带宽限制，所以 RMSNorm 省下的运算几乎不省时间。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="90" />
        <source>At d = %1 LayerNorm runs at %2× and RMSNorm at %3× that floor: not both close to it, so here the operations still cost time.</source>
        <translation>d = %1 时，LayerNorm 用时是底线的 %2×，RMSNorm 是 %3×：并非两者都贴近底线，所以在这里运算仍然花时间。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costbandwidthpage.cpp" line="100" />
        <source>Run the benchmark to measure the floor on this machine.</source>
        <translation>运行基准测试，测出这台机器上的底线。</translation>
    </message>
</context>
<context>
    <name>CostClaimPage</name>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="37" />
        <source>A common claim beside the count (d = %1)</source>
        <translation>常见说法与实际计数（d = %1）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="39" />
        <source>LN ÷ RMS</source>
        <translation>LN ÷ RMS</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="39" />
        <source>RMSNorm saves</source>
        <translation>RMSNorm 节省</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="41" />
        <location filename="../../ui/panels/costclaimpage.cpp" line="59" />
        <source>a common claim</source>
        <translation>常见说法</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="45" />
        <location filename="../../ui/panels/costclaimpage.cpp" line="59" />
        <source>counted here</source>
        <translation>本例计数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="48" />
        <source>profilers (DeepSpeed, fvcore)</source>
        <translation>性能分析工具（DeepSpeed、fvcore）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="58" />
        <source>Operations per row</source>
        <translation>每行运算次数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="65" />
        <source>operations</source>
        <translation>运算次数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="67" />
        <source>The claim counts %1 fewer operations than LayerNorm actually does here; the count saves %2, not %3.</source>
        <translation>常见说法比 LayerNorm 在本例实际做的运算少算了 %1 次；实际计数节省 %2，而不是 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="79" />
        <source>LayerNorm: operations counted for this row?</source>
        <translation>LayerNorm：这一行清点出多少次运算？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costclaimpage.cpp" line="82" />
        <source>RMSNorm: operations counted?</source>
        <translation>RMSNorm：清点出多少次运算？</translation>
    </message>
</context>
<context>
    <name>CostLedgerPage</name>
    <message>
        <location filename="../../ui/panels/costledgerpage.cpp" line="42" />
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpage.cpp" line="44" />
        <source>mean μ</source>
        <translation>均值 μ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpage.cpp" line="46" />
        <source>variance σ²</source>
        <translation>方差 σ²</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpage.cpp" line="48" />
        <source>standardize x̂</source>
        <translation>标准化 x̂</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpage.cpp" line="50" />
        <source>γ·x̂ + β</source>
        <translation>γ·x̂ + β</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpage.cpp" line="52" />
        <source>squares xᵢ²</source>
        <translation>平方 xᵢ²</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpage.cpp" line="54" />
        <source>mean square</source>
        <translation>均方</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpage.cpp" line="56" />
        <source>divisor √(RMS² + ε)</source>
        <translation>分母 √(RMS² + ε)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpage.cpp" line="58" />
        <source>x ÷ divisor · γ</source>
        <translation>x ÷ 分母 · γ</translation>
    </message>
</context>
<context>
    <name>CostMeasuredPage</name>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="37" />
        <source>Measured on this machine: fp32 batch kernels, rows of d = %1, time per row in ns</source>
        <translation>在这台机器上实测：fp32 批量算子，每行 d = %1，每行用时（纳秒）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="39" />
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="39" />
        <source>rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="39" />
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="62" />
        <source>copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="40" />
        <source>LN ÷ RMS</source>
        <translation>LN ÷ RMS</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="60" />
        <source>Time per row (best of the repeats)</source>
        <translation>每行用时（多次运行取最好）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="68" />
        <source>ns per row</source>
        <translation>ns/行</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="75" />
        <source>Measuring on a worker thread… LayerNorm, RMSNorm and a copy of the same bytes, best of %1 runs each.</source>
        <translation>正在后台线程中测量……LayerNorm、RMSNorm 以及复制同样的字节，各运行 %1 次取最好。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="79" />
        <source>Not measured yet. Run the benchmark: it times fp32 LayerNorm, RMSNorm and a copy of the same bytes over a batch of rows for d = %1, best of %2 runs, on a worker thread (a few seconds).</source>
        <translation>尚未测量。运行基准测试：在后台线程中为 fp32 的 LayerNorm、RMSNorm 以及复制同样的字节计时，每批行的 d = %1，各运行 %2 次取最好（只需几秒）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="89" />
        <source>At d = %1 (%2 rows), LayerNorm takes %3× RMSNorm's time per row (LN ÷ RMS, as the operations are compared).</source>
        <translation>d = %1（%2 行）时，LayerNorm 每行的用时是 RMSNorm 的 %3 倍（LN ÷ RMS，与运算次数的比较方向相同）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="99" />
        <source>Measured for another vector: run again for d = %1.</source>
        <translation>这是另一个向量的测量结果：请为 d = %1 重新运行。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="102" />
        <source>Cancelled: a partial run, the sizes above only.</source>
        <translation>已取消：这是一次不完整的运行，只有上面这些尺寸的结果。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costmeasuredpage.cpp" line="104" />
        <source>Stopped: the batch did not fit in memory.</source>
        <translation>已停止：内存装不下这批数据。</translation>
    </message>
</context>
<context>
    <name>CostOperationsPage</name>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="26" />
        <source>Operations counted per step, by kind (d = %1)</source>
        <translation>逐步清点的运算，按种类（d = %1）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="27" />
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="27" />
        <location filename="../../ui/panels/costoperationspage.cpp" line="60" />
        <source>add</source>
        <translation>加</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="27" />
        <location filename="../../ui/panels/costoperationspage.cpp" line="60" />
        <source>sub</source>
        <translation>减</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="27" />
        <location filename="../../ui/panels/costoperationspage.cpp" line="60" />
        <source>mul</source>
        <translation>乘</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="27" />
        <location filename="../../ui/panels/costoperationspage.cpp" line="60" />
        <source>div</source>
        <translation>除</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="27" />
        <location filename="../../ui/panels/costoperationspage.cpp" line="60" />
        <source>sqrt</source>
        <translation>开方</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="28" />
        <source>this step</source>
        <translation>本步</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="28" />
        <source>running total</source>
        <translation>累计</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="35" />
        <source>LayerNorm (%1 variance)</source>
        <translation>LayerNorm（方差用%1）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="36" />
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="59" />
        <source>Operations by kind, whole row</source>
        <translation>整行运算，按种类</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="68" />
        <source>operations</source>
        <translation>运算次数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="69" />
        <source>In all: LayerNorm %1 operations, RMSNorm %2. RMSNorm has no subtractions: it never centres.</source>
        <translation>合计：LayerNorm %1 次运算，RMSNorm %2 次。RMSNorm 没有减法：它从不中心化。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="81" />
        <source>LayerNorm: how many operations in all, for d = %1?</source>
        <translation>LayerNorm：d = %1 时一共多少次运算？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costoperationspage.cpp" line="86" />
        <source>RMSNorm: how many operations in all?</source>
        <translation>RMSNorm：一共多少次运算？</translation>
    </message>
</context>
<context>
    <name>CostWalksPage</name>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="28" />
        <source>Walks over the table in memory (LayerNorm: %1 variance)</source>
        <translation>访存遍数（LayerNorm 的方差用%1）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="46" />
        <source>%1 bytes each</source>
        <translation>每个 %1 字节</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="48" />
        <source>walks, step by step</source>
        <translation>逐步执行的访存遍数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="49" />
        <source>the steps that walk</source>
        <translation>访存的步骤</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="50" />
        <source>elements read</source>
        <translation>读取的元素</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="51" />
        <source>elements written</source>
        <translation>写入的元素</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="52" />
        <source>bytes moved (%1)</source>
        <translation>搬运的字节（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="54" />
        <source>a fused kernel: walks</source>
        <translation>融合算子：访存遍数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="56" />
        <source>a fused kernel: bytes moved</source>
        <translation>融合算子：搬运的字节</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="66" />
        <source>Bytes moved per row</source>
        <translation>每行搬运的字节</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="67" />
        <source>step by step</source>
        <translation>逐步</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="67" />
        <source>fused kernel</source>
        <translation>融合算子</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="75" />
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="77" />
        <source>Step by step, every walk reads the row again and some keep an intermediate. A fused kernel reads x once and writes y once for both norms: the same bytes.</source>
        <translation>逐步执行时，每访存一遍都要重读这一行，有的步骤还要存下中间结果。融合算子对两种归一化都只读一遍 x、写一遍 y：字节数相同。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="88" />
        <source>LayerNorm: how many walks over the table, step by step?</source>
        <translation>LayerNorm：逐步计算时沿桌走几趟？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costwalkspage.cpp" line="92" />
        <source>RMSNorm: how many walks?</source>
        <translation>RMSNorm：走几趟？</translation>
    </message>
</context>
<context>
    <name>ExerciseWords</name>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="59" />
        <source>x = [%1]    γ = %2    β = %3    ε = %4    element k = %5</source>
        <translation>x = [%1]    γ = %2    β = %3    ε = %4    第 k 个元素（k = %5）</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="66" />
        <source>Mean μ</source>
        <translation>均值 μ</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="68" />
        <source>Variance σ² (divide by d)</source>
        <translation>方差 σ²（除以 d）</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="70" />
        <source>RMS = √mean(x²)</source>
        <translation>均方根 RMS = √mean(x²)</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="72" />
        <source>LayerNorm output y%1</source>
        <translation>LayerNorm 输出 y%1</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="75" />
        <source>RMSNorm output y%1</source>
        <translation>RMSNorm 输出 y%1</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="120" />
        <source>Work by hand, then type your answers (4/3 and full-width digits are fine). An answer is right when it is within %1 of the key, or within %2 of it.</source>
        <translation>先手算，再填答案（可以写 4/3，也可以用全角数字）。与答案相差不超过 %1，或不超过答案的 %2，即算正确。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="122" />
        <source>%1 (for keys of %2 and more)</source>
        <translation>%1（答案绝对值不小于 %2 时）</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="130" />
        <source>Not a number: type e.g. 1.33 or 4/3</source>
        <translation>不是数字：请输入例如 1.33 或 4/3</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="142" />
        <source>✓ Right (off by %1)</source>
        <translation>✓ 正确（相差 %1）</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="148" />
        <source>✗ Not yet: off by %1 (%2)</source>
        <translation>✗ 还不对：相差 %1（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="151" />
        <source>✗ Not yet: off by %1</source>
        <translation>✗ 还不对：相差 %1</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="160" />
        <source>key %1</source>
        <translation>参考答案 %1</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="186" />
        <source>Chapter %1 computes it: “%2”.</source>
        <translation>第 %1 章的这一步计算它：“%2”。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="193" />
        <source>1 exercise</source>
        <translation>1 道题</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="193" />
        <source>%1 exercises</source>
        <translation>%1 道题</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="194" />
        <source>Exercise sheet %1 (%2), the same as chapter 11's sheet of this number.</source>
        <translation>练习编号 %1（%2），与第 11 章同一编号的练习相同。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="198" />
        <source>Type each answer and press Enter; a wrong one may be tried once more. Ctrl+D ends.</source>
        <translation>每个答案输入后按回车；答错可以再试一次。按 Ctrl+D 结束。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="204" />
        <source>Exercise %1 of %2: %3</source>
        <translation>第 %1 题，共 %2 题：%3</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="209" />
        <source>%1: </source>
        <comment>a prompt: the answer is typed after it</comment>
        <translation>%1：</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="214" />
        <source>Try once more.</source>
        <translation>再试一次。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="221" />
        <source>The key is %1.</source>
        <translation>参考答案是 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="221" />
        <source>The key is %1. %2</source>
        <translation>参考答案是 %1。%2</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="226" />
        <source>Score: %1 of %2</source>
        <translation>得分：%1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/exercisewords.cpp" line="231" />
        <source>Input ended. Score so far: %1 right of %2 answered (the sheet asks %3)</source>
        <translation>输入已结束。目前得分：已答 %2 个，答对 %1 个（全卷共 %3 个）</translation>
    </message>
</context>
<context>
    <name>FinishView</name>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="273" />
        <source>Aspect</source>
        <translation>对比项</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="71" />
        <source>%1 add</source>
        <translation>%1 次加法</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="73" />
        <source>%1 sub</source>
        <translation>%1 次减法</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="75" />
        <source>%1 mul</source>
        <translation>%1 次乘法</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="77" />
        <source>%1 div</source>
        <translation>%1 次除法</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="79" />
        <source>%1 sqrt</source>
        <translation>%1 次开方</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="81" />
        <source>no operations</source>
        <translation>无运算</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="122" />
        <source>Overflow: a value grew past the largest %1 number and became infinite.</source>
        <translation>溢出：某个值超出了 %1 能表示的最大数，变成了无穷大。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="125" />
        <source>A NaN (not a number) appeared, so the output is meaningless.</source>
        <translation>出现了 NaN（非数），输出已失去意义。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="127" />
        <source>ε is lost: %1 rounds it to 0.</source>
        <translation>ε 丢失了：%1 把它舍入为 0。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="130" />
        <source>The one-pass variance E[x²] − μ² came out negative (%1): catastrophic cancellation.</source>
        <translation>一遍算法的方差 E[x²] − μ² 算出了负数（%1）：灾难性抵消。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="138" />
        <source>The divisor is 0, so the output is infinite or NaN.</source>
        <translation>分母为 0，输出为无穷大或 NaN。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="146" />
        <source>fp64 is the reference: no error to compare against.</source>
        <translation>fp64 本身就是参考基准：没有可比较的误差。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="150" />
        <source>Error against fp64: max |Δy| = %1 (relative %2)</source>
        <translation>误差（以 fp64 为准）：max |Δy| = %1（相对误差 %2）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="160" />
        <source>γ = %1, β = %2, ε = %3; %4, sums in %5, %6 variance</source>
        <translation>γ = %1，β = %2，ε = %3；%4 精度，以 %5 累加，方差算法：%6</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="164" />
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="92" />
        <source>μ = %1</source>
        <translation>μ = %1</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="96" />
        <source>σ = %1</source>
        <translation>σ = %1</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="98" />
        <source>√(σ² + ε) = %1</source>
        <translation>√(σ² + ε) = %1</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="101" />
        <source>RMS = %1</source>
        <translation>RMS = %1</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="103" />
        <source>√(RMS² + ε) = %1</source>
        <translation>√(RMS² + ε) = %1</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="111" />
        <source>%1 operations</source>
        <translation>%1 次运算</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="111" />
        <source>%1 walks over the table</source>
        <translation>沿桌走了 %1 趟</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="135" />
        <source>The negative variance was clamped to 0, as kernels that use E[x²] − μ² must (PyTorch's LayerNorm uses Welford, which needs no clamp).</source>
        <translation>负方差被截断为 0：用 E[x²] − μ² 计算方差的算子都必须这样做（PyTorch 的 LayerNorm 用 Welford 在线算法，不需要截断）。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="148" />
        <source>Error against fp64: max |Δy| = %1 (relative: undefined, a true value is 0)</source>
        <translation>误差（以 fp64 为准）：max |Δy| = %1（有一个真值为 0，相对误差无定义）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="211" />
        <source>Mean subtraction</source>
        <translation>减去均值</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="212" />
        <source>Yes: μ = %1, subtracted from every element
counted: %2</source>
        <translation>是：μ = %1，每个元素都减去它
计数：%2</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="215" />
        <source> (with Σxᵢ² in the same walk)</source>
        <translation>（同一趟里顺带累加 Σxᵢ²）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="217" />
        <source> (Welford: the variance's sum in the same walk)</source>
        <translation>（Welford 在线算法：方差所需的累计量在同一趟里一并更新）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="219" />
        <source>No: x is used as it is; its mean (%1) stays in</source>
        <translation>否：x 原样使用，其均值（%1）保留在内</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="221" />
        <source>Variance</source>
        <translation>方差</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="225" />
        <source>σ² = %1 (two walks: μ first, then Σ(xᵢ − μ)²)</source>
        <translation>σ² = %1（走两趟：先求 μ，再求 Σ(xᵢ − μ)²）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="229" />
        <source>σ² = E[x²] − μ² = %1 − %2 = %3 (one walk)</source>
        <translation>σ² = E[x²] − μ² = %1 − %2 = %3（走一趟）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="234" />
        <source>
negative: cancellation; clamped to %1</source>
        <translation>
为负：灾难性抵消；截断为 %1</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="238" />
        <source>σ² = %1 (Welford: one walk with a running mean)</source>
        <translation>σ² = %1（Welford 在线算法：走一趟，边走边更新均值）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="241" />
        <source>
counted: %1</source>
        <translation>
计数：%1</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="244" />
        <source>Not needed: mean square = Σxᵢ²/d = %1 (one walk)
counted: %2</source>
        <translation>不需要：均方 = Σxᵢ²/d = %1（走一趟）
计数：%2</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="250" />
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="252" />
        <source>γ and β (2d = %1 learned weights per layer)
here γ = %2, β = %3</source>
        <translation>γ 和 β（每层 2d = %1 个可学习权重）
此处 γ = %2，β = %3</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="256" />
        <source>γ only (d = %1 learned weights per layer)
here γ = %2</source>
        <translation>只有 γ（每层 d = %1 个可学习权重）
此处 γ = %2</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="260" />
        <source>; β = %1 is ignored</source>
        <translation>；β = %1 被忽略</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="262" />
        <source>Numerical stability</source>
        <translation>数值稳定性</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="268" />
        <source>No numeric problems in %1.</source>
        <translation>在 %1 下没有数值问题。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="276" />
        <source>Divides by the divisor √(σ² + ε) = %1
standard deviation σ = %2</source>
        <translation>除以分母 √(σ² + ε) = %1
标准差 σ = %2</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="281" />
        <source>Divides by the divisor √(mean square + ε) = %1
mean square = σ² + μ²: %2 ≈ %3 + %4, so RMS ≥ σ</source>
        <translation>除以分母 √(均方 + ε) = %1
均方 = σ² + μ²：%2 ≈ %3 + %4，所以 RMS ≥ σ</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="299" />
        <source>A common claim: %1d = %2, the same as counted</source>
        <translation>常见说法：%1d = %2，与实际计数相同</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="301" />
        <source>A common claim: %1d = %2, counted %3 (they differ)</source>
        <translation>常见说法：%1d = %2，实际计数 %3（两者不同）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="313" />
        <source>Counted saving: %1 fewer operations (LN/RMS = %2); the common claim says %3 (%4).</source>
        <translation>实际计数的节省：运算少 %1（LN/RMS = %2）；常见说法是 %3（%4）。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="287" />
        <source>Cost: operations and walks</source>
        <translation>代价：运算与访存</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="180" />
        <source>This input is constant: x − μ is 0 (up to rounding), so LayerNorm's output is β (here %1), not centred with unit variance.</source>
        <translation>这个输入是常数：x − μ 为 0（只剩舍入误差），所以 LayerNorm 的输出就是 β（此处为 %1），而不是均值为 0、方差为 1。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="187" />
        <source>Here σ² = %1 is not large against ε = %2: x̂ has standard deviation σ/√(σ² + ε) = %3, not 1.</source>
        <translation>此处方差 σ² = %1 相对 ε = %2 并不大：x̂ 的标准差为 σ/√(σ² + ε) = %3，而不是 1。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="293" />
        <source>Counted: %1 operations = %2·d (%3)
%4 walks over the table</source>
        <translation>计数：%1 次运算 = %2·d（%3）
沿桌走了 %4 趟</translation>
    </message>
    <message>
        <location filename="../../ui/handout/finishreport.cpp" line="307" />
        <source>A careful count of the formulas gives ≈ %1d; profilers (DeepSpeed, fvcore) use %2d.</source>
        <translation>按公式仔细计数约为 %1d；性能分析工具（DeepSpeed、fvcore）按 %2d 计。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="257" />
        <source>The first %1 of %2 elements; the JSON trace has them all.</source>
        <translation>仅列出 %2 个元素中的前 %1 个；JSON 计算记录里有全部元素。</translation>
    </message>
</context>
<context>
    <name>HandoutPdf</name>
    <message>
        <location filename="../../ui/handout/handoutdrawings.cpp" line="75" />
        <source>Values after this step</source>
        <translation>这一步之后的数值</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="98" />
        <location filename="../../ui/handout/handoutexport.cpp" line="105" />
        <source>NormKitchen handout</source>
        <translation>归一化后厨讲义</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="100" />
        <source>LayerNorm and RMSNorm on one vector</source>
        <translation>同一个向量上的 LayerNorm 与 RMSNorm</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="123" />
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="124" />
        <source>Vector</source>
        <translation>向量</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="125" />
        <source>x = [%1] (d = %2)</source>
        <translation>x = [%1]（d = %2）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="130" />
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="131" />
        <source>smallest %1, largest %2, μ = %3, RMS = %4 (the first %5 and last %6 values are shown; the app and the JSON trace hold all %7)</source>
        <translation>最小 %1，最大 %2，μ = %3，RMS = %4（这里只列出前 %5 个和后 %6 个值；应用和 JSON 计算记录里有全部 %7 个）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="141" />
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="142" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="149" />
        <source>Chapters</source>
        <translation>章节</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="155" />
        <source>What the precision does to the typed values</source>
        <translation>精度对输入数值的影响</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="161" />
        <source>%1 keeps every typed value exactly.</source>
        <translation>%1 能精确保存每一个输入的数值。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="174" />
        <source>… and %1 more values like these; the largest change of a typed xᵢ is %2.</source>
        <translation>……另有 %1 个值也是这样；输入的 xᵢ 变化最大为 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="182" />
        <source>Every number in this handout was computed by NormKitchen's kernels on this vector.</source>
        <translation>本讲义中的每个数都由归一化后厨的算子（kernel）在这个向量上算出。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutchapterstep.cpp" line="73" />
        <source>In the app, this step also shows a live view that the handout does not reproduce.</source>
        <translation>在应用中，这一步还有一个实时视图，讲义没有收录。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutchapterstep.cpp" line="79" />
        <source>Teacher's notes:</source>
        <translation>教师备注：</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutchapterstep.cpp" line="85" />
        <source>Your note:</source>
        <translation>你的备注：</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="201" />
        <source>Takeaways</source>
        <translation>要点</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutchapterstep.cpp" line="122" />
        <source>The project's fp32 kernel (excerpt of %1)</source>
        <translation>本项目的 fp32 算子（摘自 %1）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutchapterstep.cpp" line="150" />
        <source>Answer (with this vector's numbers)</source>
        <translation>答案（用本向量的数字）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutchapterstep.cpp" line="172" />
        <source>Answer key of exercise sheet %1</source>
        <translation>练习卷 %1 的答案</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutchapterstep.cpp" line="248" />
        <source>No chart: d = %1 is more bars than a page shows (the app draws it as a line).</source>
        <translation>未附图表：d = %1，柱子太多，一页放不下（应用中以折线显示）。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="212" />
        <source>Both outputs</source>
        <translation>两种输出</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="236" />
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="237" />
        <source>typed xᵢ</source>
        <translation>输入的 xᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="238" />
        <source>stored xᵢ</source>
        <translation>存储的 xᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="239" />
        <source>LayerNorm yᵢ</source>
        <translation>LayerNorm yᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="240" />
        <source>RMSNorm yᵢ</source>
        <translation>RMSNorm yᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutbuilder.cpp" line="270" />
        <source>Comparison, measured on this vector</source>
        <translation>对比（在这个向量上实测）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutpdf.cpp" line="29" />
        <source>%1 = %2 is beyond %3's largest number (%4) and becomes %5.</source>
        <translation>%1 = %2 超出了 %3 能表示的最大数（%4），溢出为 %5。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutpdf.cpp" line="33" />
        <source>%1 = %2 is below half of %3's smallest number (%4) and becomes 0.</source>
        <translation>%1 = %2 不到 %3 最小数（%4）的一半，下溢为 0。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutpdf.cpp" line="37" />
        <source>%1 = %2 is stored in %3 as %4: %3 keeps %5 significant bits, so near %2 its numbers are %6 apart and %4 is the nearest.</source>
        <translation>%1 = %2 在 %3 中存为 %4：%3 只有 %5 位有效二进制位，在 %2 附近相邻两个数相差 %6，离它最近的是 %4。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutpdf.cpp" line="70" />
        <source>Student version</source>
        <translation>学生版</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutpdf.cpp" line="70" />
        <source>Teacher version</source>
        <translation>教师版</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutexport.cpp" line="90" />
        <source>nothing to write: no traces</source>
        <translation>没有可写的内容：缺少计算过程</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutexport.cpp" line="107" />
        <source>NormKitchen · %1 · page %2 of %3</source>
        <translation>归一化后厨 · %1 · 第 %2 页，共 %3 页</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutexport.cpp" line="109" />
        <source>could not make the PDF</source>
        <translation>无法生成 PDF</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutexport.cpp" line="110" />
        <source>could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>KitchenView</name>
    <message>
        <location filename="../../ui/kitchen/arrivalscene.cpp" line="29" />
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="35" />
        <source>Waiting for the whole table… %1 of %2 dishes here</source>
        <translation>等整桌菜上齐……已到 %1 道，共 %2 道</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/arrivalscene.cpp" line="32" />
        <source>I need the whole table too, but only one reading (Σx², one statistic instead of two chained ones) and no centring.</source>
        <translation>我也要等整桌菜上齐，但只读一个数（Σx²：一个统计量，而不是两个有先后依赖的统计量），也不减去均值。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="36" />
        <source>All %1 dishes are here: now I can start.</source>
        <translation>%1 道菜全到齐了：现在可以开工了。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="63" />
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="91" />
        <source>The sum overflowed: μ = %1.</source>
        <translation>求和溢出了：μ = %1。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="121" />
        <source>Σ(x − μ)²</source>
        <translation>Σ(x − μ)²</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="122" />
        <source>Walk %1: measuring each dish's distance from μ.</source>
        <translation>第 %1 趟：量出每道菜离 μ 有多远。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="124" />
        <source>Overflow! Σ(x − μ)² no longer fits in %1.</source>
        <translation>溢出！%1 已经装不下 Σ(x − μ)² 了。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="132" />
        <source>Σx²</source>
        <translation>Σx²</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="133" />
        <source>One-pass: Σx² was summed in walk 1, so no second walk.</source>
        <translation>一遍算法：Σx² 在第 1 趟里已经累加好，不用走第二趟。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="135" />
        <source>M₂ (Welford)</source>
        <translation>M₂（Welford）</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="165" />
        <source>E[x²] − μ² came out %1 &lt; 0 (cancellation): clamped to 0.</source>
        <translation>E[x²] − μ² 算出 %1 &lt; 0（灾难性抵消）：截断为 0。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="169" />
        <source>Overflow: σ² = %1. The scale is broken.</source>
        <translation>溢出：σ² = %1。秤坏了。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="205" />
        <source>√(σ² + ε)</source>
        <translation>√(σ² + ε)</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="214" />
        <source>Walk %1: back to every dish: (x − μ) ÷ %2.</source>
        <translation>第 %1 趟：回到每道菜：(x − μ) ÷ %2。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="218" />
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="132" />
        <source>÷ %1: every dish is wiped out, the overflow destroyed the information.</source>
        <translation>÷ %1：每道菜都被抹平了，溢出毁掉了信息。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="220" />
        <source>σ = 0 and ε was lost: dividing by 0!</source>
        <translation>σ = 0 且 ε 丢失：正在除以 0！</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="189" />
        <source>ε rounds to 0 in %1: nothing guards the divisor.</source>
        <translation>ε 在 %1 中被舍入为 0：分母失去了保护。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="55" />
        <source>μ (mean saltiness)</source>
        <translation>μ（平均咸淡）</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="60" />
        <source>μ = Σx ÷ d = %1: the table's mean saltiness.</source>
        <translation>μ = Σx ÷ d = %1：整桌菜的平均咸淡。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="61" />
        <source>μ = %1, and the sums for σ² are ready: one walk for both.</source>
        <translation>μ = %1，求 σ² 所需的累加和也已备好：一趟拿到两个。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="72" />
        <source>μ so far (Welford)</source>
        <translation>当前均值（Welford 在线算法）</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="76" />
        <source>Walk %1 (Welford): μ and M₂ updated dish by dish, one walk for both. μ = %2</source>
        <translation>第 %1 趟（Welford 在线算法）：逐盘更新 μ 和 M₂，一趟拿到两个。μ = %2</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="81" />
        <source>Σx so far</source>
        <translation>当前 Σx</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="84" />
        <source>Walk %1 (one-pass): Σx and Σx² in the same walk. Σx = %2, Σx² = %3</source>
        <translation>第 %1 趟（一遍算法）：同一趟里累加 Σx 和 Σx²。Σx = %2，Σx² = %3</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="86" />
        <source>Walk %1: adding up every dish for μ (two-pass: σ² needs a second walk). Σx = %2</source>
        <translation>第 %1 趟：把每道菜加起来求 μ（两遍算法：σ² 还要再走一趟）。Σx = %2</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="136" />
        <source>Welford: M₂ was updated during walk 1, so no second walk.</source>
        <translation>Welford 在线算法：M₂ 已在第 1 趟里逐盘更新，不用再走第二趟。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="150" />
        <source>σ² (variance)</source>
        <translation>σ²（方差）</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="155" />
        <source>σ² = Σ(x − μ)² ÷ d = %1: the variance around μ.</source>
        <translation>σ² = Σ(x − μ)² ÷ d = %1：围绕 μ 的方差。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="158" />
        <source>σ² = Σx² ÷ d − μ² = %1: the variance around μ.</source>
        <translation>σ² = Σx² ÷ d − μ² = %1：围绕 μ 的方差。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="161" />
        <source>σ² = M₂ ÷ d = %1: the variance around μ.</source>
        <translation>σ² = M₂ ÷ d = %1：围绕 μ 的方差。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="233" />
        <source>Still walk %1: each dish seasoned as it is normalized: × γ (%2) + β (%3).</source>
        <translation>仍是第 %1 趟：每道菜标准化之后随手调味：× γ (%2) + β (%3)。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="237" />
        <source>Still walk %1: each dish seasoned with its own γᵢ and βᵢ as it is normalized.</source>
        <translation>仍是第 %1 趟：每道菜标准化之后随手用各自的 γᵢ 和 βᵢ 调味。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="242" />
        <source>Still walk %1: seasoning what is left; the overflow already wiped the dishes out.</source>
        <translation>仍是第 %1 趟：给剩下的调味；溢出已经把菜抹平了。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/layernormbeats.cpp" line="115" />
        <source>x−μ=%1</source>
        <translation>x−μ=%1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="26" />
        <source>I need the whole table too… %1 of %2 dishes here</source>
        <translation>我也要等整桌菜……已到 %1 / %2 道</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="27" />
        <source>All %1 dishes are here: one reading, no centring.</source>
        <translation>%1 道菜都到齐了：读一个数，不减去均值。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="37" />
        <source>Empty slot: RMSNorm computes no μ and does not centre.</source>
        <translation>空位：RMSNorm 不求 μ，也不减去均值。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="57" />
        <source>x²=%1</source>
        <translation>x²=%1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="63" />
        <source>Σx² (sum of squares)</source>
        <translation>Σx²（平方和）</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="66" />
        <source>Walk %1: tasting each dish and adding up the squares x².</source>
        <translation>第 %1 趟：逐盘品尝，把平方 x² 累加起来。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="71" />
        <source>x² = inf! %1 holds nothing above %2.</source>
        <translation>x² = inf！%1 装不下超过 %2 的数。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="89" />
        <source>mean square</source>
        <translation>均方</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="90" />
        <source>Mean square: Σx² ÷ %1 = %2.</source>
        <translation>均方：Σx² ÷ %1 = %2。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="92" />
        <source>Overflow: mean square = %1. The meter is broken.</source>
        <translation>溢出：均方 = %1。表坏了。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="113" />
        <source>divisor
√(RMS² + ε)</source>
        <translation>分母
√(RMS² + ε)</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="114" />
        <source>One reading: the divisor √(RMS² + ε) = %1 (ε = %2).</source>
        <translation>只读一次表：分母 √(RMS² + ε) = %1（ε = %2）。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="117" />
        <source>The meter is broken: √(RMS² + ε) = %1.</source>
        <translation>表坏了：√(RMS² + ε) = %1。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="129" />
        <source>Walk %1: scaling every dish by γ ÷ √(RMS² + ε); its flavour's direction stays.</source>
        <translation>第 %1 趟：每道菜按 γ ÷ √(RMS² + ε) 缩放；风味的方向不变。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/rmsnormbeats.cpp" line="118" />
        <source>RMS = 0 and ε was lost: dividing by 0!</source>
        <translation>RMS = 0 且 ε 丢失：在除以 0！</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/arrivalscene.cpp" line="30" />
        <source>The whole table is here. I need all of it before I start.</source>
        <translation>整桌菜都到了。我得等菜全部上齐才能开工。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/servedscene.cpp" line="27" />
        <source>Served, but something overflowed on the way: check the meter.</source>
        <translation>菜上了，但途中有数值溢出：看看表。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/servedscene.cpp" line="28" />
        <source>Served: %1 walks over the table, %2 operations.</source>
        <translation>上菜了：沿桌走了 %1 趟，%2 次运算。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/costscene.cpp" line="70" />
        <source>This plate: %1 of %2 operations, walk %3 of %4</source>
        <translation>这一盘：%2 次运算已做 %1 次，第 %3 趟（共 %4 趟）</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/costscene.cpp" line="76" />
        <source>add %1 · sub %2 · mul %3 · div %4 · sqrt %5</source>
        <translation>加 %1 · 减 %2 · 乘 %3 · 除 %4 · 开方 %5</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/costscene.cpp" line="83" />
        <source>Plates sent out: %1 · operations in all: %2</source>
        <translation>已出菜：%1 盘 · 运算共 %2 次</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/costscene.cpp" line="90" />
        <source>Per plate: %1 = %2 per element · common claim %3 = %4</source>
        <translation>每盘：计数 %1 次 = 每个元素 %2 次 · 常见说法 %3 = %4</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/costscene.cpp" line="97" />
        <source>Peak hour: %1 operations and %2 walks a plate.</source>
        <translation>高峰时段：每盘 %1 次运算、沿桌 %2 趟。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/costscene.cpp" line="102" />
        <source>One stove doing %1 operations a minute: RMSNorm serves %2 the plates (%3 fewer counted operations). When both are limited by memory bandwidth, equal bytes mean equal time (measured in chapter 4 and in Monitor).</source>
        <translation>一口灶每分钟做 %1 次运算：RMSNorm 出菜是 LayerNorm 的 %2（计数的运算少 %3）。两者若都受内存带宽限制，字节相同，用时也就相同（第 4 章和监控模式里有实测）。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="30" />
        <source>overflow</source>
        <translation>溢出</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="32" />
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="34" />
        <source>ε rounded to 0</source>
        <translation>ε 被舍入为 0</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="36" />
        <source>negative variance (cancellation)</source>
        <translation>方差为负（灾难性抵消）</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="38" />
        <source>variance clamped to 0</source>
        <translation>方差截断为 0</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="40" />
        <source>divisor 0</source>
        <translation>分母为 0</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="63" />
        <source>Reading 1: μ = %1</source>
        <translation>读数 1：μ = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="66" />
        <source>Reading 2: σ² = %1</source>
        <translation>读数 2：σ² = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="70" />
        <source>Two readings on a %1 scale: the second depends on the first.</source>
        <translation>在 %1 秤上读两次：第二次依赖第一次。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="73" />
        <source>One reading: √(RMS² + ε) = %1</source>
        <translation>只读一次：√(RMS² + ε) = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="76" />
        <source>One reading on a %1 scale.</source>
        <translation>在 %1 秤上只读一次。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="80" />
        <source>Output error vs fp64: %1 (absolute; a true value is 0)</source>
        <translation>输出的绝对误差（以 fp64 为准；有一个真值为 0）：%1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="81" />
        <source>Output error vs fp64: %1 (relative)</source>
        <translation>输出的相对误差（以 fp64 为准）：%1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="86" />
        <source>The scale keeps %1 significant digits</source>
        <translation>这台秤保留 %1 位有效数字</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="91" />
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="92" />
        <source>Warnings: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stabilityscene.cpp" line="94" />
        <source>Low precision is a scale with a low battery: it shows fewer digits, and an overflow breaks it.</source>
        <translation>低精度就像电量不足的秤：显示的有效数字更少，一溢出就坏。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/meterpainter.cpp" line="131" />
        <source>broken</source>
        <translation>坏了</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stationpainter.cpp" line="27" />
        <source>%1 · %2 digits</source>
        <translation>%1 · %2 位有效数字</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stationpainter.cpp" line="96" />
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stationpainter.cpp" line="98" />
        <source>walks</source>
        <translation>趟数</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stationpainter.cpp" line="183" />
        <source>log scale each side of 0</source>
        <translation>0 两侧为对数刻度</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stationpainter.cpp" line="231" />
        <source>±σ</source>
        <translation>±σ</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stationpainter.cpp" line="71" />
        <source>μ = %1</source>
        <translation>μ = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/strippainter.cpp" line="129" />
        <source>%1 dishes as a strip, and their histogram</source>
        <translation>%1 道菜画成色带，附直方图</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/strippainter.cpp" line="131" />
        <source>%1 × inf/NaN</source>
        <translation>%1 × inf/NaN</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stationpainter.cpp" line="268" />
        <source>empty slot</source>
        <translation>空位</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/costscene.cpp" line="162" />
        <source>%1 plates / min</source>
        <translation>%1 盘/分钟</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/smallkitchenscene.cpp" line="20" />
        <source>The whole hall still runs on the old method tonight.</source>
        <translation>今晚整个大厅还按老做法营业。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/smallkitchenscene.cpp" line="21" />
        <source>A few small banquets first; the whole hall reopens after.</source>
        <translation>先办几桌小宴，之后再重开整个大厅。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/smallkitchenscene.cpp" line="22" />
        <source>Try the new method on small banquets, taste, adjust, then reopen the whole hall.</source>
        <translation>先在小宴上试新做法，尝一尝、调一调，再重开整个大厅。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/smallkitchenscene.cpp" line="25" />
        <source>Same recipe book, same ingredients: the old method, timed.</source>
        <translation>同一本菜谱、同样的食材：老做法，掐表计时。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/smallkitchenscene.cpp" line="26" />
        <source>Same recipe book, same ingredients: the new method, timed.</source>
        <translation>同一本菜谱、同样的食材：新做法，掐表计时。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/smallkitchenscene.cpp" line="27" />
        <source>Two small kitchens, one recipe book and a stopwatch on each: the panel below runs them.</source>
        <translation>两间小厨房，一本菜谱，各放一块秒表：下方的面板让它们开工。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/prepstationscene.cpp" line="89" />
        <source>Today's tray runs from %1 to %2. Tomorrow's supplier may send something else.</source>
        <translation>今天这一托盘从 %1 到 %2。明天的供货商送来的可能又不一样。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/prepstationscene.cpp" line="92" />
        <source>The same tray reaches my station. The line cooks expect one base range.</source>
        <translation>同一托盘也送到了我这里。帮厨们要的是同一个标准范围。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/prepstationscene.cpp" line="95" />
        <source>I wait: the old chef goes first.</source>
        <translation>我先等着：老厨师先来。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/prepstationscene.cpp" line="102" />
        <source>Centred on μ = %1, divided by √(σ² + ε) = %2: mean 0, standard deviation 1.</source>
        <translation>减去均值 μ = %1，除以 √(σ² + ε) = %2：均值 0，标准差 1。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/prepstationscene.cpp" line="105" />
        <source>Divided by √(RMS² + ε) = %1: strength 1, the direction kept, not centred.</source>
        <translation>除以 √(RMS² + ε) = %1：浓度为 1，方向不变，没有中心化。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/prepstationscene.cpp" line="109" />
        <source>The prep station: whatever the supplier sends, every tray leaves in one base range, so the next cook can count on it.</source>
        <translation>备料台：不管供货商送来什么，每一托盘出去时都在同一个标准范围里，下一位厨师可以放心接手。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stationchrome.cpp" line="21" />
        <source>Old chef (LayerNorm)</source>
        <translation>LayerNorm 老厨师</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/stationchrome.cpp" line="22" />
        <source>New chef (RMSNorm)</source>
        <translation>RMSNorm 新厨师</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <location filename="../../ui/lesson/inputerrorwords.cpp" line="15" />
        <source>Element %1 (column %2)</source>
        <translation>第 %1 个元素（第 %2 列）</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/inputerrorwords.cpp" line="18" />
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/inputerrorwords.cpp" line="22" />
        <source>The vector is empty. Type numbers separated by commas, e.g. 2, -1, 3.</source>
        <translation>向量是空的。请输入用逗号分隔的数字，例如 2, -1, 3。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/inputerrorwords.cpp" line="26" />
        <source>%1: unexpected character “%2”.</source>
        <translation>%1：意外的字符“%2”。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/inputerrorwords.cpp" line="29" />
        <source>%1: a value is missing between separators.</source>
        <translation>%1：分隔符之间缺少数值。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/inputerrorwords.cpp" line="33" />
        <source>%1: “%2” is not a number.</source>
        <translation>%1：“%2”不是数字。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/inputerrorwords.cpp" line="36" />
        <source>%1: “%2” is not a finite number.</source>
        <translation>%1：“%2”不是有限数。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/inputerrorwords.cpp" line="39" />
        <source>%1: too many elements (at most %2).</source>
        <translation>%1：元素太多（最多 %2 个）。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/inputerrorwords.cpp" line="44" />
        <source>%1: unbalanced bracket “%2”.</source>
        <translation>%1：括号“%2”不配对。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessoncontroller.cpp" line="277" />
        <source>Choose chapters</source>
        <translation>选择章节</translation>
    </message>
</context>
<context>
    <name>ModeWords</name>
    <message>
        <location filename="../../ui/lesson/modewords.cpp" line="7" />
        <source>开始 Start</source>
        <translation>开始 Start</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/modewords.cpp" line="7" />
        <source>执行 Execute</source>
        <translation>执行 Execute</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/modewords.cpp" line="7" />
        <source>监控 Monitor</source>
        <translation>监控 Monitor</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/modewords.cpp" line="7" />
        <source>完成 Finish</source>
        <translation>完成 Finish</translation>
    </message>
</context>
<context>
    <name>MonitorView</name>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="37" />
        <source>1 · Precision error now</source>
        <translation>1 · 当前精度误差</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="107" />
        <source>2 · Error sweeps</source>
        <translation>2 · 误差扫描</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="40" />
        <source>3 · FLOPs counted vs claimed</source>
        <translation>3 · 浮点运算次数（FLOPs）：计数与说法</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="26" />
        <source>4 · Memory traffic</source>
        <translation>4 · 内存流量</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="67" />
        <source>5 · Measured time</source>
        <translation>5 · 实测时间</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="44" />
        <source>6 · Numerical stability</source>
        <translation>6 · 数值稳定性</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="62" />
        <source>7 · Invariance</source>
        <translation>7 · 不变性</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="108" />
        <source>The output error as a constant c is added to every element (left), and as d grows with values like the current ones (right). Shaded: where one-pass variance E[x²] − μ² cancels and where squares overflow.</source>
        <translation>左：每个元素都加上常数 c 时的输出误差；右：用与当前相近的数值增大 d 时的输出误差。阴影区：一遍算法 E[x²] − μ² 发生灾难性抵消、以及平方溢出的范围。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="63" />
        <source>Add c to every element and multiply by a: LayerNorm's output does not move under either, RMSNorm's only under scaling.</source>
        <translation>给每个元素加上 c、乘以 a：LayerNorm 的输出在两种变换下都不变，RMSNorm 的输出只在缩放下不变。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="42" />
        <source>Largest output error vs reference</source>
        <translation>输出相对参考值的最大误差</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="112" />
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="114" />
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="43" />
        <source>max |error|</source>
        <translation>max |误差|</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="45" />
        <source>element i</source>
        <translation>元素 i</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="45" />
        <source>|error|</source>
        <translation>|误差|</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="44" />
        <source>stored in / summed in</source>
        <translation>存储精度 / 累加精度</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="111" />
        <source>Error vs mean offset c</source>
        <translation>误差随均值偏移 c 的变化</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="112" />
        <source>offset c added to x</source>
        <translation>加到 x 上的偏移 c</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="113" />
        <source>Error vs d</source>
        <translation>误差随 d 的变化</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="114" />
        <source>d (vector length)</source>
        <translation>d（向量长度）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="115" />
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="117" />
        <source>storage precision</source>
        <translation>存储精度</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="118" />
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="119" />
        <source>Sweep precision</source>
        <translation>扫描用的精度</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="182" />
        <source>Sweeps ready: c up to %1, d up to %2.</source>
        <translation>扫描完成：c 最大 %1，d 最大 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="41" />
        <source>Operations the step-by-step kernels performed on this vector, by kind, next to the claims: a common claim of %1d and %2d, a careful count of %3d and %4d, and the %5d that profilers (DeepSpeed, fvcore) use for LayerNorm.</source>
        <translation>逐步演示算子在这个向量上实际做的运算，按种类列出，旁边是各种说法：常见说法的 %1d 和 %2d、按公式仔细计数的 %3d 和 %4d，以及性能分析工具（DeepSpeed、fvcore）对 LayerNorm 采用的 %5d。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="49" />
        <source>Operations by kind, this vector</source>
        <translation>本向量的运算（按类型）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="50" />
        <source>count</source>
        <translation>次数</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="51" />
        <source>FLOPs per element</source>
        <translation>每个元素的 FLOPs</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="52" />
        <source>FLOPs ÷ d</source>
        <translation>FLOPs ÷ d</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="53" />
        <source>Counted FLOPs vs d</source>
        <translation>计数 FLOPs 随 d 的变化</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="78" />
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="79" />
        <location filename="../../ui/monitor/flopcard.cpp" line="54" />
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="54" />
        <source>FLOPs per vector</source>
        <translation>每个向量的 FLOPs</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="95" />
        <location filename="../../ui/monitor/flopcard.cpp" line="98" />
        <source>common claim %1d</source>
        <translation>常见说法 %1d</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="34" />
        <source>Bytes per vector</source>
        <translation>每个向量的字节数</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="35" />
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="27" />
        <source>Passes over memory and bytes moved per vector. The step-by-step kernels keep intermediates and pass over them again; a fused kernel reads x once and writes y once, for LayerNorm and RMSNorm alike: the same bytes. When both are limited by memory bandwidth, equal bytes mean equal time; whether they are is measured in card 5, not implied by the bytes.</source>
        <translation>每个向量的访存遍数和搬运字节数。逐步演示算子保存中间结果、再访存一遍；融合算子只读一遍 x、写一遍 y，LayerNorm 和 RMSNorm 都一样：字节数相同。当两者都受内存带宽限制时，字节数相同意味着耗时相同；是否如此由第 5 张卡片实测，不能由字节数推出。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="32" />
        <source>Passes over memory</source>
        <translation>访存遍数</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="33" />
        <source>passes over x</source>
        <translation>访存 x 的遍数</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="61" />
        <source>d = %1 in %2 (%3 bytes per element). Step by step, LayerNorm makes %4 passes over memory and moves %5 bytes, RMSNorm %6 passes and %7 bytes. Fused, each reads %8 and writes %9 bytes: the same traffic.</source>
        <translation>d = %1，%2（每个元素 %3 字节）。逐步执行时，LayerNorm 访存 %4 遍、搬运 %5 字节，RMSNorm 访存 %6 遍、搬运 %7 字节。融合后两者都读 %8 字节、写 %9 字节：访存量相同。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="82" />
        <source>The benchmark in card 5 is measuring whether equal bytes mean equal time on this machine; its answer will show here.</source>
        <translation>第 5 张卡片的基准测试正在实测：字节数相同在本机上是否意味着耗时相同；结果出来后会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="85" />
        <source>The benchmark in card 5 stopped before its last size: run it again to measure whether equal bytes mean equal time on this machine.</source>
        <translation>第 5 张卡片的基准测试在最后一个规模之前停止了：请重新运行，实测字节数相同在本机上是否意味着耗时相同。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="88" />
        <source>Whether equal bytes mean equal time on this machine is a measurement: run the benchmark in card 5.</source>
        <translation>字节数相同在本机上是否意味着耗时相同，需要实测：请运行第 5 张卡片的基准测试。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="92" />
        <source>Measured at d = %1 (fp32): LayerNorm reaches %2 and RMSNorm %3 of a plain copy's bandwidth, and RMSNorm takes %4 of LayerNorm's time.</source>
        <translation>在 d = %1（fp32）实测：LayerNorm 达到纯复制带宽的 %2，RMSNorm 达到 %3；RMSNorm 的用时是 LayerNorm 的 %4。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="100" />
        <source>Both are limited by memory bandwidth here, so equal bytes take about equal time.</source>
        <translation>此处实测两者都受内存带宽限制，所以字节数相同，耗时也大致相同。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="102" />
        <source>They are not both limited by memory bandwidth here, so the bytes alone do not set their time.</source>
        <translation>此处两者并非都受内存带宽限制，所以耗时不只由字节数决定。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="68" />
        <source>Real fp32 batch kernels timed on this machine against a plain copy of the same bytes, in a worker thread. Next to them the claims: a common claim of %1–%2× training throughput and the RMSNorm paper's %3× for the Transformer (Zhang &amp; Sennrich, 2019).</source>
        <translation>在工作线程中对本机真实的 fp32 批量算子计时，并与复制同样字节的纯复制对比。旁边是各种说法：常见说法称训练吞吐量提升 %1–%2×，RMSNorm 论文对 Transformer 报告 %3×（Zhang &amp; Sennrich, 2019）。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="75" />
        <source>&amp;Run benchmark</source>
        <translation>运行基准测试(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="76" />
        <source>Cance&amp;l</source>
        <translation>取消(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="77" />
        <source>Benchmark progress</source>
        <translation>基准测试进度</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="88" />
        <source>Bandwidth (fp32, read x + write y)</source>
        <translation>带宽（fp32，读 x + 写 y）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="78" />
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="89" />
        <source>Time per row</source>
        <translation>每行耗时</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="79" />
        <source>ns per row</source>
        <translation>ns/行</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="80" />
        <source>RMSNorm speed-up: one kernel here, training steps claimed</source>
        <translation>RMSNorm 的加速比：本机测的是单个算子，说法说的是整个训练步</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="81" />
        <source>× faster</source>
        <translation>加速（×）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="90" />
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="91" />
        <source>%1 — partial run</source>
        <translation>%1——不完整的运行</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="221" />
        <source>At d = %1 (%2 rows), RMSNorm and LayerNorm take the same time to within %4 (LayerNorm's time ÷ RMSNorm's = %3).</source>
        <translation>d = %1（%2 行）时，RMSNorm 与 LayerNorm 的用时相差不到 %4（LayerNorm 用时 ÷ RMSNorm 用时 = %3）。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="227" />
        <source>At d = %1 (%2 rows), LayerNorm takes %3× RMSNorm's time: RMSNorm is %3× as fast.</source>
        <translation>d = %1（%2 行）时，LayerNorm 的用时是 RMSNorm 的 %3 倍：RMSNorm 的速度是 LayerNorm 的 %3 倍。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="233" />
        <source>At d = %1 (%2 rows), LayerNorm takes %3× RMSNorm's time: RMSNorm is slower here, by %4 %.</source>
        <translation>d = %1（%2 行）时，LayerNorm 的用时是 RMSNorm 的 %3 倍：这里 RMSNorm 反而更慢，多用 %4 % 的时间。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="49" />
        <source>RMS² = σ² + μ²</source>
        <translation>RMS² = σ² + μ²</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="50" />
        <source>Near-constant input</source>
        <translation>几乎不变的输入</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="54" />
        <source>max |yᵢ|</source>
        <translation>max |yᵢ|</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="65" />
        <source>Shift c</source>
        <translation>平移 c</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="66" />
        <source>Scale a</source>
        <translation>缩放 a</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="67" />
        <source>Reset c and a</source>
        <translation>重置 c 和 a</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="68" />
        <location filename="../../ui/monitor/invariancecard.cpp" line="100" />
        <source>LayerNorm output</source>
        <translation>LayerNorm 输出</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="69" />
        <location filename="../../ui/monitor/invariancecard.cpp" line="104" />
        <source>RMSNorm output</source>
        <translation>RMSNorm 输出</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="77" />
        <source>Shift c = %1</source>
        <translation>平移 c = %1</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="78" />
        <source>Scale a = %1</source>
        <translation>缩放 a = %1</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="133" />
        <source>Sweeping…</source>
        <translation>正在扫描…</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="123" />
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="261" />
        <source>Stored in bf16 (half the bytes, statistics still in fp32), LayerNorm takes %1× and RMSNorm %2× their fp32 time at d = %3.</source>
        <translation>以 bf16 存储（字节减半，统计量仍用 fp32）时，在 d = %3 下 LayerNorm 用时为其 fp32 的 %1 倍，RMSNorm 为 %2 倍。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="274" />
        <source>y is written with streaming stores that bypass the caches: at %1 MiB it is larger than half the %2 MiB last-level cache.</source>
        <translation>y 用绕过缓存的流式存储写出：它有 %1 MiB，大于 %2 MiB 末级缓存的一半。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="277" />
        <source>y is written with ordinary stores: at %1 MiB it fits in half the %2 MiB last-level cache.</source>
        <translation>y 用普通存储写出：它有 %1 MiB，不超过 %2 MiB 末级缓存的一半。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="282" />
        <source>Stopped: the batch did not fit in memory.</source>
        <translation>已停止：内存装不下这批数据。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="284" />
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="60" />
        <source>%1
%1 sums</source>
        <translation>%1
%1 累加</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="61" />
        <source>%1
fp32 sums</source>
        <translation>%1
fp32 累加</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="158" />
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="160" />
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="154" />
        <location filename="../../ui/monitor/flopcard.cpp" line="71" />
        <location filename="../../ui/monitor/memorycard.cpp" line="48" />
        <location filename="../../ui/monitor/memorycard.cpp" line="54" />
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="81" />
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="96" />
        <location filename="../../ui/monitor/stabilitycard.cpp" line="99" />
        <location filename="../../ui/monitor/stabilitycard.cpp" line="101" />
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="159" />
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="161" />
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="145" />
        <location filename="../../ui/monitor/flopcard.cpp" line="67" />
        <location filename="../../ui/monitor/flopcard.cpp" line="75" />
        <location filename="../../ui/monitor/memorycard.cpp" line="50" />
        <location filename="../../ui/monitor/memorycard.cpp" line="57" />
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="82" />
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="98" />
        <location filename="../../ui/monitor/stabilitycard.cpp" line="99" />
        <location filename="../../ui/monitor/stabilitycard.cpp" line="101" />
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="238" />
        <source>LayerNorm reaches %1 % and RMSNorm %2 % of the copy's %3 GB/s.</source>
        <translation>LayerNorm 达到复制带宽 %3 GB/s 的 %1%，RMSNorm 达到 %2%。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="243" />
        <source>A kernel speed-up is not a training speed-up: it is diluted by the norm's share of a training step, which the training chapter measures on this machine (on GPUs that share can be large, Ivanov et al., 2021). Compare with a common claim of %1–%2× and the paper's %3× (Zhang &amp; Sennrich, 2019) with that in mind.</source>
        <translation>算子提速不等于训练提速：它会被归一化在训练步中所占的比例稀释，训练那一章会在本机实测这个比例（在 GPU 上这个比例可能很大，Ivanov et al., 2021）。请带着这一点对照常见说法的 %1–%2× 和论文的 %3×（Zhang &amp; Sennrich, 2019）。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="253" />
        <source>Both reach at least %1 of the copy's bandwidth and their times are within %2 of each other: measured here, both are limited by memory bandwidth, so RMSNorm's fewer operations save little time.</source>
        <translation>两者都达到复制带宽的 %1 以上，用时彼此相差不到 %2：本机实测两者都受内存带宽限制，所以 RMSNorm 少做的运算省不了多少时间。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="268" />
        <source>Kernels: AVX2 + FMA, chosen for this CPU.</source>
        <translation>算子：AVX2 + FMA，按本机 CPU 选用。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="269" />
        <source>Kernels: portable C++ (no AVX2 path on this CPU or build).</source>
        <translation>算子：可移植 C++（本机 CPU 或本次构建没有 AVX2 路径）。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/monitorcard.cpp" line="102" />
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="86" />
        <source>overflow</source>
        <translation>溢出</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/monitorcard.cpp" line="104" />
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/monitorcard.cpp" line="106" />
        <source>ε lost</source>
        <translation>ε 丢失</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/monitorcard.cpp" line="108" />
        <source>negative variance (clamped)</source>
        <translation>负方差（已截断）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/monitorcard.cpp" line="110" />
        <source>divisor 0</source>
        <translation>分母为 0</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="93" />
        <source>Error per element (%1, %2)</source>
        <translation>逐元素误差（%1，%2）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/monitorcard.cpp" line="94" />
        <source>storage sums</source>
        <translation>以存储精度累加</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/monitorcard.cpp" line="94" />
        <source>fp32 sums</source>
        <translation>以 fp32 累加</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="62" />
        <source>add</source>
        <translation>加</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="62" />
        <source>sub</source>
        <translation>减</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="62" />
        <source>mul</source>
        <translation>乘</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="62" />
        <source>div</source>
        <translation>除</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="62" />
        <source>sqrt</source>
        <translation>开方</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="64" />
        <source>LayerNorm (%1)</source>
        <translation>LayerNorm（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="69" />
        <source>counted
here</source>
        <translation>本次
计数</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="69" />
        <source>careful
count</source>
        <translation>仔细
计数</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="69" />
        <source>common
claim</source>
        <translation>常见
说法</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="70" />
        <source>profilers
(LN only)</source>
        <translation>分析工具
（仅 LN）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="47" />
        <source>step by step</source>
        <translation>逐步</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="47" />
        <source>fused kernel</source>
        <translation>融合算子</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="45" />
        <source>LayerNorm divides by the divisor √(σ² + ε), RMSNorm by √(RMS² + ε). RMS² = σ² + μ², so RMS ≥ σ (the standard deviation). For a near-constant input σ ≈ 0: only ε keeps LayerNorm's divisor away from zero.</source>
        <translation>LayerNorm 除以分母 √(σ² + ε)，RMSNorm 除以 √(RMS² + ε)。RMS² = σ² + μ²，所以 RMS ≥ σ（标准差）。对几乎不变的输入 σ ≈ 0：只有 ε 让 LayerNorm 的分母不为零。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="48" />
        <source>Standard deviation σ and RMS</source>
        <translation>标准差 σ 与 RMS</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="51" />
        <source>ε (%1 in each of %2 elements)</source>
        <translation>ε（%2 个元素，每个都是 %1）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="71" />
        <source>σ
(LayerNorm)</source>
        <translation>σ
（LayerNorm）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="71" />
        <source>RMS
(RMSNorm)</source>
        <translation>RMS
（RMSNorm）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="72" />
        <source>σ</source>
        <translation>σ</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="73" />
        <source>RMS</source>
        <translation>RMS</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="74" />
        <source>σ² + μ²</source>
        <translation>σ² + μ²</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="74" />
        <location filename="../../ui/monitor/stabilitycard.cpp" line="77" />
        <source>RMS²</source>
        <translation>RMS²</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="75" />
        <source>σ²</source>
        <translation>σ²</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="76" />
        <source>μ²</source>
        <translation>μ²</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="79" />
        <source>μ = %1 · σ = %2 · RMS = %3 · σ² = %4 · μ² = %5 · σ² + μ² = %6 · RMS² = %7 (difference %8, rounding) · divisors with ε = %9: √(σ² + ε) = %10, √(RMS² + ε) = %11</source>
        <translation>μ = %1 · σ = %2 · RMS = %3 · σ² = %4 · μ² = %5 · σ² + μ² = %6 · RMS² = %7（两者相差 %8，来自舍入）· ε = %9 时的分母：√(σ² + ε) = %10，√(RMS² + ε) = %11</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="107" />
        <source>extreme-input demo: ε = %1, d = %2</source>
        <translation>极端输入演示：ε = %1，d = %2</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="115" />
        <source>Near-constant input at ε = 0 (off the log axis): largest |output| %1. The extreme-input demo (%2 in each of %3 elements, %4, ε = %5) computed here gives LayerNorm %6 and RMSNorm %7: ε, not the algorithm, sets both. There σ = %8, while LayerNorm divides by √(σ² + ε) = %9.</source>
        <translation>ε = 0 时（不在对数坐标轴上）几乎不变的输入的最大 |输出|：%1。极端输入演示（%3 个元素，每个都是 %2，%4，ε = %5）在这里算得 LayerNorm %6、RMSNorm %7：决定两者的是 ε，而不是算法。此时 σ = %8，而 LayerNorm 除以的分母 √(σ² + ε) = %9。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="69" />
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="71" />
        <location filename="../../ui/monitor/stabilitycard.cpp" line="119" />
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="38" />
        <source>Largest error of each output against fp64 (a reference computed in long double on the unrounded input and rounded to fp64 once), in fp32, fp16 and bf16, summing in the storage precision or in fp32 (as real kernels do). Log scale; an overflow shows as inf or NaN.</source>
        <translation>fp32、fp16 和 bf16 下各输出的最大误差（以 fp64 为准：参考值在未舍入的输入上用 long double 计算，再舍入成 fp64 一次），累加分别用存储精度或 fp32（真实算子的做法）。对数刻度；溢出显示为 inf 或 NaN。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="69" />
        <source>LayerNorm %1</source>
        <translation>LayerNorm %1</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="71" />
        <source>RMSNorm %1</source>
        <translation>RMSNorm %1</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="73" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="75" />
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="78" />
        <source>No overflow, NaN or lost ε in any of these precisions.</source>
        <translation>这些精度下都没有溢出、NaN 或 ε 丢失。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="79" />
        <source>Flags — %1.</source>
        <translation>警示 — %1。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/precisionerrorcard.cpp" line="79" />
        <source> | </source>
        <translation> | </translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="53" />
        <source>read
(steps)</source>
        <translation>读
（逐步）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="53" />
        <source>written
(steps)</source>
        <translation>写
（逐步）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="53" />
        <source>read
(fused)</source>
        <translation>读
（融合）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/memorycard.cpp" line="53" />
        <source>written
(fused)</source>
        <translation>写
（融合）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="98" />
        <source>y(a·x + c)</source>
        <translation>y(a·x + c)</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="99" />
        <source> — first %1 of %2</source>
        <translation> — %2 个中的前 %1 个</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="102" />
        <location filename="../../ui/monitor/invariancecard.cpp" line="106" />
        <source>y(x)</source>
        <translation>y(x)</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="112" />
        <source>moves</source>
        <translation>会变</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="112" />
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/invariancecard.cpp" line="116" />
        <source>Largest change of an output element — LayerNorm: %1 under x + c (%2), %3 under a·x (%4), %5 under both. RMSNorm: %6 under x + c (%7), %8 under a·x (%9), %10 under both. With ε &gt; 0 a scale that brings σ² or RMS² near ε moves both a little.</source>
        <translation>输出元素的最大变化 — LayerNorm：x + c 下为 %1（%2），a·x 下为 %3（%4），两者同时为 %5。RMSNorm：x + c 下为 %6（%7），a·x 下为 %8（%9），两者同时为 %10。当 ε &gt; 0 时，若缩放让 σ² 或 RMS² 接近 ε，两者都会略有变化。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="116" />
        <source>&amp;Accumulation precision:</source>
        <translation>累加精度(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="120" />
        <source>Sweep accumulation precision</source>
        <translation>扫描用的累加精度</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="148" />
        <source>LN two-pass</source>
        <translation>LN 两遍算法</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="150" />
        <source>LN one-pass</source>
        <translation>LN 一遍算法</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="152" />
        <source>LN Welford</source>
        <translation>LN Welford 在线算法</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="166" />
        <source>one-pass E[x²] − μ² cancels</source>
        <translation>一遍算法 E[x²] − μ² 灾难性抵消</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="169" />
        <source>%1 x² overflows</source>
        <translation>%1 中 x² 溢出</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="172" />
        <source>%1 Σx² overflows</source>
        <translation>%1 中 Σx² 溢出</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="175" />
        <source>Error vs mean offset c (%1, %2)</source>
        <translation>误差随均值偏移 c 的变化（%1，%2）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="176" />
        <source>Error vs d (%1, %2)</source>
        <translation>误差随 d 的变化（%1，%2）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/errorsweepcard.cpp" line="185" />
        <source>Sweeps ready; d beyond %1 is still being computed…</source>
        <translation>扫描已就绪；d 大于 %1 的部分仍在计算…</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="92" />
        <source>LN counted</source>
        <translation>LN 计数</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/flopcard.cpp" line="93" />
        <source>RMS counted</source>
        <translation>RMS 计数</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="101" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/stabilitycard.cpp" line="111" />
        <source>Near-constant input, %1</source>
        <translation>几乎不变的输入，%1</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="157" />
        <source>copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="167" />
        <source>LayerNorm bf16</source>
        <translation>LayerNorm bf16</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="168" />
        <source>RMSNorm bf16</source>
        <translation>RMSNorm bf16</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="174" />
        <source>kernel here
d = %1</source>
        <translation>本机算子
d = %1</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="175" />
        <source>kernel here
(run cancelled)</source>
        <translation>本机算子
（运行已取消）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="176" />
        <source>kernel here
(run it)</source>
        <translation>本机算子
（请运行）</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="177" />
        <source>training
claim low</source>
        <translation>训练说法
下限</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="177" />
        <source>training
claim high</source>
        <translation>训练说法
上限</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="178" />
        <source>training
paper</source>
        <translation>训练
论文</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="179" />
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="180" />
        <source>claimed</source>
        <translation>声称</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="198" />
        <source>Nothing was measured.</source>
        <translation>什么都没有测到。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="199" />
        <source>Partial run: %1 of %2 sizes measured (d = %3), drawn as partial; the speed-up takes only a whole run.</source>
        <translation>不完整的运行：%2 个尺寸中只测了 %1 个（d = %3），图中标为不完整；加速比只取完整运行的结果。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="208" />
        <source>Measuring… each d runs a %1-element batch, best of %2.</source>
        <translation>正在测量…每个 d 跑一批 %1 个元素，取 %2 次中的最好成绩。</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/benchmarkcard.cpp" line="211" />
        <source>Not measured yet. Run the benchmark: it times fp32 LayerNorm, RMSNorm and a copy over a %1-element batch for d = %2, best of %3.</source>
        <translation>尚未测量。运行基准测试：在 d = %2 下，对一批 %1 个元素分别为 fp32 LayerNorm、RMSNorm 和复制计时，取 %3 次中的最好成绩。</translation>
    </message>
</context>
<context>
    <name>RevisionSheet</name>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="94" />
        <source>NormKitchen revision sheet</source>
        <translation>归一化后厨复习单</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="139" />
        <source>LayerNorm and RMSNorm on one vector</source>
        <translation>同一个向量上的 LayerNorm 与 RMSNorm</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="141" />
        <source>x = %1 (d = %2)</source>
        <translation>x = %1（d = %2）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="148" />
        <source>Made with NormKitchen. Every number was computed by its kernels on this vector.</source>
        <translation>由归一化后厨生成。每个数都由它的内核在这个向量上算出。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="172" />
        <source>Comparison, measured on this vector</source>
        <translation>对比（在这个向量上实测）</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="172" />
        <source>Aspect</source>
        <translation>对比项</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="190" />
        <source>Outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="190" />
        <source>stored xᵢ</source>
        <translation>存储的 xᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="190" />
        <source>LayerNorm yᵢ</source>
        <translation>LayerNorm yᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="191" />
        <source>RMSNorm yᵢ</source>
        <translation>RMSNorm yᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="203" />
        <source>The first %1 of %2 elements; the app and its JSON trace have them all.</source>
        <translation>仅列出 %2 个元素中的前 %1 个；应用和它的 JSON 计算记录里有全部元素。</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="217" />
        <source>Takeaways</source>
        <translation>要点</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="235" />
        <source>nothing to write: no traces</source>
        <translation>没有可写的内容：缺少计算过程</translation>
    </message>
    <message>
        <location filename="../../ui/handout/revisionsheet.cpp" line="242" />
        <source>could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>SessionMenu</name>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="106" />
        <location filename="../../app/sessionmenu.cpp" line="114" />
        <location filename="../../app/sessionmenu.cpp" line="172" />
        <source>Start class session</source>
        <translation>开始课堂互动</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="107" />
        <source>Serve the class on the network of:</source>
        <translation>在这个网络上为全班提供服务：</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="124" />
        <location filename="../../app/sessionmenu.cpp" line="133" />
        <location filename="../../app/sessionmenu.cpp" line="176" />
        <source>Ask the class</source>
        <translation>向全班提问</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="124" />
        <source>This step has no value to ask.</source>
        <translation>这一步没有可以提问的数值。</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="133" />
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="145" />
        <location filename="../../app/sessionmenu.cpp" line="149" />
        <location filename="../../app/sessionmenu.cpp" line="153" />
        <source>Export results</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="145" />
        <source>class-results.csv</source>
        <translation>class-results.csv</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="145" />
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="150" />
        <source>Leave the nicknames out (anonymous ids instead)?</source>
        <translation>不导出昵称（改用匿名编号）？</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="153" />
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="171" />
        <source>&amp;Session</source>
        <translation>课堂(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="173" />
        <source>End class session</source>
        <translation>结束课堂互动</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="174" />
        <source>Pause the class (eyes on the teacher)</source>
        <translation>全班暂停（请看老师）</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="175" />
        <source>Students browse freely</source>
        <translation>学生自由浏览</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="177" />
        <source>Reveal the answer</source>
        <translation>公布答案</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="178" />
        <source>Export results…</source>
        <translation>导出结果…</translation>
    </message>
    <message>
        <location filename="../../app/sessionmenu.cpp" line="179" />
        <source>Show or hide the join card</source>
        <translation>显示或隐藏加入卡片</translation>
    </message>
</context>
<context>
    <name>SettingNames</name>
    <message>
        <location filename="../../ui/base/settingnames.cpp" line="9" />
        <source>two-pass</source>
        <translation>两遍算法</translation>
    </message>
    <message>
        <location filename="../../ui/base/settingnames.cpp" line="11" />
        <source>one-pass E[x²] − μ²</source>
        <translation>一遍算法 E[x²] − μ²</translation>
    </message>
    <message>
        <location filename="../../ui/base/settingnames.cpp" line="13" />
        <source>Welford</source>
        <translation>Welford 在线算法</translation>
    </message>
</context>
<context>
    <name>SlipWords</name>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="31" />
        <source>divided by d − 1</source>
        <translation>除以了 d − 1</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="33" />
        <source>forgot to divide by d</source>
        <translation>忘了除以 d</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="35" />
        <source>forgot ε</source>
        <translation>忘了加 ε</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="37" />
        <source>added ε</source>
        <translation>多加了 ε</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="39" />
        <source>forgot γ</source>
        <translation>忘了缩放参数 γ</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="41" />
        <source>forgot β</source>
        <translation>忘了平移参数 β</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="43" />
        <source>added β to RMSNorm</source>
        <translation>给 RMSNorm 加了 β</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="45" />
        <source>σ for σ²</source>
        <translation>把标准差 σ 当成方差 σ²</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="47" />
        <source>σ² for σ</source>
        <translation>把方差 σ² 当成标准差 σ</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="49" />
        <source>forgot the square root</source>
        <translation>忘了开平方根</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="51" />
        <source>subtracted the mean</source>
        <translation>多减了均值</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="53" />
        <source>forgot to subtract the mean</source>
        <translation>忘了减去均值</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="55" />
        <source>another element</source>
        <translation>算成了另一个元素</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="57" />
        <source>wrong sign</source>
        <translation>符号反了</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="103" />
        <source>That is what dividing by d − 1 = %1 gives: the average is over all d = %2 values.</source>
        <translation>这是除以 d − 1 = %1 得到的数：平均要除以全部 d = %2 个值。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="109" />
        <source>That is the root of the sum Σx²: divide the sum by d = %1 before the root.</source>
        <translation>这是总和 Σx² 的平方根：开根号之前先把总和除以 d = %1。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="112" />
        <source>That is the sum: the mean divides it by d = %1.</source>
        <translation>这是总和：均值还要再除以 d = %1。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="115" />
        <source>That is what leaving out ε = %1 gives: the divisor adds ε under the root.</source>
        <translation>这是漏掉 ε = %1 得到的数：分母要在根号里加上 ε。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="119" />
        <source>That is √(mean(x²) + ε): the sheet asks for the RMS itself, without ε.</source>
        <translation>这是 √(mean(x²) + ε)：练习要的是均方根（RMS）本身，不加 ε。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="122" />
        <source>That is the value before the scale γ = %1: multiply by γ.</source>
        <translation>这是乘缩放参数 γ = %1 之前的值：还要乘以 γ。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="125" />
        <source>That is the value without the shift β = %1: add β last.</source>
        <translation>这是没加平移参数 β = %1 的值：最后还要加上 β。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="129" />
        <source>That adds the shift β = %1: RMSNorm has no β, only the scale γ.</source>
        <translation>这里加上了平移参数 β = %1：RMSNorm 没有 β，只有缩放参数 γ。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="132" />
        <source>That is σ, the standard deviation: the variance σ² is its square.</source>
        <translation>这是标准差 σ：方差 σ² 是它的平方。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="135" />
        <source>That divides by σ² + ε: the divisor is its square root, √(σ² + ε).</source>
        <translation>这是除以 σ² + ε：分母是它的平方根 √(σ² + ε)。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="138" />
        <source>That is the mean square mean(x²): the RMS is its square root.</source>
        <translation>这是均方 mean(x²)：均方根（RMS）是它的平方根。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="139" />
        <source>That divides by mean(x²) + ε: the divisor is its square root.</source>
        <translation>这是除以 mean(x²) + ε：分母是它的平方根。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="142" />
        <source>That is σ, which subtracts the mean first: RMSNorm does not centre, the RMS is √mean(x²).</source>
        <translation>这是先减去均值再算的 σ：RMSNorm 不做中心化，均方根（RMS）是 √mean(x²)。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="144" />
        <source>That is LayerNorm's output: RMSNorm does not subtract the mean and has no β.</source>
        <translation>这是 LayerNorm 的输出：RMSNorm 不减去均值，也没有 β。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="149" />
        <source>That is the mean square mean(x²): the variance averages the squared gaps (x − μ)².</source>
        <translation>这是均方 mean(x²)：方差平均的是差值的平方 (x − μ)²。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="151" />
        <source>That divides x itself: LayerNorm subtracts the mean μ first.</source>
        <translation>这是直接拿 x 去除：LayerNorm 要先减去均值 μ。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="154" />
        <source>That is element %1's output: the sheet asks for element %2 (counting from 1).</source>
        <translation>这是第 %1 个元素的输出：练习问的是第 %2 个元素（从 1 数起）。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="159" />
        <source>The size is right, the sign is not.</source>
        <translation>大小对了，符号反了。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/slipwords.cpp" line="167" />
        <source>%1 Chapter %2 shows it: “%3”.</source>
        <translation>%1第 %2 章的这一步演示了做法：“%3”。</translation>
    </message>
</context>
<context>
    <name>StartView</name>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="185" />
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="188" />
        <source>Scale &amp;γ:</source>
        <translation>缩放参数 &amp;γ：</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="189" />
        <source>Gamma</source>
        <translation>缩放参数 γ</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="186" />
        <source>One value, or one per element separated by commas. Up/Down change a single value by 0.1 (Shift: 0.01).</source>
        <translation>一个值，或每个元素一个值（用逗号分隔）。上/下方向键把单个值增减 0.1（按住 Shift：0.01）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="191" />
        <source>Gamma slider</source>
        <translation>缩放参数 γ 滑块</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="192" />
        <source>Shift &amp;β:</source>
        <translation>平移参数 &amp;β：</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="193" />
        <source>Beta</source>
        <translation>平移参数 β</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="195" />
        <source>Beta slider</source>
        <translation>平移参数 β 滑块</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="196" />
        <source>LayerNorm only: RMSNorm has no β.</source>
        <translation>仅用于 LayerNorm：RMSNorm 没有 β。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="197" />
        <source>&amp;ε:</source>
        <translation>&amp;ε：</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="198" />
        <source>Epsilon</source>
        <translation>ε</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="199" />
        <source>The stabilizing constant ε, added under the square root so the divisor √(σ² + ε) stays away from zero; the default is %1. Up/Down multiply or divide it by 10.</source>
        <translation>ε（防除零的小常数）加在平方根内，使分母 √(σ² + ε) 不为零；默认值为 %1。上/下方向键把它乘以或除以 10。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="203" />
        <source>Epsilon slider (powers of ten)</source>
        <translation>ε 滑块（10 的幂）</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="205" />
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="206" />
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="207" />
        <source>fp64 (double, the reference)</source>
        <translation>fp64（双精度，参考基准）</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="208" />
        <source>fp32 (single)</source>
        <translation>fp32（单精度）</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="209" />
        <source>fp16 (half)</source>
        <translation>fp16（半精度）</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="210" />
        <source>bf16 (bfloat16)</source>
        <translation>bf16（bfloat16）</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="211" />
        <source>Acc&amp;umulation precision:</source>
        <translation>累加精度(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="212" />
        <source>Accumulation precision</source>
        <translation>累加精度</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="213" />
        <source>the storage precision (naive code)</source>
        <translation>存储精度（朴素写法）</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="214" />
        <source>fp32, as real kernels do</source>
        <translation>fp32（真实算子的做法）</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="215" />
        <source>V&amp;ariance:</source>
        <translation>方差(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="216" />
        <source>Variance algorithm</source>
        <translation>方差算法</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="217" />
        <source>How LayerNorm gets σ²; RMSNorm needs no variance</source>
        <translation>LayerNorm 怎样求 σ²；RMSNorm 不需要方差</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="218" />
        <source>two-pass: μ, then (xᵢ − μ)²</source>
        <translation>两遍算法：先求 μ，再求 (xᵢ − μ)²</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="219" />
        <source>one-pass: E[x²] − μ²</source>
        <translation>一遍算法：E[x²] − μ²</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="220" />
        <source>Welford (running mean)</source>
        <translation>Welford 在线算法（边走边更新均值）</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="221" />
        <source>Parameter error</source>
        <translation>参数错误</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="313" />
        <source>One value for all, or %1 values, one per element.</source>
        <translation>所有元素共用一个值，或 %1 个值，每个元素一个。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="314" />
        <source>One value per element (%1 values).</source>
        <translation>每个元素一个值（共 %1 个）。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="321" />
        <source>Stored in %1 as 0: ε is lost and no longer guards the divisor.</source>
        <translation>以 %1 存储为 0：ε 丢失，不再保护分母。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="324" />
        <source>Stored in %1 as %2.</source>
        <translation>以 %1 存储为 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="336" />
        <source>Where sums and statistics are computed</source>
        <translation>求和与统计量用哪种精度计算</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="337" />
        <source>Only matters for fp16 and bf16</source>
        <translation>只对 fp16 和 bf16 有影响</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="365" />
        <source>γ</source>
        <translation>γ</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="366" />
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="367" />
        <source>ε</source>
        <translation>ε</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="373" />
        <source>%1 needs a value.</source>
        <translation>%1 需要一个值。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="375" />
        <source>%1: “%2” cannot be read at column %3.</source>
        <translation>%1：“%2”在第 %3 列无法识别。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="385" />
        <source>ε takes one value; “%1” has %2.</source>
        <translation>ε 只能取一个值；“%1”有 %2 个。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="391" />
        <source>ε must not be negative.</source>
        <translation>ε 不能为负。</translation>
    </message>
    <message>
        <location filename="../../ui/views/parameterpanel.cpp" line="397" />
        <source>%1 takes one value, or %2 values (one per element); “%3” has %4.</source>
        <translation>%1 取一个值，或 %2 个值（每个元素一个）；“%3”有 %4 个。</translation>
    </message>
</context>
<context>
    <name>StepCard</name>
    <message>
        <location filename="../../ui/handout/handoutchapterstep.cpp" line="200" />
        <source>Error against fp64: %1 (relative %2)</source>
        <translation>误差（以 fp64 为准）：%1（相对误差 %2）</translation>
    </message>
</context>
<context>
    <name>TrainingResultsWords</name>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="30" />
        <source>&lt;b&gt;Corpus:&lt;/b&gt; Genesis (King James Version), %1 characters: %2 to train, %3 to validate; %4 different characters are the vocabulary.</source>
        <translation>&lt;b&gt;语料：&lt;/b&gt;《创世记》（英王钦定本），共 %1 个字符：%2 个用于训练，%3 个用于验证；%4 种不同的字符构成词表。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="35" />
        <source>&lt;b&gt;Model:&lt;/b&gt; %1 pre-norm blocks of width %2 with %3 attention heads, a context of %4 characters; %5 parameters with LayerNorm, %6 with RMSNorm (no β).</source>
        <translation>&lt;b&gt;模型：&lt;/b&gt;%1 个前置归一化（Pre-Norm）块，宽度 %2，%3 个注意力头，上下文 %4 个字符；用 LayerNorm 时 %5 个参数，用 RMSNorm 时 %6 个（没有 β）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="44" />
        <source>&lt;b&gt;The same recipe book:&lt;/b&gt; both models start from the same initial weights, drawn from one stream of random numbers (number %1), and see the same batches of %2 × %3 characters, in the same order. Only the norm's formula differs.</source>
        <translation>&lt;b&gt;同一本菜谱：&lt;/b&gt;两个模型的初始权重相同，取自同一串随机数（编号 %1），并按同样的顺序读同样的 %2 × %3 字符批次。唯一不同的是归一化的公式。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="52" />
        <source>&lt;b&gt;Reference losses:&lt;/b&gt; guessing every character alike loses ln V = %1 nats per character; knowing only how often each character occurs (the unigram baseline) loses %2.</source>
        <translation>&lt;b&gt;参考损失：&lt;/b&gt;对每个字符一视同仁地猜，损失为 ln V = %1 奈特/字符；只知道每个字符出现的频率（一元基线），损失为 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="59" />
        <source>&lt;b&gt;Measured:&lt;/b&gt; on the first batch, from the same weights, LayerNorm's loss was %1 and RMSNorm's %2.</source>
        <translation>&lt;b&gt;实测：&lt;/b&gt;在第一个批次上、从同样的权重出发，LayerNorm 的损失为 %1，RMSNorm 的为 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="73" />
        <source>After %1 tokens each: validation loss LayerNorm %2, RMSNorm %3 nats per character, a difference of %4 (%5 of LayerNorm's loss).</source>
        <translation>各训练 %1 个 token 之后：验证损失 LayerNorm 为 %2，RMSNorm 为 %3 奈特/字符，相差 %4（LayerNorm 损失的 %5）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="79" />
        <source>Both are below the unigram baseline, %1.</source>
        <translation>两者都低于一元基线 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="80" />
        <source>Neither is below the unigram baseline, %1, yet.</source>
        <translation>两者都还没有低于一元基线 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="81" />
        <source>Only one is below the unigram baseline, %1.</source>
        <translation>只有一个低于一元基线 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="84" />
        <source>(The run was stopped early.)</source>
        <translation>（训练被提前停止。）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="93" />
        <source>&lt;p&gt;Tokens per second: LayerNorm %1, RMSNorm %2, so RMSNorm trains %3 as fast (measured, training steps only). A common claim says %4–%5; the RMSNorm paper measured %6 for the Transformer.&lt;/p&gt;&lt;p&gt;The norm layers take p = %7 of a LayerNorm model's step (%8 of an RMSNorm model's); RMSNorm's norms alone run k = %9 as fast. The rest of the step (attention, MLP, AdamW) is the same work for both, so the whole step can gain at most 1/(1 − p) = %10.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每秒 token 数：LayerNorm %1，RMSNorm %2，RMSNorm 的训练速度是 LayerNorm 的 %3（实测，只计训练步）。常见说法是 %4–%5；RMSNorm 的论文在 Transformer 上测得 %6。&lt;/p&gt;&lt;p&gt;归一化层占 LayerNorm 模型一步的 p = %7（RMSNorm 模型为 %8）；单看归一化层，RMSNorm 的速度是 LayerNorm 的 k = %9。一步中其余的部分（注意力、MLP、AdamW）两者完全相同，所以整步的速度最多只能变为原来的 1/(1 − p) = %10。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="135" />
        <source>tokens/s (measured)</source>
        <translation>token/秒（实测）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="135" />
        <source>wall time (hours)</source>
        <translation>总时长（小时）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="135" />
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="141" />
        <source>RMSNorm's bill is %1 of LayerNorm's on this machine (the inverse of the throughput ratio). A common claim says %2–%3; the inverse of the same claim's throughput would be %4–%5.</source>
        <translation>在这台机器上，RMSNorm 的账单是 LayerNorm 的 %1（吞吐量比值的倒数）。常见说法是 %2–%3；而按同一说法的吞吐量取倒数，应为 %4–%5。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultswords.cpp" line="153" />
        <source>Training… the figures appear when the run ends.</source>
        <translation>训练中……训练结束后显示这些数字。</translation>
    </message>
</context>
<context>
    <name>nk::ui::AnswerStrip</name>
    <message>
        <location filename="../../ui/session/answerstrip.cpp" line="60" />
        <source>%1 of %2 answered</source>
        <translation>%2 人中已有 %1 人作答</translation>
    </message>
    <message>
        <location filename="../../ui/session/answerstrip.cpp" line="135" />
        <source>Hide (the next question shows it again)</source>
        <translation>隐藏（下一道题会再显示）</translation>
    </message>
</context>
<context>
    <name>nk::ui::BarChart</name>
    <message>
        <location filename="../../ui/charts/barchart.cpp" line="227" />
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/charts/barchart.cpp" line="230" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>nk::ui::ChapterList</name>
    <message>
        <location filename="../../ui/window/chapterlist.cpp" line="123" />
        <location filename="../../ui/window/chapterlist.cpp" line="131" />
        <source>Chapters</source>
        <translation>章节</translation>
    </message>
    <message>
        <location filename="../../ui/window/chapterlist.cpp" line="132" />
        <source>Show all chapters</source>
        <translation>显示全部章节</translation>
    </message>
    <message>
        <location filename="../../ui/window/chapterlist.cpp" line="133" />
        <source>This lesson uses only some chapters; tick to list the others too</source>
        <translation>本课只用了部分章节；勾选后也列出其余章节</translation>
    </message>
</context>
<context>
    <name>nk::ui::ChartPanel</name>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="120" />
        <source>Save PNG…</source>
        <translation>保存 PNG…</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="121" />
        <source>Save SVG…</source>
        <translation>保存 SVG…</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="122" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="123" />
        <source>Save this chart as PNG or SVG</source>
        <translation>将此图表保存为 PNG 或 SVG</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="124" />
        <source>Save chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="125" />
        <source>Save the chart “%1”</source>
        <translation>保存图表“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="126" />
        <source>Show as table</source>
        <translation>以表格显示</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="127" />
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="128" />
        <source>Show the chart's numbers as a table (%1)</source>
        <translation>以表格显示图表的数值（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="131" />
        <source>Show the chart as a table</source>
        <translation>以表格显示图表</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="132" />
        <source>Show the chart “%1” as a table</source>
        <translation>以表格显示图表“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="562" />
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="585" />
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="585" />
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="587" />
        <source>Save SVG</source>
        <translation>保存 SVG</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="587" />
        <source>Save PNG</source>
        <translation>保存 PNG</translation>
    </message>
</context>
<context>
    <name>nk::ui::ChartSummary</name>
    <message>
        <location filename="../../ui/charts/chartsummary.cpp" line="15" />
        <source>The chart shows no values yet.</source>
        <translation>图表还没有数值。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartsummary.cpp" line="19" />
        <source>Series: %1; rows: %2.</source>
        <translation>序列：%1；行数：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartsummary.cpp" line="29" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartsummary.cpp" line="42" />
        <source>%1 (by %2): %3.</source>
        <translation>%1（按%2）：%3。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartsummary.cpp" line="45" />
        <source>%1: values at %2 rows</source>
        <translation>%1：%2 行有数值</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartsummary.cpp" line="48" />
        <source>from %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartsummary.cpp" line="51" />
        <source>(not finite: %1)</source>
        <translation>（非有限值：%1 个）</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartsummary.cpp" line="57" />
        <source>Show as table (%1) lists every value.</source>
        <translation>“以表格显示”（%1）列出全部数值。</translation>
    </message>
</context>
<context>
    <name>nk::ui::ChartTableDialog</name>
    <message>
        <location filename="../../ui/charts/charttabledialog.cpp" line="48" />
        <source>Copy all</source>
        <translation>全部复制</translation>
    </message>
    <message>
        <location filename="../../ui/charts/charttabledialog.cpp" line="49" />
        <source>Copy every cell, tab-separated, for a spreadsheet (Ctrl+C copies the selected cells)</source>
        <translation>复制全部单元格，以制表符分隔，可粘贴到电子表格（Ctrl+C 复制选中的单元格）</translation>
    </message>
    <message>
        <location filename="../../ui/charts/charttabledialog.cpp" line="64" />
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../../ui/charts/charttabledialog.cpp" line="65" />
        <source>%1 — table</source>
        <translation>%1 — 表格</translation>
    </message>
    <message>
        <location filename="../../ui/charts/charttabledialog.cpp" line="66" />
        <source>The numbers the chart “%1” shows:</source>
        <translation>图表“%1”显示的数值：</translation>
    </message>
    <message>
        <location filename="../../ui/charts/charttabledialog.cpp" line="67" />
        <source>Table of the chart “%1”</source>
        <translation>图表“%1”的表格</translation>
    </message>
</context>
<context>
    <name>nk::ui::ChooseChaptersDialog</name>
    <message>
        <location filename="../../ui/window/choosechaptersdialog.cpp" line="20" />
        <location filename="../../ui/window/choosechaptersdialog.cpp" line="34" />
        <source>Chapters of this lesson</source>
        <translation>本课的章节</translation>
    </message>
    <message>
        <location filename="../../ui/window/choosechaptersdialog.cpp" line="22" />
        <source>Tick the chapters this lesson uses. The chapter list then shows only these, and Next moves from one to the next.</source>
        <translation>勾选本课要用的章节。章节列表随后只显示这些章节，“下一步”也只在它们之间前进。</translation>
    </message>
    <message>
        <location filename="../../ui/window/choosechaptersdialog.cpp" line="38" />
        <source>All</source>
        <translation>全部</translation>
    </message>
</context>
<context>
    <name>nk::ui::ClassPanel</name>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="118" />
        <source>Student %1</source>
        <translation>学生 %1</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="119" />
        <source>%1 (away)</source>
        <translation>%1（已离开）</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="126" />
        <source>Connected: %1</source>
        <translation>已连接：%1</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="139" />
        <source>open</source>
        <translation>作答中</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="142" />
        <source>closed</source>
        <translation>已截止</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="145" />
        <source>revealed, %1 right</source>
        <translation>已公布，%1 人答对</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="149" />
        <source>%1  %2: %3 answers (%4)</source>
        <translation>%1  %2：%3 份作答（%4）</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="176" />
        <source>Class session</source>
        <translation>课堂互动</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="177" />
        <source>Answers per question</source>
        <translation>各题作答</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="178" />
        <source>Students browse freely</source>
        <translation>学生自由浏览</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="179" />
        <source>Pause the class</source>
        <translation>全班暂停</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="180" />
        <source>Ask the class</source>
        <translation>向全班提问</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="181" />
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="182" />
        <source>Remove student</source>
        <translation>移出学生</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="183" />
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="184" />
        <source>End session</source>
        <translation>结束课堂互动</translation>
    </message>
    <message>
        <location filename="../../ui/session/classpanel.cpp" line="185" />
        <source>Students</source>
        <translation>学生</translation>
    </message>
</context>
<context>
    <name>nk::ui::ClassroomKeyFilter</name>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="248" />
        <source>Next step (first the step's action: reveal, Show me, run)</source>
        <translation>下一步（先做本步的动作：揭晓、演示给我看、运行）</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="249" />
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="250" />
        <source>First step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="251" />
        <source>Last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="252" />
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="253" />
        <source>Blank the screen (any key brings it back)</source>
        <translation>黑屏（按任意键恢复）</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="254" />
        <source>Kitchen-first layout</source>
        <translation>厨房优先布局</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="255" />
        <source>Projector theme on or off</source>
        <translation>投影主题开关</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="256" />
        <source>Your note for this step</source>
        <translation>你对这一步的备注</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="257" />
        <source>Type a new vector over the lesson (Enter applies, Esc cancels)</source>
        <translation>在课程画面上输入新向量（Enter 应用，Esc 取消）</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="258" />
        <source>Next precision: fp32, fp16, bf16 (undo goes back)</source>
        <translation>换到下一种精度：fp32、fp16、bf16（撤销可退回）</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="259" />
        <source>Class session: show or hide the join card</source>
        <translation>课堂互动：显示或隐藏加入卡片</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="260" />
        <source>Leave presentation mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <location filename="../../ui/window/classroomkeyfilter.cpp" line="262" />
        <source>Press the button you focused with Tab or a click (Space always moves the story)</source>
        <translation>按下你用 Tab 或点击选中的按钮（空格键始终用于翻步）</translation>
    </message>
</context>
<context>
    <name>nk::ui::CodePanel</name>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="196" />
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="209" />
        <source>NumPy style</source>
        <translation>NumPy 写法</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="210" />
        <source>PyTorch style</source>
        <translation>PyTorch 写法</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="211" />
        <source>This app's kernel (C++)</source>
        <translation>本应用的算子（C++）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="213" />
        <source>Copy code</source>
        <translation>复制代码</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="214" />
        <source>Copies the listing shown to the clipboard</source>
        <translation>把当前显示的代码复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="240" />
        <location filename="../../ui/panels/codepanel.cpp" line="273" />
        <source>→ divisor = %1</source>
        <translation>→ divisor（分母）= %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="242" />
        <source>→ y = %1 (rounded to %2)</source>
        <translation>→ y = %1（舍入到 %2）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="244" />
        <source>→ sum = Σx² = %1, meanSquare = %2, summed in %3</source>
        <translation>→ sum = Σx² = %1，meanSquare = %2，以 %3 累加</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="249" />
        <source>What a real kernel does differently from the Python above: one walk over x for Σx², the sum kept in the compute type C (float when sums accumulate in fp32, even for fp16 or bf16 input), then one walk that divides and scales; every operation is counted. Here x is stored in %1 and summed in %2.</source>
        <translation>真实的算子与上面的 Python 有何不同：沿 x 走一趟求 Σx²，累加和保存在计算类型 C 中（累加精度为 fp32 时是 float，即使输入是 fp16 或 bf16），再走一趟完成相除与缩放；每次运算都计了数。这里 x 以 %1 存储，以 %2 累加。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="266" />
        <source>→ mu = %1</source>
        <translation>→ mu = %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="267" />
        <source>no line: RMSNorm computes no mean</source>
        <translation>没有这一行：RMSNorm 不计算均值</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="269" />
        <source>→ var = %1</source>
        <translation>→ var = %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="270" />
        <source>→ ms = %1</source>
        <translation>→ ms = %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="272" />
        <source>→ x_hat = %1</source>
        <translation>→ x_hat = %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="275" />
        <location filename="../../ui/panels/codepanel.cpp" line="276" />
        <source>→ returns %1</source>
        <translation>→ 返回 %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="278" />
        <source>x = %1, gamma = %2, beta = %3</source>
        <translation>x = %1，gamma = %2，beta = %3</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="280" />
        <source>x = %1, gamma = %2</source>
        <translation>x = %1，gamma = %2</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codepanel.cpp" line="284" />
        <source>(%1, as set in Start)</source>
        <translation>（%1，在开始模式中设置）</translation>
    </message>
</context>
<context>
    <name>nk::ui::CodeView</name>
    <message>
        <location filename="../../ui/panels/codeview.cpp" line="78" />
        <source>Code listing</source>
        <translation>代码清单</translation>
    </message>
    <message>
        <location filename="../../ui/panels/codeview.cpp" line="90" />
        <source>Lit lines (the step playing): %1</source>
        <translation>亮起的行（正在播放的步骤）：%1</translation>
    </message>
</context>
<context>
    <name>nk::ui::CostLedgerPanel</name>
    <message>
        <location filename="../../ui/panels/costledgerpanel.cpp" line="357" />
        <source>&amp;Run the benchmark</source>
        <translation>运行基准测试(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpanel.cpp" line="358" />
        <source>Cance&amp;l</source>
        <translation>取消(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpanel.cpp" line="361" />
        <source>Benchmark progress</source>
        <translation>基准测试进度</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpanel.cpp" line="405" />
        <source>The numbers appear when the guesses are in.</source>
        <translation>猜完之后，数字才会出现。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpanel.cpp" line="418" />
        <source>The next rows, from “%1”</source>
        <translation>后面几行，从“%1”起</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpanel.cpp" line="419" />
        <source>The rows of %1</source>
        <translation>%1 的各行</translation>
    </message>
    <message>
        <location filename="../../ui/panels/costledgerpanel.cpp" line="424" />
        <source>Run the benchmark</source>
        <translation>运行基准测试</translation>
    </message>
</context>
<context>
    <name>nk::ui::CoveredReading</name>
    <message>
        <location filename="../../ui/kitchen/coveredreading.cpp" line="40" />
        <source>What will I read? Guess first.</source>
        <translation>我会读到多少？先猜一猜。</translation>
    </message>
</context>
<context>
    <name>nk::ui::DerivationPanel</name>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="258" />
        <source>μ, the mean of your vector?</source>
        <translation>μ，你这个向量的均值是多少？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="267" />
        <source>Σxᵢ², the sum of the squares?</source>
        <translation>Σxᵢ²，平方和是多少？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="270" />
        <source>Σ(xᵢ − μ), as the computer adds it up?</source>
        <translation>Σ(xᵢ − μ)，计算机加出来是多少？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="272" />
        <source>RMS² = σ² + μ²: what is RMS²?</source>
        <translation>RMS² = σ² + μ²：RMS² 是多少？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="273" />
        <source>And σ, the standard deviation (without ε)?</source>
        <translation>再猜 σ，标准差（不含 ε）是多少？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="289" />
        <source>1. Write each value as its gap from the mean, plus the mean</source>
        <translation>1. 把每个值写成它与均值的差，再加上均值</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="290" />
        <source>2. Square it, and add up over all d values</source>
        <translation>2. 平方，再把 d 个值加起来</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="291" />
        <source>3. The gaps add up to zero: the cross term vanishes</source>
        <translation>3. 偏差之和为零：交叉项消失</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="292" />
        <source>4. Divide by d: RMS² = σ² + μ², so RMS ≥ σ</source>
        <translation>4. 除以 d：RMS² = σ² + μ²，所以 RMS ≥ σ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="295" />
        <source>3. What the gaps add up to</source>
        <translation>3. 偏差加起来是多少</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="296" />
        <source>4. Divide by d: what that says about RMS and σ</source>
        <translation>4. 除以 d：这说明 RMS 与 σ 有什么关系</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="297" />
        <source>RMS² beside σ² + μ²</source>
        <translation>RMS² 与 σ² + μ² 并排</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="298" />
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="328" />
        <source>Next: %1</source>
        <translation>下一步：%1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/derivationpanel.cpp" line="350" />
        <source>σ² + μ²</source>
        <translation>σ² + μ²</translation>
    </message>
</context>
<context>
    <name>nk::ui::ElapsedClock</name>
    <message>
        <location filename="../../ui/presenter/elapsedclock.cpp" line="77" />
        <source>Time since the lesson started: click to start again from zero</source>
        <translation>课程开始以来的时间：点击从零重新计时</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/elapsedclock.cpp" line="78" />
        <source>The time of day</source>
        <translation>当前时刻</translation>
    </message>
</context>
<context>
    <name>nk::ui::ExecuteView</name>
    <message>
        <location filename="../../ui/views/executeview.cpp" line="369" />
        <source>Predict mode</source>
        <translation>预测模式</translation>
    </message>
    <message>
        <location filename="../../ui/views/executeview.cpp" line="370" />
        <source>Hide each step's value until you have typed a guess</source>
        <translation>先输入猜测，再揭晓每一步的值</translation>
    </message>
    <message>
        <location filename="../../ui/views/executeview.cpp" line="431" />
        <source>Reveal the values</source>
        <translation>揭晓数值</translation>
    </message>
    <message>
        <location filename="../../ui/views/executeview.cpp" line="435" />
        <source>The rest of the text</source>
        <translation>显示余下的文字</translation>
    </message>
    <message>
        <location filename="../../ui/views/executeview.cpp" line="441" />
        <source>The rest of the page</source>
        <translation>显示本页余下部分</translation>
    </message>
    <message>
        <location filename="../../ui/views/executeview.cpp" line="444" />
        <source>Your own vector again, and the next step</source>
        <translation>回到你自己的向量，并进入下一步</translation>
    </message>
</context>
<context>
    <name>nk::ui::ExercisePanel</name>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="249" />
        <source>Exercise %1 of %2</source>
        <translation>第 %1 题，共 %2 题</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="269" />
        <source>Sheet number</source>
        <translation>练习编号</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="271" />
        <source>The same number gives the same sheet on every machine; your teacher can print this sheet and its answer key by its number.</source>
        <translation>同一个编号在每台机器上都得到同一张卷子；老师可以按编号打印这张卷子及其答案。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="273" />
        <source>New sheet</source>
        <translation>换一张卷子</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="274" />
        <location filename="../../ui/panels/exercisepanel.cpp" line="277" />
        <source>Previous exercise</source>
        <translation>上一题</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="275" />
        <location filename="../../ui/panels/exercisepanel.cpp" line="278" />
        <source>Next exercise</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="282" />
        <source>Show the step</source>
        <translation>看这一步</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="283" />
        <source>Loads this exercise into the lesson and opens the step that computes this value (Ctrl+Z gives the lesson back).</source>
        <translation>把这道题载入课程，并打开计算这个值的那一步（Ctrl+Z 可回到原来的课）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="286" />
        <source>Next to redo</source>
        <translation>下一道要重做的题</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="287" />
        <source>Opens the next exercise of this sheet that had an answer not right, its fields empty.</source>
        <translation>打开本练习中下一道有答案不对的题，答案栏清空重做。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="289" />
        <source>Check answers</source>
        <translation>核对答案</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="290" />
        <source>Show the key</source>
        <translation>显示参考答案</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="350" />
        <source>Score: %1 of %2 on this exercise · %3 of %4 on the sheet</source>
        <translation>得分：本题 %1 / %2 · 全卷 %3 / %4</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="375" />
        <source>Sheet %1: no score yet</source>
        <translation>练习 %1：还没有得分</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="376" />
        <source>Sheet %1: best %2 of %3</source>
        <translation>练习 %1：最高 %2 / %3</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="386" />
        <source>to redo: exercise %1</source>
        <translation>要重做：第 %1 题</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="387" />
        <source>to redo: exercises %1</source>
        <translation>要重做：第 %1 题</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="387" />
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="436" />
        <source>Exercise %1's vector</source>
        <translation>第 %1 题的向量</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="437" />
        <source>Back to the exercise</source>
        <translation>回到练习</translation>
    </message>
    <message>
        <location filename="../../ui/panels/exercisepanel.cpp" line="439" />
        <source>Load exercise</source>
        <translation>载入练习题</translation>
    </message>
</context>
<context>
    <name>nk::ui::FinishExporter</name>
    <message>
        <location filename="../../ui/views/finishexporter.cpp" line="74" />
        <location filename="../../ui/views/finishexporter.cpp" line="92" />
        <location filename="../../ui/views/finishexporter.cpp" line="116" />
        <location filename="../../ui/views/finishexporter.cpp" line="182" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishexporter.cpp" line="75" />
        <location filename="../../ui/views/finishexporter.cpp" line="93" />
        <location filename="../../ui/views/finishexporter.cpp" line="120" />
        <location filename="../../ui/views/finishexporter.cpp" line="134" />
        <location filename="../../ui/views/finishexporter.cpp" line="170" />
        <location filename="../../ui/views/finishexporter.cpp" line="183" />
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishexporter.cpp" line="99" />
        <location filename="../../ui/views/finishexporter.cpp" line="124" />
        <location filename="../../ui/views/finishexporter.cpp" line="161" />
        <location filename="../../ui/views/finishexporter.cpp" line="169" />
        <source>Export handout</source>
        <translation>导出讲义</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishexporter.cpp" line="118" />
        <source>Export cancelled; %1 was left as it was</source>
        <translation>导出已取消；%1 保持原样</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishexporter.cpp" line="131" />
        <source>Writing the handout to %1…</source>
        <translation>正在将讲义写入 %1…</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishexporter.cpp" line="132" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishexporter.cpp" line="138" />
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishexporter.cpp" line="177" />
        <source>Export trace</source>
        <translation>导出计算记录</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishexporter.cpp" line="177" />
        <source>normkitchen-trace.json</source>
        <translation>normkitchen-trace.json</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishexporter.cpp" line="178" />
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
</context>
<context>
    <name>nk::ui::FinishOutputCard</name>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="85" />
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="85" />
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="86" />
        <source>y = γ · (x − μ) / √(σ² + ε) + β</source>
        <translation>y = γ · (x − μ) / √(σ² + ε) + β</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="87" />
        <source>y = γ · x / √(mean(x²) + ε)</source>
        <translation>y = γ · x / √(mean(x²) + ε)</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="88" />
        <source>LayerNorm output</source>
        <translation>LayerNorm 输出</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="88" />
        <source>RMSNorm output</source>
        <translation>RMSNorm 输出</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="89" />
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="90" />
        <source>xᵢ</source>
        <translation>xᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="91" />
        <source>yᵢ</source>
        <translation>yᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="92" />
        <source>LayerNorm output values</source>
        <translation>LayerNorm 输出值</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="92" />
        <source>RMSNorm output values</source>
        <translation>RMSNorm 输出值</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishoutputcard.cpp" line="149" />
        <source>d = %1: every value is in the exported trace.</source>
        <translation>d = %1：全部数值都在导出的计算记录里。</translation>
    </message>
</context>
<context>
    <name>nk::ui::FinishView</name>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="142" />
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="143" />
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="139" />
        <source>&amp;Comparison, measured on this input</source>
        <translation>对比：在本输入上实测(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="140" />
        <source>Comparison of LayerNorm and RMSNorm</source>
        <translation>LayerNorm 与 RMSNorm 对比</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="141" />
        <source>Aspect</source>
        <translation>对比项</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="144" />
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="145" />
        <source>Export hand&amp;out…</source>
        <translation>导出讲义(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="146" />
        <source>Export handout as PDF or HTML</source>
        <translation>将讲义导出为 PDF 或 HTML</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="147" />
        <source>Export &amp;trace (JSON)…</source>
        <translation>导出计算记录 (JSON)(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="148" />
        <source>Export trace as JSON</source>
        <translation>将计算记录导出为 JSON</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="284" />
        <source>Takeaways</source>
        <translation>要点</translation>
    </message>
    <message>
        <location filename="../../ui/views/finishview.cpp" line="285" />
        <source>Takeaways: %1</source>
        <translation>要点：%1</translation>
    </message>
</context>
<context>
    <name>nk::ui::HandoutDialog</name>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="29" />
        <source>Export handout</source>
        <translation>导出讲义</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="31" />
        <source>What to write</source>
        <translation>要写出什么</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="40" />
        <source>Handout for students (PDF): the lesson step by step, without the teacher's notes and the exercise key</source>
        <translation>学生讲义（PDF）：逐步讲解这堂课，不含教师备注和练习答案</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="43" />
        <source>Handout for the teacher (PDF): with the built-in notes, your own step notes and the exercise key</source>
        <translation>教师讲义（PDF）：含内置备注、你自己的步骤备注和练习答案</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="46" />
        <source>Revision sheet (HTML): one page for a phone or the printer: the formulas, this vector's numbers, the comparison and the takeaways</source>
        <translation>复习单（HTML）：一页，可在手机上看或打印：公式、这个向量的数值、对比表和要点</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="65" />
        <source>Chapters in the handout</source>
        <translation>讲义包含的章节</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="68" />
        <source>Chapters</source>
        <translation>章节</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="72" />
        <source>Exercise sheet (chapter 11)</source>
        <translation>练习卷（第 11 章）</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="81" />
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="127" />
        <source>normkitchen-handout-teacher.pdf</source>
        <translation>归一化后厨-教师讲义.pdf</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="129" />
        <source>normkitchen-revision-sheet.html</source>
        <translation>归一化后厨-复习单.html</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="132" />
        <source>normkitchen-handout-student.pdf</source>
        <translation>归一化后厨-学生讲义.pdf</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="138" />
        <source>HTML files (*.html)</source>
        <translation>HTML 文件 (*.html)</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="138" />
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="150" />
        <source>The revision sheet takes one takeaway from each chapter chosen.</source>
        <translation>复习单从每个选中的章节取一条要点。</translation>
    </message>
    <message>
        <location filename="../../ui/views/handoutdialog.cpp" line="152" />
        <source>Choose at least one chapter.</source>
        <translation>请至少选择一个章节。</translation>
    </message>
</context>
<context>
    <name>nk::ui::HandoutExport</name>
    <message>
        <location filename="../../ui/handout/handoutexport.cpp" line="86" />
        <source>an export is under way</source>
        <translation>已有一个导出正在进行</translation>
    </message>
    <message>
        <location filename="../../ui/handout/handoutexport.cpp" line="280" />
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>nk::ui::InterviewPanel</name>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="148" />
        <location filename="../../ui/panels/interviewpanel.cpp" line="294" />
        <source>Show the answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="228" />
        <source>Missed: %1 of %2 — redo them</source>
        <translation>答错：%1 / %2 题——再做一遍</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="270" />
        <source>Interview question %1 of %2</source>
        <translation>面试题 %1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="276" />
        <source>Next missed question</source>
        <translation>下一道答错的题</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="277" />
        <source>Goes through only the questions you marked “I missed it”, each asked afresh.</source>
        <translation>只过一遍你标为“我没答对”的题，每道题重新作答。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="281" />
        <source>Your answer, before you look (or skip straight to the answer):</source>
        <translation>看答案之前先写下你的回答（也可以跳过，直接看答案）：</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="282" />
        <source>Type your own answer here</source>
        <translation>在这里写你自己的回答</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="283" />
        <source>Your answer</source>
        <translation>你的回答</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="294" />
        <source>Hide the answer</source>
        <translation>隐藏答案</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="299" />
        <source>Did you have it?</source>
        <translation>你答对了吗？</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="300" />
        <source>I had it</source>
        <translation>我答对了</translation>
    </message>
    <message>
        <location filename="../../ui/panels/interviewpanel.cpp" line="301" />
        <source>I missed it</source>
        <translation>我没答对</translation>
    </message>
</context>
<context>
    <name>nk::ui::JoinCard</name>
    <message>
        <location filename="../../ui/session/joincard.cpp" line="52" />
        <location filename="../../ui/session/joincard.cpp" line="172" />
        <source>Join the class</source>
        <translation>加入课堂</translation>
    </message>
    <message>
        <location filename="../../ui/session/joincard.cpp" line="53" />
        <location filename="../../ui/session/joincard.cpp" line="174" />
        <source>Scan the code with your phone's camera, or open:</source>
        <translation>用手机相机扫描二维码，或在浏览器中打开：</translation>
    </message>
    <message>
        <location filename="../../ui/session/joincard.cpp" line="55" />
        <location filename="../../ui/session/joincard.cpp" line="177" />
        <source>Session code: %1</source>
        <translation>课堂代码：%1</translation>
    </message>
    <message>
        <location filename="../../ui/session/joincard.cpp" line="56" />
        <location filename="../../ui/session/joincard.cpp" line="178" />
        <source>Students joined: %1</source>
        <translation>已加入学生：%1</translation>
    </message>
    <message>
        <location filename="../../ui/session/joincard.cpp" line="64" />
        <source>J hides and shows this card</source>
        <translation>按 J 隐藏或显示这张卡片</translation>
    </message>
</context>
<context>
    <name>nk::ui::KitchenView</name>
    <message>
        <location filename="../../ui/kitchen/kitchenview.cpp" line="53" />
        <location filename="../../ui/kitchen/kitchenview.cpp" line="476" />
        <source>Kitchen scene</source>
        <translation>厨房场景</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenview.cpp" line="376" />
        <source>The kitchen is waiting for a vector: type one or pick a preset.</source>
        <translation>厨房在等一个向量：输入一个，或选一个预设。</translation>
    </message>
</context>
<context>
    <name>nk::ui::KitchenWords</name>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="23" />
        <source>Dish %1 at the LayerNorm station</source>
        <translation>LayerNorm 工位的第 %1 道菜</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="24" />
        <source>Dish %1 at the RMSNorm station</source>
        <translation>RMSNorm 工位的第 %1 道菜</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="26" />
        <source>x = %1</source>
        <translation>x = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="30" />
        <source>x − μ = %1</source>
        <translation>x − μ = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="32" />
        <source>x̂ = (x − μ) ÷ √(σ² + ε) = %1</source>
        <translation>x̂ = (x − μ) ÷ √(σ² + ε) = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="34" />
        <source>y = γ·x̂ + β = %1</source>
        <translation>y = γ·x̂ + β = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="37" />
        <source>x² = %1</source>
        <translation>x² = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="39" />
        <source>x ÷ RMS = %1</source>
        <translation>x ÷ RMS = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="40" />
        <source>y = x ÷ RMS · γ = %1</source>
        <translation>y = x ÷ RMS · γ = %1</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="58" />
        <source>The kitchen is waiting for a vector.</source>
        <translation>厨房在等一个向量。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="65" />
        <source>Step %1.</source>
        <translation>步骤 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="70" />
        <source>Old chef (LayerNorm):</source>
        <translation>老厨师（LayerNorm）：</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="70" />
        <source>New chef (RMSNorm):</source>
        <translation>新厨师（RMSNorm）：</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="74" />
        <source>Meter, %1: %2.</source>
        <translation>仪表（%1）：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="76" />
        <source>broken (%1)</source>
        <translation>已损坏（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="84" />
        <source>Dishes: %1.</source>
        <translation>菜品：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="86" />
        <source>The dishes (%1) are drawn as a strip.</source>
        <translation>这些菜（%1 道）画成一条色带。</translation>
    </message>
    <message>
        <location filename="../../ui/kitchen/kitchenwords.cpp" line="90" />
        <source>Walks over the table so far: %1; operations: %2.</source>
        <translation>至今沿桌走了 %1 趟，%2 次运算。</translation>
    </message>
</context>
<context>
    <name>nk::ui::LayerStackPanel</name>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="279" />
        <source>&amp;Weight scale</source>
        <translation>权重尺度(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="280" />
        <source>Weight scale of the random layers</source>
        <translation>随机层的权重尺度</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="281" />
        <source>σ per layer (log scale)</source>
        <translation>每层 σ（对数刻度）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="282" />
        <location filename="../../ui/panels/layerstackpanel.cpp" line="284" />
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="282" />
        <source>σ</source>
        <translation>σ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="283" />
        <source>Largest |x| per layer (log scale)</source>
        <translation>每层最大 |x|（对数刻度）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="284" />
        <source>max |x|</source>
        <translation>最大 |x|</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="285" />
        <source>Your vector: the mean μ</source>
        <translation>你的向量：均值 μ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="286" />
        <source>The variance σ²</source>
        <translation>方差 σ²</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="287" />
        <source>Standardize, with ε in the divisor</source>
        <translation>标准化，分母里有 ε</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="327" />
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="329" />
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="333" />
        <source>No norm</source>
        <translation>不归一化</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="336" />
        <source>%1 random layers of width %2 (a linear map, then a leaky ReLU), the same weights for all three stacks; the norms use γ = 1, β = 0 and your ε. Layer 0 is your vector.</source>
        <translation>%1 个宽度为 %2 的随机层（线性映射，再过 Leaky ReLU），三个网络共用同一组权重；归一化取 γ = 1、β = 0 和你设的 ε。第 0 层就是你的向量。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="342" />
        <source>s = %1: without a norm the size changes about %2× per layer (%3× at s ≈ %4)</source>
        <translation>s = %1：不归一化时，每层大小约变为 %2 倍（s ≈ %4 时为 %3 倍）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="371" />
        <source>after layer %1</source>
        <translation>第 %1 层之后</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="375" />
        <source>min</source>
        <translation>最小</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="376" />
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../../ui/panels/layerstackpanel.cpp" line="394" />
        <source>Your vector has %1 values: the stack reads the first %2.</source>
        <translation>你的向量有 %1 个值：这个网络只读前 %2 个。</translation>
    </message>
</context>
<context>
    <name>nk::ui::LessonController</name>
    <message>
        <location filename="../../ui/lesson/lessoncontroller.cpp" line="171" />
        <location filename="../../ui/lesson/lessoncontroller.cpp" line="189" />
        <source>Edit vector</source>
        <translation>编辑向量</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessoncontroller.cpp" line="182" />
        <source>Change x%1</source>
        <translation>修改 x%1</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessoncontroller.cpp" line="205" />
        <source>Load preset</source>
        <translation>载入预设</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessoncontroller.cpp" line="211" />
        <source>Load case</source>
        <translation>载入案例</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessoncontroller.cpp" line="216" />
        <source>Change parameters</source>
        <translation>修改参数</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessoncontroller.cpp" line="373" />
        <source>Edit note (chapter %1, step %2)</source>
        <translation>编辑备注（第 %1 章，第 %2 步）</translation>
    </message>
</context>
<context>
    <name>nk::ui::LessonDocument</name>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="63" />
        <location filename="../../ui/window/lessondocument.cpp" line="174" />
        <source>Untitled lesson</source>
        <translation>未命名课程</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="66" />
        <source>NormKitchen 归一化后厨</source>
        <translation>NormKitchen 归一化后厨</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="175" />
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="176" />
        <source>Save the changes to “%1”?</source>
        <translation>保存对“%1”的更改吗？</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="178" />
        <source>The vector, parameters and notes you changed are lost unless you save them.</source>
        <translation>如果不保存，你对向量、参数和备注所做的更改将会丢失。</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="205" />
        <source>normkitchen-lesson</source>
        <translation>归一化后厨课程</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="225" />
        <source>Save lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="226" />
        <source>NormKitchen lessons (*.nklesson)</source>
        <translation>NormKitchen 课程 (*.nklesson)</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="228" />
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="229" />
        <source>NormKitchen lessons (*.nklesson *.json);;All files (*)</source>
        <translation>NormKitchen 课程 (*.nklesson *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="251" />
        <location filename="../../ui/window/lessondocument.cpp" line="241" />
        <source>Cannot open lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessondocument.cpp" line="256" />
        <source>Cannot save lesson</source>
        <translation>无法保存课程</translation>
    </message>
</context>
<context>
    <name>nk::ui::LessonEndView</name>
    <message>
        <location filename="../../ui/views/lessonendview.cpp" line="92" />
        <source>Next (PageDown or Space): back to the start of the lesson, chapter %1: %2. Previous (PageUp): the last chapter's results again.</source>
        <translation>下一步（PageDown 或空格）：回到课程开头，第 %1 章：%2。上一步（PageUp）：再看最后一章的结果。</translation>
    </message>
    <message>
        <location filename="../../ui/views/lessonendview.cpp" line="97" />
        <source>Esc leaves presentation mode.</source>
        <translation>Esc 退出演示模式。</translation>
    </message>
    <message>
        <location filename="../../ui/views/lessonendview.cpp" line="134" />
        <source>End of the lesson</source>
        <translation>本课结束</translation>
    </message>
    <message>
        <location filename="../../ui/views/lessonendview.cpp" line="135" />
        <source>Covered: %1 chapters, %2 steps. One takeaway of each chapter, for your vector [%3]:</source>
        <translation>已讲：%1 章，%2 步。每章一条要点，用的是你的向量 [%3]：</translation>
    </message>
</context>
<context>
    <name>nk::ui::LessonFile</name>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="114" />
        <source>The file is not valid JSON (%1 at byte %2).</source>
        <translation>文件不是有效的 JSON（第 %2 字节处：%1）。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="116" />
        <source>The file does not contain a lesson.</source>
        <translation>文件里没有课程。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="119" />
        <source>The file is not a NormKitchen lesson.</source>
        <translation>这不是 NormKitchen 课程文件。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="123" />
        <source>“version” must be a whole number from 1.</source>
        <translation>“version” 必须是从 1 起的整数。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="125" />
        <source>The lesson was written by a newer NormKitchen (version %1); this one reads version %2.</source>
        <translation>这份课程由更新版本的 NormKitchen 写成（版本 %1）；本程序只能读取版本 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="132" />
        <source>“input” must be a list of numbers.</source>
        <translation>“input”必须是数字列表。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="134" />
        <source>“input” has %1 values; at most %2 are allowed.</source>
        <translation>“input”有 %1 个值；最多允许 %2 个。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="139" />
        <source>Input value %1 is not finite.</source>
        <translation>输入的第 %1 个值不是有限数。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="143" />
        <source>“gamma” must be a number or a list of numbers.</source>
        <translation>“gamma”必须是一个数字或数字列表。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="146" />
        <source>“beta” must be a number or a list of numbers.</source>
        <translation>“beta”必须是一个数字或数字列表。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="149" />
        <source>“eps” must be a number.</source>
        <translation>“eps”必须是数字。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="157" />
        <source>Unknown precision “%1”.</source>
        <translation>未知的精度“%1”。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="164" />
        <source>Unknown accumulation “%1”.</source>
        <translation>未知的累加精度“%1”。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="172" />
        <source>Unknown variance algorithm “%1”.</source>
        <translation>未知的方差算法“%1”。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="181" />
        <source>“%1” must be text.</source>
        <translation>“%1” 必须是文字。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="187" />
        <source>“%1” must be a whole number from 1.</source>
        <translation>“%1” 必须是从 1 起的整数。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="193" />
        <source>There is no chapter %1 in this NormKitchen.</source>
        <translation>本版 NormKitchen 中没有第 %1 章。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="198" />
        <source>Unknown mode “%1” (start, execute, monitor or finish).</source>
        <translation>未知模式“%1”（应为 start、execute、monitor 或 finish）。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="208" />
        <location filename="../../ui/lesson/lessonfile.cpp" line="212" />
        <source>“chapters” must be a list of chapter numbers.</source>
        <translation>“chapters”必须是章节编号的列表。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="227" />
        <source>Unknown theme “%1” (light, dark or projector).</source>
        <translation>未知的主题“%1”（应为 light、dark 或 projector）。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="232" />
        <source>“predict” must be true or false.</source>
        <translation>“predict”必须是 true 或 false。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="238" />
        <source>“stepNotes” must map steps to texts.</source>
        <translation>“stepNotes”必须把各步骤对应到文字。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="242" />
        <source>The note of step “%1” must be text.</source>
        <translation>步骤“%1”的备注必须是文字。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="256" />
        <source>Could not write “%1”: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="267" />
        <source>Could not open “%1”: %2</source>
        <translation>无法打开“%1”：%2</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lessonfile.cpp" line="272" />
        <source>“%1” is %2 MiB; a lesson is at most %3 MiB.</source>
        <translation>“%1” 大小为 %2 MiB；课程文件最大 %3 MiB。</translation>
    </message>
</context>
<context>
    <name>nk::ui::LineChart</name>
    <message>
        <location filename="../../ui/charts/linechart.cpp" line="227" />
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <location filename="../../ui/charts/linechart.cpp" line="231" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/charts/linechart.cpp" line="595" />
        <source>%n inf</source>
        <translation>
            <numerusform>%n 个 inf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/charts/linechart.cpp" line="597" />
        <source>%n NaN</source>
        <translation>
            <numerusform>%n 个 NaN</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/charts/linechart.cpp" line="598" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/linechart.cpp" line="601" />
        <source>not drawn — %1</source>
        <translation>未绘出 — %1</translation>
    </message>
</context>
<context>
    <name>nk::ui::LiveEditOverlay</name>
    <message>
        <location filename="../../ui/controls/liveeditoverlay.cpp" line="31" />
        <source>fp64 (double)</source>
        <translation>fp64（双精度）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/liveeditoverlay.cpp" line="33" />
        <source>fp32 (single)</source>
        <translation>fp32（单精度）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/liveeditoverlay.cpp" line="35" />
        <source>fp16 (half)</source>
        <translation>fp16（半精度）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/liveeditoverlay.cpp" line="37" />
        <source>bf16 (bfloat16)</source>
        <translation>bf16（bfloat16）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/liveeditoverlay.cpp" line="144" />
        <source>Now d = %1: type a new vector</source>
        <translation>当前 d = %1：输入新向量</translation>
    </message>
    <message>
        <location filename="../../ui/controls/liveeditoverlay.cpp" line="218" />
        <source>Precision: %1 · %2 significant digits · largest number %3</source>
        <translation>精度：%1 · %2 位有效数字 · 最大可表示数 %3</translation>
    </message>
    <message>
        <location filename="../../ui/controls/liveeditoverlay.cpp" line="303" />
        <source>What if the vector were… (Enter applies, Esc cancels)</source>
        <translation>如果向量换成……（Enter 应用，Esc 取消）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/liveeditoverlay.cpp" line="304" />
        <source>Vector</source>
        <translation>向量</translation>
    </message>
    <message>
        <location filename="../../ui/controls/liveeditoverlay.cpp" line="305" />
        <source>Numbers separated by commas or spaces, e.g. 300, -280, 310. One undo (Ctrl+Z) brings back the vector the lesson had.</source>
        <translation>用逗号或空格分隔的数字，例如 300, -280, 310。撤销一次（Ctrl+Z）即恢复课程原来的向量。</translation>
    </message>
</context>
<context>
    <name>nk::ui::MainWindow</name>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="381" />
        <source>Chapter %1 · %2</source>
        <translation>第 %1 章 · %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="405" />
        <source>Undo history</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="406" />
        <source>&lt;original lesson&gt;</source>
        <translation>&lt;原始课程&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="487" />
        <source>Reset all</source>
        <translation>全部重置</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="481" />
        <source>The lesson is as it was opened.</source>
        <translation>本课与打开时一致，无需重置。</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="488" />
        <source>Reset to the lesson as it was opened (Ctrl+Z undoes it).</source>
        <translation>已重置为本课打开时的样子（Ctrl+Z 可撤销）。</translation>
    </message>
</context>
<context>
    <name>nk::ui::MigrationPanel</name>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="249" />
        <source>Tokens of the full run (billions):</source>
        <translation>完整训练的 token 数（十亿）：</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="250" />
        <source>Warm-up steps T_w:</source>
        <translation>预热步数 T_w：</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="251" />
        <source>Peak learning rate η_max:</source>
        <translation>峰值学习率 η_max：</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="252" />
        <source>Run γ = %1, %2, %3 (%4 steps each)</source>
        <translation>运行 γ = %1、%2、%3（各 %4 步）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="259" />
        <source>Run the swap (%1 + %2 steps)</source>
        <translation>运行切换实验（%1 + %2 步）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="260" />
        <source>RMSNorm models, training loss of the first steps</source>
        <translation>RMSNorm 模型：前几步的训练损失</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="261" />
        <location filename="../../ui/panels/migrationpanel.cpp" line="267" />
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="261" />
        <location filename="../../ui/panels/migrationpanel.cpp" line="267" />
        <source>loss (nats per character)</source>
        <translation>损失（奈特/字符）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="262" />
        <source>Gradient scale ‖∂L/∂θ‖ at the same weights</source>
        <translation>同样权重下的梯度尺度 ‖∂L/∂θ‖</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="263" />
        <source>gradient norm</source>
        <translation>梯度范数</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="264" />
        <source>Learning rate during warm-up</source>
        <translation>预热期间的学习率</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="265" />
        <source>step t</source>
        <translation>步 t</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="265" />
        <location filename="../../ui/panels/migrationpanel.cpp" line="428" />
        <source>η_t</source>
        <translation>η_t</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="266" />
        <source>Validation loss: LayerNorm trained, then continued three ways</source>
        <translation>验证损失：先训练 LayerNorm，再以三种方式继续</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="301" />
        <source>A trial of %1 of the budget: &lt;b&gt;%2 billion tokens&lt;/b&gt; of the %3 billion, before the whole run is started.</source>
        <translation>先用预算的 %1 做试验：完整训练共 %3B（十亿）个 token，试验只用其中的 &lt;b&gt;%2B 个&lt;/b&gt;，然后再开始完整训练。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="306" />
        <source>Our own classroom run (%1 steps, %2 tokens per model) would be tried on %3 steps first, %4 tokens.</source>
        <translation>我们自己的课堂训练（%1 步，每个模型 %2 个 token）会先用 %3 步、%4 个 token 试一试。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="316" />
        <source>At the RMSNorm throughput measured in the previous chapter (%1 tokens/s) that trial takes %2 s.</source>
        <translation>按上一章实测的 RMSNorm 吞吐量（%1 token/秒），这次试验需要 %2 秒。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="337" />
        <source>γ = %1</source>
        <translation>γ = %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="341" />
        <source>first step %1, step %2: %3 nats per character</source>
        <translation>第一步 %1，第 %2 步：%3 奈特/字符</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="348" />
        <source>Press Run: three RMSNorm models that differ only in γ's starting value train for a few steps each on the same batches.</source>
        <translation>按“运行”：三个只在 γ 初始值上不同的 RMSNorm 模型，在同样的批次上各训练几步。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="365" />
        <source>initial weights</source>
        <translation>初始权重</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="372" />
        <source>At the same initial weights and batch the gradient norm is %1 with LayerNorm and %2 with RMSNorm, a ratio of %3. A plain SGD step is η·g: to keep its size the rate must shrink as the gradient grows, so η_old = %4 becomes η_new = %5.</source>
        <translation>在同样的初始权重和批次上，梯度范数用 LayerNorm 时为 %1，用 RMSNorm 时为 %2，比值为 %3。普通 SGD 的一步是 η·g：要让步长不变，梯度变大时学习率就得相应变小，于是 η_old = %4 变为 η_new = %5。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="383" />
        <source>Measured with AdamW, the optimizer these models train with: at the same weights, a gradient %1 times as large makes one SGD step %2 times as long, but one AdamW step %3 times as long, the two differing by %4 of its length. AdamW divides each update by the gradient's own running size, so the scale cancels.</source>
        <translation>再用这些模型训练时所用的 AdamW 实测：在同样的权重上，把梯度放大到 %1 倍，SGD 的一步随之变成原来的 %2 倍长，AdamW 的一步却只是原来的 %3 倍长，两步之差仅为步长的 %4。AdamW 的每次更新都要除以梯度自身大小的滑动平均，尺度就此抵消。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="391" />
        <source>Measuring the gradient scale…</source>
        <translation>正在测量梯度尺度……</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="394" />
        <source>trained LayerNorm, swapped</source>
        <translation>训练好的 LayerNorm，切换后</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="398" />
        <source>At the trained LayerNorm model's weights (step %1 of the swap experiment): %2 with LayerNorm, %3 after the swap to RMSNorm.</source>
        <translation>在训练好的 LayerNorm 模型的权重处（切换实验第 %1 步）：用 LayerNorm 时为 %2，换成 RMSNorm 后为 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="405" />
        <source>A common piece of advice rescales the learning rate by the ratio of the gradient scales. It holds for plain SGD (and matters where gradients are clipped); under AdamW a step hardly depends on the scale, as this panel measures. Treat η_new as the centre of a small search, not as the answer.</source>
        <translation>常见说法是按梯度尺度之比重新缩放学习率。这对普通 SGD 成立（做梯度裁剪时也有影响）；而在 AdamW 下，一步更新几乎不受梯度尺度影响，本面板给出了实测。把 η_new 当作小范围搜索的中心，而不是答案。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="432" />
        <source>The rate climbs in a straight line from 0 to η_max = %1 over the first %2 steps (at step %3 it is %4), then stays there (a decay may follow).</source>
        <translation>学习率在前 %2 步里从 0 沿直线升到 η_max = %1（第 %3 步时为 %4），之后保持不变（后面可以再衰减）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="438" />
        <source>No warm-up: the first step already uses η_max = %1.</source>
        <translation>没有预热：第一步就用 η_max = %1。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="444" />
        <source>LayerNorm, to the switch</source>
        <translation>LayerNorm，训练到切换点</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="444" />
        <source>keep LayerNorm</source>
        <translation>继续用 LayerNorm</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="445" />
        <source>RMSNorm with warm-up</source>
        <translation>RMSNorm，有预热</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="445" />
        <source>RMSNorm without warm-up</source>
        <translation>RMSNorm，无预热</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="465" />
        <source>At step %1 the LayerNorm model's validation loss is %2; the same weights with RMSNorm give %3 before any update.</source>
        <translation>第 %1 步时 LayerNorm 模型的验证损失为 %2；同样的权重换成 RMSNorm、还没有任何更新时为 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="475" />
        <source>after %1 more steps: validation loss %2</source>
        <translation>再训练 %1 步后：验证损失 %2</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="480" />
        <source>(The run was stopped early.)</source>
        <translation>（训练被提前停止。）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/migrationpanel.cpp" line="483" />
        <source>Press Run: a LayerNorm model trains to the switch point, then three copies continue on the same batches.</source>
        <translation>按“运行”：一个 LayerNorm 模型先训练到切换点，然后三份副本在同样的批次上继续训练。</translation>
    </message>
</context>
<context>
    <name>nk::ui::MisconceptionPanel</name>
    <message>
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="118" />
        <source>The counter-example to “%1”</source>
        <translation>“%1”的反例</translation>
    </message>
    <message>
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="119" />
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="177" />
        <source>Back to my lesson</source>
        <translation>回到我的课</translation>
    </message>
    <message>
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="122" />
        <source>Load counter-example</source>
        <translation>载入反例</translation>
    </message>
    <message>
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="141" />
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="175" />
        <source>Show me (opens Monitor)</source>
        <translation>演示给我看（打开监控）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="141" />
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="175" />
        <source>Show me</source>
        <translation>演示给我看</translation>
    </message>
    <message>
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="168" />
        <source>Why it is tempting</source>
        <translation>为什么容易误信</translation>
    </message>
    <message>
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="170" />
        <source>What really happens (this vector)</source>
        <translation>实际情况（当前向量）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="179" />
        <source>Undoes the counter-example: one undo step (Ctrl+Z).</source>
        <translation>撤销这个反例：只需一步撤销（Ctrl+Z）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="185" />
        <source>a vector made for this claim</source>
        <translation>为这条说法准备的向量</translation>
    </message>
    <message>
        <location filename="../../ui/panels/misconceptionpanel.cpp" line="186" />
        <source>Showing: %1.</source>
        <translation>正在演示：%1。</translation>
    </message>
</context>
<context>
    <name>nk::ui::ModeBar</name>
    <message>
        <location filename="../../ui/window/modebar.cpp" line="89" />
        <source>Ctrl+%1</source>
        <translation>Ctrl+%1</translation>
    </message>
    <message>
        <location filename="../../ui/window/modebar.cpp" line="92" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../ui/window/modebar.cpp" line="94" />
        <source>☀ Light</source>
        <translation>☀ 浅色</translation>
    </message>
    <message>
        <location filename="../../ui/window/modebar.cpp" line="94" />
        <source>☾ Dark</source>
        <translation>☾ 深色</translation>
    </message>
    <message>
        <location filename="../../ui/window/modebar.cpp" line="95" />
        <source>Dark theme</source>
        <translation>深色主题</translation>
    </message>
</context>
<context>
    <name>nk::ui::ModelNormsPanel</name>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="24" />
        <source>RMSNorm-style (no mean, no bias)</source>
        <translation>类 RMSNorm（不减均值，无平移参数）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="26" />
        <source>LayerNorm without β</source>
        <translation>不带 β 的 LayerNorm</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="33" />
        <source>pre-norm</source>
        <translation>前置归一化</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="35" />
        <source>post-norm</source>
        <translation>后置归一化</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="37" />
        <source>pre-norm, attention and MLP in parallel</source>
        <translation>前置归一化，注意力与 MLP 并行</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="38" />
        <source>not stated in this source</source>
        <translation>此出处未说明</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="120" />
        <source>Pre-norm: a norm before attention and before the MLP, one more at the end</source>
        <translation>前置归一化：注意力前、MLP 前各一个归一化，末尾再一个</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="122" />
        <source>The residual stream (left line) is never normalized on its way through the layers; each branch normalizes its own copy.</source>
        <translation>残差主干（左边那条线）穿过各层时从不被归一化；每条分支只归一化自己的副本。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="126" />
        <source>Post-norm: the norm after each residual add</source>
        <translation>后置归一化：每次残差相加之后归一化</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="127" />
        <source>Every layer's output passes through a norm, so the stream itself is rescaled at every step; deep post-norm stacks need a careful learning-rate warm-up (Xiong et al., 2020; Liu et al., 2020).</source>
        <translation>每一层的输出都要经过归一化，主干本身每一步都被重新缩放；很深的后置归一化网络需要仔细的学习率预热（Xiong 等，2020；Liu 等，2020）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="132" />
        <source>Which models use which norm, and where</source>
        <translation>哪些模型用哪种归一化，放在哪里</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="134" />
        <source>Each row names its source: the paper, or the field of the model's published configuration or code that shows it. Hover a source for its address.</source>
        <translation>每一行都注明出处：论文，或者模型公开配置或代码中能说明这一点的字段。把鼠标停在出处上可看到网址。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="146" />
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="146" />
        <source>norm</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="146" />
        <source>placement</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="146" />
        <source>source</source>
        <translation>出处</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="147" />
        <source>Which models use which norm, with the source of each row</source>
        <translation>哪些模型用哪种归一化（每行附来源）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/modelnormspanel.cpp" line="167" />
        <source>config key </source>
        <translation>配置键 </translation>
    </message>
</context>
<context>
    <name>nk::ui::MonitorView</name>
    <message>
        <location filename="../../ui/monitor/monitorview.cpp" line="124" />
        <source>Monitor — live instruments for the current vector</source>
        <translation>监控 — 当前向量的实时仪表</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/monitorview.cpp" line="279" />
        <source>These settings can't be used with this vector: %1</source>
        <translation>这些设置不能用于该向量：%1</translation>
    </message>
    <message>
        <location filename="../../ui/monitor/monitorview.cpp" line="280" />
        <source>it is empty</source>
        <translation>向量为空</translation>
    </message>
</context>
<context>
    <name>nk::ui::PrecisionCasePanel</name>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="166" />
        <source>Σxᵢ² (RMSNorm)</source>
        <translation>Σxᵢ²（RMSNorm）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="168" />
        <source>ε as stored</source>
        <translation>实际存下的 ε</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="170" />
        <source>σ² (before any clamp)</source>
        <translation>σ²（截断之前）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="172" />
        <source>divisor √(σ² + ε)</source>
        <translation>分母 √(σ² + ε)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="188" />
        <source>x = %1</source>
        <translation>x = %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="192" />
        <source>sums in fp32</source>
        <translation>在 fp32 里累加</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="193" />
        <source>sums in %1</source>
        <translation>在 %1 里累加</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="197" />
        <source>two-pass variance</source>
        <translation>两遍算法求方差</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="200" />
        <source>one-pass E[x²] − μ²</source>
        <translation>一遍算法 E[x²] − μ²</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="203" />
        <source>Welford variance</source>
        <translation>Welford 在线算法求方差</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="208" />
        <source>ε = %1</source>
        <translation>ε = %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="225" />
        <source>&amp;Load this case</source>
        <translation>载入这个案例(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="226" />
        <source>Load this case into the lesson</source>
        <translation>把这个案例载入课程</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="230" />
        <source>Reveal your prediction first; then the button puts this case on the kitchen's scale.</source>
        <translation>先揭晓你的预测；之后按下按钮，这个案例就会放到厨房的秤上。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="232" />
        <source>Stepping never changes your vector. The button puts the case's row marked ▶ on the kitchen's scale and everywhere else; Ctrl+Z brings your vector back.</source>
        <translation>翻页不会改动你的向量。按下按钮，标有 ▶ 的那一行会放到厨房的秤上，各处都随之更新；Ctrl+Z 可找回你的向量。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="240" />
        <source>Input (d = %1): x = %2, ε = %3</source>
        <translation>输入（d = %1）：x = %2，ε = %3</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="244" />
        <source>setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="244" />
        <source>LayerNorm y</source>
        <translation>LayerNorm 输出 y</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="245" />
        <source>RMSNorm y</source>
        <translation>RMSNorm 输出 y</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="245" />
        <source>what went wrong</source>
        <translation>出了什么问题</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="269" />
        <source>output far from fp64</source>
        <translation>输出与 fp64 相差很大</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="274" />
        <source>nothing</source>
        <translation>没有问题</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="280" />
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="285" />
        <source>Largest absolute error of the output against fp64 (log scale): the true output is 0 here, where a relative error is undefined</source>
        <translation>输出的最大绝对误差（以 fp64 为准，对数刻度）：这里的真实输出为 0，相对误差没有定义</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="287" />
        <source>absolute error</source>
        <translation>绝对误差</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="289" />
        <source>Largest relative error of the output against fp64 (log scale)</source>
        <translation>输出的最大相对误差（以 fp64 为准，对数刻度）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="290" />
        <source>relative error</source>
        <translation>相对误差</translation>
    </message>
    <message>
        <location filename="../../ui/panels/precisioncasepanel.cpp" line="308" />
        <source>Row 1 (%1): %2?</source>
        <translation>第 1 行（%1）：%2 是多少？</translation>
    </message>
</context>
<context>
    <name>nk::ui::PredictionStrip</name>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="134" />
        <source>No guess this time.</source>
        <translation>这次没有猜。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="136" />
        <source>“%1” is not a number, so there is nothing to compare.</source>
        <translation>“%1”不是数字，无法比较。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="143" />
        <source>Spot on! It overflows to %1.</source>
        <translation>猜中了！它溢出成 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="144" />
        <source>Not quite. You guessed %1, but it overflows to %2.</source>
        <translation>不太对。你猜的是 %1，但它溢出成 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="146" />
        <source>Not quite. You guessed %1, but it stays finite: %2.</source>
        <translation>不太对。你猜的是 %1，但它没有溢出：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="150" />
        <source>Spot on! You guessed %1: exactly right.</source>
        <translation>猜中了！你猜的是 %1：分毫不差。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="153" />
        <source>off by %1, that is %2 of the value</source>
        <translation>相差 %1，即该值的 %2</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="156" />
        <source>off by %1</source>
        <translation>相差 %1</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="159" />
        <source>Spot on! You guessed %1: %2.</source>
        <translation>完全正确！你猜的是 %1：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="161" />
        <source>Close. You guessed %1: %2.</source>
        <translation>很接近。你猜的是 %1：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="164" />
        <source>Not quite. You guessed %1: %2.</source>
        <translation>还差一些。你猜的是 %1：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="176" />
        <source>“%1” is not a number: type one (4/3 is fine), or clear the field to reveal without a guess.</source>
        <translation>“%1”不是数：请输入一个数（写 4/3 也可以），或清空输入框，不猜直接揭晓。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="203" />
        <source>Your prediction: type a guess for each value (Enter or Next reveals them).</source>
        <translation>你的预测：给每个值填一个猜测（按 Enter 或“下一步”揭晓）。</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="205" />
        <source>Your prediction, revealed:</source>
        <translation>你的预测，已揭晓：</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="206" />
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <location filename="../../ui/base/predictionstrip.cpp" line="207" />
        <source>Show the values and how close each guess was</source>
        <translation>显示这些值，以及每个猜测差了多少</translation>
    </message>
</context>
<context>
    <name>nk::ui::PresenterConsole</name>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="235" />
        <source>Presenter console</source>
        <translation>演讲者控制台</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="236" />
        <source>Chapters (click to jump)</source>
        <translation>章节（点击跳转）</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="237" />
        <source>The class sees</source>
        <translation>学生看到的画面</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="238" />
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="239" />
        <source>Teacher notes</source>
        <translation>教师备注</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="240" />
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="241" />
        <source>Pause (P)</source>
        <translation>暂停（P）</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="241" />
        <source>Play (P)</source>
        <translation>播放（P）</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="242" />
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="243" />
        <source>Blank (B)</source>
        <translation>黑屏（B）</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="244" />
        <source>Projector is blanked: the class sees a black screen. Any key or Blank brings the lesson back.</source>
        <translation>投影已黑屏：学生看到的是黑屏。按任意键或“黑屏”按钮恢复课程画面。</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="247" />
        <source>Your own note for this step: saved with the lesson. Maths between $…$ is typeset above.</source>
        <translation>你对这一步的备注，随课程一起保存。写在 $…$ 之间的公式会在上方排版显示。</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="329" />
        <location filename="../../ui/presenter/presenterconsole.cpp" line="382" />
        <source>%1 — chapter %2: %3</source>
        <translation>%1 — 第 %2 章：%3</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="351" />
        <source>No teacher notes for this view.</source>
        <translation>此画面没有教师备注。</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="353" />
        <source>Your note: </source>
        <translation>你的备注：</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="356" />
        <source>Your note for step %1.%2 (saved with the lesson)</source>
        <translation>你对第 %1.%2 步的备注（随课程保存）</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="386" />
        <source>The comparison table and the takeaways.</source>
        <translation>对比表和要点总结。</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="390" />
        <source>The end of the lesson: what it covered</source>
        <translation>本课结束：讲了哪些内容</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="395" />
        <source>Back to the start of the lesson</source>
        <translation>回到课程开头</translation>
    </message>
    <message>
        <location filename="../../ui/presenter/presenterconsole.cpp" line="400" />
        <source>The end of the last chapter</source>
        <translation>最后一章结束</translation>
    </message>
</context>
<context>
    <name>nk::ui::RecentLessonsMenu</name>
    <message>
        <location filename="../../ui/window/recentlessonsmenu.cpp" line="67" />
        <source>Lesson not found</source>
        <translation>找不到课程</translation>
    </message>
    <message>
        <location filename="../../ui/window/recentlessonsmenu.cpp" line="68" />
        <source>“%1” is no longer there; it was removed from the recent lessons.</source>
        <translation>“%1”已不存在，已从最近的课程中移除。</translation>
    </message>
    <message>
        <location filename="../../ui/window/recentlessonsmenu.cpp" line="78" />
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window/recentlessonsmenu.cpp" line="80" />
        <source>&amp;Clear list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>nk::ui::RevealPlot</name>
    <message>
        <location filename="../../ui/session/revealplot.cpp" line="50" />
        <source>True value: %1</source>
        <translation>正确值：%1</translation>
    </message>
    <message>
        <location filename="../../ui/session/revealplot.cpp" line="55" />
        <source>%1 % within tolerance (%2 of %3)</source>
        <translation>%1 % 在允许误差内（%3 人中 %2 人）</translation>
    </message>
    <message>
        <location filename="../../ui/session/revealplot.cpp" line="65" />
        <source>%1: %2 wrong</source>
        <translation>%1：%2 人答错</translation>
    </message>
    <message>
        <location filename="../../ui/session/revealplot.cpp" line="67" />
        <source>Other wrong answers: %1</source>
        <translation>其他错误答案：%1</translation>
    </message>
    <message>
        <location filename="../../ui/session/revealplot.cpp" line="109" />
        <source>Wrong answers by slip:</source>
        <translation>错误答案按常见失误分：</translation>
    </message>
    <message>
        <location filename="../../ui/session/revealplot.cpp" line="123" />
        <source>No numbers to plot</source>
        <translation>没有可绘制的数字</translation>
    </message>
</context>
<context>
    <name>nk::ui::SessionServer</name>
    <message>
        <location filename="../../ui/session/sessionserver.cpp" line="116" />
        <source>Cannot listen on %1:%2</source>
        <translation>无法在 %1:%2 上监听</translation>
    </message>
</context>
<context>
    <name>nk::ui::ShortcutsDialog</name>
    <message>
        <location filename="../../ui/window/shortcutsdialog.cpp" line="31" />
        <location filename="../../ui/window/shortcutsdialog.cpp" line="68" />
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcutsdialog.cpp" line="45" />
        <source>Move to the next or previous control</source>
        <translation>移到下一个或上一个控件</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcutsdialog.cpp" line="47" />
        <source>Show the focused chart as a table (also its Table button and context menu)</source>
        <translation>以表格显示有焦点的图表（也可用其“表格”按钮或右键菜单）</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcutsdialog.cpp" line="48" />
        <source>Copy the selected cells of a chart's table</source>
        <translation>复制图表表格中选中的单元格</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcutsdialog.cpp" line="51" />
        <source>In the vector bars (Start): choose an element</source>
        <translation>在向量柱状图中（开始）：选择元素</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcutsdialog.cpp" line="54" />
        <source>In the vector bars (Start): raise or lower the element (Shift: finer)</source>
        <translation>在向量柱状图中（开始）：增大或减小元素（按住 Shift 更精细）</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcutsdialog.cpp" line="57" />
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location filename="../../ui/window/shortcutsdialog.cpp" line="57" />
        <source>Action</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>nk::ui::StageChart</name>
    <message>
        <location filename="../../ui/views/stagechart.cpp" line="47" />
        <source>Values at this stage</source>
        <translation>这一步的数值</translation>
    </message>
    <message>
        <location filename="../../ui/views/stagechart.cpp" line="48" />
        <source>Values at this stage (by index)</source>
        <translation>这一步的数值（按下标）</translation>
    </message>
</context>
<context>
    <name>nk::ui::StartView</name>
    <message>
        <location filename="../../ui/views/startview.cpp" line="171" />
        <source>&amp;Preset:</source>
        <translation>预设(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/views/startview.cpp" line="172" />
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <location filename="../../ui/views/startview.cpp" line="173" />
        <source>Your own vector</source>
        <translation>你自己的向量</translation>
    </message>
    <message>
        <location filename="../../ui/views/startview.cpp" line="174" />
        <source>Load a prepared input with its parameters</source>
        <translation>载入准备好的输入及其参数</translation>
    </message>
    <message>
        <location filename="../../ui/views/startview.cpp" line="178" />
        <source>&amp;Bars (drag to change a value)</source>
        <translation>柱形（拖动可修改数值）(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/views/startview.cpp" line="179" />
        <source>E&amp;lements</source>
        <translation>元素(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/views/startview.cpp" line="180" />
        <source>Vector elements</source>
        <translation>向量元素</translation>
    </message>
    <message>
        <location filename="../../ui/views/startview.cpp" line="182" />
        <source>One row per element: press F2 or start typing to change a value</source>
        <translation>每行一个元素：按 F2 或直接输入即可修改数值</translation>
    </message>
    <message>
        <location filename="../../ui/views/startview.cpp" line="376" />
        <source>Vector &amp;x (d = %1):</source>
        <translation>向量 x（d = %1）(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../../ui/views/startview.cpp" line="390" />
        <source>Your own vector. Choose a preset to start again from a prepared example.</source>
        <translation>这是你自己的向量。选一个预设，可以从准备好的示例重新开始。</translation>
    </message>
</context>
<context>
    <name>nk::ui::StepCard</name>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="156" />
        <source>RMSNorm skips this: no mean, no centring</source>
        <translation>RMSNorm 跳过这一步：不求均值，也不减去均值</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="167" />
        <source>Input x</source>
        <translation>输入 x</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="169" />
        <source>Mean μ</source>
        <translation>均值 μ</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="171" />
        <source>Variance σ²</source>
        <translation>方差 σ²</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="173" />
        <source>Standardize x̂</source>
        <translation>标准化 x̂</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="175" />
        <source>Scale and shift γ, β</source>
        <translation>缩放与平移 γ、β</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="177" />
        <source>Square xᵢ²</source>
        <translation>平方 xᵢ²</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="179" />
        <source>Mean square</source>
        <translation>均方</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="181" />
        <source>Divisor √(RMS² + ε)</source>
        <translation>分母 √(RMS² + ε)</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="183" />
        <source>Scale by γ / √(RMS² + ε)</source>
        <translation>按 γ / √(RMS² + ε) 缩放</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="262" />
        <source>mean(x²)</source>
        <translation>mean(x²)</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="273" />
        <source>Overflow: a value went past the largest number this precision can hold and became inf.</source>
        <translation>溢出：某个值超过了该精度能表示的最大数，变成了 inf。</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="276" />
        <source>NaN: an undefined result (such as 0/0 or inf − inf) appeared.</source>
        <translation>NaN：出现了未定义的结果（如 0/0 或 inf − inf）。</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="278" />
        <source>ε was lost: it rounds to 0 in this precision, so it no longer guards the divisor.</source>
        <translation>ε 丢失：在该精度下它被舍入为 0，不再保护分母。</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="281" />
        <source>Cancellation: E[x²] − μ² came out negative although a variance cannot be.</source>
        <translation>灾难性抵消：E[x²] − μ² 算出了负数，而方差不可能为负。</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="283" />
        <source>The negative variance was clamped to 0, as kernels that use E[x²] − μ² must (PyTorch's LayerNorm uses Welford, which needs no clamp).</source>
        <translation>负方差被截断为 0：用 E[x²] − μ² 计算方差的算子都必须这样做（PyTorch 的 LayerNorm 用 Welford 在线算法，不需要截断）。</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="286" />
        <source>The divisor is 0: the outputs are inf or NaN.</source>
        <translation>分母为 0：输出为 inf 或 NaN。</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="336" />
        <source>Your guess first (Enter reveals):</source>
        <translation>先猜一猜（按回车揭晓）：</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="338" />
        <source>Your guess for element %1 (Enter reveals):</source>
        <translation>猜第 %1 个元素（按回车揭晓）：</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="339" />
        <source>Your guess for the first value (Enter reveals):</source>
        <translation>猜第一个值（按回车揭晓）：</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="354" />
        <source>Error against fp64: %1 (relative: undefined, a true value is 0)</source>
        <translation>误差（以 fp64 为准）：%1（有一个真值为 0，相对误差无定义）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/stepcard.cpp" line="356" />
        <source>Error against fp64: %1 (relative %2)</source>
        <translation>误差（以 fp64 为准）：%1（相对误差 %2）</translation>
    </message>
</context>
<context>
    <name>nk::ui::StepCardGrid</name>
    <message>
        <location filename="../../ui/views/stepcardgrid.cpp" line="110" />
        <source>LayerNorm — the old chef</source>
        <translation>LayerNorm — 老厨师</translation>
    </message>
    <message>
        <location filename="../../ui/views/stepcardgrid.cpp" line="112" />
        <source>RMSNorm — the new chef</source>
        <translation>RMSNorm — 新厨师</translation>
    </message>
</context>
<context>
    <name>nk::ui::StepNoteDialog</name>
    <message>
        <location filename="../../ui/window/stepnotedialog.cpp" line="20" />
        <source>Note for this step</source>
        <translation>这一步的备注</translation>
    </message>
    <message>
        <location filename="../../ui/window/stepnotedialog.cpp" line="23" />
        <source>Your note for step %1.%2, “%3” (saved with the lesson):</source>
        <translation>你对第 %1.%2 步“%3”的备注（随课程保存）：</translation>
    </message>
    <message>
        <location filename="../../ui/window/stepnotedialog.cpp" line="37" />
        <source>The presenter console shows it beside the step's notes and typesets $…$ as a formula.</source>
        <translation>演讲者控制台会把它显示在这一步的备注旁，并把 $…$ 排版成公式。</translation>
    </message>
</context>
<context>
    <name>nk::ui::TrainingControls</name>
    <message>
        <location filename="../../ui/panels/trainingcontrols.cpp" line="57" />
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingcontrols.cpp" line="100" />
        <location filename="../../ui/panels/trainingcontrols.cpp" line="153" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingcontrols.cpp" line="135" />
        <source>training: %1 of %2 steps, %3 s</source>
        <translation>训练中：%1 / %2 步，%3 秒</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingcontrols.cpp" line="142" />
        <source>another run is in progress; starting this one stops it</source>
        <translation>另一项训练正在进行；开始这一项会先停止它</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingcontrols.cpp" line="144" />
        <source>not run yet in this session</source>
        <translation>本次会话中尚未运行</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingcontrols.cpp" line="146" />
        <source>last run: %1 steps in all</source>
        <translation>上次运行：共 %1 步</translation>
    </message>
</context>
<context>
    <name>nk::ui::TrainingResultsPanel</name>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="230" />
        <source>Quick run (%1 steps)</source>
        <translation>快速训练（%1 步）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="231" />
        <source>Classroom run (%1 steps)</source>
        <translation>课堂训练（%1 步）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="232" />
        <source>Tokens to train (millions):</source>
        <translation>要训练的 token 数（百万）：</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="233" />
        <source>Price of the machine per hour:</source>
        <translation>机器每小时的价格：</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="238" />
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="238" />
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="240" />
        <source>loss (nats per character)</source>
        <translation>损失（奈特/字符）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="239" />
        <source>Validation loss at equal tokens</source>
        <translation>相同 token 数下的验证损失</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="240" />
        <source>tokens seen (thousands)</source>
        <translation>已训练 token 数（千）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="241" />
        <source>Speed-up of a whole training step, RMSNorm over LayerNorm</source>
        <translation>整个训练步的加速比：RMSNorm 相对 LayerNorm</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="242" />
        <source>× LayerNorm</source>
        <translation>× LayerNorm</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="273" />
        <source>Start the quick run (%1 steps per model) or the classroom run (%2 steps) above: the numbers on this page come from it.</source>
        <translation>点上方的快速训练（每个模型 %1 步）或课堂训练（%2 步）：本页的数字都来自这次训练。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="333" />
        <source>%1 train</source>
        <translation>%1 训练</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="334" />
        <source>%1 validation</source>
        <translation>%1 验证</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="340" />
        <source>step %1 of %2: train loss %3, validation loss %4, %5 tokens/s, norms %6 of a step</source>
        <translation>第 %1 / %2 步：训练损失 %3，验证损失 %4，%5 token/秒，归一化占一步的 %6</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="378" />
        <source>unigram baseline</source>
        <translation>一元基线</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="394" />
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="394" />
        <source>Amdahl</source>
        <translation>阿姆达尔</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="394" />
        <source>limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="395" />
        <source>claim, low</source>
        <translation>常见说法下限</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="395" />
        <source>claim, high</source>
        <translation>常见说法上限</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="395" />
        <source>paper</source>
        <translation>论文</translation>
    </message>
    <message>
        <location filename="../../ui/panels/trainingresultspanel.cpp" line="417" />
        <source>speed-up</source>
        <translation>加速比</translation>
    </message>
</context>
<context>
    <name>nk::ui::TransformerBlockDiagram</name>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="64" />
        <source>Transformer block: pre-norm and post-norm</source>
        <translation>Transformer 块：前置归一化与后置归一化</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="82" />
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="253" />
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="292" />
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="88" />
        <source>add to the stream</source>
        <translation>加回残差流</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="90" />
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="285" />
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="323" />
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="94" />
        <source>Pre-norm block, as in today's language models: %1 (the block repeats before the final RMSNorm).</source>
        <translation>前置归一化（Pre-Norm）块，如今天的语言模型：%1（该块重复多次，最后接最终的 RMSNorm）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="97" />
        <source>Post-norm block, as in the original transformer: %1.</source>
        <translation>后置归一化（Post-Norm）块，如最初的 Transformer：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="99" />
        <source>The pre-norm block is highlighted.</source>
        <translation>突出显示的是前置归一化（Pre-Norm）块。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="101" />
        <source>The post-norm block is highlighted.</source>
        <translation>突出显示的是后置归一化（Post-Norm）块。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="138" />
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="140" />
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="139" />
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="147" />
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="141" />
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="149" />
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="142" />
        <source>final RMSNorm</source>
        <translation>最终 RMSNorm</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="148" />
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="150" />
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="245" />
        <source>Pre-norm (today's language models)</source>
        <translation>前置归一化（如今的语言模型）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="247" />
        <source>Post-norm (the original Transformer, BERT)</source>
        <translation>后置归一化（最初的 Transformer、BERT）</translation>
    </message>
    <message>
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="264" />
        <location filename="../../ui/panels/transformerblockdiagram.cpp" line="302" />
        <source>× N layers</source>
        <translation>× N 层</translation>
    </message>
</context>
<context>
    <name>nk::ui::TransportBar</name>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="158" />
        <location filename="../../ui/controls/transportbar.cpp" line="224" />
        <source>Step %1 / %2</source>
        <translation>步骤 %1 / %2</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="165" />
        <source>Pause (P)</source>
        <translation>暂停（P）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="165" />
        <source>Play (P)</source>
        <translation>播放（P）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="166" />
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="166" />
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="188" />
        <source>First step (Home)</source>
        <translation>第一步（Home）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="189" />
        <source>First step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="190" />
        <source>Previous step (←, PageUp)</source>
        <translation>上一步（←、PageUp）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="191" />
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="193" />
        <source>Last step (End)</source>
        <translation>最后一步（End）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="194" />
        <source>Last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="195" />
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="196" />
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="197" />
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="207" />
        <source>Next press: %1</source>
        <extracomment>Beside the step number: what the next press of Next (or a clicker's) will do first.</extracomment>
        <translation>下一按：%1</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="214" />
        <source>Next step (→, PageDown, Space)</source>
        <translation>下一步（→、PageDown、Space）</translation>
    </message>
    <message>
        <location filename="../../ui/controls/transportbar.cpp" line="216" />
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
</context>
<context>
    <name>nk::ui::VectorBarEditor</name>
    <message>
        <location filename="../../ui/controls/vectorbareditor.cpp" line="103" />
        <source>Vector bars</source>
        <translation>向量柱形图</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectorbareditor.cpp" line="107" />
        <source>%1 elements, shown as a strip. Edit them in the text field or the table.</source>
        <translation>%1 个元素，显示为色带。请在文本框或表格中编辑。</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectorbareditor.cpp" line="114" />
        <source>Element %1 of %2 is %3. Left and Right choose an element, Up and Down change it.</source>
        <translation>第 %1 个元素（共 %2 个）为 %3。左右方向键选择元素，上下方向键修改数值。</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectorbareditor.cpp" line="265" />
        <source>x%1 = %2</source>
        <translation>x%1 = %2</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectorbareditor.cpp" line="268" />
        <source>drag a bar up or down · ←/→ choose · ↑/↓ change</source>
        <translation>上下拖动柱子 · ←/→ 选择 · ↑/↓ 修改</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectorbareditor.cpp" line="303" />
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectorbareditor.cpp" line="306" />
        <source>%1 elements are too many to drag one by one: edit them in the text field or the table.</source>
        <translation>%1 个元素太多，没法逐个拖动：请在文本框或表格中编辑。</translation>
    </message>
</context>
<context>
    <name>nk::ui::VectorTableModel</name>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="128" />
        <source>x%1 = %2, stored in %3 as %4</source>
        <translation>x%1 = %2，以 %3 存储为 %4</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="137" />
        <source>Element %1</source>
        <translation>第 %1 个元素</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="139" />
        <source>x%1 = %2</source>
        <translation>x%1 = %2</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="141" />
        <source>gamma %1 = %2</source>
        <translation>γ%1 = %2</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="143" />
        <source>beta %1 = %2</source>
        <translation>β%1 = %2</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="198" />
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="200" />
        <source>xᵢ</source>
        <translation>xᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="202" />
        <source>γᵢ</source>
        <translation>γᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="204" />
        <source>βᵢ</source>
        <translation>βᵢ</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="210" />
        <source>Element number</source>
        <translation>元素序号</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="212" />
        <source>Input value</source>
        <translation>输入值</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="214" />
        <source>Scale γ for this element</source>
        <translation>该元素的缩放参数 γ</translation>
    </message>
    <message>
        <location filename="../../ui/controls/vectortablemodel.cpp" line="216" />
        <source>Shift β for this element (LayerNorm only)</source>
        <translation>该元素的平移参数 β（仅 LayerNorm）</translation>
    </message>
</context>
<context>
    <name>nk::ui::VectorTextField</name>
    <message>
        <location filename="../../ui/views/vectortextfield.cpp" line="77" />
        <source>Input vector</source>
        <translation>输入向量</translation>
    </message>
    <message>
        <location filename="../../ui/views/vectortextfield.cpp" line="80" />
        <source>Clear the vector</source>
        <translation>清空向量</translation>
    </message>
    <message>
        <location filename="../../ui/views/vectortextfield.cpp" line="82" />
        <source>Input error</source>
        <translation>输入错误</translation>
    </message>
    <message>
        <location filename="../../ui/views/vectortextfield.cpp" line="140" />
        <source>Applied as you type whenever it reads as a vector; brackets, spaces, semicolons and full-width characters are fine</source>
        <translation>只要能读成向量，边输入边生效；括号、空格、分号和全角字符都可以</translation>
    </message>
    <message>
        <location filename="../../ui/views/vectortextfield.cpp" line="143" />
        <source>Type numbers separated by commas, e.g. 2, -1, 3</source>
        <translation>输入用逗号分隔的数字，例如 2, -1, 3</translation>
    </message>
    <message>
        <location filename="../../ui/views/vectortextfield.cpp" line="151" />
        <source>%L1 characters: too long to show in this line (the table shows every number). Type or paste here to replace them.</source>
        <translation>共 %L1 个字符，太长，这一行显示不下（表格中列出了每个数）。在此输入或粘贴即可替换。</translation>
    </message>
    <message>
        <location filename="../../ui/views/vectortextfield.cpp" line="154" />
        <source>%L1 characters: every number is in the table. Type to replace them.</source>
        <translation>共 %L1 个字符：每个数都在表格中。输入即可替换。</translation>
    </message>
    <message>
        <location filename="../../ui/views/vectortextfield.cpp" line="155" />
        <source>%L1 characters (see the table)</source>
        <translation>共 %L1 个字符（见表格）</translation>
    </message>
    <message>
        <location filename="../../ui/views/vectortextfield.cpp" line="155" />
        <source>%L1 characters</source>
        <translation>共 %L1 个字符</translation>
    </message>
</context>
<context>
    <name>nk::ui::WayBackBar</name>
    <message>
        <location filename="../../ui/window/waybackbar.cpp" line="49" />
        <source>Showing %1, not your own vector.</source>
        <translation>正在显示%1，不是你自己的向量。</translation>
    </message>
    <message>
        <location filename="../../ui/window/waybackbar.cpp" line="50" />
        <source>%1 (Ctrl+Z)</source>
        <translation>%1（Ctrl+Z）</translation>
    </message>
</context>
<context>
    <name>nk::ui::WindowMenus</name>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="210" />
        <source>About NormKitchen</source>
        <translation>关于 NormKitchen</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="211" />
        <source>&lt;b&gt;NormKitchen 归一化后厨&lt;/b&gt;&lt;p&gt;Why large language models use RMSNorm instead of LayerNorm, computed live for your own vector.&lt;/p&gt;</source>
        <translation>&lt;b&gt;NormKitchen 归一化后厨&lt;/b&gt;&lt;p&gt;大语言模型为什么用 RMSNorm 而不用 LayerNorm——用你自己的向量实时算给你看。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="221" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="222" />
        <source>&amp;New lesson</source>
        <translation>新建课程(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="223" />
        <source>&amp;Open lesson…</source>
        <translation>打开课程(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="224" />
        <source>&amp;Save lesson</source>
        <translation>保存课程(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="225" />
        <source>Save lesson &amp;as…</source>
        <translation>课程另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="226" />
        <source>Export &amp;handout…</source>
        <translation>导出讲义(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="227" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="228" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="229" />
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="230" />
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="231" />
        <source>Undo &amp;history</source>
        <translation>撤销历史(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="232" />
        <source>&amp;Note for this step… (N)</source>
        <translation>这一步的备注(&amp;N)…（N）</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="233" />
        <source>Play on into the &amp;next chapter (P)</source>
        <translation>自动播放接着进入下一章(&amp;N)（P）</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="234" />
        <source>&amp;Finish after every chapter</source>
        <translation>每章之后都显示完成页(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="235" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="236" />
        <source>&amp;Presentation mode (F5, Esc leaves)</source>
        <translation>演示模式（F5，Esc 退出）(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="237" />
        <source>&amp;Blank the screen (B or .)</source>
        <translation>黑屏（B 或 .）(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="238" />
        <source>&amp;Kitchen-first layout (K)</source>
        <translation>厨房优先布局（K）(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="239" />
        <source>Presenter &amp;console (notes, next step, time)</source>
        <translation>演讲者控制台（备注、下一步、时间）(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="240" />
        <source>S&amp;wap projector and console screens</source>
        <translation>交换投影屏和控制台屏幕(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="241" />
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="242" />
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="243" />
        <source>&amp;Actual size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="244" />
        <source>&amp;Dark theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="245" />
        <source>&amp;Reduced motion</source>
        <translation>减少动画(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="246" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="247" />
        <source>&amp;About NormKitchen</source>
        <translation>关于 NormKitchen(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="248" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="250" />
        <source>Choose &amp;chapters…</source>
        <translation>选择章节(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="251" />
        <source>Reset &amp;all</source>
        <translation>全部重置(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="252" />
        <source>Reset all</source>
        <translation>全部重置</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="254" />
        <source>Back to the lesson as it was opened: vector, parameters, chapter and step (Ctrl+R; Ctrl+Z undoes it)</source>
        <translation>回到本课打开时的样子：向量、参数、章节和步骤（Ctrl+R；Ctrl+Z 可撤销）</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="256" />
        <source>&amp;Projector theme</source>
        <translation>投影仪主题(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="257" />
        <source>&amp;Large text</source>
        <translation>大字号(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="289" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/windowmenus.cpp" line="298" />
        <source>Cannot open lesson</source>
        <translation>无法打开课程</translation>
    </message>
</context>
</TS>