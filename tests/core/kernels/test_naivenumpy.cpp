// The bench's naive baseline against NumPy itself: the same whole-array passes, each into a new
// temporary (mean, subtract, square, mean, sqrt, divide, scale, shift), run by NumPy on the same
// fp32 batch. Needs python3 with NumPy (tools/setup.sh installs python3-numpy); without it the
// case says so and checks nothing.
#include "kernels/naivenorms.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// NumPy's LayerNorm and RMSNorm as a student writes them, in float32 like the baseline.
const char *kNumPyScript = R"(import sys
import numpy as np
folder, rows, d = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def load(name, n):
    return np.fromfile(folder + '/' + name, dtype=np.float32, count=n)
x = load('x', rows * d).reshape(rows, d)
gamma, beta = load('gamma', d), load('beta', d)
eps = np.float32(1e-5)
mu = x.mean(axis=-1, keepdims=True)
c = x - mu
var = (c * c).mean(axis=-1, keepdims=True)
y_ln = c / np.sqrt(var + eps) * gamma + beta
ms = (x * x).mean(axis=-1, keepdims=True)
y_rms = x / np.sqrt(ms + eps) * gamma
y_ln.astype(np.float32).tofile(folder + '/y_ln')
y_rms.astype(np.float32).tofile(folder + '/y_rms')
)";

void writeFloats(const fs::path &p, const std::vector<float> &v)
{
    std::ofstream f(p, std::ios::binary);
    f.write(reinterpret_cast<const char *>(v.data()), std::streamsize(v.size() * sizeof(float)));
}

std::vector<float> readFloats(const fs::path &p, std::size_t n)
{
    std::vector<float> v(n, NAN);
    std::ifstream f(p, std::ios::binary);
    f.read(reinterpret_cast<char *>(v.data()), std::streamsize(n * sizeof(float)));
    return v;
}

// The first of python3 on PATH and Debian's own interpreter (where python3-numpy installs) that
// imports NumPy; empty when neither does.
std::string pythonWithNumPy()
{
    for (const char *python : {"python3", "/usr/bin/python3"}) {
        const std::string probe = std::string(python) + " -c 'import numpy' >/dev/null 2>&1";
        if (std::system(probe.c_str()) == 0)
            return python;
    }
    return {};
}

} // namespace

TEST_CASE("the naive baseline computes what NumPy computes for the same norms, when NumPy is there",
          "[naive][numpy]")
{
    const std::string python = pythonWithNumPy();
    if (python.empty()) {
        WARN("NumPy is not installed (apt-get install python3-numpy): the NumPy comparison is "
             "skipped");
        return;
    }
    // Rows of an offset, a spread and d not a multiple of NumPy's 128-element sum blocks.
    const int rows = 7, d = 333;
    std::vector<float> x(std::size_t(rows) * d), gamma(d), beta(d);
    std::uint64_t state = 0x9E3779B97F4A7C15ull;
    const auto next = [&state] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return double(state >> 11) / double(1ull << 53) - 0.5; // in [-0.5, 0.5)
    };
    for (int r = 0; r < rows; ++r)
        for (int i = 0; i < d; ++i)
            x[std::size_t(r) * d + i] = float(3.0 * r - 8.0 + (1.0 + r) * next());
    for (int i = 0; i < d; ++i) {
        gamma[std::size_t(i)] = float(1.0 + next());
        beta[std::size_t(i)] = float(0.5 * next());
    }

    const fs::path folder =
        fs::temp_directory_path() / ("nk-naive-numpy-" + std::to_string(std::uintptr_t(&state)) +
                                     "-" + std::to_string(std::rand()));
    fs::create_directories(folder);
    writeFloats(folder / "x", x);
    writeFloats(folder / "gamma", gamma);
    writeFloats(folder / "beta", beta);
    {
        std::ofstream script(folder / "norms.py");
        script << kNumPyScript;
    }
    const std::string command = python + " '" + (folder / "norms.py").string() + "' '" +
                                folder.string() + "' " + std::to_string(rows) + " " +
                                std::to_string(d);
    REQUIRE(std::system(command.c_str()) == 0);
    const std::vector<float> numpyLn = readFloats(folder / "y_ln", x.size());
    const std::vector<float> numpyRms = readFloats(folder / "y_rms", x.size());
    fs::remove_all(folder);

    std::vector<float> ln(x.size()), rms(x.size());
    nk::NaiveNorms::layerNorm(nk::NaiveNorms::Storage::Fp32, x.data(), ln.data(), rows, d,
                              gamma.data(), beta.data(), 1e-5f);
    nk::NaiveNorms::rmsNorm(nk::NaiveNorms::Storage::Fp32, x.data(), rms.data(), rows, d,
                            gamma.data(), 1e-5f);
    // Both sum in float with their own order of blocks, so the means differ in the last bits:
    // a few float roundings of the outputs' size, not an exact match.
    double lnWorst = 0, rmsWorst = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        REQUIRE(std::isfinite(numpyLn[i]));
        REQUIRE(std::isfinite(numpyRms[i]));
        lnWorst = std::max(lnWorst, std::fabs(double(ln[i]) - numpyLn[i]));
        rmsWorst = std::max(rmsWorst, std::fabs(double(rms[i]) - numpyRms[i]));
    }
    INFO("largest difference from NumPy: LayerNorm " << lnWorst << ", RMSNorm " << rmsWorst);
    CHECK(lnWorst < 2e-5);
    CHECK(rmsWorst < 2e-5);
    // And not trivially: the two norms differ from each other far more than from NumPy.
    CHECK(std::fabs(double(ln[0]) - rms[0]) > 1e-2);
}
