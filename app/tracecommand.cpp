#include "tracecommand.h"

#include "layernormtrace.h"
#include "presets.h"
#include "rmsnormtrace.h"
#include "traceformatter.h"
#include "vectorparser.h"

#include <charconv>
#include <iostream>
#include <optional>

namespace {

struct UsageError
{
    std::string message;
};

std::vector<double> parseList(const std::string &option, const std::string &value)
{
    const nk::ParseResult r = nk::VectorParser::parse(value);
    if (!r.ok())
        throw UsageError{option + ": " + r.error->message()};
    return r.values;
}

double parseScalar(const std::string &option, const std::string &value)
{
    const std::vector<double> v = parseList(option, value);
    if (v.size() != 1)
        throw UsageError{option + ": expected one number, got " + std::to_string(v.size())};
    return v[0];
}

} // namespace

std::string TraceCommand::usage()
{
    return "usage: normkitchen trace (--preset NAME | --vector V) [--gamma G] [--beta B] [--eps E]\n"
           "                         [--precision fp64|fp32|fp16|bf16] [--accumulate storage|fp32]\n"
           "                         [--variance two-pass|one-pass|welford] [--format text|csv|json]\n"
           "       normkitchen trace --list-presets\n";
}

int TraceCommand::run(const std::vector<std::string> &args)
{
    try {
        std::optional<std::vector<double>> vector;
        std::optional<std::vector<double>> gamma, beta;
        std::optional<double> eps;
        std::optional<nk::Precision> precision;
        std::optional<nk::Accumulation> accumulation;
        std::optional<nk::VarianceAlgorithm> variance;
        const nk::Preset *preset = nullptr;
        std::string format = "text";

        for (size_t i = 0; i < args.size(); ++i) {
            const std::string &a = args[i];
            if (a == "--list-presets") {
                for (const nk::Preset &p : nk::Presets::all())
                    std::cout << p.id << "\t" << p.purposeEn << "\n";
                return 0;
            }
            if (a == "--help" || a == "-h") {
                std::cout << usage();
                return 0;
            }
            if (a.rfind("--", 0) != 0)
                throw UsageError{"unexpected argument '" + a + "'"};
            if (i + 1 >= args.size())
                throw UsageError{a + " needs a value"};
            const std::string &v = args[++i];
            if (a == "--preset") {
                preset = nk::Presets::find(v);
                if (!preset)
                    throw UsageError{"--preset: unknown preset '" + v
                                     + "' (see normkitchen trace --list-presets)"};
            } else if (a == "--vector") {
                vector = parseList(a, v);
            } else if (a == "--gamma") {
                gamma = parseList(a, v);
            } else if (a == "--beta") {
                beta = parseList(a, v);
            } else if (a == "--eps") {
                eps = parseScalar(a, v);
            } else if (a == "--precision") {
                if (!(precision = nk::parsePrecision(v)))
                    throw UsageError{"--precision: expected fp64, fp32, fp16 or bf16, got '" + v + "'"};
            } else if (a == "--accumulate") {
                if (!(accumulation = nk::parseAccumulation(v)))
                    throw UsageError{"--accumulate: expected storage or fp32, got '" + v + "'"};
            } else if (a == "--variance") {
                if (!(variance = nk::parseVarianceAlgorithm(v)))
                    throw UsageError{"--variance: expected two-pass, one-pass or welford, got '" + v
                                     + "'"};
            } else if (a == "--format") {
                if (v != "text" && v != "csv" && v != "json")
                    throw UsageError{"--format: expected text, csv or json, got '" + v + "'"};
                format = v;
            } else {
                throw UsageError{"unknown option '" + a + "'"};
            }
        }
        if (preset && vector)
            throw UsageError{"give --preset or --vector, not both"};
        if (!preset && !vector)
            throw UsageError{"give --preset NAME or --vector V (see --help)"};

        nk::NormSettings settings = preset ? preset->settings : nk::NormSettings{};
        const std::vector<double> x = preset ? preset->input : *vector;
        if (gamma)
            settings.gamma = *gamma;
        if (beta)
            settings.beta = *beta;
        if (eps)
            settings.eps = *eps;
        if (precision)
            settings.precision = *precision;
        if (accumulation)
            settings.accumulation = *accumulation;
        if (variance)
            settings.variance = *variance;
        if (auto problem = settings.problemFor(int(x.size())))
            throw UsageError{*problem};

        const nk::NormTrace ln = nk::traceLayerNorm(x, settings);
        const nk::NormTrace rms = nk::traceRmsNorm(x, settings);
        const nk::TraceFormatter f(ln, rms);
        std::cout << (format == "json" ? f.json() : format == "csv" ? f.csv() : f.text());
        return 0;
    } catch (const UsageError &e) {
        std::cerr << "normkitchen trace: " << e.message << "\n";
        return 2;
    }
}
