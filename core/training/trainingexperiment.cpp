#include "training/trainingexperiment.h"
#include "training/trainingrun.h"

#include "io/jsonwriter.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <memory>

namespace nk {

namespace {

std::string fixed(double v, int digits)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

} // namespace

TrainingExperiment::Result
TrainingExperiment::run(const CharCorpus &corpus, const TrainingConfig &config,
                        const std::vector<NormKind> &norms,
                        const std::function<bool(const TrainProgress &)> &progress)
{
    const auto start = std::chrono::steady_clock::now();
    Result result;
    result.config = config;
    result.vocabulary = corpus.vocabularySize();
    result.unigramBaseline = corpus.unigramEntropy();
    std::vector<std::unique_ptr<TrainingRun>> runs;
    for (NormKind norm : norms) {
        runs.push_back(std::make_unique<TrainingRun>(corpus, config, norm));
        runs.back()->plan(config.steps);
    }
    if (!runs.empty())
        result.parameters = runs.front()->model().parameterCount();
    // Step by step in turn, so a busy machine slows every model alike and a UI can draw all
    // curves as they grow.
    while (!result.cancelled && !runs.empty() && !runs.front()->finished()) {
        for (size_t i = 0; i < runs.size() && !result.cancelled; ++i) {
            TrainProgress p = runs[i]->step();
            p.run = int(i);
            p.runs = int(runs.size());
            result.cancelled = progress && !progress(p);
        }
    }
    for (auto &run : runs) {
        if (result.cancelled)
            run->cancel();
        result.runs.push_back(run->result());
    }
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

const char *TrainingExperiment::name(NormKind kind)
{
    return kind == NormKind::LayerNorm ? "layernorm" : "rmsnorm";
}

std::optional<NormKind> TrainingExperiment::normFromName(const std::string &name)
{
    if (name == "layernorm")
        return NormKind::LayerNorm;
    if (name == "rmsnorm")
        return NormKind::RmsNorm;
    return std::nullopt;
}

double TrainingExperiment::throughputRatio(const Result &result)
{
    const TrainingResult *ln = nullptr, *rms = nullptr;
    for (const TrainingResult &r : result.runs)
        (r.norm == NormKind::LayerNorm ? ln : rms) = &r;
    if (!ln || !rms || ln->tokensPerSecond <= 0.0)
        return std::numeric_limits<double>::quiet_NaN();
    return rms->tokensPerSecond / ln->tokensPerSecond;
}

std::string TrainingExperiment::toJson(const Result &r)
{
    const TrainingConfig &c = r.config;
    JsonWriter w;
    w.beginObject().key("seed").value(c.seed).key("unigram_baseline").value(r.unigramBaseline);
    w.key("vocabulary").value(r.vocabulary).key("parameters").value(r.parameters);
    w.key("config").beginObject();
    w.key("layers").value(c.layers).key("width").value(c.width).key("heads").value(c.heads);
    w.key("context").value(c.context).key("batch").value(c.batch).key("steps").value(c.steps);
    w.key("learning_rate").value(c.learningRate).key("warmup").value(c.warmup);
    w.key("gamma_init").value(c.gammaInit).endObject();
    w.key("seconds").value(r.seconds).key("cancelled").value(r.cancelled);
    const double ratio = throughputRatio(r);
    if (!std::isnan(ratio))
        w.key("rms_over_ln_throughput").value(ratio);
    w.key("runs").beginArray();
    for (const TrainingResult &run : r.runs) {
        w.beginObject().key("norm").value(name(run.norm)).key("steps").value(run.steps);
        w.key("cancelled").value(run.cancelled);
        w.key("final_train_loss").value(run.finalTrainLoss);
        w.key("final_val_loss").value(run.finalValidationLoss);
        w.key("tokens_per_second").value(run.tokensPerSecond);
        w.key("norm_time_share").value(run.normTimeShare);
        w.key("training_seconds").value(run.trainingSeconds);
        w.key("curve").beginArray();
        for (const TrainingCurvePoint &p : run.curve) {
            w.beginObject().key("step").value(p.step).key("train_loss").value(p.trainLoss);
            if (p.validationLoss)
                w.key("val_loss").value(*p.validationLoss);
            w.endObject();
        }
        w.endArray().endObject();
    }
    w.endArray().endObject();
    return w.str();
}

std::string TrainingExperiment::toText(const Result &r)
{
    std::string s =
        "unigram baseline (validation): " + fixed(r.unigramBaseline, 3) + " nats/char\n";
    s += "norm        steps  train loss  val loss   tokens/s  norm share\n";
    for (const TrainingResult &run : r.runs) {
        std::string line = name(run.norm);
        line.resize(10, ' ');
        const auto column = [&line](const std::string &v, size_t width) {
            line += std::string(v.size() < width ? width - v.size() : 0, ' ') + v;
        };
        column(std::to_string(run.steps), 7);
        column(fixed(run.finalTrainLoss, 3), 12);
        column(fixed(run.finalValidationLoss, 3), 10);
        column(fixed(run.tokensPerSecond, 0), 11);
        column(fixed(run.normTimeShare * 100.0, 1) + " %", 12);
        s += line + (run.cancelled ? "  (cancelled)" : "") + "\n";
    }
    s += "(train loss: the mean over the last " + std::to_string(kFinalLossSteps) +
         " steps' batches; val loss: the last evaluation)\n";
    const double ratio = throughputRatio(r);
    if (!std::isnan(ratio))
        s += "throughput RMSNorm / LayerNorm: " + fixed(ratio, 3) + "x\n";
    s += "time: " + fixed(r.seconds, 1) + " s\n";
    return s;
}

} // namespace nk
