#include "tracecommand.h"

#include "commandarguments.h"

#include "io/presets.h"
#include "io/traceformatter.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <iostream>
#include <optional>

namespace {

using UsageError = CommandArguments::UsageError;

double parseScalar(const std::string &option, const std::string &value)
{
    const std::vector<double> v = CommandArguments::parseVector(option, value);
    if (v.size() != 1)
        throw UsageError{option + ": expected one number, got " + std::to_string(v.size())};
    return v[0];
}

} // namespace

std::string TraceCommand::usage()
{
    return "usage: normkitchen trace (--preset NAME | --vector V) [--gamma G] [--beta B] [--eps "
           "E]\n"
           "                         [--precision fp64|fp32|fp16|bf16] [--accumulate "
           "storage|fp32]\n"
           "                         [--variance two-pass|one-pass|welford] [--format "
           "text|csv|json]\n"
           "       normkitchen trace --list-presets\n"
           "  Prints LayerNorm and RMSNorm step by step for one vector: each step's values as\n"
           "  stored in the chosen precision, the fp64 reference beside them, the error, and\n"
           "  the operations and walks over memory it counted. text is a table to read, csv and\n"
           "  json are for a program. Without --gamma and --beta: the preset's (or 1 and 0).\n";
}

TraceCommand::Options TraceCommand::parse(const std::vector<std::string> &args)
{
    std::optional<std::vector<double>> vector;
    std::optional<std::vector<double>> gamma, beta;
    std::optional<double> eps;
    std::optional<nk::Precision> precision;
    std::optional<nk::Accumulation> accumulation;
    std::optional<nk::VarianceAlgorithm> variance;
    const nk::Preset *preset = nullptr;
    Options o;

    const auto option = [&](const std::string &a, const std::string &v) {
        if (a == "--list-presets") {
            o.listPresets = true;
        } else if (a == "--preset") {
            preset = &CommandArguments::findPreset(v);
        } else if (a == "--vector") {
            vector = CommandArguments::parseVector(a, v);
        } else if (a == "--gamma") {
            gamma = CommandArguments::parseVector(a, v);
        } else if (a == "--beta") {
            beta = CommandArguments::parseVector(a, v);
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
                throw UsageError{"--variance: expected two-pass, one-pass or welford, got '" + v +
                                 "'"};
        } else if (a == "--format") {
            if (v != "text" && v != "csv" && v != "json")
                throw UsageError{"--format: expected text, csv or json, got '" + v + "'"};
            o.format = v;
        } else {
            throw UsageError{"unknown option '" + a + "'"};
        }
    };
    if (!CommandArguments::forEachOption(args, option,
                                         {"--accumulate", "--beta", "--eps", "--format", "--gamma",
                                          "--precision", "--preset", "--variance", "--vector"},
                                         {"--list-presets"})) {
        o.help = true;
        return o;
    }
    if (o.listPresets)
        return o;
    if (preset && vector)
        throw UsageError{"give --preset or --vector, not both"};
    if (!preset && !vector)
        throw UsageError{"give --preset NAME or --vector V (see --help)"};

    o.settings = preset ? preset->settings : nk::NormSettings{};
    o.input = preset ? preset->input : *vector;
    if (gamma)
        o.settings.gamma = *gamma;
    if (beta)
        o.settings.beta = *beta;
    if (eps)
        o.settings.eps = *eps;
    if (precision)
        o.settings.precision = *precision;
    if (accumulation)
        o.settings.accumulation = *accumulation;
    if (variance)
        o.settings.variance = *variance;
    if (auto problem = o.settings.problemFor(int(o.input.size())))
        throw UsageError{*problem};
    return o;
}

int TraceCommand::run(const std::vector<std::string> &args)
{
    return CommandArguments::run("trace", [&args] {
        const Options o = parse(args);
        if (o.help) {
            std::cout << usage();
            return 0;
        }
        if (o.listPresets) {
            for (const nk::Preset &p : nk::Presets::all())
                std::cout << p.id << "\t" << p.purposeEn << "\n";
            return 0;
        }
        const nk::NormTrace ln = nk::traceLayerNorm(o.input, o.settings);
        const nk::NormTrace rms = nk::traceRmsNorm(o.input, o.settings);
        const nk::TraceFormatter f(ln, rms);
        std::cout << (o.format == "json" ? f.json() : o.format == "csv" ? f.csv() : f.text());
        return 0;
    });
}
