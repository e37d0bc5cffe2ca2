#pragma once

#include "numeric/precision.h"

#include <optional>
#include <string>
#include <vector>

namespace nk {

// Parameters shared by LayerNorm and RMSNorm. gamma and beta hold one value (broadcast) or one
// per element; RMSNorm ignores beta.
struct NormSettings
{
    Precision precision = Precision::Fp32;
    Accumulation accumulation = Accumulation::Storage;
    VarianceAlgorithm variance = VarianceAlgorithm::TwoPass;
    std::vector<double> gamma{1.0};
    std::vector<double> beta{0.0};
    double eps = 1e-5;

    double gammaAt(int i) const { return gamma.size() == 1 ? gamma[0] : gamma[size_t(i)]; }
    double betaAt(int i) const { return beta.size() == 1 ? beta[0] : beta[size_t(i)]; }

    // An English message when the settings cannot be used with a vector of length d
    // (gamma/beta length, eps negative or not finite), nothing when they can.
    std::optional<std::string> problemFor(int d) const;

    bool operator==(const NormSettings &o) const;
    bool operator!=(const NormSettings &o) const { return !(*this == o); }
};

constexpr int kMaxDimension = 65536;

} // namespace nk
