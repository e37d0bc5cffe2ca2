#include "kitchen/stationmodel.h"

#include "kitchen/kitchenformat.h"
#include "kitchen/kitchenstate.h"
#include "norm/numberformat.h"

#include <algorithm>
#include <cmath>

namespace nk::ui {

using nk::StepId;

StationModel::StationModel(std::shared_ptr<const nk::NormTrace> tracePtr)
    : trace(std::move(tracePtr))
{
    const nk::NormTrace &t = *trace;
    ln = t.algorithm == nk::Algorithm::LayerNorm;
    d = t.d();
    compute = nk::NumberFormat::computePrecision(t.settings);
    meterDigits = KitchenFormat::meterDigits(t.settings);
    speechDigits = KitchenFormat::speechDigits(t.settings);
    battery = KitchenFormat::batteryBars(t.settings);
    const size_t n = size_t(d);
    stage[0] = t.storedInput;
    stage[1] = t.normalized;
    stage[2] = t.output();
    for (auto &s : stage)
        s.resize(n, 0.0);

    int walks = 0;
    for (const nk::TraceStep &s : t.steps) {
        // A step without a walk of its own is done in the next walk, but LayerNorm's γ/β is
        // done in the normalize walk (as RMSNorm's ×γ in its divide).
        const int ordinal = !s.walksTable && s.id == nk::StepId::Affine ? walks : walks + 1;
        for (int r = s.row; r < s.row + nk::alignedRowSpan(s.id) && r < nk::kAlignedRowCount; ++r)
            walkOrdinal[size_t(r)] = ordinal;
        if (s.walksTable)
            ++walks;
    }

    if (ln) {
        centred = t.centred;
        centred.resize(n, 0.0);
    } else {
        const nk::TraceStep *sq = t.step(StepId::Square);
        squares = sq && sq->values.size() == n ? sq->values : std::vector<double>(n, 0.0);
    }
    double maxE = 0.0;
    for (double e : squares)
        if (std::isfinite(e))
            maxE = std::max(maxE, std::fabs(e));
    maxEnergy = maxE > 0.0 ? maxE : 1.0;
}

const std::vector<double> *StationModel::running(StepId id) const
{
    const nk::TraceStep *s = step(id);
    return s && s->running.size() == size_t(d) ? &s->running : nullptr;
}

const std::vector<double> *StationModel::runningSecond(StepId id) const
{
    const nk::TraceStep *s = step(id);
    return s && s->runningSecond.size() == size_t(d) ? &s->runningSecond : nullptr;
}

void StationModel::buildStrip()
{
    columns = std::min(d, kStripColumns);
    const int chunks = (d + kChunk - 1) / kChunk;
    const int bins = kKitchenHistogramBins;
    for (int s = 0; s < 3; ++s) {
        const std::vector<double> &v = stage[size_t(s)];
        if (int(v.size()) != d)
            continue;
        Strip &st = strip[size_t(s)];
        st.colLo.assign(size_t(columns), 2.0f);
        st.colHi.assign(size_t(columns), -1.0f);
        st.colBad.assign(size_t(columns), 0);
        st.bin.resize(size_t(d));
        st.prefix.assign(size_t(chunks + 1) * bins, 0);
        st.prefixBad.assign(size_t(chunks + 1), 0);
        std::vector<int> run(size_t(bins), 0);
        int runBad = 0;
        for (int c = 0; c < columns; ++c) {
            const int e0 = colStart(c), e1 = colStart(c + 1);
            for (int i = e0; i < e1; ++i) {
                const double x = v[size_t(i)];
                if (!std::isfinite(x)) {
                    st.colBad[size_t(c)] = 1;
                    st.bin[size_t(i)] = 255;
                    continue;
                }
                const float f = float(axis.frac(x));
                st.colLo[size_t(c)] = std::min(st.colLo[size_t(c)], f);
                st.colHi[size_t(c)] = std::max(st.colHi[size_t(c)], f);
                st.bin[size_t(i)] = uint8_t(std::min(bins - 1, int(f * bins)));
            }
        }
        for (int i = 0; i < d; ++i) {
            if (i % kChunk == 0) {
                const int ch = i / kChunk;
                std::copy(run.begin(), run.end(), st.prefix.begin() + ptrdiff_t(ch) * bins);
                st.prefixBad[size_t(ch)] = runBad;
            }
            const uint8_t b = st.bin[size_t(i)];
            if (b == 255)
                ++runBad;
            else
                ++run[b];
        }
        std::copy(run.begin(), run.end(), st.prefix.begin() + ptrdiff_t(chunks) * bins);
        st.prefixBad[size_t(chunks)] = runBad;
    }
    if (!ln) {
        energyCol.assign(size_t(columns), 0.0f);
        for (int c = 0; c < columns; ++c) {
            float best = 0.0f;
            for (int i = colStart(c); i < colStart(c + 1); ++i) {
                const double e = squares[size_t(i)];
                if (!std::isfinite(e)) {
                    best = -1.0f;
                    break;
                }
                best = std::max(best, float(e / maxEnergy));
            }
            energyCol[size_t(c)] = best;
        }
    }
}

void StationModel::histogram(int from, int to, int k, QVector<int> &bins, int &bad) const
{
    const int nb = kKitchenHistogramBins;
    bins.fill(0, nb);
    bad = 0;
    k = std::clamp(k, 0, d);
    auto add = [&](int s, int sign, int upTo) {
        if (s < 0 || s > 2 || strip[size_t(s)].bin.empty())
            return;
        const Strip &st = strip[size_t(s)];
        const int ch = upTo / kChunk;
        for (int b = 0; b < nb; ++b)
            bins[b] += sign * st.prefix[size_t(ch) * nb + size_t(b)];
        bad += sign * st.prefixBad[size_t(ch)];
        for (int i = ch * kChunk; i < upTo; ++i) {
            const uint8_t b = st.bin[size_t(i)];
            if (b == 255)
                bad += sign;
            else
                bins[b] += sign;
        }
    };
    add(to, 1, k);
    if (from >= 0) {
        add(from, 1, d);
        add(from, -1, k);
    }
}

} // namespace nk::ui
