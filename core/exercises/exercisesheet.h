#pragma once

#include <cstdint>
#include <vector>

namespace nk {

// One exercise: a small vector to normalize by hand, and the element whose outputs are asked.
struct Exercise
{
    std::vector<double> vector; // d = 3…6, small integers or values with one decimal
    double gamma = 1.0;
    double beta = 0.0;
    double eps = 1e-5;
    int element = 0; // 0-based: the student gives both outputs for this element
};

// The answer key, all in fp64 from the step traces (two-pass variance).
struct ExerciseAnswers
{
    double mean = 0.0;
    double variance = 0.0;
    double std = 0.0; // σ = √σ², without ε
    double rms = 0.0; // √mean(x²), without ε
    std::vector<double> layerNormOutput;
    std::vector<double> rmsNormOutput;
};

// Exercise sheets from a seed, drawn with PortableRandom (SplitMix64): the same seed gives the
// same sheet on every machine, so a teacher can hand one seed to a whole class.
class ExerciseSheet
{
public:
    static constexpr int kMinDimension = 3;
    static constexpr int kMaxDimension = 6;
    static constexpr int kMaxCount = 100;
    // The largest sheet number: every whole number up to 2^53 − 1 is one (quiz --sheet, the
    // app's Sheet number), so it survives a double.
    static constexpr std::uint64_t kMaxNumber = (std::uint64_t(1) << 53) - 1;
    static constexpr int kDefaultCount = 5; // a sheet in the app, and the quiz command's default
    static constexpr double kEps = 1e-5; // PyTorch's default; it moves no answer by the tolerance

    static std::vector<Exercise> generate(std::uint64_t seed, int count);
    static ExerciseAnswers answers(const Exercise &exercise);
};

} // namespace nk
