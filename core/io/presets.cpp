#include "io/presets.h"

#include "norm/numberformat.h"
#include "numeric/portablerandom.h"
#include "numeric/precisionlimits.h"

#include <utility>

namespace nk {

namespace {

NormSettings settings(double gamma, double eps, Precision p = Precision::Fp32,
                      VarianceAlgorithm v = VarianceAlgorithm::TwoPass,
                      Accumulation a = Accumulation::Storage)
{
    NormSettings s;
    s.gamma = {gamma};
    s.beta = {0.0};
    s.eps = eps;
    s.precision = p;
    s.variance = v;
    s.accumulation = a;
    return s;
}

std::string num(double v)
{
    return NumberFormat::number(v, 6);
}

std::vector<Preset> makePresets()
{
    // The facts the descriptions state are computed from the constants and PrecisionLimits, as in
    // the narration, so a description cannot disagree with what the preset does.
    constexpr int kDemoDimension = 1024;
    const std::string demoD = std::to_string(kDemoDimension);
    const std::string ncValue = num(Presets::kNearConstantValue);
    const std::string ncD = std::to_string(Presets::kNearConstantDimension);
    const double ncEps = 1e-5;
    const std::string halfMax = num(formatInfo(Precision::Fp16).largestFinite);
    const std::string halfSquare = num(PrecisionLimits::smallestOverflowingSquare(Precision::Fp16));
    std::vector<Preset> p;
    p.push_back({Presets::kWorkedExample,
                 "Worked example",
                 "手算例子",
                 "A small vector worked by hand: follow every number with pencil and paper.",
                 "一个手算过的小向量：每个数都能用纸笔核对。",
                 {2.0, -1.0, 3.0},
                 settings(1.5, 1e-8)});

    std::vector<double> normal(static_cast<size_t>(kDemoDimension));
    PortableRandom rng(Presets::kRandomDemoSeed);
    for (double &v : normal)
        v = rng.standardNormal();
    p.push_back(
        {Presets::kRandomDemo, "Random demo: 1024 normal values", "随机演示：1024 个正态值",
         "A stand-in hidden state: d = " + demoD +
             " standard-normal values (a portable generator, the same numbers on every machine).",
         "隐藏状态的替身：d = " + demoD + " 个标准正态值（可移植的生成器，每台机器上数值都相同）。",
         normal, settings(1.0, 1e-5)});

    p.push_back(
        {"near-constant", "Near-constant input", "几乎不变的输入",
         "Every element " + ncValue + " (d = " + ncD + ", ε = " + num(ncEps) +
             "): all alike, so σ is 0 up to rounding and ε alone guards the divisor.",
         "每个元素都是 " + ncValue + "（d = " + ncD + "，ε = " + num(ncEps) +
             "）：各元素相同，σ 除舍入误差外为 0，分母全靠 ε 兜底。",
         std::vector<double>(size_t(Presets::kNearConstantDimension), Presets::kNearConstantValue),
         settings(1.0, ncEps)});

    p.push_back({"large-offset",
                 "Large offset: 10000 ± 1",
                 "大偏移：10000 ± 1",
                 "In fp32 the one-pass E[x²] − μ² cancels into a negative variance; two-pass and "
                 "Welford stay right.",
                 "fp32 下一遍算法 E[x²] − μ² 发生灾难性抵消，方差变成负数；两遍算法与 Welford "
                 "在线算法依然正确。",
                 {10001.0, 9999.0, 10001.0, 9999.0, 10001.0, 9999.0, 10001.0, 9999.0, 10001.0},
                 settings(1.0, 1e-5, Precision::Fp32, VarianceAlgorithm::OnePass)});

    p.push_back({"fp16-overflow",
                 "fp16 overflow: values near 300",
                 "fp16 溢出：约 300 的值",
                 "Values of both signs. In fp16, whose largest finite value is " + halfMax +
                     ", x² overflows to inf for every |x| ≥ " + halfSquare +
                     "; accumulate in fp32 to fix it.",
                 "有正有负的值。fp16 能表示的最大有限数是 " + halfMax + "，|x| ≥ " + halfSquare +
                     " 时 x² 溢出为 inf；改用 fp32 累加即可避免。",
                 {300.0, -280.0, 310.0, 295.0, -305.0, 290.0},
                 settings(1.0, 1e-5, Precision::Fp16)});

    p.push_back({"zero-mean",
                 "Zero mean",
                 "零均值",
                 "When μ = 0 and β = 0, LayerNorm and RMSNorm give the same output (up to ε).",
                 "当 μ = 0 且 β = 0 时，LayerNorm 与 RMSNorm 输出相同（相差 ε 量级）。",
                 {1.5, -2.0, 3.0, -0.5, -2.5, 0.5},
                 settings(1.0, 1e-5)});

    p.push_back({"one-outlier",
                 "One outlier",
                 "一个离群值",
                 "One large element dominates both μ and RMS: watch every other output shrink.",
                 "一个很大的元素同时主导 μ 和 RMS：看其余输出如何被压小。",
                 {0.5, -0.3, 0.2, 0.1, -0.4, 0.3, 25.0, -0.2},
                 settings(1.0, 1e-5)});

    p.push_back({"single",
                 "A single element (d = 1)",
                 "只有一个元素（d = 1）",
                 "d = 1: LayerNorm outputs β whatever x is; RMSNorm outputs ±γ.",
                 "d = 1：无论 x 多大，LayerNorm 都输出 β；RMSNorm 输出 ±γ。",
                 {3.7},
                 settings(1.0, 1e-5)});
    return p;
}

} // namespace

const std::vector<Preset> &Presets::all()
{
    static const std::vector<Preset> presets = makePresets();
    return presets;
}

const Preset *Presets::find(const std::string &id)
{
    static const std::pair<const char *, const char *> kRenamed[] = {
        {"seed-example", kWorkedExample}, {"seed-demo", kRandomDemo}};
    std::string wanted = id;
    for (const auto &[before, now] : kRenamed)
        if (id == before)
            wanted = now;
    for (const Preset &p : all())
        if (p.id == wanted)
            return &p;
    return nullptr;
}

} // namespace nk
