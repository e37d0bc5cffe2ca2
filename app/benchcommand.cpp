#include "benchcommand.h"

#include "commandarguments.h"

#include "kernels/batchkernels.h"
#include "kernels/machinememory.h"
#include "kernels/throughputbenchmark.h"
#include "norm/normsettings.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
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

// One decimal below 10 GB, none above: "2.5", "48".
std::string gigabytes(double bytes)
{
    const double gb = bytes / 1e9;
    char text[32];
    std::snprintf(text, sizeof text, gb < 10.0 ? "%.1f" : "%.0f", gb);
    return text;
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

std::vector<nk::BatchKernels::Storage> parseStorages(const std::string &value)
{
    using Storage = nk::BatchKernels::Storage;
    std::vector<Storage> out;
    size_t start = 0;
    while (start <= value.size()) {
        const size_t comma = std::min(value.find(',', start), value.size());
        const std::string name = value.substr(start, comma - start);
        Storage s = Storage::Fp32;
        if (name == "fp32")
            s = Storage::Fp32;
        else if (name == "bf16")
            s = Storage::Bf16;
        else if (name == "fp16")
            s = Storage::Fp16;
        else
            throw UsageError{"--dtype: expected fp32, bf16 or fp16 (or a list such as fp32,bf16), "
                             "got '" +
                             value + "'"};
        if (std::find(out.begin(), out.end(), s) == out.end())
            out.push_back(s);
        start = comma + 1;
    }
    return out;
}

nk::BatchKernels::Stores parseStores(const std::string &value)
{
    using Stores = nk::BatchKernels::Stores;
    if (value == "auto")
        return Stores::Automatic;
    if (value == "cached")
        return Stores::Cached;
    if (value == "streaming")
        return Stores::Streaming;
    throw UsageError{"--stores: expected auto, cached or streaming, got '" + value + "'"};
}

} // namespace

std::string BenchCommand::usage()
{
    return "usage: normkitchen bench [--rows R] [--d D] [--repeat N] [--format text|json]\n"
           "                         [--dtype fp32|bf16|fp16[,...]] [--kernels "
           "auto|portable|avx2]\n"
           "                         [--stores auto|cached|streaming] [--no-naive]\n"
           "  Times LayerNorm and RMSNorm over a rows x d batch against a plain copy of the same\n"
           "  bytes and against a naive loop, one pass per step (each a scalar loop into a new\n"
           "  temporary: NumPy code's structure, not NumPy's speed), all in the same run\n"
           "  (defaults: 4096 x 4096, fp32, best of 5). --dtype stores\n"
           "  x and y in bf16 or fp16 (statistics in fp32); a list such as fp32,bf16 measures "
           "each\n"
           "  in the same run (JSON: an array). --kernels picks the code path; auto takes avx2\n"
           "  when the CPU has AVX2, FMA and F16C. --stores: auto streams y past the caches when\n"
           "  it is larger than half the last-level cache. --no-naive skips the naive version.\n";
}

BenchCommand::Options BenchCommand::parse(const std::vector<std::string> &args)
{
    Options o;
    o.config.naive = true;
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
        } else if (a == "--dtype") {
            o.storages = parseStorages(v);
        } else if (a == "--stores") {
            o.config.stores = parseStores(v);
        } else if (a == "--no-naive") {
            o.config.naive = false;
        } else {
            throw UsageError{"unknown option '" + a + "'"};
        }
    };
    if (!CommandArguments::forEachOption(
            args, option,
            {"--d", "--dtype", "--format", "--kernels", "--repeat", "--rows", "--stores"},
            {"--no-naive"})) {
        o.help = true;
        return o;
    }
    // x per format, y, and the naive version's temporaries: refuse what would not fit in half of
    // the memory this machine has free now (the rest is the system's and the other programs').
    const std::uint64_t bytes = nk::ThroughputBenchmark::bytesNeeded(o.config, o.storages);
    std::uint64_t budget = nk::MachineMemory::availableBytes() / 2;
    if (budget == 0)
        budget = std::uint64_t(8e9); // memory unknown: the old fixed limit
    if (bytes > budget) {
        const double perElement = double(bytes) / (double(o.config.rows) * double(o.config.d));
        std::string message = "--rows x --d needs " + gigabytes(double(bytes)) +
                              " GB, and bench takes at most half of the " +
                              gigabytes(2.0 * double(budget)) +
                              " GB this machine has free; keep rows x d under about " +
                              std::to_string(static_cast<long long>(double(budget) / perElement));
        if (o.config.naive) {
            nk::ThroughputBenchmark::Config lean = o.config;
            lean.naive = false;
            if (nk::ThroughputBenchmark::bytesNeeded(lean, o.storages) <= budget)
                message += " (or add --no-naive)";
        }
        throw UsageError{message};
    }
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
            using nk::ThroughputBenchmark;
            const std::vector<ThroughputBenchmark::Result> results =
                ThroughputBenchmark::runSideBySide(o.config, o.storages);
            if (o.format == "text") {
                std::cout << ThroughputBenchmark::toText(results);
            } else if (results.size() == 1) {
                std::cout << ThroughputBenchmark::toJson(results.front()) << "\n";
            } else {
                std::string json = "[";
                for (const ThroughputBenchmark::Result &r : results)
                    json += (json.size() > 1 ? "," : "") + ThroughputBenchmark::toJson(r);
                std::cout << json << "]\n";
            }
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
