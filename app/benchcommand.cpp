#include "benchcommand.h"

#include "commandarguments.h"

#include "batchkernels.h"
#include "normsettings.h"
#include "throughputbenchmark.h"

#include <charconv>
#include <iostream>

namespace {

using UsageError = CommandArguments::UsageError;

int parsePositive(const std::string &option, const std::string &value, int max)
{
    int v = 0;
    const char *end = value.data() + value.size();
    const auto [ptr, ec] = std::from_chars(value.data(), end, v);
    if (ec != std::errc() || ptr != end || v < 1 || v > max)
        throw UsageError{option + ": expected a whole number from 1 to " + std::to_string(max) +
                         ", got '" + value + "'"};
    return v;
}

nk::BatchKernels::Path parseKernels(const std::string &value)
{
    using Path = nk::BatchKernels::Path;
    if (value == "auto")
        return Path::Automatic;
    if (value == "portable")
        return Path::Portable;
    if (value == "avx2") {
        if (!nk::BatchKernels::isAvailable(Path::Avx2))
            throw UsageError{"--kernels avx2: this build or CPU has no AVX2 + FMA path"};
        return Path::Avx2;
    }
    throw UsageError{"--kernels: expected auto, portable or avx2, got '" + value + "'"};
}

} // namespace

std::string BenchCommand::usage()
{
    return "usage: normkitchen bench [--rows R] [--d D] [--repeat N] [--format text|json]\n"
           "                         [--kernels auto|portable|avx2]\n"
           "  Times fp32 LayerNorm and RMSNorm over a rows x d batch against a plain copy of the\n"
           "  same bytes (defaults: 4096 x 4096, best of 5). --kernels picks the code path;\n"
           "  auto takes avx2 when the CPU has AVX2 and FMA.\n";
}

BenchCommand::Options BenchCommand::parse(const std::vector<std::string> &args)
{
    Options o;
    const auto option = [&](const std::string &a, const std::string &v) {
        if (a == "--rows") {
            o.config.rows = parsePositive(a, v, 1 << 24);
        } else if (a == "--d") {
            o.config.d = parsePositive(a, v, nk::kMaxDimension);
        } else if (a == "--repeat") {
            o.config.repeat = parsePositive(a, v, 1000);
        } else if (a == "--format") {
            if (v != "text" && v != "json")
                throw UsageError{"--format: expected text or json, got '" + v + "'"};
            o.format = v;
        } else if (a == "--kernels") {
            o.config.path = parseKernels(v);
        } else {
            throw UsageError{"unknown option '" + a + "'"};
        }
    };
    if (!CommandArguments::forEachOption(args, option)) {
        o.help = true;
        return o;
    }
    // Three float arrays of rows × d: refuse what would not fit comfortably.
    const double bytes = 3.0 * o.config.rows * double(o.config.d) * 4.0;
    if (bytes > 8e9)
        throw UsageError{"--rows x --d needs " +
                         std::to_string(static_cast<long long>(bytes / 1e9)) +
                         " GB; keep rows x d under about 6.7e8"};
    return o;
}

int BenchCommand::run(const std::vector<std::string> &args)
{
    return CommandArguments::run("bench", [&args] {
        try {
            const Options o = parse(args);
            if (o.help) {
                std::cout << usage();
                return 0;
            }
            const nk::ThroughputBenchmark::Result r = nk::ThroughputBenchmark::run(o.config);
            std::cout << (o.format == "json" ? nk::ThroughputBenchmark::toJson(r) + "\n"
                                             : nk::ThroughputBenchmark::toText(r));
            return 0;
        } catch (const std::invalid_argument &e) {
            std::cerr << "normkitchen bench: " << e.what() << "\n";
            return 2;
        } catch (const std::bad_alloc &) {
            std::cerr << "normkitchen bench: not enough memory for the batch; use smaller --rows "
                         "or --d\n";
            return 2;
        }
    });
}
