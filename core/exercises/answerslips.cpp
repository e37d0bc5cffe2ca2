#include "exercises/answerslips.h"

#include "exercises/answergrader.h"

#include <cmath>
#include <numeric>

namespace nk {

namespace {

// The sums a hand calculation starts from.
struct Sums
{
    double d = 0.0;
    double sum = 0.0;        // Σ x
    double centred = 0.0;    // Σ (x − μ)², two-pass as the key
    double squares = 0.0;    // Σ x²
    double mean = 0.0;       // μ = Σx / d
    double variance = 0.0;   // σ² = Σ(x − μ)² / d
    double meanSquare = 0.0; // mean(x²) = Σx² / d
};

Sums sumsOf(const std::vector<double> &x)
{
    Sums s;
    s.d = double(x.size());
    s.sum = std::accumulate(x.begin(), x.end(), 0.0);
    s.mean = s.sum / s.d;
    for (double v : x) {
        s.centred += (v - s.mean) * (v - s.mean);
        s.squares += v * v;
    }
    s.variance = s.centred / s.d;
    s.meanSquare = s.squares / s.d;
    return s;
}

} // namespace

std::vector<AnswerSlips::Match> AnswerSlips::candidates(const Exercise &e, Quantity quantity)
{
    const std::vector<double> &x = e.vector;
    std::vector<Match> out;
    if (x.size() < 2 || e.element < 0 || size_t(e.element) >= x.size())
        return out;
    const Sums s = sumsOf(x);
    const double g = e.gamma, b = e.beta, eps = e.eps;
    // y_j = γ (x_j − μ) / √(σ² + ε) + β  and  y_j = γ x_j / √(mean(x²) + ε)
    auto layerNorm = [&](size_t j) {
        return g * (x[j] - s.mean) / std::sqrt(s.variance + eps) + b;
    };
    auto rmsNorm = [&](size_t j) { return g * x[j] / std::sqrt(s.meanSquare + eps); };
    const size_t k = size_t(e.element);
    const double dm1 = s.d - 1.0;

    double key = 0.0;
    std::vector<Match> all;
    auto add = [&all](Slip slip, double value, int element = -1) {
        all.push_back({slip, value, element});
    };
    auto otherElements = [&](auto output) {
        for (size_t j = 0; j < x.size(); ++j)
            if (j != k)
                add(Slip::WrongElement, output(j), int(j));
    };
    switch (quantity) {
    case Quantity::Mean:
        key = s.mean;
        add(Slip::DividedByDMinusOne, s.sum / dm1);
        add(Slip::ForgotToDivide, s.sum);
        add(Slip::Sign, -s.mean);
        break;
    case Quantity::Variance:
        key = s.variance;
        add(Slip::DividedByDMinusOne, s.centred / dm1);
        add(Slip::StdForVariance, std::sqrt(s.variance));
        add(Slip::ForgotToSubtractMean, s.meanSquare);
        add(Slip::ForgotToDivide, s.centred);
        break;
    case Quantity::Rms:
        key = std::sqrt(s.meanSquare);
        add(Slip::AddedEps, std::sqrt(s.meanSquare + eps));
        add(Slip::ForgotRoot, s.meanSquare);
        add(Slip::SubtractedMean, std::sqrt(s.variance));
        add(Slip::DividedByDMinusOne, std::sqrt(s.squares / dm1));
        add(Slip::ForgotToDivide, std::sqrt(s.squares));
        add(Slip::Sign, -std::sqrt(s.meanSquare));
        break;
    case Quantity::LayerNormOutput:
        key = layerNorm(k);
        add(Slip::DividedByDMinusOne, g * (x[k] - s.mean) / std::sqrt(s.centred / dm1 + eps) + b);
        add(Slip::ForgotEps, g * (x[k] - s.mean) / std::sqrt(s.variance) + b);
        add(Slip::ForgotGamma, (x[k] - s.mean) / std::sqrt(s.variance + eps) + b);
        add(Slip::ForgotBeta, g * (x[k] - s.mean) / std::sqrt(s.variance + eps));
        add(Slip::VarianceForStd, g * (x[k] - s.mean) / (s.variance + eps) + b);
        add(Slip::ForgotToSubtractMean, g * x[k] / std::sqrt(s.variance + eps) + b);
        otherElements(layerNorm);
        add(Slip::Sign, -key);
        break;
    case Quantity::RmsNormOutput:
        key = rmsNorm(k);
        add(Slip::ForgotEps, g * x[k] / std::sqrt(s.meanSquare));
        add(Slip::ForgotGamma, x[k] / std::sqrt(s.meanSquare + eps));
        add(Slip::AddedBeta, key + b);
        add(Slip::ForgotRoot, g * x[k] / (s.meanSquare + eps));
        add(Slip::SubtractedMean, layerNorm(k));
        otherElements(rmsNorm);
        add(Slip::Sign, -key);
        break;
    }
    // A slip that lands on the key cannot be told from the right answer; one that lands on an
    // earlier slip's value is that slip (the likelier one is listed first).
    for (const Match &m : all) {
        if (!std::isfinite(m.value) || AnswerGrader::withinTolerance(m.value, key))
            continue;
        bool seen = false;
        for (const Match &o : out)
            seen = seen || AnswerGrader::withinTolerance(m.value, o.value);
        if (!seen)
            out.push_back(m);
    }
    return out;
}

bool AnswerSlips::diagnose(const Exercise &exercise, Quantity quantity, double typed, Match *match)
{
    if (!std::isfinite(typed))
        return false;
    const ExerciseAnswers a = ExerciseSheet::answers(exercise);
    const size_t k = size_t(exercise.element);
    double key = 0.0;
    switch (quantity) {
    case Quantity::Mean:
        key = a.mean;
        break;
    case Quantity::Variance:
        key = a.variance;
        break;
    case Quantity::Rms:
        key = a.rms;
        break;
    case Quantity::LayerNormOutput:
        key = k < a.layerNormOutput.size() ? a.layerNormOutput[k] : 0.0;
        break;
    case Quantity::RmsNormOutput:
        key = k < a.rmsNormOutput.size() ? a.rmsNormOutput[k] : 0.0;
        break;
    }
    if (AnswerGrader::withinTolerance(typed, key))
        return false;
    for (const Match &m : candidates(exercise, quantity)) {
        if (AnswerGrader::withinTolerance(typed, m.value)) {
            if (match)
                *match = m;
            return true;
        }
    }
    return false;
}

} // namespace nk
