#include "presets.h"

#include "portablerandom.h"

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

std::vector<Preset> makePresets()
{
    std::vector<Preset> p;
    p.push_back({Presets::kWorkedExample,
                 "Worked example",
                 "手算例子",
                 "A small vector worked by hand: follow every number with pencil and paper.",
                 "一个手算过的小向量：每个数都能用纸笔核对。",
                 {2.0, -1.0, 3.0},
                 settings(1.5, 1e-8)});

    std::vector<double> normal(1024);
    PortableRandom rng(Presets::kRandomDemoSeed);
    for (double &v : normal)
        v = rng.standardNormal();
    p.push_back(
        {Presets::kRandomDemo, "Random demo: 1024 normal values", "随机演示：1024 个正态值",
         "A typical hidden state: d = 1024 standard-normal values (a portable generator, the same "
         "numbers on every machine).",
         "典型的隐藏状态：d = 1024 个标准正态值（可移植的生成器，每台机器上数值都相同）。", normal,
         settings(1.0, 1e-5)});

    p.push_back(
        {"near-constant", "Near-constant input", "几乎不变的输入",
         "Every element 1e-6 (d = 1024, ε = 1e-5): σ ≈ 0, so ε alone guards the divisor.",
         "每个元素都是 1e-6（d = 1024，ε = 1e-5）：σ ≈ 0，分母全靠 ε 兜底。",
         std::vector<double>(size_t(Presets::kNearConstantDimension), Presets::kNearConstantValue),
         settings(1.0, 1e-5)});

    p.push_back({"large-offset",
                 "Large offset: 10000 ± 1",
                 "大偏移：10000 ± 1",
                 "In fp32 the one-pass E[x²] − μ² cancels into a negative variance; two-pass and "
                 "Welford stay right.",
                 "fp32 下一遍算法 E[x²] − μ² 发生灾难性抵消，方差变成负数；两遍算法与 Welford "
                 "在线算法依然正确。",
                 {10001.0, 9999.0, 10001.0, 9999.0, 10001.0, 9999.0, 10001.0, 9999.0, 10001.0},
                 settings(1.0, 1e-5, Precision::Fp32, VarianceAlgorithm::OnePass)});

    p.push_back(
        {"fp16-overflow",
         "fp16 overflow: values near 300",
         "fp16 溢出：约 300 的值",
         "In fp16 every x² ≥ 65536 overflows to inf (|x| ≥ 256); accumulate in fp32 to fix it.",
         "fp16 中 |x| ≥ 256 时 x² 溢出为 inf；改用 fp32 累加即可避免。",
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
