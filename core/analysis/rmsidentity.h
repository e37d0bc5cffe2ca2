#pragma once

#include <vector>

namespace nk {

// Chapter 5's derivation of RMS² = σ² + μ², with every line's sums for one vector (fp64,
// index order; the two-pass mean first):
//   xᵢ = (xᵢ − μ) + μ
//   Σxᵢ² = Σ(xᵢ − μ)² + 2μ·Σ(xᵢ − μ) + d·μ²
//   Σ(xᵢ − μ) = 0 (up to rounding), so the cross term vanishes
//   (1/d)Σxᵢ² = (1/d)Σ(xᵢ − μ)² + μ², that is RMS² = σ² + μ², hence RMS ≥ σ.
struct RmsIdentity
{
    int d = 0;
    std::vector<double> x;
    double mean = 0.0;                // μ
    std::vector<double> deviations;   // xᵢ − μ
    double sumSquares = 0.0;          // Σxᵢ²
    double sumDeviationSquares = 0.0; // Σ(xᵢ − μ)²
    double sumDeviations = 0.0;       // Σ(xᵢ − μ): 0 in exact arithmetic
    double crossTerm = 0.0;           // 2μ·Σ(xᵢ − μ)
    double dMeanSquared = 0.0;        // d·μ²
    double meanSquare = 0.0;          // (1/d)Σxᵢ² = RMS²
    double variance = 0.0;            // (1/d)Σ(xᵢ − μ)² = σ²
    double meanSquared = 0.0;         // μ²
    double rms = 0.0;                 // √(mean square), without ε
    double sigma = 0.0;               // √σ², without ε
    // How far from 0 rounding alone can leave Σ(xᵢ − μ): (2d + 2)·u·(Σ|xᵢ| + d·|μ|) with
    // u = 2⁻⁵³, from μ's own rounding, each difference's and the sum's.
    double roundingBound = 0.0;

    static RmsIdentity compute(const std::vector<double> &x);
};

} // namespace nk
