#include "sweepcommand.h"

#include "commandarguments.h"

#include "analysis/errorsweep.h"
#include "io/presets.h"

#include <iostream>
#include <optional>

using UsageError = CommandArguments::UsageError;

std::string SweepCommand::usage()
{
    return "usage: normkitchen sweep --kind offset|d|eps [--preset NAME | --vector V]\n"
           "                         [--precision fp32|fp16|bf16] [--accumulate storage|fp32]\n"
           "                         [--format csv|json]\n"
           "  Without --precision/--accumulate every low precision and both accumulations are\n"
           "  swept; the input defaults to the worked-example preset (the eps sweep always uses\n"
           "  the near-constant preset's input).\n";
}

SweepCommand::Options SweepCommand::parse(const std::vector<std::string> &args)
{
    std::optional<nk::SweepKind> kind;
    std::optional<std::vector<double>> vector;
    std::optional<nk::Precision> precision;
    std::optional<nk::Accumulation> accumulation;
    const nk::Preset *preset = nullptr;
    Options o;

    const auto option = [&](const std::string &a, const std::string &v) {
        if (a == "--kind") {
            if (!(kind = nk::parseSweepKind(v)))
                throw UsageError{"--kind: expected offset, d or eps, got '" + v + "'"};
        } else if (a == "--preset") {
            preset = &CommandArguments::findPreset(v);
        } else if (a == "--vector") {
            vector = CommandArguments::parseVector(a, v);
        } else if (a == "--precision") {
            precision = nk::parsePrecision(v);
            if (!precision || *precision == nk::Precision::Fp64)
                throw UsageError{"--precision: expected fp32, fp16 or bf16, got '" + v + "'"};
        } else if (a == "--accumulate") {
            if (!(accumulation = nk::parseAccumulation(v)))
                throw UsageError{"--accumulate: expected storage or fp32, got '" + v + "'"};
        } else if (a == "--format") {
            if (v != "csv" && v != "json")
                throw UsageError{"--format: expected csv or json, got '" + v + "'"};
            o.format = v;
        } else {
            throw UsageError{"unknown option '" + a + "'"};
        }
    };
    if (!CommandArguments::forEachOption(
            args, option,
            {"--accumulate", "--format", "--kind", "--precision", "--preset", "--vector"})) {
        o.help = true;
        return o;
    }
    if (!kind)
        throw UsageError{"give --kind offset, d or eps (see --help)"};
    if (preset && vector)
        throw UsageError{"give --preset or --vector, not both"};
    if (!preset && !vector)
        preset = nk::Presets::find(nk::Presets::kWorkedExample);

    o.kind = *kind;
    o.settings = preset ? preset->settings : nk::NormSettings{};
    o.input = preset ? preset->input : *vector;
    if (auto problem = o.settings.problemFor(int(o.input.size())))
        throw UsageError{*problem};
    if (precision)
        o.options.precisions = {*precision};
    if (accumulation)
        o.options.accumulations = {*accumulation};
    return o;
}

int SweepCommand::run(const std::vector<std::string> &args)
{
    return CommandArguments::run("sweep", [&args] {
        const Options o = parse(args);
        if (o.help) {
            std::cout << usage();
            return 0;
        }
        const nk::SweepResult r = nk::ErrorSweep::run(o.kind, o.input, o.settings, o.options);
        std::cout << (o.format == "json" ? nk::ErrorSweep::toJson(r) : nk::ErrorSweep::toCsv(r));
        return 0;
    });
}
